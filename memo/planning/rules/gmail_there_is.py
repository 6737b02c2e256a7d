"""Whether a described email is there: "is there an invoice request from the wedding planner in my inbox", "check if
there's a payment confirmation email", "any shipping update email from amazon?".

The other Gmail grammars want the mail word right after "is there a" ("is there an email from ...") or a thing mail
brings alone ("is there an invoice from ..."). Here the words that describe the email come first, then a mail word
("a payment confirmation email") or where it would be ("... in my inbox"): either says the question is about the
mailbox, so it is a Gmail search for those words. Without one ("check if there's a payment confirmation") the
question may be about anything and is left to the others.
"""

from __future__ import annotations

import re

from memo.planning.gmail_query import gmail_query
from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.gmail_manage import MAIL_EN, strip_polite, without_last_words

_ASK = r"(?:(?:check|see|look|find\s+out|tell\s+me|let\s+me\s+know)\s+(?:if|whether)\s+)"
_THERE = (r"(?:is\s+there|are\s+there|there\s+is|there\s+are|there'?s|theres|there\s+was|any|got\s+any"
          r"|do\s+i\s+have|i\s+have)")
_INBOX = rf"(?:in|on)\s+(?:my\s+|the\s+)?(?:inbox|{MAIL_EN}|mailbox)"
_THERE_IS = re.compile(
    rf"^(?:{_ASK}{_THERE}|(?:is|are)\s+there|any|got\s+any)\s+(?:(?:a|an|any|some|new|the)\s+)*"
    rf"(?P<what>(?!(?:e-?mails?|mails?|anything|something)\b)[\w'&-]+(?:\s+[\w'&.@-]+){{0,7}}?)"
    rf"(?:\s+(?P<inbox>{_INBOX}))?(?:\s+(?:yet|already|today))?\s*[?.!]*$",
    re.IGNORECASE)
# The mail word closing the description ("a payment confirmation email from the bank"), or just before "from".
_MAIL_WORD = re.compile(rf"\s+{MAIL_EN}(?=\s+(?:from|by|about|regarding)\b|$)", re.IGNORECASE)
# Things of other capabilities: "is there a meeting in my calendar", "any reminder about the bank".
_OTHER = re.compile(r"\b(?:meetings?|events?|appointments?|reminders?|tasks?|notes?|lists?|calendar|time|room"
                    r"|space|slot|chance|way|problem|need|reason)\b", re.IGNORECASE)


@grammar
def there_is_email(ctx: RuleContext) -> Intent | None:
    text = without_last_words(strip_polite(ctx.text)).strip()
    m = _THERE_IS.match(text)
    if m is None:
        return None
    what = m.group("what")
    said_mail = _MAIL_WORD.search(what)
    if not (said_mail or m.group("inbox")) or _OTHER.search(what):
        return None
    if said_mail:
        what = what[:said_mail.start()] + what[said_mail.end():]
    query = gmail_query(what, ctx.now)
    if not query:
        return None
    return Intent("gmail", "search", {"operation": "search", "query": query}, 0.88, entity="email")
