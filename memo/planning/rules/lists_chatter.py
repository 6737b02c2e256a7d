"""The shapes of a list request that the grammars of lists.py read once they are said plainly: chatter after the
request ("... to the dorm list pls im dying here", "... את סאפיינס חחח אולי בחופש"), a need said of a named list
with its items after a colon ("צריך לרשימה של המסיבה: חטיפים, קרח"), a list's name that runs up to the object
marker ("לרשימת ספרים לקרוא את סאפיינס"), a list named by whose or what stuff it is ("for dads stuff pls add
..."), and an English article before a list named in Hebrew ("what's on my רשימת קניות").

Called by lists_context.list_core; each rewrite is of the request's words only, never of its items.
"""

from __future__ import annotations

import re

from memo.planning.rules.lists_lexicon import is_packing, is_product
from memo.planning.rules.lists_verbs import ANY_ADD, EN_CHANGE, HV_ADD, HV_REMOVE, HV_TICK, V_ADD
from memo.planning.rules.task_words import HE, has_day_word

_B = rf"(?<![\w{HE}'])"
_E = rf"(?![\w{HE}'])"
_LIST_WORD = rf"(?:\blists?\b|{_B}[לבמ]?ה?רשימ(?:ה|ת|ות){_E}|{_B}[לבמ]ה?(?:קניות|סופר|מכולת){_E})"

# What the chatter after a request must not hold: a second request, a correction, a need or more items, or words
# that take the request back.
_MORE = re.compile(rf"{_B}(?:and|also|then|plus|add|put|remove|delete|remind|send|actually|instead|need|needs|want"
                   rf"|wants|out\s+of|גם|עוד|ו?{HV_ADD}|ו?{HV_REMOVE}|ו?{HV_TICK}|ו?תזכיר\S*|ו?תשלח\S*|בעצם|במקום"
                   rf"|צריך|צריכה|צריכים|חסר\S*|נגמר\S*|רוצה|רוצים"
                   # or takes it back: "... lol jk", "... חחח סתם", "... haha no wait"
                   rf"|jk|j/k|kidding|joking|nvm|never\s*mind|wait|oops|no|not|don'?t|cancel|undo|סתם|צוחק|צוחקת|טעיתי"
                   rf"|עזוב|עזבי|לא|אל|בטל|תבטלי|רגע|אופס)(?:{_E}|(?=ו))", re.IGNORECASE)
# A laugh inside the message ("... את סאפיינס חחח אולי בחופש", "... to the list lol my roommate ate it all"): the
# request ends there, what follows is said to no one in particular.
_LAUGH_THEN = re.compile(r"\s+(?:lol|lmao|haha+|hehe+|חח+|ח+ח+|😂+|🤣+)(?:\s*[,.!]+)?\s+(?=\S)", re.IGNORECASE)
# "... to the dorm list pls im dying here", "... list please we're having guests": (courtesy and) a clause about the
# speaker after the list. Only after a list word with a verb of adding before it, where no item can follow, and
# never "the list i'm making", a list of its own.
_PLEASE_CLAUSE = re.compile(rf"(?<=list)(?:\s+(?:pls|plz|please|בבקשה))?\s*[,.!]*\s+(?=(?:i'?m|im|i\s+am|we'?re"
                            rf"|we\s+are|it'?s|bc|b/c|cuz|coz|because|since){_E}(?!\s+(?:making|writing|keeping|using"
                            rf"|putting|doing|building|preparing|working|sharing|planning){_E}))", re.IGNORECASE)
_ADDS_TO_LIST = re.compile(rf"^{ANY_ADD}\s+\S.*\s(?:to|on|onto|into)\s+(?:the|my|our)\s+(?:\S+\s+){{0,2}}list$",
                           re.IGNORECASE)


def _without_chatter(text: str) -> str:
    if not re.search(_LIST_WORD, text, re.IGNORECASE):
        return text
    for pattern in (_LAUGH_THEN, _PLEASE_CLAUSE):
        found = pattern.search(text)
        if found is None or not re.search(_LIST_WORD, text[:found.start()], re.IGNORECASE):
            continue
        if pattern is _PLEASE_CLAUSE and not _ADDS_TO_LIST.match(text[:found.start()]):
            continue
        if _MORE.search(text[found.end():]) or re.search(r"[?:]", text[found.end():]):
            continue  # "... lol and eggs too": more of the request, which the grammars weigh as said
        text = text[:found.start()]
    return text


