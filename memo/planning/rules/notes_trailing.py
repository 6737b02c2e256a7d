"""How a command to keep something reads when it comes after the note ("X save that", "X, תרשום", "X, worth
remembering", "X so i don't forget"), and what cannot come before it (a subject, a to-do, a grocery run out).

Separate from notes.py, which reads these in `_trailing_store`, to keep that module within the line guide; the names
are imported back there (other modules import `_OUT_OF` and `_TODO_START` from notes).
"""

from __future__ import annotations

import re

_EMOJI_TAIL = r"(?:[\U0001F000-\U0001FAFF\u2600-\u27BF\u2764\ufe0f\u200d]+\s*)*"  # "save it 🙏🙏": no part of it
# The command after what to keep: "X save that", "X keep it for me", "X. write it down somewhere", "X, תרשום",
# "X תשמרי". A verb with its object ("save that") needs nothing before it; a bare verb ("X, save") needs
# punctuation, and a Hebrew bare form ("שמור") an object, since both are also ordinary words.
_TRAIL_EN = re.compile(
    r"(?:[\s,.;:!\-–]*(?<![\w'])(?:(?:pls|please|plz|so|and|just|can you|could you|can u|could u)\s+)*"
    r"(?:(?:save|store|keep|note|jot|write|remember|memori[sz]e)\s+(?:it|that|this|them|(?:her|his|their)\s+(?:number"
    r"|phone(?:\s+number)?|details|address|email|info))(?:\s+(?:idea|thought))?(?:\s+down)?"
    r"|(?:jot|write|note)\s+down)|\s*[,.;:!\-–]+\s*(?:(?:pls|please|plz)\s+)?(?:save|store|keep|remember|note)"
    # a bare verb right after a number or a code: "the babysitters number is 0541234567 save"
    r"|(?<=\d)\s+(?:(?:pls|please|plz)\s+)?(?:save|store|remember))"
    r"(?:\s+(?:down|for me|for later|somewhere|in (?:my |the )?notes|pls|please|plz|thanks|thx|ty|ok|k|too"
    r"|as well|before i forget(?: it)?|under\s+(?P<under>[a-z\u05D0-\u05EA][\w'-]*)"
    # why, said after the command: "... save it so i don't forget"
    r"|(?:so|so\s+that|in\s+case)\s+i\s+(?:don'?t|dont|won'?t|wont|do\s+not)\s+forget(?:\s+(?:it|that|this))?))*\s*[.!]*\s*"
    + _EMOJI_TAIL + "$",
    re.IGNORECASE)
_TRAIL_HE = re.compile(
    r"[\s,.;:!\-–]+(?:(?:בבקשה|רק|ו)\s*)?(?:(?:תרשום|תרשמי|תרשמו|תשמור|תשמרי|תשמרו|תזכור|תזכרי|תכתוב|תכתבי)"
    r"|(?:שמור|שמרי|רשום|רשמי|כתוב|כתבי)(?=\s+(?:לי|את|אותו|אותה|בפתקים|אצלך))|(?<=\d\s)(?:לשמור|לרשום|לזכור))"
    r"(?:\s+(?:לי|את זה|זה|אותו|אותה|אותם|בבקשה|בפתקים|בצד|אצלך|איפשהו|תודה|תחת\s+(?P<under>[\u05D0-\u05EA][\w'-]*)"
    r"|את\s+ה(?:מספר|טלפון|פרטים|כתובת|מייל)\s+(?:שלה|שלו|שלהם)"
    r"|(?:כדי\s+)?ש?לא\s+(?:אשכח|נשכח)(?:\s+(?:את\s+זה|אותו|אותה|אותם))?))*"  # "... תשמרי לי שלא אשכח"
    r"\s*[.!]*\s*" + _EMOJI_TAIL + "$")
# A fact told, and then that it is worth keeping: "X, worth remembering", "X - good to know for next time", "X, שווה
# לזכור", "X. כדאי לזכור". Said after a fact about someone or something, never after a to-do (checked below).
_TRAIL_WORTH = re.compile(
    r"[\s,.;:!\-–]+(?:(?:(?:that'?s|thats|it'?s|its|this\s+is|definitely|really|so)\s+)*(?:worth\s+(?:remembering|knowing"
    r"|keeping(?:\s+in\s+mind)?|noting|saving)|good\s+to\s+(?:remember|keep\s+in\s+mind)|for\s+future\s+reference"
    r"|(?:keep|bear)\s+(?:that|it|this)\s+in\s+mind)(?:\s+for\s+(?:next\s+time|later|the\s+future))?"
    r"|(?:(?:זה|ממש|באמת)\s+)*(?:שווה|כדאי|חשוב)\s+(?:לזכור|לשמור|לרשום)(?:\s+(?:את\s+זה|זאת))?"
    r"(?:\s+(?:לפעם\s+הבאה|להבא|לעתיד|בהמשך))?)\s*[.!]*\s*$", re.IGNORECASE)
