"""`general`: what kind of day today or tomorrow is, told: "בוקר טוב היום יום נקיונות גדול 😅", "מחר יום סידורים
ארוך", "today is a big cleaning day", "tmrw's laundry day lol".

Hebrew says "today is cleaning day" with no verb ("היום יום נקיונות"), so the note reader would take "יום נקיונות" as
a thing to be reminded of today. But a day named by the work that fills it is the user's day told, not an errand:
nothing is to be done at a time. Only a day of chores or work named so ("cleaning", "errands", "laundry", "packing"),
with a word of size or mood at most; a day of someone ("יום הולדת לדנה") is an event, and a clock time, a request or
a question leaves the message to the tools.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.general_chat import _TRAILING, CHAT

_HE = r"\u05D0-\u05EA"
_GREETING_EN = r"(?:(?:good\s+)?morning|gm|hi|hey|hello|ok|so|well|phew|ugh|oh\s+well)"
_GREETING_HE = r"(?:בוקר\s+טוב|בוקר\s+אור|היי|הי|שלום|טוב|נו|אוף|יאללה|אוקיי|אז)"
_WORK_EN = (r"(?:cleaning|spring\s+cleaning|house\s*cleaning|laundry|cooking|baking|errands?|chores?|packing|unpacking"
            r"|moving|shopping|grocery|gardening|ironing|meal\s+prep|admin|paperwork|studying|study|exam|exams"
            r"|tidying|organi[sz]ing|decluttering)")
_SIZE_EN = r"(?:big|long|huge|massive|busy|full|crazy|serious|major|epic|proper|whole)"
_DAY_EN = re.compile(
    rf"^(?:{_GREETING_EN}[\s,!.]+)*(?:today|tomorrow|tmrw|tmr)(?:'s|\s+is|\s+will\s+be|\s+gonna\s+be|\s+is\s+gonna\s+be)?"
    rf"\s+(?:(?:a|an|another|one|my)\s+)?(?:{_SIZE_EN}\s+)?{_WORK_EN}\s+day"
    rf"|^(?:{_GREETING_EN}[\s,!.]+)*(?:(?:a|another)\s+)?(?:{_SIZE_EN}\s+)?{_WORK_EN}\s+day\s+(?:today|tomorrow|tmrw)",
    re.IGNORECASE)
_WORK_HE = (r"(?:נקיונות|ניקיונות|נקיון|ניקיון|כביסה|כביסות|סידורים|בישולים|בישול|אפייה|אפיה|קניות|אריזות|אריזה"
            r"|מעבר\s+דירה|גינון|גיהוץ|ניירת|לימודים|מבחנים|מבחן|סדר|סידור|פסח)")
_SIZE_HE = (r"(?:גדול|ארוך|ענק|עמוס|רציני|מטורף|שלם|מלא|כבד|אמיתי|של\s+(?:פעם|ממש))")
_DAY_HE = re.compile(
    rf"^(?:{_GREETING_HE}[\s,!.]+)*(?:היום|מחר)\s+(?:זה\s+|עוד\s+|יהיה\s+|יש\s+(?:לי|לנו)\s+)?יום\s+(?:ה)?{_WORK_HE}"
    rf"(?:\s+(?:ה)?{_SIZE_HE})?(?:\s+(?:אצלנו|פה|בבית))?"
    rf"|^(?:{_GREETING_HE}[\s,!.]+)*יום\s+(?:ה)?{_WORK_HE}(?:\s+(?:ה)?{_SIZE_HE})?\s+(?:היום|מחר)(?:\s+(?:אצלנו|פה|בבית))?")


@grammar
def kind_of_day(ctx: RuleContext) -> Intent | None:
    """ "היום יום נקיונות גדול": the user's day told, answered, with nothing to remind of."""
    text = _TRAILING.sub("", re.sub(r"\s+", " ", ctx.text).strip())
    if not text or len(text) > 100 or "?" in text:
        return None
    m = _DAY_EN.match(text) or _DAY_HE.match(text)
    if m is None or m.end() != len(text):
        return None
    # Above the note reader's "today <thing>" (0.78), as other chat of the day told.
    return Intent("general", "respond", {"operation": "respond", "kind": "small_talk"}, CHAT,
                  intent_type="conversation")
