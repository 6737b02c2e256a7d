"""Calendar and Gmail requests as older users and phone keyboards write them: an email to send with no words of its
own ("send the email to my son now, thanks"), a Hebrew recipient described as "שלי" with the address after a comma,
a time adverb before "saying"."""

from __future__ import annotations

import pytest

from tests.planning.reading import intent_of, planned

# ---------------------------------------------------------------- an email with nothing to say


@pytest.mark.parametrize("text", [
    "please send the mail to my daughter right away. thanks",
    "send the email to bob@example.com asap thx",
    "send an email to dana today please",
])
def test_an_email_of_only_when_and_thanks_asks_for_its_text(text: str) -> None:
    intent = intent_of(text)
    assert intent is not None and intent.action == "send" and "body" in intent.missing, (text, intent)


@pytest.mark.parametrize(("text", "body"), [
    ("send an email to dana now saying the meeting moved", "the meeting moved"),
    ("email bob@example.com today that I'm sick", "I'm sick"),
    ("תשלח מייל לדנה עכשיו שהפגישה נדחתה", "הפגישה נדחתה"),
])
def test_a_time_word_before_the_message_is_not_its_text(text: str, body: str) -> None:
    intent = intent_of(text)
    assert intent is not None and intent.action == "send", (text, intent)
    assert intent.args["body"] == body and not intent.missing, intent.args


def test_now_is_not_part_of_a_hebrew_name() -> None:
    intent = intent_of("תשלח מייל לדנה עכשיו שהפגישה נדחתה")
    assert intent is not None and intent.args.get("toNames") == ["דנה"], intent


# ---------------------------------------------------------------- "לרואה החשבון שלי, addr,"


@pytest.mark.parametrize(("text", "to", "body"), [
    ("תשלחי מייל לאמא שלי, mom@example.com, שאני מגיעה בשבת", "mom@example.com", "אני מגיעה בשבת"),
    ("תשלח מייל לעורכת הדין שלנו, lawyer@example.com, שהחוזה חתום", "lawyer@example.com", "החוזה חתום"),
    ("send an email to my accountant, cpa@example.com, saying I approve the report", "cpa@example.com",
     "I approve the report"),
])
def test_a_described_recipient_with_the_address_after_a_comma(text: str, to: str, body: str) -> None:
    args = planned(text, "gmail", "send")
    assert args["to"] == [to] and args["body"] == body, args


def test_whose_after_a_two_word_role_stays_with_the_name() -> None:
    intent = intent_of("תשלח מייל לרואה החשבון שלי שאני מאשרת את הדוח")
    assert intent is not None and intent.args.get("toNames") == ["רואה החשבון שלי"], intent
    assert intent.args["body"] == "אני מאשרת את הדוח", intent.args


# ---------------------------------------------------------------- "everything from X" as keyboards spell it


@pytest.mark.parametrize("text", [
    "mark evrything from linkedin as read",
    "mark everythin from the bank as read",
    "mark everything from linkedin as read",
])
def test_everything_from_a_sender_is_their_mail_not_the_word(text: str) -> None:
    args = planned(text, "gmail", "markRead")
    assert "ever" not in args["query"] and "evr" not in args["query"] and args.get("all") is True, args


# ---------------------------------------------------------------- mail about an event is not the event


@pytest.mark.parametrize(("text", "action"), [
    ("delete all emails about the webinar", "delete"),
    ("remove the mails about the conference", "delete"),
    ("תמחק את כל המיילים על הכנס", "delete"),
])
def test_deleting_mail_about_an_event_is_mail(text: str, action: str) -> None:
    intent = intent_of(text)
    assert intent is not None and (intent.capability, intent.action) == ("gmail", action), (text, intent)


@pytest.mark.parametrize("text", ["cancel the webinar", "delete the meeting about emails",
                                  "delete my email meeting with dana"])
def test_an_event_named_with_a_mail_word_is_still_the_event(text: str) -> None:
    intent = intent_of(text)
    assert intent is not None and intent.capability == "calendar", (text, intent)


# ---------------------------------------------------------------- "meeting them tonight": talk, not an event


