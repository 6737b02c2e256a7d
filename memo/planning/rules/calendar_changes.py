"""Changing events that exist (the `calendar` capability's delete and update), in Hebrew and English.

- delete: "cancel the meeting with Dana tomorrow", "תמחקי את החוג מהיומן", and the event named first with a
  reason between ("the yoga class is cancelled, delete it", "החוג ציור נגמר תמחקי אותו מהיומן"); every event
  of a name or a window ("cancel all my yoga classes", "everything tomorrow except the standup"). Always
  confirmed first.
- update: "move my call with Dana to 5pm", "תזיזי את רופא השיניים מחמישי לשישי בעשר", "push the standup by
  an hour", the event named first ("the dinner tomorrow, change it to 8:30 instead of 7", "את הפגישה עם רון
  תזיזי לחמש") and a move the user reports ("the dentist was moved to Friday at 2", "התור נדחה לחמישי").
  The change is `updateFields` (start, startTime, startDate or shiftMinutes); when the new start is a full
  moment it is also given as `start` (and `end`), so whoever reads the plan sees when the event will be.

A new bare hour is read next to the old one: "instead of 7pm" makes "8:30" evening, and an evening event
(a dinner, a concert) moved "to 8" is at 20:00.
"""

from __future__ import annotations

import re
from datetime import datetime, time, timedelta
from typing import Any

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, iso, tidy, words
from memo.planning.rules.calendar import (
    _CAL_WORD,
    _DELETE,
    _HAVE,
    _MOVE,
    _NOT_OURS,
    _OTHER_VERB,
    _POLITE,
    DELETE_VERBS,
    IT,
    MOVE_VERBS,
    MOVED,
    MOVED_FROM_EN,
    MOVED_FROM_HE,
    _window,
    _without_time,
    evening,
    has_event_noun,
    summary_of,
)
from memo.planning.rules.calendar_clauses import asks, only_talk, request_of
from memo.planning.rules.calendar_consumables import only_a_consumable
from memo.planning.rules.calendar_dates import slashed_dates
from memo.planning.rules.calendar_meal_day import meal_day
from memo.planning.rules.calendar_old_hour import names_a_slot, old_hour
from memo.planning.rules.calendar_remarks import read_without_remark
from memo.planning.rules.calendar_rewrite import day_then_hour
from memo.planning.rules.calendar_same_hour import keeping_the_hour
from memo.planning.rules.calendar_waits import without_why
from memo.planning.rules.calendar_weekday_hour import settle_moved
from memo.planning.rules.calendar_words import offset_clock
from memo.planning.rules.gmail_manage import MAIL_EN, MAIL_HE, strip_opening
from memo.planning.timeexpr import TimeMatch, parse_duration, parse_range, parse_time_expression, strip_spans
from memo.planning.timeexpr import timewords as tw

# Where a move's new time starts ("... to 3pm", "... ל-15:00", "... by an hour", "... בשעה").
_TARGET = re.compile(r"\s(?:to|for|until|till|by)\s+|\s(?=ל-?\S)|\s(?=ב(?:עוד\s+)?(?:(?:חצי|רבע)\s+שעה|שעה|שעתיים"
                     r"|(?:\d+|חמש|עשר|עשרים|שלושים|ארבעים|שלוש|ארבע)\s*(?:דק|שעות)))", re.I)
_SHIFT = re.compile(r"^(?:by\s+|ב(?:עוד\s+)?)?(?P<d>.+?)\s*(?:later|earlier|back|forward|מאוחר יותר|מוקדם יותר)?$",
                    re.I)
# A shift said after the event without "by": "push dinner with the Levins an hour later", "delay the call 15 min".
_SHIFT_AFTER = re.compile(r"\s+(?:back\s+)?(?P<d>(?:an?|one|two|three|\d+(?:\.\d+)?|half\s+an?|a\s+couple\s+of"
                          r"|couple\s+of)\s*(?:hours?|hrs?|minutes?|mins?)(?:\s+and\s+a\s+half)?)"
                          r"(?:\s+(?P<dir>later|earlier|back|forward|ahead))?\s*$"
                          r"|\s+(?P<d_he>(?:חצי\s+|רבע\s+)?שעה(?:\s+וחצי)?|שעתיים|\d+\s*(?:דקות|דק'?|שעות))\s+"
                          r"(?P<dir_he>מאוחר\s+יותר|מוקדם\s+יותר)\s*$", re.I)
