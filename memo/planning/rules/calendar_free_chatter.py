"""Whether one is free, asked after a run of chatter with no stop between: "my inlaws keep asking when they can come
see her lol am i free thurs between 2 and 4", "the boss wants yet another sync ugh do i have anything friday 10 to
12", "החמות שלי כל הזמן שואלת מתי הם יכולים לבוא חחח אני פנויה ביום חמישי בין 2 ל-4".

Chat runs one sentence into the next with a laugh or nothing at all where a full stop would be, so the clauses are not
cut apart (asides.py cuts at punctuation) and the question is read by no grammar: it does not open the message. The
question is found where it opens, and read alone as calendar_more.check_conflicts reads it; the words before it are
left out only when they are a remark: no time, no number, nothing asked of Memo. "the kids are off thursday am i free
2 to 4" says the day before the question, so it is no remark and is left to be asked about.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.asides import _ASKS_MEMO
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.calendar_more import check_conflicts
from memo.planning.timeexpr import parse_time_expression

_HE = r"\u05D0-\u05EA"
# Where the question opens: a first-person ask of free or busy, after a laugh or straight after the chatter.
_OPENS = re.compile(
    rf"(?<=\s)(?:(?:lol|haha+|lmao|omg|ugh|ח{{2,}})[\s,.!]+)?"
    rf"(?P<q>(?:am\s+i|are\s+we|will\s+i\s+be)\s+(?:free|busy|available)\b"
    rf"|(?:do|will)\s+i\s+have\s+(?:anything|something|plans)\b"
    rf"|(?:האם\s+)?(?:אני|אנחנו)\s+(?:פנוי|פנויה|פנויים|עסוק|עסוקה|עסוקים|זמין|זמינה|תפוס|תפוסה)(?![{_HE}])"
    rf"|(?:האם\s+)?יש\s+(?:לי|לנו)\s+משהו(?![{_HE}]))", re.I)
# A remark is a few words at least; fewer are likely part of the question ("so am i free ...").
_MIN_WORDS = 3
_LAUGH_END = re.compile(r"[\s,.!]*(?:(?:lol|haha+|lmao|omg|ugh|ח{2,})[\s,.!]*)*$", re.I)


def _is_remark(head: str, ctx: RuleContext) -> bool:
    """Whether the words before the question say nothing the question needs or asks for."""
    head = _LAUGH_END.sub("", head).strip()
    if len(head.split()) < _MIN_WORDS or re.search(r"\d|[?]", head) or _ASKS_MEMO.search(head):
        return False
    # "the kids are off thursday": the day the question is about, not a remark
    return parse_time_expression(head, ctx.now) is None


@grammar
def free_after_chatter(ctx: RuleContext) -> Intent | None:
    text = ctx.text.strip()
    opened = _OPENS.search(text)
    if opened is None or opened.start() == 0 or not _is_remark(text[:opened.start()], ctx):
        return None
    asked = RuleContext(raw=text[opened.start("q"):], now=ctx.now, language=ctx.language,
                        latest_actions=ctx.latest_actions)
    intent = check_conflicts(asked)
    if intent is None or intent.missing or "start" not in intent.args:
        return None  # "..., am i free thursday?" is a look at the day, read with its remark by asides.py
    return intent
