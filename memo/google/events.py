"""Google Calendar event bodies from V1 arguments, and events read back as times and words.

Pure functions (no API calls): what an event body looks like for create and patch (timed events always
carry the user's IANA zone, all-day events use dates with an exclusive end, series an RRULE), and how an
event is named to the user ("Meeting with Dana — Wed 25/11 10:00–11:00").
"""

from __future__ import annotations

from datetime import date, datetime, time, timedelta
from typing import Any
from zoneinfo import ZoneInfo

from memo.google.calendar_texts import c

_BYDAY = {"sunday": "SU", "monday": "MO", "tuesday": "TU", "wednesday": "WE", "thursday": "TH", "friday": "FR",
          "saturday": "SA"}
_HE_DAYS = ("שני", "שלישי", "רביעי", "חמישי", "שישי", "שבת", "ראשון")  # Monday first, as date.weekday()


def _lang(language: str | None) -> str:
    return "he" if language == "he" else "en"


# --- reading ---------------------------------------------------------------------------------------------
def start_of(event: dict[str, Any], tz: ZoneInfo) -> datetime:
    """The event's start in the user's zone (an all-day event starts at midnight)."""
    start = event.get("start") or {}
    if start.get("dateTime"):
        return datetime.fromisoformat(start["dateTime"].replace("Z", "+00:00")).astimezone(tz)
    return datetime.combine(date.fromisoformat(start["date"]), time(0), tz)


def end_of(event: dict[str, Any], tz: ZoneInfo) -> datetime:
    end = event.get("end") or {}
    if end.get("dateTime"):
        return datetime.fromisoformat(end["dateTime"].replace("Z", "+00:00")).astimezone(tz)
    if end.get("date"):
        return datetime.combine(date.fromisoformat(end["date"]), time(0), tz)
    return start_of(event, tz) + timedelta(hours=1)


def is_all_day(event: dict[str, Any]) -> bool:
    return bool((event.get("start") or {}).get("date"))


def day_label(day: date, language: str) -> str:
    if _lang(language) == "he":
        return f"יום {_HE_DAYS[day.weekday()]} {day:%d/%m}"
    return f"{day:%a %d/%m}"


def when_label(event: dict[str, Any], tz: ZoneInfo, language: str, *, with_day: bool = True) -> str:
    start, end = start_of(event, tz), end_of(event, tz)
    day = day_label(start.date(), language) + " " if with_day else ""
    if is_all_day(event):
        return f"{day}({c('all_day', _lang(language))})".strip()
    return f"{day}{start:%H:%M}–{end:%H:%M}"


def label(event: dict[str, Any], tz: ZoneInfo, language: str) -> str:
    return f"{event.get('summary') or '(no title)'} — {when_label(event, tz, language)}"


def busy(event: dict[str, Any]) -> bool:
    """Whether an event takes the time: not cancelled, not marked free, not declined by the user."""
    if event.get("status") == "cancelled" or event.get("transparency") == "transparent":
        return False
    return not any(a.get("self") and a.get("responseStatus") == "declined" for a in event.get("attendees") or [])


def others_meeting(event: dict[str, Any]) -> bool:
    """An event someone else organised: changing it changes their meeting."""
    organizer = event.get("organizer") or {}
    return bool(organizer) and not organizer.get("self", False)


# --- writing ---------------------------------------------------------------------------------------------
def _moment(value: str, tz: ZoneInfo) -> datetime:
    moment = datetime.fromisoformat(value)
    return moment.astimezone(tz) if moment.tzinfo else moment.replace(tzinfo=tz)


def time_fields(start: datetime, end: datetime, tz_name: str) -> dict[str, Any]:
    return {"start": {"dateTime": start.isoformat(), "timeZone": tz_name},
            "end": {"dateTime": end.isoformat(), "timeZone": tz_name}}


def rrule(args: dict[str, Any], tz: ZoneInfo, all_day: bool) -> list[str]:
    """["RRULE:..."] for a daily/weekly/monthly series (days: weekday names or the day of the month)."""
    kind = str(args.get("recurrence") or "").lower()
    if kind not in ("daily", "weekly", "monthly"):
        return []
    parts = [f"FREQ={kind.upper()}"]
    if (every := interval(args)) > 1:  # "every other week": INTERVAL=2
        parts.append(f"INTERVAL={every}")
    days = [str(d) for d in args.get("days") or []]
    if kind == "weekly" and days:
        parts.append("BYDAY=" + ",".join(_BYDAY[d.lower()] for d in days if d.lower() in _BYDAY))
    if kind == "monthly" and days and days[0].isdigit():
        parts.append(f"BYMONTHDAY={int(days[0])}")
    if args.get("until"):
        last = date.fromisoformat(str(args["until"])[:10])
        if all_day:
            parts.append(f"UNTIL={last:%Y%m%d}")
        else:  # the series ends with that day, in the user's zone; RRULE wants UTC
            end = datetime.combine(last, time(23, 59, 59), tz).astimezone(ZoneInfo("UTC"))
            parts.append(f"UNTIL={end:%Y%m%dT%H%M%SZ}")
    return ["RRULE:" + ";".join(parts)]


