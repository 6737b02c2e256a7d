"""Mail in and out of Gmail: Gmail's message resources read into `Mail`, new mail built as RFC 822.

Everything goes through the standard library's ``email`` package, so encoded words (RFC 2047, how a
Hebrew subject or sender name travels), RFC 2231 filenames, charsets and transfer encodings are the
library's, never hand-rolled. Mail going out is text/plain with a text/html alternative (right to left
when the text is mostly Hebrew), UTF-8, serialised with CRLF line ends (policy SMTP), and handed to
Gmail base64url-encoded (`encode`).
"""

from __future__ import annotations

import base64
import binascii
import email
import email.policy
import html
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from email.headerregistry import Address
from email.message import EmailMessage
from email.utils import format_datetime, make_msgid, parsedate_to_datetime
from html.parser import HTMLParser
from typing import Any

POLICY = email.policy.SMTP
_REPLY_PREFIX = re.compile(r"^\s*re\s*:", re.IGNORECASE)
_FORWARD_PREFIX = re.compile(r"^\s*fwd?\s*:", re.IGNORECASE)
_HEBREW = re.compile(r"[\u0590-\u05ff]")
_LATIN = re.compile(r"[A-Za-z]")


@dataclass
class Mail:
    """One message as Memo reads it: headers decoded, addresses split out, the readable text."""

    id: str
    thread_id: str
    label_ids: list[str] = field(default_factory=list)
    sender: str = ""  # the From header as shown: "Avi Cohen <avi@example.com>"
    sender_name: str = ""  # the display name, or the address when there is none
    sender_address: str = ""
    to: list[str] = field(default_factory=list)  # addresses
    cc: list[str] = field(default_factory=list)
    reply_to: str = ""  # the Reply-To address, "" when there is none
    subject: str = ""
    date: datetime | None = None  # timezone-aware
    message_id: str = ""  # "<...@...>"
    references: str = ""
    in_reply_to: str = ""
    snippet: str = ""
    text: str = ""  # "" for a resource fetched in metadata format
    attachments: list[str] = field(default_factory=list)  # filenames

    @property
    def unread(self) -> bool:
        return "UNREAD" in self.label_ids


# --- reading ----------------------------------------------------------------------------------------
def parse_message(resource: dict[str, Any]) -> Mail:
    """A Gmail messages.get resource ("full" or "metadata" format) as a `Mail`.

    Gmail gives header values as they stand in the message (encoded words included) and bodies as
    base64url of the part's bytes in its own charset, transfer encoding already undone.
    """
    payload = resource.get("payload") or {}
    headers = _headers(payload)
    sender = _addresses("From", headers.get("from", ""))
    name, address = (sender[0].display_name, sender[0].addr_spec) if sender else ("", "")
    reply_to = _addresses("Reply-To", headers.get("reply-to", ""))
    plain: list[str] = []
    rich: list[str] = []
    attachments: list[str] = []
    _walk(payload, plain, rich, attachments)
    text = "\n\n".join(t.strip("\n") for t in plain) if plain else "\n\n".join(html_to_text(h) for h in rich)
    return Mail(
        id=str(resource.get("id") or ""),
        thread_id=str(resource.get("threadId") or ""),
        label_ids=list(resource.get("labelIds") or []),
        sender=_decoded("From", headers.get("from", "")),
        sender_name=name or address,
        sender_address=address,
        to=[a.addr_spec for a in _addresses("To", headers.get("to", ""))],
        cc=[a.addr_spec for a in _addresses("Cc", headers.get("cc", ""))],
        reply_to=reply_to[0].addr_spec if reply_to else "",
        subject=_decoded("Subject", headers.get("subject", "")),
        date=_date(resource.get("internalDate"), headers.get("date", "")),
        message_id=_unfolded(headers.get("message-id", "")),
        references=_unfolded(headers.get("references", "")),
        in_reply_to=_unfolded(headers.get("in-reply-to", "")),
        snippet=html.unescape(str(resource.get("snippet") or "")),  # Gmail escapes snippets as HTML
        text=text,
        attachments=attachments,
    )


