"""Several errands said in one breath: "tmrw i need to book flights, call the vet and return the package",
"מחר צריך לשלם ארנונה, להתקשר לגננת ולקנות מתנה".

No grammar lives here: `task_plain.create_task` asks `split_errands` whether the words of one task are really
several, each opening with its own errand verb. A part that does not open with one belongs to the part before
it ("buy milk and eggs", "לקנות חלב ולחם", "call mom and dad" stay one task), and a part that holds its own
time words is not split at all: which time goes with which errand is read elsewhere, or asked. It also asks
`write_it_down_at` whether the errands end with "write it down" / "תרשום": still to-dos ("tmrw need to call
the bank and pay rent, write it down").
"""

from __future__ import annotations

import re
from datetime import datetime

from memo.planning.rules.base import tidy
from memo.planning.rules.lists_lexicon import is_grocery
from memo.planning.rules.task_implied import EN_TASK_VERBS, HE_TASK_INFINITIVES
from memo.planning.rules.task_words import HE
from memo.planning.timeexpr import parse_time_expression, strip_spans

MAX_ERRANDS = 8  # more than this in one sentence is a list, and is read as one
# Everyday errand verbs beyond those a task is reported done with (task_implied.EN_TASK_VERBS).
_EN_MORE = ("get", "make", "ask", "tell", "meet", "write", "grab", "fill out", "fill in", "fill up", "update",
            "confirm", "find", "organize", "wrap", "see", "go", "drop", "hang up", "put away", "sort", "set", "prep",
            "review",
            # money for a trip: "exchange money for pounds", "withdraw cash", "top up the travel card"
            "exchange", "withdraw", "convert", "top up",
            # gear's upkeep: "restring the guitar", "tune the piano", "sharpen the knives"
            "restring", "tune", "sharpen", "oil", "reinstall", "recharge")
_EN_VERB = re.compile(
    r"^(?:then\s+)?(?:" + "|".join(re.escape(v).replace(r"\ ", r"\s+")
                                   for v in sorted({*EN_TASK_VERBS, *_EN_MORE}, key=len, reverse=True))
    + r")\b(?!\s+(?:i|me|you|we|it)\b)",
    re.IGNORECASE)
_HE_VERB = re.compile(rf"^ו?(ל[{HE}]+)(?![{HE}])")
# Where errands part: a comma or semicolon (maybe with "and"), "and" / "then", or Hebrew "ו" glued to an infinitive.
_BREAK = re.compile(rf"(\s*[,;\n]\s*(?:and\s+|then\s+)?|\s+(?:and|then|&)\s+(?:then\s+)?|\s+ו(?=ל[{HE}]))",
                    re.IGNORECASE)


def opens_an_errand(text: str) -> bool:
    """ "call the vet", "return the package", "להתקשר לגננת": an errand verb first, and something after it."""
    if len(text.split()) < 2:
        return False  # a verb alone ("wash and iron the shirts") shares the object of the next one
    hebrew = _HE_VERB.match(text)
    if hebrew is not None:
        return hebrew.group(1) in HE_TASK_INFINITIVES
    return bool(_EN_VERB.match(text))


_AND_HE = re.compile(rf"^ו(?=ל[{HE}]{{2,}})")


def split_errands(text: str, now: datetime) -> list[str] | None:
    """The errands of `text` when it holds two or more, each with its own verb; None otherwise."""
    pieces = _BREAK.split(text)
    if len(pieces) < 3:
        return None
    parts = [pieces[0]]
    for separator, piece in zip(pieces[1::2], pieces[2::2], strict=True):
        if opens_an_errand(tidy(piece)):
            parts.append(piece)
        else:
            parts[-1] += separator + piece
    parts = [_AND_HE.sub("", tidy(p)) for p in parts]  # ", ולהחזיר את הספרים": the "and" is not the errand's
    if not 2 <= len(parts) <= MAX_ERRANDS or not all(p and opens_an_errand(p) for p in parts):
        return None
    if any(parse_time_expression(p, now) is not None for p in parts):
        return None  # "call mom at 5 and buy milk at 7": each its own time, not this reading
    return parts


