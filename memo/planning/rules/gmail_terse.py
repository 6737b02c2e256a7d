"""Gmail requests typed in a hurry: an answer with no "saying" before it ("reply to the landlord's email ok thursday
works"), a sender named by two words in the construct state ("תעני לבעל הבית שמתאים לנו"), and a list that the mail
holds rather than one of Memo's ("the email from school with the supply list").

These are small rewrites the reply and search grammars (gmail.py, gmail_manage.py) apply before their own reading.
"""

from __future__ import annotations

import re

# A list named before any mail word is a list of Memo's ("find my shopping list"); after it, it is what the mail holds
# ("the email from the school with the supply list", "המייל מהגן עם רשימת הציוד").
LIST_FIRST = re.compile(r"^(?:(?!\b(?:e-?mails?|mails?|messages?)\b|מייל|אימייל|הודע).)*?(?:\blists?\b|רשימ)",
                        re.IGNORECASE)

# The words an answer opens with. "no" and "thanks" are left out: "reply to dana no rush" and "... thanks" speak to
# Memo as often as to the sender. At least one more word must follow, so "reply to dana ok" stays a question.
_OPENER = r"(?:ok|okay|yes|yeah|yep|yup|sure|sounds\s+good|fine|great|perfect|confirmed|agreed|absolutely|of\s+course)"
_ANSWER_AFTER_MAIL = re.compile(
    rf"^(?P<head>(?:reply|respond|write\s+back|answer)\s+(?:to\s+)?(?:(?:the|my|our)\s+)?(?:[\w.-]+\s+){{0,2}}?"
    rf"[\w.-]+'s\s+(?:e-?mail|mail|message)|(?:reply|write\s+back)\s+to\s+[\w.-]+"
    # "reply to the daycare email yes ...": a mail named by what it is about ends where its mail word does
    rf"|(?:reply|respond|write\s+back|answer)\s+(?:to\s+)?(?:the|that|this|my)\s+(?:[\w.-]+\s+){{1,2}}?"
    rf"(?:e-?mail|mail|message))\s+(?P<body>{_OPENER}\b[,!.]?\s+\S.*)$",
    re.IGNORECASE | re.DOTALL)


def answer_unmarked(text: str) -> str:
    """"reply to the landlord's email ok thursday works" -> "reply to the landlord's email: ok thursday works": the
    answer begins at a word answers begin with, right after the mail (or a one-word sender) it answers."""
    m = _ANSWER_AFTER_MAIL.match(text)
    return f"{m.group('head')}: {m.group('body')}" if m else text


# "לבעל הבית", "לרואה החשבון", "לוועד הבית": a noun and the definite noun it is bound to name one person.
_CONSTRUCT = re.compile(r"ל\S{2,}")


def construct_joined(words: list[str]) -> list[str]:
    """The first two words as one when they are a construct-state name followed by the answer ("לבעל הבית שמתאים
    לנו ..."), so the sender is the whole name."""
    if (len(words) > 2 and _CONSTRUCT.fullmatch(words[0]) and re.fullmatch(r"ה\S{2,}", words[1])
            and re.match(r"ש(?!ל(?:י|ו|ה|נו|הם|ך)?$)\S{2,}", words[2])):
        return [f"{words[0]} {words[1]}", *words[2:]]
    return words
