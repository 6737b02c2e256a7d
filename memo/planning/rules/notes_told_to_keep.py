"""Facts told to keep, facts told anew, and questions about them, in the shapes notes.py leaves unread.

* A lead that names the notes: "note this down: hotel is X, booking 88231, check in from 3pm", "note for the
  future: ...", "שמור לי: מספר התיק 5567123", "תרשמי לזיכרון ש...". A time inside the fact is part of it.
* "fyi ..." / "..., just so you know" / "..., תשמרי את זה" after a fact with a price, a name or a number: "fyi the
  cleaning lady comes every other thursday, her name is olga and she charges 250". The day in it is a habit,
  not an event; news of a meeting ("fyi the meeting moved to 3") has none of these and is left to the calendar.
* "remember we paid the venue a deposit on nov 15": something done, told to keep (not "remember to pay").
* "the plumber's name is avi, 052-7771234": a name and a phone number, nothing asked.
* Updating what was saved: "update the caterer price i saved, it went up to 180", "update the vet's number,
  it's now 03-...", "תעדכני את מה ששמרתי על המקדמה, ...", "עדכון: ... , תעדכני את מה ששמרת".
* "when is luna's next rabies shot?": a date told once (a vaccine card), looked up in the notes.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, tidy
from memo.planning.rules.notes import _AND_REQUEST, _EVENTS, _is_fact_key, _keywords, _search, _store, core

_HE = r"\u05D0-\u05EA"
# What makes a told sentence a fact worth keeping: a price, a name, a phone or a reference number.
_FACT_SIGNAL = re.compile(
    r"\b(?:charges?|costs?|pays?|paid|fee|price|deposit|per\s+(?:month|hour|session|plate|visit)|a\s+month)\b"
    r"|\b(?:shekels?|nis|ils)\b|₪|ש\"ח|שקל|(?<![" + _HE + r"])(?:לוקח|לוקחת|עולה|עולים|משלמים|שילמנו|מקדמה)(?![" + _HE
    + r"])|\bname\s+is\b|\b(?:booking|reference|case|file|account|policy)\s+(?:number|no\.?)\b|\b0\d{1,2}-?\d{7}\b",
    re.IGNORECASE)
_CLOCK = re.compile(r"\b\d{1,2}(?::\d{2})?\s*(?:am|pm)\b|\b\d{1,2}:\d{2}\b|(?<![" + _HE + r"])ב-?\d{1,2}(?::\d{2})",
                    re.IGNORECASE)
# A request inside the told fact: another tool's ("remind me", "add", "schedule").
_REQUEST = re.compile(r"\b(?:remind\s+me|add|schedule|book|send|set\s+an?)\b|(?<![" + _HE + r"])(?:תזכיר|תזכירי"
                      r"|תוסיף|תוסיפי|תקבע|תקבעי|תשלח|תשלחי)(?![" + _HE + r"])", re.IGNORECASE)

_LEAD_NOTES = re.compile(
    r"^(?:note|write|jot|put)\s+(?:this|that|it)\s+down|^note\s+for\s+(?:the\s+future|later|next\s+time|future"
    r"\s+reference)|^(?:keep|save)\s+(?:this|that)\s+for\s+(?:later|the\s+future|next\s+time)"
    # "שמור לי: ...": with "לי" alone a colon or a dash must follow ("תרשמי לי משימה" is a task);
    # "תרשמי לזיכרון שהדדליין...": the memory named, the "that" may be glued to the fact.
    r"|^(?:ש?תשמור|ש?תשמרי|שמור|שמרי|תרשום|תרשמי|רשום|רשמי)\s+(?:(?:לי|אצלך)\s*[:\-–]"
    r"|(?:(?:לי|אצלך)\s+)?ל?ב?זי?כרון(?:\s*[:\-–]|\s+ש(?=[" + _HE + r"]))?)"
    # "שימי בזיכרון ...": "put" names the notes only with the memory said ("שימי לי ..." may be the calendar).
    r"|^(?:ש?תשים|ש?תשימי|שים|שימי)\s+(?:(?:לי|אצלך)\s+)?ב?זי?כרון(?:\s*[:\-–]|\s+ש(?=[" + _HE + r"]))?",
    re.IGNORECASE)
_LEAD_FYI = re.compile(r"^(?:fyi|for\s+your\s+info(?:rmation)?|just\s+so\s+you\s+know|for\s+the\s+record|לידיעתך"
                       r"|רק\s+שתדעי?|שתדעי?)(?![\w" + _HE + r"])", re.IGNORECASE)
_TRAIL_FYI = re.compile(r"[\s,.;\-–]+(?:just\s+so\s+you\s+know|fyi|for\s+your\s+info(?:rmation)?|for\s+the\s+record"
                        r"|for\s+future\s+reference|רק\s+שתדעי?|לידיעתך)\s*[.!]*$", re.IGNORECASE)
_TRAIL_SAVE = re.compile(r"[\s,.;\-–]+(?:ו)?(?:תשמרי|תשמור|שמרי|שמור|תרשמי|תרשום|רשמי|רשום)\s+(?:לי\s+)?(?:את\s+זה|זאת"
                         r"|אותו|אותה)(?:\s+(?:לי|בבקשה))*\s*[.!]*$|[\s,.;\-–]+(?:save|keep|note|store)\s+(?:it|that|this)"
                         r"(?:\s+(?:for\s+me|for\s+later|pls|please))*\s*[.!]*$", re.IGNORECASE)
_REMEMBER_DONE = re.compile(
    r"^(?:remember|don'?t\s+forget|keep\s+in\s+mind)\s+(?P<x>(?:we|i)\s+(?:already\s+)?(?:paid|gave|transferred|signed"
    r"|lent|borrowed|ordered|bought|booked|returned|sent|left|agreed)\b.+)$", re.IGNORECASE)
_NAME_PHONE = re.compile(r"^(?:the|my|our)?\s*[\w' -]{2,30}?\bname\s+is\s+\S+.*?(?:\+972|\b0\d{1,2})-?\d{3}-?\d{4}\b",
                         re.IGNORECASE)

# "remember that i don't eat gluten, for the shopping lists": what the fact is for, not a list item.
_FOR_LISTS = re.compile(r"[\s,]+(?:בשביל|לצורך|for)\s+(?:ה|the\s+)?(?:רשימ\S*|(?:shopping|grocery)\s+lists?)"
                        r"(?:\s+\S+)?\s*[.!]*$", re.IGNORECASE)
_REMEMBER_THAT = re.compile(r"^(?:(?:ש?תזכרי|ש?תזכור|תזכרו|זכרי|זכור)\s+ש\s*|remember\s+that\s+)(?P<x>\S.+)$",
                            re.IGNORECASE)
# A plan told in passing ("fyi i pay the gardener 200 tomorrow"): a day of its own, not a standing fact.
_ONE_DAY = re.compile(r"\b(?:tomorrow|today|tonight)\b|(?<![" + _HE + r"])(?:מחר|היום|הלילה)(?![" + _HE + r"])",
                      re.IGNORECASE)
TOLD = 0.92  # a lead that names the notes, as notes.py's "note: ..." (above a calendar's reading of a time in it)
TOLD_FYI = 0.86


def _fact(what: str) -> bool:
    """Whether `what` reads as a fact to keep, not a plan: a sign of one, and no event at a clock time."""
    return bool(_FACT_SIGNAL.search(what)) and not (_EVENTS.search(what) and _CLOCK.search(what))


@grammar
def told_to_keep(ctx: RuleContext) -> Intent | None:
    text = core(ctx.text)
    if text.endswith("?"):
        return None
    if m := _LEAD_NOTES.match(text):
        what = tidy(text[m.end():])
        if what and not _AND_REQUEST.search(what) and not (_EVENTS.search(what) and _CLOCK.search(what)):
            return _store(what, "fact", TOLD)
        return None
    told = _LEAD_FYI.match(text) or _LEAD_FYI.match(ctx.text.strip())  # core() may have dropped the "fyi"
    for lead, trail in ((told, None), (None, _TRAIL_FYI.search(text)), (None, _TRAIL_SAVE.search(text))):
        if lead or trail:
            what = tidy((text[lead.end():] if _LEAD_FYI.match(text) else text) if lead else text[:trail.start()])
            subject = " ".join(what.split()[:3])  # "the meeting costs nothing": news of an event
            if len(what.split()) >= 3 and _fact(what) and not _REQUEST.search(what) and not _EVENTS.search(subject) \
                    and not _ONE_DAY.search(what):
                return _store(what, "fact", TOLD_FYI)
    if (p := _FOR_LISTS.search(text)) and (m := _REMEMBER_THAT.match(text[:p.start()])) \
            and not re.search(r"\blists?\b|רשימ", m.group("x"), re.IGNORECASE) and not _REQUEST.search(m.group("x")):
        return _store(text[m.start("x"):], "fact", TOLD)  # the lists it is for are no list to add to
    if (m := _REMEMBER_DONE.match(text)) and not _REQUEST.search(m.group("x")):
        return _store(m.group("x"), "fact", TOLD_FYI)
    if _NAME_PHONE.match(text) and not _REQUEST.search(text):
        return _store(text, "fact", 0.84)
    return None


_UPDATE_SAVED_EN = re.compile(
    r"^(?:update|change|fix|correct)\s+(?:the|my|our)\s+(?P<q>.+?)\s+(?:i|we)\s+(?:saved|stored|noted|gave\s+you"
    r"|told\s+you(?:\s+about)?)\s*(?:[,:;\-–]|\s)\s*(?P<x>\S.*)$", re.IGNORECASE | re.DOTALL)
_UPDATE_NOW_EN = re.compile(
    r"^(?:update|change|fix|correct)\s+(?P<q>(?:the|my|our|\w+'s)\s+[^,:]{2,40}?)\s*[,:\-–]\s*(?:it'?s|its|it\s+is"
    r"|they'?re|new\s+one\s+is)\s+(?:now\s+)?(?P<x>\S.*)$", re.IGNORECASE | re.DOTALL)
_SAVED_HE = r"(?:מה\s+)?ש(?:שמרתי|שמרת|רשמתי|רשמת|אמרתי\s+לך|סיפרתי\s+לך)"
_UPDATE_SAVED_HE = re.compile(
    r"^(?:תעדכן|תעדכני|עדכן|עדכני|תשנה|תשני|תתקן|תתקני)\s+(?:את\s+)?" + _SAVED_HE + r"\s+(?:על|לגבי|בקשר\s+ל|של)"
    r"\s*(?P<q>[^,:\-–]+?)\s*[,:\-–]\s*(?P<x>\S.*)$", re.DOTALL)
_UPDATE_TRAIL_HE = re.compile(
    r"[\s,.;\-–]+(?:ו)?(?:תעדכן|תעדכני|עדכן|עדכני)\s+(?:את\s+)?(?:" + _SAVED_HE + r"|ה?פתק|בזי?כרון|בפתקים)"
    r"(?:\s+(?:בבקשה|בהתאם))*\s*[.!]*$")


@grammar
def update_saved(ctx: RuleContext) -> Intent | None:
    text = core(ctx.text)
    m = _UPDATE_SAVED_EN.match(text) or _UPDATE_SAVED_HE.match(text)
    if m is None and (m := _UPDATE_NOW_EN.match(text)) and not _is_fact_key(m.group("q")):
        m = None
    if m is not None:
        query, new = _keywords(m.group("q")), tidy(m.group("x"))
        if m.re is _UPDATE_NOW_EN:
            new = f"{tidy(m.group('q'))} is {new}"
    elif t := _UPDATE_TRAIL_HE.search(text):
        new = tidy(re.sub(r"^עדכון\s*[:\-–]\s*", "", text[:t.start()]))
        query = _keywords(" ".join(new.split()[:3]))
    else:
        return None
    if not new or not query or _REQUEST.search(new):
        return None
    return Intent("second-brain", "update", {"operation": "update", "query": query, "text": new}, 0.9, entity="note")


_NEXT_SHOT = re.compile(
    r"^when\s*(?:is|'s)\s+(?P<q>(?:\w+'s|my|our|the)\s+next\s+(?:[\w-]+\s+){0,2}?(?:shot|vaccine|vaccination|booster|jab"
    r"|flea\s+treatment|deworming|tick\s+treatment))\s*\??$"
    r"|^מתי\s+(?P<qh>ה?(?:חיסון|זריקה|תילוע)\s+(?:נגד\s+\S+\s+)?ה?(?:הבא|הבאה)\s+(?:של|ל)\s*\S+)(?:\s+\S+)?\s*\??$",
    re.IGNORECASE)


@grammar
def next_shot(ctx: RuleContext) -> Intent | None:
    """"when is luna's next rabies shot?": a date kept from the vet, looked up (never an event to list)."""
    m = _NEXT_SHOT.match(core(ctx.text))
    if m is None:
        return None
    q = m.group("q") or m.group("qh")
    q = re.sub(r"'s\b|\bnext\s+|(?<![" + _HE + r"])ה?(?:הבא|הבאה)(?![" + _HE + r"])\s*", "", q, flags=re.IGNORECASE)
    return _search(" ".join(q.split()), 0.85)
