"""A request wrapped in hedges and politeness, read as the request it is.

People rarely command: "do you think you could put the dentist on wednesday at 10 in my calendar?", "would you
mind seeing if anything came in from the school", "it'd be great if something pinged me at 4 to move the laundry",
"נראה לי שאפשר לסמן את המשימה של הנורה כבוצעה", "אולי אפשר להזיז את הפגישה משלישי לרביעי?", "אם לא אכפת לך תשמור
את זה: …". The grammars read commands; this module takes the hedge off and puts the request as a command: the
wrapper ("could you", "I think", "נראה לי ש", "אולי כדאי") left out, a verb after it made a command ("seeing if" ->
"see if", "להזיז" -> "תזיזי"), a wish for a reminder said as one ("a reminder every morning at 8 would help" ->
"remind me every morning at 8"), and a closing "if that's ok" / "I guess" dropped.

`rules._read` reads `as_asked`'s text only when the message as written was not read with confidence, and takes
that reading only when it is confident: a hedge that leaves the request unclear is still asked about.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from memo.planning.rules.hedged_said import reworded, without_reason

_HE = r"\u05D0-\u05EA"
_B, _E = rf"(?<![\w{_HE}])", rf"(?![\w{_HE}])"

# "…, if that's ok", "… I guess", "… אם אפשר": said after the request, asking nothing.
_TAIL = re.compile(
    r"[\s,]*(?:if\s+(?:that'?s|thats|it'?s|its)\s+(?:ok|okay|alright|fine|possible|not\s+too\s+much)|if\s+possible"
    r"|if\s+you\s+can|if\s+you\s+don'?t\s+mind|i\s+guess|i\s+suppose|tbh|maybe|perhaps"
    r"|אם\s+אפשר|אם\s+זה\s+בסדר|אם\s+לא\s+קשה\s+לך|אם\s+לא\s+אכפת\s+לך)[\s?.!]*$",
    re.IGNORECASE)
# Wrappers before the request: left out, and what follows read as the request.
_OPENERS = re.compile(
    r"^(?:(?:so|hey|hi|ok|okay|um+|hmm+)[\s,]+)?(?:"
    r"(?:do\s+you\s+think\s+(?:you\s+(?:could|can)\s+)?|(?:could|can|would)\s+you\s+)"
    r"(?:maybe\s+|possibly\s+|perhaps\s+|please\s+|kindly\s+)*"
    r"|would\s+it\s+be\s+possible\s+(?:for\s+you\s+)?to\s+|is\s+it\s+possible\s+to\s+"
    r"|(?:if\s+it'?s\s+not\s+too\s+much(?:\s+trouble)?|if\s+you\s+don'?t\s+mind|if\s+possible|not\s+sure\s+(?:if|whether)\s+you\s+"
    r"(?:can|do)\s+(?:do\s+)?(?:this|that)(?:\s+but)?)[\s,]+(?:(?:could|can|would)\s+you\s+(?:maybe\s+|please\s+)*)?"
    r"|(?:i\s+)?think\s+(?:that\s+)?|i'?m\s+pretty\s+sure\s+|pretty\s+sure\s+|i\s+guess\s+|i\s+suppose\s+"
    # A bare "maybe" before a change is a second thought, asked ("maybe cancel the meeting tomorrow"); with "you
    # could" or "we can" it is a polite request.
    r"|maybe\s+(?:we\s+can|you\s+(?:could|can))\s+|any\s+chance\s+(?:that\s+)?"
    r"|do\s+you\s+happen\s+to\s+know\s+(?:if|whether)\s+|(?:it\s+)?might\s+be\s+(?:useful|good|worth\s+it)\s+to\s+"
    r"|(?:it'?s|its|it\s+is)\s+(?:about\s+|high\s+|probably\s+)?time\s+to\s+"
    r"|(?:i|we|you)\s+can\s+(?:probably\s+)?(?=[a-z])|i\s+was\s+(?:just\s+)?wondering\s+(?=how|what|when|which|who)"
    r")|^(?:אולי\s+)?(?:נראה\s+לי\s+ש|אני\s+חושב(?:ת)?\s+ש|חשבתי\s+ש(?:אולי\s+)?|יכול\s+להיות\s+ש|יש\s+מצב\s+ש"
    r"|סתם\s+מעניין\s+אותי\s+|רציתי\s+(?:לשאול|לבדוק|לדעת|להבין)(?:\s+אם)?,?\s*"
    r"|אם\s+(?:לא\s+אכפת\s+לך|אפשר|זה\s+לא\s+מסובך|לא\s+קשה\s+לך),?\s*|תוכל(?:י|ו)?\s+|את\s+יכולה\s+|אתה\s+יכול\s+"
    r"|לידיעתך,?\s*|אולי\s+)",
    re.IGNORECASE)
# A wish for what Memo does, said of it: "…, maybe a reminder every morning at 8 would help", "I'd love a heads up
# half an hour before", "it'd be great if something pinged me at 4 today to …", "תזכורת שעה לפני תהיה ממש נחמדה".
_WISH = re.compile(
    r"(?:(?:maybe\s+)?a\s+(?:reminder|heads[\s-]?up|ping|nudge)\s+(?P<when>.+?)\s+would\s+(?:help|be\s+(?:great|nice|good"
    r"|amazing|helpful))[\s?.!]*$)"
    r"|(?:i'?d\s+love|i\s+would\s+love|i'?d\s+like|i\s+would\s+like|can\s+i\s+get|could\s+i\s+get|get|set|have)\s+a\s+"
    r"(?:reminder|heads[\s-]?up|ping|nudge)\s+"
    r"|it(?:'d|\s+would)\s+(?:be\s+(?:great|nice|amazing|helpful|awesome)|help)\s+if\s+(?:you|someone|something)\s+"
    r"(?:pinged|reminded|nudged|buzzed|texted|could\s+remind)\s+me\s+"
    rf"|{_B}תזכורת\s+(?P<he>.+?)\s+(?:תהיה|יהיה)\s+(?:ממש\s+)?(?:נחמדה|נחמד|מעולה|מושלם|טובה|עוזרת)[\s?.!]*$",
    re.IGNORECASE)
# "אם תזכיר לי כל ערב בתשע זה יעזור לי": the reminder asked for, said as a condition.
_IF_YOU_REMIND = re.compile(rf"{_B}אם\s+(?P<cmd>ת(?:זכיר|זכירי|ציק|ציקי|נדנד|נדנדי)\s+לי\s+.+?)\s*,?\s*זה\s+(?:ממש\s+)?"
                            rf"(?:יעזור|יהיה\s+[{_HE}]+|ישמח)(?:\s+לי)?[\s?.!]*$")
# A hedge that leaves the request unclear: "I guess I should do something about the dentist thing", "maybe just
# delete it? idk anymore". Those are asked about, never read as a request.
_UNSURE = re.compile(
    r"\bdo\s+something\b|\bsomething\s+about\b|\bidk\b|\bi\s+don'?t\s+know\b|\bnot\s+sure\s+(?!(?:if|whether)\s+you)"
    rf"|{_B}(?:לעשות\s+(?:עם\s+זה\s+)?משהו|לא\s+יודע(?:ת)?|לא\s+בטוח(?:ה)?){_E}", re.IGNORECASE)
_HOW_TO = re.compile(r"^(?:so\s+)?(?:how\s+(?:do|can|could|should|would)\s+(?:i|we|you)|how\s+to)\b|^איך\s",
                     re.IGNORECASE)
# "would you mind seeing if …": the gerund as the command.
_MIND = re.compile(r"^(?:would|do)\s+you\s+mind\s+(?P<g>[a-z]+ing)\b", re.IGNORECASE)
_GERUNDS = {"seeing": "see", "checking": "check", "adding": "add", "moving": "move", "putting": "put",
            "archiving": "archive", "deleting": "delete", "removing": "remove", "saving": "save", "sending": "send",
            "forwarding": "forward", "marking": "mark", "setting": "set", "making": "make", "creating": "create",
            "changing": "change", "cancelling": "cancel", "canceling": "cancel", "writing": "write",
            "drafting": "draft", "reminding": "remind", "looking": "look", "finding": "find", "opening": "open",
            "reading": "read", "labelling": "label", "labeling": "label", "clearing": "clear", "taking": "take",
            "blocking": "block", "booking": "book", "showing": "show", "telling": "tell", "noting": "note"}
# A modal before an infinitive ("אפשר לסמן", "כדאי לבטל", "הייתי רוצה לנסח"): the infinitive as the command.
# "הייתי רוצה ל…" only before writing or keeping: "הייתי רוצה לקבוע פגישה עם דנה" is a wish to arrange it with her.
_MODAL = re.compile(rf"^(?:אולי\s+)?(?:אפשר|כדאי|צריך|עדיף|שווה|הגיע\s+הזמן"
                    rf"|הייתי\s+רוצה(?=\s+ל(?:נסח|כתוב|שמור|רשום|הוסיף|סמן|בדוק)(?![{_HE}])))\s+(?=ל[{_HE}])")
# "אפשר בכלל לשנות את השעה של הסיכום?", "can I even change…": whether it can be done at all, so how it is done is
# the answer; never the change itself.
_AT_ALL = re.compile(rf"^(?:האם\s+)?אפשר\s+בכלל\s+(?=ל[{_HE}])|^(?:can|could)\s+(?:i|we)\s+even\s+"
                     r"|^is\s+it\s+even\s+possible\s+to\s+", re.IGNORECASE)
# "do you happen to remember what blood type I am": the chance left out, the question kept.
_HAPPEN = re.compile(r"^((?:do|did|would)\s+(?:you|u))\s+(?:by\s+any\s+chance\s+)?happen\s+to\s+"
                     r"(?=remember|recall|have\s+(?:a\s+note|anything|my|the)\b)", re.IGNORECASE)
# "שווה לרשום איפשהו שהחניה…", "jot down somewhere that…": where it is kept is Memo's to choose.
_SOMEWHERE = re.compile(rf"\s+(?:איפשהו|אי\s+שם|somewhere|someplace)(?=\s+(?:that\s|ש[{_HE}]))", re.IGNORECASE)
# "clear out all my reminders tbh, starting over": a candour word inside the message, before a stop.
_CANDOUR = re.compile(r"\s+(?:tbh|ngl|honestly|to\s+be\s+honest)(?=\s*[,.;!?])", re.IGNORECASE)
_INFINITIVES = {
    "לסמן": "תסמני", "להזיז": "תזיזי", "לרשום": "תרשמי", "לשמור": "תשמרי", "לשכוח": "תשכחי", "לנסח": "תנסחי",
    "לבטל": "תבטלי", "לשנות": "תשני", "למחוק": "תמחקי", "להוסיף": "תוסיפי", "לקבוע": "תקבעי", "להעביר": "תעבירי",
    "לפתוח": "תפתחי", "להכניס": "תכניסי", "לתייג": "תתייגי", "לעדכן": "תעדכני", "לשלוח": "תשלחי", "לבדוק": "תבדקי",
    "להראות": "תראי", "לזכור": "תזכרי", "להזכיר": "תזכירי", "לסגור": "תסגרי", "למצוא": "תמצאי", "לענות": "תעני",
    "לכתוב": "תכתבי", "להכין": "תכיני", "לקרוא": "תקראי", "לדחות": "תדחי", "להוריד": "תורידי", "לנקות": "תנקי",
}
_LOOK_IN = re.compile(rf"^להציץ\s+ב(?=[{_HE}])")  # "להציץ ברשימת הציוד": show the list
_WONDER = re.compile(r"^i\s+was\s+(?:just\s+)?wondering\s+(?:if|whether)\s+", re.IGNORECASE)
_STATEMENT_TO_QUESTION = ((re.compile(r"^i'?m\s+|^i\s+am\s+", re.I), "am i "),
                          (re.compile(r"^you\s+(?:still\s+)?have\s+", re.I), "do you have "),
                          (re.compile(r"^(?:there'?s|there\s+is)\s+", re.I), "is there "))
_COMMAND = re.compile(
    rf"^(?:remind|add|move|push|delete|cancel|archive|mark|put|throw|take|forget|save|draft|open|check|cross|clear"
    rf"|label|forward|send|reply|show|set|make|create|block|remove|write|note|see|find|tick|change|book)\b|^ת[{_HE}]+י{_E}",
    re.IGNORECASE)


@dataclass(frozen=True)
class Asked:
    """The request as asked, and why it differs from the message."""

    text: str
    why: str


def as_asked(text: str) -> Asked | None:
    """The message without its hedges, put as a request; None when it has none."""
    if _UNSURE.search(text) or _HOW_TO.match(text.strip()):
        return None  # unclear, or a question about Memo ("how do i set a reminder for tomorrow at 5")
    out, changes = text.strip(), []
    for _ in range(4):
        before = out
        out = reworded(_TAIL.sub("", out).strip())  # a remark said in the request's place: hedged_said.py
        out = _CANDOUR.sub("", _SOMEWHERE.sub("", _HAPPEN.sub(r"\1 ", out, count=1)))
        if (mind := _MIND.match(out)) is not None and mind["g"].lower() in _GERUNDS:
            out = _GERUNDS[mind["g"].lower()] + out[mind.end():]
        elif (wonder := _WONDER.match(out)) is not None:
            out = out[wonder.end():]
            for said, asked in _STATEMENT_TO_QUESTION:
                out = said.sub(asked, out, count=1)
            out = out.rstrip("?.! ") + "?"
        else:
            out = _OPENERS.sub("", out, count=1).strip()
        out = _AT_ALL.sub(lambda m: "how can i " if m.group(0).isascii() else "איך אפשר ", out, count=1)
        out = _MODAL.sub("", out, count=1)
        out = _LOOK_IN.sub("תראי לי את ", out, count=1)
        if (verb := re.match(rf"^(ל[{_HE}]+){_E}", out)) is not None and verb.group(1) in _INFINITIVES:
            out = _INFINITIVES[verb.group(1)] + out[verb.end():]
        out = _wished(out)
        if out != before:
            changes.append(before)
        else:
            break
    if not changes or not out:
        return None
    out = without_reason(out, _COMMAND.match(out) is not None)  # "…? he pays me back half"
    if _COMMAND.match(out):
        out = out.rstrip("? ")  # "could you add milk?": a command, asked politely
    return Asked(text=out, why="the hedges around the request left out")


# "…, or only weekly?": which kinds of reminder Memo can set, a question about Memo and no wish for one.
_WHICH_KIND = re.compile(r"(?:\bor\s+(?:is\s+it\s+)?(?:only|just)\b|או\s+(?:רק|בלבד)\s)[^?]*\?[?!.\s]*$", re.IGNORECASE)


def wishes(text: str) -> bool:
    """Whether the message wishes for a reminder rather than asking for one ("a heads up … would be great"): its
    other words may read as something else (the appointment as an event), so it is read as asked first."""
    if _UNSURE.search(text) or _HOW_TO.match(text.strip()) or _WHICH_KIND.search(text):
        return False
    return _WISH.search(text) is not None or _IF_YOU_REMIND.search(text) is not None


def _wished(text: str) -> str:
    """ "…, a reminder every morning at 8 would help" -> "…, remind me every morning at 8"."""
    if (condition := _IF_YOU_REMIND.search(text)) is not None:
        return f"{text[:condition.start()]}{condition['cmd']}".strip()
    wish = _WISH.search(text)
    if wish is None:
        return text
    hebrew = wish["he"] is not None
    said = wish["when"] or wish["he"] or ""
    command = f"תזכירי לי {said}" if hebrew else f"remind me {said}".rstrip() + " "
    head = re.sub(r"[\s,]+(?:and|so)\s*$", "", text[:wish.start()]).rstrip()  # "…17:30 and I'd love a heads up"
    return f"{head}{', ' if head and not head.endswith(',') else ' '}{command}{text[wish.end():]}".strip()
