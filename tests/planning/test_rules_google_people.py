"""Calendar and Gmail requests as people write them: greetings before the request, clock ranges in words, the
event named before its verb ("the dinner tomorrow, move it to 8:30"), several events under one day, days listed
without commas, a role and a name next to an address, and a recipient who is only described."""

from __future__ import annotations

from datetime import datetime
from typing import Any
from zoneinfo import ZoneInfo

import pytest

from memo.planning.rules import coverage, understand
from memo.planning.rules.base import Intent, RuleContext, language_of

TZ = ZoneInfo("Asia/Jerusalem")
NOW = datetime(2026, 11, 22, 9, 0, tzinfo=TZ)  # a Sunday


def intent_of(text: str) -> Intent | None:
    return understand(RuleContext(raw=text, now=NOW, language=language_of(text), latest_actions=[]))


def local(value: str) -> str:
    return datetime.fromisoformat(value).astimezone(TZ).strftime("%Y-%m-%dT%H:%M")


def acted(text: str, capability: str, operation: str) -> dict[str, Any]:
    """The arguments of a confident plan of that operation, one the half-read check leaves alone."""
    intent = intent_of(text)
    assert intent is not None and (intent.capability, intent.action) == (capability, operation), (text, intent)
    ctx = RuleContext(raw=text, now=NOW, language=language_of(text), latest_actions=[])
    assert not coverage.doubt(intent, ctx), (text, coverage.doubt(intent, ctx))
    assert not intent.missing, (text, intent.missing)
    return intent.args


def not_taken_as(text: str, capability: str, operations: tuple[str, ...] = ()) -> None:
    intent = intent_of(text)
    assert intent is None or intent.capability != capability or (operations and intent.action not in operations), \
        (text, intent)


# --- greetings, thanks and fillers before the request ---------------------------------------------------------
@pytest.mark.parametrize(("text", "summary", "start"), [
    ("hi there! pls book a haircut tomorrow at 5", "haircut", "2026-11-23T17:00"),
    ("yo 🙂 put lunch with avi in my calendar on tuesday at 1", "lunch with avi", "2026-11-24T13:00"),
    ("בוקר טוב 🙂 תקבעי לי תספורת מחר בחמש", "תספורת", "2026-11-23T17:00"),
    ("אחי יאללה תכניס ליומן אימון ביום רביעי בשבע בערב", "אימון", "2026-11-25T19:00"),
])
def test_a_greeting_before_an_event_is_not_part_of_it(text: str, summary: str, start: str) -> None:
    args = acted(text, "calendar", "create")
    assert (args["summary"], local(args["start"])) == (summary, start)


@pytest.mark.parametrize(("text", "day"), [
    ("good morning! what's on today", "2026-11-22"),
    ("ערב טוב, מה יש לי מחר ביומן", "2026-11-23"),
])
def test_a_greeting_before_a_calendar_question(text: str, day: str) -> None:
    args = acted(text, "calendar", "getEvents")
    assert args["timeMin"][:10] == day


@pytest.mark.parametrize(("text", "to", "body"), [
    ("thanks for that! now email dan@example.com that the keys are under the mat", "dan@example.com",
     "the keys are under the mat"),
    ("תודה! עכשיו תשלחי מייל לדני dani@example.com שהכל מוכן", "dani@example.com", "הכל מוכן"),
])
def test_thanks_before_an_email(text: str, to: str, body: str) -> None:
    intent = intent_of(text)
    assert intent is not None and intent.action == "send" and intent.needs_approval, intent
    assert (intent.args["to"], intent.args["body"]) == ([to], body)


def test_words_that_are_also_content_stay_without_punctuation() -> None:
    args = acted("great lakes trip from dec 10 to dec 13", "calendar", "create")
    assert args["summary"].startswith("great lakes trip")


# --- clock ranges, in digits and in words ----------------------------------------------------------------------
@pytest.mark.parametrize(("text", "start", "end"), [
    ("could u book a call with the insurance on wednesday from 3 to 4", "2026-11-25T15:00", "2026-11-25T16:00"),
    ("תקבעי פגישה עם דנה מחר בין עשר לאחת עשרה", "2026-11-23T10:00", "2026-11-23T11:00"),
    ("תכניס ליומן שיחה עם הבנק ביום שלישי בין שתיים לשלוש", "2026-11-24T14:00", "2026-11-24T15:00"),
])
def test_an_event_from_one_hour_to_another(text: str, start: str, end: str) -> None:
    args = acted(text, "calendar", "create")
    assert (local(args["start"]), local(args["end"])) == (start, end)


