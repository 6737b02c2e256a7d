"""Calendar and Gmail requests with details and talk after the command: a length said loosely ("should take like 45
minutes", "חצי שעה זה מספיק", "ב11 שעה וחצי"), a place and a length after a question mark, "i need to set up ...
can you put it in", a polite wish ("it'd be nice if you ...", "יהיה נחמד אם ..."), an event named by its time and who
it is with ("my 3pm w the contractor"), a remark after a change ("..., i'm running late"), a shift of an event named by
its clock time, a person pronoun with no email shown ("reply to him"), an email named in a report before "archive
it", a remark after a mailbox command or a forward, "with the label" in a Hebrew sentence, and several events on one
day ("dentist tomorrow at 9 and at 3")."""

from __future__ import annotations

import pytest

from tests.planning.reading import intent_of, local, not_taken_as, planned

# ---------------------------------------------------------------- a length said loosely after the request


@pytest.mark.parametrize(("text", "summary", "start", "end"), [
    ("book a meeting with the accountant on thursday at 10, should take about 2 hours", "meeting with the accountant",
     "2026-11-26T10:00", "2026-11-26T12:00"),
    ("schedule a call with Noa tomorrow at 4, 30 minutes is enough", "call with Noa", "2026-11-23T16:00",
     "2026-11-23T16:30"),
    ("set up a meeting with the lawyer monday at 11 it'll take around 90 minutes", "meeting with the lawyer",
     "2026-11-23T11:00", "2026-11-23T12:30"),
    ("schedule the standup tomorrow at 9, 15 minutes tops", "standup", "2026-11-23T09:00", "2026-11-23T09:15"),
    ("תקבעי לי שיחה עם הבנק מחר בעשר, רבע שעה מספיק", "שיחה עם הבנק", "2026-11-23T10:00", "2026-11-23T10:15"),
    ("תכניס ליומן ישיבת צוות ביום שלישי בתשע, זה ייקח בערך שעתיים", "ישיבת צוות", "2026-11-24T09:00",
     "2026-11-24T11:00"),
    ("תקבעי לי פגישה מחר בתשע, לא יותר משעה", "פגישה", "2026-11-23T09:00", "2026-11-23T10:00"),
])
def test_a_length_said_loosely_after_the_request_sets_the_end(text: str, summary: str, start: str, end: str) -> None:
    args = planned(text, "calendar", "create")
    assert (args["summary"], local(args["start"]), local(args["end"])) == (summary, start, end)


@pytest.mark.parametrize(("text", "start", "end"), [
    ("תקבע לי תור לרופא ביום רביעי ב-8:00 חצי שעה", "2026-11-25T08:00", "2026-11-25T08:30"),
    ("תקבעי פגישה עם יוסי מחר בשלוש שעתיים", "2026-11-23T15:00", "2026-11-23T17:00"),
    ("תרשמי ביומן ארוחה עם החבר'ה 11.12 ב8 שעתיים", "2026-12-11T08:00", "2026-12-11T10:00"),
])
def test_a_bare_length_right_after_the_hour(text: str, start: str, end: str) -> None:
    args = planned(text, "calendar", "create")
    assert (local(args["start"]), local(args["end"])) == (start, end)
    assert "שעה" not in args["summary"] and "שעתיים" not in args["summary"]


def test_a_length_that_says_when_is_not_the_events_length() -> None:
    args = planned("book a meeting tomorrow at 3, remind me 30 minutes before", "calendar", "create")
    assert local(args["end"]) == "2026-11-23T16:00" and args["reminderMinutesBefore"] == 30


@pytest.mark.parametrize(("text", "summary", "end", "place"), [
    ("would you put lunch with Omer on my calendar on monday at 12:30? an hour and a half, at the office",
     "lunch with Omer", "2026-11-23T14:00", "the office"),
    ("can you add drinks with Gal on my calendar thursday at 9? probably two hours, at that bar on rothschild",
     "drinks with Gal", "2026-11-26T23:00", "bar on rothschild"),
])
def test_a_length_and_a_place_after_the_question_mark(text: str, summary: str, end: str, place: str) -> None:
    args = planned(text, "calendar", "create")
    assert (args["summary"], local(args["end"])) == (summary, end)
    assert place in args["location"]


