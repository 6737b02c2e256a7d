"""Calendar and Gmail requests as parents, students and small business owners write them: a clash asked about,
a greeting glued to a question about the day, promotions named loosely, a remark after a polite word."""

from __future__ import annotations

import pytest

from tests.planning.reading import intent_of, not_taken, not_taken_as, planned

# ---------------------------------------------------------------- does an event clash with anything


@pytest.mark.parametrize(("text", "start"), [
    ("does the kids recital thu at 6pm clash w/ anything", "2026-11-26T18:00"),
    ("will the plumber on tuesday at 4pm conflict with my schedule", "2026-11-24T16:00"),
    ("would dinner with the inlaws friday at 8 clash with anything", "2026-11-27T20:00"),
    ("any conflict with the game sunday at 6pm?", "2026-11-22T18:00"),
    ("האם ההופעה ביום חמישי בתשע בערב מתנגשת עם משהו", "2026-11-26T21:00"),
    ("החוג של יובל ביום שני בחמש אחה\"צ מתנגש עם משהו?", "2026-11-23T17:00"),
    ("יש התנגשות עם המסיבה בשישי ב-10 בלילה?", "2026-11-27T22:00"),
])
def test_a_clash_question_checks_the_events_moment(text: str, start: str) -> None:
    args = planned(text, "calendar", "checkConflicts")
    assert args["start"].startswith(start) and args["timeMin"] == args["start"], args


def test_a_clash_question_about_a_day_checks_that_day() -> None:
    args = planned("does the school play on thursday overlap with anything", "calendar", "checkConflicts")
    assert args["timeMin"].startswith("2026-11-26T00:00") and args["timeMax"].startswith("2026-11-27T00:00"), args


@pytest.mark.parametrize("text", [
    "does my shirt clash with anything",
    "does the yoga class every monday at 7 clash with anything",
    "does the reminder at 5 clash with anything",
])
def test_no_moment_or_a_series_is_no_clash_check(text: str) -> None:
    intent = intent_of(text)
    assert intent is None or intent.operation != "checkConflicts" or intent.missing, (text, intent)


# ---------------------------------------------------------------- a greeting glued to a question about the day


@pytest.mark.parametrize(("text", "day"), [
    ("morning whats on my calendar tmrw", "2026-11-23T00:00"),
    ("gm what do i have today", "2026-11-22T00:00"),
    ("evening what's on the agenda tomorrow", "2026-11-23T00:00"),
    ("good morning how does my day look", "2026-11-22T00:00"),
])
def test_a_greeting_before_a_question_is_no_part_of_the_day(text: str, day: str) -> None:
    args = planned(text, "calendar", "getEvents")
    assert args["timeMin"].startswith(day), args


def test_a_question_word_is_never_an_events_name() -> None:
    intent = intent_of("whats on my calendar tmrw")
    assert intent is not None and intent.action == "getEvents", intent


# ---------------------------------------------------------------- promotions named loosely; a remark after "pls"


@pytest.mark.parametrize(("text", "operation", "sender"), [
    ("archive all the promo junk from shein pls my inbox is a mess", "archive", "from:shein"),
    ("delete the promotional stuff from temu", "delete", "from:temu"),
    ("תארכבי את כל הפרסומות מאמזון בבקשה התיבה שלי מתפוצצת", "archive", "from:"),
])
def test_promotions_named_loosely_are_the_promotions(text: str, operation: str, sender: str) -> None:
    args = planned(text, "gmail", operation)
    assert sender in args["query"] and "category:promotions" in args["query"], args
    assert not any(w in args["query"] for w in ("mess", "inbox", "מתפוצצת")), args


