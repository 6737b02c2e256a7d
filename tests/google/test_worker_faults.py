"""Google Calendar and Gmail through real worker processes under faults: a worker killed after Google made
the event (or sent the mail) but before the ledger recorded it, Google throttling, and a revoked grant.

The worker is a `celery worker` subprocess on its own queue; it reads Google's settings (the local fake,
served from this process) and the encryption key from its environment. The conversation's clock is
Sunday 22 Nov 2026, 09:00 in Jerusalem, so "tomorrow at 3" is Monday 23/11 15:00.
"""

from __future__ import annotations

import subprocess
import time
from collections.abc import Callable, Iterator
from datetime import datetime
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

import pytest
from django.conf import settings as django_settings
from django.utils import timezone

from memo.celery import app
from memo.conversations import services
from memo.conversations.models import Message, OutboundMessage, StageRun, Thread, Turn
from memo.conversations.tasks import CeleryDispatcher
from memo.google import services as accounts
from memo.google.models import GoogleAccount
from memo.integrations.google.calendar import event_id_for
from memo.planning.models import ExecutedOperation
from tests.support.fake_google import FakeGoogle, Recorded
from tests.support.worker_procs import kill_group, start_worker

pytestmark = [pytest.mark.subprocess_worker, pytest.mark.django_db(transaction=True)]

QUEUE = "memo-google-fault-test"
UNSENT = (OutboundMessage.Status.PENDING, OutboundMessage.Status.SENDING)
NOW = datetime(2026, 11, 22, 9, 0, tzinfo=ZoneInfo("Asia/Jerusalem"))
BOOK = "book a meeting with Dana tomorrow at 3"
ADDED = "Added to your calendar: meeting with Dana — Mon 23/11 15:00–16:00"
EVENTS_PATH = "/calendar/v3/calendars/primary/events"
# What the worker needs to reach the fake and open the stored credentials, copied from this process's settings.
SHARED_SETTINGS = ("GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET", "GOOGLE_API_ENDPOINT", "GOOGLE_OAUTH_AUTH_URI",
                   "GOOGLE_OAUTH_TOKEN_URI", "GOOGLE_OAUTH_REVOKE_URI", "GOOGLE_TIMEOUT_SECONDS",
                   "GOOGLE_BACKOFF_SECONDS", "GOOGLE_MAX_RETRIES", "FIELD_ENCRYPTION_KEY", "MEMO_PUBLIC_URL")


class NoDispatch:
    """Store messages without publishing anything, so only the subprocess worker sees the work."""

    def stage(self, *args: Any) -> None:
        pass

    def steps(self, *args: Any) -> None:
        pass

    def drain(self, *args: Any) -> None:
        pass


class Workers:
    """Starts worker processes on QUEUE with the test's Google settings; kills what is left at the end."""

    def __init__(self, logs: Path) -> None:
        self.logs = logs
        self.running: list[subprocess.Popen] = []

    def start(self, **overrides: str) -> subprocess.Popen:
        env = {"PIPELINE_LEASE_SECONDS": str(django_settings.PIPELINE_LEASE_SECONDS),
               "OAUTHLIB_INSECURE_TRANSPORT": "1",
               **{name: str(getattr(django_settings, name)) for name in SHARED_SETTINGS}, **overrides}
        proc = start_worker(QUEUE, self.logs / f"worker-{len(self.running) + 1}.log", env=env)
        self.running.append(proc)
        return proc

    def output(self) -> str:
        return "\n".join(f"--- {path.name}\n{path.read_text(errors='replace')[-3000:]}"
                         for path in sorted(self.logs.glob("worker-*.log")))


@pytest.fixture
def workers(tmp_path: Path, settings: Any) -> Iterator[Workers]:
    settings.PIPELINE_LEASE_SECONDS = 2
    settings.PIPELINE_REDISPATCH_SECONDS = 0
    with app.connection_for_write() as connection:  # nothing left over from an earlier, interrupted run
        connection.default_channel.queue_purge(QUEUE)
    pool = Workers(tmp_path)
    yield pool
    for proc in pool.running:
        kill_group(proc)


@pytest.fixture
def thread(fake_google: FakeGoogle) -> Thread:
    """A console conversation of a user who has not written yet (the first message sets the language)."""
    return services.get_thread("+972501237700", Thread.Channel.CONSOLE, timezone_name="Asia/Jerusalem")