@pytest.mark.parametrize(("text", "start", "end"), [
    ("תבדקי אם יש לי משהו ביום שלישי בין שתיים לשלוש", "2026-11-24T14:00", "2026-11-24T15:00"),
    ("check if i have anything on thursday between 10 and 11", "2026-11-26T10:00", "2026-11-26T11:00"),
])
def test_is_that_hour_free(text: str, start: str, end: str) -> None:
    args = acted(text, "calendar", "checkConflicts")
    assert (local(args["start"]), local(args["end"])) == (start, end)


def test_between_two_days_stays_a_range_of_days() -> None:
    args = acted("תרשום לי חופשה בין יום שני ליום רביעי", "calendar", "create")
    assert (args["summary"], args["start"], args["end"]) == ("חופשה", "2026-11-23", "2026-11-26")


# --- "what does my friday look like" ------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "day"), [
    ("hows my tuesday looking", "2026-11-24"),
    ("what does tomorrow look like", "2026-11-23"),
    ("איך נראה לי יום שישי", "2026-11-27"),
])
def test_how_does_a_day_look(text: str, day: str) -> None:
    args = acted(text, "calendar", "getEvents")
    assert args["timeMin"][:10] == day


def test_how_the_weather_looks_is_not_the_calendar() -> None:
    not_taken_as("hows the weather looking tomorrow", "calendar")


# --- moving an event ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "summary", "old_day", "start"), [
    ("תזיז את התספורת מרביעי לחמישי בארבע", "תספורת", "2026-11-25", "2026-11-26T16:00"),
    ("move the dentist from thursday to friday at 10", "dentist", "2026-11-26", "2026-11-27T10:00"),
])
def test_move_from_one_day_to_another(text: str, summary: str, old_day: str, start: str) -> None:
    args = acted(text, "calendar", "update")
    assert args["searchCriteria"]["summary"] == summary
    assert args["searchCriteria"]["timeMin"][:10] == old_day
    assert local(args["updateFields"]["start"]) == start == local(args["start"])


@pytest.mark.parametrize(("text", "summary", "start"), [
    ("my call with dana on monday, move it to 4pm", "call with dana", "2026-11-23T16:00"),
    ("the concert on friday - change it to 9 instead of 8", "concert", "2026-11-27T21:00"),
    ("הפגישה עם רון מחר, תזיזי אותה לחמש", "פגישה עם רון", "2026-11-23T17:00"),
    ("ארוחת הערב אצל ההורים בשישי תעביר אותה לשמונה וחצי", "ארוחת הערב אצל ההורים", "2026-11-27T20:30"),
])
def test_the_event_named_before_the_move(text: str, summary: str, start: str) -> None:
    args = acted(text, "calendar", "update")
    assert args["searchCriteria"]["summary"] == summary
    assert local(args["updateFields"]["start"]) == start


def test_the_old_time_says_which_half_of_the_day() -> None:
    args = acted("move my meeting with avi to 8:30 instead of 7pm", "calendar", "update")
    assert args["updateFields"] == {"startTime": "20:30"}
    args = acted("move my meeting with avi to 9:30 instead of 8am", "calendar", "update")
    assert args["updateFields"] == {"startTime": "09:30"}


def test_object_first_move_in_hebrew() -> None:
    args = acted("את הפגישה עם רון תזיזי לשלוש", "calendar", "update")
    assert args["searchCriteria"] == {"summary": "פגישה עם רון"} and args["updateFields"] == {"startTime": "15:00"}


def test_a_change_named_first_is_never_a_new_event() -> None:
    not_taken_as("lunch with noa tomorrow, move it to 2", "calendar", ("create",))
    not_taken_as("הארוחה עם סבתא בשישי תזיז אותה לשבע", "calendar", ("create",))


# --- an evening event's bare hour ---------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "start"), [
    ("dinner with dana tomorrow at 8", "2026-11-23T20:00"),
    ("drinks with tom thursday at 9", "2026-11-26T21:00"),
    ("ארוחת ערב עם ההורים מחר בשמונה", "2026-11-23T20:00"),
])
def test_an_evening_event_at_a_bare_hour_is_in_the_evening(text: str, start: str) -> None:
    args = acted(text, "calendar", "create")
    assert local(args["start"]) == start


