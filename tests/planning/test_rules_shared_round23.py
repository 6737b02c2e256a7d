"""The reading layers shared by every grammar: days left out of a repeating reminder, a part of the day ruled out,
a day taken back at the end of the message, and requests put as a question or a wish inside an aside.

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any
from zoneinfo import ZoneInfo

import pytest

from memo.planning.rules import asides, spoken
from memo.planning.timeexpr import parse_time_expression
from tests.planning.reading import case, not_acted
from tests.planning.task_checks import check_acted as check

NOW = datetime(2026, 11, 22, 9, 0, tzinfo=ZoneInfo("Asia/Jerusalem"))



# -- days left out of a daily or weekly reminder --------------------------------------------------------------------
LEFT_OUT = [
    case("remind me every day at 7 to walk the dog except fridays", op="create", text=["walk the dog"],
         not_text=["except"], rec={"type": "weekly", "time": "07:00", "days": [0, 1, 2, 3, 4, 6]}),
    case("remind me every morning to stretch except on sundays", op="create", text=["stretch"],
         rec={"type": "weekly", "days": [1, 2, 3, 4, 5, 6]}),
    case("remind me every day but saturday at 9 to check the mail", op="create", text=["check the mail"],
         rec={"type": "weekly", "time": "09:00", "days": [0, 1, 2, 3, 4, 5]}),
    case("תזכיר לי כל יום בשמונה להשקות את העציצים חוץ משבת", op="create", text=["להשקות"], not_text=["חוץ"],
         rec={"type": "weekly", "time": "08:00", "days": [0, 1, 2, 3, 4, 5]}),
    case("תזכירי לי כל ערב בתשע לסגור את הגז מלבד יום שישי", op="create", text=["לסגור את הגז"],
         rec={"type": "weekly", "time": "21:00", "days": [0, 1, 2, 3, 4, 6]}),
    case('תזכיר לי כל בוקר בשבע לקחת כדור חוץ מסופ"ש', op="create", text=["לקחת כדור"],
         rec={"type": "weekly", "time": "07:00", "days": [0, 1, 2, 3, 4]}),
]


@pytest.mark.parametrize(("text", "expect"), LEFT_OUT)
def test_days_left_out_of_a_daily_reminder(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


def test_a_day_left_out_of_the_work_week() -> None:
    found = parse_time_expression("every weekday except friday at 9", NOW)
    assert found is not None and found.recurrence is not None
    assert (found.recurrence.type, found.recurrence.days) == ("weekly", (1, 2, 3, 4))


@pytest.mark.parametrize("text", [
    "remind me every day at 8 to take the pills except weekends",  # whose weekend: Sat-Sun or Fri-Sat
    "remind me every other day at 8 to water the lawn except saturdays",  # an interval with a gap: not modelled
    "remind me every month on the 5th to pay except in december",
    "remind me every day except sunday monday tuesday wednesday thursday friday saturday at 8 to run",
])
def test_days_left_out_that_cannot_be_modelled_are_asked(text: str) -> None:
    not_acted(text)


@pytest.mark.parametrize("text", [
    "call mom but friday is busy",
    "remind me on friday to tell dan it is not monday",
    "the store is open every day but friday was a holiday",
])
def test_but_before_a_weekday_in_a_sentence_leaves_nothing_out(text: str) -> None:
    found = parse_time_expression(text, NOW)
    assert found is None or found.recurrence is None or found.recurrence.type != "weekly" \
        or len(found.recurrence.days) != 6, found


# -- a part of the day ruled out ------------------------------------------------------------------------------------
RULED_OUT = [
    case("remind me tmrw to pick up the parcel, not in the morning, around 3", op="create", text=["pick up the parcel"],
         due="2026-11-23T15:00"),
    case("remind me tomorrow at 9 not at night to call the bank", op="create", text=["call the bank"],
         due="2026-11-23T09:00"),
    case("תזכירי לי מחר בחמש לא בבוקר לאסוף את הילדים", op="create", text=["לאסוף את הילדים"],
         due="2026-11-23T17:00"),
    case("תזכיר לי ביום שלישי בעשר לא בלילה להזמין תור", op="create", text=["להזמין תור"], due="2026-11-24T10:00"),
]


@pytest.mark.parametrize(("text", "expect"), RULED_OUT)
def test_an_hour_is_read_in_the_part_of_the_day_left(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


@pytest.mark.parametrize("text", [
    "remind me tomorrow not in the morning to call the vet",  # no hour: which one is the user's to say
    "תזכירי לי מחר לא בבוקר להתקשר לגנן",
])
def test_a_part_of_the_day_ruled_out_with_no_hour_is_asked(text: str) -> None:
    not_acted(text)


def test_a_part_of_the_day_said_plainly_is_unchanged() -> None:
    found = parse_time_expression("tomorrow at 4 in the morning", NOW)
    assert found is not None and found.when is not None and found.when.hour == 4


# -- a day taken back at the end ------------------------------------------------------------------------------------
TAKEN_BACK = [
    case("remind me on the 12th to book the vet... wait no the 14th", op="create", text=["book the vet"],
         not_text=["wait", "14th"], due="2026-12-14T09:00"),
    case("remind me on thursday to send the invoice.. sorry friday", op="create", text=["send the invoice"],
         not_text=["sorry"], due="2026-11-27T09:00"),
    case("תזכיר לי ביום חמישי לשלם לגנן.. לא רגע שישי", op="create", text=["לשלם לגנן"], not_text=["רגע"],
         due="2026-11-27T09:00"),
    case("תזכירי לי ברביעי לקבוע תור לרופא, בעצם חמישי", op="create", text=["תור לרופא"], not_text=["בעצם"],
         due="2026-11-26T09:00"),
]


@pytest.mark.parametrize(("text", "expect"), TAKEN_BACK)
def test_a_day_taken_back_at_the_end_is_the_one_meant(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


@pytest.mark.parametrize("text", [
    "remind me on monday to call dana and on tuesday to call yoav.. no wait wednesday",  # which day it corrects?
    "remind me to pay the rent.. wait no friday",  # no day said before
    "remind me on the 3rd to renew the passport.. wait no, also the visa",  # not a day
    "remind me on friday to buy flowers, no wait",
    "remind me on friday to tell him no sunday works",  # not said as a correction
    "move the plumber to thursday at 5 he said he can't make it wednesday",  # "make it" with no pause
    "תזכיר לי ביום שני להגיד לדני שזה לא רגע טוב חמישי",  # more words after the day
])
def test_a_late_word_that_is_no_plain_correction_changes_nothing(text: str) -> None:
    said = spoken.as_meant(text)
    assert said is None or "taken back at the end" not in said.why, said


# -- requests put as a question or a wish are never asides ----------------------------------------------------------
@pytest.mark.parametrize("clause", [
    "תוכלי לשלוח לדנה את הסיכום של הפגישה",
    "ואם תוכל גם להוסיף את זה ליומן שלי",
    "אפשר להזיז את זה ליום אחר בבקשה",
    "i want the whole list sorted by date",
    "i'd like a copy of that in my notes",
])
def test_a_request_put_as_a_question_or_a_wish_is_not_an_aside(clause: str) -> None:
    assert asides._plain(clause), clause


@pytest.mark.parametrize("clause", [
    "friends are coming over tonight for dinner",
    "החברים של הבן שלי מגיעים הערב",
    "i wanted to go but it rained all day yesterday",
])
def test_a_remark_may_still_be_an_aside(clause: str) -> None:
    assert not asides._plain(clause), clause