_LATER_VERB = re.compile(r"push|delay|postpone|דחה|דחי", re.I)
_EARLIER_VERB = re.compile(r"bring|pull|prepone|תקדים|תקדימי|הקדם|הקדימי", re.I)
# An event named by its clock time alone: "cancel my 2pm tomorrow", "move the 10am to 11", "את ה-14:00 שלי".
_BY_TIME_ONLY = re.compile(r"(?:(?:my|the|our|that|this|one|slot|at|on|of|mine|את|של|שלי|ש?יש\s+לי|ה|ב)[\s-]*)*", re.I)
_EVERYTHING = re.compile(r"^(?:all|every|everything|כל|הכל|הכול)\b|^(?:את\s+)?כל\s", re.I)
_EXCEPT = re.compile(r"\s+(?:except(?:\s+for)?|but\s+not|apart\s+from|other\s+than|besides|חוץ\s+מ(?:ה|את\s+ה?)?"
                     r"|מלבד\s+(?:את\s+)?|פרט\s+ל)\s*-?(?P<names>.+)$", re.I)
_GENERIC = {"meetings", "events", "appointments", "everything", "פגישות", "אירועים", "הכל", "הכול"}
# One event named only by what kind it is ("cancel the meeting", "תבטלי את הפגישה"): nothing says which one, unless
# Memo has just shown or made exactly one event.
_BARE_KIND = {"meeting", "mtg", "event", "appointment", "appt", "call", "session", "פגישה", "אירוע", "תור", "ישיבה",
              "שיחה"}
_REFERENTIAL = words(r"it|that|this|that one|this one|זה|אותו|אותה|את זה")
_DAY_HE = r"(?:ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת)"
_FROM_DAY = re.compile(rf"(?<!\S)מ-?(?=(?:יום\s+)?{_DAY_HE}(?!\S)|מחר(?!\S)|היום(?!\S))")
# "הפיזיו של שלישי" is Tuesday's physio, as "של יום שלישי" is ("של שני" is as often Shani's: left as it is).
_OF_DAY = re.compile(r"(?<!\S)של\s+(?=(?:ראשון|שלישי|רביעי|חמישי|שישי|שבת)(?!\S))")
# A new time's window that is only a part of the day ("in the evening", "בערב"): it names no day. "tonight",
# "this evening" and "הערב" do name one (today).
_PART_OF_DAY = re.compile(r"(?:(?:in\s+the|at)\s+)?(?:" + "|".join(sorted(
    map(re.escape, (*tw.EN_PARTS_OF_DAY, *tw.HE_PARTS_OF_DAY)), key=len, reverse=True)) + ")", re.I)
_NEXT_WORD = re.compile(r"[ \t]*([A-Za-z\u0590-\u05FF][\w'\u0590-\u05FF]*)")
# Words that may follow a new day number without being what it numbers: more time words, a new clause, politeness.
_GOES_ON = re.compile(r"(?:at|on|in|the|this|next|of|and|so|then|because|cause|cuz|bc|since|as|if|or|but|instead|for"
                      r"|with|to|by|after|before|from|till|until|when|while|please|pls|plz"
                      r"|thanks|thx|too|also|now|ok|okay|pm|am|o'?clock|sharp|latest|"
                      + "|".join(sorted(map(re.escape, (*tw.EN_PARTS_OF_DAY, *tw.RELATIVE_DAYS)), key=len,
                                        reverse=True))
                      + r"|(?:sun|mon|tues|wednes|thurs|fri|satur)day|[בלוהשכמ]\S*|אז|בבקשה|תודה|במקום|כי|גם|עכשיו)",
                      re.I)
_FAMILY = (r"(?:mom|mum|mommy|mother|dad|daddy|father|parents|grandma|grandpa|granny|nana|grandmother|grandfather"
           r"|grandparents|sister|sis|brother|bro|aunt|auntie|uncle|cousin|wife|husband|son|daughter|kids|in-?laws)")
_FAMILY_HE = r"(?:אמא|אבא|ההורים|הורים|סבתא|סבא|סבים|אחותי|אחי|דודה|דוד|אשתי|בעלי|הבן|הבת|הילדים|חמותי|חמי)"
_PERSONAL_CALL = re.compile(rf"(?:(?:the|my)\s+)?{_FAMILY}(?:'?s)?\s+(?:phone\s+|video\s+)?call"
                            rf"|(?:(?:the|my)\s+)?(?:phone\s+)?call\s+(?:to|for)\s+(?:my\s+)?{_FAMILY}"
                            rf"|(?:ה)?שיח(?:ה|ת\s+טלפון|ת\s+וידאו)\s+ל-?{_FAMILY_HE}", re.I)
