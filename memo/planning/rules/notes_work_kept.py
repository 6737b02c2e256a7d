"""Ideas and identifiers of the user's own work, told to keep (`second-brain / store`):

* An idea named by its kind before "idea": "paper idea: using model uncertainty to find mislabelled scans", "grant
  idea - a shared annotation tool", "remember, startup idea: ...". The kind is a noun ("paper", "grant"); a judgement
  ("good idea: let's go", "bad idea - ...") answers something said before and keeps nothing.
* An idea for something, and the idea itself as an action: "רעיון למאמר להשוות הוראה היברידית לפני ואחרי הקורונה",
  "idea for a paper comparing hybrid and frontal teaching". notes_changes.idea_for reads it with a colon; without one,
  only an action (a Hebrew infinitive, an English "-ing" word) with two more words after it says the idea, where
  "רעיון למתנה לאמא" alone may be a request for one.
* The user's own identifier, a long number in groups: "my ORCID is 0000-0002-1825-0097", "our grant number is
  3-1192-22", "ה-ORCID שלי הוא 0000-...". notes.store_note keeps only kinds of facts it knows ("my passport number");
  a value of six digits or more in one code says it is an identifier whatever it is called.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.notes import _EVENTS, _store, core
from memo.planning.rules.notes_changes import _INFINITIVE_HE, STATED

_HE = r"\u05D0-\u05EA"
_E = rf"(?![\w{_HE}])"

# "remember," / "note," before what to keep: the comma only opens it.
_LEAD = re.compile(r"^(?:remember|don'?t\s+forget|note|save\s+this|זכרי|תזכרי|תזכור)\s*,\s*", re.IGNORECASE)

# ---------------------------------------------------------------- an idea named by its kind

# What judges an idea rather than naming its kind: "good idea: ...", "no idea - ...".
_JUDGED = (r"good|great|bad|nice|cool|brilliant|awesome|amazing|terrible|stupid|dumb|crazy|wild|interesting|best"
           r"|worst|better|no|any|what|which|whose|that|this|the|same|main|whole|big|genius|smart|fun|funny|weird")
_KIND_IDEA_EN = re.compile(
    rf"^(?:(?:a|an|my|new|another)\s+)?(?!(?:{_JUDGED})\b)[a-z][\w'-]*(?:\s+(?!(?:{_JUDGED})\b)[a-z][\w'-]*)?\s+ideas?"
    r"\s*(?::|\s-|-\s|\s–)\s*(?P<x>\S.{5,})$", re.IGNORECASE | re.DOTALL)
# Extra Hebrew actions of research and teaching, beside the everyday ones notes_changes knows.
_WORK_INFINITIVE_HE = (r"להשוות|לחקור|לבחון|לנתח|למדוד|לפתח|להשתמש|לפרסם|להגיש|לסקור|לאמן|לשפר|ליישם|להעריך|לשחזר"
                       r"|לאפיין|לתעד|לזהות|למפות|לראיין|לסכם|לבנות")
_IDEA_FOR_ACTION_HE = re.compile(
    rf"^(?:יש\s+לי\s+|עלה\s+לי\s+)?רעיון\s+(?:ל|בשביל\s+ה?)[{_HE}\"'-]+(?:\s+(?:ה|ל|על\s+)?[{_HE}\"'-]+)?\s+"
    rf"(?:{_INFINITIVE_HE}|{_WORK_INFINITIVE_HE}){_E}(?:\s+\S+){{2,}}$")
_IDEA_FOR_ACTION_EN = re.compile(
    r"^(?:(?:i\s+(?:have|had|got)\s+)?(?:an?\s+|new\s+|another\s+)?)idea\s+for\s+(?:an?\s+|the\s+|my\s+|our\s+)?"
    r"[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?\s+(?!(?:during|morning|evening|something|nothing|anything|thing|bring)\b)"
    r"[a-z]{2,}ing\s+\S+(?:\s+\S+)+$", re.IGNORECASE)

# ---------------------------------------------------------------- the user's own identifier

# Groups of digits ("0000-0002-1825-0097", "3-1192-22"), an ORCID's last "X", a short prefix of letters ("ISF-1192/22").
_ID_VALUE = r"(?P<val>(?:[A-Z]{1,5}[-\s]?)?\d[\d\s./-]{4,30}[\dX])"
_OWN_ID_EN = re.compile(
    rf"^(?:my|our)\s+(?P<key>[\w'-]+(?:\s+[\w'-]+){{0,3}}?)\s+(?:is|=|:)\s*:?\s*{_ID_VALUE}\s*[.!]*$", re.IGNORECASE)
_OWN_ID_HE = re.compile(
    rf"^(?P<key>(?:מספר\s+)?ה?-?\s?[\w{_HE}\"'-]+(?:\s+[\w{_HE}\"'-]+){{0,2}}?)\s+(?:שלי|שלנו)\s+(?:(?:הוא|היא|זה)\s+)?"
    rf":?\s*{_ID_VALUE}\s*[.!]*$")


def _digits(value: str) -> int:
    return sum(ch.isdigit() for ch in value)


def _idea(text: str) -> Intent | None:
    if _KIND_IDEA_EN.match(text) or _IDEA_FOR_ACTION_HE.match(text) or _IDEA_FOR_ACTION_EN.match(text):
        return _store(text, "idea", STATED)
    return None


@grammar
def work_kept(ctx: RuleContext) -> Intent | None:
    """ "paper idea: ...", "רעיון למאמר להשוות ...", "my ORCID is 0000-0002-1825-0097": to keep."""
    text = core(ctx.text).strip()
    if len(text) > 300 or text.endswith("?") or re.search(r"\blist\b|רשימ", text, re.IGNORECASE):
        return None
    text = _LEAD.sub("", text)
    found = _idea(text.rstrip(" .!"))
    if found is not None:
        return found
    # Read as typed: the time words' reading turns digit groups into clock times ("0000-0002" as "00:00-00:02").
    raw = _LEAD.sub("", core(ctx.raw).strip())
    m = _OWN_ID_EN.match(raw) or _OWN_ID_HE.match(raw)
    # Six digits at least: "my score is 95" or "my room is 214" is no identifier; a clock or a date has fewer.
    if m and _digits(m.group("val")) >= 6 and not _EVENTS.search(m.group("key")):
        return _store(raw, "fact", 0.85)
    return None
