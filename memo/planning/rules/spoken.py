"""A message as it was said, put the way it was meant, before any grammar reads it.

Voice notes reach Memo as text from speech recognition, and people type the way they talk. Three things of speech
never carry meaning of their own, and left in they end up in a slot or hide a time:

- hesitations ("um", "uh", "אממ") and, in hesitant speech, a word said twice in a row ("about the the leak",
  "רביעי רביעי"); an "and" cut off before a pause ("ו... שמן זית");
- a phrase said again at the end to confirm it ("remind me every morning at quarter to eight to take my vitamins
  every morning quarter to eight", "…מלפפונים שמן זית כן שמן זית");
- a self-correction: a value, a word that takes it back ("no wait", "I mean", "actually", "לא רגע", "בעצם"),
  and the value meant ("at five no wait six" -> "at six", "ביום שלישי לא רגע רביעי" -> "ביום רביעי",
  "לאשתי בעצם ל noa@example.com" -> "ל noa@example.com").

A correction is put right only when the words on both sides of the marker are of one kind (days, numbers and
clock words, or a recipient and an address), so "no" or "actually" in any other place is left as it was: the
grammars and the whole-message check (coverage.py) then see it. Hebrew "לא" alone is never a marker: "בשלוש
לא בארבע" says "at three, not four".
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from memo.planning.rules import fillers

_HE = r"\u05D0-\u05EA"
# A hesitation, and a "you know" said with it ("remind me to um you know call mom").
_HESITATION = re.compile(rf"(?<![\w{_HE}'])(?:u+m+|u+h+m*|e+r+m*|e+h+m*|h+m+|אמ{{2,}}|אממ+|אהמ+|אההה*)"
                         rf"(?![\w{_HE}'])[,.]*(?:\s*you\s+know\b,?)?", re.IGNORECASE)
# "כאילו" as a filler: first in the message, or before a command or an infinitive ("כאילו להתקשר לרופא"); before
# a clause it is "as if" ("מתנהג כאילו הוא הבוס").
_KEDAI = re.compile(rf"^כאילו,?\s+|(?<=\s)כאילו,?\s+(?=[תל][{_HE}]{{3,}})")
# "and" cut off before a pause ("מלפפונים ו... שמן זית", "eggs and... milk"): the pause says nothing. Another word
# cut off is kept: "מחר ב... לשלם" still says an hour was begun and not said.
_CUT_OFF = re.compile(rf"(?<![\w{_HE}])(?:(?P<he>ו)|(?P<en>and))\s*(?:\.{{2,}}|…)\s*", re.IGNORECASE)

def _words(text: str) -> list[str]:
    return text.split()


# "at like four thirty", "around like 5": a hedge between the word that asks for a time and the time.
_LIKE_BEFORE_TIME = re.compile(
    r"(?P<prep>\b(?:at|around|about|by|for|in|until|till|from|to))\s+like,?\s+(?=\d|(?:one|two|three|four|five|six|seven"
    r"|eight|nine|ten|eleven|twelve|half|quarter|noon|midnight)\b)", re.IGNORECASE)
_EN_NUMBERS = frozenset(_words("""one two three four five six seven eight nine ten eleven twelve thirteen fourteen
fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty oh half quarter past o'clock am pm a.m. p.m. first
second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth fifteenth
sixteenth seventeenth eighteenth nineteenth twentieth thirtieth noon midnight"""))
_HE_NUMBERS = frozenset(_words("""אחת שתיים שתים שלוש ארבע חמש שש שבע שמונה תשע עשר עשרה אחד שניים שלושה ארבעה חמישה
שישה שבעה שמונה תשעה עשרים שלושים וחצי ורבע רבע חצי חצות"""))
_EN_DAYS = frozenset(_words("""sunday monday tuesday wednesday thursday friday saturday sun mon tue tues wed thu thur
thurs fri sat today tomorrow tonight tmrw"""))
_HE_DAYS = frozenset(_words("ראשון שני שלישי רביעי חמישי שישי שבת מחר היום הערב מחרתיים"))
_HE_PREFIX = "בלמו"  # letters Hebrew glues before a day or an hour ("בשלוש", "לרביעי", "ומחר")
_EN_PREPS = frozenset({"at", "on", "to", "by", "from", "until", "till", "around"})
_EMAIL = re.compile(r"^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$")

# Words that take back what was just said, longest first; several in a row are one ("no wait actually").
_MARKERS = (("no", "wait"), ("wait", "no"), ("no", "sorry"), ("no", "no"), ("i", "mean"), ("or", "rather"),
            ("scratch", "that"), ("make", "that"), ("make", "it"), ("sorry",), ("actually",), ("wait",), ("no",),
            ("correction",), ("לא", "רגע"), ("רגע", "לא"), ("אה", "לא"), ("לא", "סליחה"), ("סליחה",), ("כלומר",),
            ("בעצם",), ("רגע",), ("אופס",), ("טעות",))
# "it's", "זה": said between the marker and the value meant.
_IT_IS = frozenset(_words("it's its it is that's זה זאת"))
# Confirmation words that may sit inside a phrase said again ("שמן זית כן שמן זית", "monday and wednesday yeah").
_CONFIRM = frozenset({"yeah", "yes", "yep", "right", "כן", "נכון", "at", "ב"})
_TIME_WORDS = frozenset(_words("""every each morning mornings evening evenings night nights afternoon afternoons and
to at on in the week weekday weekdays day days כל בבוקר בערב בלילה בצהריים אחרי הצהריים יום ימים ו"""))


@dataclass(frozen=True, slots=True)
class Said:
    text: str
    why: str


def as_meant(text: str) -> Said | None:
    """The message without the marks of speech and with its self-corrections put right; None when it has none."""
    changes: list[str] = []
    out = _HESITATION.sub(" ", text)
    if out != text:
        changes.append("without hesitations")
        # Said with hesitations, "like" is a hedge where fillers.py reads it as one ("and uh like the bread").
        out = fillers.drop_like(out)
    kedai = _KEDAI.sub("", out)
    if kedai != out:
        out = kedai
        changes.append("without 'כאילו'")
    hedged = _LIKE_BEFORE_TIME.sub(r"\g<prep> ", out)
    if hedged != out:
        out = hedged
        changes.append("without 'like' before a time")
    cut = _CUT_OFF.sub(lambda m: "ו" if m.group("he") else f" {m.group('en')} ", out)
    if cut != out:
        out = cut
        changes.append("without a pause after 'and'")
    tokens = out.split()
    # A word said twice is a stutter only in hesitant speech: typed, "סוף סוף" is "at last".
    tokens, twice = _said_twice(tokens) if out != text else (tokens, False)
    if twice:
        changes.append("a word said twice once")
    # A correction said as a clause after the request ("… thursday at 1. wait not thursday, wednesday") first: the
    # adjacent ones below would read its "not X, make it Y" as a value taken back where it was said.
    from memo.planning.rules import corrections_clause

    clause = corrections_clause.put_right(" ".join(tokens))
    if clause is not None:
        tokens, changes = clause.text.split(), [*changes, clause.why]
    tokens, corrected = _corrected(tokens)
    changes += [f"{was!r} taken back for {meant!r}" for was, meant in corrected]
    tokens, late = _taken_back_at_end(tokens)
    if late:
        changes.append(f"{late[0]!r} taken back at the end for {late[1]!r}")
    from memo.planning.rules import corrections_times  # a time phrase, lead or interval put right (not adjacent)

    said_right, righted = corrections_times.correct(" ".join(tokens))
    if righted:
        tokens, changes = said_right.split(), changes + righted
    tokens, again = _confirmed_again(tokens, text)
    if again:
        changes.append(f"{again!r} said again left out")
    if not changes:
        return None
    said = re.sub(r"\s+([,.!?])", r"\1", " ".join(tokens)).strip(" ,")
    return Said(said, ", ".join(changes)) if said and said != text.strip() else None


def _bare(token: str) -> str:
    return token.strip(",.;:!?\"'()").casefold()


_SAID_TWICE_ON_PURPOSE = frozenset(_words("""no ha bye very so again more really לא כן חה סוף לאט קצת טיפה אט יחד
רגע עוד מהר ממש"""))


def _said_twice(tokens: list[str]) -> tuple[list[str], bool]:
    """ "the the leak" -> "the leak"; digits and numbers are kept ("four four one nine" is a code)."""
    out: list[str] = []
    for token in tokens:
        word = _bare(token)
        if (out and word and word == _bare(out[-1]) and _kind(word) != "number" and not word.isdigit()
                and word not in _SAID_TWICE_ON_PURPOSE):
            out[-1] = token  # keep the later one's punctuation
            continue
        out.append(token)
    return out, len(out) < len(tokens)


def _kind(word: str) -> str | None:
    """What a word is, for matching a correction to what it corrects: a day, a number/clock word, an address."""
    if _EMAIL.match(word):
        return "address"
    stem = re.sub(r"^-", "", word[1:]) if word[:1] in _HE_PREFIX and len(word) > 2 else word  # "ב-8" as "בשמונה"
    if word in _EN_DAYS or word in _HE_DAYS or stem in _HE_DAYS:
        return "day"
    if (word in _EN_NUMBERS or word in _HE_NUMBERS or stem in _HE_NUMBERS
            or re.fullmatch(r"\d{1,2}(?:[:.]\d{2})?(?:am|pm|st|nd|rd|th)?", word)
            or re.fullmatch(r"\d{1,2}(?:[:.]\d{2})?", stem)
            or re.fullmatch(r"(?:twenty|thirty)-\w+", word)):
        return "number"
    return None


def _run(tokens: list[str], start: int, step: int, kind: str) -> int:
    """How many tokens from `start` (forwards or backwards by `step`) are of `kind`."""
    n = 0
    i = start
    while 0 <= i < len(tokens) and _kind(_bare(tokens[i])) == kind:
        n += 1
        i += step
    return n


_MARKER_STARTS = frozenset(marker[0] for marker in _MARKERS)


def _marker_at(tokens: list[str], i: int) -> int:
    """How many tokens from `i` take back what was said (0 when none)."""
    n = 0
    while i + n < len(tokens) and _bare(tokens[i + n]) in _MARKER_STARTS:
        for marker in _MARKERS:
            if tuple(_bare(t) for t in tokens[i + n:i + n + len(marker)]) == marker:
                n += len(marker)
                break
        else:
            return n
    return n


def _corrected(tokens: list[str]) -> tuple[list[str], list[tuple[str, str]]]:
    done: list[tuple[str, str]] = []
    i = 1
    while i < len(tokens):
        n = _marker_at(tokens, i)
        if not n:
            i += 1
            continue
        fixed = _correct(tokens, i, n)
        if fixed is None:
            i += n
            continue
        tokens, was, meant = fixed
        done.append((was, meant))
    return tokens, done


def _correct(tokens: list[str], i: int, n: int) -> tuple[list[str], str, str] | None:
    """The tokens with the value before the marker at `i` replaced by the one after it, when they are alike."""
    after = i + n
    while after < len(tokens) - 1 and _bare(tokens[after]) in _IT_IS:
        after += 1  # "at 8, wait, it's at 8:30", "ב-8, רגע, זה ב-8:30": the words before the value meant say nothing
    prep = after < len(tokens) and _bare(tokens[after]) in _EN_PREPS | {"ל", "ב"}
    first = after + 1 if prep else after
    if first >= len(tokens):
        return None
    kind = _kind(_bare(tokens[first]))
    if kind is None:
        return _person_taken_back(tokens, i, n)
    meant_len = _run(tokens, first, 1, kind)
    if kind == "address":
        # "לאשתי בעצם ל noa@…", "to dana i mean to dan@…": the recipient named before, by a word after "to"/"ל".
        was_len = 2 if i >= 2 and _bare(tokens[i - 2]) in ("to", "ל") else 1
        if not (was_len == 2 or re.match(rf"^ל[{_HE}]{{2,}}", tokens[i - 1]) or _EMAIL.match(_bare(tokens[i - 1]))):
            return None
        start = i - was_len
        meant = tokens[after:first + meant_len]
    else:
        was_len = _run(tokens, i - 1, -1, kind)
        if not was_len or (i - was_len > 0 and _bare(tokens[i - was_len - 1]) in ("not", "לא")):
            return None  # "not tuesday, make it mon": the clause names what it takes back (corrections_clause.py)
        start = i - was_len
        meant = tokens[first:first + meant_len]
        if prep and not (start and _bare(tokens[start - 1]) == _bare(tokens[after])):
            meant = [tokens[after], *meant]  # "at five no wait at six" keeps one "at"
        was_word, meant_word = tokens[start], meant[0]
        if (was_word[:1] in _HE_PREFIX and re.match(rf"[{_HE}]", meant_word) and meant_word[:1] not in _HE_PREFIX
                and _kind(_bare(was_word[1:])) == kind):
            meant[0] = was_word[0] + meant_word  # "בשלישי לא רגע רביעי" -> "ברביעי"
    was = " ".join(tokens[start:i])
    return [*tokens[:start], *meant, *tokens[first + meant_len:]], was, " ".join(meant)


# Markers that can only take back what was said (not "no", "actually" or "sorry", which also start a remark).
_PLAIN_MARKERS = frozenset({("i", "mean"), ("no", "wait"), ("wait", "no"), ("or", "rather"), ("לא", "רגע"),
                            ("רגע", "לא"), ("בעצם",), ("כלומר",)})
_NOT_A_NAME = frozenset(_words("""it them him her that this the a an my your his our their me you us everyone all
זה זאת אותו אותה אותם כולם"""))


def _person_taken_back(tokens: list[str], i: int, n: int) -> tuple[list[str], str, str] | None:
    """ "email to dan i mean dana", "תשלחי לדני בעצם לדנה": the one named after "to"/"ל", taken back for another."""
    if n > 2 or tuple(_bare(t) for t in tokens[i:i + n]) not in _PLAIN_MARKERS or i + n >= len(tokens):
        return None
    meant = tokens[i + n:i + n + 2] if _bare(tokens[i + n]) == "to" else tokens[i + n:i + n + 1]
    was_en = i >= 2 and _bare(tokens[i - 2]) == "to"
    was_he = re.fullmatch(rf"ל[{_HE}]{{2,}}", _bare(tokens[i - 1])) and re.fullmatch(rf"ל[{_HE}]{{2,}}",
                                                                                        _bare(meant[0]))
    name = _bare(meant[-1]).removeprefix("ל") if was_he else _bare(meant[-1])
    if not (was_en or was_he) or not name or name in _NOT_A_NAME or _kind(name) is not None:
        return None
    if was_en and (_bare(tokens[i - 1]) in _NOT_A_NAME or not re.fullmatch(r"[a-z][a-z'-]*", name)):
        return None
    rest = tokens[i + n + len(meant):]
    meant_words = meant[-1:] if _bare(meant[0]) == "to" else meant  # the name only: the first "to" stays
    return [*tokens[:i - 1], *meant_words, *rest], tokens[i - 1], " ".join(meant_words)


def _confirmed_again(tokens: list[str], said: str) -> tuple[list[str], str]:
    """A tail of two words or more that only says again what the message said before, left out. Only a tail
    that is plainly said again: after a hesitation, with a "yeah"/"כן" in it, or made of time words alone
    ("every morning quarter to eight"); "at 5 call dana and at 6 call dana" asks twice."""
    # "ושמן זית כן שמן זית": the "and" glued to the first saying is not part of what is said again.
    words = [w[1:] if w[:1] == "ו" and len(w) > 3 else w for w in map(_bare, tokens)]
    for size in range(len(tokens) // 2, 1, -1):
        tail = [w for w in words[-size:] if w not in _CONFIRM]
        if len(tail) < 2 or not all(tail):
            continue
        head = [w for w in words[:-size] if w not in _CONFIRM]
        if not any(head[k:k + len(tail)] == tail for k in range(len(head) - len(tail) + 1)):
            continue
        confirmed = len(tail) < size and any(w in _CONFIRM - {"at", "ב"} for w in words[-size:])
        hesitated = re.search(_HESITATION.pattern + r"\s*" + re.escape(tokens[-size]), said, re.IGNORECASE)
        timed = all(_kind(w) in ("day", "number") or w in _TIME_WORDS for w in tail)
        if confirmed or hesitated or timed:
            return tokens[:-size], " ".join(tokens[-size:])
    return tokens, ""


# -- a day taken back at the end -----------------------------------------------------------------------------------
# "on the 5th to renew the insurance.. wait no the 6th", "ביום שלישי להתקשר לרופא, לא רגע רביעי": the day meant said
# last, after the rest of the request. It replaces the one day of its kind said before (a day of the month for a day
# of the month, a weekday for a weekday); with none, or two of that kind, which one it corrects is not plain and the
# message is left. An hour or a relative day said last is left too: "tmrw at 9 …, actually make it 10" may take back
# more than the hour, and is asked.
_ORDINAL = re.compile(r"\d{1,2}(?:st|nd|rd|th)")
_EN_WEEKDAYS = frozenset(_EN_DAYS - {"today", "tomorrow", "tonight", "tmrw"})
_HE_WEEKDAYS = frozenset(_HE_DAYS - {"מחר", "היום", "הערב", "מחרתיים"})
# Words between the marker and the day meant ("wait no the 6th", "sorry on friday", "לא רגע ביום רביעי").
_LEAD_INS = frozenset({"the", "on", "ה", "ב", "ביום", "יום"})
# Markers that take back what was said even with no pause before them ("... on friday i mean saturday").
_STRONG_MARKERS = frozenset({"wait", "sorry", "actually", "i", "scratch", "correction", "בעצם", "כלומר", "סליחה",
                             "רגע", "אופס", "טעות"})


def _late_kind(word: str) -> str | None:
    """A day of the month or a weekday: the kinds of value a correction said last may name."""
    if _ORDINAL.fullmatch(word):
        return "dom"
    stem = re.sub(r"^-", "", word[1:]) if word[:1] in _HE_PREFIX and len(word) > 2 else word  # "ב-8" as "בשמונה"
    if word in _EN_WEEKDAYS or word in _HE_WEEKDAYS or stem in _HE_WEEKDAYS:
        return "weekday"
    return None


def _taken_back_at_end(tokens: list[str]) -> tuple[list[str], tuple[str, str] | None]:
    """ "X .. wait no Y" at the end of the message, Y a day: the one earlier day of Y's kind replaced by Y."""
    for i in range(max(1, len(tokens) - 6), len(tokens) - 1):
        n = _marker_at(tokens, i)
        if not n:
            continue
        paused = tokens[i - 1].endswith((".", ",", "…", "-", ";")) or tokens[i - 1] in ("-", "—")
        # Without a pause only a word that can do nothing but take back: "he can't make it wednesday" is no marker.
        if not (paused or _bare(tokens[i]) in _STRONG_MARKERS):
            continue
        first = i + n
        while first < len(tokens) and _bare(tokens[first]) in _LEAD_INS:
            first += 1
        if first != len(tokens) - 1:
            return tokens, None  # no day, or more words after it: not a correction said last
        kind = _late_kind(_bare(tokens[first]))
        found = [k for k, token in enumerate(tokens[:i]) if _late_kind(_bare(token)) == kind]
        if kind is None or len(found) != 1:
            return tokens, None
        k = found[0]
        was, meant = tokens[k], tokens[first].strip(",.;:!?…")
        if was[:1] in _HE_PREFIX and _late_kind(_bare(was[1:])) and re.match(rf"[{_HE}]", meant) \
                and meant[:1] not in _HE_PREFIX:
            meant = was[0] + meant  # "בשלישי … בעצם רביעי" -> "ברביעי"
        kept = tokens[:i]
        kept[-1] = kept[-1].rstrip(".,…;-") or kept[-1]
        return [*kept[:k], meant + was[len(was.rstrip(",.;:!?…")):], *kept[k + 1:]], (was, meant)
    return tokens, None
