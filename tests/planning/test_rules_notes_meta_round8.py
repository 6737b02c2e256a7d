"""Notes, settings and small talk as people write them (rules/notes*.py, settings.py, meta_questions.py, general*.py):
a settings change with a reason or a polite question around it, the morning brief moved "instead" or by an hour,
lookups of kept facts asked without a question's shape (a bare name of a code, the people who look after the family,
what one of them said), "update my note: ...", a mixed-language "remember ש...", and chat in whole sentences
(feelings with their reason, wishes, family news, questions to Memo about itself, recommendations). Each table also
holds sentences of the same shape that must not be taken.
"""

from __future__ import annotations

import pytest

from memo.planning.dsl import INTENT_UNCLEAR
from tests.planning.reading import expect, intent_of, not_taken

# --- a settings change with a reason clause or a polite opening ----------------------------------------------------

@pytest.mark.parametrize(("text", "zone"), [
    ("could u set my time zone to new york because i moved", "America/New_York"),
    ("switch my timezone to LA pls im in california for work", "America/Los_Angeles"),
    ("i want to change my timezone to paris, flying tomorrow", "Europe/Paris"),
    ("אפשר לשנות את אזור הזמן לברלין כי עברתי", "Europe/Berlin"),
    ("תחליפי את אזור הזמן שלי לטוקיו אני טסה לשבועיים", "Asia/Tokyo"),
    ("אני בלונדון עכשיו", "Europe/London"),
])
def test_timezone_change_with_a_reason(text: str, zone: str) -> None:
    assert expect(text, "meta", "update_settings").args["timezone"] == zone


@pytest.mark.parametrize("text", [
    "change my timezone to tokyo and remind me at 5 to call mom",
    "תשני את אזור הזמן לפריז ותזכירי לי לארוז",
])
def test_timezone_change_with_a_second_request_is_asked(text: str) -> None:
    intent = intent_of(text)
    assert intent is not None and intent.missing == [INTENT_UNCLEAR], intent
    not_taken(text, "database")


@pytest.mark.parametrize("text", ["אני בבית", "im in a meeting now", "אני בפגישה"])
def test_being_somewhere_that_is_no_place_is_not_a_timezone(text: str) -> None:
    not_taken(text, "meta", "update_settings")


@pytest.mark.parametrize("text", ["what's my timezone", "מה אזור הזמן שלי", "which time zone are you using",
                                  "תראי לי את ההגדרות", "אפשר לשנות את אזור הזמן שלי?"])
def test_what_a_setting_is_is_a_question(text: str) -> None:
    expect(text, "meta", "show_settings")


# --- the morning brief ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "hour"), [
    ("can you send the daily summary at 8 instead", 8),
    ("could u move the morning brief to 7 instead", 7),
    ("תוכלי להעביר את סיכום הבוקר לשמונה?", 8),
    ("אפשר לקבוע את שעת הסיכום של הבוקר לשש", 6),
    ("סיכום הבוקר מוקדם מדי תעבירי לשמונה", 8),
])
def test_morning_brief_hour_asked_politely(text: str, hour: int) -> None:
    assert expect(text, "meta", "update_settings").args["morningBriefHour"] == hour


@pytest.mark.parametrize("text", ["move the morning brief an hour later", "make the daily summary earlier",
                                  "can u send me the morning summary at 7:30 instead",
                                  "תעבירי את סיכום הבוקר למוקדם יותר"])
def test_morning_brief_moved_by_an_amount_asks_the_hour(text: str) -> None:
    assert expect(text, "meta", "update_settings").args["ask"] == "morningBriefHour"


@pytest.mark.parametrize("text", ["no more morning summaries please", "תפסיקי עם הסיכום של הבוקר",
                                  "אפשר להפסיק את סיכום הבוקר"])
def test_morning_brief_turned_off(text: str) -> None:
    assert expect(text, "meta", "update_settings").args["morningBriefHour"] is None


@pytest.mark.parametrize("text", ["send the morning summary to dana", "תשלחי את סיכום הבוקר לדנה"])
def test_morning_brief_to_someone_is_asked_not_a_task(text: str) -> None:
    intent = intent_of(text)
    assert intent is not None and intent.missing == [INTENT_UNCLEAR], intent


# --- notes: store and update ---------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "kept"), [
    ("remember שהחניה בקומה 3", "החניה בקומה 3"),
    ("don't forget שדני טבעוני", "דני טבעוני"),
    ("pls remember my passport expires in june", "my passport expires in june"),
    ("remember dana's son doesn't eat nuts", "dana's son doesn't eat nuts"),
    ("jot down idea for a podcast about parenting", "idea for a podcast about parenting"),
    ("תרשמי רעיון למתנה לאמא - ספר בישול", "רעיון למתנה לאמא - ספר בישול"),
])
def test_note_stored(text: str, kept: str) -> None:
    assert expect(text, "second-brain", "store").args["text"] == kept


@pytest.mark.parametrize("text", ["remember the kids need to be picked up at 4", "remember שבת"])
def test_to_dos_and_single_words_are_not_notes(text: str) -> None:
    not_taken(text, "second-brain", "store")


@pytest.mark.parametrize(("text", "query", "new"), [
    ("update my note: the gate code is 5555", "gate code", "the gate code is 5555"),
    ("fix my notes - the plumber is yossi now 054-1234567", "plumber", "the plumber is yossi now 054-1234567"),
    ("עדכני את הפתק: הקוד של השער 4321", "הקוד של השער", "הקוד של השער 4321"),
    ("תעדכן בפתקים: הכתובת החדשה של דנה היא הרצל 14", "הכתובת של דנה", "הכתובת החדשה של דנה היא הרצל 14"),
    ("the wifi password is tulip77 now, update it", "wifi password", "the wifi password is tulip77 now"),
    ("הקוד של השער הוא 5555 עכשיו, תעדכני", "הקוד של השער", "הקוד של השער הוא 5555 עכשיו"),
])
def test_note_updated(text: str, query: str, new: str) -> None:
    args = expect(text, "second-brain", "update").args
    assert (args["query"], args["text"]) == (query, new)


