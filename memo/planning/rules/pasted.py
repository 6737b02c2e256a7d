"""A message pasted in (an SMS, a group message, a confirmation) with the user's request on its last line.

"Tel Aviv-Yafo Municipality: parking fine no. 88231 for 250 NIS. Pay by 15/12/2026\\nremind me on dec 10 at noon to
pay", "מכבי: נקבע עבורך תור לבדיקת אולטרסאונד ביום ב' 30/11 בשעה 08:45\\nתכניסי ליומן", "roni: got the milk and
bread\\ntick those off". Read as one sentence, the pasted words fill the request's slots (the clinic's address as an
event's name, the fine's due date as the reminder's time). Here the last line is read alone as the request, and
the pasted lines only fill what it points at: the time of "remind me 20 min before", the event of "calendar pls",
the fact of "save this", the items of "add to the list", whom "them" is in "do I have mail from them?".

A message is read this way only when its last line is a request of its own and the lines before it are not the
user's command (a command on the first line with items under it, "remind me tmrw:\\n…", is read as before). When
what the pasted words hold is unclear (two offered slots, no time at all), the request asks.

`rules._read_pasted` calls `read` before the grammars; the slot filling is in `pasted_fill.py`.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from memo.planning.rules.asides import replace_text
from memo.planning.rules.base import Intent, RuleContext, tidy

_HE = r"\u05D0-\u05EA"
# Who sent it, first on the pasted text: "Michal:", "דנה מהמשרד:", "from the principal's email:", "Wix:".
_SENDER = re.compile(r"^\s*(?P<who>[^\n:]{2,45}?)[ \t]*:[ \t]+(?=\S)")  # on the first line, with words after it
_SENDER_WORDS = re.compile(
    r"^(?:fwd:?\s+)?(?:from\s+(?:the\s+)?)?|\s+(?:says|said|texted|wrote|asked|writes|just\s+sent|sent)$"
    rf"|^(?:הודעה\s+)?מ(?=ה[{_HE}])|\s+(?:שואלת|שואל|כתב|כתבה|כתבו|אומרת|אומר|שלח|שלחה|בקבוצה)$"
    r"|'s\s+(?:e-?mail|message|text)$|\s+(?:e-?mail|group)$",
    re.IGNORECASE)
# A header that is no sender: a label over the pasted text ("Reminder:", "תזכורת:", "עדכון:").
_NOT_A_SENDER = re.compile(
    r"^(?:reminder|update|note|important|fyi|re|fw|fwd|תזכורת|עדכון|הודעה|שימו\s+לב|חשוב|הערה)$", re.IGNORECASE)
# Who said it, then what they said in quotation marks: "הבוס כתב לי 'great job today'", "בקבוצה שואלים '…'".
_QUOTED = re.compile(
    r"""^\s*(?P<who>[^'"“”‘’\n]{0,30}?(?:says|said|wrote|asked|texted|sent|writes|asks|שואלים|שואלת|שואל|כתב|כתבה"""
    r"""|כתבו|אמר|אמרה|שלח|שלחה)(?:\s+(?:me|us|לי|לנו))?)\s*[:,-]?\s*['"“”‘’](?P<said>[^\n]{3,}?)['"“”‘’]?\s*$""",
    re.IGNORECASE)
_MAX_REQUEST_WORDS = 30
_COMMAND_WORDS = 8
_EXCLAMATION_WORDS = 4  # a first line this short may be the user's own command over the lines under it
_URL = re.compile(r"\b(?:https?://\S+|[\w-]+\.(?:com|ly|co|io|il|org|net)(?:\.[a-z]{2})?/\S*)", re.IGNORECASE)


@dataclass(frozen=True)
class Pasted:
    """The pasted words (without who sent them), who sent them ("" when not said), and the user's request."""

    body: str
    sender: str
    request: str

    @property
    def signed(self) -> str:
        """The pasted words with their sender, as a note keeps them ("Airbnb host: WiFi …")."""
        return f"{self.sender}: {self.body}" if self.sender else self.body

    def headline(self, words: int = 10) -> str:
        """The pasted words' first sentence, short: what a reminder or an event made of them is called."""
        sentences = re.split(r"(?<=[.!?])\s+|\n", _URL.sub("", self.body).strip())
        first = sentences[0]
        if first.endswith("!") and len(first.split()) < _EXCLAMATION_WORDS and len(sentences) > 1:
            first = sentences[1]  # "You're registered! DevTLV 2026, …", "Welcome! WiFi …": the news is after
        first = re.sub(r"^(?:reminder|update|תזכורת|עדכון|הודעה)\s*[:–-]\s*", "", first, flags=re.IGNORECASE)
        kept = first.split()
        return tidy(" ".join(kept[:words]) + (" …" if len(kept) > words else ""))


def split(text: str) -> Pasted | None:
    """The pasted lines and the request on the last line, or None when the message is not of that shape."""
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    if len(lines) < 2:
        return None
    request = lines[-1]
    if len(request.split()) > _MAX_REQUEST_WORDS:
        return None
    pasted = "\n".join(lines[:-1])
    sender = ""
    found = _SENDER.match(pasted)
    if found is not None and found.end() < len(lines[0]) + 1:
        who = tidy(_SENDER_WORDS.sub("", found["who"]))
        if who and not _NOT_A_SENDER.match(who) and not re.search(r"\d", who) and len(who.split()) <= 5:
            sender, pasted = who, pasted[found.end():]
    if not sender and (quote := _QUOTED.match(pasted)) is not None:
        sender, pasted = tidy(_SENDER_WORDS.sub("", quote["who"])), quote["said"]  # "בקבוצה שואלים 'כמה זה…?'"
    # Each line tidied on its own: a pasted timetable keeps its lines.
    lines = [tidy(re.sub(r"^[\s'\"“”‘’]+|[\s'\"“”‘’]+$", "", line)) for line in pasted.splitlines()]
    body = "\n".join(line for line in lines if line)
    if len(body.split()) < 2:
        return None
    return Pasted(body=body, sender=sender, request=request)


def read(ctx: RuleContext, read_text: Callable[[RuleContext], Intent | None]) -> Intent | None:
    """The request of a pasted message with its slots filled from the pasted words, or None."""
    from memo.planning.rules import pasted_fill  # which imports this module

    pasted = split(ctx.raw)
    if pasted is None:
        return None
    first_line = ctx.raw.strip().splitlines()[0]
    short = len(first_line.split()) <= _COMMAND_WORDS
    if pasted.sender == "" and short and _commands(read_text(replace_text(ctx, first_line))):
        return None  # "remind me tmrw:\n…", "put these in the calendar:\n…": the user's command with its lines
    intent = pasted_fill.filled(ctx, pasted, read_text)
    if intent is None:
        return None
    intent.read = intent.read or pasted.request
    intent.decided_by = f"{intent.decided_by}; the last line read as the request about the pasted text above it"
    return intent


def _commands(intent: Intent | None) -> bool:
    """Whether a line is the user's own request (read by a grammar, if only to ask what is missing)."""
    return intent is not None and intent.capability != "general" and intent.confidence >= 0.5
