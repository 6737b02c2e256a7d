"""Email (the `gmail` capability): reading and managing the mailbox, and which email a request means.

search, read, archive, markRead, delete and label, in Hebrew and English; composing, sending, replying and
forwarding are in gmail.py, which shares this module's words and its reading of "which email"; "what did Avi
write?" and "read 2" are in gmail_read.py.

Which email a request means is one of three shapes (see gmail.py): `query` for a description, `messageId`
for a pointer at the emails Memo just listed ("the second one", "2", "it", "השני", "מספר 3", "זה"), `index`
for a pointer with nothing listed (only when the message says email) or past the end of the list.
Several messages ("all the emails from the bank", "כל המיילים") add `all: true`.

* search -> {query, maxResults?}; "any new mail?" -> "is:unread in:inbox";
* read -> {query, maxResults: 1} ("read the email from Avi", "what did Avi write?") or {messageId} / {index};
* archive -> {query | messageId | index, all?};
* markRead -> the same, the query limited to "is:unread" ("mark all as read" -> "is:unread in:inbox");
* delete -> the same; moves to the trash, but is still high risk and asked first;
* label -> the same plus labelName ("label the email from Dana as Work").

Every command is anchored at the start of the message, and a description must name mail (email, mail,
newsletter, a message from someone, מייל, דואר ...): "delete the meeting", "archive the task", "mark the task
as done" belong to other capabilities. A bare pointer ("archive it", "read 2") is email only right after
Memo listed emails.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from memo.planning.gmail_query import ADDR, HE_LETTER, UNREAD_INBOX, gmail_query, sender
from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.gmail_do_verb import do_verb
from memo.planning.rules.gmail_expected import without_expectation
from memo.planning.rules.gmail_head import described_words
from memo.planning.rules.gmail_terse import LIST_FIRST

POLITE = re.compile(r"^(?:(?:please|pls|kindly|ok|okay|hey|memo|now)[,\s]+|(?:can|could|would|will) (?:you|u)"
                    r"(?: please| pls)?\s+|i (?:want|need|would like|'d like) (?:you )?to\s+"
                    r"|(?:בבקשה|אפשר|תוכל|תוכלי|את יכולה|אתה יכול)[,\s]+)*", re.IGNORECASE)

# Greetings, thanks and fillers people put before a request ("hey good morning 🙂 pls add ...", "thx for before!
# now send ...", "בוקר טוב! מה יש לי היום"). Every command grammar is anchored at the start of the message, so
# these are cut first. Words that are also content ("morning", "great", "שלום", "טוב") count only when a
# punctuation mark or an emoji follows them: "morning standup at 9" keeps its "morning".
_EMOJI = "\U0001F000-\U0001FAFF\u2600-\u27BF\u2B00-\u2BFF\uFE0F\u200d"
_GREETING = (r"hi+|hello|hey+|hiya|heya|yo|howdy|good\s+(?:morning|afternoon|evening|day)|boker\s+tov|erev\s+tov"
             r"|pl[sz]|please|ok(?:ay)?|k|so|and|also|now|alright|btw|oh|um+|memo|ממו|(?:b4|before)\s+i\s+forget"
             r"|shavua\s+tov|היי|הי|אהלן|הלו|בוקר\s+טוב|ערב\s+טוב|צהריים\s+טובים|שבוע\s+טוב|שבת\s+שלום|חג\s+שמח|יאללה|סבבה|אוקיי|אוקי|אז|עכשיו|בבקשה|נו|אגב|בקיצור|לפני\s+ש(?:אני\s+)?(?:אשכח|שוכח|שוכחת)"
             # "אחי" is also "my brother" ("אחי מגיע מחר"): a filler only before a command ("אחי תשים לי ...")
             r"|(?:אחי|אחותי|מאמי)(?=\s+(?:ת[\u0590-\u05FF]|יאללה|בבקשה|אז|נו|עכשיו|היי|אהלן))"
             # "שלום" is also a name: a greeting before a question ("שלום מה יש לי מחר")
             r"|שלום(?=\s+(?:מה|האם|מתי|איפה)\s)")
_THANKS = r"(?:thanks|thank\s+you|thx|thnx|tnx|ty|tysm|תודה|תנקס)(?:\s+(?:so\s+much|a\s+lot|again|רבה|שוב))?"
_ACK = (r"morning|evening|gm|sup|wassup|what'?s\s+up|great|cool|perfect|awesome|nice|well|shalom"
        r"|אחי|אחותי|מאמי|שלום|טוב|מעולה|יופי|אחלה|מושלם|בוקר|ערב"
        r"|רגע|מימו")
_MARKS = r"(?:[:;]-?[()DPp](?!\w)|<3|[!.,;:?~…-])"  # punctuation, and the emoticons made of it
OPENING = re.compile(
    rf"^(?:(?:{_THANKS})(?:\s+(?:for|על)\s+[^!.,;:?\n]{{1,40}}?(?=\s*{_MARKS}))?(?:\s*{_MARKS}+\s*|\s+|(?=[{_EMOJI}]))"
    rf"|(?:{_GREETING})(?:\s+(?:there|all|everyone|guys|memo|dear|darling|love|sweetie|honey|hon|my\s+dear))?(?:\s*{_MARKS}+\s*|\s+|(?=[{_EMOJI}]))"
    rf"|(?:{_ACK})\s*(?:{_MARKS}+\s*|(?=[{_EMOJI}]))|[{_EMOJI}]+\s*|{_MARKS}+\s*)+", re.IGNORECASE)


def strip_opening(text: str) -> str:
    """`text` without the greetings, thanks and fillers before its request; all of it when that is all it is."""
    rest = OPENING.sub("", text, count=1).strip()
    return rest or text
MAIL_EN = r"(?:e-?mails?|mails?|gmail)"
MAIL_HE = r"(?:ה?(?:מיילים|מייל|אימייל(?:ים)?|אי-מייל|דוא\"ל|דואל|דואר אלקטרוני|הודעת מייל|e-?mails?)|ב(?:מייל|אימייל))"


# Hebrew's article glued to an English word ("ה-newsletters", "הinvoice"): the word alone is what is searched for.
_LATIN_ARTICLE = re.compile(r"(?<!\S)ה-?(?=[A-Za-z])")


def strip_polite(text: str) -> str:
    """The request without greetings and polite words, "תעשה forward ל..." said as "forward ...", and no Hebrew
    article before an English word."""
    return _LATIN_ARTICLE.sub("", do_verb(POLITE.sub("", strip_opening(text)).strip()))


_LAST_WORDS = re.compile(r"[\s,]+(?:please|pls|plz|thanks|thx|ty|בבקשה|תודה)\s*[.!]*$", re.IGNORECASE)


def without_last_words(text: str) -> str:
    """A polite word after a description ("the email from the bank pls") is not part of what is searched for."""
    return _LAST_WORDS.sub("", text)


# ---------------------------------------------------------------- which email: a description or a reference

LATEST = r"(?:latest|last|newest|most recent|recent|new|האחרון|אחרון|האחרונים|החדש|החדשים|חדשים|חדש)"
_ORD_EN = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4, "fifth": 5,
           "5th": 5, "sixth": 6, "6th": 6, "seventh": 7, "7th": 7, "eighth": 8, "8th": 8, "ninth": 9, "9th": 9,
           "tenth": 10, "10th": 10}
_ORD_HE = {"ראשון": 1, "ראשונה": 1, "שני": 2, "שנייה": 2, "שניה": 2, "שלישי": 3, "שלישית": 3, "רביעי": 4,
           "רביעית": 4, "חמישי": 5, "חמישית": 5, "שישי": 6, "שישית": 6, "שביעי": 7, "שביעית": 7, "שמיני": 8,
           "שמינית": 8, "תשיעי": 9, "תשיעית": 9, "עשירי": 10, "עשירית": 10}
_NUM_HE = {"אחד": 1, "אחת": 1, "שתיים": 2, "שתים": 2, "שניים": 2, "שלוש": 3, "שלושה": 3, "ארבע": 4, "ארבעה": 4,
           "חמש": 5, "חמישה": 5, "שש": 6, "שישה": 6, "שבע": 7, "שבעה": 7, "שמונה": 8, "תשע": 9, "תשעה": 9, "עשר": 10}
_ONE_EN = rf"(?:one|{MAIL_EN}|message|newsletter)"
_ONE_HE = r"(?:מייל|אימייל|הודעה|מיילים)"
_ON_LIST = r"(?:\s+(?:on|in|from|of)\s+(?:the|that|this|your)\s+list|\s+ב?רשימה)?"
_REF_EN = re.compile(
    rf"(?:the\s+|that\s+|this\s+)?(?:(?P<ord>{'|'.join(_ORD_EN)})(?:\s+{_ONE_EN})?"
    rf"|(?:{_ONE_EN}\s*)?(?:number\s*|no\.\s*|#\s*)(?P<num>\d{{1,2}})|{_ONE_EN}\s*(?P<num2>\d{{1,2}})"
    rf"|(?P<bare>\d{{1,2}})(?:st|nd|rd|th)?(?:\s+{_ONE_EN})?"
    rf"|(?P<it>it|that|this|(?:that|this)\s+one))"
    rf"{_ON_LIST}|(?P<it2>(?:the|that|this)\s+(?:same\s+)?(?:e-?mail|mail|message))", re.IGNORECASE)
_REF_HE = re.compile(
    rf"(?:את\s+)?(?:[לב]-?)?(?:(?:ה?{_ONE_HE}\s+)?ה?(?P<ord>{'|'.join(_ORD_HE)})"
    rf"|(?:ה?{_ONE_HE}\s+)?(?:מספר\s*|#\s*|ה-?)?(?P<num>\d{{1,2}})|(?:ה?{_ONE_HE}\s+)?מספר\s+(?P<word>{'|'.join(_NUM_HE)})"
    rf"|(?P<it>זה|זאת|הזה|הזאת|אותו|אותה|ה{_ONE_HE}|ה?{_ONE_HE}\s+(?:הזה|הזאת|ההוא|ההיא)))"
    rf"{_ON_LIST}")
_MAIL_WORD = re.compile(rf"\b{MAIL_EN}\b|\bnewsletters?\b|{MAIL_HE}|ניוזלטר", re.IGNORECASE)
# The mailbox's promotions ("archive all the promotions from amazon", "תמחקי את הפרסומות"): mail, of the promotions
# category.
_PROMO = re.compile(r"\b(?:promotions|promo(?:tional)?\s+(?:e-?mails?|mails?|offers|junk|stuff|crap|spam)|promos)\b"
                    r"|(?<!\S)(?:ל|ב|מה|מ|ו)?ה?(?:פרסומות|דיוורים)(?!\S)", re.IGNORECASE)
# What names an email in a description: a mail word, or a message "from"/"about" someone.
_MAIL_NOUN = re.compile(
    rf"\b(?:{MAIL_EN}|e-?mail\s+messages?|newsletters?|inbox)\b|\bmessages?(?=\s+(?:from|about|regarding|sent)\b)"
    rf"|(?<='s\s)messages?\b|(?<!\S)(?:ל|ב|מה|מ|ו)?(?:{MAIL_HE}|ה?(?:ניוזלטרים|ניוזלטר|דואר))(?!\S)"
    rf"|{_PROMO.pattern}"
    rf"|(?<!\S)(?:ל|ב)?ה?הודע(?:ה|ות)(?=\s+(?:מ|של\s|על\s|לגבי\s))", re.IGNORECASE)
# Spam is mail too ("delete that spam from the crypto site"), when no other mail word names it.
_SPAM_NOUN = re.compile(r"\b(?:spam|junk\s+mail)\b|(?<!\S)(?:ה)?(?:ספאם|דואר\s+זבל)(?!\S)", re.IGNORECASE)
# "everything" as phone keyboards spell it too: "evrything", "everythin", "everyting".
_EVERYTHING_EN = r"ev(?:e)?ry?th?i?ng?"
_EVERY = re.compile(rf"\b(?:all|every|{_EVERYTHING_EN}|both)\b|(?<!\S)(?:את\s+)?(?:כל|הכל|הכול|כולם|כולן)(?!\S)",
                    re.IGNORECASE)
# "archive them" right after a listing means the listed emails (their ids).
_THEM = re.compile(r"(?:all\s+(?:of\s+)?|both\s+(?:of\s+)?)?(?:them|those|these)(?:\s+all)?|both"
                   r"|(?:את\s+)?(?:אותם|אותן|כולם|כולן|שניהם|שתיהן|כל\s+אלה)", re.IGNORECASE)
_EVERYTHING = re.compile(rf"(?:all|{_EVERYTHING_EN}|all of (?:it|them)|them all"
                         rf"|(?:את\s+)?(?:הכל|הכול|כולם|כולן|הכל הכל))", re.IGNORECASE)
_POSSESSIVE_EN = re.compile(rf"(?P<who>{ADDR}|(?:the\s+|my\s+)?[\w.-]+(?:\s+[A-Z][\w-]*)?)'s\s+(?:{LATEST}\s+)?"
                            rf"(?:{MAIL_EN}|e-?mail\s+messages?|messages?|newsletters?)\b(?P<rest>.*)$", re.IGNORECASE)
_POSSESSIVE_HE = re.compile(rf"(?:את\s+)?(?:[לב])?{MAIL_HE}\s+של\s+(?P<who>{ADDR}|{HE_LETTER}[\u0590-\u05FF'\"-]+)"
                            rf"(?P<rest>(?:\s+(?:על|לגבי|בנושא|מ|מה|מאתמול|מהיום)\b.*)?)$")
# Before the mail noun of a description only determiners and adjectives: "the unread LinkedIn newsletters".
_HEAD_BEFORE = re.compile(r"\b(?:from|to|in|on|about|with|into|under|for|at|by|regarding|than|his|her|their)\b"
                          r"|(?<!\S)(?!(?:את|כל|לי|גם|רק|שני|שלושה|שלושת)(?!\S))[\u0590-\u05FF]\S*", re.IGNORECASE)
# A mail word used as an adjective: "the email reminder", "my email password" are not emails; "המיילים שלו" (his)
# points at a person nobody named here (see gmail_pointed.py), so it is no description either.
_OTHER_NOUN = re.compile(r"\s+(?:reminders?|tasks?|to-?dos?|meetings?|events?|appointments?|notes?|lists?"
                         r"|address(?:es)?|passwords?|templates?|signatures?|settings?|accounts?|apps?|alerts?"
                         r"|notifications?|ideas?"
                         r"|ה?(?:תזכורת|תזכורות|משימה|משימות|פגישה|אירוע|פתק|רשימה|כתובת|סיסמה|סיסמא|חשבון|הגדרות)|של(?:ו|ה|הם|הן))\b",
                         re.IGNORECASE)
# How the mail came to be there ("the newsletters that piled up", "המיילים שהצטברו"): not words of the mail itself.
_PILED_UP = re.compile(r"\s+(?:that|which)\s+(?:piled|stacked|built)\s+up(?:\s+(?:here|there))?\b"
                       r"|\s+that\s+(?:came|come)\s+in\b|\s+ש(?:הצטברו|הצטבר|הצטברה|נערמו|נכנסו|הגיעו)(?=\s|$)",
                       re.IGNORECASE)
# Notifications a site sends ("the moodle notifs", "ההתראות מלינקדאין"): mail, once the verb is a mailbox's own
# ("mark ... as read"); with "delete" or "archive" they may be the phone's, so they name no email there.
_NOTICES = re.compile(r"\b(?:notifications?|notifs?)\b|(?<!\S)(?:ה)?התראות(?!\S)", re.IGNORECASE)
_FROM_OR_ABOUT = re.compile(r"\b(?:from|about)\b|(?<!\S)(?:מ|מה|על\s)", re.IGNORECASE)


@dataclass
class Target:
    """Which email a request means: args {"query"} | {"messageId"} | {"messageIds"} | {"index"}, and whether it is
    several."""

    args: dict[str, Any]
    every: bool = False


def listed_emails(ctx: RuleContext) -> list[str] | None:
    """The ids of the emails Memo just showed, in the order shown, when its latest action was a gmail one."""
    for action in ctx.latest_actions:
        if not isinstance(action, dict) or action.get("capability") in ("general", "meta"):
            continue  # small talk in between does not change what "the second one" is
        ids = [str(i) for i in action.get("externalIds") or []]
        if action.get("capability") != "gmail" or not ids:
            return None
        messages = [i.removeprefix("message:") for i in ids if i.startswith("message:")]
        return messages or ids
    return None


def is_reference(phrase: str) -> bool:
    """"the second one", "2", "it", "that email", "השני", "מספר 3", "את זה": a pointer, not a description."""
    phrase = phrase.strip(" ?!.,")
    return bool(_REF_EN.fullmatch(phrase) or _REF_HE.fullmatch(phrase))


def reference(ctx: RuleContext, phrase: str, *, mail_said: bool = False) -> Target | None:
    """The email a pointer means: the N-th listed id; `index` when nothing (or too little) is listed.

    None when the words point at nothing of email: "read 2" with no emails listed and no mail word.
    """
    phrase = phrase.strip(" ?!.,")
    m = _REF_EN.fullmatch(phrase) or _REF_HE.fullmatch(phrase)
    if m is None:
        return None
    groups = {k: v for k, v in m.groupdict().items() if v}
    raw = next((groups[k] for k in ("ord", "num", "num2", "bare", "word") if k in groups), "")
    n = int(raw) if raw.isdigit() else _ORD_EN.get(raw.lower()) or _ORD_HE.get(raw) or _NUM_HE.get(raw)
    ids = listed_emails(ctx)
    if ids is None:
        return Target({"index": n or 1}) if mail_said or _MAIL_WORD.search(phrase) else None
    if n is None:
        return Target({"messageId": ids[0]})
    return Target({"messageId": ids[n - 1]} if 0 < n <= len(ids) else {"index": n})


def email_target(ctx: RuleContext, phrase: str, *, mail_said: bool = False) -> Target | None:
    """Which email `phrase` means ("the email from Dana", "all the newsletters from LinkedIn", "the second one").

    A description must name mail (email, mail, newsletter, a message from someone, מייל, דואר ...) unless the
    verb already did (`mail_said`: "mark ... as read"): "archive the task" is not an email.
    """
    phrase = re.sub(r"[\s,]+(?:please|pls|for me|now|בבקשה|עכשיו)$", "", as_today(phrase.strip(" ?!.,")),
                    flags=re.IGNORECASE)
    phrase = _PILED_UP.sub("", phrase)
    if is_reference(phrase):
        return reference(ctx, phrase, mail_said=mail_said)
    every = bool(_EVERY.search(phrase))
    # "את המייל מהבנק תמחקי אותו" read with the command first keeps its "אותו": the email named, not a word of it.
    phrase = re.sub(r"(?<=\S)\s+(?:אותו|אותה|אותם|אותן)(?!\S)", "", phrase)
    if not _EVERYTHING.fullmatch(phrase):  # "everything from linkedin": the senders' mail, not the word
        phrase = re.sub(rf"\b{_EVERYTHING_EN}\b\s*", "", phrase, flags=re.IGNORECASE).strip() or phrase
    if _THEM.fullmatch(phrase):  # "archive them" right after a listing: every email listed
        listed = listed_emails(ctx)
        return Target({"messageIds": listed}, True) if listed else None
    if _EVERYTHING.fullmatch(phrase):
        return Target({"query": "in:inbox"}, True) if mail_said else None
    noun = _MAIL_NOUN.search(phrase) or _SPAM_NOUN.search(phrase) or (_NOTICES.search(phrase) if mail_said else None)
    head = phrase[:noun.start()] if noun else ""
    described = (noun is not None and not _HEAD_BEFORE.search(head) and len(described_words(head)) <= 4
                 and not _OTHER_NOUN.match(phrase, noun.end()))
    if not described and not (mail_said and noun is None and _FROM_OR_ABOUT.search(phrase)):
        return None  # "archive the task", "remove Dana from the email thread"
    m = _POSSESSIVE_EN.search(phrase) or _POSSESSIVE_HE.search(phrase)
    if m and m.group("who").lower() not in ("it", "that", "this", "שלי", "שלו", "שלה"):
        query = " ".join(p for p in ("from:" + sender(m.group("who")), gmail_query(m.group("rest"), ctx.now)) if p)
    else:  # the mail words go first: "מייל מדנה" must not read as "from: ייל"
        query = gmail_query(noun.re.sub(" ", phrase) if noun else phrase, ctx.now)
    if re.search(r"newsletter|ניוזלטר", phrase, re.IGNORECASE) and not re.search(r"from:|unsubscribe", query):
        # what every newsletter carries: "the newsletters from yesterday" are not every email of yesterday
        query = f"{query} unsubscribe".strip()
    if _PROMO.search(phrase) and "category:" not in query:
        query = f"{query} category:promotions".strip()
    if not query and re.search(r"spam|junk|ספאם|זבל", phrase, re.IGNORECASE):
        query = "in:spam"  # "delete the spam": the spam folder, never the whole inbox
    if not query and not (every or mail_said or re.search(LATEST, phrase, re.IGNORECASE)):
        return None  # "can you delete emails?": no email in particular
    return Target({"query": query or "in:inbox"}, every)


# ---------------------------------------------------------------- search, read

# A command on the mail after a first request ("..., then archive it", "ואז תמחקי אותו"): a second request.
THEN_MANAGES = re.compile(r"(?:[,;.]\s*|\s+)(?:and\s+)?(?:then\s+)?(?:archive|delete|trash|forward|reply|label|mark)"
                          r"\s+(?:it|them|that|this)\b|(?<!\S)(?:ו|ואז\s+|אז\s+)(?:ת(?:מחק|מחקי|ארכב|ארכבי|עביר|עבירי"
                          r"|ענה|עני|סמן|סמני|תייג|תייגי))\s+(?:אותו|אותה|אותם|אותן|את\s+זה)(?!\S)"
                          # "... from the school about the trip. answer them that ...": a reply (gmail_answer_back.py)
                          r"|[.?!]\s+(?:(?:please|pls|בבקשה)\s+)?(?:(?:answer|reply\s+to|respond\s+to|tell)\s+(?:them|him|her)\b"
                          r"|ת(?:ענה|עני|שיב|שיבי|גיד|גידי|כתוב|כתבי)\s+(?:לו|לה|להם|להן)(?!\S))", re.I)
# What a mailbox search cannot leave out: "but not the invoices", "חוץ מהחשבוניות".
_EXCEPT = re.compile(r"\b(?:but\s+not|except|excluding|other\s+than|apart\s+from|besides)\b"
                     r"|(?<!\S)(?:חוץ\s+מ|מלבד|פרט\s+ל|אבל\s+לא|רק\s+לא)", re.I)

_ASKING = r"what'?s|what\s+(?:is|are|was)|whats|tell me|give me"  # only with "latest": "what's my email" is a fact
_SEARCH_EN = re.compile(
    rf"^(?P<verb>find|search(?:\s+for)?|look\s+(?:for|up)|show(?:\s+me)?|get(?:\s+me)?|check|pull up|list|fetch"
    rf"|read(?:\s+me)?|open|bring up|any|got\s+any|{_ASKING})\s+(?:(?:my|the|all|any|me|in)\s+)*"
    rf"(?P<adj>(?:{LATEST}|unread|important|starred)\s+)*(?P<noun>{MAIL_EN}|inbox|messages?\s+in\s+(?:my\s+)?"
    rf"(?:inbox|gmail))\b(?!\s+address)"
    rf"|^(?:did|have|has)\s+(?:i|we)\s+(?:got|get|gotten|receive[d]?|had|have)\s+(?:an?\s+|any\s+)?"
    rf"(?P<adj2>(?:new|unread)\s+)?(?:{MAIL_EN}|reply|replies|response)\b"
    rf"|^(?:is|are)\s+there\s+(?:an?|any)\s+(?P<adj3>(?:new|unread)\s+)?{MAIL_EN}\b"
    rf"|^(?:(?:do|did)\s+(?:i|we)|i(?=[^?]*\?\s*$))\s+(?:have|got)\s+(?:an?\s+|any\s+|some\s+)?(?P<adj4>(?:new|unread)\s+)?"
    rf"{MAIL_EN}\b(?!\s+to\s)"  # with a "?" no "do" is needed: "i have any mail from the bank?"
    rf"|^what\s+(?:new\s+)?{MAIL_EN}\s+(?:did|have)\s+(?:i|we)\s+(?:get|got|gotten|receive[d]?)\b"
    rf"|^who\s+(?:e-?mailed|sent)\s+me(?:\s+an?\s+e-?mail)?\b"
    rf"|^(?:check|see|tell\s+me|let\s+me\s+know|find\s+out)\s+(?:if|whether)\s+(?:(?:i|we)\s+(?:have|got|received)"
    rf"|there\s+(?:is|are))\s+(?:an?\s+|any\s+)?(?P<adj5>(?:new|unread)\s+)?{MAIL_EN}\b"
    rf"|^(?:(?:new|unread|recent)\s+)?{MAIL_EN}(?=\s+(?:from|about|regarding|sent|with|in\s+the)\b)"
    # "did i get anything from the airline about ...", "check if i got anything from el al": what came from someone
    # is what the mailbox holds
    rf"|^(?:(?:(?:check|see|tell\s+me|let\s+me\s+know|find\s+out)\s+(?:if|whether)\s+(?:i|we)(?:'?ve|\s+have)?\s+(?:got|gotten"
    rf"|received)|(?:did|have|has)\s+(?:i|we)\s+(?:got|get|gotten|receive[d]?)|(?:i\s+)?got|is\s+there)\s+(?:anything|something"
    rf"|any\s+(?:news|word|updates?))|any\s+(?:news|word|updates?))(?:\s+(?P<adj8>new))?(?:\s+(?:yet|back))?"
    rf"(?=\s+from\s+\S)"
    rf"|^(?:what'?s|anything|is\s+there\s+anything)\s+(?P<adj7>new)\s+(?:in|on)\s+(?:my\s+)?(?P<noun7>{MAIL_EN}|inbox)\b"
    # "find the car insurance email", "show me Dana's emails": the words before the mail word are the search
    rf"|^(?P<verb6>find|search\s+for|look\s+for|show(?:\s+me)?|pull\s+up|get\s+me|dig\s+up|locate|read(?:\s+me)?|open)"
    rf"\s+(?:(?:my|the|all|any|that|those|this)\s+)*(?P<pre>(?!(?:me|a|an)\b)[\w'&.-]+(?:\s+[\w'&.-]+){{0,2}}?)\s+"
    rf"(?P<adj6>(?:{LATEST}|unread|important|starred)\s+)*(?P<noun6>{MAIL_EN}|newsletters?)\b(?!\s+address)",
    re.IGNORECASE)
# "did Dana email me", "has the lawyer got back to me", "check if the school sent anything"
_DID_WRITE_EN = re.compile(rf"^(?i:did|has|(?:check|see|find\s+out|tell\s+me)\s+(?:if|whether))\s+"
                           rf"(?P<who>{ADDR}|(?i:the\s+)?[\w'.-]+(?:\s+[A-Z][\w'-]*)?)\s+"
                           r"(?:(?i:e-?mail(?:ed)?|mail(?:ed)?|write|written|wrote|repl(?:y|ied)|answer(?:ed)?)\s+"
                           r"(?i:me(?:\s+back)?|back)|(?i:get|got|gotten)\s+(?i:back\s+to\s+me)|(?i:send|sent)\s+(?i:me\s+|us\s+)?"
                           r"(?i:anything|something|any\s+(?:e-?mails?|mail)|an?\s+(?:e-?mail|mail)|e-?mails?|mail))\b"
                           r"(?P<rest>.*)$")
_ADJ_HE = rf"(?P<adj>(?:\s+(?:{LATEST}|שלא נקראו|שלי|שקיבלתי))*)"
_SEARCH_HE = re.compile(
    rf"^(?P<verb>תחפש|תחפשי|חפש|חפשי|תמצא|תמצאי|מצא|מצאי|תראה|תראי|הראה|הצג|תציג|תציגי|תבדוק|תבדקי|בדוק|בדקי"
    rf"|תקרא|תקראי|קרא|קראי|תקריא|תקריאי|הקרא|הקריאי|תביא|תביאי|תפתח|תפתחי|פתח|פתחי)\s+(?:לי\s+)?(?:את\s+)?(?:כל\s+)?"
    rf"(?P<noun>{MAIL_HE}|תיבת הדואר|הדואר|ג'ימייל|גימייל){_ADJ_HE}(?=\s|$|\?)"
    rf"|^(?:(?:תבדוק|תבדקי|בדוק|בדקי|תגיד|תגידי)\s+(?:לי\s+)?(?:אם|האם)\s+|האם\s+)?"
    rf"(?:קיבלתי|הגיע(?:ה|ו)?(?:\s+לי)?|יש(?:\s+לי)?|היה|היו)\s+(?:כבר\s+)?"
    rf"(?P<noun2>{MAIL_HE}){_ADJ_HE.replace('adj', 'adj2')}(?=\s|$|\?)"
    rf"|^מה\s+(?:היה\s+)?(?P<noun3>המייל|האימייל|המיילים|האימיילים)(?P<adj3>\s+(?:{LATEST})(?:\s+(?:שלי|שקיבלתי))?)"
    rf"(?=\s|$|\?)"
    rf"|^מי\s+(?:שלח|שלחה|כתב|כתבה)\s+לי\s+(?P<noun5>מייל|אימייל|מיילים)"
    # "הגיע לי משהו מהבנק?", "קיבלתי כבר משהו מחברת התעופה": what came from someone ("מחר" is a day, not a sender)
    rf"|^(?:(?:תבדוק|תבדקי|בדוק|בדקי|תגיד|תגידי)\s+(?:לי\s+)?(?:אם|האם)\s+|האם\s+)?(?:קיבלתי|הגיע(?:ה)?(?:\s+לי)?)"
    rf"\s+(?:כבר\s+)?(?:משהו|איזשהו\s+(?:עדכון|מסמך)|עדכון)(?:\s+(?P<adj9>חדש))?(?=\s+מ(?!חר|חרתיים)\S)"
    rf"|^(?P<noun4>מיילים|מייל|אימיילים|אימייל)(?P<adj4>(?:\s+(?:חדשים|חדש|שלא נקראו))?)"
    rf"(?=\s+(?:מ|על\s|לגבי\s|בנושא\s)|\s*\??$)")

_WHO_HE = re.compile(r"^(?:האם\s+)?(?:ה)?(?P<who>\S+)\s+"
                     r"(?:(?:שלח|שלחה|שלחו|ענה|ענתה|ענו|כתב|כתבה|כתבו)\s+לי\s+(?:מייל|אימייל|במייל)"
                     r"|(?:שלח|שלחה|שלחו)\s+(?:לי\s+|לנו\s+)?(?:משהו|מיילים|מייל|אימייל))(?!\S)(?P<rest>.*)$")


def _search_intent(ctx: RuleContext, rest: str, adj: str, noun: str, verb: str) -> Intent:
    latest = bool(re.search(r"(?:latest|last|newest|most recent|האחרון|אחרון)(?!ים)", adj, re.IGNORECASE))
    unread = bool(re.search(r"\b(?:new|unread)\b|חדשים|חדש|שלא נקראו", adj, re.IGNORECASE))
    states = " ".join(re.findall(r"\b(?:important|starred)\b", adj, re.IGNORECASE))
    query = gmail_query(f"{rest} {states}", ctx.now, unread=unread and not latest)
    query = UNREAD_INBOX if query == "is:unread" else query  # "any new mail?": what arrived and is still unread
    singular = not re.search(r"mails\b|messages|newsletters|מיילים|אימיילים|האחרונים", noun + adj, re.IGNORECASE)
    reading = singular and (latest or re.match(r"read|open|תקר|קרא|הקר|תפתח|פתח", verb, re.IGNORECASE))
    if reading:
        return Intent("gmail", "read", {"operation": "read", "query": query or "in:inbox", "maxResults": 1}, 0.92,
                      entity="email")
    args: dict[str, Any] = {"operation": "search", "query": query or (UNREAD_INBOX if unread else "in:inbox")}
    if latest:
        args["maxResults"] = 5
    # Above calendar's "do I have any ...?" (0.9): the mail word settles it.
    return Intent("gmail", "search", args, 0.92, entity="email")


# "this morning" / "הבוקר" after a sender is a time of today to a mail search, never part of the sender's name
# ("המייל מהבנק הבוקר" is not from "בנק הבוקר"); "from this morning" / "מהבוקר" is since then, never a sender.
_TODAY_WORDS = ((re.compile(r"\b(?:(?:from|since)\s+)?(?:this\s+morning|earlier\s+today)\b", re.I),
                 "today"),
                (re.compile(r"(?<!\S)(?:מ|מאז\s+)?הבוקר(?![\w\u0590-\u05FF])"), "היום"))


def as_today(text: str) -> str:
    """`text` with "this morning" said as "today", the word the mail search reads."""
    for words, today in _TODAY_WORDS:
        text = words.sub(today, text)
    return text


@grammar
def search_email(ctx: RuleContext) -> Intent | None:
    text = as_today(without_last_words(without_expectation(strip_polite(ctx.text))))
    if THEN_MANAGES.search(text):
        return None  # "read me the email from dana, then archive it": two requests, not a search
    m = _DID_WRITE_EN.match(text) or _WHO_HE.match(text)
    if m and m.group("who").lower() not in ("you", "i", "we", "it", "that", "this", "מי", "אני", "אנחנו"):
        who = m.group("who").lower()
        anyone = who in ("anyone", "anybody", "someone", "somebody", "מישהו", "מישהי")  # no sender in particular
        query = " ".join(p for p in ("" if anyone else "from:" + sender(m.group("who")),
                                     gmail_query(m.group("rest"), ctx.now)) if p) or UNREAD_INBOX
        return Intent("gmail", "search", {"operation": "search", "query": query.strip()}, 0.92, entity="email")
    m = _SEARCH_EN.match(text) or _SEARCH_HE.match(text)
    if m is None or LIST_FIRST.search(text):
        return None
    groups = {k: v for k, v in m.groupdict().items() if v}
    adj = " ".join(v for k, v in groups.items() if k.startswith("adj"))
    noun = next((v for k, v in groups.items() if k.startswith("noun")), m.group(0))
    verb = groups.get("verb", groups.get("verb6", ""))
    if re.fullmatch(_ASKING, verb, re.IGNORECASE) and not re.search(LATEST, adj, re.IGNORECASE):
        return None
    pre = groups.get("pre", "")
    if re.search(rf"{MAIL_EN}\b", pre, re.IGNORECASE) or re.fullmatch(r"(?:one|ones|it|that|new|some|few)", pre):
        return None
    owner = re.fullmatch(r"(.+)'s", pre)  # "Dana's emails" -> from Dana
    rest = f"from {owner.group(1)} " if owner else f"{pre} "
    # "anything from the bank yet?": "yet" says nothing of which mail
    after = re.sub(r"\s+(?:yet|already)(?=[\s?.!]*$)", "", text[m.end():], flags=re.IGNORECASE)
    return _search_intent(ctx, rest + after, adj, noun, verb)


# ---------------------------------------------------------------- archive, markRead, delete, label

_MOVE_EN = r"(?:move|put|throw|file|stick|place)"
_MOVE_HE = (r"(?:תעביר|תעבירי|העבר|העבירי|להעביר|תזיז|תזיזי|הזז|הזיזי|תכניס|תכניסי|הכנס|הכניסי|תשים|תשימי|שים|שימי"
            r"|תזרוק|תזרקי|זרוק|זרקי)\s+(?:לי\s+)?")
_ARCHIVE_HE = r"(?:ל|ב)-?(?:ה)?ארכיון"
_TRASH_EN = r"(?:the\s+|my\s+)?(?:trash|bin|garbage|rubbish|spam|junk)(?:\s+(?:folder|can|bin))?"
_TRASH_HE = r"(?:ל|ב)-?(?:ה)?(?:פח|אשפה|זבל|ספאם|דואר זבל)"
_LABEL_WORD_HE = r"(?:(?:ה)?(?:תווית|תגית|לייבל|תיקייה|תיקיה|תיקיית|קטגוריה)|(?:the\s+)?(?:label|tag))"  # "עם label X"
_READ_HE = r"(?:(?:כ-?\s*|ש)(?:נקרא|נקראו|נקראה|נקראים|נקראות|\"נקרא\"|קראתי|קראו)|as\s+(?:read|seen))"
_LABELS_HE = r"(?:תייג|תייגי|תתייג|תתייגי|לתייג|תתייגו|תייגו)\s+(?:לי\s+)?"
_ADD_HE = r"(?:תוסיף|תוסיפי|הוסף|הוסיפי|להוסיף|תשים|תשימי|שים|שימי|תצמיד|תצמידי)\s+(?:לי\s+)?"
_OPS = (  # (operation, pattern): group "what" (or what2, ...) is the email, "label" the label's name
    ("markRead", re.compile(
        r"^mark\s+(?P<what>.+?)\s+(?:as\s+)?(?:read|seen|opened)$|^mark\s+(?:as\s+)?read\s+(?P<what2>.+)$"
        rf"|^(?:סמן|סמני|תסמן|תסמני|לסמן)\s+(?:לי\s+)?(?P<what3>.+?)\s+{_READ_HE}$"
        rf"|^(?:סמן|סמני|תסמן|תסמני|לסמן)\s+(?:לי\s+)?{_READ_HE}\s+(?P<what4>.+)$", re.IGNORECASE)),
    ("archive", re.compile(
        rf"^(?:archive|archieve|arcive)\s+(?P<what>.+)$|^{_MOVE_EN}\s+(?P<what2>.+?)\s+(?:to|in|into)\s+(?:the\s+|my\s+)?"
        rf"archives?(?:\s+folder)?$|^(?:תארכב|תארכבי|ארכב|ארכבי|לארכב)\s+(?:לי\s+)?(?P<what3>.+)$"
        rf"|^{_MOVE_HE}{_ARCHIVE_HE}\s+(?P<what4>.+)$|^{_MOVE_HE}(?P<what5>.+?)\s+{_ARCHIVE_HE}$", re.IGNORECASE)),
    ("delete", re.compile(
        rf"^{_MOVE_EN}\s+(?P<what2>.+?)\s+(?:to|in|into)\s+{_TRASH_EN}$"
        rf"|^{_MOVE_HE}(?P<what4>.+?)\s+{_TRASH_HE}$|^{_MOVE_HE}{_TRASH_HE}\s+(?P<what5>.+)$"
        r"|^(?:delete|trash|remove|erase|bin|discard|junk|get\s+rid\s+of|throw\s+(?:away|out)|dump)\s+(?P<what>.+?)"
        r"(?:\s+from\s+(?:my\s+|the\s+)?(?:inbox|gmail|mailbox))?$"
        r"|^(?:מחק|מחקי|תמחק|תמחקי|למחוק|תזרוק|תזרקי|זרוק|זרקי|תעיף|תעיפי|העף|תסיר|תסירי|הסר|תוריד|תורידי)\s+"
        r"(?:לי\s+)?(?P<what3>.+?)(?:\s+מ(?:ה)?(?:תיבה|אינבוקס|תיבת הדואר|ג'ימייל))?$", re.IGNORECASE)),
    ("label", re.compile(
        r"^(?:label|tag)\s+(?P<what>.+?)\s+(?:as|with|under|using)\s+(?P<label>.+)$"
        r"|^(?:add|apply|put|stick|attach)\s+(?:the\s+|a\s+)?(?:label|tag)\s+(?P<label2>.+?)\s+(?:to|on)\s+(?P<what2>.+)$"
        rf"|^{_MOVE_EN}\s+(?P<what3>.+?)\s+(?:under|in|into|to)\s+(?P<label3>.+)$"
        rf"|^{_LABELS_HE}(?P<what4>.+?)\s+(?:ב|עם\s+|ל|כ|תחת\s+|with\s+|under\s+)?{_LABEL_WORD_HE}\s+(?P<label4>.+)$"
        rf"|^{_LABELS_HE}(?P<what5>.+?)\s+(?:כ-?|בתור\s+|תחת\s+|as\s+)(?P<label5>\S+(?:\s+\S+)?)$"
        rf"|^{_ADD_HE}(?P<what6>(?:[לב]|על\s+)\S+(?:\s+\S+)*?)\s+(?:את\s+)?{_LABEL_WORD_HE}\s+(?P<label6>.+)$"
        rf"|^{_ADD_HE}(?:את\s+)?{_LABEL_WORD_HE}\s+(?P<label7>.+?)\s+(?P<what7>(?:[לב]-?|על\s+)(?:ה)?(?:מייל|אימייל|הודע|ניוזלטר"
        rf"|כל|זה|מספר|\d|{'|'.join(_ORD_HE)})\S*(?:\s+\S+)*)$"
        rf"|^{_MOVE_HE}(?P<what8>.+?)\s+(?:ל|ב|תחת\s+)-?{_LABEL_WORD_HE}\s+(?P<label8>.+)$"
        rf"|^{_MOVE_HE}(?P<what9>.+?)\s+תחת\s+(?P<label9>.+)$"
        # "mark the bank's emails with the label Finance", "תסמני את המיילים של הבנק בתווית כספים": the label word
        # says it; "mark ... as read" is markRead (above)
        r"|^mark\s+(?P<what10>.+?)\s+(?:with|under)\s+(?:the\s+|a\s+)?(?:label|tag)\s+(?P<label10>.+)$"
        rf"|^(?:סמן|סמני|תסמן|תסמני|לסמן)\s+(?:לי\s+)?(?P<what11>.+?)\s+(?:ב|עם\s+|תחת\s+|with\s+|under\s+)-?{_LABEL_WORD_HE}\s+"
        r"(?P<label11>.+)$"
        # "label them Finance", "tag it urgent": a pointer at what was just listed, then the label's name
        r"|^(?:label|tag)\s+(?P<what12>them|those|these|it|this|that|this\s+one|that\s+one|(?:all|both)\s+of\s+them)"
        r"\s+(?!as\b|with\b|under\b|using\b)(?P<label12>\S.*)$", re.IGNORECASE)),
)
# Label names that are another capability's place: "add the email from Dana to my tasks" is not a label.
_NOT_A_LABEL = re.compile(r"(?:my\s+|the\s+)?(?:tasks?|to-?do(?:\s+list)?|calendar|lists?|notes?|reminders?|inbox"
                          r"|shopping list|tomorrow|today|ה?משימות|ה?יומן|ה?רשימה|ה?תזכורות|ה?פתקים|מחר|היום)\b.*",
                          re.IGNORECASE)
_RISK = {"delete": ("high", True)}


def _label_name(raw: str) -> str:
    name = re.sub(r"^(?:(?:the|a|my|label|tag|folder|ה?תווית|ה?תיקייה|ה?תגית|את|של)\s+)+|\s+(?:label|tag|folder)$", "",
                  raw.strip(" ?!.,"), flags=re.IGNORECASE)
    name = re.sub(r"^(?:the|a|my)\s+", "", name, flags=re.IGNORECASE)
    return name.strip(" \"'“”")


def _mailed_documents(ctx: RuleContext, what: str) -> Target | None:
    """"label the amazon invoices as business", "archive the receipts from wolt": labels and the archive are the
    mailbox's own, so invoices, receipts or confirmations they are put on came by mail, mail word or not."""
    from memo.planning.rules.gmail_documents import _DOC_EN, _DOC_HE, _ELSEWHERE

    what = re.sub(r"^(?:את|על)\s+", "", what.strip(" ?!.,"))
    doc = re.search(rf"\b{_DOC_EN}\b|(?<!\S){_DOC_HE}(?!\S)", what, re.IGNORECASE)
    if doc is None or _ELSEWHERE.search(what):
        return None
    words = what[:doc.start()] + re.sub(r"^ה(?=\S{2,})", "", doc.group(0)) + what[doc.end():]
    query = gmail_query(words, ctx.now)
    return Target({"query": query}, bool(_EVERY.search(what))) if query else None


