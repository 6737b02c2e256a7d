"""Everyday Hebrew nouns that begin with "ש", the letter that also means "that" when glued to a clause.

No grammar lives here. "תזכירי לי שהגנן מגיע" drops its "ש" ("that the gardener is coming"), but "תזכירי לי
שיעור גיטרה" and "תזכורת: שיחה עם רואה החשבון" are about a lesson and a call: their "ש" is the noun's own.
"""

from __future__ import annotations

import re

HE = r"\u0590-\u05FF"

# Things, errands and people a reminder names, each with its common plural and construct forms.
SHIN_NOUNS = (
    r"(?:שיעור|שיעורי|שיעורים|שעור|שעורי|שעורים|שיחה|שיחת|שיחות|שמפו|שלט|שלטים|שבת|שולחן|שולחנות|שמן|שוק|שטיח"
    r"|שטיחים|שעון|שמלה|שמלות|שקית|שקיות|שטיפה|שטיפת|שיננית|שיפוץ|שיפוצים|שכר|שכירות|שמנת|שום|שוקולד|שניצל"
    r"|שניצלים|שירות|שירותים|שיער|שיניים|שתייה|שתיה|שמיכה|שמיכות|שאלה|שאלות|שאלון|שובר|שוברים|שטר|שמרטף"
    r"|שמרטפית|שכן|שכנה|שכנים|שיר|שירים|שחייה|שחיה|שקל|שקלים|שופינג|שקע|שרשרת|שקדים|שוקו|שעועית|שזיפים"
    r"|שמפניה|שרברב|שליח|שליחות|שליחה|שעורה|שרימפס|שמרים|שוקולית|שטיחון|שיבוץ|שיווק|שחמט|שוטף"
    r"|שגרירות|שמאי|שופט|שופטת|שיפון|שייק|שפכטל|שמשייה|שמשיה|שקיק|שלייקס|שעשועון|שורה|שורות|שירה)"
)
# "both", "the two" ("תזכיר לי על שניהם", "שתי המשימות"): their "ש" is the number's own.
SHIN_NUMBERS = r"(?:שניהם|שניהן|שתיהן|שתיהם|שני|שתי)"
# People's names that begin with "ש": "תרשמי ששחר אוהב פיצה" is rarer than "תרשמי שחר אוהב פיצה". Not a name that is
# "ש" and another name (שרון, שגיא: "that Ron", "that Guy"), which keeps its "that" reading.
SHIN_NAMES = (r"(?:שחר|שמעון|שרה|שלומי|שלומית|שקד|שי|שמואל|שלמה|שושנה|שרית|שגית|שולה|שמוליק|שאול|שמשון"
              r"|שחף|שלום|שיר|שירי|שני|שמרית|שלהבת|שפרה|שמחה|שביט|שוקי|שמיל)")
# A "ש" before "ו" is the word's own: a clause after "that" does not open with "ו" (שורה, שולחן, שוק, שוב).
SHIN_NOUN_AHEAD = rf"(?!(?:{SHIN_NOUNS}|{SHIN_NUMBERS}|{SHIN_NAMES})(?![{HE}])|שו)"
_SHIN_OWN = re.compile(rf"(?:{SHIN_NOUNS}|{SHIN_NUMBERS}|{SHIN_NAMES})(?![{HE}])|שו")


def shin_is_own(word: str) -> bool:
    """Whether the "ש" that opens `word` (and what follows it) is the word's own letter, not a glued "that"."""
    return bool(_SHIN_OWN.match(word))
