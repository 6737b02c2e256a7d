"""A series asked for by its kind before its schedule: "add recurring every tues and fri 7am bread delivery from Angel",
"add a recurring every monday 8am team meeting", "new repeating: every sun 6:30 briefing", "תוסיפי קבוע כל שלישי
ושישי ב7 משלוח לחם מאנג'ל", "תוסיף אירוע קבוע כל ראשון ב8 ישיבת צוות".

"Add recurring ..." with a fixed day and hour is an entry in the calendar, as "add it as a recurring event" is
(calendar_told_series.py): the word names the calendar, so a job or a delivery ("bread delivery from Angel") is
taken though `calendar.create_event` counts no event word in it; create_event left it unread, or kept "recurring" in
the event's name. A reminder stays a reminder: "remind me every ...", "add a recurring reminder ..." are never taken
here, nor is a to-do ("add recurring every day 8am take vitamins", "... vitamins"), which could be either and is
asked about: the entry needs an event or job word ("meeting", "delivery") or someone it is with or from. Only a
series with its hour is taken; anything create_event cannot settle is left to the other grammars.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, words
from memo.planning.rules.calendar import create_event, has_event_noun
from memo.planning.rules.calendar_day_jobs import JOB

_POLITE_EN = r"(?:(?:pls|please|plz|can\s+you|could\s+you|u\s+can|just)\s+)*"
_KIND_EN = re.compile(
    rf"^{_POLITE_EN}(?:add|put(?:\s+in)?|set(?:\s+up)?|create|make|new|enter|schedule|book)\s+(?:(?:me|us)\s+)?"
    r"(?:an?\s+)?(?:new\s+)?(?:recurring|repeating|standing|weekly\s+recurring)"
    r"(?:\s+(?:event|entry|item|thing|one|slot|appointment|booking))?\s*[:,-]?\s+(?P<rest>\S.*)$", re.I)
_KIND_HE = re.compile(
    r"^(?:(?:בבקשה|תוכל|תוכלי|אפשר)\s+)*(?:תוסיף|תוסיפי|הוסף|הוסיפי|תכניס|תכניסי|הכנס|תרשום|תרשמי|רשום|תקבע|תקבעי)"
    r"\s+(?:לי\s+)?(?:(?:אירוע|רישום)\s+)?(?:קבוע|חוזר|כאירוע\s+קבוע|כאירוע\s+חוזר)\s*[:,-]?\s+(?P<rest>\S.*)$")
# A reminder asked for, or a to-do: not the calendar's to take.
_REMINDER = words(r"remind(?:er|ers)?|nudge|alarm|alert|ping|(?:ה)?תזכורת|תזכיר|תזכירי|להזכיר")
_TODO = words(r"to|take|water|feed|walk|check|call|pay|buy|send|text|email|order|bring|pick|renew|submit|charge"
              r"|empty|refill|change|clean|do|go|get|make|put|לקחת|להשקות|להאכיל|לשלם|לקנות|להתקשר|לשלוח|להוציא"
              r"|לבדוק|לנקות|להזמין|לתת|לעשות|ללכת|להביא")

# Who the entry is with or from ("... from Angel", "... w Dudi", "... אצל כהן"): a booking with someone.
_SOMEONE = re.compile(r"(?<!\S)(?:with|w/?|from|at|for)\s+(?:the\s+)?[A-Z]|(?<!\S)(?:עם|אצל)\s+\S|(?<!\S)[מל]\S*'")


@grammar
def add_recurring(ctx: RuleContext) -> Intent | None:
    text = ctx.text.strip()
    kind = _KIND_EN.match(text) or _KIND_HE.match(text)
    if kind is None or _REMINDER.search(text):
        return None
    hebrew = kind.re is _KIND_HE
    raw = f"{kind['rest'].rstrip(' .!')}, {'תוסיפי ליומן' if hebrew else 'add it to my calendar'}"
    intent = create_event(RuleContext(raw=raw, now=ctx.now, language=ctx.language, latest_actions=ctx.latest_actions))
    if intent is None or intent.action != "createRecurring" or intent.missing or "start" not in intent.args:
        return None  # no series with its hour read: the user is asked, as before
    summary = str(intent.args.get("summary", ""))
    if _TODO.match(summary) or not (has_event_noun(summary) or JOB.search(summary) or _SOMEONE.search(summary)):
        return None  # "take vitamins", "vitamins": a reminder as much as an event, asked about
    intent.confidence = max(intent.confidence, 0.94)
    intent.decided_by = "grammar calendar_add_recurring.add_recurring"
    return intent
