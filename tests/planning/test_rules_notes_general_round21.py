"""Notes, small talk and settings as older users and phone keyboards put them (rules/notes*.py, general*.py,
meta*.py, settings*.py).

Each table holds sentences of one shape; the near misses after it must not be taken that way.
"""

from __future__ import annotations

import pytest

from tests.planning.reading import expect, intent_of, not_taken

# --- forgetting a kept fact named by "details" / "פרטי" -----------------------------------------------------------


@pytest.mark.parametrize(("text", "word"), [
    ("forget the old passport details, I renewed it", "passport"),
    ("please forget my old account number details I gave you", "account"),
    ("תשכחי את פרטי חשבון הבנק הישן שנתתי לך, החשבון נסגר", "חשבון"),
    ("תשכחי את הפרטים של הקוד הישן", "הקוד"),
])
def test_forgetting_the_details_of_a_kept_fact_deletes_a_note(text: str, word: str) -> None:
    intent = expect(text, "second-brain", "delete")
    assert word in intent.args["query"] and intent.needs_approval


@pytest.mark.parametrize("text", [
    "forget the meeting details",
    "תשכחי את פרטי הפגישה",
])
def test_forgetting_the_details_of_an_event_is_not_a_note(text: str) -> None:
    not_taken(text, "second-brain", "delete")


# --- "save this" with only why it is kept: nothing to keep is said ----------------------------------------------


@pytest.mark.parametrize("text", [
    "תשמור את זה שיהיה לי",
    "תשמרי את זה שלא אשכח",
    "save this: so I have it later",
])
def test_saving_this_for_a_purpose_asks_what_to_keep(text: str) -> None:
    intent = intent_of(text)
    assert intent is None or intent.missing, (text, intent)


@pytest.mark.parametrize("text", [
    "תשמרי את זה: הקוד של השער 4471, שיהיה לי",
    "save this: the gate code is 4471",
])
def test_saving_a_fact_with_its_purpose_keeps_the_fact(text: str) -> None:
    intent = expect(text, "second-brain", "store")
    assert "4471" in intent.args["text"]


# --- a question, then what the user will do with the answer ---------------------------------------------------------


@pytest.mark.parametrize("text", [
    "Tell me a riddle please, something I can tell the kids at dinner",
    "tell me a funny story, something we could tell the guests",
    "ספרי לי בדיחה בבקשה, משהו נקי שאוכל לספר לחברות בערב",
])
def test_a_question_then_the_users_own_plan_is_a_question(text: str) -> None:
    expect(text, "general", "respond")


@pytest.mark.parametrize("text", [
    "tell me a joke, and send it to dana",
    "tell me a joke, can you send it to my sister too",
])
def test_a_question_then_a_request_is_not_only_a_question(text: str) -> None:
    not_taken(text, "general", "respond")


# --- the year of something known, asked for someone else, with the user's guesses ----------------------------------


@pytest.mark.parametrize("text", [
    "באיזו שנה נוסדה תל אביב?",
    "in which year was the eiffel tower built",
    "what year did the second world war end? my grandson asked me. 1944 or 1945?",
    "מתי נגמרה מלחמת העולם השנייה? הבת שלי שאלה ולא הייתי בטוחה. 44 או 45?",
])
def test_the_year_of_something_known_is_a_question(text: str) -> None:
    expect(text, "general", "respond")


@pytest.mark.parametrize("text", [
    "באיזו שנה נולד אבא שלי?",
    "what year did we buy the car?",
])
def test_the_year_of_the_users_own_things_is_not_general(text: str) -> None:
    not_taken(text, "general")


def test_guesses_at_a_kept_fact_stay_a_lookup() -> None:
    intent = expect("what's yael's number? she called yesterday. 052 or 054?", "second-brain", "search")
    assert "yael" in intent.args["query"]


# --- a race finished is news, not a task done ----------------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "just finished my first half marathon, 2:05!",
    "finished the 10k run in 52 minutes 💪",
    "סיימתי חצי מרתון בתוך שעתיים!!",
    "השלמתי את צליחת הכנרת היום!!",
])
def test_a_race_finished_is_small_talk(text: str) -> None:
    expect(text, "general", "respond")


