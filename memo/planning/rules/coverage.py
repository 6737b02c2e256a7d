"""Never act on a half-read message: does a confident grammar plan account for the whole message?

A grammar matches the shape it knows and reads its slots from it; words outside that shape can change what
the user meant ("every 15th", "Wednesday or Thursday", "stop reminding me", "at 8:30 instead of 7"). When
a message holds such words and the plan has no place for them, the plan is doubted: its confidence drops
below the floor, so the turn goes to the LLM planner when one is configured and asks otherwise. Asking
costs the user one answer; a reminder on the wrong day costs them the reminder.

The checks look only at words that change meaning, never at filler ("hey", "pls", "thanks"), so a
greeting around a command is still acted on.
"""

from __future__ import annotations

import re
from datetime import date, datetime
from typing import Any

from memo.planning.rules.base import Intent, RuleContext
from memo.planning.timeexpr import parse_time_expression
from memo.planning.timeexpr.timewords import SAID_OF_THE_DAY_EN

DOUBTED_CONFIDENCE = 0.5  # below dsl.CONFIDENCE_FLOOR: the LLM plans, or the user is asked

_HE = r"\u05D0-\u05EA"
_EVERY = re.compile(
    rf"\b(?:every|each|daily|weekly|monthly|weekdays)\b|(?<![{_HE}])כל\s+(?:יום|בוקר|ערב|לילה|שבוע|חודש|שנה|שעה|\d"
    rf"|ה?(?:ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת)|מוצ)|(?<![{_HE}])בימי\s|(?<![{_HE}])מדי\s", re.IGNORECASE)
# "remind me for each one", "a reminder for each of them": each of the things listed, not each day or week.
# "the monthly refill", "my weekly report": after an article or a possessive, the thing's adjective.
_EACH_OF_THEM = re.compile(r"\b(?:for|about|on|of)\s+each(?:\s+one|\s+of\s+(?:them|these|those))?\b"
                           r"(?!\s+(?:day|week|month|morning|evening|night|year|time))"
                           r"|(?:\b(?:the|my|our|his|her|their|your|this)|'s)\s+(?:daily|nightly|weekly|monthly)"
                           r"(?=\s+[a-z])", re.IGNORECASE)
_ALTERNATIVE = re.compile(r"\S\s+(?:or|או)\s+(?:on\s+|at\s+|ב|ל)?(?:\d|mon|tue|wed|thu|fri|sat|sun|tomorrow"
                          r"|ה?(?:ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת|מחר)|יום\s)", re.IGNORECASE)
# "ויטמין די" is vitamin D, no "enough".
_STOP = re.compile(rf"\b(?:stop|don'?t|do not|never|no longer|no more|cancel)\b|(?<![{_HE}])(?:תפסיק|תפסיקי"
                   rf"|(?<!ויטמין\s)די\s|אל\s|לא\s+צריך|בלי\s+ל)", re.IGNORECASE)
_STILL_A_REQUEST = re.compile(rf"\b(?:don'?t|do not|never)\s+(?:let\s+me\s+|want\s+to\s+)?forget\b"
                              rf"|\bdon'?t\s+let\s+me\s+miss\b"
                              # "nudge me every 20 mins … till i say stop": how the nudge ends, not a stop
                              rf"|\b(?:till|until|til)\s+i\s+(?:say|tell\s+you(?:\s+to)?)\s+(?:stop|enough|done)\b"
                              rf"|(?<![{_HE}])אל\s+(?:ת?שכח|תשכחי|תי?תן\s+לי\s+לשכוח|תי?תני\s+לי\s+לשכוח|תי?תנו\s+לי\s+לשכוח|תני\s+לי\s+לשכוח)",
                              re.IGNORECASE)
