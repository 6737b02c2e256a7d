"""Bilingual (Hebrew / English) time-expression grammar for Memo.

Why this exists: ``dateparser`` handled Hebrew badly ("tomorrow at 8" became 09:00, "מחר בשמונה"
and "כל יום ב9" gave nothing), so Memo owns a small, predictable grammar instead.  It finds the
time words anywhere inside a WhatsApp message ("remind me to water the plants tomorrow at 7pm",
"תזכיר לי מחר ב-19:00 להשקות את העציצים"), resolves them against the user's clock and reports
the character spans it consumed so the caller can cut them out and keep the task text.

Design
------
* The text is *normalised* without changing its length (lower-case, geresh/quotes/dashes unified)
  so every regex offset is also an offset in the original text.
* Extraction runs an ordered list of compiled regexes.  Each accepted match is recorded as a
  ``_Fact`` and *masked* out of the working string, so later (more generic) rules cannot reuse
  its words: "30 minutes before" is never also "in 30 minutes", "ב-10 לחודש" is never "at 10".
* Resolution combines the facts (day + time + part of day + recurrence ...) with the rules below.
  Only facts that were used contribute spans.

Resolution rules (defaults chosen for Memo; tests pin them down)
-----------------------------------------------------------------
* Weekdays are 0=Sunday .. 6=Saturday.  A bare weekday ("Tuesday", "ביום שלישי", "this Friday")
  means its next occurrence from today; if it *is* today it means today when the time is still
  ahead, otherwise the same weekday next week; with no time at all it means next week (someone
  who says "on Sunday" on a Sunday rarely means "today").
* "next Tuesday" / "שלישי הבא" is the next occurrence strictly *after* today: on a Sunday it is
  in two days, on a Tuesday it is in seven.  "Tuesday next week" / "בשבוע הבא" is the Tuesday of
  the following Sunday-based calendar week.
* Dates are always day/month (Israeli order) in both languages.  A date without a year that is
  already past this year rolls to next year silently; with an explicit past year it is kept and
  noted "past_date".  Impossible dates ("February 30", "31/11") give ``ambiguous=True`` with the
  note "impossible_date" and no guess.
* A bare hour 1..12 (no am/pm, no part of day) on a *future* day is taken as written, except
  1..6 which mean PM ("tomorrow at 5" = 17:00, note "assumed_pm"; "tomorrow at 8" = 08:00, note
  "assumed_am").  For today (or no day at all) it is the next occurrence after now of h or h+12.
  12 is always noon.  Two-digit clock times ("07:30", "10:30") and hours 0/13-23 are literal;
  a one-digit "4:30" is a bare hour with minutes (16:30 by the rules above).
* Past times roll forward: a literal time already past today (or with "today") moves to
  tomorrow with the note "rolled_forward".  A time equal to ``now`` is not past.
* Parts of day without a clock time: morning 09:00, noon 12:00, afternoon 15:00, evening 19:00,
  night/tonight 21:00 (recurring "every morning" uses 08:00) -- see ``timewords``.  "At lunch" is
  noon, "first thing tomorrow" / "דבר ראשון מחר" the morning, "early (tomorrow) morning" 06:00, and
  "end of the day" / "EOD" / "סוף היום" 18:00, the end of the working day (said after 18:00 it
  rolls to tomorrow like any past time).
* Vague periods resolve to a documented day, noted "assumed_day" so the reply can say which (a
  reminder then gets the usual 09:00 when no time is given):
  - "next week" / "בשבוע הבא": the Sunday that starts the next (Israeli, Sunday-based) week;
  - "next month" / "בחודש הבא": the 1st of next month;
  - "this weekend" / "over the weekend" / "end of the week" / "בסוף השבוע" / "בסופ"ש": the Friday of
    this week's Friday-Saturday weekend (today on a Friday or Saturday); "next weekend" /
    "בסופ"ש הבא": next week's Friday;
  - "end of the month" / "בסוף החודש": its last day.
  A weekday or day of month inside the period picks that day instead ("next week on Tuesday",
  "ב-5 לחודש הבא", "this weekend on Saturday"); one outside it, or several candidates ("next month
  on Tuesday"), gives ``ambiguous=True`` ("day_mismatch" / "weekday_mismatch" / "ambiguous_day").
  "every weekend" / "כל סופ"ש" and the greeting "סופ"ש נעים" are not times.  After "until" a
  period ends the recurrence the day before it starts ("every day until next week").
* Day words written side by side are one phrase and must agree: "Friday the 27th", "ביום שישי
  ה-27", "Friday, November 27", "מחר, יום שני" consume every word; when the weekday does not match
  the date the match is ambiguous ("weekday_mismatch") -- Memo never picks one of the two, nor
  hunts for a month where they would agree.  A weekday elsewhere in the message ("on 30/11 about
  Tuesday's meeting") is left in the text.
* "midnight" / "חצות" is the midnight that *ends* the named day (no day: the next midnight).
* "עד 8" / "עד שמונה" without a recurrence is a deadline at that hour ("by 8"), only where a time can
  end (the end, punctuation, a day, a part of the day, an infinitive): "עד 5 אנשים" is a count.
* "מוצ"ש" / "מוצאי שבת" / "Motzei Shabbos" is Saturday in the evening ("במוצ"ש בשמונה" = Saturday 20:00);
  "כל מוצ"ש" is weekly on Saturday, evening. "ערב שבת" / "erev Shabbat" is Friday, with no hour of its own.
* Days of the month that repeat: "every 15th", "כל 1 לחודש", "כל ה-15 בחודש", "כל ראשון לחודש" (the 1st,
  not Sundays). "every 3rd Tuesday" (a weekday of the month) and "every 1st and 15th" (two days) are not
  read as one day of the month.
* One weekday of a named month: "the first Sunday of December", "the last Friday of next month",
  "השבת הראשונה של דצמבר" is that day (a named month already past is next year's); a fifth weekday the month
  lacks is "impossible_date", this month's gone by "past_date". Without a month ("the last Friday of the
  month") or with "every" it may repeat, which is not modelled: "unsupported_recurrence".
* Weekday spans that repeat: "בימים א' עד ה'", "every Monday to Friday", "on Mondays through Thursdays"
  are weekly on every day of the span (round the weekend when it wraps); "from Monday to Friday" alone
  may be one stretch of days and is not a repetition, and "every Monday until Friday" is a bound.
* "every weekday" (English) = Monday-Friday; "ימי חול" / "כל יום חול" (Hebrew) = Sunday-Thursday.
* Weekly without a day ("every week", "כל שבוע") anchors on the start day's weekday and monthly
  without a day anchors on its day of month, noted "assumed_day".  Monthly days past the end of
  a short month are clamped to its last day.
* "in 3 days" without a time keeps the current wall-clock time on that day; "in 20 minutes"
  counts real elapsed minutes ("שעתים", "יומים" typed with one yod are the duals too).  "About" changes
  nothing ("בעוד כחצי שעה" = in 30 minutes).  After a bare "ב" only minutes and hours mean "in"
  ("ברבע שעה", "ב-10 דקות", "בשעתיים"): "בשעה" is "at".
* Intervals: "every 2 weeks", "every other day", "every third month", "fortnightly", "כל שבועיים",
  "כל 3 ימים", "כל שבוע שני", "פעם בחודשיים", "יום כן יום לא" are daily/weekly/monthly recurrences
  with ``interval`` N (whole weeks are weekly, so "every 14 days" = every 2 weeks).  Weekdays may
  follow ("every other week on Tuesday and Thursday", "every other Monday", "כל שבועיים ביום ג'").
  The first firing is the first matching slot from now; after that ``next_occurrence`` counts N
  periods (days / Sunday-based weeks / months) from the one just fired.  "כל יום שני" stays every
  Monday.  Hours and minutes stay nudges ("every other hour" = 120 minutes).  Not modelled, hence
  ambiguous: fractions ("every 1.5 days"), "every second Tuesday of the month", and more than
  366 days / 52 weeks / 24 months.
* Ranges ("from 3 to 5pm", "בין 3 ל-5") set ``when``/``end`` and also ``duration_minutes``.
  A nudge may end at a clock time ("every 10 minutes until 18:00", "כל שעה מ-9 עד 17"): that
  moment is reported as ``end`` and its date as ``Recurrence.until``.
* Wall times are built with ``datetime.combine(day, time, tzinfo=zone)``; a time that does not
  exist (DST spring-forward gap) is shifted *forward* by the gap (02:30 -> 03:30), an ambiguous
  one (fall-back) takes the first, daylight-saving, instance.

Package layout
--------------
The grammar used to be a single module; it is split by topic, and this package re-exports
every name that module defined, so ``from memo.planning.timeexpr import ...`` keeps working.

* ``types``      -- the public dataclasses ``Recurrence``, ``TimeMatch`` and ``DateRange``.
* ``timewords``  -- word tables (numbers, weekday/month names, parts of day) and two helpers.
* ``scanner``    -- length-preserving normalisation and the masking scanner (``_Scan``, ``_Fact``).
* ``patterns``   -- the named regex fragments (``_P``) every rule is built from.
* ``durations``  -- quantities of time, the before/in/for rules and ``parse_duration``.
* ``periods``    -- "next week", "בסופ"ש", "end of the month" as days; "EOD", "at lunch" as times.
* ``clock``      -- clock times, AM/PM, clock ranges and parts of the day.
* ``dates``      -- dates, day of month, relative days, weekdays and calendar helpers.
* ``nth_weekday`` -- one weekday of a named month ("the first Sunday of December").
* ``recurrence`` -- intervals, nudges, daily/weekly/monthly rules, "until" and ``next_occurrence``.
* ``resolver``   -- turns the facts of one message into a ``TimeMatch``.
* ``timeexpr``   -- the ordered rule table, the scan and ``parse_time_expression``.
* ``ranges``     -- ``parse_range`` for questions about a window of time.
* ``spans``      -- ``strip_spans``, which cuts the time words out of a message.
"""

