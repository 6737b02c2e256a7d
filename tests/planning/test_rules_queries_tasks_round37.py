"""Questions and look-ups asked as fragments, without question words, and in mixed languages:

- one named reminder's time ("מתי שמתי את התזכורת לטסט של האוטו", "מתי ה-reminder של ה-passport", "when's my passport
  reminder set for"): the database's `get` of that task, while the reminders of a window or in general stay `getAll`;
- the open tasks asked in fragments ("נשאר לי משהו דחוף שלא סגרתי", "anything still open from last week on my to do",
  "מה ביקשתי שתזכירי לי היום", "תזכורות של השבוע?", "this week's reminders?");
- whether an item is still on a list ("did i already tick off the milk or is it still on the list", "החלב עדיין
  ברשימה?"): the list shown;
- which calendars Memo reaches ("can u see my work calendar too or only the personal one"): about Memo;
- which weekday a holiday or a date falls on ("what day of the week is new years eve this year"): general knowledge.

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

import pytest

from tests.planning.reading import not_acted, not_read_as, planned, reads_as


# -- one named reminder's time ----------------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "name"), [
    ("מתי שמתי את התזכורת לטסט של האוטו", "טסט של האוטו"),
    ("מתי ה-reminder של ה-passport", "passport"),
    ("מתי התזכורת לרופא שיניים?", "רופא שיניים"),
    ("מתי קבעתי לי את התזכורת על הביטוח", "הביטוח"),
    ("מתי התזכורת שלי לטסט", "טסט"),
    ("when's the reminder for the dentist", "dentist"),
    ("when is my passport reminder set for?", "passport"),
    ("what time is the dentist reminder", "dentist"),
    ("when did i set the reminder about the insurance", "insurance"),
    ("when is the reminder to call mom", "call mom"),
])
def test_one_named_reminder_is_got(text: str, name: str) -> None:
    intent = reads_as(text, "database", "get")
    assert intent.args["text"] == name, intent.args


@pytest.mark.parametrize("text", [
    "מתי התזכורת הבאה", "מתי התזכורת להיום", "מתי התזכורות שלי", "when is my next reminder",
    "when is the reminder for tomorrow", "when are my reminders",
])
def test_reminders_without_a_name_stay_all(text: str) -> None:
    reads_as(text, "database", "getAll")


def test_an_appointment_is_no_reminder() -> None:
    not_read_as("when is my dentist appointment", "database")


# -- the open tasks, asked in fragments -------------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "נשאר לי משהו דחוף שלא סגרתי", "נשאר לי משהו פתוח?", "יש משהו שלא עשיתי", "יש עוד משהו חשוב שלא טיפלתי בו",
    "נשארו לי דברים שלא סיימתי מהשבוע שעבר?", "משהו דחוף שעוד לא סגרתי?",
    "anything still open from last week on my to do", "anything left on my to do list",
    "anything urgent i havent done yet", "is there anything i haven't closed", "stuff still pending on my todo",
    "מה ביקשתי שתזכיר לי", "what did i ask u to remind me",
])
def test_open_tasks_asked_in_fragments(text: str) -> None:
    assert reads_as(text, "database", "getAll").args["filters"] == {}


@pytest.mark.parametrize(("text", "window"), [
    ("מה ביקשתי שתזכירי לי היום", "היום"),
    ("על מה ביקשתי שתזכירי לי מחר", "מחר"),
    ("what did i ask you to remind me about today", "today"),
    ("what were you supposed to remind me today", "today"),
    ("מה היית צריכה להזכיר לי היום", "היום"),
    ("תזכורות של השבוע?", "השבוע"),
    ("המשימות של מחר", "מחר"),
    ("this week's reminders?", "this week"),
    ("tomorrow's tasks", "tomorrow"),
])
def test_reminders_of_a_day_asked(text: str, window: str) -> None:
    assert reads_as(text, "database", "getAll").args["filters"]["window"] == window


@pytest.mark.parametrize("text", [
    "מה ביקשתי שתזכירי לי לקנות", "what did i ask you to remind me to buy", "anything still open",
    "is there anything open at the mall", "תזכורות של דנה", "נשאר משהו שלא סגרתי עם דני",
])
def test_narrower_or_other_questions_are_not_all_tasks(text: str) -> None:
    not_acted(text)


# -- an item still on a list -------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "name"), [
    ("did i already tick off the milk or is it still on the list", "shopping"),
    ("did i tick off the milk", "shopping"),
    ("did i check the eggs off already", "shopping"),
    ("is the bread still on my shopping list?", "shopping"),
    ("are eggs on the list", "shopping"),
    ("did i add eggs to the list", "shopping"),
    ("is sunscreen still on the packing list", "packing"),
    ("החלב עדיין ברשימה?", "קניות"),
    ("סימנתי כבר את החלב?", "קניות"),
    ("האם כבר מחקתי את החלב או שהוא עוד ברשימה", "קניות"),
    ("יש חלב ברשימת הקניות?", "קניות"),
    ("הוספתי ביצים לרשימה?", "קניות"),
])
def test_item_still_on_a_list_shows_the_list(text: str, name: str) -> None:
    assert planned(text, "database", "get")["listName"] == name


@pytest.mark.parametrize("text", [
    "סימנתי את החלב", "did i tick off call the bank", "האם אני עדיין ברשימת ההמתנה?", "is the meeting still on",
])
def test_told_or_not_an_item_is_not_a_list_shown(text: str) -> None:
    not_acted(text)


def test_tick_off_is_still_a_tick() -> None:
    reads_as("tick off the milk", "database", "toggleItem")


# -- which calendars Memo reaches -------------------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "can u see my work calendar too or only the personal one", "can you see my work calendar too",
    "do you see both my calendars?", "can you access all my calendars", "can you see my other calendar",
    "can u read my work email too or only personal", "can you see my wife's calendar too",
    "את רואה גם את היומן של העבודה?", "את רואה גם את היומן של העבודה או רק את האישי?",
    "יש לך גישה גם ליומן העבודה או רק לאישי", "את רואה את שני היומנים שלי?",
])
def test_which_calendars_memo_reaches(text: str) -> None:
    reads_as(text, "meta", "describe")


@pytest.mark.parametrize("text", ["can you see my work calendar for tomorrow too", "can you check my work calendar"])
def test_a_calendar_asked_for_is_not_about_memo(text: str) -> None:
    not_read_as(text, "meta")


# -- which weekday a holiday or a date falls on ------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "what day of the week is new years eve this year", "which day does christmas fall on",
    "what date is passover next year", "what day is the 1st of january", "what day of the week is dec 31",
    "what day is it today", "באיזה יום בשבוע יוצא ערב השנה החדשה", "איזה יום יוצא ה-1 בינואר", "מתי חנוכה השנה",
    "באיזה יום חל פסח השנה?",
])
def test_weekday_of_a_holiday_is_general(text: str) -> None:
    reads_as(text, "general", "respond")


@pytest.mark.parametrize("text", [
    "what day is my dentist", "what day is the meeting with dana", "באיזה יום הפגישה עם דנה",
    "what day is christmas dinner at moms",
])
def test_the_users_own_day_is_not_general(text: str) -> None:
    not_read_as(text, "general")
