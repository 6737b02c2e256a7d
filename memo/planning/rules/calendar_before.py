"""Time set aside right before another event: "put a 15 min prep slot before the board meeting thursday at 11",
"add prep 30 minutes before the board meeting thursday at 11", "תשימי רבע שעה הכנה לפני ישיבת ההנהלה ביום חמישי
ב-11". The hour said is the other event's, so the new event ends there and starts its length earlier (10:45-11:00);
read as an event at that hour it would land on the meeting itself. With no hour for the other event ("before the
board meeting thursday") when it is is not known, and the message is left to a question.
"""

from __future__ import annotations

import re
from datetime import timedelta

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, iso
from memo.planning.rules.gmail_manage import strip_polite
from memo.planning.timeexpr import parse_duration, parse_time_expression

_LENGTH_EN = (r"(?:an?\s+)?(?:\d+(?:\.\d+)?|half(?:\s+an)?|quarter(?:\s+of)?(?:\s+an)?|an?|one|two|three|ten|fifteen"
              r"|twenty|thirty|forty[\s-]five)[\s-]*(?:min(?:ute)?s?|hrs?|hours?)")
_VERB_EN = (r"(?:put|add|block(?:\s+off|\s+out)?|schedule|book|set\s+up|make|carve\s+out|save|grab|reserve|hold|pencil"
            r"\s+in)\s+(?:me\s+|in\s+)?")
_SLOT_EN = r"(?:\s+(?:slot|block|window|time|session))?"
_BEFORE_EN = re.compile(
    rf"^{_VERB_EN}(?:a\s+|an\s+)?(?P<len>{_LENGTH_EN})\s+(?:of\s+|for\s+)?(?P<what>[\w'&-]+(?:\s+[\w'&-]+){{0,2}}?)"
    rf"{_SLOT_EN}\s+(?:right\s+|just\s+)?before\s+(?P<other>.+)$"
    rf"|^{_VERB_EN}(?!(?:an?\s+)?(?:half|quarter)\s)(?:a\s+|an\s+|some\s+)?(?P<what2>[\w'&-]+(?:\s+[\w'&-]+){{0,2}}?)"
    rf"{_SLOT_EN}\s+(?:for\s+)?"
    rf"(?P<len2>{_LENGTH_EN})\s+(?:right\s+|just\s+)?before\s+(?P<other2>.+)$"
    # what the time is for said after the other event: "put 10 minutes before the meeting tomorrow at 9 to review notes"
    rf"|^{_VERB_EN}(?:a\s+|an\s+)?(?P<len3>{_LENGTH_EN}){_SLOT_EN}\s+(?:right\s+|just\s+)?before\s+(?P<other3>.+)$",
    re.IGNORECASE)
_LENGTH_HE = (r"(?:רבע\s+שעה|חצי\s+שעה|שעה(?:\s+וחצי)?|שעתיים|\d+\s+(?:דקות|דק'?|שעות)|(?:עשר|עשרים|שלושים|ארבעים)"
              r"\s+דקות)")
_BEFORE_HE = re.compile(
    r"^(?:תשים|תשימי|שים|שימי|תוסיף|תוסיפי|הוסף|הוסיפי|תקבע|תקבעי|קבע|קבעי|תחסום|תחסמי|חסום|חסמי|תשריין|תשרייני"
    rf"|שריין|תכניס|תכניסי)\s+(?:לי\s+)?(?P<len>{_LENGTH_HE})\s+(?:של\s+|ל)?(?P<what>\S+(?:\s+\S+)?)\s+"
    r"(?:ממש\s+|רגע\s+)?לפני\s+(?P<other>.+)$"
    r"|^(?:תשים|תשימי|שים|שימי|תוסיף|תוסיפי|הוסף|הוסיפי|תקבע|תקבעי|קבע|קבעי|תחסום|תחסמי|חסום|חסמי|תשריין|תשרייני"
    rf"|שריין|תכניס|תכניסי)\s+(?:לי\s+)?(?P<len3>{_LENGTH_HE})\s+(?:ממש\s+|רגע\s+)?לפני\s+(?P<other3>.+)$")
# What the time is for, said after the other event's time: "to review notes", "for prep", "כדי לעבור על החומר".
_PURPOSE = re.compile(r"^(?:to|for|so\s+(?:i|we)\s+can)\s+(?P<what>\S.*)$|^(?:כדי\s+)?(?P<what_he>ל\S.*)$",
                      re.IGNORECASE)
# Words after the time that say where or for whom, not what the time is for: "to my calendar", "for me", "ליומן".
_NOT_PURPOSE = re.compile(r"(?:(?:my|the|our)\s+)?(?:calendar|diary|schedule|agenda)|me|us|ליומן|ללו\"?ז|לי|לנו",
                          re.IGNORECASE)
# The other event's name ends where its time words begin: "the board meeting thursday at 11".
_ARTICLE_HE = re.compile(r"^ה(?=\S)")
_TRAILING = re.compile(r"\s+(?:on|at|this|next|ב|ביום)$", re.IGNORECASE)


@grammar
def slot_before_event(ctx: RuleContext) -> Intent | None:
    text = strip_polite(ctx.text).strip().rstrip(" .!")
    m = _BEFORE_EN.match(text) or _BEFORE_HE.match(text)
    if m is None:
        return None
    groups = {k.rstrip("23"): v for k, v in m.groupdict().items() if v}
    minutes = parse_duration(groups["len"])
    other = groups["other"]
    tm = parse_time_expression(other, ctx.now)
    if not minutes or tm is None or tm.ambiguous or tm.when is None or tm.recurrence or not tm.spans:
        return None
    said = " ".join(other[a:b] for a, b in tm.spans)
    if not re.search(r"\d", said):
        return None  # "before the board meeting thursday morning": the meeting's hour is not said
    name = _TRAILING.sub("", other[:tm.spans[0][0]].strip())
    after = other[tm.spans[-1][1]:].strip(" ,.")
    purpose = _PURPOSE.match(after) if "what" not in groups else None
    if purpose is not None and _NOT_PURPOSE.fullmatch((purpose["what"] or purpose["what_he"]).strip(" .!")):
        purpose = None
    if not name or (after and not purpose) or re.search(r"\d", name) or not ("what" in groups or purpose):
        return None
    if purpose is not None:  # "... to review notes": what the time is for is the event's name
        what = (purpose["what"] or purpose["what_he"]).strip()
        args = {"operation": "create", "summary": what, "start": iso(tm.when - timedelta(minutes=minutes)),
                "end": iso(tm.when)}
        return Intent("calendar", "create", args, 0.95, entity="event")
    what = groups["what"].strip()
    hebrew = bool(re.search(r"[\u0590-\u05FF]", text))
    # "ל" takes the place of the Hebrew article: "לפני הפגישה" -> "הכנה לפגישה"
    summary = f"{what} ל{_ARTICLE_HE.sub('', name)}" if hebrew else f"{what} for {name}"
    start = tm.when - timedelta(minutes=minutes)
    args = {"operation": "create", "summary": summary, "start": iso(start), "end": iso(tm.when)}
    return Intent("calendar", "create", args, 0.95, entity="event")
