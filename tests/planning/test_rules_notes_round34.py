"""The second brain, round 34: values only the user's notes hold, asked without "my notes" (a measurement of something
at home, the dose taken now, "what's my X again", someone's number by name and role), a remark after the question
("...? the breaker tripped again"), measurements and records kept under a label after a verb of keeping ("remember my
PBs: 5k 22:48, ..."), a new value and "update my PBs" / "תעדכני את מה ששמרתי", a dose someone changed, and deleting a
saved code ("תמחק את הקוד של הלוקר ששמרתי").

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

import pytest

from tests.planning.reading import not_read_as, plan, reads_as


# -- a measurement of something at home ------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "query"), [
    ("what was the width of the fridge niche again? at the store now", "fridge niche"),
    ("what's the height of the bedroom closet?", "bedroom closet"),
    ("how deep is the niche for the fridge in the new kitchen?", "niche"),
    ("what are the dimensions of our balcony again?", "balcony"),
    ("מה הרוחב של הנישה למקרר?", "הנישה"),
    ("כמה עומק הארון בחדר השינה?", "הארון"),
    ("מה היו המידות של החלון בסלון?", "החלון"),
])
def test_measurement_at_home_is_looked_up(text: str, query: str) -> None:
    assert query in reads_as(text, "second-brain", "search").args["query"]


@pytest.mark.parametrize("text", [
    "what's the height of the eiffel tower?",
    "what's the width of a standard door?",
    "what's the standard height of a kitchen counter?",
    "מה הגובה של מגדל אייפל?",
])
def test_near_miss_measurement_of_the_world_stays_general(text: str) -> None:
    not_read_as(text, "second-brain")


# -- the dose taken now ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "query"), [
    ('כמה מק"ג אלטרוקסין אני לוקחת עכשיו?', "אלטרוקסין"),
    ("how many mg of ritalin does noa take?", "ritalin"),
    ("what dose of eltroxin am I on?", "eltroxin"),
    ("how much eltroxin am I taking now?", "eltroxin"),
    ("כמה כדורים של אקמול הוא לוקח ביום?", "אקמול"),
])
def test_dose_taken_is_looked_up(text: str, query: str) -> None:
    assert query in reads_as(text, "second-brain", "search").args["query"]


@pytest.mark.parametrize("text", [
    "how many mg of vitamin D is safe?",
    "how much vitamin D should I take?",
    'כמה מ"ג ויטמין די מותר לקחת ביום?',
    "how many days do I take off?",
])
def test_near_miss_dose_advice_stays_general(text: str) -> None:
    not_read_as(text, "second-brain")


# -- "what's my X again", the user's records ------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "query"), [
    ("what's my half marathon PB again?", "half"),
    ("what's my 10k PR?", "10k"),
    ("what's my eltroxin dose?", "eltroxin"),
    ("what was my resting heart rate again?", "heart rate"),
])
def test_my_record_is_looked_up(text: str, query: str) -> None:
    assert query in reads_as(text, "second-brain", "search").args["query"]


@pytest.mark.parametrize("text", ["what's my next meeting again?", "what's my schedule again?"])
def test_near_miss_my_calendar_is_not_a_note(text: str) -> None:
    not_read_as(text, "second-brain")


# -- someone's number by name and role, and a remark after the question ----------------------------------------------
@pytest.mark.parametrize(("text", "query"), [
    ("what's the number of דנה הפיזיו?", "דנה"),
    ("what's the phone of Yossi the plumber?", "Yossi"),
    ("what's the address of מיכל הגננת?", "מיכל"),
    ("מה המספר של Yaron החשמלאי? the breaker tripped again", "Yaron"),
    ("what's the plumber's number? the sink is leaking again", "plumber"),
])
def test_number_of_someone_is_looked_up(text: str, query: str) -> None:
    assert query in reads_as(text, "second-brain", "search").args["query"]


@pytest.mark.parametrize("text", [
    "what's the number of planets?",
    "what's the address of the white house?",
    "what's the number of people in israel?",
])
def test_near_miss_number_of_things_stays_general(text: str) -> None:
    not_read_as(text, "second-brain")


# -- kept under a label after a verb of keeping ----------------------------------------------------------------------
@pytest.mark.parametrize(("text", "kept"), [
    ("תשמור את המידות של הנישה למקרר במטבח החדש: רוחב 91 ס״מ, עומק 68, גובה 178", "91"),
    ("remember my PBs: 5k 22:48, 10k 47:30, half 1:46:12", "half 1:46:12"),
    ("save the measurements of the fridge niche: width 91cm, depth 68, height 178", "91cm"),
    ("תשמרי את המידות של הארון בחדר השינה: רוחב 120, עומק 60", "120"),
    ('תשמור את השיאים שלי: 5 ק"מ 23:10, 10 ק"מ 48:02', "23:10"),
    ("note down noa's sizes: shoes 31, pants 8", "31"),
])
def test_labelled_values_after_a_verb_are_kept(text: str, kept: str) -> None:
    assert kept in reads_as(text, "second-brain", "store").args["text"]


@pytest.mark.parametrize("text", [
    "remember the pickup: 16:30",
    "save the draft: hi dana, see you at 5",
    "remember the meeting: tuesday 10",
    "remember the plan: call dana tomorrow",
])
def test_near_miss_label_of_a_time_or_another_tool_is_not_kept(text: str) -> None:
    intent = plan(text)
    assert intent is None or intent.args.get("operation") != "store" or intent.capability != "second-brain" \
        or intent.confidence < 0.6, (text, intent and intent.decided_by)


# -- a new value and "update my X" / "update what I saved" -------------------------------------------------------------
@pytest.mark.parametrize(("text", "new"), [
    ("NEW 10K PB!!! 46:55 🏃‍♀️ update my PBs", "46:55"),
    ("new 5k PB 21:58, update my PBs", "21:58"),
    ("new squat max 120kg, update my lifts", "120kg"),
    ('שיא חדש ב-10 ק"מ 46:55, תעדכני את השיאים שלי', "46:55"),
    ("הקוד של השער השתנה ל-4411, תעדכני את מה ששמרתי", "4411"),
    ("the gate code changed to 4411, update what I saved", "4411"),
])
def test_new_value_updates_the_note(text: str, new: str) -> None:
    args = reads_as(text, "second-brain", "update").args
    assert new in args["text"] and "🏃" not in args["text"]


@pytest.mark.parametrize(("text", "query", "new"), [
    ('עדכון: האנדו העלתה את האלטרוקסין ל-88 מק"ג, תעדכני את מה ששמרתי', "אלטרוקסין", "88"),
    ("the endo raised my eltroxin to 88mcg, update what I saved", "eltroxin", "88mcg"),
    ("my doctor lowered the ritalin to 10 mg, update it", "ritalin", "10 mg"),
    ('הרופא הוריד לי את הריטלין ל-10 מ"ג, תעדכן', "ריטלין", "10"),
])
def test_dose_changed_updates_the_note(text: str, query: str, new: str) -> None:
    args = reads_as(text, "second-brain", "update").args
    assert query in args["query"] and new in args["text"]


@pytest.mark.parametrize("text", [
    "the meeting moved to 5, update my calendar",
    "dentist moved to 4pm, update my reminders",
    "they raised the bar to 3",
])
def test_near_miss_not_a_note_update(text: str) -> None:
    not_read_as(text, "second-brain")


# -- deleting a saved code -------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "query"), [
    ("תמחק את הקוד של הלוקר ששמרתי, עברתי לחדר כושר אחר", "לוקר"),
    ("תמחקי את הסיסמה של הוויפי של ההורים", "הוויפי"),
    ("delete the locker code i gave you, switched gyms", "locker"),
    ("remove the wifi password I saved", "wifi"),
    ("תמחק את הכתובת של דנה ששמרתי", "דנה"),
])
def test_saved_note_is_deleted_after_asking(text: str, query: str) -> None:
    intent = plan(text)
    assert intent is not None and (intent.capability, intent.args.get("operation")) == ("second-brain", "delete"), \
        (text, intent and intent.decided_by)
    assert query in intent.args["query"] and intent.needs_approval


@pytest.mark.parametrize("text", [
    "תמחק את התזכורת של הלוקר",
    "delete the reminder about the locker code",
    "תמחק את המשימה ששמרתי",
    "delete the dentist appointment",
])
def test_near_miss_task_or_event_delete_stays_theirs(text: str) -> None:
    intent = plan(text)
    assert intent is None or intent.capability != "second-brain", (text, intent and intent.decided_by)