@pytest.mark.parametrize("text", ["meeting them tonight and totally blanking on names",
                                  "seeing him tomorrow at 5 so nervous"])
def test_a_verbless_meeting_with_a_pronoun_is_not_made(text: str) -> None:
    intent = intent_of(text)
    assert intent is None or intent.capability != "calendar", (text, intent)


@pytest.mark.parametrize("text", ["meeting dana tonight at 8", "put in the calendar: meeting them tomorrow at 5"])
def test_a_meeting_with_whom_or_with_a_command_is_still_made(text: str) -> None:
    intent = intent_of(text)
    assert intent is not None and (intent.capability, intent.action) == ("calendar", "create"), (text, intent)


# ---------------------------------------------------------------- bare plural days repeat every week


@pytest.mark.parametrize(("text", "summary", "days"), [
    ("yoga tuesdays at 7 put it in my calendar", "yoga", ["Tuesday"]),
    ("book pilates mondays and wednesdays at 8am", "pilates", ["Monday", "Wednesday"]),
    ("weekly standup mondays n thursdays 9:30 put it in the cal", "weekly standup", ["Monday", "Thursday"]),
])
def test_bare_plural_days_make_a_weekly_event(text: str, summary: str, days: list[str]) -> None:
    args = planned(text, "calendar", "createRecurring")
    assert args["summary"] == summary and args["days"] == days, args


def test_plural_days_said_as_a_remark_are_not_a_series() -> None:
    intent = intent_of("mondays are hard, meeting with dana at 5 tomorrow put it in the calendar")
    assert intent is not None and intent.action == "create" and "recurrence" not in intent.args, intent


# ---------------------------------------------------------------- a question about the day is never an event


@pytest.mark.parametrize(("text", "day"), [
    ("שלום מה יש לי מחר ביומן", "2026-11-23"),
    ("hi there what do i have today in the calendar", "2026-11-22"),
])
def test_a_greeting_and_a_look_at_the_calendar(text: str, day: str) -> None:
    args = planned(text, "calendar", "getEvents")
    assert args["timeMin"].startswith(day), args


@pytest.mark.parametrize("text", ["בוקר טוב!! מה יש לי היום ביומן 🙂 ", "yo whats on my calendar tmrw"])
def test_a_look_at_the_calendar_is_not_made_into_an_event(text: str) -> None:
    intent = intent_of(text)
    assert intent is None or intent.action != "create", (text, intent)


# ---------------------------------------------------------------- "את המייל מ... תמחקי אותו"


@pytest.mark.parametrize(("text", "action", "query"), [
    ("את המייל מהבנק תמחקי אותו", "delete", "from:בנק"),
    ("את המיילים מאמזון תסמני אותם כנקראו", "markRead", "from:אמזון is:unread"),
])
def test_a_fronted_email_with_a_pronoun_after_the_verb(text: str, action: str, query: str) -> None:
    args = planned(text, "gmail", action)
    assert args["query"] == query, args


# ---------------------------------------------------------------- more than one remark after the command


@pytest.mark.parametrize(("text", "capability", "action"), [
    ("Please mark the emails from the bank as read. I don't want to see them as new anymore, it confuses me",
     "gmail", "markRead"),
    ("archive the newsletters from ikea. i never read them, it annoys me", "gmail", "archive"),
    ("cancel the dentist tomorrow, I'm sick, it drives me crazy", "calendar", "delete"),
])
def test_two_remarks_after_the_command_are_both_left_out(text: str, capability: str, action: str) -> None:
    planned(text, capability, action)


def test_a_second_request_after_a_remark_is_not_left_out() -> None:
    intent = intent_of("archive the newsletters from ikea. i never read them, and remind me to unsubscribe")
    assert intent is None or intent.action != "archive" or intent.missing or intent.confidence < 0.7, intent


# ---------------------------------------------------------------- the email named first, then a comma


@pytest.mark.parametrize(("text", "action", "query"), [
    ("את המיילים מאמזון, תסמני אותם כנקראו", "markRead", "from:אמזון is:unread"),
    ("את המייל מהבנק עוד לא קראתי, תמחק אותו", "delete", "from:בנק"),
    ("את הניוזלטר מהעירייה כבר קראתי, תעבירי אותו בבקשה לארכיון שלא יעמיס לי", "archive", "from:עירייה"),
])
def test_a_fronted_email_then_a_comma_and_the_command(text: str, action: str, query: str) -> None:
    args = planned(text, "gmail", action)
    assert args["query"] == query, args


