"""Whether an item is still on a list, asked: "did i already tick off the milk or is it still on the list", "is the
bread still on my shopping list?", "did i add eggs to the list", "החלב עדיין ברשימה?", "סימנתי כבר את החלב?",
"האם הוספתי ביצים לרשימת הקניות?".

The answer is the list as it stands, so it is the database's `get` of that list: the one named, or, when the list is
only "the list" and the item is a thing one buys or packs, that kind of list (lists_context.fallback_list). An item
that is no product ("did i tick off call the bank") may be a task, and is not read here.

A Hebrew past verb without a question ("סימנתי את החלב") tells what was done, and is left to the lists' changes: only
a question mark, "האם", or the "or is it still on the list" alternative makes it a question.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, tidy
from memo.planning.rules.lists import list_intent
from memo.planning.rules.lists_context import fallback_list, list_core
from memo.planning.rules.lists_names import list_name
from memo.planning.rules.task_words import HE

_STILL_ON = 0.9
_E = rf"(?![\w{HE}])"

# "the list", "my shopping list", "the list for the pharmacy".
_LIST_EN = (r"(?:the|my|our)\s+(?:(?P<name>[\w'-]+(?:\s+[\w'-]+){0,2}?)\s+)?list"
            r"(?:\s+for\s+(?:the\s+)?(?P<for>[\w'-]+))?")
_TICK_EN = r"(?:tick(?:ed)?|check(?:ed)?|cross(?:ed)?|mark(?:ed)?|scratch(?:ed)?)"
_STILL_TAIL_EN = (r"(?:\s*,?\s*or\s+(?:is|are)\s+(?:it|they|that|those|these|them)\s+(?:still\s+)?(?:on|in)\s+"
                  rf"{_LIST_EN})?")
_END = r"\s*[?!.]*$"
# Each a pattern of its own: the list's name is a group of the same name in all of them.
_ASK_EN = tuple(re.compile(p, re.IGNORECASE) for p in (
    # "did i already tick off the milk (or is it still on the list)", "did i check the eggs off"
    rf"^(?:did|have)\s+(?:i|we)\s+(?:already\s+)?{_TICK_EN}\s+off\s+(?P<item>.+?)(?:\s+(?:already|yet))?"
    rf"{_STILL_TAIL_EN}{_END}",
    rf"^(?:did|have)\s+(?:i|we)\s+(?:already\s+)?{_TICK_EN}\s+(?P<item>.+?)\s+off(?:\s+(?:already|yet))?"
    rf"{_STILL_TAIL_EN}{_END}",
    # "is the bread still on my shopping list", "are eggs on the list"
    rf"^(?:is|are|r)\s+(?P<item>.+?)\s+(?:still\s+|already\s+)?(?:on|in)\s+{_LIST_EN}(?:\s+(?:still|already|yet))?"
    rf"{_END}",
    # "did i add eggs to the list (already)"
    rf"^(?:did|have)\s+(?:i|we|you|u)\s+(?:already\s+)?(?:add(?:ed)?|put)\s+(?P<item>.+?)\s+(?:to|on|in)\s+"
    rf"{_LIST_EN}(?:\s+(?:already|yet))?{_END}",
))
_LIST_HE = (r"(?:ב|על\s+ה|ל)(?:רשימה(?:\s+של\s+(?P<name>[\w\u05D0-\u05EA'-]+))?"
            r"|רשימת\s+(?P<for>[\w\u05D0-\u05EA'-]+))")
_IN_LIST_HE = r"(?:נמצא\s+|נמצאת\s+|נמצאים\s+|רשום\s+|רשומה\s+|רשומים\s+)?"
_END_HE = r"\s*[?!.]*$"
_ASK_HE = tuple(re.compile(p, re.IGNORECASE) for p in (
    # "סימנתי כבר את החלב?", "האם כבר מחקתי את החלב או שהוא עוד ברשימה"
    r"^(?P<ha>האם\s+)?(?:כבר\s+)?(?:סימנתי|סימנו|מחקתי|מחקנו|הורדתי|הורדנו)\s+(?:כבר\s+)?(?:את\s+)?(?P<item>.+?)"
    r"(?:\s+(?:כבר|מהרשימה|מהרשימה\s+כבר))?(?P<alt>\s*,?\s*או\s+ש?(?:הוא|היא|זה|הם|הן)\s+(?:עוד|עדיין)\s+"
    rf"{_IN_LIST_HE}{_LIST_HE})?{_END_HE}",
    # "החלב עדיין ברשימה?", "האם הביצים עוד ברשימת הקניות"
    rf"^(?P<ha>האם\s+)?(?P<item>.+?)\s+(?:עוד|עדיין|כבר)\s+{_IN_LIST_HE}{_LIST_HE}{_END_HE}",
    # "הוספתי ביצים לרשימה?", "יש חלב ברשימת הקניות?"
    r"^(?P<ha>האם\s+)?(?:(?:כבר\s+)?(?:הוספתי|הוספנו|שמתי|שמנו|רשמתי|רשמנו)\s+(?:כבר\s+)?(?:את\s+)?"
    rf"|יש\s+(?:עוד\s+|כבר\s+)?)(?P<item>.+?)\s+{_LIST_HE}(?:\s+כבר)?{_END_HE}",
))


# Someone rather than something: "am i still on the waiting list", "האם אני עדיין ברשימה".
_PERSON = re.compile(r"^(?:i|me|we|us|you|u|he|she|they|him|her|them|it|אני|אנחנו|הוא|היא|הם|הן|אתה|את|זה)$",
                     re.IGNORECASE)


def _first(patterns: tuple[re.Pattern[str], ...], text: str) -> re.Match[str] | None:
    return next((m for m in (p.match(text) for p in patterns) if m), None)


def _item(raw: str) -> str:
    item = tidy(raw)
    item = re.sub(r"^(?:the|my|our|some|any)\s+", "", item, flags=re.IGNORECASE)
    return item


@grammar
def still_on_list(ctx: RuleContext) -> Intent | None:
    """ "did i already tick off the milk or is it still on the list": the list shown, to see."""
    text = list_core(ctx)
    found = _first(_ASK_EN, text)
    if found is None:
        found = _first(_ASK_HE, text)
        if found is None:
            return None
        if not (found.group("ha") or found.groupdict().get("alt") or "?" in ctx.text):
            return None  # "סימנתי את החלב": told, not asked
    groups = found.groupdict()
    item = _item(groups.get("item") or "")
    if not item or len(item.split()) > 4 or _PERSON.match(item):
        return None  # "האם אני עדיין ברשימת ההמתנה?": the user on someone's list, not an item on theirs
    raw_name = groups.get("name") or groups.get("for") or ""
    name = list_name(raw_name) if raw_name else ""
    if name.casefold() in {"to do", "to-do", "todo", "task", "tasks", "משימות", "מטלות"}:
        return None  # the to-do list holds tasks, asked about elsewhere
    fallback = fallback_list(ctx, [item])
    if not name and not fallback:
        return None  # "did i tick off call the bank": maybe a task, and no list says which
    return list_intent(ctx, "get", name, _STILL_ON, fallback)
