"""`meta`: how to change or cancel one of Memo's own things, asked in general: "how do i cancel a recurring reminder",
"איך אני מבטלת תזכורת קבועה?", "how can i delete a list", "איך מוחקים פריט מרשימה". A question about using Memo,
answered by describing it, not a general question and not a request.

Only a thing named in general (no article, "a", or the plural): "how do i cancel the reminder for tomorrow" or "איך
אני מבטלת את התזכורת של מחר" points at one reminder the user has, and is left to the other grammars; so is anything
with a time in it. meta.py reads how to make or use them ("how do i set a reminder").

How to get Memo to remind or nag at all: "how do i make u nag me about stuff", "how can i get you to remind me of
things", "איך גורמים לך להזכיר לי דברים". Only with nothing named to be reminded of ("stuff", "things", or nothing):
"how do i get you to remind me to call mom" names the reminder, and is left to the reminders.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, about_memo

HOW_TO = 0.9  # above general's question (0.72)
_HE = r"\u05D0-\u05EA"

# "... that i set" / "שהגדרתי": the thing is still one of a kind, said to be the user's own. And after the question,
# that the user could not find the way: "לא מוצאת איך", "can't find where". Neither asks anything more.
_SET_HE = r"\s+ש(?:הגדרתי|קבעתי|יצרתי|שמתי|עשיתי|הוספתי|רשמתי|הגדרנו|קבענו)(?:\s+(?:פעם|פה|כאן|אצלך|קודם))?"
_STUCK_EN = (r"\s*[?!.,]*\s*(?:i\s+)?(?:can'?t|cannot|couldn'?t|don'?t)\s+(?:find|figure|see|get|know)"
             r"(?:\s+(?:it|out|how|where|the\s+option|the\s+button|a\s+way))*(?:\s+(?:lol|haha|at\s+all))?")
_STUCK_HE = (r"\s*[?!.,]*\s*(?:אני\s+)?לא\s+(?:מוצא|מוצאת|מוצאים|מצליח|מצליחה|מצליחים|מבין|מבינה|יודע|יודעת)"
             r"(?:\s+(?:איך|איפה|את\s+זה|למצוא|להבין))*")
# "a whole list", "רשימה שלמה": the whole of one kind of thing, still named in general.
_THING_EN = (r"(?:(?:whole|entire|complete|full)\s+)?"
             r"(?:(?:recurring|repeating|repeated|daily|weekly|monthly|regular|permanent|fixed|old|shopping)\s+)?"
             r"(?:reminders?|lists?|notes?|tasks?|to-?dos?|nudges?|alarms?|items?\s+(?:from|on|in)\s+(?:a|the|my)\s+"
             r"(?:shopping\s+)?list)")
# "... that repeats every day" / "שחוזרת כל יום": says which kind of reminder, not which one.
_REPEATS_EN = (r"(?:\s+(?:that|which)\s+(?:repeats|recurs|keeps\s+coming(?:\s+back)?|comes\s+back|goes\s+off|pops\s+up)"
               r"(?:\s+(?:every\s+(?:day|week|month|morning|evening|night)|daily|weekly|monthly|each\s+day|all\s+the\s+time))?)?")
_REPEATS_HE = (r"(?:\s+ש(?:חוזרת|חוזרות|חוזר|חוזרים|קופצת|קופצות|מגיעה|מגיעות)(?:\s+(?:כל\s+(?:יום|שבוע|חודש|בוקר|ערב)"
               r"|כל\s+הזמן))?)?")
_HOW_EN = re.compile(
    r"^(?:so\s+|and\s+|ok\s+|hey\s+|um+\s+)?(?:how\s+(?:do|can|could|should|would)\s+(?:i|we|you|u|one)|how\s+to"
    r"|is\s+(?:it|there\s+a\s+way)\s+(?:possible\s+)?to|what'?s\s+the\s+(?:best\s+)?way\s+to)\s+(?:cancel|delete"
    r"|remove|stop|turn\s+off|edit|change|modify|update|rename|snooze|pause|move|reschedule|clear|undo|get\s+rid\s+of)"
    rf"\s+(?:an?\s+|one\s+of\s+(?:my|the)\s+)?{_THING_EN}{_REPEATS_EN}(?:\s+(?:here|in\s+memo|with\s+(?:you|u)))?"
    rf"(?:\s+(?:that\s+|which\s+)?i\s+(?:set(?:\s+up)?|made|created|added|scheduled)(?:\s+(?:here|before|earlier|once"
    rf"|with\s+(?:you|u)))?)?(?:{_STUCK_EN})?\s*[?!.]*\s*$",
    re.IGNORECASE)
_VERBS_HE = (r"מבטל|מבטלת|מבטלים|לבטל|מוחק|מוחקת|מוחקים|למחוק|מפסיק|מפסיקה|מפסיקים|להפסיק|עוצר|עוצרת|עוצרים|לעצור"
             r"|משנה|משנים|לשנות|מעדכן|מעדכנת|מעדכנים|לעדכן|עורך|עורכת|עורכים|לערוך|מזיז|מזיזה|מזיזים|להזיז|דוחה|דוחים"
             r"|לדחות|מוריד|מורידה|מורידים|להוריד|משהה|להשהות")
_THING_HE = (r"(?:תזכורת|תזכורות|רשימה|רשימות|רשימת\s+(?:ה)?קניות|פתק|פתקים|משימה|משימות|נודניק|נודניקים)"
             r"(?:\s+(?:קבועה|קבועות|חוזרת|חוזרות|יומית|שבועית|חודשית|ישנה|ישנות|קניות))?(?:\s+(?:שלמה|שלמות|שלם|שלמים))?"
             r"|פריט(?:ים)?\s+מ(?:ה)?רשימה(?:\s+(?:ה)?קניות)?")
_HOW_HE = re.compile(
    r"^(?:(?:ו|אז|רגע|היי)\s+)?(?:איך|איך\s+אפשר|איך\s+(?:אני|אנחנו)\s+(?:יכול|יכולה|יכולים)|אפשר|האם\s+אפשר)\s+"
    rf"(?:אני\s+|אנחנו\s+)?(?:{_VERBS_HE})\s+(?:{_THING_HE}){_REPEATS_HE}(?:\s+(?:פה|כאן|אצלך|בממו))?(?:{_SET_HE})?(?![{_HE}])"
    rf"(?:{_STUCK_HE})?\s*[?!.]*\s*$")

# Getting Memo to remind or nag, with nothing named to be reminded of.
# How often, and until the user acts ("every few minutes until i do something", "כל כמה דקות עד שאני עושה משהו"):
# the kind of nagging asked about, still with nothing named to be nagged about.
_NAG_UNTIL_EN = (r"(?:\s+(?:every\s+(?:few|couple(?:\s+of)?|\d{1,2})\s+(?:minutes|mins|hours|hrs)"
                 r"|every\s+(?:minute|hour)))?"
                 r"(?:\s+until\s+i\s+(?:actually\s+|finally\s+)?(?:do|finish|complete|answer|reply|respond|confirm|mark)"
                 r"(?:\s+(?:something|it|them|that|anything|the\s+thing))?(?:\s+(?:done|off))?)?")
_NAG_UNTIL_HE = (r"(?:\s+כל\s+(?:כמה\s+(?:דקות|שעות)|\d{1,2}\s+(?:דקות|שעות)|דקה|שעה|רבע\s+שעה|חצי\s+שעה))?"
                 r"(?:\s+עד\s+ש(?:אני\s+)?(?:עושה|עושים|מסיים|מסיימת|מסיימים|עונה|עונים|מאשר|מאשרת|מסמן|מסמנת)"
                 r"(?:\s+(?:משהו|את\s+זה|אותו|אותה|שסיימתי|שעשיתי))?)?(?![\u05D0-\u05EA])")
_NAG_EN = re.compile(
    r"^(?:so\s+|and\s+|ok\s+|hey\s+|um+\s+)?(?:how\s+(?:do|can|could|should|would)\s+(?:i|we)|how\s+to"
    r"|is\s+there\s+a\s+way\s+to|can\s+i)\s+(?:make|get|have|set\s+(?:you|u)\s+up\s+to|ask)\s+(?:you|u|memo)\s+(?:to\s+)?"
    r"(?:remind|nag|ping|nudge|bug|pester|text|message)\s+me(?:\s+(?:about|of|with)\s+(?:stuff|things|everything|anything"
    r"|something|my\s+(?:stuff|things|tasks|to-?dos?)|(?:stuff|things)\s+i\s+(?:need|have)\s+to\s+do))?"
    r"(?:\s+(?:regularly|automatically|every\s+(?:day|week|morning)|daily|weekly))?" + _NAG_UNTIL_EN + r"\s*[?!.]*\s*$",
    re.IGNORECASE)
_NAG_HE = re.compile(
    r"^(?:(?:ו|אז|רגע|היי)\s+)?(?:איך|איך\s+אפשר|איך\s+(?:אני|אנחנו))\s+(?:גורם|גורמת|גורמים|לגרום|מבקש|מבקשת|מבקשים"
    r"|לבקש)\s+(?:לך|ממך|ממך\s+ש?|ש)\s*(?:להזכיר|לנדנד|תזכיר|תזכירי|תנדנד|תנדנדי|להציק|תציק|תציקי|לחפור|תחפור|תחפרי"
    r"|להטריד|תטריד|תטרידי)\s+לי(?:\s+(?:על\s+)?(?:דברים|משהו|הכל"
    rf"|כל\s+מיני\s+דברים|משימות))?(?:\s+(?:כל\s+יום|באופן\s+קבוע|אוטומטית))?(?![{_HE}]){_NAG_UNTIL_HE}\s*[?!.]*\s*$")


@grammar
def how_to_change_a_thing(ctx: RuleContext) -> Intent | None:
    text = ctx.text.strip()
    if len(text) <= 120 and (_NAG_EN.match(text) or _NAG_HE.match(text)):
        # Above a reminder's reading of "remind me" with nothing to remind of (0.95).
        return about_memo(0.96)
    if len(text) > 120 or not (_HOW_EN.match(text) or _HOW_HE.match(text)):
        return None
    when = ctx.time
    if when is not None and when.when is not None and when.recurrence is None:
        return None  # "how do i cancel a reminder for tomorrow": one the user has (a repeat only says which kind)
    return about_memo(HOW_TO)
