"""List requests of longer, polite messages: where the user went before the purchase ("I went to the shop earlier
and got ..."), where the shop is ("במכולת למטה", "at the shop downstairs"), and a remark with a time of its own
after the request ("... The rest I will buy on Tuesday", "את שאר הדברים אקנה מחר")."""

from __future__ import annotations

from typing import Any

import pytest

from tests.planning.reading import check_list_request
from tests.planning.test_rules_tasks_lists import plan


def case(message: str, **expect: Any) -> Any:
    return pytest.param(message, expect, id=message[:60])


CASES: list[Any] = [
    # where the user went, and when, before the purchase: no part of the items, and its time is the purchase's
    case("we went to the market this morning and bought tomatoes and cucumbers", action="toggleItem",
         listName="shopping", items=["tomatoes", "cucumbers"]),
    case("went shopping earlier and got the rice and the pasta", action="toggleItem", items=["rice", "pasta"]),
    case("הלכתי למכולת מקודם וקניתי חלב ולחם", action="toggleItem", listName="קניות", items=["חלב", "לחם"]),
    # a remark with a time of its own after the report: the time is not for Memo to act at
    case("got the bread today. will get the cheese on friday", action="toggleItem", items=["bread"]),
    case("I popped into the store earlier and grabbed the yogurt and the apples. The rest I will buy on Monday.",
         action="toggleItem", items=["yogurt", "apples"]),
    # where the shop is, said after it
    case("לקחתי את הביצים והגבינה בסופר השכונתי, תסמני אותם", action="toggleItem", items=["ביצים", "גבינה"]),
    case("got the eggs and the cheese at the shop downstairs, tick them off", action="toggleItem",
         items=["eggs", "cheese"]),
    case("bought milk and bread at the store around the corner", action="toggleItem", items=["milk", "bread"]),
    # a remark after the command, with its own time
    case("קניתי כבר את הגבינה והעגבניות בשוק, אפשר לסמן אותם ברשימה. את השאר אקנה ביום שלישי",
         action="toggleItem", listName="קניות", items=["גבינה", "עגבניות"]),
    case("got the rice and the flour at the shop downstairs, tick them off. the rest I will get on friday",
         action="toggleItem", items=["rice", "flour"]),
    # someone else bought or brought it, then a command to tick it
    case("בעלי קנה את החלב והביצים, תסמני אותם", action="toggleItem", listName="קניות", items=["חלב", "ביצים"]),
    case("הבת שלי כבר הביאה את הקמח ואת הסוכר, תסמן אותם בבקשה ברשימה", action="toggleItem",
         items=["קמח", "סוכר"]),
    case("my son got the batteries and the bulbs, tick them off the list", action="toggleItem",
         items=["batteries", "bulbs"]),
    case("my husband got the eggs and the milk, can you mark them", action="toggleItem", items=["eggs", "milk"]),
    case("הבת שלי קנתה את הלחם", action="toggleItem", items=["לחם"]),
    # three or more known things run together before a pause or a comma: split as without commas
    case("add to the list eggs butter cheese, and bread", action="addItem",
         items=["eggs", "butter", "cheese", "bread"]),
    case("add to the list rice pasta flour... and olive oil", action="addItem",
         items=["rice", "pasta", "flour", "olive oil"]),
    case("תוסיפי לרשימה עגבניות מלפפונים בצל, שמן זית", action="addItem",
         items=["עגבניות", "מלפפונים", "בצל", "שמן זית"]),
    case("תוסיף לרשימה אורז פסטה קמח...\nושמן זית", action="addItem", items=["אורז", "פסטה", "קמח", "שמן זית"]),
    # a comma part of words the lexicon does not split stays whole
    case("add sourdough bread, eggs to the list", action="addItem", items=["sourdough bread", "eggs"]),
    case("add to the list ice cream cake, milk", action="addItem", items=["ice cream cake", "milk"]),
    # a Hebrew "and" after a comma joins; a word that starts with vav of its own keeps it
    case("תוסיפי לרשימה חלב, ביצים, ושמן זית", action="addItem", items=["חלב", "ביצים", "שמן זית"]),
    case("תוסיפי לרשימה קמח, וסוכר", action="addItem", items=["קמח", "סוכר"]),
    case("תוסיפי לרשימה חלב, וניל", action="addItem", items=["חלב", "וניל"]),
]


