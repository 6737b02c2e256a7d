"""Whether someone has answered: "תבדוק אם ענו לי מהבנק על ההלוואה", "האם רואה החשבון חזר אליי?", "check if the
lawyer replied about the contract". An answer Memo can look for is one in the mailbox, so this is a mail search
(read-only: nothing is done but looking) for what came from them, about what the user names.

"ענו לי" / "חזרו אליי" with no one named before it needs "מ<someone>" after it ("ענו לי מהעירייה"); an answer from
nobody in particular is no search. The question must be asked ("תבדוק אם", "האם", "did", "check if" or a final
question mark): "הבנק ענה לי" alone is news, not a request.
"""

from __future__ import annotations

import re

from memo.planning.gmail_query import gmail_query, sender
from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.gmail_manage import strip_polite

_ASK_HE = r"(?:(?:תבדוק|תבדקי|בדוק|בדקי|תגיד|תגידי|תראה|תראי)\s+(?:לי\s+)?(?:אם|האם)|האם)"
# "ענה למייל שלי": an answer to the user's mail is an answer to the user.
_ANSWERED_HE = (r"(?:ענו|ענה|ענתה|חזרו|חזר|חזרה|השיבו|השיב|השיבה)\s+(?:לי|אליי|אלי|ל(?:מייל|אימייל)\s+שלי)"
                r"(?:\s+כבר)?")
# A title before a name ("prof levy", "ד\"ר כהן") is no part of the name mail comes from.
_TITLE_HE = r"(?:(?:פרופ'|פרופסור|ד\"ר|דר'|דוקטור|עו\"ד|הרב)\s+)?"
_TITLE_EN = r"(?:(?:prof|professor|dr|doctor|mr|mrs|ms|rabbi)\.?\s+)?"
_OF_HE = r"(?:\s+(?:מה|מ-?)(?!חר)[^\s?]{2,})?"
# "... ענתה לי במייל", "... replied by email": the mailbox is where the answer is looked for, not a word of it.
_BY_MAIL = re.compile(r"^\s*(?:ב(?:מייל|אימייל|ג'ימייל)|(?:by|via|over)\s+e-?mail)(?=\s|$)", re.IGNORECASE)
_REPLIED = re.compile(
    # "תבדוק אם ענו לי מהעירייה על ההיתר": the sender after "from"
    rf"^(?P<ask>{_ASK_HE}\s+)?(?:כבר\s+)?{_ANSWERED_HE}\s+(?P<rest>מ(?!חר)\S+.*?)\s*(?P<q>\?)?$"
    # "האם הבנק ענה לי על ההלוואה": the sender before the verb
    # (a person may be told apart by where they are from: "אורית מהמאפייה", "rina from the bakery")
    rf"|^(?P<ask2>{_ASK_HE}\s+)?{_TITLE_HE}(?P<who>ה?[^\s?]+(?:\s+ה[^\s?]+)?){_OF_HE}\s+(?:כבר\s+)?{_ANSWERED_HE}"
    rf"(?P<rest2>(?:\s+.*?)?)"
    rf"\s*(?P<q2>\?)?$"
    # "check if the lawyer replied about the contract", "did the bank answer"
    rf"|^(?P<ask3>(?:did|has|have|(?:check|see|find\s+out|tell\s+me)\s+(?:if|whether))\s+){_TITLE_EN}"
    # "the lactation consultant", "my real estate agent": after "the" / "my" a role may take a few words
    r"(?P<who3>(?:the|my|our)\s+[\w'.-]+(?:\s+(?!(?:to|not|never|ever|already|finally|yet)\b)[\w'.-]+){0,2}?"
    r"|[\w'.-]+)(?:\s+from\s+(?:the\s+)?[\w'.-]+)?(?:\s+(?:ever|already|finally))?"
    r"\s+(?:repl(?:y|ied)|answer(?:ed)?|respond(?:ed)?)(?!\s+(?:to\s+)?(?:you|him|her|them))"
    # "did prof levy answer my email about ...": the user's own mail is what was answered
    r"(?:\s+(?:to\s+)?(?:my|the)\s+(?:e-?mail|mail)\b)?"
    r"(?:\s+(?:by|via|over)\s+e-?mail)?(?:\s+yet)?(?P<rest3>(?:\s+(?:about|regarding|on|to\s+my)\b.*?)?)\s*(?P<q3>\?+)?$",
    re.IGNORECASE)
# Who cannot be a sender: a pronoun, a question word or a word of time.
_NOT_WHO = re.compile(r"^(?:ה?(?:הוא|היא|הם|הן|מי|מישהו|אתה|את|אני|אנחנו|כבר|עוד|היום|אתמול)|you|i|we|it|anyone"
                      r"|someone|anybody|somebody|he|she|they)$", re.IGNORECASE)


@grammar
def replied_email(ctx: RuleContext) -> Intent | None:
    """"תבדוק אם ענו לי מהבנק", "did the lawyer reply about the contract?": a search of what came from them."""
    m = _REPLIED.match(strip_polite(ctx.text).strip().rstrip(".!"))
    if m is None or not (m["ask"] or m["q"] or m["ask2"] or m["q2"] or m["ask3"]):
        return None
    who = m["who"] or m["who3"]
    if who is not None:
        if _NOT_WHO.match(who):
            return None
        rest = _BY_MAIL.sub("", m["rest2"] or m["rest3"] or "")
        query = " ".join(p for p in ("from:" + sender(who), gmail_query(rest, ctx.now)) if p)
    else:
        query = gmail_query(m["rest"], ctx.now)
        if not query.startswith("from:"):
            return None  # "ענו לי מחר ..." and the like: no sender named
    return Intent("gmail", "search", {"operation": "search", "query": query}, 0.9, entity="email")
