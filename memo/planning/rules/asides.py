"""Asides around a request: "add hummus and pita to the list, friends are coming tonight".

People wrap a request in a reason, a feeling or a remark, before it or after it ("מה הקוד של השער אצל אמא?
אני עומדת פה בחוץ", "had the worst morning. anyway how are you"). The grammars read requests, not the
remarks around them, so such a message is read by none of them and would be asked about. When no grammar
reads the whole message with confidence, it is cut into clauses (at sentence ends, commas, dashes and new lines), and a
request read from a run of whole clauses is taken when every clause left out is an aside:

- no grammar reads the clause as a request of its own;
- it holds none of the words that change a request: a negation or "stop", "but", "only", "instead", "also",
  "too", "or", "every" ("add milk, but not the 3% one", "and sponges too", "or thursday"), unless the request
  only reads (a lookup has nothing such a word could change);
- it names no time, unless the request takes none (a list item, a lookup, small talk): "call the plumber,
  he said after 5" is not read as a call at no time;
- it holds no number or address, unless the request only reads (a lookup of a note, a list, small talk);
- it is a clause, not a word cut off a name ("dr. levinson"): three words at least, or only filler;
- it asks Memo for nothing ("you", "please", a command verb), corrects nothing ("actually", "i mean",
  "בעצם"), and does not go on from the request ("…, of the guy who was here last week");
- for a request that creates something (a task, an event, a note, a mail), it is a remark about the
  speaker's life (a subject, a reason, "i'm…", "כבר…"), not a detail of what is created ("…, at that new
  place on dizengoff");
- beside small talk, only more small talk is left out ("thanks, now move it to 6" is no thanks alone);
- the request does not point at another clause ("we're out of dish soap. put it on the list": "it" is in the
  left-out part).

A short topic named first and pointed at by the request ("the dentist appointment - cancel it", "הפגישה עם
יוסי - תבטלי אותה") is read into the request in place of its pronoun, or after a bare command ("the vitamins
reminder - תבטל pls", "הקוטג' מהרשימה - תוריד"), unless it holds a time of its own.

Anything else is left unread, and the message is asked about as before. The plan says what was left out
(`decided_by`), and the half-read checks (coverage.py) look at the part that was read.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.calendar_early import says_which_half

_HE = r"\u05D0-\u05EA"
# After sentence punctuation, a comma, a semicolon, a spaced dash, at a line break, or at emoji between words
# ("ישנתי ממש רע 😩 מה יש לי היום": people close a sentence with an emoji instead of a full stop).
_EMOJI = "\U0001F000-\U0001FAFF\u2600-\u27BF\u2B00-\u2BFF\ufe0f\u200d"
_BOUNDARY = re.compile(rf"(?<=[.!?…;,])\s+|\s+[-–]\s+|\s*\n+\s*|\s*[{_EMOJI}]+(?:\s+|$)")
# More clauses than this are not tried: a long message read by no grammar is for the LLM or a question.
MAX_CLAUSES = 5
_MIN_ASIDE_WORDS = 3
# An emoji right after a clause closes it as "!" does.
_EXCLAIMED_AFTER = re.compile(rf"\s*[{_EMOJI}]")
# "המרפאה התקשרה.", "the school called.": who called, said before what the call was about; short, yet a remark.
_WHO_CALLED = re.compile(r"^(?:the\s+|my\s+)?\S+\s+(?:called|rang|phoned|התקשר|התקשרה|התקשרו|צלצל|צלצלה)[.!]*$", re.I)
_FILLER = re.compile(r"^(?:(?:lol|haha+|thanks|thank\s+you|thx|tnx|pls|please|ty|omg|ugh|thank\s+god|"
                     r"תודה|בבקשה|ח{2,}|אחי|יאללה|סבבה|וואלה|אוף|נו"
                     # A greeting is never the request: "hey morning! long week ahead, what meetings do i have".
                     r"|hi+|hey+|hello|yo|(?:good\s+)?(?:morning|evening|afternoon)|gm|היי|הי|שלום|אהלן|הלו"
                     r"|בוקר(?:\s+טוב)?|ערב\s+טוב|צהריים\s+טובים|לילה\s+טוב"
                     # What opens a story ("אז ככה, …", "so basically, …"): no remark, no request.
                     r"|אז\s+ככה|טוב\s+אז|so\s+basically|ok(?:ay)?\s+so|so\s+here'?s\s+the\s+thing)[\s!.,]*)+$",
                     re.IGNORECASE)
# Words that make a clause change the request rather than comment on it.
_CHANGES = re.compile(
    rf"\b(?:don'?t|dont|do\s+not|never|stop|cancel|except|instead|rather|also|too|plus|as\s+well|every|without"
    rf"|another|more)\b"
    rf"|\beach\b(?!\s+other\b)"  # "we haven't seen each other": no "each" of a series
    rf"|(?<![{_HE}])(?:אל|חוץ|במקום|גם|וגם|בלי|די|תפסיק|תפסיקי)(?![{_HE}])"
    # "עוד" is "more", but "יש לנו עוד …" is "we still have …" and "עוד לא" is "not yet": remarks.
    rf"|(?<![{_HE}])(?<!יש\s)(?<!לנו\s)(?<!לי\s)ו?עוד(?![{_HE}])(?!\s+לא(?![{_HE}]))"
    rf"|(?<![{_HE}])כל\s+(?:יום|בוקר|ערב|לילה|שבוע|חודש|שנה|שעה|\d|ה?(?:ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת))",
    re.IGNORECASE)
# A correction of what came before ("…, actually just the ones from zara", "…, בעצם ביום שלישי"), whatever the request.
_CORRECTS = re.compile(rf"\b(?:actually|i\s+mean|just\s+the|scratch\s+that|wait)\b"
                       # "רגע לפני שאני הולכת לישון" is "just before", a time, not "wait"
                       rf"|(?<![{_HE}])(?:בעצם|כלומר|רגע(?!\s+(?:לפני|אחרי|ש))|סליחה|התכוונתי)(?![{_HE}])",
                       re.IGNORECASE)
# A clause opened by a negation, a contrast or an alternative corrects the request ("…, not the 3% one", "…,
# אבל בלי סוכר", "…, or thursday"); further in, a negation is part of a remark ("she doesn't eat dairy").
_OPENS_A_CHANGE = re.compile(rf"^(?:not|no|but|only|or|and|n|לא|אבל|רק|או|ו(?:לא|רק|אבל))(?![\w{_HE}])",
                             re.IGNORECASE)
# Beside a request on every task or note, any negation is an exception to it, wherever it stands.
_BULK = frozenset({"completeAll", "deleteAll"})
_NEGATION = re.compile(rf"\b(?:not|no|never|didn'?t|haven'?t|hasn'?t|isn'?t|aren'?t|wasn'?t|won'?t|can'?t|except|but)\b"
                       rf"|n't\b|(?<![{_HE}])(?:לא|אל|חוץ|בלי|אבל|עדיין\s+לא)(?![{_HE}])", re.IGNORECASE)
_NUMBER_OR_ADDRESS = re.compile(r"\d|@|https?://|www\.", re.IGNORECASE)
# Pronouns that may point at a left-out clause ("we're out of dish soap. put it on the list", "what's his
# number again? the one who was here last week"): the request needs that clause to be read.
_POINTS_AWAY = re.compile(
    rf"\b(?:it|them|those|these|him|her|his|their)\b"
    # "this week", "that day": a time, not a pointer.
    rf"|\b(?:that|this)\b(?!\s+(?:week|weekend|month|year|morning|afternoon|evening|time|day"
    rf"|(?:sun|mon|tues|wednes|thurs|fri|satur)day)\b)"
    rf"|(?<![{_HE}])(?:אותו|אותה|אותם|אותן|זה|זאת|אלה|אלו|לו|לה|להם|שלו|שלה|שלהם|שלהן)(?![{_HE}])", re.IGNORECASE)
# "his", "their", and "her" before a noun ("iron her blue dress"): whose thing it is. A task made of it still
# says what to do; "put it on the list" does not.
_POSSESSIVE = re.compile(r"\b(?:his|their|her(?=\s+(?!(?:back|up|at|on|in|to|about|a|an|the|and|or|for|that|this"
                         r"|tomorrow|today|tonight|now|again|later|please|pls)\b)[a-z]))\b", re.IGNORECASE)


def _points_away(core: str, intent: Intent) -> bool:
    """Whether the request points at a clause left out; a possessive does not, in a task it creates."""
    if intent.capability == "database" and intent.entity == "task" and _creates(intent):
        core = _POSSESSIVE.sub(" ", core)
    return _POINTS_AWAY.search(core) is not None


# An aside speaks to Memo only in the request: a clause asking Memo something is a request no grammar read.
_ASKS_MEMO = re.compile(
    rf"\b(?:you|u|ya|pls|please|remind|add|put|delete|remove|send|make|set|book|save|(?<!n't\s)(?<!not\s)remember|note|tell|show|archive"
    rf"|forward|reply|label|mark|move|push|reschedule|schedule|change)\b"
    rf"|(?<![{_HE}])(?:ו|ש|וש)?ת(?:זכור|זכרי|זכיר|זכירי|רשום|רשמי|וסיף|וסיפי|מחק|מחקי|שלח|שלחי|קבע|קבעי|בדוק|בדקי|עשה|עשי"
    rf"|סמן|סמני|עדכן|עדכני|כניס|כניסי|וריד|ורידי|בטל|בטלי|זיז|זיזי|שמור|שמרי|גיד|גידי|ביא|ביאי)(?![{_HE}])"
    # "את" is "you" only when no object follows: "את העוגיות" marks an object ("she'll ask for the cookies").
    rf"|(?<![{_HE}])(?:את(?!\s+(?:ה[{_HE}]|זה|זו|כל))|אתה|בבקשה|תודה)(?![{_HE}])"
    # A request put as a question or a wish: "תוכלי לשלוח…", "אפשר להוסיף…", "i want the list sorted", "i'd like…".
    rf"|(?<![{_HE}])(?:ו|ו?אם\s+)?(?:תוכל|תוכלי|תוכלו|אפשר|אפשרי|אפשרות)\s+(?:גם\s+|בבקשה\s+)?ל[{_HE}]{{2,}}"
    # "רוצה לעבור עליה": what the user will do with what is shown (go over it, look at it) asks Memo nothing.
    rf"|(?<![{_HE}])(?:אני\s+|הייתי\s+)?(?:רוצה|רוצים)\s+(?:ש|ל(?!(?:עבור|הסתכל|הציץ|התכונן|התארגן)(?![{_HE}])))"
    rf"[{_HE}]{{2,}}"
    rf"|\bi\s*(?:'d|would)\s+(?:like|love)\b|\bi\s+(?:want|wanna|need)\s+(?!to\s+(?:say|tell\s+you|know|ask)\b)",
    re.IGNORECASE)
# A clause that goes on from the one before it ("…? of the guy who was here", "…, for the trip"): part of
# the request, not a remark.
_GOES_ON = re.compile(rf"^(?:of|for|with|about|to|from|at|on|in|by|which|who|whose|where|the\s+one|one\s+of"
                      rf"|של|עם|על|בשביל|אצל|עבור|לגבי|זה\s+ש|זו\s+ש|מה\s+ש|ש[{_HE}]*)(?![\w{_HE}])",
                      re.IGNORECASE)
# What makes a clause a remark about the speaker's life rather than a detail of the thing asked for: a
# subject, a reason, a first-person verb. Asked of the asides of a request that creates something, whose
# details ("at that new place on dizengoff", "probably an hour") belong in it.
_REMARK = re.compile(
    rf"\b(?:i|i'm|im|i've|ive|i'll|ill|i'd|me|my|we|we're|we've|our|us|he|she|they|he's|she's|they're|it's|its"
    rf"|there's|because|cause|cuz|coz|since|lol|haha|omg|ugh|is|are|was|were|been|coming|going|gonna|have|has|had"
    rf"|got|called|came|said|told|fixed|arrived|answered|replied|cancelled|canceled|moved|emailed|texted|rang"
    rf"|wrote|showed\s+up|dropped\s+by)\b"
    rf"|(?<![{_HE}])(?:אני|אנחנו|הוא|היא|הם|הן|כי|כבר|לי|לנו|אצלי|אצלנו|שלי|שלנו|יש|אין|נגמר|נגמרה|נגמרו"
    rf"|באים|באות|בא|באה|מגיעים|מגיעות|מגיע|מגיעה|יוצאים|יוצאות|נוסעים|נוסעות|טסים|טסות|חוזרים|חוזרות|אוכלים"
    rf"|אוכלת|אוכל|אוהבים|אוהבת|אוהב|אמר|אמרה|אמרו|הגיע|הגיעה"
    rf"|הגיעו|מארחים|חוגגים|עושים|עושה)(?![{_HE}])"
    rf"|[{_HE}]{{2,}}תי(?![{_HE}])"
    # "…, זה בשביל ההחזר": "it's for / because", the Hebrew "it's" of a reason said about the request
    rf"|^(?:ו)?(?:זה|זאת|זו)\s+(?:בשביל|עבור|בגלל|כי|ל(?=[{_HE}]{{2,}}))", re.IGNORECASE)
# A clause opening like a noun phrase ("the big ones from the farm", "a red one") describes what the request
# names, unless it goes on to say something (a remark).
_DESCRIBES = re.compile(r"^(?:the|a|an|some|one|ones|those|these|only)\b", re.IGNORECASE)
# Beside a request that creates, a clause saying what someone needs or asks for adds to it ("…, we need eggs",
# "…, דני ביקש במבה").
_WANTS = re.compile(rf"\b(?:need|needs|want|wants|wanted|asked\s+for|asks\s+for|would\s+like)\b"
                    rf"|(?<![{_HE}])(?:צריך|צריכה|צריכים|צריכות|רוצה|רוצים|רוצות|ביקש|ביקשה|ביקשו|מבקש|מבקשת)(?![{_HE}])",
                    re.IGNORECASE)
_DURATION = re.compile(rf"\b(?:hours?|hrs?|mins?|minutes?)\b|(?<![{_HE}])ה?(?:שעה|שעתיים|שעות|דקה|דקות)(?![{_HE}])",
                       re.IGNORECASE)
_CREATES = {"create", "createMultiple", "createRecurring", "store", "compose", "send", "reply", "forward", "addItem"}
# Words that hand over from a remark to the request ("…, anyway how are you"): not part of the request.
_HAND_OVER = re.compile(r"^(?:anyway|anyways|so|btw|by\s+the\s+way|ok\s+so|אגב|בכל\s+מקרה|בקיצור|אז)[\s,]+",
                        re.IGNORECASE)


def is_filler(clause: str) -> bool:
    """Whether `clause` is only a greeting, thanks or the like."""
    return _FILLER.match(clause) is not None


def clauses(text: str) -> list[str]:
    """The message's clauses in order, each with its own closing punctuation ("?" says a question)."""
    return [text[start:end] for start, end in _spans(text)]


