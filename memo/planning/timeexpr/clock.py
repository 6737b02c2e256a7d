"""Clock times: hours, minutes, AM/PM, "half past seven", "ברבע לשמונה", "3-5pm", parts of the day.

Why this exists: reading a written time is the subtlest part of the grammar.  This module
holds the clock-time rules, which turn text into a ``_Raw`` time *as written*, and the
helpers that later read a ``_Raw`` into 24h hours (``_candidates``: AM/PM inference, parts of
the day, midnight; ``_range_start``: a range start read in the light of its end).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from . import timewords as tw
from .patterns import _alt, _gate, _rx
from .scanner import _Handler, _Rule, _Scan


@dataclass(frozen=True, slots=True)
class _Raw:
    """A clock time as written, before AM/PM inference."""

    hour: int
    minute: int = 0
    meridiem: str | None = None  # "am" / "pm" when written
    literal: bool = False  # 24h / two-digit clock: take as is
    midnight: bool = False


# -- clock times -----------------------------------------------------------------------------
def _raw(
    hour: int, minute: int = 0, meridiem: str | None = None, hour_text: str = "", colon: bool = False
) -> _Raw | None:
    """Build a clock time; two-digit "HH:MM", "0x" and hours 0/13-23 are literal (24h)."""
    if not (0 <= hour <= 23 and 0 <= minute <= 59):
        return None
    if meridiem:
        if not 1 <= hour <= 12:
            return None
        return _Raw(hour, minute, meridiem)
    literal = hour == 0 or hour >= 13 or hour_text.startswith("0") or (colon and len(hour_text) == 2)
    return _Raw(hour, minute, None, literal)


def _meridiem(text: str | None) -> str | None:
    if not text:
        return None
    return "am" if text.startswith("a") else "pm"


# A Hebrew hour may carry its minutes as a word ("מ10 עד 11 וחצי", "משמונה ורבע עד תשע").
_RANGE_TOKEN = (
    # "5 30pm": a space typed for the colon, where am/pm after the minutes says it is a clock time.
    r"(?:(?P<h{n}>\d{{1,2}})(?:(?:[:.]|\s(?=[0-5]\d\s*[ap]\.?m))(?P<m{n}>\d{{2}})|\s+ו-?\s?(?P<hm{n}>%(HE_MIN)s))?(?:\s*(?P<ap{n}>%(AMPM)s))?"
    r"|(?P<w{n}>%(HE_HOUR)s|%(EN_HOUR)s)(?:\s+ו-?\s?(?P<wm{n}>%(HE_MIN)s))?(?:\s*(?P<aw{n}>%(AMPM)s))?)"
)
_RANGE_RE = _rx(
    r"(?P<pre>\bfrom\s+|\bbetween\s+|%(L)sו?(?:בין|משעה|מהשעה|מ)\s*-?\s*)?(?<![\d:.])"
    + _RANGE_TOKEN.format(n=1)
    + r"(?P<sep>\s*-\s*|\s+(?:to|till|until|and|ועד|עד)\s+|\s+ל-?\s?|\s+לבין\s+)"
    + _RANGE_TOKEN.format(n=2)
    + r"(?![\d:/]|\.\d)%(NOT_UNIT)s"
)


def _range_raw(m: re.Match[str], n: int) -> _Raw | None:
    if m[f"h{n}"] is not None:
        htext, mtext = m[f"h{n}"], m[f"m{n}"]
        if m[f"hm{n}"]:
            minute = _minute_word(m[f"hm{n}"])
            return None if minute is None else _raw(int(htext), minute, _meridiem(m[f"ap{n}"]), htext)
        return _raw(int(htext), int(mtext) if mtext else 0, _meridiem(m[f"ap{n}"]), htext, mtext is not None)
    word = re.sub(r"\s+", " ", m[f"w{n}"])
    hour = tw.HE_HOUR_WORDS.get(word) or tw.EN_HOUR_WORDS.get(word)
    minute = _minute_word(m[f"wm{n}"])
    return _raw(hour, minute, _meridiem(m[f"aw{n}"])) if hour and minute is not None else None


# "tuesday 2 to 4", "מחר 10 עד 12": two bare hours right after a day are the hours of that day, not counts.
_DAY_JUST_BEFORE = re.compile(
    r"(?:\b(?:(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)day|tomorrow|today|tmrw)"
    r"|(?<![\w\u0590-\u05FF])ו?[בל]?(?:מחר|היום|ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת))\s*,?\s+$", re.IGNORECASE)


def _after_day(before: str, t1: _Raw, t2: _Raw) -> bool:
    return bool(_DAY_JUST_BEFORE.search(before)) and t1.hour < t2.hour <= 12 and not (t1.literal or t2.literal)


def _h_range(m: re.Match[str], scan: _Scan) -> tuple | None:
    t1, t2 = _range_raw(m, 1), _range_raw(m, 2)
    if t1 is None or t2 is None:
        return None
    sep = m["sep"].strip()
    if not m["pre"]:
        # Without "from"/"between" only clear clock ranges count: "3-5pm", "14:00-16:00", "3 to 5pm".
        both_colon = m["m1"] is not None and m["m2"] is not None
        if sep not in ("-", "to", "till", "until", "עד") or not (
                t2.meridiem or both_colon or _after_day(scan.original[:m.start()], t1, t2)):
            return None
    return "range", (t1, t2)


# "noonish" is typed for "around noon".
_NOON_RE = _rx(r"\b(?:(?:at|around|by)\s+)?(?P<w>noon|midday|midnight)(?:ish)?\b"
               r"|%(L)sו?ב?(?P<he>חצות)(?:\s+הלילה)?(?!\w)")
_EN_PAST_TO_RE = _rx(
    r"(?:\b(?:at|by|around|about)\s+)?\b(?P<f>half|(?:a\s+)?quarter|twenty[- ]five|twenty|ten|five"
    r"|\d{1,2}(?P<mins>\s+minutes?)?)\s+(?P<rel>past|after|to|till)\s+(?P<h>\d{1,2}|%(EN_HOUR)s)(?![\d:])"
    r"(?:\s*(?P<ap>%(AMPM)s))?"
)
_HE_TO_RE = _rx(
    r"%(L)sו?(?:בשעה\s+|ב)?(?P<f>" + _alt(tw.HE_TO_FRACTIONS) + r")\s+ל\s*-?\s*(?P<h>%(HE_HOUR)s|\d{1,2}(?![\d:]))"
)
# "רבע אחרי שש" (6:15), "בעשרה אחרי שמונה": minutes past the hour. Without "ב" only "רבע" / "עשרים" (never a
# count of things) start one: "חמש אחרי שש" may count five of something.
_HE_PAST_RE = _rx(
    r"%(L)sו?(?:(?P<at>בשעה\s+|ב)(?P<f>" + _alt(tw.HE_TO_FRACTIONS) + r")|(?P<f2>רבע|עשרים))"
    r"\s+(?:אחרי|אחר)\s+(?P<h>%(HE_HOUR)s|\d{1,2}(?![\d:]))%(NOT_UNIT)s"
)
_COLON_RE = _rx(
    r"(?P<pre>(?:\b(?:at|by|around|about)\s+|@\s*)|%(L)sו?(?:בשעה|לשעה|בסביבות|ב|ל)\s*-?\s*)?(?<![\d:.,/])"
    r"(?P<h>\d{1,2})(?P<sep>[:.])(?P<m>\d{2})(?![\d:]|[./]\d)(?:\s*(?P<ap>%(AMPM)s))?"
)
_AMPM_RE = _rx(
    r"(?:\b(?:at|by|around|about)\s+|@\s*|%(L)sו?(?:בשעה|ב)\s*-?\s*)?(?<![\d:.])(?P<h>\d{1,2})\s*(?P<ap>%(AMPM)s)"
)
_EN_AT_RE = _rx(
    # "at 7: the plumber": a colon with no minutes after it opens what follows, and the hour stands alone.
    r"(?:\b(?:at|by|around|about)\s+|@\s*)(?P<h>\d{1,2})(?![\d]|:\d|[./]\d)(?:\s*o'?clock\b)?%(NOT_UNIT)s"
    r"|\b(?P<h2>\d{1,2})\s*o'?clock\b"
)
_HE_AT_RE = _rx(
    r"%(L)sו?(?:בשעה|לשעה|בסביבות(?:\s+השעה)?|ב|(?P<by>עד(?:\s+ה?שעה)?))\s*-?\s*(?P<h>\d{1,2})(?![\d]|[:./\-]\d)"
    r"(?:\s+ו-?\s?(?P<mw>%(HE_MIN)s|\d{1,2}(?!\d))(?:\s+דקות)?)?%(NOT_UNIT)s"
)
_BARE_HOUR_RE = _rx(r"(?<![\w:.,/\-])(?P<h>\d{1,2})%(POD_AHEAD)s")
# English word hours are risky ("at one point"), so they need a clear time context after them; a time word read
# before (masked, "\x00": "at ten for an hour") is one.
_EN_WORD_AHEAD = (
    r"(?=\s*(?:$|[,.!?;:)\-\x00]|o'?clock|%(AMPM)s|(?:and\s+)?(?:tomorrow|today|tonight|on|in\s+the|at\s+night"
    r"|this|next|every|to|for|and|so|please|pls)\b))"
)
# With "am"/"pm" said ("at six thirty pm remind me…", "six thirty pm") the words after need not say it is a time.
_EN_WORD_TIME_RE = _rx(
    r"\b(?:at|by|around|about)\s+(?P<hw>%(EN_HOUR)s)(?:\s+(?P<mw>%(EN_MIN)s))?(?:\s*(?P<ap>%(AMPM)s)|"
    + _EN_WORD_AHEAD
    + r")|\b(?P<hw2>%(EN_HOUR)s)(?:\s+o'?clock\b|(?:\s+(?P<mw2>%(EN_MIN)s))?\s*(?P<ap2>%(AMPM)s)|%(POD_AHEAD)s)"
    # "at seven thirty remind me…", "at ten fifteen להזיז": "at" with an hour and its minutes is a clock time
    # whatever follows it (not a count: "at two twenty people").
    r"|\b(?:at|around|about)\s+(?P<hw3>%(EN_HOUR)s)\s+(?P<mw3>%(EN_MIN)s)%(NOT_UNIT)s"
    # "tomorrow at eight gym", "friday at nine pay rent": right after a day already read (masked), "at" and an
    # hour word say when on that day, whatever the task after them; not a count or a phrase ("at one point").
    r"|(?<=\x00)\s+(?:at|around|about)\s+(?P<hw4>%(EN_HOUR)s)(?=\s+[^\W\d])(?!\s+%(EN_MIN)s)%(NOT_UNIT)s"
    r"(?!\s+(?:of|point|stage|time|times|go|another|once|least|most|all|each|or|too|more|less|other|others)\b)"
)
_HE_WORD_TIME_RE = _rx(
    r"%(L)sו?(?P<pre>בשעה\s+|לשעה\s+|בסביבות\s+|ב-?|(?P<to>ל)-?|(?P<by>עד\s+(?:ה?שעה\s+)?))?(?P<hw>%(HE_HOUR)s)"
    r"(?:\s+ו-?\s?(?P<mw>%(HE_MIN)s|\d{1,2}(?!\d))(?:\s+דקות)?"
    # "בתשע ארבעים", "בשבע עשרים וחמש": tens of minutes said with no "ו", as on a clock face.
    r"|\s+(?P<mt>(?:עשרים|שלושים|ארבעים|חמישים)(?:\s+וחמש(?:ה)?)?(?!\w)))?%(NOT_UNIT)s"
)
_POD_AFTER = _rx(r"\s+(?:%(HE_POD)s|הערב|הלילה|הבוקר)")
# After "ל" + an hour word, what may follow for it to be a time: the end, punctuation, or a day (maybe
# already read, then masked with NUL).
_TO_HOUR_END = _rx(r"\s*(?:$|[,.!?;)\x00]|(?:ו?(?:מחר|היום|ב?יום|ב?שבוע|ב%(HE_WD)s))(?!\w))")
# "עד 8" / "עד שמונה" is a deadline ("by 8") only where a time can end: the end, punctuation, a day, a part
# of the day, or the task's own infinitive ("עד שמונה לשלוח את הדוח"); "עד 5 אנשים" counts people.
_BY_HOUR_END = _rx(
    r"\s*(?:$|[,.!?;)\x00]|(?:ו?(?:מחר|היום|הערב|הלילה|ב?יום|ב%(HE_WD)s)|%(HE_POD)s|ת?זכיר[יו]?|ל[\u05d0-\u05ea]{2,})(?!\w))"
)


def _h_noon(m: re.Match[str], scan: _Scan) -> tuple:
    if m["w"] in ("noon", "midday"):
        return "time", _Raw(12, 0, None, True)
    return "time", _Raw(0, 0, None, True, midnight=True)


def _h_en_past_to(m: re.Match[str], scan: _Scan) -> tuple | None:
    f = re.sub(r"\s+", " ", m["f"])
    if f[0].isdigit():
        if m["rel"] in ("to", "till") and not m["mins"]:
            return None  # "2 to 5" is a range, not "two minutes to five"
        minutes = int(f.split()[0])
    else:
        minutes = tw.EN_CLOCK_FRACTIONS[f]
    h = m["h"]
    hour = int(h) if h.isdigit() else tw.EN_HOUR_WORDS[h]
    if not (1 <= hour <= 12 and 0 < minutes < 60):
        return None
    if m["rel"] in ("to", "till"):
        hour, minutes = (hour - 1) or 12, 60 - minutes
    raw = _raw(hour, minutes, _meridiem(m["ap"]))
    return ("time", raw) if raw else None


def _h_he_to(m: re.Match[str], scan: _Scan) -> tuple | None:
    h = re.sub(r"\s+", " ", m["h"])
    hour = int(h) if h.isdigit() else tw.HE_HOUR_WORDS[h]
    if not 1 <= hour <= 12:
        return None
    minutes = tw.HE_TO_FRACTIONS[re.sub(r"\s+", " ", m["f"])]
    return "time", _Raw((hour - 1) or 12, 60 - minutes)


def _h_he_past(m: re.Match[str], scan: _Scan) -> tuple | None:
    h = re.sub(r"\s+", " ", m["h"])
    hour = int(h) if h.isdigit() else tw.HE_HOUR_WORDS[h]
    if not 1 <= hour <= 12:
        return None
    return "time", _Raw(hour, tw.HE_TO_FRACTIONS[re.sub(r"\s+", " ", m["f"] or m["f2"])])


def _h_colon(m: re.Match[str], scan: _Scan) -> tuple | None:
    hour, minute = int(m["h"]), int(m["m"])
    if m["sep"] == "." and not m["pre"]:
        return None  # "1.30" alone is a number, not a time
    raw = _raw(hour, minute, _meridiem(m["ap"]), m["h"], colon=True)
    if raw is None:
        return ("error", "invalid_time") if m["sep"] == ":" else None
    return "time", raw


def _h_ampm(m: re.Match[str], scan: _Scan) -> tuple | None:
    raw = _raw(int(m["h"]), 0, _meridiem(m["ap"]))
    return ("time", raw) if raw else ("error", "invalid_time")


def _h_en_at(m: re.Match[str], scan: _Scan) -> tuple | None:
    h = m["h"] or m["h2"]
    raw = _raw(int(h), 0, None, h)
    return ("time", raw) if raw else None


def _minute_word(text: str | None) -> int | None:
    if not text:
        return 0
    text = re.sub(r"\s+", " ", text)
    if text.isdigit():
        value = int(text)
        return value if value < 60 else None
    return tw.HE_MINUTE_WORDS.get(text, tw.EN_MINUTE_WORDS.get(text))


def _h_he_at(m: re.Match[str], scan: _Scan) -> tuple | None:
    if m["by"] and not _BY_HOUR_END.match(scan.text, m.end()):
        return None
    minute = _minute_word(m["mw"])
    if minute is None:
        return None
    raw = _raw(int(m["h"]), minute, None, m["h"])
    return ("time", raw) if raw else None


def _h_bare_hour(m: re.Match[str], scan: _Scan) -> tuple | None:
    raw = _raw(int(m["h"]), 0, None, m["h"])
    return ("time", raw) if raw else None


def _h_en_word_time(m: re.Match[str], scan: _Scan) -> tuple | None:
    hour = tw.EN_HOUR_WORDS[m["hw"] or m["hw2"] or m["hw3"] or m["hw4"]]
    minute = _minute_word(m["mw"] or m["mw2"] or m["mw3"]) or 0
    raw = _raw(hour, minute, _meridiem(m["ap"] or m["ap2"]))
    return ("time", raw) if raw else None


def _h_he_word_time(m: re.Match[str], scan: _Scan) -> tuple | None:
    clear = m["mw"] or _POD_AFTER.match(scan.text, m.end())
    if not m["pre"] and not clear:
        return None  # a lone number word ("שמונה") is not a time without "ב", minutes or "בבוקר"
    if m["to"] and not clear and not _TO_HOUR_END.match(scan.text, m.end()):
        return None  # "לשלוש" ends a move ("תזיז ... לשלוש"); "לשתיים קבוצות" is not a time
    if m["by"] and not clear and not _BY_HOUR_END.match(scan.text, m.end()):
        return None
    if m["mt"] and not (m["pre"] and m["pre"].startswith("ב")):
        return None  # "שמונה עשרים" alone may count things; "בשמונה עשרים" is a time
    minute = _minute_word(m["mw"] or m["mt"])
    if minute is None:
        return None
    return "time", _Raw(tw.HE_HOUR_WORDS[re.sub(r"\s+", " ", m["hw"])], minute)


# -- parts of the day ------------------------------------------------------------------------
_POD_RE = _rx(
    r"(?<!good\s)(?<!last\s)\b(?:(?:in|during)\s+(?:the|my)\s+|at\s+)?(?P<en>morning|afternoon|evening|night)\b"
    r"|%(L)sו?(?P<he>%(HE_POD)s)"
)


# Words a part of the day may follow and still be one ("friday evening", "late night", "tomorrow morning"); after
# any other word it names a kind of event ("parents evening", "quiz night", "movie night").
_POD_AFTER_OK = frozenset(re.findall(r"\S+", """
my our your his her their its entire rest good
this that next every each on tomorrow tonight today yesterday the a of by until till from to and or
late early mid sunday monday tuesday wednesday thursday friday saturday sundays mondays tuesdays
wednesdays thursdays fridays saturdays sun mon tue tues wed thu thur thurs fri sat weekday weekend
weeknight in during at same one some any all whole later tmrw tomorrows tomorrow's friday's
saturday's sunday's monday's tuesday's wednesday's thursday's last"""))

# "my morning" after a verb of thanks or feeling is what the sentence is about ("you saved my morning", "made my
# evening", "enjoy your night"), not when; after any other word it may still say when ("clear my afternoon").
_POSSESSIVES = frozenset(("my", "our", "your", "his", "her", "their"))
_MADE_OR_SAVED = re.compile(tw.SAID_OF_THE_DAY_EN, re.IGNORECASE)


# "since yesterday evening", "מאתמול בערב": a part of a past day, when something began, never today's hour.
_SINCE_PAST = re.compile(r"(?:\bsince\s+(?:yesterday|the\s+day\s+before)|(?<![\w\u0590-\u05FF])(?:מאתמול|משלשום"
                         r"|מאז\s+(?:אתמול|שלשום)))\s*$", re.IGNORECASE)


def _h_pod(m: re.Match[str], scan: _Scan) -> tuple | None:
    if _SINCE_PAST.search(scan.original[max(0, m.start() - 30):m.start()]):
        return None
    if m["en"]:
        before = re.findall(r"[\w']+", scan.original[max(0, m.start() - 24):m.start()])
        if before and m.start("en") == m.start() and not before[-1].isdigit() and before[-1].casefold() not in (
                _POD_AFTER_OK) and not re.fullmatch(r"\d.*|[ap]m", before[-1], re.IGNORECASE):
            return None  # "parents evening", "quiz night": the name of an event, not when
        if (m.start("en") == m.start() and len(before) >= 2 and before[-1].casefold() in _POSSESSIVES
                and _MADE_OR_SAVED.fullmatch(before[-2])):
            return None  # "you saved my morning", "enjoy your evening": a thing said of it, not when
        return "pod", m["en"]
    return "pod", tw.HE_PARTS_OF_DAY[re.sub(r"\s+", " ", m["he"])]


# The part-of-day rule runs last in both the message grammar and the range grammar.
_POD_RULE: _Rule = (_POD_RE, _h_pod, _gate(r"morning|afternoon|evening|night|%(HE_POD)s"))

# "not in the morning, like 4", "בארבע, לא בבוקר": a part of the day ruled out. The resolver reads a bare hour in
# the part of the day that is left (16:00, never 04:00); alone, with no hour, it names no time.
_NOT_POD_RE = _rx(
    r"\bnot\s+(?:in\s+the\s+|during\s+the\s+|at\s+)?(?P<en>morning|afternoon|evening|night)s?\b"
    r"|%(L)s(?:ו|אבל\s+)?לא\s+(?P<he>%(HE_POD)s)"
)


def _h_not_pod(m: re.Match[str], scan: _Scan) -> tuple:
    return "notpod", m["en"] or tw.HE_PARTS_OF_DAY[re.sub(r"\s+", " ", m["he"])]


_NOT_POD_RULE: _Rule = (_NOT_POD_RE, _h_not_pod, _gate(r"not|לא\s"))


# -- rule tables -----------------------------------------------------------------------------
# Clock times allowed after "until"/"עד" (a nudge may stop at a clock time).
_UNTIL_TIME_TARGETS: tuple[tuple[re.Pattern[str], _Handler], ...] = (
    (_COLON_RE, _h_colon),
    (_AMPM_RE, _h_ampm),
    (_HE_AT_RE, _h_he_at),
    (_HE_WORD_TIME_RE, _h_he_word_time),
    (_EN_AT_RE, _h_en_at),
    (_rx(r"(?P<h>\d{1,2})(?![\d:./]|\w)%(NOT_UNIT)s"), _h_bare_hour),  # "until 17" / "עד 17"
)

_TIME_RULES: tuple[_Rule, ...] = (
    (_NOON_RE, _h_noon, _gate(r"noon|midday|midnight|חצות")),
    (_EN_PAST_TO_RE, _h_en_past_to, _gate(r"past|after|to|till")),
    (_HE_TO_RE, _h_he_to, _gate(r"(?:רבע|עשר|עשרים|חמש|חמישה|עשרה)\s+ל")),
    (_HE_PAST_RE, _h_he_past, _gate(r"(?:רבע|עשר|עשרים|חמש|חמישה|עשרה)\s+אחר")),
    (_COLON_RE, _h_colon, _gate(r"\d[:.]\d")),
    (_AMPM_RE, _h_ampm, _gate(r"\d\s*[ap]\.?m")),
    (_EN_AT_RE, _h_en_at, _gate(r"\b(?:at|by|around|about)\s+\d|@|clock")),
    (_HE_AT_RE, _h_he_at, _gate(r"(?:ב|שעה|סביבות|עד)\s*-?\s*\d")),
    (_BARE_HOUR_RE, _h_bare_hour, _gate(r"\d%(POD_AHEAD)s")),
    (_EN_WORD_TIME_RE, _h_en_word_time, _gate(r"%(EN_HOUR)s")),
    (_HE_WORD_TIME_RE, _h_he_word_time, _gate(r"%(HE_HOUR)s")),
)


# -- reading a written time into 24h hours ---------------------------------------------------
def _to_24(hour: int, meridiem: str) -> int:
    return hour % 12 + (12 if meridiem == "pm" else 0)


def _apply_pod(hour: int, pod: str) -> tuple[int, int]:
    """Hour 1..12 read with a part-of-day hint -> (24h hour, day offset)."""
    if pod in ("morning", "early"):
        return hour, 0
    if pod == "noon":
        return (hour + 12 if hour <= 5 else hour), 0
    if pod in ("afternoon", "after_lunch"):
        return (hour + 12 if hour < 12 else 12), 0
    # evening / night: "12 at night" is the midnight ending the day; "2 at night" is early next morning.
    if hour == 12:
        return 0, 1
    if pod == "night" and hour < 6:
        return hour, 1
    return hour + 12, 0


def _range_start(t1: _Raw, t2: _Raw) -> _Raw:
    """Read a bare range start in the light of its end: "3 to 5pm" is 15-17, "9 to 17:00" is 9-17."""
    if t1.meridiem or t1.literal or t1.midnight:
        return t1
    if t2.meridiem:
        # "from 3 to 5pm" -> 15-17; "from 11 to 1pm" -> 11-13.
        same = (_to_24(t1.hour, t2.meridiem), t1.minute) < (_to_24(t2.hour, t2.meridiem), t2.minute)
        return replace(t1, meridiem=t2.meridiem if same else ("am" if t2.meridiem == "pm" else "pm"))
    if t2.literal and not t2.midnight:
        # Latest reading of the start that is still before a 24h end ("3 to 17:00" -> 15:00).
        hour = 12 if t1.hour == 12 else t1.hour
        if hour < 12 and (hour + 12, t1.minute) < (t2.hour, t2.minute):
            hour += 12
        return _Raw(hour, t1.minute, None, True)
    return t1


def _candidates(raw: _Raw, pod: str | None, future: bool, named: bool) -> list[tuple[int, int, str | None, int]]:
    """Possible (hour, minute, note, day offset) readings of *raw*, earliest first."""
    if raw.midnight:
        return [(raw.hour, raw.minute, None, 1)]  # midnight, or minutes past it ("quarter past midnight")
    h, m = raw.hour, raw.minute
    if raw.literal and pod in ("evening", "night") and 10 <= h <= 12:
        # "every night at 10:30", "tonight at 11:15": a two-digit clock time is 24h only until the message
        # places it in the evening ("07:30" keeps its zero and stays as written).
        hour, offset = _apply_pod(h, pod)
        return [(hour, m, None, offset)]
    if raw.literal:
        return [(h, m, None, 0)]
    if raw.meridiem:
        return [(_to_24(h, raw.meridiem), m, None, 0)]
    if pod:
        hour, offset = _apply_pod(h, pod)
        if offset and hour != 0 and not named:
            offset = 0  # "בשתיים בלילה" with no day: just the next 02:00
        return [(hour, m, None, offset)]
    if h == 12:
        return [(12, m, None, 0)]
    if future:
        # The user's rule: a bare hour on a future day is as written, but 1..6 mean PM.
        return [(h + 12, m, "assumed_pm", 0)] if h <= 6 else [(h, m, "assumed_am", 0)]
    return [(h, m, "assumed_am", 0), (h + 12, m, "assumed_pm", 0)]
