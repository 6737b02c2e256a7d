"""Notes, Memo's settings and small talk as people write them (rules/notes*.py, meta.py, settings.py, general.py):
someone's birthday or number asked with the possessive typed loosely, a fact handed over "just so you know", a
fact that changed, a saving verb before a statement, mixed-language note words, the morning brief by its hour or
as "the morning message", the reply language, feelings and praise, general-knowledge questions in Hebrew, and a
message that only points back at something. Each table also holds sentences of the same shape that must not be
taken.
"""

from __future__ import annotations

import pytest

from memo.planning.dsl import CONFIDENCE_FLOOR
from tests.planning.reading import expect, not_taken
from tests.planning.reading import intent_of as plan

# --- questions about someone's own facts -----------------------------------------------------------------------

@pytest.mark.parametrize(("text", "word"), [
    ("when is omers birthday", "omers"),
    ("whens yael bday again", "yael"),
    ("when is my sister's birthday", "sister"),
    ("what's yonis phone number", "yonis"),
    ("whats avi's cell", "avi"),
    ("i need ronits address", "ronits"),
    ("מה הטלפון של בעל הבית", "בעל הבית"),
    ("מה הנייד של השכנה", "השכנה"),
])
def test_someones_fact_is_a_notes_search(text: str, word: str) -> None:
    assert word in expect(text, "second-brain", "search").args["query"]


@pytest.mark.parametrize("text", [
    "when is the birthday party", "what is pi number", "what is the emergency number in spain",
    "when was einstein born", "מי כתב את הארי פוטר",
])
def test_not_someones_kept_fact(text: str) -> None:
    not_taken(text, "second-brain", "search")


# --- a fact handed over in passing, or saved with its verb -----------------------------------------------------

@pytest.mark.parametrize(("text", "kept"), [
    ("רק שתדעי המידה של המכנסיים של נועה 38", "38"),
    ("לידיעתך הקוד של הלוקר 3390", "3390"),
    ("just so u know my locker is 112", "112"),
    ("fyi the alarm pin 4471", "4471"),
    ("jot down the plumbers name is yossi 054-7788990", "054-7788990"),
    ("note down the vet's address is herzl 12", "herzl 12"),
    ("save the babysitter maya 052-1112233", "052-1112233"),
    ("תרשמי השם של הגנן הוא משה", "משה"),
    ("keep in mind that noa hates onions", "onions"),
    ("תרשום בצד שהשכן חייב לנו 200", "200"),
])
def test_a_fact_told_or_stated_is_kept(text: str, kept: str) -> None:
    assert kept in expect(text, "second-brain", "store").args["text"]


@pytest.mark.parametrize("text", [
    "just so you know i'll be late today", "רק שתדעי אני מאחרת היום", "fyi the meeting is at 5",
    "jot down the meeting is moved to 4", "תרשום לי להתקשר לאמא זה דחוף", "save the date",
])
def test_not_a_fact_to_keep(text: str) -> None:
    not_taken(text, "second-brain", "store")


@pytest.mark.parametrize(("text", "kind", "kept"), [
    ("שמרי לי idea - סדנת בישול לילדים בחופש", "idea", "סדנת בישול"),
    ("save this רעיון: podcast about parenting", "idea", "podcast"),
    ("idea for the anniversary - a weekend in the galilee", "idea", "galilee"),
    ("רעיון למתנה לאמא: שובר לספא", "idea", "ספא"),
])
def test_mixed_language_and_topic_ideas(text: str, kind: str, kept: str) -> None:
    intent = expect(text, "second-brain", "store")
    assert intent.args["kind"] == kind and kept in intent.args["text"]


# --- a fact that changed ---------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "query", "new"), [
    ("office wifi changed, its Blue2027 now", "wifi", "Blue2027"),
    ("the locker code changed to 2231", "locker code", "2231"),
    ("the gate code is now 5555", "gate code", "5555"),
    ("update dana's number, it's 054-1234567", "dana", "054-1234567"),
    ("הקוד של הכספת השתנה, עכשיו זה 8080", "כספת", "8080"),
    ("הסיסמה של הוויפי עכשיו blue123", "וויפי", "blue123"),
    ("update the note על הגנן, new phone 050-1112233", "הגנן", "050-1112233"),
    ("תעדכני את הפתק על השכנה, הטלפון החדש 052-3334455", "השכנה", "052-3334455"),
])
def test_a_changed_fact_updates_its_note(text: str, query: str, new: str) -> None:
    intent = expect(text, "second-brain", "update")
    assert query in intent.args["query"] and new in intent.args["text"]


@pytest.mark.parametrize("text", [
    "my shift changed to 7", "the alarm changed to 7", "the meeting is now at 5", "the dentist changed to tuesday",
    "הפגישה השתנתה לחמש",
])
def test_a_changed_time_or_event_is_not_a_note(text: str) -> None:
    not_taken(text, "second-brain", "update")