@pytest.mark.parametrize(("message", "expect"), CASES)
def test_list_requests(message: str, expect: dict[str, Any]) -> None:
    check_list_request(plan(message), expect)


CREATED: list[Any] = [
    # what the new list is for, said after its name: no part of it
    case("create a list called camping so I remember what to bring", listName="camping", items=[]),
    case("start a list called holiday so that i know what to pack", listName="holiday", items=[]),
    case("תפתחי רשימה חדשה בשם ציוד לטיול כדי שלא נשכח כלום", listName="ציוד לטיול", items=[]),
    # "and write in it:" with a colon before the items
    case("צור רשימה חדשה בשם ציוד ותרשום בה: פנס, שק שינה", listName="ציוד", items=["פנס", "שק שינה"]),
    case("תפתחי רשימה בשם קניות לשבת ותוסיפי לה: חלה, יין ונרות", listName="קניות לשבת",
         items=["חלה", "יין", "נרות"]),
]


@pytest.mark.parametrize(("message", "expect"), CREATED)
def test_created(message: str, expect: dict[str, Any]) -> None:
    intent = plan(message)
    assert intent is not None and intent.capability == "database" and intent.action == "create", intent
    assert intent.entity == "list" and intent.confidence >= 0.8 and not intent.missing, intent
    for key, value in expect.items():
        assert intent.args.get(key) == value, intent.args


def test_purpose_then_further_request_not_created_alone() -> None:
    intent = plan("create a list called packing so we don't forget, and remind me tomorrow to pack")
    assert intent is None or intent.action != "create" or intent.entity != "list" or intent.confidence < 0.8


NOT_TICKED = [
    # a place that is no shop, and what was got there is no thing on a list
    "I went to the doctor earlier and got the prescription",
    "went to the bank and got the money",
    # a later sentence that asks for more is no remark to leave out
    "got the eggs, tick them off. and add milk tomorrow",
    # someone got something that is no thing one buys
    "the kids got sick, mark it",
    "my daughter got a new job, mark it",
]


@pytest.mark.parametrize("message", NOT_TICKED)
def test_not_ticked(message: str) -> None:
    intent = plan(message)
    assert intent is None or intent.entity != "list" or intent.action != "toggleItem" or intent.missing \
        or intent.confidence < 0.8, (intent.action, intent.args)


SHOWN: list[Any] = [
    # the request, why the user asks, and the same question again in other words
    case("Could you show me what is on my shopping list? I want to check it before my daughter goes. What do we "
         "still need to buy?", listName="shopping"),
    case("Please show me my shopping list. My son is going to the supermarket for me.", listName="shopping"),
    case("תראי לי בבקשה מה יש ברשימת הקניות. אני רוצה להקריא לבעלי לפני שהוא יוצא. מה עוד צריך לקנות?",
         listName="קניות"),
    case("תראה לי את רשימת הקניות בבקשה. הבת שלי הולכת לסופר בשבילי.", listName="קניות"),
]


@pytest.mark.parametrize(("message", "expect"), SHOWN)
def test_shown(message: str, expect: dict[str, Any]) -> None:
    intent = plan(message)
    assert intent is not None and intent.capability == "database" and intent.action == "get", intent
    assert intent.entity == "list" and intent.confidence >= 0.8 and not intent.missing, intent
    assert intent.args.get("listName") == expect["listName"], intent.args


