"""A calendar request that points back at what was said just before it: "Mr. Cohen cancelled his appointment for
tomorrow, kindly remove it from my diary", "הגננת לא מגיעה ביום רביעי, תבטלי את הפגישה איתה", "The Levy family
asked to move Tuesday's lesson to 1800. Please update the calendar.", "I'm closing the shop from 6/12 to 10/12.
Please block those days in my calendar."

The request alone ("remove it", "update the calendar", "block those days") names no event; the sentence before
it does: who cancelled or asked for a move, the day, the new time, the dates. The event is then found by that
person's name (what a diary entry of an appointment carries), on the day said. A first sentence that names no one,
no day or no new time leaves the request as it was: asked about.
"""

from __future__ import annotations

import re
from typing import Any

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, tidy
from memo.planning.rules.calendar import _ALLDAY_NOUN, _window, event_args, read_when, summary_of
from memo.planning.rules.calendar_changes import _delete_intent, move_event

_HE = r"\u05D0-\u05EA"
_CAL = r"(?:calendar|diary|schedule|agenda|cal)"
_POLITE_EN = (r"(?:(?:so|and|then|now|kindly|please|pls|plz|(?:would|could|can|will)\s+(?:you|u)(?:\s+(?:please"
              r"|kindly))?)[,\s]+)*")
_POLITE_HE = r"(?:(?:אז|ו?בבקשה|אפשר|תוכלי|תוכל)[,\s]+)*"
_END = r"(?:[\s,]+(?:please|pls|plz|thanks|thx|ty|בבקשה|תודה))?\s*[.!]*$"  # a polite word at the very end
# The day may be said in the request rather than before it ("..., תמחקי מהיומן את הפגישה איתו ביום רביעי").
_DAY_EN = r"(?:\s+(?:on\s+|this\s+)?(?:today|tonight|tomorrow|tmrw|(?:sun|mon|tues|wednes|thurs|fri|satur)day))?"
_DAY_HE = r"(?:\s+(?:ב|של\s+)?(?:היום|מחר|(?:יום\s+)?(?:ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת)))?"
_OF_DAY = re.compile(r"(?<!\S)של\s+(?=(?:יום\s+)?(?:ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת)(?!\S))")  # "של שלישי"
_FROM_CAL_HE = r"(?:(?:מה|ב|מ)-?(?:יומן|לו\"?ז)\s+)"
# "remove it from my diary", "cancel that", "delete the appointment with her"; "תבטלי את הפגישה איתה ביומן".
_REMOVE_IT = re.compile(
    rf"^{_POLITE_EN}(?:remove|delete|cancel|clear|erase|drop|take)\s+(?:it|that|this|them|(?:the|that|this|his|her"
    r"|their)\s+(?:meeting|appointment|appt|session|lesson|class|event|booking|slot)(?:\s+with\s+(?:him|her|them))?)"
    rf"(?:\s+(?:off|out))?{_DAY_EN}(?:\s+(?:from|of|in|on)\s+(?:my|the)\s+{_CAL})?{_DAY_EN}{_END}"
    rf"|^{_POLITE_HE}(?:תבטלי|תבטל|בטלי|בטל|תמחקי|תמחק|תורידי|תוריד|תסירי|תסיר)\s+(?:לי\s+)?{_FROM_CAL_HE}?"
    r"(?:אותו|אותה|אותם|את\s+זה|את\s+ה(?:פגישה|תור|שיעור|אירוע|מפגש)(?:\s+(?:איתה|איתו|איתם|שלה|שלו|שלהם))?)"
    rf"{_DAY_HE}(?:\s+(?:מה|ב|מ)-?(?:יומן|לו\"?ז))?{_DAY_HE}{_END}", re.I)
# "update the calendar (accordingly)", "תעדכני את היומן בהתאם": the change said before is to be made.
_UPDATE_CAL = re.compile(
    rf"^{_POLITE_EN}(?:update|fix|change|adjust|amend|correct)\s+(?:my\s+|the\s+)?{_CAL}(?:\s+accordingly)?{_END}"
    rf"|^{_POLITE_HE}(?:תעדכני|תעדכן|עדכני|עדכן)\s+(?:את\s+)?(?:ה)?(?:יומן|לו\"?ז)(?:\s+בהתאם)?{_END}", re.I)
