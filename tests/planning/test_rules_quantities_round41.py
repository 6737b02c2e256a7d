"""Shopping lists as second-language writers type them: amounts, units, percents and brands inside one item.

Shapes: "a" before a measure is part of the amount ("a dozen eggs", "a bag of rice"); a weight or volume glued
to its number ("750ml", "1.5L") or a unit in Hebrew ("2 ק\"ג", "400 מ\"ל") never splits an item and never hides
what the item is, so a plain grocery still goes to the shopping list; the kind said after its food ("rice
basmati", "cheese bulgarian"); urging and endearments before the request ("yalla habibi", "davai", "דאבאי");
the article left out before "list" ("put in list", "remove from list"); "בשבילי" after the verb, as "לי"; a
container word starting with "ב" ("6 בקבוקי מים") is no place; someone giving or bringing the thing, in a
learner's tense, is a reason and not an item.
"""

from __future__ import annotations

import pytest

from tests.planning.reading import not_acted, reads_as


@pytest.mark.parametrize(("text", "items"), [
    ("add to shopping list a dozen eggs, 1.5L cola zero and 2 breads", ["a dozen eggs", "1.5L cola zero", "2 breads"]),
    ("add 2 kilo tomatoes, a dozen eggs and toilet paper to the shoping list",
     ["2 kilo tomatoes", "a dozen eggs", "toilet paper"]),
    ("add a bag of rice and a few apples to the list", ["a bag of rice", "apples"]),
    ("add a box of tissues to my list", ["a box of tissues"]),
    ("add a couple of avocados and an onion", ["a couple of avocados", "onion"]),
])
def test_a_before_a_measure_stays(text: str, items: list[str]) -> None:
    assert reads_as(text, "database", "addItem").args["items"] == items


def test_plain_article_still_left_out() -> None:
    assert reads_as("add a milk and the bread to the shopping list", "database", "addItem").args["items"] == [
        "milk", "bread"]


@pytest.mark.parametrize(("text", "name", "items"), [
    ("תוסיפי ברשימה 2 ק\"ג עגבניות וחלב 3% שני קרטונים", "קניות", ["2 ק\"ג עגבניות", "חלב 3% שני קרטונים"]),
    ("תוסיף לרשימה 2 ק\"ג עגבניות וחלב", "קניות", ["2 ק\"ג עגבניות", "חלב"]),
    ("add to the list 3 kilo rice basmati, za'atar 1 big bag and olive oil 750ml", "shopping",
     ["3 kilo rice basmati", "za'atar 1 big bag", "olive oil 750ml"]),
    ("pls add half kilo of cheese bulgarian and 200 gr of salami", "shopping",
     ["half kilo of cheese bulgarian", "200 gr of salami"]),
    ("תוסיף לרשימה kefir 2 ליטר, smetana 20% ו-1 ק\"ג גרצ'קה", "קניות",
     ["kefir 2 ליטר", "smetana 20%", "1 ק\"ג גרצ'קה"]),
])
def test_amounts_keep_the_shopping_list(text: str, name: str, items: list[str]) -> None:
    args = reads_as(text, "database", "addItem").args
    assert (args["listName"], args["items"]) == (name, items)


@pytest.mark.parametrize(("text", "name"), [
    ("yalla habibi add to the list 3 kilo rice basmati, za'atar 1 big bag and olive oil 750ml", "shopping"),
    ("davai תוסיף לרשימה kefir 2 ליטר, smetana 20% ו-1 ק\"ג גרצ'קה", "קניות"),
    ("davai add milk and bread", "shopping"),
    ("דאבאי תוסיפי לרשימה חלב", "קניות"),
])
def test_urging_before_the_request_left_out(text: str, name: str) -> None:
    assert reads_as(text, "database", "addItem").args["listName"] == name


def test_endearment_alone_is_no_request() -> None:
    not_acted("Habibi is my cat")


@pytest.mark.parametrize(("text", "operation", "name", "items"), [
    ("put in list for the party 4 pack of Tuborg and 2 kilo of chicken wings", "addItem", "party",
     ["4 pack of Tuborg", "2 kilo of chicken wings"]),
    ("add to list eggs", "addItem", "shopping", ["eggs"]),
    ("add milk in list", "addItem", "shopping", ["milk"]),
    ("remove from list the eggs", "deleteItem", "shopping", ["eggs"]),
    ("תשים בשבילי ברשימה של פארם: משחת שיניים סנסודין 2, שמפו הד אנד שולדרס 400 מ\"ל", "addItem", "פארם",
     ["משחת שיניים סנסודין 2", "שמפו הד אנד שולדרס 400 מ\"ל"]),
    ("תוסיפי עבורי לרשימה חלב וביצים", "addItem", "קניות", ["חלב", "ביצים"]),
])
def test_learner_prepositions(text: str, operation: str, name: str, items: list[str]) -> None:
    args = reads_as(text, "database", operation).args
    assert (args["listName"], args["items"]) == (name, items)


@pytest.mark.parametrize(("text", "items"), [
    ("remove from list the eggs, my neighbour bring me 10 from her chickens", ["eggs"]),
    ("delete the milk from the list, my mother give us 2 cartons", ["milk"]),
    ("remove the eggs and the milk from the list", ["eggs", "milk"]),
])
def test_who_brings_it_is_no_item(text: str, items: list[str]) -> None:
    assert reads_as(text, "database", "deleteItem").args["items"] == items


@pytest.mark.parametrize(("text", "items"), [
    ("got the bread and the 1.5L cola zero, spasibo", ["bread", "1.5L cola zero"]),
    ("bought the 2L pepsi", ["2L pepsi"]),
    ("קניתי כבר את הקוטג' ואת 6 בקבוקי מים", ["קוטג'", "6 בקבוקי מים"]),
    ("לקחתי 2 בקבוקי יין", ["2 בקבוקי יין"]),
    ("קניתי את החלב בסופר", ["חלב"]),
])
def test_bought_amounts_ticked(text: str, items: list[str]) -> None:
    assert reads_as(text, "database", "toggleItem").args["items"] == items


def test_place_after_a_bought_item_still_asked() -> None:
    not_acted("קניתי חלב בבקבוק")
