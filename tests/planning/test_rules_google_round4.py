"""Calendar and Gmail requests as people write them: a day range across the end of a month ("מה28 לדצמבר עד ה3
לינואר", "29.11-1.12"), a day's possessive without its apostrophe ("tomorrows standup"), a new time that keeps the
event's day ("tomorrow's dinner moved to 8"), free-or-busy about a part of a day, a sender's name of several words
("from bank of america", "מאל על"), a draft to an address in a mixed-language message or one the user says not to
send yet, a reply that asks for something, and a call with someone close that may as well be a to-do."""

from __future__ import annotations

import pytest

from memo.planning.rules.calendar_changes import PERSONAL_CALL_CONFIDENCE
from tests.planning.reading import ctx_of, intent_of, local, planned

# ---------------------------------------------------------------- a day range across the end of a month

CROSS_MONTH = [
    ("תרשמי ביומן טיול משפחתי מה28 לדצמבר עד ה3 לינואר", "טיול משפחתי", "2026-12-28", "2027-01-04"),
    ("חופשה מה-29 בנובמבר עד ה-1 בדצמבר תכניס ליומן", "חופשה", "2026-11-29", "2026-12-02"),
    ("put in my calendar hackathon from nov 27 to dec 1", "hackathon", "2026-11-27", "2026-12-02"),
    ("ski trip dec 30 - jan 2 add it to my calendar", "ski trip", "2026-12-30", "2027-01-03"),
    ("מילואים 29.11-4.12 תרשום ביומן", "מילואים", "2026-11-29", "2026-12-05"),
    ("add to my calendar family visit 27/11-1/12", "family visit", "2026-11-27", "2026-12-02"),
]


@pytest.mark.parametrize(("text", "summary", "first", "end"), CROSS_MONTH)
def test_a_range_across_a_months_end_is_one_all_day_event(text: str, summary: str, first: str, end: str) -> None:
    args = planned(text, "calendar", "create")
    assert (args["summary"], args["start"], args["end"], args["allDay"]) == (summary, first, end, True)


def test_dotted_pairs_that_read_as_clock_times_stay_clock_times() -> None:
    args = planned("workshop tomorrow 9.05-10.10 put it in my calendar", "calendar", "create")
    assert (local(args["start"]), local(args["end"])) == ("2026-11-23T09:05", "2026-11-23T10:10")


def test_a_range_of_one_month_is_still_read() -> None:
    args = planned("תרשמי ביומן כנס מה7 עד ה9 בדצמבר", "calendar", "create")
    assert (args["start"], args["end"]) == ("2026-12-07", "2026-12-10")


# ---------------------------------------------------------------- which day the moved event is on

MOVES_ON_ITS_DAY = [
    ("move tomorrows standup to 11", "standup", "2026-11-23T11:00"),
    ("push todays dentist to 4pm", "dentist", "2026-11-22T16:00"),
    ("tomorrow's dinner with the levins moved to 8", "dinner with the levins", "2026-11-23T20:00"),
    ("the yoga class on thursday got moved to 7 in the evening", "yoga class", "2026-11-26T19:00"),
    ("ארוחת הערב אצל סבתא ביום שישי נדחתה לתשע בערב", "ארוחת הערב אצל סבתא", "2026-11-27T21:00"),
    ("הפגישה עם המנהלת מחר הוזזה לעשר בבוקר", "פגישה עם המנהלת", "2026-11-23T10:00"),
]


@pytest.mark.parametrize(("text", "summary", "start"), MOVES_ON_ITS_DAY)
def test_a_new_time_without_a_day_keeps_the_events_day(text: str, summary: str, start: str) -> None:
    args = planned(text, "calendar", "update")
    assert args["searchCriteria"]["summary"] == summary
    assert local(args["updateFields"]["start"]) == start


def test_a_new_day_word_moves_the_event_to_that_day() -> None:
    args = planned("move the dinner tomorrow to tonight at 8", "calendar", "update")
    assert local(args["updateFields"]["start"]) == "2026-11-22T20:00"


def test_an_hour_before_the_new_day_is_read_with_it() -> None:
    args = planned("push the budget meeting to 4 tomorrow", "calendar", "update")
    assert local(args["updateFields"]["start"]) == "2026-11-23T16:00"


@pytest.mark.parametrize("text", ["the meeting room moved to the 3rd floor", "the conference hall was moved to the 2nd"
                                  " building", "we moved to haifa"])
