"""A sender named as a business, a name then what it is: "reply to Angel bakery: כן חמישי 7 בבוקר מתאים", "reply to
Katz plumbing: thursday works", "reply to Dana's studio - see you at 5".

`gmail.reply_email` takes one word as a sender ("reply to Dana") or a name of two capitalised words ("Dana Cohen").
A small business is written the way its owner says it, the name capitalised and the trade after it in lower case; the
answer after a colon or dash then went to the task grammars, which read its time ("7 בבוקר") as a reminder's. Only a
name followed by an answer is taken: "reply to Dana later" or "reply to Dana email" is not a business's name.
"""

from __future__ import annotations

import re

# "Dana", "the bank", "Dana Cohen": one word, or a name of two capitalised words (as gmail.py always took it).
_SENDER_EN = re.compile(r"(?i:the\s+|my\s+)?[\w'.-]+(?:\s+[A-Z][\w'-]*)?")
# The trade after a capitalised name: one lower-case word, not a word about when, how or what to answer.
_BUSINESS = re.compile(
    r"(?:the\s+)?[A-Z][\w'.-]*\s+(?!(?:today|tomorrow|tmrw|tonight|now|later|asap|again|too|also|first|back|quickly"
    r"|please|pls|plz|then|already|right|pronto|soon|email|emails|e-mail|mail|msg|message|text|thread|about|re|and"
    r"|or|with|from|on|in|at|for|to|saying|that|this|it|here|there|yes|no|ok|okay)\b)[a-z][a-z'-]{2,}")
# Someone named by their role at a place: "the venue manager", "our wedding planner", "the school secretary". The
# last word is a role, so the words before it say whose: a sender, not a time or a way to answer.
_ROLE = re.compile(
    r"(?i:the|my|our)\s+(?:[a-z][\w'-]*\s+){1,2}(?:manager|owner|agent|landlord|landlady|planner|coordinator|secretary"
    r"|accountant|lawyer|contractor|supplier|director|principal|teacher|coach|tutor|rep|representative|office|team"
    r"|department|clinic|company|host|organi[sz]er|administrator|admin|advisor|adviser|consultant|broker|dealer"
    r"|vendor|caterer|photographer|dj|florist|designer|architect|technician|plumber|electrician)")


def sender_named(target: str, answered: bool) -> bool:
    """`target` names the sender of the email answered: "Dana", "the bank", "Dana Cohen"; with an answer after it,
    also a capitalised name and its trade ("Angel bakery", "Katz plumbing") or a role ("the venue manager")."""
    return bool(_SENDER_EN.fullmatch(target)
                or answered and (_BUSINESS.fullmatch(target.strip()) or _ROLE.fullmatch(target.strip())))
