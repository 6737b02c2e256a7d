"""An overview of a stretch of the calendar asked for as a thing to be given: "תן לי סקירה של השבוע הבא ביומן",
"תני לי סיכום של מחר", "give me an overview of next week", "a quick rundown of my week please".

Asking for a review, a summary or a rundown of a day or a week asks what is on it: the same look as "מה יש לי
בשבוע הבא". Read as written, the request's verb ("תן לי", "give me") and noun ("סקירה") would be the title of an
event or a task on that day. Only a period of time, or the calendar itself, is looked at: "תן לי סיכום של
המייל מהבנק" and "give me a summary of the report" are not.
"""

from __future__ import annotations

import re
from dataclasses import replace

from memo.planning.rules import grammar
from memo.planning.rules.asides import replace_text
from memo.planning.rules.base import Intent, RuleContext

_HE = r"\u05D0-\u05EA"
_SURE = 0.95
_HE_ASK = re.compile(
    rf"^(?:(?:אפשר|תוכל|תוכלי)\s+)?(?:תן|תני|תנו|תביא|תביאי|הבא|הביאי|לתת|תעשה|תעשי|תכין|תכיני)\s+לי\s+"
    rf"(?:סקירה|סיכום|תמונת\s+מצב|תמונה|פירוט|מבט)(?:\s+(?:כללית|קצרה|מהירה|כללי|קצר|מהיר))?\s+"
    rf"(?:של|על|לגבי|ל)\s*(?P<rest>(?:ה|ב)?(?:שבוע|יום|מחר|היום|מחרתיים|חודש|סופ\"?ש|סוף\s+השבוע|ראשון|שני|שלישי"
    rf"|רביעי|חמישי|שישי|שבת|יומן|לו\"?ז)(?![{_HE}]).*?)[\s?.!]*$")
_EN_ASK = re.compile(
    r"^(?:(?:can|could|would)\s+(?:you|u)\s+|pls\s+|please\s+)?(?:give|send|show|get)\s+me\s+(?:an?\s+|the\s+)?"
    r"(?:quick\s+|short\s+|brief\s+|little\s+)?(?:overview|rundown|run-down|run\s+down|summary|preview|recap|review)"
    r"\s+(?:of|for)\s+(?P<rest>(?:(?:next|this|the|my|coming)\s+)?(?:week|weekend|day|month|calendar|schedule|agenda"
    r"|tomorrow|tmrw|today|(?:sun|mon|tues|wednes|thurs|fri|satur)day)\b.*?)[\s?.!]*(?:\s+(?:pls|please))?[\s?.!]*$",
    re.IGNORECASE)
# A summary asked for again and again, or instead of another time, sets up the daily brief: not one look.
_REPEATS = re.compile(rf"\b(?:every|each|daily|weekly|instead)\b|(?<![{_HE}])(?:כל|מדי|במקום)(?![{_HE}])", re.I)
# "my week" / "the day": the one the user is in.
_EN_OWN = ((re.compile(r"^(?:my|the)\s+week\b", re.I), "this week"), (re.compile(r"^(?:my|the)\s+day\b", re.I),
                                                                        "today"),
           (re.compile(r"^(?:my|the)\s+(?:calendar|schedule|agenda)\s*(?:for\s+)?", re.I), ""))


@grammar
def calendar_overview(ctx: RuleContext) -> Intent | None:
    """"תן לי סקירה של השבוע הבא", "give me an overview of next week": the look at that stretch of the calendar."""
    from memo.planning.rules.calendar_query import query_events  # the look itself, as "מה יש לי …" reads it

    text = ctx.text.strip()
    if _REPEATS.search(text):
        return None  # "send me the summary of the day every morning at 7": the morning brief's setting
    if (he := _HE_ASK.match(text)) is not None:
        asked = f"מה יש לי {he['rest'].strip()}"
    elif (en := _EN_ASK.match(text)) is not None:
        rest = en["rest"].strip()
        for said, meant in _EN_OWN:
            rest = said.sub(meant, rest).strip()
        asked = f"what do i have {rest or 'this week'}"
    else:
        return None
    intent = query_events(replace_text(ctx, asked))
    if intent is None or intent.missing:
        return None
    # The verb and noun of the request say it is a look: surer than the event or task they would otherwise name.
    return replace(intent, confidence=max(intent.confidence, _SURE), decided_by="")
