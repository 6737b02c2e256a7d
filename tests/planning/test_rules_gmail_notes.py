"""Email and second-brain grammars (rules/gmail.py, rules/notes.py) and their capability handlers, he + en.

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem, as in the evaluation kit. The tables pin down
what is understood (recipients, subject, body, Gmail queries, what is stored or searched), that sending and
replying always come back with an approval question, and what must stay with reminders, lists, tasks,
the calendar and small talk.
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


def intent_of(text: str, latest: list[dict[str, Any]] | None = None) -> Intent | None:
    return understand(RuleContext(raw=text, now=NOW, language=language_of(text), latest_actions=latest or []))


def expect(text: str, capability: str, action: str) -> Intent:
    intent = intent_of(text)
    assert intent is not None, f"nothing understood in {text!r}"
    assert (intent.capability, intent.action, intent.args.get("operation")) == (capability, action, action), (
        text, intent)
    return intent


# --- sending ------------------------------------------------------------------------------------------------

# text, to, the body must contain, subject (None: derived from the body)
SEND = [
    ("email avi@example.com that the contract is signed", ["avi@example.com"], "the contract is signed", None),
    ("send an email to dana@x.com subject Budget saying we're over", ["dana@x.com"], "we're over", "Budget"),
    ("mail bob@corp.io: meeting moved", ["bob@corp.io"], "meeting moved", None),
    ("write to avi@example.com that the kids are asleep", ["avi@example.com"], "the kids are asleep", None),
    ("please email avi@example.com and dana@x.com: the offsite is cancelled", ["avi@example.com", "dana@x.com"],
     "the offsite is cancelled", None),
    ("can you send avi@example.com an email saying I'll be late?", ["avi@example.com"], "I'll be late", None),
    ("shoot an email to ops@corp.io telling them the server is down", ["ops@corp.io"], "the server is down", None),
    ("send an email to dana@x.com about the budget saying we're over", ["dana@x.com"], "we're over", "Budget"),
    ("email dana@x.com, subject: Q3 numbers - attached below", ["dana@x.com"], "attached below", "Q3 numbers"),
    ("תשלחי מייל ל-avi@example.com שהחוזה נחתם", ["avi@example.com"], "החוזה נחתם", None),
    ("שלח אימייל לdana@x.com בנושא תקציב שחרגנו מהתקציב", ["dana@x.com"], "חרגנו מהתקציב", "תקציב"),
    ("תשלח מייל לavi@example.com: הפגישה נדחתה", ["avi@example.com"], "הפגישה נדחתה", None),
    ("תכתבי מייל ל-ops@corp.io ותגידי להם שהשרת נפל", ["ops@corp.io"], "השרת נפל", None),
    ("בבקשה תשלח לavi@example.com מייל שאני מאחר", ["avi@example.com"], "אני מאחר", None),
    ("תשלחי מייל ל-avi@example.com על החוזה, הוא נחתם", ["avi@example.com"], "הוא נחתם", "החוזה"),
]


@pytest.mark.parametrize(("text", "to", "body", "subject"), SEND)
def test_send(text: str, to: list[str], body: str, subject: str | None) -> None:
    intent = expect(text, "gmail", "send")
    assert intent.args["to"] == to and body in intent.args["body"]
    assert intent.args["subject"] == subject if subject else intent.args["subject"]
    assert (intent.risk, intent.needs_approval, intent.missing) == ("high", True, [])
    assert not any(w in intent.args["body"].split()[:1] for w in ("that", "saying"))


@pytest.mark.parametrize(("text", "names"), [
    ("email Dana that I'm running late", ["Dana"]),
    ("send Dana and Avi an email saying lunch is on me", ["Dana", "Avi"]),
    ("please email my boss that I'm sick today", ["my boss"]),
    ("תשלח לדנה מייל שאני מאחר", ["דנה"]),
    ("שלחי מייל לדנה כהן ולמשה שהאסיפה בוטלה", ["דנה כהן", "משה"]),
])
def test_recipient_by_name_is_kept_for_the_address_lookup(text: str, names: list[str]) -> None:
    """The name is looked up in the user's recent mail at entity resolution, never given an invented address."""
    intent = expect(text, "gmail", "send")
    assert intent.args["to"] == [] and intent.args["toNames"] == names and intent.missing == []
    assert intent.args["body"]