def test_a_fronted_email_forwarded_to_an_address() -> None:
    args = planned("את המייל מהמוסך על הטיפול, תעבירי בבקשה לבעלי dan@example.com, הוא מטפל בזה", "gmail", "forward")
    assert args["to"] == ["dan@example.com"] and "מוסך" in args["query"], args


@pytest.mark.parametrize("text", ["את הרשימה, תעבירי לדנה", "את המשימה של מחר, תמחק אותה"])
def test_a_fronted_thing_that_is_not_mail_is_not_taken_as_mail(text: str) -> None:
    intent = intent_of(text)
    assert intent is None or intent.capability != "gmail", (text, intent)


# ---------------------------------------------------------------- "am I free then?" after the sentence that says when


@pytest.mark.parametrize(("text", "start"), [
    ("The plumber said he can come on Thursday at 10am. Do I have anything then?", "2026-11-26T10:00"),
    ("My cousin wants to visit on Monday at five in the afternoon. Am I free then? Is there anything in my calendar "
     "at that time", "2026-11-23T17:00"),
    ("הגנן רוצה לבוא מחר בשמונה בבוקר. אני פנוי?", "2026-11-23T08:00"),
    ("החברות רוצות לבוא ביום חמישי ה-26.11 בשש בערב. אני פנויה? אין לי משהו אחר באותה שעה?", "2026-11-26T18:00"),
])
def test_free_then_reads_the_time_from_the_sentence_before(text: str, start: str) -> None:
    args = planned(text, "calendar", "checkConflicts")
    assert args["start"].startswith(start), args


@pytest.mark.parametrize("text", [
    "Dana wants to meet tuesday or wednesday at 4pm. Am I free?",
    "The plumber can come on Thursday. Am I free?",
    "Dana wants to meet at 4 on thursday. Am I free then?",
    "דנה רוצה להיפגש ביום שלישי ה-25.11 בחמש אחה\"צ. אני פנויה?",
])
def test_free_then_without_one_clear_time_is_not_checked(text: str) -> None:
    intent = intent_of(text)
    assert intent is None or intent.action != "checkConflicts" or intent.missing, (text, intent)


# ---------------------------------------------------------------- "mark these days in my calendar as <name>"


@pytest.mark.parametrize(("text", "summary", "start", "end"), [
    ("We are visiting my brother in Haifa from 7/12 to 9/12. Please mark these days in my calendar as Haifa visit",
     "Haifa visit", "2026-12-07", "2026-12-10"),
    ("אנחנו נוסעים לנכדים בחיפה מ-3.12 עד 6.12. תסמני את הימים האלה ביומן כנסיעה לחיפה", "נסיעה לחיפה",
     "2026-12-03", "2026-12-07"),
])
def test_days_said_before_are_named_by_as(text: str, summary: str, start: str, end: str) -> None:
    args = planned(text, "calendar", "create")
    assert (args["summary"], args["start"], args["end"], args["allDay"]) == (summary, start, end, True), args


# ---------------------------------------------------------------- the length said after "put it in the calendar"


@pytest.mark.parametrize(("text", "end"), [
    ("dinner with the Levys on friday at 7pm. Put it in my calendar, it should take about two hours",
     "2026-11-27T21:00"),
    ("ביום רביעי בחמש יש ישיבת ועד בית. תרשמי ביומן, זה בערך שעה וחצי", "2026-11-25T18:30"),
    ("ביום רביעי בחמש יש ישיבת ועד בית, זה בערך שעה, תרשמי ביומן", "2026-11-25T18:00"),
])
def test_a_length_after_the_calendar_command(text: str, end: str) -> None:
    args = planned(text, "calendar", "create")
    assert args["end"].startswith(end) and "תרש" not in args["summary"] and "זה" not in args["summary"], args


# ---------------------------------------------------------------- "did I get ...? <remark>. check my emails please"


