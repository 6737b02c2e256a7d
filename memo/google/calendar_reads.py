"""Calendar questions that read one thing: an event by id (get), a moment (checkConflicts), a series' dates
(getRecurringInstances). Each is one or two list/get calls; nothing here writes.

- get: the event an earlier answer named (its id rides in the conversation's latest actions); an event
  deleted since is said to be gone.
- checkConflicts: the busy events overlapping [start, end) — free, cancelled and declined ones don't count,
  as for a new event's overlap check.
- getRecurringInstances: the series the words name (matched in the next weeks), then its instances in the
  window (`events.instances`); an event that does not repeat is listed with its other matches instead.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo

from memo.google import events as ev
from memo.google.calendar_texts import c
from memo.integrations.google.calendar import CalendarClient
from memo.integrations.google.errors import NotFound
from memo.planning.registry import ExecContext, ExecutionResult

LOOKUP_DAYS = 60  # how far ahead a named series is looked for
MAX_LISTED = 50


def _lang(language: str | None) -> str:
    return "he" if language == "he" else "en"


def _moment(value: Any, tz: ZoneInfo) -> datetime:
    moment = datetime.fromisoformat(str(value))
    return moment.astimezone(tz) if moment.tzinfo else moment.replace(tzinfo=tz)


def get(client: CalendarClient, args: dict[str, Any], ctx: ExecContext) -> ExecutionResult:
    tz, lang = ZoneInfo(ctx.timezone), _lang(ctx.language)
    event_id = str(args.get("eventId") or "")
    try:
        event = client.get_event(event_id)
    except NotFound:
        event = {"status": "cancelled"}
    if event.get("status") == "cancelled":
        return ExecutionResult(ok=False, error="NOT_FOUND", summary=c("event_gone", lang), data={"eventId": event_id})
    lines = [ev.label(event, tz, lang)]
    if event.get("location"):
        lines.append(c("where", lang, place=event["location"]))
    guests = [a.get("displayName") or a.get("email") for a in event.get("attendees") or [] if not a.get("self")]
    if guests:
        lines.append(c("guests", lang, people=", ".join(str(g) for g in guests)))
    return ExecutionResult(ok=True, summary="\n".join(lines), external_ids=[f"event:{event_id}"],
                           data={"eventId": event_id}, when=ev.start_of(event, tz).isoformat())


def check_conflicts(client: CalendarClient, args: dict[str, Any], ctx: ExecContext) -> ExecutionResult:
    tz, lang = ZoneInfo(ctx.timezone), _lang(ctx.language)
    start = _moment(args.get("start") or args["timeMin"], tz)
    end_arg = args.get("end") or args.get("timeMax")
    end = _moment(end_arg, tz) if end_arg else start + timedelta(hours=1)
    busy = [e for e in client.list_events(start, end, time_zone=ctx.timezone) if ev.busy(e)
            and ev.start_of(e, tz) < end and ev.end_of(e, tz) > start]
    moment = f"{ev.day_label(start.date(), lang)} {start:%H:%M}–{end:%H:%M}"
    if not busy:
        return ExecutionResult(ok=True, summary=c("free", lang, moment=moment), data={"free": True, "count": 0})
    lines = [f"• {e.get('summary') or '(no title)'} — {ev.when_label(e, tz, lang, with_day=False)}" for e in busy]
    return ExecutionResult(ok=True, summary="\n".join([c("busy_at", lang, moment=moment), *lines]),
                           data={"free": False, "count": len(busy)},
                           external_ids=[f"event:{e['id']}" for e in busy][:20])


def recurring_instances(client: CalendarClient, args: dict[str, Any], ctx: ExecContext,
                        matches: list[dict[str, Any]]) -> ExecutionResult:
    """The dates of the series among `matches` (events whose title fits the words, soonest first)."""
    tz, lang = ZoneInfo(ctx.timezone), _lang(ctx.language)
    criteria = args.get("searchCriteria") if isinstance(args.get("searchCriteria"), dict) else {}
    query = str(criteria.get("summary") or args.get("summary") or "")
    low = _moment(args["timeMin"], tz) if args.get("timeMin") else ctx.now
    high = _moment(args["timeMax"], tz) if args.get("timeMax") else low + timedelta(days=90)
    limit = max(1, min(int(args.get("maxResults") or 10), MAX_LISTED))
    series_id = next((e["recurringEventId"] for e in matches if e.get("recurringEventId")), None)
    if series_id is None and not matches:
        return ExecutionResult(ok=True, summary=c("no_series", lang, query=query), data={"count": 0})
    if series_id is None:  # it does not repeat: its matches are the answer
        found, header = matches[:limit], c("not_recurring", lang, query=query)
    else:
        found = [e for e in client.instances(series_id, time_min=low, time_max=high, max_results=limit)
                 if e.get("status") != "cancelled"]
        name = next((e.get("summary") for e in matches if e.get("recurringEventId") == series_id), query)
        header = c("instances_header", lang, name=name or query)
        if not found:
            return ExecutionResult(ok=True, summary=c("no_instances", lang, name=name or query), data={"count": 0})
    lines = [f"• {ev.when_label(e, tz, lang)}" + ("" if series_id else f" — {e.get('summary') or ''}")
             for e in found]
    return ExecutionResult(ok=True, summary="\n".join([header, *lines]), data={"count": len(found)},
                           external_ids=[f"event:{e['id']}" for e in found][:20])