def wait_for(condition: Callable[[], object], seconds: float, what: str, workers: Workers) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return
        time.sleep(0.05)
    raise AssertionError(f"timed out waiting for {what}\n{workers.output()}")


def send(thread: Thread, text: str) -> Message:
    """The user's message, stored; the drain is published once a worker listens (`drain`)."""
    received = services.receive_message(thread, text, received_at=NOW, dispatcher=NoDispatch())
    return received.message


def drain(thread: Thread) -> None:
    CeleryDispatcher(QUEUE).drain(thread.pk)


def turn_of(message: Message) -> Turn | None:
    return Turn.objects.filter(inbound_message=message).first()


def finished(message: Message) -> bool:
    """The turn ended and its thread has nothing left running or waiting to be delivered."""
    turn = turn_of(message)
    return (turn is not None and turn.status == Turn.Status.COMPLETED
            and not Thread.objects.filter(pk=turn.thread_id, active_turn__isnull=False).exists()
            and not OutboundMessage.objects.filter(thread_id=turn.thread_id,
                                                   status__in=UNSENT).exists())


def inserts(fake: FakeGoogle) -> list[Recorded]:
    return [r for r in fake.calendar_requests if r.method == "POST" and r.path == EVENTS_PATH]


def live_events(fake: FakeGoogle, summary: str) -> list[dict[str, Any]]:
    return [e for e in fake.events() if e.get("status") != "cancelled" and e.get("summary") == summary]


def replies(turn: Turn) -> list[str]:
    return list(OutboundMessage.objects.filter(turn=turn, kind=OutboundMessage.Kind.REPLY)
                .order_by("id").values_list("text", flat=True))


def test_worker_killed_after_google_made_the_event_books_it_once_and_says_so(thread, fake_google, workers):
    accounts.store_authorized_user(thread.user_id, fake_google.user_info())
    # The insert is applied at once but answered only after a minute: the worker is killed while it waits.
    fake_google.hold_after(60, path=EVENTS_PATH, method="POST")
    message = send(thread, BOOK)

    first = workers.start(GOOGLE_TIMEOUT_SECONDS="90")  # the held answer is not given up on before the kill
    drain(thread)
    wait_for(lambda: [r for r in inserts(fake_google) if r.status == 200], 60, "Google to make the event", workers)
    kill_group(first)

    turn = turn_of(message)
    assert turn is not None and turn.status == Turn.Status.RUNNING and turn.current_stage == "executor"
    claimed = ExecutedOperation.objects.get(trace_id=turn.trace_id)
    assert claimed.capability == "calendar" and claimed.completed_at is None  # made at Google, not recorded
    assert len(live_events(fake_google, "meeting with Dana")) == 1
    assert replies(turn) == []

    workers.start()
    wait_for(lambda: Thread.objects.filter(pk=thread.pk, lease_expires_at__lt=timezone.now()).exists(), 30,
             "the dead worker's lease to run out", workers)
    services.recover(dispatcher=CeleryDispatcher(QUEUE))
    wait_for(lambda: finished(message), 60, "the taken-over turn to finish", workers)

    turn.refresh_from_db()
    assert replies(turn) == [ADDED]  # not "may have already done": the second run found the event
    assert OutboundMessage.objects.get(turn=turn).status == OutboundMessage.Status.SENT
    event_id = event_id_for(f"{turn.trace_id}:{claimed.step_id}")
    (event,) = live_events(fake_google, "meeting with Dana")
    assert event["id"] == event_id and event["start"]["dateTime"] == "2026-11-23T15:00:00+02:00"
    # The second run asked for the same id and Google refused it: one event was ever made.
    assert [(r.body["id"], r.status) for r in inserts(fake_google)] == [(event_id, 200), (event_id, 409)]
    operation = ExecutedOperation.objects.get(trace_id=turn.trace_id)
    assert operation.completed_at is not None and operation.ok is True and operation.error_code == ""
    assert operation.result["externalIds"] == [f"event:{event_id}"]


def test_google_throttling_the_insert_once_still_books_one_event(thread, fake_google, workers):
    accounts.store_authorized_user(thread.user_id, fake_google.user_info())
    fake_google.fail_next(429, path=EVENTS_PATH, method="POST")
    message = send(thread, BOOK)

    workers.start()
    drain(thread)
    wait_for(lambda: finished(message), 60, "the turn to finish", workers)

    turn = turn_of(message)
    assert [r.status for r in inserts(fake_google)] == [429, 200]
    assert len(live_events(fake_google, "meeting with Dana")) == 1
    assert replies(turn) == [ADDED]
    operation = ExecutedOperation.objects.get(trace_id=turn.trace_id)
    assert operation.ok is True and operation.completed_at is not None


