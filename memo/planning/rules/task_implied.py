"""Tasks said without their request words: "buy milk tomorrow" (a reminder) and "I paid the bill" (done).

People write to a secretary the way they write a note to themselves. An imperative, or a Hebrew
infinitive, with a time ("call the bank at 5", "לקנות חלב מחר") asks for a reminder; a first-person past
tense of a task verb ("I called mom", "שילמתי את החשבון") reports a task done. Neither carries a trigger
word, so both are read at IMPLIED (0.8): below every explicit reading ("remind me ...", "done with ..."), so
those win, and above the confidence floor (0.7), so Memo acts without asking when the time is complete.

Only a closed list of everyday task verbs counts. An open "any verb" reading would take "book a table"
(the calendar's), "email Dana" (Gmail's) or "write me a poem" (general's); messages about those things
(email, meetings, lists, notes) and questions are left alone, and a phrase without a time ("call the bank")
stays what it was: a to-do or a note is not the same request as a reminder.

A report of a task done names it by its verb's base form ("I paid the bill" -> "pay the bill",
"שילמתי את החשבון" -> "לשלם את החשבון"), which is how the task itself was written: entity resolution
(memo/reminders/entities.py) scores token sets, so "pay the bill" matches "pay the electricity bill" fully
while "call Bill" falls well behind, which the bare object "bill" would not do.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, tidy
from memo.planning.rules.lists_lexicon import is_grocery
from memo.planning.rules.task_early import settle_early_hour
from memo.planning.rules.task_from_when import time_names_thing
from memo.planning.rules.task_on_behalf import sent_to_someone
from memo.planning.rules.task_vague import pronoun_only
from memo.planning.rules.task_words import (
    CLOSED,
    ERRAND_INFINITIVES,
    HE,
    OTHER_THING,
    REFERENTIAL,
    Target,
    closing_report,
    core,
    core_of,
    due_args,
    has_task_noun,
    target,
    timed,
    timed_text,
)

IMPLIED = 0.8
SHOPPING = 0.6  # groceries, or two things, reported bought: below the floor, so asked if no list reads them
PURCHASE = 0.75  # a purchase reported done: the lists' "ticked off" reading should outrank it
_E = rf"(?![\w{HE}])"

# Base form -> its past tense(s). Phrasal verbs keep their particle ("pick up" / "picked up").
_EN_VERBS: dict[str, tuple[str, ...]] = {
    "call": ("called",), "phone": ("phoned",), "ring": ("rang",), "text": ("texted",), "pay": ("paid",),
    "buy": ("bought",), "pick up": ("picked up",), "drop off": ("dropped off",), "take out": ("took out",),
    "take": ("took",), "throw out": ("threw out",), "return": ("returned",), "send": ("sent",),
    "post": ("posted",), "order": ("ordered",), "renew": ("renewed",), "fix": ("fixed",), "repair": ("repaired",),
    "clean": ("cleaned",), "wash": ("washed",), "water": ("watered",), "feed": ("fed",), "walk": ("walked",),
    "submit": ("submitted",), "file": ("filed",), "sign": ("signed",), "print": ("printed",), "pack": ("packed",),
    "cook": ("cooked",), "bake": ("baked",), "vacuum": ("vacuumed",), "mow": ("mowed",), "iron": ("ironed",),
    "charge": ("charged",), "collect": ("collected",), "deliver": ("delivered",), "do": ("did",),
    "cancel": ("cancelled", "canceled"), "visit": ("visited",), "check": ("checked",), "prepare": ("prepared",),
    "reply to": ("replied to",), "answer": ("answered",), "contact": ("contacted",), "transfer": ("transferred",),
    "deposit": ("deposited",), "refill": ("refilled",), "replace": ("replaced",), "bring": ("brought",),
    "register": ("registered",), "go to": ("went to",), "study": ("studied",), "practice": ("practiced",),
}
# Past tense (first person) -> infinitive, with the spellings with and without the "י" people drop.
_HE_PAST: dict[str, str] = {
    "שילמתי": "לשלם", "שלמתי": "לשלם", "התקשרתי": "להתקשר", "טלפנתי": "לטלפן", "צלצלתי": "לצלצל",
    "קניתי": "לקנות", "אספתי": "לאסוף", "הוצאתי": "להוציא", "לקחתי": "לקחת", "החזרתי": "להחזיר",
    "השקיתי": "להשקות", "האכלתי": "להאכיל", "תיקנתי": "לתקן", "תקנתי": "לתקן", "ניקיתי": "לנקות",
    "נקיתי": "לנקות", "כיבסתי": "לכבס", "כבסתי": "לכבס", "שטפתי": "לשטוף", "בישלתי": "לבשל", "בשלתי": "לבשל",
    "אפיתי": "לאפות", "הכנתי": "להכין", "בדקתי": "לבדוק", "הזמנתי": "להזמין", "חידשתי": "לחדש", "חדשתי": "לחדש",
    "הגשתי": "להגיש", "מילאתי": "למלא", "מלאתי": "למלא", "חתמתי": "לחתום", "סידרתי": "לסדר", "סדרתי": "לסדר",
    "ארזתי": "לארוז", "הבאתי": "להביא", "שלחתי": "לשלוח", "הדפסתי": "להדפיס", "העברתי": "להעביר",
    "הפקדתי": "להפקיד", "ביטלתי": "לבטל", "בטלתי": "לבטל", "הורדתי": "להוריד", "זרקתי": "לזרוק",
    "גיהצתי": "לגהץ", "גהצתי": "לגהץ", "שאבתי": "לשאוב", "טענתי": "לטעון", "ביקרתי": "לבקר", "בקרתי": "לבקר",
    "עניתי": "לענות", "דיברתי": "לדבר", "דברתי": "לדבר", "כתבתי": "לכתוב", "הלכתי": "ללכת", "נרשמתי": "להירשם",
    "תדלקתי": "לתדלק", "החלפתי": "להחליף", "חידשנו": "לחדש", "שילמנו": "לשלם", "קנינו": "לקנות",
}
# Past tenses that report a task done only with a sentence that closes it ("booked the vet, stop reminding me"):
# alone, "I booked a table" or "קבעתי עם דנה" tells of plans, not of a task. Their base forms are no implied
# reminders either: "book the vet" or "לקבוע תור" said with a time is the calendar's.
_EN_PAST_ONLY: dict[str, tuple[str, ...]] = {
    "book": ("booked",), "schedule": ("scheduled",), "email": ("emailed",), "hand in": ("handed in",),
    "sort out": ("sorted out",), "set up": ("set up",), "finish": ("finished",), "arrange": ("arranged",),
    # Reaching someone on the phone ("finally got through to the clinic, 40 min on hold"): the call was made. Only
    # with a closing sentence: "got hold of a copy" obtains a thing, and no base form opens a reminder.
    "call": ("got through to", "got thru to", "got hold of", "got ahold of", "got a hold of"),
    "talk to": ("spoke to", "spoke with", "talked to", "talked with"),
    # Kitchen preparations set as reminders the day before ("soak the lentils", "defrost the chicken"): done, when
    # told with "tick it off"; alone "soaked my feet" is no task's.
    "soak": ("soaked",), "defrost": ("defrosted",), "thaw": ("thawed",), "marinate": ("marinated",),
    # What was waited for came in ("finally got the refund for the headphones, tick that task off"): only with a
    # closing sentence, since "got the tickets" alone is news and "got it" an acknowledgement.
    "get": ("got", "received", "got back"),
}
_HE_PAST_ONLY: dict[str, str] = {
    "קבעתי": "לקבוע", "תיאמתי": "לתאם", "תאמתי": "לתאם", "סגרתי": "לסגור", "עדכנתי": "לעדכן", "טיפלתי": "לטפל",
    "שלחנו": "לשלוח", "הזמנו": "להזמין", "קבענו": "לקבוע",
    # "סוף סוף תפסתי את רואה החשבון" / "השגתי את הביטוח": reached on the phone, as above
    "תפסתי": "לתפוס", "השגתי": "להשיג", "הצלחתי לתפוס": "לתפוס", "הצלחתי להשיג": "להשיג",
    # "קיבלתי את ההחזר על האוזניות, תסמני": what was waited for came in, as "got" above
    "קיבלתי": "לקבל", "קיבלנו": "לקבל", "קבלתי": "לקבל",
    "השריתי": "להשרות", "הפשרתי": "להפשיר", "השרינו": "להשרות", "הפשרנו": "להפשיר",
}
def _weak_report(verb: str) -> bool:
    verb = re.sub(r"\s+", " ", verb.casefold())
    return verb in _HE_PAST_ONLY or any(verb in pasts for pasts in _EN_PAST_ONLY.values())


# Purchases: "bought the glue" ticks a list item more often than it closes a task.
_PURCHASE = re.compile(r"bought|picked\s+up|קניתי|קנינו|לקחתי")
# Two things bought, each with its own article ("the prescription and the plasters", "את החלב ואת הלחם").
_BOTH = re.compile(r"\s(?:and|&|n)\s+(?:also\s+)?(?:the|my|some|a|an)\s|\sו(?:גם\s+)?את\s", re.IGNORECASE)
# Infinitives that open a note-to-self ("לקנות חלב מחר"); the past tenses' plus a few with no past above.
_HE_INFINITIVES = frozenset(_HE_PAST.values()) | {"לצאת", "לנסוע", "להתאמן", "ללמוד", "לקום", "לאכול", "לשתות",
                                                  "לתלות", "לקפל", "לסיים", "לשים", "לצלם", "לסרוק", "לאשר"}
# The kitchen's and the house's chores set for an hour ("ביום שישי ב1 להכניס את החמין לפלטה", "מחר ב10 להשרות
# חומוס", "הערב ב11 לכבות את הדוד"): things to do then, never an appointment's words.
_HE_INFINITIVES |= {"להכניס", "להשרות", "להפשיר", "לחמם", "להדליק", "לכבות", "לנעול", "להפעיל", "להשאיר", "לחפש"}


def _alternation(words: list[str]) -> str:
    return "|".join(re.escape(w).replace(r"\ ", r"\s+") for w in sorted(words, key=len, reverse=True))


# Infinitives that open a to-do in a list of them ("תרשמי לי: לשלם חשבון מים, לקבוע תור ..."): the above and the
# everyday errands (task_words.ERRAND_INFINITIVES).
HE_TASK_INFINITIVES = _HE_INFINITIVES | ERRAND_INFINITIVES

# Verbs that open a note-to-self but whose past tense says too little to close a task ("I left", "I ran").
_EN_IMPERATIVE_ONLY = ("drink", "eat", "leave", "stretch", "meditate", "exercise", "work out", "run", "start",
                       "finish", "invoice")
_EN_BASE = _alternation([*_EN_VERBS, *_EN_IMPERATIVE_ONLY])
# Every English verb that opens an errand, for splitting "book flights, call the vet and return the package".
EN_TASK_VERBS: tuple[str, ...] = (*_EN_VERBS, *_EN_IMPERATIVE_ONLY, *_EN_PAST_ONLY)
_EN_PAST = {p: base for base, pasts in (*_EN_VERBS.items(), *_EN_PAST_ONLY.items()) for p in pasts}
_EN_PAST_RE = _alternation(list(_EN_PAST))

# -- "buy milk tomorrow", "לקנות חלב מחר" ---------------------------------------------------------------
_IMPERATIVE = re.compile(
    rf"^(?:{_EN_BASE})\b(?!\s+(?:me|us|you|with)\b)(?!\s*$)|^(?:{_EN_BASE})$"
    rf"|^(?:{_alternation(sorted(_HE_INFINITIVES))}){_E}",
    re.IGNORECASE)
# "do" is a task verb only with its object ("do the laundry"); "do I ..." is a question. So is "check if I have
# time tomorrow" / "תבדוק אם אני פנוי מחר": a question about the user, asked as an order.
_DO_QUESTION = re.compile(
    r"^do\s+(?:i|you|we|they|he|she|it)\b"
    r"|^(?:check|see|find\s+out)\s+(?:if|whether)\s+(?:i\b|i'm|i've|there\s+(?:is|are)|my\b|am\s+i\b)"
    r"|^(?:לבדוק|תבדוק|תבדקי)\s+(?:אם|האם)\s+(?:אני|יש\s+לי|יש\s+משהו|מישהו)",
    re.IGNORECASE)
def opens_with_task_verb(text: str) -> bool:
    """ "call grandma", "pick up the kids", "לשלוח מייל": the words start with an everyday task verb."""
    first = re.match(rf"^ו?(ל[{HE}]+)", text)
    if first is not None and first.group(1) in HE_TASK_INFINITIVES:
        return True
    return bool(_IMPERATIVE.match(text)) and not _DO_QUESTION.match(text)


# A second request ("buy milk tomorrow and call mom at 5"): its own time is not ours to guess.
_SECOND = re.compile(rf"\s(?:and|then)\s+(?:{_EN_BASE})\b|\sו(?:{_alternation(sorted(_HE_INFINITIVES))}){_E}",
                     re.IGNORECASE)
# Other capabilities' things, beyond task_words.OTHER_THING: an address, "mail", a calendar or meeting word, and
# what people ask Memo itself to look up ("check the weather tomorrow").
_ELSEWHERE = re.compile(rf"@|\b(?:e-?mail|mail|gmail|zoom|schedule|agenda|diary|weather|forecast|news|traffic)\b"
                        rf"|(?<![\w{HE}])(?:מייל|אימייל|לו\"ז|זום|מזג\s+ה?אוויר|חדשות)(?![\w{HE}])", re.IGNORECASE)
# "call the bank at 5 and remind me": the request came last; the task is what came before it.
_REMIND_AFTER = re.compile(r"[,\s]+(?:and\s+|&\s+)?(?:remind|ping|alert)\s+me(?:\s+(?:about\s+it|then))?$"
                           r"|[,\s]+ו?(?:תזכיר|תזכירי|תזכירו)(?:\s+לי)?(?:\s+על\s+זה)?$", re.IGNORECASE)


# When in one's day, said next to a clock time ("tomorrow before work 7:15 take out the bins"): not the task.
DAY_ANCHOR = re.compile(
    r"^(?:right\s+|just\s+)?(?:before|b4|bfr|after|aftr)\s+(?:work|school|the\s+gym|gym|class|my\s+shift|the\s+office|lunch|dinner"
    r"|breakfast|bed|bedtime|sleep|going\s+to\s+bed|the\s+kids'?\s+pickup)\s*[,\-]?\s*"
    r"|^(?:ממש\s+)?(?:לפני|אחרי)\s+(?:ה)?(?:עבודה|בית\s+ה?ספר|גן|אימון|חדר\s+כושר|משמרת|ארוחת\s+(?:ה)?(?:בוקר|צהריים|ערב)"
    r"|אוכל|מקלחת|שינה|השינה|לישון)\s*[,\-]?\s*",
    re.IGNORECASE)


_ONLY_REMIND = re.compile(r"^(?:and\s+)?(?:remind|ping|alert)\s+me(?:\s+(?:about\s+it|then))?$"
                          r"|^ו?(?:תזכיר|תזכירי|תזכירו)(?:\s+לי)?(?:\s+על\s+זה)?$", re.IGNORECASE)


def _two_things(ctx: RuleContext) -> bool:
    """Whether the message's commas part two pieces that each say something besides time words and "remind me"
    (the time words took the comma with them, so this reads the message itself)."""
    pieces = re.split(r"[,;]", ctx.text)
    if len(pieces) < 2:
        return False
    said = 0
    for piece in pieces:
        words = tidy(core_of(timed_text(piece, ctx.now).rest)).strip(" :.!-")
        if words and not _ONLY_REMIND.match(words):
            said += 1
    return said > 1


@grammar
def implied_reminder(ctx: RuleContext) -> Intent | None:
    """An imperative or infinitive task phrase with a time, and no "remind me": a reminder, a little less sure."""
    t = timed(ctx)
    if t.time is None or "?" in ctx.text or time_names_thing(ctx.text, t.time_text):
        return None  # "send grandma the pics from this morning": which pics, not when (task_from_when.py)
    rest = _REMIND_AFTER.sub("", core_of(t.rest))
    anchor = DAY_ANCHOR.match(rest)
    if anchor is not None:
        if t.time.when is None or t.time.all_day:
            return None  # "מחר לפני העבודה להוציא את הפח": which hour "before work" is, only the user knows
        rest = rest[anchor.end():]  # "מחר לפני העבודה שבע ורבע ...": the clock time says it already
    if not _IMPERATIVE.match(rest) or _DO_QUESTION.match(rest) or _SECOND.search(rest):
        return None
    if _two_things(ctx):
        return None  # "tomorrow: pick up kids at 4, dinner with mom": two things, one time; never glued into one
    if OTHER_THING.search(rest) or has_task_noun(rest) or _ELSEWHERE.search(ctx.text):
        return None
    if sent_to_someone(rest):
        return None  # "text my mom to take her pills at 8": Memo is asked to send it, not to remind (asked)
    text = tidy(rest)
    args, missing, notes = due_args(ctx, t)
    if not args and not missing:
        return None  # time words that set nothing ("30 minutes before"): not this reading
    if pronoun_only(text):
        missing.insert(0, "text")  # "מחר להתקשר אליו": the whole message, and who "him" is it never says
    # "thursday at 7 call the bank", "tomorrow at 6 take pills": an hour that may be either end of the day is
    # settled by the words around it, or asked, as it is when "remind me" is said (task_early.py)
    settle_early_hour(args, missing, notes, ctx.text, ctx)
    return Intent("database", "create", {"operation": "create", "text": text, **args}, IMPLIED, missing=missing,
                  notes=notes, entity="task")


# -- "I paid the bill", "שילמתי את החשבון" --------------------------------------------------------------
_EN_DONE = re.compile(
    rf"^(?:(?:i|we)(?:'ve|\s+have)?\s+)?(?:(?:already|just|finally|also|now)\s+)*(?P<verb>{_EN_PAST_RE})\b\s*(?P<x>.*)$",
    re.IGNORECASE)
_HE_PAST_RE = _alternation([*_HE_PAST, *_HE_PAST_ONLY])
_HE_DONE = re.compile(
    rf"^(?:(?:אני|כבר|סוף\s+סוף|בדיוק|עכשיו|גם|רק\s+עכשיו)\s+)*(?P<verb>{_HE_PAST_RE}){_E}\s*(?P<x>.*)$")
# What people put before the news ("thanks, I paid the bill", "done - I called mom", "אגב, שילמתי את החשבון").
_ASIDE = re.compile(r"^(?:(?:thanks|thank\s+you|thx|done|yes|yep|yeah|fyi|btw|by\s+the\s+way|good\s+news|great|ok|okay"
                    r"|תודה|סיימתי|כן|אגב|דרך\s+אגב|יופי|אוקיי|טוב)\s*[,!.:\-]+\s*)+", re.IGNORECASE)
# Where the report of the task ends and the story goes on ("I called mom and she's fine", "קניתי חלב אבל ...").
_CLAUSE_END = re.compile(
    r"\s*(?:[,;!]|(?<!\bmr)(?<!\bmrs)(?<!\bms)(?<!\bdr)\.)"  # not "Mrs. Levi"
    r"|\s*[\u2600-\u27bf\U0001f300-\U0001faff]+\s+(?=\S)"  # an emoji ends the report as a full stop does
    r"|\s+(?:but|because|cause|since|so|and\s+(?:she|he|it|they|i|we|there|that|this|now))\b"
    # "as you reminded me", "כמו שביקשת": how it came to be done, not which task
    r"|\s+(?:as|like)\s+(?:you|u)\s+(?:reminded|asked|said|told|suggested|wanted)\b"
    r"|\s+(?:כמו|כפי)\s+ש(?:הזכרת|ביקשת|אמרת|רצית|הצעת)"
    r"|\s+(?:ו(?:הוא|היא|הם|הן|זה|אני|עכשיו)|אבל|כי|אז)(?![\w\u0590-\u05FF])",
    re.IGNORECASE)
# When it was done says nothing about which task: cut it.
_WHEN_DONE = re.compile(
    r"\s+(?:yesterday|today|this\s+morning|earlier(?:\s+today)?|last\s+night|just\s+now|already|finally|at\s+last)$"
    r"|\s+(?:אתמול|היום|הבוקר|קודם|כבר|סוף\s+סוף|עכשיו)$",
    re.IGNORECASE)
# Where the wait was, left of "after 45 min on hold" once its time words are read ("called the bank on hold").
# The sigh's emoji at the end goes too ("... בהמתנה 🙄").
_SIGH_EMOJI = r"[\u2600-\u27bf\U0001f300-\U0001faff\ufe0f]"
_ON_HOLD = re.compile(rf"\s+(?:on\s+hold|in\s+(?:the\s+)?queue|ב?המתנה|על\s+הקו|בתור)(?=\s*{_SIGH_EMOJI}*$)"
                      rf"|\s*{_SIGH_EMOJI}+$", re.IGNORECASE)
# People, not tasks: "I called him back" names nobody's task.
_PERSON_ONLY = re.compile(r"^(?:you|u|him|them|back)\b|^her(?:\s+back)?$|^(?:לו|לה|להם|לך|אליו|אליה|אותו|אותה)$",
                          re.IGNORECASE)
# Not a thing done but how much or how ("I paid too much", "I called twice"), a negation ("I did not pay"),
# or a question without its mark ("did I pay the bill").
_NOT_A_THING = re.compile(r"^(?:too|so|very|much|more|less|a\s+lot|extra|twice|again|attention|no|nothing|everything"
                          # "all" alone is how much; "all the forms" names the thing done
                          r"|all(?!\s+(?:the|my|our|of\s+the|of\s+my)\s)|not|never|i|we|you|they|he|she|ביוקר|יותר\s+מדי|פעמיים"
                          r"|שוב|הכל|הכול|כלום|לא)\b",
                          re.IGNORECASE)


def _done_object(raw: str) -> str:
    what = _CLAUSE_END.split(raw, maxsplit=1)[0]
    what = re.sub(r"^(?:(?:already|just|finally|כבר|סוף\s+סוף)\s+)+", "", what.strip(), flags=re.IGNORECASE)
    for _ in range(2):
        what = _WHEN_DONE.sub("", _ON_HOLD.sub("", what.strip()))
    return tidy(what)


# What one catches rather than receives: "got" of it reports no errand.
_CAUGHT = re.compile(r"\b(?:flu|cold|covid|corona|virus|fever|cough|infection|migraine|headache|sick|ill|lice|rash"
                     r"|sunburn|food\s+poisoning)\b|(?<![\u05D0-\u05EA])(?:ה)?(?:שפעת|צינון|קורונה|וירוס|חום|שיעול"
                     r"|דלקת|מיגרנה|כינים|פריחה|הרעלת)(?![\u05D0-\u05EA])", re.IGNORECASE)


def _report_target(ctx: RuleContext, match: re.Match[str], *, closed: bool) -> Target | None:
    """The task a report in the past names ("paid the bill" -> "pay the bill"); `closed`: a closing sentence
    ("stop reminding me") says it is a task, so a thing of another capability may be one."""
    what = _done_object(match.group("x"))
    if not what or _PERSON_ONLY.match(what) or _NOT_A_THING.match(what) or (
            OTHER_THING.search(what) and not has_task_noun(what) and not closed):
        return None  # "sent the email to Dana" is Gmail's news, unless "stop reminding me" follows it
    if REFERENTIAL.fullmatch(what):
        return target(ctx, what)  # "I paid it" right after the reminder to pay: that task
    verb = match.group("verb")
    base = _HE_PAST.get(verb) or _HE_PAST_ONLY.get(verb) or _EN_PAST[re.sub(r"\s+", " ", verb.casefold())]
    if base in ("get", "לקבל") and _CAUGHT.search(what):
        return None  # "I got the flu, check it off": an illness caught is no errand done
    return target(ctx, f"{base} {what}")


def reported_target(ctx: RuleContext, report: str) -> Target | None:
    """The task a short report names ("ok called the plumber" -> "call the plumber"), or None."""
    text = _ASIDE.sub("", core_of(report))
    match = _EN_DONE.match(text) or _HE_DONE.match(text)
    return None if match is None else _report_target(ctx, match, closed=True)


@grammar
def reported_done(ctx: RuleContext) -> Intent | None:
    """A first-person past tense of a task verb: that task is done ("I already paid the bill")."""
    if "?" in ctx.text:
        return None
    t = timed(ctx)  # "קניתי כרטיסים להופעה מחר": the show's day is not the task's words
    text = _ASIDE.sub("", core_of(t.rest) if t.time is not None else core(ctx))
    report = closing_report(text)  # "booked the vet finally, stop reminding me": a task, and done
    text = _ASIDE.sub("", report) if report else text
    match = _EN_DONE.match(text) or _HE_DONE.match(text)
    if match is None:
        return None
    found = _report_target(ctx, match, closed=report is not None)
    if found is None or (report is None and _weak_report(match.group("verb"))):
        return None
    purchase = bool(_PURCHASE.fullmatch(re.sub(r"\s+", " ", match.group("verb").casefold())))
    if purchase and (is_grocery(_done_object(match.group("x"))) or _BOTH.search(match.group("x"))):
        # "I bought milk yesterday but forgot the bread", "picked up the prescription and the plasters, tick them
        # off": shopping, ticked off a list (lists.py) or asked, never a task closed by a guess.
        confidence = SHOPPING
    elif report is not None:
        confidence = CLOSED
    elif _PURCHASE.fullmatch(re.sub(r"\s+", " ", match.group("verb").casefold())):
        # "bought the glue", "לקחתי את הטחינה": more often an item of a shopping list, ticked (lists.py), than a
        # task; read below the list's reading, so that a list item wins and a task is still found without one.
        confidence = PURCHASE
    else:
        confidence = IMPLIED
    return Intent("database", "complete", {"operation": "complete", **found.args}, confidence, entity="task")
