"""Study lists and the tasks around them.

Shapes covered: a list's name that the message itself ends (a two-word name such as "דיוטי פרי", or "גם" before the
items: lists_name_ends.py); topics to study keep their English "the" (lists_lexicon.py); a topic studied and ticked
on a list (lists_studied.py); "every single task" as all of them (task_phrasing.py); errands of money for a trip in
a day's plan (task_errands.py); a named weekday that is today at a bare 7 (task_weekday_hour.py); "במקום 10" after a
new hour, and a numbering letter kept in a task's name ("מועד ב", "כיתה ב").
"""

from __future__ import annotations

import pytest

from tests.planning.reading import intent_of, not_acted, not_taken_as, plan, planned, reads_as


# -- a list's name the message ends -------------------------------------------------------------------------------
@pytest.mark.parametrize("text, name, items", [
    ("תוסיפי לרשימת הדיוטי פרי סיגריות לאבא ושוקולד מילקה", "דיוטי פרי", ["סיגריות לאבא", "שוקולד מילקה"]),
    ("תוסיף לרשימת הסופר פארם שמפו ומשחת שיניים", "סופר פארם", ["שמפו", "משחת שיניים"]),
    ("תכניסי לרשימה של בית מרקחת אקמול", "בית מרקחת", ["אקמול"]),
    ("תוסיפי לרשימה של החומר לסטטיסטיקה 1 גם רגרסיה לינארית", "חומר לסטטיסטיקה 1", ["רגרסיה לינארית"]),
    ("תוסיפי לרשימת המתנות לדני גם ספר", "מתנות לדני", ["ספר"]),
])
def test_list_name_the_message_ends(text: str, name: str, items: list[str]) -> None:
    args = planned(text, "database", "addItem")
    assert args["listName"] == name and args["items"] == items


def test_an_item_before_also_is_no_part_of_the_name() -> None:
    intent = intent_of("תוסיפי לרשימת הקניות חלב גם ביצים")
    assert intent is None or intent.decided_by != "lists_name_ends.list_name_ends"
    assert intent is None or intent.args.get("listName") == "קניות"


# -- topics keep their "the" ------------------------------------------------------------------------------------
@pytest.mark.parametrize("text, items", [
    ("make a list called civics exam topics: democracy, the knesset, the supreme court",
     ["democracy", "the knesset", "the supreme court"]),
    ("create a list of revision subjects: the cold war, the french revolution",
     ["the cold war", "the french revolution"]),
])
def test_study_topics_keep_the(text: str, items: list[str]) -> None:
    assert planned(text, "database", "create")["items"] == items


def test_a_shopping_list_drops_the() -> None:
    assert planned("make a shopping list: the milk, the bread, eggs", "database", "create")["items"] == [
        "milk", "bread", "eggs"]


# -- a topic studied, ticked ------------------------------------------------------------------------------------
@pytest.mark.parametrize("text, name, item", [
    ("סיימתי את פרק 4 ברשימה של הסתברות", "הסתברות", "פרק 4"),
    ("למדתי את טורי פורייה, תסמני ברשימה של אינפי", "אינפי", "טורי פורייה"),
    ("went over the cold war, tick it off my history topics list", "history topics", "the cold war"),
    ("finished chapter 6 on the stats list", "stats", "chapter 6"),
])
def test_topic_studied_ticked_on_its_list(text: str, name: str, item: str) -> None:
    args = planned(text, "database", "toggleItem")
    assert args["listName"] == name and args["items"] == [item]


@pytest.mark.parametrize("text", ["עברתי על משפט סטוקס סוף סוף תסמני", "סיימתי taylor series תסמני לי ברשימה"])
def test_topic_studied_with_no_list_named_asks_which(text: str) -> None:
    intent = intent_of(text)
    assert intent is not None and intent.args.get("operation") == "toggleItem" and "listName" in intent.missing


@pytest.mark.parametrize("text", ["סיימתי את הדוח, תסמני", "finished the report, tick it off the list",
                                  "סיימתי את פרק 3"])
def test_a_task_finished_is_no_topic(text: str) -> None:
    not_taken_as(text, "database", "toggleItem")


# -- every single task ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text", ["semester is over. mark every single task as done", "mark each reminder done",
                                  "תסמני כל משימה ומשימה כבוצעה"])
def test_every_single_task(text: str) -> None:
    intent = plan(text)
    assert intent is not None and intent.args.get("operation") == "completeAll", (text, intent)


def test_one_task_marked_stays_one() -> None:
    assert planned("mark the report task as done", "database", "complete")["text"] == "report"


# -- money errands in a day's plan ------------------------------------------------------------------------------
def test_money_errands_in_a_plan() -> None:
    args = planned("friday: 8am withdraw cash, 11am pack the suitcase, 4pm exchange shekels for euros",
                   "database", "createMultiple")
    assert [t["text"] for t in args["tasks"]] == ["withdraw cash", "pack the suitcase", "exchange shekels for euros"]
    assert [t["dueDate"][11:16] for t in args["tasks"]] == ["08:00", "11:00", "16:00"]


# -- a named weekday that is today, at a bare 7 -----------------------------------------------------------------
@pytest.mark.parametrize("text", ["ביום ראשון ב8 להגיש את התרגיל", "on sunday at 7 submit the essay",
                                  "תזכירי לי ביום ראשון בשבע להתקשר לסבתא"])
def test_todays_weekday_at_a_bare_hour_asks(text: str) -> None:
    not_acted(text)


@pytest.mark.parametrize("text, due", [
    ("היום ב7 להגיש את התרגיל", "2026-11-22T19:00"),
    ("ביום ראשון ב10 להגיש את התרגיל", "2026-11-22T10:00"),
    ("ביום ראשון ב7 אחרי העבודה להגיש את התרגיל", "2026-11-22T19:00"),
])
def test_today_said_or_a_clear_hour_acts(text: str, due: str) -> None:
    assert reads_as(text, "database", "create").args["dueDate"][:16] == due


# -- a new hour instead of the old one; a numbering letter kept ---------------------------------------------------
@pytest.mark.parametrize("text, name, hour", [
    ("תעבירי את התזכורת של הבחינה במועד א ל11 במקום 9", "הבחינה במועד א", "11:00"),
    ("תזיזי את התזכורת של אסיפת ההורים של כיתה ג ל8", "אסיפת ההורים של כיתה ג", "20:00"),
    ("תזיזי את התזכורת של הרופא ל1 במקום 12", "הרופא", "13:00"),
])
def test_new_hour_and_its_name(text: str, name: str, hour: str) -> None:
    args = planned(text, "database", "update")
    assert args["text"] == name and args["updateFields"]["dueTime"] == hour
