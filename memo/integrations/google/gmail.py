"""The one client for Gmail v1: search, read, draft and send, labels, history; Google's own dicts.

Transport, timeouts, retries with backoff, typed errors and call counting are `GoogleApiClient`'s
(memo/integrations/google/api.py), the same as for Calendar. Gmail's discovery servicePath is empty
(each method's path starts with "gmail/v1/"), so requests go to ``settings.GOOGLE_API_ENDPOINT`` +
"gmail/v1/users/me/...". Batches go to "<endpoint>/batch/gmail/v1", Gmail's own batch path:
googleapiclient's ``new_batch_http_request`` would post to the discovery rootUrl
(gmail.googleapis.com) whatever the endpoint, so the batch is built here with the endpoint's URL.

Mail goes out only as ``drafts.send`` of a draft created first: a send retried after a timeout that
Gmail did act on finds the draft gone (404, `NotFound`) instead of sending the mail twice. There is
deliberately no ``messages.send`` here.
"""

from __future__ import annotations

import base64
import time
from collections.abc import Callable, Iterable
from email.message import EmailMessage
from typing import Any

from google.oauth2.credentials import Credentials
from googleapiclient.errors import BatchError, HttpError
from googleapiclient.http import BatchHttpRequest

from memo.integrations.google.api import GoogleApiClient
from memo.integrations.google.errors import GoogleError, NotFound, for_status
from memo.integrations.google.mime import encode

SERVICE_PATH = ""
BATCH_PATH = "batch/gmail/v1"
# What Memo reads of a message in metadata format (a list, a digest, a reply's threading).
METADATA_HEADERS = ("From", "To", "Cc", "Subject", "Date", "Message-ID", "References", "In-Reply-To", "Reply-To")
BATCH_LIMIT = 50  # Gmail throttles larger batches (it takes 100 at most)
BATCH_MODIFY_LIMIT = 1000  # ids per messages.batchModify


