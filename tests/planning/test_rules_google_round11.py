"""Calendar and Gmail requests as people write them: "forward it to ..." with no email shown, a Hebrew range of days
with "מה-" / "עד ה-" and a month after "ל", a feminine "דחי" / "הקדימי" shift, "w" for "with" and a short day name
before a clock range ("thu 11-12"), "מה מחכה לי ...", the mailbox's promotions, a remark on how full the inbox is,
"did they answer me" as a mail search, and a sender named with when they wrote ("the client who wrote this
morning")."""

from __future__ import annotations

import pytest

from tests.planning.reading import intent_of, local, not_taken_as, planned

# ---------------------------------------------------------------- "forward it" with no email shown


@pytest.mark.parametrize("text", ["forward it to my wife", "forward that to dana@x.com", "fwd this to my boss"])
def test_forwarding_it_with_no_email_shown_asks_which_email(text: str) -> None:
    intent = intent_of(text)
    assert intent is None or "query" in intent.missing, (text, intent)


def test_forwarding_it_right_after_a_listing_takes_the_email_shown() -> None:
    latest = [{"capability": "gmail", "operation": "search", "result": {"messages": [{"id": "m1"}, {"id": "m2"}]}}]
    intent = intent_of("forward it to dana@x.com", latest)
    assert intent is not None and intent.action == "forward"
    assert intent.args.get("messageId") == "m1" or "query" in intent.missing


# ---------------------------------------------------------------- a Hebrew range of days, month after "ל"


@pytest.mark.parametrize(("text", "summary", "start", "end"), [
    ("מילואים מה-1 עד ה-20 לפברואר תרשום ביומן", "מילואים", "2027-02-01", "2027-02-21"),
    ("כנס בתל אביב 3-5 לינואר", "כנס בתל אביב", "2027-01-03", "2027-01-06"),
    ("כנס באילת מה-3 עד ה-5 לינואר, תכניס ליומן", "כנס באילת", "2027-01-03", "2027-01-06"),
    ("נופש בצפון מ-10 עד 13 לדצמבר", "נופש בצפון", "2026-12-10", "2026-12-14"),
    ("חופשה בכנרת מה10 עד ה12 בדצמבר", "חופשה בכנרת", "2026-12-10", "2026-12-13"),
])
def test_a_hebrew_range_of_days_with_the_month_after_it_is_all_day(text: str, summary: str, start: str,
                                                                    end: str) -> None:
    args = planned(text, "calendar", "create")
    assert (args["summary"], args["start"], args["end"], args.get("allDay")) == (summary, start, end, True)


# ---------------------------------------------------------------- feminine shift verbs


@pytest.mark.parametrize(("text", "summary", "minutes"), [
    ("דחי את הפגישה עם דנה בחצי שעה", "פגישה עם דנה", 30),
    ("דחי את התור לרופא ביומן בשעתיים", "תור לרופא", 120),
    ("הקדימי את הפגישה עם רון בשעה", "פגישה עם רון", -60),
    ("תקדימי את ישיבת הצוות ביומן ברבע שעה", "ישיבת צוות", -15),
])
def test_a_feminine_postpone_or_bring_forward_shifts_the_event(text: str, summary: str, minutes: int) -> None:
    args = planned(text, "calendar", "update")
    assert args["searchCriteria"]["summary"].replace("ישיבת הצוות", "ישיבת צוות") == summary
    assert args["updateFields"] == {"shiftMinutes": minutes}


# ---------------------------------------------------------------- "w" for "with", a short day before a clock


@pytest.mark.parametrize(("text", "start", "end"), [
    ("put a call w the investors thu 11-12", "2026-11-26T11:00", "2026-11-26T12:00"),
    ("add a call w mom sat 10-11", "2026-11-28T10:00", "2026-11-28T11:00"),
    ("book a call w/ the accountant tue 3-4pm", "2026-11-24T15:00", "2026-11-24T16:00"),
    ("schedule a meeting w the team weds 9:30", "2026-11-25T09:30", "2026-11-25T10:30"),
])
def test_a_short_with_and_a_short_day_before_a_clock_are_read(text: str, start: str, end: str) -> None:
    args = planned(text, "calendar", "create")
    assert (local(args["start"]), local(args["end"])) == (start, end)
    assert not any(day in args["summary"].split() for day in ("thu", "sat", "tue", "weds"))


def test_a_short_day_before_a_count_is_not_a_clock() -> None:
    not_taken_as("we sat 2 hours at the dentist", "calendar", "create")


# ---------------------------------------------------------------- "what awaits me"


