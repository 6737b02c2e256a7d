"""Dates and times of an event written short, spelled out the way the time grammar reads them (calendar.py reads an
event's time words through `rewrite`): "Dec 24-28", "10-13.12", "between Monday and Wednesday", "10-11", "כל ראשון
שלישי וחמישי", "חמישי 9 בבוקר", and "ארוחת הערב" (the dinner, not this evening).
"""

from __future__ import annotations

import re

from memo.planning.rules.calendar_dates import full_day_names, spell_out
from memo.planning.timeexpr import timewords as tw

MASK = "\u2063"  # hides a word from the time grammar without moving any offset's meaning
_MONTHS = "|".join(sorted((*tw.EN_MONTHS, *tw.HE_MONTHS), key=len, reverse=True))
_ORD = r"(?:st|nd|rd|th)?"
_CLOCK = r"\d{1,2}(?::\d{2})?(?:\s*[ap]\.?m\.?)?"
_REWRITES = (  # date and clock ranges the time grammar reads only in their long form
    (re.compile(rf"\b(?P<m>{_MONTHS})\.?\s+(?P<a>\d{{1,2}}){_ORD}\s*(?:-|–|to|until|till|through|עד)\s*(?P<b>\d{{1,2}})"
                rf"{_ORD}\b(?!\s*(?::\d|[ap]\.?m|[/.]\d))", re.I), "{m} {a} {to} {m} {b}"),
    # "מה10 עד ה13 בדצמבר", "מה-10 עד ה-13 לדצמבר": the Hebrew "from (the)" glued to the first day goes with the
    # rewrite; the month is written with "ב" or "ל" ("of").
    (re.compile(rf"(?:(?<!\S)מה?-?(?=\d))?(?<![\d/.:])(?P<a>\d{{1,2}}){_ORD}\s*(?:-|–|to|until|till|through"
                rf"|עד(?:\s+ה-?)?)\s*(?:the\s+)?(?P<b>\d{{1,2}}){_ORD}\s+(?P<of>of\s+|[בל]-?)?(?P<m>{_MONTHS})\b",
                re.I),
     "{a} {of}{m} {to} {b} {of}{m}"),
    # "מה1 לדצמבר עד ה15", "from the 1st of december to the 15th": the month said after the first day only; the last
    # day is of the same month. A clock after it ("עד ה15:00") is no day.
    (re.compile(rf"(?:(?<!\S)מה?-?(?=\d)|\bfrom\s+(?:the\s+)?)?(?<![\d/.:])(?P<a>\d{{1,2}}){_ORD}\s+"
                rf"(?P<of>of\s+|[בל]-?)(?P<m>{_MONTHS})\s*(?:-|–|to|until|till|through|עד)\s*(?:the\s+|ה-?)?"
                rf"(?P<b>\d{{1,2}}){_ORD}(?![\d:./]|\s*(?:[ap]\.?m\b|o'?clock)|\s+(?:of\s+|[בל]-?)?(?:{_MONTHS})\b)",
                re.I),
     "{a} {of}{m} {to} {b} {of}{m}"),
    # "22:30 till midnight", "מ-22:00 עד חצות": the end is the midnight the evening runs into, read as 00:00 (the
    # time grammar takes a clock range past midnight into the next day); "midnight" alone is left as it is.
    (re.compile(r"(?P<a>\d{1,2}(?::\d{2})?(?:\s*[ap]\.?m\.?)?)\s*(?P<t>-|–|to|until|till|til|עד)\s*(?:ה?חצות"
                r"|midnight)(?![\w\u0590-\u05FF])", re.I), "{a} {t} 00:00"),
)
# "10-13.12", "מה-10.12 עד ה-13.12": a range of days of one month. Written with "/" for the time grammar, which
# reads "10.12 עד 13.12" as the clock range 10:12-13:12. A dotted ".05"/".10" after an hour is left to the clock
# ("9.10-10.10", "מ10 עד 12.05"): those are as likely minutes as months.
_DAY_RANGE = re.compile(r"(?:(?<!\S)מה?-?(?=\d))?(?<![\d/.:])(?P<a>\d{1,2})(?:(?P<sep>[/.])(?P<m1>\d{1,2}))?\s*"
                        r"(?:-|–|to|until|till|through|עד)\s*(?:ה-?)?(?P<b>\d{1,2})(?P<sep2>[/.])(?P<m>\d{1,2})"
                        r"(?:[/.](?P<y>\d{2,4}))?(?![\d/.:])", re.I)
