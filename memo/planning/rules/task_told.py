"""A reminder to pass a time on to someone: "remind me tomorrow to tell dana her appointment is at 8", "תזכירי לי מחר
להגיד לדנה שהיא ב-8 אצל הרופא", "remind me tomorrow to let the team know standup is at 10".

The time inside what is told ("her appointment is at 8", "שהיא ב-8") is the other person's, not when to remind: it
stays in the reminder's words, whole. The reminder is set at the time said before the telling ("tomorrow", "בערב");
with none said there, when to remind is asked, as for any reminder with no time.
"""

from __future__ import annotations

import dataclasses
import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.timeexpr import parse_time_expression

_HE = r"\u05D0-\u05EA"
# Telling someone, then what is told: "that ...", or a clause of its own ("her appointment is ..."). Not what they
# are asked to do ("text my mom to call the plumber at 3"): that hour is read as the reminder's.
_TELL_EN = re.compile(
    r"\b(?:tell|text|message|msg|email|e-mail|whatsapp|remind|ask|inform|update|warn|let)\s+(?!me\b|myself\b|us\b)"
    r"(?:[\w'-]+\s+){1,3}?(?:know\s+)?"
    r"(?P<said>that\s|(?<=know\s)|(?=(?:her|his|their|the|its?|it'?s|she|he|they|we|i|there|our|my|your)\b[^,.;!?]*?"
    r"\b(?:is|are|'s|was|were|will|starts?|begins?|has|have|opens?|ends?)\b))",
    re.IGNORECASE)
_TELL_HE = re.compile(
    rf"(?<![{_HE}])(?:להגיד|לומר|לספר|לכתוב|להודיע|להזכיר|לעדכן|לסמס|לשאול|לבקש|לשלוח\s+הודעה|תגיד|תגידי)"
    rf"(?:\s+(?:ל|מ|את\s+)[{_HE}]+){{0,2}}\s+(?P<said>ש(?!לום)[{_HE}])")
# What names the reminder itself, before the telling.
_REMINDER = re.compile(r"\bremind\s+me\b|\breminder\b|(?<![\u05D0-\u05EA])(?:ת?זכיר[יו]?\s+לי|תזכורת|להזכיר\s+לי)",
                       re.IGNORECASE)
_PLACEHOLDER = "zzq"
_TO = re.compile(r"^to\s+", re.IGNORECASE)


@grammar
def told_time_reminder(ctx: RuleContext) -> Intent | None:
    text = ctx.text
    tell = _TELL_EN.search(text) or _TELL_HE.search(text)
    if tell is None or not _REMINDER.search(text[:tell.start()]):
        return None
    tm = parse_time_expression(text, ctx.now)
    if tm is None or not any(start >= tell.start("said") for start, _ in tm.spans):
        return None  # "remind me to text mom at 5": the hour is when to text her
    last_comma = text.rfind(",")
    if last_comma > tell.start("said") and all(start > last_comma for start, _ in tm.spans):
        return None  # "remind me to tell dana the carpool is off, tomorrow 7:30am": said apart, it is the reminder's
    from memo.planning.rules.tasks import create_reminder

    head = text[:tell.start()].rstrip()
    hebrew = bool(re.search(rf"[{_HE}]", tell.group(0)))
    intent = create_reminder(RuleContext(f"{head} {'ל' if hebrew else 'to '}{_PLACEHOLDER}", ctx.now, ctx.language,
                                         ctx.latest_actions))
    if intent is None or intent.args.get("operation") != "create" or _PLACEHOLDER not in str(intent.args.get("text")):
        return None
    said = _TO.sub("", text[tell.start():].strip(" ,.;:!")) if not hebrew else text[tell.start():].strip(" ,.;:!")
    args = {**intent.args, "text": said}
    # Above the reminder's own reading (0.95), which takes the told hour for the reminder's.
    return dataclasses.replace(intent, args=args, confidence=max(intent.confidence, 0.96))
