"""`meta`: how to get a reminder from Memo, asked with a time in it: "how can i make you remind me at 5", "how do i set
a reminder for tomorrow at 5 with you", "איך אני גורמת לך להזכיר לי מחר בשמונה", "איך קובעים איתך תזכורת למחר בחמש".

An event asked about the same way ("איך מוסיפים פגישה ליומן למחר בחמש") is the same question about Memo.

A question about using Memo: the time only says what kind of reminder is meant, and nothing is named to be reminded
of. meta_howto.py reads the same question without a time; with something named ("how do i get you to remind me to
call mom") it is left to the reminders, and the whole-message check (takebacks.py) asks rather than act on it.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, about_memo

_HE = r"\u05D0-\u05EA"
# Where the reminder comes from, and the prepositions a time cut out of the question leaves behind.
_LEFT_EN = r"(?:\s+(?:with|from|through|via|on|in|using|by|for|at|to|you|u|memo|here|whatsapp|this|app|chat|the))*"
_HOW_EN = re.compile(
    r"^(?:(?:so|and|ok|okay|hey|hi|um+|btw|memo)[\s,]+)*(?:how\s+(?:do|can|could|should|would)\s+(?:i|we)|how\s+to"
    r"|is\s+there\s+(?:a|any)\s+way\s+to|can\s+i)\s+"
    r"(?:(?:make|get|have|ask|set\s+(?:you|u)\s+up\s+to)\s+(?:you|u|memo)\s+(?:to\s+)?(?:remind|nag|ping|nudge)\s+me"
    r"|(?:set|make|create|add|schedule|put|get)\s+(?:up\s+)?(?:(?:a|an|one)\s+)?(?:new\s+)?(?:reminder|alarm|nudge))"
    rf"{_LEFT_EN}\s*[?!.]*\s*$", re.IGNORECASE)
# A day word the time reading may leave ("תזכורת למחר בחמש" is read at the hour alone) says no more than the time.
_LEFT_HE = r"(?:\s+(?:אצלך|איתך|ממך|פה|כאן|בממו|בוואטסאפ|דרכך|לי|ל|ב|של|ל?מחר|ל?מחרתיים|ל?היום|ל?הערב|[לב]יומן))*"
_HOW_HE = re.compile(
    r"^(?:(?:ו|אז|רגע|היי)\s+)?איך(?:\s+אפשר|\s+(?:אני|אנחנו))?\s+"
    r"(?:(?:גורם|גורמת|גורמים|לגרום|מבקש|מבקשת|מבקשים|לבקש)\s+(?:לך|ממך)\s*(?:ש|ל)?\s*(?:להזכיר|תזכיר|תזכירי|לנדנד"
    r"|תנדנד|תנדנדי)\s+לי"
    r"|(?:קובע|קובעת|קובעים|לקבוע|מגדיר|מגדירה|מגדירים|להגדיר|יוצר|יוצרת|יוצרים|ליצור|עושה|עושים|לעשות|שם|שמה|שמים"
    rf"|לשים|מוסיף|מוסיפה|מוסיפים|להוסיף|מכניס|מכניסה|מכניסים|להכניס|רושם|רושמת|רושמים|לרשום){_LEFT_HE}\s+(?:תזכורת|התראה|נודניק|פגישה|אירוע))"
    rf"{_LEFT_HE}(?![{_HE}])\s*[?!.]*\s*$")


@grammar
def how_to_get_reminded_then(ctx: RuleContext) -> Intent | None:
    when = ctx.time
    if when is None or len(ctx.text) > 120:
        return None
    text = re.sub(r"\s+", " ", ctx.without_time()).strip()
    if not (_HOW_EN.match(text) or _HOW_HE.match(text)):
        return None
    # Above a reminder's reading of "remind me at 5" (0.95): the question is about Memo, not a reminder to set.
    return about_memo(0.96)
