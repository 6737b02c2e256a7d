"""The old hour of a move, said before its new one: "move the dentist on thursday from 3 to 5", "move the client on
tuesday at 10 to 12", "תזיזי את הפגישה ביום שלישי מ-10 ל-12".

The old hour says which event, never what it is called: "from 3" is cut from the name the event is searched by, and
it is the hour the new bare one is read near. An old hour and a day said together name a slot in the calendar, so
the thing in it is an event even with no event word ("the client", "the plumber"): read as a task, "the client on
tuesday at 10 to 12" lost its move.
"""

from __future__ import annotations

import re
from datetime import datetime

from memo.planning.timeexpr import parse_range

_CLOCK = (r"\d{1,2}(?::\d{2})?(?:\s*[ap]\.?m\.?)?|אחת|שתיים|שתים|שלוש|ארבע|חמש|שש|שבע|שמונה|תשע|עשר|אחת\s+עשרה"
          r"|שתים\s+עשרה|שתיים\s+עשרה")
# An old hour said the way people speak it: "from quarter to 4", "from half 3", "מרבע לארבע", "מתשע פחות רבע".
_HE_FRACTION = r"(?:רבע|עשרים(?:\s+וחמש(?:ה)?)?|עשרה|עשר|חמישה|חמש)"
_HOUR = r"(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|אחת|שתיים|שתים|שלוש|ארבע|חמש|שש" \
        r"|שבע|שמונה|תשע|עשר)"
_CLOCK += (rf"|{_HE_FRACTION}\s+ל-?{_HOUR}|{_HOUR}\s+פחות\s+{_HE_FRACTION}"
           rf"|(?:half|(?:a\s+)?quarter|twenty(?:[- ]five)?|ten|five)\s+(?:past|after|to)\s+{_HOUR}|half\s+{_HOUR}")
# The old hour at the end of the words before the new time: "from 3", "at 10", "מ-10", "בעשר".
_OLD = re.compile(rf"\s+(?:(?P<from>from|מ-?)\s*|(?:at|ב-?)\s*)(?P<old>(?:{_CLOCK})(?:\s+(?:וחצי|ורבע))?)\s*$", re.I)


def old_hour(head: str) -> tuple[str, str]:
    """`head` without an old hour said with "from" / "מ" (the hour said with "at" / "ב" stays: the time words read
    the event's day from it), and that old hour ("" when none)."""
    match = _OLD.search(head)
    if match is None:
        return head, ""
    return (head[:match.start()] if match["from"] else head), match["old"]


def names_a_slot(named: str, old: str, now: datetime) -> bool:
    """An old hour and a day said for the event ("the client on tuesday at 10", "the plumber tomorrow from 2")."""
    return bool(old) and parse_range(named, now) is not None
