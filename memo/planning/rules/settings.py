"""`meta / update_settings`: the user's own settings, changed from chat, in Hebrew and English.

- Timezone: "change my timezone to London", "set my time zone to Europe/Paris", "my timezone is New
  York", "I'm in Tokyo now" (only when the place is a known one), "שנה את אזור הזמן ללונדון",
  "אזור הזמן שלי ניו יורק", "עברתי לברלין". Places resolve through the IANA zone names, Babel's city and
  country names in both languages, and a few common aliases; an unknown place is passed on as
  `timezoneQuery` so the answer can say it was not understood (never a guess).
- Morning brief: "send the morning brief at 7", "morning brief at 6:30am", "move my daily briefing to 8",
  "stop the morning brief", "תשלחי לי סיכום בוקר ב-7", "תשנה את הסיכום של הבוקר לשעה 8", "תקבע את תדריך
  הבוקר לשבע", "בטל את סיכום הבוקר". An hour without am/pm is taken as written (a
  morning brief "at 7" is 07:00, not the next 7 o'clock), "pm"/"בערב" add twelve.

Patterns are anchored on the whole message, so "remind me at 7 to read the morning summary" stays a
reminder.
"""

from __future__ import annotations

import re
from functools import lru_cache
from itertools import islice
from zoneinfo import available_timezones

from memo.planning.dsl import INTENT_UNCLEAR
from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.settings_before_hour import before_hour
from memo.planning.timeexpr.timewords import EN_HOUR_WORDS, HE_HOUR_WORDS

CONFIDENT, PLACE_ONLY = 0.95, 0.85

_TZ_EN = r"(?:time\s?zone|tz)"
# "האזור זמן" (the article on the first word, as people say it), and the English word in a Hebrew sentence.
_TZ_HE = r"(?:(?:ה)?(?:איזור|אזור|יזור)\s+(?:ה)?זמן|(?:ה)?שעון|(?:ה[-\s]?)?(?:time\s?zone|timezone|tz))"
_TZ_SET = [
    re.compile(rf"^(?:please\s+)?(?:change|set|update|switch|move|make|put)\s+(?:my\s+|the\s+)?{_TZ_EN}(?:\s+back)?"
               rf"(?:\s+(?:to|as|=|:|for|into)|\s*[:=])?\s*(?P<place>.*?)\s*(?:please)?\s*[.!]*$", re.IGNORECASE),
    re.compile(rf"^(?:my\s+)?{_TZ_EN}\s+(?:is|should be|=|:)\s*(?P<place>.+?)\s*[.!]*$", re.IGNORECASE),
    re.compile(rf"^(?:תשנה|תשני|שנה|שני|לשנות|תעדכן|תעדכני|עדכן|עדכני|לעדכן|תגדיר|תגדירי|הגדר|הגדירי|להגדיר|קבע|קבעי"
               rf"|תקבע|תקבעי|לקבוע|תחליף|תחליפי|להחליף|תעביר|תעבירי|להעביר|תחזיר|תחזירי|החזר|החזירי|להחזיר)"
               rf"\s+(?:לי\s+)?(?:את\s+)?{_TZ_HE}(?:\s+שלי)?\s*(?P<place>.*?)\s*[.!]*$"),
    re.compile(rf"^{_TZ_HE}(?:\s+שלי)\s+(?:הוא\s+|זה\s+|צריך להיות\s+)?(?P<place>.+?)\s*[.!]*$"),
]
_PLACE_ONLY = [
    re.compile(r"^(?:i(?:'m| am)\s+(?:now\s+)?(?:in|based in|living in|staying in|back\s+in)"
               r"|i\s+(?:just\s+)?(?:moved|relocated)"
               r"\s+to|i\s+live\s+in|use)\s+(?P<place>.+?)(?:\s+time)?(?:\s+now)?\s*[.!]*$", re.IGNORECASE),
    re.compile(r"^(?:אני\s+(?:עכשיו\s+)?(?:נמצא|נמצאת|גר|גרה)\s+ב-?|עברתי\s+ל-?)(?P<place>.+?)\s*[.!]*$"),
    re.compile(r"^אני\s+(?:עכשיו\s+)?ב-?(?P<place>.+?)(?:\s+עכשיו)?\s*[.!]*$"),
    # "אזור זמן לונדון", "timezone: london": the setting and its new value jotted down, only for a known place.
    # A place that starts with "ל" ("לונדון") is tried whole first, then as "to" a place ("לברלין").
    re.compile(r"^(?:(?:ה)?(?:איזור|אזור)\s+(?:ה)?זמן|time\s?zone|tz)\s*[:=\-]?\s*(?:to\s+)?(?P<place>[^?]+?)\s*[.!]*$",
               re.IGNORECASE),
    re.compile(r"^(?:ה)?(?:איזור|אזור)\s+(?:ה)?זמן\s*[:=\-]?\s*ל-?(?P<place>[^?]+?)\s*[.!]*$"),
]

