"""`general`: stress before something close, told with how far behind the user is: "omg I'm so stressed, the exam is
in 3 days and I'm still on chapter 2", "אני בלחץ מטורף, המבחן בעוד שבוע ועוד לא התחלתי ללמוד", "freaking out, the
deadline is in 2 days and I haven't started".

The stress and the progress said beside it ("still on chapter 2", "עוד לא התחלתי") make the message one to be
answered kindly; the exam or deadline "in 3 days" is part of the worry, not an event to add. A request word, a
question or a clock hour ("... at 9") leaves the message to the grammars that read requests.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.general_chat import _REQUEST_HE, _TRAILING
from memo.planning.rules.notes_recall import _ASKS_FOR

STRESSED = 0.88  # above the event grammar's question about when the exam is
MAX_CHARS = 300
_HE = r"\u05D0-\u05EA"

_STRESS = re.compile(
    r"\b(?:i'?m\s+(?:so\s+|really\s+|super\s+|totally\s+)?(?:stressed(?:\s+out)?|freaking\s+out|panicking|anxious"
    r"|overwhelmed|dying)|so\s+stressed|stressed\s+af|freaking\s+out|panicking)\b"
    rf"|(?<![{_HE}])(?:(?:אני\s+)?(?:ב|כל\s+כך\s+ב)?לחץ(?:\s+(?:מטורף|רצח|אטומי))?|(?:אני\s+)?(?:לחוצה|לחוץ|מלחיץ\s+אותי"
    rf"|בפאניקה|בפניקה|מתה\s+מלחץ|מת\s+מלחץ|בהיסטריה))(?![{_HE}])", re.IGNORECASE)
# How far along the user is: the part of the worry that says it is about being behind.
_BEHIND = re.compile(
    r"\b(?:(?:i'?m\s+)?still\s+(?:on|at|in)\s+(?:chapter|ch|page|lecture|unit|week|lesson|question)\b"
    r"|(?:i\s+)?(?:haven'?t|havent|didn'?t)\s+(?:even\s+)?(?:started|begun|opened|studied|touched)"
    r"|(?:i\s+)?(?:know|understand)\s+nothing|not\s+ready|so\s+behind|way\s+behind|nowhere\s+near)\b"
    rf"|(?<![{_HE}])(?:(?:ו)?(?:אני\s+)?עדיין\s+(?:ב|על\s+)?(?:פרק|עמוד|הרצאה|שיעור|תרגיל|שבוע)|(?:ו)?עוד\s+לא\s+(?:התחלתי"
    rf"|פתחתי|למדתי|נגעתי)|(?:ו)?לא\s+התחלתי|(?:ו)?לא\s+יודעת?\s+כלום|(?:ו)?לא\s+מוכנה?|(?:ו)?אני\s+מאחורה)"
    rf"(?![{_HE}])", re.IGNORECASE)
_CLOCK = re.compile(rf"\d{{1,2}}:\d{{2}}|\b(?:at|by)\s+\d|(?<![{_HE}])(?:ב-?|בשעה\s+)\d{{1,2}}(?![\d{_HE}])", re.I)


@grammar
def stressed_behind(ctx: RuleContext) -> Intent | None:
    text = _TRAILING.sub("", ctx.text.strip())
    if len(text) > MAX_CHARS or "?" in text or not (_STRESS.search(text) and _BEHIND.search(text)):
        return None
    if _CLOCK.search(text) or _ASKS_FOR.search(text) or _REQUEST_HE.search(text):
        return None  # "stressed, exam at 9 tomorrow, remind me to sleep early": still a request
    return Intent("general", "respond", {"operation": "respond", "kind": "small_talk"}, STRESSED,
                  intent_type="conversation")
