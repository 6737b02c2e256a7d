"""Calendar and Gmail requests as people write them: a reported move with its old day ("זזה מרביעי לחמישי"), "cal"
and "sched" for the calendar, a polite Hebrew frame around "put it in the calendar" and an event told first ("נקבע
לי תור ...", "אני משתתפת ב..."), "how many meetings", "תעשה forward/archive ל...", an English word with a Hebrew
article, "as read" in a Hebrew sentence, a site's notifications marked read, "find ... and read it to me", "reply to
his last email" with and without the person named before, and "X from the Y answered me"."""

from __future__ import annotations

import pytest

from tests.planning.reading import intent_of, local, not_taken_as, planned

# ---------------------------------------------------------------- a reported move with its old day


@pytest.mark.parametrize(("text", "summary", "start"), [
    ("התור לרופא שיניים עבר משני לשלישי בעשר", "תור לרופא שיניים", "2026-11-24T10:00"),
    ("הישיבה עם רואה החשבון זזה מראשון לרביעי בשלוש תעדכן ביומן", "ישיבה עם רואה החשבון", "2026-11-25T15:00"),
    ("the dentist got moved from wed to fri at 3pm", "dentist", "2026-11-27T15:00"),
    ("the meeting with dana moved from tuesday to thursday 4pm", "meeting with dana", "2026-11-26T16:00"),
])
def test_a_reported_move_from_one_day_to_another_updates_the_event(text: str, summary: str, start: str) -> None:
    args = planned(text, "calendar", "update")
    assert args["searchCriteria"]["summary"] == summary
    assert local(args["updateFields"]["start"]) == start


def test_moved_tomorrow_is_not_an_old_day() -> None:
    intent = intent_of("הפגישה עם דנה זזה מחר לשלוש")
    assert intent is None or intent.action != "update" or "start" not in intent.args.get("updateFields", {}) or (
        local(intent.args["updateFields"]["start"]).startswith("2026-11-23"))


# ---------------------------------------------------------------- "cal", "sched"


@pytest.mark.parametrize(("text", "summary", "start"), [
    ("gym w noa thu 7pm put it in my cal", "gym w noa", "2026-11-26T19:00"),
    ("dentist thu 4pm add to my gcal pls", "dentist", "2026-11-26T16:00"),
])
def test_cal_is_the_calendar(text: str, summary: str, start: str) -> None:
    args = planned(text, "calendar", "create")
    assert (args["summary"], local(args["start"])) == (summary, start)


@pytest.mark.parametrize(("text", "day"), [
    ("whats my sched tmrw", "2026-11-23"), ("what's on my cal today", "2026-11-22"),
    ("כמה meetings יש לי מחר", "2026-11-23"), ("how many meetings do i have tomorrow", "2026-11-23"),
])
def test_short_calendar_words_and_how_many_meetings_read_the_calendar(text: str, day: str) -> None:
    args = planned(text, "calendar", "getEvents")
    assert local(args["timeMin"]).startswith(day)


def test_how_many_meetings_to_book_is_not_a_calendar_read() -> None:
    not_taken_as("how many meetings should i book", "calendar", "getEvents")


# ---------------------------------------------------------------- an event told first, a polite request after


@pytest.mark.parametrize(("text", "summary", "start"), [
    ("שלום, נקבע לי תור לרופאת עור ביום שלישי בשעה 9:45 בקופת חולים. תוכלי בבקשה להכניס את זה ליומן?",
     "תור לרופאת עור בקופת חולים", "2026-11-24T09:45"),
    ("נקבעה לי פגישה עם רואה החשבון ביום שלישי בעשר, אשמח אם תרשום את זה ביומן.", "פגישה עם רואה החשבון",
     "2026-11-24T10:00"),
])
def test_an_event_told_first_then_a_polite_request_is_created(text: str, summary: str, start: str) -> None:
    args = planned(text, "calendar", "create")
    assert (args["summary"], local(args["start"])) == (summary, start)


@pytest.mark.parametrize(("text", "summary", "day"), [
    ("אני משתתפת בסדנת קרמיקה בכל יום שני בשש בערב. אשמח אם תוסיפי את זה ליומן כאירוע קבוע.", "סדנת קרמיקה",
     "Monday"),
    ("i'm taking a pottery class every monday at 6pm put it in my calendar as a recurring event", "pottery class",
     "Monday"),
])
def test_an_activity_the_user_attends_every_week_is_a_series(text: str, summary: str, day: str) -> None:
    args = planned(text, "calendar", "createRecurring")
    assert (args["summary"], args["days"]) == (summary, [day])


