"""A letter drafted for someone, written and kept as an email draft (`compose`): "please draft a letter to my
attorney, Mr. Shmueli, asking whether the documents are ready", "תכיני לי טיוטה של מכתב לעורך הדין שמואלי בנוגע
לעדכון הצוואה".

The mailbox is where Memo writes for the user, so a letter it is asked to draft is an email draft; it is never sent
(the user reads it first). A letter only written ("write a letter to grandma") may be one on paper: it is a draft
here only when the user says draft or prepare, or that they will read it before it goes (gmail_hold.py); otherwise
it is left to a question.
"""

from __future__ import annotations

import re
from dataclasses import replace

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.gmail import _recipients_he, _send_intent, _subject_body_he, send_email
from memo.planning.rules.gmail_hold import HOLD
from memo.planning.rules.gmail_manage import strip_polite

_LETTER_EN = re.compile(
    r"^(?P<verb>draft|prepare|prep|compose|write(?:\s+up)?|draw\s+up)\s+(?:me\s+)?(?:an?\s+|the\s+)?"
    r"(?:(?:short|brief|formal|polite|quick|kind)\s+)*(?P<draft>draft\s+(?:of\s+)?(?:an?\s+)?)?letter(?:\s+draft)?\s+"
    r"(?P<rest>(?:to|for)\s+.+)$", re.IGNORECASE | re.DOTALL)
_LETTER_HE = re.compile(
    r"^(?P<verb>תכין|תכיני|הכן|הכיני|להכין|תנסח|תנסחי|נסח|נסחי|לנסח|תכתוב|תכתבי|כתוב|כתבי)\s+(?:לי\s+)?"
    r"(?P<draft>טיוטה\s+(?:של\s+)?|טיוטת\s+)?(?:ה)?מכתב\s+(?:(?:רשמי|קצר)\s+)?(?P<rest>(?:ל|אל\s+)\S.+)$", re.DOTALL)
_WRITE_ONLY = re.compile(r"write|draw|תכתוב|תכתבי|כתוב|כתבי", re.IGNORECASE)
# "to my attorney, Mr. Shmueli, asking ...": the one described is the one named; the name is who the mail is for.
_TITLE_EN = r"(?:(?:Mr|Mrs|Ms|Dr|Adv)\.?\s+)?"
_NAMED_EN = re.compile(rf"^(?P<to>to|for)\s+(?:my|our|the)\s+[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?\s*,\s*{_TITLE_EN}"
                       r"(?P<name>(?-i:[A-Z])[\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*)?)(?=\s*,|\s+(?:asking|about|regarding"
                       r"|saying|that|to\s+(?:ask|say|tell))\b)", re.IGNORECASE)
# What the letter is about ("בנוגע לעדכון הצוואה") ends who it is for ("לעורך הדין שמואלי").
_ABOUT_HE = re.compile(r"^(?P<who>(?:ל|אל\s+)\S+(?:\s+\S+){0,3}?)\s+(?:בנוגע\s+ל-?|בעניין\s+|בנושא\s+|לגבי\s+"
                       r"|בקשר\s+ל-?)(?P<about>\S.*)$", re.DOTALL)


@grammar
def draft_letter(ctx: RuleContext) -> Intent | None:
    text = strip_polite(ctx.text)
    held = HOLD.search(text)
    m = _LETTER_EN.match(text) or _LETTER_HE.match(text[:held.start()] if held and held.start() > 0 else text)
    if m is None:
        return None
    if _WRITE_ONLY.fullmatch(m.group("verb").split()[0]) and not (m.group("draft") or held):
        return None  # "write a letter to grandma": perhaps on paper
    rest = m.group("rest")
    if m.re is _LETTER_EN:
        rest = _NAMED_EN.sub(lambda n: f"{n['to']} {n['name']}", rest, count=1)
        intent = send_email(RuleContext(raw=f"draft an email {rest}", now=ctx.now, language=ctx.language,
                                        latest_actions=ctx.latest_actions))
    else:
        about = _ABOUT_HE.match(rest.strip(" .,"))
        if about is None:
            intent = send_email(RuleContext(raw=f"תכיני טיוטה של מייל {rest}", now=ctx.now, language=ctx.language,
                                            latest_actions=ctx.latest_actions))
        else:
            to, names, me, left = _recipients_he(re.sub(r"^אל\s+", "ל", about.group("who")))
            whole = re.sub(r"^(?:ל|אל\s+)", "", about.group("who"))
            names = [whole] if left and not to else names  # "לעורך הדין שמואלי": one person, all of it
            subject, body = _subject_body_he(f"בנושא {about.group('about').strip(' .')}")
            intent = _send_intent("compose", to, names, me, subject, body)
    # Above the send grammar's reading of the same words (0.92): a letter drafted is only ever kept.
    return replace(intent, confidence=0.93) if intent is not None and intent.action == "compose" else None
