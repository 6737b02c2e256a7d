"""Repeating schedules: nudges, daily / weekly / monthly rules, "until" bounds, ``next_occurrence``.

Why this exists: a recurrence is recognised from its own vocabulary ("every", "כל", "weekly",
"ימי חול", "once a month") and bounded by "until"/"עד"; once stored, Memo asks
``next_occurrence`` when it fires next.  Both sides of that contract live here.
"""

from __future__ import annotations

import re
from calendar import monthrange
from datetime import UTC, date, datetime, timedelta

from . import timewords as tw
from .clock import _UNTIL_TIME_TARGETS, _Raw
from .dates import _UNTIL_TARGETS, _at, _memo_weekday, _zone
from .durations import _quantity
from .patterns import _ORD, _rx
from .periods import _EOD_RE, _PERIOD_RE, _h_period
from .scanner import _Fact, _Scan
from .types import Recurrence


def _rec(
    rtype: str, days: tuple[int, ...] = (), dom: int | None = None, pod: str | None = None, interval: int = 1
) -> tuple[str, tuple[int, ...], int | None, str | None, int]:
    """The value of a "rec" fact: (type, days, day of month, part of day, interval)."""
    return rtype, days, dom, pod, interval


# -- nudges: every N minutes / hours -----------------------------------------------------------
_NUDGE_RE = _rx(
    r"%(L)s(?:every|each|ו?ב?(?:כל|מדי))\s+(?:(?P<other>other|second)\s+(?P<ou>day|week|month|hour|minute)\b"
    r"|(?P<q>%(DUR)s)|(?P<bu>hour|minute)\b)|\b(?P<adv>hourly)\b"
    # The clinical shorthand "q15" / "q30min" / "q2h" ("quaque", every): a bare number is minutes, and only from 5
    # up, so "q1" .. "q4" (the quarters of a year) stay words.
    r"|%(L)sq\s?(?:(?P<qm>[5-9]|[1-9]\d{1,2})\s?(?:m|min|mins|minutes?)?|(?P<qh>[1-9]|1[0-2])\s?(?:h|hr|hrs|hours?))(?!\w)"
)


def _h_nudge(m: re.Match[str], scan: _Scan) -> tuple | None:
    if m["other"]:
        if m["ou"] in ("hour", "minute"):
            return "nudge", 120 if m["ou"] == "hour" else 2  # "every other hour"
        return "error", "unsupported_recurrence"  # calendar units are the interval rule's; not reached
    if m["qm"] or m["qh"]:
        return "nudge", int(m["qm"]) if m["qm"] else 60 * int(m["qh"])
    if m["bu"] or m["adv"]:
        return "nudge", 60 if (m["adv"] or m["bu"] == "hour") else 1
    qty = _quantity(m["q"])
    if qty is None:
        return None
    if qty.months or qty.days:
        if qty.minutes == 0 and (qty.months, qty.days) in ((1, 0), (0, 1), (0, 7)):
            return None  # "כל יום" / "כל שבוע" / "כל חודש": daily/weekly/monthly rules handle it
        return "error", "unsupported_recurrence"  # e.g. "every 1.5 days": no whole number of days
    if qty.minutes < 1:
        return "error", "bad_interval"
    return "nudge", round(qty.minutes)


# -- weekly / monthly / daily -----------------------------------------------------------------
_EN_WD_LIST = r"%(EN_WD_ITEM)s(?:\s*(?:,|and|&|\+|/)\s*(?:and\s+)?%(EN_WD_ITEM)s)*"
# "ב' ו-ד'": the "and" is often written with a hyphen before a letter or a number, as before a date.
_HE_WD_LIST = r"(?:%(HE_WD_ITEM)s)(?:(?:\s*,\s*ו?|\s+ו-?)(?:%(HE_WD_ITEM)s))*"

