"""All the reminders deleted, said with a reason of the user's own words or with the tasks named the sentence
before: "wipe all my reminders, roster changed and none of them make sense anymore", "I have made rather a mess of
my reminders. Please delete all of them and I shall start afresh", "עשיתי בלגן בתזכורות. תמחקי את כולן".

`task_phrasing.DELETE_ALL` reads a reason only when it opens with a word it knows ("because", "they're old"); here
the reason may be any clause that says why (something changed, none of them fit, a fresh start) as long as it
neither narrows nor excepts ("..., except the dentist", "..., the ones for tomorrow") nor asks for something else.
Deleting all is high risk: Memo always asks first.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.task_phrasing import ALL_NOUN, DELETE_ALL, HE_ALL_NOUN, SENTENCES
from memo.planning.rules.task_words import HE, core, core_of
from memo.planning.timeexpr import parse_time_expression

_B = rf"(?<![\w{HE}])"
_E = rf"(?![\w{HE}])"
WIPE_CHARS = 240  # a request and its reason, not a long text
# Why, said in the user's words: something changed, the reminders no longer fit, a start from scratch.
_WHY = re.compile(
    r"\b(?:changed|changes|anymore|any\s+more|(?:make|makes)\s+(?:no\s+)?sense|outdated|irrelevant|useless|obsolete"
    r"|wrong|mess|messed|start(?:ing)?\s+(?:over|afresh|fresh|again|from\s+scratch)|afresh|clean\s+slate|new\s+roster"
    r"|none\s+of\s+them)\b"
    rf"|{_B}(?:השתנה|השתנו|השתנתה|התבלגן|התבלגנו|בלגן|לא\s+רלוונטי(?:ות|ים)?|כבר\s+לא|ממילא|מחדש|מאפס|דף\s+חדש"
    rf"|אף\s+אחת|אף\s+אחד){_E}",
    re.IGNORECASE)
# A clause that narrows, excepts, or asks for more is no reason: "..., except the dentist", "..., and add milk".
_NOT_A_REASON = re.compile(
    r"\b(?:except|but|besides|apart|only|keep|leave|unless|if|add|remind|set|create|move|send|email|tell|ask|list"
    r"|show|which|what|the\s+ones?|those|from|for|on|before|after)\b"
    rf"|{_B}(?:חוץ|מלבד|אבל|רק|תשאיר|תשאירי|להשאיר|אם|תוסיף|תוסיפי|תזכיר|תזכירי|תקבע|תקבעי|תשלח|תשלחי|של|לפני|אחרי"
    rf"|שלא|אלה\s+ש|אלו\s+ש){_E}",
    re.IGNORECASE)
# "delete all of them", "wipe them all", "תמחקי את כולן": all of what the sentence before named.
_ALL_OF_THEM = re.compile(
    r"^(?:(?:please|kindly|just)\s+)?(?:delete|remove|clear|erase|wipe(?:\s+out)?|get\s+rid\s+of|cancel|scrap|ditch"
    r"|purge)\s+(?:all\s+of\s+them|them\s+all|(?:each\s+and\s+)?every\s+one(?:\s+of\s+them)?|the\s+lot)"
    r"(?P<why>.*)$"
    r"|^(?:בבקשה\s+)?(?:מחק|מחקי|תמחק|תמחקי|בטל|בטלי|תבטל|תבטלי|תעיף|תעיפי|תסיר|תסירי|נקה|תנקה|תנקי)\s+(?:לי\s+)?"
    r"(?:את\s+)?(?:כולן|כולם|כל\s+אחת\s+מהן|את\s+כולן)(?P<whyh>.*)$",
    re.IGNORECASE)
# The sentence before names the tasks themselves: "my reminders", "התזכורות שלי".
_TASKS_NAMED = re.compile(rf"\b(?:my|the|our)\s+(?:\w+\s+)?{ALL_NOUN}\b|{_B}(?:ב|מ|ל)?{HE_ALL_NOUN}{_E}"
                          rf"|{_B}(?:ב|מ|ל)?(?:תזכורות|משימות|מטלות)\s+(?:שלי|שלנו){_E}", re.IGNORECASE)
_LEAD_JOIN = re.compile(r"^\s*(?:,|and|so|then|ו|אז)?\s*", re.IGNORECASE)


# When something new starts, as the reason ("new training block starts monday", "הסמסטר מתחיל ביום ראשון"): a
# time of the reason's own, never one the deletion is narrowed to.
_STARTS = re.compile(
    r"\b(?:starts?|starting|begins?|beginning|kicks?\s+off|opens?|resets?)\s+(?P<when>[^,.;!]+?)"
    r"(?=\s+(?:and|so|which|because)\b|[,.;!]|$)"
    rf"|{_B}(?:מתחיל|מתחילה|מתחילים|מתחילות|נפתח|נפתחת|נפתחים)\s+(?P<whenh>[^,.;!]+?)(?=\s+(?:ו|אז|כי){_E}|\s+ו(?=[{HE}])"
    r"|[,.;!]|$)",
    re.IGNORECASE)


def _without_start_time(words: str, ctx: RuleContext) -> str:
    """The reason without the time its new start is at ("new block starts monday" -> "new block starts")."""
    for found in reversed(list(_STARTS.finditer(words))):
        group = "when" if found.group("when") is not None else "whenh"
        when = found.group(group)
        if parse_time_expression(when, ctx.now) is not None and len(when.split()) <= 4:
            words = words[:found.start(group)] + words[found.end(group):]
    return words


def _a_reason(words: str, ctx: RuleContext) -> bool:
    """Whether the words after the request only say why: a reason, no narrowing, no question, no time."""
    words = _without_start_time(_LEAD_JOIN.sub("", words).strip(" .!,;-"), ctx)
    if not words:
        return True
    return (bool(_WHY.search(words)) and not _NOT_A_REASON.search(words) and "?" not in words
            and parse_time_expression(words, ctx.now) is None)


def _wipe() -> Intent:
    return Intent("database", "deleteAll", {"operation": "deleteAll"}, 0.95, risk="high", entity="task")


@grammar
def wipe_all_with_reason(ctx: RuleContext) -> Intent | None:
    """ "wipe all my reminders, roster changed ...", "... my reminders. Please delete all of them and I shall ..."."""
    text = core(ctx)
    if len(text) > WIPE_CHARS or DELETE_ALL.match(text):
        return None  # already read by task_changes.bulk
    breaks = list(SENTENCES.finditer(text))
    for cut in breaks:
        request = text[:cut.start()]
        if DELETE_ALL.match(request) and _a_reason(text[cut.end():], ctx):
            return _wipe()
    for cut in breaks:
        lead, request = text[:cut.start()], core_of(text[cut.end():])
        found = _ALL_OF_THEM.match(request)
        if found is None or not _TASKS_NAMED.search(lead) or "?" in lead or _NOT_A_REASON.search(lead):
            continue
        if _a_reason(found.group("why") or found.group("whyh") or "", ctx):
            return _wipe()
    return None
