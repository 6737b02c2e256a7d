"""A correction said as a clause of its own after the request, put into the request (read by spoken.as_meant).

People send the request and then put one of its values right in the next breath: "put lunch with Tal on thursday
at 1. wait not thursday, wednesday", "…ביום שלישי בעשר. לא בעשר, באחת עשרה", "…כל יום ראשון, לא, כל יום שני,
ב-17:30", "am I free ביום שישי בבוקר? not this friday, של שבוע הבא". spoken.py puts right a value taken back
right where it was said; here the clause comes after a pause (a full stop, a comma, a "?") and names what it
takes back ("not X,") or only the value meant ("לא, את שישי"). Its value replaces the one of the same kind in the
request: a weekday (or a run of them: "tue and thu"), or a clock time. The value is replaced only when which one
is plain: the one the clause names, or the only one of its kind in the request. Otherwise the message is left
as it was, and corrections_doubt.py has the turn ask.

Also put right here:
- a clause that says "next week's" of the weekday said ("not this friday, of next week"): the week is added;
- a date the request lacks, given as the news that it moved ("put the Rome trip in my calendar. not dec 10-13, it
  got moved to dec 11-14"): the date meant is added to the request;
- "not a reminder, just the calendar" said first ("לא צריך תזכורת, רק תכניס ליומן: …", "don't set a reminder for
  it, just add to my calendar: …"): the request after "just"/"רק" is the message.

A negation that is content is never a clause of this kind: "remind me not to forget the keys" has no pause, and
"…, לא לשכוח את המפתחות" takes back no value.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import UTC

_HE = r"\u05D0-\u05EA"
_PUNCT = ",.;:!?…\"'()"
_PAUSE_ENDS = (".", ",", ";", "!", "?", "…", ":")

_EN_WEEKDAYS = {"sunday": 6, "sun": 6, "monday": 0, "mon": 0, "tuesday": 1, "tue": 1, "tues": 1, "wednesday": 2,
                "wed": 2, "weds": 2, "thursday": 3, "thu": 3, "thur": 3, "thurs": 3, "friday": 4, "fri": 4,
                "saturday": 5, "sat": 5}
_HE_WEEKDAYS = {"ראשון": 6, "שני": 0, "שלישי": 1, "רביעי": 2, "חמישי": 3, "שישי": 4, "שבת": 5}
_EN_NUMBERS = {w: n for n, w in enumerate(["one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
                                           "ten", "eleven", "twelve"], 1)}
_HE_NUMBERS = {"אחת": 1, "אחד": 1, "שתיים": 2, "שתים": 2, "שניים": 2, "שלוש": 3, "שלושה": 3, "ארבע": 4, "ארבעה": 4,
               "חמש": 5, "חמישה": 5, "שש": 6, "שישה": 6, "שבע": 7, "שבעה": 7, "שמונה": 8, "תשע": 9, "תשעה": 9,
               "עשר": 10, "עשרה": 10}
# Words that go on a clock time and say nothing of which one it is ("באחת עשרה", "בשש וחצי בערב", "at 5 pm").
_CLOCK_TAIL = frozenset({"עשרה", "וחצי", "ורבע", "am", "pm", "a.m.", "p.m.", "o'clock", "oclock", "בערב", "בבוקר",
                         "בצהריים", "thirty", "fifteen", "forty-five"})
_JOIN = frozenset({"and", "&", ",", "ו", "or"})
# Words that take back what was just said, at the start of the clause.
_MARKERS = (("i", "mean"), ("or", "rather"), ("scratch", "that"), ("no",), ("nope",), ("nah",), ("wait",),
            ("actually",), ("sorry",), ("oops",), ("correction",), ("לא",), ("רגע",), ("בעצם",), ("סליחה",),
            ("אופס",), ("כלומר",), ("טעות",), ("אה",))
# Words between the marker and the value meant ("make it mon and thu", "it's at 3", "את שישי", "כל יום שני").
_LEAD_INS = ("make it", "make that", "it's", "its", "it is", "the one at", "the one", "on", "at", "the", "to", "every",
             "את", "זה", "של", "ל", "ב", "ביום", "יום", "כל")
# The news that the thing moved, before the date meant ("it got moved to dec 11-14", "זה עבר ל-11 עד 14").
_MOVED = re.compile(rf"^(?:(?:it|that|this)\s*(?:'s|\s+is|\s+was|\s+got|\s+has\s+been|\s+'s\s+been)?\s*)?"
                    rf"(?:(?:been\s+)?(?:moved|changed|pushed|postponed|rescheduled)\s+(?:to|until|till)\s+|now\s+)"
                    rf"|^(?:זה\s+)?(?:עבר|זז|הוזז|נדחה|הוקדם|השתנה)\s*ל-?(?=[\d{_HE}])", re.IGNORECASE)
# "(of) next week": what the clause adds to the weekday said ("not this friday, של שבוע הבא").
_NEXT_WEEK = re.compile(r"^(?:of\s+|the\s+one\s+of\s+)?next\s+week(?:'s)?\W*$|^(?:של\s+|ב|מ)?(?:ה?שבוע\s+ה?בא)\W*$",
                        re.IGNORECASE)
_THIS = frozenset({"this", "the", "הזה", "הקרוב", "השבוע", "את", "יום", "ביום", "on", "week"})

# "not a reminder, just the calendar", said first.
_NO_REMINDER = re.compile(
    r"^\s*(?:(?:there'?s\s+)?no\s+need\s+(?:for\s+|to\s+(?:set|make|add|create)\s+)(?:a\s+|any\s+)?reminders?"
    r"|(?:don'?t|do\s+not|no\s+need\s+to)\s+(?:set|make|add|create|give\s+me)\s+(?:a\s+|any\s+|me\s+a\s+)?reminders?"
    r"|no\s+reminders?(?:\s+needed)?|not\s+a\s+reminder|without\s+a\s+reminder"
    r"|(?:don'?t|do\s+not|no\s+need\s+to)[\s,]+remind\s+me|אל\s+תזכיר(?:י)?\s+לי"
    r"|(?:לא\s+צריך|אין\s+צורך\s+ב|בלי|לא)\s*(?:ב)?תזכורת(?:ות)?)"
    r"(?:\s+(?:for|about|on)\s+(?:it|this|that))?(?:\s+(?:לזה|על\s+זה|בשביל\s+זה))?\s*[,.;:!\-–]+\s*"
    r"(?:(?:just|only|simply|רק|פשוט)\s+)?(?P<rest>\S.*)$", re.IGNORECASE)
_COMMAND = re.compile(rf"^(?:add|put|save|schedule|book|block|create|make|set|store|remember|note|write|log"
                      rf"|ת[{_HE}]{{2,}}|שמור|שמרי|רשום|רשמי)\b", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Corrected:
    text: str
    why: str


def put_right(text: str) -> Corrected | None:
    """The message with a correction said after the request put into it; None when it has none that is plain."""
    no_reminder = _NO_REMINDER.match(text)
    if no_reminder is not None and _COMMAND.match(no_reminder.group("rest")):
        return Corrected(no_reminder.group("rest").strip(), "'not a reminder' said first: the request after it read")
    tokens = text.split()
    for p in range(2, len(tokens)):
        if not _paused(tokens[p - 1]):
            continue
        fixed = _at(tokens, p)
        if fixed is not None:
            return fixed
    return None


def _marks(word: str) -> bool:
    return word == "not" or any(m[0] == word for m in _MARKERS)


def _paused(token: str) -> bool:
    return token.endswith(_PAUSE_ENDS) or token in ("-", "—", "–")


def _bare(token: str) -> str:
    return re.sub(r"'s$", "", token.strip(_PUNCT).casefold())  # "monday's"


def _stem(word: str) -> str:
    """A Hebrew word without the letters glued before a day or an hour ("וביום", "ב-14", "לשישי")."""
    m = re.match(rf"^(?:ו?[בלמה]|ו|ה)-?(?=[{_HE}\d])", word)
    if m and len(word) - m.end() >= 2:
        return word[m.end():]
    return word


def _kind(word: str) -> str | None:
    word = _bare(word)
    stem = _stem(word)
    if word in _EN_WEEKDAYS or stem in _HE_WEEKDAYS:
        return "weekday"
    if word in _EN_NUMBERS or stem in _HE_NUMBERS or re.fullmatch(r"\d{1,2}(?:[:.]\d{2})?(?:am|pm)?", stem):
        return "clock"
    return None


def _value(word: str) -> int | str:
    """What a day or clock word names: a weekday's number, or an hour (12-hour, minutes kept)."""
    word = _bare(word)
    stem = _stem(word)
    if word in _EN_WEEKDAYS:
        return _EN_WEEKDAYS[word]
    if stem in _HE_WEEKDAYS:
        return _HE_WEEKDAYS[stem]
    if word in _EN_NUMBERS:
        return f"{_EN_NUMBERS[word] % 12}:00"
    if stem in _HE_NUMBERS:
        return f"{_HE_NUMBERS[stem] % 12}:00"
    m = re.fullmatch(r"(\d{1,2})(?:[:.](\d{2}))?(?:am|pm)?", stem)
    return f"{int(m.group(1)) % 12}:{m.group(2) or '00'}" if m else word


