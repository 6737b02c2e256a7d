"""`meta`: the difference between two of Memo's own kinds of thing, asked: "מה ההבדל אצלך בין תזכורת רגילה לנודניק?",
"what's the difference between a reminder and a nudge?", "מה ההבדל בין פתק לרשימה?", "is a note different from a list
here?".

A question about how Memo works, answered by describing it: nothing is listed, nothing is made. Both sides must be
Memo's own kinds (a reminder, a nudge, a note, a list, a task, the morning brief, an event): "what's the difference
between a crocodile and an alligator" is a question of general knowledge, and "מה ההבדל בין התזכורת של מחר לזו של
שישי" points at two reminders the user has (an article or a day), so it is left to the other grammars.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, about_memo

ABOUT_MEMO = 0.96  # above the tasks' reading of "תזכורת" in a question as a listing of the reminders
_HE = r"\u05D0-\u05EA"
# A kind of thing, named in general: no article ("the reminder" is one the user has), at most a plain adjective.
_KIND_EN = (r"(?:an?\s+)?(?:(?:normal|regular|plain|simple|ordinary|one-?time|recurring|repeating)\s+)?"
            r"(?:reminders?|nudges?|notes?|lists?|shopping\s+lists?|tasks?|to-?dos?|events?|calendar\s+events?"
            r"|morning\s+(?:brief|summary)|memory|second\s+brain)")
_KIND_HE = (r"(?:תזכורת|תזכורות|נודניק|נודניקים|פתק|פתקים|רשימה|רשימות|רשימת\s+קניות|משימה|משימות|אירוע|אירועים"
            r"|פגישה\s+ביומן|סיכום\s+(?:ה)?בוקר|זיכרון"
            # Named in English inside the Hebrew: "בין nudge לתזכורת daily רגילה", "בין reminder ל-note".
            r"|-?\s*(?:nudges?|reminders?|notes?|lists?|tasks?|to-?dos?|events?))"
            r"(?:\s+(?:daily|weekly|monthly|recurring|יומית|שבועית|חודשית))?"
            r"(?:\s+(?:רגילה|רגיל|רגילות|רגילים|פשוטה|פשוט|חד\s+פעמית|חוזרת|חוזרות|קבועה|קבועות))?")
_HERE_EN = r"(?:\s+(?:here|with\s+(?:you|u)|in\s+memo|on\s+memo|exactly))*"
_DIFFERENCE = re.compile(
    rf"^(?:(?:so|and|ok|okay|hey|wait|btw)[\s,]+)*(?:what'?s|what\s+is|whats)\s+(?:the|ur|your)\s+difference{_HERE_EN}"
    rf"\s+between\s+{_KIND_EN}\s+(?:and|&|vs\.?|or)\s+{_KIND_EN}{_HERE_EN}\s*[?!.]*$"
    rf"|^(?:(?:so|and|ok|okay|hey|wait|btw)[\s,]+)*(?:is|are)\s+{_KIND_EN}\s+(?:any\s+)?different\s+(?:from|than|to)\s+"
    rf"{_KIND_EN}{_HERE_EN}\s*[?!.]*$"
    rf"|^(?:(?:אז|ו|רגע|היי|אגב)[\s,]+)*(?:מה|מהו|מהי|מה\s+בעצם)\s+(?:ה)?הבדל(?:\s+(?:אצלך|פה|כאן|בעצם))*\s+בין\s+"
    rf"(?:ה)?{_KIND_HE}\s+(?:ל|ו|לבין\s+)(?:ה)?{_KIND_HE}(?:\s+(?:אצלך|פה|כאן|בעצם))*\s*[?!.]*$",
    re.IGNORECASE)


@grammar
def difference_between_kinds(ctx: RuleContext) -> Intent | None:
    """ "מה ההבדל בין תזכורת רגילה לנודניק?": how Memo's kinds of thing differ, answered by describing Memo."""
    text = re.sub(r"\s+", " ", ctx.text).strip()
    if len(text) > 160 or not _DIFFERENCE.match(text):
        return None
    return about_memo(ABOUT_MEMO)