# -- every N days / weeks / months ------------------------------------------------------------
# Runs before the nudge rule, which keeps the minutes and hours ("every 2 hours").
_INTERVAL_RE = _rx(
    r"(?:\b(?P<once>once\s+)?(?:every|each)\s+(?:"
    r"(?P<ord>other|second|2nd|alternate|third|3rd|fourth|4th)\s+"
    r"(?:(?P<ou>day|week|month)|(?P<opod>morning|afternoon|evening|night))\b"
    r"|(?P<ow>other|second|2nd|alternate)\s+(?P<owd>" + _EN_WD_LIST + r")"
    r"|(?P<fn>fortnight)\b"
    r"|couple\s+(?:of\s+)?(?P<cu>days|weeks|months)\b"
    r"|(?P<q>%(DUR)s))"
    r"|\b(?P<fn2>fortnightly|once\s+a\s+fortnight)\b"
    # "כל שבוע שני" = every second week; "כל שבוע שני וחמישי" is a list of weekdays, not an interval.
    r"|%(L)sו?ב?(?:כל|מדי)\s+(?P<hu>שבוע|חודש)\s+(?P<ho>שני|שלישי|רביעי)(?!\w)"
    r"(?!\s*(?:,|ו)\s*(?:יום\s+)?%(HE_WD)s)"
    r"|%(L)s(?P<yn>יום|שבוע|חודש)\s+כן\s*,?\s*(?P=yn)\s+לא(?!\w)"
    r"|%(L)sו?(?P<hp>ב?(?:כל|מדי)\s+|פעם\s+ב\s*-?\s*|אחת\s+ל\s*-?\s*)(?P<hq>%(DUR)s))"
    # The weekdays of a weekly interval: "every 2 weeks on Monday", "כל שבועיים בימי שני וחמישי".
    r"(?P<list>\s*,?\s*(?:on\s+(?P<enl>" + _EN_WD_LIST + r")|(?:בימי\s+|ב)(?P<hel>" + _HE_WD_LIST + r")))?"
)
_ORDINALS = {"other": 2, "second": 2, "2nd": 2, "alternate": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4}
_HE_ORDINALS = {"שני": 2, "שלישי": 3, "רביעי": 4}
_UNIT_TYPES = {
    "day": "daily",
    "week": "weekly",
    "month": "monthly",
    "יום": "daily",
    "שבוע": "weekly",
    "חודש": "monthly",
}
# Larger intervals are almost certainly a typo; asking beats a reminder in 2031.
_MAX_INTERVAL = {"daily": 366, "weekly": 52, "monthly": 24}
# "כל יום" / "כל שבוע" / "פעם בחודש" are the daily / weekly / monthly rules' (they read what follows).
_BARE_UNIT = re.compile(r"(?:an?\s+)?(?:day|week|month)|יום|שבוע|חודש")
_OF_THE_MONTH = re.compile(r"\s+(?:of|in)\s+(?:the|each|every|a)\s+month\b")


def _interval_of(m: re.Match[str], scan: _Scan) -> tuple | None:
    """(type, interval, part of day, days) of an interval match; a ("nudge"/"error", value) pair; or None."""
    if m["yn"]:
        return _UNIT_TYPES[m["yn"]], 2, None, ()
    if m["ho"]:
        return _UNIT_TYPES[m["hu"]], _HE_ORDINALS[m["ho"]], None, ()
    if m["ord"]:
        unit = m["ou"] or "day"
        return _UNIT_TYPES[unit], _ORDINALS[m["ord"]], m["opod"], ()
    if m["owd"]:
        if _OF_THE_MONTH.match(scan.text, m.end("owd")):
            return "error", "unsupported_recurrence"  # "every second Tuesday of the month"
        return "weekly", _ORDINALS[m["ow"]], None, _weekday_list(m["owd"])
    if m["fn"] or m["fn2"]:
        return "weekly", 2, None, ()
    if m["cu"]:
        return _UNIT_TYPES[m["cu"][:-1]], 2, None, ()
    text = (m["q"] or m["hq"]).strip()
    if _BARE_UNIT.fullmatch(text):
        return None
    qty = _quantity(text)
    if qty is None:
        return None
    if not (qty.days or qty.months):
        # "פעם בשעה", "once every 2 hours": a nudge; "every 2 hours" is left to the nudge rule.
        once = m["once"] or (m["hp"] or "").startswith(("פעם", "אחת"))
        return ("nudge", round(qty.minutes)) if once and qty.minutes >= 1 else None
    if qty.minutes or (qty.days and qty.months):
        return "error", "unsupported_recurrence"  # "every 1.5 days": no whole number of periods
    if qty.months:
        return "monthly", qty.months, None, ()
    if qty.days % 7 == 0:
        return "weekly", qty.days // 7, None, ()
    return "daily", qty.days, None, ()


