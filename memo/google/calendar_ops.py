"""Google Calendar operations for a connected user: look, add, move, cancel — each effect exactly once.

- Reading lists a window in one call with recurring events expanded (`singleEvents`).
- Which event: by title words (fuzzy, Hebrew or English) within the window the user named, or the next
  60 days; several matches become the usual which-one question, none is explained.
- A new event that overlaps a busy one is not booked silently: the overlap is put on the arguments,
  which raises the step's risk, so the user is asked first (the approval gate after entity resolution).
- Exactly once: a new event's id is derived from the operation's ledger key, so a retried or
  redelivered task finds the event it already made (409) instead of making a second; one the user has
  deleted since (status cancelled) is not made again. Moves are patches with absolute times, and a
  deleted event that is already gone counts as deleted.
- Google calls are outside I/O: nothing here runs inside a database transaction.
"""

from __future__ import annotations

import logging
from datetime import datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo

from rapidfuzz import fuzz

from memo.google import calendar_reads
from memo.google import events as ev
from memo.google import services as accounts
from memo.google.calendar_texts import c
from memo.integrations.google.calendar import CalendarClient, event_id_for
from memo.integrations.google.errors import AlreadyExists, GoogleError, GrantRevoked, NotFound
from memo.planning.registry import EntityMatch, ExecContext, ExecutionResult

logger = logging.getLogger(__name__)
LOOKUP_DAYS = 60  # how far ahead "the meeting with Dana" is looked for when no day is named
_MATCH = 70.0


def _lang(language: str | None) -> str:
    return "he" if language == "he" else "en"


def client_for(user_id: int | None) -> CalendarClient | None:
    return accounts.client_for(user_id, CalendarClient)


def link(user_id: int | None) -> str:
    return accounts.connect_link(user_id, [accounts.CALENDAR_SCOPE]) if user_id else ""


def not_connected(user_id: int | None, language: str) -> ExecutionResult:
    """No usable credentials: never connected ("connect it"), or access lost ("connect it again")."""
    broken = accounts.is_broken(user_id)
    return ExecutionResult(ok=False, error="GOOGLE_RECONNECT" if broken else "NOT_CONNECTED",
                           summary=c("reconnect" if broken else "connect_first", _lang(language), link=link(user_id)))


def _moment(value: Any, tz: ZoneInfo) -> datetime:
    moment = datetime.fromisoformat(str(value))
    return moment.astimezone(tz) if moment.tzinfo else moment.replace(tzinfo=tz)


# --- execution -------------------------------------------------------------------------------------------
def execute(args: dict[str, Any], ctx: ExecContext) -> ExecutionResult:
    operation, lang = args.get("operation"), _lang(ctx.language)
    if operation == "connect":
        connected = accounts.capabilities_for(ctx.user_id).get("calendar") if ctx.user_id else False
        return ExecutionResult(ok=True, summary=c("already_connected" if connected else "connect_link", lang,
                                                  link=link(ctx.user_id)))
    if operation == "disconnect":
        done = accounts.disconnect(ctx.user_id, notify=False) if ctx.user_id else False
        return ExecutionResult(ok=True, summary=c("disconnected" if done else "nothing_to_disconnect", lang))
    client = client_for(ctx.user_id)
    if client is None:
        return not_connected(ctx.user_id, lang)
    try:
        if operation == "get" and args.get("eventId"):
            return calendar_reads.get(client, args, ctx)
        if operation in ("getEvents", "get"):
            return _get_events(client, args, ctx)
        if operation == "checkConflicts":
            return calendar_reads.check_conflicts(client, args, ctx)
        if operation == "getRecurringInstances":
            return calendar_reads.recurring_instances(client, args, ctx, _matches(client, args, ctx))
        if operation in ("create", "createRecurring"):
            return _create(client, args, ctx)
        if operation in ("createMultiple", "createMultipleRecurring"):
            return _create_many(client, args, ctx)
        if operation == "update":
            return _update(client, args, ctx)
        if operation in ("delete", "deleteBySummary"):
            return _delete(client, args, ctx)
        if operation == "truncateRecurring":
            return _truncate(client, args, ctx)
    except GrantRevoked:
        return ExecutionResult(ok=False, error="GOOGLE_RECONNECT", summary=c("reconnect", lang, link=link(ctx.user_id)))
    except GoogleError as exc:
        logger.warning("calendar %s failed for user %s: %s %s", operation, ctx.user_id, exc.status, exc.reason)
        return ExecutionResult(ok=False, error="GOOGLE_UNAVAILABLE", summary=c("google_down", lang))
    return ExecutionResult(ok=False, error="UNSUPPORTED", data={"operation": operation})