from __future__ import annotations

# Private names are re-exported too: they were importable from the single-module version.
# ruff: noqa: F401
from . import timewords as tw
from .clock import (
    _AMPM_RE,
    _BARE_HOUR_RE,
    _COLON_RE,
    _EN_AT_RE,
    _EN_PAST_TO_RE,
    _EN_WORD_AHEAD,
    _EN_WORD_TIME_RE,
    _HE_AT_RE,
    _HE_TO_RE,
    _HE_WORD_TIME_RE,
    _NOON_RE,
    _POD_AFTER,
    _POD_RE,
    _POD_RULE,
    _RANGE_RE,
    _RANGE_TOKEN,
    _TIME_RULES,
    _UNTIL_TIME_TARGETS,
    _apply_pod,
    _candidates,
    _h_ampm,
    _h_bare_hour,
    _h_colon,
    _h_en_at,
    _h_en_past_to,
    _h_en_word_time,
    _h_he_at,
    _h_he_to,
    _h_he_word_time,
    _h_noon,
    _h_pod,
    _h_range,
    _meridiem,
    _minute_word,
    _range_raw,
    _range_start,
    _Raw,
    _raw,
    _to_24,
)
from .dates import (
    _AMBIGUOUS_HE_WD_OK,
    _DATE_RULES,
    _DAY_RULES,
    _DOM_RE,
    _EN_DATE_RE,
    _EN_WEEKDAY_RE,
    _G_WEEKDAY,
    _HE_DATE_RE,
    _HE_WD_MOD,
    _HE_WEEKDAY_RES,
    _NUM_DATE_RE,
    _RELDAY_RE,
    _UNTIL_TARGETS,
    _at,
    _clamped,
    _date_fact,
    _h_dom,
    _h_en_date,
    _h_en_weekday,
    _h_he_date,
    _h_he_weekday,
    _h_num_date,
    _h_relday,
    _memo_weekday,
    _mode_of,
    _next_date,
    _next_dom,
    _zone,
)
from .durations import (
    _BARE_HE_UNIT,
    _BEFORE_RE,
    _DURATION_ONLY_RE,
    _DURATION_RE,
    _HOUR_FOLLOWS,
    _QTY_PART,
    _RELATIVE_RE,
    _UNIT_MINUTES,
    _h_before,
    _h_duration,
    _h_relative,
    _Qty,
    _quantity,
    _unit_of,
    parse_duration,
)
from .patterns import (
    _HE_SMALL,
    _ORD,
    _P,
    _add,
    _alt,
    _gate,
    _rx,
)
from .ranges import (
    _RANGE_RULES,
    _WINDOW_RE,
    _h_window,
    parse_range,
)
from .recurrence import (
    _DAILY_RE,
    _EN_WD_LIST,
    _END_OF_RE,
    _HE_WD_LIST,
    _MONTHLY_RE,
    _NUDGE_RE,
    _UNTIL_RE,
    _WD_NAME_RE,
    _WEEKLY_LIST_RE,
    _WEEKLY_RE,
    _WORKWEEK_RE,
    _h_daily,
    _h_monthly,
    _h_nudge,
    _h_until,
    _h_weekly,
    _h_weekly_list,
    _h_workweek,
    _weekday_list,
    _weekday_of,
    next_occurrence,
)
from .resolver import (
    _Resolver,
)
from .scanner import (
    _MASK,
    _MAX_FACTS_PER_RULE,
    _MAX_SCAN,
    _TRANSLATE,
    _Fact,
    _Handler,
    _normalize,
    _Rule,
    _Scan,
)
from .spans import (
    _DANGLING,
    _LEADING_COMMA,
    strip_spans,
)
from .timeexpr import (
    _RULES,
    _scan,
    parse_time_expression,
)
from .types import (
    DateRange,
    Recurrence,
    TimeMatch,
)

__all__ = [
    "DateRange",
    "Recurrence",
    "TimeMatch",
    "next_occurrence",
    "parse_duration",
    "parse_range",
    "parse_time_expression",
    "strip_spans",
]
