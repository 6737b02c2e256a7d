"""`general`: questions of everyday know-how that general.question's openers miss:

* which of two ways is better: "is it better to wash towels hot or cold?", "which is better, a gas or an electric
  oven?", "מה עדיף, לשלם מראש או בתשלומים?";
* how often a thing is done: "how often should a puppy get dewormed?", "how often should you replace a toothbrush?", "כל
  כמה זמן צריך לנקות את המקרר?", "כל כמה זמן מחליפים מצעים?";
* what does well somewhere: "איזה עציצים גדלים טוב בלי שמש?", "which herbs grow well indoors?";
* what a term means: "what does net 60 mean on a bill", "what does RSVP stand for";
* what stands in for a thing: "what can i use instead of eggs in a cake", "במה אפשר להחליף חמאה".

Only the world is asked: the user's own things ("how often do I give the dog his pill?", "כל כמה זמן אני נותנת לכלב
את הכדור?", "is it better to move my meeting to 5 or 6?") are their notes or their calendar, and Memo's own kinds
("is it better to set a reminder or a nudge?") are about Memo. A clock time is for the tools. Read at
general.question's confidence, below every tool.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.general_chat import _REQUEST_EN, _REQUEST_HE

QUESTION = 0.72  # general.question's: below every tool
_HE = r"\u05D0-\u05EA"
MAX_CHARS = 200

_LEAD = re.compile(r"^(?:(?:hey|hi|so|ok|okay|quick\s+q(?:uestion)?|random\s+q|btw|תגידי|תגיד|שאלה|היי|רגע|אגב)"
                   r"[\s,:!]+)+", re.IGNORECASE)
_BETTER = (r"(?:is\s+it|would\s+it\s+be|isn'?t\s+it)\s+(?:better|smarter|healthier|cheaper|safer|wiser|best)"
           r"\s+(?:to|if)\s+\S.{2,120}?\s+or\s+\S"
           r"|(?:which|what)'?s?\s+(?:is\s+)?(?:better|healthier|cheaper|safer)\s*[,:]?\s+\S.{1,120}?\s+or\s+\S"
           r"|(?:מה\s+)?(?:עדיף|יותר\s+טוב|יותר\s+כדאי|כדאי\s+יותר|יותר\s+בריא|יותר\s+זול)\s*[,:]?\s*\S.{1,120}?\s+או\s+\S")
_HOW_OFTEN = (r"how\s+(?:often|frequently|many\s+times\s+a\s+(?:day|week|month|year))"
              r"\s+(?:should|must|do|does|can|would)\s+(?:you|one|people|ppl|an?|the|i|kids|dogs|cats|adults|babies)\b"
              r"|how\s+(?:often|frequently)\s+(?:is\s+it\s+(?:ok|okay|safe|recommended|good)|are\s+you\s+supposed)\s+to\b"
              r"|(?:כל\s+כמה\s+(?:זמן|ימים|שבועות|חודשים|שנים)|באיזו\s+תדירות|כמה\s+פעמים\s+ב(?:יום|שבוע|חודש|שנה))\s+"
              rf"(?:(?:צריך|צריכים|כדאי|רצוי|מומלץ|נהוג|אמורים|אמור|חייבים|מותר)(?![{_HE}])|[{_HE}]{{2,}}ים(?![{_HE}]))")
_DOES_WELL = (r"(?:which|what)\s+(?:kinds?\s+of\s+)?[\w-]+s\s+(?:grow|do|survive|thrive|last|live)"
              r"\s+(?:best|well|ok|fine)\b"
              rf"|(?:איזה|אילו)\s+(?:סוג\s+)?[{_HE}]+\s+(?:הכי\s+)?(?:מחזיקים|מחזיקות|גדלים|גדלות|מתאימים|מתאימות|שורדים"
              rf"|שורדות|עמידים|עמידות|פורחים|פורחות|מצליחים|מצליחות)(?![{_HE}])")
_MEANS = r"what\s+(?:does|do)\s+(?:an?\s+|the\s+)?[\w$%&./'-]+(?:\s+[\w$%&./'-]+){0,3}?\s+(?:mean|stand\s+for)\b"
# What stands in for a thing: "what can i use instead of eggs in a cake", "מה אפשר לשים במקום ביצים בעוגה".
_INSTEAD = (r"what\s+(?:else\s+)?(?:can|could|should|do)\s+(?:i|you|u|one|we)\s+(?:use|put|substitute|swap|replace)"
            r"\s+(?:\w+\s+)?(?:instead\s+of|in\s+place\s+of|for|with)\s+\S"
            rf"|(?:מה|במה)\s+(?:אפשר|אפשרי|כדאי|מומלץ|ניתן)\s+(?:לשים|להשתמש|להחליף|לשים\s+בתור)\s+(?:את\s+)?"
            rf"(?:במקום\s+)?[{_HE}]")
_ASK = re.compile(rf"^(?:{_BETTER}|{_HOW_OFTEN}|{_DOES_WELL}|{_MEANS}|{_INSTEAD})", re.IGNORECASE)
# The user's own things, or the people of their life: their notes, not the world.
_OWN = re.compile(r"\b(?:my|our|we|us|me|mine|his|her|their|that|this|it)\b"
                  rf"|(?<![{_HE}])(?:שלי|שלנו|לי|לנו|אני|אנחנו|אותי|שלו|שלה)(?![{_HE}])", re.IGNORECASE)
# Memo's own kinds of thing: a question of how Memo works. ("את" is left out: it is also the object marker.)
_MEMO_KINDS = re.compile(r"\b(?:reminders?|nudges?|lists?|notes?|memo|calendar|(?:you|u)\b)"
                         rf"|(?<![{_HE}])(?:ה?תזכורת|ה?תזכורות|ה?נודניק|ה?רשימה|ה?פתק|ה?יומן|אתה|שלך|אותך|ממו)(?![{_HE}])",
                         re.IGNORECASE)
_CLOCK = re.compile(r"\b(?:at|by)\s+\d|\d{1,2}:\d{2}|\b\d{1,2}\s*(?:am|pm)\b|בשעה|(?<![\w])ב-?\d{1,2}(?::\d\d)?(?!\d)",
                    re.IGNORECASE)


@grammar
def know_how(ctx: RuleContext) -> Intent | None:
    """ "is it better to X or Y?", "how often should a dog get a bath?": a question of the world, answered."""
    text = _LEAD.sub("", re.sub(r"\s+", " ", ctx.text).strip())
    if len(text) > MAX_CHARS or not _ASK.match(text):
        return None
    question, mark, remark = text.partition("?")
    asked = _IT_ASKS.sub("", question)
    if _OWN.search(asked) or _MEMO_KINDS.search(asked) or _CLOCK.search(text):
        return None
    if mark and (_REQUEST_EN.search(remark) or _REQUEST_HE.search(remark) or "?" in remark):
        return None  # "... ? remind me to do it on sunday": a request after the question
    return Intent("general", "respond", {"operation": "respond", "kind": "question", "question": ctx.text}, QUESTION,
                  intent_type="conversation")


# The "it" of the question itself ("is it better to...", "how often is it safe to...") points at nothing said before.
# Nor does the one who would use the stand-in ("what can i / we / you use instead of ...") own what is asked.
_IT_ASKS = re.compile(r"^(?:is|would|isn'?t)\s+it\b|^how\s+(?:often|frequently)\s+is\s+it\b"
                      r"|^what\s+(?:else\s+)?(?:can|could|should|do)\s+(?:i|you|u|one|we)\b", re.IGNORECASE)