# "call the bank at 9 buy flowers at 1", "להתקשר לבנק ב9 לקנות פרחים ב1": a clock time, then the next errand's
# verb with no comma or "and" between them. Only a time with its "at" / "ב" or its am/pm is a break.
_CLOCK_THEN = re.compile(
    r"(?:\b(?:at|@)\s*\d{1,2}(?::\d{2})?(?:\s*(?:am|pm|a\.m\.|p\.m\.)|ish)?|\b\d{1,2}(?::\d{2})?\s*(?:am|pm)"
    rf"|(?<![\w{HE}])ב-?\d{{1,2}}(?::\d{{2}})?(?:\s+(?:בבוקר|בערב|בצהריים|בלילה))?)(?=\s+\S)",
    re.IGNORECASE)


_OPENER = re.compile(r"^(?:to|and|then|also)\s+", re.IGNORECASE)


def split_after_times(text: str, now: datetime) -> list[str]:
    """ "call the bank at 9 buy flowers at 1" -> ["call the bank at 9", "buy flowers at 1"]: cut after each clock
    time that the next errand's verb follows; `text` alone when there is none."""
    cuts: list[int] = []
    for m in _CLOCK_THEN.finditer(text):
        # only between two errands: a time after a day word ("מחר ב9 להתקשר לדנה") is the next errand's own
        said = tidy(text[cuts[-1] if cuts else 0:m.start()])
        said_time = parse_time_expression(said, now) if said else None
        said = _OPENER.sub("", tidy(strip_spans(said, said_time.spans) if said_time else said).strip(" ,-"))
        if opens_an_errand(said) and opens_an_errand(tidy(text[m.end():])):
            cuts.append(m.end())
    if not cuts:
        return [text]
    return [tidy(text[a:b]) for a, b in zip([0, *cuts], [*cuts, len(text)], strict=True)]


# "תרשום לי כמה משימות לחדש ביטוח רכב לקבוע תור לרופא" (dictated, without commas): after "several tasks" each
# errand infinitive opens the next one. Only infinitives of the closed list count, so a noun with "ל" ("לרופא",
# "לספריה") stays inside its errand.
_HE_WORD = re.compile(rf"(?<![{HE}])ו?ל[{HE}]+(?![{HE}])")


def split_at_infinitives(text: str) -> list[str] | None:
    """The errands of an unpunctuated Hebrew list, each opening with its own errand infinitive; None unless there
    are two or more and the text opens with one."""
    starts = [m.start() for m in _HE_WORD.finditer(text) if m.group(0).removeprefix("ו") in HE_TASK_INFINITIVES
              or (m.group(0).startswith("ו") and m.group(0)[1:] in HE_TASK_INFINITIVES)]
    if len(starts) < 2 or starts[0] != 0:
        return None
    parts = [tidy(re.sub(rf"^ו(?=ל[{HE}])", "", text[a:b])) for a, b in zip(starts, [*starts[1:], len(text)],
                                                                              strict=True)]
    if not 2 <= len(parts) <= MAX_ERRANDS or any(len(p.split()) < 2 for p in parts):
        return None  # a verb alone ("לשטוף ולקפל את הכביסה") shares the object of the next one
    return parts


# "..., write it down", "..., תרשמי לי": the request to keep what came before, said after it. The bare Hebrew
# forms without "ת" ("רשום", "כתוב") are also adjectives ("it's written"), so they count only with an object.
_WRITE_IT_DOWN = re.compile(
    r"[\s,.;:!\-–]+(?:(?:pls|please|plz|so|and|just|can\s+you|could\s+you)\s+)*"
    r"(?:(?:write|jot|note|put|get)\s+(?:it|that|this|them|these|those)\s+down|(?:write|jot|note)\s+down"
    r"|(?:note|log)\s+(?:it|that|this|them)|make\s+a\s+note(?:\s+of\s+(?:it|that|this|them))?)"
    r"(?:\s+(?:pls|please|plz|for\s+me|somewhere|thanks|thx|ty))*"
    r"|[\s,.;:!\-–]+(?:בבקשה\s+)?ו?(?:(?:תרשום|תרשמי|תרשמו|תכתוב|תכתבי|תכתבו)"
    r"|(?:רשום|רשמי|כתוב|כתבי)(?=\s+(?:לי|את\s+זה|אותם|אותן)))"
    rf"(?:\s+(?:לי|את\s+זה|זה|אותם|אותן|בבקשה|אצלך|תודה)(?![{HE}]))*",
    re.IGNORECASE)
_END = re.compile(r"[\s.!]*$")
_TAIL_WINDOW = 60  # the request is a few words at the very end


