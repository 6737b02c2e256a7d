"""A day's errands, each with its own hour, said without asking for reminders or with the request after the day:
"tomorrow at 9 call the supplier and at 12 pick up the cash", "tmrw: 8 pick up tiles, 1 drop the keys, 5 send the
invoice", "מחר ב9 להתקשר לספק וב12 לאסוף כסף", "tmrw remind me 05:30 pack lunch and at 15:00 fill up gas".

Such a message is the same request as "remind me tomorrow: at 9 to ..., at 12 to ..." and is read as that
(`tasks.create_reminder`): one reminder for each errand, at its hour, on the day said once for all of them.
Only day words (and a request for reminders) may come before the first hour, and every errand must open with an
errand verb: "tomorrow 9 dentist, 12 lunch with dana" are appointments, and are the calendar's to read.
A heading that calls the items reminders ("תזכורות מחר: 9 חשמל, 12 להתקשר לדודה") lets an item be a bare thing.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, tidy
from memo.planning.rules.task_day_plan import done_alone, is_errand
from memo.planning.rules.task_noted import timed_reminders
from memo.planning.rules.task_words import HE, timed_text

_E = rf"(?![\w{HE}])"
# The head: day words, then perhaps the request ("remind me", "תזכירי לי") and a colon; the body opens with an hour.
_HEAD = re.compile(
    r"^(?P<head>[^:\d\n]{2,40}?)\s*(?P<request>(?:(?:pls|please)\s+)?remind\s+me"
    rf"|(?:תזכיר|תזכירי|תזכרי)\s+לי{_E})?\s*:?\s*"
    r"(?P<body>(?:at\s+|@\s*|ב-?|בשעה\s+)?\d{1,2}(?:[:.]\d{2})?(?:\s*(?:am|pm))?\s.+)$",
    re.IGNORECASE | re.DOTALL)
# Where an errand opens with its hour: the body's start, after a comma, or after "and" / "ו" with "at" / "ב".
# A bare number inside an errand ("buy 2 cartons") opens nothing.
# "and" (thumb-typed "n", "&", Hebrew "ו") before a bare hour opens the next errand too: "tmrw remind me 10
# call the plumber n 4 pick up pipes". Its words must still open with a verb ("... and 2 cartons" opens nothing).
_OPENS = re.compile(
    r"(?:^|[,;]\s*(?:and\s+|ו)?|\s+and\s+(?=at\s|@)|\s+ו(?=ב)|(?<=\S)\s+(?:(?:and|n|&)\s+|ו-?)(?=\d{1,2}(?:[:.]\d{2})?\s))"
    r"(?:at\s+|@\s*|ב-?|בשעה\s+)?(?P<clock>\d{1,2}(?:[:.]\d{2})?(?:\s*(?:am|pm))?)\s+",
    re.IGNORECASE)
_COURTESY = re.compile(rf"(?<![\w{HE}])(?:ok|okay|so|hey|pls|please|בבקשה|אז|טוב|יאללה)(?![\w{HE}])", re.IGNORECASE)
# A week or a month is no one day: which of its days is the user's to say.
_SPAN = re.compile(rf"\b(?:weeks?|wk|months?|weekend)\b|(?<![\w{HE}])(?:ב|ל|ה)?(?:שבוע|חודש|סופ\"?ש)", re.IGNORECASE)
_TO = re.compile(r"^to\s+", re.IGNORECASE)
_DO = "לעשות "  # the verb said before a Hebrew thing done alone (task_day_plan.done_alone)
# What an errand is for, said after its object: "confirm appointments for next week", "לאשר תורים לשבוע הבא". The
# day was said once for all the errands, so the week is the appointments', not the errand's due day; it is kept out
# of the time words and back in the errand's text.
_FOR_A_SPAN = re.compile(
    r"\s+for\s+(?:the\s+)?(?:next|coming|this|following)\s+(?:week|month|weekend|year)$"
    rf"|\s+ל(?:שבוע|חודש|סופ\"?ש|שנה)\s+(?:הבא|הבאה|הקרוב|הקרובה|הזה|הזאת){_E}$",
    re.IGNORECASE)


# "תזכורות מחר: 9 חשמל, 12 להתקשר לדודה", "reminders for tmrw: 9 electricity, 12 call aunt": a heading that names
# the items reminders says what they are, so an item may be a bare thing (the electricity bill, not an appointment).
_REMINDERS = re.compile(r"^(?:(?:my|the)\s+)?(?:reminders?|to-?dos?)(?:\s+for)?$|^ה?(?:תזכורות|תזכורת)(?:\s+ל)?$",
                        re.IGNORECASE)


def _errands(body: str, named: bool = False) -> list[tuple[str, str]] | None:
    """(hour, words) of each errand in `body`, or None unless it is two or more errands, each opening with its
    hour and its verb (or, under a heading that names them reminders (`named`), with its hour and any words)."""
    found = list(_OPENS.finditer(body))
    if len(found) < 2 or found[0].start() != 0:
        return None
    errands = []
    for m, end in zip(found, [*(f.start() for f in found[1:]), len(body)], strict=True):
        words = _TO.sub("", tidy(body[m.end():end]).strip(" ,;.-"))
        if not (is_errand(words) or named and words):
            return None  # an appointment among them ("12 lunch with dana", "9 go to the dentist"): not errands
        errands.append((m.group("clock").replace(".", ":"), words))
    return errands


def _as_reminders(ctx: RuleContext) -> tuple[RuleContext, list[str], list[bool]] | None:
    """The message said as "remind me <day> at <hour> to <errand>, at <hour> to ...", with what each errand is for
    ("" when nothing: `_FOR_A_SPAN`) and whether a verb was said for it, or None when it is no day's run of errands
    with hours."""
    match = _HEAD.match(ctx.text.strip())
    if match is None:
        return None
    head, body = match.group("head"), match.group("body")
    day = timed_text(head, ctx.now)
    said_head = tidy(_COURTESY.sub(" ", day.rest.strip(" ,.:;-!")))
    named = bool(_REMINDERS.match(said_head))
    if day.time is None or day.time.date_only is None or _SPAN.search(head) or said_head and not named:
        return None  # only a day (and courtesy) before the hours: "call mom at 5 and dad at 7" is not this shape
    errands = _errands(body, named)
    if errands is None:
        return None
    spans = [found.group(0) if (found := _FOR_A_SPAN.search(words)) else "" for _, words in errands]
    errands = [(clock, words[:len(words) - len(span)]) for (clock, words), span in zip(errands, spans, strict=True)]
    hebrew = bool(re.search(rf"[{HE}]", body))
    # "ב12 תרגילי פיזיו": a thing done alone is said with a verb, for the reminder grammar to part the errands at it;
    # the verb is taken out of the task's text again (day_errands)
    verbs = [hebrew and done_alone(words) for _, words in errands]
    if hebrew:
        said = "תזכירי לי " + day.time_text + " " + " ו".join(
            f"ב{clock} {_DO if verb else ''}{words}" for (clock, words), verb in zip(errands, verbs, strict=True))
    else:
        said = f"remind me {day.time_text} " + ", ".join(f"at {clock} to {words}" for clock, words in errands)
    return RuleContext(tidy(said), ctx.now, ctx.language, ctx.latest_actions), spans, verbs


@grammar
def day_errands(ctx: RuleContext) -> Intent | None:
    """ "tomorrow at 9 call X and at 12 do Y", "מחר ב9 ... וב12 ...": a reminder for each errand, at its hour."""
    said = _as_reminders(ctx)
    intent = timed_reminders(said[0]) if said is not None else None
    if intent is None or said is None or len(intent.args["tasks"]) != len(said[1]):
        return None
    for task, span, verb in zip(intent.args["tasks"], said[1], said[2], strict=True):
        task["text"] = tidy((task["text"].removeprefix(_DO) if verb else task["text"]) + span)
    dues = [task["dueDate"] for task in intent.args["tasks"]]
    if dues != sorted(dues):
        return None  # "today at 5 ... and at 3 ...": a run is said in the day's order; read out of it, asked
    intent.confidence = max(intent.confidence, 0.95)
    return intent
