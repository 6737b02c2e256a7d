"""A kept fact said to hold its old value no more, with the value it holds now (`second-brain / update`).

* The old value ruled out, then the new one: "wifi password changed, it's not sunflower22 anymore, it's Bluebird!9
  now", "the gate code isn't 1234 anymore, it's 5678", "my locker is no longer 112, now it's 140", "החניה שלנו
  בבניין זזה, זה כבר לא מינוס 2, עכשיו מינוס 3 חניה 41", "הקוד של השער כבר לא 1234, עכשיו 5678", "הסיסמה של
  הוויפי לא 1234 יותר, זה 5678". Naming the old value says a note already holds it: the note is updated, never a
  second one kept beside it (nor the whole message kept, old value and all).
* What was saved, said to be wrong, and the right fact, with no word asking to fix it: "שמרתי לך שהמנעולן לוקח 300,
  זה לא נכון, הוא לוקח 450", "I told you the locksmith charges 300, that's wrong, he charges 450". (With "תתקני" /
  "please correct it" closing it, notes_correct.py reads it.)

Only a kind of fact people keep (notes._is_fact_key), or old and new values that both hold a digit; a meeting, a
class or a clock time ("the meeting isn't at 5 anymore, it's at 6") is the calendar's or a reminder's change.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, tidy
from memo.planning.rules.notes import _EVENTS, _keywords, core
from memo.planning.rules.notes_changes import _is_kept
from memo.planning.rules.notes_correct import _TOLD_WRONG

SURE = 0.92  # above a note kept whole (notes.store_note) and a task's weak reading of the thing named
MAX_CHARS = 240
_HE = r"\u05D0-\u05EA"
_STOP = r"[,.;:\-–]+"

# A value: a few words, no sentence mark inside (a password may hold "!" or "#": "Bluebird!9").
_VAL = r"\S(?:[^,.;?\n]|\.(?=\S)){0,50}?"
_CHANGED_EN = r"(?:\s+(?:has\s+|have\s+|was\s+|got\s+|just\s+)*(?:changed|moved|been\s+changed|updated|reset))?"
_NOW_EN = r"(?:\s+(?:now|from\s+now\s+on))?"
_NO_LONGER_EN = re.compile(
    rf"^(?P<key>\S.{{1,60}}?){_CHANGED_EN}\s*(?:{_STOP}\s*(?:it'?s|its|it\s+is|they'?re|that'?s)\s+|\s+(?:is|are)\s+)"
    rf"(?:not\s+(?P<old>{_VAL})\s+(?:anymore|any\s+more|any\s+longer)|no\s+longer\s+(?P<old2>{_VAL})"
    rf"(?=\s*{_STOP}|\s+(?:now|but|it'?s|its)\s))"
    rf"|^(?P<key2>\S.{{1,60}}?){_CHANGED_EN}\s*(?:{_STOP}\s*)?\s+(?:isn'?t|aren'?t|is\s+not|are\s+not)\s+"
    rf"(?P<old3>{_VAL})\s+(?:anymore|any\s+more|any\s+longer)",
    re.IGNORECASE)
_NEW_EN = re.compile(rf"^\s*(?:{_STOP})?\s*(?:but\s+|so\s+)?(?:(?:now|actually)\s+)?"
                     rf"(?:it'?s|its|it\s+is|they'?re|the\s+new\s+one\s+is|now)?"
                     rf"\s*:?\s*(?P<new>{_VAL}){_NOW_EN}\s*[.!]*$", re.IGNORECASE)

_CHANGED_HE = (r"(?:\s+(?:זז|זזה|זזו|השתנה|השתנתה|השתנו|התחלף|התחלפה|התחלפו|עבר|עברה|עברו|הוחלף|הוחלפה|שונה|שונתה"
               r"|עודכן|עודכנה))?")
_NO_LONGER_HE = re.compile(
    rf"^(?P<key>\S.{{1,60}}?){_CHANGED_HE}\s*(?:{_STOP}\s*|\s+)(?:(?:זה|הוא|היא|הם|הן)\s+)?"
    rf"(?:כבר\s+לא\s+(?P<old>{_VAL})|לא\s+(?P<old2>{_VAL})\s+(?:יותר|כבר))(?=\s*{_STOP}|\s+(?:עכשיו|כעת|אלא)\s)")
_NEW_HE = re.compile(rf"^\s*(?:{_STOP})?\s*(?:(?:אלא|אבל|עכשיו|כעת|מעכשיו|בעצם)\s+)*(?:(?:זה|הוא|היא|הם|הן)\s+)?"
                     rf"(?:עכשיו\s+)?(?P<new>{_VAL})(?:\s+(?:עכשיו|מעכשיו|מהיום))?\s*[.!]*$")

# "..., update it", "..., תעדכני": the request to update, after the change; the reading is the same without it.
_UPDATE_IT = re.compile(
    r"\s*[,.;\-–!]+\s*(?:(?:pls|please|so|just)\s+)*(?:update|fix|change|correct)(?:\s+(?:it|that|this|the\s+note"
    r"|my\s+notes?))?(?:\s+(?:pls|please|thanks|thx))?\s*[.!]*$"
    r"|\s*[,.;\-–!]+\s*(?:(?:בבקשה|רק|אז)\s+)*(?:תעדכן|תעדכני|עדכן|עדכני|תתקן|תתקני|תשנה|תשני)(?:\s+(?:את\s+זה|זה|לי"
    r"|אצלך|בבקשה|תודה))*\s*[.!]*$", re.IGNORECASE)
# A clock time as the value: a reminder's or an event's, never a note's.
_CLOCK = re.compile(r"\b\d{1,2}:\d{2}\b|\b\d{1,2}\s*(?:am|pm)\b|^(?:at|by)\s+\d|^(?:ב|ל)-?\s?\d{1,2}$"
                    r"|\b(?:o'?clock|tomorrow|today|tonight)\b|(?<![\u05D0-\u05EA])(?:מחר|היום|בשעה)(?![\u05D0-\u05EA])",
                    re.IGNORECASE)


def _changed(key: str, old: str, new: str) -> bool:
    """Whether `key` with `old` and `new` is a kept fact that changed: not an event, not a clock time."""
    if _EVENTS.search(key) or _CLOCK.search(old) or _CLOCK.search(new):
        return False
    return _is_kept(key) or (bool(re.search(r"\d", old)) and bool(re.search(r"\d", new)))


@grammar
def fact_no_longer(ctx: RuleContext) -> Intent | None:
    """ "the gate code isn't 1234 anymore, it's 5678": the note about the gate code gets the new value."""
    text = _UPDATE_IT.sub("", core(ctx.text)).strip()
    if len(text) > MAX_CHARS:
        return None
    hebrew = bool(re.search(rf"[{_HE}]", text[:3]))
    m = (_NO_LONGER_HE if hebrew else _NO_LONGER_EN).match(text)
    if m is None:
        return None
    rest = (_NEW_HE if hebrew else _NEW_EN).match(text[m.end():])
    if rest is None:
        return None
    groups = {k: v for k, v in m.groupdict().items() if v}
    key = tidy(groups.get("key") or groups.get("key2") or "")
    old = tidy(groups.get("old") or groups.get("old2") or groups.get("old3") or "")
    new = tidy(rest.group("new"))
    if not key or not new or not _changed(key, old, new) or old.casefold() == new.casefold():
        return None
    fact = f"{key} {new}" if hebrew else f"{key} is {new}"
    return Intent("second-brain", "update", {"operation": "update", "query": _keywords(key), "text": fact}, SURE,
                  entity="note")


# ---------------------------------------------------------------- told, then said to be wrong

_WRONG_HE = (r"(?:זה|זו|זאת)\s+(?:(?:היה|הייתה)\s+)?(?:לא\s+נכון|לא\s+נכונה|טעות|לא\s+מדויק|כבר\s+לא\s+נכון"
             r"|לא\s+נכון\s+יותר|השתנה)")
_TOLD_WRONG_HE = re.compile(
    rf"^(?:שמרתי|אמרתי|רשמתי|כתבתי|סיפרתי|מסרתי)\s+(?:לך\s+|אצלך\s+)?(?:(?:פעם|קודם|בעבר|מזמן)\s+)?(?:ש|את\s+)"
    rf"(?P<old>\S.{{2,100}}?)\s*{_STOP}\s*(?:אבל\s+)?{_WRONG_HE}\s*(?:{_STOP}|\s)\s*(?:(?:בעצם|עכשיו|למעשה|אלא)\s+)?"
    rf"(?P<new>\S.{{1,120}}?)\s*[.!]*$")
_TOLD_WRONG_EN = re.compile(
    r"^i\s+(?:told|gave|sent|saved|noted)\s+(?:(?:you|u)\s+)?(?:(?:before|earlier|once)\s+)?(?:that\s+)?"
    r"(?P<old>\S.{2,100}?)\s*[,.;:\-–]+\s*(?:but\s+)?(?:that|it|this)(?:'s|s|\s+is|\s+was)\s+(?:wrong|not\s+(?:right"
    r"|correct|true)|incorrect|a\s+mistake|out\s+of\s+date|outdated)\s*(?:[,.;:\-–]+|\s)\s*(?:(?:actually|in\s+fact"
    r"|now)\s+)?(?P<new>\S.{1,120}?)\s*[.!]*$", re.IGNORECASE)
_PRONOUN = re.compile(r"^(?:he|she|it|they|הוא|היא|הם|הן|זה)\s+(?P<rest>\S.*)$", re.IGNORECASE)


def _right_fact(old: str, new: str) -> str:
    """The right fact in full: "הוא לוקח 450" after "המנעולן לוקח 300" is "המנעולן לוקח 450"."""
    said = _PRONOUN.match(new)
    if said is None:
        return new
    value = said.group("rest").strip()
    if re.fullmatch(r"\S*\d\S*", value) and (numbers := list(re.finditer(r"\S*\d\S*", old))):
        last = numbers[-1]  # "זה 4321" after "הקוד של הכספת 1234": the value in the old fact replaced
        return f"{old[:last.start()]}{value}{old[last.end():]}"
    verb = value.split()[0]
    at = re.search(rf"(?<![\w{_HE}]){re.escape(verb)}(?![\w{_HE}])", old, re.IGNORECASE)
    if at is None or not old[:at.start()].strip():
        return new
    return f"{old[:at.start()].strip()} {said.group('rest')}"


@grammar
def told_wrong(ctx: RuleContext) -> Intent | None:
    """ "שמרתי לך שהמנעולן לוקח 300, זה לא נכון, הוא לוקח 450": the note that holds the old fact gets the right one."""
    text = _UPDATE_IT.sub("", core(ctx.text)).strip()
    if len(text) > MAX_CHARS or _TOLD_WRONG.match(core(ctx.text)):
        return None  # closed by "please correct it": notes_correct.py reads it, with whose it is and when told
    m = _TOLD_WRONG_HE.match(text) or _TOLD_WRONG_EN.match(text)
    if m is None:
        return None
    old, new = m.group("old"), m.group("new")
    old, new = tidy(old), tidy(new)
    if _EVENTS.search(old) or _EVENTS.search(new) or _CLOCK.search(new) or not re.search(r"\d", new):
        return None  # "i told you the meeting is at 5, that's wrong": the calendar's; a value is a number here
    return Intent("second-brain", "update", {"operation": "update", "query": _keywords(old),
                                             "text": _right_fact(old, new)}, SURE, entity="note")

