"""Notes, settings and small talk as people write them (rules/notes*.py, settings.py, meta.py, general*.py).

"I forgot" after a question with no comma, a birthday asked in Hebrew by whose it is, a value someone else changed,
a polite request to keep "the following details", an idea saved with no colon, a contact told with a phone number,
a question followed by "did I write that down", "I wrote it down with you, remind me", which room something is in,
an apology before a general question, "is it true", worn-out slang, news with a feeling after it, a word asked in
another language after why, what the user is doing after a greeting, the day's summary every morning and not knowing
what to ask Memo. Each table also holds sentences of the same shape that must not be taken.
"""

from __future__ import annotations

import pytest

from tests.planning.reading import expect, intent_of, not_taken

# --- "I forgot" after the question, with no comma ------------------------------------------------------------------


@pytest.mark.parametrize(("text", "word"), [
    ("מי המורה לפסנתר של איתי שכחתי", "פסנתר"),
    ("איך קוראים לבייביסיטר של דניאל שכחתיי", "בייביסיטר"),
    ("who's the kids' dentist i forgot", "dentist"),
    ("what's the name of maya's new tutor i totally forgot", "tutor"),
])
def test_a_question_then_i_forgot(text: str, word: str) -> None:
    intent = expect(text, "second-brain", "search")
    assert word in intent.args["query"] and "forgot" not in intent.args["query"]


@pytest.mark.parametrize("text", ["מי היה ראש הממשלה הראשון שכחתי", "who painted the mona lisa i forgot"])
def test_a_general_question_then_i_forgot_is_no_lookup(text: str) -> None:
    not_taken(text, "second-brain")


# --- a birthday asked in Hebrew by whose it is ---------------------------------------------------------------------


@pytest.mark.parametrize(("text", "name"), [
    ("מתי יום הולדת של רונית", "רונית"),
    ("מתי יומולדת של אבא", "אבא"),
    ("מתי יש יום הולדת לשירה", "שירה"),
])
def test_someones_birthday_in_hebrew_is_a_lookup(text: str, name: str) -> None:
    intent = expect(text, "second-brain", "search")
    assert name in intent.args["query"]


def test_a_birthday_party_stays_an_event() -> None:
    not_taken("מתי מסיבת יום ההולדת של דני", "second-brain")


# --- a value someone else changed ----------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "value"), [
    ("they reset the gym locker code, it's 4471 now", "4471"),
    ("actually they changed my bike lock combo, its 33-12-08 now", "33-12-08"),
    ("החליפו את הקוד של השער, עכשיו זה 5521", "5521"),
    ("שיניתי את הסיסמה של הוויפי, עכשיו היא dolphin88", "dolphin88"),
])
def test_changed_by_someone_updates_the_note(text: str, value: str) -> None:
    intent = expect(text, "second-brain", "update")
    assert value in intent.args["text"]


@pytest.mark.parametrize(("text", "words"), [
    ("update the wifi note, new password is sunflower77", ("wifi password", "sunflower77")),
    ("update the alarm note, new code is 8812", ("alarm code", "8812")),
])
def test_update_a_note_with_the_new_value_named(text: str, words: tuple[str, str]) -> None:
    intent = expect(text, "second-brain", "update")
    assert all(w in intent.args["text"] for w in words)


@pytest.mark.parametrize("text", [
    "they changed the meeting, its 5 now",
    "i changed my mind, its fine",
    "שינו את הפגישה, עכשיו זה 5",
])
def test_a_change_of_no_kept_value_is_no_update(text: str) -> None:
    not_taken(text, "second-brain")


# --- keep "the following details", and an idea with no colon ------------------------------------------------------


@pytest.mark.parametrize(("text", "value"), [
    ("אשמח אם תשמרי את הפרטים הבאים: מספר הלקוח שלי בחברת החשמל 889123", "889123"),
    ("ברשותך, אבקש שתשמור את המידע הבא: הקוד של הכספת 9912", "9912"),
    ("תשמור את הפרטים הבאים: מספר הדרכון שלי 31245567", "31245567"),
])
def test_keep_the_following_details(text: str, value: str) -> None:
    intent = expect(text, "second-brain", "store")
    assert value in intent.args["text"] and "הבא" not in intent.args["text"]


