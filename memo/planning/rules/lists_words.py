"""List items as people write them: "milk, eggs and bread", "חלב ביצים ולחם", "wood glue sandpaper and screws".

Commas and "and" (Hebrew "ו" glued to the next word, also before a Latin word: "ו-tortillas") separate
items. Without commas, people still run items together with spaces; a chunk of several words is then read
word by word with the lexicon of `lists_lexicon.py`: two known things side by side are two items ("eggs
butter", "קוסקוס עדשים"), a modifier or a compound head keeps its word ("brown sugar", "שמן זית"), and a pair
of words the lexicon does not know stays whole ("sourdough bread", "קבלות מע"מ"), because splitting a
product's name in two is worse than leaving two items together. A chunk with a quantity or a function word
("2 liters of milk", "a loaf of bread") is a phrase, never split.
"""

from __future__ import annotations

import re

from memo.planning.rules.base import tidy
from memo.planning.rules.lists_lexicon import (
    EN_HEADS,
    EN_MODIFIERS,
    EN_PAIRS,
    HE_HEADS,
    HE_MODIFIERS,
    HE_PAIRS,
    en_function_word,
    en_plural,
    en_thing,
    he_bare,
    he_thing,
    is_packing,
    is_product,
)
from memo.planning.rules.lists_typos import baking_flour, respelled
from memo.planning.rules.task_words import HE

_E_HE = rf"(?![\w{HE}])"

# Hebrew "and" is a prefix: "ולחם", and before a Latin word or a quantity people write "ו-tortillas", "ו6 ביצים".
# "את הביצים ואת הלחם": "ואת" ("and" with the object marker) separates items too.
# "n", "'n'" and "&" stand for "and" too ("oat milk n batteries"); "&" between single letters is a name ("m&m's").
_SPLIT = re.compile(rf"\s*(?:[,;\n]|\band\b|\bplus\b|(?<!\b[A-Za-z])&(?![A-Za-z]\b)|\+|،|(?<=\s)(?:'n'|'n|n'|n)(?=\s)"
                    rf"|(?<![\w{HE}])ו-?\s*(?=[A-Za-z]|\d+\s+[{HE}])|(?<![\w{HE}])ואת(?=\s))\s*", re.IGNORECASE)
# Products whose name holds an "and" ("mac n cheese", "fish & chips"): their "and" is kept, not split on.
_AND_NAMES = re.compile(r"\b(?:mac(?:aroni)?\s+(?=\S+\s+cheese\b)|fish\s+(?=\S+\s+chips\b)|salt\s+(?=\S+\s+vinegar\b)"
                        r"|sweet\s+(?=\S+\s+sour\b)|half\s+(?=\S+\s+half\b))(?P<and>and|n|'n'|'n|n'|&)(?=\s)",
                        re.IGNORECASE)
_KEPT_AND = "\x02"
# On a list of titles, "and also", "as well as", "plus", a semicolon or a new line separate the titles; a plain
# "and" is then part of a title ("Thinking Fast and Slow and also Sapiens").
_STRONG_AND = re.compile(r"\band\s+also\b|\bas\s+well\s+as\b|\bplus\b|[;\n]", re.IGNORECASE)
_PLAIN_AND = re.compile(r"(?<=\s)(?P<and>and|&)(?=\s+(?!also\b))", re.IGNORECASE)
_AS_WELL_AS = re.compile(r"\s+as\s+well\s+as\s+", re.IGNORECASE)
# A plain "and" between capitalised words: one title ("Pride and Prejudice") or two ("Dune and Emma").
_CAPS_AND = re.compile(r"\b[A-Z0-9][\w'’:.-]*\s+(?:and|&)\s+[A-Z0-9]")


def title_and_unclear(raw: str) -> bool:
    """Whether the items of a titles list hold a plain "and" that only the user can say is part of a title."""
    return not _STRONG_AND.search(raw) and bool(_CAPS_AND.search(raw))

# The article on an adjective after a definite noun ("הטחינה הגולמית"), not on "הזה" or "האלה", which point.
# A word whose own "ה" begins it ("קרם הגנה": "הגנה" is protection) keeps it: "הקרם הגנה" -> "קרם הגנה".
_HE_DEFINITE_ADJ = re.compile(rf"(?<=\s)ה(?!(?:זה|זאת|זו|אלה|אלו|הוא|היא)(?![{HE}]))(?=[{HE}]{{3,}})")


