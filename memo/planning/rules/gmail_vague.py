"""A message body that only points at something the user has and Memo does not: "with the update", "with the
details", "עם העדכון", "עם הפרטים של הפגישה", "with it".

"send the client an email with the update" says what the email is about, not what it says: Memo has no update to
put in it, so the text is asked for rather than sending "with the update" as the whole email. A body with words
of its own ("with the good news that we signed", "with the new code 4471", "עם העדכון: נדחה ליום ה'") is the
message and is kept. So is what Memo itself keeps ("with the list", "עם המשימות"), and a draft: the user finishes it.
"""

from __future__ import annotations

import re

# "with" + a definite thing of up to four words, nothing said about it: no "that"/"ש" clause, number or colon.
_POINTER_EN = re.compile(
    r"^(?:with|w/)\s+(?:(?:the|my|our|his|her|their|this|that|those|these)\s+(?!(?:subject|title)\b)"
    r"(?!(?:[^\s]+\s+){0,3}?(?:that|saying|which|about|re|:)\b)[a-z'-]+(?:\s+(?!(?:that|saying|which|about)\b)"
    r"[a-z'-]+){0,3}|it|them|that|this)$", re.IGNORECASE)
_POINTER_HE = re.compile(r"^עם\s+(?:ה(?!נושא|כותרת)[\u05D0-\u05EA'\"-]+(?:\s+(?!ש(?!ל))[\u05D0-\u05EA'\"-]+){0,3}"
                         r"|זה|את\s+זה|אותו|אותה)$")


# What Memo keeps and can put in the mail itself: a list, the tasks, the notes, the schedule.
_MEMO_KEEPS = re.compile(r"\b(?:lists?|tasks?|to-?dos?|notes?|reminders?|schedule|calendar|agenda)\b"
                         r"|(?<![\u05D0-\u05EA])ה?(?:רשימ|משימ|פתק|תזכור|יומן|לו\"?ז)", re.IGNORECASE)


def only_pointer(body: str) -> bool:
    """True when the whole body is "with <something of the user's>" and says nothing itself."""
    body = re.sub(r"[\s.!]+$", "", body.strip())
    return bool(_POINTER_EN.match(body) or _POINTER_HE.match(body)) and not _MEMO_KEEPS.search(body)


# Words that only say when or how politely: "send the email to my son now. Thank you" gives the email no text.
_NO_TEXT = re.compile(
    r"^(?:(?:right\s+)?now|asap|immediately|right\s+away|today|tonight|please|pls|plz|thanks?(?:\s+you)?|thx|ty"
    r"|(?:ה)?יום|עכשיו|מיד|כבר|דחוף|בבקשה|תודה(?:\s+רבה)?|בהקדם|הערב|[\s.,!?\-🙏]+)+$", re.IGNORECASE)


def says_nothing(body: str) -> bool:
    """True when the body holds no words of a message, only a time to send it or thanks."""
    return bool(body.strip()) and _NO_TEXT.match(body.strip()) is not None
