"""Managing the mailbox, in Hebrew and English (rules/gmail_manage.py, rules/gmail.py, planning/gmail_query.py).

archive, markRead, delete and label; the emails Memo just listed ("read 2", "archive it", "תענה לראשון");
reading by description ("what did Avi write?"); every search word kept; reply all; compose; a name next to
its address. The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem, as in the evaluation kit.
The collisions pin down what stays with tasks, lists, notes and the calendar.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any
from zoneinfo import ZoneInfo

import pytest

from memo.planning.rules import understand
from memo.planning.rules.base import Intent, RuleContext, language_of

TZ = ZoneInfo("Asia/Jerusalem")
NOW = datetime(2026, 11, 22, 9, 0, tzinfo=TZ)  # a Sunday
# What Memo's latest action leaves behind after listing three emails.
LISTED = [{"capability": "gmail", "operation": "search", "summary": "3 emails",
           "externalIds": ["message:a1", "message:b2", "message:c3"]}]


def intent_of(text: str, latest: list[dict[str, Any]] | None = None) -> Intent | None:
    return understand(RuleContext(raw=text, now=NOW, language=language_of(text), latest_actions=latest or []))


def expect(text: str, operation: str, latest: list[dict[str, Any]] | None = None) -> Intent:
    intent = intent_of(text, latest)
    assert intent is not None, f"nothing understood in {text!r}"
    assert (intent.capability, intent.action, intent.args.get("operation")) == ("gmail", operation, operation), (
        text, intent)
    return intent


def without_operation(intent: Intent) -> dict[str, Any]:
    return {k: v for k, v in intent.args.items() if k != "operation"}


# --- archive, markRead, delete, label ------------------------------------------------------------------------

# text, operation, the arguments besides the operation (exact)
MANAGE = [
    ("archive the email from Dana", "archive", {"query": "from:Dana"}),
    ("pls archive the mail from amazon", "archive", {"query": "from:amazon"}),
    ("archive all the newsletters from LinkedIn", "archive", {"query": "from:LinkedIn", "all": True}),
    ("archive Dana's email", "archive", {"query": "from:Dana"}),
    ("move the email from Dana to the archive", "archive", {"query": "from:Dana"}),
    ("can you archive every email from the school", "archive", {"query": "from:school", "all": True}),
    ("archive the newsletter", "archive", {"query": "unsubscribe"}),
    ("תעביר לארכיון את המייל מדנה", "archive", {"query": "from:דנה"}),
    ("תארכב את המיילים מהבנק", "archive", {"query": "from:בנק"}),
    ("תעבירי את המייל מדנה לארכיון", "archive", {"query": "from:דנה"}),
    ("תארכבי את כל המיילים מלינקדאין", "archive", {"query": "from:לינקדאין", "all": True}),
    ("mark the emails from the bank as read", "markRead", {"query": "from:bank is:unread"}),
    ("mark all as read", "markRead", {"query": "is:unread in:inbox", "all": True}),
    ("mark everything as read", "markRead", {"query": "is:unread in:inbox", "all": True}),
    ("mark all emails read", "markRead", {"query": "is:unread in:inbox", "all": True}),
    ("mark as read all the emails from the bank", "markRead", {"query": "from:bank is:unread", "all": True}),
    ("mark the newsletter from linkedin as read", "markRead", {"query": "from:linkedin is:unread"}),
    ("סמן את המיילים מהבנק כנקראו", "markRead", {"query": "from:בנק is:unread"}),
    ("תסמן הכל כנקרא", "markRead", {"query": "is:unread in:inbox", "all": True}),
    ("תסמני את כל המיילים כנקראו", "markRead", {"query": "is:unread in:inbox", "all": True}),
    ("תסמן את המייל מדנה כנקרא", "markRead", {"query": "from:דנה is:unread"}),
    ("delete the email from the spam guy", "delete", {"query": 'from:"spam guy"'}),
    ("trash the mail about the lottery", "delete", {"query": "lottery"}),
    ("get rid of all the newsletters from groupon", "delete", {"query": "from:groupon", "all": True}),
    ("put the emails from the bank in the trash", "delete", {"query": "from:bank"}),
    ("delete the promo emails from last week", "delete",
     {"query": "after:2026/11/15 before:2026/11/22 category:promotions"}),
    ("תמחק את המייל מהפרסומות", "delete", {"query": "category:promotions"}),
    ("תמחקי את כל המיילים מגרופון", "delete", {"query": "from:גרופון", "all": True}),
    ("תזרוק לפח את המייל מהבנק", "delete", {"query": "from:בנק"}),
    ("delete the message from Dana", "delete", {"query": "from:Dana"}),
    ("תמחק את ההודעה מדנה", "delete", {"query": "from:דנה"}),
    ("תמחק את כל המיילים מהשבוע שעבר", "delete", {"query": "after:2026/11/15 before:2026/11/22", "all": True}),
    ("תעביר את המייל מדנה לפח", "delete", {"query": "from:דנה"}),
    ("label the email from Dana as Work", "label", {"query": "from:Dana", "labelName": "Work"}),
    ("put the mail from the accountant under Taxes", "label", {"query": "from:accountant", "labelName": "Taxes"}),
    ("tag Dana's email with urgent", "label", {"query": "from:Dana", "labelName": "urgent"}),
    ("add the label Work to the email from Dana", "label", {"query": "from:Dana", "labelName": "Work"}),
    ('put the email from Dana under "Work stuff"', "label", {"query": "from:Dana", "labelName": "Work stuff"}),
    ("move the mail from the kindergarten to the Kids folder", "label",
     {"query": "from:kindergarten", "labelName": "Kids"}),
    ("תייג את המייל מרואה החשבון בתווית מיסים", "label", {"query": 'from:"רואה החשבון"', "labelName": "מיסים"}),
    ("תוסיף למייל מדנה את התווית עבודה", "label", {"query": "from:דנה", "labelName": "עבודה"}),
    ("תוסיפי תווית עבודה למייל מדנה", "label", {"query": "from:דנה", "labelName": "עבודה"}),
    ("תשים את המייל מרואה החשבון תחת מיסים", "label", {"query": 'from:"רואה החשבון"', "labelName": "מיסים"}),
    ("תתייגי את המייל מהגן כילדים", "label", {"query": "from:גן", "labelName": "ילדים"}),
]


@pytest.mark.parametrize(("text", "operation", "args"), MANAGE)
def test_manage(text: str, operation: str, args: dict[str, Any]) -> None:
    intent = expect(text, operation)
    assert without_operation(intent) == args and not intent.missing
    high = operation == "delete"  # moved to the trash, and still asked first
    assert (intent.risk, intent.needs_approval) == (("high", True) if high else ("low", False))


# --- the emails Memo just listed ----------------------------------------------------------------------------

# text, operation, the arguments besides the operation (exact), after Memo listed a1, b2, c3
POINTED = [
    ("read 2", "read", {"messageId": "b2"}),
    ("open the second one", "read", {"messageId": "b2"}),
    ("read the first", "read", {"messageId": "a1"}),
    ("show me email #3", "read", {"messageId": "c3"}),
    ("what does the third one say?", "read", {"messageId": "c3"}),
    ("the second one", "read", {"messageId": "b2"}),
    ("2", "read", {"messageId": "b2"}),
    ("read 7", "read", {"index": 7}),  # past the end: the executor explains
    ("תקרא את השני", "read", {"messageId": "b2"}),
    ("תפתח את מספר 3", "read", {"messageId": "c3"}),
    ("תקראי לי את המייל הראשון", "read", {"messageId": "a1"}),
    ("השלישי", "read", {"messageId": "c3"}),
    ("archive it", "archive", {"messageId": "a1"}),
    ("archive the third one", "archive", {"messageId": "c3"}),
    ("תעביר לארכיון את זה", "archive", {"messageId": "a1"}),
    ("delete that email", "delete", {"messageId": "a1"}),
    ("trash number 2", "delete", {"messageId": "b2"}),
    ("move it to the trash", "delete", {"messageId": "a1"}),
    ("תמחקי את השני", "delete", {"messageId": "b2"}),
    ("mark it as read", "markRead", {"messageId": "a1"}),
    ("תסמן את זה כנקרא", "markRead", {"messageId": "a1"}),
    ("label the second one as Taxes", "label", {"messageId": "b2", "labelName": "Taxes"}),
    ("תייג את הראשון בתווית עבודה", "label", {"messageId": "a1", "labelName": "עבודה"}),
    ("forward the second one to avi@x.com", "forward", {"messageId": "b2", "to": ["avi@x.com"]}),
]


@pytest.mark.parametrize(("text", "operation", "args"), POINTED)
def test_pointing_at_a_listed_email(text: str, operation: str, args: dict[str, Any]) -> None:
    assert without_operation(expect(text, operation, LISTED)) == args


@pytest.mark.parametrize(("text", "body"), [("reply to the second one saying ok", "ok"),
                                            ("answer the first one: yes", "yes"),
                                            ("תעני לשני שאני מגיעה", "אני מגיעה")])
def test_reply_to_a_listed_email(text: str, body: str) -> None:
    intent = expect(text, "reply", LISTED)
    assert "query" not in intent.args and intent.args["messageId"] in ("a1", "b2") and intent.args["body"] == body
    assert (intent.risk, intent.needs_approval) == ("high", True)


def test_reply_to_the_first_without_a_body_asks_for_it() -> None:
    intent = expect("תענה לראשון", "reply", LISTED)
    assert intent.args["messageId"] == "a1" and intent.missing == ["body"]


def test_small_talk_in_between_keeps_the_listing() -> None:
    latest = [{"capability": "general", "operation": "respond", "summary": "thanks", "externalIds": []}, *LISTED]
    assert expect("read 2", "read", latest).args["messageId"] == "b2"


@pytest.mark.parametrize(("text", "operation", "index"), [("read email 2", "read", 2),
                                                          ("open the second email", "read", 2),
                                                          ("delete that email", "delete", 1),
                                                          ("תקרא את המייל השני", "read", 2)])
def test_pointing_with_nothing_listed_names_an_index_when_the_message_says_email(
        text: str, operation: str, index: int) -> None:
    intent = expect(text, operation)
    assert without_operation(intent) == {"index": index} and "messageId" not in intent.missing


@pytest.mark.parametrize("text", ["read 2", "open the second one", "read the first", "archive it", "the second one",
                                  "תקרא את השני", "תפתח את מספר 3", "תעביר לארכיון את זה", "תענה לראשון",
                                  "reply to the second one saying ok"])
def test_pointing_with_nothing_listed_is_not_email(text: str) -> None:
    intent = intent_of(text)
    assert intent is None or intent.capability != "gmail", (text, intent)


@pytest.mark.parametrize(("text", "operation"), [("archive them", "archive"), ("mark all of them as read", "markRead"),
                                               ("delete those", "delete"), ("תעביר את כולם לארכיון", "archive")])
def test_them_after_a_listing_means_the_listed_emails(text: str, operation: str) -> None:
    intent = intent_of(text, LISTED)
    assert intent is not None and intent.action == operation, intent
    assert intent.args["messageIds"] == [i.removeprefix("message:") for i in LISTED[0]["externalIds"]]
    assert intent.args.get("all") is True and "query" not in intent.args


def test_them_with_nothing_listed_is_not_the_whole_inbox() -> None:
    intent = intent_of("archive them")
    assert intent is None or intent.capability != "gmail" or "in:inbox" not in intent.args.get("query", ""), intent


@pytest.mark.parametrize("text", ["read 2", "archive it", "the second one", "תמחק את זה"])
def test_pointing_after_another_capability_listed_is_not_email(text: str) -> None:
    tasks = [{"capability": "database", "operation": "getAll", "summary": "3 tasks", "externalIds": ["task:4"]}]
    intent = intent_of(text, tasks)
    assert intent is None or intent.capability != "gmail", (text, intent)


# --- reading, searching -------------------------------------------------------------------------------------

# text, operation, query (exact)
READ_SEARCH = [
    ("read the email from Avi", "read", "from:Avi"),
    ("what did Avi write?", "read", "from:Avi"),
    ("what did the landlord send me", "read", "from:landlord"),
    ("what did Dana write about the contract?", "read", "from:Dana contract"),
    ("what does Dana's email say?", "read", "from:Dana"),
    ("what's in the email from the bank", "read", "from:bank"),
    ("open the email from the kindergarten", "read", "from:kindergarten"),
    ("מה אבי כתב?", "read", "from:אבי"),
    ("מה כתב לי אבי?", "read", "from:אבי"),
    ("מה בעל הבית שלח לי", "read", 'from:"בעל הבית"'),
    ("מה דנה כתבה על החוזה?", "read", "from:דנה החוזה"),
    ("מה כתוב במייל של דנה", "read", "from:דנה"),
    ("תקרא לי את המייל מבעל הבית", "read", 'from:"בעל הבית"'),
    ("תפתח את המייל מהגן", "read", "from:גן"),
    ("find the email about the car insurance renewal", "search", "car insurance renewal"),
    ("find the car insurance email", "search", "car insurance"),
    ("find the email with the flight details", "search", "flight details"),
    ("find emails from Dana with the contract", "search", "from:Dana contract"),
    ("any new mail?", "search", "is:unread in:inbox"),
    ("got any new emails?", "search", "is:unread in:inbox"),
    ("what's new in my inbox", "search", "is:unread in:inbox"),
    ("יש מיילים חדשים?", "search", "is:unread in:inbox"),
    ("תביא לי את המיילים החדשים", "search", "is:unread in:inbox"),
    ("emails from Dana this week", "search", "from:Dana after:2026/11/22"),
    ("mails with attachments from the bank", "search", "from:bank has:attachment"),
    ("תראה לי מיילים עם קבצים מצורפים מהבנק", "search", "from:בנק has:attachment"),
    ("emails from Dana in the last 3 days", "search", "from:Dana newer_than:3d"),
    ("emails from the bank in the past week", "search", "from:bank newer_than:7d"),
    ("תמצא לי מיילים מהבנק מהשבוע האחרון", "search", "from:בנק newer_than:7d"),
    ("מיילים מדנה ב-3 הימים האחרונים", "search", "from:דנה newer_than:3d"),
    ("look for emails about the wedding from last month", "search", "wedding after:2026/10/01 before:2026/11/01"),
    ("show me Dana's emails", "search", "from:Dana"),
    ("any important emails?", "search", "is:important"),
    ("show me my starred emails", "search", "is:starred"),
]


@pytest.mark.parametrize(("text", "operation", "query"), READ_SEARCH)
def test_read_and_search(text: str, operation: str, query: str) -> None:
    intent = expect(text, operation)
    assert intent.args["query"] == query and intent.risk == "low" and not intent.missing
    if operation == "read":
        assert intent.args["maxResults"] == 1


# --- reply all, compose, recipients -------------------------------------------------------------------------

# text, the arguments besides the operation (exact)
REPLY_ALL = [
    ("reply all to Dana's email saying thanks", {"query": "from:Dana", "body": "thanks", "replyAll": True}),
    ("reply to all on the email from Dana saying ok", {"query": "from:Dana", "body": "ok", "replyAll": True}),
    ("respond to everyone on Dana's email saying I'm in",
     {"query": "from:Dana", "body": "I'm in", "replyAll": True}),
    ("reply-all to the bank email with thanks", {"query": "bank", "body": "thanks", "replyAll": True}),
    ("תענה לכולם במייל של דנה שאני מסכים", {"query": "from:דנה", "body": "אני מסכים", "replyAll": True}),
    ("תשיב לכולם במייל מהבנק שאני מאשר", {"query": "from:בנק", "body": "אני מאשר", "replyAll": True}),
    ("תעני לכולם שאני מסכימה", {"query": "in:inbox", "body": "אני מסכימה", "replyAll": True}),
]


@pytest.mark.parametrize(("text", "args"), REPLY_ALL)
def test_reply_all(text: str, args: dict[str, Any]) -> None:
    intent = expect(text, "reply")
    assert without_operation(intent) == args and (intent.risk, intent.needs_approval) == ("high", True)


def test_reply_all_to_a_listed_email() -> None:
    args = without_operation(expect("reply all saying sounds good", "reply", LISTED))
    assert args == {"messageId": "a1", "body": "sounds good", "replyAll": True}


# text, to, toNames
COMPOSE = [
    ("draft a mail to the landlord about the lease", [], ["the landlord"]),
    ("draft an email to dana@x.com about the budget saying we need 10k", ["dana@x.com"], None),
    ("write a draft to Dana saying I'll be late", [], ["Dana"]),
    ("save a draft email to avi@x.com: thanks", ["avi@x.com"], None),
    ("תנסח מייל לבעל הבית", [], ["בעל הבית"]),
    ("תכין טיוטה למייל לדנה שאני מאחר", [], ["דנה"]),
    ("תכתוב טיוטת מייל לאבי שהפגישה בוטלה", [], ["אבי"]),
]


@pytest.mark.parametrize(("text", "to", "names"), COMPOSE)
def test_compose_writes_a_draft_and_sends_nothing(text: str, to: list[str], names: list[str] | None) -> None:
    intent = expect(text, "compose")
    assert intent.args["to"] == to and intent.args.get("toNames") == names
    assert (intent.risk, intent.needs_approval) == ("low", False)


# text, to, toNames
RECIPIENTS = [
    ("email Avi avi@x.com saying hi", ["avi@x.com"], None),
    ("send to Dana (dana@x.com) that the meeting moved", ["dana@x.com"], None),
    ("email Dana <dana@x.com> that the meeting moved", ["dana@x.com"], None),
    ("email dana at dana@x.com saying hi", ["dana@x.com"], None),
    ("send Avi avi@x.com an email saying the deck is ready", ["avi@x.com"], None),
    ("תשלח מייל לדנה dana@x.com שהפגישה זזה", ["dana@x.com"], None),
    ("תשלחי מייל לדנה (dana@x.com) שאני מאחרת", ["dana@x.com"], None),
    ("email Dana and avi@x.com that we're on", ["avi@x.com"], ["Dana"]),
    ("email Dana dana@x.com and Avi saying hi", ["dana@x.com"], ["Avi"]),
]


@pytest.mark.parametrize(("text", "to", "names"), RECIPIENTS)
def test_a_name_next_to_its_address_is_that_address(text: str, to: list[str], names: list[str] | None) -> None:
    intent = expect(text, "send")
    assert intent.args["to"] == to and intent.args.get("toNames") == names
    assert intent.missing == []  # a bare name is looked up in recent mail later, never given an invented address


# --- what is not email --------------------------------------------------------------------------------------

NOT_EMAIL = [
    "delete the meeting", "delete the meeting with Dana", "delete milk from the list", "archive the task",
    "mark the task as done", "remove the reminder", "delete the email reminder", "delete my email reminder",
    "delete the email task", "move the email task to tomorrow", "archive my notes", "archive the project",
    "mark milk as bought", "label the jar", "tag Dana in the photo", "file my taxes",
    "put milk in the shopping list", "put the meeting with Dana in my calendar", "remove Dana from the email thread",
    "delete the note about the email", "can you delete emails?", "remind me to delete the email from the bank",
    "remind me to archive the old emails tomorrow", "I deleted the email from Dana", "I archived all the emails",
    "what did I write about the trip", "what did you say", "what did the doctor say", "what did we decide",
    "תמחק את הפגישה עם דנה", "תמחק את המשימה", "תסמן את המשימה כבוצעה", "תעביר את הפגישה למחר",
    "תמחק את הפתק על הטיול", "תמחק את התזכורת למייל לדנה", "תזכיר לי לענות למייל של דנה", "תסמן את החלב כנקנה",
    "תייג את דנה בתמונה", "מה כתבתי על הטיול", "מה הוא כתב?", "מה החלטנו", "מה יש לי מחר",
    "how do I archive emails in gmail?", "delete the message",
]


@pytest.mark.parametrize("text", NOT_EMAIL)
def test_not_email(text: str) -> None:
    intent = intent_of(text)
    assert intent is None or intent.capability != "gmail", (text, intent)


@pytest.mark.parametrize("text", ["delete milk", "delete the meeting tomorrow", "read my tasks", "תמחק את החלב מהרשימה",
                                  "what's on my calendar tomorrow"])
def test_not_email_right_after_a_listing(text: str) -> None:
    intent = intent_of(text, LISTED)
    assert intent is None or intent.capability != "gmail", (text, intent)


# --- the query words ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(("words", "query"), [
    ("from Dana in the last 3 days", "from:Dana newer_than:3d"),
    ("over the past week", "newer_than:7d"),
    ("from the last 24 hours", "newer_than:1d"),
    ("בחודש האחרון", "newer_than:1m"),
    ("מדנה ביומיים האחרונים", "from:דנה newer_than:2d"),
    ("from Dana with the contract", "from:Dana contract"),
    ("with the flight details", "flight details"),
    ("from the tax authority about the refund", 'from:"tax authority" refund'),
    ("Dana sent me last week", "from:Dana after:2026/11/15 before:2026/11/22"),
    ("that I haven't read from the bank", "from:bank is:unread"),
    ("מהבנק עם קבצים מצורפים", "from:בנק has:attachment"),
    ("של ביטוח הרכב", "ביטוח הרכב"),
    # a hyphenated Hebrew name is one sender, never "סופר" and a negated "-פארם"
    ("מסופר-פארם", "from:סופר-פארם"),
    ("מסופר-פארם מהשבוע", "from:סופר-פארם after:2026/11/22"),
])
def test_query_keeps_every_search_word(words: str, query: str) -> None:
    from memo.planning.gmail_query import gmail_query

    assert gmail_query(words, NOW) == query
