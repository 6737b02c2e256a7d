"""The Gmail client: request shapes (googleapiclient's HttpMockSequence, static discovery), batches,
error mapping and retries, then round trips against the local fake of Gmail over real HTTP."""

from __future__ import annotations

import base64
import email
import email.policy
import json
import re
from datetime import UTC, datetime, timedelta
from urllib.parse import parse_qs, urlsplit

import httplib2
import pytest
from googleapiclient.http import HttpMockSequence

from memo.integrations.google import credentials as gcreds
from memo.integrations.google import mime
from memo.integrations.google.calendar import CalendarClient
from memo.integrations.google.errors import AlreadyExists, GoogleError, GrantRevoked, NotFound, RateLimited
from memo.integrations.google.gmail import METADATA_HEADERS, GmailClient
from tests.support.fake_google import ACCESS_TOKEN, GMAIL_SCOPE, REFRESH_TOKEN, configure, running_fake_google
from tests.support.google_http import Sleeps, err, ok
from tests.support.google_http import mocked as mock_client

API = "https://www.googleapis.com/gmail/v1/users/me"
MESSAGE = {"id": "m1", "threadId": "t1", "labelIds": ["INBOX"], "snippet": "hi"}


def batch_answer(*parts: tuple[str, int, dict]) -> tuple[dict, str]:
    """A batch answer as Google writes it: one application/http part per (request id, status, body)."""
    chunks = [f"--batch_x\r\nContent-Type: application/http\r\nContent-ID: <response-b + {rid}>\r\n\r\n"
              f"HTTP/1.1 {status} Status\r\nContent-Type: application/json; charset=UTF-8\r\n\r\n{json.dumps(body)}\r\n"
              for rid, status, body in parts]
    return {"status": "200", "content-type": "multipart/mixed; boundary=batch_x"}, "".join(chunks) + "--batch_x--\r\n"


def mocked(*responses: tuple[dict, str], **kw) -> tuple[GmailClient, HttpMockSequence, Sleeps]:
    return mock_client(GmailClient, *responses, **kw)


def sent(http: HttpMockSequence, index: int = 0) -> tuple[str, str, dict, object]:
    """(URL without query, method, query with every value as a list, body: JSON or text) of a request."""
    uri, method, body, _headers = http.request_sequence[index]
    url = urlsplit(uri)
    try:
        parsed = json.loads(body) if body else None
    except ValueError:
        parsed = body
    return f"{url.scheme}://{url.netloc}{url.path}", method, parse_qs(url.query), parsed


def batch_lines(body: str) -> list[str]:
    """The request lines inside a batch body ("GET /gmail/v1/... HTTP/1.1")."""
    return re.findall(r"^(?:GET|POST|PUT|PATCH|DELETE) \S+ HTTP/1\.1$", body, re.M)


# --- request shapes ---------------------------------------------------------------------------------
def test_search_sends_the_query_and_labels_and_follows_pages_up_to_max_results():
    page1 = ok({"messages": [{"id": "a", "threadId": "ta"}, {"id": "b", "threadId": "tb"}], "nextPageToken": "p2"})
    page2 = ok({"messages": [{"id": "c", "threadId": "tc"}], "nextPageToken": "p3"})
    client, http, _ = mocked(page1, page2)

    found = client.search("from:avi is:unread", max_results=3, label_ids=["INBOX", "Label_1"])

    assert [m["id"] for m in found] == ["a", "b", "c"]
    url, method, query, _ = sent(http)
    assert (url, method) == (f"{API}/messages", "GET")
    assert query["q"] == ["from:avi is:unread"] and query["labelIds"] == ["INBOX", "Label_1"]
    assert query["maxResults"] == ["3"] and "pageToken" not in query
    assert sent(http, 1)[2]["pageToken"] == ["p2"] and sent(http, 1)[2]["maxResults"] == ["1"]
    assert client.calls == 2


def test_search_with_no_match_is_empty_and_sends_no_empty_query():
    client, http, _ = mocked(ok({"resultSizeEstimate": 0}))

    assert client.search("") == []
    assert "q" not in sent(http)[2] and sent(http)[2]["maxResults"] == ["10"]


