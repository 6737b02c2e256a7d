"""Calendar and mail requests in office jargon: an hour said with "from" and no end, time set aside right before
another event, what someone sent over a span of days (a search), the latest from someone with no mail word, a
follow-up drafted, a thread a colleague is looped in on and then forwarded, a site's notifications archived when
the inbox is named, and "gmail" mistyped."""

from __future__ import annotations

import pytest

from tests.planning.reading import intent_of, local, not_taken, not_taken_as, planned

# ---------------------------------------------------------------- "wed morning from 9": the start hour


@pytest.mark.parametrize(("text", "start", "end"), [
    ("block 2 hrs of focus time wed morning from 9", "2026-11-25T09:00", "2026-11-25T11:00"),
    ("add gym wed morning from 9", "2026-11-25T09:00", "2026-11-25T10:00"),
    ("dentist tomorrow from 4pm", "2026-11-23T16:00", "2026-11-23T17:00"),
    ("block focus time wed morning from 9 to 11", "2026-11-25T09:00", "2026-11-25T11:00"),
    ("meeting tomorrow from 9-10", "2026-11-23T09:00", "2026-11-23T10:00"),
])
def test_from_an_hour_with_no_end_is_the_start(text: str, start: str, end: str) -> None:
    args = planned(text, "calendar", "create")
    assert (local(args["start"]), local(args["end"])) == (start, end), args


def test_from_a_number_that_is_no_hour_is_not_a_start() -> None:
    intent = intent_of("dinner with friends from 9 countries tomorrow at 8")
    assert intent is None or intent.capability != "calendar" or "9 countries" in intent.args.get("summary", "") or (
        intent.missing), intent


# ---------------------------------------------------------------- "N min prep before the meeting at 11": ends at 11


@pytest.mark.parametrize(("text", "word", "start", "end"), [
    ("put a 15 min prep slot before the board meeting thursday at 11", "prep", "2026-11-26T10:45", "2026-11-26T11:00"),
    ("add prep 30 minutes before the board meeting thursday at 11", "prep", "2026-11-26T10:30", "2026-11-26T11:00"),
    ("block 20 minutes of review right before my call with the bank tomorrow at 2pm", "review", "2026-11-23T13:40",
     "2026-11-23T14:00"),
    ("schedule a half an hour prep session before the interview on monday at 10:30", "prep", "2026-11-23T10:00",
     "2026-11-23T10:30"),
    ("תשימי רבע שעה הכנה לפני ישיבת ההנהלה ביום חמישי ב-11", "הכנה", "2026-11-26T10:45", "2026-11-26T11:00"),
    ("תקבעי חצי שעה של הכנה לפני הפגישה עם דנה מחר ב-10", "הכנה לפגישה עם דנה", "2026-11-23T09:30",
     "2026-11-23T10:00"),
])
def test_time_set_aside_before_an_event_ends_when_it_starts(text: str, word: str, start: str, end: str) -> None:
    args = planned(text, "calendar", "create")
    assert word in args["summary"] and (local(args["start"]), local(args["end"])) == (start, end), args


@pytest.mark.parametrize("text", [
    "put a 15 min prep slot before the board meeting thursday",
    "put a 15 min prep slot before the board meeting thursday morning",
])
def test_before_an_event_with_no_hour_makes_no_slot(text: str) -> None:
    intent = intent_of(text)
    assert intent is None or intent.capability != "calendar" or intent.missing or intent.confidence < 0.9, intent


def test_a_reminder_before_an_event_stays_a_reminder() -> None:
    intent = intent_of("remind me 30 minutes before the board meeting thursday at 11")
    assert intent is not None and intent.capability == "database", intent


# ---------------------------------------------------------------- "what did HR send me this week": a search


@pytest.mark.parametrize(("text", "words"), [
    ("what did HR send me this week?", ("from:HR", "after:")),
    ("what did the bank email me last week", ("from:bank", "before:")),
    ("what did the school write yesterday", ("from:school", "after:")),
    ("מה משאבי אנוש שלחו לי השבוע", ("משאבי אנוש", "after:")),
    ("מה דנה כתבה לי אתמול", ("from:דנה", "after:")),
    ("מה שלח לי הבנק החודש", ("from:בנק ", "after:")),
])
def test_what_someone_sent_over_days_is_a_search(text: str, words: tuple[str, ...]) -> None:
    args = planned(text, "gmail", "search")
    assert all(w in args["query"] for w in words), args


@pytest.mark.parametrize(("text", "word"), [
    ("what did dana send me?", "from:dana"),
    ("what did the landlord send me", "from:landlord"),
    ("what did the school write in their last email this week", "from:school"),
])
def test_what_someone_sent_with_no_span_is_the_latest_read(text: str, word: str) -> None:
    args = planned(text, "gmail", "read")
    assert word in args["query"] and args["maxResults"] == 1, args


