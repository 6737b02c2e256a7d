"""Words of the calendar grammars that are long lists: the events of family life, and the command said after an
event ("..., put it in the calendar", "... תרשום ביומן", "..., pls put it in").

The family events (a bar mitzvah, a bris, a funeral, "בר מצווה", "ברית", "אזכרה") are what people put in a calendar
as often as meetings, so they name an event the way "meeting" does.
"""

from __future__ import annotations

import re
from datetime import datetime

from memo.planning.timeexpr import parse_time_expression

FAMILY_EVENTS_EN = (r"bar\s+mitzvah|bat\s+mitzvah|bar\s+mitzva|bat\s+mitzva|bris|brit\s+mila|funeral|shiva|memorial"
                    r"|graduation|christening|baptism|engagement\s+party|baby\s+shower|bridal\s+shower|housewarming"
                    r"|reunion|recital|prom|sheva\s+brach(?:os|ot)|sheva\s+berach(?:os|ot)|(?:wine\s+|beer\s+)?tastings?")
FAMILY_EVENTS_HE = (r"בר[ -]מצו(?:ו)?ה|בת[ -]מצו(?:ו)?ה|ברית(?:\s+מילה)?|לווי(?:ה|ת)|הלווי(?:ה|ת)|שבעה|אזכר(?:ה|ת)|חינה"
                    r"|אירוסין|מסיבת\s+(?:סיום|אירוסין|רווקים|רווקות)|טקס\s+סיום|חנוכת\s+בית|מפגש\s+מחזור|שבע\s+(?:ה)?ברכות"
                    r"|טעימ(?:ה|ת|ות)\s+(?:ה)?(?:יין|יינות|בירה)"
                    # a caterer's or a bakery's tastings, booked hours like the wine tasting's
                    r"|טעימות|טעימת\s+(?:ה)?(?:קייטרינג|תפריט|מנות|עוגות?)")
# Treatments and the practitioners who give them ("move the physio on tuesday to 17:30", "תזיז את הפיזיו של שלישי"):
# booked hours with a clinic, an event the way "the dentist" is, not a to-do.
CARE_EN = (r"physio|physios|physiotherapy|physiotherapist|physical\s+therapist|chiro|chiropractor|osteopath"
           r"|acupuncture|acupuncturist|reflexology|orthodontist|optometrist|dermatologist|pediatrician"
           r"|gyn(?:a)?ecologist|hydrotherapy")
CARE_HE = (r"פיזיו|פיזיותרפיה|פיזיותרפיסט(?:ית)?|כירופרקט(?:ית|ור)?|אוסטאופת(?:ית)?|דיקור|רפלקסולוגיה"
           r"|אורתודנט(?:ית)?|אורתודונט(?:ית)?|אופטומטריסט(?:ית)?|רופא(?:ת)?\s+עור|גינקולוג(?:ית)?|הידרותרפיה"
           r"|קלינאית\s+תקשורת|ריפוי\s+בעיסוק")
# The dates of a school year a teacher or a parent keeps ("the grade 4 parents evening", "ערב הורים", "יום פתוח"):
# "evening" and "day" there name the event, not a time.
SCHOOL_EVENTS_EN = (r"parents'?\s+(?:evening|night|day|meeting)"
                    r"|parent-?teacher\s+(?:night|evening|meeting|conference)s?|open\s+(?:evening|day|house)|sports\s+day|field\s+day|back-?to-?school\s+night|school\s+play")
SCHOOL_EVENTS_HE = r"ערב\s+הורים|יום\s+הורים|יום\s+פתוח|יום\s+ספורט|טיול\s+שנתי|ישיבת\s+הורים"
# Asked "when is" about, they are the calendar's (calendar_query.py); told, they may as well be a reminder's.
SCHOOL_EVENT = re.compile(rf"\b(?:{SCHOOL_EVENTS_EN})\b|(?<![\u05D0-\u05EA])(?:{SCHOOL_EVENTS_HE})(?![\u05D0-\u05EA])",
                          re.I)