def _window(args: dict[str, Any], now: datetime, tz: ZoneInfo) -> tuple[datetime, datetime, bool]:
    criteria = args.get("searchCriteria") if isinstance(args.get("searchCriteria"), dict) else {}
    low, high = args.get("timeMin") or criteria.get("timeMin"), args.get("timeMax") or criteria.get("timeMax")
    if low and high:
        return _moment(low, tz), _moment(high, tz), True
    return now, now + timedelta(days=7), False


def _get_events(client: CalendarClient, args: dict[str, Any], ctx: ExecContext) -> ExecutionResult:
    tz, lang = ZoneInfo(ctx.timezone), _lang(ctx.language)
    low, high, named = _window(args, ctx.now, tz)
    found = [e for e in client.list_events(low, high, time_zone=ctx.timezone) if e.get("status") != "cancelled"]
    query = _query(args)
    if query:  # "when is my dentist?": only the events it names, soonest first
        found = [e for e in found if _score(query, str(e.get("summary") or "")) >= _MATCH]
    one_day = named and high - low <= timedelta(days=1)
    window = (("ב" if lang == "he" else "on ") + ev.day_label(low.date(), lang)) if one_day else (
        c("window_default", lang) if not named else
        f"{ev.day_label(low.date(), lang)} – {ev.day_label((high - timedelta(seconds=1)).date(), lang)}")
    if not found:
        return ExecutionResult(ok=True, summary=(c("no_matches", lang, query=query, window=window) if query
                                                 else c("no_events", lang, window=window)), data={"count": 0})
    lines = [f"• {e.get('summary') or '(no title)'} — {ev.when_label(e, tz, lang, with_day=not one_day)}"
             for e in found]
    header = c("matches_header", lang, query=query, window=window) if query else c("events_header", lang,
                                                                                    window=window)
    return ExecutionResult(ok=True, summary="\n".join([header, *lines]),
                           data={"count": len(found)}, external_ids=[f"event:{e['id']}" for e in found][:20])


def _insert_once(client: CalendarClient, args: dict[str, Any], ctx: ExecContext, key: str) -> dict[str, Any]:
    """Create the event of `args` under the id `key` derives; a retry finds the one the first run made."""
    event_id = event_id_for(key)
    try:
        return client.insert_event(ev.new_event(args, ctx.timezone), event_id=event_id)
    except AlreadyExists:
        # A retry of a create that already happened: the event is there (or the user deleted it since,
        # status cancelled, and it is not made again).
        event = client.get_event(event_id)
        logger.info("calendar create %s already done (status %s)", event_id, event.get("status"))
        return event


def _create(client: CalendarClient, args: dict[str, Any], ctx: ExecContext) -> ExecutionResult:
    tz, lang = ZoneInfo(ctx.timezone), _lang(ctx.language)
    event = _insert_once(client, args, ctx, f"{ctx.trace_id}:{ctx.step_id}")
    event_id = event.get("id") or event_id_for(f"{ctx.trace_id}:{ctx.step_id}")
    rule = ev.rule_label(args, lang)
    summary = (c("created_recurring", lang, rule=rule, event=ev.label(event, tz, lang)) if rule
               else c("created", lang, event=ev.label(event, tz, lang)))
    return ExecutionResult(ok=True, summary=summary, external_ids=[f"event:{event_id}"],
                           data={"eventId": event_id}, when=ev.start_of(event, tz).isoformat())


def _create_many(client: CalendarClient, args: dict[str, Any], ctx: ExecContext) -> ExecutionResult:
    """Several events of one message, each under its own key (the step's key and its place in the list)."""
    tz, lang = ZoneInfo(ctx.timezone), _lang(ctx.language)
    made = [_insert_once(client, item, ctx, f"{ctx.trace_id}:{ctx.step_id}:{index}")
            for index, item in enumerate(args.get("events") or []) if isinstance(item, dict)]
    if not made:
        return ExecutionResult(ok=False, error="MISSING_FIELDS", data={"missing": ["events"]})
    lines = [f"• {ev.label(e, tz, lang)}" for e in made]
    return ExecutionResult(ok=True, summary="\n".join([c("created_many", lang, count=len(made)), *lines]),
                           external_ids=[f"event:{e['id']}" for e in made], data={"count": len(made)},
                           when=ev.start_of(made[0], tz).isoformat())


