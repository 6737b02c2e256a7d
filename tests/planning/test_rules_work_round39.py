"""Round 39: messages written between classes and shifts.

Shapes covered: a weekday said with "for" ("קבעתי איתם לשלישי בשמונה וחצי", "ישיבת צוות לרביעי ב-14:00") is that
day, while "לשבת" ("to sit") and "לשני" alone are no day; the days a series repeats on said in a row ("כל שני
ורביעי ב-14:45") are one event's, not two events; the "from home" said between a verb and its "את" is no part of
the item ticked; what one named reminder says ("מה כתבתי בתזכורת על ההשתלמות?") is that reminder, not the to-do
list; "when is the parents evening, is it in my calendar?" is a calendar lookup; and an availability question with
its time said first ("בחמישי בין 10 ל-12 אני פנויה?").
"""

from __future__ import annotations

import pytest

from memo.planning.rules.calendar_words import ASKED_IN_CALENDAR
from memo.planning.timeexpr import parse_time_expression
from tests.planning.reading import NOW, intent_of, not_taken, reads_as


@pytest.mark.parametrize("text, start", [
    ("הורים של תלמיד ביקשו פגישה, קבעתי איתם לשלישי בשמונה וחצי בבוקר. תכניס ליומן", "2026-11-24T08:30"),
    ("תקבע לי פגישה לחמישי בעשר עם דני", "2026-11-26T10:00"),
    ("תכניס ליומן ישיבת צוות לרביעי ב-14:00", "2026-11-25T14:00"),
    ("קבעתי תור לרופא שיניים לשישי ב-9", "2026-11-27T09:00"),
])
def test_weekday_said_with_for_is_that_day(text: str, start: str) -> None:
    args = reads_as(text, "calendar", "create").args
    assert args["start"].startswith(start), args
    assert not any(day in args["summary"] for day in ("לשלישי", "לרביעי", "לחמישי", "לשישי")), args


@pytest.mark.parametrize("text, day", [
    ("לשלישי בשמונה וחצי בבוקר", "2026-11-24"),
    ("ולשישי בערב", "2026-11-27"),
    ("לחמישי הבא", "2026-11-26"),
    ("לשבת הבאה", "2026-11-28"),
])
def test_time_grammar_reads_for_a_weekday(text: str, day: str) -> None:
    tm = parse_time_expression(text, NOW)
    assert tm is not None and str(tm.when or tm.date_only).startswith(day), tm


@pytest.mark.parametrize("text", ["אני רוצה לשבת בבוקר בבית קפה", "תעבירי את זה לשני"])
def test_to_sit_and_to_shani_are_no_day(text: str) -> None:
    tm = parse_time_expression(text, NOW)
    assert tm is None or tm.date_only is None and (tm.when is None or tm.when.date() == NOW.date()), tm


@pytest.mark.parametrize("text, days, start", [
    ("חוג תיאטרון שאני מעבירה בצהריים כל שני ורביעי ב-14:45, תכניסי ליומן כאירוע קבוע", ["Monday", "Wednesday"],
     "14:45"),
    ("חוג כדורגל שאני מאמן אחרי הצהריים כל ראשון ושלישי ב-16:00, תכניס ליומן", ["Sunday", "Tuesday"], "16:00"),
    ("שיעור פרטי בבוקר כל ראשון, שלישי וחמישי ב-8:00, תכניס ליומן כאירוע קבוע", ["Sunday", "Tuesday", "Thursday"],
     "08:00"),
])
def test_days_of_one_series_said_in_a_row(text: str, days: list[str], start: str) -> None:
    args = reads_as(text, "calendar", "createRecurring").args
    assert args["days"] == days and args["start"][11:16] == start, args


def test_two_series_each_with_its_day_stay_two() -> None:
    args = reads_as("חוג תיאטרון כל שני ב-14:45 וישיבת צוות כל רביעי ב-10, תכניסי ליומן", "calendar",
                    "createMultipleRecurring").args
    assert [e["days"] for e in args["events"]] == [["Monday"], ["Wednesday"]], args


