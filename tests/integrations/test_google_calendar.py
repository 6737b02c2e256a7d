"""The Calendar client: request shapes (googleapiclient's HttpMockSequence, static discovery), error
mapping and retries, then round trips against the local fake of Google over real HTTP."""

from __future__ import annotations

import json
import re
import socket
from datetime import UTC, datetime, timedelta
from urllib.parse import parse_qs, urlsplit
from zoneinfo import ZoneInfo

import pytest
from googleapiclient.http import HttpMockSequence

from memo.integrations.google import credentials as gcreds
from memo.integrations.google.calendar import CalendarClient, event_id_for, rfc3339
from memo.integrations.google.errors import (
    AlreadyExists,
    GoogleError,
    GrantRevoked,
    NotFound,
    RateLimited,
    Unavailable,
)
from tests.support.fake_google import configure, running_fake_google
from tests.support.google_http import Sleeps, err, ok
from tests.support.google_http import mocked as mock_client

JERUSALEM = ZoneInfo("Asia/Jerusalem")
MON = datetime(2026, 11, 23, 0, 0, tzinfo=JERUSALEM)
EVENT = {"kind": "calendar#event", "id": "abc12345", "status": "confirmed", "summary": "Dentist",
         "start": {"dateTime": "2026-11-23T10:00:00+02:00"}, "end": {"dateTime": "2026-11-23T11:00:00+02:00"}}


def mocked(*responses: tuple[dict, str], **kw) -> tuple[CalendarClient, HttpMockSequence, Sleeps]:
    return mock_client(CalendarClient, *responses, **kw)


def sent(http: HttpMockSequence, index: int = 0) -> tuple[str, str, dict, object]:
    """(path, method, query, JSON body) of the index-th request the mock received."""
    uri, method, body, _headers = http.request_sequence[index]
    url = urlsplit(uri)
    query = {k: v[-1] for k, v in parse_qs(url.query).items()}
    return f"{url.scheme}://{url.netloc}{url.path}", method, query, json.loads(body) if body else None


# --- request shapes ---------------------------------------------------------------------------------
def test_list_events_asks_for_single_events_ordered_by_start_in_rfc3339_utc():
    client, http, _ = mocked(ok({"items": [EVENT]}))

    items = client.list_events(MON, MON + timedelta(days=1), query="dentist", time_zone="Asia/Jerusalem")

    assert items == [EVENT]
    url, method, query, _ = sent(http)
    assert (url, method) == ("https://www.googleapis.com/calendar/v3/calendars/primary/events", "GET")
    assert query["timeMin"] == "2026-11-22T22:00:00Z" and query["timeMax"] == "2026-11-23T22:00:00Z"
    assert query["singleEvents"] == "true" and query["orderBy"] == "startTime"
    assert query["q"] == "dentist" and query["timeZone"] == "Asia/Jerusalem" and query["maxResults"] == "250"
    assert "pageToken" not in query


def test_list_events_without_single_events_does_not_order_by_start():
    client, http, _ = mocked(ok({"items": []}))

    client.list_events(MON, MON + timedelta(days=1), single_events=False)

    _, _, query, _ = sent(http)
    assert query["singleEvents"] == "false" and "orderBy" not in query and "q" not in query


def test_list_events_follows_next_page_token_up_to_max_results():
    page1 = ok({"items": [{"id": "a0001"}, {"id": "a0002"}], "nextPageToken": "p2"})
    page2 = ok({"items": [{"id": "a0003"}], "nextPageToken": "p3"})
    client, http, _ = mocked(page1, page2)

    items = client.list_events(MON, MON + timedelta(days=7), max_results=3)

    assert [e["id"] for e in items] == ["a0001", "a0002", "a0003"]
    assert sent(http, 1)[2]["pageToken"] == "p2" and sent(http, 1)[2]["maxResults"] == "1"
    assert client.calls == 2


def test_naive_datetimes_are_refused_before_any_request():
    client, http, _ = mocked()

    with pytest.raises(ValueError):
        client.list_events(datetime(2026, 11, 23), datetime(2026, 11, 24, tzinfo=UTC))
    assert http.request_sequence == [] and client.calls == 0
    assert rfc3339(datetime(2026, 7, 1, 9, 30, tzinfo=JERUSALEM)) == "2026-07-01T06:30:00Z"


