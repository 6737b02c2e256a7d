"""The second brain through the real pipeline (console conversation, Celery worker, PostgreSQL + pgvector)."""

from __future__ import annotations

import pytest

from memo.conversations.models import User
from memo.notes.models import Note, NoteChunk
from tests.notes.conftest import said

pytestmark = pytest.mark.worker


def ops(out):
    return [(e["capability"], e["operation"], e["ok"]) for e in out["executed"]]


def test_remembered_gate_code_is_found_by_a_later_question(chat):
    c = chat()
    saved = c.line("remember that the gate code is 4821")
    assert ops(saved) == [("second-brain", "store", True)]
    assert "Saved" in said(saved) and "the gate code is 4821" in said(saved)
    found = c.line("what's the gate code?")
    assert ops(found) == [("second-brain", "search", True)]
    assert "4821" in said(found)
    assert not any(ch.isdigit() for ch in said(found).replace("4821", ""))  # no ids, no scores


def test_hebrew_note_is_found_by_a_hebrew_question_and_answered_in_hebrew(chat):
    c = chat()
    saved = c.line("תזכרי שהקוד של הלוקר בחדר כושר הוא 1234")
    assert "שמרתי" in said(saved)
    found = c.line("מה הקוד של הלוקר?")
    assert "1234" in said(found) and "מהפתקים שלך" in said(found)


def test_english_note_is_found_by_a_hebrew_question_and_the_reverse(chat):
    c = chat()
    c.line("remember that my wifi password is sunflower22")
    c.line("תזכרי שהמשקפיים הספייר נמצאים במגירה העליונה בשידה")
    assert "sunflower22" in said(c.line("מה הסיסמה של הוויפיי?"))
    assert "במגירה העליונה" in said(c.line("where are my spare glasses?"))


def test_duplicate_note_is_not_stored_twice_and_the_user_is_told(chat):
    c = chat()
    c.line("remember that the gate code is 4821")
    again = c.line("Remember that the gate code is 4821.")
    assert "already saved" in said(again)
    assert Note.objects.count() == 1


def test_search_with_no_notes_says_there_are_none(chat):
    out = chat().line("what's the gate code?")
    assert ops(out) == [("second-brain", "search", True)]
    assert "haven't saved any notes" in said(out)


def test_unrelated_question_is_not_answered_with_the_nearest_note(chat):
    c = chat()
    c.line("remember that the gate code is 4821")
    out = c.line("what's my passport number?")
    assert said(out) == "I don't have anything saved about that."
    he = c.line("מה מספר הדרכון שלי?")
    assert said(he) == "אין לי שום דבר שמור על זה."


def test_another_users_notes_are_never_returned(chat):
    chat("+972501112233").line("remember that the gate code is 4821")
    other = chat("+972509998877")
    assert "haven't saved any notes" in said(other.line("what's the gate code?"))
    other.line("remember that my locker code is 777")
    out = other.line("what's the gate code?")
    assert "4821" not in said(out)


def test_empty_note_asks_what_to_keep_and_stores_the_answer(chat):
    c = chat()
    asked = c.line("remember that")
    assert asked["hitl"]["kind"] == "clarification" and not Note.objects.exists()
    out = c.line("the bike lock code is 505")
    assert ops(out) == [("second-brain", "store", True)]
    assert Note.objects.get().text == "the bike lock code is 505"


def test_twenty_thousand_character_note_is_chunked_and_still_found(chat):
    c = chat()
    c.wait_seconds = 180  # ~30 chunks to embed on a CPU shared with other tests: seconds, not milliseconds
    filler = " ".join(f"Section {i}: notes from the renovation meeting about tiles, paint and the budget."
                      for i in range(125))
    body = f"{filler} The plumber's emergency number is 052-7771234. {filler}"[:20_000]
    assert len(body) == 20_000
    saved = c.line(f"remember this: {body}")
    assert ops(saved) == [("second-brain", "store", True)]
    note = Note.objects.get()
    assert len(note.text) >= 19_990 and NoteChunk.objects.filter(note=note).count() > 20
    found = c.line("what did I save about the plumber's emergency number?")
    assert "052-7771234" in said(found)


