"""`general`: a busy shift told by what the user has had no time for: "back to back on the ward since 7, haven't even
had coffee lol", "slammed all morning, haven't eaten", "רצה במחלקה מ-7, עוד לא שתיתי קפה", "אין לי רגע לנשום, לא
ישבתי מהבוקר".

Not having eaten, drunk or sat down is said of a day that ran the user over, never as a to-do: there is nothing to
do but answer. The hour the rush began ("since 7", "מ-7") says how long, it is no time for a reminder. Any request
word, question or other time leaves the message to the grammars that read requests ("haven't had lunch, remind me
at 1 to eat" is a reminder).
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.general_chat import _TRAILING, CHAT, MAX_WORDS, _only_chat

_HE = r"\u05D0-\u05EA"
_E = rf"(?![\w{_HE}])"
_BREAK_EN = (r"(?:coffee|(?:a\s+)?(?:cup\s+of\s+)?(?:coffee|tea)|lunch|breakfast|dinner|food|water"
             r"|anything(?:\s+to\s+eat)?"
             r"|a\s+(?:break|sec|second|minute|moment|sip|bite|drink|bathroom\s+break|pee\s+break)|time\s+to\s+\w+)")
# What there was no time for.
_DEPRIVED = re.compile(
    r"^(?:and\s+|but\s+|so\s+|still\s+)?(?:i\s+)?(?:haven'?t|havent|have\s+not|didn'?t|didnt|did\s+not)\s+(?:even\s+|yet\s+)?"
    rf"(?:had|have|got|gotten)\s+{_BREAK_EN}(?:\s+(?:yet|today|all\s+day|all\s+morning|since))?"
    r"|^(?:and\s+|but\s+|so\s+|still\s+)?(?:i\s+)?(?:haven'?t|havent|have\s+not|didn'?t|didnt|did\s+not)\s+(?:even\s+|yet\s+)?"
    r"(?:eaten|eat|drunk|drank|drink|sat(?:\s+down)?|sit(?:\s+down)?|peed|pee|stopped|breathed|had\s+a\s+chance\s+to\s+\w+"
    r"|gotten\s+to\s+\w+|got\s+to\s+\w+)(?:\s+(?:once|yet|today|all\s+day|all\s+morning|anything))?"
    r"|^(?:no|zero|not\s+even\s+(?:a|one))\s+(?:coffee|breaks?|lunch|food|time\s+to\s+(?:eat|pee|breathe|sit))"
    r"(?:\s+(?:yet|today|all\s+day|all\s+morning))?"
    rf"|^ו?(?:(?:עוד|אפילו|בכלל|עדיין)\s+)*לא\s+(?:(?:עוד|אפילו)\s+)?(?:(?:הספקתי|הצלחתי)\s+(?:אפילו\s+)?(?:לשתות|לאכול"
    rf"|לשבת|לנשום|ללכת\s+לשירותים|לעשות\s+הפסקה)|שתיתי|אכלתי|ישבתי|נשמתי|עשיתי\s+הפסקה|היה\s+לי\s+(?:רגע|דקה|זמן)){_E}"
    rf"(?:\s+(?:קפה|כלום|משהו|מים|דקה|רגע|מהבוקר|היום|בכלל|אפילו\s+פעם))*"
    rf"|^ו?אין\s+לי\s+(?:(?:אפילו|בכלל)\s+)?(?:רגע|דקה|שנייה|זמן)\s+(?:לנשום|לשבת|לאכול|לשתות|לשירותים){_E}",
    re.IGNORECASE)
# How the rush is told: the words that say the day ran on without a stop.
_RUSHED = re.compile(
    r"\b(?:back\s+to\s+back|non[-\s]?stop|slammed|swamped|on\s+my\s+feet|running\s+around|run\s+off\s+my\s+feet"
    r"|crazy\s+busy|insane(?:ly\s+busy)?|drowning|zero\s+breaks|no\s+breaks?|on\s+the\s+(?:ward|floor|unit)|all\s+day"
    r"|all\s+morning|chaos|madhouse)\b"
    rf"|(?<![{_HE}])(?:רצה|רץ|מתרוצצת|מתרוצץ|בלי\s+הפסקה|נון\s+סטופ|ברצף|מטורף|מטורפת|על\s+הרגליים|במחלקה|בכיתה"
    rf"|מהבוקר|כל\s+היום|טירוף|בלגן){_E}",
    re.IGNORECASE)
# When the rush began: "since 7", "from 6am", "מ-7", "משבע בבוקר". How long, not when something is due.
_SINCE = re.compile(r"\b(?:since|from)\s+\d{1,2}(?::\d\d)?\s*(?:am|pm|a\.m\.|this\s+morning)?\b"
                    rf"|(?<![{_HE}])מ-?\s*\d{{1,2}}(?::\d\d)?(?:\s+בבוקר)?(?![\d{_HE}])", re.IGNORECASE)
_CLAUSE = re.compile(r"\s*[,;.!…]+\s*|\s+-\s+")


@grammar
def swamped(ctx: RuleContext) -> Intent | None:
    text = _TRAILING.sub("", ctx.text.strip())
    if not text or "?" in text or len(text.split()) > MAX_WORDS:
        return None
    clauses = [c for c in _CLAUSE.split(text) if c]
    deprived = [c for c in clauses if _DEPRIVED.match(c) and len(c.split()) <= 9]
    if not deprived or len(clauses) > 3:
        return None
    told = [c for c in clauses if c not in deprived]
    if any(not _RUSHED.search(c) or not _only_chat(_SINCE.sub(" ", c)) for c in told):
        return None  # another clause that says something else: a request, a time, a fact
    if not all(_only_chat(c) for c in deprived):
        return None
    return Intent("general", "respond", {"operation": "respond", "kind": "small_talk"}, CHAT,
                  intent_type="conversation")
