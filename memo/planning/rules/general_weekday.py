"""`general`: which day of the week a holiday or a date falls on: "what day of the week is new years eve this year",
"which day does christmas fall on", "what date is passover next year", "באיזה יום בשבוע יוצא ערב השנה החדשה",
"איזה יום יוצא ה-1 בינואר", "מתי חנוכה השנה".

General knowledge the answer needs no tool for. Only a holiday or a calendar date: "what day is my dentist" or
"what day is the meeting with dana" asks about the user's own plans, and is left to the calendar and the tasks.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext

_HE = r"\u05D0-\u05EA"
# Above general's question (0.72), which does not know "what day"; below every tool grammar.
_WEEKDAY = 0.8

_MONTH_EN = (r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?"
             r"|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)")
_HOLIDAY_EN = (r"(?:new\s*years?'?s?(?:\s+(?:eve|day))?|nye|christmas(?:\s+(?:eve|day))?|xmas(?:\s+eve)?|thanksgiving"
               r"|easter(?:\s+sunday)?|halloween|valentine'?s(?:\s+day)?|hanuk+ah|chanuk+ah|hanuka|passover|pesach"
               r"|rosh\s+hashan+ah?|yom\s+kippur|purim|sukkot|shavuot|independence\s+day|memorial\s+day|labou?r\s+day"
               r"|mother'?s\s+day|father'?s\s+day|lag\s+b'?omer|tu\s+b'?shvat|ramadan|eid(?:\s+al[-\s]\w+)?|diwali"
               r"|st\.?\s+patrick'?s(?:\s+day)?|black\s+friday|boxing\s+day|new\s+year)")
_DATE_EN = (rf"(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTH_EN}|{_MONTH_EN}\s+\d{{1,2}}(?:st|nd|rd|th)?"
            r"|\d{1,2}[./]\d{1,2}(?:[./]\d{2,4})?")
_YEAR_EN = r"(?:\s+(?:this|next|last)\s+year|\s+in\s+\d{4}|\s+\d{4})?"
_ASK_EN = re.compile(
    r"^(?:(?:hey|quick\s+q(?:uestion)?|random\s+q(?:uestion)?|btw|so|wait)[\s,:]+)*"
    r"(?:what|which|wat)\s+(?:day(?:\s+of\s+the\s+week)?|weekday|date)\s+(?:is|does|will|did|was)\s+"
    rf"(?:(?:the\s+)?(?:{_HOLIDAY_EN})|{_DATE_EN}){_YEAR_EN}"
    r"(?:\s+(?:fall|land|be|fell|come)(?:\s+on)?)?" + _YEAR_EN + r"\s*[?!.]*$"
    # "what day is it (today)", "what day is tomorrow".
    r"|^(?:what|wat)\s+day\s+(?:is\s+it(?:\s+today)?|is\s+today|is\s+tomorrow|was\s+yesterday)\s*[?!.]*$",
    re.IGNORECASE)
_MONTH_HE = r"(?:ינואר|פברואר|מרץ|מרס|אפריל|מאי|יוני|יולי|אוגוסט|ספטמבר|אוקטובר|נובמבר|דצמבר)"
_HOLIDAY_HE = (r"(?:(?:ערב\s+)?(?:ה)?שנה\s+(?:ה)?חדשה|סילבסטר|(?:ערב\s+)?כריסמס|(?:ערב\s+)?ראש\s+(?:ה)?שנה"
               r"|(?:ערב\s+)?יום\s+(?:ה)?כיפורים?|(?:ערב\s+)?כיפור|(?:ערב\s+)?סוכות|(?:ערב\s+)?חנוכה|(?:ערב\s+)?פורים|(?:ערב\s+)?פסח"
               r"|(?:ערב\s+)?שבועות|ל\"?ג\s+בעומר|ט\"?ו\s+בשבט|ט\"?ו\s+באב|תשעה\s+באב|יום\s+(?:ה)?עצמאות|יום\s+(?:ה)?זיכרון"
               r"|יום\s+(?:ה)?שואה|יום\s+(?:ה)?אהבה|שמחת\s+תורה|(?:ה)?רמדאן|ולנטיין|האלווין|חג\s+(?:ה)?(?:מולד|הודיה))")
_DATE_HE = rf"(?:ה-?)?\d{{1,2}}\s+(?:ב|ל)-?{_MONTH_HE}|\d{{1,2}}[./]\d{{1,2}}(?:[./]\d{{2,4}})?"
_YEAR_HE = r"(?:\s+(?:השנה|בשנה\s+הבאה|שנה\s+הבאה|ב-?\d{4}))?"
_ASK_HE = re.compile(
    rf"^(?:(?:היי|שאלה|רגע|אגב)[\s,:]+)*(?:ב)?(?:איזה|איזו|אילו)\s+(?:יום|תאריך)(?:\s+(?:בשבוע|בשבוע\s+זה))?\s+"
    r"(?:יוצא|יוצאת|נופל|נופלת|חל|חלה|יחול|תחול|יהיה|תהיה|זה|היה|הוא|יוצא\s+לנו)?\s*"
    rf"(?:{_HOLIDAY_HE}|{_DATE_HE}){_YEAR_HE}\s*[?!.]*$"
    rf"|^מתי\s+(?:יוצא|יוצאת|חל|חלה|נופל|נופלת|זה)?\s*(?:{_HOLIDAY_HE}){_YEAR_HE}\s*[?!.]*$"
    r"|^(?:איזה|איזו)\s+יום\s+(?:היום|מחר|זה\s+היום|זה\s+מחר)\s*[?!.]*$",
    re.IGNORECASE)


@grammar
def weekday_of(ctx: RuleContext) -> Intent | None:
    """ "what day of the week is new years eve this year": the calendar of the world, answered in words."""
    text = ctx.text.strip()
    if not (_ASK_EN.match(text) or _ASK_HE.match(text)):
        return None
    return Intent("general", "respond", {"operation": "respond", "kind": "question", "question": ctx.text}, _WEEKDAY,
                  intent_type="conversation")