# "between Monday and Wednesday" / "בין יום שני ליום רביעי": a range, as "from ... to ...".
_BETWEEN = re.compile(r"\bbetween\s+(?P<a>\S+(?:\s+\S+)?)\s+and\s+(?=\S)"
                      r"|(?<!\S)בין\s+(?P<ha>\S+(?:\s+\S+)?)\s+(?:ל|לבין\s+)-?(?=\S)", re.I)
# An hour in words or digits: "בין עשר לאחת עשרה" is read as the clock range "מעשר עד אחת עשרה".
_HOUR_HE = re.compile(r"(?:ה?-?\d{1,2}(?::\d{2})?|אחת|שתיים|שתים|שלוש|ארבע|חמש|שש|שבע|שמונה|תשע|עשר|אחת\s+עשרה"
                      r"|שתים\s+עשרה)(?:\s+(?:וחצי|ורבע))?")
_CLOCK_RANGE = re.compile(rf"(?<![\d/.:])(?P<a>{_CLOCK})\s*(?:-|–|to|until|till|עד)\s*(?P<b>{_CLOCK})(?![\d/.]|:\d)",
                          re.I)
# A Hebrew clock range with a word hour or a part of the day ("בשבע בערב עד שמונה וחצי", "מ-10 בבוקר עד 12"): the
# time grammar reads a part of the day only after the range's end, and a word hour's "וחצי" not at all there, so the
# range is written in digits with the part of the day last ("מ-7:00 עד 8:30 בערב").
_WORD_HOURS = {"אחת עשרה": 11, "שתים עשרה": 12, "שתיים עשרה": 12, "אחת": 1, "שתיים": 2, "שתים": 2, "שלוש": 3,
               "ארבע": 4, "חמש": 5, "שש": 6, "שבע": 7, "שמונה": 8, "תשע": 9, "עשר": 10}
_HOUR_WORD = "|".join(w.replace(" ", r"\s+") for w in _WORD_HOURS)
_MINUTE_WORDS = {"וחצי": 30, "ורבע": 15, "ועשרים": 20, "ועשרה": 10}
_PERIOD_HE = r"(?:בבוקר|בערב|בצהריים|בצהרים|אחה\"צ|אחר\s+הצהריים|בלילה|לפנות\s+ערב)"
# Minutes to the hour ("מרבע לעשר עד עשר וחצי"): an end of the range said as "רבע ל..." is read whole.
_TO_WORDS = {"רבע": 15, "עשרים": 20, "עשרה": 10, "עשר": 10, "חמישה": 5, "חמש": 5}
_TO = rf"(?:(?P<t{{n}}>{'|'.join(_TO_WORDS)})\s+ל-?)?"
_WORD_RANGE = re.compile(
    rf"(?<!\S)(?:מ|ב|מה)-?\s*{_TO.format(n='a')}(?P<a>{_HOUR_WORD}|\d{{1,2}}(?::\d{{2}})?)"
    rf"(?:\s+(?P<ma>וחצי|ורבע|ועשרים|ועשרה))?"
    rf"(?:\s+(?P<pa>{_PERIOD_HE}))?\s+עד\s+(?:ה-?)?{_TO.format(n='b')}(?P<b>{_HOUR_WORD}|\d{{1,2}}(?::\d{{2}})?)"
    rf"(?:\s+(?P<mb>וחצי|ורבע|ועשרים|ועשרה))?(?:\s+(?P<pb>{_PERIOD_HE}))?"
    r"(?![\d/.:])(?!\S)(?!\s+(?:דקות|דק'|שעות|ימים|אנשים|[בל]?-?(?:ינואר|פברואר|מרץ|אפריל|מאי|יוני|יולי|אוגוסט|ספטמבר"
    r"|אוקטובר|נובמבר|דצמבר)))")

