"""A remark said after a calendar or mail command: "push it back an hour please, i'm running way behind this morning",
"cancel the dentist tomorrow, I'm sick", "תעביר את המייל מהבנק לאבי, הוא ביקש לראות אותו", "תסמני את כל המיילים
מאיקאה בתווית שיפוץ, שיהיה לי קצת סדר".

The grammars read commands to their end, so the remark would spoil the reading (the new time, the recipient, the
label's name). A last clause is a remark when it speaks about the speaker or gives a reason ("i'm ...", "because
...", "he asked ...", "כי ...", "שיהיה לי ...", a first-person past verb "עניתי ...", "חתמנו ...") and says nothing
that changes the command: no correction ("I mean", "actually", "בעצם"), no second request ("and remind me ...",
"you ..."), no word of moving or cancelling, no question. Such a clause is cut, with the polite words at the very end
("please", "בבקשה"); the grammars then read the command alone, and the plan says what it was read from.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from memo.planning.gmail_query import ADDR
from memo.planning.rules.base import Intent, RuleContext

_HE = r"\u05D0-\u05EA"
# Where the remark starts: after a comma, a sentence mark or a spaced dash.
_LAST_CLAUSE = re.compile(r"(?:[,.;!]+\s+|\s+[-–]\s+)(?P<clause>[^,.;!?]+?)\s*[.!]*\s*$")
# An address ends itself: "... to shira@x.com she keeps asking for it" needs no comma before the remark.
_AFTER_ADDRESS = re.compile(rf"{ADDR}\s+(?P<clause>[^,.;!?@]+?)\s*[.!]*\s*$")
# A polite word closes the command too: "archive the promo mail pls my inbox is dying", "... בבקשה אני טובעת".
_AFTER_POLITE = re.compile(r"\s+(?:please|pls|plz|thx|thanks|בבקשה)\s+(?P<clause>[^,.;!?]+?)\s*[.!]*\s*$", re.I)
_OPENS_A_REMARK = re.compile(
    r"^(?:(?:and|but|oh|well|honestly|tbh|lol|ugh)\s+)?(?:i|i'm|im|i\s+am|i've|ive|i'll|i\s+was|i\s+had|i\s+just|we|we're"
    r"|we've|my|our|he|she|they|he's|she's|they're|hes|shes|theyre|(?:it'?s|it\s+is|that'?s)\s+(?!at\b|on\b|in\b|from\b|to\b|till\b|until\b)|because|cause|cuz|coz|since|so\s+that"
    r"|(?:finished|done|through)\s+with|answered|replied\s+to|handled|dealt\s+with"
    r"|so\s+i|let'?s\s+(?:face|be\s+honest)|running|stuck|totally|already|finally|at\s+last"
    r"|(?:it|that|this)\s+(?:confuses|annoys|bothers|drives|stresses|upsets|distracts)\s+me"
    r"|(?:the\s+|this\s+)?[a-z]+(?:\s+[a-z]+)?\s+(?:is|are|was|were|has\s+been|have\s+been)\s+(?!at\b|on\b|in\b|to\b))\b"
    rf"|^(?:אני|אנחנו|הוא|היא|הם|הן|כי|כבר|סוף\s+סוף|בגלל|כדי|בשביל\s+ש|ש[יא][{_HE}]{{2,}}|שנוכל|שלא|ככה\s+ש|בוא(?:י|ו)?\s+נודה"
    rf"|(?:זה\s+)?(?:נראה|נשמע)\s+לי|אין\s+לי|יש\s+לי|מה\s+לעשות|[{_HE}]{{2,}}תי"
    rf"|[{_HE}]{{3,}}נו"  # the first person plural past: "חתמנו על דירה", "סגרנו עם הספק"
    # how the mailbox or the diary is: "התיבה מפוצצת", "היומן שלי מלא" (the English "the inbox is ..." is above)
    rf"|(?:התיבה|האינבוקס|תיבת\s+הדואר|הדואר|הג'ימייל|היומן|הלו\"?ז)(?:\s+שלי)?(?=\s+[{_HE}]))(?![{_HE}])", re.I)
# What makes the last clause part of the command rather than a remark about it.
_CHANGES = re.compile(
    r"\b(?:mean|meant|actually|sorry|oops|wait|instead|rather|not|no|also|too|every|each|except|only|or|you|u|ya"
    r"|remind|add|put|send|book|move|moved|push|pushed|cancel|cancelled|canceled|postpone|postponed|reschedul\w*"
    r"|delete|forward|reply|archive|label|mark)\b"
    rf"|(?<![{_HE}])(?:כלומר|בעצם|סליחה|רגע|אלא|במקום|גם|וגם|או|רק|לא\s+(?:ב|ל|את)|תזכיר|תזכירי|תוסיף|תוסיפי|תשלח"
    rf"|תשלחי|תבטל|תבטלי|תזיז|תזיזי|תעביר|תעבירי|עבר|עברה|נדחה|נדחתה|בוטל|בוטלה|הוזז|הוזזה|תמחק|תמחקי)(?![{_HE}])",
    re.I)
# After a mail command, what the mail is about may be told with its hour: "forward the concert tickets email to dan,
# doors open at 7:30", "תעבירי את המייל עם הכרטיסים לדן, ההופעה מתחילה בשמונה". Said to the user, not a time of the
# command; after a calendar command the same clause may give the event's new hour, so it is read there as before.
_ABOUT_THE_MAIL = re.compile(
    r"^(?:the\s+)?(?:doors?|gates?|show|concert|game|match|party|event|movie|film|performance|ceremony|wedding|check[\s-]?in"
    r"|boarding|screening|reception|tickets?\s+office)\s+(?:open|opens|start|starts|begin|begins|kicks?\s+off|closes?)"
    r"\s+(?:at|around|by|from)\s+\S+(?:\s*(?:am|pm))?$"
    rf"|^(?:ה)?(?:דלתות|שערים|הופעה|קונצרט|משחק|מסיבה|אירוע|סרט|טקס|חתונה|הקרנה|קבלת\s+פנים)\s+(?:נפתחות|נפתחים|נפתח|נפתחת"
    rf"|מתחיל|מתחילה|מתחילים|מתחילות|נסגר|נסגרת|נסגרים)\s+(?:ב|מ|בסביבות\s+)-?[{_HE}\d]", re.I)
_LAST_WORDS = re.compile(r"[\s,]+(?:please|pls|plz|thanks|thank\s+you|thx|ty|בבקשה|תודה(?:\s+רבה)?)\s*[.!]*\s*$", re.I)
# "תזיזי את ישיבת הצוות לאחת עשרה מהיום והלאה", "move the standup to 10 from now on": a standing event changed for
# good. The change is of the event (its series) either way; the words only say so, and would spoil the new time.
_FROM_NOW_ON = re.compile(r"[\s,]+(?:(?:from\s+)?(?:now|today|this\s+week)\s+on(?:wards?)?|going\s+forward|onwards?"
                          r"|(?:מ|ו?מ)(?:היום|עכשיו|השבוע)\s+(?:ו)?(?:הלאה|ואילך)|לצמיתות)\s*[.!]*\s*$", re.I)
# An hour closes the command too: "... תזיזי אותה ל12 he can't do mornings this week". Only a clause about someone
# else or a reason follows it unmarked: "at 6pm i have guitar" names the event, "to 12 my time" may be the hour's.
_AFTER_HOUR = re.compile(
    r"(?<=\d)(?:\s*(?:am|pm))?\s+(?P<clause>(?:(?:he|she|they)(?!\s+(?:has|have|got|'s\s+got)\b)|he's|she's|they're"
    r"|(?:i|we)\s+(?:can'?t|cannot)|because|cuz|since)\b[^,.;!?\d]+?"
    rf"|(?:כי|הוא|היא|הם|הן)(?![{_HE}])[^,.;!?\d]+?)\s*[.!]*\s*$", re.I)
_MIN_WORDS = 2
_MAX_REMARKS = 3
_CORRECTS = re.compile(r"^(?:i\s+mean|i\s+meant|actually|sorry|oops|no\s+wait|wait|scratch\s+that|correction"
                       rf"|כלומר|בעצם|סליחה|אופס|רגע|התכוונתי|לא\s+לא)(?![\w{_HE}])", re.I)


def opens_a_remark(text: str) -> bool:
    """`text` starts the way a remark about the speaker does ("i'm ...", "already ...", "עניתי ...", "כי ...")."""
    return bool(_OPENS_A_REMARK.match(text.strip()))


def without_remark(text: str, mail: bool = False) -> str:
    """`text` without a remark said after its command and the polite words at its end; `text` when there is none.
    `mail`: the command is a mail's, so a clause about what the mail is about, with its hour, is a remark too."""
    cut = text.strip()
    for _ in range(_MAX_REMARKS):  # "... as read. I don't want to see them as new, it confuses me": two remarks
        remark = (_AFTER_HOUR.search(cut) or _LAST_CLAUSE.search(cut) or _AFTER_ADDRESS.search(cut)
                  or _AFTER_POLITE.search(cut))
        if remark is None:
            break
        clause = remark["clause"].strip()
        remark_like = _OPENS_A_REMARK.match(clause) or mail and _ABOUT_THE_MAIL.match(clause)
        if not (len(clause.split()) >= _MIN_WORDS and remark_like and not _CHANGES.search(clause)
                and "?" not in clause):
            break
        cut = cut[:remark.start("clause")].rstrip(" ,.;!-–")
    return _LAST_WORDS.sub("", cut).strip() or text


def read_without_remark(read: Callable[[RuleContext], Intent | None], ctx: RuleContext) -> Intent | None:
    """`read`'s reading of the message without the remark after its command, or else of all of it. A last clause
    that corrects the command ("..., I mean the one on tuesday", "..., בעצם ביום שלישי") leaves it unread: which
    part holds is for the user to say."""
    text = ctx.text.strip()
    last = _LAST_CLAUSE.search(text)
    if last is not None and _CORRECTS.match(last["clause"].strip()):
        return None
    mail = read.__module__.rsplit(".", 1)[-1].startswith("gmail")
    core = without_remark(text, mail=mail)
    core = core if mail else _FROM_NOW_ON.sub("", core) or core
    if core != text:
        intent = read(RuleContext(raw=core, now=ctx.now, language=ctx.language, latest_actions=ctx.latest_actions))
        if intent is not None:
            name = f"{read.__module__.rsplit('.', 1)[-1]}.{read.__name__.lstrip('_')}"
            intent.read = core
            intent.decided_by = f"grammar {name}; left out after the command: {text[len(core):].strip(' ,.;!-')!r}"
            return intent
    return read(ctx)
