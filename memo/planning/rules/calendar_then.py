""""Am I free then?" after a sentence that says when: "My friend wants to come for tea on Tuesday at four. Am I free
then? Is there anything in my diary at that time", "הילדים רוצים לבוא ביום שישי ה-27.11 בשבע בערב. אני פנויה? אין לי
משהו אחר באותה שעה?".

The question alone names no time; the sentence before it does. Every sentence after that one must be such a question
(or thanks): a sentence asking for something else is another request. The time must hold a day and an hour the user
said ("at four", "בשבע"): a day alone, two days, or an hour guessed ("at 4" read as morning or afternoon) is asked.
"""

from __future__ import annotations

import re
from datetime import timedelta

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, iso
from memo.planning.rules.calendar import read_when

_HE = r"\u05D0-\u05EA"
_THEN_EN = (r"(?:\s+(?:then|at\s+that\s+time|at\s+the\s+same\s+time|at\s+that\s+hour|that\s+(?:day|evening|afternoon"
            r"|morning|night)|for\s+(?:it|that|them|her|him)))?")
_CAL_EN = r"(?:\s+(?:in|on)\s+(?:my|the)\s+(?:diary|calendar|schedule|agenda))?"
_THEN_HE = r"(?:\s+(?:אז|באותה\s+שעה|באותו\s+זמן|בשעה\s+הזאת|בשעה\s+הזו|בזמן\s+הזה|ביום\s+הזה|באותו\s+יום))?"
_CAL_HE = r"(?:\s+(?:ב|ל)(?:יומן|לו\"?ז))?"
# One question about being free, with the time pointed back at or left out.
_FREE = re.compile(
    rf"^(?:(?:so|and|but|please|pls|can\s+you\s+(?:check|tell\s+me)|could\s+you\s+(?:check|tell\s+me))[,\s]+)*"
    rf"(?:(?:am\s+i|are\s+we|will\s+i\s+be|would\s+i\s+be)\s+(?:free|available|busy|around){_THEN_EN}"
    rf"|(?:is|will)\s+there\s+(?:be\s+)?(?:anything|something)(?:\s+else)?{_CAL_EN}{_THEN_EN}{_CAL_EN}"
    rf"|(?:do|have)\s+i\s+(?:have|got)\s+(?:anything|something)(?:\s+else)?{_CAL_EN}{_THEN_EN}{_CAL_EN}"
    rf"|(?:if|whether)\s+i(?:'m|\s+am)\s+free{_THEN_EN})\s*[?.!]*$"
    rf"|^(?:(?:ו|אז|תבדקי|תבדוק|תגידי|תגיד)\s+(?:לי\s+)?(?:אם\s+)?)*(?:האם\s+)?(?:"
    rf"אני\s+(?:פנוי|פנויה|פנויים|עסוק|עסוקה)(?:\s+אז)?{_THEN_HE}"
    rf"|(?:אין|יש)\s+לי\s+(?:משהו|כלום|דבר)(?:\s+(?:אחר|נוסף))?{_CAL_HE}{_THEN_HE}{_CAL_HE})\s*[?.!]*$", re.I)
_THANKS = re.compile(r"^(?:thanks?(?:\s+you)?|thx|תודה(?:\s+רבה)?)\b.{0,30}$", re.I)
_SENTENCE = re.compile(r"(?<=[.?!])\s+")
_MINUTES = 60
_OR = re.compile(rf"\bor\b|(?<![{_HE}])או(?![{_HE}])", re.I)


@grammar
def free_then(ctx: RuleContext) -> Intent | None:
    parts = [p.strip() for p in _SENTENCE.split(ctx.text.strip()) if p.strip()]
    for i in range(1, len(parts)):
        rest = [p for p in parts[i:] if not _THANKS.match(p)]
        if not rest or not all(_FREE.match(p) for p in rest):
            continue
        background = " ".join(parts[:i])
        if _OR.search(background):
            return None  # "on tuesday or wednesday at 4": which day is for the user to say
        when = read_when(background, ctx.now, bool(re.search(f"[{_HE}]", background)))
        tm = when.tm
        if when.start is None or tm is None or tm.recurrence is not None or tm.ambiguous or (
                {"assumed_am", "assumed_pm"} & set(tm.notes)):
            return None
        length = when.end - when.start if tm.end and when.end else timedelta(minutes=_MINUTES)
        start, end = iso(when.start), iso(when.start + length)
        args = {"operation": "checkConflicts", "start": start, "end": end, "timeMin": start, "timeMax": end}
        return Intent("calendar", "checkConflicts", args, 0.9, entity="event",
                      decided_by=f"grammar calendar_then.free_then; the time from {background!r}")
    return None

