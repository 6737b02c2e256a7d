"""Notes, mail, calendar, general and settings requests jotted tersely, round 39: notes-to-self with no verb.

- A kept detail as a bare noun phrase with its value last ("מידה של איתי במכנסיים 8", "bike lock combo 3816"), and
  with "new" after its kind an update ("קוד חדש לשער 7730"); a person's detail asked with only "?" ("אלרגיות של
  יונתן?", "shiri's ring size?"); someone who moved, the new address after a dash ("דנה עברה - ויצמן 12 ר\"ג").
- Shorthand of the command words ("del", "wk", "cal"); a window and "schedule" ("next wk schedule"), a Hebrew day and
  "מה יש" ("רביעי מה יש"); a move jotted with the old hour ("פסנתר מחר ל5 במקום 4"); "cancel 4pm" alone is asked.
- Mail: a label named without "as" ("label bank mails finance"), the latest mail from someone with no verb, a
  document and "arrived?" ("חשבונית מבזק הגיעה?"), "draft to x: ...".
- A percentage asked bare ("15% of 280?"); the time zone setting and its value ("אזור זמן לונדון").

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

import pytest

from tests.planning.reading import not_acted, not_read_as, reads_as

# ---------------------------------------------------------------- notes


@pytest.mark.parametrize(("text", "value"), [
    ("מידה של איתי במכנסיים 8", "איתי"),
    ("מידת נעליים של נועה 31", "31"),
    ("הקוד לכספת 4471", "4471"),
    ("הקוד לבניין החדש 4471", "4471"),
    ("bike lock combo 3816", "3816"),
    ("locker combo 2290", "2290"),
])
def test_a_detail_jotted_with_its_value_is_kept(text: str, value: str) -> None:
    intent = reads_as(text, "second-brain", "store")
    assert value in intent.args["text"]


@pytest.mark.parametrize(("text", "value"), [
    ("קוד חדש לשער 7730", "7730"),
    ("סיסמה חדשה לוויפי dekel26", "dekel26"),
    ('דנה עברה - ויצמן 12 ר"ג', "ויצמן"),
    ("יוסי עבר דירה: הרצל 5 חיפה", "הרצל"),
])
def test_a_new_value_jotted_updates_the_note(text: str, value: str) -> None:
    intent = reads_as(text, "second-brain", "update")
    assert value in intent.args["text"]


@pytest.mark.parametrize(("text", "word"), [
    ("מידת טבעת של שירי?", "שירי"),
    ("אלרגיות של יונתן?", "יונתן"),
    ("מה האלרגיות של יונתן", "יונתן"),
    ("shiri's ring size?", "shiri"),
    ("jonathan's allergies?", "jonathan"),
])
def test_a_persons_detail_asked_bare_is_searched(text: str, word: str) -> None:
    intent = reads_as(text, "second-brain", "search")
    assert word in intent.args["query"]


@pytest.mark.parametrize("text", [
    "אלרגיות של יונתן",  # a heading, not yet a question
    "מידה 4 חיתולים",
    "דנה עברה - לצוות אחר",
])
def test_near_misses_of_jotted_details_are_not_kept_as_read(text: str) -> None:
    not_acted(text)


# ---------------------------------------------------------------- calendar


@pytest.mark.parametrize(("text", "day"), [
    ("next wk schedule", "2026-11-29"),
    ("tomorrow's schedule", "2026-11-23"),
    ("wed plans?", "2026-11-25"),
    ("רביעי מה יש", "2026-11-25"),
    ("מה יש ברביעי?", "2026-11-25"),
    ("שבוע הבא מה יש", "2026-11-29"),
])
def test_a_window_and_a_schedule_word_asks_what_is_on(text: str, day: str) -> None:
    intent = reads_as(text, "calendar", "getEvents")
    assert intent.args["timeMin"].startswith(day)


@pytest.mark.parametrize("text", ["מה יש בארון", "רביעי מה יש לעשות", "schedule tomorrow"])
def test_other_questions_are_not_the_schedule(text: str) -> None:
    not_read_as(text, "calendar")


def test_shorthand_calendar_and_days() -> None:
    intent = reads_as("spinning every mon+wed 6pm cal", "calendar", "createRecurring")
    assert intent.args["summary"] == "spinning" and intent.args["days"] == ["Monday", "Wednesday"]
    assert intent.args["start"].startswith("2026-11-23T18:00")
    several = reads_as("cal: tue 10 dentist, thu 2 accountant", "calendar", "createMultiple")
    assert [e["summary"] for e in several.args["events"]] == ["dentist", "accountant"]


def test_shorthand_in_a_name_is_kept() -> None:
    intent = reads_as("remind me to call cal tomorrow", "database", "create")
    assert "cal" in intent.args["text"]


@pytest.mark.parametrize(("text", "summary", "start"), [
    ("פסנתר מחר ל5 במקום 4", "פסנתר", "2026-11-23T17:00"),
    ("פסנתר מחר ב5 ולא ב4", "פסנתר", "2026-11-23T17:00"),
    ("piano tmrw 5 instead of 4", "piano", "2026-11-23T17:00"),
    ("standup tomorrow at 10 not 9:30", "standup", "2026-11-23T10:00"),
])
def test_a_move_jotted_with_the_old_hour(text: str, summary: str, start: str) -> None:
    intent = reads_as(text, "calendar", "update")
    assert intent.args["searchCriteria"]["summary"] == summary
    assert intent.args["updateFields"]["start"].startswith(start)


@pytest.mark.parametrize("text", ["milk 3 instead of 2", "ביצים 12 במקום 6", "cancel 4pm", "delete 4pm tomorrow"])
def test_quantities_and_a_bare_hour_to_cancel_are_not_acted_on(text: str) -> None:
    not_acted(text)


def test_cancel_my_hour_is_still_the_meeting() -> None:
    reads_as("cancel my 4pm tomorrow", "calendar", "delete")


# ---------------------------------------------------------------- mail


@pytest.mark.parametrize(("text", "label"), [
    ("label bank mails finance", "finance"),
    ("tag amazon emails receipts", "receipts"),
])
def test_a_label_named_without_as(text: str, label: str) -> None:
    intent = reads_as(text, "gmail", "label")
    assert intent.args["labelName"] == label


@pytest.mark.parametrize(("text", "who"), [
    ("last mail from landlord", "landlord"),
    ("latest email from the bank today?", "bank"),
    ("המייל האחרון מבעל הבית", "בעל הבית"),
])
def test_the_latest_mail_from_someone_said_as_a_note(text: str, who: str) -> None:
    intent = reads_as(text, "gmail", "read")
    assert who in intent.args["query"]


def test_a_message_that_is_not_mail_is_not_read_from_the_mailbox() -> None:
    not_read_as("last message from dana", "gmail")


@pytest.mark.parametrize(("text", "who"), [
    ("חשבונית מבזק הגיעה?", "בזק"),
    ("קבלה מהחשמל הגיעה כבר?", "חשמל"),
    ("the invoice from bezeq arrived?", "bezeq"),
])
def test_a_document_and_arrived_asked_searches_the_mail(text: str, who: str) -> None:
    intent = reads_as(text, "gmail", "search")
    assert who in intent.args["query"]


def test_a_draft_jotted_with_a_colon() -> None:
    intent = reads_as("draft to avi@example.com: offsite moved to jan", "gmail", "compose")
    assert intent.args["to"] == ["avi@example.com"] and "offsite" in intent.args["body"]
    not_read_as("prep for interview: read notes", "gmail")


def test_del_is_delete() -> None:
    intent = reads_as("del groupon spam", "gmail", "delete")
    assert "groupon" in intent.args["query"]


# ---------------------------------------------------------------- general and settings


@pytest.mark.parametrize("text", ["15% of 280?", "20 אחוז מ-85", "15% מ280?"])
def test_a_bare_percentage_is_a_question(text: str) -> None:
    reads_as(text, "general", "respond")


def test_a_percentage_in_a_sentence_is_not_asked() -> None:
    not_read_as("15% of 280 people said yes", "general")


@pytest.mark.parametrize(("text", "zone"), [
    ("אזור זמן לונדון", "Europe/London"),
    ("איזור זמן לברלין", "Europe/Berlin"),
    ("timezone london", "Europe/London"),
])
def test_the_time_zone_and_its_place(text: str, zone: str) -> None:
    intent = reads_as(text, "meta", "update_settings")
    assert intent.args["timezone"] == zone


def test_a_time_zone_asked_about_is_not_set() -> None:
    not_read_as("אזור זמן לונדון?", "meta")
