"""Wording found wrong in QA conversations: move targets and item counts, in both languages."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memo.reminders import humanize

NOW = datetime(2026, 11, 22, 9, 0, tzinfo=ZoneInfo("Asia/Jerusalem"))  # a Sunday


@pytest.mark.parametrize(("due", "lang", "text"), [
    (datetime(2026, 11, 24, 10, 0, tzinfo=NOW.tzinfo), "he", "יום שלישי ב-10:00"),  # "ל" + this: "ליום שלישי"
    (datetime(2026, 11, 23, 10, 0, tzinfo=NOW.tzinfo), "he", "מחר ב-10:00"),
    (datetime(2027, 1, 5, 10, 0, tzinfo=NOW.tzinfo), "he", "5/1 ב-10:00"),
    (datetime(2026, 11, 27, 8, 0, tzinfo=NOW.tzinfo), "en", "Friday at 08:00"),  # "to Friday", not "to on Friday"
    (datetime(2026, 11, 22, 18, 0, tzinfo=NOW.tzinfo), "en", "today at 18:00"),
])
def test_move_target_reads_naturally(due: datetime, lang: str, text: str) -> None:
    assert humanize.to_when(due, NOW, lang).endswith(text)
    assert not humanize.to_when(due, NOW, lang).startswith(("ב", "on "))


@pytest.mark.worker
def test_moved_reply_and_single_item_count(chat) -> None:
    c = chat()
    c.line("תזכיר לי מחר ב-10 לאסוף חבילה")
    assert "ליום שלישי ב-10:00" in c.line("תעביר את זה ליום שלישי")["replies"][0]
    c.line("remind me tomorrow at 9 to water the plants")
    assert "to Friday at 09:00" in c.line("move it to friday")["replies"][0]
    assert "(1 item now)" in c.line("add eggs to my shopping list")["replies"][0]
    assert "(2 items now)" in c.line("add milk to my shopping list")["replies"][0]