# "צריך לרשימה של המסיבה: חטיפים, קרח", "we need for the party list: chips, ice": a need said of a named list,
# the items after a colon, is a request to add them (only with the colon, which says where the name ends).
_NEED_FOR_HE = re.compile(rf"^(?:אני\s+|אנחנו\s+)?(?:צריך|צריכה|צריכים|צריכות|חסר|חסרים|חסרה|חסרות)\s+(?:גם\s+)?"
                          rf"(?=(?:ל|אל\s+|בשביל\s+)ה?רשימ(?:ה|ת){_E}[^:,]*:\s*\S)")
_NEED_FOR_EN = re.compile(r"^(?:(?:i|we)\s+)?(?:still\s+|also\s+)?need\s+(?:for|on|in)\s+"
                          r"(?=(?:the|my|our)\s+[^:,]*\blist\s*:\s*\S)", re.IGNORECASE)

# "תוסיף לרשימת ספרים לקרוא את סאפיינס": "את" marks the object, so the words before it, things and what they are
# for ("ספרים לקרוא", "סרטים לראות"), are the list's name; a colon says so to the grammars. Only a plural of things
# and a verb of what one does with them: "לרשימת המשימות לחדש את הדרכון" adds the renewing itself.
_FOR_DOING = r"(?:לקרוא|לראות|לצפות|לשמוע|לבקר|לנסות|לטעום|לבשל|לאפות|לקנות|לארוז|להביא|לאכול|לשחק|לנגן|להזמין)"
_NAME_TO_OBJECT = re.compile(rf"^(?P<head>{ANY_ADD}\s+(?:לי\s+)?(?:ל|אל\s+)רשימת\s+(?!(?:משימות|מטלות){_E})"
                             rf"[{HE}]{{2,}}(?:ים|ות)\s+{_FOR_DOING})\s+(?=את\s+\S)")
_NOT_NAME_WORD = re.compile(rf"{_B}(?:לי|לנו|לו|לה|להם|לכם|לך)$")

# "for dads stuff pls add ...", "for the baby's things add ...": a list named by whose or what stuff it is, before
# the request, read as the list it names.
_FOR_STUFF = re.compile(rf"^for\s+(?:the\s+|my\s+|our\s+)?(?P<name>[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?\s+(?:stuff|things))"
                        rf"\s*[,:\-]?\s+(?:(?:pls|plz|please|can\s+(?:you|u))\s+)?(?=(?:{V_ADD})\s)", re.IGNORECASE)

# "what's on my רשימת קניות", "show me the רשימה של הסופר": the English article or "my" before a list named in
# Hebrew says nothing the Hebrew does not.
# "show me את הרשימה של …": the Hebrew object marker after an English verb, the same.
_EN_BEFORE_HE_LIST = re.compile(rf"(?<=[A-Za-z'])\s+(?:the|my|our|את)\s+(?=ה?רשימ(?:ה|ת){_E})", re.IGNORECASE)


# What is planned rather than bought: "for work stuff add a meeting with dan" is for the calendar or the tasks.
_PLANNED = re.compile(r"\b(?:meeting|appointment|call|remind|reminder|event|task|session|class|lesson|lunch|dinner"
                      r"|interview|deadline)s?\b", re.IGNORECASE)


def _things(request: str) -> bool:
    """Whether what a request adds are things one buys or packs (evidence "for dads stuff" names a list)."""
    items = [i for i in re.split(r"\s*(?:,|\band\b|&)\s*", re.sub(r"^\S+\s+", "", request)) if i]
    return not _PLANNED.search(request) and any(is_product(i) or is_packing(i) for i in items)


def said_plainly(text: str) -> str:
    """The request with its chatter cut off and its list said the way the list grammars read it."""
    text = _without_chatter(text)
    text = _NEED_FOR_HE.sub("תוסיפי ", text)
    text = _NEED_FOR_EN.sub("add to ", text)
    named = _NAME_TO_OBJECT.match(text)
    if named and not _NOT_NAME_WORD.search(named.group("head")) and not has_day_word(named.group("head").split()[-1]):
        text = f"{named.group('head')}: {text[named.end():]}"
    stuff = _FOR_STUFF.match(text)
    if (stuff and not re.match(rf"(?:{EN_CHANGE})\b", stuff.group("name"), re.IGNORECASE)
            and _things(text[stuff.end():])):
        text = f"to the {stuff.group('name')} list {text[stuff.end():]}"
    return _EN_BEFORE_HE_LIST.sub(" ", text)