def _h_interval(m: re.Match[str], scan: _Scan) -> tuple | None:
    found = _interval_of(m, scan)
    if found is None:
        return None
    if found[0] in ("nudge", "error"):
        return found[0], found[1], m.start("list") if m["list"] else m.end()
    rtype, interval, pod, days = found
    if interval > _MAX_INTERVAL[rtype]:
        return "error", "unsupported_recurrence"
    end = m.end()
    if m["list"]:
        listed = _weekday_list(m["enl"] or m["hel"])
        if rtype == "weekly" and listed:
            days = tuple(sorted(set(days) | set(listed)))
        else:
            end = m.start("list")  # "every 2 days on Monday": the weekday is not part of the interval
    return "rec", _rec(rtype, days, None, pod, interval), end


# "בימים א' עד ה'", "every monday to friday", "on mondays through thursdays": every day of the span, weekly.
# Only with a word that makes it repeat ("ימים", "every", a plural): "from Monday to Friday" alone may be one
# stretch of days, and "every Monday until Friday" bounds a recurrence, so "until"/"till" are no separators here.
_HE_WD_TOKEN = r"(?:יום\s+)?(?:%(HE_WD)s|[אבגדהוש]'?(?![\w']))"
_WEEKDAY_RANGE_RE = _rx(
    r"%(L)sו?(?:ב?(?:כל\s+)?ה?ימים|ב?ימי|ב?ימות)\s+(?:מ\s*-?\s*)?(?P<ha>" + _HE_WD_TOKEN + r")\s*(?:-|עד|ועד)\s*"
    r"(?:ל\s*-?\s*)?(?P<hb>" + _HE_WD_TOKEN + ")"
    r"|\b(?:every|each)\s+(?:day\s+|week\s*day\s+)?(?:from\s+)?(?P<ea>%(EN_WD_ITEM)s)\s*(?:-|to|through|thru)\s*"
    r"(?P<eb>%(EN_WD_ITEM)s)"
    r"|\b(?:on\s+)?(?:from\s+)?(?P<pa>(?:%(EN_WD)s)s)\s*(?:-|to|through|thru)\s*(?P<pb>(?:%(EN_WD)s)s)\b"
    # "7 to 8am sunday through thursday for deep work, every week": a span of single days repeats only when a weekly
    # word is said elsewhere in the message (_h_weekday_range checks).
    r"|\b(?:on\s+)?(?:from\s+)?(?P<sa>%(EN_WD)s)\s*(?:-|to|through|thru)\s*(?P<sb>%(EN_WD)s)\b"
)
_WEEKLY_SAID = re.compile(r"\b(?:(?:every|each)\s+week|weekly)\b", re.I)


def days_of_every(facts: list[_Fact]) -> tuple[_Fact, list[_Fact]] | None:
    """"standup every day at 9:30, Sunday to Thursday", "sunday through thursday ..., every week": the weekly rule
    with days said beside a bare "every day"/"every week" is the repetition, and the bare one is part of it. Returns
    (that rule's fact, the bare facts it takes in), or None when there is no such pair."""
    bare = [f for f in facts if f.kind == "rec" and f.value[0] in ("daily", "weekly") and f.value[1:] == (
        (), None, None, 1)]
    days = [f for f in facts if f.kind == "rec" and f.value[0] == "weekly" and f.value[1]]
    return (days[0], bare) if bare and days else None