def _headers(part: dict[str, Any]) -> dict[str, str]:
    """A part's headers by lower-case name; the first of repeated ones (Received...) is kept."""
    found: dict[str, str] = {}
    for header in part.get("headers") or []:
        found.setdefault(str(header.get("name", "")).lower(), str(header.get("value", "")))
    return found


def _decoded(name: str, value: str) -> str:
    """A header value with its encoded words decoded and folding undone."""
    if not value:
        return ""
    try:
        return " ".join(str(POLICY.header_factory(name, value)).split())
    except (ValueError, IndexError, TypeError):  # a malformed header: show it as it came
        return " ".join(value.split())


def _addresses(name: str, value: str) -> list[Address]:
    if not value:
        return []
    try:
        return [a for a in POLICY.header_factory(name, value).addresses if a.addr_spec]
    except (ValueError, IndexError, TypeError, AttributeError):
        return []


def _unfolded(value: str) -> str:
    return " ".join(value.split())


def _date(internal_date: Any, header: str) -> datetime | None:
    """When Gmail received it (internalDate, epoch ms) or else what the Date header says, aware."""
    if internal_date not in (None, ""):
        try:
            return datetime.fromtimestamp(int(internal_date) / 1000, UTC)
        except (TypeError, ValueError, OverflowError):
            pass
    try:
        moment = parsedate_to_datetime(header) if header else None
    except (TypeError, ValueError, IndexError):
        return None
    if moment is not None and moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)  # "-0000": the zone is unknown, the time is UTC
    return moment


def _walk(part: dict[str, Any], plain: list[str], rich: list[str], attachments: list[str]) -> None:
    """Collect a parts tree's readable text (text/plain and text/html) and attachment names.

    multipart/alternative gives its plain part when it has one; an attached message (message/rfc822)
    is an attachment, its text not mixed into this one's.
    """
    mime_type = str(part.get("mimeType") or "").lower()
    headers = _headers(part)
    filename = _decoded("Subject", str(part.get("filename") or ""))
    disposition = headers.get("content-disposition", "").lower()
    if filename or disposition.startswith("attachment") or mime_type == "message/rfc822":
        attachments.append(filename or ("message.eml" if mime_type == "message/rfc822" else "attachment"))
        return
    children = part.get("parts") or []
    if mime_type == "multipart/alternative" and children:
        preferred = [c for c in children if str(c.get("mimeType", "")).lower() == "text/plain"]
        for child in preferred or children:
            _walk(child, plain, rich, attachments)
        return
    if children:
        for child in children:
            _walk(child, plain, rich, attachments)
        return
    if mime_type in ("text/plain", "text/html"):
        text = _body_text(part, headers)
        if text is not None:
            (plain if mime_type == "text/plain" else rich).append(text)


def _body_text(part: dict[str, Any], headers: dict[str, str]) -> str | None:
    data = (part.get("body") or {}).get("data")
    if not data:
        return None
    try:
        raw = base64.urlsafe_b64decode(data + "=" * (-len(data) % 4))
    except (binascii.Error, ValueError):
        return None
    charset = "utf-8"
    if headers.get("content-type"):
        content_type = POLICY.header_factory("Content-Type", headers["content-type"])
        charset = content_type.params.get("charset") or charset
    try:
        return raw.decode(charset, errors="replace").replace("\r\n", "\n")
    except LookupError:  # a charset Python does not know
        return raw.decode("utf-8", errors="replace").replace("\r\n", "\n")