def test_get_message_formats_and_raw_decoding():
    raw = b"From: a@example.com\r\nSubject: x\r\n\r\nbody \xd7\xa9\r\n"
    client, http, _ = mocked(ok(MESSAGE), ok(MESSAGE), ok({**MESSAGE, "raw": base64.urlsafe_b64encode(raw).decode()
                                                           .rstrip("=")}), ok({"id": "t1", "messages": [MESSAGE]}))

    client.get_message("m1")
    client.get_message("m1", format="metadata")
    assert client.get_raw("m1") == raw
    client.get_thread("t1")

    assert sent(http, 0)[:3] == (f"{API}/messages/m1", "GET", {"format": ["full"], "alt": ["json"]})
    assert sent(http, 1)[2]["format"] == ["metadata"]
    assert sent(http, 1)[2]["metadataHeaders"] == list(METADATA_HEADERS)
    assert "Message-ID" in METADATA_HEADERS and "In-Reply-To" in METADATA_HEADERS
    assert sent(http, 2)[2]["format"] == ["raw"] and "metadataHeaders" not in sent(http, 2)[2]
    url, _, query, _ = sent(http, 3)
    assert url == f"{API}/threads/t1" and query["format"] == ["metadata"]
    assert query["metadataHeaders"] == list(METADATA_HEADERS)


def test_get_messages_is_one_batch_request_in_order_without_the_missing():
    answer = batch_answer(("c", 200, {"id": "c"}), ("a", 200, {"id": "a"}),
                          ("gone", 404, {"error": {"code": 404, "message": "Requested entity was not found."}}))
    client, http, _ = mocked(answer)

    found = client.get_messages(["a", "gone", "c", "a"])

    assert [m["id"] for m in found] == ["a", "c"]
    url, method, _, body = sent(http)
    assert (url, method) == ("https://www.googleapis.com/batch/gmail/v1", "POST")
    lines = batch_lines(body)
    assert [urlsplit(line.split()[1]).path for line in lines] == [
        "/gmail/v1/users/me/messages/a", "/gmail/v1/users/me/messages/gone", "/gmail/v1/users/me/messages/c"]
    assert parse_qs(urlsplit(lines[0].split()[1]).query)["metadataHeaders"] == list(METADATA_HEADERS)
    assert http.request_sequence[0][3]["content-type"].startswith("multipart/mixed")
    assert client.calls == 1


def test_get_messages_of_one_id_is_a_plain_get_and_none_is_no_request():
    client, http, _ = mocked(ok(MESSAGE), err(404, "notFound"))

    assert client.get_messages(["m1"], format="full") == [MESSAGE]
    assert client.get_messages(["m2"]) == []
    assert client.get_messages([]) == []
    assert sent(http, 0)[0] == f"{API}/messages/m1" and len(http.request_sequence) == 2


def test_a_rate_limited_part_is_fetched_again_alone_after_a_backoff():
    first = batch_answer(("a", 200, {"id": "a"}), ("b", 429, {"error": {"code": 429, "message": "Too many",
                         "errors": [{"reason": "rateLimitExceeded"}]}}))
    client, http, sleeps = mocked(first, batch_answer(("b", 200, {"id": "b"})))

    assert [m["id"] for m in client.get_messages(["a", "b"])] == ["a", "b"]
    paths = [line.split()[1].split("?")[0] for line in batch_lines(sent(http, 1)[3])]
    assert paths == ["/gmail/v1/users/me/messages/b"]
    assert len(sleeps) == 1 and client.calls == 2


def test_a_forbidden_part_fails_the_batch_without_retrying():
    answer = batch_answer(("a", 200, {"id": "a"}), ("b", 403, {"error": {"code": 403, "message": "no",
                          "errors": [{"reason": "insufficientPermissions"}]}}))
    client, _, sleeps = mocked(answer)

    with pytest.raises(GoogleError) as caught:
        client.get_messages(["a", "b"])
    assert caught.value.status == 403 and caught.value.reason == "insufficientPermissions" and sleeps == []


