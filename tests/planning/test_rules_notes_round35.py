"""The second brain, round 35: someone's number by name and a role said after a comma, in either language ("Orit,
המורה מהאולפן"); a size asked with the item after "size" ("what size נעליים is my son"); keeping a fact "אצלך"; a code
someone named changed ("הוועד שינה שוב את הקוד"); switching a doctor and naming the new one; a correction headed by
whom it is about or closed by "fix what you saved"; and deleting "what you saved about X", with why after it.

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

import pytest

from tests.planning.reading import not_read_as, not_taken_as, plan, reads_as


# -- someone's number by name, the role after a comma ---------------------------------------------------------------
@pytest.mark.parametrize(("text", "query"), [
    ("what's the number of Orit, המורה מהאולפן?", "Orit"),
    ("what's the number of Orit, the teacher from the ulpan?", "Orit"),
    ("what's the phone of Yossi, האינסטלטור מהבניין?", "Yossi"),
    ("give me the number of Dana, the physio from the clinic", "Dana"),
    ("what's the number of Orit המורה?", "Orit"),
])
def test_number_of_someone_by_name_and_role_is_looked_up(text: str, query: str) -> None:
    found = reads_as(text, "second-brain", "search").args["query"]
    assert query in found and "," not in found


@pytest.mark.parametrize("text", [
    "what's the number of the beast?",
    "what's the number of planets, the teacher asked?",
])
def test_near_miss_number_of_the_world_is_no_note(text: str) -> None:
    not_read_as(text, "second-brain")


# -- a size, the item after "size" ----------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "query"), [
    ("what size נעליים is my son? אני בחנות עכשיו", "נעליים"),
    ("what size shoes is my son?", "shoes"),
    ("what size pants is noa in now?", "pants"),
    ("what size of jeans is my daughter? im at the mall", "jeans"),
])
def test_size_with_the_item_after_it_is_looked_up(text: str, query: str) -> None:
    assert query in reads_as(text, "second-brain", "search").args["query"]


@pytest.mark.parametrize("text", [
    "what size shoes is best for running?",
    "what size TV is best for a small room?",
])
def test_near_miss_size_advice_is_no_note(text: str) -> None:
    not_read_as(text, "second-brain")


# -- kept "אצלך" ----------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "kept"), [
    ("תרשום אצלך שהמידה נעליים של הבן שלי 34 ומכנסיים 10", "ומכנסיים 10"),
    ("תרשמי אצלך שהקוד של השער 4471", "4471"),
    ("תשמרי אצלך שהמספר של הגנן 054-1234567", "054-1234567"),
])
def test_fact_kept_with_you_is_stored(text: str, kept: str) -> None:
    intent = reads_as(text, "second-brain", "store")
    assert kept in intent.args["text"] and "אצלך" not in intent.args["text"]


# -- someone named changed a code -----------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "value"), [
    ("הוועד שינה שוב את הקוד של הדלת, עכשיו זה 2580#", "2580#"),
    ("בעל הבית החליף את הקוד של השער, עכשיו זה 7731", "7731"),
    ("דנה שינתה את הסיסמה של הוויפי, עכשיו היא Dana2024", "Dana2024"),
    ("the committee changed the door code again, it's 2580 now", "2580"),
])
def test_code_someone_changed_updates_the_note(text: str, value: str) -> None:
    intent = reads_as(text, "second-brain", "update")
    assert value in intent.args["text"] and "again" not in intent.args["query"]


def test_near_miss_someone_changed_a_meeting_hour_is_no_note() -> None:
    not_read_as("המנהל שינה את השעה של הפגישה, עכשיו זה 5", "second-brain")


# -- switched who serves the user -----------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "query", "new"), [
    ("I switched doctors, it's Dr. Haddad now and not Levinson, update it", "doctor", "Haddad"),
    ("we changed pediatricians - the new one is Dr. Cohen", "pediatrician", "Cohen"),
    ("i switched dentists, now i go to dr mor instead of dr katz, pls update", "dentist", "mor"),
    ("We changed our vet, she's Dr. Amir now, update", "vet", "Amir"),
    ('החלפתי רופא, עכשיו זה ד"ר חדד ולא לוינסון, תעדכני', "רופא", "חדד"),
    ('החלפנו רופאת ילדים, החדשה היא ד"ר לוי', "רופאת ילדים", "לוי"),
    ('עברתי לרופא שיניים חדש, עכשיו זה ד"ר מור, תעדכן', "רופא שיניים", "מור"),
])
def test_switched_provider_updates_the_note(text: str, query: str, new: str) -> None:
    intent = reads_as(text, "second-brain", "update")
    assert query in intent.args["query"] and new in intent.args["text"]
    assert "Levinson" not in intent.args["text"] and "לוינסון" not in intent.args["text"]


@pytest.mark.parametrize("text", [
    "I switched doctors last year",
    "i switched the meeting with dana, it's at 5 now, update it",
    "I switched jobs, it's Google now",
])
def test_near_miss_switched_without_a_provider_named_is_no_note_update(text: str) -> None:
    not_taken_as(text, "second-brain", "update")


# -- a correction headed by whom, or closed by "fix what you saved" --------------------------------------------------
@pytest.mark.parametrize(("text", "query", "new"), [
    ("correction about dana, it's not peanuts she's allergic to tree nuts, fix what you saved", "dana", "tree nuts"),
    ("תיקון לגבי נועה: היא אלרגית לאגוזים ולא לבוטנים", "נועה", "לאגוזים"),
    ("dana is allergic to tree nuts not peanuts, fix what you saved", "dana", "tree nuts"),
    ("נועה אלרגית לאגוזים ולא לבוטנים, תתקני את מה ששמרת", "נועה", "לאגוזים"),
    ("correction about the gate code, it's 5521 not 5512", "gate code", "5521"),
])
def test_correction_updates_the_note(text: str, query: str, new: str) -> None:
    intent = reads_as(text, "second-brain", "update")
    assert query in intent.args["query"] and new in intent.args["text"]
    assert "fix" not in intent.args["text"] and "תתקני" not in intent.args["text"]


@pytest.mark.parametrize("text", [
    "correction about yesterday, I was tired",
    "correction about dana, she loves it",
])
def test_near_miss_correction_heading_without_a_value_is_no_update(text: str) -> None:
    not_taken_as(text, "second-brain", "update")


# -- deleting what Memo saved, why after it -------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "query"), [
    ("את מה ששמרת על החניה בקניון אפשר למחוק כבר יצאתי משם", "החניה בקניון"),
    ("את מה ששמרתי על החניה אפשר למחוק, כבר יצאתי משם", "החניה"),
    ("מה שרשמת לגבי הקוד של הלוקר אפשר לזרוק כי עברתי מכון", "הקוד של הלוקר"),
    ("תמחקי את מה ששמרת על החניה", "החניה"),
    ("what you saved about the parking at the mall can be deleted, I already left", "parking"),
    ("the note about the parking can go, we left already", "parking"),
])
def test_delete_what_was_saved_asks_first(text: str, query: str) -> None:
    intent = reads_as(text, "second-brain", "delete")
    assert intent.needs_approval and query in intent.args["query"]
    assert "יצאתי" not in intent.args["query"] and "left" not in intent.args["query"]


@pytest.mark.parametrize("text", [
    "את מה ששמרת על החניה בקניון תשלחי לדנה",
    "את מה ששמרת על החניה אפשר למחוק?",
    "the note about the parking can go to dana",
])
def test_near_miss_not_a_delete(text: str) -> None:
    intent = plan(text)
    assert intent is None or intent.args.get("operation") != "delete", (text, intent and intent.decided_by)
