"""Notes, small talk and questions about Memo as people write them (rules/notes.py, notes_recall.py, general.py,
meta.py, settings.py): the command after what to keep, mistyped trigger words, questions about the user's own
life without "my notes", deleting and correcting a note, small talk in several pieces, greetings before a
question, and the morning brief at a Hebrew hour word. Each table also holds sentences of the same shape that
must not be taken.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memo.planning.rules import understand
from memo.planning.rules.base import Intent, RuleContext, language_of

NOW = datetime(2026, 11, 22, 9, 0, tzinfo=ZoneInfo("Asia/Jerusalem"))  # a Sunday


def plan(text: str) -> Intent | None:
    return understand(RuleContext(raw=text, now=NOW, language=language_of(text), latest_actions=[]))


def expect(text: str, capability: str, operation: str) -> Intent:
    intent = plan(text)
    assert intent is not None, f"nothing understood in {text!r}"
    assert (intent.capability, intent.args.get("operation")) == (capability, operation), (text, intent)
    return intent


def not_taken(text: str, capability: str, operation: str | None = None) -> None:
    intent = plan(text)
    taken = intent is not None and intent.capability == capability and not intent.missing and (
        operation is None or intent.args.get("operation") == operation)
    assert not taken, (text, intent)


# --- keeping a note: the command last, around the content, or mistyped ---------------------------------------

@pytest.mark.parametrize(("text", "kept", "kind"), [
    ("fyi the alarm code at the office is 5521 save that", "the alarm code at the office is 5521", "fact"),
    ("the dentist is dr amsalem on weizman st, keep it for me", "dr amsalem on weizman st", "fact"),
    ("oh and my passport expires in may 2028 write that down", "my passport expires in may 2028", "fact"),
    ("the spare key is under the blue pot. store it pls", "the spare key is under the blue pot", "fact"),
    ("idea for the office party - a karaoke contest. save it", "karaoke contest", "idea"),
    ("the nanny's cousin is called tamar, rememberr that", "the nanny's cousin is called tamar", "fact"),
    ("רק שתדע הקוד של הכספת 7781 תשמור", "הקוד של הכספת 7781", "fact"),
    ("השכן מלמעלה קוראים לו אבי והטלפון שלו 0501234567, תרשמי", "קוראים לו אבי", "fact"),
    ("רעיון לחופשה צימר בגליל עם ג'קוזי, תרשום לי", "צימר בגליל", "idea"),
    ("אחותי תשמרי את זה, הגנן לוקח 200 לשעה", "הגנן לוקח 200 לשעה", "fact"),
    ("good evening! quick q - save that the boiler warranty ends in june", "boiler warranty ends in june", "fact"),
    ("the wifi at the cabin is cabin2024 btw, keep that", "the wifi at the cabin is cabin2024", "fact"),
    ("remember ש the alarm code is 1234", "the alarm code is 1234", "fact"),
])
def test_a_note_with_the_command_around_it(text: str, kept: str, kind: str) -> None:
    intent = expect(text, "second-brain", "store")
    assert kept in intent.args["text"] and intent.args["kind"] == kind, intent.args
    assert not intent.args["text"].lower().endswith(("save that", "keep it for me", "תשמור", "תרשמי", "store it"))


@pytest.mark.parametrize(("text", "kept"), [
    ("remeber that dana is allergic to peanuts", "dana is allergic to peanuts"),
    ("rememebr my locker number is 42", "my locker number is 42"),
    ("remmeber that the gym closes early on fridays", "the gym closes early on fridays"),
    ("תרשמי בפתקים שרון שותה תה עם נענע", "רון שותה תה עם נענע"),
    ("תרשום בפתקים שהמספר של הגנן 0529876543", "המספר של הגנן 0529876543"),
])
def test_mistyped_triggers_and_the_notes_named(text: str, kept: str) -> None:
    assert expect(text, "second-brain", "store").args["text"] == kept


@pytest.mark.parametrize("text", [
    "save it", "תרשום", "תשמרי", "keep it for me", "i can't remember that", "did you save that", "אל תשמור",
    "milk and eggs, write it down", "חלב ביצים ולחם תרשום", "i remembered that the code is 1234",
    "meeting with dana tuesday at 10 save that", "we're out of milk, note it",
    "need to renew my passport, write it down", "done with the report, note that",
    "dinner with the cohens friday, save it", "נגמר החלב תרשום",
])
def test_a_command_with_nothing_of_its_own_to_keep_is_not_a_note(text: str) -> None:
    not_taken(text, "second-brain", "store")


# --- questions about the user's own life are note searches -----------------------------------------------------

@pytest.mark.parametrize(("text", "word"), [
    ("who was the plumber we used last time", "plumber"),
    ("what was the name of the hotel we stayed at in rome", "hotel"),
    ("how much did we pay the painter", "painter"),
    ("what was that book my brother recommended", "book"),
    ("which pin did i give u for the alarm", "alarm"),
    ("names of the guys from the renovation crew", "renovation"),
    ("מי היה החשמלאי שהיה אצלנו", "החשמלאי"),
    ("כמה שילמנו לצבעי", "לצבעי"),
    ("באיזה מלון ישנו באילת", "מלון"),
    ("מה היה השם של הספר שהמליצו לי", "הספר"),
    ("איך קראו לבייביסיטר שהייתה לנו", "לבייביסיטר"),
    ("hi memo :) whats my gym membership number", "gym membership number"),
    ("איזו מידה דני בחולצות", "מידה"),
    ("hey whats the name of our plumber", "plumber"),
    ("what's the phone of my son's teacher", "teacher"),
])
def test_a_personal_question_searches_the_notes(text: str, word: str) -> None:
    intent = expect(text, "second-brain", "search")
    assert word in intent.args["query"] and intent.confidence > 0.72, intent.args


@pytest.mark.parametrize(("text", "word"), [
    ("when is dana's birthday again", "birthday"),
    ("what date is my sister's birthday", "birthday"),
    ("when is noa's bday", "bday"),
    ("מתי יום ההולדת של אמא", "הולדת"),
    ("מתי יום הנישואין של ההורים שלי", "הנישואין"),
    ("remind me what the lawyer said about the lease", "lawyer"),
    ("remind me who fixed the boiler", "boiler"),
    ("תזכיר לי מה הקוד של האזעקה", "האזעקה"),
    ("תזכירי לי איך קוראים לגננת", "לגננת"),
    ("the pizza place we ordered from, whats it called", "pizza"),
    ("הבחור מההובלות איך קוראים לו", "ההובלות"),
    ("יש לך משהו שמור על הביטוח של הדירה", "הביטוח"),
    ("do i have anything saved about the car insurance", "car insurance"),
    ("did i write anything down about the boiler", "boiler"),
    ("do u remember what gil drinks in the morning", "gil"),
    ("תחפשי לי את ה notes על החתונה", "החתונה"),
])
def test_recall_in_every_form_searches_the_notes(text: str, word: str) -> None:
    assert word in expect(text, "second-brain", "search").args["query"]


@pytest.mark.parametrize("text", [
    "who was the first prime minister of israel", "מי היה ראש הממשלה הראשון", "how do i reset my router",
    "how many grams in a cup", "when is christmas", "כמה עולה כרטיס לאילת", "what did i have on monday",
    "what did i add to the shopping list", "remind me tomorrow what the code is", "remind me what to buy",
    "תזכירי לי מה לקנות", "מה יש לי מחר", "the tall tower in paris, whats it called", "איך אני מבטל את המנוי",
    "what was i supposed to do", "מה הייתי צריך לעשות", "what did i tell dana about the meeting",
])
def test_a_general_or_another_tools_question_is_not_a_note_search(text: str) -> None:
    not_taken(text, "second-brain", "search")


# --- deleting and correcting a note --------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "query"), [
    ("delete the note about the gate code, they changed it", "gate code"),
    ("forget the alarm pin i gave you, we moved", "alarm pin"),
    ("get rid of my note about the birthday gift", "birthday gift"),
    ("תורידי את ה note על הגנן", "הגנן"),
    ("תמחק את הפתק עם הקוד של השער, כבר לא רלוונטי", "הקוד של השער"),
    ("את כל מה שרשמתי על השיפוץ אפשר למחוק", "השיפוץ"),
    ("תשכחי את כל מה ששמרתי על דנה", "דנה"),
    ("the note about the old apartment can go", "old apartment"),
])
def test_deleting_one_note_asks_first(text: str, query: str) -> None:
    intent = expect(text, "second-brain", "delete")
    assert intent.args["query"] == query and intent.needs_approval, intent


@pytest.mark.parametrize("text", ["delete the reminder about the dentist", "תמחקי את התזכורת לרופא",
                                  "forget about the reminder to call noa", "תוריד את החלב מהרשימה"])
def test_deleting_a_task_or_an_item_is_not_a_note(text: str) -> None:
    not_taken(text, "second-brain")


@pytest.mark.parametrize(("text", "query", "new"), [
    ("the alarm code is 1122 now - update my note", "alarm code", "1122"),
    ("gate code changed, its 4040 now. fix my note", "gate code", "4040"),
    ("update that the gate code is now 5555", "gate code", "5555"),
    ("תעדכני שהמידה של דני בנעליים עכשיו 34", "המידה של דני בנעליים", "34"),
    ("הקוד של השער השתנה ל 9090, תעדכן את הפתק", "הקוד של השער", "9090"),
])
def test_correcting_a_note(text: str, query: str, new: str) -> None:
    intent = expect(text, "second-brain", "update")
    assert intent.args["query"] == query and new in intent.args["text"], intent.args


@pytest.mark.parametrize("text", ["תעדכני שהפגישה עם דנה עברה לחמש", "update that the dentist is at 5 now"])
def test_a_changed_event_or_time_is_not_a_note_correction(text: str) -> None:
    not_taken(text, "second-brain", "update")


# --- small talk, and a greeting before a question ------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "thank youuu ur a lifesaver", "lol thx buddy u rock", "good night memo see u tomorrow",
    "heyy how are u doing today", "thanks sis you saved my day", "תודה אחי הצלת לי את היום",
    "לילה טוב ממו נדבר מחר", "בוקר טוב מה נשמע", "אחלה תודה יא מלכה", "ok thanks ur honestly the best",
])
def test_small_talk_in_several_pieces(text: str) -> None:
    intent = expect(text, "general", "respond")
    assert intent.args["kind"] == "small_talk"


@pytest.mark.parametrize("text", ["thanks, add milk to the list", "hey what do i have today",
                                  "good morning remind me to call mom at 5", "thanks for today", "ok cancel it"])
def test_a_request_behind_a_greeting_is_not_small_talk(text: str) -> None:
    intent = plan(text)
    assert intent is None or intent.args.get("kind") != "small_talk", intent


@pytest.mark.parametrize("text", [
    "hi memo! whats the capital of peru", "היי מה קורה? כמה זה 15 אחוז מ 80", "בוקר טוב! איך מכינים חביתה",
    "ספר לי משהו מצחיק", "מה ההבדל בין שמנת מתוקה לשמנת חמוצה",
    "what's the difference between baking soda and baking powder",
])
def test_a_general_question_with_a_greeting_or_in_other_words(text: str) -> None:
    assert expect(text, "general", "respond").args["kind"] == "question"


@pytest.mark.parametrize("text", ["yo what are your skills bro", "hey what are your plans for today"])
def test_a_greeting_before_a_question_to_memo_is_not_a_general_question(text: str) -> None:
    not_taken(text, "general")


@pytest.mark.parametrize("text", ["what is that", "מה זה", "מה זה היה", "what was that"])
def test_a_question_that_only_points_back_is_asked_about(text: str) -> None:
    not_taken(text, "general")


# --- meta: capabilities, connecting Google, the reply language, the morning brief ------------------------------

@pytest.mark.parametrize("text", [
    "what can you do for me", "what else can u do besides reminders", "מה את יודעת לעשות בעצם",
    "מה אתה יכול לעשות חוץ מרשימות", "what are your capabilities", "how do i connect my google calendar",
    "how can i link gmail", "איך מחברים את הג'ימייל", "איך אני מסנכרן את היומן", "answer me in hebrew please",
    "תעני לי באנגלית", "switch language to english",
])
def test_questions_about_memo_itself(text: str) -> None:
    intent = plan(text)
    assert intent is not None and intent.capability == "meta", (text, intent)


@pytest.mark.parametrize("text", ["connect my google calendar", "how do i connect with dana", "איך אני מחבר את המדפסת",
                                  "what can you tell me about dana"])
def test_not_questions_about_memo(text: str) -> None:
    not_taken(text, "meta")


@pytest.mark.parametrize(("text", "hour"), [
    ("תשנה את הסיכום של הבוקר לשמונה", 8),
    ("move my morning brief to 7 instead of 8", 7),
    ("can u send the daily summary at 6 pls", 6),
])
def test_the_morning_brief_at_a_whole_hour(text: str, hour: int) -> None:
    assert expect(text, "meta", "update_settings").args["morningBriefHour"] == hour


@pytest.mark.parametrize("text", ["send the morning brief at seven thirty", "תעביר את סיכום הבוקר לשבע ורבע",
                                  "could you move the morning summary to 6:30 instead of 7"])
def test_the_morning_brief_between_hours_asks_which_hour(text: str) -> None:
    intent = expect(text, "meta", "update_settings")
    assert intent.args.get("ask") == "morningBriefHour" and "morningBriefHour" not in intent.args


@pytest.mark.parametrize("text", ["quit sending me the morning brief thanks", "pls stop the daily digest",
                                  "תפסיקי לשלוח לי את סיכום הבוקר בבקשה", "i don't want the daily brief anymore",
                                  "אני לא רוצה את סיכום הבוקר יותר"])
def test_the_morning_brief_off_with_polite_words(text: str) -> None:
    assert expect(text, "meta", "update_settings").args["morningBriefHour"] is None


@pytest.mark.parametrize(("text", "word"), [
    ("מה השם של הספר ההוא שדיברנו עליו", "ספר"),
    ("איך קראו לבית הקפה ההוא בתל אביב", "בית הקפה"),
    ("מה היה המספר של השיפוצניק ההוא", "שיפוצניק"),
])
def test_that_one_in_hebrew_is_the_users_own_memory(text: str, word: str) -> None:
    intent = expect(text, "second-brain", "search")
    assert word in intent.args["query"]


@pytest.mark.parametrize("text", ["מי היה ראש הממשלה הראשון", "איך קוראים לבירה של צרפת"])
def test_a_question_about_the_world_stays_general(text: str) -> None:
    not_taken(text, "second-brain", "search")