def test_insert_with_client_id_puts_it_in_the_body():
    event_id = event_id_for("trace-1:step-1")
    client, http, _ = mocked(ok({**EVENT, "id": event_id}))

    created = client.insert_event({"summary": "Dentist", "start": EVENT["start"], "end": EVENT["end"]},
                                  event_id=event_id)

    url, method, _, body = sent(http)
    assert method == "POST" and url.endswith("/calendar/v3/calendars/primary/events")
    assert body["id"] == event_id and body["summary"] == "Dentist"
    assert created["id"] == event_id


def test_patch_delete_get_and_instances_use_their_paths():
    client, http, _ = mocked(ok(EVENT), ({"status": "204"}, ""), ok(EVENT), ok({"items": [EVENT]}),
                             calendar_id="team@example.com")

    client.patch_event("abc12345", {"summary": "Dentist (moved)"})
    client.delete_event("abc12345")
    client.get_event("abc12345")
    client.instances("abc12345", time_min=MON, time_max=MON + timedelta(days=30), max_results=10)

    base = "https://www.googleapis.com/calendar/v3/calendars/team%40example.com/events/abc12345"
    assert sent(http, 0)[:2] == (base, "PATCH") and sent(http, 0)[3] == {"summary": "Dentist (moved)"}
    assert sent(http, 1)[:2] == (base, "DELETE")
    assert sent(http, 2)[:2] == (base, "GET")
    url, method, query, _ = sent(http, 3)
    assert (url, method) == (base + "/instances", "GET")
    assert query["timeMin"] == "2026-11-22T22:00:00Z" and query["maxResults"] == "10"


def test_every_request_goes_to_the_configured_endpoint(settings):
    settings.GOOGLE_API_ENDPOINT = "http://127.0.0.1:9/google-proxy/"
    client, http, _ = mocked(ok({"items": []}), ok(EVENT), ok(EVENT), ({"status": "204"}, ""), ok({"items": []}),
                             endpoint=None)

    client.list_events(MON, MON + timedelta(days=1))
    client.get_event("abc12345")
    client.insert_event({"start": EVENT["start"], "end": EVENT["end"]})
    client.delete_event("abc12345")
    client.instances("abc12345")

    assert client.base_url == "http://127.0.0.1:9/google-proxy/calendar/v3/"
    assert len(http.request_sequence) == 5
    assert all(uri.startswith(client.base_url) for uri, *_ in http.request_sequence)


# --- errors and retries -----------------------------------------------------------------------------
@pytest.mark.parametrize(("status", "reason"), [(404, "notFound"), (410, "deleted")])
def test_missing_or_deleted_event_is_not_found(status, reason):
    client, _, sleeps = mocked(err(status, reason))

    with pytest.raises(NotFound) as caught:
        client.get_event("abc12345")
    assert (caught.value.status, caught.value.reason) == (status, reason)
    assert sleeps == [] and client.calls == 1


def test_duplicate_client_id_is_already_exists_and_not_retried():
    client, _, sleeps = mocked(err(409, "duplicate", "The requested identifier already exists."))

    with pytest.raises(AlreadyExists) as caught:
        client.insert_event({"start": EVENT["start"], "end": EVENT["end"]}, event_id=event_id_for("k"))
    assert caught.value.status == 409 and caught.value.reason == "duplicate"
    assert sleeps == []


def test_invalid_client_id_is_refused_before_any_request():
    client, http, _ = mocked()

    with pytest.raises(ValueError):
        client.insert_event({}, event_id="memo-1")
    assert http.request_sequence == []


def test_rate_limit_is_retried_with_exponential_backoff_then_succeeds():
    client, http, sleeps = mocked(err(429, "rateLimitExceeded"), err(429, "rateLimitExceeded"), ok(EVENT))

    assert client.get_event("abc12345") == EVENT
    assert client.calls == 3 and len(http.request_sequence) == 3
    assert len(sleeps) == 2 and 0.5 <= sleeps[0] <= 0.625 and 1.0 <= sleeps[1] <= 1.25


