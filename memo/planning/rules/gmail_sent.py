"""Email questions with no mail word: "did the electric company send me a bill this month", "check if Amazon emailed
me about the return", "did I get the invoice from the accountant", "האם חברת החשמל שלחה לי חשבון החודש".

A question whether someone sent (e-mailed, forwarded) the user something, or whether the user got something, is a Gmail
search (`search` with `query`: from:, the thing's words, the dates). Without a mail word the thing sent must be one
that arrives by email (a bill, an invoice, a confirmation, a file ...): "did mom send me the photos" or "did Dana
reply" may as well be a chat, and "did I get the milk" a list; those are left to other grammars or asked about.
A Hebrew sentence is a question only with "האם", "תבדוק אם" / "תחפשי אם" or a question mark: "חברת החשמל שלחה לי
חשבון" reports. Asked so, "לי" may be left out ("תחפשי אם הבנק שלח אישור"), unless someone else is named as
who it went to ("... את החוזה ללקוח").
"""

from __future__ import annotations

import re

from memo.planning.gmail_query import ADDR, gmail_query, sender
from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.gmail_manage import MAIL_EN, MAIL_HE, strip_polite, without_last_words

# What people get by email (and rarely otherwise): the words that make "sent me X" a question about mail.
_DOC_EN = (r"bills?|invoices?|receipts?|statements?|confirmations?|quotes?|estimates?|contracts?|offers?|tickets?"
           r"|boarding\s+pass(?:es)?|itinerar(?:y|ies)|tracking\s+(?:number|link|info)|documents?|docs?|files?"
           r"|attachments?|reports?|pdfs?|links?|invitations?|invites?|payslips?|pay\s*stubs?|proposals?|agreements?"
           r"|forms?|newsletters?|updates?|details|verification\s+codes?|codes?|refunds?|vouchers?|coupons?"
           r"|certificates?|results"
           # What a school or a ward sends round: "did the secretary send the new timetable yet?"
           r"|timetables?|(?:shift\s+|class\s+|exam\s+)?schedules?|rotas?|rosters?|agendas?|syllabus|grades|slides"
           r"|presentations?|worksheets?|lesson\s+plans?|minutes|" + MAIL_EN)
_DOC_HE = (r"חשבון|חשבונות|חשבונית|חשבוניות|קבלה|קבלות|אישור|אישורים|הצעת\s+מחיר|הצעה|חוזה|כרטיס|כרטיסים|כרטיסי\s+טיסה"
           r"|קובץ|קבצים|מסמך|מסמכים|דוח|דו\"ח|דוחות|הזמנה|תלוש|תלושים|לינק|קישור|טופס|טפסים|עדכון|פרטים|פרטי|קוד|זיכוי|שובר"
           r"|תעודה|תוצאות|ניוזלטר|מייל|מיילים|אימייל|אימיילים"
           r"|מערכת\s+(?:ה)?שעות|מערכת\s+(?:ה)?מבחנים|לוח\s+(?:ה)?זמנים|לו\"ז|סידור\s+(?:ה)?עבודה|מצגת|סיכום|פרוטוקול"
           r"|ציונים|סילבוס|דף\s+עבודה|דפי\s+עבודה")
_THE_EN = r"(?:(?:a|an|the|any|my|our|their|his|her|new|that|this)\s+)*"


def _who(n: str = "") -> str:
    """The sender, one to three words ("amazon", "the electric company", "dana@x.com"), as group who{n}."""
    return rf"(?P<who{n}>{ADDR}|(?:the|my|our)\s+[\w'.&-]+(?:\s+[\w'.&-]+){{0,2}}?|[\w'.&-]+(?:\s+[\w'.&-]+)?)"


# Forwarding is sending: "did my mother in law forward the flight details", "check if dana forwarded the invoice".
_SEND = r"(?:send|sent|forward|forwarded|fwd|fw)"
_SENT = r"(?:sent|forwarded|fwd)"
_ASK_EN = r"(?:check|see|find\s+out|tell\s+me|let\s+me\s+know|look)\s+(?:if|whether)"
_SENT_EN = re.compile(
    # "did the bank send me a statement", "check if dana sent the contract"
    rf"^(?:(?:did|has|have)\s+{_who()}\s+{_SEND}|{_ASK_EN}\s+{_who('1')}\s+(?:has\s+|have\s+)?{_SENT})\s+"
    # the thing may be said in Hebrew inside English: "did the secretary send the new מערכת שעות yet?"
    rf"(?:(?:me|us)\s+)?{_THE_EN}(?P<doc>(?:[\w'&-]+\s+){{0,2}}?(?:{_DOC_EN}|{_DOC_HE}))\b(?P<rest>.*)$"
    # "check if amazon emailed me about the return", "did the school email me", "has anyone mailed us"
    rf"|^(?:{_ASK_EN}\s+{_who('2')}\s+(?:has\s+|have\s+)?(?:e-?mailed|mailed)|did\s+{_who('3')}\s+(?:e-?mail|mail)"
    rf"|(?:has|have)\s+{_who('4')}\s+(?:e-?mailed|mailed))\s+(?:me|us)\b(?P<rest2>.*)$"
    # "did I get the invoice from the accountant", "check if i got a confirmation from booking"
    rf"|^(?:(?:did|have)\s+i\s+|{_ASK_EN}\s+i\s+(?:have\s+)?)(?:get|got|gotten|rec(?:ei|ie)ved?)\s+{_THE_EN}"
    rf"(?P<doc5>(?:[\w'&-]+\s+){{0,2}}?(?:{_DOC_EN}))\b(?P<rest5>.*)$",
    re.IGNORECASE)
