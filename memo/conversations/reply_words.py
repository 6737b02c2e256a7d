"""The words of a reply: normalisation, yes/no in Hebrew and English, and replies that call a question off.

Part of reading an answer to one of Memo's questions (memo/conversations/hitl_replies.py). Only the
standard library is used, so it is fast to test and the same rules apply wherever a reply is read.
"""

import re
import unicodedata

__all__ = ["MAX_ANSWER_CHARS", "calls_off", "normalise", "parse_yes_no", "says_none", "yes_no_from_norm",
           "yes_no_tokens"]

# Replies longer than this are messages, not answers; the limit also keeps huge inputs cheap.
MAX_ANSWER_CHARS = 120

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


def yes_no_tokens(norm: str) -> list[str]:
    """Split a normalised reply into words, treating each reaction emoji as a word of its own."""
    spaced = _YES_NO_EMOJI_RE.sub(r" \1 ", _YES_NO_SPLIT.sub(" ", norm))
    return spaced.split()


def _build_phrase_table() -> dict[tuple[str, ...], str]:
    """Index every yes/no/courtesy phrase by its word tuple, so replies can be matched word by word."""
    table: dict[tuple[str, ...], str] = {}
    for kind, phrases in (("courtesy", _COURTESY_PHRASES), ("yes", _YES_PHRASES), ("no", _NO_PHRASES)):
        for phrase in phrases:
            table[tuple(yes_no_tokens(normalise(phrase)))] = kind
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


# "yeah right" says no while sounding like yes: never taken as an answer either way (the question is
# asked again).
_SARCASTIC_LEADS = frozenset({"yeah", "ya", "yea", "yah", "yeh", "ye"})


def _sarcastic(tokens: list[str]) -> bool:
    words = [_destretch(w) for w in tokens]
    return any(a in _SARCASTIC_LEADS and b == "right" for a, b in zip(words, words[1:], strict=False))


def yes_no_from_norm(norm: str) -> bool | None:
    """Yes/no for an already-normalised reply, requiring the whole reply to say one thing only."""
    if not norm or len(norm) > MAX_ANSWER_CHARS:
        return None
    tokens = yes_no_tokens(norm)
    if _sarcastic(tokens):
        return None
    kinds = _phrase_kinds(tokens)
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
    return yes_no_from_norm(normalise(text))


# "Which one?" answered with "none of them": nothing is chosen and nothing is done (like a "no").
_NONE_PHRASES = frozenset({
    "none", "none of them", "none of those", "none of these", "neither", "neither of them", "neither one",
    "not these", "not those", "not any of them", "no one", "nothing", "none of the above",
    "אף אחד", "אף אחת", "אף אחד מהם", "אף אחת מהן", "אף אחד מהן", "אף לא אחד", "אף לא אחת", "לא אלה",
    "לא אלו", "אף אחד מאלה", "שום דבר", "אף אחד מהשניים", "אף אחת מהשתיים",
})


def says_none(norm: str) -> bool:
    bare = " ".join(yes_no_tokens(norm))
    return bare in _NONE_PHRASES or yes_no_from_norm(norm) is False


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
    return " ".join(yes_no_tokens(normalise(text))) in _CANCEL_PHRASES
