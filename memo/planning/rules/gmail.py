"""Email (the `gmail` capability): send, reply, search, and read the latest message, in Hebrew and English.

Arguments follow V1's gmailOperations (DESIGN §7): operation, to[], subject, body, query, messageId.
Operation names are the seed's (003 §8.2): "send", "draft" (only when the user says draft), "reply",
"forward", "search", "read". Searches and reply/forward targets become a Gmail search query
("from:dana budget is:unread after:2026/11/22", built in planning/gmail_query.py); reading the latest
message is "read" with `maxResults` 1, a list of the latest is "search" with `maxResults` 5.

Every command is anchored at the start of the message, so "remind me to email Dana" stays a reminder.
A recipient written as a name ("email Dana that ...") cannot be an address yet: it is kept in `toNames`
for a later contacts lookup, `to` stays empty and `missingFields` asks for it. Sending and replying are
always high risk: nothing leaves the user's mailbox without an explicit yes. "me" as the recipient
sets `toSelf` (the executor knows the user's own address).
"""

from __future__ import annotations

import re
from datetime import datetime
from typing import Any

from memo.planning.gmail_query import ABOUT_EN, ADDR, ADDRESS, HE_LETTER, gmail_query, sender, topic
from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext

_POLITE = re.compile(r"^(?:(?:please|pls|kindly|ok|okay|hey|memo|now)[,\s]+|(?:can|could|would|will) you"
                     r"(?: please)?\s+|i (?:want|need|would like|'d like) (?:you )?to\s+"
                     r"|(?:בבקשה|אפשר|תוכל|תוכלי|את יכולה|אתה יכול)[,\s]+)*", re.IGNORECASE)
_MAIL_EN = r"(?:e-?mails?|mails?|gmail)"
_MAIL_HE = r"(?:ה?(?:מיילים|מייל|אימיילים|אימייל|אי-מייל|דוא\"ל|דואל|דואר אלקטרוני|הודעת מייל)|ב(?:מייל|אימייל))"
_STOP_EN = ("that|saying|say|says|about|regarding|re|subject|with|to|telling|tell|asking|ask|is|are|was|were"
            "|the|a|an|and|it|this|if|whether|so|because|please|body|message|titled|on|in|at|for|of|my|our")
# A name: one word, or two when the second is capitalised ("Dana Cohen"); "my boss", "the landlord".
_NAME_EN = re.compile(rf"(?i:(?:my|the|our)\s+)?(?!(?i:{_STOP_EN})\b)[A-Za-z][\w'.-]*"
                      rf"(?:\s+(?!(?i:{_STOP_EN})\b)[A-Z][\w'-]*)?")
_NAME_HE = re.compile(rf"(?!(?:מייל|אימייל|המייל)\b){HE_LETTER}[\u0590-\u05FF'\"-]*")
_SELF = re.compile(r"(?:me|myself)\b", re.IGNORECASE)
_HE_KEYWORDS = {"בנושא", "לגבי", "על", "עם", "בקשר", "בעניין", "היום", "אתמול", "השבוע", "החודש", "מייל", "אימייל",
                "במייל", "באימייל", "את", "גם", "כל", "של", "שלי", "שלו", "שלה", "מה", "ותכתוב", "ותכתבי", "ותגיד",
                "ותגידי", "לומר", "להגיד", "ולהגיד", "ולומר"}

# Separators between the recipients and the message itself.
_BODY_EN = re.compile(
    r"^(?:,\s*)?(?::|-|(?:and\s+|to\s+)?(?:saying|say|tell(?:ing)?\s+(?:him|her|them|it)|to\s+say|asking\s+(?:him|her|them)?"
    r"|let\s+(?:him|her|them)\s+know"
    r"|(?:with\s+)?(?:the\s+)?(?:message|body|text))\b\s*:?(?:\s*that\b)?|that\b)\s*(?P<body>.+)$",
    re.IGNORECASE | re.DOTALL)
_UNTIL_BODY = (r"(?P<subject>.+?)(?=\s*[,:;]\s|\s+-\s|\s+(?:saying|that|and say|and tell|body|message|telling"
               r"|to say)\b|$)")
_SUBJECT_EN = re.compile(rf"^(?:,\s*)?(?:with\s+)?(?:the\s+|a\s+)?(?:subject(?:\s+line)?|title|titled|headline|re)"
                         rf"\s*(?::|-)?\s*{_UNTIL_BODY}(?P<rest>.*)$", re.IGNORECASE | re.DOTALL)
