"""`general`: greetings, thanks, and questions or writing requests that need no tool.

Small talk comes in pieces ("hahaha thank u sooo much ur the best", "nighty night memo, talk tmrw",
"thanks אחותי saved my life today"): the message is small talk when it is made of small-talk pieces only
(greetings, thanks, praise, goodbyes, "how are you", laughter, the user calling Memo "memo"/"אחי").
One word outside them ("thanks, add milk") and it is not, so no request hides behind a greeting.
A greeting before a question ("morning! how many tablespoons in a cup", "היי מה קורה? מה זה מע"מ") is
read as the question.
"""

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

# The pieces small talk is made of. Greetings and "how are you" may also open a question (_OPENERS).
_YOU = r"(?:yo+u+|u+|ya+|yu)"
_YOURE = r"(?:you'?re|youre|ur|you\s+are|u\s+r|u\s+are)"
_SO = r"(?:(?:so+|really|actually|honestly|literally|truly|seriously|such|very|the)\s+)*"
_GREETINGS = (
    r"h+i+|hello+|hey+|heya|hiya|yo|howdy|good\s+(?:morning|afternoon|evening|day)|morning|evening|gm|(?:hey\s+)?there"
    rf"|how\s+(?:are|r)\s+{_YOU}(?:\s+(?:doing|today|doin))*|how'?s\s+(?:it\s+going|(?:your|ur|the)\s+(?:day|morning"
    r"|evening|week|weekend)(?:\s+(?:going|been))?|life|everything|things)(?:\s+today)?|hows\s+(?:it\s+going|(?:your|ur)"
    rf"\s+(?:day|morning|evening|week|weekend)(?:\s+(?:going|been))?|life|things)|what'?s\s+up|whats\s+up|wassup|sup"
    rf"|how\s+(?:have|'ve)\s+{_YOU}\s+been|how\s+{_YOU}\s+doin[g']?"
    r"|היי+|הי|שלום|אהלן|הלו|בוקר\s+טוב|בוקר\s+אור|ערב\s+טוב|צהריים\s+טובים|צהרים\s+טובים|מה\s+נשמע|מה\s+שלומך"
    r"|מה\s+שלומך\s+היום|מה\s+קורה|מה\s+המצב|מה\s+העניינים|מה\s+איתך|מה\s+הולך|איך\s+את|איך\s+אתה|איך\s+הולך"
    r"|איך\s+עובר\s+(?:עלייך|עליך)\s+היום|איך\s+(?:היה|עובר)\s+(?:היום|הבוקר)\s+שלך")
_PIECES = (
    _GREETINGS
    + rf"|thanks+|thank\s+{_YOU}|thx|thnx|tnx|tx|ty|tysm|cheers|appreciate\s+(?:it|that)|much\s+appreciated"
    r"|many\s+thanks|thanks\s+a\s+(?:lot|ton|million|bunch)|(?:so+|very)\s+much|a\s+lot"
    rf"|{_YOURE}\s+{_SO}(?:the\s+)?(?:best|amazing|awesome|great|a\s+star|star|a\s+lifesaver|lifesaver|a\s+legend|legend"
    r"|the\s+man|helpful|useful|a\s+genius|genius|brilliant|incredible|the\s+goat|goat|sweet|wonderful|perfect|fantastic"
    rf"|a\s+gem|gem|the\s+greatest|a\s+rockstar|smart|cute|funny|hilarious)|{_SO}(?:great|good|nice|awesome|amazing)"
    rf"\s+(?:job|work)|well\s+done|(?:{_YOU}\s+)?saved\s+(?:my|the)\s+(?:life|day|ass|butt|bacon)|{_YOU}\s+saved\s+me"
    rf"|love\s+{_YOU}|love\s+it|{_YOU}\s+rock|nailed\s+it|lifesaver|legend"
    r"|bye+|bye\s+bye|goodbye|good\s*night|nighty?\s+night|g'?night|nite|night|gn|sleep\s+well|sweet\s+dreams"
    rf"|see\s+{_YOU}(?:\s+(?:later|tomorrow|tmrw|tmr|soon|around))?|talk\s+(?:to\s+{_YOU}\s+|2\s+u\s+)?(?:later|tomorrow"
    r"|tmrw|tmr|soon)|ttyl|cya|later|take\s+care|have\s+a\s+(?:good|great|nice|lovely)\s+(?:day|night|evening|weekend"
    r"|one)|lol+|lmao|rofl|ha(?:ha)+h?|he(?:he)+|xd|omg|wow|cool|nice|great|awesome|perfect|sweet|ok+|okay|k+|alright"
    r"|all\s+right|amazing|oh|ah|aw+|yay|woo+|today|tonight"
    r"|memo|buddy|bro|dude|mate|man|my\s+friend|friend|dear|babe|girl|sis"
    r"|תודה+|תודה\s+רבה|תודות|תנקס|תודה\s+ענקית|מלא\s+תודה|רבה|ממש|מלא|ענקית|את\s+אלופה|אתה\s+אלוף|אלופה|אלוף"
    r"|(?:יא\s+)?(?:תותחית|תותח|מלכה|גבר|אלופה|אלוף|גאונה|גאון|מהממת|מאמי|חמודה|חמוד)|אין\s+(?:עלייך|עליך|כמוך|כמוך)"
    r"|את\s+מדהימה|אתה\s+מדהים|מדהימה|מדהים|(?:את|אתה)\s+הכי\s+(?:טובה|טוב)|הכי\s+(?:טובה|טוב)|כל\s+הכבוד"
    r"|הצלת\s+(?:אותי|לי\s+את\s+(?:היום|החיים|התחת))|עזרת\s+לי(?:\s+מלא|\s+ממש)?|חח+|סבבה|אחלה|יופי|מעולה|מגניב"
    r"|אוקיי|אוקי|אוק|בסדר|נהדר|מושלם|וואו|קיבלתי|הבנתי|אש|אדיר|סגרנו|סגור|טוב|לילה\s+טוב|חלומות\s+פז|יום\s+טוב"
    r"|המשך\s+יום\s+טוב|ערב\s+נעים|שבוע\s+טוב|שבת\s+שלום|חג\s+שמח|סופ\"?ש\s+נעים|ביי|להתראות|נדבר(?:\s+(?:מחר|אחר\s+כך"
    r"|אח\"?כ|בקרוב))?|נתראה|היום|הלילה|אחי|אחותי|אחיי|מותק|נשמה|יקירה|יקירי|חבר|ממו|אהובה")
