"""System checks of the Google connection: its encryption key (memo/google/crypto.py)."""

from __future__ import annotations

from django.core.checks import Error, Tags, Warning, register
from django.core.exceptions import ImproperlyConfigured

from memo.google import crypto
from memo.integrations import google as google_client


@register(Tags.security)
def encryption_key(app_configs=None, **kwargs):
    """A FIELD_ENCRYPTION_KEY that is set but malformed stops every command, not only the first Google call."""
    try:
        crypto.validate()
    except ImproperlyConfigured as exc:
        return [Error(str(exc), hint="Generate one with `python -c \"from cryptography.fernet import Fernet; "
                                     "print(Fernet.generate_key().decode())\"`.", id="memo.E103")]
    return []


@register(Tags.security, deploy=True)
def encryption_key_in_production(app_configs=None, **kwargs):
    if google_client.is_configured() and not crypto.configured_keys():
        return [Warning("FIELD_ENCRYPTION_KEY is not set while Google is configured: with DATABASE_URL no Google "
                        "account can be stored, and the embedded mode's development key lies under MEMO_VAR_DIR "
                        "beside the data it protects.",
                        hint="Set FIELD_ENCRYPTION_KEY to a Fernet key (README, \"Google\").", id="memo.W103")]
    return []