# Hours booked with others for work: a photo shoot, a flat's viewing by a would-be tenant ("the viewing on friday",
# "הצפייה של מחר"). "לצפייה" is "to watch" (a watch list's name), so the word is taken only without that "ל".
WORK_EVENTS_EN = (r"photo-?\s*shoots?|(?:video|music\s+video)\s+shoots?|open\s+house|gigs?|festivals?"
                  # a lease signed with tenants at a lawyer's: booked hours, not a to-do of the user's own
                  r"|(?:lease|contract|renewal)\s+signing|signing\s+(?:of\s+)?the\s+(?:lease|contract|renewal)")
WORK_EVENTS_HE = (r"(?<!ל)צפיי?(?:ה|ות)(?!\s+ב(?:סרט|סדרה|טלוויזיה|נטפליקס))|(?<!ל)צפיית\s+דירה"
                  r"|יום\s+צילומים|סשן\s+צילומים")
# Hours set by others that one attends: a thesis defense (a committee's), a tournament (a league's).
STUDY_SPORT_EN = (r"(?:thesis|dissertation|phd|doctoral|master'?s)\s+defen[cs]es?|vivas?|tournaments?")
STUDY_SPORT_HE = r"הגנ(?:ה|ת)\s+(?:על\s+)?(?:ה)?(?:תזה|דוקטורט|עבודת\s+(?:ה)?(?:דוקטורט|תזה|גמר))|טורניר(?:ים)?"
# Every word of this module that names an event by itself: what calendar.py's event nouns take in.
EVENT_WORDS_EN = f"{FAMILY_EVENTS_EN}|{CARE_EN}|{WORK_EVENTS_EN}|{STUDY_SPORT_EN}"
EVENT_WORDS_HE = f"{FAMILY_EVENTS_HE}|{CARE_HE}|{WORK_EVENTS_HE}|{STUDY_SPORT_HE}"
# "when is the parents evening, is it in my calendar?", "מתי ערב ההורים, זה ביומן?": the question said again as
# whether the calendar has it; the event's name ends before it.
ASKED_IN_CALENDAR = re.compile(
    r"\s*[,;-]?\s*(?:(?:is|was)\s+(?:it|that|this)|do\s+i\s+have\s+(?:it|that|this)|did\s+(?:i|you|u)\s+(?:put|add|save)"
    r"\s+(?:it|that|this))\s+(?:in|on)\s+(?:my|the)\s+(?:calendar|diary|g?cal)\s*\?*\s*$"
    r"|\s*[,;-]?\s*(?:זה|היא|הוא)?\s*(?:מופיע(?:ה)?\s+|רשום(?:ה)?\s+|נמצא(?:ת)?\s+|קיים(?:ת)?\s+)?(?:אצלי\s+)?ביומן"
    r"(?:\s+שלי)?\s*\?*\s*$", re.I)
# A polite frame around that command ("תוכל בבקשה להכניס את זה ליומן?", "אשמח אם תוסיף את זה ליומן"), and what the
# entry is to be ("... as an event", "... כאירוע קבוע"): the kind of entry is read from the event's own words.
_POLITE_HE = r"(?:(?:תוכל|תוכלי|אפשר|בבקשה|אנא|(?:אני\s+)?אשמח\s+אם|אודה\s+(?:לך\s+)?אם)\s+)*"
# "... ביומן כאירוע קבוע", or "ביומן קבוע" ("for good", i.e. every time): how the event is kept, not its name.
# "..., תכניסי ליומן as one all day thing": how it is to be entered, said after the calendar (in either language);
# its "all day" is kept with the event when the command is cut (calendar.create_event).
_AS_ONE = (r"|\s+as\s+(?:one|a\s+single|an?)(?:\s+(?:all|full|whole|multi)[\s-]day)?\s+(?:thing|event|block|entry)"
           r"|\s+כ(?:אירוע|דבר)\s+אחד(?:\s+של\s+כל\s+היום)?|\s+כ(?:אירוע|דבר)\s+(?:של\s+)?כל\s+היום")
