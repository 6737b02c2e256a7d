"""Resolution: combines the facts found in one message into a ``TimeMatch``.

Why this exists: the rules only say *what* was written (a day, a clock time, a part of day, a
recurrence ...); the resolver applies Memo's resolution rules (see the package docstring) to
turn those facts into moments in the user's zone, and records which facts it used so their
spans can be cut out of the message.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import UTC, date, datetime, timedelta

from dateutil.relativedelta import relativedelta

from . import timewords as tw
from .clock import _candidates, _range_start, _Raw
from .dates import _at, _clamped, _memo_weekday, _next_date, _next_dom, _zone
from .nth_weekday import nth_weekday_day
from .periods import _period_window
from .recurrence import days_of_every, next_occurrence
from .scanner import _Fact
from .types import Recurrence, TimeMatch

# Facts that name a day.  Two of them side by side ("Friday the 27th", "מחר, יום שישי") are one
# phrase: both are used, and they must agree.
_DAY_KINDS = ("date", "dom", "relday", "weekday", "period")
_GAP = re.compile(r"[\s,;()\-]*(?:(?:the|on|of|ה|ב)[\s,;()\-]*)?")
# Parts of the day that say the same thing twice ("first thing in the morning", "early ... morning").
_SAME_POD = {"early": {"early", "morning"}, "morning": {"morning", "early"}}
# The part of the day a bare hour is read in when one is ruled out: not the morning -> the afternoon and evening;
# not the evening or night -> the morning. Ruling out the afternoon or noon leaves both readings open.
_POD_LEFT = {"morning": "afternoon", "early": "afternoon", "evening": "morning", "night": "morning"}


class _Resolver:
    """Combines the facts of one message into a TimeMatch."""

    def __init__(self, facts: list[_Fact], now: datetime, text: str = "") -> None:
        self.now = now
        self.zone = _zone(now)
        self.today = now.date()
        self.text = text  # the scanned (normalised, masked) text, to tell which facts are side by side
        self.facts = sorted(facts, key=lambda f: f.start)
        self.first: dict[str, _Fact] = {}
        for fact in self.facts:
            self.first.setdefault(fact.kind, fact)
        self.errors = [f for f in facts if f.kind == "error"]
        self.used: list[_Fact] = []
        if (days_said := days_of_every(self.facts)) is not None:  # "every day at 9:30, Sunday to Thursday"
            self.first["rec"], self.used = days_said
        self.notes: list[str] = []
        self.conflict = False  # two day words that disagree ("Thursday the 27th" on a Friday)

    def take(self, kind: str) -> _Fact | None:
        fact = self.first.get(kind)
        if fact is not None and fact not in self.used:
            self.used.append(fact)
        return fact

    def note(self, *notes: str | None) -> None:
        for n in notes:
            if n and n not in self.notes:
                self.notes.append(n)

    # -- day --------------------------------------------------------------------------------
    def day(self) -> tuple[date | None, str, date | None]:
        """(day, mode, fallback): mode is implicit/today/future/explicit/same (fallback for "same")."""
        day, mode, fallback = self.named_day()
        if day is not None and self.companions(day) and mode == "same":
            mode, fallback = "explicit", None  # "Friday the 27th" pins the day: a passed time is not next month
        return day, mode, fallback

    def named_day(self) -> tuple[date | None, str, date | None]:
        today = self.today
        if (fact := self.take("nth_weekday")) is not None:  # "the first Sunday of December"
            nth, why = nth_weekday_day(fact.value, today)
            return (nth, "explicit", None) if nth is not None else self.disagree(why)
        fact = self.take("date")
        if fact is not None:
            year, month, dom = fact.value
            if year is not None:
                day = date(year, month, dom)
                if day < today:
                    self.note("past_date")
                return day, "explicit", None
            day = _next_date(month, dom, today)
            return (day, "explicit", None) if day else (None, "implicit", None)
        period = self.first.get("period")
        if period is not None and self.first.get("relday") is None:
            return self.period_day(period)
        fact = self.take("dom")
        if fact is not None:
            if today.day == fact.value:
                return today, "same", _next_dom(fact.value, today)
            return _next_dom(fact.value, today), "future", None
        fact = self.take("relday")
        if fact is not None:
            offset = fact.value[0]
            return today + timedelta(days=offset), ("today" if offset == 0 else "future"), None
        fact = self.take("weekday")
        if fact is not None:
            wd, mode = fact.value
            delta = (wd - _memo_weekday(today)) % 7
            if mode == "next" and delta == 1:
                # "next Monday" said on a Sunday: tomorrow to some, the Monday a week later to others (had
                # they meant tomorrow, most would have said so). A wrong day is worse than a question.
                return self.disagree("next_is_tomorrow")
            if mode in ("next", "after_next"):
                # "next Tuesday" = first Tuesday strictly after today (on Sunday: in two days).
                return today + timedelta(days=(delta or 7) + (7 if mode == "after_next" else 0)), "future", None
            if mode == "next_week":
                next_sunday = today + timedelta(days=7 - _memo_weekday(today))
                return next_sunday + timedelta(days=wd), "future", None
            if delta == 0:
                return today, "same", today + timedelta(days=7)
            return today + timedelta(days=delta), "future", None
        return None, "implicit", None

    def period_day(self, period: _Fact) -> tuple[date | None, str, date | None]:
        """A vague period ("next week", "בסופ"ש"): a weekday or day of month inside it, else its first day."""
        self.take("period")
        first, last = _period_window(period.value, self.today)
        inside = [first + timedelta(days=k) for k in range((last - first).days + 1)]
        dom, weekday = self.first.get("dom"), self.first.get("weekday")
        if dom is not None and dom not in self.used:
            self.take("dom")
            inside = [d for d in inside if d.day == dom.value]
        elif weekday is not None and weekday not in self.used:
            self.take("weekday")
            inside = [d for d in inside if _memo_weekday(d) == weekday.value[0]]
            if len(inside) > 1:
                return self.disagree("ambiguous_day")  # "next month on Tuesday": which Tuesday?
        else:
            inside = inside[:1]
            self.note("assumed_day")
        if not inside:
            return self.disagree("weekday_mismatch" if dom is None else "day_mismatch")
        return inside[0], ("explicit" if inside[0] == self.today else "future"), None

    def disagree(self, note: str) -> tuple[None, str, None]:
        self.note(note)
        self.conflict = True
        return None, "implicit", None

    def adjacent(self, a: _Fact, b: _Fact) -> bool:
        a, b = (a, b) if a.start <= b.start else (b, a)
        gap = self.text[a.end : b.start]
        return len(gap) <= 12 and _GAP.fullmatch(gap) is not None

    def agrees(self, fact: _Fact, day: date) -> bool:
        if fact.kind == "weekday":
            return _memo_weekday(day) == fact.value[0]
        if fact.kind == "dom":
            return day.day == fact.value
        if fact.kind == "relday":
            return self.today + timedelta(days=fact.value[0]) == day
        if fact.kind == "date":
            year, month, dom = fact.value
            return (day.month, day.day) == (month, dom) and year in (None, day.year)
        first, last = _period_window(fact.value, self.today)
        return first <= day <= last

    def companions(self, day: date) -> bool:
        """Use the day words written right next to the ones already used; True if there were any."""
        group = [f for f in self.used if f.kind in _DAY_KINDS]
        found = False
        for _ in _DAY_KINDS:
            fresh = [
                f
                for kind in _DAY_KINDS
                if (f := self.first.get(kind)) is not None
                and f not in self.used
                and any(self.adjacent(g, f) for g in group)
            ]
            if not fresh:
                break
            for fact in fresh:
                self.take(fact.kind)
                group.append(fact)
                found = True
                if not self.agrees(fact, day):
                    weekday = "weekday" in (fact.kind, group[0].kind)  # the new word, or the one the day came from
                    self.disagree("weekday_mismatch" if weekday else "day_mismatch")
        return found

    def pod_for(self, raw: _Raw | None) -> str | None:
        """The part of the day an hour is read in, with one ruled out ("not in the morning, like 4" = 16:00)."""
        pod = self.pod()
        ruled_out = self.first.get("notpod")
        if ruled_out is None:
            return pod
        if pod is not None:
            if pod not in _SAME_POD.get(ruled_out.value, {ruled_out.value}):
                self.take("notpod")  # "in the evening, not in the morning": one part of the day, said both ways
            return pod
        if raw is None:
            # "tomorrow, not in the morning": no hour said, and the usual hour may be the one ruled out: asked.
            self.take("notpod")
            self.disagree("part_of_day_ruled_out")
            return pod
        left = _POD_LEFT.get(ruled_out.value)
        if left is None or raw.literal or raw.meridiem or raw.midnight:
            return pod  # an hour already placed, or no part of the day left to read it in
        self.take("notpod")
        return left

    def pod(self) -> str | None:
        fact = self.first.get("pod")
        relday = self.first.get("relday")
        clock = self.first.get("time") or self.first.get("range")
        if fact is not None and clock is not None and not self.adjacent(fact, clock):
            # "the bins go out monday morning, so every sunday at 9 in the evening": the part of the day said
            # with the hour is the hour's; the one earlier in the message belongs to another clause.
            fact = next((f for f in self.facts if f.kind == "pod" and self.adjacent(f, clock)), fact)
            self.first["pod"] = fact
        if fact is not None:
            self.take("pod")
            same = _SAME_POD.get(fact.value, {fact.value})
            # "first thing in the morning": one part of the day, said twice; both words are used.
            self.used.extend(f for f in self.facts if f.kind == "pod" and f.value in same and f not in self.used)
            return fact.value
        if relday is not None and relday in self.used and relday.value[1]:
            return relday.value[1]
        return None

    # -- clock ------------------------------------------------------------------------------
    def clock(self, day: date | None, mode: str, fallback: date | None, raw: _Raw, pod: str | None) -> datetime:
        now, zone, today = self.now, self.zone, self.today
        named = mode != "implicit"
        if mode in ("implicit", "today"):
            options = _candidates(raw, pod, False, named)
            for hour, minute, note, offset in options:
                dt = _at(today + timedelta(days=offset), hour, minute, zone)
                if dt.timestamp() >= now.timestamp():
                    self.note(note)
                    return dt
            hour, minute, note, offset = options[0]
            self.note(note, "rolled_forward")
            return _at(today + timedelta(days=1 + offset), hour, minute, zone)
        day = day or today
        if mode in ("same", "explicit") and day == today:
            options = _candidates(raw, pod, False, named)
            for hour, minute, note, offset in options:
                dt = _at(today + timedelta(days=offset), hour, minute, zone)
                if dt.timestamp() >= now.timestamp():
                    self.note(note)
                    return dt
            if mode == "same" and fallback is not None:
                day = fallback  # same weekday / day of month, but its time has passed: next one
            else:
                hour, minute, note, offset = options[-1]
                self.note(note, "past_date")
                return _at(today + timedelta(days=offset), hour, minute, zone)
        hour, minute, note, offset = _candidates(raw, pod, True, named)[0]
        self.note(note)
        return _at(day + timedelta(days=offset), hour, minute, zone)

    def end_after(self, start: datetime, raw: _Raw, pod: str | None) -> datetime:
        if raw.literal or raw.meridiem or pod or raw.midnight:
            options = [(h, m) for h, m, _, _ in _candidates(raw, pod, True, True)]
        elif raw.hour == 12:
            options = [(12, raw.minute), (0, raw.minute)]
        else:
            options = [(raw.hour, raw.minute), (raw.hour + 12, raw.minute)]
        for offset in (0, 1, 2):
            for hour, minute in options:
                dt = _at(start.date() + timedelta(days=offset), hour, minute, self.zone)
                if dt.timestamp() > start.timestamp():
                    return dt
        return start  # unreachable

    # -- main -------------------------------------------------------------------------------
    def resolve(self) -> TimeMatch | None:
        if not self.first:
            return None
        before = self.take("before")
        duration = self.take("duration")
        result: dict = {
            "when": None,
            "date_only": None,
            "recurrence": None,
            "end": None,
            "remind_before_minutes": before.value if before else None,
            "duration_minutes": duration.value if duration else None,
        }
        if self.errors:
            for fact in self.errors:
                self.used.append(fact)
                self.note(str(fact.value))
            return self.build(result, ambiguous=True)
        rec_fact = self.take("nudge") or self.take("rec")
        if rec_fact is not None:
            self.recurrence(rec_fact, result)
        else:
            self.one_off(result)
        if not self.used:
            return None
        if self.conflict:
            # Day words that contradict each other are asked about, never guessed (like "February 30").
            result.update(when=None, date_only=None, end=None, recurrence=None)
            return self.build(result, ambiguous=True)
        return self.build(result)

    def time_fact(self) -> _Raw | None:
        fact = self.take("time")
        return fact.value if fact is not None else None

    def one_off(self, result: dict) -> None:
        now, zone = self.now, self.zone
        relative = self.first.get("relative")
        if relative is not None and not (relative.value.days or relative.value.months):
            self.take("relative")
            result["when"] = (now.astimezone(UTC) + timedelta(minutes=relative.value.minutes)).astimezone(zone)
            return
        if relative is not None:
            self.take("relative")
            qty = relative.value
            day, mode, fallback = self.today + relativedelta(months=qty.months, days=qty.days), "future", None
            wd = self.first.get("weekday")  # "in two weeks on Sunday": that week's Sunday (said side by side)
            if qty.days % 7 == 0 and not qty.months and wd is not None and self.adjacent(relative, wd):
                day += timedelta(days=self.take("weekday").value[0] - _memo_weekday(day))
        else:
            day, mode, fallback = self.day()
        rng = self.take("range")
        raw = None if rng else self.time_fact()
        pod = self.pod_for(_range_start(*rng.value) if rng else raw)
        if rng is not None:
            t1, t2 = rng.value
            t1 = _range_start(t1, t2)
            start = self.clock(day, mode, fallback, t1, pod)
            end = self.end_after(start, t2, pod)
            result.update(when=start, end=end)
            if result["duration_minutes"] is None:
                result["duration_minutes"] = round((end.astimezone(UTC) - start.astimezone(UTC)).total_seconds() / 60)
            return
        if raw is None and pod is not None:
            raw = _Raw(tw.PART_OF_DAY_HOURS[pod], 0, None, True)
            pod = None
        if raw is not None:
            when = self.clock(day, mode, fallback, raw, pod)
            if relative is not None and relative.value.minutes:
                when = (when.astimezone(UTC) + timedelta(minutes=relative.value.minutes)).astimezone(zone)
            result["when"] = when
        elif relative is not None:
            # "in 3 days" with no time: same wall-clock time on that day.
            when = _at(day, now.hour, now.minute, zone)
            result["when"] = (when.astimezone(UTC) + timedelta(minutes=relative.value.minutes)).astimezone(zone)
        elif day is not None:
            if mode == "same" and fallback is not None:
                day = fallback  # "on Sunday" said on a Sunday, no time: next week
            result["date_only"] = day

    def recurrence(self, rec_fact: _Fact, result: dict) -> None:
        until = self.until()
        if rec_fact.kind == "nudge":
            start = None
            rng = self.take("range")
            if rng is not None:
                # "every 15 minutes between 9 and 17": nudge inside a window (start = when, stop = end).
                day, mode, fallback = self.day()
                t1, t2 = rng.value
                t1 = _range_start(t1, t2)
                start = self.clock(day, mode, fallback, t1, None)
                if mode == "implicit" and "rolled_forward" in self.notes:
                    # Already inside today's window: start nudging now rather than tomorrow.
                    today_start = _at(self.today, start.hour, start.minute, self.zone)
                    window_end = self.end_after(today_start, t2, None)
                    if today_start.timestamp() <= self.now.timestamp() < window_end.timestamp():
                        start = self.now
                        self.notes.remove("rolled_forward")
                until = t2
            elif self.first.get("time") or self.first.get("relday") or self.first.get("weekday"):
                day, mode, fallback = self.day()
                raw = self.time_fact()
                pod = self.pod()
                if raw is not None or pod is not None:
                    raw = raw or _Raw(tw.PART_OF_DAY_HOURS[pod], 0, None, True)
                    start = self.clock(day, mode, fallback, raw, None if raw.literal else pod)
            result["when"] = start
            if isinstance(until, _Raw):
                end = (
                    self.end_after(start, until, None)
                    if start is not None
                    else self.clock(None, "implicit", None, until, None)
                )
                result["end"], until = end, end.date()
            result["recurrence"] = Recurrence("nudge", interval_minutes=rec_fact.value, until=until)
            return
        rtype, days, dom, rec_pod, interval = rec_fact.value
        self.take("recdays")  # "weekly standup mon and thu": the days named apart from the word "weekly"
        if isinstance(until, _Raw):
            until = None  # not produced for daily/weekly/monthly (see _h_until); keep the type honest
        if rtype == "weekly" and not days and self.first.get("weekday"):
            days = (self.take("weekday").value[0],)
        if rtype == "monthly" and dom is None and self.first.get("dom"):
            dom = self.take("dom").value
        rtype, days = self.except_days(rtype, days, interval)
        start_day, _, _ = self.day()
        start_day = max(start_day or self.today, self.today)
        if rtype == "weekly" and not days:
            days = (_memo_weekday(start_day),)
            self.note("assumed_day")
        if rtype == "monthly" and dom is None:
            dom = start_day.day
            self.note("assumed_day")
        rng = self.take("range") if self.first.get("time") is None else None
        raw = _range_start(*rng.value) if rng is not None else self.time_fact()
        pod = self.pod_for(raw) or rec_pod
        hhmm = None
        if raw is not None:
            hour, minute, note, _ = _candidates(raw, pod, True, True)[0]
            self.note(note)
            hhmm = f"{hour:02d}:{minute:02d}"
        elif pod is not None:
            hhmm = f"{tw.RECURRING_PART_OF_DAY_HOURS[pod]:02d}:00"
        rec = Recurrence(rtype, hhmm, tuple(sorted(days)), dom, None, until, interval)
        result["recurrence"] = rec
        if hhmm is not None:
            start = max(self.now, _at(start_day, 0, 0, self.zone), key=datetime.timestamp)
            # The first firing is the first matching slot; the interval only spaces out the later ones.
            result["when"] = next_occurrence(replace(rec, interval=1), start, inclusive=True)
            if rng is not None and result["when"] is not None:
                result["end"] = self.end_after(result["when"], rng.value[1], pod)

    def except_days(self, rtype: str, days: tuple[int, ...], interval: int) -> tuple[str, tuple[int, ...]]:
        """A daily or weekly rule with days left out ("every day except saturdays"): weekly on the days that
        remain. Left out of any other rule (monthly, every other day, a weekly rule with no days named) it is not
        modelled, and asked about rather than dropped."""
        fact = self.take("except")
        if fact is None:
            return rtype, days
        left_out = set(fact.value)
        if interval == 1 and rtype == "daily":
            kept = tuple(d for d in range(7) if d not in left_out)
        elif interval == 1 and rtype == "weekly" and days:
            kept = tuple(d for d in days if d not in left_out)
        else:
            kept = ()
        if not kept or (rtype == "weekly" and kept == days):
            # Nothing left, a rule that cannot leave days out, or days left out that it never had: asked.
            self.disagree("unsupported_recurrence")
            return rtype, days
        return "weekly", kept

    def until(self) -> date | _Raw | None:
        fact = self.take("until")
        if fact is None:
            return None
        kind, value = fact.value
        today = self.today
        if kind == "time":
            return value  # nudges only; resolved against the start time by the caller
        if kind == "end":
            if value == "year":
                return date(today.year, 12, 31)
            if value == "month":
                return _clamped(today.year, today.month, 31)
            return today + timedelta(days=6 - _memo_weekday(today))
        if kind == "month_end":  # the named month's last day, this year or, once it has passed, next year
            year = today.year if value >= today.month else today.year + 1
            return _clamped(year, value, 31)
        if kind == "date":
            year, month, dom = value
            return date(year, month, dom) if year else _next_date(month, dom, today)
        if kind == "dom":
            return today if today.day == value else _next_dom(value, today)
        if kind == "dom_next_month":
            first, last = _period_window("next_month", today)
            return first.replace(day=min(value, last.day))  # a bound, not a firing: clamping is harmless
        if kind == "relday":
            return today + timedelta(days=value[0])
        if kind == "period":
            # "until next week" stops before the period begins; "until the end of next month" at its end.
            first, last = _period_window(value, today)
            return last if value.startswith("end") else first - timedelta(days=1)
        wd, mode = value
        delta = (wd - _memo_weekday(today)) % 7
        if mode == "after_next":
            return today + timedelta(days=(delta or 7) + 7)
        return today + timedelta(days=(delta or 7) if mode == "next" else delta)

    def build(self, result: dict, ambiguous: bool = False) -> TimeMatch:
        spans = tuple(sorted((f.start, f.end) for f in self.used if f.end > f.start))
        span = (spans[0][0], max(e for _, e in spans)) if spans else (0, 0)
        date_only = result["date_only"]
        return TimeMatch(
            when=result["when"],
            date_only=date_only,
            all_day=date_only is not None,
            recurrence=result["recurrence"],
            remind_before_minutes=result["remind_before_minutes"],
            duration_minutes=result["duration_minutes"],
            end=result["end"],
            span=span,
            spans=spans,
            notes=tuple(self.notes),
            ambiguous=ambiguous,
        )
