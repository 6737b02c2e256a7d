"""Lists and mail said in more shapes.

Shapes covered: a Hebrew article on a count ("את ה2 לימונים") is no item of its own (lists_words.py); an errand done
with a bare thing and where it went ("שלחתי קו"ח לוויקס תסמני ברשימה") ticks that on the list named, the
addressee kept in the item (lists_done.py); a new list with its items after a spaced dash, its purpose left out of
the name ("make a packing list for the dead sea - ...") and a verbless heading ("רשימה חדשה ...: ...") with a name
whose "ה" is its own (lists_manage.py, lists_names.py); what all the lists hold ("מה יש לי ברשימות") shows them all
(lists_show.py); a Hebrew reply to someone from a company (gmail_from_where.py); a draft of a kind of letter with no
mail word (gmail_draft_letter.py).
"""

from __future__ import annotations

import pytest

from tests.planning.reading import intent_of, not_read_as, not_taken_as, planned, reads_as


@pytest.mark.parametrize("text, items", [
    ("קניתי את ה3 אבוקדו", ["3 אבוקדו"]),
    ("לקחתי את ה-2 חלב", ["2 חלב"]),
    ("קניתי את ה 6 ביצים", ["6 ביצים"]),
    ("קניתי את ה2 עגבניות וה3 מלפפונים", ["2 עגבניות", "3 מלפפונים"]),
])
def test_article_on_a_count(text: str, items: list[str]) -> None:
    assert planned(text, "database", "toggleItem")["items"] == items


def test_bought_with_a_count_keeps_its_count() -> None:
    assert planned("קניתי 4 לימונים", "database", "toggleItem")["items"] == ["4 לימונים"]


@pytest.mark.parametrize("text, item", [
    ('שלחתי קו"ח לוויקס תסמני ברשימת חיפוש עבודה', 'קו"ח לוויקס'),
    ("הגשתי מועמדות לגוגל, תסמן ברשימת המשרות", "מועמדות לגוגל"),
    ("sent CV to Fiverr, tick it on the job hunt list", "CV to Fiverr"),
])
def test_errand_done_with_a_bare_thing_named_list(text: str, item: str) -> None:
    args = planned(text, "database", "toggleItem")
    assert args["items"] == [item]


@pytest.mark.parametrize("text", ['שלחתי קו"ח לוויקס תסמני ברשימה', "הגשתי מועמדות לאינטל תסמני ברשימה"])
def test_errand_done_unnamed_list_asks_which(text: str) -> None:
    intent = intent_of(text)
    assert intent is not None and intent.args.get("operation") == "toggleItem" and "listName" in intent.missing


@pytest.mark.parametrize("text", ['שלחתי קו"ח לוויקס', 'שלחתי קו"ח לוויקס תסמני', "שילמתי ארנונה, תסמני"])
def test_errand_done_without_a_list_is_no_list_item(text: str) -> None:
    not_taken_as(text, "database", "toggleItem")


@pytest.mark.parametrize("text, name, items", [
    ("make me a packing list for the dead sea - towel, flip flops, hat", "packing", ["towel", "flip flops", "hat"]),
    ("start a camping list - tent, lantern", "camping", ["tent", "lantern"]),
    ("make a shopping list – bread, eggs", "shopping", ["bread", "eggs"]),
])
def test_new_list_items_after_a_dash(text: str, name: str, items: list[str]) -> None:
    args = planned(text, "database", "create")
    assert (args["listName"], args["items"]) == (name, items)


