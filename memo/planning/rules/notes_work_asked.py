"""The user's own work, asked back or dropped from the notes (`second-brain / search`, `delete`):

* A budget of the user's work, by what it is for: "כמה היה תקציב הנסיעות לכנסים?", "what was the equipment budget in
  the grant", "how much is my travel budget". A budget for travel, equipment, a lab, a grant or a project is the
  user's (or their team's) and only their notes hold it; a state's or a film's budget ("תקציב הביטחון", "the budget of
  avatar") names no such use and stays a general question.
* What someone who read the user's work asked of it: "what did reviewer 2 want on the JASA paper", "what did the
  editor ask for in the revision", "מה ביקש סוקר 2 על המאמר". A reviewer, an editor or an advisor, and a draft, a
  paper or a chapter of the user's: the answer is in what the user kept.
* An idea dropped by its name, the noun last: "forget the hybrid teaching idea, Yael already published it", "scrap
  the podcast idea". notes_delete.delete_note reads the noun first ("forget the idea about ..."); a task grammar would
  look for a reminder called "... idea". Why it is dropped, after a comma, is no part of the name.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.notes import _EVENTS, _keywords, _search, core
from memo.planning.rules.notes_delete import _delete

_HE = r"\u05D0-\u05EA"
_E = rf"(?![\w{_HE}])"

# ---------------------------------------------------------------- a budget of the user's work

_USE_EN = (r"travel|conference|conferences|equipment|lab|research|grant|project|team|hiring|student|students|teaching"
           r"|department|dept|group|course|workshop|postdoc|fieldwork|materials|software|computing|hardware")
_BUDGET_EN = re.compile(
    rf"^(?:how\s+much\s+(?:is|was|'s)|what\s+(?:is|was)|what'?s|whats)\s+(?P<q>(?:the|my|our)\s+(?:(?:{_USE_EN})\s+){{1,2}}"
    r"budget(?:\s+(?:for|in|on|of)\s+(?:the\s+|my\s+|our\s+)?[\w'-]+(?:\s+[\w'-]+)?)?)(?:\s+again)?\s*\??$"
    rf"|^(?:how\s+much\s+(?:is|was|'s)|what\s+(?:is|was)|what'?s|whats)\s+(?P<q2>(?:the|my|our)\s+budget\s+for\s+"
    rf"(?:the\s+|my\s+|our\s+)?(?:{_USE_EN})(?:\s+[\w'-]+)?)(?:\s+again)?\s*\??$", re.IGNORECASE)
_USE_HE = (r"נסיעות|כנסים|כנס|ציוד|מעבדה|המעבדה|מחקר|המחקר|מענק|המענק|פרויקט|הפרויקט|צוות|הצוות|סטודנטים|מלגות|הוראה"
           r"|מחלקה|המחלקה|קבוצה|הקבוצה|קורס|הקורס|סדנה|הסדנה|גיוס|תוכנה|חומרים|מחשוב")
_BUDGET_HE = re.compile(
    rf"^(?:כמה|מה)\s+(?:היה|הוא|זה|יש\s+(?:לי|לנו)\s+ב?)?\s*(?P<q>ה?תקציב\s+ה?(?:{_USE_HE}){_E}"
    rf"(?:\s+(?:ל|ב|של\s+ה?)?[{_HE}\"'-]+){{0,2}}|ה?תקציב\s+(?:שלי|שלנו)(?:\s+(?:ל|ב)[{_HE}\"'-]+){{0,2}})"
    r"(?:\s+שוב)?\s*\??$")

# ---------------------------------------------------------------- what a reader of the user's work asked

_READER_EN = (r"(?:reviewer|referee)s?(?:\s*#?\s*(?:\d|one|two|three|four))?|the\s+(?:reviewers?|referees?|editor|ae"
              r"|associate\s+editor|handling\s+editor|committee|examiner|examiners|panel)"
              r"|(?:my|our|the)\s+(?:advisor|adviser|supervisor|co-?authors?|committee|mentor|pi)")
_WORK_EN = (r"(?:paper|manuscript|draft|chapter|thesis|dissertation|proposal|submission|revision|resubmission|article"
            r"|abstract|grant|review|report|poster|talk|slides)")
_READER_ASKED_EN = re.compile(
    rf"^what\s+did\s+(?P<who>{_READER_EN})\s+(?:want|ask\s+for|ask|request|suggest|say|write|comment|complain|mean"
    r"|think|need)(?:\s+(?:us|me)(?:\s+to\s+(?:change|fix|add|do))?)?\s+(?:on|about|for|in|regarding|re|of)\s+"
    rf"(?P<what>(?:the|my|our)\s+(?:[\w'-]+\s+){{0,3}}?{_WORK_EN}(?:\s+(?:for|to|on)\s+[\w'-]+)?)(?:\s+again)?\s*\??$",
    re.IGNORECASE)
_READER_HE = (r"(?:ה)?(?:סוקר|סוקרת|שופט|שופטת|רפרנט|רפרנטית)(?:\s*(?:\d|ה?ראשון|ה?שני|ה?שלישי|ה?ראשונה|ה?שנייה|ה?שניה"
              r"|ה?שלישית))?|ה(?:סוקרים|שופטים|עורך|עורכת|ועדה|מנחה|בוחן|בוחנת)|(?:ה)?(?:מנחה|מנחה\s+שלי|ועדה\s+שלי)")
_WORK_HE = r"ה?(?:מאמר|טיוטה|פרק|תזה|עבודה|הצעה|הצעת\s+המחקר|הגשה|תיקונים|דו\"ח|פוסטר|הרצאה)"
_READER_ASKED_HE = re.compile(
    rf"^מה\s+(?:רצה|רצתה|רצו|ביקש|ביקשה|ביקשו|אמר|אמרה|אמרו|הציע|הציעה|הציעו|כתב|כתבה|כתבו)\s+(?P<who>{_READER_HE})"
    rf"\s+(?:על\s+|לגבי\s+|ב|ל)(?P<what>{_WORK_HE}(?:\s+(?:ל|ב|של\s+)?-?[\w{_HE}\"'-]+){{0,3}})(?:\s+שוב)?\s*\??$")

# ---------------------------------------------------------------- an idea dropped by its name

_DROP_IDEA = re.compile(
    r"^(?:forget|forget\s+about|drop|scrap|ditch|delete|remove|trash|toss|kill|never\s*mind)\s+(?:the|my|that|this)\s+"
    r"(?P<q>[\w'-]+(?:\s+[\w'-]+){0,4}?)\s+(?:idea|thought)s?(?P<why>\s*[,;.\-–]\s*.{0,120})?\s*[.!]?$",
    re.IGNORECASE | re.DOTALL)


@grammar
def work_asked(ctx: RuleContext) -> Intent | None:
    """ "what did reviewer 2 want on the JASA paper", "כמה היה תקציב הנסיעות?", "forget the hybrid teaching idea"."""
    text = core(ctx.text).strip()
    if len(text) > 200 or re.search(r"\blist\b|רשימ", text, re.IGNORECASE):
        return None
    m = _DROP_IDEA.match(text)
    if m and not _EVENTS.search(m.group("q")):
        # The noun names a note: above a task of that name (0.72) and the calendar's "delete X" (0.93).
        return _delete(_keywords(m.group("q")), 0.95)
    m = _BUDGET_EN.match(text) or _BUDGET_HE.match(text)
    if m:
        # Above the general question (0.72): no one outside the user's work knows their travel budget.
        return _search(m.group("q") or m.group("q2"), 0.85)
    m = _READER_ASKED_EN.match(text) or _READER_ASKED_HE.match(text)
    if m:
        what = re.sub(r"^(?:the|my|our)\s+", "", m.group("what"), flags=re.IGNORECASE)
        return _search(f"{m.group('who')} {what}", 0.85)
    return None