# "the dentist is now at 3pm" read as an event named "dentist is now": news of a change to what exists, left in
# the name of what the plan would create. (A reminder of the news, "remind me that the meeting was moved", and a
# request after it, "החוג עבר לימי ראשון אז תזכירי לי…", are requests.)
_NOW_AT = re.compile(r"\b(?:is|are|'s)\s+now\s*$", re.IGNORECASE)
_INSTEAD = re.compile(r"\binstead\b|(?<![\u05D0-\u05EA])במקום\b", re.IGNORECASE)
_TEXT_KEYS = ("text", "summary")
_CALENDAR_COMMAND = re.compile(rf"(?<![{_HE}])[לב]?יומן(?![{_HE}])|\bcalendar\b|(?<![{_HE}])(?:תרשום|תרשמי|תכניס|תכניסי"
                               rf"|תקבע|תקבעי|תוסיף|תוסיפי)(?![{_HE}])"
                               # "call with the bank put", "if it's not too much trouble, put dinner at…"
                               r"|\b(?:put|pop|stick)(?:\s+it)?\s*$|,\s*(?:(?:pl[sz]|please|and|so)\s+)?(?:put|pop|stick|add)\b|\bblock\s+(?:those|these|them|it)\b"
                               r"|^(?:if\s+(?:it'?s|its|you|that'?s|possible)\b|אם\s+(?:זה|לא|אפשר)(?![\u05D0-\u05EA]))[^,]{0,40},",
                               re.IGNORECASE)
_DATE_RANGE = re.compile(r"(?<![\d:])(?:מ-?|מה-?|from\s+(?:the\s+)?)?\d{1,2}(?:st|nd|rd|th)?\s*"
                         r"(?:-|–|עד|to|until|till|through)\s*(?:ה-?|the\s+)?\d{1,2}(?:st|nd|rd|th)?(?![\d:])",
                         re.IGNORECASE)
# Words that name nothing: a task or a search made only of them was cut from the wrong place ("move my 3
# oclock" read as a task called "my").
_NO_CONTENT = frozenset({"my", "the", "a", "an", "it", "this", "that", "his", "her", "their", "our", "your", "me",
                         "to", "for", "of", "on", "at", "in", "one", "thing", "stuff", "שלי", "שלו", "שלה", "את", "זה",
                         "זאת", "ה", "ל", "על", "של", "לי", "הזה", "ההוא", "דבר", "הדבר", "עניין", "העניין",
                         # Hesitations: "remind me at 8 to uhh" names no errand yet.
                         "um", "umm", "ummm", "uh", "uhh", "uhhh", "uhm", "erm", "hmm", "hmmm", "eh", "ehh", "אממ",
                         "אמממ", "אהה", "אההה", "אהמ"})
# Content that only points at something said before ("the thing we talked about", "הדבר ההוא שסיפרתי לך"):
# what it is, only the user knows.
_POINTS_BACK = re.compile(
    r"^(?:את\s+)?(?:ה?דבר|ה?עניין|ה?נושא|(?:the\s+|that\s+)?(?:thing|stuff)|something|what)"
    r"(?:\s+(?:ה?הוא|ה?זה|ההיא|הזאת))?\s*(?:ש|that\s+|which\s+)?\s*(?:we|i|you)?\s*"
    r"(?:דיברנו|סיפרתי|אמרתי|סיכמנו|כתבתי|הזכרתי|talked|spoke|said|told|discussed|mentioned|agreed)"
    r"(?:\s+(?:about|of|it|you|me|before|earlier|yesterday|last\s+(?:week|time|month)|עליו|עליה|על\s+זה|לך|לי|פעם"
    r"|קודם|אתמול|ב?שבוע\s+שעבר|בפעם\s+שעברה))*[\s?.!]*$",
    re.IGNORECASE)
# A reminder whose whole errand is a verb and a pronoun ("take it out", "turn them off", "do it"): what "it" is was
# said before, outside the message, or not at all; the user is asked rather than reminded of "it".
_ONLY_A_PRONOUN = re.compile(r"^(?:to\s+)?(?:[a-z]+\s+){0,1}[a-z]+\s+(?:it|them|em|'em|this|that)"
                             r"(?:\s+(?:out|off|on|in|up|down|back|away|over|again))?[\s.!]*$", re.IGNORECASE)