PERSONAL_CALL_CONFIDENCE = 0.65  # below dsl.CONFIDENCE_FLOOR, and below a task grammar's reading of the move
# The old time a change replaces: "instead of 7", "rather than 7pm", "במקום שבע".
_INSTEAD = re.compile(r"[\s,]+(?:instead\s+of|rather\s+than|not(?:\s+at)?|(?:ו)?במקום|ולא(?:\s+ב)?)\s+(?P<old>.+)$",
                      re.I)
_SEP = r"(?:\s*[,;:.!-]+\s*|\s+)"
_CAN = r"(?:can|could|would|will)\s+(?:you|u)|תוכל|תוכלי|אפשר"  # "the dinner tomorrow, can you move it to 8"
_FROM_CALENDAR = (r"(?:\s+(?:from|off|out\s+of)\s+(?:my|the)\s+(?:calendar|diary|schedule|agenda)"
                  r"|\s+(?:מה|מ)(?:יומן|לו\"?ז)(?:\s+שלי)?)?(?:[\s,]+(?:please|pls|plz|thanks|thx|בבקשה|תודה))?")
# The event first, the verb after: "the yoga class is cancelled, delete it (from my calendar)", "את החוג תמחקי".
_DELETE_AFTER = re.compile(rf"^(?P<what>.+?){_SEP}(?:(?:so|then|just|pls|please|אז|פשוט|{_CAN})\s+)*{DELETE_VERBS}"
                           rf"\s+(?:לי\s+)?{IT}{_FROM_CALENDAR}\s*[.!]*$"
                           rf"|^את\s+(?P<what2>.+?)\s+{DELETE_VERBS}(?:\s+לי)?{_FROM_CALENDAR}\s*[.!]*$", re.I)
_MOVE_AFTER = re.compile(rf"^(?P<what>.+?){_SEP}(?:(?:so|then|just|pls|please|אז|פשוט|{_CAN})\s+)*"
                         rf"(?P<verb>{MOVE_VERBS})"
                         rf"\s+(?:לי\s+)?{IT}\s+(?P<rest>\S.*)$"
                         rf"|^(?P<what2>.+?)\s*[,;:-]+\s*(?P<verb2>{MOVE_VERBS})\s+(?P<rest2>(?:to|ל)\S*\s*.+)$"
                         rf"|^את\s+(?P<what3>.+?)\s+(?P<verb3>{MOVE_VERBS})(?:\s+לי)?\s+(?P<rest3>ל.+)$"
                         rf"|^(?P<what4>.+?)\s+(?P<verb4>{MOVED})(?P<rest4>.+)$", re.I)
# The old time of a reported move, before its new one: "from wed to", "מרביעי ל" (calendar.MOVED reads it).
_MOVED_FROM = re.compile(rf"^\s*(?:{MOVED_FROM_EN}|{MOVED_FROM_HE})\s*", re.I)
# Why the event goes, said between its name and the verb: cut from the name it is searched by.
_REASON = re.compile(r"\s*[,;:.!-]*\s+(?:(?:is|was|has\s+been|have\s+been|got|are|were|'s)\s+(?:been\s+)?"
                     r"(?:cancel+ed|called\s+off|off|over|done|finished|moved|not\s+happening|postponed)"
                     r"|cancel+ed|ended|finished|is\s+no\s+more|isn'?t\s+happening|won'?t\s+happen"
                     r"|(?:כבר\s+)?(?:נגמר|נגמרה|נגמרו|בוטל|בוטלה|בוטלו|התבטל|התבטלה|התבטלו|הסתיים|הסתיימה|הסתיימו"
                     r"|נדחה|נדחתה|נדחו|לא\s+(?:מתקיים|מתקיימת|מתקיימים|רלוונטי|רלוונטית|קורה|יהיה|תהיה)))(?!\S).*$",
                     re.I)


# A change told rather than asked for: "update that the meeting moved ...", "תעדכני שהפגישה עברה ...", "fyi the ...".
_TOLD = re.compile(r"^(?:(?:please|pls)\s+)?(?:(?:update|note|fyi|heads\s+up|just\s+so\s+you\s+know)[,:]?\s+"
                   r"(?:that\s+)?|(?:תעדכן|תעדכני|עדכן|עדכני|לידיעתך|שים\s+לב|שימי\s+לב|רק\s+שתדע|רק\s+שתדעי)[,:]?\s+(?:ש|כי\s+)?)",
                   re.I)


