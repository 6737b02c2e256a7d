"""Clauses around a calendar request that are not part of it, in Hebrew and English.

People wrap a request in talk: a feeling first ("feeling anxious about the meeting tomorrow, can you move it to
5", "לחוצה מהפגישה מחר, תזיזי אותה לחמש"), a note that it is only for the record ("dentist tuesday at 10 so it's
written down", "..., שיהיה רשום"), or a question before the request ("are you connected to my calendar? add a
meeting tomorrow at 5"). None of those words belong in an event's name, and a feeling alone ("nervous about my
flight tomorrow at 6") asks for nothing: it is talk, not an event to create.
"""

from __future__ import annotations

import re

# "for the record", "so it's written down", "just so you know", "שיהיה רשום", "רק שתדעי": the user says why they
# tell it; the event is the words before.
_FYI = (r"(?:just\s+)?for\s+the\s+record|(?:just\s+)?so\s+(?:it'?s|it\s+is|that'?s|its)\s+"
        r"(?:written\s+(?:down|somewhere)|on\s+record|noted|saved|in\s+(?:there|the\s+calendar))|(?:just\s+)?so\s+(?:you\s+know|u\s+know)|fyi"
        r"|for\s+your\s+(?:info|information|reference)|for\s+reference|(?:just\s+)?(?:a\s+)?heads\s+up"
        r"|שיהיה\s+(?:רשום|כתוב|מתועד)|(?:רק\s+)?(?:ש|כדי\s+ש)(?:תדע|תדעי)|לידיעתך|לידיעה|לתשומת\s+לבך"
        r"|(?:רק\s+)?(?:ש|כדי\s+ש)יהיה\s+(?:לך|לנו)")
# Exclamations and asides before the event ("omg", "yay", "btw", "oh and also", "איזה כיף", "וואו").
_EXCLAIM = (r"omg|ugh|yay|wow|lol|haha|btw|by\s+the\s+way|oh(?:\s+and)?(?:\s+also)?|also|and\s+also|guess\s+what"
            r"|איזה\s+כיף|איזה\s+באסה|וואו|אוף|אגב|דרך\s+אגב|חחח+|אה\s+ו?גם|ו?גם")
_FYI_TAIL = re.compile(rf"[\s,.;!(-]+(?:{_FYI})\)?\s*[.!]*$", re.I)
_FYI_LEAD = re.compile(rf"^(?:(?:{_FYI}|{_EXCLAIM})\s*[,:;.!-]*\s+)+", re.I)

# A feeling about something, said before (or instead of) a request: "feeling anxious about", "i'm so nervous
# for", "לחוצה מ", "מתרגש לקראת". The thing felt about follows.
_FEEL_EN = (r"anxious|nervous|stressed(?:\s+out)?|worried|scared|afraid|excited|pumped|psyched|dreading|freaking\s+out"
            r"|upset|annoyed|sad|happy|unsure|uncertain|concerned|terrified|overwhelmed|tired|sick\s+of|fed\s+up")
_FEEL_HE = (r"לחוץ|לחוצה|לחוצים|בלחץ|מתרגש|מתרגשת|מתרגשים|מודאג|מודאגת|דואג|דואגת|חושש|חוששת|מפחד|מפחדת"
            r"|עצבני|עצבנית|מתוח|מתוחה|מבואס|מבואסת|שמח|שמחה|סקרן|סקרנית")
# Feelings and second thoughts that take their object directly: "dreading the dentist tomorrow", "thinking about a
# dinner friday at 8", "שונאת פגישות בשמונה", "חושבת לקבוע פגישה": talk about an event, not a request for one.
_FEEL_OBJ_EN = (r"dreading|hate|hating|love|loving|(?:can'?t|cannot)\s+stand|looking\s+forward\s+to|(?:can'?t|cannot)"
                r"\s+wait\s+(?:for|to)|thinking\s+(?:about|of)|considering|wondering\s+(?:about|if|whether)|not\s+sure"
                r"\s+(?:about|if|whether)|might|maybe|perhaps|(?:can'?t|cannot|won'?t|couldn'?t)\s+(?:make(?:\s+it\s+to)?|go\s+to"
                r"|attend)|not\s+going\s+to(?:\s+go\s+to)?|(?:i'?d|i\s+would)\s+like\s+to|i\s+want\s+to|i\s+wanna")
