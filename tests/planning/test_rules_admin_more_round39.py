"""Home and money admin: reports and questions about bills, warranties, the car test and the notes that keep them.

Shapes covered: a groan at what the user hates (general_dislike.py); thanks for order made in a mess (general.py);
what Memo can keep track of, asked after a lead clause (meta_lead.py); a task's awaited thing that came in, closed
by "tick that task off" ("got", "קיבלתי": task_implied.py); a short cheer before a hedged mark ("עברנו טסט 🎉 אפשר
לסמן…": asides.py, the peeled clause read as asked); "which lists" after "show me"; "לאיזה יום קבעתי את התזכורת ל…"
(task_named_when.py); "עד מתי האחריות על…" (notes_until_when.py); "keep in mind <someone> said …" (notes.py); a price
that went up, told by its own name (notes_raised.py); "זה בשביל …" after a forward (asides.py). Near misses keep
their old reading or ask.
"""

from __future__ import annotations

import pytest

from tests.planning.reading import intent_of, not_read_as, not_taken_as, reads_as


@pytest.mark.parametrize("text", [
    "ugh I hate paperwork season so much",
    "ugh I hate tax season",
    "i can't stand dealing with the bank ugh",
    "אוף אני שונאת את עונת הדוחות",
    "אני כל כך שונא ניירת",
    "אוף נמאס לי מהטפסים האלה",
])
def test_a_groan_at_what_the_user_hates_is_chat(text: str) -> None:
    assert reads_as(text, "general", "respond").args["kind"] == "small_talk"


@pytest.mark.parametrize("text", [
    "I hate cilantro",
    "ugh I hate paperwork, remind me to file the forms tonight",
    "ugh i hate that the dentist is at 8am tomorrow",
])
def test_a_plain_dislike_or_one_with_a_request_is_not_chat(text: str) -> None:
    not_read_as(text, "general")


@pytest.mark.parametrize("text", [
    "תודה רבה, עשית לי סדר בבלגן של החשבונות 🙏",
    "תודה, סידרת לי את הבלגן בחשבונות",
    "וואו עשית לי סדר בראש, תודה",
    "thanks so much, you sorted out my whole paperwork mess",
    "you cleaned up my inbox mess, thank you!",
])
def test_thanks_for_order_made_in_a_mess(text: str) -> None:
    reads_as(text, "general", "respond")


@pytest.mark.parametrize("text", ["עשית סדר ברשימה?", "תעשי לי סדר בחשבונות"])
def test_order_asked_for_is_not_thanks(text: str) -> None:
    not_read_as(text, "general")


@pytest.mark.parametrize("text", [
    "before I dump all my bills on you, what kinds of things can you keep track of?",
    "before I start sending you stuff, what can you do?",
    "לפני שאני מעמיסה עלייך את כל החשבונות, על אילו דברים את יכולה לעקוב?",
    "what kinds of things can you keep track of?",
    "what stuff can u remember for me?",
    "אילו דברים את יכולה לעקוב אחריהם?",
])
def test_what_memo_can_keep_track_of(text: str) -> None:
    reads_as(text, "meta", "describe")


@pytest.mark.parametrize("text", [
    "before I forget, remind me to pay the rent",
    "what can you remember about the plumber?",
    "what can you keep track of for my car insurance?",
])
def test_a_request_or_a_lookup_after_a_lead_is_not_about_memo(text: str) -> None:
    not_read_as(text, "meta")


@pytest.mark.parametrize("text, words", [
    ("finally got the refund for the headphones, tick that task off", "headphones"),
    ("got the refund for the headphones, stop reminding me", "headphones"),
    ("received the refund for the headphones, tick it off", "headphones"),
    ("קיבלתי סוף סוף את ההחזר על האוזניות, תסמני שבוצע", "האוזניות"),
])
def test_what_was_waited_for_came_in_and_the_task_is_ticked(text: str, words: str) -> None:
    assert words in reads_as(text, "database", "complete").args["text"]


@pytest.mark.parametrize("text", ["got the tickets", "got the refund for the headphones"])
def test_got_alone_closes_no_task(text: str) -> None:
    not_taken_as(text, "database", "complete")


@pytest.mark.parametrize("text, words", [
    ("עברנו טסט 🎉 אפשר לסמן את המשימה של הטסט כבוצעה", "טסט"),
    ("עברנו טסט! תסמני את המשימה של הטסט כבוצעה", "טסט"),
    ("עברנו את הטסט השנתי, אפשר לסמן את המשימה של הטסט כבוצעה", "טסט"),
    ("סוף סוף שילמנו 🎉 אפשר לסמן את המשימה של הארנונה כבוצעה", "ארנונה"),
    ("we passed 🎉 can you tick off the car test task", "car test"),
])
def test_a_cheer_before_a_hedged_mark(text: str, words: str) -> None:
    assert words in reads_as(text, "database", "complete").args["text"]