# The head of the thing named is mail: "(all) (the) emails about ...", "(את) (כל) המיילים על ...".
_MAIL_FIRST = re.compile(rf"(?:(?:all|every|each|both)\s+(?:of\s+)?)?(?:(?:the|my|those|these|that|this)\s+)?"
                         rf"(?:{MAIL_EN}|newsletters?|inbox)\b(?!\s+(?:meeting|call|event|appointment|session|review)s?\b)|(?:את\s+)?(?:כל\s+)?(?:{MAIL_HE}|ה?ניוזלטר(?:ים)?)(?!\S)",
                         re.IGNORECASE)


def _target(ctx: RuleContext, what: str, slot: bool = False) -> dict[str, Any] | None:
    """searchCriteria for an existing event ("the meeting with Dana tomorrow"); None when it is not an event. `slot`:
    the words name its day and old hour, so it is an event with no event word (calendar_old_hour.py)."""
    what = _TOLD.sub("", tidy(what))
    what = tidy(re.sub(rf"^{IT}\s*[,:-]\s*(?=\S)", "", tidy(what), flags=re.I))  # "cancel it, the meeting with Dan"
    what = _HAVE.sub("", what)  # "i have a meeting at 2 tomorrow, cancel it": the meeting
    if _MAIL_FIRST.match(what):  # "all emails about the webinar": mail about an event, not the event
        return None
    if _REFERENTIAL.fullmatch(what):
        latest = ctx.latest_actions[0] if ctx.latest_actions else None
        if latest is None or latest.get("capability") != "calendar":
            return None
        ids = latest.get("externalIds") or []
        return {"searchCriteria": {"summary": latest.get("summary", "")}, **({"eventId": ids[0]} if ids else {})}
    if not (has_event_noun(summary_of(what), within=6) or _CAL_WORD.search(what) or slot):
        return _by_time(what, ctx.now)
    # "רופא השיניים מחמישי": the day the event is on now, read as the time grammar reads "בחמישי".
    what = _FROM_DAY.sub(lambda m: "" if re.match(r"מחר|היום", what[m.end():]) else "ב", what)  # "מהיום": today
    what = _OF_DAY.sub("של יום ", what)
    full = what
    what, excluded = _exceptions(what, ctx.now)
    summary = summary_of(_without_time(what, ctx.now))
    # "all my meetings tomorrow", "my meetings this weekend", "my calendar tomorrow": every event of that window.
    generic = summary.casefold() in _GENERIC or not summary
    everything = generic or bool(_EVERYTHING.search(what))
    criteria: dict[str, Any] = {} if generic else {"summary": summary}
    criteria.update(_window(meal_day(full), ctx.now))
    bare = re.sub(r"\s+(?:שלי|שלנו)$", "", summary)  # "הפגישה שלי": "my meeting", which one is still unsaid
    if bare.casefold() in _BARE_KIND and not everything and "timeMin" not in criteria:
        return _the_one_shown(ctx)
    just = _JUST_MADE.search(summary)  # "the meeting you just made", "האירוע שקבעת עכשיו": the one Memo made
    if just is not None and summary[:just.start()].strip().casefold() in _BARE_KIND:
        return _the_one_shown(ctx)
    extra: dict[str, Any] = {"excludeSummaries": excluded} if excluded else {}
    return {"searchCriteria": criteria, **({"all": True} if everything else {}), **extra}


_JUST_MADE = re.compile(r"\s+(?:that\s+|which\s+)?(?:i|you|u|we)\s+just\s+(?:made|added|booked|created|scheduled|set"
                        r"(?:\s+up)?|put\s+in)\b.*$|\s+ש(?:יצרת|קבעת|הוספת|הכנסת|רשמת|יצרנו|קבענו)(?:\s+(?:עכשיו|הרגע|"
                        r"לפני\s+רגע))?(?!\S).*$", re.I)


def _the_one_shown(ctx: RuleContext) -> dict[str, Any]:
    """The event Memo has just shown or made when it was one; otherwise no criteria, so the user is asked which."""
    latest = ctx.latest_actions[0] if ctx.latest_actions else None
    ids = (latest.get("externalIds") or []) if latest and latest.get("capability") == "calendar" else []
    if len(ids) != 1:
        return {"searchCriteria": {}}
    return {"searchCriteria": {"summary": latest.get("summary", "")}, "eventId": ids[0]}  # type: ignore[union-attr]


