"""One bad part of a webhook body never costs the others: each message and receipt stands on its own.

Every case here puts the bad part between two good messages (or receipts) of the same signed body. A
body we could read is answered 200 (Meta re-sends anything else for days), the good ones are stored, and
the bad one is cleaned or refused with a line in the log. Only a body we cannot read at all is a 400.
Last, the verification GET: its token never reaches a log, the access logs included.
"""

from __future__ import annotations

import importlib
import io
import json
import logging
import os
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from datetime import timedelta
from types import SimpleNamespace
from typing import Any
from unittest import mock

import pytest
from django.core.handlers.wsgi import WSGIHandler
from django.core.servers.basehttp import WSGIRequestHandler, WSGIServer
from django.db import OperationalError, connection
from gunicorn.config import Config
from gunicorn.glogging import Logger as GunicornLogger

from memo.conversations.channels.whatsapp import inbound
from memo.conversations.channels.whatsapp.texts import w
from memo.conversations.models import Message, OutboundMessage, Thread, User
from memo.integrations.whatsapp.parsing import MAX_TEXT_CHARS
from tests.whatsapp.conftest import USER, VERIFY_TOKEN, WEBHOOK, batch, body, status, text_message

pytestmark = pytest.mark.django_db
TS = 1_790_000_000
OTHER = "447911123456"


def good_before() -> dict:
    return text_message("wamid.GOOD1", "remind me tomorrow at 9 to call mom", ts=TS)


def good_after() -> dict:
    return text_message("wamid.GOOD2", "what are my tasks?", ts=TS + 2)


def around(bad: dict, *, contacts: list[dict] | None = None) -> dict:
    """A body with a good message, then `bad`, then another good message."""
    payload = body([good_before(), bad, good_after()])
    if contacts is not None:
        payload["entry"][0]["changes"][0]["value"]["contacts"] += contacts
    return payload


def assert_good_ones_stored() -> None:
    texts = dict(Message.objects.filter(channel_message_id__startswith="wamid.GOOD")
                 .values_list("channel_message_id", "text"))
    assert texts == {"wamid.GOOD1": "remind me tomorrow at 9 to call mom", "wamid.GOOD2": "what are my tasks?"}
    assert set(Message.objects.filter(channel_message_id__startswith="wamid.GOOD").values_list("status", flat=True)) \
        == {Message.Status.QUEUED}


@pytest.fixture
def logs(caplog):
    caplog.set_level(logging.INFO)
    return caplog


# (the bad message, extra contacts, what is stored for wamid.BAD (None: refused), a line the log must have)
CLEANED_OR_REFUSED: dict[str, tuple[dict, list[dict] | None, str | None, str]] = {
    "NUL in the text": (
        text_message("wamid.BAD", "call\u0000 mom\u0000", ts=TS + 1), None, "call mom",
        "WHATSAPP_CLEANED id=wamid.BAD type=text: NUL or lone surrogates removed from text"),
    "a lone surrogate in the text": (
        text_message("wamid.BAD", "call mom \ud800!", ts=TS + 1), None, "call mom \ufffd!",
        "WHATSAPP_CLEANED id=wamid.BAD type=text: NUL or lone surrogates removed from text"),
    "a NUL and a lone surrogate in the contact's profile name": (
        text_message("wamid.BAD", "hello", phone=OTHER, ts=TS + 1),
        [{"profile": {"name": "Yo\u0000av \udc00Cohen"}, "wa_id": OTHER}], "hello",
        "WHATSAPP_CLEANED id=wamid.BAD type=text: NUL or lone surrogates removed from name"),
    "a NUL in the message id": (
        text_message("wamid.BAD\u0000", "hello", ts=TS + 1), None, None,
        "WHATSAPP_REFUSED message with a malformed id 'wamid.BAD'"),
    "a lone surrogate in the message id": (
        text_message("wamid.BAD\ud800", "hello", ts=TS + 1), None, None,
        "WHATSAPP_REFUSED message with a malformed id 'wamid.BAD\\ufffd'"),
    "a message id longer than any WhatsApp id": (
        text_message("wamid.BAD" + "x" * 300, "hello", ts=TS + 1), None, None,
        "WHATSAPP_REFUSED message with a malformed id 'wamid.BADxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'"),
    "a message id that is a number": (
        text_message(123, "hello", ts=TS + 1), None, None, "WHATSAPP_REFUSED message with a malformed id '123'"),
    "a message without an id": (
        {"from": USER, "timestamp": str(TS + 1), "type": "text", "text": {"body": "hello"}}, None, None,
        "WHATSAPP_REFUSED message without id"),
    "a text message whose body is an object": (
        {"from": USER, "id": "wamid.BAD", "timestamp": str(TS + 1), "type": "text",
         "text": {"body": {"deep": [[["x"]]]}}}, None, None,
        "WHATSAPP_IGNORED id=wamid.BAD type=text: a text message without a body"),
}


