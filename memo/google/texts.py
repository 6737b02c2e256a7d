"""What the Google connection says, on WhatsApp and on its two web pages, in Hebrew and English."""

from __future__ import annotations

from memo.planning.texts import localized

TEXTS: dict[str, dict[str, str]] = {
    # WhatsApp notices.
    "connected_calendar": {"en": "Your Google account is connected — calendar on.",
                           "he": "חשבון ה-Google שלך מחובר — היומן פעיל."},
    "connected_gmail": {"en": "Your Google account is connected — Gmail on.",
                        "he": "חשבון ה-Google שלך מחובר — Gmail פעיל."},
    "connected_both": {"en": "Your Google account is connected — calendar and Gmail on.",
                       "he": "חשבון ה-Google שלך מחובר — היומן ו-Gmail פעילים."},
    "connected_none": {"en": "Your Google account is connected, but no access was allowed, so calendar and Gmail "
                             "stay off.",
                       "he": "חשבון ה-Google שלך מחובר, אבל לא אושרה שום גישה, אז היומן ו-Gmail כבויים."},
    "calendar_refused": {"en": " Calendar access wasn't allowed (its box was unticked), so the calendar stays off.",
                         "he": " הגישה ליומן לא אושרה (התיבה שלה לא סומנה), אז היומן נשאר כבוי."},
    "gmail_refused": {"en": " Gmail access wasn't allowed (its box was unticked), so Gmail stays off.",
                      "he": " הגישה ל-Gmail לא אושרה (התיבה שלה לא סומנה), אז Gmail נשאר כבוי."},
    "broken": {"en": "⚠️ Google no longer accepts Memo's access to your account (it was removed or it expired), "
                     "so your calendar and Gmail are off for now. To reconnect, open this link in your phone's "
                     "browser (Chrome/Safari); it works for {minutes} minutes:\n{link}\nIf it has expired, write "
                     "\"connect my calendar\" for a new one.",
               "he": "⚠️ Google כבר לא מאשר ל-Memo גישה לחשבון שלך (הגישה הוסרה או פגה), אז היומן ו-Gmail "
                     "כבויים כרגע. כדי לחבר מחדש, פתחו את הקישור הזה בדפדפן של הטלפון (Chrome/Safari); "
                     "הוא עובד {minutes} דקות:\n{link}\nאם תוקפו פג, כתבו \"תחבר את היומן שלי\" לקישור חדש."},
    "disconnected": {"en": "Your Google account is disconnected from Memo: calendar and Gmail are off, and Memo's "
                           "access to the account was removed.",
                     "he": "חשבון ה-Google שלך נותק מ-Memo: היומן ו-Gmail כבויים, והגישה של Memo לחשבון הוסרה."},
    # The web pages.
    "page_title_ok": {"en": "Connected", "he": "מחובר"},
    "page_title_failed": {"en": "Not connected", "he": "לא מחובר"},
    "page_connected": {"en": "Connected — you can go back to WhatsApp.", "he": "מחובר — אפשר לחזור ל-WhatsApp."},
    "browser_hint": {"en": "If Google says this browser is not supported, open this link in your phone's browser "
                           "(Chrome/Safari) instead of inside WhatsApp.",
                     "he": "אם Google אומר שהדפדפן הזה לא נתמך, פתחו את הקישור בדפדפן של הטלפון (Chrome/Safari) "
                           "במקום בתוך WhatsApp."},
    "link_invalid": {"en": "This link isn't valid. For a new one, write \"connect my calendar\" to Memo on WhatsApp.",
                     "he": "הקישור הזה לא תקין. לקישור חדש, כתבו ל-Memo ב-WhatsApp \"תחבר את היומן שלי\"."},
    "link_expired": {"en": "This link has expired (a link works for {minutes} minutes). For a new one, write "
                           "\"connect my calendar\" to Memo on WhatsApp.",
                     "he": "תוקף הקישור פג (קישור עובד {minutes} דקות). לקישור חדש, כתבו ל-Memo ב-WhatsApp "
                           "\"תחבר את היומן שלי\"."},
    "link_used": {"en": "This link was already used to connect your Google account. To connect again, write "
                        "\"connect my calendar\" to Memo on WhatsApp for a new link.",
                  "he": "הקישור הזה כבר שימש לחיבור חשבון ה-Google שלך. כדי לחבר שוב, כתבו ל-Memo ב-WhatsApp "
                        "\"תחבר את היומן שלי\" לקישור חדש."},
    "not_configured": {"en": "Google isn't set up on this Memo server yet, so nothing can be connected.",
                       "he": "Google עוד לא מוגדר בשרת Memo הזה, אז אי אפשר לחבר כרגע."},
    "state_unknown": {"en": "This sign-in doesn't match one Memo started, so nothing was connected. Open the link "
                            "from WhatsApp again.",
                      "he": "הכניסה הזו לא תואמת כניסה ש-Memo התחיל, אז שום דבר לא חובר. פתחו שוב את הקישור "
                            "מ-WhatsApp."},
    "state_mismatch": {"en": "This sign-in was started in another browser, so nothing was connected. Open the link "
                             "from WhatsApp again, in the browser you want to use.",
                       "he": "הכניסה הזו התחילה בדפדפן אחר, אז שום דבר לא חובר. פתחו שוב את הקישור מ-WhatsApp "
                             "בדפדפן שבו תרצו להשתמש."},
    "state_used": {"en": "This sign-in was already completed. Go back to WhatsApp; to connect again, open the link "
                         "from WhatsApp again.",
                   "he": "הכניסה הזו כבר הושלמה. חזרו ל-WhatsApp; כדי לחבר שוב, פתחו שוב את הקישור מ-WhatsApp."},
    "state_expired": {"en": "This sign-in took too long (or a newer one replaced it), so nothing was connected. Open "
                            "the link from WhatsApp again.",
                      "he": "הכניסה הזו לקחה יותר מדי זמן (או שכניסה חדשה יותר החליפה אותה), אז שום דבר לא חובר. "
                            "פתחו שוב את הקישור מ-WhatsApp."},
    "verifier_missing": {"en": "Memo lost track of this sign-in, so nothing was connected. Open the link from "
                               "WhatsApp again.",
                         "he": "Memo איבד את פרטי הכניסה הזו, אז שום דבר לא חובר. פתחו שוב את הקישור מ-WhatsApp."},
    "access_denied": {"en": "You didn't allow Memo access to your Google account, so nothing was connected.",
                      "he": "לא אישרת ל-Memo גישה לחשבון ה-Google שלך, אז שום דבר לא חובר."},
    "google_error": {"en": "Google didn't complete the sign-in, so nothing was connected. Please open the link from "
                           "WhatsApp again in a few minutes.",
                     "he": "Google לא השלים את הכניסה, אז שום דבר לא חובר. נסו לפתוח שוב את הקישור מ-WhatsApp "
                           "בעוד כמה דקות."},
    "no_refresh_token": {"en": "Google didn't give Memo lasting access, so nothing was connected. Remove Memo at "
                               "myaccount.google.com/permissions, then open the link from WhatsApp again.",
                         "he": "Google לא נתן ל-Memo גישה קבועה, אז שום דבר לא חובר. הסירו את Memo בכתובת "
                               "myaccount.google.com/permissions, ואז פתחו שוב את הקישור מ-WhatsApp."},
}


def t(key: str, lang: str | None, **values: object) -> str:
    """A text of the Google connection (this module's table)."""
    return localized(TEXTS, key, lang, **values)
