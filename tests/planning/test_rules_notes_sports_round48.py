"""Sports records, kit sizes, allergies of a group, contacts with an email, a closing "so I don't forget", and "what is
a nudge".

Shapes covered: a personal record told or changed is a fact to keep, its time ("22:40") a race's length and never an
hour (notes_records.py), and a number with a distance or weight unit after "ב" is no hour (timeexpr NOT_UNIT,
calendar_list counts); the size of a player's jersey or cleats is asked of the notes (notes_recall.py); "which of the
kids is allergic to anything" (notes_allergies.py); a role, a name and an email address is a contact to keep
(notes_contact.py); a task followed by "so i don't forget" / "שלא אשכח" keeps its words whole (tasks.py,
task_purpose.py); "what's a nudge" asks about Memo (meta_workings.py).
"""

from __future__ import annotations

import pytest

from memo.planning.timeexpr import parse_time_expression
from tests.planning.reading import NOW, not_acted, not_read_as, plan, reads_as


@pytest.mark.parametrize("text, held", [
    ("my 10k PB is 47:15", "47:15"),
    ("my half marathon PR is 1:49:02", "1:49:02"),
    ("new personal best in the 5k: 21:58", "21:58"),
    ("my squat PR is 120kg as of this week", "120kg"),
    ("השיא שלי בסקוואט 110 קילו נכון לעכשיו", "110"),
    ("השיא האישי שלי במרתון הוא 3:41:20", "3:41:20"),
    ("שיא חדש ב-10 ק\"מ: 45:30", "45:30"),
])
def test_record_told_is_kept(text: str, held: str) -> None:
    intent = reads_as(text, "second-brain", "store")
    assert held in intent.args["text"]


@pytest.mark.parametrize("text", ["תרשמי שהשיא שלי ב3 קמ הוא 13:20", "תרשום שהזמן שלי ב5 ק״מ הוא 23:05"])
def test_record_with_distance_after_b_is_no_event(text: str) -> None:
    intent = reads_as(text, "second-brain", "store")
    assert ":" in intent.args["text"]


@pytest.mark.parametrize("text, value", [
    ("update my half marathon PR, its 1:48:40 now", "1:48:40"),
    ("update my 5k PB to 21:30", "21:30"),
    ("עדכני את השיא שלי ב5 קמ ל-21:30", "21:30"),
    ("תעדכן את השיא שלי בדדליפט, עכשיו 150 קילו", "150"),
])
def test_record_changed_is_an_update(text: str, value: str) -> None:
    intent = reads_as(text, "second-brain", "update")
    assert value in intent.args["text"]


@pytest.mark.parametrize("text", ["ב5 קמ", "at 5 km", "ב-100 קילו", "at 3 miles"])
def test_distance_or_weight_after_a_number_is_no_hour(text: str) -> None:
    tm = parse_time_expression(text, NOW)
    assert tm is None or tm.when is None or tm.when.hour not in (3, 5, 15, 17)


@pytest.mark.parametrize("text", ["my meeting with Dana is at 21:40", "פגישה עם דנה מחר ב5"])
def test_clock_times_stay_events(text: str) -> None:
    reads_as(text, "calendar", "create")


@pytest.mark.parametrize("text", ["my best time to call is 9:00", "what is my 5k PR?"])
def test_not_a_record_told(text: str) -> None:
    intent = plan(text)
    assert intent is None or intent.args.get("operation") != "store", (text, intent and intent.decided_by)


@pytest.mark.parametrize("text", ["what size cleats does Itai wear", "which jersey size does my daughter wear",
                                  "what size uniform do the kids wear"])
def test_kit_size_is_asked_of_the_notes(text: str) -> None:
    reads_as(text, "second-brain", "search")


@pytest.mark.parametrize("text", ["what size jersey do pros wear"])
def test_kit_size_of_people_in_general_is_not_the_notes(text: str) -> None:
    not_read_as(text, "second-brain")


@pytest.mark.parametrize("text", ["מי מהמשפחה אלרגית למשהו?", "האם מישהו בבית אלרגי למשהו",
                                  "which of the kids has allergies?", "does anyone in the family have allergies"])
def test_allergies_of_a_group_asked(text: str) -> None:
    intent = reads_as(text, "second-brain", "search")
    assert "allerg" in intent.args["query"] or "אלרג" in intent.args["query"]


def test_allergy_of_people_in_general_is_not_the_notes() -> None:
    not_read_as("who is allergic to something", "second-brain")


@pytest.mark.parametrize("text", ["the league coordinator is Dana, dana.l@walla.co.il",
                                  "our accountant is Rina, her email is rina@cpa.co.il",
                                  "האחראי בעמותה זה משה, moshe@gmail.com"])
def test_contact_with_email_is_kept(text: str) -> None:
    reads_as(text, "second-brain", "store")


@pytest.mark.parametrize("text", ["email dana.l@walla.co.il that the game moved",
                                  "the ref is Moshe, send him an email at moshe@gmail.com"])
def test_email_to_send_is_not_a_contact(text: str) -> None:
    not_read_as(text, "second-brain")


@pytest.mark.parametrize("text, words", [
    ("renew the car insurance so i dont forget", "renew the car insurance"),
    ("לחדש את הביטוח של הרכב שלא אשכח", "לחדש את הביטוח של הרכב"),
    ("book the vet so i don't forget", "book the vet"),
])
def test_closing_so_i_dont_forget_keeps_the_task_whole(text: str, words: str) -> None:
    intent = plan(text)
    assert intent is not None and intent.capability == "database", (text, intent and intent.decided_by)
    assert intent.args["text"] == words


def test_request_for_another_tool_before_the_reason_is_asked() -> None:
    not_acted("תוסיפי את זה לרשימה, שלא אשכח אחר כך")


def test_closing_reason_after_a_timed_task() -> None:
    intent = reads_as("call the garage tomorrow at 11 so i dont forget", "database", "create")
    assert intent.args["text"] == "call the garage"


def test_kept_detail_with_closing_reason_is_still_a_note() -> None:
    reads_as("the locker code is 2291 so i dont forget", "second-brain", "store")


@pytest.mark.parametrize("text", ["what's a nudge?", "what does nudge mean", "what are nudges"])
def test_what_is_a_nudge_asks_about_memo(text: str) -> None:
    intent = plan(text)
    assert intent is not None and intent.capability == "meta", (text, intent and intent.decided_by)


def test_my_nudges_are_still_the_tasks() -> None:
    reads_as("what are my nudges", "database", "getAll")
