"""Times and dates typed in a hurry: "tmrw 9.30", "ב17;30", "מחר 1630", "5 30pm", "thurs noonish", "ביום ג 5 וחצי",
"ב12 לדצ".

Why this exists: a thumb on a phone keyboard skips the colon, hits the key beside it (";" sits next to ":" on the
Hebrew and English layouts), types the 24h clock as four digits, and shortens weekdays and months. Read as written
the hour keeps only its first digits ("ב17;30" at 17:00) or nothing at all (a reminder at the default 09:00).

Such forms are also how numbers that are no time are written (a room "1408", a price "9.90", a flight "LY316", a
code "1630#"), so each is read as a clock time only where a time is plain: right after a day word already read
("מחר 1630", "thurs 9.30"), or after "at" / "@" / "ב" / "בשעה". A number followed by a unit, a currency or a count
of things stays the message's content.
"""

from __future__ import annotations

import re

from . import timewords as tw
from .clock import _meridiem, _minute_word, _raw
from .dates import _date_fact, _h_he_weekday, _mode_of
from .patterns import _gate, _rx
from .scanner import _MASK, _Rule, _Scan

# Words after a number that make it a quantity or a price, not an hour ("tmrw 1500 nis", "מחר 2000 צעדים").
_COUNTED = (
    r"(?!\s*(?:[$€£₪%%#]|nis\b|ils\b|shekels?\b|dollars?\b|bucks\b|euros?\b|usd\b|eur\b|km\b|kms\b|meters?\b|m\b"
    r"|steps\b|words\b|calories\b|cal\b|kcal\b|pages\b|people\b|guests\b|units\b|pcs\b|items\b|reps\b|pushups\b"
    r"|push-ups\b|points\b|ש\"ח|ש'ח|שח(?!\w)|שקל|₪|אירו|דולר|ק\"מ|קמ(?!\w)|מטר|צעדים|מילים|קלוריות|עמודים|אנשים"
    r"|אורחים|יחידות|חזרות|שכיבות|נקודות))"
)
# "at" / "@" / "בשעה" say a time outright; a bare "ב" does too, but less loudly ("ב2026" is a year, "ב1500" a price).
_PRE = r"(?P<pre>\b(?:at|by|around|about)\s+|@\s*|(?<!\w)ו?(?:בשעה|ב)\s*-?\s*)"
_AFTER_DAY = r"(?P<day>(?<=" + _MASK + r")\s*,?\s+)"


def _after_day(m: re.Match[str], scan: _Scan) -> bool:
    """Whether a day word already read (masked) comes right before the match, maybe with "at"/"ב" between."""
    return bool(m["day"]) or scan.text[:m.start()].rstrip(" ,").endswith(_MASK)


# "9.30" / "17;30" / "9;30pm": a dot or a semicolon typed for the colon.
_TYPED_COLON_RE = _rx(
    r"(?:" + _PRE + r"|" + _AFTER_DAY + r"|(?<![\w:.,/;\-]))(?<![\d:.,/;])(?P<h>\d{1,2})(?P<sep>[.;])(?P<m>[0-5]\d)"
    r"(?![\d:;]|[./,]\d)(?:\s*(?P<ap>%(AMPM)s))?"
)


def _h_typed_colon(m: re.Match[str], scan: _Scan) -> tuple | None:
    if m["sep"] == "." and not (m["day"] or _after_day(m, scan)):
        return None  # "1.30" alone is a number; "ב9.30" is read by the clock rules
    if m["sep"] == ";" and not (m["pre"] or m["day"] or _after_day(m, scan)):
        return None
    raw = _raw(int(m["h"]), int(m["m"]), _meridiem(m["ap"]), m["h"], colon=True)
    return ("time", raw) if raw else None


# "1630", "0930", "at 930": the 24h clock typed without its colon.
_DIGITS_RE = _rx(
    r"(?:" + _PRE + r"|" + _AFTER_DAY + r"|(?<![\w:.,/;#\-]))(?<![\d:.,/;#])(?P<h>[01]?\d|2[0-3])(?P<m>[0-5]\d)"
    r"(?![\w#%%/:;\-]|[.,]\d)(?:\s*(?P<ap>%(AMPM)s))?%(NOT_UNIT)s" + _COUNTED
)


def _h_digits(m: re.Match[str], scan: _Scan) -> tuple | None:
    htext, minute = m["h"], int(m["m"])
    day = bool(m["day"]) or _after_day(m, scan)
    pre = (m["pre"] or "").strip(" -")
    four = len(htext) == 2
    if not four:
        # "930", "at 845": three digits only with a clear hour, and on their own only a common quarter ("tmrw 250
        # pushups" counts).
        if htext == "0" or not (pre in ("at", "by", "around", "about", "@", "בשעה")
                                or (day and 5 <= int(htext) <= 9 and minute in (15, 30, 45))):
            return None
    elif not day:
        if pre in ("", "ו") or pre.endswith("ב"):
            return None  # "room 1408", "למכור ב1500" (a price), "ב2026" (a year): only "מחר ב1630" is a time
        if pre != "בשעה" and htext == "20":
            return None  # "to 2027": a year
    raw = _raw(int(htext), minute, _meridiem(m["ap"]), htext, colon=True)
    return ("time", raw) if raw else None