def _spans(text: str) -> list[tuple[int, int]]:
    """Where each clause starts and ends in `text` (without the commas and spaces around it)."""
    spans, start = [], 0
    for match in [*_BOUNDARY.finditer(text), None]:
        end = match.start() if match else len(text)
        part = text[start:end]
        left, right = len(part) - len(part.lstrip(" ,;")), len(part.rstrip(" ,;"))
        if right > left:
            spans.append((start + left, start + right))
        start = match.end() if match else len(text)
    return spans


def _takes_no_time(intent: Intent) -> bool:
    """A request a time cannot change: a list's items, a lookup of a note, small talk."""
    operation = str(intent.args.get("operation") or intent.action)
    if intent.capability in ("general", "meta"):  # small talk, a question, a setting ("switch my time zone")
        return True
    if intent.capability == "second-brain":
        return operation == "search"
    if intent.capability == "database":
        return intent.entity == "list" or operation in ("addItem", "toggleItem", "deleteItem")
    return False


def _creates(intent: Intent) -> bool:
    return str(intent.args.get("operation") or intent.action) in _CREATES


def _only_reads(intent: Intent) -> bool:
    operation = str(intent.args.get("operation") or intent.action)
    if intent.capability == "general":
        return True
    if intent.capability == "second-brain":
        return operation == "search"
    return intent.capability == "database" and intent.entity == "list" and operation in ("get", "getAll")


