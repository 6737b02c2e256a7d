"""A change asked for on someone else's behalf: "rotem asked to push the dentist reminder to 5pm", "my wife wants
me to move the plumber reminder to friday", "אשתי ביקשה שתזיזי את התזכורת של הגנן למחר".

No grammar lives here: `task_words.change_view` reads the change after the relay ("push the dentist reminder to
5pm"). Who asked for it changes nothing about which reminder moves or where. Only a change verb may follow the
relay: "dana asked to meet on friday" is news of a plan, not a request to Memo.
"""

from __future__ import annotations

import re

_HE = r"\u0590-\u05FF"
_WHO = (r"(?:my\s+(?:wife|husband|partner|girlfriend|boyfriend|flatmate|roommate|mum|mom|dad|boss|son|daughter)"
        r"|(?:the\s+)?(?:wife|hubby|missus|kids)|[a-z]+)")
_CHANGE_VERB = (r"(?:push|move|shift|bump|change|reschedule|delete|remove|cancel|update|make|set|put|drop|postpone"
                r"|bring\s+forward)")
_RELAY = re.compile(
    rf"^{_WHO}\s+(?:asked|asks|wants|wanted|said|says|told\s+(?:me|us))\s+(?:(?:me|us|you|u)\s+)?(?:to\s+)?"
    rf"(?=(?:pls\s+|please\s+)?{_CHANGE_VERB}\s)"
    rf"|^(?:[{_HE}]+\s+){{1,2}}(?:ביקש|ביקשה|ביקשו|רוצה|רוצים|אמר|אמרה|אמרו)\s+ש"
    rf"(?=(?:תזיז|תזיזי|תעביר|תעבירי|תשנה|תשני|תמחק|תמחקי|תבטל|תבטלי|תדחה|תדחי|תקדים|תקדימי|תזיזו|תעבירו|תשנו"
    rf"|תמחקו|תבטלו|תדחו)(?![\w{_HE}]))",
    re.IGNORECASE)


def without_relay(text: str) -> str:
    """The change itself, without who asked for it ("rotem asked to push ..." -> "push ...")."""
    match = _RELAY.match(text)
    return text[match.end():] if match is not None else text
