"""`general`: a groan at something the user hates, with nothing for Memo to do but answer kindly.

"ugh I hate paperwork season so much", "i can't stand dealing with the bank ugh", "אוף אני שונאת את עונת הדוחות",
"אני כל כך שונא ניירת". The groan ("ugh", "אוף") or the strength said with it ("so much", "כל כך") says the dislike is
let out, not a taste to keep: a plain "I hate cilantro" may be a preference worth saving and is left to the grammars
that keep facts (or to a question). A request word, a question, a time or a number leaves the message to the tools.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.general_chat import _ASKS_AFTER, _CLOCK_WORDS, _TRAILING, CHAT, MAX_CHARS, _only_chat

_HE = r"\u05D0-\u05EA"

_GROAN = r"u+g+h+|a+r+g+h+|ugh+|sigh|ffs|omg|god|man|(?:א)?וף+|פאק|אוי|וואי|נו\s+באמת|די\s+כבר"
_GROAN_FIRST = re.compile(rf"^(?:{_GROAN})(?![\w{_HE}])[\s,.!…]*", re.IGNORECASE)
_GROAN_LAST = re.compile(rf"[\s,.!…]+(?:{_GROAN})[\s.!…]*$", re.IGNORECASE)

# "I (really) hate", "i can't stand", "i'm so sick of"; "אני (ממש) שונאת", "אני לא סובל".
_SO_EN = r"(?:(?:so|really|just|honestly|absolutely|totally|seriously|literally)\s+)*"
_SO_HE = r"(?:(?:כל\s+כך|ממש|פשוט|באמת|נורא|מאוד)\s+)*"
_HATE = re.compile(
    rf"^(?:i\s+|i'?m\s+|im\s+)?{_SO_EN}(?:hate|loathe|despise|detest|can'?t\s+stand|cannot\s+stand|can'?t\s+bear"
    rf"|(?:am\s+)?(?:so\s+)?(?:sick|tired)\s+of)\s+(?P<what>.+)$"
    rf"|^(?:אני\s+)?{_SO_HE}(?:שונאת|שונא|מתעבת|מתעב|לא\s+סובלת|לא\s+סובל|לא\s+יכולה\s+לסבול|לא\s+יכול\s+לסבול"
    rf"|לא\s+יכולה\s+יותר\s+עם|לא\s+יכול\s+יותר\s+עם|נמאס\s+לי\s+מ-?)\s*(?P<what_he>[{_HE}].+)$",
    re.IGNORECASE)
# The strength said after what is hated: "so much", "with a passion", "כל כך", "ברמות".
_STRONG_LAST = re.compile(r"(?:\s+(?:so\s+much|so\s+so\s+much|with\s+a\s+passion|more\s+than\s+anything|sm"
                          r"|כל\s+כך|ברמות|בטירוף|מכל\s+הלב|נורא))+$", re.IGNORECASE)
_STRENGTH_FIRST = re.compile(r"^(?:i\s+)?(?:so|really|honestly|absolutely|seriously)\s"
                             r"|^(?:אני\s+)?(?:כל\s+כך|ממש|נורא)\s"
                             r"|(?:sick|tired)\s+of|נמאס|לא\s+יכול(?:ה)?\s+יותר", re.IGNORECASE)


def _dislike_let_out(text: str) -> bool:
    text = _TRAILING.sub("", text.strip())
    groaned = False
    if m := _GROAN_FIRST.match(text):
        text, groaned = text[m.end():], True
    if m := _GROAN_LAST.search(text):
        text, groaned = text[:m.start()], True
    text = _TRAILING.sub("", text)
    strong = _STRONG_LAST.search(text)
    if strong:
        text = text[:strong.start()]
    hate = _HATE.match(text)
    if hate is None:
        return False
    what = hate.group("what") or hate.group("what_he") or ""
    if not (groaned or strong or _STRENGTH_FIRST.search(text)):
        return False  # "I hate cilantro": maybe a taste to keep
    if len(what.split()) > 8 or _ASKS_AFTER.search(what) or re.search(r"\d", what):
        return False
    return _only_chat(text)


@grammar
def dislike(ctx: RuleContext) -> Intent | None:
    text = ctx.text.strip()
    if len(text) > MAX_CHARS or "?" in text or _CLOCK_WORDS.search(text):
        return None
    if ctx.time is not None and (ctx.time.when is not None or ctx.time.recurrence is not None):
        return None  # "ugh I hate that the dentist moved to 8 tomorrow": a time is for the tools
    if not _dislike_let_out(text):
        return None
    return Intent("general", "respond", {"operation": "respond", "kind": "small_talk"}, CHAT,
                  intent_type="conversation")
