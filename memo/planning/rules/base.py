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
# What the grammars (and the LLM planner) read of one message: a list of several hundred short items fits.
# A longer message is read up to a clean boundary before this (see `read_part`), and the reply says what
# was left (`left_out`); a note keeps its whole text (rules/notes.py).
MAX_TEXT = 6000
# A cut looks for a boundary only in the last 1/CUT_WINDOW of its limit (1,000 characters of MAX_TEXT):
# further back would drop too much of a long text for the sake of one separator.
CUT_WINDOW = 6
_ITEM_BREAK = re.compile(r"\s*[,;\n]|\s+(?:and|plus|&)\s|\s+(?=ו[\u0590-\u05FF])", re.IGNORECASE)
_SENTENCE_BREAK = re.compile(r"(?<=[.!?])\s")
_WORD_BREAK = re.compile(r"\s")


def clean(text: str) -> str:
    """Strip invisible marks and niqqud, unify quotes and dashes, collapse whitespace."""
    text = unicodedata.normalize("NFC", text.translate(_INVISIBLE))
    # The maqaf (U+05BE) sits inside the niqqud range: turn it into "-" before stripping niqqud.
    text = text.replace("\u05be", "-").replace("\u2013", "-").replace("\u2014", "-")
    text = re.sub(r"[\u0591-\u05BD\u05BF-\u05C7]", "", text)  # niqqud and cantillation
    text = text.replace("\u2019", "'").replace("\u05f3", "'").replace("\u05f4", '"').replace("\u201d", '"')
    return _SPACES.sub(" ", _lines_as_commas(text.strip())).strip()


# A Hebrew abbreviation or loan sound as the user typed it: gershayim inside a word ("מ״מ", "ת״א"), or a geresh
# after a letter ("ג׳ינס", "צ׳"). clean() reads both as ASCII quotes, which every grammar matches; what Memo
# keeps (an item, a note, a task's text) is written back with the user's own characters (`as_typed_marks`).
_MARKS = {"\u05f4": '"', "\u05f3": "'"}
_LETTER = "\u05d0-\u05ea"


def _marked(text: str, mark: str) -> set[tuple[str, str]]:
    """The letters around each `mark` between Hebrew letters in `text` (a geresh may end its word: "" after)."""
    after = f"[{_LETTER}]" if mark in '"\u05f4' else f"[{_LETTER}]|(?![{_LETTER}])"
    return {(m.group(1), m.group(2)) for m in re.finditer(f"([{_LETTER}]){re.escape(mark)}({after})", text)}


def as_typed_marks(value: Any, raw: str) -> Any:
    """`value` (a plan's arguments: strings, lists, dicts) with the geresh and gershayim of `raw` put back where
    clean() made them ASCII quotes ("דיבלים 8 מ\"מ" -> "דיבלים 8 מ״מ"). Where the user typed the same letters
    with an ASCII quote too, which one is meant cannot be told, and the quote is left as read."""
    raw = unicodedata.normalize("NFC", raw.translate(_INVISIBLE))
    typed = {ascii_: _marked(raw, mark) - _marked(raw, ascii_) for mark, ascii_ in _MARKS.items()}
    if not any(typed.values()):
        return value

    def put_back(part: Any) -> Any:
        if isinstance(part, str):
            for mark, ascii_ in _MARKS.items():
                if typed[ascii_]:
                    after = f"[{_LETTER}]" if ascii_ == '"' else f"[{_LETTER}]|(?![{_LETTER}])"
                    part = re.sub(f"([{_LETTER}]){ascii_}(?=({after}))",
                                  lambda m, a=ascii_, k=mark: m.group(1) + (k if (m.group(1), m.group(2)) in typed[a]
                                                                            else a), part)
            return part
        if isinstance(part, list):
            return [put_back(p) for p in part]
        if isinstance(part, dict):
            return {k: put_back(v) for k, v in part.items()}
        return part

    return put_back(value)


# One thing per line ("shopping list add:\nmilk\neggs", "תרשום לי:\nלהחזיר ספרים\nלשלם ועד בית") is a list: a line
# break after words separates them as a comma does; after a colon or other punctuation it is only a space.
_LINE_BREAK = re.compile(r"[ \t]*(?:\r?\n)+[ \t]*")


def _lines_as_commas(text: str) -> str:
    return _LINE_BREAK.sub(lambda m: " " if text[m.start() - 1] in ":,;.!?-–" else ", ", text)


def read_part(text: str, limit: int = MAX_TEXT) -> str:
    """What the grammars read of `text`: all of it when it fits, else the part before the last clean
    boundary at or before `limit`, so that nothing read ends in a fragment of an item or a word.

    Boundaries, preferred in this order within the last sixth of the limit (CUT_WINDOW): between list
    items (a comma, semicolon or newline, "and", a Hebrew word starting with "ו"), between sentences,
    between words. Text with no boundary at all (one 6,000-character "word") is cut at the limit.
    """
    if len(text) <= limit:
        return text
    floor = limit - limit // CUT_WINDOW
    for pattern in (_ITEM_BREAK, _SENTENCE_BREAK, _WORD_BREAK):
        cut = None
        for match in pattern.finditer(text, floor):
            if match.start() > limit:
                break
            cut = match.start()
        if cut:  # a cut at 0 would read nothing: look for a later kind of boundary instead
            return text[:cut]
    return text[:limit]


def left_out(raw: str, args: dict[str, Any] | None = None) -> dict[str, int] | None:
    """What a step did not take of a message longer than the grammars read, or None when it took it all.

    {"limit", "taken", "chars", "items"}: the limit, how many characters were read, about how many were
    left, and how many list items those hold (counted only for a step that adds `items`). A step took it
    all when the message fit, or when one of its arguments carries the unread rest (a note keeps its
    whole text).
    """
    full = clean(raw)
    read = read_part(full)
    rest = full[len(read):]
    tail = tidy(rest)
    if not tail:
        return None
    if any(isinstance(value, str) and tidy(clean(value)).endswith(tail) for value in (args or {}).values()):
        return None
    items = 0
    if isinstance((args or {}).get("items"), list):
        from memo.planning.rules.lists import split_items

        items = len(split_items(rest))
    return {"limit": MAX_TEXT, "taken": len(read), "chars": len(rest.strip()), "items": items}


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
    def full(self) -> str:
        from memo.planning.rules.spelling import respell

        return respell(clean(self.raw))

    @cached_property
    def text(self) -> str:
        """What the grammars read: the message, or its part up to a clean boundary when it is too long."""
        return read_part(self.full)

    @cached_property
    def rest(self) -> str:
        """What of a long message the grammars did not read ("" when they read all of it)."""
        return self.full[len(self.text):]

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
    decided_by: str = ""  # which layer read it and why ("grammar tasks.remind", "semantic: ..."): plan --json shows it
    read: str = ""  # the part of the message the plan was read from when asides were left out ("" = all of it)


def about_memo(confidence: float) -> Intent:
    """A question about Memo itself, answered by describing what it does (the meta capability)."""
    return Intent("meta", "describe_capabilities", {"operation": "describe"}, confidence, intent_type="meta")


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
