"""Questions about the world's clock: when the sun sets, what the time is in another city, how far behind it is.

"what time is sunset in tel aviv these days roughly?", "when's sunrise tomorrow", "אם אצלנו עכשיו תשע בבוקר, מה השעה
בניו יורק?", "כמה שעות הפרש יש בינינו ללונדון?", "באיזו שעה השקיעה היום?". The hour in them is no reminder's and no
event's: it is what is asked, or the given of the sum. Memo answers from what it knows (`general / respond`).

Not the user's own hours: "what time is my meeting", "מה השעה של הפגישה" are the calendar's, and "what time does the
pharmacy close" may be a kept note (notes_lookup.py), so only the sun and the clocks of places are read here.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext

_HE = r"\u05D0-\u05EA"

# The sun's hours, and Shabbat's, which follow it.
_SUN_EN = (r"(?:sunset|sunrise|sun\s*down|sun\s*up|dawn|dusk|first\s+light|nightfall|candle[\s-]*lighting|havdal+ah"
           r"|shabbat\s+(?:starts?|ends?|begins?|comes\s+in|goes\s+out)|shabbat\s+times)")
_SUN_HE = r"(?:ה)?(?:שקיעה|זריחה|שקיעת\s+החמה|הדלקת\s+נרות|צאת\s+(?:ה)?שבת|כניסת\s+(?:ה)?שבת|הבדלה|צאת\s+הכוכבים)"

_ASKED = re.compile(
    # "what time is sunset", "when's sunrise tomorrow", "what time does the sun set in eilat"
    rf"\b(?:what\s+time\s+(?:is|'s|will\s+be|was)|when\s+(?:is|'s|will\s+be)|when'?s|whens|what'?s\s+the\s+time\s+of)\s+"
    rf"(?:the\s+)?{_SUN_EN}\b"
    r"|\b(?:what\s+time|when)\s+(?:does|will|did)\s+the\s+sun\s+(?:set|rise|come\s+up|go\s+down)\b"
    # "what time is it in new york", "what's the time in london now", "time difference between here and tokyo"
    r"|\bwhat\s+time\s+(?:is\s+it|will\s+it\s+be|would\s+it\s+be|was\s+it)\s+(?:now\s+|right\s+now\s+)?in\s+[a-z]"
    r"|\bwhat'?s\s+the\s+time\s+(?:now\s+|right\s+now\s+)?in\s+[a-z]"
    r"|\b(?:what'?s\s+the\s+)?time\s+difference\s+(?:between|with|to)\b"
    r"|\bhow\s+many\s+hours\s+(?:ahead|behind)\b"
    # "מה השעה בניו יורק", "כמה השעה עכשיו בלונדון", "באיזו שעה השקיעה", "מתי הזריחה מחר"
    rf"|(?:מה|כמה)\s+(?:ה)?שעה\s+(?:עכשיו\s+)?(?:יש\s+|תהיה\s+|יהיה\s+)?(?:עכשיו\s+)?ב-?(?=[{_HE}A-Za-z])"
    rf"|(?:(?:ב)?(?:איזו|איזה)\s+שעה|מתי)\s+(?:יש\s+|תהיה\s+|היא\s+|ה?יום\s+)?{_SUN_HE}(?![{_HE}])"
    rf"|(?:מה|מתי)\s+(?:שעת|זמן|זמני)\s+{_SUN_HE}(?![{_HE}])"
    rf"|(?:ה)?הפרש\s+(?:ה)?שעות\s+(?:בין|עם|מ|ל)|כמה\s+שעות\s+(?:הפרש|הבדל|אחורה|קדימה)",
    re.IGNORECASE)
# The user's own hours: "what time is my flight", "מה השעה של הפגישה שלי".
_OWN = re.compile(r"\b(?:my|our|meeting|appointment|flight|class|call|reminder|event)\b"
                  r"|(?<![\u05D0-\u05EA])(?:שלי|שלנו|פגישה|הפגישה|תור|התור|טיסה|הטיסה|תזכורת|התזכורת|אירוע|שיעור)"
                  r"(?![\u05D0-\u05EA])", re.IGNORECASE)
# A request said with it ("..., remind me 10 minutes before", "...ותזכירי לי"): not only a question.
_REQUEST = re.compile(r"\b(?:remind|add|schedule|set\s+(?:a|an|up|me)|book|put|save|note)\b"
                      r"|תזכיר|תוסיפ|תקבע|תרשמ|תשמר|תכניס", re.IGNORECASE)


@grammar
def world_clock(ctx: RuleContext) -> Intent | None:
    """ "what time is sunset in tel aviv these days roughly?", "אם אצלנו עכשיו תשע בבוקר, מה השעה בניו יורק?"."""
    text = ctx.text
    if len(text) > 200 or _ASKED.search(text) is None or _OWN.search(text) or _REQUEST.search(text):
        return None
    # Higher than a clock time read as a reminder or an event (the hour in it is what is asked, or given),
    # lower than any grammar naming a tool.
    return Intent("general", "respond", {"operation": "respond", "kind": "question", "question": text}, 0.9,
                  intent_type="conversation")
