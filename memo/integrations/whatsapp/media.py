"""A WhatsApp media file turned into words: a voice note's transcript, or an image's context.

The file is downloaded through the Graph API client and handed to the OpenAI media helpers
(transcription, image analysis). The image context is kept as "[image: …]" after the caption, so the
turn reads it with the user's own words. Errors of either side propagate: the caller decides what the
user is told.
"""

from __future__ import annotations

MAX_CONTEXT = 1500


def understand(media_id: str, kind: str, caption: str, language: str) -> str | None:
    """The words a media message stands for: the transcript (None when empty), or caption + image context.

    `kind` is "audio" for a voice note; anything else is analysed as an image.
    """
    from memo.integrations.openai import media as ai
    from memo.integrations.whatsapp.client import WhatsAppClient

    downloaded = WhatsAppClient.from_settings().download_media(media_id)
    if kind == "audio":
        transcript = ai.transcribe(downloaded.content, downloaded.mime_type, language=language).text
        return transcript or None
    analysis = ai.analyse_image(downloaded.content, downloaded.mime_type, caption=caption, language=language)
    context = f"[image: {analysis.as_context()}]"[:MAX_CONTEXT]
    return f"{caption}\n{context}" if caption.strip() else context
