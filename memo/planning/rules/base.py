"""What every grammar of the rules planner works with: the message, the clock, and what it found.

A grammar is a function `(RuleContext) -> Intent | None`. It must be deterministic, offline and fast
(well under a millisecond), and it must never guess: when a request is recognisably of its kind but
incomplete, it returns the Intent with `missing` filled, and the pipeline asks.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from datetime import datetime
from functools import cached_property
from typing import Any

from memo.planning.timeexpr import TimeMatch, parse_time_expression, strip_spans

# Bidi and zero-width marks WhatsApp users paste around Hebrew text.
_INVISIBLE = dict.fromkeys(map(ord, "\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
                                    "\ufeff\u200b\u200c\u200d"))
_HEBREW = re.compile(r"[\u0590-\u05FF]")
_LATIN = re.compile(r"[A-Za-z]")
_SPACES = re.compile(r"\s+")
MAX_TEXT = 6000  # what the grammars read of one message (a 50-item list fits); longer is a note, not a command


def clean(text: str) -> str:
    """Strip invisible marks and niqqud, unify quotes and dashes, collapse whitespace."""
    text = unicodedata.normalize("NFC", text.translate(_INVISIBLE))
    # The maqaf (U+05BE) sits inside the niqqud range: turn it into "-" before stripping niqqud.
    text = text.replace("\u05be", "-").replace("\u2013", "-").replace("\u2014", "-")
    text = re.sub(r"[\u0591-\u05BD\u05BF-\u05C7]", "", text)  # niqqud and cantillation
    text = text.replace("\u2019", "'").replace("\u05f3", "'").replace("\u05f4", '"').replace("\u201d", '"')
    return _SPACES.sub(" ", text).strip()


def language_of(text: str, default: str = "en") -> str:
    if _HEBREW.search(text):
        return "he"
    if _LATIN.search(text):
        return "en"
    return default


@dataclass
class RuleContext:
    raw: str  # the message as the user sent it
    now: datetime  # tz-aware, the user's zone
    language: str = "en"
    latest_actions: list[dict[str, Any]] = field(default_factory=list)  # most recent first

    @cached_property
    def text(self) -> str:
        return clean(self.raw)[:MAX_TEXT]

    @cached_property
    def lower(self) -> str:
        return self.text.casefold()

    @cached_property
    def time(self) -> TimeMatch | None:
        """The time words of the message, parsed once and shared by every grammar."""
        return parse_time_expression(self.text, self.now)

    def without_time(self) -> str:
        """The message with its time words cut out ("remind me to X tomorrow at 5" -> "remind me to X")."""
        return strip_spans(self.text, self.time.spans) if self.time else self.text


@dataclass
class Intent:
    """What a grammar understood: one plan step with its V1 arguments already worked out."""

    capability: str
    action: str
    args: dict[str, Any]
    confidence: float
    missing: list[str] = field(default_factory=list)
    risk: str = "low"
    needs_approval: bool = False
    intent_type: str = "operation"
    notes: list[str] = field(default_factory=list)  # interpretations the reply should state
    entity: str = ""  # "task", "list", "event", "email", "note"


def iso(dt: datetime | None) -> str | None:
    """ISO 8601 with the user's offset, minutes precision ("2026-11-23T19:00:00+02:00")."""
    return dt.replace(microsecond=0).isoformat() if dt else None


def tidy(text: str) -> str:
    """Trim leftover punctuation and connector words at the edges of an extracted phrase."""
    text = _SPACES.sub(" ", text).strip(" ,.;:!?-–\"'")
    text = re.sub(r"^(?:and|then|also|please|pls|ו?גם|בבקשה|ש)\s+", "", text, flags=re.IGNORECASE)
    text = re.sub(r"\s+(?:please|pls|בבקשה|thanks|thank you|תודה)$", "", text, flags=re.IGNORECASE)
    return text.strip(" ,.;:!?-–\"'")


def words(pattern: str) -> re.Pattern[str]:
    """Compile a pattern that must start and end at word boundaries (Hebrew-aware)."""
    return re.compile(rf"(?<![\w\u0590-\u05FF])(?:{pattern})(?![\w\u0590-\u05FF])", re.IGNORECASE)
