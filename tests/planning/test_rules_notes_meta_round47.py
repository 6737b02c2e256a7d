"""Notes and questions about Memo: a word's own "ש" kept whole (task_nouns.shin_is_own), "save it so I don't forget"
after a line to keep, a date a contract ends on (notes._runs_out), utility meters as kept details, a role that changed
hands (notes_role_changed.py), the user's earlier words asked again (notes_told_before.py), where Memo keeps things
and what a nudge is (meta_memory.py, meta_workings.py), and help with a word (general_wordplay.py).
"""

from __future__ import annotations

import pytest

from tests.planning.reading import not_read_as, plan, reads_as


@pytest.mark.parametrize("text, kept", [
    ("תרשמי שחר אוהב סושי", "שחר אוהב סושי"),
    ("תזכרי שמעון גר ברמת גן", "שמעון גר ברמת גן"),
    ("תשמרי לי שירה אוהבת חמניות", "שירה אוהבת חמניות"),
    ("תזכרי ששמעון גר בנתניה", "שמעון גר בנתניה"),
    ("תרשמי שהקוד של המחסן 7731", "הקוד של המחסן 7731"),
    ("תזכרי שדנה צמחונית", "דנה צמחונית"),
])
def test_a_words_own_shin_is_kept(text: str, kept: str) -> None:
    assert reads_as(text, "second-brain", "store").args["text"] == kept


@pytest.mark.parametrize("text, first", [
    ("שורה לשיר: הרחוב ריק והלב שקט. תשמרי לי שלא אשכח", "שורה"),
    ("ציטוט מהספר: אין דבר קבוע חוץ משינוי. תרשמי לי שלא אשכח", "ציטוט"),
    ("line for a song: the last bus never waits. save it so i dont forget", "line"),
])
def test_a_line_saved_so_as_not_to_forget(text: str, first: str) -> None:
    kept = reads_as(text, "second-brain", "store").args["text"]
    assert kept.startswith(first) and "forget" not in kept and "אשכח" not in kept


def test_a_reminder_so_as_not_to_forget_stays_a_reminder() -> None:
    reads_as("תזכירי לי מחר בשש להתקשר לסבתא שלא אשכח", "database", "create")


@pytest.mark.parametrize("text, word", [
    ("החוזה עם משפחת לוי נגמר ב30.6.2027 תזכרי את זה", "לוי"),
    ("השכירות בדירה בהרצל נגמרת ב-1.3.2027, תרשמי", "השכירות"),
    ("the lease with the levis ends on 31.7.2027 remember that", "lease"),
])
def test_when_a_contract_ends_is_kept(text: str, word: str) -> None:
    assert word in reads_as(text, "second-brain", "store").args["text"]


def test_a_grocery_gone_is_still_not_a_note() -> None:
    not_read_as("נגמר הלחם, תרשמי", "second-brain")


@pytest.mark.parametrize("text", [
    "whats the water meter number at the ben yehuda apartment",
    "what's the gas meter number for the flat on herzl",
    "מה מספר שעון המים בדירה ברוטשילד",
])
def test_a_meter_number_is_looked_up(text: str) -> None:
    reads_as(text, "second-brain", "search")


def test_a_meter_number_told_is_kept() -> None:
    reads_as("the electricity meter number at herzl is 554120", "second-brain", "store")


def test_a_price_per_square_meter_is_general() -> None:
    not_read_as("what's the price per square meter in haifa", "second-brain")


@pytest.mark.parametrize("text, query, new", [
    ("הגזברית של הוועד התחלפה עכשיו זו רותי מדירה 3 תעדכני", "הגזברית של הוועד", "רותי מדירה 3"),
    ("רכזת השכבה התחלפה, עכשיו זו אורנה", "רכזת השכבה", "אורנה"),
    ("the chair of the parents committee changed, now its dafna from 3rd grade, update it",
     "chair of the parents committee", "dafna from 3rd grade"),
    ("the homeroom teacher was replaced, it's ms. levy now", "homeroom teacher", "ms. levy"),
])
def test_a_role_that_changed_hands(text: str, query: str, new: str) -> None:
    args = reads_as(text, "second-brain", "update").args
    assert args["query"] == query and args["text"].endswith(new)


@pytest.mark.parametrize("text", ["המנהל התחלף, עכשיו זה ביום שלישי", "הגזבר של הוועד התחלף"])
def test_no_one_named_is_no_role_update(text: str) -> None:
    not_read_as(text, "second-brain")


@pytest.mark.parametrize("text, word", [
    ("איך קראו לצלמת מהחתונה בקיץ", "צלמת"),
    ("מי היה המרצה מהכנס בשבוע שעבר", "המרצה"),
    ("what was the name of the caterer from the bar mitzvah", "caterer"),
    ("how much does the barby pay per show again", "barby"),
    ("כמה הבר משלם להופעה שוב", "הבר"),
])
def test_the_users_earlier_words_are_looked_up(text: str, word: str) -> None:
    assert word in reads_as(text, "second-brain", "search").args["query"]


@pytest.mark.parametrize("text", [
    "איך קראו לבמאי של טיטאניק",
    "who was the director of jaws",
    "how much does a plumber charge per hour",
    "how much does it cost again",
    "איך קוראים לשחקן מהסרט טיטאניק",
])
def test_general_knowledge_stays_general(text: str) -> None:
    not_read_as(text, "second-brain")


@pytest.mark.parametrize("text", [
    "איפה אתה שומר את כל מה שאני כותב לך?",
    "where do you keep all the stuff i tell you to remember?",
    "מה זה נודניק אצלכם? איך זה עובד",
    "מה זה תזכורת חוזרת? איך זה עובד",
    "what's a nudge here, how does it work?",
])
def test_questions_about_memo(text: str) -> None:
    intent = plan(text)
    assert intent is not None and intent.capability == "meta", (text, intent and intent.decided_by)


def test_where_i_put_something_is_still_a_search() -> None:
    reads_as("איפה שמתי את המשקפיים?", "second-brain", "search")


@pytest.mark.parametrize("text", [
    "give me a rhyme for tonight",
    "what rhymes with purple",
    "another word for tomorrow",
    "תני לי חרוז לבוקר",
    "מה מתחרז עם שמש",
    "מילה נרדפת לעצוב",
])
def test_help_with_a_word_is_general(text: str) -> None:
    reads_as(text, "general", "respond")


@pytest.mark.parametrize("text", ["remind me at midnight to write the rhyme", "תזכירי לי בחצות לכתוב חרוז"])
def test_a_reminder_about_a_rhyme_stays_a_reminder(text: str) -> None:
    reads_as(text, "database", "create")