NOT_SHOWN_ALONE = [
    # a later sentence that asks for more, or about another list
    "show me my shopping list. I need to add milk",
    "show me the shopping list. remind me tomorrow to call mom",
    "show me the packing list. What do we still need to buy?",
    "תראי לי את רשימת הקניות. אני צריכה גם חלב",
]


@pytest.mark.parametrize("message", NOT_SHOWN_ALONE)
def test_not_shown_alone(message: str) -> None:
    from memo.planning.rules.base import RuleContext, language_of
    from memo.planning.rules.lists_show_more import show_then_more
    from tests.planning.test_rules_tasks_lists import NOW

    assert show_then_more(RuleContext(raw=message, now=NOW, language=language_of(message))) is None


RESPELLED: list[Any] = [
    # a grocery word the keyboard turned into another word, or a common misspelling: the thing, as in the shop
    case("add eggs and better to the list", action="addItem", items=["eggs", "butter"]),
    case("put chese, bred and coffe on the shopping list", action="addItem", items=["cheese", "bread", "coffee"]),
    case("add tomatos and brocoli to the list", action="addItem", items=["tomatoes", "broccoli"]),
    case("remove the bannanas from the shopping list", action="deleteItem", items=["bananas"]),
    # a real spelling, or a word inside a longer name, stays as written
    case("add yoghurt and peanut butter to the list", action="addItem", items=["yoghurt", "peanut butter"]),
]


@pytest.mark.parametrize(("message", "expect"), RESPELLED)
def test_respelled(message: str, expect: dict[str, Any]) -> None:
    test_list_requests(message, expect)


def test_titles_keep_their_spelling() -> None:
    intent = plan("add Better to my movies list")
    assert intent is not None and intent.action == "addItem", intent
    assert intent.args.get("items") == ["Better"], intent.args


POLITE: list[Any] = [
    # when it was bought, said right after the verb
    case("קניתי היום את העגבניות והמלפפונים בשוק", action="toggleItem", items=["עגבניות", "מלפפונים"]),
    case("קניתי הבוקר את הגבינה. תסמני אותה ברשימה בבקשה.", action="toggleItem", items=["גבינה"]),
    case("got this morning the milk", action="toggleItem", items=["milk"]),
    case("bought today the eggs, tick them off", action="toggleItem", items=["eggs"]),
    # "mark them as done on my list"
    case("I have bought the batteries. Please mark them as done on my list.", action="toggleItem",
         items=["batteries"]),
    case("picked up the yogurt, mark it as bought on the shopping list", action="toggleItem", items=["yogurt"]),
    # a command put as a question after the clause
    case("I am out of sugar and coffee. Could you add them to my shopping list please?", action="addItem",
         listName="shopping", items=["sugar", "coffee"]),
    case("we're out of rice, can you put it on the list?", action="addItem", items=["rice"]),
    case("נגמר לי הסוכר והקפה. תוכלי להוסיף אותם לרשימת הקניות בבקשה?", action="addItem", listName="קניות",
         items=["סוכר", "קפה"]),
    case("קניתי את הביצים, אפשר לסמן אותם?", action="toggleItem", items=["ביצים"]),
]


@pytest.mark.parametrize(("message", "expect"), POLITE)
def test_polite(message: str, expect: dict[str, Any]) -> None:
    test_list_requests(message, expect)


QUESTIONS = [
    # a question about the list, or a second question after the command: nothing to add as read
    "we're out of milk, did you add it to the list?",
    "נגמר החלב, הוספת אותו לרשימה?",
    "we're out of milk, can you add it to the list and what time is my meeting?",
    "קניתי מחר חלב",
]


@pytest.mark.parametrize("message", QUESTIONS)
def test_questions_not_acted_on(message: str) -> None:
    from memo.planning.rules.base import RuleContext, language_of
    from memo.planning.rules.lists_clauses import clause_then_command
    from memo.planning.rules.lists_reports import purchase_report
    from tests.planning.test_rules_tasks_lists import NOW

    ctx = RuleContext(raw=message, now=NOW, language=language_of(message))
    assert clause_then_command(ctx) is None and purchase_report(ctx) is None