# ---------------------------------------------------------------- "תעשה forward/archive ל...", Hebrew article


@pytest.mark.parametrize(("text", "query", "to"), [
    ("תעשי פורוורד למייל מדנה ל-avi@x.com", "from:דנה", "avi@x.com"),
    ("תעשה forward למייל של ה-receipt מ-wolt ל-acc@firm.co.il", "from:wolt receipt", "acc@firm.co.il"),
])
def test_do_forward_is_a_forward(text: str, query: str, to: str) -> None:
    intent = intent_of(text)
    assert intent is not None and (intent.capability, intent.action) == ("gmail", "forward")
    assert intent.args["query"] == query and intent.args["to"] == [to]


@pytest.mark.parametrize(("text", "query"), [
    ("תעשי archive לכל הnewsletters של amazon", "amazon unsubscribe"),
    ("archive all the newsletters that piled up", "unsubscribe"),
    ("תארכבי את כל הניוזלטרים שהצטברו", "unsubscribe"),
])
def test_archiving_newsletters_said_in_mixed_words(text: str, query: str) -> None:
    args = planned(text, "gmail", "archive")
    assert args["query"] == query and args.get("all") is True


# ---------------------------------------------------------------- mark as read


@pytest.mark.parametrize(("text", "query"), [
    ("תסמן את כל המיילים מהבנק as read", "from:בנק is:unread"),
    ("תסמני as read את כל המיילים מfacebook", "from:facebook is:unread"),
    ("mark all the linkedin notifications as read", "linkedin is:unread"),
    ("mark all the slack notifs as read", "slack is:unread"),
])
def test_mark_as_read_in_mixed_words_and_notifications(text: str, query: str) -> None:
    assert planned(text, "gmail", "markRead")["query"] == query


@pytest.mark.parametrize("text", ["delete all the linkedin notifications", "archive the notifications"])
def test_notifications_with_another_verb_are_not_email(text: str) -> None:
    intent = intent_of(text)
    assert intent is None or intent.capability != "gmail", (text, intent)


# ---------------------------------------------------------------- find ... and read it


@pytest.mark.parametrize(("text", "query"), [
    ("look for dana's email about the lease and tell me what it says", "from:dana lease"),
    ("find the email from rina and read it to me", "from:rina"),
    ("תמצאי את המייל מהבנק ותקריאי לי אותו", "from:בנק"),
    ("תחפש את המייל של יוסי על החוזה ותגיד לי מה כתוב בו", "from:יוסי החוזה"),
])
def test_find_then_read_is_a_read(text: str, query: str) -> None:
    assert planned(text, "gmail", "read")["query"] == query


@pytest.mark.parametrize("text", ["can you find that email and read it to me", "find my keys and read it to me",
                                  "find the task about rent and read it to me"])
def test_find_then_read_without_an_email_described_is_not_a_read(text: str) -> None:
    not_taken_as(text, "gmail", "read")


# ---------------------------------------------------------------- "reply to his last email"


@pytest.mark.parametrize(("text", "query", "body"), [
    ("dana wrote about the invoice, reply to her and say it's paid", "from:dana", "it's paid"),
    ("mike asked about friday, reply to his last email and tell him friday is fine", "from:mike", "friday is fine"),
])
def test_a_person_named_before_the_reply_is_whom_it_answers(text: str, query: str, body: str) -> None:
    intent = intent_of(text)
    assert intent is not None and (intent.capability, intent.action) == ("gmail", "reply")
    assert (intent.args["query"], intent.args["body"]) == (query, body)


@pytest.mark.parametrize("text", ["reply to his last email and tell him yes that works",
                                  "reply to her email saying thanks"])
def test_his_email_with_nobody_named_asks_whose(text: str) -> None:
    intent = intent_of(text)
    assert intent is not None and "query" in intent.missing and "his" not in str(intent.args.get("query"))


# ---------------------------------------------------------------- "X from the Y answered me"


@pytest.mark.parametrize(("text", "query"), [
    ("תבדוק אם יוסי מהמוסך ענה לי במייל על ההצעה", "from:יוסי ההצעה"),
    ("תבדקי אם מיכל מהגן כבר חזרה אליי", "from:מיכל"),
    ("check if rina from the bakery replied", "from:rina"),
    ("did dan from accounting answer by email about the budget", "from:dan budget"),
])
def test_someone_from_somewhere_answered_is_a_search_of_their_mail(text: str, query: str) -> None:
    assert planned(text, "gmail", "search")["query"] == query


def test_news_that_someone_answered_is_not_a_search() -> None:
    not_taken_as("יוסי מהמוסך ענה לי", "gmail", "search")
