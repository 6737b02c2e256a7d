"""Asking to see lists: all of them ("show me כל הרשימות שלי"), or one list on a day ("the shopping list for
tomorrow"), where the day says when the user will look at it, not which list it is.

Used by `lists.show_list`.
"""

from __future__ import annotations

import re

from memo.planning.rules.base import RuleContext, tidy
from memo.planning.rules.task_words import HE, rewrite_hebrew_lamed
from memo.planning.timeexpr import parse_range

# -- all the lists -----------------------------------------------------------------------------------
# A verb that asks to see, in either language (people mix them: "show me כל הרשימות שלי"), or a wish to see.
_SEE = (r"(?:show|send|give|list|see|display|pull\s+up|bring\s+up|(?:i\s+)?(?:want|wanna|need|would\s+like|'d\s+like)"
        r"\s+(?:to\s+)?see|can\s+i\s+see|תראה|תראי|תראו|הראה|הראי|הצג|הציגי|תציג|תציגי|תשלח|תשלחי|שלח|שלחי|תביא"
        r"|תביאי|(?:אני\s+)?(?:רוצה|רוצים|צריך|צריכה)\s+לראות|אפשר\s+לראות)")
# "lists" in either language, with a Hebrew article on either ("הרשימות", "ה-lists", "הlists").
_LISTS = r"(?:lists|(?:ה-?\s?)?רשימות|ה-?\s?lists)"
_SEE_ALL = (rf"^{_SEE}(?:\s+(?:me|לי))?(?:\s+(?:all(?:\s+of)?|את|כל|my|our|the|של))*\s+{_LISTS}"
            rf"(?:\s+(?:שלי|שלנו|i\s+have|we\s+have))?$")
# "how many lists do i even have at this point lol show me all of them", "כמה רשימות יש לי": the answer is all of
# them, shown; only a laugh or a request to see them may follow.
_HOW_MANY = (r"^(?:how\s+many\s+lists\s+(?:do|did|have)\s+(?:i|we)\s+(?:even\s+|actually\s+|really\s+|already\s+)*"
             r"(?:have|got|made|opened)?(?:\s+(?:at\s+this\s+point|by\s+now|now|already|so\s+far|open))*"
             r"|כמה\s+רשימות\s+(?:יש|פתחתי|פתחנו)(?:\s+(?:לי|לנו|כבר|בכלל|עכשיו|פתוחות))*)"
             r"(?:[\s,.!?]+(?:lol|haha+|lmao|חח+))?"
             r"(?:[\s,.!?]+(?:(?:show|send|list|give)\s+(?:me|us)\s+(?:all\s+(?:of\s+)?)?(?:them|em|it|all)"
             r"|(?:תראה|תראי|תציג|תציגי)\s+(?:לי\s+)?(?:את\s+)?(?:כולן|הכל|הכול)))?[\s.!?]*$")
# "מה יש לי ברשימות", "what's on my lists": what all of them hold, asked as of one list; with no name after it.
_ON_ALL = (r"^מה\s+(?:יש|כתוב|רשום|נשאר)(?:\s+(?:לי|לנו))?\s+ב(?:כל\s+)?(?:ה-?\s?)?(?:רשימות|lists)(?:\s+(?:שלי|שלנו))?"
           r"[\s?!.]*$"
           r"|^what(?:'?s|\s+is|\s+do\s+(?:i|we)\s+have|\s+have\s+(?:i|we)\s+got)\s+(?:on|in)\s+(?:all\s+)?"
           r"(?:of\s+)?(?:my|our|the)\s+lists[\s?!.]*$")
ALL_LISTS = re.compile(
    r"^(?:what|which|show|list|give|send)(?:\s+me)?(?:\s+all)?(?:\s+of)?(?:\s+(?:my|the))?\s+lists\b"
    r"|^what\s+lists\s+(?:do\s+(?:i|we)\s+have|are\s+there|have\s+i\s+got)|^(?:my\s+|all\s+(?:my\s+)?)?lists$"
    r"|^(?:אילו|איזה|אלו)\s+(?:רשימות|lists)(?![\w\u0590-\u05FF])|^מה\s+הרשימות|^(?:תראה|תראי|הראה|הצג|תציג|תציגי)\s+(?:לי\s+)?(?:את\s+)?"
    r"(?:כל\s+)?הרשימות|^(?:כל\s+)?הרשימות(?:\s+שלי)?$"
    rf"|{_SEE_ALL}|{_HOW_MANY}|{_ON_ALL}",
    re.IGNORECASE)

