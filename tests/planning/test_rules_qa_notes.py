"""Saving to memory in the words people use ("שמור בזכרון: ..."), found in QA conversations."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memo.planning.rules import understand
from memo.planning.rules.base import RuleContext, language_of

NOW = datetime(2026, 11, 22, 9, 0, tzinfo=ZoneInfo("Asia/Jerusalem"))


@pytest.mark.parametrize(("text", "kept"), [
    ("שמור בזכרון: מספר הרכב שלי 12-345-67", "מספר הרכב שלי 12-345-67"),
    ("תשמרי בזיכרון: הקוד של הכספת 1234", "הקוד של הכספת 1234"),
    ("תשמור בזכרון שהשכן קוראים לו משה", "השכן קוראים לו משה"),
    ("שמור בפתקים: מידת הנעליים של נועה 31", "מידת הנעליים של נועה 31"),
])
def test_save_to_memory_in_hebrew_is_a_note(text: str, kept: str) -> None:
    intent = understand(RuleContext(raw=text, now=NOW, language=language_of(text), latest_actions=[]))
    assert intent is not None
    assert (intent.capability, intent.action) == ("second-brain", "store")
    assert intent.args["text"] == kept