_AS_EVENT_HE = (r"(?:\s+כ(?:אירוע|פגישה)(?:\s+(?:קבוע|קבועה|חוזר|חוזרת|שבועי|שבועית))?|\s+(?:קבוע|באופן\s+קבוע)"
                + _AS_ONE + ")?")
_AS_EVENT_EN = r"(?:\s+as\s+(?:an?\s+)?(?:recurring\s+|weekly\s+)?(?:event|meeting|appointment)" + _AS_ONE + ")?"
# The event takes the whole day: "all day", "the whole day", "כל היום"; "block all of friday" leaves the day itself.
ALL_DAY = re.compile(r"\ball[- ]day(?: long)?\b|\b(?:the )?(?:whole|entire|full) day\b|כל היום|יום שלם|יום מלא"
                     r"|\ball\s+of\s+(?=(?:sun|mon|tue|wed|thu|fri|sat)[a-z]*\b|tomorrow\b|today\b|the\s+\d|\d)", re.I)
# "..., put it in the calendar all day", "..., תשים ביומן כל היום": how long, said after the command (kept by the
# event grammar as "all day" once the command is cut).
_ALL_DAY_TAIL = (r"(?:[\s,]+(?:(?:as\s+)?(?:an?\s+)?all[- ]day(?:\s+event)?|for\s+the\s+(?:whole|entire)\s+day"
                 r"|(?:ל|על|כ|כאירוע\s+של\s+)?(?:כל\s+היום|יום\s+שלם|יום\s+מלא)(?:\s+כולו)?))?")
# "..., put it in the calendar so I don't forget like last year", "..., תכניסי ליומן שלא אשכח": why it goes in, said
# after the command; no part of the event. "so I don't forget to bring the cake" says more of it and is not cut.
_SO_I_REMEMBER = (r"(?:\s+(?:so\s+(?:that\s+)?(?:i|we)\s+(?:don'?t|dont|won'?t|wont)\s+forget(?!\s+(?:to|about)\b)"
                  r"(?:\s+(?:like|as|this|again|it|again,?)[^,.;!?]{0,30})?"
                  r"|(?:כדי\s+)?ש(?:לא)\s+(?:אשכח|נשכח)(?!\s+ל)(?:\s+(?:כמו|הפעם|שוב|את\s+זה)[^,.;!?]{0,30})?))?")
# An emoji between the event and the command closes the event's words as a full stop would ("... dec 1 😭 put it ...").
_SIGH = "\U0001F000-\U0001FAFF\u2600-\u27BF\ufe0f\u200d"
# "..., block it all day", "ACL dec 7-10, block the whole days": the days said before blocked whole, which is said of
# the calendar only, so it names it as "put it in my calendar" does. A bare "block them" stays with PUT_IT_BARE.
_WHOLE_DAYS = r"(?:for\s+)?(?:the\s+)?(?:whole|entire|full)\s+days?|all[- ]days?(?:\s+long)?"
_BLOCK_WHOLE = (r"[\s,.;!-]+(?:(?:pl[sz]|please|just|and|so)\s+)?block\s+"
                rf"(?:(?:(?:those|these|the)\s+(?:days|dates)|them|it)(?:\s+(?:off|out))?\s+)?(?:{_WHOLE_DAYS})"
                r"(?:\s+(?:pl[sz]|please|thanks|thx|for\s+me))?\s*[.!]*$")