# An event named "check if the meeting room is available": whether something is free, asked, not an event to make.
_ASKS_WHETHER = re.compile(r"^(?:please\s+)?(?:check|see|find\s+out|ask)\s+(?:if|whether)\b"
                           r"|^(?:תבדקי|תבדוק|בדקי|בדוק|לבדוק)\s+(?:אם|האם)(?!\S)", re.IGNORECASE)
# A task that opens with "or" is the other half of a question ("…every two weeks, or only weekly?" -> "or only").
_OPENS_WITH_OR = re.compile(r"^(?:or|או)(?:\s|$)", re.IGNORECASE)
# Two errands each led by its own hour inside one task ("9 call the supplier, 12 send the invoices").
_TIMED_ERRANDS = re.compile(r"(?:^|[,;]\s*)\d{1,2}(?::\d{2})?\s*(?:am|pm)?\s+[A-Za-z\u05D0-\u05EA]", re.IGNORECASE)
_DAYS_EN = r"(?:sun|mon|tue|tues|wed|thu|thur|thurs|fri|sat)(?:day)?"
_DAYS_HE = r"(?:ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת|[אבגדהו]')"
_DAY_SPAN = re.compile(rf"\bfrom\s+{_DAYS_EN}\s+(?:to|till|until|through|thru)\s+{_DAYS_EN}\b"
                       rf"|\b{_DAYS_EN}\s*-\s*{_DAYS_EN}\b|(?<![{_HE}])מ(?:יום\s+)?{_DAYS_HE}\s+(?:עד|ל)\s*(?:יום\s+)?{_DAYS_HE}",
                       re.IGNORECASE)
# "did" opens a question whoever follows ("did mom call"); "do" and "have" also open commands ("do the dishes").
# A text left with a dangling "and" ("call dad and", a day read out of "call dad and friday") or a day joined to
# it by "and" ("call dad, and friday"): the days of the message were not all read into the plan.
_CUT_AT_A_DAY = re.compile(rf"(?:^|[\s,])(?:and|&|or|ו|או)\s*$|(?:\band|&)\s+(?:on\s+)?{_DAYS_EN}s?\W*$"
                           rf"|(?<![{_HE}])ו(?:(?:ב|ל)(?:יום\s+)?|יום\s+){_DAYS_HE}(?![{_HE}])"
                           rf"|(?<![{_HE}])ו{_DAYS_HE}\W*$", re.IGNORECASE)
# Courtesy that wraps a request and is never the name of a thing ("be advised that the meeting…, kindly").
_COURTESY = re.compile(rf"\bkindly\b|\bbe\s+advised\b|\bmuch\s+obliged\b|\bi\s+would\s+be\s+grateful\b"
                       rf"|(?<![{_HE}])(?:אודה\s+לך|אשמח\s+אם)(?![{_HE}])", re.IGNORECASE)
# "on 12/11", "ב-3.10": a day and a month with no year. Said in late November of a date a few days or weeks past,
# the date is next year's only by the calendar: the user may have meant the numbers the other way round.
_NUMERIC_DATE = re.compile(r"(?<![\d/.:])\d{1,2}[./]\d{1,2}(?![\d/.:])")
_FAR_AHEAD_DAYS = 300
# "did everything today, mark it all": a report with its subject left out, not a question
_QUESTION = re.compile(r"^(?:did|does|has|is|are|was|were)\s+(?!(?:everything|all|it\s+all|them\s+all)\b)\w"
                       r"|^(?:do|have)\s+(?:i|we|you|u|he|she|they)\b"
                       r"|^(?:האם|מה|מי|מתי|למה|איך)(?![\u05D0-\u05EA])|.*\?\s*$", re.IGNORECASE)
_COMMAND_IN_ITEM = re.compile(rf"(?<![{_HE}])ל?ה?רשימ|\blist\b|(?<![{_HE}])(?:תוסיף|תוסיפי|תכניס|תכניסי|תרשום|תרשמי"
                              rf"|תוריד|תורידי|תמחק|תמחקי|תסמן|תסמני)(?![{_HE}])|\b(?:add|remove|delete|tick)\b",
                              re.IGNORECASE)
