"""Measurements of someone close, the way a parent or a patient keeps them: a weight, a height, a temperature.

* Kept: "remember baby weight today 5.2kg, length 58cm", "note her height 61cm", "תרשמי משקל של התינוקת היום 5.2
  קילו", "תזכרי גובה 61 ס"מ". A saving verb, the thing measured and a number: a fact to keep
  (`second-brain / store`). Without the colon or the "that" notes.py waits for, nothing else reads it.
* Changed: "update her weight its 5.6 now", "update the baby's weight to 5.6", "עדכני את המשקל שלה, עכשיו 5.6",
  "תעדכן את הגובה שלו ל-90": the kept measurement has a new value (`second-brain / update`).
* Asked: "how much did she weigh at the last checkup", "what was his height at the last visit", "כמה היא שקלה
  בבדיקה האחרונה", "מה היה המשקל שלו בביקור הקודם". Someone of the user's own (she, my son, the baby), in the past:
  the answer is what the user kept, not general knowledge ("how much does an elephant weigh" stays general's).

A clock time in the message makes it a reminder's ("remember to weigh her at 5"), never a measurement.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, tidy
from memo.planning.rules.notes import _AND_REQUEST, _store, core
from memo.planning.rules.notes_changes import _clock
from memo.planning.rules.notes_recall import PERSONAL

KEPT = 0.9  # a saving verb names the notes as plainly as "save this ..."
CHANGED = 0.88  # as notes_changes' reading of a kept fact's new value
MAX_CHARS = 200
_HE = r"\u05D0-\u05EA"
_E = rf"(?![\w{_HE}])"

_MEASURE_EN = (r"weight|height|length|head\s+(?:circumference|size)|temperature|temp|fever|blood\s+pressure|bp"
               r"|blood\s+sugar|sugar|glucose|pulse|heart\s+rate|bmi|cholesterol")
_MEASURE_HE = r"משקל|גובה|אורך|היקף\s+(?:ה)?ראש|חום|לחץ\s+(?:ה)?דם|סוכר|דופק"
# A number, with its unit or none: "5.2kg", "58 cm", "37.8", "120/80", "5.2 קילו".
_NUMBER = (r"\d+(?:[.,/]\d+)?\s*(?:kg|kgs|kilos?|g|grams?|lbs?|pounds?|oz|cm|mm|m|in|inches|ft|°c?|c|f|mmhg|bpm"
           rf"|ק\"?ג|קילו|גרם|ס\"?מ|מ\"?מ|מטר|מעלות)?{_E}")
_SAVE_EN = r"(?:remember|save|store|keep|note(?:\s+down)?|jot(?:\s+down)?|write\s+down|log|record|track)"
_SAVE_HE = r"(?:תזכור|תזכרי|זכור|זכרי|תשמור|תשמרי|שמור|שמרי|תרשום|תרשמי|רשום|רשמי|תכתוב|תכתבי)"
# "remember baby weight today 5.2kg": the verb, whose (a few words), the measure, words of when, the number.
_KEEP = re.compile(
    rf"^{_SAVE_EN}\s+(?:(?:pls|please|for\s+me)\s+)?(?P<x>(?:[\w'-]+\s+){{0,3}}?(?:{_MEASURE_EN})\b[^\d?]{{0,30}}?"
    rf"(?:is\s+|was\s+|=\s*|:\s*|-\s*)?{_NUMBER}.*)$"
    rf"|^{_SAVE_HE}\s+(?:(?:לי|בבקשה)\s+)?(?:ש\s*)?(?P<xh>(?:ה)?(?:{_MEASURE_HE}){_E}[^\d?]{{0,30}}?{_NUMBER}.*)$",
    re.IGNORECASE | re.DOTALL)
# "update her weight its 5.6 now", "update the baby's weight to 5.6": whose, the measure, and the new number.
_CHANGE = re.compile(
    rf"^(?:update|change|correct|fix)\s+(?P<key>(?:her|his|their|my|our|the|\w+'s)\s+(?:[\w'-]+\s+){{0,2}}?"
    rf"(?:{_MEASURE_EN}))\s*[,:\-]?\s*(?:to|(?:it'?s|its|it\s+is|is|now)(?:\s+now)?)\s*:?\s*(?P<val>{_NUMBER})"
    r"(?:\s+now)?(?:\s*[,.;\-]?\s*(?:she|he|they|it|because|since)\b.*)?\s*[.!]*$"
    rf"|^(?:תעדכן|תעדכני|עדכן|עדכני|תשנה|תשני|תתקן|תתקני)\s+(?:לי\s+)?(?:את\s+)?(?P<key_he>(?:ה)?(?:{_MEASURE_HE})"
    rf"(?:\s+(?:שלה|שלו|שלהם|שלי|של\s+\S+))?)\s*[,:\-]?\s*(?:ל-?\s*|(?:(?:עכשיו|זה|הוא)\s+)+)"
    rf"(?P<val_he>{_NUMBER})(?:\s+עכשיו)?(?:\s*[,.;\-]?\s*(?:כי|היא|הוא){_E}.*)?\s*[.!]*$",
    re.IGNORECASE)
# One of the user's own, in the past: "she", "my son", "the baby", "Noa's" never a stranger named.
_OWN_EN = r"(?:she|he|they|i|we|you|the\s+baby|the\s+kids?|(?:my|our)\s+[\w'-]+(?:\s+[\w'-]+)?)"
_OWN_POSS_EN = r"(?:her|his|their|my|our|the\s+baby'?s|(?:my|our)\s+[\w'-]+'s)"
_WHEN_EN = (r"(?:at|in|on|during)\s+(?:the|her|his|their|my|our)\s+(?:last|latest|previous|recent|first|\d+\s*\w*)?\s*"
            r"[\w'-]+(?:\s+[\w'-]+)?|at\s+birth|when\s+(?:she|he|they)\s+(?:was|were)\s+born|last\s+(?:time|week|month)")
_ASKED_EN = re.compile(
    rf"^(?:how\s+much|what)\s+did\s+{_OWN_EN}\s+weigh\s+(?P<when>{_WHEN_EN})\s*\??$"
    rf"|^how\s+(?:tall|long|big)\s+(?:was|were)\s+{_OWN_EN}\s+(?P<when2>{_WHEN_EN})\s*\??$"
    rf"|^what\s+(?:was|were)\s+{_OWN_POSS_EN}\s+(?P<measure>{_MEASURE_EN})\s+(?P<when3>{_WHEN_EN})\s*\??$",
    re.IGNORECASE)
_OWN_HE = r"(?:היא|הוא|הם|הן|אני|אנחנו|התינוק|התינוקת|הבן\s+שלי|הבת\s+שלי|הקטן|הקטנה)"
_WHEN_HE = (r"(?:ב|ל)(?:בדיקה|ביקור|שקילה|טיפת\s+חלב|ביקורת|מדידה|תור|רופא(?:ה)?)\s+(?:ה)?(?:אחרונה|אחרון|קודמת|קודם)"
            r"|בלידה|כשנולד(?:ה)?|בפעם\s+(?:ה)?(?:אחרונה|קודמת)")
_ASKED_HE = re.compile(
    rf"^כמה\s+{_OWN_HE}\s+(?:שקל|שקלה|שקלו|שקלתי|שקלנו)\s+(?P<when>{_WHEN_HE})\s*\??$"
    rf"|^(?:מה|כמה)\s+(?:היה|הייתה|היתה)\s+(?:ה)?(?P<measure>{_MEASURE_HE})\s+(?:שלה|שלו|שלהם|שלי|של\s+\S+)\s+"
    rf"(?P<when2>{_WHEN_HE})\s*\??$")

# An hour said outright: when it was measured ("this morning") is part of the note, an hour makes it a reminder.
_HOUR = re.compile(r"\b(?:at|by|@)\s*\d{1,2}(?::\d{2})?\b|\b\d{1,2}:\d{2}\b|\b\d{1,2}\s*(?:am|pm)\b"
                   rf"|(?<![{_HE}])בשעה{_E}|(?<![{_HE}\d])ב-?\d{{1,2}}(?::\d{{2}})?(?![\d.,])", re.IGNORECASE)


@grammar
def measurement_kept(ctx: RuleContext) -> Intent | None:
    """ "remember baby weight today 5.2kg, length 58cm": a saving verb, a measure and its number."""
    text = core(ctx.text).strip()
    if len(text) > MAX_CHARS or text.endswith("?") or _HOUR.search(text) or _AND_REQUEST.search(text):
        return None  # "remember weigh-in at 5": a reminder's; "... and remind me ...": two requests
    m = _KEEP.match(text)
    if m is None:
        return None
    return _store(m.group("x") or m.group("xh"), "fact", KEPT)


@grammar
def measurement_changed(ctx: RuleContext) -> Intent | None:
    """ "update her weight its 5.6 now": the kept measurement gets its new number."""
    text = core(ctx.text).strip()
    if len(text) > MAX_CHARS or "?" in text or _clock(ctx):
        return None
    m = _CHANGE.match(text)
    if m is None:
        return None
    hebrew = m.group("key_he") is not None
    key, value = tidy(m.group("key_he") if hebrew else m.group("key")), tidy(m.group("val_he") or m.group("val"))
    measure = re.search(rf"{_MEASURE_HE}" if hebrew else rf"\b(?:{_MEASURE_EN})\b", key, re.IGNORECASE)
    query = measure.group(0) if measure else key
    new = f"{key} {value}" if hebrew else f"{key} is {value}"
    return Intent("second-brain", "update", {"operation": "update", "query": query, "text": new}, CHANGED,
                  entity="note")


@grammar
def measurement_asked(ctx: RuleContext) -> Intent | None:
    """ "how much did she weigh at the last checkup": a measure of one's own, asked of the past."""
    text = core(ctx.text).strip()
    m = _ASKED_EN.match(text) or _ASKED_HE.match(text)
    if m is None:
        return None
    groups = {k: v for k, v in m.groupdict().items() if v}
    hebrew = m.re is _ASKED_HE
    if "measure" in groups:
        measure = groups["measure"]
    elif hebrew:
        measure = "משקל"
    else:
        measure = "height" if re.match(r"how\s+(?:tall|long|big)", text, re.IGNORECASE) else "weight"
    when = groups.get("when") or groups.get("when2") or groups.get("when3") or ""
    when = re.sub(r"^(?:at|in|on|during)\s+(?:the|her|his|their|my|our)\s+", "", when, flags=re.IGNORECASE)
    return Intent("second-brain", "search", {"operation": "search", "query": tidy(f"{measure} {when}")}, PERSONAL,
                  entity="note")