def _one_weekday(token: str) -> tuple[int, ...]:
    """The weekday a token of a span names; a bare letter ("ימים א עד ה") is one when it stands alone as the token."""
    wd = _weekday_of(token)
    return _weekday_list(token) if wd is None else (wd,)


def _h_weekday_range(m: re.Match[str], scan: _Scan) -> tuple | None:
    if m["sa"] and not _WEEKLY_SAID.search(scan.text):
        return None  # "I'm away monday to friday": one stretch of days
    first = _one_weekday(m["ha"] or m["ea"] or m["pa"] or m["sa"])
    last = _one_weekday(m["hb"] or m["eb"] or m["pb"] or m["sb"])
    if len(first) != 1 or len(last) != 1 or first == last:
        return None
    span = (last[0] - first[0]) % 7  # "from Thursday to Sunday" goes round the weekend
    return "rec", _rec("weekly", tuple(sorted((first[0] + k) % 7 for k in range(span + 1))))


# "כל מוצ"ש": Saturday night, after Shabbat ends: Saturday, in the evening ("בשמונה" is 20:00).
_SATURDAY_NIGHT = r"(?:מוצ\"ש|מוצ'ש|מוצש|מוצאי\s+ה?שבת|מוצאי\s+שבתות)(?!\w)"
_EVERY_SATURDAY_NIGHT_RE = _rx(r"%(L)sו?ב?(?:כל|מדי)\s+" + _SATURDAY_NIGHT)


def _h_every_saturday_night(m: re.Match[str], scan: _Scan) -> tuple:
    return "rec", _rec("weekly", (6,), pod="evening")


_WORKWEEK_RE = _rx(
    r"\b(?:(?:every|each)\s+(?:weekday|work\s*day|business\s+day)|(?:on\s+)?(?:weekdays|workdays|business\s+days))\b"
    r"|%(L)sו?ב?(?:(?:כל|מדי)\s+)?(?P<he>יום\s+חול|ימי\s+ה?חול|ימות\s+החול)(?!\w)"
)
_WEEKLY_LIST_RE = _rx(
    r"\b(?:(?:every|each)\s+(?:week\s+on\s+)?|(?:weekly|every\s+week|each\s+week)\s+on\s+)(?P<en>" + _EN_WD_LIST + ")"
    r"|\bon\s+(?P<pl>(?:%(EN_WD)s)s(?:\s*(?:,|and|&)\s*(?:and\s+)?(?:%(EN_WD)s)s)*)\b"
    # "wed and thu every week", "ב' וה' כל שבוע": two days or more, then the word that makes them repeat (one day
    # before "every week" is the weekly rule's and a weekday's).
    r"|\b(?P<en2>%(EN_WD_ITEM)s(?:\s*(?:,|and|&|\+|/)\s*(?:and\s+)?%(EN_WD_ITEM)s)+)\s+(?:every\s+week|each\s+week"
    r"|weekly)\b"
    # "weekly standup mon and thu", "remind me weekly mon + thu": "weekly", a few words of what it is, then two
    # days or more; the days belong to the rule, not to a first meeting on one of them.
    r"|\b(?P<wk>weekly)(?:\s+(?!(?:every|each|on|at|from)\b)[^\W\d_][\w'-]*){0,4}?\s+(?:on\s+)?"
    r"(?P<en3>%(EN_WD_ITEM)s(?:\s*(?:,|and|&|\+|/)\s*(?:and\s+)?%(EN_WD_ITEM)s)+)\b"
    r"|%(L)sו?ב?(?P<he2>(?:%(HE_WD_ITEM)s)(?:(?:\s*,\s*ו?|\s+ו-?)(?:%(HE_WD_ITEM)s))+)\s+(?:כל|מדי)\s+שבוע(?!\w)"
    r"|%(L)sו?ב?(?:(?:כל|מדי)(?:\s+שבוע\s+(?:בימי\s+|ב)?)?|ימי|ימות)\s*(?P<he>" + _HE_WD_LIST + r")(?!\s+(?:ל|ב)חודש)"
)
# "send the monthly report", "my weekly 1:1", "our daily standup": after "the", "my", "our"... and before a noun,
# the word names a thing that repeats on its own; it is not how often to remind ("a weekly reminder", "my daily
# vitamin reminder" still are).
_NAMED = (r"(?<!\bthe\s)(?<!\bmy\s)(?<!\bour\s)(?<!\bthis\s)(?<!\bthat\s)(?<!\byour\s)(?<!\bhis\s)"
          r"(?<!\bher\s)(?<!\btheir\s)(?<!'s\s)")
