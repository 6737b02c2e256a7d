"""Time phrasings of reminders the time grammar reads only in another form, rewritten before it reads them.

No grammar lives here: `task_words.rewrite_hebrew_lamed` applies these to every task message.

* A span of weekdays said as "from Sunday to Thursday" / "מראשון עד חמישי" / "mon-fri". Alone, the time
  grammar keeps such a span as one stretch of days (it may be this week only). In a reminder it is a routine:
  every day of the span, weekly ("מראשון עד חמישי ב7:30 תזכיר לי ..."). With a week named ("this week",
  "השבוע", "next week") it is not rewritten, and the reminder's own checks ask; nor in a change ("move it
  from monday to friday" names the old day and the new one).
* A list of weekdays said with spaces only ("בימים שני רביעי ושישי", "every mon wed fri", "mondays wednesdays
  and fridays"): the time grammar reads a list joined by commas and "and", so it is written that way.
* A clock time written without its colon: "at 1830", "בשעה 0730", and "ב-1830" where a time is said (right after
  the request or a day word: elsewhere "ב1500" is as often a price). A coming year ("ב2027") is never a time.
"""

from __future__ import annotations

import re
from datetime import datetime

from memo.planning.rules.task_bare_hour import hour_after_day
from memo.planning.rules.task_to_hour import minutes_to_the_hour
from memo.planning.timeexpr import parse_time_expression

_HE = r"\u0590-\u05FF"
_HE_DAY = r"(?:ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת|[אבגדהו]')"
_EN_DAY = (r"(?:sunday|monday|tuesday|wednesday|thursday|friday|saturday|sun|mon|tues|tue|wed|thurs|thur|thu|fri"
           r"|sat)\.?")
# "מראשון עד חמישי", "מיום א' עד יום ה'", "א'-ה'": the "מ" or the hyphen says it is a span ("שני עד חמישי" alone
# may be "two ... until Thursday"). Not after "ימים"/"ימי" (the time grammar reads "בימים מראשון עד חמישי").
_HE_SPAN = re.compile(
    rf"(?<![\w{_HE}'])(?<!ימים\s)(?<!ימי\s)(?<!ימות\s)"
    rf"(?:(?:ב?כל|מדי)\s+(?P<pod>יום|בוקר|ערב|לילה)\s+)?"
    rf"(?:ו?מ-?(?:יום\s+)?(?P<a>{_HE_DAY})\s*(?:-|עד|ועד)\s*(?:ל-?)?(?:יום\s+)?(?P<b>{_HE_DAY})"
    rf"|(?P<c>{_HE_DAY})\s*-\s*(?P<d>{_HE_DAY}))(?![\w{_HE}])")
# "from monday to friday", "mon-fri", "monday through thursday". Not "until"/"till": "every monday until friday"
# bounds a repetition. Not after "every"/"each" (already a repetition).
_EN_SPAN = re.compile(
    rf"(?<!every\s)(?<!each\s)\b(?:(?:(?:every|each)\s+(?P<pod>day|morning|evening|night)|daily)\s+(?:on\s+)?)?"
    rf"(?:from\s+)?(?P<a>{_EN_DAY})\s*(?:-|to|through|thru)\s*(?P<b>{_EN_DAY})(?![\w])",
    re.IGNORECASE)
_NAMED_WEEK = re.compile(rf"\b(?:this|next|that)\s+week\b|(?<![{_HE}])(?:ה?שבוע\s+הבא|השבוע|בשבוע)(?![{_HE}])",
                         re.IGNORECASE)
