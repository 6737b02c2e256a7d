"""Corrections and negations inside one message, for notes, mail, questions about Memo and small talk (round 38).

- A kept fact said to hold its old value no more, with the new one ("wifi password changed, it's not sunflower22
  anymore, it's Bluebird!9 now", "החניה ... זה כבר לא מינוס 2, עכשיו מינוס 3 חניה 41"), or told, said to be wrong and
  given right ("שמרתי לך שהמנעולן לוקח 300, זה לא נכון, הוא לוקח 450"): the note is updated (notes_no_longer.py).
- Which one is meant, put right after the request ("not the gym one, the pool one", "not the visa, the mastercard",
  "לא לאשתי, לאבי", "as 'kids', not 'school'", "לא למחוק אותם"): the request read with it (corrections_contrast.py);
  a correction the plan does not carry is asked about, never acted on.
- "don't A, just B" before the request ("don't email him yet, just remember ...", "לא צריך תזכורת לזה, רק תשמור:"):
  B is read, unless it is what A rules out.
- Negations that are content keep their reading ("Maya is allergic to peanuts. not tree nuts", "remind me not to
  forget the keys"); small talk with a "no" in it ("תודה!! לא, באמת, ...", "בוקר טוב, לא ישנתי כל הלילה") is small
  talk; "או רק עם גוגל?" asks what Memo works with (meta_services.py).

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

import pytest

from tests.planning.reading import not_acted, not_read_as, reads_as


@pytest.mark.parametrize(("text", "query", "value"), [
    ("החניה שלנו בבניין זזה, זה כבר לא מינוס 2, עכשיו מינוס 3 חניה 41", "החניה", "41"),
    ("wifi password changed, it's not sunflower22 anymore, it's Bluebird!9 now", "wifi password", "Bluebird!9"),
    ("the gate code isn't 1234 anymore, it's 5678", "gate code", "5678"),
    ("my locker is no longer 112, now it's 140", "locker", "140"),
    ("הקוד של השער כבר לא 1234, עכשיו 5678", "הקוד של השער", "5678"),
    ("הסיסמה של הוויפי לא 1234 יותר, זה 5678", "הסיסמה של הוויפי", "5678"),
    ("מספר הטלפון של דנה השתנה, זה כבר לא 0521111111 אלא 0542222222", "מספר הטלפון של דנה", "0542222222"),
    ("dana's email changed, it's not dana@x.com anymore, it's dana@y.com now", "dana's email", "dana@y.com"),
    ("the alarm code isn't 1234 anymore, it's 9876, update it", "alarm code", "9876"),
])
def test_a_fact_no_longer_so_updates_its_note(text: str, query: str, value: str) -> None:
    intent = reads_as(text, "second-brain", "update")
    assert query in intent.args["query"] and value in intent.args["text"], intent.args
    assert "not" not in intent.args["text"] and "כבר לא" not in intent.args["text"], intent.args


@pytest.mark.parametrize(("text", "fact"), [
    ("שמרתי לך שהמנעולן לוקח 300, זה לא נכון, הוא לוקח 450", "המנעולן לוקח 450"),
    ("I told you the locksmith charges 300, that's wrong, he charges 450", "the locksmith charges 450"),
    ("אמרתי לך שהקוד של הכספת 1234, זה טעות, זה 4321", "הקוד של הכספת 4321"),
])
def test_a_fact_told_wrong_is_put_right(text: str, fact: str) -> None:
    assert reads_as(text, "second-brain", "update").args["text"] == fact


@pytest.mark.parametrize("text", [
    "the meeting isn't at 5 anymore, it's at 6",
    "הפגישה כבר לא בחמש, עכשיו בשש",
    "i told you i'd be late, that's wrong, i'll be on time",
])
def test_a_time_or_a_plan_no_longer_so_is_no_note(text: str) -> None:
    not_read_as(text, "second-brain")


@pytest.mark.parametrize(("text", "operation", "words"), [
    ("forget the locker code I gave you. not the gym one, the pool one", "delete", ["pool", "locker"]),
    ("delete the wifi password note. not the home one, the office one", "delete", ["office", "wifi"]),
    ("תמחקי את הקוד של הלוקר. לא של הבריכה, של חדר הכושר", "delete", ["כושר", "לוקר"]),
    ("מה ה-PIN של כרטיס האשראי? not the visa, the mastercard", "search", ["mastercard", "PIN"]),
    ("what's my locker code? not the gym one, the pool one", "search", ["pool", "locker"]),
    ("מה הקוד של האזעקה? לא של הבית, של המשרד", "search", ["משרד", "אזעקה"]),
    ("what's the visa pin? not the visa, the mastercard", "search", ["mastercard", "pin"]),
])
def test_which_note_is_put_right_after_the_request(text: str, operation: str, words: list[str]) -> None:
    query = reads_as(text, "second-brain", operation).args["query"]
    assert all(word in query for word in words), query
    assert "visa" not in query and "gym" not in query and "בריכה" not in query, query


@pytest.mark.parametrize(("text", "address"), [
    ("תעבירי את הקבלה מאיקאה ל-avi.m@gmail.com. לא לאשתי, לאבי", "avi.m@gmail.com"),
    ("forward the receipt to avi.m@gmail.com. not to my wife, to avi", "avi.m@gmail.com"),
    ("תעבירי את החשבונית ל-dana@x.com, לא לאבי, לדנה", "dana@x.com"),
])
def test_a_forward_to_the_one_put_right(text: str, address: str) -> None:
    intent = reads_as(text, "gmail", "forward")
    assert intent.args["to"] == [address] and intent.needs_approval


@pytest.mark.parametrize("text", [
    "forward the receipt to avi.m@gmail.com. not to my wife, to dana",
    "don't email dana, just email avi about it",
])
def test_a_correction_that_does_not_fit_is_asked(text: str) -> None:
    not_acted(text)


@pytest.mark.parametrize(("text", "operation"), [
    ("תייגי את המיילים מהגן as 'kids', not 'school'", "label"),
    ("label the emails from the school as kids, not school", "label"),
    ("תסמן את כל המיילים של הפרסומות כנקראו, לא למחוק אותם", "markRead"),
    ("archive the newsletters, not delete them", "archive"),
    ("תעבירי לארכיון את המיילים של וולט, לא למחוק", "archive"),
    ("delete the email from Crypto Gains Daily. not the coinbase one, that's legit", "delete"),
])
def test_mail_with_a_value_or_an_action_ruled_out(text: str, operation: str) -> None:
    intent = reads_as(text, "gmail", operation)
    if operation == "label":
        assert intent.args["labelName"] == "kids", intent.args


@pytest.mark.parametrize(("text", "value"), [
    ("don't email him yet, just remember the new accountant's address is yoni.katz@gmail.com", "yoni.katz@gmail.com"),
    ("לא צריך תזכורת לזה, רק תשמור: מידת הנעליים של עידו 31", "31"),
    ("אל תשלחי לו כלום, רק תזכרי שהכתובת של רואה החשבון היא yoni@x.com", "yoni@x.com"),
    ("no need for a reminder, just note that the gate code is 4471", "4471"),
])
def test_what_is_ruled_out_first_leaves_the_note(text: str, value: str) -> None:
    intent = reads_as(text, "second-brain", "store")
    assert value in intent.args["text"] and "remind" not in intent.args["text"], intent.args


@pytest.mark.parametrize("text", [
    "remember that Maya is allergic to peanuts. not tree nuts, just peanuts",
    "remember my locker code is 4412, not 4421",
])
def test_a_contrast_inside_a_note_is_kept_whole(text: str) -> None:
    assert "not" in reads_as(text, "second-brain", "store").args["text"]


def test_a_negation_that_is_content_keeps_its_reading() -> None:
    reads_as("remind me not to forget the keys tomorrow at 8", "database", "create")


@pytest.mark.parametrize("text", [
    "how do I stop the daily summary? not the reminders, just the morning summary",
    "את יודעת לעבוד גם עם יומן של אאוטלוק או רק עם גוגל?",
    "אתה יכול לחבר גם את האאוטלוק או רק ג׳ימייל?",
    "אתה יודע להתחבר גם ליומן של אפל או רק לגוגל?",
])
def test_questions_about_memo(text: str) -> None:
    assert reads_as(text, "meta", "show_settings" if "summary" in text else "describe")


@pytest.mark.parametrize("text", [
    "תודה!! לא, באמת, הצלת אותי היום 🙏",
    "thanks!! no really, you saved me today 🙏",
    "בוקר טוב, לא ישנתי כל הלילה 😩",
    "i didnt sleep all night 😩",
    "good morning, couldnt sleep at all",
])
def test_small_talk_with_a_no_in_it(text: str) -> None:
    reads_as(text, "general", "respond")


@pytest.mark.parametrize("text", ["לא, באמת", "no really"])
def test_a_bare_no_really_answers_something_else(text: str) -> None:
    not_read_as(text, "general")


@pytest.mark.parametrize("text", [
    "תמחקי את המייל עם ההזמנה לכנס, לא רלוונטי",
    "תמחקי את המייל מהסוכנות נסיעות על המבצע לקפריסין, לא מעניין",
])
def test_a_judgment_after_a_mail_request_rules_nothing_out(text: str) -> None:
    assert reads_as(text, "gmail", "delete").needs_approval


def test_emails_left_out_of_a_bulk_action_are_asked() -> None:
    not_acted("archive the emails from amazon, but not the invoices")
