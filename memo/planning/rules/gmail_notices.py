"""Archiving a site's notifications when the message says they are in the mailbox: "תעשי archive לכל ההתראות של
jira האינבוקס מפוצץ", "archive all the github notifications, my inbox is a mess", "תארכבי את ההתראות מלינקדאין
באינבוקס". Notifications alone may be the phone's (gmail_manage.py); the inbox named anywhere in the message says
they are mail, and so does "alerts", which sites send by mail ("archive all the Yad2 alerts"). What the user says
of the inbox ("האינבוקס מפוצץ", "my inbox is exploding") is no word of the mail.
"""

from __future__ import annotations

import re

from memo.planning.gmail_query import gmail_query
from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.calendar_remarks import read_without_remark
from memo.planning.rules.gmail_do_verb import do_verb
from memo.planning.rules.gmail_manage import strip_polite, without_last_words

_INBOX = r"(?:(?:my|the)\s+)?(?:inbox|gmail|mailbox)|(?:ה)?(?:אינבוקס|ג'ימייל|תיבת\s+הדואר|תיבה)(?:\s+שלי)?"
# "..., my inbox is exploding", "... האינבוקס מפוצץ": a remark about the inbox after the command.
_INBOX_REMARK = re.compile(rf"(?:\s*[,.;!-]+\s*|\s+)(?:(?:because|cause|cuz|since|כי|ש)\s*)?(?:{_INBOX})"
                           rf"(?:\s+(?:is|'s|הוא|ממש|כל\s+כך|נהיה|נהייה))*\s+(?!from\b|of\b|של\b)\S.*$",
                           re.IGNORECASE)
# "... in my inbox", "... באינבוקס", "... מהאינבוקס": where the notifications are.
_IN_INBOX = re.compile(rf"\s+(?:in|from)\s+(?:{_INBOX})$|\s+[במ](?:{_INBOX})$", re.IGNORECASE)
_NOTICES = re.compile(r"\b(?:notifications?|notifs?|alerts?)\b|(?<!\S)(?:ה)?(?:התראות|נוטיפיקציות)(?!\S)",
                      re.IGNORECASE)
# A site's "alerts" (price, job, search alerts: "the Yad2 alerts", "the Skyscanner price alerts") are subscriptions it
# mails; a phone shows "notifications" and "התראות", which stay the phone's unless the inbox is named.
_MAILED = re.compile(r"\balerts\b", re.IGNORECASE)
_ARCHIVE = re.compile(r"^(?:archive)\s+(?:(?:all\s+)?(?:of\s+)?)?(?P<what>.+)$"
                      r"|^(?:תארכב|תארכבי|ארכב|ארכבי|לארכב)\s+(?:לי\s+)?(?P<what_he>.+)$", re.IGNORECASE)
_ALL = re.compile(r"^(?:(?:all|every)\s+(?:of\s+)?|(?:את\s+)?(?:כל\s+)?)", re.IGNORECASE)
_FROM = re.compile(r"\s+(?:from|by|of)\s+|\s+(?:של|מ-?)\s*|(?<=\S)\s+(?=מ\S{2,}$)|^(?:the\s+|my\s+)", re.IGNORECASE)


@grammar
def archive_notices(ctx: RuleContext) -> Intent | None:
    return read_without_remark(_archive_notices, ctx)  # "archive all the Yad2 alerts, חתמנו על דירה 🙌"


def _archive_notices(ctx: RuleContext) -> Intent | None:
    text = do_verb(without_last_words(strip_polite(ctx.text)).rstrip(" ?!."))
    remark = _INBOX_REMARK.search(text)
    core = text[:remark.start()] if remark else text
    inside = _IN_INBOX.search(core)
    if remark is None and inside is None and not _MAILED.search(core):
        return None  # notifications with no inbox said may be the phone's
    core = core[:inside.start()] if inside else core
    m = _ARCHIVE.match(core)
    if m is None:
        return None
    what = _ALL.sub("", m.group("what") or m.group("what_he") or "").strip()
    notice = _NOTICES.search(what)
    if notice is None:
        return None
    # The site is what is left once the notifications word is taken out: "jira", "מלינקדאין" -> linkedin's name.
    site = _FROM.sub(" ", f"{what[:notice.start()]} {what[notice.end():]}").strip(" -")
    site = re.sub(r"^(?:the|my|ה)\s*(?=\S)", "", site, flags=re.IGNORECASE) if len(site.split()) == 1 else site
    if not site or len(site.split()) > 3:
        return None
    query = gmail_query(site, ctx.now)
    if not query:
        return None
    args = {"operation": "archive", "query": query, "all": True}
    # above the mailbox patterns' reading, which keeps the remark about the inbox as words of the mail
    return Intent("gmail", "archive", args, 0.95, risk="low", entity="email")
