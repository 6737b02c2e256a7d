"""Email (the `gmail` capability): compose, send, reply and forward, and which email a request means.

Arguments follow V1's gmailOperations (DESIGN §7): operation, to[], toNames[], subject, body, query,
messageId, index, all, replyAll, labelName.
Operation names are the seed's (003 §8.2): search, read, compose, send, reply, forward, label, archive,
delete, markRead. "compose" writes a draft (only when the user says draft or prepare) and never sends.
Reading, searching and managing the mailbox (archive, mark as read, delete, label) are in gmail_manage.py,
forwarding in gmail_forward.py.

Which email a request means is one of three shapes, never more than one:
* a description -> `query`, Gmail's search syntax ("from:dana budget is:unread after:2026/11/22", built in
  planning/gmail_query.py): "the email from Dana", "Dana's email about the budget";
* a reference to the emails Memo just listed -> `messageId`: the latest action is a gmail one whose
  externalIds are "message:<id>" in the order they were shown; "the second one" / "2" / "השני" picks the
  second id, "it" / "that email" / "זה" the first;
* a reference with nothing listed, or past the end of the list, when the message says email -> `index`
  (1-based): the executor resolves it from the latest search, or explains. Without an email word and
  without a listing ("read 2"), the request is not taken for email at all.
Several messages ("all the emails from the bank", "כל המיילים") add `all: true`.

Every command is anchored at the start of the message, so "remind me to email Dana" stays a reminder.
A recipient written as a name ("email Dana that ...") cannot be an address yet: it is kept in `toNames`
for a later contacts lookup and `missingFields` asks for it; a name written next to its address ("Dana
(dana@x.com)") is that address. Sending, replying and forwarding are always high risk: nothing leaves the
user's mailbox without an explicit yes. "me" as the recipient sets `toSelf` (the executor knows the user's
own address).
"""

from __future__ import annotations

import re
from typing import Any

from memo.planning.gmail_query import ADDR, ADDRESS, HE_LETTER, sender, topic
from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.gmail_do_verb import do_reply
from memo.planning.rules.gmail_hold import HOLD
from memo.planning.rules.gmail_manage import (
    MAIL_EN,
    MAIL_HE,
    Target,
    email_target,
    is_reference,
    listed_emails,
    reference,
    strip_polite,
)
from memo.planning.rules.gmail_nobody import NOBODY_EN, NOBODY_HE, PRONOUN_TO
from memo.planning.rules.gmail_roles import ROLE_AFTER_EN, is_role
from memo.planning.rules.gmail_sender_name import sender_named
from memo.planning.rules.gmail_sender_place import sender_query_he
from memo.planning.rules.gmail_terse import answer_unmarked, construct_joined
from memo.planning.rules.gmail_vague import only_pointer, says_nothing
from memo.planning.rules.gmail_whose import THEIR_MAIL, named_before
from memo.planning.rules.gmail_wrote import who_wrote_en, who_wrote_he

_STOP_EN = ("that|saying|say|says|about|regarding|re|subject|with|to|telling|tell|asking|ask|is|are|was|were"
            "|the|a|an|and|it|this|if|whether|so|because|please|body|message|titled|on|in|at|for|of|my|our")
# A name: one word, or two when the second is capitalised ("Dana Cohen"); "my boss", "the landlord".
_NAME_EN = re.compile(rf"(?i:(?:my|the|our)\s+[A-Za-z][\w'-]*\s+{ROLE_AFTER_EN})"
                      rf"|(?i:(?:my|the|our)\s+)?(?!(?i:{_STOP_EN})\b)[A-Za-z][\w'.-]*"
                      rf"(?:\s+(?!(?i:{_STOP_EN})\b)[A-Z][\w'-]*)?")
_NAME_HE = re.compile(rf"(?!(?:מייל|אימייל|המייל)\b){HE_LETTER}[\u0590-\u05FF'\"-]*")
_SELF = re.compile(r"(?:me|myself)\b", re.IGNORECASE)
_HE_KEYWORDS = {"בנושא", "לגבי", "על", "עם", "בקשר", "בעניין", "היום", "אתמול", "השבוע", "החודש", "מייל", "אימייל",
                "במייל", "באימייל", "את", "גם", "כל", "של", "שלי", "שלו", "שלה", "מה", "ותכתוב", "ותכתבי", "ותגיד",
                "ותגידי", "לומר", "להגיד", "ולהגיד", "ולומר", "עכשיו", "דחוף"}