class _TextExtractor(HTMLParser):
    """HTML to readable text: blocks start lines, paragraphs are set apart, links keep their address."""

    _LINES = frozenset({"div", "tr", "li", "dt", "dd", "section", "article", "header", "footer", "address",
                        "center", "form", "fieldset", "main", "nav", "aside", "figure", "caption"})
    _PARAGRAPHS = frozenset({"p", "table", "ul", "ol", "dl", "blockquote", "pre", "hr",
                             "h1", "h2", "h3", "h4", "h5", "h6"})
    _HIDDEN = frozenset({"script", "style", "title", "head", "template"})

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.out: list[str] = []
        self._breaks = 2  # line ends at the end of `out` (the start counts as a paragraph's end)
        self._hidden = 0
        self._pre = 0
        self._links: list[tuple[str, int]] = []  # (href, where its text starts in `out`)

    def _break(self, count: int) -> None:
        if count > self._breaks:
            self.out.append("\n" * (count - self._breaks))
            self._breaks = count

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in self._HIDDEN:
            self._hidden += 1
        elif tag == "br":
            self.out.append("\n")
            self._breaks += 1
        elif tag in self._PARAGRAPHS or tag in self._LINES:
            self._break(2 if tag in self._PARAGRAPHS else 1)
            self._pre += tag == "pre"
            if tag == "li":
                self.out.append("- ")
        elif tag in ("td", "th"):
            self.out.append(" ")
        elif tag == "a":
            self._links.append((dict(attrs).get("href") or "", len(self.out)))

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.handle_starttag(tag, attrs)  # <br/>, <hr/>: nothing to close
        if tag in self._HIDDEN:
            self._hidden = max(0, self._hidden - 1)

    def handle_endtag(self, tag: str) -> None:
        if tag in self._HIDDEN:
            self._hidden = max(0, self._hidden - 1)
        elif tag in self._PARAGRAPHS or tag in self._LINES:
            self._break(2 if tag in self._PARAGRAPHS else 1)
            self._pre = max(0, self._pre - (tag == "pre"))
        elif tag == "a" and self._links:
            href, start = self._links.pop()
            label = " ".join("".join(self.out[start:]).split())
            target = href.removeprefix("mailto:")
            if label and href and not href.startswith("#") and target != label:
                self.out.append(f" ({target})")

    def handle_data(self, data: str) -> None:
        if self._hidden:
            return
        data = data.replace("\xa0", " ")
        if not self._pre:
            data = re.sub(r"\s+", " ", data)
        self.out.append(data)
        if data.strip():
            self._breaks = len(data) - len(data.rstrip("\n")) if self._pre else 0


def html_to_text(markup: str) -> str:
    """Readable text of an HTML mail: no script/style, a line per block, links as "text (url)"."""
    parser = _TextExtractor()
    parser.feed(markup)
    parser.close()
    lines = [line.strip() for line in "".join(parser.out).split("\n")]
    text = "\n".join(lines)
    return re.sub(r"\n{3,}", "\n\n", text).strip()


# --- writing ----------------------------------------------------------------------------------------
def new_message(*, to: Iterable[str], subject: str, body: str, sender: str | None = None,
                cc: Iterable[str] = (), bcc: Iterable[str] = ()) -> EmailMessage:
    """A new mail: text/plain with a text/html alternative, UTF-8.

    Without `sender` Gmail fills in From (the account's address) and Message-ID when it sends.
    """
    message = EmailMessage(policy=POLICY)
    if sender:
        message["From"] = sender
    message["To"] = ", ".join(to)
    cc, bcc = list(cc), list(bcc)
    if cc:
        message["Cc"] = ", ".join(cc)
    if bcc:
        message["Bcc"] = ", ".join(bcc)  # Gmail delivers to these; only the sender's copy keeps the header
    message["Subject"] = _one_line(subject)
    message["Date"] = format_datetime(datetime.now(UTC))
    if sender:
        # make_msgid without a domain asks the resolver for this host's name: the sender's domain serves.
        domain = _address_of(sender).rpartition("@")[2] or "mail.gmail.com"
        message["Message-ID"] = make_msgid(domain=domain)
    _set_body(message, body)
    return message


def _set_body(message: EmailMessage, text: str, *, quote: str = "", quote_html: str = "") -> None:
    """The plain part (`text`, then `quote`) and the HTML one: `text` right to left when it is mostly
    Hebrew (the direction is the new text's, whatever a quoted original is written in)."""
    message.set_content(f"{text.rstrip()}\n\n{quote}" if quote else text, charset="utf-8")
    direction = ' dir="rtl"' if is_mostly_hebrew(text) else ""
    markup = f"<html><body><div{direction}>{_html_lines(text)}</div>{quote_html}</body></html>\n"
    message.add_alternative(markup, subtype="html", charset="utf-8")


def _one_line(subject: str) -> str:
    """A subject as one line: a header may not hold a line break (the email package refuses it)."""
    return " ".join(subject.split())