# "the time of the morning brief", "שעת סיכום הבוקר", "השעה של הסיכום היומי": the same setting, by its hour.
_HOUR_OF_EN = r"(?:(?:the\s+|my\s+)?(?:time|hour)\s+(?:of|for)\s+(?:the\s+|my\s+)?)?"
_HOUR_OF_HE = r"(?:(?:ה)?שעה\s+(?:של\s+)?(?:ה)?|שעת\s+(?:ה)?)?"
# "the morning message": what the brief is to the people who receive it. Turning it off, or giving it an
# hour, can only mean the brief; without an hour ("send me the morning message") it may be a message of
# this morning, so that is not read as the setting (see `morning_brief`).
# Described by when it comes: "the message you send me every morning", "ההודעה שאת שולחת כל בוקר".
_MESSAGE_EN = (r"(?:(?:daily\s+)?morning|daily)\s+(?:message|text|msg)s?"
               r"|(?:message|text|msg|thing|summary)s?\s+(?:that\s+)?(?:you|u)\s+send(?:\s+me)?\s+(?:every|each)\s+morning")
_MESSAGE_HE = (r"(?:ה)?(?:הודעה|הודעות)\s+(?:של\s+)?(?:ה)?(?:בוקר|יומית|יומיות)|(?:ה)?הודעת\s+(?:ה)?בוקר"
               r"|(?:ה)?הודעות\s+(?:ה)?בוקר|(?:ה)?(?:הודעה|הודעות|סיכום)\s+ש(?:את|אתה)\s+(?:שולחת|שולח)\s+(?:לי\s+)?כל\s+בוקר")
_BRIEF_EN = (rf"{_HOUR_OF_EN}(?:(?:(?:daily\s+)?morning|daily)\s+(?:brief(?:ing)?|summary|summaries|digest|update)s?"
             r"|(?:the\s+)?(?:summary|brief|rundown|recap)\s+of\s+(?:the|my)\s+day\s+every\s+morning"
             rf"|(?P<msg>{_MESSAGE_EN}))(?:\s+(?:time|hour))?")
# "סיכום בוקר", "הסיכום של הבוקר", "תדריך הבוקר", "העדכון היומי": one setting, however it is called.
# "הסיכום של היום כל בוקר": the day's summary, sent every morning, is the brief too.
_BRIEF_HE = (rf"{_HOUR_OF_HE}(?:(?:ה)?(?:סיכום|תקציר|עדכון|בריף|תדריך)\s+(?:(?:של\s+)?(?:ה)?בוקר|(?:ה)?יומי"
             rf"|(?:של\s+)?(?:ה)?יום\s+כל\s+בוקר)"
             rf"|(?P<msg>{_MESSAGE_HE}))")
# A message in one language may name the brief in the other ("תפסיקי לשלוח לי את ה-morning brief", "stop the סיכום
# בוקר"): each language's verbs read either name. The other language's "message" reading keeps its own group name.
_BRIEF_EN_IN_HE = rf"(?:ה[-\s]?)?{_BRIEF_EN.replace('(?P<msg>', '(?P<msg2>')}"
_BRIEF_HE_IN_EN = _BRIEF_HE.replace("(?P<msg>", "(?P<msg2>")
# "i don't want the morning brief anymore, cancel it", "לא רוצה יותר את סיכום הבוקר, תבטלי אותו": the same request
# said twice.
_OFF_TAIL_EN = (r"(?:\s*[,.;\-]?\s*(?:so\s+|please\s+|pls\s+)?(?:cancel|stop|turn\s+off|switch\s+off|remove|disable)"
                r"\s+(?:it|that|them|this)(?:\s+(?:please|pls))?)?")
_OFF_TAIL_HE = (r"(?:\s*[,.;\-]?\s*(?:אז\s+|בבקשה\s+)?(?:תבטלי|תבטל|בטלי|בטל|תפסיקי|תפסיק|תורידי|תוריד|תכבי|תכבה)"
                r"(?:\s+(?:אותה|אותו|אותן|אותם|את\s+זה|זה))?(?:\s+בבקשה)?)?")
_BRIEF_OFF = [
    re.compile(rf"^(?:please\s+)?(?:stop|cancel|disable|turn off|switch off|pause|no more|remove|unsubscribe(?: from)?"
               rf"|don'?t send(?: me)?|do not send(?: me)?|(?:stop|quit) sending(?: me)?"
               rf"|(?:i\s+)?(?:don'?t|do not|no\s+longer)\s+(?:want|need)(?: to get)?)"
               rf"\s+(?:me\s+)?(?:the\s+|my\s+|a\s+|any\s+)?(?:more\s+)?"
               rf"(?:{_BRIEF_EN}|{_BRIEF_HE_IN_EN})(?:\s+(?:please|any\s*more))?{_OFF_TAIL_EN}\s*[.!]*$",
               re.IGNORECASE),
    re.compile(rf"^(?:תפסיק|תפסיקי|הפסק|הפסיקי|בטל|בטלי|תבטל|תבטלי|לבטל|להפסיק|לכבות|בלי|אל תשלח|אל תשלחי|לא צריך"
               rf"|די עם|תכבה|תכבי"
               rf"|כבה|כבי|(?:אני\s+)?(?:כבר\s+)?לא\s+(?:צריך|צריכה|רוצה)(?:\s+יותר)?)"
               rf"\s+(?:לשלוח\s+)?(?:לי\s+)?(?:יותר\s+)?(?:עם\s+)?(?:את\s+)?(?:עוד\s+)?(?:{_BRIEF_HE}|{_BRIEF_EN_IN_HE})(?:\s+יותר)?{_OFF_TAIL_HE}"
               r"\s*[.!]*$", re.IGNORECASE),
]
# Named as what Memo spoke of: "the morning brief thing you mentioned, can it…", "סיכום הבוקר שהזכרת, אפשר ש…".
_MENTIONED_EN = (r"(?:\s+thing)?(?:\s+(?:that\s+)?(?:you|u)\s+(?:mentioned|talked\s+about|told\s+me\s+about|said"
                 r"|offered|send|sent))?")
