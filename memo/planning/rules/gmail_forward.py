"""Forwarding an email (the `gmail` capability's forward): "forward Dana's email to avi@x.com", "תעביר את המייל
מדנה ל-avi@x.com", "תעבירי את המייל מהבנק לרו"ח שלי, avi@x.com". Always high risk, like sending: nothing leaves the
user's mailbox without an explicit yes. Which email is read as in gmail_manage.py; the recipients as in gmail.py.
A remark after the recipient ("..., הוא ביקש לראות אותו") is left out (calendar_remarks.py).
"""

from __future__ import annotations

import re

from memo.planning.gmail_query import ADDR, HE_LETTER, gmail_query
from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.calendar_remarks import read_without_remark
from memo.planning.rules.gmail import _PRONOUN, _recipients_en, _recipients_he
from memo.planning.rules.gmail_manage import Target, email_target, listed_emails, strip_polite

# After the "to" prefix, no place in the mailbox, no day, and no preposition that starts with the same letter
# ("לפני הפגישה", "לגבי", "לקראת": "before", "about", "towards").
_NOT_A_PERSON_HE = (r"(?!(?:ה)?(?:ארכיון|פח|אשפה|זבל|ספאם|תיקי|תווית|תגית|מחר|שבוע|יום)\S*"
                    r"|(?:פני|גבי|קראת|מרות|אחר|כן|פי|בד|שם|ערך)(?!\S))")
_FORWARD_VERB_HE = r"(?:תעביר|תעבירי|העבר|העבירי|תפרווד|תפרוורד|תפרוורדי|תשלח|תשלחי|שלח|שלחי)"
# "pass the receipt email on to my accountant, x@y.com": "pass … on/along to" is "forward", its object in between.
_PASS_ON = r"pass(?=\s.+?\s(?:on|along)\s+to\s)"
_FORWARD = re.compile(rf"^(?:forward|fwd|pass on|pass along|{_PASS_ON})\s+(?P<what>.+?)\s+(?:(?:on\s+|along\s+)?to\s+"
                      rf"|ל-?\s*(?={ADDR}))"
                      rf"(?P<to>.+?)\s*[.!]?$"
                      rf"|^(?:{_FORWARD_VERB_HE}|forward|fwd)\s+(?:לי\s+)?(?P<what_he>(?:את\s+)?\S+(?:\s+\S+)*?)"
                      rf"\s+(?P<to_he>(?:ל-?\s*|to\s+(?={ADDR})){_NOT_A_PERSON_HE}(?:{ADDR}|{HE_LETTER}\S+"
                      rf"(?:(?:\s+[^\s@]+){{0,3}}?\s*,?\s*{ADDR}|(?:\s+\S+)?)))"
                      rf"\s*[.!]?$", re.IGNORECASE | re.DOTALL)
# The one it goes to said first: "תעבירי ל-yoav@x.com את ה-invoice של חברת המים", "תעבירי לדנה את המייל מהבנק",
# "forward to yoav@x.com the invoice from the water company". A name first needs the "את" of what follows.
_TO_FIRST_HE = re.compile(rf"^{_FORWARD_VERB_HE}\s+(?:לי\s+)?(?P<to_he>ל-?\s*{_NOT_A_PERSON_HE}(?:{ADDR}"
                          rf"|{HE_LETTER}\S+(?:\s+שלי)?))\s+(?P<what_he>את\s+\S.*?)\s*[.!]?$", re.DOTALL)
_TO_FIRST_EN = re.compile(rf"^(?:forward|fwd|pass\s+on|pass\s+along)\s+to\s+(?P<to>{ADDR}(?:\s*(?:,|and)\s*{ADDR})*)"
                          rf"\s+(?P<what>\S.*?)\s*[.!]?$", re.IGNORECASE | re.DOTALL)
_FORWARDING = re.compile(rf"(?:(?:please|pls|plz|can\s+you|could\s+you)\s+)?(?:forward|fwd|pass\s+on|pass\s+along"
                         rf"|{_PASS_ON})\b"
                         r"|(?:בבקשה\s+)?(?:תעביר|תעבירי|העבר|העבירי|תפרווד|תפרוורד|תפרוורדי)(?!\S)", re.IGNORECASE)