@pytest.mark.parametrize(("text", "start"), [
    ("breakfast with dad tomorrow at 8", "2026-11-23T08:00"),
    ("תקבעי ארוחת בוקר עם אבא מחר בשמונה", "2026-11-23T08:00"),
    ("dinner with dana tomorrow at 8am", "2026-11-23T08:00"),  # said so
])
def test_other_events_keep_the_hour_as_written(text: str, start: str) -> None:
    assert local(acted(text, "calendar", "create")["start"]) == start


# --- deleting an event named first, with a reason -----------------------------------------------------------------
@pytest.mark.parametrize(("text", "summary", "day"), [
    ("yoga class is cancelled this week, delete it from my calendar", "yoga class", "2026-11-22"),
    ("the meeting with the lawyer got cancelled, remove it", "meeting with the lawyer", None),
    ("הישיבה עם הצוות מחר בוטלה תמחק אותה", "ישיבה עם הצוות", "2026-11-23"),
    ("החוג של הילדה נגמר תמחקי אותו מהיומן", "חוג של הילדה", None),
    ("את השיעור גיטרה תמחקי מהיומן", "שיעור גיטרה", None),
])
def test_delete_the_event_named_first(text: str, summary: str, day: str | None) -> None:
    intent = intent_of(text)
    assert intent is not None and (intent.capability, intent.action) == ("calendar", "delete"), intent
    assert intent.needs_approval and intent.args["searchCriteria"]["summary"] == summary
    assert intent.args["searchCriteria"].get("timeMin", "")[:10] == (day or "")


@pytest.mark.parametrize("text", ["im sick today, cancel it", "the kids are sick cancel it", "הילד חולה תבטלי את זה"])
def test_a_reason_without_an_event_deletes_nothing(text: str) -> None:
    not_taken_as(text, "calendar", ("delete", "deleteBySummary"))


# --- days listed without commas -----------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "days", "time"), [
    ("תכניסי ליומן שחייה כל שני רביעי ושישי בשבע בבוקר", ["Monday", "Wednesday", "Friday"], "07:00"),
    ("yoga every mon wed fri at 7am", ["Monday", "Wednesday", "Friday"], "07:00"),
    ("שיעור יוגה כל יום שני ורביעי ב-19:00", ["Monday", "Wednesday"], "19:00"),
    ("yoga class on Mondays and Wednesdays at 7pm", ["Monday", "Wednesday"], "19:00"),
])
def test_every_day_listed_repeats(text: str, days: list[str], time: str) -> None:
    args = acted(text, "calendar", "createRecurring")
    assert sorted(args["days"]) == sorted(days) and local(args["start"])[11:] == time
    assert not any(day.lower() in args["summary"].lower() for day in ("שני", "רביעי", "mon", "wed", ","))


# --- several events -----------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "expected"), [
    ("friday: haircut at 10, coffee with noa at 12 and pilates at 5. add them all to my calendar",
     [("haircut", "2026-11-27T10:00"), ("coffee with noa", "2026-11-27T12:00"), ("pilates", "2026-11-27T17:00")]),
    ("מחר: רופא שיניים בתשע, ישיבת צוות באחת ואימון בשש. תכניסי את כולם ליומן",
     [("רופא שיניים", "2026-11-23T09:00"), ("ישיבת צוות", "2026-11-23T13:00"), ("אימון", "2026-11-23T18:00")]),
    ("add to calendar שני 8 בבוקר standup ורביעי ב1 lunch עם אבי",
     [("standup", "2026-11-23T08:00"), ("lunch עם אבי", "2026-11-25T13:00")]),
])
def test_several_events_under_one_day_or_one_command(text: str, expected: list[tuple[str, str]]) -> None:
    args = acted(text, "calendar", "createMultiple")
    assert [(e["summary"], local(e["start"])) for e in args["events"]] == expected


def test_a_piece_with_its_own_day_keeps_it() -> None:
    args = acted("tmrw: dentist at 9 and on friday gym at 6pm. put them all in the calendar", "calendar",
                 "createMultiple")
    assert [local(e["start"]) for e in args["events"]] == ["2026-11-23T09:00", "2026-11-27T18:00"]


def test_a_bare_hebrew_day_before_an_hour_is_that_day() -> None:
    args = acted("standup חמישי 9 בבוקר", "calendar", "create")
    assert local(args["start"]) == "2026-11-26T09:00"


# --- reading, searching and managing mail -------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "query"), [
    ("תקריאי לי את המייל מהבוס", "from:בוס"),
    ("הקריאי לי את המייל מהמשכיר", "from:משכיר"),
])
def test_read_it_to_me(text: str, query: str) -> None:
    args = acted(text, "gmail", "read")
    assert args["query"] == query