def _matches(client: CalendarClient, args: dict[str, Any], ctx: ExecContext) -> list[dict[str, Any]]:
    """Events of the next weeks whose title fits the words of `args`, soonest first."""
    query = _query(args)
    found = client.list_events(ctx.now - timedelta(days=1), ctx.now + timedelta(days=LOOKUP_DAYS),
                               time_zone=ctx.timezone)
    return [e for e in found if e.get("status") != "cancelled" and _score(query, str(e.get("summary") or "")) >= _MATCH]


def _update(client: CalendarClient, args: dict[str, Any], ctx: ExecContext) -> ExecutionResult:
    tz, lang = ZoneInfo(ctx.timezone), _lang(ctx.language)
    event_id = args.get("eventId")
    if not event_id:
        return ExecutionResult(ok=False, error="NOT_FOUND", data={"query": _query(args)})
    patch = args.get("patch")
    if patch is None:  # not worked out at entity resolution (an id from an earlier turn): do it now
        patch = ev.patch_for(client.get_event(event_id), args.get("updateFields") or {}, ctx.timezone)
    event = client.patch_event(event_id, patch) if patch else client.get_event(event_id)
    moved = "start" in patch
    return ExecutionResult(ok=True, summary=c("updated" if moved else "changed", lang, event=ev.label(event, tz, lang)),
                           external_ids=[f"event:{event_id}"], data={"eventId": event_id},
                           when=ev.start_of(event, tz).isoformat())


def _delete(client: CalendarClient, args: dict[str, Any], ctx: ExecContext) -> ExecutionResult:
    lang = _lang(ctx.language)
    ids = list(args.get("eventIds") or ([args["eventId"]] if args.get("eventId") else []))
    if not ids:
        return ExecutionResult(ok=False, error="NOT_FOUND", data={"query": _query(args)})
    for event_id in ids:
        try:
            client.delete_event(event_id)
        except NotFound:  # already gone (deleted by the user, or by a first run of this very step)
            pass
    labels = args.get("labels") or {}
    summary = (c("deleted", lang, event=labels.get(ids[0], "")) if len(ids) == 1
               else c("deleted_many", lang, count=len(ids)))
    return ExecutionResult(ok=True, summary=summary, external_ids=[f"event:{i}" for i in ids],
                           data={"count": len(ids)})


def _truncate(client: CalendarClient, args: dict[str, Any], ctx: ExecContext) -> ExecutionResult:
    """End a series before `from`: UNTIL on its RRULE, or the whole series when it starts on or after it."""
    tz, lang = ZoneInfo(ctx.timezone), _lang(ctx.language)
    series_id = args.get("eventId")
    if not series_id:
        return ExecutionResult(ok=False, error="NOT_FOUND", data={"query": _query(args)})
    master = client.get_event(str(series_id))
    cut = datetime.combine(datetime.fromisoformat(str(args["from"])).date(), datetime.min.time(), tz)
    name, day = master.get("summary") or _query(args), ev.day_label(cut.date(), lang)
    if ev.start_of(master, tz) >= cut:
        try:
            client.delete_event(str(series_id))
        except NotFound:
            pass
        return ExecutionResult(ok=True, summary=c("series_deleted", lang, name=name, day=day),
                               external_ids=[f"event:{series_id}"])
    recurrence = ev.ending_before(list(master.get("recurrence") or []), cut, ev.is_all_day(master))
    client.patch_event(str(series_id), {"recurrence": recurrence})
    return ExecutionResult(ok=True, summary=c("series_ended", lang, name=name, day=day),
                           external_ids=[f"event:{series_id}"])


# --- which event -----------------------------------------------------------------------------------------
def _query(args: dict[str, Any]) -> str:
    criteria = args.get("searchCriteria") if isinstance(args.get("searchCriteria"), dict) else {}
    return str(criteria.get("summary") or args.get("summary") or "")


