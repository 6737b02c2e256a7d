""""Write to <someone> that ..." as an email to send: "write to the landlord that the heater broke", "write to my
boss saying I'm sick today", "תכתבי לבעל הבית שהדוד התקלקל".

Writing *to a person* with what to tell them is a message to send, and the mailbox is how Memo sends one; it is
sent only after the user approves it (gmail.py's send), and a name is looked up (or asked about) when the plan
runs. Writing with no one to write to ("write up a summary of the meeting", "write down that ...", "write to the
file") is not mail and stays with the other grammars. A message for another channel (WhatsApp, SMS, Slack) is not
mail either.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.gmail import _recipients_en, _recipients_he, _send_intent, _subject_body_en, _subject_body_he
from memo.planning.rules.gmail_manage import strip_polite

# What is written to and is not a person: a file, a list, a chat or a channel, the user.
_NOT_PERSON = (r"(?:the\s+|my\s+|our\s+|a\s+)?(?:file|doc|document|list|notes?|sheet|spreadsheet|group(?:\s+chat)?"
               r"|chat|channel|thread|board|log|journal|diary|calendar|page|wiki|database|end|top|bottom|me|myself|us)\b")
_WRITE_EN = re.compile(
    r"^(?:write|drop|send)\s+(?:(?:a|an)\s+(?:quick\s+|short\s+)?(?:message|note|line|word)\s+)?to\s+"
    rf"(?!{_NOT_PERSON})(?P<rest>(?P<who>\S+(?:\s+\S+){{0,3}}?)\s*,?\s+(?:that|saying|to\s+say|and\s+(?:say|tell\s+"
    r"(?:him|her|them))|telling\s+(?:him|her|them)|letting\s+(?:him|her|them)\s+know)\b.+)$", re.I | re.S)
# "תכתבי לבעל הבית שהדוד התקלקל", "תכתוב לדנה ש..." : the one written to has the "to" glued, the words "that".
_WRITE_HE = re.compile(r"^(?:תכתוב|תכתבי|כתוב|כתבי)\s+(?:הודעה\s+)?"
                       r"(?P<rest>ל(?!י(?!\S)|נו(?!\S)|עצמי)\S+(?:\s+(?!ש)\S+){0,2}\s+ש\S.+)$", re.S)
# Someone not named ("them", "everyone", "the team", "לו", "לכולם"): who it goes to is not known.
_NOT_NAMED = re.compile(r"(?:the\s+)?(?:him|her|them|it|us|you|everyone|everybody|all|team|group|class|family|guys"
                        r"|ו|ה|הם|הן|כולם|צוות|קבוצה|כיתה|משפחה|ך|כם)", re.I)
_SAYS_EN = re.compile(r"(?:,\s*)?(?:that|saying|to\s+say|and\s+(?:say|tell)|telling|letting)\b", re.I)
_SAYS_HE = re.compile(r"(?:,\s*)?ש\S")
_OTHER_CHANNEL = re.compile(r"\b(?:whats\s?app|wa|sms|text\s+message|slack|telegram|signal|teams|dm)\b|וואטסאפ"
                            r"|ווטסאפ|וואצאפ|בוואטס|סמס|מסרון|בטלגרם", re.I)


@grammar
def write_to_person(ctx: RuleContext) -> Intent | None:
    text = strip_polite(ctx.text)
    if _OTHER_CHANNEL.search(text):
        return None
    m = _WRITE_EN.match(text)
    hebrew = None if m else _WRITE_HE.match(text)
    if m is None and hebrew is None:
        return None
    rest = (m or hebrew).group("rest")  # type: ignore[union-attr]
    to, names, me, after = (_recipients_en if m else _recipients_he)(rest)
    if me or not (to or names) or len(names) > 3 or any(_NOT_NAMED.fullmatch(n) for n in names):
        return None
    if not (_SAYS_EN if m else _SAYS_HE).match(after):  # "write to dana at the office that ...": more than a name
        return None
    subject, body = (_subject_body_en if m else _subject_body_he)(after)
    if not body:
        return None
    return _send_intent("send", to, names, me, subject, body)
