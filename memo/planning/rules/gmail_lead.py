"""An email request after a sentence about why: "need to tell my landlord the heater is broken again 🥶 draft an
email to avi@x.com saying it stopped working", "the printer died again. send an email to it@x.com asking for a new
one", "צריך להגיד לגננת שאיתי חולה, תכתבי מייל ל-ruti@x.com שהוא לא מגיע".

The sentence before the pause (a stop, a comma, an emoji, a dash) is the reason, not a task: the request after it is
read as if it stood alone, by the same grammar. Only a request with a recipient is taken (an address, a name, "me"):
"ugh, email" is nothing. When the sentence says what the user needs to tell someone ("need to tell X that ..."),
that is the email's subject: "it stopped working" alone would not say what stopped.
A sentence that is itself a request ("remind me to ..., then email ...") is two requests and is left to the grammars
that read several.
"""

from __future__ import annotations

import re
from dataclasses import replace

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.gmail import derive_subject, send_email

# A stop, a comma, an emoji or a dash between the reason and the request.
_PAUSE = re.compile(r"(?:[.,;:!?]+|\s[-–—]+|[\u2600-\u27BF\U0001F000-\U0001FAFF\uFE0F\u200D]+)\s*"
                    r"(?:(?:so|pls|please|plz|just|anyway|אז|בבקשה|פשוט)\s+)*")
_SEND_START = re.compile(r"(?:send|draft|write|compose|shoot|prepare|prep|e-?mail\s+\S+@|תשלח|תשלחי|שלח|שלחי|תכתוב"
                         r"|תכתבי|כתוב|כתבי|תנסח|תנסחי|תכין|תכיני)\b", re.IGNORECASE)
# The reason must not be a request of its own.
_COMMAND = re.compile(r"^(?:remind|add|put|create|set|schedule|book|delete|remove|cancel|move|forward|reply|send"
                      r"|draft|write|email|note|save|תזכיר|תזכירי|תוסיף|תוסיפי|תקבע|תקבעי|תמחק|תמחקי|תרשום|תרשמי"
                      r"|תשלח|תשלחי|תכתוב|תכתבי|תשים|תשימי)\b", re.IGNORECASE)
# "need to tell my landlord (that) the heater is broken": what the user has to say is the subject.
_TELL_EN = re.compile(r"^(?:i\s+)?(?:need|have|got|gotta|must|should)\s+(?:to\s+)?(?:tell|let|inform|update|warn)\s+"
                      r"(?:(?:my|the|our)\s+)?[\w'.-]+\s+(?:know\s+)?(?:that\s+)?(?P<what>.{3,})$", re.IGNORECASE)
_TELL_HE = re.compile(r"^(?:אני\s+)?(?:צריך|צריכה|חייב|חייבת)\s+(?:להגיד|לומר|להודיע|לעדכן|לספר)\s+"
                      r"ל\S+(?:\s+של\S*)?\s+(?:ש|כי\s+)(?P<what>.{3,})$")


@grammar
def email_after_reason(ctx: RuleContext) -> Intent | None:
    text = ctx.text
    for pause in _PAUSE.finditer(text):
        lead, cmd = text[:pause.start()].strip(), text[pause.end():].strip()
        if len(lead) < 8 or not _SEND_START.match(cmd) or _COMMAND.match(lead):
            continue
        intent = send_email(replace(ctx, raw=cmd))
        if intent is None or not (intent.args.get("to") or intent.args.get("toNames") or intent.args.get("toSelf")):
            return None
        told = _TELL_EN.match(lead) or _TELL_HE.match(lead)
        if told and intent.args.get("body"):
            intent.args["subject"] = derive_subject(re.sub(r"[^\w\s'\"-]+", "", told.group("what")).strip())
        intent.confidence = min(intent.confidence, 0.88)
        return intent
    return None