def _runs(tokens: list[str], kind: str) -> list[tuple[int, int]]:
    """The spans of `tokens` that say values of `kind`: "tue and thu", "באחת עשרה", "6:30 pm"."""
    spans: list[tuple[int, int]] = []
    i = 0
    while i < len(tokens):
        if _kind(tokens[i]) != kind:
            i += 1
            continue
        j = i + 1
        while j < len(tokens) and not tokens[j - 1].endswith((".", "?", "!", ";")):
            word = _bare(tokens[j])
            same = _kind(tokens[j]) == kind and (kind == "weekday" or tokens[j - 1][-1:] not in ",")
            if same or (kind == "clock" and word in _CLOCK_TAIL):
                j += 1
            elif kind == "weekday" and word in _JOIN and j + 1 < len(tokens) and _kind(tokens[j + 1]) == kind:
                j += 2
            else:
                break
        spans.append((i, j))
        i = j
    return spans


def _lead_in(tokens: list[str], i: int) -> int:
    """Past the words that say nothing between a marker and the value meant."""
    while i < len(tokens):
        for phrase in _LEAD_INS:
            words = phrase.split()
            if [_bare(t) for t in tokens[i:i + len(words)]] == words and i + len(words) < len(tokens):
                i += len(words)
                break
        else:
            return i
    return i