# The command after the event, with the calendar named: "guitar every tuesday at 6 put it in the calendar".
PUT_IT = re.compile(
    r"[\s,.;!-]*(?:(?:and|so|pls|please|plz|now|just|can\s+you|could\s+you)\s+)*(?:put|add|book|schedule|set|enter"
    r"|insert|throw|stick|save|pop|write|mark|block|pencil)\s+(?:(?:it|this|that|them|(?:those|these|the)\s+(?:days|dates))\s+)?(?:(?:off|out)\s+)?(?:in|into|to|on)\s+"
    r"(?:(?:my|the)\s+)?"
    r"(?:calendar|diary|agenda|g?cal|google\s+calendar)" + _AS_EVENT_EN + _ALL_DAY_TAIL + _SO_I_REMEMBER
    + r"(?:\s+(?:pl[sz]|please|thanks|thx))?\s*[.!?]*$"
    r"|[\s,.;!-]*(?<!\S)(?:ו|אז\s+)?" + _POLITE_HE
    + r"(?:תכניס|תכניסי|הכנס|הכניסי|תשים|תשימי|שים|שימי|תרשום|תרשמי|רשום|רשמי|תקבע"
    r"|תקבעי|תוסיף|תוסיפי|הוסף|הוסיפי|להכניס|לשים|לרשום|לקבוע|להוסיף|תחסום|תחסמי|חסום|חסמי|לחסום)\s+(?:לי\s+)?(?:(?:את\s+)?זה\s+|אותו\s+|אותה\s+)?(?:ל|ב)(?:יומן|לו\"?ז)(?:\s+שלי)?"
    + _AS_EVENT_HE + _ALL_DAY_TAIL + _SO_I_REMEMBER + r"(?:\s+(?:בבקשה|תודה))?\s*[.!?]*$"
    # "first day back is dec 1, put it as an all day event": no calendar named, but "event" says where it goes, and
    # its "all day" is kept with the event once the command is cut
    rf"|[\s,.;!{_SIGH}-]+(?:(?:and|so|pls|please|plz|now|just|can\s+(?:you|u)|could\s+(?:you|u))\s+)*(?:put|pop|stick"
    r"|add|save|enter|make)\s+(?:it|this|that)\s+(?:in\s+)?(?:as\s+)?(?:an?\s+)?(?:all|full|whole)[\s-]day\s+(?:event|entry)"
    r"(?:\s+(?:pl[sz]|please|thanks|thx|for\s+me))?\s*[.!]*$"
    rf"|[\s,.;!{_SIGH}-]+(?<!\S)(?:ו|אז\s+)?" + _POLITE_HE + r"(?:תכניס|תכניסי|הכנס|הכניסי|תשים|תשימי|שים|שימי"
    r"|תרשום|תרשמי|רשום|רשמי|תקבע|תקבעי|תוסיף|תוסיפי|הוסף|הוסיפי|להכניס|לשים|לרשום|לקבוע|להוסיף)\s+(?:לי\s+)?(?:(?:את\s+)?זה|אותו|אותה)\s+"
    r"כאירוע\s+(?:של\s+)?(?:כל\s+היום|יום\s+שלם)(?:\s+(?:בבקשה|תודה))?\s*[.!]*$|" + _BLOCK_WHOLE, re.I)
