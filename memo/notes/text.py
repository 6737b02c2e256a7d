"""Words, fingerprints and chunks: how note text is prepared for search, in Hebrew and English.

Full-text search here is PostgreSQL's tsvector/tsquery with lexemes we compute ourselves (the same
thing the 'simple' configuration does — lower-casing, no stemmer — plus what 'simple' lacks for
Hebrew): Hebrew glues prefixes to words ("השער" = "the gate", "בחניון" = "in the parking lot"), so a
word is indexed with its prefix-stripped forms, and with light suffix stripping for plurals, final
letters and the past tense ("חניתי" -> "חני"); English gets a light stemmer ("parked" -> "park").
Both sides go through the same functions, so over-stemming is harmless: it only has to be consistent.

The question side also drops question words, and expands each remaining word with its translation
from `lexicon` (cross-lingual lexical matching). Words that say little on their own ("code",
"number", "מספר") weigh half in the relevance floor's coverage score.
"""

from __future__ import annotations

import hashlib
import re
import unicodedata
from dataclasses import dataclass
from functools import cache

from memo.notes import lexicon

# Bidi and zero-width marks WhatsApp users paste around Hebrew text.
_INVISIBLE = dict.fromkeys(map(ord, "\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
                                    "\ufeff\u200b\u200c\u200d"))
_NIQQUD = re.compile(r"[\u0591-\u05BD\u05BF-\u05C7]")
_GERSH = re.compile(r"(?<=[\u05d0-\u05ea])[\"'\u05f3\u05f4\u2019](?=[\u05d0-\u05ea])")  # ד"ר, ת"ז, ג'וני
_TOKEN = re.compile(r"[0-9a-z\u00df-\u024f\u05d0-\u05ea]+")
_FINALS = str.maketrans("ךםןףץ", "כמנפצ")
_HEBREW = re.compile(r"[\u05d0-\u05ea]")
_PREFIXES_2 = ("וה", "שה", "מה", "בה", "לה", "כש", "וב", "ול", "ומ", "וש", "שב", "של", "שמ", "כה", "מש")
_PREFIXES_1 = ("ה", "ו", "ב", "ל", "מ", "ש", "כ")
_SUFFIXES_HE = ("יים", "ים", "ות", "תי", "נו", "ה", "ת", "י")


def _wordset(words: str) -> frozenset[str]:
    """Whitespace-separated words, Hebrew final letters unified as `tokens` does."""
    return frozenset(w.translate(_FINALS) for w in words.split())


STOPWORDS = _wordset("""
a an the is are was were be been am do does did done have has had i we you he she they it me my our your his her
their its this that these those what whats which who whom whose where when why how about of to in on at for from by
with as and or but not no yes if so again please pls tell say said find show give get know remember remind save saved
keep kept note notes noted there here any some all can could would will should shall may might must us them s d ll
m re ve t just also still ok okay hey memo much many very more less already now ever away
מה מהו מהי מי איפה היכן מתי איך כמה למה מדוע האם של את עם על אל זה זו זאת הוא היא הם הן אני אנחנו אתה את אתם לי
לך לו לה לנו שלי שלך שלו שלה שלנו שלכם יש אין היה הייתה היתה היו כל גם רק עוד אז כי אם או אבל לא כן בבקשה תודה
אצל אצלי אצלנו פה כאן צריך צריכה אפשר תגיד תגידי תזכיר תזכירי זוכר זוכרת שמרתי רשמתי אמרתי ביקשתי
איזו איזה אילו אחרי לפני לפי כדי בגלל הזה הזאת הזו אותו אותה שוב עכשיו כבר מאוד יותר פחות
""")
# Words that narrow little on their own: half weight in the coverage score (see module docstring).
GENERIC = _wordset("""
code number password phone name address date time day idea thing place info information details
קוד מספר סיסמה טלפון שם כתובת תאריך שעה יום רעיון דבר מקום מידע פרטים
""")


def normalise(text: str) -> str:
    """NFC, no invisible marks or niqqud, unified quotes, collapsed whitespace (for display and hashing)."""
    text = unicodedata.normalize("NFC", text.translate(_INVISIBLE))
    text = _NIQQUD.sub("", text.replace("\u05be", "-"))
    text = text.replace("\u2019", "'").replace("\u05f3", "'").replace("\u05f4", '"').replace("\u201d", '"')
    return re.sub(r"\s+", " ", text).strip()


