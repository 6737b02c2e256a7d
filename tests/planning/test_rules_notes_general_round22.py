"""Notes and small talk as households and shift workers put them (rules/notes*.py, general*.py).

Each table holds sentences of one shape; the near misses after it must not be taken that way.
"""

from __future__ import annotations

import pytest

from tests.planning.reading import expect, intent_of, not_taken

# --- a fact told "fyi" whose key ends where "is" begins --------------------------------------------------------


@pytest.mark.parametrize(("text", "word"), [
    ("fyi the plumbers number is 052-1112233", "052-1112233"),
    ("btw cleaners new number is 050-9998877", "050-9998877"),
])
def test_fyi_fact_with_is_is_stored(text: str, word: str) -> None:
    assert word in expect(text, "second-brain", "store").args["text"]


# --- a secret's new value beats a reminder about the thing it guards ------------------------------------------


@pytest.mark.parametrize(("text", "word"), [
    ("door code changed its 5512 now", "5512"),
    ("gate code changed, its 7788 now not 1234", "7788"),
])
def test_changed_code_updates_the_note(text: str, word: str) -> None:
    assert word in expect(text, "second-brain", "update").args["text"]


# --- a name, and a lasting fact about the same person ----------------------------------------------------------


@pytest.mark.parametrize(("text", "word"), [
    ("לשכן החדש קוראים יוסי והוא עובד בבנק", "יוסי"),
    ("btw our new neighbors name is avi and he works at the hospital", "avi"),
    ("fyi the new cleaner is called Marta and she charges 70 an hour", "Marta"),
])
def test_name_and_a_fact_about_them_is_stored(text: str, word: str) -> None:
    assert word in expect(text, "second-brain", "store").args["text"]


@pytest.mark.parametrize("text", [
    "לשכן החדש קוראים יוסי והוא מגיע מחר",
    "fyi the new babysitter is called Noa and she is coming tomorrow at 6",
])
def test_name_and_an_event_is_not_a_stored_fact(text: str) -> None:
    not_taken(text, "second-brain", "store")


# --- where the car is parked, the spot straight after "parked" ------------------------------------------------


@pytest.mark.parametrize(("text", "word"), [
    ("parked floor -2 near the elevators", "-2"),
    ("parked P3 section B", "P3"),
    ("parked row c", "row c"),
])
def test_parked_spot_is_stored(text: str, word: str) -> None:
    assert word in expect(text, "second-brain", "store").args["text"]


@pytest.mark.parametrize("text", ["parked level is closed today", "parked lot is full ugh"])
def test_parked_without_a_spot_is_not_stored(text: str) -> None:
    not_taken(text, "second-brain", "store")


# --- an idea said with its verb --------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "word"), [
    ("רעיון להזמין את ההורים של שנינו לארוחת שישי", "ההורים"),
    ("רעיון לצבוע את חדר הילדים בירוק", "חדר"),
    ("idea to ask the boss for fixed morning shifts in winter", "boss"),
])
def test_idea_with_a_verb_is_stored(text: str, word: str) -> None:
    intent = expect(text, "second-brain", "store")
    assert word in intent.args["text"] and intent.args["kind"] == "idea"


@pytest.mark.parametrize("text", ["רעיון למתנה לאמא", "רעיון לבקש משהו?", "idea to fix this?"])
def test_idea_without_an_action_is_not_stored(text: str) -> None:
    not_taken(text, "second-brain", "store")


# --- a shift finished, a groan at what came again, relief, an opinion asked ------------------------------------


@pytest.mark.parametrize("text", [
    "just got off a double, im dead",
    "סיימתי משמרת לילה",
    "finished my 12h shift lol",
    "ugh mondays again",
    "אוף שוב משמרת לילה",
    "finally the kids are asleep and the house is quiet",
    "סוף סוף הילדים ישנים",
    "we cant agree who walks the dog tonight, what do you think",
    "אני ובעלי לא מסכימים מי מוציא את הכלב, מי צודק",
])
def test_household_and_shift_talk_is_conversation(text: str) -> None:
    expect(text, "general", "respond")


@pytest.mark.parametrize("text", [
    "finished my shift, remind me to call mom at 8",
    "add milk to the list, what do you think",
    "finally the report is done",
    "milk again ugh",
])
def test_requests_and_to_dos_are_not_conversation(text: str) -> None:
    intent = intent_of(text)
    assert intent is None or intent.capability != "general" or intent.args.get("kind") == "unclear", (text, intent)


# --- the name of someone at work, named by the role and what it is in charge of -------------------------------


@pytest.mark.parametrize(("text", "word"), [
    ("איך קוראים לאחראי המשמרת החדש במחלקה", "אחראי המשמרת"),
    ("איך קוראים לרכזת השכבה החדשה", "רכזת השכבה"),
    ("what's the name of the new shift supervisor", "shift supervisor"),
    ("the phone number of the head nurse on my ward", "head nurse"),
])
def test_the_name_of_a_role_at_work_is_looked_up(text: str, word: str) -> None:
    assert word in expect(text, "second-brain", "search").args["query"]


@pytest.mark.parametrize("text", ["איך קוראים לבירה של צרפת", "איך קוראים לראש הממשלה החדש"])
def test_a_name_of_general_knowledge_is_not_looked_up_in_the_notes(text: str) -> None:
    assert intent_of(text).capability == "general"
