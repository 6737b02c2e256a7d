"""Why an event is moved, said between its name and the verb: "the standup can wait, move it to 11", "the call
with dana isn't urgent push it to tomorrow", "the 3pm doesn't work for me, move it to 4", "הסטנדאפ יכול לחכות,
תעביר אותו ל11", "הפגישה עם דנה לא מסתדרת לי, תזיזי אותה למחר".

The change grammar (calendar_changes.py) reads the words before the verb as the event's name; left in, the
reason becomes part of the name searched for ("standup can wait") and no event, or the wrong one, is found. The
reason is cut, and the event is searched by its name alone, as in "move the standup to 11". Only remarks that
say the event may wait or does not fit are cut: other words there may be part of the name.
"""

from __future__ import annotations

import re

_WHY = re.compile(
    r"\s+(?:"
    r"can\s+wait|could\s+wait|may\s+wait|will\s+have\s+to\s+wait"
    r"|(?:is|'s|are|'re)\s+not\s+urgent|(?:isn|aren)'?t\s+urgent|not\s+urgent"
    r"|(?:can|could)\s+be\s+(?:pushed|moved|postponed|delayed|shifted)(?:\s+back)?"
    r"|(?:is|'s)\s+not\s+for\s+today|isn'?t\s+for\s+today|(?:does\s*n[o']?t|do\s*n[o']?t|won'?t|will\s+not)"
    r"\s+(?:have\s+to\s+be\s+today|work|fit)(?:\s+for\s+(?:me|us))?(?:\s+(?:today|anymore))?"
    r"|(?:is|'s)\s+too\s+(?:early|late|soon)"
    r"|(?:יכול|יכולה|יכולים|יכולות)\s+לחכות|(?:זה\s+)?לא\s+דחו(?:ף|פה|פים)"
    r"|לא\s+(?:מתאים|מתאימה|מסתדר|מסתדרת)(?:\s+לי)?|(?:מוקדם|מאוחר)\s+מדי"
    r")\s*[,;:.!-]*\s*$",
    re.IGNORECASE,
)
# "אפשר לדחות" before the event ("את הפגישה עם דנה אפשר לדחות"): the event is the words before it.
_HE_WHY = re.compile(r"\s+אפשר\s+לדחות(?:\s+(?:אותו|אותה|את\s+זה))?\s*[,;:.!-]*\s*$")


def without_why(what: str) -> str:
    """The event's name without a remark after it that says why it moves; `what` itself when there is none."""
    cut = _WHY.search(what) or _HE_WHY.search(what)
    if cut is None or not what[:cut.start()].strip(" ,"):
        return what
    return what[:cut.start()]
