"""A remark said after a reminder ("don't let me forget to pay the water bill on tuesday, they already sent a
warning", "..., כבר קיבלתי מכתב התראה"): the reason is the user's, not the task's words.

A task grammar reads the whole message and would keep such a remark in the task's text. When a clause after
the first opens the way a remark does (a subject, a reason, "already", a first-person past verb: "he texted",
"the dog is limping again", "כבר ...", "קיבלתי ...") and its words went into the text, the grammar's reading is
lowered below sure, so that the request is read from its own clause with the remark left out (asides.py) or,
when that cannot be done, asked about: never kept with the remark inside it.
"""

from __future__ import annotations

import re

HE = r"\u0590-\u05FF"  # as task_words.HE, which imports this module
_E = rf"(?![\w{HE}])"
REMARKED = 0.5  # below the floor: the request's own clause is read instead, or the message is asked about

# Where a clause ends: sentence marks, a comma or semicolon, a spaced dash, a line break.
_BOUNDARY = re.compile(r"(?<=[.!?…;,])\s+|\s+[-–]\s+|\s*\n+\s*")
_REMARK_OPENS = re.compile(
    r"^(?:i|i'm|im|i've|ive|i'd|we|we're|we've|he|she|they|he's|she's|they're|it's|it|there's|theres|because|cause"
    r"|cuz|coz|since|already|otherwise|last\s+time|the\s+last\s+time)\b"
    r"|^(?:the|a|an|my|our|his|her|their)\s+(?:\S+\s+){0,3}?(?:is|are|was|were|has|had|have|keeps|kept|got|gets"
    r"|isn'?t|wasn'?t|won'?t|can'?t|doesn'?t|didn'?t|said|says|texted|called)\b"
    rf"|^(?:כבר|כי|אחרת|היא|הוא|הם|הן|אני|אנחנו|בפעם\s+(?:הקודמת|שעברה)|נגמר|נגמרה|נגמרו|נשבר|נשברה|נשברו"
    rf"|ו?(?:אין|יש)\s+(?:לי|לו|לה|לנו|להם|להן)){_E}"
    # A first-person past verb ("קיבלתי", "שכחתי", "הבטחתי"): the speaker telling what happened.
    rf"|^ו?[{HE}]{{2,}}תי(?![{HE}])",
    re.IGNORECASE)
_WORD = re.compile(rf"[\w{HE}']+")


def remark_kept(raw: str, text: str) -> bool:
    """Whether a remark clause of `raw` (after its first clause) went into the task's `text`."""
    clauses = _BOUNDARY.split(raw.strip())
    if len(clauses) < 2:
        return False
    kept = {w.casefold() for w in _WORD.findall(text)}
    for clause in clauses[1:]:
        words = [w.casefold() for w in _WORD.findall(clause)]
        if len(words) >= 2 and _REMARK_OPENS.match(clause.strip()) and all(w in kept for w in words[:2]):
            return True
    return False


def without_trailing_remarks(text: str) -> str:
    """ "push it to thursday at 5 instead? he texted that he can't make it wednesday" -> "push it to thursday at 5
    instead?": the remarks after a change (which may name the old day) are no part of it."""
    cut = len(text)
    for boundary in reversed(list(_BOUNDARY.finditer(text))):
        clause = text[boundary.end():cut].strip()
        if not _REMARK_OPENS.match(clause) or len(_WORD.findall(clause)) < 2:
            break
        cut = boundary.start()
    return text[:cut].rstrip(" ,;-–") if cut < len(text) and text[:cut].strip() else text


# "…, no deadline", "…. just don't let me forget", "…, אין דדליין, רק שלא אשכח": said after a task, these tell that it
# has no time and why it is written down; they set nothing and are no part of the task's text. Only after a mark
# (the end of the task's clause), so "don't let me forget to call mom" keeps its request.
NO_TIME_SAID = (
    r"(?:(?<=[,.;:!\-–])|(?<=[,.;:!\-–]\s))(?:"
    r"(?:there'?s\s+|there\s+is\s+)?no\s+(?:deadline|due\s+date|(?:specific|particular|set|fixed)\s+(?:date|time|day)"
    r"|date|time\s+limit)(?:\s+(?:for\s+it|on\s+it|on\s+this))?|(?:it\s+)?doesn'?t\s+have\s+a\s+deadline"
    r"|whenever(?:\s+(?:really|i\s+can|i\s+get\s+to\s+it))?|any\s*time(?:\s+is\s+fine)?"
    r"|(?:just\s+|only\s+)?(?:don'?t|do\s+not)\s+let\s+me\s+forget(?:\s+(?:it|about\s+it))?"
    r"|(?:just\s+)?so\s+(?:that\s+)?i\s+(?:don'?t\s+forget|remember)(?:\s+(?:it|about\s+it))?"
    r"|(?:i\s+)?(?:don'?t|do\s+not)\s+want\s+to\s+forget(?:\s+(?:it|about\s+it))?"
    r"|(?:אני\s+)?לא\s+רוצה\s+לשכוח(?:\s+(?:את\s+)?(?:זה|זאת))?"
    r"|(?:just\s+)?so\s+it'?s\s+(?:written\s+down|on\s+the\s+list|somewhere)"
    rf"|(?:אין|בלי)\s+(?:דדליין|דד\s+ליין|תאריך(?:\s+יעד)?|שעה|זמן\s+(?:מסוים|מוגדר)|לו\"ז)(?:\s+(?:לזה|לזאת))?"
    rf"|מתי\s+ש(?:הוא|יוצא|אפשר)|(?:רק\s+)?(?:כדי\s+|בשביל\s+)?ש(?:לא\s+אשכח|אזכור|יהיה\s+רשום)(?:\s+(?:את\s+)?(?:זה|זאת))?"
    rf"|(?:רק\s+)?(?:אל\s+ת(?:ת|ני)ני\s+לי\s+לשכוח|שלא\s+אשכח)(?![\w{HE}])"
    r")"
)