# Separators between the recipients and the message itself.
_BODY_EN = re.compile(
    r"^(?:,\s*)?(?:(?:right\s+)?(?:now|asap|today|right\s+away)\s*,?\s*(?=\S))?"  # "to dana now saying ..."
    r"(?::|-|(?:and\s+|to\s+)?(?:saying|say|tell(?:ing)?\s+(?:him|her|them|it)|to\s+say|asking\s+(?:him|her|them)?"
    r"|(?:let|letting|to\s+let)\s+(?:him|her|them)\s+know|(?:informing|to\s+inform|notifying|to\s+notify)\s+(?:him|her|them)"
    r"|(?:with\s+)?(?:the\s+)?(?:message|body|text))\b\s*:?(?:\s*that\b)?|that\b)\s*(?P<body>.+)$",
    re.IGNORECASE | re.DOTALL)
_UNTIL_BODY = (r"(?P<subject>.+?)(?=\s*[,:;]\s|\s+-\s|\s+(?:saying|that|and say|and tell|body|message|telling"
               r"|to say)\b|$)")
_SUBJECT_EN = re.compile(rf"^(?:,\s*)?(?:with\s+)?(?:the\s+|a\s+)?(?:subject(?:\s+line)?|title|titled|headline|re\b)"
                         rf"\s*(?::|-)?\s*{_UNTIL_BODY}(?P<rest>.*)$", re.IGNORECASE | re.DOTALL)
_TOPIC_EN = re.compile(rf"^(?:,\s*)?(?:about|regarding|concerning|re:?)\s+{_UNTIL_BODY}(?P<rest>.*)$",
                       re.IGNORECASE | re.DOTALL)
_BODY_HE = re.compile(
    r"^(?:,\s*)?(?:(?:עכשיו|מיד|היום|דחוף)\s*,?\s+(?=\S))?(?:(?:ו?(?:לומר|להגיד|לכתוב|תגיד|תגידי|תכתוב|תכתבי))\s+(?:(?:להם|לו|לה|לי)\s+)?(?:ש\s*)?"
    r"|(?:שאומר|שאומרת|האומר)\s+ש\s*|עם (?:ה)?(?:הודעה|טקסט|תוכן)\s*:?\s*|:\s*|-\s*|ש\s*)(?P<body>.+)$", re.DOTALL)
# "בנושא X שהחוזה נחתם": the subject runs to a word glued to "ש" (that), a colon, a comma or a dash.
_SUBJECT_HE = re.compile(r"^(?:,\s*)?(?:בנושא|עם (?:ה)?נושא|נושא|עם (?:ה)?כותרת|בכותרת|לגבי|על|בקשר ל|בעניין)"
                         r"\s*[:-]?\s*(?P<subject>[^\s:,]+(?:\s+(?!ש(?!ל)|-|ו?(?:תכתוב|תכתבי|תגיד|תגידי|לכתוב|להגיד|לומר)(?!\S))"
                         r"[^\s:,]+)*)\s*(?P<rest>.*)$", re.DOTALL)