def _at(tokens: list[str], p: int) -> Corrected | None:
    """The correction clause starting at `p` (after a pause) put into the request before it."""
    i, marked, negated, strong = p, False, False, False
    while i < len(tokens):
        phrase = next((m for m in _MARKERS if [_bare(t) for t in tokens[i:i + len(m)]] == list(m)), None)
        if phrase is None and _bare(tokens[i]) != "not":
            break
        word = _bare(tokens[i])
        after = i + (len(phrase) if phrase else 1)
        nxt = _bare(tokens[after]) if after < len(tokens) else ""
        # "not X," and "לא בעשר," name what is taken back; "no" and "לא," only take back ("actually no make it").
        if word == "not" or (word == "לא" and not tokens[i].endswith(",") and not _marks(nxt)):
            negated = True
            i += 1
            break
        marked, strong = True, strong or word not in ("לא", "no")
        i = after
    if not (marked or negated) or i >= len(tokens):
        return None
    request = tokens[:p]
    taken: list[str] = []
    if negated:
        end = next((k for k in range(i, min(i + 5, len(tokens))) if tokens[k].endswith(",")), None)
        if end is None and len(tokens) - i <= 3:
            end = len(tokens) - 1  # "…on monday at 10, not tuesday": said last
        if end is None:
            return None
        taken, i = tokens[i:end + 1], end + 1
        if _sets_aside(request, taken, tokens[i:]):
            said = " ".join(request).rstrip(",;:-")
            why = f"{' '.join(taken).strip(_PUNCT)!r} set aside after the request, which keeps its own"
            return Corrected(said, why)
        if i >= len(tokens):
            return None
    meant_at = _lead_in(tokens, i)
    if meant_at >= len(tokens):
        return None
    meant_text = " ".join(tokens[i:])
    if taken and _NEXT_WEEK.match(meant_text):
        return _next_week(request, taken, meant_text)
    if taken and (moved := _MOVED.match(meant_text)) is not None:
        return _moved(request, taken, meant_text[moved.end():])
    kind = _kind(tokens[meant_at])
    if kind is None:
        return None
    meant_span = next(span for span in _runs(tokens[meant_at:], kind) if span[0] == 0)
    meant = tokens[meant_at:meant_at + meant_span[1]]
    rest = tokens[meant_at + meant_span[1]:]
    # What is said after an hour meant may only tell which thing it is ("את של 17:00, עם הספק").
    detail = bool(rest) and _bare(rest[0]) in ("with", "עם")
    if kind == "clock" and ((rest and not detail) or taken or not strong):
        # An hour: only "…בארבע? לא, בעצם בחמש" here. "not 8, 8:30, I'm never up by 8" and "לא ב-9, ב-10" are
        # corrections_times.py's, and after a bare "no" which part is taken back is not plain ("ביום רביעי בשש,
        # לא, בשבע").
        return None
    spans = _runs(request, kind)
    if taken:
        named = {_value(t) for t in taken if _kind(t) == kind}
        if not named:
            return None
        spans = [(s, e) for s, e in spans if named & {_value(t) for t in request[s:e] if _kind(t) == kind}]
    if len(spans) != 1:
        return None
    if kind == "clock" and any(_bare(t) not in _DAY_AFTER and _kind(t) != "weekday" for t in request[spans[0][1]:]):
        # "remind me at 8 to take pills, actually make it 9": an hour said after the errand may take back more
        # than the hour; only one put right next to the hour it replaces is plain ("בארבע? לא, בעצם בחמש").
        return None
    return _replaced(request, spans[0], meant, rest)