# "at 1830", "@1830", "בשעה 0730", and "ב1830" where a time is said: first, or after "לי" / "תזכורת" / a day
# ("תזכיר לי ב1830 לצאת", "מחר ב-0745"). Elsewhere "ב1500" is a price as often ("למכור את האופניים ב1500").
# Hours 00-23 (or one digit, "at 830"), minutes 00-59, and no digit or clock mark around.
_BET_AT_A_TIME = r"(?:(?<=^)|(?<=לי\s)|(?<=תזכורת\s)|(?<=מחר\s)|(?<=מחרתיים\s)|(?<=היום\s)|(?<=הערב\s))ב-?"
_COMPACT_CLOCK = re.compile(
    rf"(?<![\w{_HE}])(?P<p>at\s+|@\s*|בשעה\s+|{_BET_AT_A_TIME})(?P<h>[01]\d|2[0-3]|[1-9])(?P<m>[0-5]\d)(?![\d:.,/%])"
    r"(?!\s*(?:₪|\$|€|שקל|ש\"ח|ש''ח|nis|shekels?|dollars?|st\b|street|ave\b|avenue|road|rd\b|blvd"
    r"|points?\b|pts\b|km\b|kg\b|miles?\b|calories\b|kcal\b|grams?\b|people\b|followers\b|likes\b|degrees\b"
    r"|נקודות|ק\"מ|קילו|קלוריות|גרם|אנשים|עוקבים|מעלות))",
    re.IGNORECASE)
_COMING_YEAR = re.compile(r"20[2-9]\d")
_SPAN_WORD = re.compile(r"-|עד|\bto\b|\bthr", re.IGNORECASE)  # what every span has: a cheap test first
# "move the dentist reminder from monday to friday" names the old day and the new one: no span.
_CHANGE = re.compile(
    r"\b(?:move|moved|push|pushed|postpone|reschedule|shift|change|changed|switch|bump|delay|instead|rather)\b"
    rf"|(?<![{_HE}])(?:תעביר|תעבירי|העבר|תזיז|תזיזי|הזז|תדחה|תדחי|דחה|תשנה|תשני|שנה|במקום|תקדים|תקדימי)(?![{_HE}])",
    re.IGNORECASE)


# "every morning mon-fri", "כל ערב מראשון עד חמישי": the span is the repetition, the part of the day its time.
_HE_POD = {"בוקר": " בבוקר", "ערב": " בערב", "לילה": " בלילה"}
_EN_POD = {"morning": " in the morning", "evening": " in the evening", "night": " at night"}


def _he_span(match: re.Match[str]) -> str:
    first, last = match.group("a") or match.group("c"), match.group("b") or match.group("d")
    return f"בימים {first} עד {last}{_HE_POD.get(match.group('pod') or '', '')}"


def _en_span(match: re.Match[str]) -> str:
    return f"every {match.group('a')} to {match.group('b')}{_EN_POD.get((match.group('pod') or '').casefold(), '')}"


def _compact(match: re.Match[str]) -> str:
    prefix, digits = match.group("p"), match.group("h") + match.group("m")
    if prefix.startswith("ב") and not prefix.startswith("בשעה") and _COMING_YEAR.fullmatch(digits):
        return match.group(0)  # "ב2027" is a year as often as 20:27
    return f"{prefix}{match.group('h')}:{match.group('m')}"


# "change the recycling reminder to wednesdays", "תעבירי אותה לימי שני": the new days of a routine, said after
# "to" / "ל". The time grammar reads them after "on" / "ב" ("on wednesdays", "בימי רביעי").
_TO_PLURAL_DAYS = re.compile(r"\b(?P<to>to|into)\s+(?=(?:sun|mon|tues|wednes|thurs|fri|satur)days\b)", re.IGNORECASE)
_TO_HE_DAYS = re.compile(rf"(?<![\w{_HE}])ל-?(?=ימי\s+{_HE_DAY}(?![\w{_HE}]))")


# "בימים שני רביעי ושישי", "כל ב' ד' ו-ו'": two or more weekdays after a word that makes them repeat ("ימים",
# "ימי", "כל"), with spaces, commas or "ו" between them. Without such a word, "שני" and "רביעי" are as often
# "two" and "fourth". Letters only with their mark ("ב'"), never a bare letter.
_HE_FULL = {"א": "ראשון", "ב": "שני", "ג": "שלישי", "ד": "רביעי", "ה": "חמישי", "ו": "שישי", "ש": "שבת"}
_HE_ITEM = r"(?:ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת|[אבגדהוש]')"
_HE_LIST = re.compile(
    rf"(?<![\w{_HE}])(?P<lead>ו?ב?(?:ימים|ימי|ימות|כל\s+ה?ימים|כל|מדי))\s+"
    rf"(?P<items>(?:יום\s+)?{_HE_ITEM}(?:(?:\s*,\s*|\s+)(?:ו-?)?(?:יום\s+)?{_HE_ITEM})+)(?![\w{_HE}'])")
