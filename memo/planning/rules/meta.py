"""`meta`: "help", "what can you do?", "איך זה עובד?", in both languages: Memo describes its capabilities."""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext

_HELP = re.compile(
    r"^\s*(?:help|/help|/start|menu|\?|what can you do|what do you do|what are you|who are you|how do (?:i|you) use"
    r"(?: you| this| memo)?|what can i (?:ask|do)(?: here)?|commands|features|what are your (?:features|skills)"
    r"|עזרה|תפריט|מה אתה יודע לעשות|מה את יודעת לעשות|מה אתה יכול לעשות|מה את יכולה לעשות|מה אפשר לעשות"
    r"|what can you help (?:me )?with|how (?:does|do) (?:this|it|you|memo) work|what else can you do"
    r"|show me what you can do"
    r"|מי אתה|מי את|איך משתמשים(?: בך| בזה)?|מה אתה עושה|מה את עושה|במה את יכולה לעזור(?: לי)?"
    r"|במה אתה יכול לעזור(?: לי)?|איך זה עובד|איך את עובדת|איך אתה עובד|מה עוד את יודעת לעשות|מה עוד אתה יודע לעשות"
    r"|מה את יודעת|מה אתה יודע|מה את יכולה|מה אתה יכול)"
    r"\s*[?!.]*\s*$",
    re.IGNORECASE,
)


@grammar
def describe(ctx: RuleContext) -> Intent | None:
    if not _HELP.match(ctx.text):
        return None
    return Intent("meta", "describe_capabilities", {"operation": "describe"}, 0.97, intent_type="meta")