@pytest.mark.parametrize("text", [
    "finished the marathon registration form",
    "סיימתי את ההרשמה למרתון",
    "סיימתי מרתון, תזכירי לי לשלם על התמונות",
])
def test_finishing_something_about_a_race_is_not_news(text: str) -> None:
    not_taken(text, "general")


# --- checking that the line works ------------------------------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "hello, this is my first time writing to you. can you hear me? is this working?",
    "are you there?",
    "הלו? יש שם מישהו?",
    "ערב טוב, קיבלת את ההודעה שלי?",
    "אתה שומע אותי? זה עובד בכלל?",
])
def test_checking_the_line_is_small_talk(text: str) -> None:
    expect(text, "general", "respond")


@pytest.mark.parametrize("text", [
    "is this working? add milk",
    "did you get my email?",
    "is it working at the office?",
])
def test_a_check_with_a_request_or_about_something_else_is_not_small_talk(text: str) -> None:
    not_taken(text, "general")


# --- the morning brief's hour, asked after what is wrong with it -----------------------------------------------------


@pytest.mark.parametrize("text", [
    "The daily summary arrives too early for me, I am still asleep. Please move it to 9",
    "Your morning message comes at six and wakes my husband. Could you send it at a quarter past eight instead",
    "סיכום הבוקר שלך מגיע מוקדם מדי ואני עוד ישנה. אפשר להעביר אותו לשמונה וחצי?",
])
def test_the_brief_named_first_then_moved_is_a_setting(text: str) -> None:
    expect(text, "meta", "update_settings")


@pytest.mark.parametrize("text", [
    "The morning message was lovely today. Send it to my daughter",
    "the morning brief is great. move it to tomorrow",
])
def test_the_brief_named_first_then_something_else_is_not_a_setting(text: str) -> None:
    not_taken(text, "meta")


# --- a bare name of a kept detail, or of someone of the user's life ------------------------------------------------


@pytest.mark.parametrize(("text", "word"), [
    ("the locker code at the gym", "locker"),
    ("parking spot number at work??", "parking"),
    ("מספר החניה בבניין החדש", "החניה"),
    ("the phone number of our old cleaning lady, please", "cleaning lady"),
    ("The address of the new dentist on the third floor", "dentist"),
    ("השם של השכנה החדשה מהקומה השנייה בבקשה", "השכנה"),
    ("איך קוראים לשכן החדש", "שכן"),
    ("what's the name of the new neighbour", "neighbour"),
])
def test_a_bare_name_of_a_kept_detail_is_a_lookup(text: str, word: str) -> None:
    intent = expect(text, "second-brain", "search")
    assert word in intent.args["query"]


@pytest.mark.parametrize("text", [
    "new wifi password",
    "הקוד החדש",
    "the name of the game",
    "איך קוראים לבירה של צרפת",
])
def test_news_of_a_detail_or_a_general_name_is_not_a_lookup(text: str) -> None:
    not_taken(text, "second-brain", "search")


def test_a_kept_detail_said_to_be_new_is_not_a_note() -> None:
    not_taken("the wifi password is new", "second-brain", "store")


# --- the day told, or loneliness said, with nothing asked ----------------------------------------------------------


@pytest.mark.parametrize("text", [
    "We just got back from a lovely visit to the grandchildren. It's so warm outside!",
    "חזרתי הרגע מהליכה בפארק, מזג האוויר נפלא היום",
    "I feel a bit lonely today, the kids haven't called. I just wanted to talk to someone",
    "אני קצת בודדה היום, אף אחד לא התקשר",
])
def test_the_day_told_is_small_talk(text: str) -> None:
    expect(text, "general", "respond")


@pytest.mark.parametrize("text", [
    "the kids didnt call, remind me to call them tonight",
    "חזרתי מהים, תזכירי לי לתלות כביסה",
    "I just came back from a walk. Add milk to the list",
])
def test_the_day_told_with_a_request_is_not_only_small_talk(text: str) -> None:
    not_taken(text, "general")


# --- correcting a kept fact: the fact fronted with "that I gave you", or told then said to be wrong ----------------