_NOT_A_NAME = r"(?=\s+(?:[^\s,.;!?]+\s+){0,2}?(?:reminders?|nudges?|alerts?|alarms?|pings?)\b|\s*$|\s*[,.;!?])"


def _unless_named(words: str) -> str:
    """`words` ("monthly") as a repetition, unless they are part of a repeating thing's name."""
    return rf"(?:{_NAMED}(?:{words})|(?:{words}){_NOT_A_NAME})"


_WEEKLY_RE = _rx(
    r"\b(?:every\s+week|each\s+week|" + _unless_named("weekly") + r"|once\s+a\s+week)\b"
    r"|%(L)s(?:ו?ב?(?:כל|מדי)\s+שבוע|פעם\s+בשבוע|אחת\s+לשבוע)(?!\w)"
)


# "the first Monday of every month", "last friday of the month", "ביום שלישי הראשון של כל חודש": a weekday
# of the month is not modelled; reading it as a day of the month or as one Monday would act wrongly, so ask.
_NTH_WEEKDAY_RE = _rx(
    r"\b(?:first|1st|second|2nd|third|3rd|fourth|4th|last|final)\s+(?:%(EN_WD)s|%(EN_WD_ABBR)s)\.?"
    r"\s+(?:of|in)\s+(?:the|each|every|a)\s+month\b"
    r"|%(L)sו?ב?(?:יום\s+)?(?:%(HE_WD)s)\s+ה(?:ראשון|שני|שלישי|רביעי|אחרון)\s+(?:של|ב|ל)\s*(?:כל\s+)?(?:ה)?חודש(?!\w)"
)


def _h_nth_weekday(m: re.Match[str], scan: _Scan) -> tuple:
    return "error", "unsupported_recurrence"


# "every 15th" with no unit after it is a day of the month: not "every 3rd Tuesday" (a weekday of the month,
# not modelled), not "every 2nd day" (the interval rule's), not "every 1st and 15th" (two days: asked).
_EVERY_NTH_END = (
    r"(?:\s+(?:day\s+)?(?:of|in)\s+(?:the|each|every|a)\s+month\b)?"
    r"(?!\s*(?:-\s*)?(?:days?|weeks?|months?|years?|hours?|minutes?|mins?|times?|morning|afternoon|evening|night"
    r"|weekend|of\b|%(EN_WD)s|%(EN_WD_ABBR)s\b))(?!\s*(?:,|and|&|\+)\s*(?:the\s+)?\d)"
)
_MONTHLY_RE = _rx(
    r"\b(?:(?:every|each)\s+month|" + _unless_named("monthly") + r")\b"
    r"(?:\s+on\s+(?:the\s+)?(?P<d1>\d{1,2})" + _ORD + ")?"
    r"|\b(?:on\s+)?(?:the\s+)?(?P<d2>\d{1,2})" + _ORD + r"\s+(?:day\s+)?(?:of\s+)?(?:every|each)\s+month\b"
    r"|\b(?:on\s+)?(?:every|each)\s+(?:the\s+)?(?P<d5>\d{1,2})(?:st|nd|rd|th)\b" + _EVERY_NTH_END +
    r"|\bonce\s+a\s+month\b"
    r"|%(L)sו?ב?(?:כל|מדי)\s+חודש(?!\w)(?:\s+ב(?:יום\s+)?-?\s?(?P<d3>\d{1,2})(?!\d)(?:\s+(?:לחודש|בחודש))?)?"
    r"|%(L)sו?(?:ב|ה)?\s*-?\s*(?P<d4>\d{1,2})\s+(?:ל|ב)כל\s+חודש(?!\w)"
    # "כל 1 לחודש", "בכל ה-15 בחודש", "כל ראשון לחודש" (the first of the month, not Sundays).
    r"|%(L)sו?ב?(?:כל|מדי)\s+(?:ה\s*-?\s*)?(?:(?P<d6>\d{1,2})|(?P<first>ראשון|אחד))\s+(?:ל|ב)חודש(?!\w)(?!\s+הבא)"
    r"|%(L)s(?:פעם\s+בחודש|אחת\s+לחודש)(?!\w)"
)
_DAILY_RE = _rx(
    r"\b(?:(?:every|each)\s+(?:single\s+)?(?P<en>day|morning|afternoon|evening|night|noon)"
    r"|(?P<adj>" + _unless_named("daily|nightly") + r")"
    r"|once\s+a\s+day)\b"
    r"|%(L)sו?ב?(?:כל|מדי)\s+(?P<he>יום|בוקר|ערב|לילה|צהריים|צהרים)(?!\w)"
    r"|%(L)s(?:פעם\s+ביום|יומיומי)(?!\w)"
)
_WD_NAME_RE = _rx(r"%(EN_WD)s|%(EN_WD_ABBR)s|%(HE_WD)s|(?<=יום\s)[אבגדהוש]|[אבגדהוש](?=')")


