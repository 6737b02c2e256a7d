"""Lookups in the second brain asked around the question rather than as one (`second-brain / search`).

* The question, then whether it was written down: "how much did we pay the painter last time, did i write that
  down", "מה המידה של הנעליים של נועה, רשמתי לך את זה?". Asking whether it was kept names the notes.
* "I forgot" and the question inside it: "שכחתי באיזה תאריך נולדה הנכדה שלי", "i forgot where we put the spare
  key". Only about the user's own life (their people, their past) or with the question whether it was written down:
  "i forgot who wrote hamlet" is general knowledge.
* What the user once wrote down, and a request to be reminded of it: "לפני כמה חודשים רשמתי אצלך איפה הסתרנו את
  המפתח. תוכל להזכיר לי?", "i told you where i parked, can you remind me". "Remind me" here recalls a note; it
  sets no reminder, so this reading stands above a reminder's with no time (0.95).

A search changes nothing: a miss costs one "nothing saved about that".
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.notes import _EVENTS, _keywords, core
from memo.planning.rules.notes_recall import _ME_EN, _ME_HE, _OTHER_TOOLS, _past_1st_he, names_something
from memo.planning.rules.notes_recall import _query as _content_words

WRITTEN_DOWN = 0.9  # the question whether it was kept names the notes
TOLD_BEFORE = 0.96  # above a reminder's reading of "remind me" with no time (0.95)
MAX_ASKED = 260

_HE = r"\u05D0-\u05EA"
_Q_EN = r"(?:what|when|where|which|who|whose|how\s+much|how\s+many|how\s+long|how\s+old|if|whether)"
_Q_HE = r"(?:מה|מתי|איפה|היכן|באיזה|באיזו|איזה|איזו|מי|כמה|איך|אם|למי|ממי|לאן)"

# "did i write that down", "did i save it", "did i tell you", "is it in my notes", "רשמתי לך את זה?", "אולי שמרתי את זה
# אצלך פעם?": whether it was kept, at the end.
_KEPT_CHECK = re.compile(
    r"[\s,.;:!\-–]*(?:(?:and|so|or|but)\s+)?(?:did|have)\s+(?:i|we)\s+(?:ever\s+)?(?:write|written|wrote|save|saved|note"
    r"|noted|jot|jotted|tell|told|give|gave|send|sent|keep|kept|store|stored)\s+(?:that|it|this|them)?\s*(?:down\s*)?"
    r"(?:to\s+you\s*|with\s+you\s*|you\s*|in\s+(?:my|the|your)\s+notes\s*|somewhere\s*|anywhere\s*|ever\s*)*\??\s*$"
    r"|[\s,.;:!\-–]*(?:is|was)\s+(?:it|that)\s+(?:in\s+(?:my|the|your)\s+notes|saved|written\s+down|noted)\s*\??\s*$"
    r"|[\s,.;:!\-–]*(?:(?:אולי|האם|נדמה\s+לי\s+ש)\s*)?(?:רשמתי|שמרתי|כתבתי|סיפרתי|אמרתי|נתתי|שלחתי)\s+(?:לך\s+|אצלך\s+)?"
    r"(?:את\s+)?(?:זה|זאת|אותו|אותה)?(?:\s+(?:לך|אצלך|פעם|כבר|בפתקים|איפשהו|פעם\s+אחת))*\s*\??\s*$",
    re.IGNORECASE)
_FORGOT_Q = re.compile(
    rf"^(?:i\s+)?(?:(?:totally|completely|just)\s+)?(?:forgot|can'?t\s+remember|don'?t\s+remember)\s+"
    rf"(?P<q>{_Q_EN}\b.+)$"
    rf"|^(?:אני\s+)?(?:שוב\s+)?(?:שכחתי|לא\s+זוכרת?|לא\s+נזכרת?)\s+(?:לגמרי\s+|בדיוק\s+)?(?P<q_he>{_Q_HE}(?![{_HE}]).+)$",
    re.IGNORECASE)
_QUESTION = re.compile(rf"^(?:{_Q_EN}|what'?s|whats|where'?s|who'?s)\b|^{_Q_HE}(?![{_HE}])", re.IGNORECASE)
# "רשמתי אצלך איפה הסתרנו את המפתח. תוכל להזכיר לי?": what was written down, and "remind me" after it.
_TOLD_THEN_REMIND = re.compile(
    rf"^(?P<before>.*?)(?:(?:i|we)\s+(?:once\s+)?(?:wrote\s+down|saved|noted|told\s+you|gave\s+you|sent\s+you)"
    rf"(?:\s+(?:with\s+you|to\s+you|here))?\s+(?P<q>{_Q_EN}\b[^.?!,]+)"
    rf"|(?:רשמתי|שמרתי|כתבתי|סיפרתי|אמרתי)\s+(?:לך|אצלך)\s+(?:פעם\s+)?(?P<q_he>{_Q_HE}(?![{_HE}])[^.?!,]+))"
    r"[\s,.;:!\-–]+(?:(?:can|could|would)\s+(?:you|u)\s+|please\s+|pls\s+)?(?:remind|tell)\s+me(?:\s+again)?"
    r"(?:\s+(?:please|pls|what\s+it\s+was))?\s*[.?!]*$"
    rf"|^(?P<before2>.*?)(?:רשמתי|שמרתי|כתבתי|סיפרתי|אמרתי)\s+(?:לך|אצלך)\s+(?:פעם\s+)?(?P<q_he2>{_Q_HE}(?![{_HE}])[^.?!,]+)"
    r"[\s,.;:!\-–]+(?:(?:תוכל|תוכלי|אפשר|אולי\s+תוכל|אולי\s+תוכלי)\s+)?(?:(?:ל|ת)הזכיר|תזכיר|תזכירי|להגיד|תגיד|תגידי)\s+לי"
    r"(?:\s+(?:שוב|בבקשה|מה\s+זה\s+היה))*\s*[.?!]*$",
    re.IGNORECASE)
# "I forgot" and the like before a question, and greetings: left out of what is searched.
_LEAD = re.compile(
    r"^(?:(?:i\s+)?(?:(?:totally|completely|just)\s+)?(?:forgot|can'?t\s+remember|don'?t\s+remember)\s+"
    r"|(?:אני\s+)?(?:שוב\s+)?(?:שכחתי|לא\s+זוכרת?)\s+(?:לגמרי\s+|בדיוק\s+)?)", re.IGNORECASE)


def _mine(text: str) -> bool:
    """Whether the question is about the user's own life: their people, their things, their past."""
    return bool(_ME_EN.search(text) or _ME_HE.search(text) or _past_1st_he(text))