# "5 30pm", "at 7 45 am": hour and minutes with a space for the colon, said with am/pm.
_SPACED_RE = _rx(r"(?:" + _PRE + r"|(?<![\w:.,/]))(?<![\d:.,/])(?P<h>\d{1,2})\s(?P<m>[0-5]\d)\s*(?P<ap>%(AMPM)s)")


def _h_spaced(m: re.Match[str], scan: _Scan) -> tuple | None:
    raw = _raw(int(m["h"]), int(m["m"]), _meridiem(m["ap"]))
    return ("time", raw) if raw else None


# "ביום ג 5 וחצי", "מחר 8 ורבע": right after a day, an hour with its minutes as a word needs no "ב".
_DAY_HOUR_WORD_RE = _rx(
    _AFTER_DAY + r"(?P<h>\d{1,2})\s+ו-?\s?(?P<mw>%(HE_MIN)s)%(NOT_UNIT)s"
)


def _h_day_hour_word(m: re.Match[str], scan: _Scan) -> tuple | None:
    minute = _minute_word(m["mw"])
    if minute is None:
        return None
    raw = _raw(int(m["h"]), minute, None, m["h"])
    return ("time", raw) if raw else None


# "wed morn", "tmrw morn": the morning shortened, after a day word or "in the".
_MORN_RE = _rx(r"(?:" + _AFTER_DAY + r"|\bin\s+the\s+)morn\b\.?")


def _h_morn(m: re.Match[str], scan: _Scan) -> tuple | None:
    return "pod", "morning"


_TYPED_TIME_RULES: tuple[_Rule, ...] = (
    (_TYPED_COLON_RE, _h_typed_colon, _gate(r"\d[.;]\d")),
    (_DIGITS_RE, _h_digits, _gate(r"\d{3}")),
    (_SPACED_RE, _h_spaced, _gate(r"\d\s\d\d\s*[ap]\.?m")),
    (_DAY_HOUR_WORD_RE, _h_day_hour_word, _gate(r"\d\s+ו")),
    (_MORN_RE, _h_morn, _gate(r"morn\b")),
)

# -- days typed short ------------------------------------------------------------------------
# "ביום ג 5 וחצי": a weekday's letter with no geresh before an hour. "יום ב 9" is left ("a day at 9").
_HE_LETTER_DAY_RE = _rx(r"(?<!\w)ו?(?:ב|ל|עד\s+)?יום\s+(?P<l>[אגדהו])(?=\s+\d)")
# "thurs noonish", "wed morn", "mon 1630", "fri 9;30": a short English weekday before a typed time.
_EN_ABBR_DAY_RE = _rx(
    r"\b(?P<ab2>%(EN_WD_ABBR)s)\b\.?(?=,?\s+(?:(?:at\s+)?(?:noon|midday)(?:ish)?\b|morn(?:ing)?\b|afternoon\b"
    r"|evening\b|night\b|(?:at\s+)?(?:[01]?\d|2[0-3])[0-5]\d\b(?![\w#])|\d{1,2};[0-5]\d\b"
    r"|\d{1,2}\s[0-5]\d\s*(?:am|pm|a\.m\.|p\.m\.)))"
)


def _h_en_abbr_day(m: re.Match[str], scan: _Scan) -> tuple:
    return "weekday", (tw.EN_WEEKDAY_ABBR[m["ab2"]], _mode_of(None))


# "ב12 לדצ", "ה-3 לינו'", "5 בנוב": a Hebrew month shortened, always right after the day of the month.
HE_MONTH_ABBR: dict[str, int] = {
    "ינו": 1, "פבר": 2, "פב": 2, "אפר": 4, "אוג": 8, "ספט": 9, "אוק": 10, "אוקט": 10, "נוב": 11, "דצמ": 12, "דצ": 12,
}
_HE_ABBR_DATE_RE = _rx(
    r"(?<!\w)(?:ו?(?:ב|ה|עד\s+ה?)\s*-?\s*)?(?P<d>\d{1,2})\s*(?:ב|ל)-?\s*(?P<mon>"
    + "|".join(sorted(HE_MONTH_ABBR, key=len, reverse=True))
    + r")'?(?!\w)(?:\s+(?P<y>\d{4})\b)?"
)


def _h_he_abbr_date(m: re.Match[str], scan: _Scan) -> tuple | None:
    return _date_fact(int(m["d"]), HE_MONTH_ABBR[m["mon"]], int(m["y"]) if m["y"] else None)


_TYPED_DAY_RULES: tuple[_Rule, ...] = (
    (_HE_ABBR_DATE_RE, _h_he_abbr_date, _gate(r"\d\s*(?:ב|ל)-?\s*(?:ינו|פב|אפר|אוג|ספט|אוק|נוב|דצ)")),
    (_HE_LETTER_DAY_RE, _h_he_weekday, _gate(r"יום\s+[אגדהו]\s+\d")),
    (_EN_ABBR_DAY_RE, _h_en_abbr_day, _gate(r"sun|mon|tue|wed|thu|fri|sat")),
)
