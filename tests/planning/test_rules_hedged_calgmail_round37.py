"""Round 37: calendar and mailbox requests said around a hedge or a remark (hedged.py, hedged_said.py).

Shapes covered: a question half remembered ("can't remember when the dentist is, was it this week?", "שכחתי מתי
…"); how full a time is, wondered about ("I was just wondering how packed next week looks"); a filler word ("מה
בעצם יש לי מחר ביומן?"); a wish to know ("רציתי לדעת אם חזרו אליי מהביטוח לאומי"); a remark and a request pointing
back at its things ("I don't really need all those linkedin notifications, maybe archive them?", "I don't think the
yoga class on saturday is happening anymore, maybe take it off my calendar"); a wished-for label ("it would help if
the emails from the school got a 'kids' label"); a reason after the request ("…? הוא מחזיר לי חצי"); "draft
something to X" (gmail_draft_something.py); "anything came in from X" (gmail_came_in.py); "תעשי reply ל…"
(gmail_do_verb.py); "X כבר שלח את Y?"; and "weekly <name> כל יום שני" as one schedule (calendar_rewrite.py).
Near misses keep their reading: a chat "write something to dana", "רציתי לבדוק אם אפשר להזיז …" as the move.
"""

from __future__ import annotations

import pytest

from tests.planning.reading import not_read_as, plan, reads_as


@pytest.mark.parametrize("text, summary, start", [
    ("can't remember when the dentist is, was it this week?", "dentist", "2026-11-22"),
    ("forgot what time the parent meeting is, is it tomorrow?", "parent meeting", "2026-11-23"),
    ("I can't remember when my flight is", "flight", None),
    ("לא זוכרת מתי רופא השיניים, זה השבוע?", "רופא השיניים", "2026-11-22"),
    ("שכחתי מתי הפגישה עם דנה", "פגישה עם דנה", None),
])
def test_a_half_remembered_question_asks_the_calendar(text: str, summary: str, start: str | None) -> None:
    intent = reads_as(text, "calendar", "getEvents")
    assert intent.args["searchCriteria"]["summary"] == summary
    if start:
        assert intent.args["timeMin"].startswith(start)


@pytest.mark.parametrize("text, start", [
    ("I was just wondering how packed next week looks", "2026-11-29"),
    ("i was wondering how busy tomorrow is", "2026-11-23"),
    ("מה בעצם יש לי מחר ביומן? משהו שכדאי לדעת?", "2026-11-23"),
    ("מה בעצם יש לי ביום שלישי?", "2026-11-24"),
])
def test_how_full_a_time_is(text: str, start: str) -> None:
    assert reads_as(text, "calendar", "getEvents").args["timeMin"].startswith(start)


@pytest.mark.parametrize("text, words", [
    ("רציתי לדעת אם חזרו אליי מהביטוח לאומי", "ביטוח לאומי"),
    ("רציתי לשאול אם דנה שלחה את החוזה", "חוזה"),
    ("סתם מעניין אותי אם הגיע משהו מהבנק", "בנק"),
    ("any chance ה-electrician כבר שלח את ה-quote?", "electrician"),
    ("any chance the electrician already sent the quote?", "electrician"),
    ("האם רואה החשבון כבר שלח את הדוח?", "רואה החשבון"),
    ("would you mind seeing if anything came in from the kindergarten about the hanukkah party", "hanukkah"),
    ("see if anything came in from the kindergarten about the hanukkah party", "kindergarten"),
    ("has anything arrived from the bank yet?", "bank"),
    ("check whether something showed up from dana about the contract", "contract"),
])
def test_whether_mail_came_is_a_search(text: str, words: str) -> None:
    assert words in reads_as(text, "gmail", "search").args["query"]


def test_a_wish_to_check_a_note_stays_a_recall() -> None:
    reads_as("רציתי לבדוק אם שמרתי אצלך את מספר הפוליסה של ביטוח הבריאות", "second-brain", "search")


