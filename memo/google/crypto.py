"""Encryption at rest for Google tokens and OAuth verifiers: cryptography's MultiFernet.

Keys come from ``FIELD_ENCRYPTION_KEY``, comma-separated, newest first: the first encrypts, every one
decrypts, so a new key goes in front, `manage.py rotate_google_keys` re-encrypts the stored values with it,
and then the old key can be removed. A value none of the keys opens raises `DecryptionError`; it is never
handed back as if it were plain text.

Without a key, the embedded mode (no DATABASE_URL: the data itself lives under MEMO_VAR_DIR) uses a
development key kept beside that data, ``<MEMO_VAR_DIR>/field-encryption.key`` (made once, mode 0600).
With an outside database there is no fallback: encrypting raises ImproperlyConfigured, and
`check --deploy` warns when Google is configured without a key (memo.W103).
"""

from __future__ import annotations

import os
import threading
from functools import lru_cache
from pathlib import Path

from cryptography.fernet import Fernet, InvalidToken, MultiFernet
from django.conf import settings
from django.core.exceptions import ImproperlyConfigured

DEVELOPMENT_KEY_FILE = "field-encryption.key"
_lock = threading.Lock()


class DecryptionError(Exception):
    """A stored value that none of the configured keys can open (wrong key, or damaged)."""


def configured_keys() -> list[str]:
    """The keys of FIELD_ENCRYPTION_KEY, newest first (blanks dropped)."""
    return [k.strip() for k in str(settings.FIELD_ENCRYPTION_KEY or "").split(",") if k.strip()]


def development_key_path() -> Path:
    return Path(settings.VAR_DIR) / DEVELOPMENT_KEY_FILE


def _development_key() -> str:
    """The embedded mode's key, made on first use and kept readable by its owner only."""
    path = development_key_path()
    with _lock:
        if not path.exists():
            path.parent.mkdir(parents=True, exist_ok=True)
            # O_EXCL: two processes starting at once never write two different keys.
            try:
                fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
            except FileExistsError:
                pass
            else:
                with os.fdopen(fd, "w") as handle:
                    handle.write(Fernet.generate_key().decode() + "\n")
        return path.read_text().strip()


def _keys() -> tuple[str, ...]:
    keys = configured_keys()
    if keys:
        return tuple(keys)
    if settings.EMBEDDED_POSTGRES:
        return (_development_key(),)
    raise ImproperlyConfigured(
        "FIELD_ENCRYPTION_KEY is not set, so Google tokens cannot be stored encrypted. Generate a key with "
        "`python -c \"from cryptography.fernet import Fernet; print(Fernet.generate_key().decode())\"` "
        "and set FIELD_ENCRYPTION_KEY to it.")


@lru_cache(maxsize=8)
def _fernets(keys: tuple[str, ...]) -> tuple[MultiFernet, Fernet]:
    fernets = []
    for position, key in enumerate(keys, start=1):
        try:
            fernets.append(Fernet(key.encode()))
        except (ValueError, TypeError) as exc:
            raise ImproperlyConfigured(
                f"FIELD_ENCRYPTION_KEY: key {position} is not a Fernet key (32 url-safe base64-encoded bytes)."
            ) from exc
    return MultiFernet(fernets), fernets[0]


def validate() -> None:
    """Raise ImproperlyConfigured if a configured key is malformed (used by the system checks)."""
    keys = configured_keys()
    if keys:
        _fernets(tuple(keys))


def encrypt(text: str) -> str:
    """`text` encrypted with the newest key, as a url-safe ASCII token."""
    multi, _ = _fernets(_keys())
    return multi.encrypt(text.encode()).decode("ascii")


def decrypt(token: str) -> str:
    """The text inside `token`; DecryptionError if no configured key opens it."""
    multi, _ = _fernets(_keys())
    if not token:
        raise DecryptionError("there is no stored value to decrypt")
    try:
        return multi.decrypt(token.encode("ascii")).decode()
    except (InvalidToken, UnicodeError) as exc:
        raise DecryptionError(
            "the stored value cannot be decrypted with FIELD_ENCRYPTION_KEY: the key that encrypted it is "
            "not among the configured keys (or the value is damaged)") from exc


def rotate(token: str) -> str:
    """`token` re-encrypted with the newest key (DecryptionError if no configured key opens it)."""
    multi, _ = _fernets(_keys())
    if not token:
        raise DecryptionError("there is no stored value to re-encrypt")
    try:
        return multi.rotate(token.encode("ascii")).decode("ascii")
    except (InvalidToken, UnicodeError) as exc:
        raise DecryptionError("the stored value cannot be re-encrypted: no configured key decrypts it") from exc


def uses_newest_key(token: str) -> bool:
    """Whether the newest key alone opens `token` (nothing to rotate)."""
    _, newest = _fernets(_keys())
    try:
        newest.decrypt(token.encode("ascii"))
    except (InvalidToken, UnicodeError):
        return False
    return True