# What another capability keeps, forwarded by another way: a list, a task, a note, an event.
_NOT_MAIL = re.compile(r"\b(?:lists?|tasks?|to-?dos?|notes?|reminders?|events?|meetings?|calendar|appointments?)\b"
                       r"(?!\s+invit)|(?<!\S)[הל]?(?:רשימ|משימ|פתק|תזכור|פגיש|אירוע|יומן)\S*", re.IGNORECASE)
_LAST_WORDS = re.compile(r"[\s,]+(?:please|pls|plz|thanks|thx|ty|בבקשה|תודה)\s*[.!]*$", re.IGNORECASE)


@grammar
def forward_email(ctx: RuleContext) -> Intent | None:
    """"forward Dana's email to avi@x.com" / "תעביר את המייל מדנה ל-avi@x.com": high risk, like sending."""
    return read_without_remark(_forward_email, ctx)


def _forward_email(ctx: RuleContext) -> Intent | None:
    said = _LAST_WORDS.sub("", strip_polite(ctx.text))
    m = _FORWARD.match(said) or _TO_FIRST_EN.match(said) or _TO_FIRST_HE.match(said)
    if m is None:
        return None
    said_as = m.groupdict()
    what = (said_as.get("what") or said_as.get("what_he") or "").strip()
    to_he = re.sub(r"^to\s+", "ל", said_as.get("to_he") or "", flags=re.IGNORECASE)
    to, names, _, rest = _recipients_en(said_as["to"]) if said_as.get("what") else _recipients_he(to_he)
    found = email_target(ctx, what)
    if found is None and _PRONOUN.fullmatch(what):
        # "forward it to ...": only the email just shown; unlike a reply, sending the latest inbox mail to someone
        # else on a guess could leak the wrong mail, so with none shown which one is asked.
        found = Target({"messageId": listed_emails(ctx)[0]} if listed_emails(ctx) else {})
    if found is None and to and _FORWARDING.match(strip_polite(ctx.text)) and not _NOT_MAIL.search(what):
        # "forward the flight confirmation to dan@x.com": forwarding to an address is mail even with no mail word;
        # the description is searched for (and the approval shows what was found). A name alone is asked about.
        query = gmail_query(what, ctx.now)
        found = Target({"query": query}) if query else None
    if found is None or rest:
        return None
    args = {"operation": "forward", **found.args, "to": to, **({"toNames": names} if names else {})}
    missing = ([] if found.args else ["query"]) + ([] if to or names else ["to"])
    return Intent("gmail", "forward", args, 0.9, missing=missing, risk="high",
                  needs_approval=True, entity="email")


# "ok send it to her", "תשלחי לו את זה": something pointed at, sent to someone pointed at. No person is named, so
# whatever "it" is (the email just shown, or nothing), who it goes to is asked.
_SEND_IT_TO_PRONOUN = re.compile(
    r"^(?:(?:ok(?:ay)?|k|sure|great|cool|good|perfect|yes|yeah|yep|so|and|now|then)[\s,.!]+)*(?:(?:pls|please|just)\s+)*"
    r"(?:send|forward|fwd|pass)\s+(?P<what>it|this|that|that\s+one|this\s+one)\s+(?:over\s+|on\s+|along\s+)?to\s+"
    r"(?P<to>him|her|them)"
    r"|^(?:(?:אוקיי|אוקי|סבבה|יופי|מעולה|טוב|כן|אז|יאללה)[\s,.!]+)*(?:בבקשה\s+)?"
    r"(?:תשלח|תשלחי|שלח|שלחי|תעביר|תעבירי|העבר|העבירי)\s+(?:(?P<to_he>לו|לה|להם|להן)\s+(?P<what_he>את\s+זה|אותו|אותה)"
    r"|(?P<what_he2>את\s+זה|אותו|אותה)\s+(?P<to_he2>לו|לה|להם|להן))"
    r"\s*(?:(?:pls|please|thanks|thx|בבקשה|תודה)\s*)?[.!]*$", re.IGNORECASE)


@grammar
def send_it_to_someone(ctx: RuleContext) -> Intent | None:
    m = _SEND_IT_TO_PRONOUN.match(ctx.text.strip())
    if m is None:
        return None
    shown = listed_emails(ctx)  # with no email just shown, what "it" is is not known either
    args = {"operation": "forward", **({"messageId": shown[0]} if shown else {}), "to": []}
    missing = ([] if shown else ["query"]) + ["to"]
    return Intent("gmail", "forward", args, 0.85, missing=missing, risk="high", needs_approval=True, entity="email")
