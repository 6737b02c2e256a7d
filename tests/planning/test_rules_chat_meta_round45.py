"""Questions about what Memo can do, everyday know-how, the kind of day told, and "too" in a change.

Shapes covered: whether Memo reminds someone besides the user ("... or only me?"), whether two people share one list
through it, whether it keeps a kind of thing (a bare plural), how to delete a whole list (meta_whose.py,
meta_howto.py); what stands in for a thing in cooking (general_knowhow.py); "today is a big cleaning day" told, not a
note to be reminded of (general_day_kind.py); "do that for next week too": one more at that time, not a move, so with
nothing it could point at, and even with a named reminder, Memo asks (task_amended.copied, task_words._TRAIL).
"""

from __future__ import annotations

import pytest

from tests.planning.reading import not_acted, not_read_as, not_taken_as, plan, planned, reads_as

LATEST = [{"capability": "database", "action": "created", "summary": "water the plants", "externalIds": ["task:7"],
           "when": None}]


@pytest.mark.parametrize("text", [
    "can you remind dana too or just me?",
    "could you remind my husband as well or only me?",
    "can you send reminders to other people or only to me?",
    "do you only remind me or can you remind others too?",
    "את יכולה להזכיר גם לבעלי או רק לי?",
    "אפשר להזכיר גם לאחותי או רק לי?",
])
def test_reminding_someone_else_is_asked_about_memo(text: str) -> None:
    reads_as(text, "meta", "describe")


@pytest.mark.parametrize("text", [
    "can my wife and i share one shopping list with you?",
    "can me and my brother use the same list?",
    "אני ובעלי יכולים להשתמש באותה רשימה?",
    "אני ודנה יכולים לשתף איתך את אותה רשימת קניות?",
    "אפשר שאני ואחותי נשתף רשימה אחת?",
])
def test_two_people_one_list_is_asked_about_memo(text: str) -> None:
    reads_as(text, "meta", "describe")


@pytest.mark.parametrize("text", [
    "can you store recipes for me?",
    "do you keep phone numbers?",
    "can u save passwords too?",
    "את יכולה לשמור לי מתכונים?",
    "אתה שומר גם תמונות?",
])
def test_keeping_a_kind_of_thing_is_asked_about_memo(text: str) -> None:
    reads_as(text, "meta", "describe")


@pytest.mark.parametrize("text", [
    "can you remind dana to bring the keys?",
    "can you save my passport number?",
    "can you keep the lasagna recipe for me?",
    "can you keep eggs?",
    "אני ודנה צריכים לקנות חלב",
])
def test_a_request_or_one_thing_is_not_asked_about_memo(text: str) -> None:
    not_read_as(text, "meta")


@pytest.mark.parametrize("text", [
    "how do i delete a whole list?",
    "how can i remove an entire list",
    "איך מוחקים רשימה שלמה",
    "איך אני מוחקת רשימת קניות שלמה?",
])
def test_how_to_delete_a_whole_list(text: str) -> None:
    reads_as(text, "meta", "describe")


@pytest.mark.parametrize("text", [
    "what can i use instead of butter in cookies",
    "what can you substitute for buttermilk?",
    "what else can i use in place of baking soda",
    "מה אפשר לשים במקום ביצים בעוגיות?",
    "במה אפשר להחליף חמאה",
])
def test_what_stands_in_for_a_thing_is_a_general_question(text: str) -> None:
    reads_as(text, "general", "respond")


@pytest.mark.parametrize("text", [
    "what can i use instead of reminders",
    "what can i use instead of my car tomorrow",
    "what can i use instead of eggs at 5pm",
])
def test_memo_things_own_things_and_times_are_no_cooking_question(text: str) -> None:
    not_read_as(text, "general")


@pytest.mark.parametrize("text", [
    "בוקר טוב היום יום כביסה ענק 😅",
    "מחר יום סידורים ארוך",
    "יום אריזות היום",
    "morning! today is a big laundry day",
    "tmrw's errands day lol",
    "big packing day today",
])
def test_the_kind_of_day_told_is_chat(text: str) -> None:
    reads_as(text, "general", "respond")


@pytest.mark.parametrize("text", [
    "מחר יום כביסה ב8",
    "היום יום הולדת לסבתא",
    "today big cleaning day remind me at 5",
])
def test_a_time_or_a_birthday_is_not_the_day_told(text: str) -> None:
    not_read_as(text, "general")


@pytest.mark.parametrize("text", [
    "תעשה את זה גם למחר",
    "תעשי את זה גם לשבוע הבא",
    "תמחקי את זה גם",
])
def test_that_too_with_nothing_to_point_at_asks(text: str) -> None:
    not_acted(text)


@pytest.mark.parametrize("text", [
    "תעשי את התזכורת של הביטוח גם ליום רביעי",
    "make the gym reminder for thursday too",
])
def test_a_change_to_a_new_time_too_is_asked_not_moved(text: str) -> None:
    intent = plan(text)
    assert intent is None or intent.confidence < 0.6 or intent.missing, (text, intent and intent.args)


def test_one_more_moved_names_the_latest_task() -> None:
    args = planned("תזיזי גם את זה למחר", "database", "update", LATEST)
    assert args.get("ids") == ["task:7"]


def test_deleting_that_too_deletes_the_latest_task() -> None:
    args = planned("delete that too", "database", "delete", LATEST)
    assert args.get("ids") == ["task:7"]


def test_moving_a_named_reminder_is_unchanged() -> None:
    assert planned("תזיזי את התזכורת של הביטוח למחר", "database", "update")["text"] == "הביטוח"
    not_taken_as("תעשי את התזכורת של הביטוח גם ליום רביעי", "database", "create")
