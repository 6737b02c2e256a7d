"""First contact: a new user's timezone and language are guessed, and Memo introduces itself once.

The timezone comes from the phone number (phonenumbers' geographic data; for mobile numbers, which
have none, the country's main zone), the language from the first message (Hebrew letters -> Hebrew,
Latin -> English) or else the country. A user known only by business-scoped id (no phone) gets the
country its two-letter prefix names ("US.1349…" -> US; Meta takes it from the user's number). The
welcome says which timezone was chosen and how to change it ("change my timezone to London"), and
what Memo can do: the same capability lines as "help", so it never promises what this installation
cannot do.
"""

from __future__ import annotations

import logging
from datetime import datetime
from functools import lru_cache
from zoneinfo import ZoneInfo, available_timezones

import phonenumbers
from django.utils import timezone
from phonenumbers import timezone as phone_timezones

from memo.conversations import outbox
from memo.conversations.models import Thread, User
from memo.planning.rules.settings import PRIMARY_ZONES

logger = logging.getLogger(__name__)

HEBREW_REGIONS = {"IL"}

WELCOME = {
    "en": ("👋 Hi{name}! I'm Memo, your personal secretary{where}.\n"
           "I've set your timezone to {zone} (it's {time} there now). If that's wrong, just tell me, e.g. "
           "\"change my timezone to London\".\n"
           "Here's what I can do:\n{lines}\n"
           "You can also ask for a morning brief (\"send the morning brief at 7\"), and send \"help\" any time."),
    "he": ("👋 היי{name}! אני Memo, המזכירה האישית שלך{where}.\n"
           "הגדרתי את אזור הזמן שלך ל-{zone} (השעה שם עכשיו {time}). אם זה לא נכון, פשוט תגידו לי, למשל "
           "\"שנה את אזור הזמן ללונדון\".\n"
           "זה מה שאני יודעת לעשות:\n{lines}\n"
           "אפשר גם לבקש סיכום בוקר (\"תשלחי לי סיכום בוקר ב-7\"), ולשלוח \"עזרה\" בכל זמן."),
}


@lru_cache(maxsize=1)
def _known_zones() -> frozenset[str]:
    return frozenset(available_timezones())


def _country_zones(region: str) -> list[str]:
    from babel.core import get_global

    return [z for z in get_global("territory_zones").get(region, []) if z in _known_zones()]


def guess_timezone(phone: str) -> str | None:
    """The user's likely zone from their number, or None when the number says nothing about it."""
    try:
        number = phonenumbers.parse(phone if phone.startswith("+") else "+" + phone, None)
    except phonenumbers.NumberParseException:
        return None
    region = phonenumbers.region_code_for_number(number) or ""
    zones = [z for z in phone_timezones.time_zones_for_number(number) if z in _known_zones()]
    country = _country_zones(region)
    if len(zones) == 1:
        return zones[0]
    primary = PRIMARY_ZONES.get(region)
    if zones:
        if primary in zones:
            return primary
        in_country = [z for z in zones if z in country]
        return (in_country or zones)[0]
    if len(country) == 1:
        return country[0]
    return primary or (country[0] if country else None)


def region_timezone(region: str) -> str | None:
    """The zone of a country (ISO 3166 alpha-2) when it has one clear zone, else None (the default stays):
    without a number there is no area code to tell, say, New York from Los Angeles."""
    country = _country_zones(region)
    if len(country) == 1:
        return country[0]
    return PRIMARY_ZONES.get(region)


def guess_language(phone: str, text: str, default: str, region: str = "") -> str:
    """Hebrew or English: from the words of the first message, else from the number's (or `region`'s) country."""
    from memo.planning.rules.base import language_of

    found = language_of(text or "", default="")
    if found:
        return found
    if region:
        return "he" if region in HEBREW_REGIONS else "en"
    try:
        region = phonenumbers.region_code_for_number(phonenumbers.parse(phone, None))
    except phonenumbers.NumberParseException:
        return default
    return "he" if region in HEBREW_REGIONS else "en"


def capability_lines(language: str) -> list[str]:
    """What Memo can do here: each capability's own line, as the "help" answer lists them."""
    from memo.planning.registry import capabilities

    return [line for h in capabilities().values() if h.name != "meta" and (line := h.describe(language))]


WHERE = {("en", True): " here on WhatsApp", ("en", False): "", ("he", True): " כאן בוואטסאפ", ("he", False): ""}


def welcome_text(user: User, now: datetime | None = None, *, whatsapp: bool = True) -> str:
    lang = "he" if user.language == "he" else "en"
    local = (now or timezone.now()).astimezone(ZoneInfo(user.timezone))
    lines = "\n".join(f"• {line}" for line in capability_lines(lang))
    name = f" {user.name.split()[0]}" if user.name.strip() else ""
    return WELCOME[lang].format(name=name, zone=user.timezone, time=local.strftime("%H:%M"), lines=lines,
                                where=WHERE[(lang, whatsapp)])


def onboard(user: User, thread: Thread, first_text: str) -> None:
    """Set up a user Memo has never seen and queue the welcome (once per user, by outbox key).

    Call inside the transaction that stores the first message, before it: the welcome is queued first.
    """
    if user.phone:
        zone = guess_timezone(user.phone)
        language = guess_language(user.phone, first_text, user.language)
    else:
        region = user.bsuid[:2].upper()
        zone = region_timezone(region)
        language = guess_language("", first_text, user.language, region=region)
    changes = {"language": language}
    if zone:
        changes["timezone"] = zone
    User.objects.filter(pk=user.pk).update(**changes)
    for field, value in changes.items():
        setattr(user, field, value)
    text = welcome_text(user, whatsapp=thread.channel == Thread.Channel.WHATSAPP)
    outbox.queue(thread.pk, f"welcome:{user.pk}", text, kind="notice", channel=thread.channel)
    logger.info("ONBOARDED user=%s timezone=%s language=%s", user.pk, user.timezone, user.language)
