"""A kept detail jotted as a bare noun phrase, and the same detail asked with only a question mark.

* Its value after it, no verb: "מידה של איתי במכנסיים 8", "מידת נעליים של נועה 31", "הקוד לכספת 4471". Hebrew puts
  the kind of detail first (a code, a password, a size), whose or which one it is after it, and the value last: a
  fact to keep. With "new" right after the kind ("קוד חדש לשער 7730", "סיסמה חדשה לוויפי dekel26") the value
  replaces one kept before: an update of that note. "new" after the place ("הקוד לבניין החדש 4471") only says which
  building.
* Asked with nothing but a question mark: "מידת טבעת של שירי?", "אלרגיות של יונתן?", "shiri's ring size?",
  "jonathan's allergies?". A person's sizes and allergies are the user's own notes, never general knowledge. Without
  the question mark a Hebrew phrase is only a heading ("אלרגיות של יונתן" may start a note), unless "מה" opens it.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, tidy
from memo.planning.rules.notes import _keywords, _store, core

_HE = r"\u05D0-\u05EA"
TERSE = 0.84  # a fact with no verb of saving: below any tool grammar that reads a command in it
CHANGED = 0.86
ASKED = 0.86

# The kinds of detail whose value is written after them.
_KIND_HE = r"(?:ה)?(?P<kind>קוד|קודן|סיסמה|סיסמא|סיסמת|פין|מידה|מידת|מידות)"
_NEW_HE = r"(?P<new>\s+(?:ה)?חדש(?:ה)?)"
# Whose or which: up to five words, none of them a verb or a time word that makes the phrase a request or an event.
_NOT_WHICH_HE = (r"(?:הוא|היא|זה|זו|השתנה|השתנתה|התחלף|התחלפה|עכשיו|כבר|לא|במקום|מחר|היום|תזכיר\S*|תרשמ\S*|תשמר\S*"
                 r"|תעדכנ\S*|תמחק\S*|תוסיפ\S*|צריך|צריכה)")
_WHICH_HE = rf"(?P<which>(?:\s+(?!{_NOT_WHICH_HE}(?![{_HE}]))[{_HE}\w\"'-]+){{1,5}}?)"
_VALUE = r"(?P<value>[\w\-+./#*]*\d[\w\-+./#*]*)"
_JOTTED_HE = re.compile(rf"^{_KIND_HE}{_NEW_HE}?{_WHICH_HE}\s*[:\-]?\s*{_VALUE}(?:\s*[,;]\s*[^?]*)?$")

# A person's own details, asked about.
_DETAIL_HE = (r"(?:ה)?(?:מידה|מידת|מידות|אלרגיות|אלרגיה|רגישויות|יום\s+(?:ה)?הולדת|תאריך\s+(?:ה)?לידה"
              r"|מספר\s+(?:ה)?נעליים|ת\"ז|מספר\s+(?:ה)?זהות|סוג\s+(?:ה)?דם)")
_PERSON_HE = rf"(?!(?:מי|זה|זו|זאת|כולם|מישהו)(?![{_HE}]))[{_HE}][{_HE}'\"-]+(?:\s+[{_HE}][{_HE}'\"-]+)?"
_ASKED_HE = re.compile(rf"^(?P<what>מה|מהי|מהן|מהם)?\s*(?P<q>{_DETAIL_HE}(?:\s+(?:ה)?[{_HE}]+)?\s+של\s+{_PERSON_HE})"
                       rf"(?:\s+שוב)?\s*(?P<mark>\?+)?$")
_DETAIL_EN = (r"(?:(?:ring|shoe|pants|trouser|jeans|shirt|t-shirt|dress|bra|hat|glove|coat|jacket|diaper|nappy|bike)"
              r"\s+)?size|allergies|allergy|blood\s+type|id\s+number|birthday|date\s+of\s+birth")
_NOT_PERSON_EN = r"(?:what|whats|what's|who|the|a|an|your|his|her|their|this|that|any|new|is|are)\b"
_ASKED_EN = re.compile(rf"^(?P<q>(?:my|our|(?!{_NOT_PERSON_EN})[a-z]+(?:'s|s'|s)?)\s+(?:{_DETAIL_EN}))(?:\s+again)?"
                       r"\s*\?+$", re.IGNORECASE)


@grammar
def jotted_value(ctx: RuleContext) -> Intent | None:
    """ "מידה של איתי במכנסיים 8" kept; "קוד חדש לשער 7730" replaces the code kept for the gate."""
    text = core(ctx.text).strip()
    if len(text) > 120 or "?" in text:
        return None
    m = _JOTTED_HE.match(text)
    if m is None:
        return None
    if m["new"]:
        about = _keywords(" ".join(f"{m['kind']} {m['which']}".split()))
        return Intent("second-brain", "update", {"operation": "update", "query": about, "text": tidy(text)},
                      CHANGED, entity="note")
    return _store(text, "fact", TERSE)


@grammar
def detail_asked(ctx: RuleContext) -> Intent | None:
    """ "מידת טבעת של שירי?", "אלרגיות של יונתן?", "jonathan's allergies?": a search of the user's notes."""
    text = core(ctx.text).strip()
    if len(text) > 80:
        return None
    m = _ASKED_HE.match(text)
    if m and (m["what"] or m["mark"]):
        query = m["q"]
    elif m2 := _ASKED_EN.match(text):
        query = re.sub(r"^(?:my|our)\s+", "", m2["q"], flags=re.IGNORECASE)
    else:
        return None
    return Intent("second-brain", "search", {"operation": "search", "query": _keywords(query)}, ASKED, entity="note")
