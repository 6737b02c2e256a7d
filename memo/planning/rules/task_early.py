"""A one-time reminder at a bare 5:xx or 6:xx: the early morning as often as the evening.

The time grammar reads a bare hour from 1 to 6 on a coming day as the afternoon ("tomorrow at 5" is 17:00, note
"assumed_pm"). Said with its minutes ("ב6:45", "at 5:30") such an hour is as often the start of the day (pills
before a shift, the bus, the gym), and a reminder twelve hours late is missed. So the words around it decide:
a morning clue ("before work", "לפני המשמרת", "breakfast", "wake") makes it the morning, an evening clue
("after work", "dinner", "לפני השינה") keeps the evening, and with neither the hour is asked.

No grammar lives here: `tasks.create_reminder` calls `settle_early_hour` on its arguments.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta

from memo.planning.rules.base import RuleContext, iso
from memo.planning.rules.task_routine import EITHER_END_HOURS, kept_at_either_end
from memo.planning.rules.task_weekday_hour import settle_weekday_hour, settle_weekday_six, settle_weekday_today
from memo.planning.rules.task_words import AM_OR_PM, HE, timed

_B = rf"(?<![\w{HE}])"
_E = rf"(?![\w{HE}])"
_MORNING_CLUE = re.compile(
    rf"{_B}(?:before\s+(?:(?:my|the)\s+)?(?:work|shift|school|class|kindergarten|daycare|the\s+kids\s+wake|i\s+leave"
    r"|leaving|heading\s+out|the\s+bus|my\s+run|the\s+gym|breakfast|commute|office)|breakfast|wake|waking|wake-?up"
    r"|first\s+thing|sunrise|dawn"
    # the morning prayer is said at daybreak: "at 6:45 to leave for shacharis", "ב-6:15 לשחרית"
    r"|shacharis|shacharit|shachris|vasikin|vatikin|netz|(?:ל|תפילת\s+)?שחרית|(?:מניין\s+)?ותיקין|הנץ"
    r"|לפני\s+(?:ה|שאני\s+|ש)?(?:עבודה|משמרת|המשמרת|בית\s+ספר|בית\s+הספר|ביה\"ס|גן|הגן|יוצא|יוצאת|אצא|היציאה|יציאה"
    r"|ארוחת\s+בוקר|האוטובוס|ההסעה|ריצה|הריצה|חדר\s+כושר|המשרד|שהילדים\s+קמים)"
    rf"|ארוחת\s+בוקר|להתעורר|לקום|כשאני\s+(?:קם|קמה)|השכמה|זריחה){_E}",
    re.IGNORECASE)
_ACTIVITY_EN = (r"(?:swimming|swim|soccer|football|basketball|baseball|hockey|ballet|dance|dancing|judo|karate"
                r"|taekwondo|gymnastics|piano|guitar|violin|drums|music|art|drama|theater|theatre|chess|scouts"
                r"|tennis|robotics|tutoring|hebrew\s+school|after-?school|practice|training|rehearsal|chug)")
_ACTIVITY_HE = r"(?:שחייה|שחיה|כדורגל|כדורסל|בלט|ריקוד|מחול|ג'ודו|ג׳ודו|קראטה|התעמלות|פסנתר|גיטרה|כינור|אימון|שיעור)"
_AFTER_SCHOOL = (
    rf"(?:the\s+|my\s+|our\s+)?(?:kids|kid|children|child|boys|girls|twins|son|daughter)(?:'s|'|s')?\s+"
    rf"(?:(?:have|has|got|go\s+to|goes\s+to)\s+)?(?:(?:a|their|his|her)\s+)?{_ACTIVITY_EN}"
    rf"|(?:ש)?(?:ל)?(?:ה)?(?:ילדים|ילד|ילדה|ילדות|בן|בת|בנים|בנות|תאומים)\s+(?:יש\s+)?(?:את\s+)?(?:ה)?{_ACTIVITY_HE}"
    r"|(?:ה|ל|ב|מ|מה|בה|לה)?(?:חוג|חוגים|צהרון)\S*"
    # the pick-up from daycare or school, however said ("לאסוף מוקדם מהמעון", "pick up early from daycare")
    r"|(?:ל|ו)?(?:לאסוף|איסוף|אסוף)\s+(?:[\u0590-\u05FF]+\s+){0,3}?מ(?:ה)?(?:מעון|גן|בית\s+(?:ה)?ספר|בי\"ס|צהרון)"
    r"|pick(?:ing)?\s+(?:\w+\s+){0,3}?(?:up\s+)?(?:\w+\s+){0,2}?from\s+(?:the\s+)?(?:daycare|school|kindergarten"
    r"|gan|nursery|preschool|after-?school)")
# The children's after-school activities ("the kids have swimming", "לילדים יש חוג") place a bare 3 to 6 in the
# afternoon, yet say nothing of a bare 7 or 8 (a chug at 8 in the morning or the evening is as unlikely either way):
# a clue for `evening_said` only, never for the weekday-hour readings that use _EVENING_CLUE.
_AFTER_SCHOOL_CLUE = re.compile(rf"{_B}(?:{_AFTER_SCHOOL}){_E}", re.IGNORECASE)
_EVENING_CLUE = re.compile(
    rf"{_B}(?:after\s+(?:(?:my|the)\s+)?(?:work|shift|school|the\s+office)|dinner|supper|before\s+(?:bed|i\s+sleep"
    r"|sleeping)|bedtime|tonight|evening|sunset|pick\s*up\s+the\s+kids|pickup"
    r"|אחרי\s+(?:ה)?(?:עבודה|משמרת|המשמרת|בית\s+ספר|הגן)|ארוחת\s+ערב|לפני\s+(?:ה)?שינה|לפני\s+שאני\s+הולכ(?:ת)?\s+לישון"
    # what people go out to in the evening, not at dawn
    r"|party|concert|show|movie|play|wedding|parents'?\s+(?:meeting|evening)|parent-teacher"
    # Sabbath and holiday candles are lit, and kiddush said, as the day turns to evening, never at dawn
    r"|(?:light|lighting)\s+(?:the\s+)?(?:shabbat\s+|shabbos\s+|sabbath\s+|hanukkah\s+|chanukah\s+)?candles"
    r"|candle[\s-]?lighting|kiddush|mincha|minchah|maariv|ma'ariv|arvit|havdalah|havdala|(?:ל|תפילת\s+)(?:מנחה|ערבית)"
    r"|מעריב|הבדלה|ההבדלה|הדלקת\s+(?:ה)?נרות|להדליק\s+(?:את\s+)?(?:ה)?נרות|קידוש"
    # picking someone up from school, a class or practice happens in the afternoon, never at 4 in the morning
    r"|pick\s+up\s+\w+\s+from|pick\s+\w+\s+up\s+from|(?:לאסוף|להביא)\s+את\s+[\u0590-\u05FF]+\s+מ[\u0590-\u05FF]+"
    rf"|שקיעה|לאסוף\s+את\s+הילדים|איסוף|אסיפת\s+הורים|אסיפה|מסיבה|מסיבת|הופעה|הצגה|סרט|קונצרט|חתונה){_E}",
    re.IGNORECASE)
_EARLY_EVENING_HOURS = (17, 18)  # 5:xx and 6:xx read as the evening


def settle_early_hour(args: dict[str, object], missing: list[str], notes: list[str], text: str,
                      ctx: RuleContext) -> None:
    """Move a one-time "ב6:45" read as 18:45 to the morning on a morning clue; ask its hour with no clue."""
    due = args.get("dueDate")
    if not isinstance(due, str) or "reminderRecurrence" in args:
        return
    when = datetime.fromisoformat(due).astimezone(ctx.now.tzinfo)
    if "assumed_am" in notes:
        if settle_weekday_hour(args, missing, notes, text, timed(ctx).time_text, when, ctx.now, _MORNING_CLUE,
                               _EVENING_CLUE):
            return  # "ביום רביעי בשבע": morning or evening, by the words around it or asked (task_weekday_hour.py)
        # "tomorrow at 8, gym": read as the morning, but the gym and the pills are as often the evening's. Said
        # with an evening clue ("at 8 after dinner") the morning reading is plainly wrong: asked all the same.
        if (when.minute == 0 and when.hour + 12 in EITHER_END_HOURS and kept_at_either_end(text)
                and not _MORNING_CLUE.search(text)):
            if "time" not in missing:
                missing.append("time")
            notes.append(AM_OR_PM)
        return
    if "assumed_pm" not in notes:
        return
    if settle_weekday_six(args, missing, notes, text, timed(ctx).time_text, when, ctx.now, _MORNING_CLUE,
                          _EVENING_CLUE):
        return  # "ביום רביעי בשש": as for a bare 7 or 8 (task_weekday_hour.py)
    if settle_weekday_today(missing, notes, text, timed(ctx).time_text, when, ctx.now, _EVENING_CLUE):
        return  # "ביום ראשון ב7" said on a Sunday morning: tonight, or next week's morning (task_weekday_hour.py)
    # "at 6 to go for a run": a whole hour of something done at either end of the day says neither (task_routine.py)
    either_end = when.minute == 0 and when.hour in EITHER_END_HOURS and kept_at_either_end(text)
    if not either_end and (when.hour not in _EARLY_EVENING_HOURS or when.minute == 0):
        return  # "tomorrow at 5": the afternoon, as the user's rule says
    if _EVENING_CLUE.search(text):
        return
    morning = when - timedelta(hours=12)
    clue = _MORNING_CLUE.search(text)
    if morning <= ctx.now and not clue and not either_end:
        return  # "remind me at 6:30 to call dad" said after 6:30 in the morning: only the evening is ahead
    if clue and either_end and morning <= ctx.now:
        morning += timedelta(days=1)  # "at 6 before work, to go for a run" said after 6: tomorrow's dawn
    if clue and morning > ctx.now:
        args["dueDate"] = iso(morning)
        notes[notes.index("assumed_pm")] = "assumed_am"
        return
    if "time" not in missing:
        missing.append("time")
    notes.append(AM_OR_PM)


def morning_routine(args: dict[str, object], notes: list[str], text: str) -> bool:
    """Whether a repeating reminder whose hour is asked (AM_OR_PM) says it is the morning's ("every monday and
    thursday at 6:45 to leave for shacharis", "כל יום ב-6:15 לפני העבודה"): then its hour is moved as a wake-up's."""
    return AM_OR_PM in notes and "reminderRecurrence" in args and bool(_MORNING_CLUE.search(text)) \
        and not _EVENING_CLUE.search(text)