_MENTIONED_HE = r"(?:\s+ש(?:הזכרת|דיברת\s+עליו|סיפרת\s+עליו|את\s+שולחת|אתה\s+שולח))?"
_BRIEF_ON = [
    re.compile(rf"^(?:please\s+)?(?:(?:can|could|would|will)\s+(?:you|u)\s+)?(?:send|give|set|schedule|reschedule|move|change|update"
               rf"|push|shift|switch|put|make|start|turn on"
               rf"|enable|i(?:\s+want|'d\s+like|\s+would\s+like|\s+prefer)\s+to\s+(?:receive|get)|receive"
               rf"|i want|i'd like|i would like)\s+(?:me\s+)?(?:the\s+|my\s+|a\s+)?{_BRIEF_EN}"
               rf"(?P<time>\s+.*?)?\s*[.!?]*$", re.IGNORECASE),
    re.compile(rf"^(?:the\s+|my\s+)?{_BRIEF_EN}\s+(?P<time>(?:at|to|for)\s+.+?)\s*[.!]*$", re.IGNORECASE),
    re.compile(rf"^(?:תשלח|תשלחי|שלח|שלחי|תקבע|תקבעי|קבע|קבעי|תעביר|תעבירי|העבר|תזיז|תזיזי|הזז|תגדיר|תגדירי|הגדר"
               rf"|תשנה|תשני|שנה|שני|לשנות|תעדכן|תעדכני|עדכן|עדכני|תדחה|תדחי|תקדים|תקדימי|אני רוצה|לשלוח|לקבוע"
               rf"|להעביר|להזיז|להגדיר|לעדכן|לדחות|להקדים|לקבל)"
               rf"\s+(?:לי\s+)?(?:את\s+)?(?:{_BRIEF_HE}|{_BRIEF_EN_IN_HE})(?P<time>\s+.*?)?\s*[.!?]*$", re.IGNORECASE),
    re.compile(rf"^{_BRIEF_HE}\s+(?P<time>(?:ב|ל)\S.*?)\s*[.!]*$"),
    # What is wrong with it first, the change after: "the morning brief is too early, make it 8", "סיכום הבוקר מוקדם
    # מדי, תעבירי לשמונה".
    re.compile(rf"^(?:the\s+|my\s+)?{_BRIEF_EN}(?:\s+(?:is|comes|arrives|feels)\s+[^,.;]{{1,30}})?\s*[,.;\-]?\s*"
               r"(?:(?:can|could)\s+(?:you|u)\s+|please\s+|pls\s+)?(?:make|move|change|set|switch|push|put|send|shift)"
               r"\s+(?:it|that|them)(?P<time>\s+.+?)\s*[.!?]*$", re.IGNORECASE),
    # Asked whether it can come at another hour, the brief named first or inside: "the morning summary - can it come
    # at 7 instead of 8", "can the daily brief arrive at 6:30", "סיכום הבוקר, אפשר שיגיע בשבע במקום בשמונה".
    *(re.compile(rf"^{start}\s+(?:please\s+)?(?:come|arrive|be\s+sent|go\s+out|show\s+up|start|be\s+(?=at\b))"
                 r"(?P<time>\s+.+?)\s*[.!?]*$", re.IGNORECASE)
      for start in (rf"(?:the\s+|my\s+)?{_BRIEF_EN}{_MENTIONED_EN}\s*[,.;:\-–]?\s*"
                    r"(?:can|could|would|will)\s+(?:it|they)",
                    rf"(?:can|could|would|will)\s+(?:the\s+|my\s+)?{_BRIEF_EN}")),
    *(re.compile(rf"^{start}(?:יגיע|תגיע|יישלח|ישלח|תישלח|יצא|תצא|יהיה|תהיה)(?P<time>\s+.+?)\s*[.!?]*$")
      for start in (rf"{_BRIEF_HE}{_MENTIONED_HE}\s*[,.;:\-–]?\s*(?:אפשר|האם\s+אפשר|יש\s+אפשרות)\s+"
                    r"(?:ש(?:הוא|היא)?\s*)?",
                    rf"(?:האם\s+)?ש?{_BRIEF_HE}\s+")),
    re.compile(rf"^{_BRIEF_HE}(?:\s+[^,.;]{{1,30}})?\s*[,.;\-]?\s*(?:בבקשה\s+)?(?:תעבירי|תעביר|תזיזי|תזיז|תשני|תשנה|תקבעי"
               r"|תקבע|תדחי|תדחה|תקדימי|תקדים|תשלחי|תשלח)(?:\s+(?:אותו|אותה|את\s+זה|לי))*(?P<time>\s+.+?)\s*[.!?]*$"),
]
_FILLER = re.compile(r"\b(?:every day|each day|daily|please|o'?clock|in the morning|sharp|from now on|going forward"
                     r"|from today)\b|(?:כל יום|בבקשה|בבוקר|מעכשיו|מהיום|מעתה|מעכשיו והלאה)",
                     re.IGNORECASE)
