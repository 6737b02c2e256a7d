"""Messages dictated by voice or written formally, read as meant: hesitations and a word said twice left out, a
value taken back ("at five no wait six", "ביום שלישי לא רגע רביעי"), a phrase said again to confirm it, 24-hour
times without a colon ("at 1400", "ב-0800"), and formal courtesy around a request ("Would you be so kind as to")."""

from __future__ import annotations

import pytest

from memo.planning.rules import spoken
from memo.planning.rules.spelling import respell
from tests.planning.reading import acted, local, plan, planned


@pytest.mark.parametrize(("text", "words", "due"), [
    ("um remind me tomorrow at five no wait six to call the the plumber", "call the plumber", "2026-11-23T18:00"),
    ("remind me tomorrow at 9 sorry 10 to pay the gas bill", "pay the gas bill", "2026-11-23T10:00"),
    ("אממ תזכירי לי ביום שלישי לא רגע חמישי בעשר לשלם את הגז", "לשלם את הגז", "2026-11-26T10:00"),
    ("תזכיר לי מחר בשלוש, סליחה, בארבע להוציא את הכביסה", "להוציא את הכביסה", "2026-11-23T16:00"),
    ("uh remind me on monday i mean tuesday at 9 to water the plants", "water the plants", "2026-11-24T09:00"),
])
def test_a_value_taken_back_is_the_one_meant(text: str, words: str, due: str) -> None:
    args = planned(text, "database", "create")
    assert (args["text"], local(args["dueDate"])) == (words, due)


@pytest.mark.parametrize(("text", "said"), [
    ("forward it to dana i mean to dana.levi@example.com", "forward it to dana.levi@example.com"),
    ("תעבירי את זה לאחותי אממ בעצם ל rina@example.com", "תעבירי את זה ל rina@example.com"),
    ("book the twenty eighth to the thirtieth no thirty first", "book the twenty eighth to the thirty first"),
])
def test_a_recipient_or_a_date_taken_back(text: str, said: str) -> None:
    result = spoken.as_meant(text)
    assert result is not None and result.text == said


@pytest.mark.parametrize("text", [
    "בשלוש לא בארבע",  # "at three, not four": Hebrew "לא" alone is a negation
    "add milk no eggs",  # nothing of one kind on both sides
    "remind me at 5 to call dana and at 6 to call dana",  # asked twice, not said again
    "סיימנו סוף סוף עם הרשימה",  # "at last", typed
    "no i don't want it",
])
def test_what_is_not_a_correction_or_a_repetition_is_left_as_written(text: str) -> None:
    assert spoken.as_meant(text) is None


@pytest.mark.parametrize(("text", "items"), [
    ("add um milk eggs and uh like the sourdough bread to the shopping list", ["milk", "eggs", "sourdough bread"]),
    ("תוסיפי לרשימת קניות אממ עגבניות ו... שמן זית כן שמן זית", ["עגבניות", "שמן זית"]),
])
def test_items_said_with_hesitations_and_said_again(text: str, items: list[str]) -> None:
    assert planned(text, "database", "addItem")["items"] == items


@pytest.mark.parametrize(("text", "time"), [
    ("remind me every evening at quarter to nine to lock the gate every evening quarter to nine", "20:45"),
    ("um remind me every morning at 7 to take my pills um every morning yeah", "07:00"),
])
def test_a_time_said_again_at_the_end_is_said_once(text: str, time: str) -> None:
    args = planned(text, "database", "create")
    assert args["reminderRecurrence"]["time"] == time


@pytest.mark.parametrize(("written", "read"), [
    ("please remind me tomorrow at 1400 to call the bank", "please remind me tomorrow at 14:00 to call the bank"),
    ("תזכורת ל1.12 בשעה 1700", "תזכורת ל1.12 בשעה 17:00"),
    ("meeting from 1100 to 1200", "meeting from 11:00 to 12:00"),
    ("between 0930 and 1015", "between 09:30 and 10:15"),
    ("כל יום שני ב-1600", "כל יום שני ב-16:00"),
    ("tomorrow 0630", "tomorrow 06:30"),
])
def test_a_24_hour_time_without_its_colon(written: str, read: str) -> None:
    assert respell(written) == read


@pytest.mark.parametrize("text", [
    "the locker code changed to 2231",  # a code
    "למכור את האופניים ב-1500",  # a price
    "ב-2027 נעבור דירה",  # a year
    "walk 1200 steps",
    "pay 1400 shekels at the bank",
    "ב1500",  # a bare "ב" before four digits is as often a price
])
def test_four_digits_that_are_no_time_stay(text: str) -> None:
    assert respell(text) == text


