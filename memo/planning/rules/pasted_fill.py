"""The request under a pasted message, with what it points at filled from the pasted words (pasted.py).

The request is read alone first. Then, by what it asks:
- a note to keep ("save this", "תשמרי", "remember the plate number"): the pasted words, with who sent them;
- a changed fact ("תעדכני אצלך"): the pasted words as the fact's new value;
- a reminder missing its words or its time ("remind me 20 min before", "תזכירי לי לאסוף מחר בחמש"): the time of
  the one appointment in the pasted words, and their first sentence as what it is about;
- an event ("calendar pls", "תכניסי ליומן", "block both days"): the pasted appointment, timed, all day or
  repeating; two offered slots, or none, are asked about;
- "am I free (then)?": the time the pasted words ask about;
- a short question about them ("מה הקוד?", "יש לך את זה שמור?", "what is it actually"): the pasted question,
  read as if the user asked it;
- mail about them ("find the tracking email", "יש לי מייל מהם?", "send them an email …"): the sender as the
  search words, the one address in the pasted words as the recipient;
- anything else about them ("tick those off", "add to the shopping list"): the pasted words as the sentence the
  request points back at, as a remark followed by a request is read.
A request that needs none of this (it names its own task, time, list or mail) is taken as read.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from datetime import date, datetime, timedelta

from memo.planning.rules.asides import replace_text
from memo.planning.rules.base import Intent, RuleContext, iso, tidy
from memo.planning.rules.pasted import Pasted
from memo.planning.timeexpr import TimeMatch, parse_time_expression, strip_spans

Reader = Callable[[RuleContext], Intent | None]
_HE = r"\u05D0-\u05EA"
_B, _E = rf"(?<![\w{_HE}])", rf"(?![\w{_HE}])"
_ACTED = 0.6
# Words that point at the pasted text: "it", "this", "those", "them", "את זה", "אותו", "מהם".
_POINTER = re.compile(
    rf"\b(?:it|this|that|these|those|them|him|her|then|both|the\s+details)\b"
    rf"|{_B}(?:זה|זאת|אותו|אותה|אותם|אותן|לו|לה|להם|מהם|מהן|ממנו|ממנה|שתיהן|שניהם|שתיהם){_E}",
    re.IGNORECASE)
_STORE = re.compile(
    rf"\b(?:save|remember|keep|note|store|write\s+down)\b|{_B}(?:ת?שמר\w*|ת?שמור\w*|תזכרי|תזכור|תזכרו|תרשמ\w*|רשמי|תכתבי\s+בפתקים){_E}",
    re.IGNORECASE)
_NOTE_CHANGED = re.compile(
    rf"\bupdate\s+(?:it|that|this|your\s+notes|the\s+note)\b|{_B}ת?עדכנ?\w*\s+(?:אצלך|בפתקים|את\s+זה){_E}",
    re.IGNORECASE)
_CALENDAR = re.compile(rf"\b(?:calendar|cal|diary|block)\b|{_B}(?:ה?יומן|ליומן|ביומן|מהיומן){_E}", re.IGNORECASE)
_FREE = re.compile(
    rf"\b(?:am\s+i|are\s+we)\s+free\b|\bfree\s+then\b|{_B}(?:אני|אנחנו)\s+(?:פנוי|פנויה|פנויים|פנויות){_E}",
    re.IGNORECASE)
_ALL_DAY = re.compile(
    rf"\ball[\s-]+day\b|\bboth\s+days\b|\bblock\b|{_B}(?:כל\s+היום|שני\s+הימים|כאירוע\s+של\s+כל\s+היום){_E}",
    re.IGNORECASE)
_MAIL = re.compile(rf"\b(?:e-?mails?|mail|inbox|gmail)\b|{_B}(?:ב?מייל|ה?מיילים|בדואר\s+האלקטרוני){_E}", re.IGNORECASE)
# "reply yes happy to", "תעני שנגיע": an answer to the pasted mail, whose sender is whom it goes to.
_REPLY = re.compile(rf"^(?:reply|answer|respond)\b(?:\s+(?:with|that|to\s+(?:it|him|her|them)))?"
                    rf"|^(?:תעני|תענה|תשיבי|תשיב)(?:\s+(?:לו|לה|להם))?{_E}", re.IGNORECASE)
_ADDRESS = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
_QUESTION = re.compile(rf"\?\s*$|^(?:what|which|who|when|how|where)\b|{_B}^(?:מה|מי|מתי|איך|כמה|איפה|יש\s+לך){_E}",
                       re.IGNORECASE)
_SHORT_QUESTION = 5
_CLOCK = re.compile(r"\d{1,2}:\d{2}|\d\s*(?:am|pm)\b", re.IGNORECASE)
_THEM = {"הם", "הן", "him", "her", "them", "it", "אותו", "אותה"}  # "מהם" read as a sender named "הם"
_EACH = re.compile(rf"\b(?:each|every|all|both)\b|{_B}(?:לכל|כל\s+אחד|כל\s+אחת|לכולם|לכולן|שתיהן|שניהם|את\s+כולם){_E}",
                   re.IGNORECASE)
_DAY_BEFORE = re.compile(
    rf"\b(?:the\s+)?(?:day|night|evening)\s+before\b|{_B}(?:יום|ערב|לילה)\s+(?:אחד\s+)?(?:לפני|קודם){_E}", re.I)
_LIST = re.compile(
    rf"\b(?:list|tick|check\s+off|cross\s+off)\b|{_B}(?:ה?רשימה|לרשימה|ברשימה|מהרשימה|[לבמ]?רשימת|ת?סמנ\w*){_E}", re.I)
_MOVE = re.compile(
    rf"\b(?:move|push|reschedule|update|change)\b|{_B}(?:ת?זיז\w*|הזז\w*|ת?עדכנ\w*|עדכני|ת?שני|ת?דחי|דחה){_E}", re.I)
# "תעדכני את התזכורת לשעה החדשה", "move the reminder to the new time": the time the pasted message gives.
_NEW_TIME = re.compile(
    rf"\bto\s+the\s+new\s+(?:time|date|slot|day)\b|{_B}ל(?:שעה|תאריך|מועד|זמן|יום)\s+ה?חדש(?:ה)?{_E}", re.IGNORECASE)
_THE_REMINDER = re.compile(rf"\bthe\s+reminder\b|{_B}את\s+התזכורת{_E}", re.IGNORECASE)
_REQUEST_WORDS = (_NEW_TIME, _STORE, _NOTE_CHANGED, _CALENDAR, _FREE, _MAIL, _REPLY, _QUESTION, _LIST)
_DURATION = re.compile(rf"(?P<n>\d{{1,3}})\s*(?:min(?:utes|s)?|דק(?:ות|'|׳)?){_E}", re.IGNORECASE)


def filled(ctx: RuleContext, pasted: Pasted, read_text: Reader) -> Intent | None:
    """The request with its slots filled from `pasted`, or None (the message is read as before)."""
    request = pasted.request
    alone = read_text(replace_text(ctx, request))
    points = _POINTER.search(request) is not None
    if alone is None and not any(said.search(request) for said in _REQUEST_WORDS):
        return None  # "shopping list add:\nmilk\neggs": the last line is an item of the user's own command
    keeps = alone is None or alone.capability == "second-brain"
    if _STORE.search(request) and keeps and not _QUESTION.search(request):
        return _note(pasted, request, "store")
    if _NOTE_CHANGED.search(request) and not _CALENDAR.search(request):
        return _note(pasted, request, "update")
    if _FREE.search(request):
        return _free(ctx, pasted, read_text)
    if alone is not None and alone.capability == "database" and alone.entity == "task" and alone.action == "create":
        return _reminder(ctx, pasted, alone)
    if (moved := _to_the_new_time(ctx, pasted, read_text)) is not None:
        return moved
    if _CALENDAR.search(request) and (alone is None or alone.capability == "calendar"):
        return _event(ctx, pasted, alone, read_text)
    if (reply := _REPLY.match(request)) and pasted.sender and (alone is None or alone.capability != "gmail"):
        answer = request[reply.end():].strip()
        alone = read_text(replace_text(ctx, f"reply to {pasted.sender}: {answer}"))
    if (alone is None or alone.missing) and (_MAIL.search(request) or _REPLY.match(request)) and points:
        alone = _mail_of_the_paste(ctx, pasted, read_text) or _mail_named(ctx, pasted, read_text) or alone
    if _MAIL.search(request) and (alone is None or alone.capability != "gmail"):
        alone = _mail_addressed(ctx, request, read_text) or _mail_of_the_paste(ctx, pasted, read_text) or alone
    if alone is not None and alone.capability == "gmail":
        return _mail(pasted, alone)
    if _MAIL.search(request):
        return None  # a mail request not read: the message is read as before, or asked
    if (listed := _list_of_things(ctx, pasted, alone, read_text)) is not None:
        return listed
    vague = points or not _acted(alone) or alone.capability in ("second-brain", "general")
    if _QUESTION.search(request) and len(request.split()) <= _SHORT_QUESTION and vague:
        return _question(ctx, pasted, alone, read_text)
    if _acted(alone) and not points:
        return alone
    again = read_text(replace_text(ctx, f"{pasted.body.rstrip('.!?')}. {request}"))
    if _acted(again) and again.capability not in ("general",):
        return again
    return alone if alone is not None and alone.capability not in ("general",) else None


# What the pasted message asks to be bought: "we need eggs, flour and baking powder for the cake", "can u grab
# diapers size 4 and wipes on your way home", "תקנה חלב ולחם בדרך".
_THINGS = re.compile(
    rf"(?:\bwe\s+need|\bneed|\bgrab|\bbuy|\bget|\bpick\s+up|{_B}(?:צריך|צריכים|צריכה|תקנ\w*|תביא\w*|חסר|חסרים|נגמר|נגמרו))"
    rf"\s+(?P<x>.+?)(?=\s+(?:for|on\s+(?:your|the)\s+way|when|before|tmrw|tomorrow|today){_E}"
    rf"|\s+(?:בשביל|לעוגה|בדרך|כשאת|כשאתה|מחר|היום){_E}|[.!?\n]|$)", re.IGNORECASE)
_ADD_TO_LIST = re.compile(rf"\b(?:add|put)\b|{_B}(?:ת?וסיפ\w*|תוסיף|תכניס\w*|תשים|תשימי|שים|שימי){_E}", re.IGNORECASE)


def _list_of_things(ctx: RuleContext, pasted: Pasted, alone: Intent | None, read_text: Reader) -> Intent | None:
    """ "add to the shopping list" under "we need eggs, flour and baking powder": those things on the list."""
    request = pasted.request
    wants = alone is None or (alone.capability == "database" and alone.action == "addItem" and bool(alone.missing))
    if not (wants and _LIST.search(request) and _ADD_TO_LIST.search(request)):
        return None
    things = _THINGS.search(pasted.body)
    if things is None:
        return None
    command = tidy(_POINTER.sub(" ", request))
    again = read_text(replace_text(ctx, f"{command}: {tidy(things['x'])}"))
    return again if again is not None and again.args.get("operation") == "addItem" else None


def _acted(intent: Intent | None) -> bool:
    return intent is not None and not intent.missing and intent.confidence >= _ACTED


def _note(pasted: Pasted, request: str, operation: str) -> Intent:
    """ "תשמרי" under the gate code: the pasted words are the note; a remark after a comma in the request ("…, זה של
    חברת אלפא") is kept with it."""
    remark = request.split(",", 1)[1].strip() if "," in request else ""
    text = pasted.signed + (f" ({tidy(remark)})" if tidy(remark) else "")
    args = {"operation": operation, "text": text}
    if operation == "store":
        args["kind"] = "fact"
    else:
        args["query"] = pasted.sender or pasted.headline(6)
    return Intent("second-brain", operation, args, 0.9, entity="note", decided_by=f"pasted {operation}")


def _times(pasted: Pasted, now: datetime) -> tuple[TimeMatch | None, TimeMatch | None]:
    """The first time the pasted words name, and a second one after it (an offered alternative, an end date)."""
    body = pasted.body
    first = parse_time_expression(body, now)
    if first is None:
        return None, None
    rest = strip_spans(body, first.spans)
    return first, parse_time_expression(rest, now)


def _reminder(ctx: RuleContext, pasted: Pasted, alone: Intent) -> Intent:
    """ "remind me 20 min before" under a clinic's SMS: at the appointment's time, about it."""
    args, missing = dict(alone.args), list(alone.missing)
    text = str(args.get("text") or "")
    if not text or "text" in missing or len(text.split()) <= 2:
        about = _summary(pasted, _times(pasted, ctx.now)[0])  # its time is the reminder's, not its words
        args["text"] = f"{text} ({about})" if text else about
    elif pasted.sender and pasted.sender.lower() not in text.lower():
        args["text"] = f"{text} ({pasted.sender})"
    missing = [slot for slot in missing if slot != "text"]
    if (day_before := _day_before(ctx, pasted)) is not None and not args.get("dueDate"):
        args["dueDate"] = iso(day_before)  # "the day before at 9am" under a flight's confirmation
        missing = [slot for slot in missing if slot not in ("dueDate", "time")]
    if "dueDate" in missing or not args.get("dueDate") and not args.get("reminderRecurrence"):
        first, second = _times(pasted, ctx.now)
        if first is not None and first.when is not None and not first.all_day and not first.recurrence and (
                second is None or second.when is None or second.when == first.when):
            args["dueDate"] = iso(first.when)
            missing = [slot for slot in missing if slot not in ("dueDate", "time")]
        elif "dueDate" not in missing:
            missing.append("dueDate")
    elif _day_of(_times(pasted, ctx.now)[1]) is not None and _EACH.search(pasted.request):
        missing.append("dueDate")  # "a reminder for each exam" over a timetable: one per date, not one
    return replace(alone, args=args, missing=missing, decided_by=f"{alone.decided_by}; pasted reminder")


def _to_the_new_time(ctx: RuleContext, pasted: Pasted, read_text: Reader) -> Intent | None:
    """ "תעדכני את התזכורת לשעה החדשה" under "התור שלך הוזז ליום ג' 1/12 בשעה 16:15": the reminder of that sender
    moved to that time."""
    request = pasted.request
    new = _NEW_TIME.search(request)
    first, second = _times(pasted, ctx.now)
    if new is None or first is None or first.when is None or first.all_day:
        return None
    if _day_of(second) not in (None, _day_of(first)):
        return None  # two dates: which is the new one is asked
    hebrew = re.search(rf"[{_HE}]", request) is not None
    said = " ".join(pasted.body[start:end] for start, end in first.spans)
    to = "" if re.match(rf"^[לב]-?[{_HE}\d]", said) else ("ל" if hebrew else "to ")  # "ליום ג'" has its own "ל"
    moved = f"{request[:new.start()]} {to}{said}{request[new.end():]}"
    if pasted.sender and (reminder := _THE_REMINDER.search(moved)) is not None:
        of = f" של {pasted.sender}" if hebrew else f" for {pasted.sender}"
        moved = f"{moved[:reminder.end()]}{of}{moved[reminder.end():]}"
    again = read_text(replace_text(ctx, tidy(moved)))
    return again if _acted(again) and again.args.get("operation") == "update" else None


def _day_before(ctx: RuleContext, pasted: Pasted) -> datetime | None:
    """ "remind me the day before at 9am" under a confirmation of Thu 03 Dec: Wed 02 Dec at 09:00."""
    if not _DAY_BEFORE.search(pasted.request):
        return None
    first, second = _times(pasted, ctx.now)
    said = parse_time_expression(_DAY_BEFORE.sub(" ", pasted.request), ctx.now)
    day = _day_of(first)
    if day is None or _day_of(second) not in (None, day):
        return None  # several dates ("לוח מבחנים": one per exam): which is not one reminder's to say
    hour, minute = (said.when.hour, said.when.minute) if said and said.when and not said.all_day else (9, 0)
    before = datetime.combine(day - timedelta(days=1), datetime.min.time(), ctx.now.tzinfo)
    return before.replace(hour=hour, minute=minute)


def _day_of(found: TimeMatch | None) -> date | None:
    if found is None:
        return None
    return found.date_only or (found.when.date() if found.when else None)


def _event(ctx: RuleContext, pasted: Pasted, alone: Intent | None, read_text: Reader) -> Intent | None:
    """ "calendar pls" under a message with one appointment in it: that appointment."""
    request = pasted.request
    operation = str((alone.args.get("operation") if alone else "") or "create")
    if operation in ("getEvents", "checkConflicts") and not _QUESTION.search(request):
        operation = "create"  # "calendar pls" under an appointment: put it in, not show the day
    if _MOVE.search(request):
        operation = "update"  # "תזיזי ביומן" under "the meeting moved to 14:00"
    if alone is not None and _acted(alone) and not _POINTER.search(request) and operation != "create":
        return alone
    if operation not in ("create", "createRecurring"):
        again = read_text(replace_text(ctx, f"{pasted.body.rstrip('.!?')}. {request}"))
        if _acted(again) and again.capability == "calendar" and again.args.get("operation") == operation:
            return again
        return Intent("calendar", operation, {"operation": operation, "searchCriteria": {}}, 0.9,
                      missing=["searchCriteria"], entity="event", decided_by=f"pasted event {operation}")
    first, second = _times(pasted, ctx.now)
    if second is not None and _EACH.search(request) and "\n" in pasted.body:
        # "Meetings next week:\nSun 29/11 10:00 – kickoff\nTue 1/12 15:00 – budget\nתכניסי את שתיהן ליומן": the
        # command over its lines, as users write it
        lines = [line for line in pasted.body.splitlines() if _CLOCK.search(line)]
        command = tidy(_EACH.sub(" ", request))
        again = read_text(replace_text(ctx, "\n".join([f"{command}:", *lines])))
        return again if _acted(again) and again.capability == "calendar" else None
    summary = _summary(pasted, first)
    ask = Intent("calendar", "create", {"operation": "create", "summary": summary}, 0.9, missing=["start"],
                 entity="event", decided_by="pasted event")
    if first is None:
        return ask
    if first.recurrence is not None:
        hebrew = re.search(rf"[{_HE}]", request) is not None
        said = " ".join(pasted.body[start:end] for start, end in first.spans)
        again = read_text(replace_text(ctx, f"תכניסי ליומן {summary} {said}" if hebrew
                                       else f"add {summary} {said} to my calendar"))
        return again if _acted(again) and again.capability == "calendar" else ask
    all_day = _ALL_DAY.search(request) is not None
    if all_day:
        day = _day_of(first)
        if day is None:
            return ask
        last = day
        if second is not None and re.search(r"both|שני|שתי", request, re.IGNORECASE):
            other = _day_of(second)
            last = other if other is not None and timedelta(0) < other - day <= timedelta(days=7) else day
        return Intent("calendar", "create", {"operation": "create", "summary": summary, "start": day.isoformat(),
                                             "end": (last + timedelta(days=1)).isoformat(), "allDay": True},
                      0.9, entity="event", decided_by="pasted all-day event")
    if first.when is None or first.all_day or _half_of_day_guessed(first, ctx.now):
        return ask  # a day with no hour, or "ביום שלישי ב-7" (morning or evening?): when is asked
    if second is not None and second.when is not None and second.when != first.when and second.when != first.end:
        return ask  # two slots offered ("Mon 30/11 at 10 or Wed 2/12 at 14"): which is asked
    end = first.end
    if end is None:
        found = _DURATION.search(strip_spans(pasted.body, first.spans))
        end = first.when + timedelta(minutes=int(found["n"]) if found else 60)
    return Intent("calendar", "create", {"operation": "create", "summary": summary, "start": iso(first.when),
                                         "end": iso(end)}, 0.9, entity="event", decided_by="pasted event")


def _half_of_day_guessed(first: TimeMatch, now: datetime) -> bool:
    """ "Tuesday at 7" with no clue: 07:00 or 19:00 is the user's to say, as for events they type themselves."""
    when = first.when
    guessed = {"assumed_am", "assumed_pm"} & set(first.notes)
    return bool(guessed) and when is not None and not when.minute and when.hour % 12 in (6, 7, 8) \
        and (when.date() - now.date()).days > 1


def _summary(pasted: Pasted, first: TimeMatch | None) -> str:
    """The event's name: its sender and the pasted first sentence without the time words."""
    body = strip_spans(pasted.body, first.spans) if first is not None else pasted.body
    headline = Pasted(body=body, sender="", request="").headline(8)
    if pasted.sender and pasted.sender.lower() not in headline.lower():
        return f"{pasted.sender}: {headline}"
    return headline


def _free(ctx: RuleContext, pasted: Pasted, read_text: Reader) -> Intent | None:
    """ "am I free then?" under an invitation: the invitation's time."""
    first, _ = _times(pasted, ctx.now)
    if first is not None and first.when is not None and not first.all_day:
        end = first.end or first.when + timedelta(hours=1)
        window = {"start": iso(first.when), "end": iso(end), "timeMin": iso(first.when), "timeMax": iso(end)}
        return Intent("calendar", "checkConflicts", {"operation": "checkConflicts", **window}, 0.9, entity="event",
                      decided_by="pasted time asked about")
    hebrew = re.search(rf"[{_HE}]", pasted.request) is not None
    asked = read_text(replace_text(ctx, f"{'אני פנוי' if hebrew else 'am I free'} {pasted.body}"))
    if asked is not None and asked.args.get("operation") == "checkConflicts" and not asked.missing:
        return asked
    return Intent("calendar", "checkConflicts", {"operation": "checkConflicts"}, 0.9, missing=["timeMin"],
                  entity="event", decided_by="pasted time asked about")


def _question(ctx: RuleContext, pasted: Pasted, alone: Intent | None, read_text: Reader) -> Intent | None:
    """ "מה הקוד?" under "מישהו זוכר את הקוד של החניון?": the pasted question, as if the user asked it."""
    asked = read_text(replace_text(ctx, pasted.body))
    if _acted(asked) and asked.capability != "database":
        return asked
    if alone is not None and alone.capability == "second-brain" and alone.action == "search":
        return replace(alone, args={**alone.args, "query": pasted.body}, decided_by="pasted question")
    return alone


# The mail a request points at ("תמחקי אותו", "find it") and whom it sends to ("תעבירי לה", "forward it to her").
_THE_MAIL = re.compile(rf"\b(?:it|this|that)\b|{_B}(?:אותו|אותה|את\s+זה){_E}", re.IGNORECASE)
_RECIPIENT = re.compile(rf"\bto\s+(?:him|her|them)\b|{_B}(?:לו|לה|להם){_E}", re.IGNORECASE)


def _mail_named(ctx: RuleContext, pasted: Pasted, read_text: Reader) -> Intent | None:
    """The request with its pointers named: "תמחקי אותו" -> "תמחקי את המייל מדואר ישראל", "תעבירי לה …" -> "תעבירי
    ל-gan@… …", read again; None when that reads as no mail request."""
    request = pasted.request.split(". ")[-1] if ". " in pasted.request else pasted.request
    hebrew = re.search(rf"[{_HE}]", request) is not None
    addresses = sorted(set(_ADDRESS.findall(pasted.body)))
    if len(addresses) == 1 and (to := list(_RECIPIENT.finditer(request))):
        request = f"{request[:to[-1].start()]}{'ל-' if hebrew else 'to '}{addresses[0]}{request[to[-1].end():]}"
    elif pasted.sender and (it := list(_THE_MAIL.finditer(request))):
        named = f"את המייל מ{pasted.sender}" if hebrew else f"the email from {pasted.sender}"
        request = f"{request[:it[-1].start()]}{named}{request[it[-1].end():]}"
    else:
        return None
    again = read_text(replace_text(ctx, request))
    return again if again is not None and again.capability == "gmail" else None


# "תכתבי לו טיוטה שאני מאשר, his mail is avi@…": the address said apart from the request it belongs to.
_ADDRESS_SAID = re.compile(
    r"[,;.]?\s*(?:(?:his|her|their)\s+(?:e-?)?mail\s+is|(?:המייל|הכתובת)\s+(?:שלו|שלה)\s+(?:זה|היא)?)\s*"
    r"(?P<a>[\w.+-]+@[\w-]+(?:\.[\w-]+)+)", re.IGNORECASE)
_DRAFT = re.compile(rf"\b(?:a\s+)?draft\b|{_B}טיוטה{_E}", re.IGNORECASE)
_TO_PRONOUN = re.compile(rf"{_B}(?:לו|לה|להם){_E}|\bto\s+(?:him|her|them)\b", re.IGNORECASE)


def _mail_addressed(ctx: RuleContext, request: str, read_text: Reader) -> Intent | None:
    """ "write him a draft that I approve, his mail is avi@…": the address put where "him" is, read again."""
    said = _ADDRESS_SAID.search(request)
    if said is None or (to := _TO_PRONOUN.search(request[:said.start()])) is None:
        return None
    hebrew = re.search(rf"[{_HE}]", request[:said.start()]) is not None
    head, tail = request[:to.start()], request[to.end():said.start()]
    if (draft := _DRAFT.search(tail)) is not None:  # "תכתבי לו טיוטה ש…": the address after "טיוטה", as one says it
        head, tail = f"{head}{tail[:draft.end()]} ", tail[draft.end():]
    named = f"{head}{'ל-' if hebrew else 'to '}{said['a']}{tail}"
    again = read_text(replace_text(ctx, named.strip()))
    return again if again is not None and again.capability == "gmail" else None


_SEND_IT = re.compile(r"^(?:e-?mail|send|mail)\s+(?:it|this|that)\s+to\s+(?P<a>[\w.+-]+@[\w-]+(?:\.[\w-]+)+)\s*$"
                      r"|^(?:ת?שלח\w*|שלחי)\s+(?:את\s+זה|אותו|אותה)\s+(?:במייל\s+)?ל-?\s*(?P<h>[\w.+-]+@[\w-]+(?:\.[\w-]+)+)\s*$",
                      re.IGNORECASE)


def _mail_of_the_paste(ctx: RuleContext, pasted: Pasted, read_text: Reader) -> Intent | None:
    """ "email it to ruth@…" under a pasted message: the pasted words are the mail."""
    said = _SEND_IT.match(pasted.request)
    if said is None:
        return None
    again = read_text(replace_text(ctx, f"email {said['a'] or said['h']}: {pasted.body}"))
    return again if again is not None and again.args.get("operation") == "send" else None


def _mail(pasted: Pasted, alone: Intent | None) -> Intent | None:
    """Mail about the pasted message: its sender as the search words, its one address as the recipient."""
    if alone is None:
        return None
    args, missing = dict(alone.args), list(alone.missing)
    operation = args.get("operation")
    if operation in ("search", "read", "delete", "archive", "markRead", "label") and pasted.sender:
        query = str(args.get("query") or "")
        if not query or _POINTER.fullmatch(bare := query.removeprefix("from:").strip()) or bare in _THEM:
            args["query"] = f"from:{pasted.sender}"
        elif pasted.sender.lower() not in query.lower():
            args["query"] = f"{pasted.sender} {query}"
        missing = [slot for slot in missing if slot != "query"]
    if operation == "compose" and pasted.body not in str(args.get("body") or ""):
        args["body"] = f"{args.get('body') or ''}\n\n> {pasted.signed}".strip()  # a draft quotes what it answers
    addresses = _ADDRESS.findall(pasted.body)
    if operation in ("send", "compose", "forward") and not args.get("to") and len(set(addresses)) == 1:
        args["to"] = addresses[:1]
        missing = [slot for slot in missing if slot != "to"]
    return replace(alone, args=args, missing=missing, decided_by=f"{alone.decided_by}; pasted mail")
