"""Calendar and mail shapes: a month asked about by name (calendar_month_asked.py); a question with the mailbox named
as where to look (gmail_look_there.py); notifications from a sender archived; which-interviews questions; a course
number beside an exam's name and "all day" after the put-it command; several events "both all day"; a company known
by its web address; "check if <moment> is free"; "if I add ..., would it clash" (calendar_clash_if.py); "this
<day> or next week" (calendar_this_or_next.py); a letter of a named kind sent to an address; stress told with how
far behind the user is (general_stressed.py).
"""

from __future__ import annotations

import pytest

from tests.planning.reading import not_read_as, plan, reads_as


@pytest.mark.parametrize("text, start, end", [
    ("what do I have in december? want to see every deadline", "2026-12-01T00:00", "2027-01-01T00:00"),
    ("what's on my calendar for january", "2027-01-01T00:00", "2027-02-01T00:00"),
    ("מה יש לי ביומן בדצמבר", "2026-12-01T00:00", "2027-01-01T00:00"),
    ("מה יש לי בחודש מרץ", "2027-03-01T00:00", "2027-04-01T00:00"),
    ("what do I have in may", "2027-05-01T00:00", "2027-06-01T00:00"),
    ("what do I have in november", "2026-11-22T00:00", "2026-12-01T00:00"),
])
def test_a_month_named_alone_is_that_whole_month(text: str, start: str, end: str) -> None:
    args = reads_as(text, "calendar", "getEvents").args
    assert (args["timeMin"][:16], args["timeMax"][:16]) == (start, end)


@pytest.mark.parametrize("text, day", [
    ("what do I have on december 14", "2026-12-14"),
    ("מה יש לי ב-14 בדצמבר", "2026-12-14"),
])
def test_a_date_in_a_month_stays_that_day(text: str, day: str) -> None:
    args = reads_as(text, "calendar", "getEvents").args
    assert args["timeMin"].startswith(day) and args["timeMax"].startswith("2026-12-15")


def test_when_is_an_event_in_a_month_searches_it_by_name() -> None:
    args = reads_as("when is my physics exam in january", "calendar", "getEvents").args
    assert args["searchCriteria"]["summary"] == "physics exam" and args["timeMin"].startswith("2027-01-01")


@pytest.mark.parametrize("text, words", [
    ("מתי הטיסה שלי לרומא? תבדקי במייל", "טיסה לרומא"),
    ("when is my train to paris? search my email", "train to paris"),
    ("what's the booking number for the cabin? look in my inbox", "booking number for the cabin"),
])
def test_the_mailbox_named_as_where_to_look_is_a_mail_search(text: str, words: str) -> None:
    assert reads_as(text, "gmail", "search").args["query"] == words


@pytest.mark.parametrize("text", ["מתי הטיסה שלי לרומא?", "when is my flight to paris?"])
def test_the_question_alone_stays_the_calendars(text: str) -> None:
    reads_as(text, "calendar", "getEvents")


@pytest.mark.parametrize("text, sender", [
    ("תעבירי לארכיון את כל ההתראות מגיטהאב", "from:גיטהאב"),
    ("archive all the notifications from jira", "from:jira"),
])
def test_notifications_from_a_sender_archived_are_mail(text: str, sender: str) -> None:
    assert plan(text).args["query"] == sender and plan(text).args["operation"] == "archive"


@pytest.mark.parametrize("text", ["archive the notifications", "archive the task"])
def test_archiving_without_a_sender_or_mail_stays_asked(text: str) -> None:
    not_read_as(text, "gmail")


@pytest.mark.parametrize("text, start", [
    ("אילו מבחנים יש לי השבוע", "2026-11-22"),
    ("איזה ראיונות יש לי מחר", "2026-11-23"),
    ("which interviews do I have next week", "2026-11-29"),
])
def test_which_interviews_or_exams_is_a_look_at_the_calendar(text: str, start: str) -> None:
    assert reads_as(text, "calendar", "getEvents").args["timeMin"].startswith(start)


@pytest.mark.parametrize("text, summary", [
    ("בוחן בסטטיסטיקה 1 מועד ב ב20 לדצמבר, תכניסי ליומן כל היום", "בוחן בסטטיסטיקה 1 מועד ב"),
    ("exam in calculus 2 on december 20, all day", "exam in calculus 2"),
    ("כנס סייבר ב3 לינואר, תכניסי ליומן ליום שלם", "כנס סייבר"),
])
def test_a_course_number_and_all_day_after_the_command(text: str, summary: str) -> None:
    args = reads_as(text, "calendar", "create").args
    assert args["summary"] == summary and args["allDay"] is True


