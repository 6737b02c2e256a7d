"""Time words as people mistype them, put right before any grammar reads the message.

"remind me tomorow at 5" read literally is a reminder TODAY at 5 for "tomorow to call mom": a silent wrong
action. Only the words that carry time are corrected (days, parts of the day, "tomorrow", "every"), so a
misspelled word of the user's own content is never changed:

- English: a word within one edit (a letter missing, extra, wrong or two swapped: "thrusday", "tomorow",
  "evning") of a time word of six letters or more, two edits for words of eight or more ("tommorow"); and
  the common short forms ("tonite", "nite", "evry", "2morrow").
- Days joined by a plus ("wed+thu", "כל ב+ה") read as joined by "and".
- A clock time typed without its colon before "am"/"pm" ("545pm", "1030 am"); "7 45pm" is left alone (two numbers).
- "ת'" glued to a word is "את ה" as it is said ("תבטל ת'תזכורת", "תוסיפי ת'חלב").
- Hebrew: a time word with one letter doubled ("מחרר", "בבוקקר", "הערבב") or its yod/vav left out
  ("חמשי", "רבעי", "בבקר"). Edit distance is not used for Hebrew: its words are short and one letter
  apart ("מחר", "מחיר"), so only those two kinds of slip are put right.
"""

from __future__ import annotations

import re
from functools import cache

from rapidfuzz.distance import OSA

_EN_WORDS = ("tomorrow", "tonight", "morning", "evening", "afternoon", "midnight", "monday", "tuesday",
             "wednesday", "thursday", "friday", "saturday", "sunday", "weekend")
_EN_SHORT = {"tonite": "tonight", "2nite": "tonight", "nite": "night", "evry": "every", "2morrow": "tomorrow",
             "2day": "today", "2mrw": "tomorrow", "2morow": "tomorrow", "2moz": "tomorrow", "fourty": "forty",
             "2moro": "tomorrow", "tomoz": "tomorrow", "tmorrow": "tomorrow", "wensday": "wednesday",
             "wed": "wednesday", "weds": "wednesday", "tues": "tuesday", "thur": "thursday", "thurs": "thursday",
             "thu": "thursday", "fri": "friday",
             "remnd": "remind", "rmind": "remind", "remidn": "remind", "reimnd": "remind", "remaind": "remind",
             # a day's possessive typed without its apostrophe ("push tmrws lunch"): the day still names the time
             "tmrws": "tomorrow's", "tomorrows": "tomorrow's", "todays": "today's", "tonights": "tonight's"}
# Real words one letter away from a time word: never "corrected".
_EN_REAL = frozenset({"sundae", "sundaes", "mourning", "mornings", "evenings", "fridays", "mondays", "tuesdays",
                      "thursdays", "saturdays", "sundays", "wednesdays", "weekends", "midnights", "tonights"})
# With the prefixes Hebrew glues to them (ב, ל, ה, ו, מ): each is corrected as a whole word.
_HE_WORDS = ("מחר", "מחרתיים", "בבוקר", "בערב", "הערב", "בלילה", "הלילה", "בצהריים", "ראשון", "שני", "שלישי",
             "רביעי", "חמישי", "שישי", "שבת", "בראשון", "בשני", "בשלישי", "ברביעי", "בחמישי", "בשישי", "בשבת",
             "לראשון", "לשני", "לשלישי", "לרביעי", "לחמישי", "לשישי", "לשבת", "למחר", "ולמחר", "ומחר",
             )  # not תזכיר/תזכירי: without the yod they are "remember" (תזכור, תזכרי), another request
_WORD = re.compile(r"[A-Za-z0-9]+|[\u05D0-\u05EA]+")


@cache
def _hebrew_slips() -> dict[str, str]:
    slips: dict[str, str] = {}
    for word in _HE_WORDS:
        for i, letter in enumerate(word):
            if i:  # not the first: "ממחר" is "from tomorrow", not a slip
                slips.setdefault(word[:i + 1] + letter + word[i + 1:], word)  # a letter doubled
            if letter in "יו" and 0 < i < len(word) - 1 and len(word) > 3:
                slips.setdefault(word[:i] + word[i + 1:], word)  # a yod or vav left out
    return {slip: word for slip, word in slips.items() if slip not in _HE_WORDS}


