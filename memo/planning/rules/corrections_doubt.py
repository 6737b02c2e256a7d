"""A time taken back after it was said, and a plan that did not take the correction: never acted on.

"every day at 8 … not 8, 8:30", "כל יום שני, לא רגע, כל יום שלישי …", "an hour before. no wait, half an hour",
"עוד שעתיים …. לא שעתיים, שלוש": when corrections_times.py (or a grammar) put the correction right, the plan
carries the value meant; when no one did, the plan holds the value taken back, or ignores both. A plan that makes or
changes something at a time is doubted (the user is asked) when the message says a time, a day, a lead or an
interval after a word that takes back ("not X, Y", "no wait", "actually", "לא רגע", "בעצם", "לא,") and that value
is not in the plan.

A negation that is content is no correction: "remind me not to forget the keys", "תזכירי לי לא לאחר" say no time
after the "not"; "בשלוש, לא בארבע" says the time it rules out, and none meant after it.
"""

from __future__ import annotations

import re
from datetime import date, datetime
from typing import Any

from memo.planning.rules.base import Intent, RuleContext
from memo.planning.timeexpr import parse_time_expression

_HE = r"\u05D0-\u05EA"
_B = rf"(?<![\w{_HE}'])"
_E = rf"(?![\w{_HE}'])"
_HE_NUM = "אחת|שתיים|שתים|שלוש|ארבע|חמש|שש|שבע|שמונה|תשע|עשר|אחת\\s+עשרה|שתים\\s+עשרה|רבע|חצי|עשרים|שלושים"
_EN_NUM = "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|half|quarter|noon"
_DAYS = ("sun|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sunday|monday|tuesday|wednesday|thursday|friday|saturday"
         "|today|tomorrow|tonight|ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת|מחר|היום|מחרתיים")
# The start of a time value: an hour, a day, an interval, a duration.
_VALUE = (rf"(?:(?:at|on|by|in|every|each|כל|ביום|יום|ה)\s+)*(?:\d|[בלה]-?\d|(?:[בלה])?(?:{_HE_NUM}|{_DAYS}){_E}"
          rf"|(?:{_EN_NUM}|{_DAYS}){_E}|an?\s+(?:hour|half|quarter)|שעתיים|שעה|(?:בערב|בבוקר|בלילה){_E})")
_TAKE_BACK = (r"no\s+wait|wait\s+no|no\s+sorry|i\s+mean|or\s+rather|make\s+(?:it|that)|actually(?:\s+no)?|wait|sorry"
              r"|correction|לא\s+רגע|רגע\s+לא|לא\s+סליחה|בעצם\s+לא|בעצם|סליחה|כלומר|רגע|אופס|טעות")
# "…, not X, Y", "… לא ב-9, ב-10": the value meant is the one after the value ruled out.
_NOT_X_Y = re.compile(rf"{_B}(?:not|לא)\s+(?P<x>{_VALUE}[^,.!?]{{0,20}}),\s*(?P<y>{_VALUE}[^,.!?]*)", re.IGNORECASE)
# "… no wait, Y", "… לא רגע, Y", "…, לא, Y", "… actually כל 10".
_MARKED = re.compile(rf"(?:{_B}(?:{_TAKE_BACK}){_E}|[,.]\s*(?:no|לא)\s*,)[\s,.]*(?:(?:it'?s|זה|make\s+it)\s+)?"
                     rf"(?P<y>{_VALUE}[^,.!?]*)", re.IGNORECASE)
_TIMED = frozenset({"create", "createMultiple", "createRecurring", "update"})
_BYDAY = {"SU": 0, "MO": 1, "TU": 2, "WE": 3, "TH": 4, "FR": 5, "SA": 6}
_DURATION = re.compile(r"(\d+(?:\.\d+)?)\s*(minute|min|hour|day)", re.IGNORECASE)
_HE_WORDS = {"אחת": 1, "שתיים": 2, "שתים": 2, "שלוש": 3, "ארבע": 4, "חמש": 5, "שש": 6, "שבע": 7, "שמונה": 8, "תשע": 9,
             "עשר": 10, "עשרים": 20, "שלושים": 30, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
             "seven": 7, "eight": 8, "nine": 9, "ten": 10, "fifteen": 15, "twenty": 20, "thirty": 30}


def doubt(intent: Intent, ctx: RuleContext) -> str:
    """Why a plan may not have taken a correction of its time the message makes ("" when it did, or none is made)."""
    operation = str(intent.args.get("operation") or intent.action)
    if intent.capability not in ("database", "calendar") or operation not in _TIMED:
        return ""
    text = ctx.text
    said = [m.group("y") for m in _NOT_X_Y.finditer(text)] + [m.group("y") for m in _MARKED.finditer(text)]
    if not said:
        return ""
    facts = _facts(intent.args, ctx)
    for value in said:
        if not _carried(value.strip(), facts, ctx):
            return f"the message takes a time back for '{value.strip()}', and the plan does not carry it"
    return ""


