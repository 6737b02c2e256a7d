"""A list or task request, then words after it that take part of it back or set it against something else.

* A contrast that only says what is not meant: "תפתחי רשימה בשם camping gear, not packing list", "show me the
  hardware store list, לא של הסופר", "תראי לי את כל המשימות שלי. לא את הרשימות, רק משימות", "add oat milk to the
  list. not regular milk!! oat", "coffee beans, not ground coffee, beans", "תסמני את כל המשימות כבוצעו. לא למחוק, רק
  לסמן": the request is read as it was said before the contrast, once the contrast is seen to leave it as it is
  (what is set aside is not in it; what is kept is).
* An item taken back: "ביצים וגבינה.. לא לא גבינה יש עוד במקרר. רק ביצים ולחם" (the items said after "רק" are the
  items), "add milk and eggs, not eggs" (eggs left out), "not regular milk, oat milk" for an item "regular milk".
* An item corrected: "תמחק מהרשימה את העגבניות, לא סליחה, את המלפפונים", "add milk, no wait, oat milk".
* A change of mind to a whole new request: "delete the gym reminder... actually you know what, delete all my
  reminders": the last request is the one meant.

What is not plain is left to the whole-message check: `doubt` makes a plan read with the correction still in it ask
(PRIORITY: never act on a correction that was not taken). A negation that is the content ("remind me not to forget
the keys", "תזכירי לי לא לאחר") has no pause before it and is no correction. Times and days taken back ("at 5, not
6") are calendar_/time corrections' and spoken.py's, never read here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from memo.planning.dsl import CONFIDENCE_FLOOR
from memo.planning.rules import grammar, understand
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.timeexpr import parse_time_expression

_HE = r"\u05D0-\u05EA"
_B = rf"(?<![\w{_HE}'])"
_E = rf"(?![\w{_HE}'])"
# Words that take back what was just said and bring what is meant.
_MARKER = (r"no\s+wait|wait\s+no|no\s+sorry|sorry|i\s+mean|actually(?:\s+you\s+know\s+what)?|you\s+know\s+what"
           r"|scratch\s+that|or\s+rather|correction|oops"
           r"|לא\s+סליחה|לא\s+רגע|רגע\s+לא|אה\s+לא|סליחה|בעצם|כלומר|אופס|טעות|תיקון")
# Words that set aside what follows ("not X", "לא X").
# A bare "no" describes ("yogurt, no sugar"); it sets aside only said again or before "not" ("no no not cucumbers").
_NEG = r"not|and\s+not|but\s+not|no(?=[\s,]+(?:no|not)\b)|don'?t|do\s+not|לא|ולא|אבל\s+לא"
# "don't delete them, just mark": "don't" sets aside only a doing said against another.
_DONT = re.compile(r"\bdon'?t\b|\bdo\s+not\b", re.IGNORECASE)
# A negation that is content, not a contrast: "…, לא לשכוח ביצים", "…, don't forget the eggs" ask for more.
_CONTENT = re.compile(rf"^(?:to\s+)?(?:forget|miss|be\s+late|ל?שכוח|לשכח|לאחר|לפספס|תשכח|תשכחי|לקנות|להביא|להוסיף"
                      rf"|buy|get|add|also|only|just|רק|גם)(?![\w{_HE}])", re.IGNORECASE)
_ONLY = r"only|just|רק"
_PAUSE = r"(?:\s*(?:[,;:!?]+|\.+|…|\s-)\s*)"
# A pause, then the words that take back or set aside: the first place the message turns.
_TURN = re.compile(rf"{_PAUSE}(?P<lead>(?:(?:{_MARKER}|{_NEG}){_E}[\s,.!…]*)+)(?P<body>\S.*)$", re.IGNORECASE | re.S)
_MARKER_ONLY = re.compile(rf"^(?:(?:{_MARKER}){_E}[\s,.!…]*)+$", re.IGNORECASE)
_SEGMENTS = re.compile(r"\s*(?:[,;:!?]+|\.+|…)\s*")
_ONLY_LEAD = re.compile(rf"^(?:{_ONLY}){_E}\s*", re.IGNORECASE)
# "את התור לספר לא צריך", "no need for the barber", "the barber isn't needed": set aside, with nothing in its place.
_NOT_NEEDED = re.compile(rf"^(?:את\s+)?(?P<x>.+?)\s+(?:כבר\s+)?(?:לא|אין)\s+(?:צריך|צריכה|צריכים|צורך){_E}"
                         rf"|^no\s+need\s+(?:for|to)\s+(?P<y>.+)$|^(?P<z>.+?)\s+(?:is\s*n'?t|is\s+not|not)\s+needed$",
                         re.IGNORECASE)
# Words that name nothing, and words that say "all of it" ("לא פריט, את כל הרשימה": the whole of what was asked).
_STOP = frozenset(["את", "the", "a", "an", "my", "our", "of", "של", "to", "for", "ל", "ב", "on", "in", "all", "whole",
                   "entire", "כל", "כולה", "כולם", "שלי", "and", "also"])
# What a verb said against another asks for: "לא למחוק, רק לסמן" sets a deletion aside for a completion.
_VERB_FAMILIES = {
    "complete": re.compile(rf"{_B}(?:ל?ת?סמ(?:ן|ני|נו)|mark|tick|check|complete|done|finished?){_E}", re.IGNORECASE),
    "delete": re.compile(rf"{_B}(?:ל?מחוק|ת?מח(?:ק|קי|קו)|delete|remove|erase|clear){_E}", re.IGNORECASE),
}
_OP_FAMILY = {"complete": "complete", "completeAll": "complete", "toggleItem": "complete", "delete": "delete",
              "deleteAll": "delete", "deleteItem": "delete"}
_ITEM_OPS = frozenset({"addItem", "deleteItem", "toggleItem"})
# A reminder of two errands joined by "and" ("pay arnona and renew my passport"): whether it is one reminder or two
# is not plain, and a correction on top of it is asked about.
_TWO_ERRANDS = re.compile(
    r"\band\s+(?:to\s+)?(?:call|book|buy|pay|send|email|text|return|pick|drop|cancel|schedule|fix|clean|write|finish"
    r"|check|order|renew|submit|bring|take|make|wash|feed|water|walk|print|sign|reply|answer|prepare|pack|collect"
    rf"|visit|meet|ask|tell|get)\b|(?<![{_HE}])ו(?:גם\s+)?ל[{_HE}]{{3,}}", re.IGNORECASE)
_MAX_VALUE_WORDS = 5
# A request of its own inside what follows the turn.
_ASKS = re.compile(rf"{_B}(?:remind|add|put|send|call|email|text|also|too|instead|make|ו?תוסיפ\S*|ו?תוסיף|ו?תכניס\S*"
                   rf"|ו?תשים\S*|ו?תשימי|ו?תזכיר\S*|ו?תעשי|ו?תעשה|ו?תקרא\S*|גם|במקום){_E}", re.IGNORECASE)
# What is meant names another list: "…, no wait, the trip list" moves the request, which is asked about.
_LIST_WORD = re.compile(rf"\blists?\b|{_B}[לבמ]?ה?רשימ", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Turn:
    """Where a message turns: the request before it, and what is set aside (`x`) or meant (`z`) after it."""

    head: str
    lead: str
    marker: bool  # taken back by a marker ("לא סליחה", "I mean") rather than set aside by "not"
    x: str
    z: str
    only: bool  # what is meant was said with "רק"/"only": the whole of it
    body: str


def turn_of(text: str) -> Turn | None:
    """The first place the message turns after a request of two words or more, or None."""
    for match in _TURN.finditer(text):
        head = text[:match.start()].strip()
        if len(head.split()) < 2:
            continue
        lead, body = match.group("lead").strip(), match.group("body").strip()
        marker = bool(_MARKER_ONLY.match(lead))
        segments = [s for s in _SEGMENTS.split(body) if s]
        if marker:
            return Turn(head, lead, True, "", body.strip(" .!"), False, body)
        needless = _NOT_NEEDED.match(segments[0]) if segments else None
        if needless:
            x = needless.group("x") or needless.group("y") or needless.group("z") or ""
            return Turn(head, lead, False, x.strip(), "", False, body)
        x = segments[0] if segments else ""
        z, only = "", False
        for segment in segments[1:]:
            if _ONLY_LEAD.match(segment):
                z, only = _ONLY_LEAD.sub("", segment), True
                break
        if not z and len(segments) > 1:
            z = segments[1]
        return Turn(head, lead, False, x, z, only, body)
    return None


def _words(text: str) -> set[str]:
    """The content words of `text`, each without a Hebrew "ו"/"ה" glued before it ("המשימות" as "משימות") and
    without the "ה"/"ת" it ends with ("רשימת" as "רשימה")."""
    found: set[str] = set()
    for word in re.findall(rf"[\w{_HE}']+", text.casefold()):
        if word not in _STOP:
            word = re.sub(rf"^ו?ה?(?=[{_HE}]{{3,}})", "", word)
            found.add(re.sub(rf"(?<=[{_HE}]{{3}})[הת]$", "", word))
    return found


def _within(part: str, whole: str) -> bool:
    """Whether every content word of `part` is said in `whole`."""
    said = _words(part)
    return bool(said) and said <= _words(whole)


def _family(text: str) -> str:
    return next((name for name, verbs in _VERB_FAMILIES.items() if verbs.search(text)), "")


def _timed(text: str, ctx: RuleContext) -> bool:
    return bool(text) and parse_time_expression(text, ctx.now) is not None


def _read(ctx: RuleContext, text: str) -> Intent | None:
    """`text` read in the message's place: a confident, complete reading that the whole-message check bears out."""
    from memo.planning.rules import asides, doubt

    part = asides.replace_text(ctx, text)
    intent = understand(part)
    if intent is None or intent.missing or intent.confidence < CONFIDENCE_FLOOR or doubt(intent, part):
        return None
    return intent