# Words that say what kind of entry it is, not which: "my yoga classes" is about yoga.
_KIND_WORDS = frozenset({"class", "classes", "meeting", "meetings", "event", "events", "session", "sessions",
                         "appointment", "appointments", "lesson", "lessons", "שיעור", "שיעורים", "פגישה", "פגישות",
                         "אירוע", "אירועים", "מפגש", "מפגשים", "חוג", "חוגים", "תור", "תורים"})


def _score(query: str, summary: str) -> float:
    q, s = query.casefold().strip(), summary.casefold().strip()
    words = [w for w in q.split() if w not in _KIND_WORDS]
    if words and len(words) < len(q.split()):
        q = " ".join(words)
    return max(fuzz.token_set_ratio(q, s), fuzz.partial_ratio(q, s)) if q and s else 0.0


def find(args: dict[str, Any], user_id: int | None, tz_name: str, now: datetime, language: str) -> EntityMatch | None:
    """Entity resolution for a calendar step: the event(s) an update or delete means, a new event's overlaps."""
    operation = args.get("operation")
    if operation not in ("update", "delete", "deleteBySummary", "create", "createRecurring", "createMultiple",
                         "createMultipleRecurring", "truncateRecurring"):
        return None
    client = client_for(user_id)
    if client is None:
        return None  # the executor says it is not connected
    tz, lang = ZoneInfo(tz_name), _lang(language)
    try:
        if operation in ("create", "createRecurring"):
            return _with_conflicts(client, args, tz, lang)
        if operation in ("createMultiple", "createMultipleRecurring"):
            overlaps = [o for item in args.get("events") or [] if isinstance(item, dict)
                        for o in _overlaps(client, item, tz, lang)]
            return EntityMatch("resolved", args={**args, "conflicts": overlaps[:3]} if overlaps else args)
        return _which(client, args, tz, now, lang)
    except GoogleError as exc:  # the executor runs the same call and explains the failure
        logger.warning("calendar lookup failed for user %s: %s %s", user_id, exc.status, exc.reason)
        return None


def _overlaps(client: CalendarClient, args: dict[str, Any], tz: ZoneInfo, lang: str) -> list[str]:
    """Labels of the busy timed events a new event would overlap (free/cancelled/declined ones don't count)."""
    if args.get("allDay") or not args.get("start"):
        return []
    start = _moment(args["start"], tz)
    end = _moment(args["end"], tz) if args.get("end") else start + timedelta(hours=1)
    overlapping = [e for e in client.list_events(start, end, time_zone=str(tz)) if ev.busy(e)
                   and ev.start_of(e, tz) < end and ev.end_of(e, tz) > start and not ev.is_all_day(e)]
    return [ev.label(e, tz, lang) for e in overlapping[:3]]


def _with_conflicts(client: CalendarClient, args: dict[str, Any], tz: ZoneInfo, lang: str) -> EntityMatch:
    overlapping = _overlaps(client, args, tz, lang)
    return EntityMatch("resolved", args={**args, "conflicts": overlapping} if overlapping else args)


def _which(client: CalendarClient, args: dict[str, Any], tz: ZoneInfo, now: datetime, lang: str) -> EntityMatch:
    operation, query = args["operation"], _query(args)
    if args.get("eventId"):  # "move it": the event Memo just made
        try:
            event = client.get_event(str(args["eventId"]))
        except NotFound:
            return EntityMatch("not_found", args=args, entity="event", query=query)
        return EntityMatch("resolved", args=_target(args, [event], tz, lang), entity="event")
    criteria = args.get("searchCriteria") if isinstance(args.get("searchCriteria"), dict) else {}
    if criteria.get("timeMin") and criteria.get("timeMax"):
        low, high = _moment(criteria["timeMin"], tz), _moment(criteria["timeMax"], tz)
    else:
        low, high = now - timedelta(days=1), now + timedelta(days=LOOKUP_DAYS)
    found = [e for e in client.list_events(low, high, time_zone=str(tz)) if e.get("status") != "cancelled"]
    if operation == "truncateRecurring":  # the series, not its occurrences: one candidate per series
        series: dict[str, dict[str, Any]] = {}
        for e in found:
            if e.get("recurringEventId"):
                series.setdefault(e["recurringEventId"], {**e, "id": e["recurringEventId"]})
        found = list(series.values())
    if query:
        scored = sorted(((s, e) for e in found if (s := _score(query, str(e.get("summary") or ""))) >= _MATCH),
                        key=lambda pair: -pair[0])
        found = [e for _, e in scored]
    excluded = [str(x) for x in args.get("excludeSummaries") or [] if str(x).strip()]
    if excluded:  # "everything tomorrow except the dentist"
        found = [e for e in found if not any(_score(x, str(e.get("summary") or "")) >= _MATCH for x in excluded)]
    if not found:
        return EntityMatch("not_found", args=args, entity="event", query=query)
    deleting = operation in ("delete", "deleteBySummary")
    if len(found) == 1 or (deleting and (args.get("all") or operation == "deleteBySummary")):
        return EntityMatch("resolved", args=_target(args, found, tz, lang), entity="event")
    known = {e["id"]: e for e in found[:10]}
    # The zone and language ride along: the answer's labels are made after the question, from these.
    return EntityMatch("ambiguous", args={**args, "known": known, "timeZone": str(tz), "language": lang},
                       entity="event", query=query,
                       candidates=[{"id": e["id"], "label": ev.label(e, tz, lang)} for e in found[:10]],
                       allow_multiple=deleting)


