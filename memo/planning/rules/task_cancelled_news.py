"""A reminder deleted because what it was for was called off, the thing named only in the news: "they cancelled the
fire drill, get rid of that reminder", "the staff meeting got cancelled so delete the reminder", "ביטלו את תרגיל
האש, תמחקי את התזכורת", "הישיבה מחר בוטלה אז תורידי את התזכורת עליה".

The command points at "the reminder" without naming it, so the reminder is the one about what the news says was
called off. Only a reminder said in so many words is read here: "they cancelled the trip, delete it" may mean the
calendar's event (calendar_changes.py reads that). A thing called off is not a thing done, so it is deleted, never
ticked off.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.task_words import HE, target

_E = rf"(?![\w{HE}])"
_WHEN_EN = r"(?:\s+(?:today|tonight|tomorrow|tmrw|this\s+week|this\s+afternoon|after\s+all))?"
_WHEN_HE = r"(?:\s+(?:היום|מחר|הערב|השבוע|בסוף))?"
# The news: someone called the thing off, or the thing is off.
_NEWS = re.compile(
    rf"^(?:(?:oh\s+|so\s+|ok\s+|well\s+)?(?:they|we|i|the\s+school|school|the\s+office|the\s+hospital|management"
    rf"|the\s+principal|[A-Z][\w'-]*)\s+(?:just\s+|finally\s+)?(?:cancell?ed|called\s+off|scrapped|canceled)\s+"
    rf"(?P<a>.+?){_WHEN_EN}"
    rf"|(?P<b>.+?)\s+(?:(?:was|is|got|has\s+been|'s)\s+(?:just\s+)?)?(?:cancell?ed|called\s+off|scrapped){_WHEN_EN}"
    rf"|(?P<c>.+?)\s+(?:is|'s)\s+(?:off|not\s+happening){_WHEN_EN}|(?P<d>.+?)\s+isn'?t\s+happening{_WHEN_EN}"
    rf"|(?:(?:ה)?(?:מנהלת|מנהל|בית\s+הספר|המחלקה)\s+)?(?:ביטלו|ביטל|ביטלה|ביטלתי|ביטלנו){_E}\s+(?:לנו\s+|לי\s+)?"
    rf"(?:את\s+)?(?P<e>.+?){_WHEN_HE}"
    rf"|(?P<f>.+?)\s+(?:בוטל|בוטלה|בוטלו|התבטל|התבטלה|התבטלו|מבוטל|מבוטלת|לא\s+מתקיים|לא\s+מתקיימת){_E}{_WHEN_HE}"
    rf"|אין\s+(?P<g>.+?)\s+(?:היום|מחר|השבוע)(?:\s+בסוף)?)[\s.!]*$",
    re.IGNORECASE)
_REMINDER_EN = r"(?:that|the|this|my)\s+(?:reminder|task|alarm|nudge)(?:\s+(?:for|about)\s+(?:it|that))?"
_REMINDER_HE = r"(?:את\s+)?ה(?:תזכורת|משימה)(?:\s+(?:הזאת|הזו|ההיא|הזה|עליו|עליה|שלו|שלה|על\s+זה))?"
# The command, said after a break or a "so": delete the reminder, named only as "the reminder".
_DELETE_IT = re.compile(
    r"(?:[,.;!:]+\s*|\s+[-–]\s+|\s+(?=(?:so|and|just|pls|please|אז|פשוט|בבקשה)\s))"
    r"(?:(?:so|and|just|pls|please|אז|פשוט|בבקשה)\s+)*"
    r"(?:(?:(?:you|u)\s+can\s+)?(?:delete|remove|cancel|erase|drop|scrap|kill|get\s+rid\s+of|clear|ditch|lose)\s+"
    rf"{_REMINDER_EN}(?:\s+(?:too|as\s+well|now|pls|please))*"
    r"|(?:אפשר\s+)?(?:מחק|מחקי|תמחק|תמחקי|למחוק|בטל|בטלי|תבטל|תבטלי|לבטל|תוריד|תורידי|להוריד|תסיר|תסירי|תעיף|תעיפי)"
    rf"\s+(?:לי\s+)?{_REMINDER_HE}(?:\s+(?:בבקשה|גם))?)[\s.!]*$",
    re.IGNORECASE)
_PRONOUN = re.compile(r"^(?:it|that|this|them|זה|אותו|אותה)$", re.IGNORECASE)


def cancelled_thing(text: str) -> str | None:
    """What was called off, when `text` is that news and then a delete of "the reminder"; None otherwise."""
    command = _DELETE_IT.search(text)
    if command is None or "?" in text:
        return None
    news = _NEWS.match(text[:command.start()].strip(" ,.;!-–"))
    if news is None:
        return None
    what = next(g for g in news.groups() if g).strip()
    what = re.sub(r"^(?:the|that|our|my|את)\s+", "", what, flags=re.IGNORECASE)
    # "הישיבה מחר בוטלה": the day says which one, the reminder's words are the thing's.
    what = re.sub(rf"\s+(?:today|tonight|tomorrow|tmrw|this\s+week|היום|מחר|הערב|השבוע){_E}", "", what,
                  flags=re.IGNORECASE).strip()
    return None if not what or _PRONOUN.match(what) or len(what.split()) > 6 else what


@grammar
def delete_cancelled(ctx: RuleContext) -> Intent | None:
    what = cancelled_thing(ctx.text.strip())
    found = target(ctx, what) if what else None
    if found is None:
        return None
    return Intent("database", "delete", {"operation": "delete", **found.args}, 0.93, entity="task")
