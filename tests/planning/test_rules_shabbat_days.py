"""The days around Shabbat as people name them: "Motzei Shabbat" / "מוצאי שבת" is Saturday evening, "erev Shabbos" /
"ערב שבת" is Friday (the day, not an evening; its hour depends on when Shabbat comes in, so none is guessed).

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

import pytest

from tests.planning.reading import acted, plan
from tests.planning.task_checks import check_task as check


@pytest.mark.parametrize(("text", "task", "due"), [
    ("remind me Motzei Shabbat at 8:30 to call the caterer", "call the caterer", "2026-11-28T20:30"),
    ("remind me motzaei shabbos at 9 to call mom", "call mom", "2026-11-28T21:00"),
    ("remind me motzash at 8 to take out the trash", "take out the trash", "2026-11-28T20:00"),
    ("תזכירי לי במוצאי שבת בשמונה וחצי להתקשר לקייטרינג", "להתקשר לקייטרינג", "2026-11-28T20:30"),
    ("remind me erev shabbos at 2 to buy flowers", "buy flowers", "2026-11-27T14:00"),
    ("remind me on erev shabbat at 11 to pick up the challah", "pick up the challah", "2026-11-27T11:00"),
    ("תזכירי לי בערב שבת ב-2 לקנות פרחים", "לקנות פרחים", "2026-11-27T14:00"),
])
def test_the_days_around_shabbat(text: str, task: str, due: str) -> None:
    check(text, {"op": "create", "exact_text": task, "due": due})


def test_lighting_candles_on_erev_shabbat_is_never_set_for_tonight() -> None:
    intent = plan("תזכירי לי בערב שבת להדליק נרות")
    assert not acted(intent) or "2026-11-27" in str(intent.args.get("dueDate")), intent and intent.args


@pytest.mark.parametrize(("text", "due"), [
    ("תזכירי לי ביום שבת בערב להתקשר לסבתא", "2026-11-28T19:00"),  # Saturday, in the evening
    ("remind me saturday night at 9 to call mom", "2026-11-28T21:00"),
    ("remind me this evening at 8 to call mom", "2026-11-22T20:00"),  # "evening" alone is still tonight
])
def test_near_misses_keep_their_reading(text: str, due: str) -> None:
    check(text, {"op": "create", "due": due})


@pytest.mark.parametrize(("text", "items"), [
    ("for erev shabbat we need wine candles and cottage, put them on the shopping list",
     ["wine", "candles", "cottage"]),
])
def test_erev_shabbat_as_the_occasion_is_no_time(text: str, items: list[str]) -> None:
    intent = plan(text)
    assert intent is not None and acted(intent) and intent.args.get("items") == items, intent and intent.args


@pytest.mark.parametrize("text", ["Good Shabbos!", "gut shabbes", "shabbat shalom memo", "Shavua tov!", "שבת שלום"])
def test_shabbat_greetings_are_small_talk(text: str) -> None:
    intent = plan(text)
    assert intent is not None and intent.capability == "general" and acted(intent), intent
