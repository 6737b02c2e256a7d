"""A local fake of Google's REST paths for tests, in Google's wire format; the real clients talk to it over HTTP.

- Calendar v3 events (/calendar/v3/calendars/{calendarId}/events): list (timeMin, timeMax, q, singleEvents,
  orderBy, maxResults, pageToken; series expanded into instances "<masterId>_<YYYYMMDDTHHMMSSZ>", all-day
  "<masterId>_<YYYYMMDD>"), get, insert (409 on a taken id, 400 on an invalid one), patch, delete (kept
  with status "cancelled", as Google returns it to a get by id; a second delete is 410), instances.
  Bearer tokens must be ones the fake issued.
- OAuth: POST /token (authorization_code with PKCE S256, refresh_token) and POST /revoke; `consent()` plays
  the user on an authorization URL. Knobs: `fail_next`, `stall_next`, `hold_after` (applied, answered late),
  `issue_refresh_token`, `grant_scopes` (partial consent), `invalid_grant`, `page_size`. Every request is
  recorded with the status it was answered.
- Gmail v1 (/gmail/v1/users/me/... and the batch endpoint /batch/gmail/v1): the mailbox is `fake.gmail`,
  see tests/support/fake_gmail.py for its paths and its helpers (seed_mail, sent_mail, drafts...).
"""

from __future__ import annotations

import base64
import copy
import hashlib
import json
import re
import secrets
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta
from datetime import time as dtime
from http.server import BaseHTTPRequestHandler
from typing import Any
from urllib.parse import parse_qs, unquote, urlsplit
from zoneinfo import ZoneInfo

from dateutil.rrule import rrulestr

from tests.support.fake_gmail import BATCH_PATHS, GMAIL_PREFIX, FakeGmail
from tests.support.local_server import serving

CLIENT_ID = "memo-test.apps.googleusercontent.com"
CLIENT_SECRET = "fake-client-secret"
ACCESS_TOKEN = "ya29.fake-initial-access-token"
REFRESH_TOKEN = "1//fake-initial-refresh-token"
CALENDAR_SCOPE = "https://www.googleapis.com/auth/calendar.events"
GMAIL_SCOPE = "https://www.googleapis.com/auth/gmail.modify"
_EVENTS_PATH = re.compile(r"^/calendar/v3/calendars/(?P<cal>[^/]+)/events(?:/(?P<id>[^/]+)(?P<inst>/instances)?)?$")
_EVENT_ID = re.compile(r"^[a-v0-9]{5,1024}$")
Answer = tuple[int, Any, dict[str, str]]


@dataclass
class Recorded:
    """One request as the fake received it; `body` is the parsed JSON or form (a dict), the text of a
    multipart body, or None; `status` is what the fake answered (0 until it has). `query` has the last
    value of each parameter, `params` all of them (Gmail repeats labelIds, metadataHeaders...); `parts`
    are the requests inside a batch request."""

    method: str
    path: str
    query: dict[str, str]
    headers: dict[str, str]
    body: Any
    status: int = 0
    params: dict[str, list[str]] = field(default_factory=dict)
    parts: list[Recorded] = field(default_factory=list)


def api_error(status: int, reason: str, message: str) -> dict[str, Any]:
    """A Google API error body: {"error": {"errors": [{"reason"...}], "code", "message"}}."""
    return {"error": {"errors": [{"domain": "global", "reason": reason, "message": message}],
                      "code": status, "message": message}}


def _parse_time(text: str) -> datetime:
    return datetime.fromisoformat(text.replace("Z", "+00:00"))


def _stamp() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