class GmailClient(GoogleApiClient):
    """Gmail v1 on the mailbox of the account `credentials` belong to (`user_id` "me").

    `http` replaces the transport (googleapiclient's HttpMockSequence in tests); with `credentials` as
    well, it is wrapped so that google-auth authorizes and refreshes over it.
    """

    service_name = "Gmail"
    api_name, api_version, service_path = "gmail", "v1", SERVICE_PATH
    page_limit = 500  # messages.list and history.list take maxResults up to 500

    def __init__(self, credentials: Credentials | None = None, *, http: Any | None = None,
                 endpoint: str | None = None, timeout: float | None = None, retries: int | None = None,
                 backoff: float | None = None, sleep: Callable[[float], None] = time.sleep,
                 user_id: str = "me") -> None:
        super().__init__(credentials, http=http, endpoint=endpoint, timeout=timeout, retries=retries,
                         backoff=backoff, sleep=sleep)
        self.user_id = user_id
        self.batch_url = self.base_url + BATCH_PATH
        self._users = self.build_service().users()

    # --- reading ----------------------------------------------------------------------------------
    def profile(self) -> dict[str, Any]:
        """The mailbox: {"emailAddress", "messagesTotal", "threadsTotal", "historyId"}."""
        return self._execute(lambda: self._users.getProfile(userId=self.user_id))

    def search(self, query: str, *, max_results: int = 10, label_ids: list[str] | None = None) -> list[dict[str, Any]]:
        """Messages matching a Gmail search (`query` as typed in Gmail's search box), newest first:
        [{"id", "threadId"}], at most `max_results`, pages followed. Spam and trash are left out unless
        the query asks for them ("in:trash")."""
        params: dict[str, Any] = {"userId": self.user_id}
        if query:
            params["q"] = query
        if label_ids:
            params["labelIds"] = list(label_ids)
        return self._pages(self._users.messages().list, params, max_results, key="messages")

    def get_message(self, message_id: str, *, format: str = "full") -> dict[str, Any]:
        """One message resource ("full": headers and the parts tree with bodies; "metadata": the
        headers Memo reads; "raw": the RFC 822 bytes base64url-encoded). NotFound when there is none."""
        return self._execute(lambda: self._get_request(message_id, format))

    def get_messages(self, ids: Iterable[str], *, format: str = "metadata") -> list[dict[str, Any]]:
        """Several messages in one batch request (one per 50 ids), in the order asked; ids Gmail does not
        know (404) are left out. A single id is a plain get."""
        wanted = list(dict.fromkeys(ids))
        if len(wanted) == 1:
            try:
                return [self.get_message(wanted[0], format=format)]
            except NotFound:
                return []
        found: dict[str, dict[str, Any]] = {}
        for start in range(0, len(wanted), BATCH_LIMIT):
            call = _BatchGet(self, wanted[start:start + BATCH_LIMIT], format, found)
            self._execute(lambda call=call: call)
        return [found[i] for i in wanted if i in found]

    def get_raw(self, message_id: str) -> bytes:
        """The message's RFC 822 bytes, as Gmail stores them (to forward it whole)."""
        raw = self.get_message(message_id, format="raw").get("raw") or ""
        return base64.urlsafe_b64decode(raw + "=" * (-len(raw) % 4))

    def get_thread(self, thread_id: str, *, format: str = "metadata") -> dict[str, Any]:
        """A thread: {"id", "historyId", "messages": [...]} oldest message first."""
        params: dict[str, Any] = {"userId": self.user_id, "id": thread_id, "format": format}
        if format == "metadata":
            params["metadataHeaders"] = list(METADATA_HEADERS)
        return self._execute(lambda: self._users.threads().get(**params))

    def history(self, start_history_id: str, *, label_id: str | None = "INBOX") -> tuple[list[dict[str, Any]], str]:
        """Messages added to the mailbox (under `label_id`) since `start_history_id`, oldest first, each
        once: ([{"id", "threadId", "labelIds"}], the mailbox's newest historyId to start from next).

        NotFound (404) when `start_history_id` is older than Gmail keeps (about a week): the caller
        starts over from a search and `profile()["historyId"]`.
        """
        params: dict[str, Any] = {"userId": self.user_id, "startHistoryId": start_history_id,
                                  "historyTypes": ["messageAdded"], "maxResults": self.page_limit}
        if label_id:
            params["labelId"] = label_id
        added: dict[str, dict[str, Any]] = {}
        newest = str(start_history_id)
        token: str | None = None
        while True:
            page = self._execute(lambda t=token: self._users.history().list(**params, pageToken=t))
            for record in page.get("history") or []:
                for item in record.get("messagesAdded") or []:
                    message = item.get("message") or {}
                    if message.get("id") and message["id"] not in added:
                        added[message["id"]] = {"id": message["id"], "threadId": message.get("threadId", ""),
                                                "labelIds": list(message.get("labelIds") or [])}
            newest = str(page.get("historyId") or newest)
            token = page.get("nextPageToken")
            if not token:
                return list(added.values()), newest

    def labels(self) -> list[dict[str, Any]]:
        """Every label of the mailbox, system ones too: [{"id", "name", "type": "system" | "user"}]."""
        return self._execute(lambda: self._users.labels().list(userId=self.user_id)).get("labels") or []

    # --- writing ----------------------------------------------------------------------------------
    def create_draft(self, message: EmailMessage, *, thread_id: str | None = None) -> dict[str, Any]:
        """Save `message` as a draft (in `thread_id` when it replies): {"id", "message": {"id", "threadId"}}."""
        body: dict[str, Any] = {"message": {"raw": encode(message)}}
        if thread_id:
            body["message"]["threadId"] = thread_id
        return self._execute(lambda: self._users.drafts().create(userId=self.user_id, body=body))

    def send_draft(self, draft_id: str) -> dict[str, Any]:
        """Send a draft; the sent message {"id", "threadId", "labelIds"}. A draft sent (or deleted) already
        is NotFound: a retried send never sends twice."""
        return self._execute(lambda: self._users.drafts().send(userId=self.user_id, body={"id": draft_id}))

    def delete_draft(self, draft_id: str) -> None:
        """Discard a draft for good (NotFound when it is gone already)."""
        self._execute(lambda: self._users.drafts().delete(userId=self.user_id, id=draft_id))

    def modify(self, ids: Iterable[str], *, add: Iterable[str] = (), remove: Iterable[str] = ()) -> None:
        """Add and remove label ids on messages ("UNREAD" removed: marked read): one id is
        messages.modify, several are messages.batchModify."""
        wanted = list(dict.fromkeys(ids))
        labels = {"addLabelIds": list(add), "removeLabelIds": list(remove)}
        if len(wanted) == 1:
            self._execute(lambda: self._users.messages().modify(userId=self.user_id, id=wanted[0], body=labels))
            return
        for start in range(0, len(wanted), BATCH_MODIFY_LIMIT):
            body = {"ids": wanted[start:start + BATCH_MODIFY_LIMIT], **labels}
            self._execute(lambda body=body: self._users.messages().batchModify(userId=self.user_id, body=body))

    def trash(self, message_id: str) -> dict[str, Any]:
        """Move a message to the trash (Gmail empties it after 30 days; never a permanent delete here)."""
        return self._execute(lambda: self._users.messages().trash(userId=self.user_id, id=message_id))

    def create_label(self, name: str) -> dict[str, Any]:
        """A new user label shown in the label list: {"id", "name", "type": "user"}; AlreadyExists (409)
        when a label has that name."""
        body = {"name": name, "labelListVisibility": "labelShow", "messageListVisibility": "show"}
        return self._execute(lambda: self._users.labels().create(userId=self.user_id, body=body))

    # --- plumbing ---------------------------------------------------------------------------------
    def _get_request(self, message_id: str, format: str) -> Any:
        params: dict[str, Any] = {"userId": self.user_id, "id": message_id, "format": format}
        if format == "metadata":
            params["metadataHeaders"] = list(METADATA_HEADERS)
        return self._users.messages().get(**params)