_EVENING = re.compile(r"\b(?:in the evening|at night)\b|בערב", re.IGNORECASE)
# "0630", "1400": a 24-hour time written without its colon, as on a timetable; the hour and minutes still add up.
_CLOCK = re.compile(r"^(?:at|to|for|around|ב|ל)?\s*-?\s*(?:שעה\s+)?(?P<h>\d{1,2})(?:[:.]?(?P<m>\d{2}))?\s*"
                    r"(?P<ampm>a\.?m\.?|p\.?m\.?)?$", re.IGNORECASE)

# Countries with several zones whose numbers carry no region: the zone most of their people live in.
PRIMARY_ZONES = {
    "US": "America/New_York", "CA": "America/Toronto", "AU": "Australia/Sydney", "BR": "America/Sao_Paulo",
    "RU": "Europe/Moscow", "MX": "America/Mexico_City", "ID": "Asia/Jakarta", "KZ": "Asia/Almaty",
    "AR": "America/Argentina/Buenos_Aires", "CN": "Asia/Shanghai", "ES": "Europe/Madrid", "PT": "Europe/Lisbon",
    "CL": "America/Santiago", "EC": "America/Guayaquil", "DE": "Europe/Berlin", "UA": "Europe/Kyiv",
    "NZ": "Pacific/Auckland", "GB": "Europe/London", "FR": "Europe/Paris", "NL": "Europe/Amsterdam",
    "MN": "Asia/Ulaanbaatar", "CD": "Africa/Kinshasa", "MY": "Asia/Kuala_Lumpur", "UZ": "Asia/Tashkent",
    "PS": "Asia/Hebron", "CY": "Asia/Nicosia", "DK": "Europe/Copenhagen", "IT": "Europe/Rome",
}

# Places people say that are not zone or Babel exemplar names.
ALIASES = {
    "israel": "Asia/Jerusalem", "tel aviv": "Asia/Jerusalem", "tel-aviv": "Asia/Jerusalem", "haifa": "Asia/Jerusalem",
    "eilat": "Asia/Jerusalem", "ישראל": "Asia/Jerusalem", "תל אביב": "Asia/Jerusalem", "תל-אביב": "Asia/Jerusalem",
    "חיפה": "Asia/Jerusalem", "אילת": "Asia/Jerusalem", "הארץ": "Asia/Jerusalem", "ארץ": "Asia/Jerusalem",
    "uk": "Europe/London", "england": "Europe/London", "britain": "Europe/London", "אנגליה": "Europe/London",
    "nyc": "America/New_York", "boston": "America/New_York", "washington": "America/New_York",
    "miami": "America/New_York", "atlanta": "America/New_York", "philadelphia": "America/New_York",
    "san francisco": "America/Los_Angeles", "sf": "America/Los_Angeles", "seattle": "America/Los_Angeles",
    "la": "America/Los_Angeles", "las vegas": "America/Los_Angeles", "texas": "America/Chicago",
    "houston": "America/Chicago", "dallas": "America/Chicago", "austin": "America/Chicago",
    "mumbai": "Asia/Kolkata", "delhi": "Asia/Kolkata", "new delhi": "Asia/Kolkata", "bangalore": "Asia/Kolkata",
    "india": "Asia/Kolkata", "beijing": "Asia/Shanghai", "munich": "Europe/Berlin", "frankfurt": "Europe/Berlin",
    "barcelona": "Europe/Madrid", "milan": "Europe/Rome", "usa": "America/New_York", "us": "America/New_York",
    "america": "America/New_York", "ניו יורק": "America/New_York", "אמריקה": "America/New_York",
    "ארצות הברית": "America/New_York", "utc": "UTC", "gmt": "Etc/GMT",
}


def _norm(text: str) -> str:
    return re.sub(r"\s+", " ", text.strip().strip("\"'.,!?").replace("_", " ")).casefold()


@lru_cache(maxsize=1)
def _places() -> dict[str, str]:
    """Every name a zone answers to (built once): IANA ids and their cities, Babel's city and country
    names in English and Hebrew, single-zone countries and the aliases above."""
    from babel import Locale
    from babel.core import get_global

    zones = available_timezones()
    index: dict[str, str] = {}
    for zone in sorted(zones):
        if "/" not in zone or zone.startswith(("Etc/", "SystemV/")):
            continue  # legacy ids ("Japan", "GB") and offsets: countries come from Babel below
        index.setdefault(_norm(zone), zone)
        index.setdefault(_norm(zone.rsplit("/", 1)[1]), zone)
    territory_zones = get_global("territory_zones")
    for code in ("en", "he"):
        locale = Locale(code)
        for zone, names in locale.time_zones.items():
            city = names.get("city") if hasattr(names, "get") else None
            if city and zone in zones:
                index.setdefault(_norm(str(city)), zone)
        for region, name in locale.territories.items():
            candidates = [z for z in territory_zones.get(region, []) if z in zones]
            zone = candidates[0] if len(candidates) == 1 else PRIMARY_ZONES.get(region)
            if zone:
                index.setdefault(_norm(str(name)), zone)
    index.update({_norm(k): v for k, v in ALIASES.items()})
    return index


