"""A pasted message (an SMS, a group message, a confirmation) with the user's request on its last line.

The last line is read alone as the request; the pasted lines fill only what it points at: the appointment's time
for "remind me 20 min before", the event for "calendar pls", the fact for "save this", whom "them" is in "do I
have mail from them?", the pasted question for "מה הקוד?". Two offered slots, several dates or no time at all are
asked about, never picked; the user's own command over lines of items ("remind me tmrw:\\n…") is read as before.

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

import pytest

from memo.planning.rules.pasted import split
from tests.planning.reading import not_acted, plan, reads_as

CLINIC = "מכבי: נקבע עבורך תור לבדיקת אולטרסאונד ביום ב' 30/11 בשעה 08:45 במכבי רחובות. יש להגיע בצום"
SCHOOL = "From school: parent-teacher meetings are on Thursday 26/11. Your slot with Ms. Rosen is 17:40."


def test_split_finds_sender_body_and_request() -> None:
    pasted = split(f"{CLINIC}\nתכניסי ליומן")
    assert pasted is not None
    assert (pasted.sender, pasted.request) == ("מכבי", "תכניסי ליומן")
    assert pasted.body.startswith("נקבע עבורך תור")
    quoted = split("בקבוצה שואלים 'כמה זה 15 אחוז מ-340?'\nכמה זה?")
    assert quoted is not None and quoted.body.startswith("כמה זה 15 אחוז")
    assert split("remind me tomorrow at 9 to call dana") is None


@pytest.mark.parametrize(("text", "due", "reminder", "about"), [
    (f"{SCHOOL}\nremind me 20 min before", "2026-11-26T17:40", "20 minutes", "teacher"),
    (f"{CLINIC}\nתזכירי לי שעה לפני", "2026-11-30T08:45", "60 minutes", "אולטרסאונד"),
    ("דנה מהמשרד: זום עם רו\"ח היום ב-13:00\nתזכיר לי 10 דק' לפני", "2026-11-22T13:00", "10 minutes", "זום"),
])
def test_reminder_before_the_pasted_appointment(text: str, due: str, reminder: str, about: str) -> None:
    intent = reads_as(text, "database", "create")
    assert intent.args["dueDate"].startswith(due), intent.args
    assert intent.args.get("reminder") == reminder
    assert about in intent.args["text"]


@pytest.mark.parametrize(("text", "due", "about"), [
    ("Tel Aviv-Yafo Municipality: parking fine no. 88231 for 250 NIS. Pay by 15/12/2026\n"
     "remind me on dec 10 at noon to pay", "2026-12-10T12:00", "fine"),
    ("סופר-פארם: המרשם שלך מוכן לאיסוף בסניף דיזנגוף סנטר. ניתן לאסוף עד 29/11.\nתזכיר לי מחר ב6 בערב לאסוף",
     "2026-11-23T18:00", "מרשם"),
    ("EL AL: Booking ref 6HT2KQ confirmed. LY315 TLV → LHR, Thu 03 Dec 2026, dep 06:15.\n"
     "remind me to do check-in the day before at 9am", "2026-12-02T09:00", "check-in"),
])
def test_reminder_of_the_users_time_is_about_the_pasted_message(text: str, due: str, about: str) -> None:
    intent = reads_as(text, "database", "create")
    assert intent.args["dueDate"].startswith(due), intent.args
    assert about in intent.args["text"]


@pytest.mark.parametrize("text", [
    "החבילה שלך מ-Shein תגיע בין ה-24/11 ל-26/11. מספר מעקב: LP00293\nתזכירי לי",
    "mrs katz: 'the play rehearsal is on Wednesday and the show itself is next Sunday'\nremind me",
    "לוח מבחנים:\nמתמטיקה - 30/11\nאנגלית - 3/12\nתעשי לי תזכורת לכל מבחן ערב לפני ב7",
    "client email: 'Can we meet either Mon 30/11 at 10 or Wed 2/12 at 14?'\nbook it",
    "מכבי: הוצעו לך 2 מועדים: 24/11 בשעה 09:00 או 24/11 בשעה 15:30\nתכניסי ליומן",
    "יוסי: נפגש ביום שלישי ב-7?\nתכניסי ליומן",  # morning or evening is Yossi's to say
    "תמר: 'אתם מוזמנים ליום הולדת 40 שלי!! פרטים בהמשך'\nתכניסי ליומן",
])
def test_unclear_pasted_time_is_asked(text: str) -> None:
    not_acted(text)


@pytest.mark.parametrize(("text", "start", "end", "name"), [
    (f"{CLINIC}\nתכניסי ליומן", "2026-11-30T08:45", "2026-11-30T09:45", "אולטרסאונד"),
    ("Michal: 'let's sync Wed 25/11 at 9:30, 30 min, small meeting room'\ncalendar pls",
     "2026-11-25T09:30", "2026-11-25T10:00", "Michal"),
    ("הודעה מבית הספר: מסיבת חנוכה תתקיים ביום שישי 4/12 בין 10:00-12:00 באולם\nתוסיף ליומן",
     "2026-12-04T10:00", "2026-12-04T12:00", "חנוכה"),
])
def test_event_from_the_pasted_appointment(text: str, start: str, end: str, name: str) -> None:
    intent = reads_as(text, "calendar", "create")
    assert intent.args["start"].startswith(start) and intent.args["end"].startswith(end), intent.args
    assert name in intent.args["summary"]


def test_all_day_event_over_both_days() -> None:
    intent = reads_as("You're registered! DevTLV 2026, Mon 7 Dec – Tue 8 Dec, Expo Tel Aviv\n"
                      "block both days in my calendar", "calendar", "create")
    assert (intent.args["start"], intent.args["end"], intent.args["allDay"]) == ("2026-12-07", "2026-12-09", True)
    assert "DevTLV" in intent.args["summary"]


@pytest.mark.parametrize(("text", "start"), [
    ("אמא: אתם פנויים לארוחת ערב ביום שישי מ-19:00 עד 21:00?\nאני פנויה?", "2026-11-27T19:00"),
    ("אבא: תבואו להדליק נר ראשון ב-4/12 ב-17:00? 🕎\nam I free then?", "2026-12-04T17:00"),
])
def test_free_then_asks_about_the_pasted_time(text: str, start: str) -> None:
    intent = reads_as(text, "calendar", "checkConflicts")
    assert intent.args["start"].startswith(start)


@pytest.mark.parametrize(("text", "kept"), [
    ("Airbnb host: Welcome! WiFi network: Casa_Azul  password: sunset2026! Checkout is 11am\nsave the wifi details",
     "sunset2026"),
    ("אישור הזמנה 🏨 מלון דן אילת | מספר הזמנה: XK7P2Q | 17-19/12/2026\nתשמרי את מספר ההזמנה", "XK7P2Q"),
    ("from the client's email: our VAT number is 515998877\nתזכרי את זה, זה של חברת אלפא", "חברת אלפא"),
])
def test_pasted_fact_is_kept(text: str, kept: str) -> None:
    assert kept in reads_as(text, "second-brain", "store").args["text"]


def test_pasted_question_is_asked_as_the_users() -> None:
    intent = reads_as("דני בקבוצה: 'מישהו זוכר את הקוד של החניון בעבודה?'\nמה הקוד?", "second-brain", "search")
    assert "חניון" in intent.args["query"]


@pytest.mark.parametrize(("text", "operation", "query"), [
    ("בנק הפועלים: נשלח אליך מסמך חשוב לתיבת הדואר האלקטרוני\nיש לי מייל מהם?", "search", "בנק הפועלים"),
    ("Amazon: Your order has shipped! Tracking number sent to your email.\nfind the tracking email",
     "search", "Amazon"),
    ("חברת החשמל: חשבונית לתקופה 09-10/2026 נשלחה לכתובת המייל שלך\nתמצאי לי אותה במייל", "search", "חשמל"),
])
def test_mail_about_the_sender(text: str, operation: str, query: str) -> None:
    assert query in reads_as(text, "gmail", operation).args["query"]


def test_recipient_from_the_pasted_address() -> None:
    intent = plan("job ad: 'Backend Developer – send CV to jobs@startupco.io'\n"
                  "send them an email asking if the Backend Developer position is still open")
    assert intent is not None and intent.args.get("operation") == "send"
    assert intent.args["to"] == ["jobs@startupco.io"]


@pytest.mark.parametrize(("text", "capability", "operation"), [
    ("AliExpress: You have 12 new promotions waiting!! 🔥🔥\nugh. archive all the aliexpress emails",
     "gmail", "archive"),
    ("הגננת: מחר יציאה מוקדמת ב-12:30 בגלל ישיבת צוות\nמה יש לי ביומן מחר?", "calendar", "getEvents"),
    ("שירה: אני ליד רמי לוי, צריך משהו?\nמה יש לנו ברשימת קניות", "database", "get"),
    ("roni: got the milk and bread, they were out of cheese\ntick those off", "database", "toggleItem"),
])
def test_request_of_its_own_is_read_alone(text: str, capability: str, operation: str) -> None:
    reads_as(text, capability, operation)


@pytest.mark.parametrize(("text", "capability", "operation"), [
    ("shopping list add:\nmilk\neggs\nsourdough bread", "database", "addItem"),
    ("remind me tmrw:\nלהתקשר לחשמלאי\npay arnona", "database", "createMultiple"),
    ("put these in the calendar:\nparent teacher meeting tue 5pm\nflu shots thu 10am", "calendar", "createMultiple"),
])
def test_users_own_command_over_lines_is_read_as_before(text: str, capability: str, operation: str) -> None:
    reads_as(text, capability, operation)


@pytest.mark.parametrize(("text", "items"), [
    ("dana says: we need eggs, flour and baking powder for the cake tmrw\nadd to the shopping list",
     ["eggs", "flour", "baking powder"]),
    ("אמא: צריך חלב ולחם בדרך הביתה\nתוסיפי לרשימת קניות", ["חלב", "לחם"]),
])
def test_things_asked_for_go_on_the_list(text: str, items: list[str]) -> None:
    assert reads_as(text, "database", "addItem").args["items"] == items


def test_pasted_words_emailed() -> None:
    intent = plan("dana says: 'send my mom the zimmer address, it's Moshav Amirim 12'\nemail it to ruth.k@gmail.com")
    assert intent is not None and intent.args.get("operation") == "send"
    assert intent.args["to"] == ["ruth.k@gmail.com"] and "Amirim" in intent.args["body"]


@pytest.mark.parametrize(("text", "name"), [
    ("מרפאת שיניים ד\"ר גולן: עדכון - התור שלך הוזז ליום ג' 1/12 בשעה 16:15. לאישור השב 1\n"
     "תעדכני את התזכורת לשעה החדשה", "שיניים"),
    ("Dr. Katz clinic: your appointment was moved to Tue 1/12 at 16:15\nmove the reminder to the new time", "Katz"),
])
def test_reminder_moved_to_the_pasted_new_time(text: str, name: str) -> None:
    intent = reads_as(text, "database", "update")
    assert intent.args["updateFields"]["dueDate"].startswith("2026-12-01T16:15") and name in intent.args["text"]
