"""`general`: what happened, told to let it out or to share it, with nothing for Memo to do but answer kindly.

* a setback, vented: "ugh the client rejected the mockups again. 3rd time", "failed my driving test again 😩",
  "אוף הלקוח דחה שוב את ההצעה". A groan before it ("ugh", "אוף") or a distressed emoji after it says it is vented;
  what happened is told in the past.
* the best or worst day, and what made it so: "had the best shift ever made 400 in tips lol", "היה לי את היום הכי
  גרוע אי פעם". An amount of money said in it is part of the story, not a fact to keep.
* a goodbye and where the user is going now: "יאללה ביי אני נכנסת לדיון", "ok bye heading into a meeting", "יאללה
  אני יוצאת לעבודה ביי".
* a grade, told: "קיבלתי 95 במבחן בסטטיסטיקה!!! 🎉", "got a 92 on my calc midterm".

Like general_chat, any request word, question, fact or time leaves the message to the grammars that read requests:
"ugh forgot to pay the electricity bill" is a task's, "ugh the meeting moved to 5" the calendar's.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.general_chat import (
    _ASKS_AFTER,
    _CLOCK_WORDS,
    _REQUEST_EN,
    _REQUEST_HE,
    _TRAILING,
    CHAT,
    MAX_CHARS,
    _only_chat,
)

_HE = r"\u05D0-\u05EA"
GRADE = 0.85

# A groan: "ugh", "argh", "ffs", "sigh", "אוף", "אופפף", "איזה באסה", "פאק".
_GROAN = re.compile(
    rf"^(?:u+g+h+|a+r+g+h+|ffs|sigh|smh|omg|ugh+\s+seriously|seriously|great|wow|man|dude|bruh|oh\s+no|nooo*|welp"
    rf"|(?:א)?וף+|אוףף*|פאק|וואי|אוי|איזה\s+באסה|באסה|חבל\"?ל|נו\s+באמת)(?![\w{_HE}])[\s,.!…]*",
    re.IGNORECASE)
# An emoji of distress or an eye-roll at the end.
_DISTRESS = re.compile(r"[\U0001F629\U0001F62B\U0001F62D\U0001F622\U0001F61E\U0001F614\U0001F926\U0001F624\U0001F621"
                       r"\U0001F644\U0001F612\U0001F613\U0001F625\U0001F630\U0001F635\U0001F480\u2639]")
# Told in the past: a verb in "-ed" or a common irregular one, or a Hebrew past tense ("דחה", "נכשלתי", "פספסתי").
_PAST_EN = re.compile(
    r"\b(?:[a-z]{3,}ed|got|lost|broke|forgot|missed|spilled|spilt|fell|left|ran|took|went|said|told|sent|made|had"
    r"|threw|shot|blew|froze|ate|bit|hit|came|gave|fought|won|beat|hated|tore|stole|flunked)\b", re.IGNORECASE)
_PAST_HE = re.compile(rf"(?<![{_HE}])[{_HE}]{{2,}}(?:תי|נו|ה|ו)(?![{_HE}])|(?<![{_HE}])(?:דחה|דחו|שכח|פספס|נפל|נשבר"
                      rf"|ביטל|ביטלו|צעק|התקשר|איחר|נכשל)(?![{_HE}])")
# How many times, said about a setback ("3rd time", "for the 2nd time this week", "פעם שלישית"): no number to keep.
_NTH_TIME = re.compile(r"[\s,.!]*\b(?:for\s+the\s+)?\d{1,2}(?:st|nd|rd|th)\s+time(?:\s+(?:in\s+a\s+row|this\s+(?:week"
                       r"|month|year)|today))?\b[\s,.!]*", re.IGNORECASE)

# The best or worst of a day or a shift: "had the best shift ever", "worst day of my life", "היום הכי גרוע אי פעם".
_BEST_EVER = re.compile(
    r"\b(?:the\s+)?(?:best|worst|craziest|longest|weirdest|greatest|most\s+\w+)\s+(?:day|shift|week|night|morning"
    r"|weekend|class|lecture|exam|date|flight|trip|meeting|interview)\s+(?:ever|of\s+my\s+life|in\s+(?:ages|years|forever))"
    rf"\b|(?<![{_HE}])(?:ה)?(?:יום|משמרת|שבוע|לילה|בוקר|ערב|סופ\"?ש|טיסה|ראיון|דייט)\s+(?:ה)?(?:הכי|הכ)\s+[{_HE}]+"
    r"\s+(?:אי\s+פעם|בחיים|ב?חיי|שהיה\s+לי)", re.IGNORECASE)
# Money made or spent, told with the day: "made 400 in tips", "הרווחתי 400 בטיפים". Up to five digits.
_MONEY = re.compile(r"(?<![\d.:/-])[$₪€]?\d{1,5}(?:\.\d\d)?\s*"
                    r"(?:[$₪€]|k\b|bucks|dollars|shekels?|nis|ש\"?ח|שקל(?:ים)?)?"
                    r"(?![\d.:/-])", re.IGNORECASE)

# A goodbye, then where the user is going now.
_BYE = re.compile(
    rf"^(?:(?:ok(?:ay)?|k|alright|yalla|יאללה|אוקי|טוב|סבבה)[\s,]+)*(?:bye+|bye\s+bye|ciao|cya|ttyl|gtg|g2g|later"
    rf"|talk\s+(?:to\s+(?:you|u)\s+)?later|ביי+|ביי\s+ביי|צ'או|צאו|להתראות|נדבר|נתראה|נדבר\s+אחר\s+כך)(?![\w{_HE}])"
    r"[\s,.!]*", re.IGNORECASE)
_GOING_NOW = re.compile(
    r"^(?:(?:i'?m|im|i\s+am)\s+)?(?:just\s+|now\s+)?(?:heading|going|walking|getting|hopping|jumping|running|off)"
    r"\s+(?:into|in\s+to|in|to|on)\s+(?:a|an|the|my|our)?\s*[\w' -]{2,30}?(?:\s+now)?$"
    rf"|^(?:אני\s+)?(?:עכשיו\s+)?(?:נכנס|נכנסת|נכנסים|הולך|הולכת|הולכים|רץ|רצה|עולה|עולים|יוצא|יוצאת|קופץ|קופצת)"
    rf"\s+(?:ל|אל\s+ה|ל-)[{_HE}][{_HE} ]{{1,30}}?(?:\s+עכשיו)?$", re.IGNORECASE)

# The goodbye at the end, and the word that may open the message before where the user is going.
_BYE_LAST = re.compile(r"[\s,.!]+(?:bye+|bye\s+bye|ciao|cya|ttyl|later|ביי+|ביי\s+ביי|צ'או|צאו|להתראות|נדבר|נתראה)$",
                       re.IGNORECASE)
_LEAD = re.compile(rf"^(?:(?:ok(?:ay)?|k|alright|yalla|so|יאללה|אוקי|טוב|סבבה|אז)(?![\w{_HE}])[\s,]*)+", re.IGNORECASE)

_NOW_IN = re.compile(rf"\b(?:meetings?|calls?)\b|(?<![{_HE}])(?:ל|ה)?(?:פגישה|שיחה)(?![{_HE}])", re.IGNORECASE)


# A grade, told: "קיבלתי 95 במבחן בסטטיסטיקה!!! 🎉", "got a 92 on my stats midterm", "נועה קיבלה 100 בבוחן", "aced my
# finals". The score is news to share; nothing to keep or to do.
_TEST_EN = r"(?:exam|test|quiz|midterm|final|finals|assignment|paper|essay|project|thesis|presentation|homework)s?"
_TEST_HE = r"(?:ה)?(?:מבחן|מבחנים|בחינה|בחינות|בוחן|מועד\s+[אב]'?|עבודה|עבודת|פרויקט|מטלה|תרגיל|בגרות|פסיכומטרי)"
_GRADE = re.compile(
    rf"^(?:(?:i|we|[a-z]+|my\s+[a-z]+|our\s+[a-z]+)\s+)?(?:just\s+|finally\s+|actually\s+)?(?:(?:got|scored|received)\s+"
    rf"(?:(?:an?|a\s+solid)\s+)?(?:\d{{1,3}}%?|[a-f][+-]?|perfect(?:\s+score)?|full\s+marks)|aced)\s*"
    rf"(?:(?:on|in)\s+(?:my|the|his|her|our|their|this)?\s*(?:[\w'-]+\s+){{0,2}}{_TEST_EN}|{_TEST_EN}"
    rf"|(?:my|the|his|her)\s+(?:[\w'-]+\s+){{0,2}}{_TEST_EN})(?:\s+(?:today|again|yesterday))?$"
    rf"|^(?:[{_HE}]+\s+)?(?:קיבלתי|קיבלנו|קיבל|קיבלה|קיבלו|הוצאתי|הוצאנו|הוציא|הוציאה)\s+(?:ציון\s+)?\d{{1,3}}\s+"
    rf"ב{_TEST_HE}(?:\s+ב?[{_HE}]+){{0,2}}(?:\s+(?:היום|שוב|אתמול))?$", re.IGNORECASE)


def _good_grade(text: str) -> bool:
    told = _TRAILING.sub("", text).strip()
    return bool(_GRADE.match(told)) and not _ASKS_AFTER.search(told)


def _vented(text: str) -> bool:
    groan = _GROAN.match(text)
    told = _NTH_TIME.sub(" ", _TRAILING.sub("", text[groan.end():] if groan else text)).strip()
    if not (groan or _DISTRESS.search(text)) or len(told.split()) < 2:
        return False
    return bool(_PAST_EN.search(told) or _PAST_HE.search(told)) and _only_chat(told) and not _ASKS_AFTER.search(told)


def _best_ever(text: str) -> bool:
    if not _BEST_EVER.search(text):
        return False
    told = _MONEY.sub(" ", _TRAILING.sub("", text))
    return _only_chat(told) and not _ASKS_AFTER.search(told)


def _leaving(text: str) -> bool:
    bye = _BYE.match(text)
    if bye is None or bye.end() == len(text):
        # "יאללה אני יוצאת לעבודה ביי", "ok heading to work, bye": the goodbye said last
        last = _BYE_LAST.search(_TRAILING.sub("", text))
        if last is None or last.start() == 0:
            return False  # a goodbye alone is general.small_talk's
        going = _TRAILING.sub("", _LEAD.sub("", text[:last.start()])).strip()
    else:
        going = _TRAILING.sub("", text[bye.end():]).strip()
    if not _GOING_NOW.match(going):
        return False
    # Going into a meeting now is where the user is; "going to the store to buy milk" still holds an errand.
    where = _NOW_IN.sub(" ", going)
    return not (_REQUEST_EN.search(where) or _REQUEST_HE.search(where) or re.search(r"\d", where))


@grammar
def vent(ctx: RuleContext) -> Intent | None:
    text = ctx.text.strip()
    if len(text) > MAX_CHARS or _CLOCK_WORDS.search(text):
        return None
    if ctx.time is not None and (ctx.time.when is not None or ctx.time.recurrence is not None):
        return None  # a time is for the tools: "ugh, dentist moved to tomorrow at 5"
    if _good_grade(text):
        # A score is never a to-do done ("הוצאתי 88 בבגרות" is no "להוציא" task): above a task reported done (0.8).
        return Intent("general", "respond", {"operation": "respond", "kind": "small_talk"}, GRADE,
                      intent_type="conversation")
    if _vented(text) or _best_ever(text) or _leaving(text):
        return Intent("general", "respond", {"operation": "respond", "kind": "small_talk"}, CHAT,
                      intent_type="conversation")
    return None
