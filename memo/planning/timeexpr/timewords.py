"""Word tables for :mod:`memo.planning.timeexpr`.

Kept apart from the grammar so the grammar stays readable: number words, weekday and month
names in Hebrew and English, and the default hours for parts of the day.  Pure data plus two
tiny helpers; no imports from the project.

All keys are lower-case and already *normalised* the way ``scanner._normalize`` does it
(Hebrew geresh ``׳`` becomes ``'`` and gershayim ``״`` becomes ``"``).
"""

from __future__ import annotations

import re

# --- numbers -------------------------------------------------------------------------------

EN_UNITS: dict[str, int] = {
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "thirteen": 13,
    "fourteen": 14,
    "fifteen": 15,
    "sixteen": 16,
    "seventeen": 17,
    "eighteen": 18,
    "nineteen": 19,
}
EN_TENS: dict[str, int] = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50}
EN_HOUR_WORDS: dict[str, int] = {w: n for w, n in EN_UNITS.items() if n <= 12}

# Hebrew units 1..10 in feminine, masculine and construct ("שלושת", "שתי") forms.  Hours are
# feminine in Hebrew ("בשמונה", "בשלוש") but people also type masculine forms, so both count.
HE_UNITS: dict[str, int] = {
    "אחת": 1,
    "אחד": 1,
    "שתיים": 2,
    "שתים": 2,
    "שתי": 2,
    "שניים": 2,
    "שנים": 2,
    "שני": 2,
    "שלוש": 3,
    "שלש": 3,
    "שלושה": 3,
    "שלשה": 3,
    "שלושת": 3,
    "ארבע": 4,
    "ארבעה": 4,
    "ארבעת": 4,
    "חמש": 5,
    "חמישה": 5,
    "חמשה": 5,
    "חמשת": 5,
    "שש": 6,
    "שישה": 6,
    "ששה": 6,
    "ששת": 6,
    "שבע": 7,
    "שבעה": 7,
    "שבעת": 7,
    "שמונה": 8,
    "שמונת": 8,
    "תשע": 9,
    "תשעה": 9,
    "תשעת": 9,
    "עשר": 10,
    "עשרה": 10,
    "עשרת": 10,
}
HE_TENS: dict[str, int] = {"עשרים": 20, "שלושים": 30, "שלשים": 30, "ארבעים": 40, "חמישים": 50}

# Words that may follow "ב" to mean "at <hour>".  Deliberately excludes the construct forms
# "שני"/"שתי" (Monday / "two of") and "אחד" ("באחד הימים" = "one of these days").
HE_HOUR_WORDS: dict[str, int] = {
    "אחת": 1,
    "שתיים": 2,
    "שתים": 2,
    "שלוש": 3,
    "שלש": 3,
    "שלושה": 3,
    "ארבע": 4,
    "ארבעה": 4,
    "חמש": 5,
    "חמישה": 5,
    "שש": 6,
    "שישה": 6,
    "שבע": 7,
    "שבעה": 7,
    "שמונה": 8,
    "תשע": 9,
    "תשעה": 9,
    "עשר": 10,
    "עשרה": 10,
    "אחת עשרה": 11,
    "אחד עשר": 11,
    "שתים עשרה": 12,
    "שתיים עשרה": 12,
    "שנים עשר": 12,
    "שניים עשר": 12,
}

# Minute words after an hour: "בשש וחצי", "בשמונה ועשרים", "eight thirty".
HE_MINUTE_WORDS: dict[str, int] = {
    "חצי": 30,
    "רבע": 15,
    "עשרה": 10,
    "עשר": 10,
    "חמישה": 5,
    "חמש": 5,
    "עשרים": 20,
    "עשרים וחמש": 25,
    "עשרים וחמישה": 25,
    "שלושים": 30,
    "ארבעים": 40,
    "ארבעים וחמש": 45,
    "ארבעים וחמישה": 45,
    "חמישים": 50,
}
EN_MINUTE_WORDS: dict[str, int] = {
    "o'clock": 0,
    "oclock": 0,
    "o clock": 0,
    "oh five": 5,
    "oh-five": 5,
    "ten": 10,
    "fifteen": 15,
    "twenty": 20,
    "twenty five": 25,
    "twenty-five": 25,
    "thirty": 30,
    "forty": 40,
    "forty five": 45,
    "forty-five": 45,
    "fifty": 50,
}
# "half past", "quarter to", "ten past" ...
EN_CLOCK_FRACTIONS: dict[str, int] = {
    "half": 30,
    "quarter": 15,
    "a quarter": 15,
    "five": 5,
    "ten": 10,
    "twenty": 20,
    "twenty five": 25,
    "twenty-five": 25,
}
# "ברבע לשמונה" (7:45), "בעשרים לתשע" (8:40)
HE_TO_FRACTIONS: dict[str, int] = {
    "רבע": 15,
    "עשרים": 20,
    "עשרים וחמש": 25,
    "עשרים וחמישה": 25,
    "עשרה": 10,
    "עשר": 10,
    "חמישה": 5,
    "חמש": 5,
}

