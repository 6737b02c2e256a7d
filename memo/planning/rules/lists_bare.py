"""List requests said the short way, which the full list grammars (lists.py) do not read.

* Things to buy and nothing else: "חלב ביצים קוטג'", "milk, eggs, bread", "eggs and butter". A line of
  groceries sent to a secretary is a shopping list; each must be a thing one plainly buys
  (lists_lexicon.is_grocery), there must be two at least ("חלב" alone may be an answer or a note), and nothing
  else may be said.
* A reason glued to the list with no comma: "put AA batteries on the office shopping list the clicker died".
  Only after a list named in full ("the office shopping list", not "the list", whose words after it may say
  which list: "the list my mom gave me"), and only where a clause plainly starts (a subject and its verb).
* The item put right inside the message: "add paper towels to the list no actually toilet paper" (in Hebrew,
  "תוסיפי לרשימה נייר סופג, לא בעצם נייר טואלט", lists.py asks which items, above this reading). The item
  after the correction is the one meant; read at 0.5 when it is not a thing one plainly buys, so the user
  confirms. A change said as a request ("actually make it oat milk") is not read here: the user says.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.lists import TASKS, list_intent, list_ref
from memo.planning.rules.lists_context import REFERENCE, add_fallback, list_core, vague
from memo.planning.rules.lists_lexicon import is_grocery, is_product
from memo.planning.rules.lists_reports import short_message
from memo.planning.rules.lists_verbs import ANY_ADD
from memo.planning.rules.lists_words import split_items
from memo.planning.rules.task_words import HE

_E = rf"(?![\w{HE}'])"
_MAX_BARE = 8
# A word that makes the line more than things ("milk for the cake?", "חלב של תנובה או של טרה"): not read bare.
_NOT_BARE = re.compile(rf"[?:!]|\d{{1,2}}:\d\d|(?<![\w{HE}])(?:or|with|for|no|not|או|עם|של|בלי|לא|אין|יש|צריך"
                       rf"|i|we|you|אני|אנחנו|את|אתה){_E}", re.IGNORECASE)


@grammar
def bare_groceries(ctx: RuleContext) -> Intent | None:
    """ "חלב ביצים קוטג'", "milk, eggs, bread": things to buy, on the shopping list (or the list just used)."""
    text = list_core(ctx).strip(" .")
    if not short_message(ctx) or _NOT_BARE.search(text):
        return None
    items = split_items(text)
    if not 2 <= len(items) <= _MAX_BARE or vague(items) or not all(is_grocery(i) for i in items):
        return None
    if any(len(i.split()) > 3 for i in items):
        return None
    fallback = add_fallback(ctx, items)
    return list_intent(ctx, "addItem", "", 0.8, fallback=fallback, items=items) if fallback else None


# -- a reason glued to the list ------------------------------------------------------------------------
_EN_ADD_ON = re.compile(rf"^{ANY_ADD}\s+(?P<items>.+?)\s+(?:to|on|onto|in|into)\s+(?P<ref>(?:the|my|our)\s+"
                        r"(?:[a-z'-]+\s+){1,3}list)\s+(?P<rest>.+)$", re.IGNORECASE)
# A clause's start: its own subject, then a verb that says something ran out or broke ("the clicker died", "we
# ran out", "the printer is empty", "the dog ate all of it"). Not any verb: "the list my mom keeps", "the
# list my wife started" say whose list it is, another list than the one named.
_SUBJECT = r"(?:(?:the|my|our|his|her|their|a|an)\s+)?[a-z'-]+(?:\s+[a-z'-]+)?"
_VERB = (r"(?:died|broke(?:\s+down)?|ran\s+out|used\s+(?:it\s+|them\s+)?up|ate\s+\w+|finished\s+\w+"
         r"|(?:is|are|was|were)\s+(?:out|dead|empty|broken|gone|finished|low|running\s+low))")
_CLAUSE = re.compile(rf"^(?:(?:i|we|they|he|she|it)|{_SUBJECT})\s+{_VERB}\b", re.IGNORECASE)


@grammar
def add_with_glued_reason(ctx: RuleContext) -> Intent | None:
    """ "put AA batteries on the office shopping list the clicker died mid presentation"."""
    if ctx.time is not None:
        return None
    match = _EN_ADD_ON.match(list_core(ctx))
    if match is None or not _CLAUSE.match(match.group("rest")):
        return None
    name = list_ref(match.group("ref"))
    if not name or name == TASKS:
        return None
    items = split_items(match.group("items"))
    if not items or vague(items) or any(REFERENCE.fullmatch(i) for i in items) or len(items) > _MAX_BARE:
        return None
    return list_intent(ctx, "addItem", name, 0.85, items=items)


# -- the item put right ----------------------------------------------------------------------------------
_EN_FIXED = re.compile(rf"^{ANY_ADD}\s+(?P<first>.+?)\s+(?:to|on|onto|in|into)\s+(?P<ref>.+?\blist)\s*[,.;]?\s+"
                       r"(?:no|nope|wait|oops|sorry)?[,.]?\s*(?:actually|i\s+mean|i\s+meant)\s+"
                       r"(?!(?:make|change|switch|put|add)\b)(?P<items>[^?]+)$", re.IGNORECASE)
_HE_FIXED = re.compile(rf"^{ANY_ADD}\s+(?:לי\s+)?(?:ל|ב)(?P<ref>(?:ה)?רשימ(?:ה|ת)(?:\s+\S+)?|(?:ה)?(?:קניות|סופר))\s+"
                       rf"(?P<first>.+?)\s*[,.;]?\s+(?:לא|רגע|אופס|סליחה)?[,.]?\s*(?:בעצם|כלומר|התכוונתי)\s+"
                       rf"(?P<items>[^?]+)$")


@grammar
def add_put_right(ctx: RuleContext) -> Intent | None:
    """ "add paper towels to the list no actually toilet paper": only the item said last."""
    if ctx.time is not None:
        return None
    text = list_core(ctx)
    match = _EN_FIXED.match(text) or _HE_FIXED.match(text)
    if match is None:
        return None
    name = list_ref(match.group("ref"))
    if name is None or name == TASKS:
        return None
    items = split_items(match.group("items").strip(" ."))
    if not items or vague(items) or any(REFERENCE.fullmatch(i) for i in items) or len(items) > _MAX_BARE:
        return None
    sure = all(is_product(i) for i in items)
    return list_intent(ctx, "addItem", name, 0.85 if sure else 0.5, fallback=add_fallback(ctx, items), items=items)
