"""Calendar and Gmail requests as people write them: a day range of one month ("מה10 עד ה13 בדצמבר", "10-13.12"),
the calendar command after the event ("... put it in the calendar", "... תרשום ביומן"), a time word that is part of a
title ("parents evening" at 7pm), a move by an amount with no "by" ("an hour later"), an event named by its clock time
("cancel my 2pm tomorrow"), and mail questions and commands without a mail word ("did the electric company send me
a bill", "forward the flight confirmation to dan@x.com", "תעשה archive לכל הניוזלטרים")."""

from __future__ import annotations

import pytest

from tests.planning.reading import intent_of, local, planned

# ---------------------------------------------------------------- several days of one month, all day

DAY_RANGES = [
    ("כנס בתל אביב מה5 עד ה7 בינואר תרשמי ביומן", "כנס בתל אביב", "2027-01-05", "2027-01-08"),
    ("תכניס ליומן טיול לצפון מה-3 עד ה-5 בינואר", "טיול לצפון", "2027-01-03", "2027-01-06"),
    ("add to calendar ski trip from the 3rd to the 7th of january", "ski trip", "2027-01-03", "2027-01-08"),
    ("vacation 15-18.12 put it in my calendar", "vacation", "2026-12-15", "2026-12-19"),
    ("תרשום ביומן חופשה משפחתית 24.12 עד 27.12", "חופשה משפחתית", "2026-12-24", "2026-12-28"),
]


@pytest.mark.parametrize(("text", "summary", "first", "end"), DAY_RANGES)
def test_a_day_range_is_one_all_day_event(text: str, summary: str, first: str, end: str) -> None:
    args = planned(text, "calendar", "create")
    assert (args["summary"], args["start"], args["end"], args["allDay"]) == (summary, first, end, True)


def test_same_minutes_on_both_clocks_stay_a_clock_range() -> None:
    """"9.10-10.10" is as likely 9:10 to 10:10 as two days of October: it is read as the clock."""
    args = planned("add to calendar team meeting tomorrow 9.10-10.10", "calendar", "create")
    assert (local(args["start"]), local(args["end"])) == ("2026-11-23T09:10", "2026-11-23T10:10")


# ---------------------------------------------------------------- the calendar command after the event

COMMAND_LAST = [
    ("every monday at 8 i have pilates add it to my calendar", "createRecurring", "pilates", "2026-11-23T08:00",
     ["Monday"]),
    ("כל יום חמישי בשמונה בערב יש לי חזרה של המקהלה תרשמי ביומן", "createRecurring", "חזרה של המקהלה",
     "2026-11-26T20:00", ["Thursday"]),
    ("dentist friday at 10 add to calendar", "create", "dentist", "2026-11-27T10:00", None),
    ("יום הולדת לסבתא ביום שישי בשבע בערב תכניסי ליומן", "create", "יום הולדת לסבתא", "2026-11-27T19:00", None),
]


@pytest.mark.parametrize(("text", "operation", "summary", "start", "days"), COMMAND_LAST)
def test_the_calendar_command_after_the_event(text: str, operation: str, summary: str, start: str,
                                               days: list[str] | None) -> None:
    args = planned(text, "calendar", operation)
    assert (args["summary"], local(args["start"])) == (summary, start)
    assert args.get("days") == days


def test_a_stated_event_with_its_time_first() -> None:
    args = planned("tomorrow at 5 i have a meeting with dan", "calendar", "create")
    assert (args["summary"], local(args["start"])) == ("meeting with dan", "2026-11-23T17:00")


@pytest.mark.parametrize("text", ["tomorrow at 5 i have to call mom", "remind me to put it in the calendar"])
def test_a_to_do_is_not_an_event(text: str) -> None:
    intent = intent_of(text)
    assert intent is None or intent.capability != "calendar", intent


# ---------------------------------------------------------------- a part of the day inside a title

TITLES = [
    ("add to calendar tomorrow 7pm game night", [("game night", "2026-11-23T19:00")]),
    ("put in my calendar friday 8pm movie night with the kids", [("movie night with the kids", "2026-11-27T20:00")]),
    ("add to calendar: mon 9am standup, tue 6pm date night",
     [("standup", "2026-11-23T09:00"), ("date night", "2026-11-24T18:00")]),
]


@pytest.mark.parametrize(("text", "events"), TITLES)
def test_a_part_of_day_word_in_a_title_stays(text: str, events: list[tuple[str, str]]) -> None:
    intent = intent_of(text)
    assert intent is not None and intent.capability == "calendar", intent
    found = intent.args.get("events") or [intent.args]
    assert [(e["summary"], local(e["start"])) for e in found] == events


def test_a_part_of_day_after_the_hour_is_still_time() -> None:
    args = planned("add a meeting tomorrow at 7 in the evening", "calendar", "create")
    assert (args["summary"], local(args["start"])) == ("meeting", "2026-11-23T19:00")


# ---------------------------------------------------------------- moving by an amount, no "by"

SHIFTS = [
    ("push lunch with avi back 30 mins", "lunch with avi", 30),
    ("delay the call with dana 15 minutes", "call with dana", 15),
    ("push the standup an hour later", "standup", 60),
    ("move the meeting with the accountant half an hour earlier", "meeting with the accountant", -30),
    ("תזיזי את הפגישה עם רוני חצי שעה מאוחר יותר", "פגישה עם רוני", 30),
    ("תזיז את ארוחת הצהריים עם אבא שעה מוקדם יותר", "ארוחת הצהריים עם אבא", -60),
]


@pytest.mark.parametrize(("text", "summary", "minutes"), SHIFTS)
def test_a_shift_said_after_the_event(text: str, summary: str, minutes: int) -> None:
    args = planned(text, "calendar", "update")
    assert args["searchCriteria"]["summary"] == summary
    assert args["updateFields"] == {"shiftMinutes": minutes}