def test_a_reminder_at_a_24_hour_time() -> None:
    args = planned("I would be grateful if you could remind me on Thursday at 1430 to call the accountant", "database",
                   "create")
    assert (args["text"], local(args["dueDate"])) == ("call the accountant", "2026-11-26T14:30")


@pytest.mark.parametrize(("text", "items"), [
    ("Would you be so kind as to add eggs to the shopping list", ["eggs"]),
    ("Dear Memo, add flour to the shopping list", ["flour"]),
    ("I would be most grateful if you could add rice to the shopping list", ["rice"]),
])
def test_formal_courtesy_around_a_request(text: str, items: list[str]) -> None:
    intent = plan(text)
    assert acted(intent) and intent.args.get("items") == items, (text, intent)


@pytest.mark.parametrize("text", [
    "remind me every monday at 7 to call dad, monday and friday",
    "remind me to call dad on friday and monday",
    "תזכירי לי ביום שני להתקשר לאבא ושישי",
])
def test_a_day_left_in_the_task_text_is_asked_about(text: str) -> None:
    assert not acted(plan(text)), text


@pytest.mark.parametrize("text", ["remind me friday to call mom and dad",
                                  "remind me to email the sunday and monday schedules tomorrow",
                                  "תזכירי לי מחר לקנות עגבניה ושני מלפפונים"])
def test_days_and_pairs_that_are_content_stay(text: str) -> None:
    assert acted(plan(text)), text


@pytest.mark.parametrize(("text", "due"), [
    ("remind me tomorrow at six thirty pm to call the bank", "2026-11-23T18:30"),
    ("every tuesday at seven fifteen pm remind me to go to choir", None),
])
def test_an_hour_in_words_with_pm_before_more_words(text: str, due: str | None) -> None:
    args = planned(text, "database", "create")
    if due:
        assert local(args["dueDate"]) == due
    else:
        assert args["reminderRecurrence"]["time"] == "19:15"


def test_an_hour_in_words_before_a_length() -> None:
    from memo.planning.timeexpr import parse_time_expression
    from tests.planning.reading import NOW

    found = parse_time_expression("at ten thirty for an hour", NOW)
    assert found is not None and found.when is not None and found.when.strftime("%H:%M") == "10:30"


@pytest.mark.parametrize(("text", "said"), [
    ("send an email to dan i mean dana about the meeting", "send an email to dana about the meeting"),
    ("forward it to mom i mean to dad", "forward it to dad"),
    ("תשלחי מייל לדני בעצם לדנה על הפגישה", "תשלחי מייל לדנה על הפגישה"),
])
def test_the_person_taken_back_is_the_one_meant(text: str, said: str) -> None:
    result = spoken.as_meant(text)
    assert result is not None and result.text == said


@pytest.mark.parametrize("text", ["send it to him i mean her", "remind me to talk to dan i mean tomorrow",
                                  "remind me to call dan no dana"])
def test_a_person_is_taken_back_only_by_a_plain_marker_and_a_name(text: str) -> None:
    assert spoken.as_meant(text) is None


@pytest.mark.parametrize(("written", "read"), [
    ("תבטל ת'תזכורת הזאת", "תבטל את התזכורת הזאת"),
    ("תוסיפי ת'חלב לרשימה", "תוסיפי את החלב לרשימה"),
    ("תמחקי ת'הודעה", "תמחקי את ההודעה"),
])
def test_et_ha_as_it_is_said(written: str, read: str) -> None:
    assert respell(written) == read


def test_this_reminder_said_with_et_ha_is_asked_about() -> None:
    intent = plan("תבטל ת'תזכורת הזאת")
    assert not acted(intent), intent


@pytest.mark.parametrize(("text", "capability", "operation"), [
    ("תבדקי בבקשה אם הגיע מייל מהעירייה", "gmail", "search"),
    ("תסמני בבקשה את כל המיילים מהבנק כנקראו", "gmail", "markRead"),
])
def test_please_inside_a_hebrew_request(text: str, capability: str, operation: str) -> None:
    intent = plan(text)
    assert acted(intent) and (intent.capability, intent.args.get("operation")) == (capability, operation), intent


@pytest.mark.parametrize(("written", "read"), [
    ("on the first of december", "on the 1st of december"),
    ("december twenty eighth", "december 28th"),
    ("the twenty eighth to the thirty first of december", "the 28th to the 31st of december"),
    ("every fifteenth of the month", "every 15th of the month"),
    ("remind me on the third at ten", "remind me on the 3rd at ten"),
])
def test_a_day_of_the_month_said_in_words(written: str, read: str) -> None:
    assert respell(written) == read