@pytest.mark.parametrize(("text", "day"), [
    ("מה מחכה לי מחר", "2026-11-23"),
    ("what's waiting for me tomorrow", "2026-11-23"),
    ("מה מחכה לי שבוע הבא", "2026-11-29"),
])
def test_what_awaits_me_reads_the_calendar(text: str, day: str) -> None:
    args = planned(text, "calendar", "getEvents")
    assert local(args["timeMin"]).startswith(day)


@pytest.mark.parametrize("text", ["מה מחכה לי במייל", "what's waiting for me in my inbox"])
def test_what_awaits_me_in_the_mailbox_is_not_the_calendar(text: str) -> None:
    not_taken_as(text, "calendar", "getEvents")


# ---------------------------------------------------------------- promotions


@pytest.mark.parametrize(("text", "operation", "query"), [
    ("archive all the promotions from ebay", "archive", "from:ebay category:promotions"),
    ("תעבירי לארכיון את כל הפרסומות מאמזון", "archive", "from:אמזון category:promotions"),
    ("תעשה ארכיון לכל הפרסומות", "archive", "category:promotions"),
    ("תסמני את כל הפרסומות כנקראו", "markRead", "category:promotions is:unread"),
])
def test_the_mailboxs_promotions_are_mail(text: str, operation: str, query: str) -> None:
    args = planned(text, "gmail", operation)
    assert args["query"] == query


def test_promotions_of_something_else_are_not_mail() -> None:
    not_taken_as("archive the promotions task", "gmail", "archive")


# ---------------------------------------------------------------- a remark on how full the inbox is


@pytest.mark.parametrize(("text", "operation"), [
    ("תמחקי את כל הפרסומות, האינבוקס שלי מלא", "delete"),
    ("תעבירי לארכיון את כל הניוזלטרים, התיבה מפוצצת", "archive"),
    ("archive all the newsletters, the inbox is a mess", "archive"),
])
def test_a_remark_on_the_full_mailbox_is_left_out(text: str, operation: str) -> None:
    planned(text, "gmail", operation)


def test_a_restriction_after_the_command_is_not_a_remark() -> None:
    args = planned("תעבירי לארכיון את המיילים מהבנק, הישנים מאוקטובר", "gmail", "archive")
    assert "after:2026/10/01" in args["query"]


# ---------------------------------------------------------------- did they answer me


@pytest.mark.parametrize(("text", "query"), [
    ("תבדקי אם חזרו אליי מהבנק לגבי המשכנתא", "from:בנק המשכנתא"),
    ("תבדקי אם הבנק ענה לי על ההלוואה", "from:בנק ההלוואה"),
    ("check if the bank replied about the loan", "from:bank loan"),
    ("did the landlord answer?", "from:landlord"),
])
def test_whether_someone_answered_is_a_mail_search(text: str, query: str) -> None:
    assert planned(text, "gmail", "search")["query"] == query


@pytest.mark.parametrize("text", ["הבנק ענה לי", "תבדוק אם ענו לי", "did he answer?", "did you reply to dana"])
def test_news_or_no_sender_is_no_search(text: str) -> None:
    not_taken_as(text, "gmail", "search")


# ---------------------------------------------------------------- a sender named with when they wrote


@pytest.mark.parametrize(("text", "query", "body"), [
    ("reply to the lawyer who emailed me yesterday: thanks, got it", "from:lawyer after:2026/11/21 before:2026/11/22",
     "thanks, got it"),
    ("reply to the landlord who wrote this morning, tell him the rent is on its way", "from:landlord after:2026/11/22",
     "tell him the rent is on its way"),
    ("תעני ללקוח שכתב לי הבוקר שהפגישה זזה לחמישי", "from:לקוח after:2026/11/22", "הפגישה זזה לחמישי"),
])
def test_a_sender_named_with_when_they_wrote(text: str, query: str, body: str) -> None:
    intent = intent_of(text)
    assert intent is not None and (intent.capability, intent.action) == ("gmail", "reply"), (text, intent)
    assert (intent.args["query"], intent.args["body"]) == (query, body)


@pytest.mark.parametrize("text", ["תגיד לדנה שהפגישה נדחתה ליום שני", "tell dana the meeting moved to monday",
                                  "תעני ללקוח שכתב לי הבוקר שהדיון זז ל-8 בדצמבר"])
def test_a_move_told_to_someone_is_not_a_move(text: str) -> None:
    not_taken_as(text, "calendar", "update")


def test_a_short_day_before_a_length_is_not_a_clock_range() -> None:
    intent = intent_of("block sat 2-3 hours for deep work")
    assert intent is None or intent.missing or intent.action != "create", intent
