"""Notes, small talk and settings as dictated and as formal writers put them (rules/notes*.py, general*.py, meta.py,
settings.py).

Each table holds sentences of one shape; the near misses after it must not be taken that way.
"""

from __future__ import annotations

import pytest

from tests.planning.reading import acted, expect, intent_of, not_taken

# --- a question about one's own facts, then "I always forget" ----------------------------------------------------


@pytest.mark.parametrize(("text", "word"), [
    ("when is yoni's birthday again I always forget", "birthday"),
    ("whens my sister's anniversary i keep forgetting", "anniversary"),
    ("what's dana's phone number i can never remember it", "phone"),
    ("מתי יום ההולדת של אבא של דני אני תמיד שוכחת", "הולדת"),
    ("מתי יש לנועה יום הולדת אף פעם לא זוכר", "הולדת"),
])
def test_a_habit_of_forgetting_after_the_question_is_left_out(text: str, word: str) -> None:
    intent = expect(text, "second-brain", "search")
    assert word in intent.args["query"] and "forget" not in intent.args["query"], intent.args


# --- pointing at something said once, naming nothing: asked ------------------------------------------------------


@pytest.mark.parametrize("text", [
    "מה זה היה ההוא שאמרתי לך פעם",
    "מה היה הדבר שסיפרתי לך",
    "what was that thing I told you once",
    "what was it that i mentioned before",
    "מה היה אממ הדבר ההוא שסיפרתי לך",
    "what was um that thing i told you once",
])
def test_something_said_once_with_nothing_named_is_asked(text: str) -> None:
    assert not acted(intent_of(text)), (text, intent_of(text))


@pytest.mark.parametrize("text", [
    "what was the name of the plumber I told you about once",
    "מה השם של האינסטלטור שאמרתי לך פעם",
])
def test_something_said_once_with_a_name_is_looked_up(text: str) -> None:
    expect(text, "second-brain", "search")


# --- "fyi X pays N per lesson": a rate kept, not an event -------------------------------------------------------


@pytest.mark.parametrize(("text", "word"), [
    ('לידיעתך, התלמיד דניאל משלם 200 ש"ח לשיעור ולא 150', "200"),
    ("FYI, the student omer pays 170 per lesson not 150", "170"),
    ("just so you know, the new client pays 250 a session", "250"),
    ("רק שתדעי, המטופלת משלמת 300 לכל טיפול", "300"),
    ("fyi dana owes me 50", "50"),
])
def test_a_rate_someone_pays_is_kept(text: str, word: str) -> None:
    intent = expect(text, "second-brain", "store")
    assert word in intent.args["text"], intent.args


@pytest.mark.parametrize("text", [
    "fyi dan's lesson moved to 5",
    "לידיעתך יונתן משלם לי מחר על השיעור",
    "fyi i pay the gardener 200 tomorrow",
])
def test_an_event_or_a_plan_told_in_passing_is_not_kept(text: str) -> None:
    not_taken(text, "second-brain", "store")


# --- "what did the accountant say": roles whose article is on the second word ------------------------------------


@pytest.mark.parametrize(("text", "word"), [
    ("מה אמר רואה החשבון על ההוצאות של הרכב", "רואה החשבון"),
    ("מה עורכת הדין אמרה לגבי החוזה", "עורכת הדין"),
    ("מה אמרה לנו בעלת הדירה על התיקון", "בעלת הדירה"),
    ("what did the accountant say about the car expenses", "accountant"),
])
def test_what_a_role_said_is_looked_up(text: str, word: str) -> None:
    intent = expect(text, "second-brain", "search")
    assert word in intent.args["query"], intent.args


# --- closing words, thanks said as a question, endearments: small talk --------------------------------------------


@pytest.mark.parametrize("text", [
    "That is all for today, goodbye and have a pleasant day.",
    "that's all for now, thanks and have a wonderful evening",
    "זה הכל להיום, להתראות ויום נעים",
    "זהו להיום תודה רבה והמשך ערב נעים",
    "תודה רבה יקירתי, את ממש עוזרת לי, אני לא יודעת מה הייתי עושה בלעדייך",
    "thank you darling, i don't know what i'd do without you",
    "thanks so much, couldn't have done it without you",
])
def test_closing_and_thanks_are_small_talk(text: str) -> None:
    expect(text, "general", "respond")


