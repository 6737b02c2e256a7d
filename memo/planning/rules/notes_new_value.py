"""A kept fact given its new value without a verb of updating, or set right after a slip; an update
(`second-brain / update`), not a second note beside the old one.

* Someone has a new detail: "Shlomi the plumber has a new number: 054-6623190", "לשלומי האינסטלטור יש מספר חדש
  054-6623190", "dana got a new email: dana@x.com", "Shira the recruiter changed her number, it's 054-3329910 now".
* A slip put right: "טעות שלי, הגוון של הסלון הוא 2054 ולא 2045", "my bad, the locker code is 3390 not 3309".
* A place that moved, with where it is now: "the gemach moved, it's on 14 Rashi St now and not Hillel anymore, update
  that", "הגמ"ח עבר, עכשיו הוא ברחוב רש"י 14".

Not a meeting or a lesson (the calendar's), nor a clock time.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, tidy
from memo.planning.rules.notes import _EVENTS, _keywords, core
from memo.planning.rules.notes_changes import _IS_EN, _IS_HE, _clock
from memo.planning.rules.notes_moved import _MEETINGS

NEW_VALUE = 0.88
CHANGED_DETAIL = 0.89  # above notes_changes' reading of "..., it's 052... now" by the detail alone (0.88)
_HE = r"\u05D0-\u05EA"

_DETAIL_EN = r"(?:(?:phone|mobile|cell|work)\s+)?(?:number|phone|mobile|cell|address|email|e-mail|code|password|pin)"
_DETAIL_HE = r"(?:מספר(?:\s+טלפון)?|טלפון|נייד|פלאפון|כתובת|מייל|אימייל|קוד|סיסמה|סיסמא)"
_HAS_NEW = re.compile(
    rf"^(?P<who>[^,:;?]{{2,40}}?)\s+(?:has|got|'s\s+got|has\s+got)\s+a\s+new\s+(?P<key>{_DETAIL_EN})\s*[:\-–,]?\s*"
    r"(?P<val>\S*\d.*)$"
    rf"|^ל(?P<who_he>[{_HE}][^,:;?]{{1,40}}?)\s+יש\s+(?P<key_he>{_DETAIL_HE})\s+(?:חדש|חדשה)\s*[:\-–,]?\s*(?P<val_he>\S*\d.*)$"
    rf"|^(?P<who_he2>[{_HE}][^,:;?]{{1,40}}?)\s+(?:החליף|החליפה|החליפו)\s+(?P<key_he2>{_DETAIL_HE})\s*[:\-–,]?\s*"
    r"(?:(?:ה)?(?:חדש|חדשה)\s*(?:הוא|היא)?\s*:?\s*)?(?P<val_he2>\S*\d.*)$", re.IGNORECASE)
# Someone changed a detail, and the new one follows: "Shira the recruiter changed her number, it's 054-3329910 now",
# "dana changed her email to dana@x.com", "אבי האינסטלטור החליף מספר, עכשיו זה 054-3329910".
_CHANGED_DETAIL = re.compile(
    rf"^(?P<who>[^,:;?]{{2,40}}?)\s+(?:has\s+|just\s+)*(?:changed|switched|swapped|updated)\s+(?:her|his|their|the)\s+"
    rf"{_DETAIL_EN}(?:\s*[,.;:\-–]+\s*(?:and\s+|so\s+)?(?:now\s+)?(?:it'?s|its|it\s+is|the\s+new\s+one\s+is|new\s+one(?:\s+is)?"
    r"|now)?|\s+to)\s*(?:now\s+)?(?P<val>\S*\d.*|\S+@\S+.*)$"
    rf"|^(?P<who_he>[{_HE}][^,:;?]{{1,40}}?)\s+(?:החליף|החליפה|החליפו|שינה|שינתה|שינו)\s+(?:את\s+)?(?:ה)?{_DETAIL_HE}"
    r"(?:\s+(?:שלו|שלה|שלהם))?\s*[,.;:\-–]+\s*(?:ו)?(?:עכשיו\s+)?(?:(?:זה|הוא|היא|החדש(?:\s+הוא)?|החדשה(?:\s+היא)?)\s+)?"
    r"(?:עכשיו\s+)?:?\s*(?P<val_he>\S*\d.*)$", re.IGNORECASE)
# "my mistake", "טעות שלי": what comes after sets a slip right.
_SLIP = re.compile(r"^(?:(?:oops|sorry)[\s,]+)?(?:my\s+(?:mistake|bad)|i\s+was\s+wrong|oops|correction"
                   r"|i\s+made\s+a\s+mistake"
                   r"|(?:סליחה\s*,?\s*)?טעות\s+שלי|טעיתי|(?:סליחה\s*,?\s*)?טעות|תיקון)\s*[,.:;\-–!]+\s*", re.IGNORECASE)
# Where the place is now, after "X moved": "it's on 14 Rashi St now", "עכשיו הוא ברחוב רש"י 14".
_MOVED = re.compile(
    r"^(?P<who>[^,;:?]{2,40}?)\s+(?:has\s+|just\s+)*(?:moved|relocated)\s*[,.;\-–]\s*(?:(?:and\s+)?(?:now\s+)?"
    r"(?:it'?s|it\s+is|they'?re|they\s+are|he'?s|she'?s|its)\s+(?:now\s+)?(?:on|at|in)\s+)(?P<where>\S.*\d.*)$"
    rf"|^(?P<who_he>[{_HE}][^,;:?]{{1,40}}?)\s+(?:עבר|עברה|עברו)\s*[,.;\-–]\s*(?:ו)?(?:עכשיו\s+)?(?:(?:הוא|היא|הם)\s+)?"
    rf"(?:עכשיו\s+)?(?:ב|נמצא\s+ב|נמצאת\s+ב)-?(?P<where_he>\S.*\d.*)$", re.IGNORECASE)
_UPDATE_IT = re.compile(r"[\s,.;:!\-–]+(?:(?:pls|please|so|בבקשה)\s+)?(?:update|fix|correct|תעדכן|תעדכני|עדכני|עדכן"
                        r"|תתקן|תתקני)(?:\s+(?:it|that|this|pls|please|בבקשה|את\s+זה|אצלך))*\s*[.!]*$", re.IGNORECASE)
# "... and not hillel anymore", "... ולא 2045": the old value, after the new one.
_NOT_OLD = re.compile(r"\s*,?\s+(?:and\s+not|not|ולא|במקום)\s+\S.*$", re.IGNORECASE)


def _update(query: str, text: str) -> Intent | None:
    query = _keywords(query)
    if not query:
        return None
    return Intent("second-brain", "update", {"operation": "update", "query": query, "text": tidy(text)}, NEW_VALUE,
                  entity="note")


@grammar
def new_value(ctx: RuleContext) -> Intent | None:
    """ "Shlomi the plumber has a new number: 054-6623190", "טעות שלי, הגוון של הסלון הוא 2054 ולא 2045"."""
    text = core(ctx.text).strip()
    if len(text) > 200 or "?" in text or _clock(ctx) or _EVENTS.search(text) or _MEETINGS.search(text):
        return None
    text = _UPDATE_IT.sub("", text).strip()
    m = _HAS_NEW.match(text)
    if m is not None:
        who = m.group("who") or m.group("who_he") or m.group("who_he2")
        return _update(who, text)
    m = _CHANGED_DETAIL.match(text)
    if m is not None and (found := _update(m.group("who") or m.group("who_he"), text)) is not None:
        # Found by whose detail it is ("Shira the recruiter"), a little above the reading by "his number" alone.
        found.confidence = CHANGED_DETAIL
        return found
    m = _MOVED.match(text)
    if m is not None:
        return _update(m.group("who") or m.group("who_he"), text)
    slip = _SLIP.match(text)
    if slip is None:
        return None
    fact = text[slip.end():]
    stated = _IS_EN.match(fact) or _IS_HE.match(fact)
    if stated is None or not re.search(r"\d", _NOT_OLD.sub("", stated.group("val"))):
        return None  # "my bad, the meeting is tomorrow": not a kept value set right
    return _update(stated.group("key"), fact)