def _items(intent: Intent) -> list[str]:
    items = intent.args.get("items")
    return [i for i in items if isinstance(i, str)] if isinstance(items, list) else []


def _same_item(said: str, item: str) -> bool:
    return bool(_words(said)) and _words(said) == _words(item)


def _surface(head: str, item: str) -> re.Match[str] | None:
    """Where `item` was said in `head` (last saying), with the "את"/"the"/"ה" said before it."""
    found = list(re.finditer(rf"(?:(?:את|the)\s+)?ה?{re.escape(item)}", head, re.IGNORECASE))
    return found[-1] if found else None


def _corrected(ctx: RuleContext, turn: Turn) -> tuple[Intent, str, str] | None:
    """The request as meant, the text it was read from, and why; None when the turn is not plain."""
    if turn.marker:
        return _taken_back(ctx, turn)
    if _timed(turn.x, ctx) or _timed(turn.z, ctx):
        return None  # an hour or a day set aside: the time corrections' to read
    if _CONTENT.match(turn.x) or _ASKS.search(turn.x) or _ASKS.search(turn.z):
        return None  # "לא לשכוח ביצים", "לא צריכים יותר ותוסיף חמאה": more is asked, not less
    head = _read(ctx, turn.head)
    if head is None or head.capability != "database":
        return None
    operation = str(head.args.get("operation") or head.action)
    items = _items(head)
    if operation in _ITEM_OPS and items and not _DONT.search(turn.lead):
        return _items_corrected(ctx, turn, head, items)
    if not turn.x or len(turn.x.split()) > _MAX_VALUE_WORDS or len(turn.z.split()) > _MAX_VALUE_WORDS:
        return None
    family = _OP_FAMILY.get(operation, "")
    verbs = bool(family) and _family(turn.z) == family and _family(turn.x) not in ("", family)
    if not verbs:
        if _DONT.search(turn.lead):
            return None
        if _within(turn.x, turn.head):
            return None  # what is set aside was asked for: taking it out of a task or a search is not read here
        if turn.z and not _within(turn.z, turn.head):
            return None  # what is meant instead was not asked for
    if operation == "create" and head.entity == "task" and _TWO_ERRANDS.search(str(head.args.get("text") or "")):
        return None
    return head, turn.head, f"{turn.lead} {turn.body!r} sets aside what was not asked for"