def _plain(clause: str, exclaimed: bool = False) -> str:
    """Why `clause` cannot be an aside to any request ("" when it may be): the checks that need no reading.
    `exclaimed`: the clause ends in "!" or an emoji, so two words are a whole exclamation ("עברנו טסט 🎉", "we
    passed!"), not a name cut at its full stop."""
    if _FILLER.match(clause):
        return ""
    if len(clause.split()) < _MIN_ASIDE_WORDS - exclaimed and not _WHO_CALLED.match(clause):
        return "too short to be a remark"
    if _ASKS_MEMO.search(clause) or _GOES_ON.match(clause):
        return "it asks for something, or goes on from the request"
    if _CORRECTS.search(clause):
        return "it corrects the request"
    return ""


# Days a look names that the time grammar leaves to the grammars ("this week", "השבוע"): not a default window.
_WINDOW_SAID = re.compile(rf"\b(?:this|next|coming)\s+(?:week|weekend|month)\b|\b(?:today|tonight|tomorrow|tmrw)\b"
                          rf"|(?<![{_HE}])(?:ה|ל|ב)?(?:שבוע|סופ?\"?ש|חודש)(?:\s+ה?(?:זה|הבא|הקרוב))?(?![{_HE}])"
                          rf"|(?<![{_HE}])(?:ל|ב)?(?:היום|מחר|הערב)(?![{_HE}])", re.IGNORECASE)
