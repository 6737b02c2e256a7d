"""Calendar and Gmail requests as people write them: an appointment only "in 2 weeks" (no hour said), the afternoon
written loosely ("אחרי צהריים", "after noon"), "the next two weeks", and a recipient named by whose they are ("the
mom of roy roni@x.com")."""

from __future__ import annotations

import pytest

from tests.planning.reading import intent_of, local, planned

# ---------------------------------------------------------------- an offset of days gives no hour


@pytest.mark.parametrize("text", [
    "the vet appointment is in about two weeks, put it in my calendar",
    "add the parents meeting to my calendar in 3 days",
    "תוסיף ליומן פגישה עם רואה החשבון בעוד שבועיים",
    "תכניסי ליומן תור לרופא שיניים בעוד שבוע וחצי",
])
def test_an_offset_of_days_asks_for_the_hour(text: str) -> None:
    intent = intent_of(text)
    assert intent is not None and (intent.capability, intent.action) == ("calendar", "create"), (text, intent)
    assert "start" in intent.missing and "start" not in intent.args, intent.args


@pytest.mark.parametrize(("text", "start"), [
    ("add a call with the bank to my calendar in 3 days at 5pm", "2026-11-25T17:00"),
    ("קבעתי עם יעל ארוחת ערב בעוד יומיים בשמונה, תכניסי ליומן", "2026-11-24T20:00"),
    ("put a meeting with dana in my calendar in 2 hours", "2026-11-22T11:00"),
])
def test_an_offset_with_its_hour_or_in_hours_is_kept(text: str, start: str) -> None:
    args = planned(text, "calendar", "create")
    assert local(args["start"]) == start


# ---------------------------------------------------------------- the afternoon written loosely


@pytest.mark.parametrize(("text", "action"), [
    ("יש לי זמן פנוי ביום רביעי אחרי צהריים לפגישה עם הבנק", "checkConflicts"),
    ("am i free wednesday after noon", "checkConflicts"),
    ("מה יש לי ביומן ביום רביעי אחר צהריים", "getEvents"),
    ("what do i have on wednesday after noon", "getEvents"),
])
def test_the_afternoon_without_its_article_or_in_two_words(text: str, action: str) -> None:
    args = planned(text, "calendar", action)
    assert (local(args["timeMin"]), local(args["timeMax"])) == ("2026-11-25T12:00", "2026-11-25T18:00"), args


def test_the_afternoon_words_keep_a_clock_time_beside_them() -> None:
    args = planned("תקבעי לי פגישה עם דנה ביום רביעי אחרי צהריים בשלוש", "calendar", "create")
    assert local(args["start"]) == "2026-11-25T15:00"


# ---------------------------------------------------------------- "the next two weeks"


@pytest.mark.parametrize(("text", "until"), [
    ("what do i have in the next two weeks", "2026-12-06T00:00"),
    ("any meetings in the coming 10 days?", "2026-12-02T00:00"),
    ("מה יש לי ביומן בשבועיים הקרובים, רוצה לתכנן טיול", "2026-12-06T00:00"),
    ("תראי לי את היומן ל-3 הימים הקרובים", "2026-11-25T00:00"),
])
def test_the_next_days_or_weeks_are_read_whole(text: str, until: str) -> None:
    args = planned(text, "calendar", "getEvents")
    assert (local(args["timeMin"]), local(args["timeMax"])) == ("2026-11-22T09:00", until), args


@pytest.mark.parametrize(("text", "start", "end"), [
    ("what do i have next week", "2026-11-29T00:00", "2026-12-06T00:00"),
    ("מה יש לי ביומן בשבוע הקרוב", "2026-11-22T00:00", "2026-11-29T00:00"),
])
def test_one_week_stays_the_time_words_reading(text: str, start: str, end: str) -> None:
    args = planned(text, "calendar", "getEvents")
    assert (local(args["timeMin"]), local(args["timeMax"])) == (start, end), args