class FakeGoogle:
    """The fake's state (one per test): calendars, tokens, scripted failures, recorded requests."""

    def __init__(self) -> None:
        self._lock = threading.RLock()
        self.url = ""
        self.email = "owner@example.com"
        self.time_zone = "UTC"  # the calendar's zone: where all-day dates start
        self.calendars: dict[str, dict[str, dict[str, Any]]] = {}
        self.requests: list[Recorded] = []
        self._failures: list[tuple[str, int, float, str | None, str | None]] = []
        self._holds: list[tuple[str, str, float]] = []
        self._released = threading.Event()
        self.page_size: int | None = None  # Google may return fewer items than maxResults per page
        self.access_tokens: set[str] = {ACCESS_TOKEN}
        self.refresh_tokens: dict[str, list[str]] = {REFRESH_TOKEN: [CALENDAR_SCOPE]}
        self.codes: dict[str, dict[str, Any]] = {}
        self.revoked: list[str] = []
        self.issue_refresh_token = True
        self.grant_scopes: list[str] | None = None  # None: grant what was asked
        self.invalid_grant = False
        self.gmail = FakeGmail(self)

    # --- helpers for tests --------------------------------------------------------------------------
    def seed(self, event: dict[str, Any], calendar_id: str = "primary") -> dict[str, Any]:
        """Store an event as if created in Google Calendar; returns it as Google would."""
        with self._lock:
            status, body, _ = self._insert(calendar_id, copy.deepcopy(event))
        assert status == 200, body
        return copy.deepcopy(body)

    def stored(self, event_id: str, calendar_id: str = "primary") -> dict[str, Any] | None:
        with self._lock:
            event = self.calendars.get(calendar_id, {}).get(event_id)
            return copy.deepcopy(event) if event else None

    def events(self, calendar_id: str = "primary") -> list[dict[str, Any]]:
        """Every event stored in the calendar (cancelled ones too), copied while no request changes it."""
        with self._lock:
            return copy.deepcopy(list(self.calendars.get(calendar_id, {}).values()))

    def fail_next(self, status: int, times: int = 1, *, path: str = "/calendar/",
                  retry_after: str | None = None, method: str | None = None) -> None:
        """The next `times` calls under `path` (Calendar by default; "/token", "/revoke") answer `status`
        (only calls with this HTTP `method`, when given: an insert and a list share their path)."""
        with self._lock:
            self._failures.extend([(path, status, 0.0, retry_after, method)] * times)

    def stall_next(self, seconds: float, times: int = 1, *, path: str = "/calendar/") -> None:
        """The next `times` calls under `path` wait `seconds` before answering (beyond a client's timeout)."""
        with self._lock:
            self._failures.extend([(path, 0, seconds, None, None)] * times)

    def hold_after(self, seconds: float, times: int = 1, *, path: str = "/calendar/", method: str = "POST") -> None:
        """The next `times` `method` calls under `path` are applied at once, but answered only after `seconds`
        (or when `release()` is called, or the fake stops): Google made the change, the caller has not heard."""
        with self._lock:
            self._holds.extend([(path, method, seconds)] * times)

    def release(self) -> None:
        """Answer every held call now (and any later one without waiting)."""
        self._released.set()

    @property
    def calendar_requests(self) -> list[Recorded]:
        return [r for r in self.requests if r.path.startswith("/calendar/")]

    def token_requests(self, grant_type: str | None = None) -> list[Recorded]:
        return [r for r in self.requests if r.path == "/token"
                and (grant_type is None or (r.body or {}).get("grant_type") == grant_type)]

    def user_info(self, *, expired: bool = False, scopes: list[str] | None = None) -> dict[str, Any]:
        """Authorized-user credentials the fake accepts (expired: the access token must be refreshed)."""
        expiry = datetime.now(UTC) + (timedelta(hours=-1) if expired else timedelta(hours=1))
        return {"token": ACCESS_TOKEN, "refresh_token": REFRESH_TOKEN, "token_uri": self.url + "/token",
                "client_id": CLIENT_ID, "client_secret": CLIENT_SECRET, "scopes": scopes or [CALENDAR_SCOPE],
                "expiry": expiry.strftime("%Y-%m-%dT%H:%M:%SZ")}

    def consent(self, authorization_url: str) -> tuple[str, str]:
        """The user agrees on Google's consent page: (code, state) as sent to the redirect URI."""
        query = {k: v[-1] for k, v in parse_qs(urlsplit(authorization_url).query).items()}
        assert query.get("code_challenge_method") == "S256" and query.get("client_id") == CLIENT_ID, query
        code = "4/fake-code-" + secrets.token_hex(8)
        with self._lock:
            self.codes[code] = {"challenge": query["code_challenge"], "redirect_uri": query["redirect_uri"],
                                "scopes": query["scope"].split()}
        return code, query.get("state", "")

    # --- dispatch -------------------------------------------------------------------------------------
    def handle(self, request: Recorded) -> Answer:
        with self._lock:
            hold = next((h for h in self._holds if request.path.startswith(h[0]) and request.method == h[1]), None)
            if hold:
                self._holds.remove(hold)
        answer = self._answer(request)
        request.status = answer[0]
        if hold:
            self._released.wait(hold[2])
        return answer

    def scripted_failure(self, request: Recorded) -> Answer | None:
        """The answer a `fail_next` / `stall_next` scripted for this request, if one did (it is used up)."""
        with self._lock:
            failure = next((f for f in self._failures if request.path.startswith(f[0])
                            and f[4] in (None, request.method)), None)
            if failure:
                self._failures.remove(failure)
        if failure:
            _, status, delay, retry_after, _ = failure
            time.sleep(delay)
            if status:
                reason = {429: "rateLimitExceeded", 403: "rateLimitExceeded"}.get(status, "backendError")
                headers = {"Retry-After": retry_after} if retry_after else {}
                return status, api_error(status, reason, f"scripted error {status}"), headers
        return None

    def authorized(self, headers: dict[str, str], fallback: dict[str, str] | None = None) -> bool:
        """The request carries an access token the fake issued (a batch part may rely on the batch's)."""
        value = headers.get("authorization") or (fallback or {}).get("authorization", "")
        return value.removeprefix("Bearer ") in self.access_tokens

    @staticmethod
    def unauthorized() -> Answer:
        return 401, {"error": {**api_error(401, "authError", "Invalid Credentials")["error"],
                               "status": "UNAUTHENTICATED"}}, {}

    def _answer(self, request: Recorded) -> Answer:
        with self._lock:
            self.requests.append(request)
        failure = self.scripted_failure(request)
        if failure:
            return failure
        if request.path.startswith(GMAIL_PREFIX) or request.path in BATCH_PATHS:
            with self._lock:
                if not self.authorized(request.headers):
                    return self.unauthorized()
            # The batch's parts take the lock one by one (a part may be a scripted stall).
            return self.gmail.batch(request) if request.path in BATCH_PATHS else self.gmail.handle(request)
        with self._lock:
            if request.path in ("/token", "/revoke"):
                return self._token(request) if request.path == "/token" else self._revoke(request)
            match = _EVENTS_PATH.match(request.path)
            if match is None:
                return 404, api_error(404, "notFound", "Not Found"), {}
            if not self.authorized(request.headers):
                return self.unauthorized()
            return self._calendar(request, unquote(match["cal"]), match["id"] and unquote(match["id"]),
                                  bool(match["inst"]))

    def _calendar(self, req: Recorded, cal: str, event_id: str | None, instances: bool) -> Answer:
        if event_id is None:
            if req.method == "GET":
                return self._list(cal, req.query)
            return self._insert(cal, req.body or {}) if req.method == "POST" else (405, {}, {})
        store = self.calendars.setdefault(cal, {})
        event = store.get(event_id) or self._instance(cal, event_id)
        if event is None:
            return 404, api_error(404, "notFound", "Not Found"), {}
        if instances:
            return self._page(list(self._expand(cal, event, req.query)), req.query)
        if req.method == "GET":
            return 200, event, {}
        if req.method == "DELETE":
            if event["status"] == "cancelled":
                return 410, api_error(410, "deleted", "Resource has been deleted"), {}
            store[event_id] = {**event, "status": "cancelled", "updated": _stamp()}
            return 204, None, {}
        if req.method == "PATCH":
            patched = _merge(event, {k: v for k, v in (req.body or {}).items() if k != "id"})
            patched.update(sequence=event.get("sequence", 0) + 1, updated=_stamp())
            store[event_id] = patched
            return 200, patched, {}
        return 405, api_error(405, "methodNotAllowed", "Method Not Allowed"), {}

    def _insert(self, cal: str, body: dict[str, Any]) -> Answer:
        store = self.calendars.setdefault(cal, {})
        event_id = body.get("id") or "".join(secrets.choice("0123456789abcdefghijklmnopqrstuv") for _ in range(26))
        if not _EVENT_ID.match(event_id):
            return 400, api_error(400, "invalid", "Invalid resource id value."), {}
        if event_id in store:
            return 409, api_error(409, "duplicate", "The requested identifier already exists."), {}
        if not (body.get("start") and body.get("end")):
            return 400, api_error(400, "required", "Missing end time."), {}
        now = _stamp()
        event = {"kind": "calendar#event", "etag": f'"{time.time_ns()}"', "id": event_id, "status": "confirmed",
                 "htmlLink": f"https://www.google.com/calendar/event?eid={event_id}", "created": now,
                 "updated": now, "creator": {"email": self.email, "self": True},
                 "organizer": {"email": self.email, "self": True}, "iCalUID": f"{event_id}@google.com",
                 "sequence": 0, "reminders": {"useDefault": True}, "eventType": "default", **body}
        event["id"] = event_id
        store[event_id] = event
        return 200, event, {}

    def _list(self, cal: str, query: dict[str, str]) -> Answer:
        single = query.get("singleEvents") == "true"
        if query.get("orderBy") == "startTime" and not single:
            return 400, api_error(400, "invalid", "The requested ordering is not available for the particular "
                                  "query."), {}
        show_deleted = query.get("showDeleted") == "true"
        items: list[dict[str, Any]] = []
        for event in list(self.calendars.get(cal, {}).values()):
            if event.get("recurringEventId") or (event["status"] == "cancelled" and not show_deleted):
                continue  # instances come through their series
            occurrences = list(self._expand(cal, event, query))
            items.extend(occurrences if single else occurrences[:1] and [event])
        words = (query.get("q") or "").casefold().split()
        if words:
            items = [e for e in items if all(w in _searchable(e) for w in words)]
        if query.get("orderBy") == "startTime":
            items.sort(key=lambda e: self._bounds(e)[0])
        return self._page(items, query)

    def _page(self, items: list[dict[str, Any]], query: dict[str, str]) -> Answer:
        size, offset = int(query.get("maxResults") or 250), int(query.get("pageToken") or 0)
        size = min(size, self.page_size or size)
        body: dict[str, Any] = {"kind": "calendar#events", "etag": f'"{time.time_ns()}"', "summary": self.email,
                                "updated": _stamp(), "timeZone": query.get("timeZone") or self.time_zone,
                                "accessRole": "owner", "defaultReminders": [],
                                "items": [copy.deepcopy(e) for e in items[offset:offset + size]]}
        if offset + size < len(items):
            body["nextPageToken"] = str(offset + size)
        return 200, body, {}

    # --- recurrence ------------------------------------------------------------------------------------
    def _bounds(self, event: dict[str, Any]) -> tuple[datetime, datetime, bool]:
        def point(field: dict[str, Any]) -> tuple[datetime, bool]:
            if field.get("dateTime"):
                moment = _parse_time(field["dateTime"])
                zone = ZoneInfo(field.get("timeZone") or self.time_zone)
                return (moment if moment.tzinfo else moment.replace(tzinfo=zone)), False
            return datetime.combine(date.fromisoformat(field["date"]), dtime(), ZoneInfo(self.time_zone)), True

        (start, all_day), (end, _) = point(event["start"]), point(event["end"])
        return start, end, all_day

    def _expand(self, cal: str, event: dict[str, Any], query: dict[str, str]) -> Iterator[dict[str, Any]]:
        """The event's occurrences overlapping the query's [timeMin, timeMax): itself when not recurring."""
        low = _parse_time(query["timeMin"]) if query.get("timeMin") else None
        high = _parse_time(query["timeMax"]) if query.get("timeMax") else None
        start, end, all_day = self._bounds(event)
        if not event.get("recurrence"):
            if (low is None or end > low) and (high is None or start < high):
                yield event
            return
        zone = start.tzinfo
        if all_day:  # dateutil wants a naive start for a date-only UNTIL
            rule = rrulestr("\n".join(event["recurrence"]), dtstart=start.replace(tzinfo=None), forceset=True)
        else:
            zone = ZoneInfo(event["start"].get("timeZone") or self.time_zone)
            rule = rrulestr("\n".join(event["recurrence"]), dtstart=start.astimezone(zone), forceset=True)
        store = self.calendars.get(cal, {})
        for count, occurrence in enumerate(rule):
            occurrence = occurrence.replace(tzinfo=zone) if all_day else occurrence
            if (high is not None and occurrence >= high) or count > 5000:
                return
            suffix = occurrence.strftime("%Y%m%d") if all_day else occurrence.astimezone(UTC).strftime("%Y%m%dT%H%M%SZ")
            instance_id = f"{event['id']}_{suffix}"
            instance = store.get(instance_id) or _instance_of(event, instance_id, occurrence, end - start, all_day)
            if instance["status"] == "cancelled" and query.get("showDeleted") != "true":
                continue
            _, last, _ = self._bounds(instance)
            if low is None or last > low:
                yield instance

    def _instance(self, cal: str, instance_id: str) -> dict[str, Any] | None:
        master_id, _, suffix = instance_id.rpartition("_")
        master = self.calendars.get(cal, {}).get(master_id)
        if not master or not master.get("recurrence") or not suffix:
            return None
        try:
            moment = (datetime.strptime(suffix, "%Y%m%dT%H%M%SZ").replace(tzinfo=UTC) if "T" in suffix
                      else datetime.strptime(suffix, "%Y%m%d").replace(tzinfo=ZoneInfo(self.time_zone)))
        except ValueError:
            return None
        window = {"timeMin": moment.isoformat(), "timeMax": (moment + timedelta(seconds=1)).isoformat(),
                  "showDeleted": "true"}
        return next((i for i in self._expand(cal, master, window) if i["id"] == instance_id), None)

    # --- OAuth -----------------------------------------------------------------------------------------
    def _token(self, req: Recorded) -> Answer:
        form = dict(req.body or {})  # Google documents the client id and secret in the body
        if (form.get("client_id"), form.get("client_secret")) != (CLIENT_ID, CLIENT_SECRET):
            return 401, {"error": "invalid_client", "error_description": "Unauthorized"}, {}
        grant = form.get("grant_type")
        scopes = self.refresh_tokens.get(form.get("refresh_token", ""))
        if self.invalid_grant or (grant == "refresh_token" and scopes is None):
            return 400, {"error": "invalid_grant", "error_description": "Token has been expired or revoked."}, {}
        if grant == "refresh_token":
            return 200, self._issue(scopes or [], None), {}
        if grant != "authorization_code":
            return 400, {"error": "unsupported_grant_type", "error_description": f"Invalid grant_type: {grant}"}, {}
        auth = self.codes.pop(form.get("code", ""), None)
        verifier = form.get("code_verifier", "")
        challenge = base64.urlsafe_b64encode(hashlib.sha256(verifier.encode()).digest()).decode().rstrip("=")
        if auth is None or not verifier or challenge != auth["challenge"]:
            message = "Malformed auth code." if auth is None else "Missing or invalid code verifier."
            return 400, {"error": "invalid_grant", "error_description": message}, {}
        if form.get("redirect_uri") != auth["redirect_uri"]:
            return 400, {"error": "redirect_uri_mismatch", "error_description": "Bad Request"}, {}
        scopes = self.grant_scopes if self.grant_scopes is not None else auth["scopes"]
        refresh = "1//fake-refresh-" + secrets.token_hex(8) if self.issue_refresh_token else None
        if refresh:
            self.refresh_tokens[refresh] = scopes
        return 200, self._issue(scopes, refresh), {}

    def _issue(self, scopes: list[str], refresh: str | None) -> dict[str, Any]:
        token = "ya29.fake-" + secrets.token_hex(8)
        self.access_tokens.add(token)
        body = {"access_token": token, "expires_in": 3599, "scope": " ".join(scopes), "token_type": "Bearer"}
        return {**body, "refresh_token": refresh} if refresh else body

    def _revoke(self, req: Recorded) -> Answer:
        token = (req.body or {}).get("token") or req.query.get("token", "")
        if token in self.refresh_tokens:
            del self.refresh_tokens[token]
            self.access_tokens.clear()  # revoking the grant ends its access tokens too
        elif token in self.access_tokens:
            self.access_tokens.discard(token)
        else:
            return 400, {"error": "invalid_token", "error_description": "Token expired or revoked"}, {}
        self.revoked.append(token)
        return 200, {}, {}