def _html_lines(text: str) -> str:
    return "<br>\n".join(html.escape(line) for line in text.rstrip("\n").split("\n"))


def is_mostly_hebrew(text: str) -> bool:
    """More Hebrew letters than Latin ones: the text reads right to left."""
    hebrew = len(_HEBREW.findall(text))
    return hebrew > 0 and hebrew >= len(_LATIN.findall(text))


def _address_of(value: str) -> str:
    found = _addresses("From", value)
    return found[0].addr_spec if found else value.strip()


def reply_recipients(original: Mail, own_address: str, *, reply_all: bool = False) -> tuple[list[str], list[str]]:
    """(to, cc) of a reply: to the Reply-To or the sender; with `reply_all` the original To and Cc are
    copied. The account's own address is never among them, and no address comes twice.

    A reply to mail the account sent itself goes to that mail's recipients, as Gmail does.
    """
    own = own_address.strip().casefold()
    target = original.reply_to or original.sender_address
    to = [target] if target and target.casefold() != own else list(original.to)
    cc = list(original.to) + list(original.cc) if reply_all else []
    seen = {own}
    to, cc = _unique(to, seen), _unique(cc, seen)
    return to, cc


def _unique(addresses: Iterable[str], seen: set[str]) -> list[str]:
    kept: list[str] = []
    for address in addresses:
        key = address.strip().casefold()
        if key and key not in seen:
            seen.add(key)
            kept.append(address.strip())
    return kept


def reply_message(original: Mail, *, body: str, own_address: str, reply_all: bool = False,
                  sender: str | None = None) -> EmailMessage:
    """A reply in the original's thread: "Re:" subject, In-Reply-To and References set, the original
    quoted below the new text."""
    to, cc = reply_recipients(original, own_address, reply_all=reply_all)
    subject = _one_line(original.subject)
    subject = subject if _REPLY_PREFIX.match(subject) else f"Re: {subject}"
    message = EmailMessage(policy=POLICY)
    if sender:
        message["From"] = sender
    message["To"] = ", ".join(to)
    if cc:
        message["Cc"] = ", ".join(cc)
    message["Subject"] = subject
    message["Date"] = format_datetime(datetime.now(UTC))
    if original.message_id:
        message["In-Reply-To"] = original.message_id
        message["References"] = " ".join(filter(None, [original.references, original.message_id]))
    attribution = f"{original.sender} wrote:"
    if original.date is not None:
        attribution = f"On {format_datetime(original.date)}, {attribution}"
    quoted = (original.text or original.snippet).rstrip("\n")
    quote = "\n".join([attribution, *(f"> {line}" if line else ">" for line in quoted.split("\n"))]) + "\n"
    quote_dir = ' dir="rtl"' if is_mostly_hebrew(quoted) else ""
    quote_html = (f'<br><div class="gmail_quote">{html.escape(attribution)}<blockquote{quote_dir} '
                  'style="margin:0 0 0 .8ex;border-left:1px solid #ccc;padding-left:1ex">'
                  f"{_html_lines(quoted)}</blockquote></div>")
    _set_body(message, body.rstrip(), quote=quote, quote_html=quote_html)
    return message


def forward_message(original_raw: bytes, original: Mail, *, to: Iterable[str], note: str = "",
                    sender: str | None = None) -> EmailMessage:
    """The original mail forwarded whole: "Fwd:" subject, `note` as the text, the original attached as
    message/rfc822 (its own headers, parts and attachments intact)."""
    subject = _one_line(original.subject)
    subject = subject if _FORWARD_PREFIX.match(subject) else f"Fwd: {subject}"
    message = new_message(to=to, subject=subject, body=note, sender=sender)
    attached = email.message_from_bytes(original_raw, policy=POLICY)
    name = re.sub(r'[\\/:*?"<>|\r\n]+', " ", original.subject).strip() or "message"
    message.add_attachment(attached, disposition="attachment", filename=f"{name[:80]}.eml")
    return message


def encode(message: EmailMessage) -> str:
    """The message as Gmail's "raw": base64url of its RFC 822 bytes."""
    return base64.urlsafe_b64encode(message.as_bytes(policy=POLICY)).decode("ascii")