def _english(word: str) -> str | None:
    lower = word.casefold()
    if lower in _EN_SHORT:
        return _EN_SHORT[lower]
    if len(lower) < 5 or lower in _EN_WORDS or lower in _EN_REAL:
        return None
    for target in _EN_WORDS:
        allowed = 2 if len(target) >= 8 and len(lower) >= 7 else 1
        if abs(len(target) - len(lower)) <= allowed and OSA.distance(lower, target, score_cutoff=allowed) <= allowed:
            return target if len(target) >= 6 else None
    return None


# "545pm", "1030am", "7 45pm": a clock time typed without its colon, which "pm" makes unmistakable.
_COMPACT_MERIDIEM = re.compile(r"(?<![\w:.,/])(?P<h>1[0-2]|0?[1-9])(?P<m>[0-5]\d)\s?(?P<ap>[ap]\.?m\b\.?)",
                               re.IGNORECASE)


# "sat", "sun" and "mon" are words of their own ("i sat at 5 with dan", "the sun at noon"): a day only right
# before a time ("sat at noon", "sun 9am", "mon morning") and not after a word that makes them a verb or a noun.
_SHORT_DAY = re.compile(
    r"(?<![\w'])(?<!\b(?:i|a)\s)(?<!\b(?:we|he|it)\s)(?<!\b(?:she|you|the|and|who|has|had)\s)(?<!\bthey\s)"
    r"(?P<day>sat|sun|mon)\.?(?=\s+(?:at\s+|@\s*|by\s+|around\s+)?(?:\d|noon\b|midnight\b|morning\b|night\b"
    r"|evening\b|afternoon\b|eve\b|lunch\b))", re.IGNORECASE)
_SHORT_DAYS = {"sat": "saturday", "sun": "sunday", "mon": "monday"}


# "mon n thu", "tue & fri": day names joined by a shorthand "and".
_DAY_NAME = (r"(?:sun|mon|tue|tues|wed|thu|thur|thurs|fri|sat)(?:day)?|sunday|monday|tuesday|wednesday|thursday"
             r"|friday|saturday")
_DAYS_AND = re.compile(rf"(?<![\w'])(?P<a>{_DAY_NAME})\s*(?:\s(?:n|an|nd)\s|&|\+)\s*(?P<b>{_DAY_NAME})(?![\w'])",
                       re.IGNORECASE)


_FULL_DAYS = {"sun": "sunday", "mon": "monday", "tue": "tuesday", "wed": "wednesday", "thu": "thursday",
              "fri": "friday", "sat": "saturday"}


def _full_day(word: str) -> str:
    """A day's short name in full: joined by "and", "mon" and "sat" must still read as days ("mon+wed")."""
    return _FULL_DAYS.get(word.casefold()[:3], word) if not word.casefold().endswith("day") else word


# "ב+ה", "כל ב'+ה'": two days by their letters joined with a plus. After a word of repetition ("כל", "בימים") they
# are "ב' וה'"; otherwise two days each said ("ביום ב' וביום ה'"), for a reminder to ask which or both. A letter
# alone is also a preposition or a grade ("ויטמין ב+ד"), so only after a word that names days or before an hour.
_HE_LETTER_DAYS_PLUS = re.compile(
    r"(?:(?P<every>(?<![\u05D0-\u05EA])(?:כל|מדי|בימים|ימים|בימי|ימי)\s+)|(?P<day>(?<![\u05D0-\u05EA])ב?יום\s+)"
    r"|(?<![\u05D0-\u05EA'׳+])(?=[אבגדהוש]['׳]?\s*\+\s*[אבגדהוש]['׳]?\s+(?:ב-?\s*\d|בשעה|כל\s+שבוע|at\b|every\b)))"
    r"(?P<a>[אבגדהוש])['׳]?\s*\+\s*(?P<b>[אבגדהוש])['׳]?(?![\u05D0-\u05EA'׳+])")


_EVERY_WEEK_AFTER = re.compile(r"\s+(?:כל|מדי)\s+שבוע|\s+every\s+week", re.IGNORECASE)


def _letter_days(match: re.Match[str]) -> str:
    if match.group("every") is not None or _EVERY_WEEK_AFTER.match(match.string, match.end()):
        return f"{match.group('every') or ''}{match.group('a')}' ו{match.group('b')}'"
    return f"ביום {match.group('a')}' וביום {match.group('b')}'"


