"""Calendar days: explicit dates, day of month, today/tomorrow, weekdays, and calendar helpers.

Why this exists: everything that names a *day* ("12/3", "March 5th", "ב-10 לחודש", "מחר",
"next Tuesday", "יום ג'") is recognised here, together with the helpers that do calendar
arithmetic in the user's zone: DST-safe wall times (``_at``), Memo's Sunday-based weekday
numbering, and the next occurrence of a date or day of month.
"""

from __future__ import annotations

import re
from calendar import monthrange
from datetime import UTC, date, datetime, time, timedelta, tzinfo

from dateutil.relativedelta import relativedelta

from . import timewords as tw
from .patterns import _ORD, _alt, _gate, _rx
from .scanner import _Handler, _Rule, _Scan

# -- dates -----------------------------------------------------------------------------------
_NUM_DATE_RE = _rx(
    r"(?:(?P<pre>\bon\s+(?:the\s+)?|%(L)sו?(?:ב|ה|ל|מ|עד\s+ה?)\s*-?\s*(?:ה-?)?)|(?<![\w/.:\-]))"
    r"(?P<d>\d{1,2})(?P<sep>[/.\-])(?P<m>\d{1,2})(?:(?P=sep)(?P<y>\d{4}|\d{2}))?(?![\d/:]|[.\-]\d)"
)
_EN_DATE_RE = _rx(
    r"\b(?:on\s+)?(?:the\s+)?(?P<d>\d{1,2})" + _ORD + r"\s+(?:of\s+)?(?P<mon>%(EN_MONTH)s)(?:,?\s+(?P<y>\d{4})\b)?"
    r"|\b(?:on\s+)?(?P<mon2>%(EN_MONTH)s)\s+(?:the\s+)?(?P<d2>\d{1,2})(?:st|nd|rd|th)?(?![\d:]|\s*%(AMPM)s)\b"
    r"(?:,?\s+(?P<y2>\d{4})\b)?"
)
_HE_DATE_RE = _rx(
    r"%(L)s(?:ו?(?:ב|ה|עד\s+ה?)\s*-?\s*)?(?P<d>\d{1,2})\s*(?:ב|ל)?-?\s*(?P<mon>%(HE_MONTH)s)(?:\s+(?P<y>\d{4})\b)?"
)
# An hour said right after a bare number: "ב-27 ב-19:30", "on the 27 at 10", "27th, 7:30pm".
_HOUR_AHEAD = (
    r"(?=\s*,?\s+(?:at\s+|@\s*|ב\s*-?\s*|בשעה\s+)?(?:(?:[01]?\d|2[0-3])(?::[0-5]\d)?(?![\d.:/])%(NOT_UNIT)s"
    r"|(?<=at\s)%(EN_HOUR)s|(?:(?<=ב)|(?<=בשעה\s))%(HE_HOUR)s))"
)
_DOM_RE = _rx(
    r"\b(?:on\s+)?the\s+(?P<d>\d{1,2})(?:st|nd|rd|th)\b(?:\s+of\s+the\s+month\b|\s+(?P<nm>of\s+next\s+month)\b)?"
    r"|%(L)sו?(?:ב|ה|עד\s+ה)?\s*-?\s*(?P<d2>\d{1,2})\s+(?:ל|ב)חודש(?P<nm2>\s+הבא)?(?!\w)"
    # A day number before the hour it is at is the day of the month ("ב-27 ב-19:30" is the 27th, not
    # today): no hour is said twice in a row.
    r"|(?:%(L)sו?ב\s*-?\s*|\bon\s+the\s+)(?P<d3>\d{1,2})(?!\d)" + _HOUR_AHEAD
    + r"|\b(?P<d4>\d{1,2})(?:st|nd|rd|th)\b" + _HOUR_AHEAD
    # ... or before the hours it spans ("ב29 מ2 עד 5", "on the 29 from 2 to 5"), read first and masked by then:
    # _h_dom checks a span of hours is what stands there.
    + r"|(?:%(L)sו?ב\s*-?\s*|\bon\s+the\s+)(?P<d5>\d{1,2})(?!\d)(?=\s*,?\s+\x00)"
)
# A day of month right after a weekday: "Friday the 27th", "Friday 27th", "ביום שישי ה-27".  Without
# the weekday, "ה-27" / "27th" alone are too weak (a count, a floor); the handler checks it is there.
_WD_DOM_RE = _rx(
    r"(?<=[\w'.,])\s*,?\s+(?:(?:the\s+)?(?P<d>\d{1,2})(?:st|nd|rd|th)|the\s+(?P<d2>\d{1,2}))\b"
    r"(?!\s*(?:%(AMPM)s|o'?clock|[:./]\d))"
    r"|(?<=[\w'])\s*,?\s+ה\s*-?\s*(?P<d3>\d{1,2})(?![\d:./])(?:\s+(?:ל|ב)חודש(?!\s+הבא)(?!\w))?"
)
_WEEKDAY_BEFORE = _rx(
    r"(?:%(EN_WD)s|%(EN_WD_ABBR)s\.?|(?<!\w)(?:ה|ב)?%(HE_WD)s|יום\s+[אבגדהוש]'?)\s*$"
)