# --- calendar names ------------------------------------------------------------------------

# Memo's weekday numbering: 0=Sunday .. 6=Saturday (the Israeli week).
EN_WEEKDAYS: dict[str, int] = {
    "sunday": 0,
    "monday": 1,
    "tuesday": 2,
    "wednesday": 3,
    "thursday": 4,
    "friday": 5,
    "saturday": 6,
}
EN_WEEKDAY_ABBR: dict[str, int] = {
    "sun": 0,
    "mon": 1,
    "tue": 2,
    "tues": 2,
    "wed": 3,
    "weds": 3,
    "thu": 4,
    "thur": 4,
    "thurs": 4,
    "fri": 5,
    "sat": 6,
}
HE_WEEKDAYS: dict[str, int] = {
    "ראשון": 0,
    "שני": 1,
    "שלישי": 2,
    "רביעי": 3,
    "חמישי": 4,
    "שישי": 5,
    "שבת": 6,
}
# "יום ג'" = Tuesday: the letters are the Hebrew numerals 1..7.
HE_WEEKDAY_LETTERS: dict[str, int] = {"א": 0, "ב": 1, "ג": 2, "ד": 3, "ה": 4, "ו": 5, "ש": 6}

EN_MONTHS: dict[str, int] = {
    "january": 1,
    "jan": 1,
    "february": 2,
    "feb": 2,
    "march": 3,
    "mar": 3,
    "april": 4,
    "apr": 4,
    "may": 5,
    "june": 6,
    "jun": 6,
    "july": 7,
    "jul": 7,
    "august": 8,
    "aug": 8,
    "september": 9,
    "sept": 9,
    "sep": 9,
    "october": 10,
    "oct": 10,
    "november": 11,
    "nov": 11,
    "december": 12,
    "dec": 12,
}
HE_MONTHS: dict[str, int] = {
    "ינואר": 1,
    "פברואר": 2,
    "מרץ": 3,
    "מרס": 3,
    "אפריל": 4,
    "מאי": 5,
    "יוני": 6,
    "יולי": 7,
    "אוגוסט": 8,
    "ספטמבר": 9,
    "אוקטובר": 10,
    "נובמבר": 11,
    "דצמבר": 12,
}

# --- parts of the day ----------------------------------------------------------------------

# Hour used for a one-off reminder that names only a part of the day ("tomorrow morning",
# "מחר בערב").  Evening is 19:00 rather than 18:00: people still commute at 18:00 and an
# evening reminder is more useful after dinner; "tonight"/"הלילה" is later still.
PART_OF_DAY_HOURS: dict[str, int] = {
    "early": 6,
    "morning": 9,
    "noon": 12,
    "afternoon": 15,
    "after_lunch": 14,  # "after lunch": once lunch is over, early in the afternoon
    "end_of_day": 18,  # "end of the day" / "סוף היום": the end of the working day
    "evening": 19,
    "night": 21,
}
# Recurring reminders ("every morning", "כל בוקר") fire before the day gets going.
RECURRING_PART_OF_DAY_HOURS: dict[str, int] = {**PART_OF_DAY_HOURS, "morning": 8}
# [start, end) hours of each part of the day for parse_range; 30 means 06:00 the next day.
PART_OF_DAY_WINDOWS: dict[str, tuple[int, int]] = {
    "early": (4, 8),
    "morning": (6, 12),
    "noon": (12, 14),
    "afternoon": (12, 18),
    "after_lunch": (13, 18),
    "end_of_day": (16, 19),
    "evening": (18, 24),
    "night": (18, 30),
}

EN_PARTS_OF_DAY: dict[str, str] = {
    "morning": "morning",
    "afternoon": "afternoon",
    "evening": "evening",
    "night": "night",
    "noon": "noon",
}
HE_PARTS_OF_DAY: dict[str, str] = {
    "בבוקר": "morning",
    "לפני הצהריים": "morning",
    "בבוקר השכם": "early",
    "לפנות בוקר": "early",
    "בצהריים": "noon",
    "בצהרים": "noon",
    "עד הצהריים": "noon",  # "by noon"
    "עד הצהרים": "noon",
    "אחר הצהריים": "afternoon",
    "אחרי הצהריים": "afternoon",
    "אחר הצהרים": "afternoon",
    "אחרי הצהרים": "afternoon",
    "באחר הצהריים": "afternoon",
    'אחה"צ': "afternoon",
    "אחה'צ": "afternoon",
    "אחהצ": "afternoon",
    "בערב": "evening",
    "בלילה": "night",
}
# Nouns after "כל"/"every" that make a daily reminder at that part of day.
HE_RECURRING_PARTS: dict[str, str] = {
    "בוקר": "morning",
    "צהריים": "noon",
    "צהרים": "noon",
    "ערב": "evening",
    "לילה": "night",
}

