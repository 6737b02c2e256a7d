"""Mistyped command words are put right when nothing reads the message as typed, and only slips are corrected.

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

import pytest

from memo.planning.rules import asides, reorder, typos
from tests.planning.reading import acted, local_or_none, plan


@pytest.mark.parametrize("text, operation, due", [
    ("mvoe the gym remidner to friday 5pm", "update", "2026-11-27T17:00"),
    ("remnd me tomorow at 8 to water the plants", "create", "2026-11-23T08:00"),
    ("תזכירי ליי מחר בשמונה להשקות את העציצים", "create", "2026-11-23T08:00"),
    ("תזכירר לי מחר בעשר לשלם חשמל", "create", "2026-11-23T10:00"),
])
def test_a_request_behind_a_mistyped_command_word_is_read(text, operation, due):
    intent = plan(text)
    assert acted(intent) and intent.capability == "database" and intent.args["operation"] == operation, intent
    when = intent.args.get("dueDate") or intent.args.get("updateFields", {}).get("dueDate")
    assert (local_or_none(when) or "")[:16] == due, intent.args


def test_the_list_word_mistyped_still_adds_the_items():
    intent = plan("add oat milk and bananas to the shopping lsit")
    assert acted(intent) and intent.args["items"] == ["oat milk", "bananas"], intent


@pytest.mark.parametrize("text, meant", [
    ("mvoe the remidner", "move the reminder"),
    ("cancle my meeitng", "cancel my meeting"),
    ("תוסיפפי לרשימהה", "תוסיפי לרשימה"),
])
def test_slips_of_command_words_are_put_right(text, meant):
    assert typos.respell(text)[0] == meant


@pytest.mark.parametrize("text", [
    "call dad tonight",  # "dad" is "add" swapped, and a word of its own
    "i lost my keys",  # one letter from "list", by another letter: not a slip
    "נדבר ממחר",  # a doubled first letter is a prefix, not a slip
    "remind me to buy the dentsit thing",  # the user's own words stay as typed
])
def test_words_that_are_no_slip_of_a_command_word_stay_as_typed(text):
    assert typos.respell(text) == (text, [])


# -- a command said last -------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text, capability, operation", [
    ("במבה ושוקו לרשימת הקניות תוסיף", "database", "addItem"),
    ("את כל המיילים מהבנק תסמני כנקראו", "gmail", "markRead"),
    ("ארנונה כל 15 לחודש בשמונה בבוקר תזכירי", "database", "create"),
])
def test_a_command_said_last_is_read_as_if_said_first(text, capability, operation):
    intent = plan(text)
    assert acted(intent) and (intent.capability, intent.args["operation"]) == (capability, operation), intent


@pytest.mark.parametrize("text, expected", [
    ("חלב לרשימה תוסיפי", "תוסיפי חלב לרשימה"),
    ("הקוטג' מהרשימה תוריד, יש לנו", "תוריד הקוטג' מהרשימה, יש לנו"),
    ("שכר דירה בראשון לחודש תזכיר", "תזכיר לי שכר דירה בראשון לחודש"),
])
def test_the_command_moves_to_the_front_with_its_place_closed_up(text, expected):
    assert reorder.verb_first(text) == expected


@pytest.mark.parametrize("text", [
    "תוסיפי חלב לרשימה",  # already first
    "חלב תוסיפי ואז תמחקי את הביצים",  # two commands: two requests
    "תוסיפי",  # nothing to move it before
])
def test_only_one_command_not_first_is_moved(text):
    assert reorder.verb_first(text) is None


# -- a topic, then a bare command ------------------------------------------------------------------------------------
@pytest.mark.parametrize("topic, command, expected", [
    ("the gym reminder", "delete pls", "delete the gym reminder"),
    ("הקוטג'", "תמחקי", "תמחקי את הקוטג'"),
    ("התזכורת של הוויטמינים", "תבטל", "תבטל את התזכורת של הוויטמינים"),
])
def test_a_topic_goes_after_a_bare_command(topic, command, expected):
    assert asides.with_topic(topic, command) == expected


@pytest.mark.parametrize("topic, command", [
    ("the gym reminder", "move to friday at the usual time"),  # more than a bare command: where would it go
    ("the call at 11", "cancel"),  # the topic's own time
])
def test_a_topic_is_not_put_into_a_longer_request_or_one_with_its_own_time(topic, command):
    assert asides.with_topic(topic, command) is None


@pytest.mark.parametrize("text", [
    "אוף איזה בוקר מטורף. תזכירי לי מחר, טוב?",
    # An emoji closes the remark as a full stop would; moved, its "בעוד שבועיים" would be read into the reminder.
    "אחותי מתחתנת בעוד שבועיים ועוד לא קניתי מתנה 😅 תזכירי לי ביום חמישי בערב לעבור על הרשימה",
])
def test_a_command_opening_its_own_sentence_is_not_moved_before_a_remark(text):
    assert reorder.verb_first(text) is None


@pytest.mark.parametrize("text, capability, operation", [
    ("push the vet remider to fri 10am", "database", "update"),
    ("cancel the pilates remnder tmrw", "database", "delete"),
])
def test_a_mistyped_command_word_that_changes_the_request_is_read_as_meant(text, capability, operation):
    """Read as typed, "remider" is no word, and the rest reads as another request (moving an event)."""
    intent = plan(text)
    assert acted(intent) and (intent.capability, intent.args["operation"]) == (capability, operation), intent
    assert "changes what is asked" in intent.decided_by or "as 'reminder'" in intent.decided_by


def test_a_mistyped_word_that_changes_nothing_leaves_the_reading_alone():
    intent = plan("add eggs to the shoping list")
    assert acted(intent) and intent.args["items"] == ["eggs"] and "changes what is asked" not in intent.decided_by


@pytest.mark.parametrize("text, meant", [
    ("rmnd me at 6", "remind me at 6"),
    ("my appt tmrw", "my appointment tomorrow"),
    ("the weekly mtg", "the weekly meeting"),
])
def test_shorthand_command_words_are_read_in_full(text, meant):
    assert typos.respell(text)[0] == meant


def test_a_reminder_typed_in_shorthand_is_set():
    intent = plan("rmnd me tmrw at 7 to water the plants")
    assert acted(intent) and intent.args["operation"] == "create" and intent.args["text"] == "water the plants"
    assert local_or_none(intent.args["dueDate"])[:16] == "2026-11-23T07:00"