# A start said as "from" an hour with its part of the day and no end ("משמרת משמונה בערב", "מ-9 בבוקר"): the
# event starts then; the time grammar reads it only with "ב".
_FROM_HOUR_HE = re.compile(rf"(?<!\S)מ-?(?=(?:{_HOUR_WORD}|\d{{1,2}}(?::\d{{2}})?)(?:\s+(?:וחצי|ורבע))?\s+{_PERIOD_HE}"
                           r"(?!\s+עד)(?!\S))")
# "wed morning from 9" with no end: the hour the event starts at, as "at 9" ("from 9 to 11" stays a range).
_FROM_HOUR_EN = re.compile(r"\bfrom\s+(?=\d{1,2}(?::\d{2})?(?:\s*[ap]\.?m\.?)?(?![\d:/.]|\s*(?:-|–|to\b|until\b"
                           r"|till\b|through\b|thru\b|and\b|or\b|[ap]\.?m|o'?clock\s+(?:to|until|till)\b))"
                           r"(?:\s*[ap]\.?m\.?|\s*o'?clock)?(?=\s*(?:$|[,.;!?]|(?:for|on|this|next|tomorrow|today"
                           r"|tonight|every|sharp|onwards?|sun|mon|tue|wed|thu|fri|sat)\w*\b)))",
                           re.I)


def _clock_of(hour: str, minutes: str | None) -> str | None:
    """"שמונה" + "וחצי" -> "8:30"; "7" -> "7:00"; None for what is no hour."""
    if hour[0].isdigit():
        h, _, m = hour.partition(":")
        # "11 וחצי" is 11:30: the minute word counts after digits as after a word hour.
        m = m or f"{_MINUTE_WORDS.get(minutes or '', 0):02d}"
        return f"{int(h)}:{m}" if int(h) <= 24 and not (m and minutes and ":" in hour) else None
    number = _WORD_HOURS.get(re.sub(r"\s+", " ", hour))
    return None if number is None else f"{number}:{_MINUTE_WORDS.get(minutes or '', 0):02d}"


def _clock_to(to: str | None, hour: str, minutes: str | None) -> str | None:
    """"רבע" + "עשר" -> "9:45"; without "to" words, as ``_clock_of``."""
    if not to:
        return _clock_of(hour, minutes)
    clock = None if minutes or ":" in hour else _clock_of(hour, None)
    if clock is None or not 1 <= int(clock.partition(":")[0]) <= 12:
        return None
    return f"{int(clock.partition(':')[0]) - 1 or 12}:{60 - _TO_WORDS[to]:02d}"


def _word_range(m: re.Match[str]) -> str:
    if not (m["pa"] or m["pb"] or m["ma"] or m["mb"] or m["ta"] or m["tb"] or not m["a"][0].isdigit()
            or not m["b"][0].isdigit()):
        return m[0]  # digits alone: the clock range below reads them
    a, b = _clock_to(m["ta"], m["a"], m["ma"]), _clock_to(m["tb"], m["b"], m["mb"])
    if a is None or b is None or m["pa"] and m["pb"] and m["pa"] != m["pb"]:
        return m[0]
    period = m["pb"] or m["pa"]
    return f"מ-{a} עד {b}" + (f" {period}" if period else "")


_RANGE_OPEN = re.compile(r"(?:from|between|מ-?|מה-?|בין)\s*$", re.I)
# "weekly sync every monday", "weekly sync עם הצוות כל יום שני": the days say the schedule, "weekly" names the event.
# Days said bare after the name ("weekly yoga mon and thu") are the rule's own days: "weekly" is kept for the
# time grammar, which reads it with them.
_WEEKLY = re.compile(r"\bweekly\b(?=.*(?:\b(?:every|each)\s+(?:week\s+on\s+)?(?:sun|mon|tue|wed|thu|fri|sat)"
                     r"|\b(?:sun|mon|tues|wednes|thurs|fri|satur)days\b|(?<!\S)(?:כל|מדי|בימי)\s+"
                     r"(?:יום\s+)?(?:ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת)(?!\S)))", re.I)
# Days listed with no separator after a repeat word ("כל ראשון שלישי וחמישי", "every mon wed fri"): the time
# grammar reads a list only with commas or "and", so the missing commas are put in.
_DAY = (r"(?:(?:יום\s+)?(?:ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת)|sun(?:day)?s?|mon(?:day)?s?|tue(?:s(?:day)?)?s?"
        r"|wed(?:nesday)?s?|thu(?:rs?(?:day)?)?s?|fri(?:day)?s?|sat(?:urday)?s?)")
