"""A message longer than Memo reads at once, through the real pipeline: whole items or words are kept, no
fragment is ever stored, and the reply says plainly what was not taken; a long note is kept whole."""

from __future__ import annotations

import re

import pytest

from memo.notes.models import Note
from memo.reminders.models import ListItem, Task

pytestmark = pytest.mark.worker

ITEMS = [f"item{i}" for i in range(1, 1001)]
PROSE = " ".join(f"sentence number {i} about the renovation plan." for i in range(1, 400))


def said(out) -> str:
    return "\n".join(out["replies"])


def test_a_1000_item_list_stores_every_whole_item_up_to_the_cut_and_names_how_many_were_not_added(chat):
    out = chat().line("add to my shopping list: " + ", ".join(ITEMS))
    stored = list(ListItem.objects.order_by("position").values_list("text", flat=True))
    assert 500 < len(stored) < 1000
    assert stored == ITEMS[:len(stored)]  # the whole items, in order: no fragment of the next one
    assert f"the last {1000 - len(stored)} items weren't added — send them in another message" in said(out)
    assert "longer than the 6,000 characters I read at once" in said(out)


def test_a_long_hebrew_list_is_told_in_hebrew(chat):
    items = [f"פריט{i}" for i in range(1, 1001)]
    out = chat().line("תוסיפי לרשימת הקניות: " + ", ".join(items))
    stored = list(ListItem.objects.order_by("position").values_list("text", flat=True))
    assert stored == items[:len(stored)] and len(stored) < 1000
    assert f"{1000 - len(stored)} הפריטים האחרונים לא נוספו — שלחו אותם בהודעה נוספת" in said(out)


def test_a_long_task_keeps_whole_sentences_and_says_how_much_was_not_taken(chat):
    message = "remind me tomorrow at 9 to " + PROSE
    out = chat().line(message)
    task = Task.objects.get()
    assert PROSE.startswith(task.text + " ") and task.text.endswith("plan.")  # whole sentences, no fragment
    told = re.search(r"I took its first ([\d,]+) characters; the rest \(about ([\d,]+) characters\) wasn't taken "
                     r"— send it in another message\.", said(out))
    assert told, said(out)
    taken, left = (int(n.replace(",", "")) for n in told.groups())
    # What it says it took is what the task holds; the two add up to the message (give or take the spaces).
    assert abs(taken - len("remind me tomorrow at 9 to " + task.text)) <= 3
    assert abs(taken + left - len(message)) <= 3


def test_a_long_hebrew_task_is_told_in_hebrew(chat):
    prose = " ".join(f"משפט מספר {i} על תוכנית השיפוץ." for i in range(1, 400))
    out = chat().line("תזכיר לי מחר ב-9 " + prose)
    assert Task.objects.get().text.endswith(".")
    assert "לקחתי את" in said(out) and "לא נלקח — שלחו אותו בהודעה נוספת." in said(out)


def test_a_long_note_is_stored_whole_and_nothing_is_said_to_be_left(chat):
    out = chat().line("remember that " + PROSE)
    assert Note.objects.get().text == PROSE.rstrip(".")
    assert "Saved to your notes" in said(out) and "wasn't taken" not in said(out)


def test_a_long_message_saved_to_memory_is_stored_whole(chat):
    c = chat()
    asked = c.line(PROSE)  # no request in it: Memo asks, offering to save it
    assert "Save to memory" in asked["options"]
    out = c.line("Save to memory")
    assert Note.objects.get().text.startswith("sentence number 1 ") and len(Note.objects.get().text) >= len(PROSE) - 1
    assert "wasn't taken" not in said(out)