# A purpose phrase right after a list's name ("רשימת הציוד לטיול") goes on naming the list, unless it is a thing one
# buys ("לחם", "לימונים"): as a first item it leaves the list's end unclear.
_PURPOSE = re.compile(rf"^ל[{_HE}]{{3,}}(?:\s|$)")
_NAMES_A_TASK = {"complete", "delete", "update"}
_COMMAND_IN_TEXT = re.compile(rf"(?<![{_HE}])(?:תסמן|תסמני|תמחק|תמחקי|תוסיף|תוסיפי|תוריד|תורידי)(?![{_HE}])"
                              r"|\b(?:tick|check|cross|mark)\s+(?:it|that|this)\s+off\b", re.IGNORECASE)
# A change carries a time when any of its fields is one: dueDate, start, startTime, end, date, recurrence...
_WHEN_KEY = re.compile(r"due|start|end|time|date|recurrence|reminder|shift", re.IGNORECASE)
_ONE_OF = {"complete", "delete", "toggleItem", "deleteItem"}
# "after all" is "in the end", no quantity ("bought the candles after all, cross them off").
# "they were all rotten", "sunny all week", "כל השבוע": "all" of a reason said after the request, not of what it
# acts on.
_ALL = re.compile(rf"\b(?<!after\s)(?<!were\s)(?<!are\s)(?<!was\s)(?:all(?!\s+(?:week|day|night|morning|evening"
                  rf"|afternoon|weekend|month|year|along|over|good|set|ready|rotten|gone|sold\s+out)\b)|every|everything)\b"
                  rf"|(?<![{_HE}])(?:כל\s+ה(?!(?:שבוע|יום|לילה|בוקר|ערב|חודש|שנה|זמן)(?![{_HE}]))|הכל\b|את\s+הכל)",
                  re.IGNORECASE)
# A repetition said as "every <day or part of it>" ("instead of every day", "במקום כל יום"): a schedule, not "all".
_OLD_SCHEDULE = re.compile(r"\b(?:every|each)\s+(?:other\s+)?(?:day|week|month|morning|evening|night|weekday"
                           r"|(?:mon|tues|wednes|thurs|fri|satur|sun)day)s?\b", re.IGNORECASE)
# Words that place a clock time in the day. A greeting ("good morning", "ערב טוב") says nothing of the time.
_GREETING = re.compile(rf"\bgood\s+(?:morning|evening|night)\b|(?<![{_HE}])(?:בוקר|ערב|לילה)\s+טוב"
                       # "you saved my morning", "enjoy your evening": a thing said of it, not when (as timeexpr
                       # reads it)
                       rf"|\b{SAID_OF_THE_DAY_EN}\s+(?:my|our|your|his|her|their)\s+"
                       r"(?:morning|afternoon|evening|night)\b",
                       re.IGNORECASE)
# A part of the day ruled out ("not in the morning, like 4", "בערב, לא בבוקר") places nothing in it.
_RULED_OUT = re.compile(rf"\bnot\s+(?:in\s+the\s+|during\s+the\s+|at\s+)?(?:morning|afternoon|evening|night)s?\b"
                        rf"|(?<![{_HE}])(?:ו|אבל\s+)?לא\s+(?:ב?בוקר|ב?ערב|ב?לילה|אחה\"צ|אחרי?\s+הצהריים)(?![{_HE}])",
                        re.IGNORECASE)
_EVENING = re.compile(rf"\b(?:tonight|tonite|evening|night|nights|afternoon|p\.?m)\b|\d\s*pm\b"
                      rf"|(?<![{_HE}])(?:ב?ערב|ב?לילה|אחה\"צ|אחר\s+הצהריים|אחרי\s+הצהריים)(?![{_HE}])", re.IGNORECASE)