@pytest.mark.parametrize("text", ["the first thing i do", "the second one", "on the second floor", "the first time",
                                  "on the first day of school"])
def test_ordinal_words_that_are_no_date_stay(text: str) -> None:
    assert respell(text) == text


def test_a_monthly_reminder_on_a_day_said_in_words() -> None:
    args = planned("remind me every fifteenth of the month at 9 to pay the card", "database", "create")
    assert args["reminderRecurrence"]["dayOfMonth"] == 15 and args["reminderRecurrence"]["time"] == "09:00"


@pytest.mark.parametrize(("text", "words"), [
    ("so um yeah i need you to remind me like tomorrow at like nine to call the vet", "call the vet"),
    ("כאילו תזכירי לי מחר ב9 כאילו להתקשר לרופא", "להתקשר לרופא"),
    ("remind me to um you know call mom at 5", "call mom"),
    ("remind me at 1200 hours to eat lunch", "eat lunch"),
])
def test_fillers_of_speech_stay_out_of_the_task(text: str, words: str) -> None:
    assert planned(text, "database", "create")["text"] == words


def test_a_code_with_a_leading_zero_is_kept_as_written() -> None:
    assert respell("my pin is 0800") == "my pin is 0800"


@pytest.mark.parametrize(("text", "summary"), [
    ("Please be advised that the meeting on Thursday at 1400 is cancelled, kindly remove it", "meeting"),
])
def test_courtesy_never_names_the_event(text: str, summary: str) -> None:
    intent = plan(text)
    assert intent is not None and intent.args["searchCriteria"]["summary"] == summary, intent


def test_a_confident_reading_the_message_does_not_bear_out_gives_way() -> None:
    args = planned("אודה לך אם תוסיפי לרשימת הקניות חלב ולחם", "database", "addItem")
    assert (args["listName"], args["items"]) == ("קניות", ["חלב", "לחם"])


def test_a_note_keeps_its_words() -> None:
    intent = plan("save a note: the kindly old man next door is named moshe")
    assert acted(intent) and "kindly" in intent.args["text"], intent


@pytest.mark.parametrize("text", ["שלום רב, תוסיפי חלב", "בוקר טוב, תמחקי את זה"])
def test_a_greeting_is_never_the_topic_of_the_request(text: str) -> None:
    intent = plan(text)
    assert intent is None or not any("שלום" in v or "בוקר" in v for v in map(str, intent.args.values())), intent


def test_a_formal_greeting_before_a_list_request() -> None:
    assert planned("שלום רב תוסיפי חלב לרשימה", "database", "addItem")["items"] == ["חלב"]


@pytest.mark.parametrize(("written", "read"), [
    ("remind me half nine tomorow", "remind me 9:30 tomorrow"),
    ("meet at half ten", "meet at 10:30"),
    ("a fortnight from today", "in 2 weeks"),
    ("every fortnight", "every 2 weeks"),
    ("am i free monday week at 11", "am i free monday next week at 11"),
    ("what have i got on this arvo", "what have i got on this afternoon"),
    ("remind me 2 weeks from today", "remind me in 2 weeks"),
])
def test_english_from_around_the_world(written: str, read: str) -> None:
    assert respell(written) == read


@pytest.mark.parametrize("text", ["cut it in half two times", "add half two kilos of flour", "half an hour",
                                  "the monday weekly meeting", "half past nine"])
def test_half_and_week_that_are_no_time_words_of_their_own_stay(text: str) -> None:
    assert respell(text) == text


@pytest.mark.parametrize("text", ["remind me to call Priya on 12/11", "remind me to renew the passport on 1/10"])
def test_a_day_and_month_already_past_is_asked_about(text: str) -> None:
    assert not acted(plan(text)), text


def test_a_day_and_month_still_ahead_is_read() -> None:
    assert local(planned("remind me to call Priya on 24/11", "database", "create")["dueDate"]) == "2026-11-24T09:00"


@pytest.mark.parametrize(("written", "read"), [
    ("remind me day after tmrw at 5", "remind me day after tomorrow at 5"),
    ("what's on next wk", "what's on next week"),
])
def test_short_forms_read_whole(written: str, read: str) -> None:
    assert respell(written) == read


def test_half_seven_before_instead() -> None:
    assert respell("send it at half seven instead of 8") == "send it at 7:30 instead of 8"