@pytest.mark.parametrize(("text", "query", "new"), [
    ("The gate code I gave you, it changed. The new code is 5512, update it", "gate code", "5512"),
    ("את הסיסמה של הוויפי ששמרתי אצלך, היא השתנתה. הסיסמה החדשה היא 88771. תעדכני", "הסיסמה", "88771"),
    ("I told you before that Dana lives in Haifa. That was wrong, she lives in Acre now. Please correct it", "Haifa",
     "Acre"),
    ("אמרתי לך פעם שדנה גרה בחיפה. זה לא נכון, היא גרה בעכו. תתקני בבקשה", "חיפה", "עכו"),
])
def test_correcting_a_kept_fact_updates_the_note(text: str, query: str, new: str) -> None:
    intent = expect(text, "second-brain", "update")
    assert query in intent.args["query"] and new in intent.args["text"]
    assert "gave" not in intent.args["query"]


@pytest.mark.parametrize("text", [
    "I told you the meeting is at 5. That was wrong, it is at 6. Please fix it",
    "אמרתי לך שהפגישה בחמש. זה לא נכון, היא בשש. תתקני",
])
def test_correcting_an_event_is_not_a_note(text: str) -> None:
    not_taken(text, "second-brain")


# --- someone's name told in passing, and that it may help one day ----------------------------------------------------


@pytest.mark.parametrize(("text", "name"), [
    ("הבן של השכן קוראים לו עומר והוא חשמלאי. אולי זה יעזור לי פעם", "עומר"),
    ("just so you know, the neighbour's son is called Omer and he is an electrician. maybe it'll come in handy someday",
     "Omer"),
    ("סתם שתדעי, הגננת החדשה של נועה קוראים לה מיכל, טוב לדעת", "מיכל"),
])
def test_a_name_told_in_passing_is_kept(text: str, name: str) -> None:
    intent = expect(text, "second-brain", "store")
    assert name in intent.args["text"] and "יעזור" not in intent.args["text"] and "handy" not in intent.args["text"]


@pytest.mark.parametrize("text", [
    "the meeting is called sync, good to know",
    "אני עייפה היום. אולי זה יעזור לי פעם",
])
def test_an_event_or_a_feeling_with_the_remark_is_not_kept(text: str) -> None:
    not_taken(text, "second-brain", "store")


@pytest.mark.parametrize(("text", "query", "new"), [
    ("I told you my nephew's phone number last week. That was wrong, the right one is 052-1234567. Please fix it",
     "nephew's phone number", "nephew's phone number 052-1234567"),
    ("אמרתי לך את הקוד של השער אתמול. זה לא נכון, הנכון הוא 7788. תתקני בבקשה", "הקוד של השער", "הקוד של השער 7788"),
])
def test_a_correction_by_the_right_one_keeps_whose_it_is(text: str, query: str, new: str) -> None:
    intent = expect(text, "second-brain", "update")
    assert intent.args["query"] == query and intent.args["text"] == new


# --- what someone of the user's life charged, or is called -----------------------------------------------------------


@pytest.mark.parametrize("text", [
    "כמה לקחה הקוסמטיקאית בפעם שעברה?",
    "כמה גבה החשמלאי?",
    "what's the name of the pharmacist at the corner",
    "the phone number of the postman please",
])
def test_what_someone_of_the_users_life_charged_or_is_called_is_a_lookup(text: str) -> None:
    expect(text, "second-brain", "search")


@pytest.mark.parametrize("text", [
    "כמה לקח לבנות את הפירמידות?",
    "איך קוראים למורה של מי",
])
def test_a_general_how_much_or_an_unnamed_person_is_not_a_lookup(text: str) -> None:
    not_taken(text, "second-brain", "search")


@pytest.mark.parametrize("text", [
    "Can you hear me dear? This is Rivka",
    "האם את שם? זאת מלכה",
])
def test_checking_the_line_with_who_is_writing_is_small_talk(text: str) -> None:
    expect(text, "general", "respond")


@pytest.mark.parametrize("text", [
    "this is Rivka",
    "זאת מלכה",
    "are you there? this is important, call dana",
])
def test_who_is_writing_alone_or_with_a_request_is_not_a_check(text: str) -> None:
    intent = intent_of(text)
    assert intent is None or intent.decided_by != "grammar general_contact.checking_the_line", (text, intent)