@pytest.mark.parametrize(("text", "query"), [
    ("has the school sent anything about the trip", "from:school trip"),
    ("did the bank email me", "from:bank"),
    ("האם הבנק שלח משהו על המשכנתא", "from:בנק המשכנתא"),
])
def test_did_someone_send_anything_is_a_mail_search(text: str, query: str) -> None:
    assert acted(text, "gmail", "search")["query"] == query


def test_what_i_sent_is_not_read_as_mail_from_me() -> None:
    not_taken_as("did i send anything to dana", "gmail", ("search",))


@pytest.mark.parametrize(("text", "operation", "query", "extra"), [
    ("תשימי תווית עבודה על המייל מהבוס", "label", "from:בוס", {"labelName": "עבודה"}),
    ("put the label travel on the emails from elal", "label", "from:elal", {"labelName": "travel"}),
    ("delete that spam from the casino site", "delete", 'from:"casino site"', {}),
    ("תמחקי את הספאם מהאתר של ההימורים", "delete", "from:אתר ההימורים", {}),
])
def test_label_and_delete(text: str, operation: str, query: str, extra: dict[str, Any]) -> None:
    intent = intent_of(text)
    assert intent is not None and (intent.capability, intent.action) == ("gmail", operation), intent
    assert intent.args["query"] == query and all(intent.args[k] == v for k, v in extra.items())
    assert intent.needs_approval == (operation == "delete")


def test_all_the_spam_is_the_spam_folder_not_the_inbox() -> None:
    intent = intent_of("delete all the spam")
    assert intent is not None and intent.args["query"] == "in:spam" and intent.needs_approval


def test_a_sender_called_spam_is_still_a_sender() -> None:
    intent = intent_of("delete the email from the spam guy")
    assert intent is not None and intent.args["query"] == 'from:"spam guy"'


# --- recipients ---------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "operation", "to", "body"), [
    ("send an email to my landlord kfir kfir@example.com that the heater is broken", "send", "kfir@example.com",
     "the heater is broken"),
    ("תנסח מייל לרואת החשבון שלי מירי miri@example.com שהמסמכים אצלי", "compose", "miri@example.com", "המסמכים אצלי"),
    ("תשלח מייל למורה של הילד רותם rotem@example.com שהוא חולה היום", "send", "rotem@example.com", "הוא חולה היום"),
])
def test_a_role_and_a_name_before_the_address_are_that_address(text: str, operation: str, to: str,
                                                               body: str) -> None:
    intent = intent_of(text)
    assert intent is not None and intent.action == operation, intent
    assert (intent.args["to"], intent.args["body"], intent.args.get("toNames")) == ([to], body, None)


def test_another_recipient_does_not_take_the_next_address() -> None:
    intent = intent_of("תשלחי לדנה ולאבי avi@example.com מייל שהפגישה בוטלה")
    assert intent is not None and intent.args["to"] == ["avi@example.com"] and intent.args["toNames"] == ["דנה"]


def test_a_subject_ends_where_the_message_starts() -> None:
    intent = intent_of("תשלח ליועץ המס tax@example.com מייל בנושא החזר מס ותכתוב שאני מחכה לתשובה")
    assert intent is not None and intent.action == "send", intent
    assert (intent.args["to"], intent.args["subject"], intent.args["body"]) == (
        ["tax@example.com"], "החזר מס", "אני מחכה לתשובה")


@pytest.mark.parametrize("text", [
    "send an email to the guy from yesterday",
    "email the lady from the clinic that i'm running late",
    "תשלחי מייל לבחור מאתמול",
])
def test_a_described_recipient_is_asked_for(text: str) -> None:
    intent = intent_of(text)
    assert intent is not None and intent.capability == "gmail" and "to" in intent.missing, intent
    assert intent.args["to"] == [] and not intent.args.get("toNames")


@pytest.mark.parametrize(("text", "to", "body"), [
    ("reply to noa@example.com sounds good see you there", "noa@example.com", "sounds good see you there"),
    ("reply to dana@example.com saying sure", "dana@example.com", "sure"),
])
def test_reply_to_an_address(text: str, to: str, body: str) -> None:
    intent = intent_of(text)
    assert intent is not None and intent.action == "reply" and intent.needs_approval, intent
    assert (intent.args["to"], intent.args["body"], intent.args["query"]) == ([to], body, f"from:{to}")


