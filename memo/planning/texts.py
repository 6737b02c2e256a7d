"""How every feature looks up its fixed user-facing texts (Hebrew and English) in its own table.

Code owns these words, so a Hebrew user never sees an English sentence. The lookup lives in planning,
the lowest Memo layer, so each app (conversations, reminders, notes, a channel) keeps its table next
to the code that speaks and shares only this function.
"""

from __future__ import annotations


def localized(table: dict[str, dict[str, str]], key: str, lang: str | None, **values: object) -> str:
    """The text for `key` in `lang` from a feature's own table: Hebrew for "he", English for anything else."""
    template = table[key]["he" if lang == "he" else "en"]
    return template.format(**values) if values else template


# A reply that starts with this invisible character quotes outside content (an email's sender, subject or
# text): the user sees it, but no model is handed it later as conversation, because words written by
# someone else must never become instructions (prompt injection).
OUTSIDE_CONTENT = "\u2063"


def quotes_outside_content(text: str) -> bool:
    return text.startswith(OUTSIDE_CONTENT)