def _weekday_of(word: str) -> int | None:
    word = word.strip().rstrip(".'")
    for table in (tw.EN_WEEKDAYS, tw.EN_WEEKDAY_ABBR, tw.HE_WEEKDAYS, tw.HE_WEEKDAY_LETTERS):
        if word in table:
            return table[word]
    return None


def _weekday_list(text: str) -> tuple[int, ...]:
    found: list[int] = []
    for m in _WD_NAME_RE.finditer(text):
        word = m.group(0)
        if word.endswith("s") and word[:-1] in tw.EN_WEEKDAYS:
            word = word[:-1]
        wd = _weekday_of(word)
        if wd is not None and wd not in found:
            found.append(wd)
    return tuple(sorted(found))


def _h_workweek(m: re.Match[str], scan: _Scan) -> tuple:
    # English "weekday" = Monday..Friday; Hebrew "ימי חול" = the Israeli work week, Sunday..Thursday.
    return "rec", _rec("weekly", (0, 1, 2, 3, 4) if m["he"] else (1, 2, 3, 4, 5))


def _h_weekly_list(m: re.Match[str], scan: _Scan) -> tuple | None:
    if m["en3"]:
        # The rule is the word "weekly"; the days said after the name are a fact of their own so that both
        # leave the task's text, while the words between them stay in it.
        days = _weekday_list(m["en3"])
        extra = [("recdays", m.start("en3"), m.end("en3"), days)]
        return ("rec", _rec("weekly", days), m.end("wk"), extra) if days else None
    days = _weekday_list(m["en"] or m["pl"] or m["he"] or m["en2"] or m["he2"])
    return ("rec", _rec("weekly", days)) if days else None


def _h_weekly(m: re.Match[str], scan: _Scan) -> tuple:
    return "rec", _rec("weekly")


def _h_monthly(m: re.Match[str], scan: _Scan) -> tuple:
    raw = m["d1"] or m["d2"] or m["d3"] or m["d4"] or m["d5"] or m["d6"] or ("1" if m["first"] else None)
    if raw is not None and not 1 <= int(raw) <= 31:
        return "error", "impossible_date"
    return "rec", _rec("monthly", dom=int(raw) if raw else None)


def _h_daily(m: re.Match[str], scan: _Scan) -> tuple:
    word = m["en"] or m["he"] or ""
    pod = tw.EN_PARTS_OF_DAY.get(word) or tw.HE_RECURRING_PARTS.get(word)
    if m["adj"] == "nightly":
        pod = "night"
    return "rec", _rec("daily", pod=pod)