def _instance_of(master: dict[str, Any], instance_id: str, start: datetime, length: timedelta,
                 all_day: bool) -> dict[str, Any]:
    def field(moment: datetime) -> dict[str, Any]:
        if all_day:
            return {"date": moment.date().isoformat()}
        return {"dateTime": moment.isoformat(), "timeZone": master["start"].get("timeZone") or "UTC"}

    instance = {k: copy.deepcopy(v) for k, v in master.items() if k != "recurrence"}
    instance.update(id=instance_id, recurringEventId=master["id"], originalStartTime=field(start),
                    start=field(start), end=field(start + length))
    return instance


def _merge(old: dict[str, Any], patch: dict[str, Any]) -> dict[str, Any]:
    """Calendar's patch semantics: objects merge field by field, arrays and values replace, null clears."""
    merged = copy.deepcopy(old)
    for key, value in patch.items():
        if value is None:
            merged.pop(key, None)
        elif isinstance(value, dict) and isinstance(merged.get(key), dict):
            merged[key] = _merge(merged[key], value)
        else:
            merged[key] = copy.deepcopy(value)
    return merged


def _searchable(event: dict[str, Any]) -> str:
    people = [f"{a.get('displayName', '')} {a.get('email', '')}" for a in event.get("attendees") or []]
    return " ".join([*(str(event.get(k) or "") for k in ("summary", "description", "location")), *people]).casefold()


