"""A reminder asked for after a question about something else: "Dana wants to meet tuesday at 4pm. Am I free?
Also remind me to buy milk", "יש לי משהו מחר בחמש? ותזכירי לי להתקשר לאמא".

No grammar lives here: `tasks.create_reminder` reads the request after the question alone. The time in the
question belongs to what is asked about (the meeting), not to the reminder; a reminder without a time of its own
is asked for its time rather than given the meeting's. The question itself is a second request ("am I free
thursday at 3?"): a reminder read alone would leave it unanswered, so the reading is kept below the floor and
both are asked about, never one done and the other dropped.
"""

from __future__ import annotations

import re

from memo.planning.rules.base import Intent, RuleContext
from memo.planning.timeexpr import parse_time_expression

_REMIND = re.compile(r"\b(?:remind|nudge|ping)\s+(?:me|us)\b|\bremindme\b"
                     r"|(?<![\w\u0590-\u05FF])ו?(?:תזכיר|תזכירי|תזכירו|הזכר|הזכירי)(?![\w\u0590-\u05FF])",
                     re.IGNORECASE)


def request_after_a_question(ctx: RuleContext) -> RuleContext | None:
    """The request after the message's last question, when the question holds a time and the request is the
    message's only "remind me"; None otherwise (most messages: no question, or nothing after it)."""
    text = ctx.text
    mark = text.rfind("?")
    if mark < 0:
        return None
    head, tail = text[:mark + 1], text[mark + 1:].strip(" ,.;:-")
    if not tail or _REMIND.search(head) or not _REMIND.search(tail):
        return None
    if parse_time_expression(head, ctx.now) is None:
        return None  # nothing in the question to take a time from: the whole message reads the same
    return RuleContext(tail, ctx.now, ctx.language, ctx.latest_actions)


QUESTION_LEFT = 0.6  # below the floor: the question before the reminder would otherwise go unanswered


def held_for_the_question(intent: Intent | None) -> Intent | None:
    """The reminder read after a question, kept below the floor so that the question is not dropped."""
    if intent is not None:
        intent.confidence = min(intent.confidence, QUESTION_LEFT)
    return intent