def _by_time(what: str, now: datetime) -> dict[str, Any] | None:
    """The event that starts at a clock time, when the words name nothing else ("my 2pm tomorrow"); None when
    they do, or when the hour is a guess ("my 2" could be 2am or 2pm)."""
    tm = parse_time_expression(what, now)
    if tm is None or tm.when is None or tm.ambiguous or tm.recurrence or {"assumed_am", "assumed_pm"} & set(tm.notes):
        return None
    left = re.sub(r"^['’]s(?!\S)", "", _without_time(what, now)).strip(" ,.-'\"")  # "tuesday's 11am": the day's
    # "my 3pm w the contractor", "ה-15:00 שלי עם השיפוצניק": the time, and who the event is with.
    who = _WITH_WHO.search(left)
    person = summary_of(who["who"]) if who and len(who["who"].split()) <= _MAX_WHO_WORDS else ""
    if _BY_TIME_ONLY.fullmatch(left[:who.start()] if person and who else left) is None:
        return None
    # A window of one minute: the events that are on at that moment; more than one is asked about.
    window = {"timeMin": iso(tm.when), "timeMax": iso(tm.when + timedelta(minutes=1))}
    return {"searchCriteria": {**({"summary": person} if person else {}), **window}}


_WITH_WHO = re.compile(r"(?:^|\s)(?:with|w/?|עם)\s+(?P<who>[^\d,;:]+)$", re.I)
_MAX_WHO_WORDS = 4


def _exceptions(what: str, now: datetime) -> tuple[str, list[str]]:
    """"everything tomorrow except the dentist and the standup" -> ("everything tomorrow", [dentist, standup])."""
    match = _EXCEPT.search(what)
    if match is None:
        return what, []
    parts = re.split(r"\s*(?:,|\band\b|\bor\b)\s*|\s+ו(?=\S)", match.group("names"))
    names = [summary_of(_without_time(n, now)) for n in parts]
    return what[:match.start()], [n for n in names if n]


def _delete_intent(target: dict[str, Any]) -> Intent:
    missing = [] if target["searchCriteria"] or "eventId" in target else ["searchCriteria"]
    # "cancel all my yoga classes": every event of that name (the seed's deleteBySummary), series included.
    by_name = bool(target.get("all") and target["searchCriteria"].get("summary"))
    operation = "deleteBySummary" if by_name else "delete"
    if by_name:
        target["summary"] = target["searchCriteria"]["summary"]
    return Intent("calendar", operation, {"operation": operation, **target}, 0.96 if target.get("all") else 0.93,
                  missing=missing, risk="high", needs_approval=True, entity="event")


def _without_reason(what: str, now: datetime) -> str:
    """The event's words without the reason said after them; time words there still say which one ("yoga is
    cancelled this week" -> "yoga this week")."""
    reason = _REASON.search(what)
    if reason is None:
        return what
    tail = what[reason.start():]
    rng = parse_range(tail, now)
    if rng is not None:
        return f"{what[:reason.start()]} {rng.label}"
    tm = parse_time_expression(tail, now)
    return " ".join([what[:reason.start()], *(tail[a:b] for a, b in (tm.spans if tm else ()))])


@grammar
def delete_event(ctx: RuleContext) -> Intent | None:
    return _doubt_a_personal_call(read_without_remark(_delete_event, ctx), ctx)


def _delete_event(ctx: RuleContext) -> Intent | None:
    text = request_of(strip_opening(ctx.text))[0]  # no feeling or "for the record" around it
    if _NOT_OURS.search(text) or _OTHER_VERB.match(text) or only_talk(strip_opening(ctx.text)):
        return None
    match = _DELETE.match(text)
    if match is not None:
        target = _target(ctx, match.group("what"))
        if target is not None and only_a_consumable(target.get("searchCriteria", {})) and not _CAL_WORD.search(text):
            return None  # "תמחק את הקפה": as likely a list item (calendar_consumables.py)
        return _delete_intent(target) if target is not None else None
    after = _DELETE_AFTER.match(re.sub(_POLITE, "", text))
    if after is None:
        return None
    what = _without_reason(after.group("what") or after.group("what2"), ctx.now)
    target = _target(ctx, what) if not _REFERENTIAL.fullmatch(tidy(what)) else None
    return _delete_intent(target) if target is not None else None


