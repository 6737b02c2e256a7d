"""Notes, settings and small talk typed in a hurry (rules/notes*.py, settings.py, meta*.py, general*.py).

"recommended" mistyped, a birthday asked with "היומולדת", "so I don't forget" after a kept detail, "rmbr that",
a parking spot told with no subject, a new value followed by "not the old one", "from now on" before the reply
language, a trip glued to a time zone change or a how-to question, an exclamation about the day before what
happened, and thanks for the day. Each table also holds sentences of the same shape that must not be taken.
"""

from __future__ import annotations

import pytest

from tests.planning.reading import expect, not_taken

# --- someone recommended, the word mistyped ------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "word"), [
    ("who was the plumber that dana recomended", "plumber"),
    ("whats the name of the גנן that my sister reccomended", "גנן"),
    ("which electrician did ronit sugest", "electrician"),
    ("what cafe did my neighbor recommend", "cafe"),
])
def test_someone_recommended_mistyped_is_a_lookup(text: str, word: str) -> None:
    assert word in expect(text, "second-brain", "search").args["query"]


@pytest.mark.parametrize("text", ["what do you suggest", "which book did you recommend",
                                  "what do doctors recommend for a cold"])
def test_a_recommendation_asked_of_memo_or_experts_is_no_lookup(text: str) -> None:
    not_taken(text, "second-brain")


# --- a birthday with "היומולדת" ------------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "name"), [("מתי היומולדת של אורי", "אורי"), ("מתי היומולדת של סבתא", "סבתא")])
def test_the_birthday_with_its_article_is_a_lookup(text: str, name: str) -> None:
    assert name in expect(text, "second-brain", "search").args["query"]


def test_the_birthday_party_with_its_article_stays_an_event() -> None:
    not_taken("מתי מסיבת היומולדת של דני", "second-brain")


# --- "so I don't forget" after a kept detail -----------------------------------------------------------------------


@pytest.mark.parametrize(("text", "value"), [
    ("the locker combo at the pool 3391 so i dont forget", "3391"),
    ("the alarm code for the office is 1948 so i don't forget it", "1948"),
    ("הסיסמא לנטפליקס Dana2026 שלא נשכח", "Dana2026"),
    ("מספר החניה בבניין של אמא 48 כדי שלא אשכח", "48"),
])
def test_a_detail_so_i_dont_forget_is_kept(text: str, value: str) -> None:
    intent = expect(text, "second-brain", "store")
    assert value in intent.args["text"] and "forget" not in intent.args["text"] and "אשכח" not in intent.args["text"]


@pytest.mark.parametrize("text", ["pay the electricity bill so i dont forget", "לשלם חשבון חשמל שלא אשכח",
                                  "call dana tomorrow so i dont forget"])
def test_a_to_do_so_i_dont_forget_is_no_note(text: str) -> None:
    not_taken(text, "second-brain")


# --- "rmbr that", a parking spot with no subject -------------------------------------------------------------------


@pytest.mark.parametrize(("text", "word"), [
    ("the spare key is under the blue pot rmbr that", "blue pot"),
    ("pls rmber: omer is allergic to sesame", "sesame"),
    ("parked on level 3 row B at the mall", "row B"),
    ("car is parked at -3 near the elevators", "elevators"),
])
def test_kept_with_rmbr_or_parked(text: str, word: str) -> None:
    assert word in expect(text, "second-brain", "store").args["text"]


@pytest.mark.parametrize("text", ["parked cars on my street get ticketed", "parked at the mall tomorrow at 5?"])
def test_parked_said_of_others_or_asked_is_no_note(text: str) -> None:
    not_taken(text, "second-brain", "store")


# --- a new value, then "not the old one" ---------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "value"), [
    ("gate code changed its 7781 now not the old one", "7781"),
    ("netflix password changed its Blue2026 now, not the old one", "Blue2026"),
    ("הקוד של השער השתנה עכשיו 7781 ולא הישן", "7781"),
    ("הסיסמה של הנטפליקס השתנתה ל Blue2026 ולא הקודמת", "Blue2026"),
])
def test_a_new_value_not_the_old_one_is_an_update(text: str, value: str) -> None:
    intent = expect(text, "second-brain", "update")
    assert value in intent.args["text"] and "old" not in intent.args["text"] and "ישן" not in intent.args["text"]


