"""What people do at either end of the day: a run, the gym, pills, drops, leaving for a shift. "remind me at 6 to go
for a run", "תזכירי לי ב7 ללכת לחדר כושר", "תזכירי לי ב6 לתת לה את התרופה", "תזכיר לי ב-6 לצאת למשמרת".

The time grammar reads a bare whole hour as the afternoon ("at 6" is 18:00), and for most errands that is what
people mean: nobody calls the bank at 6 in the morning. Exercise and medicine are kept as often at dawn as in the
evening, so for them a bare 5, 6, 7 or 8 says neither, and a reminder twelve hours off is missed: the hour is asked
(`task_early.settle_early_hour`), unless the words around it say which half of the day it is.
"""

from __future__ import annotations

import re

from memo.planning.rules.task_words import HE

_B = rf"(?<![\w{HE}])"
_E = rf"(?![\w{HE}])"
_EITHER_END = re.compile(
    r"\b(?:(?:go\s+for\s+a\s+|my\s+|a\s+)?(?:run|jog|swim|walk)|running|jogging|swimming|gym|work\s*out|workout"
    r"|exercise|exercises|stretch|stretching|yoga|pilates|train|training"
    r"|pills?|meds|medicine|medication|vitamins?|drops|inhaler|insulin|injection|tablets?"
    # going to work or a shift: shift workers and soldiers leave at dawn as often as in the evening
    r"|shifts?|(?:leave|go|head|set\s+off|get\s+going)\s+(?:for|to)\s+work)\b"
    rf"|{_B}(?:לרוץ|ריצה|לריצה|לשחות|שחייה|לבריכה|הליכה|להליכה|חדר\s+כושר|לחדר\s+כושר|אימון|לאימון|להתאמן|יוגה|ליוגה"
    rf"|פילאטיס|לפילאטיס|למתוח|מתיחות|תרופה|התרופה|תרופות|התרופות|כדור|הכדור|כדורים|הכדורים|ויטמין|ויטמינים|טיפות"
    rf"|הטיפות|משאף|המשאף|אינסולין|זריקה|הזריקה"
    rf"|משמרת|המשמרת|למשמרת|(?:לצאת|ללכת|לנסוע|לזוז)\s+(?:ל|אל\s+ה)עבודה){_E}",
    re.IGNORECASE)
EITHER_END_HOURS = (17, 18, 19, 20)  # a bare 5 to 8 read as the evening


# Pills or balls (Hebrew "כדורים" is both) fetched from a place: "לקחת את הכדורים מהמחסן של המועדון", "pick up my
# meds from the pharmacy". Fetching is an errand of the day, not the medicine taken at dawn or at night.
_FETCHED = re.compile(
    r"\b(?:pills?|meds|medicine|medication|vitamins?|drops|inhaler|insulin|tablets?|balls?)\s+(?:from|out\s+of)\s+"
    r"(?:the|my|our)\b"
    rf"|{_B}ה?(?:כדור|כדורים|תרופה|תרופות|ויטמינים|טיפות|משאף|אינסולין)\s+מה[\w{HE}]{{2,}}",
    re.IGNORECASE)


def kept_at_either_end(text: str) -> bool:
    """Whether the reminder is of something done at dawn as often as in the evening (a run, the pills)."""
    return bool(_EITHER_END.search(_FETCHED.sub(" ", text)))
