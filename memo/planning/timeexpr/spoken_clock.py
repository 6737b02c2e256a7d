"""Clock times said the way people speak them, not the way a clock shows them.

Why this exists: beside "7:30" and "half past seven", people say the hour with a fraction around it:
the British "half 7" (7:30, never 6:30), the Hebrew "תשע פחות רבע" (the hour less a quarter: 8:45), minutes
counted from midnight or noon ("quarter past midnight" = 00:15 the next day, "חצות וחצי", "רבע לחצות" = 23:45),
and ranges whose ends are said that way ("between quarter to 2 and half 3", "מרבע לארבע לארבע וחצי"). Each
reads into a ``_Raw`` as written, so the resolver places it in the day (AM/PM, parts of the day) like any other
clock time. These rules run before the clock rules: "midnight" alone and "half past" must not claim the words
first.
"""

from __future__ import annotations

import re

from . import timewords as tw
from .clock import _meridiem, _minute_word, _Raw, _raw
from .patterns import _alt, _gate, _rx
from .scanner import _Rule, _Scan

_HE_FRACTION = _alt(tw.HE_TO_FRACTIONS)
_EN_FRACTION = r"(?:half|(?:a\s+)?quarter|twenty[- ]five|twenty|ten|five)"
_HE_HOUR_OR_DIGITS = r"(?:%(HE_HOUR)s|\d{1,2}(?![\d:.]))"

# -- midnight and noon as the hour ------------------------------------------------------------------------------
# "quarter past midnight", "ten to midnight", "half an hour after midnight", "20 minutes past noon".
_EN_MIDNIGHT_RE = _rx(
    r"(?:\b(?:at|by|around|about)\s+)?\b(?P<f>" + _EN_FRACTION + r"|half\s+an\s+hour|an\s+hour|\d{1,2}\s+min(?:ute)?s?)"
    r"\s+(?P<rel>past|after|to|till|before)\s+(?P<w>midnight|noon|midday)\b"
)
# "חצות ורבע", "בחצות וחצי", "חצות ועשרה": midnight and minutes; "רבע אחרי חצות", "חצי שעה אחרי חצות",
# "עשר דקות אחרי חצות"; "רבע לחצות", "חצות פחות רבע" (23:45).
_HE_MIDNIGHT_RE = _rx(
    r"%(L)sו?(?:בשעה\s+|ב)?(?:חצות\s+ו-?(?P<and>%(HE_MIN)s)"
    r"|חצות\s+פחות\s+(?P<less>" + _HE_FRACTION + r")(?:\s+דקות)?"
    r"|(?P<f>" + _HE_FRACTION + r"|חצי\s+שעה|שעה|\d{1,2})(?:\s+דקות)?\s+(?P<rel>אחרי|אחר|לפני|ל-?)\s*חצות)(?!\w)"
)

_EN_FRACTION_MINUTES = {**tw.EN_CLOCK_FRACTIONS, "half an hour": 30, "an hour": 60}