def test_answer_with_the_address_completes_the_request() -> None:
    """The clarification's answer is appended to the request when the turn is planned again."""
    intent = expect("email Dana that the contract is signed dana@corp.com", "gmail", "send")
    assert intent.args["to"] == ["dana@corp.com"] and intent.args["body"] == "the contract is signed"
    body = expect("email avi@x.com that my new address is me@y.com", "gmail", "send").args
    assert body["to"] == ["avi@x.com"] and "me@y.com" in body["body"]


def test_topic_without_a_message_asks_for_the_body() -> None:
    intent = expect("email dana@x.com about the budget", "gmail", "send")
    assert intent.args["subject"] == "Budget" and intent.missing == ["body"]


def test_draft_is_not_sent_so_needs_no_approval() -> None:
    intent = expect("draft an email to avi@example.com saying the deck is ready", "gmail", "compose")
    assert intent.args["to"] == ["avi@example.com"] and intent.risk == "low" and not intent.needs_approval


# --- searching, reading, replying ---------------------------------------------------------------------------

# text, operation, query (exact)
SEARCH = [
    ("find emails from Dana about the budget", "search", "from:Dana budget"),
    ("did I get an email from the bank?", "search", "from:bank"),
    ("any new emails?", "search", "is:unread in:inbox"),
    ("do I have any unread emails?", "search", "is:unread in:inbox"),
    ("emails from Dana this week", "search", "from:Dana after:2026/11/22"),
    ("emails from yesterday", "search", "after:2026/11/21 before:2026/11/22"),
    ("did Dana email me?", "search", "from:Dana"),
    ("search my inbox for invoices", "search", "invoices"),
    ("show me emails I sent to dana@x.com", "search", "to:dana@x.com"),
    ("read my latest email", "read", "in:inbox"),
    ("what's my last email", "read", "in:inbox"),
    ("read the email from Dana", "read", "from:Dana"),
    ("מיילים מדנה", "search", "from:דנה"),
    ("חפש מייל מהבנק", "search", "from:בנק"),
    ("קיבלתי מייל מהבנק?", "search", "from:בנק"),
    ("תחפשי מיילים מהבנק על ההלוואה", "search", "from:בנק ההלוואה"),
    ("יש לי מיילים חדשים?", "search", "is:unread in:inbox"),
    ("מי שלח לי מייל היום?", "search", "after:2026/11/22"),
    ("מה המייל האחרון שלי", "read", "in:inbox"),
    ("תקראי לי את המייל האחרון", "read", "in:inbox"),
]


@pytest.mark.parametrize(("text", "operation", "query"), SEARCH)
def test_search_and_read(text: str, operation: str, query: str) -> None:
    intent = expect(text, "gmail", operation)
    assert intent.args["query"] == query and intent.risk == "low" and not intent.missing
    if operation == "read":
        assert intent.args["maxResults"] == 1


# text, query, body
REPLY = [
    ("reply to Dana's email saying OK", "from:Dana", "OK"),
    ("reply to the email from the bank about the loan saying thanks", "from:bank loan", "thanks"),
    ("reply to avi@example.com saying thanks, got it", "from:avi@example.com", "thanks, got it"),
    ("write back to the bank that I accept the offer", "from:bank", "I accept the offer"),
    ("תענה לדנה במייל שאני מסכים", "from:דנה", "אני מסכים"),
    ("תעני למייל של דנה שאני מגיעה", "from:דנה", "אני מגיעה"),
    ("תשיבי במייל לדנה שאני מסכימה", "from:דנה", "אני מסכימה"),
    ("reply to Dana's email about the offsite saying I'm in", "from:Dana offsite", "I'm in"),
]


@pytest.mark.parametrize(("text", "query", "body"), REPLY)
def test_reply(text: str, query: str, body: str) -> None:
    intent = expect(text, "gmail", "reply")
    assert (intent.args["query"], intent.args["body"]) == (query, body)
    assert (intent.risk, intent.needs_approval, intent.missing) == ("high", True, [])


@pytest.mark.parametrize(("text", "query", "to"), [
    ("forward Dana's email to avi@example.com", "from:Dana", ["avi@example.com"]),
    ("forward the last email to avi@example.com", "in:inbox", ["avi@example.com"]),
    ("תעביר את המייל מדנה ל-avi@example.com", "from:דנה", ["avi@example.com"]),
    ("תעבירי את המייל האחרון לאבי", "in:inbox", []),
])
def test_forward(text: str, query: str, to: list[str]) -> None:
    intent = expect(text, "gmail", "forward")
    assert (intent.args["query"], intent.args["to"], intent.risk) == (query, to, "high")
    assert intent.missing == ([] if to or intent.args.get("toNames") else ["to"])