def find_zone(place: str) -> str | None:
    """The IANA zone for a place name ("London", "ניו יורק", "Europe/Paris"), or None."""
    places = _places()
    text = _norm(re.sub(r"\s+(?:time|זמן)$", "", place.strip(), flags=re.IGNORECASE))
    candidates = [text]
    if text.startswith(("ל", "ב")) and len(text) > 2:  # Hebrew prefixes: "ללונדון", "בלונדון"
        candidates.insert(0, text[1:].lstrip("-"))
    for candidate in candidates:
        if candidate in places:
            return places[candidate]
    return None


# A polite opening before the change ("can you", "could u pls", "i want to", "אפשר", "תוכלי"): the same request.
_ASKING = re.compile(r"^(?:(?:hey|hi|ok|okay|so|memo|היי|ממו)[\s,!]+)*(?:(?:(?:can|could|would|will)\s+(?:you|u)"
                     r"|please|pls|plz|kindly|i\s+(?:want|need|'d\s+like|would\s+like)(?:\s+(?:you|u))?\s+to|אפשר|האם\s+אפשר"
                     r"|תוכלי|תוכל|(?:את|אתה)\s+יכול(?:ה)?|אני\s+רוצה|בבקשה)[\s,]+)+", re.IGNORECASE)
# What may follow the place: why ("london, im moving next month", "לניו יורק אני טסה לחודש") or thanks. Anything
# else ("london tomorrow") is not read: the zone is still set, a little less sure.
_WHY_AFTER = re.compile(r"^(?:[,;.\-–(]|(?:because|cause|cuz|coz|bc|since|as|for|i'?m|im|i\s+am|i'?ll|i\s+will"
                        r"|i'?ve|we'?re|we\s+are|we'?ll|i\s+just|we\s+just|moving|relocating|flying|traveling"
                        r"|travelling|from\s+now\s+on|now|please|pls|thanks|thx|thank\s+you|so|כי|כדי|אני|אנחנו|עברתי|עברנו"
                        r"|עוברת|עובר|עוברים|טס|טסה|טסים|נוסע|נוסעת|נוסעים|מעכשיו|מהיום|בבקשה|תודה)"
                        r"(?![\w\u05D0-\u05EA])|ש(?=[\u05D0-\u05EA]{2}))", re.IGNORECASE)
# A second request after the place ("... and remind me at 5 to call mom"): the change alone would lose it.
_ANOTHER_REQUEST = re.compile(r"\b(?:remind|add|schedule|book|send|cancel|delete|remove|create|put)\b"
                              r"|(?<![\u05D0-\u05EA])ו?(?:תזכיר|תזכירי|תוסיף|תוסיפי|תקבע|תקבעי|תשלח|תשלחי|תבטל|תבטלי"
                              r"|תמחק|תמחקי|תרשום|תרשמי|תכניס|תכניסי)(?![\u05D0-\u05EA])", re.IGNORECASE)
_WORD_END = re.compile(r"(?<=\S)(?=[\s,;.!()\-–]|$)")
MAX_PLACE_WORDS = 4  # "rio de janeiro", "ארצות הברית": a place is a few words


def _place_and_rest(place: str) -> tuple[str, str]:
    """The place named first, and what follows it: "london, im moving next month" -> ("london", ", im moving ...")."""
    place = place.strip()
    if not place or find_zone(place):
        return place, ""
    ends = [m.start() for m in islice(_WORD_END.finditer(place), MAX_PLACE_WORDS)]
    for end in reversed(ends):
        if find_zone(place[:end]):
            return place[:end], place[end:].strip()
    return place, ""


# What the change is for, said where the place would be ("תעדכן את אזור הזמן שלי שהתזכורות לא יגיעו בלילה", "update my
# timezone so the reminders come on time"): no place.
_PURPOSE = re.compile(r"^(?:so\s+(?:that\s+)?|because|cause|cuz|since|כדי\s+ש|כי\s|ש(?=[\u05D0-\u05EA]{2}))",
                      re.IGNORECASE)


def _timezone_intent(place: str, confidence: float) -> Intent:
    args: dict[str, object] = {"operation": "update_settings"}
    if _PURPOSE.match(place.strip()) and not _ANOTHER_REQUEST.search(place):
        place = ""
    place, rest = _place_and_rest(place)
    if (rest or not find_zone(place)) and _ANOTHER_REQUEST.search(rest or place):
        # Asked, above a task grammar's reading of "change my timezone to X and remind me ..." as a task's change.
        return Intent("general", "respond", {"operation": "respond", "kind": "unclear"}, confidence,
                      missing=[INTENT_UNCLEAR], intent_type="conversation")
    if rest and not _WHY_AFTER.match(rest):
        confidence = min(confidence, PLACE_ONLY)  # "london tomorrow": the place is clear, the rest is not read
    zone = find_zone(place) if place.strip() else None
    if zone:
        args["timezone"] = zone
    elif place.strip():
        args["timezoneQuery"] = place.strip()[:80]
    else:
        args["ask"] = "timezone"
    return Intent("meta", "update_settings", args, confidence, intent_type="meta", entity="settings")