@grammar
def manage_email(ctx: RuleContext) -> Intent | None:
    """archive, mark as read, delete or label the emails named; a remark after the command is left out."""
    from memo.planning.rules.gmail_wording import read_managed, second_request

    return None if second_request(ctx.text) else read_managed(_manage_email, ctx)


def _manage_email(ctx: RuleContext) -> Intent | None:
    text = do_verb(without_last_words(strip_polite(ctx.text)).rstrip(" ?!."))
    if _EXCEPT.search(text):
        return None  # "archive the emails from amazon, but not the invoices": a search cannot say "but not"
    for operation, pattern in _OPS:
        m = pattern.match(text)
        if m is None:
            continue
        groups = {k: v for k, v in m.groupdict().items() if v}
        what = next((v for k, v in groups.items() if k.startswith("what")), "")
        label = _label_name(next((v for k, v in groups.items() if k.startswith("label")), ""))
        if operation == "label" and _NOT_A_LABEL.fullmatch(label):
            return None
        # "archive all the notifications from moodle": notices from a sender, filed away, are mail.
        notices = operation == "archive" and bool(_NOTICES.search(what) and _FROM_OR_ABOUT.search(what))
        found = email_target(ctx, re.sub(r"^(?:את|על)\s+", "", what), mail_said=operation == "markRead" or notices)
        if found is None and operation in ("label", "archive"):
            found = _mailed_documents(ctx, what)
        if found is None:
            continue  # "delete the meeting", "archive the task", "mark the task as done": not email
        args: dict[str, Any] = {"operation": operation, **found.args}
        if operation == "markRead" and "query" in args and "is:unread" not in args["query"]:
            args["query"] = UNREAD_INBOX if args["query"] == "in:inbox" else f"{args['query']} is:unread"
        if operation == "label":
            args["labelName"] = label
        if found.every:
            args["all"] = True
        risk, approval = _RISK.get(operation, ("low", False))
        return Intent("gmail", operation, args, 0.94, missing=[] if operation != "label" or label else ["labelName"],
                      risk=risk, needs_approval=approval, entity="email")
    return None
