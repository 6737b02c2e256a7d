"""Task verbs, round 35: which operation a chatty message asks for.

- A call made ("finally got through to X", "got hold of X", "תפסתי את X") reported with how long it took ("45 min
  on hold 🙄") and a closing "mark it done": the task is done; the sigh is no part of its name.
- Something collected, not bought ("picked up the dry cleaning, check it off"): a task's report with no list in
  view; a thing one buys stays a list item ticked.
- Amazement before "mark all my tasks done" ("wow i can't believe it but ...", "אני לא מאמינה אבל ..."): its
  "not" and "but" deny nothing.
- Losing the thread ("רגע איפה הייתי...", "ok wait where was i...") before "show me my tasks": the request is read,
  never a notes search for "הייתי".
- A call Memo is told to make for the user ("call the vet בשבילי ותגידי ש..."): Memo cannot call, so it asks.

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

import pytest

from memo.planning.rules.task_courtesy import without_effort
from tests.planning.reading import not_acted, not_read_as, plan, reads_as


# -- a call got through, with how long it took ------------------------------------------------------------------
@pytest.mark.parametrize(("text", "name"), [
    ("finally got through to ביטוח לאומי, 45 min on hold 🙄 mark it done", "ביטוח לאומי"),
    ("finally got through to the bank, mark it done", "the bank"),
    ("got hold of the plumber finally!! took 3 tries. you can tick it off", "the plumber"),
    ("finally got thru to the tax office!! 2 hours on the phone ugh, u can cross it off", "the tax office"),
    ("סוף סוף תפסתי את רואה החשבון, חצי שעה על הקו, תסמני שבוצע", "רואה החשבון"),
    ("רק עכשיו הצלחתי להשיג את המוסך, שעתיים על הקו, תסמני", "המוסך"),
    ("השגתי את ביטוח לאומי אחרי שעה בהמתנה 🙄 תסמני", "ביטוח לאומי"),
    ("spoke to the landlord, stop reminding me", "the landlord"),
])
def test_call_got_through_is_done(text: str, name: str) -> None:
    intent = reads_as(text, "database", "complete")
    said = intent.args.get("text", "")
    assert name in said, (text, intent.args)
    for chatter in ("min", "hold", "tries", "hours", "ugh", "🙄", "שעה", "הקו", "בהמתנה"):
        assert chatter not in said, (text, intent.args)


@pytest.mark.parametrize(("text", "name"), [
    ("called the bank after 45 min on hold, mark it done", "call the bank"),
    ("finally paid the arnona, took me an hour on the website 😤 mark it done", "pay the arnona"),
    ("שילמתי את הארנונה, לקח לי שעה באתר, תסמני שבוצע", "לשלם את הארנונה"),
])
def test_sigh_between_report_and_mark_is_left_out(text: str, name: str) -> None:
    intent = reads_as(text, "database", "complete")
    assert intent.args.get("text") == name, intent.args


@pytest.mark.parametrize("text", [
    "got hold of a copy of the contract",  # obtained, not a call; and no closing sentence
    "finally got through to the bank",  # news alone, as "booked the vet" is
    "spoke to mom today, she says hi",
])
def test_reached_without_a_mark_is_not_closed(text: str) -> None:
    not_read_as(text, "database")


def test_sigh_keeps_a_request_and_numbers_of_the_thing() -> None:
    assert without_effort("paid the bill, 2 of them, mark it done") == "paid the bill, 2 of them, mark it done"
    intent = reads_as("called the bank, 45 min on hold, remind me tomorrow to call again", "database", "create")
    assert intent.args["text"] == "call again"


# -- collected, not bought ----------------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "name"), [
    ("picked up the dry cleaning finally, check it off", "dry cleaning"),
    ("picked up the dry cleaning, tick it off", "dry cleaning"),
    ("collected the car from the garage, mark it done", "the car"),
    ("finally picked up the package from the post office, cross it off", "package"),
    ("אספתי את החבילה מהדואר סוף סוף, תסמני", "החבילה"),
    ("אספתי את הכביסה מהמכבסה, תסמני שבוצע", "הכביסה"),
    ("picked up the prescription, tick it off", "prescription"),
])
def test_collected_thing_is_a_task_done(text: str, name: str) -> None:
    intent = reads_as(text, "database", "complete")
    assert name in intent.args.get("text", ""), intent.args
    assert "finally" not in intent.args["text"] and "סוף סוף" not in intent.args["text"], intent.args


@pytest.mark.parametrize(("text", "items"), [
    ("picked up the eggs, check it off", ["eggs"]),
    ("picked up the milk and the bread, tick them off", ["milk", "bread"]),
    ("picked up the sunscreen, check it off", ["sunscreen"]),
    ("got the shin guards, tick them off", ["shin guards"]),
    ("picked up the cleats 👟 check them off", ["cleats"]),  # unknown to the lexicon, yet a thing one buys
])
def test_bought_thing_is_still_ticked_on_the_list(text: str, items: list[str]) -> None:
    intent = reads_as(text, "database", "toggleItem")
    assert intent.args["items"] == items, intent.args


def test_collected_thing_with_a_list_in_view_is_ticked() -> None:
    latest = [{"capability": "database", "action": "getItems", "externalIds": ["list:7"]}]
    intent = plan("picked up the dry cleaning, check it off", latest)
    assert intent is not None and intent.args.get("operation") == "toggleItem", intent and intent.args


# -- amazement before "mark all done" -----------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "וואו אני לא מאמינה אבל עשיתי את כל מה שהיה לי להיום את הכל!! תסמני את כל המשימות כבוצעו",
    "wow i cant believe it but i did everything on my list today!! mark all my tasks as done",
    "omg you wont believe it, finished every single task today. mark all done",
    "אתה לא תאמין אבל סיימתי את כל המשימות של היום, תסמן הכל כבוצע",
    "לא מאמין שסיימתי הכל היום! תסמן את כל המשימות כבוצעו",
])
def test_amazed_complete_all_of_today(text: str) -> None:
    intent = reads_as(text, "database", "completeAll")
    assert intent.args["filters"]["timeMin"].startswith("2026-11-22"), intent.args
    assert intent.args["filters"]["timeMax"].startswith("2026-11-23"), intent.args


@pytest.mark.parametrize("text", [
    "סיימתי את כל המשימות, תסמני את כולן כבוצעו",
    "וואו לא מאמינה שסיימתי את כל המשימות, תסמני את כולן כבוצעו",
    "wow mark all my tasks as done",
])
def test_complete_all_said_twice(text: str) -> None:
    reads_as(text, "database", "completeAll")


@pytest.mark.parametrize("text", [
    "i cant believe i didnt finish anything, mark all my tasks as done",
    "אני לא מאמינה אבל לא עשיתי כלום, תסמני את כל המשימות כבוצעו",
])
def test_a_real_negation_after_amazement_is_asked(text: str) -> None:
    not_acted(text)


# -- losing the thread, then "show me my tasks" -------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "רגע איפה הייתי... מה יש לי בכלל על הראש? תראי לי את כל המשימות שלי",
    "ok wait where was i... what do i even have going on? show me all my tasks",
    "רגע מה רציתי להגיד? אה כן, תראי לי את המשימות שלי",
    "hmm what was i doing? list all my tasks",
    "רגע מה רציתי... מה יש לי על הראש? תני לי את כל המשימות",
])
def test_lost_thread_then_show_tasks(text: str) -> None:
    intent = reads_as(text, "database", "getAll")
    assert not intent.args.get("filters"), intent.args


@pytest.mark.parametrize("text", ["איפה הייתי אתמול בערב?", "where was i on tuesday?"])
def test_where_was_i_with_a_day_is_no_filler(text: str) -> None:
    intent = plan(text)
    assert intent is None or intent.capability != "database", (text, intent and intent.args)


def test_show_request_after_a_question_is_not_a_notes_search() -> None:
    not_read_as("איפה הייתי... מה יש לי על הראש? תראי לי את כל המשימות שלי", "second-brain")


# -- a call Memo is told to make ----------------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "call the vet בשבילי ותגידי שאנחנו מאחרים בעשר דקות",
    "call the vet ותגידי שאנחנו מאחרים בעשר דקות",
    "call grandma for me tomorrow at 6",
    "call the garage ותשאלי מתי האוטו מוכן, at 3",
    "call the vet for me and tell them we are running 10 min late",
    "תתקשרי לוטרינר בשבילי ותגידי שאנחנו מאחרים בעשר דקות",
])
def test_call_for_me_is_asked(text: str) -> None:
    not_acted(text)


@pytest.mark.parametrize(("text", "name"), [
    ("call the vet at 5", "call the vet"),
    ("call the plumber tomorrow at 8", "call the plumber"),
    ("call mom at 6 for her birthday", "call mom for her birthday"),
])
def test_own_call_with_a_time_is_a_reminder(text: str, name: str) -> None:
    intent = reads_as(text, "database", "create")
    assert intent.args["text"] == name, intent.args
