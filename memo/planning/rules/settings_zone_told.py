"""`meta / update_settings`: the time zone set from where the user says they live, told first: "I live in Berlin
actually, not Israel. can you set my timezone right so the reminders aren't off", "אני גרה בלונדון, תתקני לי את אזור
הזמן", "I'm based in Toronto. please fix my time zone".

The first sentence says where the user lives (a known place; "actually", "now", "not Israel" may follow it), the
second asks for the time zone to be set with no place of its own: only "right", "correctly", "accordingly" and why
("so the reminders aren't off"). The place of the first sentence is the zone. A place no zone is known for, a second
request, or another place named in the change leave the message to settings.change_timezone.

The change asked alone, "set my timezone right so the reminders aren't off", names no place: the user is asked for
it, rather than "right so the reminders aren't off" being looked up as a place.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.settings import (
    _ANOTHER_REQUEST,
    _ASKING,
    _TZ_EN,
    _TZ_HE,
    CONFIDENT,
    _place_and_rest,
    find_zone,
)

ABOVE_SETTINGS = CONFIDENT + 0.01  # above change_timezone's reading of "right so…" as the place looked up
_HE = r"\u05D0-\u05EA"
_LIVES = re.compile(
    r"^(?:(?:actually|btw|fyi|so|ok|okay)[\s,]+)?(?:i\s+(?:actually\s+)?(?:live|reside)|we\s+(?:actually\s+)?live"
    r"|i'?m\s+(?:actually\s+)?(?:living|based|located)|i\s+am\s+(?:actually\s+)?(?:living|based|located)"
    r"|i'?m\s+actually|my\s+home\s+is)\s+in\s+(?P<place>.+)$"
    rf"|^(?:(?:בעצם|אגב)[\s,]+)?(?:אני|אנחנו)\s+(?:בעצם\s+)?(?:גר|גרה|גרים|חי|חיה|חיים|נמצא|נמצאת|נמצאים)\s+"
    rf"(?:בעצם\s+)?ב-?(?P<place_he>[{_HE}].*)$",
    re.IGNORECASE)
# What may follow the place in the same sentence: "actually", "now", "these days", and the place it is not.
_LIVES_REST = re.compile(
    rf"^(?:[\s,]*(?:actually|now|these\s+days|nowadays|not\s+(?:in\s+)?[\w' ]{{2,25}}|בעצם|עכשיו|כבר"
    rf"|לא\s+ב?-?[{_HE}' ]{{2,25}}))*"
    r"[\s.!]*$", re.IGNORECASE)
_VERB_EN = r"(?:set|change|fix|update|adjust|correct|switch|sort\s+out|make)"
_VERB_HE = (r"(?:תשנה|תשני|שנה|שני|לשנות|תעדכן|תעדכני|עדכן|עדכני|לעדכן|תתקן|תתקני|לתקן|תסדר|תסדרי|לסדר|תגדיר|תגדירי"
            r"|להגדיר|תחליף|תחליפי|להחליף)")
# How it should be set, with no place: "right", "correctly", "accordingly", and why.
_MANNER = (r"(?:\s+(?:right|correctly|properly|accordingly|straight|to\s+(?:that|it|there|match)|then|please|pls"
           r"|נכון|כמו\s+שצריך|בהתאם|לשם|לזה|בבקשה))*")
_WHY = (r"(?:\s*[,;\-–]?\s*(?:so\s+(?:that\s+)?|because\s+|cause\s+|since\s+|as\s+|כדי\s+ש|כי\s+"
        r"|ש(?!לי(?![\u05D0-\u05EA]))(?=[\u05D0-\u05EA]{2}))[^?.!]{1,80})?")  # "ש…" is why, "שלי" is "my"
_CHANGE = re.compile(
    rf"^{_VERB_EN}\s+(?:up\s+)?(?:my\s+|the\s+)?{_TZ_EN}(?P<manner>{_MANNER})(?P<why>{_WHY})\s*[?.!]*$"
    rf"|^{_VERB_HE}\s+(?:לי\s+)?(?:את\s+)?{_TZ_HE}(?:\s+שלי)?(?P<manner_he>{_MANNER})(?P<why_he>{_WHY})\s*[?.!]*$",
    re.IGNORECASE)
_SENTENCE_END = re.compile(r"[.;!?]\s+|,\s+(?=(?:(?:so|ok|and)\s+)?(?:can|could|would|will|please|pls|set|change|fix"
                           r"|update|אפשר|תוכלי|תוכל|בבקשה|תשנה|תשני|תעדכן|תעדכני|תתקן|תתקני|תסדר|תסדרי)\b)",
                           re.IGNORECASE)


def _change_asked(text: str) -> re.Match[str] | None:
    request = _ASKING.sub("", text.strip()).strip()
    return None if _ANOTHER_REQUEST.search(request) else _CHANGE.match(request)


@grammar
def zone_where_i_live(ctx: RuleContext) -> Intent | None:
    """ "I live in Berlin actually, not Israel. can you set my timezone right": the zone of the place told first."""
    text = re.sub(r"\s+", " ", ctx.text).strip()
    if len(text) > 240:
        return None
    args: dict[str, object] = {"operation": "update_settings"}
    alone = _change_asked(text)
    if alone is not None and (alone.group("manner") or alone.group("why") or alone.group("manner_he")
                              or alone.group("why_he")):
        # Only with how or why said: "can I change my timezone?" alone is a question (meta_questions answers it).
        args["ask"] = "timezone"  # "set my timezone right so the reminders aren't off": which zone is not said
        return Intent("meta", "update_settings", args, ABOVE_SETTINGS, intent_type="meta", entity="settings")
    for end in reversed(list(_SENTENCE_END.finditer(text))):
        told, asked = text[:end.start()].strip(), text[end.end():]
        lives = _LIVES.match(told)
        if lives is None or not _change_asked(asked):
            continue
        place, rest = _place_and_rest(lives.group("place") or lives.group("place_he"))
        zone = find_zone(place)
        if zone is None or not _LIVES_REST.match(rest):
            return None
        args["timezone"] = zone
        return Intent("meta", "update_settings", args, ABOVE_SETTINGS, intent_type="meta", entity="settings")
    return None
