"""A day's events typed as a bare list, one clock time each, with nothing between them: "tmrw 9 gym 11 call w yael
1 lunch w mom", "מחר ב9 חדר כושר ב11 שיחה עם יעל", or with the time after each name ("gym 9 call w yael 11").

Read as one event, such a message makes an event named "gym 11 call w yael 1 lunch w mom": a wrong event. So the
single-event grammar refuses a message of this shape, and the several-events grammar (calendar_more.py) cuts it
before (or after) each clock time. A number that counts something ("3 clients", "room 11", "for 4") is not a time
and is never a cut; a list with any other digit in it is not read this way at all.
"""

from __future__ import annotations

import re

# A clock time standing alone: "9", "11:30", "7pm", "at 9", "@9", "ב9", "ב-11".
_TIME = re.compile(r"(?<!\S)(?:(?:at|@)\s*|ו?ב-?|ו-?)?(?:[01]?\d|2[0-3])(?:[:.][0-5]\d)?(?:\s*(?:am|pm))?(?!\S)", re.I)
# Words before a number that make it a count, a room or a share, not an hour.
_COUNT_BEFORE = re.compile(r"(?:\b(?:w|with|for|of|room|no|number|gate|floor|platform|table|bus|line|x|top|about|than"
                           r"|around|over|under|only|just|all|page|ch|chapter|level|row)|#|(?<!\S)(?:עם|ל|של|חדר|מספר"
                           r"|קומה|שער|שולחן|קו|אוטובוס|רק|כמעט|בערך|מעל|פחות\s+מ)"
                           # the course an exam is in ("מבחן באינפי 2", "exam in calculus 2"): its number, no hour
                           r"|(?<!\S)(?:מבחן|בוחן|בחינה|בחינת|exam|quiz|midterm|final)\s+(?:in\s+)?ב?[^\W\d_]{2,}"
                           r"(?:\s+[^\W\d_]{2,})?)\s*$", re.I)
# Words after a number that make it a count ("3 clients", "2 hrs", "5 דקות").
_COUNT_AFTER = re.compile(
    r"^\s*(?:people|ppl|persons?|guests?|kids?|children|clients?|customers?|friends?|pax|seats?|tickets?|items?"
    r"|pcs|pieces?|times?|hours?|hrs?|h|minutes?|mins?|m|days?|weeks?|months?|years?|yrs?|km|kms|miles?|%|percent"
    r"|nis|shekels?|dollars?|bucks|euros?|kg|kilos?|boxes|bags|pages?|slides?|rounds?|sets?|reps?|laps?|of\b|more\b"
    r"|meters?|metres?|kilometers?|lbs?"
    r"|אנשים|איש|אורחים|ילדים|לקוחות|חברים|כרטיסים|פעמים|שעות|שעה|דקות|ימים|שבועות|חודשים|שנים|ק\"מ|ק״מ|קמ|קילו"
    r"|קילומטר|ק\"ג|ק״ג|קג|מטר|מטרים|מייל|ש\"ח|שקל"
    r"|שקלים|מקומות|כיסאות|עמודים|מועד)(?!\w)", re.I)
# A day said first, for every event of the list: "tmrw 9 gym ...", "on friday: ...", "מחר ב9 ...".
_DAY_FIRST = re.compile(r"^(?:on\s+)?(?P<day>today|tonight|tomorrow|tmrw|tmr|tomorow|(?:(?:this|next)\s+)?(?:sun|mon"
                        r"|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?)(?:day)?|היום|הערב|מחר|מחרתיים|(?:ב|ל)?יום\s+"
                        r"(?:ראשון|שני|שלישי|רביעי|חמישי|שישי)|(?:ב|ל)?(?:ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת))"
                        r"\s*[:,-]?\s+", re.I)
_JOINER = re.compile(r"^[\s,;.]*(?:(?:and|then|also|plus|ו)\s+)?|[\s,;.]*(?:\s(?:and|then|also|plus))?[\s,;.]*$",
                     re.I)
_WORD = re.compile(r"[^\W\d_]{2,}")
# What stands between two numbers of one range or one choice ("9 to 11 workshop", "10 or 11 call", "9 עד 11"): the
# numbers are one event's time, never two events.
_BETWEEN = re.compile(r"^[\s,-]*(?:to|till|til|until|thru|through|or|and|ish|or\s+so|-?ish\s+or|עד|או|ל|לבין)?"
                      r"[\s,-]*$", re.I)

# "night shift thu 23:00 to fri 07:00", "מחמישי 23:00 עד שישי 07:00": the range's end on its own day, not a name.
_TO_DAY = re.compile(r"^[\s,-]*(?:to|till|til|until|thru|through|עד|ועד)\s+(?:(?:ב|ל)?יום\s+)?(?:today|tomorrow|tmrw"
                     r"|(?:sun|mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?)(?:day)?|מחר|מחרתיים|ראשון|שני|שלישי"
                     r"|רביעי|חמישי|שישי|שבת)[\s,-]*$", re.I)


