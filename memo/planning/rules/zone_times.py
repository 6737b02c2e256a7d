"""A time said on another place's clock: "lands 09:35 London time", "am I free between 3 and 5pm London time?",
"every monday 11:30am India time", "מחר ב2 בצהריים לפי שעון הודו", "תזכירי לי מחר כשבלונדון 9 בבוקר...",
"when it's 10am in New York tomorrow remind me to...", "נוחתת 10:50 שעון מקומי" (with the place named).

The grammars read every hour on the user's own clock, so the zone's words are taken out, the message is read
without them, and the hour that was on the other clock is turned into the user's (zoneinfo, on the date read:
daylight saving and a crossing of midnight come out right). When several hours are said ("departs 06:10, lands
09:35 London time"), only the one beside the zone's words is turned. Whatever cannot be turned surely (a place
whose zone is unsure, "local time" with no place or two, an hour the reading does not show) is asked about: a
zone said beside a time is never left unread.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from zoneinfo import ZoneInfo

from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.task_words import HE, HE_HOUR_WORD

# (English names, Hebrew names, zone). Hebrew names may carry the prefixes ב/ל/מ/ה ("לברלין", "בבנגלור").
_PLACES: tuple[tuple[str, str, str], ...] = (
    (r"new\s+york|nyc|ny|n\.y\.?|east(?:ern)?\s+coast|eastern|boston|miami|washington|toronto",
     r"ניו[\s-]?יורק|החוף\s+המזרחי|בוסטון|מיאמי|טורונטו|וושינגטון", "America/New_York"),
    (r"london|uk|u\.k\.|england|british", r"לונדון|אנגליה|בריטניה", "Europe/London"),
    (r"berlin|germany|german|munich|frankfurt", r"ברלין|גרמניה|מינכן|פרנקפורט", "Europe/Berlin"),
    (r"paris|france|amsterdam|rome|madrid", r"פריז|צרפת|אמסטרדם|רומא|מדריד", "Europe/Paris"),
    (r"india|indian|bangalore|bengaluru|mumbai|delhi|pune|hyderabad|chennai", r"הודו|בנגלור|מומבאי|דלהי|פונה",
     "Asia/Kolkata"),
    (r"los\s+angeles|l\.a\.?|la|san\s+francisco|sf|west\s+coast|pacific|california|seattle",
     r"לוס[\s-]?אנג'לס|קליפורניה|החוף\s+המערבי|סן\s+פרנסיסקו", "America/Los_Angeles"),
    (r"chicago|central", r"שיקגו", "America/Chicago"),
    (r"tokyo|japan", r"טוקיו|יפן", "Asia/Tokyo"),
    (r"dubai|uae|abu\s+dhabi", r"דובאי|אבו\s+דאבי", "Asia/Dubai"),
    (r"bangkok|thailand|thai", r"בנגקוק|תאילנד", "Asia/Bangkok"),
    (r"sydney|melbourne", r"סידני|מלבורן", "Australia/Sydney"),
    # Israel's own clock, said to be sure ("8pm Israel time"): taken out of the words, and turned into the user's
    # clock only when the user's zone is another one.
    (r"israel|israeli|tel\s+aviv|jerusalem", r"ישראל|תל\s+אביב|ירושלים|הארץ", "Asia/Jerusalem"),
)
# Zone abbreviations said after an hour. "IST" is left out: Israel's and India's both.
_CODES = {"est": "America/New_York", "edt": "America/New_York", "et": "America/New_York",
          "pst": "America/Los_Angeles", "pdt": "America/Los_Angeles", "pt": "America/Los_Angeles",
          "cst": "America/Chicago", "cdt": "America/Chicago", "gmt": "Europe/London", "bst": "Europe/London",
          "cet": "Europe/Berlin", "cest": "Europe/Berlin", "utc": "UTC"}

_EN_PLACE = "|".join(f"(?:{en})" for en, _, _ in _PLACES)
_HE_PLACE = "|".join(f"(?:{he})" for _, he, _ in _PLACES)
_NOT_WORD = rf"(?![\w{HE}])"
_NO_WORD_BEFORE = rf"(?<![\w{HE}])"
# "London time", "in NY time", "by India time", "EST"; "their time" / "local time" take the place named elsewhere.
_ZONE_WORDS = re.compile(
    rf"(?:{_NO_WORD_BEFORE}(?:(?:in|by|according\s+to|on)\s+)?(?:the\s+)?"
    rf"(?:(?P<en>{_EN_PLACE})(?:'s)?\s+time|(?P<code>{'|'.join(_CODES)})(?![\w.])|(?P<their>their|local)\s+time)"
    rf"|{_NO_WORD_BEFORE}(?:לפי\s+|ב|כפי\s+)?שעון\s+(?:(?P<he>{_HE_PLACE})|(?P<local>מקומי|שם|שלהם|המקום|היעד))"
    rf"){_NOT_WORD}", re.IGNORECASE)
# "when it's 10am in New York", "כשבלונדון 9 בבוקר", "כשבניו יורק השעה 10": the place's clock said first.
_WHEN_THERE_EN = re.compile(
    rf"\bwhen\s+it(?:'s|\s+is|\s+will\s+be|'ll\s+be)\s+(?P<time>\d{{1,2}}(?::\d{{2}})?\s*(?:am|pm|a\.m\.|p\.m\.)?)"
    rf"\s+(?:in|over\s+in)\s+(?P<en>{_EN_PLACE})\b", re.IGNORECASE)
_WHEN_THERE_HE = re.compile(
    rf"{_NO_WORD_BEFORE}כש(?:ה?שעה\s+)?ב(?P<he>{_HE_PLACE})(?:\s+(?:השעה|תהיה|יהיה))?\s+(?=\d|{HE_HOUR_WORD})")

# A clock time: "09:35", "5pm", "at 9", "ב-4", "בשעה 3", "בשתיים" (with its part of the day).
_PART = r"(?:\s*(?:am|pm|a\.m\.|p\.m\.|o'?clock|בבוקר|בערב|בצהריים|אחה\"צ|אחר\s+הצהריים|בלילה|לפנות\s+בוקר))?"
_CLOCK = (rf"(?:\d{{1,2}}:\d{{2}}|\d{{1,2}}\s*(?:am|pm|a\.m\.|p\.m\.)|(?:\bat\s+|(?:{_NO_WORD_BEFORE}(?:ב|בשעה\s+)-?))"
          rf"(?:\d{{1,2}}(?![\d:.])|{HE_HOUR_WORD}))")
_TIME = re.compile(rf"(?P<clock>{_CLOCK}|\d{{1,2}}(?![\d:.]))(?P<part>{_PART})", re.IGNORECASE)
_TIME_BEFORE = re.compile(rf"(?:{_CLOCK}|(?<![\d:.])\d{{1,2}}){_PART}\s*,?\s*$", re.IGNORECASE)
_TIME_AFTER = re.compile(rf"^\s*,?\s*(?:{_CLOCK}|\d{{1,2}}(?![\d:.]))", re.IGNORECASE)
_CLOCKS = re.compile(_CLOCK, re.IGNORECASE)
_RANGE_BEFORE = re.compile(rf"(?:{_CLOCK}|\d{{1,2}})\s*(?:and|to|till|until|through|-|–|עד|ל-?)\s*$", re.IGNORECASE)

_FIELDS = ("start", "end", "dueDate", "timeMin", "timeMax")
_CLOCK_FIELDS = ("time", "startTime", "endTime")
_DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


@dataclass
class _Said:
    text: str  # the message without the zone's words
    zone: str  # the zone the hour was said in ("" when unsure)
    hour: tuple[int, int] | None  # the hour beside the zone's words, when the message says others as well
    label: str  # how the zone was said, for the plan's notes


def _place_zone(name: str, english: bool) -> str:
    for en, he, zone in _PLACES:
        if re.fullmatch(en if english else rf"(?:{he})", name.strip(), re.IGNORECASE):
            return zone
    return ""


def _places_named(text: str) -> set[str]:
    """The zones of the places a message names, for "local time" / "their time"."""
    zones = {_place_zone(m.group(1), True) for m in re.finditer(rf"\b({_EN_PLACE})\b", text, re.IGNORECASE)}
    zones |= {_place_zone(m.group(1), False) for m in re.finditer(
        rf"(?<![\w{HE}])ו?(?:כש)?[בלמה]?({_HE_PLACE}){_NOT_WORD}", text)}
    return zones - {""}


def _hour_of(token: str) -> tuple[int, int] | None:
    match = re.search(r"(\d{1,2})(?::(\d{2}))?", token)
    if match is None:
        return None
    return int(match.group(1)) % 12, int(match.group(2) or 0)


def said(text: str) -> _Said | None:
    """The message with another place's clock said beside a time taken out, or None when it says none."""
    for pattern, english in ((_WHEN_THERE_EN, True), (_WHEN_THERE_HE, False)):
        match = pattern.search(text)
        if match is not None:
            zone = _place_zone(match.group("en" if english else "he"), english)
            rest = f"at {match.group('time')}" if english else "ב"
            kept = text[:match.start()] + rest + text[match.end():]
            return _Said(_spaced(kept), zone, None, match.group(0).strip())
    for match in _ZONE_WORDS.finditer(text):
        before, after = text[:match.start()], text[match.end():]
        near = _TIME_BEFORE.search(before)
        if near is None and not _TIME_AFTER.match(after):
            continue  # "the London time difference", "שעון לונדון על הקיר": no hour beside it
        if match.group("en") or match.group("he"):
            zone = _place_zone(match.group("en") or match.group("he"), bool(match.group("en")))
        elif match.group("code"):
            zone = _CODES[match.group("code").lower()]
        else:
            named = _places_named(before + " " + after)
            zone = named.pop() if len(named) == 1 else ""
        hour = None
        if near is not None and len(_CLOCKS.findall(text)) > 1 and not _RANGE_BEFORE.search(before[:near.start()]):
            hour = _hour_of(near.group(0))  # "departs 06:10, lands 09:35 London time": the landing only
        return _Said(_spaced(before + " " + after), zone, hour, match.group(0).strip())
    return None