def _handler(fake: FakeGoogle) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"  # keep-alive, like Google (httplib2 and requests reuse connections)

        def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - stdlib signature
            pass  # quiet test output

        def _serve(self) -> None:
            url = urlsplit(self.path)
            length = int(self.headers.get("Content-Length") or 0)
            raw = self.rfile.read(length).decode() if length else ""
            headers = {k.lower(): v for k, v in self.headers.items()}
            if "json" in headers.get("content-type", ""):
                body: Any = json.loads(raw or "null")
            elif headers.get("content-type", "").startswith("multipart/"):
                body = raw  # a batch: the fake reads its parts
            else:
                body = {k: v[-1] for k, v in parse_qs(raw).items()} if raw else None
            params = parse_qs(url.query, keep_blank_values=True)
            query = {k: v[-1] for k, v in params.items()}
            status, payload, extra = fake.handle(Recorded(self.command, url.path, query, headers, body, params=params))
            if isinstance(payload, bytes):  # already encoded, its Content-Type among `extra` (a batch answer)
                data = payload
            else:
                data = b"" if payload is None else json.dumps(payload, ensure_ascii=False).encode()
            try:
                self.send_response(status)
                if payload is not None and not isinstance(payload, bytes):
                    self.send_header("Content-Type", "application/json; charset=UTF-8")
                self.send_header("Content-Length", str(len(data)))
                for name, value in extra.items():
                    self.send_header(name, value)
                self.end_headers()
                self.wfile.write(data)
            except (BrokenPipeError, ConnectionResetError):
                pass  # the client timed out and left: expected for stalled answers

        do_GET = do_POST = do_PATCH = do_PUT = do_DELETE = _serve  # noqa: N815 - stdlib naming

    return Handler


