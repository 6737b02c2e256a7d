"""Hebrew requests to add to a list whose name is longer than one word, where the message itself shows where
the name ends, read as if a colon stood there:

* a name of two words that make one ("דיוטי פרי", "סופר פארם", "בית מרקחת"): "תוסיפי לרשימת הדיוטי פרי בושם
  ושוקולד" adds perfume and chocolate to the duty-free list; read word by word, "פרי" would open the items;
* a name of a few words, then "גם" ("also") before the items: "תוסיפי לרשימה של החומר לקורס 2 גם את המשפט
  הראשון". Nobody says "also" inside a list's name, so the name runs up to it, unless a word before it is a
  thing one buys or packs ("לרשימת הקניות חלב גם ביצים": milk is already an item).
"""

from __future__ import annotations

import re
from dataclasses import replace

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.lists import add_items
from memo.planning.rules.lists_context import list_core
from memo.planning.rules.lists_lexicon import is_packing, is_product
from memo.planning.rules.lists_verbs import HV_ADD_PLAIN

_E = r"(?![\w\u0590-\u05FF])"
# Names of two words that are one name: loanwords and the shops people keep a list for.
_TWO_WORD_NAMES = (r"(?:ה)?(?:דיוטי[\s-]+פרי|דיוטי[\s-]+פריי|סופר[\s-]+פארם|בית\s+(?:ה)?מרקחת|בית\s+(?:ה)?טבע"
                   r"|חדר\s+(?:ה)?כושר|גן\s+(?:ה)?ילדים|מעון\s+(?:ה)?יום)")
_LIST_OF = r"(?:ל|ב|אל\s+)(?:ה)?רשימ(?:ת|ה\s+של)"
_TWO_WORD_NAMED = re.compile(rf"^(?P<verb>{HV_ADD_PLAIN})(?P<me>\s+לי)?\s+(?P<list>{_LIST_OF})\s+"
                             rf"(?P<name>{_TWO_WORD_NAMES}){_E}(?:\s+(?:שלי|שלנו))?\s+(?!:)(?P<items>\S.*)$")
# "גם" and no "וגם": the "ו" of "וגם" joins two items ("חלב וגם ביצים").
_NAMED_THEN_ALSO = re.compile(rf"^(?P<verb>{HV_ADD_PLAIN})(?P<me>\s+לי)?\s+(?P<list>{_LIST_OF})\s+"
                              r"(?P<name>[^\s,.:;]+(?:\s+[^\s,.:;]+){1,4}?)\s+גם\s+(?P<items>\S.*)$")
# Words that end a name: an object marker, a joined "and", a request word.
_NOT_NAME = re.compile(r"(?<!\S)(?:את|ו\S*|גם|עוד|כי|אבל|ש\S+|תזכיר\S*)(?!\S)")


def _named_then_also(text: str) -> re.Match[str] | None:
    m = _NAMED_THEN_ALSO.match(text)
    if m is None:
        return None
    rest = m["name"].split()[1:]  # the first word is the list's kind ("החומר", "הקניות")
    if _NOT_NAME.search(m["name"]) or any(is_product(w) or is_packing(w) for w in rest):
        return None  # "לרשימת הקניות חלב גם ביצים": the milk is an item, not part of the name
    return m


@grammar
def list_name_ends(ctx: RuleContext) -> Intent | None:
    text = list_core(ctx)
    m = _TWO_WORD_NAMED.match(text) or _named_then_also(text)
    if m is None:
        return None
    intent = add_items(replace(ctx, raw=f"{m['verb']}{m['me'] or ''} {m['list']} {m['name']}: {m['items']}"))
    if intent is None or intent.action != "addItem" or not intent.args.get("items"):
        return None
    intent.confidence = min(0.99, intent.confidence + 0.02)  # above the reading that cut the name at its first word
    return intent