def _without_adjective_article(item: str) -> str:
    return _HE_DEFINITE_ADJ.sub(lambda m: m.group() if _own_article(item, m.end()) else "", item)


def _own_article(item: str, at: int) -> bool:
    word = item[at - 1:].split()[0]
    return word in HE_MODIFIERS and word[1:] not in HE_MODIFIERS
# Not the "and a half" of a quantity ("קילו וחצי מלפפונים", "2 וחצי ליטר"), which is one amount.
_HE_AND = re.compile(rf"(?:(?<!קילו)(?<!ליטר)(?<!\d)|(?!\s+וחצי{_E_HE}))\s+ו-?(?=[{HE}]['\"]?[{HE}])")
# "a" before a measure or a container is part of the amount ("a dozen eggs", "a bag of rice"), never a filler.
_A_AMOUNT = (r"(?!\s+(?:dozen|half|pack|packet|six-pack|couple|bottle|box|kilo|kg|bag|loaf|can|jar|carton|bunch|pair"
             r"|liter|litre|gallon|pound|case|tub|crate|tray|sack)\b)")
_FILLER = re.compile(rf"^(?:some\s+more|some|a\s+few|a{_A_AMOUNT}|an|the|more|another|also|קצת|עוד|גם|את)\s+",
                     re.IGNORECASE)
# A word ending in a geresh or gershayim keeps it ("קוטג'", "מע\"מ"): tidy() would take it for a quote.
_HE_QUOTE_END = re.compile(rf"[{HE}]['\"]$")
# Longer runs of words with no separator are pasted text, not a list typed item by item: left as written.
MAX_RUN = 40
_EN_WORD = re.compile(r"^[A-Za-z][A-Za-z'-]*$")
_PERCENT = re.compile(r"\d{1,2}(?:\.\d)?%")
_COUNT = re.compile(r"\d{1,3}")
# Measures and containers counted before what they hold ("2 חבילות חלב", "3 שקיות במבה").
_HE_MEASURES = frozenset({"שקיות", "חבילות", "בקבוקים", "בקבוק", "קופסאות", "קופסות", "מארזים", "קרטונים", "קילו",
                          "ליטר", "ליטרים", "גרם", "יחידות", "צנצנות", "פחיות", "שישיות", "שישיית", "מגשים", "מגש",
                          "כיכרות"})
_QUANTITY = re.compile(r"^(?:dozen|pack|box|bag|bottle|can|jar|loaf|kg|kilo|liter|litre|gallon|pound|lb|lbs"
                       r"|tub|carton|bunch|couple|pair|few|several|קילו|ליטר|חבילה|חבילת|זוג|שקית|בקבוק|קופסה|קרטון"
                       r"|מארז|חצי)$", re.IGNORECASE)


# Emoji and pictographs ("dish soap ✔️", "milk 🥛"): a mark beside an item, never part of its name.
_EMOJI = re.compile("[\u2190-\u21ff\u2300-\u23ff\u2460-\u27bf\u2900-\u297f\u2b00-\u2bff\ufe0e\ufe0f\u200d"
                    "\U0001f000-\U0001faff]+")
# "the" before a thing one buys is no part of it ("the milk"); before a title or people it is ("the lion king",
# "the shapiros"), so lists of those keep it (see split_items).
_THE = re.compile(r"^the\s+", re.IGNORECASE)
# "the kids tablets", "the baby's bottles": whose things, not a kind of thing ("kids tablets"); "the" says whose.
_THEIRS = re.compile(r"^the\s+(?:kids|kids'|kid's|children's|childrens|baby's|babys|girls'?|boys'?|twins'?)\s+\S",
                     re.IGNORECASE)


def tidy_item(text: str) -> str:
    """tidy(), keeping a Hebrew geresh or gershayim that ends a word ("קוטג'", "צ'יפס" keeps its own)."""
    text = _EMOJI.sub(" ", text)
    item = tidy(text)
    end = text.strip().rstrip(" .!?,;:")
    if item and _HE_QUOTE_END.search(end) and not item.endswith(end[-1]) and end.endswith(item + end[-1]):
        item += end[-1]
    return item