@pytest.mark.parametrize("case", list(CLEANED_OR_REFUSED))
def test_a_bad_message_is_cleaned_or_refused_and_its_neighbours_are_stored(post, logs, case):
    bad, contacts, stored, logged = CLEANED_OR_REFUSED[case]

    response = post(around(bad, contacts=contacts))

    assert response.status_code == 200
    assert_good_ones_stored()
    bad_ones = list(Message.objects.exclude(channel_message_id__startswith="wamid.GOOD").values_list("text", flat=True))
    assert bad_ones == ([stored] if stored is not None else [])
    assert logged in logs.text


def test_a_cleaned_profile_name_is_stored_on_the_new_user(post):
    bad = text_message("wamid.BAD", "hello", phone=OTHER, ts=TS + 1)

    post(around(bad, contacts=[{"profile": {"name": "Yo\u0000av \udc00Cohen"}, "wa_id": OTHER}]))

    assert User.objects.get(phone="+" + OTHER).name == "Yoav \ufffdCohen"


def test_a_surrogate_pair_sent_as_two_raw_halves_is_joined_back_into_its_character(post):
    # Python's JSON decoder lets UTF-8-encoded surrogate halves through; together they are one emoji.
    raw = json.dumps(body([text_message("wamid.PAIR", "done XX", ts=TS)])).encode()
    raw = raw.replace(b"XX", "\ud83d\ude00".encode("utf-8", "surrogatepass"))

    assert post(raw).status_code == 200
    assert Message.objects.get(channel_message_id="wamid.PAIR").text == "done 😀"


@pytest.mark.parametrize("bad_change", [
    {"field": "messages", "value": {"messages": {"id": "wamid.BAD", "type": "text", "text": {"body": "x"}}}},
    {"field": "messages", "value": {"messages": ["not an object", 7, None]}},
    {"field": "messages", "value": ["not", "an", "object"]},
    {"field": ["messages"], "value": {}},
], ids=["messages an object", "messages not objects", "value a list", "field a list"])
def test_a_change_of_an_unknown_shape_is_logged_and_the_other_changes_are_stored(post, logs, bad_change):
    payload = batch(body([good_before()]), body([good_after()]))
    payload["entry"][0]["changes"].append(bad_change)

    assert post(payload).status_code == 200

    assert_good_ones_stored()
    assert Message.objects.count() == 2
    assert "WHATSAPP_REFUSED" in logs.text or "WHATSAPP_SKIPPED field" in logs.text


def test_a_database_error_on_one_message_undoes_only_that_message(post, logs, monkeypatch):
    real_accept = inbound.accept

    def accept_then_fail_for_the_bad_one(item: Any, **kwargs: Any):
        result = real_accept(item, **kwargs)
        if item.channel_message_id == "wamid.BAD":
            with connection.cursor() as cursor:  # a real error: PostgreSQL aborts the transaction it is in
                cursor.execute("SELECT 1 / 0")
        return result

    monkeypatch.setattr(inbound, "accept", accept_then_fail_for_the_bad_one)

    response = post(around(text_message("wamid.BAD", "hello", ts=TS + 1)))

    assert response.status_code == 200
    assert_good_ones_stored()
    assert not Message.objects.filter(channel_message_id="wamid.BAD").exists()  # stored, then undone
    assert "WHATSAPP_ITEM_FAILED message 'wamid.BAD' type='text': skipped" in logs.text


def test_a_lost_database_stores_the_rest_and_answers_500_so_that_the_body_is_sent_again(post, logs, monkeypatch):
    real_accept = inbound.accept

    def lose_the_database_for_the_bad_one(item: Any, **kwargs: Any):
        if item.channel_message_id == "wamid.BAD":
            raise OperationalError("server closed the connection unexpectedly")
        return real_accept(item, **kwargs)

    monkeypatch.setattr(inbound, "accept", lose_the_database_for_the_bad_one)
    payload = around(text_message("wamid.BAD", "hello", ts=TS + 1))

    assert post(payload).status_code == 500
    assert_good_ones_stored()
    assert "WHATSAPP_DB_UNAVAILABLE message 'wamid.BAD'" in logs.text

    monkeypatch.setattr(inbound, "accept", real_accept)  # the database is back: Meta's resend is taken whole
    assert post(payload).status_code == 200
    assert Message.objects.count() == 3


