"""A note to self that is only a time and a thing: "tmrw morning flu shot", "בעוד שעתיים מדחן", "תנור בעוד 20 דק",
"every morning 7 vitamins", "טלפון לסבתא ב5", "tmrw מתנה לנועה", "rent 1st of every month remind".

Written to a secretary, a few words that say when and what, and nothing else, are the note one sticks on the
fridge: be reminded of that thing then. No verb says it, because the thing itself is what is to be done at that
time (the meter to feed, the oven to check, the shot to get). So such a message is read as "remind me <it>", and
the reminder grammar (`tasks.create_reminder`) works out its time, its repetition, and the hours it asks.

What keeps it narrow:
* the message is short (six words at most) and has no "?": "gym tmrw 8am?" asks whether it is on;
* the thing is a few words that are neither an appointment nor an event ("אורתודנט רביעי 3", "thu 5 dentist" are
  the calendar's, calendar.has_event_noun), nor another capability's thing (an email, a list, a note, a meeting);
* the thing is no command, question, state or statement: "cancel 4pm", "busy tmrw", "home at 6", "אני מחר";
* a thing that opens with an errand verb ("thu 5 pick up glasses") is task_implied's, and groceries alone ("tmrw
  milk") may be a list's: neither is read here. Said with a repetition ("every morning 7 vitamins") a thing one
  buys is still a reminder: no shopping list comes back every morning.
A trailing bare "remind" ("rent 1st of every month remind") is the request said last, in note style.
"""

from __future__ import annotations

import re
from dataclasses import replace

from memo.planning.rules import grammar, understand
from memo.planning.rules.asides import replace_text
from memo.planning.rules.base import Intent, RuleContext, tidy
from memo.planning.rules.calendar import _WEAK, has_event_noun
from memo.planning.rules.lists_lexicon import is_grocery
from memo.planning.rules.task_implied import opens_with_task_verb
from memo.planning.rules.task_nouns import SHIN_NOUNS
from memo.planning.rules.task_words import HE, OTHER_THING, REFERENTIAL, core, core_of, has_task_noun, timed_text

NOTE = 0.78  # below an errand said with its verb (task_implied, 0.8) and a timed event (calendar, 0.78 wins ties)
MAX_WORDS = 6
MAX_THING_WORDS = 4
_B = rf"(?<![\w{HE}])"
_E = rf"(?![\w{HE}])"
# "..., remind" / "... remind me" / "... להזכיר": the request said last.
_REMIND_LAST = re.compile(r"[\s,.-]+(?:(?:pls|please)\s+)?remind(?:\s+me)?[\s!.]*$"
                          r"|[\s,.-]+(?:להזכיר|תזכיר|תזכירי)(?:\s+לי)?[\s!.]*$", re.IGNORECASE)
# Any request word left: another grammar's shape (and the reading below is not asked about itself again).
_REQUEST = re.compile(
    rf"\b(?:remind|reminders?|note|notes|list|save|add|put|write|set|book|schedule|send|email|mail|text|ping|alert"
    rf"|calendar|agenda|weather|forecast|news|traffic)\b"
    rf"|{_B}(?:תזכיר|תזכירי|תזכרי|תזכורת|תזכורות|להזכיר|תרשום|תרשמי|רשום|תוסיף|תוסיפי|תשמור|תשמרי|תקבע|תקבעי"
    rf"|יומן|ביומן|ליומן|רשימה|ברשימה|לרשימה|פתק|מייל|הודעה|לו\"ז|מזג\s+ה?אוויר){_E}",
    re.IGNORECASE)