@pytest.mark.parametrize(("text", "idea"), [
    ("תרשמי רעיון טיול משפחתי לצפון באביב", "טיול משפחתי"),
    ("שמור לי רעיון ערב משחקים עם השכנים", "ערב משחקים"),
    ("save an idea pottery workshop for the kids in summer", "pottery workshop"),
    ("jot down idea rooftop garden with herbs", "rooftop garden"),
])
def test_an_idea_saved_without_a_colon(text: str, idea: str) -> None:
    intent = expect(text, "second-brain", "store")
    assert intent.args["kind"] == "idea" and intent.args["text"].startswith(idea)


@pytest.mark.parametrize("text", ["שמור לי רעיון טוב", "save this idea", "save the idea for later"])
def test_an_idea_with_nothing_of_its_own_is_not_kept(text: str) -> None:
    intent = intent_of(text)
    assert intent is None or intent.capability != "second-brain" or intent.args.get("operation") != "store" or (
        intent.missing or len(intent.args.get("text", "").split()) >= 2)


# --- a contact told with a phone number ----------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "words"), [
    ("the plumber we used last year is called Avi 054-1234567", ("Avi", "054-1234567")),
    ("the guy from the building committee is Moshe btw, 050-1112233 if the gate breaks", ("Moshe", "050-1112233")),
    ("האינסטלטור של הבניין זה מוטי, 054-1234567 למקרה שתהיה נזילה", ("מוטי", "054-1234567")),
    ("הטכנאי של המזגן קוראים לו יוסי 050-9988776", ("יוסי", "050-9988776")),
])
def test_a_contact_told_in_passing_is_kept(text: str, words: tuple[str, str]) -> None:
    intent = expect(text, "second-brain", "store")
    assert all(w in intent.args["text"] for w in words)


@pytest.mark.parametrize("text", [
    "the plumber is Avi, call him 054-1234567 tomorrow",
    "the plumber is coming at 5, 054-1234567",
    "is the plumber Avi 054-1234567?",
    "the meeting host is Dana 052-1112222",
])
def test_a_phone_number_with_a_request_or_a_time_is_not_a_contact(text: str) -> None:
    not_taken(text, "second-brain", "store")


# --- asked around the question: "did I write that down", "I forgot ...", "I wrote it down with you, remind me" -----


@pytest.mark.parametrize(("text", "word"), [
    ("how much did we pay the plumber last time, did i save that", "plumber"),
    ("the gardener is coming sunday and i wanna know how much we paid him, did i write that down", "gardener"),
    ("מה המידה של הנעליים של נועה, רשמתי לך את זה?", "נעליים"),
    ("שלום, שכחתי באיזה תאריך נולד הנכד שלי אורי. אולי רשמתי לך את זה פעם?", "אורי"),
])
def test_a_question_then_whether_it_was_written_down(text: str, word: str) -> None:
    intent = expect(text, "second-brain", "search")
    assert word in intent.args["query"]


@pytest.mark.parametrize(("text", "word"), [
    ("לפני שנה רשמתי אצלך איפה שמנו את המסמכים של הדירה. תוכלי להזכיר לי?", "המסמכים"),
    ("i wrote down with you what the gate code is, can you remind me please", "gate code"),
    ("i told you where i parked, can you remind me", "parked"),
])
def test_written_down_before_then_remind_me(text: str, word: str) -> None:
    intent = expect(text, "second-brain", "search")
    assert word in intent.args["query"]


@pytest.mark.parametrize(("text", "word"), [
    ("i forgot where we put the spare key", "spare key"),
    ("שכחתי איפה החנינו את האוטו", "החנינו"),
])
def test_i_forgot_about_my_own_things(text: str, word: str) -> None:
    assert word in expect(text, "second-brain", "search").args["query"]


@pytest.mark.parametrize("text", [
    "i forgot who wrote hamlet",
    "שכחתי מי כתב את המלט",
    "שכחתי לקנות חלב",
    "i forgot to call mom",
    "forget what i said about the meeting with dan",
    "did i write that down",
])
def test_forgetting_that_is_not_a_lookup(text: str) -> None:
    not_taken(text, "second-brain", "search")


# --- which room or floor -------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "word"), [
    ("which room is the stats exam in", "stats exam"),
    ("what floor is the dentist on", "dentist"),
    ("באיזה חדר המבחן בסטטיסטיקה", "המבחן"),
    ("באיזו קומה המשרד של רואה החשבון", "רואה החשבון"),
])
def test_which_room_is_a_lookup(text: str, word: str) -> None:
    assert word in expect(text, "second-brain", "search").args["query"]