# A trip named first, the change after it: "אני טס לניו יורק לשבועיים, תעדכן את אזור הזמן שלי", "flying to tokyo
# tomorrow - update my timezone there". The trip gives the place; the change may point at it ("there", "לשם") or say
# nothing more than why.
_TRIP = re.compile(
    r"^(?:(?:אני|אנחנו)\s+)?(?:(?:עכשיו|מחר|היום|מחרתיים)\s+)?(?:טס|טסה|טסים|נוסע|נוסעת|נוסעים|עובר|עוברת|עוברים"
    r"|עברתי|עברנו|חוזר|חוזרת|חוזרים|חזרתי|חזרנו|נחתתי|נחתנו|נוחת|נוחתת|נוחתים)\s+(?:(?:מחר|היום|מחרתיים|השבוע|בשבוע\s+הבא"
    r"|עכשיו)\s+)?(?:ל|ב)-?(?P<place>.+)$"
    # Being there, the stay said after it: "אני בלונדון עד סוף החודש", "i'm in berlin till friday".
    r"|^(?:אני|אנחנו)\s+(?:(?:עכשיו|כרגע|כבר)\s+)?ב-?(?P<place_at>.+)$"
    r"|^(?:i'?m|im|i\s+am|we'?re|we\s+are)\s+(?:(?:now|currently|already)\s+)?in\s+(?P<place_at_en>.+)$"
    r"|^(?:(?:i'?m|im|i\s+am|we'?re|we\s+are)\s+(?:(?:now|just)\s+)?(?:flying|going|traveling|travelling|heading"
    r"|moving|relocating|off|leaving)(?:\s+(?:tomorrow|today|tonight))?\s+(?:back\s+)?to|(?:i|we)\s+(?:just\s+)?"
    r"(?:landed|arrived)\s+in|(?:flying|heading|going|off)\s+to|(?:just\s+)?landed\s+in)\s+(?P<place_en>.+)$",
    re.IGNORECASE)
_TRIP_THEN = re.compile(r"\s*[,.;]\s+|\s+[-–]\s+")
_ASKED_HOW = re.compile(r"(?<![\w\u05D0-\u05EA])(?:how|can|could|should|do|does|איך|אפשר|האם|למה)(?![\w\u05D0-\u05EA])",
                        re.IGNORECASE)
# With nothing between the trip and the change ("אני בלונדון השבוע תחליפי את ה timezone"), the change starts at its
# verb, and only a verb of change followed by the time zone itself.
_CHANGE_STARTS = re.compile(
    rf"\s+(?=(?:(?:pls|please|בבקשה)\s+)?(?:change|set|update|switch|תשנה|תשני|שנה|שני|תעדכן|תעדכני|עדכן|עדכני|תגדיר"
    rf"|תגדירי|תחליף|תחליפי|תעביר|תעבירי)\s+(?:לי\s+)?(?:את\s+)?(?:my\s+|the\s+)?(?:{_TZ_EN}|{_TZ_HE})(?![\w\u05D0-\u05EA]))",
    re.IGNORECASE)
_THERE = re.compile(r"^(?:(?:to\s+)?(?:there|that|it|local(?:\s+time)?|accordingly|the\s+local\s+(?:one|time))"
                    r"|לשם|בהתאם|לשם\s+בהתאם|לזה|לשעון\s+המקומי|למקומי|ל?(?:שעון\s+)?מקומי)?\s*[.!]*$", re.IGNORECASE)


def _after_trip(text: str) -> Intent | None:
    """The change of "<a trip to a place>, <change my timezone>", with the trip's place."""
    m = _TRIP_THEN.search(text) or _CHANGE_STARTS.search(text)
    if m is not None and not _TRIP_THEN.search(text) and _ASKED_HOW.search(text[:m.start()]):
        return None  # "im in tokyo how do i change the timezone": asked how, not asked to (setting_question)
    if m is None:
        return None
    trip = _TRIP.match(text[:m.start()].strip())
    if trip is None:
        return None
    place, _ = _place_and_rest(trip.group("place") or trip.group("place_en") or trip.group("place_at")
                               or trip.group("place_at_en"))
    request = _ASKING.sub("", text[m.end():]).strip()
    for pattern in _TZ_SET:
        said = pattern.match(request)
        if said:
            rest = said.group("place").strip(" ?")
            if find_zone(_place_and_rest(rest)[0]):
                return _timezone_intent(rest, CONFIDENT)  # the change names its own place
            if not find_zone(place):
                return None
            if _ANOTHER_REQUEST.search(rest):
                return _timezone_intent(rest, CONFIDENT)  # a second request: asked (see _timezone_intent)
            if _THERE.match(rest) or _PURPOSE.match(rest):
                return _timezone_intent(place, CONFIDENT)
            return None  # another place named in the change itself: read by change_timezone, or asked
    return None


@grammar
def change_timezone(ctx: RuleContext) -> Intent | None:
    after_trip = _after_trip(ctx.text)
    if after_trip is not None:
        return after_trip
    text = _ASKING.sub("", ctx.text).strip()
    for pattern in _TZ_SET:
        match = pattern.match(text)
        if match:
            place = match.group("place").strip(" ?")
            if not place and text != ctx.text.strip() and ctx.text.rstrip().endswith("?"):
                return None  # "אפשר לשנות את אזור הזמן שלי?": whether it can be done (setting_question answers)
            return _timezone_intent(place, CONFIDENT)
    for pattern in _PLACE_ONLY:
        match = pattern.match(text)
        if match and find_zone(match.group("place")):  # "I'm in a meeting" is not a timezone
            return _timezone_intent(match.group("place"), PLACE_ONLY)
    return None


