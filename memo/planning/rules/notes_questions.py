"""The shapes of a question about what the user saved (notes.search_notes reads them): "what did I save about
the trip", "find my notes on taxes", "מה שמרתי על הטיול", "where did I park", "איפה שמתי את המפתחות", "what's my
gate code", "מה הקוד של השער"."""

from __future__ import annotations

import re

SAVED_VERBS_EN = (r"save[d]?|note[d]?|store[d]?|write down|wr[io]te down|written down|jot(?:ted)? down|tell you"
                   r"|told you|ask(?:ed)? you to (?:remember|save|keep|note)|record(?:ed)?|keep|kept")
EXPLICIT_SEARCH = [re.compile(p, re.IGNORECASE) for p in (
    rf"^what\s+(?:did|have)\s+i\s+(?:{SAVED_VERBS_EN})\b\s*(?:about|on|regarding|for|re)?\s*(?P<q>.*)$",
    r"^what\s+do\s+(?:you|u)\s+(?:remember|have(?:\s+saved)?)\s+(?:about|on|regarding|for)\s+(?P<q>.+)$",
    r"^(?:do|did)\s+(?:you|u|ya)\s+(?:still\s+)?remember\s+(?:what\s+i\s+(?:said|told (?:you|u))\s+(?:about\s+)?)?"
    r"(?P<q>.+)$",
    r"^(?:find|search|show|list|get|read|pull up|open|look up|look for|check|give me)\s+(?:me\s+)?(?:in\s+|through\s+)?"
    r"(?:my|the|all(?:\s+(?:of\s+)?my)?)?\s*(?:saved\s+)?(?:notes?|ideas?|thoughts?|reflections?|memos?|second brain"
    r"|memory)\b\s*(?:about|on|regarding|for|with|that mention|mentioning|re)?\s*(?P<q>.*)$",
    r"^(?:what|which)\s+(?:notes?|ideas?|thoughts?)\s+(?:do|did|have)\s+i\s+(?:have|save[d]?|got|write|written|keep)\b"
    r"\s*(?:about|on|regarding|for)?\s*(?P<q>.*)$",
    r"^do\s+i\s+have\s+(?:a|any)\s+(?:saved\s+)?(?:notes?|ideas?)\s+(?:about|on|regarding|for)\s+(?P<q>.+)$",
    r"^מה\s+(?:ש)?(?:שמרתי|רשמתי|כתבתי|אמרתי לך|סיפרתי לך|ביקשתי (?:ממך|שתזכור|שתזכרי|שתשמור|שתשמרי)(?:\s+לזכור)?)"
    r"\s*(?:על|לגבי|בנושא|בקשר ל|בעניין)?\s*(?P<q>.*)$",
    r"^(?:אתה זוכר|את זוכרת|זוכר|זוכרת)\s+(?:מה\s+|את\s+)?(?P<q>.+)$",
    r"^(?:תחפש|תחפשי|חפש|חפשי|תמצא|תמצאי|תראה|תראי|הראה|הצג|תציג|תציגי|תקרא|תקראי)\s+(?:לי\s+)?(?:את\s+)?(?:כל\s+)?"
    r"ב?ה?\s?(?:פתקים|פתק|רעיונות|רעיון|הערות|מחשבות|זיכרונות|notes?|ideas?)(?:\s+שלי)?\s*(?:על|לגבי|בנושא|עם|ש)?"
    r"\s*(?P<q>.*)$",
    r"^(?:אילו|איזה|מה ה)(?:פתקים|רעיונות|הערות|מחשבות)\s+(?:יש לי|שמרתי|רשמתי)\s*(?:על|לגבי|בנושא)?\s*(?P<q>.*)$",
    r"^מה\s+(?:רשום|כתוב|שמור|שמרת|רשמת)\s+(?:לי\s+|אצלך\s+|אצלי\s+)?(?:על|לגבי|בנושא|בקשר ל)\s*(?P<q>.+)$",
)]
FACT_QUESTION_EN = re.compile(
    r"^(?:what'?s|what\s+(?:is|was|are|were)|whats|tell me|give me|do\s+(?:you|u)\s+(?:know|have))\s+"
    r"(?P<key>(?:my|our|the|"
    r"\w+'s)\s+.+?)(?:\s+again)?\s*\??$", re.IGNORECASE)
WHERE_EN = re.compile(
    r"^where\s+(?:did|have)\s+(?:i|we)\s+(?P<verb>park(?:ed)?|put|left|leave|hide|hid|stash(?:ed)?|store[d]?|keep|kept"
    r"|place[d]?)\b\s*(?P<q>.*?)\s*\??$|^where\s+(?:is|are|'s)\s+(?P<q2>(?:my|our)\s+.+?)\s*\??$"
    r"|^where'?s\s+(?P<q3>(?:my|our)\s+.+?)\s*\??$|^(?:which|what)\s+(?:floor|level|spot|row|section)\s+did\s+(?:i|we)"
    r"\s+park\b.*$", re.IGNORECASE)
FACT_QUESTION_HE = re.compile(r"^(?:מה|מהו|מהי|איזה|איזו)\s+(?:היה\s+|הייתה\s+|היתה\s+)?"
                               r"(?P<key>\S+(?:\s+\S+){0,5}?)\s*\??$")
WHERE_HE = re.compile(
    r"^(?:איפה|היכן|באיזה מקום|באיזו קומה)\s+(?P<verb>ה?חניתי|החנתי|חנינו|החנינו|שמתי|השארתי|החבאתי|הנחתי|שמנו|השארנו)"
    r"\s*(?P<q>.*?)\s*\??$|^(?:איפה|היכן)\s+(?P<q2>\S+(?:\s+\S+)?\s+שלי|ה(?:רכב|אוטו|מכונית|מפתחות|משקפיים|ארנק))\s*\??$")


# What the user will do, in a remark after the question ("tell me a joke, something i can tell my friends", "what's
# her number, i'll call her tonight"): the user's own act, not a request to Memo, so not a request word.
SELF_DOES = re.compile(r"\b(?:i|we)(?:'ll|'d|\s+(?:can|could|will|would|might|may|wanna|want\s+to|am\s+going\s+to"
                       r"|gonna))\s+(?:(?:then|also|just|later)\s+)?(?:tell|send|write|call(?:\s+(?:him|her|them))?|text"
                       r"|e-?mail|forward|book|move|add|put|set|save)\b", re.IGNORECASE)


# A sentence of its own after the question, telling what is going on: "...? the breaker tripped again", "...? at the
# store now", "...? my sink is leaking". A subject and its verb (not a pronoun's: "the one we used" says which one),
# or where the user is now; never a description of what is asked ("...? the one from the wedding").
STATED_AFTER = re.compile(
    r"^(?:the|my|our|this|that)\s+(?!(?:one|ones|guy|girl|lady|man|woman)\b)(?:(?!(?:i|we|you|u|he|she|they|who"
    r"|that|which|from|with)\b)[\w'-]+\s+){1,2}(?:is|are|was|were|isn'?t|aren'?t|won'?t|doesn'?t|didn'?t|keeps|just"
    r"|broke|died|stopped|tripped|leaks|leaking|failed|blew|burst|jammed|cracked|flooded|needs|arrived|came|went"
    r"|\w{3,}ed)\b.*$"
    r"|^(?:(?:i'?m|im|i\s+am|we'?re|standing|still)\s+)?(?:at|in)\s+(?:the\s+)?[\w'-]+(?:\s+[\w'-]+){0,3}\s+(?:now"
    r"|rn|right\s+now|atm)\s*[.!]*$", re.IGNORECASE)
