"""Someone of the user's changed who serves them, and the user names the new one (`second-brain / update`): "אבא
החליף רופא משפחה, עכשיו זה ד"ר כהן, תעדכני", "my dad switched dentists, it's dr cohen now, update it", "אמא עברה
לרופאת משפחה חדשה, עכשיו זו ד"ר לוי".

notes_switched reads the user's own switch ("I switched doctors, ..."); here the one who switched is a relative or a
name, and the note is found by whom and which role ("אבא רופא משפחה"). The new one must be named: "אבא החליף רופא"
alone, or "אבא החליף את הנורה", changes no kept fact.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.notes import _EVENTS, core
from memo.planning.rules.notes_changes import _clock
from memo.planning.rules.notes_lookup import _ROLE_EN, _ROLE_HE, _SPECIALIST_EN, _SPECIALIST_HE
from memo.planning.rules.notes_switched import _ASK_FIX, MAX_CHARS, _update

_HE = r"\u05D0-\u05EA"
_KIN_EN = (r"(?:my|our)\s+(?:dad|father|mom|mum|mother|parents|wife|husband|partner|son|daughter|kid|kids"
           r"|brother|sister|grandma|grandmother|grandpa|grandfather|granny|aunt|uncle|boyfriend|girlfriend|mother-in-law"
           r"|father-in-law)|the\s+kids|(?-i:[A-Z][a-z]+)(?<!\bWe)(?<!\bThey)(?<!\bHe)(?<!\bShe)")
_SWITCHED_EN = re.compile(
    rf"^(?P<who>{_KIN_EN})\s+(?:just\s+|finally\s+)?(?:switched|changed|swapped|moved\s+to\s+(?:a\s+)?new)\s+"
    rf"(?:(?:his|her|their|the)\s+)?(?P<role>{_ROLE_EN}|{_SPECIALIST_EN})s?\s*[,.;:\-–]+\s*(?:so\s+)?(?:now\s+)?"
    r"(?:it'?s|its|it\s+is|(?:the|his|her|their)\s+new\s+one\s+is|(?:she|he)'?s|(?:she|he)\s+is|now)\s+(?:now\s+)?"
    r"(?P<new>[^,;]{2,40}?)(?:\s+now)?(?:\s*,?\s+(?:and\s+)?(?:not|instead\s+of|no\s+longer)\s+[^,;]{2,40}?)?$",
    re.IGNORECASE)
_KIN_HE = (r"אבא|אמא|סבא|סבתא|אשתי|בעלי|אחי|אחותי|דודה|דוד|חמי|חמותי|ההורים|הילדים|(?:ה)?(?:בן|בת|ילד|ילדה|אח|אחות)"
           r"\s+שלי")
_SWITCHED_HE = re.compile(
    rf"^(?P<who>{_KIN_HE})(?:\s+שלי)?\s+(?:החליף|החליפה|החליפו|עבר|עברה|עברו)\s+(?:את\s+)?(?:ה)?(?:ל)?"
    rf"(?P<role>{_ROLE_HE}|{_SPECIALIST_HE})(?:\s+(?:שלו|שלה|שלהם))?(?:\s+(?:חדש|חדשה))?\s*[,.;:\-–]+\s*(?:ו)?"
    r"(?:עכשיו\s+|מעכשיו\s+)?(?:(?:זה|זו|הוא|היא|ה?חדש\s+(?:זה|הוא)|ה?חדשה\s+(?:זו|היא))\s*)(?:עכשיו\s+)?"
    rf"(?P<new>[^,;]{{2,40}}?)(?:\s+עכשיו)?(?:\s*,?\s+(?:ולא|במקום|כבר\s+לא)\s+[^,;]{{2,40}}?)?$")


@grammar
def someone_switched(ctx: RuleContext) -> Intent | None:
    text = core(ctx.text).strip()
    # A day or a clock time is an appointment's ("..., now it's on Monday"), never who serves them.
    if len(text) > MAX_CHARS or "?" in text or _clock(ctx) or ctx.time is not None:
        return None
    ask = _ASK_FIX.search(text)
    fact = text[:ask.start()].strip() if ask else text.rstrip(" .!")
    if _EVENTS.search(fact):
        return None  # "my dad changed the appointment, it's at 5 now": the calendar's
    m = _SWITCHED_EN.match(fact) or _SWITCHED_HE.match(fact)
    if m is None:
        return None
    who = re.sub(r"^(?:my|our|the)\s+", "", m.group("who"), flags=re.IGNORECASE)
    return _update(f"{who} {m.group('role')}", f"{who} {m.group('role')}: {m.group('new')}")