_TOPIC_EN = re.compile(rf"^(?:,\s*)?(?:about|regarding|concerning|re:?)\s+{_UNTIL_BODY}(?P<rest>.*)$",
                       re.IGNORECASE | re.DOTALL)
_BODY_HE = re.compile(
    r"^(?:,\s*)?(?:(?:ו?(?:לומר|להגיד|לכתוב|תגיד|תגידי|תכתוב|תכתבי))\s+(?:(?:להם|לו|לה|לי)\s+)?(?:ש\s*)?"
    r"|(?:שאומר|שאומרת|האומר)\s+ש\s*|עם (?:ה)?(?:הודעה|טקסט|תוכן)\s*:?\s*|:\s*|-\s*|ש\s*)(?P<body>.+)$", re.DOTALL)
# "בנושא X שהחוזה נחתם": the subject runs to a word glued to "ש" (that), a colon, a comma or a dash.
_SUBJECT_HE = re.compile(r"^(?:,\s*)?(?:בנושא|עם (?:ה)?נושא|נושא|עם (?:ה)?כותרת|בכותרת|לגבי|על|בקשר ל|בעניין)"
                         r"\s*[:-]?\s*(?P<subject>[^\s:,]+(?:\s+(?!ש(?!ל)|-)[^\s:,]+)*)\s*(?P<rest>.*)$", re.DOTALL)

_SEND_EN = (  # (pattern, operation): group "rest" starts with the recipients
    re.compile(rf"(?P<verb>send|write|shoot|fire off|compose|drop|draft)\s+(?:an?\s+|the\s+)?"
               rf"(?:quick\s+|short\s+|new\s+)?"
               rf"(?:{_MAIL_EN}|e-?mail message)\s+(?:to\s+)?(?P<rest>.+)$", re.IGNORECASE | re.DOTALL),
    re.compile(rf"(?P<verb>send|write|shoot|drop|draft)\s+(?P<rest>.+?)\s+an?\s+(?:quick\s+|short\s+)?{_MAIL_EN}\b"
               rf"(?P<after>.*)$", re.IGNORECASE | re.DOTALL),
    re.compile(r"(?P<verb>e-?mail|mail)\s+(?:to\s+)?(?P<rest>.+)$", re.IGNORECASE | re.DOTALL),
    re.compile(rf"(?P<verb>send|write|message|drop)\s+(?:an?\s+(?:message|note|line)\s+)?(?:to\s+)?"
               rf"(?P<rest>{ADDR}.*)$", re.IGNORECASE | re.DOTALL),
    re.compile(r"(?P<verb>let)\s+(?P<rest>.+?)\s+know\s+(?:by|via|over|in an?)\s+e-?mail\b(?P<after>.*)$",
               re.IGNORECASE | re.DOTALL),
)
_VERB_HE = r"(?P<verb>תשלח|תשלחי|שלח|שלחי|לשלוח|תכתוב|תכתבי|כתוב|כתבי|תנסח|תנסחי|נסח|נסחי|תמייל|תמיילי)"
_SEND_HE = (
    re.compile(rf"{_VERB_HE}\s+(?:לי\s+)?{_MAIL_HE}\s+(?:חדש\s+)?(?P<rest>ל.+)$", re.DOTALL),
    re.compile(rf"{_VERB_HE}\s+(?P<rest>ל\S+(?:\s+\S+)?)\s+{_MAIL_HE}(?P<after>.*)$", re.DOTALL),
    re.compile(rf"{_VERB_HE}\s+(?:הודעה\s+)?(?P<rest>ל-?\s*{ADDR}.*)$", re.DOTALL),
)


def _strip_polite(text: str) -> str:
    return _POLITE.sub("", text).strip()


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


