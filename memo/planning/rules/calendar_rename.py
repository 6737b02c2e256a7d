"""Giving an event a new name (the `calendar` capability's update with a new summary), in Hebrew and English.

"rename tomorrow's 10am meeting to budget review", "change the title of the friday lunch to team lunch",
"the dentist on monday, call it checkup", "תשני את השם של הפגישה מחר בעשר לסקירת תקציב", "תקראי לזה ישיבת
צוות". The event is found as a move finds it (its name words, its day, its clock time: calendar_changes.py); the
new name goes in `updateFields.summary`, which the executor patches onto the event it found.

The words are cut where the new name starts ("to", "as", "ל"): the first cut whose left side names an event
and whose right side holds no time words, so a name with "to" in it ("trip to eilat") stays whole. "call it X"
is read only for "it/that/this" (the event just made): "call the 10am meeting X" may as well be a phone call.
Tasks, reminders and lists are renamed by the task and list grammars.
"""

from __future__ import annotations

import re
from datetime import timedelta

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, iso, tidy
from memo.planning.rules.calendar import _NOT_OURS, _POLITE, IT
from memo.planning.rules.calendar_changes import _target
from memo.planning.rules.gmail_manage import strip_opening
from memo.planning.timeexpr import parse_time_expression

_KIND_ONLY = {"meeting", "event", "appointment", "appt", "mtg", "פגישה", "אירוע", "תור", "ישיבה"}
MAX_NAME_WORDS = 8  # a longer "new name" is more likely a sentence the pattern misread
_NAME_WORD = r"(?:name|title)"
_CHANGE_EN = r"(?:change|switch|update|edit|fix|set)"
_HE_CHANGE = r"(?:תשנה|תשני|שנה|שני|תחליף|תחליפי|החלף|החליפי|תעדכן|תעדכני|עדכן|עדכני)"
_HE_NAME = r"(?:ה)?(?:שם|כותרת|כותרות)"
_HE_CALL = r"(?:תקרא|תקראי|קרא|קראי)"
_RENAMES = (
    # "rename X to Y", "retitle X as Y"
    re.compile(r"^(?:re-?name|re-?title)\s+(?P<body>.+)$", re.I),
    # "change the name of X to Y", "change the title on X to Y"
    re.compile(rf"^{_CHANGE_EN}\s+(?:the\s+)?{_NAME_WORD}\s+(?:of|on|for)\s+(?P<body>.+)$", re.I),
    # "change X's name to Y", "change the name X to Y" is left out: the name may be the old one
    re.compile(rf"^{_CHANGE_EN}\s+(?P<what>.+?)(?:'s|s')\s+{_NAME_WORD}\s+(?P<tail>(?:to|into)\s+.+)$", re.I),
    # "תשני את השם של X ל-Y", "שנה את שם הפגישה ל Y", "תחליפי את הכותרת של X ל-Y"
    re.compile(rf"^{_HE_CHANGE}\s+(?:לי\s+)?(?:את\s+)?{_HE_NAME}\s+(?:של\s+|ל)?(?P<body>\S.+)$"),
)
# "X, rename it to Y", "X - call it Y", "את הפגישה מחר תקראי לה Y"
_AFTER = re.compile(rf"^(?:את\s+)?(?P<what>.+?)\s*[,;:-]?\s+(?:(?:so|then|just|pls|please|אז|פשוט)\s+)?"
                    rf"(?:(?:re-?name|re-?title)\s+{IT}\s+(?P<tail>(?:to|as|into)\s+.+)"
                    rf"|call\s+{IT}\s+(?P<called>.+)|{_HE_CALL}\s+(?:לזה|להם|לה|לו)\s+(?P<called_he>\S.*)"
                    rf"|{_HE_CHANGE}\s+(?:לי\s+)?(?:את\s+)?{_HE_NAME}\s+(?:שלו|שלה|שלהם)\s+(?P<tail_he>ל.+))$", re.I)
# "call it Y", "rename it to Y", "תקראי לזה Y": the event just made
_IT = re.compile(rf"^(?:call\s+(?P<it>{IT})\s+(?P<called>.+)|(?:re-?name|re-?title)\s+(?P<it2>{IT})\s+(?:to|as)\s+"
                 rf"(?P<new>.+)|{_HE_CALL}\s+(?P<it_he>לו|לה|לזה)\s+(?P<called_he>.+))$", re.I)
