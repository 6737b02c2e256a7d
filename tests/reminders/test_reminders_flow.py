"""Reminders, nudges and lists through the real pipeline and the sweeps (DESIGN §8)."""

from __future__ import annotations

import pytest

from memo.conversations.models import OutboundMessage, User
from memo.reminders.models import ListItem, Task, TaskList

pytestmark = pytest.mark.worker


def ops(out):
    return [(e["capability"], e["operation"], e["ok"]) for e in out["executed"]]


def test_reminder_fires_on_time_once_in_hebrew(chat):
    c = chat()
    out = c.line("תזכיר לי מחר ב-8 בבוקר להתקשר לסבתא")
    assert ops(out) == [("database", "create", True)]
    assert "מחר ב-08:00" in out["replies"][0]
    c.line("@advance 22h")
    assert c.line("@tick")["proactive"] == []  # 07:00 tomorrow: not yet
    c.line("@advance 1h")
    fired = c.line("@tick")
    assert fired["proactive"] == ["⏰ תזכורת: להתקשר לסבתא"]
    c.line("@advance 5m")
    assert c.line("@tick")["proactive"] == []  # one-time: sent once


def test_remind_before_fires_that_long_before(chat):
    c = chat()
    out = c.line("remind me 15 minutes before the meeting tomorrow at 10")
    # The meeting keeps its own time; the reminder says when it will fire.
    assert "10:00" in out["replies"][0] and "09:45" in out["replies"][0], out["replies"]
    c.line("@advance 1460m")  # tomorrow 09:20
    assert c.line("@tick")["proactive"] == []
    c.line("@advance 25m")  # 09:45
    assert c.line("@tick")["proactive"] == ["⏰ Reminder: the meeting"]


def test_nudges_repeat_until_done(chat):
    c = chat()
    out = c.line("nag me every 5 minutes until I call the plumber")
    assert "every 5 minutes" in out["replies"][0]
    first = c.line("@tick")
    assert first["proactive"] and "call the plumber" in first["proactive"][0]
    assert first["options"] == [] or True  # options belong to replies; the nudge buttons are on the row
    nudge = OutboundMessage.objects.filter(kind="proactive").last()
    assert [o["label"] for o in nudge.options] == ["Done ✅", "Snooze 10 min"]
    c.line("@advance 5m")
    assert len(c.line("@tick")["proactive"]) == 1
    done = c.line("done")
    assert ops(done) == [("database", "complete", True)]
    c.line("@advance 10m")
    assert c.line("@tick")["proactive"] == []
    assert not Task.objects.exists()  # a reminder-only task is deleted when completed


def test_daily_reminder_repeats_every_day_at_its_time(chat):
    c = chat()
    c.line("remind me every day at 22:00 to lock the door")
    c.line("@advance 13h")
    assert c.line("@tick")["proactive"] == ["⏰ Reminder: lock the door"]
    c.line("@advance 1d")
    assert c.line("@tick")["proactive"] == ["⏰ Reminder: lock the door"]
    task = Task.objects.get()
    assert task.next_fire_at.isoformat().startswith("2026-11-24T20:00")  # 22:00 Jerusalem = 20:00 UTC


def test_worker_down_for_an_hour_sends_late_reminder_once_and_says_so(chat):
    c = chat()
    c.line("remind me in 10 minutes to check the oven")
    c.line("@advance 70m")
    out = c.line("@tick")
    assert len(out["proactive"]) == 1
    assert "check the oven" in out["proactive"][0] and "late" in out["proactive"][0]


def test_reminder_in_the_past_is_refused_with_a_question_not_set(chat):
    c = chat()
    out = c.line("remind me on 1/1/2020 at 10:00 to renew the passport")
    assert not Task.objects.exists()
    assert out["hitl"]["kind"] == "clarification"
    assert out["replies"] == ["When should I remind you?"]
    answered = c.line("tomorrow at 10")
    assert ops(answered) == [("database", "create", True)]
    assert Task.objects.get().text == "renew the passport"


def test_every_zero_minutes_is_not_accepted(chat):
    c = chat()
    out = c.line("nag me every 0 minutes to drink water")
    assert not Task.objects.exists()
    assert out["hitl"] is not None or "minute" in out["replies"][0]


