"""`general`: how the night went, told in passing: "בוקר טוב ישנתי שעתיים הלילה 😵 בע"ה הלילה יהיה יותר טוב",
"slept like 3 hours last night ugh", "לא ישנתי כל הלילה", "barely slept, hopefully tonight is better".

How long the user slept, or that they hardly did, is news of their night, not a to-do: "ישנתי שעתיים הלילה" has
a time word ("הלילה") and an amount, which the task grammars would take for a note due tonight. A greeting may come
first and a hope for the next night after it ("בע"ה ...", "hopefully ..."); any request word (general_chat's), a
question or anything else said leaves the message to the grammars that read those. Read above a timed note (0.78)
and a task reported done (0.8).
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.general_chat import _REQUEST_EN, _REQUEST_HE, MAX_CHARS

SLEPT = 0.85
_HE = r"\u05D0-\u05EA"
_SIGN = r"[\s,.!~:;()*\-]|[\U0001F000-\U0001FAFF\u2600-\u27BF\u2764\ufe0f\u200d]"
_GREETING = (r"(?:good\s+morning|morning|gm|hi|hey|בוקר\s+טוב|בוקר\s+אור|בוקר|היי|הי|שלום|אהלן)(?:\s+(?:memo|ממו))?")
_HOURS_EN = r"(?:\d+(?:\.\d)?|one|two|three|four|five|an?|half\s+an)\s*(?:hours?|hrs?|h)\b"
_NIGHT_EN = r"(?:\s+(?:last\s+night|tonight|at\s+all|all\s+night|the\s+whole\s+night))?"
_SLEPT_EN = (rf"(?:i\s+)?(?:(?:only|barely|just|maybe)\s+)*(?:slept|got)\s+(?:(?:like|maybe|about|around|only|for"
             rf"|barely|just)\s+)*{_HOURS_EN}(?:\s+(?:of\s+)?sleep)?{_NIGHT_EN}"
             rf"|(?:i\s+)?(?:barely|didn'?t|did\s+not|couldn'?t|could\s+not)\s+sleep{_NIGHT_EN}"
             rf"|(?:i\s+)?slept\s+(?:so\s+|really\s+|super\s+)?(?:badly|bad|terribly|awful(?:ly)?|horribly){_NIGHT_EN}")
_HOURS_HE = r"(?:שעתיים|שעה|חצי\s+שעה|שעה\s+וחצי|\d+(?:\.\d)?\s+שעות|(?:שלוש|ארבע|חמש)\s+שעות)"
_NIGHT_HE = r"(?:\s+(?:הלילה|בלילה|כל\s+הלילה|בכלל|אתמול\s+בלילה))?"
_SLEPT_HE = (rf"(?:(?:בקושי|רק)\s+)?ישנתי\s+(?:(?:רק|בקושי|בערך|כמו|אולי|איזה)\s+)*{_HOURS_HE}{_NIGHT_HE}"
             rf"|(?:לא|בקושי)\s+ישנתי{_NIGHT_HE}"
             rf"|ישנתי\s+(?:ממש\s+|כל\s+כך\s+)?(?:גרוע|נורא|רע|זוועה|על\s+הפנים){_NIGHT_HE}")
_HOPE = (r"(?:hopefully|i\s+hope|fingers\s+crossed|please\s+let|בע\"ה|בע''ה|בעזרת\s+ה(?:שם|')|בעז\"ה|מקווה|אני\s+מקווה"
         r"|הלוואי|אולי)")
_SLEPT = re.compile(
    rf"^(?:{_GREETING}(?:{_SIGN})+)?(?:{_SLEPT_EN}|{_SLEPT_HE})(?![\w{_HE}])(?:{_SIGN}|lol|ugh|smh|אוף|ח{{2,}})*"
    rf"(?:(?:and\s+|but\s+|ו)?{_HOPE}(?![\w{_HE}])[^?]{{0,80}})?$", re.IGNORECASE)


@grammar
def slept_little(ctx: RuleContext) -> Intent | None:
    """ "ישנתי שעתיים הלילה 😵", "barely slept last night": news of the night, answered in a line."""
    text = re.sub(r"\s+", " ", ctx.text).strip()
    if len(text) > MAX_CHARS or "?" in text or not _SLEPT.match(text):
        return None
    if _REQUEST_EN.search(text) or _REQUEST_HE.search(text):
        return None  # "slept 2 hours, remind me to nap at 3": a request rides on it
    return Intent("general", "respond", {"operation": "respond", "kind": "small_talk"}, SLEPT,
                  intent_type="conversation")
