"""Calendar and Gmail requests as people write them: a short day name before a part of the day ("sat night"),
an event given a new name, a day marked as time off, a question about what Memo does with the calendar or the
mail, a draft asked for with the Hebrew word in an English sentence, a Hebrew answer to a person with what to
tell them, a document searched for by its sender and month, a recipient described and then given as an
address, and a label said with "בתווית" / "with the label"."""

from __future__ import annotations

import pytest

from memo.planning.gmail_query import gmail_query
from tests.planning.reading import NOW, intent_of, local, not_taken_as, planned

LISTED = [{"capability": "gmail", "operation": "search", "summary": "3 emails",
           "externalIds": ["message:a1", "message:b2", "message:c3"]}]
MADE = [{"capability": "calendar", "operation": "create", "summary": "sync", "externalIds": ["ev1"]}]


# ---------------------------------------------------------------- a short day name before a part of the day

SHORT_DAY_PART = [
    ("am i free thu evening", "checkConflicts", "2026-11-26T18:00"),
    ("are we free wed morning?", "checkConflicts", "2026-11-25T06:00"),
    ("am i busy fri afternoon for a call", "checkConflicts", "2026-11-27T12:00"),
    ("what do i have tues morning", "getEvents", "2026-11-24T06:00"),
]


@pytest.mark.parametrize(("text", "action", "start"), SHORT_DAY_PART)
def test_a_short_day_name_keeps_its_day_before_a_part_of_the_day(text: str, action: str, start: str) -> None:
    args = planned(text, "calendar", action)
    assert local(args.get("start") or args["timeMin"]) == start


def test_a_short_day_name_before_a_part_of_the_day_in_a_new_event() -> None:
    args = planned("book a haircut thu morning", "calendar", "create")
    assert local(args["start"]).startswith("2026-11-26")


def test_tonight_stays_tonight() -> None:
    args = planned("am i free tonight", "calendar", "checkConflicts")
    assert local(args["start"]).startswith("2026-11-22")


# ---------------------------------------------------------------- an event's new name

RENAMES = [
    ("rename my 3pm tomorrow to call with investors", "call with investors",
     {"timeMin": "2026-11-23T15:00"}),
    ("change the title of the friday lunch to team lunch", "team lunch", {"summary": "lunch"}),
    ("the dentist on monday at 4pm, rename it to checkup", "checkup", {"summary": "dentist",
                                                                       "timeMin": "2026-11-23T16:00"}),
    ("rename the meeting with dana to trip to eilat planning", "trip to eilat planning",
     {"summary": "meeting with dana"}),
    ("תשני את השם של הפגישה מחר ב-10:00 לסקירת תקציב", "סקירת תקציב", {"timeMin": "2026-11-23T10:00"}),
    ("שנה את שם הישיבה של יום שני ל ישיבת הנהלה", "ישיבת הנהלה", {"summary": "ישיבה"}),
    ("את הפגישה של מחר תקראי לה ישיבת צוות", "ישיבת צוות", {"summary": "פגישה"}),
]


@pytest.mark.parametrize(("text", "name", "search"), RENAMES)
def test_an_event_gets_a_new_name(text: str, name: str, search: dict[str, str]) -> None:
    args = planned(text, "calendar", "update")
    assert args["updateFields"] == {"summary": name}
    criteria = args["searchCriteria"]
    for key, value in search.items():
        assert (local(criteria[key]) if key.startswith("time") else criteria[key]) == value, (text, criteria)


def test_an_event_named_by_its_clock_is_searched_at_that_moment() -> None:
    args = planned("rename tomorrow's 9am meeting to roadmap review", "calendar", "update")
    assert "summary" not in args["searchCriteria"]  # "meeting" names no title to match
    assert (local(args["searchCriteria"]["timeMin"]), local(args["searchCriteria"]["timeMax"])) == (
        "2026-11-23T09:00", "2026-11-23T09:01")


def test_call_it_names_the_event_just_made() -> None:
    assert planned("call it design sync", "calendar", "update", MADE)["updateFields"] == {"summary": "design sync"}
    assert planned("תקראי לזה ישיבת צוות", "calendar", "update", MADE)["updateFields"] == {"summary": "ישיבת צוות"}


