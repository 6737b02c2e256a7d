"""Recipients named by a role a person has several of: "the lecturer", "my professor", "למרצה", "ללקוח".

A name ("email Dana that ...") or a role there is one of ("the landlord", "רואה החשבון") is looked up in the people
of the user's recent mail, and the approval shows the address found. A role the user has many of says no one in
particular: a student has a lecturer for every course, a business many clients, so which one the email is for is
not said, and a look-up would only guess among them. The email grammar (gmail.py) asks who it is for instead of
approving a send to no one. A draft keeps the role: it is the user's to finish.
"""

from __future__ import annotations

import re

# The role words, singular, without the Hebrew article (it is stripped from every word before the look-up).
_ROLES_EN = frozenset((
    "lecturer", "professor", "prof", "teacher", "tutor", "instructor", "ta", "client", "customer", "supplier",
    "vendor", "colleague", "coworker", "neighbor", "neighbour", "classmate",
))
_ROLES_HE = frozenset((
    "מרצה", "מרצים", "מתרגל", "מתרגלת", "מורה", "מורים", "פרופסור", "פרופ'", "לקוח", "לקוחה", "ספק", "קולגה",
    "שכן", "שכנה", "עמית", "עמיתה",
))
# "my math teacher", "the IT guy's manager": a word before a person's role is which one, part of the recipient.
ROLE_AFTER_EN = (r"(?:teacher|lecturer|professor|tutor|instructor|coach|doctor|dentist|manager|boss|accountant|lawyer"
                 r"|agent|advisor|adviser|landlord|contractor|supervisor|secretary|team|department|rep)s?(?![\w@.-])")
_WHOSE = re.compile(r"^(?:the|my|our|your)\s+|'s$|\s+(?:שלי|שלנו)$", re.IGNORECASE)
# What follows the role ("the lecturer for statistics", "מרצה לסטטיסטיקה") says which one, still no name.
_OF = re.compile(r"\s+(?:of|for|at|from|in|on)\s.*$|\s+(?:של\s|ל|מ|ב)\S+.*$", re.IGNORECASE)


def _bare(word: str) -> str:
    return word[1:] if len(word) > 2 and word.startswith("ה") else word


def is_role(name: str) -> bool:
    """Whether a recipient is only such a role ("the lecturer", "my math teacher", "מרצה לסטטיסטיקה")."""
    text = _WHOSE.sub("", name.strip(" ,.?!")).strip()
    text = _WHOSE.sub("", text).strip()
    text = _OF.sub("", text).strip()
    words = [_bare(w) for w in text.casefold().split()]
    if not words or len(words) > 2:
        return False
    joined = " ".join(words)
    # "my math teacher": the subject before an English role still names no one
    return joined in _ROLES_EN or joined in _ROLES_HE or len(words) == 2 and words[1] in _ROLES_EN