NOT_NEEDED: list[Any] = [
    # things typed with slashes between them
    case("add milk/eggs/bread to the list", action="addItem", items=["milk", "eggs", "bread"]),
    case("תוסיפי לרשימה מלח/פלפל/סוכר", action="addItem", items=["מלח", "פלפל", "סוכר"]),
    case("add AC/DC to my music list", action="addItem", listName="music", items=["AC/DC"]),
    # no longer needed, said in the future or with the item first, then a command to take it off
    case("I won't need the flour after all, please take it off my list.", action="deleteItem", items=["flour"]),
    case("we won't need the candles anymore, remove them from the party list", action="deleteItem",
         listName="party", items=["candles"]),
    case("את הקמח כבר לא צריך, תורידי אותו בבקשה מהרשימה", action="deleteItem", items=["קמח"]),
    case("הביצים, אנחנו לא צריכים בסוף. תמחקי אותן מהרשימה", action="deleteItem", items=["ביצים"]),
    case("אני לא צריכה את הקמח, תורידי אותו", action="deleteItem", items=["קמח"]),
]


@pytest.mark.parametrize(("message", "expect"), NOT_NEEDED)
def test_not_needed(message: str, expect: dict[str, Any]) -> None:
    test_list_requests(message, expect)


def test_person_not_needed_is_no_item() -> None:
    intent = plan("את דני לא צריך, תמחקי אותו")
    assert intent is None or intent.entity != "list" or intent.confidence < 0.8 or intent.missing, intent


DISHES: list[Any] = [
    # the dish a Hebrew item is for, glued on with "ל": the list holds the thing
    case("תוסיפי לרשימת הקניות שמנת לעוגה וגבינה לפשטידה", action="addItem", items=["שמנת", "גבינה"]),
    case("תוסיפי לרשימה יין לקידוש", action="addItem", items=["יין לקידוש"]),  # kiddush wine: a kind of wine
    # a person it is for, or a kind of product, stays
    case("תוסיפי לרשימה שמפו לילדים", action="addItem", items=["שמפו לילדים"]),
    case("תוסיפי לרשימה מרכך לכביסה", action="addItem", items=["מרכך לכביסה"]),
]


@pytest.mark.parametrize(("message", "expect"), DISHES)
def test_dishes(message: str, expect: dict[str, Any]) -> None:
    test_list_requests(message, expect)


TYPED_FAST: list[Any] = [
    # the words of the request mistyped on a phone: "teh", "too the list", "outta"
    case("put milk on teh list", action="addItem", listName="shopping", items=["milk"]),
    case("add rice to teh shopping lsit", action="addItem", listName="shopping", items=["rice"]),
    case("add milk and egs too the list", action="addItem", items=["milk", "eggs"]),
    case("we're outta coffee, put it on the list", action="addItem", items=["coffee"]),
    case("outta sugar add it to the list", action="addItem", items=["sugar"]),
]


@pytest.mark.parametrize(("message", "expect"), TYPED_FAST)
def test_typed_fast(message: str, expect: dict[str, Any]) -> None:
    test_list_requests(message, expect)


def test_too_as_also_is_kept() -> None:
    intent = plan("add eggs to the list too")
    assert intent is not None and intent.action == "addItem" and intent.args.get("items") == ["eggs"], intent


DATED: list[Any] = [
    # a date after the list's name says when it is used: neither its name nor an item
    case("תוסיפי לרשימת הקניות ל-3.12: חלות ויין", action="addItem", listName="קניות", items=["חלות", "יין"]),
    case("תוסיפי לרשימת הקניות ל24/11 חלות ויין", action="addItem", listName="קניות", items=["חלות", "יין"]),
    case("add to the shopping list for 24/11: bread and milk", action="addItem", listName="shopping",
         items=["bread", "milk"]),
]