# The same command with no place named ("..., pls put it in", "..., תרשמי את זה", "..., add it as recurring"): it is
# cut from the event's name, but says nothing of the calendar by itself; the event still needs an event word and a
# time of its own.
PUT_IT_BARE = re.compile(
    r"[\s,.;!-]+(?:(?:and|so|pls|please|plz|now|just|can\s+(?:you|u)|could\s+(?:you|u))\s+)*(?:put|pop|stick|throw"
    r"|add|save|write|mark)\s+(?:it|this|that)(?:\s+(?:in|down))?(?:\s+as\s+(?:an?\s+)?(?:recurring|repeating|weekly"
    r"|daily|monthly)(?:\s+(?:event|meeting|thing|series|one))?)?(?:\s+(?:pl[sz]|please|thanks|thx|for\s+me))?\s*[.!]*$"
    # "family vacation 3/1 to 9/1, block those days": the days said before are the ones blocked
    r"|[\s,.;!-]+(?:(?:pl[sz]|please|just|and|so)\s+)?block\s+(?:(?:those|these|the)\s+(?:days|dates)|them|it)"
    r"(?:\s+(?:off|out))?(?:\s+(?:pl[sz]|please|thanks|thx|for\s+me))?\s*[.!]*$"
    # "dentist wed 3pm pls add": the verb alone after a polite word, or a polite word after it
    r"|[\s,.;!-]+(?:(?:pl[sz]|please|just)\s+(?:add|save|put\s+in)|(?:add|save)\s+(?:pl[sz]|please))(?:\s+thanks|\s+thx)?"
    r"\s*[.!]*$"
    # "briefing every sun and wed 06:30 recurring pls": how often is said by "every", the word only repeats it
    r"|[\s,.;!-]+(?:as\s+)?(?:a\s+)?(?:recurring|repeating)(?:\s+(?:event|one|thing))?(?:\s+(?:pl[sz]|please|thanks|thx))?"
    r"\s*[.!]*$"
    # "..., make it a recurring event": the same, said as what to make of it
    r"|[\s,.;!-]+(?:(?:pl[sz]|please|just|and)\s+)?make\s+(?:it|this|that)\s+(?:an?\s+)?(?:recurring|repeating|weekly"
    r"|daily|monthly)(?:\s+(?:event|meeting|thing|series|one))?(?:\s+(?:pl[sz]|please|thanks|thx))?\s*[.!]*$"
    r"|[\s,.;!-]+(?:ו|אז\s+)?(?:תכניס|תכניסי|הכנס|הכניסי|תשים|תשימי|תרשום|תרשמי|רשום|רשמי|להכניס|לשים|לרשום)\s+"
    r"(?:לי\s+)?(?:את\s+)?"
    r"(?:זה|אותו|אותה)(?:\s+(?:בבקשה|תודה))?\s*[.!]*$", re.I)

# A small number left in an event's name when the time words read no number at all ("morning 7 gym" read as the
# morning's default hour, "7 gym" left as the name): the number is likely the hour, so the start is asked for.
_STRAY_HOUR = re.compile(r"(?<![\w:/.,'-])(?:[1-9]|1\d|2[0-4])(?![\w:/.%'-])")


def unread_hour(text: str, rest: str, summary: str) -> bool:
    """True when `summary` holds a bare hour-like number and the time words of `text` (`rest` is `text` without
    them) took no digit."""
    digits = sum(c.isdigit() for c in text)
    return bool(_STRAY_HOUR.search(summary)) and digits == sum(c.isdigit() for c in rest)


# "in 2 weeks", "in a week and a half", "בעוד שבועיים", "בעוד 3 ימים": an offset of a day or more. For a reminder the
# clock time of now is a fair guess; an appointment has its own hour, which such an offset does not say.
_DAY_OFFSET = re.compile(
    r"\bin\s+(?:(?:like|about|around|roughly|approx\.?)\s+)?(?:a|an|one|two|three|four|five|six|\d+|a\s+couple\s+of)"
    r"\s+(?:and\s+a\s+half\s+)?(?:days?|weeks?|months?)(?:\s+and\s+a\s+half)?\b"
    r"|(?<!\S)(?:ב)?עוד\s+(?:כ-?\s*)?(?:יומיים|שבועיים|חודשיים|שבוע|חודש|יום|\d+\s+(?:ימים|שבועות|חודשים))"
    r"(?:\s+וחצי)?(?!\S)", re.I)
_OFFSET_FILLER = re.compile(r"\b(?:like|about|around|roughly|approx\.?)\s+|(?<=עוד\s)כ-?\s*", re.I)


def offset_clock(text: str, now: datetime, start: datetime | None) -> bool:
    """True when `start` is only a day-or-longer offset from now ("in a week and a half"), its hour taken from now."""
    m = _DAY_OFFSET.search(text)
    if m is None or start is None:
        return False
    alone = parse_time_expression(_OFFSET_FILLER.sub("", m.group(0)), now)
    return alone is not None and alone.when == start


