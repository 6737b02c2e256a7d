"""Calendar grammar (memo/planning/rules/calendar.py) and the calendar capability, in Hebrew and English.

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem (UTC+2), as in the evaluation kit. Expected
moments are local "YYYY-MM-DDTHH:MM" strings. The tables pin down what is understood, the defaults (an hour
long, all-day only when said), and what must stay with other capabilities (reminders, tasks, lists).
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


def local(value: str | None) -> str | None:
    return None if value is None else datetime.fromisoformat(value).astimezone(TZ).strftime("%Y-%m-%dT%H:%M")


def calendar(text: str, action: str) -> dict[str, Any]:
    intent = intent_of(text)
    assert intent is not None, f"nothing understood in {text!r}"
    assert (intent.capability, intent.action) == ("calendar", action), (text, intent)
    assert intent.args["operation"] == action
    return intent.args


# text, summary must contain, start, end
TIMED = [
    ("book lunch with Avi on Monday at 13:00", "lunch with Avi", "2026-11-23T13:00", "2026-11-23T14:00"),
    ("schedule a meeting with Dana tomorrow at 10", "meeting with Dana", "2026-11-23T10:00", "2026-11-23T11:00"),
    ("meeting with Dana tomorrow 10-11", "meeting with Dana", "2026-11-23T10:00", "2026-11-23T11:00"),
    ("meeting with Dana tomorrow from 10 to 11:30", "meeting with Dana", "2026-11-23T10:00", "2026-11-23T11:30"),
    ("dentist on Thursday at 4pm for an hour", "dentist", "2026-11-26T16:00", "2026-11-26T17:00"),
    ("call with Bob on 5/12 at 14:00 for 30 minutes", "call with Bob", "2026-12-05T14:00", "2026-12-05T14:30"),
    ("set up a call with the bank tomorrow 9am-9:30am", "call with the bank", "2026-11-23T09:00", "2026-11-23T09:30"),
    ("add dinner with Maya on Friday at 8pm to my calendar", "dinner with Maya", "2026-11-27T20:00",
     "2026-11-27T21:00"),
    ("put dentist on Thursday at 16:00 in my calendar", "dentist", "2026-11-26T16:00", "2026-11-26T17:00"),
    ("can you book a haircut next Tuesday at 5pm", "haircut", "2026-11-24T17:00", "2026-11-24T18:00"),
    ("I have an interview on Wednesday at 11:30", "interview", "2026-11-25T11:30", "2026-11-25T12:30"),
    ("conference from Monday 9:00 to Wednesday 17:00", "conference", "2026-11-23T09:00", "2026-11-25T17:00"),
    ("תקבע פגישה עם דנה מחר ב-10", "פגישה עם דנה", "2026-11-23T10:00", "2026-11-23T11:00"),
    ("תקבעי לי תור לרופא שיניים ביום שלישי ב-8:30", "תור לרופא שיניים", "2026-11-24T08:30", "2026-11-24T09:30"),
    ("תוסיפי ליומן ארוחת ערב עם ההורים ביום שישי ב-20:00", "ארוחת ערב עם ההורים", "2026-11-27T20:00",
     "2026-11-27T21:00"),
    ("תוסיף ליומן ישיבת צוות מחר בין 14 ל-15", "ישיבת צוות", "2026-11-23T14:00", "2026-11-23T15:00"),
    ("ארוחת צהריים עם אבי ביום שני ב-13:00", "ארוחת צהריים עם אבי", "2026-11-23T13:00", "2026-11-23T14:00"),
    ("פגישה עם רון ביום חמישי מ-14:00 עד 15:30", "פגישה עם רון", "2026-11-26T14:00", "2026-11-26T15:30"),
    ("פגישה עם דנה מחר 10-11", "פגישה עם דנה", "2026-11-23T10:00", "2026-11-23T11:00"),
    ("פגישה עם דנה מחר ב-10 למשך שעה וחצי", "פגישה עם דנה", "2026-11-23T10:00", "2026-11-23T11:30"),
    ("יש לי תור לרופא מחר ב-8", "תור לרופא", "2026-11-23T08:00", "2026-11-23T09:00"),
    ("מחר ב-10 פגישה עם הרואה חשבון", "פגישה עם הרואה חשבון", "2026-11-23T10:00", "2026-11-23T11:00"),
]


@pytest.mark.parametrize(("text", "summary", "start", "end"), TIMED)
def test_create_timed_event(text: str, summary: str, start: str, end: str) -> None:
    args = calendar(text, "create")
    assert args["summary"] == summary
    assert (local(args["start"]), local(args["end"])) == (start, end)
    assert "allDay" not in args


def test_only_a_start_means_an_hour_and_is_noted() -> None:
    intent = intent_of("book lunch with Avi on Monday at 13:00")
    assert intent is not None and "default_duration" in intent.notes
    assert intent.args["start"] == "2026-11-23T13:00:00+02:00"  # ISO 8601 with the user's offset


# text, summary must contain, first day, day after the last
ALL_DAY = [
    ("all-day event on Dec 24", "event", "2026-12-24", "2026-12-25"),
    ("offsite all day tomorrow", "offsite", "2026-11-23", "2026-11-24"),
    ("vacation from Dec 24 to Dec 28", "vacation", "2026-12-24", "2026-12-29"),
    ("vacation Dec 24-28", "vacation", "2026-12-24", "2026-12-29"),
    ("I'm on vacation from Monday to Wednesday", "vacation", "2026-11-23", "2026-11-26"),
    ("book a trip to Eilat from 24/12 to 28/12", "trip to Eilat", "2026-12-24", "2026-12-29"),
    ("חופשה מה-24/12 עד ה-28/12", "חופשה", "2026-12-24", "2026-12-29"),
    ("חופשה 24-28/12", "חופשה", "2026-12-24", "2026-12-29"),
    ("תוסיף ליומן כנס כל היום ביום חמישי", "כנס", "2026-11-26", "2026-11-27"),
    ("מילואים מה-1/12 עד ה-10/12", "מילואים", "2026-12-01", "2026-12-11"),
]


@pytest.mark.parametrize(("text", "summary", "start", "end"), ALL_DAY)
def test_create_all_day_event(text: str, summary: str, start: str, end: str) -> None:
    args = calendar(text, "create")
    assert summary in args["summary"]
    assert (args["start"], args["end"], args["allDay"]) == (start, end, True)


# text, summary, first start, days
RECURRING = [
    ("every Sunday at 9 team meeting", "team meeting", "2026-11-22T09:00", ["Sunday"]),
    ("weekly sync every Monday at 10", "weekly sync", "2026-11-23T10:00", ["Monday"]),
    ("yoga class on Mondays and Wednesdays at 7pm", "yoga class", "2026-11-23T19:00", ["Monday", "Wednesday"]),
    ("every Sunday 9-10 team meeting", "team meeting", "2026-11-22T09:00", ["Sunday"]),
    ("team meeting every month on the 10th at 9", "team meeting", "2026-12-10T09:00", ["10"]),
    ("כל יום ראשון ב-9 ישיבת צוות", "ישיבת צוות", "2026-11-22T09:00", ["Sunday"]),
    ("שיעור יוגה כל יום שני ורביעי ב-19:00", "שיעור יוגה", "2026-11-23T19:00", ["Monday", "Wednesday"]),
    ("כל חודש ב-10 לחודש ב-9 פגישת תקציב", "פגישת תקציב", "2026-12-10T09:00", ["10"]),
]


@pytest.mark.parametrize(("text", "summary", "start", "days"), RECURRING)
def test_create_recurring_event(text: str, summary: str, start: str, days: list[str]) -> None:
    args = calendar(text, "createRecurring")
    assert args["summary"] == summary
    assert local(args["start"]) == start
    assert args["recurrence"] == ("monthly" if days[0].isdigit() else "weekly")
    assert args["days"] == days


def test_daily_event_has_no_days() -> None:
    args = calendar("daily standup at 9:30", "createRecurring")
    assert (args["recurrence"], local(args["start"]), "days" in args) == ("daily", "2026-11-22T09:30", False)


@pytest.mark.parametrize("text", ["schedule a meeting with Dana", "book a meeting with Dana tomorrow",
                                  "תקבע פגישה עם דנה מחר"])
def test_event_without_a_time_asks_for_the_start(text: str) -> None:
    intent = intent_of(text)
    assert intent is not None and intent.capability == "calendar" and intent.missing == ["start"]


def test_emails_are_attendees_names_stay_in_the_summary() -> None:
    args = calendar("book a call with bob@example.com and Dana tomorrow at 11 at Cafe Landwer", "create")
    assert args["attendees"] == ["bob@example.com"]
    assert "Dana" in args["summary"] and args["location"] == "Cafe Landwer"
    assert "attendees" not in calendar("book lunch with Avi on Monday at 13:00", "create")


def test_location_only_when_clearly_a_place() -> None:
    assert calendar("פגישה עם דנה מחר ב-10 בקפה ארומה", "create")["location"] == "קפה ארומה"
    assert calendar("meeting with the team tomorrow at 10 on zoom", "create")["location"] == "Zoom"
    assert "location" not in calendar("meeting with Dana tomorrow at 10 about the budget", "create")


def test_event_reminder_before() -> None:
    args = calendar("book a meeting with Dana tomorrow at 10 and remind me 30 minutes before", "create")
    assert (args["summary"], args["reminderMinutesBefore"]) == ("meeting with Dana", 30)


# text, covered start, covered end
QUERIES = [
    ("what do I have on Wednesday?", "2026-11-25T08:00", "2026-11-25T20:00"),
    ("what's on my calendar tomorrow", "2026-11-23T00:00", "2026-11-23T23:59"),
    ("do I have anything tomorrow afternoon", "2026-11-23T12:00", "2026-11-23T18:00"),
    ("my schedule this week", "2026-11-22T00:00", "2026-11-28T23:59"),
    ("do I have any meetings on Friday?", "2026-11-27T00:00", "2026-11-27T23:59"),
    ("show me my calendar for next week", "2026-11-29T00:00", "2026-12-05T23:59"),
    ("what's on tomorrow?", "2026-11-23T00:00", "2026-11-23T23:59"),
    ("מה יש לי ביום רביעי", "2026-11-25T08:00", "2026-11-25T20:00"),
    ("מה ביומן מחר", "2026-11-23T00:00", "2026-11-23T23:59"),
    ('מה הלו"ז שלי השבוע', "2026-11-22T00:00", "2026-11-28T23:59"),
    ('יש לי משהו מחר אחה"צ?', "2026-11-23T12:00", "2026-11-23T18:00"),
    ("יש לי משהו ביום שישי?", "2026-11-27T00:00", "2026-11-27T23:59"),
    ("what's on my calendar?", "2026-11-22T09:00", "2026-11-28T23:59"),
    ("check my calendar for tomorrow", "2026-11-23T00:00", "2026-11-23T23:59"),
    ("how does tomorrow look?", "2026-11-23T00:00", "2026-11-23T23:59"),
    ("תבדוק מה יש לי מחר", "2026-11-23T00:00", "2026-11-23T23:59"),
    ("אילו פגישות יש לי השבוע?", "2026-11-22T00:00", "2026-11-28T23:59"),
]


@pytest.mark.parametrize(("text", "low", "high"), QUERIES)
def test_get_events_covers_the_named_window(text: str, low: str, high: str) -> None:
    args = calendar(text, "getEvents")
    assert local(args["timeMin"]) <= low and local(args["timeMax"]) >= high


def test_part_of_day_narrows_the_window() -> None:
    args = calendar("what do I have tomorrow afternoon", "getEvents")
    assert (local(args["timeMin"]), local(args["timeMax"])) == ("2026-11-23T12:00", "2026-11-23T18:00")


@pytest.mark.parametrize(("text", "summary"), [("when is my meeting with Dana?", "meeting with Dana"),
                                               ("מתי הפגישה עם דנה?", "פגישה עם דנה")])
def test_when_is_searches_ahead(text: str, summary: str) -> None:
    args = calendar(text, "getEvents")
    assert args["searchCriteria"] == {"summary": summary}
    assert local(args["timeMax"]) >= "2026-12-20T00:00"


# text, summary, day searched (or None)
DELETES = [
    ("cancel the meeting with Dana tomorrow", "meeting with Dana", "2026-11-23"),
    ("delete my dentist appointment", "dentist appointment", None),
    ("cancel lunch with Avi", "lunch with Avi", None),
    ("תבטל את הפגישה עם דנה", "פגישה עם דנה", None),
    ("תמחק את הפגישה של מחר", "פגישה", "2026-11-23"),
]


@pytest.mark.parametrize(("text", "summary", "day"), DELETES)
def test_delete_event(text: str, summary: str, day: str | None) -> None:
    intent = intent_of(text)
    assert intent is not None and (intent.capability, intent.action) == ("calendar", "delete")
    assert (intent.risk, intent.needs_approval) == ("high", True)
    criteria = intent.args["searchCriteria"]
    assert criteria["summary"] == summary
    assert (local(criteria.get("timeMin")) or "")[:10] == (day or "")


@pytest.mark.parametrize("text", ["cancel all my meetings tomorrow", "תבטל את כל הפגישות מחר",
                                  "clear my calendar tomorrow"])
def test_delete_every_event_of_a_day(text: str) -> None:
    args = calendar(text, "delete")
    assert args["all"] is True and "summary" not in args["searchCriteria"]
    assert local(args["searchCriteria"]["timeMin"]) == "2026-11-23T00:00"


def test_delete_it_after_a_calendar_action() -> None:
    latest = [{"capability": "calendar", "action": "create", "summary": "lunch with Avi", "externalIds": ["ev1"]}]
    intent = intent_of("cancel it", latest)
    assert intent is not None and intent.capability == "calendar" and intent.args["eventId"] == "ev1"


# text, summary, updateFields
MOVES = [
    ("move the meeting with Dana to 3pm", "meeting with Dana", {"startTime": "15:00"}),
    ("move the meeting with Dana to Thursday", "meeting with Dana", {"startDate": "2026-11-26"}),
    ("reschedule the dentist appointment for next Wednesday at 9", "dentist appointment",
     {"start": "2026-11-25T09:00:00+02:00"}),
    ("move my 1:1 with Dana to Tuesday 14:00-14:30", "1:1 with Dana",
     {"start": "2026-11-24T14:00:00+02:00", "end": "2026-11-24T14:30:00+02:00"}),
    ("postpone the meeting with Dana by an hour", "meeting with Dana", {"shiftMinutes": 60}),
    ("תזיז את הפגישה עם דנה ל-15:00", "פגישה עם דנה", {"startTime": "15:00"}),
    ("תעביר את הפגישה עם דנה ליום חמישי", "פגישה עם דנה", {"startDate": "2026-11-26"}),
    ("תזיז את הפגישה עם דנה למחר ב-15:00", "פגישה עם דנה", {"start": "2026-11-23T15:00:00+02:00"}),
    ("תקדים את הפגישה עם דנה בחצי שעה", "פגישה עם דנה", {"shiftMinutes": -30}),
]


@pytest.mark.parametrize(("text", "summary", "fields"), MOVES)
def test_move_event(text: str, summary: str, fields: dict[str, Any]) -> None:
    args = calendar(text, "update")
    assert args["searchCriteria"]["summary"] == summary
    assert args["updateFields"] == fields


def test_move_keeps_the_searched_day_apart_from_the_new_one() -> None:
    args = calendar("move the meeting with Dana from Monday to Tuesday", "update")
    assert local(args["searchCriteria"]["timeMin"])[:10] == "2026-11-23"
    assert args["updateFields"] == {"startDate": "2026-11-24"}


# Messages other capabilities own (or nobody): the calendar grammar must not claim them.
NOT_CALENDAR = [
    "remind me about the meeting tomorrow at 10",
    "remind me 15 minutes before the meeting tomorrow at 10",
    "תזכיר לי מחר ב-19:00 להשקות את העציצים",
    "תזכיר לי על הפגישה עם דנה מחר ב-10",
    "schedule a reminder for tomorrow at 10 to call mom",
    "what do I have to do tomorrow",
    "what are my tasks",
    "מה יש לי לעשות היום",
    "add milk to the shopping list",
    "what do I have on my shopping list",
    "מה יש לי ברשימת הקניות",
    "add a task to book a meeting room tomorrow at 10",
    "I need to call the dentist tomorrow at 10",
    "call mom at 5",
    "meeting with Dana tomorrow",
    "the meeting tomorrow was great",
    "tomorrow",
    "what's up",
    "delete my dentist reminder",
    "move the dentist reminder to 5pm",
    "email Dana about the meeting tomorrow at 10",
    "remember that the meeting is on Thursday",
    "how does this look",
    "are you free to help?",
]


@pytest.mark.parametrize("text", NOT_CALENDAR)
def test_not_a_calendar_request(text: str) -> None:
    intent = intent_of(text)
    assert intent is None or intent.capability != "calendar", (text, intent)


def test_bare_event_is_weaker_than_a_verb() -> None:
    bare, verb = intent_of("meeting with Dana tomorrow at 10"), intent_of("book a meeting with Dana tomorrow at 10")
    assert bare is not None and verb is not None
    assert 0.7 <= bare.confidence < 0.85 <= verb.confidence


# --- the full contract object (DESIGN §7), through the same stages as `manage.py plan` --------------------


def plan(text: str) -> dict[str, Any]:
    from memo.conversations.preview import plan_message

    return plan_message(text, NOW, "Asia/Jerusalem")


def test_plan_contract_create() -> None:
    result = plan("book lunch with Avi on Monday at 13:00")
    assert result["source"] == "rules" and result["hitl"] is None
    step = result["steps"][0]
    assert step["capability"] == "calendar" and step["args"]["operation"] == "create"
    assert "Avi" in step["args"]["summary"] and local(step["args"]["start"]) == "2026-11-23T13:00"


def test_plan_contract_get_events() -> None:
    step = plan("what do I have on Wednesday?")["steps"][0]
    assert step["args"]["operation"] == "getEvents"
    assert local(step["args"]["timeMin"]) <= "2026-11-25T08:00" <= "2026-11-25T20:00" <= local(step["args"]["timeMax"])


@pytest.mark.parametrize(("text", "words"), [("cancel the meeting with Dana tomorrow", "meeting with Dana"),
                                             ("תבטל את הפגישה עם דנה", "פגישה עם דנה")])
def test_plan_contract_delete_asks_for_approval(text: str, words: str) -> None:
    result = plan(text)
    assert result["planner"]["riskLevel"] == "high"
    assert result["hitl"]["kind"] == "approval" and words in result["hitl"]["question"]
    assert result["steps"][0]["args"]["operation"] == "delete"


def test_plan_contract_missing_start_is_a_clarification() -> None:
    result = plan("schedule a meeting with Dana")
    assert result["hitl"]["kind"] == "clarification" and result["steps"] == []


# --- the capability handler ---------------------------------------------------------------------------------


def test_capability_handler() -> None:
    from types import SimpleNamespace

    from memo.google.calendar import NOT_CONNECTED, CalendarCapability
    from memo.planning.dsl import PlanStep
    from memo.planning.registry import ExecContext, capability

    handler = capability("calendar")
    assert isinstance(handler, CalendarCapability)
    delete = PlanStep(id="s1", capability="calendar", action="delete",
                      constraints={"args": {"operation": "delete", "searchCriteria": {"summary": "lunch"}}})
    assert handler.risk(delete, None) == "high"
    assert handler.summarize_step(delete, "en") == "delete the event 'lunch' from your calendar"
    assert "lunch" in handler.summarize_step(delete, "he")
    create = PlanStep(id="s1", capability="calendar", action="create", constraints={"summary": "x"})
    assert handler.risk(create, {"operation": "create"}) == "low"
    # "What can you do" lists only what runs: calendar execution is not built yet, so it is not offered.
    assert handler.describe("en") is None and handler.describe("he") is None
    user = SimpleNamespace(user=SimpleNamespace(capabilities={}))
    assert not handler.available(user)  # type: ignore[arg-type]
    assert handler.available(SimpleNamespace(user=SimpleNamespace(capabilities={"calendar": True})))  # type: ignore[arg-type]
    assert handler.unavailable_reply("en") == NOT_CONNECTED["en"] and "Google" in handler.unavailable_reply("he")
    result = handler.execute({"operation": "create"}, ExecContext(None, "t", "s1", NOW, "he", "Asia/Jerusalem"))
    assert (result.ok, result.error, result.summary) == (False, "NOT_CONNECTED", NOT_CONNECTED["he"])


def test_llm_step_is_mapped_to_v1_arguments() -> None:
    from memo.planning.dsl import PlanStep
    from memo.planning.registry import capability
    from memo.planning.state import TurnInput, TurnState, UserContext

    message = "hmm, the usual with Avi, you know"  # nothing the grammar reads: the LLM's constraints are used
    state = TurnState(traceId="t", threadId="t", now=NOW.isoformat(), input=TurnInput(message=message),
                      user=UserContext(timezone="Asia/Jerusalem", language="en", capabilities={"calendar": True}))
    handler = capability("calendar")
    assert handler is not None
    create = PlanStep(id="s1", capability="calendar", action="create",
                      constraints={"rawMessage": message, "summary": "Lunch with Avi",
                                   "whenIso": "2026-11-23T13:00:00+02:00"})
    args = handler.resolve(create, state)
    assert (args["operation"], args["summary"]) == ("create", "Lunch with Avi")
    assert (local(args["start"]), local(args["end"])) == ("2026-11-23T13:00", "2026-11-23T14:00")
    delete = PlanStep(id="s1", capability="calendar", action="delete",
                      constraints={"rawMessage": message, "target": {"summary": "Lunch with Avi", "ids": ["ev9"]}})
    args = handler.resolve(delete, state)
    assert args == {"operation": "delete", "searchCriteria": {"summary": "Lunch with Avi"}, "eventId": "ev9"}
    assert handler.risk(delete, args) == "high"
    move = PlanStep(id="s1", capability="calendar", action="update",
                    constraints={"rawMessage": message, "target": "Lunch with Avi"},
                    changes={"start": "2026-11-23T14:00:00+02:00"})
    args = handler.resolve(move, state)
    assert args["updateFields"] == {"start": "2026-11-23T14:00:00+02:00"} and "start" not in args
    assert args["searchCriteria"] == {"summary": "Lunch with Avi"}