def new_event(args: dict[str, Any], tz_name: str) -> dict[str, Any]:
    """The body of events.insert for V1 create arguments."""
    tz = ZoneInfo(tz_name)
    body: dict[str, Any] = {"summary": str(args.get("summary") or "").strip() or "(no title)"}
    all_day = bool(args.get("allDay"))
    if all_day:
        first = date.fromisoformat(str(args["start"])[:10])
        end = date.fromisoformat(str(args["end"])[:10]) if args.get("end") else first + timedelta(days=1)
        body.update(start={"date": first.isoformat()}, end={"date": max(end, first + timedelta(days=1)).isoformat()})
    else:
        start = _moment(str(args["start"]), tz)
        end = _moment(str(args["end"]), tz) if args.get("end") else start + timedelta(hours=1)
        body.update(time_fields(start, end, tz_name))
    if recurrence := rrule(args, tz, all_day):
        body["recurrence"] = recurrence
    if args.get("location"):
        body["location"] = str(args["location"])
    if args.get("description"):
        body["description"] = str(args["description"])
    if args.get("attendees"):
        body["attendees"] = [{"email": str(a)} for a in args["attendees"]]
    if args.get("reminderMinutesBefore"):
        body["reminders"] = {"useDefault": False,
                             "overrides": [{"method": "popup", "minutes": int(args["reminderMinutesBefore"])}]}
    return body


def patch_for(event: dict[str, Any], fields: dict[str, Any], tz_name: str) -> dict[str, Any]:
    """An events.patch body with absolute times, worked out once from the event as it is now.

    Relative changes ("by an hour", "to 5pm" keeping the day) become absolute here, so running the
    patch again (a retried task) leaves the event where the first run put it.
    """
    tz = ZoneInfo(tz_name)
    start, end = start_of(event, tz), end_of(event, tz)
    duration = end - start if not is_all_day(event) else timedelta(hours=1)
    new_start: datetime | None = None
    if fields.get("start"):
        new_start = _moment(str(fields["start"]), tz)
        if fields.get("end"):
            duration = _moment(str(fields["end"]), tz) - new_start
    elif fields.get("startTime"):
        hour, minute = (int(x) for x in str(fields["startTime"]).split(":")[:2])
        new_start = start.replace(hour=hour, minute=minute, second=0, microsecond=0)
    elif fields.get("startDate"):
        new_day = date.fromisoformat(str(fields["startDate"]))
        if is_all_day(event):
            days = (end.date() - start.date()).days or 1
            patch: dict[str, Any] = {"start": {"date": new_day.isoformat()},
                                     "end": {"date": (new_day + timedelta(days=days)).isoformat()}}
            return {**patch, **_other_fields(fields)}
        new_start = datetime.combine(new_day, start.timetz().replace(tzinfo=None), tz)
    elif fields.get("shiftMinutes"):
        new_start = start + timedelta(minutes=int(fields["shiftMinutes"]))
    patch = time_fields(new_start, new_start + duration, tz_name) if new_start is not None else {}
    return {**patch, **_other_fields(fields)}


def _other_fields(fields: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for name in ("summary", "location", "description"):
        if fields.get(name):
            out[name] = str(fields[name])
    if fields.get("attendees"):
        out["attendees"] = [{"email": str(a)} for a in fields["attendees"]]
    return out


def interval(args: dict[str, Any]) -> int:
    """How many days, weeks or months apart a series' times are (1 unless the plan says more)."""
    try:
        return max(1, int(args.get("interval") or 1))
    except (TypeError, ValueError):
        return 1


def rule_label(args: dict[str, Any], language: str) -> str:
    kind = str(args.get("recurrence") or "").lower()
    if kind not in ("daily", "weekly", "monthly"):
        return ""
    every = interval(args)
    if every == 2:
        text = c(f"{kind}_other", _lang(language))
    elif every > 2:
        text = c(f"{kind}_n", _lang(language), n=every)
    else:
        text = c(kind, _lang(language))
    if args.get("until"):
        text += c("until", _lang(language), date=f"{date.fromisoformat(str(args['until'])[:10]):%d/%m/%Y}")
    return text


def ending_before(recurrence: list[str], cut: datetime, all_day: bool) -> list[str]:
    """A series' recurrence lines with every RRULE ending just before `cut` (UNTIL replaces COUNT/UNTIL).

    RRULE's UNTIL is inclusive: the last moment kept is one second before the cut (UTC), or for an
    all-day series the day before it.
    """
    until = (f"UNTIL={cut.date() - timedelta(days=1):%Y%m%d}" if all_day
             else f"UNTIL={(cut - timedelta(seconds=1)).astimezone(ZoneInfo('UTC')):%Y%m%dT%H%M%SZ}")
    out = []
    for line in recurrence:
        if line.upper().startswith("RRULE:"):
            parts = [p for p in line[6:].split(";") if p and not p.upper().startswith(("UNTIL=", "COUNT="))]
            line = "RRULE:" + ";".join([*parts, until])
        out.append(line)
    return out
