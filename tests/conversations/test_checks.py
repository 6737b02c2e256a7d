"""`manage.py check --deploy`: Memo's own production warnings, on top of Django's."""

from __future__ import annotations

import pytest
from django.core.checks import Tags, run_checks

PRODUCTION = {"DEBUG": False, "EMBEDDED_POSTGRES": False, "SECRET_KEY": "k" * 60, "WHATSAPP_APP_SECRET": "s"}


@pytest.fixture
def production(settings, monkeypatch):
    """A configured production deployment: nothing of Memo's own should be flagged."""
    for name, value in PRODUCTION.items():
        setattr(settings, name, value)
    monkeypatch.delenv("WEBCHAT_ENABLED", raising=False)
    return settings


def deploy_ids(deploy: bool = True) -> set[str]:
    return {m.id for m in run_checks(tags=[Tags.security], include_deployment_checks=deploy)
            if m.id.startswith("memo.")}


def test_a_configured_production_deployment_gets_none_of_these_warnings(production):
    assert not deploy_ids() & {"memo.W104", "memo.W105", "memo.W106"}


def test_the_development_secret_key_is_flagged(production):
    production.SECRET_KEY = production.DEVELOPMENT_SECRET_KEY
    messages = [m for m in run_checks(tags=[Tags.security], include_deployment_checks=True) if m.id == "memo.W104"]
    assert len(messages) == 1 and "DJANGO_SECRET_KEY" in messages[0].msg


def test_the_chat_page_switched_on_in_production_is_flagged(production, monkeypatch):
    monkeypatch.setenv("WEBCHAT_ENABLED", "true")
    assert "memo.W105" in deploy_ids()


@pytest.mark.parametrize("where", ["DEBUG", "EMBEDDED_POSTGRES"])
def test_the_chat_page_is_not_flagged_where_it_is_on_by_default(production, monkeypatch, where):
    monkeypatch.setenv("WEBCHAT_ENABLED", "true")
    setattr(production, where, True)
    assert "memo.W105" not in deploy_ids()


def test_debug_without_a_webhook_secret_is_flagged(production):
    production.DEBUG = True
    production.WHATSAPP_APP_SECRET = ""
    assert "memo.W106" in deploy_ids()
    production.WHATSAPP_APP_SECRET = "app-secret"
    assert "memo.W106" not in deploy_ids()


def test_these_warnings_wait_for_the_deploy_flag(production, monkeypatch):
    production.SECRET_KEY = production.DEVELOPMENT_SECRET_KEY
    production.DEBUG, production.WHATSAPP_APP_SECRET = True, ""
    monkeypatch.setenv("WEBCHAT_ENABLED", "true")
    assert deploy_ids(deploy=True) >= {"memo.W104", "memo.W106"}
    assert not deploy_ids(deploy=False) & {"memo.W104", "memo.W105", "memo.W106"}