# A day the request names itself ("on thursday", "tmrw", "the 28th", "מחר", "ביום חמישי", "ב-12/5").
_DAY_SAID = re.compile(
    rf"\b(?:today|tonight|tomorrow|tmrw|tmr|(?:sun|mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?)(?:day)?"
    rf"|the\s+\d{{1,2}}(?:st|nd|rd|th)|\d{{1,2}}[./]\d{{1,2}})\b"
    rf"|(?<![{_HE}])(?:היום|הערב|מחר|מחרתיים|(?:ב|ל)?יום\s+[{_HE}]+|ב(?:ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת))"
    rf"(?![{_HE}])", re.IGNORECASE)


def _fully_timed(request: RuleContext) -> bool:
    """The request names its own day and hour, once: a remark's time ("my sister's wedding is in two weeks")
    cannot be the time of what it creates."""
    said = request.time
    return (said is not None and said.when is not None and said.recurrence is None and not said.ambiguous
            and _DAY_SAID.search(request.text) is not None)


# Requests that only look: a remark's time cannot change what they do, only which days they show.
_LOOKS = frozenset({"get", "getAll", "getEvents", "search", "read", "checkConflicts"})
# What the user will do with what a look shows ("want to go over it before tomorrow", "רוצה לעבור עליה לפני
# מחר"): the reason for looking, said in the first person, pointing back at what is shown.
_WHY_LOOK = re.compile(
    rf"^(?:(?:i\s+)?(?:want|wanna|need|have)\s+to\s+(?:go\s+over|go\s+through|look\s+(?:at|over)|review|check)"
    rf"\s+(?:it|them|that|this)\b"
    rf"|(?:אני\s+)?(?:רוצה|רוצים|צריך|צריכה|צריכים)\s+(?:לעבור|להסתכל|להציץ)\s+(?:עלי(?:ה|ו|הם|הן)|על\s+זה"
    rf"|בה|בו|בהם|בהן)(?![{_HE}]))", re.IGNORECASE)