# ---------------------------------------------------------------- "the mom of roy" as a recipient


@pytest.mark.parametrize(("text", "operation", "to", "body"), [
    ("draft an email to the teacher of my son t.levi@example.com asking about the trip", "compose",
     ["t.levi@example.com"], "the trip"),
    ("write me a draft to the dad of noa avi.k@example.com to ask if noa can sleep over", "compose",
     ["avi.k@example.com"], "sleep over"),
])
def test_a_recipient_named_by_whose_they_are_with_an_address(text: str, operation: str, to: list[str],
                                                              body: str) -> None:
    args = planned(text, "gmail", operation)
    assert args["to"] == to and body in args["body"] and not args.get("toNames"), args


def test_a_recipient_named_by_whose_they_are_without_an_address() -> None:
    intent = intent_of("email the mom of roy that we are running late")
    assert intent is not None and intent.action == "send" and intent.needs_approval
    assert intent.args["toNames"] == ["the mom of roy"] and intent.args["body"] == "we are running late"


@pytest.mark.parametrize(("text", "names"), [
    ("email dana of course that im late", ["dana"]),  # "of" after a plain name is not whose
    ("email the head of marketing about the launch", ["the head of marketing"]),
])
def test_of_after_a_name(text: str, names: list[str]) -> None:
    intent = intent_of(text)
    assert intent is not None and intent.capability == "gmail" and intent.args.get("toNames") == names, intent


# ---------------------------------------------------------------- "got an email from X ..., read it to me"


@pytest.mark.parametrize(("text", "query"), [
    ("got an email from the school this morning and i dont get it, can you read it to me",
     "from:school after:2026/11/22"),
    ("i got a weird email from the tax office, what does it say", "from:\"tax office\""),
    ("קיבלתי מייל מחברת החשמל הבוקר ולא הבנתי מה הם רוצים, תקריאי לי אותו", "from:\"חברת החשמל\" after:2026/11/22"),
    ("הגיע לי מייל מהגננת אתמול, תגידי לי מה כתוב בו", "from:גננת after:2026/11/21 before:2026/11/22"),
])
def test_an_email_told_as_news_then_read(text: str, query: str) -> None:
    args = planned(text, "gmail", "read")
    assert args["query"] == query, args


@pytest.mark.parametrize("text", [
    "got an email from dana, reply that i agree",
    "קיבלתי מייל מהבנק, תמחקי אותו",
    "got an email from the school this morning",
])
def test_an_email_told_as_news_then_something_else_is_not_a_read(text: str) -> None:
    intent = intent_of(text)
    assert intent is None or intent.action != "read", intent


@pytest.mark.parametrize(("text", "query"), [
    ("קיבלתי מייל מהבנק הבוקר?", "from:בנק after:2026/11/22"),
    ("did the landlord email me this morning", "from:landlord after:2026/11/22"),
    ("show me the emails from this morning", "after:2026/11/22"),
    ("תראי לי את המיילים מהבוקר", "after:2026/11/22"),
])
def test_this_morning_is_today_never_a_sender(text: str, query: str) -> None:
    args = planned(text, "gmail", "search")
    assert args["query"] == query, args


# ---------------------------------------------------------------- an email named first, then what to do with it


@pytest.mark.parametrize(("text", "action", "query"), [
    ("got the email from the caterer about the menu. reply that the fish is fine", "reply", "from:caterer menu"),
    ("the mail from yoni about the budget - respond saying i need one more day", "reply", "from:yoni budget"),
    ("that newsletter from the gym, just delete it", "delete", "from:gym"),
    ("המייל מהמוסך שהגיע אתמול, מה כתוב בו", "read", "from:מוסך after:2026/11/21 before:2026/11/22"),
    ("המייל מהמתנ\"ס - תעני שנבוא ביום שלישי", "reply", "from:מתנ\"ס"),
])
def test_an_email_named_first_then_a_request_pointing_back(text: str, action: str, query: str) -> None:
    intent = intent_of(text)
    assert intent is not None and (intent.capability, intent.action) == ("gmail", action), (text, intent)
    assert intent.args["query"] == query, intent.args
    assert intent.needs_approval == (action in ("reply", "delete")), intent


