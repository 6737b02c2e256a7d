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
from memo.planning.rules.task_words import AM_OR_PM, HE

_B = rf"(?<![\w{HE}])"
_E = rf"(?![\w{HE}])"
_MORNING_CLUE = re.compile(
    rf"{_B}(?:before\s+(?:(?:my|the)\s+)?(?:work|shift|school|class|kindergarten|daycare|the\s+kids\s+wake|i\s+leave"
    r"|leaving|heading\s+out|the\s+bus|my\s+run|the\s+gym|breakfast|commute|office)|breakfast|wake|waking|wake-?up"
    r"|first\s+thing|sunrise|dawn"
    r"|לפני\s+(?:ה|שאני\s+|ש)?(?:עבודה|משמרת|המשמרת|בית\s+ספר|בית\s+הספר|ביה\"ס|גן|הגן|יוצא|יוצאת|אצא|היציאה|יציאה"
    r"|ארוחת\s+בוקר|האוטובוס|ההסעה|ריצה|הריצה|חדר\s+כושר|המשרד|שהילדים\s+קמים)"
    rf"|ארוחת\s+בוקר|להתעורר|לקום|כשאני\s+(?:קם|קמה)|השכמה|זריחה){_E}",
    re.IGNORECASE)
_EVENING_CLUE = re.compile(
    rf"{_B}(?:after\s+(?:(?:my|the)\s+)?(?:work|shift|school|the\s+office)|dinner|supper|before\s+(?:bed|i\s+sleep"
    r"|sleeping)|bedtime|tonight|evening|sunset|pick\s*up\s+the\s+kids|pickup"
    r"|אחרי\s+(?:ה)?(?:עבודה|משמרת|המשמרת|בית\s+ספר|הגן)|ארוחת\s+ערב|לפני\s+(?:ה)?שינה|לפני\s+שאני\s+הולכ(?:ת)?\s+לישון"
    # what people go out to in the evening, not at dawn
    r"|party|concert|show|movie|play|wedding|parents'?\s+(?:meeting|evening)|parent-teacher"
    rf"|שקיעה|לאסוף\s+את\s+הילדים|איסוף|אסיפת\s+הורים|אסיפה|מסיבה|מסיבת|הופעה|הצגה|סרט|קונצרט|חתונה){_E}",
    re.IGNORECASE)
_EARLY_EVENING_HOURS = (17, 18)  # 5:xx and 6:xx read as the evening


def settle_early_hour(args: dict[str, object], missing: list[str], notes: list[str], text: str,
                      ctx: RuleContext) -> None:
    """Move a one-time "ב6:45" read as 18:45 to the morning on a morning clue; ask its hour with no clue."""
    due = args.get("dueDate")
    if "assumed_pm" not in notes or not isinstance(due, str) or "reminderRecurrence" in args:
        return
    when = datetime.fromisoformat(due).astimezone(ctx.now.tzinfo)
    if when.hour not in _EARLY_EVENING_HOURS or when.minute == 0:
        return  # "tomorrow at 5": the afternoon, as the user's rule says
    if _EVENING_CLUE.search(text):
        return
    morning = when - timedelta(hours=12)
    clue = _MORNING_CLUE.search(text)
    if morning <= ctx.now and not clue:
        return  # "remind me at 6:30 to call dad" said after 6:30 in the morning: only the evening is ahead
    if clue and morning > ctx.now:
        args["dueDate"] = iso(morning)
        notes[notes.index("assumed_pm")] = "assumed_am"
        return
    if "time" not in missing:
        missing.append("time")
    notes.append(AM_OR_PM)