@pytest.mark.parametrize("text, items", [
    ("הבאתי כבר מהבית את הפלסטלינה והטושים, תסמני ברשימה של הכיתה", ["פלסטלינה", "טושים"]),
    ("קניתי כבר בסופר את החלב והלחם, תסמני", ["חלב", "לחם"]),
    ("הבאתי מהבית את המספריים, תמחקי מהרשימה", ["מספריים"]),
    ("קניתי מלפפונים ואת החלב, תסמני ברשימה", ["מלפפונים", "חלב"]),
])
def test_from_where_before_the_object_is_no_item(text: str, items: list[str]) -> None:
    intent = intent_of(text)
    assert intent is not None and intent.capability == "database", intent
    assert intent.args["items"] == items, intent.args


@pytest.mark.parametrize("text, name", [
    ("מה בדיוק כתבתי בתזכורת על ההחזר של ההשתלמות?", "השתלמות"),
    ("מה כתוב בתזכורת לגבי הרופא?", "הרופא"),
    ("what did I write in the reminder about the dentist?", "dentist"),
    ("what exactly did I put in the reminder for the insurance?", "insurance"),
    ("what does the reminder about the parents meeting say?", "parents meeting"),
])
def test_what_one_named_reminder_says(text: str, name: str) -> None:
    args = reads_as(text, "database", "get").args
    assert name in args["text"], args


@pytest.mark.parametrize("text", [
    "מה התזכורות שלי?", "מה כתוב בתזכורות של מחר?", "what did I write in my last reminder?",
])
def test_reminders_in_general_stay_the_todo_question(text: str) -> None:
    reads_as(text, "database", "getAll")


@pytest.mark.parametrize("text, summary", [
    ("when is the grade 4 parents evening, is it in my calendar?", "grade 4 parents evening"),
    ("when is the grade 4 parents evening?", "grade 4 parents evening"),
    ("when is the school play, do I have it in my calendar?", "school play"),
    ("מתי אסיפת ההורים של כיתה ד', זה ביומן?", "אסיפת ההורים של כיתה ד"),
    ("מתי ערב הורים של שכבה ו'?", "ערב הורים"),
])
def test_when_is_a_school_event(text: str, summary: str) -> None:
    args = reads_as(text, "calendar", "getEvents").args
    assert args["searchCriteria"]["summary"].startswith(summary), args
    assert "calendar" not in args["searchCriteria"]["summary"] and "יומן" not in args["searchCriteria"]["summary"]


def test_when_is_a_holiday_stays_general() -> None:
    not_taken("when is Passover this year?", "calendar")


def test_asked_in_calendar_tail() -> None:
    assert ASKED_IN_CALENDAR.search("the staff meeting, is it in my calendar?")
    assert not ASKED_IN_CALENDAR.search("put the staff meeting in my calendar")


@pytest.mark.parametrize("text, start, end", [
    ("בחמישי בין 10 ל-12 אני פנויה? המנהלת רוצה לבוא לצפות בשיעור", "2026-11-26T10:00", "2026-11-26T12:00"),
    ("ביום חמישי בין 10 ל-12 אני פנויה?", "2026-11-26T10:00", "2026-11-26T12:00"),
    ("מחר ב-10 אני פנוי?", "2026-11-23T10:00", "2026-11-23T11:00"),
    ("thursday between 10 and 12, am I free?", "2026-11-26T10:00", "2026-11-26T12:00"),
])
def test_free_asked_after_the_time(text: str, start: str, end: str) -> None:
    args = reads_as(text, "calendar", "checkConflicts").args
    assert args["start"].startswith(start) and args["end"].startswith(end), args


def test_name_before_free_is_no_time() -> None:
    not_taken("דני אני פנויה?", "calendar", "checkConflicts")