# Messages mixing the languages: the Hebrew "to" glued to an address in an English sentence ("write a draft
# ל-hr@x.com ..."), a Hebrew mail word in an English one ("send מייל to ...") and the other way ("תשלח email ל...").
_TO_HE = rf"ל-?\s*(?={ADDR})"
_MAIL_WORD_HE = r"(?:מייל|אימייל)"
_MAIL_WORD_EN = r"(?:e-?mail|mail|draft)"
_DRAFT_WORD_HE = rf"(?:טיוטה|טיוטת\s+{_MAIL_WORD_HE})"  # "write me a טיוטה to ...": the Hebrew word in English
_FOLLOW_UP = r"follow[\s-]?up"  # "draft a follow up to the client": the mail that follows one up
_SEND_EN = (  # (pattern, operation): group "rest" starts with the recipients
    re.compile(rf"(?P<verb>send|write(?:\s+up)?|draw\s+up|shoot|fire off|compose|drop|draft|prepare|prep)\s+"
               rf"(?:me\s+)?(?:an?\s+|the\s+)?"
               rf"(?:(?:quick|short|new|draft|{_FOLLOW_UP})\s+)*"
               rf"(?:{MAIL_EN}|e-?mail message|{_DRAFT_WORD_HE}|{_MAIL_WORD_HE}|{_FOLLOW_UP})(?:\s+draft)?\s+"
               rf"(?:to\s+|for\s+|{_TO_HE})?(?P<rest>.+)$",
               re.IGNORECASE | re.DOTALL),
    re.compile(rf"(?P<verb>write|prepare|prep|make|create|start|save)\s+(?:me\s+)?(?:an?\s+|the\s+)?(?:quick\s+"
               rf"|short\s+)?(?:{MAIL_EN}\s+)?draft\s+(?:(?:of\s+)?(?:an?\s+)?{MAIL_EN}\s+)?(?:to\s+|for\s+|{_TO_HE})"
               rf"(?P<rest>.+)$", re.IGNORECASE | re.DOTALL),
    re.compile(rf"(?P<verb>send|write|shoot|drop|draft|prepare)\s+(?P<rest>.+?)\s+an?\s+(?:quick\s+|short\s+)?"
               rf"{MAIL_EN}\b(?P<after>.*)$", re.IGNORECASE | re.DOTALL),
    re.compile(r"(?P<verb>e-?mail|mail)\s+(?:to\s+)?(?P<rest>.+)$", re.IGNORECASE | re.DOTALL),
    # "send an appeal to appeals@uni.ac.il about ...": what kind of letter, with the address it goes to
    re.compile(rf"(?P<verb>send|write|message|drop)\s+(?:an?\s+(?:(?:formal|short|quick|polite)\s+)?(?:message|note|line"
               r"|appeal|complaint|request|letter|inquiry|enquiry|question|apology|application|thank[\s-]?you(?:\s+note)?)"
               r"\s+)?(?:to\s+)?"
               rf"(?P<rest>(?:(?!(?:a|an|the|my)\b)[A-Za-z][\w'.-]*(?:\s+[A-Z][\w'-]*)?\s*(?:[(<\[]|at\s+|-\s*)?\s*)?"
               rf"{ADDR}.*)$", re.IGNORECASE | re.DOTALL),
    re.compile(r"(?P<verb>let)\s+(?P<rest>.+?)\s+know\s+(?:by|via|over|in an?)\s+e-?mail\b(?P<after>.*)$",
               re.IGNORECASE | re.DOTALL),
)
_VERB_HE = (r"(?P<verb>תשלח|תשלחי|שלח|שלחי|לשלוח|תכתוב|תכתבי|כתוב|כתבי|תנסח|תנסחי|נסח|נסחי|לנסח|תמייל|תמיילי"
            r"|תכין|תכיני|הכן|הכיני|להכין)")
_DRAFT_HE = r"(?:טיוטה\s+(?:של\s+|ל)?|טיוטת\s+)"
_SEND_HE = (
    re.compile(rf"{_VERB_HE}\s+(?:לי\s+)?{_DRAFT_HE}?(?:{MAIL_HE}|{_MAIL_WORD_EN})\s+(?:חדש\s+)?(?P<rest>ל.+)$",
               re.DOTALL | re.IGNORECASE),
    re.compile(rf"{_VERB_HE}\s+(?:לי\s+)?טיוטה\s+(?P<rest>ל.+)$", re.DOTALL),
    re.compile(rf"{_VERB_HE}\s+(?P<rest>ל\S+(?:\s+\S+){{0,3}}?)\s+{MAIL_HE}(?P<after>(?:\s.*)?)$", re.DOTALL),
    re.compile(rf"{_VERB_HE}\s+(?:הודעה\s+)?(?P<rest>ל-?\s*{ADDR}.*)$", re.DOTALL),
    # "שלחי לדנה dana@x.com את המספר של ...": a person written with their address, then what to send them.
    re.compile(rf"{_VERB_HE}\s+(?:הודעה\s+)?(?P<rest>ל-?{HE_LETTER}\S*(?:\s+[^\s@]+){{0,3}}?\s*[(<\[,:-]?\s*{ADDR}.*)$",
               re.DOTALL),
)


def _clean_body(text: str) -> str:
    """The message as the user wrote it: only the edges are trimmed (a final "?" is part of the message)."""
    text = re.sub(r"\s+", " ", text).strip(" ,;-\n")
    if len(text) > 1 and text[0] in "\"'“" and text[-1] in "\"'”":
        text = text[1:-1].strip()
    return text


def derive_subject(body: str) -> str:
    """A short subject from the body's first words, for when the user named none."""
    words = re.sub(r"[.!?,;:]+$", "", body.split("\n")[0]).split()
    subject = " ".join(words[:6])
    if len(words) > 6:
        subject += "…"
    subject = subject[:60]
    return subject[:1].upper() + subject[1:] if subject[:1].isascii() else subject


