"""Whether one of the user's people is allergic to something, asked (`second-brain / search`).

* "is itai allergic to anything? the gan is asking", "what is noa allergic to", "does my son have any allergies",
  "האם איתי אלרגי למשהו?", "למה נועה אלרגית?", "יש לאיתי אלרגיות?": a fact about the user's own people, kept in
  notes, never general knowledge. A short remark may follow the question ("the gan is asking", "הגננת שואלת").
* Only a person: a name, "my/our ..." or "the kids". "are cats allergic to anything" or "what are people most
  allergic to" is general knowledge, and "is it allergic" names no one.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.notes_lookup import _search

_HE = r"\u05D0-\u05EA"
MAX_CHARS = 120

# Who: a name, or the user's own ("my son", "our daughter", "the kids").
_WHO_EN = (r"(?P<NAME>(?:my|our)\s+[\w'-]+(?:\s+[\w'-]+)?|the\s+(?:kids|twins|boys|girls|baby)"
           r"|(?!(?:it|this|that|there|he|she|they|anyone|anybody|everyone|people|someone|dogs?|cats?)\b)[a-z][\w'-]+)")
_ASK_EN = re.compile(
    rf"^(?:(?:is|are)\s+{_WHO_EN.replace('NAME', 'who')}\s+allergic\s+to\s+"
    r"(?:anything|something|any\s+\w+|stuff|things|what)"
    rf"|(?:what|which\s+\w+)\s+(?:is|are)\s+{_WHO_EN.replace('NAME', 'who3')}\s+allergic\s+to"
    rf"|(?:does|do)\s+{_WHO_EN.replace('NAME', 'who4')}\s+have\s+(?:any\s+)?(?:allerg(?:y|ies)|food\s+allerg(?:y|ies))"
    rf"|(?:what\s+(?:are|is)|what'?s|whats)\s+(?P<who2>(?:my|our)\s+[\w'-]+(?:\s+[\w'-]+)?|[a-z][\w'-]+)'?s?\s+"
    r"allerg(?:y|ies))(?:\s+again)?\s*\??$", re.IGNORECASE)
_WHO_HE = rf"(?P<NAME>(?:ה)?[{_HE}'\"-]{{2,}}(?:\s+שלי|\s+שלנו)?)"
_ASK_HE = re.compile(
    rf"^(?:האם\s+)?{_WHO_HE.replace('NAME', 'who')}\s+(?:אלרגי|אלרגית|אלרגיים|אלרגיות)\s+"
    rf"(?:ל)?(?:משהו|מה|דברים|מזון|אוכל)(?![{_HE}])"
    rf"|^(?:ל|ב)(?:מה|איזה|איזו|אילו)(?:\s+\S+)?\s+{_WHO_HE.replace('NAME', 'who3')}\s+"
    rf"(?:אלרגי|אלרגית|אלרגיים|אלרגיות)(?![{_HE}])"
    rf"|^(?:האם\s+)?יש\s+ל-?(?P<who2>[{_HE}'\"-]{{2,}}(?:\s+שלי|\s+שלנו)?)\s+(?:איזושהי\s+|איזה\s+)?(?:אלרגיה|אלרגיות)"
    rf"(?![{_HE}])(?:\s+(?:למשהו|לאוכל|למזון))?\s*\??$")
# A short remark after the question: who asks, why now ("the gan is asking", "הגננת שואלת"). A request in it
# ("..., remind me to tell her") is another tool's.
_REMARK = re.compile(r"^[\s?!.,;:\-–]+(?P<r>[^?]{0,60})$")
_REQUEST = re.compile(r"\b(?:remind|add|send|tell|text|email|call|save|write|note)\b"
                      r"|(?<![\u05D0-\u05EA])(?:תזכיר|תזכירי"
                      r"|תוסיף|תוסיפי|תשלח|תשלחי|תגיד|תגידי|תרשום|תרשמי|תשמור|תשמרי)(?![\u05D0-\u05EA])", re.IGNORECASE)


@grammar
def allergy_question(ctx: RuleContext) -> Intent | None:
    text = ctx.text.strip()
    if len(text) > MAX_CHARS:
        return None
    question, _, rest = text.partition("?")
    question = question.strip()
    if rest.strip() and (not _REMARK.match("?" + rest) or _REQUEST.search(rest)):
        return None
    m = _ASK_EN.match(question + "?") or _ASK_HE.match(question) or _ASK_HE.match(question + "?")
    if m is None:
        return None
    who = next((v for k, v in m.groupdict().items() if k.startswith("who") and v), "")
    hebrew = bool(re.search(rf"[{_HE}]", who))
    return _search(f"{who} אלרגיות" if hebrew else f"{who} allergies")