@pytest.mark.parametrize("text", ["which room is the biggest in the louvre",
                                  "what floor is the eiffel tower restaurant on"])
def test_which_room_of_a_famous_place_is_no_lookup(text: str) -> None:
    not_taken(text, "second-brain")


@pytest.mark.parametrize("text", ["alarm code for the office", "the alarm code at my parents"])
def test_a_bare_alarm_code_is_a_lookup_not_an_alarm(text: str) -> None:
    expect(text, "second-brain", "search")


# --- general: an apology before the question, "is it true" --------------------------------------------------------


@pytest.mark.parametrize("text", [
    "סליחה על השאלה, מי המציא את הטלפון?",
    "sorry to bother you, how far is the moon",
    "is it true the shops close early on friday or is that just in tel aviv",
    "האם זה נכון שדבורים ישנות בלילה",
])
def test_a_general_question_after_an_apology_or_is_it_true(text: str) -> None:
    expect(text, "general", "respond")


@pytest.mark.parametrize("text", ["is it true my meeting moved", "סליחה, תזכיר לי מחר בשמונה לקנות חלב"])
def test_is_it_true_of_my_things_or_a_request_is_no_general_question(text: str) -> None:
    intent = intent_of(text)
    assert intent is None or intent.args.get("kind") != "question", (text, intent)


# --- general: how the day was, news with a feeling, a word in another language, what the user is doing ---------


@pytest.mark.parametrize("text", [
    "im so dead, pulled an all nighter for nothing",
    "im fried, the baby was up all night",
    "ugh today was so long the kids were sick and i barely slept i just needed to vent",
    "today was brutal, my boss yelled at me twice",
    "סגרתי היום את העסקה הכי גדולה של השנה אני כל כך מאושרת",
    "הבן שלי קיבל תעודה מצוינת אני ממש גאה",
    "got my license back today im so relieved",
    "בוקר טוב, מה שלומך היום? אני יושבת במרפסת עם תה ומחכה לנכדים",
    "good morning! how are you? just sitting on the balcony with my coffee waiting for the grandkids",
])
def test_chat_about_the_day(text: str) -> None:
    expect(text, "general", "respond")


@pytest.mark.parametrize("text", [
    "i'm going to munich next week and how do you say thank you in german",
    "טסה לפריז בחודש הבא, איך אומרים בוקר טוב בצרפתית",
    "we have guests from spain, what's cheers in spanish",
])
def test_a_word_in_another_language_after_why(text: str) -> None:
    assert expect(text, "general", "respond").args["kind"] == "question"


@pytest.mark.parametrize("text", [
    "need to call the bank im so stressed",
    "remind me tomorrow to check how do you say thanks in german",
    "today was so long, remind me to sleep early",
    "hi, i'm waiting for the plumber at 5",
    "i'm done, finished the report",
])
def test_chat_with_a_request_or_a_time_is_not_chat(text: str) -> None:
    not_taken(text, "general")


# --- meta: the day's summary every morning, and not knowing what to ask --------------------------------------------


@pytest.mark.parametrize("text", [
    "תשלח לי את הסיכום של היום כל בוקר בשבע במקום בשמונה",
    "can you send me the summary of the day every morning at 7 instead of 8",
])
def test_the_days_summary_every_morning_is_the_brief(text: str) -> None:
    intent = expect(text, "meta", "update_settings")
    assert intent.args.get("morningBriefHour") == 7


def test_the_days_summary_once_is_not_the_brief() -> None:
    not_taken("תשלח לי את הסיכום של היום", "meta")


@pytest.mark.parametrize("text", [
    "שלום, הבת שלי התקינה לי אותך אבל אני לא בטוחה מה אפשר לבקש ממך. תוכלי להסביר?",
    "my son set you up and i'm not sure what i can ask you, can you explain",
    "הבת שלי התקינה לי אותך ואני לא יודעת מה את יודעת לעשות",
])
def test_not_knowing_what_to_ask(text: str) -> None:
    expect(text, "meta", "describe")


def test_not_knowing_what_to_do_with_something_is_not_meta() -> None:
    not_taken("i don't know what i can do with the leftovers", "meta")
