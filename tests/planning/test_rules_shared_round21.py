"""Messages as a phone keyboard types them, and long polite messages: the reading layers before the grammars.

Emoji (decoration dropped, 🛒 ⏰ ✅ read as the word they stand for), a letter held down ("plentyyy", "טובבב"),
capitals, a command word run into the next ("remindme"), sign-offs ("Thank you, Miriam", "תודה רבה, רבקה"), a
request after a context sentence, and a task told first with the reminder asked for after it.

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

import pytest

from memo.planning.rules import keyboard, told_first
from tests.planning.reading import acted, local_or_none, plan


def _typed(text: str) -> str | None:
    typed = keyboard.as_typed(text)
    return typed.text if typed is not None else None


@pytest.mark.parametrize("text, meant", [
    # decoration left out
    ("what's on my calendar tomorrow 🤔", "what's on my calendar tomorrow"),
    ("תזכירי לי מחר בשש לקנות פרחים 💐❤️", "תזכירי לי מחר בשש לקנות פרחים"),
    # the cart is the shopping list where the noun is missing
    ("put oat milk on 🛒", "put oat milk on the shopping list"),
    ("תוסיפי ל🛒 אורז", "תוסיפי לרשימת הקניות אורז"),
    ("🛒 apples pears", "add apples pears to the shopping list"),
    ("🛒 עגבניות מלפפונים", "תוסיף לרשימת הקניות עגבניות מלפפונים"),
    ("🛒 add rice to the shopping list", "add rice to the shopping list"),  # the list is named already
    ("🛒 תוסיפי אורז לרשימה", "תוסיפי אורז לרשימה"),
    # the alarm clock opening a message is "remind me"
    ("⏰ water the plants at 6", "remind me to water the plants at 6"),
    ("⏰ לשלם חשמל מחר", "תזכיר לי לשלם חשמל מחר"),
    # a held-down letter typed once
    ("where's the spare key at the officeee", "where's the spare key at the office"),
    ("סבבבה תודהההה", "סבבה תודה"),
    # capitals read in lower case
    ("CALL THE BANK TOMORROW AT 10", "call the bank tomorrow at 10"),
    # a command word run into the next
    ("remindme at 6 to stretch", "remind me at 6 to stretch"),
    ("addeggs to the list", "add eggs to the list"),
    # sign-offs and remarks about the message itself
    ("Please remind me on Friday at ten to call the council. Kind regards, Walter",
     "Please remind me on Friday at ten to call the council."),
    ("Please add tea to my shopping list. God bless, Edna", "Please add tea to my shopping list."),
    ("Please remind me at noon to phone my sister. - Albert", "Please remind me at noon to phone my sister."),
    ("תזכירי לי מחר בעשר להתקשר לקופת חולים. תודה רבה, שושנה", "תזכירי לי מחר בעשר להתקשר לקופת חולים."),
    ("תוסיפי לרשימת הקניות סוכר. תודה מראש", "תוסיפי לרשימת הקניות סוכר."),
    ("I hope this message reaches you. Please add bread to my list", "Please add bread to my list"),
    ("לא בטוחה שזה עובד אבל תוסיפי חלב לרשימה", "תוסיפי חלב לרשימה"),
])
def test_keyboard_marks_are_read_as_meant(text, meant):
    assert _typed(text) == meant


@pytest.mark.parametrize("text", [
    "🎉🎉🎉",  # emoji alone: small talk, as written
    "dana's kids names 🙈 dinner with them tonight",  # an emoji between words is read by the asides, as written
    "👍",
    "zzz so tired",  # one letter held down is no word to restore
    "check www.example.com",
    "call me at 1000",  # digits untouched
    "what???",  # punctuation untouched
    "the code is 4444",
    "טוב מאוד",  # two of a letter in Hebrew is spelling
    "address the letter to dana",  # a word of its own starting with "add"
    "I added eggs",
    "OK add milk",  # one capitalised word is no shouting
    "add milk, eggs - and bread",  # a dash inside a list is no signature
    "Thank you",  # thanks alone is the message
    "תודה רבה",
    "תודה, מחר נדבר",  # a word after thanks that is no name
])
def test_what_is_typed_on_purpose_stays(text):
    assert _typed(text) is None


@pytest.mark.parametrize("text, items", [
    ("remove paper towels from 🛒 we have plentyyy", ["paper towels"]),
    ("🛒 addrice n beans", ["rice", "beans"]),
    ("תורידי מה🛒 את הקוטג'", ["קוטג'"]),
])
def test_the_cart_emoji_is_the_shopping_list(text, items):
    intent = plan(text)
    assert acted(intent) and intent.capability == "database", intent
    assert intent.args["operation"] in ("addItem", "deleteItem") and intent.args["items"] == items, intent.args


@pytest.mark.parametrize("text, words", [
    ("✅ paid the electricity bill", "electricity"),
    ("✅ called the insurance company", "insurance"),
])
def test_a_check_mark_before_a_report_is_done(text, words):
    intent = plan(text)
    assert acted(intent) and intent.args["operation"] == "complete" and words in intent.args["text"], intent


@pytest.mark.parametrize("text", ["✅✅ did it", "✅ got them"])
def test_a_check_mark_before_a_report_of_nothing_named_is_not_acted_on(text):
    intent = plan(text)
    assert not (acted(intent) and intent.args.get("operation") == "complete"), intent


@pytest.mark.parametrize("text, due, words", [
    ("Good afternoon. My grandson has his exam on Friday, so could you please remind me on Thursday evening "
     "at seven to wrap his lucky charm. Thank you, Esther", "2026-11-26T19:00", "wrap his lucky charm"),
    ("Hello. My daughter has her recital on Friday, so please remind me on Tuesday at ten to iron her "
     "skirt. Kind regards, Harold", "2026-11-24T10:00", "iron her skirt"),
    ("remindme tomorrow at 8 to feed the cat 🐈", "2026-11-23T08:00", "feed the cat"),
    ("⏰⏰ RENEW THE PASSPORT TOMORROW AT 11", "2026-11-23T11:00", "renew the passport"),
])
def test_requests_after_context_keyboard_marks_and_sign_offs(text, due, words):
    intent = plan(text)
    assert acted(intent) and intent.args["operation"] == "create", intent
    assert words in intent.args["text"].casefold(), intent.args
    assert (local_or_none(intent.args.get("dueDate")) or "")[:16] == due, intent.args


@pytest.mark.parametrize("text, meant", [
    ("Every Monday at nine I need to take the bins out. Could you please remind me each week.",
     "remind me Every Monday at nine to take the bins out"),
    ("Every evening at ten I have to lock the back door. Please remind me.",
     "remind me Every evening at ten to lock the back door"),
    ("אני צריכה לתת לחתול כדור בכל בוקר בשמונה. תוכלי להזכיר לי כל יום?",
     "תזכירי לי לתת לחתול כדור בכל בוקר בשמונה"),
    ("שלום. אני צריך להוציא את הזבל בכל יום שלישי בערב. תזכיר לי בבקשה",
     "תזכירי לי להוציא את הזבל בכל יום שלישי בערב"),
])
def test_a_task_told_first_and_a_reminder_asked_after(text, meant):
    assert told_first.joined(text) == meant


@pytest.mark.parametrize("text", [
    "I need to take it to the shop. Please remind me.",  # what "it" is was said elsewhere
    "I need to call the bank. Please remind me on Monday at 3 about the loan.",  # the reminder says more
    "אני צריכה לקנות מתנה. הבת שלי מתחתנת. תזכירי לי",  # another sentence with more in it
])
def test_a_task_told_first_is_joined_only_when_nothing_else_is_said(text):
    assert told_first.joined(text) is None


def test_a_task_told_first_is_planned_with_its_time():
    intent = plan("Every Thursday morning at eight I need to water the garden. Could you please remind me each week. "
                  "- Benjamin")
    assert acted(intent) and intent.args["operation"] == "create", intent
    assert "water the garden" in intent.args["text"], intent.args
    assert intent.args["reminderRecurrence"] == {"type": "weekly", "time": "08:00", "days": [4]}, intent.args
