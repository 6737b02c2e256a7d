"""What a reminder leaves too open to act on: a verb with nothing to act on, or a day the month does not have.

No grammar lives here. `tasks.py` and `task_plain.py` ask what is meant when the words are a bare verb
("remind me to renew", "תזכירי לי להתקשר": renew what, call whom?), and `task_words.due_args` asks which day
when "the 31st" is said in a month that has none (the next 31st is weeks away, while the user most likely meant
the end of this month) or when a date is over a year away with no year said ("February 29").
"""

from __future__ import annotations

import re
from calendar import monthrange
from datetime import date, datetime

HE = r"\u0590-\u05FF"

# Verbs that are only a reminder with their object: "renew" what, "call" whom. Verbs that stand alone ("wake up",
# "leave", "stretch", "לצאת", "לקום") are not here.
_EN_NEEDS_OBJECT = (
    r"renew|call|phone|ring|pay|buy|get|send|book|order|return|fix|check|cancel|schedule|email|e-mail|text|message"
    r"|pick\s+up|drop\s+off|bring|take|submit|sign|print|finish|update|reply\s+to|answer|contact|ask|tell|write"
    r"|prepare|change|replace|file|confirm|sort\s+out|handle|deal\s+with|follow\s+up\s+(?:on|with)|visit|meet|find"
    r"|collect|mail|ship|post|upload|download|install|transfer|deposit|feed|charge|clean|wash|register\s+for"
    r"|sign\s+up\s+for|apply\s+for|look\s+into|look\s+up|reschedule|bring\s+back|give\s+back|do"
)
_HE_NEEDS_OBJECT = (
    r"לחדש|להתקשר|לטלפן|לצלצל|לשלם|לקנות|לשלוח|להזמין|לקבוע|לתאם|לבדוק|להחזיר|לאסוף|לתקן|לבטל|להגיש|לחתום|למלא"
    r"|להביא|לקחת|להוציא|להחליף|להדפיס|לסרוק|להעביר|להפקיד|לבקש|לכתוב|לענות|לשאול|לברר|לעדכן|לטפל|לסדר|לסגור"
    r"|לדבר|לפגוש|לבקר|להכין|לטעון|להוריד|להעלות|לזרוק|לכבות|להדליק|להפעיל|לחמם|להכניס|לתת|למכור|לארגן|לאשר"
    r"|לפנות|לחפש|לרשום|להירשם|לעשות"
)
_BARE_VERB = re.compile(
    rf"^(?:to\s+)?(?:{_EN_NEEDS_OBJECT})(?:\s+(?:it|that|them|this))?$|^(?:{_HE_NEEDS_OBJECT})(?![{HE}])(?:\s+(?:את\s+זה|לזה))?$",
    re.IGNORECASE)
# A person said only as a pronoun ("call him", "להתקשר אליו", "text her back"): who that is, the reminder would
# not say when it fires. `pronoun_only` is asked only when nothing before the request named anyone.
_EN_PERSON = r"him|her|them"
_HE_PERSON = (r"אליו|אליה|אליהם|אליהן|לו|לה|להם|להן|אותו|אותה|אותם|אותן|איתו|איתה|איתם|עמו|עמה|בשבילו|בשבילה"
              r"|עליו|עליה")
_PRONOUN_ONLY = re.compile(
    rf"^(?:to\s+)?(?:{_EN_NEEDS_OBJECT}|get\s+back\s+to|talk\s+to|speak\s+(?:to|with)|call\s+back|ring\s+back|see"
    rf"|remind|thank|congratulate|wish)\s+(?:{_EN_PERSON})(?:\s+(?:back|again|up|later))?$"
    rf"|^(?:{_HE_NEEDS_OBJECT}|לחזור|לפגוש|להודות|לברך|להזכיר|לעזור)\s+(?:{_HE_PERSON})(?:\s+(?:בחזרה|שוב))?$",
    re.IGNORECASE)

# "the 31st", "ב-31 לחודש": a day of the month without its month.
_BARE_DAY = re.compile(
    rf"(?<![\d./])(?P<d>\d{{1,2}})(?:st|nd|rd|th)(?![\w])|(?<![\d./])(?:ב|ה)?-?(?P<h>\d{{1,2}})\s+(?:ל|ב)חודש(?![{HE}])",
    re.IGNORECASE)
_MONTH_NAMED = re.compile(
    r"\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\d[./]\d"
    rf"|(?<![{HE}])ב?(?:ינואר|פברואר|מרץ|מרס|אפריל|מאי|יוני|יולי|אוגוסט|ספטמבר|אוקטובר|נובמבר|דצמבר)(?![{HE}])",
    re.IGNORECASE)


def bare_verb(text: str) -> bool:
    """ "renew", "to call", "להתקשר": a verb that needs an object, alone (or with only "it" for one)."""
    return bool(_BARE_VERB.match(text.strip()))


def pronoun_only(text: str) -> bool:
    """ "call him", "להתקשר אליו", "text her back": an errand whose only object is a person not named."""
    return bool(_PRONOUN_ONLY.match(text.strip()))


# A year said outright ("in 2028", "next year", "in two years"): a date that far is meant.
_YEAR_SAID = re.compile(rf"\b(?:19|20)\d\d\b|\byears?\b|(?<![{HE}])(?:שנה|שנים|שנתיים|בשנה)(?![{HE}])|[./]\d{{2,4}}\b",
                        re.IGNORECASE)
FAR_DAYS = 366


