"""Facts told to keep, updated, and asked about (notes_told_to_keep.py).

Shapes covered: a lead that names the notes with no colon rule of its own ("note this down:", "note for the
future:", "שמור לי:", "תרשמי לזיכרון ש..."), a time inside the fact being part of it; "fyi" / "just so you know" /
"תשמרי את זה" around a fact with a price, a name or a number; "remember we paid ..."; a name and a phone number;
updates of what was saved ("update the X i saved, ...", "תעדכני את מה ששמרתי על X, ...", "..., תעדכני את מה
ששמרת"); "when is X's next shot?"; "case number" as a kept fact. Near misses: news of a meeting after "fyi", a
reminder with a price, "remember to ...", a calendar change, a calendar question.
"""

from __future__ import annotations

import pytest

from tests.planning.reading import not_read_as, reads_as


@pytest.mark.parametrize("text, kept", [
    ("note this down: the lodge is Mitzpe Hayamim, reservation 55102, check in from 2pm", "55102"),
    ("write this down: the insurance agent is Rina, 054-3332211", "054-3332211"),
    ("note for the future: the accountant charges 900 for the quarterly report", "900"),
    ("שמור לי: מספר התיק בביטוח לאומי 3321987", "3321987"),
    ("תרשמי לזיכרון שהמנוי לבריכה מתחדש תמיד בינואר", "המנוי לבריכה"),
    ("fyi the gardener comes every second monday, his name is Moshe and he charges 300", "Moshe"),
    ("the piano lessons are 150 each, paid on the 1st, just so you know", "piano"),
    ("המורה לפסנתר לוקחת 200 לשיעור לכל הערב, תשמרי את זה", "200"),
    ("remember we gave the nanny a 500 shekel bonus in october", "bonus"),
    ("the electrician's name is Kobi, 050-1234567, my sister uses him", "050-1234567"),
    ("תזכרי שהבן שלי לא אוכל בוטנים, בשביל רשימות הקניות", "בוטנים"),
])
def test_fact_told_to_keep(text: str, kept: str) -> None:
    intent = reads_as(text, "second-brain", "store")
    assert kept in intent.args["text"]
    assert not intent.args["text"].startswith("ש")


@pytest.mark.parametrize("text, query, new", [
    ("update the gardener fee i saved, he raised it to 350", "gardener", "350"),
    ("update the plumber's number, it's now 052-4445566", "plumber", "052-4445566"),
    ("תעדכני את מה ששמרתי על הגנן, הוא עכשיו לוקח 350", "הגנן", "350"),
    ("עדכון: המורה לפסנתר מגיעה עכשיו בימי רביעי, תעדכני את מה ששמרת", "המורה לפסנתר", "רביעי"),
])
def test_saved_fact_updated(text: str, query: str, new: str) -> None:
    intent = reads_as(text, "second-brain", "update")
    assert query in intent.args["query"] and new in intent.args["text"]


@pytest.mark.parametrize("text, words", [
    ("when is Max's next vaccine?", ("Max", "vaccine")),
    ("when is Bella's next flea treatment", ("Bella", "flea")),
    ("מתי החיסון הבא של מקס?", ("חיסון", "מקס")),
    ("מה ה file number של התביעה?", ("file number",)),
])
def test_own_fact_asked(text: str, words: tuple[str, ...]) -> None:
    intent = reads_as(text, "second-brain", "search")
    assert all(w in intent.args["query"] for w in words)


@pytest.mark.parametrize("text, capability", [
    ("fyi the meeting moved to 3pm", "second-brain"),
    ("remind me to pay the plumber 300 on thursday", "second-brain"),
    ("remember to pay the venue deposit on friday", "second-brain"),
    ("note this down: dinner with dana friday at 8pm", "second-brain"),
    ("when is my next dentist appointment?", "second-brain"),
    ("change the meeting to 4pm", "second-brain"),
    ("תרשמי לי משימה להחזיר את הספרים לספרייה", "second-brain"),
    ("תרשום לי להתקשר לחשמלאי עוד שעה", "second-brain"),
    ("אמזון שלחו כבר tracking number?", "second-brain"),
])
def test_not_a_fact_to_keep(text: str, capability: str) -> None:
    not_read_as(text, capability)


def test_reminder_keeps_its_reading() -> None:
    reads_as("remind me to pay the plumber 300 on thursday", "database", "create")
    reads_as("when is my next dentist appointment?", "calendar", "getEvents")
