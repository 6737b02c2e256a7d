"""Watching for mail from someone (the `gmail` capability's `watch` / `unwatch`), in Hebrew and English:
"tell me when I get an email from Dana", "let me know when the bank emails", "תודיע לי כשמגיע מייל מדנה";
"stop telling me about mail from Dana", "תפסיק להודיע לי על מיילים מדנה".

Only with mail words or a mail verb ("emails", "writes"): "tell me when the delivery arrives" is a reminder.
"""

from __future__ import annotations

import re

from memo.planning.gmail_query import sender
from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext

_MAIL = r"(?:e-?mails?|mails?|gmail|messages? in (?:my )?(?:e-?mail|inbox))"
_WATCH = (
    re.compile(r"^(?:please\s+)?(?:tell|let|notify|alert|ping|message|text)\s+me\s+(?:know\s+)?(?:when(?:ever)?|if"
               rf"|as\s+soon\s+as)\s+(?:i\s+(?:get|receive)\s+(?:an?\s+|any\s+)?(?:new\s+)?{_MAIL}\s+from\s+"
               r"(?P<who>.+?)|(?:an?\s+|any\s+)?(?:new\s+)?" + _MAIL
               + r"\s+(?:from\s+(?P<who2>.+?)\s+)?(?:comes|arrives|lands)(?:\s+from\s+(?P<who3>.+?))?"
               r"|(?P<who4>.+?)\s+(?:e-?mails|writes|sends\s+(?:me\s+)?(?:an?\s+)?"
               rf"{_MAIL}|replies)(?:\s+me)?)\s*[.!]*$", re.IGNORECASE),
    re.compile(r"^(?:תודיע|תודיעי|תעדכן|תעדכני|תגיד|תגידי|תכתוב|תכתבי)\s+לי\s+(?:כש|אם|ברגע\s+ש|מתי\s+ש)"
               r"(?:מגיע|יגיע|נכנס|ייכנס|אקבל|מגיעה|יש)\s+(?:לי\s+)?(?:מייל|אימייל|מיילים|הודעת\s+מייל)\s+(?:חדש\s+)?"
               r"(?:מ-?|מאת\s+)(?P<who>\S.*?)\s*[.!]*$"),
    re.compile(r"^(?:תודיע|תודיעי|תעדכן|תעדכני|תגיד|תגידי)\s+לי\s+(?:כש|אם|ברגע\s+ש)(?P<who>\S+(?:\s+\S+)?)\s+"
               r"(?:שולח|שולחת|כותב|כותבת|עונה|עונָה)\s+(?:לי\s+)?(?:מייל|אימייל)?\s*[.!]*$"),
)
_UNWATCH = (
    re.compile(r"^(?:please\s+)?(?:stop|don'?t|no\s+more)\s+(?:telling|notifying|alerting|pinging|letting)?\s*(?:me\s+)?"
               rf"(?:know\s+)?(?:about\s+)?(?:new\s+)?{_MAIL}\s+from\s+(?P<who>.+?)\s*[.!]*$", re.IGNORECASE),
    re.compile(r"^(?:תפסיק|תפסיקי|די|אל)\s+(?:להודיע|לעדכן|תודיע|תעדכן)\s+(?:לי\s+)?(?:על\s+)?(?:ה)?(?:מיילים|מייל)\s+"
               r"(?:מ-?|מאת\s+)(?P<who>\S.*?)\s*[.!]*$"),
)


def _who(match: re.Match[str]) -> str:
    found = next((v for k, v in match.groupdict().items() if k.startswith("who") and v), "")
    return sender(found).strip('"')


@grammar
def watch_mail(ctx: RuleContext) -> Intent | None:
    text = ctx.text.strip()
    for patterns, operation in ((_UNWATCH, "unwatch"), (_WATCH, "watch")):
        match = next((m for m in (p.match(text) for p in patterns) if m), None)
        if match is None:
            continue
        who = _who(match)
        if not who or len(who) > 60:
            return None
        return Intent("gmail", operation, {"operation": operation, "sender": who}, 0.93, entity="email")
    return None