def _spaced(text: str) -> str:
    return re.sub(r"\s+([,.?!])", r"\1", re.sub(r"\s{2,}", " ", text)).strip()


def _turned(value: datetime, zone: str, home: ZoneInfo) -> datetime:
    return value.replace(tzinfo=ZoneInfo(zone)).astimezone(home)


def _shift(args: dict, zone: str, hour: tuple[int, int] | None, home: ZoneInfo,
           today: datetime) -> tuple[list[str], int] | None:
    """Turn the hours of `args` said on `zone`'s clock into the user's, in place. Returns what was turned and the
    days it moved, or None when nothing could be turned."""
    turned: list[str] = []
    moved = 0
    for event in args.get("events") or []:  # several events: each one's own hours, as for one
        if isinstance(event, dict) and (done := _shift(event, zone, hour, home, today)) is not None:
            turned += done[0]
    follows = set()  # an event's end goes with its start, unless said on its own ("lands 09:35 London time")
    for key in _FIELDS:
        value = args.get(key)
        if not isinstance(value, str) or "T" not in value:
            continue
        when = datetime.fromisoformat(value)
        if hour is not None and (when.hour % 12, when.minute) != hour and key not in follows:
            continue
        follows |= {"end"} if key == "start" else {"timeMax"} if key == "timeMin" else set()
        there = _turned(when.replace(tzinfo=None), zone, home)
        if key in ("start", "dueDate"):
            moved = (there.date() - when.date()).days
        args[key] = there.replace(microsecond=0).isoformat()
        turned.append(f"{when:%H:%M} → {there:%H:%M}")
    for nested in ("updateFields", "reminderRecurrence"):
        inner = args.get(nested)
        if not isinstance(inner, dict):
            continue
        for key in _CLOCK_FIELDS:
            value = inner.get(key)
            if not isinstance(value, str) or not re.fullmatch(r"\d{2}:\d{2}", value):
                continue
            dated = args.get("dueDate") or args.get("start")
            base = datetime.fromisoformat(dated) if isinstance(dated, str) and "T" in dated else today
            if args.get("dueDate") and nested == "reminderRecurrence":
                there = datetime.fromisoformat(args["dueDate"])  # already turned above
            else:
                h, m = map(int, value.split(":"))
                there = _turned(base.replace(hour=h, minute=m, tzinfo=None), zone, home)
                if there.date() != base.date() and not dated:
                    return None  # "move it to 8pm NY time": the day it lands on is not in the plan's words
                moved = moved or (there.date() - base.date()).days
            inner[key] = f"{there:%H:%M}"
            turned.append(f"{value} → {there:%H:%M}")
    return (turned, moved) if turned else None