# What is left of a free-or-busy question after its time words were read: an "at" before a word that names no place
# ("at half three", "at teatime"), or a Hebrew hour word ("בשעה ..."): a moment was asked about and not read.
UNREAD_CLOCK = re.compile(r"\b(?:at|around|by)\s+(?!(?:the|my|a|an|home|work|school|all|this|that|it)\b)[\w']"
                          r"|(?<!\S)(?:בשעה|בסביבות|ב-?\d)", re.I)
FREE_OR_BUSY = re.compile(r"\b(?:free|busy|available)\b|(?<!\S)(?:פנוי|פנויה|פנויים|עסוק|עסוקה|זמין|זמינה)(?!\S)", re.I)
# A date the time words did not read, left in the event's name ("staff meeting on the first of december", "on the
# twenty third"): the event's day is not known, whatever day the rest of the time words gave.
_MONTH_EN = (r"(?:jan(?:uary)?|feb(?:ruary)?|march|april|june|july|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?"
             r"|nov(?:ember)?|dec(?:ember)?)")
_ORDINAL_EN = (r"(?:(?:(?:twenty|thirty)[\s-]?)?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth"
               r"|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth)"
               r"|twentieth|thirtieth)")
UNREAD_DATE = re.compile(rf"\b(?:of|on|in)\s+(?:the\s+)?{_MONTH_EN}\b"
                         rf"|\bon\s+the\s+{_ORDINAL_EN}\b(?=\s*$|\s*[,.;]|\s+(?:at|from|in|for|with|and)\b)"
                         rf"|\b{_ORDINAL_EN}\s+of\s+(?:the\s+month|{_MONTH_EN})\b", re.I)
# A yes-or-no question, even without its "?" ("does the party sat at 10 clash w/ anything"): an event it names is
# asked about, not one to add.
ASKS = re.compile(r"^(?:does|do|did|is|are|was|will|would|should|can|could|am\s+i)\s+(?!(?:you|u)\b)", re.I)
# A change to the calendar asked for in words that name no event ("update the calendar accordingly", "תעדכני את
# היומן"), or one somebody asked for ("the Cohens asked to reschedule ..."): the events said around it are to be
# changed, never added.
UPDATES_CALENDAR = re.compile(
    r"\b(?:update|amend|adjust)\s+(?:my\s+|the\s+)?(?:calendar|diary|schedule|agenda)\b"
    r"|\b(?:asked|wants?|requested|would\s+like)\s+(?:me\s+|us\s+)?to\s+(?:move|reschedule|postpone|push|cancel)\b"
    r"|(?<![\u05D0-\u05EA])(?:תעדכני|תעדכן|עדכני|עדכן)\s+(?:את\s+)?ה?(?:יומן|לו\"?ז)(?![\u05D0-\u05EA])", re.I)
# Words before an event's name that are not part of it: articles, "my", "כל", and a "mark" or "תסמני" that asked for
# the event to be kept ("mark the kids vacation ... in the calendar"); never the name "Mark" of a person ("Mark
# Cohen's birthday").
# "i'm on the rota" leads to the event; "i'm on call" is the event, the user left out.
LEAD = re.compile(r"^(?:(?:a|an|the|my|our|this|that|all|every|all of|new|(?:i'm|i am|we're)(?: on(?!\s+call\b)"
                  r"|(?=\s+on\s+call\b))|את|לי|לנו|כל|(?:please|pls|בבקשה):)"
               r"(?:\s+|$)|mark(?:\s+down)?\s+(?=(?:the|my|our)\s|(?-i:[a-z])[\w-]*'s\s)|(?:תסמני|תסמן)\s+(?=את\s))+",
               re.I)


# A verbless "meeting them tonight" talks about people named before (or never): a remark about the day, not an
# event to make ("dinner with them tonight" too); "meeting dana tonight at 8" names whom and is one.
PRONOUN_GUESTS = re.compile(r"\b(?:meeting|seeing|visiting|hosting|with)\s+(?:them|him|her|em)\b", re.IGNORECASE)
