"""Home and money admin: bills, warranties, renewals and tax papers, with the dates such errands are said in.

Shapes covered: one weekday of a named month ("the first Sunday of December", "השבת הראשונה של דצמבר", "the last
Friday of next month", timeexpr/nth_weekday.py), while "of the month" with no month named stays asked; a pronoun
standing for the bill the clause before names ("כל חודשיים מגיע חשבון המים, תזכירי לי לשלם אותו", "the water bill
comes every two months, remind me to pay it"), and a reminder counted back from a moment named before it keeping
that moment with its own errand ("בעוד שבועיים נגמרת האחריות על המדיח, תזכיר לי יומיים לפני … להזמין טכנאי",
task_said_of.py); an admin errand reported done, ticked where the command names a list ("שלחתי את הקבלות תרומה
לרו"ח, תסמני ברשימה", lists_done.py) and a task's report where it does not; a reminder of "that thing, you know"
asked about; a question about an email asked through "read me" ("תקריאי לי מה כתוב במייל האחרון מ…").

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memo.planning.timeexpr import parse_time_expression
from tests.planning.reading import not_acted, plan, reads_as

NOW = datetime(2026, 11, 22, 9, 0, tzinfo=ZoneInfo("Asia/Jerusalem"))


# -- one weekday of a named month ------------------------------------------------------------------------------------
@pytest.mark.parametrize("text, day", [
    ("the first Sunday of December", "2026-12-06"),
    ("on the last friday of next month", "2026-12-25"),
    ("the second tue in march", "2027-03-09"),
    ("השבת הראשונה של דצמבר", "2026-12-05"),
    ("ביום שישי האחרון בינואר", "2027-01-29"),
    ("בשני השני של החודש הבא", "2026-12-14"),
    ("the last friday of this month", "2026-11-27"),
])
def test_a_weekday_of_a_named_month_is_one_day(text: str, day: str) -> None:
    tm = parse_time_expression(text, NOW)
    assert tm is not None and not tm.ambiguous, (text, tm)
    assert str(tm.date_only or tm.when.date()) == day, (text, tm)


@pytest.mark.parametrize("text, note", [
    ("every first sunday of december", "unsupported_recurrence"),  # yearly: not modelled
    ("the fifth sunday of february", "impossible_date"),
    ("the first monday of this month", "past_date"),
    ("last friday of the month", "unsupported_recurrence"),  # no month named: once, or every month?
])
def test_a_weekday_of_a_month_that_cannot_be_one_day_is_asked(text: str, note: str) -> None:
    tm = parse_time_expression(text, NOW)
    assert tm is not None and tm.ambiguous and note in tm.notes, (text, tm)


@pytest.mark.parametrize("text, due, words", [
    ("remind me on the first Sunday of December ב-9 לחדש את המנוי לחניון", "2026-12-06T09:00", "לחדש את המנוי לחניון"),
    ("remind me on the last friday of next month to renew the car test", "2026-12-25T09:00", "renew the car test"),
    ("תזכירי לי בשבת הראשונה של דצמבר בעשר לשלם ארנונה", "2026-12-05T10:00", "לשלם ארנונה"),
    ("תזכיר לי ביום שישי האחרון בדצמבר להגיש את הדוח השנתי", "2026-12-25T09:00", "להגיש את הדוח השנתי"),
])
def test_reminder_on_a_weekday_of_a_named_month(text: str, due: str, words: str) -> None:
    args = reads_as(text, "database", "create").args
    assert args["dueDate"].startswith(due) and args["text"] == words, args


@pytest.mark.parametrize("text", [
    "last friday of the month remind me to do payroll",
    "תזכיר לי ביום שני הראשון של כל חודש לשלם לגנן",
])
def test_a_weekday_of_the_month_without_a_month_is_still_asked(text: str) -> None:
    not_acted(text)


# -- the bill the pronoun stands for ---------------------------------------------------------------------------------
@pytest.mark.parametrize("text, words", [
    ("כל חודשיים מגיע חשבון המים, תזכירי לי לשלם אותו", "לשלם את חשבון המים"),
    ("חשבון הארנונה מגיע כל חודשיים, תזכיר לי לשלם אותו", "לשלם את חשבון הארנונה"),
    ("ביום ראשון מגיעה החבילה מאמזון, תזכירי לי לאסוף אותה", "לאסוף את החבילה מאמזון"),
    ("the water bill comes every two months, remind me to pay it", "pay the water bill"),
    ("my car insurance expires on 15/12, remind me a week before to renew it", "renew my car insurance"),
    ("the parking permits expire on 1/1, remind me a week before to renew them", "renew the parking permits"),
])
def test_pronoun_named_as_the_bill_said_before(text: str, words: str) -> None:
    args = reads_as(text, "database", "create").args
    assert args["text"] == words, args


@pytest.mark.parametrize("text, kept", [
    # the pronoun does not agree with the thing: kept as written
    ("ביום ראשון מגיעה החבילה מאמזון, תזכירי לי לאסוף אותו", "אותו"),
    # something due to the user, not a thing the clause is about
    ("כל חודש מגיע לי החזר, תזכיר לי לבדוק אותו", "אותו"),
])
def test_pronoun_that_does_not_fit_is_not_replaced(text: str, kept: str) -> None:
    intent = plan(text)
    assert intent is not None and kept in intent.args.get("text", ""), intent and intent.args


# -- a lead counted back from a moment said first ---------------------------------------------------------------------
@pytest.mark.parametrize("text, due, errand, moment", [
    ("בעוד שבועיים נגמרת האחריות על המדיח, תזכיר לי יומיים לפני בעשר בבוקר להזמין טכנאי מהשירות",
     "2026-12-04T10:00", "להזמין טכנאי מהשירות", "מדיח"),
    ("the dishwasher warranty ends in two weeks, remind me two days before to call a technician",
     "2026-12-04T09:00", "call a technician", "dishwasher"),
    ("ביום חמישי יש לי רופא שיניים בארבע, תזכירי לי שעה לפני לקחת את הצילומים",
     "2026-11-26T16:00", "לקחת את הצילומים", "רופא שיניים"),
])
def test_lead_keeps_the_moment_with_its_own_errand(text: str, due: str, errand: str, moment: str) -> None:
    args = reads_as(text, "database", "create").args
    assert args["dueDate"].startswith(due) and args["text"].startswith(errand) and moment in args["text"], args


def test_lead_with_the_errand_said_first_keeps_it_alone() -> None:
    args = reads_as("I need to call mom tomorrow at 5, remind me an hour before", "database", "create").args
    assert args["text"] == "call mom", args


# -- an admin errand done, ticked on a list ------------------------------------------------------------------------
@pytest.mark.parametrize("text, item", [
    ("שלחתי כבר את הקבלות תרומה לרו״ח, תסמני ברשימה", "קבלות תרומה"),
    ("I already sent the donation receipts to the accountant, tick them on the list", "donation receipts"),
    ("שלחתי את הטפסים לביטוח לאומי, תסמני אותם ברשימת המסמכים", "טפסים"),
])
def test_errand_done_ticks_the_item_on_the_list_named(text: str, item: str) -> None:
    intent = plan(text)
    assert intent is not None and intent.args.get("operation") == "toggleItem", intent and intent.args
    assert intent.args["items"] == [item], intent.args
    assert intent.args.get("listName") not in ("קניות", "shopping"), intent.args  # not the shopping list


@pytest.mark.parametrize("text", [
    "שלחתי את הטפסים, תסמני",
    "paid the water bill, tick it off",
])
def test_errand_done_without_a_list_is_a_task_done(text: str) -> None:
    assert reads_as(text, "database", "complete").args["text"], text


def test_purchase_report_still_ticks_the_shopping_list() -> None:
    args = reads_as("קניתי כבר את החלב, תסמני ברשימה", "database", "toggleItem").args
    assert args["items"] == ["חלב"], args


# -- "that thing, you know" ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "תזכיר לי בשבוע הבא את העניין ההוא, אתה יודע",
    "תזכירי לי מחר בעשר את הדבר ההוא את יודעת",
    "remind me next week about that thing, you know",
])
def test_reminder_of_that_thing_you_know_is_asked(text: str) -> None:
    not_acted(text)


def test_reminder_of_a_named_matter_is_kept() -> None:
    args = reads_as("תזכיר לי מחר על העניין של הביטוח", "database", "create").args
    assert "ביטוח" in args["text"], args


# -- a question about an email asked through "read me" --------------------------------------------------------------
@pytest.mark.parametrize("text, sender", [
    ("תקריאי לי מה כתוב במייל האחרון מחברת החשמל", "חברת החשמל"),
    ("תגיד לי מה כתב לי הבוס", "בוס"),
])
def test_read_me_what_the_email_says(text: str, sender: str) -> None:
    args = reads_as(text, "gmail", "read").args
    assert sender in args["query"], args