def read(ctx: RuleContext, read_text: Callable[[RuleContext], Intent | None]) -> tuple[bool, Intent | None]:
    """(whether the message says a time on another place's clock, its reading with that time turned into the
    user's). A reading that cannot be turned surely comes back doubted, so the user is asked."""
    from memo.planning.rules import asides, coverage

    found = said(ctx.text)
    if found is None:
        return False, None
    intent = read_text(asides.replace_text(ctx, found.text))
    if intent is None or intent.missing:
        return True, intent
    home = ctx.now.tzinfo if isinstance(ctx.now.tzinfo, ZoneInfo) else ZoneInfo("Asia/Jerusalem")
    args = copy.deepcopy(intent.args)  # kept as read unless every hour turns
    shifted = _shift(args, found.zone, found.hour, home, ctx.now) if found.zone else None
    recurring = args.get("recurrence") or args.get("reminderRecurrence")
    if shifted is not None and shifted[1] and recurring:
        days = args.get("days")
        if isinstance(days, list) and all(day in _DAYS for day in days):
            args["days"] = [_DAYS[(_DAYS.index(day) + shifted[1]) % 7] for day in days]
        else:
            shifted = None  # days kept another way: which of them the hour now falls on is asked
    if shifted is None:
        if intent.capability in ("database", "calendar"):
            intent.confidence = min(intent.confidence, coverage.DOUBTED_CONFIDENCE)
            intent.decided_by = f"{intent.decided_by}; doubted: an hour said on another clock ({found.label})"
        return True, intent
    intent.args = args
    where = found.zone.rsplit("/", 1)[-1].replace("_", " ")
    shifted = (list(dict.fromkeys(shifted[0])), shifted[1])  # "start" and "timeMin" of one check turn alike
    intent.notes = [*intent.notes, f"time_zone: {', '.join(shifted[0])} ({found.label}, {where} → {home.key})"]
    intent.read = intent.read or found.text
    intent.decided_by = f"{intent.decided_by}; hour on the {where} clock turned to ours: {', '.join(shifted[0])}"
    return True, intent
