"""Calendar and Gmail requests: a day name with a dotted date ("יום שישי 4.12"), several dates under a heading
("the flu shots: 3.12 at 9 and 7.1 at 9"), an event's length said in its name ("a 30 min call", "שיחה של חצי
שעה", "a 3 day conference"), a move from one day to another ("מחמישי לשישי"), a change told ("fyi the dentist
moved ..."), a pronoun as an email's recipient ("email him that ..."), "did I get anything from ...", mailed
documents ("the hotel's booking confirmation"), and a person written with their address before what to send."""

from __future__ import annotations

import pytest

from tests.planning.reading import intent_of, local, not_taken_as, planned

# ---------------------------------------------------------------- a day name and a dotted date


@pytest.mark.parametrize(("text", "first", "after"), [
    ("תוסיפי ליומן ביום ראשון 6.12 יום הולדת לסבתא", "2026-12-06", "2026-12-07"),
    ("add to my calendar saturday 5.12 family day all day", "2026-12-05", "2026-12-06"),
    ("תרשום ביומן 11.12 יום שישי טיול שנתי כל היום", "2026-12-11", "2026-12-12"),
])
def test_a_dotted_date_beside_a_day_name_is_the_day(text: str, first: str, after: str) -> None:
    args = planned(text, "calendar", "create")
    assert (args["start"], args["end"], args["allDay"]) == (first, after, True)
    assert "." not in args["summary"] and "/" not in args["summary"]


@pytest.mark.parametrize(("text", "start"), [
    ("תקבעי לי פגישה עם השמאי ביום רביעי 9.12 בשלוש", "2026-12-09T15:00"),
    ("put dinner with the Levis on thursday 3.12 at 8 in my calendar", "2026-12-03T20:00"),
])
def test_a_dotted_date_beside_a_day_name_with_a_time(text: str, start: str) -> None:
    assert local(planned(text, "calendar", "create")["start"]) == start


@pytest.mark.parametrize("text", [
    "תוסיף ליומן יום חמישי 4.12 חתונה כל היום",  # 4.12.2026 is a Friday
    "add to my calendar monday 4.12 wedding all day",
])
def test_a_day_name_and_a_date_that_disagree_are_asked_about(text: str) -> None:
    intent = intent_of(text)
    assert intent is not None and intent.capability == "calendar" and "start" in intent.missing


def test_a_dotted_date_in_a_question_or_a_change() -> None:
    args = planned("what do i have on thursday 3.12", "calendar", "getEvents")
    assert local(args["timeMin"]) == "2026-12-03T00:00"
    args = planned("cancel my meeting on thursday 3.12", "calendar", "delete")
    assert args["searchCriteria"]["summary"] == "meeting"
    args = planned("move the dentist to 3.12 at 4", "calendar", "update")
    assert local(args["updateFields"]["start"]) == "2026-12-03T16:00"
    assert planned("תזיזי את הפגישה עם נועה ל-9.12", "calendar", "update")["updateFields"] == {
        "startDate": "2026-12-09"}


def test_a_clock_time_written_with_a_dot_stays_a_time() -> None:
    args = planned("move my 3pm to 4.30", "calendar", "update")
    assert local(args["updateFields"]["start"]) == "2026-11-22T16:30"


# ---------------------------------------------------------------- several dates under one heading

@pytest.mark.parametrize(("text", "summary", "starts"), [
    ("put in my calendar the kids flu shots: 3.12 at 9 and 7.1 at 9", "kids flu shots",
     ["2026-12-03T09:00", "2027-01-07T09:00"]),
    ("תקבעי לי תור לרופא שיניים ב-3.12 בעשר ו-10.12 בעשר", "תור לרופא שיניים",
     ["2026-12-03T10:00", "2026-12-10T10:00"]),
    ("תרשמי ביומן חוג שחייה של נועה: יום שני בחמש ויום רביעי בחמש", "חוג שחייה של נועה",
     ["2026-11-23T17:00", "2026-11-25T17:00"]),
])
def test_several_dates_of_one_event_keep_its_name(text: str, summary: str, starts: list[str]) -> None:
    events = planned(text, "calendar", "createMultiple")["events"]
    assert [e["summary"] for e in events] == [summary] * len(starts)
    assert [local(e["start"]) for e in events] == starts


# ---------------------------------------------------------------- an event's length in its name

