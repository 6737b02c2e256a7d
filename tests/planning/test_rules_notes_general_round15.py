"""Notes, small talk and settings as people really write them (rules/notes*.py, general*.py, settings.py, meta*.py).

A birthday asked in the Hebrew order ("birthday of X"), a rate ("לשעה", "per hour") that is no date, someone's
number asked by the job they did without a question word, and "this is important, remember it" with nothing of its
own to keep. Each table also holds sentences of the same shape that must not be taken.
"""

from __future__ import annotations

import pytest

from tests.planning.reading import expect, intent_of, not_taken

# --- a birthday in the Hebrew order: "when is birthday of X" --------------------------------------------------------


@pytest.mark.parametrize(("text", "name"), [
    ("when is birthday of noa the sister of avi", "noa"),
    ("when is the birthday of my cousin", "cousin"),
    ("when is bday of dana again", "dana"),
])
def test_birthday_of_someone_is_a_lookup(text: str, name: str) -> None:
    assert name in expect(text, "second-brain", "search").args["query"]


@pytest.mark.parametrize("text", ["when is the birthday of the queen", "when is the anniversary of the moon landing",
                                  "when is birthday party of noa"])
def test_birthday_of_the_famous_or_a_party_is_no_lookup(text: str) -> None:
    not_taken(text, "second-brain")


# --- what we pay someone, per hour ---------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "word"), [
    ("כמה אנחנו משלמים למנקה לשעה", "מנקה"),
    ("כמה אני משלמת לשמרטפית לשעה", "שמרטפית"),
    ("how much do we pay the dog walker per hour", "dog walker"),
])
def test_what_we_pay_per_hour_is_a_lookup(text: str, word: str) -> None:
    assert word in expect(text, "second-brain", "search").args["query"]


@pytest.mark.parametrize("text", ["כמה עולה שעה של בייביסיטר", "how much does a babysitter cost per hour"])
def test_a_price_in_general_is_no_lookup(text: str) -> None:
    not_taken(text, "second-brain")


# --- someone's number, named by the job they did -------------------------------------------------------------------


@pytest.mark.parametrize(("text", "word"), [
    ("מספר של החשמלאי שהתקין את המזגן", "חשמלאי"),
    ("הטלפון של הטכנאי שתיקן את המקרר בפעם הקודמת", "טכנאי"),
    ("number of the electrician who fixed the boiler last time", "electrician"),
    ("the phone number of the guy who installed the AC", "installed"),
])
def test_number_of_who_did_a_job_is_a_lookup(text: str, word: str) -> None:
    assert word in expect(text, "second-brain", "search").args["query"]


@pytest.mark.parametrize("text", ["מספר של רופא שמטפל בעיניים", "number of the doctor who treats eyes"])
def test_number_of_a_kind_of_doctor_is_no_lookup(text: str) -> None:
    not_taken(text, "second-brain")


# --- "this is important, remember it" with nothing to keep ---------------------------------------------------------


@pytest.mark.parametrize("text", ["this is really important, save it 🙏",
                                  "ok that's super important remember it for me", "זה ממש חשוב, תשמרי את זה 🙏🙏"])
def test_only_that_it_matters_asks_what_to_keep(text: str) -> None:
    intent = intent_of(text)
    assert intent is not None and intent.capability == "second-brain" and intent.missing == ["noteText"], intent


@pytest.mark.parametrize(("text", "value"), [("the gate code is 4411 save it 🙏", "4411"),
                                             ("הקוד של השער 4411, תשמרי את זה 😊", "4411")])
def test_a_fact_then_save_it_with_emoji_is_kept(text: str, value: str) -> None:
    assert value in expect(text, "second-brain", "store").args["text"]


# --- small talk: how often, the day ahead, why they are tired -------------------------------------------------------


