"""The latest email from someone said without the word email: "read me the latest from Michal", "open the last one
from the bank", "תקראי לי את האחרון ממיכל". A read verb and "the latest" with a sender can only mean the mailbox;
a sender that is another capability's place ("the latest from my notes", "האחרון מהרשימה") is left alone.
"""

from __future__ import annotations

import re

from memo.planning.gmail_query import ADDR, HE_LETTER, gmail_query, sender
from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.gmail_manage import strip_polite, without_last_words

_LATEST_EN = r"(?:latest|last|newest|most\s+recent)(?:\s+(?:one|thing|message))?"
_WHEN_EN = r"(?:today|yesterday|this\s+(?:morning|week|month)|last\s+(?:week|month))"
_LATEST_FROM_EN = re.compile(
    rf"^(?:read(?:\s+me)?(?:\s+out)?|open(?:\s+up)?|pull\s+up|show\s+me)\s+(?:the\s+)?{_LATEST_EN}\s+(?:from|by)\s+"
    rf"(?P<who>{ADDR}|(?:the\s+|my\s+|our\s+)?[\w'.&-]+(?:\s+(?-i:[A-Z])[\w'-]*)?)(?P<rest>(?:\s+{_WHEN_EN})?)$",
    re.IGNORECASE)
_WHEN_HE = r"(?:היום|אתמול|השבוע|החודש)"
_LATEST_FROM_HE = re.compile(
    r"^(?:תקרא|תקראי|קרא|קראי|תקריא|תקריאי|הקריאי|תפתח|תפתחי|פתח|פתחי)\s+(?:לי\s+)?(?:את\s+)?"
    r"(?:ה)?(?:אחרון|אחרונה|הכי\s+חדש|הכי\s+חדשה)\s+(?:ש(?:הגיע|הגיעה|קיבלתי)\s+)?"
    rf"(?:מ-\s*|מ(?={HE_LETTER}{{2,}}|[A-Za-z]))(?P<who>{ADDR}|\S+)(?P<rest>(?:\s+{_WHEN_HE})?)$")
# The same said as a note, no verb: "last mail from landlord", "latest email from the bank today?", "המייל האחרון
# מבעל הבית". The mail word is needed here: "last message from dana" may be a chat message.
_BARE_LATEST_EN = re.compile(
    rf"^(?:the\s+|my\s+)?(?:latest|last|newest|most\s+recent)\s+(?:e-?mail|mail)\s+(?:from|by)\s+"
    rf"(?P<who>{ADDR}|(?:the\s+|my\s+|our\s+)?[\w'.&-]+(?:\s+(?-i:[A-Z])[\w'-]*)?)(?P<rest>(?:\s+{_WHEN_EN})?)$",
    re.IGNORECASE)
_BARE_LATEST_HE = re.compile(
    r"^(?:ה)?(?:מייל|אימייל)\s+(?:ה)?(?:אחרון|הכי\s+חדש)\s+(?:ש(?:הגיע|קיבלתי)\s+)?"
    rf"(?:מ-\s*|מ(?={HE_LETTER}{{2,}}|[A-Za-z]))(?P<who>{ADDR}|\S+(?:\s+ה\S+)?)(?P<rest>(?:\s+{_WHEN_HE})?)$")
# What another capability keeps: "the latest from my list", "האחרון מהרשימה".
_NOT_A_SENDER = re.compile(r"\b(?:lists?|tasks?|to-?dos?|notes?|reminders?|calendar|schedule|news|feed|series)\b"
                           r"|^(?:ה)?(?:רשימ|משימ|פתק|תזכור|יומן|חדשות)", re.IGNORECASE)


@grammar
def latest_from(ctx: RuleContext) -> Intent | None:
    text = without_last_words(strip_polite(ctx.text)).rstrip(" ?!.")
    m = (_LATEST_FROM_EN.match(text) or _LATEST_FROM_HE.match(text) or _BARE_LATEST_EN.match(text)
         or _BARE_LATEST_HE.match(text))
    if m is None or _NOT_A_SENDER.search(m.group("who")):
        return None
    query = " ".join(p for p in ("from:" + sender(m.group("who")), gmail_query(m.group("rest"), ctx.now)) if p)
    args = {"operation": "read", "query": query, "maxResults": 1}
    return Intent("gmail", "read", args, 0.9, entity="email")