def _target(args: dict[str, Any], chosen: list[dict[str, Any]], tz: ZoneInfo, lang: str) -> dict[str, Any]:
    """The arguments for the chosen event(s): ids, labels for the reply, and an update's absolute patch."""
    out = {k: v for k, v in args.items() if k not in ("known", "timeZone", "language")}
    out["labels"] = {e["id"]: ev.label(e, tz, lang) for e in chosen}
    if args["operation"] == "truncateRecurring":
        out["eventId"] = chosen[0]["id"]
        return out
    if args["operation"] in ("delete", "deleteBySummary"):
        # An occurrence of a series named without a day means the series.
        named_day = bool((args.get("searchCriteria") or {}).get("timeMin"))
        labels: dict[str, str] = {}
        for e in chosen:
            labels.setdefault(e["id"] if named_day or not e.get("recurringEventId") else e["recurringEventId"],
                              ev.label(e, tz, lang))
        out["eventIds"], out["labels"] = list(labels), labels
        return out
    event = chosen[0]
    out["eventId"] = event["id"]
    out["patch"] = ev.patch_for(event, args.get("updateFields") or {}, str(tz))
    if ev.others_meeting(event):
        out["othersMeeting"] = True
    return out


def apply_selection(args: dict[str, Any], option_ids: list[str], tz_name: str, language: str) -> dict[str, Any]:
    known = args.get("known") or {}
    chosen = [known[i] for i in option_ids if i in known]
    if not chosen:
        return {**{k: v for k, v in args.items() if k not in ("known", "timeZone", "language")},
                "eventIds": list(option_ids)}
    return _target(args, chosen, ZoneInfo(tz_name), _lang(language))


# --- the morning brief ------------------------------------------------------------------------------------
def brief_section(user_id: int, day_start: datetime, language: str) -> str | None:
    """The day's events for the morning brief (one list call), a note when the calendar was disconnected
    or Google did not answer, or None: no calendar, or nothing on it today."""
    from memo.google.models import GoogleAccount

    lang = _lang(language)
    status = GoogleAccount.objects.filter(user_id=user_id).values_list("status", flat=True).first()
    if status == GoogleAccount.Status.BROKEN:
        return c("brief_disconnected", lang)
    if status != GoogleAccount.Status.CONNECTED or not accounts.capabilities_for(user_id).get("calendar"):
        return None
    try:
        client = client_for(user_id)
        if client is None:
            return c("brief_disconnected", lang)
        tz = day_start.tzinfo
        found = [e for e in client.list_events(day_start, day_start + timedelta(days=1), time_zone=str(tz))
                 if e.get("status") != "cancelled"]
    except GoogleError as exc:
        logger.warning("calendar for the brief of user %s failed: %s %s", user_id, exc.status, exc.reason)
        return c("brief_unavailable", lang)
    if not found:
        return None
    zone = ZoneInfo(str(day_start.tzinfo))
    lines = [f"• {e.get('summary') or '(no title)'} — {ev.when_label(e, zone, lang, with_day=False)}" for e in found]
    return "\n".join([c("brief_events", lang), *lines])
