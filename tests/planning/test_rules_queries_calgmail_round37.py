"""Round 37: calendar and mailbox questions asked every way people ask them.

Shapes covered: a window said with "for" ("מה הלוז שלי לשבוע הבא", "לחודש הבא"); "באיזה שעה" for "באיזו שעה"; a
bare day as the whole question ("מחר?", "and thursday?", "שלישי?"); the thing asked about before "when"
("dentist when?", "אסיפת הורים מתי?"); "free" next to a day without "am I" ("שישי בבוקר free? רוצה להסתפר",
"friday morning free?", "פנוי שישי בבוקר?"); how full a window is ("מה המצב של השבוע, busy?", "השבוע עמוס?");
a sender who wrote, with no "me" ("did the bank write", "הבנק כתב?", "אמזון שלחו כבר tracking number?"); a thing
mail brings asked with "is there" ("is there an invoice from פרטנר this month", "יש חשבונית מפרטנר החודש?");
"unread" with no mail word ("יש unread מהיום?", "any unread?"); "what did Amir say in his last email". And the near
misses that keep their reading: a bare day with no "?", a report of what someone wrote, an authored document.
"""

from __future__ import annotations

import pytest

from tests.planning.reading import not_acted, not_read_as, reads_as


@pytest.mark.parametrize("text, start, end", [
    ("מה הלוז שלי לשבוע הבא", "2026-11-29", "2026-12-06"),
    ("מה יש לי לשבוע הבא?", "2026-11-29", "2026-12-06"),
    ("מה התוכניות שלי לשבוע הבא?", "2026-11-29", "2026-12-06"),
    ("מה הלו\"ז לחודש הבא", "2026-12-01", "2027-01-01"),
    ("מה הלוז שלי לשבוע הזה", "2026-11-22", "2026-11-29"),
])
def test_window_said_with_for(text: str, start: str, end: str) -> None:
    args = reads_as(text, "calendar", "getEvents").args
    assert args["timeMin"].startswith(start) and args["timeMax"].startswith(end), args


@pytest.mark.parametrize("text, day", [
    ("באיזה שעה אסיפת ההורים ביום שלישי", "2026-11-24"),
    ("באיזה שעה הפגישה עם דני מחר", "2026-11-23"),
    ("באיזו שעה אסיפת ההורים ביום שלישי", "2026-11-24"),
])
def test_which_hour_either_gender(text: str, day: str) -> None:
    args = reads_as(text, "calendar", "getEvents").args
    assert args["timeMin"].startswith(day) and args["searchCriteria"]["summary"], args


@pytest.mark.parametrize("text, day", [
    ("מחר?", "2026-11-23"),
    ("ומחר?", "2026-11-23"),
    ("and tomorrow?", "2026-11-23"),
    ("thursday?", "2026-11-26"),
    ("tmrw?", "2026-11-23"),
    ("שלישי?", "2026-11-24"),
    ("ביום שלישי?", "2026-11-24"),
    ("מחר בערב?", "2026-11-23"),
    ("היום?", "2026-11-22"),
])
def test_bare_day_asked(text: str, day: str) -> None:
    assert reads_as(text, "calendar", "getEvents").args["timeMin"].startswith(day)


@pytest.mark.parametrize("text", ["מחר", "שני?", "tomorrow"])
def test_bare_day_not_asked(text: str) -> None:
    not_read_as(text, "calendar")


@pytest.mark.parametrize("text, summary", [
    ("dentist when?", "dentist"),
    ("when dentist?", "dentist"),
    ("dentist - when?", "dentist"),
    ("the meeting with dana when?", "meeting with dana"),
    ("אסיפת הורים מתי?", "אסיפת הורים"),
])
def test_thing_then_when(text: str, summary: str) -> None:
    assert reads_as(text, "calendar", "getEvents").args["searchCriteria"]["summary"] == summary


@pytest.mark.parametrize("text", ["pay rent when?", "call dana when?", "mom when?"])
def test_when_after_no_event(text: str) -> None:
    not_read_as(text, "calendar")


