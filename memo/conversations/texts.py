"""Fixed user-facing texts in Hebrew and English, chosen by the user's language.

Code owns these words (the LLM may only rephrase clarification questions), so a Hebrew user never
sees an English sentence and no reply ever shows an id or a stack trace.
"""

from __future__ import annotations

from memo.planning.texts import localized

TEXTS: dict[str, dict[str, str]] = {
    "stale_reply": {
        "en": "I'm not waiting on a question right now — what would you like to do?",
        "he": "אני לא מחכה לתשובה ממך כרגע — במה אפשר לעזור?",
    },
    "hitl_expired": {
        "en": "My question expired after {minutes} minutes, so I didn't do anything. Send the request again "
              "whenever you like.",
        "he": "השאלה שלי פגה אחרי {minutes} דקות, אז לא עשיתי כלום. אפשר לשלוח את הבקשה שוב מתי שנוח.",
    },
    "hitl_cancelled_by_staff": {
        "en": "I've closed my earlier question, so nothing was done. Send the request again if you still need it.",
        "he": "סגרתי את השאלה הקודמת שלי, כך ששום דבר לא בוצע. אפשר לשלוח את הבקשה שוב אם עדיין צריך.",
    },
    "hitl_invalid_prefix": {
        "en": "Sorry, I didn't catch that. ",
        "he": "סליחה, לא הבנתי. ",
    },
    "hitl_invalid_yes_no": {"en": "Please answer yes or no.", "he": "נא לענות כן או לא."},
    "hitl_stale_button": {
        "en": "That answer was to an earlier question, so I didn't act on it. This is what I'm asking now:",
        "he": "התשובה הזאת הייתה לשאלה קודמת, אז לא פעלתי לפיה. זה מה שאני שואלת עכשיו:",
    },
    "hitl_invalid_choice": {
        "en": "Please reply with a number from the list.",
        "he": "נא לענות במספר מהרשימה.",
    },
    "hitl_duplicate": {
        "en": "I'm still waiting for your answer to my previous question: {question}",
        "he": "אני עדיין מחכה לתשובה שלך לשאלה הקודמת: {question}",
    },
    "intent_unclear": {
        "en": "I'm not sure what you'd like me to do with that. Could you tell me a bit more — or should I "
              "save it to memory?",
        "he": "לא בטוחה שהבנתי מה לעשות עם זה. אפשר לפרט קצת — או לשמור בזכרון?",
    },
    "save_to_memory": {"en": "Save to memory", "he": "לשמור בזכרון"},
    "low_confidence": {
        "en": "Just to be sure I get it right — could you say that again in other words?",
        "he": "רק כדי לוודא שאני מבינה נכון — אפשר לנסח את זה שוב?",
    },
    "missing_fields": {
        "en": "I need a bit more to do that: {fields}?",
        "he": "חסר לי עוד פרט כדי לעשות את זה: {fields}?",
    },
    "approval": {
        "en": "Just checking before I go ahead: {action}. Shall I do it? (yes/no)",
        "he": "רק מוודאת לפני שאני ממשיכה: {action}. לבצע? (כן/לא)",
    },
    "approval_long": {  # an action shown in full over several lines (an email to be sent)
        "en": "Just checking before I go ahead — {action}\n\nShall I do it? (yes/no)",
        "he": "רק מוודאת לפני שאני ממשיכה — {action}\n\nלבצע? (כן/לא)",
    },
    "yes": {"en": "Yes", "he": "כן"},
    "no": {"en": "No", "he": "לא"},
    "disambiguation": {
        "en": "I found {count} {entity}s that match:\n{lines}\nWhich one did you mean? Reply with a number.",
        "he": "מצאתי {count} התאמות:\n{lines}\nלאיזה התכוונת? נא לבחור מספר.",
    },
    "disambiguation_multi": {
        "en": "I found {count} {entity}s that match:\n{lines}\nWhich ones? Reply with numbers, or \"all\".",
        "he": "מצאתי {count} התאמות:\n{lines}\nאילו מהם? נא לבחור מספרים, או \"כולם\".",
    },
    "operation_changed": {
        "en": "I didn't do that: I couldn't work out one clear action from it, so nothing was changed. Could you "
              "say it again in other words?",
        "he": "לא ביצעתי: לא הצלחתי להבין מזה פעולה אחת ברורה, אז שום דבר לא השתנה. אפשר לנסח את זה שוב?",
    },
    "declined": {
        "en": "OK, I won't do it — nothing was changed.",
        "he": "בסדר, לא ביצעתי — שום דבר לא השתנה.",
    },
    "cancelled_by_new_request": {
        "en": "(I've dropped my earlier question.)",
        "he": "(ויתרתי על השאלה הקודמת.)",
    },
    "internal_error": {
        "en": "Something went wrong on my side and I couldn't finish that. Nothing was lost — please try again "
              "in a moment.",
        "he": "משהו השתבש אצלי ולא הצלחתי לסיים. שום דבר לא אבד — נסו שוב בעוד רגע.",
    },
    "idempotency_missing_result": {
        "en": "I may have already done part of this earlier but can't confirm it. Please check before asking "
              "again.",
        "he": "ייתכן שכבר ביצעתי חלק מזה קודם אבל אין לי אישור. כדאי לבדוק לפני שמבקשים שוב.",
    },
    "not_available_yet": {
        "en": "I can't do that yet.",
        "he": "את זה אני עוד לא יודעת לעשות.",
    },
    "not_found": {
        "en": "I couldn't find {what}.",
        "he": "לא מצאתי {what}.",
    },
    "done_generic": {"en": "Done.", "he": "בוצע."},
    "partial_failure": {
        "en": "I did part of it, but not everything:",
        "he": "ביצעתי חלק, אבל לא הכול:",
    },
    # A message longer than what is read at once (rules/base.py MAX_TEXT): say plainly what was left.
    "message_cut_items": {
        "en": "Your message was longer than the {limit:,} characters I read at once, so the last {count:,} items "
              "weren't added — send them in another message.",
        "he": "ההודעה הייתה ארוכה מ-{limit:,} התווים שאני קוראת בבת אחת, אז {count:,} הפריטים האחרונים לא נוספו "
              "— שלחו אותם בהודעה נוספת.",
    },
    "message_cut_item": {
        "en": "Your message was longer than the {limit:,} characters I read at once, so the last item wasn't "
              "added — send it in another message.",
        "he": "ההודעה הייתה ארוכה מ-{limit:,} התווים שאני קוראת בבת אחת, אז הפריט האחרון לא נוסף — שלחו אותו "
              "בהודעה נוספת.",
    },
    "message_cut": {
        "en": "Your message was too long to take whole: I took its first {taken:,} characters; the rest (about "
              "{chars:,} characters) wasn't taken — send it in another message.",
        "he": "ההודעה הייתה ארוכה מכדי לקחת את כולה: לקחתי את {taken:,} התווים הראשונים שלה; השאר (בערך {chars:,} "
              "תווים) לא נלקח — שלחו אותו בהודעה נוספת.",
    },
}