@pytest.mark.parametrize("text", [
    "תכניסי ליומן מבחן בסטטיסטיקה ב8.12 ומבחן בפיזיקה ב16.12, שניהם כל היום",
    "add to my calendar the offsite on jan 4 and the conference on jan 11, both all day",
    "תכניסי ליומן כנס ב3.1 וסדנה ב10.1, כל אחד יום שלם",
])
def test_several_events_both_all_day(text: str) -> None:
    events = reads_as(text, "calendar", "createMultiple").args["events"]
    assert len(events) == 2 and all(e["allDay"] for e in events)


def test_several_timed_events_keep_their_hours() -> None:
    events = reads_as("תכניסי ליומן פגישה עם דנה ב7.12 ב10 ופגישה עם רון ב8.12 ב12", "calendar",
                      "createMultiple").args["events"]
    assert [e["start"][:16] for e in events] == ["2026-12-07T10:00", "2026-12-08T12:00"]


@pytest.mark.parametrize("text, start, company", [
    ("add to my calendar: final interview at Monday.com on thursday at 2pm", "2026-11-26T14:00", "Monday.com"),
    ("call with the Tomorrow.io team on tuesday at 3pm", "2026-11-24T15:00", "Tomorrow.io"),
])
def test_a_company_named_by_its_web_address_is_no_day(text: str, start: str, company: str) -> None:
    args = reads_as(text, "calendar", "create").args
    assert args["start"].startswith(start) and company in args["summary"]


@pytest.mark.parametrize("text, start, end", [
    ("check if friday 2-4pm is free, the plumber wants to come then", "2026-11-27T14:00", "2026-11-27T16:00"),
    ("see whether tuesday at 10 is still open", "2026-11-24T10:00", "2026-11-24T11:00"),
    ("תבדקי אם מחר ב-10 פנוי", "2026-11-23T10:00", "2026-11-23T11:00"),
])
def test_check_if_a_moment_is_free(text: str, start: str, end: str) -> None:
    args = reads_as(text, "calendar", "checkConflicts").args
    assert (args["start"][:16], args["end"][:16]) == (start, end)


@pytest.mark.parametrize("text", ["check if the car is free"])
def test_something_else_free_is_not_the_calendar(text: str) -> None:
    not_read_as(text, "calendar")


@pytest.mark.parametrize("text, start", [
    ("if I add a weekly pilates slot thursdays 7-8pm would it clash with anything this thursday?",
     "2026-11-26T19:00"),
    ("what if we add a standing sync mondays 10-11, would it clash with anything this monday", "2026-11-23T10:00"),
])
def test_a_conditional_clash_looks_at_the_day_named(text: str, start: str) -> None:
    assert reads_as(text, "calendar", "checkConflicts").args["start"].startswith(start)


def test_a_conditional_clash_of_a_series_without_a_day_is_not_acted() -> None:
    not_read_as("if I add pilates thursdays at 7pm would it clash with anything?", "calendar")


@pytest.mark.parametrize("text, summary, start, end", [
    ("is pottery class this thursday or next thursday?", "pottery class", "2026-11-26", "2026-12-04"),
    ("do I have choir practice on monday?", "choir practice", "2026-11-23", "2026-11-24"),
    ("יש לי חוג קרמיקה ביום רביעי הזה או בשבוע הבא?", "חוג קרמיקה", "2026-11-25", "2026-12-03"),
])
def test_this_or_next_week_looks_at_both_days(text: str, summary: str, start: str, end: str) -> None:
    args = reads_as(text, "calendar", "getEvents").args
    assert args["searchCriteria"]["summary"] == summary
    assert (args["timeMin"][:10], args["timeMax"][:10]) == (start, end)


def test_a_shop_open_on_a_day_is_no_event() -> None:
    not_read_as("is the shop open on monday?", "calendar")


@pytest.mark.parametrize("text, to", [
    ("send a complaint to billing@isp.net about the double charge, they billed me twice", "billing@isp.net"),
    ("send an appeal to exams@uni.ac.il about question 2 in the physics final, I think it was misgraded",
     "exams@uni.ac.il"),
])
def test_a_letter_of_a_kind_to_an_address_is_sent_with_approval(text: str, to: str) -> None:
    intent = reads_as(text, "gmail", "send")
    assert intent.args["to"] == [to] and intent.needs_approval


@pytest.mark.parametrize("text", [
    "freaking out, the final is in 4 days and I haven't even started",
    "אני בלחץ מטורף, הבוחן בעוד יומיים ואני עדיין בפרק 1",
    "so stressed lol, המבחן בעוד שבוע ועוד לא פתחתי את החומר",
])
def test_stress_with_how_far_behind_is_answered_kindly(text: str) -> None:
    reads_as(text, "general", "respond")


@pytest.mark.parametrize("text", [
    "I'm so stressed, exam tomorrow at 9, remind me to sleep early",
    "המבחן בעוד 3 ימים, תזכירי לי ללמוד",
])
def test_stress_with_a_request_is_still_a_request(text: str) -> None:
    not_read_as(text, "general")
