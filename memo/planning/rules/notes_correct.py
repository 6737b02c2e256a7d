"""Correcting a kept fact, as older users put it: the fact first with what it refers back to, then the change.

* The fact put first, with "that I gave you", and taken up again by a pronoun: "את הקוד של האזעקה ששמרתי אצלך, הוא
  השתנה. הקוד החדש הוא 4471. תעדכני בבקשה", "The gate code I gave you, it changed. The new code is 5512, update it".
  Read as notes_update reads "הקוד של האזעקה השתנה. ..." once the reference back is taken out.
* What was told, then that it was wrong, then the right fact: "I told you before that my granddaughter goes to the
  Hadar school. That was wrong, she moved to the Ofek school this year. Please correct it", "אמרתי לך פעם שדנה גרה
  בחיפה. זה לא נכון, היא גרה בעכו. תתקני בבקשה". The old fact finds the note; the right one is its new text.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.asides import replace_text
from memo.planning.rules.base import Intent, RuleContext, tidy
from memo.planning.rules.notes import _EVENTS, _keywords, core
from memo.planning.rules.notes_update import update_note

MAX_CHARS = 300

# "את X ששמרתי אצלך, הוא ...", "the X i gave you, it ...": the reference back, and the pronoun after it.
_FRONTED = re.compile(
    r"^(?:את\s+)?(?P<topic>\S.{2,60}?)\s+ש(?:שמרתי|רשמתי|נתתי|אמרתי|מסרתי|כתבתי)(?:\s+(?:לך|אצלך))?(?:\s+(?:פעם|קודם"
    r"|בעבר))?\s*,\s*(?:הוא|היא|הם|הן|זה)\s+(?=\S)"
    r"|^(?P<topic_en>(?:the|my|our)\s.{2,60}?)\s+(?:that\s+|which\s+)?i\s+(?:gave|told|sent)\s+(?:you|u)(?:\s+(?:before"
    r"|earlier|once|last\s+(?:week|month)))?\s*,\s*(?:it|they|that)\s+(?=\S)", re.IGNORECASE)
_TOLD_WRONG = re.compile(
    r"^i\s+(?:told|gave)\s+(?:you|u)\s+(?:before|earlier|once|last\s+(?:week|month)\s+)?\s*(?:that\s+)?(?P<old>.{3,120}?)"
    r"\s*[.,;]\s+(?:that|it|this)\s+(?:was|is)\s+(?:wrong|a\s+mistake|not\s+(?:right|correct|true)|incorrect|out\s+of\s+date)"
    r"\s*[.,;]?\s+(?:(?:actually|in\s+fact|now)\s+)?(?P<new>.{3,160}?)\s*[.,;]\s+(?:(?:so\s+)?(?:please|pls|kindly)\s+)?"
    r"(?:correct|fix|update|change)\s+(?:it|that|this)(?:\s+(?:please|pls))?\s*[.!]*$"
    r"|^(?:אמרתי|סיפרתי|רשמתי)\s+לך\s+(?:(?:פעם|קודם|בעבר|לפני\s+כמה\s+(?:ימים|שבועות))\s+)?(?:ש|את\s+)(?P<old_he>\S.{2,120}?)"
    r"\s*[.,;]\s+(?:זה|זו|זאת)\s+(?:(?:היה|הייתה)\s+)?(?:טעות|לא\s+נכון|לא\s+מדויק|לא\s+נכונה|כבר\s+לא\s+נכון)\s*[.,;]?\s+"
    r"(?:(?:בעצם|עכשיו|למעשה)\s+)?(?P<new_he>\S.{2,160}?)\s*[.,;]\s+(?:(?:אז\s+)?בבקשה\s+)?(?:תתקני|תתקן|תעדכני|תעדכן"
    r"|תשני|תשנה)(?:\s+(?:את\s+זה|אותו|אותה|בבקשה))*\s*[.!]*$", re.IGNORECASE)

# When it was told, at the end of what was told: "my nephew's number last week".
_WHEN_TOLD = re.compile(r"\s+(?:last\s+(?:week|month|time)|before|earlier|yesterday|once|a\s+while\s+ago)$"
                        r"|\s+(?:בשבוע\s+שעבר|בחודש\s+שעבר|פעם|קודם|אתמול|לפני\s+כמה\s+(?:ימים|שבועות))$",
                        re.IGNORECASE)


# The right value named by a pointer, not by its key: "the right one is 052-...", "הנכון הוא ...".
_RIGHT_ONE = re.compile(r"^(?:the\s+)?(?:right|correct|real)\s+(?:one|number|address|name|code)\s+is\s+(?=\S)"
                        r"|^(?:ה)?(?:נכון|נכונה|אמיתי|אמיתית)\s+(?:הוא|היא|זה)\s+(?=\S)", re.IGNORECASE)


@grammar
def correct_note(ctx: RuleContext) -> Intent | None:
    text = core(ctx.text)
    if len(text) > MAX_CHARS:
        return None
    m = _TOLD_WRONG.match(text)
    if m:
        old, new = m.group("old") or m.group("old_he"), tidy(m.group("new") or m.group("new_he"))
        if _EVENTS.search(old) or _EVENTS.search(new):
            return None  # "i told you the meeting is at 5 ...": the calendar's change
        # Above notes_update's reading of the whole message (0.9), whose query would keep "I told you".
        query = _keywords(_WHEN_TOLD.sub("", old))
        right = _RIGHT_ONE.match(new)
        if right:  # "the right one is 052-...": the note keeps whose it is, with the right value
            new = f"{query} {new[right.end():]}"
        return Intent("second-brain", "update", {"operation": "update", "query": query, "text": new}, 0.91,
                      entity="note")
    m = _FRONTED.match(text)
    if m is None:
        return None
    topic = m.group("topic") or m.group("topic_en")
    found = update_note(replace_text(ctx, f"{topic} {text[m.end():]}"))
    if found is not None:
        # A little above notes_update's reading of the whole message, whose query keeps the reference back.
        found.confidence = min(found.confidence + 0.01, 0.95)
        found.decided_by = "grammar notes_correct.correct_note; read without the reference back"
    return found
