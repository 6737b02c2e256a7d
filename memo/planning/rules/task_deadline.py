"""A reminder whose hour is a deadline said with "before": "remind me tmrw to send the form before 8", "b4 8",
"תזכירי לי מחר לשלוח את הטופס לפני 8", "submit the essay before 5pm".

The time grammar reads no "before <hour>", so the reminder would be set at the day's default hour, after the
deadline, or at the deadline itself with "before" left dangling in its words. How long before is the user's to
say: such a reminder is asked about, never set.
"""

from __future__ import annotations

import re

from memo.planning.rules.task_words import HE

_HOURS_EN = r"one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|noon|midnight"
_HOURS_HE = r"אחת|שתיים|שלוש|ארבע|חמש|שש|שבע|שמונה|תשע|עשר|אחת\s+עשרה|שתים\s+עשרה|הצהריים|חצות"
# "before 8", "b4 8:30", "לפני 8", "לפני שמונה"; or "before" left alone at the end, its hour already read.
_BEFORE_AN_HOUR = re.compile(
    rf"(?<![\w{HE}])(?:before|b4|bfr|לפני)\s+(?:\d{{1,2}}(?::[0-5]\d)?(?:\s*[ap]\.?m\.?)?|{_HOURS_EN}|{_HOURS_HE})"
    rf"(?![\w{HE}])|(?<![\w{HE}])(?:before|b4|לפני)\s*$",
    re.IGNORECASE)


def deadline_before(text: str) -> bool:
    """Whether the task's words still hold "before <hour>" (or a dangling "before"): a deadline, not the reminder's
    hour."""
    return bool(_BEFORE_AN_HOUR.search(text))
