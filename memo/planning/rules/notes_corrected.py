"""A kept fact the user says they gave wrong, with the right value: the note about it is updated.

* "I gave you the wrong flight number for mom, it's LY008 not LY006", "oops, told you the wrong gate code - it should
  be 4471", "the locker number I gave you was wrong, it's 112", "wrong wifi password for the cabin, it's PineTree99".
* "נתתי לך מספר טיסה לא נכון של אמא, זה LY008 ולא LY006", "רשמתי לך את הקוד של השער הלא נכון, הנכון הוא 4471",
  "טעיתי במספר הלוקר, זה 112".

Only a kind of fact people keep (a number, a code, a password, an address: notes._STRONG_RE, notes_changes._is_kept)
and a value with a digit or a code; "I gave you the wrong time for the dentist, it's 4 not 3" is an event's or a
reminder's hour, never read here. A hedge before it ("I think", "נראה לי ש") is taken off by hedged.py. The wrong
fact said in full and then put right ("I told you X, that was wrong, …") is notes_correct.py's and
notes_no_longer.py's.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, tidy
from memo.planning.rules.notes import _STRONG_RE, _keywords, core
from memo.planning.rules.notes_changes import _NOT_A_WORD_VALUE, _VALUE, _clock, _is_kept

CORRECTED = 0.94  # the kept value said wrong and the right one given: above a search for what was told (0.93)
_HE = r"\u05D0-\u05EA"
# The kinds of fact whose value may be a word ("PineTree", "avi_b"); any other needs a digit.
_WORD_VALUED = re.compile(r"password|passcode|username|user\s+name|login|wi-?fi|סיסמ|שם\s+משתמש", re.IGNORECASE)
_SORRY = re.compile(r"(?:sorry|oops|whoops|my\s+bad|haha\w*|thanks|thx)$", re.IGNORECASE)

# The old value after the new one ("…, not LY006", "ולא LY006"): it names what the note held.
_OLD = r"(?:\s*[,;]?\s+(?:not|and\s+not|instead\s+of|rather\s+than|ולא|במקום)\s+\S+)?"
# What comes before the right value: "it's", "it should be", "the right one is", "זה", "הנכון הוא".
_RIGHT_EN = (r"(?:(?:it'?s|its|it\s+is|it\s+should\s+be|should\s+be|should'?ve\s+been|the\s+(?:right|correct|real)"
             r"\s+one\s+is|(?:the\s+)?(?:right|correct)\s+one(?:'s|\s+is)|actually|it\s+was\s+supposed\s+to\s+be)\s*:?\s*)?")
_RIGHT_HE = (r"(?:(?:זה|הוא|היא|ה?נכון\s+(?:זה|הוא)?|ה?נכונה\s+(?:זה|היא)?|צריך\s+להיות|זה\s+אמור\s+להיות"
             r"|בעצם)\s*:?\s*)*")
_EN = re.compile(
    r"^(?:(?:oops|sorry|my\s+bad|whoops|correction)[\s,.!:\-]+)?"
    r"(?:(?:i\s+)?(?:gave|told|sent)\s+(?:you|u)\s+(?:the\s+|a\s+)?wrong\s+(?P<k1>[\w' -]+?)"
    r"|(?:the|my)\s+(?P<k2>[\w' -]+?)\s+i\s+(?:gave|told|sent)\s+(?:you|u)\s+(?:was|is)\s+wrong"
    r"|wrong\s+(?P<k3>[\w' -]+?))"
    r"(?:\s+(?:for|of)\s+(?P<whose>[\w' -]+?))?"
    rf"\s*[,.;:\-–]+\s*{_RIGHT_EN}{_VALUE}{_OLD}[\s.!]*$",
    re.IGNORECASE)
_HE_SHAPE = re.compile(
    rf"^(?:(?:אופס|סליחה|טעות\s+שלי|תיקון)[\s,.!:\-]+)?"
    rf"(?:(?:נתתי|אמרתי|שלחתי|רשמתי|כתבתי)\s+לך\s+(?:את\s+)?(?P<k1>[{_HE}'\"\s-]+?)\s+(?:ה)?(?:לא\s+נכון|לא\s+נכונה|שגוי"
    rf"|שגויה)|טעיתי\s+ב(?P<k2>[{_HE}'\"\s-]+?))"
    rf"(?:\s+(?:של|ל|עבור)\s*(?P<whose>[{_HE}'\"\s-]+?))?"
    rf"\s*[,.;:\-–]+\s*{_RIGHT_HE}{_VALUE}{_OLD}[\s.!]*$")


def _kept(key: str) -> bool:
    """Whether `key` names a kind of fact people keep. "flight number" is one although a flight is an event's
    word (notes._EVENTS), so a kept number or code counts by its head noun."""
    if re.match(rf"[{_HE}]", key):
        return bool(re.match(r"(?:ה)?(?:מספר|מס'|קוד|סיסמ|כתובת|טלפון)", key)) or _is_kept(key)
    return bool(_STRONG_RE.search(key)) or _is_kept(key)


@grammar
def fact_corrected(ctx: RuleContext) -> Intent | None:
    """ "I gave you the wrong flight number for mom, it's LY008 not LY006": the note gets the right value."""
    text = core(ctx.text).rstrip(" .!")
    match = _EN.match(text) or _HE_SHAPE.match(text)
    if match is None or _clock(ctx):
        return None
    groups = {k: v for k, v in match.groupdict().items() if v}
    key = tidy(groups.get("k1") or groups.get("k2") or groups.get("k3") or "")
    value = groups["val"]
    if not key or len(key.split()) > 5 or not _kept(key):
        return None
    if not re.search(r"\d", value) and (not _WORD_VALUED.search(key) or _NOT_A_WORD_VALUE.match(value)
                                        or _SORRY.match(value)):
        return None  # "I gave you the wrong address, sorry": no right value given; only a password may be a word
    whose = tidy(groups.get("whose") or "")
    hebrew = match.re is _HE_SHAPE
    named = f"{key} של {whose}" if hebrew and whose else f"{key} for {whose}" if whose else key
    new = f"{named} {value}" if hebrew else f"{named} is {value}"
    return Intent("second-brain", "update", {"operation": "update", "query": _keywords(named), "text": new},
                  CORRECTED, entity="note")