# "at 1400", "ב-0800", "בשעה 1730", "from 1100 to 1200": a 24-hour time written without its colon, as formal
# writers and people from the army or a workplace rota do. Four digits are also a year, a sum or a code, so only
# after a word that asks for an hour ("at", "בשעה", "until"; not "to": "the code changed to 2231"), in a range of
# two, or with a leading zero after a day ("tomorrow 0630"; "my pin is 0800" is a code), or before "hours" ("1200
# hours"); after "ב-"/"עד" a 19xx or 20xx is a year ("ב-2027").
_HHMM = r"(?:[01]\d|2[0-3])[0-5]\d"
_COMPACT_24H = re.compile(
    rf"(?:(?<![\w:.,/])(?P<at>(?:at|@|by|from|till|until|between)\s+|(?:בשעה|שעה|משעה|עד\s+השעה)\s*-?\s*)"
    rf"(?P<t1>{_HHMM})"
    # "ב-1700" with its hyphen, or "ב0800": a bare "ב1500" is as often a price ("למכור ב1500").
    rf"|(?<![\w:.,/\u05D0-\u05EA])(?P<he>ו?(?:ב|מ|ל)-|ו?עד\s*-?\s*)(?P<t2>(?!19|20){_HHMM})"
    rf"|(?<![\w:.,/\u05D0-\u05EA])(?P<he0>ו?(?:ב|מ|ל|עד\s*)-?)(?P<t5>0\d[0-5]\d)"
    # A chain of three or more groups ("2024-1130-77", an account or policy number) is a code, never a span.
    rf"|(?<![\w:.,/])(?<!\d-)(?P<t3>{_HHMM}(?=\s*-\s*{_HHMM}(?![\d:/]|-\d))|{_HHMM}(?=\s+hours\b)"
    # "thu 2300 to fri 0700", "2300 עד 0700": a shift's two ends, the second with its leading zero
    rf"|{_HHMM}(?=\s+(?:to|till|until|עד)\s+(?:[^\W\d]+\s+)?0\d[0-5]\d(?![\d:/]))"
    rf"|(?:(?<=\d\d\d\d\sto\s)|(?<=\d\d\d\d\sעד\s))0\d[0-5]\d"
    rf"|(?:(?<=tomorrow\s)|(?<=today\s)|(?<=tonight\s)|(?<=day\s)|(?<=מחר\s)|(?<=היום\s)|(?<=tmrw\s)|(?<=tmr\s)"
    rf"|(?<=tmw\s)|(?<=2morrow\s)|(?<=2day\s)|(?<=mon\s)|(?<=tue\s)|(?<=wed\s)|(?<=thu\s)|(?<=fri\s)|(?<=sat\s)"
    rf"|(?<=sun\s)|(?<=ראשון\s)|(?<=שני\s)|(?<=שלישי\s)|(?<=רביעי\s)|(?<=חמישי\s)|(?<=שישי\s))0\d[0-5]\d)"
    rf"|(?:(?<=\d-)|(?<=\d:\d\d\sand\s)|(?<=\d:\d\d\sto\s)|(?<=\d:\d\d\sועד\s))(?<!\d-\d\d\d\d-)(?<!\d-\d\d\d-)(?P<t4>{_HHMM})(?!-\d)"
    rf")(?![\d:/.,]\d|\d|%|\s*(?:ש\"ח|שח|₪|shekels?|nis|dollars?|\$|euros?|€|g|gr|grams?|kg|ml|km|m|meters?|steps"
    r"|words|calories|people|guests|גרם|מטר|צעדים|מילים|קלוריות|אנשים|איש)(?![\w\u05D0-\u05EA]))",
    re.IGNORECASE)


# What a sum is said after: "ב" is also "for" a price ("למכור ב-1500", "קניתי ב-2300").
_PRICE_BEFORE = re.compile(r"(?:מכור|מכר|מוכר|קנ[\u05D0-\u05EA]*|עול[הים]|עלה|עלתה|שילמ[\u05D0-\u05EA]*|לשלם|מחיר|תמורת"
                           r"|שווה|הצעה|משכורת|שכר)\s+(?:\S+\s+){0,2}$")