def evening_said(text: str) -> bool:
    """Whether the words around a reminder place it in the afternoon or evening ("after work", "pick up X from",
    "the kids have swimming")."""
    return bool(_EVENING_CLUE.search(text) or _AFTER_SCHOOL_CLUE.search(text))


def evening_kept(args: dict[str, object], text: str, strict: bool = False) -> bool:
    """Whether an hour asked as morning or evening (AM_OR_PM) was read in the afternoon and the words around it say
    so ("every tuesday at 4 to pick up Noa from judo"); an hour read as the morning is still asked, never kept.
    `strict`: only an evening clue counts, not an after-school class ("כל יום שלישי בשש לצאת לחוג" may be dawn)."""
    repeat = args.get("reminderRecurrence")
    hour = repeat.get("time") if isinstance(repeat, dict) else args.get("dueDate")
    if not isinstance(hour, str):
        return False
    read = hour if len(hour) == 5 else datetime.fromisoformat(hour).strftime("%H:%M")
    return read >= "12:00" and (bool(_EVENING_CLUE.search(text)) if strict else evening_said(text))


_MOVED_EVENING_HOURS = (17, 18, 19)  # 5:xx to 7:xx read as the evening
# "7:30 instead of 7", "מ-7 ל-7:30": the old time said next to the new one.
_OLD_TIME_SAID = re.compile(rf"\binstead\s+of\s+\d|\bfrom\s+\d|{_B}במקום\s+(?:ב-?)?\S|{_B}מ-?\d", re.IGNORECASE)


def settle_moved_hour(fields: dict[str, object], missing: list[str], notes: list[str], text: str) -> None:
    """A reminder moved to a bare "7:15" / "שבע ורבע" with no day said and its own day unknown: this evening or
    tomorrow morning are both the next 7:15 a person may mean, so without an evening clue the hour is asked. The
    new time is also given as dueTime, for the task's own day."""
    due = fields.get("dueDate")
    if isinstance(due, str) and "reminderRecurrence" not in fields:
        # The day is the task's own: "move the dentist reminder to 5pm" keeps Thursday's dentist on Thursday (the
        # executor applies dueTime to the task's day, and dueDate only where that has passed or there is none).
        fields["dueTime"] = datetime.fromisoformat(due).strftime("%H:%M")
    if "assumed_pm" not in notes or not isinstance(due, str) or "reminderRecurrence" in fields:
        return
    when = datetime.fromisoformat(due)
    if when.hour not in _MOVED_EVENING_HOURS or when.minute == 0 or _EVENING_CLUE.search(text):
        return
    if _OLD_TIME_SAID.search(text):
        return  # "7:30 instead of 7": a half-hour nudge of the time it has, on the same side of noon
    if "time" not in missing:
        missing.append("time")
    notes.append(AM_OR_PM)
