"""Updating a note (`second-brain / update`): the note named and its new text, or the new fact and a request to fix
the note it changes.

* "update the note about the gate: code is 5555", "תעדכני את הפתק על בעל הבית: טלפון חדש 052...": the note by its
  subject, the new text after a colon, a dash or "to say".
* "update my note: dana's new address is 14 herzl st", "עדכני את הפתק: הקוד של השער 4321": the new fact after a colon;
  the note is found by the fact's own subject ("new" left out: the note holds the old value).
* "building code changed, its 7731 now - fix my note", "dana's new number is 052-9988776 update it", "update that
  the gate code is now 5555", "תעדכני שהמידה של נועה עכשיו 32": the new fact first or as a clause. Only facts people
  keep with a value; a new clock time, a meeting, a list or an alarm is another tool's change.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, tidy
from memo.planning.rules.notes import _EVENTS, _is_fact_key, _keywords, _whole, core
from memo.planning.rules.notes_digits import digits_said

_UPDATE = [re.compile(p, re.IGNORECASE | re.DOTALL) for p in (
    r"^(?:update|change|edit|correct|fix|rewrite)\s+(?:the|my|that)\s+(?:saved\s+)?(?:note|idea|fact)\s+(?:about|on|for"
    r"|regarding|re|with)\s+(?P<q>[^:]+?)\s*(?::|\s-\s|\s+to\s+(?:say|read|be)\b:?)\s*(?P<x>.*)$",
    r"^(?:update|change|edit|correct|fix)\s+(?:the|my|that)\s+(?:saved\s+)?(?:note|idea|fact)\s+(?:about|on|for|regarding"
    r"|re|with)\s+(?P<q>.+?)\s+to\s+(?P<x>.+)$",
    r"^(?:תעדכן|תעדכני|עדכן|עדכני|תשנה|תשני|שנה|שני|תתקן|תתקני)\s+(?:את\s+)?ה?(?:פתק|רעיון|הערה)\s+(?:על|לגבי|של|בנושא|עם)"
    r"\s+(?P<q>[^:]+?)\s*(?::|\s-\s|\s+(?:כך\s+)?ש(?:יהיה|יגיד)\s*:?)\s*(?P<x>.*)$",
    # Either language's words, the new text after a comma: "update the note על בעל הבית, new phone 052-7719034",
    # "תעדכני את ה-note about the landlord, new phone ...". Tried last, so a colon still separates first.
    r"^(?:update|change|edit|correct|fix|תעדכן|תעדכני|עדכן|עדכני|תשנה|תשני|תתקן|תתקני)\s+(?:the\s+|my\s+|that\s+|את\s+)?"
    r"(?:saved\s+)?(?:ה-?)?(?:note|idea|fact|פתק|רעיון|הערה)\s+(?:about|on|for|regarding|re|with|על|לגבי|של|בנושא|עם)"
    r"\s+(?P<q>[^,:]+?)\s*,\s*(?P<x>\S.*)$",
)]


_UPDATE_VERB_EN = r"(?:update|change|edit|correct|fix)"
_UPDATE_VERB_HE = r"(?:תעדכן|תעדכני|עדכן|עדכני|תשנה|תשני|תתקן|תתקני|תקן|תקני)"
# The new fact first, the request after it: "building code changed, its 7731 now - fix my note".
# "update it in his note", "תעדכן את זה בפתק שלו": whose note it is, the person the fact is about.
_LEAD_UPDATE = r"(?:(?:update|correction|עדכון|תיקון)\s*[:\-–]\s*)?"
_UPDATE_AFTER = re.compile(
    rf"^{_LEAD_UPDATE}(?P<x>.+?)[\s,.;:!\-–]+(?:(?:pls|please|so|can you|could you|can u)\s+)?{_UPDATE_VERB_EN}\s+"
    r"(?:(?:it|that|this)\s+in\s+)?(?:the|my|that|his|her|their)\s+"
    r"(?:saved\s+)?(?:note|notes|idea|fact)(?:\s+(?:about|on|for)\s+(?P<q>.+?))?(?:\s+(?:pls|please|thanks))?\s*[.!]*$"
    rf"|^{_LEAD_UPDATE}(?P<x_he>.+?)[\s,.;:!\-–]+(?:בבקשה\s+)?{_UPDATE_VERB_HE}\s+(?:לי\s+)?(?:(?:את\s+זה|אותו|אותה)\s+)?"
    r"(?:את\s+|ב)?ה?\s?(?:פתק|הערה|note)(?:\s+(?:שלו|שלה|שלהם|שלהן))?"
    r"(?:\s+(?:על|לגבי|של)\s+(?P<q_he>.+?))?(?:\s+בבקשה)?\s*[.!]*$", re.IGNORECASE | re.DOTALL)
_NOTE_AT_END = re.compile(r"(?:note|notes|idea|fact|פתק|הערה)(?:\s+\S+){0,6}\s*[.!]*$", re.IGNORECASE)
# "update that the gate code is now 5555", "תעדכני שהמידה של נועה עכשיו 32": the new fact as a clause.
_UPDATE_THAT = re.compile(
    rf"^(?:{_UPDATE_VERB_EN}\s+(?:in\s+)?(?:my\s+notes\s+)?that\s+(?P<x>.+)"
    rf"|{_UPDATE_VERB_HE}\s+(?:לי\s+)?(?:בפתקים\s+|בפתק\s+)?ש(?P<x_he>\S.+))$", re.IGNORECASE | re.DOTALL)
# "update my note: dana's new address is 14 herzl st", "עדכני את הפתק: הקוד של השער 4321": the new fact after a colon,
# the note it changes named by the fact's own subject.
_UPDATE_COLON = re.compile(
    rf"^(?:{_UPDATE_VERB_EN}\s+(?:my|the|that|in\s+my)\s+(?:saved\s+)?notes?|{_UPDATE_VERB_HE}\s+(?:לי\s+)?(?:את\s+)?"
    r"(?:ב|ה)?\s?-?(?:פתק|פתקים|הערה|note)(?:\s+שלי)?)\s*[:\-–]\s*(?P<x>\S.*)$", re.IGNORECASE | re.DOTALL)
# The new fact, then "update it": "dana's new number is 052-9988776 update it", "הקוד של השער 5555 עכשיו, תעדכני".
_UPDATE_IT = re.compile(
    rf"^(?P<x>.+?)[\s,.;:!\-–]+(?:(?:pls|please|so|and)\s+)?{_UPDATE_VERB_EN}\s+(?:it|that|this)(?:\s+(?:pls|please"
    r"|in\s+(?:my|the)\s+notes|thanks))*\s*[.!]*$"
    rf"|^(?P<x_he>.+?)[\s,.;:!\-–]+(?:בבקשה\s+|ו)?{_UPDATE_VERB_HE}(?:\s+(?:את\s+זה|אותו|אותה|בבקשה|בפתקים|לי))*\s*[.!]*$",
    re.IGNORECASE | re.DOTALL)
_UPDATE_NEAR_END = re.compile(rf"{_UPDATE_VERB_EN}|{_UPDATE_VERB_HE}", re.IGNORECASE)
# Things whose value is an hour: a new value for them is a reminder's or a setting's change, never a note's.
_CLOCK_THINGS = re.compile(r"\b(?:alarm|reminders?|tasks?|summary|brief|digest)\b|(?<![\u05D0-\u05EA])(?:ה?שעון"
                           r"|ה?תזכורת|ה?משימה|ה?סיכום)(?![\u05D0-\u05EA])", re.IGNORECASE)
# What the new fact is about: the words before its verb ("the building code" of "the building code
# changed, it's 7731 now"), so the note found is the one about that.
_ABOUT = re.compile(r"^(?P<key>.+?)\s+(?:has\s+changed|changed|is\s+now|are\s+now|is|are|now|was|=|עכשיו|השתנה|השתנתה"
                    r"|הוא|היא|זה|זו|הם|הן|עבר|עברה)(?![\w\u05D0-\u05EA])", re.IGNORECASE)


# "new" in "dana's new address" says it changed; the note to find holds the old one.
_NEW = re.compile(r"\bnew\s+|\s+(?:ה)?חדש(?:ה)?(?![\u05D0-\u05EA])", re.IGNORECASE)

# A numbered place, and its new number as the whole value: "the hotel room changed to 1408", "החדר במלון השתנה ל-1408".
# A room's number may look like an hour ("1408"), but a room has no hour.
_NUMBERED = re.compile(r"\b(?:room|suite|cabin|seat|locker|apartment|apt|flat|unit|platform|terminal|desk|extension)\b"
                       r"|(?<![\u05D0-\u05EA])(?:ה|ב|של\s+ה)?(?:חדר|סוויטה|מושב|לוקר|ארונית|דירה|רציף|טרמינל|שלוחה|תא)"
                       r"(?![\u05D0-\u05EA])(?!\s+(?:ה)?(?:כושר|ישיבות|אוכל|הרצאות))", re.IGNORECASE)
_NUMBER_LAST = re.compile(r"(?:\bto|\bis(?:\s+now)?|(?<![\u05D0-\u05EA])ל|(?<![\u05D0-\u05EA])עכשיו)\s*-?\s*"
                          r"(?:#\s*)?\d{2,5}\s*[.!]*$", re.IGNORECASE)

ROOM_NUMBER = 0.92  # above a reminder's update reading the number as its new hour (0.9)


def _room_number(new: str) -> bool:
    """Whether `new` gives a numbered place its new number ("החדר במלון השתנה ל-1408"), not a new hour."""
    key = _ABOUT.match(new.strip())
    return bool(key and _NUMBERED.search(key.group("key")) and _NUMBER_LAST.search(new))


def _changed(ctx: RuleContext, new: str, about: str | None, clock_ok: bool = False) -> Intent | None:
    new = tidy(new)
    if _EVENTS.search(new) or re.search(r"\blist\b|רשימ", new, re.IGNORECASE):
        return None  # "update that the meeting moved to 5" is the calendar's
    when = ctx.time
    if not clock_ok and when is not None and when.when is not None and when.date_only is None and not when.all_day:
        return None  # a new clock time is a reminder's or an event's change
    key = _ABOUT.match(new)
    # Without a verb the value ends the fact ("הקוד של השער 4321"): the note is found by what comes before it.
    subject = key.group("key") if key else re.sub(r"\s+\S*\d\S*$", "", new)
    query = _keywords(_NEW.sub("", about or subject))
    return Intent("second-brain", "update", {"operation": "update", "query": query, "text": new}, 0.9, entity="note")


# The new value, then "update my PBs", "update what I saved", "תעדכני את מה ששמרתי", "תעדכני את השיאים שלי": the note
# named by what the user calls it, or by "what I saved". Only with a value (a digit) before it.
_UPDATE_MINE = re.compile(
    rf"^{_LEAD_UPDATE}(?P<x>.+?)[\s,.;:!\-–]+(?:(?:pls|please|so|and|can\s+(?:you|u))\s+)*{_UPDATE_VERB_EN}\s+"
    r"(?:(?P<saved>what\s+i\s+(?:saved|told\s+you|gave\s+you|wrote(?:\s+down)?|noted)(?:\s+(?:about|on)\s+(?P<on>.+?))?"
    r"|it\s+in\s+my\s+notes)|(?:my|our)\s+(?!(?:saved\s+)?(?:notes?|ideas?|facts?)\b)(?P<q>[\w'-]+(?:\s+[\w'-]+){0,2}))(?:\s+(?:pls|please|thanks))?\s*[.!]*$"
    rf"|^{_LEAD_UPDATE}(?P<x_he>.+?)[\s,.;:!\-–]+(?:בבקשה\s+|ו)?{_UPDATE_VERB_HE}\s+(?:לי\s+)?(?:את\s+)?"
    r"(?:(?P<saved_he>מה\s+ש(?:שמרתי|רשמתי|כתבתי|אמרתי\s+לך|נתתי\s+לך)(?:\s+לך)?(?:\s+(?:על|לגבי)\s+(?P<on_he>.+?))?)"
    r"|ה(?P<q_he>[\u05D0-\u05EA]+(?:\s+[\u05D0-\u05EA]+)?)\s+(?:שלי|שלנו))(?:\s+בבקשה)?\s*[.!]*$",
    re.IGNORECASE | re.DOTALL)
# What "update my X" names that is no note: the calendar, the settings, the user's profile.
_NOT_A_NOTE = re.compile(r"\b(?:calendar|schedule|settings?|profile|status|app|bio|timezone|time\s+zone|language"
                         r"|location|plans?)\b|(?<![\u05D0-\u05EA])(?:יומן|הגדרות|פרופיל|סטטוס|תוכניות)(?![\u05D0-\u05EA])",
                         re.IGNORECASE)
# Results, measures and doses, whose new value may look like a clock time ("10k 46:55").
_RESULTS = re.compile(r"\b(?:pbs?|prs?|personal\s+(?:bests?|records?)|records?|times|splits|paces?|results|scores"
                      r"|lifts|maxes)\b|(?<![\u05D0-\u05EA])(?:שיא|שיאים|תוצאות|זמנים)(?![\u05D0-\u05EA])",
                      re.IGNORECASE)


def _update_mine(ctx: RuleContext, text: str) -> Intent | None:
    """ "NEW 10K PB 46:55, update my PBs", "..., תעדכני את מה ששמרתי": the new value, then the note it changes."""
    m = _UPDATE_MINE.match(text)
    if m is None:
        return None
    g = {k: v for k, v in m.groupdict().items() if v}
    new, about = g.get("x") or g.get("x_he") or "", g.get("q") or g.get("q_he")
    # "46:55 🏃‍♀️": the emoji is the mood, not part of the value.
    new = re.sub(r"[\s\U0001F300-\U0001FAFF\u2600-\u27BF\u200d\ufe0f]+$", "", new)
    if not re.search(r"\d", new) or (about and (_EVENTS.search(about) or _NOT_A_NOTE.search(about)
                                               or _CLOCK_THINGS.search(about))):
        return None
    saved = bool(g.get("saved") or g.get("saved_he"))
    return _changed(ctx, new, about or g.get("on") or g.get("on_he"),
                    clock_ok=saved or bool(_RESULTS.search(f"{new} {about or ''}")))


@grammar
def update_note(ctx: RuleContext) -> Intent | None:
    text = core(ctx.text)
    if (mine := _update_mine(ctx, text)) is not None:
        return mine
    for pattern in _UPDATE:
        m = pattern.match(text)
        if m:
            query, new_text = _keywords(m.group("q")), tidy(_whole(ctx, text, m.group("x")))
            missing = [name for name, value in (("query", query), ("text", new_text)) if not value]
            return Intent("second-brain", "update", {"operation": "update", "query": query, "text": new_text}, 0.93,
                          missing=missing, entity="note")
    # The number as typed: the time reading has already made "ל-1408" into "ל-14:08" in the message's text.
    if (m := _UPDATE_THAT.match(core(ctx.raw.strip()))) and _room_number(new := m.group("x") or m.group("x_he") or ""):
        found = _changed(ctx, new, None, clock_ok=True)
        if found is not None:
            found.confidence = ROOM_NUMBER
            return found
    asks_after = _NOTE_AT_END.search(text, max(0, len(text) - 60))  # the cheap test before the long pattern
    m = (_UPDATE_AFTER.match(text) if asks_after else None) or _UPDATE_THAT.match(text) or _UPDATE_COLON.match(text)
    if m:
        groups = m.groupdict()
        return _changed(ctx, groups.get("x") or groups.get("x_he") or "", groups.get("q") or groups.get("q_he"))
    # The cheap test first: an update verb near the end.
    m = _UPDATE_IT.match(text) if _UPDATE_NEAR_END.search(text, max(0, len(text) - 60)) else None
    new = digits_said((m.group("x") or m.group("x_he") or "") if m else "")
    # Only a kept kind of fact with its value: "the meeting is at 5 now, update it" is the calendar's, "the alarm
    # changed to 7, update it" a reminder's.
    key = _ABOUT.match(new)
    if (new and re.search(r"\d", new) and key and _is_fact_key(_NEW.sub("", key.group("key")))
            and not _CLOCK_THINGS.search(key.group("key"))):
        return _changed(ctx, new, None)
    return None
