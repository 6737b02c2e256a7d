"""Calendar and mail requests of a student's week: a day of the month said right before the hour ("ב-27 ב-19:30"),
whether an evening is free with the reason after the question, whether someone answered the user's email, and an
email to be sent to a role the user has several of ("the lecturer"), which says no one in particular."""

from __future__ import annotations

import pytest

from memo.planning.timeexpr import parse_time_expression
from tests.planning.reading import NOW, acted, intent_of, not_taken, not_taken_as, planned

# ---------------------------------------------------------------- "ב-27 ב-19:30": the 27th at 19:30, not today


@pytest.mark.parametrize(("text", "summary", "start"), [
    ("תוסיפי ליומן ארוחת שישי אצל סבתא ב-27 ב-19:30", "ארוחת שישי אצל סבתא", "2026-11-27T19:30:00+02:00"),
    ("תקבעי פגישה עם דני ב27 ב10", "פגישה עם דני", "2026-11-27T10:00:00+02:00"),
    ("תקבעי ב-29 בשעה 8:15 תור לשיננית", "תור לשיננית", "2026-11-29T08:15:00+02:00"),
    ("ארוחה אצל סבתא ב-27 בשבע וחצי בערב, תוסיפי ליומן", "ארוחה אצל סבתא", "2026-11-27T19:30:00+02:00"),
    ("פגישה עם רון ב-3 ב-14:00 תרשמי ביומן", "פגישה עם רון", "2026-12-03T14:00:00+02:00"),
    ("add dinner at grandma's on the 27 at 7:30pm", "dinner at grandma's", "2026-11-27T19:30:00+02:00"),
    ("dinner at grandma's 27th 7:30pm add to calendar", "dinner at grandma's", "2026-11-27T19:30:00+02:00"),
])
def test_a_day_number_before_the_hour_is_that_day(text: str, summary: str, start: str) -> None:
    args = planned(text, "calendar", "create")
    assert args["summary"] == summary and args["start"] == start, args


@pytest.mark.parametrize(("text", "due"), [
    ("תזכירי לי ב-27 ב-10 לשלם חשבון", "2026-11-27T10:00"),
    ("תזכיר לי ב-27 בשעה 10 לשלם חשבון", "2026-11-27T10:00"),
    ("remind me on the 27 at 10 to pay the bill", "2026-11-27T10:00"),
    ("remind me the 8th at 9 to call the bank", "2026-12-08T09:00"),
])
def test_a_reminder_keeps_the_day_number_too(text: str, due: str) -> None:
    match = parse_time_expression(text, NOW)
    assert match is not None and not match.ambiguous and match.when is not None, match
    assert match.when.isoformat().startswith(due), match


@pytest.mark.parametrize("text", ["תזכירי לי ב-8 ב-9 לקום", "תקבעי לי ב-10 ב-11 פגישה עם דנה"])
def test_two_numbers_that_could_each_be_the_hour_ask(text: str) -> None:
    match = parse_time_expression(text, NOW)
    assert match is not None and match.ambiguous, match


@pytest.mark.parametrize(("text", "hour"), [
    ("תקבעי פגישה עם דני ב-10", "10:00"),
    ("תזכירי לי ב-5 בעוד 30 דקות", None),
    ("פגישה ב-17:00 ב-רחוב הרצל", "17:00"),
    ("תזכירי לי לקנות מתנה ב-50 ב-6", "18:00"),
])
def test_a_lone_hour_after_b_stays_an_hour(text: str, hour: str | None) -> None:
    match = parse_time_expression(text, NOW)
    if hour is not None:
        assert match is not None and match.when is not None and match.when.strftime("%H:%M") == hour, match
        assert match.when.date() == NOW.date() or match.when.date().day in (22, 23), match


# ---------------------------------------------------------------- "is friday night clear? ...": that evening


@pytest.mark.parametrize(("text", "start", "end"), [
    ("is friday night clear? yoni's throwing a party at his place", "2026-11-27T18:00", "2026-11-27T23:00"),
    ("is tomorrow evening free? dana wants to come over", "2026-11-23T18:00", "2026-11-23T23:00"),
    ("is thursday afternoon still open?", "2026-11-26T12:00", "2026-11-26T17:00"),
    ("is my saturday morning free", "2026-11-28T06:00", "2026-11-28T11:00"),
    ("שישי בערב פנוי? יוני עושה מסיבה", "2026-11-27T18:00", "2026-11-27T23:00"),
    ("האם מחר בערב פנוי?", "2026-11-23T18:00", "2026-11-23T23:00"),
    ("הערב פנוי? רוצה ללכת לסרט", "2026-11-22T18:00", "2026-11-22T23:00"),
])
def test_a_part_of_a_day_asked_free_is_checked(text: str, start: str, end: str) -> None:
    args = planned(text, "calendar", "checkConflicts")
    assert args["timeMin"] <= f"{start}:00+02:00" and args["timeMax"] >= f"{end}:00+02:00", args