# Words that make the thing a command, a question, a state of the user or a statement, not a thing to be done.
_NOT_A_THING = re.compile(
    r"\b(?:cancel|cancelled|canceled|delete|remove|move|moved|push|postpone|reschedule|change|clear|undo|stop|skip"
    r"|show|what|whats|what's|when|where|who|why|how|which|is|are|am|was|were|will|can|could|should|do|does|did"
    r"|i|i'm|im|me|my|we|you|he|she|they|it|not|no|nothing|free|busy|off|late|early|home|back|out|away|sick|here"
    r"|there|ready|available|done|fine|ok|okay|yes|thanks|thx|hi|hey|hello|good|morning|evening|night|night's"
    r"|working|leaving|arriving|coming|flying|landing|going|gone|again|same|instead|too|also"
    r"|tell|ask|let|say|find|look|get|give|make|buy|order"
    # a past tense tells what happened ("spoke to mom today"), not what is to be done
    r"|spoke|said|told|went|came|got|had|saw|met|left|took|gave|made|\w+[^e\W]ed)\b"
    rf"|{_B}(?:תבטל|תבטלי|בטל|ביטול|תמחק|תמחקי|מחק|תזיז|תזיזי|תעביר|תעבירי|תדחה|תדחי|תראה|תראי|מה|מתי|איפה|מי|למה|איך"
    rf"|האם|יש|אין|אני|אנחנו|אתה|את|הוא|היא|הם|לא|פנוי|פנויה|פנויים|עסוק|עסוקה|עסוקים|בבית|בחופש|חופש|חולה|מאחר"
    rf"|מאחרת|מגיע|מגיעה|מגיעים|חוזר|חוזרת|יוצא|יוצאת|עובד|עובדת|טס|טסה|נוחת|נוחתת|שוב|במקום|גם|כבר|תודה|היי|שלום"
    rf"|בוקר|ערב|לילה|טוב|סבבה|אוקיי|כן|זה|זאת|יהיה|תהיה|יהיו|היה|היתה|הייתה|היו"
    # a request to Memo in the second person ("תגידי לאבי שנאחר בחצי שעה"): telling, asking, sending, finding
    rf"|תגיד|תגידי|תגידו|תכתוב|תכתבי|תשלח|תשלחי|תתקשר|תתקשרי|תזמין|תזמיני|תבדוק|תבדקי|תחפש|תחפשי|תמצא|תמצאי"
    rf"|תעשה|תעשי|תן|תני|תספר|תספרי|תודיע|תודיעי|תעדכן|תעדכני|תשאל|תשאלי|תענה|תעני|תסדר|תסדרי|תקנה|תקני){_E}"
    # "... שנאחר", "... שהוא מגיע": a clause of what someone said or will do, not a thing
    rf"|{_B}(?!{SHIN_NOUNS}{_E})ש(?:נ|י|ת|א)[{HE}]{{2,}}{_E}",
    re.IGNORECASE)
_LETTER = re.compile(rf"[A-Za-z{HE}]")
# Only words make a thing: an arrow, a sum or a slash ("tel aviv → jerusalem tomorrow") is a route, a price, a score.
_SYMBOL = re.compile(r"[^\w\s'\"\-.,&]")
# A weekday and a bare 6, 7 or 8 with no part of the day: morning or evening, only the user knows. The words of a
# note say no more about it ("wed 8 pickup": the school pickup or the evening's), so it is asked whatever they are.
_WEEKDAY_BARE_HOUR = re.compile(
    r"\b(?:sun|mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat)(?:day|nesday|rsday|urday)?\.?\s+(?:at\s+)?[678](?![\d:.]|\s*[ap]m)"
    rf"|(?<![\w{HE}])(?:ב|ו|וב)?(?:יום\s+)?(?:ה|ב)?(?:ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת)\s+(?:ב-?)?[678](?![\d:.])",
    re.IGNORECASE)
_PART_OF_DAY = re.compile(rf"\b(?:morning|evening|night|afternoon|am|pm|tonight)\b"
                          rf"|(?<![\w{HE}])(?:בבוקר|בערב|בלילה|בצהריים|אחה\"צ|הבוקר|הערב)(?![\w{HE}])", re.IGNORECASE)


@grammar
def time_and_thing(ctx: RuleContext) -> Intent | None:
    """A short note of a time and a thing, with no verb of any capability: a reminder of that thing then."""
    if "?" in ctx.text or "\n" in ctx.text.strip():
        return None
    text = core(ctx)
    said_last = _REMIND_LAST.search(text)
    if said_last is not None:
        text = text[:said_last.start()]
    if not text or len(text.split()) > MAX_WORDS or _REQUEST.search(text):
        return None
    t = timed_text(text, ctx.now)
    if t.time is None:
        return None
    thing = tidy(core_of(t.rest)).strip(" ,.:;-!")
    if (not thing or len(thing.split()) > MAX_THING_WORDS or not _LETTER.search(thing) or _SYMBOL.search(thing)
            or any(ch.isdigit() for ch in thing)):
        return None  # a number left over is an hour the time words did not take ("wed 8 vitamins" unread): asked
    if _NOT_A_THING.search(thing) or REFERENTIAL.fullmatch(thing) or OTHER_THING.search(thing) or has_task_noun(thing):
        return None
    if len(thing.split()) == 1 and t.time.when is None and t.time.recurrence is None:
        return None  # "רון מחר": one word and a day may be a person's name and what about them (asked)
    if has_event_noun(thing) or _WEAK.search(thing):
        return None  # "אורתודנט רביעי 3", "tmrw 9 call w dana": an appointment, the calendar's
    if said_last is None and opens_with_task_verb(thing):
        return None  # an errand with its verb is task_implied's
    if said_last is None and t.time.recurrence is None and is_grocery(thing):
        return None  # "tmrw milk" may be a shopping list's; "every morning 7 vitamins" no list repeats
    hebrew = bool(re.search(rf"[{HE}]", text))
    intent = understand(replace_text(ctx, f"{'תזכירי לי' if hebrew else 'remind me'} {text}"))
    if intent is None or intent.capability != "database" or intent.action != "create":
        return None
    missing = list(intent.missing)
    if _WEEKDAY_BARE_HOUR.search(text) and not _PART_OF_DAY.search(text) and "time" not in missing:
        missing.append("time")
    return replace(intent, confidence=min(intent.confidence, NOTE), decided_by="", read="", missing=missing)
