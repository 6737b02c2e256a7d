"""Calendar and Gmail requests as people write them: a Hebrew clock time with its minutes glued to "ו" ("בחמש
וחצי"), a heading that counts the events before a colon, "show me what's in the calendar", an all-day family event
with a bare "put it in", "can I squeeze in ...", a meeting cancelled with nothing saying which, an email the user
wants to check before it goes, a label said in English inside a Hebrew sentence, a mailbox folder named as the
place, and the slots a confident reading must not garble (an hour after a part of the day, "ותקבעי גם", a series
"from tomorrow")."""

from __future__ import annotations

from typing import Any

import pytest

from tests.planning.reading import intent_of, local, not_taken_as, planned

MADE = [{"capability": "calendar", "operation": "create", "summary": "sync with Avi", "externalIds": ["ev1"]}]


def asked(text: str, latest: list[dict[str, Any]] | None = None) -> None:
    """Nothing is done without a question: no reading, a missing field, or a confidence below the floor."""
    intent = intent_of(text, latest)
    assert intent is None or intent.missing or intent.confidence < 0.7, (text, intent)


# ---------------------------------------------------------------- a Hebrew clock time's minutes glued to "ו"

HALF_HOURS = [
    ("חוג ציור של הבת כל שני בארבע ורבע אחה\"צ ביומן", "2026-11-23T16:15", ["Monday"]),
    ("תכניסי ליומן שיעור גיטרה כל רביעי בשש וחצי בערב", "2026-11-25T18:30", ["Wednesday"]),
    ("אימון כל שני וחמישי בשש ועשרים בערב ביומן", "2026-11-23T18:20", ["Monday", "Thursday"]),
]


@pytest.mark.parametrize(("text", "start", "days"), HALF_HOURS)
def test_minutes_glued_to_vav_stay_with_their_hour(text: str, start: str, days: list[str]) -> None:
    args = planned(text, "calendar", "createRecurring")
    assert local(args["start"]) == start and args["days"] == days


def test_two_events_with_half_hours_are_still_two() -> None:
    args = planned("תקבעי רופא שיניים ביום שני בעשר וחצי ותספורת ביום שלישי בשתיים ורבע", "calendar",
                   "createMultiple")
    assert [local(e["start"]) for e in args["events"]] == ["2026-11-23T10:30", "2026-11-24T14:15"]
    assert [e["summary"] for e in args["events"]] == ["רופא שיניים", "תספורת"]


# ---------------------------------------------------------------- a heading that counts the events

HEADINGS = [
    ("2 meetings on monday: 10am with the designer, 2pm budget review",
     ["meeting with the designer", "budget review"], ["2026-11-23T10:00", "2026-11-23T14:00"]),
    ("מחר שתי פגישות: בעשר עם רואה החשבון ובשתיים עם הבנק",
     ["פגישה עם רואה החשבון", "פגישה עם הבנק"], ["2026-11-23T10:00", "2026-11-23T14:00"]),
    ("יש לי שלוש פגישות ביום רביעי: ב-9 סטנדאפ, ב-12 ארוחה עם הלקוח, ב-16:00 דיון תקציב",
     ["סטנדאפ", "ארוחה עם הלקוח", "דיון תקציב"], ["2026-11-25T09:00", "2026-11-25T12:00", "2026-11-25T16:00"]),
    ("two meetings tomorrow: one at 10 and one at 3", ["meeting", "meeting"], ["2026-11-23T10:00", "2026-11-23T15:00"]),
]


@pytest.mark.parametrize(("text", "summaries", "starts"), HEADINGS)
def test_a_heading_that_counts_events_makes_them(text: str, summaries: list[str], starts: list[str]) -> None:
    args = planned(text, "calendar", "createMultiple")
    assert [e["summary"] for e in args["events"]] == summaries
    assert [local(e["start"]) for e in args["events"]] == starts


def test_a_heading_of_tasks_is_not_events() -> None:
    not_taken_as("3 tasks for tomorrow: call mom, buy milk, pay rent", "calendar", "createMultiple")


def test_a_heading_with_one_event_and_no_time_is_not_made() -> None:
    not_taken_as("שתי פגישות מחר: אחת עם דנה", "calendar", "createMultiple")
    not_taken_as("two meetings got cancelled today: the 10am and the 3pm", "calendar", "createMultiple")


# ---------------------------------------------------------------- "show me what's in the calendar"