# "תחפשי אם הבנק שלח ...": looking whether it came is the same question
_ASK_HE = (r"(?:(?:תבדוק|תבדקי|בדוק|בדקי|תגיד|תגידי|תראה|תראי|תחפש|תחפשי|חפש|חפשי)\s+(?:לי\s+)?(?:אם|האם)\s+"
           r"|האם\s+)")
_SENT_HE = re.compile(
    # "האם חברת החשמל שלחה לי חשבון", "תבדקי אם הבנק שלח לי את הדוח"
    rf"^(?P<ask>{_ASK_HE})?(?P<who>(?!ש)[^\s?]+(?:\s+(?!ש)[^\s?]+)?)\s+(?:שלח|שלחה|שלחו|העביר|העבירה|העבירו)(?:\s+(?P<me>לי|לנו))?\s+(?:כבר\s+)?"
    rf"(?:את\s+)?(?P<doc>(?:ה)?(?:{_DOC_HE})(?!\S))(?P<rest>.*)$"
    # "האם קיבלתי את החשבונית מרואה החשבון", "תבדקי אם הגיע לי אישור מהמלון"
    rf"|^(?P<ask2>{_ASK_HE})?(?:קיבלתי|הגיע(?:ה|ו)?\s+לי)\s+(?:כבר\s+)?(?:את\s+)?(?P<doc2>(?:ה)?(?:{_DOC_HE})(?!\S))"
    rf"(?P<rest2>.*)$")
# Without "לי" the thing may have gone to someone else: "... את החוזה ללקוח", "... לרונית".
_TO_ANOTHER = re.compile(r"^\s+(?:אל\s+|ל(?!גבי|פני|כן|מה)\S{2,})")
_NOT_A_SENDER = re.compile(r"i|you|we|he|she|they|it|this|that|who|אני|אתה|את|אנחנו|הוא|היא|הם|הן|זה|מי", re.IGNORECASE)
_ANYONE = re.compile(r"anyone|anybody|someone|somebody|מישהו|מישהי", re.IGNORECASE)
_OTHER_THINGS = re.compile(r"\blists?\b|\btasks?\b|\breminders?\b|\bnotes?\b|רשימ|משימ|תזכור|פתק", re.IGNORECASE)


# After the question, a plain "can you check my emails" asks the same: "did I get the email from the pension fund?
# my son said they'd write. can you check my emails please".
_CHECK_MAIL = re.compile(rf"^(?:(?:so|and|please|pls)\s+)*(?:(?:can|could|would)\s+(?:you|u)\s+)?(?:please\s+)?"
                         rf"(?:check|look\s+(?:at|in)|go\s+through)\s+(?:my\s+|the\s+)?(?:{MAIL_EN}|inbox)"
                         rf"(?:\s+(?:please|pls|for\s+me))?\s*[?.!]*$"
                         rf"|^(?:תבדקי|תבדוק|בדקי|בדוק)\s+(?:לי\s+)?(?:בבקשה\s+)?(?:את\s+)?(?:{MAIL_HE}|התיבה)(?:\s+שלי)?"
                         rf"(?:\s+בבקשה)?\s*[?.!]*$", re.IGNORECASE)
_SENTENCES = re.compile(r"(?<=[?.!])\s+")


def _first_question(text: str) -> str | None:
    """The question, without the sentences after it when each is a remark or a plain "check my emails"; None
    when one asks for something else."""
    from memo.planning.rules.calendar_remarks import _CHANGES, opens_a_remark

    first, *after = _SENTENCES.split(text.strip())
    for sentence in after:
        if not (_CHECK_MAIL.match(sentence) or opens_a_remark(sentence) and not _CHANGES.search(sentence)):
            return None
    return first


def _search(query: str) -> Intent:
    return Intent("gmail", "search", {"operation": "search", "query": query}, 0.9, entity="email")


@grammar
def sent_me(ctx: RuleContext) -> Intent | None:
    text = without_last_words(strip_polite(ctx.text)).strip()
    if _OTHER_THINGS.search(text):
        return None
    question = _first_question(text)
    if question is None:
        return None
    bare = question.rstrip(" ?!.")
    m = _SENT_EN.match(bare)
    if m is not None:
        groups = {k: v for k, v in m.groupdict().items() if v is not None}
        who = next((groups[k] for k in ("who", "who1", "who2", "who3", "who4") if k in groups), "")
        doc = groups.get("doc") or groups.get("doc5") or ""
        rest = groups.get("rest") or groups.get("rest2") or groups.get("rest5") or ""
    else:
        m = _SENT_HE.match(bare)
        if m is None or not (m.group("ask") or m.group("ask2") or question.endswith("?")):
            return None
        who, doc = m.group("who") or "", re.sub(r"^ה(?=\S{2,})", "", m.group("doc") or m.group("doc2"))
        rest = m.group("rest") or m.group("rest2") or ""
        if m.group("who") and not m.group("me") and _TO_ANOTHER.match(rest):
            return None  # "האם דני שלח את החוזה ללקוח": sent to someone else, not to the user's mailbox
        who = re.sub(r"^ה(?=\S{3,}$)", "", who) if " " not in who else who
    if who and _NOT_A_SENDER.fullmatch(who.strip()):
        return None  # "did he send me the file": nobody to search for
    doc = re.sub(rf"^{MAIL_HE}$|\b{MAIL_EN}\b", " ", doc, flags=re.IGNORECASE).strip()
    sender_term = "" if not who or _ANYONE.fullmatch(who.strip()) else "from:" + sender(who)
    query = " ".join(p for p in (sender_term, gmail_query(f"{doc} {rest}", ctx.now)) if p)
    return _search(query or "in:inbox")