def _is_aside(clause: str, intent: Intent, ctx: RuleContext, read: Callable[[RuleContext], Intent | None],
              timed: bool = False, fully_timed: bool = False) -> str:
    """Why `clause` is not an aside to `intent` ("" when it is); `_plain` has passed it. `timed`: the request
    names its own time ("what do i have this week"); `fully_timed`: its own day and hour."""
    if _FILLER.match(clause):
        return ""
    if (_CHANGES.search(clause) or _OPENS_A_CHANGE.match(clause)) and not _only_reads(intent):
        return "it holds a word that changes the request"  # a lookup has nothing to change ("…instead of last minute")
    if intent.args.get("operation") in _BULK and _NEGATION.search(clause):
        return "it holds a negation beside a request on everything"  # "didn't finish the laundry, mark all done"
    if _creates(intent) and _WANTS.search(clause):
        return "it says what someone wants: more of what the request creates"
    if (_creates(intent) or _DESCRIBES.match(clause)) and not _REMARK.search(clause):
        return "it may be a detail of what the request creates"
    sub = replace_text(ctx, clause)
    own_time = (timed and str(intent.args.get("operation") or intent.action) in _LOOKS) or (
        fully_timed and _creates(intent) and not _DURATION.search(clause))
    if (sub.time is not None or _DURATION.search(clause)) and not _takes_no_time(intent) and not own_time:
        # "had a long morning. what do i have this week": a look with its own days keeps them; without
        # them ("tomorrow is crazy. what do i have") the remark's day may be the one meant. A remark beside a
        # reminder with its own day and hour ("…wedding in two weeks 😅 remind me thursday at 8 …") is a
        # remark; beside one without ("…wedding is friday. remind me at 8 …"), its day may be the one meant.
        return "it names a time"
    if _NUMBER_OR_ADDRESS.search(clause) and not _only_reads(intent):
        return "it holds a number or an address"
    if intent.args.get("operation") == "checkConflicts" and says_which_half(clause):
        return "it says what the hour is for, which may be at either end of the day"  # "6:30-9? a long run"
    if str(intent.args.get("operation") or intent.action) in _LOOKS and _WHY_LOOK.match(clause):
        return ""  # "what's on the list? want to go over it before tomorrow": why the user looks, not a task
    own = read(sub)
    if own is not None and _still_needed(clause, intent, own):
        return ""  # "got the eggs, still need the cheese": what was not bought stays on the list as it is
    chat = own is not None and own.args.get("kind") == "small_talk"
    if own is not None and not chat:  # "ugh long day." is a remark, not a request
        return "it is a request of its own"
    if intent.capability == "general" and intent.args.get("kind") == "question" and own is None:
        return ""  # "we're at the restaurant, what's a 15% tip on 340": a remark read as nothing, then a question
    if intent.capability == "general" and not chat:
        # Beside small talk only more small talk is left out: "thanks, now move it to 6" and "the little one is
        # sick, we're out of milk" hold requests no grammar read, which a chatty reply would lose.
        return "small talk leaves out only small talk"
    return ""