_DAY_RUN = re.compile(rf"(?<!\S)(?P<lead>(?:כל|בימי|every|on)\s+){_DAY}(?:\s+(?:and\s+|ו)?{_DAY})+(?!\S)", re.I)
_DAY_GAP = re.compile(rf"(?<!and)(?<!יום)\s+(?={_DAY}(?!\S))", re.I)
# A day name right before a bare hour ("חמישי 9 בבוקר"): the time grammar reads the day only with the hour's
# "ב" ("חמישי ב9 בבוקר"); without it the day would be lost and the event put on today.
# The same in English ("monday 9", "sat 8am"), where a short day name is read only next to an hour.
_DAY_THEN_HOUR = re.compile(r"(?<!\S)(?P<day>ה?(?:ראשון|שני|שלישי|רביעי|חמישי|שישי)|(?:sun|mon|tues|wednes|thurs|fri"
                            r"|satur)day|sun|mon|tue|fri|sat|today|tonight|tomorrow|tmrw|היום|מחר)\s+(?:at\s+)?"
                            r"(?=\d{1,2}(?::\d{2})?(?:\s*[ap]\.?m\.?)?"
                            r"(?![\d/.:]|(?:st|nd|rd|th)\b)"  # "sat 28th" is a date
                            r"(?!\s*(?:people|guests|kids|persons|%"
                            r"|אנשים|ילדים|איש|אורחים|(?:-|–|to|till|until|עד)\s*\d)))", re.I)
_SHORT_DAY = {"sun": "sunday", "mon": "monday", "tue": "tuesday", "fri": "friday", "sat": "saturday"}
_MEAL = re.compile(r"(?<!\S)[ולב]?ארוח(?:ת|ות)\s+ה(?=(?:ערב|בוקר|צהריים|צהרים)(?!\S))")
# "night shift", "משמרת לילה": the kind of shift, not the part of the day it starts in (its hours are said).
SHIFT = re.compile(r"\b(?:night|morning|evening|afternoon|day|late|early)(?=\s+shifts?\b)"
                   r"|(?<=משמרת\s)ה?(?:לילה|בוקר|ערב|צהריים|צהרים)(?!\S)|(?<=משמרות\s)ה?(?:לילה|בוקר|ערב)(?!\S)", re.I)
# A range of days named by their names ("משישי עד ראשון", "מיום שני ליום רביעי", "fri-sun", "from thu to sat"): the
# time grammar reads a Hebrew day name only after "ביום" and a short English one not at all, so one end would be
# lost (a one-day event on the other end) and the rest left in the event's name. Both ends are written in full; a
# repeat ("every mon-fri", "כל ראשון עד חמישי") is a series, not a range, and is left to the series reading.
_HE_DAY = r"(?:ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת)"
_HE_DAY_RANGE = re.compile(rf"(?<!\S)(?:מה?-?)?(?:יום\s+)?(?P<a>{_HE_DAY})(?:\s+עד\s+(?:ה?יום\s+)?|\s*[-–]\s*"
                           rf"(?:יום\s+)?|\s+ליום\s+)(?P<b>{_HE_DAY})(?!\S)")
_EN_DAY = r"(?:sun|mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?)(?:day)?"
_EN_DAY_RANGE = re.compile(rf"\b(?:from\s+)?(?P<a>{_EN_DAY})\.?(?:\s*[-–]\s*|\s+(?:to|till|until|thru|through)\s+)"
                           rf"(?P<b>{_EN_DAY})\b", re.I)
_EN_FULL = {"sun": "sunday", "mon": "monday", "tue": "tuesday", "wed": "wednesday", "thu": "thursday", "fri": "friday",
            "sat": "saturday"}
_REPEATS = re.compile(r"(?:\b(?:every|each|on)|(?<!\S)(?:כל|בימי))\s+$", re.I)