# The shape a thing is sold in, after the thing in the singular: "challah rolls", "egg rolls", "granola bars",
# "fish sticks" are one item each, though both words are things ("eggs rolls" would be two).
_EN_FORMS = frozenset({"rolls", "buns", "bars", "sticks", "cubes", "flakes", "bites", "nuggets", "slices", "strips"})


def _en_attach(prev: list[str], word: str) -> bool:
    """Whether an English word belongs to the item before it (see the module's docstring)."""
    p, w = prev[-1].casefold(), word.casefold()
    if (p, w) in EN_PAIRS or p in EN_MODIFIERS or _QUANTITY.match(p):
        return True
    if w in _EN_FORMS and len(prev) == 1 and not en_plural(p):
        return True
    p_thing, w_thing = en_thing(p), en_thing(w)
    if w in EN_HEADS and not p_thing and not en_plural(p) and len(prev) == 1:
        return True  # "drywall screws", "phone charger": an unknown word and the head it describes
    if not p_thing and not w_thing:
        return not en_plural(p)  # neither known: keep the pair whole, unless the first is a plural
    if not p_thing:
        return not en_plural(p) and len(prev) == 1  # "sourdough bread": an unknown word before its noun
    if not w_thing:
        return not en_plural(p) and w not in EN_MODIFIERS  # "cheese sticks" stays whole; "eggs chorizo" does not
    return False  # two known things: two items


def _he_attach(prev: list[str], word: str) -> bool:
    """Whether a Hebrew word belongs to the item before it: heads take the next word, adjectives follow."""
    p, w = he_bare(prev[-1]), he_bare(word)
    if (p, w) in HE_PAIRS:
        return True  # "עוגיות שוקולד צ'יפס": a known compound of two things
    if w == "וחצי" and (_QUANTITY.match(p) or p.isdigit()):
        return True  # "קילו וחצי": one amount
    if len(prev) == 1 and (p in HE_HEADS or _QUANTITY.match(p) or re.fullmatch(r"\d+%?", p)):
        return True
    if all(_an_amount(x) for x in prev):
        return True  # "חצי קילו עגבניות", "2 קילו וחצי תפוחים": an amount of several words takes what it measures
    if w in HE_MODIFIERS or re.fullmatch(r"\d+%?|[A-Za-z]+", word):
        return True
    # A known thing, or a head that takes its own word, starts an item ("קוסקוס עדשים"); an unknown word after
    # a noun is its modifier or name ("קפה טורקי", "קבלות מע\"מ").
    return not (he_thing(w) or w in HE_HEADS)


def _an_amount(word: str) -> bool:
    """A word of an amount: a count, a measure, or the "and a half" of one."""
    bare = he_bare(word)
    return bool(word.isdigit() or _QUANTITY.match(bare) or bare in _HE_MEASURES or word == "וחצי")


def _counted(words: list[str]) -> bool:
    """Whether Hebrew words run as counts each before a thing the lexicon knows ("2 חלב 12 ביצים ולחם")."""
    if not _COUNT.fullmatch(words[0]):
        return False
    for number, word in enumerate(words):
        if _COUNT.fullmatch(word):
            after = he_bare(words[number + 1]) if number + 1 < len(words) else ""
            if not he_thing(after) or _QUANTITY.match(after) or after in _HE_MEASURES:
                return False  # "3 שקיות במבה": the count is of a measure, which takes the word after it
        elif not re.search(rf"[{HE}]", word):
            return False
    return True


def _mid_counts(words: list[str]) -> list[str] | None:
    """ "מנעול חדש 2 מטפים": Hebrew words with a count in their midst before a plural noun. The count starts an
    item of its own, as it does first in line ("2 חלב 12 ביצים"). None where a count may be a size or a
    trailing amount ("סוללות 9 וולט", "ביצים 12 יחידות", "חלב 2 ביצים 12"): left as written."""
    starts = []
    for number, word in enumerate(words):
        if _COUNT.fullmatch(word):
            after = he_bare(words[number + 1]) if number + 1 < len(words) else ""
            if (number == 0 or int(word) < 2 or not re.fullmatch(rf"[{HE}]{{2,}}(?:ים|ות)", after)
                    or _QUANTITY.match(after) or after in _HE_MEASURES):
                return None
            starts.append(number)
        elif not re.fullmatch(rf"[{HE}]+['\"]?[{HE}]*['\"]?", word):
            return None
    if not starts:
        return None
    bounds = [0, *starts, len(words)]
    return [" ".join(words[a:b]) for a, b in zip(bounds, bounds[1:], strict=False) if a < b]


