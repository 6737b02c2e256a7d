"""`general`: despair told after a setback, answered kindly: "נפלתי בראיון האחרון אחרי 5 שלבים, בא לי לוותר על כל
ההייטק הזה", "עוד דחייה. נמאס לי, שלחתי 40 קו"ח ואף אחד לא חוזר אליי 😞", "failed the bar for the 2nd time, i'm so
done with law", "another rejection, sent 60 CVs and nobody calls back. i want to give up".

The words of despair ("בא לי לוותר", "נמאס לי", "i want to give up", "i'm so done") say the message is for being
heard; the numbers in the story count what happened (interview stages, CVs sent) and are no clock time or fact to
keep. Anything that still asks Memo for something (a request word, a question, a meeting, a list) or names a day or
an hour ("נמאס לי, הרופא נדחה למחר ב-5") leaves the message to the grammars that read requests.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.general_chat import _REQUEST_EN, _REQUEST_HE, _TRAILING
from memo.planning.rules.notes_recall import _ASKS_FOR

GIVING_UP = 0.86  # the user's own despair: above a task's reading of a past verb in the story as a thing done (0.8)
MAX_CHARS = 300
_HE = r"\u05D0-\u05EA"

_DESPAIR = re.compile(
    r"\b(?:i\s+(?:just\s+)?(?:want|wanna)\s+to\s+give\s+up|i\s+(?:just\s+)?wanna\s+give\s+up|(?:i\s+)?feel\s+like\s+giving"
    r"\s+up|i'?m\s+(?:so|completely|totally)\s+done|i'?m\s+done\s+with\s+(?:it|this|all|everything)"
    r"|i'?m\s+(?:so\s+|just\s+|completely\s+|totally\s+)?(?:fed\s+up|sick\s+of\s+(?:this|it|all)|over\s+it"
    r"|losing\s+hope|hopeless|defeated)|i\s+can'?t\s+(?:do\s+this|take\s+(?:this|it))\s+anymore|another\s+rejection"
    r"|nobody\s+(?:ever\s+)?(?:gets\s+back|answers|calls\s+back|replies)|no\s+one\s+(?:ever\s+)?(?:gets\s+back|answers"
    r"|calls\s+back|replies))\b"
    rf"|(?<![{_HE}])(?:(?:בא|מתחשק)\s+לי\s+לוותר|(?:אני\s+)?(?:רוצה|רוצים)\s+לוותר|נמאס\s+לי|אין\s+לי\s+(?:כבר\s+)?(?:כוח|כח)"
    r"\s+(?:יותר|לזה|לכל\s+זה)|אני\s+לא\s+(?:יכולה|יכול)\s+יותר|(?:אני\s+)?(?:מיואשת|מיואש|שבורה|שבור)|עוד\s+דחייה"
    rf"|אף\s+אחד\s+לא\s+(?:חוזר|עונה|מתקשר)|אף\s+אחת\s+לא\s+(?:חוזרת|עונה))(?![{_HE}])", re.IGNORECASE)
# A day or an hour named: the story holds something to schedule. A count before a noun ("5 שלבים") is not one.
_WHEN = re.compile(
    r"\d{1,2}:\d{2}|\b(?:at|by|till|until)\s+\d|\b(?:today|tonight|tomorrow|monday|tuesday|wednesday|thursday|friday"
    rf"|saturday|sunday|next\s+week)\b|(?<![{_HE}])(?:[בל]-?\d{{1,2}}(?![\d{_HE}])|ב?שעה\s+\d|היום|הערב|מחר|מחרתיים"
    rf"|ביום\s+[{_HE}]+|שבוע\s+הבא)(?![{_HE}])", re.IGNORECASE)
# Memo itself or its things named: a complaint about Memo ("נמאס לי מהתזכורות שלך") is feedback, not a setback.
_ABOUT_MEMO = re.compile(rf"\b(?:you|u|your|ur|memo|reminders?|notes?|lists?|messages?|notifications?)\b|(?<![{_HE}])"
                         rf"(?:[מהבלו]|מה)?(?:שלך|אותך|ממך|איתך|ממו|תזכורות|תזכורת|הודעות|התראות|רשימות|פתקים)(?![{_HE}])",
                         re.IGNORECASE)


@grammar
def giving_up(ctx: RuleContext) -> Intent | None:
    text = _TRAILING.sub("", ctx.text.strip())
    if len(text) > MAX_CHARS or "?" in text or not _DESPAIR.search(text) or _WHEN.search(text):
        return None
    if _ABOUT_MEMO.search(text) or _ASKS_FOR.search(text) or _REQUEST_EN.search(text) or _REQUEST_HE.search(text):
        return None  # "i'm so done, cancel the meeting": still a request
    return Intent("general", "respond", {"operation": "respond", "kind": "small_talk"}, GIVING_UP,
                  intent_type="conversation")