# An address written right after a name: "Avi avi@x.com", "Dana (dana@x.com)", "Dana <d@x.com>", "Dana at d@x.com".
# A role and a name may both come before it ("my landlord Kfir kfir@x.com", "לבעל הבית כפיר kfir@x.com", "למורה
# של הילד רותם rotem@x.com"): a few more words, none of them one that starts the message ("that", "ש...") or
# another recipient ("ולאבי"); "of" may name whose ("the teacher of my son teacher@x.com").
_WHOSE_EN = re.compile(rf"\s+of\s+(?:(?:my|the|our|his|her)\s+)?(?!(?:{_STOP_EN})\b)[A-Za-z][\w'-]*", re.IGNORECASE)
_PAIRED_EN = re.compile(rf"(?:\s+(?!(?:{_STOP_EN})\b)[A-Za-z][\w'-]*){{0,2}}?"
                        rf"\s*(?:[(<\[]\s*|at\s+|-\s*|:\s*(?={ADDR}))?(?P<addr>{ADDR})\s*[)>\]]?", re.IGNORECASE)
_APPOSITION_EN = re.compile(rf"\s*,\s*(?P<addr>{ADDR})")
_PAIR_WORD_HE = rf"(?:של(?:י|נו|ו|ה)?(?![^\s,])|(?!ש|ו|(?:את|על|ל|עם|גם)(?!\S)){HE_LETTER}[\u0590-\u05FF'\"-]*)"
_PAIRED_HE = re.compile(rf"(?:\s+{_PAIR_WORD_HE}){{0,3}}?"
                        rf"\s*(?:[(<\[]\s*|ב?כתובת\s+|-\s*|[:,]\s*(?={ADDR}))?(?P<addr>{ADDR})\s*[)>\]]?")
def _recipients_en(text: str) -> tuple[list[str], list[str], bool, str]:
    """(addresses, names, to_self, the rest) from a recipient list at the start of `text`."""
    to: list[str] = []
    names: list[str] = []
    me, pos = False, 0
    vague = NOBODY_EN.match(text) or PRONOUN_TO.match(text)
    if vague:
        return [], [], False, text[vague.end():].strip()
    while True:  # address | me | name, joined by "," / "and" / "&"
        m = ADDRESS.match(text, pos) or _SELF.match(text, pos) or _NAME_EN.match(text, pos)
        if m is None:
            break
        value, pos = m.group(0), m.end()
        whose = _WHOSE_EN.match(text, pos) if re.match(r"(?:my|the|our)\s", value, re.IGNORECASE) else None
        if whose:  # "the mom of roy": one person, named by whose they are
            value, pos = value + whose.group(0), whose.end()
        paired = _PAIRED_EN.match(text, pos)
        if paired is None and re.match(r"(?:my|the|our)\s", value, re.IGNORECASE):
            paired = _APPOSITION_EN.match(text, pos)  # "my dad, avi@x.com": the one described is that address
        if ADDRESS.fullmatch(value):
            to.append(value)
        elif _SELF.fullmatch(value):
            me = True
        elif paired:  # "Avi avi@x.com", "Dana (dana@x.com)": the person is that address
            to.append(paired.group("addr"))
            pos = paired.end()
        else:
            names.append(re.sub(r"'s$", "", value))
        sep = re.match(r"\s*(?:,|\band\b|&|\+)\s*", text[pos:], re.IGNORECASE)
        nxt = pos + sep.end() if sep else pos
        # "and tell her ..." starts the message; "and Dana" / "and bob@x.com" is another recipient.
        if sep is None or not (ADDRESS.match(text, nxt) or _NAME_EN.match(text, nxt) and (
                text[nxt].isupper() or sep.group(0).strip() == "," or re.match(r"(?:my|the)\s", text[nxt:]))):
            break
        pos = nxt
    return to, names, me, text[pos:].strip()


def _recipients_he(text: str) -> tuple[list[str], list[str], bool, str]:
    """Recipients written with the Hebrew "to" prefix: "ל-avi@x.com", "לדנה", "לדנה כהן ולמשה"."""
    to: list[str] = []
    names: list[str] = []
    pos = 0
    vague = NOBODY_HE.match(text) or PRONOUN_TO.match(text)
    if vague:
        return [], [], False, text[vague.end():].strip()
    if re.match(r"לי(?!\S)", text):  # "תשלח לי מייל עם הרשימה": to the user
        return [], [], True, text[2:].strip()
    while True:
        m = re.match(r"ל-?\s*", text[pos:])
        if m is None:
            break
        start = pos + m.end()
        addr = ADDRESS.match(text, start)
        if addr:
            to.append(addr.group(0))
            end = addr.end()
        else:
            first = _NAME_HE.match(text, start)
            if first is None or first.group(0) in _HE_KEYWORDS:
                break
            name, end = first.group(0), first.end()
            second = re.match(r"\s+([^\s,]+)", text[end:])
            word = second.group(1) if second else ""
            if word in ("שלי", "שלנו") or (word and word not in _HE_KEYWORDS and re.fullmatch(f"{HE_LETTER}+", word)
                                          and not word.startswith(("ש", "ל", "ב", "ו", "מ"))):
                name, end = f"{name} {word}", end + second.end()  # type: ignore[union-attr]
                mine = re.match(r"\s+(של(?:י|נו))(?![^\s,])", text[end:])
                if mine and word not in ("שלי", "שלנו"):  # "לרואה החשבון שלי": whose, not the message
                    name, end = f"{name} {mine.group(1)}", end + mine.end()
            paired = _PAIRED_HE.match(text, end)
            if paired:  # "לדנה dana@x.com", "לדנה (dana@x.com)": the person is that address
                to.append(paired.group("addr"))
                end = paired.end()
            else:
                names.append(name)
        pos = end
        nxt = re.match(r"\s*(?:,\s*|וגם\s+|ו)(?=ל)", text[pos:])
        if nxt is None:
            break
        pos += nxt.end()
    return to, names, False, text[pos:].strip()