def _by_words(chunk: str, *, alone: bool = False) -> list[str]:
    """One chunk without separators, split into items by what its words are.

    `alone`: the chunk is the whole message's items. Two English words then stay one item unless they are
    two known plurals or the first is ("eggs milk"): "garlic bread" is one thing, and nothing says two.
    """
    words = chunk.split()
    if len(words) < 2 or len(words) > MAX_RUN:
        return [chunk]
    latin = all(_EN_WORD.match(w) for w in words)
    if latin and alone and len(words) == 2 and not (en_plural(words[0]) and en_thing(words[0])
                                                    and en_thing(words[1])):
        return [chunk]
    # A percentage is part of the Hebrew item it follows and ends it ("חלב 3% קוטג'"). Bare counts are read only
    # where each comes first and counts a known thing ("2 חלב 12 ביצים"): in "חלב 2 ביצים 12" a count may be
    # either item's, and "2 קילו עגבניות" or "3 שקיות במבה" is one item.
    hebrew = all(re.search(rf"[{HE}]", w) or _PERCENT.fullmatch(w) for w in words)
    if not hebrew and _counted(words):
        hebrew = True
    if latin and any(en_function_word(w) for w in words):
        return [chunk]  # "a loaf of bread", "cream for the cake": a phrase
    if not latin and not hebrew:
        if (at_counts := _mid_counts(words)) is not None:
            return [p for piece in at_counts for p in _by_words(piece)]
        return [chunk]  # mixed scripts or digits in English: left as written
    attach = _en_attach if latin else _he_attach
    # "2 חלב 12 ביצים": where the count comes first, each count starts an item of its own.
    counted = not latin and _counted(words)
    items: list[list[str]] = []
    for word in words:
        if counted and _COUNT.fullmatch(word):
            items.append([word])
        elif items and attach(items[-1], word):
            items[-1].append(word)
        else:
            items.append([word])
    return [" ".join(i) for i in items]


def _and_after_comma(part: str) -> str:
    """ "חלב, ביצים, ושמן זית": a Hebrew "ו" after a comma joins, like "and" after one in English. Kept on a word
    that is a thing with it ("וניל", "וופלים") or is not one without it."""
    words = part.split(maxsplit=1)
    first = words[0] if words else ""
    if not first.startswith("ו") or len(first) < 3 or he_thing(first) or first in HE_MODIFIERS:
        return part
    bare = first[1:].lstrip("-")
    if he_thing(bare) or he_bare(bare) in HE_HEADS:
        return " ".join([bare, *words[1:]])
    return part


def _own_vav(word: str) -> bool:
    """Whether a word's leading "ו" is its own ("ווים", "וופלים", "וניל"), not "and": the word is a known thing or
    modifier, and nothing known without its "ו" (as "ולחם" is)."""
    if not (he_thing(word) or word in HE_MODIFIERS):
        return False
    bare = word[1:].lstrip("-")
    return not (he_thing(bare) or he_bare(bare) in HE_HEADS)


def _he_and_split(part: str) -> list[str]:
    """`part` cut before each Hebrew "and" (_HE_AND), except before a word whose "ו" is its own ("דיבלים ווים")."""
    pieces, start = [], 0
    for match in _HE_AND.finditer(part):
        if _own_vav(part[match.start():].split()[0]):
            continue
        pieces.append(part[start:match.start()])
        start = match.end()
    return [*pieces, part[start:]]


# Thumb typists leave the Hebrew "and" on its own ("pvc glue ו טפלון", "חלב ו ביצים"): it is glued back onto its
# word, so it separates items as "וטפלון" does. Not the letter that names a day or a grade ("יום ו", "כיתה ו").
_DETACHED_VAV = re.compile(rf"(?<=\s)(?<!יום\s)(?<!כיתה\s)(?<!פרק\s)(?<!סעיף\s)ו\s+(?=[{HE}]{{2,}})")