# -- except ----------------------------------------------------------------------------------
# "every day at 8 except saturdays", "כל יום חוץ משישי ושבת", "every weekday but friday": days left out of a
# daily or weekly rule (the resolver turns a daily rule into a weekly one on the days that remain). Runs before
# the weekly rules, so "except on saturdays" is never read as "on saturdays". "but"/"not on" alone take a weekday
# only where the clause ends after it ("every day but friday"; not "but friday is busy").
_EXCEPT_RE = _rx(
    r"\b(?:except|excluding|besides|apart\s+from|other\s+than|but\s+not|not|but(?P<bare>))"
    r"(?:\s+for)?(?:\s+(?:on|the))*\s+"
    r"(?:(?P<en>" + _EN_WD_LIST + r")|(?P<enw>weekends?)\b)"
    r"|%(L)sו?(?:(?:חוץ|פרט)\s+(?:מ|ל)\s*-?\s*|(?:מלבד|למעט|בלי)\s+|לא\s+ב)"
    r"(?:ה|יום\s+|ימי\s+|ב)?"
    r"(?:(?P<he>" + _HE_WD_LIST + r")|(?P<hew>סופ\"ש|סופ'ש|סופש|סוף\s+ה?שבוע|סופי\s+שבוע)(?!\w))"
)
# What may follow a weekday taken out by a bare "but"/"not": the end of the clause or more time words.
_EXCEPT_BARE_END = re.compile(r"\s*(?:$|[,.!?;:]|(?:at|to|in|and|only|too|from|every|each)\b|\d)")


def _h_except(m: re.Match[str], scan: _Scan) -> tuple | None:
    if m["enw"]:
        # An English "weekend" is Saturday-Sunday to some and Friday-Saturday to others: asked, never guessed.
        return "error", "unsupported_recurrence"
    if m["hew"]:
        return "except", (5, 6)
    if (m["bare"] is not None or m.group(0).startswith("not")) and not _EXCEPT_BARE_END.match(scan.text, m.end()):
        return None
    days = _weekday_list(m["en"] or m["he"])
    return ("except", days) if days else None


# -- until -----------------------------------------------------------------------------------
_UNTIL_RE = _rx(r"(?:\b(?:until|till|til|through|thru|up\s+to)|%(L)sו?עד)\s+")
_END_OF_RE = _rx(
    r"(?:the\s+)?end\s+of\s+(?:the\s+)?(?P<e>year|month|week)\b|(?:ל)?סוף\s+(?P<he>השנה|החודש|השבוע)(?!\w)"
    r"|(?:the\s+)?end\s+of\s+(?P<em>%(EN_MONTH)s)|(?:ה|ל)?סוף\s+(?:חודש\s+)?(?P<hm>%(HE_MONTH)s)"
)


def _h_until(m: re.Match[str], scan: _Scan) -> tuple | None:
    if not (scan.has("rec") or scan.has("nudge")):
        return None  # "until" only bounds a recurrence; otherwise leave the words to other rules
    pos = m.end()
    end = _END_OF_RE.match(scan.text, pos)
    if end and (end["em"] or end["hm"]):  # "until the end of January": that month's last day
        month = tw.EN_MONTHS.get(end["em"].rstrip(".").lower()) if end["em"] else tw.HE_MONTHS.get(end["hm"])
        return "until", ("month_end", month), end.end()
    if end:
        return "until", ("end", tw.END_OF_PERIODS[end["e"] or end["he"]]), end.end()
    eod = _EOD_RE.match(scan.text, pos)
    if eod:
        # "every 10 minutes until the end of the day": a nudge stops at 18:00, a daily rule today.
        if scan.has("nudge"):
            return "until", ("time", _Raw(tw.PART_OF_DAY_HOURS["end_of_day"], 0, None, True)), eod.end()
        return "until", ("relday", (0, None)), eod.end()
    period = _PERIOD_RE.match(scan.text, pos)
    if period:
        return "until", _h_period(period, scan), period.end()  # "until next week": up to the day before
    for regex, handler in _UNTIL_TARGETS:
        sub = regex.match(scan.text, pos)
        if sub:
            result = handler(sub, scan)
            if result is not None and len(result) > 3:
                return "until", ("dom_next_month", result[1]), sub.end()  # "until the 5th of next month"
            if result is not None and result[0] != "error":
                return "until", (result[0], result[1]), sub.end()
            if result is not None:
                return "error", result[1], sub.end()
    if scan.has("nudge"):
        # "every 10 minutes until 18:00": a nudge may stop at a clock time (reported as ``end``).
        for regex, handler in _UNTIL_TIME_TARGETS:
            sub = regex.match(scan.text, pos)
            result = handler(sub, scan) if sub else None
            if result is not None and result[0] == "time":
                return "until", ("time", result[1]), sub.end()
    return None


