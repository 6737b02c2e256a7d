"""An event's length said inside its name: "a 30 min call", "an hour and a half workshop", "a 45-minute meeting",
"שיחה של חצי שעה", "פגישה של שעתיים", "אימון בן שעה וחצי", "פגישה באורך 20 דקות".

The time grammar reads a length only after "for" / "ל" / "למשך" ("for 45 minutes", "לשעה וחצי"). Said as a
description of the event, the length sets the event's end (or the window an "am I free?" question checks) and is
taken out of its name. A length that says when rather than how long ("in 30 min", "30 minutes before", "חצי שעה
לפני") is not an event's length and is left alone.
"""

from __future__ import annotations

import re
from datetime import date, datetime, timedelta
from typing import Protocol

from memo.planning.timeexpr import TimeMatch, parse_duration

LONGEST_MINUTES = 12 * 60  # "a 15 hour flight" is not a meeting's length the calendar should guess around

_EN_AMOUNT = (r"(?:\d+(?:\.\d+)?|an?|one|two|three|four|five|six|ten|fifteen|twenty|thirty|forty|forty[\s-]five"
              r"|fifty|sixty|ninety)")
_EN_UNIT = r"(?:minutes?|mins?|min\.|hours?|hrs?)"
_EN_LENGTH = (rf"(?:{_EN_AMOUNT}[\s-]*{_EN_UNIT}(?:\s+and\s+a\s+(?:half|quarter))?|\d+h(?:\d{{1,2}}m?)?"
              rf"|{_EN_AMOUNT}\s+and\s+a\s+half[\s-]+hours?|(?:an?\s+)?hour\s+and\s+a\s+half"
              r"|(?:a\s+)?half[\s-]+(?:an[\s-]+)?hour|(?:a\s+)?quarter[\s-]+(?:of\s+an[\s-]+)?hour)")
# English: the length before the event's noun, with or without "long" ("a 2 hour long workshop").
_EN = re.compile(rf"(?<![\w-])(?P<len>{_EN_LENGTH})(?:[\s-]+long)?(?=\s+[a-z])", re.I)
_EN_NOT = re.compile(r"(?:\b(?:in|within|after|every|each|per)\s+)$", re.I)
_EN_WHEN = re.compile(r"\s+(?:before|earlier|later|early|late|ahead|prior|from\s+now|beforehand|in\s+advance)\b",
                      re.I)
_HE_NUM = (r"(?:\d+|עשר|חמש\s+עשרה|עשרים(?:\s+וחמש)?|שלושים|ארבעים(?:\s+וחמש)?|חמישים|תשעים|שלוש|ארבע|חמש"
           r"|שתי|שלושה|ארבעה)")
_HE_LENGTH = (rf"(?:(?:חצי|רבע|שלושת\s+רבעי)\s+שעה|שעתיים(?:\s+ו(?:חצי|רבע))?|שעה(?:\s+ו(?:חצי|רבע))?"
              rf"|{_HE_NUM}\s*-?\s*(?:דקות|דק'|דק|שעות)(?:\s+ו(?:חצי|רבע))?)")
# Hebrew: the length after the noun, joined by "של" / "בת" / "בן" / "באורך": "שיחה של חצי שעה".
_HE = re.compile(rf"(?<!\S)(?P<join>של|בת|בן|באורך(?:\s+של)?)\s+(?P<len>{_HE_LENGTH})(?!\S)")
_HE_WHEN = re.compile(r"\s+(?:לפני|אחרי|מראש|קודם|מוקדם|מאוחר)(?!\S)")
# Said as a fact about the event: "the meeting is 2 hours long", "it takes 45 minutes", "הפגישה נמשכת שעה וחצי".
_LASTS = re.compile(rf"\s+(?:is|will\s+be|lasts?|takes?|runs?)\s+(?:about\s+|around\s+)?(?P<len>{_EN_LENGTH})"
                    r"(?:\s+long)?\b"
                    rf"|\s+ש?(?:נמשך|נמשכת|נמשכים|לוקח|לוקחת|אורך|אורכת)\s+(?:בערך\s+|כ-?)?(?P<he>{_HE_LENGTH})(?!\S)",
                    re.I)