_MORNING = re.compile(rf"\b(?:morning|mornings|a\.?m)\b|\d\s*am\b|(?<![{_HE}])ב?בוקר(?![{_HE}])", re.IGNORECASE)
# A comma and then an errand verb: "book flights, call the vet and return the package" is three tasks.
_NEXT_ERRAND = re.compile(
    r",\s*(?:and\s+)?(?:call|book|buy|pay|send|email|text|return|pick\s+up|drop\s+off|cancel|schedule|fix|clean"
    r"|write|finish|check|order|renew|submit|bring|take|make|wash|feed|water|walk|print|sign|reply|answer|prepare|pack"
    r"|collect|visit|meet|ask|tell|remind|get)\b"
    rf"|[,،]\s*ו?(?:להתקשר|לקנות|לשלם|לשלוח|להחזיר|לבטל|לקבוע|לתקן|לנקות|לכתוב|לסיים|לבדוק|להזמין|לחדש|להגיש|להביא"
    rf"|לקחת|לאסוף|להוריד|להכין|לארוז|לכבס|להשקות|להאכיל|לחתום|לענות|לסדר|לטפל|לדבר|לצלצל|לאשר)(?![{_HE}])"
    # "and also" before a second errand needs no comma: "לקבוע תור וגם להחזיר את הספרים", "call mom and also pay rent".
    rf"|(?<![{_HE}])וגם\s+ל[{_HE}]{{3,}}|\band\s+also\s+(?:call|book|buy|pay|send|email|text|return|pick\s+up"
    r"|drop\s+off|cancel|schedule|fix|clean|write|finish|check|order|renew|submit|bring|take|make|wash|feed|water"
    r"|walk|print|sign|reply|answer|prepare|pack|collect|visit|meet|ask|tell|get)\b",
    re.IGNORECASE)

# A reminder's text that opens with where the visit is ("Ben Gurion 45 apt 12, gate code 4521, bring 2 filters",
# "הרצל 12 דירה 3, קוד 4521, להביא 2 פילטרים"): the numbered details of one visit, a name and its numbers with no
# verb of its own, and the errand after them is what to do there, not a second task.
_VISIT_DETAILS = re.compile(
    r"^(?!(?:call|book|buy|pay|send|email|text|return|pick|drop|cancel|schedule|fix|clean|write|finish|check|order"
    r"|renew|submit|bring|take|make|wash|feed|water|walk|print|sign|reply|answer|prepare|pack|collect|visit|meet|ask"
    rf"|tell|get|go|install|replace|change|move|put|give|leave|do)\b|ל[{_HE}]{{3,}})"
    rf"(?:[\w{_HE}'\"׳.#-]+\s+){{0,4}}\d[\w/-]*(?:\s+[\w{_HE}'\"׳.#-]+){{0,3}}(?:\s*,\s*[^,]*\d[^,]*)*\s*$",
    re.IGNORECASE)


