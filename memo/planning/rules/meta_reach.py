"""`meta`: whether Memo can do a thing, asked with nothing given to do it with:

* a kind of reminder, with nothing to be reminded of: "can you set a reminder for every other week or only weekly?",
  "can u remind me every day except saturday?", "את יכולה לתזכר אותי כל יום חוץ משישי?", "can you remind me about
  bills automatically a few days before they're due?". Only a repeat pattern or "automatically" is said, never a
  single time ("can you remind me tomorrow at 5?" is a request with its subject missing, asked about) and never what
  to be reminded of ("can you remind me every day to drink water?" is a reminder);
* where Memo keeps what it is told: "if I tell you my passport number where do you actually save it?", "איפה את שומרת
  את כל מה שאני אומרת לך?". Only Memo asked ("you"): "where did I save the chip number" is the user's own note;
* whether Memo sees mail or another system: "can you see my emails?", "את יכולה לראות את המיילים שלי?", "את יכולה
  לראות את ה deadlines במודל של האוניברסיטה?", and "can you read my emails?", "את יכולה לקרוא מיילים?": the mail as
  a whole, nothing asked of it, and a question mark. "can you check my emails", "can you read me my latest email",
  "could you read my emails?" (a polite request) or "can you read my email from dana?" ask for the mail (gmail);
* whether Memo messages the user's people: "can you message my suppliers for me? like the florist and the band", "את
  יכולה לשלוח הודעה לספקים שלי?". Only a group, with nothing to say: "can you text my mom that I'm late" says it.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, about_memo

ABOUT_MEMO = 0.96  # above a reminder's reading of "remind me" with nothing to remind of (0.95)
_HE = r"\u05D0-\u05EA"
_U = r"(?:you|u|ya|memo)"
_LEAD_EN = r"^(?:(?:so|and|also|hey|wait|btw|quick\s+q(?:uestion)?|ok|okay|um+)[\s,:]+)*"
_LEAD_HE = r"^(?:(?:ו|אז|רגע|שאלה|היי|תגידי|תגיד)[\s,:]+)*(?:האם\s+)?"
_CAN_EN = rf"(?:can|could|do|does|will|would)\s+{_U}\s+(?:also\s+|even\s+|actually\s+)?(?:be\s+able\s+to\s+)?"
_CAN_HE = r"(?:(?:את|אתה)\s+)?(?:גם\s+)?(?:יכולה|יכול|יודעת|יודע|מסוגלת|מסוגל)\s+(?:גם\s+)?(?:בכלל\s+)?"
_END = r"\s*\?[?!.\s]*$"

# ------------------------------------------------------------- a kind of reminder, nothing to remind of

# What is left once the time words are cut out: the reminder asked for, and "or only <a repeat word>".
_REPEAT_WORD_EN = r"(?:weekly|daily|monthly|yearly|every\s+week|every\s+day|once\s+a\s+(?:week|day|month))"
_KIND_LEFT_EN = re.compile(
    rf"{_LEAD_EN}{_CAN_EN}(?:(?:set|make|create|do|schedule|send)\s+(?:me\s+)?(?:an?\s+|one\s+)?(?:recurring\s+|repeating\s+)?"
    rf"(?:reminders?|nudges?|alarms?)|remind\s+me|nudge\s+me|ping\s+me)(?:\s+(?:for|on))?"
    rf"(?:\s*,?\s*or\s+(?:(?:is\s+it|are\s+(?:you|u)|do\s+(?:you|u)\s+do)\s+)?(?:only|just)\s+(?:{_REPEAT_WORD_EN}|once))?"
    rf"(?:\s+(?:too|also|as\s+well))?{_END}", re.IGNORECASE)
_KIND_LEFT_HE = re.compile(
    rf"{_LEAD_HE}{_CAN_HE}(?:לתזכר|להזכיר|לנדנד|לקבוע|ליצור|לעשות|להגדיר)\s*(?:לי|אותי)?(?:\s+(?:תזכורת|תזכורות|נודניק)"
    rf"(?:\s+(?:חוזרת|קבועה|חוזרות|קבועות))?)?(?:\s+(?:רק|גם))?(?:\s*,?\s*או\s+(?:רק|בלבד)\s+(?:כל\s+שבוע|שבועית|יומית"
    rf"|כל\s+יום))?(?![{_HE}])(?:\s+(?:גם|בלבד))?\s*(?:חוץ\s+מ\S*|מלבד\s+\S*)?{_END}", re.IGNORECASE)
# "automatically", before things fall due: of a kind of thing in general ("deadlines", "bills"), not one the user has.
_AUTO_EN = re.compile(
    rf"{_LEAD_EN}{_CAN_EN}(?:(?:automatically|auto)\s+)?remind\s+me\s+(?:(?:about|of)\s+(?:all\s+)?(?:my\s+)?"
    r"(?:deadlines|bills|payments|birthdays|appointments|meetings|events|renewals|due\s+dates|exams|assignments"
    r"|tasks|things|stuff)\s+)?(?:(?:automatically|on\s+(?:its|their)\s+own|by\s+(?:yourself|itself))\s*)"
    r"(?:\s*(?:(?:a|an|one|\d+|a\s+few|few)\s+(?:days?|hours?|weeks?)\s+)?(?:before|ahead\s+of\s+time|in\s+advance)"
    rf"(?:\s+(?:they'?re|they\s+are|it'?s|it\s+is)\s+(?:due|coming\s+up|happening))?)?{_END}"
    rf"|{_LEAD_EN}{_CAN_EN}remind\s+me\s+(?:about|of)\s+(?:all\s+)?(?:my\s+)?(?:deadlines|bills|payments|birthdays"
    r"|renewals|due\s+dates|assignments)\s+(?:(?:a|an|one|\d+|a\s+few)\s+(?:days?|hours?|weeks?)\s+)?before"
    rf"\s+(?:they'?re|they\s+are)\s+(?:due|coming\s+up|happening){_END}", re.IGNORECASE)


def _asks_kind_of_reminder(ctx: RuleContext) -> bool:
    text = re.sub(r"\s+", " ", ctx.text).strip()
    if _AUTO_EN.match(text):
        return True
    when = ctx.time
    if when is None or when.when is not None or when.recurrence is None:
        return False  # a single time is a request with its subject missing
    left = re.sub(r"\s+", " ", ctx.without_time()).strip()
    return bool(_KIND_LEFT_EN.match(left) or _KIND_LEFT_HE.match(left))


# ------------------------------------------------------------- where Memo keeps things

_IF_TOLD_EN = (r"(?:(?:if|when|once)\s+i\s+(?:tell|give|send|text)\s+(?:you|u)\s+[^?,]{1,60}?[,]?\s+)?")
_KEPT_WHAT_EN = (r"(?:it|that|this|them|those|things|stuff|everything|all\s+(?:of\s+)?(?:this|that|it)"
                 r"|my\s+(?:info|information|data|details|notes|stuff|things)|what\s+i\s+(?:tell|send|give)\s+(?:you|u))")
_WHERE_EN = re.compile(
    rf"{_LEAD_EN}{_IF_TOLD_EN}where\s+(?:do|does|will|would)\s+{_U}\s+(?:actually\s+|really\s+|even\s+|exactly\s+)?"
    rf"(?:save|store|keep|put|write\s+down|file)\s+{_KEPT_WHAT_EN}(?:\s+(?:exactly|actually|then))?\s*[?!.]*$",
    re.IGNORECASE)
_KEPT_WHAT_HE = (r"(?:את\s+)?(?:זה|זאת|הכל|הכול|הדברים|המידע|הפרטים|הפתקים|(?:כל\s+)?מה\s+ש(?:אני\s+)?"
                 r"(?:אומר|אומרת|כותב|כותבת|שולח|שולחת|מספר|מספרת)\s+לך)")
_WHERE_HE = re.compile(
    rf"{_LEAD_HE}(?:אם\s+(?:אני\s+)?(?:אגיד|אספר|אשלח|אכתוב)\s+לך\s+[^?,]{{1,60}}?[,]?\s+)?(?:איפה|לאן)\s+(?:(?:את|אתה)\s+)?"
    rf"(?:בעצם\s+|בדיוק\s+)?(?:שומרת|שומר|תשמרי|תשמור|מחזיקה|מחזיק|רושמת|רושם|מאחסנת|מאחסן)\s+{_KEPT_WHAT_HE}"
    rf"(?![{_HE}])(?:\s+(?:בעצם|בדיוק))?\s*[?!.]*$")

# ------------------------------------------------------------- whether Memo sees mail or another system

_SYSTEM_EN = (r"(?:moodle|canvas|blackboard|classroom|google\s+classroom|portal|the\s+portal|jira|trello|monday|asana"
              r"|notion|slack|teams|dropbox|drive|google\s+drive|the\s+(?:school|uni(?:versity)?|work|company)\s+"
              r"(?:site|website|system|app|portal))")
_SEE_EN = re.compile(
    rf"{_LEAD_EN}{_CAN_EN}(?:see|access|view|get\s+into)\s+(?:(?:my|the|our|all\s+(?:my|the))\s+)?"
    rf"(?:e-?mails?|mails?|inbox|[\w' -]{{1,30}}?\s+(?:on|in)\s+(?:my\s+|the\s+)?{_SYSTEM_EN})"
    r"(?:\s+(?:too|also|as\s+well))?\s*[?!.]*$", re.IGNORECASE)
_SYSTEM_HE = (r"(?:ה)?(?:מודל|מוודל|פורטל|מערכת|אתר|אפליקציה|קלאסרום|דרייב|-?\s*(?:moodle|canvas|portal|classroom"
              r"|drive|teams|slack|jira|notion|monday))")
_SEE_HE = re.compile(
    rf"{_LEAD_HE}{_CAN_HE}(?:לראות|לגשת\s+ל|להיכנס\s+ל|להסתכל\s+על)\s*(?:את\s+)?(?:ה)?-?\s*(?:מיילים|אימיילים|מייל|דואר"
    rf"|תיבת\s+(?:ה)?(?:דואר|מייל)|[^?]{{1,40}}?\s+ב{_SYSTEM_HE}(?:\s+של\s+[{_HE}\w]+(?:\s+[{_HE}\w]+)?)?)"
    rf"(?:\s+(?:שלי|שלנו))?(?![{_HE}])(?:\s+גם)?\s*[?!.]*$", re.IGNORECASE)

# "can you read my emails?": only "can"/"do" (a "could you" is a polite request), no "me", the whole mailbox.
_READ_EN = re.compile(
    rf"{_LEAD_EN}(?:can|do)\s+{_U}\s+(?:also\s+|even\s+|actually\s+|really\s+)?(?:be\s+able\s+to\s+)?read\s+"
    r"(?:(?:my|all\s+(?:of\s+)?my)\s+)?(?:e-?mails|mails|mail|gmail|inbox)(?:\s+(?:too|also|as\s+well|at\s+all))?"
    r"\s*\?[?!.\s]*$", re.IGNORECASE)
_READ_HE = re.compile(
    rf"{_LEAD_HE}{_CAN_HE}לקרוא\s+(?:את\s+)?(?:ה)?(?:מיילים|אימיילים|דואר|ג'ימייל|גימייל)(?:\s+(?:שלי|שלנו))?"
    rf"(?![{_HE}])(?:\s+גם)?\s*\?[?!.\s]*$")

# ------------------------------------------------------------- whether Memo messages the user's people

_GROUP_EN = (r"(?:suppliers|vendors|clients|customers|contacts|guests|team|employees|staff|workers|students|parents"
             r"|tenants|patients|friends|family|people|contractors)")
_EXAMPLES_EN = r"(?:[?.!,]*\s*(?:like|e\.?g\.?|such\s+as|i\s+mean)\s+[^?]{1,60})?"
_MESSAGE_EN = re.compile(
    rf"{_LEAD_EN}{_CAN_EN}(?:message|text|whats\s*app|call|phone|contact|reach\s+out\s+to|write\s+to|sms)\s+"
    rf"(?:(?:all\s+)?(?:my|our)\s+)(?:[\w'-]+\s+)?{_GROUP_EN}(?:\s+for\s+(?:me|us))?(?:\s+directly)?"
    rf"\s*\?{_EXAMPLES_EN}\s*[?!.]*$", re.IGNORECASE)
_GROUP_HE = r"(?:ספקים|לקוחות|אורחים|חברים|עובדים|תלמידים|הורים|דיירים|מטופלים|קבלנים|אנשי\s+(?:ה)?קשר|צוות|משפחה)"
_MESSAGE_HE = re.compile(
    rf"{_LEAD_HE}{_CAN_HE}(?:לשלוח\s+(?:הודעה|הודעות|וואטסאפ|ווטסאפ)\s+|לכתוב\s+|להתקשר\s+|לפנות\s+|לדבר\s+עם\s+)"
    rf"(?:ל|אל\s+|עם\s+)?(?:כל\s+)?(?:ה)?{_GROUP_HE}(?:\s+(?:שלי|שלנו))(?:\s+(?:בשבילי|במקומי))?\s*\?"
    r"(?:\s*(?:כמו|למשל|כאילו)\s+[^?]{1,60})?\s*[?!.]*$")


@grammar
def can_you_reach(ctx: RuleContext) -> Intent | None:
    """ "can you remind me every day except friday?", "where do you save it?", "can you see my emails?": about Memo."""
    text = re.sub(r"\s+", " ", ctx.text).strip()
    if len(text) > 200:
        return None
    if _asks_kind_of_reminder(ctx) or (ctx.time is None and any(
            p.match(text) for p in (_WHERE_EN, _WHERE_HE, _SEE_EN, _SEE_HE, _READ_EN, _READ_HE, _MESSAGE_EN,
            _MESSAGE_HE))):
        return about_memo(ABOUT_MEMO)
    return None