def _subject_body_en(rest: str) -> tuple[str, str]:
    subject = ""
    for pattern in (_SUBJECT_EN, _TOPIC_EN):
        m = pattern.match(rest)
        if m:
            subject, rest = m.group("subject").strip(), m.group("rest").strip()
            subject = derive_subject(topic(subject)) if pattern is _TOPIC_EN else subject
            break
    m = _BODY_EN.match(rest)
    body = m.group("body") if m else rest
    return subject, _clean_body(body)


def _subject_body_he(rest: str) -> tuple[str, str]:
    m = _SUBJECT_HE.match(rest)
    subject, rest = (m.group("subject"), m.group("rest")) if m else ("", rest)
    m = _BODY_HE.match(rest)
    # "... את המספר של הגננת": what is sent, after the object marker, is the message itself
    return subject, _clean_body(m.group("body") if m else re.sub(r"^את\s+(?=\S)", "", rest))


def _trailing_recipient(to: list[str], body: str) -> tuple[list[str], str]:
    """A clarification answer appended to the request ("... that X avi@x.com") is the missing address."""
    m = re.search(rf"(?:^|\s)({ADDR})\s*[.!]?$", body)
    if to or m is None or re.search(r"(?:\bis|\bat|\bto|:|\bemail|\baddress|הוא|היא|זה|את|של)\s*$", body[:m.start()]):
        return to, body
    return [m.group(1)], body[:m.start()].strip()


def _send_intent(operation: str, to: list[str], names: list[str], me: bool, subject: str, body: str) -> Intent:
    answered, body = _trailing_recipient(to, body)
    if answered != to:  # the answer to "what is Dana's address?": the name is that address
        to, names = answered, []
    # A name is looked up in the user's recent mail at entity resolution (or asked about then): only a
    # message with no recipient at all misses one.
    # A draft is the user's to finish: one with a subject and no text yet is still a draft worth saving.
    # "with the update" (its words are the user's to give) or only "now, thanks": no text to send.
    if operation == "send" and not me and (only_pointer(body) or says_nothing(body)):
        subject, body = "", ""
    # A role alone ("למרצה", "the landlord") is no one mail can be found from: a send to it asks who.
    known = names and not (operation == "send" and all(is_role(n) for n in names))
    missing = ([] if to or me or known else ["to"]) + ([] if body or operation == "compose" and subject else ["body"])
    args: dict[str, Any] = {"operation": operation, "to": to, "subject": subject or derive_subject(body),
                            "body": body, **({"toNames": names} if names else {}),
                            **({"toSelf": True} if me else {})}
    high = operation == "send"
    return Intent("gmail", operation, args, 0.92, missing=missing, risk="high" if high else "low",
                  needs_approval=high, entity="email")


_SENDERS = ((_SEND_EN, _recipients_en), (_SEND_HE, _recipients_he))
# A draft is written and kept, never sent: "draft", "prepare", "טיוטה", "תנסח", "תכין".
_DRAFTING = re.compile(r"\b(?:draft|prepare|prep\b)|טיוט|(?<!\S)(?:ת|ל)?נסח"
                       r"|(?<!\S)(?:תכין|תכיני|הכן|הכיני|להכין)(?!\S)",
                       re.IGNORECASE)


_SAYS = re.compile(r"(?:\b(?:saying|say|that|tell(?:ing)?\s+(?:him|her|them))|:|(?<!\S)ש"
                   r"|(?<!\S)(?:לומר|להגיד|תגיד|תגידי))\s*$", re.IGNORECASE)