@contextmanager
def running_fake_google() -> Iterator[FakeGoogle]:
    """Serve a FakeGoogle on 127.0.0.1 (a free port) in a daemon thread for the duration of the block."""
    fake = FakeGoogle()
    with serving(_handler(fake), "fake-google") as base:
        fake.url = base
        try:
            yield fake
        finally:
            fake.release()  # calls still held are answered now, not after the test


def configure(settings: Any, monkeypatch: Any, fake: FakeGoogle, *, timeout: float = 2.0,
              backoff: float = 0.001) -> None:
    """Point Memo's Google layer at `fake`: API endpoint, OAuth endpoints and client, short timeouts."""
    settings.GOOGLE_CLIENT_ID, settings.GOOGLE_CLIENT_SECRET = CLIENT_ID, CLIENT_SECRET
    settings.GOOGLE_API_ENDPOINT = fake.url
    settings.GOOGLE_OAUTH_AUTH_URI = fake.url + "/o/oauth2/auth"
    settings.GOOGLE_OAUTH_TOKEN_URI = fake.url + "/token"
    settings.GOOGLE_OAUTH_REVOKE_URI = fake.url + "/revoke"
    settings.GOOGLE_TIMEOUT_SECONDS, settings.GOOGLE_BACKOFF_SECONDS = timeout, backoff
    settings.GOOGLE_MAX_RETRIES = 3
    # oauthlib refuses plain http endpoints; the fake is plain http on the loopback interface.
    monkeypatch.setenv("OAUTHLIB_INSECURE_TRANSPORT", "1")