def _facts(args: Any, ctx: RuleContext) -> dict[str, set[Any]]:
    """The plan's clock times (hour mod 12, minute), weekdays (0 = Sunday), dates and durations in minutes."""
    facts: dict[str, set[Any]] = {"clock": set(), "weekday": set(), "date": set(), "minutes": set()}

    def walk(value: Any, key: str = "") -> None:
        if isinstance(value, dict):
            for k, v in value.items():
                walk(v, k)
        elif isinstance(value, list):
            if key == "days" and all(isinstance(d, int) for d in value):
                facts["weekday"].update(value)
            for v in value:
                walk(v, key)
        elif isinstance(value, (int, float)) and not isinstance(value, bool) and "minute" in key.casefold():
            facts["minutes"].add(float(value))
        elif isinstance(value, str):
            _read_string(value, key, facts, ctx)

    walk(args)
    return facts


def _read_string(value: str, key: str, facts: dict[str, set[Any]], ctx: RuleContext) -> None:
    if re.match(r"\d{4}-\d{2}-\d{2}", value):
        try:
            moment = datetime.fromisoformat(value.replace("Z", "+00:00"))
        except ValueError:
            return
        if "T" in value:
            if moment.tzinfo is not None:
                moment = moment.astimezone(ctx.now.tzinfo)
                facts["minutes"].add(round((moment - ctx.now).total_seconds() / 60))  # "in 3 hours"
            facts["clock"].add((moment.hour % 12, moment.minute))
        day = moment.date() if isinstance(moment, datetime) else moment
        facts["date"].add(day)
        facts["weekday"].add((day.isoweekday()) % 7)
    elif re.fullmatch(r"\d{1,2}:\d{2}", value):
        hour, minute = map(int, value.split(":"))
        facts["clock"].add((hour % 12, minute))
    elif "BYDAY=" in value:
        for code in re.findall(r"\b(SU|MO|TU|WE|TH|FR|SA)\b", value.split("BYDAY=", 1)[1]):
            facts["weekday"].add(_BYDAY[code])
    for number, unit in _DURATION.findall(value):
        scale = {"min": 1, "minute": 1, "hour": 60, "day": 1440}[unit.casefold()]
        facts["minutes"].add(float(number) * scale)


def _carried(value: str, facts: dict[str, set[Any]], ctx: RuleContext) -> bool:
    """Whether the value said after the take-back is in the plan: its hour, its day, its interval or lead."""
    found = parse_time_expression(value, ctx.now)
    checked = False
    if found is not None and found.recurrence is not None and found.recurrence.interval_minutes:
        checked = True
        if float(found.recurrence.interval_minutes) not in facts["minutes"]:
            return False
    if found is not None and found.when is not None and found.date_only is None:
        checked = True
        if (found.when.hour % 12, found.when.minute) not in facts["clock"]:
            return False
    if re.search(rf"(?:{_DAYS}){_E}", value, re.IGNORECASE) and found is not None:
        checked = True
        days = set(found.recurrence.days) if found.recurrence is not None and found.recurrence.days else set()
        day = found.date_only or (found.when.date() if found.when is not None else None)
        if days and not days <= facts["weekday"]:
            return False
        if not days and isinstance(day, date) and day not in facts["date"]:
            return False
    if checked:
        return True
    minutes = _minutes(value)
    if minutes:
        # A bare number or a duration: an interval, a lead, an hour from now, or an hour of the clock.
        hours = {int(m) % 12 for m in minutes if m < 25 and m == int(m)}
        return bool(minutes & facts["minutes"]) or any((h, 0) in facts["clock"] for h in hours)
    return False


def _minutes(value: str) -> set[float]:
    """What a duration or a bare number may say in minutes: "half an hour" 30, "שלוש" 3 or 180, "10" 10 or 600."""
    text = value.casefold()
    if re.search(r"half\s+an?\s+hour|חצי\s+שעה", text):
        return {30.0}
    if re.search(r"quarter\s+of\s+an\s+hour|רבע\s+שעה", text):
        return {15.0}
    if re.search(r"שעתיים", text):
        return {120.0}
    if re.search(r"^an?\s+hour|^שעה", text):
        return {60.0}
    number = re.search(r"\d+(?:\.\d+)?", text)
    word = re.search(rf"{_B}({'|'.join(_HE_WORDS)}){_E}", text)
    n = float(number.group()) if number else float(_HE_WORDS[word.group(1)]) if word else 0.0
    if not n:
        return set()
    if re.search(r"hour|שעות|שעה", text):
        return {n * 60}
    if re.search(r"min|דקות|דק", text):
        return {n}
    return {n, n * 60}