def _recipients_en(text: str) -> tuple[list[str], list[str], bool, str]:
    """(addresses, names, to_self, the rest) from a recipient list at the start of `text`."""
    to: list[str] = []
    names: list[str] = []
    me, pos = False, 0
    while True:  # address | me | name, joined by "," / "and" / "&"
        m = ADDRESS.match(text, pos) or _SELF.match(text, pos) or _NAME_EN.match(text, pos)
        if m is None:
            break
        value, pos = m.group(0), m.end()
        if ADDRESS.fullmatch(value):
            to.append(value)
        elif _SELF.fullmatch(value):
            me = True
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
            second = re.match(r"\s+(\S+)", text[end:])
            word = second.group(1) if second else ""
            if word in ("שלי", "שלנו") or (word and word not in _HE_KEYWORDS and re.fullmatch(f"{HE_LETTER}+", word)
                                          and not word.startswith(("ש", "ל", "ב", "ו", "מ"))):
                name, end = f"{name} {word}", end + second.end()  # type: ignore[union-attr]
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
    return subject, _clean_body(m.group("body") if m else rest)


def _trailing_recipient(to: list[str], body: str) -> tuple[list[str], str]:
    """A clarification answer appended to the request ("... that X avi@x.com") is the missing address."""
    m = re.search(rf"(?:^|\s)({ADDR})\s*[.!]?$", body)
    if to or m is None or re.search(r"(?:\bis|\bat|\bto|:|\bemail|\baddress|הוא|היא|זה|את|של)\s*$", body[:m.start()]):
        return to, body
    return [m.group(1)], body[:m.start()].strip()


def _send_intent(operation: str, to: list[str], names: list[str], me: bool, subject: str, body: str) -> Intent:
    to, body = _trailing_recipient(to, body)
    missing = ([] if to or me else ["to"]) + ([] if body else ["body"])
    args: dict[str, Any] = {"operation": operation, "to": to, "subject": subject or derive_subject(body),
                            "body": body, **({"toNames": names} if names and not to else {}),
                            **({"toSelf": True} if me else {})}
    high = operation == "send"
    return Intent("gmail", operation, args, 0.92, missing=missing, risk="high" if high else "low",
                  needs_approval=high, entity="email")


_SENDERS = ((_SEND_EN, _recipients_en, ("draft",)), (_SEND_HE, _recipients_he, ("תנסח", "נסח")))


@grammar
def send_email(ctx: RuleContext) -> Intent | None:
    text = _strip_polite(ctx.text)
    for patterns, recipients, drafting in _SENDERS:
        for pattern in patterns:
            m = pattern.match(text)
            if m is None:
                continue
            to, names, me, rest = recipients(m.group("rest"))
            if "after" in m.groupdict():
                if rest:  # "send Dana an email ...": everything before "an email" must be recipients
                    continue
                rest = m.group("after").strip()
            if not (to or names or me) or (patterns is _SEND_EN and not to and not re.search(
                    _MAIL_EN, m.group(0)[:40], re.IGNORECASE)):
                continue
            operation = "draft" if m.group("verb").lower().startswith(drafting) else "send"  # a draft is not sent
            subject, body = (_subject_body_en if patterns is _SEND_EN else _subject_body_he)(rest)
            return _send_intent(operation, to, names, me, subject, body)
    return None


# ---------------------------------------------------------------- search, read, reply

_LATEST = r"(?:latest|last|newest|most recent|recent|new|האחרון|אחרון|האחרונים|החדש|החדשים|חדשים|חדש)"
_ASKING = r"what'?s|what\s+(?:is|are|was)|whats|tell me|give me"  # only with "latest": "what's my email" is a fact
_SEARCH_EN = re.compile(
    rf"^(?P<verb>find|search(?:\s+for)?|look\s+(?:for|up)|show(?:\s+me)?|get(?:\s+me)?|check|pull up|list|fetch"
    rf"|read(?:\s+me)?|open|bring up|any|{_ASKING})\s+(?:(?:my|the|all|any|me|in)\s+)*"
    rf"(?P<adj>(?:{_LATEST}|unread|important|starred)\s+)*(?P<noun>{_MAIL_EN}|inbox|messages?\s+in\s+(?:my\s+)?"
    rf"(?:inbox|gmail))\b(?!\s+address)"
    rf"|^(?:did|have|has)\s+i\s+(?:got|get|gotten|receive[d]?|had|have)\s+(?:an?\s+|any\s+)?"
    rf"(?P<adj2>(?:new|unread)\s+)?(?:{_MAIL_EN}|reply|replies|response)\b"
    rf"|^(?:is|are)\s+there\s+(?:an?|any)\s+(?P<adj3>(?:new|unread)\s+)?{_MAIL_EN}\b"
    rf"|^(?:do|did)\s+i\s+have\s+(?:an?\s+|any\s+)?(?P<adj4>(?:new|unread)\s+)?{_MAIL_EN}\b"
    rf"|^what\s+(?:new\s+)?{_MAIL_EN}\s+(?:did|have)\s+i\s+(?:get|got|gotten|receive[d]?)\b"
    rf"|^who\s+(?:e-?mailed|sent)\s+me(?:\s+an?\s+e-?mail)?\b"
    rf"|^(?:check|see|tell\s+me|let\s+me\s+know|find\s+out)\s+(?:if|whether)\s+(?:i\s+(?:have|got|received)"
    rf"|there\s+(?:is|are))\s+(?:an?\s+|any\s+)?(?P<adj5>(?:new|unread)\s+)?{_MAIL_EN}\b"
    rf"|^(?:(?:new|unread|recent)\s+)?{_MAIL_EN}(?=\s+(?:from|about|regarding|sent|with)\b)",
    re.IGNORECASE)
