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
  night/tonight 21:00 (recurring "every morning" uses 08:00) -- see ``timewords``.
* "midnight" / "חצות" is the midnight that *ends* the named day (no day: the next midnight).
* "every weekday" (English) = Monday-Friday; "ימי חול" / "כל יום חול" (Hebrew) = Sunday-Thursday.
* Weekly without a day ("every week", "כל שבוע") anchors on the start day's weekday and monthly
  without a day anchors on its day of month, noted "assumed_day".  Monthly days past the end of
  a short month are clamped to its last day.
* "in 3 days" without a time keeps the current wall-clock time on that day; "in 20 minutes"
  counts real elapsed minutes.
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
* ``clock``      -- clock times, AM/PM, clock ranges and parts of the day.
* ``dates``      -- dates, day of month, relative days, weekdays and calendar helpers.
* ``recurrence`` -- nudges, daily/weekly/monthly rules, "until" and ``next_occurrence``.
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