def doubt(intent: Intent, ctx: RuleContext) -> str:
    """Why this confident plan may not be what the message says ("" when it accounts for the message)."""
    if intent.intent_type != "operation" or intent.missing:
        return ""
    args, operation = intent.args, str(intent.args.get("operation") or intent.action)
    creates = operation in ("create", "createMultiple") and intent.capability in ("database", "calendar")
    text = ctx.text
    from memo.planning.rules import corrections_doubt  # a time taken back that the plan did not take

    if corrected := corrections_doubt.doubt(intent, ctx):
        return corrected
    from memo.planning.rules import corrections_lists  # a list or task request taken back in part, not taken

    if corrected := corrections_lists.doubt(intent, ctx):
        return corrected
    from memo.planning.rules import corrections_unclear  # a take-back read into a name, or a value ruled out kept

    if corrected := corrections_unclear.doubt(intent, ctx):
        return corrected
    from memo.planning.rules import corrections_contrast  # which note or email is meant, put right after the request

    if corrected := corrections_contrast.doubt(intent, ctx):
        return corrected
    from memo.planning.rules import two_moves  # two things moved to two times, planned as one change

    if moved := two_moves.doubt(intent, ctx):
        return moved
    from memo.planning.rules import weekday_hour_note  # a note of a weekday's bare 6, 7 or 8: the calendar's

    if asked := weekday_hour_note.doubt(intent, ctx):
        return asked
    if creates and _EVERY.search(_EACH_OF_THEM.sub(" ", text)) and not _repeats(args, operation):
        return "the message repeats ('every …') but the plan happens once"
    if (creates or operation == "update") and _ALTERNATIVE.search(text):
        return "the message offers two times or days ('… or …'): which one is not for Memo to pick"
    if (creates and intent.capability == "database" and _STOP.search(text) and not _STILL_A_REQUEST.search(text)
            and not _stops_are_tasks(text, args)):
        return "the message says to stop or not to do something, and the plan creates"
    if creates and _NUMERIC_DATE.search(text) and _next_year(args, ctx):
        return "the date written has passed this year: next year's, or the numbers read the other way, is for the user"
    if creates and _INSTEAD.search(text):
        return "'instead' changes something that exists, and the plan creates"
    if creates and any(_NOW_AT.search(str(args.get(key) or "")) for key in _TEXT_KEYS):
        return "the message says something is now at another time: it changes what exists, and the plan creates"
    changes = args.get("updateFields") if isinstance(args.get("updateFields"), dict) else {}
    if operation == "update" and intent.capability in ("database", "calendar"):
        if _EVERY.search(text) and not (changes.get("reminderRecurrence") or changes.get("recurrence")):
            return "the message asks for a repetition the change does not make"
        # An event's new name: a clock time in the message says which event ("rename my 10am to ..."); the
        # name itself holds none (calendar_rename.py refuses one that does).
        renames = intent.capability == "calendar" and bool(changes.get("summary"))
        if not any(_WHEN_KEY.search(key) for key in changes) and _clock_time(text, ctx) and not renames:
            return "the message names a new time the change does not carry"
    whole_list = intent.entity == "list" and operation == "delete"  # "כל הרשימה", "the whole list" is the list
    from memo.planning.rules import task_all_in_name  # "collected all the forms, mark that task done"

    if operation in _ONE_OF and not args.get("all") and not whole_list and _ALL.search(text) \
            and not task_all_in_name.all_in_the_name(text, args):
        return "the message says 'all' and the plan acts on one"
    # "... to mondays instead of every day": with a new repetition, "every day" is the schedule it replaces
    said_all = _ALL.search(_OLD_SCHEDULE.sub(" ", text) if changes.get("reminderRecurrence") else text)
    if operation == "update" and intent.entity == "task" and said_all:
        return "the message says 'all' and the change moves one task"  # "move all of Thursday's": to when?
    if creates and _DAY_SPAN.search(text) and not _repeats(args, operation) and not args.get("allDay"):
        return "the message names a span of days ('from Sunday to Thursday') and the plan happens once"
    if operation in ("complete", "completeAll") and _QUESTION.match(text):
        return "the message asks a question; a completion needs the user to say it is done"
    items = args.get("items") if isinstance(args.get("items"), list) else []
    if any(isinstance(item, str) and _COMMAND_IN_ITEM.search(item) for item in items):
        return "an item holds the command's own words: the message was split in the wrong place"
    if operation == "addItem" and items and isinstance(items[0], str) and _names_on(items[0]):
        return "the first item may still be the list's name ('רשימת הציוד לטיול פנס'): where it ends is unclear"
    task_text = args.get("text") if intent.capability == "database" and operation in _NAMES_A_TASK else None
    if isinstance(task_text, str) and _COMMAND_IN_TEXT.search(task_text):
        return "the task's name holds a command ('... תסמן'): the message was split in the wrong place"
    if intent.capability == "calendar" and creates and _ASKS_WHETHER.match(str(args.get("summary") or "")):
        return "the event's title asks whether something is free: a question, not an event to make"
    if intent.capability == "calendar" and creates and _CALENDAR_COMMAND.search(str(args.get("summary") or "")):
        return "the event's title holds the command's own words: the message was split in the wrong place"
    if intent.capability == "calendar" and args.get("allDay") and _DATE_RANGE.search(text) and _one_day(args):
        return "the message names a range of dates and the plan covers one day"
    # "10am NY time" planned at 17:00: the part of the day was said on the other clock (zone_times.py).
    turned = any(str(note).startswith("time_zone:") for note in intent.notes)
    if (creates or operation == "update") and not turned and (clash := _day_part_clash(text, args, changes, ctx)):
        return clash
    task_text = args.get("text") if operation == "create" and intent.capability == "database" else None
    if isinstance(task_text, str) and _ONLY_A_PRONOUN.match(task_text.strip()):
        return f"'{task_text}' does not say what 'it' is"
    if isinstance(task_text, str) and _OPENS_WITH_OR.match(task_text.strip()):
        return f"'{task_text}' opens with 'or': it is the rest of a question, not an errand"
    errand = _NEXT_ERRAND.search(task_text) if isinstance(task_text, str) else None
    from memo.planning.rules import (
        task_fronted_errands,  # "מחר ב9 X, Y ו-Z": the same, said without the colon
        task_headed,  # "מחר ב9: X, Y": one reminder at one moment lists them on purpose
        task_requested_moment,  # "friday at 10 remind me to X, Y and Z": the same, with the request said
    )

    if errand and not _VISIT_DETAILS.match(str(task_text)[:errand.start()]) \
            and not task_headed.under_one_moment(intent, ctx) \
            and not task_fronted_errands.under_fronted_moment(intent, ctx) \
            and not task_requested_moment.under_requested_moment(intent, ctx):
        return "the task's text lists several errands: the message may ask for several tasks"
    keeps_words = intent.capability == "second-brain" and operation in ("store", "update")  # a note is as written
    for value in [] if keeps_words else _slots(args):
        if _COURTESY.search(value):
            return f"'{value}' holds the courtesy around the request: the message was read from the wrong place"
    slot = _named(args, intent, operation)
    if slot is not None and not (set(re.findall(r"[\w\u05D0-\u05EA']+", slot.casefold())) - _NO_CONTENT):
        return f"'{slot}' names nothing: the message was read from the wrong place"
    if slot is not None and _POINTS_BACK.match(slot.strip()):
        return f"'{slot}' only points at something said before: what it is, the user is asked"
    if isinstance(task_text, str) and len(_TIMED_ERRANDS.findall(task_text)) >= 2:
        return "the task's text holds several errands, each with its own hour"
    if creates and operation == "create":
        for key in _TEXT_KEYS:
            value = args.get(key)
            if isinstance(value, str) and value and _holds_a_time(value, ctx):
                return f"the {key} '{value}' still holds a time: the message may ask for two things"
            if isinstance(value, str) and _CUT_AT_A_DAY.search(value):
                return f"the {key} '{value}' ends where a day was cut out of it: which days is unclear"
    return ""