def _hours_near(new: datetime, old: str, summary: str, notes: tuple[str, ...], now: datetime) -> datetime:
    """A bare new hour read in the light of the old one ("8:30 instead of 7pm") or of the event (a dinner)."""
    if "assumed_am" not in notes and "assumed_pm" not in notes:
        return new
    before = parse_time_expression(f"at {old}" if old[:1].isdigit() else old, now) if old else None
    if before is not None and before.when is not None and not {"assumed_am", "assumed_pm"} & set(before.notes):
        choices = (new, new + timedelta(hours=12) if new.hour < 12 else new - timedelta(hours=12))
        return min(choices, key=lambda dt: abs((dt.hour * 60 + dt.minute) - (before.when.hour * 60  # type: ignore
                                                                              + before.when.minute)))
    return new + timedelta(hours=12) if evening(summary, new, notes) else new


def _names_a_thing(text: str, tm: TimeMatch) -> bool:
    """A noun right after a day number makes it part of something else: "moved to the 3rd floor" is a place.
    A number the time words left out ("4 tomorrow" read as just "tomorrow") is not read either."""
    if re.search(r"\d", strip_spans(text, tm.spans)):
        return True
    if tm.when is not None:
        return False
    for start, end in tm.spans:
        after = _NEXT_WORD.match(text, end)
        if (after and re.search(r"\d", text[start:end]) and not _GOES_ON.fullmatch(after.group(1))
                and not any(a <= after.start(1) < b for a, b in tm.spans)):
            return True
    return False


def _new_time(new: str, verb: str, by: bool, now: datetime,
              hebrew: bool) -> tuple[dict[str, Any], tuple[str, ...]] | None:
    """updateFields of a move: start (a day and a time), startTime or startDate (one of them: the executor keeps
    the other from the event), or shiftMinutes ("by an hour", "בחצי שעה"); and the time grammar's notes. None
    when `new` is not a time."""
    shift = _SHIFT.match(new)
    minutes = parse_duration(shift.group("d")) if shift and by else None
    if minutes:
        earlier = _EARLIER_VERB.search(verb) or re.search(r"earlier|מוקדם", new)
        return {"shiftMinutes": -minutes if earlier else minutes}, ()
    # "לשישי" is "to Friday": the time grammar reads a bare day name only as "בשישי".
    new = re.sub(rf"^ל(?={_DAY_HE}(?!\S))", "ב", new.strip())
    new = re.sub(r"^ל(?=מחר|יום|שבוע|ה?בוקר|ה?ערב|אחה)", "", new)
    new = re.sub(r"^(?:ל|ב)?-?(?:ה?שעה\s+)?(?=\d)", "", new)
    new = slashed_dates(new)  # "to 3.12 at 10": a date, not the clock time 3:12
    # "to thurs 2", "to fri 10": a day then a bare hour, read as the time grammar reads "thursday at 2"
    hour_after_day = day_then_hour(re.sub(rf"^[בל]?(?:יום\s+)?(?={_DAY_HE}(?!\S))", "", new), hebrew)
    for candidate in dict.fromkeys((new, f"{'ב-' if hebrew else 'at '}{new}", hour_after_day)):
        tm = parse_time_expression(candidate, now)
        if tm is None or tm.ambiguous or tm.span[0] > 4 or not (tm.when or tm.date_only):
            continue
        if _names_a_thing(candidate, tm):
            continue
        if tm.when is None:
            return {"startDate": tm.date_only.isoformat()}, tm.notes  # type: ignore[union-attr]
        if offset_clock(candidate, now, tm.when) or "same_time" in tm.notes:  # "in two weeks": it keeps its hour
            return {"startDate": tm.when.date().isoformat()}, tm.notes
        window = parse_range(candidate, now)
        if window is None or (_PART_OF_DAY.fullmatch(window.label.strip()) and not (tm.end or tm.duration_minutes)):
            # "to 8pm", "לשמונה בערב": a time of day with no day of its own; the event keeps its day
            return {"startTime": tm.when.strftime("%H:%M")}, tm.notes
        end = tm.end or (tm.when + timedelta(minutes=tm.duration_minutes) if tm.duration_minutes else None)
        return {"start": iso(tm.when), **({"end": iso(end)} if end else {})}, tm.notes
    return None


