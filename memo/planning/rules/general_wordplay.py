"""`general`: help with a word: "give me a rhyme for midnight", "what rhymes with orange", "another word for happy",
"a synonym for tired", "תני לי חרוז למילה לילה", "מה מתחרז עם ים", "מילה נרדפת לשמח", "מה ההפך של גבוה".

Asked of the language, so answered, never kept or scheduled: a word that is also a time ("midnight", "tomorrow") is
the word asked about, not a moment. The message is only the request and its word or two; "give me a reminder for
midnight" asks for no word help, and stays the reminders'.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext

QUESTION = 0.8  # above a tool's weak reading of the word asked about as a time ("midnight")
_HE = r"\u05D0-\u05EA"
MAX_WORDS = 12

_LEAD = re.compile(r"^(?:(?:hey|hi|so|ok|okay|quick\s+q(?:uestion)?|btw|memo|please|pls|היי|רגע|אגב|ממו|בבקשה)"
                   r"[\s,:!]+)+", re.IGNORECASE)
_GIVE_EN = (r"(?:(?:can|could|would)\s+(?:you|u)\s+(?:please\s+)?(?:give|find|tell|suggest)\s+(?:me\s+)?"
            r"|(?:give|find|tell|suggest|need|i\s+need|i\s+want|got)\s+(?:me\s+)?)?")
_HELP_EN = (r"(?:an?\s+|some\s+|any\s+|(?:a\s+)?(?:few|couple(?:\s+of)?)\s+|\d+\s+)?(?:good\s+|nice\s+)?"
            r"(?:rhymes?|rhyming\s+words?|synonyms?|antonyms?|(?:another|other|a\s+different|a\s+better|different"
            r"|better|fancier|a\s+fancier)\s+words?)\s+(?:for|to|of)"
            r"|(?:what|which)\s+(?:words?\s+)?(?:rhymes?|rhyme)\s+with|words?\s+that\s+rhymes?\s+with"
            r"|what'?s\s+(?:an?\s+|the\s+)?(?:rhyme|synonym|antonym|opposite)\s+(?:for|of|to)"
            r"|what'?s\s+another\s+word\s+for")
_GIVE_HE = (r"(?:(?:(?:את|אתה)\s+)?(?:יכולה|יכול|תוכלי|תוכל)\s+(?:לתת|למצוא|להציע)\s+(?:לי\s+)?"
            r"|(?:תני|תן|תמצאי|תמצא|תציעי|תציע)\s+(?:לי\s+)?|(?:אני\s+)?(?:צריך|צריכה|מחפש|מחפשת)\s+)?")
_HELP_HE = (r"(?:(?:כמה|איזה|איזשהו)\s+)?(?:חרוז|חרוזים|מילה\s+נרדפת|מילים\s+נרדפות|מילה\s+אחרת|מילה\s+מתחרזת"
            r"|מילים\s+מתחרזות|ניגוד|הפך|הפוך)\s+(?:ל|של|עם|למילה\s*)"
            r"|(?:מה|איזו\s+מילה|אילו\s+מילים)\s+(?:מתחרז|מתחרזת|מתחרזות|מתחרזים)\s+עם"
            r"|(?:מילה|מילים)\s+ש(?:מתחרזת|מתחרזות|מתחרז)\s+עם"
            r"|מה\s+(?:ה)?(?:הפך|הפוך|ניגוד|נרדפת)\s+(?:של|ל)")
_WORD = r"\s*[\"'“”]?\s*-?\s*[^\s?!.,]+(?:\s+[^\s?!.,]+)?\s*[\"'“”]?\s*[?!.]*\s*$"
_ASK = re.compile(rf"^(?:{_GIVE_EN}(?:{_HELP_EN})|{_GIVE_HE}(?:{_HELP_HE})){_WORD}", re.IGNORECASE)


@grammar
def word_help(ctx: RuleContext) -> Intent | None:
    """ "give me a rhyme for midnight", "מה מתחרז עם ים": a word asked of the language, answered."""
    text = _LEAD.sub("", re.sub(r"\s+", " ", ctx.text).strip())
    if len(text.split()) > MAX_WORDS or not _ASK.match(text):
        return None
    return Intent("general", "respond", {"operation": "respond", "kind": "question", "question": ctx.text}, QUESTION,
                  intent_type="conversation")
