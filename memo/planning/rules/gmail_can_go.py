"""An email named first, then said to be disposable rather than commanded away: "את המייל מחברת הביטוח על ההנחה
בחידוש אפשר לזרוק לפח", "the insurance email about the renewal can go in the trash", "the newsletter from the gym,
you can bin it", "המייל מהבנק יכול ללכת לפח".

"אפשר לזרוק" / "can go in the trash" / "you can bin it" is how people tell a secretary to throw something away
without an imperative. It is read as "delete <the email>", with the email put after the verb, by the grammar that
reads that command; deleting is high risk there, so the user still says yes before anything is thrown away. Only an
email named with its mail word counts: "the leftovers can go in the trash" is no email.
"""

from __future__ import annotations

import re
from dataclasses import replace

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext

_HE = r"\u05D0-\u05EA"
_E = rf"(?![\w{_HE}])"
_MAIL_HE = r"(?:ה)?(?:מייל|מיילים|אימייל|אימיילים|ניוזלטר|ניוזלטרים|הודעה|הודעות|דיוור|דיוורים)"
_TRASH_HE = r"(?:ל|ב)(?:ה)?(?:פח|אשפה|זבל)"
_PRONOUN_HE = r"(?:\s+(?:אותו|אותה|אותם|אותן))?"
# "אפשר לזרוק (אותו) לפח", "את יכולה למחוק", "יכול ללכת לפח", "הולך לפח", "ישר לפח".
_DISPOSABLE_HE = (
    rf"(?:(?:אפשר|את\s+יכולה|אתה\s+יכול|אתם\s+יכולים|תרגיש(?:י)?\s+חופשי(?:ה)?)\s+(?:ל(?:זרוק|מחוק|העיף|זרוק\s+אותו))"
    rf"{_PRONOUN_HE}(?:\s+{_TRASH_HE})?"
    rf"|(?:יכול|יכולה|יכולים|יכולות)\s+ללכת\s+{_TRASH_HE}|(?:הולך|הולכת|הולכים|הולכות)\s+{_TRASH_HE}"
    rf"|(?:ישר|ישירות)\s+{_TRASH_HE})"
)
_FRONTED_HE = re.compile(
    rf"^(?P<obj>(?:את\s+)?{_MAIL_HE}{_E}(?:\s+[^,.!?]+?)?)\s*,?\s*(?:(?:זה|הוא|היא|הם|פשוט|כבר)\s+)*"
    rf"(?:{_DISPOSABLE_HE}){_E}\s*(?:בבקשה{_E})?[\s.!?]*$", re.DOTALL)
_MAIL_EN = r"(?:e-?mails?|mails?|messages?|newsletters?)"
_TRASH_EN = r"(?:the\s+)?(?:trash|bin|garbage|rubbish)"
_DISPOSABLE_EN = (
    rf"(?:(?:it|that|that\s+one|they|those|these)\s+)?(?:can|could)\s+(?:go|be\s+(?:thrown|tossed|moved))\s+"
    rf"(?:(?:away|out)\b|(?:in|into|to)\s+{_TRASH_EN})"
    rf"|(?:it|that|that\s+one|they|those)\s+(?:goes|go)\s+(?:in|into|to)\s+{_TRASH_EN}"
    rf"|(?:you\s+can|feel\s+free\s+to|go\s+ahead\s+and)\s+(?:bin|trash|delete|toss|ditch|throw\s+(?:out|away))\s+"
    rf"(?:it|that|that\s+one|them|those)(?:\s+(?:out|away))?"
)
_FRONTED_EN = re.compile(
    rf"^(?P<obj>(?:the|that|this|those|these|my)\s+(?:[^,.!?]+?\s+)?{_MAIL_EN}\b(?:\s+[^,.!?]+?)?)\s*,?\s*"
    rf"(?:{_DISPOSABLE_EN})\b\s*(?:now\s*)?(?:,?\s*(?:please|pls|thanks)\s*)?[\s.!]*$",
    re.IGNORECASE | re.DOTALL)


@grammar
def disposable_email(ctx: RuleContext) -> Intent | None:
    text = ctx.text.strip()
    m = _FRONTED_HE.match(text)
    verb = "תמחקי"
    if m is None:
        m, verb = _FRONTED_EN.match(text), "delete"
    if m is None:
        return None
    from memo.planning.rules.gmail_manage import manage_email

    obj = m["obj"].strip()
    if verb == "תמחקי" and not obj.startswith("את"):
        obj = f"את {obj}"
    raw = f"{verb} {obj}"
    intent = manage_email(replace(ctx, raw=raw))
    if intent is None or intent.action != "delete":
        return None
    intent.decided_by = f"grammar gmail_can_go.disposable_email; the email said to be disposable: {raw!r}"
    return intent
