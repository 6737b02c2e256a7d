"""How a mail command is worded, read before the mail grammars: a second request, and an email's age.

A second request after a mail command: "archive the emails from dana and remind me to call her", "delete the
emails from amazon and mark the rest as read", "תמחקי את המיילים מדנה ותזכירי לי להתקשר אליה".

The mail grammars read the description of the emails to the end of the message, so the second request would
become search words ("from:dana remind call her") and the first command would run on the wrong emails while the
second is dropped. A command verb after "and" / "then" / a comma, or a Hebrew future verb glued to "ו", marks a
second request: the mail grammar leaves such a message to be asked about.

An age ("older than a month", "from more than 2 weeks ago", "ישנים יותר משבוע") is Gmail's older_than, which the
mailbox search reads; left as words it would be searched for as text and find nothing (or the wrong emails).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from memo.planning.rules.base import Intent, RuleContext

_HE = r"\u05D0-\u05EA"
_VERBS_EN = (r"remind|add|put|book|schedule|set|create|make|text|call|tell|send|write|e-?mail|reply|respond|forward"
             r"|note|save|remember|move|cancel|mark|archive|delete|trash|label|star|unsubscribe|block|check|show|find")
# Hebrew requests in the future form ("ותזכירי", "ואז תוסיף"), the second person's imperative of any verb.
_VERBS_HE = (r"ת(?:זכיר|זכירי|וסיף|וסיפי|קבע|קבעי|שלח|שלחי|כתוב|כתבי|רשום|רשמי|בטל|בטלי|זיז|זיזי|סמן|סמני|ארכב"
             r"|ארכבי|מחק|מחקי|עביר|עבירי|ענה|עני|תייג|תייגי|שמור|שמרי|בדוק|בדקי|ראה|ראי|חסום|חסמי|תקשר|תקשרי)")
AND_ASKS = re.compile(
    rf"(?:\s+(?:and|&|then)|\s*[,;]\s*(?:and\s+)?)\s+(?:(?:then|also|pls|please|can\s+you|could\s+you)\s+)*"
    rf"(?:{_VERBS_EN})\b(?!\s+(?:of|to)\b)"
    rf"|(?<![{_HE}])(?:ו|ואז\s+|וגם\s+|,\s*(?:ו|אז\s+)?){_VERBS_HE}(?![{_HE}])", re.I)


def second_request(text: str) -> bool:
    """`text` asks for something more after its first command ("..., and remind me to ...", "... ותוסיפי ...")."""
    return bool(AND_ASKS.search(text))


_UNITS = {"day": 1, "week": 7, "month": 30, "year": 365, "יום": 1, "ימים": 1, "שבוע": 7, "שבועות": 7, "חודש": 30,
          "חודשים": 30, "שנה": 365}
_COUNT = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "six": 6, "שני": 2, "שלושה": 3}
_AGE = re.compile(
    r"\b(?:that\s+are\s+|which\s+are\s+)?(?P<how>older\s+than|from\s+(?:more\s+than|over)|more\s+than)\s+"
    r"(?P<n>\d{1,3}|an?|one|two|three|four|six)\s+(?P<u>day|week|month|year)s?(?P<ago>\s+ago|\s+old)?\b"
    rf"|(?<![{_HE}])(?:ה)?(?:ישנים|ישנות)\s+(?:יותר\s+)?מ-?(?:(?P<hn>\d{{1,3}}|שני|שלושה)\s+)?"
    rf"(?P<hu>יום|ימים|שבוע|שבועות|חודש|חודשים|שנה)(?![{_HE}])", re.I)


def _age(m: re.Match[str]) -> str:
    if m["u"] and m["how"].lower().startswith("more") and not m["ago"]:
        return m[0]  # "more than 2 days" alone is no age ("... about more than 2 days of leave")
    count, unit = (m["n"], m["u"]) if m["u"] else (m["hn"] or "1", m["hu"])
    n = int(count) if count.isdigit() else _COUNT.get(count.lower(), 1)
    days = n * _UNITS[unit.lower()]
    return f"older_than:{days // 365}y" if days % 365 == 0 else f"older_than:{days}d"


def with_age(ctx: RuleContext) -> RuleContext:
    """The message with an email's age written as Gmail's older_than ("older than a month" -> "older_than:30d")."""
    text = _AGE.sub(_age, ctx.text)
    if text == ctx.text:
        return ctx
    return RuleContext(raw=text, now=ctx.now, language=ctx.language, latest_actions=ctx.latest_actions)


# Why the mail can go, said after the command ("archive the price alerts, already booked, don't need them",
# "תמחקי את המיילים מסקייסקנר, לא צריכה אותם יותר"): no word of which emails. calendar_remarks.py cuts remarks about
# the speaker ("already booked") from the end, so this last clause is cut first.
_NOT_NEEDED = re.compile(
    r"[,.;!]+\s*(?:(?:i|we)\s+)?(?:(?:don'?t|dont|do\s+not|no\s+longer)\s+(?:need|want)|(?:they'?re|theyre|they\s+are|"
    r"it'?s|its)\s+(?:not\s+needed|useless|irrelevant)|not\s+needed|no\s+need\s+for)(?:\s+(?:them|it|those|these|any"
    r"\s*more|anymore|now))*\s*[.!]*\s*$"
    r"|[,.;!]+\s*(?:(?:אני|אנחנו)\s+)?(?:לא\s+(?:צריכה|צריך|צריכים)|אין\s+לי\s+צורך)(?:\s+(?:אותם|אותן|אותו|אותה|את\s+זה"
    r"|בהם|בהן|בו|בה|יותר|כבר))*\s*[.!]*\s*$", re.I)


# The archive asked for, said again against deleting ("move the promo stuff to the archive? not delete, just archive",
# "תעבירי לארכיון, לא למחוק, רק לארכב"): it says how, not which emails, and is cut when the request archives.
_JUST_ARCHIVE = re.compile(
    r"[,.;!?]+\s*(?:but\s+)?(?:not|don'?t|do\s+not|no)\s+(?:delete|trash|remove|deleting|bin)(?:\s+(?:it|them))?"
    r"[\s,;.!-]+(?:just|only|simply)\s+(?:archive|archiving)(?:\s+(?:it|them))?\s*[.!]*\s*$"
    r"|[,.;!?]+\s*(?:אבל\s+)?(?:לא|אל)\s+(?:למחוק|תמחקי|תמחק|לזרוק)(?:\s+(?:אותם|אותן|אותו|אותה))?[\s,;.!-]+"
    r"(?:רק|פשוט)\s+(?:לארכב|לארכיון|להעביר\s+לארכיון|לשמור\s+בארכיון)\s*[.!]*\s*$", re.I)
_ARCHIVES = re.compile(r"archiv|ארכיון|לארכב|תארכב", re.I)


def without_not_needed(ctx: RuleContext) -> RuleContext:
    """The message without a last clause saying its emails are no longer needed ("..., don't need them"), or saying
    again that they are to be archived, not deleted."""
    text = _NOT_NEEDED.sub("", ctx.text)
    if (again := _JUST_ARCHIVE.search(text)) is not None and _ARCHIVES.search(text[:again.start()]):
        text = text[:again.start()]
    if text == ctx.text or not text.strip():
        return ctx
    return RuleContext(raw=text, now=ctx.now, language=ctx.language, latest_actions=ctx.latest_actions)


def read_managed(read: Callable[[RuleContext], Intent | None], ctx: RuleContext) -> Intent | None:
    """A mail command read with its age put as Gmail's and its closing remarks cut; a plan read without "…, not
    delete, just archive" is judged on what it was read from, so the cut "not A, B" does not doubt it."""
    from memo.planning.rules.calendar_remarks import read_without_remark

    plain = without_not_needed(with_age(ctx))
    intent = read_without_remark(read, plain)
    if intent is not None and not intent.read and _JUST_ARCHIVE.search(ctx.text) and not _JUST_ARCHIVE.search(
            plain.text):
        intent.read = plain.text
    return intent
