"""Who sent a WhatsApp message: a phone number, a business-scoped user id (BSUID), or both.

Since 2026 a WhatsApp user may adopt a username; Meta's webhooks then may omit their phone and carry
only a BSUID ("US.13491208655302741918"), which is also enough to answer them. The rules:

- phone and BSUID: the user with that phone; the BSUID is recorded (or replaced: Meta issues a new
  BSUID when a user changes number). A phone-less user already holding that BSUID gets the phone.
  If the phone and the BSUID belong to two different users, the phone user wins and the conflict is
  logged for support (no automatic merge: both may hold tasks and notes).
- only a BSUID: the user with that BSUID, else a new user without a phone.
- only a phone: the user with that phone, else a new one (as before BSUIDs existed).

A malformed BSUID is never stored: with a phone it is ignored (logged), alone it refuses the message.
"""

from __future__ import annotations

import logging
import re

from django.conf import settings
from django.db import IntegrityError, transaction

from memo.conversations import services
from memo.conversations.models import User

logger = logging.getLogger(__name__)

# Two-letter country code, a dot, up to 128 alphanumerics; "CC.ENT.<id>" is a parent (portfolio) BSUID.
BSUID_RE = re.compile(r"[A-Z]{2}\.(?:ENT\.)?[A-Za-z0-9]{1,128}")


class InvalidBsuid(ValueError):
    """Not a business-scoped user id we can key a user by."""


class NoSender(ValueError):
    """Neither a phone nor a business-scoped user id: nobody to store the message for."""


def normalise_bsuid(raw: str) -> str:
    """The BSUID as stored and sent back (exactly as Meta sent it, minus surrounding spaces); "" for none."""
    text = (raw or "").strip()
    if text and not BSUID_RE.fullmatch(text):
        raise InvalidBsuid(f"not a business-scoped user id: {text[:40]!r}")
    return text


def sender_keys(phone: str, bsuid: str) -> tuple[str, str]:
    """(E.164 phone or "", BSUID or ""), validated. Raises InvalidPhone, InvalidBsuid or NoSender.

    A bad BSUID next to a good phone is dropped rather than refusing the message: the phone suffices.
    """
    e164 = services.normalise_phone(phone) if phone else ""
    try:
        key = normalise_bsuid(bsuid)
    except InvalidBsuid:
        if not e164:
            raise
        logger.warning("WHATSAPP_BAD_BSUID ignored next to a valid phone")
        key = ""
    if not e164 and not key:
        raise NoSender("no phone and no business-scoped user id")
    return e164, key


def find_user(phone: str, bsuid: str) -> User | None:
    """The existing user for these keys (phone first), or None. Never creates or changes anyone."""
    try:
        e164, key = sender_keys(phone, bsuid)
    except (services.InvalidPhone, InvalidBsuid, NoSender):
        return None
    user = User.objects.filter(phone=e164).first() if e164 else None
    if user is None and key:
        user = User.objects.filter(bsuid=key).first()
    return user


def resolve_user(phone: str, bsuid: str, name: str = "") -> tuple[User, bool]:
    """The user these keys name, created when new (the rules above). Returns (user, created).

    Raises services.InvalidPhone, InvalidBsuid or NoSender when the keys name nobody we can store.
    """
    e164, key = sender_keys(phone, bsuid)
    try:
        with transaction.atomic():  # a savepoint: a concurrent first message of the same user may win
            return _resolve(e164, key, name)
    except IntegrityError:
        # The other request created (or linked) the user between our lookup and our write: look again.
        return _resolve(e164, key, name)


def _resolve(e164: str, key: str, name: str) -> tuple[User, bool]:
    by_phone = User.objects.filter(phone=e164).first() if e164 else None
    by_bsuid = User.objects.filter(bsuid=key).first() if key else None
    if by_phone is not None and by_bsuid is not None and by_phone.pk != by_bsuid.pk:
        logger.warning("WHATSAPP_IDENTITY_CONFLICT phone user=%s bsuid user=%s: kept the phone user, not merged",
                       by_phone.pk, by_bsuid.pk)
        return by_phone, False
    if by_phone is not None:
        if key and by_phone.bsuid != key:
            if by_phone.bsuid:  # Meta issues a new BSUID when the user changes number
                logger.info("WHATSAPP_BSUID_REPLACED user=%s", by_phone.pk)
            _set(by_phone, bsuid=key)
        return by_phone, False
    if by_bsuid is not None:
        if e164 and not by_bsuid.phone:
            _set(by_bsuid, phone=e164)
            logger.info("WHATSAPP_PHONE_ATTACHED user=%s", by_bsuid.pk)
        elif e164:
            # Another phone for a known BSUID: number changes arrive as their own system message, so
            # this one is not trusted to move the account. Answered as the BSUID's user.
            logger.warning("WHATSAPP_PHONE_MISMATCH user=%s: kept the stored phone", by_bsuid.pk)
        return by_bsuid, False
    user = User.objects.create(phone=e164, bsuid=key, name=name[:120], timezone=settings.MEMO_DEFAULT_TIMEZONE)
    return user, True


def _set(user: User, **fields: str) -> None:
    User.objects.filter(pk=user.pk).update(**fields)
    for field, value in fields.items():
        setattr(user, field, value)