def _next_year(args: dict[str, Any], ctx: RuleContext) -> bool:
    """Whether what is created falls more than ~10 months ahead: a day and month already past this year."""
    for key in ("dueDate", "start"):
        value = args.get(key)
        value = value.get("dateTime") or value.get("date") if isinstance(value, dict) else value
        if isinstance(value, str):
            try:
                when = datetime.fromisoformat(value)
            except ValueError:
                continue
            day = when.date() if isinstance(when, datetime) else when
            if (day - ctx.now.date()).days > _FAR_AHEAD_DAYS:
                return True
    return False


_SOMEONE_ELSES = re.compile(r"\b(?:he|she|they|it|if\s+(?:i|we|you))\s+$", re.IGNORECASE)


def _stops_are_tasks(text: str, args: dict[str, Any]) -> bool:
    """Every "cancel" / "stop" of the message is what a planned task says to do ("todo: fix the bike chain, cancel
    gym membership"): an errand to write down, not a request to stop."""
    tasks = [args.get("text")] + [t.get("text") for t in args.get("tasks") or [] if isinstance(t, dict)]
    names = [t.casefold() for t in tasks if isinstance(t, str) and t]
    for m in _STOP.finditer(text):
        if _SOMEONE_ELSES.search(text[:m.start()]):
            continue  # "he never does", "she worries if I don't": what others do, or the reason for the request
        said = re.match(r"\s*[\w'-]+", text[m.end():])
        phrase = (m[0] + (said[0] if said else "")).casefold()
        if not said or not any(name.startswith(phrase.strip()) for name in names):  # the errand's own verb
            return False
    return True


