"""Which of the user's calendars or mailboxes Memo reaches: "can u see my work calendar too or only the personal one",
"do you see both my calendars?", "את רואה גם את היומן של העבודה או רק את האישי?", "יש לך גישה גם ליומן העבודה".

A question about Memo (`meta / describe`), not a request to the calendar: what makes it one is a second calendar or
mailbox set against the first ("too", "also", "or only the personal one", "both", "the other one", "גם", "או רק").
"can you see my calendar" alone may ask to be shown it, and is left to the calendar; a time or a day in the message
("can you see my work calendar for tomorrow too") asks for the events, and is not read here.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, about_memo
from memo.planning.rules.meta_abilities import ABOUT_MEMO

_HE = r"\u05D0-\u05EA"
_U = r"(?:you|u|ya|memo)"
# Whose or which calendar: "my work", "the family", "my wife's", "the other".
_WHICH_EN = (r"(?:(?:work|personal|private|business|office|family|shared|home|school|other|second|2nd|old|new|team"
             r"|google|[a-z]+'s)\s+)")
_THING_EN = r"(?:calendars?|cals?|calend[ae]rs?|inbox(?:es)?|e-?mails?|mail(?:boxes)?|gmail|accounts?)"
_VERB_EN = (r"(?:see|access|read|view|reach|check|get\s+to|get\s+into|look\s+at|sync(?:\s+with)?|pull\s+from|show"
            r"|connect\s+to|manage|handle|work\s+with)")
# "or only the personal one", "or just mine", "or only my gmail".
_ONLY_EN = (rf"or\s+(?:just|only)\s+(?:(?:the|my|your)\s+)?(?:{_WHICH_EN})?(?:one|ones|{_THING_EN}|mine|personal"
            r"|private|work)")
_ASK_EN = re.compile(
    rf"^(?:(?:so|and|also|hey|wait|btw|quick\s+q(?:uestion)?|ok|okay)[\s,:]+)*(?:can|could|do|does|will|are)\s+{_U}\s+"
    rf"(?:also\s+|even\s+|actually\s+)?(?:be\s+able\s+to\s+)?{_VERB_EN}\s+"
    rf"(?:(?:both|all)\s+(?:of\s+)?(?:my|the)\s+{_THING_EN}"
    rf"|(?:both|all)\s+{_THING_EN}"
    rf"|(?:my|the|our)\s+{_WHICH_EN}?{_THING_EN}(?P<second>(?:\s+(?:too|also|as\s+well))?\s*,?\s*(?:{_ONLY_EN})"
    rf"|\s+(?:too|also|as\s+well))"
    rf"|(?:my|the|our)\s+other\s+(?:{_THING_EN}|one))\s*[?!.]*$",
    re.IGNORECASE)
_THING_HE = r"(?:ה)?(?:יומן|יומנים|לוח\s+(?:ה)?שנה|מייל|מיילים|תיבת\s+(?:ה)?(?:דואר|מייל)|ג'ימייל|חשבון)"
_WHICH_HE = (r"(?:\s+(?:של\s+)?(?:ה)?(?:עבודה|אישי|אישית|פרטי|פרטית|משפחה|משפחתי|בית|משותף|משותפת|שני|השני|השנייה"
             rf"|[{_HE}]+)(?:\s+שלי)?)?")
_ASK_HE = re.compile(
    r"^(?:(?:רגע|אגב|שאלה|היי|אז)[\s,:]+)*(?:האם\s+)?(?:(?:את|אתה)\s+)?(?:גם\s+)?"
    r"(?:רואה|רואים|רואה\s+בכלל|מסוגלת\s+לראות|מסוגל\s+לראות|יכולה\s+לראות|יכול\s+לראות|יכולה\s+לגשת\s+ל|יכול\s+לגשת\s+ל"
    r"|מחוברת\s+ל|מחובר\s+ל|מגיעה\s+ל|מגיע\s+ל|(?:יש\s+לך|לך\s+יש)\s+(?:גם\s+)?גישה\s+(?:גם\s+)?(?:ל|אל))\s*"
    rf"(?:גם\s+)?(?:את\s+)?(?:(?:שני|כל)\s+(?:ה)?(?:יומנים|מיילים|חשבונות)(?:\s+שלי)?"
    rf"|{_THING_HE}{_WHICH_HE}(?P<second>(?:\s+גם)?\s*,?\s*או\s+רק\s+(?:את\s+|ל|ב)?(?:ה)?[{_HE}]+(?:\s+שלי)?|\s+גם))"
    r"\s*[?!.]*$"
    # "את רואה גם את היומן של העבודה?": "גם" before the calendar sets it beside the one Memo has.
    r"|^(?:האם\s+)?(?:(?:את|אתה)\s+)?(?:רואה|יכולה\s+לראות|יכול\s+לראות|(?:יש\s+לך|לך\s+יש)\s+גישה)\s+גם\s+(?:את\s+|ל|אל\s+)?"
    rf"{_THING_HE}{_WHICH_HE}\s*[?!.]*$",
    re.IGNORECASE)
# A day or an hour asks for the events themselves.
_TIMED = re.compile(r"\b(?:today|tomorrow|tmrw|tonight|this\s+week|next\s+week|monday|tuesday|wednesday|thursday"
                    r"|friday|saturday|sunday|\d{1,2}(?::\d{2})?\s*(?:am|pm))\b"
                    rf"|(?<![{_HE}])(?:היום|מחר|הערב|השבוע|בשבוע\s+הבא|ראשון|שלישי|רביעי|חמישי|שישי|שבת)(?![{_HE}])",
                    re.IGNORECASE)


@grammar
def which_calendar(ctx: RuleContext) -> Intent | None:
    """ "can u see my work calendar too or only the personal one": which calendars Memo reaches, about Memo."""
    text = ctx.text.strip()
    if _TIMED.search(text) or not (_ASK_EN.match(text) or _ASK_HE.match(text)):
        return None
    # Above the calendar's reading of "... my work calendar" as an event to create (asked when) and the mail's search.
    return about_memo(ABOUT_MEMO)
