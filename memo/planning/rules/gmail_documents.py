"""Looking for a document that came by mail, named by what it is and who sent it, with no mail word: "find the
invoice from the electric company from october", "תחפשי לי את החשבונית מחברת החשמל מאוקטובר", "look for the
booking confirmation from airbnb", "תחפשי את האישור הזמנה של המלון" (the `gmail` capability's search).

Invoices, receipts, confirmations and tickets from a company arrive by mail, so a search for one said with what it
is for or who sent it ("from the electric company", "of the hotel", "for the washing machine", "the airbnb
booking confirmation") is a mail search: the query keeps the document's word, the sender and any window
("from:"electric company" invoice after:2026/10/01 before:2026/11/01", built in planning/gmail_query.py). A
booking, order or flight confirmation, an itinerary or a boarding pass is mail even alone ("find my booking
confirmation"). Any other document alone ("find the receipt", "find my passport") may as well be a note or a
file, and the message is left to the others.
"""

from __future__ import annotations

import re

from memo.planning.gmail_query import gmail_query
from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.gmail_manage import strip_polite, without_last_words

_DOC_EN = (r"(?:invoices?|receipts?|bills?|(?:bank\s+)?statements?|pay\s*slips?|payslips?|(?:booking|order|reservation"
           r"|payment|flight|shipping|delivery|purchase)\s+(?:confirmations?|receipts?|details)|confirmations?"
           r"|(?:e-?|plane\s+|flight\s+|concert\s+|train\s+)?tickets?|boarding\s+pass(?:es)?|itinerar(?:y|ies)"
           r"|quotes?|quotations?|price\s+quotes?|contracts?|polic(?:y|ies)|tracking\s+numbers?|vouchers?|coupons?)")
_DOC_HE = (r"(?:ה)?(?:חשבונית|חשבוניות|קבלה|קבלות|אישור(?:י)?\s+(?:ה)?(?:הזמנה|תשלום|טיסה|רכישה|משלוח)|אישור|אישורים"
           r"|כרטיס(?:ים|י)?(?:\s+(?:ה)?(?:טיסה|טיסות|רכבת|הופעה))?|תלוש(?:י)?(?:\s+(?:ה)?(?:משכורת|שכר))?|הצע(?:ת|ות)"
           r"\s+(?:ה)?מחיר|חוזה|חוזים|פוליס(?:ה|ת)|דו\"?ח|דוחות|שובר|שוברים|קופון|קופונים|מספר\s+(?:ה)?מעקב"
           r"|חשבון\s+(?:ה)?(?:חשמל|מים|גז|טלפון|ארנונה|סלולר)|חשבון(?=\s+של\s))")
# How often or which one a document is, said after it and no word to search by: "החשבונית החודשית של סלקום".
_HOW_OFTEN_HE = (r"(?:\s+(?:ה)?(?:חודשי|חודשית|שנתי|שנתית|דו[-\s]?חודשי|דו[-\s]?חודשית|תקופתי|תקופתית|אחרון|אחרונה"
                 r"|חדש|חדשה))?")
_FIND_EN = re.compile(rf"^(?:find|search\s+for|search|look\s+for|look\s+up|dig\s+up|locate|pull\s+up|get\s+me"
                      rf"|show\s+me|bring\s+up)\s+(?:me\s+)?(?:(?:my|the|that|this|our|all|last|latest)\s+)*"
                      rf"(?P<pre>(?:(?!(?:a|an|for|from|of|to|in|old|new|lost|missing|paper|printed|original|other|last|latest)\s)"
                      rf"[\w&.'-]+\s+){{0,2}}?)(?P<doc>{_DOC_EN})\b"
                      rf"(?P<rest>(?:\s+.+)?)$", re.IGNORECASE)
_FIND_HE = re.compile(rf"^(?:תחפש|תחפשי|חפש|חפשי|תמצא|תמצאי|מצא|מצאי|תביא|תביאי|תשלוף|תשלפי|תוציא|תוציאי)\s+(?:לי\s+)?"
                      rf"(?:את\s+)?(?:כל\s+)?(?P<pre>)(?P<doc>{_DOC_HE})(?!\S){_HOW_OFTEN_HE}(?P<rest>(?:\s+.+)?)$")
# What arrives only by mail: a booking's or an order's confirmation, an itinerary, a boarding pass, an e-ticket.
_MAILED_ALONE = re.compile(r"(?:booking|order|reservation|payment|flight|shipping|delivery|purchase)\s+confirmation"
                           r"|itinerar|boarding\s+pass|e-?tickets?|tracking\s+number"
                           r"|אישור(?:י)?\s+(?:ה)?(?:הזמנה|תשלום|טיסה|רכישה|משלוח)|מספר\s+(?:ה)?מעקב", re.IGNORECASE)
# How the rest says which one: who sent it, whose it is or what it is for ("from airbnb", "של המלון", "for the fridge").
_WHICH = re.compile(r"\s+(?:from|of|for|to|about|מאת|של|על|ל|מ)(?=\s|(?<=[למ])\S)", re.IGNORECASE)
# What another capability keeps: "find the receipt in my notes", "the ticket on my list".
_ELSEWHERE = re.compile(r"\b(?:notes?|lists?|tasks?|reminders?|calendar|drive|files?|folder|photos?|gallery)\b"
                        r"|(?<!\S)[בהמל]{0,2}(?:פתק|פתקים|רשימה|רשימת|משימ\S*|תזכור\S*|יומן|דרייב|קבצים|תיקייה|גלריה"
                        r"|תמונות|זכרון)(?!\S)", re.IGNORECASE)


@grammar
def find_mailed_document(ctx: RuleContext) -> Intent | None:
    text = without_last_words(strip_polite(ctx.text)).rstrip(" ?!.")
    match = _FIND_EN.match(text) or _FIND_HE.match(text)
    if match is None or _ELSEWHERE.search(text):
        return None
    rest, pre = match["rest"], match["pre"]
    said = " ".join(t for t in gmail_query(f"{pre} {rest}", ctx.now).split()
                    if not re.match(r"(?:after|before|newer_than):", t))
    which = bool(said) and (bool(pre.strip()) or bool(_WHICH.match(rest)))
    if not (which or _MAILED_ALONE.search(match["doc"]) and not rest.strip()):
        return None  # nothing says whose or what for: a note, a file or a paper as likely as an email
    doc = re.sub(r"^ה(?=\S{2,})", "", match["doc"])  # Gmail matches words: "חשבונית", not "החשבונית"
    query = gmail_query(f"{pre}{doc}{rest}", ctx.now)
    return Intent("gmail", "search", {"operation": "search", "query": query}, 0.9, entity="email")
