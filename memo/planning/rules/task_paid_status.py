"""A status line that a bill is paid or a form sent: "ארנונה שולמה", "rent paid", "gas bill - paid", "הטפסים נשלחו",
"passport renewed", "דוח שנתי הוגש".

Said alone, "X was booked" is news as often as a report (task_complete reads the passive only with a closing
sentence). Paying, sending in, renewing and signing are different: they are what a to-do list holds (the arnona,
the rent, the forms), and the whole message being the thing and its participle, with nothing else, is how a
line of that list is ticked. So it closes that task, a little below "X done".

Not read: booking, ordering and cancelling ("the table is booked", "ההזמנה בוטלה": plans and orders, other
capabilities' news), money paid to the user ("המשכורת שולמה", "the refund was paid"), another capability's thing
("the email was sent"), a question, or a sentence that says more ("the rent was paid late again").
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, tidy
from memo.planning.rules.lists_lexicon import is_grocery
from memo.planning.rules.task_words import HE, OTHER_THING, REFERENTIAL, core, has_task_noun, target

PAID = 0.8  # below a status line with "done" (task_complete.STATUS_DONE, 0.85)
MAX_THING_WORDS = 3
_E = rf"(?![\w{HE}])"
_EN = re.compile(
    r"^(?P<x>[^?]+?)\s*(?:[:\-,]\s*|\s+(?:is|are|'s|was|were|has\s+been|have\s+been|got)\s+)?(?:all\s+|already\s+)?"
    r"(?:paid(?:\s+(?:up|off))?|sent(?:\s+in|\s+off)?|submitted|filed|renewed|signed)[\s!.✅✔️]*$",
    re.IGNORECASE)
_HE_PART = (r"שולם|שולמה|שולמו|נשלח|נשלחה|נשלחו|הוגש|הוגשה|הוגשו|חודש|חודשה|חודשו|נחתם|נחתמה|נחתמו|הוסדר"
            r"|הוסדרה|הוסדרו")
_HE = re.compile(rf"^(?P<x>[^?]+?)\s*[:\-,]?\s*(?:כבר\s+)?(?:{_HE_PART}){_E}[\s!.✅✔️]*$")
# Paid to the user, not by them: news, never a task of theirs.
_TO_ME = re.compile(rf"\b(?:salary|wages?|paycheck|bonus|refund|invoice)\b"
                    rf"|(?<![\w{HE}])(?:ה)?(?:משכורת|שכר|בונוס|החזר|זיכוי|לי|אליי|אלי){_E}", re.IGNORECASE)
_NOT_A_NAME = re.compile(rf"\b(?:i|we|you|he|she|they|it|this|that|everything|all|not|never)\b"
                         rf"|(?<![\w{HE}])(?:אני|אנחנו|הוא|היא|הם|זה|הכל|הכול|לא|כבר){_E}", re.IGNORECASE)


# Words that tell Memo to note the line, before it as a clause ("תרשמי שהחשבון שולם", "note that the rent is paid"):
# what is paid is the clause's subject, never the verb glued to it.
_LEAD = re.compile(r"^(?:(?:just\s+)?(?:note|fyi|so\s+you\s+know|remember|update|mark)(?:\s+(?:down|it))?\s*[:,]?\s+"
                   r"(?:that\s+)?)"
                   r"|^(?:רק\s+)?(?:תזכיר|תזכירי|תזכור|תזכרי|תרשום|תרשמי|תרשום\s+לך|תרשמי\s+לך|תסמן|תסמני|תעדכן|תעדכני"
                   r"|שתדע|שתדעי|לידיעתך|תדע|תדעי)(?:\s+(?:לך|לי))?\s*[:,]?\s*(?:ש|\s)", re.IGNORECASE)
# "...שהחשבון": a clause opened inside the words; the words before it are no part of the thing's name.
_INNER_CLAUSE = re.compile(rf"(?<![\w{HE}])ש(?=ה[{HE}])")


def _clause_subject(what: str) -> str:
    """The thing said paid, without the words that ask Memo to note it; "" when a clause opens inside it."""
    what = _LEAD.sub("", what, count=1).strip()
    return "" if _INNER_CLAUSE.search(what) else what


@grammar
def paid_status(ctx: RuleContext) -> Intent | None:
    """ "ארנונה שולמה", "rent paid": the line of the to-do list that says it is paid, sent or renewed."""
    if "?" in ctx.text:
        return None
    text = core(ctx)
    match = _HE.match(text) or _EN.match(text)
    if match is None:
        return None
    what = _clause_subject(tidy(match.group("x")))
    if (not what or len(what.split()) > MAX_THING_WORDS or REFERENTIAL.fullmatch(what) or _NOT_A_NAME.search(what)
            or _TO_ME.search(what) or (OTHER_THING.search(what) and not has_task_noun(what)) or is_grocery(what)):
        return None
    found = target(ctx, re.sub(r"^(?:the|my)\s+", "", what, flags=re.IGNORECASE))
    if found is None:
        return None
    return Intent("database", "complete", {"operation": "complete", **found.args}, PAID, entity="task")
