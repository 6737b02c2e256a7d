"""The Graph API client against the local fake: retries with backoff, typed errors, media download."""

from __future__ import annotations

import socket

import pytest

from memo.integrations.whatsapp.client import WhatsAppClient, WhatsAppError
from tests.whatsapp.fake_graph import bad_parameter, not_allowed_recipient, rate_limited, server_error


@pytest.fixture
def sleeps():
    return []


@pytest.fixture
def wa(fake_graph, sleeps):
    return WhatsAppClient.from_settings(sleep=sleeps.append, backoff=0.5)


def text(to: str = "972501112233", body: str = "hello") -> dict:
    return {"to": to, "type": "text", "text": {"body": body}}


def test_a_sent_message_returns_metas_message_id(wa, fake_graph):
    wamid = wa.send(text())

    assert wamid == "wamid.FAKE0001"
    assert fake_graph.sent == [{"messaging_product": "whatsapp", "recipient_type": "individual",
                                "to": "972501112233", "type": "text", "text": {"body": "hello"}}]


def test_429_is_retried_with_exponential_backoff_then_succeeds(wa, fake_graph, sleeps):
    fake_graph.script(rate_limited(), rate_limited())

    assert wa.send(text()) == "wamid.FAKE0001"

    assert len(fake_graph.attempts) == 3
    assert len(sleeps) == 2
    assert 0.5 <= sleeps[0] <= 0.625 and 1.0 <= sleeps[1] <= 1.25  # 0.5 * 2**n, plus up to 25% jitter


def test_retry_after_is_honoured(wa, fake_graph, sleeps):
    fake_graph.script(rate_limited(headers={"Retry-After": "3"}))

    wa.send(text())

    assert sleeps == [3.0]


def test_5xx_is_retried(wa, fake_graph):
    fake_graph.script(server_error())

    assert wa.send(text()) == "wamid.FAKE0001"
    assert len(fake_graph.attempts) == 2


def test_a_temporary_failure_that_persists_raises_a_temporary_error(wa, fake_graph):
    fake_graph.script(*[rate_limited()] * 4)

    with pytest.raises(WhatsAppError) as caught:
        wa.send(text())

    assert not caught.value.permanent
    assert (caught.value.status, caught.value.code) == (429, 130429)
    assert len(fake_graph.attempts) == 4  # the first try and three retries


def test_a_permanent_failure_is_not_retried_and_says_why(wa, fake_graph):
    fake_graph.script(not_allowed_recipient())

    with pytest.raises(WhatsAppError) as caught:
        wa.send(text())

    error = caught.value
    assert error.permanent and (error.status, error.code) == (400, 131030)
    assert "Recipient phone number not in allowed list" in str(error)
    assert "Add recipient phone number" in error.details
    assert len(fake_graph.attempts) == 1


def test_a_bad_parameter_error_is_recognised(wa, fake_graph):
    fake_graph.script(bad_parameter())

    with pytest.raises(WhatsAppError) as caught:
        wa.send(text())

    assert caught.value.permanent and caught.value.bad_parameters


def test_a_wrong_token_is_a_permanent_auth_error(fake_graph, settings):
    settings.WHATSAPP_TOKEN = "expired"

    with pytest.raises(WhatsAppError) as caught:
        WhatsAppClient.from_settings().send(text())

    assert caught.value.permanent and (caught.value.status, caught.value.code) == (401, 190)


def test_an_unreachable_server_is_a_temporary_network_error(settings, sleeps):
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    settings.WHATSAPP_TOKEN, settings.WHATSAPP_PHONE_NUMBER_ID = "t", "1"
    settings.WHATSAPP_API_BASE_URL = f"http://127.0.0.1:{port}"

    with pytest.raises(WhatsAppError) as caught:
        WhatsAppClient.from_settings(sleep=sleeps.append, retries=2).send(text())

    assert not caught.value.permanent and "network error" in str(caught.value)
    assert len(sleeps) == 2


def test_read_receipt_carries_the_typing_indicator(wa, fake_graph):
    wa.mark_read("wamid.IN1")

    assert fake_graph.reads == [{"messaging_product": "whatsapp", "status": "read", "message_id": "wamid.IN1",
                                 "typing_indicator": {"type": "text"}}]


def test_media_is_resolved_then_downloaded_with_the_token(wa, fake_graph):
    fake_graph.add_media("9001", b"OggS\x00fake-voice", "audio/ogg; codecs=opus")

    media = wa.download_media("9001")

    assert media.content == b"OggS\x00fake-voice"
    assert media.mime_type == "audio/ogg; codecs=opus"
    assert fake_graph.downloads == ["9001"]


def test_unknown_media_is_a_permanent_error(wa):
    with pytest.raises(WhatsAppError) as caught:
        wa.download_media("nope")

    assert caught.value.permanent and caught.value.code == 100


def test_media_over_the_size_limit_is_refused(wa, fake_graph):
    fake_graph.add_media("big", b"x" * 2000, "image/jpeg")

    with pytest.raises(WhatsAppError) as caught:
        wa.download_media("big", max_bytes=1000)

    assert caught.value.permanent
    assert fake_graph.downloads == []  # refused from the declared size, before downloading


def test_the_token_is_never_sent_to_a_foreign_media_host(wa):
    assert wa._may_send_token_to("https://lookaside.fbsbx.com/whatsapp_business/attachments/?mid=1")
    assert not wa._may_send_token_to("https://evil.example.com/steal")


def test_the_environments_proxy_settings_are_honoured(fake_graph, monkeypatch, sleeps):
    """Proxies and NO_PROXY come from the environment, read once per host rather than on every call."""
    from memo.integrations.whatsapp import client

    with socket.socket() as closed:  # a port nothing listens on: a proxy there refuses every connection
        closed.bind(("127.0.0.1", 0))
        dead_proxy = f"http://127.0.0.1:{closed.getsockname()[1]}"
    for name in ("HTTP_PROXY", "http_proxy", "NO_PROXY", "no_proxy"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("HTTP_PROXY", dead_proxy)
    client._host_proxies.cache_clear()
    try:
        with pytest.raises(WhatsAppError):
            WhatsAppClient.from_settings(sleep=sleeps.append, retries=0).send(text())
        assert fake_graph.sent == []  # it went to the proxy, which is not there

        monkeypatch.setenv("NO_PROXY", "127.0.0.1,localhost")
        client._host_proxies.cache_clear()
        assert WhatsAppClient.from_settings(sleep=sleeps.append).send(text()) == "wamid.FAKE0001"
    finally:
        client._host_proxies.cache_clear()