@pytest.mark.parametrize("text", [
    "תודה!! אתה באמת מציל לי את היום כל יום ❤️",
    "לילה טוב ממו, מחר עוד יום ארוך בעבודה",
    "good night, tomorrow another long day with the kids",
    "im so tired the twins didnt sleep all night",
    "i so tired today the toddler not sleep all the night",
    "אני ממש גמורה, הקטן לא ישן כל הלילה",
])
def test_small_talk_with_its_reason(text: str) -> None:
    expect(text, "general", "respond")


@pytest.mark.parametrize("text", ["remind me every day at 8 to take pills",
                                  "good night, remind me tomorrow at 7 to call dana", "every day", "כל יום"])
def test_every_day_or_tomorrow_with_a_request_is_no_small_talk(text: str) -> None:
    not_taken(text, "general")


# --- arithmetic on a bill, a child's question passed on ------------------------------------------------------------


@pytest.mark.parametrize("text", ["what's a 20% tip on 180 shekels", "how much is 12% of 450", "כמה זה 17 אחוז מ-250",
                                  "what's 340 divided by 4", "my daughter is asking me why the sea is salty",
                                  "הבן שלי שואל אותי למה השמיים כחולים ואין לי מושג"])
def test_a_question_for_general_knowledge(text: str) -> None:
    assert intent_of(text).capability == "general"  # type: ignore[union-attr]


@pytest.mark.parametrize("text", ["my son asked me why his teacher called", "הבת שלי שואלת למה אין לה חוג היום"])
def test_a_relayed_question_about_the_familys_own_life_is_no_general_question(text: str) -> None:
    not_taken(text, "general")


# --- a secret's long name asked with "what is" ---------------------------------------------------------------------


@pytest.mark.parametrize(("text", "word"), [
    ("מה הקוד של האזעקה אצל ההורים של מיכל", "אזעקה"),
    ("what's the wifi password at my in-laws place", "wifi"),
    ("what is the locker code at the gym", "locker"),
])
def test_a_secret_asked_with_what_is_is_a_lookup(text: str, word: str) -> None:
    assert word in expect(text, "second-brain", "search").args["query"]


# --- the new value, then "update it in his note" --------------------------------------------------------------------


@pytest.mark.parametrize(("text", "value"), [
    ("עדכון: הכתובת החדשה של דנה היא הרצל 14, תעדכני את זה בפתק שלה", "הרצל 14"),
    ("הטלפון החדש של החשמלאי הוא 050-1234567, תעדכן את זה בפתק שלו", "050-1234567"),
    ("update: dana's new number is 054-1112233, update it in her note", "054-1112233"),
])
def test_a_new_value_then_update_his_note(text: str, value: str) -> None:
    assert value in expect(text, "second-brain", "update").args["text"]


def test_an_event_then_update_the_note_is_no_note_update() -> None:
    not_taken("the meeting is now at 5, update it in the note", "second-brain")


# --- "i don't need the note about X anymore ... delete it" ---------------------------------------------------------


@pytest.mark.parametrize(("text", "word"), [
    ("we no longer need the note about the old lease, we moved. you can delete it", "lease"),
    ("i dont need the note about the gym locker anymore. delete it", "gym locker"),
    ("אני כבר לא צריכה את הפתק על הביטוח הישן, מכרנו את הרכב. תמחקי אותו", "ביטוח"),
])
def test_a_note_not_needed_then_delete_it_asks_before_deleting(text: str, word: str) -> None:
    intent = expect(text, "second-brain", "delete")
    assert word in intent.args["query"] and intent.needs_approval


@pytest.mark.parametrize("text", ["i don't need the note about the lease anymore",
                                  "i don't need the reminder about the lease anymore, delete it"])
def test_not_needed_without_delete_or_of_a_reminder_is_no_note_delete(text: str) -> None:
    not_taken(text, "second-brain", "delete")


# --- "save this idea before i forget", "save it under X" -----------------------------------------------------------


@pytest.mark.parametrize(("text", "word", "kind"), [
    ("a bakery that sells only crusts. save this idea before i forget 😂", "crusts", "idea"),
    ("podcast where grandparents review apps, save this idea", "grandparents", "idea"),
])
def test_save_this_idea_after_it(text: str, word: str, kind: str) -> None:
    intent = expect(text, "second-brain", "store")
    assert word in intent.args["text"] and intent.args["kind"] == kind


