"""A Hebrew reply to someone named with where they are from: "תעני לרקרוטר מאינטל שאני מאשר", "תעני לדני מוויקס
שאני מגיע". The "מ" word after the person says which one (the place or company); it is no part of the answer.

Someone who speaks for the company and has no name of their own ("the recruiter", "HR", "the rep") wrote from the
company's address: the company is who the email is from. A person's name stays the sender, the company then a word
of the search.
"""

from __future__ import annotations

import re

from memo.planning.rules.task_words import HE

# The company's people who write in its name: recruiters, HR, a representative.
_SPEAKS_FOR = re.compile(r"ה?(?:רקרוטר|רקרוטרית|ריקרוטר|ריקרוטרית|מגייס|מגייסת|גיוס|נציג|נציגה|נציגת|נציגי"
                         r"|hr|משאבי\s+אנוש)")
# "מ" words that say when, not from where ("תעני לדני מחר ש...").
_WHEN = re.compile(r"מ(?:חר|חרתיים|עכשיו|קודם|אתמול|הבוקר|היום|ייד)$")
# Not an email ("למייל מהוועד ש..."): the mail from a sender, read as such by gmail.py.
_MAIL = rf"ה?(?:מייל|מיילים|אימייל|הודעה|הודעות|ניוזלטר|mail|email)(?![\w{HE}])"
_FROM_WHERE = re.compile(rf"^ל(?P<who>(?!(?:י|ו|ה|הם|הן|נו|ך|כם|זה|כולם)\s|{_MAIL})[{HE}A-Za-z][\w{HE}'\"-]+"
                         rf"(?:\s+אנוש)?)\s+מ-?(?P<org>[\w{HE}'\"-]{{2,}})(?=\s+(?:ש(?!ל(?:י|ו|ה|נו|הם|ך)?\s)\S{{2,}}|:))",
                         re.IGNORECASE)


def from_where_he(rest: str) -> tuple[str, str]:
    """`rest` ("לרקרוטר מאינטל שאני ...") with the place dropped, and the place as a word to search by ("", when the
    sender is the company itself, then named in `rest`: "לאינטל שאני ...")."""
    m = _FROM_WHERE.match(rest)
    if m is None or _WHEN.match(f"מ{m['org']}"):
        return rest, ""
    org = re.sub(r"^ה(?=\S{2,})", "", m["org"])
    if _SPEAKS_FOR.fullmatch(m["who"]):
        return f"ל{org}{rest[m.end():]}", ""
    return f"ל{m['who']}{rest[m.end():]}", org
