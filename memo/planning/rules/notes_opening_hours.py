"""A place's opening hours, told to keep or told as changed: facts, never an event or a reminder.

* Kept: "remember the pharmacy on Herzl closes at quarter to 7 on weekdays", "תרשמי שהגן נפתח בשבע ורבע ונסגר ברבע
  לחמש", "note that the post office is open until 6 on fridays". The clock time is the fact's value: when the place
  opens or closes, not when anything happens to the user.
* Changed: "ה-gym שינה שעות, עכשיו נפתח בשש וחצי ולא בשש", "the bank changed its hours, it now closes at 1": a kept
  fact with a new value (`second-brain / update`), not an event moved.

Only a place opens or closes at an hour: the subject is no person ("I", "we", "dana") and no meeting ("the meeting
opens at 9" is the calendar's), and a command to the user ("open the window at 7") has no subject at all.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, tidy
from memo.planning.rules.notes import _EVENTS, _keywords, core

_HE = r"\u05D0-\u05EA"

# Above a calendar reading of "תרשמי ..." with two clock times as two events (0.95): the verbs say opening hours.
KEPT = 0.96
CHANGED = 0.93

# What a place does at an hour. "open"/"close" alone are commands ("open the door at 7"), so only the third person.
_OPENS_EN = (r"(?:opens|closes|shuts|is\s+open|are\s+open|is\s+closed|are\s+closed|open(?:s)?\s+(?:from|between)"
             r"|(?:is|are)\s+(?:only\s+)?open(?:ed)?\s+(?:until|till|til|from|between)|(?:now\s+)?(?:opens|closes))")
_OPENS_HE = (r"(?:נפתח|נפתחת|נפתחים|נסגר|נסגרת|נסגרים|פתוח|פתוחה|פתוחים|סגור|סגורה|סגורים|פותח|פותחת|פותחים|סוגר|סוגרת"
             r"|סוגרים)")
# The hour after the verb: "at", "from", "until"; in Hebrew a glued "ב", "מ", "עד", "בין".
_HOUR_EN = r"(?:\s+(?:only\s+)?(?:at|from|until|till|til|between|by|around)\s+\S)"
_HOUR_HE = rf"(?:\s+(?:רק\s+)?(?:עד|בין|מ|ב|מה|מ-|ב-)[{_HE}\d\-:]|\s+(?:רק\s+)?עד\s+)"

# A subject that is no place: a person, or the user.
_PEOPLE = re.compile(r"^(?:i|we|you|u|he|she|they|it|אני|אנחנו|את|אתה|הוא|היא|הם|הן|זה)$", re.IGNORECASE)

_KEEP_EN = re.compile(
    r"^(?:(?:pls|please|can\s+you|could\s+you)\s+)?(?:remember|note(?:\s+down)?|save|keep\s+in\s+mind|jot\s+down"
    r"|write\s+down|fyi)\s*(?:that\b|:|-)?\s*(?P<x>(?P<who>[^,;:?]{2,50}?)\s+" + _OPENS_EN + _HOUR_EN + r".*)$",
    re.IGNORECASE)
_KEEP_HE = re.compile(
    r"^(?:(?:בבקשה|תגידי|תגיד)\s*,?\s*)?(?:תרשמי|תרשום|רשמי|רשום|תזכרי|תזכור|זכרי|זכור|תשמרי|תשמור|שמרי|שמור"
    r"|לידיעתך|תדעי|תדע)(?:\s+(?:לך|לי|אצלך|בבקשה))*\s*(?:ש|:|-)?\s*"
    rf"(?P<x>(?P<who>[{_HE}\-][^,;:?]{{1,50}}?)\s+" + _OPENS_HE + _HOUR_HE + r".*)$", re.IGNORECASE)

# "X changed (its) hours, now opens at ..." / "X שינה שעות, עכשיו נפתח ב..."
_CHANGED_HOURS = re.compile(
    r"^(?P<who>[^,;:?]{2,40}?)\s+(?:has\s+)?(?:changed|updated|has\s+new|got\s+new)\s+(?:(?:its|their|the)\s+)?"
    r"(?:opening\s+)?hours\b\s*[,.;:\-–]*\s*(?P<rest>.*)$"
    rf"|^(?P<who_he>[{_HE}A-Za-z\-][^,;:?]{{1,40}}?)\s+(?:שינה|שינתה|שינו|החליף|החליפה|החליפו|עדכן|עדכנה|עדכנו)\s+"
    r"(?:את\s+)?(?:ה)?שעות(?:\s+(?:ה)?(?:פתיחה|פעילות))?\s*[,.;:\-–]*\s*(?P<rest_he>.*)$", re.IGNORECASE)
# The new hours, with "now" and the old hour after it: "now opens at 6:30 and not 6", "עכשיו נפתח בשש וחצי ולא בשש".
_NOW_OPENS = re.compile(
    r"^(?P<who>[^,;:?]{2,40}?)\s+(?:now\s+)" + _OPENS_EN + _HOUR_EN + r".*\b(?:not|instead\s+of)\b"
    rf"|^(?P<who_he>[{_HE}A-Za-z\-][^,;:?]{{1,40}}?)\s+עכשיו\s+" + _OPENS_HE + _HOUR_HE + r".*(?:ולא|במקום)",
    re.IGNORECASE)
_NEW_HOURS = re.compile(r"(?:^|\b)(?:now\s+)?(?:it\s+|they\s+)?" + _OPENS_EN + _HOUR_EN
                        + r"|(?:^|\s)(?:עכשיו\s+)?(?:(?:הוא|היא|הם)\s+)?" + _OPENS_HE + _HOUR_HE, re.IGNORECASE)


def _place(who: str) -> str | None:
    """The place named before the verb, or None when it is a person, the user, or an event."""
    who = tidy(re.sub(r"^ש(?=[" + _HE + r"])", "", who.strip()))
    if not who or _PEOPLE.match(who) or _EVENTS.search(who):
        return None
    return who


@grammar
def opening_hours_kept(ctx: RuleContext) -> Intent | None:
    """ "remember the pharmacy on Herzl closes at quarter to 7 on weekdays", "תרשמי שהגן נפתח בשבע ורבע"."""
    text = core(ctx.text).strip()
    if len(text) > 200 or "?" in text:
        return None
    m = _KEEP_EN.match(text) or _KEEP_HE.match(text)
    if m is None or _place(m.group("who")) is None:
        return None
    fact = tidy(re.sub(r"^ש(?=[" + _HE + r"])", "", m.group("x").strip()))
    return Intent("second-brain", "store", {"operation": "store", "text": fact, "kind": "fact"}, KEPT, entity="note")


@grammar
def opening_hours_changed(ctx: RuleContext) -> Intent | None:
    """ "ה-gym שינה שעות, עכשיו נפתח בשש וחצי ולא בשש", "the bank changed its hours, now closes at 1"."""
    text = core(ctx.text).strip()
    if len(text) > 200 or "?" in text:
        return None
    m = _CHANGED_HOURS.match(text)
    if m is not None:
        rest = m.group("rest") if m.group("who") else m.group("rest_he")
        if rest and not _NEW_HOURS.search(rest):
            return None  # "the bank changed its hours, remind me to check them": more than the new hours
        who = m.group("who") or m.group("who_he")
    else:
        m = _NOW_OPENS.match(text)
        if m is None:
            return None
        who = m.group("who") or m.group("who_he")
    place = _place(who)
    query = _keywords(re.sub(r"^ה-?(?=[A-Za-z])", "", place)) if place else ""
    if not query:
        return None
    return Intent("second-brain", "update", {"operation": "update", "query": query, "text": tidy(text)}, CHANGED,
                  entity="note")


# Asked back: "מה שעות קבלת הקהל בעירייה? רשמתי לך פעם", "what are the opening hours of the post office? i told you
# once", "when does the pool on herzl close again?". A local place's hours are known only from what the user kept.
_ASKED = re.compile(
    r"^(?:what\s+(?:are|were|r)\s+(?:the\s+)?(?P<q>(?:opening|office|business|reception|visiting|working)\s+hours\s+"
    r"(?:of|at|for|in)\s+.+?)"
    r"|(?:what\s+time|when)\s+(?:does|do)\s+(?P<q2>.+?)\s+(?:open|close|shut)(?:\s+(?:on\s+\w+|again|today|tomorrow))*)"
    r"\s*\?"
    r"|^(?:מה|מתי)\s+(?:הן\s+)?(?P<q_he>(?:ה)?שעות\s+(?:ה)?(?:פתיחה|קבלת\s+(?:ה)?קהל|פעילות|עבודה)\s*(?:של|ב)-?\s*\S.*?)"
    r"\s*\?", re.IGNORECASE)
# "i told you once", "רשמתי לך פעם", "שמרתי אצלך": the answer is in what was kept.
_KEPT_ONCE = re.compile(r"\b(?:i\s+(?:told|gave)\s+(?:you|u)|i\s+(?:saved|noted|sent)\s+(?:it|that|them)|you\s+should"
                        r"\s+have\s+it|it'?s\s+in\s+(?:my|the)\s+notes)\b"
                        r"|(?:רשמתי|אמרתי|שמרתי|סיפרתי|שלחתי)\s+(?:לך|אצלך|את\s+זה)|זה\s+(?:אצלך|בפתקים)",
                        re.IGNORECASE)


@grammar
def opening_hours_asked(ctx: RuleContext) -> Intent | None:
    """ "מה שעות קבלת הקהל בעירייה? רשמתי לך פעם": a kept fact asked back, not a question for the world."""
    text = core(ctx.text).strip()
    m = _ASKED.match(text)
    if len(text) > 200 or m is None:
        return None
    rest = text[m.end():].strip(" .!,")
    told = bool(rest) and _KEPT_ONCE.search(rest) is not None
    if rest and not told:
        return None  # "..., and remind me to go there": more than the question
    query = _keywords(m.group("q") or m.group("q2") or m.group("q_he"))
    if not query or _EVENTS.search(query):
        return None
    # Without the pointer to what was kept it may also be asked of the world: surer with it.
    return Intent("second-brain", "search", {"operation": "search", "query": query}, 0.92 if told else 0.75,
                  intent_type="operation", entity="note")