@pytest.mark.parametrize("text", [
    "the email from dana was long, so i'll call her later",
    "the email from the bank - remind me to answer it tomorrow",
    "המייל מהבנק, אני אטפל בזה מחר",
])
def test_an_email_named_first_then_no_request_on_it(text: str) -> None:
    intent = intent_of(text)
    assert intent is None or intent.capability != "gmail" or intent.missing, (text, intent)


# ---------------------------------------------------------------- a bare day name after the calendar word


@pytest.mark.parametrize(("text", "summary", "start"), [
    ("תכניסי ביומן חמישי כל היום כנס של העבודה בתל אביב", "כנס של העבודה בתל אביב", "2026-11-26"),
    ("תרשום ליומן שני בעשר פגישה עם המנהל", "פגישה עם המנהל", "2026-11-23T10:00"),
])
def test_a_bare_day_name_after_the_calendar_word(text: str, summary: str, start: str) -> None:
    args = planned(text, "calendar", "create")
    assert args["summary"] == summary
    assert (args["start"] if args.get("allDay") else local(args["start"])) == start, args


def test_a_day_name_as_an_ordinal_is_not_a_day() -> None:
    intent = intent_of("תכניס ליומן פגישה שנייה עם הבנק ביום רביעי בשלוש")
    assert intent is not None and intent.action == "create" and local(intent.args["start"]) == "2026-11-25T15:00"


# ---------------------------------------------------------------- "..., add it as recurring"


@pytest.mark.parametrize(("text", "summary", "days"), [
    ("team meeting every monday at 10, add it as a recurring event", "team meeting", ["Monday"]),
    ("yoga every tuesday and friday at 7am. add it as recurring pls", "yoga", ["Tuesday", "Friday"]),
])
def test_add_it_as_recurring_is_cut_from_the_name(text: str, summary: str, days: list[str]) -> None:
    args = planned(text, "calendar", "createRecurring")
    assert args["summary"] == summary and args["days"] == days, args


# ---------------------------------------------------------------- "before the weekend", "until friday"


@pytest.mark.parametrize(("text", "until"), [
    ("do i have anything in my calendar before the weekend", "2026-11-27T00:00"),
    ("מה יש לי ביומן לפני סוף השבוע", "2026-11-27T00:00"),
    ("what's on my calendar until thursday", "2026-11-27T00:00"),
    ("מה יש לי ביומן עד סוף החודש", "2026-12-01T00:00"),
])
def test_a_window_bounded_by_a_day_starts_now(text: str, until: str) -> None:
    args = planned(text, "calendar", "getEvents")
    assert (local(args["timeMin"]), local(args["timeMax"])) == ("2026-11-22T09:00", until), args


@pytest.mark.parametrize(("text", "start", "end"), [
    ("what do i have this weekend", "2026-11-27T00:00", "2026-11-29T00:00"),
    ("מה יש לי ביומן ביום חמישי", "2026-11-26T00:00", "2026-11-27T00:00"),
])
def test_a_window_without_a_bound_is_the_time_words_own(text: str, start: str, end: str) -> None:
    args = planned(text, "calendar", "getEvents")
    assert (local(args["timeMin"]), local(args["timeMax"])) == (start, end), args


# ---------------------------------------------------------------- moving an event by days keeps its hour


@pytest.mark.parametrize(("text", "day"), [
    ("move the dentist to in a week and a half", "2026-12-02"),
    ("push the team lunch to in two weeks", "2026-12-06"),
])
def test_moving_by_days_changes_the_day_only(text: str, day: str) -> None:
    intent = intent_of(text)
    assert intent is not None and (intent.capability, intent.action) == ("calendar", "update"), intent
    assert intent.args["updateFields"] == {"startDate": day}, intent.args
