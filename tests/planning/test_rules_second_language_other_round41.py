"""Notes, mail, settings and chat written by Arabic and Russian speakers in English and Hebrew.

Shapes covered (second_language.py, notes_changes.py): a fact changed said "is change, now is …"; Russian
"zapishi" (write down) before a note; "I want you remember that …"; a question about mail without "did" and with
"check please" after it ("ministry of interior send me something about …? check please"), and Hebrew "מכתב
במייל … ? תבדקי"; "put your clock on their time" after the place named; "I want it in 5:45 not 7" about the
morning message named with a relative clause; "על מייל של הגננת תעני לה ש…"; "טיוטה מייל" without the
construct state; "habibi", "spasibo" said to Memo; "that bill of Partner, send it forward to …".
Near misses keep their reading: a fact stated without a change, "remind me in 5 minutes", "I want you to call
mom tomorrow", a remark about something sent with no question.
"""

from __future__ import annotations

import pytest

from tests.planning.reading import not_read_as, reads_as


@pytest.mark.parametrize("text, value", [
    ("the code of gate is change, now is 7731 not 4420", "7731"),
    ("the password of wifi is change, now is Sunflower2024", "Sunflower2024"),
    ("the code of alarm is change now is 5521", "5521"),
    ("the alarm code is changed now it is 1234", "1234"),
])
def test_fact_changed_in_learner_grammar_updates_the_note(text: str, value: str) -> None:
    args = reads_as(text, "second-brain", "update").args
    assert value in args["text"], args
    assert "4420" not in args["text"], args


def test_fact_without_a_change_is_stored() -> None:
    assert "4420" in reads_as("the code of gate is 4420", "second-brain", "store").args["text"]


@pytest.mark.parametrize("text, kept", [
    ("zapishi: the pediatrician name is doctor Kogan, in Maccabi on Herzl street", "Kogan"),
    ("zapishi: the plumber is Vasya 0541234567", "Vasya"),
    ("zapishite please the dentist is doctor Levi on Herzl street", "Levi"),
    ("I want you remember that the neighbour Ahmad has spare key of our house", "Ahmad"),
    ("I want you remember that my car parking is on floor -2", "floor -2"),
    ("I want that you save the insurance number is 88812", "88812"),
])
def test_note_asked_in_a_second_language_is_stored(text: str, kept: str) -> None:
    args = reads_as(text, "second-brain", "store").args
    assert kept in args["text"], args
    assert "zapish" not in args["text"] and "want" not in args["text"], args


def test_a_wish_for_another_errand_stays_a_reminder() -> None:
    assert reads_as("I want you to call mom tomorrow", "database", "create").args["text"] == "call mom"


@pytest.mark.parametrize("text, sender, term", [
    ("ministry of interior send me something about my teudat zehut? check please", "ministry of interior",
     "teudat zehut"),
    ("bank leumi send me something about my loan? check please", "bank leumi", "loan"),
    ("ביטוח לאומי שלחו לי מכתב במייל על דמי אבטלה? תבדקי", "ביטוח לאומי", "אבטלה"),
])
def test_mail_question_without_its_auxiliary_searches_mail(text: str, sender: str, term: str) -> None:
    query = reads_as(text, "gmail", "search").args["query"]
    assert sender in query and term in query, query


def test_something_sent_told_without_a_question_is_no_search() -> None:
    not_read_as("my sister send me something about the party", "gmail")


@pytest.mark.parametrize("text, zone", [
    ("I fly to Novosibirsk for one month, please put your clock on their time", "Asia/Novosibirsk"),
    ("I fly to Berlin for two weeks, please put your clock on their time", "Europe/Berlin"),
    ("I go to London next week, change the time to their time", "Europe/London"),
])
def test_their_time_is_the_place_named(text: str, zone: str) -> None:
    assert reads_as(text, "meta", "update_settings").args["timezone"] == zone


@pytest.mark.parametrize("text, hour", [
    ("the morning message, I want it at 6 not 7", 6),
    ("the morning message you send me, I want it in 6 not 7", 6),
    ("the morning message you send me, I want it in 5:45 not 7, I start work in bakery early", None),
])
def test_morning_message_hour_with_learner_prepositions(text: str, hour: int | None) -> None:
    intent = reads_as(text, "meta", "update_settings")
    if hour is not None:
        assert intent.args.get("morningBriefHour") == hour, intent.args
    else:
        assert intent.args.get("morningBriefHour") in (None, 6), intent.args


def test_in_minutes_stays_a_length_of_time() -> None:
    assert reads_as("remind me in 5 minutes to check the oven", "database", "create").args["dueDate"].startswith(
        "2026-11-22T09:05")


@pytest.mark.parametrize("text, who, body", [
    ("על מייל של הגננת תעני לה שמחר הילד לא בא, הוא חולה", "גננת", "הילד לא בא"),
    ("על מייל של המורה תעני לו שהילדה לא תגיע מחר", "מורה", "הילדה לא תגיע"),
])
def test_reply_with_the_mail_named_first(text: str, who: str, body: str) -> None:
    args = reads_as(text, "gmail", "reply").args
    assert who in args["query"] and body in args["body"], args


def test_a_remark_on_a_mail_is_no_reply() -> None:
    not_read_as("על המייל של הגננת, היא כתבה שמחר אין גן", "gmail")


@pytest.mark.parametrize("text, kept", [
    ("תעשי לי טיוטה מייל לוועד בית שמעלית תקועה מיום חמישי", "מעלית"),
    ("תעשה לי טיוטה מייל לבעל הבית שהדוד מקולקל", "הדוד"),
])
def test_draft_without_the_construct_state_is_composed(text: str, kept: str) -> None:
    args = reads_as(text, "gmail", "compose").args
    assert kept in args["body"], args


@pytest.mark.parametrize("text", [
    "good morning habibi, how are you today?",
    "spasibo habibi",
])
def test_chat_with_words_of_another_language(text: str) -> None:
    assert reads_as(text, "general", "respond").args["kind"] == "small_talk"


@pytest.mark.parametrize("text, query, to", [
    ("that bill of Partner for the internet, send it forward to yulia@taxhelp.co.il, she do my taxes", "Partner",
     "yulia@taxhelp.co.il"),
    ("that invoice of Bezeq, send it forward to dana@example.com", "Bezeq", "dana@example.com"),
])
def test_send_it_forward_forwards(text: str, query: str, to: str) -> None:
    args = reads_as(text, "gmail", "forward").args
    assert query in args["query"] and args["to"] == [to], args
