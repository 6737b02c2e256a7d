"""Everyday Hebrew nouns that begin with "ש", the letter that also means "that" when glued to a clause.

No grammar lives here. "תזכירי לי שהגנן מגיע" drops its "ש" ("that the gardener is coming"), but "תזכירי לי
שיעור גיטרה" and "תזכורת: שיחה עם רואה החשבון" are about a lesson and a call: their "ש" is the noun's own.
"""

from __future__ import annotations

HE = r"\u0590-\u05FF"

# Things, errands and people a reminder names, each with its common plural and construct forms.
SHIN_NOUNS = (
    r"(?:שיעור|שיעורי|שיעורים|שעור|שעורי|שעורים|שיחה|שיחת|שיחות|שמפו|שלט|שלטים|שבת|שולחן|שולחנות|שמן|שוק|שטיח"
    r"|שטיחים|שעון|שמלה|שמלות|שקית|שקיות|שטיפה|שטיפת|שיננית|שיפוץ|שיפוצים|שכר|שכירות|שמנת|שום|שוקולד|שניצל"
    r"|שניצלים|שירות|שירותים|שיער|שיניים|שתייה|שתיה|שמיכה|שמיכות|שאלה|שאלות|שאלון|שובר|שוברים|שטר|שמרטף"
    r"|שמרטפית|שכן|שכנה|שכנים|שיר|שירים|שחייה|שחיה|שקל|שקלים|שופינג|שקע|שרשרת|שקדים|שוקו|שעועית|שזיפים"
    r"|שמפניה|שרברב|שליח|שליחות|שליחה|שעורה|שרימפס|שמרים|שוקולית|שטיחון|שיבוץ|שיווק|שחמט|שוטף"
    r"|שגרירות|שמאי|שופט|שופטת|שיפון|שייק|שפכטל|שמשייה|שמשיה|שקיק|שלייקס|שעשועון)"
)
# "both", "the two" ("תזכיר לי על שניהם", "שתי המשימות"): their "ש" is the number's own.
SHIN_NUMBERS = r"(?:שניהם|שניהן|שתיהן|שתיהם|שני|שתי)"
SHIN_NOUN_AHEAD = rf"(?!(?:{SHIN_NOUNS}|{SHIN_NUMBERS})(?![{HE}]))"
