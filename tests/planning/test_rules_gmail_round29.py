"""Gmail as older, formal writers and shift workers put it: "is there an email from X? open it and read it to me",
a read verb with a polite word after it and the English "email" in a Hebrew sentence, a sender described and then
named after a comma ("my grandson, Daniel"), a letter drafted for someone (an email draft, never sent), a tail
saying the user will go over it before it goes, and the Hebrew "לייבל" as the label word.

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.planning.reading import acted, case, not_acted, plan


def _gmail(text: str, operation: str, expect: dict[str, Any]) -> dict[str, Any]:
    """The plan's arguments, asserting it is that gmail operation and Memo acts on it; `expect` keys are checked
    equal, except "has" (words the query, subject or body must hold)."""
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


# -- "is there an email from X?" then "read it to me" -------------------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("יש מייל מחברת החשמל? תפתחי ותקראי לי מה כתוב בו בבקשה", query='from:"חברת החשמל"', maxResults=1),
    case("הגיע לי מייל מהבנק? תקריאי לי אותו", query="from:בנק"),
    case("קיבלתי מייל מהעירייה? אם כן תקראי לי מה כתוב בו", query="from:עירייה"),
    case("יש לי מייל חדש מדנה? תגידי לי מה כתוב בו", query="from:דנה"),
    case("is there an email from the electric company? open it and read it to me please",
         query='from:"electric company"'),
    case("any mail from Dana? if so read it to me", query="from:Dana"),
    case("did I get an email from the bank yet? read me what it says", query="from:bank"),
])
def test_is_there_an_email_then_read_it(text: str, expect: dict[str, Any]) -> None:
    _gmail(text, "read", expect)


@pytest.mark.parametrize("text", ["יש מייל מחברת החשמל?", "is there an email from the bank?"])
def test_near_miss_only_asking_stays_a_search(text: str) -> None:
    _gmail(text, "search", {})


def test_near_miss_news_then_read_stays_with_its_day() -> None:
    args = _gmail("קיבלתי מייל מחברת החשמל הבוקר ולא הבנתי מה הם רוצים, תקריאי לי אותו", "read", {})
    assert args["query"].startswith('from:"חברת החשמל" after:'), args


# -- a polite word after the verb, the English "email", a sender named after a comma --------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("תקראי לי בבקשה את ה-email האחרון מהנכד שלי, Daniel", query="from:Daniel", maxResults=1),
    case("תקראי לי את המייל האחרון מהבת שלי, מיכל", query="from:מיכל"),
    case("תקראי לי בבקשה את המייל האחרון מדנה", query="from:דנה"),
    case("read me the last email from my grandson, Daniel", query="from:Daniel"),
    case("read me please the latest email from Dana", query="from:Dana"),
])
def test_read_the_latest_said_politely(text: str, expect: dict[str, Any]) -> None:
    _gmail(text, "read", expect)


def test_sender_named_after_a_comma_in_a_search() -> None:
    _gmail("find the emails from my lawyer, Mr. Shmueli", "search", {"query": "from:Shmueli"})


@pytest.mark.parametrize(("text", "query"), [
    ("find the email from my boss, about the project", "from:boss project"),  # a topic after the comma, no name
    ("תמצאי את המיילים מהבוס שלי, על הפרויקט", "from:בוס הפרויקט"),
])
def test_near_miss_topic_after_the_comma_keeps_the_sender(text: str, query: str) -> None:
    _gmail(text, "search", {"query": query})


def test_polite_word_after_the_verb_in_a_delete() -> None:
    _gmail("תמחקי בבקשה את כל ה-emails מאמזון", "delete", {"query": "from:אמזון", "all": True})


# -- a letter drafted is an email draft -----------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("Please draft a letter to my attorney, Mr. Shmueli, asking whether the power of attorney documents are "
         "ready for signature. Do not send it yet; I want to read it first.", toNames=["Shmueli"],
         has=["power of attorney"]),
    case("תכיני לי בבקשה טיוטה של מכתב לעורך הדין שמואלי בנוגע לעדכון הצוואה. אני רוצה לעבור עליה לפני שהיא נשלחת",
         toNames=["עורך הדין שמואלי"], subject="עדכון הצוואה"),
    case("prepare a letter to the bank regarding the mortgage statement", subject="Mortgage statement"),
    case("could you draft a formal letter to my landlord, Mr. Cohen, about the broken heater", toNames=["Cohen"],
         subject="Broken heater"),
    case("write a letter to Dana saying thanks for the flowers, I want to read it before it goes out",
         toNames=["Dana"], body="thanks for the flowers"),
    case("תנסחי מכתב לבעל הבית בעניין התיקון של הדוד", toNames=["בעל הבית"], subject="התיקון של הדוד"),
    case("תכתבי מכתב לרואה החשבון שלי בנוגע לדוח השנתי, אל תשלחי עדיין", toNames=["רואה החשבון שלי"]),
    case("draft a letter to hr@acme.com about my resignation", to=["hr@acme.com"], subject="Resignation"),
])
def test_a_letter_drafted_is_an_email_draft(text: str, expect: dict[str, Any]) -> None:
    _gmail(text, "compose", expect)


@pytest.mark.parametrize("text", ["write a letter to grandma", "תכתבי מכתב לסבתא"])
def test_near_miss_a_letter_only_written_is_not_mail(text: str) -> None:
    intent = plan(text)
    assert intent is None or intent.capability != "gmail", (text, intent)


def test_regarding_is_a_topic_not_a_subject_re() -> None:
    _gmail("draft an email to my lawyer regarding the will update", "compose", {"subject": "Will update"})


# -- going over it before it goes -----------------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "תכיני טיוטה של מייל לדנה שאני מאחרת. אני רוצה לעבור עליו לפני שהוא נשלח",
    "תכתבי מייל לדנה שאני מאחרת, אני רוצה לעבור עליו לפני שהוא נשלח",
    "תכתבי מייל לדנה שאני מאחרת, אני אעבור עליו קודם",
])
def test_going_over_it_first_keeps_a_draft(text: str) -> None:
    _gmail(text, "compose", {"body": "אני מאחרת"})


def test_near_miss_plain_send_is_still_sent() -> None:
    intent = plan("תשלחי מייל לדנה שאני מאחרת")
    assert intent is not None and intent.args["operation"] == "send" and intent.needs_approval, intent


# -- "לייבל" is the label word ---------------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("תסמני את המיילים של ה-payslips בלייבל שכר", labelName="שכר", query="payslips"),
    case("תסמני את המיילים מהבנק בלייבל חשבונות", labelName="חשבונות", query="from:בנק"),
    case("תייגי בבקשה את המיילים מהבנק בלייבל כספים", labelName="כספים"),
    case("תעבירי את המיילים מהוועד ללייבל בניין", labelName="בניין"),
])
def test_label_word_laibel(text: str, expect: dict[str, Any]) -> None:
    _gmail(text, "label", expect)


def test_near_miss_mark_as_read_stays_mark_read() -> None:
    _gmail("תסמני את המיילים מהבנק כנקראו", "markRead", {})


def test_near_miss_label_with_no_mail_is_not_acted() -> None:
    not_acted("תסמני את המשימה בלייבל דחוף")