# One natural question per missing field (the planner's missingFields), used instead of a generic one.
FIELD_QUESTIONS: dict[str, dict[str, str]] = {
    "dueDate": {"en": "When should I remind you?", "he": "מתי להזכיר לך?"},
    "time": {"en": "At what time?", "he": "באיזו שעה?"},
    "text": {"en": "What should I remind you about?", "he": "על מה להזכיר לך?"},
    "noteText": {"en": "What should I save?", "he": "מה לשמור?"},
    "listName": {"en": "Which list?", "he": "לאיזו רשימה?"},
    "items": {"en": "What should I add?", "he": "מה להוסיף?"},
    "to": {"en": "Who should I send it to? (an email address)", "he": "למי לשלוח? (כתובת מייל)"},
    "start": {"en": "When is it?", "he": "מתי זה?"},
    "summary": {"en": "What is the event?", "he": "מה האירוע?"},
    "body": {"en": "What should the email say?", "he": "מה לכתוב במייל?"},
    "query": {"en": "What should I look for?", "he": "מה לחפש?"},
    "target": {"en": "What should I delete — your tasks, a list, or notes?",
               "he": "מה למחוק — את המשימות, רשימה או פתקים?"},
}


def missing_question(fields: list[str], lang: str) -> str:
    """"When should I remind you?" rather than "missing: dueDate" — one question per known field."""
    known = [FIELD_QUESTIONS[f]["he" if lang == "he" else "en"] for f in fields if f in FIELD_QUESTIONS]
    if known:
        return " ".join(known)
    return t("missing_fields", lang, fields=", ".join(fields))


def t(key: str, lang: str, **values: object) -> str:
    """A text of the conversation layer (this module's table)."""
    return localized(TEXTS, key, lang, **values)
