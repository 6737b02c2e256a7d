"""The support commands end to end: `google_connect` stores a user's credentials, then `manage.py chat
--script --json` keeps their calendar in English and Hebrew, each a real subprocess with its own worker.

Google is the local fake; the subprocesses reach it through GOOGLE_API_ENDPOINT and the OAuth URIs, as
a deployment reaches Google.
"""

from __future__ import annotations

import json
import os

import pytest
from django.conf import settings

from memo.conversations.models import User
from tests.conversations.test_commands import INTEGRATION_VARS, json_lines, manage
from tests.support import fake_google

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def google_env(key, tmp_path):
    """The fake Google, and the environment of a `manage.py` subprocess on this test database pointed at it."""
    with fake_google.running_fake_google() as fake:
        env = {**os.environ, **dict.fromkeys(INTEGRATION_VARS, ""),
               "MEMO_DB_NAME": settings.DATABASES["default"]["NAME"],
               "MEMO_TASK_QUEUE": f"{settings.CELERY_TASK_DEFAULT_QUEUE}-calendar-scripts",
               "GOOGLE_CLIENT_ID": fake_google.CLIENT_ID, "GOOGLE_CLIENT_SECRET": fake_google.CLIENT_SECRET,
               "GOOGLE_API_ENDPOINT": fake.url, "GOOGLE_OAUTH_TOKEN_URI": fake.url + "/token",
               "GOOGLE_OAUTH_REVOKE_URI": fake.url + "/revoke", "GOOGLE_BACKOFF_SECONDS": "0.01",
               "FIELD_ENCRYPTION_KEY": key, "MEMO_PUBLIC_URL": "https://memo.example.com"}
        if settings.EMBEDDED_POSTGRES:
            env.pop("DATABASE_URL", None)
        else:
            env["DATABASE_URL"] = env["DATABASE_URL"].rsplit("/", 1)[0] + "/" + settings.DATABASES["default"]["NAME"]
        yield fake, env


def connect_and_chat(tmp_path, env: dict[str, str], fake, phone: str, lines: list[str]) -> list[dict]:
    User.objects.create(phone=phone)
    credentials = tmp_path / f"{phone.strip('+')}.json"
    credentials.write_text(json.dumps(fake.user_info()), encoding="utf-8")
    connected = manage("google_connect", "--phone", phone, "--credentials", str(credentials), env=env)
    assert connected.returncode == 0, connected.stderr
    script = tmp_path / f"{phone.strip('+')}.txt"
    script.write_text("\n".join(lines) + "\n", encoding="utf-8")
    result = manage("chat", "--phone", phone, "--now", "2026-11-22T09:00", "--tz", "Asia/Jerusalem",
                    "--script", str(script), "--json", env=env)
    assert result.returncode == 0, result.stderr
    return json_lines(result.stdout)


def executed(row: dict) -> list[tuple[str, str, bool]]:
    return [(e["capability"], e["operation"], e["ok"]) for e in row["executed"]]


def live(fake) -> list[dict]:
    return [e for e in fake.calendars.get("primary", {}).values() if e.get("status") != "cancelled"]


def test_an_english_calendar_conversation_from_a_script(tmp_path, google_env):
    fake, env = google_env
    rows = connect_and_chat(tmp_path, env, fake, "+972501230001", [
        "book a meeting with Dana tomorrow at 3", "what do I have tomorrow?", "move the meeting with Dana to 5pm",
        "cancel the meeting with Dana", "yes"])
    booked, looked, moved, asked, cancelled = rows

    assert executed(booked) == [("calendar", "create", True)]
    assert booked["replies"] == ["Added to your calendar: meeting with Dana — Mon 23/11 15:00–16:00"]
    assert looked["replies"] == ["Your calendar on Mon 23/11:\n• meeting with Dana — 15:00–16:00"]
    assert moved["replies"] == ["Moved: meeting with Dana — Mon 23/11 17:00–18:00"]
    assert asked["hitl"]["kind"] == "approval" and asked["turn_status"] == "paused" and asked["executed"] == []
    assert executed(cancelled) == [("calendar", "delete", True)] and cancelled["turn_status"] == "completed"
    assert live(fake) == []


def test_a_hebrew_calendar_conversation_from_a_script(tmp_path, google_env):
    fake, env = google_env
    rows = connect_and_chat(tmp_path, env, fake, "+972501230002", [
        "קבע לי פגישה עם אבי ביום רביעי באחת עשרה", "מה יש לי ביום רביעי?", "תבטל את הפגישה עם אבי", "כן"])
    booked, looked, asked, cancelled = rows

    assert booked["replies"] == ["הוספתי ליומן: פגישה עם אבי — יום רביעי 25/11 11:00–12:00"]
    assert looked["replies"] == ["ביומן שלך ביום רביעי 25/11:\n• פגישה עם אבי — 11:00–12:00"]
    assert asked["hitl"]["kind"] == "approval"
    assert executed(cancelled) == [("calendar", "delete", True)]
    assert cancelled["replies"] == ["מחקתי מהיומן: פגישה עם אבי — יום רביעי 25/11 11:00–12:00"]
    assert live(fake) == []
