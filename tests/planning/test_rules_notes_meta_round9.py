"""Notes, settings and small talk as people write them (rules/notes*.py, settings.py, general*.py).

An exclamation about the user's day that opens like a question, a personal question in mixed languages or about
someone recommended, a question followed by a remark, what someone wears, uses or charges, English words after a Hebrew
"ה", a fact told with "fyi" and a verb, "you should remember that for ...", a time zone with the article on the wrong
word or named by a trip before the change, the morning brief with a reason after it, and chat in whole sentences (news,
praise, a bad morning, a feeling and then a question). Each table also holds sentences of the same shape that must not
be taken.
"""

from __future__ import annotations

import pytest

from memo.planning.dsl import INTENT_UNCLEAR
from tests.planning.reading import expect, intent_of, not_taken

# --- an exclamation about the day is chat, not a question about the past ---------------------------------------------

@pytest.mark.parametrize("text", [
    "איזה יום מטורף היה לי היום אחי הבוס צעק והרכבת נתקעה",
    "איזה שבוע קשה עבר עליי, הילדים חולים והמזגן התקלקל",
    "what a crazy day i had lol",
    "had the worst day, missed the bus and forgot my lunch",
    "had such a hectic morning, the baby was up all night. anyway how's your day",
    "איזה יום היה לי",
])
def test_a_day_told_is_small_talk(text: str) -> None:
    expect(text, "general", "respond")


@pytest.mark.parametrize("text", [
    "איזו ארוחה מדהימה הייתה לנו אתמול",
    "איזה כיף היה לנו בים",
    "what a night we had",
])
def test_an_exclamation_is_no_lookup(text: str) -> None:
    not_taken(text, "second-brain")


@pytest.mark.parametrize("text", ["איזה רופא היה לנו בקופה", "איזו מסעדה הייתה לנו ביום הנישואין",
                                  "איזה יום היה לנו החתונה?"])
def test_which_one_we_had_is_still_a_lookup(text: str) -> None:
    expect(text, "second-brain", "search")


# --- personal questions: mixed languages, someone recommended ------------------------------------------------------

@pytest.mark.parametrize(("text", "word"), [
    ("how much שילמנו לאינסטלטור", "לאינסטלטור"),
    ("what did קנינו for dana's birthday last year", "dana's"),
    ("who was the dentist that my sister recommended", "dentist"),
    ("what's the name of the restaurant dana recommended", "restaurant"),
    ("איך קוראים לגננת שמיכל המליצה עליה", "לגננת"),
    ("מה השם של המוסך שהשכן המליץ עליו", "המוסך"),
])
def test_personal_question_in_mixed_languages_or_recommended(text: str, word: str) -> None:
    assert word in expect(text, "second-brain", "search").args["query"]


@pytest.mark.parametrize("text", ["what is the daily dose doctors recommended", "how much is recommended for kids",
                                  "איך קוראים לרופא שמטפל בעיניים"])
def test_general_recommendation_questions_are_not_lookups(text: str) -> None:
    not_taken(text, "second-brain")


# --- a question and a remark after it --------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "word", "left"), [
    ("when's dana's birthday again? want to plan something early instead of last minute", "dana's", "plan"),
    ("how much did we pay the mover last year? getting quotes again", "mover", "quotes"),
    ("מתי יום ההולדת של סבתא? רוצה להכין לה משהו מיוחד", "סבתא", "להכין"),
    ("איך קוראים למורה לפסנתר שרונית המליצה עליה, אני רוצה להתקשר אליה", "למורה", "להתקשר"),
])
def test_a_remark_after_a_question_is_left_out(text: str, word: str, left: str) -> None:
    query = expect(text, "second-brain", "search").args["query"]
    assert word in query and left not in query


@pytest.mark.parametrize("text", [
    "when's dana's birthday? remind me a week before",
    "how much did we pay the mover, need to pay the cleaner the same",
    "מתי יום ההולדת של סבתא? תזכירי לי שבוע לפני",
])
def test_a_request_after_a_question_is_not_left_out(text: str) -> None:
    intent = intent_of(text)
    assert intent is None or intent.capability != "second-brain" or intent.args.get("operation") != "search" or (
        not intent.read), intent


def test_a_description_after_the_question_stays_in_it() -> None:
    assert "carpool" in expect("remind me what that app idea was, the carpool one", "second-brain",
                               "search").args["query"]