@pytest.mark.parametrize("text", [
    "add lunch with Omer monday at 12:30, at the latest",
    "add lunch with Omer monday at 12:30, in the meantime",
])
def test_time_words_after_a_comma_are_no_place(text: str) -> None:
    intent = intent_of(text)
    assert intent is None or "location" not in intent.args


@pytest.mark.parametrize(("text", "summary"), [
    ("book a meeting with avi tomorrow at 10, he's coming from haifa", "meeting with avi"),
    ("schedule a call with mom tomorrow at 8, it's her birthday", "call with mom"),
    ("תקבעי פגישה עם דנה מחר בחמש, היא מגיעה מחיפה", "פגישה עם דנה"),
])
def test_a_remark_after_a_new_event_stays_out_of_its_name(text: str, summary: str) -> None:
    assert planned(text, "calendar", "create")["summary"] == summary


# ---------------------------------------------------------------- "i need to ... put it in", polite wishes


@pytest.mark.parametrize(("text", "summary", "start"), [
    ("i need to set up a meeting with the bank on monday at 9, put it in my calendar", "meeting with the bank",
     "2026-11-23T09:00"),
    ("so i have to schedule a call with the supplier thursday at 11 can you put it in", "call with the supplier",
     "2026-11-26T11:00"),
    ("i'd like to set up a call with avi on tuesday at 2, can you put it in my calendar", "call with avi",
     "2026-11-24T14:00"),
    ("אני צריכה לקבוע פגישה עם רון מחר בשלוש, תכניסי ליומן", "פגישה עם רון", "2026-11-23T15:00"),
])
def test_what_the_user_needs_to_set_up_with_a_command_to_put_it_in(text: str, summary: str, start: str) -> None:
    args = planned(text, "calendar", "create")
    assert (args["summary"], local(args["start"])) == (summary, start)


@pytest.mark.parametrize("text", [
    "i need to book a haircut for friday at 4",  # no command to put it in: may as well be a to-do
    "אני צריכה לקבוע תור לרופא שיניים",
])
def test_a_need_without_a_command_is_not_an_event(text: str) -> None:
    not_taken_as(text, "calendar", "create")


@pytest.mark.parametrize(("text", "summary", "start"), [
    ("it'd be nice if you could schedule a sync with the team tomorrow at 9", "sync with the team",
     "2026-11-23T09:00"),
    ("אשמח אם תקבעי לי פגישה עם דנה ביום חמישי באחת", "פגישה עם דנה", "2026-11-26T13:00"),
    ("יהיה מעולה אם תקבע לי שיחה עם רואה החשבון מחר בשתיים", "שיחה עם רואה החשבון", "2026-11-23T14:00"),
])
def test_a_polite_wish_asks_for_the_event(text: str, summary: str, start: str) -> None:
    args = planned(text, "calendar", "create")
    assert (args["summary"], local(args["start"])) == (summary, start)


# ---------------------------------------------------------------- an event named by its time and who it is with


@pytest.mark.parametrize(("text", "who", "at"), [
    ("cancel my 10am w dana tomorrow", "dana", "2026-11-23T10:00"),
    ("cancel my 3pm with the plumber on tuesday", "plumber", "2026-11-24T15:00"),
    ("תבטלי את ה-15:00 שלי עם השיפוצניק מחר", "השיפוצניק", "2026-11-23T15:00"),
])
def test_an_event_named_by_its_time_and_who_it_is_with(text: str, who: str, at: str) -> None:
    criteria = planned(text, "calendar", "delete")["searchCriteria"]
    assert criteria["summary"] == who and local(criteria["timeMin"]) == at


def test_a_move_of_an_event_named_by_its_time_and_person() -> None:
    args = planned("move my 2pm with the designer to 4", "calendar", "update")
    assert args["searchCriteria"]["summary"] == "designer"
    assert local(args["updateFields"]["start"]) == "2026-11-22T16:00"


def test_a_guessed_hour_with_a_person_is_not_taken() -> None:
    not_taken_as("cancel my 3 w the contractor tmrw", "calendar", "delete")  # 3am or 3pm


# ---------------------------------------------------------------- a remark after a change, a shift by the clock