def _days_range(m: re.Match[str], text: str) -> str:
    if _REPEATS.search(text[:m.start()]):
        return m[0]
    if m["a"].isascii():
        return f"from {_EN_FULL[m['a'][:3].lower()]} to {_EN_FULL[m['b'][:3].lower()]}"
    return f"ביום {m['a']} עד ביום {m['b']}"


def days_range(text: str) -> str:
    """"משישי עד ראשון" -> "ביום שישי עד ביום ראשון", "fri-sun" -> "from friday to sunday": a range of named days
    as the time grammar reads each end."""
    text = _HE_DAY_RANGE.sub(lambda m: _days_range(m, text), text)
    return _EN_DAY_RANGE.sub(lambda m: _days_range(m, text), text)


def _day_at_hour(m: re.Match[str]) -> str:
    day = m["day"]
    return f"{_SHORT_DAY.get(day.lower(), day)} at " if day.isascii() else f"{day} ב"


def day_then_hour(text: str, hebrew: bool) -> str:
    """"thurs 2" -> "thursday at 2", "חמישי 4" -> "חמישי ב4": a day then a bare hour, as the time grammar reads it."""
    return _DAY_THEN_HOUR.sub(_day_at_hour, full_day_names(text))


def _day_range(m: re.Match[str], to: str) -> str:
    """"10-13.12" -> "10/12 to 13/12"; the match as it was when it is not a range of days of one month."""
    a, b, month = int(m["a"]), int(m["b"]), int(m["m"])
    if m["m1"] is not None and int(m["m1"]) != month or m["sep2"] == "." and m["m"] in ("05", "10") and b <= 24:
        return m[0]
    if not (1 <= month <= 12 and 1 <= a < b <= 31):
        return m[0]
    year = f"/{m['y']}" if m["y"] else ""
    return f"{a}/{month}{year} {to} {b}/{month}{year}"


# "תכניס ביומן שישי ...": a bare day name right after the calendar word is the day, as "ביום שישי" (alone, "שני"
# may be "second" and "שישי" "sixth").
_BARE_DAY_HE = re.compile(r"(?<=(?<!\S)[בל]יומן\s)(?P<d>ראשון|שני|שלישי|רביעי|חמישי|שישי)(?!\S)")


# "at two tomorrow", "at two about the flat", "at ten thirty with Dan": an hour in words after "at" is lost by the
# time grammar before a day or a word such as "about"/"with", so it is written in digits ("at 2", "at 10:30"). Only
# before the end, a time word or such a word: "at two places" stays a count.
_EN_HOURS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
             "ten": 10, "eleven": 11, "twelve": 12}
_EN_MINUTES = {"o'clock": 0, "oclock": 0, "fifteen": 15, "thirty": 30, "forty five": 45, "forty-five": 45}
_WORD_CLOCK_AT = re.compile(
    rf"\bat\s+(?P<h>{'|'.join(_EN_HOURS)})(?:\s+(?P<m>o'?clock|fifteen|thirty|forty[\s-]five))?"
    r"(?=\s*$|\s*[,.;!?]|\s+(?:[ap]\.?m\b|in\s+the\b|today|tonight|tomorrow|tmrw|next|this|on|about|regarding|re"
    r"|with|w/|for|to|and|at|in|sharp|(?:sun|mon|tues|wednes|thurs|fri|satur)day)\b)", re.I)


def _digits(m: re.Match[str]) -> str:
    minutes = _EN_MINUTES.get(re.sub(r"\s+", " ", (m["m"] or "o'clock").lower()), 0)
    return f"at {_EN_HOURS[m['h'].lower()]}:{minutes:02d}" if m["m"] else f"at {_EN_HOURS[m['h'].lower()]}"


# "at 3 and half", "thursday 4 and a quarter": the hour with its fraction said as in Hebrew ("שלוש וחצי"), never a
# length ("2 and a half hours") or a count; written as the clock time it is.
_AND_HALF = re.compile(r"(?<![\d:.,/])(?P<h>1[0-2]|[1-9])\s+and\s+(?:a\s+)?(?P<f>half|quarter)\b(?!\s+(?:an?\s+|of\s+)?"
                       r"(?:hours?|hrs?|h\b|minutes?|mins?|days?|weeks?|months?|years?|times?|an?\b|of\b))", re.I)