_DID_WRITE_EN = re.compile(rf"^(?:did|has)\s+(?P<who>{ADDR}|(?i:the\s+)?[\w'.-]+(?:\s+[A-Z][\w'-]*)?)\s+"
                           r"(?i:e-?mail(?:ed)?|mail(?:ed)?|write|written|wrote|repl(?:y|ied)|answer(?:ed)?)\s+"
                           r"(?i:me|back)\b(?P<rest>.*)$")
_ADJ_HE = rf"(?P<adj>(?:\s+(?:{_LATEST}|שלא נקראו|שלי|שקיבלתי))*)"
_SEARCH_HE = re.compile(
    rf"^(?P<verb>תחפש|תחפשי|חפש|חפשי|תמצא|תמצאי|מצא|מצאי|תראה|תראי|הראה|הצג|תציג|תציגי|תבדוק|תבדקי|בדוק|בדקי"
    rf"|תקרא|תקראי|קרא|קראי|תביא|תביאי)\s+(?:לי\s+)?(?:את\s+)?(?:כל\s+)?"
    rf"(?P<noun>{_MAIL_HE}|תיבת הדואר|הדואר|ג'ימייל|גימייל){_ADJ_HE}(?=\s|$|\?)"
    rf"|^(?:(?:תבדוק|תבדקי|בדוק|בדקי|תגיד|תגידי)\s+(?:לי\s+)?(?:אם|האם)\s+|האם\s+)?"
    rf"(?:קיבלתי|הגיע(?:ה|ו)?(?:\s+לי)?|יש(?:\s+לי)?|היה|היו)\s+(?:כבר\s+)?"
    rf"(?P<noun2>{_MAIL_HE}){_ADJ_HE.replace('adj', 'adj2')}(?=\s|$|\?)"
    rf"|^מה\s+(?:היה\s+)?(?P<noun3>המייל|האימייל|המיילים|האימיילים)(?P<adj3>\s+(?:{_LATEST})(?:\s+(?:שלי|שקיבלתי))?)"
    rf"(?=\s|$|\?)"
    rf"|^מי\s+(?:שלח|שלחה|כתב|כתבה)\s+לי\s+(?P<noun5>מייל|אימייל|מיילים)"
    rf"|^(?P<noun4>מיילים|מייל|אימיילים|אימייל)(?P<adj4>(?:\s+(?:חדשים|חדש|שלא נקראו))?)"
    rf"(?=\s+(?:מ|על\s|לגבי\s|בנושא\s)|\s*\??$)")

_WHO_HE = re.compile(r"^(?:האם\s+)?(?:ה)?(?P<who>\S+)\s+"
                     r"(?:שלח|שלחה|ענה|ענתה|כתב|כתבה)"
                     r"\s+לי\s+(?:מייל|אימייל|במייל)\b(?P<rest>.*)$")