_CUT_EN = re.compile(r"\s+(?:to|as|into)\s+", re.I)
_CUT_HE = re.compile(r"\s+ל-?\s*(?=\S)")
_END = re.compile(r"[\s,.!]+(?:please|pls|plz|thanks|thx|ty|בבקשה|תודה)?\s*[.!]*$", re.I)
_QUOTES = "\"'“”‘’`"


def _name(text: str) -> str:
    """The new name as said: no quotes, no politeness at its end; "" when it is not a plain short name."""
    name = tidy(_END.sub("", text.strip())).strip(_QUOTES + " ")
    if not name or len(name.split()) > MAX_NAME_WORDS or re.search(r"[?]", name):
        return ""
    return name


def _has_time(text: str, ctx: RuleContext) -> bool:
    tm = parse_time_expression(text, ctx.now)
    return tm is not None and (tm.when is not None or tm.date_only is not None or tm.recurrence is not None)


def _at_its_clock(target: dict, what: str, ctx: RuleContext) -> dict:
    """The search narrowed to the moment the event words name ("tomorrow's 10am meeting": what is on at 10:00
    tomorrow), when the hour is said outright; a bare "meeting" then names no title to match."""
    tm = parse_time_expression(what, ctx.now)
    if tm is None or tm.when is None or tm.ambiguous or tm.recurrence or {"assumed_am", "assumed_pm"} & set(tm.notes):
        return target
    criteria = dict(target["searchCriteria"])
    if str(criteria.get("summary", "")).casefold() in _KIND_ONLY:
        criteria.pop("summary")
    criteria.update(timeMin=iso(tm.when), timeMax=iso(tm.when + timedelta(minutes=1)))
    return {**target, "searchCriteria": criteria}


def _split(body: str, ctx: RuleContext, hebrew: bool) -> tuple[dict, str] | None:
    """(the event's search, the new name) of "X to Y": the first cut with an event before it and no time after."""
    for cut in (_CUT_HE if hebrew else _CUT_EN).finditer(body):
        what, new = body[:cut.start()], _name(body[cut.end():])
        if not new or _has_time(new, ctx):
            continue
        target = _target(ctx, what)
        if target is not None and (target["searchCriteria"] or "eventId" in target) and not target.get("all"):
            return _at_its_clock(target, what, ctx), new
    return None


def _intent(target: dict, new: str) -> Intent:
    args = {"operation": "update", **target, "updateFields": {"summary": new}}
    return Intent("calendar", "update", args, 0.93, entity="event")


@grammar
def rename_event(ctx: RuleContext) -> Intent | None:
    text = re.sub(_POLITE, "", strip_opening(ctx.text)).strip()
    if _NOT_OURS.search(text):
        return None
    hebrew = bool(re.search(r"[\u0590-\u05FF]", text))
    it = _IT.match(text)
    if it is not None:
        new = _name(it["called"] or it["new"] or it["called_he"] or "")
        target = _target(ctx, it["it"] or it["it2"] or "אותו")
        return _intent(target, new) if target is not None and new and not _has_time(new, ctx) else None
    for pattern in _RENAMES:
        match = pattern.match(text)
        if match is None:
            continue
        groups = match.groupdict()
        if groups.get("body"):
            found = _split(groups["body"], ctx, hebrew)
        else:
            found = _split(f"{groups['what']} {groups['tail']}", ctx, hebrew)
        return _intent(*found) if found is not None else None
    after = _AFTER.match(text)
    if after is None:
        return None
    new = _name(after["called"] or after["called_he"]
                or re.sub(r"^(?:to|as|into)\s+", "", after["tail"] or "", flags=re.I)
                or re.sub(r"^ל-?\s*", "", after["tail_he"] or ""))
    target = _target(ctx, after["what"])
    if target is None or not new or _has_time(new, ctx) or not target["searchCriteria"] or target.get("all"):
        return None
    return _intent(_at_its_clock(target, after["what"], ctx), new)
