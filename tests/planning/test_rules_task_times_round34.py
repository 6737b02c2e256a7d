"""Reminders' times, round 34: a named weekday at a bare 7 or 8 (morning or evening, placed by the words around it
or asked), the part of the day said with the hour when another clause has its own ("the bins go out monday morning,
so every sunday at 9 in the evening"), the reminder's own hour after a lead of days ("the day before at 6pm",
"יום לפני בשמונה בערב"), and a reason said with an adverb ("so I actually leave on time").

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem (Mon 23 ... Sat 28).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.planning.reading import case
from tests.planning.task_checks import check_task as check


# -- a named weekday at a bare 7 or 8 ------------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "תזכיר לי ביום רביעי בשבע להתקשר לאבי המוביל",
    "תזכיר לי ביום רביעי ב-7 ללכת לשחייה",
    "תזכירי לי בחמישי בשמונה לשלוח את הטופס",
    "תזכיר לי ביום ד' ב-8 להתקשר לבנק",
    "remind me wed at 8 to call the bank",
    "remind me thursday at 7 to call the mover",
    "remind me on tuesday at 8 to email dana",
    # the weekday taken back, or said as the day of what is reminded (were "at 8" in round 27 / spoken tests)
    "uh remind me on monday i mean tuesday at 8 to water the plants",
    "remind me at 8 the dentist is on tuesday",
    # a weekday named when it is tomorrow is planned as a weekday (labels br-026, bn-037): only "tomorrow" keeps 8am
    "please remind me on Monday at 8 to take the car to the garage - Moshe",
])
def test_named_weekday_at_bare_seven_or_eight_is_asked(text: str) -> None:
    check(text, {"op": "create", "missing": ["time"]})


@pytest.mark.parametrize(("text", "expect"), [
    # a clue of the morning keeps the hour, one of the evening moves it
    case("remind me wednesday at 7 before work to call avi", op="create", due="2026-11-25T07:00"),
    case("remind me wednesday at 7 to drop the kids at school", op="create", due="2026-11-25T07:00"),
    case("תזכיר לי ביום ד' ב-8 להוריד את נועה לגן", op="create", due="2026-11-25T08:00"),
    case("remind me wednesday at 7 after dinner to call avi", op="create", due="2026-11-25T19:00"),
    case("remind me wednesday at 8 to put the kids to bed", op="create", due="2026-11-25T20:00"),
    case("remind me on wednesday at 8 to light the candles", op="create", due="2026-11-25T20:00"),
    # said with its half of the day, its minutes, or another hour: as written
    case("תזכיר לי ביום רביעי בשבע בערב להתקשר לאבי", op="create", due="2026-11-25T19:00"),
    case("remind me wednesday at 7am to call avi", op="create", due="2026-11-25T07:00"),
    case("remind me wednesday at 7:30 to call avi", op="create", due="2026-11-25T07:30"),
    case("remind me wednesday at 9 to call avi", op="create", due="2026-11-25T09:00"),
    # a bare 6 on a named weekday is placed like 7 and 8 (round 35, labels bc-028, bb-071): with an evening clue
    case("remind me wednesday at 6 after work to call avi", op="create", due="2026-11-25T18:00"),
    # tomorrow keeps its hour; a moment counted back from, or with minutes (a weekday that is tomorrow is asked)
    case("my flight to Rome leaves Friday at 7:00 - remind me 4 hours before", op="create", due="2026-11-27T07:00",
         before="240 minutes"),
    case("תזכירי לי שעה לפני הטיסה, שהיא ביום שישי ב-7", op="create", due="2026-11-27T07:00", before="60 minutes"),
    case("צריך להחזיר את הספרים ביום רביעי, תזכירי לי באותו בוקר בשמונה", op="create", due="2026-11-25T08:00"),
    case("remind me tomorrow at 7 to call the mover", op="create", due="2026-11-23T07:00"),
    case("תזכיר לי מחר בשבע להתקשר לאבי", op="create", due="2026-11-23T07:00"),
    # the evening before the day: the hour is the reminder's
    case("נועה צריכה חולצה לבנה לטקס ביום חמישי, תזכירי לי ערב לפני ב-8", op="create", due="2026-11-25T20:00"),
])
def test_named_weekday_hour_placed_by_its_words(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# -- the part of the day said with the hour ------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("בבניין החדש מפנים זבל ביום שני בבוקר, אז כל יום ראשון ב9 בערב תזכירי לי להוציא את הפחים", op="create",
         text=["פחים"], rec={"type": "weekly", "time": "21:00", "days": [0]}),
    case("הגנן מגיע ביום חמישי בבוקר, אז כל רביעי בשמונה בערב תזכיר לי לפתוח את השער", op="create",
         rec={"type": "weekly", "time": "20:00", "days": [3]}),
    case("recycling is picked up tuesday morning so remind me every monday at 8 in the evening to put the blue bin "
         "out", op="create", rec={"type": "weekly", "time": "20:00", "days": [1]}),
    case("the cleaner comes friday morning, so every thursday at 9 at night remind me to tidy up", op="create",
         rec={"type": "weekly", "time": "21:00", "days": [4]}),
    # near miss: the part of the day is the hour's own
    case("כל יום ראשון ב9 בערב תזכירי לי להוציא את הפחים", op="create",
         rec={"type": "weekly", "time": "21:00", "days": [0]}),
])
def test_part_of_day_said_with_the_hour(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# -- the reminder's own hour after a lead of days ------------------------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("Have to give the keys back to Moshe (old landlord) on 1/12 at 10. remind me the day before at 6pm to round "
         "up all 4 sets of keys from everyone", op="create", text=["keys"], not_text=["6pm"], due="2026-11-30T18:00"),
    case("the meeting is on 1/12 at 10. remind me a day before at 6pm to prepare the slides", op="create",
         text=["slides"], due="2026-11-30T18:00"),
    case("the exam is on thursday at 9, remind me 2 days before at 8pm to start reviewing", op="create",
         text=["reviewing"], due="2026-11-24T20:00"),
    case("התור לאנדוקרינולוגית ב-2/12 ב11:00, תזכירי לי יום לפני בשמונה בערב להדפיס את טבלת הסוכרים", op="create",
         text=["טבלת הסוכרים"], not_text=["בשמונה"], due="2026-12-01T20:00"),
    case("הטיסה ב-8/12 ב-6 בבוקר, תזכיר לי יום לפני ב-9 בערב לארוז", op="create", text=["לארוז"],
         due="2026-12-07T21:00"),
    case("הבדיקה ב-3/12 בעשר, תזכירי לי יום קודם בשבע בערב לצום", op="create", text=["לצום"],
         due="2026-12-02T19:00"),
    case("יש לי מבחן ביום חמישי ב-9, תזכיר לי יומיים לפני ב-20:00 להתחיל ללמוד", op="create", text=["ללמוד"],
         due="2026-11-24T20:00"),
    case("התור ב-2/12 ב11:00, תזכירי לי ערב לפני ב-8 להדפיס את הטבלה", op="create", exact_text="להדפיס את הטבלה",
         due="2026-12-01T20:00"),
    # near misses: no hour of its own (the moment's hour, the day before), a lead of hours
    case("the dentist on thursday at 4, remind me an hour before", op="create", due="2026-11-26T16:00",
         before="60 minutes"),
    case("remind me the night before the trip on 5/12 to pack", op="create", due="2026-12-04T21:00"),
])
def test_own_hour_after_days_before(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# -- the reason said with an adverb --------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("fasting blood work wed 7:45 at Maccabi. remind me 45 min before so I actually leave on time", op="create",
         text=["blood work"], due="2026-11-25T07:45", before="45 minutes"),
    case("dentist thursday 4:30 at the clinic, remind me half an hour before so i really get there on time",
         op="create", text=["dentist"], due="2026-11-26T16:30", before="30 minutes"),
    case("remind me tomorrow at 9 to tell dana so i actually leave on time", op="create", exact_text="tell dana"),
    case("remind me tomorrow at 5 to call mom so i actually remember to ask about the car", op="create",
         text=["call mom"]),
])
def test_reason_with_an_adverb_is_no_task(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)