@pytest.mark.parametrize(("text", "summary"), [
    ("cancel the meeting with dana tomorrow please i'm sick", "meeting with dana"),
    ("delete the newsletters from linkedin please i never read them", None),
])
def test_a_remark_after_a_polite_word_is_left_out(text: str, summary: str | None) -> None:
    intent = intent_of(text)
    assert intent is not None and intent.action == "delete", intent
    if summary:
        assert intent.args["searchCriteria"]["summary"] == summary, intent.args
    else:
        assert intent.args["query"] == "from:linkedin unsubscribe" or "never" not in intent.args["query"], intent.args


@pytest.mark.parametrize("text", [
    "archive the emails from dana please and remind me to call her",
    "delete the newsletters from linkedin and add milk to the list",
    "archive the emails from amazon and mark them as read",
    "תמחקי את המיילים מדנה ותזכירי לי להתקשר אליה",
    "תארכבי את המיילים מהבנק ואז תוסיפי חלב לרשימה",
])
def test_a_second_request_after_a_mail_command_is_not_search_words(text: str) -> None:
    not_taken(text, "gmail")


@pytest.mark.parametrize(("text", "query"), [
    ("archive the emails from amazon and ebay", "from:amazon"),
    ("delete the emails from the school about the trip and the bus", "from:"),
])
def test_and_between_nouns_is_no_second_request(text: str, query: str) -> None:
    intent = intent_of(text)
    assert intent is not None and intent.capability == "gmail" and query in intent.args["query"], intent


# ---------------------------------------------------------------- a shift; a start said "from" an hour (Hebrew)


@pytest.mark.parametrize(("text", "start", "days"), [
    ("משמרת בקפה כל ראשון ורביעי משבע בבוקר", "T07:00", ["Sunday", "Wednesday"]),
    ("משמרת כל שני בשש בערב", "2026-11-23T18:00", ["Monday"]),
    ("אימון כושר כל שלישי וחמישי מ-6 בבוקר", "2026-11-24T06:00", ["Tuesday", "Thursday"]),
])
def test_a_weekly_shift_from_an_hour(text: str, start: str, days: list[str]) -> None:
    intent = intent_of(text)
    assert intent is not None and intent.action == "createRecurring" and not intent.missing, intent
    assert start in intent.args["start"] and intent.args["days"] == days, intent.args
    assert not any(w in intent.args["summary"] for w in ("משבע", "בשש", "מ-6", "בערב", "בבוקר")), intent.args


@pytest.mark.parametrize(("text", "start"), [
    ("יש לי משמרת מחר משמונה בבוקר", "2026-11-23T08:00"),
    ("תקבעי אימון ביום שני מ-7 בבוקר", "2026-11-23T07:00"),
])
def test_from_an_hour_is_the_start(text: str, start: str) -> None:
    intent = intent_of(text)
    assert intent is not None and intent.action == "create" and intent.args["start"].startswith(start), intent


def test_from_an_hour_to_another_stays_a_range() -> None:
    args = planned("תקבעי פגישה מחר מ-10 בבוקר עד 12", "calendar", "create")
    assert args["start"].startswith("2026-11-23T10:00") and args["end"].startswith("2026-11-23T12:00"), args


# ---------------------------------------------------------------- a request pointing back at the sentence before


@pytest.mark.parametrize(("text", "who", "day"), [
    ("Mrs. Katz cancelled her appointment for tomorrow, please remove it from my diary", "Katz", "2026-11-23"),
    ("Noa can't make it to practice on monday, pls remove it from my calendar", "Noa", "2026-11-23"),
    ("Dana's mom cancelled the playdate on friday, can you delete it", "Dana", "2026-11-27"),
    ("Dana asked to cancel thursday's lunch. Please update the calendar.", "Dana", "2026-11-26"),
    ("רוני חולה מחר, תבטלי את השיעור שלו ביומן", "רוני", "2026-11-23"),
    ("המורה המחליפה לא מגיעה ביום חמישי, תבטלי את הפגישה איתה ביומן", "מורה", "2026-11-26"),
])
def test_a_cancellation_said_before_remove_it_deletes_that_persons_event(text: str, who: str, day: str) -> None:
    intent = intent_of(text)
    assert intent is not None and (intent.capability, intent.action) == ("calendar", "delete"), intent
    assert intent.needs_approval and not intent.missing, intent
    criteria = intent.args["searchCriteria"]
    assert criteria["summary"] == who and criteria["timeMin"].startswith(day), criteria


