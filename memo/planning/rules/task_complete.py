"""A task reported done (the `database` capability's complete): "done with the report", "mark X as done", "X is
done", "passport renewal done ✅", "סיימתי את הדוח", "הדוח בוצע", and "done" alone for the task just reminded of.

The target is the task's words or, for "it" / "done" alone, the latest task. A report that closes itself
("finished the report, stop reminding me") is read with its closing sentence (task_words.closing_report). All
of them at once is `task_changes.bulk`; a past tense without "done" ("I paid the bill") is `task_implied.py`.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.lists_lexicon import is_grocery
from memo.planning.rules.task_changes import list_talk
from memo.planning.rules.task_news import excited, life_news
from memo.planning.rules.task_phrasing import COMPLETE_ALL
from memo.planning.rules.task_words import (
    CLOSED,
    GLUED_ARTICLE,
    HE,
    OTHER_THING,
    Target,
    change_view,
    closing_report,
    has_task_noun,
    latest_task,
    target,
)

_DONE_ALONE = re.compile(
    r"^(?:done|all\s+done|i'?m\s+done|i\s+am\s+done|did\s+it|i\s+did\s+it|finished|completed|it'?s\s+done|that'?s\s+done"
    r"|got\s+it\s+done|handled|taken\s+care\s+of|סיימתי|גמרתי|בוצע|בוצעה|עשיתי|עשיתי\s+את\s+זה|סיימתי\s+עם\s+זה"
    r"|סיימתי\s+את\s+זה|זה\s+בוצע|טופל|זהו\s+סיימתי|✅|✔️|✔|☑️)$",
    re.IGNORECASE)
_COMPLETE = re.compile(
    # "finally done with ...", "done עם ה..." (mixed)
    r"^(?:(?:finally|at\s+last)\s+)?(?:i(?:'m|\s+am)\s+)?(?:finally\s+)?(?:done|finished)\s+(?:with|w/?|wit|עם)\s+"
    r"(?P<a>.+)$"
    r"|^(?:(?:finally|at\s+last)\s+)?(?:i(?:'ve|\s+have)?\s+)?(?:(?:just|finally)\s+)?(?:finished|completed)\s+(?P<b>.+)$"
    r"|^(?:(?:you|u)\s+can\s+)?(?:mark|set)\s+(?P<c>.+?)\s+(?:as\s+)?(?:done|complete|completed|finished)$"
    r"|^(?P<d>.+?)\s+(?:is|are|'s)\s+(?:done|finished|completed|complete)$"
    # "passport renewal done ✅", "taxes - done!": the task's words and "done", as a status line.
    r"|^(?P<j>[^?]+?)(?:\s*[:\-,])?\s+(?:done|finished)$"
    # "u can cross off call the bank": the permission is the request ("you can" asks nothing of the user).
    r"|^(?:(?:you|u)\s+can\s+)?(?:check|tick|cross)\s+off\s+(?P<e>.+)$"
    r"|^complete\s+(?P<f>.+)$"
    r"|^(?:סוף\s+סוף\s+|סו\"ס\s+)?(?:סיימתי|גמרתי|השלמתי|ביצעתי)\s+(?:סוף\s+סוף\s+)?(?:עם\s+|את\s+)?(?P<g>.+)$"
    r"|^(?:סמן|סמני|תסמן|תסמני)\s+(?:את\s+)?(?P<h>.+?)\s+(?:כבוצע|כבוצעה|כבוצעו|כגמור|כגמורה|כהושלם|כהושלמה|כמושלם"
    r"|שבוצע|שבוצעה|שסיימתי)$"
    r"|^(?P<i>.+?)\s+(?:בוצע|בוצעה|בוצעו|גמור|גמורה|גמורים|הושלם|הושלמה|נעשה|נעשתה|נעשו|טופל|טופלה|טופלו)$",
    re.IGNORECASE)
# "the dentist is booked", "החשבון שולם": a thing said to be done, taken as a task's report only next to a
# sentence that closes it ("..., stop reminding me"): alone it may be news about anything.
_PASSIVE_DONE = re.compile(
    r"^(?P<x>.+?)\s+(?:is|are|'s|was|were|got|has\s+been|have\s+been)\s+(?:all\s+|finally\s+|already\s+)?"
    r"(?:booked|sorted(?:\s+out)?|handled|paid|sent|taken\s+care\s+of|submitted|scheduled|fixed|ordered|renewed"
    r"|returned|cancell?ed|signed|delivered|picked\s+up"
    r"|placed|arranged|confirmed|dealt\s+with|bought|collected)(?:\s+(?:this\s+morning|today|yesterday|earlier(?:\s+today)?"
    r"|just\s+now|already|last\s+night))?$"
    r"|^(?P<xh>.+?)\s+(?:כבר\s+)?(?:שולם|שולמה|שולמו|נשלח|נשלחה|נשלחו|הוזמן|הוזמנה|הוזמנו|נקבע|נקבעה|סודר|סודרה|תוקן|תוקנה"
    r"|הוגש|הוגשה|חודש|חודשה|נחתם|נחתמה|בוטל|בוטלה)$",
    re.IGNORECASE)
# "I did the laundry" is weaker evidence than "done with the laundry".
# Words before "done" that name no task: who is done, or how far ("we are done", "well done", "almost done").
_NO_TASK_NAMED = re.compile(
    r"(?:well|almost|nearly|not|not\s+yet|half|all|job|deal|never|barely|just|so|mostly|partly|already|i'?m|i\s+am"
    r"|we|we'?re|we\s+are|you|you'?re|u|u\s+r|they|they'?re|he|he'?s|she|she'?s|i'?ve|we'?ve|are|is|it|it'?s|that|that'?s|this|get\s+it|got\s+it"
    r"|when|if|once|be|everything|everyone|everybody|we\s+all|you\s+all|y'?all|both|pretty\s+much|kinda|kind\s+of)",
    re.IGNORECASE)
# A sentence of one's day before "... is done" ("so i cleaned the garage and the attic is done"): not a task's name.
_STORY = re.compile(r"\b(?:i|we|i'?m|i'?ve|we'?re|we'?ve|my\s+\w+\s+and)\b|\s(?:and|but|so)\s", re.IGNORECASE)
# A second thing named with its own article: "the dentist and the gym", "הכביסה ואת הכלים".
_TWO_THINGS = re.compile(r"\s(?:and|&)\s+(?:also\s+)?(?:the|my|that)\s|\sו(?:גם\s+)?את\s", re.IGNORECASE)
STATUS_DONE = 0.85  # "passport renewal done ✅": as sure as "X בוצע", a little below "done with X"
STATUS_WORDS = 5
CHEERED = 0.6  # a report said with a cheer: below the floor, so asked  # a status line names its task in a few words
_DID = re.compile(r"^עשיתי\s+את\s+(?P<x>.+)$", re.IGNORECASE)
_ACTIVITY = re.compile(rf"^(?:\w+ing\b|ל[{HE}]{{2,}})", re.IGNORECASE)
_BOUGHT_OR_VAGUE = re.compile(r"\b(?:thing|things|stuff|bought|purchased|got|grabbed|picked\s+up)\b", re.IGNORECASE)
_MARK_TAIL = re.compile(r"\s*,\s*(?:(?:you|u)\s+can\s+)?(?:mark|tick|check|cross)(?:\s+(?:it|that|this))?(?:\s+off)?$"
                        r"|\s*,\s*(?:תסמני|תסמן|סמני|סמן)(?:\s+(?:את\s+)?(?:זה|אותו|אותה))?$"
    # With no comma, the mark said with what it says: "סיימתי את הדוח לבוס תסמן שעשיתי", "… תסמני שזה בוצע".
    r"|\s+(?:תסמני|תסמן|סמני|סמן|תורידי|תוריד)(?:\s+(?:את\s+)?(?:זה|אותו|אותה))?"
    r"(?:\s+(?:ש(?:זה\s+)?(?:עשיתי|בוצע|גמור|סיימתי|נעשה)|שזה|כבוצע|בוצע|כגמור|מהמשימות|מהרשימה)[!.]*)?$",
    re.IGNORECASE)
# The mark said with what it says and more talk after it: "… תסמני שזה בוצע, איזו הקלה", "… תסמני בבקשה שזה בוצע
# ותני לי רגע להתגאות", "…, mark it as done, what a relief": what follows the mark is no part of the task.
_MARK_AND_TALK = re.compile(
    r"[\s,]+(?:תסמני|תסמן|סמני|סמן)(?:\s+בבקשה)?(?:\s+(?:את\s+)?(?:זה|אותו|אותה))?\s+(?:ש(?:זה\s+)?(?:עשיתי|בוצע|גמור"
    r"|סיימתי|נעשה)|כבוצע|כגמור)(?=[\s,.!]|$).*$"
    r"|\s*,?\s*(?:(?:you|u)\s+can\s+|pls\s+|please\s+)?(?:mark|tick|check|cross)\s+(?:it|that|this)\s+(?:as\s+)?"
    r"(?:done|off|completed?)\b.*$", re.IGNORECASE | re.DOTALL)
# The mark said first, naming the task after it: "תסמני שהמשימה של האינסטלטור בוצעה", after a story ("סגרתי סוף סוף
# עם האינסטלטור, הוא בא ביום שלישי. תסמני ש…"): the task is what the mark names.
_MARK_HEAD = re.compile(r"^(?:.*[.!?]\s+)?(?:תסמני|תסמן|סמני|סמן)(?:\s+בבקשה)?\s+ש(?:ה?משימה\s+(?:של\s+)?)?",
                        re.DOTALL)
_STOP_ALONE = re.compile(r"^(?:stop|enough|די|מספיק|תפסיק|תפסיקי|עצור|עצרי)$", re.IGNORECASE)


# What a thing is for or of ("the slides for the board meeting", "המצגת לפגישה"): the words after it only say which.
_FOR_WHAT = re.compile(rf"\s+(?:for|of|about|to)\s+.*$|\s+(?:של|בשביל|עבור|ל(?=ה?[{HE}]))[{HE}\s]*$", re.IGNORECASE)


# How the one who finished feels, said after the task ("סיימתי את הדוח אני גמור", "done with the taxes, i'm dead"):
# about the user, never part of the task's name.
_FEELING = re.compile(
    r"[\s,.!]+(?:(?:and|so|ו)\s*)?(?:i'?m|i\s+am|im)\s+(?:so\s+|totally\s+|completely\s+)?(?:dead|exhausted|beat|wiped(?:\s+out)?"
    r"|done|fried|tired|spent|drained|relieved|so\s+relieved)(?:\s+lol|\s+haha)?[\s.!]*$"
    r"|[\s,.!]+(?:ו)?(?:אני\s+)?(?:גמור|גמורה|מת|מתה|הרוג|הרוגה|סחוט|סחוטה|מפורק|מפורקת|עייף|עייפה|מותש|מותשת|שבור|שבורה)"
    r"(?:\s+(?:לגמרי|מעייפות|חחח+))?[\s.!]*$"
    r"|[\s,.!]+(?:what\s+a\s+(?:day|week|relief)|איזה\s+(?:יום|שבוע|הקלה))[\s.!]*$",
    re.IGNORECASE)


def _head(what: str) -> str:
    """The thing named, without what it is for: "the slides for the board meeting" -> "the slides"."""
    return _FOR_WHAT.sub("", what.strip()) or what


def _complete(found: Target | None, confidence: float) -> Intent | None:
    if found is None:
        return None
    return Intent("database", "complete", {"operation": "complete", **found.args},
                  0.92 if found.referential else confidence, entity="task")


@grammar
def complete_task(ctx: RuleContext) -> Intent | None:
    text = change_view(ctx)[0]
    report = closing_report(text)  # "finished the report, stop reminding me": the report, said done twice
    if report is not None and (_DONE_ALONE.match(report) or _COMPLETE.match(report) or _DID.match(report)
                               or _PASSIVE_DONE.match(report)):
        text = report
    else:
        report = None
    if _DONE_ALONE.match(text) or _DONE_ALONE.match(ctx.text.strip()) or (
            _STOP_ALONE.match(text) and (latest_task(ctx) or {}).get("action") == "reminded"):
        found = target(ctx, "it")
        if found is None:
            return Intent("database", "complete", {"operation": "complete"}, 0.6, missing=["text"], entity="task")
        return _complete(found, 0.92)
    if list_talk(text) or COMPLETE_ALL.match(text):
        return None
    match = _COMPLETE.match(text)
    confidence = 0.88
    if match is None:
        match, confidence = _DID.match(text), 0.8
        if match is None and report is not None:
            match = _PASSIVE_DONE.match(text)  # "the dentist is booked, stop reminding me"
        if match is None:
            return None
    what = GLUED_ARTICLE.sub("", next((g for g in match.groups() if g), ""))
    what = _MARK_TAIL.sub("", what)  # "call the bank, mark it done": the mark is the request, not the task's words
    asked = _MARK_AND_TALK.search(what) or _MARK_HEAD.match(what)  # the mark asked for in so many words
    what = _MARK_HEAD.sub("", _MARK_AND_TALK.sub("", what), count=1)
    what = _FEELING.sub("", what)  # "הדוח אני גמור": the task is the report; the rest is how its doer feels
    if report is None and life_news(what):
        return None  # "finished my shift", "סיימתי את הטיפולים": news about one's day or life, not a task
    said_done = match.re is _COMPLETE and (match.group("d") or match.group("j"))
    status = said_done or (match.re is _COMPLETE and match.group("i"))
    if status and not has_task_noun(what) and is_grocery(re.split(r"\s*[,;]\s*", what.strip())[0]):
        return None  # "✅ milk ✅ eggs", "milk and bread done": items bought, ticked off a list (lists.py), not a task
    if said_done and (_NO_TASK_NAMED.fullmatch(what.strip()) or _STORY.search(what)):
        return None  # "we are done", "almost done": no task named; "so i cleaned ... and the attic is done": a story
    if match.re is _COMPLETE and match.group("e") and (is_grocery(what) or _BOUGHT_OR_VAGUE.search(what)):
        return None  # "u can cross off milk", "the stuff i bought": an item bought, or nothing named; not a task
    status = said_done or (match.re is _COMPLETE and match.group("i"))
    if status and not has_task_noun(what) and is_grocery(re.split(r"\s*[,;]\s*", what.strip())[0]):
        return None  # "✅ milk ✅ eggs", "milk and bread done": items bought, ticked off a list (lists.py), not a task
    activity = bool(_ACTIVITY.match(what))
    # "I finished the email" may be about Gmail; "I finished sending the email" reports a to-do done. After
    # "stop reminding me" it is a task whatever it names.
    if OTHER_THING.search(_head(what)) and not has_task_noun(what) and (said_done or not activity) and report is None:
        return None  # "meeting prep done": a status line names its thing, and "meeting" is no activity here
    if activity and not has_task_noun(what):
        confidence = 0.75  # "I finished reading the book", "סיימתי לאכול": about the day, maybe not a task
    elif match.re is _COMPLETE and match.group("f") and not has_task_noun(what):
        confidence = 0.8  # "complete the form" may be the task's own words rather than a report that it is done
    elif match.re is _COMPLETE and match.group("j"):
        if "?" in ctx.text or len(what.split()) > STATUS_WORDS:
            return None  # "the report done?" asks; a long line ending in "done" is a story, not a status
        confidence = STATUS_DONE
    if report is not None:
        confidence = max(confidence, CLOSED)
    elif excited(ctx.text) and not asked:
        confidence = min(confidence, CHEERED)  # "finished the thesis!!!": news as often as a request; asked
    if _TWO_THINGS.search(what):
        confidence = 0.5  # "done with the report and the slides": two tasks, or one; asked, never half-closed
    return _complete(target(ctx, what), confidence)

