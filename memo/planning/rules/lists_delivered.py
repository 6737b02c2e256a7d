"""Someone else got the things on the list: "the supplier brought the faucets and the siphons", "my husband
already bought the eggs", "הספק הביא היום את הברזים", "אמא קנתה חלב וביצים". Like the user's own purchase report
(lists_reports.purchase_report) it ticks those items, on the list things of that kind are on.

Only a plain report is read: one person or company, a verb of buying or bringing, then things one buys. A
thing brought from somewhere ("the kids brought cookies from school"), brought to the user as a gift ("mom
bought me a charger"), or not as it should be ("the wrong tiles", "only half of the pipes") is news, not a
tick, and is left to the other grammars or a question.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.lists import list_intent
from memo.planning.rules.lists_context import REFERENCE, default_list, list_core
from memo.planning.rules.lists_lexicon import is_product
from memo.planning.rules.lists_reports import MAX_ITEMS, MAX_WORDS, latest_is_task, report_items
from memo.planning.rules.lists_tails import unsure_tail
from memo.planning.rules.task_words import HE

_E = rf"(?![\w{HE}])"
_B = rf"(?<![\w{HE}])"
# Below the user's own report (lists_reports.PURCHASE, 0.9): someone else's errand is told second-hand.
DELIVERED = 0.85

# Words that open a question, a condition, a negation or the user's own report, never a person's name.
_NOT_SOMEONE = frozenset(re.findall(r"\S+", """
i we you u who what did didnt didn't if when why how whether maybe pls please so then and ok okay also just
already finally never not to have has had i've ive we've he's she's it it's its this that there they've
אני אנחנו את אתה אתם מי מה אם כש לא האם אולי למה איך גם כבר עוד רק זה זאת הוא היא הם הן תגיד תגידי
"""))
_EN_WHO = r"(?P<who>(?:the|my|our)\s+[a-z']+(?:\s+[a-z']+)?|[a-z']+)"
_HE_WHO = rf"(?P<who>[{HE}'\"]+(?:\s+ה[{HE}'\"]+)?(?:\s+(?:שלי|שלנו))?)"
# Buying: where it was bought may follow ("bought the eggs at the market"). Bringing or sending: nothing but
# when may follow, since "brought cookies from school" is not a purchase.
_EN_BUY = r"bought|purchased|picked\s+up"
_EN_BRING = r"brought|delivered|dropped\s+off"
_HE_BUY = r"קנה|קנתה|קנו"
_HE_BRING = r"הביא|הביאה|הביאו|סיפק|סיפקה|סיפקו|שלח|שלחה|שלחו"
_EN_ADVERB = r"(?:(?:already|just|finally|also|today|earlier)\s+)*"
_HE_ADVERB = r"(?:(?:כבר|גם|היום|הבוקר|אתמול|סוף\s+סוף|בדיוק|עכשיו|מקודם)\s+)*"
_REPORT = (
    re.compile(rf"^{_EN_WHO}\s+{_EN_ADVERB}(?:(?P<buy>{_EN_BUY})|(?P<bring>{_EN_BRING}))\s+(?P<items>.+)$",
               re.IGNORECASE),
    # "הביא לי את הברזים": to the user, of the things the user is waiting for ("את"); "הביאה לי עוגה" is a gift.
    re.compile(rf"^{_HE_WHO}\s+{_HE_ADVERB}(?:(?P<buy>{_HE_BUY})|(?P<bring>{_HE_BRING}))(?:\s+(?:לי|לנו)(?=\s+את\s))?"
               rf"\s+{_HE_ADVERB}(?P<items>.+)$"),
)
# A gift to the user, or things not as they should be: news, not a tick.
_TO_THE_USER = re.compile(r"^(?:me|us|him|her|them|לי|לנו)\s", re.IGNORECASE)
_NOT_A_TICK = re.compile(
    rf"{_B}(?:with|his|her|their|wrong|broken|damaged|defective|missing|half|only|some\s+of|part\s+of"
    rf"|not|but|without|except|instead|שבור|שבורה|שבורים|שבורות|פגום|פגומה|פגומים|פגומות|נכון|נכונה|נכונים|נכונות"
    rf"|חצי|חלק|רק|לא|אבל|בלי|חוץ|במקום|פחות|מדי){_E}",
    re.IGNORECASE)
# What may be said after brought things: when, and nothing else.
_ONLY_WHEN = re.compile(rf"^(?:[\s,.!]|{_B}(?:today|this\s+morning|earlier(?:\s+today)?|already|just\s+now|finally"
                        rf"|yesterday|too|as\s+well|היום|הבוקר|אתמול|כבר|גם|סוף\s+סוף|עכשיו|מקודם|בבוקר){_E})*$",
                        re.IGNORECASE)


@grammar
def delivered_items(ctx: RuleContext) -> Intent | None:
    """ "the supplier brought the faucets", "בעלי כבר קנה את הלחם": tick those items."""
    if "?" in ctx.text or ctx.text.count(" ") >= MAX_WORDS or latest_is_task(ctx):
        return None
    text = list_core(ctx)
    for pattern in _REPORT:
        match = pattern.match(text)
        if match is None:
            continue
        first = match.group("who").split()[0].casefold()
        if first in _NOT_SOMEONE or _TO_THE_USER.match(match.group("items")):
            return None
        items, tail = report_items(match.group("items"))
        if any(_NOT_A_TICK.search(i) for i in items):
            return None
        if match.group("bring") and not _ONLY_WHEN.match(tail):
            return None  # "brought cookies from school": from somewhere, not from a shop
        said = f"{match.group(0)[:match.start('items')]} {tail}"
        if ctx.time is not None and not all(ctx.text[s:e] in said for s, e in ctx.time.spans):
            return None  # a time that is not when it was bought: something to do later, not a report
        if (not items or len(items) > MAX_ITEMS or any(REFERENCE.fullmatch(i) for i in items)
                or not all(is_product(i) for i in items) or unsure_tail(items)):
            return None
        return list_intent(ctx, "toggleItem", "", DELIVERED, fallback=default_list(ctx), items=items)
    return None