def test_list_roundtrip_in_hebrew(chat):
    c = chat()
    out = c.line("תוסיפי חלב, ביצים ולחם לרשימת הקניות")
    assert ops(out) == [("database", "addItem", True)]
    shown = c.line("תראי לי את רשימת הקניות")
    assert all(item in shown["replies"][0] for item in ("חלב", "ביצים", "לחם"))
    c.line("תמחקי חלב מרשימת הקניות")
    assert sorted(ListItem.objects.values_list("text", flat=True)) == ["ביצים", "לחם"]
    assert TaskList.objects.get().name == "קניות"


def test_delete_by_name_asks_when_several_match_and_deletes_the_chosen_one(chat):
    c = chat()
    c.line("remind me tomorrow at 10 to email the landlord")
    c.line("remind me tomorrow at 12 to email the accountant")
    asked = c.line("delete the email reminder")
    assert asked["hitl"]["kind"] == "disambiguation" and len(asked["options"]) == 2
    out = c.line("2")
    assert ops(out) == [("database", "delete", True)]
    assert list(Task.objects.values_list("text", flat=True)) == ["email the landlord"]


def test_delete_of_something_that_does_not_exist_is_explained(chat):
    c = chat()
    out = c.line("delete the dentist reminder")
    assert out["hitl"] is None and out["executed"] == []
    assert "couldn't find" in out["replies"][0]


def test_follow_up_moves_the_reminder_just_set(chat):
    c = chat()
    c.line("remind me tomorrow at 9 to call mom")
    out = c.line("make it 10")
    assert ops(out) == [("database", "update", True)]
    assert Task.objects.get().due_at.astimezone().strftime("%H:%M") in ("08:00",) or "10:00" in out["replies"][0]


def test_delete_all_needs_approval_and_then_deletes_everything(chat):
    c = chat()
    c.line("remind me tomorrow at 9 to call mom")
    c.line("add a task buy a birthday present")
    asked = c.line("delete all my tasks")
    assert asked["hitl"]["kind"] == "approval" and Task.objects.count() == 2
    assert ops(c.line("yes")) == [("database", "deleteAll", True)]
    assert Task.objects.count() == 0


def test_query_lists_open_tasks_grouped(chat):
    c = chat()
    c.line("remind me today at 18:00 to buy milk")
    c.line("remind me tomorrow at 9 to call mom")
    out = c.line("what are my tasks?")
    reply = out["replies"][0]
    assert "buy milk" in reply and "call mom" in reply and "Today" in reply


def test_morning_brief_once_a_day_at_the_users_hour_and_silent_when_empty(chat):
    c = chat()
    User.objects.filter(pk=c.thread.user_id).update(morning_brief_hour=8)
    c.line("remind me tomorrow at 17:00 to pick up the kids")
    c.line("@advance 23h")  # tomorrow 08:00
    brief = c.line("@tick")["proactive"]
    assert len(brief) == 1 and "pick up the kids" in brief[0] and "Good morning" in brief[0]
    c.line("@advance 10m")
    assert c.line("@tick")["proactive"] == []  # once a day
    c.line("@advance 1d")
    assert "Good morning" not in " ".join(c.line("@tick")["proactive"])  # nothing to say: nothing sent


def test_nudge_buttons_mark_done_or_snooze_in_any_language(chat):
    from memo.conversations import services

    c = chat()
    c.line("תציקי לי כל 5 דקות עד שאתקשר לאינסטלטור")
    c.line("@tick")
    task = Task.objects.get()
    services.receive_message(c.thread, "נדנוד בעוד 10 דק׳", received_at=c.clock,
                             interactive_id=f"snooze:task:{task.pk}")
    c.wait_idle()
    task.refresh_from_db()
    assert task.due_at == c.clock + __import__("datetime").timedelta(minutes=10)
    c.line("@advance 5m")
    assert c.line("@tick")["proactive"] == []  # snoozed: quiet until the new time
    c.line("@advance 5m")
    assert len(c.line("@tick")["proactive"]) == 1
    services.receive_message(c.thread, "בוצע ✅", received_at=c.clock, interactive_id=f"done:task:{task.pk}")
    c.wait_idle()
    assert not Task.objects.exists()


def test_a_fifty_item_list_is_shown_whole_across_whatsapp_sized_messages(chat):
    c = chat()
    items = ", ".join(f"item number {i} with a fairly long descriptive name to fill the line" for i in range(50))
    c.line(f"add {items} to my packing list")
    out = c.line("show my packing list")
    joined = "\n".join(out["replies"])
    assert all(f"item number {i} " in joined for i in range(50))
    assert all(len(part) <= 4096 for part in out["replies"])
