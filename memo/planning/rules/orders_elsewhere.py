"""An order Memo cannot place: "order 30 medium boxes from the moving company for tuesday", "order me a shawarma",
"order more diapers from shufersal online", "תזמיני לי 2 קילו אבקת חלבון מאייהרב".

"order the cake on thursday" is a note to oneself, read as a reminder to order it (task_implied.py), like "buy milk
tomorrow". Said to Memo with the order's particulars (who it is for, "me"; whom it is ordered from; "online"; how
many), it asks Memo to buy: Memo buys nothing, and whether a reminder to order was meant is not said, so the user
is asked. A reminder asked for ("remind me to order ...") and "order" as sorting ("order my tasks by date") are
left to the other grammars.
"""

from __future__ import annotations

import re

from memo.planning.dsl import INTENT_UNCLEAR
from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.gmail_manage import strip_polite

ASKED = 0.94  # above a reminder implied by "order ... for tuesday" (task_implied.IMPLIED, 0.8)
_HE = r"\u0590-\u05FF"
_ORDER = re.compile(
    r"^(?:(?:can|could|would)\s+(?:you|u)\s+)?(?:(?:please|pls|plz|just)\s+)?order\s+(?P<dat>(?:for\s+)?(?:me|us)\s+)?"
    r"(?P<what>\S.*)$"
    r"|^(?:תזמין|תזמיני|הזמן|הזמיני|תזמינו)\s+(?P<dath>לי|לנו)\s+(?P<whath>\S.*)$",
    re.IGNORECASE)
# What is ordered opens with how many: "30 medium boxes", "more diapers", "another case", "2 קילו".
_HOW_MANY = re.compile(r"^(?:\d+|a\s+few|few|some|more|another|a\s+couple|two|three|four|five|six|ten|a\s+dozen"
                       rf"|a\s+(?:box|case|pack|bag|crate)\s+of)\b|^(?:\d+|עוד|כמה|שני|שתי|שלושה|שלוש|ארבעה|ארבע)(?![{_HE}])",
                       re.IGNORECASE)
# Whom it is ordered from, or where: "from the moving company", "on amazon", "online".
_SELLER = re.compile(r"\b(?:from|on\s+(?:amazon|ebay|aliexpress|wolt|10bis|the\s+app|the\s+site|their\s+site)|online"
                     r"|for\s+(?:me|us))\b"
                     # Whom it is for, by name or kin: "a birthday cake for Itai", "flowers for my mom".
                     r"|\bfor\s+(?:my|his|her|our)\s+(?:mom|mother|dad|father|wife|husband|son|daughter|kids?|boss|team"
                     r"|sister|brother|grandma|grandpa|parents|friend)\b|\bfor\s+(?!(?:sun|mon|tues?|wed|thu|thur|thurs|fri|sat)[a-z]*\b|(?:today|tonight|tomorrow|tmrw|next|this|dinner"
                     r"|lunch|breakfast|brunch|january|february|march|april|may|june|july|august|september|october|november"
                     r"|december)\b)(?-i:[A-Z][a-z]{2,})\b", re.IGNORECASE)
# Not a purchase: a sorting ("by date", "from oldest to newest"), the user's own things, or a reminder asked for.
_NOT_AN_ORDER = re.compile(
    r"\b(?:by\s+(?:date|time|due|name|priority|size)|alphabetically|chronologically|remind|reminder|ping|nudge"
    r"|tasks?|lists?|reminders?|notes?|emails?|events?|calendar|them|it|these|those)\b|\?|\bfrom\s+\S+\s+to\s"
    rf"|(?<![{_HE}])(?:תזכיר|תזכירי|תזכורת|משימ|רשימ|תור|פגישה|זום|שולחן|מונית|חדר|מקום|את)(?![{_HE}])",
    re.IGNORECASE)
# Hebrew goods with a seller after "מ": "מאייהרב", "מהסופר", "משופרסל": a word after "מ" that is no time.
_HE_FROM = re.compile(rf"(?<![{_HE}])מ(?:ה)?[{_HE}]{{3,}}|(?<![{_HE}])מ-?[A-Za-z]")
_HE_ONLINE = re.compile(rf"(?<![{_HE}])(?:באתר|אונליין|בוולט|באמזון)(?![{_HE}])")
_HE_TIME = re.compile(rf"(?<![{_HE}])מ(?:חר|חרתיים|עכשיו|ה?יום|ה?בוקר|ה?ערב)(?![{_HE}])")


def _particulars(found: re.Match[str]) -> bool:
    """Whether the order says for whom, from whom or how many: a purchase asked of Memo, not a note to oneself."""
    what = found.group("what") or found.group("whath") or ""
    if found.group("whath") is not None:  # "תזמיני לי ...": asked of Memo; what it is must still be goods
        return bool(_HOW_MANY.match(what) or (_HE_FROM.search(_HE_TIME.sub("", what)))
                    or _HE_ONLINE.search(what))
    return bool(found.group("dat") or _HOW_MANY.match(what) or _SELLER.search(what))


@grammar
def order_elsewhere(ctx: RuleContext) -> Intent | None:
    text = strip_polite(ctx.text).strip()
    found = _ORDER.match(text)
    if found is None or _NOT_AN_ORDER.search(text) or not _particulars(found):
        return None
    return Intent("general", "respond", {"operation": "respond", "kind": "unclear"}, ASKED,
                  missing=[INTENT_UNCLEAR], intent_type="conversation")