def test_drafts_are_created_sent_and_deleted_on_their_paths():
    message = mime.new_message(to=["avi@example.com"], subject="שלום", body="היי")
    client, http, _ = mocked(ok({"id": "r1", "message": {"id": "m9", "threadId": "t1"}}),
                             ok({"id": "m9", "threadId": "t1", "labelIds": ["SENT"]}), ({"status": "204"}, ""))

    draft = client.create_draft(message, thread_id="t1")
    sent_message = client.send_draft("r1")
    client.delete_draft("r2")

    assert draft["id"] == "r1" and sent_message["labelIds"] == ["SENT"]
    url, method, _, body = sent(http, 0)
    assert (url, method) == (f"{API}/drafts", "POST") and body["message"]["threadId"] == "t1"
    raw = base64.urlsafe_b64decode(body["message"]["raw"])
    assert email.message_from_bytes(raw, policy=email.policy.default)["Subject"] == "שלום"
    assert sent(http, 1)[:2] == (f"{API}/drafts/send", "POST") and sent(http, 1)[3] == {"id": "r1"}
    assert sent(http, 2)[:2] == (f"{API}/drafts/r2", "DELETE")


def test_a_draft_sent_already_is_not_found_and_not_retried():
    client, _, sleeps = mocked(err(404, "notFound", "Requested entity was not found."))

    with pytest.raises(NotFound) as caught:
        client.send_draft("r1")
    assert caught.value.status == 404 and str(caught.value).startswith("Gmail answered 404") and sleeps == []
    assert not any(name in vars(GmailClient) for name in ("send", "send_message", "send_raw"))


def test_modify_is_modify_for_one_id_and_batch_modify_for_several():
    client, http, _ = mocked(ok(MESSAGE), ({"status": "204"}, ""), ok({**MESSAGE, "labelIds": ["TRASH"]}))

    client.modify(["m1"], remove=["UNREAD"])
    client.modify(["m1", "m2", "m1"], add=["Label_1"], remove=["INBOX"])
    client.trash("m1")

    assert sent(http, 0)[:2] == (f"{API}/messages/m1/modify", "POST")
    assert sent(http, 0)[3] == {"addLabelIds": [], "removeLabelIds": ["UNREAD"]}
    assert sent(http, 1)[:2] == (f"{API}/messages/batchModify", "POST")
    assert sent(http, 1)[3] == {"ids": ["m1", "m2"], "addLabelIds": ["Label_1"], "removeLabelIds": ["INBOX"]}
    assert sent(http, 2)[:2] == (f"{API}/messages/m1/trash", "POST")


def test_labels_profile_and_a_taken_label_name():
    client, http, _ = mocked(ok({"labels": [{"id": "INBOX", "name": "INBOX", "type": "system"}]}),
                             ok({"emailAddress": "owner@example.com", "historyId": "77"}),
                             err(409, "duplicate", "Label name exists or conflicts"))

    assert client.labels() == [{"id": "INBOX", "name": "INBOX", "type": "system"}]
    assert client.profile()["historyId"] == "77"
    with pytest.raises(AlreadyExists):
        client.create_label("Memo")
    assert [sent(http, i)[:2] for i in range(3)] == [(f"{API}/labels", "GET"), (f"{API}/profile", "GET"),
                                                     (f"{API}/labels", "POST")]
    assert sent(http, 2)[3]["name"] == "Memo"


def test_history_follows_pages_and_keeps_each_added_message_once():
    added = {"message": {"id": "a", "threadId": "ta", "labelIds": ["INBOX", "UNREAD"]}}
    page1 = ok({"history": [{"id": "101", "messagesAdded": [added]}], "historyId": "120", "nextPageToken": "n"})
    page2 = ok({"history": [{"id": "102", "messagesAdded": [added, {"message": {"id": "b", "threadId": "tb"}}]}],
                "historyId": "121"})
    client, http, _ = mocked(page1, page2, ok({"historyId": "121"}))

    messages, newest = client.history("100")

    assert messages == [{"id": "a", "threadId": "ta", "labelIds": ["INBOX", "UNREAD"]},
                        {"id": "b", "threadId": "tb", "labelIds": []}]
    assert newest == "121"
    url, _, query, _ = sent(http)
    assert url == f"{API}/history" and query["startHistoryId"] == ["100"]
    assert query["historyTypes"] == ["messageAdded"] and query["labelId"] == ["INBOX"]
    assert sent(http, 1)[2]["pageToken"] == ["n"]
    assert client.history("121", label_id=None) == ([], "121") and "labelId" not in sent(http, 2)[2]