def _colon(match: re.Match[str]) -> str:
    if match.group("he") and _PRICE_BEFORE.search(match.string, max(0, match.start() - 24), match.start()):
        return match.group(0)  # "למכור ב-1500": for that sum
    digits = next(g for g in match.group("t1", "t2", "t3", "t4", "t5") if g)
    before = match.group("at") or match.group("he") or match.group("he0") or ""
    return f"{before}{digits[:2]}:{digits[2:]}"


# "תבטל ת'תזכורת", "תוסיפי ת'חלב": "את ה" as it is said and often typed, glued to its word.
_ET_HA = re.compile(r"(?<![\u05D0-\u05EA])ת['׳](?=[\u05D0-\u05EA])")


# A day of the month said in words ("on the twenty eighth", "the first of december", "every fifteenth"), as
# dictation writes it: the time grammar reads "28th". "the first thing", "the second one" are no dates, so only
# where a date is plain: before "of <month>", after a month, after "on the"/"every" before a time or the end,
# or in a span ("the twenty eighth to the thirty first").
_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
             "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14,
             "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18, "nineteenth": 19,
             "twentieth": 20, "thirtieth": 30}
_UNITS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth")
_ORDINAL_WORDS = (r"(?:(?:twenty|thirty)[\s-]+(?:" + "|".join(_UNITS) + r")|(?:"
                  + "|".join(sorted(_ORDINALS, key=len, reverse=True)) + r"))")
_MONTHS = (r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?"
           r"|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)")
_ORDINAL_AFTER = r"(?=\s*(?:$|[,.!?]|at\b|@|\d|to\b|till\b|until\b|through\b|-|of\b|for\b|in\s+the\b))"
_ORDINAL_SPAN_END = rf"(?:twenty|thirty|{'|'.join(_ORDINALS)}|\d{{1,2}}(?:st|nd|rd|th))\b"
_ORDINAL_DATES = [re.compile(rf"(?P<lead>{lead})(?P<ord>{_ORDINAL_WORDS}){after}", re.IGNORECASE) for lead, after in (
    (r"\bthe\s+", rf"(?=\s+of\s+(?:{_MONTHS}|the\s+month|this\s+month|next\s+month)\b)"),
    (rf"\b{_MONTHS}\s+", r"\b"),
    (r"\b(?:on|until|till|by|to|from)\s+the\s+|\bevery\s+", _ORDINAL_AFTER),
    (r"\bthe\s+", rf"(?=\s+(?:to|till|until|through|-)\s+the\s+{_ORDINAL_SPAN_END})"),
    # The end of a span whose start is already a day ("december 14th to the eighteenth", "the 3rd - fifth"): the
    # start says it is a date, whatever follows it ("the 2nd to the third floor" still counts floors).
    (r"\b\d{1,2}(?:st|nd|rd|th)\s*(?:to|till|until|through|-)\s*(?:the\s+)?",
     r"\b(?!\s+(?:floor|row|place|time|round)\b)"),
)]


def _ordinal_date(match: re.Match[str]) -> str:
    words = re.split(r"[\s-]+", match.group("ord").casefold())
    day = {"twenty": 20, "thirty": 30}.get(words[0], 0) + _ORDINALS[words[-1]]
    if day > 31:
        return match.group(0)
    suffix = {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th") if day not in (11, 12, 13) else "th"
    return f"{match.group('lead')}{day}{suffix}"


# English from around the world: "half nine" (9:30 in Britain and Ireland), "a fortnight", "Monday week" (a week on
# from the coming Monday), "this arvo" (Australia), "2 weeks from today"; put as the time grammar reads them.
_HOUR_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
               "ten": 10, "eleven": 11, "twelve": 12}
_HALF_HOUR = re.compile(rf"(?<!\bin\s)\bhalf\s+(?P<h>{'|'.join(_HOUR_WORDS)}|1[0-2]|[1-9])\b"
                        r"(?=\s*(?:$|[,.!?;]|:(?!\d)|(?:am|pm|tomorrow|tmrw|today|tonight|in\s+the|on|at|to|for|this|next"
                        r"|every|and|then|please|pls|instead|or|sharp|ish)\b))", re.IGNORECASE)
_FORTNIGHT = re.compile(r"\b(?:(?P<in>in\s+)?(?:a|one)\s+)?fortnight(?P<s>s)?\b(?P<from>\s+from\s+(?:today|now))?",
                        re.IGNORECASE)