def test_server_errors_through_all_retries_are_unavailable():
    client, _, sleeps = mocked(*[err(503, "backendError")] * 4)

    with pytest.raises(Unavailable) as caught:
        client.get_event("abc12345")
    assert caught.value.status == 503 and caught.value.retryable
    assert client.calls == 4 and len(sleeps) == 3


def test_rate_limit_through_the_configured_retries_is_rate_limited(settings):
    settings.GOOGLE_MAX_RETRIES = 1
    client, _, _ = mocked(*[err(429, "rateLimitExceeded")] * 2, retries=None)

    with pytest.raises(RateLimited):
        client.list_events(MON, MON + timedelta(days=1))
    assert client.calls == 2


def test_403_quota_is_retried_but_403_permission_is_not():
    client, _, sleeps = mocked(err(403, "userRateLimitExceeded"), ok(EVENT))
    assert client.get_event("abc12345") == EVENT and len(sleeps) == 1

    client, _, sleeps = mocked(err(403, "insufficientPermissions", "Insufficient Permission"))
    with pytest.raises(GoogleError) as caught:
        client.get_event("abc12345")
    assert type(caught.value) is GoogleError and caught.value.reason == "insufficientPermissions"
    assert sleeps == []


def test_bad_request_is_not_retried():
    client, _, sleeps = mocked(err(400, "invalid", "Invalid resource id value."))

    with pytest.raises(GoogleError) as caught:
        client.patch_event("abc12345", {"start": {}})
    assert caught.value.status == 400 and not caught.value.retryable and sleeps == []


def test_retry_after_header_is_honoured_up_to_thirty_seconds():
    client, _, sleeps = mocked(err(429, "rateLimitExceeded", headers={"retry-after": "7"}),
                               err(429, "rateLimitExceeded", headers={"retry-after": "300"}), ok(EVENT))

    client.get_event("abc12345")

    assert sleeps == [7.0, 30.0]


def test_401_after_a_refresh_is_a_revoked_grant():
    creds = gcreds.credentials_from_info({"token": "old", "refresh_token": "r", "client_id": "c",
                                          "client_secret": "s", "token_uri": "https://oauth2.googleapis.com/token",
                                          "expiry": "2099-01-01T00:00:00Z"})
    token = ({"status": "200"}, json.dumps({"access_token": "new", "expires_in": 3600}))
    # google-auth refreshes on a 401 and tries again, twice, before giving the 401 back.
    http = HttpMockSequence([err(401, "authError"), token, err(401, "authError"), token, err(401, "authError")])
    client = CalendarClient(creds, http=http, sleep=Sleeps(), endpoint="https://www.googleapis.com")

    with pytest.raises(GrantRevoked) as caught:
        client.get_event("abc12345")
    assert caught.value.status == 401
    assert [m for _, m, _, _ in http.request_sequence] == ["GET", "POST", "GET", "POST", "GET"]
    assert http.request_sequence[4][3]["authorization"] == "Bearer new"
    assert client.calls == 1  # one API call as Memo counts them: google-auth's own attempts are not retries


def test_invalid_grant_while_refreshing_before_a_call_is_a_revoked_grant():
    creds = gcreds.credentials_from_info({"token": "old", "refresh_token": "r", "client_id": "c",
                                          "client_secret": "s", "token_uri": "https://oauth2.googleapis.com/token",
                                          "expiry": "2000-01-01T00:00:00Z"})
    refused = ({"status": "400"}, json.dumps({"error": "invalid_grant", "error_description": "Bad Request"}))
    http = HttpMockSequence([refused])
    client = CalendarClient(creds, http=http, sleep=Sleeps(), endpoint="https://www.googleapis.com")

    with pytest.raises(GrantRevoked) as caught:
        client.list_events(MON, MON + timedelta(days=1))
    assert caught.value.reason == "invalid_grant"
    assert len(http.request_sequence) == 1  # never retried


def test_event_id_for_is_stable_and_calendar_valid():
    first, again, other = event_id_for("t1:s1"), event_id_for("t1:s1"), event_id_for("t1:s2")

    assert first == again and first != other
    assert re.fullmatch(r"[a-v0-9]{5,1024}", first) and len(first) == 52


