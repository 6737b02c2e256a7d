"""Whether mail came in from someone, asked as "anything came in": "see if anything came in from the kindergarten about
the hanukkah party", "has anything arrived from the bank yet?", "check whether something showed up from dana",
"תבדקי אם הגיע משהו מהגן על מסיבת חנוכה", "הגיע לי כבר משהו מהבנק?".

"did I get anything from …" is a Gmail search (gmail_manage.py); these say the same with the mail as the subject, and
are read as that sentence. "anything" with no sender ("see if anything came in") is left to other grammars. A Hebrew
sentence is a question only with "האם", "תבדקי אם" or a question mark: "הגיע משהו מהבנק" may be a report.
"""

from __future__ import annotations

import re
from dataclasses import replace

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.gmail_manage import search_email

_SOMETHING_EN = r"(?:anything|something|any\s+(?:mail|e-?mails?|messages?)|an?\s+e-?mail|mail)"
_CAME_EN = re.compile(
    rf"^(?:(?:see|check|find\s+out|look|let\s+me\s+know|tell\s+me)\s+(?:if|whether)\s+{_SOMETHING_EN}\s+(?:has\s+)?"
    rf"(?:came|come|arrived|showed\s+up|landed|got\s+here)|(?:did|has)\s+{_SOMETHING_EN}\s+(?:come|arrive|arrived"
    r"|show\s+up|showed\s+up|land|landed))(?:\s+in)?(?:\s+yet)?\s+from\s+(?P<rest>\S.+?)[\s?.!]*$", re.IGNORECASE)
_CAME_HE = re.compile(
    r"^(?P<ask>(?:תבדקי|תבדוק|בדקי|בדוק|תראי|תראה)\s+(?:לי\s+)?(?:אם|האם)\s+|האם\s+)?(?:כבר\s+)?"
    r"(?:הגיע|הגיעה|הגיעו|נכנס|נכנסה)\s+(?:לי\s+)?(?:כבר\s+)?(?:משהו|מייל|מיילים|הודעה)\s+(?:כבר\s+)?"
    r"(?P<rest>מ\S.*?)\s*(?P<q>\?)?[\s?.!]*$")


@grammar
def mail_came_in(ctx: RuleContext) -> Intent | None:
    text = ctx.text.strip()
    if (m := _CAME_EN.match(text)) is not None:
        said = f"did I get anything from {m['rest']}"
    elif (m := _CAME_HE.match(text)) is not None and (m["ask"] or m["q"]):
        said = f"האם קיבלתי משהו {m['rest']}?"
    else:
        return None
    return search_email(replace(ctx, raw=said))