@pytest.mark.parametrize("text, name, items", [
    ("רשימה חדשה הכנה למבחן: לחזור על החומר, לפתור מבחנים", "הכנה למבחן", ["לחזור על החומר", "לפתור מבחנים"]),
    ("רשימה חדשה בשם ציוד לים: מגבת, כובע", "ציוד לים", ["מגבת", "כובע"]),
    ("רשימה חדשה טיול לגולן - אוהל, פנס", "טיול לגולן", ["אוהל", "פנס"]),
    ("רשימה חדשה: הוצאות חתונה", "הוצאות חתונה", []),
    ("תפתחי רשימה חדשה הכנות לחג: לנקות, לבשל", "הכנות לחג", ["לנקות", "לבשל"]),
])
def test_new_list_heading(text: str, name: str, items: list[str]) -> None:
    args = planned(text, "database", "create")
    assert (args["listName"], args["items"]) == (name, items)


@pytest.mark.parametrize("text", ["רשימה חדשה יצאה מהוועד", "רשימה חדשה של משתתפים פורסמה היום"])
def test_news_of_a_new_list_is_no_request(text: str) -> None:
    not_taken_as(text, "database", "create")


def test_list_named_with_the_article_still_drops_it() -> None:
    assert planned("תפתחי רשימה חדשה בשם הקניות לשבת", "database", "create")["listName"] == "קניות לשבת"


@pytest.mark.parametrize("text", ["מה יש ברשימות שלי", "מה כתוב לנו ברשימות?", "what's on all my lists",
                                  "what do we have on our lists"])
def test_what_all_lists_hold(text: str) -> None:
    reads_as(text, "database", "getAll")


@pytest.mark.parametrize("text", ["מה יש ברשימות של הטיול", "מה יש לי ברשימה", "what's on the camping list"])
def test_one_list_asked_about_is_not_all(text: str) -> None:
    not_taken_as(text, "database", "getAll")


@pytest.mark.parametrize("text, query, body", [
    ("תעני למגייסת מגוגל שאני מאשרת את השעה", "from:גוגל", "אני מאשרת את השעה"),
    ("תעני לנציג מסלקום שאני מעוניין בהצעה", "from:סלקום", "אני מעוניין בהצעה"),
    ("תעני לנועה מאמזון שאני זמין ביום שלישי", "from:נועה אמזון", "אני זמין ביום שלישי"),
])
def test_reply_to_someone_from_a_company(text: str, query: str, body: str) -> None:
    intent = intent_of(text)
    assert intent is not None and (intent.capability, intent.args["operation"]) == ("gmail", "reply"), intent
    assert (intent.args["query"], intent.args["body"]) == (query, body)
    assert intent.needs_approval or intent.risk == "high"


def test_reply_with_a_day_after_the_name_is_no_company() -> None:
    intent = intent_of("תעני לדני מחר שאני מגיע")
    assert intent is None or intent.args.get("query") in (None, "from:דני")


@pytest.mark.parametrize("text, subject, to", [
    ("תכיני טיוטה של מכתב תודה לרונית על הפגישה", "מכתב תודה על הפגישה", ["רונית"]),
    ("תנסחי לי טיוטת מכתב מקדים לתפקיד אנליסט", "מכתב מקדים לתפקיד אנליסט", []),
    ("תכתבי טיוטה של thank you email לאבי", "Thank you email", ["אבי"]),
    ("draft a cover letter for the designer job at monday", "Cover letter for the designer job at monday", []),
    ("draft a thank you note to dana about the lunch", "Thank you note about the lunch", ["dana"]),
])
def test_draft_of_a_kind_of_letter(text: str, subject: str, to: list[str]) -> None:
    args = planned(text, "gmail", "compose")
    assert (args["subject"], args.get("toNames", [])) == (subject, to)


def test_a_draft_of_nothing_named_is_not_made() -> None:
    not_read_as("תכיני לי טיוטה", "gmail")


def test_a_letter_without_a_draft_word_is_no_email() -> None:
    not_taken_as("תכתבי מכתב תודה לרונית", "gmail", "compose")


def test_an_email_from_a_sender_is_not_someone_from_a_company() -> None:
    intent = intent_of("המייל מהספרייה - תעני שאחזיר את הספר מחר")
    assert intent is not None and intent.args.get("query") == "from:ספרייה", intent and intent.args
