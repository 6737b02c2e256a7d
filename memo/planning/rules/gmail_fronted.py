"""An email named first, then a comma and the command about it, as older users write in Hebrew: "את המייל מחברת
הביטוח על הרכב, תעבירי בבקשה לבן שלי avi@x.com", "את הניוזלטר ממועדון הגינון כבר קראתי, תעביר אותו לארכיון",
"את המיילים מאמזון, תסמני אותם כנקראו".

The email phrase may end with what the user did with it ("כבר קראתי", "עניתי"): that is said about the email, not
part of it. The command is read with the email put after its verb ("תעבירי את המייל מ... לבן שלי ..."), its pronoun
("אותו", "אותם") and "בבקשה" left out, by the same grammars that read it so; a reason glued on with "שלא"/"כדי ש"
("... לארכיון שלא יעשה לי בלגן") is a remark after the command.
"""

from __future__ import annotations

import re
from dataclasses import replace

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext

_HE = r"\u05D0-\u05EA"
_MAIL = r"(?:ה)?(?:מייל|מיילים|אימייל|אימיילים|ניוזלטר|ניוזלטרים|הודעה|הודעות|חשבונית|חשבוניות)"
# What the user did with the email before asking: "כבר קראתי", "עוד לא עניתי", "שמרתי".
_DID = rf"(?:(?:כבר|עוד\s+לא|לא)\s+[{_HE}]{{2,}}תי|קראתי|ראיתי|עניתי|טיפלתי|שמרתי|הדפסתי|בדקתי)"
_FRONTED = re.compile(
    rf"^(?P<obj>את\s+{_MAIL}(?![{_HE}])(?:\s+[^,.!?]+?)?)(?:\s+{_DID})?\s*,\s*"
    rf"(?:(?:בבקשה|אז|פשוט)\s+)*(?P<verb>(?:ת|ו?ת)(?:עביר|עבירי|מחק|מחקי|סמן|סמני|ארכב|ארכבי|שים|שימי|זרוק|זרקי))"
    rf"(?P<rest>(?:\s.*)?)$", re.DOTALL)
_FILLER = re.compile(r"(?<!\S)(?:בבקשה|אותו|אותה|אותם|אותן)(?!\S)\s*")
_REASON = re.compile(r"\s+(?=(?:שלא|כדי\s+ש|כדי\s+ל|כי)\s)")


@grammar
def fronted_email(ctx: RuleContext) -> Intent | None:
    m = _FRONTED.match(ctx.text.strip())
    if m is None:
        return None
    from memo.planning.rules.gmail_forward import forward_email
    from memo.planning.rules.gmail_manage import manage_email

    rest = _REASON.sub(", ", _FILLER.sub("", m["rest"]).strip(), count=1)
    raw = f"{m['verb']} {m['obj'].strip()} {rest}".strip()
    for read in (forward_email, manage_email):
        intent = read(replace(ctx, raw=raw))
        if intent is not None:
            said = intent.decided_by or "grammar gmail_fronted.fronted_email"
            intent.decided_by = f"{said}; the email named first: {raw!r}"
            return intent
    return None