def _date_fact(d: int, mo: int, y: int | None) -> tuple:
    if not (1 <= mo <= 12 and 1 <= d <= 31) or d > (29 if mo == 2 else monthrange(2001, mo)[1]):
        return "error", "impossible_date"
    if y is not None and y < 100:
        y += 2000
    if y is not None:
        try:
            date(y, mo, d)
        except ValueError:
            return "error", "impossible_date"  # 29/2 of a non-leap year
    return "date", (y, mo, d)


def _h_num_date(m: re.Match[str], scan: _Scan) -> tuple | None:
    d, mo, sep, pre = int(m["d"]), int(m["m"]), m["sep"], (m["pre"] or "")
    y = int(m["y"]) if m["y"] else None
    before = scan.text[max(0, m.start() - 6) : m.start()]
    # "16.30" / "at 4.30" are clock times; only a plausible D.M counts as a date.
    if sep == "." and (not (1 <= mo <= 12 and 1 <= d <= 31) or re.search(r"(?:\bat|בשעה)\s*$", before)):
        return None
    # "3-5" is more often an hour range than the 3rd of May and "1.10" a version number: without a
    # year, dashes and dots need a day > 12 or a preposition ("on", "ב-", "ה-").
    if sep != "/" and y is None and (not (1 <= mo <= 12) or not (d > 12 or pre.strip() or _clock_after(m, scan))):
        return None
    return _date_fact(d, mo, y)


# "1.12 at 10", "3.12 ב-9": a D.M followed by the hour it is at is the day (Israeli day.month), not a clock time.
_CLOCK_AFTER = re.compile(r"\s*,?\s+(?:at\s*|@\s*|ב\s*-?\s*|בשעה\s*)\d")


_VERSION_BEFORE = re.compile(r"(?:version|ver|v|גרסה|גירסה|גרסא)\s*$")


def _clock_after(m: re.Match[str], scan: _Scan) -> bool:
    return (m["sep"] == "." and _CLOCK_AFTER.match(scan.text, m.end()) is not None
            and not _VERSION_BEFORE.search(scan.text, max(0, m.start() - 10), m.start()))


def _h_en_date(m: re.Match[str], scan: _Scan) -> tuple | None:
    group = "mon" if m["mon"] else "mon2"
    mon = m[group].rstrip(".")
    d = int(m["d"] or m["d2"])
    y = m["y"] or m["y2"]
    # "I may 5..." is the modal verb: accept "may" only when written "May" or clearly a date.
    if (
        mon == "may"
        and not y
        and not re.search(r"^on\b|^the\b|\d(?:st|nd|rd|th)", m.group(0))
        and scan.original[m.start(group) : m.start(group) + 1] != "M"
    ):
        return None
    return _date_fact(d, tw.EN_MONTHS[mon], int(y) if y else None)


def _h_he_date(m: re.Match[str], scan: _Scan) -> tuple | None:
    return _date_fact(int(m["d"]), tw.HE_MONTHS[m["mon"]], int(m["y"]) if m["y"] else None)


_BARE_HOUR_AFTER = re.compile(r"\s*,?\s+ב\s*-?\s*\d{1,2}(?![\d:.])")


def _h_dom(m: re.Match[str], scan: _Scan) -> tuple | None:
    if m["d5"]:
        ahead = m.end() + len(scan.text[m.end():]) - len(scan.text[m.end():].lstrip(" \t,"))
        spans = any(f.kind == "range" and f.start == ahead for f in scan.facts)
        return ("dom", int(m["d5"])) if spans and 1 <= int(m["d5"]) <= 31 else None
    d = int(m["d"] or m["d2"] or m["d3"] or m["d4"])
    if not 1 <= d <= 31:
        # "ב-50 ב-6" is a price then the hour: only a number said as a day ("the 40th") is an impossible one
        return None if m["d3"] else ("error", "impossible_date")
    if m["d3"] and d <= 24 and _BARE_HOUR_AFTER.match(scan.text, m.end()) and not m.group(0).startswith("on"):
        # "ב-8 ב-9": either number could be the hour, so neither reading is safe.
        return "error", "ambiguous_day"
    nm = "nm" if m["nm"] else ("nm2" if m["nm2"] else None)
    if nm is None:
        return "dom", d
    # "the 5th of next month" / "ב-5 לחודש הבא": the month is a fact of its own, resolved with the day.
    return "dom", d, m.start(nm), (("period", m.start(nm), m.end(nm), "next_month"),)