# "show me what's on the list", "תגידי לי מה כתוב ברשימה", "show me מה יש ברשימה": the question after the verb asks
# it all.
TELL_ME = re.compile(r"^(?:(?:can|could|would)\s+(?:you|u)\s+)?(?:show|tell|send|give)(?:\s+(?:me|us))?\s+"
                     r"(?=what|which\s+lists|מה\s)"
                     # "תראה לי אילו רשימות פתוחות יש לי": which of them, asked the same way
                     r"|^(?:תראה|תראי|תגיד|תגידי|תכתוב|תכתבי|תשלח|תשלחי|תבדוק|תבדקי)\s+(?:לי\s+|לנו\s+)?"
                     r"(?=מה\s|(?:אילו|איזה|אלו)\s+רשימות)",
                     re.IGNORECASE)

# "what's on the hardware list again", "מה היה ברשימה שוב": asked once more, or to be reminded; the same request.
# "... so far", "מה יש ברשימה עד עכשיו": the list as it is now, which is what is shown anyway.
_AGAIN = re.compile(rf"(?:\s*,)?\s+(?:again|once\s+more|one\s+more\s+time|so\s+far|at\s+the\s+moment|currently"
                    rf"|שוב|עוד\s+פעם|עד\s+עכשיו|עד\s+כה|בינתיים|כרגע)(?![\w{HE}])(?=[\s?!.]*$)",
                    re.IGNORECASE)


def asked_again(text: str) -> str:
    """The request to see a list without an "again" at its end."""
    return _AGAIN.sub("", text)


# -- a day said with a list ----------------------------------------------------------------------------
_DAY_FILLER = frozenset({"שלי", "שלנו", "for", "of", "ל", "ב"})
_SEND_LATER = re.compile(rf"^(?:send|text|תשלח|תשלחי|שלח|שלחי)(?![\w{HE}])", re.IGNORECASE)
_RELATIVE_DAY = re.compile(r"today|tonight|tomorrow|(?:this\s+|next\s+|the\s+)?week(?:end)?|היום|הערב|הלילה|מחר|מחרתיים"
                           r"|השבוע(?:\s+הבא)?|שבוע\s+הבא|סוף\s+השבוע|סופ\"?ש", re.IGNORECASE)


def without_day_of(name: str, ctx: RuleContext) -> str:
    """The list's name without a day said after it: "קניות למחר" -> "קניות", "שלי להיום" -> "" (no name at all).

    Lists have no days (tasks do), so a day there only says when the user will look at the list.
    """
    rewritten = rewrite_hebrew_lamed(name)
    window = parse_range(rewritten, ctx.now)
    if window is None or not _RELATIVE_DAY.fullmatch(window.label):
        return name  # "קניות לשבת" may well be the list's own name: only "today"/"tomorrow"/"this week" are cut
    label = set(window.label.casefold().split())
    kept = [w for w in rewritten.split() if w.casefold() not in label]
    return " ".join(kept) if any(w.casefold() not in _DAY_FILLER for w in kept) else ""


def undated(text: str, ctx: RuleContext) -> str:
    """The request without the day it names ("show the packing list for the weekend" -> "show the packing list")."""
    window = parse_range(text, ctx.now)
    if window is None or not _RELATIVE_DAY.fullmatch(window.label) or _SEND_LATER.match(text):
        return text  # "send me the shopping list on Friday" asks for it then, which no list operation does
    for part in window.label.split():
        text = re.sub(rf"(?:\s+(?:for|on|of|this|the|ל|ב))*\s*{re.escape(part)}(?![\w{HE}])", "", text, count=1,
                      flags=re.IGNORECASE)
    return tidy(text)