@pytest.mark.parametrize(("text", "words"), [
    ("the new vet is dr levi 03-5551234, save it under pets", ("pets", "03-5551234")),
    ("הכתובת החדשה היא הרצל 12 דירה 4, תשמרי את זה תחת נועה", ("נועה", "דירה 4")),
    ("from avi: 'my new number is 052-3334444' save it under avi", ("avi", "052-3334444")),
])
def test_save_it_under_a_name_keeps_the_name(text: str, words: tuple[str, str]) -> None:
    kept = expect(text, "second-brain", "store").args["text"]
    assert all(w in kept for w in words), kept


def test_save_this_idea_after_a_to_do_is_no_note() -> None:
    not_taken("call the bank tomorrow, save this idea", "second-brain", "store")


# --- someone's family's names, a remark after an emoji ------------------------------------------------------------


@pytest.mark.parametrize(("text", "word"), [
    ("ronit's kids names? seeing them at the party later", "kids"),
    ("avi's kids names 🙈 dinner with them tonight", "kids"),
    ("מה הקוד של השער 🙏 השליח למטה", "השער"),
])
def test_family_names_and_remarks_after_an_emoji(text: str, word: str) -> None:
    assert word in expect(text, "second-brain", "search").args["query"]


def test_a_request_after_an_emoji_is_no_lookup() -> None:
    not_taken("whats the gate code 🙏 send it to dana", "second-brain", "search")


# --- a secret named in the story, "i saved it somewhere. what is it" -----------------------------------------------


@pytest.mark.parametrize(("text", "word"), [
    ("the babysitter needs the wifi password and i know i sent it to you. what was it?", "wifi"),
    ("my dad wants the alarm code for the shop, i'm sure i saved it. what is it", "alarm code"),
    ("אמא שלי שוב מבקשת את הקוד של הבניין שלה, אני בטוחה ששמרתי אותו. מה הוא", "הקוד"),
])
def test_a_secret_i_saved_somewhere_is_a_lookup(text: str, word: str) -> None:
    assert word in expect(text, "second-brain", "search").args["query"]


@pytest.mark.parametrize("text", ["i saved it somewhere. what is it",
                                  "my boss wants the meeting code, i sent it to you. what is it"])
def test_saved_somewhere_with_nothing_kept_named_is_no_lookup(text: str) -> None:
    not_taken(text, "second-brain", "search")


# --- written as Hebrew speakers write English -----------------------------------------------------------------------


@pytest.mark.parametrize(("text", "word"), [
    ("when is anniversary of my parents", "parents"),
    ("how much we pay to the gardener for hour", "gardener"),
    ("what is number of the plumber that fix the sink", "plumber"),
    ("what is the name of the guy that install the AC", "install"),
])
def test_lookups_in_word_for_word_english(text: str, word: str) -> None:
    assert word in expect(text, "second-brain", "search").args["query"]


@pytest.mark.parametrize("text", ["when is the anniversary of the revolution", "how much we pay in taxes"])
def test_word_for_word_questions_about_the_world_are_no_lookup(text: str) -> None:
    not_taken(text, "second-brain")


@pytest.mark.parametrize(("text", "kept"), [
    ("idea: app for parents to share rides. save this idea", "app for parents to share rides"),
    ("note: the bike lock code is 2580, save it", "the bike lock code is 2580"),
])
def test_the_command_said_again_at_the_end_is_no_part_of_the_note(text: str, kept: str) -> None:
    assert expect(text, "second-brain", "store").args["text"] == kept


@pytest.mark.parametrize("text", ["תזכרי את זה בשבילי זה חשוב", "remember this: it's really important"])
def test_remember_this_with_only_its_importance_asks(text: str) -> None:
    intent = intent_of(text)
    assert intent is not None and intent.missing == ["noteText"], intent
