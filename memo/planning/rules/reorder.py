"""A command said last: "hummus ו-pita לרשימה של הסופר תוסיפי", "את כל המיילים מאמזון תסמן כנקראו".

Hebrew lets the verb come after what it acts on, and people write so when the thing comes to mind first
("חשבונית לאורית עד יום חמישי תרשמי לי"). The grammars read the verb first. When no grammar reads the
message as written, it is read again with the one command verb it holds moved to the front (with the "לי"
after it), and that reading is taken only when it is confident, as with every second reading.

Only a message with exactly one such verb, not already first and in the same clause as the words before it, is
reordered: two verbs are two requests, or a request and a remark, and which goes where is not for word order
to decide; "אוף איזה בוקר. תזכירי לי מחר" and "סיימתי עם הדוח, עכשיו תזכירי לי" are a remark, then a request
already in order.
"""

from __future__ import annotations

import re

_HE = r"\u05D0-\u05EA"
# Second-person commands (masculine, feminine) of the requests Memo takes, and the infinitives used as commands.
_VERBS = (
    "תזכיר", "תזכירי", "תוסיף", "תוסיפי", "תכניס", "תכניסי", "תרשום", "תרשמי", "תמחק", "תמחקי", "תמחוק", "תוריד",
    "תורידי", "תסמן", "תסמני", "תבטל", "תבטלי", "תזיז", "תזיזי", "תשלח", "תשלחי", "תעביר", "תעבירי", "תקבע", "תקבעי",
    "תשמור", "תשמרי", "תעדכן", "תעדכני", "לשים", "להכניס", "להוסיף", "לרשום", "תחסום", "תחסמי", "תשריין", "תשרייני",
)
_VERB = re.compile(rf"(?<![{_HE}])(?P<verb>{'|'.join(_VERBS)})(?P<me>\s+לי)?(?![{_HE}])")
_REMINDS = ("תזכיר", "תזכירי")
# English puts the days first too when they are what comes to mind ("every tue and thu block 7-8am for running",
# "tomorrow schedule a call with dan at 5"): the days, then a verb that books time in the calendar.
_EN_DAY = r"(?:sun|mon|tue|tues|wed|thu|thur|thurs|fri|sat)(?:day|nesday|sday|rsday|urday)?s?"
_EN_DAYS_FIRST = re.compile(
    rf"^(?P<when>(?:(?:every|each|on|this|next)\s+)?(?:{_EN_DAY}(?:\s*(?:,|and|&|\+)\s*{_EN_DAY})*|tomorrow|tmrw"
    r"|today|tonight)(?:\s+(?:morning|afternoon|evening|night))?)[\s,]+"
    r"(?P<verb>block(?:\s+o(?:ut|ff))?|schedule|book(?!\s+(?:club|group|fair|sale|launch|signing)s?\b)|reserve"
    r"|pencil\s+in|set\s+up)\s+(?P<rest>\S.*)$", re.IGNORECASE)


def has_command(text: str) -> bool:
    """Whether `text` holds one of the Hebrew commands of Memo's requests."""
    return _VERB.search(text) is not None


def verb_first(text: str) -> str | None:
    """`text` with its one command verb moved to the front, or None when there is none, or several, or it
    is already first."""
    if (days := _EN_DAYS_FIRST.match(text)) is not None:  # "every tue and thu block 7-8am for running"
        return f"{days['verb']} {days['when']} {days['rest']}"
    found = list(_VERB.finditer(text))
    if len(found) == 1 and found[0].start() == 0:
        return _with_me(text, found[0])
    if len(found) != 1:
        return None
    match = found[0]
    # (A clock time's "20:30" or "8.15" is no clause mark.)
    if re.search(r"[!?;]|(?<!\d)[.,:]|[.,:](?!\d)|\s[-–]\s|[\U0001F000-\U0001FAFF\u2600-\u27BF\u2B00-\u2BFF]",
                 text[:match.start()]):
        # The verb opens a clause of its own ("… ועוד לא קניתי מתנה 😅 תזכירי לי"): what comes before it is
        # another clause, not its object.
        return None
    rest = (text[:match.start()] + text[match.end():]).strip(" ,.-–")
    # The verb's place closed up: "X - , Y" left by "X - תוריד, Y" becomes "X, Y".
    rest = re.sub(r"(?:\s*[-–,]\s*){2,}", ", ", re.sub(r"\s{2,}", " ", rest))
    rest = re.sub(r"\s*,\s*(?=[.!?]?$)", "", re.sub(r"\s+,", ",", rest))
    if len(rest.split()) < 2:
        return None
    verb = match.group("verb")
    me = " לי" if match.group("me") or verb in _REMINDS else ""
    return f"{verb}{me} {rest}"


# "תזכירי מחר ב10 להתקשר לבנק", "תזכיר כל יום ב9 לקחת כדור": the request said first without its "לי". Only before a
# time word or an errand's infinitive: "תזכירי לדני להביא..." asks to remind someone else.
_WHEN_OR_ERRAND = re.compile(rf"\s+(?:מחר|מחרתיים|היום|הערב|הלילה|כל|מדי|בכל|ביום|בעוד|ב-?\d|ל[{_HE}]+)(?![{_HE}])")


def _with_me(text: str, match: re.Match[str]) -> str | None:
    """The reminding verb said first with no "לי", written with it; None for any other verb, or other words."""
    from memo.planning.rules.task_implied import HE_TASK_INFINITIVES

    if match.group("verb") not in _REMINDS or match.group("me"):
        return None
    after = _WHEN_OR_ERRAND.match(text, match.end())
    if after is None:
        return None
    word = after.group(0).strip()
    if word.startswith("ל") and word not in HE_TASK_INFINITIVES:
        return None
    return f"{match.group('verb')} לי{text[match.end():]}"
