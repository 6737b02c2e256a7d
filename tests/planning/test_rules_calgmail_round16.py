"""Calendar and Gmail requests as people write them: an email "with the update" (nothing of its own to say), and an
email request after a sentence about why ("need to tell my landlord the heater is broken 🥶 draft an email to ...")."""

from __future__ import annotations

import re

import pytest

from tests.planning.reading import acted, intent_of, plan, planned

# ---------------------------------------------------------------- "with the update": the text is asked for


@pytest.mark.parametrize("text", [
    "send the accountant an email with the numbers",
    "email dana with the details pls",
    "תשלח לרואה החשבון מייל עם המספרים",
    "תשלחי לדנה מייל עם הפרטים של הפגישה",
    "send an email to bob@x.com with the summary",
])
def test_an_email_only_with_the_users_thing_asks_for_its_text(text: str) -> None:
    intent = intent_of(text)
    assert intent is not None and intent.capability == "gmail", (text, intent)
    assert "body" in intent.missing and not acted(intent), (text, intent)


@pytest.mark.parametrize(("text", "words"), [
    ("email dana@x.com with the good news that we signed the lease", "signed the lease"),
    ("send an email to dana@x.com with the new door code 4471", "4471"),
    ("תשלח מייל ל-dana@x.com עם העדכון: הפגישה נדחתה למחר", "נדחתה"),
])
def test_an_email_with_words_of_its_own_keeps_them(text: str, words: str) -> None:
    args = planned(text, "gmail", "send")
    assert words in args["body"], args


@pytest.mark.parametrize(("text", "operation"), [
    ("draft an email to bob@x.com with the summary", "compose"),
    ("תכין טיוטה ל-bob@x.com עם הסיכום מהפגישה", "compose"),
    ("email me with the shopping list", "send"),
    ("תשלח ל-dana@x.com מייל עם הרשימה", "send"),
])
def test_a_draft_or_what_memo_keeps_is_not_asked_for(text: str, operation: str) -> None:
    args = planned(text, "gmail", operation)
    assert args["body"], args


# ---------------------------------------------------------------- an email request after the reason for it


@pytest.mark.parametrize(("text", "operation", "to", "subject", "body"), [
    ("need to tell my boss the train is stuck again 😩 draft an email to boss@x.com saying i'll be an hour late",
     "compose", "boss@x.com", "train is stuck", "an hour late"),
    ("the dishwasher is leaking again. send an email to fix@x.com asking when they can come",
     "send", "fix@x.com", "", "when they can come"),
    ("צריכה להגיד לגננת שהילדה חולה, תכתבי מייל ל-gan@x.com שהיא לא מגיעה היום",
     "send", "gan@x.com", "הילדה חולה", "לא מגיעה"),
    ("המזגן שוב לא עובד 🥵 תנסח מייל לבעל הבית landlord@x.com שיבוא לתקן",
     "compose", "landlord@x.com", "", "לתקן"),
])
def test_an_email_after_its_reason(text: str, operation: str, to: str, subject: str, body: str) -> None:
    args = planned(text, "gmail", operation)
    assert args["to"] == [to] and body in args["body"], args
    assert subject in args["subject"], args


@pytest.mark.parametrize("text", [
    "remind me to call the plumber, then send an email to fix@x.com asking when",
    "long day at work. send me the weather",
    "ugh, email",
])
def test_a_request_before_or_no_recipient_is_not_an_email_after_a_reason(text: str) -> None:
    intent = intent_of(text)
    assert intent is None or intent.args.get("operation") not in ("send", "compose") or not acted(intent), intent


# ---------------------------------------------------------------- "his emails": a person named before, or nobody


@pytest.mark.parametrize("text", [
    "delete his emails",
    "archive her mail",
    "מחקי את המיילים שלו",
    "תארכב את כל המיילים שלה",
    "he keeps emailing me, delete his emails",
    "my boss is angry, delete his emails",
])
def test_his_emails_with_nobody_named_is_not_acted_on(text: str) -> None:
    intent = intent_of(text)
    assert not acted(intent) or "his" not in str(intent.args) and "שלו" not in str(intent.args), (text, intent)
    assert intent is None or intent.capability != "gmail" or not acted(intent), (text, intent)


@pytest.mark.parametrize(("text", "operation", "sender"), [
    ("the solar panel guy keeps emailing me 😤 delete his emails", "delete", "solar panel"),
    ("dana wont stop sending me newsletters, archive all her mail", "archive", "dana"),
    ("my landlord keeps writing to me. mark his messages as read", "markRead", "landlord"),
    ("הסוכן ביטוח לא מפסיק לשלוח לי מיילים, תמחקי את המיילים שלו", "delete", "סוכן ביטוח"),
    ("דנה כל הזמן שולחת לי שטויות 🙄 תארכב את כל המיילים שלה", "archive", "דנה"),
])
def test_the_mail_of_a_person_told_of_first(text: str, operation: str, sender: str) -> None:
    args = planned(text, "gmail", operation)
    assert "from:" in args["query"] and sender in args["query"], args


# ---------------------------------------------------------------- a remark right after an address, no comma