def test_save_to_memory_answer_stores_the_unclear_message(chat):
    c = chat()
    asked = c.line("purple monkey dishwasher")
    assert asked["options"] == ["Save to memory"]
    out = c.line("Save to memory")
    assert ops(out) == [("second-brain", "store", True)]
    assert Note.objects.get().text == "purple monkey dishwasher"
    assert "purple monkey dishwasher" in said(c.line("what did I save about purple monkeys?"))


def test_forgetting_a_note_deletes_only_that_note(chat):
    c = chat()
    c.line("remember that the gate code is 4821")
    c.line("remember that my wifi password is sunflower22")
    asked = c.line("forget the note about the gate code")
    assert asked["hitl"]["kind"] == "approval" and Note.objects.count() == 2  # asked first: it cannot be undone
    out = c.line("yes")
    assert ops(out) == [("second-brain", "delete", True)] and "Deleted" in said(out)
    assert list(Note.objects.values_list("text", flat=True)) == ["my wifi password is sunflower22"]
    assert said(c.line("what's the gate code?")) == "I don't have anything saved about that."


def test_deleting_every_note_asks_first(chat):
    c = chat()
    c.line("remember that the gate code is 4821")
    asked = c.line("delete all my notes")
    assert asked["hitl"]["kind"] == "approval" and Note.objects.count() == 1
    done = c.line("yes")
    assert ops(done) == [("second-brain", "deleteAll", True)] and not Note.objects.exists()


def test_update_and_summarize_notes(chat):
    c = chat()
    c.line("remember that the flight to Rome booking reference is QZ7P2L")
    c.line("remember that the hotel in Rome is Santa Maria in Trastevere")
    updated = c.line("update the note about the hotel in Rome: the hotel in Rome is Hotel Raphael")
    assert ops(updated) == [("second-brain", "update", True)]
    summary = c.line("summarize my notes about Rome")
    assert ops(summary) == [("second-brain", "summarize", True)]
    assert "QZ7P2L" in said(summary) and "Hotel Raphael" in said(summary) and "Santa Maria" not in said(summary)


def test_correcting_one_detail_of_a_saved_recipe_keeps_the_recipe(chat):
    c = chat()
    c.line("remember my orange cake recipe: 3 eggs, 1 cup sugar, 1 cup oil, zest and juice of 2 oranges, 200g flour, "
           "1 tsp baking powder. bake at 180 degrees for 40 minutes, then cool on a rack before the icing")
    updated = c.line("update the orange cake recipe, it's 170 degrees not 180")
    assert ops(updated) == [("second-brain", "update", True)]
    (note,) = Note.objects.all()
    assert "bake at 170 degrees for 40 minutes" in note.text and "zest and juice of 2 oranges" in note.text
    assert "180" not in note.text


def test_what_can_you_do_mentions_notes(chat):
    out = chat().line("what can you do?")
    assert "Notes" in said(out)
    assert User.objects.count() == 1


def test_a_summary_from_the_llm_holds_no_transaction_while_it_waits(chat, settings, monkeypatch):
    """With an LLM configured the summary is the model's: the call runs outside any transaction (the tests
    make an outside call inside one fail), and its words reach the user."""
    from tests.support.fake_openai import configure, ok, running_fake_openai

    c = chat()
    c.line("remember that my Rome flight is QZ7P2L")
    with running_fake_openai() as fake:
        configure(settings, monkeypatch, fake)
        fake.script(ok({"summary": "Rome: flight QZ7P2L."}))
        summary = c.line("summarize my notes about Rome")

    assert ops(summary) == [("second-brain", "summarize", True)]
    assert "Rome: flight QZ7P2L." in said(summary) and len(fake.requests) == 1
