"""Settings changed from chat: the rules grammar (memo/planning/rules/settings.py) and the meta handler."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memo.conversations.models import User
from memo.planning.rules import understand
from memo.planning.rules.base import RuleContext
from memo.planning.rules.settings import find_zone, parse_hour

NOW = datetime(2026, 11, 22, 9, 0, tzinfo=ZoneInfo("Asia/Jerusalem"))


def read(text: str):
    return understand(RuleContext(raw=text, now=NOW))


@pytest.mark.parametrize(("text", "zone"), [
    ("change my timezone to London", "Europe/London"),
    ("Set my time zone to Europe/Paris please", "Europe/Paris"),
    ("my timezone is New York", "America/New_York"),
    ("switch my tz to tokyo", "Asia/Tokyo"),
    ("use Berlin time", "Europe/Berlin"),
    ("I'm in Sydney now", "Australia/Sydney"),
    ("change my timezone to Israel", "Asia/Jerusalem"),
    ("שנה את אזור הזמן ללונדון", "Europe/London"),
    ("תשני את אזור הזמן שלי לניו יורק", "America/New_York"),
    ("אזור הזמן שלי פריז", "Europe/Paris"),
    ("עברתי לברלין", "Europe/Berlin"),
])
def test_timezone_changes_are_understood_in_both_languages(text, zone):
    intent = read(text)
    assert (intent.capability, intent.action, intent.intent_type) == ("meta", "update_settings", "meta")
    assert intent.args == {"operation": "update_settings", "timezone": zone}
    assert intent.confidence >= 0.85


def test_an_unknown_place_is_passed_on_not_guessed():
    assert read("change my timezone to Narnia").args == {"operation": "update_settings", "timezoneQuery": "Narnia"}


def test_a_sentence_that_only_looks_like_a_place_is_left_alone():
    intent = read("I'm in a meeting")
    assert intent is None or intent.action != "update_settings"


@pytest.mark.parametrize(("text", "hour"), [
    ("send the morning brief at 7", 7),
    ("morning brief at 8pm", 20),
    ("set my morning summary to 9", 9),
    ("תשלחי לי סיכום בוקר ב-7", 7),
    ("תקבע את סיכום הבוקר בשמונה", 8),
    ("סיכום בוקר בשעה 6", 6),
])
def test_the_morning_brief_hour_is_understood_as_written(text, hour):
    assert read(text).args == {"operation": "update_settings", "morningBriefHour": hour}


def test_a_brief_at_half_past_is_asked_about_never_rounded():
    """The brief goes out on the hour: 6:30 is neither 6 nor 7, so Memo asks which whole hour."""
    intent = read("send me the morning briefing at 6:30am")
    assert intent.args.get("morningBriefHour") is None and intent.args.get("ask") == "morningBriefHour"


@pytest.mark.parametrize("text", ["stop the morning brief", "no more morning briefs", "בטל את סיכום הבוקר",
                                  "תפסיקי לשלוח לי סיכום בוקר"])
def test_the_morning_brief_can_be_turned_off(text):
    assert read(text).args == {"operation": "update_settings", "morningBriefHour": None}


def test_a_reminder_that_mentions_the_morning_summary_stays_a_reminder():
    assert read("remind me at 7 to read the morning summary").capability == "database"


def test_zone_and_hour_helpers():
    assert find_zone("ניו יורק") == "America/New_York"
    assert find_zone("los angeles time") == "America/Los_Angeles"
    assert find_zone("Mordor") is None
    assert (parse_hour("at 7"), parse_hour("7 pm"), parse_hour("בשבע בערב"), parse_hour("12am")) == (7, 19, 19, 0)
    assert parse_hour("to Dana") is None


@pytest.mark.worker
def test_changing_the_timezone_from_chat_updates_the_user_and_answers(chat):
    conversation = chat(phone="+972501112299")

    line = conversation.line("change my timezone to London")

    assert line["replies"] == ["Done — your timezone is now Europe/London (it's 07:00 there)."]
    assert User.objects.get(phone="+972501112299").timezone == "Europe/London"


@pytest.mark.worker
def test_the_morning_brief_hour_is_set_and_cleared_from_chat_in_hebrew(chat):
    conversation = chat(phone="+972501112298")

    line = conversation.line("תשלחי לי סיכום בוקר ב-7")
    assert line["replies"] == ["אשלח לך סיכום בוקר ב-07:00 (Asia/Jerusalem) בימים שיש בהם משהו ברשימה."]
    assert User.objects.get(phone="+972501112298").morning_brief_hour == 7

    conversation.line("בטל את סיכום הבוקר")
    assert User.objects.get(phone="+972501112298").morning_brief_hour is None


@pytest.mark.worker
def test_an_unknown_place_is_answered_without_changing_anything(chat):
    conversation = chat(phone="+972501112297")

    line = conversation.line("change my timezone to Narnia")

    assert "I don't know which timezone \"Narnia\" is in" in line["replies"][0]
    assert User.objects.get(phone="+972501112297").timezone == "Asia/Jerusalem"


@pytest.mark.worker
def test_a_question_about_the_settings_is_answered_with_the_users_own(chat):
    conversation = chat(phone="+972501112296")
    conversation.line("send the morning brief at 8")

    reply = conversation.line("what time do you send the morning brief")["replies"][0]

    assert "Morning brief: 08:00" in reply and "Asia/Jerusalem" in reply, reply
    conversation.line("stop the morning brief")
    reply = conversation.line("איך משנים את אזור הזמן")["replies"][0]
    assert "סיכום בוקר: כבוי" in reply and "שנה את אזור הזמן ללונדון" in reply, reply
