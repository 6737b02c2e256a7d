"""Dates as a person says them, in the user's language: "tomorrow at 17:00", "מחר ב-17:00"."""

from __future__ import annotations

from datetime import datetime

from babel.dates import format_date

_DAY_WORDS = {
    0: {"en": "today", "he": "היום"},
    1: {"en": "tomorrow", "he": "מחר"},
    -1: {"en": "yesterday", "he": "אתמול"},
}


def when(dt: datetime, now: datetime, lang: str) -> str:
    """A moment relative to `now`, both in the user's zone: today/tomorrow/weekday/date, plus the time."""
    lang = "he" if lang == "he" else "en"
    local = dt.astimezone(now.tzinfo)
    days = (local.date() - now.date()).days
    clock = local.strftime("%H:%M")
    if days in _DAY_WORDS:
        day = _DAY_WORDS[days][lang]
    elif 1 < days < 7:
        day = format_date(local.date(), "EEEE", locale=lang)
        day = f"ביום {day}" if lang == "he" and not day.startswith("יום") else (
            f"ב{day}" if lang == "he" else f"on {day}")
    else:
        pattern = "EEEE d/M" if abs(days) < 300 else "d/M/yyyy"
        day = format_date(local.date(), pattern, locale=lang)
        day = f"ב{day}" if lang == "he" else f"on {day}"
    return f"{day} ב-{clock}" if lang == "he" else f"{day} at {clock}"


def to_when(dt: datetime, now: datetime, lang: str) -> str:
    """`when` as the target of a move: "to Friday at 08:00", "ליום שלישי ב-10:00" (not "to on Friday",
    "לביום שלישי"); the caller's text supplies "to" / "ל"."""
    text = when(dt, now, lang)
    if lang == "he":
        # "ביום ..." / "ב23/11 ..." take "ל" instead of their "ב"; day words ("מחר") just get "ל".
        return text[1:] if text.startswith("ב") else text
    return text[3:] if text.startswith("on ") else text


def day(dt: datetime, now: datetime, lang: str) -> str:
    """Just the day part ("today", "ביום שלישי 24/11")."""
    text = when(dt, now, lang)
    return text.rsplit(" at ", 1)[0] if lang != "he" else text.rsplit(" ב-", 1)[0]


def minutes(n: int, lang: str) -> str:
    if lang == "he":
        if n % 60 == 0 and n >= 60:
            hours = n // 60
            return "שעה" if hours == 1 else ("שעתיים" if hours == 2 else f"{hours} שעות")
        return "דקה" if n == 1 else f"{n} דקות"
    if n % 60 == 0 and n >= 60:
        hours = n // 60
        return "1 hour" if hours == 1 else f"{hours} hours"
    return "1 minute" if n == 1 else f"{n} minutes"