def test_a_wish_to_check_a_move_stays_the_move() -> None:
    reads_as("רציתי לבדוק אם אפשר להזיז את הפגישה עם דנה למחר", "calendar", "update")


@pytest.mark.parametrize("text, op, query", [
    ("I don't really need all those linkedin notifications in my inbox, maybe archive them?", "archive", "linkedin"),
    ("I don't need the newsletters from amazon, could you archive them", "archive", "amazon"),
    ("it would help if the emails from the school got a 'kids' label", "label", "school"),
    ("it'd be great if the emails from the bank had a finance label", "label", "bank"),
    ("יעזור לי אם המיילים מבית הספר יקבלו תווית ילדים", "label", "בית הספר"),
])
def test_a_remark_and_its_mail_request(text: str, op: str, query: str) -> None:
    intent = plan(text)
    assert intent is not None and (intent.capability, intent.args.get("operation")) == ("gmail", op), text
    assert query in intent.args["query"]


def test_an_event_no_longer_happening_is_deleted_with_approval() -> None:
    intent = plan("I don't think the yoga class on saturday is happening anymore, maybe take it off my calendar")
    assert intent is not None and intent.args.get("operation") == "delete" and intent.needs_approval
    assert intent.args["searchCriteria"]["summary"] == "yoga class"


@pytest.mark.parametrize("text, to", [
    ("אולי תעבירי את הקבלה מאיקאה לbenny.k@example.com? הוא מחזיר לי חצי", "benny.k@example.com"),
    ("תעבירי את הקבלה מאיקאה לbenny.k@example.com", "benny.k@example.com"),
])
def test_a_reason_after_a_forward(text: str, to: str) -> None:
    intent = plan(text)
    assert intent is not None and intent.args.get("operation") == "forward" and intent.needs_approval
    assert intent.args["to"] == [to]


@pytest.mark.parametrize("text, body", [
    ("אם אפשר, תעשי reply לנטע שיום חמישי בעשר works for me", "works for me"),
    ("תעשי reply לנטע שיום חמישי בעשר מתאים לי", "מתאים לי"),
    ("תעשי ריפליי לאבא שאני בדרך", "בדרך"),
])
def test_do_reply_is_a_reply(text: str, body: str) -> None:
    intent = plan(text)
    assert intent is not None and intent.args.get("operation") == "reply" and intent.needs_approval
    assert body in intent.args["body"]


@pytest.mark.parametrize("text, word", [
    ("maybe draft something to my landlord saying the heater's broken again? don't send yet", "heater"),
    ("draft something to my landlord saying the heater's broken again", "heater"),
    ("prepare a letter for the school that noa will be absent tomorrow", "absent"),
    ("תנסחי משהו לבעל הבית שהדוד שוב התקלקל", "הדוד"),
])
def test_draft_something_is_a_draft(text: str, word: str) -> None:
    assert word in reads_as(text, "gmail", "compose").args["body"]


def test_write_something_is_no_email() -> None:
    not_read_as("write something to dana", "gmail")


@pytest.mark.parametrize("text, day", [
    ("אפשר לקבוע ביומן weekly sync עם הצוות כל יום שני ב-11?", "Monday"),
    ("תקבעי ביומן weekly sync עם הצוות בימי שני ב-11", "Monday"),
    ("תוסיף ליומן weekly meeting עם דני כל יום רביעי ב-9", "Wednesday"),
    ("add weekly sync with the team every monday at 11", "Monday"),
    ("תקבעי weekly standup ביום שלישי ב-10", "Tuesday"),
])
def test_weekly_with_its_day_is_one_schedule(text: str, day: str) -> None:
    intent = reads_as(text, "calendar", "createRecurring")
    assert intent.args["days"] == [day] and "כל" not in intent.args["summary"]
    assert "בימי" not in intent.args["summary"] and intent.args["start"][11:16] in ("11:00", "09:00", "10:00")