@pytest.mark.parametrize("text", [
    "and",
    "that's all for today, add milk",
    "have a pleasant day and remind me at 5 to call dana",
    "זה הכל להיום, תמחקי את הרשימה",
])
def test_closing_words_do_not_hide_a_request(text: str) -> None:
    intent = intent_of(text)
    assert intent is None or intent.capability != "general" or intent.args.get("kind") != "small_talk", intent


# --- feelings with a hedge, and a vent that "just needed to tell someone" ----------------------------------------


@pytest.mark.parametrize("text", [
    "I feel rather overwhelmed with all the bookings before the holidays, to be honest",
    "honestly i'm quite exhausted with all the orders this month",
    "ugh long day my boss yelled at me in front of everyone and I just needed to tell someone",
    "ugh the client cancelled on me again, just needed to tell someone",
    "אוף הלקוחה צעקה עליי מול כולם, הייתי צריכה לספר למישהו",
    "אוף הבוס צעק עליי היום וחייבת לפרוק",
])
def test_feelings_and_vents_are_small_talk(text: str) -> None:
    expect(text, "general", "respond")


@pytest.mark.parametrize("text", [
    "ugh my boss yelled at me and I need to call him back",
    "אוף הבוס צעק עליי, אני צריכה להתקשר אליו",
])
def test_a_need_to_do_something_is_not_a_vent(text: str) -> None:
    not_taken(text, "general", "respond")


# --- the language Memo answers in, asked for as a preference -----------------------------------------------------


@pytest.mark.parametrize("text", [
    "תשני את השפה לאנגלית",
    "אפשר לשנות את השפה לעברית",
    "אני מעדיפה שתעני לי רק בעברית מעכשיו",
    "אני מעדיף שתדבר איתי באנגלית",
    "I'd prefer you answer me in English from now on",
    "I would rather you replied in Hebrew please",
])
def test_the_language_asked_for_is_described(text: str) -> None:
    expect(text, "meta", "describe")


@pytest.mark.parametrize("text", [
    "אני מעדיפה שתכתבי לי באנגלית מייל לבוס",
    "i'd prefer you write the email to dana in english",
])
def test_something_to_write_in_a_language_is_not_the_setting(text: str) -> None:
    not_taken(text, "meta")


# --- the morning brief at a 24-hour time without a colon, asked "kindly" ------------------------------------------


@pytest.mark.parametrize(("text", "hour"), [
    ("move the morning brief to 0800", 8),
    ("תעבירי את סיכום הבוקר ל-0700", 7),
    ("could you kindly move the morning brief to 8", 8),
])
def test_the_brief_hour_without_a_colon(text: str, hour: int) -> None:
    intent = expect(text, "meta", "update_settings")
    assert intent.args.get("morningBriefHour") == hour, intent.args


@pytest.mark.parametrize("text", [
    "Kindly change the time of my morning summary to 0630, I open the shop early",
    "please set the daily brief to 0645",
])
def test_the_brief_at_a_half_hour_is_asked_which_hour(text: str) -> None:
    intent = expect(text, "meta", "update_settings")
    assert intent.args.get("ask") == "morningBriefHour", intent.args


def test_kindly_before_a_timezone_change() -> None:
    intent = expect("kindly set my timezone to London", "meta", "update_settings")
    assert intent.args.get("timezone") == "Europe/London"


# --- a code said digit by digit, then "update it" -----------------------------------------------------------------


@pytest.mark.parametrize(("text", "code"), [
    ("the locker code changed it's five two nine one now update it", "5291"),
    ("the building code changed its seven seven three one now fix it", "7731"),
    ("הקוד של השער אצל אמא השתנה עכשיו זה ארבע ארבע אחת תשע תעדכני", "4419"),
])
def test_a_code_said_in_digit_words_is_updated(text: str, code: str) -> None:
    intent = expect(text, "second-brain", "update")
    assert code in intent.args["text"], intent.args


@pytest.mark.parametrize("text", [
    "the gate code changed it's one two now update it",  # two words are no code
    "the meeting moved to four, update it",
])
def test_no_code_is_no_note_update(text: str) -> None:
    not_taken(text, "second-brain", "update")


def test_digit_words_are_read_only_in_runs() -> None:
    from memo.planning.rules.notes_digits import digits_said

    assert digits_said("it's four four one nine now not the old one") == "it's 4419 now not the old one"
    assert digits_said("שבע בערב") == "שבע בערב"


# --- formal thanks and the brief asked for "from now on" ---------------------------------------------------------


@pytest.mark.parametrize("text", [
    "Thank you very much for your help today, it is greatly appreciated.",
    "I really appreciate your help, goodbye",
    "תודה רבה, אני ממש מעריכה את זה",
])
def test_formal_thanks_are_small_talk(text: str) -> None:
    expect(text, "general", "respond")