@pytest.mark.parametrize(("message", "expect"), DATED)
def test_dated(message: str, expect: dict[str, Any]) -> None:
    test_list_requests(message, expect)


def test_dated_list_shown() -> None:
    intent = plan("מה יש ברשימת הקניות ל-3.12?")
    assert intent is not None and intent.action == "get" and intent.args.get("listName") == "קניות", intent


@pytest.mark.parametrize("message", [
    "I bought the milk. Also please add eggs to the list.",
    "קניתי את החלב. תוסיפי בבקשה ביצים לרשימה",
])
def test_second_request_is_no_item(message: str) -> None:
    intent = plan(message)
    assert intent is None or not any("add" in i or "תוסיפי" in i for i in intent.args.get("items") or []), intent


MORE_SHAPES: list[Any] = [
    # "for me" after the list: done for the user, no list's name
    case("Please could you put some tissues on my list for me?", action="addItem", listName="shopping",
         items=["tissues"]),
    case("add eggs to the list for us", action="addItem", listName="shopping", items=["eggs"]),
    # "רשימת הקניות שלי" before the items
    case("אפשר בבקשה להוסיף לרשימת הקניות שלי ריבה ותה?", action="addItem", listName="קניות", items=["ריבה", "תה"]),
    case("תוסיפי לרשימת הקניות שלנו חלב", action="addItem", listName="קניות", items=["חלב"]),
    # "I've got", "we've got", "יש לנו מספיק": already there, then the command
    case("I've grabbed the batteries, tick them off", action="toggleItem", items=["batteries"]),
    case("we've got the eggs, cross them off the list", action="toggleItem", items=["eggs"]),
    case("יש לנו מספיק אורז, תורידי אותו מהרשימה", action="deleteItem", items=["אורז"]),
    case("יש לי הרבה סוכר בבית, תמחקי אותו מהרשימה", action="deleteItem", items=["סוכר"]),
]


@pytest.mark.parametrize(("message", "expect"), MORE_SHAPES)
def test_more_shapes(message: str, expect: dict[str, Any]) -> None:
    test_list_requests(message, expect)


def test_list_for_a_party_keeps_its_name() -> None:
    intent = plan("add cake to the list for the party")
    assert intent is not None and intent.args.get("listName") == "party", intent


REMINDED: list[Any] = [
    # the request said as a reminder to Memo
    case("dont forget eggs on the list", action="addItem", listName="shopping", items=["eggs"]),
    case("don't forget to add eggs to the shopping list", action="addItem", items=["eggs"]),
    case("אל תשכחי להוסיף חלב לרשימה", action="addItem", listName="קניות", items=["חלב"]),
    case("אל תשכח לרשום במבה ברשימת הקניות", action="addItem", listName="קניות", items=["במבה"]),
]


@pytest.mark.parametrize(("message", "expect"), REMINDED)
def test_reminded(message: str, expect: dict[str, Any]) -> None:
    test_list_requests(message, expect)


@pytest.mark.parametrize("message", [
    "add - eggs to the shopping list",  # a minus before the item: taken off, not added
    "don't forget to call mom",
])
def test_not_added(message: str) -> None:
    intent = plan(message)
    assert intent is None or intent.action != "addItem" or intent.entity != "list", intent


def test_reminder_with_a_time_is_a_task() -> None:
    intent = plan("don't forget to add eggs to the list tomorrow")
    assert intent is None or intent.entity != "list" or intent.missing or intent.confidence < 0.8, intent


@pytest.mark.parametrize("message", [
    # which items were bought is the user's to sort out: nothing ticked as read
    "got everything except the bread",
    "I got the milk but not the bread",
    "קניתי הכל חוץ מהלחם",
    "my husband bought everything but the eggs",
])
def test_report_with_an_exception_not_ticked(message: str) -> None:
    intent = plan(message)
    assert intent is None or intent.action != "toggleItem" or intent.missing or intent.confidence < 0.8, intent
