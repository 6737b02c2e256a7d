"""Questions about the user's own facts are looked up in the notes; general-knowledge questions are answered.

Shapes covered: the size, colour or brand of a household thing of theirs ("what size are the towels for the guest
room"); a relative's or the user's own recipe asked for ("what was my aunt's recipe for stuffed peppers", "מה המתכון
של סבתא לחמין") and a kept recipe put right ("fix the banana bread recipe, 2 bananas not 3"); who of the user's people
is allergic to a thing ("who's allergic to sesame again", "מי אלרגי לבוטנים"); someone the user goes to now, named by
the habit ("the dentist we use", "הספרית שאני אוהבת"); an amount the user said before ("כמה בשר אמרתי שצריך"); a
Hebrew "that" glued with a hyphen before an English fact ("remember ש-dana's ..."); and a question opening with
"what's" that is no fact to keep ("what's a good way to ... when the room is small").
"""

from __future__ import annotations

import pytest

from tests.planning.reading import not_acted, not_read_as, plan, reads_as


@pytest.mark.parametrize("text, word", [
    ("what size are the towels for the guest room", "towels"),
    ("what size were the pillowcases for the kids' beds", "pillowcases"),
    ("what colour was the paint in the kitchen", "paint"),
    ("what brand is the dishwasher in our kitchen", "dishwasher"),
    ("what size are the blinds in the bedroom", "blinds"),
])
def test_household_thing_of_theirs_is_looked_up(text: str, word: str) -> None:
    assert word in reads_as(text, "second-brain", "search").args["query"]


@pytest.mark.parametrize("text", ["what size are double sheets", "what size is a queen mattress",
                                  "what size is the sun", "what brand is the best dishwasher"])
def test_sizes_in_general_are_not_looked_up(text: str) -> None:
    not_read_as(text, "second-brain")


@pytest.mark.parametrize("text, word", [
    ("what was my aunt's recipe for stuffed peppers", "peppers"),
    ("whats grandpa's recipe for cholent", "cholent"),
    ("do we have nana's recipe for chicken soup", "soup"),
    ("what's my recipe for granola", "granola"),
    ("מה היה המתכון של סבתא לחמין", "חמין"),
    ("מה המתכון לעוגיות של אמא", "עוגיות"),
    ("מה המתכון של דודה רחל למרק", "מרק"),
])
def test_a_relatives_recipe_is_looked_up(text: str, word: str) -> None:
    assert word in reads_as(text, "second-brain", "search").args["query"]


@pytest.mark.parametrize("text", ["what's the recipe for cholent", "what's a good recipe for granola",
                                  "מה המתכון לחמין", "מה המתכון של עוגת שוקולד"])
def test_a_recipe_of_no_one_is_not_looked_up(text: str) -> None:
    not_read_as(text, "second-brain")


@pytest.mark.parametrize("text, query, new", [
    ("fix the banana bread recipe, 2 bananas not 3", "banana bread recipe", "2 bananas not 3"),
    ("update my lemon cake recipe: it's 175 degrees not 190", "lemon cake recipe", "175 degrees not 190"),
    ("change grandma's kubbe recipe - 3 cups of semolina not 2", "grandma's kubbe recipe", "3 cups of semolina"),
    ("תתקני את המתכון לעוגת גזר, 2 כוסות סוכר ולא 3", "המתכון לעוגת גזר", "2 כוסות סוכר ולא 3"),
])
def test_a_kept_recipe_is_put_right(text: str, query: str, new: str) -> None:
    args = reads_as(text, "second-brain", "update").args
    assert args["query"] == query and new in args["text"]


def test_an_unnamed_recipe_to_put_right_is_asked() -> None:
    not_acted("update that recipe, 3 eggs")


@pytest.mark.parametrize("text", ["update the recipes list, add lasagna", "update the meeting, it's at 6 not 5"])
def test_other_things_to_update_are_not_recipes(text: str) -> None:
    intent = plan(text)
    assert intent is None or intent.decided_by != "grammar notes_recipes.kept_recipe"


@pytest.mark.parametrize("text, word", [
    ("who's allergic to sesame again?", "sesame"),
    ("who is allergic to eggs", "eggs"),
    ("whos allergic to kiwi again? baking for the class", "kiwi"),
    ("מי אלרגי לבוטנים?", "בוטנים"),
    ("מי מהילדים אלרגית לחלב", "חלב"),
])
def test_who_of_theirs_is_allergic_is_looked_up(text: str, word: str) -> None:
    assert word in reads_as(text, "second-brain", "search").args["query"]


@pytest.mark.parametrize("text", ["who gets allergic to bee stings", "who is most likely to be allergic to penicillin"])
def test_allergies_of_people_in_general_are_not_looked_up(text: str) -> None:
    not_read_as(text, "second-brain")


@pytest.mark.parametrize("text, word", [
    ("what's the name of the dentist we use", "dentist"),
    ("who's the electrician we trust", "electrician"),
    ("which sushi place do we usually order from", "sushi"),
    ("where's the bakery i like", "bakery"),
    ("איך קוראים לספרית שאני אוהבת", "לספרית"),
    ("מה השם של המוסך שאנחנו הולכים אליו", "המוסך"),
])
def test_someone_the_user_goes_to_is_looked_up(text: str, word: str) -> None:
    assert word in reads_as(text, "second-brain", "search").args["query"]


@pytest.mark.parametrize("text", ["what's the best way to cook quinoa", "what's a good book i'd like",
                                  "what's the thing i like most about autumn", "how do i make the soup we like"])
def test_advice_is_not_looked_up(text: str) -> None:
    not_read_as(text, "second-brain")


@pytest.mark.parametrize("text, word", [
    ("כמה בשר אמרתי שצריך ל20 איש?", "בשר"),
    ("כמה כיסאות אמרתי לך שצריך להזמין", "כיסאות"),
    ("how many tables did i say we need to rent", "tables"),
])
def test_an_amount_the_user_said_is_looked_up(text: str, word: str) -> None:
    assert word in reads_as(text, "second-brain", "search").args["query"]


@pytest.mark.parametrize("text", ["כמה בשר צריך ל20 איש", "how much meat do you need for 20 people"])
def test_an_amount_in_general_is_not_looked_up(text: str) -> None:
    not_read_as(text, "second-brain")


def test_what_the_user_said_to_do_is_not_a_note() -> None:
    not_read_as("what did i say i need to do", "second-brain")


@pytest.mark.parametrize("text, kept", [
    ("remember ש-dana's wedding anniversary is june 2", "dana's wedding anniversary is june 2"),
    ("don't forget ש-the alarm code is 8812", "the alarm code is 8812"),
    ("remember שyoni is allergic to kiwi", "yoni is allergic to kiwi"),
])
def test_hebrew_that_glued_before_an_english_fact(text: str, kept: str) -> None:
    assert reads_as(text, "second-brain", "store").args["text"] == kept


@pytest.mark.parametrize("text", ["what's a good way to share chores when one kid is older",
                                  "what's the best way to store rice when the kitchen is humid"])
def test_a_question_is_no_fact_to_keep(text: str) -> None:
    not_read_as(text, "second-brain")


@pytest.mark.parametrize("text", ["the gate code is 4471", "noa's shoe size is 32"])
def test_facts_stated_are_still_kept(text: str) -> None:
    reads_as(text, "second-brain", "store")