def test_reply_to_it_answers_the_latest_email() -> None:
    latest = [{"capability": "gmail", "action": "read", "summary": "Invoice", "externalIds": ["msg-7"]}]
    intent = intent_of("reply to it saying sounds good", latest)
    assert intent is not None and intent.args["messageId"] == "msg-7" and intent.args["body"] == "sounds good"
    assert expect("reply to Dana", "gmail", "reply").missing == ["body"]


# --- the second brain ---------------------------------------------------------------------------------------

# text, the stored text must contain, kind
STORE = [
    ("remember that the parking spot is B-14", "B-14", "fact"),
    ("save this idea: a podcast about old maps", "podcast about old maps", "idea"),
    ("note: the plumber's name is Yossi", "Yossi", "fact"),
    ("write down that the boiler was serviced in March", "boiler was serviced", "fact"),
    ("my wifi password is sunflower22", "sunflower22", "fact"),
    ("the gate code is 4821", "4821", "fact"),
    ("I parked on level 3, spot B-14", "level 3", "fact"),
    ("take a note: call the bank about the fee", "call the bank", "fact"),
    ("I have an idea: a shared grocery app", "shared grocery app", "idea"),
    ("thought: I work better in the mornings", "mornings", "reflection"),
    ("save my wifi password sunflower22", "sunflower22", "fact"),
    ("don't forget that the kids have no school on Friday", "no school", "fact"),
    ("תזכרי שהחניה שלי היא B-14", "B-14", "fact"),
    ("תזכור שהקוד של הלוקר הוא 1234", "1234", "fact"),
    ("תשמרי את הקוד של השער 4821", "4821", "fact"),
    ("רעיון: אפליקציה לשיתוף קניות", "אפליקציה לשיתוף קניות", "idea"),
    ("יש לי רעיון: לפתוח פודקאסט", "פודקאסט", "idea"),
    ("תרשמי שהדוד תוקן במרץ", "הדוד תוקן", "fact"),
    ("הקוד של השער הוא 4821", "4821", "fact"),
    ("חניתי בקומה 2", "קומה 2", "fact"),
]


@pytest.mark.parametrize(("text", "contains", "kind"), STORE)
def test_store(text: str, contains: str, kind: str) -> None:
    intent = expect(text, "second-brain", "store")
    assert contains in intent.args["text"] and intent.args["kind"] == kind
    assert not intent.args["text"].lower().startswith(("remember", "that ", "ש", "note"))


# text, the query must contain, confidence at least
NOTE_SEARCH = [
    ("where did I park?", "park", 0.75),
    ("what is my wifi password", "wifi password", 0.75),
    ("what did I save about the trip", "trip", 0.85),
    ("what's the gate code", "gate code", 0.75),
    ("what's dana's phone number", "phone number", 0.75),
    ("where are my keys?", "keys", 0.75),
    ("where did I put my passport", "passport", 0.75),
    ("do you remember my locker number?", "locker number", 0.85),
    ("show my notes about the trip", "trip", 0.85),
    ("which floor did I park on?", "park", 0.75),
    ("מה הקוד של השער", "הקוד של השער", 0.75),
    ("איפה חניתי", "חני", 0.75),
    ("מה שמרתי על הטיול", "טיול", 0.85),
    ("איפה השארתי את המשקפיים?", "משקפיים", 0.75),
    ("מה רשמתי לגבי האינסטלטור?", "אינסטלטור", 0.85),
    ("את זוכרת מה הסיסמה של הוויפיי?", "סיסמה", 0.85),
]


@pytest.mark.parametrize(("text", "contains", "confidence"), NOTE_SEARCH)
def test_note_search(text: str, contains: str, confidence: float) -> None:
    intent = expect(text, "second-brain", "search")
    assert contains in intent.args["query"] and intent.confidence >= confidence > 0.72


@pytest.mark.parametrize(("text", "query"), [
    ("forget the note about the trip", "trip"),
    ("delete the note about the trip", "trip"),
    ("forget the wifi password", "wifi password"),
    ("מחק את הפתק על הטיול", "הטיול"),
    ("תשכחי את מה שאמרתי על דנה", "דנה"),
    ("תשכחי את הסיסמה של הוויפיי", "הסיסמה של הוויפיי"),
])
def test_note_delete(text: str, query: str) -> None:
    """Deleting one note asks first: the note found may not be the one meant, and it cannot be undone."""
    intent = expect(text, "second-brain", "delete")
    assert intent.args["query"] == query and intent.needs_approval


