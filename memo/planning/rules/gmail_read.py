"""Reading one email (the `gmail` capability's read): "what did Avi write?", "what does the email from the bank
say", "מה כתבה לי דנה על החוזה", and a pointer at the emails Memo just listed ("read 2", "open the second one",
"תקרא את השני"). Which email is read as in gmail_manage.py.
"""

from __future__ import annotations

import re
from typing import Any

from memo.planning.gmail_query import ADDR, HE_LETTER, gmail_query, sender
from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.gmail_manage import (
    email_target,
    is_reference,
    listed_emails,
    reference,
    strip_polite,
    without_last_words,
)

# "what did Avi write?", "what did the landlord send me", "מה אבי כתב?", "מה כתבה לי דנה על החוזה": the latest one.
# Someone named through whose they are ("Shachar's mom", "my son's teacher") is a sender as much as a name is.
_WHO_EN = (rf"{ADDR}|(?:(?i:the|my|our)\s+)?[A-Za-z][\w.-]*'s\s+[A-Za-z][\w-]*"
           rf"|(?i:the|my|our)\s+[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]*)?|[A-Za-z][\w'.-]*"
           rf"(?:\s+(?-i:[A-Z])[\w'-]*)?")
_WHAT_WROTE_EN = re.compile(
    rf"^what\s+(?:did|has|have)\s+(?P<who>{_WHO_EN})\s+(?:write|written|wrote|send|sent|e-?mail(?:ed)?|mail(?:ed)?"
    # "what did Amir say in his last email": the latest one is what is read anyway, so "last" only points at it.
    rf"|reply|replied|answer(?:ed)?|say\s+in\s+(?:the|his|her|their|that|this|its)\s+"
    rf"(?:(?:last|latest|newest|most\s+recent|recent|new)\s+)?(?:e-?mail|mail|message))"
    rf"(?:\s+(?:to\s+)?(?:me|us|back))?\b(?P<rest>.*)$", re.IGNORECASE)
# The same asked through "read me" / "tell me", the question's order turned: "read me what Avi wrote in his last
# email", "tell me what Shachar's mom sent".
_WROTE_INDIRECT_EN = re.compile(
    rf"^what\s+(?P<who>{_WHO_EN})\s+(?:wrote|sent|e-?mailed|mailed|replied|answered|said\s+in\s+"
    rf"(?:the|his|her|their|that|this|its)\s+(?:(?:last|latest|newest|most\s+recent|recent|new)\s+)?"
    rf"(?:e-?mail|mail|message))(?:\s+(?:to\s+)?(?:me|us|back))?\b(?P<rest>.*)$", re.IGNORECASE)
_READ_ME = re.compile(r"^(?:(?:read|tell)\s+me|תקריא|תקריאי|תגיד|תגידי|תספר|תספרי)\s+(?:לי\s+)?(?=what\s|מה\s)",
                      re.IGNORECASE)
_WHAT_SAYS_EN = re.compile(r"^what\s+(?:does|did|do)\s+(?P<what>.+?)\s+say\b(?P<rest>.*)$"
                           r"|^what(?:'s|\s+is|\s+was|s)\s+in\s+(?P<what2>.+?)\??$", re.IGNORECASE)
_HE_VERBS = r"(?:כתב|כתבה|כתבו|שלח|שלחה|שלחו|ענה|ענתה|ענו)"
_NOT_NAMES = r"(?:על|עם|לי|אתמול|היום|השבוע|החודש|הבוקר|לאחרונה|כבר|עוד|מה|אם)"
# A parent or a teacher is often named by whose they are: "אמא של שחר", "המורה של נועה כהן" (the "של" is part of the
# sender, which a sender's second word otherwise never starts with).
_HE_WHO = (rf"(?:{ADDR}|{HE_LETTER}\S*\s+של\s+{HE_LETTER}\S*(?:\s+(?!(?:{_HE_VERBS}|{_NOT_NAMES})(?!\S)|[בשהל])\S+)?"
           rf"|{HE_LETTER}\S*(?:\s+(?!(?:על|לגבי|בנושא|עם|של|לי|אתמול|היום|השבוע|החודש|הבוקר|לאחרונה)"
           r"(?!\S))[^\sבש]\S*)?)")
_WHAT_WROTE_HE = re.compile(rf"^מה\s+(?P<who>{_HE_WHO})\s+{_HE_VERBS}(?:\s+לי)?(?P<rest>(?:\s.*)?)$"
                            rf"|^מה\s+{_HE_VERBS}\s+(?:לי\s+)?(?P<who2>{_HE_WHO})(?P<rest2>(?:\s.*)?)$"
                            r"|^מה\s+(?:כתוב|יש|היה כתוב|היה)\s+(?P<what>ב.+?)\??$")