@pytest.mark.parametrize("text", [
    "תראה לי אילו רשימות פתוחות יש לי כרגע",
    "תראי לי איזה רשימות יש לי",
    "תגידי לי אילו רשימות יש לנו",
    "show me which lists I have open right now",
])
def test_show_me_which_lists(text: str) -> None:
    reads_as(text, "database", "getAll")


@pytest.mark.parametrize("text, words", [
    ("לאיזה יום קבעתי את התזכורת לחדש את הביטוח של האוטו?", "ביטוח"),
    ("לאיזה יום שמתי את התזכורת לביטוח?", "ביטוח"),
    ("באיזו שעה התזכורת לתרופות?", "תרופות"),
    ("for what day did I set the reminder to renew the car insurance?", "insurance"),
    ("which day is the reminder for the dentist?", "dentist"),
    ("what day is my passport reminder?", "passport"),
])
def test_which_day_one_named_reminder_is(text: str, words: str) -> None:
    assert words in reads_as(text, "database", "get").args["text"]


def test_which_day_with_no_reminder_named_is_no_lookup_of_one() -> None:
    not_taken_as("לאיזה יום קבעתי את התזכורת?", "database", "get")


@pytest.mark.parametrize("text, words", [
    ("עד מתי האחריות על המכונת כביסה?", "כביסה"),
    ("עד מתי האחריות על המקרר?", "המקרר"),
    ("עד מתי הביטוח של האוטו?", "האוטו"),
    ("until when is the washing machine under warranty?", "washing machine"),
    ("until when is my car insurance valid?", "car insurance"),
    ("how long is the fridge warranty good for?", "fridge"),
])
def test_until_when_a_kept_cover_holds(text: str, words: str) -> None:
    assert words in reads_as(text, "second-brain", "search").args["query"]


@pytest.mark.parametrize("text", ["עד מתי הפגישה?", "until when is the pool open?", "עד מתי את צריכה את זה?"])
def test_until_when_of_other_things_is_no_note_search(text: str) -> None:
    not_taken_as(text, "second-brain", "search")


@pytest.mark.parametrize("text, words", [
    ("keep in mind the garage guy said the timing belt needs replacing at 120,000 ק\"מ", "timing belt"),
    ("keep in mind the garage guy said the timing belt needs replacing", "timing belt"),
    ("remember the plumber told me the boiler is 12 years old", "boiler"),
    ("don't forget the mechanic said the brakes are fine", "brakes"),
])
def test_what_someone_said_kept_in_mind(text: str, words: str) -> None:
    assert words in reads_as(text, "second-brain", "store").args["text"]


def test_what_someone_said_to_do_is_no_fact() -> None:
    not_taken_as("remember the dentist said to call back on monday", "second-brain", "store")


@pytest.mark.parametrize("text, query", [
    ("the kindergarten monthly fee went up to 2,450, update what you have saved", "kindergarten"),
    ("the kindergarten fee is now 2,450, update it", "kindergarten"),
    ("שכר הלימוד בגן עלה ל-2,450, תעדכני את מה ששמרת", "שכר הלימוד"),
    ("the rent went up to 5,200, update your notes", "rent"),
    ("ועד הבית עלה ל-300 לחודש", "ועד הבית"),
])
def test_a_price_that_went_up_updates_its_note(text: str, query: str) -> None:
    assert query in reads_as(text, "second-brain", "update").args["query"]


@pytest.mark.parametrize("text", ["the price of bitcoin went up to 90000", "my temperature went up to 39",
                                  "המחיר של הדלק עלה ל-8"])
def test_news_of_a_price_is_no_update(text: str) -> None:
    not_taken_as(text, "second-brain", "update")


@pytest.mark.parametrize("text, to", [
    ("תעבירי את החשבונית של המזגן לרו״ח, ronit.cpa@example.co.il, זה בשביל ההחזר", "ronit.cpa@example.co.il"),
    ("תעביר את הקבלה של הטלוויזיה ל-dani@example.com, זה בשביל הביטוח", "dani@example.com"),
])
def test_a_forward_with_its_reason_after_it(text: str, to: str) -> None:
    intent = intent_of(text)
    assert intent is not None and intent.capability == "gmail" and intent.args["operation"] == "forward", intent
    assert intent.args["to"] == [to]


def test_an_item_with_its_reason_after_it() -> None:
    assert reads_as("תוסיפי חלב לרשימה, זה בשביל העוגה", "database", "addItem").args["items"] == ["חלב"]


@pytest.mark.parametrize("text", ["I got the flu, check it off", "קיבלתי שפעת, תסמני"])
def test_an_illness_got_closes_no_task(text: str) -> None:
    not_taken_as(text, "database", "complete")