def test_a_revoked_grant_answers_with_a_connect_link_and_stops_asking_google(thread, fake_google, workers):
    accounts.store_authorized_user(thread.user_id, fake_google.user_info(expired=True))
    fake_google.invalid_grant = True
    message = send(thread, BOOK)

    workers.start()
    drain(thread)
    wait_for(lambda: finished(message), 60, "the turn to finish", workers)

    turn = turn_of(message)
    link = f"{django_settings.MEMO_PUBLIC_URL}/google/connect/"
    (reply,) = replies(turn)
    assert link in reply
    # Besides the reply, one notice that the account needs reconnecting, not one per attempt.
    notices = OutboundMessage.objects.filter(thread=thread, kind=OutboundMessage.Kind.PROACTIVE)
    assert [link in text for text in notices.values_list("text", flat=True)] == [True]
    account = GoogleAccount.objects.get(user_id=thread.user_id)
    assert account.status == GoogleAccount.Status.BROKEN and account.broken_at is not None
    # Google was asked for a token once or twice, never in a loop of retries, and no event was attempted.
    assert 1 <= len(fake_google.token_requests()) <= 2
    assert inserts(fake_google) == [] and live_events(fake_google, "meeting with Dana") == []
    stages = list(StageRun.objects.filter(turn=turn).values_list("stage", flat=True))
    assert "executor" in stages and len(stages) == len(set(stages))  # no stage was retried


DRAFT_SEND = "/gmail/v1/users/me/drafts/send"


def test_worker_killed_after_gmail_sent_the_mail_sends_it_once(thread, fake_google, workers):
    from tests.support.fake_google import CALENDAR_SCOPE, GMAIL_SCOPE

    accounts.store_authorized_user(thread.user_id, fake_google.user_info(scopes=[CALENDAR_SCOPE, GMAIL_SCOPE]))
    asked = send(thread, "send an email to dana@example.com saying the contract is signed")
    first = workers.start(GOOGLE_TIMEOUT_SECONDS="90")  # the held answer is not given up on before the kill
    drain(thread)
    wait_for(lambda: (t := turn_of(asked)) is not None and t.status == Turn.Status.PAUSED, 60,
             "the approval question", workers)
    turn = turn_of(asked)
    question = OutboundMessage.objects.filter(thread=thread).order_by("id").values_list("text", flat=True).last()
    assert "dana@example.com" in question and fake_google.gmail.sent_mail() == []

    # The send is applied at once but answered only after a minute: the worker is killed while it waits.
    fake_google.hold_after(60, path=DRAFT_SEND, method="POST")
    send(thread, "yes")
    drain(thread)
    wait_for(lambda: [r for r in fake_google.gmail.gmail_requests() if r.path == DRAFT_SEND and r.status == 200],
             60, "Gmail to send the mail", workers)
    kill_group(first)
    claimed = ExecutedOperation.objects.get(trace_id=turn.trace_id)
    assert claimed.capability == "gmail" and claimed.completed_at is None  # sent at Google, not recorded
    assert claimed.result["progress"]["draftId"]  # the draft it was sending is noted
    assert len(fake_google.gmail.sent_mail()) == 1

    workers.start()
    wait_for(lambda: Thread.objects.filter(pk=thread.pk, lease_expires_at__lt=timezone.now()).exists(), 30,
             "the dead worker's lease to run out", workers)
    services.recover(dispatcher=CeleryDispatcher(QUEUE))
    wait_for(lambda: turn_of(asked).status == Turn.Status.COMPLETED and not OutboundMessage.objects.filter(
        thread=thread, status__in=UNSENT).exists(), 60, "the taken-over turn to finish", workers)

    (mail,) = fake_google.gmail.sent_mail()  # the second run sent the same draft: Gmail said it was gone
    assert mail["To"] == "dana@example.com"
    sends = [r.status for r in fake_google.gmail.gmail_requests() if r.path == DRAFT_SEND]
    assert sends == [200, 404]
    assert fake_google.gmail.drafts() == []
    last = OutboundMessage.objects.filter(thread=thread).order_by("id").values_list("text", flat=True).last()
    assert last.startswith("Sent to dana@example.com")
    operation = ExecutedOperation.objects.get(trace_id=turn.trace_id)
    assert operation.completed_at is not None and operation.ok is True
