"""A draft of a kind of letter, with no mail word: "תכיני טיוטה של thank you note ליוסי על הראיון", "תכיני לי טיוטה של
מכתב מקדים למשרת פרודקט בוויקס", "draft a cover letter for the product role at wix", "draft a thank you note to dana".

The letter's kind (a thank-you note, a cover letter, a letter of recommendation) says what is written; Memo drafts
only email, so it is an email draft ("compose": kept, never sent). A person after "ל" or "to" is who it is for,
unless the word is what the letter is for ("למשרת", "לתפקיד": the job). The draft is the user's to finish: one with
no one to send it to yet (a cover letter pasted into a form) is still saved, so no recipient is asked for.
"""

from __future__ import annotations

import re
from typing import Any

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.task_words import HE

_KIND_EN = (r"(?:thank[\s-]?you|thanks)\s+(?:note|letter|email|e-mail|mail|message|card)|cover(?:ing)?\s+letter"
            r"|(?:recommendation|reference|resignation|motivation|complaint|apology|intro(?:duction)?)\s+letter"
            r"|letter\s+of\s+(?:recommendation|reference|resignation|intent|motivation|complaint|apology)"
            r"|follow[\s-]?up\s+(?:note|letter|email|e-mail|mail|message)")
_KIND_HE = (rf"(?:מכתב|מייל|פתק|הודעת)\s+(?:מקדים|מקדימה|תודה|המלצה|התפטרות|פנייה|הגשת\s+מועמדות|מוטיבציה|תלונה"
            rf"|התנצלות|מעקב|הצטרפות)|{_KIND_EN}")
_HE_VERB = r"(?:תכיני|תכין|הכיני|הכן|תכתבי|תכתוב|כתבי|כתוב|תנסחי|תנסח|נסחי|נסח|תעשי|תעשה)"
_DRAFT_HE = re.compile(rf"^{_HE_VERB}\s+(?:לי\s+)?(?:טיוטה\s+(?:של\s+)?|טיוטת\s+)(?P<kind>{_KIND_HE})"
                       rf"(?P<rest>(?:\s.*)?)$", re.IGNORECASE | re.DOTALL)
_DRAFT_EN = re.compile(rf"^(?:draft|prepare|prep)\s+(?:me\s+)?(?:an?\s+)?(?:quick\s+|short\s+|polite\s+)?"
                       rf"(?:draft\s+(?:of\s+)?(?:an?\s+)?)?(?P<kind>{_KIND_EN})(?P<rest>(?:\s.*)?)$",
                       re.IGNORECASE | re.DOTALL)
# What a letter is for, after "ל": no person ("למשרת פרודקט", "לתפקיד", "למלגה").
_FOR_WHAT = re.compile(rf"^ל(?:ה)?(?:משרת|משרה|תפקיד|ראיון|עבודה|חברת|חברה|קורס|לימודים|תואר|מלגה|תכנית|תוכנית|מכרז"
                       rf"|הגשה|משרות|מועמדות)(?![\w{HE}])")
_TO_HE = re.compile(rf"^\s+ל-?(?P<who>[{HE}][\w{HE}'\"-]+|[A-Za-z][\w'-]+)(?=\s|$)")
_TO_EN = re.compile(r"^\s+to\s+(?P<who>(?:the\s+|my\s+|our\s+)?[\w'-]+)(?=\s|$)", re.IGNORECASE)


def _intent(kind: str, who: str, about: str) -> Intent:
    subject = " ".join(f"{kind} {about}".split())  # not tidy(): "מכתב תודה" ends in a word it drops as thanks
    args: dict[str, Any] = {"operation": "compose", "to": [], "subject": subject[:1].upper() + subject[1:],
                            "body": "", **({"toNames": [who]} if who else {})}
    return Intent("gmail", "compose", args, 0.9, risk="low", entity="email")


@grammar
def draft_letter(ctx: RuleContext) -> Intent | None:
    """ "תכיני טיוטה של מכתב מקדים למשרת ...", "draft a thank you note to dana": an email draft of that letter."""
    text = ctx.text.strip().rstrip(".!")
    if "?" in text or "\n" in text:
        return None
    if (m := _DRAFT_HE.match(text)) is not None:
        rest = m["rest"]
        to = None if _FOR_WHAT.match(rest.strip()) else _TO_HE.match(rest)
    elif (m := _DRAFT_EN.match(text)) is not None:
        rest = m["rest"]
        to = _TO_EN.match(rest)
    else:
        return None
    who = re.sub(r"^(?:the|my|our)\s+", "", to["who"], flags=re.IGNORECASE) if to else ""
    return _intent(m["kind"], who, rest[to.end():] if to else rest)