def write_it_down_at(text: str) -> int | None:
    """Where a closing "write it down" / "תרשום" starts in `text`, or None when the text does not end with one."""
    for match in _WRITE_IT_DOWN.finditer(text, max(0, len(text) - _TAIL_WINDOW)):
        if _END.fullmatch(text, match.end()):
            return match.start() if match.start() > 0 else None
    return None


# "..., add it as a task", "X - תרשמי לי כמשימה": the request to keep what came before as a to-do, said after it.
_AS_TASK = re.compile(
    r"[\s,.;:!\-–]+(?:(?:pls|please|plz|so|and|just|can\s+you|could\s+you)\s+)*"
    r"(?:(?:add|put|save|write|set|log|keep|stick|throw)\s+(?:it|this|that|them)?\s*(?:down\s+)?"
    r"(?:as\s+(?:a\s+|an\s+)?(?:task|to[-\s]?do|todo)s?|(?:to|on|in|into|onto)\s+(?:my|the)\s+(?:to[-\s]?dos?|todo"
    r"|tasks?)(?:\s+list)?)|make\s+(?:it|this|that)\s+(?:a\s+|an\s+)?(?:task|to[-\s]?do|todo))"
    r"(?:\s+(?:pls|please|plz|for\s+me|thanks|thx|ty))*"
    r"|[\s,.;:!\-–]+(?:בבקשה\s+)?ו?(?:תרשום|תרשמי|רשום|רשמי|תוסיף|תוסיפי|הוסף|הוסיפי|תכניס|תכניסי|תשים|תשימי|תשמור"
    r"|תשמרי|תכתוב|תכתבי)(?:\s+(?:לי|את\s+זה|אותו|אותה))*\s+(?:כ|ל|בתור\s+)(?:משימה|מטלה|משימות|מטלות"
    rf"|רשימת\s+(?:ה)?(?:משימות|מטלות))(?:\s+(?:שלי|חדשה|בבקשה|תודה)(?![{HE}]))*",
    re.IGNORECASE)


def as_task_at(text: str) -> int | None:
    """Where a closing "add it as a task" / "תרשמי כמשימה" starts in `text`, or None when it does not end with one."""
    for match in _AS_TASK.finditer(text, max(0, len(text) - _TAIL_WINDOW)):
        if _END.fullmatch(text, match.end()):
            return match.start() if match.start() > 0 else None
    return None


# "tmrw remind me 9 call insurance 1 lunch w dana 6 gym": a day planned in a hurry, each errand after its own bare
# hour. A bare number is also a count ("buy 2 cartons"), so this reads only three or more parts, hours of the
# clock in the order of the day, the first opening with an errand verb and an object, and no part a grocery.
_BARE_HOUR = re.compile(r"(?<![\w:.,/])(\d{1,2})(?::([0-5]\d))?(?=\s+[^\W\d])")
_EACH_HOUR = re.compile(r"(?<![\w:.,/])(?:ב-?)?(\d{1,2})(?::([0-5]\d))?(?=\s+[^\W\d])")  # "ב8" too


_TRAILING_JOIN = re.compile(r"(?:[\s,;]+(?:and|then|and\s+then|&|at|@))+$", re.IGNORECASE)  # "... and at"


def _day_order(hour: int, minute: int, previous: float) -> float | None:
    """The hour as read in the day's order after `previous` (1 after 9 is 13:00), or None when none fits."""
    for h in (hour, hour + 12) if hour < 12 else (hour,):
        if h + minute / 60 > previous:
            return h + minute / 60
    return None