@pytest.mark.parametrize("text, start", [
    ("שישי בבוקר free? רוצה להסתפר", "2026-11-27T06:00"),
    ("friday morning free?", "2026-11-27T06:00"),
    ("פנוי שישי בבוקר?", "2026-11-27T06:00"),
    ("free thu 3?", "2026-11-26T15:00"),
])
def test_free_next_to_a_day(text: str, start: str) -> None:
    assert reads_as(text, "calendar", "checkConflicts").args["start"].startswith(start)


def test_free_with_no_day() -> None:
    not_read_as("dana free?", "calendar")


@pytest.mark.parametrize("text, day", [
    ("מה המצב של השבוע, busy?", "2026-11-22"),
    ("השבוע עמוס?", "2026-11-22"),
    ("מחר עמוס?", "2026-11-23"),
    ("tomorrow busy?", "2026-11-23"),
    ("how's the week looking, busy?", "2026-11-22"),
    ("what's my week like", "2026-11-22"),
])
def test_how_full(text: str, day: str) -> None:
    assert reads_as(text, "calendar", "getEvents").args["timeMin"].startswith(day)


def test_how_are_you_today_is_not_the_calendar() -> None:
    not_read_as("מה המצב היום?", "calendar")
    not_read_as("מה המצב השבוע?", "calendar")


@pytest.mark.parametrize("text, term", [
    ("did the bank write", "from:bank"),
    ("has the bank written yet?", "from:bank"),
    ("did dana write?", "from:dana"),
    ("הבנק כתב?", "from:בנק"),
    ("האם דנה כתבה לי משהו?", "from:דנה"),
    ("אמזון שלחו כבר tracking number?", "tracking number"),
    ("אמזון שלחו את החשבונית?", "חשבונית"),
    ("רואה החשבון שלח כבר את הדוח?", "דוח"),
])
def test_sender_wrote(text: str, term: str) -> None:
    assert term in reads_as(text, "gmail", "search").args["query"]


@pytest.mark.parametrize("text", ["did he write", "did I write", "מי כתב?", "הבנק כתב לי שהחשבון נסגר"])
def test_no_sender_or_a_report(text: str) -> None:
    not_read_as(text, "gmail")


def test_authored_document_is_not_mail() -> None:
    not_acted("דני כתב את הדוח?")


@pytest.mark.parametrize("text, terms", [
    ("is there an invoice from פרטנר this month", ("from:פרטנר", "after:2026/11/01")),
    ("any receipt from the dentist?", ("from:dentist", "receipt")),
    ("is there a bill from the electric company", ("electric company", "bill")),
    ("יש חשבונית מפרטנר החודש?", ("from:פרטנר", "חשבונית")),
    ("האם הגיע אישור מהמלון?", ("from:מלון", "אישור")),
])
def test_is_there_a_document(text: str, terms: tuple[str, ...]) -> None:
    query = reads_as(text, "gmail", "search").args["query"]
    assert all(term in query for term in terms), query


@pytest.mark.parametrize("text, term", [
    ("יש unread מהיום?", "after:2026/11/22"),
    ("any unread?", "is:unread"),
    ("unread today?", "after:2026/11/22"),
    ("יש לי unread?", "is:unread"),
])
def test_unread_without_mail_word(text: str, term: str) -> None:
    query = reads_as(text, "gmail", "search").args["query"]
    assert "is:unread" in query and term in query, query


@pytest.mark.parametrize("text, who", [
    ("what did Amir say in his last email", "from:Amir"),
    ("what did the bank say in their latest email", "from:bank"),
    ("what did dana say in the email", "from:dana"),
])
def test_what_did_they_say_in_email(text: str, who: str) -> None:
    assert reads_as(text, "gmail", "read").args["query"] == who


def test_what_did_they_say_without_email_is_not_mail() -> None:
    not_read_as("what did dana say", "gmail")
