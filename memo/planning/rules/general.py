"""`general`: greetings, thanks, and questions or writing requests that need no tool."""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext

_SMALL_TALK = re.compile(
    r"^(?:hi|hello|hey|hiya|good (?:morning|afternoon|evening|night)|thanks|thank you|thx|ty|cheers|great|cool"
    r"|awesome|perfect|nice|ok thanks|okay thanks|thanks a lot|thank you so much|bye|goodbye|see you|how are you"
    r"|how'?s it going|what'?s up|sup|lol|haha+|good job|well done|you'?re the best|love you|ok|okay|k|👍|👌|😊|🙂"
    r"|שלום|היי|הי|אהלן|בוקר טוב|ערב טוב|לילה טוב|צהריים טובים|תודה|תודה רבה|תודה לך|מעולה|אחלה|סבבה תודה"
    r"|יופי|מה נשמע|מה שלומך|מה קורה|ביי|להתראות|חח+|😂|🙏|❤️|אוקיי|אוקי|סבבה|מגניב|כל הכבוד|את אלופה|אתה אלוף"
    r"|תודה אלופה|תודה אלוף|תודה יקירה|לילה טוב לך|שבוע טוב|שבת שלום|חג שמח)\s*[!.?]*\s*$",
    re.IGNORECASE)
_ASK = re.compile(
    r"^(?:write|compose|draft a poem|tell me (?:a|about)|explain|what is|what are|what'?s the|who is|who was|who are"
    r"|why|how (?:do|does|can|to|many|much|long|far)|when (?:is|was|did)|where is|translate|summari[sz]e|define"
    r"|give me (?:ideas|an idea|a tip|advice|a recipe)|recommend|suggest|can you (?:write|explain|tell)|tell me a joke"
    r"|what'?s the (?:weather|time|date)|is it going to rain|who (?:won|wrote|invented|made|were|did)|what time is it"
    r"|תכתוב|תכתבי|כתוב|כתבי|תסביר|תסבירי|הסבר|מה זה|מה הוא|מה היא|מי זה|מי היה|מי היא|למה|איך|כמה|מתי היה"
    r"|איפה נמצא|תתרגם|תתרגמי|תרגם|תסכם|תסכמי|תן לי רעיון|תני לי רעיון|תן לי רעיונות|תני לי רעיונות|תמליץ|תמליצי)\b",
    re.IGNORECASE)


@grammar
def small_talk(ctx: RuleContext) -> Intent | None:
    if _SMALL_TALK.match(ctx.text):
        return Intent("general", "respond", {"operation": "respond", "kind": "small_talk"}, 0.9,
                      intent_type="conversation")
    return None


@grammar
def question(ctx: RuleContext) -> Intent | None:
    if not _ASK.match(ctx.text):
        return None
    # Lower than any tool grammar: "what is on my shopping list" must stay a list question.
    return Intent("general", "respond", {"operation": "respond", "kind": "question", "question": ctx.text}, 0.72,
                  intent_type="conversation")
