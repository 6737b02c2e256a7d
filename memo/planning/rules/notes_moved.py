"""A kept fact that changed because someone or something moved: updated (`second-brain / update`), not kept a second
time beside the old one.

* "תעדכני: המשרד של שחר עבר לקומה 5", "update: the pediatrician moved to herzl 12", "dana's office moved to the 3rd
  floor, update it": a new address, with a word asking to update it before a colon or after the fact.
* "עברנו דירה הכתובת החדשה שלנו היא הרצל 15 רמת גן תעדכני", "we moved, our new address is 14 herzl st, update pls":
  the news first ("we moved"), then the new value of a kept fact and the request to update.
* "Roni moved to the data team, shes not on payments anymore", "רוני עברה לצוות דאטה, היא כבר לא בתשלומים": someone
  moved to another team, and what they no longer do is said with it. Both halves say the old fact is wrong; a move
  alone ("dana moved to the data team") may be news to keep and is left to the other readings.

Not a meeting, a lesson or a clock time ("the meeting moved to 5, update it" is the calendar's).
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, tidy
from memo.planning.rules.notes import _EVENTS, _is_fact_key, _keywords, core
from memo.planning.rules.notes_changes import _clock
from memo.planning.rules.notes_passing import _new_address

_HE = r"\u05D0-\u05EA"
_VERB = r"(?:update|תעדכן|תעדכני|עדכן|עדכני)"
# "תעדכני: ...", "update - ...": the request first, the fact after its colon or dash.
_LEAD = re.compile(rf"^(?:(?:pls|please|בבקשה)\s+)?(?:{_VERB}|עדכון)(?:\s+(?:pls|please|בבקשה|לי))?\s*[:\-–]\s*"
                   r"(?P<x>\S.*)$", re.IGNORECASE | re.DOTALL)
# "..., update it", "... תעדכני": the request last. Above notes_update's reading of it (0.9), whose query would take
# in "we moved".
_TAIL = re.compile(rf"^(?P<x>.+?)[\s,.;:!\-–]+(?:(?:pls|please|so|and|ו|בבקשה)\s*)?{_VERB}"
                   r"(?:\s+(?:it|that|this|pls|please|בבקשה|את\s+זה|לי|אצלך|בפתקים))*\s*[.!]*$",
                   re.IGNORECASE | re.DOTALL)
# The news before the new value: "we moved", "עברנו דירה".
_WE_MOVED = re.compile(rf"^(?:we(?:'ve|\s+have|\s+just)?\s+moved(?:\s+(?:house|apartments?|places?|home))?"
                       rf"|i(?:'ve|\s+have"
                       rf"|\s+just)?\s+moved(?:\s+(?:house|apartments?|places?|home))?|(?:אנחנו\s+)?עברנו(?:\s+דירה)?"
                       rf"|עברתי(?:\s+דירה)?)(?![\w{_HE}])[\s,.;:\-–!]*", re.IGNORECASE)
# A kept fact given its new value: "our new address is herzl 15", "הכתובת החדשה שלנו היא הרצל 15".
_NEW_VALUE = re.compile(rf"^(?P<key>(?:(?:my|our|the|\w+'s)\s+)?new\s+[\w' ]{{1,30}}?"
                        rf"|ה?[{_HE}]+\s+(?:ה)?חדש(?:ה|ים|ות)?"
                        rf"(?:\s+(?:שלי|שלנו|של\s+\S+))?)\s+(?:is|are|=|:|הוא|היא|זה|זו)\s*:?\s+(?P<val>\S.*\d.*)$",
                        re.IGNORECASE)
_NEW = re.compile(rf"\bnew\s+|\s+(?:ה)?חדש(?:ה|ים|ות)?(?![{_HE}])", re.IGNORECASE)

# Someone moved teams, and what they no longer do: "Roni moved to the data team, shes not on payments anymore".
_TEAM_EN = r"(?:team|group|department|dept|unit|squad|division|project|office|branch|role|position)"
_TEAM_MOVE_EN = re.compile(
    rf"^(?P<who>[A-Za-z][\w'-]+(?:\s+[A-Za-z][\w'-]+)?)\s+(?:has\s+|just\s+|got\s+)*(?:moved|switched|transferred"
    rf"|went|changed)\s+(?:over\s+)?(?:to|into)\s+(?:the\s+|a\s+|another\s+)?[\w' -]{{1,30}}?\s+{_TEAM_EN}\b"
    r"[\s,;.\-–]+(?:and\s+|so\s+|but\s+)?(?:s?he|they)(?:'s|s|\s+is|\s+are|'re|\s+does|\s+do)?\s+"
    r"(?:(?:not|no\s+longer|isn'?t|aren'?t|doesn'?t|don'?t)\s+.{0,50}?|.{0,50}?\b(?:any\s?more|no\s+longer))[.!]*$"
    rf"|^(?P<who2>[A-Za-z][\w'-]+(?:\s+[A-Za-z][\w'-]+)?)\s+(?:is|'s)\s+(?:not|no\s+longer)\s+(?:on|in|with)\s+.{{1,40}}?"
    rf"(?:\s+any\s?more)?[\s,;.\-–]+(?:(?:s?he|they)(?:'s|s|\s+is|\s+are|'re)?\s+)?(?:moved|switched|transferred|now\s+(?:on"
    rf"|in|with))\s+(?:to\s+)?(?:the\s+)?[\w' -]{{1,30}}?(?:\s+{_TEAM_EN})?[.!]*$", re.IGNORECASE)
_TEAM_HE = r"(?:צוות|מחלקה|מחלקת|קבוצה|קבוצת|יחידה|יחידת|אגף|פרויקט|סניף|תפקיד)"
_TEAM_MOVE_HE = re.compile(
    rf"^(?P<who>[{_HE}]{{2,}}(?:\s+[{_HE}]{{2,}})?)\s+(?:עבר|עברה|הועבר|הועברה)\s+(?:ל|אל\s+)(?:ה)?{_TEAM_HE}"
    rf"(?:\s+\S+){{0,3}}?[\s,;.\-–]+(?:ו)?(?:(?:הוא|היא)\s+)?(?:כבר\s+לא|לא\s+.{{0,30}}?\s+יותר|לא)\s+.{{0,50}}$"
    rf"|^(?P<who2>[{_HE}]{{2,}}(?:\s+[{_HE}]{{2,}})?)\s+כבר\s+לא\s+(?:ב|עם\s+)\S.{{0,40}}?[\s,;.\-–]+(?:ו)?(?:(?:הוא|היא)\s+)?"
    rf"(?:עבר|עברה|הועבר|הועברה)\s+(?:ל|אל\s+)\S.{{0,40}}$")
_MEETINGS = re.compile(r"\b(?:meeting|appointment|class|lesson|event|call)s?\b|פגיש|שיעור|תור(?![\u05D0-\u05EA])|אירוע"
                       r"|חוג|שיחה", re.IGNORECASE)

# A kept place given a new room: "the infi exam moved to room 110, not 204", "המבחן באינפי עבר לחדר 110".
_NEW_ROOM = re.compile(
    rf"^(?P<who>.+?)\s+(?:has\s+|just\s+)*(?:moved|changed|switched|is\s+now|עבר|עברה|הועבר|הועברה)\s+(?:to\s+|in\s+|ל)?"
    rf"(?:the\s+|ה)?(?:room|hall|classroom|class\s+room|building|auditorium|חדר|אולם|כיתה|בניין)\s*-?\d{{1,4}}[a-z{_HE}]?"
    rf"(?:\s*,?\s*(?:not|instead\s+of|ולא|לא|במקום)\s+(?:room\s+|חדר\s+|אולם\s+|כיתה\s+)?\d{{1,4}})?\s*[.!]*$",
    re.IGNORECASE)


def _update(query: str, text: str, confidence: float) -> Intent | None:
    query = " ".join(_keywords(_NEW.sub(" ", query)).split())
    if not query:
        return None
    return Intent("second-brain", "update", {"operation": "update", "query": query, "text": tidy(text)}, confidence,
                  entity="note")


@grammar
def fact_moved(ctx: RuleContext) -> Intent | None:
    """ "תעדכני: המשרד של שחר עבר לקומה 5", "Roni moved to the data team, shes not on payments anymore"."""
    text = core(ctx.text).strip()
    if len(text) > 200 or _clock(ctx) or _EVENTS.search(text) or _MEETINGS.search(text) or "?" in text:
        return None
    team = _TEAM_MOVE_EN.match(text) or _TEAM_MOVE_HE.match(text)
    if team is not None:
        return _update(team.group("who") or team.group("who2"), text, 0.86)
    asked = _LEAD.match(text) or _TAIL.match(text)
    if asked is None:
        return None
    what = tidy(asked.group("x"))
    fact = _WE_MOVED.sub("", what) if _WE_MOVED.match(what) else what
    if _new_address(fact):
        moved = re.match(rf"^(?P<who>.+?)\s+(?:has\s+|have\s+|just\s+)*(?:moved|relocated|is\s+now|are\s+now|'s\s+now"
                         rf"|עבר|עברה|עברו|הועבר|הועברה|הועברו|נמצא|נמצאת|נמצאים)(?![\w{_HE}])", fact, re.IGNORECASE)
        return _update(moved.group("who") if moved else fact, what, 0.91)
    if (room := _NEW_ROOM.match(fact)) is not None:  # "the infi exam moved to room 110, not 204": a place, no time
        return _update(room.group("who"), what, 0.9)
    new = _NEW_VALUE.match(fact)
    if new is not None and _is_fact_key(_NEW.sub(" ", new.group("key")).strip()):
        return _update(new.group("key"), what, 0.91)
    return None
