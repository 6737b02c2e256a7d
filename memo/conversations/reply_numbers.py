"""Numbers in a reply: "2", "2 3", "1-3", "the second", "השני", "both", "כולם", and whether a message is only an answer.

Part of reading an answer to one of Memo's questions (memo/conversations/hitl_replies.py).
"""

import re
from dataclasses import dataclass

from memo.conversations.reply_words import MAX_ANSWER_CHARS, normalise, yes_no_from_norm

__all__ = ["looks_like_answer", "parse_choices"]

# Numbers beyond this are clamped so a pasted phone number cannot blow up int() or a range.
_NUMBER_CAP = 1_000_000
# looks_like_answer only treats small numbers as answers: nobody picks option 2026.
_MAX_ANSWER_NUMBER = 99

# ---------------------------------------------------------------------------
# Choices
# ---------------------------------------------------------------------------

_NUM, _ALL, _LAST, _SEP, _RANGE, _HYPHEN, _FILLER = "num", "all", "last", "sep", "range", "hyphen", "filler"


@dataclass(frozen=True)
class _Item:
    """One word of a choice expression: a number, "all", "last", or glue between them."""

    kind: str
    value: int = 0
    ordinal: bool = False


def _number_words() -> dict[str, _Item]:
    """Cardinal and ordinal number words up to ten, in English and Hebrew (without the ה prefix)."""
    cardinals = {
        1: ("one", "אחת", "אחד"), 2: ("two", "שתיים", "שתים", "שניים"), 3: ("three", "שלוש", "שלושה"),
        4: ("four", "ארבע", "ארבעה"), 5: ("five", "חמש", "חמישה"), 6: ("six", "שש", "שישה"),
        7: ("seven", "שבע", "שבעה"), 8: ("eight", "שמונה"), 9: ("nine", "תשע", "תשעה"),
        10: ("ten", "עשר", "עשרה"),
    }
    ordinals = {
        1: ("first", "ראשון", "ראשונה"), 2: ("second", "שני", "שנייה", "שניה"), 3: ("third", "שלישי", "שלישית"),
        4: ("fourth", "רביעי", "רביעית"), 5: ("fifth", "חמישי", "חמישית"), 6: ("sixth", "שישי", "שישית"),
        7: ("seventh", "שביעי", "שביעית"), 8: ("eighth", "שמיני", "שמינית"), 9: ("ninth", "תשיעי", "תשיעית"),
        10: ("tenth", "עשירי", "עשירית"),
    }
    words = {word: _Item(_NUM, number) for number, forms in cardinals.items() for word in forms}
    words.update({word: _Item(_NUM, number, True) for number, forms in ordinals.items() for word in forms})
    return words


def _glue_words() -> dict[str, _Item]:
    """Words meaning all/last, separators, range words and harmless fillers, in both languages."""
    groups = {
        _Item(_ALL): ("both", "all", "everything", "שניהם", "שניהן", "שתיהן", "שתיהם", "כולם", "כולן",
                      "הכל", "הכול", "השניים", "השתיים", "שלושתם", "שלושתן"),
        _Item(_LAST, ordinal=True): ("last", "אחרון", "אחרונה"),
        _Item(_SEP): ("and", "ו", ",", "&", "+", ";"),
        _Item(_RANGE): ("to", "through", "thru", "עד", "ל"),
        _Item(_HYPHEN): ("-",),
        _Item(_FILLER): ("the", "option", "options", "number", "numbers", "num", "choice", "item", "just",
                         "only", "from", "please", "pls", "plz", "thanks", "thx", "#", ".", ")", "(", "'",
                         "\"", "את", "מספר", "מס", "אפשרות", "אפשרויות", "אופציה", "אופציות", "ה", "מ",
                         "גם", "רק", "תודה", "בבקשה"),
    }
    return {word: item for item, words in groups.items() for word in words}


_CHOICE_WORDS = {**_number_words(), **_glue_words()}
_CHOICE_TOKEN = re.compile(r"[^\W_]+|\S")
_ORDINAL_DIGITS = re.compile(r"(\d+)(st|nd|rd|th)")
_PREFIXED_DIGITS = re.compile(r"(ו?)([המל]?)(\d+)")
_TIME_OR_DECIMAL = re.compile(r"\d[.:]\d")
_ALL_OF_THEM = re.compile(r"\b(?:all|both) of (?:them|those|these|the above)\b|גם וגם")
_THANK_YOU = re.compile(r"\bthank you\b")


def _number_item(digits: str, ordinal: bool = False) -> _Item:
    """A number item, clamped so that absurdly long digit strings stay cheap and out of range."""
    value = int(digits) if len(digits) <= 6 else _NUMBER_CAP
    return _Item(_NUM, min(value, _NUMBER_CAP), ordinal)


def _lookup_hebrew(word: str) -> list[_Item] | None:
    """Look a word up, peeling the Hebrew prefixes ו ("and") and ה ("the") when the bare word is unknown."""
    prefix: list[_Item] = []
    if word not in _CHOICE_WORDS and len(word) > 1 and word.startswith("ו"):
        prefix, word = [_Item(_SEP)], word[1:]
    if word not in _CHOICE_WORDS and len(word) > 1 and word.startswith("ה"):
        word = word[1:]
    item = _CHOICE_WORDS.get(word)
    return prefix + [item] if item is not None else None


