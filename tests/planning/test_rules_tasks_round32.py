"""Reminders of the week's rhythm and the family's care: a routine's hour placed by the prayer it is for, the
schedule said again as "שבוע שבוע", what is always forgotten named before "remind me", what is given named before
"give her", a thing said placed and then marked done, and a reminder called off before the message ends.

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.planning.reading import acted, case, plan
from tests.planning.task_checks import check_task as check


# -- a routine at a bare 6:45 placed by the prayer or the morning it is for -----------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("בימי שני וחמישי ב-6:45 remind me to leave for shacharis, they lein and I can't be late", op="create",
         text=["shacharis"], rec={"type": "weekly", "time": "06:45", "days": [1, 4]}),
    case("every monday and thursday at 6:45 remind me to leave for shacharis", op="create",
         rec={"type": "weekly", "time": "06:45", "days": [1, 4]}, due="2026-11-23T06:45"),
    case("כל יום ב-6:30 תזכירי לי לצאת לשחרית", op="create", rec={"type": "daily", "time": "06:30"}),
    case("every day at 6:15 remind me to take my pills before work", op="create",
         rec={"type": "daily", "time": "06:15"}),
    case("כל יום ב-6:30 תזכירי לי לצאת למנחה", op="create", rec={"type": "daily", "time": "18:30"}),
    case("every day at 6:30 remind me to go to mincha", op="create", rec={"type": "daily", "time": "18:30"}),
])
def test_routine_hour_placed_by_its_prayer(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


def test_routine_hour_without_a_clue_is_still_asked() -> None:
    check("every day at 6:30 remind me to walk the dog", {"op": "create", "missing": ["time"]})


# -- the schedule said again as a bare "week after week", and what is always forgotten -----------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("אני תמיד שוכחת פרחים לשבת... תזכירי לי בכל שישי בעשר בבוקר, שבוע שבוע", op="create",
         exact_text="פרחים לשבת", rec={"type": "weekly", "time": "10:00", "days": [5]}),
    case("תזכירי לי כל יום שני בשמונה לשים זבל, שבוע שבוע", op="create", exact_text="לשים זבל",
         rec={"type": "weekly", "days": [1]}),
    case("remind me every friday at 10 to buy flowers, week after week", op="create", exact_text="buy flowers",
         rec={"type": "weekly", "time": "10:00", "days": [5]}),
    case("remind me every day at 8 to take my pill, day after day", op="create", exact_text="take my pill",
         rec={"type": "daily", "time": "08:00"}),
    case("i always forget the flowers for shabbat, remind me every friday at 10am", op="create",
         exact_text="the flowers for shabbat", rec={"type": "weekly", "days": [5]}),
    case("i keep forgetting to buy challah, remind me every friday at 9", op="create", exact_text="buy challah"),
])
def test_schedule_said_again_and_what_is_forgotten(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


def test_forgetting_with_nothing_named_asks_what() -> None:
    check("i always forget, remind me every friday at 10", {"op": "create", "missing": ["text"]})


# -- what is given, named before "give her" ----------------------------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("סבתא צריכה את האנטיביוטיקה כל 8 שעות, תזכירי לי לתת לה", op="create",
         exact_text="לתת לה את האנטיביוטיקה", nudge="480 minutes"),
    case("הכלב צריך את הכדור כל ערב בשמונה, תזכיר לי לתת לו", op="create", exact_text="לתת לכלב את הכדור",
         rec={"type": "daily", "time": "20:00"}),
    case("נועה שכחה את המחברת אצלנו, תזכירי לי מחר בשבע להביא לה", op="create", exact_text="להביא לה את המחברת"),
    case("grandma needs the antibiotics every 8 hours, remind me to give her", op="create",
         exact_text="give her the antibiotics", nudge="480 minutes"),
    case("the baby needs the drops every 4 hours, remind me to give them to her", op="create",
         exact_text="give the drops to the baby"),
])
def test_thing_given_named_before(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


def test_give_with_nothing_named_before_asks_what() -> None:
    check("תזכירי לי לתת לה", {"op": "create", "missing": ["text", "dueDate"]})


# -- a thing said placed or confirmed, then marked done ----------------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("kiddush order for Shabbos is placed, mark that task done", op="complete", text=["kiddush"]),
    case("the kiddush order is placed, mark it done", op="complete", text=["kiddush order"]),
    case("the cake order was placed, you can mark it done", op="complete", text=["cake order"]),
    case("the caterer is confirmed, mark that task as done", op="complete", text=["caterer"]),
    case("the gift is bought, stop reminding me", op="complete", text=["gift"]),
])
def test_placed_then_marked_done(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


@pytest.mark.parametrize("text", ["the order is placed", "the order is placed, thanks"])
def test_placed_alone_completes_nothing(text: str) -> None:
    intent = plan(text)
    assert intent is None or intent.args.get("operation") != "complete", intent and intent.args


# -- a reminder called off before the message ends --------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "תזכירי לי מחר בעשר להתקשר לאולם... לא רגע, עזבי, אני אדבר איתם בעצמי אחרי התפילה",
    "תזכיר לי ביום שישי להזמין חלות, בעצם עזוב, אשתי כבר הזמינה",
    "remind me at 5 to call the caterer... actually never mind, I will go there myself",
    "remind me tomorrow to call the shul office, wait, forget it, I will see them on shabbos",
])
def test_reminder_called_off_is_asked(text: str) -> None:
    intent = plan(text)
    assert intent is not None and not acted(intent) or (intent is not None and intent.capability == "general"), \
        intent and intent.args
    assert intent is not None and intent.args.get("operation") != "create", intent.args


@pytest.mark.parametrize(("text", "expect"), [
    case("remind me tomorrow at 9 to call dana, she will forget otherwise", op="create", exact_text="call dana",
         due="2026-11-23T09:00"),
    case("תזכירי לי להתקשר לדנה, לא משנה מה היא תגיד", op="create", text=["להתקשר לדנה"], missing=["dueDate"]),
])
def test_near_miss_not_called_off(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)