@pytest.mark.parametrize(("text", "to"), [
    ("forward the booking confirmation email to my husband tom@x.com he wants the hotel address", "tom@x.com"),
    ("fwd the invoice email to avi@x.com he asked for it 🙏", "avi@x.com"),
    ("תעביר את המייל מהבנק ל-avi@x.com הוא ביקש לראות אותו", "avi@x.com"),
])
def test_a_remark_after_the_forward_address_is_left_out(text: str, to: str) -> None:
    args = planned(text, "gmail", "forward")
    assert args["to"] == [to] and args["query"], args


@pytest.mark.parametrize("text", [
    "forward the invoice email to avi@x.com and remind me tomorrow to pay it",
    "forward the invoice email to avi@x.com or dan@x.com",
])
def test_a_second_request_after_the_forward_address_is_not_a_remark(text: str) -> None:
    assert not acted(intent_of(text)) or intent_of(text).action != "forward", text  # type: ignore[union-attr]


# ---------------------------------------------------------------- a reply drafted, not sent


@pytest.mark.parametrize(("text", "who", "body"), [
    ("draft a reply to noa that the invoice is paid, dont send it yet", "noa", "invoice is paid"),
    ("prep a response to dan@x.com saying we accept the offer", "dan@x.com", "accept the offer"),
    ("תנסחי תשובה לדנה שאנחנו מאשרים את ההצעה", "דנה", "מאשרים"),
    ("תכין טיוטת תשובה למשה שהמשלוח מתעכב", "משה", "מתעכב"),
])
def test_a_drafted_reply_is_a_draft(text: str, who: str, body: str) -> None:
    args = planned(text, "gmail", "compose")
    assert who in args["to"] + args.get("toNames", []) and body in args["body"], args


@pytest.mark.parametrize("text", [
    "draft a reply to it saying yes",
    "תנסחי תשובה לו שאני מסכים",
])
def test_a_drafted_reply_to_a_pronoun_is_not_a_new_email(text: str) -> None:
    intent = intent_of(text)
    assert intent is None or intent.args.get("toNames") in (None, []) or not acted(intent), (text, intent)


# ---------------------------------------------------------------- emails named first: an emoji, an own clause


@pytest.mark.parametrize(("text", "operation", "words"), [
    ("יש לי המון מיילים מהוועד של הבניין שלא קראתי ואני לא מתכוון לקרוא 🙄 תסמן אותם כנקראו", "markRead", "וועד"),
    ("the emails from the gym that piled up and i'm not reading them 😅 archive them", "archive", "gym"),
    ("the invoice email from the accountant 🙏 forward it to avi@x.com", "forward", "accountant"),
])
def test_emails_named_first_with_an_emoji_or_an_own_clause(text: str, operation: str, words: str) -> None:
    args = planned(text, "gmail", operation)
    assert words in args["query"] and not re.search(r"אני|\bi'm\b|\bnot\b", args["query"]), args


# ---------------------------------------------------------------- "קלנדר", "תשים ביומן", a deadline is a day


@pytest.mark.parametrize(("text", "action"), [
    ("תוסיף לקלנדר פגישה עם רון ביום שלישי בעשר", "create"),
    ("מה יש לי בקלנדר מחר", "getEvents"),
    ("תמחקי מהגוגל קלנדר את הפגישה עם דני מחר", "delete"),
])
def test_the_calendar_in_hebrew_letters(text: str, action: str) -> None:
    args = planned(text, "calendar", action)
    assert "קלנדר" not in str(args), args


@pytest.mark.parametrize(("text", "summary", "start"), [
    ("תשים ביומן ארוחת ערב עם ההורים ביום שישי בשמונה", "ארוחת ערב", "2026-11-27T20:00"),
    ("תשימי לי ביומן חופש מראשון עד רביעי בשבוע הבא", "חופש", "2026-11-29"),
])
def test_put_in_the_calendar_said_with_tasim(text: str, summary: str, start: str) -> None:
    args = planned(text, "calendar", "create")
    assert args["summary"].startswith(summary) and args["start"].startswith(start), args


@pytest.mark.parametrize(("text", "day"), [
    ("add the grant deadline to my calendar on dec 3", "2026-12-03"),
    ("תכניס ליומן את הדדליין של העבודה בסמינר ב-10 בדצמבר", "2026-12-10"),
])
def test_a_deadline_on_a_day_is_all_day(text: str, day: str) -> None:
    args = planned(text, "calendar", "create")
    assert args.get("allDay") is True and args["start"] == day, args


def test_a_deadline_with_an_hour_keeps_it() -> None:
    args = planned("put the project deadline in my calendar friday at 5pm", "calendar", "create")
    assert not args.get("allDay") and args["start"].startswith("2026-11-27T17:00"), args


# ---------------------------------------------------------------- "add" with things one buys is the list's


@pytest.mark.parametrize(("text", "items"), [
    ("add paper towels and coffee", ["paper towels", "coffee"]),
    ("going to costco tmrw, add paper towels ו-קפסולות לקפה", ["paper towels", "קפסולות לקפה"]),
    ("תוסיפי חלב וקפה", ["חלב", "קפה"]),
])
def test_add_with_only_things_one_buys_is_not_an_event(text: str, items: list[str]) -> None:
    intent = plan(text)
    assert intent is not None and intent.args.get("operation") == "addItem", (text, intent)
    assert intent.args["items"] == items


def test_add_with_an_event_is_still_an_event() -> None:
    intent = plan("add coffee with dana tomorrow at 10")
    assert intent is not None and (intent.capability, intent.args["operation"]) == ("calendar", "create"), intent
    assert plan("add dentist").capability == "calendar"  # asked when
