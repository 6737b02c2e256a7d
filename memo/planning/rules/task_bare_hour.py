"""A bare hour said right after what fixes its day or its part of the day: "thu 5 pick up glasses", "every morning 7
vitamins", "remind me 3 pharmacy", "ביום רביעי 3 לאסוף את המשקפיים", "כל בוקר 7 ויטמינים".

People writing short drop the "at" / "ב" before an hour that follows a weekday, "every morning", or the request
itself: the number is the clock time, not part of the task's words. The time grammar reads a bare number only
after "at" / "ב" (and after "tomorrow", task_words._DAY_THEN_HOUR), so here it is given one. The hour's half of
the day is then read as for any "at 5": a bare 7 or 8 on a named weekday is still asked (task_weekday_hour.py).

A number followed by a unit or a count ("thu 2 hours", "remind me 3 things", "ראשון 5 דקות") is no hour, nor is a
date ("thu 5/12", "wed 5th"). No grammar lives here: `task_rewrite.rewrite_spans_and_clocks` applies it.
"""

from __future__ import annotations

import re

_HE = r"\u0590-\u05FF"
_HOUR = r"(?P<h>(?:1[0-2]|0?[1-9])(?::[0-5]\d)?)"
# What a count or an amount is said with: then the number is no hour.
_NOT_AN_HOUR = (
    r"(?![\d/.:%,'\w])(?![.,]\d)"
    r"(?!\s*(?:am|pm|a\.m|p\.m|minutes?|mins?|min\b|hours?|hrs?|h\b|days?|weeks?|months?|years?|times?|things?"
    # "thu 2 to 4" is a span; "tuesday 11 to call the bank" is the hour, then the errand.
    r"|items?|tasks?|reminders?|people|kids|pills?|tablets?|of\b|x\b|st\b|nd\b|rd\b|th\b|and\b|or\b|-"
    r"|to\s*(?:$|\d|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|noon|midnight)\b)"
    r"|דקות|דק|דקה|שעות|שעה|ימים|יום|שבועות|חודשים|שנים|פעמים|דברים|משימות|תזכורות|כדורים|אנשים|ילדים|עד|או"
    r"|בבוקר|בערב|בצהריים|בלילה|₪|\$|ש\"ח|שקל))")
_EN_DAY = (r"(?:sunday|monday|tuesday|wednesday|thursday|friday|saturday|sun|mon|tues|tue|wed|weds|thurs|thur|thu"
           r"|fri|sat)")
# Part of the day with "every", the English request, or a weekday, then the hour.
_EN_BEFORE = re.compile(
    rf"(?P<lead>\b(?:on\s+)?{_EN_DAY}\.?|\b(?:every|each)\s+(?:morning|evening|night|afternoon)"
    # "remind me 2 finish the essay", "remind me 4 the meeting": after the request a 2 or a 4 is as often "to" / "for"
    rf"|^(?:(?:pls|please)\s+)?remind\s+me(?=\s+(?![24]\s)))\s+{_HOUR}{_NOT_AN_HOUR}",
    re.IGNORECASE)
# Hebrew: a weekday with its "ביום" / "יום" / "ב" (a bare "שני" / "שלישי" is as often "two" / "third"), "כל בוקר",
# or the request.
_HE_DAY = r"(?:ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת)"
_HE_BEFORE = re.compile(
    rf"(?<![\w{_HE}])(?P<lead>(?:ב|ו|וב)?(?:יום\s+)?(?:ב|ה)?(?:רביעי|חמישי|שישי|ראשון|שבת)"
    rf"|(?:ב|ו|וב)?(?:יום\s+)(?:ה)?{_HE_DAY}|ב{_HE_DAY}|(?:ב?כל|מדי)\s+(?:בוקר|ערב|לילה)"
    # "יום ג 5": a weekday by its letter
    rf"|(?:ב|ו|וב)?יום\s+[אבגדהו]['׳]?"
    rf"|^(?:תזכיר|תזכירי|תזכרי|תזכירו)\s+לי)\s+{_HOUR}{_NOT_AN_HOUR}")


def hour_after_day(text: str) -> str:
    """ "thu 5 pick up glasses" -> "thu at 5 pick up glasses", "רביעי 3 אורתודנט" -> "רביעי ב3 אורתודנט"."""
    if not any(ch.isdigit() for ch in text):
        return text
    text = _EN_BEFORE.sub(lambda m: f"{m.group('lead')} at {m.group('h')}", text)
    return _HE_BEFORE.sub(lambda m: f"{m.group('lead')} ב{m.group('h')}", text)
