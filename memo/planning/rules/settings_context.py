"""The morning brief's hour, asked for after saying what is wrong with it: "Your morning message comes at seven o'clock
and it wakes me up. Could you please send it at half past eight instead", "סיכום הבוקר שלך מגיע מוקדם מדי ואני עוד
ישנה. אפשר להעביר אותו לשמונה וחצי?".

Older users tell the context first, in a sentence of its own, and then ask with "it". The brief is named in the first
sentence and the last one changes "it" to an hour; nothing else may be asked between them. The hour itself is read as
settings._brief reads it ("move the morning brief to 8"); an hour with minutes, which the brief cannot take, is asked.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.asides import replace_text
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.settings import _ANOTHER_REQUEST, _BRIEF_EN, _BRIEF_HE, CONFIDENT, _brief

MAX_CHARS = 300

_CONTEXT_EN = re.compile(
    rf"^(?:(?:the|my|your)\s+)?(?:{_BRIEF_EN})\b(?P<between>[^?]{{0,160}}?)[.,;!]+\s+(?:so\s+|and\s+)?"
    r"(?:(?:can|could|would|will)\s+(?:you|u)\s+)?(?:please\s+|pls\s+|kindly\s+|maybe\s+)*"
    r"(?:make|move|change|set|switch|push|put|send|shift|have)\s+(?:it|that|them)(?:\s+come)?(?P<time>\s+.+?)"
    r"(?:\s+instead)?(?:[\s,]+(?:please|pls|thanks|thank\s+you))?\s*[.!?]*$", re.IGNORECASE)
_CONTEXT_HE = re.compile(
    rf"^(?:{_BRIEF_HE})(?:\s+(?:שלך|שלכם))?(?![\u05D0-\u05EA])(?P<between>[^?]{{0,160}}?)[.,;!]+\s+(?:אז\s+)?"
    r"(?:(?:אפשר|האם\s+אפשר|תוכלי|תוכל|בבקשה)\s+)*"
    r"(?:תשלחי|תשלח|לשלוח|תעבירי|תעביר|להעביר|תזיזי|תזיז|להזיז|תקבעי|תקבע|לקבוע|תדחי|תדחה|לדחות)\s+(?:לי\s+)?"
    r"(?:אותו|אותה|את\s+זה)(?:\s+בבקשה)?(?P<time>\s+.+?)(?:\s+במקום)?(?:\s+בבקשה|\s+תודה)?\s*[.!?]*$")


@grammar
def brief_after_context(ctx: RuleContext) -> Intent | None:
    if len(ctx.text) > MAX_CHARS:
        return None
    m = _CONTEXT_EN.match(ctx.text) or _CONTEXT_HE.match(ctx.text)
    if m is None or _ANOTHER_REQUEST.search(m.group("between")) or _ANOTHER_REQUEST.search(m.group("time")):
        return None
    hebrew = m.re is _CONTEXT_HE
    when = m.group("time").strip()
    found = _brief(f"תזיזי את סיכום הבוקר {when}" if hebrew else f"move the morning brief {when}")
    if found is not None:
        return found
    # "at half past eight": an hour the brief's own reader does not take, but the clock reading does. The brief goes
    # out on the hour, so which one is asked.
    said = replace_text(ctx, when).time
    if said is None or said.when is None or said.date_only is not None:
        return None
    return Intent("meta", "update_settings", {"operation": "update_settings", "ask": "morningBriefHour"}, CONFIDENT,
                  intent_type="meta", entity="settings")
