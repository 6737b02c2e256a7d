"""`meta`: whether and how Memo remembers what it is told, asked in general: "את זוכרת דברים שאני אומר לך לשמור? איך
זה עובד", "do you actually remember stuff i tell you to save? how does that work?", "אתה באמת שומר כל מה שאני כותבת
לך?", "how does your memory work?", "איך הזיכרון שלך עובד?".

What is asked about is the user's telling in general ("things I tell you", "כל מה שאני אומרת לך", in the present of a
habit), so the answer describes Memo and nothing is looked up. A question about one thing told ("את זוכרת מה הקוד של
השער?", "do you remember what I told you about dana?") names it, and stays a search of the notes. Where it is all kept
("איפה את שומרת את כל הדברים שאני אומרת לך לזכור?") is the same question.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, about_memo
from memo.planning.rules.meta_asks import _OPEN_EN, _OPEN_HE, _U, ABOUT_MEMO

_HE = r"\u05D0-\u05EA"
# How it works, asked after: "how does it work", "for how long", "איך זה עובד", "לכמה זמן".
_HOW_EN = (r"(?:\s*[?.!,]*\s*(?:and\s+|like\s+|so\s+)?(?:how\s+(?:does|do)\s+(?:that|it|this)\s+"
           r"(?:(?:even|actually)\s+)?work"
           r"|(?:for\s+)?how\s+long(?:\s+(?:for|do\s+(?:you|u)\s+keep\s+(?:it|them)))?|forever|where\s+does\s+it\s+go))?")
_HOW_HE = (r"(?:\s*[?.!,]*\s*(?:ו)?(?:איך\s+(?:זה|הדבר\s+הזה)\s+(?:בעצם\s+)?עובד(?:\s+בעצם)?|לכמה\s+זמן|לתמיד"
           r"|לאן\s+(?:זה|הם)\s+(?:הולך|הולכים)))?")
_TOLD_EN = (r"(?:(?:the\s+)?(?:things|stuff|everything|all\s+the\s+(?:things|stuff))\s+(?:that\s+)?|what(?:ever)?\s+)"
            rf"i\s+(?:tell|send|give|write|text|ask)\s+{_U}(?:\s+to\s+(?:save|keep|remember|note|store))?")
_TOLD_HE = (r"(?:את\s+)?(?:כל\s+)?(?:ה)?(?:דברים|מה)\s+ש(?:אני\s+)?(?:אומר|אומרת|כותב|כותבת|מספר|מספרת|שולח|שולחת"
            r"|מבקש|מבקשת|נותן|נותנת)(?:\s+(?:לך|ממך))?(?:\s+(?:לשמור|לזכור|לרשום))?")
_MEMORY = re.compile(
    rf"{_OPEN_EN}(?:do|does|will|can)\s+{_U}\s+(?:actually\s+|really\s+|even\s+)?(?:remember|keep|save|store)\s+{_TOLD_EN}"
    rf"{_HOW_EN}\s*[?!.]*\s*$"
    rf"|{_OPEN_EN}how\s+(?:does|do)\s+(?:your\s+memory|(?:the\s+)?(?:memory|saving|remembering)(?:\s+(?:thing|part|feature))?)"
    rf"\s+(?:even\s+|actually\s+)?work\s*[?!.]*\s*$"
    rf"|{_OPEN_HE}(?:(?:את|אתה)\s+)?(?:באמת\s+|בכלל\s+)?(?:זוכרת|זוכר|שומרת|שומר)\s+{_TOLD_HE}(?![{_HE}]){_HOW_HE}"
    rf"(?![{_HE}])\s*[?!.]*\s*$"
    rf"|{_OPEN_HE}איך\s+(?:ה)?(?:זיכרון|זכרון)(?:\s+שלך)?\s+(?:בעצם\s+)?עובד(?:\s+בעצם)?\s*[?!.]*\s*$"
    # where it is all kept: "איפה את שומרת את כל מה שאני אומרת לך לזכור?", "where do you keep the stuff i tell you?"
    rf"|{_OPEN_EN}where\s+(?:do|does)\s+{_U}\s+(?:actually\s+|even\s+)?(?:keep|save|store|put)\s+(?:all\s+)?{_TOLD_EN}"
    r"\s*[?!.]*\s*$"
    rf"|{_OPEN_HE}(?:איפה|היכן|לאן)\s+(?:(?:את|אתה)\s+)?(?:בעצם\s+)?(?:שומרת|שומר|רושמת|רושם|מכניסה|מכניס)\s+{_TOLD_HE}"
    rf"(?![{_HE}])\s*[?!.]*\s*$",
    re.IGNORECASE)


@grammar
def memory_asked(ctx: RuleContext) -> Intent | None:
    """ "את זוכרת דברים שאני אומר לך לשמור? איך זה עובד": how Memo keeps things, not a search."""
    text = re.sub(r"\s+", " ", ctx.text).strip()
    if len(text) > 160 or not _MEMORY.match(text):
        return None
    return about_memo(ABOUT_MEMO)