def day_not_in_month(time_text: str, day: date, now: datetime) -> bool:
    """ "the 31st" said in a month without one: the time grammar's date is in a later month, which the user
    may not mean (the end of this month, most likely). A day with its month ("December 31st") is as said,
    unless that day is more than a year away with no year said ("February 29" skipping to a leap year)."""
    if (day - now.date()).days > FAR_DAYS and not _YEAR_SAID.search(time_text):
        return True
    if _MONTH_NAMED.search(time_text):
        return False
    found = _BARE_DAY.search(time_text)
    if found is None or int(found.group("d") or found.group("h")) != day.day:
        return False
    dom = day.day
    year, month = (now.year, now.month) if dom > now.day else (
        (now.year + 1, 1) if now.month == 12 else (now.year, now.month + 1))
    return dom > monthrange(year, month)[1]


# Words that stand in for a content the message never gives ("remind me about the thing at 7", "תזכירי לי על
# הדבר ההוא"): nothing to remind of, so the text is asked for.
PLACEHOLDER = re.compile(
    r"^(?:(?:do|handle|sort\s+out|deal\s+with|take\s+care\s+of)\s+)?(?:(?:the|that|this|those|these|some|a|my|our)\s+){0,2}(?:thing|things|thingy|thingie|stuff|matter|whatever"
    # "the thing we talked about", typed in a hurry as "the thing we talk" / "that thing we spoke of".
    r"|something|smth|sth|business)(?:\s+(?:that\s+)?(?:i|we|you)\s+(?:told\s+you|mentioned|said|talked|talk|spoke"
    r"|speak|discussed|discuss)(?:\s+(?:about|of|abt))?)?(?:,?\s+(?:from\s+before|from\s+earlier|you\s+know|again))?$"
    r"|^(?:(?:לעשות|לטפל|לסדר)\s+)?(?:את\s+|על\s+|ב)?(?:ה?דבר|ה?דברים|ה?עניין|ה?עניינים|משהו|ה?ההוא|ה?ההיא|ה?סיפור)(?:\s+(?:ה?הוא|ה?היא|ה?הזה|ה?זה"
    # "הדבר הזה נו שדיברנו עליו": a pointer and "the one we talked about" together, "נו" said between them
    # ", אתה יודע" / ", את יודעת": "you know", which says the user takes it as known, not what it is
    r"|ה?האלה|ה?ההם|נו|ש(?:דיברנו|אמרתי|סיפרתי\s+לך)(?:\s+עליו)?))*(?:\s+(?:מקודם|שוב))?"
    r"(?:,?\s+(?:(?:אתה|את)\s+)?(?:יודע|יודעת)(?:\s+(?:למה|על\s+מה))?)?$"
    # "remind me those days at 7:30": days said earlier, which a repeating reminder cannot take from the story.
    r"|^(?:on\s+)?(?:those|these|the\s+same)\s+days$|^(?:ב|ל)?(?:אותם\s+ימים|ימים\s+(?:אלה|אלו)|ימים\s+ה(?:אלה|אלו|הם))$"
    # "what we talked about", "מה שסיכמנו": a conversation Memo never saw.
    r"|^(?:(?:about|of)\s+)?(?:what|the\s+stuff|everything)\s+(?:(?:we|i|you)\s+)?(?:talked|spoke|discussed|agreed"
    r"|said|mentioned|told\s+(?:you|me)|went\s+over)(?:\s+(?:about|on|of))?(?:\s+(?:before|earlier|yesterday"
    r"|today|last\s+time|on\s+the\s+phone))?$"
    r"|^(?:(?:לעשות|לטפל\s+ב)\s*)?(?:(?:את|על)\s+)?(?:כל\s+)?(?:מה|זה)\s+ש(?:דיברנו|סיכמנו|אמרנו|קבענו|אמרתי|אמרת|ביקשתי|ביקשת|סיפרתי|הזכרתי"
    r"|דיברתי|התכוונתי)(?:\s+(?:עליו|עליה|עליהם|לך|לי|איתך|איתי|קודם|מקודם|אתמול|היום|בטלפון))*$"
    # "the usual", "the same thing as last time", "את הרגיל", "אותו דבר כמו תמיד": what is usual is not known here.
    r"|^(?:(?:about|to|do|get|have|order)\s+)?(?:the\s+)?(?:usual|same)(?:\s+(?:thing|things|stuff|one|ones|order))?"
    r"(?:\s+(?:again|as\s+(?:always|usual|before|last\s+time|last\s+week)))?$"
    r"|^(?:(?:לעשות|להזמין|לקנות)\s+)?(?:את\s+|על\s+)?(?:ה?רגיל|ה?רגילה|כרגיל|אותו\s+(?:ה?דבר|ה?שיט)|מה\s+שתמיד)"
    r"(?:\s+(?:שוב|כמו\s+תמיד|כמו\s+פעם\s+שעברה|כרגיל))?$",
    re.IGNORECASE)


# "remind me after my 3pm to email the client", "אחרי הפגישה של 3": the hour names a meeting, and the reminder is
# due when that ends, which the message does not say. The time is asked rather than taken as the due time.
_EVENT_BEFORE_HOUR = re.compile(
    rf"(?:\b(?:after|once|when)\s+(?:my|the|our|this)|(?<![\w{HE}])(?:אחרי|לאחר)\s+ה[{HE}]+\s+(?:של|ב))\s*-?\s*$",
    re.IGNORECASE)
_CLOCK_ONLY = re.compile(r"^(?:ב-?)?\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)?$", re.IGNORECASE)


def hour_of_an_event(body: str, spans: tuple[tuple[int, int], ...]) -> bool:
    """Whether the first time words of `body` are the hour of a meeting said before them ("after my 3pm")."""
    if not spans:
        return False
    start, end = spans[0]
    return bool(_CLOCK_ONLY.match(body[start:end].strip())) and bool(_EVENT_BEFORE_HOUR.search(body[:start]))
