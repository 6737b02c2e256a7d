"""Lists round 34: the user's own gershayim and geresh kept in what Memo stores ("8 מ״מ", "ג׳ינס"); a thing bought at
a named chain ("קניתי מברגה באייס, אפשר לסמן"); hardware things one buys ("ווים", "מקדחה") found on the shopping
list, and a "ו" that is a word's own ("דיבלים ווים"); "what's still on the X list?"; a new list's name closed by a
comma, with items or a remark after it; a list named in English after "הרשימה" or with a Hebrew article ("ה-packing").

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

from typing import Any

import pytest

from memo.planning.rules import to_planner_output
from memo.planning.rules.base import as_typed_marks
from tests.planning.reading import acted, case, check_list_request, ctx_of, plan


def check(text: str, expect: dict[str, Any]) -> None:
    check_list_request(plan(text), expect)


def stored_args(text: str) -> dict[str, Any]:
    """The arguments the plan hands to the capability (what is stored), as the rules planner sends them."""
    intent = plan(text)
    assert intent is not None and acted(intent), (text, intent)
    return to_planner_output(intent, ctx_of(text)).plan[0].constraints["args"]


# -- gershayim and geresh as typed --------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "items"), [
    ("תוסיפי לרשימת הקניות: מברגה, דיבלים 8 מ״מ, ווים לווילונות", ["מברגה", "דיבלים 8 מ״מ", "ווים לווילונות"]),
    ("תוסיף לרשימת הקניות ג׳ינס וצ׳יפס", ["ג׳ינס", "צ׳יפס"]),
    ("תוסיפי לרשימת הקניות קוטג׳", ["קוטג׳"]),
    ("add to the shopping list ברגים 4 מ״מ", ["ברגים 4 מ״מ"]),
])
def test_items_keep_the_users_marks(text: str, items: list[str]) -> None:
    assert stored_args(text)["items"] == items


def test_reminder_and_note_keep_the_users_marks() -> None:
    assert stored_args("תזכירי לי מחר בעשר להתקשר לעו״ד")["text"] == "להתקשר לעו״ד"
    assert "המנכ״ל" in stored_args("תרשמי שהמנכ״ל של החברה הוא דני")["text"]


def test_ascii_quotes_stay_ascii() -> None:
    assert stored_args('תזכירי לי מחר בעשר להתקשר לעו"ד')["text"] == 'להתקשר לעו"ד'
    # The same letters typed both ways: which is meant cannot be told, so the quote stays as read.
    assert stored_args('תוסיפי לרשימה ברגים 4 מ"מ ודיבלים 8 מ״מ')["items"] == ['ברגים 4 מ"מ', 'דיבלים 8 מ"מ']
    # "קוטג'" typed with an apostrophe keeps it beside a geresh typed elsewhere.
    assert stored_args("תוסיפי לרשימת הקניות צ׳יפס, קוטג' וג׳חנון")["items"] == ["צ׳יפס", "קוטג'", "ג׳חנון"]


def test_as_typed_marks_walks_nested_arguments() -> None:
    args = {"operation": "update", "updateFields": {"text": 'ת"א'}, "items": ['מ"מ', "x"]}
    assert as_typed_marks(args, "ת״א מ״מ") == {"operation": "update", "updateFields": {"text": "ת״א"},
                                               "items": ["מ״מ", "x"]}
    assert as_typed_marks(args, "nothing typed") == args


# -- bought at a named chain, ticked -----------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("קניתי מברגה באייס, אפשר לסמן", action="toggleItem", items=["מברגה"]),
    case("קניתי מסמרים בטמבור, תסמני", action="toggleItem", items=["מסמרים"]),
    case("לקחתי נורות מהום דיפו, תסמן לי", action="toggleItem", items=["נורות"]),
    case("קניתי את הסוללות בKSP, אפשר לסמן", action="toggleItem", items=["סוללות"]),
    case("bought the drill at home depot, tick it off", action="toggleItem", items=["drill"]),
    case("got the hooks at lowe's, check them off", action="toggleItem", items=["hooks"]),
])
def test_bought_at_a_chain_is_ticked(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


def test_unknown_place_word_is_still_asked() -> None:
    # "בכחול" may be the shirt's colour or a shop: only the user can say.
    assert not acted(plan("קניתי חולצה בכחול, תסמני"))


# -- hardware things one buys, removed with no list named -------------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("תורידי את הווים לווילונות מהרשימה, מסתבר שהדיירים הקודמים השאירו", action="deleteItem",
         items=["ווים לווילונות"]),
    case("תורידי את המקדחה מהרשימה, השכן השאיל לי", action="deleteItem", items=["מקדחה"]),
    case("תמחקי את המגב מהרשימה", action="deleteItem", items=["מגב"]),
    case("take the curtain hooks off the list, turns out the old tenants left some", action="deleteItem",
         items=["curtain hooks"]),
])
def test_hardware_removed_from_the_list(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


@pytest.mark.parametrize(("text", "items"), [
    ("תוסיפי לרשימת הקניות מברגה דיבלים ווים", ["מברגה", "דיבלים", "ווים"]),
    ("תוסיפי לרשימה חלב וופלים ולחם", ["חלב", "וופלים", "לחם"]),
    ("תוסיפי לרשימה ווים ודיבלים", ["ווים", "דיבלים"]),
    ("תוסיפי לרשימה חלב ולחם", ["חלב", "לחם"]),  # near miss: "ו" is "and"
])
def test_a_words_own_vav_is_no_and(text: str, items: list[str]) -> None:
    check(text, {"action": "addItem", "items": items})


def test_a_person_removed_from_a_list_is_still_asked() -> None:
    assert not acted(plan("תורידי את דני מהרשימה"))


def test_a_broken_thing_after_the_items_is_still_asked() -> None:
    # "the lamp burned out": a remark in words no lexicon reads as a clause, beside known things.
    assert not acted(plan("תוסיף בבקשה לרשימה של הבית נורות וסוללות, נשרפה המנורה בסלון"))


# -- what's still on a list --------------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "name"), [
    ("what's still on the moving list? אני בדרך לחנות", "moving"),
    ("what's still on the moving list?", "moving"),
    ("whats still on my shopping list", "shopping"),
    ("what is still in the packing list", "packing"),
    ("what do we still have on the grocery list", "groceries"),
])
def test_whats_still_on_a_list(text: str, name: str) -> None:
    check(text, {"action": "get", "listName": name})


@pytest.mark.parametrize("text", ["what's still on my plate today", "what's still on for tonight?"])
def test_still_on_without_a_list_is_no_list(text: str) -> None:
    intent = plan(text)
    assert intent is None or intent.entity != "list", intent


# -- a new list's name closed by a comma ------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "name", "items"), [
    ("תפתחי רשימה חדשה בשם שבוע מרוץ, יאללה מתחילים 🏃‍♀️", "שבוע מרוץ", []),
    ("תפתחי לי רשימה חדשה בשם 'תיקונים לבעל הבית', יש פה המון דברים שלא עובדים", "תיקונים לבעל הבית", []),
    ("make a new list called race week, let's go!!", "race week", []),
    ("create a list called moving, finally signed the lease", "moving", []),
    ("תפתח לי רשימה בשם מעבר דירה, סוף סוף חתמנו", "מעבר דירה", []),
    ("תפתחי רשימה חדשה בשם טיול, אוהל, פנס", "טיול", ["אוהל", "פנס"]),
    ("make a new list called race week, tent, flashlight", "race week", ["tent", "flashlight"]),
    ("תפתח רשימה חדשה: ציוד לשאיבה", "ציוד לשאיבה", []),
])
def test_new_list_name_ends_at_the_comma(text: str, name: str, items: list[str]) -> None:
    check(text, {"action": "create", "listName": name, "items": items})


@pytest.mark.parametrize("text", [
    "תפתחי רשימה בשם מעבר, מה דעתך?",  # a question after the name
    "create a list called moving, for the new flat",  # goes on from the name
    "תפתחי רשימה בשם מעבר, בעצם תקראי לה דירה",  # a correction
])
def test_new_list_name_with_more_after_the_comma_is_asked(text: str) -> None:
    intent = plan(text)
    assert not (acted(intent) and intent is not None and intent.action == "create"), intent and intent.args


# -- a whole list named in English after a Hebrew word -----------------------------------------------------------
@pytest.mark.parametrize(("text", "name"), [
    ("את רשימת ה-packing אפשר למחוק לגמרי, finished packing everything!!", "packing"),
    ("תמחקי את הרשימה half marathon packing, המרוץ מאחוריי 🏅", "half marathon packing"),
    ("תמחקי את הרשימה half marathon packing", "half marathon packing"),
    ("תמחק את הרשימה של ה-wedding", "wedding"),
    ("תמחקי את רשימת ה-camping, חזרנו", "camping"),
])
def test_delete_list_named_in_english_asks_approval(text: str, name: str) -> None:
    intent = plan(text)
    assert intent is not None and intent.action == "delete" and intent.entity == "list", intent
    assert intent.args.get("listName") == name and not intent.missing, intent.args
    assert intent.needs_approval


@pytest.mark.parametrize(("text", "name"), [
    ("תראי לי את הרשימה moving", "moving"),
    ("מה יש ברשימה camping gear?", "camping gear"),
])
def test_show_list_named_in_english(text: str, name: str) -> None:
    check(text, {"action": "get", "listName": name})


def test_hebrew_words_after_bare_list_are_still_no_name() -> None:
    assert not acted(plan("תמחקי את הרשימה החלטתי לא לקנות"))
