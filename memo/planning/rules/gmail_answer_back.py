"""A reply to an email described in the sentence before: "There is an email from the community centre asking if I
will come to the party. Please answer them that yes, I will come with my husband", "קיבלתי מייל מהוועד ששואל אם אני
מגיעה. תעני להם שכן".

"answer them" alone names no email (it is asked about); the sentence before names the sender, and the reply goes to
their email. Only a sentence that is about one email from someone counts, and only a reply that points at a person
("them", "her", "להם") with its words said.
"""

from __future__ import annotations

import re
from dataclasses import replace

from memo.planning.gmail_query import sender
from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext

_HE = r"\u05D0-\u05EA"
# "there is an email from X (asking ...)", "I got an email from X ...", "X sent me an email (asking ...)".
_ABOUT_EN = r"(?:\s+(?:asking|about|regarding|saying|inviting|to\s+ask|that|with|which|who)\b.*)?"
_EMAIL_FROM_EN = re.compile(
    rf"^(?:(?:there(?:'s|\s+is)|i\s+(?:got|received|have|just\s+got))\s+(?:an?\s+)?(?:new\s+)?(?:e-?mail|mail|message)"
    rf"\s+from\s+(?P<who>(?:the\s+|my\s+|our\s+)?[\w'.&-]+(?:\s+(?!(?:asking|about|regarding|saying|inviting|to|that"
    rf"|with|which|who)\b)[\w'.&-]+){{0,2}}){_ABOUT_EN}"
    rf"|(?P<who2>(?:the\s+|my\s+|our\s+)?[\w'.&-]+(?:\s+[\w'.&-]+)?)\s+(?:sent|wrote)\s+me\s+(?:an?\s+)?(?:e-?mail|mail)"
    rf"{_ABOUT_EN})\s*[.!]*$", re.I)
_EMAIL_FROM_HE = re.compile(
    rf"^(?:יש\s+(?:לי\s+)?|קיבלתי\s+|הגיע\s+(?:לי\s+)?)(?:מייל|אימייל|הודעה)\s+(?:חדש(?:ה)?\s+)?מ-?(?P<who>[{_HE}'\"-]+"
    rf"(?:\s+(?!ש|על\b|לגבי\b)[{_HE}'\"-]+)?)(?:\s+(?:ש|על\s|לגבי\s|בנושא\s).*)?\s*[.!]*$")
_TO_PERSON = re.compile(r"\b(?:answer|reply\s+to|respond\s+to|write\s+back\s+to|tell)\s+(?:them|him|her)\b"
                        rf"|(?<![{_HE}])(?:תעני|תענה|תשיבי|תשיב|תגידי|תגיד|תכתבי|תכתוב)\s+(?:להם|לו|לה|להן)(?![{_HE}])",
                        re.I)
_SENTENCE = re.compile(r"(?<=[.!?])\s+")


@grammar
def answer_back(ctx: RuleContext) -> Intent | None:
    parts = _SENTENCE.split(ctx.text.strip(), maxsplit=1)
    if len(parts) != 2 or not _TO_PERSON.search(parts[1]):
        return None
    m = _EMAIL_FROM_EN.match(parts[0]) or _EMAIL_FROM_HE.match(parts[0])
    if m is None:
        return None
    from memo.planning.rules.gmail import reply_email

    intent = reply_email(replace(ctx, raw=parts[1]))
    if intent is None or intent.action != "reply" or intent.missing != ["query"] or not intent.args.get("body"):
        return None
    who = re.sub(r"^ה(?=\S{3,}$)", "", (m.groupdict().get("who") or m.groupdict().get("who2") or "").strip())
    intent.args["query"] = f"from:{sender(who)}"
    intent.missing = []
    intent.confidence = min(intent.confidence, 0.88)
    intent.decided_by = f"grammar gmail_answer_back.answer_back; the email from {parts[0]!r}"
    return intent
