"""Mailbox questions asked short, without the words the Gmail grammars wait for: "did the bank write" (no "me"),
"has the bank written yet", "is there an invoice from פרטנר this month", "יש חשבונית מפרטנר החודש?", "הבנק כתב?",
"אמזון שלחו כבר tracking number?" (a Hebrew sender with an English thing sent), "יש unread מהיום?", "any unread?".

The English and the Hebrew-document shapes are said again in the full form gmail_sent.py / gmail_manage.py read
("did the bank write me", "did I get an invoice from פרטנר this month", "יש מיילים שלא נקראו מהיום?"); only a Gmail
search of that sentence is taken. A Hebrew sender who wrote or sent is searched here: "X כתב/שלחו (לי) (כבר) Y?".
A Hebrew sentence is a question only with "?" or "האם": "הבנק כתב לי שהחשבון נסגר" reports.
"""

from __future__ import annotations

import re
from dataclasses import replace

from memo.planning.gmail_query import gmail_query, sender
from memo.planning.rules import grammar, understand
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.gmail_manage import strip_polite, without_last_words
from memo.planning.rules.gmail_sent import _DOC_EN, _DOC_HE

_WHO_EN = r"(?P<who>(?:the|my|our)\s+[\w'.&-]+(?:\s+[\w'.&-]+)?|[\w'.&-]+)"
_NOT_WHO = re.compile(r"i|you|we|he|she|they|it|this|that|who|anyone|anybody|someone|somebody|what|where|when"
                      r"|אני|אתה|את|אנחנו|הוא|היא|הם|הן|זה|מי|מה|מתי|איפה|למה|כמה|איך|מישהו|מישהי|כבר|עוד", re.I)

# "did the bank write", "has the bank written yet?", "did the school write back already": wrote, to nobody named.
_WROTE_EN = re.compile(rf"^(?:did|has|have)\s+{_WHO_EN}\s+(?:write|written|wrote)(?P<rest>(?:\s+(?:back|yet|already"
                       rf"|anything|something))*)\s*\??$", re.IGNORECASE)

# "is there an invoice from partner this month", "any receipt from the dentist?": a thing mail brings, from someone.
_IS_THERE_EN = re.compile(rf"^(?:is\s+there|are\s+there|any|got\s+any|do\s+i\s+have)\s+(?:(?:a|an|any|new|the)\s+)*"
                          rf"(?P<doc>(?:{_DOC_EN}))\s+(?P<rest>(?:from|by)\s+\S.*?)\s*\??$", re.IGNORECASE)
_IS_THERE_HE = re.compile(rf"^(?P<ask>האם\s+)?(?:יש|הגיע(?:ה|ו)?)(?:\s+לי)?(?:\s+כבר)?\s+(?P<doc>(?:{_DOC_HE}))"
                          r"(?:\s+(?:חדש|חדשה|חדשים))?\s+(?P<rest>(?:מ-?|מאת\s+)\S.*?)\s*(?P<q>\?*)$")
# "חשבונית מבזק הגיעה?", "the invoice from bezeq arrived yet?": the thing first, then "came", asked.
_ARRIVED_HE = re.compile(rf"^(?P<doc>(?:{_DOC_HE}))(?:\s+(?:חדש|חדשה|חדשים))?\s+(?P<rest>(?:מ-?|מאת\s+)\S.*?)\s+"
                         r"(?:כבר\s+)?(?:הגיע|הגיעה|הגיעו)(?:\s+כבר)?\s*\?+$")
_ARRIVED_EN = re.compile(rf"^(?:(?:the|any|an?)\s+)?(?P<doc>(?:{_DOC_EN}))\s+(?P<rest>(?:from|by)\s+\S.*?)\s+"
                         r"(?:(?:has\s+)?arrived|came(?:\s+in)?|(?:is\s+)?here|(?:has\s+)?come(?:\s+in)?)(?:\s+yet)?\s*\?+$",
                         re.IGNORECASE)

