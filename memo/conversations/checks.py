"""`manage.py check`: which integrations are configured, which are off, and what is missing."""

from __future__ import annotations

import sys

import environ
from django.conf import settings
from django.core.checks import Info, Tags, Warning, register


@register(Tags.compatibility, deploy=False)
def integrations(app_configs=None, **kwargs):
    # The integration report is informational: shown by `manage.py check`, not before every command.
    if sys.argv[1:2] != ["check"]:
        return []
    messages = []

    def state(name: str, on: bool, missing: str, hint: str, ident: str) -> None:
        if on:
            messages.append(Info(f"{name}: configured", id=f"memo.I{ident}"))
        else:
            messages.append(Info(f"{name}: off ({missing} not set)", hint=hint, id=f"memo.I{ident}"))

    state("WhatsApp", bool(settings.WHATSAPP_TOKEN and settings.WHATSAPP_PHONE_NUMBER_ID),
          "WHATSAPP_TOKEN/WHATSAPP_PHONE_NUMBER_ID", "Replies go to the console and web chat only.", "001")
    state("OpenAI", bool(settings.OPENAI_API_KEY or settings.OPENAI_BASE_URL), "OPENAI_API_KEY/OPENAI_BASE_URL",
          "The rules planner answers alone; unclear requests become clarifying questions.", "002")
    state("Google", bool(settings.GOOGLE_CLIENT_ID and settings.GOOGLE_CLIENT_SECRET),
          "GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET", "Calendar and Gmail are unavailable.", "003")
    messages.append(Info("Database: " + ("embedded PostgreSQL under " + str(settings.VAR_DIR)
                                         if settings.EMBEDDED_POSTGRES else "DATABASE_URL"), id="memo.I004"))
    messages.append(Info("Broker: " + ("embedded Redis under " + str(settings.VAR_DIR)
                                       if settings.EMBEDDED_REDIS else "CELERY_BROKER_URL"), id="memo.I005"))
    if settings.WHATSAPP_TOKEN and not settings.WHATSAPP_APP_SECRET:
        messages.append(Warning("WHATSAPP_APP_SECRET is not set: webhook signatures cannot be verified, so "
                                "webhook posts are refused (accepted unsigned only with DJANGO_DEBUG).",
                                id="memo.W001"))
    if settings.WHATSAPP_TOKEN and not settings.WHATSAPP_VERIFY_TOKEN:
        messages.append(Warning("WHATSAPP_VERIFY_TOKEN is not set: Meta cannot verify the webhook URL.",
                                id="memo.W002"))
    return messages


@register(Tags.security, deploy=True)
def production(app_configs=None, **kwargs):
    warnings = []
    if settings.EMBEDDED_POSTGRES:
        warnings.append(Warning("DATABASE_URL is not set: the embedded PostgreSQL is for one machine only.",
                                id="memo.W101"))
    if settings.EMBEDDED_REDIS:
        warnings.append(Warning("CELERY_BROKER_URL is not set: workers on other machines cannot join.",
                                id="memo.W102"))
    # memo.W103 (FIELD_ENCRYPTION_KEY) is the Google app's own check: memo/google/checks.py.
    # Django's own check (security.W009) passes this key: it is long and not "django-insecure-" prefixed.
    if settings.SECRET_KEY == settings.DEVELOPMENT_SECRET_KEY:
        warnings.append(Warning("DJANGO_SECRET_KEY is not set: the development key is public, so anyone can "
                                "forge sessions (an admin login) and signed values.",
                                hint="Set DJANGO_SECRET_KEY to a long random value kept secret.", id="memo.W104"))
    # Read like the chat page reads it (memo/webchat/views.py): only an explicit "true" turns it on here,
    # since its default is off without DEBUG and without the embedded database.
    webchat = environ.Env().bool("WEBCHAT_ENABLED", default=None)
    if webchat and not settings.DEBUG and not settings.EMBEDDED_POSTGRES:
        warnings.append(Warning("WEBCHAT_ENABLED is on in production: the browser chat page at / reads and "
                                "writes any phone number's conversation; it is a development and support tool.",
                                hint="Unset WEBCHAT_ENABLED (staff who are signed in can still use the page).",
                                id="memo.W105"))
    if settings.DEBUG and not settings.WHATSAPP_APP_SECRET:
        warnings.append(Warning("DJANGO_DEBUG is on and WHATSAPP_APP_SECRET is not set: the WhatsApp webhook "
                                "accepts unsigned posts, so anyone can send messages as any phone number.",
                                hint="Turn DJANGO_DEBUG off, or set WHATSAPP_APP_SECRET.", id="memo.W106"))
    return warnings