def test_every_request_goes_to_the_configured_endpoint(settings):
    settings.GOOGLE_API_ENDPOINT = "http://127.0.0.1:9/google-proxy/"
    client, http, _ = mocked(ok({}), ok(MESSAGE), batch_answer(("a", 200, {"id": "a"}), ("b", 200, {"id": "b"})),
                             ok({"history": []}), endpoint=None)

    client.profile()
    client.get_message("m1")
    client.get_messages(["a", "b"])
    client.history("5")

    assert client.base_url == "http://127.0.0.1:9/google-proxy/"
    assert client.batch_url == "http://127.0.0.1:9/google-proxy/batch/gmail/v1"
    uris = [uri for uri, *_ in http.request_sequence]
    assert uris[0].startswith("http://127.0.0.1:9/google-proxy/gmail/v1/users/me/profile")
    assert uris[2] == client.batch_url and all(u.startswith("http://127.0.0.1:9/google-proxy/gmail/v1/users/me/")
                                               for u in uris[:2] + uris[3:])
    assert batch_lines(sent(http, 2)[3])[0].startswith("GET /google-proxy/gmail/v1/users/me/messages/a?")


# --- errors and retries -----------------------------------------------------------------------------
def test_user_rate_limit_is_retried_with_backoff_then_succeeds():
    client, http, sleeps = mocked(err(429, "userRateLimitExceeded"), err(403, "userRateLimitExceeded"), ok(MESSAGE))

    assert client.get_message("m1") == MESSAGE
    assert client.calls == 3 and len(http.request_sequence) == 3
    assert len(sleeps) == 2 and 0.5 <= sleeps[0] <= 0.625 and 1.0 <= sleeps[1] <= 1.25


def test_rate_limit_through_every_retry_is_rate_limited():
    client, _, sleeps = mocked(*[err(429, "rateLimitExceeded", headers={"retry-after": "2"})] * 2, retries=1)

    with pytest.raises(RateLimited) as caught:
        client.search("x")
    assert caught.value.retryable and client.calls == 2 and sleeps == [2.0]


def test_401_after_a_refresh_is_a_revoked_grant():
    creds = gcreds.credentials_from_info({"token": "old", "refresh_token": "r", "client_id": "c",
                                          "client_secret": "s", "token_uri": "https://oauth2.googleapis.com/token",
                                          "expiry": "2099-01-01T00:00:00Z"})
    token = ({"status": "200"}, json.dumps({"access_token": "new", "expires_in": 3600}))
    http = HttpMockSequence([err(401, "authError"), token, err(401, "authError"), token, err(401, "authError")])
    client = GmailClient(creds, http=http, sleep=Sleeps(), endpoint="https://www.googleapis.com")

    with pytest.raises(GrantRevoked) as caught:
        client.profile()
    assert caught.value.status == 401 and client.calls == 1
    assert http.request_sequence[4][3]["authorization"] == "Bearer new"


def test_calendar_and_gmail_share_the_client_but_name_their_service():
    gmail, _, _ = mocked(err(404, "notFound"))
    calendar = CalendarClient(http=HttpMockSequence([err(404, "notFound")]), endpoint="https://www.googleapis.com")

    with pytest.raises(NotFound) as from_gmail:
        gmail.get_message("x")
    with pytest.raises(NotFound) as from_calendar:
        calendar.get_event("abcde")
    assert str(from_gmail.value).startswith("Gmail answered 404")
    assert str(from_calendar.value).startswith("Google Calendar answered 404")
    assert type(gmail)._execute is type(calendar)._execute


# --- against the local fake of Google ---------------------------------------------------------------
@pytest.fixture
def fake_google(settings, monkeypatch):
    with running_fake_google() as fake:
        configure(settings, monkeypatch, fake)
        fake.refresh_tokens[REFRESH_TOKEN] = [GMAIL_SCOPE]
        yield fake


def client_for(fake, **kw) -> GmailClient:
    return GmailClient(gcreds.credentials_from_info(fake.user_info(scopes=[GMAIL_SCOPE], **kw)), sleep=Sleeps())