_PIECE = re.compile(rf"(?:{_PIECES})(?![\w\u05D0-\u05EA'])", re.IGNORECASE)
_OPENER = re.compile(rf"(?:{_GREETINGS}|memo|ממו|אחי|אחותי|ok+|okay|אוקיי|אוקי)(?![\w\u05D0-\u05EA'])", re.IGNORECASE)
# Between pieces: spaces, punctuation, emoji and emoticons.
_GAP = re.compile(r"(?:[\s,.!?;:\-~()*]|[\U0001F000-\U0001FAFF\u2600-\u27BF\u2764\ufe0f\u200d]|[:;]-?[()DPp])*")
# Words that are never small talk on their own, so a message with only these is not ("today").
_FILLER_ONLY = re.compile(r"(?:today|tonight|היום|הלילה|memo|ממו|ממש|מלא|a\s+lot|(?:so+|very)\s+much)$", re.I)


def _pieces(text: str, piece: re.Pattern[str]) -> tuple[int, list[str]]:
    """How far `text` is made of `piece`s from its start, and the pieces read."""
    pos, found = _GAP.match(text).end(), []  # type: ignore[union-attr]
    while pos < len(text):
        m = piece.match(text, pos)
        if m is None or m.end() == pos:
            break
        found.append(m.group(0))
        pos = _GAP.match(text, m.end()).end()  # type: ignore[union-attr]
    return pos, found


def is_small_talk(text: str) -> bool:
    """Whether the whole message is greetings, thanks, praise, goodbyes and the like."""
    if _SMALL_TALK.match(text):
        return True
    end, found = _pieces(text, _PIECE)
    return end >= len(text) and any(not _FILLER_ONLY.match(p) for p in found)


@grammar
def small_talk(ctx: RuleContext) -> Intent | None:
    if is_small_talk(ctx.text):
        return Intent("general", "respond", {"operation": "respond", "kind": "small_talk"}, 0.9,
                      intent_type="conversation")
    return None


_ASK = re.compile(
    r"^(?:write|compose|draft a poem|tell me (?:a|about)|explain|what is|what are|what'?s the|who is|who was|who are"
    r"|why|how (?:do|does|can|to|many|much|long|far)|when (?:is|was|did)|where is|translate|summari[sz]e|define"
    r"|give me (?:ideas|an idea|a tip|advice|a recipe)|recommend|suggest|can you (?:write|explain|tell)|tell me a joke"
    r"|what'?s the (?:weather|time|date)|is it going to rain|who (?:won|wrote|invented|made|were|did)|what time is it"
    r"|what'?s the difference|what is the difference"
    r"|תכתוב|תכתבי|כתוב|כתבי|תסביר|תסבירי|הסבר|מה זה|מה הוא|מה היא|מי זה|מי היה|מי היא|למה|איך|כמה|מתי היה"
    r"|איפה נמצא|תתרגם|תתרגמי|תרגם|תסכם|תסכמי|תן לי רעיון|תני לי רעיון|תן לי רעיונות|תני לי רעיונות|תמליץ|תמליצי"
    r"|מה ההבדל|מה ההבדלים|תספר לי|תספרי לי|ספר לי|ספרי לי)\b",
    re.IGNORECASE)
# A question to Memo about itself ("yo what are your skills bro"): not general knowledge, so a greeting
# before it is not read past.
_ABOUT_MEMO = re.compile(r"\b(?:you|your|u|ur|yourself)\b|(?<![\u05D0-\u05EA])(?:אתה|שלך|אותך)(?![\u05D0-\u05EA])",
                         re.IGNORECASE)
# "מה זה היה", "what is that": a question about something said before, with nothing of its own to answer.
_ONLY_POINTING = re.compile(r"^(?:that|this|it|זה|זאת|היה|הייתה|היתה|עכשיו|בעצם|again|now|then|שוב|כאן|פה)?$",
                            re.IGNORECASE)
_POINTING_WORDS = re.compile(r"(?<![\w\u05D0-\u05EA])(?:that|this|it|זה|זאת|היה|הייתה|היתה|עכשיו|בעצם|again|now|then"
                             r"|שוב|כאן|פה)(?![\w\u05D0-\u05EA])|[?!.\s]+", re.IGNORECASE)


@grammar
def question(ctx: RuleContext) -> Intent | None:
    text = ctx.text
    m = _ASK.match(text)
    if m is None:
        start, found = _pieces(text, _OPENER)  # "morning! how many ...", "היי מה קורה? מה זה ..."
        text = text[start:]
        m = _ASK.match(text) if found and not _ABOUT_MEMO.search(text) else None
        if m is None:
            return None
    if _ONLY_POINTING.match(_POINTING_WORDS.sub("", text[m.end():])):
        return None  # "מה זה היה": what "that" is, only what came before can say
    # Lower than any tool grammar: "what is on my shopping list" must stay a list question.
    return Intent("general", "respond", {"operation": "respond", "kind": "question", "question": ctx.text}, 0.72,
                  intent_type="conversation")