@pytest.mark.parametrize(("text", "summary"), [
    ("cancel my 3pm with the contractor tomorrow, he's sick", "contractor"),
    ("the dentist on thursday - cancel it, i can't make it", "dentist"),
    ("תבטל את הפגישה עם רון מחר, כי הוא חולה", "פגישה עם רון"),
    ("את הפגישה עם רון מחר תבטלי, הוא חולה", "פגישה עם רון"),
])
def test_a_remark_after_a_cancel_is_left_out(text: str, summary: str) -> None:
    assert planned(text, "calendar", "delete")["searchCriteria"]["summary"] == summary


@pytest.mark.parametrize(("text", "shift", "start"), [
    ("the team sync at 10 - push it back half an hour, traffic is crazy", 30, "2026-11-22T10:30"),
    ("the board call at 4pm - push it back an hour please, i'm stuck at the bank", 60, "2026-11-22T17:00"),
    ("תדחי את הישיבה בעשר בחצי שעה, אני בפקק", 30, "2026-11-22T10:30"),
])
def test_a_shift_of_an_event_named_by_its_clock_shows_the_new_start(text: str, shift: int, start: str) -> None:
    args = planned(text, "calendar", "update")
    assert args["updateFields"] == {"shiftMinutes": shift} and local(args["start"]) == start


def test_a_move_keeps_its_target_after_a_remark() -> None:
    args = planned("move the meeting with dana to thursday, she can't do wednesday", "calendar", "update")
    assert args["updateFields"] == {"startDate": "2026-11-26"}


@pytest.mark.parametrize("text", [
    "cancel the dentist tomorrow, I mean the one on tuesday",
    "the team sync at 10 - push it back half an hour, i mean 45 minutes",
    "תבטלי את הפגישה מחר עם רון, בעצם את זו של יום שלישי",
])
def test_a_correction_after_a_change_is_not_acted_on(text: str) -> None:
    intent = intent_of(text)
    assert intent is None or intent.capability != "calendar" or intent.missing or intent.confidence < 0.7


def test_a_second_request_after_a_cancel_is_not_a_remark() -> None:
    intent = intent_of("cancel the meeting with dana tomorrow, and remind me to call her")
    assert intent is None or intent.args.get("searchCriteria", {}).get("summary") != "meeting with dana"


# ---------------------------------------------------------------- several events on one day


@pytest.mark.parametrize(("text", "starts"), [
    ("add dentist tomorrow at 9 and at 3", ["2026-11-23T09:00", "2026-11-23T15:00"]),
    ("add gym tomorrow morning and dinner with dana in the evening", ["2026-11-23T09:00", "2026-11-23T19:00"]),
    ("תקבעי לי רופא שיניים מחר בתשע ותספורת בארבע", ["2026-11-23T09:00", "2026-11-23T16:00"]),
])
def test_a_later_event_with_no_day_is_on_the_first_ones_day(text: str, starts: list[str]) -> None:
    events = planned(text, "calendar", "createMultiple")["events"]
    assert [local(e["start"]) for e in events] == starts


@pytest.mark.parametrize("text", [
    "add meeting with noa tomorrow at 1, in the morning",  # a part of the day alone is no second event
    "schedule a call with mom tomorrow at 8, it's her birthday",
])
def test_a_clause_with_no_event_of_its_own_is_not_a_second_event(text: str) -> None:
    not_taken_as(text, "calendar", "createMultiple")


# ---------------------------------------------------------------- gmail: a person pointed at, nothing shown


@pytest.mark.parametrize("text", [
    "reply to her saying thanks",
    "reply to them that we are in",
    "תעני לה במייל שזה בסדר",
])
def test_a_person_pointed_at_with_no_email_shown_is_asked_about(text: str) -> None:
    intent = intent_of(text)
    assert intent is not None and intent.action == "reply" and "query" in intent.missing


def test_a_person_pointed_at_right_after_a_listing_is_that_email() -> None:
    latest = [{"capability": "gmail", "operation": "read", "externalIds": ["message:m1"]}]
    args = planned("reply to him saying thanks", "gmail", "reply", latest)
    assert args["messageId"] == "m1" and args["body"] == "thanks"


# ---------------------------------------------------------------- gmail: an email named in a report, then "it"


@pytest.mark.parametrize(("text", "operation", "query"), [
    ("I answered the email from dana, now archive it please", "archive", "from:dana"),
    ("finished with the newsletters from linkedin, archive them all", "archive", "from:linkedin"),
    ("עניתי כבר למייל מהגן על הטיול, אפשר להעביר אותו לארכיון", "archive", "from:גן"),
])
def test_an_email_named_in_a_report_then_pointed_at(text: str, operation: str, query: str) -> None:
    assert query in planned(text, "gmail", operation)["query"]


