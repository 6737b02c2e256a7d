"""A task named in "stop nagging me about X" and reported done in the same message: complete X.

"stop nagging me about the tax forms, submitted them this morning", "already paid it, stop reminding me about
the electricity bill", "תפסיקי לנדנד לי על הטפסים, הגשתי אותם הבוקר". Alone, "stop nagging me about X" stops
the nudge and keeps the task (task_changes.stop_nudging), and "stop reminding me about X" deletes it; with a
sentence that says it was done, the task is done. Only a report in the past counts: "..., i'll do it tomorrow"
or "..., עוד לא הגשתי" says the opposite and is left to those grammars.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.task_implied import reported_target
from memo.planning.rules.task_phrasing import BULK_CHARS, SENTENCES
from memo.planning.rules.task_words import (
    CLOSED,
    HE,
    OTHER_THING,
    REFERENTIAL,
    core,
    core_of,
    has_task_noun,
    target,
)

DONE_AND_STOPPED = 0.93  # above stopping the nudge (0.92): the user said why it may stop
_E = rf"(?![\w{HE}])"
_ABOUT = r"(?:about|abt|bout|to|of|re|for|over|on|with)"
_STOP = re.compile(
    r"^(?:(?:so\s+|and\s+)?(?:you|u)\s+can\s+)?(?:stop|quit)\s+(?:nagging|nudging|bugging|pestering|hassling|pinging"
    rf"|reminding|poking)\s+me\s+{_ABOUT}\s+(?P<x>.+)$"
    rf"|^(?:don'?t|do\s+not|no\s+need\s+to)\s+(?:remind|nag|nudge|bug|pester|ping)\s+me\s+(?:any\s*more\s+)?{_ABOUT}\s+(?P<y>.+)$"
    r"|^(?:no\s+more|stop\s+(?:the|my))\s+(?:nudges|reminders|pings)\s+(?:about|for|on|of|re)\s+(?P<z>.+)$"
    r"|^(?:ו?(?:תפסיק|תפסיקי|הפסק|הפסיקי|די|מספיק|אפשר\s+להפסיק)(?:\s+כבר)?)\s+(?:לנדנד|להציק|לחפור|להזכיר)\s+"
    r"(?:לי\s+|אותי\s+)?(?:על|לגבי|בקשר\s+ל|עם)\s*(?P<xh>\S.*)$"
    r"|^אל\s+ת(?:נדנד|נדנדי|ציק|ציקי|זכיר|זכירי|חפור|חפרי)\s+(?:לי\s+)?(?:יותר\s+)?(?:על|לגבי|בקשר\s+ל)\s*(?P<yh>\S.*)$"
    r"|^(?:לא\s+צריך|אין\s+צורך)\s+(?:יותר\s+)?(?:להזכיר|לנדנד)\s+(?:לי\s+)?(?:יותר\s+)?(?:על|לגבי)\s+(?P<zh>\S.*)$",
    re.IGNORECASE)
# "stop nagging me i already did it", "די לנדנד כבר עשיתי את זה": no task named, a report right after the request.
_STOP_THEN_REPORT = re.compile(
    r"^(?:(?:so\s+|and\s+)?(?:you|u)\s+can\s+)?(?:stop|quit)\s+(?:nagging|nudging|bugging|pestering|hassling|pinging"
    r"|reminding|poking)(?:\s+me)?\s+(?P<r>(?:i|we|already)\s.+)$"
    r"|^ו?(?:תפסיק|תפסיקי|הפסק|הפסיקי|די|מספיק)(?:\s+כבר)?\s+(?:לנדנד|להציק|לחפור|להזכיר)(?:\s+לי)?\s+"
    rf"(?P<rh>(?:כבר|אני)\s.+|[{HE}]+תי(?:\s.*)?)$",
    re.IGNORECASE)
_BARE_STOP = re.compile(
    r"^(?:(?:so\s+|and\s+)?(?:you|u)\s+can\s+)?(?:stop|quit)\s+(?:nagging|nudging|bugging|pestering|hassling|pinging"
    r"|reminding|poking)(?:\s+me)?(?:\s+(?:now|already|pls|please))*$"
    r"|^ו?(?:תפסיק|תפסיקי|הפסק|הפסיקי|די|מספיק)(?:\s+כבר)?\s+(?:לנדנד|להציק|לחפור|להזכיר)(?:\s+לי)?(?:\s+כבר)?$",
    re.IGNORECASE)
_NOW = re.compile(r"(?:\s+(?:any\s*more|now|already|pls|please|יותר|כבר|בבקשה))+$", re.IGNORECASE)

# The report: a verb in the past, first, and what it did. Not a plan, a doubt or a negation.
_EN_PAST = (r"did|done|sent|paid|made|got|bought|took|wrote|brought|gave|put|ran|went|spoke|told|met|found|sold|hung"
            r"|read|fed|swept|left|threw|caught|drove|won|handed|filed|[a-z]{3,}ed")
_NOT_DONE_EN = frozenset({"need", "needed", "wanted", "tried", "started", "planned", "intended", "hoped", "decided",
                          "missed", "delayed", "postponed", "rescheduled", "cancelled", "canceled", "forgot", "worried",
                          "scared", "tired", "confused", "interested", "bored", "excited", "supposed", "used",
                          "stressed", "speed", "proceed", "succeed", "exceed", "indeed", "breed", "bleed", "feed",
                          "seed", "weed"})
_EN_DONE = re.compile(
    rf"^(?:(?:i|we)(?:'ve|\s+have)?\s+)?(?:already\s+|just\s+|finally\s+|actually\s+)*(?P<v>{_EN_PAST})\b(?P<rest>.*)$"
    r"|^(?:it'?s|that'?s|its|thats|all|it\s+is|it\s+was)\s+(?:all\s+|already\s+)?(?:done|sorted|handled|taken\s+care\s+of"
    r"|finished|paid|sent|submitted|booked)\b(?P<rest2>.*)$",
    re.IGNORECASE)
_HE_DONE = re.compile(
    rf"^(?:ו?(?:כבר|בדיוק|סוף\s+סוף|אני|אני\s+כבר)\s+)*(?P<v>[{HE}]{{2,}}תי)(?P<rest>(?:\s.*)?)$"
    rf"|^(?:זה\s+)?(?:כבר\s+)?(?:בוצע|טופל|שולם|נשלח|הוגש|סודר)(?P<rest2>(?:\s.*)?)$")
# Nouns with "my" that end like a past verb ("אחותי", "my sister"): not a report.
_NOT_DONE_HE = frozenset({"אחותי", "חברתי", "משפחתי", "עבודתי", "דירתי", "אמיתי", "בלתי", "כיתתי", "מורתי", "סבתי",
                          "דודתי", "שכנתי", "מנהלתי"})
# A report that is not one: future, a wish, a doubt, a negation ("i'll submit them tomorrow", "עוד לא הגשתי").
_UNDONE = re.compile(
    r"\b(?:not|never|n't|will|'ll|gonna|going\s+to|tomorrow|tmrw|later|yet|should|have\s+to|has\s+to|need|needs|want"
    r"|maybe|might|if|when|soon|next)\b|\?"
    rf"|(?<![{HE}])(?:לא|אל|מחר|אחר\s+כך|אח\"כ|עוד|צריך|צריכה|רוצה|אולי|אם|כש|בקרוב|אעשה|אשלח|אגיש|אשלם)(?![{HE}])",
    re.IGNORECASE)
_REPORT_WORDS = 8  # a report is a short sentence


def _is_report(text: str) -> bool:
    """Whether `text` says the thing was done ("submitted them this morning", "כבר שילמתי")."""
    text = core_of(text)
    if not text or len(text.split()) > _REPORT_WORDS or _UNDONE.search(text):
        return False
    match = _EN_DONE.match(text)
    if match is not None:
        verb = (match.group("v") or "").casefold()
        return verb not in _NOT_DONE_EN
    match = _HE_DONE.match(text)
    return match is not None and (match.group("v") or "") not in _NOT_DONE_HE


# What a report may hold besides its verb and still name no task of its own ("did it already", "כבר עשיתי את זה").
_NO_NOUN = frozenset({"i", "we", "it", "that", "this", "them", "already", "just", "finally", "today", "yesterday",
                      "earlier", "morning", "now", "ok", "lol", "את", "זה", "זאת", "אותו", "אותה", "אותם", "כבר", "אני",
                      "היום", "אתמול", "הבוקר", "עכשיו", "סוף", "בדיוק"})


def _names_nothing(report: str) -> bool:
    """A report about "it" ("did it already"): the task is the one just reminded of, not one it names."""
    words = core_of(report).casefold().split()
    return len([w for w in words if w not in _NO_NOUN]) <= 1  # the verb alone


def _stopped(text: str) -> str | None:
    """What "stop nagging me about X" names, or None."""
    match = _STOP.match(text)
    if match is None:
        return None
    return _NOW.sub("", next(g for g in match.groups() if g)).strip()


def _split_report(what: str) -> str | None:
    """ "the tax forms i submitted them this morning" -> "the tax forms": the task, when a report follows it."""
    words = what.split()
    for i in range(1, len(words)):
        if _is_report(" ".join(words[i:])) and re.match(rf"(?:i|we|already|כבר|אני|[{HE}]+תי)$", words[i],
                                                        re.IGNORECASE):
            return " ".join(words[:i])
    return None


@grammar
def stopped_because_done(ctx: RuleContext) -> Intent | None:
    text = core(ctx)
    if len(text) > BULK_CHARS:
        return None
    parts = [p for p in (core_of(p) for p in SENTENCES.split(text)) if p]
    what = None
    if len(parts) == 2:
        for first, second in (parts, parts[::-1]):
            named = _stopped(first) or ("it" if _BARE_STOP.match(first) and _names_nothing(second) else None)
            if named and _is_report(second):
                what = named
                if REFERENTIAL.fullmatch(named) and not _names_nothing(second):
                    # "called the plumber, u can stop bugging me about it": "it" is what the report names
                    found = reported_target(ctx, second)
                    if found is not None:
                        return Intent("database", "complete", {"operation": "complete", **found.args},
                                      DONE_AND_STOPPED, notes=["reported_done"], entity="task")
                break
    elif len(parts) == 1:
        named = _stopped(parts[0])
        what = _split_report(named) if named else None
        bare = None if named else _STOP_THEN_REPORT.match(parts[0])
        said = bare.group("r") or bare.group("rh") if bare is not None else ""
        if said and _is_report(said) and _names_nothing(said):
            what = "it"  # the task just reminded of
    if not what or (OTHER_THING.search(what) and not has_task_noun(what)):
        return None
    found = target(ctx, what)
    if found is None:
        if what != "it":
            return None
        # "stop nagging me, already did it" with no task just reminded of: which one is asked, never guessed.
        return Intent("database", "complete", {"operation": "complete"}, DONE_AND_STOPPED, missing=["text"],
                      entity="task")
    return Intent("database", "complete", {"operation": "complete", **found.args},
                  max(DONE_AND_STOPPED, CLOSED), notes=["reported_done"], entity="task")
