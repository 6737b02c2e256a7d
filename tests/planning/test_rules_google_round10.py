"""Calendar and Gmail requests: a reply or a send to a pronoun with no email shown and nobody named (asked), "what did
they send me from X" (a search), a look at part of a day followed by a plan to book (free or busy), "the rest of my
week" and "my day", an English calendar noun in a Hebrew question, invoices and receipts labelled or archived with
no mail word, "label של work", an infinitive command after the event ("..., לשים ביומן") and a Hebrew clock range in
words with the part of the day in the middle ("בשבע בערב עד שמונה וחצי")."""

from __future__ import annotations

import pytest

from tests.planning.reading import intent_of, local, not_taken_as, planned


@pytest.mark.parametrize("text", [
    "תעני לה שזה בסדר מבחינתי", "תענה להם שאני מגיע", "תעני לו: כן",
    "ok send it to her", "send this to him please", "סבבה תשלחי לו את זה", "תעביר אותו לה",
])
def test_a_reply_or_send_to_a_pronoun_with_nothing_shown_is_asked(text: str) -> None:
    intent = intent_of(text)
    assert intent is not None and intent.capability == "gmail" and intent.missing, (text, intent)


def test_a_reply_to_a_named_person_still_acts() -> None:
    assert planned("תענה לדני שאני מסכים", "gmail", "reply")["query"] == "from:דני"


@pytest.mark.parametrize(("text", "query"), [
    ("מה כתבו לי מהעירייה", "from:עירייה"),
    ("מה שלחו לי מהבנק השבוע", "from:בנק after:2026/11/22"),
    ("מה ענו לי מ-zara אתמול", "from:zara after:2026/11/21 before:2026/11/22"),
])
def test_what_they_sent_from_somewhere_is_a_search(text: str, query: str) -> None:
    assert planned(text, "gmail", "search")["query"] == query


@pytest.mark.parametrize("text", ["מה כתבה לי מיכל", "מה שלח לי משה"])
def test_what_a_named_person_wrote_is_still_one_email(text: str) -> None:
    planned(text, "gmail", "read")


@pytest.mark.parametrize(("text", "start", "end"), [
    ("do i have anything tuesday afternoon? i want to book a haircut", "2026-11-24T12:00", "2026-11-24T18:00"),
    ("יש לי משהו מחר בערב? אני רוצה לתאם ארוחה עם ההורים", "2026-11-23T18:00", "2026-11-24T00:00"),
])
def test_a_look_at_part_of_a_day_before_a_plan_to_book_asks_if_it_is_free(text: str, start: str, end: str) -> None:
    args = planned(text, "calendar", "checkConflicts")
    assert (local(args["start"]), local(args["end"])) == (start, end)


@pytest.mark.parametrize("text", ["do i have anything friday morning",
                                  "do i have anything tomorrow evening? i want to go to bed early"])
def test_a_look_at_part_of_a_day_alone_stays_a_look(text: str) -> None:
    planned(text, "calendar", "getEvents")


@pytest.mark.parametrize(("text", "start", "end"), [
    ("what does the rest of my week look like", "2026-11-22T00:00", "2026-11-29T00:00"),
    ("איך נראה המשך השבוע שלי", "2026-11-22T00:00", "2026-11-29T00:00"),
    ("how's the rest of my day looking", "2026-11-22T00:00", "2026-11-23T00:00"),
    ("איך נראה היום שלי", "2026-11-22T00:00", "2026-11-23T00:00"),
    ("how does my day look tomorrow", "2026-11-23T00:00", "2026-11-24T00:00"),
    ("מה יש לי ב-calendar מחר", "2026-11-23T00:00", "2026-11-24T00:00"),
    ("מה הschedule שלי מחר", "2026-11-23T00:00", "2026-11-24T00:00"),
])
def test_how_my_week_or_day_looks_reads_the_calendar(text: str, start: str, end: str) -> None:
    args = planned(text, "calendar", "getEvents")
    assert (local(args["timeMin"]), local(args["timeMax"])) == (start, end)


def test_someone_elses_schedule_is_not_my_calendar() -> None:
    not_taken_as("מה ה-schedule של הפרויקט", "calendar", "getEvents")


@pytest.mark.parametrize(("text", "operation", "query"), [
    ("label the amazon receipts as business", "label", "amazon receipts"),
    ("תייגי את החשבוניות מגוגל כעסק", "label", "from:גוגל חשבוניות"),
    ("archive all the wolt receipts from last month", "archive", "wolt receipts after:2026/10/01 before:2026/11/01"),
])
def test_mailed_documents_under_a_mailbox_verb_are_mail(text: str, operation: str, query: str) -> None:
    assert planned(text, "gmail", operation)["query"] == query


@pytest.mark.parametrize("text", ["label the receipts in my notes as tax", "label the tasks as work",
                                  "archive the task"])
def test_other_things_labelled_are_not_mail(text: str) -> None:
    not_taken_as(text, "gmail", "label")
    not_taken_as(text, "gmail", "archive")


@pytest.mark.parametrize(("text", "label"), [
    ("תשים label של work למיילים מהפרויקט", "work"),
    ("תוסיפי תווית של חשבונות למיילים מחברת החשמל", "חשבונות"),
])
def test_a_label_of_a_name_is_that_name(text: str, label: str) -> None:
    assert planned(text, "gmail", "label")["labelName"] == label


@pytest.mark.parametrize(("text", "summary", "start", "end"), [
    ("ישיבת צוות מחר בעשר, להכניס ליומן", "ישיבת צוות", "2026-11-23T10:00", "2026-11-23T11:00"),
    ("רופא שיניים ביום חמישי ב-8:00 לרשום ביומן", "רופא שיניים", "2026-11-26T08:00", "2026-11-26T09:00"),
    ("תכניס ליומן חזרה ביום שלישי משבע בערב עד שמונה וחצי", "חזרה", "2026-11-24T19:00", "2026-11-24T20:30"),
    ("תכניס ליומן הרצאה ביום שלישי מ-7 בערב עד 8:30", "הרצאה", "2026-11-24T19:00", "2026-11-24T20:30"),
    ("תקבעי פגישה עם דני מחר מ-10 בבוקר עד 12", "פגישה עם דני", "2026-11-23T10:00", "2026-11-23T12:00"),
    ("תקבעי ישיבה ביום חמישי מעשר עד אחת עשרה וחצי", "ישיבה", "2026-11-26T10:00", "2026-11-26T11:30"),
])
def test_an_event_with_an_infinitive_command_or_a_range_in_words(text: str, summary: str, start: str,
                                                                 end: str) -> None:
    args = planned(text, "calendar", "create")
    assert (args["summary"], local(args["start"]), local(args["end"])) == (summary, start, end)


def test_a_block_command_after_days_is_cut_from_the_name() -> None:
    args = planned("חופשה מה10 עד ה13 בדצמבר, תחסמי ביומן", "calendar", "create")
    assert (args["summary"], args["start"], args["end"]) == ("חופשה", "2026-12-10", "2026-12-14")