_HE_ITEM_RE = re.compile(rf"(?:^|(?<=[\s,]))(?:ו-?)?(?:יום\s+)?(?P<d>{_HE_ITEM})")
_EN_ITEM = (r"(?:sunday|monday|tuesday|wednesday|thursday|friday|saturday|sun|mon|tues|tue|wed|thurs|thur|thu|fri"
            r"|sat)")
# "every mon wed fri", "mondays wednesdays and fridays", "on mondays wednesdays": after "every", or plural (a
# routine). "on mon and wed" alone may be two days of this week: left as it is.
_EN_LIST = re.compile(
    rf"\b(?P<lead>every|each)\s+(?P<items>{_EN_ITEM}s?\.?(?:(?:\s*,\s*|\s+)(?:and\s+|&\s+)?{_EN_ITEM}s?\.?)+)\b"
    rf"|\b(?:on\s+)?(?P<plural>{_EN_ITEM}s(?:(?:\s*,\s*|\s+)(?:and\s+|&\s+)?{_EN_ITEM}s)+)\b",
    re.IGNORECASE)
_EN_ITEM_RE = re.compile(rf"\b(?P<d>{_EN_ITEM})s?\.?(?![a-z])", re.IGNORECASE)


def _joined(days: list[str], conj: str) -> str:
    return ", ".join(days[:-1]) + f"{conj}{days[-1]}"


def _he_list(match: re.Match[str]) -> str:
    days = [_HE_FULL.get(d.rstrip("'"), d) for d in (m.group("d") for m in _HE_ITEM_RE.finditer(match.group("items")))]
    if len(days) < 2 or len(set(days)) < len(days):
        return match.group(0)
    return f"{'ו' if match.group('lead').startswith('ו') else ''}בימי {_joined(days, ' ו')}"


def _en_list(match: re.Match[str]) -> str:
    items = match.group("items") or match.group("plural")
    days = [m.group("d") for m in _EN_ITEM_RE.finditer(items)]
    if len(days) < 2 or len({d.casefold()[:2] for d in days}) < len(days):
        return match.group(0)
    return f"every {_joined(days, ' and ')}"


# "לקראת ערב", "לפנות ערב", "towards evening": the end of the working day (18:00), as "end of day" is read.
# "לקראת הצהריים", "toward the afternoon": that part of the day itself. The time grammar reads neither form.
_TOWARD_EVENING = re.compile(
    rf"(?<![\w{_HE}])(?:לקראת|לפנות)\s+(?:ה)?ערב(?![\w{_HE}])|\btowards?\s+(?:the\s+)?(?:evening|end\s+of\s+(?:the\s+)?day)\b",
    re.IGNORECASE)
_TOWARD_PART = re.compile(
    rf"(?<![\w{_HE}])לקראת\s+(?P<he>(?:ה)?(?:צהריים|צהרים|בוקר|לילה))(?![\w{_HE}])"
    r"|\btowards?\s+(?:the\s+)?(?P<en>morning|afternoon|noon|night)\b",
    re.IGNORECASE)


def _toward_evening(match: re.Match[str]) -> str:
    return "בסוף היום" if re.match(rf"[{_HE}]", match.group(0)) else "end of day"


def _toward_part(match: re.Match[str]) -> str:
    if match.group("he"):
        return "ב" + match.group("he").removeprefix("ה")
    part = match.group("en").casefold()
    return "at noon" if part == "noon" else f"at {part}" if part == "night" else f"in the {part}"


