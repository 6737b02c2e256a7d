"""A request to see a list, then more sentences that add nothing to do: "Can you please show me what is on my
shopping list? I want to read it out to my husband before he goes. What do we still need to buy?", "תראי לי
מה יש ברשימת הקניות. אני רוצה להקריא לבעלי. מה עוד צריך לקנות?".

People who write long messages say why they ask and then ask again in other words. The first sentence is read
alone (lists.show_list); each later one must be either the same question about the same list or a plain
remark about the user (a first person sentence with no verb of a list request, no need and no second ask). Any
other sentence may be a request of its own, and the message is left to the other readings.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.lists import show_list
from memo.planning.rules.lists_verbs import HV_ADD, HV_REMOVE, HV_TICK
from memo.planning.rules.task_words import HE

_B = rf"(?<![\w{HE}])"
_E = rf"(?![\w{HE}'])"
_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=\S)")
MAX_SENTENCES = 4
# A remark about the user: it opens with the user (or someone close) as its subject.
_ABOUT_THE_USER = re.compile(rf"^(?:i|i'm|im|i'll|i've|we|we're|we'll|my|our|he|she|they|it's|אני|אנחנו|בעלי|אשתי"
                             rf"|הבן\s+שלי|הבת\s+שלי|הוא|היא|הם){_E}", re.IGNORECASE)
# What makes a sentence more than a remark: a verb of another request, a need, a time to act at, a change.
_ASKS = re.compile(
    rf"{_B}(?:add|put|remove|delete|tick|cross|mark|remind|call|send|email|text|buy|get|need|needs|out\s+of|also"
    rf"|don'?t|dont|not|instead|and\s+then|then|tomorrow|tonight|today|at\s+\d"
    rf"|{HV_ADD}|{HV_REMOVE}|{HV_TICK}|ו?תזכיר\S*|ו?תשלח\S*|צריך|צריכה|צריכים|חסר\S*|נגמר\S*|גם|לא|במקום|מחר|היום"
    rf"|הערב|בשעה){_E}"
    # "want" with a thing after it is a need; "want to read it out" is why the user asks
    rf"|{_B}(?:want|wants)(?!\s+to{_E})|{_B}(?:רוצה|רוצים)(?!\s+ל[{HE}]{{3,}})",
    re.IGNORECASE)


def _part(ctx: RuleContext, text: str) -> RuleContext:
    return RuleContext(raw=text, now=ctx.now, language=ctx.language, latest_actions=ctx.latest_actions)


def _remark(sentence: str) -> bool:
    return bool(_ABOUT_THE_USER.match(sentence)) and "?" not in sentence and not _ASKS.search(sentence)


@grammar
def show_then_more(ctx: RuleContext) -> Intent | None:
    """The list shown, when every sentence after the request is a remark or the same question again."""
    sentences = [s.strip() for s in _SENTENCE.split(ctx.text.strip()) if s.strip()]
    if not 2 <= len(sentences) <= MAX_SENTENCES:
        return None
    first = show_list(_part(ctx, sentences[0]))
    if first is None or first.action != "get" or first.missing or first.confidence < 0.9:
        return None
    for sentence in sentences[1:]:
        if _remark(sentence.rstrip(" .!")):
            continue
        again = show_list(_part(ctx, sentence))
        if again is None or again.action != "get" or again.missing or (
                again.args.get("listName") != first.args.get("listName")):
            return None
    first.confidence = 0.9
    return first