def test_reply_to_an_address_without_an_answer_asks_for_it() -> None:
    intent = intent_of("reply to dana@example.com")
    assert intent is not None and intent.missing == ["body"]


@pytest.mark.parametrize(("text", "query", "to"), [
    ("fwd the invoice email ל accounting@example.com", "invoice", "accounting@example.com"),
    ("תעביר את המייל מהבנק to dan@example.com pls", "from:בנק", "dan@example.com"),
])
def test_forward_in_mixed_languages(text: str, query: str, to: str) -> None:
    intent = intent_of(text)
    assert intent is not None and intent.action == "forward" and intent.needs_approval, intent
    assert (intent.args["query"], intent.args["to"]) == (query, [to])


def test_sending_a_file_is_not_a_forward() -> None:
    not_taken_as("תשלחי את הקובץ לדנה", "gmail", ("forward",))


# --- more of the same shapes -------------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "summary", "start"), [
    ("the dentist appointment was moved to friday at 2", "dentist appointment", "2026-11-27T14:00"),
    ("הפגישה עם דנה עברה ליום שני בעשר", "פגישה עם דנה", "2026-11-23T10:00"),
    ("התור לרופא נדחה לחמישי בשמונה בבוקר", "תור לרופא", "2026-11-26T08:00"),
])
def test_a_reported_move_updates_the_event(text: str, summary: str, start: str) -> None:
    args = acted(text, "calendar", "update")
    assert args["searchCriteria"]["summary"] == summary and local(args["updateFields"]["start"]) == start


def test_a_reported_move_of_something_else_is_not_an_event() -> None:
    not_taken_as("the package was moved to friday", "calendar")


@pytest.mark.parametrize(("text", "start"), [
    ("book tennis w/ gal sat 8am", "2026-11-28T08:00"),
    ("book dentist monday 9", "2026-11-23T09:00"),
    ("concert tomorrow 8", "2026-11-23T20:00"),
    ("תקבעי לי תור מחר 10", "2026-11-23T10:00"),
])
def test_a_day_right_before_a_bare_hour(text: str, start: str) -> None:
    assert local(acted(text, "calendar", "create")["start"]) == start


def test_a_number_of_people_is_not_an_hour() -> None:
    intent = intent_of("dinner tomorrow 8 people")
    assert intent is None or intent.missing or intent.capability != "calendar", intent


@pytest.mark.parametrize("text", ["morning :) whats on my calendar tmrw", "שבוע טוב! מה יש לי מחר"])
def test_an_emoticon_or_a_week_greeting_before_a_question(text: str) -> None:
    assert acted(text, "calendar", "getEvents")["timeMin"][:10] == "2026-11-23"


@pytest.mark.parametrize(("text", "kept"), [
    ("gm meeting tomorrow at 10", "gm meeting tomorrow at 10"),
    ("אחי יום הולדת מחר", "אחי יום הולדת מחר"),
    ("yoga tomorrow at 7", "yoga tomorrow at 7"),
    ("אחי תשים לי ביומן משחק", "תשים לי ביומן משחק"),
    ("hey :-) add x", "add x"),
])
def test_what_an_opening_cuts(text: str, kept: str) -> None:
    from memo.planning.rules.gmail_manage import strip_opening

    assert strip_opening(text) == kept


@pytest.mark.parametrize(("text", "body"), [
    ("תעני לדני dani@example.com שאני מסכים", "אני מסכים"),
    ("תעני ל dani@example.com: מאשר", "מאשר"),
])
def test_reply_to_an_address_in_hebrew(text: str, body: str) -> None:
    intent = intent_of(text)
    assert intent is not None and intent.action == "reply" and intent.needs_approval, intent
    assert (intent.args["to"], intent.args["body"]) == (["dani@example.com"], body)


@pytest.mark.parametrize(("text", "query"), [
    ("has anyone emailed me today", "after:2026/11/22"),
    ("read me the email from the bank pls", "from:bank"),
])
def test_no_sender_and_no_polite_word_in_a_search(text: str, query: str) -> None:
    intent = intent_of(text)
    assert intent is not None and intent.capability == "gmail" and intent.args["query"] == query, intent


def test_a_polite_word_after_a_delete() -> None:
    intent = intent_of("the haircut on wednesday, cancel it pls")
    assert intent is not None and intent.action == "delete" and intent.args["searchCriteria"]["summary"] == "haircut"


def test_how_is_my_schedule_looking() -> None:
    acted("how's my schedule looking", "calendar", "getEvents")
