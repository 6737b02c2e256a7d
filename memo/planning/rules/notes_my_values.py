"""Questions about values only the user's notes hold (`second-brain / search`), asked without "my notes":

* A measurement of something in the user's home: "what was the width of the fridge niche again?", "how deep is the
  closet in the bedroom", "מה הרוחב של הנישה למקרר?", "כמה עומק הארון בחדר השינה". Only a thing of a home (a niche,
  a wall, a sofa, a window...) named with "the", "my" or "our": "the height of the eiffel tower" or "the width of a
  standard door" is general knowledge.
* The dose the user (or one of their people) takes now: "כמה מק"ג אלטרוקסין אני לוקחת עכשיו?", "how many mg of
  ritalin does noa take", "what dose of eltroxin am I on". A unit or a dose word and a taking verb in the present:
  "how many mg of vitamin D is safe" or "how much vitamin D should I take" asks for advice, general.
* "what's my X again?" and the user's own records: "what's my half marathon PB again?", "what's my 10k PR", "what
  was my resting heart rate again". "again" says the user told it before; without it, only a record, a dose or a
  measurement of theirs. The calendar's, the tasks' and the lists' nouns stay with those tools.
* Someone's number by their name and role, the name often in Hebrew: "what's the number of דנה הפיזיו?", "what's
  the phone of Yossi the plumber". "the number of planets" or "the address of the white house" is general.

A remark may follow the question ("at the store now"): notes_recall.question_and_remark leaves it out.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.notes import _EVENTS, core
from memo.planning.rules.notes_lookup import _ROLE_EN, _ROLE_HE
from memo.planning.rules.notes_recall import (
    _OTHER_TOOLS,
    PERSONAL,
    asks_after,
    question_and_remark,
    without_forgot,
)

_HE = r"\u05D0-\u05EA"
_WB = rf"(?![\w{_HE}])"  # a word ends

# ---------------------------------------------------------------- a measurement of a thing at home

_MEASURE_EN = r"(?:width|height|depth|length|size|dimensions|measurements|measures|diameter)"
_HOME_EN = (r"(?:niche|alcove|recess|nook|wall|window|windows|door|doorway|closet|wardrobe|cabinet|cupboard|shelf"
            r"|shelves|fridge|refrigerator|freezer|oven|stove|dishwasher|washer|dryer|washing\s+machine|sofa|couch"
            r"|bed|mattress|crib|cot|table|desk|rug|carpet|curtains?|blinds|balcony|room|bedroom|kitchen|living\s+room"
            r"|bathroom|shower|bath|bathtub|tv|screen|stroller|pram|car\s+seat|trunk|boot|parking\s+(?:spot|space)"
            r"|storage|mirror|counter|countertop|worktop|space|spot|gap|garage|sink|bookcase|dresser|headboard)")
_WHAT_EN = r"(?:what'?s|whats|what\s+(?:is|was|are|were)|remind\s+me\s+(?:of\s+)?)"
# "the fridge niche", "our bedroom closet", "the niche for the fridge in the new kitchen": the thing last, or what it
# is for and where it is after it.
_THING_EN = (rf"(?:the|my|our)\s+(?!(?:standard|average|typical|normal|regular|usual|biggest|largest|tallest"
             rf"|longest)\b)(?:[\w'-]+\s+){{0,3}}?{_HOME_EN}(?:\s+(?:for|in|at|on|of|from)\s+(?:the|my|our|a)\s+"
             rf"[\w'-]+(?:\s+[\w'-]+){{0,2}})?")
_MEASURE_Q_EN = re.compile(
    rf"^{_WHAT_EN}\s+(?:the\s+)?(?P<q>{_MEASURE_EN}\s+(?:of|for)\s+{_THING_EN})(?:\s+again)?\s*\??$"
    rf"|^how\s+(?:wide|tall|high|deep|long|big)\s+(?:is|was|are|were|'s)\s+(?P<q2>{_THING_EN})(?:\s+again)?\s*\??$",
    re.IGNORECASE)
_MEASURE_HE = r"(?:רוחב|גובה|עומק|אורך|מידות|מידה|גודל|קוטר)"
_HOME_HE = (r"(?:נישה|גומחה|קיר|חלון|דלת|ארון|מדף|מדפים|מקרר|מקפיא|תנור|מדיח|מכונת\s+(?:ה)?כביסה|מייבש|ספה|מיטה"
            r"|מזרן|מזרון|עריסה|לול|שולחן|שטיח|וילון|וילונות|מרפסת|חדר|מטבח|סלון|מקלחת|אמבטיה|אמבט|טלוויזיה|מסך|עגלה"
            r"|בוידעם|מחסן|מראה|משטח|שיש|חלל|מקום|חניה|חנייה|כיור|כוורת|שידה|פינה)")
_MEASURE_Q_HE = re.compile(
    rf"^(?:מה|מהו|מהי|מה\s+היה|מה\s+היו|כמה)\s+(?:היה\s+|היו\s+|הייתה\s+|היתה\s+)?(?P<q>ה?{_MEASURE_HE}\s+(?:של\s+)?"
    rf"ה{_HOME_HE}{_WB}(?:\s+(?:ה?[{_HE}\"'-]+|ל[{_HE}]+|ב[{_HE}]+|של\s+ה?[{_HE}]+)){{0,4}})(?:\s+שוב)?\s*\??$")

# ---------------------------------------------------------------- the dose taken now

_UNIT_EN = r"(?:mg|mcg|µg|ug|micrograms?|milligrams?|ml|units?|iu|pills?|tablets?|drops?|capsules?|caps|puffs?)"
_WHO_TAKES_EN = (r"(?:i|we|(?:my|our)\s+[a-z]+|(?!(?:you|u|people|adults|kids|children|one|someone|anyone|they|he|she"
                 r"|it|doctors)\b)[a-z]+)")
_DOSE_Q_EN = re.compile(
    rf"^(?:how\s+(?:many|much)\s+(?:{_UNIT_EN}\s+(?:of\s+)?)?|what\s+(?:dose|dosage|strength)\s+(?:of\s+)?)"
    rf"(?P<q>[\w-]+(?:\s+[\w-]+)?)\s+(?:(?:do|does|did)\s+{_WHO_TAKES_EN}\s+(?:take|get|use)|am\s+i\s+(?:taking|on|getting)"
    rf"|is\s+{_WHO_TAKES_EN}\s+(?:taking|on)|are\s+we\s+(?:taking|on)|i'?m\s+(?:taking|on))"
    r"(?:\s+(?:now|currently|these\s+days|at\s+the\s+moment|again|a\s+day|daily|per\s+day|every\s+day|each\s+day"
    r"|in\s+the\s+(?:morning|evening)|at\s+night))*\s*\??$", re.IGNORECASE)
_UNIT_HE = (r"(?:מ\"ג|מ״ג|מג|מק\"ג|מק״ג|מקג|מיקרוגרם|מיליגרם|מ\"ל|מ״ל|יחידות|כדורים|כמוסות|טיפות|שאיפות|(?:ה)?מינון"
            r"|מינון\s+של)")
_TAKER_HE = r"(?:אני|אנחנו|הוא|היא|ה?[\u05D0-\u05EA]+(?:\s+(?:שלי|שלנו))?)"
_DOSE_Q_HE = re.compile(
    rf"^(?:כמה|איזה|איזו|מה)\s+(?:{_UNIT_HE}\s+)(?:של\s+|מה)?(?P<q>[{_HE}\w\"'-]+(?:\s+[{_HE}\w\"'-]+)?)\s+{_TAKER_HE}\s+"
    r"(?:לוקח|לוקחת|לוקחים|מקבל|מקבלת|מקבלים|נוטל|נוטלת|נוטלים)(?![\u05D0-\u05EA])"
    r"(?:\s+(?:עכשיו|כרגע|היום|ביום|בבוקר|בערב|בלילה|בזמן\s+האחרון|שוב|כל\s+יום))*\s*\??$")
# What is taken but is no dose: "how many days do i take off", "how much time do we get".
_NOT_TAKEN = re.compile(r"\b(?:time|days?|hours?|minutes?|weeks?|vacation|leave|off|turns?|breaks?|photos?|pictures?"
                        r"|steps?|risks?|money)\b|(?<![\u05D0-\u05EA])(?:זמן|ימים|שעות|דקות|חופש|כסף)(?![\u05D0-\u05EA])",
                        re.IGNORECASE)

# ---------------------------------------------------------------- "what's my X again", the user's own records

_RECORD_EN = (r"(?:pbs?|prs?|personal\s+(?:best|record)s?|best\s+time|record|pace|split|splits|vo2\s*max|ftp"
              r"|resting\s+heart\s+rate|heart\s+rate|blood\s+pressure|cholesterol|blood\s+sugar|a1c|weight|bmi"
              r"|dose|dosage|prescription|measurements|dimensions)")
_MY_AGAIN = re.compile(
    rf"^{_WHAT_EN}\s+(?P<q>(?:my|our)\s+[^?]{{1,50}}?)\s+again\s*\??$"
    rf"|^(?:what'?s|whats|what\s+(?:is|was|are|were))\s+(?P<q2>(?:my|our)\s+(?:[\w'-]+\s+){{0,3}}?{_RECORD_EN}"
    r"(?:\s+(?:in|for|on|at)\s+(?:the\s+)?[\w'-]+(?:\s+[\w'-]+)?)?)\s*\??$", re.IGNORECASE)
# What "my X again" asks of the user themselves or of Memo, not of a kept note.
_NOT_KEPT_EN = re.compile(r"\b(?:name|names|schedule|plan|plans|agenda|day|week|next|order|orders|status|settings?"
                          r"|timezone|time\s+zone|language|location|horoscope|sign|question|problem|point|purpose"
                          r"|job|role|mood|password\s+reset)\b", re.IGNORECASE)

# ---------------------------------------------------------------- someone's number by name and role

_DETAIL_EN = r"(?:(?:phone\s+|cell\s+|mobile\s+)?number|phone|cell|mobile|address|e-?mail(?:\s+address)?)"
_NUMBER_OF = re.compile(
    rf"^(?:{_WHAT_EN}|give\s+me|send\s+me|i\s+need|find\s+me)\s+(?:the\s+)?{_DETAIL_EN}\s+(?:of|for)\s+"
    rf"(?P<q>[{_HE}][{_HE}\"'-]*(?:\s+ה?[{_HE}\"'-]+){{0,3}}"
    # Where the role is held may follow it: "Orit, the teacher from the ulpan", "Orit, המורה מהאולפן".
    rf"|[A-Za-z][\w'-]+(?:\s+[A-Za-z][\w'-]+)?(?:,?\s+(?:the|our|my)\s+|\s+){_ROLE_EN}(?:\s+(?:from|at|in|of)\s+"
    rf"(?:(?:the|my|our)\s+)?[\w'-]+)?"
    rf"|[A-Za-z][\w'-]+(?:\s+[A-Za-z][\w'-]+)?,?\s+ה?(?:{_ROLE_HE})(?:\s+(?:מ|ב|של\s+)ה?[{_HE}\"'-]{{2,}})?)"
    r"(?:\s+again)?\s*\??$", re.IGNORECASE)


def _search(query: str, confidence: float = PERSONAL) -> Intent:
    query = re.sub(r"\s*,\s*", " ", query).strip()  # "Orit, the ulpan teacher": the comma is no part of it
    query = re.sub(r"^(?:the|my|our)\s+|\s+again$|[?!.]+$", "", query, flags=re.IGNORECASE).strip()
    return Intent("second-brain", "search", {"operation": "search", "query": query}, confidence, entity="note")


def _read(text: str) -> Intent | None:
    m = _MEASURE_Q_EN.match(text) or _MEASURE_Q_HE.match(text)
    if m:
        return _search(m.group("q") or m.groupdict().get("q2") or "")
    m = _DOSE_Q_EN.match(text) or _DOSE_Q_HE.match(text)
    if m and not _NOT_TAKEN.search(m.group("q")) and not _EVENTS.search(text):
        return _search(m.group("q"))
    m = _MY_AGAIN.match(text)
    if m:
        q = m.group("q") or m.group("q2")
        if not (_EVENTS.search(q) or _OTHER_TOOLS.search(q) or _NOT_KEPT_EN.search(q)
                or re.search(r"\blist\b", q, re.IGNORECASE)):
            return _search(q)
    m = _NUMBER_OF.match(text)
    if m:
        return _search(m.group("q"))
    return None


@grammar
def my_value_question(ctx: RuleContext) -> Intent | None:
    text = without_forgot(core(ctx.text))
    if len(text) > 200:
        return None
    parts = question_and_remark(text)
    if parts is None:
        return None if asks_after(text) else _read(text)
    found = _read(parts[0])
    if found is not None:
        found.read = parts[0]
        found.decided_by = f"grammar notes_my_values.my_value_question; left out: {parts[1]!r}"
    return found
