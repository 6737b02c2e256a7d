"""`general`: how the day went, told by someone who works shifts or runs a household, with nothing to do but answer.

* a shift finished, and how tired it left the user: "גמרתי משמרת של 12 שעות אני גמור", "just got off a double, i'm
  dead", "סיימתי משמרת לילה". A shift is work done for someone else, never one of the user's to-dos marked done:
  read above a task reported done (0.88).
* a groan at what came round again: "night shift again ugh", "ugh mondays again", "אוף שוב משמרת לילה".
* relief at last: "סוף סוף הבית נקי והילדים ישנים", "finally the kids are asleep and the house is quiet".
* a small story, and Memo's opinion asked: "בעלי ואני רבנו מי שוטף כלים הערב, מה את אומרת", "we can't agree who
  walks the dog tonight, what do you think". The question is for Memo, not about anything it keeps.

Any request word (general_chat's), a list or a fact to keep leaves the message to the grammars that read those.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.general_chat import (
    _ASKS_AFTER,
    _REQUEST_EN,
    _REQUEST_HE,
    _TRAILING,
    CHAT,
    MAX_WORDS,
    _mostly_groceries,
    _only_chat,
)

_HE = r"\u05D0-\u05EA"
SHIFT_DONE = 0.9  # above a task reported done ("גמרתי X" as X's completion: 0.88)

# ---------------------------------------------------------------- a shift finished

_SHIFT_EN = (r"(?:(?:(?:a|an|my|the|another|our|this|that)\s+)?(?:(?:\d{1,2}[\s-]*(?:h|hr|hrs|hour)s?|long|double|night"
             r"|morning|evening|late|early|overnight|crazy|brutal|busy)\s+)*(?:shift|double|workday|work\s+day|night"
             r"\s+shift|day\s+at\s+work)"
             # "a 12h night": the hours say the night was a shift.
             r"|(?:(?:a|an|my|another)\s+)?\d{1,2}[\s-]*(?:h|hr|hrs|hours?)\s+(?:night|day|overnight))")
_SHIFT_HE = (r"(?:את\s+)?(?:ה)?(?:משמרת|כפולה|יום\s+(?:ה)?עבודה)(?:\s+(?:ה)?(?:לילה|בוקר|ערב|כפולה|ארוכה|מטורפת))?"
             r"(?:\s+של\s+\d{1,2}\s+שעות)?")
_SHIFT_DONE = re.compile(
    r"^(?:(?:just|finally|ok|so)\s+)*(?:(?:i\s+)?(?:finished|done\s+with|got\s+off|wrapped\s+up|survived|worked)"
    rf"|off|home\s+from|back\s+from)\s+{_SHIFT_EN}\b"
    rf"|^(?:(?:סוף\s+סוף|יאללה|טוב|אוקיי)\s+)*(?:גמרתי|סיימתי|שרדתי|עשיתי|יצאתי\s+מ|חזרתי\s+מ)\s*(?:(?:עכשיו|הרגע|כרגע)\s+)?{_SHIFT_HE}(?![{_HE}])",
    re.IGNORECASE)

# ---------------------------------------------------------------- a groan at what came again

_AGAIN = re.compile(rf"\b(?:again|another)\b|(?<![{_HE}])(?:שוב|עוד\s+פעם|שוב\s+פעם)(?![{_HE}])", re.IGNORECASE)
_GROAN_WORD = (r"u+g+h+|a+r+g+h+|ffs|sigh|smh|kill\s+me|אוף+|פאק|באסה|איזה\s+באסה|נו\s+באמת|די\s+כבר|הצילו")
_GROAN_FIRST = re.compile(rf"^(?:{_GROAN_WORD})(?![\w{_HE}])[\s,.!…]*", re.IGNORECASE)
_GROAN_LAST = re.compile(rf"[\s,.!…]+(?:{_GROAN_WORD})[\s.!…]*$", re.IGNORECASE)

# ---------------------------------------------------------------- relief at last

_FINALLY = re.compile(r"^(?:סוף\s+סוף|finally|at\s+last)[\s,!]+", re.IGNORECASE)
# How the home is now: quiet, clean, asleep. Never "done" or "ready": "finally the report is done" may be a to-do.
_CALM_EN = (r"(?:is|are|'s|'re)\s+(?:(?:all|fast|finally|so)\s+)*(?:asleep|sleeping|clean|tidy|quiet|silent|calm"
            r"|in\s+bed|home|back\s+home)")
_CALM_HE = (r"(?:נקי|נקייה|נקיה|מסודר|מסודרת|שקט|שקטה|רגוע|רגועה|ישן|ישנה|ישנים|ישנות|נרדם|נרדמה|נרדמו|במיטה"
            r"|בבית|חזר\s+הביתה|חזרה\s+הביתה|חזרו\s+הביתה)")
_CALM_CLAUSE = re.compile(
    rf"^(?:(?:the|my|our)\s+)?[a-z']+(?:\s+[a-z']+)?\s+{_CALM_EN}$"
    rf"|^(?:ה[{_HE}]+|[{_HE}]+ים|[{_HE}]+ות|[{_HE}]+ים\s+שלי|[{_HE}]+\s+שלנו)(?:\s+[{_HE}]+)?\s+(?:(?:כבר|סוף\s+סוף|כולם)\s+)?"
    rf"{_CALM_HE}(?![{_HE}])$", re.IGNORECASE)
_AND = re.compile(rf"\s*,\s*|\s+and\s+|\s+(?=ו[{_HE}])", re.IGNORECASE)

# ---------------------------------------------------------------- Memo's opinion asked

_OPINION = re.compile(
    r"[\s,.;!\-–]+(?:so\s+|well\s+)?(?:what\s+do\s+(?:you|u)\s+(?:think|say|reckon)|what'?s\s+(?:your|ur)\s+(?:take"
    r"|opinion)|who(?:'s|\s+is)\s+right|thoughts|your\s+call|(?:נו\s+|אז\s+)?מה\s+(?:את|אתה)\s+(?:אומרת|אומר|חושבת|חושב)"
    r"|מה\s+דעתך|מי\s+צודק|מי\s+צודקת|מי\s+צודקים|תכריעי|תכריע)\s*[?!.]*$", re.IGNORECASE)


# A greeting before the news: "good morning, just finished a 12h night, dead".
_GREETING = re.compile(r"^(?:(?:good\s+)?(?:morning|evening|night)|gm|hey|hi|hello|בוקר\s+טוב|ערב\s+טוב|היי|הי|שלום)"
                       r"[\s,!.]+", re.IGNORECASE)


def _shift_done(text: str) -> bool:
    text = _GREETING.sub("", text)
    done = _SHIFT_DONE.match(text)
    if done is None:
        return False
    rest = _TRAILING.sub("", text[done.end():]).strip(" ,.!")
    return not rest or (_only_chat(rest) and not _ASKS_AFTER.search(rest))


def _groaned_again(text: str) -> bool:
    first = _GROAN_FIRST.match(text)
    last = None if first else _GROAN_LAST.search(text)
    if first is None and last is None:
        return False
    told = (text[first.end():] if first else text[:last.start()]).strip(" ,.!")
    return (0 < len(told.split()) <= 5 and bool(_AGAIN.search(told)) and _only_chat(told)
            and not _ASKS_AFTER.search(told) and not _mostly_groceries(told))


def _relief(text: str) -> bool:
    lead = _FINALLY.match(text)
    if lead is None:
        return False
    told = _TRAILING.sub("", text[lead.end():]).strip(" ,.!")
    clauses = [c for c in _AND.split(told) if c]
    clauses = [re.sub(rf"^ו(?=[{_HE}])", "", c) for c in clauses]
    return 0 < len(clauses) <= 3 and _only_chat(told) and all(_CALM_CLAUSE.match(c) for c in clauses)


def _opinion_asked(text: str) -> bool:
    asked = _OPINION.search(text)
    if asked is None or asked.start() == 0:
        return False
    story = text[:asked.start()]
    return (3 <= len(story.split()) <= MAX_WORDS and "?" not in story and not re.search(r"\d", story)
            and not _REQUEST_EN.search(story) and not _REQUEST_HE.search(story))


@grammar
def weary(ctx: RuleContext) -> Intent | None:
    text = ctx.text.strip()
    if len(text) > 250:
        return None
    if _shift_done(text):
        return Intent("general", "respond", {"operation": "respond", "kind": "small_talk"}, SHIFT_DONE,
                      intent_type="conversation")
    if _groaned_again(text) or _relief(text):
        return Intent("general", "respond", {"operation": "respond", "kind": "small_talk"}, CHAT,
                      intent_type="conversation")
    if _opinion_asked(text):
        return Intent("general", "respond", {"operation": "respond", "kind": "question", "question": text}, CHAT,
                      intent_type="conversation")
    return None