def _classify_token(token: str, previous: _Item | None) -> list[_Item] | None:
    """Turn one token into choice items; None when the token cannot be part of a choice."""
    if token.isdecimal():
        return [_number_item(token)]
    ordinal = _ORDINAL_DIGITS.fullmatch(token)
    if ordinal:
        return [_number_item(ordinal.group(1), ordinal=True)]
    prefixed = _PREFIXED_DIGITS.fullmatch(token)
    if prefixed:
        glue = [_Item(_SEP)] if prefixed.group(1) else []
        glue += [_Item(_RANGE)] if prefixed.group(2) == "ל" else []
        return glue + [_number_item(prefixed.group(3))]
    if token in ("one", "ones") and previous is not None and previous.ordinal:
        return [_Item(_FILLER)]  # "the second one", "the last one"
    return _lookup_hebrew(token)


# A minus sign glued to a number that follows no other number: "-1" is minus one, not option 1 (a range
# such as "1-3" has a number before the hyphen; "ו-3" / "ה-2" have a letter).
_NEGATIVE = re.compile(r"(?:^|[\s,;(])[-\u2212\u2013]\d")


def _choice_items(norm: str) -> list[_Item] | None:
    """Tokenise a normalised reply into choice items; None if anything in it is not choice vocabulary."""
    if not norm or len(norm) > MAX_ANSWER_CHARS or _TIME_OR_DECIMAL.search(norm) or _NEGATIVE.search(norm):
        return None
    norm = _THANK_YOU.sub("thanks", _ALL_OF_THEM.sub("all", norm))
    items: list[_Item] = []
    for token in _CHOICE_TOKEN.findall(norm):
        classified = _classify_token(token, items[-1] if items else None)
        if classified is None:
            return None
        items.extend(classified)
    return items


def _is_value(term: object) -> bool:
    """Whether a term is a single position (a number or "last") that can start or end a range."""
    return isinstance(term, _Item) and term.kind in (_NUM, _LAST)


def _apply_item(terms: list, item: _Item, state: dict) -> bool:
    """Fold one item into the term list; False when the grammar is broken (e.g. "to 3", "1 to all")."""
    if item.kind == _HYPHEN:  # a hyphen is a range only between values: "1-3", but "ו-3" / "ה-2" / "מ-1"
        if not (state["last"] == "value" and not state["range"]):
            return True
        item = _Item(_RANGE)
    if item.kind == _RANGE:
        if state["range"] or not terms or not _is_value(terms[-1]) or state["last"] != "value":
            return False
        state["range"] = True
    elif item.kind in (_NUM, _LAST):
        if state["range"]:
            terms[-1] = (terms[-1], item)
            state["range"] = False
        else:
            terms.append(item)
    elif item.kind in (_ALL, _SEP) and state["range"]:
        return False
    elif item.kind == _ALL:
        terms.append(item)
    state["last"] = "value" if item.kind in (_NUM, _LAST) else item.kind
    return True


def _choice_terms(norm: str) -> list | None:
    """Parse a normalised reply into terms (numbers, last, all, ranges); None if it is not a choice."""
    items = _choice_items(norm)
    if items is None:
        return None
    terms: list = []
    state = {"last": None, "range": False}
    for item in items:
        if item.kind == _FILLER:
            continue
        if not _apply_item(terms, item, state):
            return None
    if state["range"] or not terms:
        return None
    return terms


def _position(item: _Item, option_count: int) -> int:
    """The 1-based position a number or "last" refers to."""
    return option_count if item.kind == _LAST else item.value


def _expand(term: object, option_count: int) -> set[int]:
    """Positions a term selects; ranges keep their endpoints so out-of-range ends are still reported."""
    if isinstance(term, tuple):
        low, high = sorted(_position(end, option_count) for end in term)
        return {low, high} | set(range(max(low, 1), min(high, option_count) + 1))
    if term.kind == _ALL:
        return set(range(1, option_count + 1))
    return {_position(term, option_count)}


def parse_choices(text: str, option_count: int) -> tuple[int, ...] | None:
    """The 1-based positions a reply picks ("2", "2 and 3", "1-3", "the second", "השני", "both").

    Returns None when the reply holds anything other than a choice expression, so "2 tomorrow at 5"
    is not mistaken for option 2. Positions outside 1..option_count are returned as-is, letting the
    caller say "there is no option 7" rather than "I did not understand".
    """
    terms = _choice_terms(normalise(text))
    if terms is None:
        return None
    positions: set[int] = set()
    for term in terms:
        positions |= _expand(term, option_count)
    return tuple(sorted(positions)) or None


def looks_like_answer(text: str) -> bool:
    """Whether a message is only an answer (yes/no, a number, "the second", "both").

    Used when no question is pending: such a message is almost certainly a late answer to something,
    not a new request, so Memo should say it is not waiting on a question rather than guess.
    """
    norm = normalise(text)
    if yes_no_from_norm(norm) is not None:
        return True
    terms = _choice_terms(norm)
    if terms is None:
        return False
    return all(_small_number_term(term) for term in terms)


def _small_number_term(term: object) -> bool:
    """Whether a term could be an option number: plain numbers must be 1..99 (not years or phones)."""
    ends = term if isinstance(term, tuple) else (term,)
    return all(end.kind != _NUM or 1 <= end.value <= _MAX_ANSWER_NUMBER for end in ends)