def _outbound(thread: Thread, wamid: str) -> OutboundMessage:
    return OutboundMessage.objects.create(idempotency_key=f"turn:{wamid}", thread=thread, text="hi",
                                          status=OutboundMessage.Status.SENT, channel_message_id=wamid, attempts=1)


def test_a_failed_status_with_a_string_error_data_is_applied_and_so_are_the_others(post):
    thread = Thread.objects.create(user=User.objects.create(phone="+" + USER))
    first, failed, last = (_outbound(thread, f"wamid.OUT{i}") for i in (1, 2, 3))
    errors = [{"code": 131026, "title": "Message undeliverable", "error_data": "Message Undeliverable."}]

    response = post(body(statuses=[status("wamid.OUT1", "delivered"), status("wamid.OUT2", "failed", errors=errors),
                                   status("wamid.OUT3", "read")]))

    assert response.status_code == 200
    for row in (first, failed, last):
        row.refresh_from_db()
    assert (first.status, last.status) == (OutboundMessage.Status.DELIVERED, OutboundMessage.Status.READ)
    assert failed.status == OutboundMessage.Status.FAILED
    assert failed.error == "(#131026) Message undeliverable — Message Undeliverable."


def test_a_status_with_a_bad_id_is_refused_and_the_others_are_applied(post, logs):
    thread = Thread.objects.create(user=User.objects.create(phone="+" + USER))
    first, last = _outbound(thread, "wamid.OUT1"), _outbound(thread, "wamid.OUT3")
    odd = {"id": "wamid.OUT2\u0000", "status": "read", "timestamp": "1790000100", "recipient_id": USER,
           "errors": "not a list"}

    assert post(body(statuses=[status("wamid.OUT1", "read"), odd, ["x"], status("wamid.OUT3", "read")])) \
        .status_code == 200

    for row in (first, last):
        row.refresh_from_db()
    assert (first.status, last.status) == (OutboundMessage.Status.READ, OutboundMessage.Status.READ)
    assert "WHATSAPP_REFUSED status with a malformed message id 'wamid.OUT2'" in logs.text
    assert "WHATSAPP_REFUSED 1 status(s) that are not objects" in logs.text


@pytest.mark.parametrize("opening,closing", [("[", "]"), ('{"a":', "}")], ids=["arrays", "objects"])
def test_a_body_nested_100k_deep_is_a_quick_400(post, logs, opening, closing):
    raw = (opening * 100_000 + "1" + closing * 100_000).encode()

    started = time.monotonic()
    response = post(raw)

    assert response.status_code == 400
    assert time.monotonic() - started < 2
    assert "WHATSAPP_BODY_REFUSED nested too deeply" in logs.text


@pytest.mark.parametrize("raw", [
    b'{"object": "whatsapp_business_account", "entry": [',  # cut short
    b'{"object": "whatsapp_business_account\xff\xfe"}',  # not UTF-8
    b"",
], ids=["invalid JSON", "invalid UTF-8", "empty"])
def test_a_body_that_is_not_json_is_a_400(post, raw):
    assert post(raw).status_code == 400
    assert not Message.objects.exists()


@pytest.mark.parametrize("raw", [b"[1, 2, 3]", b'"whatsapp_business_account"', b"7", b"null"])
def test_a_json_body_that_is_not_an_object_is_a_400(post, raw):
    assert post(raw).status_code == 400


def test_a_text_over_the_limit_is_cut_with_a_marker_and_the_user_is_told(post):
    long_text = "call mom about the wedding " + "x" * MAX_TEXT_CHARS

    assert post(body([text_message("wamid.LONG", long_text, ts=TS)])).status_code == 200

    message = Message.objects.get(channel_message_id="wamid.LONG")
    left_out = len(long_text) - MAX_TEXT_CHARS
    assert message.text == long_text[:MAX_TEXT_CHARS] + f"\n… [cut: {left_out:,} more characters]"
    notice = OutboundMessage.objects.get(idempotency_key="notice:wamid.LONG")
    assert notice.text in (w("text_cut", "en"), w("text_cut", "he"))
    assert f"{MAX_TEXT_CHARS:,}" in notice.text
    assert message.status == Message.Status.QUEUED  # what was taken is still answered


