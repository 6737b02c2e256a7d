"""Tasks round 34: which operation. A report of a task done by someone else (or "עשיתי X" without "את") marked in
the same message; several to-dos under a heading with an undated stretch ("todo for this week:") or a counted
heading whose items have their own hours ("2 things for tomorrow: call the clinic at 9, and ..."); all tasks
wiped with a reason that says when something new starts; and what Memo cannot do: order goods, or book a place in
someone else's class.

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem (Mon 23 ... Sat 28).
"""

from __future__ import annotations

import pytest

from tests.planning.reading import acted, not_read_as, plan, reads_as


def _asked(text: str) -> None:
    intent = plan(text)
    assert not acted(intent), (text, intent and intent.decided_by, intent and intent.args)


# -- a task done by someone else, or "עשיתי X", marked done in the same message ------------------------------------
@pytest.mark.parametrize(("text", "words"), [
    ("האינסטלטור היה פה וסידר את הברז במטבח סוף סוף 🙏 תסמני שבוצע", "ברז"),
    ("החשמלאי הגיע ותיקן את השקע בסלון, תסמני שבוצע", "שקע"),
    ("דנה אספה את הכביסה מהמכבסה, אפשר לסמן", "כביסה"),
    ("the plumber came and fixed the kitchen tap, you can mark it done", "kitchen tap"),
    ("Dana picked up the dry cleaning, mark it as done", "dry cleaning"),
    ("the technician installed the router this morning, you can tick it off", "router"),
    ("עשיתי בדיקות דם ✅ אפשר לסמן", "בדיקות דם"),
    ("כבר עשיתי צילום חזה, תסמני שבוצע", "צילום חזה"),
])
def test_done_by_someone_else_and_marked_completes(text: str, words: str) -> None:
    intent = reads_as(text, "database", "complete")
    assert words in intent.args["text"], intent.args


@pytest.mark.parametrize("text", [
    "האינסטלטור היה פה וסידר את הברז במטבח סוף סוף",  # news, no mark asked for
    "the plumber came and fixed the kitchen tap",
    "עשיתי בדיקות דם",
    "האינסטלטור לא סידר את הברז, תסמני שבוצע",  # denied
    "האינסטלטור עוד לא תיקן את הברז, אפשר לסמן",
])
def test_report_without_mark_or_denied_completes_nothing(text: str) -> None:
    intent = plan(text)
    assert not (acted(intent) and intent is not None and intent.args.get("operation") == "complete"), (text, intent)


# -- several to-dos under a heading -----------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "texts"), [
    ("todo for this week: ask Partner when the fiber tech can come, compare fridge prices (Shekem vs Machsanei "
     "Hashmal), get 2 more quotes for the parquet", ["ask Partner when the fiber tech can come",
                                                     "compare fridge prices (Shekem vs Machsanei Hashmal)",
                                                     "get 2 more quotes for the parquet"]),
    ("to do this week: call mom, buy milk", ["call mom", "buy milk"]),
    ("tasks for the week: renew the passport, book the vet, pay arnona",
     ["renew the passport", "book the vet", "pay arnona"]),
    ("משימות לשבוע הזה: להתקשר לאמא, לקנות חלב", ["להתקשר לאמא", "לקנות חלב"]),
    ("add tasks for this week: call mom, buy milk", ["call mom", "buy milk"]),
    ("תוסיפי משימות לשבוע הזה: להתקשר לאמא, לקנות חלב", ["להתקשר לאמא", "לקנות חלב"]),
])
def test_undated_stretch_heading_makes_undated_tasks(text: str, texts: list[str]) -> None:
    intent = reads_as(text, "database", "createMultiple")
    assert [t["text"] for t in intent.args["tasks"]] == texts, intent.args
    assert not any(t.get("dueDate") for t in intent.args["tasks"]), intent.args


def test_undated_stretch_single_task_keeps_only_its_words() -> None:
    intent = reads_as("add a task for this week: renew the car insurance", "database", "create")
    assert intent.args["text"] == "renew the car insurance"