@grammar
def send_email(ctx: RuleContext) -> Intent | None:
    text = strip_polite(ctx.text)
    hold = HOLD.search(text)
    if hold and _SAYS.search(text[:hold.start()]):
        hold = None  # "send Dana an email saying i'll check it first": those are the email's words
    text = text[:hold.start()] if hold and hold.start() > 0 else text
    for patterns, recipients in _SENDERS:
        for pattern in patterns:
            m = pattern.match(text)
            if m is None:
                continue
            to, names, me, rest = recipients(m.group("rest"))
            if "after" in m.groupdict():
                if rest:  # "send Dana an email ...": everything before "an email" must be recipients
                    continue
                rest = m.group("after").strip()
            vague = bool((NOBODY_EN if patterns is _SEND_EN else NOBODY_HE).match(m.group("rest"))
                         or PRONOUN_TO.match(m.group("rest")))
            if not (to or names or me or vague) or (patterns is _SEND_EN and not to and not re.search(
                    rf"{MAIL_EN}|\bdraft\b|טיוט", m.group(0)[:40], re.IGNORECASE)):
                continue
            drafting = hold or _DRAFTING.search(text[:m.start("rest")])
            operation = "compose" if drafting else "send"  # a draft is not sent
            subject, body = (_subject_body_en if patterns is _SEND_EN else _subject_body_he)(rest)
            return _send_intent(operation, to, names, me, subject, body)
    return None


# ---------------------------------------------------------------- reply, forward

# What ends the email answered and starts the answer; a hurried "tell him ..." / "say ..." needs no "and" before it.
# A colon between digits is a clock time ("18:00 works"); a Hebrew answer to an English request starts at the "that"
# glued to its first word ("reply to Dana's email שרביעי 18:00 מתאים לי"), not at a word of its own (שבת, שלום).
_REPLY_SEP = (r"(?:\s*(?:,|(?<!\d):|:(?!\d))\s*|\s+-\s+|(?<=[A-Za-z'])\s+ש(?!(?:בת|לום|ני|לישי|ישי|בוע|עה)(?!\S))"
              r"(?=[א-ת]{2})|\s+(?:saying|with(?!\s+(?:the\s+)?subject)|(?:and\s+)?(?:just\s+)?say"
              r"|(?:and\s+)?(?:just\s+)?tell (?:him|her|them|em|'em)|telling (?:him|her|them)|to say|that(?!\s+one\b)"
              r"|(?:and\s+)?let (?:him|her|them|em) know)\s+(?:that\s+)?)")
# "reply to noam@x.com yes count me in": an address ends itself, so the answer may follow with no separator.
_REPLY_ADDR = re.compile(rf"^(?:reply|respond|write back|answer)\s+(?:to\s+)?(?P<addr>{ADDR})(?:'s\s+(?:e-?mail|mail))?"
                         rf"{_REPLY_SEP}?\s*(?P<body>.*)$", re.IGNORECASE | re.DOTALL)
_REPLY_EN = re.compile(rf"^(?P<verb>reply|respond|write back|answer)\s+(?:to\s+)?(?P<target>.+?){_REPLY_SEP}"
                       r"(?P<body>.+)$|^(?P<verb2>reply|respond|write back|answer)\s+(?:to\s+)?(?P<target2>.+)$",
                       re.IGNORECASE | re.DOTALL)
_REPLY_HE = re.compile(r"^(?:תענה|תעני|ענה|עני|תשיב|תשיבי|השב|השיבי|תגיב|תגיבי|לענות|להשיב)\s+(?P<rest>.+)$", re.DOTALL)
_PRONOUN = re.compile(r"^(?:him|her|them|it|that|this|that one|this one|לו|לה|להם|לזה|עליו|עליה)$", re.IGNORECASE)
# "reply all to Dana's email", "reply to everyone", "תענה לכולם": the answer goes to every recipient.
_ALL_EN = re.compile(r"^(?P<verb>reply|respond|answer)(?:[\s-]+(?:to\s+)?(?:all|everyone|everybody)\b)"
                     r"(?:\s+(?:on|in|to|of)\b)?\s*", re.IGNORECASE)
_ALL_HE = re.compile(r"^(?:לכולם|לכל\s+(?:ה)?(?:נמענים|המכותבים|מי ש\S+))(?:\s+|$)")
# Where a Hebrew answer starts: "שאני מגיע", ": כן", "ותגיד לו ...".
_BODY_START_HE = re.compile(r":|ש(?!ל(?:י|ו|ה|נו|הם|ך)?$)|ו?(?:תכתוב|תכתבי|תגיד|תגידי|לכתוב|להגיד|לומר)$")


