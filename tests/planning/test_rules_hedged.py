"""A request wrapped in hedges and politeness, read as the request it is (hedged.py).

"do you think you could …", "would you mind seeing if …", "it'd be great if something pinged me at 4 to …",
"נראה לי שאפשר לסמן …", "אולי אפשר להזיז …", "אם לא אכפת לך תשמור את זה: …": the wrapper is left out and the request
read. A wish for a reminder ("a heads up half an hour before would be great", "תזכורת שעה לפני תהיה ממש נחמדה") is
a reminder, not an event of the appointment named with it. A hedge that leaves the request unclear ("I guess I should
do something about …", "maybe just delete it? idk") is still asked about.

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

import pytest

from memo.planning.rules.hedged import as_asked
from tests.planning.reading import not_acted, reads_as


@pytest.mark.parametrize(("text", "capability", "operation"), [
    ("נראה לי שאפשר לסמן את המשימה של החלפת הנורה במקלחת כבוצעה", "database", "complete"),
    ("אולי אפשר להזיז את הפגישה עם רואה החשבון משלישי לרביעי, באותה שעה?", "calendar", "update"),
    ("could you maybe throw sunscreen and a phone charger on the packing list", "database", "addItem"),
    ("would it be possible to get a reminder every tuesday and thursday at 7am to put the bins out",
     "database", "create"),
    ("it'd be great if something pinged me at 4 today to move the laundry to the dryer", "database", "create"),
    ("I was wondering whether I'm free on wednesday between 1 and 3", "calendar", "checkConflicts"),
    ("אם לא אכפת לך תשמור את זה: the landlord is Moshe Azulay, 052-7781234", "second-brain", "store"),
    ("יש מצב שאני פנוי ביום חמישי אחרי הצהריים בין 4 ל-6?", "calendar", "checkConflicts"),
    ("אני חושבת שכדאי לשמור שמספר הלוקר שלי בבריכה הוא 218", "second-brain", "store"),
])
def test_hedged_request_is_read(text: str, capability: str, operation: str) -> None:
    reads_as(text, capability, operation)


@pytest.mark.parametrize(("text", "due", "lead", "about"), [
    ("parent-teacher meeting is tuesday at 17:30 and I'd love a heads up half an hour before if possible",
     "2026-11-24T17:30", "30 minutes", "parent-teacher"),
    ("יש לי פיזיו מחר ב-15:00, תזכורת שעה לפני תהיה ממש נחמדה", "2026-11-23T15:00", "60 minutes", "פיזיו"),
])
def test_wish_for_a_heads_up_is_a_reminder(text: str, due: str, lead: str, about: str) -> None:
    intent = reads_as(text, "database", "create")
    assert intent.args["dueDate"].startswith(due) and intent.args.get("reminder") == lead
    assert about in intent.args["text"]


def test_reminder_said_as_a_condition() -> None:
    intent = reads_as("אני כל הזמן שוכח לקחת את הכדור של לחץ הדם, אם תזכיר לי כל ערב בתשע זה יעזור לי",
                      "database", "create")
    assert "כדור" in intent.args["text"] and intent.args["reminderRecurrence"]["time"] == "21:00"


@pytest.mark.parametrize("text", [
    "I guess I should do something about the dentist thing before friday",
    "maybe just delete it? idk anymore",
    "אולי כדאי לעשות משהו עם התזכורות של שבוע הבא?",
])
def test_unclear_hedge_is_asked(text: str) -> None:
    not_acted(text)


@pytest.mark.parametrize(("text", "asked"), [
    ("would you mind seeing if anything came in from the school", "see if anything came in from the school"),
    ("do you think you could add milk to the list?", "add milk to the list"),
    ("נראה לי שצריך להזיז את הפגישה למחר", "תזיזי את הפגישה למחר"),
    ("I was wondering if you still have the wifi password", "do you have the wifi password?"),
])
def test_hedge_taken_off(text: str, asked: str) -> None:
    found = as_asked(text)
    assert found is not None and found.text == asked


def test_plain_request_has_no_hedge() -> None:
    assert as_asked("remind me tomorrow at 9 to call dana") is None
