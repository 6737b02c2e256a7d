"""`general`: the day told, or loneliness said, by someone who wants to talk — "I just came back from a long walk by
the sea with my dog. The weather is lovely today", "קצת בודד לי היום, הילדים לא התקשרו. סתם רציתי לדבר עם מישהו".

Older users often write only to share their day. Every clause of the message is chat (general_chat._only_chat: no
request word, question, fact or time), and one of them at least is a shape of this kind: back from an outing, the
weather, being lonely, nobody calling, wanting to talk. A clock time, a request or a question leaves the message to
the tools.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.general_chat import _TRAILING, CHAT, MAX_CHARS, _only_chat

_HE = r"\u05D0-\u05EA"
_SO_EN = r"(?:(?:a\s+bit|a\s+little|so|really|very|quite|kind\s+of|kinda|pretty|a\s+bit\s+too)\s+)?"
_SO_HE = r"(?:(?:קצת|כל\s+כך|ממש|מאוד|נורא|די)\s+)?"
_OUTING_EN = (r"(?:walk|stroll|swim|hike|bike\s+ride|ride|run|jog|trip|visit|day\s+out|picnic|concert|show|movie|play"
              r"|lecture|class|market|beach|park|sea|pool|synagogue|church|club|garden|grandchildren|grandkids)")
_OUTING_HE = (r"(?:ה)?(?:הליכה|טיול|שחייה|ים|בריכה|פארק|שוק|קונצרט|הצגה|סרט|הרצאה|חוג|מועדון|בית\s+הכנסת|גינה|נכדים"
              r"|ביקור|ריצה|רכיבה|פיקניק)")
_WEATHER_EN = r"(?:lovely|beautiful|nice|gorgeous|perfect|wonderful|pleasant|hot|cold|chilly|warm|rainy|windy|gray)"
_WEATHER_HE = r"(?:יפה|נפלא|נעים|מושלם|מקסים|חם|קר|גשום|סוער|אפור|נהדר)"
_DAY_PIECE = re.compile(
    rf"^(?:i|we)\s+(?:just\s+|finally\s+)?(?:came|got)\s+back\s+from\s+(?:(?:a|an|the|my|our)\s+)?(?:\w+\s+){{0,2}}"
    rf"{_OUTING_EN}\b"
    rf"|^(?:i|we)\s+(?:just\s+)?(?:went|had)\s+(?:for\s+)?(?:a|an)\s+(?:\w+\s+){{0,2}}{_OUTING_EN}\b"
    rf"|^(?:the\s+)?weather\s+(?:is|was)\s+{_SO_EN}{_WEATHER_EN}\b|^(?:it'?s|it\s+is)\s+{_SO_EN}{_WEATHER_EN}\s+"
    rf"(?:today|out(?:side)?|this\s+morning)\b|^what\s+(?:a\s+)?{_WEATHER_EN}\s+(?:day|weather)\b"
    rf"|^(?:i'?m|i\s+am|i\s+feel|feeling)\s+{_SO_EN}(?:lonely|alone)\b"
    rf"|^(?:nobody|no\s+one|(?:the|my)\s+(?:kids|children|grandchildren|grandkids|family|son|daughter))\s+"
    rf"(?:didn'?t|did\s+not|hasn'?t|haven'?t)\s+(?:call|called|come|visit|visited|write|written)\b"
    rf"|^(?:i\s+)?(?:just\s+)?wanted\s+to\s+(?:talk|chat|speak)\s+(?:to|with)\s+(?:someone|somebody|you)\b"
    rf"|^(?:(?:אני|היום)\s+)?{_SO_HE}(?:בודד|בודדה|לבד|גלמוד|גלמודה)(?:\s+לי)?(?![{_HE}])"
    rf"|^(?:אף\s+אחד|ה(?:ילדים|נכדים|משפחה|בן|בת|בנות|בנים))(?:\s+(?:שלי|שלנו))?\s+לא\s+(?:התקשרו|התקשר|התקשרה|באו|בא|באה"
    rf"|ביקרו|כתבו)(?![{_HE}])"
    rf"|^(?:סתם\s+)?(?:רציתי|רוצה|רציתי\s+סתם)\s+(?:לדבר|לפטפט|לשוחח)\s+(?:עם\s+(?:מישהו|מישהי|מישהוא)|איתך)(?![{_HE}])"
    rf"|^(?:(?:עכשיו|הרגע|בדיוק)\s+)?(?:חזרתי|חזרנו)\s+(?:(?:עכשיו|הרגע|בדיוק)\s+)?מ{_OUTING_HE}(?![{_HE}])"
    rf"|^(?:ה)?מזג\s+(?:ה)?אוויר\s+(?:היום\s+)?{_SO_HE}{_WEATHER_HE}(?![{_HE}])|^איזה\s+מזג\s+אוויר\s+{_WEATHER_HE}",
    re.IGNORECASE)
_CLAUSES = re.compile(r"\s*(?:[.!;]+|,(?=\s)|\s+(?:and|but|ו(?=אני|הילדים|הנכדים|סתם|אף)))\s*")


@grammar
def day_told(ctx: RuleContext) -> Intent | None:
    if len(ctx.text) > MAX_CHARS or "?" in ctx.text:
        return None
    if ctx.time is not None and ctx.time.when is not None and ctx.time.date_only is None:
        return None  # a clock time: something to schedule or remind
    clauses = [c for c in _CLAUSES.split(_TRAILING.sub("", ctx.text)) if c.strip()]
    if not clauses or not all(_only_chat(c) for c in clauses):
        return None
    if not any(_DAY_PIECE.match(c.strip()) for c in clauses):
        return None
    return Intent("general", "respond", {"operation": "respond", "kind": "small_talk"}, CHAT,
                  intent_type="conversation")
