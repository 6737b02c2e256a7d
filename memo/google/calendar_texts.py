"""What the calendar capability says, in Hebrew and English (short, human, no ids)."""

from __future__ import annotations

from memo.planning.texts import localized

TEXTS: dict[str, dict[str, str]] = {
    "not_configured": {
        "en": "Google Calendar isn't connected to Memo yet, so I can't put that in your calendar. "
              "I can set a reminder for it instead — just say \"remind me …\".",
        "he": "יומן Google עוד לא מחובר ל-Memo, אז אין לי איך להכניס את זה ליומן. "
              "אפשר לקבוע לזה תזכורת במקום — פשוט לכתוב \"תזכיר לי …\".",
    },
    "connect_first": {
        "en": "Your Google Calendar isn't connected yet. Open this link to connect it (it works once, for 15 "
              "minutes):\n{link}\nThen send your request again.",
        "he": "יומן Google שלך עוד לא מחובר. אפשר לחבר אותו בקישור הזה (חד-פעמי, ל-15 דקות):\n{link}\n"
              "ואז לשלוח את הבקשה שוב.",
    },
    "connect_link": {
        "en": "Open this link to connect your Google Calendar (it works once, for 15 minutes):\n{link}",
        "he": "אפשר לחבר את יומן Google בקישור הזה (חד-פעמי, ל-15 דקות):\n{link}",
    },
    "already_connected": {
        "en": "Your Google Calendar is already connected. To connect it again (or another account), open:\n{link}",
        "he": "יומן Google שלך כבר מחובר. כדי לחבר אותו מחדש (או חשבון אחר) אפשר לפתוח:\n{link}",
    },
    "disconnected": {
        "en": "Done — I've disconnected your Google account and deleted my access to it.",
        "he": "בוצע — ניתקתי את חשבון Google שלך ומחקתי את הגישה שלי אליו.",
    },
    "nothing_to_disconnect": {
        "en": "Your Google account isn't connected, so there's nothing to disconnect.",
        "he": "חשבון Google שלך לא מחובר, אז אין מה לנתק.",
    },
    "reconnect": {
        "en": "I lost access to your Google Calendar (the permission was revoked or expired), so nothing was "
              "changed. Please connect it again:\n{link}",
        "he": "הגישה שלי ליומן Google שלך בוטלה או פגה, אז שום דבר לא השתנה. אפשר לחבר אותו מחדש:\n{link}",
    },
    "google_down": {
        "en": "Google Calendar didn't answer, so nothing was changed. Please try again in a minute.",
        "he": "יומן Google לא ענה, אז שום דבר לא השתנה. נסו שוב בעוד דקה.",
    },
    "events_header": {"en": "Your calendar {window}:", "he": "ביומן שלך {window}:"},
    "no_events": {"en": "Nothing on your calendar {window}.", "he": "אין כלום ביומן שלך {window}."},
    "matches_header": {"en": "\"{query}\" in your calendar {window}:", "he": "\"{query}\" ביומן שלך {window}:"},
    "no_matches": {"en": "I found no \"{query}\" in your calendar {window}.",
                   "he": "לא מצאתי \"{query}\" ביומן שלך {window}."},
    "window_default": {"en": "for the next 7 days", "he": "בשבוע הקרוב"},
    "created": {"en": "Added to your calendar: {event}", "he": "הוספתי ליומן: {event}"},
    "created_recurring": {"en": "Added to your calendar, {rule}: {event}", "he": "הוספתי ליומן, {rule}: {event}"},
    "updated": {"en": "Moved: {event}", "he": "הזזתי: {event}"},
    "changed": {"en": "Updated: {event}", "he": "עדכנתי: {event}"},
    "deleted": {"en": "Deleted from your calendar: {event}", "he": "מחקתי מהיומן: {event}"},
    "series_ended": {"en": "Done — \"{name}\" stops from {day}: its last time is before then.",
                     "he": "בוצע — \"{name}\" מפסיק החל מ-{day}: הפעם האחרונה לפני כן."},
    "series_deleted": {"en": "Done — the whole series \"{name}\" is deleted (it hadn't started before {day}).",
                       "he": "בוצע — כל הסדרה \"{name}\" נמחקה (היא לא התחילה לפני {day})."},
    "deleted_many": {"en": "Deleted {count} events from your calendar.", "he": "מחקתי {count} אירועים מהיומן."},
    "not_found": {"en": "I couldn't find \"{query}\" in your calendar.", "he": "לא מצאתי ביומן את \"{query}\"."},
    "overlaps": {"en": " — it overlaps {others}", "he": " — זה חופף ל{others}"},
    "others_meeting": {"en": " (someone else's meeting: the change goes to its guests)",
                       "he": " (פגישה של מישהו אחר: השינוי יישלח למוזמנים)"},
    "brief_events": {"en": "*Calendar*", "he": "*ביומן*"},
    "brief_disconnected": {
        "en": "(Your Google Calendar is disconnected, so its events aren't here — say \"connect my calendar\".)",
        "he": "(יומן Google שלך מנותק, אז האירועים שלו לא כאן — אפשר לכתוב \"תחבר את היומן שלי\".)",
    },
    "brief_unavailable": {
        "en": "(Google Calendar didn't answer, so today's events aren't here.)",
        "he": "(יומן Google לא ענה, אז האירועים של היום לא כאן.)",
    },
    "created_many": {"en": "Added {count} events to your calendar:", "he": "הוספתי ליומן {count} אירועים:"},
    "event_gone": {"en": "That event isn't in your calendar any more (it was deleted).",
                   "he": "האירוע הזה כבר לא ביומן שלך (הוא נמחק)."},
    "where": {"en": "Where: {place}", "he": "איפה: {place}"},
    "guests": {"en": "With: {people}", "he": "עם: {people}"},
    "free": {"en": "You're free {moment} — nothing in your calendar then.",
             "he": "את/ה פנוי/ה ב{moment} — אין כלום ביומן בזמן הזה."},
    "busy_at": {"en": "{moment} is taken in your calendar:", "he": "ב{moment} יש לך ביומן:"},
    "no_series": {"en": "I found no \"{query}\" in your calendar in the coming weeks.",
                  "he": "לא מצאתי \"{query}\" ביומן שלך בשבועות הקרובים."},
    "not_recurring": {"en": "\"{query}\" doesn't repeat; here is what I found:",
                      "he": "\"{query}\" לא חוזר על עצמו; זה מה שמצאתי:"},
    "instances_header": {"en": "The next times of \"{name}\":", "he": "הפעמים הבאות של \"{name}\":"},
    "no_instances": {"en": "\"{name}\" has no more times in that period.",
                     "he": "ל\"{name}\" אין עוד מועדים בתקופה הזו."},
    "all_day": {"en": "all day", "he": "כל היום"},
    "daily": {"en": "every day", "he": "כל יום"},
    "weekly": {"en": "every week", "he": "כל שבוע"},
    "monthly": {"en": "every month", "he": "כל חודש"},
    "daily_other": {"en": "every other day", "he": "כל יומיים"},
    "weekly_other": {"en": "every other week", "he": "כל שבועיים"},
    "monthly_other": {"en": "every other month", "he": "כל חודשיים"},
    "daily_n": {"en": "every {n} days", "he": "כל {n} ימים"},
    "weekly_n": {"en": "every {n} weeks", "he": "כל {n} שבועות"},
    "monthly_n": {"en": "every {n} months", "he": "כל {n} חודשים"},
    "until": {"en": " until {date}", "he": " עד {date}"},
}


def c(key: str, lang: str, **values: object) -> str:
    return localized(TEXTS, key, lang, **values)
