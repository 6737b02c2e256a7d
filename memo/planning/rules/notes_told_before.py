"""Questions whose answer the user once gave Memo, asked without "my" or a past verb of theirs (`second-brain /
search`):

* someone or something met at an occasion of the user's life: "איך קראו לבמאית מהאודישן בחודש שעבר", "what was the
  name of the photographer from the wedding", "who was the guy at the workshop last week", "מה השם של השיר מהחתונה".
  "from the audition" says it was the user's audition; "the director of titanic" (of, not from, and no occasion)
  stays general knowledge;
* what someone pays or charges, asked "again": "how much does zappa pay per gig again", "how much did the caterer
  charge us again", "כמה הבר משלם להופעה שוב". "again" says the user told it before; "how much does a plumber charge"
  without it is general.

A search changes nothing, so a miss costs one "nothing saved about that". Read with the other personal questions
(notes_recall.PERSONAL), above `general`'s question and below every tool grammar; a clock time is a tool's.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.notes import core
from memo.planning.rules.notes_changes import _clock
from memo.planning.rules.notes_recall import PERSONAL, _query, without_forgot

_HE = r"\u05D0-\u05EA"
_E = rf"(?![\w{_HE}])"
MAX_CHARS = 160

# Occasions of one's own life where people are met (not a film or a book: their people are anyone's knowledge).
_OCCASION_EN = (r"audition|wedding|party|conference|workshop|course|interview|trip|dinner|bar\s+mitzvah|bat\s+mitzvah"
                r"|funeral|lecture|vacation|holiday|shoot|photo\s*shoot|rehearsal|gig|reunion|seminar|open\s+house|bbq"
                r"|barbecue|retreat|hackathon|ceremony|shiva|brit|bris|birthday|kids'?\s+party|class\s+trip|hotel")
_OCCASION_HE = (r"אודישן|חתונה|מסיבה|כנס|סדנה|קורס|ראיון|טיול|ארוחה|בר\s+מצווה|בת\s+מצווה|ברית|לוויה|שבעה|הרצאה"
                r"|חופשה|מילואים|צילומים|חזרה|חזרות|יום\s+(?:ה)?הולדת|יומולדת|טקס|מפגש|ערב\s+(?:ה)?(?:הורים|גיבוש|שכבה)"
                r"|גיבוש|סמינר|בית\s+(?:ה)?מלון|מלון|הופעה")
_NAME_Q_EN = (r"(?:what(?:'s|\s+is|\s+was|s)\s+the\s+name\s+of|who\s+(?:was|is|were)"
              r"|what\s+was\s+(?:the\s+)?(?:name\s+of\s+)?)")
_FROM_EN = re.compile(
    rf"^{_NAME_Q_EN}\s+(?P<q>(?:the|that)\s+[\w'-]+(?:\s+[\w'-]+){{0,2}}?\s+(?:from|at)\s+(?:the|that|our|my)\s+"
    rf"(?:[\w'-]+\s+)?(?:{_OCCASION_EN})(?:\s+[\w'-]+){{0,3}}?)(?:\s+(?:called|named))?(?:\s+again)?\s*\??$",
    re.IGNORECASE)
_NAME_Q_HE = (r"(?:איך\s+(?:קראו|קוראים|נקרא|נקראה|נקראת)\s+ל|מה\s+(?:היה\s+)?(?:ה)?שם\s+(?:של\s*)?"
              r"|מי\s+(?:היה|הייתה|היתה|היו)\s+)")
_FROM_HE = re.compile(
    rf"^{_NAME_Q_HE}(?P<q>ה?[{_HE}]+(?:\s+ה?[{_HE}]+)?\s+מ(?:ה|ה-)?(?:{_OCCASION_HE}){_E}"
    rf"(?:\s+[{_HE}\d\"'-]+){{0,4}}?)(?:\s+שוב)?\s*\??$")

# What someone pays or charges, asked again.
_WHO_EN = (r"(?!(?:it|a|an|the\s+average|people|you|u|one|they|most|typical|usually)\b)(?:(?:the|my|our)\s+)?"
           r"[\w'-]+(?:\s+[\w'-]+)?")
_PAYS_EN = re.compile(
    rf"^(?:how\s+much|what)\s+(?:does|do|did|will)\s+(?P<who>{_WHO_EN})\s+(?:pay|charge|take|ask\s+for|give)"
    r"(?:\s+(?:me|us|you))?(?P<rest>(?:\s+[\w'-]+){0,5}?)\s+again\s*\??$", re.IGNORECASE)
_PAYS_HE = re.compile(
    rf"^כמה\s+(?P<who>(?!(?:זה|עולה|צריך|אני|אנחנו){_E})[{_HE}\"'-]+(?:\s+[{_HE}\"'-]+)?)\s+(?:משלם|משלמת|משלמים"
    rf"|לוקח|לוקחת|לוקחים|גובה|גובים|נותן|נותנת|נותנים|שילם|שילמה|שילמו|לקח|לקחה|לקחו)(?:\s+(?:לי|לנו))?"
    rf"(?P<rest>(?:\s+[{_HE}\d\"'-]+){{0,5}}?)\s+(?:שוב|עוד\s+פעם)\s*\??$")


@grammar
def told_before(ctx: RuleContext) -> Intent | None:
    """ "איך קראו לבמאית מהאודישן", "how much does zappa pay per gig again": the user's own earlier words, looked up."""
    text = without_forgot(core(ctx.text)).strip()
    if len(text) > MAX_CHARS or _clock(ctx):
        return None
    m = _FROM_EN.match(text) or _FROM_HE.match(text)
    if m is not None:
        return _search(m.group("q"))
    m = _PAYS_EN.match(text) or _PAYS_HE.match(text)
    if m is not None:
        return _search(f"{m.group('who')} {m.group('rest')}")
    return None


def _search(words: str) -> Intent | None:
    query = _query(words)
    if not query:
        return None
    return Intent("second-brain", "search", {"operation": "search", "query": query}, PERSONAL, entity="note")
