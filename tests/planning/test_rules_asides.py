"""A request between asides: a remark, a reason or a feeling before or after it is left out, and nothing else is.

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

import pytest

from memo.planning.rules import asides
from tests.planning.reading import acted, plan


def step(text: str) -> tuple[str, str, dict]:
    intent = plan(text)
    assert acted(intent), (text, intent)
    return intent.capability, str(intent.args.get("operation") or intent.action), intent.args


@pytest.mark.parametrize("text, query_word", [
    ("what's the code of the storage room? i'm standing at the door with all the boxes", "storage"),
    ("מה הסיסמה של הראוטר במשרד? אני פה לבד והכל נפל", "הראוטר"),
    ("מה הקוד של האזעקה אצל ההורים, אני עומד בכניסה", "האזעקה"),
])
def test_a_lookup_with_a_remark_after_it_searches_the_notes(text, query_word):
    capability, operation, args = step(text)
    assert (capability, operation) == ("second-brain", "search")
    assert query_word in args["query"]


@pytest.mark.parametrize("text, items", [
    ("add paper towels to the list, we're hosting on friday", ["paper towels"]),
    ("תוסיפי קמח לרשימת הקניות, אני אופה עוגה בשבת", ["קמח"]),
    ("put bananas on the shopping list, we finished them yesterday", ["bananas"]),
])
def test_items_are_added_and_the_reason_after_them_is_left_out(text, items):
    capability, operation, args = step(text)
    assert (capability, operation) == ("database", "addItem")
    assert args["items"] == items


@pytest.mark.parametrize("text", [
    "show me the shopping list? i'm already in the store and forgot what we need",
    "מה יש ברשימת הקניות? אני כבר בקופה",
])
def test_a_list_is_shown_with_a_remark_after_the_question(text):
    capability, operation, args = step(text)
    assert capability == "database" and operation in ("get", "getAll")


@pytest.mark.parametrize("text, capability", [
    ("crazy week honestly. what's on my calendar tomorrow", "calendar"),
    ("ugh what a morning. anyway how are you", "general"),
])
def test_a_remark_before_the_request_is_left_out(text, capability):
    assert step(text)[0] == capability


@pytest.mark.parametrize("text, operation", [
    ("the dentist appointment - cancel it", "delete"),
    ("הפגישה עם המנהל - תבטלי אותה", "delete"),
])
def test_a_topic_named_first_is_what_the_request_points_at(text, operation):
    capability, found, args = step(text)
    assert (capability, found) == ("calendar", operation)


@pytest.mark.parametrize("text", [
    "add eggs to the list, the large ones from the market",  # describes the item: not a remark
    "add coffee to the list, and filters too",  # adds more
    "תוסיף חלב לרשימה, אבל לא את הרגיל",  # changes the item
    "add rice to the list, can you also remind me tonight to cook",  # asks for something else
])
def test_a_clause_that_changes_or_adds_to_the_request_is_never_left_out(text):
    intent = plan(text)
    assert not (acted(intent) and "asides left out" in intent.decided_by), (text, intent)


@pytest.mark.parametrize("text", [
    "we ran out of shampoo again. put it on the list",  # "it" is in the clause before
    "what's his number again? the electrician from last month",  # "his": who is in the other clause
    "מה הטלפון שלה? של זאת מהגן",
])
def test_a_request_that_points_at_another_clause_is_not_read_without_it(text):
    intent = plan(text)
    assert not (acted(intent) and "asides left out" in intent.decided_by), (text, intent)


@pytest.mark.parametrize("text", [
    "remind me to call the plumber, he said after 5 works",  # a time, and the request takes one
    "put dinner with the parents on my calendar friday at 8, probably two hours",  # a length of the event
    "book the meeting room thursday at 2, at the new building",  # a detail of the event, not a remark
])
def test_a_time_or_a_detail_left_after_a_request_that_creates_is_kept(text):
    intent = plan(text)
    assert not (acted(intent) and "asides left out" in intent.decided_by), (text, intent)


def test_a_topic_with_a_time_of_its_own_is_not_read_into_the_request():
    assert asides.with_topic("the call at 11", "push it back an hour") is None
    assert asides.with_topic("the call with dana", "push it back an hour") == "push the call with dana back an hour"


def test_clauses_keep_their_question_marks_and_drop_commas():
    assert asides.clauses("מה הקוד? אני בחוץ, עם השקיות") == ["מה הקוד?", "אני בחוץ", "עם השקיות"]
    assert asides.clauses("meet dr. cohen at 4.15") == ["meet dr.", "cohen at 4.15"]


def test_a_run_of_clauses_keeps_its_commas():
    intent = plan("תוסיפי לרשימת הקניות אוהל, פנסים ושקי שינה, אנחנו יוצאים לצפון בסופש")
    assert acted(intent) and intent.args["items"] == ["אוהל", "פנסים", "שקי שינה"], intent


@pytest.mark.parametrize("text", [
    "תוסיפי לרשימה חלב ולחם, הילד ביקש במבה",
    "add milk to the list, we need eggs",
])
def test_a_clause_saying_what_someone_wants_is_not_left_out_of_an_addition(text):
    intent = plan(text)
    assert not (acted(intent) and "asides left out" in intent.decided_by), (text, intent)


@pytest.mark.parametrize("text", [
    "mark the newsletters as read, actually just the ones from zara",
    "read me the email from dana, then archive it",
    "תבטלי את הפגישה עם רוני, בעצם את זאת של יום שלישי",
])
def test_a_correction_or_a_second_command_is_never_left_out(text):
    intent = plan(text)
    assert not (acted(intent) and "asides left out" in intent.decided_by), (text, intent)


def test_a_topic_with_a_bare_command_and_a_remark_after_it():
    intent = plan("הגבינה הצהובה מהרשימה - תמחקי, הילדים כבר לא אוכלים אותה")
    assert acted(intent) and intent.args["operation"] == "deleteItem", intent


@pytest.mark.parametrize("text", ["מה הקוד של האזעקה? ותשלחי אותו לדנה", "מה הסיסמה של הוויפי, ושתשלח אותה לאמא"])
def test_a_command_glued_to_and_is_never_left_out(text):
    intent = plan(text)
    assert not (acted(intent) and "asides left out" in intent.decided_by), (text, intent)


@pytest.mark.parametrize("text", [
    "I didn't finish the laundry, mark all my tasks done",
    "haven't called the bank yet. delete all my reminders",
    "עוד לא סיימתי את הכביסה, תסמני את כל המשימות כבוצעו",
    "חוץ מהדוח, תמחקי את כל התזכורות",
])
def test_a_negation_beside_a_request_on_everything_is_no_aside(text):
    """"…didn't finish X" is an exception to "mark all done": acting on all of them would be wrong."""
    intent = plan(text)
    assert not acted(intent) or intent.args.get("operation") not in ("completeAll", "deleteAll"), intent


# ---------------------------------------------------------------- an emoji ends a sentence; a greeting is no request


@pytest.mark.parametrize(("text", "capability", "operation", "key", "value"), [
    ("ugh the kids are sick again 🤒 add tissues to the shopping list", "database", "addItem", "items", ["tissues"]),
    ("the baby was up all night 😵 תוסיפי חיתולים לרשימת קניות", "database", "addItem", "items", ["חיתולים"]),
    ("long week ahead 😩 what meetings do i have tomorrow", "calendar", "getEvents", "timeMin",
     "2026-11-23T00:00:00+02:00"),
    ("good evening! kids are finally asleep. what do i have tomorrow", "calendar", "getEvents", "timeMin",
     "2026-11-23T00:00:00+02:00"),
])
def test_an_emoji_or_a_greeting_closes_a_remark(text: str, capability: str, operation: str, key: str, value) -> None:
    cap, op, args = step(text)
    assert (cap, op, args[key]) == (capability, operation, value)


def test_clauses_end_at_emoji_between_words() -> None:
    assert asides.clauses("בוקר טוב 🌞 ישנתי ממש רע. מה יש לי היום") == ["בוקר טוב", "ישנתי ממש רע.", "מה יש לי היום"]
    assert asides.clauses("got the eggs ✅") == ["got the eggs"]


# ---------------------------------------------------------------- a look that names its own days


@pytest.mark.parametrize(("text", "capability", "start"), [
    ("had a long morning. what are my tasks this week", "database", "2026-11-22T00:00:00+02:00"),
    ("crazy day at work today. what's on my calendar next week", "calendar", "2026-11-29T00:00:00+02:00"),
    ("ערב טוב! הילדים סוף סוף ישנים. מה המשימות שלי השבוע", "database", "2026-11-22T00:00:00+02:00"),
])
def test_a_look_with_its_own_days_leaves_out_a_remark_naming_a_time(text: str, capability: str, start: str) -> None:
    cap, _, args = step(text)
    filters = args.get("filters") or args
    assert (cap, filters["timeMin"]) == (capability, start)


@pytest.mark.parametrize("text", ["tomorrow is crazy. what do i have", "friday is packed. what do i have"])
def test_a_remark_naming_the_only_day_is_not_left_out_of_a_look(text: str) -> None:
    intent = plan(text)
    assert not acted(intent) or (intent.args.get("timeMin") or "").startswith("2026-11-23"), (text, intent)


def test_a_topic_is_read_into_a_request_only_when_memo_is_asked_something() -> None:
    intent = plan("dana's kids names 🙏 meeting them tonight and totally blanking")
    assert not acted(intent) or intent.capability != "calendar", intent


# ---------------------------------------------------------------- Hebrew words that only look like a change or a "you"


@pytest.mark.parametrize(("text", "operation", "items"), [
    ("התברר שיש לנו עוד מלא אורז במזווה 🙃 תורידי את האורז מהרשימה", "deleteItem", ["אורז"]),
    ("מסתבר שיש לי עוד שתי חבילות פסטה, תמחקי פסטה מהרשימה", "deleteItem", ["פסטה"]),
    ("אמא שלי באה לשבת ואני בטוחה שהיא תבקש את העוגיות שהיא אוהבת, תוסיפי לרשימת קניות חלב סויה", "addItem",
     ["חלב סויה"]),
])
def test_we_still_have_and_an_object_marker_are_remarks(text: str, operation: str, items: list[str]) -> None:
    _, op, args = step(text)
    assert (op, args["items"]) == (operation, items)


def test_more_after_a_list_request_still_changes_it() -> None:
    assert not acted(plan("תוסיפי חלב לרשימה, ועוד משהו"))


# ---------------------------------------------------------------- a remark with a time beside a fully timed request


def test_a_remark_with_its_own_time_beside_a_reminder_with_a_day_and_an_hour_is_left_out() -> None:
    _, op, args = step("my sister's wedding is in two weeks and i still have no gift. remind me tomorrow at 6pm to "
                       "order one online")
    assert (op, args["dueDate"]) == ("create", "2026-11-23T18:00:00+02:00")


def test_a_remark_with_a_duration_beside_a_timed_event_is_not_left_out() -> None:
    assert not acted(plan("dentist at 5 tomorrow, it'll take 2 hours. remind me tomorrow at 4 to leave"))


def test_not_yet_is_a_remark() -> None:
    _, op, args = step("עוד לא הזמנתי כרטיסים 🙈 תזכירי לי מחר בעשר להזמין כרטיסים להופעה")
    assert (op, args["dueDate"]) == ("create", "2026-11-23T10:00:00+02:00")


# ---------------------------------------------------------------- a remark before a question or a setting


@pytest.mark.parametrize(("text", "capability", "operation"), [
    ("we're at the restaurant, what's a 15% tip on 340 shekels", "general", "respond"),
    ("kids are asleep finally. how far is the moon", "general", "respond"),
    ("flying to NY next week for a whole month ✈️ can you switch my time zone to new york", "meta",
     "update_settings"),
    ("עוברים לגור בלונדון בחודש הבא 🇬🇧 תחליפי לי את אזור הזמן ללונדון", "meta", "update_settings"),
])
def test_a_remark_before_a_question_or_a_setting_is_left_out(text: str, capability: str, operation: str) -> None:
    cap, op, _ = step(text)
    assert (cap, op) == (capability, operation)


def test_a_hidden_request_beside_small_talk_is_still_not_left_out() -> None:
    assert not acted(plan("thanks, now move it to 6"))


@pytest.mark.parametrize("text", [
    "tomorrow call the bank, pay rent",
    "מחר להתקשר לבנק, לשלם ארנונה",
])
def test_an_errand_after_a_timed_errand_is_no_command_on_a_topic(text):
    """Two errands are never merged into one garbled to-do ("pay rent call the bank")."""
    intent = plan(text)
    if acted(intent):  # asked about, or two to-dos: never one
        assert intent is not None and intent.args.get("operation") == "createMultiple", intent.args


@pytest.mark.parametrize("topic, command, expected", [
    ("the gym reminder", "cross off", "cross off the gym reminder"),
    ("the vitamins reminder", "show me", "show me the vitamins reminder"),
])
def test_a_bare_command_may_have_a_particle(topic, command, expected):
    assert asides.with_topic(topic, command) == expected


def test_a_command_with_its_own_object_takes_no_topic():
    assert asides.with_topic("tomorrow call the bank", "pay rent") is None
