"""Notes, Memo's settings and small talk as people write them (rules/notes*.py, meta_questions.py, settings.py,
general.py): questions about how to change Memo's settings and when the morning brief comes, the brief named in the
other language, a note saved "aside" or "for later", a recipe written out with its ingredients, "תגידי," before a
question, when a kept document expires, "do I have written down where ...", asking after someone's weekend, thanks
for a reminder, and the weather. Each table also holds sentences of the same shape that must not be taken.
"""

from __future__ import annotations

import pytest

from tests.planning.reading import expect, not_taken
from tests.planning.reading import intent_of as plan

# --- how to change Memo's settings, and when the brief comes: a question about Memo ------------------------------

@pytest.mark.parametrize("text", [
    "how can i switch the language to hebrew",
    "is there a way to turn off the daily summary",
    "how do i set my time zone here",
    "where do i change the settings",
    "איך מחליפים את השפה בחזרה לעברית",
    "איך אני מכבה את התדריך של הבוקר",
    "אפשר לשנות את אזור הזמן שלי?",
    "what time do u usually send the morning brief",
    "when does my daily digest come",
    "מתי את שולחת את העדכון היומי",
    "באיזו שעה מגיע לי סיכום הבוקר",
])
def test_question_about_a_setting_is_answered_with_the_settings(text: str) -> None:
    expect(text, "meta", "show_settings")


@pytest.mark.parametrize("text", [
    "how do i change the language on my iphone",
    "how do i turn off notifications on android",
    "how do i change a flat tire",
    "איך משנים את השפה בוואטסאפ",
    "when does the movie start",
    "what time is the meeting",
])
def test_settings_of_something_else_are_not_meta(text: str) -> None:
    not_taken(text, "meta")


# --- the brief named in the other language -----------------------------------------------------------------------

@pytest.mark.parametrize(("text", "hour"), [
    ("תבטלי את ה-daily summary", None),
    ("אל תשלח לי יותר את ה morning digest", None),
    ("stop sending me the סיכום של הבוקר", None),
    ("תזיזי את ה-morning brief לשבע", 7),
])
def test_brief_named_in_the_other_language(text: str, hour: int | None) -> None:
    assert expect(text, "meta", "update_settings").args["morningBriefHour"] == hour


def test_morning_message_without_an_hour_in_mixed_language_is_not_a_setting() -> None:
    not_taken("תשלחי לי את ה-morning message", "meta", "update_settings")


# --- a note saved aside / for later, a recipe with its ingredients ---------------------------------------------

@pytest.mark.parametrize(("text", "word"), [
    ("תשמור בצד: המידות של הארון בחדר 180 על 60", "הארון"),
    ("save for later: the good tailor on herzl st, ask for moshe", "tailor"),
    ("keep aside - ideas for the garden, lavender, olive tree", "lavender"),
    ("מתכון לעוגיות של אמא: 2 כוסות קמח, חבילת חמאה, ביצה", "קמח"),
    ("dad's chili recipe - 500g beef, 2 cans beans, 1 onion, cumin", "beans"),
    ("המתכון של הפשטידה של נועה - 3 ביצים, גבינה, תרד", "תרד"),
])
def test_note_aside_and_recipe_are_stored(text: str, word: str) -> None:
    assert word in expect(text, "second-brain", "store").args["text"]


@pytest.mark.parametrize("text", [
    "give me a recipe for cookies: with 2 eggs only",
    "can u find a quick recipe - 3 ingredients max",
    "recipe for lentil soup - what do i need?",
    "מתכון לעוגת שוקולד",
])
def test_request_for_a_recipe_is_not_a_note(text: str) -> None:
    not_taken(text, "second-brain", "store")


def test_ingredients_for_the_list_stay_list_items() -> None:
    expect("add to the shopping list: 2 eggs, sugar, flour", "database", "addItem")


# --- "תגידי," before a question -----------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "word"), [
    ("תגיד, מה הסיסמה של הוויפי בבית", "וויפי"),
    ("תגידי לי מה מספר הפוליסה שלי", "פוליסה"),
    ("tell me, what's my locker code", "locker"),
])
def test_say_before_a_fact_question_is_a_search(text: str, word: str) -> None:
    assert word in expect(text, "second-brain", "search").args["query"]


def test_say_before_a_general_question_is_general() -> None:
    expect("תגידי, כמה גרם יש בכוס קמח", "general", "respond")
    not_taken("תגיד לו שאני מאחר", "second-brain")


# --- when a kept document expires ----------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "word"), [
    ("when does my driving license expire", "license"),
    ("whens our home insurance up for renewal", "insurance"),
    ("what's the expiry date of my credit card", "credit card"),
    ("מתי פג תוקף הרישיון של הרכב", "רישיון"),
    ("עד מתי המנוי שלי בתוקף", "מנוי"),
])
def test_when_a_kept_document_expires_is_a_search(text: str, word: str) -> None:
    assert word in expect(text, "second-brain", "search").args["query"]


@pytest.mark.parametrize("text", [
    "when does the semester end",
    "when does the yogurt expire",
    "מתי נגמרת העונה",
    "when does my shift end",
])
def test_other_endings_are_not_a_notes_search(text: str) -> None:
    not_taken(text, "second-brain", "search")


# --- "do I have written down where ..." ----------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "word"), [
    ("יש לך רשום מתי החלפנו את הדוד", "הדוד"),
    ("יש לי שמור איזה צבע צבענו את הסלון", "הסלון"),
    ("did i write down who did our wedding photos", "wedding"),
    ("do we have saved where the spare key is", "spare key"),
])
def test_written_down_question_is_a_search(text: str, word: str) -> None:
    assert word in expect(text, "second-brain", "search").args["query"]


def test_written_down_in_the_calendar_is_not_a_notes_search() -> None:
    not_taken("יש לי רשום ביומן מה יש ביום שלישי", "second-brain")


# --- small talk: asking after their time, thanks for a reminder ----------------------------------------------------

@pytest.mark.parametrize("text", [
    "hiii how was ur holiday",
    "evening memo how was your day",
    "בוקר טוב איך היה הסוף שבוע",
    "thanks for the reminder earlier, it helped a lot",
    "ty for the heads up",
    "תודה על התזכורת הבוקר, ממש עזר",
    "תודה רבה שהזכרת לי",
])
def test_small_talk_with_what_it_is_about(text: str) -> None:
    assert expect(text, "general", "respond").args["kind"] == "small_talk"


@pytest.mark.parametrize("text", [
    "thanks for the reminder, now move it to 6",
    "thx for the help, add eggs to the list",
    "how was the meeting",
    "for the reminder",
])
def test_thanks_with_a_request_or_a_bare_phrase_is_not_small_talk(text: str) -> None:
    intent = plan(text)
    assert intent is None or intent.args.get("kind") != "small_talk", (text, intent)


# --- the weather: a general question ------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "will it snow tmrw",
    "is it supposed to rain this weekend",
    "hows the weather in haifa",
    "ירד גשם היום?",
    "יהיה חם מחר",
])
def test_weather_is_a_general_question(text: str) -> None:
    assert expect(text, "general", "respond").args["kind"] == "question"


def test_reminder_about_the_weather_is_not_a_question() -> None:
    intent = plan("remind me to take an umbrella if it rains")
    assert intent is not None and intent.capability == "database"