@pytest.mark.parametrize("text", ["delete all my notes", "forget everything", "תמחקי את כל הפתקים"])
def test_delete_every_note_is_high_risk_and_never_touches_tasks(text: str) -> None:
    intent = expect(text, "second-brain", "deleteAll")
    assert intent.risk == "high" and intent.needs_approval


def test_remember_to() -> None:
    """"remember to X" with a time is a reminder; without one a (weak) note."""
    reminder = intent_of("remember to call mom tomorrow at 5pm")
    assert reminder is not None and (reminder.capability, reminder.args["text"]) == ("database", "call mom")
    assert reminder.args["dueDate"].startswith("2026-11-23T17:00")
    note = expect("remember to buy milk", "second-brain", "store")
    assert note.args["text"] == "buy milk" and 0.7 < note.confidence < 0.75


# --- what must stay with other capabilities -----------------------------------------------------------------

NOT_OURS = [
    "remind me to email Dana tomorrow",
    "remind me to save the receipts tomorrow at 9",
    "תזכיר לי מחר להתקשר לאמא",
    "add milk to the shopping list",
    "what's on my shopping list",
    "תוסיף חלב לרשימת הקניות",
    "what are my tasks",
    "clear all my tasks",
    "מחק את כל המשימות",
    "forget the dentist reminder",
    "forget about the reminder to call Noa",
    "what do I have tomorrow",
    "מה יש לי מחר",
    "where is my meeting with Dana",
    "do I have any meetings tomorrow?",
    "book lunch with Avi on Monday at 13:00",
    "hi",
    "תודה",
    "write me a short poem about autumn",
    "תכתבי לי שיר על הסתיו",
    "what's the weather like",
    "what is the capital of France",
    "what's the number of planets in the solar system",
    "where is the nearest pharmacy",
    "my mom is sick",
    "my email is broken",
    "I got an email from Dana",
    "the email from Dana was weird",
    "answer the question what is 2+2",
    "message Dana that I'm late",
    "I left the office at 5",
    "forward the meeting to Avi",
]


@pytest.mark.parametrize("text", NOT_OURS)
def test_not_gmail_or_notes(text: str) -> None:
    intent = intent_of(text)
    assert intent is None or intent.capability not in ("gmail", "second-brain"), (text, intent)


# --- the full contract object (DESIGN §7), through the same stages as `manage.py plan` --------------------


def plan(text: str) -> dict[str, Any]:
    from memo.conversations.preview import plan_message

    return plan_message(text, NOW, "Asia/Jerusalem")


@pytest.mark.parametrize(("text", "to"), [("email avi@example.com that the contract is signed", ["avi@example.com"]),
                                          ("תשלחי מייל ל-avi@example.com שהחוזה נחתם", ["avi@example.com"])])
def test_plan_contract_send_asks_for_approval(text: str, to: list[str]) -> None:
    result = plan(text)
    assert result["source"] == "rules" and result["planner"]["riskLevel"] == "high"
    step = result["steps"][0]
    assert step["capability"] == "gmail" and step["args"]["operation"] == "send" and step["args"]["to"] == to
    assert result["hitl"]["kind"] == "approval" and "avi@example.com" in result["hitl"]["question"]


def test_plan_contract_reply_and_delete_all_ask_for_approval() -> None:
    reply = plan("reply to Dana's email saying OK")
    assert reply["hitl"]["kind"] == "approval" and "Dana" in reply["hitl"]["question"]
    wipe = plan("delete all my notes")
    assert wipe["steps"][0]["capability"] == "second-brain" and wipe["hitl"]["kind"] == "approval"


def test_plan_contract_name_only_is_asked_about_before_sending() -> None:
    result = plan("email Dana that I'm late")
    assert result["hitl"]["kind"] == "approval"
    assert result["steps"][0]["args"]["to"] == [] and result["steps"][0]["args"]["toNames"] == ["Dana"]


@pytest.mark.parametrize(("text", "operation", "key", "contains"), [
    ("remember that the parking spot is B-14", "store", "text", "B-14"),
    ("where did I park?", "search", "query", "park"),
    ("find emails from Dana about the budget", "search", "query", "from:Dana"),
])
def test_plan_contract_low_risk_steps_need_no_question(text: str, operation: str, key: str, contains: str) -> None:
    result = plan(text)
    step = result["steps"][0]
    assert result["hitl"] is None and step["args"]["operation"] == operation and contains in step["args"][key]