def _search_intent(ctx: RuleContext, rest: str, adj: str, noun: str, verb: str) -> Intent:
    latest = bool(re.search(r"(?:latest|last|newest|most recent|האחרון|אחרון)(?!ים)", adj, re.IGNORECASE))
    unread = bool(re.search(r"\b(?:new|unread)\b|חדשים|חדש|שלא נקראו", adj, re.IGNORECASE))
    query = gmail_query(rest, ctx.now, unread=unread and not latest)
    singular = not re.search(r"mails\b|messages|מיילים|אימיילים|האחרונים", noun + adj, re.IGNORECASE)
    reading = singular and (latest or re.match(r"read|open|תקרא|קרא", verb, re.IGNORECASE))
    if reading:
        return Intent("gmail", "read", {"operation": "read", "query": query or "in:inbox", "maxResults": 1}, 0.92,
                      entity="email")
    args: dict[str, Any] = {"operation": "search", "query": query or ("is:unread" if unread else "in:inbox")}
    if latest:
        args["maxResults"] = 5
    # Above calendar's "do I have any ...?" (0.9): the mail word settles it.
    return Intent("gmail", "search", args, 0.92, entity="email")


@grammar
def search_email(ctx: RuleContext) -> Intent | None:
    text = _strip_polite(ctx.text)
    m = _DID_WRITE_EN.match(text) or _WHO_HE.match(text)
    if m and m.group("who").lower() not in ("you", "it", "that", "this", "מי"):
        query = " ".join(p for p in ("from:" + sender(m.group("who")), gmail_query(m.group("rest"), ctx.now)) if p)
        return Intent("gmail", "search", {"operation": "search", "query": query.strip()}, 0.92, entity="email")
    m = _SEARCH_EN.match(text) or _SEARCH_HE.match(text)
    if m is None or re.search(r"\blist\b|רשימ", text, re.IGNORECASE):
        return None
    groups = {k: v for k, v in m.groupdict().items() if v}
    adj = " ".join(v for k, v in groups.items() if k.startswith("adj"))
    noun = next((v for k, v in groups.items() if k.startswith("noun")), m.group(0))
    verb = groups.get("verb", "")
    if re.fullmatch(_ASKING, verb, re.IGNORECASE) and not re.search(_LATEST, adj, re.IGNORECASE):
        return None
    return _search_intent(ctx, text[m.end():], adj, noun, verb)


_REPLY_SEP = (r"(?:\s*[,:]\s*|\s+-\s+|\s+(?:saying|with(?!\s+(?:the\s+)?subject)|and say|and tell (?:him|her|them)"
              r"|telling (?:him|her|them)|to say|that|let (?:him|her|them) know)\s+(?:that\s+)?)")
_REPLY_EN = re.compile(rf"^(?P<verb>reply|respond|write back|answer)\s+(?:to\s+)?(?P<target>.+?){_REPLY_SEP}"
                       r"(?P<body>.+)$|^(?P<verb2>reply|respond|write back|answer)\s+(?:to\s+)?(?P<target2>.+)$",
                       re.IGNORECASE | re.DOTALL)
_REPLY_HE = re.compile(r"^(?:תענה|תעני|ענה|עני|תשיב|תשיבי|השב|השיבי|תגיב|תגיבי|לענות|להשיב)\s+(?P<rest>.+)$", re.DOTALL)
_PRONOUN = re.compile(r"^(?:him|her|them|it|that|this|that one|this one|לו|לה|להם|לזה|עליו|עליה)$", re.IGNORECASE)


def _reply_target_en(target: str, now: datetime) -> tuple[str, bool] | None:
    """(query, has a mail word or address) for "Dana's email", "the email from the bank about X", "Dana"."""
    target = target.strip(" ,.")
    mail = bool(re.search(rf"{_MAIL_EN}|message|{ADDR}", target, re.IGNORECASE))
    m = re.match(rf"(?P<who>.+?)'s\s+(?:{_LATEST}\s+)?(?:{_MAIL_EN}|message)\b(?P<rest>.*)$", target, re.IGNORECASE)
    if m:
        about = ABOUT_EN.search(m.group("rest"))
        who = "from:" + sender(m.group("who"))
        return (f"{who} {topic(about.group('x'))}" if about else who), True
    m = re.match(rf"(?:the\s+|my\s+|that\s+|this\s+)?(?:{_LATEST}\s+)?(?:{_MAIL_EN}|message)\b(?P<rest>.*)$", target,
                 re.IGNORECASE)
    if m:
        return gmail_query(m.group("rest"), now) or "in:inbox", True
    if ADDRESS.fullmatch(target) or re.fullmatch(r"(?i:the\s+|my\s+)?[\w'.-]+(?:\s+[A-Z][\w'-]*)?", target):
        return "from:" + sender(target), mail
    return None


