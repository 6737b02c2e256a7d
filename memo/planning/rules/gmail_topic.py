"""An email named first, then what to do with it: "the email from tom about the logo - reply that thursday works",
"that spam from crypto rewards, just delete it", "המייל מהבנק שהגיע אתמול, מה כתוב בו", "got the email from hr about
the party. reply that i'll be there".

The request after the pause points back with "it" / "them" / "אותו" / "בו"; it is read as the same request with the
email's description in place of the pointer ("reply to the email from tom about the logo that thursday works"), by the
grammars that read that request. Only a pointer or a bare reply/forward after the pause is taken this way, so
"the email from dana was long, so i'll call her" is nothing of this.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.gmail import reply_email
from memo.planning.rules.gmail_forward import forward_email
from memo.planning.rules.gmail_manage import manage_email, strip_polite
from memo.planning.rules.gmail_read import what_did_they_write

_PAUSE = r"\s*(?:[.;:!,]+\s*|\s-+\s*|\s+(?=(?:just|so|pls|please)\s))"
_LEAD_EN = re.compile(
    r"^(?:(?:i\s+)?(?:just\s+)?(?:got|received)\s+)?"
    r"(?P<desc>(?:the|that|this|an?)\s+(?:[\w'-]+\s+){0,3}?(?:e-?mails?|mails?|spam|newsletters?)\b[^.;:!?,\n-]*?)"
    + _PAUSE + r"(?P<cmd>\S.*)$", re.IGNORECASE | re.DOTALL)
_LEAD_HE = re.compile(
    r"^(?:(?:קיבלתי|הגיע\s+לי)\s+(?:את\s+)?)?"
    r"(?P<desc>(?:ה)?(?:מייל|מיילים|אימייל|אימיילים|ספאם|ניוזלטר)(?:\s+[^.;:!?,\n\s-]+)+?)"
    + _PAUSE + r"(?P<cmd>\S.*)$", re.DOTALL)
_SOFT_EN = r"(?:(?:just|so|pls|please|plz|now|and|can\s+(?:you|u)|could\s+(?:you|u))\s+)*"
_SOFT_HE = r"(?:(?:אז|בבקשה|רק|תוכל|תוכלי)\s+)*"
_IT_EN = r"(?:it|them|that|this|that\s+one)"
_IT_HE = r"(?:אותו|אותה|אותם|אותן|את\s+זה)"
_END_EN = r"(?:\s+(?:pls|please|plz|for\s+me|to\s+me|now|thanks|thx))*\s*[.!?]*$"
_END_HE = r"(?:\s+(?:בבקשה|תודה|עכשיו))*\s*[.!?]*$"
# What the email says, told in a clause of the description ("המייל מהוועד ששואל אם אני מגיעה", "the email from the
# school asking if we come"): a reply's own words start with "ש" / "that" too, so the email is named without it.
_UNTIL_CLAUSE_HE = re.compile(r"\s+ש(?!ל(?:\s|$))\S*.*$", re.DOTALL)
_UNTIL_CLAUSE_EN = re.compile(r"\s+(?:that|which|who|asking|saying|inviting)\b.*$", re.I | re.DOTALL)


def _bare(desc: str) -> str:
    return desc.removeprefix("ה") if desc.startswith("המ") else desc


# (the request after the pause, how it reads with the description in place of the pointer)
_REQUESTS: tuple[tuple[re.Pattern[str], Callable[[re.Match[str], str], str]], ...] = (
    (re.compile(rf"^{_SOFT_EN}(?P<verb>delete|trash|archive|read|open)\s+{_IT_EN}{_END_EN}", re.I),
     lambda m, d: f"{m['verb']} {d}"),
    (re.compile(rf"^{_SOFT_EN}(?:what\s+does\s+{_IT_EN}\s+say|what'?s\s+in\s+{_IT_EN}){_END_EN}", re.I),
     lambda m, d: f"what does {d} say"),
    (re.compile(rf"^{_SOFT_EN}mark\s+{_IT_EN}\s+(?:as\s+)?read{_END_EN}", re.I),
     lambda m, d: f"mark {d} as read"),
    (re.compile(rf"^{_SOFT_EN}(?P<verb>reply|respond|answer)\s+(?:to\s+{_IT_EN}\s+)?(?P<body>(?:that|saying)\s+.+)$",
                re.I | re.DOTALL),
     lambda m, d: f"{m['verb']} to {_UNTIL_CLAUSE_EN.sub('', d)} {m['body']}"),
    (re.compile(rf"^{_SOFT_EN}forward\s+{_IT_EN}\s+(?P<to>to\s+.+)$", re.I | re.DOTALL),
     lambda m, d: f"forward {d} {m['to']}"),
    (re.compile(rf"^{_SOFT_HE}(?P<verb>תמחק|תמחקי|מחק|מחקי|תארכב|תארכבי|תקרא|תקראי|תקריא|תקריאי)\s+(?:לי\s+)?{_IT_HE}"
                rf"{_END_HE}"),
     lambda m, d: f"{m['verb']} את {d}"),
    (re.compile(rf"^{_SOFT_HE}(?:מה\s+(?:כתוב|יש|רוצים)\s+(?:בו|בה|בהם|שם)|(?:תגיד|תגידי)\s+לי\s+מה\s+כתוב\s+(?:בו|בה))"
                rf"{_END_HE}"),
     lambda m, d: f"מה כתוב ב{d.removeprefix('ה')}"),
    (re.compile(rf"^{_SOFT_HE}(?P<verb>תסמן|תסמני|סמן|סמני)\s+{_IT_HE}\s+(?P<as>כנקרא|כנקראו|כנקראים|כנקראה){_END_HE}"),
     lambda m, d: f"{m['verb']} את {d} {m['as']}"),
    (re.compile(rf"^{_SOFT_HE}(?P<verb>תענה|תעני|ענה|עני)\s+(?:לו|לה|להם|עליו|עליה)?\s*(?P<body>ש.+)$", re.DOTALL),
     lambda m, d: f"{m['verb']} ל{_bare(_UNTIL_CLAUSE_HE.sub('', d))} {m['body']}"),
    (re.compile(rf"^{_SOFT_HE}(?P<verb>תעביר|תעבירי|העבר|העבירי)\s+{_IT_HE}\s+(?P<to>ל.+)$", re.DOTALL),
     lambda m, d: f"{m['verb']} את {d} {m['to']}"),
)
_READERS = (reply_email, forward_email, manage_email, what_did_they_write)


@grammar
def email_named_first(ctx: RuleContext) -> Intent | None:
    text = strip_polite(ctx.text).strip()
    lead = _LEAD_EN.match(text) or _LEAD_HE.match(text)
    if lead is None:
        return None
    desc, cmd = lead["desc"].strip(), lead["cmd"].strip()
    for pattern, said in _REQUESTS:
        m = pattern.match(cmd)
        if m is None:
            continue
        again = replace(ctx, raw=said(m, desc))
        read = [i for i in (reader(again) for reader in _READERS) if i is not None and "query" in i.args]
        return max(read, key=lambda i: i.confidence) if read else None
    return None