@pytest.mark.parametrize(("text", "query"), [
    ("Have I recieved the statement from the tax office? My daughter said it was sent. Can you check my emails please",
     'from:"tax office" statement'),
    ("Did I get the bill from the electric company? I think it is late. check my inbox pls",
     'from:"electric company" bill'),
    ("קיבלתי את החשבונית מהבנק? אני מחכה לה כבר שבוע. תבדקי את המיילים בבקשה", "from:בנק חשבונית"),
    ("did i recieve the invoice from the bank?", "from:bank invoice"),
])
def test_the_question_before_a_remark_and_a_plain_check(text: str, query: str) -> None:
    args = planned(text, "gmail", "search")
    assert args["query"] == query, args


def test_a_question_then_another_request_is_not_a_search_alone() -> None:
    intent = intent_of("Did I get the invoice from Dana? Also remind me to pay it tomorrow")
    assert intent is None or intent.action != "search", intent


# ---------------------------------------------------------------- a reply to the email described the sentence before


@pytest.mark.parametrize(("text", "query", "body"), [
    ("There is an email from the tennis club asking if I will renew. Please answer them that yes, I will renew",
     'from:"tennis club"', "yes, I will renew"),
    ("I got an email from the school about the trip. answer them that Noa will join", "from:school",
     "Noa will join"),
    ("קיבלתי מייל מהוועד ששואל אם אני מגיעה לאסיפה. תעני להם שכן, אני אגיע", "from:וועד", "כן, אני אגיע"),
    ("got the email from hr asking about the party. reply that i will be there", "from:hr", "i will be there"),
])
def test_a_reply_to_the_email_said_before(text: str, query: str, body: str) -> None:
    args = planned(text, "gmail", "reply")
    assert (args["query"], args["body"]) == (query, body), args


@pytest.mark.parametrize("text", [
    "I had lunch with Dana. answer her that I agree",
    "There is an email from Dana and one from Avi. answer them that I agree",
])
def test_a_reply_with_no_one_email_said_before_is_asked(text: str) -> None:
    intent = intent_of(text)
    assert intent is None or intent.action != "reply" or intent.missing, (text, intent)


# ---------------------------------------------------------------- "put it in the calendar, and remind me ... before"


@pytest.mark.parametrize(("text", "summary", "minutes"), [
    ("I have a dermatologist appointment on 10/12 at 9. Please put it in the calendar, and remind me the day before",
     "dermatologist appointment", 1440),
    ("physio on 15/12 at 10, put it in the calendar and remind me an hour before", "physio", 60),
    ("ביום שלישי בעשר יש לי תור לרופאת שיניים, תרשמי ביומן ותזכירי לי יום לפני", "תור לרופאת שיניים", 1440),
])
def test_a_reminder_after_the_calendar_command(text: str, summary: str, minutes: int) -> None:
    args = planned(text, "calendar", "create")
    assert args["summary"].removeprefix("I have a ").endswith(summary) and "put" not in args["summary"].lower(), args
    assert args["reminderMinutesBefore"] == minutes, args


def test_a_second_request_after_the_calendar_command_is_not_a_reminder_of_it() -> None:
    intent = intent_of("dentist tuesday at 10 put it in the calendar and remind me to bring the forms")
    assert intent is None or "reminderMinutesBefore" not in intent.args, intent


# ---------------------------------------------------------------- "good morning dear." and "זה נראה לי ספאם"


def test_a_greeting_with_an_endearment_is_not_the_event() -> None:
    args = planned("Good morning dear. The plumber comes on Thursday at 11. Please put it in my calendar",
                   "calendar", "create")
    assert "dear" not in args["summary"] and "plumber" in args["summary"], args


@pytest.mark.parametrize(("text", "query"), [
    ("תמחקי בבקשה את כל המיילים מהלוטו, זה נראה לי ספאם", "from:לוטו"),
    ("תמחק את המיילים מהפייסבוק, נשמע לי שזה פרסומות", "from:פייסבוק"),
])
def test_a_hebrew_opinion_after_the_command_is_a_remark(text: str, query: str) -> None:
    args = planned(text, "gmail", "delete")
    assert args["query"] == query, args