@pytest.mark.parametrize(("text", "summary", "start", "end"), [
    ("schedule an hour and a half workshop on tuesday at 2pm", "workshop", "2026-11-24T14:00", "2026-11-24T15:30"),
    ("book a half hour call with the bank tomorrow at 11", "call with the bank", "2026-11-23T11:00",
     "2026-11-23T11:30"),
    ("book a 30-minute consultation with the lawyer on wed at 1pm", "consultation with the lawyer",
     "2026-11-25T13:00", "2026-11-25T13:30"),
    ("תקבע לי פגישה של רבע שעה עם המנהל ביום שלישי בשתיים", "פגישה עם המנהל", "2026-11-24T14:00",
     "2026-11-24T14:15"),
    ("תקבעי לי שיחה של 20 דק עם המורה ביום שלישי בארבע", "שיחה עם המורה", "2026-11-24T16:00", "2026-11-24T16:20"),
    ("תקבעי אימון בן 45 דקות מחר בשבע בבוקר", "אימון", "2026-11-23T07:00", "2026-11-23T07:45"),
    ("the meeting tomorrow at 10 is 2 hours long add it", "meeting", "2026-11-23T10:00", "2026-11-23T12:00"),
    ("פגישה מחר בעשר שנמשכת שעתיים תכניס ליומן", "פגישה", "2026-11-23T10:00", "2026-11-23T12:00"),
])
def test_a_length_in_the_name_sets_the_end(text: str, summary: str, start: str, end: str) -> None:
    args = intent_of(text).args  # type: ignore[union-attr]
    assert args["summary"] == summary
    assert (local(args["start"]), local(args["end"])) == (start, end)


@pytest.mark.parametrize(("text", "start", "end"), [
    ("am i free for a 45 minute meeting on thursday at 3", "2026-11-26T15:00", "2026-11-26T15:45"),
    ("can i squeeze in a 20 min chat with noa on monday at 4", "2026-11-23T16:00", "2026-11-23T16:20"),
    ("האם אני פנוי לפגישה של שעה וחצי ביום רביעי בשלוש", "2026-11-25T15:00", "2026-11-25T16:30"),
])
def test_a_length_in_a_free_question_sets_the_window(text: str, start: str, end: str) -> None:
    args = planned(text, "calendar", "checkConflicts")
    assert (local(args["start"]), local(args["end"])) == (start, end)


@pytest.mark.parametrize(("text", "summary", "first", "after"), [
    ("add a 3 day conference from dec 7", "conference", "2026-12-07", "2026-12-10"),
    ("תוסיפי ליומן כנס של יומיים ב-7.12", "כנס", "2026-12-07", "2026-12-09"),
    ("put a 2 day trip to eilat on friday in my calendar", "trip to eilat", "2026-11-27", "2026-11-29"),
])
def test_days_in_the_name_of_an_all_day_event(text: str, summary: str, first: str, after: str) -> None:
    args = intent_of(text).args  # type: ignore[union-attr]
    assert (args["summary"], args["start"], args["end"], args["allDay"]) == (summary, first, after, True)


def test_a_length_that_says_when_is_not_the_length() -> None:
    args = planned("book a call with dana tomorrow at 10 and remind me 30 minutes before", "calendar", "create")
    assert (local(args["end"]), args["reminderMinutesBefore"]) == ("2026-11-23T11:00", 30)
    args = planned("book a meeting in 30 min", "calendar", "create")
    assert (local(args["start"]), local(args["end"])) == ("2026-11-22T09:30", "2026-11-22T10:30")


def test_book_a_call_is_an_event() -> None:
    args = planned("schedule a call on monday at 4", "calendar", "create")
    assert (args["summary"], local(args["start"])) == ("call", "2026-11-23T16:00")
    not_taken_as("add call mom tomorrow at 5", "calendar", "create")


# ---------------------------------------------------------------- moves and told changes

@pytest.mark.parametrize(("text", "summary", "old_day", "new_day"), [
    ("תעבירי את רופא השיניים מחמישי לשישי באותה השעה", "רופא השיניים", "2026-11-26", "2026-11-27"),
    ("תדחי את השיעור פיתוח קול מיום שני לרביעי", "שיעור פיתוח קול", "2026-11-23", "2026-11-25"),
    ("move my meeting with the lawyer from thursday to friday same time", "meeting with the lawyer", "2026-11-26",
     "2026-11-27"),
])
def test_a_move_from_one_day_to_another(text: str, summary: str, old_day: str, new_day: str) -> None:
    args = planned(text, "calendar", "update")
    assert args["searchCriteria"]["summary"] == summary
    assert local(args["searchCriteria"]["timeMin"])[:10] == old_day
    assert args["updateFields"] == {"startDate": new_day}


@pytest.mark.parametrize(("text", "action", "summary"), [
    ("תעדכני שהפגישה עם המשכנתא עברה ליום רביעי באחת", "update", "פגישה עם המשכנתא"),
    ("fyi the dentist moved to friday at 2", "update", "dentist"),
    ("update that the kickoff got moved to monday at 10", "update", "kickoff"),
    ("שימי לב שהחוג של נועה בוטל תמחקי אותו", "delete", "חוג של נועה"),
])
def test_a_change_told_names_the_event_without_the_telling(text: str, action: str, summary: str) -> None:
    assert planned(text, "calendar", action)["searchCriteria"]["summary"] == summary


