"""Work out what a WhatsApp reply means when Memo is waiting on an answer (human-in-the-loop).

Memo asks questions such as "Shall I email the landlord?" or "Which one? 1. ... 2. ...", and the
user answers however they like, in Hebrew or English, with typos, emoji, invisible direction marks
from their keyboard, or by tapping a button. Whatever reads the answer has to tell "yes" apart from a
new instruction ("yes but move it to 5pm"), and "2" apart from "remind me at 2". That reasoning is
kept here, free of Django and the rest of the project, so it is fast to test and the same rules apply
everywhere a question is answered.

Only the standard library and rapidfuzz are used. The words of a reply (normalisation, yes/no) are
in reply_words.py, its numbers in reply_numbers.py.
"""

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from rapidfuzz import fuzz

from memo.conversations.reply_numbers import looks_like_answer, parse_choices
from memo.conversations.reply_words import calls_off, normalise, parse_yes_no, says_none, yes_no_from_norm

__all__ = [
    "ExpectedInput",
    "Option",
    "ParsedReply",
    "calls_off",
    "looks_like_answer",
    "normalise",
    "parse_choices",
    "parse_reply",
    "parse_yes_no",
]

ExpectedInput = Literal["yes_no", "single_choice", "multi_choice", "free_text"]


@dataclass(frozen=True)
class Option:
    """One answer Memo offered: a machine id the caller acts on, and the label the user saw."""

    id: str  # machine id, e.g. "opt_1" or "task:42"
    label: str  # what the user sees, e.g. "Email the landlord — tomorrow 10:00"


@dataclass(frozen=True)
class ParsedReply:
    """What a reply meant, so the caller can act on it or explain why it could not."""

    valid: bool
    kind: Literal["yes", "no", "choice", "text", "invalid"]
    choices: tuple[int, ...] = ()  # 1-based option positions chosen (for "choice"), sorted, unique
    option_ids: tuple[str, ...] = ()  # the ids of those options, same order
    text: str = ""  # the normalised reply text (always filled)
    error: str | None = None  # "not_yes_no", "out_of_range", "not_a_choice", "one_only" or "empty"


_MAX_LABEL_REPLY_CHARS = 300
_MIN_FUZZY_CHARS = 4
_FUZZY_THRESHOLD = 90.0
_FUZZY_MARGIN = 10.0


# ---------------------------------------------------------------------------
# Label matching
# ---------------------------------------------------------------------------


def _unique_best(scores: list[float]) -> int | None:
    """Index of the single best fuzzy score, if it is high enough and clearly ahead of the runner-up."""
    ranked = sorted(range(len(scores)), key=lambda index: scores[index], reverse=True)
    best = scores[ranked[0]]
    runner_up = scores[ranked[1]] if len(ranked) > 1 else 0.0
    if best >= _FUZZY_THRESHOLD and best - runner_up >= _FUZZY_MARGIN:
        return ranked[0]
    return None


def _match_label(norm: str, options: Sequence[Option]) -> int | None:
    """1-based position of the one option whose label the reply names; else None.

    Tried in order: exact label, the start of exactly one label (whole words), then a fuzzy match that
    must be strong and clearly ahead of the runner-up. Yes/no words only match exactly, because fuzzy
    matching would let "no" pick "Notify Dana".
    """
    if not options or not norm or len(norm) > _MAX_LABEL_REPLY_CHARS:
        return None
    labels = [normalise(option.label) for option in options]
    exact = [index for index, label in enumerate(labels) if label == norm]
    if exact:
        return exact[0] + 1 if len(exact) == 1 else None
    if len(norm) < _MIN_FUZZY_CHARS or yes_no_from_norm(norm) is not None:
        return None
    prefixed = [index for index, label in enumerate(labels) if label.startswith(norm + " ")]
    if len(prefixed) == 1:  # "call mom" names "Call Mom — Friday 18:00" even when fuzzy scores are close
        return prefixed[0] + 1
    described = _described(norm, labels)
    if described is not None:
        return described + 1
    best = _unique_best([fuzz.WRatio(norm, label, processor=None) for label in labels])
    return None if best is None else best + 1


# Words that only point at an option ("the one about the dentist", "זה של רופא השיניים", "the friday one"):
# what is left names it.
_POINTING = frozenset(re.findall(r"\S+", (
    "the one ones that this about with for on at from of named called says i mean meant its it's it is was"
    " please pls plz yes yeah ok okay "
    "זה זו זאת ההוא ההיא הזה הזאת האחד האחת אחד אחת של עם על את בקשר לגבי שקשור שנקרא שכתוב התכוונתי"
    " כן בבקשה")))
_NEGATION = frozenset({"not", "no", "don't", "dont", "never", "except", "לא", "אל", "חוץ", "בלי"})
_HE_PREFIXES = "הבלשוכמ"


def _described(norm: str, labels: list[str]) -> int | None:
    """The one option whose label holds every word of the reply that is not pointing ("the one about the
    dentist" -> "dentist"), Hebrew words also behind a prefix letter ("רופא השיניים" in "לרופא השיניים")."""
    words = [w for w in re.findall(r"[\w'\u0590-\u05FF]+", norm) if w not in _POINTING]
    if not words or len(words) > 6 or _NEGATION & set(words):  # "not the dentist one" names the others
        return None
    matches = [index for index, label in enumerate(labels) if all(_names(word, label) for word in words)]
    return matches[0] if len(matches) == 1 else None


