"""Notes, settings and small talk as people write them (rules/notes*.py, meta.py, settings.py, general*.py).

Someone who looks after a person the user names, what someone named said, a detail of "him" or "her" with nobody
named (asked), a fact followed by "worth remembering" or by "note that" with a standing time in it, a question followed
by a remark that opens with a verb, switching the reply language with a verb of speaking, asking whether the morning
brief can come at another hour, and chat: a shift told about in the feminine, goodbyes with a reason or a glued "and",
help praised in the present, where the day stands, news told with excitement. Each table also holds sentences of the
same shape that must not be taken.
"""

from __future__ import annotations

import pytest

from tests.planning.reading import expect, intent_of, not_taken

# --- someone who looks after a named person, and what someone named said ---------------------------------------------


@pytest.mark.parametrize(("text", "word"), [
    ("איך קוראים לגננת של נועה", "גננת"),
    ("מי המורה לפסנתר של עומר", "המורה"),
    ("מה הטלפון של המאמן של איתי", "המאמן"),
    ("what's the name of maya's babysitter", "babysitter"),
    ("who's omer's tutor", "tutor"),
])
def test_the_carer_of_someone_named_is_looked_up(text: str, word: str) -> None:
    assert word in expect(text, "second-brain", "search").args["query"]


@pytest.mark.parametrize("text", ["איך קוראים למורה של מי", "who is the coach of real madrid"])
def test_the_carer_of_nobody_named_is_no_lookup(text: str) -> None:
    not_taken(text, "second-brain")


@pytest.mark.parametrize(("text", "word"), [
    ("what did נעמה say about the class party", "נעמה"),
    ("what did dana recommend for the rash", "dana"),
    ("מה ליאת אמרה על החוג", "ליאת"),
    ("מה אמרה מיכל לגבי ההסעה", "מיכל"),
])
def test_what_someone_named_said_is_looked_up(text: str, word: str) -> None:
    assert word in expect(text, "second-brain", "search").args["query"]


@pytest.mark.parametrize("text", ["what did you say", "what did i say about the trip", "what did dana say about the "
                                  "shopping list"])
def test_what_i_or_you_said_is_no_lookup(text: str) -> None:
    not_taken(text, "second-brain")


# --- a detail of him or her with nobody named is asked ------------------------------------------------------------

@pytest.mark.parametrize("text", ["what's her address again", "when's his birthday",
                                  "what did she say about the trip", "מה הכתובת שלה", "מה הטלפון שלו שוב",
                                  "מה הוא אמר על זה"])
def test_a_detail_of_him_or_her_is_asked(text: str) -> None:
    intent = intent_of(text)
    assert intent is not None and intent.missing and intent.capability == "general", (text, intent)


# --- a fact, then that it is worth keeping --------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "word"), [
    ("dana from hr is vegan, worth remembering", "vegan"),
    ("the new neighbor works nights - good to remember", "nights"),
    ("ליאת מהמשרד צמחונית, כדאי לזכור לפעם הבאה", "צמחונית"),
    ("אמא של רוני לא אוכלת בשר, שווה לזכור", "בשר"),
])
def test_a_fact_worth_remembering_is_stored(text: str, word: str) -> None:
    assert word in expect(text, "second-brain", "store").args["text"]


@pytest.mark.parametrize("text", ["ok good to know", "the meeting moved, worth remembering", "call mom tomorrow, good "
                                  "to know", "צריך לקנות חלב, חשוב לזכור"])
def test_not_every_worth_remembering_is_a_note(text: str) -> None:
    not_taken(text, "second-brain", "store")


@pytest.mark.parametrize(("text", "word"), [
    ("my boss only answers after 10am, save that", "10am"),
    ("הספק של הפרחים עונה רק אחרי 12, תרשמי", "12"),
    ("the supplier - never calls before 9, note that", "never"),
])
def test_a_standing_time_with_note_that_is_a_fact(text: str, word: str) -> None:
    assert word in expect(text, "second-brain", "store").args["text"]


