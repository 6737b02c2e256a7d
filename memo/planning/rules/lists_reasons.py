"""A reason said after a short command that names its list: "never mind the dog food, take it off the list
we're switching brands", "נגמרו הכפפות, תוסיפי לרשימה כי מחר יש משמרת". The reason says why, not what: the command
is read without it (lists_clauses.py), and its time words are no time of the command's.

Only a plain clause is a reason: one that starts where a reason does (after a comma, with its own subject, a
"because" or a verb of the speaker's) and changes nothing ("..., and the eggs too", "..., only the big one" are
more of the request, which the command's own reading then does not take).
"""

from __future__ import annotations

import re

from memo.planning.rules.lists_context import FURTHER
from memo.planning.rules.lists_remarks import changes_items, clause_like
from memo.planning.rules.task_words import HE

_B = rf"(?<![\w{HE}])"
_E = rf"(?![\w{HE}'])"
# The list, as a short command names it: "the list", "the hardware list", "לרשימה", "מרשימת הקניות", "לסופר".
_LIST_WORD = re.compile(rf"\blists?\b|{_B}[לבמ]?ה?רשימ(?:ה|ת){_E}|{_B}[לבמ]ה?(?:קניות|סופר|מכולת){_E}",
                        re.IGNORECASE)
# Where a reason plainly starts: its own subject, a "because", a verb of the speaker's ("מצאתי", "קנינו").
_REASON_OPENS = re.compile(rf"^(?:we|we'?re|we'?ve|i|i'?m|im|i'?ve|they|they'?re|he|she|it'?s|there'?s|because"
                           rf"|cause|cuz|since|turns\s+out|כי|כבר|אנחנו|אני|הוא|היא|הם|יש|אין|[{HE}]{{3,}}(?:תי|נו))"
                           rf"{_E}", re.IGNORECASE)
# Words that go on naming the list ("of the studio", "של הסטודיו", "for the trip"), never a reason's start.
_NAME_GOES_ON = re.compile(r"^(?:of|for|של|עבור|בשביל)(?:\s|$)", re.IGNORECASE)
_MAX_NAME_WORDS = 3


# "because ...", "כי ...": a reason by its first word, whatever negation it holds ("כי הילדים לא אוכלים").
_BECAUSE = re.compile(rf"^(?:because|cause|cuz|since|כי){_E}", re.IGNORECASE)


def _reason(rest: str) -> bool:
    """A clause that says why and asks for nothing more."""
    rest = rest.strip(" ,.;!")
    if len(rest.split()) < 2 or not clause_like(rest) or FURTHER.search(rest):
        return False
    return bool(_BECAUSE.match(rest)) or not changes_items(rest, [])


def reason_after_list(command: str) -> tuple[str, str]:
    """The command up to its list's name, and the reason said after it ("" when there is none, or when what
    follows the list may be more of the request)."""
    found = list(_LIST_WORD.finditer(command))
    if not found:
        return command, ""
    end = found[-1].end()
    words = list(re.finditer(r"\S+", command[end:]))
    for count in range(min(_MAX_NAME_WORDS, len(words) - 1) + 1):
        if count > 1 and words[count - 2].group().endswith(","):
            break  # a comma ended the list's name at the word before
        cut = end + (words[count - 1].end() if count else 0)
        head, rest = command[:cut], command[cut:]
        if _NAME_GOES_ON.match(rest.strip()):
            continue  # "of the studio", "של הסטודיו": the name goes on
        marked = head.endswith(",") or rest.lstrip().startswith(",") or _REASON_OPENS.match(rest.strip()) is not None
        if marked and _reason(rest):
            return head.rstrip(" ,"), rest.strip(" ,")
    return command, ""