# --- days and windows ----------------------------------------------------------------------

# Relative day words -> (days from today, implied part of day).
RELATIVE_DAYS: dict[str, tuple[int, str | None]] = {
    "tomorrow": (1, None),
    "tmrw": (1, None),
    "tmr": (1, None),
    "today": (0, None),
    "tonight": (0, "night"),
    "מחרתיים": (2, None),
    "מחר": (1, None),
    "היום": (0, None),
    "הערב": (0, "evening"),
    "הלילה": (0, "night"),
    "הבוקר": (0, "morning"),
}
# Vague periods said as a day ("בשבוע הבא", "בסופ"ש"); see ``periods`` for the day each one means.
HE_PERIODS: dict[str, str] = {
    "שבוע הבא": "next_week",
    "השבוע הבא": "next_week",
    "תחילת השבוע הבא": "next_week",
    "חודש הבא": "next_month",
    "החודש הבא": "next_month",
    "תחילת החודש הבא": "next_month",
    "סוף השבוע הבא": "next_weekend",
    "סוף שבוע הבא": "next_weekend",
    'סופ"ש הבא': "next_weekend",
    "סופש הבא": "next_weekend",
    "סוף השבוע": "weekend",
    "סוף שבוע": "weekend",
    "סוף השבוע הזה": "weekend",
    'סופ"ש הזה': "weekend",
    'סופ"ש': "weekend",
    "סופש": "weekend",
    "סוף החודש": "end_month",
    "סוף החודש הזה": "end_month",
    "סוף החודש הבא": "end_next_month",
}
# "until the end of the year" / "עד סוף השנה"
END_OF_PERIODS: dict[str, str] = {
    "year": "year",
    "month": "month",
    "week": "week",
    "השנה": "year",
    "החודש": "month",
    "השבוע": "week",
}
# parse_range windows ("this week", "בסוף השבוע" = the Friday-Saturday weekend in Hebrew usage).
WINDOWS: dict[str, str] = {
    "this week": "week",
    "next week": "next_week",
    "this weekend": "weekend",
    "the weekend": "weekend",
    "weekend": "weekend",
    "next weekend": "next_weekend",
    "this month": "month",
    "next month": "next_month",
    "סוף השבוע הבא": "next_weekend",
    'סופ"ש הבא': "next_weekend",
    "השבוע הבא": "next_week",
    "שבוע הבא": "next_week",
    "סוף השבוע": "weekend",
    'סופ"ש': "weekend",
    "סופש": "weekend",
    "השבוע": "week",
    "החודש הבא": "next_month",
    "חודש הבא": "next_month",
    "החודש": "month",
}


def alternation(words) -> str:
    """Regex alternation for *words*, longest first so prefixes never shadow longer words.

    Spaces inside a phrase match any run of whitespace, hyphens stay optional-literal.
    """
    parts = sorted(set(words), key=len, reverse=True)
    return "(?:" + "|".join(re.escape(w).replace(r"\ ", r"\s+") for w in parts) + ")"


def number_value(words: str) -> float | None:
    """Value of a number written in digits or in English/Hebrew words ("twenty-five", "עשרים וחמש").

    Hebrew compounds are additive ("שלוש עשרה" = 3 + 10, "עשרים וחמש" = 20 + 5), so summing the
    tokens is enough; a leading "ו" ("and") is dropped from tokens that are not words on their own.
    """
    words = words.strip()
    if not words:
        return None
    if words[0].isdigit():
        try:
            return float(words)
        except ValueError:
            return None
    if words in ("a", "an", "one"):
        return 1.0
    total = 0
    for token in re.split(r"[\s-]+", words):
        if token in ("and", ""):
            continue
        value = EN_UNITS.get(token) or EN_TENS.get(token) or HE_UNITS.get(token) or HE_TENS.get(token)
        if value is None and token.startswith("ו"):
            value = HE_UNITS.get(token[1:]) or HE_TENS.get(token[1:])
        if value is None:
            return None
        total += value
    return float(total)


# Verbs that make a part of the day what a sentence is about rather than when: "you saved my morning", "enjoy
# your evening", "הצלת לי את הבוקר", "הרסת לי את הערב" (thanks and feelings said before a request).
SAID_OF_THE_DAY_EN = (r"(?:sav|mak|made|ruin|brighten|enjoy|wreck|spoil|spoilt|kill|improv|fix|rescu|brighten)"
                      r"(?:e|s|es|ed|d|ing)?")
SAID_OF_THE_DAY_HE = (r"(?:הצלת|הצלתם|הצלתן|הצילה|הציל|הצילו|עשית|עשיתם|עשתה|עשה|עשו|הרסת|הרסתם|הרס|הרסה|הרסו"
                      r"|שיפרת|שיפר|שיפרה|שימחת|שימח|שימחה|האירה|האיר|האירו|קילקלת|קלקלת|קלקל|קלקלה)")
