"""Calendar and Gmail requests wrapped in talk: a feeling before the request ("nervous about the meeting
tomorrow, can you move it to 5"), a feeling or second thought alone ("dreading the dentist tomorrow at 8", "maybe
cancel the meeting"), a "for the record" said before or after the event, a question asked before the request, a
comment on an event that happened, a polite "can you check my calendar", an all-day event with "write it down",
and "write to <someone> that ..." as an email to send."""

from __future__ import annotations

import pytest

from tests.planning.reading import intent_of, local, planned


def not_taken_as(text: str, capability: str, action: str | None = None) -> None:
    intent = intent_of(text)
    assert intent is None or intent.capability != capability or (action and intent.action != action), (text, intent)


# ---------------------------------------------------------------- a feeling before the request

FEELING_THEN_CHANGE = [
    ("kinda nervous about the interview tomorrow, push it to 11", "update", "interview", "2026-11-23T11:00"),
    ("so stressed about the dentist on tuesday, could you cancel it", "delete", "dentist", None),
    ("i'm worried about the meeting with the bank on monday, can you cancel it", "delete", "meeting with the bank",
     None),
    ("לחוצה מהפגישה עם דנה מחר, תזיזי אותה לחמש", "update", "פגישה עם דנה", "2026-11-23T17:00"),
    ("מודאגת לגבי התור לרופא מחר, תבטלי אותו", "delete", "תור לרופא", None),
]


@pytest.mark.parametrize(("text", "action", "summary", "start"), FEELING_THEN_CHANGE)
def test_a_feeling_before_a_change_is_not_part_of_the_event(text: str, action: str, summary: str,
                                                             start: str | None) -> None:
    args = planned(text, "calendar", action)
    assert args["searchCriteria"]["summary"] == summary
    if start:
        assert local(args["updateFields"]["start"]) == start


def test_can_you_before_the_verb_after_the_event() -> None:
    args = planned("the dinner on friday, could you move it to 9", "calendar", "update")
    assert args["searchCriteria"]["summary"] == "dinner"


@pytest.mark.parametrize("text", [
    "nervous about my flight tomorrow at 6",
    "ugh dreading the dentist tomorrow at 8",
    "so excited for the concert saturday at 9!!",
    "i'm so nervous about the interview thursday at 10",
    "thinking about a dinner with mom friday at 8",
    "מתרגש לקראת הטיסה מחר בשש",
    "שונאת פגישות בשמונה בבוקר",
    "חושבת לקבוע פגישה עם דנה מחר בחמש",
])
def test_a_feeling_about_an_event_creates_nothing(text: str) -> None:
    not_taken_as(text, "calendar")


@pytest.mark.parametrize("text", [
    "maybe cancel the meeting tomorrow",
    "maybe move the dentist to 5",
    "i'm thinking about cancelling the meeting tomorrow",
    "חושבת לבטל את הפגישה מחר",
])
def test_a_second_thought_about_a_change_changes_nothing(text: str) -> None:
    not_taken_as(text, "calendar")


def test_a_feeling_with_an_explicit_put_it_in_the_calendar_is_an_event() -> None:
    args = planned("so excited for the concert saturday at 9pm, put it in my calendar", "calendar", "create")
    assert args["summary"] == "concert" and local(args["start"]) == "2026-11-28T21:00"


# ---------------------------------------------------------------- "for the record" before or after the event

FYI = [
    ("the meeting with the lawyer is thursday at 3, for the record", "meeting with the lawyer", "2026-11-26T15:00"),
    ("for the record, the interview is at 11 tomorrow", "interview", "2026-11-23T11:00"),
    ("haircut friday at 10 so it's written down", "haircut", "2026-11-27T10:00"),
    ("lunch with avi tomorrow at 1 fyi", "lunch with avi", "2026-11-23T13:00"),
    ("just so you know dinner with the in-laws friday at 8", "dinner with the in-laws", "2026-11-27T20:00"),
    ("רופא שיניים ביום שלישי ב10, רק שתדע", "רופא שיניים", "2026-11-24T10:00"),
    ("פגישה עם רון ביום רביעי בארבע שיהיה רשום", "פגישה עם רון", "2026-11-25T16:00"),
    ("הפגישה עם דנה בחמש, לידיעתך", "פגישה עם דנה", "2026-11-22T17:00"),
]


@pytest.mark.parametrize(("text", "summary", "start"), FYI)
def test_a_for_the_record_is_cut_from_the_title(text: str, summary: str, start: str) -> None:
    args = planned(text, "calendar", "create")
    assert args["summary"] == summary and local(args["start"]) == start


