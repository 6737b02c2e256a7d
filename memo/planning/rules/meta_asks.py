"""`meta`: more questions about how Memo works, answered by describing it rather than acted on:

* Sharing a list or reminders with someone: "how do I share the shopping list with my husband?", "can I share a list
  with my husband so we both add stuff?", "אפשר לשתף את רשימת הקניות עם בעלי?". Memo has no sharing: saying so is
  the answer, and nothing is added or sent.
* Voice messages: "אפשר לשלוח לך הודעה קולית במקום לכתוב?", "can i send you voice notes instead of typing?", "do you
  understand voice messages?".
* A limit on what Memo keeps: "is there a limit to how many notes u can keep for me?", "how many reminders can you
  hold?", "יש הגבלה על כמות הפתקים?".
* Whether Memo can keep quiet on Shabbat, holidays or at night, asked as a question: "יש לך אפשרות לא לשלוח לי הודעות
  בשבת ובחגים?", "is there a way for you not to message me on shabbat?". The order itself ("אל תשלחי לי הודעות
  בשבת") is meta.quiet_times's, which asks.

A time in the message other than those quiet days ("can i send you a voice note tomorrow at 5") makes it something
else, and it is left alone.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, about_memo

ABOUT_MEMO = 0.96  # above a reminder's reading of "message me on shabbat" (0.95) and the tasks' "how many reminders"
_HE = r"\u05D0-\u05EA"
_U = r"(?:you|u|memo)"
_OPEN_EN = r"^(?:(?:so|and|also|hey|hi|btw|quick\s+q(?:uestion)?|ok|okay|memo)[\s,:]+)*"
_OPEN_HE = r"^(?:(?:ו|אז|רגע|שאלה|היי|היי\s+ממו|ממו)[\s,:]+)*(?:האם\s+)?"
_END = r"\s*[?!.]*\s*$"

# ---------------------------------------------------------------- sharing

_MINE_EN = (r"(?:(?:the|my|our|a|an|this|that|your)\s+)?(?:(?:shopping|grocery|groceries|to-?do|packing|family)\s+)?"
            r"(?:lists?|reminders?|notes?|tasks?)")
_WHO_EN = r"(?:my\s+)?[\w'-]+(?:\s+(?:and|&)\s+(?:my\s+)?[\w'-]+)?"
_SHARE_EN = re.compile(
    rf"{_OPEN_EN}(?:how\s+(?:do|can|could|should|would)\s+(?:i|we)|how\s+to|can\s+(?:i|we)|could\s+(?:i|we)"
    rf"|is\s+(?:it|there\s+a\s+way)\s+(?:possible\s+)?to|is\s+there\s+(?:a|an)\s+(?:way|option)\s+to|can\s+{_U})\s+"
    rf"(?:share|sync|give\s+access\s+to)\s+{_MINE_EN}\s+with\s+{_WHO_EN}"
    r"(?:\s*,?\s*(?:so|so\s+that)\s+(?:we|they|he|she)\s+(?:both|all|also|too|can)?\s*(?:can\s+)?[\w' ]{1,40})?" + _END,
    re.IGNORECASE)
_MINE_HE = (r"(?:את\s+)?(?:ה)?(?:רשימה|רשימות|רשימת\s+(?:ה)?(?:קניות|מטלות|ציוד)|תזכורות|תזכורת|פתקים|פתק|משימות)"
            r"(?:\s+(?:שלי|שלנו))?")
_SHARE_HE = re.compile(
    rf"{_OPEN_HE}(?:איך|איך\s+אפשר|אפשר|אפשרי|יש\s+(?:לך\s+)?אפשרות|איך\s+(?:אני|אנחנו))\s+(?:אני\s+)?(?:לשתף|משתף"
    rf"|משתפת|משתפים|לחלוק|לפתוח)\s+{_MINE_HE}\s+(?:עם|ל)\s*[{_HE}'\"-]+(?:\s+(?:שלי|ו[{_HE}]+))?"
    rf"(?:\s*,?\s*(?:כדי\s+)?ש(?:גם\s+)?(?:הוא|היא|הם|נוכל|שנינו|שנינו\s+נוכל|נוסיף)[{_HE} ]{{0,40}})?{_END}"
    # "can my husband add to the list too?", "אפשר שגם בעלי יוסיף לרשימה?"
    rf"|{_OPEN_HE}(?:אפשר|אפשרי|יש\s+(?:לך\s+)?אפשרות)\s+ש(?:גם\s+)?[{_HE}]+(?:\s+שלי)?\s+(?:י|ת)(?:וסיף|וסיפ|וכל|ראה"
    rf"|ערוך)[{_HE}]*(?:\s+להוסיף)?\s+(?:ל|ב|את\s+ה)(?:ה)?(?:רשימה|רשימות|רשימת\s+(?:ה)?קניות)(?:\s+(?:שלי|שלנו))?"
    rf"(?:\s+גם)?{_END}")
_PARTNER_ADDS_EN = re.compile(
    rf"{_OPEN_EN}(?:can|could)\s+my\s+[\w'-]+\s+(?:also\s+)?(?:add|see|edit|use)\s+(?:to\s+|stuff\s+to\s+|things\s+to\s+)?"
    rf"{_MINE_EN}(?:\s+(?:too|also|as\s+well))?" + _END, re.IGNORECASE)

# ---------------------------------------------------------------- voice messages

_VOICE_EN = r"(?:voice\s+(?:notes?|messages?|memos?|recordings?|msgs?)|audio(?:\s+(?:messages?|notes?))?|recordings?)"
# Or the other way, as the alternative: "... or do i have to type everything", "... או שאני חייבת להקליד הכל".
_INSTEAD_EN = (r"(?:\s+(?:instead\s+of\s+(?:typing|writing|texting)(?:\s+(?:everything|it|them))?|too|also|as\s+well"
               r"|sometimes|here)|\s*,?\s*or\s+(?:do\s+|must\s+|should\s+)?i\s+(?:have\s+to|need\s+to|must|should|got\s+to"
               r"|gotta)?\s*(?:type|write|text)(?:\s+(?:everything|it\s+all|it|them|out|all\s+of\s+it))*)*")
_VOICE_ASK_EN = re.compile(
    rf"{_OPEN_EN}(?:(?:can|could|may)\s+i\s+(?:just\s+)?(?:send|record|leave)\s+(?:(?:you|u)\s+)?(?:an?\s+)?{_VOICE_EN}"
    rf"(?:\s+(?:to|for)\s+(?:you|u))?|(?:do|can|could|will)\s+{_U}\s+(?:also\s+)?(?:understand|handle|get|hear|process"
    rf"|transcribe|accept|take)\s+{_VOICE_EN}|(?:can|could|may)\s+i\s+(?:just\s+)?(?:talk|speak|record)\s+(?:to\s+"
    rf"(?:you|u)\s+)?instead\s+of\s+(?:typing|writing|texting)){_INSTEAD_EN}" + _END, re.IGNORECASE)
_VOICE_HE = r"(?:(?:ה)?הודע(?:ה|ות)\s+(?:ה)?קולי(?:ת|ות)|(?:ה)?הקלט(?:ה|ות)|(?:ה)?ווי?יס|(?:ה)?קוליות)"
_INSTEAD_HE = (r"(?:\s+(?:במקום\s+(?:לכתוב|להקליד|לכתוב\s+הכל)|גם|לפעמים)|\s*,?\s*או\s+ש(?:אני\s+)?(?:חייב|חייבת"
               r"|צריך|צריכה|צריכים|חייבים|מוכרח|מוכרחה)\s+(?:לכתוב|להקליד)(?:\s+(?:הכל|הכול|את\s+הכל|כל\s+דבר|הכל\s+בכתב))?)*")
_VOICE_ASK_HE = re.compile(
    rf"{_OPEN_HE}(?:(?:אפשר|אפשרי|מותר|אני\s+יכול(?:ה)?)\s+(?:גם\s+)?(?:לשלוח|להקליט|לשים)\s+(?:לך\s+)?{_VOICE_HE}"
    rf"(?:\s+(?:לך|אלייך|אליך))?|(?:(?:את|אתה)\s+)?(?:גם\s+)?(?:מבינה|מבין|שומעת|שומע|יודעת\s+לשמוע|יודע\s+לשמוע"
    rf"|מקבלת|מקבל|יודעת\s+לקרוא|(?:יכולה|יכול|יודעת|יודע|מסוגלת|מסוגל)\s+(?:גם\s+)?(?:לשמוע|להבין|לקרוא|לקבל))"
    rf"\s+{_VOICE_HE}|(?:אפשר|אפשרי)\s+(?:לדבר\s+(?:איתך|אלייך)"
    rf"|להקליט\s+לך)\s+במקום\s+(?:לכתוב|להקליד)){_INSTEAD_HE}{_END}")

# ---------------------------------------------------------------- a limit on what Memo keeps

_KEPT_EN = r"(?:notes?|reminders?|lists?|items?|tasks?|things|stuff|memories|events)"
_LIMIT_EN = re.compile(
    rf"{_OPEN_EN}(?:is\s+there|are\s+there|do\s+{_U}\s+have)\s+(?:a|any)\s+(?:limit|limits|max|maximum|cap)\s+(?:to|on"
    rf"|for)\s+(?:how\s+many\s+{_KEPT_EN}|the\s+(?:number|amount)\s+of\s+{_KEPT_EN})(?:\s+(?:(?:that\s+)?(?:you|u|i)\s+"
    r"(?:can|could)\s+(?:keep|save|store|hold|remember|have|add|make|set))(?:\s+(?:for\s+me|here|with\s+(?:you|u)))*)?"
    rf"{_END}|{_OPEN_EN}how\s+many\s+{_KEPT_EN}\s+can\s+(?:you|u|i)\s+(?:keep|save|store|hold|remember|have|add|make)"
    r"(?:\s+(?:for\s+me|here|with\s+(?:you|u)|at\s+most|max|in\s+total|at\s+once))*" + _END, re.IGNORECASE)
_KEPT_HE = r"(?:ה)?(?:פתקים|תזכורות|רשימות|פריטים|משימות|דברים|זיכרונות)"
_LIMIT_HE = re.compile(
    rf"{_OPEN_HE}(?:יש|יש\s+לך|קיימת)\s+(?:איזו\s+|איזושהי\s+)?(?:הגבלה|מגבלה|מקסימום|תקרה)\s+(?:על|ל|של)\s*(?:כמות|מספר|כמה)"
    rf"\s+{_KEPT_HE}(?:\s+ש?(?:את\s+|אני\s+)?(?:יכולה|יכול|אפשר)\s+(?:לשמור|להחזיק|לזכור|לפתוח|להוסיף|לקבוע))?"
    rf"(?:\s+(?:לי|בשבילי|אצלך))*{_END}"
    rf"|{_OPEN_HE}כמה\s+{_KEPT_HE}\s+(?:את\s+|אני\s+)?(?:יכולה|יכול|אפשר)\s+(?:לשמור|להחזיק|לזכור|לפתוח|להוסיף|לקבוע)"
    rf"(?:\s+(?:לי|בשבילי|אצלך|מקסימום|לכל\s+היותר))*{_END}")

# ---------------------------------------------------------------- quiet on Shabbat, asked

_QUIET_DAYS_EN = (r"(?:on|during|over|at)\s+(?:shabbat|shabbos|shabbes|saturdays?|(?:the\s+)?(?:jewish\s+)?holidays?"
                  r"|chag(?:im)?|yom\s+tov|night)(?:\s+(?:and|or)\s+(?:on\s+)?(?:shabbat|shabbos|holidays?|chagim|yom"
                  r"\s+tov))?")
_QUIET_ASK_EN = re.compile(
    rf"{_OPEN_EN}(?:is\s+there\s+(?:a|an)\s+(?:way|option|setting|mode)\s+(?:for\s+(?:you|u)\s+)?(?:to\s+)?|do\s+{_U}\s+"
    rf"have\s+(?:a|an)\s+(?:option|setting|mode|way)\s+(?:to\s+)?|can\s+{_U}\s+|could\s+{_U}\s+)(?:not\s+to|not|stop|avoid)\s+"
    r"(?:sending|send|messaging|message|texting|text|pinging|ping|reminding|remind|notifying|notify)(?:\s+me)?"
    rf"(?:\s+(?:messages|reminders|notifications|anything))?\s+{_QUIET_DAYS_EN}" + _END, re.IGNORECASE)
_QUIET_DAYS_HE = r"(?:ב|בימי\s+)(?:שבת|שבתות|חג|חגים|לילה|לילות)(?:\s+(?:ו|או\s+)(?:ב)?(?:שבת|שבתות|חג|חגים))?"
_QUIET_ASK_HE = re.compile(
    rf"{_OPEN_HE}(?:(?:יש\s+לך|יש|קיימת)\s+(?:אפשרות|הגדרה|מצב|דרך)\s+(?:ש|ל)?|(?:את|אתה)\s+(?:יכולה|יכול)\s+|אפשר\s+ש?)"
    rf"(?:לא|שלא|להפסיק)\s+(?:ל|ת)?(?:שלוח|שלחי|שלח|הזכיר|זכירי|זכיר|הציק|ציקי)\s+(?:לי\s+)?(?:הודעות|תזכורות|התראות)?"
    rf"\s*{_QUIET_DAYS_HE}{_END}")


def _asks_about_memo(text: str) -> bool:
    return any(p.match(text) for p in (_SHARE_EN, _SHARE_HE, _PARTNER_ADDS_EN, _VOICE_ASK_EN, _VOICE_ASK_HE, _LIMIT_EN,
                                       _LIMIT_HE, _QUIET_ASK_EN, _QUIET_ASK_HE))


@grammar
def how_memo_works(ctx: RuleContext) -> Intent | None:
    text = re.sub(r"\s+", " ", ctx.text).strip()
    if len(text) > 160 or not _asks_about_memo(text):
        return None
    return about_memo(ABOUT_MEMO)
