"""Recipes the user keeps: one of their people's recipes asked for (`second-brain / search`), and a kept recipe put
right (`second-brain / update`).

* Whose recipe it is makes it the user's own: "what was grandma's recipe for kubbe", "what's my mom's lasagna
  recipe", "מה היה המתכון של סבתא לקובה", "מה המתכון של אמא שלי לעוגת גבינה", "מה המתכון שלי לחומוס". Only the
  notes hold a family recipe; "what's the recipe for kubbe" or "מה המתכון לקובה" names no one and stays a general
  question. A famous cook's recipe ("ottolenghi's hummus recipe") is not one of the user's people, so only relatives
  and "my/our/שלי" are read as whose.
* The recipe named after an update verb, the change after a comma, a colon or a dash: "update the orange cake
  recipe, it's 170 degrees not 180", "fix my hummus recipe: 2 cups chickpeas not 3", "תעדכני את המתכון של עוגת
  התפוזים, 170 מעלות ולא 180". Read above the written-out recipe's store (notes_changes.recipe_note), which would
  keep the change as a recipe of its own.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, tidy
from memo.planning.rules.notes import _keywords, core
from memo.planning.rules.notes_lookup import _search

_HE = r"\u05D0-\u05EA"
MAX_CHARS = 200
UPDATED = 0.93  # the recipe named by an update verb: as plain as "update the note about ..." (notes_update)

_KIN_EN = (r"(?:grandma|grandmas|granny|gran|nana|nanna|nan|savta|grandpa|granddad|grandad|saba|mom|mum|mommy|mummy"
           r"|mother|dad|daddy|father|aunt|auntie|aunty|uncle|sister|brother|mother-in-law|father-in-law|mil|wife|husband"
           r"|cousin)")
# Whose: "grandma's", "my mom's", "my sister dana's", "our".
_WHOSE_EN = rf"(?:(?:my|our)\s+(?:[\w-]+\s+)?[\w-]+'?s|{_KIN_EN}'?s|my|our)"
_ASK_EN = (r"(?:what(?:'s|s|\s+is|\s+was|\s+were)?|whats|wat|give\s+me|send\s+me|tell\s+me|remind\s+me(?:\s+of)?"
           r"|(?:do|did)\s+(?:i|we|you|u)\s+(?:have|save|keep))")
_FAMILY_RECIPE_EN = re.compile(
    rf"^{_ASK_EN}\s+(?:the\s+)?(?P<q>{_WHOSE_EN}\s+(?:[\w'-]+\s+){{0,3}}?recipe(?:\s+(?:for|of)\s+[^?]{{2,40}}?)?"
    rf"|recipe\s+(?:for\s+[^?]{{2,40}}?\s+)?(?:of|from)\s+(?:my\s+|our\s+)?{_KIN_EN}(?:\s+for\s+[^?]{{2,40}}?)?)"
    r"(?:\s+again)?\s*\??$", re.IGNORECASE)
_KIN_HE = (r"(?:סבתא|סבתא\s+רבתא|סבא|אמא|אבא|דודה|דוד|חמותי|חמתי|חמות\s+שלי|חמי|אחותי|אחי|בעלי|אשתי|נונה|בובה|בבושקה)"
           rf"(?:\s+(?!של|ל)[{_HE}]{{2,}})?(?:\s+שלי|\s+שלנו)?")
_WHOSE_HE = rf"(?:(?:של\s+)?{_KIN_HE}|של\s+(?!ה)[{_HE}]{{2,}}\s+(?:שלי|שלנו)|שלי|שלנו)"
_DISH_HE = rf"(?:ל|של\s+)[{_HE}\"'-]{{2,}}(?:\s+(?!של)[{_HE}\"'-]+){{0,2}}"
_FAMILY_RECIPE_HE = re.compile(
    rf"^(?:מה|מהו|איך|איך\s+היה|איזה)?\s*(?:היה\s+|הייתה\s+)?(?:את\s+)?(?P<q>ה?מתכון\s+(?:{_WHOSE_HE}(?:\s+{_DISH_HE})?"
    rf"|{_DISH_HE}\s+{_WHOSE_HE}))(?:\s+שוב)?\s*\??$")

_RECIPE_UPDATE = re.compile(
    r"^(?:(?:please|pls|can\s+(?:you|u)|could\s+(?:you|u))\s+)?(?:update|change|edit|correct|fix|amend)\s+"
    r"(?P<q>(?:the|my|our|that|[\w-]+'s)\s+(?:[\w'-]+\s+){0,4}?recipe(?:\s+(?:for|of)\s+[^,:;\-–]{2,40}?)?)"
    r"\s*(?:,|:|;|\s-|\s–|\.)\s*(?P<x>\S.*)$"
    r"|^(?:תעדכן|תעדכני|עדכן|עדכני|תשנה|תשני|תתקן|תתקני|תקן|תקני)\s+(?:לי\s+)?(?:את\s+)?"
    r"(?P<q_he>ה?מתכון(?:\s+(?:של\s+|ל)[^,:;\-–]{2,40}?)?)\s*(?:,|:|;|\s-|\s–|\.)\s*(?P<x_he>\S.*)$",
    re.IGNORECASE | re.DOTALL)
# "it's 170 degrees not 180", "זה 170 ולא 180": the pronoun says nothing the recipe's name does not.
_IT_IS = re.compile(r"^(?:it'?s|its|it\s+is|it\s+should\s+be|should\s+be|זה|צריך\s+להיות)\s+", re.IGNORECASE)
# Another tool's thing named with the recipe ("the recipe list", "the recipe reminder").
_OTHER_THING = re.compile(r"\b(?:list|reminder|task|event|meeting|email)s?\b|רשימ|תזכורת|משימ|פגיש", re.IGNORECASE)


def _recipe_update(text: str) -> Intent | None:
    m = _RECIPE_UPDATE.match(text)
    if m is None:
        return None
    name, change = m.group("q") or m.group("q_he"), m.group("x") or m.group("x_he")
    if _OTHER_THING.search(name):
        return None
    change = tidy(_IT_IS.sub("", change.strip()))
    if not change:
        return None
    name = _keywords(name)
    # "update that recipe, 2 eggs": which recipe only what came before says; asked.
    unnamed = ["query"] if name.casefold() in {"recipe", "מתכון", "המתכון"} else []
    return Intent("second-brain", "update", {"operation": "update", "query": name, "text": f"{name}: {change}"},
                  UPDATED, missing=unnamed, entity="note")


@grammar
def kept_recipe(ctx: RuleContext) -> Intent | None:
    text = core(ctx.text).strip()
    if len(text) > MAX_CHARS:
        return None
    updated = _recipe_update(text)
    if updated is not None:
        return updated
    m = _FAMILY_RECIPE_EN.match(text) or _FAMILY_RECIPE_HE.match(text)
    return _search(m.group("q")) if m else None
