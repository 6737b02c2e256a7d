"""`meta`: how Memo's own things behave, asked in general, with nothing given to act on:

* how a kind of Memo's things works: "איך עובדות התזכורות האלה שחוזרות כל כמה דקות?", "how do the nudges work?",
  "how do recurring reminders work here?", "מה זה נודניק אצלך, איך זה עובד", "what is a nudge?".
  Only the kind is named ("the reminders that repeat"), never one by its
  subject ("how does the dentist reminder work" is still read by the reminders' grammars);
* which clock the reminders keep: "if I'm abroad, do your reminders go by israel time or local time?", "can you set
  reminders in another city's time zone?", "את יכולה לקבוע תזכורות לפי שעון של עיר אחרת?". No time and nothing to be
  reminded of is given ("remind me at 9 London time to call" is a reminder);
* what Memo may do with mail: "can you read my gmail or only send stuff?", "את יכולה לקרוא מיילים או רק לשלוח?",
  and whether it does a chore on its own: "את יכולה לקרוא מיילים של חברות תעופה ולהכניס את הטיסות ליומן לבד?",
  "can you read airline emails and add the flights to my calendar automatically?". The words "on your own"/"לבד"
  (or the "or only" choice) make it a question about Memo; "can you read my emails" alone asks for the mail;
* whether a thing told is kept: "if I tell you my exam room, will you still remember it next week?", "אם אגיד לך את
  הקוד, את תזכרי אותו גם בעוד חודש?". The thing is only promised ("if I tell you"), so there is nothing to look up.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, about_memo
from memo.planning.rules.meta_asks import _OPEN_EN, _OPEN_HE, ABOUT_MEMO

_HE = r"\u05D0-\u05EA"
_U = r"(?:you|u|memo)"
_Q = r"\s*\?[?!.\s]*$"
_CAN_EN = rf"(?:can|could|do|does|will|would)\s+{_U}\s+(?:also\s+|even\s+|actually\s+)?(?:be\s+able\s+to\s+)?"
_CAN_HE = r"(?:(?:את|אתה)\s+)?(?:גם\s+)?(?:יכולה|יכול|יודעת|יודע|מסוגלת|מסוגל)\s+(?:גם\s+)?(?:בכלל\s+)?"

# ------------------------------------------------------------- how a kind of thing works

_KIND_EN = (r"(?:(?:the|your|these|those)\s+)?(?:(?:recurring|repeating|repeat|nagging|automatic)\s+)?"
            r"(?:reminders|nudges|nags|alarms|lists|notes|notifications)")
_REPEATS_EN = (r"(?:\s+(?:that|which)\s+(?:repeat|recur|keep\s+coming(?:\s+back)?|come\s+back|go\s+off|pop\s+up)"
               r"(?:\s+(?:every\s+(?:few|couple(?:\s+of)?|\d{1,2})\s+(?:minutes|mins|hours)|all\s+the\s+time"
               r"|every\s+(?:minute|hour|day)))?)?")
_WORKS_EN = re.compile(
    rf"{_OPEN_EN}how\s+do\s+{_KIND_EN}{_REPEATS_EN}\s+(?:actually\s+|even\s+)?work(?:\s+(?:here|exactly))?{_Q}",
    re.IGNORECASE)
_KIND_HE = r"(?:ה)?(?:תזכורות|נודניקים|התראות|רשימות|פתקים)(?:\s+(?:האלה|האלו|שלך|החוזרות|הקבועות))?"
_REPEATS_HE = (r"(?:\s+ש(?:חוזרות|חוזרים|קופצות|קופצים|מגיעות|מגיעים)(?:\s+(?:כל\s+(?:כמה\s+(?:דקות|שעות)|\d{1,2}\s+"
               r"(?:דקות|שעות)|דקה|שעה|יום)|כל\s+הזמן))?)?")
_WORKS_HE = re.compile(
    rf"{_OPEN_HE}איך\s+(?:בעצם\s+)?(?:עובדות|עובדים)\s+{_KIND_HE}{_REPEATS_HE}(?:\s+(?:בעצם|בדיוק))?{_Q}")

# "מה זה נודניק אצלך, איך זה עובד", "what's a nudge here and how does it work": one of Memo's own kinds, asked after by
# its name. Said where ("אצלך", "here") or with "how does it work": "מה זה נודניק" alone may ask for the word.
_HERE_EN = r"(?:\s+(?:here|in\s+memo|with\s+(?:you|u)|in\s+this\s+app|for\s+(?:you|u)))"
_HOW_IT_WORKS_EN = r"\s*[?,.]*\s*(?:and\s+|so\s+)?how\s+(?:does|do)\s+(?:it|that|they|this)\s+(?:actually\s+)?work"
_ONE_KIND_EN = r"(?:an?\s+|the\s+)?(?:nudge|nag|recurring\s+reminder|repeating\s+reminder)s?"
_WHAT_KIND_EN = re.compile(
    rf"{_OPEN_EN}what(?:'?s|\s+is|\s+are)\s+{_ONE_KIND_EN}(?:{_HERE_EN}(?:{_HOW_IT_WORKS_EN})?|{_HOW_IT_WORKS_EN})"
    r"\s*[?!.]*\s*$", re.IGNORECASE)
# "what is a nudge?", "what does nudge mean": in English the word is Memo's own kind, not one asked of a dictionary,
# and the user has no list of them to show ("what are my nudges" names theirs, and is the tasks').
_NUDGE_EN = re.compile(
    rf"{_OPEN_EN}(?:what(?:'?s|\s+is|\s+are)\s+(?:an?\s+|the\s+)?[\"']?nudges?[\"']?"
    r"|what\s+(?:does|do)\s+(?:an?\s+|the\s+)?[\"']?nudges?[\"']?\s+mean"
    r"|what(?:'?s|\s+is)\s+(?:an?\s+|the\s+)?(?:recurring|repeating)\s+reminder)\s*[?!.]*\s*$", re.IGNORECASE)
_HERE_HE = r"(?:\s+(?:אצלך|פה|כאן|אצלכם|שלך|באפליקציה))"
_HOW_IT_WORKS_HE = r"\s*[?,.]*\s*(?:ו)?(?:איך\s+(?:זה|הוא|היא|הם)\s+(?:בעצם\s+)?(?:עובד|עובדת|עובדים))"
_ONE_KIND_HE = r"(?:ה)?(?:נודניק|נודניקים|תזכורת\s+חוזרת|תזכורות\s+חוזרות)"
_WHAT_KIND_HE = re.compile(
    rf"{_OPEN_HE}(?:מה\s+(?:זה|זאת|הם)|מהו|מהם)\s+{_ONE_KIND_HE}(?:{_HERE_HE}(?:{_HOW_IT_WORKS_HE})?|{_HOW_IT_WORKS_HE})"
    rf"(?![{_HE}])\s*[?!.]*\s*$")

# ------------------------------------------------------------- which clock the reminders keep

_IF_AWAY_EN = (r"(?:(?:if|when|while)\s+i'?m\s+(?:abroad|away|traveling|travelling|overseas|on\s+a\s+trip"
               r"|in\s+another\s+country)\s*,?\s*)?")
_ZONE_WORD_EN = (r"(?:(?:israel(?:i)?|local|home|london|new\s+york|ny|berlin|the\s+local|my\s+local|their)\s+time"
                 r"(?:\s+zone)?)")
_CLOCK_EN = re.compile(
    rf"{_OPEN_EN}{_IF_AWAY_EN}(?:do|will|does|would)\s+(?:your|the|ur|{_U}r?)\s*(?:reminders|alarms|nudges|notifications)"
    rf"\s+(?:go|work|run|fire|come)\s+(?:by|on|according\s+to|in)\s+{_ZONE_WORD_EN}\s+or\s+{_ZONE_WORD_EN}{_Q}"
    rf"|{_OPEN_EN}{_IF_AWAY_EN}{_CAN_EN}(?:set|make|create|schedule|do|send)\s+(?:me\s+)?(?:reminders|alarms|nudges|a\s+reminder)"
    r"\s+(?:in|by|for|using|according\s+to)\s+(?:another|a\s+different|other|different|a\s+foreign|foreign)\s+"
    rf"(?:(?:city|country|place)'?s?\s+)?(?:time\s*zones?|times?){_Q}",
    re.IGNORECASE)
_CLOCK_HE = re.compile(
    rf"{_OPEN_HE}{_CAN_HE}(?:לקבוע|להגדיר|ליצור|לעשות|לשים)\s+(?:לי\s+)?(?:תזכורות|תזכורת)\s+(?:לפי|ב)\s*(?:ה)?"
    rf"(?:שעון|אזור\s+(?:ה)?זמן|שעה)\s+(?:של\s+)?(?:עיר|מדינה|מקום)\s+(?:אחרת|אחר){_Q}"
    rf"|{_OPEN_HE}(?:אם|כש)(?:אני\s+)?(?:בחו\"?ל|בחוץ\s+לארץ|בטיול|בנסיעה)\s*,?\s*(?:ה)?תזכורות\s+(?:שלך\s+)?"
    rf"(?:הולכות|עובדות|מגיעות)\s+לפי\s+(?:שעון|שעה)\s+(?:ישראל|מקומי|מקומית)\s+או\s+(?:לפי\s+)?(?:שעון|שעה)\s+"
    rf"(?:ישראל|מקומי|מקומית){_Q}")

# ------------------------------------------------------------- what Memo may do with mail

_MAIL_EN = r"(?:(?:my|the)\s+)?(?:gmail|e-?mails?|mails?|inbox)"
_ONLY_EN = re.compile(
    rf"{_OPEN_EN}{_CAN_EN}(?:read|see|check|open|access)\s+{_MAIL_EN}\s*,?\s*or\s+(?:(?:can\s+{_U}|do\s+{_U})\s+)?"
    r"(?:only|just)\s+(?:send|write|draft)(?:\s+(?:stuff|things|emails|e-?mails|mails|them|messages))?"
    rf"(?:\s+(?:for\s+me|out))?{_Q}", re.IGNORECASE)
_ONLY_HE = re.compile(
    rf"{_OPEN_HE}{_CAN_HE}(?:לקרוא|לראות)\s+(?:את\s+)?(?:ה)?(?:מיילים|מייל|ג'?ימייל|דואר)(?:\s+שלי)?\s*,?\s*או\s+רק\s+"
    rf"(?:לשלוח|לכתוב)(?:\s+(?:מיילים|דברים))?{_Q}")
_ALONE_EN = (r"(?:automatically|on\s+(?:your|its)\s+own|by\s+(?:yourself|itself)|for\s+me\s+automatically"
             r"|without\s+me(?:\s+asking)?)")
_ON_OWN_EN = re.compile(
    rf"{_OPEN_EN}{_CAN_EN}(?:read|scan|go\s+through|check)\s+(?:my\s+)?(?:[\w'-]+\s+){{0,2}}?(?:e-?mails|mails)"
    rf"(?:\s+from\s+[\w' -]{{1,30}}?)?\s+and\s+(?:add|put|enter|copy)\s+(?:the\s+|my\s+)?[\w' -]{{1,30}}?\s+"
    rf"(?:to|in|into|on)\s+(?:my\s+|the\s+)?calendar\s+{_ALONE_EN}{_Q}", re.IGNORECASE)
_ON_OWN_HE = re.compile(
    rf"{_OPEN_HE}{_CAN_HE}(?:לקרוא|לסרוק|לעבור\s+על)\s+(?:את\s+)?(?:ה)?(?:מיילים|מייל)(?:\s+(?:של|מ)\s*[^?,]{{1,30}}?)?"
    rf"\s+ו(?:להכניס|לשים|להוסיף|לרשום)\s+(?:את\s+)?[^?]{{1,30}}?\s+(?:ל|ב)(?:ה)?יומן\s+(?:לבד|בעצמך|אוטומטית)"
    rf"(?![{_HE}]){_Q}")

# ------------------------------------------------------------- whether a thing told is kept

_KEPT_EN = re.compile(
    rf"{_OPEN_EN}(?:if|when|once)\s+i\s+(?:tell|give|send|text)\s+{_U}\s+[^?,]{{1,60}}?\s*,?\s*(?:will|would|do)\s+{_U}"
    r"\s+(?:still\s+|actually\s+|really\s+)?(?:remember|keep|know|have)\s+(?:it|that|them)"
    r"(?:\s+(?:next\s+(?:week|month|year)|later|tomorrow|in\s+a\s+(?:week|month|year)|forever|after\s+that"
    rf"|a\s+week\s+later))?(?:\s+(?:too|still))?{_Q}", re.IGNORECASE)
_KEPT_HE = re.compile(
    rf"{_OPEN_HE}אם\s+(?:אני\s+)?(?:אגיד|אספר|אשלח|אכתוב)\s+לך\s+[^?,]{{1,60}}?\s*,?\s*(?:(?:את|אתה)\s+)?(?:עדיין\s+|באמת\s+)?"
    r"(?:תזכרי|תזכור|תשמרי|תשמור)\s+(?:את\s+זה|אותו|אותה|אותם)(?:\s+(?:גם|עדיין))?(?:\s+(?:בשבוע\s+הבא|בעוד\s+(?:שבוע"
    rf"|חודש|שנה)|אחר\s+כך|לתמיד|מחר))?{_Q}")

_ALL = (_WORKS_EN, _WORKS_HE, _WHAT_KIND_EN, _WHAT_KIND_HE, _NUDGE_EN,
        _CLOCK_EN, _CLOCK_HE, _ONLY_EN, _ONLY_HE, _ON_OWN_EN, _ON_OWN_HE, _KEPT_EN, _KEPT_HE)


@grammar
def how_memo_behaves(ctx: RuleContext) -> Intent | None:
    """ "do your reminders go by israel time or local time?", "can you read my gmail or only send?": about Memo."""
    text = re.sub(r"\s+", " ", ctx.text).strip()
    if len(text) > 200 or not any(p.match(text) for p in _ALL):
        return None
    return about_memo(ABOUT_MEMO)