# "block those days in my calendar", "mark these dates in the calendar", "תחסמי את הימים האלה ביומן".
_BLOCK_DAYS = re.compile(
    rf"^{_POLITE_EN}(?:block|mark|put|save|reserve|add|hold)\s+(?:off\s+)?(?:those|these|the|them|it|that)"
    rf"(?:\s+(?:days|dates|week|period))?(?:\s+off)?\s+(?:in|on|into|to)\s+(?:my\s+|the\s+)?{_CAL}"
    rf"(?:\s+as\s+(?:an?\s+|the\s+|my\s+|our\s+)?(?P<as_en>[^.,!?]{{2,40}}?))?{_END}"
    rf"|^{_POLITE_HE}(?:תחסמי|תחסום|תסמני|תסמן|תשריני|תשריין|תכניסי|תכניס|תרשמי|תרשום)\s+(?:את\s+)?(?:הימים|התאריכים"
    rf"|התקופה|השבוע|זה)(?:\s+(?:האלה|האלו|הזאת|הזה))?\s+(?:ב|ל)-?(?:יומן|לו\"?ז)"
    rf"(?:\s+(?:בתור\s+|כ)(?P<as_he>[^.,!?]{{2,40}}?))?{_END}", re.I)
# Who the earlier sentence is about, and what they did: "Mr. Shapiro cancelled", "the Levy family asked to move".
_TITLE = r"(?:(?:mr|mrs|ms|miss|dr|prof)\.?\s+)"
_WHO_EN = re.compile(
    rf"^(?:the\s+|my\s+|our\s+)?(?P<who>{_TITLE}?[\w'-]+(?:\s+(?:from|at|of)\s+[\w'-]+|\s+(?!(?:family|is|was|were|are|got|has|have|had|just)\b)[\w'-]+)?)(?:\s+family)?\s+(?:has\s+|have\s+|just\s+)*"
    r"(?P<verb>cancell?ed|called\s+off|can'?t\s+make\s+it|cannot\s+make\s+it|won'?t\s+(?:be\s+)?(?:make\s+it|coming|come)"
    r"|(?:is|are)n'?t\s+coming|(?:is|are)\s+not\s+coming|(?:is|are)\s+(?:sick|ill|unwell)"
    r"|(?:asked|wants?|would\s+like|requested|needs?)\s+(?:me\s+|us\s+)?to(?=\s+(?:move|reschedule|push|postpone|shift"
    r"|change|cancel)\b)|(?:moved|rescheduled|pushed|postponed|shifted))(?=\s|$)", re.I)
_WHO_HE = re.compile(
    rf"^(?P<who>[{_HE}\"'-]+(?:\s+של\s+[{_HE}\"'-]+|\s+[{_HE}\"'-]+)?)\s+(?P<verb>לא\s+(?:מגיע|מגיעה|מגיעים|יגיע|תגיע|יגיעו|יכול|יכולה|יכולים)"
    r"|ביטל|ביטלה|ביטלו|חולה|חולים)(?!\S)")
# "... as an all-day event", "כאירוע של כל היום": how the days are kept, not what they are called.
_KIND_ONLY = re.compile(r"(?:an?\s+|one\s+|a\s+single\s+)?(?:(?:all|whole|full|multi)[- ]day\s*)?"
                        r"(?:event|thing|block|entry)"
                        r"|(?:an?\s+)?(?:all|whole|full)[- ]day|אירוע(?:\s+של)?\s+(?:כל\s+היום|יום\s+שלם)",
                        re.I)
_CANCELS = re.compile(r"cancel|call|can'?t|cannot|won'?t|coming|sick|ill|unwell|לא|ביטל|חול", re.I)
_NOT_A_NAME = re.compile(r"^(?:i|we|you|he|she|they|it|this|that|there|אני|אנחנו|הוא|היא|הם|הן|זה|מחר|היום)$", re.I)
# "we're", "I'll be", "אני": the speaker, not the event's name.
_SUBJECT = re.compile(r"^(?:i|we)(?:'m|'re|'ll\s+be|\s+am|\s+are|\s+will\s+be)?\s+|^(?:אני|אנחנו)\s+", re.I)
_MAX_NAME = 5
# "remove them", "... on monday and wednesday": more than one event, which one by one is for the user to say.
_THEM = re.compile(rf"\b(?:them|those|these|both|all)\b|(?<![{_HE}])(?:אותם|אותן|כולם|כולן)(?![{_HE}])", re.I)
_DAY_WORD = re.compile(r"\b(?:today|tonight|tomorrow|tmrw|(?:sun|mon|tues|wednes|thurs|fri|satur)day"
                       rf"|\d{{1,2}}[/.]\d{{1,2}})\b|(?<![{_HE}])[בלמ]?(?:היום|מחר|ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת)"
                       rf"(?![{_HE}])", re.I)
_BREAK = re.compile(r"(?:[.;!]+|,)\s+|\s+[-–]\s+|\s+so\s+(?=(?:please|pls|kindly|can|could|would)\b)", re.I)


