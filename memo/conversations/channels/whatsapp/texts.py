"""What the channel layer says by itself (before or beside a turn), in Hebrew and English."""

from __future__ import annotations

from memo.conversations.texts import localized
from memo.integrations.whatsapp.parsing import MAX_TEXT_CHARS

TEXTS: dict[str, dict[str, str]] = {
    "voice_needs_openai": {
        "en": "I got your voice message, but I can't listen to voice messages here yet (transcription needs an "
              "OpenAI key to be configured). Could you type it for me?",
        "he": "קיבלתי את ההודעה הקולית, אבל כאן אני עוד לא יכולה להאזין להודעות קוליות (תמלול דורש הגדרה של "
              "מפתח OpenAI). אפשר לכתוב לי אותה?",
    },
    "voice_failed": {
        "en": "Sorry, I couldn't make out your voice message. Could you try again, or type it?",
        "he": "סליחה, לא הצלחתי להבין את ההודעה הקולית. אפשר לנסות שוב, או לכתוב?",
    },
    "image_needs_openai": {
        "en": "I got your image, but I can't look at images here yet (that needs an OpenAI key to be "
              "configured). Tell me in words what you'd like me to do with it.",
        "he": "קיבלתי את התמונה, אבל כאן אני עוד לא יכולה לראות תמונות (זה דורש הגדרה של מפתח OpenAI). "
              "אפשר לכתוב לי מה לעשות איתה?",
    },
    "image_caption_only": {
        "en": "(I can't look at images here yet, so I only read your caption.)",
        "he": "(אני עוד לא יכולה לראות תמונות כאן, אז קראתי רק את הכיתוב.)",
    },
    "image_failed": {
        "en": "Sorry, I couldn't open your image. Could you send it again, or tell me in words?",
        "he": "סליחה, לא הצלחתי לפתוח את התמונה. אפשר לשלוח שוב, או לכתוב לי במילים?",
    },
    "file_unsupported": {
        "en": "I can read text, voice messages and images, but not videos or documents yet. Tell me in words "
              "what you need.",
        "he": "אני יודעת לקרוא טקסט, הודעות קוליות ותמונות, אבל עוד לא סרטונים או מסמכים. אפשר לכתוב לי במילים "
              "מה צריך.",
    },
    "rate_limited": {
        "en": "You're sending messages faster than I can keep up with 🙂 Give me a minute, then send your "
              "request again.",
        "he": "את/ה שולח/ת הודעות מהר יותר ממה שאני מספיקה 🙂 תנו לי דקה, ואז שלחו את הבקשה שוב.",
    },
    "text_cut": {
        "en": f"Your message was too long for me to read whole: I read only its first {MAX_TEXT_CHARS:,} "
              "characters. If the end matters, send it in another message.",
        "he": f"ההודעה שלך ארוכה מדי בשבילי: קראתי רק את {MAX_TEXT_CHARS:,} התווים הראשונים שלה. "
              "אם הסוף חשוב, אפשר לשלוח אותו בהודעה נפרדת.",
    },
    "reply_with_number": {"en": "Reply with a number: {numbers}.", "he": "נא לענות במספר: {numbers}."},
    "or": {"en": " or ", "he": " או "},
    "choose": {"en": "Choose", "he": "בחירה"},
    "options": {"en": "Options", "he": "אפשרויות"},
}


def w(key: str, lang: str, **values: object) -> str:
    """A text of the WhatsApp channel (this module's table)."""
    return localized(TEXTS, key, lang, **values)