# --- what someone wears or uses ---------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "word"), [
    ("what size does omer wear", "size"),
    ("which formula does the baby take", "formula"),
    ("which shampoo does my daughter use, i'm at the pharmacy", "shampoo"),
    ("איזה מספר נעליים יואב נועל", "נעליים"),
    ("באיזו מידה הקטנה לובשת", "מידה"),
])
def test_what_someone_wears_or_uses(text: str, word: str) -> None:
    assert word in expect(text, "second-brain", "search").args["query"]


@pytest.mark.parametrize("text", ["what size does he wear", "which brand do most people use",
                                  "what kind of shoes do runners wear"])
def test_what_people_in_general_wear_is_not_a_lookup(text: str) -> None:
    not_taken(text, "second-brain")


# --- English words after a Hebrew "ה" --------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "word"), [
    ("מה ה code של השער אצל אמא", "code"),
    ("מה ה pin של הכרטיס", "pin"),
    ("ה password של הwifi במשרד", "password"),
])
def test_english_secret_after_a_spaced_article(text: str, word: str) -> None:
    query = expect(text, "second-brain", "search").args["query"]
    assert word in query and not query.startswith("ה ")


# --- a fact told with "fyi" and a verb ------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "word"), [
    ("fyi the cleaner charges 120 per visit now", "cleaner"),
    ("just so you know dana doesn't eat gluten anymore", "gluten"),
    ("fyi mom prefers the window seat", "window"),
    ("לידיעתך המטפלת לוקחת 45 לשעה", "המטפלת"),
    ("רק שתדעי יואב אלרגי לבוטנים", "לבוטנים"),
])
def test_fact_told_with_a_verb(text: str, word: str) -> None:
    assert word in expect(text, "second-brain", "store").args["text"]


@pytest.mark.parametrize("text", ["fyi i'll be late", "fyi the plumber is coming tomorrow",
                                  "fyi the meeting costs nothing", "fyi we're out of milk"])
def test_fyi_without_a_lasting_fact_is_not_stored(text: str) -> None:
    not_taken(text, "second-brain", "store")


# --- "you should remember that for ..." -----------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "word"), [
    ("ran into noa, she's vegan now, you should remember that for the bbq", "vegan"),
    ("the neighbors' kid is allergic to sesame, keep that in mind for the party", "sesame"),
    ("אמא אמרה שהיא לא שותה קפה אחרי שש, כדאי שתזכור את זה לארוחות ערב", "קפה"),
    ("דנה עברה לאכול טבעוני, חשוב שתזכרי את זה לקראת שישי", "טבעוני"),
])
def test_a_fact_then_you_should_remember_it(text: str, word: str) -> None:
    args = expect(text, "second-brain", "store").args
    assert word in args["text"] and "תזכ" not in args["text"] and "remember" not in args["text"]


@pytest.mark.parametrize("text", ["call mom at 5, keep that in mind", "הפגישה מחר בעשר, כדאי שתזכרי את זה"])
def test_a_timed_thing_to_remember_is_no_note(text: str) -> None:
    not_taken(text, "second-brain", "store")


# --- the time zone --------------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "zone"), [
    ("תעדכני את האזור זמן לפריז", "Europe/Paris"),
    ("תשנה את האיזור זמן שלי לברלין", "Europe/Berlin"),
    ("תשני את ה timezone שלי לטוקיו", "Asia/Tokyo"),
    ("אנחנו נוסעים לפריז לחודש, תשני את אזור הזמן לשם", "Europe/Paris"),
    ("אני טסה מחר לברלין, תעדכני את אזור הזמן שלי שהסיכום לא יגיע בשלוש בלילה", "Europe/Berlin"),
    ("flying to tokyo tomorrow - update my timezone there", "Asia/Tokyo"),
    ("i'm moving to london next month, can you change my time zone so the reminders come on time", "Europe/London"),
    ("תעדכן את אזור הזמן שלי ללונדון שהתזכורות לא יגיעו בלילה", "Europe/London"),
])
def test_timezone_with_the_article_misplaced_or_named_by_a_trip(text: str, zone: str) -> None:
    assert expect(text, "meta", "update_settings").args["timezone"] == zone