@pytest.mark.parametrize("text", ["dentist tuesday at 10, save it", "call dana at 5, note that"])
def test_a_time_to_do_something_is_no_note(text: str) -> None:
    not_taken(text, "second-brain", "store")


# --- a question, then a remark opening with a verb ----------------------------------------------------------------

@pytest.mark.parametrize("text", ["מה הבירה של קנדה, התערבתי עם אחי", "כמה רגליים יש לעכביש, התווכחנו על זה בארוחה"])
def test_a_general_question_with_a_remark_is_no_lookup(text: str) -> None:
    expect(text, "general", "respond")


@pytest.mark.parametrize(("text", "query"), [
    ("מה הקוד של השער, שלחתי שליח", "הקוד של השער"),
    ("what is the wifi password, my friend is over", "wifi password"),
])
def test_a_kept_secret_asked_with_a_remark(text: str, query: str) -> None:
    assert expect(text, "second-brain", "search").args["query"] == query



# --- settings: the reply language, the morning brief asked about ----------------------------------------------------

@pytest.mark.parametrize("text", ["תעברי לדבר איתי בעברית", "מעכשיו תעני לי באנגלית",
                                  "switch to talking to me in hebrew", "start speaking english with me"])
def test_switching_the_language_with_a_verb_of_speaking(text: str) -> None:
    intent = intent_of(text)
    assert intent is not None and intent.capability == "meta", (text, intent)


@pytest.mark.parametrize("text", ["תעבור לדבר עם דנה באנגלית", "תכתבי לי באנגלית מייל לבוס",
                                  "write me in english a short poem"])
def test_something_to_say_in_a_language_is_no_setting(text: str) -> None:
    not_taken(text, "meta")


@pytest.mark.parametrize(("text", "hour"), [
    ("the daily summary - can it come at 6 instead of 7", 6),
    ("my morning brief, could it arrive at 9 instead?", 9),
    ("סיכום הבוקר - אפשר שיגיע ב8 במקום 7", 8),
    ("אפשר שסיכום הבוקר יגיע בשבע", 7),
])
def test_can_the_brief_come_at_another_hour(text: str, hour: int) -> None:
    assert expect(text, "meta", "update_settings").args["morningBriefHour"] == hour


def test_the_brief_at_another_day_is_not_read() -> None:
    not_taken("can the morning brief come tomorrow", "meta")


# --- chat -----------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "איזו נסיעה ארוכה הייתה לי, פקקים מתל אביב עד חיפה",
    "הייתה לי תורנות קשה",
    "לילה טוב, מחר מוקדם",
    "gn memo, early start tomorrow",
    "תודה ולילה טוב",
    "וואו תודה ובהצלחה",
    "אתה ממש עוזר לי מלא",
    "you really help me so much memo",
    "finally landed, the flight was so bumpy lol",
    "הרגע הגעתי הביתה, איזה פקקים",
    "we closed the deal!! what a day",
    "הבן שלי עבר את המבחן!!! אני כל כך גאה",
])
def test_chat(text: str) -> None:
    expect(text, "general", "respond")


@pytest.mark.parametrize("text", ["tell me a joke, i need to laugh", "תספר לי משהו מצחיק, אני חייב להתעודד"])
def test_a_joke_asked_with_a_mood_is_a_question(text: str) -> None:
    assert expect(text, "general", "respond").args["kind"] == "question"


@pytest.mark.parametrize("text", [
    "מחר מוקדם",
    "early start tomorrow",
    "just paid the electricity bill",
    "just woke up lol what did i miss",
    "חלב ביצים ולחם!! איזה יום",
    "just got home, order pizza",
    "tell me a joke, need to buy milk",
    "תודה ותזכירי לי מחר",
])
def test_not_chat(text: str) -> None:
    intent = intent_of(text)
    assert intent is None or intent.capability != "general" or intent.args.get("kind") != "small_talk", (text, intent)