def test_search_understands_gmails_query_language(fake_google):
    gmail = fake_google.gmail
    now = datetime.now(UTC)
    avi = gmail.seed_mail(sender="Avi Cohen <avi@example.com>", to="owner@example.com", subject="Budget 2027",
                          body="The numbers for next year", date=now - timedelta(days=1))
    dana = gmail.seed_mail(sender="דנה <dana@example.com>", to="owner@example.com", subject="ארוחת ערב",
                           body="נפגשים ביום שישי", attachments=["menu.pdf"], labels=("INBOX",),
                           date=now - timedelta(days=3))
    old = gmail.seed_mail(sender="bank@example.com", to="owner@example.com", subject="Statement",
                          body="Your monthly statement", labels=("INBOX", "Finance"),
                          date=datetime(2025, 1, 5, tzinfo=UTC))
    client = client_for(fake_google)

    def ids(query: str) -> list[str]:
        return [m["id"] for m in client.search(query, max_results=50)]

    assert ids("") == [avi["id"], dana["id"], old["id"]]  # newest first
    assert ids("from:avi") == ids('from:"Avi Cohen"') == ids("from:avi@example.com") == [avi["id"]]
    assert ids("from:דנה") == ids("ארוחת") == ids('"ביום שישי"') == [dana["id"]]
    assert ids("subject:budget numbers") == [avi["id"]] and ids("budget dinner") == []
    assert ids("is:unread") == [avi["id"]] and ids("is:read") == [dana["id"], old["id"]]
    assert ids("has:attachment") == [dana["id"]] and ids("label:finance") == [old["id"]]
    assert ids("newer_than:2d") == [avi["id"]] and ids("before:2025/02/01") == [old["id"]]
    assert ids(f"after:{int((now - timedelta(days=4)).timestamp())}") == [avi["id"], dana["id"]]
    assert ids("to:owner@example.com in:inbox -from:bank") == [avi["id"], dana["id"]]

    client.trash(avi["id"])
    assert ids("from:avi") == [] and ids("in:trash") == [avi["id"]]
    assert [m["id"] for m in client.search("", label_ids=["INBOX"])] == [dana["id"], old["id"]]


def test_pages_of_a_search_are_followed_when_gmail_returns_fewer(fake_google):
    for n in range(5):
        fake_google.gmail.seed_mail(sender="a@example.com", to="owner@example.com", subject=f"n{n}", body="x")
    fake_google.page_size = 2
    client = client_for(fake_google)

    found = client.search("", max_results=4)

    assert len(found) == 4 and client.calls == 2
    assert [r.query.get("pageToken") for r in fake_google.gmail.gmail_requests()] == [None, "2"]


def test_get_messages_reads_several_in_one_batch_over_http(fake_google):
    seeded = [fake_google.gmail.seed_mail(sender=f"s{n}@example.com", to="owner@example.com", subject=f"Hello {n}",
                                          body=f"body {n}") for n in range(3)]
    client = client_for(fake_google)

    found = client.get_messages([seeded[2]["id"], "18c0ffffffffffff", seeded[0]["id"], seeded[1]["id"]])

    assert [m["id"] for m in found] == [seeded[2]["id"], seeded[0]["id"], seeded[1]["id"]]
    mails = [mime.parse_message(m) for m in found]
    assert [m.subject for m in mails] == ["Hello 2", "Hello 0", "Hello 1"] and mails[0].text == ""
    assert mails[0].sender_address == "s2@example.com" and mails[0].message_id.startswith("<")
    requests = fake_google.gmail.gmail_requests()
    assert client.calls == 1 and [r.path for r in requests] == ["/batch/gmail/v1"]
    assert [p.status for p in requests[0].parts] == [200, 404, 200, 200]
    assert requests[0].parts[0].params["metadataHeaders"] == list(METADATA_HEADERS)


def test_a_batch_part_throttled_by_gmail_is_fetched_again(fake_google):
    seeded = [fake_google.gmail.seed_mail(sender="a@example.com", to="owner@example.com", subject=f"s{n}", body="x")
              for n in range(3)]
    fake_google.fail_next(429, path=f"/gmail/v1/users/me/messages/{seeded[1]['id']}")
    client = client_for(fake_google)

    found = client.get_messages([m["id"] for m in seeded], format="full")

    assert [m["id"] for m in found] == [m["id"] for m in seeded]
    batches = fake_google.gmail.gmail_requests()
    assert client.calls == 2 and [len(b.parts) for b in batches] == [3, 1]
    assert batches[1].parts[0].path.endswith(seeded[1]["id"]) and len(client.sleep) == 1