def test_timezone_change_with_only_a_purpose_asks_the_place() -> None:
    args = expect("update my timezone so the reminders come on time", "meta", "update_settings").args
    assert args.get("ask") == "timezone" and "timezoneQuery" not in args


@pytest.mark.parametrize("text", ["אני טסה ללונדון, תשני את אזור הזמן ותזכירי לי לארוז",
                                  "change my timezone and remind me to pack"])
def test_timezone_change_with_a_second_request_is_asked(text: str) -> None:
    intent = intent_of(text)
    assert intent is not None and intent.missing == [INTENT_UNCLEAR], intent


@pytest.mark.parametrize("text", ["אני טס לניו יורק, תזכיר לי לארוז", "i'm flying to paris, book a hotel"])
def test_a_trip_alone_changes_no_setting(text: str) -> None:
    not_taken(text, "meta", "update_settings")


# --- chat in whole sentences ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "תודה אתה מציל חיים",
    "thanks ur an angel",
    "you literally save lives",
    "baby is sick again ugh",
    "twins r teething again",
    "קיבלתי העלאה במשכורת סוף סוף",
    "קודמתי היום!!!",
    "finally got the job!!! still can't believe it, had to tell someone",
    "just got engaged!!!",
])
def test_news_praise_and_feelings_are_small_talk(text: str) -> None:
    expect(text, "general", "respond")


@pytest.mark.parametrize("text", [
    "so stressed about tomorrow's interview, any tips for staying calm?",
    "אני גמורה, יש לך טיפ איך להירדם מהר?",
    "ugh long day, what's the capital of peru",
])
def test_a_feeling_then_a_question_is_the_question(text: str) -> None:
    assert expect(text, "general", "respond").args["kind"] == "question"


@pytest.mark.parametrize(("text", "capability"), [
    ("im so stressed, remind me to call mom at 5", "database"),
    ("אני גמורה, תזכירי לי מחר לקנות חלב", "database"),
    ("just got promoted, add champagne to the shopping list", "database"),
])
def test_a_request_after_chat_is_the_request(text: str, capability: str) -> None:
    intent = intent_of(text)
    assert intent is not None and intent.capability == capability, intent


# --- small talk before a lookup, a remark that makes no question personal, Memo's opinion -----------------------------

@pytest.mark.parametrize(("text", "word"), [
    ("היי מה שלומך? רציתי לשאול מה הקוד של הכספת אצל אבא", "הכספת"),
    ("hey how are you? quick question, how much did we pay for the cabin last summer", "cabin"),
    ("i wanted to ask, what's the alarm code at the office", "alarm"),
    ("what did the pediatrician say about the rash, i forgot already", "rash"),
])
def test_small_talk_or_a_remark_around_a_lookup(text: str, word: str) -> None:
    query = expect(text, "second-brain", "search").args["query"]
    assert word in query and "forgot" not in query and "שלומך" not in query


@pytest.mark.parametrize("text", ["how old is the universe, my son asked me",
                                  "why is the sky blue, my daughter asked me this morning",
                                  "מה דעתך על הרעיון שלי לפתוח בית קפה?",
                                  "what do you think of my plan to move to haifa"])
def test_not_the_users_past(text: str) -> None:
    not_taken(text, "second-brain")


# --- what the user pays someone, what someone charges ----------------------------------------------------------------

@pytest.mark.parametrize(("text", "word"), [
    ("how much do we pay the gardener", "gardener"),
    ("כמה אנחנו משלמים לבייביסיטר", "לבייביסיטר"),
    ("how much does our cleaner charge per visit", "cleaner"),
    ("כמה לוקח החשמלאי?", "החשמלאי"),
    ("כמה גובה האינסטלטור שלנו", "האינסטלטור"),
])
def test_what_someone_of_theirs_is_paid(text: str, word: str) -> None:
    assert word in expect(text, "second-brain", "search").args["query"]


@pytest.mark.parametrize("text", ["how much do we pay in taxes", "how much does a plumber charge in tel aviv",
                                  "כמה עולה חשמלאי בממוצע"])
def test_prices_in_general_are_not_lookups(text: str) -> None:
    not_taken(text, "second-brain")


# --- "remember <name> ...", "remember this/that is ..." ---------------------------------------------------------------

