"""A reminder's time said with a shrug: "remind me to buy a present for the teacher idk when maybe thursday",
"תזכירי לי אולי ביום חמישי לקנות מתנה לגננת".

The time grammar reads the time and leaves the hedge in the task's words, next to where the time was cut ("...
teacher idk when maybe", "אולי לקנות ..."). The user has not decided when: the reminder is asked about, not set.
A hedge inside the errand ("ask dana if maybe she can come") is the errand's own and is kept.
"""

from __future__ import annotations

import re

from memo.planning.rules.task_words import HE

# Undecided, not approximate: "around 4 or so", "probably at 4", "בערך בארבע" still name the hour meant.
_HEDGE_EN = r"maybe|perhaps|possibly|idk(?:\s+when)?|i\s+guess|not\s+sure(?:\s+when)?"
_HEDGE_HE = r"אולי|לא\s+יודע(?:ת)?(?:\s+מתי)?|לא\s+בטוח(?:ה)?(?:\s+מתי)?"
# At the task's edge, where the time words were cut out: its start or its end.
_AT_EDGE = re.compile(
    rf"^(?:{_HEDGE_EN}|{_HEDGE_HE})(?![\w{HE}])|(?<![\w{HE}])(?:(?:{_HEDGE_EN}|{_HEDGE_HE})[\s,]*)+$",
    re.IGNORECASE)


def hedged_time(text: str) -> bool:
    """Whether the reminder's words begin or end with a hedge left by the time cut from beside it."""
    return bool(_AT_EDGE.search(text.strip(" ,.!?")))