def test_reply_in_thread_as_a_draft_then_sent_once(fake_google):
    gmail = fake_google.gmail
    incoming = gmail.seed_mail(sender="אבי כהן <avi@example.com>", to="owner@example.com, dana@example.com",
                               subject="פגישה מחר", body="נפגשים ב-10?", message_id="<q1@example.com>")
    client = client_for(fake_google)
    original = mime.parse_message(client.get_message(incoming["id"]))
    assert (original.subject, original.text, original.sender_name) == ("פגישה מחר", "נפגשים ב-10?", "אבי כהן")

    reply = mime.reply_message(original, body="כן, נתראה", own_address=client.profile()["emailAddress"],
                               reply_all=True)
    draft = client.create_draft(reply, thread_id=original.thread_id)
    assert [d["id"] for d in gmail.drafts()] == [draft["id"]] and gmail.sent_mail() == []
    sent_message = client.send_draft(draft["id"])

    assert sent_message["threadId"] == incoming["threadId"] and sent_message["labelIds"] == ["SENT"]
    (out,) = gmail.sent_mail()
    assert out["Subject"] == "Re: פגישה מחר" and out["In-Reply-To"] == "<q1@example.com>"
    assert out["To"] == "avi@example.com" and out["Cc"] == "dana@example.com"
    assert out["From"] == "owner@example.com" and out["Message-ID"]  # Gmail fills them in
    assert "כן, נתראה" in out.get_body(("plain",)).get_content()
    with pytest.raises(NotFound):
        client.send_draft(draft["id"])
    assert gmail.drafts() == [] and len(gmail.sent_mail()) == 1
    thread = client.get_thread(incoming["threadId"])
    assert [m["id"] for m in thread["messages"]] == [incoming["id"], sent_message["id"]]


def test_a_send_that_timed_out_after_gmail_sent_is_not_sent_again(fake_google, settings):
    settings.GOOGLE_TIMEOUT_SECONDS = 0.3
    client = client_for(fake_google)
    draft = client.create_draft(mime.new_message(to=["avi@example.com"], subject="Once", body="only once"))
    fake_google.hold_after(2.0, path="/gmail/v1/users/me/drafts/send")

    with pytest.raises(NotFound):  # the retry finds the draft gone: callers read that as "already sent"
        client.send_draft(draft["id"])

    assert [m["Subject"] for m in fake_google.gmail.sent_mail()] == ["Once"]
    assert [r.status for r in fake_google.gmail.gmail_requests() if r.path.endswith("/send")] == [200, 404]


def test_forward_sends_the_original_whole_as_an_attachment(fake_google):
    pdf = ("invoice.pdf", b"%PDF-1.4", "application/pdf")
    incoming = fake_google.gmail.seed_mail(sender="bill@example.com", to="owner@example.com", subject="Invoice 7",
                                           body="Attached", attachments=[pdf])
    client = client_for(fake_google)
    original = mime.parse_message(client.get_message(incoming["id"]))
    assert original.attachments == ["invoice.pdf"]

    forward = mime.forward_message(client.get_raw(incoming["id"]), original, to=["acct@example.com"], note="FYI")
    client.send_draft(client.create_draft(forward)["id"])

    (out,) = fake_google.gmail.sent_mail()
    assert out["Subject"] == "Fwd: Invoice 7"
    inner = next(p for p in out.walk() if p.get_content_type() == "message/rfc822").get_content()
    assert inner["Subject"] == "Invoice 7" and [p.get_filename() for p in inner.iter_attachments()] == ["invoice.pdf"]


def test_labels_modify_and_trash_round_trip(fake_google):
    gmail = fake_google.gmail
    a = gmail.seed_mail(sender="a@example.com", to="owner@example.com", subject="a", body="x")
    b = gmail.seed_mail(sender="b@example.com", to="owner@example.com", subject="b", body="y")
    client = client_for(fake_google)

    label = client.create_label("Memo/Handled")
    with pytest.raises(AlreadyExists):
        client.create_label("memo/handled")
    assert {"id": label["id"], "name": "Memo/Handled", "type": "user"}.items() <= next(
        item for item in client.labels() if item["id"] == label["id"]).items()
    client.modify([a["id"]], remove=["UNREAD"])
    client.modify([a["id"], b["id"]], add=[label["id"]], remove=["INBOX"])
    with pytest.raises(GoogleError) as caught:
        client.modify([a["id"]], add=["Label_404"])
    assert caught.value.status == 400

    assert gmail.labels_of(a["id"]) == [label["id"]] and gmail.labels_of(b["id"]) == ["UNREAD", label["id"]]
    assert client.trash(b["id"])["labelIds"] == ["UNREAD", label["id"], "TRASH"]
    assert [m["id"] for m in client.search("label:memo-handled")] == [a["id"]]


