"""What the database capability says, in Hebrew and English (short, human, no ids)."""

from __future__ import annotations

from memo.planning.texts import localized

TEXTS: dict[str, dict[str, str]] = {
    "not_available_yet": {"en": "I can't do that yet.", "he": "את זה אני עוד לא יודעת לעשות."},
    "reminder_set": {"en": "Reminder set: {text} — {when}", "he": "קבעתי תזכורת: {text} — {when}"},
    "task_added": {"en": "Added to your tasks: {text}", "he": "הוספתי למשימות: {text}"},
    "remind_before": {"en": " (I'll remind you {before} before, {fire})", "he": " (אזכיר לך {before} לפני, {fire})"},
    "recurring_set": {"en": "{rule}: {text} ✔️", "he": "{rule}: {text} ✔️"},
    "nudge_set": {"en": "I'll nudge you every {interval} about \"{text}\" until you tell me it's done.",
                  "he": "אנדנד לך כל {interval} על \"{text}\" עד שתגיד/י לי שזה בוצע."},
    "daily": {"en": "Every day at {time}", "he": "כל יום ב-{time}"},
    "weekly": {"en": "Every {days} at {time}", "he": "כל {days} ב-{time}"},
    "monthly": {"en": "On the {day} of every month at {time}", "he": "ב-{day} בכל חודש ב-{time}"},
    "daily_every": {"en": "Every {every} at {time}", "he": "כל {every} ב-{time}"},
    "weekly_every": {"en": "Every {every} on {days} at {time}", "he": "כל {every}, ביום {days} ב-{time}"},
    "monthly_every": {"en": "On the {day} of every {every} at {time}", "he": "ב-{day} בכל {every} ב-{time}"},
    "until": {"en": " until {date}", "he": " עד {date}"},
    "deleted": {"en": "Deleted: {text}", "he": "מחקתי: {text}"},
    "deleted_all": {"en": "Deleted all your tasks and reminders ({count}).",
                    "he": "מחקתי את כל המשימות והתזכורות ({count})."},
    "nothing_to_delete": {"en": "You have no open tasks, so there was nothing to delete.",
                          "he": "אין לך משימות פתוחות, אז לא היה מה למחוק."},
    "completed": {"en": "Done ✅ {text}", "he": "בוצע ✅ {text}"},
    "completed_all": {"en": "Marked all {count} tasks as done ✅", "he": "סימנתי את כל {count} המשימות כבוצעו ✅"},
    "moved": {"en": "Moved \"{text}\" to {when}", "he": "העברתי את \"{text}\" ל{when}"},
    "updated": {"en": "Updated: {text}", "he": "עדכנתי: {text}"},
    "no_time_to_shift": {"en": "\"{text}\" has no single time to move by that much. When should I remind you?",
                         "he": "ל\"{text}\" אין שעה אחת שאפשר להזיז. מתי להזכיר לך?"},
    "repeat_stopped": {"en": "OK, no more nudges about \"{text}\" — it stays on your list.",
                       "he": "בסדר, לא אנדנד יותר על \"{text}\" — זה נשאר ברשימה שלך."},
    "subtask_added": {"en": "Added \"{text}\" under \"{parent}\"", "he": "הוספתי את \"{text}\" תחת \"{parent}\""},
    "no_tasks": {"en": "You have no open tasks{window}. 🎉", "he": "אין לך משימות פתוחות{window}. 🎉"},
    "calendar_not_connected_tasks": {"en": "Google Calendar isn't connected to Memo yet, so this is from your "
                                           "tasks and reminders.",
                                     "he": "יומן Google עוד לא מחובר ל-Memo, אז זה מהמשימות והתזכורות שלך."},
    "tasks_header": {"en": "Your tasks{window}:", "he": "המשימות שלך{window}:"},
    "overdue": {"en": "Overdue", "he": "באיחור"},
    "today": {"en": "Today", "he": "היום"},
    "upcoming": {"en": "Coming up", "he": "בהמשך"},
    "recurring": {"en": "Recurring", "he": "חוזרות"},
    "no_date": {"en": "No date", "he": "ללא תאריך"},
    "past_time": {"en": "That time ({when}) has already passed — when should I remind you?",
                  "he": "הזמן הזה ({when}) כבר עבר — מתי להזכיר לך?"},
    "bad_interval": {"en": "I can nudge at most once a minute — how often should I nudge you?",
                     "he": "אפשר לנדנד לכל היותר פעם בדקה — כל כמה זמן לנדנד?"},
    "missing_time": {"en": "At what time should it repeat?", "he": "באיזו שעה לחזור על זה?"},
    "missing_days": {"en": "On which days of the week?", "he": "באילו ימים בשבוע?"},
    "unknown_recurrence": {"en": "I didn't understand how often to repeat it.",
                           "he": "לא הבנתי כל כמה זמן לחזור על זה."},
    "missing_text": {"en": "What should I remind you about?", "he": "על מה להזכיר לך?"},
    "list_created": {"en": "Created the list \"{name}\"", "he": "יצרתי את הרשימה \"{name}\""},
    "items_added": {"en": "Added {items} to your {name} list ({count} items now).",
                    "he": "הוספתי {items} לרשימת {name} (עכשיו {count} פריטים)."},
    # One item reads "1 item", "פריט אחד", not "1 items".
    "items_added_one": {"en": "Added {items} to your {name} list (1 item now).",
                        "he": "הוספתי {items} לרשימת {name} (עכשיו פריט אחד)."},
    "list_items": {"en": "Your {name} list:\n{lines}", "he": "רשימת {name}:\n{lines}"},
    "list_empty": {"en": "Your {name} list is empty.", "he": "רשימת {name} ריקה."},
    "lists": {"en": "Your lists:\n{lines}", "he": "הרשימות שלך:\n{lines}"},
    "no_lists": {"en": "You have no lists yet.", "he": "אין לך עדיין רשימות."},
    "items_removed": {"en": "Removed {items} from your {name} list.", "he": "הסרתי {items} מרשימת {name}."},
    "items_not_on_list": {"en": "Not on your {name} list: {items}.", "he": "לא ברשימת {name}: {items}."},
    "item_toggled": {"en": "Checked off {items} ✔️", "he": "סימנתי {items} ✔️"},
    "list_deleted": {"en": "Deleted the list \"{name}\".", "he": "מחקתי את הרשימה \"{name}\"."},
    "list_renamed": {"en": "Renamed the list to \"{name}\".", "he": "שיניתי את שם הרשימה ל\"{name}\"."},
    "and": {"en": " and ", "he": " ו"},
    "reminder_fire": {"en": "⏰ Reminder: {text}", "he": "⏰ תזכורת: {text}"},
    "nudge_fire": {"en": "🔔 {text} — still to do. Reply \"done\" when it is.",
                   "he": "🔔 {text} — עדיין מחכה. כתבו \"בוצע\" כשסיימתם."},
    "late": {"en": " (this was due {when}; I'm sorry it's late)", "he": " (זה היה אמור להגיע {when}; סליחה על האיחור)"},
    "overdue_notice": {"en": "⚠️ Overdue: {text} (was due {when}). Reply \"done\" if it's done.",
                       "he": "⚠️ באיחור: {text} (היה אמור {when}). כתבו \"בוצע\" אם זה כבר נעשה."},
    "brief_header": {"en": "☀️ Good morning! Here's your day:", "he": "☀️ בוקר טוב! זה היום שלך:"},
    "done_button": {"en": "Done ✅", "he": "בוצע ✅"},
    "snooze_button": {"en": "Snooze 10 min", "he": "נדנוד בעוד 10 דק׳"},
}

# "every N <unit>" for interval recurrences: (N == 2, N > 2) per unit and language.
EVERY = {
    "en": {"day": ("other day", "{n} days"), "week": ("other week", "{n} weeks"),
           "month": ("other month", "{n} months")},
    "he": {"day": ("יומיים", "{n} ימים"), "week": ("שבועיים", "{n} שבועות"), "month": ("חודשיים", "{n} חודשים")},
}

WEEKDAYS = {"en": ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
            "he": ["ראשון", "שני", "שלישי", "רביעי", "חמישי", "שישי", "שבת"]}


def r(key: str, lang: str, **values: object) -> str:
    """A text of the database capability (this module's table)."""
    return localized(TEXTS, key, lang, **values)


def join(items: list[str], lang: str) -> str:
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + r("and", lang) + items[-1]