# "מה שלחו לי מהבנק", "מה כתבו לי מ-wolt": a sender said with "from" after an impersonal "they sent" (or a dash
# that sets "from" apart from a name such as מיכל): everything from there.
_FROM_HE = re.compile(r"^(?:מ-|מה(?=\S{2,})|מ(?=[A-Za-z]))\s*(?P<who>\S.*)$")
_NOT_SENDERS = re.compile(r"(?:i|you|we|he|she|they|it|this|that|who|אני|אתה|את|אנחנו|הוא|היא|הם|הן|זה|מי|עוד|כבר"
                          r"|היה|לי|כתוב|יש|עשית|קרה)", re.IGNORECASE)
# "... במייל האחרון", "... in their last email": one email, the latest, so a read even after an impersonal "they
# wrote from"; the words only say which email and leave the query.
_LATEST_MAIL = re.compile(r"^\s*(?:ב(?:ה)?(?:מייל|אימייל|הודעה)\s+ה?אחרו(?:ן|נה)(?:\s+(?:שלהם|שלו|שלה|שלהן|ששלחו))?"
                          r"|in\s+(?:the|their|his|her|its|that)\s+(?:last|latest|most\s+recent)\s+(?:e-?mail|mail"
                          r"|message))(?=\s|$)", re.IGNORECASE)


def _read(target: dict[str, Any], confidence: float = 0.92) -> Intent:
    args = {"operation": "read", **target, **({"maxResults": 1} if "query" in target else {})}
    return Intent("gmail", "read", args, confidence, entity="email")


@grammar
def what_did_they_write(ctx: RuleContext) -> Intent | None:
    # "תקריאי לי מה כתוב במייל ...", "tell me what Avi wrote": the question asked through "read me" / "tell me"
    said = without_last_words(strip_polite(ctx.text)).rstrip(" ?!.")
    text = _READ_ME.sub("", said)
    m = (_WHAT_WROTE_EN.match(text) or _WHAT_WROTE_HE.match(text)
         or (_WROTE_INDIRECT_EN.match(text) if text != said else None))
    if m is None:
        m = _WHAT_SAYS_EN.match(text)
        what = m and (m.group("what") or m.group("what2"))
        found = email_target(ctx, what) if what else None
        return _read(found.args) if found is not None else None
    groups = {k: v for k, v in m.groupdict().items() if v is not None}
    if "what" in groups:  # "מה כתוב במייל של דנה", "מה כתוב בשני"
        found = email_target(ctx, groups["what"])
        return _read(found.args) if found is not None else None
    who = (groups.get("who") or groups.get("who2") or "").strip()
    if not who or _NOT_SENDERS.fullmatch(who):
        return None
    rest = groups.get("rest") or groups.get("rest2") or ""
    latest = _LATEST_MAIL.match(rest)
    rest = rest[latest.end():] if latest else rest
    origin = _FROM_HE.match(who) if "who2" in groups else None
    if origin is not None:  # "מה שלחו לי מ-wolt אתמול": whatever came from there, a search, not one email
        who = origin.group("who")
    query = " ".join(p for p in ("from:" + sender(who), gmail_query(rest, ctx.now)) if p)
    # "what did HR send me this week?": what came in a span of days is a listing of every email in it, a search;
    # with no span it is the latest one, read.
    if latest is None and (origin is not None or re.search(r"(?:after|before|newer_than|older_than):", query)):
        return Intent("gmail", "search", {"operation": "search", "query": query}, 0.92, entity="email")
    return _read({"query": query})


# "read 2", "open the second one", "what does the third one say", "תקרא את השני", "תפתח את מספר 3".
_OPEN_EN = re.compile(r"^(?:read|open|show(?:\s+me)?|view|display|see|pull\s+up|bring\s+up|check)\s+(?:me\s+)?"
                      r"(?P<what>.+?)\??$", re.IGNORECASE)
_OPEN_HE = re.compile(r"^(?:תקרא|תקראי|קרא|קראי|לקרוא|תקריא|תקריאי|הקרא|הקריאי|תפתח|תפתחי|פתח|פתחי|תראה|תראי|הראה"
                      r"|תציג|תציגי|הצג)\s+"
                      r"(?:לי\s+)?(?P<what>.+?)\??$")


@grammar
def read_listed_email(ctx: RuleContext) -> Intent | None:
    text = without_last_words(strip_polite(ctx.text))
    m = _OPEN_EN.match(text) or _OPEN_HE.match(text)
    if m is not None and is_reference(m.group("what")):
        found = reference(ctx, m.group("what"))
        return _read(found.args, 0.93) if found is not None else None
    # A bare "2" or "the second one" right after Memo listed emails picks one of them.
    bare = text.strip(" ?!.")
    if listed_emails(ctx) and is_reference(bare) and not re.fullmatch(r"(?:it|that|this|זה|זאת|הזה|אותו|אותה)", bare,
                                                                        re.IGNORECASE):
        found = reference(ctx, bare)
        return _read(found.args, 0.8) if found is not None else None
    return None