# A day named right before a later clock time ("mon 10am haircut tue 6pm dentist", "שני 10 תספורת שלישי 18 אסיפה"):
# the day opens the next event, not the end of the name before it. Never after "with"/"עם"/"של" (a person, "שני").
_NEXT_DAY = re.compile(r"(?<=\s)(?:on\s+)?(?:today|tonight|tomorrow|tmrw|tmr"
                       r"|(?:sun|mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?)(?:day)?|היום|הערב|מחר|מחרתיים"
                       r"|(?:ב|ל)?(?:יום\s+)?(?:ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת))\s*[:,-]?\s*$", re.I)
_PERSON_BEFORE = re.compile(r"w/?|with|for|of|and|עם|של|את|ל", re.I)


def _times(body: str) -> list[re.Match[str]]:
    """The clock times of `body`, without the numbers that count something."""
    return [m for m in _TIME.finditer(body)
            if not _COUNT_BEFORE.search(body[:m.start()]) and not _COUNT_AFTER.match(body[m.end():])]


def _day_before(body: str, at: int) -> int:
    """Where the piece that holds the clock time at `at` begins: at a day named just before the time, else at it."""
    found = _NEXT_DAY.search(body[:at])
    before = body[:found.start()].split()[-1:] if found else []
    return found.start() if found and not (before and _PERSON_BEFORE.fullmatch(before[0])) else at


def _named(piece: str) -> bool:
    return (bool(_WORD.search(piece)) and not re.search(r"\d", piece) and not _BETWEEN.match(piece)
            and not _TO_DAY.match(piece))


def juxtaposed(text: str) -> tuple[str, list[str]] | None:
    """(the day said first or "", the pieces) when `text` is two or more events, each with one clock time, put one
    after another with no word between them; None otherwise."""
    day = _DAY_FIRST.match(text)
    body = text[day.end():] if day else text
    times = _times(body)
    if len(times) < 2 or sum(c.isdigit() for c in body) != sum(c.isdigit() for m in times for c in m[0]):
        return None
    if not body[:times[0].start()].strip():  # "9 gym 11 call": each time opens its piece
        bounds = [m.start() for m in times] + [len(body)]
        if day:  # "mon 10am haircut tue 6pm ...": each event's own day comes before its time
            bounds = [bounds[0]] + [_day_before(body, b) for b in bounds[1:-1]] + [len(body)]
        pieces = [body[a:b] for a, b in zip(bounds, bounds[1:], strict=False)]
        names = [body[m.end():b] for m, b in zip(times, bounds[1:], strict=False)]
    elif not body[times[-1].end():].strip():  # "gym 9 call w yael 11": each time closes its piece
        bounds = [0] + [m.end() for m in times]
        names = [body[a:m.start()] for a, m in zip(bounds, times, strict=False)]
        # said time first ("9 gym"), as the time words read a bare hour only before the name
        pieces = [f"{m[0].strip()} {_JOINER.sub('', n)}" for m, n in zip(times, names, strict=False)]
    else:
        return None
    if not all(_named(n) for n in names):
        return None
    return (day.group("day") if day else ""), [_JOINER.sub("", p) for p in pieces]


# "2 things: call the clinic and pick up the meds", "שני דברים: ...": a counted heading says a list follows.
_COUNTED_HEADING = re.compile(
    r"^(?:\d+|two|three|four|five|a\s+few|few|a\s+couple(?:\s+of)?|couple\s+of)\s+(?:things|errands|tasks|to-?dos|stuff)"
    r"[^:]{0,20}:"
    r"|^(?:\d+|שני|שתי|שלושה|שלוש|ארבעה|ארבע|חמישה|כמה)\s+(?:דברים|משימות|מטלות|סידורים)[^:]{0,20}:", re.I)


def more_events(summary: str) -> bool:
    """An event's name that still holds another event with its own clock time ("gym 11 call w yael", left after
    "tmrw 9" was read as the first event's time), or that opens with a counted heading: a list, not one event's
    name."""
    if _COUNTED_HEADING.match(summary):
        return True
    times = _times(summary)
    if not times or sum(c.isdigit() for c in summary) != sum(c.isdigit() for m in times for c in m[0]):
        return False
    bounds = [0] + [i for m in times for i in (m.start(), m.end())] + [len(summary)]
    parts = [summary[a:b] for a, b in zip(bounds[::2], bounds[1::2], strict=False)]
    return sum(_named(p) for p in parts) >= 2 and all(_named(p) for p in parts[1:-1])