def tokens(text: str) -> list[str]:
    """Lower-cased words and numbers, Hebrew final letters unified, gershayim dropped (ד"ר -> דר)."""
    text = _GERSH.sub("", normalise(text).casefold())
    return [t.translate(_FINALS) for t in _TOKEN.findall(text)]


def fingerprint(text: str) -> str:
    """The same for texts that differ only in case, punctuation, niqqud or spacing: exact-duplicate key."""
    return hashlib.sha256(" ".join(tokens(text)).encode()).hexdigest()


@cache
def variants(token: str) -> frozenset[str]:
    """The token and its light stems (Hebrew prefixes and suffixes, English endings)."""
    if _HEBREW.match(token):
        return _hebrew_variants(token)
    return _english_variants(token)


def _hebrew_variants(token: str) -> frozenset[str]:
    bases = {token}
    for prefix in _PREFIXES_2:
        if token.startswith(prefix) and len(token) - 2 >= 2:
            bases.add(token[2:])
    for prefix in _PREFIXES_1:
        if token.startswith(prefix) and len(token) - 1 >= 2:
            bases.add(token[1:])
    return frozenset(v for base in bases for v in _suffix_variants(base))


def _suffix_variants(token: str) -> set[str]:
    out = {token}
    if not _HEBREW.match(token):
        return set(variants(token))
    for suffix in _SUFFIXES_HE:
        # One-letter endings only when three letters remain: "דם" must not become "ד".
        if token.endswith(suffix) and len(token) - len(suffix) >= (3 if len(suffix) == 1 else 2):
            out.add(token[: -len(suffix)])
    return out


def _english_variants(token: str) -> frozenset[str]:
    out = {token}
    if token.isdigit() or len(token) <= 3:
        return frozenset(out)
    stem = token
    if stem.endswith("ies") and len(stem) > 4:
        stem = stem[:-3] + "y"
    elif stem.endswith("es") and re.search(r"(?:s|x|z|ch|sh)es$", stem):
        stem = stem[:-2]
    elif stem.endswith("s") and not stem.endswith(("ss", "us", "is")):
        stem = stem[:-1]
    for ending in ("ing", "ed"):
        if stem.endswith(ending) and len(stem) - len(ending) >= 3:
            stem = stem[: -len(ending)]
            if len(stem) > 3 and stem[-1] == stem[-2] and stem[-1] not in "aeiouls":
                stem = stem[:-1]  # "stopped" -> "stop", but "called" -> "call"
            break
    out.add(stem)
    if stem.endswith("e") and len(stem) > 4:
        out.add(stem[:-1])  # "charge" and "charged" meet at "charg"
    return frozenset(out)


def index_terms(text: str) -> list[str]:
    """Every lexeme a note is found by: its words and their stems (sorted, unique)."""
    out: set[str] = set()
    for token in tokens(text):
        if len(token) >= 2 or token.isdigit():
            out |= variants(token)
    return sorted(out)


@dataclass(frozen=True)
class Concept:
    """One content word of a question, with every lexeme that counts as finding it."""

    word: str
    lexemes: frozenset[str]
    weight: float


@cache
def _glossary() -> dict[str, frozenset[str]]:
    """lexeme -> lexemes of its translations (both directions), from `lexicon`."""
    table: dict[str, set[str]] = {}
    for english, hebrew in lexicon.concepts():
        # Glossary words are written bare, so they get endings stripped but never "prefixes": "מידה"
        # must not also stand for "ידה".
        en = {v for w in english for t in tokens(w) for v in variants(t)}
        he = {v for w in hebrew for t in tokens(w) for v in _suffix_variants(t)}
        for word in english:
            for t in tokens(word):
                table.setdefault(t, set()).update(he)
        for word in hebrew:
            for t in tokens(word):
                table.setdefault(t, set()).update(en)
    return {k: frozenset(v) for k, v in table.items()}


def query_concepts(text: str) -> list[Concept]:
    """The question's content words, each with its stems and translations."""
    glossary = _glossary()
    seen: set[str] = set()
    out: list[Concept] = []
    for token in tokens(text):
        if token in seen or (len(token) < 2 and not token.isdigit()):
            continue
        seen.add(token)
        if _is_stopword(token):
            continue
        forms = variants(token)
        # Translate the word as written when the glossary knows it, else its prefix-stripped forms:
        # "מספר" is "number" (not "from a book"), while "המפתח" is found as "מפתח" (key).
        own = [f for f in _suffix_variants(token) if f in glossary] if _HEBREW.match(token) else []
        translated: set[str] = set()
        for form in own or forms:
            translated |= glossary.get(form, frozenset())
        generic = bool(forms & GENERIC)
        out.append(Concept(token, frozenset(forms | translated), 0.5 if generic else 1.0))
    return out


