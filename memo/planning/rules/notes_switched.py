"""A kept fact put right by saying who or what it is now (`second-brain / update`), not a new note beside the old one.

* The user changed who serves them, and names the new one: "I switched doctors, it's Dr. Haddad now and not
  Levinson, update it", "we changed pediatricians - the new one is Dr. Cohen", "החלפתי רופא, עכשיו זה ד"ר חדד ולא
  לוינסון, תעדכני". The role finds the note (it held the old name); the new name is its text.
* A correction headed by whom it is about, or closed by "fix what you saved": "correction about dana, it's not
  peanuts she's allergic to tree nuts, fix what you saved", "תיקון לגבי נועה: היא אלרגית לאגוזים ולא לבוטנים",
  "dana is allergic to tree nuts not peanuts, fix what you saved". What was saved is Memo's note, so the fact is
  its new text, whatever its value (a word, not only a number).

A meeting, a class or a clock time put right is the calendar's or a reminder's, never a note's.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, tidy
from memo.planning.rules.notes import _EVENTS, _keywords, core
from memo.planning.rules.notes_changes import _clock
from memo.planning.rules.notes_lookup import _ROLE_EN, _ROLE_HE, _SPECIALIST_EN

SWITCHED = 0.9  # above a bare statement's store (0.8) and the general question's reading
MAX_CHARS = 240
_HE = r"\u05D0-\u05EA"

# "..., update it", "..., fix what you saved", "תעדכני את מה ששמרת": the request after the new fact.
_FIX_SAVED_EN = (r"(?:(?:pls|please|so|and|can\s+(?:you|u)|just)\s+)*(?:update|fix|correct|change)(?:\s+"
                 r"(?:what\s+(?:you|u|i)\s+(?:saved|have|wrote(?:\s+down)?|noted|kept|stored)(?:\s+(?:about|on|for)\s+"
                 r"(?P<on>[^,.;!]{1,40}?))?|it|that|this|the\s+note|my\s+notes?|your\s+notes))?")
_FIX_SAVED_HE = (r"(?:(?:בבקשה|רק|אז|ו)\s*)*(?:תעדכן|תעדכני|עדכן|עדכני|תתקן|תתקני|תקן|תקני|תשנה|תשני)\s*"
                 r"(?:(?:לי|את)\s+)*(?:מה\s+ש(?:שמרת|רשמת|כתבת|שמרתי|רשמתי|כתבתי)(?:\s+(?:לך|אצלך))?(?:\s+(?:על|לגבי)\s+"
                 r"(?P<on_he>[^,.;!]{1,40}?))?|את\s+זה|זה|אותו|אותה|אצלך|בפתק(?:ים)?)?")
_ASK_FIX = re.compile(rf"[\s,.;:!\-–]+(?:{_FIX_SAVED_EN}|{_FIX_SAVED_HE})(?:\s+(?:pls|please|thanks|thx|בבקשה|תודה))*"
                      r"\s*[.!]*$", re.IGNORECASE)
# What says the request is about Memo's note, not only "update it": "what you saved", "מה ששמרת".
_NAMES_SAVED = re.compile(r"\bwhat\s+(?:you|u|i)\s+(?:saved|have|wrote|noted|kept|stored)\b"
                          r"|(?<![\u05D0-\u05EA])מה\s+ש(?:שמרת|רשמת|כתבת|שמרתי|רשמתי|כתבתי)", re.IGNORECASE)

# "I switched doctors, it's Dr. Haddad now", "החלפתי רופא שיניים, עכשיו זה ד"ר מור".
_ROLES_EN = rf"(?:{_ROLE_EN}|{_SPECIALIST_EN})"
_SWITCHED_EN = re.compile(
    rf"^(?:i|we)\s+(?:just\s+|finally\s+)?(?:switched|changed|swapped|moved\s+to\s+(?:a\s+)?new)\s+(?:(?:my|our|the)\s+)?"
    rf"(?P<role>{_ROLES_EN})s?\s*[,.;:\-–]+\s*(?:so\s+)?(?:now\s+)?(?:it'?s|its|it\s+is|(?:the|my|our)\s+new\s+one\s+is"
    r"|(?:she|he)'?s|(?:she|he)\s+is|i\s+go\s+to|we\s+go\s+to|now)\s+(?:now\s+)?(?P<new>[^,;]{2,40}?)"
    r"(?:\s+now)?(?:\s*,?\s+(?:and\s+)?(?:not|instead\s+of|no\s+longer)\s+(?P<old>[^,;]{2,40}?))?(?:\s+any\s*more)?$",
    re.IGNORECASE)
_SWITCHED_HE = re.compile(
    rf"^(?:החלפתי|החלפנו|עברתי|עברנו|שיניתי|שינינו)\s+(?:את\s+)?(?:ה)?(?:ל)?(?P<role>{_ROLE_HE})(?:\s+(?:שלי|שלנו))?"
    r"(?:\s+(?:חדש|חדשה))?\s*[,.;:\-–]+\s*(?:ו)?(?:עכשיו\s+|מעכשיו\s+)?(?:(?:זה|זו|הוא|היא|ה?חדש\s+(?:זה|הוא)"
    r"|ה?חדשה\s+(?:זו|היא)|אני\s+הולכת?\s+ל|אנחנו\s+הולכים\s+ל)\s*)(?:עכשיו\s+)?(?P<new>[^,;]{2,40}?)(?:\s+עכשיו)?"
    rf"(?:\s*,?\s+(?:ולא|במקום|כבר\s+לא)\s+(?:אצל\s+)?(?P<old>[^,;]{{2,40}}?))?(?:\s+יותר)?$")
# "correction about dana, ...", "תיקון לגבי נועה: ...": whom the fact is about, then the fact.
_ABOUT_LEAD = re.compile(
    r"^(?:(?:a\s+)?(?:correction|fix|update)\s+(?:about|on|for|re|regarding|to\s+what\s+(?:you|u)\s+saved\s+about)"
    r"|(?:תיקון|עדכון)\s+(?:לגבי|על|בקשר\s+ל|ל(?=[\u05D0-\u05EA])))\s*(?P<who>[^,:;.\-–]{2,40}?)\s*[,:;.\-–]+\s*"
    r"(?P<x>\S.+)$", re.IGNORECASE | re.DOTALL)

# What sets a value right: the wrong one named ("not peanuts", "ולא לבוטנים"), "actually", or a value with a digit.
_SETS_RIGHT = re.compile(r"\b(?:not|instead\s+of|rather\s+than|actually|isn'?t|wasn'?t)\b|\d"
                         r"|(?<![\u05D0-\u05EA])(?:ולא|לא|במקום|בעצם|אלא)(?![\u05D0-\u05EA])", re.IGNORECASE)
# A time is no one a note is about: "correction about yesterday", "תיקון לגבי מחר".
_WHEN = re.compile(r"(?:yesterday|today|tomorrow|tonight|last\s+\w+|this\s+\w+|next\s+\w+|what\s+i\s+said"
                   r"|אתמול|היום|מחר|הערב|מה\s+שאמרתי)$", re.IGNORECASE)


def _update(query: str, text: str) -> Intent | None:
    query, text = _keywords(query), tidy(text)
    if not query or not text:
        return None
    return Intent("second-brain", "update", {"operation": "update", "query": query, "text": text}, SWITCHED,
                  entity="note")


def _about(fact: str) -> str:
    """Whom or what a fact is about: its first words, up to its verb ("dana" of "dana is allergic to ...")."""
    m = re.match(r"^(?P<k>.+?)\s+(?:is|are|has|have|was|'s|הוא|היא|זה|יש|אלרגי|אלרגית|אוכל|אוכלת|גר|גרה)"
                 r"(?![\w\u05D0-\u05EA])", fact, re.IGNORECASE)
    return m.group("k") if m and len(m.group("k").split()) <= 4 else ""


@grammar
def switched_or_corrected(ctx: RuleContext) -> Intent | None:
    text = core(ctx.text).strip()
    if len(text) > MAX_CHARS or "?" in text or _clock(ctx) or re.search(r"\blists?\b|רשימ", text, re.IGNORECASE):
        return None
    ask = _ASK_FIX.search(text)
    fact = text[:ask.start()].strip() if ask else text.rstrip(" .!")
    if _EVENTS.search(fact):
        return None  # "I switched the meeting, it's at 5 now, update it": the calendar's
    m = _SWITCHED_EN.match(fact) or _SWITCHED_HE.match(fact)
    if m is not None:
        new = m.group("new")
        return _update(m.group("role"), f"{m.group('role')}: {new}")
    lead = _ABOUT_LEAD.match(fact)
    # The heading alone says little ("correction about yesterday, I was tired"): the fact must set a value right.
    if lead is not None and _SETS_RIGHT.search(lead.group("x")) and not _WHEN.match(lead.group("who")):
        return _update(lead.group("who"), lead.group("x"))
    # Only the request names Memo's note ("..., fix what you saved"): the fact before it is the note's new text.
    if ask is not None and _NAMES_SAVED.search(text[ask.start():]):
        on = ask.group("on") or ask.group("on_he") or _about(fact)
        return _update(on, fact) if on else None
    return None