_FROM_TODAY = re.compile(r"\b(?P<n>\d+|a|one|two|three|four|five|six)\s+(?P<unit>days?|weeks?|months?)\s+from\s+"
                         r"(?:today|now)\b", re.IGNORECASE)
_DAY_WEEK = re.compile(r"\b(?P<day>(?:sun|mon|tues|wednes|thurs|fri|satur)day)\s+week\b(?!\s*(?:'s|end|ly|days?)\b)",
                       re.IGNORECASE)
_ARVO = re.compile(r"\barvo\b", re.IGNORECASE)
# Short forms the time grammar reads only whole: "day after tmrw", "next wk".
_DAY_AFTER = re.compile(r"\bday\s+after\s+(?:tmrw|tmr|tmw|tomoz|2morrow)\b", re.IGNORECASE)
_WK = re.compile(r"\b(?P<which>next|this|last)\s+wk\b", re.IGNORECASE)


def _world_english(text: str) -> str:
    text = _HALF_HOUR.sub(lambda m: f"{_HOUR_WORDS.get(m.group('h').casefold(), m.group('h'))}:30", text)
    text = _FROM_TODAY.sub(lambda m: f"in {m.group('n')} {m.group('unit')}", text)
    text = _FORTNIGHT.sub(lambda m: ("in 2 weeks" if m.group("in") or m.group("from") else "2 weeks")
                          if not m.group("s") else m.group(0), text)
    text = _DAY_WEEK.sub(lambda m: f"{m.group('day')} next week", text)
    text = _DAY_AFTER.sub("day after tomorrow", text)
    text = _WK.sub(lambda m: f"{m.group('which')} week", text)
    return _ARVO.sub("afternoon", text)


# "מחר על הבוקר" is spoken Hebrew for first thing in the morning: "מחר בבוקר". Only after a day, where "על" cannot
# be "about" ("ספרתי לה על הבוקר שלי").
_ON_THE_MORNING = re.compile(r"(?<![\u05D0-\u05EA])(?P<day>מחר(?:תיים)?|היום|(?:ב|ה)?(?:ראשון|שני|שלישי|רביעי|חמישי"
                             r"|שישי|שבת))\s+על\s+הבוקר(?![\u05D0-\u05EA])")


def respell(text: str) -> str:
    """`text` with mistyped time words corrected; everything else exactly as it was."""
    if "על הבוקר" in text:
        text = _ON_THE_MORNING.sub(lambda m: f"{m['day']} בבוקר", text)
    if "th" in text or "st" in text or "nd" in text or "rd" in text:
        for ordinal_date in _ORDINAL_DATES:
            text = ordinal_date.sub(_ordinal_date, text)
    if "ת'" in text or "ת׳" in text:
        text = _ET_HA.sub("את ה", text)
    text = _DAYS_AND.sub(lambda m: f"{_full_day(m.group('a'))} and {_full_day(m.group('b'))}", text)
    if "+" in text:
        text = _HE_LETTER_DAYS_PLUS.sub(_letter_days, text)
    if re.search(r"\d{4}", text):
        text = _COMPACT_24H.sub(_colon, _COMPACT_24H.sub(_colon, text))  # twice: "between 11:00 and 1200"
        text = re.sub(r"(?<=\d\d:\d\d)\s+hours\b", "", text)  # "at 1200 hours": the army's way of saying it
    if "m" in text or "M" in text:
        text = _COMPACT_MERIDIEM.sub(lambda m: f"{m.group('h')}:{m.group('m')}{m.group('ap')}", text)
    if "s" in text or "S" in text or "m" in text or "M" in text:
        text = _SHORT_DAY.sub(lambda m: _SHORT_DAYS[m.group("day").casefold()], text)
    slips = _hebrew_slips()

    def fix(match: re.Match[str]) -> str:
        word = match.group(0)
        if word[0] >= "\u05D0":
            return slips.get(word, word)
        return _english(word) or word

    text = _WORD.sub(fix, text)
    if re.search(r"half|fortnight|week|wk|arvo|after|from\s+(?:today|now)", text, re.IGNORECASE):
        text = _world_english(text)  # after the slips: "half nine tomorow"
    return text