class _BatchGet:
    """One attempt at a batch of messages.get, shaped like an HttpRequest for `_execute`.

    Each attempt asks only for the ids still missing: answers land in `found`, ids Gmail does not
    know are dropped, and a part that failed is raised as its HttpError once the batch is read, so
    that `_execute` retries (429, 5xx: only the failed ids again) or gives up with the typed error.
    """

    def __init__(self, client: GmailClient, ids: list[str], format: str, found: dict[str, dict[str, Any]]) -> None:
        self.client, self.pending, self.format, self.found = client, list(ids), format, found

    def execute(self, num_retries: int = 0) -> None:
        failures: list[HttpError] = []

        def done(request_id: str, response: Any, exception: HttpError | None) -> None:
            if exception is None:
                self.found[request_id] = response
            elif exception.status_code in (404, 410):
                self.pending.remove(request_id)
            else:
                failures.append(exception)

        batch = BatchHttpRequest(callback=done, batch_uri=self.client.batch_url)
        for message_id in self.pending:
            batch.add(self.client._get_request(message_id, self.format), request_id=message_id)
        try:
            batch.execute()
        except (BatchError, KeyError) as exc:  # an answer that is not multipart, or lacks a part
            raise GoogleError(f"Gmail answered a batch that could not be read: {exc!r}", reason="badBatch") from exc
        self.pending = [i for i in self.pending if i not in self.found]
        if failures:
            # A failure a retry cannot mend (403, 400) first: retrying for the others would not help.
            failures.sort(key=lambda e: for_status(e.status_code, e.content).retryable)
            raise failures[0]