# "הבנק כתב?", "אמזון שלחו כבר tracking number?", "האם דנה כתבה לי משהו?": a Hebrew sender, wrote or sent.
_DOC_ANY = rf"(?:{_DOC_HE}|{_DOC_EN})"
_SENT_HE = re.compile(
    r"^(?P<ask>האם\s+)?(?P<who>(?!ש)[^\s?]{2,}(?:\s+(?!ש|כבר|לי)[^\s?]{2,})?)\s+(?:כבר\s+)?"
    r"(?P<verb>כתב|כתבה|כתבו|שלח|שלחה|שלחו)(?:\s+(?:לי|לנו))?(?:\s+כבר)?"
    rf"(?:\s+(?:את\s+)?(?:ה-?)?(?P<doc>(?:[A-Za-z][\w'-]*\s+)?{_DOC_ANY}|משהו(?:\s+חדש)?))?(?:\s+כבר)?"
    r"(?P<when>\s+(?:היום|אתמול|השבוע|החודש|הבוקר))?\s*(?P<q>\?*)$", re.IGNORECASE)

# "יש unread מהיום?", "any unread?", "unread today?": "unread" with no mail word, said for the unread emails.
_UNREAD = re.compile(r"(?<![\w-])unread(?!\s+(?:e-?mails?|mails?|messages?))(?![\w-])", re.IGNORECASE)
_HAS_MAIL = re.compile(r"\b(?:e-?mails?|mails?|inbox)\b|מייל|אימייל|דואר", re.IGNORECASE)


def _search(query: str, confidence: float = 0.88) -> Intent:
    return Intent("gmail", "search", {"operation": "search", "query": query}, confidence, entity="email")


def _reread(ctx: RuleContext, said: str) -> Intent | None:
    """The Gmail search `said` (the question in full) reads as; None for any other reading."""
    intent = understand(replace(ctx, raw=said))
    if intent is None or intent.capability != "gmail" or intent.args.get("operation") != "search" or intent.missing:
        return None
    intent.read = intent.read or said
    intent.decided_by = f"{intent.decided_by or 'gmail'}; asked short: {said!r}"
    intent.confidence = min(intent.confidence, 0.88)
    return intent


def _hebrew_sender(ctx: RuleContext, text: str) -> Intent | None:
    m = _SENT_HE.match(text)
    if m is None or not (m["ask"] or m["q"]) or _NOT_WHO.fullmatch(m["who"].split()[0]):
        return None
    who = re.sub(r"^ה(?=\S{3,}$)", "", m["who"]) if " " not in m["who"] else m["who"]
    doc = re.sub(r"^משהו(?:\s+חדש)?$|^ה(?=\S{2,})", "", m["doc"] or "").strip()
    if doc and m["verb"].startswith("כ"):
        return None  # "דני כתב את הדוח?": who wrote a document, not what came by mail
    query = " ".join(p for p in ("from:" + sender(who), gmail_query(f"{doc} {m['when'] or ''}", ctx.now)) if p)
    return _search(query)


@grammar
def asked_short(ctx: RuleContext) -> Intent | None:
    text = without_last_words(strip_polite(ctx.text)).strip()
    if m := _WROTE_EN.match(text):
        if _NOT_WHO.fullmatch(m["who"]):
            return None
        return _reread(ctx, f"did {m['who']} write me{m['rest']}")
    if m := _IS_THERE_EN.match(text):
        article = "an" if m["doc"][0].lower() in "aeiou" else "a"
        return _reread(ctx, f"did I get {article} {m['doc']} {m['rest']}")
    if m := _ARRIVED_HE.match(text):
        return _reread(ctx, f"האם קיבלתי {m['doc']} {m['rest']}")
    if m := _ARRIVED_EN.match(text):
        article = "an" if m["doc"][0].lower() in "aeiou" else "a"
        return _reread(ctx, f"did I get {article} {m['doc']} {m['rest']}")
    if (m := _IS_THERE_HE.match(text)) and (m["ask"] or m["q"]):
        return _reread(ctx, f"האם קיבלתי {m['doc']} {m['rest']}")
    if _UNREAD.search(text) and not _HAS_MAIL.search(text) and text.endswith("?"):
        hebrew = re.search(r"[\u05D0-\u05EA]", text)
        said = _UNREAD.sub("מיילים שלא נקראו" if hebrew else "unread emails", text, count=1)
        said = f"any {said}" if said.startswith("unread") else said  # "unread today?"
        return _reread(ctx, said)
    return _hebrew_sender(ctx, text)
