"""Forwarding an email named in a first clause and pointed back at in the second: "loop in Dafna on the budget
thread - fwd it to dafna@example.com", "bring Avi into the contract email, forward it to avi@x.com", "תעדכני את
דפנה בשרשור של התקציב, תעבירי אותו ל-dafna@example.com". The "it" of the forward is the thread of the first clause;
the forward itself is read as in gmail_forward.py, so it is asked first like every forward.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.gmail_forward import _forward_email
from memo.planning.rules.gmail_manage import strip_polite

_MAIL_EN = r"(?:thread|e-?mail(?:\s+(?:thread|chain))?|mail|chain|conversation)"
_MAIL_HE = r"(?:שרשור|מייל|אימייל|התכתבות|thread)"
# The first clause: who is looped in (no matter) and which mail, "on the budget thread", "בשרשור של התקציב".
_LEAD = re.compile(
    rf"^(?:loop|bring|cc|keep|add|get)\s+.+?\s+(?:on|in(?:to)?|about)\s+(?P<what>(?:the|that|this|our|my)\s+"
    rf"(?:[\w'&.-]+\s+){{0,3}}?{_MAIL_EN}(?:\s+(?:about|from|with|re|regarding)\s+[\w'&.-]+(?:\s+[\w'&.-]+)?)?)$"
    rf"|^(?:תעדכן|תעדכני|עדכן|עדכני|תצרף|תצרפי|צרף|צרפי|תכניס|תכניסי)\s+(?:את\s+)?\S+(?:\s+\S+)?\s+"
    rf"(?:ב|על\s+ה|ל)(?P<what_he>{_MAIL_HE}(?:\s+(?:של|על|לגבי|עם|מ)?\s*\S+){{1,2}})$", re.IGNORECASE)
# The second clause: "fwd it to ...", "תעבירי אותו ל...".
_SECOND = re.compile(
    r"^\s*(?:[-–—,;:.]+\s*|\s+(?:and|then|so|ו)\s+|\s+(?=ו\S))(?:(?:just|pls|please|and|then|so|בבקשה)\s+)*"
    r"(?P<verb>(?:forward|fwd|send)\s+(?:it|that|this|this\s+one|that\s+one)"
    r"|(?:ו)?(?:תעביר|תעבירי|העבר|העבירי|תפרוורד|תפרוורדי|תשלח|תשלחי)\s+(?:לה\s+|לו\s+)?(?:אותו|אותה|את\s+זה))"
    r"\s+(?P<to>.+)$", re.IGNORECASE)


@grammar
def loop_in_then_forward(ctx: RuleContext) -> Intent | None:
    text = strip_polite(ctx.text).strip()
    for cut in re.finditer(r"\s*(?:[-–—,;:.]+\s*|\s+(?:and|then|so|ו)\s+|\s+(?=ו\S))", text):
        lead, second = _LEAD.match(text[:cut.start()]), _SECOND.match(text[cut.start():])
        if lead is None or second is None:
            continue
        # the Hebrew thread said as the email forward_email reads: "שרשור של התקציב" -> "את המייל של התקציב"
        what = lead.group("what") or re.sub(rf"^{_MAIL_HE}(?:\s+(?:של|על|לגבי))?\s*", "את המייל על ",
                                                  lead.group("what_he"))
        verb = "forward" if lead.group("what") else "תעבירי"
        said = f"{verb} {what} {second.group('to')}"
        intent = _forward_email(RuleContext(raw=said, now=ctx.now, language=ctx.language,
                                            latest_actions=ctx.latest_actions))
        if intent is not None:
            intent.read = said
        return intent
    return None
