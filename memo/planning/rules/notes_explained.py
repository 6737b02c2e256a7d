"""Notes said at length, the way a careful writer puts them (`second-brain`):

* A kept fact that changed, over two or three sentences: "The dentist's telephone number I gave you some time ago has
  changed. The new number is 03-5271144. Please update it.", "הקצבה החודשית שלי השתנתה. מעכשיו זה 6820 ש"ח ולא 6540
  כמו שרשמתי. תעדכני בבקשה". An update of the note about the thing that changed, with the new value.
* An idea with the story of where it came from before the colon: "During the sermon I had an idea which I should like
  you to keep: to write a memoir", "רעיון שעלה לי בשמירה: לפתוח עגלת קפה". The idea is what follows the colon.
* "please" between the saving verb and the colon: "תרשמי לך בבקשה: הקוד לדלת הוא 4590#", "please note down, kindly:
  ...". Read as the same request without it (notes.store_note).
* A question about the user's own people or places, then why it is asked: "When is my grandson Yonatan's birthday? I
  cannot remember, and I should like to send a card.", "מהי הכתובת של המשרד של עורך הדין שמואלי? אני צריכה לשלוח לו
  מכתב". The reason asks Memo for nothing (no "you", no time), so the question is read alone.
* Someone's birthday or address by their role: "מתי היומולדת של ה-shift lead שלי?", "מה הכתובת של המשרד של עורך הדין
  שמואלי?".
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, tidy
from memo.planning.rules.notes import _EVENTS, _keywords, _store

_HE = r"\u05D0-\u05EA"
UPDATE = 0.93
QUESTION_WITH_REASON = 0.93  # above the calendar's reading of "when is ... birthday ..." as a look at events

# ---------------------------------------------------------------- a fact that changed, over sentences

_RELATIVE_EN = re.compile(r"\s+(?:that|which)?\s*i\s+(?:gave|told|sent|wrote|saved)\s+(?:to\s+)?(?:you|u)\b.*$",
                          re.IGNORECASE)
_RELATIVE_HE = re.compile(rf"\s+ש(?:נתתי|אמרתי|רשמתי|שמרתי|כתבתי)(?![{_HE}]).*$")
_CHANGED_EN = re.compile(
    r"^(?P<key>(?:my|our|the|\w+'s)\s.{2,90}?)\s+(?:has|have)\s+(?:now\s+)?changed\s*[.!;,]\s*"
    r"(?:the\s+|my\s+)?new\s+[\w' -]{1,30}?\s+is\s+(?:now\s+)?(?P<val>[^!;]+?)\s*[.!]?"
    r"(?:\s+(?:please\s+|kindly\s+|could\s+you\s+|would\s+you\s+)?(?:update|change|correct|fix|note)\s+(?:it|that|this"
    r"|my\s+notes?)(?:\s+please)?(?:\s+accordingly)?[?.!]*)?\s*$", re.IGNORECASE)
_CHANGED_HE = re.compile(
    r"^(?P<key>\S.{2,80}?)\s+(?:השתנה|השתנתה|השתנו|התחלף|התחלפה|התחלפו|התעדכן|התעדכנה)\s*[.!;,]\s*"
    r"(?:(?:מעכשיו|מעתה|מהיום|עכשיו)\s+(?:זה|הוא|היא|זו)?|(?:ה)?(?:מספר|כתובת|קוד|סכום|טלפון)\s+(?:ה)?חדש(?:ה)?"
    r"(?:\s+(?:הוא|היא|זה))?)\s*:?\s*(?P<val>[^!;]+?)(?:\s*,?\s+(?:ולא|במקום)\s+[^.!]+)?\s*[.!]?"
    r"(?:\s+(?:בבקשה\s+)?(?:תעדכני|תעדכן|עדכני|עדכן|תתקני|תתקן)(?:\s+(?:את\s+זה|בבקשה|לי))*[.!]*)?\s*$")


_WHEN = re.compile(r"\b(?:time|hour|date|day)\b|(?<![\u05D0-\u05EA])ה?(?:שעה|תאריך|יום)(?![\u05D0-\u05EA])",
                   re.IGNORECASE)


def _changed(text: str) -> Intent | None:
    m = _CHANGED_EN.match(text) or _CHANGED_HE.match(text)
    if m is None or not re.search(r"\d", m.group("val")):
        return None  # a kept value is a number
    key = (_RELATIVE_EN if m.re is _CHANGED_EN else _RELATIVE_HE).sub("", m.group("key")).strip()
    if _EVENTS.search(key) or _WHEN.search(key) or _WHEN.search(text, m.end("key")):
        return None  # a meeting's new time or date is the calendar's
    joint = " is " if m.re is _CHANGED_EN else " "
    new = tidy(f"{key}{joint}{m.group('val').strip()}")
    return Intent("second-brain", "update", {"operation": "update", "query": _keywords(key), "text": new}, UPDATE,
                  entity="note")


# ---------------------------------------------------------------- an idea with its story before the colon

_IDEA_LEAD = re.compile(
    r"^(?P<lead>[^:?]{0,160}?\b(?:i\s+(?:had|have|got)|came\s+to\s+me|occurred\s+to\s+me|struck\s+me)\b[^:?]{0,30}?"
    r"\b(?:idea|thought)\b[^:?]{0,80}?|[^:?]{0,80}?\b(?:idea|thought)\b[^:?]{0,60}?\b(?:keep|save|note|remember"
    r"|write\s+down)\b[^:?]{0,30}?)\s*:\s*(?P<x>\S[^?]+)$"
    r"|^(?P<lead_he>(?:[^:?]{0,80}?\s)?(?:רעיון\s+ש(?:עלה|קפץ|צץ|היה|בא)\s+לי|עלה\s+לי\s+(?:ה?יום\s+)?רעיון)"
    r"[^:?]{0,60}?)\s*:\s*(?P<x_he>\S[^?]+)$", re.IGNORECASE)


def _idea(text: str) -> Intent | None:
    m = _IDEA_LEAD.match(text)
    if m is None:
        return None
    idea = tidy(m.group("x") or m.group("x_he"))
    if len(idea.split()) < 3 or re.search(r"\blist\b|רשימ", idea, re.IGNORECASE):
        return None
    return _store(idea, "idea", 0.9)


# ---------------------------------------------------------------- "please" before the colon

_PLEASE_BEFORE_COLON = re.compile(
    r"^(?P<verb>(?:תרשמי|תרשום|רשמי|רשום|תשמרי|תשמור|שמרי|שמור)(?:\s+(?:לך|לי))?)\s+(?:בבקשה|אם\s+אפשר)(?:\s+(?:לך|לי))?"
    r"(?=\s*:)"
    r"|^(?P<verb_en>(?:note|write|jot)\s+(?:this\s+)?down|save\s+this|keep\s+this|remember\s+this)"
    r"\s*,?\s+(?:please|kindly|if\s+you\s+would|if\s+you\s+don'?t\s+mind)(?=\s*:)", re.IGNORECASE)


def _without_please(ctx: RuleContext, text: str) -> Intent | None:
    m = _PLEASE_BEFORE_COLON.match(text)
    if m is None:
        return None
    from memo.planning.rules.asides import replace_text
    from memo.planning.rules.notes import store_note

    found = store_note(replace_text(ctx, (m.group("verb") or m.group("verb_en")) + text[m.end():]))
    return found if found is not None and found.args.get("operation") == "store" else None


# ---------------------------------------------------------------- the user's own people, by role

_BIRTHDAY_OF_MINE_HE = re.compile(
    r"^מתי\s+(?P<q>(?:יום\s+ה?הולדת|ה?יומולדת|ה?יום\s+הולדת)\s+של\s+(?:ה-?)?\S.{0,30}?\s+(?:שלי|שלנו))\s*\?*\s*$")
_DETAIL_OF_OFFICE_HE = re.compile(
    r"^(?:מה|מהי|מהו)\s+(?P<q>(?:ה)?(?:כתובת|טלפון|מספר|מייל|שעות\s+(?:ה)?פתיחה)\s+של\s+(?:ה)?(?:משרד|קליניקה|מרפאה"
    r"|סטודיו)\s+של\s+(?:ה)?\S.{0,30}?)\s*\?*\s*$")


def _own_question(ctx: RuleContext, text: str) -> Intent | None:
    """The notes' reading of a question about the user's own people or places, or None."""
    m = _BIRTHDAY_OF_MINE_HE.match(text) or _DETAIL_OF_OFFICE_HE.match(text)
    if m:
        query = re.sub(r"(?<![\u05D0-\u05EA])ה-(?=[A-Za-z])", "", m.group("q"))
        return Intent("second-brain", "search", {"operation": "search", "query": query}, 0.88, entity="note")
    from memo.planning.rules.asides import replace_text
    from memo.planning.rules.notes import search_notes
    from memo.planning.rules.notes_lookup import lookup_question
    from memo.planning.rules.notes_recall import recall_question

    part = replace_text(ctx, text)
    for read in (recall_question, lookup_question, search_notes):
        found = read(part)
        if found is not None and found.capability == "second-brain" and not found.missing:
            return found
    return None


# Why the question is asked, after it: it asks Memo for nothing and names no time.
_ASKS_MEMO = re.compile(
    rf"\b(?:you|u|please|pls|remind|add|save|book|schedule)\b|\?|\d|(?<![{_HE}])(?:את|אתה|בבקשה|תזכירי|תזכיר|תוסיפי"
    rf"|תוסיף|תשלחי|תשלח|תרשמי|תרשום|תקבעי|תקבע|תשמרי|תשמור|לך|ממך)(?![{_HE}])", re.IGNORECASE)
_REASON = re.compile(
    rf"^(?:and\s+)?(?:i|i'?d|i'?m|we|my|אני|אנחנו|רציתי|רוצה|צריך|צריכה|שכחתי|לא\s+זוכר)(?![\w{_HE}'])", re.IGNORECASE)


def _question_with_reason(ctx: RuleContext, text: str) -> Intent | None:
    head, mark, tail = text.partition("?")
    tail = tail.strip(" .!")
    if not mark or not tail or len(tail.split()) > 25 or not _REASON.match(tail) or _ASKS_MEMO.search(tail):
        return None
    from memo.planning.rules.asides import replace_text

    if replace_text(ctx, tail).time is not None:
        return None  # "what's dana's number? i need to call her tomorrow": maybe a reminder too
    found = _own_question(ctx, head.strip() + "?")
    if found is not None:
        found.confidence = max(found.confidence, QUESTION_WITH_REASON)
        found.decided_by = f"grammar notes_explained.question_with_reason; left out: {tail!r}"
    return found


@grammar
def said_at_length(ctx: RuleContext) -> Intent | None:
    text = re.sub(r"\s+", " ", ctx.text).strip()
    if len(text) > 320:
        return None
    return (_changed(text) or _idea(text) or _without_please(ctx, text)
            or (_own_question(ctx, text) if "?" not in text.rstrip("?") and (
                _BIRTHDAY_OF_MINE_HE.match(text) or _DETAIL_OF_OFFICE_HE.match(text)) else None)
            or _question_with_reason(ctx, text))