def test_a_move_to_a_place_is_not_a_new_time(text: str) -> None:
    intent = intent_of(text)
    assert intent is None or intent.capability != "calendar" or intent.action != "update", intent


# ---------------------------------------------------------------- free or busy in a part of a day

FREE_PART_OF_DAY = [
    ("am i free thursday afternoon", "2026-11-26T12:00", "2026-11-26T18:00"),
    ("are we busy tomorrow evening?", "2026-11-23T18:00", "2026-11-24T00:00"),
    ("אני פנויה מחר בבוקר", "2026-11-23T06:00", "2026-11-23T12:00"),
    ("אני זמין ביום שלישי בערב?", "2026-11-24T18:00", "2026-11-25T00:00"),
    ("do i have time saturday morning", "2026-11-28T06:00", "2026-11-28T12:00"),
    ("יש לי זמן מחר אחרי הצהריים?", "2026-11-23T12:00", "2026-11-23T18:00"),
]


@pytest.mark.parametrize(("text", "low", "high"), FREE_PART_OF_DAY)
def test_free_or_busy_in_a_part_of_a_day_checks_that_window(text: str, low: str, high: str) -> None:
    args = planned(text, "calendar", "checkConflicts")
    assert (local(args["timeMin"]), local(args["timeMax"])) == (low, high)
    assert (args["start"], args["end"]) == (args["timeMin"], args["timeMax"])


@pytest.mark.parametrize("text", ["what do i have thursday afternoon", "do i have anything tomorrow evening",
                                  "יש לי משהו מחר בבוקר?", "am i free on tuesday"])
def test_what_is_on_and_a_whole_day_stay_a_look(text: str) -> None:
    planned(text, "calendar", "getEvents")


def test_do_i_have_time_at_a_moment_checks_it() -> None:
    args = planned("do i have time friday at 11", "calendar", "checkConflicts")
    assert local(args["start"]) == "2026-11-27T11:00"


def test_a_clock_time_in_the_part_of_day_is_the_moment_asked_about() -> None:
    args = planned("am i free wednesday afternoon at 4", "calendar", "checkConflicts")
    assert local(args["start"]) == "2026-11-25T16:00"


# ---------------------------------------------------------------- a sender's name of several words

SENDERS = [
    ("find the email from bank of america about the card", '"bank of america"', "card"),
    ("show me the emails from the head of HR", '"head of HR"', ""),
    ("תמצאי את המייל מאל על עם הכרטיסים", '"אל על"', "הכרטיסים"),
    ("תחפש לי את המיילים מאל על", '"אל על"', ""),
    ("find the emails from the city of haifa about the water bill", '"city of haifa"', "water bill"),
    ("תחפשי את המייל מעיריית רמת גן על הארנונה", "עיריית רמת גן", "הארנונה"),
]


@pytest.mark.parametrize(("text", "name", "more"), SENDERS)
def test_a_name_whose_end_is_unclear_is_searched_whole(text: str, name: str, more: str) -> None:
    query = planned(text, "gmail", "search")["query"]
    assert name in query and "from:" not in query, query
    assert more in query


@pytest.mark.parametrize(("text", "sender", "topic"), [
    ("find the email from Dana about the budget", "from:Dana", "budget"),
    ("תמצא את המייל מבנק הפועלים על המשכנתא", 'from:"בנק הפועלים"', "המשכנתא"),
    ("תחפשי מייל מיוסי על החוזה", "from:יוסי", "החוזה"),
])
def test_a_clear_sender_is_still_from(text: str, sender: str, topic: str) -> None:
    query = planned(text, "gmail", "search")["query"]
    assert query.startswith(sender) and topic in query, query


def test_a_reply_to_a_name_ending_in_al_keeps_the_name() -> None:
    args = intent_of("תעני למייל מאל על שאני מאשר את השינוי")
    assert args is not None and args.action == "reply" and args.needs_approval
    assert args.args["query"] == '"אל על"' and args.args["body"] == "אני מאשר את השינוי"


# ---------------------------------------------------------------- drafts

DRAFTS = [
    ("write a draft ל-office@school.org.il בקשה לאישור היעדרות", ["office@school.org.il"], "היעדרות"),
    ("compose an email ל-avi@example.com עם הסיכום מהפגישה, אל תשלח עדיין", ["avi@example.com"], "הסיכום"),
    ("prep an email to lior@example.com about the quarterly numbers, dont send it yet", ["lior@example.com"],
     "quarterly numbers"),
    ("email noa@example.com that the keys are under the mat but don't send it yet", ["noa@example.com"], "keys"),
    ("תכתבי מייל לרון על ההרצאה, רק תשמרי כטיוטה", [], "ההרצאה"),
]


