"""`meta / show_settings`: questions about Memo's own settings, answered with the user's settings and the words
that change each, rather than acted on.

* How to change a setting: "how do i change the language back to english", "how can i turn off the morning
  brief", "is there a way to change my timezone", "איך משנים את השפה לאנגלית", "איך אני מבטלת את סיכום הבוקר".
  Only Memo's settings (language, time zone, the morning brief, notifications, settings) and only when
  nothing after them names another device or app: "how do i change the language on my phone" is a general
  question about a phone, so a tail other than "back to english", "here", "in memo" is not read.
* When the morning brief comes: "what time do you send the morning summary", "when does the daily digest
  arrive", "באיזה שעה את שולחת לי את הסיכום של הבוקר", "מתי מגיע סיכום הבוקר". A question, not a change: the
  brief's hour is changed only by settings.morning_brief, which needs an hour and a verb of change.

Above `general`'s question (0.72), which would otherwise answer "how do i change the language" as general
knowledge.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.settings import _BRIEF_EN, _BRIEF_HE

HOW_TO = 0.9

_BRIEF_EN_ANY = r"(?:(?:the|my|your|ur)\s+)?" + _BRIEF_EN.replace("(?P<msg>", "(?:")
_BRIEF_HE_ANY = _BRIEF_HE.replace("(?P<msg>", "(?:")
# Memo's settings by name, in either language (a Hebrew sentence may name the brief in English: "ה-morning brief").
_SETTING_EN = (r"(?:(?:my|the|your|ur|memo'?s)\s+)?(?:(?:reply|answer|chat|default)\s+)?(?:language|lang|time\s?zone|tz"
               rf"|settings?|notifications?|preferences|{_BRIEF_EN_ANY})")
_SETTING_HE = (r"(?:את\s+)?(?:ה)?(?:שפה|שפת\s+(?:ה)?(?:תשובות|שיחה)|אזור\s+(?:ה)?זמן|הגדרות|התראות|העדפות"
               # The setting named in English inside Hebrew: "ה-timezone שלך", "ה-settings".
               rf"|{_BRIEF_HE_ANY}|-?{_BRIEF_EN_ANY}|-?(?:time\s?zone|tz|settings?|notifications|language))"
               r"(?:\s+(?:שלך|שלי))?")
# What may follow the setting: the language to go (back) to, or a pointer at Memo itself.
_TAIL_EN = (r"(?:\s+(?:back\s+)?(?:to|into)\s+(?:english|hebrew)|\s+back|\s+(?:here|in\s+memo|on\s+memo"
            r"|with\s+(?:you|u)|for\s+(?:you|u|memo)|of\s+(?:yours|memo)|(?:that\s+)?(?:you|u)\s+(?:use|speak|answer\s+in|reply\s+in|send"
            r"|have)))*")
_TAIL_HE = r"(?:\s+(?:בחזרה\s+)?ל-?(?:אנגלית|עברית|english|hebrew)|\s+בחזרה|\s+(?:פה|כאן|אצלך|בממו|בצ'אט))*"
_END = r"\s*[?!.]*\s*$"

_HOW_EN = re.compile(
    r"^(?:so\s+|and\s+|ok\s+|hey\s+|um+\s+)?(?:how\s+(?:do|can|could|should|would)\s+(?:i|we|you|u|one)|how\s+to"
    r"|is\s+(?:it|there\s+a\s+way)\s+(?:possible\s+)?to|can\s+i|where\s+(?:do|can)\s+i|what\s+do\s+i\s+(?:say|type"
    r"|write|do)\s+to)\s+(?:change|set|switch|turn\s+(?:off|on)|stop|cancel|disable|enable|update|get|reset|move"
    rf"|pick|choose|adjust|edit|fix|pause|start)\s+(?:back\s+)?{_SETTING_EN}{_TAIL_EN}{_END}",
    re.IGNORECASE)
_HE_HOW_VERBS = (r"משנה|משנים|לשנות|מחליף|מחליפה|מחליפים|להחליף|מבטל|מבטלת|מבטלים|לבטל|מפסיק|מפסיקה|מפסיקים|להפסיק"
                 r"|מכבה|מכבים|לכבות|מדליק|מדליקה|מדליקים|להדליק|מגדיר|מגדירה|מגדירים|להגדיר|מעביר|מעבירה|מעבירים"
                 r"|להעביר|מחזיר|מחזירה|מחזירים|להחזיר|מקבל|מקבלת|מקבלים|לקבל|קובע|קובעת|קובעים|לקבוע|מעדכן|מעדכנת"
                 r"|מעדכנים|לעדכן|משהה|להשהות|מפעיל|מפעילה|מפעילים|להפעיל")
_HOW_HE = re.compile(
    r"^(?:(?:ו|אז|רגע|היי)\s+)?(?:איך|איך\s+אפשר|איך\s+(?:אני|אנחנו)\s+(?:יכול|יכולה|יכולים)|אפשר|האם\s+אפשר|איפה"
    rf"|מה\s+(?:אני\s+)?(?:צריך|צריכה|צריכים)\s+(?:לכתוב|להגיד|לעשות)\s+כדי)\s+(?:אני\s+|אנחנו\s+)?(?:{_HE_HOW_VERBS})"
    rf"\s+(?:לך\s+)?{_SETTING_HE}{_TAIL_HE}{_END}",
    re.IGNORECASE)

# When the brief goes out: "what time do you send the morning brief", "when does the daily digest come".
_BRIEF_WHEN_EN = re.compile(
    r"^(?:so\s+|and\s+|hey\s+)?(?:what\s+time|at\s+what\s+time|what\s+hour|when|wen)\s+(?:do|does|will|would|is|are"
    r"|'s|s)\s+(?:(?:you|u|memo)\s+(?:usually\s+)?(?:send|deliver|text)(?:\s+(?:me|out))?\s+|i\s+(?:usually\s+)?(?:get"
    rf"|receive)\s+)?{_BRIEF_EN_ANY}(?:\s+(?:usually\s+)?(?:come|arrive|go\s+out|get\s+sent|sent|come\s+out"
    r"|supposed\s+to\s+(?:come|arrive)))?(?:\s+(?:again|usually|each\s+day|every\s+day|every\s+morning))*"
    rf"{_END}|^(?:what'?s|whats|what\s+is)\s+{_BRIEF_EN_ANY}{_END}",
    re.IGNORECASE)
_BRIEF_WHEN_HE = re.compile(
    r"^(?:(?:ו|אז|רגע|היי)\s+)?(?:(?:באיזה|באיזו|איזה|מאיזה)\s+שעה|מתי|מה\s+(?:ה)?שעה\s+ש|מה)\s*(?:(?:את|אתה)\s+)?"
    r"(?:(?:בדרך\s+כלל|בד\"כ)\s+)?(?:(?:שולחת|שולח|תשלחי|תשלח|נשלח|נשלחת|מגיע|מגיעה|יוצא|יוצאת|אני\s+מקבל(?:ת)?"
    rf"|מקבלים)\s+)?(?:לי\s+)?(?:את\s+)?(?:{_BRIEF_HE_ANY}|ה-?{_BRIEF_EN_ANY}){_END}",
    re.IGNORECASE)


# What a setting is now: "what's my timezone", "which time zone are you using", "show me my settings", "מה אזור הזמן
# שלי", "תראי לי את ההגדרות".
_WHAT_EN = re.compile(
    r"^(?:so\s+|and\s+|hey\s+|wait\s+)?(?:(?:what'?s|whats|what\s+is|which\s+is)\s+(?:my|the|your|ur)\s+(?:current\s+)?"
    r"(?:time\s?zone|tz|settings?|preferences)|(?:which|what)\s+time\s?zone\s+(?:am\s+i\s+(?:in|on|set\s+to)|are\s+"
    r"(?:you|u)\s+(?:using|in|on|set\s+to)|do\s+(?:you|u)\s+(?:use|have\s+(?:for\s+)?me)|is\s+(?:set|this))"
    r"|(?:show|tell)\s+me\s+(?:my|the|your)\s+(?:current\s+)?settings)"
    r"(?:\s+(?:set\s+to|now|currently|here|in\s+memo|right\s+now|again))*" + _END, re.IGNORECASE)
_WHAT_HE = re.compile(
    r"^(?:(?:ו|אז|רגע|היי)\s+)?(?:(?:מה|איזה|באיזה)\s+(?:ה)?(?:אזור\s+(?:ה)?זמן|הגדרות)(?:\s+(?:שלי|שלך|מוגדר|מוגדרת|אני"
    r"|לי|עכשיו|כרגע|את\s+(?:משתמשת|עובדת))){0,3}|(?:תראי|תראה|הראי|תציגי|תציג)\s+(?:לי\s+)?(?:את\s+)?(?:ה)?הגדרות"
    r"(?:\s+(?:שלי|שלך))?)" + _END)


# Where the how-to starts after a short remark with no punctuation: "אני בלונדון השבוע איך משנים אזור זמן", "im in
# tokyo now how do i change the timezone". The remark says why; the question is the request.
_HOW_STARTS = re.compile(r"\s(?=(?:איך|how)\s)", re.IGNORECASE)


@grammar
def setting_question(ctx: RuleContext) -> Intent | None:
    text = ctx.text.strip()
    if any(p.match(text) for p in (_HOW_EN, _HOW_HE, _BRIEF_WHEN_EN, _BRIEF_WHEN_HE, _WHAT_EN, _WHAT_HE)):
        return Intent("meta", "show_settings", {"operation": "show_settings"}, HOW_TO, intent_type="meta")
    start = _HOW_STARTS.search(text)
    if start and len(text[:start.start()].split()) <= 6 and not re.search(r"[?]", text[:start.start()]):
        tail = text[start.end():]
        if _HOW_EN.match(tail) or _HOW_HE.match(tail):
            return Intent("meta", "show_settings", {"operation": "show_settings"}, HOW_TO, intent_type="meta")
    return None