def _reply_intent(ctx: RuleContext, query: str, body: str, referential: bool) -> Intent:
    """A reply; "reply to it" answers the email of the latest gmail action when there is one."""
    args: dict[str, Any] = {"operation": "reply", "query": query, "body": _clean_body(body)}
    action = next((a for a in ctx.latest_actions if a.get("capability") == "gmail"), None) if referential else None
    if action and action.get("externalIds"):
        args["messageId"] = str(action["externalIds"][0])
    missing = [] if args["body"] else ["body"]
    return Intent("gmail", "reply", args, 0.9, missing=missing, risk="high", needs_approval=True, entity="email")


@grammar
def reply_email(ctx: RuleContext) -> Intent | None:
    text = _strip_polite(ctx.text)
    m = _REPLY_EN.match(text)
    if m:
        verb = (m.group("verb") or m.group("verb2")).lower()
        target, body = (m.group("target") or m.group("target2")), m.group("body") or ""
        if _PRONOUN.fullmatch(target.strip()):
            return _reply_intent(ctx, "in:inbox", body, True)
        found = _reply_target_en(target, ctx.now)
        if found is None or (verb not in ("reply", "write back") and not found[1]):
            return None
        return _reply_intent(ctx, found[0], body, False)
    m = _REPLY_HE.match(text)
    if m is None or not re.search(r"מייל|אימייל", m.group("rest")):
        return None
    words, who, about, body = m.group("rest").split(), "", "", ""
    for i, word in enumerate(words):
        says = re.fullmatch(r"ו?(?:תכתוב|תכתבי|תגיד|תגידי|לכתוב|להגיד|לומר)", word)
        if says or word.startswith(":") or (word.startswith("ש") and not re.match(r"של(?:י|ו|ה|נו|הם|ך)?$", word)):
            body = re.sub(r"^(?:(?:לו|לה|להם)\s+)?ש?", "", " ".join(words[i + 1 if says else i:]).lstrip(":"))
            break
        if word in ("על", "לגבי", "בנושא"):
            about = words[i + 1] if i + 1 < len(words) else ""
        elif not who and not re.search(r"מייל", word) and (re.match(r"ל(?!מייל)\S{2,}", word) or (
                i and words[i - 1] == "של") or re.match(r"מ(?:ה)?\S{2,}", word)) and word not in ("של", "לו", "לה"):
            who = re.sub(r"^(?:ל|מה|מ)(?=\S{2,})", "", word) if not (i and words[i - 1] == "של") else word
    query = " ".join(p for p in (f"from:{sender(who)}" if who else "", topic(about)) if p) or "in:inbox"
    return _reply_intent(ctx, query, body, not who and not about)


_FORWARD = re.compile(rf"^(?:forward|fwd|pass on)\s+(?P<what>.+?)\s+to\s+(?P<to>.+?)\s*[.!]?$"
                      rf"|^(?:תעביר|תעבירי|העבר|העבירי)\s+(?:את\s+)?(?P<what_he>ה?(?:מייל|אימייל).*?)\s+(?P<to_he>ל-?\s*"
                      rf"(?:{ADDR}|{HE_LETTER}\S+))\s*[.!]?$", re.IGNORECASE | re.DOTALL)


@grammar
def forward_email(ctx: RuleContext) -> Intent | None:
    """"forward Dana's email to avi@x.com" / "תעביר את המייל מדנה ל-avi@x.com": high risk, like sending."""
    m = _FORWARD.match(_strip_polite(ctx.text))
    if m is None:
        return None
    if m.group("what"):
        to, names, _, rest = _recipients_en(m.group("to"))
        referential = bool(_PRONOUN.fullmatch(m.group("what").strip()))
        found = ("in:inbox", True) if referential else _reply_target_en(m.group("what"), ctx.now)
        if found is None or not found[1]:
            return None
        query = found[0]
    else:
        to, names, _, rest = _recipients_he(m.group("to_he"))
        query, referential = gmail_query(m.group("what_he"), ctx.now) or "in:inbox", False
    if rest:
        return None
    args = {k: v for k, v in _reply_intent(ctx, query, "", referential).args.items() if k != "body"}
    args.update({"operation": "forward", "to": to, **({"toNames": names} if names and not to else {})})
    return Intent("gmail", "forward", args, 0.9, missing=[] if to else ["to"], risk="high", needs_approval=True,
                  entity="email")