SHOW_ME = [
    ("תראי לי מה יש ביומן ביום רביעי", "2026-11-25T00:00"),
    ("תגיד לי מה יש לי מחר", "2026-11-23T00:00"),
    ("show me what i have on friday", "2026-11-27T00:00"),
    ("can you tell me what i've got on tomorrow", "2026-11-23T00:00"),
    ("is my calendar free next friday", "2026-11-27T00:00"),
]


@pytest.mark.parametrize(("text", "start"), SHOW_ME)
def test_show_me_before_a_calendar_question_reads_the_calendar(text: str, start: str) -> None:
    args = planned(text, "calendar", "getEvents")
    assert local(args["timeMin"]) == start


def test_show_me_what_i_have_to_do_is_not_the_calendar() -> None:
    not_taken_as("tell me what i have to do tomorrow", "calendar", "getEvents")
    not_taken_as("תראי לי מה יש ברשימת הקניות", "calendar", "getEvents")
    not_taken_as("תראי לי מה יש ביומן ביום שישי", "calendar", "create")


# ---------------------------------------------------------------- all day, an event of family life, "put it in"

ALL_DAY = [
    ("saturday all day: cousin's wedding, add it pls", "cousin's wedding", "2026-11-28", "2026-11-29"),
    ("thursday all day - grandpa's memorial, put it in", "grandpa's memorial", "2026-11-26", "2026-11-27"),
]


@pytest.mark.parametrize(("text", "summary", "first", "after"), ALL_DAY)
def test_an_all_day_event_with_a_bare_put_it_in(text: str, summary: str, first: str, after: str) -> None:
    args = planned(text, "calendar", "create")
    assert (args["summary"], args["start"], args["end"], args["allDay"]) == (summary, first, after, True)


def test_a_family_event_is_an_event() -> None:
    args = planned("הברית של הנכד ביום שלישי בעשר ביומן", "calendar", "create")
    assert local(args["start"]) == "2026-11-24T10:00"
    args = planned("the funeral is tomorrow at 11", "calendar", "create")
    assert args["summary"] == "funeral"


def test_a_bare_put_it_in_after_an_errand_is_not_an_event() -> None:
    not_taken_as("buy a gift for the bar mitzvah friday, add it", "calendar", "create")


# ---------------------------------------------------------------- "can I squeeze in ..."

SQUEEZE = [
    ("can i fit in a call with noa tomorrow at 3", "2026-11-23T15:00"),
    ("do i have room for a haircut friday at 10", "2026-11-27T10:00"),
    ("אפשר לדחוס פגישה ביום שלישי ב-14:00 או שאני עסוקה", "2026-11-24T14:00"),
    ("can i squeeze in a meeting on thursday at 16:00 or am i busy", "2026-11-26T16:00"),
]


@pytest.mark.parametrize(("text", "start"), SQUEEZE)
def test_can_i_squeeze_in_asks_whether_it_fits(text: str, start: str) -> None:
    args = planned(text, "calendar", "checkConflicts")
    assert local(args["start"]) == start


def test_room_for_something_else_is_not_the_calendar() -> None:
    not_taken_as("is there room for one more in the car tomorrow at 5", "calendar", "checkConflicts")
    not_taken_as("can i fit all my stuff in the car", "calendar", "checkConflicts")


# ---------------------------------------------------------------- a meeting with nothing saying which

@pytest.mark.parametrize("text", ["cancel the meeting", "תמחקי את האירוע", "תבטל את התור", "move the meeting to 5pm",
                                  "תזיזי את הפגישה לחמש", "cancel the meeting i just made"])
def test_the_meeting_alone_is_asked_about(text: str) -> None:
    asked(text)


def test_the_meeting_just_made_is_that_one() -> None:
    args = planned("cancel the meeting", "calendar", "delete", MADE)
    assert args["eventId"] == "ev1"
    args = planned("תמחקי את האירוע שיצרת עכשיו", "calendar", "delete", MADE)
    assert args["eventId"] == "ev1"


@pytest.mark.parametrize(("text", "summary"), [("cancel the meeting with dana", "meeting with dana"),
                                               ("תבטל את הפגישה של מחר", "פגישה"),
                                               ("cancel my dentist appointment", "dentist appointment")])
def test_a_meeting_that_is_named_is_still_cancelled(text: str, summary: str) -> None:
    args = planned(text, "calendar", "delete")
    assert args["searchCriteria"]["summary"] == summary


def test_events_called_a_name_are_that_name() -> None:
    assert planned("delete all events called yoga", "calendar", "deleteBySummary")["summary"] == "yoga"
    assert planned("תבטלי את כל האירועים בשם יוגה", "calendar", "deleteBySummary")["summary"] == "יוגה"