# -- next occurrence -------------------------------------------------------------------------
def _period_index(day: date, rtype: str) -> int:
    """Number of the day / Sunday-based week / calendar month *day* is in, for counting intervals."""
    if rtype == "weekly":
        return (day.toordinal() - _memo_weekday(day)) // 7  # every day of a week shares its Sunday
    if rtype == "monthly":
        return day.year * 12 + day.month - 1
    return day.toordinal()


def _on_period(day: date, rtype: str, base: int, interval: int) -> date:
    """*day*, or the first day of the next period an every-*interval* schedule fires in (period *base* fires)."""
    skip = -(_period_index(day, rtype) - base) % interval
    if skip == 0:
        return day
    if rtype == "weekly":
        return day - timedelta(days=_memo_weekday(day)) + timedelta(weeks=skip)
    if rtype == "monthly":
        year, month = divmod(day.year * 12 + day.month - 1 + skip, 12)
        return date(year, month + 1, 1)
    return day + timedelta(days=skip)


def next_occurrence(recurrence: Recurrence, after: datetime, *, inclusive: bool = False) -> datetime | None:
    """Next firing of a daily/weekly/monthly/nudge recurrence after *after* (in *after*'s zone).

    Every occurrence is rebuilt from its wall-clock "HH:MM" on its own calendar day, so a daily
    09:00 stays 09:00 across DST changes.  Returns None when there is no time, no matching day,
    or the next firing is past ``until``.

    With ``interval`` N > 1 the period (day, Sunday-based week, month) that contains *after* is
    taken to be one the schedule fires in -- after a send, the period just fired -- and then only
    every Nth period after it: "every 2 weeks on Monday" sent on a Monday fires 14 days later.
    Memo stores no anchor date, so the first firing of a new schedule is asked for with
    ``dataclasses.replace(recurrence, interval=1)``: the first matching slot from now.
    """
    zone = _zone(after)
    if recurrence.type == "nudge":
        if not recurrence.interval_minutes:
            return None
        nxt = (after.astimezone(UTC) + timedelta(minutes=recurrence.interval_minutes)).astimezone(zone)
        return None if recurrence.until and nxt.date() > recurrence.until else nxt
    if recurrence.time is None:
        return None
    hour, minute = (int(part) for part in recurrence.time.split(":"))
    day = after.date()
    interval = max(1, recurrence.interval or 1)
    base = _period_index(day, recurrence.type)
    for _ in range(400):
        if interval > 1:
            day = _on_period(day, recurrence.type, base, interval)
        if recurrence.until and day > recurrence.until:
            return None
        if recurrence.type == "weekly":
            matches = _memo_weekday(day) in recurrence.days
        elif recurrence.type == "monthly":
            dom = recurrence.day_of_month or 1
            matches = day.day == min(dom, monthrange(day.year, day.month)[1])
        else:
            matches = True
        if matches:
            dt = _at(day, hour, minute, zone)
            # Compare instants, not wall times: same-zone datetimes compare naively in Python.
            if dt.timestamp() > after.timestamp() or (inclusive and dt.timestamp() == after.timestamp()):
                return dt
        day += timedelta(days=1)
    return None