def and_half(text: str) -> str:
    """ "3 and half" / "3 and a quarter" as "3:30" / "3:15"."""
    return _AND_HALF.sub(lambda m: f"{m['h']}:{'30' if m['f'].lower() == 'half' else '15'}", text)


def rewrite(text: str, hebrew: bool) -> str:
    """Short date and clock ranges ("Dec 24-28", "24-28/12", "10-11") spelled out as the time grammar reads them."""
    to = "עד" if hebrew else "to"
    text = _END_LAST.sub(lambda m: f"{m['a']} {m['to']} {m['b']}{m['name']}{m['end']}", and_half(text))
    text = _BETWEEN.sub(lambda m: f"from {m['a']} to " if m["a"] else
                        f"{'מ' if _HOUR_HE.fullmatch(m['ha']) else ''}{m['ha']} עד ", text)
    if hebrew:
        text = _BARE_DAY_HE.sub(lambda m: f"ביום {m['d']}", _WORD_RANGE.sub(_word_range, text))
        text = _FROM_HOUR_HE.sub("ב", text)
    else:
        text = _FROM_HOUR_EN.sub("at ", text)
    text = full_day_names(days_range(hide_meals(_FROM_DAY_AT.sub("מיום ", text))))
    text = _WORD_CLOCK_AT.sub(_digits, text)
    text = _DAY_THEN_HOUR.sub(_day_at_hour, text)
    text = _DAY_RUN.sub(lambda m: m["lead"] + _DAY_GAP.sub(", ", m[0][len(m["lead"]):]), text)
    text = spell_out(text, to)  # ranges across a month's end: calendar_dates.py
    for pattern, template in _REWRITES:
        text = pattern.sub(lambda m, t=template: t.format(to=to, **{k: v or "" for k, v in m.groupdict().items()}),
                           text)
    text = _DAY_RANGE.sub(lambda m: _day_range(m, to), text)

    def clock(m: re.Match[str]) -> str:
        hours = [int(re.match(r"\d+", m[g]).group()) for g in ("a", "b")]  # type: ignore[union-attr]
        if _RANGE_OPEN.search(text[:m.start()]) or max(hours) > 24:
            return m[0]
        return f"מ-{m['a']} עד {m['b']}" if hebrew else f"from {m['a']} to {m['b']}"

    text = _CLOCK_RANGE.sub(clock, text)
    return _WEEKLY.sub(lambda m: m[0][0] + MASK + m[0][1:], text)


# "מחמישי 23:00 עד שישי 07:00": a day glued to its "from" before a clock time is read as "מיום חמישי 23:00".
_FROM_DAY_AT = re.compile(r"(?<!\S)מ(?=(?:ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת)\s+(?:ב-?|בשעה\s+)?\d{1,2}:\d\d)")


# "בשעה 17:00 אסיפת דיירים בלובי, עד 18:30", "0630 morning shift till 1430": the end said last, after the event's
# name, is put by its start, where the time grammar reads the two as one range.
_END_LAST = re.compile(r"(?P<a>\d{1,2}:\d\d)(?P<name>(?:\s+[^\s\d,.;:!?]+){1,6}?)\s*,?\s+(?P<to>עד|until|till|til)\s+"
                       r"(?:השעה\s+)?(?P<b>\d{1,2}:\d\d)(?P<end>\s*[.!]*\s*)$", re.I)


def hide_meals(text: str) -> str:
    """"ארוחת הערב" is "the dinner", not "this evening": its time word is hidden from the time grammar; so is the
    part of the day that names a shift ("night shift"), and a web address's name ("Monday.com")."""
    return hide_domains(SHIFT.sub(lambda m: m[0][0] + MASK + m[0][1:], _MEAL.sub(lambda m: m[0] + MASK, text)))


# A company known by its web address ("at Monday.com", "Tomorrow.io"): its name is no day.
_DOMAIN_NAME = re.compile(r"(?<![\w.@])[A-Za-z][\w-]*(?=\.(?:com|io|co|net|org|ai|app|dev|me|ly)\b)")


def hide_domains(text: str) -> str:
    """The name of a web address hidden from the time grammar (its offsets unmoved but for the mark)."""
    return _DOMAIN_NAME.sub(lambda m: m[0][0] + MASK + m[0][1:], text)