# ---------------------------------------------------------------- an email the user checks before it goes

DRAFTS = [
    ("could you write up an email to the landlord asking for the lease renewal, i'll check it before sending",
     "lease renewal"),
    ("write an email to dana about the offsite agenda, let me see it first", "agenda"),
    ("email the plumber that the sink leaks again, i want to review it before you send it", "sink leaks"),
    ("תכתבי מייל לגננת שנאסוף מוקדם, אני אבדוק לפני ששולחים", "נאסוף מוקדם"),
    ("תשלח מייל לדנה שהפגישה בוטלה, תראה לי אותו קודם", "הפגישה בוטלה"),
]


@pytest.mark.parametrize(("text", "words"), DRAFTS)
def test_an_email_checked_before_sending_is_a_draft(text: str, words: str) -> None:
    args = planned(text, "gmail", "compose")
    assert words in f"{args['subject']} {args['body']}"


def test_an_email_without_a_check_is_sent() -> None:
    intent = intent_of("send an email to dana that i'm late")
    assert intent is not None and intent.action == "send" and intent.needs_approval
    intent = intent_of("send an email to dana saying i'll check it first")  # those are the email's words
    assert intent is not None and intent.action == "send" and "check it first" in intent.args["body"]


# ---------------------------------------------------------------- a label in English inside Hebrew; folders

LABELS = [
    ("תתייג את המייל מהבנק בlabel כספים", "from:בנק", "כספים"),
    ("תסמני את המיילים של הגן עם tag ילדים", "from:גן", "ילדים"),
    ("תייגי את המיילים מהעירייה עם label ארנונה", "from:עירייה", "ארנונה"),
]


@pytest.mark.parametrize(("text", "query", "label"), LABELS)
def test_an_english_label_word_in_a_hebrew_sentence(text: str, query: str, label: str) -> None:
    args = planned(text, "gmail", "label")
    assert (args["query"], args["labelName"]) == (query, label)


def test_a_folder_named_as_the_place_is_that_folder() -> None:
    assert planned("תמחקי את המיילים מהספאם", "gmail", "delete")["query"] == "in:spam"
    assert planned("delete the emails in the spam folder", "gmail", "delete")["query"] == "in:spam"
    assert planned("delete the email from the spam guy", "gmail", "delete")["query"] == 'from:"spam guy"'


# ---------------------------------------------------------------- slots a confident reading must not garble

def test_an_hour_after_a_part_of_the_day_is_the_hour() -> None:
    args = planned("book a table for dinner sat night 8", "calendar", "create")
    assert local(args["start"]) == "2026-11-28T20:00" and args["summary"] == "table for dinner"
    args = planned("ארוחת ערב עם ההורים מחר בערב 8 ביומן", "calendar", "create")
    assert local(args["start"]) == "2026-11-23T20:00"
    args = planned("am i free tomorrow evening 6", "calendar", "checkConflicts")
    assert local(args["start"]) == "2026-11-23T18:00"


@pytest.mark.parametrize("text", ["morning 7 gym", "dinner friday night 8 people", "ארוחת ערב מחר בערב 8 אנשים"])
def test_a_number_the_time_words_left_is_asked_about(text: str) -> None:
    asked(text)


def test_and_also_before_the_verb_is_not_the_name() -> None:
    args = planned("תודה! ותקבעי גם פגישה עם יוסי ביום חמישי ב-12", "calendar", "create")
    assert args["summary"] == "פגישה עם יוסי"
    args = planned("and also book a haircut friday at 10", "calendar", "create")
    assert args["summary"] == "haircut"


def test_tomorrow_is_not_from() -> None:
    not_taken_as("תבטלי את הזום של מחר בעשר", "calendar", "truncateRecurring")
    args = planned("תבטלי את החוג של הילדים מה-1 בינואר", "calendar", "truncateRecurring")
    assert args["from"] == "2027-01-01"


def test_put_it_in_the_calendar_after_several_events_is_not_a_name() -> None:
    args = planned("swimming every sunday at 8 and every wednesday at 7 put it in the calendar", "calendar",
                   "createMultipleRecurring")
    assert [e["summary"] for e in args["events"]] == ["swimming", "swimming"]


def test_a_copula_before_a_place_is_not_the_name() -> None:
    args = planned("the party is saturday night 9 at dana's", "calendar", "create")
    assert args["summary"] == "party at dana's" and local(args["start"]) == "2026-11-28T21:00"
