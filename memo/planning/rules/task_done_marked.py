"""A task reported done and marked in the same message, when the report is not in the user's own past tense:
"האינסטלטור היה פה וסידר את הברז במטבח סוף סוף, תסמני שבוצע", "the plumber came and fixed the kitchen tap, you
can mark it done", "עשיתי בדיקות דם ✅ אפשר לסמן".

`task_implied.reported_done` reads "I fixed the tap" / "תיקנתי את הברז" (first person), and `task_complete` reads
"עשיתי את X" (with "את"). Here someone else did it (a third person's past tense: "סידר", "תיקנה", "fixed"), or the
user did a thing said without its article ("עשיתי בדיקות דם"). Alone, either is news; with a closing sentence that
marks it ("תסמני שבוצע", "אפשר לסמן", "mark it done": task_words.closing_report) it names the task that is done.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, tidy
from memo.planning.rules.task_implied import _EN_PAST, _done_object
from memo.planning.rules.task_words import CLOSED, HE, OTHER_THING, closing_report, core, has_task_noun, target

# A third person's past tense (he, she, they) -> the task's infinitive.
_HE_THIRD: dict[str, str] = {
    verb: inf
    for inf, forms in {
        "לסדר": ("סידר", "סידרה", "סידרו", "סדר", "סדרה"), "לתקן": ("תיקן", "תיקנה", "תיקנו", "תקן", "תקנה"),
        "להחליף": ("החליף", "החליפה", "החליפו"), "להתקין": ("התקין", "התקינה", "התקינו"),
        "להביא": ("הביא", "הביאה", "הביאו"), "לאסוף": ("אסף", "אספה", "אספו"), "לשלם": ("שילם", "שילמה", "שילמו"),
        "לשלוח": ("שלח", "שלחה", "שלחו"), "להחזיר": ("החזיר", "החזירה", "החזירו"), "לנקות": ("ניקה", "ניקתה", "ניקו"),
        "לבדוק": ("בדק", "בדקה", "בדקו"), "לחדש": ("חידש", "חידשה", "חידשו"), "להזמין": ("הזמין", "הזמינה", "הזמינו"),
        "לטפל": ("טיפל", "טיפלה", "טיפלו"), "לפנות": ("פינה", "פינתה", "פינו"), "לצבוע": ("צבע", "צבעה", "צבעו"),
        "לחבר": ("חיבר", "חיברה", "חיברו"), "להוציא": ("הוציא", "הוציאה", "הוציאו"), "לקחת": ("לקח", "לקחה", "לקחו"),
        "להעביר": ("העביר", "העבירה", "העבירו"), "לחתום": ("חתם", "חתמה", "חתמו"), "לרסס": ("ריסס", "ריססה", "ריססו"),
    }.items()
    for verb in forms
}
_HE_VERB = "|".join(sorted(_HE_THIRD, key=len, reverse=True))
# Who did it, then (after "came and", "היה פה ו") what they did: "the plumber came and fixed the tap".
_HE_OTHER = re.compile(rf"^(?P<who>(?:[{HE}\"'\w-]+\s+){{1,4}}?)(?:(?:היה|הייתה|היתה|היו|בא|באה|באו|הגיע|הגיעה|הגיעו)"
                       rf"\s+(?:(?:פה|כאן|היום|הבוקר|אתמול)\s+)*ו)?(?P<verb>{_HE_VERB})(?![{HE}])\s*(?P<x>.*)$")
_EN_PAST_ALT = "|".join(re.escape(p).replace(r"\ ", r"\s+") for p in sorted(_EN_PAST, key=len, reverse=True))
_EN_OTHER = re.compile(
    r"^(?P<who>(?i:the|my|our|a|an)\s+\w+(?:\s+\w+)?|[A-Z]\w+)\s+"
    r"(?:(?:came|was|were|stopped)\s+(?:by|over|here|in|round)?\s*(?:today|this\s+morning|earlier)?\s*and\s+)?"
    r"(?:(?:finally|already|just)\s+)?(?P<verb>" + _EN_PAST_ALT + r"|installed|serviced)\b\s*(?P<x>.*)$")
# The user's own "עשיתי" with what was done said without "את": "עשיתי בדיקות דם", "עשיתי קניות לשבת".
_DID_BARE = re.compile(rf"^(?:(?:כבר|סוף\s+סוף|בדיוק|היום|הבוקר)\s+)*עשיתי\s+(?!את(?![{HE}]))(?P<x>[{HE}].*)$")
# What a report ends on that names no task: a cheer, "finally", a polite word left of an emoji.
_TAIL = re.compile(r"(?:[\s,.!]+(?:סוף\s+סוף|סו\"ס|בבקשה|תודה|please|finally|at\s+last|yay|lol|חחח+))+[\s,.!]*$",
                   re.IGNORECASE)
# Who did it may not be the user, and nothing said before the verb may deny or doubt it ("לא", "עוד לא", "אולי").
_PEOPLE = re.compile(rf"^(?:i|we|you|u|אני|אנחנו|את|אתה)(?![\w{HE}])|(?<![\w{HE}])(?:לא|עוד|אולי|אם|כש\S*|not|never"
                     rf"|if|when)(?![\w{HE}])", re.IGNORECASE)


# A unit's number or letter in who did it ("הדייר מ-3", "השוכר ב2B"): who it was is part of which task.
_MARKED_ONE = re.compile(r"\d|[A-Za-z]")


def _task_words(report: str) -> str | None:
    """The task a report of someone else's doing (or of "עשיתי" without "את") names, or None."""
    report = _TAIL.sub("", report.strip())
    found = _HE_OTHER.match(report)
    if found is not None and not _PEOPLE.search(found.group("who")):
        what = _done_object(found.group("x"))
        if what and _MARKED_ONE.search(found.group("who")):
            # "השוכר ב2B שילם את נובמבר": which of many alike (a flat, a unit) is said by who did it
            who = re.sub(r"(?:\s+(?:כבר|סוף\s+סוף|היום|הבוקר|אתמול))+$", "", found.group("who").strip())
            return f"{who} {_HE_THIRD[found.group('verb')]} {what}"
        return f"{_HE_THIRD[found.group('verb')]} {what}" if what else None
    found = _EN_OTHER.match(report)
    if found is not None and not _PEOPLE.search(found.group("who")):
        verb = re.sub(r"\s+", " ", found.group("verb").casefold())
        base = {"installed": "install", "serviced": "service"}.get(verb) or _EN_PAST[verb]
        what = _done_object(found.group("x"))
        return f"{base} {what}" if what else None
    found = _DID_BARE.match(report)
    return _done_object(found.group("x")) or None if found is not None else None


@grammar
def done_and_marked(ctx: RuleContext) -> Intent | None:
    if "?" in ctx.text:
        return None
    report = closing_report(core(ctx))
    if report is None:
        return None
    what = _task_words(report)
    if not what or (OTHER_THING.search(what) and not has_task_noun(what)):
        return None
    found = target(ctx, tidy(what))
    if found is None:
        return None
    return Intent("database", "complete", {"operation": "complete", **found.args}, CLOSED, notes=["reported_done"],
                  entity="task")