def test_an_email_named_first_then_forwarded() -> None:
    args = planned("I got the email from the lawyer about the contract, forward it to dana@x.com", "gmail", "forward")
    assert "from:lawyer" in args["query"] and args["to"] == ["dana@x.com"]


@pytest.mark.parametrize("text", [
    "dana sent me the email about the budget, archive it",  # the sender is outside the description
    "read me the email from dana, then archive it",  # two requests
])
def test_an_email_named_with_more_around_it_is_not_managed(text: str) -> None:
    not_taken_as(text, "gmail", "archive")


# ---------------------------------------------------------------- gmail: a remark after the command


@pytest.mark.parametrize(("text", "operation", "key", "value"), [
    ("label the emails from the school as kids, so i can find them later", "label", "labelName", "kids"),
    ("תתייגי את המיילים מהעירייה בתווית ארנונה, שיהיה מסודר", "label", "labelName", "ארנונה"),
    ("archive the newsletters from zara, i never read them", "archive", "query", "from:zara"),
    ("מחק את כל המיילים מהחנות, אני לא קונה שם יותר", "delete", "query", "from:חנות"),
])
def test_a_remark_after_a_mailbox_command_is_left_out(text: str, operation: str, key: str, value: str) -> None:
    assert planned(text, "gmail", operation)[key] == value


@pytest.mark.parametrize(("text", "to"), [
    ("forward the email from the bank to avi@x.com, he asked for it", ["avi@x.com"]),
    ("תעבירי את המייל מהגן לבעלי, yossi@x.com, שיראה את זה לפני הישיבה", ["yossi@x.com"]),
])
def test_a_remark_after_a_forward_is_left_out(text: str, to: list[str]) -> None:
    assert planned(text, "gmail", "forward")["to"] == to


def test_a_preposition_after_the_hebrew_to_is_no_recipient() -> None:
    intent = intent_of("תעביר את המייל מהבנק לפני הפגישה לאבי")
    assert intent is not None and intent.args.get("toNames") == ["אבי"]


@pytest.mark.parametrize("text", [
    "archive the emails from amazon, but not the invoices",
    "תמחקי את המיילים מהבנק חוץ מהחשבוניות",
])
def test_a_mailbox_command_with_an_exception_is_not_acted_on(text: str) -> None:
    intent = intent_of(text)
    assert intent is None or intent.capability != "gmail" or intent.missing


@pytest.mark.parametrize(("text", "query", "label"), [
    ("תתייגי את המייל מהבנק with the label כספים", "from:בנק", "כספים"),
    ("תסמני את כל המיילים מ-LinkedIn with the label עבודה", "from:LinkedIn", "עבודה"),
])
def test_an_english_label_phrase_in_a_hebrew_command(text: str, query: str, label: str) -> None:
    args = planned(text, "gmail", "label")
    assert (args["query"], args["labelName"]) == (query, label)


def test_a_latin_sender_after_the_hebrew_from() -> None:
    assert planned("תמחקי את המייל מamazon", "gmail", "delete")["query"] == "from:amazon"


@pytest.mark.parametrize("text", [
    "put it in my calendar: dentist tomorrow at 3, probably an hour",
    "put this on my calendar - dentist tomorrow at 3",
])
def test_the_it_of_put_it_in_my_calendar_is_no_part_of_the_name(text: str) -> None:
    assert planned(text, "calendar", "create")["summary"] == "dentist"


@pytest.mark.parametrize("text", [
    "schedule a meeting with dana tomorrow at 5, an hour after the standup",
    "תקבעי לי פגישה עם דנה מחר בחמש, שעה אחרי הישיבה",
])
def test_a_length_that_places_the_event_is_not_its_length(text: str) -> None:
    intent = intent_of(text)
    assert intent is None or local(intent.args.get("end", "2026-11-23T18:00")) == "2026-11-23T18:00"


def test_a_remark_without_its_apostrophe() -> None:
    args = planned("the meeting w/ dana at 4 - cancel it pls, shes sick", "calendar", "delete")
    assert args["searchCriteria"]["summary"] == "meeting w/ dana"