# "את ה2 לימונים", "וה-3 עגבניות": the Hebrew article glued to a count ("the 2 lemons"), never a word of its own.
_COUNT_ARTICLE = re.compile(rf"(?<![\w{HE}])(ו?)ה[-\s]?(?=\d+\s+[{HE}A-Za-z])")


_SLASHED = re.compile(rf"[A-Za-z{HE}'-]+(?:\s*/\s*[A-Za-z{HE}'-]+)+")


def _unslashed(raw: str) -> str:
    """ "milk/eggs/bread", "מלח/פלפל": things one buys typed with slashes between them, read as a list. A slash
    between words that are not all such things stays ("AC/DC", "and/or")."""
    def split(match: re.Match[str]) -> str:
        words = [w.strip() for w in match.group().split("/")]
        return ", ".join(words) if all(en_thing(w) or he_thing(w) for w in words) else match.group()
    return _SLASHED.sub(split, raw) if "/" in raw else raw


def _run_of_things(chunk: str, *, worded: bool = False) -> list[str]:
    """A comma part that is three or more things the lexicon knows, each a word ("milk flour sugar... and
    chocolate chips", "חלב קמח סוכר, ושוקולד"): items run together before a comma or a pause, split as without
    commas. Anything else between commas is one item as written ("garlic bread, eggs").

    `worded`: two other comma parts are items of several words ("laptop charger, lyric sheets, honey lemon
    tea"): the writer puts a comma between items of several words, so a run without "and" is one item too. One
    such part is not enough ("עגבניות מלפפונים בצל, שמן זית")."""
    words = chunk.split()
    if len(words) < 3 or worded:
        return [chunk]
    pieces = _by_words(chunk)
    return pieces if len(pieces) == len(words) and all(en_thing(w) or he_thing(w) for w in words) else [chunk]


def _construct_plain(item: str) -> str:
    """ "נייר האפייה" -> "נייר אפייה", "שמן הזית" -> "שמן זית": a construct made definite takes the article on its
    second word; the list holds the plain form. Only where the word without "ה" is known ("חזה הודו" stays)."""
    words = item.split()
    if len(words) < 2 or not words[1].startswith("ה") or len(words[1]) < 4 or not (
            he_bare(words[0]) in HE_HEADS or he_thing(words[0])):
        return item
    bare = words[1][1:]
    if bare in HE_MODIFIERS or bare in HE_HEADS or he_thing(bare):
        return " ".join([words[0], bare, *words[2:]])
    return item


def _unfilled(text: str, keep_the: bool) -> str:
    """The item without a leading filler word; "the" stays on a list of titles or people unless what
    follows is a thing one buys or packs."""
    if keep_the and _THE.match(text) and (re.match(r"The\s+[A-Z0-9]", text)  # "The Covenant of Water": a title
                                           or not (is_product(text[4:]) or is_packing(text[4:]))):
        return text
    if _THEIRS.match(text):
        return text
    return _FILLER.sub("", text)


def _worded(part: str) -> bool:
    """Whether a comma part is one item of several words ("laptop charger", "lyric sheets"), not a run of
    things ("flour sugar butter") nor a Hebrew "ו" list."""
    if re.search(rf"[{HE}]", part) and len([c for c in _he_and_split(part) if c.strip()]) > 1:
        return False
    words = tidy_item(part).split()
    return len(words) > 1 and len(_run_of_things(" ".join(words))) == 1


_ONLY = re.compile(r"^(?:only|just)\s+(?:the\s+)?|^רק\s+(?:את\s+)?(?=[\u05D0-\u05EA])", re.IGNORECASE)