def test_changed_with_no_value_is_no_update() -> None:
    not_taken("the wifi changed not the old one", "second-brain", "update")


# --- the reply language with "from now on" before it ---------------------------------------------------------------


@pytest.mark.parametrize("text", ["תדברי איתי מהיום בעברית", "תענה לי מעכשיו באנגלית",
                                  "answer me from now on in english pls", "reply always in hebrew"])
def test_the_reply_language_from_now_on(text: str) -> None:
    expect(text, "meta", "describe")


def test_something_written_in_a_language_is_no_setting() -> None:
    not_taken("תכתבי לי מעכשיו באנגלית מייל לבוס", "meta")


# --- a trip glued to a time zone change or a how-to ----------------------------------------------------------------


@pytest.mark.parametrize(("text", "zone"), [
    ("im in berlin till friday change my timezone", "Europe/Berlin"),
    ("טסה מחר לניו יורק תעדכני את אזור הזמן", "America/New_York"),
])
def test_a_trip_then_the_change_with_no_comma(text: str, zone: str) -> None:
    assert expect(text, "meta", "update_settings").args.get("timezone") == zone


@pytest.mark.parametrize("text", ["im in tokyo now how do i change the timezone",
                                  "אני בפריז השבוע איך אפשר לשנות את אזור הזמן"])
def test_a_trip_then_how_to_change_is_a_question(text: str) -> None:
    expect(text, "meta", "show_settings")


@pytest.mark.parametrize("text", ["אני בלונדון השבוע תחליפי את השעון המעורר",
                                  "the kids keep asking how do i change the language on my phone"])
def test_a_trip_then_another_change_is_no_setting(text: str) -> None:
    not_taken(text, "meta")


# --- an exclamation about the day, then what happened; thanks for the day ------------------------------------------


@pytest.mark.parametrize("text", [
    "what a day, the car broke down and my phone died",
    "איזה בוקר, הילדים איחרו להסעה ונשפך לי קפה על החולצה",
    "תודה על היום ממו",
    "ערב טוב, תודה על השבוע",
])
def test_the_day_told_or_thanked_for_is_chat(text: str) -> None:
    expect(text, "general", "respond")


@pytest.mark.parametrize(("text", "capability"), [
    ("what a morning, remind me to call the garage", "general"),
    ("איזה יום, תזכירי לי לקנות חלב", "general"),
    ("what a morning, the gate code is 4471", "general"),
])
def test_a_request_after_the_exclamation_is_not_chat(text: str, capability: str) -> None:
    not_taken(text, capability, "respond")


# --- abbreviations and politeness around what to find or keep ------------------------------------------------------


@pytest.mark.parametrize(("text", "operation", "query"), [
    ("delete the note abt the gym", "delete", "gym"),
    ("what did i save abt the boiler", "search", "boiler"),
    ("forget the locker note pls", "delete", "locker note"),
    ("תמחקי את הפתק על החניה בבקשה", "delete", "החניה"),
])
def test_abt_and_please_stay_out_of_the_query(text: str, operation: str, query: str) -> None:
    assert expect(text, "second-brain", operation).args["query"] == query


@pytest.mark.parametrize(("text", "value"), [
    ("the plumbers number is 0527788990 save", "0527788990"),
    ("my gym locker 2231 remember", "2231"),
])
def test_a_bare_save_after_a_number(text: str, value: str) -> None:
    intent = expect(text, "second-brain", "store")
    assert intent.args["text"].endswith(value)


def test_a_bare_save_after_a_to_do_is_no_note() -> None:
    not_taken("call the bank at 10 save", "second-brain")


@pytest.mark.parametrize(("text", "word"), [("whats the pwd for the router", "router"),
                                            ("what's the netflix pw", "netflix")])
def test_pw_is_a_password(text: str, word: str) -> None:
    assert word in expect(text, "second-brain", "search").args["query"]


@pytest.mark.parametrize(("text", "value"), [("תרשמי: המידה של נועה 32", "32"), ("רשום - הקוד לשער 1234", "1234")])
def test_write_down_with_a_colon_right_after_the_verb(text: str, value: str) -> None:
    assert value in expect(text, "second-brain", "store").args["text"]