@pytest.mark.parametrize(("text", "stored"), [
    ("remember dana is allergic to peanuts", "dana is allergic to peanuts"),
    ("remember omer hates onions", "omer hates onions"),
])
def test_remember_someone_named_and_their_state(text: str, stored: str) -> None:
    assert expect(text, "second-brain", "store").args["text"] == stored


@pytest.mark.parametrize("text", ["remember this is important", "remember that is not what i said",
                                  "remember tomorrow is a holiday"])
def test_remember_with_a_pointer_as_subject_is_no_note(text: str) -> None:
    not_taken(text, "second-brain", "store")


@pytest.mark.parametrize(("text", "word"), [("רשמתי לך פעם את הקוד של הלוקר?", "הלוקר"),
                                            ("do u know my sister's address", "address")])
def test_asked_whether_it_was_kept(text: str, word: str) -> None:
    assert word in expect(text, "second-brain", "search").args["query"]


# --- the morning brief with a reason, the time zone back home --------------------------------------------------------

@pytest.mark.parametrize(("text", "hour"), [
    ("stop sending me the daily summary, i never open it", None),
    ("בטלי את סיכום הבוקר, אני ממילא לא קוראת אותו", None),
    ("move the morning brief to 7, i start work earlier now", 7),
    ("תעבירי את סיכום הבוקר לשמונה, אני קמה מאוחר יותר", 8),
])
def test_morning_brief_with_a_reason_after(text: str, hour: int | None) -> None:
    assert expect(text, "meta", "update_settings").args["morningBriefHour"] == hour


@pytest.mark.parametrize("text", ["move the morning brief to 8, and remind me to call dana",
                                  "תעבירי את סיכום הבוקר לשמונה ותזכירי לי להתקשר לדנה"])
def test_morning_brief_with_a_second_request_is_asked(text: str) -> None:
    intent = intent_of(text)
    assert intent is not None and intent.missing == [INTENT_UNCLEAR], intent


@pytest.mark.parametrize(("text", "zone"), [
    ("can u change my timezone back to israel, im home", "Asia/Jerusalem"),
    ("i'm back in london", "Europe/London"),
    ("חזרנו לארץ, תחזירי את אזור הזמן", "Asia/Jerusalem"),
    ("תחזיר את אזור הזמן לישראל", "Asia/Jerusalem"),
])
def test_timezone_back_home(text: str, zone: str) -> None:
    assert expect(text, "meta", "update_settings").args["timezone"] == zone


# --- a request after the question: neither a lookup nor a general question alone --------------------------------------

@pytest.mark.parametrize("text", [
    "איך קוראים לרופאת השיניים שדנה המליצה עליה, תקבעי לי אליה תור",
    "who's our vet, i want you to book her for friday",
    "what did the pediatrician say about the rash, can you remind me tomorrow",
    "מה השם של הגנן ששכנה המליצה עליו? תשלחי לו הודעה",
])
def test_a_request_after_a_question_is_not_answered_as_a_question(text: str) -> None:
    not_taken(text, "second-brain", "search")
    not_taken(text, "general", "respond")


@pytest.mark.parametrize("text", ["what did the mechanic say about the tires? i know i told you at some point",
                                  "who is our dentist, thanks"])
def test_a_remark_naming_memo_asks_for_nothing(text: str) -> None:
    expect(text, "second-brain", "search")


# --- quiet times: no setting, so asked, never a task deleted ----------------------------------------------------------

@pytest.mark.parametrize("text", [
    "turn off notifications", "mute all alerts please", "don't remind me on weekends",
    "stop reminding me about the gym on weekends", "don't message me before 8am", "no reminders on shabbat",
    "תכבי את ההתראות", "בלי תזכורות בשבת", "אל תשלחי לי הודעות לפני שמונה", "תפסיקי את התזכורות בסופ\"ש",
])
def test_quiet_times_are_asked(text: str) -> None:
    intent = intent_of(text)
    assert intent is not None and intent.missing == [INTENT_UNCLEAR], intent
    not_taken(text, "database")


@pytest.mark.parametrize(("text", "capability"), [("stop the reminder about the gym", "database"),
                                                  ("don't remind me to call mom", "database")])
def test_a_reminder_named_is_not_a_quiet_time(text: str, capability: str) -> None:
    intent = intent_of(text)
    assert intent is not None and intent.capability == capability, intent
