"""What people who think while they type say after a request to add to a list: a reason ("add swimsuit, flip flops
and a warm hoodie to the packing list, apparently Eilat gets cold at night", "תוסיפי מעיל לרשימת הציוד, כי אומרים
שקר שם בלילה"), a sentence about themselves ("... and eggs. we land at midnight and the fridge is empty"), and a
correction of the one item said before the list ("add milk to the shopping list, no wait, oat milk, and eggs").

The request is read again without the reason and the remark (lists.add_items), so their time words ("at night",
"at midnight") are no time of the request's. The correction replaces the one item before the list, and what
follows it is added too; with more items before it, which one it replaces is the user's to say, and the message
is left to the other readings (which ask).
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.lists import add_items
from memo.planning.rules.lists_remarks import changes_items, clause_like
from memo.planning.rules.lists_verbs import ANY_ADD
from memo.planning.rules.task_words import HE

_B = rf"(?<![\w{HE}])"
_E = rf"(?![\w{HE}'])"
_SENTENCE = re.compile(r"(?<=[^\s.])[.!]+\s+(?=\S)")
# A second request or a question, anywhere in what follows: never a remark to leave out.
_ASKS = re.compile(rf"\?|{_B}(?:remind|add|put|remove|delete|tick|check|send|call|email|text|show|also|too|need|needs"
                   rf"|want|wants|instead|ו?תזכיר\S*|ו?תוסיפ\S*|ו?תוסיף|ו?תכניס\S*|ו?תשים\S*|ו?תשלח\S*|ו?תמחק\S*"
                   rf"|ו?תוריד\S*|ו?תסמנ\S*|גם|צריך|צריכה|צריכים|רוצה|רוצים|במקום){_E}", re.IGNORECASE)
# The list's name at the end of the request, and what is said after its comma.
_LIST_THEN = re.compile(rf"^(?P<head>{ANY_ADD}\s.+?\s(?:to|on|onto|in|into)\s+(?:the\s+|my\s+|our\s+)?[^,]*?\blist"
                        rf"|{ANY_ADD}\s.+?\s(?:ל|אל\s+)ה?רשימ(?:ה|ת)[^,]*?)\s*,\s*(?P<rest>\S.*)$", re.IGNORECASE)
# A reason by its first word, whatever follows ("apparently ...", "because ...", "כי ...", "מסתבר ש...").
_REASON_WORD = re.compile(rf"^(?:apparently|supposedly|turns\s+out|seems|because|cause|cuz|bc|since|כי|מסתבר"
                          rf"|כנראה|אומרים|נראה\s+ש|כי\s+מסתבר){_E}", re.IGNORECASE)
# A correction of the item before the list: "add milk to the list, no wait, oat milk, and eggs".
_FIX = re.compile(rf"^(?P<verb>{ANY_ADD})\s+(?P<item>[^,]+?)\s+(?P<to>(?:to|on|onto|into)\s+[^,]*?\blist"
                  rf"|(?:ל|אל\s+)ה?רשימ(?:ה|ת)[^,]*?)\s*,\s*"
                  rf"(?:no\s+wait|wait\s+no|wait|i\s+mean|sorry|actually|לא\s+רגע|רגע\s+לא|רגע|בעצם|כלומר|סליחה)\s*,?\s+"
                  # "..., actually make it oat milk": "it" may be more than the item, so the user is asked
                  rf"(?!(?:make|תעשי|תעשה)\s)(?P<fix>.+)$", re.IGNORECASE)
_LIST_WORD = re.compile(rf"\blists?\b|{_B}[לבמ]?ה?רשימ", re.IGNORECASE)
_SEPARATOR = re.compile(rf",|\band\b|&|\s\+\s|{_B}ו(?=[{HE}])", re.IGNORECASE)


def _remark(sentence: str) -> bool:
    """A sentence about the user or the trip, asking for nothing."""
    sentence = sentence.strip(" .!")
    return len(sentence.split()) >= 2 and clause_like(sentence) and not _ASKS.search(sentence)


def _reason(rest: str) -> bool:
    rest = rest.strip(" .!")
    if len(rest.split()) < 3 or _ASKS.search(rest):
        return False
    return bool(_REASON_WORD.match(rest)) or (clause_like(rest) and not changes_items(rest, []))


def _request(text: str) -> str | None:
    """The request without what was said after it, or None when nothing was (the plain reading is enough)."""
    sentences = [s for s in _SENTENCE.split(text.strip()) if s.strip()]
    if not sentences:
        return None
    first = sentences[0].strip(" .!")
    if not all(_remark(s) for s in sentences[1:]):
        return None
    fix = _FIX.match(first)
    if fix and _LIST_WORD.search(fix.group("fix")):
        return None  # "..., no wait, the trip list": another list, which the plain reading asks about
    if fix and not _SEPARATOR.search(fix.group("item")):
        items = re.sub(r"\s*,\s*(?=(?:and|&)\s)", " ", fix.group("fix")).strip(" ,")
        return f"{fix.group('verb')} {items} {fix.group('to')}"
    after = _LIST_THEN.match(first)
    if after and _reason(after.group("rest")):
        return after.group("head")
    return first if len(sentences) > 1 else None


@grammar
def add_then_afterthought(ctx: RuleContext) -> Intent | None:
    """The items added, read without a reason or a remark after the request, or with the one item corrected."""
    request = _request(ctx.text)
    if request is None or request == ctx.text.strip():
        return None
    intent = add_items(RuleContext(raw=request, now=ctx.now, language=ctx.language, latest_actions=ctx.latest_actions))
    if intent is None or intent.action != "addItem" or intent.missing:
        return None
    intent.confidence = min(intent.confidence, 0.9)
    return intent