def rewrite_spans_and_clocks(text: str) -> str:
    """ "מראשון עד חמישי ב1830" -> "בימים ראשון עד חמישי ב18:30"; any other text as it is."""
    if "לקראת" in text or "לפנות" in text or "toward" in text.casefold():
        text = _TOWARD_PART.sub(_toward_part, _TOWARD_EVENING.sub(_toward_evening, text))
    if any(ch.isdigit() for ch in text):
        text = minutes_to_the_hour(_COMPACT_CLOCK.sub(_compact, text))  # "at 10 to 11" (task_to_hour.py)
        text = hour_after_day(text)  # "thu 5 pick up glasses": the hour after its day (task_bare_hour.py)
    if "days" in text.casefold():
        text = _TO_PLURAL_DAYS.sub(r"\g<to> on ", text)
    if "לימי" in text or "ל-ימי" in text:
        text = _TO_HE_DAYS.sub("ב", text)
    text = _EN_LIST.sub(_en_list, _HE_LIST.sub(_he_list, text))
    if not _SPAN_WORD.search(text) or _NAMED_WEEK.search(text) or _CHANGE.search(text):
        return text
    return _EN_SPAN.sub(_en_span, _HE_SPAN.sub(_he_span, text))


# "move the dentist reminder from monday to friday", "תעביר את התזכורת של הגנן מראשון לחמישי": the old time after
# "from"/"מ", the new one after "to"/"ל". Only the new one is the change.
_FROM_OLD = re.compile(
    r"\s+from\s+(?P<old>(?:(?:the|this|next|on)\s+)?[\w:./']+(?:\s+(?:at\s+)?\d[\w:.]*)?)\s+(?=to\s+\S)"
    rf"|(?<=\s)מ-?(?P<oldh>(?:יום\s+)?[\w:./'{_HE}]+(?:\s+ב-?\d[\d:]*)?)\s+(?=ל-?\S)",
    re.IGNORECASE)


# "move it to friday instead of tomorrow", "תזיז ליום שישי במקום מחר": the old time said last, after the new one.
_INSTEAD_OLD = re.compile(
    rf"[\s,]+(?:instead\s+of|rather\s+than|and\s+not|not)\s+(?P<old>(?:(?:the|this|next|on|at)\s+)?[\w:./']+"
    rf"(?:\s+(?:at\s+)?\d[\w:.]*)?)[\s.!]*$"
    rf"|[\s,]+(?:במקום|ולא)\s+(?P<oldh>(?:ב|ל)?(?:יום\s+)?[\w:./'{_HE}]+(?:\s+ב-?\d[\d:]*)?)[\s.!]*$",
    re.IGNORECASE)


def _without_instead(text: str, now: datetime) -> str:
    """ "move X to friday instead of tomorrow" -> "move X to friday", when what follows "instead of" is a time."""
    match = _INSTEAD_OLD.search(text)
    if match is None:
        return text
    old = match.group("old") or match.group("oldh")
    # "at 9", "ב-10": a bare hour is a time only with its preposition ("... ל12 במקום 10").
    said = parse_time_expression(old, now) or parse_time_expression(
        f"at {old}" if match.group("old") else f"ב-{old}" if re.fullmatch(r"\d{1,2}(?::\d{2})?", old) else "", now)
    if said is None or not said.spans:
        return text
    return text[:match.start()]


def without_old_time(text: str, now: datetime) -> str:
    """ "move X from monday to friday" -> "move X to friday": a change read for its new time only."""
    text = _without_instead(text, now)
    match = _FROM_OLD.search(text)
    if match is None:
        return text
    old = match.group("old") or match.group("oldh")
    said = parse_time_expression(old if match.group("old") else f"ב{old}", now)
    if said is None:  # "from 5 to 7": a bare hour; "ממחר", "מהיום": a day word that takes no "ב"
        said = parse_time_expression(f"at {old}" if match.group("old") else old, now)
    if said is None or not said.spans:
        return text
    return text[:match.start()] + " " + text[match.end():]
