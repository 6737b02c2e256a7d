"""A role changed hands, and the user names who holds it now (`second-brain / update`): "הגזבר של הוועד התחלף, עכשיו
זה שלומי מדירה 7, תעדכני", "the treasurer of the building committee changed, now it's shlomi from apt 7, update it",
"הגננת של נועה הוחלפה, החדשה זו מיכל".

notes_role_holder reads the same news said with the old name ("..., not Michal"); here the old one goes unnamed, and
"changed" says a note already holds the role. Only roles people fill (a treasurer, a coordinator, a teacher, a
doctor...): "הקוד של השער התחלף, עכשיו זה 4411" is a value (notes_update.py), and a meeting or a clock time is the
calendar's.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, tidy
from memo.planning.rules.notes import _EVENTS, _keywords, core
from memo.planning.rules.notes_changes import _clock
from memo.planning.rules.notes_lookup import _SAID_ROLE_EN, _SAID_ROLE_HE
from memo.planning.rules.notes_switched import _ASK_FIX

CHANGED_HANDS = 0.88  # as notes_role_holder's reading of the same news with the old name said
MAX_CHARS = 200
_HE = r"\u05D0-\u05EA"
_E = rf"(?![\w{_HE}])"

# Roles in a committee, a school, a workplace or a building, beyond the ones who serve the family.
_OFFICE_HE = (r"גזבר|גזברית|יו\"ר|יור|יושב\s+(?:ה)?ראש|יושבת\s+(?:ה)?ראש|מזכיר|מזכירה|נציג|נציגה|רכז|רכזת|אחראי|אחראית"
              r"|ראש\s+(?:ה)?(?:ועד|וועד|מחלקה|צוות|עירייה|מועצה)|אב\s+(?:ה)?בית|מפקד|מפקדת|ספק|ספקית|איש\s+(?:ה)?קשר"
              r"|אשת\s+(?:ה)?קשר|דובר|דוברת|מחנך|מחנכת|מורה|גננת|סייעת|מנהל|מנהלת|מאמן|מאמנת|מדריך|מדריכה|שרת|מתאם|מתאמת")
_OFFICE_EN = (r"treasurer|chair|chairman|chairwoman|chairperson|secretary|coordinator|rep|representative|contact"
              r"|contact\s+person|head|superintendent|super|janitor|caretaker|supplier|spokesperson|homeroom\s+teacher"
              r"|teacher|manager|coach")
_ROLE_HE_ALL = rf"(?:{_OFFICE_HE}|{_SAID_ROLE_HE})"
_ROLE_EN_ALL = rf"(?:{_OFFICE_EN}|{_SAID_ROLE_EN})"

_CHANGED_HE = (r"(?:התחלף|התחלפה|התחלפו|הוחלף|הוחלפה|הוחלפו|השתנה|השתנתה|עזב|עזבה|פרש|פרשה|חדש|חדשה)")
_CHANGED_HE_RE = re.compile(
    # whose or which: "של הוועד", "בבניין", or a construct's noun ("רכזת השכבה")
    rf"^(?P<role>ה?(?:{_ROLE_HE_ALL})(?:\s+(?:של|ב|מ|ל)\s*[{_HE}\"'\w-]+(?:\s+(?!{_CHANGED_HE}{_E})[{_HE}\"'\w-]+)?"
    rf"|\s+ה[{_HE}]{{2,}})?)"
    rf"\s+(?:כבר\s+)?{_CHANGED_HE}{_E}\s*[,.;:\-–]*\s*(?:ו)?(?:אז\s+)?(?:עכשיו\s+|מעכשיו\s+|כעת\s+)?"
    rf"(?:זה|זו|זאת|הוא|היא|ה?חדש\s+(?:זה|הוא)|ה?חדשה\s+(?:זו|זאת|היא))\s+(?:עכשיו\s+)?(?P<new>[^\d,;:.!?][^,;:!?]{{1,40}}?)"
    r"(?:\s+עכשיו)?$")
_CHANGED_EN_RE = re.compile(
    rf"^(?P<role>(?:the|our|my|[a-z]+'s)\s+(?:[\w'-]+\s+){{0,3}}?{_ROLE_EN_ALL}(?:\s+(?:of|for|at|in|on)\s+(?:the\s+|our\s+)?"
    r"[\w'-]+(?:\s+[\w'-]+){0,2}?)?)\s+(?:has\s+|just\s+)*(?:changed|was\s+replaced|got\s+replaced|has\s+been\s+replaced"
    r"|stepped\s+down|left|quit|is\s+new)\s*[,.;:\-–]*\s*(?:and\s+|so\s+)?(?:now\s+)?(?:it'?s|its|it\s+is|the\s+new\s+one"
    r"\s+is|(?:she|he)'?s|(?:she|he)\s+is)\s+(?:now\s+)?(?P<new>[^\d,;:.!?][^,;:!?]{1,40}?)(?:\s+now)?$", re.IGNORECASE)
# "it's now 4411": a value, never someone (notes_update.py reads it); "it's tuesday": a day.
_NOT_SOMEONE = re.compile(r"^(?:\d|(?:sun|mon|tues|wednes|thurs|fri|satur)day\b|tomorrow\b|today\b|מחר|היום|ביום|בשעה)",
                          re.IGNORECASE)


@grammar
def role_changed_hands(ctx: RuleContext) -> Intent | None:
    text = core(ctx.text).strip()
    if len(text) > MAX_CHARS or "?" in text or _clock(ctx):
        return None
    ask = _ASK_FIX.search(text)
    fact = text[:ask.start()].strip() if ask else text.rstrip(" .!")
    m = _CHANGED_HE_RE.match(fact) or _CHANGED_EN_RE.match(fact)
    if m is None:
        return None
    role, new = m.group("role").strip(), tidy(m.group("new"))
    if _EVENTS.search(role) or _NOT_SOMEONE.match(new) or len(new.split()) > 5:
        return None  # "the meeting's coordinator changed, it's at 5 now": the calendar's
    query = _keywords(role)
    if not query:
        return None
    return Intent("second-brain", "update", {"operation": "update", "query": query, "text": f"{role}: {new}"},
                  CHANGED_HANDS, entity="note")