@pytest.mark.parametrize("text", ["move the meeting with dana an hour", "push the levins an hour later"])
def test_a_shift_without_a_direction_or_an_event_is_not_taken(text: str) -> None:
    intent = intent_of(text)
    assert intent is None or intent.capability != "calendar" or intent.action != "update", intent


# ---------------------------------------------------------------- an event named by its clock time

def test_cancel_an_event_by_its_time() -> None:
    for text, moment in (("cancel my 10am on thursday", "2026-11-26T10:00"),
                         ("תבטלי את ה-14:00 שלי מחר", "2026-11-23T14:00")):
        intent = intent_of(text)
        assert intent is not None and (intent.capability, intent.action) == ("calendar", "delete"), (text, intent)
        assert intent.needs_approval and not intent.missing
        assert local(intent.args["searchCriteria"]["timeMin"]) == moment
        assert "summary" not in intent.args["searchCriteria"]


def test_move_an_event_by_its_time_reads_the_new_hour_near_the_old() -> None:
    args = planned("move my 3pm tomorrow to 4:30", "calendar", "update")
    assert local(args["searchCriteria"]["timeMin"]) == "2026-11-23T15:00"
    assert local(args["updateFields"]["start"]) == "2026-11-23T16:30"
    intent = intent_of("push my 3pm an hour later")
    assert intent is not None and (intent.capability, intent.action) == ("calendar", "update"), intent
    assert intent.args["updateFields"] == {"shiftMinutes": 60}


@pytest.mark.parametrize("text", ["cancel my 2 tomorrow", "cancel the order tomorrow at 2pm",
                                  "cancel it tomorrow at 2pm", "תבטל לי את ה10 בבוקר ביום חמישי"])
def test_a_guessed_hour_or_a_thing_is_not_an_event_by_time(text: str) -> None:
    intent = intent_of(text)
    assert intent is None or (intent.capability, intent.action) != ("calendar", "delete"), intent


# ---------------------------------------------------------------- mail questions with no mail word

SENT = [
    ("see if the landlord sent the contract", "from:landlord contract"),
    ("did the plumber send me a quote for the bathroom", "from:plumber quote bathroom"),
    ("did i get the invoice from the accountant", "from:accountant invoice"),
    ("check if booking emailed me about the reservation", "from:booking reservation"),
    ("תבדקי אם הבנק שלח לי את הדוח", "from:בנק דוח"),
    ("האם הגיע לי אישור מהמלון?", "from:מלון אישור"),
]


@pytest.mark.parametrize(("text", "query"), SENT)
def test_did_someone_send_me_something(text: str, query: str) -> None:
    assert planned(text, "gmail", "search")["query"] == query


def test_a_sent_question_keeps_its_dates() -> None:
    query = planned("did the water company send me a bill last month", "gmail", "search")["query"]
    assert query.startswith('from:"water company" bill after:2026/10/01')


@pytest.mark.parametrize("text", ["did mom call", "did dana send me the shopping list", "did i get the milk",
                                  "did he send me the file", "send me the shopping list", "האם אמא שלחה לי מתכון",
                                  "חברת החשמל שלחה לי חשבון"])
def test_not_a_mail_question(text: str) -> None:
    intent = intent_of(text)
    assert intent is None or intent.capability != "gmail", intent


# ---------------------------------------------------------------- forwarding with no mail word

FORWARDS = [
    ("pls forward the receipt from ikea to accounting@firm.com", "from:ikea receipt", "accounting@firm.com"),
    ("תעבירי את אישור ההזמנה מהמלון לroni@example.com", "from:מלון אישור ההזמנה", "roni@example.com"),
]


@pytest.mark.parametrize(("text", "query", "to"), FORWARDS)
def test_forward_a_described_email_to_an_address(text: str, query: str, to: str) -> None:
    intent = intent_of(text)
    assert intent is not None and (intent.capability, intent.action) == ("gmail", "forward"), intent
    assert (intent.args["query"], intent.args["to"], intent.needs_approval) == (query, [to], True)


@pytest.mark.parametrize("text", ["forward the boarding pass to dan", "forward the shopping list to dan@example.com",
                                  "שלח את הרשימה לdan@example.com"])
def test_forward_without_an_address_or_of_a_list_is_not_taken(text: str) -> None:
    intent = intent_of(text)
    assert intent is None or intent.action != "forward", intent


# ---------------------------------------------------------------- an English verb in a Hebrew sentence

DO_VERB = [
    ("תעשי ארכיון לכל המיילים מהבנק", "archive", "from:בנק"),
    ("תעשה mark as read לכל המיילים מלינקדאין", "markRead", "from:לינקדאין is:unread"),
    ("תעשה archive לכל הניוזלטרים מהשבוע", "archive", "after:2026/11/22 unsubscribe"),
]


@pytest.mark.parametrize(("text", "operation", "query"), DO_VERB)
def test_do_with_an_english_mail_verb(text: str, operation: str, query: str) -> None:
    args = planned(text, "gmail", operation)
    assert (args["query"], args["all"]) == (query, True)


def test_newsletters_of_a_day_are_not_every_email_of_that_day() -> None:
    args = planned("archive all the newsletters from yesterday", "gmail", "archive")
    assert args["query"] == "after:2026/11/21 before:2026/11/22 unsubscribe"


@pytest.mark.parametrize("text", ["תעשה archive למשימה", "תעשה ארכיון לתמונות"])
def test_do_verb_without_mail_is_not_taken(text: str) -> None:
    intent = intent_of(text)
    assert intent is None or intent.capability != "gmail", intent