def test_history_reports_new_inbox_mail_since_a_history_id(fake_google):
    gmail = fake_google.gmail
    client = client_for(fake_google)
    start = client.profile()["historyId"]
    first = gmail.seed_mail(sender="a@example.com", to="owner@example.com", subject="one", body="1")
    client.send_draft(client.create_draft(mime.new_message(to=["x@example.com"], subject="out", body="o"))["id"])
    second = gmail.seed_mail(sender="b@example.com", to="owner@example.com", subject="two", body="2")
    client.modify([first["id"]], remove=["UNREAD"])

    added, newest = client.history(start)

    assert [m["id"] for m in added] == [first["id"], second["id"]]  # the sent mail is not in the inbox
    assert added[0]["labelIds"] == ["INBOX", "UNREAD"] and newest == client.profile()["historyId"]
    assert client.history(newest) == ([], newest)
    gmail.forget_history()
    with pytest.raises(NotFound):
        client.history(newest)


def test_html_only_mail_from_gmail_reads_as_text(fake_google):
    incoming = fake_google.gmail.seed_mail(sender="news@example.com", to="owner@example.com", subject="News", body="",
                                           html="<p>Hello <b>there</b></p><p><a href='https://e.x/y'>More</a></p>")
    client = client_for(fake_google)

    mail = mime.parse_message(client.get_message(incoming["id"]))

    assert mail.text == "Hello there\n\nMore (https://e.x/y)" and mail.snippet.startswith("Hello there")


def test_rate_limits_from_gmail_are_waited_out(fake_google):
    fake_google.gmail.seed_mail(sender="a@example.com", to="owner@example.com", subject="s", body="x")
    fake_google.fail_next(429, times=2, path="/gmail/")
    client = client_for(fake_google)

    assert len(client.search("")) == 1 and client.calls == 3 and len(client.sleep) == 2


def test_a_rejected_access_token_is_refreshed_for_a_batch(fake_google):
    seeded = [fake_google.gmail.seed_mail(sender="a@example.com", to="owner@example.com", subject=f"s{n}", body="x")
              for n in range(2)]
    client = client_for(fake_google)
    fake_google.access_tokens.clear()

    assert len(client.get_messages([m["id"] for m in seeded])) == 2
    # The batch is refused, refreshed and sent again; its parts still carry the old token (a part's
    # header overrides the batch's), so googleapiclient refreshes once more and sends them again.
    batches = fake_google.gmail.gmail_requests()
    assert [b.status for b in batches] == [401, 200, 200]
    assert [[p.status for p in b.parts] for b in batches] == [[], [401, 401], [200, 200]]
    assert client.calls == 1 and len(fake_google.token_requests("refresh_token")) == 2


def test_revoked_grant_is_grant_revoked_before_any_gmail_request(fake_google):
    client = client_for(fake_google, expired=True)
    fake_google.invalid_grant = True

    with pytest.raises(GrantRevoked):
        client.profile()
    assert fake_google.gmail.gmail_requests() == []


def test_the_fake_keeps_mail_sent_with_messages_send_as_sent(fake_google):
    # Memo's client has no messages.send; the fake answers it as Gmail does, for code that reads sent mail.
    raw = mime.encode(mime.new_message(to=["owner@example.com"], cc=["avi@example.com"], subject="Note", body="n"))
    response, content = httplib2.Http().request(
        fake_google.url + "/gmail/v1/users/me/messages/send", "POST", body=json.dumps({"raw": raw}),
        headers={"authorization": f"Bearer {ACCESS_TOKEN}", "content-type": "application/json"})
    refused, _ = httplib2.Http().request(
        fake_google.url + "/gmail/v1/users/me/messages/send", "POST",
        body=json.dumps({"raw": mime.encode(mime.new_message(to=[], subject="x", body="y"))}),
        headers={"authorization": f"Bearer {ACCESS_TOKEN}", "content-type": "application/json"})

    assert response.status == 200 and refused.status == 400
    sent_message = json.loads(content)
    assert fake_google.gmail.labels_of(sent_message["id"]) == ["SENT", "INBOX", "UNREAD"]  # sent to oneself
    (out,) = fake_google.gmail.sent_mail()
    assert out["Subject"] == "Note" and out["From"] == "owner@example.com" and out["Message-ID"]