# A person pointed at ("reply to him", "תעני לה"): with no email just shown, nobody says who that is.
_PERSON = re.compile(r"^(?:him|her|them|לו|לה|להם|להן)$", re.IGNORECASE)


def _pointed(ctx: RuleContext, pointer: str = "") -> dict[str, Any]:
    """"reply to it": the email Memo just showed when there is one, else the latest in the inbox; "reply to him"
    with none shown names no email ({}: asked)."""
    ids = listed_emails(ctx)
    if ids:
        return {"messageId": ids[0]}
    return {} if _PERSON.match(pointer.strip()) else {"query": "in:inbox"}


def _reply_intent(target: dict[str, Any], body: str, reply_all: bool = False) -> Intent:
    args: dict[str, Any] = {"operation": "reply", **target, "body": _clean_body(body),
                            **({"replyAll": True} if reply_all else {})}
    missing = ([] if target else ["query"]) + ([] if args["body"] else ["body"])
    return Intent("gmail", "reply", args, 0.9, missing=missing, risk="high", needs_approval=True, entity="email")


# "reply ... and ask them for a receipt / to resend the invoice": the request, written as the user would ask it.
_ASK_THEM = re.compile(r"(?:\s*,)?\s+(?:and\s+)?ask(?:ing)?\s+(?:him|her|them)\s+(?:(?P<for>for)|to)\s+"
                       r"(?P<what>.+?)[\s.!?]*$", re.IGNORECASE | re.DOTALL)


def _asked(text: str) -> tuple[str, str]:
    """(the message before "and ask them ...", the request as an email says it) or (text, "")."""
    m = _ASK_THEM.search(text)
    if m is None:
        return text, ""
    what = m.group("what").strip()
    request = f"Could I please get {what}?" if m.group("for") else f"Could you please {what}?"
    return text[:m.start()], request


def _reply_en(ctx: RuleContext, text: str, reply_all: bool) -> Intent | None:
    text, request = _asked(answer_unmarked(text))
    if request:
        intent = _reply_en(ctx, text, reply_all)
        if intent is None or intent.args.get("body"):
            return None  # an answer of its own and a request after it: which is the reply is not clear
        return _reply_intent({k: v for k, v in intent.args.items() if k not in ("operation", "body", "replyAll")},
                             request, reply_all)
    addressed = _REPLY_ADDR.match(text)
    if addressed:  # the answer goes to that address: the sender of the email it answers
        addr = addressed.group("addr")
        return _reply_intent({"query": f"from:{addr}", "to": [addr]}, addressed.group("body"), reply_all)
    m = _REPLY_EN.match(text)
    if m is None:
        return None
    verb = (m.group("verb") or m.group("verb2")).lower()
    target, body = (m.group("target") or m.group("target2")).strip(" ,."), m.group("body") or ""
    their = THEIR_MAIL.fullmatch(target)  # "reply to his last email": the person's, who is not said
    if is_reference(target) or _PRONOUN.fullmatch(target) or their:
        found = None if their else reference(ctx, target)
        if found is None and (their or _PRONOUN.fullmatch(target)):  # "reply to him", "reply to it", nothing listed
            found = Target(_pointed(ctx, "him" if their else target))
        return _reply_intent(found.args, body, reply_all) if found is not None else None
    wrote = who_wrote_en(target, ctx.now)  # "the client who wrote this morning": a sender, on that day
    if wrote is not None:
        return _reply_intent({"query": " ".join(p for p in ("from:" + sender(wrote[0]), wrote[1]) if p)}, body,
                             reply_all)
    found = email_target(ctx, target)
    if found is not None:
        return _reply_intent(found.args, body, reply_all)
    # "reply to Dana", "write back to the bank": a sender; "answer Dana" alone may be a call or a chat.
    if ADDRESS.fullmatch(target):
        return _reply_intent({"query": f"from:{target}", "to": [target]}, body, reply_all)
    if (verb in ("reply", "write back") or reply_all) and sender_named(target, bool(body)):
        return _reply_intent({"query": "from:" + sender(target)}, body, reply_all)
    return None


_PERSON_THEN_SAID = re.compile(rf"ל(?!(?:י|ו|ה|הם|הן|נו|ך|כם|זה|כולם)\s){HE_LETTER}{{2,}}\s+"
                              r"(?:ש(?!ל(?:י|ו|ה|נו|הם|ך)?$)\S{2,}|:)")
_REPLY_ADDR_HE = re.compile(rf"^ל-?\s*(?:{HE_LETTER}\S*\s+){{0,3}}?(?P<addr>{ADDR})\s*(?P<rest>.*)$", re.DOTALL)