# Words that may follow the hour taken back and still leave the correction next to it ("של 16:00 מחר... לא סליחה").
_DAY_AFTER = frozenset({"tomorrow", "today", "tonight", "tmrw", "מחר", "היום", "הערב"})


def _replaced(request: list[str], span: tuple[int, int], meant: list[str], rest: list[str]) -> Corrected:
    start, end = span
    was = request[start:end]
    new = [t.rstrip(_PUNCT) if k == len(meant) - 1 else t for k, t in enumerate(meant)]
    first_was, first_new = _bare(was[0]), new[0]
    prefix = first_was[:len(first_was) - len(_stem(first_was))]
    if prefix and re.match(rf"[{_HE}]", first_new) and _stem(_bare(first_new)) == _bare(first_new):
        new[0] = prefix + first_new  # "בעשר" taken back for "אחת עשרה": "באחת עשרה"
    tail_punct = was[-1][len(was[-1].rstrip(_PUNCT)):]
    new[-1] += tail_punct if end < len(request) else ""
    out = [*request[:start], *new, *request[end:]]
    last_punct = meant[-1][len(meant[-1].rstrip(_PUNCT)):]
    out[-1] = out[-1] if out[-1].endswith(("?", "!")) else out[-1].rstrip(_PUNCT) + (last_punct if rest else "")
    text = " ".join([*out, *rest])
    return Corrected(text, f"{' '.join(was)!r} taken back after the request for {' '.join(meant).strip(_PUNCT)!r}")


# A reason said after what is set aside ("not monday's, I'm still going to that one"), left out with it.
_REASON = re.compile(rf"^(?:i'?m|im|i|it'?s|that'?s|because|cause|cuz|since|כי|אני|זה|בגלל|אליו|לזה)(?![\w{_HE}'])",
                     re.IGNORECASE)


def _sets_aside(request: list[str], taken: list[str], rest: list[str]) -> bool:
    """ "cancel yoga on wednesday. not monday's, I'm still going to that one": what the clause rules out is not
    what the request said, and it says nothing else meant: the request stands as it was said."""
    kinds = {_kind(t) for t in taken} - {None}
    if len(kinds) != 1:
        return False
    kind = kinds.pop()
    if any(_kind(t) == kind for t in rest) or (rest and not _REASON.match(" ".join(rest))):
        return False
    said = {_value(t) for t in request if _kind(t) == kind}
    return bool(said) and not said & {_value(t) for t in taken if _kind(t) == kind}


def _next_week(request: list[str], taken: list[str], meant: str) -> Corrected | None:
    """ "…ביום שישי… not this friday, של שבוע הבא": the weekday said, of next week."""
    days = {_value(t) for t in taken if _kind(t) == "weekday"}
    others = [_bare(t) for t in taken if _kind(t) != "weekday"]
    if len(days) > 1 or any(w not in _THIS for w in others):
        return None
    # "not this friday": that weekday; "לא השבוע": the one weekday the request said.
    spans = [(s, e) for s, e in _runs(request, "weekday") if not days or days & {_value(t) for t in request[s:e]}]
    if len(spans) != 1:
        return None
    start, end = spans[0]
    last = request[end - 1]
    if re.search(rf"[{_HE}]", last):
        out = [*request[:end - 1], last.rstrip(_PUNCT), "בשבוע הבא" + last[len(last.rstrip(_PUNCT)):], *request[end:]]
    else:  # "next week on thursday": said after the day, "thursday next week" reads as the week
        start -= 1 if start and _bare(request[start - 1]) == "on" else 0
        out = [*request[:start], "next week", *(["on"] if _bare(request[start]) != "on" else []), *request[start:]]
    return Corrected(" ".join(out), f"{' '.join(taken).strip(_PUNCT)!r} taken back for {meant.strip(_PUNCT)!r}")


def _moved(request: list[str], taken: list[str], meant: str) -> Corrected | None:
    """ "put the Rome trip in my calendar. not dec 10-13, it got moved to dec 11-14": the request names no date,
    so the one it moved to is the one meant."""
    from datetime import datetime

    from memo.planning.timeexpr import parse_time_expression

    now = datetime(2026, 1, 1, tzinfo=UTC)  # only whether each part names a time is asked here
    said = " ".join(request).rstrip(_PUNCT)
    if any(_kind(t) for t in request) or parse_time_expression(said, now) is not None:
        return None
    if parse_time_expression(" ".join(taken).strip(_PUNCT), now) is None or parse_time_expression(meant, now) is None:
        return None
    return Corrected(f"{said} {meant}".strip(), f"{' '.join(taken).strip(_PUNCT)!r} taken back for {meant!r}")