# What is still needed, said beside what was bought: it stays on the list, nothing to add.
_STILL_NEEDED = re.compile(rf"^(?:but\s+)?(?:we\s+|i\s+)?still\s+(?:need|needs|have\s+to\s+(?:get|buy))\b"
                          rf"|^(?:אבל\s+)?(?:עדיין|עוד)\s+(?:צריך|צריכה|צריכים|חסר|חסרה|חסרים|לא\s+(?:מצאתי|קניתי))"
                          rf"(?![{_HE}])", re.IGNORECASE)


def _still_needed(clause: str, intent: Intent, own: Intent) -> bool:
    """Whether `clause` says what is still to buy, beside a request ticking off what was bought."""
    return (intent.args.get("operation") == "toggleItem" and own.args.get("operation") == "addItem"
            and _STILL_NEEDED.match(clause) is not None)


def replace_text(ctx: RuleContext, text: str) -> RuleContext:
    """The same message context (clock, language, recent actions) reading `text` instead."""
    return RuleContext(raw=text, now=ctx.now, language=ctx.language, latest_actions=ctx.latest_actions)


# The one pronoun a request may use for a topic named before it ("the plumber reminder - push it to 5").
_TOPIC_PRONOUN = re.compile(rf"\b(?:it|them|'?em)\b|(?<![{_HE}])(?:את\s+זה|אותו|אותה|אותם|אותן)(?![{_HE}])",
                            re.IGNORECASE)
_MAX_TOPIC_WORDS = 6
# A command with no object after a topic is a verb and little more ("תבטל", "show me", "delete pls").
_MAX_BARE_COMMAND_WORDS = 2
# What a bare command's second word may be: a particle of the verb, never an object of its own ("show me", "cross
# off", "תוריד לי"; not "pay rent").
_BARE_TAIL = re.compile(r"\s(?:me|now|off|out|up|down|over|לי|עכשיו)$", re.IGNORECASE)
_TRAILING_FILLER = re.compile(r"(?:\s+(?:pls|plz|please|thx|thanks|בבקשה|תודה|ty))+[\s!.]*$", re.IGNORECASE)


_LET_GO = re.compile(r"^(?:(?:ת)?עזב(?:י|ו)?\s+(?=את\s)|(?:ת)?שכח(?:י|ו)?\s+מ(?=ה)|forget(?:\s+about)?\s+"
                     r"|never\s*mind\s+)", re.IGNORECASE)