def _h_wd_dom(m: re.Match[str], scan: _Scan) -> tuple | None:
    if not _WEEKDAY_BEFORE.search(scan.text, max(0, m.start() - 24), m.start()):
        return None
    d = int(m["d"] or m["d2"] or m["d3"])
    return ("dom", d) if 1 <= d <= 31 else ("error", "impossible_date")


# -- relative days, weekdays ------------------------------------------------------------------
_RELDAY_RE = _rx(
    r"\b(?P<en>(?:the\s+)?day\s+after\s+tomorrow|tomorrow|tmrw|tmr|today|tonight"
    r"|this\s+(?:morning|afternoon|evening))\b"
    # "למחר", "למחרתיים", "להערב": the day said with "for" is the day itself ("סיימנו להיום" names no time to act at).
    r"|%(L)sו?(?:ל(?=מחר|הערב))?(?P<he>מחרתיים|מחר|היום|הערב|הלילה|הבוקר)(?!\w)"
)


# "הצלת לי את הבוקר": the part of the day a verb of thanks or feeling acts on is no time.
_SAID_OF_HE = re.compile(rf"(?<![\u05d0-\u05ea]){tw.SAID_OF_THE_DAY_HE}(?:\s+(?:לי|לנו))?\s+את\s+ו?$")


def _h_relday(m: re.Match[str], scan: _Scan) -> tuple | None:
    if m["he"] and m["he"] in ("הבוקר", "הערב", "הלילה", "היום") and _SAID_OF_HE.search(scan.original, 0, m.start()):
        return None
    word = re.sub(r"\s+", " ", m["en"] or m["he"])
    if word.endswith("day after tomorrow"):
        return "relday", (2, None)
    if word.startswith("this "):
        return "relday", (0, word[5:])
    return "relday", tw.RELATIVE_DAYS[word]


