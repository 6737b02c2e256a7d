"""Questions about how Memo behaves (meta_workings.py), kept facts asked for (notes_asked_kept.py), a place fact
moved to another room (notes_moved.py) and "put in memory" as a lead to keep a fact (notes_told_to_keep.py)."""

from __future__ import annotations

import pytest

from tests.planning.reading import not_read_as, reads_as


@pytest.mark.parametrize("text", [
    "when I'm travelling, do your reminders go by local time or israel time?",
    "will the reminders work by israel time or local time?",
    "can you set reminders in a different time zone?",
    "את יכולה לקבוע תזכורות לפי שעון של מדינה אחרת?",
    "can you check my emails or only send them?",
    "את יכולה לראות את המיילים שלי או רק לשלוח?",
    "can you scan emails from the airline and put the flights in my calendar on your own?",
    "את יכולה לעבור על המיילים מהבנק ולהכניס את התשלומים ליומן בעצמך?",
    "if I give you my locker code, will you remember it next month?",
    "אם אספר לך את מספר החדר, את עדיין תזכרי אותו בעוד שבוע?",
    "how do the reminders that keep coming back every few minutes work?",
    "איך עובדים הנודניקים שחוזרים כל כמה דקות?",
])
def test_how_memo_behaves(text: str) -> None:
    reads_as(text, "meta", "describe")


@pytest.mark.parametrize("text", [
    "can you read me my emails?",
    "remind me at 9 London time to call dana",
    "can you remind me tomorrow at 5 to call mom?",
])
def test_requests_stay_requests(text: str) -> None:
    not_read_as(text, "meta")


@pytest.mark.parametrize("text, query", [
    ("which gate do we depart from to Rome?", "gate"),
    ("מאיזה טרמינל אנחנו טסים לפריז?", "טרמינל"),
    ("מה הטלפון של בעל הדירה ששמרתי", "בעל הדירה"),
    ("what's the door code i saved?", "door code"),
    ("when are dr katz's office hours?", "office hours"),
    ("מתי שעות הקבלה של פרופ' לוי?", "שעות הקבלה"),
])
def test_kept_fact_asked(text: str, query: str) -> None:
    intent = reads_as(text, "second-brain", "search")
    assert query.casefold() in intent.args["query"].casefold()


@pytest.mark.parametrize("text", ["what's in my calendar tomorrow?", "when is my flight to rome?", "מה יש לי מחר"])
def test_schedule_questions_stay_calendar(text: str) -> None:
    not_read_as(text, "second-brain")


@pytest.mark.parametrize("text", [
    "update: the stats exam moved to room 12, not 8",
    "תעדכני: המבחן בלינארית עבר לאולם 3 ולא 5",
])
def test_room_moved_updates_note(text: str) -> None:
    reads_as(text, "second-brain", "update")


def test_meeting_room_is_not_a_note_update() -> None:
    not_read_as("update: the meeting moved to room 5", "second-brain")


@pytest.mark.parametrize("text, kept", [
    ("שימי בזיכרון את מספר ההזמנה AB123 של המלון", "AB123"),
    ("תשים בזכרון שהקוד של הלוקר הוא 4411", "4411"),
])
def test_put_in_memory_keeps(text: str, kept: str) -> None:
    assert kept in reads_as(text, "second-brain", "store").args["text"]


def test_put_in_calendar_stays_calendar() -> None:
    reads_as("שימי לי ביומן פגישה מחר ב5", "calendar", "create")
