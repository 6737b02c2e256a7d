"""A list named by what it is for, run straight into the items with no colon or comma: "add to list of noa
birthday balloons plates and candles", "put on the list for baby shower diapers and wipes".

Where the name ends is read from the words: the first word the lexicon knows as a thing one buys or packs
starts the items, and everything after it must be such things too. A name of more than three words, or one
whose own words are things one buys ("list of cake stuff candles"), is not read, since only the user can
say where it ends.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.lists import list_intent
from memo.planning.rules.lists_context import list_core, vague
from memo.planning.rules.lists_lexicon import is_packing, is_product
from memo.planning.rules.lists_names import list_name
from memo.planning.rules.lists_verbs import V_ADD_PLAIN
from memo.planning.rules.lists_words import split_items
from memo.planning.rules.task_words import has_day_word

_RUN_ON = re.compile(rf"^(?:also\s+)?{V_ADD_PLAIN}\s+(?:to|on|onto|in|into)\s+(?:the\s+|my\s+|our\s+|a\s+)?list\s+"
                     r"(?:of|for)\s+(?:the\s+)?(?P<rest>[a-z][a-z' -]+)$", re.IGNORECASE)
_MAX_NAME = 3
# Not a name: a function word, whose list ("for my mom" is a person, lists_names.for_someone), or a day
# ("for the weekend", "for tomorrow": lists have no days, so no list is named by one).
_NOT_NAME = re.compile(r"^(?:the|a|an|my|our|his|her|their|your|and|n|to|on|in|of|for|with|me|us|pls|please"
                       r"|week|weekend|tonight|morning|evening)$", re.IGNORECASE)


def _thing(word: str) -> bool:
    return is_product(word) or is_packing(word)


@grammar
def add_run_on(ctx: RuleContext) -> Intent | None:
    """ "add to list of noa birthday balloons plates and candles": the list's name, then the items."""
    match = _RUN_ON.match(list_core(ctx))
    if match is None or ctx.time is not None:
        return None
    words = match.group("rest").split()
    start = next((n for n, word in enumerate(words) if _thing(word)), None)
    if start is None or not 1 <= start <= _MAX_NAME or any(_NOT_NAME.match(w) for w in words[:start]):
        return None
    if has_day_word(" ".join(words[:start])):
        return None
    items = split_items(" ".join(words[start:]))
    if not items or vague(items) or not all(_thing(i) for i in items):
        return None
    # "milk eggs" kept as one item: two things, or one product? The user says.
    run = any(len(i.split()) > 1 and all(_thing(w) for w in i.split()) for i in items)
    return list_intent(ctx, "addItem", list_name(" ".join(words[:start])), 0.5 if run else 0.9, items=items)
