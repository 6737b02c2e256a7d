"""The question forms of the calendar: "what's on my calendar tomorrow", "am I free at 3", "when is my dentist".

They say a message looks at the calendar rather than adding to it; calendar.py reads them to leave such a
message alone and calendar_query.py / calendar_more.py to answer it. Kept apart from calendar.py as one long
set of patterns with no grammar of its own, so the grammar module stays readable.
"""

from __future__ import annotations

import re

from memo.planning.rules.calendar_clauses import QUERY_POLITE
from memo.planning.rules.calendar_shapes import QUERY_MORE

# "show me / tell me / תראי לי / תגיד לי" before a question about the calendar asks the same question.
_SHOW_ME = (r"(?:(?:(?:can|could)\s+(?:you|u)\s+|pls\s+|please\s+)?(?:show|tell)\s+me\s+|let\s+me\s+know\s+"
            r"|(?:תראה|תראי|הראה|הראי|תגיד|תגידי|תבדוק|תבדקי|בדוק|בדקי|check)\s+(?:לי\s+)?)?")
_QUERY = re.compile(r"^(?:(?:hey|so|and|ok)[,\s]+)?" + QUERY_POLITE + _SHOW_ME + "(?:" + "|".join((
    r"what(?:'s|s|\s+is|\s+do\s+i\s+have|\s+have\s+i\s+got)?\s+(?:on\s+|in\s+)?(?:my|the)\s+(?:calendar|sched(?:ule)?|cal"
    r"|agenda|diary)\b",
    r"what\s+(?:do|will|did)\s+i\s+have\b(?!\s+to\b)", r"what(?:\s+have|'?ve)\s+i\s+got\b(?!\s+to\b)",
    r"what\s+i(?:'ve|\s+have)\s+(?:got\s+)?(?:on|planned|scheduled|going\s+on)\b",
    r"(?:what|which|any)\s+(?:meetings|mtgs|events|appointments|appts|plans|shifts)\b",
    r"(?:what|which|how\s+many)\s+(?:interviews|exams|classes|lectures|flights|dinners|lunches|breakfasts|brunches"
    r"|parties|lessons|sessions|workouts|concerts|weddings|dates|trips)\s+(?:do|will)\s+(?:i|we)\s+have\b(?!\s+to\b)",
    r"(?:am\s+i|are\s+we)\s+(?:free|busy|available)",
    r"(?:do|will)\s+i\s+have\s+(?:an?\s+)?(?:any(?:thing)?|something|plans|meetings?|mtgs?|events?|appointments?|appts?)\b",
    r"(?:show|give|send|tell|read)\s+(?:me\s+)?(?:my\s+|the\s+|(?:(?:next|this)\s+week|today|tomorrow|tmrw)(?:'s|’s|s)\s+)?"
    r"(?:calendar|schedule|agenda|diary|events|meetings"
    r"|appointments|plans)\b",
    r"(?:(?:my|the)\s+(?:calendar|schedule|agenda)|calendar|agenda)\s*(?:for\b|on\b|this\b|next\b|today|tomorrow|\?|$)",
    r"(?:check|look\s+at|open)\s+(?:my\s+|the\s+)?(?:calendar|schedule|agenda|diary)\b",
    r"(?:תבדוק|תבדקי|בדוק|בדקי)\s+(?:לי\s+)?(?:מה\s+יש|את\s+ה?יומן|ביומן)(?!\S)",
    r"how\s+(?:busy|packed|full)\s+(?:am\s+i|is\s+my)\b", r"is\s+my\s+(?:calendar|schedule|diary|day)\s+(?:free|busy"
    r"|open|clear|full|packed|empty)\b",
    r"(?:how|what)(?:\s+does|'s|s|\s+is)\s+(?:the\s+rest\s+of\s+)?my\s+\w+\s+look(?:s|ing|in'?)?(?!\w)|how\s+look"
    r"s?\s+my\s+(?:schedule|calendar|day|week|agenda|diary)\b",  # "how look my schedule": the word order of Hebrew
    r"מה\s+(?:יש\s+)?(?:(?:לי|לנו)\s+)?(?:ב|על\s+ה|ה)-?(?:יומן|לו\"?ז|(?:schedule|calendar|agenda)\b(?!\s+של(?!י)))",
    r"מה\s+(?:יש\s+)?(?:לי|לנו)(?!\s+(?:לעשות|לקנות))(?!\S)",
    r"מה\s+(?:מתוכנן|מתוכננת|התוכניות|התכניות|התוכנית|התכנית)(?!\S)", QUERY_MORE,
    # "מה נשאר לי היום ביומן", "what's left on my calendar today": what is still ahead, only with the calendar
    # named ("מה נשאר לי לקנות" is the shopping list).
    r"מה\s+(?:עוד\s+)?נשאר\s+(?:(?:לי|לנו)\s+)?(?=(?:\S+\s+){0,3}ב?יומן(?![\u05D0-\u05EA]))",
    r"what(?:'s|s|\s+is)\s+(?:still\s+)?left\s+(?=(?:\S+\s+){0,3}(?:on|in)\s+(?:my|the)\s+(?:calendar|schedule|agenda"
    r"|diary)\b)",
    # "מה מחכה לי שבוע הבא", "what's waiting for me tomorrow": what lies ahead, unless the mailbox is meant.
    r"(?:מה\s+(?:מחכה|מצפה)\s+לי|what(?:'s|s|\s+is)\s+(?:waiting\s+for|ahead\s+(?:of|for))\s+me)(?!\S)"
    r"(?!.*(?:מייל|דואר|תיב|inbox|e?-?mail))",
    r"(?:האם\s+)?(?:אני|אנחנו)\s+(?:פנוי|פנויה|פנויים|עסוק|עסוקה|עסוקים|זמין|זמינה|תפוס|תפוסה)(?!\S)",
    r"(?:האם\s+)?יש\s+(?:לי|לנו)\s+(?:משהו|פגישות|אירועים|תוכניות|תכניות|זמן|(?:פגישה|אירוע|תור)(?=.*\?\s*$))(?!\S)",
    r"(?:תראה|תראי|הראה|הראי|תציג|תציגי|הצג|תשלח|תשלחי|שלח)\s+(?:לי\s+)?(?:את\s+)?(?:ה)?(?:יומן|לו\"?ז|פגישות"
    r"|אירועים)(?!\S)",
    r"(?:אילו|איזה|כמה)\s+(?:פגישות|אירועים|תורים|ראיונות|מבחנים|בחינות|הרצאות|משמרות|meetings|events)(?!\S)"
    r"(?=\s+(?:יש|יהיו|נקבעו|קבועים|קבועות|מתוכננים|מתוכננות)\s+(?:לי|לנו)(?!\S))"
    r"|(?:אילו|איזה|כמה)\s+(?:פגישות|אירועים|תורים|meetings|events)(?!\S)",
    r"how\s+many\s+(?:meetings|events|appointments|calls)\s+(?:do|will)\s+(?:i|we)\s+have\b",
    r"(?:ה)?(?:יומן|לו\"?ז)\s+(?:שלי|של)(?!\S)",
    r"איך\s+(?:נראה|נראית|נראים)\s+(?:לי\s+)?(?:(?:ה)?(?:המשך|שאר)\s+)?(?:ה)?(?:יום|שבוע|לו\"?ז|יומן|מחר|ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת"
    r"|סופ\"?ש)",
)) + ")", re.I)
_WHEN_IS = re.compile(r"^(?:when(?:'s|\s+is|\s+are)|what\s+time\s+is)\s+(?P<what>(?:my|our|the)\s+.+?)\s*\??$"
                      r"|^(?:מתי|באיז[וה]\s+שעה)\s+(?:יש\s+לי\s+)?(?P<what_he>.+?)\s*\??$", re.I)
# Weaker question forms: calendar questions only when they name a day or a window ("what's on tomorrow?").
_QUERY_DAY = re.compile(r"^(?:what(?:'s|s|\s+is)\s+(?:on|happening|planned|the\s+plan)\b(?!.*\b(?:list|menu|tv)\w*)"
                        r"|any(?:thing)?\s+(?:on|for|planned)\b|is\s+there\s+anything\b"
                        r"|(?:how|what)(?:'s|s|\s+is|\s+does|\s+do)\s+(?:my\s+|the\s+)?(?:(?:next|this|rest\s+of\s+(?:the|my))\s+)?"
                        r"(?:day|week|weekend|schedule|calendar|agenda|today|tomorrow|tonight|(?:sun|mon|tues|wednes|thurs"
                        r"|fri|satur)day)(?:\s+(?:morning|afternoon|evening))?\s+look(?:s|ing|in'?)?(?!\w)"
                        r"|מה\s+(?:קורה|מתוכנן)\s+(?:לי\s+)?(?:ב|ל)?)", re.I)
