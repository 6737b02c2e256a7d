"""Round 36, lists, notes and meta, as thumb-typing small-business owners write them:

* A Hebrew "and" typed on its own between items ("pvc glue ו טפלון", "חלב ו ביצים"), not the letter of a day or a
  grade ("ליום ו", "לכיתה ו").
* Things that arrived from the supplier, with a command to tick them ("הגיעו הלקים מהספק תסמני ברשימה"); without the
  command, or of a person or a parcel with no list named, it is not a tick.
* A supplier's price kept with a verb of keeping ("תזכרי מחיר זר ורדים מהסאפלייר 12 שח"), asked ("how much was the pipe
  sup supplier charging per meter again", "כמה הספק לוקח על מטר צינור"), and a supplier's details forgotten ("forget the
  old bread supplier info we dropped them").
* What a customer usually takes ("מה רונית לוקחת בדרכ כלל", "what does ronit usually order"), not of a pronoun or of
  people at large.
* Meta: connecting an account said with which one ("how do i connect my work gmail to u", "אפשר לחבר אותך לגוגל קלנדר
  של העסק? how"), and what Memo would do with something the user sends it ("can you read a screenshot if I send you
  one?", "if I forward you an SMS, את יודעת לקבוע תזכורת לבד?", "אפשר פשוט להעביר לך הודעות ... ואת תכניסי אותן ליומן
  לבד?").
"""

from __future__ import annotations

import pytest

from memo.planning.rules.lists_words import split_items
from tests.planning.reading import not_acted, not_read_as, reads_as

# ---------------------------------------------------------------- a detached "ו" between items


@pytest.mark.parametrize(("raw", "items"), [
    ("pvc glue ו טפלון", ["pvc glue", "טפלון"]),
    ("חלב ו ביצים", ["חלב", "ביצים"]),
    ("חלב ביצים ו לחם", ["חלב", "ביצים", "לחם"]),
    ("שמן זית ו סוכר חום", ["שמן זית", "סוכר חום"]),
    ("ברגים ו דיבלים ו סרט", ["ברגים", "דיבלים", "סרט"]),
    # the letter of a day or a grade stays with its word
    ("חלה ליום ו", ["חלה ליום ו"]),
    ("ספר לכיתה ו ומחברות", ["ספר לכיתה ו", "מחברות"]),
])
def test_detached_vav_splits_items(raw: str, items: list[str]) -> None:
    assert split_items(raw) == items


@pytest.mark.parametrize(("text", "items"), [
    ("תוסיף לליסט של החנות pvc glue ו טפלון", ["pvc glue", "טפלון"]),
    ("תוסיפי לרשימה חלב ו ביצים", ["חלב", "ביצים"]),
    ("תוסיף לרשימת הקניות שמן זית ו סוכר חום", ["שמן זית", "סוכר חום"]),
])
def test_detached_vav_on_the_list(text: str, items: list[str]) -> None:
    assert reads_as(text, "database", "addItem").args["items"] == items


# ---------------------------------------------------------------- arrived, tick it


@pytest.mark.parametrize(("text", "items"), [
    ("הגיעו הלקים מהספק תסמני ברשימה", ["לקים"]),
    ("הלקים הגיעו מהספק, סמני ברשימה", ["לקים"]),
    ("הגיעו הלקים תסמני ברשימה", ["לקים"]),
    ("the nails arrived from the supplier, tick them on the list", ["nails"]),
    ("the sealant finally arrived, mark it on the list", ["sealant"]),
    ("the pvc glue came in, check it off", ["pvc glue"]),
])
def test_arrived_then_tick(text: str, items: list[str]) -> None:
    assert reads_as(text, "database", "toggleItem").args["items"] == items


@pytest.mark.parametrize("text", [
    "הגיעו הלקים מהספק",  # news alone
    "הגיע הטכנאי, תסמני",  # a person, no list named
    "הגיעה החבילה תסמני",  # a parcel: a task's, maybe
    "הגיעו הילדים תסמני ברשימה",
    "the kids arrived, tick it",
])
def test_arrived_not_a_tick(text: str) -> None:
    not_read_as(text, "database")


# ---------------------------------------------------------------- a supplier's price kept


@pytest.mark.parametrize(("text", "word"), [
    ("תזכרי מחיר זר ורדים מהסאפלייר 12 שח, min order 10", "12"),
    ("תרשום מחיר ליטר צבע אצל הספק 45 שח", "45"),
    ("תזכור המחיר של הברגים אצל הספק 3 שקל ליחידה", "ברגים"),
    ("remember price of rose bunch from the supplier 12 shekels, min order 10", "12"),
    ("note the price of pvc pipe 18 a meter", "pvc"),
])
def test_price_kept(text: str, word: str) -> None:
    assert word in reads_as(text, "second-brain", "store").args["text"]


@pytest.mark.parametrize("text", [
    "תזכירי לי מחיר זר ורדים",  # remind, not remember
    "remember price check at 5pm",
])
def test_price_kept_near_misses(text: str) -> None:
    not_read_as(text, "second-brain")