def with_topic(topic: str, request: str) -> str | None:
    """The request with its pronoun replaced by the topic named before it, or None when the first clause
    is not a bare topic: a short phrase that is no remark, no request and no change of one."""
    from memo.planning.rules.calendar_waits import without_why

    # "the review isn't urgent, move it to next week": why it moves is said of the topic, not part of its name.
    topic = without_why(topic.strip(" ,.:;-–")).strip(" ,.:;-–")
    # "עזבי את התזכורת של הדואר, תמחקי אותה", "forget the gym reminder, delete it": "never mind" is no part of its name.
    topic = _LET_GO.sub("", topic)
    if not topic or len(topic.split()) > _MAX_TOPIC_WORDS:
        return None
    if _REMARK.search(topic) or _ASKS_MEMO.search(topic) or _CHANGES.search(topic) or "?" in topic:
        return None
    from memo.planning.rules.general import is_small_talk

    if is_small_talk(topic):
        return None  # "שלום רב, תוסיפי חלב", "בוקר טוב, תמחקי את זה": a greeting is never what the request is about
    if re.search(r"\d", topic) or _DURATION.search(topic):  # "the call at 11": a time of its own to place
        return None
    pronouns = _TOPIC_PRONOUN.findall(request)
    if len(pronouns) > 1:
        return None
    if pronouns and not _ASKS_MEMO.search(request):
        return None  # "dana's kids names 🙏 meeting them tonight": a remark about them, not a request on them
    if not pronouns:  # a bare command after the topic ("the vitamins reminder - תבטל pls", "… - show me")
        command = _TRAILING_FILLER.sub("", request).strip()
        if not 1 <= len(command.split()) <= _MAX_BARE_COMMAND_WORDS or _POINTS_AWAY.search(command):
            return None
        if len(command.split()) > 1 and not _BARE_TAIL.search(command):
            return None  # "tomorrow call the bank, pay rent": "pay rent" has its own object, two errands
        hebrew = re.match(rf"[{_HE}]", command) is not None
        return f"{command} {'את ' if hebrew and topic.startswith('ה') else ''}{topic}"
    hebrew = re.match(rf"[{_HE}]", pronouns[0]) is not None
    named = f"את {topic}" if hebrew and topic.startswith("ה") else topic
    return _TOPIC_PRONOUN.sub(lambda _: named, request, count=1)


def peel(ctx: RuleContext, read: Callable[[RuleContext], Intent | None], floor: float) -> Intent | None:
    """A request read from a run of the message's clauses with only asides around it, or None.

    `read` reads one text with every grammar (and never peels again). Runs that leave out fewer clauses
    are tried first; the first request whose left-out clauses are all asides is taken.
    """
    spans = _spans(ctx.text)
    parts = [ctx.text[start:end] for start, end in spans]
    if not 2 <= len(parts) <= MAX_CLAUSES:
        return None
    plain = [not _plain(part, part.endswith("!") or _EXCLAIMED_AFTER.match(ctx.text, end) is not None)
             for part, (_start, end) in zip(parts, spans, strict=True)]
    readings: dict[str, Intent | None] = {}

    def read_once(part: RuleContext) -> Intent | None:  # a clause is read as a request and as an aside
        if part.raw not in readings:
            readings[part.raw] = read(part)
        return readings[part.raw]

    runs = sorted(((start, end) for start in range(len(parts)) for end in range(start + 1, len(parts) + 1)
                   if (start, end) != (0, len(parts))), key=lambda run: (run[0] - run[1], run[0]))
    for start, end in runs:
        if not all(plain[end:]):
            continue
        # The run as written, its commas kept ("אוהל, פנסים ושקי שינה" are still three items).
        core = _HAND_OVER.sub("", ctx.text[spans[start][0]:spans[end - 1][1]]).strip()
        topic = ""
        if start == 1 and (named := with_topic(parts[0], core)) is not None:
            core, start, topic = named, 0, parts[0]  # the topic is read as part of the request, not left out
        if not all(plain[:start]) or len(core.split()) < 2:
            continue
        core_ctx = replace_text(ctx, core)
        intent = read_once(core_ctx)
        if intent is None or intent.missing or intent.confidence < floor:
            continue
        if _points_away(core, intent):
            continue
        left = parts[:start] + parts[end:]
        timed = core_ctx.time is not None or _WINDOW_SAID.search(core) is not None
        fully_timed = _fully_timed(core_ctx)
        if any(_is_aside(clause, intent, ctx, read_once, timed, fully_timed) for clause in left):
            continue
        why = [f"topic {topic!r} read into the request"] if topic else []
        why += [f"asides left out: {' | '.join(left)!r}"] if left else []
        return replace(intent, read=core, decided_by="; ".join([intent.decided_by, *why]))
    return None