# Days of an all-day event: "a 3 day conference", "a two-day workshop", "כנס של יומיים", "טיול בן 3 ימים".
_DAYS = re.compile(r"(?<![\w-])(?:an?\s+)?(?P<en>\d|one|two|three|four|five|six|seven)[\s-]+days?(?:[\s-]+long)?"
                   r"(?=\s+[a-z])"
                   r"|(?<!\S)(?:של|בן|בת|באורך)\s+(?P<he>יומיים|(?:\d|שלושה|ארבעה|חמישה|שישה|שבעה)\s+ימים)(?!\S)",
                   re.I)
_DAY_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "יומיים": 2, "שלושה": 3,
              "ארבעה": 4, "חמישה": 5, "שישה": 6, "שבעה": 7}


def days_in(summary: str) -> tuple[int, str] | None:
    """(days, the name without them) when `summary` says how many days an all-day event lasts; None otherwise."""
    match = _DAYS.search(summary)
    if match is None:
        return None
    said = (match["en"] or match["he"]).split()[0].casefold()
    days = int(said) if said.isdigit() else _DAY_WORDS.get(said, 0)
    if not 1 <= days <= 7:
        return None
    rest = f"{summary[:match.start()]} {summary[match.end():]}"
    return days, re.sub(r"\s{2,}", " ", rest).strip(" ,-")


def length_in(summary: str) -> tuple[int, str] | None:
    """(minutes, the name without the length) when `summary` describes the event's length; None otherwise."""
    lasts = _LASTS.search(summary)
    if lasts is not None:
        minutes = parse_duration(re.sub(r"^hour", "an hour", (lasts["len"] or lasts["he"]).replace("-", " ")))
        if minutes and minutes <= LONGEST_MINUTES:
            return minutes, f"{summary[:lasts.start()]} {summary[lasts.end():]}".strip(" ,-")
    for match in (_HE.search(summary), _EN.search(summary)):
        if match is None:
            continue
        after = summary[match.end():]
        if (_EN_WHEN.match(after) or _HE_WHEN.match(after)) or (match.re is _EN and _EN_NOT.search(
                summary[:match.start()])):
            continue
        minutes = parse_duration(re.sub(r"^hour", "an hour", match["len"].replace("-", " ")))
        if not minutes or minutes > LONGEST_MINUTES:
            continue
        start = match.start()
        if match.re is _EN:  # "a 30 min call": the article goes with the length
            start = re.search(r"(?:\b(?:an?|one)\s+)?$", summary[:start], re.I).start()  # type: ignore[union-attr]
        rest = f"{summary[:start]} {after}"
        return minutes, re.sub(r"\s{2,}", " ", rest).strip(" ,-")
    return None


def span_minutes(said: str) -> int | None:
    """The length said first in an event's words ("2 hours for ..."); "an hour" has lost its article to the name
    ("block an hour for reading" -> "hour for reading"), and a bare "hour" before "for" / "of" is one ("hour and a
    half workshop" is no length said first)."""
    if re.match(r"\s*h", said, re.I) and not re.search(r"\b(?:for|of)\s*$", said, re.I):
        return None
    return parse_duration(re.sub(r"^\s*(?=h)", "an ", said, flags=re.I))


class _Reading(Protocol):
    """What the event grammar read of the time words (calendar.py's _When)."""

    tm: TimeMatch | None
    start: datetime | None
    end: datetime | None
    first: date | None
    last: date | None


def with_length(when: _Reading, summary: str) -> str:
    """The event's name without a length said in it ("a 45 minute meeting", "a 3 day conference"); that length
    sets the end (the last day of an all-day event) when the time words gave none."""
    tm = when.tm
    if when.first is not None and when.first == when.last and tm is not None and (days := days_in(summary)):
        when.last = when.first + timedelta(days=days[0] - 1)  # "a 3 day conference from dec 7"
        return days[1]
    if when.start is None or tm is None or tm.end is not None or tm.duration_minutes:
        return summary
    said = length_in(summary)
    if said is None:
        return summary
    when.end = when.start + timedelta(minutes=said[0])
    return said[1]
