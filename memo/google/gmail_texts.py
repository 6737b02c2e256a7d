"""What the gmail capability says, in Hebrew and English (short, human, no ids).

Mail content (senders, subjects, text) is the user's data and an outsider's words at once: it is shown
quoted ("> ") so the user sees where it starts and ends, and replies that carry it start with MAIL_MARK,
an invisible character by which the conversation memory knows not to hand that text to a model.
"""

from __future__ import annotations

from memo.planning.texts import OUTSIDE_CONTENT, localized

MAIL_MARK = OUTSIDE_CONTENT  # "this reply quotes mail"

TEXTS: dict[str, dict[str, str]] = {
    "not_configured": {
        "en": "Gmail isn't connected to Memo, so I can't send, read or search email for you.",
        "he": "הג'ימייל לא מחובר ל-Memo, אז אין לי איך לשלוח, לקרוא או לחפש מיילים.",
    },
    "connect_first": {
        "en": "To work with your email I need your permission to read and send Gmail. Open this link to allow it "
              "(it works once, for 15 minutes):\n{link}\nThen send your request again.",
        "he": "כדי לעבוד עם המייל שלך אני צריך הרשאה לקרוא ולשלוח ב-Gmail. אפשר לאשר בקישור הזה (חד-פעמי, "
              "ל-15 דקות):\n{link}\nואז לשלוח את הבקשה שוב.",
    },
    "reconnect": {
        "en": "I lost access to your Gmail (the permission was revoked or expired), so nothing was sent or "
              "changed. Please connect it again:\n{link}",
        "he": "הגישה שלי ל-Gmail שלך בוטלה או פגה, אז שום דבר לא נשלח ולא השתנה. אפשר לחבר מחדש:\n{link}",
    },
    "google_down": {
        "en": "Gmail didn't answer, so nothing was sent or changed. Please try again in a minute.",
        "he": "Gmail לא ענה, אז שום דבר לא נשלח ולא השתנה. נסו שוב בעוד דקה.",
    },
    "no_mail": {"en": "No emails match {query}.", "he": "לא מצאתי מיילים שמתאימים ל-{query}."},
    "no_new_mail": {"en": "No new emails.", "he": "אין מיילים חדשים."},
    "found": {"en": "Emails matching {query}:", "he": "מיילים שמתאימים ל-{query}:"},
    "new_mail": {"en": "Your unread emails:", "he": "המיילים שלא קראת:"},
    "list_hint": {"en": "(Say \"read 2\" or \"reply to 1 …\")", "he": "(אפשר לכתוב \"תקרא את 2\" או \"תענה ל-1 …\")"},
    "from": {"en": "From", "he": "מאת"},
    "subject": {"en": "Subject", "he": "נושא"},
    "to": {"en": "To", "he": "אל"},
    "cc": {"en": "Cc", "he": "עותק"},
    "attachments": {"en": "Attachments", "he": "קבצים מצורפים"},
    "cut": {"en": "… (cut here: the whole email is in Gmail)", "he": "… (קוצר כאן: המייל המלא ב-Gmail)"},
    "no_text": {"en": "(no text)", "he": "(אין טקסט)"},
    "no_index": {"en": "I don't have an email number {index} from the last list. Search again and pick one.",
                 "he": "אין לי מייל מספר {index} מהרשימה האחרונה. אפשר לחפש שוב ולבחור."},
    "drafted": {"en": "Saved a draft (not sent) to {to}: \"{subject}\"",
                "he": "שמרתי טיוטה (לא נשלחה) אל {to}: \"{subject}\""},
    "sent": {"en": "Sent to {to}: \"{subject}\"", "he": "נשלח אל {to}: \"{subject}\""},
    "replied": {"en": "Replied to {to}: \"{subject}\"", "he": "עניתי ל-{to}: \"{subject}\""},
    "forwarded": {"en": "Forwarded to {to}: \"{subject}\"", "he": "העברתי אל {to}: \"{subject}\""},
    "archived": {"en": "Archived {count} email(s).", "he": "העברתי לארכיון {count} מיילים."},
    "marked_read": {"en": "Marked {count} email(s) as read.", "he": "סימנתי {count} מיילים כנקראו."},
    "labelled": {"en": "Labelled {count} email(s) \"{label}\".", "he": "תייגתי {count} מיילים בתווית \"{label}\"."},
    "trashed": {"en": "Moved {count} email(s) to the trash (Gmail keeps them there for 30 days).",
                "he": "העברתי {count} מיילים לפח (Gmail שומר אותם שם 30 יום)."},
    "no_recipient": {"en": "I couldn't find an email address for {name} in your recent mail, so nothing was sent. "
                           "Send it again with the address (e.g. \"email {name} name@example.com …\").",
                     "he": "לא מצאתי כתובת מייל של {name} במיילים האחרונים שלך, אז שום דבר לא נשלח. אפשר לשלוח "
                           "שוב עם הכתובת (למשל \"תשלח מייל ל{name} name@example.com …\")."},
    "no_email": {"en": "I couldn't find an email matching {query}.", "he": "לא מצאתי מייל שמתאים ל-{query}."},
    # Approval questions: everything that will leave, in full.
    "ask_send": {"en": "send this email\n{to_label}: {to}{cc}\n{subject_label}: {subject}\n\n{body}",
                 "he": "לשלוח את המייל הזה\n{to_label}: {to}{cc}\n{subject_label}: {subject}\n\n{body}"},
    "ask_reply": {"en": "reply{all} to {sender}\n{to_label}: {to}{cc}\n{subject_label}: {subject}\n\n{body}",
                  "he": "לענות{all} ל-{sender}\n{to_label}: {to}{cc}\n{subject_label}: {subject}\n\n{body}"},
    "reply_all": {"en": " to everyone", "he": " לכולם"},
    "ask_forward": {"en": "forward \"{subject}\" from {sender} to {to}{note}",
                    "he": "להעביר את \"{subject}\" מ-{sender} אל {to}{note}"},
    "ask_delete": {"en": "move to the trash: {what}", "he": "להעביר לפח: {what}"},
    "ask_archive": {"en": "archive: {what}", "he": "להעביר לארכיון: {what}"},
    "ask_mark": {"en": "mark as read: {what}", "he": "לסמן כנקרא: {what}"},
    "ask_label": {"en": "label \"{label}\": {what}", "he": "לתייג \"{label}\": {what}"},
    "many": {"en": "{count} emails ({first}…)", "he": "{count} מיילים ({first}…)"},
    "brief_mail": {"en": "*Email*: {count} unread{senders}", "he": "*מייל*: {count} שלא נקראו{senders}"},
    "brief_senders": {"en": " — important: {names}", "he": " — חשובים: {names}"},
    "brief_mail_unavailable": {"en": "(Gmail didn't answer, so your unread count isn't here.)",
                               "he": "(Gmail לא ענה, אז מספר המיילים שלא נקראו לא כאן.)"},
    "watching": {"en": "OK — I'll tell you here when new mail from {sender} arrives.",
                 "he": "בסדר — אודיע לך כאן כשיגיע מייל חדש מ-{sender}."},
    "not_watching": {"en": "OK — no more notes about mail from {sender}.",
                     "he": "בסדר — לא אודיע יותר על מיילים מ-{sender}."},
    "watch_mail": {"en": "📧 New email from {sender}: \"{subject}\"", "he": "📧 מייל חדש מ-{sender}: \"{subject}\""},
}


def g(key: str, lang: str, **values: object) -> str:
    return localized(TEXTS, key, lang, **values)