_FEEL_OBJ_HE = (r"שונא|שונאת|אוהב|אוהבת|מחכה\s+ל|מחכה|חושב|חושבת|שוקל|שוקלת|מתלבט|מתלבטת|מתכוון\s+אולי|אולי"
                r"|לא\s+בטוח|לא\s+בטוחה|הייתי\s+רוצה|רוצה|רוצים|לא\s+(?:אגיע|אוכל\s+להגיע|יכול\s+להגיע|יכולה\s+להגיע)\s+ל"
                r"|לא\s+(?:אגיע|אוכל\s+להגיע|יכול\s+להגיע|יכולה\s+להגיע)")
_FEELING = re.compile(
    r"^(?:(?:i'?m|i\s+am|im|i\s+feel|i'?m\s+feeling|feeling|feel|been|getting|kinda|kind\s+of|a\s+bit|a\s+little"
    r"|so|really|very|super|pretty|quite|totally|honestly|ugh|man|tbh)[,\s]+)*"
    rf"(?:(?:{_FEEL_EN})\s+(?:about|for|over|of|re|regarding|before)|{_FEEL_OBJ_EN})\s+"
    r"|^(?:(?:אני|ממש|קצת|כל\s+כך|נורא|די|מאוד)\s+)*"
    rf"(?:(?:{_FEEL_HE})\s+(?:לקראת\s+|לגבי\s+|בגלל\s+|בקשר\s+ל|על\s+|מפני\s+|מ(?=\S))|(?:{_FEEL_OBJ_HE})\s+)", re.I)

# A request verb of the calendar, which a question or a feeling may come before.
_VERBS = (
    r"(?:add|put|book|schedule|set\s+up|create|make|insert|block|reserve|move|reschedule|postpone|push|delay|shift"
    r"|change|cancel|delete|remove|clear|תוסיף|תוסיפי|הוסף|הוסיפי|תקבע|תקבעי|קבע|קבעי|תכניס|תכניסי|תרשום|תרשמי|רשום"
    r"|רשמי|תשים|תשימי|תזיז|תזיזי|הזז|תעביר|תעבירי|תדחה|תדחי|תקדים|תקדימי|תבטל|תבטלי|בטל|בטלי|תמחק|תמחקי|תוריד"
    r"|תורידי)(?!\S)")
_ASKS = re.compile(r"^(?:(?:please|pls|plz|so|then|and|now|ok|(?:can|could|would|will)\s+(?:you|u)|בבקשה|אז|תוכל|תוכלי"
                   r"|אפשר)[,\s]+)*" + _VERBS, re.I)
# A second request after a first ("check my calendar and add a meeting at 5", "..., ותקבעי ..."): the first alone
# would drop the second.
_THEN_ASKS = re.compile(r"(?:\s+(?:and|then)\s+(?:then\s+|also\s+|(?:can|could)\s+(?:you|u)\s+|pls\s+|please\s+)*"
                        r"|\s*[,;.]\s*(?:(?:and|then|also|pls|please|(?:can|could)\s+(?:you|u))\s+)*|\s+ו(?=ת))"
                        + _VERBS + r"\s+(?!(?:up|to|on|in)\b)", re.I)
_BACK = re.compile(r"\s+(?:לי\s+)?(?:it|that|this|them|one|אותו|אותה|אותם|את\s+זה|זה)(?!\S)", re.I)
_WHEN_WORD = re.compile(r"\d|\b(?:today|tonight|tomorrow|tmrw|week(?:end)?|morning|evening|(?:sun|mon|tues|wednes|thurs"
                        r"|fri|satur)day)\b|(?<!\S)[בל]?(?:היום|מחר|הערב|שבוע|סופ\"?ש|ראשון|שני|שלישי|רביעי|חמישי|שישי"
                        r"|שבת)(?!\S)", re.I)
_CONNECTOR = re.compile(r"^(?:(?:then|and|so|ok|אז|ו?גם)[,\s]+)+", re.I)
_QUESTION_BREAK = re.compile(r"\?+[\s,]*")


# "למחר", "להיום", "לשבוע הבא": a day (or week, month) said with "for", read as the day itself.
FOR_DAY = re.compile(r"(?<!\S)ל(?=(?:מחר|מחרתיים|היום|הערב)(?!\S)|(?:שבוע|חודש|סופ\"?ש)\s+הבא(?!\S)"
                     r"|(?:שבוע|חודש)\s+הזה(?!\S))")