_HE_WD_MOD = r"(?P<mod>\s+(?:הבא|הבאה|הקרוב|הקרובה|בשבוע\s+הבא|של\s+השבוע\s+הבא|השבוע)(?!\w))"
_EN_WEEKDAY_RE = _rx(
    r"\b(?P<pre>(?:on\s+)?(?:next|this(?:\s+coming)?|coming|the\s+coming)\s+|on\s+)?(?P<wd>%(EN_WD)s)\b"
    r"(?P<nw>\s+(?:of\s+)?(?:next|this)\s+week\b|\s+after\s+next\b(?!['\u2019]|\s+(?:week|month|year|time|one)))?"
    r"|\b(?P<pre2>(?:on\s+)?(?:next|this)\s+|on\s+)(?P<ab>%(EN_WD_ABBR)s)\b\.?"
    # "remind me tue 1:30pm", "thu 10am": an abbreviation alone is a weekday only with a clock time after it ("sat"
    # and "wed" are words too).
    r"|\b(?P<ab2>%(EN_WD_ABBR)s)\b\.?(?=,?\s+(?:at\s+)?\d{1,2}(?::\d{2}\s*(?:am|pm|a\.m\.|p\.m\.)?|\s*(?:am|pm|a\.m\.|p\.m\.)"
    r"|[/.]\d{1,2}\b)(?!\w))"
)
_HE_WEEKDAY_RES = (
    _rx(
        r"%(L)sו?(?:ב|ל|עד\s+)?יום\s+(?:(?P<n>%(HE_WD)s)|(?P<l>[אבגדהוש])(?:'|(?![\w'\"\-])(?!\s*\d)))"
        + _HE_WD_MOD
        + "?"
    ),
    _rx(r"%(L)sו?ב(?P<n>%(HE_WD)s)" + _HE_WD_MOD + "?"),
    # "קבעתי איתם לשלישי", "תור לחמישי הבא": the day said with "for". Not "לשני"/"לראשון" (also "to Shani", "to the
    # first") nor "לשבת" ("to sit") alone: those only with "הבא" after them, below.
    _rx(r"%(L)sו?ל-?(?P<n>שלישי|רביעי|חמישי|שישי)(?!\w)" + _HE_WD_MOD + "?"),
    _rx(r"%(L)sו?ל?(?P<n>%(HE_WD)s)" + _HE_WD_MOD),
    # "שבת בבוקר", "שישי ב-10": a bare day name right before a part of day or a clock time.
    _rx(r"%(L)sו?(?P<n>%(HE_WD)s)(?=\s+(?:%(HE_POD)s|ב\s*-?\s*\d|בשעה|ב%(HE_HOUR)s))"),
    # "תזכורת לשבת בבוקר", "תזכורת לשני ב-10": a reminder "for" a day, as "תזכורת למחר". After the noun, with a
    # part of day or an hour after the day, "לשבת" is no "to sit", nor "לשני" "to Shani".
    _rx(r"(?<=תזכורת\s)ל-?(?P<n>%(HE_WD)s)(?=\s+(?:%(HE_POD)s|ב\s*-?\s*\d|בשעה|ב%(HE_HOUR)s))"),
)
# "במוצ"ש" is Saturday, in the evening (after Shabbat ends): a weekday fact and, at its end, a part of the day.
_SATURDAY_NIGHT_RE = _rx(
    r"%(L)sו?(?:ב|ל|עד\s+)?(?:מוצ\"ש|מוצ'ש|מוצש|מוצאי\s+ה?שבת)(?!\w)(?P<mod>\s+(?:הבא|הקרוב|הזה)(?!\w))?"
    # as English speakers write it: "Motzei Shabbat", "motzaei shabbos", "motzash"
    r"|\b(?:on\s+)?(?:motzei|motzaei|motza'ei|motzie|motsei)\s+(?:shabbat|shabbos|shabbes|shabat)\b|\bmotzash\b"
)
# "ערב שבת" / "erev Shabbos" is Friday, the day before Shabbat, not an evening: its hour depends on when Shabbat
# comes in, so with no hour said a reminder asks for one.
_SHABBAT_EVE_RE = _rx(
    # not "for erev Shabbat we need…" or "you saved my ערב שבת": there it is an occasion, not when
    r"(?<!for\s)(?<!my\s)(?<!our\s)(?<!the\s)%(L)sו?(?:ב|עד\s+)?ערב\s+ה?שבת(?!\w)(?!\s+(?:ב|של)?(?:%(HE_POD)s))"
    r"|(?<!for\s)(?<!my\s)(?<!our\s)(?<!the\s)\b(?:on\s+)?erev\s+(?:shabbat|shabbos|shabbes|shabat)\b"
)


def _h_shabbat_eve(m: re.Match[str], scan: _Scan) -> tuple:
    return "weekday", (5, "plain"), m.end()


def _h_saturday_night(m: re.Match[str], scan: _Scan) -> tuple:
    mode = "next" if m["mod"] and "הבא" in m["mod"] else "plain"
    return "weekday", (6, mode), m.end(), (("pod", m.end(), m.end(), "evening"),)


# "בשני"/"בראשון" are also "in two"/"in the first": accept them only before a time-ish word.
_AMBIGUOUS_HE_WD_OK = re.compile(r"\s*(?:$|[,.!?;:)]|\d|ב|ל|הבא|הקרוב)")


def _mode_of(mod: str | None) -> str:
    mod = re.sub(r"\s+", " ", (mod or "").strip())
    if "next week" in mod or "השבוע הבא" in mod or mod == "בשבוע הבא":
        return "next_week"
    if mod.startswith(("next", "on next")) or mod in ("הבא", "הבאה"):
        return "next"
    return "plain"


def _h_en_weekday(m: re.Match[str], scan: _Scan) -> tuple:
    if m["ab"]:
        return "weekday", (tw.EN_WEEKDAY_ABBR[m["ab"]], _mode_of(m["pre2"]))
    if m["ab2"]:
        return "weekday", (tw.EN_WEEKDAY_ABBR[m["ab2"]], _mode_of(None))
    if m["nw"] and "after" in m["nw"]:
        # "Friday after next": the Friday a week past the coming one; with "this"/"next" before it is unclear.
        if (m["pre"] or "on").split()[-1] != "on":
            return "error", "ambiguous_day"
        return "weekday", (tw.EN_WEEKDAYS[m["wd"]], "after_next")
    mode = "next_week" if m["nw"] and "next" in m["nw"] else _mode_of(m["pre"])
    return "weekday", (tw.EN_WEEKDAYS[m["wd"]], mode)


