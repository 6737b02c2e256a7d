"""`general`: a first in one's life, told — "סיימתי היום מרתון ראשון בחיים!!!", "ran my first ever half marathon".

"סיימתי ..." and "finished ..." also report a task done (task_complete.py), which reads them with confidence. A
first of a lifetime ("ראשון בחיים", "לראשונה בחיים", "first ever", "for the first time in my life") is news to share,
never an item of a to-do list, so it is read a little above a task done. Any request word, fact, number or clock time
in the message leaves it to the tools (general_chat._only_chat).
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.general_chat import _TRAILING, MAX_CHARS, _only_chat

FIRST_IN_LIFE = 0.9  # above a task reported done (0.88): a first of a lifetime is never a to-do
_HE = r"\u05D0-\u05EA"

# The first-of-a-lifetime marker itself: in Hebrew "בחיים" / "בחיי" / "בחיים שלי" after "ראשון/ה" or "לראשונה",
# in English "first ever", "first ... of my life", "for the first time in my life", "first time ever".
_FIRST_IN_LIFE = re.compile(
    rf"(?<![{_HE}])(?:ה?ראשון|ה?ראשונה|לראשונה|בפעם\s+הראשונה)(?:\s+[{_HE}]+){{0,2}}\s+(?:ב)?חיי(?:ם)?(?:\s+שלי)?"
    rf"(?![{_HE}])|(?<![{_HE}])(?:ה?ראשון|ה?ראשונה)\s+אי\s+פעם(?![{_HE}])"
    r"|\bfirst[\s-]+ever\b|\bfirst\s+time\s+ever\b|\bfirst\s+time\s+in\s+my\s+(?:life|\d+\s+years)\b"
    r"|\bfirst\s+(?:\w+\s+){1,3}(?:of|in)\s+my\s+life\b",
    re.IGNORECASE)
# Told in the first person, past ("סיימתי", "רצתי", "i finished", "ran my"): what the user did, not a plan.
_DID = re.compile(
    rf"(?<![{_HE}])(?:[{_HE}]{{2,}}(?:תי|נו))(?![{_HE}])|\b(?:i|we)\s+(?:just\s+|finally\s+|actually\s+)?\w+ed\b"
    r"|\b(?:i|we)\s+(?:just\s+|finally\s+)?(?:ran|swam|did|made|got|won|rode|flew|saw|went|wrote|sold|built|held|took"
    r"|had|gave|caught|beat|climbed|drove|baked|cooked|read|met)\b"
    r"|^(?:just\s+|finally\s+)?(?:\w+ed|ran|swam|did|made|got|won|rode|flew|saw|went|wrote|sold|built|took|caught"
    r"|beat|climbed|drove|baked)\b", re.IGNORECASE)


@grammar
def first_in_life(ctx: RuleContext) -> Intent | None:
    if len(ctx.text) > MAX_CHARS or not _FIRST_IN_LIFE.search(ctx.text):
        return None
    if ctx.time is not None and ctx.time.when is not None and ctx.time.date_only is None:
        return None  # "... tomorrow at 5": a time is for the tools
    text = _TRAILING.sub("", ctx.text)
    if not _DID.search(text) or not _only_chat(text):
        return None
    return Intent("general", "respond", {"operation": "respond", "kind": "small_talk"}, FIRST_IN_LIFE,
                  intent_type="conversation")