def test_is_at_reads_the_event_and_its_hour() -> None:
    args = planned("the party on saturday is going to be at 9pm", "calendar", "create")
    assert args["summary"] == "party" and local(args["start"]) == "2026-11-28T21:00"


# ---------------------------------------------------------------- a question before the request

QUESTION_FIRST = [
    ("is my calendar synced? book a haircut friday at 10", "haircut", "2026-11-27T10:00"),
    ("quick question, can you see my calendar? add gym tomorrow at 7", "gym", "2026-11-23T07:00"),
    ("did you get my last message? schedule lunch with avi tomorrow at 1", "lunch with avi", "2026-11-23T13:00"),
    ("יש לך גישה ליומן שלי? תקבעי פגישה עם רון מחר ב3", "פגישה עם רון", "2026-11-23T15:00"),
]


@pytest.mark.parametrize(("text", "summary", "start"), QUESTION_FIRST)
def test_a_question_before_the_request_is_not_the_title(text: str, summary: str, start: str) -> None:
    args = planned(text, "calendar", "create")
    assert args["summary"] == summary and local(args["start"]) == start


@pytest.mark.parametrize("text", [
    "did you add the dentist? put it in my calendar for tuesday at 10",  # "it" is in the question
    "what's on friday? then add gym at 7",  # so is the day
    "are you there? meeting with dana tomorrow at 5",
])
def test_a_request_that_needs_its_question_is_not_split_from_it(text: str) -> None:
    intent = intent_of(text)
    assert intent is None or intent.capability != "calendar" or intent.missing or "?" not in str(
        intent.args.get("summary", "")), (text, intent)
    assert intent is None or intent.args.get("summary") not in ("it", "gym"), (text, intent)


# ---------------------------------------------------------------- a comment on an event

@pytest.mark.parametrize("text", [
    "the meeting at 5 was great",
    "the dentist yesterday at 10 was awful",
    "meeting tomorrow at 5 went well i think",
    "the concert friday at 9 is gonna be amazing",
    "הפגישה אתמול בחמש הייתה מעולה",
    "add the meeting that was moved to tomorrow at 5",
])
def test_a_comment_on_an_event_is_not_an_event(text: str) -> None:
    intent = intent_of(text)
    assert intent is None or intent.capability != "calendar" or intent.missing, (text, intent)


# ---------------------------------------------------------------- a polite calendar question

READS = [
    ("can you check my calendar", "2026-11-22T00:00"),
    ("can you read my calendar for tomorrow", "2026-11-23T00:00"),
    ("could you look at my schedule for friday", "2026-11-27T00:00"),
    ("pls read me my agenda for friday", "2026-11-27T00:00"),
    ("can u check my calendar tmrw", "2026-11-23T00:00"),
    ("תוכלי לבדוק את היומן שלי מחר", "2026-11-23T00:00"),
]


@pytest.mark.parametrize(("text", "since"), READS)
def test_can_you_check_my_calendar_reads_it(text: str, since: str) -> None:
    args = planned(text, "calendar", "getEvents")
    assert local(args["timeMin"]) == since


@pytest.mark.parametrize("text", [
    "check my calendar and add a meeting tomorrow at 5",
    "what's on tomorrow, and cancel the dentist",
    "מה יש לי מחר ותבטלי את הפגישה עם דנה",
])
def test_a_read_followed_by_a_change_is_not_only_a_read(text: str) -> None:
    not_taken_as(text, "calendar", "getEvents")


def test_can_you_check_the_weather_is_not_a_calendar_read() -> None:
    not_taken_as("can you check the weather tomorrow", "calendar")


# ---------------------------------------------------------------- an event with "write it down"

WRITE_IT_DOWN = [
    ("ביום שני כל היום כנס בתל אביב, תרשום את זה", "כנס בתל אביב", "2026-11-23", True),
    ("ביום חמישי כל היום ברית של הבן של השכנים, תרשמי את זה", "ברית של הבן של השכנים", "2026-11-26", True),
    ("dinner with mom friday at 8, save it", "dinner with mom", "2026-11-27T20:00", False),
    ("graduation on thursday all day, pls write it down", "graduation", "2026-11-26", True),
]


@pytest.mark.parametrize(("text", "summary", "start", "all_day"), WRITE_IT_DOWN)
def test_an_event_with_write_it_down_is_a_calendar_event(text: str, summary: str, start: str, all_day: bool) -> None:
    intent = intent_of(text)
    assert intent is not None and intent.confidence > 0.9, (text, intent)
    args = planned(text, "calendar", "create")
    assert args["summary"] == summary
    assert (args["start"] if all_day else local(args["start"])) == start
    assert bool(args.get("allDay")) is all_day