# "find the email from rina and read it to me", "תמצאי את המייל מהבנק ותקריאי לי אותו": a search said only to reach
# the email that is then read, so it is a read of what the first part describes. A bare pointer ("find that email
# and read it") with nothing listed names no email, and is left to a question.
_FIND_THEN_READ = re.compile(
    r"^(?:find|look\s+for|search\s+for|dig\s+up|pull\s+up|get|locate)\s+(?P<what>.+?)[\s,]+(?:and\s+|then\s+)+"
    r"(?:(?:read|open)\s+(?:it|that|this)(?:\s+(?:to|for)\s+me)?(?:\s+out(?:\s+loud)?)?"
    r"|(?:read\s+me|tell\s+me)\s+what\s+(?:it\s+says|(?:s?he|they)\s+(?:wrote|said|says))|read\s+it\s+out)$"
    r"|^(?:תמצא|תמצאי|מצא|מצאי|תחפש|תחפשי|חפש|חפשי)\s+(?:לי\s+)?(?P<what_he>.+?)\s+ו(?:אז\s+)?"
    r"(?:(?:תקרא|תקראי|תקריא|תקריאי|תפתח|תפתחי)\s+(?:לי\s+)?(?:אותו|אותה|את\s+זה|מה\s+כתוב\s+(?:בו|בה|שם))"
    r"|(?:תגיד|תגידי|תספר|תספרי)\s+לי\s+מה\s+(?:כתוב|(?:הוא|היא|הם)\s+(?:כתב|כתבה|כתבו))(?:\s+(?:בו|בה|שם))?)$",
    re.IGNORECASE)


@grammar
def find_then_read(ctx: RuleContext) -> Intent | None:
    m = _FIND_THEN_READ.match(without_last_words(strip_polite(ctx.text)).rstrip(" ?!."))
    what = m and (m.group("what") or m.group("what_he"))
    if not what or is_reference(what) and not listed_emails(ctx):
        return None
    found = email_target(ctx, what)
    return _read(found.args, 0.93) if found is not None else None


# "got an email from the bank this morning and i don't get it, read it to me", "קיבלתי מייל מהבנק הבוקר ולא הבנתי מה
# הם רוצים, תקריא לי אותו": the email is described as news first, then read. What the user adds about it ("and i
# don't get it", "ולא הבנתי ...") is not part of the description.
_GOT_EN = re.compile(
    r"^(?:(?:i|we)\s+)?(?:just\s+)?(?:got|received|get)\s+(?:an?|the|this|some)\s+(?:(?:weird|long|strange|confusing|scary)\s+)?"
    r"(?P<what>(?:e-?mail|mail)\s+.+?)(?:\s+and\s+(?:i\s+)?(?:don'?t|didn'?t|can'?t|cant|dont|didnt|have\s+no)\b.*?)?"
    r"[\s,.;!-]+(?:(?:so|pls|please|plz|can\s+(?:you|u)|could\s+(?:you|u))\s+)*"
    r"(?:read\s+(?:it|me\s+it)(?:\s+(?:to|for)\s+me)?(?:\s+out(?:\s+loud)?)?|open\s+it(?:\s+for\s+me)?"
    r"|(?:tell\s+me\s+)?what\s+(?:does\s+it\s+say|it\s+says))$", re.IGNORECASE)
_GOT_HE = re.compile(
    r"^(?:קיבלתי|קיבלנו|הגיע\s+לי|הגיע\s+לנו)\s+(?:את\s+)?(?P<what>(?:ה)?(?:מייל|אימייל)\s+.+?)"
    r"(?:\s+ו(?:לא|אני\s+לא|אין\s+לי)(?!\S).*?)?[\s,.;!-]+(?:אז\s+|בבקשה\s+|תוכל\s+|תוכלי\s+)*"
    r"(?:(?:תקריא|תקריאי|תקרא|תקראי|תפתח|תפתחי|להקריא|לקרוא)\s+(?:לי\s+)?(?:אותו|אותה|את\s+זה|מה\s+כתוב\s+(?:בו|בה))"
    r"|(?:תגיד|תגידי|תספר|תספרי)\s+לי\s+מה\s+כתוב\s+(?:בו|בה|שם))$")


@grammar
def got_then_read(ctx: RuleContext) -> Intent | None:
    text = without_last_words(strip_polite(ctx.text)).rstrip(" ?!.")
    m = _GOT_EN.match(text) or _GOT_HE.match(text)
    if m is None:
        return None
    found = email_target(ctx, m.group("what"))
    return _read(found.args, 0.94) if found is not None and "query" in found.args else None