# --- the morning brief and the reply language -----------------------------------------------------------------

@pytest.mark.parametrize(("text", "hour"), [
    ("תשני את שעת הסיכום היומי לשבע", 7),
    ("change the time of the morning brief to 6am", 6),
    ("move the morning brief time to 9", 9),
    ("תעבירי את הודעת הבוקר לשמונה", 8),
    ("the morning summary is too early, make it 8", 8),
    ("תדריך הבוקר מוקדם מדי, תזיזי לתשע", 9),
])
def test_the_morning_brief_hour(text: str, hour: int) -> None:
    assert expect(text, "meta", "update_settings").args["morningBriefHour"] == hour


def test_the_morning_brief_at_half_past_asks_the_hour() -> None:
    assert expect("תשני את שעת תדריך הבוקר לשבע ורבע", "meta", "update_settings").args["ask"] == "morningBriefHour"


@pytest.mark.parametrize("text", [
    "לא רוצה יותר את הודעת הבוקר, תבטל אותה",
    "i don't want the daily message anymore, cancel it",
    "stop the morning messages",
    "תבטלי את ההודעות של הבוקר",
])
def test_the_morning_message_off(text: str) -> None:
    assert expect(text, "meta", "update_settings").args["morningBriefHour"] is None


@pytest.mark.parametrize("text", ["send me the morning message", "תשלחי לי את ההודעה של הבוקר"])
def test_the_morning_message_without_an_hour_is_not_the_setting(text: str) -> None:
    not_taken(text, "meta", "update_settings")


@pytest.mark.parametrize("text", [
    "switch to hebrew pls, my english isnt great", "go back to english please", "what languages do you speak",
    "do u understand russian", "באיזו שפה את מדברת", "אתה מבין גם ערבית", "how do i use this app",
    "איך עובדים איתך",
])
def test_language_and_how_to_use_are_about_memo(text: str) -> None:
    intent = plan(text)
    assert intent is not None and intent.capability == "meta", (text, intent)


def test_a_request_riding_on_a_language_switch_is_not_swallowed() -> None:
    not_taken("switch to english and remind me tomorrow at 5 to call the bank about the loan", "meta")


# --- small talk: feelings, praise, goodbyes ---------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "אני כזאת גמורה היום אין לי כוח לשום דבר", "ugh i'm so exhausted today", "i'm so stressed about work",
    "אני ממש לחוץ מהעבודה", "had such a long day", "איזה שבוע מטורף", "יאללה נדבר", "יאללה ביי ביי",
    "וואו איזה מהירה את", "את ממש חכמה", "you're so efficient", "חחח את מצחיקה רצח", "lol ur funny",
    "אתה מלך", "חחח אהבתי", "are you a robot", "את בן אדם אמיתי", "sorry my bad", "עזבי לא משנה",
])
def test_feelings_praise_and_goodbyes_are_small_talk(text: str) -> None:
    assert expect(text, "general", "respond").args["kind"] == "small_talk"


@pytest.mark.parametrize("text", [
    "i'm so tired, remind me at 10 to go to bed", "אני עייפה תזכירי לי לישון בעשר", "im done", "יאללה",
    "about work", "את ממש מהירה תוסיפי חלב", "sorry, delete the last task",
])
def test_a_request_or_a_bare_word_is_not_small_talk(text: str) -> None:
    intent = plan(text)
    assert intent is None or intent.args.get("kind") != "small_talk", (text, intent)


@pytest.mark.parametrize("text", [
    "מי כתב את המלך ליר", "מי המציא את הנורה", "מתי נוסדה תל אביב", "who discovered penicillin",
    "who painted the mona lisa", "מה הבירה של קנדה", "convert 20 euros to dollars", "תמירי 50 דולר לשקלים",
])
def test_general_knowledge_questions(text: str) -> None:
    assert expect(text, "general", "respond").args["kind"] == "question"


@pytest.mark.parametrize("text", ["מי כתב לי את המייל הזה", "מי כתב לי", "who called me"])
def test_the_users_own_mail_or_calls_are_not_general_knowledge(text: str) -> None:
    not_taken(text, "general")


# --- a message that only points back ----------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "what about him", "and that one?", "מה עם ההוא", "ומה עם זה", "מה איתה", "נו?", "so?",
    "what about the other thing",
])
def test_only_pointing_back_is_asked_about(text: str) -> None:
    intent = plan(text)
    assert intent is None or intent.confidence < CONFIDENCE_FLOOR, (text, intent)


@pytest.mark.parametrize("text", ["מה איתך", "what's up", "מה קורה"])
def test_how_are_you_is_still_small_talk(text: str) -> None:
    assert expect(text, "general", "respond").args["kind"] == "small_talk"
