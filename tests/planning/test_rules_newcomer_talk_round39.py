"""What people new to Memo ask about it, and requests they wrap in words that say they are trying it.

- How Memo works: the difference between two of its kinds of thing ("מה ההבדל בין תזכורת רגילה לנודניק?"), whether
  what is kept is private ("can anyone else see my reminders?"), what happens with something supposed ("if I send you
  codes, how do I find them later?", "אם אני מבקש ממך לשלוח מייל, את שולחת מהכתובת שלי?"), and one question about
  access asked in more than one breath ("את יכולה לקרוא את היומן שלי? יש לך בכלל גישה אליו?"): described, nothing done.
- The morning brief named by what it is to the user ("ההודעה שאת שולחת כל בוקר", "the morning brief thing you
  mentioned"), with the hour it replaces ("בשבע ורבע ולא בשמונה") and why after a question mark.
- The time zone from where the user says they live, told first ("I live in Berlin actually, not Israel. can you set
  my timezone right…").
- A lead that says the message is a test ("let's test the memory part:", "ok now the real test,", "random question to
  see how smart you are:", "רגע לפני שמתחילים,") is left out and the rest read; "test" as content stays.

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

import pytest

from tests.planning.reading import intent_of, not_read_as, not_taken_as, plan, reads_as


@pytest.mark.parametrize("text", [
    "מה ההבדל אצלך בין תזכורת רגילה לנודניק?",
    "what's the difference between a reminder and a nudge?",
    "מה ההבדל בין פתק לרשימה?",
    "is a note different from a list here?",
    "מה ההבדל בין משימה לבין תזכורת?",
])
def test_difference_between_memos_kinds_is_described(text: str) -> None:
    reads_as(text, "meta", "describe")


@pytest.mark.parametrize(("text", "capability"), [
    ("what's the difference between a crocodile and an alligator?", "general"),
])
def test_difference_between_other_things_is_not_memo(text: str, capability: str) -> None:
    reads_as(text, capability, "respond")
    not_taken_as("מה ההבדל בין התזכורת של מחר לזו של שישי?", "meta", "describe_capabilities")


@pytest.mark.parametrize("text", [
    "is everything I tell you private? can anyone else see my reminders?",
    "can anyone else see my reminders?",
    "does anyone else read my notes?",
    "מישהו עוד יכול לראות את התזכורות שלי?",
    "כל מה שאני כותב לך פרטי? מישהו אחר רואה את הפתקים שלי?",
])
def test_privacy_of_what_memo_keeps_is_described(text: str) -> None:
    reads_as(text, "meta", "describe")


@pytest.mark.parametrize("text", [
    "can anyone else see the shared google doc?",
    "is the meeting on thursday private?",
])
def test_privacy_of_other_things_is_not_memo(text: str) -> None:
    not_read_as(text, "meta")


@pytest.mark.parametrize("text", [
    "if I send you random stuff to remember, like codes and birthdays, how do I find it again later?",
    "אם אני מבקש ממך לשלוח מייל, את שולחת מהכתובת שלי או ממקום אחר?",
    "if i ask you to email my boss, do you send it from my gmail?",
    "אם אני שולחת לך קודים ותאריכי לידה, איך אני מוצאת אותם אחר כך?",
    "if I tell you to remember something, where does it go?",
])
def test_what_memo_does_with_something_supposed_is_described(text: str) -> None:
    reads_as(text, "meta", "describe")


def test_supposed_with_a_request_stays_a_request() -> None:
    intent = reads_as("if I send you the invoice, remind me to pay it on sunday", "database", "create")
    assert intent.args["dueDate"].startswith("2026-11-29")


@pytest.mark.parametrize("text", [
    "את יכולה לקרוא את היומן שלי? יש לך בכלל גישה אליו?",
    "do you see my gmail? like the actual inbox?",
    "can you read my emails? do you even have access to them?",
    "יש לך גישה למיילים שלי? את יכולה לקרוא אותם?",
    "do u see my calendar?",
])
def test_access_asked_in_more_than_one_breath_is_described(text: str) -> None:
    reads_as(text, "meta", "describe")


@pytest.mark.parametrize("text", [
    "do you have access to my calendar? what do I have tomorrow?",
    "can you read my emails? like the ones from dana?",
    "do you see my gmail? send dana a mail",
    "can you read my calendar?",
])
def test_access_beside_a_request_is_not_only_described(text: str) -> None:
    intent = plan(text)
    assert intent is None or intent.args.get("operation") != "describe", (text, intent.decided_by)


@pytest.mark.parametrize("text", [
    "תבטלי בבקשה את ההודעה שאת שולחת כל בוקר, אני לא צריכה אותה",
    "תבטל את ההודעה שאתה שולח לי כל בוקר",
    "stop the message you send me every morning",
    "please cancel the text you send each morning, I don't read it",
])
def test_brief_named_by_when_it_comes_is_turned_off(text: str) -> None:
    intent = reads_as(text, "meta", "update_settings")
    assert "morningBriefHour" in intent.args and intent.args["morningBriefHour"] is None


@pytest.mark.parametrize(("text", "hour"), [
    ("אפשר שסיכום הבוקר יגיע בשבע ולא בשמונה?", 7),
    ("can the morning brief come at 7 and not at 8?", 7),
    ("the morning brief thing you mentioned, can it come at 7? I leave for work early", 7),
    ("סיכום הבוקר שהזכרת, אפשר שיגיע בשבע?", 7),
    ("תעבירי את ההודעה שאת שולחת כל בוקר לשמונה", 8),
])
def test_brief_hour_said_in_other_words(text: str, hour: int) -> None:
    intent = reads_as(text, "meta", "update_settings")
    assert intent.args.get("morningBriefHour") == hour


@pytest.mark.parametrize("text", [
    "אפשר שהסיכום של הבוקר יגיע בשבע ורבע ולא בשמונה?",
    "the morning brief thing you mentioned, can it come at 6:45? I leave for work early",
])
def test_brief_hour_with_minutes_is_asked_as_the_setting(text: str) -> None:
    intent = intent_of(text)
    assert intent is not None and intent.capability == "meta" and intent.args.get("ask") == "morningBriefHour"


@pytest.mark.parametrize("text", [
    "תבטלי את ההודעה ששלחתי לדנה",
    "delete the message you sent me this morning",
])
def test_other_messages_are_not_the_brief(text: str) -> None:
    not_taken_as(text, "meta", "update_settings")


@pytest.mark.parametrize(("text", "zone"), [
    ("I live in Berlin actually, not Israel. can you set my timezone right so the reminders aren't off",
     "Europe/Berlin"),
    ("I'm based in Toronto. please fix my time zone", "America/Toronto"),
    ("אני גרה בלונדון, תתקני לי את אזור הזמן", "Europe/London"),
    ("אני גר בברלין, לא בישראל. תעדכן את אזור הזמן שלי בהתאם כדי שהתזכורות יגיעו בזמן", "Europe/Berlin"),
])
def test_zone_of_where_the_user_lives_told_first(text: str, zone: str) -> None:
    intent = reads_as(text, "meta", "update_settings")
    assert intent.args.get("timezone") == zone


def test_zone_change_without_a_place_asks_which() -> None:
    intent = intent_of("can you set my timezone right so the reminders aren't off")
    assert intent is not None and intent.args.get("ask") == "timezone" and "timezoneQuery" not in intent.args


@pytest.mark.parametrize("text", [
    "I live in Berlin. set my timezone to Tokyo",
    "I live in Berlin, can you set my timezone and remind me to call mom",
])
def test_zone_told_first_with_more_is_not_taken(text: str) -> None:
    intent = plan(text)
    assert intent is None or intent.args.get("timezone") != "Europe/Berlin", (text, intent.decided_by)


@pytest.mark.parametrize(("text", "capability", "operation"), [
    ("ok random question to see how smart you are: who wrote One Hundred Years of Solitude?", "general", "respond"),
    ("just testing but what's the capital of peru?", "general", "respond"),
    ("בוא נבדוק: מי כתב את מאה שנים של בדידות?", "general", "respond"),
    ("let's test the memory part: my passport number is 32987110", "second-brain", "store"),
    ("ok now the real test, what's the number of my passport that I gave you?", "second-brain", "search"),
    ("סתם בודקת אבל מה מספר הדרכון שלי?", "second-brain", "search"),
    ("quick question before I start, do you see my gmail? like the actual inbox?", "meta", "describe"),
    ("רגע לפני שמתחילים, what's the morning brief exactly? מה יש בו?", "meta", "describe"),
    ("let's test the lists part: add milk", "database", "addItem"),
])
def test_request_after_a_test_lead_is_read(text: str, capability: str, operation: str) -> None:
    intent = reads_as(text, capability, operation)
    assert "test" not in str(intent.args.get("text", "")).lower()


def test_stored_fact_keeps_its_number() -> None:
    intent = reads_as("let's test the memory part: my passport number is 32987110", "second-brain", "store")
    assert "32987110" in intent.args["text"]


@pytest.mark.parametrize(("text", "capability", "operation"), [
    ("remind me about the blood test on monday", "database", "create"),
    ("תזכירי לי לקבוע טסט לאוטו ביום ראשון", "database", "create"),
])
def test_test_as_content_keeps_its_reading(text: str, capability: str, operation: str) -> None:
    intent = reads_as(text, capability, operation)
    assert "test" in intent.args["text"] or "טסט" in intent.args["text"]
