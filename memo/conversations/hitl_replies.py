"""Work out what a WhatsApp reply means when Memo is waiting on an answer (human-in-the-loop).

Memo asks questions such as "Shall I email the landlord?" or "Which one? 1. ... 2. ...", and the
user answers however they like, in Hebrew or English, with typos, emoji, invisible direction marks
from their keyboard, or by tapping a button. Whatever reads the answer has to tell "yes" apart from a
new instruction ("yes but move it to 5pm"), and "2" apart from "remind me at 2". That reasoning is
kept here, free of Django and the rest of the project, so it is fast to test and the same rules apply
everywhere a question is answered.

Only the standard library and rapidfuzz are used.
"""

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from rapidfuzz import fuzz

__all__ = [
    "ExpectedInput",
    "Option",
    "ParsedReply",
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


# Replies longer than this are messages, not answers; the limit also keeps huge inputs cheap.
_MAX_ANSWER_CHARS = 120
_MAX_LABEL_REPLY_CHARS = 300
_MIN_FUZZY_CHARS = 4
_FUZZY_THRESHOLD = 90.0
_FUZZY_MARGIN = 10.0
# Numbers beyond this are clamped so a pasted phone number cannot blow up int() or a range.
_NUMBER_CAP = 1_000_000
# looks_like_answer only treats small numbers as answers: nobody picks option 2026.
_MAX_ANSWER_NUMBER = 99

# ---------------------------------------------------------------------------
# Normalisation
# ---------------------------------------------------------------------------


def _invisible_code_points() -> list[int]:
    """Code points that carry no meaning for us: bidi/format marks, zero-width chars, emoji modifiers."""
    points = [0x00AD, 0x061C, 0x180E, 0xFEFF, 0xFE0E, 0xFE0F, 0x20E3]
    points += list(range(0x200B, 0x2010))  # zero-width space/joiners, LRM, RLM
    points += list(range(0x202A, 0x202F))  # bidi embeddings and overrides
    points += list(range(0x2060, 0x2065))  # word joiner, invisible operators
    points += list(range(0x2066, 0x206A))  # bidi isolates
    points += list(range(0x1F3FB, 0x1F400))  # emoji skin-tone modifiers
    return points


def _build_translation() -> dict[int, str | None]:
    """Map invisible marks and niqqud to nothing, and typographic look-alikes to plain ASCII."""
    table: dict[int, str | None] = {cp: None for cp in _invisible_code_points()}
    table.update({cp: None for cp in range(0x0591, 0x05C8)})  # niqqud and cantillation
    table[0x05BE] = "-"  # maqaf (Hebrew hyphen), as in "ו־3"
    for cp in (0x2010, 0x2011, 0x2012, 0x2013, 0x2014, 0x2015, 0x2212):
        table[cp] = "-"
    for cp in (0x2018, 0x2019, 0x201A, 0x201B, 0x2032):
        table[cp] = "'"
    for cp in (0x201C, 0x201D, 0x201E, 0x2033):
        table[cp] = '"'
    return table


_TRANSLATION = _build_translation()
# Quotes, Hebrew geresh/gershayim and WhatsApp formatting markers (*bold* _italic_ ~strike~) at either end.
_EDGE_NOISE = "\"'`\u05f3\u05f4*_~"
_TRAILING_NOISE = ".!?,;:\u2026\u061f" + _EDGE_NOISE


def _strip_edge_noise(text: str) -> str:
    """Drop trailing punctuation and wrapping quotes/formatting until nothing more comes off."""
    previous = None
    while previous != text:
        previous = text
        text = text.rstrip(_TRAILING_NOISE).lstrip(_EDGE_NOISE).strip()
    return text


def normalise(text: str) -> str:
    """Reduce a reply to a canonical form so that matching ignores case, invisible marks and niqqud.

    Phones insert direction marks around Hebrew, people add "!" or "." and niqqud, and iOS turns
    apostrophes curly; none of that changes what the user meant. Punctuation is only stripped from
    the end, and never when that would leave nothing (a lone "?" stays "?").
    """
    text = unicodedata.normalize("NFKC", text or "").translate(_TRANSLATION).casefold()
    collapsed = " ".join(text.split())
    return _strip_edge_noise(collapsed) or collapsed


# ---------------------------------------------------------------------------
# Yes / no
# ---------------------------------------------------------------------------

_YES_PHRASES = (
    "yes", "y", "ya", "yah", "yea", "yeah", "yep", "yup", "sure", "sure thing", "ok", "okay", "okey",
    "k", "kk", "alright", "all right", "of course", "ofc", "go ahead", "go for it", "do it", "confirm",
    "confirmed", "correct", "that's correct", "right", "that's right", "absolutely", "definitely",
    "please do", "sounds good", "perfect", "why not", "no problem", "👍", "✅", "👌", "✔", "☑",
    "כן", "בטח", "בטוח", "אוקיי", "אוקי", "סבבה", "יאללה", "יאלה", "נכון", "מאשר", "מאשרת",
    "אישור", "מאושר", "תמשיך", "תמשיכי", "קדימה", "בסדר", "בסדר גמור", "לגמרי", "ודאי", "בוודאי",
    "כמובן", "בהחלט", "תעשה", "תעשי", "תעשה את זה", "תעשי את זה", "סגור", "אחלה", "אין בעיה",
    "למה לא",
)
_NO_PHRASES = (
    "no", "n", "nope", "nah", "cancel", "cancel it", "cancel that", "stop", "stop it", "don't", "dont",
    "do not", "don't do it", "dont do it", "do not do it", "no thanks", "no thank you", "never mind",
    "nevermind", "nvm", "no way", "not now", "no need", "forget it", "abort", "❌", "👎", "✖", "🚫",
    "לא", "לא תודה", "בטל", "בטלי", "תבטל", "תבטלי", "ביטול", "עזוב", "עזבי", "עזוב את זה",
    "עזבי את זה", "אל תעשה", "אל תעשי", "אל תעשה את זה", "אל תעשי את זה", "אל", "לא צריך",
    "שכח מזה", "שכחי מזה", "תשכח מזה", "תשכחי מזה", "ממש לא", "בכלל לא", "לא רוצה", "עצור",
    "תעצור", "תעצרי",
)
# Short courtesies that may accompany a yes/no without changing it ("yes please", "כן תודה").
_COURTESY_PHRASES = (
    "please", "pls", "plz", "thanks", "thank you", "thanks a lot", "thx", "ty", "cheers", "🙏",
    "תודה", "תודה רבה", "בבקשה",
)
_YES_NO_EMOJI = "👍✅👌✔☑❌👎✖🚫🙏"
_YES_NO_SPLIT = re.compile(r"[,.!?;:\u2026()\[\]*_~\"]+")
_YES_NO_EMOJI_RE = re.compile(f"([{_YES_NO_EMOJI}])")
_REPEATED_CHAR = re.compile(r"(.)\1+")


def _yes_no_tokens(norm: str) -> list[str]:
    """Split a normalised reply into words, treating each reaction emoji as a word of its own."""
    spaced = _YES_NO_EMOJI_RE.sub(r" \1 ", _YES_NO_SPLIT.sub(" ", norm))
    return spaced.split()


def _build_phrase_table() -> dict[tuple[str, ...], str]:
    """Index every yes/no/courtesy phrase by its word tuple, so replies can be matched word by word."""
    table: dict[tuple[str, ...], str] = {}
    for kind, phrases in (("courtesy", _COURTESY_PHRASES), ("yes", _YES_PHRASES), ("no", _NO_PHRASES)):
        for phrase in phrases:
            table[tuple(_yes_no_tokens(normalise(phrase)))] = kind
    return table


_PHRASES = _build_phrase_table()
_LONGEST_PHRASE = max(len(words) for words in _PHRASES)


def _destretch(word: str) -> str:
    """Undo stretched typing ("yesss", "noooo", "כןןן") so it matches the plain word."""
    return _REPEATED_CHAR.sub(r"\1", word)


def _match_phrase_at(tokens: list[str], start: int) -> tuple[str, int] | None:
    """Longest known phrase starting at ``start``, as (kind, words used); None when the word is unknown."""
    for size in range(min(_LONGEST_PHRASE, len(tokens) - start), 0, -1):
        kind = _PHRASES.get(tuple(tokens[start:start + size]))
        if kind is not None:
            return kind, size
    kind = _PHRASES.get((_destretch(tokens[start]),))
    return (kind, 1) if kind is not None else None


def _phrase_kinds(tokens: list[str]) -> list[str] | None:
    """Cover the whole reply with known phrases; None as soon as any word is not part of one."""
    kinds: list[str] = []
    position = 0
    while position < len(tokens):
        match = _match_phrase_at(tokens, position)
        if match is None:
            return None
        kinds.append(match[0])
        position += match[1]
    return kinds


def _yes_no_from_norm(norm: str) -> bool | None:
    """Yes/no for an already-normalised reply, requiring the whole reply to say one thing only."""
    if not norm or len(norm) > _MAX_ANSWER_CHARS:
        return None
    kinds = _phrase_kinds(_yes_no_tokens(norm))
    if not kinds:
        return None
    said_yes, said_no = "yes" in kinds, "no" in kinds
    if said_yes == said_no:
        return None
    return said_yes


def parse_yes_no(text: str) -> bool | None:
    """True for a plain yes, False for a plain no, None for anything else.

    The whole reply must be yes/no words plus optional courtesies, so "yes please" is yes but
    "yes but move it to 5pm" is None: it carries a new instruction the caller must not swallow.
    """
    return _yes_no_from_norm(normalise(text))


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


def _choice_items(norm: str) -> list[_Item] | None:
    """Tokenise a normalised reply into choice items; None if anything in it is not choice vocabulary."""
    if not norm or len(norm) > _MAX_ANSWER_CHARS or _TIME_OR_DECIMAL.search(norm):
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
    if _yes_no_from_norm(norm) is not None:
        return True
    terms = _choice_terms(norm)
    if terms is None:
        return False
    return all(_small_number_term(term) for term in terms)


def _small_number_term(term: object) -> bool:
    """Whether a term could be an option number: plain numbers must be 1..99 (not years or phones)."""
    ends = term if isinstance(term, tuple) else (term,)
    return all(end.kind != _NUM or 1 <= end.value <= _MAX_ANSWER_NUMBER for end in ends)


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
    if len(norm) < _MIN_FUZZY_CHARS or _yes_no_from_norm(norm) is not None:
        return None
    prefixed = [index for index, label in enumerate(labels) if label.startswith(norm + " ")]
    if len(prefixed) == 1:  # "call mom" names "Call Mom — Friday 18:00" even when fuzzy scores are close
        return prefixed[0] + 1
    best = _unique_best([fuzz.WRatio(norm, label, processor=None) for label in labels])
    return None if best is None else best + 1


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
    answer = _yes_no_from_norm(label)
    if answer is None:  # "Yes, send it" / "No - keep it": the leading clause decides
        answer = _yes_no_from_norm(_LEADING_CLAUSE.split(label, maxsplit=1)[0])
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
    answer = _yes_no_from_norm(norm)
    if answer is None and options:
        option = _single_in_range(norm, options)
        answer = None if option is None else _option_yes_no(option)
    return _invalid("not_yes_no", norm) if answer is None else _yes_no_result(answer, norm)


# "Which one?" answered with "none of them": nothing is chosen and nothing is done (like a "no").
_NONE_PHRASES = frozenset({
    "none", "none of them", "none of those", "none of these", "neither", "neither of them", "neither one",
    "not these", "not those", "not any of them", "no one", "nothing", "none of the above",
    "אף אחד", "אף אחת", "אף אחד מהם", "אף אחת מהן", "אף אחד מהן", "אף לא אחד", "אף לא אחת", "לא אלה",
    "לא אלו", "אף אחד מאלה", "שום דבר", "אף אחד מהשניים", "אף אחת מהשתיים",
})


def _says_none(norm: str) -> bool:
    bare = " ".join(_yes_no_tokens(norm))
    return bare in _NONE_PHRASES or _yes_no_from_norm(norm) is False


# Replies that call the whole thing off, whatever was asked ("When should I remind you?" - "never mind").
# Bare "no" is not among them: to an open question it may be an answer of its own.
_CANCEL_PHRASES = frozenset({
    "cancel", "cancel it", "cancel that", "never mind", "nevermind", "nvm", "forget it", "forget about it",
    "abort", "stop", "not now", "leave it",
    "בטל", "בטלי", "תבטל", "תבטלי", "ביטול", "עזוב", "עזבי", "עזוב את זה", "עזבי את זה", "שכח מזה",
    "שכחי מזה", "תשכח מזה", "תשכחי מזה", "לא משנה", "לא חשוב", "עזוב זה", "תעזוב", "תעזבי",
})


def calls_off(text: str) -> bool:
    """Whether a reply cancels the question outright ("never mind", "עזוב")."""
    return " ".join(_yes_no_tokens(normalise(text))) in _CANCEL_PHRASES


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
        return ParsedReply(valid=True, kind="no", text=norm) if _says_none(norm) else _invalid("not_a_choice", norm)
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
