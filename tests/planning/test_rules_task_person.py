"""A reminder's pronoun for the person the message opened with, a closing tag question, and sighs before the request.

- "the plumber isn't calling back, nag me every hour until i call him": the errand is the "until" clause, and "him"
  is the plumber ("call the plumber"); in Hebrew "אליו" / "אליה" only when it agrees with the person named.
- "..., טוב?" closing a Hebrew request is a tag question, no part of the task.
- "ugh what a crazy morning. remind me tomorrow": the sigh is no errand; what to remind of is asked.
- "סיימתי את הדוח לבוס תסמן שעשיתי": the mark, said without a comma, is no part of the task's name.
- "nudge me every 20 mins … till i say stop": how the nudge ends, not a request to stop.

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

import pytest

from memo.planning.rules.task_person import with_person_named
from tests.planning.reading import not_acted, reads_as


@pytest.mark.parametrize(("text", "words", "absent"), [
    ("האינסטלטור לא חוזר אליי והברז מטפטף כבר שבוע אני משתגעת תציקי לי כל שעה עד שאני מתקשרת אליו שוב טוב? "
     "כי אחרת זה פשוט לא יקרה", "לאינסטלטור", ("טוב", "אליו", "משתגעת")),
    ("הגננת לא ענתה, תציק לי כל שעה עד שאני מתקשר אליה", "לגננת", ("אליה", "ענתה")),
    ("the plumber isnt calling back and the tap is dripping for a week im going crazy nag me every hour until i "
     "call him again", "call the plumber again", ("crazy", "dripping")),
    ("the plumber isnt calling back, nag me every hour until i call him", "call the plumber", ("isnt",)),
])
def test_until_clause_names_the_person(text: str, words: str, absent: tuple[str, ...]) -> None:
    intent = reads_as(text, "database", "create")
    said = intent.args["text"]
    assert words in said, intent.args
    for word in absent:
        assert word not in said, intent.args
    assert intent.args["reminderRecurrence"]["type"] == "nudge"


@pytest.mark.parametrize(("text", "said"), [
    ("the landlord wants the rent, remind me tomorrow at 10 to pay him", "pay the landlord"),
    ("my mom called, remind me at 6pm to call her back", "call my mom back"),
    ("הגנן לא ענה, תזכיר לי בשש בערב להתקשר אליו", "להתקשר לגנן"),
])
def test_pronoun_after_the_request_names_the_person(text: str, said: str) -> None:
    assert reads_as(text, "database", "create").args["text"] == said


@pytest.mark.parametrize(("text", "before", "kept"), [
    ("call her", "הגנן לא ענה", "call her"),  # languages differ: nothing to name
    ("להתקשר אליה", "הגנן לא ענה", "להתקשר אליה"),  # a man named, a woman called
    ("fix it", "the tap is dripping", "fix it"),  # "it" is no person
    ("call her", "the boiler broke", "call her"),  # a thing opened the message
    ("call her", "dana hasnt answered", "call her"),  # a bare name: the pronoun stays as written
])
def test_pronoun_kept_without_an_agreeing_person(text: str, before: str, kept: str) -> None:
    assert with_person_named(text, before) == kept


@pytest.mark.parametrize(("text", "due"), [
    ("תזכירי לי מחר בחמש להתקשר לאינסטלטור טוב?", "2026-11-23T17:00"),
    ("לקנות חלב, תזכירי לי מחר בעשר טוב?", "2026-11-23T10:00"),
    ("תזכיר לי היום בארבע לשלם ארנונה, בסדר?", "2026-11-22T16:00"),
])
def test_hebrew_tag_question_is_no_task_word(text: str, due: str) -> None:
    intent = reads_as(text, "database", "create")
    assert not any(tag in intent.args["text"] for tag in ("טוב", "בסדר")), intent.args
    assert intent.args["dueDate"].startswith(due)


@pytest.mark.parametrize("text", [
    "אוף איזה בוקר מטורף. תזכירי לי מחר, טוב?",
    "אוף שכחתי שוב... תזכירי לי בשבע טוב?",
    "ugh what a crazy morning. remind me tomorrow ok?",
    "ugh forgot again... remind me at 7 ok?",
    "what a long day. remind me tomorrow at 10",
])
def test_sigh_before_the_request_is_asked_about(text: str) -> None:
    not_acted(text)


@pytest.mark.parametrize(("text", "name"), [
    ("סיימתי את הדוח לבוס תסמן שעשיתי", "הדוח לבוס"),
    ("סיימתי עם הדוח של המע\"מ תסמן בוצע", "הדוח של המע\"מ"),
    ("סגרתי את הביטוח לאוטו תסמן שזה בוצע", "הביטוח לאוטו"),
])
def test_mark_said_without_a_comma_is_no_part_of_the_task(text: str, name: str) -> None:
    intent = reads_as(text, "database", "complete")
    assert name in intent.args["text"] and "תסמן" not in intent.args["text"], intent.args


@pytest.mark.parametrize("text", [
    "nudge me every 20 mins to drink water till i say stop",
    "keep bugging me every 15 mins to drink water until i tell you to stop",
])
def test_nudge_until_i_say_stop_is_a_nudge(text: str) -> None:
    assert reads_as(text, "database", "create").args["reminderRecurrence"]["type"] == "nudge"
