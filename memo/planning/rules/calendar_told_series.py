"""A repeating event told as a fact, then kept as a series: "Maya's ballet is every Wednesday 16:30-17:15, add it as
a repeating event", "every Friday at 1pm we do a family zoom, add it as a weekly event", "I have joined the choir. We
rehearse every Monday at 7:30 p.m. Would you add it to my calendar as a weekly event?", "החוג של נועה כל יום רביעי
ב-16:30, תוסיפי כאירוע קבוע".

"Add it as a weekly / recurring event" names the calendar as surely as "add it to my calendar" does, so the event
needs no event word of its own ("ballet", "Italian"). The fact is said the way people tell it, with the name behind
"I joined ..." / "we do ..." and the time in a second sentence ("We rehearse every Monday"); it is written as the
event with its time words and read by create_event. Only a series is taken: when no repeat is read the user is
asked, as before.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.calendar import create_event

_KIND_EN = r"(?:weekly|recurring|repeating|regular|standing)(?:\s+(?:event|meeting|appointment|series|thing|one))?"
_KEEP_AS_EN = re.compile(
    r"[\s,.;!-]*(?:(?:and|so|pls|please|plz|now|just|(?:can|could|would|will)\s+(?:you|u))\s+)*"
    r"(?:add|put|save|enter|book|schedule|set|pop)\s+(?:it|this|that|them)\s+"
    r"(?:(?:to|in|into|on)\s+(?:(?:my|the|our)\s+)?(?:calendar|diary|g?cal)\s+)?"
    rf"as\s+(?:an?\s+)?{_KIND_EN}(?:[,\s]+(?:pl[sz]|please|thanks|thx))?\s*[.!?]*$"
    # "..., make it a repeating event": what to make of it, said instead of where to add it
    r"|[\s,.;!-]*(?:(?:and|so|pls|please|plz|just|(?:can|could|would|will)\s+(?:you|u))\s+)*make\s+(?:it|this|that|them)"
    rf"\s+(?:into\s+)?(?:an?\s+)?{_KIND_EN}(?:[,\s]+(?:pl[sz]|please|thanks|thx))?\s*[.!?]*$", re.I)
_KEEP_AS_HE = re.compile(
    r"[\s,.;!-]*(?<!\S)(?:ו|אז\s+)?(?:(?:תוכל|תוכלי|בבקשה|אפשר)\s+)*"
    r"(?:תוסיף|תוסיפי|הוסף|הוסיפי|תכניס|תכניסי|הכנס|תרשום|תרשמי|רשום|תשים|תשימי|להוסיף|להכניס|לרשום)\s+"
    r"(?:לי\s+)?(?:(?:את\s+)?זה\s+|אותו\s+|אותה\s+)?(?:(?:ל|ב)(?:יומן|לו\"?ז)(?:\s+שלי)?\s+)?"
    r"כ(?:אירוע|פגישה)\s+(?:קבוע|קבועה|חוזר|חוזרת|שבועי|שבועית)(?:\s+(?:בבקשה|תודה))?\s*[.!?]*$")
# "I have joined the community centre choir. We rehearse ...", "I signed up for Italian before the trip - Tuesdays
# ...", "נרשמתי לחוג קרמיקה, ...": the name is what was joined, the time is in what follows.
_JOINED = re.compile(
    r"^(?:i|we)(?:\s+have|'ve|'m|'re|\s+just)*\s+(?:joined|signed\s+up\s+(?:for|to)|started|enrolled\s+in|registered\s+for"
    r"|am\s+taking|are\s+taking|taking)\s+(?:the\s+|a\s+|an\s+|my\s+)?(?P<name>[^.!;,]+?)"
    r"\s*(?:[.!;,]|\s[-–]\s)\s*(?P<rest>\S.*)$"
    r"|^(?:נרשמתי|נרשמנו|הצטרפתי|הצטרפנו|התחלתי|התחלנו)\s+(?:ל|ב)-?(?P<name_he>[^.!;,]+?)\s*(?:[.!;,]|\s[-–]\s)\s*"
    r"(?P<rest_he>\S.*)$", re.I)
# Why it was joined ("Italian before the Rome trip"): not part of the event's name.
_WHY = re.compile(r"\s+(?:before|for|ahead\s+of)\s+(?:the|my|our)\s+.*$", re.I)
# "We rehearse every Monday", "it's on Tuesdays", "אנחנו נפגשים כל שני": who does it and the doing, before the time.
_DOING = re.compile(
    r"^(?:(?:we|i|they|she|he)\s+(?:rehearse|meet|practi[cs]e|train|play|sing|study|learn|have\s+(?:it|class(?:es)?"
    r"|lessons?|practice|rehearsals?)|go)|it\s+(?:is|'s\s+on|runs|meets|takes\s+place)|it'?s"
    r"|(?:the\s+)?(?:class(?:es)?|lessons?|rehearsals?|practices?|sessions?)\s+(?:is|are))\s+"
    r"|^(?:(?:אנחנו|אני|היא|הוא|הם)\s+)?(?:נפגשים|נפגשות|נפגשת|מתאמנים|מתאמנת|מתאמן|לומדים|לומדת|לומד|זה)\s+", re.I)
# "every Friday at 1pm we do a family zoom": "we do"/"we have" before the event named after its time.
_WE_DO = re.compile(r"(?<!\S)(?:we|i)\s+(?:do|have|hold|host|run)\s+(?:(?:a|an|our|the)\s+)?"
                    r"|(?<!\S)(?:אנחנו|אני)\s+(?:עושים|עושות|עושה)\s+", re.I)


def _told(fact: str) -> str:
    """The fact written as an event and its time: "community centre choir every Monday at 7:30 p.m."."""
    fact = fact.strip(" ,.;-")
    joined = _JOINED.match(fact)
    if joined is not None:
        name = _WHY.sub("", joined.group("name") or joined.group("name_he")).strip()
        rest = _DOING.sub("", (joined.group("rest") or joined.group("rest_he")).strip())
        fact = f"{name} {rest}"
    fact = _WE_DO.sub("", fact, count=1).strip(" ,.;-")
    return _I_DO_IT.sub("", fact, count=1)


# "I clean the Goldberg office every mon wed fri": the teller's own routine; the doing is the event ("clean the
# Goldberg office"), its teller is no part of the name. Taking part in something ("I attend the ceramics workshop")
# names the event by what is attended, read elsewhere.
_I_DO_IT = re.compile(r"^(?:i|we)\s+(?=[a-z]{3,}\s)(?!(?:am|was|were|will|would|can|could|should|must|need|want|think"
                      r"|guess|just|also|usually|always|attend|participate|go|take|join)\b)", re.I)


# "monday and thursday 18:30 is my turn to cook, make it a recurring event": the days said bare at the start are the
# days it repeats on, since the user said it repeats; "is" after the hour ties the time to the name.
_BARE_DAYS = re.compile(r"^(?:on\s+)?(?=(?:sun|mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?)(?:day)?\b)"
                        r"|^(?:ב)?(?:יום\s+|ימי\s+)?(?=(?:ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת)(?!\S))", re.I)
_EVERY = re.compile(r"\b(?:every|each)\b|(?<!\S)(?:כל|מדי)(?!\S)", re.I)
_COPULA = re.compile(r"(?:(?<=\d)|(?<=[ap]m))\s+(?:is|are)\s+(?=\w)", re.I)


def _every(told: str) -> str:
    """The told fact with its bare leading days said as every such day, and no "is" between its hour and name."""
    told = _COPULA.sub(" ", told, count=1)
    if _EVERY.search(told) or (days := _BARE_DAYS.match(told)) is None:
        return told
    return ("every " if told[:1].isascii() else "כל ") + told[days.end():]


@grammar
def told_series(ctx: RuleContext) -> Intent | None:
    text = ctx.text.strip()
    keep = _KEEP_AS_EN.search(text) or _KEEP_AS_HE.search(text)
    if keep is None or keep.start() == 0:
        return None
    hebrew = keep.re is _KEEP_AS_HE
    told = _every(_told(text[:keep.start()]))
    raw = f"{told}, {'תוסיפי ליומן' if hebrew else 'add it to my calendar'}"
    named = RuleContext(raw=raw, now=ctx.now, language=ctx.language, latest_actions=ctx.latest_actions)
    intent = create_event(named)
    if intent is None or intent.action != "createRecurring" or intent.missing:
        return None  # no repeat read: the user said it repeats, so a one-off would be wrong
    intent.confidence = max(intent.confidence, 0.95)
    intent.decided_by = "grammar calendar_told_series.told_series"
    return intent
