"""Things lent and borrowed, to keep track of: "השכנה מקומה 3, אורית, השאילה לנו סולם. לרשום", "I lent Dana our drill",
"הבאתי לגלית את ספר המתכונים של אוטולנגי, תרשום שהוא אצלה", "gave Ben the tent, note that he has it".

Who has what is a fact to keep (`second-brain / store`), not a task: "הבאתי לגלית את הספר" alone reports a task done
(task_implied), so a giving verb is read here only with the note that the thing is now with them ("שהוא אצלה",
"that she has it"). A lending verb ("השאילה", "lent") says it by itself.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, tidy
from memo.planning.rules.notes import _EVENTS, _store, core
from memo.planning.rules.notes_changes import _clock

LENT = 0.86
WITH_THEM = 0.93  # "..., תרשום שהוא אצלה": above task_implied's reading of "הבאתי ל..." as a task done
_HE = r"\u05D0-\u05EA"

_LEND = re.compile(
    r"\b(?:lent|loaned|borrowed|lends|borrows)\b"
    # "שאלה" is also "a question": "שאלה מה הבירה של צרפת", "שאלה לא קשורה" ask, and lend nothing.
    rf"|(?<![{_HE}])(?:השאיל|השאילה|השאילו|השאלתי|השאלנו|שאל|שאלה|שאלו|שאלתי|שאלנו)\s+"
    rf"(?!(?:מה|מי|למה|לא|מתי|כמה|מאיפה|לגבי)(?![{_HE}]))(?:לנו|לי|ממני|מאיתנו|מ|ל|את)"
    rf"|(?<![{_HE}])(?:השאיל|השאילה|השאילו|השאלתי|השאלנו)(?![{_HE}])", re.IGNORECASE)
# The request to write it down, after the fact: ". לרשום", ", note it".
_NOTE_IT = re.compile(r"[\s,.;:!\-–]+(?:(?:pls|please|בבקשה)\s+)?(?:לרשום|לשמור|לזכור|תרשום|תרשמי|תשמור|תשמרי"
                      r"|(?:note|save|write\s+down|remember)(?:\s+(?:it|that|this))?(?:\s+down)?)(?:\s+(?:בבקשה|pls|please))?"
                      r"\s*[.!]*$", re.IGNORECASE)
# Given to someone, and the note that they have it now.
_WITH_THEM = re.compile(
    r"^(?P<x>.+?)[\s,.;:\-–]+(?:(?:תרשום|תרשמי|רשום|רשמי|לרשום|תזכור|תזכרי|שתדע|שתדעי)\s+(?:לי\s+)?ש(?:הוא|היא|הם|הן|זה)?"
    rf"\s*אצל(?:ה|ו|ם|ן|נו|י)(?![{_HE}])(?:\s+עכשיו)?"
    r"|(?:note|remember|save|write\s+down|keep\s+in\s+mind)\s+(?:that\s+)?(?:(?:she|he|they)\s+(?:has|have|'ve\s+got"
    r"|'s\s+got)\s+(?:it|them)|(?:it'?s|it\s+is|they'?re|they\s+are)\s+with\s+(?:her|him|them))(?:\s+now)?)\s*[.!]*$",
    re.IGNORECASE)
# Something still to do about it ("need to return the drill dana lent us", "להחזיר לאורית את הסולם"): a task's.
_TO_DO = re.compile(rf"\b(?:return|give\s+back|need|needs|have\s+to|has\s+to|must|remind|should)\b"
                    rf"|(?<![{_HE}])(?:להחזיר|צריך|צריכה|צריכים|חייב|חייבת|תזכיר|תזכירי)(?![{_HE}])", re.IGNORECASE)
_GAVE = re.compile(rf"^(?:(?:i|we)\s+)?(?:gave|brought|handed|left|lent)\b"
                   rf"|^(?:הבאתי|נתתי|הבאנו|נתנו|השארתי|מסרתי)(?![{_HE}])", re.IGNORECASE)


@grammar
def lent_thing(ctx: RuleContext) -> Intent | None:
    """ "אורית השאילה לנו סולם. לרשום", "הבאתי לגלית את הספר, תרשום שהוא אצלה": who has what, to keep."""
    text = core(ctx.text).strip()
    if len(text) > 200 or "?" in text or _clock(ctx) or _EVENTS.search(text):
        return None
    with_them = _WITH_THEM.match(text)
    if with_them is not None and _GAVE.match(with_them.group("x")):
        return _store(tidy(text), "fact", WITH_THEM)
    told = _NOTE_IT.search(text)
    what = tidy(text[:told.start()]) if told else text
    if not _LEND.search(what) or len(what.split()) < 3 or _TO_DO.search(what):
        return None
    return _store(what, "fact", WITH_THEM if told else LENT)
