"""Managing the mail of a person told of first: "the crypto guy keeps emailing me 🙄 delete his emails", "dana won't
stop sending me newsletters, archive all her mail", "הבחור מהקריפטו לא מפסיק לשלוח לי מיילים, תמחקי את המיילים שלו".

"his emails" alone names nobody (gmail_manage.py reads no description in it): here the clause before says who,
and the request is read as the same request with "the emails from <who>" in its place, by manage_email. Only a
clause saying that person mails the user is taken, so "my boss is angry, delete his emails" is left unread.
"""

from __future__ import annotations

import re
from dataclasses import replace

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.gmail_manage import manage_email

_PAUSE = (r"\s*(?:[.,;:!?]+|\s[-–—]+|[\u2600-\u27BF\U0001F000-\U0001FAFF\uFE0F\u200D]+)+\s*"
          r"(?:(?:so|pls|please|just)\s+)*")
_MAILS_EN = (r"(?:keeps|kept|won'?t\s+stop|wont\s+stop|doesn'?t\s+stop|never\s+stops|is\s+always|always)\s+"
             r"(?:e-?mailing|mailing|spamming|sending|writing|e-?mails?|spams?|sends?|writes?)\s+(?:to\s+)?me\b[^.,;!?]*"
             r"|(?:e-?mails?|spams?|mails?)\s+me\s+(?:every|all\s+the\s+time|constantly|nonstop|daily)\b[^.,;!?]*")
_LEAD_EN = re.compile(rf"^(?P<who>(?:the|this|that|my|some)\s+[\w'-]+(?:\s+[\w'-]+){{0,2}}|[A-Za-z][\w'.-]*)\s+"
                      rf"(?:{_MAILS_EN})"
                      rf"{_PAUSE}(?P<verb>delete|trash|archive|mark|bin)\s+(?P<all>all\s+(?:of\s+)?)?(?:his|her|their)\s+"
                      r"(?P<noun>e-?mails?|mails?|messages?)(?P<rest>(?:\s+as\s+read)?)\s*[.!]*$", re.IGNORECASE)
_MAILS_HE = (r"(?:לא\s+(?:מפסיק|מפסיקה|מפסיקים)\s+(?:לשלוח|לכתוב)\s+לי|כל\s+הזמן\s+(?:שולח|שולחת|שולחים|כותב|כותבת)"
             r"\s+לי|(?:מציף|מציפה|מציפים)\s+אותי)[^.,;!?]*")
_LEAD_HE = re.compile(rf"^(?P<who>[\u05D0-\u05EA'\"-]+(?:\s+(?:של\s*)?[\u05D0-\u05EA'\"-]+)?)\s+(?:{_MAILS_HE}){_PAUSE}"
                      r"(?P<verb>תמחק|תמחקי|מחק|מחקי|תארכב|תארכבי|תסמן|תסמני)\s+(?:את\s+)?(?P<all>כל\s+)?"
                      r"(?P<noun>ה(?:מיילים|מייל|הודעות))\s+(?:שלו|שלה|שלהם|שלהן)(?P<rest>(?:\s+כנקר\S*)?)\s*[.!]*$")

# A pronoun names nobody ("he keeps emailing me"); "this recruiter" is "the recruiter" as a sender.
_NOBODY = re.compile(r"he|she|they|it|someone|somebody|everyone|i|you|we", re.IGNORECASE)
_THE = re.compile(r"^(?:this|that|some)\s+", re.IGNORECASE)


@grammar
def mail_of_one_told_first(ctx: RuleContext) -> Intent | None:
    text = ctx.text.strip()
    m = _LEAD_EN.match(text)
    if m is not None:
        if _NOBODY.fullmatch(m["who"]):
            return None
        said = f"{m['verb']} {'all ' if m['all'] else ''}the {m['noun']} from {_THE.sub('the ', m['who'])}{m['rest']}"
    else:
        m = _LEAD_HE.match(text)
        if m is None:
            return None
        who = m["who"]
        said = f"{m['verb']} את {m['all'] or ''}{m['noun']} מ{who}{m['rest']}"
    return manage_email(replace(ctx, raw=said))
