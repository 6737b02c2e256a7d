"""Whether one of the user's people is allergic to something, asked (`second-brain / search`).

* "is itai allergic to anything? the gan is asking", "what is noa allergic to", "does my son have any allergies",
  "האם איתי אלרגי למשהו?", "למה נועה אלרגית?", "יש לאיתי אלרגיות?": a fact about the user's own people, kept in
  notes, never general knowledge. A short remark may follow the question ("the gan is asking", "הגננת שואלת").
* Only a person: a name, "my/our ..." or "the kids". "are cats allergic to anything" or "what are people most
  allergic to" is general knowledge, and "is it allergic" names no one.
* Who of them is allergic to a thing: "who's allergic to nuts again?", "who is allergic to sesame", "מי אלרגי
  לאגוזים?", "מי מהילדים אלרגית לחלב". No general knowledge answers it: only the user's notes on their people do.
  "who gets allergic to ..." or "who is most likely allergic to ..." asks about people in general and is not read.
* Whether any of a group of theirs is allergic at all: "מי מהילדים אלרגי למשהו?", "which of the kids has allergies",
  "does anyone in the family have allergies". "who is allergic to something" names no group of theirs: not read.
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
# Who of the user's people is allergic to a thing (its name for the search).
_WHO_IS_EN = re.compile(r"^(?:who'?s|whos|who\s+(?:is|was|are|were))\s+(?:(?:the\s+one|one)\s+)?allergic\s+to\s+"
                        r"(?P<what>(?!(?:what|anything|something)\b)[\w' -]{2,30}?)(?:\s+again)?\s*\??$", re.IGNORECASE)
_WHO_IS_HE = re.compile(rf"^מי\s+(?:(?:פה|אצלנו|מהם|מהן|מהילדים|מהמשפחה|מה[{_HE}]+\s+שלי)\s+)?"
                        r"(?:(?:ש)?היה\s+|הוא\s+|היא\s+)?"
                        rf"(?:ה)?(?:אלרגי|אלרגית|אלרגיים|אלרגיות)\s+(?P<what>ל(?!משהו|מה)[{_HE}\"'-]{{2,}}(?:\s+[{_HE}]+)?)"
                        r"(?:\s+שוב)?\s*\??$")
# Which of the user's own people is allergic at all: "מי מהילדים אלרגי למשהו", "which of the kids are allergic to
# anything", "does anyone in the family have allergies". The group is named, so the answer is in the notes.
_ANY_OF_HE = re.compile(r"^(?:מי|האם\s+(?:מישהו|מישהי|אחד|אחת))\s+(?P<group>מהילדים|מהמשפחה|מהבנות|מהבנים|מהתאומים"
                        rf"|בבית|במשפחה|אצלנו|מה[{_HE}]+\s+שלי)\s+(?:(?:הוא|היא)\s+)?"
                        r"(?:אלרגי|אלרגית|אלרגיים|אלרגיות)\s+(?:ל)?(?:משהו|מה|דברים|מזון|אוכל)(?:\s+שוב)?\s*\??$")
_ANY_OF_EN = re.compile(r"^(?:which|who)\s+(?:one\s+)?(?:of|in)\s+(?P<group>the\s+(?:kids|family|twins|boys|girls)"
                        r"|my\s+(?:kids|family|children))\s+(?:is|are|has|have)\s+(?:allergic\s+to\s+(?:anything|something)"
                        r"|(?:any\s+)?allerg(?:y|ies))(?:\s+again)?\s*\??$"
                        r"|^(?:is|does)\s+any(?:one|body)\s+(?:in|of)\s+(?P<group2>the\s+(?:kids|family)|my\s+(?:kids|family))"
                        r"\s+(?:allergic\s+to\s+(?:anything|something)|have\s+(?:any\s+)?allerg(?:y|ies))\s*\??$",
                        re.IGNORECASE)
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
    who_is = _WHO_IS_EN.match(question) or _WHO_IS_HE.match(question)
    if who_is is not None:
        what = who_is.group("what").strip()
        return _search(f"אלרגי {what}" if re.search(rf"[{_HE}]", what) else f"allergic to {what}")
    if _ANY_OF_HE.match(question):
        return _search("אלרגיות")
    if _ANY_OF_EN.match(question):
        return _search("allergies")
    m = _ASK_EN.match(question + "?") or _ASK_HE.match(question) or _ASK_HE.match(question + "?")
    if m is None:
        return None
    who = next((v for k, v in m.groupdict().items() if k.startswith("who") and v), "")
    hebrew = bool(re.search(rf"[{_HE}]", who))
    return _search(f"{who} אלרגיות" if hebrew else f"{who} allergies")