def test_a_text_at_the_limit_is_stored_whole_without_a_notice(post):
    text = "y" * MAX_TEXT_CHARS

    post(body([text_message("wamid.FULL", text, ts=TS)]))

    assert Message.objects.get(channel_message_id="wamid.FULL").text == text
    assert not OutboundMessage.objects.filter(idempotency_key="notice:wamid.FULL").exists()


def test_the_verify_token_is_not_in_the_views_logs(client, logs):
    logs.set_level(logging.DEBUG)
    for token in (VERIFY_TOKEN, "a-guess-that-is-also-secret"):
        client.get(WEBHOOK, {"hub.mode": "subscribe", "hub.verify_token": token, "hub.challenge": "1158201444"})

    assert "WHATSAPP_VERIFY_REFUSED" in logs.text
    assert VERIFY_TOKEN not in logs.text
    assert "a-guess-that-is-also-secret" not in logs.text


@pytest.fixture
def access_log():
    """What the development server (`make run`) writes to its access log, through the configured handlers."""
    server_logger = logging.getLogger("django.server")
    stream = io.StringIO()
    # Only the handlers settings.LOGGING configured (pytest adds capturing handlers of its own).
    saved = [(handler, handler.setStream(stream)) for handler in server_logger.handlers
             if type(handler) is logging.StreamHandler]
    assert saved, "the development server's access log has a handler"
    yield stream
    for handler, previous in saved:
        handler.setStream(previous)


def test_the_verify_token_is_blanked_in_the_development_servers_access_log(access_log):
    # A real development server, as `make run` starts it: its request handler writes the request line.
    server = WSGIServer(("127.0.0.1", 0), WSGIRequestHandler)
    server.set_app(WSGIHandler())  # not get_wsgi_application(): that would set up Django (and logging) again
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        base = f"http://127.0.0.1:{server.server_address[1]}{WEBHOOK}"
        query = {"hub.mode": "subscribe", "hub.verify_token": VERIFY_TOKEN, "hub.challenge": "1158201444"}
        with urllib.request.urlopen(f"{base}?{urllib.parse.urlencode(query)}", timeout=10) as response:
            assert response.read() == b"1158201444"
        query["hub.verify_token"] = "a-guess-that-is-also-secret"
        with pytest.raises(urllib.error.HTTPError) as refused:
            urllib.request.urlopen(f"{base}?{urllib.parse.urlencode(query)}", timeout=10)
        assert refused.value.code == 403
    finally:
        server.shutdown()
        server.server_close()

    written = access_log.getvalue()
    assert written.count("hub.verify_token=***") == 2
    assert VERIFY_TOKEN not in written
    assert "a-guess-that-is-also-secret" not in written


def test_the_verify_token_is_blanked_in_gunicorns_access_log():
    # `make run` and production serve through gunicorn with memo/gunicorn_conf.py, which prints every request.
    with mock.patch.dict(os.environ):  # the config module sets the web process's defaults in the environment
        conf = importlib.import_module("memo.gunicorn_conf")
    cfg = Config()
    cfg.set("accesslog", conf.accesslog)
    log = GunicornLogger(cfg)
    stream = io.StringIO()
    ours = [h for logger in (log.access_log, log.error_log) for h in logger.handlers if getattr(h, "_gunicorn", False)]
    try:
        for handler in ours:
            handler.setStream(stream)
        for token in (VERIFY_TOKEN, "a-guess-that-is-also-secret"):
            query = urllib.parse.urlencode({"hub.mode": "subscribe", "hub.verify_token": token, "hub.challenge": "1"})
            environ = {"REQUEST_METHOD": "GET", "RAW_URI": f"{WEBHOOK}?{query}", "PATH_INFO": WEBHOOK,
                       "QUERY_STRING": query, "SERVER_PROTOCOL": "HTTP/1.1", "REMOTE_ADDR": "203.0.113.9"}
            response = SimpleNamespace(status="200 OK", sent=1, headers=[("Content-Type", "text/plain")])
            log.access(response, SimpleNamespace(headers=[("HOST", "memo.example")]), environ, timedelta(0))
    finally:
        for logger in (log.access_log, log.error_log):
            for handler in ours:
                logger.removeHandler(handler)

    written = stream.getvalue()
    assert written.count("hub.verify_token=***") == 2
    assert VERIFY_TOKEN not in written
    assert "a-guess-that-is-also-secret" not in written
