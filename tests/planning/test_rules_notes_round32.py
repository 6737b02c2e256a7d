"""Notes that store or update facts, as traditional users and collectors write them: a fact under its label with a
colon ("קוד לשער אצל ההורים של רוני: 4590#"), someone's new number ("Shlomi the plumber has a new number: ..."), a slip
set right ("טעות שלי, הגוון ... הוא 2054 ולא 2045"), a place that moved and where it is now, a recommendation ("Tal says
try Shila"), things lent and who has them, "for future reference," with a comma, and "שימי לב ותשמרי:" before a note.

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

import pytest

from tests.planning.reading import acted, not_read_as, plan, reads_as


# -- a fact under its label -----------------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "kept"), [
    ("router password hint: first dog's name + the year we moved in", "router"),
    ("קוד לשער אצל ההורים של רוני: 4590#", "4590"),
    ("Noam's sizes at Zara: jeans 10-11Y, shirts 140", "Zara"),
    ("the gate code: 4411", "4411"),
    ("Dana's shoe size: 32", "32"),
    ("הסיסמה של הראוטר: abc123", "abc123"),
    ("מידות של נועם בזארה: ג'ינס 10-11, חולצות 140", "בזארה"),
])
def test_fact_under_its_label_is_kept(text: str, kept: str) -> None:
    assert kept in reads_as(text, "second-brain", "store").args["text"]


@pytest.mark.parametrize(("text", "capability"), [
    ("shopping list: milk, eggs", "database"),
    ("reminder: dentist at 5", "database"),
])
def test_near_miss_label_of_another_tool(text: str, capability: str) -> None:
    assert reads_as(text, capability, plan(text).args["operation"]).capability == capability


def test_near_miss_todo_after_the_label_is_not_kept() -> None:
    not_read_as("Dana's number: call her tomorrow", "second-brain")


# -- a new value: a new number, a slip set right, a place that moved ------------------------------------------------
@pytest.mark.parametrize(("text", "query", "new"), [
    ("Shlomi the plumber has a new number: 054-6623190", "Shlomi", "054-6623190"),
    ("Lior has a new number 052-7781234", "Lior", "052-7781234"),
    ("לשלומי האינסטלטור יש מספר חדש: 054-6623190", "שלומי", "054-6623190"),
    ("רוני החליפה טלפון: 052-1112233", "רוני", "052-1112233"),
    ("טעות שלי, הגוון של הסלון הוא 2054 ולא 2045", "הגוון", "2054"),
    ("my bad, the locker code is 3390 not 3309", "locker code", "3390"),
    ("טעיתי, הקוד של הכספת הוא 4471", "הכספת", "4471"),
    ("the gemach moved, it's on 14 Rashi St now and not Hillel anymore, update that", "gemach", "Rashi"),
    ("the dentist moved, they're on 12 Herzl St now", "dentist", "Herzl"),
    ("המרפאה עברה, עכשיו היא ברחוב הרצל 12", "המרפאה", "הרצל"),
])
def test_new_value_updates_the_note(text: str, query: str, new: str) -> None:
    args = reads_as(text, "second-brain", "update").args
    assert query in args["query"] and new in args["text"]


@pytest.mark.parametrize("text", [
    "Dana has a new boyfriend",
    "טעות שלי, אני לא יכולה מחר",
    "the meeting moved, it's at 5 now",
])
def test_near_miss_not_a_new_value(text: str) -> None:
    intent = plan(text)
    assert not (acted(intent) and intent is not None and intent.args.get("operation") == "update"
                and intent.capability == "second-brain"), (text, intent and intent.decided_by)


# -- a recommendation ------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "kept"), [
    ("Tal says try Shila in Tel Aviv, get the sea bream carpaccio", "Shila"),
    ("Dana recommends the hummus place on Herzl", "hummus"),
    ("טל ממליצה על שילה בתל אביב", "שילה"),
    ("רוני אמר לנסות את הקפה בפינה", "הקפה"),
])
def test_recommendation_is_kept(text: str, kept: str) -> None:
    assert kept in reads_as(text, "second-brain", "store").args["text"]


@pytest.mark.parametrize("text", ["Dana says she'll be late", "Dana recommends we book a table for Friday"])
def test_near_miss_not_a_recommendation(text: str) -> None:
    not_read_as(text, "second-brain")


# -- things lent ----------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "kept"), [
    ("השכנה מקומה 3, אורית, השאילה לנו סולם. לרשום", "סולם"),
    ("הבאתי לגלית את ספר המתכונים של אוטולנגי, תרשום שהוא אצלה", "אוטולנגי"),
    ("I lent Dana our drill", "drill"),
    ("השאלתי לדנה את המקדחה", "המקדחה"),
    ("I gave Ben the tent, note that he has it", "tent"),
])
def test_thing_lent_is_kept(text: str, kept: str) -> None:
    intent = reads_as(text, "second-brain", "store")
    assert kept in intent.args["text"] and not intent.args["text"].endswith("לרשום")


@pytest.mark.parametrize("text", ["need to return the drill Dana lent us", "הבאתי לגלית את הספר"])
def test_near_miss_lent_thing_to_do_or_done(text: str) -> None:
    not_read_as(text, "second-brain")


# -- "for future reference," and "שימי לב ותשמרי:" ---------------------------------------------------------------
@pytest.mark.parametrize(("text", "kept"), [
    ("for future reference, the gabbai is Reb Yitzchak Feld, he's the one who gives out aliyos", "Feld"),
    ("for future reference, the shul kiddush is sponsored by the Cohens", "Cohens"),
    ("שימי לב ותשמרי: סבתא אוהבת את הקוגל שלה מלוח עם הרבה פלפל, בלי סוכר בכלל", "קוגל"),
    ("שימי לב ותרשמי: הקוד של השער 4411", "4411"),
    ("pay attention and remember that grandma hates sugar in kugel", "kugel"),
])
def test_lead_before_a_note(text: str, kept: str) -> None:
    intent = reads_as(text, "second-brain", "store")
    assert kept in intent.args["text"] and not intent.args["text"].startswith(("for future", "שימי", "pay"))


@pytest.mark.parametrize("text", ["for future reference, remind me to call the gabbai", "שימי לב, מחר יש פגישה"])
def test_near_miss_lead_before_a_request(text: str) -> None:
    not_read_as(text, "second-brain")
