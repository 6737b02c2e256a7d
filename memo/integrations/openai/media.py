"""Voice transcription and image analysis on an OpenAI-compatible server (seed 003 §3: V1's
transcribeAudio and analyzeImage).

- Transcription: `POST /v1/audio/transcriptions` with the "transcription" node's models (config.py:
  gpt-4o-mini-transcribe, falling back to gpt-4o-transcribe), each retried on timeouts, 429 and 5xx.
- Image analysis: a vision chat completion through `LLMClient.complete_json` (the "image_analysis"
  node: gpt-4o, then gpt-4o-mini), so retries, fallbacks and cost are the same as every other LLM call.
  The answer is a short description plus any text, dates and times the image shows: that is what a
  secretary needs from a photo of an invitation, a note or a bill.

Both raise `LLMUnavailable` (nothing usable came back) like the rest of the LLM layer; callers decide
what the user hears. Audio and images are never logged.
"""

from __future__ import annotations

import base64
import logging
import random
import time
from dataclasses import dataclass

import openai

from memo.integrations.openai import config
from memo.integrations.openai.client import LLMUnavailable, Usage, client_for_settings
from memo.integrations.outside import outside_call

logger = logging.getLogger(__name__)

_RETRY_STATUSES = frozenset({408, 409, 429})
_EXTENSIONS = {"audio/ogg": "ogg", "audio/mpeg": "mp3", "audio/mp4": "m4a", "audio/aac": "aac", "audio/amr": "amr",
               "audio/wav": "wav", "audio/webm": "webm", "audio/x-wav": "wav"}

IMAGE_PROMPT = (
    "You look at an image a user sent to their personal secretary on WhatsApp. Describe it in at most three "
    "sentences, in the language given, focusing on what a secretary could act on: events, dates, times, places, "
    "people, tasks, amounts, phone numbers. Copy any important text exactly (keep Hebrew as Hebrew). "
    "If it is just a photo with nothing to act on, say what it shows in one sentence."
)
IMAGE_SCHEMA = {
    "type": "object",
    "properties": {
        "description": {"type": "string"},
        "text": {"type": "string", "description": "important text visible in the image, verbatim, or empty"},
    },
    "required": ["description", "text"],
    "additionalProperties": False,
}


@dataclass(frozen=True)
class Transcript:
    text: str
    model: str
    usage: Usage


@dataclass(frozen=True)
class ImageAnalysis:
    description: str
    text: str
    model: str
    cost_usd: float

    def as_context(self) -> str:
        """One line of image context for the message store and the planner."""
        extra = f" Text in the image: {self.text.strip()}" if self.text.strip() else ""
        return (self.description.strip() + extra).strip()


def transcribe(audio: bytes, mime_type: str, *, language: str | None = None,
               sleep=time.sleep) -> Transcript:
    """Speech to text. `language` ("he"/"en") is a hint only; Whisper-family models detect it anyway."""
    llm = client_for_settings()
    cfg = config.node_config("transcription")
    base_backoff = config.backoff_seconds()
    filename = "voice." + _EXTENSIONS.get(mime_type.split(";")[0].strip().lower(), "ogg")
    usage, failures = Usage(), []
    for model in cfg.chain:
        for attempt in range(cfg.retries + 1):
            started = time.monotonic()
            try:
                kwargs = {"language": language} if language in ("he", "en") else {}
                with outside_call("llm"):
                    result = llm.sdk.audio.transcriptions.create(
                        model=model, file=(filename, audio, mime_type or "audio/ogg"),
                        timeout=cfg.timeout_seconds, **kwargs)
            except (openai.APITimeoutError, openai.APIConnectionError) as exc:
                reason, retry = type(exc).__name__, True
            except openai.APIStatusError as exc:
                reason, retry = f"HTTP {exc.status_code}", exc.status_code in _RETRY_STATUSES or exc.status_code >= 500
            except openai.OpenAIError as exc:
                reason, retry = type(exc).__name__, False
            else:
                text = str(getattr(result, "text", "") if not isinstance(result, str) else result).strip()
                tokens = getattr(result, "usage", None)
                usage.add(model, int(getattr(tokens, "input_tokens", 0) or 0),
                          int(getattr(tokens, "output_tokens", 0) or 0))
                logger.info("llm node=transcription model=%s attempt=%d outcome=ok ms=%d", model, attempt + 1,
                            (time.monotonic() - started) * 1000)
                return Transcript(text=text, model=model, usage=usage)
            failures.append(f"{model}: {reason}")
            logger.info("llm node=transcription model=%s attempt=%d outcome=%s", model, attempt + 1, reason)
            if not retry or attempt == cfg.retries:
                break
            sleep(base_backoff * (2**attempt) * (1 + random.random() / 4))
    raise LLMUnavailable(f"transcription: every model failed ({'; '.join(failures)})", failures=failures,
                         usage=usage)


def analyse_image(image: bytes, mime_type: str, *, caption: str = "", language: str = "en") -> ImageAnalysis:
    """What the image shows that a secretary could act on (vision model, structured output)."""
    data_url = f"data:{mime_type or 'image/jpeg'};base64,{base64.b64encode(image).decode()}"
    instruction = f"Answer in {'Hebrew' if language == 'he' else 'English'}."
    if caption:
        instruction += f" The user's caption: {caption[:500]}"
    messages = [{"role": "user", "content": [{"type": "text", "text": instruction},
                                             {"type": "image_url", "image_url": {"url": data_url}}]}]
    result = client_for_settings().complete_json("image_analysis", IMAGE_PROMPT, messages, IMAGE_SCHEMA,
                                                 "image_analysis")
    return ImageAnalysis(description=str(result.data.get("description") or ""), text=str(result.data.get("text") or ""),
                         model=result.model, cost_usd=result.cost_usd)
