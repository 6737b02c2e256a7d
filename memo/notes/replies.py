"""What the second brain says, in Hebrew and English. Memo's voice is feminine in Hebrew ("שמרתי").

Replies quote the user's own words back (a preview), never ids or scores.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from memo.planning.texts import localized

TEXTS: dict[str, dict[str, str]] = {
    "saved": {"en": "Saved to your notes: “{preview}”", "he": "שמרתי בפתקים: „{preview}”"},
    "saved_long": {"en": "Saved to your notes ({chars:,} characters, searchable in full): “{preview}”",
                   "he": "שמרתי בפתקים ({chars:,} תווים, אפשר לחפש בכולו): „{preview}”"},
    "duplicate": {"en": "That's already saved: “{preview}”", "he": "זה כבר שמור אצלי: „{preview}”"},
    "empty": {"en": "There's nothing to save there — what should I remember?",
              "he": "אין פה מה לשמור — מה לזכור?"},
    "too_long": {"en": "That's too long to keep as one note (the limit is {limit:,} characters). "
                       "Could you send it in parts?",
                 "he": "זה ארוך מדי לפתק אחד (עד {limit:,} תווים). אפשר לשלוח בחלקים?"},
    "found_one": {"en": "From your notes: “{text}”", "he": "מהפתקים שלך: „{text}”"},
    "found_many": {"en": "Here's what I have saved:", "he": "הנה מה ששמור אצלי:"},
    "nothing_about": {"en": "I don't have anything saved about that.", "he": "אין לי שום דבר שמור על זה."},
    "no_notes": {"en": "You haven't saved any notes yet. Say “remember that …” and I'll keep it.",
                 "he": "עוד לא שמרת אצלי פתקים. אפשר לכתוב „תזכרי ש…” ואשמור."},
    "recent": {"en": "Your latest notes:", "he": "הפתקים האחרונים שלך:"},
    "deleted": {"en": "Deleted the note: “{preview}”", "he": "מחקתי את הפתק: „{preview}”"},
    "deleted_many": {"en": "Deleted {count} notes.", "he": "מחקתי {count} פתקים."},
    "deleted_all": {"en": "Deleted all your notes ({count}).", "he": "מחקתי את כל הפתקים שלך ({count})."},
    "deleted_none": {"en": "You have no notes, so there was nothing to delete.",
                     "he": "אין לך פתקים, כך שלא היה מה למחוק."},
    "not_found": {"en": "I couldn't find a note about “{query}”, so nothing was changed.",
                  "he": "לא מצאתי פתק על „{query}”, אז לא שיניתי כלום."},
    "updated": {"en": "Updated the note: “{preview}”", "he": "עדכנתי את הפתק: „{preview}”"},
    "update_what": {"en": "Which note should I change, and to what?", "he": "איזה פתק לשנות, ולמה?"},
    "summary_header": {"en": "Your notes{about}:", "he": "הפתקים שלך{about}:"},
    "summary_llm": {"en": "Summary of your notes{about}:\n{summary}", "he": "סיכום הפתקים שלך{about}:\n{summary}"},
    "about": {"en": " about “{query}”", "he": " על „{query}”"},
    "unavailable": {"en": "I couldn't reach the notes service just now, so nothing was saved or changed. "
                          "Please try again in a bit.",
                    "he": "לא הצלחתי להגיע כרגע לשירות הפתקים, אז שום דבר לא נשמר או השתנה. נסו שוב עוד מעט."},
    "unknown": {"en": "I'm not sure what to do with your notes there.", "he": "לא בטוחה מה לעשות עם הפתקים כאן."},
}
_MONTHS_EN = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def lang_of(language: str | None) -> str:
    return "he" if language == "he" else "en"


def say(key: str, language: str | None, **values: object) -> str:
    """A text of the second brain (this module's table)."""
    return localized(TEXTS, key, language, **values)


def preview(text: str, limit: int = 120) -> str:
    """The first words of a note, on one line, cut at a word boundary."""
    flat = " ".join(text.split())
    if len(flat) <= limit:
        return flat
    cut = flat[:limit].rsplit(" ", 1)[0] or flat[:limit]
    return cut.rstrip(" ,.;:-") + "…"


def excerpt(passage: str, note_text: str, limit: int = 400) -> str:
    """A hit as the user reads it: the whole note if short, else the passage that matched."""
    if len(note_text) <= limit:
        return " ".join(note_text.split())
    return passage if len(passage) <= limit else preview(passage, limit)


def day(when: datetime, timezone: str, language: str | None) -> str:
    """"22 Nov 2026" / "22.11.2026", in the user's zone."""
    local = when.astimezone(ZoneInfo(timezone))
    if lang_of(language) == "he":
        return f"{local.day}.{local.month}.{local.year}"
    return f"{local.day} {_MONTHS_EN[local.month - 1]} {local.year}"