def parse_hour(text: str) -> int | None:
    """The local hour of "7", "at 7", "6:30am", "7 pm", "בשבע", "ב-19:00", "לשעה 8" (taken as written)."""
    clock = parse_clock(text)
    return clock[0] if clock else None


# "שמונה וחצי", "seven thirty", "half past 7": minutes after the hour word.
_HE_MINUTES = {"וחצי": 30, "ורבע": 15, "ועשרה": 10, "ועשר": 10, "ועשרים": 20, "וחמישה": 5, "וחמש": 5, "וארבעים": 40}
_EN_MINUTES = {"thirty": 30, "fifteen": 15, "forty five": 45, "forty-five": 45, "and a half": 30, "ten": 10,
               "twenty": 20, "o five": 5}


def parse_clock(text: str) -> tuple[int, int] | None:
    """(hour, minute) of "7", "at 7:30", "6:30am", "7 pm", "בשבע", "לשמונה וחצי", "ב-19:00" (taken as written)."""
    evening = bool(_EVENING.search(text))
    cleaned = re.sub(r"\s+", " ", _FILLER.sub(" ", _EVENING.sub(" ", text))).strip(" ,.!?")
    match = _CLOCK.match(cleaned)
    minute = 0
    if match:
        hour, ampm = int(match.group("h")), (match.group("ampm") or "").lower().replace(".", "")
        minute = int(match.group("m") or 0)
    else:
        word = re.sub(r"^(?:at|to|for|around)\s+|^(?:ב|ל)-?(?:שעה\s+)?", "", cleaned, flags=re.IGNORECASE).strip()
        ampm = "pm" if word.lower().endswith(" pm") else "am" if word.lower().endswith(" am") else ""
        word = word.lower().removesuffix(" am").removesuffix(" pm")
        if (before := before_hour(word)) is not None:  # "quarter to 7", "רבע לשבע": minutes before the hour named
            named = parse_clock(before[0] + (" " + ampm if ampm else ""))
            return None if named is None or named[1] else ((named[0] - 1) % 24, 60 - before[1])
        for tail, value in (*_HE_MINUTES.items(), *_EN_MINUTES.items()):
            if word.endswith(" " + tail):
                word, minute = word[: -len(tail) - 1].strip(), value
                break
        hour = EN_HOUR_WORDS.get(word) or HE_HOUR_WORDS.get(word)
        if hour is None:
            return None
    if ampm == "pm" or (evening and hour < 12):
        hour = hour % 12 + 12
    elif ampm == "am" and hour == 12:
        hour = 0
    return (hour, minute) if 0 <= hour <= 23 and 0 <= minute <= 59 else None


# Around the request, not part of it: "pls", "thanks", "hey memo", "can u", and the time it replaces
# ("at 7:30 instead of 8": the new time is the first one).
_AROUND = re.compile(r"^(?:(?:hey|hi|ok|okay|memo|please|pls|plz|היי|בבקשה|ממו)[\s,!.]+)+"
                     r"|[\s,]+(?:please|pls|plz|thanks|thx|thank you|בבקשה|תודה)\s*[.!]*\s*$", re.IGNORECASE)
_REPLACED = re.compile(r"\s+(?:instead\s+of|rather\s+than|not\s+at|במקום)\s+\S.*$|\s*,?\s+(?:and\s+not|ו-?לא)\s+\S.*$"
                       r"|\s+(?:instead|במקום\s+זה|במקום)\s*$", re.IGNORECASE)


# A change relative to the current hour: "an hour later", "half an hour earlier", "מוקדם יותר", "בשעה מאוחר יותר".
_SHIFT = re.compile(r"^(?:(?:by\s+)?(?:an?|one|two|half\s+an?|\d+)\s+(?:hours?|hrs?|minutes?|mins?)\s+)?"
                    r"(?:later|earlier)"
                    r"|^(?:ב?(?:שעה|חצי\s+שעה|שעתיים)\s+)?ל?(?:יותר\s+)?(?:מאוחר|מוקדם)(?:\s+יותר)?"
                    r"(?:\s+ב?(?:שעה|חצי\s+שעה|שעתיים))?\s*$", re.IGNORECASE)
# Someone to send it to: "to dana", "לדנה" (an hour, "לשמונה", was read before this is asked).
_TO_SOMEONE = re.compile(r"^(?:to\s+(?!\d)[a-z]|ל-?[\u05D0-\u05EA]{2,}$)", re.IGNORECASE)


# Why, after the change: "stop sending me the morning summary, i never read it", "תבטלי את סיכום הבוקר, אני ממילא לא
# קוראת אותו", "move the daily brief to 8, i start work later now", "can it come at 6:45? I leave for work early".
# A remark that asks for nothing more.
_BRIEF_WHY = re.compile(r"\s*[,.;\-–?]+\s*(?P<why>(?:i|i'?m|im|i'?ve|it'?s|its|it|because|cause|cuz|since|as|we|we'?re"
                        r"|nobody|no\s+one|אני|אנחנו|זה|הוא|כי|ממילא|בין\s+כה|אף\s+פעם|אין\s+לי)(?![\w\u05D0-\u05EA'])"
                        r"[^,.;?]{0,80})[.!]*$", re.IGNORECASE)


