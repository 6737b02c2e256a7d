"""A sentence of courtesy closing a formal message ("Much obliged.", "Thank you in advance", "בברכה", "תודה רבה"):
it thanks, and asks nothing ("Many" alone is what is left of "Many thanks" once the thanks are cut).
`task_words.closing_report` passes over it, so that "X was sent, so that task can be marked as done. Much obliged."
is still one report and its closing sentence. So is a sigh of how long it took (`without_effort`): "got through to
the clinic, 45 min on hold 🙄 mark it done" is one report and its closing sentence.
"""

from __future__ import annotations

import re

_COURTESY = re.compile(
    r"^(?:(?:thank\s+you|thanks|many\s+thanks|thanks\s+a\s+lot|thank\s+you\s+very\s+much|much\s+obliged|much\s+appreciated"
    r"|(?:it'?s\s+|that'?s\s+)?(?:greatly\s+|much\s+)?appreciated|cheers|regards|best\s+regards|kind\s+regards"
    r"|with\s+thanks|obliged|thx|ty|tnx"
    r"|many|much|so\s+much)(?:\s+(?:in\s+advance|again|so\s+much|a\s+lot|memo))*"
    r"|תודה|תודה\s+רבה|תודה\s+מראש|מודה\s+לך|בברכה|בתודה|תודה\s+רבה\s+מראש|תודה\s+לך|המון\s+תודה)[\s!.]*$",
    re.IGNORECASE)


def courtesy(part: str) -> bool:
    """Whether a sentence of the message is only thanks or a sign-off."""
    return bool(_COURTESY.match(part.strip()))


# How long or how hard the thing was, said between a report and its closing sentence ("finally got through to the
# clinic, 45 min on hold 🙄 mark it done", "שילמתי את הארנונה, לקח לי שעה באתר, תסמני"): a sigh, asking nothing
# and naming no task. A number here is a duration or a count of tries, never part of what was done.
_AMOUNT_EN = (r"(?:(?:like|almost|over|about|nearly|around|a\s+good|more\s+than)\s+)?(?:\d+(?:\.\d+)?|an?|half\s+an?"
              r"|one|two|three|four|five|six|ten|twenty|thirty|forty(?:[\s-]five)?|a\s+couple(?:\s+of)?|a\s+few|several)"
              r"\s*-?\s*(?:mins?|minutes?|hrs?|hours?|h|secs?|seconds?|days?|weeks?|tries|attempts|calls|phone\s+calls"
              r"|times|rounds)")
_WHERE_EN = (r"(?:\s+(?:on\s+hold|of\s+hold(?:\s+music)?|waiting|in\s+(?:the\s+)?(?:line|queue)"
             r"|on\s+the\s+(?:phone|line|website|site|app)|listening\s+to\s+(?:their\s+)?(?:hold\s+)?music|later))*")
_AMOUNT_HE = (r"(?:(?:כמעט|בערך|יותר\s+מ|איזה|רק)\s*)?(?:\d+\s*)?(?:דקה|דקות|שעה|שעתיים|שעות|חצי\s+שעה|רבע\s+שעה"
              r"|ניסיונות|נסיונות|טלפונים|שיחות|פעמים|ימים|יומיים|נצח)")
_WHERE_HE = r"(?:\s+(?:על\s+הקו|בהמתנה|של\s+המתנה|המתנה|בתור|בטלפון|באתר|באפליקציה|עם\s+המוזיקה(?:\s+שלהם)?))*"
_EFFORT = re.compile(
    rf"^(?:(?:(?:(?:it|that)\s+)?took\s+(?:me\s+|us\s+)?|after\s+|waited\s+|spent\s+)?{_AMOUNT_EN}{_WHERE_EN}"
    r"|(?:(?:it|that)\s+)?took\s+(?:me\s+|us\s+)?(?:forever|ages|all\s+day|all\s+morning)"
    r"|(?:forever|ages)\s+(?:on\s+hold|in\s+(?:the\s+)?(?:line|queue))|on\s+hold\s+(?:forever|for\s+ages)"
    r"|(?:what\s+an?\s+|such\s+an?\s+)?(?:nightmare|saga|mission|ordeal|pain|hassle|process)|ugh+|phew|finally|at\s+last"
    rf"|(?:(?:זה\s+)?לקח(?:\s+לי|\s+לנו)?\s+|אחרי\s+|חיכיתי\s+|חיכינו\s+){_AMOUNT_HE}{_WHERE_HE}|{_AMOUNT_HE}{_WHERE_HE}"
    r"|(?:איזה\s+|איזו\s+|מה\s+זה\s+)?(?:סיוט|סאגה|ביורוקרטיה|סבל|מסע|ייסורים)|סוף\s+סוף|אוף+|פפפ+|פיו+"
    r")(?:\s+(?:lol|haha+|smh|ugh+|argh+|phew|חחח+|אוף+))*[\s!.]*$",
    re.IGNORECASE)
_EMOJI = "\u2600-\u27bf\U0001f300-\U0001faff\ufe0f\u200d"
_PIECES = re.compile(rf"([,.!?;…]+\s*|\s*[{_EMOJI}]+\s*)")


def without_effort(text: str) -> str:
    """The message without the sighs after its first sentence ("X, 45 min on hold 🙄 mark it done" -> "X, mark it
    done"); unchanged when it has none."""
    pieces = _PIECES.split(text)
    kept, glue, dropped = [pieces[0]], "", False
    for i in range(1, len(pieces), 2):
        glue = glue or pieces[i]
        piece = pieces[i + 1] if i + 1 < len(pieces) else ""
        if piece.strip() and _EFFORT.match(piece.strip()):
            dropped = True
            continue
        if piece.strip() or i + 1 >= len(pieces):
            kept.append(glue if re.search(r"[,.!?;…]", glue) or not piece.strip() else ", ")
            kept.append(piece)
            glue = ""
    return "".join(kept).strip() if dropped else text