def without_fyi(text: str) -> str:
    """`text` without a "for the record" / "שיהיה רשום" said before or after the event."""
    return _FYI_LEAD.sub("", _FYI_TAIL.sub("", text.strip())).strip() or text


def feeling_about(text: str) -> str | None:
    """What a leading feeling is about, with the rest of the message ("the meeting tomorrow, can you move it to
    5"); None when the message does not start with a feeling."""
    m = _FEELING.match(text.strip())
    return text.strip()[m.end():] if m and m.end() < len(text.strip()) else None


def after_question(text: str) -> str:
    """The request after a question the user asks first ("are you connected to my calendar? add a meeting ...");
    `text` as it is when no request verb follows the question."""
    for m in reversed(list(_QUESTION_BREAK.finditer(text))):
        tail = text[m.end():].strip()
        verb = _ASKS.match(tail)
        # "did you add the dentist? put it in": "it" is in the question; "what's on friday? add gym at 7": so is
        # the day. Either way the request is not whole without the question.
        if verb and not _BACK.match(tail[verb.end():]) and not _WHEN_WORD.search(text[:m.start()]):
            return _CONNECTOR.sub("", tail)
    return text


# A verb right after the feeling is what the feeling is about ("thinking about cancelling the meeting", "maybe move
# the dentist to 5", "חושבת לבטל את הפגישה"): a thought, not yet a request.
_VERB_FIRST = re.compile(r"^(?:\w+ing|ל(?:בטל|הזיז|העביר|דחות|הקדים|מחוק|קבוע|הוסיף|הכניס|רשום|שריין|תזמן))(?!\S)",
                         re.I)


def request_of(text: str) -> tuple[str, bool]:
    """The request part of a calendar message, and whether it started with a feeling about its subject."""
    text = without_fyi(after_question(text))
    about = feeling_about(text)
    return (about, True) if about is not None else (text, False)


def then_asks(text: str) -> bool:
    """A request verb after "and" / "then" / a comma: a second request after the first."""
    return bool(_THEN_ASKS.search(text))


def asks(text: str) -> bool:
    """`text` starts with a calendar request verb ("add ...", "can you move ...", "תבטלי ...")."""
    return bool(_ASKS.match(text))


def only_talk(text: str) -> bool:
    """A feeling or second thought that governs the request verb itself: nothing is asked for yet."""
    about = feeling_about(without_fyi(after_question(text)))
    return about is not None and bool(_ASKS.match(about) or _VERB_FIRST.match(about))

# "can you check my calendar", "could you read me my agenda for tomorrow", "תוכלי לבדוק את היומן": a polite
# opening before a calendar question asks the same question.
QUERY_POLITE = (r"(?:(?:(?:can|could|would|will)\s+(?:you|u)|please|pls|plz|kindly)[,\s]+)*"
                r"(?:(?:תוכל|תוכלי|אפשר)\s+ל(?=בדוק\s))?")
# A greeting glued to a question about the calendar ("morning what does my schedule look like today"): without a
# comma it is not cut before the grammars read (a "morning meeting" keeps its "morning"), so the question's reader
# cuts it when a question word follows; it never says which part of the day is asked about.
GREETING = re.compile(r"^(?:hi|hey|yo|gm|(?:good\s+)?(?:morning|evening|afternoon))[,!]*\s+"
                      r"(?=(?:what(?:'?s)?|how(?:'?s)?|do|am|any|is|show|tell|check)\b)", re.I)

# An event told about after it happened, or judged ("the meeting at 5 was great", "the dentist yesterday at 10 was
# awful", "הפגישה אתמול בחמש הייתה מעולה", "the concert friday is gonna be amazing"): a comment, not an event to add.
COMMENT = re.compile(r"\b(?:was|were|went|had\s+been|yesterday|last\s+night|earlier\s+today|moved|pushed|postponed"
                     r"|rescheduled|cancel+ed|changed|(?:and|but|so)\s+(?:i|we)(?!')"
                     r"|(?:gonna|going\s+to)\s+be\s+(?!at\b|on\b|in\b)\w+|will\s+be\s+(?:great|fun|amazing|awesome|awful|terrible|boring|long|hard"
                     r"|tough|rough|intense))\b"
                     r"|(?<!\S)(?:הייתה|היתה|היה|היו|אתמול|שלשום|יהיה\s+(?:מעולה|כיף|קשה|ארוך|משעמם))(?!\S)", re.I)