@pytest.mark.parametrize("text", [
    "rename the shopping list to groceries",  # a list
    "rename tomorrow's meeting to friday",  # a new time, not a name
    "call my mom tomorrow at 5",  # a phone call
    "call it a day",  # nothing was just made
    "rename the task buy milk to buy oat milk",
])
def test_not_an_event_rename(text: str) -> None:
    not_taken_as(text, "calendar", "update")
    not_taken_as(text, "calendar", "create")


# ---------------------------------------------------------------- a day marked as time off

MARKED = [
    ("mark friday as vacation", "vacation", "2026-11-27", "2026-11-28"),
    ("block dec 24-28 as holiday", "holiday", "2026-12-24", "2026-12-29"),
    ("mark the 5th as a sick day", "sick day", "2026-12-05", "2026-12-06"),
    ("תסמן את יום שישי כעבודה מהבית", "עבודה מהבית", "2026-11-27", "2026-11-28"),
    ("תסמני את ה-3 בדצמבר כיום חופש", "יום חופש", "2026-12-03", "2026-12-04"),
]


@pytest.mark.parametrize(("text", "summary", "first", "end"), MARKED)
def test_a_day_marked_as_time_off_is_an_all_day_event(text: str, summary: str, first: str, end: str) -> None:
    args = planned(text, "calendar", "create")
    assert (args["summary"], args["start"], args["end"], args["allDay"]) == (summary, first, end, True)


def test_mark_as_read_stays_mail_and_mark_as_done_stays_a_task() -> None:
    assert planned("mark the emails from dana as read", "gmail", "markRead")
    assert planned("סמני את המייל מדנה כנקרא", "gmail", "markRead")
    not_taken_as("mark buy milk as done", "calendar", "create")
    not_taken_as("mark friday as important", "calendar", "create")


# ---------------------------------------------------------------- what Memo does with the calendar or the mail

@pytest.mark.parametrize("text", [
    "what can you do with my calendar",
    "how do you work with my calendar?",
    "what can u do with my emails",
    "איך את עובדת עם היומן",
    "מה אפשר לעשות עם המייל",
    "במה את יכולה לעזור לי עם המיילים",
])
def test_a_capability_question_about_the_calendar_or_mail_is_meta(text: str) -> None:
    intent = intent_of(text)
    assert intent is not None and intent.capability == "meta", (text, intent)


@pytest.mark.parametrize("text", ["what do i have in my calendar", "מה יש לי ביומן מחר"])
def test_a_look_at_the_calendar_is_still_a_look(text: str) -> None:
    assert planned(text, "calendar", "getEvents")


# ---------------------------------------------------------------- a draft with the Hebrew word

def test_a_draft_asked_for_with_the_hebrew_word_in_english() -> None:
    args = planned("prepare a טיוטה for my boss that i'm sick today", "gmail", "compose")
    assert (args["toNames"], args["body"]) == (["my boss"], "i'm sick today")
    args = planned("write a טיוטת מייל to dana@x.com saying the trip is on", "gmail", "compose")
    assert (args["to"], args["body"]) == (["dana@x.com"], "the trip is on")


def test_a_question_about_the_word_is_not_a_draft() -> None:
    not_taken_as("what does טיוטה mean", "gmail", "compose")


# ---------------------------------------------------------------- a Hebrew answer to a person

@pytest.mark.parametrize(("text", "who", "body"), [
    ("תעני ליוסי שאני לא יכול להגיע", "יוסי", "אני לא יכול להגיע"),
    ("תענה לדני: מסכים", "דני", "מסכים"),
])
def test_a_hebrew_answer_to_a_person_is_a_reply(text: str, who: str, body: str) -> None:
    intent = intent_of(text)
    assert intent is not None and (intent.capability, intent.action) == ("gmail", "reply"), (text, intent)
    assert intent.needs_approval
    assert (intent.args["query"], intent.args["body"]) == (f"from:{who}", body)