def _names(word: str, label: str) -> bool:
    for token in re.findall(r"[\w'\u0590-\u05FF]+", label):
        if token == word or token.startswith(word) and len(word) >= 4:
            return True
        if word[0] in _HE_PREFIXES and token == word[1:] or token[0] in _HE_PREFIXES and token[1:] == word:
            return True
    return False


# ---------------------------------------------------------------------------
# parse_reply
# ---------------------------------------------------------------------------

_LEADING_CLAUSE = re.compile(r",| - |:")
_NOT_UNDERSTOOD = {"yes_no": "not_yes_no", "single_choice": "not_a_choice", "multi_choice": "not_a_choice"}


def _invalid(error: str, norm: str) -> ParsedReply:
    """An invalid reply carrying its machine error code."""
    return ParsedReply(valid=False, kind="invalid", text=norm, error=error)


def _yes_no_result(answer: bool, norm: str) -> ParsedReply:
    """A valid yes or no reply."""
    return ParsedReply(valid=True, kind="yes" if answer else "no", text=norm)


def _choice_result(positions: tuple[int, ...], options: Sequence[Option], norm: str) -> ParsedReply:
    """A valid choice reply, with the ids of the chosen options in the same order."""
    ids = tuple(options[position - 1].id for position in positions)
    return ParsedReply(valid=True, kind="choice", choices=positions, option_ids=ids, text=norm)


def _option_yes_no(option: Option) -> bool | None:
    """Whether an option stands for yes or no, judged by an id of "yes"/"no" or by its label."""
    key = option.id.strip().casefold()
    if key in ("yes", "no"):
        return key == "yes"
    label = normalise(option.label)
    answer = yes_no_from_norm(label)
    if answer is None:  # "Yes, send it" / "No - keep it": the leading clause decides
        answer = yes_no_from_norm(_LEADING_CLAUSE.split(label, maxsplit=1)[0])
    return answer


def _from_interactive(
    interactive_id: str, expected_input: str, options: Sequence[Option], norm: str
) -> ParsedReply | None:
    """Resolve a tapped button/list row by its id; None when the id is not one we offered."""
    if expected_input == "yes_no" and interactive_id.strip().casefold() in ("yes", "no"):
        return _yes_no_result(interactive_id.strip().casefold() == "yes", norm)
    for position, option in enumerate(options, start=1):
        if option.id != interactive_id:
            continue
        answer = _option_yes_no(option) if expected_input == "yes_no" else None
        if answer is not None:
            return _yes_no_result(answer, norm)
        return _choice_result((position,), options, norm)
    return None


def _single_in_range(norm: str, options: Sequence[Option]) -> Option | None:
    """The one option a typed number or label names, used to read "1"/"Yes" on yes/no buttons."""
    positions = parse_choices(norm, len(options))
    if positions is not None:
        valid = len(positions) == 1 and 1 <= positions[0] <= len(options)
        return options[positions[0] - 1] if valid else None
    position = _match_label(norm, options)
    return None if position is None else options[position - 1]


def _parse_yes_no_reply(norm: str, options: Sequence[Option]) -> ParsedReply:
    """Yes/no reply; when buttons were offered, typing their number or label counts too."""
    answer = yes_no_from_norm(norm)
    if answer is None and options:
        option = _single_in_range(norm, options)
        answer = None if option is None else _option_yes_no(option)
    return _invalid("not_yes_no", norm) if answer is None else _yes_no_result(answer, norm)


def _parse_choice_reply(norm: str, options: Sequence[Option], single: bool) -> ParsedReply:
    """Single- or multi-choice reply: numbers first, then the option labels, then "none of them"."""
    positions = parse_choices(norm, len(options))
    if positions is not None:
        if single and len(positions) > 1:
            return _invalid("one_only", norm)
        if any(not 1 <= position <= len(options) for position in positions):
            return _invalid("out_of_range", norm)
        return _choice_result(positions, options, norm)
    position = _match_label(norm, options)
    if position is None:
        return ParsedReply(valid=True, kind="no", text=norm) if says_none(norm) else _invalid("not_a_choice", norm)
    return _choice_result((position,), options, norm)


def parse_reply(
    text: str,
    expected_input: ExpectedInput,
    options: Sequence[Option] = (),
    interactive_id: str | None = None,
) -> ParsedReply:
    """Decide what a reply to a pending question means, or why it cannot be accepted.

    A tapped button (``interactive_id``) wins over the text because it is unambiguous. Otherwise the
    text is read according to what the question expected. ``text`` in the result is always the
    normalised reply; callers that need the user's original casing should keep the raw message.
    Raises ValueError for an unknown ``expected_input``, which is a programming error.
    """
    if expected_input not in ("yes_no", "single_choice", "multi_choice", "free_text"):
        raise ValueError(f"unknown expected_input: {expected_input!r}")
    norm = normalise(text)
    options = tuple(options)
    if interactive_id:
        tapped = _from_interactive(interactive_id, expected_input, options, norm)
        if tapped is not None:
            return tapped
    if not norm:
        # A stale button with no text is "not understood", not "you sent nothing".
        return _invalid(_NOT_UNDERSTOOD.get(expected_input, "empty") if interactive_id else "empty", norm)
    if expected_input == "yes_no":
        return _parse_yes_no_reply(norm, options)
    if expected_input == "free_text":
        return ParsedReply(valid=True, kind="text", text=norm)
    return _parse_choice_reply(norm, options, single=expected_input == "single_choice")