def test_appreciation_does_not_hide_a_request() -> None:
    not_taken("i appreciate it, now add milk", "general", "respond")


@pytest.mark.parametrize(("text", "hour"), [
    ("Please send me the daily summary at 0700 from now on", 7),
    ("I would like to receive the morning brief at 8 going forward", 8),
    ("I'd like to get the morning summary at 7", 7),
    ("תשלחי את סיכום הבוקר בשמונה מעכשיו", 8),
])
def test_the_brief_hour_asked_from_now_on(text: str, hour: int) -> None:
    intent = expect(text, "meta", "update_settings")
    assert intent.args.get("morningBriefHour") == hour, intent.args


# --- the brief for some days only: asked (it has one hour for every day) -------------------------------------------


@pytest.mark.parametrize("text", [
    "turn off the morning summary on Saturdays please",
    "stop the morning brief on weekends",
    "בלי סיכום בוקר בשבת",
    'תבטלי את סיכום הבוקר בסופ"ש',
    "send me the morning brief at 7 on weekdays",
])
def test_the_brief_for_some_days_is_asked(text: str) -> None:
    intent = intent_of(text)
    assert intent is not None and intent.missing and not acted(intent), (text, intent)


@pytest.mark.parametrize("text", [
    "I no longer need the daily summary, thank you",
    "אני כבר לא צריכה את סיכום הבוקר, תודה",
    "stop the morning brief",
])
def test_the_brief_turned_off(text: str) -> None:
    intent = expect(text, "meta", "update_settings")
    assert "morningBriefHour" in intent.args and intent.args["morningBriefHour"] is None, intent.args


# --- a business's own people, asked about ------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "word"), [
    ("What was the name of the client who ordered the wedding cake", "client"),
    ("who was the patient that paid in cash", "patient"),
    ("מה היה השם של הלקוחה שהזמינה עוגה לחתונה", "הלקוחה"),
])
def test_a_client_of_the_user_is_looked_up(text: str, word: str) -> None:
    intent = expect(text, "second-brain", "search")
    assert word in intent.args["query"], intent.args


def test_a_student_of_history_stays_a_general_question() -> None:
    not_taken("who was the student who won the prize in 1990", "second-brain")


@pytest.mark.parametrize("text", ["שלום רב, מה שלומך היום?", "שלום רב"])
def test_the_formal_greeting_is_small_talk(text: str) -> None:
    expect(text, "general", "respond")


def test_a_word_of_the_greeting_alone_is_not() -> None:
    intent = intent_of("רב")
    assert intent is None or intent.args.get("kind") != "small_talk", intent


# --- "what did i tell you (to remember)": nothing named, asked; a habit of paying for a dealing, looked up -------


@pytest.mark.parametrize("text", [
    "what was the thing i told you to remember",
    "מה היה הדבר ההוא שאמרתי לך לזכור",
    "what did i tell you",
    "מה אמרתי לך",
])
def test_what_was_said_with_nothing_named_is_asked(text: str) -> None:
    assert not acted(intent_of(text)), (text, intent_of(text))


@pytest.mark.parametrize("text", [
    "what did i tell you about the plumber",
    "מה אמרתי לך על האינסטלטור",
])
def test_what_was_said_about_something_is_looked_up(text: str) -> None:
    expect(text, "second-brain", "search")


@pytest.mark.parametrize(("text", "word"), [
    ("כמה אני משלם בדיוק על השכירות", "השכירות"),
    ("how much do i pay for the rent exactly", "rent"),
])
def test_what_the_user_pays_for_a_dealing_is_looked_up(text: str, word: str) -> None:
    intent = expect(text, "second-brain", "search")
    assert word in intent.args["query"], intent.args


def test_a_price_in_general_stays_a_question() -> None:
    not_taken("how much do we pay for a coffee in rome", "second-brain")


# --- "driving me crazy", "you saved my morning": small talk -------------------------------------------------------


@pytest.mark.parametrize("text", [
    "the traffic is driving me nuts",
    "my neighbours are driving me up the wall",
    "you saved my week thank you",
    "thanks אחי you saved my evening",
])
def test_being_driven_crazy_and_saved_are_small_talk(text: str) -> None:
    expect(text, "general", "respond")


def test_being_driven_crazy_does_not_hide_a_reminder() -> None:
    not_taken("the kids are driving me crazy, remind me to call the school", "general", "respond")