@pytest.mark.parametrize(("text", "to", "words"), DRAFTS)
def test_a_draft_is_composed_not_sent(text: str, to: list[str], words: str) -> None:
    intent = intent_of(text)
    assert intent is not None and (intent.capability, intent.action) == ("gmail", "compose"), (text, intent)
    assert not intent.needs_approval and not intent.missing
    assert intent.args["to"] == to
    assert words.casefold() in f"{intent.args['subject']} {intent.args['body']}".casefold()
    assert "send" not in intent.args["body"] and "תשלח" not in intent.args["body"]


def test_a_send_to_a_glued_address_is_still_a_send_with_approval() -> None:
    args = planned("send an email ל-avi@example.com that the meeting moved", "gmail", "send")
    assert args["to"] == ["avi@example.com"] and "meeting moved" in args["body"]
    assert intent_of("send an email ל-avi@example.com that the meeting moved").needs_approval  # type: ignore


@pytest.mark.parametrize("text", ["prep the slides for tomorrow", "draft a plan for the trip"])
def test_prep_without_mail_is_not_email(text: str) -> None:
    intent = intent_of(text)
    assert intent is None or intent.capability != "gmail", intent


# ---------------------------------------------------------------- a reply that asks for something

@pytest.mark.parametrize(("text", "body"), [
    ("respond to the electricity bill email and ask them for an itemised invoice",
     "Could I please get an itemised invoice?"),
    ("reply to the landlord's email and ask him to fix the boiler this week",
     "Could you please fix the boiler this week?"),
])
def test_a_reply_that_asks_is_that_request_approved_first(text: str, body: str) -> None:
    intent = intent_of(text)
    assert intent is not None and (intent.capability, intent.action) == ("gmail", "reply"), (text, intent)
    assert intent.needs_approval and intent.args["body"] == body and intent.args.get("query")


@pytest.mark.parametrize("text", ["reply to dana saying sure and ask her for the slides",
                                  "reply to the landlord and ask him whether the plumber is coming"])
def test_an_answer_and_a_request_together_is_not_acted_on(text: str) -> None:
    intent = intent_of(text)
    assert intent is None or intent.missing or intent.confidence < 0.7 or intent.action != "reply", intent


# ---------------------------------------------------------------- a call with someone close

@pytest.mark.parametrize("text", ["push the mom call to 6:30 tonight", "move my dad's call to 5pm",
                                  "תדחי את השיחה לאמא לשמונה"])
def test_a_call_with_someone_close_is_not_taken_for_an_event(text: str) -> None:
    intent = intent_of(text)
    assert intent is not None and not (intent.capability == "calendar" and intent.confidence >= 0.7), intent


def test_the_calendars_reading_of_a_personal_call_stays_below_the_floor() -> None:
    from memo.planning.rules.calendar_changes import move_event

    intent = move_event(ctx_of("push the grandpa call to 8"))
    assert intent is not None and intent.confidence == PERSONAL_CALL_CONFIDENCE < 0.7


@pytest.mark.parametrize(("text", "summary"), [
    ("push my call with the accountant to 4pm", "call with the accountant"),
    ("move the team call to 3pm", "team call"),
    ("move the mom call in my calendar to 6pm", "mom call"),
])
def test_a_scheduled_call_stays_an_event(text: str, summary: str) -> None:
    args = planned(text, "calendar", "update")
    assert args["searchCriteria"]["summary"] == summary


@pytest.mark.parametrize(("text", "operation", "to"), [
    ("תשלחי email ל-maya@example.com שהחבילה הגיעה", "send", ["maya@example.com"]),
    ("send מייל to maya@example.com saying the package arrived", "send", ["maya@example.com"]),
    ("תכין draft ל-office@example.com על החופשה", "compose", ["office@example.com"]),
])
def test_a_mail_word_in_the_other_language(text: str, operation: str, to: list[str]) -> None:
    intent = intent_of(text)
    assert intent is not None and (intent.capability, intent.action) == ("gmail", operation), (text, intent)
    assert intent.args["to"] == to and not intent.missing
    assert intent.needs_approval == (operation == "send")