# ---------------------------------------------------------------- a supplier's charge asked


@pytest.mark.parametrize(("text", "word"), [
    ("how much was the pipe sup supplier charging per meter again", "pipe"),
    ("how much does the supplier charge per meter", "supplier"),
    ("how much was the supplier charging for pvc pipe", "pvc"),
    ("כמה הספק לוקח על מטר צינור", "צינור"),
])
def test_supplier_charge_asked(text: str, word: str) -> None:
    assert word in reads_as(text, "second-brain", "search").args["query"]


@pytest.mark.parametrize("text", [
    "how much is a meter of pvc pipe",
    "how much does a supplier usually charge",
])
def test_price_in_general_is_not_a_note(text: str) -> None:
    not_read_as(text, "second-brain")


# ---------------------------------------------------------------- a customer's usual


@pytest.mark.parametrize(("text", "who"), [
    ("מה רונית לוקחת בדרכ כלל", "רונית"),
    ("מה רונית מזמינה בדרך כלל", "רונית"),
    ("מה דנה כהן בדרך כלל מזמינה", "דנה כהן"),
    ("what does ronit usually order", "ronit"),
    ("whats dana's usual", "dana"),
])
def test_customer_usual(text: str, who: str) -> None:
    assert reads_as(text, "second-brain", "search").args["query"] == who


@pytest.mark.parametrize("text", [
    "מה את לוקחת בדרך כלל",
    "מה אנשים לוקחים בדרך כלל",
    "what do people usually order",
    "what does a plumber usually charge",
])
def test_usual_of_nobody_named(text: str) -> None:
    not_read_as(text, "second-brain")


# ---------------------------------------------------------------- a supplier's details forgotten


@pytest.mark.parametrize(("text", "query"), [
    ("forget the old bread supplier info we dropped them", "bread supplier"),
    ("forget the bread supplier info", "bread supplier"),
    ("delete the bread supplier details", "bread supplier"),
    ("forget the plumber's details", "plumber"),
    ("forget dana's info", "dana"),
    ("תמחקי את פרטי הספק של הלחם, עזבנו אותם", "הספק של הלחם"),
])
def test_supplier_details_forgotten(text: str, query: str) -> None:
    assert reads_as(text, "second-brain", "delete").args["query"] == query


def test_meeting_details_are_not_a_note() -> None:
    not_read_as("forget the meeting details", "second-brain")


# ---------------------------------------------------------------- meta: connecting, and what if forwarded


@pytest.mark.parametrize("text", [
    "how do i connect my work gmail to u",
    "how do i connect my business calendar with you",
    "אפשר לחבר אותך לגוגל קלנדר של העסק? how",
    "אפשר לחבר אותך לגוגל קלנדר של העסק? איך",
    "can i connect you to my work calendar? how",
])
def test_how_to_connect(text: str) -> None:
    reads_as(text, "meta", "describe")


def test_connect_request_stays_a_request() -> None:
    reads_as("אפשר לחבר את היומן שלי", "calendar", "connect")
    not_read_as("how do i connect my new phone to the tv", "meta")


@pytest.mark.parametrize("text", [
    "can you read a screenshot if I send you one of a flight ticket?",
    "can you read a pdf if i forward it to you?",
    "if i forward you an email from the school, can you add it to my calendar by yourself?",
    'if I forward you an SMS from קופ"ח, את יודעת לקבוע תזכורת לבד?',
    "אם אני אעביר לך הודעה מהגן את יכולה להכניס את זה ליומן לבד?",
    "אפשר פשוט להעביר לך הודעות מהקבוצה של הגן ואת תכניסי אותן ליומן לבד?",
    "אפשר להעביר לך מיילים ואת תסדרי לי אותם?",
    "can I just forward you messages from the class group and you'll add them to the calendar?",
])
def test_what_if_forwarded(text: str) -> None:
    reads_as(text, "meta", "describe")


def test_forwarded_with_a_time_is_a_request() -> None:
    reads_as("if I forward you the invoice remind me to pay it on sunday", "database", "create")
    not_read_as("if i send you the pdf later, remind me to read it", "meta")
    not_acted("תעבירי לי את ההודעות מהקבוצה של הגן")


# -- "only" before the items: which of them, not an item ----------------------------------------------------------
@pytest.mark.parametrize(("text", "items"), [
    ("תוסיפי לרשימת קניות רק את השמנת והפתיבר, השאר יש בבית", ["שמנת", "פתיבר"]),
    ("add only the cream and the eggs to the shopping list", ["cream", "eggs"]),
    ("תוסיפי לרשימת קניות רק חלב", ["חלב"]),
])
def test_only_before_items_is_no_item(text: str, items: list[str]) -> None:
    assert reads_as(text, "database", "addItem").args["items"] == items


def test_article_kept_without_only() -> None:
    assert reads_as("תוסיפי לרשימת קניות הלוואה", "database", "addItem").args["items"] == ["הלוואה"]
