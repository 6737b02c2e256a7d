"""Notes of the user's own work: ideas named by their kind, identifiers, office extensions, who someone is said after
their name, a budget or a reviewer's request asked back, and an idea dropped by its name (notes_work_kept.py,
notes_work_asked.py, notes_contact.py, notes_good_to_know.py).
"""

from __future__ import annotations

import pytest

from tests.planning.reading import not_read_as, reads_as


@pytest.mark.parametrize("text, kept", [
    ("remember, grant idea: a shared labelling tool for clinics", "labelling"),
    ("thesis idea - measuring drift in annotation guidelines", "drift"),
    ("startup idea: a bakery that delivers after midnight", "bakery"),
    ("רעיון למחקר לבדוק את השפעת השינה על ציונים במבחנים", "השינה"),
    ("רעיון להרצאה להשוות בין שתי שיטות הערכה, לשאול את רון", "להשוות"),
    ("idea for a talk comparing remote and in-person exams", "comparing"),
])
def test_an_idea_named_by_its_kind_is_kept(text: str, kept: str) -> None:
    intent = reads_as(text, "second-brain", "store")
    assert kept in intent.args["text"] and intent.args["kind"] == "idea"


@pytest.mark.parametrize("text", ["good idea: let's do it next week", "great idea - thanks!", "רעיון למתנה לאמא",
                                  "idea for a birthday party"])
def test_a_judged_idea_or_a_bare_purpose_is_not_kept(text: str) -> None:
    not_read_as(text, "second-brain")


@pytest.mark.parametrize("text, value", [
    ("my orcid is 0000-0001-5109-3700", "0000-0001-5109-3700"),
    ("our grant number is 3-2210-19", "3-2210-19"),
    ("ה-ORCID שלי הוא 0000-0001-5109-3700", "0000-0001-5109-3700"),
])
def test_an_identifier_of_digit_groups_is_kept_as_typed(text: str, value: str) -> None:
    assert value in reads_as(text, "second-brain", "store").args["text"]


def test_a_clock_time_is_no_identifier() -> None:
    not_read_as("my flight is at 18:45", "second-brain")


@pytest.mark.parametrize("text", [
    "the faculty secretary is Rina, extension 4410",
    "המזכירה של הפקולטה היא רינה, שלוחה 4410",
    "our lab manager is Dudi, ext. 31",
])
def test_a_role_holder_and_an_extension_is_kept(text: str) -> None:
    reads_as(text, "second-brain", "store")


def test_an_extension_to_call_is_not_kept() -> None:
    not_read_as("call the secretary Rina at extension 4410", "second-brain")


@pytest.mark.parametrize("text, name", [
    ("Noga my phd student prefers phone calls and she's allergic to sesame, good to know for the retreat", "Noga"),
    ("dana my neighbour has a nut allergy, good to know", "dana"),
    ("נגה, הדוקטורנטית שלי, אלרגית לשומשום, טוב לדעת לקראת הסדנה", "נגה"),
])
def test_who_someone_is_after_their_name_does_not_hide_the_fact(text: str, name: str) -> None:
    assert name in reads_as(text, "second-brain", "store").args["text"]


def test_a_passing_state_after_a_name_is_not_kept() -> None:
    not_read_as("Noga my phd student is tired today, good to know", "second-brain")


@pytest.mark.parametrize("text, word", [
    ("כמה היה תקציב הציוד במענק?", "תקציב"),
    ("מה תקציב המעבדה שלנו", "תקציב"),
    ("how much was the travel budget for the summer school?", "budget"),
    ("what's my research budget again", "budget"),
])
def test_a_budget_of_the_users_work_is_looked_up(text: str, word: str) -> None:
    assert word in reads_as(text, "second-brain", "search").args["query"]


@pytest.mark.parametrize("text", ["כמה היה תקציב הביטחון ב-2023?", "how much is the us defense budget"])
def test_a_public_budget_is_not_looked_up(text: str) -> None:
    not_read_as(text, "second-brain")


@pytest.mark.parametrize("text, word", [
    ("what did reviewer 3 ask for on the NeurIPS submission", "NeurIPS"),
    ("what did the editor want in the resubmission", "resubmission"),
    ("מה ביקשה סוקרת 1 על המאמר?", "המאמר"),
    ("מה רצה המנחה לגבי הפרק השלישי", "הפרק"),
])
def test_what_a_reader_of_the_users_work_asked_is_looked_up(text: str, word: str) -> None:
    assert word in reads_as(text, "second-brain", "search").args["query"]


def test_what_a_public_figure_said_is_not_a_readers_request() -> None:
    not_read_as("what did the president say about the war", "second-brain")


@pytest.mark.parametrize("text, word", [
    ("forget the flipped classroom idea, Dan already wrote it up", "flipped"),
    ("scrap the podcast idea", "podcast"),
    ("ditch my app idea - too much work", "app"),
])
def test_an_idea_dropped_by_its_name_deletes_a_note(text: str, word: str) -> None:
    intent = reads_as(text, "second-brain", "delete")
    assert word in intent.args["query"] and intent.needs_approval


@pytest.mark.parametrize("text", ["forget the dentist appointment", "forget the milk"])
def test_forgetting_other_things_is_no_note_deleted(text: str) -> None:
    not_read_as(text, "second-brain")


def test_remember_with_a_comma_before_a_task_is_not_kept() -> None:
    not_read_as("remember, call grandma tomorrow", "second-brain")