# ---------------------------------------------------------------- "read me the latest from Michal": read


@pytest.mark.parametrize(("text", "query"), [
    ("read me the latest from Michal", "from:Michal"),
    ("open the last one from the bank", "from:bank"),
    ("read me the most recent from dana@x.com", "from:dana@x.com"),
    ("תקראי לי את האחרון ממיכל", "from:מיכל"),
    ("תקריאי לי את האחרון שהגיע מהבנק", "from:בנק"),
])
def test_the_latest_from_someone_is_their_email_read(text: str, query: str) -> None:
    args = planned(text, "gmail", "read")
    assert args["query"].startswith(query) and args["maxResults"] == 1, args


@pytest.mark.parametrize("text", ["read me the latest from my notes", "read me the latest from the shopping list",
                                  "show me the latest from the news", "read me the last line"])
def test_the_latest_from_a_place_of_memo_is_no_email(text: str) -> None:
    not_taken(text, "gmail")


# ---------------------------------------------------------------- "draft a follow up to ...": a draft


@pytest.mark.parametrize(("text", "name"), [
    ("draft a follow up to the client re the proposal, dont send yet", "the client"),
    ("draft a follow-up email to Dana about the invoice", "Dana"),
])
def test_a_follow_up_drafted_is_a_draft(text: str, name: str) -> None:
    args = planned(text, "gmail", "compose")
    assert args["toNames"] == [name], args


@pytest.mark.parametrize("text", ["send a follow up to the client about the proposal",
                                  "follow up with the client about the proposal"])
def test_a_follow_up_with_no_mail_said_is_not_sent(text: str) -> None:
    not_taken(text, "gmail", "send")
    not_taken(text, "gmail", "compose")


# ---------------------------------------------------------------- "loop in X on the thread - fwd it to ...": forward


@pytest.mark.parametrize(("text", "query", "to"), [
    ("loop in Dafna on the budget thread - fwd it to dafna@example.com", "budget", "dafna@example.com"),
    ("bring Avi in on the contract email, forward it to avi@x.com", "contract", "avi@x.com"),
    ("loop Dana in on the offsite thread and forward it to dana@corp.com", "offsite", "dana@corp.com"),
    ("תעדכני את דפנה בשרשור של התקציב, תעבירי אותו ל-dafna@example.com", "התקציב", "dafna@example.com"),
    ("תצרפי את אבי למייל על החוזה ותעבירי לו אותו ל-avi@x.com", "החוזה", "avi@x.com"),
])
def test_a_thread_looped_in_then_forwarded(text: str, query: str, to: str) -> None:
    intent = intent_of(text)
    assert intent is not None and intent.args.get("operation") == "forward", (text, intent)
    assert intent.needs_approval and intent.args["query"] == query and intent.args["to"] == [to], intent


@pytest.mark.parametrize("text", ["loop in Dafna on the budget thread",
                                  "loop in Dafna on the budget meeting - fwd it to dafna@example.com"])
def test_a_loop_in_with_no_forward_or_no_mail_is_not_forwarded(text: str) -> None:
    not_taken_as(text, "gmail", "forward")


# ---------------------------------------------------------------- notifications archived when the inbox is named


@pytest.mark.parametrize(("text", "query"), [
    ("תעשי archive לכל ההתראות של jira האינבוקס מפוצץ", "jira"),
    ("archive all the github notifications, my inbox is a mess", "github"),
    ("תארכבי את כל ההתראות מלינקדאין באינבוקס", "לינקדאין"),
    ("archive the slack notifications in my inbox", "slack"),
    ("תעשי ארכיון לכל ההתראות של ג'ירה כי האינבוקס מפוצץ", "ג'ירה"),
    ("archive the github notifications, my inbox is exploding", "github"),
])
def test_notifications_in_the_inbox_are_archived(text: str, query: str) -> None:
    intent = intent_of(text)
    assert intent is not None and intent.args.get("operation") == "archive", (text, intent)
    assert intent.args["query"] == query and intent.args["all"], intent


@pytest.mark.parametrize("text", ["archive all the jira notifications", "תעשי archive לכל ההתראות של jira",
                                  "delete the whatsapp notifications"])
def test_notifications_with_no_inbox_said_may_be_the_phones(text: str) -> None:
    not_taken(text, "gmail", "archive")
    not_taken(text, "gmail", "delete")


# ---------------------------------------------------------------- "gmial": gmail mistyped


@pytest.mark.parametrize(("text", "word"), [
    ("check my gmial for anything from the school", "from:school"),
    ("search my gmali for the invoice from wolt", "from:wolt"),
    ("anything new in my inobx?", "is:unread"),
])
def test_gmail_and_inbox_mistyped(text: str, word: str) -> None:
    args = planned(text, "gmail", "search")
    assert word in args["query"], args