# The same without a comma, right after the hour or opened by "because": "change my morning summary to 6:30 i start
# early", "תזיזי את סיכום הבוקר ל-8 כי אני מתחילה מאוחר".
_BRIEF_WHY_BARE = re.compile(
    r"(?:(?<=\d)|(?<=\dam)|(?<=\dpm)|(?<=\d\sam)|(?<=\d\spm))\s+(?P<why>(?:i|i'?m|im|i'?ve|we|we'?re|it'?s|its"
    r"|because|cause|cuz|since|as|אני|אנחנו|כי|ממילא)(?![\w\u05D0-\u05EA'])[^,.;?]{0,80})[.!]*$"
    r"|\s+(?P<why2>(?:because|cause|cuz|כי)(?![\w\u05D0-\u05EA'])[^,.;?]{0,80})[.!]*$", re.IGNORECASE)
MAX_BRIEF_CHANGE = 200  # a change of the brief and why: a line or two


# Some days only: "turn off the morning summary on saturdays", "בלי סיכום בוקר בשבת", "send the brief at 7 on weekdays".
# The brief has one hour for every day, so a change for some days is asked about, above a task grammar's reading of
# "turn off X on saturdays" as deleting a reminder.
_SOME_DAYS = re.compile(r"\s+(?:(?:on|during|over|for)\s+(?:the\s+)?|every\s+)(?:weekends?|weekdays"
                        r"|(?:sun|mon|tues|wednes|thurs|fri|satur)days?|shabbat|holidays?)\b"
                        r"|\s+(?:ב|בימי\s+|בכל\s+)(?:שבת|שבתות|שישי|סופ\"?ש|סופי\s+שבוע|חגים|חג|ימי\s+חול)"
                        r"(?![\u05D0-\u05EA])",
                        re.IGNORECASE)


@grammar
def morning_brief(ctx: RuleContext) -> Intent | None:
    found = _brief(ctx.text)
    if (found is None and len(ctx.text) <= MAX_BRIEF_CHANGE and _SOME_DAYS.search(ctx.text)
            and _brief(_SOME_DAYS.sub("", ctx.text)) is not None):
        return Intent("general", "respond", {"operation": "respond", "kind": "unclear"}, CONFIDENT,
                      missing=[INTENT_UNCLEAR], intent_type="conversation")
    if found is not None or len(ctx.text) > MAX_BRIEF_CHANGE:
        return found
    why = _BRIEF_WHY.search(ctx.text) or _BRIEF_WHY_BARE.search(ctx.text)
    if why is None or _ANOTHER_REQUEST.search(why.group("why") or why.group("why2")):
        return None
    found = _brief(ctx.text[:why.start()])
    if found is not None and not found.missing:
        found.read = ctx.text[:why.start()]
        found.decided_by = f"grammar settings.morning_brief; why left out: {why.group('why') or why.group('why2')!r}"
    return found


def _brief(text: str) -> Intent | None:
    text = _ASKING.sub("", _AROUND.sub("", text).strip()).strip()
    for pattern in _BRIEF_OFF:
        if pattern.match(text):
            return Intent("meta", "update_settings", {"operation": "update_settings", "morningBriefHour": None},
                          CONFIDENT, intent_type="meta", entity="settings")
    for pattern in _BRIEF_ON:
        match = pattern.match(text)
        if not match:
            continue
        when = _REPLACED.sub("", match.group("time") or "").strip()
        args: dict[str, object] = {"operation": "update_settings"}
        clock = parse_clock(when) if when else None
        if (match.group("msg") or match.groupdict().get("msg2")) and clock is None:
            return None  # "send me the morning message": perhaps a message of this morning, not the setting
        if clock is not None and clock[1] == 0:
            args["morningBriefHour"] = clock[0]
        elif clock is not None or _SHIFT.match(when):
            # The brief goes out on the hour: ask which one, never round. "an hour later", "מוקדם יותר": which hour
            # that makes depends on the current one, which the question shows.
            args["ask"] = "morningBriefHour"
        elif _TO_SOMEONE.match(when):
            # "send the morning brief to dana": no setting does that, and it is no task either. Asked, above a task
            # grammar's reading of it as a reminder to send something.
            return Intent("general", "respond", {"operation": "respond", "kind": "unclear"}, CONFIDENT,
                          missing=[INTENT_UNCLEAR], intent_type="conversation")
        elif _ANOTHER_REQUEST.search(when):
            # "move the morning brief to 8 and remind me to call dana": two requests, asked, above a task grammar's
            # reading of it all as one task's change.
            return Intent("general", "respond", {"operation": "respond", "kind": "unclear"}, CONFIDENT,
                          missing=[INTENT_UNCLEAR], intent_type="conversation")
        elif when:
            return None  # "send me the morning brief tomorrow": not a setting this grammar understands
        else:
            args["ask"] = "morningBriefHour"
        return Intent("meta", "update_settings", args, CONFIDENT, intent_type="meta", entity="settings")
    return None