@pytest.mark.parametrize("text", ["is the road clear tonight?", "is the table free?", "מחר פנוי לי הרכב?"])
def test_something_else_being_free_is_not_the_calendar(text: str) -> None:
    not_taken(text, "calendar", "checkConflicts")


# ---------------------------------------------------------------- "did prof levy answer my email about ...?"


@pytest.mark.parametrize(("text", "query"), [
    ("did prof levy answer my email about the extension??", "from:levy extension"),
    ("did dr cohen reply to my email about the results?", "from:cohen results"),
    ("has the landlord answered my mail about the leak", "from:landlord leak"),
    ("did my boss ever reply about the raise?", "from:boss raise"),
    ("פרופ' לוי ענה למייל שלי על ההארכה?", "from:לוי ההארכה"),
    ("האם ד\"ר כהן ענה לי על התוצאות?", "from:כהן התוצאות"),
])
def test_an_answer_to_the_users_mail_is_searched_for(text: str, query: str) -> None:
    args = planned(text, "gmail", "search")
    assert args["query"] == query, args


@pytest.mark.parametrize("text", ["did prof levy answer the question in class?", "did the kids answer the door",
                                  "did dana answer my text about the party?", "did you answer him?"])
def test_other_answers_are_no_mail_search(text: str) -> None:
    not_taken_as(text, "gmail", "search")


# ---------------------------------------------------------------- "שלחי מייל למרצה ש...": to whom?


@pytest.mark.parametrize("text", [
    "שלחי מייל למרצה שאני לא מגיע היום",
    "תשלחי מייל למתרגלת שלי שאני לא אגיש בזמן",
    "תשלחי מייל למרצה לסטטיסטיקה שאני חולה",
    "send an email to the lecturer that i'm not coming today",
    "email my professor that i'm sick",
    "email my math teacher that i'll miss class",
    "send the client an email saying the files are ready",
])
def test_a_send_to_a_role_of_many_asks_who(text: str) -> None:
    intent = intent_of(text)
    assert intent is not None and intent.capability == "gmail" and "to" in intent.missing, intent
    assert not acted(intent)


@pytest.mark.parametrize(("text", "names"), [
    ("תשלחי מייל לדנה שאני מאחרת", ["דנה"]),
    ("send an email to dana saying i'm late", ["dana"]),
    ("תשלחי מייל לגננת רותי שאיתי חולה", ["גננת רותי"]),
    ("email the landlord that the boiler is broken", ["the landlord"]),
    ("שלח מייל למנהלת שאני חולה היום", ["מנהלת"]),
])
def test_a_send_to_a_name_or_a_single_role_keeps_it_for_the_lookup(text: str, names: list[str]) -> None:
    intent = intent_of(text)
    assert intent is not None and intent.args["operation"] == "send", intent
    assert intent.args["toNames"] == names and not intent.missing, intent


@pytest.mark.parametrize(("text", "to", "operation"), [
    ("email the lecturer lecturer@uni.ac.il that i'm sick", ["lecturer@uni.ac.il"], "send"),
    ("תנסחי מייל לבעל הבית שהמזגן שוב מקולקל, רק טיוטה אל תשלחי", [], "compose"),
])
def test_a_role_with_an_address_or_in_a_draft_is_kept(text: str, to: list[str], operation: str) -> None:
    intent = intent_of(text)
    assert intent is not None and intent.args["operation"] == operation and intent.args["to"] == to, intent
    assert "to" not in intent.missing, intent


@pytest.mark.parametrize(("text", "start"), [
    ("noa's party sat 28th 4pm add to calendar", "2026-11-28T16:00:00+02:00"),
    ("party friday 27th 8pm add to calendar", "2026-11-27T20:00:00+02:00"),
    ("meeting thurs 2 add to calendar", "2026-11-26T14:00:00+02:00"),
])
def test_a_short_day_before_a_day_number_is_no_hour(text: str, start: str) -> None:
    args = planned(text, "calendar", "create")
    assert args["start"] == start, args


@pytest.mark.parametrize(("text", "names", "body"), [
    ("email the HR manager that i'm sick", ["the HR manager"], "i'm sick"),
    ("email my boss that the report is late", ["my boss"], "the report is late"),
    ("email Dana Cohen that i'm late", ["Dana Cohen"], "i'm late"),
])
def test_a_word_before_a_role_is_part_of_the_recipient(text: str, names: list[str], body: str) -> None:
    intent = intent_of(text)
    assert intent is not None and intent.args["toNames"] == names and intent.args["body"] == body, intent
