"""A need said beside a purchase already made (lists_reports.needed_items).

"we need milk, got the bread" once added "got the bread" to the shopping list as an item. One thing needed and one
bought is not a list of things to buy: Memo asks rather than add a report as an item. A plain need is still added.
"""

from __future__ import annotations

import pytest

from tests.planning.reading import not_acted, reads_as


@pytest.mark.parametrize("text", [
    "we need milk, got the bread",
    "צריך חלב, קניתי לחם",
    "we need eggs, bought the rice",
])
def test_a_purchase_beside_a_need_is_never_added_as_an_item(text):
    not_acted(text)


@pytest.mark.parametrize("text, items", [
    ("we need milk and eggs", ["milk", "eggs"]),
    ("צריך חלב וביצים", ["חלב", "ביצים"]),
])
def test_a_plain_need_is_still_added(text, items):
    assert reads_as(text, "database", "addItem").args["items"] == items
