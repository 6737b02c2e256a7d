"""Whether mail came, asked the loose way people ask it: "did the school email anything about the trip?", "did the
gym send the schedule? they send one every month", "יש משהו מהמורה השבוע במייל?", "הגיע כבר החשבון של הגז?".

Each says what a sentence the mail grammars read already says, and is read as that sentence:
* "did X email anything / something (about Y)" is "did X email me (about Y)" (gmail_manage.py's search);
* a question followed by what the sender usually does ("they send one every month", "הם שולחים כל חודש") is the
  question alone: the habit tells why the user expects it, not a new request;
* "יש משהו מ-X (בזמן) במייל?" is "יש מייל מ-X (בזמן)?";
* "הגיע (כבר) החשבון / החשבונית של X ...?", asked, is a search for that document (gmail_documents.py). Said with
  no question it may be news ("הגיעה החשבונית של סלקום" as a report), and is left to the others.
"""

from __future__ import annotations

import re
from dataclasses import replace

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.gmail_documents import find_mailed_document
from memo.planning.rules.gmail_manage import search_email
from memo.planning.rules.gmail_sent import sent_me

_ANYTHING_EN = re.compile(
    r"^(?P<head>(?:did|has|have)\s+(?!i\b|you\b|we\b)\S+(?:\s+\S+){0,2}?\s+(?:e-?mail(?:ed)?|mail(?:ed)?|wr[io]te))"
    r"\s+(?:me\s+)?(?:anything|something)(?:\s+(?:new|yet))?(?P<about>\s+(?:about|regarding|re|on)\s+\S.*?)?"
    r"(?:\s+yet)?[\s?.!]*$", re.IGNORECASE)
# What the sender usually does, told after the question: why the user expects the mail.
_HABIT = re.compile(
    r"^(?:they|he|she|it|the\s+\w+)\s+(?:usually\s+|always\s+|normally\s+)?(?:send|sends|email|emails|mail|mails"
    r"|comes?|arrives?)\s+(?:(?:one|it|them|this|that|out)\s+)?(?:usually\s+)?(?:every|each|once\s+a|at\s+the"
    r"\s+(?:start|beginning|end)\s+of)\s+\w+(?:\s+\w+)?[\s.!]*$"
    r"|^(?:הם|הוא|היא|זה|זאת)\s+(?:בדרך\s+כלל\s+|תמיד\s+)?(?:שולחים|שולח|שולחת|מגיע|מגיעה|יוצא|יוצאת)\s+"
    r"(?:את\s+זה\s+|אותו\s+|אותה\s+)?(?:בדרך\s+כלל\s+)?(?:כל|פעם\s+ב|ב(?:תחילת|סוף))\s*\S+[\s.!]*$", re.IGNORECASE)
_SOMETHING_HE = re.compile(
    r"^(?P<ask>האם\s+)?(?:יש|היה|הגיע)(?:\s+לי)?\s+(?:כבר\s+)?(?:משהו|מה)\s+(?:חדש\s+)?(?P<from>מ[^\s?]{2,}.*?)\s+"
    r"(?:ב|ל)(?:מייל|אימייל|מיילים|דואר|ג'ימייל|תיבה)(?:\s+שלי)?(?P<q>\s*\?)?[\s?.!]*$"
    r"|^(?P<ask2>האם\s+)?(?:יש|היה|הגיע)(?:\s+לי)?\s+(?:כבר\s+)?(?:משהו|מה)\s+(?:חדש\s+)?"
    r"(?:ב|ל)(?:מייל|אימייל|מיילים|דואר|ג'ימייל|תיבה)(?:\s+שלי)?\s+(?P<from2>מ[^\s?]{2,}.*?)(?P<q2>\s*\?)?[\s?.!]*$")
_DOC_CAME_HE = re.compile(
    r"^(?P<ask>האם\s+)?(?:כבר\s+)?(?:הגיע|הגיעה|הגיעו|נכנס|נכנסה)\s+(?:לי\s+)?(?:כבר\s+)?"
    r"(?P<doc>(?:ה)?(?:חשבון|חשבונית|קבלה|תלוש|דו\"?ח|אישור)\S*\s+[^\s?].*?)(?P<q>\s*\?)?[\s.!]*$")


def _question_then_habit(ctx: RuleContext) -> Intent | None:
    first, sep, after = ctx.text.strip().partition("?")
    if not sep or not after.strip() or not _HABIT.match(after.strip()):
        return None
    asked = replace(ctx, raw=f"{first}?")
    return sent_me(asked) or search_email(asked)


@grammar
def mail_asked_about(ctx: RuleContext) -> Intent | None:
    text = ctx.text.strip()
    if (m := _ANYTHING_EN.match(text)) is not None:
        head = re.sub(r"\b(?:e-?mail(?:ed)?|mail(?:ed)?|wr[io]te)$", "email me", m["head"], flags=re.IGNORECASE)
        return search_email(replace(ctx, raw=f"{head}{m['about'] or ''}?"))
    if (m := _SOMETHING_HE.match(text)) is not None:
        if not (m["ask"] or m["ask2"] or m["q"] or m["q2"]):
            return None
        return search_email(replace(ctx, raw=f"יש מייל {m['from'] or m['from2']}?"))
    if (m := _DOC_CAME_HE.match(text)) is not None:
        if not (m["ask"] or m["q"]):
            return None  # "הגיעה החשבונית של סלקום": may be news
        return find_mailed_document(replace(ctx, raw=f"תחפשי לי את {m['doc']}"))
    return _question_then_habit(ctx)