# --- against the local fake of Google ---------------------------------------------------------------
@pytest.fixture
def fake_google(settings, monkeypatch):
    with running_fake_google() as fake:
        configure(settings, monkeypatch, fake)
        yield fake


def client_for(fake, **kw) -> CalendarClient:
    return CalendarClient(gcreds.credentials_from_info(fake.user_info(**kw)))


def test_insert_get_list_patch_delete_round_trip(fake_google):
    client = client_for(fake_google)
    event_id = event_id_for("trace-9:step-1")
    body = {"summary": "Dentist", "location": "Herzl 5",
            "start": {"dateTime": "2026-11-23T10:00:00", "timeZone": "Asia/Jerusalem"},
            "end": {"dateTime": "2026-11-23T11:00:00", "timeZone": "Asia/Jerusalem"}}

    created = client.insert_event(body, event_id=event_id)
    assert created["id"] == event_id and created["status"] == "confirmed"
    with pytest.raises(AlreadyExists):
        client.insert_event(body, event_id=event_id)
    assert client.get_event(event_id)["summary"] == "Dentist"
    assert [e["id"] for e in client.list_events(MON, MON + timedelta(days=1), query="dentist")] == [event_id]
    assert client.list_events(MON, MON + timedelta(days=1), query="haircut") == []
    assert client.list_events(MON + timedelta(days=1), MON + timedelta(days=2)) == []

    patched = client.patch_event(event_id, {"summary": "Dentist (moved)",
                                            "start": {"dateTime": "2026-11-23T12:00:00"},
                                            "end": {"dateTime": "2026-11-23T13:00:00"}})
    assert patched["summary"] == "Dentist (moved)" and patched["start"]["timeZone"] == "Asia/Jerusalem"
    assert fake_google.stored(event_id)["location"] == "Herzl 5"

    client.delete_event(event_id)
    assert client.get_event(event_id)["status"] == "cancelled"
    assert client.list_events(MON, MON + timedelta(days=1)) == []
    with pytest.raises(NotFound) as caught:
        client.delete_event(event_id)
    assert caught.value.status == 410
    with pytest.raises(NotFound):
        client.get_event("nosuchevent1")
    assert client.calls == len(fake_google.calendar_requests) == 12
    assert all(r.path.startswith("/calendar/v3/calendars/primary/events") for r in fake_google.calendar_requests)


def test_weekly_series_is_expanded_into_instances_across_dst(fake_google):
    client = client_for(fake_google)
    master = fake_google.seed({"summary": "Standup", "recurrence": ["RRULE:FREQ=WEEKLY;COUNT=4"],
                               "start": {"dateTime": "2026-10-19T09:00:00", "timeZone": "Asia/Jerusalem"},
                               "end": {"dateTime": "2026-10-19T09:15:00", "timeZone": "Asia/Jerusalem"}})
    fake_google.seed({"summary": "Lunch", "start": {"dateTime": "2026-10-26T12:00:00Z"},
                      "end": {"dateTime": "2026-10-26T13:00:00Z"}})
    low, high = datetime(2026, 10, 1, tzinfo=UTC), datetime(2026, 12, 1, tzinfo=UTC)

    items = client.list_events(low, high)

    ids = [e["id"] for e in items]
    # Israel leaves summer time on 2026-10-25: 09:00 local is 06:00Z, then 07:00Z.
    assert ids[:2] == [f"{master['id']}_20261019T060000Z", f"{master['id']}_20261026T070000Z"]
    assert items[2]["summary"] == "Lunch" and "recurringEventId" not in items[2]
    assert ids[3:] == [f"{master['id']}_20261102T070000Z", f"{master['id']}_20261109T070000Z"]
    assert all(e["recurringEventId"] == master["id"] for e in items if e["summary"] == "Standup")
    assert [e["id"] for e in client.list_events(low, high, single_events=False)] == [master["id"], ids[2]]

    second = f"{master['id']}_20261026T070000Z"
    client.patch_event(second, {"summary": "Standup (long)"})
    client.delete_event(f"{master['id']}_20261102T070000Z")
    series = client.instances(master["id"], time_min=low, time_max=high)
    assert [e["summary"] for e in series] == ["Standup", "Standup (long)", "Standup"]
    assert client.get_event(second)["originalStartTime"]["dateTime"].startswith("2026-10-26T09:00:00")