def test_when_is_my_next_drops_next_and_mine() -> None:
    args = planned("מתי התור הבא שלי לרופא", "calendar", "getEvents")
    assert args["searchCriteria"]["summary"] == "תור לרופא"


@pytest.mark.parametrize(("text", "start", "end"), [
    ("is my afternoon free today", "2026-11-22T12:00", "2026-11-22T18:00"),
    ("is my morning tomorrow free", "2026-11-23T06:00", "2026-11-23T12:00"),
])
def test_is_my_part_of_day_free(text: str, start: str, end: str) -> None:
    args = planned(text, "calendar", "checkConflicts")
    assert (local(args["start"]), local(args["end"])) == (start, end)


@pytest.mark.parametrize(("text", "summary"), [
    ("dentist wed 3pm pls add", "dentist"),
    ("haircut fri 10am add pls", "haircut"),
])
def test_a_bare_add_after_the_event_is_not_its_name(text: str, summary: str) -> None:
    assert planned(text, "calendar", "create")["summary"] == summary


# ---------------------------------------------------------------- a pronoun as the recipient

@pytest.mark.parametrize("text", [
    "email him that im running late",
    "send her an email saying the contract is signed",
    "mail them the pics",
    "תשלחי לה מייל שהחוזה מוכן",
    "תכתוב להם מייל שהפגישה בוטלה",
    "תשלחי מייל לו שאני מאחרת",
])
def test_a_pronoun_recipient_is_asked_for(text: str) -> None:
    intent = intent_of(text)
    assert intent is not None and intent.capability == "gmail" and "to" in intent.missing
    assert not intent.args.get("toNames"), intent.args


def test_me_and_names_like_a_pronoun_are_recipients() -> None:
    args = planned("תשלח לי מייל עם הרשימה", "gmail", "send")
    assert args.get("toSelf") is True and not args.get("toNames")
    assert planned("email her@example.com that im late", "gmail", "send")["to"] == ["her@example.com"]
    assert planned("email Herzl that im late", "gmail", "send")["toNames"] == ["Herzl"]
    assert planned("תשלח ללוי מייל שאני מאחר", "gmail", "send")["toNames"] == ["לוי"]


# ---------------------------------------------------------------- what came from someone

@pytest.mark.parametrize(("text", "query"), [
    ("got anything from the bank yet?", "from:bank"),
    ("have i received anything from the school", "from:school"),
    ("any news from the garage about the car", "from:garage car"),
    ("הגיע לי משהו מהביטוח לאומי?", 'from:"ביטוח לאומי"'),
    ("קיבלתי כבר משהו מחברת התעופה לגבי הטיסה", 'from:"חברת התעופה" הטיסה'),
    ("did the lawyer get back to me", "from:lawyer"),
    ("check if the school sent anything", "from:school"),
    ("did dana email me back", "from:dana"),
])
def test_anything_from_someone_is_a_mail_search(text: str, query: str) -> None:
    assert planned(text, "gmail", "search")["query"] == query


@pytest.mark.parametrize("text", [
    "did i get anything done today",
    "הגיע משהו מחר?",
    "something from the bakery for dessert",
])
def test_not_a_mail_search(text: str) -> None:
    not_taken_as(text, "gmail", "search")


# ---------------------------------------------------------------- documents that came by mail

@pytest.mark.parametrize(("text", "query"), [
    ("find the booking confirmation for the hotel in rome", "booking confirmation hotel in rome"),
    ("look for the airbnb booking confirmation", "airbnb booking confirmation"),
    ("find my boarding pass", "boarding pass"),
    ("find the invoice for the car repair", "invoice car repair"),
    ("תמצאי לי את החשבונית של הגז", "חשבונית הגז"),
    ("תחפש את אישור ההזמנה של הטיסה", "אישור ההזמנה הטיסה"),
])
def test_a_mailed_document_said_with_what_it_is_for(text: str, query: str) -> None:
    assert planned(text, "gmail", "search")["query"] == query


@pytest.mark.parametrize("text", [
    "find the receipt",
    "find the receipt in my notes",
    "find my old tickets",
    "find my passport",
])
def test_a_document_alone_is_not_taken_for_mail(text: str) -> None:
    not_taken_as(text, "gmail", "search")


# ---------------------------------------------------------------- a person with their address, then what to send

@pytest.mark.parametrize(("text", "to", "body"), [
    ("תשלח לאבא שלי avi@example.com את הכתובת של המסעדה", ["avi@example.com"], "הכתובת של המסעדה"),
    ("שלח לרון ron@example.com שאני מאחר", ["ron@example.com"], "אני מאחר"),
    ("send dana dana@example.com the gate code 4471", ["dana@example.com"], "the gate code 4471"),
])
def test_a_person_with_an_address_then_what_to_send(text: str, to: list[str], body: str) -> None:
    args = planned(text, "gmail", "send")
    assert (args["to"], args["body"]) == (to, body)
