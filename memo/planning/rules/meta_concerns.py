"""`meta`: questions about Memo itself that the other meta grammars miss, answered by describing it:

* Whether what Memo keeps is private: "is my data safe with you?", "Memo, המידע שאני שומר אצלך, is it secure? מי עוד
  יכול לראות אותו?". Only about what the user keeps with Memo ("with you", "אצלך", "the info I save"): "who else can
  see my google doc" is not about Memo.
* Whether Memo writes at night: "can you ping me at 3am or do u go quiet at night?", "את שולחת תזכורות גם בלילה?". The
  "or do you go quiet" alternative, or night/Shabbat alone with nothing to remind of: "remind me at 3am to take the
  pill" is a reminder.
* Whether Memo reads a kind of file: "את יודעת לקרוא shift schedule מקובץ PDF?", "can you read pdf files?". A kind
  named in general ("a PDF", "קבצי אקסל"): "can you read the pdf dana sent" points at one, and is left alone.
* How to connect Memo itself to Google: "איך אני מחבר אותך ליומן של גוגל?", "how do i link you to my gmail".
* Any of these, or a meta question the other grammars read ("what can you do?"), said with "exactly" / "בדיוק" or
  followed by a remark about the user: "How exactly do I ask you to remind me of something every week? I am not very
  good with these gadgets.", "מה בדיוק את יודעת לעשות? הבת שלי התקינה לי אותך". The remark asks for nothing (no
  request verb, no second question, no time), so the question is the message.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, about_memo

_HE = r"\u05D0-\u05EA"
_U = r"(?:you|u|memo)"
ABOUT_MEMO = 0.96  # above a reminder's reading of "ping me at 3am" (0.95) and the tasks' of "remind me ... every week"

# What the user keeps with Memo, named.
_KEPT_WITH_MEMO = re.compile(
    rf"\b(?:with|to)\s+{_U}\b|\bmemo\b|\bi\s+tell\s+(?:you|u)\b"
    # Memo's own things, named: "my reminders", "התזכורות שלי".
    r"|\bmy\s+(?:reminders|notes|lists|tasks|shopping\s+list)\b"
    rf"|(?<![{_HE}])(?:ה)?(?:תזכורות|פתקים|רשימות|משימות)\s+שלי(?![{_HE}])|\b{_U}\s+(?:keep|store|save|have|know)\b|\bi\s+(?:keep|save|store|tell|give|send)"
    rf"\b|\byour\s+(?:servers?|end|side)\b|(?<![{_HE}])(?:אצלך|לך|ממו|מימו|שאני\s+(?:שומר|שומרת|כותב|כותבת|מספר|מספרת"
    rf"|שולח|שולחת|נותן|נותנת|מוסר|מוסרת)|ששמרתי|שרשמתי|ששלחתי|שנתתי|שאת\s+(?:שומרת|יודעת))(?![{_HE}])"
    # Asked of Memo in the second person: "את שומרת את המידע הרפואי שלי איפשהו?", "אתה זוכר את כל הקודים?".
    rf"|(?:^|[?.!]\s*)(?:האם\s+)?(?:את|אתה)\s+(?:גם\s+|באמת\s+)?(?:שומרת|שומר|זוכרת|זוכר|מאחסנת|מאחסן|רושמת|רושם"
    rf"|שולחת|שולח|מעבירה|מעביר)(?![{_HE}])", re.IGNORECASE)
_PRIVATE = re.compile(
    r"\b(?:is|are)\s+(?:it|this|that|(?:everything|anything|all|what|(?:my|the|all\s+my)\s+(?:data|info|information|notes"
    r"|stuff|details|messages))(?:\s+[\w']+){0,5}?)\s+(?:all\s+)?"
    r"(?:secure|safe|private|encrypted|protected|confidential)\b"
    r"|\bwho\s+(?:else\s+)?(?:can|could|may|is\s+able\s+to)\s+(?:see|read|access|view)\b|\bwho\s+(?:else\s+)?has\s+access\b"
    r"|\bwho\s+(?:else\s+)?(?:sees|reads|gets\s+to\s+(?:see|read))\b"
    # "can anyone else see my reminders?", "does someone else read this?"
    r"|\b(?:can|could|does|do|will)\s+(?:any\s*one|any\s*body|some\s*one|some\s*body|other\s+people|others)(?:\s+else)?"
    r"\s+(?:(?:also|ever)\s+)?(?:see|read|access|view)\b"
    rf"|(?<![{_HE}])(?:מי\s+(?:עוד\s+)?(?:יכול|יכולה|יכולים|רואה|רואים)(?:\s+לראות|\s+לקרוא)?"
    rf"|(?:עוד\s+)?(?:מישהו|מישהי|אנשים)\s+(?:עוד\s+|אחר\s+|אחרים\s+)?(?:יכול|יכולה|יכולים|רואה|רואים)(?:\s+לראות|\s+לקרוא)?"
    rf"|(?:זה|הוא|היא|המידע|הנתונים)\s+(?:מאובטח|מאובטחים|בטוח|בטוחים|פרטי|פרטיים|מוצפן))(?![{_HE}])",
    re.IGNORECASE)

# Whether Memo writes at night or on Shabbat.
_QUIET_OR = re.compile(
    rf"\bor\s+(?:do|does|will)\s+{_U}\s+(?:go\s+(?:quiet|silent|to\s+sleep|offline)|sleep|stop|shut\s+(?:down|off)"
    rf"|turn\s+off|not\s+(?:send|ping|work))\b"
    rf"|(?<![{_HE}])או\s+ש(?:את|אתה)\s+(?:ישנה|ישן|שותקת|שותק|נכבית|נכבה|מפסיקה|מפסיק|לא\s+(?:שולחת|שולח|עובדת|עובד))"
    rf"(?![{_HE}])", re.IGNORECASE)
_AT_NIGHT = re.compile(
    rf"^(?:(?:so|and|hey|btw)[\s,]+)?(?:do|does|will|can|would)\s+{_U}\s+(?:still\s+|also\s+|even\s+)?(?:work|send"
    r"(?:\s+(?:reminders|messages|notifications))?|ping|message|text|remind)(?:\s+me)?\s+(?:even\s+|also\s+)?"
    r"(?:at\s+night|during\s+the\s+night|in\s+the\s+middle\s+of\s+the\s+night|on\s+(?:shabbat|saturdays?|holidays))"
    r"(?:\s+(?:too|also|as\s+well))?\s*\?+\s*$"
    r"|^(?:האם\s+)?(?:את|אתה)\s+(?:גם\s+)?(?:עובדת|עובד|שולחת|שולח|מזכירה|מזכיר)(?:\s+(?:תזכורות|הודעות|התראות))?"
    rf"\s+(?:גם\s+)?(?:בלילה|בלילות|בשבת|בשבתות|בחגים)(?:\s+גם)?\s*\?+\s*$", re.IGNORECASE)

# Whether Memo reads a kind of file.
_FILE_KIND = (r"(?:pdfs?|excel|xlsx?|word|docx?|csv|images?|photos?|pictures?|screenshots?|scans?|attachments?"
              r"|ה?PDF|אקסל|וורד|תמונה|תמונות|צילום\s+מסך|צילומי\s+מסך|סריקה|מצורפים|קבצים\s+מצורפים)")
# After the kind, what it comes as: "PDF attachments", "pdf files", "קבצי PDF מצורפים".
_FILE_AS = r"(?:\s+(?:files?|attachments?|docs?|documents?|מצורפים|מצורפות|שמצורפים|במייל))?"
_READS_FILE = re.compile(
    rf"^(?:(?:so|and|hey|btw)[\s,]+)?(?:can|could|do|does|will)\s+{_U}\s+(?:also\s+|even\s+)?(?:know\s+how\s+to\s+)?"
    rf"(?:read|open|understand|scan|handle)\s+(?:[\w'-]+\s+){{0,3}}?(?:(?:from|in|off)\s+)?(?:an?\s+)?{_FILE_KIND}"
    rf"{_FILE_AS}(?:\s+(?:too|also|as\s+well))?\s*\?+\s*$"
    r"|^(?:האם\s+)?(?:(?:את|אתה)\s+)?(?:גם\s+)?(?:יודעת|יודע|יכולה|יכול)\s+(?:גם\s+)?(?:לקרוא|לפתוח|לפענח|להבין)\s+"
    rf"(?:[\w'-]+\s+){{0,3}}?(?:מ|ב)?(?:קובץ|קבצי|קבצים)?\s*-?\s*{_FILE_KIND}{_FILE_AS}(?:\s+גם)?\s*\?+\s*$",
    re.IGNORECASE)

# How to connect Memo itself to Google.
_CONNECT_YOU = re.compile(
    rf"^(?:(?:so|and|hey)[\s,]+)?how\s+(?:do|can|should)\s+(?:i|we)\s+(?:connect|link|sync|hook\s+up)\s+{_U}\s+"
    r"(?:up\s+)?(?:to|with)\s+(?:my\s+|the\s+)?(?:google|gmail|g\s*cal|calendar|outlook)\b.{0,30}$"
    r"|^(?:(?:ו|אז|רגע|היי)\s+)?איך(?:\s+אפשר)?\s+(?:אני\s+)?(?:מחבר|מחברת|מחברים|לחבר|מקשר|מקשרת|מקשרים|לקשר|מסנכרן"
    r"|מסנכרנת|לסנכרן)\s+אותך\s+(?:ל|עם|אל)\s*-?\s*(?:ה?יומן|גוגל|ה?ג'?ימייל|ה?מייל|ה?חשבון)(?![א-ת]).{0,30}$",
    re.IGNORECASE)

# "exactly" inside the question leaves it the same: "how exactly do i", "מה בדיוק את יודעת".
_EXACTLY = re.compile(rf"\s+(?:exactly|precisely)\b|(?<![{_HE}])\s*בדיוק(?![{_HE}])", re.IGNORECASE)
# A request or a time in the remark after the question: then the message is more than the question.
_ASKS_SOMETHING = re.compile(
    rf"\b(?:please|pls|plz|kindly|can\s+{_U}|could\s+{_U}|would\s+{_U}|will\s+{_U}|remind|add|send|save|delete|cancel"
    rf"|book|schedule)\b|(?<![{_HE}])(?:בבקשה|תזכירי|תזכיר|תוסיפי|תוסיף|תשלחי|תשלח|תרשמי|תרשום|תקבעי|תקבע|תמחקי"
    rf"|תמחק|תבטלי|תבטל|תשמרי|תשמור)(?![{_HE}])|\d", re.IGNORECASE)
MAX_REMARK_WORDS = 25


def _about_memo(ctx: RuleContext, text: str) -> bool:
    if _PRIVATE.search(text) and _KEPT_WITH_MEMO.search(text) and len(text) <= 200:
        return True
    return bool(_QUIET_OR.search(text) and text.rstrip().endswith("?") and len(text) <= 120
                or _AT_NIGHT.match(text) or _READS_FILE.match(text) or _CONNECT_YOU.match(text))


def _read_by_meta(ctx: RuleContext, text: str) -> bool:
    """Whether the other meta grammars read `text` alone as a question about Memo."""
    from memo.planning.rules.asides import replace_text
    from memo.planning.rules.meta import describe
    from memo.planning.rules.meta_howto import how_to_change_a_thing
    from memo.planning.rules.meta_howto_remind import how_to_get_reminded_then
    from memo.planning.rules.meta_questions import setting_question

    part = replace_text(ctx, text)
    if _about_memo(part, text):
        return True
    for read in (describe, how_to_change_a_thing, how_to_get_reminded_then, setting_question):
        found = read(part)
        if found is not None and found.capability == "meta" and not found.missing:
            return True
    return False


def _remark_only(ctx: RuleContext, tail: str) -> bool:
    from memo.planning.rules.asides import replace_text

    tail = tail.strip(" .!")
    if not tail or "?" in tail or len(tail.split()) > MAX_REMARK_WORDS or _ASKS_SOMETHING.search(tail):
        return False
    return replace_text(ctx, tail).time is None


@grammar
def question_about_memo(ctx: RuleContext) -> Intent | None:
    text = re.sub(r"\s+", " ", ctx.text).strip()
    if len(text) > 300:
        return None
    found = _about_memo(ctx, text)
    if not found:
        head, mark, tail = text.partition("?")
        head = _EXACTLY.sub("", head).strip() + mark
        if head != text and (not tail.strip() or _remark_only(ctx, tail)):
            found = _read_by_meta(ctx, head)
    if not found:
        return None
    return about_memo(ABOUT_MEMO)