@pytest.mark.parametrize("text", ["the meeting is at 5 now update it", "update my note: meeting moved to 5"])
def test_events_are_not_note_updates(text: str) -> None:
    not_taken(text, "second-brain", "update")


# --- notes: lookups --------------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "query"), [
    ("מה ה-pin של הכרטיס אשראי", "pin של הכרטיס אשראי"),
    ("the locker combination for the gym?", "locker combination for the gym"),
    ("סיסמת הוויפי אצל סבתא", "סיסמת הוויפי אצל סבתא"),
    ("wifi password at my parents", "wifi password at my parents"),
    ("when is our lease up", "lease"),
    ("מתי נגמר הליסינג של האוטו", "ליסינג של האוטו"),
    ("who's our pediatrician", "pediatrician"),
    ("what's the vet's name", "vet"),
    ("מי הגננת של הקטנה", "הגננת של הקטנה"),
    ("מה השם של הווטרינרית של החתול", "הווטרינרית של החתול"),
    ("what did the vet say about the shots", "vet shots"),
    ("מה הווטרינר המליץ לגבי האוכל", "הווטרינר האוכל"),
    ("איך קראו לטכנאי שתיקן את המזגן", "טכנאי שתיקן את המזגן"),
    ("who was the electrician that fixed the boiler", "electrician that fixed the boiler"),
    ("הטלפון של השרברב", "הטלפון של השרברב"),
    ("dana's address", "dana's address"),
])
def test_lookup_of_a_kept_fact(text: str, query: str) -> None:
    assert expect(text, "second-brain", "search").args["query"] == query


@pytest.mark.parametrize("text", [
    "הקוד של השער השתנה", "fix the code", "code", "הקוד של השער 4412", "when does the semester end",
    "when does my shift end", "איך קוראים לרופא שמטפל בעיניים", "who is the president",
    "who was the first man on the moon",
    "what did the president say about the war", "what did the teacher say at the meeting",
])
def test_not_lookups_of_kept_facts(text: str) -> None:
    not_taken(text, "second-brain", "search")


# --- chat in whole sentences -------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "ugh so stressed, my boss moved the deadline again",
    "i'm exhausted, worked all day",
    "אני הרוסה הקטנה לא ישנה כל הלילה",
    "אני מתרגשת לקראת החתונה של אחי בשבוע הבא",
    "hope your week is calmer than mine",
    "שבת שלום ממו, שיהיה לך סופ\"ש רגוע",
    "מקווה שהיה לך סופ\"ש טוב",
    "my daughter took her first steps today!!",
    "הבת שלי התחילה ללכת!!",
    "we got engaged!!!",
    "הקטנה חולה שוב",
    "the baby is sick again",
    "ערב טוב ממו, היה לי יום מטורף בעבודה",
    "shavua tov memo, yalla new week",
    "יאללה שבוע חדש ומוצלח",
    "how r u feeling today memo",
    "את עייפה?",
    "do you like your job",
    "ממו את לא תאמיני מה קרה היום",
    "you're useless today",
])
def test_chat_is_small_talk(text: str) -> None:
    expect(text, "general", "respond")


@pytest.mark.parametrize("text", [
    "i'm so tired, remind me to go to bed at 10",
    "אני עייפה, תזכירי לי מחר בשבע לקום",
    "im stressed i need to finish the report by tomorrow",
    "אני לחוצה צריכה לסיים את העבודה עד מחר",
    "i'm sick of the gym reminder",
    "hope you can add milk to the list",
    "מקווה שיהיה לי זמן לקנות חלב",
    "my husband bought the milk",
    "בעלי קנה חלב",
    "my son is sick, remind me to call the doctor at 3",
    "so tired. what's on my calendar today?",
    "אני עייפה מחר יש לי תור לרופא ב10",
    "im stressed the rent is due on the 1st",
    "הבן שלי אמר שהמורה רוצה לדבר איתי מחר בשמונה",
    "מקווה שתזכרי שדנה טבעונית",
    "i'm so happy, the wifi password is sunflower",
    "the kids were up all night, need diapers",
    "הקטנה חולה אין חלב בבית",
])
def test_requests_facts_and_times_inside_chat_are_not_small_talk(text: str) -> None:
    not_taken(text, "general")


@pytest.mark.parametrize(("text", "query", "new"), [
    ("i'm exhausted. the gate code changed to 4411", "gate code", "the gate code is 4411"),
    ("אני גמורה, הקוד של השער השתנה ל4411", "הקוד של השער", "הקוד של השער 4411"),
])
def test_a_feeling_before_a_fact_is_not_part_of_the_note(text: str, query: str, new: str) -> None:
    args = expect(text, "second-brain", "update").args
    assert (args["query"], args["text"]) == (query, new)


@pytest.mark.parametrize("text", ["can u recommend a good book for the flight", "יש לך המלצה למסעדה בתל אביב",
                                  "any good recommendations for a podcast", "אתה יכול להמליץ לי על סדרה"])
def test_recommendations_are_general_questions(text: str) -> None:
    assert expect(text, "general", "respond").args["kind"] == "question"


@pytest.mark.parametrize("text", ["could you suggest a time for the meeting with dana", "אתה יכול להציע לי שעה לפגישה"])
def test_suggesting_a_time_is_not_a_general_question(text: str) -> None:
    not_taken(text, "general")