def _h_he_weekday(m: re.Match[str], scan: _Scan) -> tuple | None:
    groups = m.groupdict()
    name = groups.get("n")
    if name is not None:
        wd = tw.HE_WEEKDAYS[name]
        if (
            groups.get("l") is None
            and name in ("שני", "ראשון")
            and not groups.get("mod")
            and "יום" not in m.group(0)
            and not _AMBIGUOUS_HE_WD_OK.match(scan.text, m.end())
        ):
            return None
    else:
        wd = tw.HE_WEEKDAY_LETTERS[groups["l"]]
    return "weekday", (wd, _mode_of(groups.get("mod")))


# -- rule tables -----------------------------------------------------------------------------
# Targets allowed after "until"/"עד".
_UNTIL_TARGETS: tuple[tuple[re.Pattern[str], _Handler], ...] = (
    (_NUM_DATE_RE, _h_num_date),
    (_EN_DATE_RE, _h_en_date),
    (_HE_DATE_RE, _h_he_date),
    (_DOM_RE, _h_dom),
    (_RELDAY_RE, _h_relday),
    (_EN_WEEKDAY_RE, _h_en_weekday),
    *((regex, _h_he_weekday) for regex in _HE_WEEKDAY_RES),
)


# Cheap pre-check shared by every weekday rule (the weekly-list rule uses it too).
_G_WEEKDAY = _gate(r"sun|mon|tue|wed|thu|fri|sat|יום|ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת")


_DATE_RULES: tuple[_Rule, ...] = (
    (_EN_DATE_RE, _h_en_date, _gate(_alt(tw.EN_MONTHS))),
    (_HE_DATE_RE, _h_he_date, _gate(_alt(tw.HE_MONTHS))),
    (_NUM_DATE_RE, _h_num_date, _gate(r"\d[/.\-]\d")),
    (_DOM_RE, _h_dom, _gate(r"\d(?:st|nd|rd|th)|חודש|(?:ב\s*-?\s*|the\s+)\d{1,2}\s*,?\s+(?:at\s|@|ב|\d|\x00)")),
    (_WD_DOM_RE, _h_wd_dom, _gate(r"(?:%(EN_WD)s|%(EN_WD_ABBR)s|%(HE_WD)s|')\.?,?\s+(?:the\s+|ה\s*-?\s*)?\d")),
)
_DAY_RULES: tuple[_Rule, ...] = (
    (_SATURDAY_NIGHT_RE, _h_saturday_night, _gate(r"מוצ|motz|motsei")),
    (_SHABBAT_EVE_RE, _h_shabbat_eve, _gate(r"ערב\s+ה?שבת|erev")),
    (_RELDAY_RE, _h_relday, _gate(r"tod|tom|tmr|tmrw|tonight|this|מחר|היום|הערב|הלילה|הבוקר")),
    (_EN_WEEKDAY_RE, _h_en_weekday, _gate(r"sun|mon|tue|wed|thu|fri|sat")),
    *((regex, _h_he_weekday, _G_WEEKDAY) for regex in _HE_WEEKDAY_RES),
)


# -- calendar helpers ------------------------------------------------------------------------
def _zone(now: datetime) -> tzinfo:
    if now.tzinfo is None or now.utcoffset() is None:
        raise ValueError("now must be timezone-aware (the user's zone)")
    return now.tzinfo


def _at(day: date, hour: int, minute: int, zone: tzinfo) -> datetime:
    """Local wall time on *day*; nonexistent DST-gap times are shifted forward by the gap."""
    local = datetime.combine(day, time(hour, minute), tzinfo=zone)
    # Round-tripping through UTC maps a time inside the spring-forward gap onto the real clock
    # (02:30 in a 02:00->03:00 gap becomes 03:30); existing times come back unchanged.
    return local.astimezone(UTC).astimezone(zone)


def _memo_weekday(day: date) -> int:
    return (day.weekday() + 1) % 7  # Python: Monday=0; Memo: Sunday=0


def _clamped(year: int, month: int, dom: int) -> date:
    return date(year, month, min(dom, monthrange(year, month)[1]))


def _next_date(month: int, dom: int, today: date) -> date | None:
    """Next occurrence (today included) of dom/month; skips years where it does not exist (29/2)."""
    for year in range(today.year, today.year + 9):
        try:
            candidate = date(year, month, dom)
        except ValueError:
            continue
        if candidate >= today:
            return candidate
    return None


def _next_dom(dom: int, after: date) -> date:
    """First date strictly after *after* whose day of month is *dom* (months without it are skipped)."""
    first = after.replace(day=1)
    for k in range(14):
        month_start = first + relativedelta(months=k)
        if dom <= monthrange(month_start.year, month_start.month)[1]:
            candidate = month_start.replace(day=dom)
            if candidate > after:
                return candidate
    return after + timedelta(days=1)  # unreachable for 1..31
