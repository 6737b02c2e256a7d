"""Lists and mail asked the loose way (lists_said_loosely.py, gmail_asked_about.py, and the words they rely on).

Shapes covered: a list named with an adjective after it ("לרשימת הקניות הקבועה", "לרשימה החודשית"); a new list's
items after "with"/"עם"; a removal with its reason after it; a story before a list request; a list deleted because
its occasion was called off; a list to show named at length; a list named by the paperwork it is for ("לדרכון");
a purchase of garden supplies ticked; "the kids ..." keeping whose; a reply to someone named by role; "did X email
anything about Y"; a mail question with the sender's habit after it; "יש משהו מ-X במייל?"; "הגיע החשבון של X?";
a document named with how often it comes ("החשבונית החודשית").
"""

from __future__ import annotations

import pytest

from tests.planning.reading import not_acted, not_read_as, not_taken_as, planned, reads_as


@pytest.mark.parametrize("text, name, items", [
    ("תוסיפי לרשימת הקניות הקבועה שמן זית וסוכר", "קניות קבועה", ["שמן זית", "סוכר"]),
    ("תוסיפי לרשימת הסופר החודשית נייר טואלט", "סופר חודשית", ["נייר טואלט"]),
    ("תוסיפי אורז וביצים לרשימה החודשית", "חודשית", ["אורז", "ביצים"]),
    ("תוסיפי almond milk ועגבניות לרשימה השבועית", "שבועית", ["almond milk", "עגבניות"]),
])
def test_list_named_with_an_adjective(text: str, name: str, items: list[str]) -> None:
    args = planned(text, "database", "addItem")
    assert args["listName"] == name and args["items"] == items


def test_an_item_starting_with_lamed_stays_an_item() -> None:
    args = planned("תוסיפי לרשימת הקניות לחם", "database", "addItem")
    assert args["items"] == ["לחם"]


@pytest.mark.parametrize("text, name, items", [
    ("תפתחי רשימה חדשה מרפסת with seeds, compost, עציץ גדול", "מרפסת", ["seeds", "compost", "עציץ גדול"]),
    ("תפתחי רשימה חדשה קמפינג עם אוהל, שק שינה, פנס", "קמפינג", ["אוהל", "שק שינה", "פנס"]),
    ("we're finally moving!! 🎉 create a moving list: boxes, bubble wrap, tape", "moving",
     ["boxes", "bubble wrap", "tape"]),
    ("so excited, the beach is on. make me a beach list: towels, hats, the kids swimsuits", "beach",
     ["towels", "hats", "the kids swimsuits"]),
])
def test_new_list_with_items(text: str, name: str, items: list[str]) -> None:
    args = planned(text, "database", "create")
    assert args["listName"] == name and args["items"] == items


@pytest.mark.parametrize("text, item", [
    ("take aunt Rina off the guest list, she can't come", "aunt Rina"),
    ("remove Yossi from the invite list, he isn't coming", "Yossi"),
])
def test_removal_with_its_reason(text: str, item: str) -> None:
    args = planned(text, "database", "deleteItem")
    assert args["items"] == [item]


@pytest.mark.parametrize("text, name", [
    ("הטיול לאילת בוטל, תמחקי את הרשימה שלו", "טיול לאילת"),
    ("הארוחה של שישי בוטלה 🙁 תמחקי את הרשימה שלה", "ארוחה של שישי"),
])
def test_list_of_a_called_off_occasion_deleted(text: str, name: str) -> None:
    intent = reads_as(text, "database", "delete")
    assert intent.args["listName"] == name


def test_its_list_with_nothing_called_off_asks() -> None:
    not_acted("תמחקי את הרשימה שלה")


@pytest.mark.parametrize("text, name", [
    ("תראי לי את רשימת המוזמנים לבר מצווה של הבן שלי", "מוזמנים לבר מצווה של הבן"),
    ("תשלחי לי את רשימת הציוד לטיול השנתי של השכבה", "ציוד לטיול השנתי של השכבה"),
])
def test_list_shown_named_at_length(text: str, name: str) -> None:
    assert planned(text, "database", "get")["listName"] == name


def test_show_then_another_request_is_no_name() -> None:
    not_taken_as("תראי לי את רשימת הקניות תמחקי את החלב ואת הביצים", "database", "get")


@pytest.mark.parametrize("text, name, items", [
    ("תוסיפי לרשימת המסמכים לדרכון תמונת פספורט", "מסמכים לדרכון", ["תמונת פספורט"]),
    ("תוסיפי לרשימת המסמכים למשכנתא תלושי שכר", "מסמכים למשכנתא", ["תלושי שכר"]),
])
def test_list_named_by_its_paperwork(text: str, name: str, items: list[str]) -> None:
    args = planned(text, "database", "addItem")
    assert args["listName"] == name and args["items"] == items


@pytest.mark.parametrize("text, items", [
    ("picked up the fertilizer and the seedlings", ["fertilizer", "seedlings"]),
    ("got the compost", ["compost"]),
])
def test_garden_supplies_ticked(text: str, items: list[str]) -> None:
    assert planned(text, "database", "toggleItem")["items"] == items


@pytest.mark.parametrize("text", ["got the kids", "got the tickets"])
def test_got_something_else_is_no_tick(text: str) -> None:
    not_taken_as(text, "database", "toggleItem")


@pytest.mark.parametrize("text, sender", [
    ("reply to the school secretary: thanks, we'll be there at 8", "school secretary"),
    ("reply to our wedding planner - the 14th works for us", "wedding planner"),
])
def test_reply_to_someone_named_by_role(text: str, sender: str) -> None:
    intent = reads_as(text, "gmail", "reply")
    assert sender in intent.args["query"] and intent.needs_approval


def test_reply_to_a_role_with_no_answer_asks() -> None:
    not_read_as("reply to the venue manager later", "gmail")


@pytest.mark.parametrize("text, words", [
    ("did the school email anything about the field trip?", ["from:school", "trip"]),
    ("has the landlord emailed anything yet?", ["from:landlord"]),
    ("did the bank send the statement? it usually comes at the start of the month", ["from:bank", "statement"]),
    ("did the pool send the new timetable? they send one every season", ["from:pool", "timetable"]),
    ("יש משהו במייל מהמורה?", ["from:מורה"]),
    ("יש משהו מהגננת השבוע במייל?", ["from:גננת"]),
    ("הגיעה כבר החשבונית של בזק?", ["בזק"]),
    ("האם הגיע החשבון של הגז?", ["גז"]),
    ("תחפשי לי את החשבונית החודשית של פרטנר", ["חשבונית", "פרטנר"]),
    ("תמצאי את הקבלה האחרונה מאיקאה", ["קבלה", "איקאה"]),
])
def test_mail_asked_loosely(text: str, words: list[str]) -> None:
    query = planned(text, "gmail", "search")["query"]
    assert all(w in query for w in words), query


@pytest.mark.parametrize("text", [
    "הגיעה החשבונית של סלקום",  # news, not a question
    "יש משהו מהמורה במייל",  # no question asked
])
def test_mail_news_is_no_search(text: str) -> None:
    not_taken_as(text, "gmail", "search")


def test_question_then_a_request_is_not_cut() -> None:
    not_taken_as("did the gym send the schedule? also remind me to pay", "gmail", "search")
