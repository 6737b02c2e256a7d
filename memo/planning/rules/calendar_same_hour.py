"""A move to another day with the hour kept, said after the move: "move the parents' evening from thursday to
friday, same time", "תזיז את הפגישה לשישי, באותה שעה". The remark only confirms what a move of the day does anyway
(the event keeps its hour), so the move is read without it; a move that also names a new hour is left unread, as the
two contradict each other."""

from __future__ import annotations

import re
from collections.abc import Callable

from memo.planning.rules.base import Intent, RuleContext

_SAME_HOUR = re.compile(
    r"[\s,;.–-]+(?:(?:and\s+)?(?:keep\s+(?:it\s+)?)?(?:at|in)\s+)?(?:the\s+)?same\s+(?:time|hour|slot)"
    r"(?:\s+as\s+(?:before|usual|now))?(?:\s+(?:please|pls|plz|thanks|thx))?\s*[.!]*$"
    r"|[\s,;.–-]+(?:ו)?(?:ב|ל)?(?:אותה|אותו)\s+(?:שעה|שעות)(?:\s+כמו\s+(?:קודם|תמיד|עכשיו))?"
    r"(?:\s+(?:בבקשה|תודה))?\s*[.!]*$", re.I)


def keeping_the_hour(read: Callable[[RuleContext], Intent | None], ctx: RuleContext) -> Intent | None:
    """`read`'s move of the message without a last "same time", when the move changes the day only."""
    tail = _SAME_HOUR.search(ctx.text)
    if tail is None or tail.start() == 0:
        return None
    core = ctx.text[:tail.start()]
    intent = read(RuleContext(raw=core, now=ctx.now, language=ctx.language, latest_actions=ctx.latest_actions))
    fields = intent.args.get("updateFields") or {} if intent is not None else {}
    if intent is None or intent.action != "update" or set(fields) != {"startDate"}:
        return None
    intent.read = core
    return intent
