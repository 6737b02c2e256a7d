"""An email sent on to someone with "send" rather than "forward": "send avi@x.com the email from the school",
"send the invoice email from yesterday to dana@x.com", "שלחי לאבי avi@x.com את המייל מבית הספר".

What is sent is an email already in the mailbox ("the email from ...", "את המייל ש..."), so it is a forward of
that email, never a new email whose text is "the email from the school". A text said for it ("the email saying
...") is a new email, left to the send grammar.
"""

from __future__ import annotations

import re

from memo.planning.gmail_query import ADDR
from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.gmail_manage import email_target, listed_emails, strip_polite, without_last_words

_ADDRS = rf"{ADDR}(?:\s*(?:,|and|&|ו)\s*{ADDR})*"
_THE_MAIL_EN = (r"(?:the|that|this)\s+(?:[\w'-]+\s+){0,3}?(?:e-?mail|mail|message)\b"
                # lazy: "the email from the bank along to x@y.com" leaves "along" to the verb
                r"(?:\s+(?:from|about|regarding|re|with|i|we|that|which|you)\b.*?)?")
_THE_MAIL_HE = r"את\s+ה(?:מייל|אימייל|הודעה|הודעת\s+המייל)(?!\S)(?:\s+(?:מ|של|על|לגבי|ש|עם)\S*.*)?"
_SEND = re.compile(
    rf"^(?:send|shoot|pass)\s+(?P<to>{_ADDRS})\s+(?P<what>{_THE_MAIL_EN})$"
    rf"|^(?:send|shoot|pass)\s+(?P<what2>{_THE_MAIL_EN}?)\s+(?:over\s+|on\s+|along\s+)?to\s+(?P<to2>{_ADDRS})$"
    rf"|^(?:תשלח|תשלחי|שלח|שלחי)\s+(?:ל-?[\u05D0-\u05EA]\S*(?:\s+[\u05D0-\u05EA]\S*)?\s*,?\s*|ל-?\s*)(?P<to3>{_ADDRS})"
    rf"\s+(?P<what3>{_THE_MAIL_HE})$", re.I)
# "send the email to dana@x.com", "תשלחי לדנה את המייל": an email just shown, or else which one is asked; never a new
# email whose text is "the email".
_BARE = re.compile(r"(?:the|that|this)\s+(?:e-?mail|mail|message)|את\s+ה(?:מייל|אימייל|הודעה)", re.I)
# The email's own words said: a new email ("the email saying we're in").
_ITS_TEXT = re.compile(r"\b(?:saying|that\s+says|telling|with\s+the\s+text)\b|(?<!\S)ש(?:אומר|כתוב|אומרת)(?!\S)", re.I)


@grammar
def send_the_email(ctx: RuleContext) -> Intent | None:
    m = _SEND.match(without_last_words(strip_polite(ctx.text)).strip(" .!"))
    if m is None:
        return None
    what = next(g for g in (m["what"], m["what2"], m["what3"]) if g)
    to = re.findall(ADDR, next(g for g in (m["to"], m["to2"], m["to3"]) if g))
    if _ITS_TEXT.search(what) or not to:
        return None
    if _BARE.fullmatch(what.strip()):
        shown = listed_emails(ctx)
        args = {"operation": "forward", **({"messageId": shown[0]} if shown else {}), "to": to}
        return Intent("gmail", "forward", args, 0.93, missing=[] if shown else ["query"], risk="high",
                      needs_approval=True, entity="email")
    found = email_target(ctx, re.sub(r"^את\s+", "", what))
    if found is None or not found.args:
        return None
    args = {"operation": "forward", **found.args, "to": to}
    return Intent("gmail", "forward", args, 0.93, risk="high", needs_approval=True, entity="email")