def _midnight_raw(minutes: int, after: bool, noon: bool = False) -> _Raw | None:
    """The time *minutes* after (or before) midnight or noon, as a 24h clock time."""
    if not 0 < minutes <= 60:
        return None
    if noon:
        total = 12 * 60 + (minutes if after else -minutes)
        return _Raw(total // 60, total % 60, None, True)
    if after:
        # Past midnight is the midnight that ends the day, like "midnight" itself ("tonight at quarter past
        # midnight" is early the next morning).
        return _Raw(minutes // 60, minutes % 60, None, True, midnight=True)
    total = 24 * 60 - minutes
    return _Raw(total // 60, total % 60, None, True)


def _h_en_midnight(m: re.Match[str], scan: _Scan) -> tuple | None:
    f = re.sub(r"[\s-]+", " ", m["f"])
    minutes = int(f.split()[0]) if f[0].isdigit() else _EN_FRACTION_MINUTES.get(f, 0)
    raw = _midnight_raw(minutes, m["rel"] in ("past", "after"), m["w"] != "midnight")
    return ("time", raw) if raw else None


def _he_minutes(text: str) -> int:
    text = re.sub(r"\s+", " ", text)
    if text.isdigit():
        return int(text)
    return {"חצי שעה": 30, "שעה": 60}.get(text) or tw.HE_TO_FRACTIONS.get(text, 0)


def _h_he_midnight(m: re.Match[str], scan: _Scan) -> tuple | None:
    if m["and"]:
        raw = _midnight_raw(_minute_word(m["and"]) or 0, True)
    elif m["less"]:
        raw = _midnight_raw(_he_minutes(m["less"]), False)
    else:
        raw = _midnight_raw(_he_minutes(m["f"]), m["rel"].startswith("אחר"))
    return ("time", raw) if raw else None


# -- the hour less a fraction: "בתשע פחות רבע" (8:45), "בשמונה פחות עשרה" (7:50) --------------------------------
# Without "ב" only "רבע" / "עשרים" (never a count) make it a time: "עשר פחות חמש" may be sums.
_HE_LESS_RE = _rx(
    r"%(L)sו?(?:(?P<at>בשעה\s+|ב-?\s?)|(?P<to>ל-?\s?))?(?P<h>" + _HE_HOUR_OR_DIGITS + r")\s+פחות\s+"
    r"(?P<f>" + _HE_FRACTION + r")(?:\s+דקות)?(?!\w)"
)


def _he_hour(text: str) -> int | None:
    text = re.sub(r"\s+", " ", text)
    return int(text) if text.isdigit() else tw.HE_HOUR_WORDS.get(text)


def _less(hour: int | None, minutes: int) -> _Raw | None:
    """*minutes* before *hour* ("תשע פחות רבע", "quarter to 9"), as written (a 24h hour stays 24h)."""
    if hour is None or not 1 <= hour <= 24 or not 0 < minutes < 60:
        return None
    if hour > 12:
        return _Raw(hour - 1, 60 - minutes, None, True)
    return _Raw((hour - 1) or 12, 60 - minutes)


def _h_he_less(m: re.Match[str], scan: _Scan) -> tuple | None:
    f = re.sub(r"\s+", " ", m["f"])
    if not (m["at"] or m["to"]) and not f.startswith(("רבע", "עשרים")):
        return None
    raw = _less(_he_hour(m["h"]), tw.HE_TO_FRACTIONS[f])
    return ("time", raw) if raw else None


# -- the British "half 7" (7:30) --------------------------------------------------------------------------------
# "half" then an hour, not "half past" (read by the clock rules) and not a share ("half an hour", "and a half",
# "half 2 kilos"): "at"/"from" before it, a day just before it, or a time context after it ("half seven tonight").
_EN_HALF_RE = _rx(
    r"(?<!\ba\s)(?:\b(?P<at>at|by|around|about|from|till|until)\s+)?\bhalf\s+(?:(?P<h>\d{1,2})(?![\d:./%%])"
    r"|(?P<w>%(EN_HOUR)s)(?!-))(?:\s*(?P<ap>%(AMPM)s))?%(NOT_UNIT)s(?!\s+(?:of|a|an|the)\b)"
)
_WORD_TIME_AHEAD = _rx(
    r"\s*(?:$|[,.!?;:)\-\x00]|(?:tomorrow|today|tonight|on|in\s+the|at\s+night|this|next|every|to|and|please|pls"
    r"|remind|for|pm|am)\b)"
)


def _h_en_half(m: re.Match[str], scan: _Scan) -> tuple | None:
    after_day = re.search(r"\x00[\s,]*$", scan.text[:m.start()])  # "friday half 7": right after a day read
    if not (m["at"] or m["ap"] or after_day or _WORD_TIME_AHEAD.match(scan.text, m.end())):
        return None  # "half 2 kilos": a share of something, not a time
    hour = int(m["h"]) if m["h"] else tw.EN_HOUR_WORDS[m["w"]]
    raw = _raw(hour, 30, _meridiem(m["ap"]), m["h"] or "")
    return ("time", raw) if raw else None


# -- ranges whose ends are said in words ------------------------------------------------------------------------
# One end of a range: a spoken form (above), or a plain hour the range grammar also reads.
_EN_SPOKEN = (
    r"half\s+(?:\d{1,2}(?![\d:])|%(EN_HOUR)s)"
    r"|" + _EN_FRACTION + r"\s+(?:past|after|to|till)\s+(?:\d{1,2}(?![\d:])|%(EN_HOUR)s|midnight|noon)"
)
_HE_SPOKEN = (
    r"(?:" + _HE_FRACTION + r")\s+ל-?\s?" + _HE_HOUR_OR_DIGITS
    + r"|" + _HE_HOUR_OR_DIGITS + r"\s+פחות\s+(?:" + _HE_FRACTION + r")"
)
_PLAIN = (
    r"\d{1,2}(?:[:.]\d{2})?(?![\d:])|%(EN_HOUR)s(?:\s+%(EN_MIN)s)?|%(HE_HOUR)s(?:\s+ו-?\s?%(HE_MIN)s)?"
    r"|\d{1,2}\s+ו-?\s?%(HE_MIN)s"
)
_END = r"(?:(?P<s{n}>" + _EN_SPOKEN + "|" + _HE_SPOKEN + r")|(?P<p{n}>" + _PLAIN + r"))(?:\s*(?P<ap{n}>%(AMPM)s))?"
_SPOKEN_RANGE_RE = _rx(
    r"(?:\b(?:from|between)\s+|%(L)sו?(?:בין|משעה|מהשעה|מ)\s*-?\s*)"
    + _END.replace("{n}", "1")
    + r"(?P<sep>\s*-\s*|\s+(?:to|till|until|and|ועד|עד)\s+|\s+ל-?\s?|\s+לבין\s+)"
    + _END.replace("{n}", "2")
    + r"(?![\d:/]|\.\d)%(NOT_UNIT)s"
)
def _plain_end(text: str) -> _Raw | None:
    text = re.sub(r"\s+", " ", text)
    if m := re.fullmatch(r"(\d{1,2})(?:[:.](\d{2}))?", text):
        return _raw(int(m[1]), int(m[2] or 0), None, m[1], m[2] is not None)
    if m := re.fullmatch(r"(\d{1,2}) ו-? ?(.+)", text):
        minute = _minute_word(m[2])
        return None if minute is None else _raw(int(m[1]), minute, None, m[1])
    for table, minutes in ((tw.EN_HOUR_WORDS, tw.EN_MINUTE_WORDS), (tw.HE_HOUR_WORDS, tw.HE_MINUTE_WORDS)):
        for word, hour in table.items():
            if text == word:
                return _Raw(hour)
            if text.startswith(word + " "):
                rest = text[len(word) + 1:]
                rest = re.sub(r"^ו-? ?", "", rest) if table is tw.HE_HOUR_WORDS else rest
                if rest in minutes:
                    return _Raw(hour, minutes[rest])
    return None


def _spoken_end(text: str) -> _Raw | None:
    text = re.sub(r"\s+", " ", text)
    for regex, handler in ((_EN_HALF_RE, _h_en_half), (_HE_LESS_RE, _h_he_less), (_EN_MIDNIGHT_RE, _h_en_midnight)):
        m = regex.fullmatch(text)
        if m is not None and (result := handler(m, _Scan(text, text))):
            return result[1]
    if m := re.fullmatch(r"(?P<f>" + _EN_FRACTION + r") (?P<rel>past|after|to|till) (?P<h>\d{1,2}|\w+)", text):
        f = m["f"].replace("-", " ")
        minutes = tw.EN_CLOCK_FRACTIONS.get(f, tw.EN_CLOCK_FRACTIONS.get(f.replace(" ", "-")))
        hour = int(m["h"]) if m["h"].isdigit() else tw.EN_HOUR_WORDS.get(m["h"])
        if minutes is None or hour is None or not 1 <= hour <= 12:
            return None
        return _Raw(hour, minutes) if m["rel"] in ("past", "after") else _less(hour, minutes)
    if m := re.fullmatch(r"(?P<f>.+?) ל-? ?(?P<h>.+)", text):
        minutes = tw.HE_TO_FRACTIONS.get(m["f"])
        return _less(_he_hour(m["h"]), minutes) if minutes else None
    return None


def _with_meridiem(raw: _Raw | None, ap: str | None) -> _Raw | None:
    if raw is None or not ap or raw.literal:
        return raw
    if not 1 <= raw.hour <= 12:
        return None
    return _Raw(raw.hour, raw.minute, "am" if ap.startswith("a") else "pm")


def _h_spoken_range(m: re.Match[str], scan: _Scan) -> tuple | None:
    if not (m["s1"] or m["s2"]):
        return None  # two plain ends: the clock range grammar reads them
    ends = []
    for n in (1, 2):
        raw = _spoken_end(m[f"s{n}"]) if m[f"s{n}"] else _plain_end(m[f"p{n}"])
        ends.append(_with_meridiem(raw, m[f"ap{n}"]))
    if None in ends:
        return None
    return "range", (ends[0], ends[1])


SPOKEN_RANGE_RULE: _Rule = (_SPOKEN_RANGE_RE, _h_spoken_range,
                             _gate(r"half|quarter|past|פחות|רבע|עשרים|עשרה|חמישה|עשר|חמש"))

# Specific phrases: they run before the clock rules ("midnight" alone, "half past") and the durations ("half an hour
# after midnight" is a clock time, not a wait).
SPOKEN_RULES: tuple[_Rule, ...] = (
    SPOKEN_RANGE_RULE,
    (_EN_MIDNIGHT_RE, _h_en_midnight, _gate(r"midnight|noon|midday")),
    (_HE_MIDNIGHT_RE, _h_he_midnight, _gate(r"חצות")),
    (_HE_LESS_RE, _h_he_less, _gate(r"פחות")),
    (_EN_HALF_RE, _h_en_half, _gate(r"half\s+(?:\d|%(EN_HOUR)s)")),
)


# -- "this time tomorrow" ----------------------------------------------------------------------------------------
# "same time tomorrow", "this time next week", "tomorrow at the same time", "מחר באותה שעה", "באותה שעה מחר":
# the clock time of now, on the day said beside it (the day words read the day). Alone ("at the same time") it
# names no time: two things at once.
# The rule runs once the day words are read (masked, "\x00"), so a day right beside it is one.
_SAME_EN = r"(?:\b(?:at|around|about)\s+)?\b(?:this|the\s+same|same)\s+time\b(?!\s+(?:as|of|that|when)\b)"
_SAME_HE = r"%(L)s(?:ב|ו)?(?:אותה\s+שעה|אותה\s+השעה|שעה\s+כזאת|שעה\s+כזו|השעה\s+הזאת|השעה\s+הזו)(?!\w)"
_SAME_TIME_RE = _rx(
    r"(?:" + _SAME_EN + "|" + _SAME_HE + r")(?=[\s,]*(?:on\s+|ב)?\x00)"
    r"|(?<=\x00)[\s,]*(?:" + _SAME_EN + "|" + _SAME_HE + ")"
)


def _h_same_time(m: re.Match[str], scan: _Scan) -> tuple | None:
    return "sametime", True


SAME_TIME_RULE: _Rule = (_SAME_TIME_RE, _h_same_time, _gate(r"time|שעה"))


def same_time_as_now(facts: list, now_hour: int, now_minute: int) -> bool:
    """"this time tomorrow": the clock time said is now's; turn the marker into a clock time (in place). True
    when one was said."""
    found = False
    for fact in facts:
        if fact.kind == "sametime":
            fact.kind, fact.value, found = "time", _Raw(now_hour, now_minute, None, True), True
    return found
