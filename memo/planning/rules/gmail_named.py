"""Managing an email named before the command rather than in it (the `gmail` capability's archive, markRead,
delete, label and forward; a remark after the command is left out by those grammars, see calendar_remarks.py):

* the email named in a clause of its own, often a report, and the command pointing back at it: "already
  answered the email from the kindergarten about the trip, you can archive it", "עניתי כבר למייל מהגן על
  הטיול, אפשר להעביר אותו לארכיון", "the invoice email from the accountant - forward it to avi@x.com".

It is read as the command with its pronoun replaced by the email's description. Only a description of
mail is taken ("the email from ...", "המייל מ..."); the words before it must be a remark ("already answered",
"עניתי כבר") or nothing, so a sender said outside the description ("dana sent me an email about ...") or another
request ("read me the email ..., then archive it") leaves the message unread here.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.calendar_remarks import opens_a_remark
from memo.planning.rules.gmail_forward import forward_email
from memo.planning.rules.gmail_manage import _MAIL_NOUN, manage_email

_HE = r"\u05D0-\u05EA"
_POINTER = (r"(?:\b(?:(?:all\s+of\s+)?them(?:\s+all)?|it)\b"
            r"|(?<![\u05D0-\u05EA])(?:אותו|אותה|אותם|אותן|את\s+זה|את\s+כולם|את\s+כולן)(?![\u05D0-\u05EA]))")
_NAMED_THEN_IT = re.compile(
    r"^(?P<topic>[^?]+?)(?:[,.;!]+\s+|\s+[-–]\s+"
    r"|\s*[\u2600-\u27BF\U0001F000-\U0001FAFF\uFE0F\u200D]+\s*)"  # an emoji is a pause too
    r"(?:(?:so|then|and|now|just|pls|please|(?:you|u)\s+can|feel\s+free\s+to|go\s+ahead\s+and|אז|פשוט|אפשר|בבקשה"
    r"|(?:את|אתה)\s+(?:יכולה|יכול)(?=\s+ל))\s+)*"
    rf"(?P<command>[^?]*?{_POINTER}[^?]*)$", re.I)
# The words that start an email's description, back from its mail word: "the", "that", "all the", "an".
_DETERMINERS = re.compile(r"(?:\b(?:all\s+(?:of\s+)?)?(?:the|that|this|those|these|an?|my)\s+)?$", re.I)
# Whoever wrote, said outside the description: the sender would be lost.
_SENDER_OUTSIDE = re.compile(r"\b(?:sent|wrote|e-?mailed|forwarded|replied)\b"
                             rf"|(?<![{_HE}])(?:שלח|שלחה|שלחו|כתב|כתבה|כתבו|העביר|העבירה)(?![{_HE}])", re.I)
_MANAGERS = (manage_email, forward_email)
# A clause of the speaker's own joined to the description ("... שלא קראתי ואני לא מתכוונת לקרוא", "... and i'm
# not going to"): about the user, never words of the mail.
_OWN_CLAUSE = re.compile(r"\s+(?:(?:and|but)\s+(?:i|i'm|im|i\s+am|we)\b"
                         r"|(?:ו|אבל\s+)(?:אני|אנחנו)(?![\u05D0-\u05EA])).*$", re.I | re.DOTALL)


def _description(topic: str) -> tuple[str, str] | None:
    """(the words before it, the email's description) from a clause that names one; None when it names none."""
    noun = _MAIL_NOUN.search(topic)
    if noun is None:
        return None
    start = noun.start() - len(_DETERMINERS.search(topic[:noun.start()])[0])  # type: ignore[index]
    described = _OWN_CLAUSE.sub("", topic[start:]).strip()
    if re.match(r"[לבו](?=(?:ה)?(?:מייל|אימייל|הודע|ניוזלטר))", described):
        described = "ה" + described[1:].removeprefix("ה")  # "עניתי למייל מהגן": the email is "המייל מהגן"
    return topic[:start].strip(" ,"), described


def _named_first(ctx: RuleContext) -> Intent | None:
    m = _NAMED_THEN_IT.match(ctx.text.strip())
    if m is None:
        return None
    found = _description(m["topic"])
    if found is None:
        return None
    before, described = found
    if before and not opens_a_remark(before) or _SENDER_OUTSIDE.search(before):
        return None
    pointer = re.search(_POINTER, m["command"], re.I)
    if pointer is None or len(re.findall(_POINTER, m["command"], re.I)) != 1:
        return None
    hebrew = bool(re.match(rf"[{_HE}]", pointer[0]))
    if re.search(r"\ball\b|כול", pointer[0]) and not re.match(r"all\b|כל", described, re.I):
        described = f"{'כל' if hebrew else 'all'} {described}"  # "archive them all": every email described
    named = f"את {described}" if hebrew and described.startswith(("ה", "כל")) else described
    command = f"{m['command'][:pointer.start()]}{named}{m['command'][pointer.end():]}"
    sub = RuleContext(raw=command, now=ctx.now, language=ctx.language, latest_actions=ctx.latest_actions)
    for read in _MANAGERS:
        intent = read(sub)
        if intent is not None and "query" in intent.args:
            intent.read = command
            intent.decided_by = f"grammar {read.__module__.rsplit('.', 1)[-1]}.{read.__name__}; " \
                                f"the email named first: {m['topic'].strip()!r}"
            return intent
    return None


@grammar
def manage_named_email(ctx: RuleContext) -> Intent | None:
    """An email named before its command (module docstring); read only when the mailbox grammars do not read the
    whole message."""
    if manage_email(ctx) is not None or forward_email(ctx) is not None:
        return None
    return _named_first(ctx)
