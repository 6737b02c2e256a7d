"""Calendar and Gmail round 34: a treatment (the physio, the chiropractor) moved or cancelled as the event it is;
"של שלישי" as Tuesday's; who cancelled named with "של" ("הטכנאי של הוט ביטל") and the day said in the request; a
bare early hour of an availability question for a run or the gym; a Hebrew answer after an English "reply to";
a site's "alerts" archived as mail; a first-person plural remark ("חתמנו על דירה") left out.

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem (Mon 23 ... Sat 28).
"""

from __future__ import annotations

import pytest

from tests.planning.reading import acted, plan, reads_as

TUE, WED, THU = "2026-11-24", "2026-11-25", "2026-11-26"


# -- a treatment is an event ------------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "name", "start"), [
    ("תזיז את הפיזיו של יום שלישי ל-17:30, דנה ביקשה", "פיזיו", f"{TUE}T17:30"),
    ("תזיזי את הפיזיותרפיה של יום רביעי ל-16:00", "פיזיותרפיה", f"{WED}T16:00"),
    ("move the physio on tuesday to 17:30", "physio", f"{TUE}T17:30"),
    ("move my chiropractor appt on thursday to 10am", "chiropractor", f"{THU}T10:00"),
    ("תזיז את הכירופרקט של חמישי לעשר", "כירופרקט", f"{THU}T10:00"),
    ("תזיזי את הפיזיו של שלישי ל-17:30, הבוס ביקש", "פיזיו", f"{TUE}T17:30"),
    ("the orthodontist on wednesday, push it to 4:30", "orthodontist", f"{WED}T16:30"),
])
def test_treatment_moved_is_an_event(text: str, name: str, start: str) -> None:
    intent = reads_as(text, "calendar", "update")
    assert name in intent.args["searchCriteria"]["summary"], intent.args
    assert intent.args["start"].startswith(start), intent.args


@pytest.mark.parametrize(("text", "name", "day"), [
    ("cancel the physio on tuesday", "physio", TUE),
    ("תבטלי את הפיזיו של שלישי", "פיזיו", TUE),
    ("תזיזי את הפגישה של שלישי ל-17:30", "פגישה", TUE),
])
def test_day_of_the_treatment_is_read(text: str, name: str, day: str) -> None:
    intent = plan(text)
    assert intent is not None and intent.capability == "calendar", (text, intent)
    criteria = intent.args["searchCriteria"]
    assert criteria["summary"] == name and criteria["timeMin"].startswith(day), intent.args


@pytest.mark.parametrize("text", [
    "תזיז את הדוח של יום שלישי ל-17:30",  # a task's due time
    "move the reminder about physio on tuesday to 17:30",
    "remind me to book physio tomorrow",
    "תזכירי לי לקבוע פיזיו מחר",
    "call the physio tomorrow at 5",
])
def test_near_miss_tasks_stay_tasks(text: str) -> None:
    intent = plan(text)
    assert intent is not None and intent.capability == "database", (text, intent)


def test_shani_is_not_monday() -> None:
    intent = plan("תבטלי את הפגישה של שני")  # "Shani's meeting" as often as Monday's: no day is read
    assert intent is not None and "timeMin" not in intent.args.get("searchCriteria", {}), intent


# -- who cancelled, named with "של"; the day said in the request -------------------------------------------------
@pytest.mark.parametrize(("text", "who", "day"), [
    ("הטכנאי של הוט ביטל, תמחקי מהיומן את הפגישה איתו ביום רביעי", "הוט", WED),
    ("המורה של נועה חולה, תבטלי את השיעור איתה מחר", "נועה", "2026-11-23"),
    ("האינסטלטור ביטל, תמחק את הפגישה איתו ביום חמישי מהיומן", "האינסטלטור", THU),
    ("המורה לפסנתר ביטלה, תורידי מהיומן את השיעור איתה של שלישי", "פסנתר", TUE),
    ("the technician from Hot cancelled, delete the appointment with him on wednesday", "Hot", WED),
    ("the plumber cancelled, remove the appointment with him from my calendar tomorrow", "plumber", "2026-11-23"),
])
def test_cancelled_by_someone_then_deleted(text: str, who: str, day: str) -> None:
    intent = plan(text)
    assert intent is not None and intent.args.get("operation") == "delete" and intent.needs_approval, (text, intent)
    criteria = intent.args["searchCriteria"]
    assert who in criteria["summary"] and criteria["timeMin"].startswith(day), intent.args


