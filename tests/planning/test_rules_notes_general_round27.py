"""Notes, small talk and questions about Memo in everyday traffic (rules/notes*.py, general*.py, meta*.py).

Each table holds sentences of one shape; the near misses after it must not be taken that way.
"""

from __future__ import annotations

import pytest

from tests.planning.reading import expect, intent_of, not_taken

# --- a fact handed over "for future reference" or as a "note to self" ----------------------------------------------


@pytest.mark.parametrize(("text", "word"), [
    ("fyi for future ref - the gate code is 4471", "4471"),
    ("for future reference dana's extension is 4417", "4417"),
    ("for future ref: the wifi password is Blue7788", "Blue7788"),
    ("לידיעה עתידית: השלוחה של דנה היא 4417", "4417"),
    ("לפעם הבאה, הקוד של השער 4417", "4417"),
    ("note to self dana is allergic to peanuts", "peanuts"),
    ("note to self the gate code is 4471", "the gate code"),
    ("note to self, roni's birthday is march 3", "roni's birthday"),
    ("הערה לעצמי נועה אלרגית לבוטנים", "נועה"),
])
def test_fact_for_later_is_kept(text: str, word: str) -> None:
    kept = expect(text, "second-brain", "store").args["text"]
    assert word in kept and not kept.lower().startswith(("to self", "for future", "לעצמי"))


@pytest.mark.parametrize("text", [
    "for future reference i'm out tomorrow",
    "for the future, the meeting is at 5",
    "fyi i'll be late",
    "for future reference, what's the gate code?",
    "לידיעה עתידית, מה הקוד של השער?",
])
def test_not_a_fact_for_later(text: str) -> None:
    not_taken(text, "second-brain", "store")


# --- someone at the user's work, asked by name -----------------------------------------------------------------------


@pytest.mark.parametrize(("text", "word"), [
    ("what's the name of the CEO's secretary again", "secretary"),
    ("whats the CFO's assistant's name", "assistant"),
    ("what's my boss's assistant's name", "assistant"),
    ("who's the ceo's EA again", "EA"),
    ("what's the email of the assistant to the ceo", "assistant"),
    ("whats the name of the CFO again", "CFO"),
    ("what's my manager's extension", "manager"),
    ("מה השם של המזכירה של הבוס שוב?", "המזכירה"),
    ("מה השלוחה של העוזרת של המנכ\"ל", "העוזרת"),
    ("מי המזכירה של המנהלת שלי?", "המזכירה"),
    ("מה הטלפון של הבוס שלי", "הבוס"),
])
def test_colleague_is_searched(text: str, word: str) -> None:
    assert word in expect(text, "second-brain", "search").args["query"]


@pytest.mark.parametrize("text", [
    "what's the name of the president's wife",
    "who is the prime minister's assistant",
    "what's the name of apple's CEO",
    "whats the name of the ceo of google",
    "what's the name of the queen's secretary",
])
def test_not_a_colleague(text: str) -> None:
    not_taken(text, "second-brain", "search")


# --- a kept fact changed because someone moved -----------------------------------------------------------------------


@pytest.mark.parametrize(("text", "query"), [
    ("avi switched to the mobile team and he's no longer on web", "avi"),
    ("dana moved to the marketing department, she doesn't handle invoices anymore", "dana"),
    ("dana is not on the payments team anymore, she moved to data", "dana"),
    ("רוני עברה לצוות דאטה, היא כבר לא בתשלומים", "רוני"),
    ("update: the pediatrician moved to herzl 12", "pediatrician"),
    ("dana's office moved to the 3rd floor, update it", "dana's office"),
    ("עדכון: רופאת השיניים עברה לרחוב ויצמן 20", "רופאת השיניים"),
    ("תעדכני: המרפאה של ד\"ר כהן עברה לקומה 3", "המרפאה"),
    ("we moved, our new address is 14 herzl st, update pls", "address"),
    ("we moved! new address is ben yehuda 40 tel aviv, update it", "address"),
    ("עברתי דירה, הכתובת החדשה שלי היא סוקולוב 8 חולון תעדכני", "הכתובת"),
])
def test_moved_updates_the_note(text: str, query: str) -> None:
    args = expect(text, "second-brain", "update").args
    assert args["query"] == query or query in args["query"].split(), args
    assert "moved" not in args["query"] and "עבר" not in args["query"]


@pytest.mark.parametrize("text", [
    "dana moved to the data team and she loves it",
    "dana moved to the data team, she's happy",
    "update: the meeting moved to herzl 12",
    "תעדכני: הפגישה עברה לקומה 5",
    "roni moved to the data team, remind me to congratulate her",
])
def test_not_a_moved_fact(text: str) -> None:
    not_taken(text, "second-brain", "update")


# --- thanks for the day Memo spared ----------------------------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "תודה, סידרת לי את היום",
    "תודה אלופה עשית לי את היום",
    "תודה הצלת לי את הבוקר",
    "thanks queen you saved my morning",
    "thank you, you sorted out my whole morning",
    "thx legend",
])
def test_thanks_for_the_day_is_small_talk(text: str) -> None:
    expect(text, "general", "respond")


@pytest.mark.parametrize("text", [
    "סגרת לי את הבוקר?",
    "queen",
    "you saved my morning, now remind me to call dana at 5",
])
def test_not_thanks_for_the_day(text: str) -> None:
    not_taken(text, "general")


# --- whether Memo reaches another maker's calendar or mail ----------------------------------------------------------


@pytest.mark.parametrize("text", [
    "do you work with outlook or only google",
    "can you handle my icloud calendar?",
    "can you read my outlook email too?",
    "does it support apple calendar or just google",
    "can you do outlook or just google",
    "אתה עובד גם עם אאוטלוק או רק עם גוגל?",
    "אתה יכול להתחבר ליומן של אפל או רק לגוגל?",
    "את מנהלת גם יומן אאוטלוק?",
    "את יכולה לקרוא גם מיילים מאאוטלוק?",
])
def test_other_service_question_is_meta(text: str) -> None:
    expect(text, "meta", "describe")


@pytest.mark.parametrize("text", [
    "can you check my gmail?",
    "can u manage my outlook calendar tomorrow at 5",
    "can you manage my calendar?",
])
def test_not_an_other_service_question(text: str) -> None:
    not_taken(text, "meta")


# --- a bare question mark ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["?", "??", "?!", "???"])
def test_bare_question_mark_is_not_answered(text: str) -> None:
    intent = intent_of(text)
    assert intent is None or intent.missing or intent.confidence < 0.7, (text, intent)


def test_help_with_question_mark_still_describes() -> None:
    expect("help?", "meta", "describe")