def split_items(raw: str, *, definite: bool = False, keep_the: bool = False, titles: bool = False) -> list[str]:
    """ "batteries and tape" / "חלב, ביצים ולחם" / "חלב ביצים ולחם" -> separate items, as written.

    With commas, each comma-separated part is an item (or a Hebrew "ו" list); without them, chunks of
    several words are read word by word (`_by_words`). The last item after a Hebrew "ו" is one item
    ("קוסקוס עדשים ושמן זית"). `definite`: the items came after "את", so their "ה" is the article.
    `keep_the`: the list holds titles or people (`lists_lexicon.titles_or_people`). `titles`: it holds titles
    of works, so where the titles are separated by "and also" or the like, a plain "and" stays in its title.
    """
    lines = titles and "\n" in raw  # tidy_item folds new lines into spaces: mark them first
    raw = tidy_item(raw.replace("\n", " ; ") if lines else _unslashed(raw))
    raw = _COUNT_ARTICLE.sub(r"\1", _DETACHED_VAV.sub("ו", raw))
    if (only := _ONLY.match(raw)) is not None:  # "רק את השמנת והפתיבר", "only the cream": which, not an item
        raw, definite = raw[only.end():], definite or "את" in only.group(0)
    commas = bool(re.search(r"[,;\n،]", raw))
    if titles and _STRONG_AND.search(raw):
        raw = _AS_WELL_AS.sub(" ; ", raw)
        kept = [m.group("and") for m in _PLAIN_AND.finditer(raw)]
        raw = _PLAIN_AND.sub(_KEPT_AND, raw)
    else:
        kept = [m.group("and") for m in _AND_NAMES.finditer(raw)]
        if kept:
            raw = _AND_NAMES.sub(lambda m: m.group()[: -len(m.group("and"))] + _KEPT_AND, raw)
    parts = [p for p in _SPLIT.split(raw) if p and p.strip()]
    worded = [_worded(p) for p in parts] if commas else [False] * len(parts)
    items: list[str] = []
    for index, part in enumerate(parts):
        hebrew = bool(re.search(rf"[{HE}]", part))
        if index and hebrew:
            part = _and_after_comma(part)
        chunks = [c for c in _he_and_split(part) if c.strip()] if hebrew else [part]
        for number, chunk in enumerate(chunks):
            chunk = _unfilled(tidy_item(chunk), keep_the)
            last_he = hebrew and len(chunks) > 1 and number == len(chunks) - 1
            alone = len(parts) == 1 and len(chunks) == 1
            others = sum(w for at, w in enumerate(worded) if at != index) >= 2
            pieces = (_run_of_things(chunk, worded=others) if commas and not last_he
                      else [chunk] if last_he else _by_words(chunk, alone=alone))
            for piece in pieces:
                item = _unfilled(tidy_item(piece), keep_the)
                # A title or a name keeps its "ה" after "את" ("את הסנדק", "את הילה"): it is part of the name.
                if definite and not (titles or keep_the) and re.search(rf"[{HE}]", item):
                    bare = re.sub(rf"^ה-?(?=[{HE}]{{2,}})", "", item)
                    if bare != item:  # "הגבינה הצהובה": its adjectives carry the article too
                        bare = _without_adjective_article(bare)
                    item = bare
                if item:
                    items.append(_construct_plain(item) if titles or keep_the else respelled(_construct_plain(item)))
    if kept:  # put back the "and" of "mac n cheese", in order
        words = iter(kept)
        items = [re.sub(_KEPT_AND, lambda _: next(words), item) for item in items]
    return items if titles or keep_the else baking_flour(items)


# A tick's own words after the items ("as bought", "כנקנה"): no part of them.
BOUGHT = re.compile(r"\s+(?:כנקנה|כנקנו|כנקנתה|כבוצע|כבוצעו|שקניתי|as\s+(?:bought|done|got|purchased))$",
                     re.IGNORECASE)


def item_args(raw: str, before: str = "", *, keep_the: bool = False) -> list[str]:
    """The items of a remove or tick request: "את הביצים" / "the eggs" / "ה baking soda" -> their names.

    After "את" or "על" a Hebrew "ה" is the article; elsewhere it is dropped only from a word the lexicon knows
    without it ("הטחינה כבר בעגלה"), since "הודו" or "הל" begin with "ה" of their own.
    """
    raw = BOUGHT.sub("", raw)
    definite = bool(re.match(r"^(?:את|על)\s+", raw)) or bool(re.search(r"(?:^|\s)(?:את|על)\s+$", before))
    raw = re.sub(r"^(?:את|על)\s+", "", raw)
    raw = re.sub(r"^ה-?\s*(?=[A-Za-z])", "", raw)  # "ה baking soda": a Hebrew article on an English item
    raw = re.sub(r"^(?:my|our|those|these|that|this)\s+", "", raw, flags=re.IGNORECASE)
    raw = _unfilled(raw, keep_the) if _THE.match(raw) else raw
    items = split_items(raw, definite=definite, keep_the=keep_the)
    return [re.sub(r"^\S+", lambda m: he_bare(m.group()), item, count=1) for item in items]