def _who(background: str) -> tuple[str, str] | None:
    """The person the background is about (their name as a diary would carry it) and what they did."""
    m = _WHO_EN.match(background) or _WHO_HE.match(background)
    if m is None or _NOT_A_NAME.match(m["who"].split()[0]):
        return None
    who = re.sub(r"'s\b.*$", "", re.sub(rf"^{_TITLE}", "", m["who"], flags=re.I)).strip()  # "Dana's mom": Dana
    words = who.split()
    if len(words) == 2 and words[1].startswith("ה") and words[0].startswith("ה"):  # "הגננת המחליפה": the noun
        who = words[0][1:]
    return who, m["verb"]


def _with_name(intent: Intent | None, who: str) -> Intent | None:
    """The event found by the person's name (before the event's own words, when the change named them: "Levy
    lesson"), on the day it was said to be."""
    if intent is None or intent.missing:
        return None
    criteria: dict[str, Any] = dict(intent.args.get("searchCriteria") or {})
    named = str(criteria.get("summary") or "")
    criteria["summary"] = f"{who} {named}" if named and who.lower() not in named.lower() else named or who
    intent.args["searchCriteria"] = criteria
    intent.confidence = 0.94  # above the event's own name read from the whole message
    return intent


def _read(background: str, request: str, ctx: RuleContext) -> Intent | None:
    block = _BLOCK_DAYS.match(request)
    if block:
        when = read_when(background, ctx.now, bool(re.search(f"[{_HE}]", background)))
        noun = _ALLDAY_NOUN.search(background)
        # no days off named: what the days are for ("we're flying to Rome from 3/1 to 9/1": "flying to Rome");
        # "... as Eilat trip" names them itself
        named = block["as_en"] or block["as_he"]
        named = None if named and _KIND_ONLY.fullmatch(named.strip()) else named
        said = re.sub(r"^(?:on|off)\s+", "", summary_of(_SUBJECT.sub("", when.rest.strip())), flags=re.I)  # "we're on"
        # "conference in Berlin dec 8-10": the kind of days with where they are is the name, not the kind alone
        # ("ski trip dec 20-24", "family trip to the north": the kind said among the words that say which one)
        own = noun is not None and len(said.split()) <= _MAX_NAME and (
            said.lower().startswith(noun[0].lower()) or noun[0].lower() in said.lower().split())
        name = named.strip() if named else said if own else noun[0] if noun else said
        if not name or len(name.split()) > _MAX_NAME or when.first is None or when.first == when.last:
            return None  # one day, or a long story: which event is meant is asked
        args, missing, _ = event_args(when, name)
        if missing or not args.get("allDay"):
            return None
        return Intent("calendar", "create", {"operation": "create", "summary": tidy(name), **args}, 0.94,
                      entity="event")
    found = _who(background)
    if found is None:
        return None
    who, verb = found
    change = background[background.lower().find(verb.lower()) + len(verb):].strip()
    cancels = bool(_CANCELS.match(verb) or re.match(r"cancel\b", change, re.I))
    if _REMOVE_IT.match(request) or _UPDATE_CAL.match(request) and cancels:
        window = _window(background, ctx.now) or _window(_OF_DAY.sub("ב", request), ctx.now)
        if not window or _THEM.search(request) or len(_DAY_WORD.findall(f"{background} {request}")) > 1:
            return None  # "Dana cancelled, remove it", "... monday and wednesday, remove them": which is not said
        return _with_name(_delete_intent({"searchCriteria": dict(window)}), who)
    if _UPDATE_CAL.match(request):
        change = re.sub(r"\b(?:his|her|their|its)\b", "the", change, flags=re.I)
        change = re.sub(r"\s+instead\s*$", "", change, flags=re.I)
        text = change if re.match(r"(?:move|reschedule|push|postpone|shift|change)\b", change, re.I) else \
            f"move {change}"
        return _with_name(move_event(RuleContext(raw=text, now=ctx.now, language=ctx.language)), who)
    return None


@grammar
def pointed_back(ctx: RuleContext) -> Intent | None:
    text = ctx.text.strip()
    for cut in reversed(list(_BREAK.finditer(text))):
        background, request = text[:cut.start()].strip(), text[cut.end():].strip()
        if background and (_REMOVE_IT.match(request) or _UPDATE_CAL.match(request) or _BLOCK_DAYS.match(request)):
            intent = _read(background, request, ctx)
            if intent is not None:
                intent.decided_by = f"grammar calendar_antecedent.pointed_back; the event from {background!r}"
            return intent
    return None