@pytest.mark.parametrize("text", ["תעני לי שאת מבינה", "תענה לשאלה שלי", "תעני לטלפון"])
def test_not_an_answer_to_someones_mail(text: str) -> None:
    not_taken_as(text, "gmail", "reply")


# ---------------------------------------------------------------- a document by its sender and month

DOCUMENTS = [
    ("find the receipt from ikea", "from:ikea receipt"),
    ("look for the booking confirmation from airbnb", "from:airbnb booking confirmation"),
    ("find the invoice from the water company from september",
     'from:"water company" invoice after:2026/09/01 before:2026/10/01'),
    ("תמצאי את הקבלה מאיקאה", "from:איקאה קבלה"),
    ("תחפש לי את תלוש המשכורת מהחברה מספטמבר", "from:חברה תלוש המשכורת after:2026/09/01 before:2026/10/01"),
]


@pytest.mark.parametrize(("text", "query"), DOCUMENTS)
def test_a_document_from_a_sender_is_searched_in_the_mail(text: str, query: str) -> None:
    assert planned(text, "gmail", "search")["query"] == query


@pytest.mark.parametrize("text", ["find my passport", "find the receipt", "find the receipt from yesterday",
                                  "find the receipt from ikea in my notes", "תמצאי את הקבלה מאתמול"])
def test_a_document_without_a_sender_is_not_taken_for_mail(text: str) -> None:
    not_taken_as(text, "gmail", "search")


@pytest.mark.parametrize(("words", "query"), [
    ("statement from the bank in dec", "from:bank statement after:2025/12/01 before:2026/01/01"),
    ("המיילים מנובמבר", "after:2026/11/01 before:2026/12/01"),
    ("the email from june", "from:june"),  # a person as often as a month
    ("emails in may", "after:2026/05/01 before:2026/06/01"),
])
def test_a_month_in_a_mail_search_is_its_days(words: str, query: str) -> None:
    assert gmail_query(words, NOW) == query


# ---------------------------------------------------------------- a recipient described, then given as an address

def test_a_described_recipient_then_its_address() -> None:
    args = planned("תעביר את המייל מהבנק לרואה החשבון, cpa@firm.com", "gmail", "forward")
    assert (args["to"], args.get("toNames")) == (["cpa@firm.com"], None)
    args = planned("forward the email with the tickets to my dad, avi@x.com", "gmail", "forward")
    assert (args["to"], args.get("toNames")) == (["avi@x.com"], None)
    args = planned("תשלחי מייל לאמא שלי, mom@x.com שאני מגיעה מחר", "gmail", "send")
    assert (args["to"], args["body"], args.get("toNames")) == (["mom@x.com"], "אני מגיעה מחר", None)


def test_a_name_then_an_address_stays_two_recipients() -> None:
    intent = intent_of("email Dana, bob@x.com about the party")
    assert intent is not None and intent.args["to"] == ["bob@x.com"] and intent.args["toNames"] == ["Dana"]


# ---------------------------------------------------------------- a label said with its word

@pytest.mark.parametrize(("text", "query", "label"), [
    ("mark the emails from the bank with the label finance", "from:bank", "finance"),
    ("tag dana's emails with the label work", "from:dana", "work"),
    ("תסמן את המייל מדנה עם התווית עבודה", "from:דנה", "עבודה"),
    ("תסמני את המיילים מהביטוח בתווית ביטוחים", "from:ביטוח", "ביטוחים"),
])
def test_a_label_said_with_its_word(text: str, query: str, label: str) -> None:
    args = planned(text, "gmail", "label")
    assert (args["query"], args["labelName"]) == (query, label)


def test_label_them_after_a_listing() -> None:
    args = planned("label them finance", "gmail", "label", LISTED)
    assert (args["messageIds"], args["labelName"]) == (["a1", "b2", "c3"], "finance")
    not_taken_as("label them finance", "gmail", "label")


@pytest.mark.parametrize("text", ["תסמני את המשימה בתווית דחוף", "mark the task with the label urgent"])
def test_a_label_for_something_else_is_not_mail(text: str) -> None:
    not_taken_as(text, "gmail", "label")
