"""English said word for word from Hebrew, put the way the grammars read it.

Hebrew speakers writing English often keep Hebrew's grammar: "תזכיר לי" becomes "remember me" ("remember me
tomorrow to call the school"), the dative "לי" stays after a command ("close me the reminder", "delete me the
list", "make me a draft"), the question keeps its word order ("what I have on thursday"), and a past is written
in the present or with a regular ending ("i already send it", "i buyed the diapers"). Some Hebrew writers use
English words in Hebrew letters for the command ("ריממבר לי", "לשופינג ליסט").

This is a second reading, tried only when the message as written is read by no grammar with confidence: the
phrases are put right and the message read again (`rules._read_retyped`). Only command words and grammar
change; the words of what is asked for (a task's text, an item, a name) stay as written.
"""

from __future__ import annotations

import re
from functools import partial

from memo.planning.rules import second_language

_HE = r"\u05D0-\u05EA"

# "remember me tomorrow to ...", "remember me that yoav has ...": a reminder asked for, not "do you remember me".
_REMEMBER_ME = re.compile(r"\bremember\s+me\b(?=\s+(?:to|that|about|on|at|in|tomorrow|tmrw|today|tonight|this|next"
                          r"|every|each|when|before|after|\d))", re.IGNORECASE)
# "stop to remember me", "stop to remind me": stop reminding.
_STOP_TO = re.compile(r"\bstop\s+to\s+(?:remember|remind)\s+me\b", re.IGNORECASE)
# A command with the dative "me" of Hebrew ("תמחק לי את..."), before what it acts on. "show me", "tell me",
# "send me", "give me", "remind me" are English as they are and stay.
_DATIVE_ME = re.compile(r"\b(close|delete|erase|remove|cancel|add|make|write|open|move|change|mark|book|schedule"
                        r"|forward|archive|save|search|check|clean|fix|create|prepare|draft|put)\s+me\s+"
                        r"(?=(?:the|a|an|in|into|on|to|this|that|my|all|new)\b|\d)", re.IGNORECASE)
# "put in the shopping list X": Hebrew "תשים ברשימה" is "put on the list".
_PUT_IN_LIST = re.compile(r"\bput\s+in(?:to)?\s+(?=(?:the|my)\s+(?:[\w-]+\s+){0,2}list\b)", re.IGNORECASE)
# "close the reminder", "close all of them": "לסגור משימה" is to mark it done.
_CLOSE = re.compile(r"\bclose\s+(?=(?:the|this|that|my|all|both)\b(?:\s+(?:of\s+)?(?:them|the|my))?"
                    r"(?:\s+[\w'-]+){0,2}?\s*(?:reminders?|tasks?|to-?dos?|them)\b)", re.IGNORECASE)
# A question in Hebrew word order: "what I have on thursday" -> "what do I have on thursday".
_QUESTION_ORDER = re.compile(r"\b(what|which|when|where|how\s+much|how\s+many)\s+(i|we)\s+"
                             r"(have|need|got|must|should)\b", re.IGNORECASE)
# Past forms made regular: "buyed", "sended", "payed".
_IRREGULAR_PAST = {
    "buyed": "bought", "sended": "sent", "payed": "paid", "taked": "took", "bringed": "brought", "goed": "went",
    "finded": "found", "writed": "wrote", "telled": "told", "catched": "caught", "forgetted": "forgot",
    "gived": "gave", "getted": "got", "maked": "made", "putted": "put", "doed": "did", "comed": "came",
    "leaved": "left", "meeted": "met", "speaked": "spoke", "drived": "drove", "runned": "ran", "eated": "ate",
}
_MADE_REGULAR = re.compile(r"\b(" + "|".join(_IRREGULAR_PAST) + r")\b", re.IGNORECASE)
# "i already send it", "i send the form already": an errand done, told in the present.
_PAST_OF = {
    "send": "sent", "buy": "bought", "pay": "paid", "take": "took", "bring": "brought", "do": "did", "get": "got",
    "make": "made", "give": "gave", "write": "wrote", "tell": "told", "put": "put", "call": "called",
    "book": "booked", "sign": "signed", "order": "ordered", "fix": "fixed", "return": "returned",
    "email": "emailed", "text": "texted", "finish": "finished", "submit": "submitted", "cancel": "cancelled",
    "renew": "renewed", "clean": "cleaned", "wash": "washed", "pick": "picked", "drop": "dropped",
    "answer": "answered", "reply": "replied", "talk": "talked", "speak": "spoke", "see": "saw", "meet": "met",
}
_ALREADY_PRESENT = re.compile(r"\b(i|we)\s+(already\s+)?(" + "|".join(_PAST_OF) + r")\b(?=(?:(?!\b(?:and|but)\b)"
                              r"[^.,;!?])*\balready\b)|\b(i|we)\s+already\s+(" + "|".join(_PAST_OF) + r")\b",
                              re.IGNORECASE)
# English command words written in Hebrew letters.
_HEBREW_LETTERS = [
    (re.compile(rf"(?<![{_HE}])ריממבר\s+לי(?![{_HE}])"), "תזכיר לי"),
    (re.compile(rf"(?<![{_HE}])(ל|ב|מה|מ)?(?:ה)?שופינג\s+ליסט(?![{_HE}])"), r"\1רשימת קניות"),
]


def put_right(text: str) -> tuple[str, list[str]]:
    """The message with its word-for-word phrases put right, and what was changed (nothing: the text as is)."""
    changes: list[str] = []
    sub = partial(second_language.replace_noting, changes)

    fixed = sub(_REMEMBER_ME, "remind me", text)
    fixed = sub(_STOP_TO, "stop reminding me", fixed)
    fixed = sub(_DATIVE_ME, lambda m: f"{m.group(1)} ", fixed)
    fixed = sub(_PUT_IN_LIST, "put on ", fixed)
    fixed = sub(_CLOSE, "done with ", fixed)
    fixed = sub(_QUESTION_ORDER, lambda m: f"{m.group(1)} do {m.group(2)} {m.group(3)}", fixed)
    fixed = sub(_MADE_REGULAR, lambda m: _IRREGULAR_PAST[m.group(1).lower()], fixed)
    fixed = sub(_ALREADY_PRESENT, _in_the_past, fixed)
    for pattern, replacement in _HEBREW_LETTERS:
        fixed = sub(pattern, replacement, fixed)
    # Arabic and Russian speakers' grammar and words of their own language (second_language.py).
    fixed, learned = second_language.put_right(fixed)
    changes.extend(learned)
    return (fixed, changes) if fixed != text else (text, [])


def _in_the_past(match: re.Match[str]) -> str:
    if match.group(1):
        return f"{match.group(1)} {match.group(2) or ''}{_PAST_OF[match.group(3).lower()]}"
    return f"{match.group(4)} already {_PAST_OF[match.group(5).lower()]}"