def _update_intent(ctx: RuleContext, what: str, verb: str, rest: str) -> Intent | None:
    """The update that moves the event `what` names to the time `rest` gives; None when either is not read."""
    hebrew = bool(re.search(r"[\u0590-\u05FF]", ctx.text))
    instead = _INSTEAD.search(rest)
    old = instead.group("old") if instead else ""
    rest = rest[:instead.start()] if instead else rest
    for cut in [None, *reversed(list(_TARGET.finditer(f" {rest}")))]:  # the last "to"/"ל" starts the new time
        if cut is None:
            if not what:  # the whole rest as the new time leaves no event to move
                continue
            new, head, said = rest, "", ""
        else:
            new, head = f" {rest}"[cut.end():], f" {rest}"[:cut.start()]
        head, said = old_hour(head)  # "the dentist on thursday from 3": the old hour names no event
        old = old or said
        by = bool(cut and cut.group(0).strip() == "by") or new.startswith("ב") or bool(
            re.search(r"later|earlier|מאוחר|מוקדם", new))
        read = _new_time(new, verb, by, ctx.now, hebrew)
        if read is None:
            continue
        named = f"{what} {head}" if what else head
        target = _target(ctx, named, names_a_slot(named, said, ctx.now))
        if target is None:
            return None
        fields, notes = read
        old, asked = old or _old_clock(target), False
        if not old:  # an old hour said or shown picks the new hour's half of the day (_hours_near)
            fields, notes, asked = settle_moved(fields, notes, ctx.text, new, ctx.now, target["searchCriteria"])
        intent = _shown_shift(_update(target, fields, notes, old, ctx.now), f"{what} {head}", ctx)
        if asked:  # "move it to tuesday at 8": the morning or the evening (calendar_weekday_hour.py)
            intent.missing.append("start")
        return intent
    return _shift_after(ctx, f"{what} {rest}".strip(), verb)


def _shown_shift(intent: Intent, named: str, ctx: RuleContext) -> Intent:
    """"the investors call at 11 - push it back an hour": a shift of an event named by its clock time also shows
    the new start (12:00). The shift stays the change made, so an event that is not quite at 11 still moves by
    an hour."""
    shift = intent.args["updateFields"].get("shiftMinutes")
    tm = parse_time_expression(named, ctx.now) if shift else None
    if tm is None or tm.when is None or tm.ambiguous or tm.recurrence or "assumed_day" in tm.notes:
        return intent
    summary = str(intent.args["searchCriteria"].get("summary") or "")
    start = _hours_near(tm.when, "", summary, tm.notes, ctx.now) + timedelta(minutes=int(shift))
    intent.args["start"] = iso(start)
    return intent


def _old_clock(target: dict[str, Any]) -> str:
    """The start of an event named by its time alone ("move my 3pm to 4"): the new bare hour is read near it."""
    criteria = target["searchCriteria"]
    if criteria.get("summary") or not criteria.get("timeMin") or target.get("all"):
        return ""
    low, high = datetime.fromisoformat(criteria["timeMin"]), datetime.fromisoformat(criteria["timeMax"])
    return low.strftime("%H:%M") if high - low <= timedelta(minutes=1) else ""


def _shift_after(ctx: RuleContext, text: str, verb: str) -> Intent | None:
    """"push dinner with the Levins an hour later", "delay the standup 15 minutes": a shift with no "by". Without a
    direction only a verb that has one (push, delay / bring forward) says which way; "move it an hour" is asked."""
    match = _SHIFT_AFTER.search(text)
    if match is None:
        return None
    minutes = parse_duration(match.group("d") or match.group("d_he"))
    direction = (match.group("dir") or match.group("dir_he") or "").casefold()
    if not minutes:
        return None
    earlier = bool(_EARLIER_VERB.search(verb))
    if direction in ("later", "back") or direction.startswith("מאוחר"):
        sign = 1
    elif direction == "earlier" or direction.startswith("מוקדם") or direction in ("forward", "ahead") and earlier:
        sign = -1
    elif not direction and (_LATER_VERB.search(verb) or earlier):
        sign = -1 if earlier else 1
    else:
        return None
    target = _target(ctx, text[:match.start()])
    if target is None:
        return None
    return _shown_shift(_update(target, {"shiftMinutes": sign * minutes}, (), "", ctx.now), text[:match.start()], ctx)


