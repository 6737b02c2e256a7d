"""No grammar may raise, whatever the message: a crash there costs that grammar's reading silently.

The planner survives a raising grammar (it logs and skips it), so a grammar bug shows up only as a
message misunderstood. This feeds every grammar word salad built from the vocabulary the grammars
react to, in both languages, with and without a recent action to refer to.
"""

from __future__ import annotations

import random
from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memo.planning import rules
from memo.planning.rules.base import RuleContext

NOW = datetime(2026, 11, 22, 9, 0, tzinfo=ZoneInfo("Asia/Jerusalem"))
LATEST = [{"capability": "database", "action": "created", "summary": "call mom", "externalIds": ["task:1"],
           "when": None}]
# Openings the grammars anchor on, then word salad after them.
OPENINGS = [
    "remind me to", "remind me every", "nag me every", "add", "add a task to", "delete", "cancel", "move", "snooze",
    "make it", "I finished", "I already", "done with", "mark", "complete", "stop nudging me about",
    "what's on my", "what are my", "remember that", "where did I", "email", "schedule a meeting with",
    "change my morning brief to", "help", "תזכיר לי", "תנדנד לי כל", "תוסיף", "תמחק את", "תזיז את", "סיימתי",
    "עשיתי את", "שילמתי את", "תפסיק לנדנד לי על", "מה יש", "תזכור ש", "תשלח מייל ל", "קבע פגישה עם",
    "תשנה את הסיכום של הבוקר ל", "",
]
WORDS = [
    "to", "at", "in", "every", "until", "before", "after", "tomorrow", "today", "tonight", "next", "week", "month",
    "Friday", "27th", "the", "1st", "5pm", "10:30", "noon", "half", "hour", "quarter", "minutes", "days", "weeks",
    "2", "3", "other", "done", "it", "that", "all", "my", "tasks", "list", "shopping", "email", "from", "meeting",
    "calendar", "with", "Dana", "avi@example.com", "note", "on", "for", "yes", "no", "מחר", "היום", "בערב",
    "בבוקר", "ב-5", "בעוד", "שעה", "רבע", "חצי", "כל", "יום", "שבועיים", "חודש", "עד", "לפני", "שישי", "ה-27",
    "את", "זה", "הכל", "משימות", "רשימת", "קניות", "מייל", "פגישה", "ביומן", "עם", "דנה", "כן", "לא", "?", "!",
    ",", ".", "-", ":", "12", "0", "99", "31/02", "25:00", "",
]


def salads(count: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    return [" ".join([rng.choice(OPENINGS), *(rng.choice(WORDS) for _ in range(rng.randint(0, 8)))]).strip()
            for _ in range(count)]


@pytest.mark.parametrize("seed", range(4))
def test_no_grammar_raises_on_word_salad(seed: int) -> None:
    rules.understand(RuleContext(raw="warm up", now=NOW))  # loads the grammar modules
    failures = []
    for text in salads(250, seed):
        for latest in ([], LATEST):
            ctx = RuleContext(raw=text, now=NOW, language="he" if seed % 2 else "en", latest_actions=latest)
            for grammar in rules.GRAMMARS:
                try:
                    grammar(ctx)
                except Exception as exc:  # noqa: BLE001 - collecting every failure is the point
                    failures.append(f"{grammar.__qualname__}: {type(exc).__name__} on {text!r}")
    assert not failures, "\n".join(failures[:20])
    assert len(rules.GRAMMARS) > 20  # the grammars really ran