def test_near_miss_no_day_said_is_not_guessed() -> None:
    intent = plan("דנה ביטלה, תמחקי את הפגישה איתה")
    assert not acted(intent), intent


# -- an early hour for a run: asked, or read by the words around it ---------------------------------------------
@pytest.mark.parametrize("text", [
    "am I free בשבת 6:30-9:00? ריצה ארוכה עם הקבוצה",
    "am i free tomorrow 5:45-7 for a swim",
    "am i free tomorrow at 6? gym with dana",
])
def test_early_hour_for_a_run_is_asked(text: str) -> None:
    intent = plan(text)
    assert intent is not None and intent.args.get("operation") == "checkConflicts" and intent.missing, intent


@pytest.mark.parametrize(("text", "start"), [
    ("am I free saturday 6:30-8 for a run before work", "2026-11-28T06:30"),
    ("אני פנויה מחר ב-6:30 לאימון לפני העבודה?", "2026-11-23T06:30"),
    ("am I free saturday 6:30-9 for a run after work?", "2026-11-28T18:30"),
    ("am I free on saturday 6:30-9:00?", "2026-11-28T18:30"),  # nothing done at either end: the evening, as read
    ("am I free בשבת 6:30-9:00? ארוחת ערב עם הקבוצה", "2026-11-28T18:30"),
    ("am I free saturday 7-9? long run with the group", "2026-11-28T07:00"),
])
def test_early_hour_read_by_its_words(text: str, start: str) -> None:
    intent = reads_as(text, "calendar", "checkConflicts")
    assert intent.args["start"].startswith(start), intent.args


# -- a Hebrew answer after an English "reply to" ------------------------------------------------------------------
@pytest.mark.parametrize(("text", "query", "body"), [
    ("reply to the PT's email שרביעי 18:00 מתאים לי", "from:PT", "רביעי 18:00 מתאים לי"),
    ("reply to Dana's email שרביעי 18:00 מתאים לי", "from:Dana", "רביעי 18:00 מתאים לי"),
    ("reply to the landlord's email שאני מסכים", "from:landlord", "אני מסכים"),
    ("reply to the plumber שמחר ב-10 מתאים לי", "from:plumber", "מחר ב-10 מתאים לי"),
    ("respond to Yael's mail שאני לא יכולה ביום חמישי", "from:Yael", "אני לא יכולה ביום חמישי"),
    ("reply to the PT's email that wed 18:00 works for me", "from:PT", "wednesday 18:00 works for me"),
])
def test_hebrew_answer_after_english_reply(text: str, query: str, body: str) -> None:
    intent = plan(text)
    assert intent is not None and intent.args.get("operation") == "reply" and intent.needs_approval, intent
    assert intent.args["query"] == query and intent.args["body"] == body, intent.args


def test_near_miss_a_word_that_starts_with_shin_is_no_answer() -> None:
    intent = plan("reply to Dana's email about שבת dinner")
    assert not acted(intent) or intent.args.get("body") != "שבת dinner", intent  # type: ignore[union-attr]


# -- a site's alerts are mail; a remark in the first person plural is left out ------------------------------------
@pytest.mark.parametrize(("text", "query"), [
    ("archive all the Yad2 alerts, חתמנו על דירה 🙌", "Yad2"),
    ("archive all the Yad2 alerts", "Yad2"),
    ("archive all the Yad2 alerts, we signed on an apartment", "Yad2"),
    ("archive all the job alerts from LinkedIn, קיבלתי את העבודה", "LinkedIn"),
    ("archive all the Yad2 emails, חתמנו על דירה", "Yad2"),
])
def test_site_alerts_archived(text: str, query: str) -> None:
    intent = reads_as(text, "gmail", "archive")
    assert query in intent.args["query"] and "דירה" not in intent.args["query"], intent.args


@pytest.mark.parametrize("text", ["archive all the jira notifications", "archive the alerts",
                                  "תעשי archive לכל ההתראות של jira"])
def test_near_miss_notifications_may_be_the_phones(text: str) -> None:
    intent = plan(text)
    assert not (acted(intent) and intent is not None and intent.capability == "gmail"), intent


def test_remark_in_first_person_plural_left_out_of_a_calendar_request() -> None:
    intent = plan("cancel the dentist tomorrow, הרגשנו לא טוב")
    assert intent is not None and intent.args["searchCriteria"]["summary"] == "dentist", intent
