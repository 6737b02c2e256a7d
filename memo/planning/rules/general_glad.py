"""`general`: glad news said to Memo, after a greeting or thanks or alone — a near miss it saved ("thanks!! את אלופה,
בלעדייך הייתי שוכחת את הדרכון בבית", "without you i'd have missed the flight lol") and a countdown to a holiday
("בוקר טוב! עוד ארבעה ימים ואני על חוף בתאילנד 🌴", "3 more days and we're in Rome!!").

Neither asks anything: "I'd have forgotten the passport" is what did not happen, and "in four days I'm on a beach" is
joy, not an event to put in the calendar (the trip is already planned). Any question, request word or clock time in
the message leaves it to the other grammars ("4 more days and i'm in rome, remind me to pack").
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.general import _PIECE, _pieces
from memo.planning.rules.general_chat import _CLOCK_WORDS, _REQUEST_EN, _REQUEST_HE, _TRAILING, CHAT

_HE = r"\u05D0-\u05EA"
MAX_WORDS = 20

# What would have happened without Memo: "בלעדייך הייתי שוכחת ...", "without you i'd have forgotten ...".
_WITHOUT_YOU = re.compile(
    rf"^(?:(?:ו)?(?:בלעדייך|בלעדיך|בלי\s+(?:אותך|ך)|אלמלא\s+(?:את|אתה)|אם\s+לא\s+(?:את|אתה|היית))[\s,]+(?:אני\s+)?"
    rf"(?:הייתי|היינו|הייתה|היה)\s+[{_HE}]"
    r"|(?:and\s+)?(?:without|if\s+(?:it\s+)?(?:wasn'?t|weren'?t)\s+for)\s+(?:you|u|memo)[\s,]+(?:i|we)(?:'?d|\s+would)"
    r"(?:\s+(?:have|'ve|of))?\s+(?:totally\s+|definitely\s+|so\s+|100%\s+)?(?:forgotten|forgot|missed|lost|been|left"
    r"|messed|blown|screwed))", re.IGNORECASE)
# A few more days, then the holiday: "עוד ארבעה ימים ואני על חוף", "3 more days and we're in Rome", "4 days till i'm
# on a beach". Being somewhere, not doing something there.
_NUM_HE = r"(?:\d{1,2}|יומיים|שבועיים|שני|שתי|שלושה|שלוש|ארבעה|ארבע|חמישה|חמש|שישה|שש|שבעה|שבע|שמונה|תשעה|עשרה|כמה)"
_NUM_EN = r"(?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|a\s+few|few)"
_COUNTDOWN = re.compile(
    rf"^(?:רק\s+)?עוד\s+{_NUM_HE}(?:\s+(?:ימים|יום|שבועות|שבוע|לילות|שעות))?\s+ו(?:אני|אנחנו|הם|היא|הוא)\s+"
    rf"(?:כבר\s+)?(?:ב|על|ליד|מול|בחופש|בחופשה|בטיסה|בדרך|בים)"
    rf"|^(?:only\s+|just\s+)?{_NUM_EN}\s+(?:more\s+)?(?:days?|sleeps|weeks?|nights?)\s+(?:more\s+)?(?:and|till|until"
    r"|before|to\s+go\s+(?:and|till|until))\s+(?:i'?m|im|i\s+am|we'?re|were|we\s+are|i'?ll\s+be|we'?ll\s+be)"
    r"\s+(?:on|in|at|off|lying|sitting|chilling|flying)\b", re.IGNORECASE)


@grammar
def glad_news(ctx: RuleContext) -> Intent | None:
    text = _TRAILING.sub("", re.sub(r"\s+", " ", ctx.text).strip())
    if "?" in text or len(text.split()) > MAX_WORDS + 6:
        return None
    start, _found = _pieces(text, _PIECE)  # "thanks!! את אלופה,", "בוקר טוב!": the opener is chat too
    told = text[start:]
    m = _WITHOUT_YOU.match(told) or _COUNTDOWN.match(told)
    if m is None or len(told.split()) > MAX_WORDS:
        return None
    if _CLOCK_WORDS.search(told) or re.search(r"\d{1,2}[:.]\d{2}|\b(?:at|by)\s+\d", told, re.IGNORECASE):
        return None  # a clock time: something happens then
    # The near miss names what was almost done ("הייתי שוכחת להביא את הדרכון"); only a clause after it may hold a
    # request. A countdown holds none of its own.
    clauses = re.split(r"[,.;!]+", told)
    rest = " ".join(clauses[1:] if m.re is _WITHOUT_YOU else clauses)
    if _REQUEST_EN.search(rest) or _REQUEST_HE.search(rest):
        return None
    return Intent("general", "respond", {"operation": "respond", "kind": "small_talk"}, CHAT,
                  intent_type="conversation")
