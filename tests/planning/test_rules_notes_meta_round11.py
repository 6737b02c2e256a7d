"""Notes, settings and small talk as people write them (rules/notes*.py, settings.py, general*.py).

A word like "new" between the role and whose it is, a title before a name, a remark after a general question that
points back at it, a compliment put as a question, the morning brief with a reason and no comma, a changed code with
its old value after the new one, being somewhere before a time zone change, "btw" before a fact, who fills a role now,
and "write down an idea:". Each table also holds sentences of the same shape that must not be taken.
"""

from __future__ import annotations

import pytest

from tests.planning.reading import expect, intent_of, not_taken

# --- "the new one" between the role and whose ---------------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "מי המורה הקודמת של נועה",
    "מה הטלפון של הבייביסיטר החדשה של דניאל",
    "who is the new babysitter of maya",
    "who's dan's new tutor",
])
def test_an_adjective_before_whose_is_a_lookup(text: str) -> None:
    expect(text, "second-brain", "search")


@pytest.mark.parametrize("text", [
    "מי המאמן החדש של מכבי",
    "who is the new coach of barcelona",
    "who is the new teacher of the class",
])
def test_a_club_or_a_class_is_no_lookup(text: str) -> None:
    not_taken(text, "second-brain")


# --- what someone with a title said --------------------------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "what did dr. cohen recommend for the rash",
    "מה אמרה דוקטור כהן על הכדורים",
    'מה ד"ר לוין אמר על הטיפות',
])
def test_a_titled_name_said(text: str) -> None:
    expect(text, "second-brain", "search")


# --- a remark after a general question, and a compliment as a question --------------------------------------------


@pytest.mark.parametrize("text", [
    "מתי נפלה חומת ברלין? הילדים שלי תמיד מתבלבלים בזה",
    "what year did ww1 end? my students always mixed this up",
])
def test_a_remark_pointing_back_is_left_out(text: str) -> None:
    not_taken(text, "second-brain")


@pytest.mark.parametrize("text", [
    "תודה מאמי את אלופה, מה הייתי עושה בלעדייך",
    "תודה רבה, מה הייתי עושה בלעדיך",
    "what would i do without you",
])
def test_a_compliment_as_a_question_is_no_lookup(text: str) -> None:
    not_taken(text, "second-brain")


def test_a_noun_after_the_question_still_reads_it() -> None:
    expect("איך קוראים לו? החבר שלי מהצבא", "second-brain", "search")


# --- the morning brief with a reason and no comma ------------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "move the morning brief to 8 i wake up late now",
    "תזיז את סיכום הבוקר ל-7 כי אני קמה מוקדם",
])
def test_brief_with_a_bare_reason(text: str) -> None:
    intent = expect(text, "meta", "update_settings")
    assert "morningBriefHour" in intent.args


def test_brief_and_a_second_request_is_asked() -> None:
    intent = intent_of("move the morning brief to 8 and remind me to call dana")
    assert intent is None or intent.capability != "meta" or intent.missing


# --- a changed code with its old value -----------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "value"), [
    ("the wifi password changed to blue123 instead of red456", "blue123"),
    ("the alarm code changed, its 7788 not 1122", "7788"),
    ("הסיסמה של הוויפי התחלפה ל-home2024 במקום home2023", "home2024"),
    ("קוד הכניסה לבניין השתנה, עכשיו 4512 ולא 3390", "4512"),
])
def test_changed_with_the_old_value(text: str, value: str) -> None:
    intent = expect(text, "second-brain", "update")
    assert value in intent.args["text"]
    old = text.split()[-1]
    assert old not in intent.args["text"]


def test_a_meeting_instead_is_no_note() -> None:
    not_taken("the meeting changed to 5 instead of 4", "second-brain")


# --- being somewhere, then the time zone ---------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "zone"), [
    ("i'm in berlin till friday, update my timezone", "Europe/Berlin"),
    ("אני בפריז עד יום שלישי, תעדכן את אזור הזמן", "Europe/Paris"),
])
def test_staying_somewhere_then_timezone(text: str, zone: str) -> None:
    intent = expect(text, "meta", "update_settings")
    assert intent.args.get("timezone") == zone


def test_in_a_meeting_names_no_zone() -> None:
    intent = intent_of("i'm in a meeting, change my timezone")
    assert intent is None or "timezone" not in intent.args


# --- "btw" before a fact, who fills a role, "write down an idea:" --------------------------------------------------


@pytest.mark.parametrize("text", [
    "btw dana is allergic to sesame, remember that for the party",
    "אגב נועה אלרגית לבוטנים, תזכרי את זה",
    "fyi new receptionist is Dana, she starts monday",
    "heads up our new cleaner is Marta she comes mondays",
    "תרשמי רעיון: חנות קפה על גלגלים",
    "רשום מחשבה - להיות יותר סבלני עם הילדים",
])
def test_told_in_passing_is_kept(text: str) -> None:
    expect(text, "second-brain", "store")


@pytest.mark.parametrize("text", [
    "btw i will be late tomorrow",
    "fyi new plan is Tuesday",
])
def test_not_a_fact_to_keep(text: str) -> None:
    not_taken(text, "second-brain")
