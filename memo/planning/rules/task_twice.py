"""One repeating reminder at two fixed hours: "remind me every day at 8 and at 20 to give dad his pill",
"תזכירי לי לתת לאבא את הכדור כל יום ב8 וב20", "remind me to take my pills every day at 8am and 8pm".

The series is said once and its hours twice; it is two series, one at each hour, with the same words
(createMultiple). Each is read alone by `tasks.create_reminder`, as if said with its own hour, and only when both
readings are whole (a repeating time, no question, the same words, two different hours) is the pair taken:
anything less is left to the other grammars, which ask.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, tidy
from memo.planning.rules.task_words import HE

_E = rf"(?![\w{HE}])"
SURE = 0.97  # above the one reminder read from the whole message, whose words would keep the second hour
# An hour in digits, or said as a Hebrew word ("בתשע בבוקר ובתשע בערב").
_HE_HOUR = (r"(?:אחת\s+עשרה|שתים\s+עשרה|שתיים\s+עשרה|אחת|שתיים|שתים|שלוש|ארבע|חמש|שש|שבע|שמונה|תשע|עשר)"
            rf"(?:\s+ו(?:חצי|רבע))?{_E}")
_CLOCK = rf"(?:\d{{1,2}}(?:[:.]\d{{2}})?(?:\s*(?:am|pm|a\.m\.|p\.m\.))?|{_HE_HOUR})"
_HE_PART = r"(?:\s+(?:בבוקר|בערב|בלילה|בצהריים|אחה\"צ|אחר\s+הצהריים))?"
# "twice a day, at 9am and 9pm", "פעמיים ביום, בתשע בבוקר ובתשע בערב": the count says how many hours follow; the
# series is a daily one, said as "every day" would be.
_TWICE = re.compile(rf"\b(?:twice|two\s+times|2\s+times)\s+(?:a|per|each|every)\s+day\b\s*,?"
                    rf"|(?<![\w{HE}])(?:פעמיים|2\s+פעמים)\s+(?:ב|ל)יום{_E}\s*,?", re.IGNORECASE)
# The series, said before its two hours: "every day", "every morning and evening" is not one (two series said
# as words, asked elsewhere), "each monday", "daily", "כל יום", "כל יום שני", "מדי יום".
_SERIES = (r"(?:every|each)\s+(?:day|(?:mon|tues|wednes|thurs|fri|satur|sun)day)|daily"
           rf"|(?:כל|מדי)\s+יום(?:\s+(?:ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת))?{_E}")
_TWO_HOURS = re.compile(
    rf"(?P<series>{_SERIES})\s+(?P<at>at\s+|@\s*|ב-?|בשעה\s+|בשעות\s+)(?P<a>{_CLOCK}{_HE_PART})"
    rf"\s*(?:and|&|,)\s*(?:at\s+|@\s*)?(?P<b>{_CLOCK})(?![\d:])"
    rf"|(?P<series_he>{_SERIES})\s+(?P<at_he>ב-?|בשעה\s+|בשעות\s+)(?P<ha>{_CLOCK}{_HE_PART})"
    rf"\s*(?:,\s*)?ו-?(?:ב-?)?(?P<hb>{_CLOCK}{_HE_PART})(?![\d:])",
    re.IGNORECASE)


def _each_hour(text: str) -> tuple[str, str] | None:
    """The message said twice, once with each of its hours, or None unless a series with two hours is in it."""
    text = _TWICE.sub(lambda m: "כל יום " if re.search(rf"[{HE}]", m.group(0)) else "every day ", text)
    found = list(_TWO_HOURS.finditer(text))
    if len(found) != 1:
        return None
    m = found[0]
    if m.group("series"):
        series, at, first, second = m.group("series"), m.group("at"), m.group("a"), m.group("b")
    else:
        series, at, first, second = m.group("series_he"), m.group("at_he"), m.group("ha"), m.group("hb")
    at = "ב" if at.strip().startswith("ב") and not at.strip().startswith("בשע") else at
    head, tail = text[:m.start()], text[m.end():]
    return (tidy(f"{head}{series} {at}{first.strip()}{tail}"), tidy(f"{head}{series} {at}{second.strip()}{tail}"))


@grammar
def twice_a_series(ctx: RuleContext) -> Intent | None:
    """ "every day at 8 and at 20 ...", "כל יום ב8 וב20 ...": a repeating reminder at each of the two hours."""
    said = _each_hour(ctx.text)
    if said is None:
        return None
    from memo.planning.rules.tasks import create_reminder

    readings = [create_reminder(RuleContext(text, ctx.now, ctx.language, ctx.latest_actions)) for text in said]
    tasks = []
    for intent in readings:
        if intent is None or intent.missing or intent.args.get("operation") != "create":
            return None
        args = dict(intent.args)
        recurrence = args.get("reminderRecurrence")
        if not isinstance(recurrence, dict) or not recurrence.get("time"):
            return None  # a one-off: not a series said with two hours
        args.pop("operation")
        tasks.append(args)
    first, second = tasks
    # An hour guessed is asked, but for one: a bare morning hour beside a 24-hour evening one ("ב8 וב20") is
    # said on the same clock, so it is the morning.
    first_guess, second_guess = (set(intent.notes) for intent in readings if intent is not None)
    if second_guess or not (not first_guess or (first_guess == {"assumed_am"}
                                                 and second["reminderRecurrence"]["time"] >= "13:00")):
        return None
    if first.get("text") != second.get("text") or not first.get("text") \
            or first["reminderRecurrence"]["time"] == second["reminderRecurrence"]["time"]:
        return None
    # The series both share, said once as the user said it (its hours are each reminder's own).
    shared = {k: v for k, v in first["reminderRecurrence"].items() if k != "time"}
    return Intent("database", "createMultiple",
                  {"operation": "createMultiple", "tasks": tasks, "reminderRecurrence": shared}, SURE,
                  entity="task")
