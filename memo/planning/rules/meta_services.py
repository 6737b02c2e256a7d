"""Whether Memo reaches a calendar or mail service by its maker's name: "can u also manage my outlook calendar or only
google?", "do you handle icloud calendars too", "את יכולה לנהל גם את היומן של אאוטלוק או רק של גוגל?".

A question about Memo (`meta / describe`), not a request to the calendar or the mail: it names a service by its maker
and asks whether Memo can do it too, or only the other one. Without a second maker ("or only google") the service
must be one Memo has no tool for (Outlook, iCloud, Yahoo): "can you manage my google calendar" may ask for it to be
done, and is left to the calendar. A time or a person in the message makes it a request ("manage my outlook calendar
tomorrow at 5"), and the rest is left alone.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, about_memo

_HE = r"\u05D0-\u05EA"
_U = r"(?:you|u|ya|memo|it|this(?:\s+(?:app|bot|thing))?)"
# Makers Memo has no tool for, and Google's, whose calendar and mail it reaches.
_OTHER_EN = (r"(?:outlook|hotmail|live|icloud|apple|yahoo|exchange|microsoft|ms|office(?:\s*365)?|proton(?:\s*mail)?"
             r"|samsung|zoho)")
_GOOGLE_EN = r"(?:google|gmail|g\s*cal|gcal)"
_OTHER_HE = (rf"(?:אאוטלוק|אוטלוק|אווטלוק|הוטמייל|אייקלאוד|אייקלאוד|אפל|יאהו|מיקרוסופט|אופיס|{_OTHER_EN})")
_GOOGLE_HE = rf"(?:גוגל|ג'ימייל|גימייל|ג׳ימייל|{_GOOGLE_EN})"
# What of the service is asked about: "my outlook calendar", "the icloud one".
_WHAT_EN = r"(?:calendars?|cal|mail|e-?mails?|inbox|account|one|contacts|tasks|reminders)"
_WHAT_HE = r"(?:ה)?(?:יומן|יומנים|מייל|מיילים|דואר|תיבה|חשבון|אנשי\s+קשר|משימות)"

_VERB_EN = (r"(?:manage|handle|run|read|see|access|use|view|check|open|update|edit|sync(?:\s+with)?"
            r"|connect\s+(?:to|with)"
            r"|work\s+with|support|do|deal\s+with|link\s+(?:to|with)|hook\s+(?:up\s+)?(?:to|with)|get\s+into)")
_SERVICE_EN = (rf"(?:(?:my|the|our|an?|your)\s+)?(?P<maker>{_OTHER_EN}|{_GOOGLE_EN})(?:\s+{_WHAT_EN}){{0,2}}"
               rf"|(?:(?:my|the|our)\s+)?{_WHAT_EN}\s+(?:on|in|from|of)\s+(?P<maker2>{_OTHER_EN}|{_GOOGLE_EN})")
# "or only google", "or just the google one", "or is it only gmail".
_ONLY_EN = (rf"\s*,?\s*or\s+(?:is\s+it\s+|are\s+(?:you|u)\s+)?(?:only|just)\s+(?:(?:with|on|for)\s+)?(?:the\s+)?"
            rf"(?P<only>{_GOOGLE_EN}|{_OTHER_EN})(?:\s+{_WHAT_EN})?(?:\s+(?:for\s+now|atm|right\s+now))?")
_ASKS_EN = re.compile(
    rf"^(?:(?:so|and|also|hey|wait|btw|quick\s+q(?:uestion)?)[\s,:]+)*(?:can|could|do|does|will|would)\s+{_U}\s+"
    r"(?:also\s+|even\s+|actually\s+|possibly\s+)?(?:be\s+able\s+to\s+)?(?:also\s+)?"
    rf"{_VERB_EN}\s+(?:also\s+)?(?:{_SERVICE_EN})(?:\s+(?:too|also|as\s+well))?(?:{_ONLY_EN})?\s*(?P<q>[?!.]*)\s*$",
    re.IGNORECASE)

# "גם" may stand inside the verb: "לעבוד גם עם יומן של אאוטלוק".
_VERB_HE = (r"(?:לנהל|לקרוא|לראות|לגשת\s+ל|להיכנס\s+ל|להתחבר\s+(?:גם\s+)?ל|להתחבר\s+(?:גם\s+)?עם|לעבוד\s+(?:גם\s+)?עם"
            r"|לעבוד\s+(?:גם\s+)?מול|לסנכרן(?:\s+(?:גם\s+)?עם)?|להשתמש\s+(?:גם\s+)?ב|לעדכן|לטפל\s+(?:גם\s+)?ב|לחבר)")
_DOES_HE = (r"(?:עובדת|עובד|מתחברת|מתחבר|תומכת|תומך|מנהלת|מנהל|קוראת|קורא|מסתנכרנת|מסתנכרן|רואה|מכירה|מכיר)")
_SERVICE_HE = (rf"(?:את\s+)?(?:{_WHAT_HE}\s+(?:גם\s+)?(?:של\s+|ב|מ)?-?\s*)?(?:ה)?(?P<maker>{_OTHER_HE}|{_GOOGLE_HE})"
               rf"(?:\s+{_WHAT_HE})?(?:\s+שלי)?")
_ONLY_HE = (rf"\s*,?\s*או\s+(?:ש(?:זה|את|אתה)\s+)?(?:רק|בלבד)\s+(?:עם\s+|של\s+|ב|ל|מ|מול\s+|את\s+)?-?\s*"
            rf"(?:{_WHAT_HE}\s+(?:של\s+)?)?(?P<only>{_GOOGLE_HE}|{_OTHER_HE})(?:\s+בלבד)?")
# The present-tense reading below names its groups apart: one pattern may not name a group twice.
_SERVICE_HE_2, _ONLY_HE_2 = _SERVICE_HE.replace("<maker>", "<maker3>"), _ONLY_HE.replace("<only>", "<only2>")
_ASKS_HE = re.compile(
    rf"^(?:(?:ו|אז|רגע|שאלה|היי)[\s,:]+)*(?:האם\s+)?(?:(?:את|אתה)\s+)?(?:גם\s+)?(?:יכולה|יכול|יודעת|יודע|מסוגלת|מסוגל)\s+"
    rf"(?:גם\s+)?{_VERB_HE}\s*-?\s*(?:גם\s+)?(?:{_SERVICE_HE})(?:\s+גם)?(?:{_ONLY_HE})?\s*(?P<q>[?!.]*)\s*$"
    # Said in the present: "אתה עובד גם עם אאוטלוק או רק עם גוגל?".
    rf"|^(?:(?:ו|אז|רגע|שאלה|היי)[\s,:]+)*(?:האם\s+)?(?:(?:את|אתה)\s+)?(?:גם\s+)?{_DOES_HE}\s+(?:גם\s+)?"
    rf"(?:עם|ל|ב|מול|את)?\s*-?\s*(?:גם\s+)?(?:{_SERVICE_HE_2})(?:\s+גם)?(?:{_ONLY_HE_2})?\s*(?P<q2>[?!.]*)\s*$",
    re.IGNORECASE)
_GOOGLE = re.compile(rf"^(?:{_GOOGLE_HE})$", re.IGNORECASE)


@grammar
def service_question(ctx: RuleContext) -> Intent | None:
    """ "can u also manage my outlook calendar or only google?": whether Memo reaches that service, about Memo."""
    text = ctx.text.strip()
    if len(text) > 160 or ctx.time is not None:
        return None
    m = _ASKS_EN.match(text) or _ASKS_HE.match(text)
    if m is None:
        return None
    groups = m.groupdict()
    maker = groups.get("maker") or groups.get("maker2") or groups.get("maker3") or ""
    # Google's own calendar or mail, asked about alone, may be a request for it ("can you check my gmail?").
    if not (groups.get("only") or groups.get("only2")) and _GOOGLE.match(maker.strip()):
        return None
    # Above the calendar's and the mail's readings of "manage my ... calendar" and "read my ... email" (0.9).
    return about_memo(0.95)