def test_a_fact_with_a_date_and_save_it_stays_below_a_note() -> None:
    intent = intent_of("my birthday is march 3, save it")
    assert intent is None or intent.capability != "calendar", intent


# ---------------------------------------------------------------- "write to <someone> that ..."

WRITE_TO = [
    ("write to the landlord that the heater broke", ["the landlord"], "heater"),
    ("write to the plumber that the sink leaks again", ["the plumber"], "sink"),
    ("can you write to my mom that i'll be late", ["my mom"], "late"),
    ("drop a line to the accountant that the invoices are in the folder", ["the accountant"], "invoices"),
    ("תכתבי לבעל הבית שהדוד התקלקל", ["בעל הבית"], "הדוד"),
    ("תכתוב לרואה החשבון שהחשבוניות בתיקייה", ["רואה החשבון"], "החשבוניות"),
]


@pytest.mark.parametrize(("text", "names", "body"), WRITE_TO)
def test_write_to_someone_that_is_an_email_sent_after_approval(text: str, names: list[str], body: str) -> None:
    intent = intent_of(text)
    assert intent is not None and intent.needs_approval, (text, intent)
    args = planned(text, "gmail", "send")
    assert args["toNames"] == names and body in args["body"]


def test_write_to_an_address() -> None:
    args = planned("write to dana@x.com that the heater broke", "gmail", "send")
    assert args["to"] == ["dana@x.com"] and "heater" in args["body"]


@pytest.mark.parametrize("text", [
    "write up a summary of the meeting",
    "write to the end of the file that it works",
    "write a note that the heater broke",
    "write to me tomorrow",
    "write to dana on whatsapp that i'm late",
    "write to them that we're coming",
    "write to everyone that dinner is at 8",
    "write to dana at the office that i'm late",
    "תכתבי לי שאני צריך לקנות חלב",
    "תכתבי לו שאני מאחרת",
    "תכתבי בקבוצה שהארוחה בשמונה",
])
def test_writing_not_to_a_named_person_is_not_mail(text: str) -> None:
    not_taken_as(text, "gmail")


# ---------------------------------------------------------------- asides, "can't make it", "for tomorrow"

@pytest.mark.parametrize(("text", "summary", "start"), [
    ("איזה כיף, מסיבה ביום שישי בשמונה בערב", "מסיבה", "2026-11-27T20:00"),
    ("oh and also dinner friday at 8", "dinner", "2026-11-27T20:00"),
    ("btw, haircut thursday at 4pm", "haircut", "2026-11-26T16:00"),
    ("יש לי פגישה עם דנה מחר בחמש", "פגישה עם דנה", "2026-11-23T17:00"),  # "יש לי" is not an aside
])
def test_an_aside_before_the_event_is_not_its_title(text: str, summary: str, start: str) -> None:
    args = planned(text, "calendar", "create")
    assert args["summary"] == summary and local(args["start"]) == start


@pytest.mark.parametrize(("text", "summary"), [
    ("can't make the meeting at 5, cancel it", "meeting"),
    ("won't make it to the yoga class tomorrow, delete it", "yoga class"),
])
def test_cant_make_it_before_the_change_is_not_the_title(text: str, summary: str) -> None:
    assert planned(text, "calendar", "delete")["searchCriteria"]["summary"] == summary


@pytest.mark.parametrize("text", [
    "omg the wedding is saturday at 7 and i have nothing to wear",
    "ugh the dentist moved my appointment to friday at 3",
    "הייתי רוצה לקבוע פגישה עם דנה מחר בחמש",
    "i'd like to schedule a meeting with dana tomorrow at 5",
    "worried i'll be late to the meeting at 5",
])
def test_talk_around_an_event_makes_no_garbled_event(text: str) -> None:
    intent = intent_of(text)
    assert intent is None or intent.capability != "calendar" or intent.action != "create" or intent.missing, (
        text, intent)


@pytest.mark.parametrize("text", ["מה יש לי למחר", "תבדקי לי את היומן למחר בבקשה"])
def test_for_tomorrow_reads_tomorrow(text: str) -> None:
    args = planned(text, "calendar", "getEvents")
    assert (local(args["timeMin"]), local(args["timeMax"])) == ("2026-11-23T00:00", "2026-11-24T00:00")