@pytest.mark.parametrize(("text", "who", "start"), [
    ("The Cohen family asked to move Monday's session to 1700. Please update my diary accordingly.", "Cohen",
     "2026-11-23T17:00"),
    ("Avi asked to reschedule Wednesday's meeting to 3pm, could you update the calendar", "Avi", "2026-11-25T15:00"),
])
def test_a_move_asked_for_before_update_the_calendar_moves_that_event(text: str, who: str, start: str) -> None:
    args = planned(text, "calendar", "update")
    assert args["searchCriteria"]["summary"].startswith(who) and args["start"].startswith(start), args


@pytest.mark.parametrize(("text", "summary", "start", "end"), [
    ("We're closing the shop for a holiday from 20/12 to 24/12. Please block those days in my calendar.", "holiday",
     "2026-12-20", "2026-12-25"),
    ("we're flying to Rome from 3/1 to 9/1, please block those dates in my calendar", "flying to Rome",
     "2027-01-03", "2027-01-10"),
    ("אני בחופשה מ-6/12 עד 10/12, תחסמי את הימים האלה ביומן", "חופשה", "2026-12-06", "2026-12-11"),
])
def test_days_said_before_block_those_days_are_blocked(text: str, summary: str, start: str, end: str) -> None:
    intent = intent_of(text)
    assert intent is not None and intent.action == "create" and intent.args["allDay"], intent
    assert summary in intent.args["summary"], intent.args
    assert (intent.args["start"], intent.args["end"]) == (start, end), intent.args


@pytest.mark.parametrize("text", [
    "Dana cancelled, remove it",  # no day: which of Dana's events is not said
    "I cancelled the meeting tomorrow, remove it from the calendar",
    "Dana cancelled our lunch, update the calendar",
])
def test_no_person_or_no_day_is_no_deletion(text: str) -> None:
    intent = intent_of(text)
    assert intent is None or intent.missing or intent.confidence < 0.7 or intent.action != "delete" or (
        "Dana" not in str(intent.args)), (text, intent)


@pytest.mark.parametrize("text", [
    "The Cohens asked to reschedule Monday's session to 5pm. Please update my diary accordingly.",
    "Dana asked to move the lunch to friday. Please update the calendar.",
])
def test_update_the_calendar_is_never_a_new_event(text: str) -> None:
    not_taken(text, "calendar", "create")


# ---------------------------------------------------------------- "move X to 1800": a 24-hour time


@pytest.mark.parametrize(("text", "start"), [
    ("move the Katz lesson on tuesday to 1800", "2026-11-24T18:00"),
    ("reschedule wednesday's meeting with the supplier to 0930", "2026-11-25T09:30"),
])
def test_move_to_four_digits_is_a_24_hour_time(text: str, start: str) -> None:
    args = planned(text, "calendar", "update")
    assert args["start"].startswith(start), args


def test_move_to_a_year_is_not_a_time() -> None:
    not_taken("move the trip to 2027", "calendar", "update")


# ---------------------------------------------------------------- "send X the email from Y" is a forward


@pytest.mark.parametrize(("text", "query", "to"), [
    ("send avi@x.com the email from the school", "from:school", "avi@x.com"),
    ("send the email from the bank to dana@x.com", "from:bank", "dana@x.com"),
    ("שלחי לאבי avi@x.com את המייל מהגננת", "from:", "avi@x.com"),
    ("תשלחי לדנה dana@x.com את המייל שהגיע מהבנק", "from:", "dana@x.com"),
])
def test_sending_an_email_from_the_mailbox_forwards_it(text: str, query: str, to: str) -> None:
    intent = intent_of(text)
    assert intent is not None and intent.action == "forward" and intent.needs_approval, intent
    assert query in intent.args["query"] and intent.args["to"] == [to], intent.args