_NOT_WHO = ("של", "לו", "לה", "להם", "להן")  # "of" and pronouns: nobody named


def _reply_he(ctx: RuleContext, rest: str, reply_all: bool) -> Intent | None:
    addressed = _REPLY_ADDR_HE.match(rest)
    if addressed:  # "תעני לדני dani@x.com שאני מסכים": the latest email from that address, answered to it
        addr, after = addressed.group("addr"), addressed.group("rest")
        said = _BODY_HE.match(after)
        return _reply_intent({"query": f"from:{addr}", "to": [addr]}, said.group("body") if said else after, reply_all)
    rest, days = who_wrote_he(rest, ctx.now)  # "ללקוח שכתב לי הבוקר ש...": when the sender wrote, not the answer
    words, who, about, body, whole = construct_joined(re.sub(r"(?<=\S):(?=\s)", " :", rest).split()), "", "", "", ""
    target: dict[str, Any] | None = None
    for k in (3, 2, 1):  # "תענה לשני ש...", "תעני למייל השני ש...": a pointer at the emails just listed
        found = reference(ctx, " ".join(words[:k])) if len(words) >= k else None
        if found is not None and (len(words) == k or _BODY_START_HE.match(words[k])):
            target, words = found.args, words[k:]
            break
    # "תעני לשירה שאני מאשר": a person and what to tell them is an answer to their mail, mail word or not.
    # "תענה לו שאני מסכים": a pronoun and what to tell them is an answer too; with no email shown, it is asked about.
    said_to = len(words) > 1 and (_PERSON_THEN_SAID.match(f"{words[0]} {words[1]}") or " " in words[0] or (
        _PERSON.match(words[0]) and re.match(r"ש(?!ל(?:י|ו|ה|נו|הם|ך)?$)\S{2,}|:", words[1])))
    if target is None and not (reply_all or re.search(r"מייל|אימייל", rest) or said_to):
        return None
    for i, word in enumerate(words):
        says = re.fullmatch(r"ו?(?:תכתוב|תכתבי|תגיד|תגידי|לכתוב|להגיד|לומר)", word)
        if says or word.startswith(":") or (word.startswith("ש") and not re.match(r"של(?:י|ו|ה|נו|הם|ך)?$", word)):
            body = re.sub(r"^(?:(?:לו|לה|להם)\s+)?ש?", "", " ".join(words[i + 1 if says else i:]).lstrip(":"))
            break
        if target is not None:
            continue
        if word in ("על", "לגבי", "בנושא"):
            about = words[i + 1] if i + 1 < len(words) else ""
            if word == "על" and who and words[i - 1].endswith(who) and (not about or _BODY_START_HE.match(about)):
                # "מאל על שאני מאשר": nothing follows "על" to be about, so it ends the sender's name ("אל על")
                who, about, whole = "", "", f'"{who} על"'
        elif not who and not re.search(r"מייל", word) and (re.match(r"ל(?!מייל)\S{2,}", word) or (
                i and words[i - 1] == "של") or re.match(r"מ(?:ה)?\S{2,}", word)) and word not in _NOT_WHO:
            who = re.sub(r"^(?:ל|מה|מ)(?=\S{2,})", "", word) if not (i and words[i - 1] == "של") else word
    if target is None:
        query = " ".join(p for p in (whole, sender_query_he(words, who) if who else "", topic(about),
                                     days if who else "") if p)
        target = {"query": query} if query else _pointed(ctx, rest.split()[0].rstrip(":,") if rest.split() else "")
    return _reply_intent(target, body, reply_all)


@grammar
def reply_email(ctx: RuleContext) -> Intent | None:
    text = do_reply(strip_polite(ctx.text))  # "תעשי reply לנטע ש…": gmail_do_verb.py
    text = named_before(text) or text  # "mike asked ..., reply to his last email": mike's
    every = _ALL_EN.match(text)
    if every:  # "reply all to Dana's email ..." -> "reply to Dana's email ..."; "reply all: ok" -> "reply to it: ok"
        after = text[every.end():]
        lead = "it " if not after or re.match(r"(?:[,:-]|saying\b|that\b|with\b|and\b)", after, re.IGNORECASE) else ""
        text = f"{every.group('verb')} to {lead}{after}"
    intent = _reply_en(ctx, text, bool(every))
    if intent is not None:
        return intent
    m = _REPLY_HE.match(text)
    if m is None:
        return None
    rest = m.group("rest")
    every_he = _ALL_HE.match(rest)
    return _reply_he(ctx, rest[every_he.end():] if every_he else rest, bool(every_he))