# --- the capability handlers --------------------------------------------------------------------------------


def _state(text: str, lang: str = "en", gmail: bool = True) -> Any:
    from memo.planning.state import TurnInput, TurnState, UserContext

    return TurnState(traceId="trace-1", threadId="t", now=NOW.isoformat(), input=TurnInput(message=text),
                     user=UserContext(language=lang, capabilities={"gmail": gmail}))


def test_gmail_capability() -> None:
    from memo.google.gmail import GmailCapability
    from memo.planning.dsl import PlanStep
    from memo.planning.registry import ExecContext, capability

    handler = capability("gmail")
    assert isinstance(handler, GmailCapability)
    send = PlanStep(id="s1", capability="gmail", action="send", constraints={
        "args": {"operation": "send", "to": ["avi@example.com"], "subject": "Hi", "body": "the contract is signed"}})
    assert handler.risk(send, None) == "high"
    assert handler.risk(send, {"operation": "search"}) == "low"
    assert handler.summarize_step(send, "en") == "send an email to avi@example.com: “the contract is signed”"
    assert handler.summarize_step(send, "he").startswith("לשלוח מייל ל-avi@example.com")
    # An LLM step: `to` as a string, a name kept apart, an alias for the operation.
    llm = PlanStep(id="s1", capability="gmail", action="compose",
                   constraints={"rawMessage": "???", "to": "Dana, dana@x.com", "body": "hi"})
    args = handler.resolve(llm, _state("???"))
    assert args["operation"] == "compose" and args["to"] == ["dana@x.com"] and args["body"] == "hi"
    target = "the email from Dana about the budget"
    described = PlanStep(id="s1", capability="gmail", action="reply",
                         constraints={"rawMessage": "???", "target": target, "body": "ok"})
    assert handler.resolve(described, _state("???"))["query"] == "from:Dana budget"
    assert handler.available(_state("x")) and not handler.available(_state("x", gmail=False))
    assert "connected" in handler.unavailable_reply("en") and "מחובר" in handler.unavailable_reply("he")
    assert handler.describe("en") is None  # not offered in "what can you do" until Gmail executes
    result = handler.execute({"operation": "send"}, ExecContext(None, "t", "s1", NOW, "he", "Asia/Jerusalem"))
    assert (result.ok, result.error) == (False, "NOT_CONNECTED") and "מייל" in result.summary


def test_second_brain_capability() -> None:
    from memo.notes.capability import SecondBrainCapability
    from memo.planning.dsl import PlanStep
    from memo.planning.registry import ExecContext, capability

    handler = capability("second-brain")
    assert isinstance(handler, SecondBrainCapability)
    wipe = PlanStep(id="s1", capability="second-brain", action="deleteAll")
    assert handler.risk(wipe, None) == "high" and handler.summarize_step(wipe, "en") == "delete all your notes"
    assert handler.risk(PlanStep(id="s1", capability="second-brain", action="store"), None) == "low"
    # The "save to memory?" answer to an unclear message: the whole message becomes the note.
    saved = PlanStep(id="s1", capability="second-brain", action="store",
                     constraints={"rawMessage": "blue door, third floor", "text": "blue door, third floor"})
    assert handler.resolve(saved, _state("blue door, third floor")) == {"operation": "store",
                                                                      "text": "blue door, third floor"}
    llm = PlanStep(id="s1", capability="second-brain", action="forget", constraints={"target": "wifi"})
    assert handler.resolve(llm, _state("zzz")) == {"operation": "delete", "query": "wifi"}
    assert "Notes" in handler.describe("en") and "פתקים" in handler.describe("he")
    assert handler.side_effects and handler.transactional  # through the ledger, in one transaction
    ctx = ExecContext(None, "t", "s1", NOW, "en", "Asia/Jerusalem")
    assert handler.execute({"operation": "store", "text": "x"}, ctx).error == "UNKNOWN_OPERATION"  # no user


def test_subject_and_query_helpers() -> None:
    from memo.planning.gmail_query import gmail_query
    from memo.planning.rules.gmail import derive_subject

    assert derive_subject("the contract is signed.") == "The contract is signed"
    assert derive_subject("one two three four five six seven") == "One two three four five six…"
    assert gmail_query("from Dana Cohen about the offsite last week", NOW) == (
        'from:"Dana Cohen" offsite after:2026/11/15 before:2026/11/22')