def test_daily_all_day_series_gets_date_instance_ids(fake_google):
    client = client_for(fake_google)
    master = fake_google.seed({"summary": "Trip", "recurrence": ["RRULE:FREQ=DAILY;UNTIL=20261203"],
                               "start": {"date": "2026-12-01"}, "end": {"date": "2026-12-02"}})

    items = client.instances(master["id"])

    assert [e["id"] for e in items] == [f"{master['id']}_2026120{d}" for d in (1, 2, 3)]
    assert [e["start"] for e in items] == [{"date": f"2026-12-0{d}"} for d in (1, 2, 3)]


def test_pages_are_followed_when_google_returns_fewer_than_asked(fake_google):
    client = client_for(fake_google)
    for hour in range(5):
        fake_google.seed({"summary": f"Slot {hour}", "start": {"dateTime": f"2026-11-23T0{hour}:00:00Z"},
                          "end": {"dateTime": f"2026-11-23T0{hour}:30:00Z"}})
    fake_google.page_size = 2

    items = client.list_events(datetime(2026, 11, 23, tzinfo=UTC), datetime(2026, 11, 24, tzinfo=UTC))

    assert [e["summary"] for e in items] == [f"Slot {h}" for h in range(5)]
    assert client.calls == 3
    assert [r.query.get("pageToken") for r in fake_google.calendar_requests] == [None, "2", "4"]


def test_server_errors_from_google_are_retried_until_it_answers(fake_google):
    client = client_for(fake_google)
    fake_google.fail_next(500, times=2)

    assert client.list_events(MON, MON + timedelta(days=1)) == []
    assert client.calls == 3


def test_a_request_that_times_out_is_retried_then_unavailable(fake_google, settings):
    settings.GOOGLE_TIMEOUT_SECONDS = 0.2
    client = CalendarClient(gcreds.credentials_from_info(fake_google.user_info()), retries=1, sleep=Sleeps())
    fake_google.stall_next(1.0, times=2)

    with pytest.raises(Unavailable) as caught:
        client.get_event("abc12345")
    assert caught.value.reason == "timeout" and client.calls == 2


def test_a_closed_port_is_unavailable_after_the_retries(settings):
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    settings.GOOGLE_API_ENDPOINT = f"http://127.0.0.1:{port}"
    sleeps = Sleeps()
    info = {"token": "t", "refresh_token": "r", "client_id": "c", "client_secret": "s",
            "token_uri": f"http://127.0.0.1:{port}/token", "expiry": "2099-01-01T00:00:00Z"}
    client = CalendarClient(gcreds.credentials_from_info(info), retries=2, sleep=sleeps)

    with pytest.raises(Unavailable) as caught:
        client.get_event("abc12345")
    assert caught.value.reason == "connection" and client.calls == 3 and len(sleeps) == 2


def test_expired_access_token_is_refreshed_at_the_token_endpoint_before_the_call(fake_google):
    client = client_for(fake_google, expired=True)

    client.list_events(MON, MON + timedelta(days=1))

    refreshes = fake_google.token_requests("refresh_token")
    assert len(refreshes) == 1 and refreshes[0].body["refresh_token"] == fake_google.user_info()["refresh_token"]
    info = gcreds.credentials_to_info(client.credentials)
    assert info["token"] != fake_google.user_info()["token"] and info["token"] in fake_google.access_tokens
    assert info["refresh_token"] == fake_google.user_info()["refresh_token"]  # Google sent none: kept
    assert not gcreds.needs_refresh(client.credentials)


def test_a_rejected_access_token_is_refreshed_once_and_the_call_succeeds(fake_google):
    client = client_for(fake_google)
    fake_google.access_tokens.clear()  # Google no longer takes the stored access token

    assert client.get_event(fake_google.seed(EVENT)["id"])["summary"] == "Dentist"
    assert len(fake_google.token_requests("refresh_token")) == 1


def test_revoked_grant_during_a_call_is_grant_revoked(fake_google):
    client = client_for(fake_google, expired=True)
    fake_google.invalid_grant = True

    with pytest.raises(GrantRevoked):
        client.list_events(MON, MON + timedelta(days=1))
    assert fake_google.calendar_requests == []