def _update(target: dict[str, Any], fields: dict[str, Any], notes: tuple[str, ...], old: str,
            now: datetime) -> Intent:
    """The update step: a new time of day on the one day the event was named by is a full new start."""
    criteria = target["searchCriteria"]
    summary = str(criteria.get("summary") or "")
    if "startTime" in fields and criteria.get("timeMin") and criteria.get("timeMax"):
        low, high = datetime.fromisoformat(criteria["timeMin"]), datetime.fromisoformat(criteria["timeMax"])
        if high - low <= timedelta(days=1):
            hour, minute = map(int, fields["startTime"].split(":"))
            fields = {"start": iso(datetime.combine(low.date(), time(hour, minute), tzinfo=low.tzinfo))}
    if "start" in fields:
        start = datetime.fromisoformat(fields["start"])
        moved = _hours_near(start, old, summary, notes, now)
        if moved != start:
            fields = {"start": iso(moved), **({"end": iso(datetime.fromisoformat(fields["end"]) + (moved - start))}
                                               if fields.get("end") else {})}
    elif "startTime" in fields:
        hour, minute = map(int, fields["startTime"].split(":"))
        probe = _hours_near(now.replace(hour=hour, minute=minute), old, summary, notes, now)
        fields = {"startTime": probe.strftime("%H:%M")}
    shown = {k: fields[k] for k in ("start", "end") if k in fields}
    missing = [] if criteria or "eventId" in target else ["searchCriteria"]
    return Intent("calendar", "update", {"operation": "update", **target, "updateFields": fields, **shown}, 0.92,
                  missing=missing, entity="event")


# "move the lesson to 1800": after a move verb, four digits after "to" are a 24-hour time written without its colon
# (spelling.py leaves a bare "to 2231" alone: a code or a sum elsewhere); "to 2027" stays a year.
_TO_HHMM = re.compile(r"(?<=\bto\s)(?P<h>(?!19|20)(?:[01]\d|2[0-3]))(?P<m>[0-5]\d)(?!\d|[:/.,]\d|%|\s*(?:hours?|hrs))",
                      re.I)


@grammar
def move_event(ctx: RuleContext) -> Intent | None:
    if _TO_HHMM.search(ctx.text):
        ctx = RuleContext(raw=_TO_HHMM.sub(r"\g<h>:\g<m>", ctx.text), now=ctx.now, language=ctx.language,
                          latest_actions=ctx.latest_actions)
    return _doubt_a_personal_call(read_without_remark(_move_event, ctx) or keeping_the_hour(_move_event, ctx), ctx)


def _doubt_a_personal_call(intent: Intent | None, ctx: RuleContext) -> Intent | None:
    """"push the grandma call to 7:30", "cancel the call to mom": as often a to-do ("call grandma") as an event.
    With no calendar word the calendar's reading is left below the floor: a task's reading of the message wins,
    and without one the user is asked."""
    summary = str((intent.args.get("searchCriteria") or {}).get("summary") or "") if intent else ""
    bare = _PERSONAL_CALL.fullmatch(summary) or _BARE_HOUR.match(ctx.text)
    if intent is not None and bare and not _CAL_WORD.search(ctx.text):
        intent.confidence = PERSONAL_CALL_CONFIDENCE
    return intent


# "cancel 4pm", "delete 4pm tomorrow": an hour alone, with no "my" or "the" that makes it a meeting ("cancel my 4pm"),
# names a reminder as well as an event: asked which.
_BARE_HOUR = re.compile(r"^(?:cancel|delete|remove|drop|scrap)\s+\d{1,2}(?::\d\d)?\s*(?:am|pm)?"
                        r"(?:\s+(?:today|tomorrow|tmrw|tonight))?\s*[.!]*$", re.IGNORECASE)


def _move_event(ctx: RuleContext) -> Intent | None:
    text = request_of(strip_opening(ctx.text))[0]  # no feeling or "for the record" around it
    # "email avi saying the meeting moved to 3": a mail that reports a move, not a move
    if _NOT_OURS.search(text) or _OTHER_VERB.match(text) or only_talk(strip_opening(ctx.text)):
        return None
    match = _MOVE.match(text)
    if match is not None:
        return _update_intent(ctx, "", match.group("verb"), match.group("rest"))
    after = _MOVE_AFTER.match(re.sub(_POLITE, "", text))
    if after is None:
        return None
    groups = after.groupdict()
    what, verb, rest = (next(groups[f"{key}{n}"] for n in ("", "2", "3", "4") if groups[f"{key}{n}"])
                        for key in ("what", "verb", "rest"))
    if asks(what):  # "add the meeting that was moved to ...": another request, not the event's name
        return None
    what = without_why(what)  # "the standup can wait, move it to 11": the standup
    if groups["rest4"] and (moved_from := _MOVED_FROM.match(rest)):
        rest = rest[moved_from.end():]  # "זזה מרביעי לחמישי ב...": the old day names the event, the new one is read
    return _update_intent(ctx, what, verb, rest)
