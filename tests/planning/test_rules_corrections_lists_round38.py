"""Round 38: list and task requests with a correction after them (corrections_lists.py).

Shapes: a contrast that leaves the request as it is ("…, not packing list", "לא של הסופר", "לא את הרשימות, רק
משימות", "not regular milk!! oat", "לא למחוק, רק לסמן"); an item taken back ("ביצים וגבינה.. לא לא גבינה … רק ביצים
ולחם", "milk and eggs, not eggs"); an item corrected ("את העגבניות, לא סליחה, את המלפפונים", "milk, no wait, oat
milk"); a change of mind to a new request ("delete the gym reminder... actually, delete all my reminders"). A
correction that is not plain, or a request read with the correction still in it, is asked. A negation that is the
content ("remind me not to forget the keys", "…, לא לשכוח ביצים") is no correction.
"""

from __future__ import annotations

import pytest

from tests.planning.reading import not_acted, plan, reads_as


@pytest.mark.parametrize(("text", "items"), [
    ("תוסיפי לרשימת קניות ביצים וגבינה.. לא לא גבינה יש עוד במקרר. רק ביצים ולחם", ["ביצים", "לחם"]),
    ("add tomatoes and cucumbers to the list.. no no not cucumbers. just tomatoes and onions", ["tomatoes", "onions"]),
    ("add oat milk to the shopping list. not regular milk!! oat", ["oat milk"]),
    ("תוסיף לרשימת הקניות חלב שקדים. לא חלב רגיל!! שקדים", ["חלב שקדים"]),
    ("תוסיף לליסט של הסופר coffee beans, not ground coffee, beans", ["coffee beans"]),
    ("add milk and eggs to the list, not eggs", ["milk"]),
    ("תוסיפי לרשימה חלב, לא סליחה, חלב סויה", ["חלב סויה"]),
    ("add milk to the shopping list, no wait, oat milk", ["oat milk"]),
])
def test_items_taken_back_or_corrected(text: str, items: list[str]) -> None:
    assert reads_as(text, "database", "addItem").args["items"] == items


@pytest.mark.parametrize(("text", "items"), [
    ("תמחק מהרשימה את העגבניות, לא סליחה, את המלפפונים", ["מלפפונים"]),
    ("תמחקי מהרשימה את החלב, לא רגע, את הביצים", ["ביצים"]),
    ("remove the eggs from the shopping list, sorry, the milk", ["milk"]),
])
def test_item_to_remove_corrected(text: str, items: list[str]) -> None:
    assert reads_as(text, "database", "deleteItem").args["items"] == items


@pytest.mark.parametrize(("text", "operation", "name"), [
    ("תפתחי new list בשם camping gear, not packing list", "create", "camping gear"),
    ("תפתחי ליסט חדש בשם camping gear", "create", "camping gear"),
    ("show me את הרשימה של hardware store, לא של הסופר", "get", "hardware store"),
    ("show me the hardware store list, not the grocery one", "get", "hardware store"),
    ("תראי לי את רשימת הקניות, לא את של הטיול", "get", "קניות"),
    ("תמחק את רשימת המתנות לחנוכה. לא פריט, את כל הרשימה", "delete", "מתנות לחנוכה"),
])
def test_list_contrasted(text: str, operation: str, name: str) -> None:
    assert reads_as(text, "database", operation).args["listName"] == name


@pytest.mark.parametrize(("text", "operation"), [
    ("תראי לי את כל המשימות שלי. לא את הרשימות, רק משימות", "getAll"),
    ("show me all my tasks. not the lists, only tasks", "getAll"),
    ("סיימתי הכל היום!! תסמני את כל המשימות כבוצעו. לא למחוק, רק לסמן", "completeAll"),
    ("תסמן את כל המשימות כבוצעו, לא למחוק אותן, רק לסמן", "completeAll"),
    ("mark all my tasks as done. don't delete them, just mark", "completeAll"),
    ("delete the gym reminder... actually you know what, delete all my reminders, I'm starting over", "deleteAll"),
    ("delete the dentist reminder.. actually, delete all my reminders", "deleteAll"),
    ("תמחקי את התזכורת של הגז... בעצם, תמחקי את כל התזכורות", "deleteAll"),
])
def test_tasks_contrasted_or_changed(text: str, operation: str) -> None:
    intent = plan(text)
    assert intent is not None and intent.args.get("operation") == operation, (text, intent)
    assert "corrected:" in intent.decided_by, intent.decided_by


@pytest.mark.parametrize("text", [
    # Two errands under one reminder, then a correction: one reminder or two is not plain.
    "remind me tomorrow to pay arnona and renew my passport. not the ID card, the passport",
    "תזכירי לי מחר לשלם ועד בית ולהחזיר ספרים לספרייה. לא, את התור לספר לא צריך, כבר קבעתי",
    # What is meant instead is not among the items: which one it replaces is the user's to say.
    "add coffee to the list, not decaf, regular",
    "add bread to the list. not white bread, whole wheat",
    # "don't forget eggs" asks for more, never for less.
    "תוסיפי לרשימה חלב, לא לשכוח ביצים",
])
def test_unclear_corrections_ask(text: str) -> None:
    not_acted(text)


def test_a_negation_that_is_content_keeps_its_reading() -> None:
    intent = plan("remind me not to forget the keys")
    assert intent is not None and intent.args.get("text") == "not to forget the keys"
    intent = plan("תזכירי לי לא לאחר לפגישה מחר ב9")
    assert intent is not None and "לא לאחר" in intent.args.get("text", "")
    assert reads_as("add milk and eggs to the list", "database", "addItem").args["items"] == ["milk", "eggs"]


@pytest.mark.parametrize(("text", "operation"), [
    ("תמחקי את החלב מהרשימה, לא צריך יותר", "deleteItem"),
    ("remove milk from the list, not needed", "deleteItem"),
    ("delete the gym reminder, not going anymore", "delete"),
    ("תמחקי את התזכורת של החדר כושר, לא רלוונטי", "delete"),
    ("add milk to the shopping list, no wait, oat milk, and eggs", "addItem"),
])
def test_a_reason_or_an_afterthought_after_the_request_keeps_it(text: str, operation: str) -> None:
    reads_as(text, "database", operation)


@pytest.mark.parametrize("text", [
    "add milk to the shopping list, no wait, the trip list",
    "add milk and bread to the shopping list, no wait, oat milk",
    "add milk to the shopping list, actually make it oat milk",
    "add yogurt to the list, no sugar",
])
def test_near_misses_still_ask(text: str) -> None:
    not_acted(text)