def _items_corrected(ctx: RuleContext, turn: Turn, head: Intent, items: list[str]) -> tuple[Intent, str, str] | None:
    """The items of a list request, with those taken back left out, and those meant in their place."""
    named = [item for item in items if _same_item(turn.x, item)
             or (len(turn.x.split()) > 1 and _same_item(turn.x.split()[0], item))]  # "גבינה יש עוד במקרר"
    if turn.only and turn.z:
        first = _surface(turn.head, items[0])
        if first is None or (turn.x and not named):
            return None
        text = f"{turn.head[:first.start()]}{turn.z}"
        return _as_meant(ctx, head, text, f"the items said after {turn.lead!r} are the items")
    if named and turn.z and len(turn.z.split()) <= _MAX_VALUE_WORDS:
        return _replaced(ctx, turn, head, named[-1])
    if named and not turn.z:
        kept = [item for item in items if item not in named]
        if not kept:
            return None
        args = {**head.args, "items": kept}
        return replace(head, args=args), turn.head, f"{', '.join(named)} taken back"
    if len(turn.x.split()) > _MAX_VALUE_WORDS:
        return None
    if turn.z and not any(_within(turn.z, item) for item in items):
        return None  # what is meant is not among the items: which one it replaces is not plain
    return head, turn.head, f"{turn.lead} {turn.body!r} sets aside what was not asked for"