def _slots(args: dict[str, Any]) -> list[str]:
    """The words a plan names things with: a text, a title, an event's or a search's name."""
    found = [args.get(key) for key in ("text", "summary", "query", "listName")]
    criteria = args.get("searchCriteria")
    if isinstance(criteria, dict):
        found += [criteria.get("summary"), criteria.get("text")]
    return [value for value in found if isinstance(value, str) and value]


def _named(args: dict[str, Any], intent: Intent, operation: str) -> str | None:
    """The slot that names what the plan acts on or looks for: a task's text, a notes or mail search's words."""
    if intent.capability == "database" and intent.entity != "list" and operation in ("create", "update", "delete",
                                                                                     "complete"):
        value = args.get("text")
    elif intent.capability == "second-brain" and operation == "search":
        value = args.get("query")
    else:
        return None
    return value if isinstance(value, str) and value.strip() else None


def _day_part_clash(text: str, args: dict[str, Any], changes: dict[str, Any], ctx: RuleContext) -> str:
    """"every night at 10:30" planned at 10:30 in the morning: the message placed the time in the day, and the
    plan's only time is in the other half of it."""
    words = _RULED_OUT.sub(" ", _GREETING.sub(" ", text))
    evening, morning = bool(_EVENING.search(words)), bool(_MORNING.search(words))
    if evening == morning:  # neither, or both (two times of day): nothing to compare
        return ""
    hours = _planned_hours({**args, **changes}, ctx)
    if len(hours) != 1:
        return ""
    hour = hours.pop()
    if evening and 1 <= hour < 12:
        return "the message says evening or night and the plan's time is in the morning"
    if morning and hour >= 13:
        return "the message says morning and the plan's time is in the afternoon or evening"
    return ""


def _planned_hours(args: dict[str, Any], ctx: RuleContext) -> set[int]:
    """The local hours of the plan's clock times (a due time, an event's start, a recurrence's time)."""
    hours: set[int] = set()
    for key in ("dueDate", "start"):
        value = args.get(key)
        value = value.get("dateTime") if isinstance(value, dict) else value
        if isinstance(value, str) and "T" in value:
            try:
                moment = datetime.fromisoformat(value.replace("Z", "+00:00"))
            except ValueError:
                continue
            if moment.tzinfo is not None:
                moment = moment.astimezone(ctx.now.tzinfo)
            hours.add(moment.hour)
    recurrence = args.get("reminderRecurrence")
    if isinstance(recurrence, dict) and re.match(r"\d{1,2}:\d{2}", str(recurrence.get("time") or "")):
        hours.add(int(str(recurrence["time"]).split(":")[0]))
    return hours


def _names_on(item: str) -> bool:
    """A first item that opens with a purpose phrase and is not itself a thing one buys."""
    from memo.planning.rules.lists_lexicon import is_product

    first = item.strip().split()[0] if item.strip() else ""
    return bool(_PURPOSE.match(item.strip())) and not is_product(first)


def _one_day(args: dict[str, Any]) -> bool:
    """An all-day event of one day (Google's end is the day after its last day)."""
    try:
        start, end = date.fromisoformat(str(args.get("start"))[:10]), date.fromisoformat(str(args.get("end"))[:10])
    except ValueError:
        return False
    return (end - start).days <= 1


def _repeats(args: dict[str, Any], operation: str) -> bool:
    if args.get("reminderRecurrence") or args.get("recurrence") or operation in ("createRecurring",):
        return True
    tasks = args.get("tasks") or args.get("events") or []
    return any(isinstance(t, dict) and (t.get("reminderRecurrence") or t.get("recurrence")) for t in tasks)


def _holds_a_time(value: str, ctx: RuleContext) -> bool:
    """A clock time left in a slot ("call the plumber at 9 and pick up the kids"): a date alone is content
    often enough ("pay the december rent") to be left alone; nor is the part of the day that names a shift."""
    from memo.planning.rules.calendar_rewrite import SHIFT  # a calendar word, read here only for this

    return _clock_time(SHIFT.sub(" ", value), ctx)


def _clock_time(text: str, ctx: RuleContext) -> bool:
    found = parse_time_expression(text, ctx.now)
    return found is not None and found.when is not None and found.date_only is None and not found.all_day
