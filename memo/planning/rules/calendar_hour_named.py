"""An event named by its hour and who it is with: "cancel the 1700 with Amir tomorrow, he's sick", "move my 3 o'clock
with dana to 4", "תבטלי את ה-5 עם אמיר מחר".

"the 1700 with Amir" is a noun phrase: the hour stands for the meeting held then (as "the 10:30" does in an office),
so the request is the calendar's, never a reminder "at 17:00" nor a task named "1700 with Amir". A timetable hour
written without its colon ("1700", "0930") is read as the hour and minutes it is.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.asides import replace_text
from memo.planning.rules.base import Intent, RuleContext

_HE = r"\u05D0-\u05EA"
# Above a reminder read from the hour ("cancel ... at 3", 0.9) and a task deleted by its words (0.92).
NAMED_BY_HOUR = 0.93

_HOUR = (r"(?:(?:[01]?\d|2[0-3])(?::[0-5]\d)?\s*(?:am|pm|a\.m\.|p\.m\.|o'?clock)?|(?:[01]\d|2[0-3])[0-5]\d|noon"
         r"|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?:\s+o'?clock|\s+thirty)?)")
_NAMED_EN = re.compile(
    rf"^(?:(?:pls|please|can\s+you|could\s+you)\s+)?(?P<verb>cancel|call\s+off|delete|scrap|drop|remove|move|push(?:\s+back)?"
    rf"|reschedule|postpone|shift)\s+(?:the|my|our)\s+(?P<hour>{_HOUR})\s+(?:with|w/|w)\s+[A-Za-z]", re.IGNORECASE)
_NAMED_HE = re.compile(
    rf"^(?:בבקשה\s+)?(?P<verb>תבטלי|תבטל|בטלי|בטל|תמחקי|תמחק|תזיזי|תזיז|תדחי|תדחה|תעבירי|תעביר)\s+(?:את\s+)?"
    rf"(?:ה-?|של\s+)(?P<hour>\d{{1,2}}(?::[0-5]\d)?|(?:[01]\d|2[0-3])[0-5]\d)\s+(?:עם|של)\s+[{_HE}]")
_BARE = re.compile(r"^(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)$", re.IGNORECASE)
_HHMM = re.compile(r"^(?P<h>[01]\d|2[0-3])(?P<m>[0-5]\d)$")
_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
          "eleven": 11, "twelve": 12, "noon": 12}
_SAID = re.compile(r"^(?P<h>\d{1,2}|[a-z]+)(?::(?P<m>[0-5]\d)|\s+(?P<thirty>thirty))?\s*(?P<ampm>am|pm|a\.m\.|p\.m\.)?"
                   r"(?:\s*o'?clock)?$", re.IGNORECASE)


def _clock24(hour: str) -> str | None:
    """"17:00" for "1700", "5pm", "5", "five o'clock": a working day's hour, as the meeting named by it is held.
    Without am/pm, 1 to 6 are the afternoon's and 7 to 11 the morning's (no meeting is at 3 at night)."""
    hour = hour.strip()
    if (hhmm := _HHMM.match(hour)) is not None:
        return f"{hhmm['h']}:{hhmm['m']}"
    said = _SAID.match(hour)
    if said is None:
        return None
    h = int(said["h"]) if said["h"].isdigit() else _WORDS.get(said["h"].casefold())
    if h is None or not 0 <= h <= 23:
        return None
    ampm = (said["ampm"] or "").replace(".", "").casefold()
    if ampm == "pm" and h < 12 or not ampm and 1 <= h <= 6:
        h += 12
    elif ampm == "am" and h == 12:
        h = 0
    return f"{h:02d}:{said['m'] or ('30' if said['thirty'] else '00')}"


@grammar
def event_named_by_hour(ctx: RuleContext) -> Intent | None:
    """ "cancel the 1700 with Amir tomorrow, he's sick": the calendar's meeting at 17:00 with Amir."""
    m = _NAMED_EN.match(ctx.text.strip()) or _NAMED_HE.match(ctx.text.strip())
    if m is None or len(ctx.text) > 200:
        return None
    from memo.planning.rules.calendar_changes import delete_event, move_event

    text = ctx.text.strip()
    if m.re is _NAMED_EN and _BARE.match(m.group("hour").strip()):
        return None  # "cancel my 3 w the contractor": 3 in the morning or the afternoon is not said
    clock = _clock24(m.group("hour"))
    if clock is None:
        return None
    text = text[:m.start("hour")] + clock + text[m.end("hour"):]
    verb = m.group("verb").casefold()
    moving = verb.startswith(("move", "push", "resched", "postpone", "shift", "תזיז", "תדח", "תעביר"))
    intent = (move_event if moving else delete_event)(replace_text(ctx, text))
    if intent is None or intent.capability != "calendar" or intent.missing:
        return None
    intent.confidence = max(intent.confidence, NAMED_BY_HOUR)
    if text != ctx.text.strip():
        intent.read = intent.read or text
    return intent