def _replaced(ctx: RuleContext, turn: Turn, head: Intent, item: str) -> tuple[Intent, str, str] | None:
    """The request read again with `item` said as `turn.z`."""
    said = _surface(turn.head, item)
    if said is None:
        return None
    meant = turn.z
    if said.group(0).startswith(("את ", "the ")) and not meant.startswith(("את ", "the ")):
        meant = said.group(0).split()[0] + " " + meant
    text = f"{turn.head[:said.start()]}{meant}{turn.head[said.end():]}"
    return _as_meant(ctx, head, text, f"{item!r} taken back for {turn.z!r}")


def _as_meant(ctx: RuleContext, head: Intent, text: str, why: str) -> tuple[Intent, str, str] | None:
    again = _read(ctx, text)
    if again is None or (again.capability, again.action) != (head.capability, head.action):
        return None
    if again.args.get("listName") != head.args.get("listName"):
        return None
    return again, text, why


def _taken_back(ctx: RuleContext, turn: Turn) -> tuple[Intent, str, str] | None:
    """ "X, לא סליחה, Y": Y is a whole new request, or the value said last before the marker said again."""
    if _timed(turn.z, ctx) or not turn.z:
        return None
    head = _read(ctx, turn.head)
    if head is None:
        return None
    if len(turn.z.split()) >= 3:
        whole = _read(ctx, turn.z)
        kind = [_OP_FAMILY.get(str(i.args.get("operation") or i.action), i.action) for i in (head, whole or head)]
        # The same kind of doing said again for more or for another ("delete the gym reminder... actually, delete
        # all my reminders"); "add milk …, no wait, the trip list" is no new request to see a list.
        if whole is not None and whole.capability == head.capability and kind[0] == kind[1]:
            return whole, turn.z, f"changed to the request after {turn.lead!r}"
    items = _items(head)
    if head.capability != "database" or len(turn.z.split()) > _MAX_VALUE_WORDS or _ASKS.search(turn.z) \
            or _LIST_WORD.search(turn.z):
        return None  # "actually make it oat milk": "it" may be more than the item; "no wait, the trip list"
    if str(head.args.get("operation") or head.action) in _ITEM_OPS and len(items) == 1:
        # With more items, which one the correction replaces is the user's to say.
        return _replaced(ctx, replace(turn, z=turn.z), head, items[-1])
    return None


@grammar
def list_or_task_corrected(ctx: RuleContext) -> Intent | None:
    turn = turn_of(ctx.text)
    if turn is None:
        return None
    found = _corrected(ctx, turn)
    if found is None:
        return None
    intent, text, why = found
    intent = replace(intent, args=dict(intent.args))
    intent.confidence = round(min(intent.confidence + 0.01, 0.99), 2)
    intent.read = text
    intent.decided_by = f"{intent.decided_by}; corrected: {why}"
    return intent


def _said(value: object) -> list[str]:
    """Every string a plan carries."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in _said(v)]
    if isinstance(value, list):
        return [s for v in value for s in _said(v)]
    return []


def doubt(intent: Intent, ctx: RuleContext) -> str:
    """A task or list plan read from a message that turns after its request ("…, not X", "…, לא סליחה, Y") and did
    not take the turn: the turn is still in a slot, the value meant is not in the plan, or the one set aside is an
    item of it. The user is asked."""
    if intent.capability != "database" or "corrected:" in intent.decided_by:
        return ""
    turn = turn_of(ctx.text)
    if turn is None or _CONTENT.match(turn.x) or any(_timed(part, ctx) for part in _SEGMENTS.split(turn.body)) \
            or re.match(r"(?:make\s+(?:it|that)\s+)?\d", turn.body, re.IGNORECASE):
        return ""  # an hour or a day taken back ("actually make it 6, pretty sure …"): corrections_doubt.py's
    slots = _said(intent.args)
    plan = " ".join(slots)
    why = f"the message takes something back after the request ({turn.lead} {turn.body!r}), and the plan did not"
    if any(_words(turn.lead) & _words(slot) and _words(turn.x or turn.z) <= _words(slot) for slot in slots):
        return why  # the turn read into a slot ("pay arnona … not the ID card, the passport")
    if turn.z and not _within(turn.z, plan):
        return why
    if turn.x and not turn.marker and any(_same_item(turn.x, slot) for slot in _items(intent)):
        return why
    return ""