def _is_stopword(token: str) -> bool:
    """A question word, also with a Hebrew prefix glued on ("ומה", "כשאנחנו")."""
    if token in STOPWORDS:
        return True
    if _HEBREW.match(token) and len(token) <= 7:
        return any(token.startswith(p) and token[len(p):] in STOPWORDS for p in (*_PREFIXES_2, *_PREFIXES_1))
    return False


def coverage(concepts: list[Concept], terms: set[str] | frozenset[str]) -> float:
    """Weighted share of the question's content words found in a note (0..1): the lexical evidence."""
    total = sum(c.weight for c in concepts)
    if not total:
        return 0.0
    return sum(c.weight for c in concepts if c.lexemes & terms) / total


def tsquery(concepts: list[Concept]) -> str:
    """An OR tsquery over every lexeme of every concept ("" when the question has no content words)."""
    lexemes = sorted({lex for c in concepts for lex in c.lexemes})
    return " | ".join(f"'{lex}'" for lex in lexemes)


def tsquery_all(concepts: list[Concept]) -> str:
    """A tsquery matching notes that contain every concept (in any of its forms)."""
    return " & ".join("(" + " | ".join(f"'{lex}'" for lex in sorted(c.lexemes)) + ")" for c in concepts)


def focus(passage: str, concepts: list[Concept], limit: int = 300) -> str:
    """The sentences of `passage` that match the question best, about `limit` characters, with "…"
    where text was left out: a 700-character chunk is too long to quote, and its start may not be
    the part that answered."""
    flat = " ".join(passage.split())
    if len(flat) <= limit:
        return flat
    sentences = [s for s in _SENTENCE.split(flat) if s]
    scores = [coverage(concepts, frozenset(index_terms(s))) for s in sentences]
    best = max(range(len(sentences)), key=lambda i: (scores[i], -i))
    start = end = best
    size = len(sentences[best])
    while True:  # grow around the best sentence while it fits, preferring what follows
        if end + 1 < len(sentences) and size + 1 + len(sentences[end + 1]) <= limit:
            end += 1
            size += 1 + len(sentences[end])
        elif start > 0 and size + 1 + len(sentences[start - 1]) <= limit:
            start -= 1
            size += 1 + len(sentences[start])
        else:
            break
    body = " ".join(sentences[start:end + 1])
    if len(body) > limit:
        body = body[:limit].rsplit(" ", 1)[0]
    return ("…" if start > 0 else "") + body + ("…" if end < len(sentences) - 1 or len(body) < size else "")


# ---------------------------------------------------------------- chunks

CHUNK_CHARS = 700  # ~200-350 model tokens: well under e5's 512, small enough to point at the right passage
_SENTENCE = re.compile(r"(?<=[.!?;:\n])\s+")


def chunks(text: str, limit: int = CHUNK_CHARS) -> list[str]:
    """Split a long note at paragraph and sentence boundaries into pieces of at most `limit` characters.

    A short note is one chunk (itself). Sentences longer than the limit are cut between words, and a
    single "word" longer than the limit (a pasted blob) between characters.
    """
    text = text.strip()
    if len(text) <= limit:
        return [text] if text else []
    pieces: list[str] = []
    for paragraph in re.split(r"\n\s*\n", text):
        for sentence in _SENTENCE.split(paragraph.strip()):
            pieces.extend(_cut(sentence.strip(), limit))
    out: list[str] = []
    current = ""
    for piece in pieces:
        if not piece:
            continue
        if current and len(current) + 1 + len(piece) > limit:
            out.append(current)
            current = piece
        else:
            current = f"{current} {piece}" if current else piece
    if current:
        out.append(current)
    return out


def _cut(sentence: str, limit: int) -> list[str]:
    if len(sentence) <= limit:
        return [sentence]
    out, current = [], ""
    for word in sentence.split(" "):
        while len(word) > limit:
            if current:
                out.append(current)
                current = ""
            out.append(word[:limit])
            word = word[limit:]
        if current and len(current) + 1 + len(word) > limit:
            out.append(current)
            current = word
        else:
            current = f"{current} {word}" if current else word
    if current:
        out.append(current)
    return out
