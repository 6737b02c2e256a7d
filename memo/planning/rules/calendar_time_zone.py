"""A call with someone abroad at a bare hour: "תקבעי ביומן שיחה עם הדוד מ-New York ביום רביעי ב-6", "set up a zoom
with the kids in Lakewood on Sunday at 8".

The calendar grammar makes a bare 6 an hour of the user's own clock (and a call at 6 an evening one). With the other
side in another time zone the 6 may be theirs, and morning or evening is anyone's guess: the hour is asked, the event
kept otherwise as read ("at 8 their time" too: Memo does not turn their clock into ours). An hour said with its part
of the day or on our clock ("6pm", "6 Israel time") is left as read.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.calendar import create_event

CONFIDENCE = 0.95  # above the calendar grammar's reading of the same event with the hour taken as ours
_ABROAD_EN = (r"new\s+york|ny|nyc|l\.?a\.?|los\s+angeles|london|paris|lakewood|brooklyn|chicago|miami|toronto"
              r"|montreal|boston|florida|california|texas|america|the\s+states|the\s+us|the\s+usa|the\s+uk|england"
              r"|canada|australia|sydney|melbourne")
_ABROAD = re.compile(
    rf"\b(?:in|from|over\s+in|out\s+in)\s+(?:{_ABROAD_EN})\b"
    r"|(?<!\S)(?:מ|ב)-?\s*[A-Za-z]"  # "מ-New York", "ב-London": a place named in English in a Hebrew message
    r"|(?<!\S)(?:מ|ב)(?:ניו[\s-]?יורק|לונדון|אמריקה|ארה\"ב|ארצות\s+הברית|אוסטרליה|קנדה|לוס\s+אנג'לס|פריז|ברוקלין"
    r"|לייקווד|מיאמי|טורונטו|אנגליה)(?!\S)", re.I)
_CALL = re.compile(r"\b(?:calls?|zoom|facetime|video\s+chat|skype)\b|(?<!\S)(?:ו|ה|ל|ב)?(?:שיח(?:ה|ת)|זום|פייסטיים"
                   r"|סקייפ|לדבר)(?!\S)", re.I)
_BARE_HOUR = re.compile(r"(?:\bat\s+|(?<!\S)ב-?\s*)(?:[1-9]|1[0-2])(?![\d:.])"
                        r"(?!\s*(?:am|pm|a\.m|p\.m|o'?clock\s+(?:am|pm|in)|in\s+the|my\s+time|our\s+time"
                        r"|בבוקר|בערב|בצהריים|בלילה|אחה\"צ|אחר\s+הצהריים|לפנות|שעון\s+ישראל|אצלנו))",
                        re.I)
_ZONE_SAID = re.compile(r"\b(?:time\s*zone|est|pst|et|pt|gmt|utc|israel\s+time|our\s+time)\b|שעון\s+ישראל|אזור\s+זמן",
                        re.I)


@grammar
def call_abroad_at_bare_hour(ctx: RuleContext) -> Intent | None:
    text = ctx.text
    if not (_ABROAD.search(text) and _CALL.search(text) and _BARE_HOUR.search(text)) or _ZONE_SAID.search(text):
        return None
    intent = create_event(ctx)
    # A weekday's bare 6 may already be asked as morning or evening (calendar_weekday_hour.py): the zone asks too.
    if intent is None or intent.action not in ("create", "createRecurring") or (
            "start" not in intent.args and "start" not in intent.missing):
        return None
    for field in ("start", "end"):
        intent.args.pop(field, None)
    intent.missing = ["time"]
    intent.notes = [*getattr(intent, "notes", []), "time_zone"]
    intent.confidence = max(intent.confidence, CONFIDENCE)
    intent.decided_by = "grammar calendar_time_zone.call_abroad_at_bare_hour"
    return intent
