"""Errands with their hours, dictated as a note for a day, as formal writers and small business owners do:
"for tomorrow please note the following: at 10:00 to pick up the parts, and at 15:30 to visit the client",
"למחר תרשמי בבקשה: ב-10:00 לאסוף את החלקים, וב-15:30 לבקר לקוח".

The heading is a verb of writing down ("note", "write down", "תרשמי") with a day and polite words only; after the
colon, two or more errands each with its own hour. That is the same request as "remind me tomorrow: at 10 to ...,
at 15:30 to ...", and is read as that (`tasks.create_reminder`): a reminder for each errand, at its hour. Anything
else after such a heading (a fact, one errand, items without hours) is a note, left to the notes grammars.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, tidy
from memo.planning.rules.task_words import HE, timed_text

_E = rf"(?![\w{HE}])"
_COLON = re.compile(r"^(?P<head>[^:\n]{2,80}?)\s*:\s*(?P<body>.+)$", re.DOTALL)
# The heading's writing-down verb, and the words of courtesy around it; its day is read by the time grammar.
_NOTE_VERB = re.compile(
    r"(?:^|\s)(?:(?:please|kindly|pls)\s+)?(?:note(?:\s+down)?|write\s+down|jot\s+down|make\s+a\s+note\s+of"
    r"|take\s+(?:a\s+)?note\s+of|put\s+down)(?:\s+(?:for\s+me|the\s+following))*"
    rf"|(?:^|\s)(?:תרשמי|תרשום|תרשמו|רשמי|רשום|תכתבי|תכתוב)(?:\s+(?:לי|בבקשה|את\s+הדברים\s+הבאים|את\s+הבא))*{_E}",
    re.IGNORECASE)
_COURTESY = re.compile(
    rf"(?<![\w{HE}])(?:please|kindly|pls|for|on|the\s+following|following|בבקשה|את\s+הבאים|הבאים|ל|ב)(?![\w{HE}])",
    re.IGNORECASE)
# Each errand after the colon opens with its hour: "at 10:00 to ...", "ב-15:30 ל...".
_TIMED_ITEM = re.compile(r"^(?:and\s+|ו)?(?:at\s+|ב-?|בשעה\s+)?\d{1,2}(?::\d{2})?(?![\d])", re.IGNORECASE)


def _as_reminders(ctx: RuleContext) -> RuleContext | None:
    """The message said as "remind me <day>: <errands>", or None when it is no heading of errands with hours."""
    match = _COLON.match(ctx.text)
    if match is None:
        return None
    head, body = match.group("head"), match.group("body")
    day = timed_text(head, ctx.now)
    rest = day.rest if day.time else head
    verb = _NOTE_VERB.search(rest)
    if verb is None:
        return None
    items = [tidy(p) for p in re.split(r"\s*[,;\n]\s*", body) if tidy(p)]
    if len(items) < 2 or not all(_TIMED_ITEM.match(item) for item in items):
        return None
    if tidy(_COURTESY.sub(" ", rest[:verb.start()] + " " + rest[verb.end():])):
        return None  # the heading says more than a day: "note for the meeting with Dana: ..." is no day's errands
    hebrew = bool(re.search(rf"[{HE}]", verb.group(0)))
    when = re.sub(r"^ל(?=מחר|היום)", "", day.time_text) if day.time else ""
    said = f"{'תזכירי לי' if hebrew else 'remind me'} {when}: {body}"
    return RuleContext(tidy(said), ctx.now, ctx.language, ctx.latest_actions)


@grammar
def noted_errands(ctx: RuleContext) -> Intent | None:
    """ "for tomorrow please note the following: at 10 to ..., at 15:30 to ...": a reminder for each errand."""
    if ":" not in ctx.text:
        return None
    said = _as_reminders(ctx)
    intent = timed_reminders(said) if said is not None else None
    if intent is None:
        return None
    intent.confidence = max(intent.confidence, 0.96)  # above a calendar reading of the same hours
    return intent


def timed_reminders(said: RuleContext) -> Intent | None:
    """The message rewritten as "remind me ... at H to X, at H to Y", read as two or more reminders that each
    have their own due time; None when it does not read so in full."""
    from memo.planning.rules.tasks import create_reminder

    intent = create_reminder(said)
    if intent is None or intent.args.get("operation") != "createMultiple" or intent.missing:
        return None
    tasks = intent.args.get("tasks") or []
    if len(tasks) < 2 or not all(task.get("dueDate") for task in tasks):
        return None
    return intent
