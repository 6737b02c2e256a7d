"""Gmail as busy parents and travellers put it: a forward with the one it goes to said first ("תעבירי ל-x@y.com את
ה-invoice ..."), a Hebrew label command with the English "as", an archive of emails described by several words with
a reason after it ("already booked, don't need them"), and a post to a WhatsApp group or chat that Memo cannot make
(asked, never answered or set as the user's reminder).

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.planning.reading import acted, case, not_acted, plan


def _gmail(text: str, operation: str, expect: dict[str, Any]) -> dict[str, Any]:
    """The plan's arguments, asserting it is that gmail operation and Memo acts on it (or asks approval of it);
    `expect` keys are checked equal, except "has" (words the arguments must hold)."""
    intent = plan(text)
    assert acted(intent) and intent is not None, (text, intent)
    assert (intent.capability, intent.args.get("operation")) == ("gmail", operation), (text, intent.args)
    said = " ".join(str(v) for v in intent.args.values())
    for key, value in expect.items():
        if key == "has":
            assert all(word in said for word in value), (text, intent.args)
        else:
            assert intent.args.get(key) == value, (text, key, intent.args)
    return intent.args


# -- a forward with the one it goes to first ------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("תעבירי ל-yoav.k@example.com את ה-invoice של חברת המים", to=["yoav.k@example.com"], has=["invoice"]),
    case("תעבירי ל-dana@example.com את המייל מהבנק 🙏", to=["dana@example.com"], query="from:בנק"),
    case("תעביר לroni@example.com את החשבונית מחברת החשמל", has=["חשבונית"]),
    case("תעבירי לדנה את המייל מהבנק", toNames=["דנה"], query="from:בנק"),
    case("תעבירי לאבא שלי את המייל מהגן", toNames=["אבא שלי"]),
    case("forward to yoav@example.com the invoice from the water company", to=["yoav@example.com"],
         has=["invoice"]),
    case("fwd to dana@example.com the flight confirmation ✈️", to=["dana@example.com"], has=["flight"]),
])
def test_forward_with_the_recipient_first(text: str, expect: dict[str, Any]) -> None:
    intent = plan(text)
    assert intent is not None and intent.needs_approval, (text, intent)
    _gmail(text, "forward", expect)


@pytest.mark.parametrize("text", [
    "תעבירי לארכיון את המייל מהבנק",  # the archive is no one to forward to
    "תעבירי לדנה את הפגישה למחר",  # a meeting moved, not mail
])
def test_to_first_that_is_no_forward(text: str) -> None:
    intent = plan(text)
    assert intent is None or intent.args.get("operation") != "forward", (text, intent and intent.args)


# -- a Hebrew label command with the English "as" ------------------------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("תייגי את המייל מהרופאה של הילדים as Health", labelName="Health"),
    case("תייגי את המייל מהגן as Kids 🧸", labelName="Kids", query="from:גן"),
    case("תתייג את המייל מהבנק as Finance", labelName="Finance", query="from:בנק"),
    case("תייגי את המייל מהרופאה של הילדים בתור בריאות", labelName="בריאות"),
    case("label the email from the pediatrician as Health", labelName="Health"),
])
def test_hebrew_label_as(text: str, expect: dict[str, Any]) -> None:
    _gmail(text, "label", expect)


# -- an archive described by several words, with a reason after it -------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("archive all the Skyscanner price alert emails, already booked, don't need them",
         query="Skyscanner price alert", all=True),
    case("archive all the Skyscanner price alert emails", query="Skyscanner price alert", all=True),
    case("archive all my El Al flight deal emails ✈️, dont need them anymore", has=["El Al", "flight deal"]),
    case("archive the Booking price drop emails, no longer need them", has=["Booking", "price drop"]),
    case("תארכבי את כל המיילים מסקייסקנר, כבר הזמנתי, לא צריכה אותם", query="from:סקייסקנר", all=True),
    case("תארכבי את המיילים מהגן, לא צריכה אותם יותר", query="from:גן"),
])
def test_archive_with_a_reason_after(text: str, expect: dict[str, Any]) -> None:
    _gmail(text, "archive", expect)


def test_description_of_many_words_still_has_a_limit() -> None:
    intent = plan("archive the reminder about the kids school trip price alert emails")
    assert intent is None or intent.args.get("operation") != "archive" or "reminder" not in str(intent.args), \
        (intent and intent.args)


# -- a post to a WhatsApp group or chat: asked ---------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "תכתבי בקבוצת ההורים בוואטסאפ שאני מביאה עוגה 🎂",
    "תכתבי בקבוצה של הכיתה שמחר אין חוג",
    "תכתבי בוואטסאפ לדנה שאני מאחרת",
    "תפרסמי בקבוצת ההורים שמצאתי מעיל",
    "post in the class whatsapp group that I am bringing a cake",
    "write in the parents group that I am bringing a cake 🎂",
    "post in the family chat that dinner is at 8",
    "tell the carpool group on whatsapp that I can drive tomorrow",
    "message the team on slack that I am late",
])
def test_post_to_a_group_is_asked(text: str) -> None:
    not_acted(text)


@pytest.mark.parametrize(("text", "capability"), [
    ("write me a poem about whatsapp", "general"),
    ("תכתבי לי שיר על הקבוצה של הכיתה", "general"),
    ("can you read my whatsapp group chats", "meta"),
])
def test_near_misses_of_a_post_keep_their_reading(text: str, capability: str) -> None:
    intent = plan(text)
    assert acted(intent) and intent is not None and intent.capability == capability, (text, intent)


def test_reminder_to_post_stays_a_reminder() -> None:
    intent = plan("תזכירי לי מחר ב8 לכתוב בקבוצת ההורים שאני מביאה עוגה")
    assert acted(intent) and intent is not None and intent.capability == "database", intent
