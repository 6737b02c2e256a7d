"""OpenAI-compatible LLMs (OpenAI itself, or vLLM / Ollama / llama.cpp via OPENAI_BASE_URL).

Every call goes through `client.LLMClient`; per-node models, prices and limits live in `config`.
"""

from __future__ import annotations

from django.conf import settings


def is_configured() -> bool:
    """True when an LLM can be reached: an API key, or a base URL of a self-hosted server.

    Read at call time (not import time) so tests and `override_settings` can switch it.
    """
    return bool(getattr(settings, "OPENAI_API_KEY", "") or getattr(settings, "OPENAI_BASE_URL", ""))