@pytest.mark.parametrize("text", ["send the email to dana@x.com", "תשלחי לדנה dana@x.com את המייל"])
def test_the_email_unnamed_is_asked_about(text: str) -> None:
    intent = intent_of(text)
    assert intent is not None and intent.missing, intent


@pytest.mark.parametrize("text", [
    "send dana@x.com an email about the trip",
    "send dana@x.com the email saying the meeting is at 5",
])
def test_a_new_email_is_not_a_forward(text: str) -> None:
    not_taken_as(text, "gmail", "forward")


# ---------------------------------------------------------------- "before I forget"; "mark X in the calendar"


@pytest.mark.parametrize(("text", "summary"), [
    ("b4 i forget, eye doctor for tom friday 2:45 add to cal", "eye doctor for tom"),
    ("לפני שאני שוכחת, תכניסי ליומן רופא עיניים לתום ביום שישי ב-3", "רופא עיניים לתום"),
    ("mark the kids school trip from 7/12 to 9/12 in the calendar", "kids school trip"),
    ("mark down the PTA meeting on monday at 7pm in my diary", "PTA meeting"),
    ("תסמני ביומן את החופשה של הילדים מ-27/12 עד 2/1", "חופשה של הילדים"),
])
def test_words_before_the_event_are_not_its_name(text: str, summary: str) -> None:
    intent = intent_of(text)
    assert intent is not None and intent.action == "create" and intent.args["summary"] == summary, intent


def test_mark_as_a_persons_name_is_kept() -> None:
    intent = intent_of("Mark Cohen's birthday on friday in my calendar")
    assert intent is not None and intent.args.get("summary", "").startswith("Mark Cohen"), intent


@pytest.mark.parametrize(("text", "who"), [
    ("Dana cancelled the meeting tomorrow so please remove it from my calendar", "Dana"),
    ("the plumber isn't coming tomorrow, cancel it pls", "plumber"),
])
def test_the_request_after_so_or_with_pls_points_back(text: str, who: str) -> None:
    intent = intent_of(text)
    assert intent is not None and intent.action == "delete" and intent.args["searchCriteria"]["summary"] == who, intent


@pytest.mark.parametrize("text", [
    "Noa's coach cancelled practice on monday and wednesday, remove them from the calendar",
    "Tom's teacher cancelled the lessons on sunday and tuesday, please delete it",
    "The client cancelled. Please remove it from my calendar.",
])
def test_several_days_or_no_day_is_asked(text: str) -> None:
    intent = intent_of(text)
    assert intent is None or intent.missing or intent.confidence < 0.7 or "calendar_antecedent" not in (
        intent.decided_by), (text, intent)


def test_a_move_keeps_the_events_own_words_with_the_name() -> None:
    args = planned("Yoni's teacher asked to move the parent meeting to thursday at 5. Please update the calendar.",
                   "calendar", "update")
    assert args["searchCriteria"]["summary"] == "Yoni parent meeting", args


# ---------------------------------------------------------------- an email's age


@pytest.mark.parametrize(("text", "age"), [
    ("delete all emails from twitter older than a month", "older_than:30d"),
    ("archive the promo stuff older than 2 weeks", "older_than:14d"),
    ("archive the newsletters that are more than 3 months old", "older_than:90d"),
    ("תמחקי את כל המיילים מפייסבוק הישנים יותר משבוע", "older_than:7d"),
])
def test_an_emails_age_is_gmails_older_than(text: str, age: str) -> None:
    intent = intent_of(text)
    assert intent is not None and intent.capability == "gmail" and age in intent.args["query"], intent
    assert "older than" not in intent.args["query"] and "month" not in intent.args["query"], intent.args