def _query(text: str) -> str:
    """The question's content words, without "I forgot" before it."""
    return _content_words(_keywords(_LEAD.sub("", text.strip(" ,.;:!?-"))))


@grammar
def asked_around(ctx: RuleContext) -> Intent | None:
    text = core(ctx.text).strip()
    if len(text) > MAX_ASKED or _OTHER_TOOLS.search(text) or _EVENTS.search(text) or re.search(
            r"\blists?\b|רשימ", text, re.IGNORECASE):
        return None  # a meeting, a list, mail or a to-do is another tool's
    told = _TOLD_THEN_REMIND.match(text)
    if told:
        q = next(g for g in (told.group("q"), told.group("q_he"), told.group("q_he2")) if g)
        if not names_something(q):
            return None  # "what did i tell you": nothing named to look for
        return Intent("second-brain", "search", {"operation": "search", "query": _query(q)}, TOLD_BEFORE, entity="note")
    check = _KEPT_CHECK.search(text)
    head = text[:check.start()].strip(" ,.;:!?-") if check else text
    if check and head and not names_something(head):
        return None  # "what did i tell you": nothing named to look for
    if check and head:
        # The question may come after a clause that says what it is about ("the painter's coming again and i wanna
        # know how much we paid him"): the whole head is searched, so the one it is about is in the query.
        sentences = [s for s in re.split(r"(?<=[.?!])\s+", head) if s]
        if _FORGOT_Q.match(sentences[-1]) or _QUESTION.match(sentences[-1]) or re.search(
                rf"\b(?:know|remember|find\s+out)\s+{_Q_EN}\b|(?:לדעת|לזכור|לבדוק)\s+{_Q_HE}(?![{_HE}])", head,
                re.IGNORECASE):
            return Intent("second-brain", "search", {"operation": "search", "query": _query(head)}, WRITTEN_DOWN,
                          entity="note")
        return None
    forgot = _FORGOT_Q.match(text)
    if forgot and "?" not in text.rstrip("?") and _mine(forgot.group("q") or forgot.group("q_he")):
        return Intent("second-brain", "search", {"operation": "search", "query": _query(text)}, 0.78, entity="note")
    return None
