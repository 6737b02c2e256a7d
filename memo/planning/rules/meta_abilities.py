"""`meta`: whether Memo can do one more thing, or only what it is known for: "can you track my flight status too or just
set reminders?", "do u also book restaurants or only do lists?", "את יכולה גם לעקוב אחרי הטיסה או רק תזכורות?".

The "or just <one of Memo's own tools>" at the end makes it a question about Memo: the user asks where Memo's skills
end, and wants no reminder set and nothing tracked. Without that alternative ("can you track my flight?") the message
may ask for the thing itself, and is left to the other grammars. A time in it ("... or just remind me at 5") makes it a
request, so it is not read.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, about_memo

ABOUT_MEMO = 0.96  # above a reminder's reading of "set reminders" with no time (0.95), which would only ask when
_HE = r"\u05D0-\u05EA"
_U = r"(?:you|u|ya|memo)"

# What Memo is known for, after "or just": reminders, lists, notes, the calendar, mail.
_OWN_EN = (r"(?:(?:set|send|do|make|give|handle|manage|keep)\s+(?:me\s+)?)?(?:reminders?|lists?|notes?|to-?dos?|tasks?"
           r"|alarms?|(?:the\s+|my\s+)?calendar|e-?mails?|mail)|remind(?:\s+me)?|(?:a\s+)?reminder\s+(?:app|bot|thing)")
_OWN_HE = (r"(?:(?:לקבוע|לשלוח|לעשות|לנהל|לרשום|לשמור)\s+)?(?:תזכורות|תזכורת|רשימות|פתקים|משימות|יומן|ה?יומן|מיילים)"
           r"|(?:ל)?הזכיר|(?:ל)?תזכר|מזכירה|מזכיר|מתזכרת|מתזכר")
_ASKS_EN = re.compile(
    rf"^(?:(?:so|and|also|hey|wait|btw|quick\s+q(?:uestion)?|ok|okay)[\s,:]+)*(?:can|could|do|does|will|would)\s+{_U}\s+"
    r"(?:also\s+|even\s+|actually\s+)?(?:be\s+able\s+to\s+)?(?P<what>(?:[\w'-]+\s+){1,7}?)(?:too|also|as\s+well)?\s*,?\s*"
    rf"or\s+(?:do\s+{_U}\s+|are\s+{_U}\s+|is\s+it\s+)?(?:just|only)\s+(?:for\s+)?(?:{_OWN_EN})(?:\s+(?:and\s+stuff|and\s+such"
    r"|for\s+now|lol|haha))?\s*\?+\s*$",
    re.IGNORECASE)
_ASKS_HE = re.compile(
    rf"^(?:(?:ו|אז|רגע|שאלה|היי)[\s,:]+)*(?:האם\s+)?(?:(?:את|אתה)\s+)?(?:גם\s+)?(?:יכולה|יכול|יודעת|יודע)\s+"
    rf"(?:גם\s+)?(?P<what>(?:[{_HE}\w'-]+\s+){{1,7}}?)(?:גם\s+)?,?\s*או\s+(?:ש(?:את|אתה)\s+)?(?:רק|בלבד)\s+(?:{_OWN_HE})"
    rf"(?![{_HE}])(?:\s+(?:בלבד|וזהו))?\s*\?+\s*$",
    re.IGNORECASE)
# What is asked about must be a doing beyond Memo's tools: one of its own tools said again ("can you set reminders or
# just lists") or a verb it acts on ("can you add milk or just remind me") may be a request, and is left alone.
_OWN_FIRST = re.compile(
    rf"^(?:{_OWN_EN}|{_OWN_HE})\s*$|^(?:add|put|remind|save|store|remember|note|write|schedule|delete|remove|cancel|move"
    r"|send|e-?mail|reply|forward|mark|tick|set|create|make\s+a\s+(?:list|note|reminder))\b"
    rf"|^(?:להוסיף|לרשום|לשמור|לזכור|להזכיר|לקבוע|למחוק|לבטל|להזיז|לשלוח|לסמן)(?![{_HE}])", re.IGNORECASE)


@grammar
def beyond_own_tools(ctx: RuleContext) -> Intent | None:
    text = re.sub(r"\s+", " ", ctx.text).strip()
    if len(text) > 160 or (ctx.time is not None and ctx.time.when is not None):
        return None
    m = _ASKS_EN.match(text) or _ASKS_HE.match(text)
    if m is None or _OWN_FIRST.match(m.group("what")):
        return None
    return about_memo(ABOUT_MEMO)