# Why it is said, after a fact: "the safe code is 4471 so i don't forget", "הקוד של הכספת 4471 שלא אשכח". Also said
# after a to-do ("pay the bill so i don't forget"), so it is read as a note only when a kept detail is named.
_TRAIL_LEST = re.compile(
    r"[\s,.;:!\-–]+(?:(?:just|so|so\s+that|in\s+case|lest)\s+)?(?:i|we)\s+(?:don'?t|dont|won'?t|wont|do\s+not|will\s+not"
    r"|never)?\s*forget(?:\s+(?:it|that|this|again))?"
    r"|[\s,.;:!\-–]+(?:(?:כדי|רק|ש)\s*)?ש?לא\s+(?:אשכח|נשכח)(?:\s+(?:את\s+זה|אותו|אותה|אותם|שוב))?"
    r"(?:\s+(?:בבקשה|תודה))?\s*[.!]*\s*$", re.IGNORECASE)
# A time said as a standing habit or preference ("calls only after 2pm, never mornings", "לא לפני 10", "usually
# free after 5"): a fact about someone, not an event at that time.
_STANDING = re.compile(r"\b(?:only|never|always|usually|normally|prefers?|not\s+(?:before|after|until))\b"
                       r"|(?<![\u05D0-\u05EA])(?:רק\s+(?:אחרי|לפני|אחר|עד|מ)|אף\s+פעם|לעולם\s+לא|לא\s+(?:לפני|אחרי)|תמיד"
                       r"|בדרך\s+כלל|מעדיף|מעדיפה|מעדיפים)", re.IGNORECASE)
_TRAIL_WINDOW = 80
# What a trailing command cannot follow: a subject, a negation or a question ("i can't remember it",
# "did you save that", "אל תשמור").
_NOT_BEFORE_COMMAND = re.compile(
    r"(?:^|\s)(?:i|you|u|we|they|he|she|it|can'?t|cannot|don'?t|didn'?t|never|not|to|will|would|should|could|must|did"
    r"|do|does|how|why|what|where|אל|לא|שלא|אם|מה|איך|למה|אני|אתה|את|אנחנו|צריך|צריכה|רוצה|אפשר|תוכל|תוכלי|כבר)$",
    re.IGNORECASE)
# A to-do, a reminder, a finished task or a missing grocery before the command ("call mom tomorrow, write it
# down", "need to renew my passport, note it", "we're out of milk, write it down"): not a note.
_TODO_START = re.compile(r"^(?:to\s|remind|add\s|buy\s|call\s|pick\s+up|get\s|(?:i\s+)?(?:need|have)\s+to\s|must\s"
                         r"|done\b|finished\b|completed\b|תזכיר|תזכירי|תוסיף|תוסיפי|לקנות|להתקשר|לשלם|לקבוע|להזמין"
                         r"|לאסוף|להביא|(?:אני\s+)?(?:צריך|צריכה|חייב|חייבת)\s|סיימתי|גמרתי|סגרתי)", re.IGNORECASE)
_OUT_OF = re.compile(r"\b(?:out\s+of|ran\s+out|running\s+low)\b|(?<![\u05D0-\u05EA])(?:נגמר|נגמרה|נגמרו|חסר|חסרה"
                     r"|חסרים)(?![\u05D0-\u05EA])", re.IGNORECASE)
# "ends on 31.7.2027", "נגמר ב31.7": when a contract or a plan ends, a date to keep, not a grocery gone.
_ENDS_ON = re.compile(r"\s*(?:ב-?\s?|on\s+|in\s+|at\s+)?\d", re.IGNORECASE)


def _runs_out(what: str) -> bool:
    """Whether `what` says something ran out ("we're out of milk"), not when something ends ("נגמר ב31.7.2027")."""
    return any(not _ENDS_ON.match(what, m.end()) for m in _OUT_OF.finditer(what))