def split_at_leading_times(text: str, now: datetime) -> list[str] | None:
    """ "9 call insurance 1 lunch w dana 6 gym" -> ["at 9 call insurance", "at 1 lunch w dana", "at 6 gym"]; None
    unless the text is such a run from its start."""
    found = list(_EACH_HOUR.finditer(text))
    if len(found) < 3 or len(found) > MAX_ERRANDS:
        return None
    lead = re.sub(r"(?:^|\s+)(?:at|@)$", "", tidy(text[:found[0].start()]), flags=re.IGNORECASE)
    said = parse_time_expression(lead, now) if lead else None
    if lead and (said is None or tidy(strip_spans(lead, said.spans)).strip(" ,-")):
        return None  # only day words ("tomorrow", "מחר") may come before the first hour
    # Hours said as hours ("ב9 בנק, ב1 אבא") or a run cut by commas ("9 bank, 1 lunch w dad, 5 gym") need no errand
    # verb first: a count is neither after "ב" nor, three times over in the day's order, at the head of each part.
    said_as_hours = all(m.group(0).startswith("ב") for m in found) or (
        all(re.search(r"[,;]\s*$", text[:m.start()]) for m in found[1:])
        and not any(_COUNT_AFTER.match(text[m.end():].split()[0].strip(",;")) for m in found))
    parts: list[str] = []
    previous = 0.0
    for m, end in zip(found, [*(f.start() for f in found[1:]), len(text)], strict=True):
        hour, minute = int(m.group(1)), int(m.group(2) or 0)
        words = _TRAILING_JOIN.sub("", tidy(text[m.end():end]).strip(" ,;-"))
        at = _day_order(hour, minute, previous) if 1 <= hour <= 23 else None
        verb_first = opens_an_errand(words)
        opens = said_as_hours or verb_first
        # A grocery alone ("9 milk") is a count; after an errand verb ("12 order the cake") it is that errand's.
        if at is None or not words or (is_grocery(words) and not verb_first) or (not parts and not opens):
            return None
        previous = at
        clock = m.group(0).removeprefix("ב").lstrip("-")
        parts.append(f"ב{clock} {words}" if re.search(rf"[{HE}]", words) else f"at {clock} {words}")
    parts[0] = tidy(f"{lead} {parts[0]}")
    return parts


def errand_after_bare_hour(text: str) -> bool:
    """ "pay arnona 12 call the bank": a bare number with an errand after it, in what was read as one reminder.
    It may be that errand's hour, so the one reading is doubted; a count ("buy 2 cartons") has no verb after it."""
    found = list(_BARE_HOUR.finditer(text))
    if len(found) > MAX_ERRANDS:  # numbered sentences or a long list: counts and labels, not hours
        return False
    return any(opens_an_errand(tidy(text[m.start():]).split(" ", 1)[-1]) or _hour_between(text, m) for m in found
               if not _STREET_AFTER.match(text, m.end()) and not _HOUSE_NUMBER.match(text, m.end())
               and int(m.group(1)) <= 24)  # "Ben Gurion 45": no hour of the day


# A house number before its street's name ("the club on 32 Ben Yehuda Street"): an address, not an hour.
_STREET_AFTER = re.compile(r"\s+(?:[A-Z][\w'-]*\s+){1,3}(?:street|st|road|rd|avenue|ave|blvd|boulevard|lane|ln|drive"
                           r"|dr|square|sq)\b\.?", re.IGNORECASE)

# A house number before the flat's or floor's ("Ben Gurion 45 apt 12", "הרצל 12 קומה 3"): an address, not an hour.
_HOUSE_NUMBER = re.compile(rf"\s+(?:apt|apartment|flat|floor|fl|unit|entrance|suite|דירה|קומה|כניסה)(?![\w{HE}])",
                           re.IGNORECASE)


# What a count is said before or after: "for 4 people", "the 2 bills", "buy 3 eggs", "2 kilo", "לקנות 2 מחברות".
_COUNT_BEFORE = re.compile(r"(?:for|of|the|my|x|with|about|than|like|over|under|number|no\.?|#|page|chapter|step"
                           r"|room|floor|apt|apartment|gate|platform|bus|line|level|grade|version|part|item"
                           r"|של|עם|בשביל|כ|עוד|רק|מספר|עמוד|פרק|חדר|קומה|דירה|קו|כיתה)$", re.IGNORECASE)
_COUNT_AFTER = re.compile(rf"^(?:[a-z]+s|[{HE}]+(?:ים|ות)|kg|kilo|liter|litre|pack|dozen|min|mins|minutes?|hours?"
                          rf"|days?|ק\"ג|קילו|ליטר|שעות|דקות|ימים|pm|am|o'?clock)$", re.IGNORECASE)


def _hour_between(text: str, m: re.Match[str]) -> bool:
    """ "call insurance 1 lunch w dana": a bare number between the words of one errand and a word that is not
    counted (not a plural or a unit, not after a verb or "for"): the hour of a next errand, likely."""
    before, after = text[:m.start()].split(), text[m.end():].split()
    if not before or not after or _COUNT_AFTER.match(after[0]) or _COUNT_BEFORE.match(before[-1]):
        return False
    return not opens_an_errand(f"{before[-1]} {after[0]}")