@pytest.mark.parametrize(("text", "dues"), [
    ("2 things for tomorrow: call the fertility clinic at 9 re: the protocol, and pick up the Gonal-F from the "
     "pharmacy on the way home", ["2026-11-23T09:00", "2026-11-23T09:00"]),
    ("2 things for tomorrow: call the bank at 11, and pick up the dry cleaning",
     ["2026-11-23T11:00", "2026-11-23T09:00"]),
    ("3 things for friday: call the vet at 10, buy dog food, pick up the kids at 4",
     ["2026-11-27T10:00", "2026-11-27T09:00", "2026-11-27T16:00"]),
    ("2 דברים למחר: להתקשר למרפאה ב-11 בבוקר, ולאסוף תרופות מהבית מרקחת", ["2026-11-23T11:00", "2026-11-23T09:00"]),
    ("מחר צריך: להתקשר לבנק ב-10, לאסוף את הכביסה", ["2026-11-23T10:00", "2026-11-23T09:00"]),
    ("tomorrow i need to: call the bank at 11, pick up the dry cleaning", ["2026-11-23T11:00", "2026-11-23T09:00"]),
])
def test_counted_heading_items_keep_their_own_hour(text: str, dues: list[str]) -> None:
    intent = reads_as(text, "database", "createMultiple")
    assert [t["dueDate"][:16] for t in intent.args["tasks"]] == dues, intent.args
    assert not any(re_at in t["text"] for t in intent.args["tasks"] for re_at in (" at ", " ב-")), intent.args


@pytest.mark.parametrize("text", [
    "2 things for tomorrow: meeting with dana at 9, and pick up the dry cleaning",  # not all errands: asked
    "2 things for tomorrow: call the bank on friday at 9, and pick up the dry cleaning",  # another day
])
def test_counted_heading_is_never_one_event(text: str) -> None:
    not_read_as(text, "calendar")


def test_a_bare_day_over_hours_is_still_not_read_as_todos() -> None:
    intent = plan("tomorrow: call dan at 5, pay the bill at 7")
    assert not (acted(intent) and intent is not None and intent.args.get("operation") == "createMultiple")


def test_heading_with_its_own_hour_still_shares_it() -> None:
    intent = reads_as("3 things for tmrw: sign the form, pick up meds, לתדלק", "database", "createMultiple")
    assert {t["dueDate"][:16] for t in intent.args["tasks"]} == {"2026-11-23T09:00"}


# -- all tasks wiped, with when something new starts as the reason ------------------------------------------------
@pytest.mark.parametrize("text", [
    "wipe all my tasks, new training block starts monday and I want a clean slate 🙃",
    "delete all my tasks, the semester starts on sunday so I want to start fresh",
    "clear all my reminders, new job starts next week and none of them make sense anymore",
    "תמחקי את כל המשימות שלי, הסמסטר מתחיל ביום ראשון ואני רוצה דף חדש",
])
def test_wipe_with_a_new_start_as_reason(text: str) -> None:
    intent = reads_as(text, "database", "deleteAll")
    assert intent.risk == "high"


@pytest.mark.parametrize("text", [
    "wipe all my tasks, monday",
    "delete all my reminders from monday, new block starts and I want a clean slate",
    "delete all my tasks except the ones on monday, new block starts and i want a clean slate",
])
def test_wipe_narrowed_by_a_day_is_not_all(text: str) -> None:
    intent = plan(text)
    assert not (acted(intent) and intent is not None and intent.args.get("operation") == "deleteAll"), text


# -- what Memo cannot do: order goods, book a place in someone else's class ---------------------------------------
@pytest.mark.parametrize("text", [
    "order 30 medium boxes from the moving company for tuesday",
    "order 2 cases of water for the office for thursday",
    "pls order me a new phone charger from amazon",
    "order more printer ink online by friday",
    "could you order us some pizzas for tonight",
    "תזמין לנו עוד קרטונים מחברת ההובלות ליום שלישי",
    "book me a spot ל-spin של 7 בבוקר מחר",
    "book me a place in the pilates class on thursday at 6",
    "reserve me a bike at the 6:30 spin on wednesday",
    "save me a spot in the 8am bootcamp tmrw",
    "תשרייני לי מקום בספינינג של 7 מחר",
    "תזמיני לי מקום בחוג יוגה ביום חמישי",
])
def test_orders_and_places_elsewhere_are_asked(text: str) -> None:
    _asked(text)


@pytest.mark.parametrize(("text", "capability", "operation"), [
    ("order the cake on thursday", "database", "create"),  # a note to oneself: a reminder to order
    ("order pizza tonight at 8", "database", "create"),
    ("remind me to order 30 boxes from the moving company on tuesday", "database", "create"),
    ("need to order 30 boxes from the moving company by tuesday", "database", "create"),
    ("להזמין 30 קרטונים מחברת ההובלות ליום שלישי", "database", "create"),
    ("book a spot for deep work tomorrow at 9", "calendar", "create"),  # the user's own time
    ("book a spot at 9 tomorrow for deep work", "calendar", "create"),
    ("book me a place in my calendar for the spin class tomorrow at 7", "calendar", "create"),
    ("book a meeting with dana tomorrow at 3", "calendar", "create"),
])
def test_near_misses_keep_their_reading(text: str, capability: str, operation: str) -> None:
    reads_as(text, capability, operation)
