"""A sender named with when they wrote: "reply to the client who wrote this morning, ...", "תעני ללקוח שכתב לי אתמול
שהדיון זז". The clause says which email is answered (the sender's, of that day); it is not part of the answer.

A morning, noon or evening is searched as its whole day: the mailbox's search knows days, not hours.
"""

from __future__ import annotations

import re
from datetime import datetime

from memo.planning.gmail_query import gmail_query
from memo.planning.rules.gmail_from_where import from_where_he

_WROTE_EN = (r"(?:who|that)\s+(?:wrote|e-?mailed|mailed|messaged|sent|contacted|reached\s+out|got\s+in\s+touch)"
             r"(?:\s+(?:to\s+)?(?:me|us))?(?:\s+(?:an?\s+)?(?:e-?mail|mail|message))?")
_WHEN_EN = (r"(?:this\s+(?:morning|afternoon|evening)|today|earlier(?:\s+today)?|yesterday(?:\s+(?:morning|afternoon"
            r"|evening|night))?|last\s+night|last\s+week|this\s+week|on\s+(?:sun|mon|tues|wednes|thurs|fri|satur)day)")
_TARGET_EN = re.compile(rf"^(?P<who>(?:the\s+|my\s+|our\s+)?[\w'.-]+(?:\s+[\w'.-]+)?)\s+{_WROTE_EN}"
                        rf"(?:\s+(?P<when>{_WHEN_EN}))?$", re.IGNORECASE)
_WROTE_HE = r"ש(?:כתב|כתבה|כתבו|שלח|שלחה|שלחו|פנה|פנתה|פנו)(?:\s+(?:לי|אליי|אלי|לנו|אלינו))?(?:\s+(?:מייל|במייל))?"
_WHEN_HE = r"(?:הבוקר|היום|אתמול(?:\s+(?:בבוקר|בערב|בלילה))?|מוקדם\s+יותר|השבוע|בשבוע\s+שעבר)"
_TARGET_HE = re.compile(rf"^(?P<who>ל\S{{2,}}(?:\s+ה\S+)?)\s+{_WROTE_HE}(?:\s+(?P<when>{_WHEN_HE}))?(?=\s|$)")
# What the mailbox's search reads for each time said.
_AS_DAYS = {"this morning": "today", "this afternoon": "today", "this evening": "today", "earlier": "today",
            "earlier today": "today", "last night": "yesterday", "הבוקר": "today", "היום": "today",
            "מוקדם יותר": "today", "אתמול": "yesterday", "השבוע": "this week", "בשבוע שעבר": "last week"}


def _days(when: str | None, now: datetime) -> str:
    if not when:
        return ""
    said = re.sub(r"\s+", " ", when.strip().lower())
    said = _AS_DAYS.get(said, _AS_DAYS.get(said.split(" ")[0], said) if said.startswith(("yesterday", "אתמול"))
                        else said)
    query = gmail_query(said, now)
    return query if all(term.startswith(("after:", "before:")) for term in query.split()) else ""


def who_wrote_en(target: str, now: datetime) -> tuple[str, str] | None:
    """("the client", "after:2026/11/22") for "the client who wrote this morning"; None for any other target."""
    m = _TARGET_EN.match(target.strip())
    return (m["who"], _days(m["when"], now)) if m else None


def who_wrote_he(rest: str, now: datetime) -> tuple[str, str]:
    """`rest` without the clause of when the sender wrote ("ללקוח שכתב לי הבוקר ש..." -> "ללקוח ש...") or where
    they are from ("לדני מוויקס ש...": gmail_from_where.py), and what that says as a search (the days, the place);
    (`rest`, "") when there is no such clause."""
    rest, place = from_where_he(rest)
    m = _TARGET_HE.match(rest)
    if m is None:
        return rest, place
    return f"{m['who']}{rest[m.end():]}", " ".join(p for p in (place, _days(m["when"], now)) if p)
