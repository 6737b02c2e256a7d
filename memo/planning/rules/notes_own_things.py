"""Questions about the user's own people and things that only their notes answer (`second-brain / search`):

* Something asked and then "I saved it somewhere": "who was the mohel for Eli's bris? I saved his number somewhere",
  "מה הקוד של הלוקר בבריכה? רשמתי את זה איפשהו". The remark says the answer is in the notes.
* A search for something the user saved, by its verb: "תחפשי לי את ה-recipe של החמין של אמא ששמרתי לפני פסח", "find
  the packing list i saved last year". The "I saved" names the notes; mail, lists and the calendar stay theirs.
* Who did a job at a family event of someone named: "who was the mohel for Eli's bris", "מי היה הצלם בחתונה של דנה".
* Which thing someone the user knows loved: "which red was it that Avi went crazy about at his place?", "what wine did
  Avi love", "איזה יין זה היה שאבי השתגע עליו". A first name and a liking: "which king built the temple" is history.
* The size of someone's shoes or clothes: "כמה מידת נעל של מאיה? אני עומדת בחנות", "what size shoe does Maya wear".
* The size, model or colour of a thing in the user's home: "מה הגודל של הפילטר של ה-AC בחדר שינה?", "what size bulb
  does the lamp in the hallway take", "what size are the sheets for the guest bed", "what colour was the paint in the
  kitchen". Only a household thing that is theirs (a room, "my"/"our", or a part of another thing):
  "what size is a king mattress" is general knowledge.

A search changes nothing, so a miss costs one "nothing saved about that": these sit with the other personal questions
(notes_recall.PERSONAL), above `general`'s question and below every tool grammar.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.notes import _keywords, core
from memo.planning.rules.notes_lookup import _search
from memo.planning.rules.notes_recall import _others, question_and_remark

_HE = r"\u05D0-\u05EA"
SAVED_SEARCH = 0.85  # "find X that I saved": above a reminder's or the mail's vaguer readings of "find"
MAX_QUESTION = 160

# ---------------------------------------------------------------- "... ? I saved it somewhere"

_Q_START = re.compile(r"^(?:who|what|which|where|when|how\s+much|how\s+many|whats|what's|who's|whos)\b"
                      rf"|^(?:מי|מה|מהו|מהי|איזה|איזו|איפה|מתי|כמה|איך\s+קוראים)(?![{_HE}])", re.IGNORECASE)
_SAVED_REMARK = re.compile(
    r"^(?:i\s+(?:know|think|swear|'m\s+sure|am\s+sure)\s+)?(?:i|we)\s+(?:definitely\s+|already\s+)?(?:saved|wrote|noted"
    r"|kept|stored|gave\s+(?:it\s+)?(?:to\s+)?you|sent\s+(?:it\s+)?(?:to\s+)?you)(?:\s+(?:it|that|this|down|his|her|their"
    r"|the|number|name|details|address|phone|contact|info|somewhere|here|with\s+you|once|before|a\s+while\s+ago))*$"
    r"|^(?:אני\s+(?:בטוח|בטוחה)\s+)?ש?(?:שמרתי|רשמתי|כתבתי|נתתי\s+לך|שלחתי\s+לך)(?:\s+(?:את|זה|אותו|אותה|ה?מספר|ה?טלפון"
    r"|שלו|שלה|ה?שם|ה?פרטים|איפשהו|אי\s+שם|פה|כאן|אצלך|פעם|מתישהו))*$", re.IGNORECASE)


def _asked_then_saved(text: str) -> Intent | None:
    head, mark, tail = text.partition("?")
    tail = tail.strip(" .!,")
    if not mark or not tail or not _Q_START.match(head) or not _SAVED_REMARK.match(tail):
        return None
    if _others(head):
        return None  # a meeting, a list or mail: their tools
    query = _keywords(re.sub(r"^(?:who|what|which|where|when|whos|who's|what's|whats)\s+(?:was|is|were|are|'s)?\s*"
                             r"|^(?:מי|מה|מהו|מהי|איזה|איזו|איפה|מתי)\s+(?:היה|הייתה|היתה|היו)?\s*", "", head.strip(),
                             flags=re.IGNORECASE))
    return _search(query) if query else None


# ---------------------------------------------------------------- "find X that I saved"

_FIND_SAVED_HE = re.compile(
    rf"^(?:תחפש|תחפשי|חפש|חפשי|תמצא|תמצאי|מצא|מצאי|תשלוף|תשלפי|תביא|תביאי|תוציא|תוציאי)\s+(?:לי\s+)?(?:את\s+)?"
    rf"(?P<q>ה?-?\s?[^\s].{{1,80}}?)\s+ש(?:שמרתי|רשמתי|כתבתי|שלחתי\s+לך|נתתי\s+לך|ביקשתי\s+שתשמרי|ביקשתי\s+שתשמור)"
    rf"(?![{_HE}])(?P<rest>.{{0,40}})$")
_FIND_SAVED_EN = re.compile(
    r"^(?:(?:can|could)\s+(?:you|u)\s+)?(?:find|search\s+for|look\s+for|look\s+up|pull\s+up|dig\s+up|get)\s+(?:me\s+)?"
    r"(?P<q>(?:the|that|my)\s+.{1,80}?)\s+(?:that\s+|which\s+)?i\s+(?:saved|wrote\s+down|noted|kept|stored|sent\s+you"
    r"|gave\s+you|asked\s+you\s+to\s+(?:save|keep))\b(?P<rest>.{0,40})$", re.IGNORECASE)
# Papers of the mail, said with "saved" ("the invoice I saved"), are still looked for there.
_MAILED = re.compile(r"\b(?:invoice|receipt|attachment|pdf|document|file|photo|picture)s?\b"
                     rf"|(?<![{_HE}])(?:חשבונית|קבלה|קובץ|מסמך|תמונה|צילום|צרופה)(?![{_HE}])", re.IGNORECASE)


def _find_saved(text: str) -> Intent | None:
    m = _FIND_SAVED_HE.match(text) or _FIND_SAVED_EN.match(text)
    if m is None or _others(m.group("q")) or _MAILED.search(m.group("q")) or "?" in m.group("rest"):
        return None
    found = _search(m.group("q"))
    found.confidence = SAVED_SEARCH
    return found


# ---------------------------------------------------------------- who did a job at someone's family event

_EVENT_EN = (r"(?:bris|brit(?:\s+milah)?|bar\s+mitzvah|bat\s+mitzvah|bas\s+mitzvah|wedding|engagement(?:\s+party)?"
             r"|l'?chaim|vort|upsherin|kiddush|sheva\s+brachos|sheva\s+brachot|simcha|birthday(?:\s+party)?|party"
             r"|shower|baby\s+shower|christening|graduation|funeral|shiva|henna)")
_EVENT_HE = (r"(?:ברית(?:\s+מילה)?|בר\s+מצו?ו?ה|בת\s+מצו?ו?ה|חתונה|אירוסין|מסיבת\s+אירוסין|חינה|שבע\s+ברכות|קידוש|חלאקה"
             r"|תספורת|יום\s+(?:ה)?הולדת|מסיבה|מסיבת\s+\S+|זבד\s+הבת|בריתה|שבעה|לוויה|הלוויה)")
_ROLE_AT_EN = re.compile(
    r"^who\s+(?:was|is|did)\s+(?P<q>the\s+[\w'-]+(?:\s+[\w'-]+)?\s+(?:for|at)\s+(?-i:[A-Z][a-z]+)(?:'s|s')\s+"
    rf"{_EVENT_EN})(?:\s+again)?\s*\??$", re.IGNORECASE)
_ROLE_AT_HE = re.compile(
    rf"^מי\s+(?:היה|הייתה|היתה|היו)\s+(?P<q>ה[{_HE}'\"-]+(?:\s+ה?[{_HE}'\"-]+)?\s+(?:ב|של\s+ה|ל)(?:{_EVENT_HE})\s+"
    rf"של\s+(?!ה)[{_HE}]{{2,}})(?:\s+שוב)?\s*\??$")


# ---------------------------------------------------------------- which thing someone loved

_LIKED_EN = (r"(?:went\s+(?:crazy|nuts|wild|bananas)\s+(?:about|over|for)|was\s+(?:crazy|nuts|mad|obsessed)\s+(?:about"
             r"|with|over)|raved\s+about|loved|liked|adored|couldn'?t\s+stop\s+(?:talking\s+about|drinking|eating)"
             r"|recommended|served|poured|opened|brought)")
_WHICH_LIKED_EN = re.compile(
    r"^(?:which|what)\s+(?P<what>[\w'-]+(?:\s+[\w'-]+)?)\s+(?:was\s+it|is\s+it|was\s+that)\s+(?:that\s+)?"
    rf"(?P<who>(?-i:[A-Z][a-z]+)|my\s+[a-z]+|our\s+[a-z]+)\s+{_LIKED_EN}\b(?P<rest>[^?]{{0,40}})\??\s*$"
    r"|^(?:which|what)\s+(?P<what2>[\w'-]+(?:\s+[\w'-]+)?)\s+did\s+(?P<who2>(?-i:[A-Z][a-z]+)|my\s+[a-z]+|our\s+[a-z]+)"
    r"\s+(?:go\s+(?:crazy|nuts|wild)\s+(?:about|over|for)|rave\s+about|love|like|adore|recommend|serve|pour|open"
    r"|bring)\b(?P<rest2>[^?]{0,40})\??\s*$", re.IGNORECASE)
_LIKED_HE = (r"(?:השתגע|השתגעה|השתגעו|התלהב|התלהבה|התלהבו|אהב|אהבה|אהבו|המליץ|המליצה|המליצו|הגיש|הגישה|הגישו|פתח|פתחה"
             r"|הביא|הביאה|הביאו|מת|מתה|התאהב|התאהבה)")
_WHICH_LIKED_HE = re.compile(
    rf"^(?:איזה|איזו|מה)\s+(?P<what>[{_HE}'\"-]+)\s+(?:זה\s+)?(?:היה|הייתה|היתה)\s+ש(?P<who>(?!ה)[{_HE}]{{2,}})\s+"
    rf"(?:כל\s+כך\s+|ממש\s+)?{_LIKED_HE}(?![{_HE}])(?P<rest>[^?]{{0,40}})\??\s*$")
# Whose liking is asked: a plain name, not "people" or a famous "the king".
_NOT_A_NAME = re.compile(r"^(?:The|This|That|It|He|She|They|Everyone|People|Nobody|God|Jesus|Moses|David|King|Queen"
                         r"|President)$")


def _which_liked(text: str) -> Intent | None:
    m = _WHICH_LIKED_EN.match(text) or _WHICH_LIKED_HE.match(text)
    if m is None:
        return None
    groups = m.groupdict()
    who = groups.get("who") or groups.get("who2") or ""
    what = groups.get("what") or groups.get("what2") or ""
    if _NOT_A_NAME.match(who) or _others(text):
        return None
    return _search(f"{who} {what}")


# ---------------------------------------------------------------- sizes of a person's shoes and clothes

_WEAR_EN = r"(?:shoes?|sneakers|boots|pants|trousers|jeans|shirt|t-?shirt|dress|ring|bra|coat|jacket|clothes|socks)"
_SIZE_EN = re.compile(
    rf"^what\s+(?:size\s+(?:of\s+)?)?(?P<w>{_WEAR_EN})?\s*(?:size\s+)?(?:does|is)\s+(?P<who>(?-i:[A-Z][a-z]+)|my\s+[a-z]+"
    rf"|our\s+[a-z]+)\s+(?:wear|take|in|now)?(?:\s+(?:now|these\s+days|again))?\s*\??$", re.IGNORECASE)
_WEAR_HE = (r"(?:נעל|נעליים|נעלי\s+ספורט|מגפיים|מכנסיים|ג'ינס|חולצה|חולצות|שמלה|טבעת|חזייה|מעיל|בגדים|גרביים|בגד\s+ים)")
_SIZE_HE = re.compile(
    rf"^(?:כמה|מה|איזה|איזו)\s+(?P<q>(?:ה)?(?:מידת|מידה)\s+(?:ה)?{_WEAR_HE}\s+של\s+(?!ה)[{_HE}]{{2,}}"
    rf"|(?:ה)?מידה\s+של\s+(?!ה)[{_HE}]{{2,}}(?:\s+ב{_WEAR_HE})?)(?:\s+שוב|\s+עכשיו)?\s*\??$"
    rf"|^(?:איזה|איזו|מה)\s+מידה\s+(?P<q2>(?!ה)[{_HE}]{{2,}}\s+(?:נועלת|נועל|לובשת|לובש)(?:\s+{_WEAR_HE})?)\s*\??$")


def _size_of_someone(text: str) -> Intent | None:
    m = _SIZE_HE.match(text)
    if m:
        return _search(m.group("q") or m.group("q2"))
    m = _SIZE_EN.match(text)
    if m and not _NOT_A_NAME.match(m.group("who")):
        return _search(" ".join(p for p in (m.group("who"), m.group("w") or "", "size") if p))
    return None


# ---------------------------------------------------------------- size or model of a thing at home

_THING_EN = (r"(?:a/?c|ac|air\s+conditioner|air\s+con|filter|(?:light\s+)?bulbs?|batter(?:y|ies)|mattress|sheets?|duvet"
             r"|curtains?|blinds|boiler|dishwasher|fridge|refrigerator|freezer|washing\s+machine|washer|dryer|oven"
             r"|stove|microwave|vacuum(?:\s+bags?)?|tires?|tyres?|wipers?|wiper\s+blades|printer|ink|cartridge|toner"
             r"|fuse|faucet|tap|shower\s*head|lamp|heater|purifier|water\s+filter|router|tv|beds?|cribs?|car\s+seat"
             r"|stroller|frame|paint|tiles?|grout|carpet|rug|sofa|couch|pillows?|pillow\s*cases?|towels?)")
_THING_HE = (r"(?:ה)?-?\s?(?:מזגן|פילטר|פילטרים|מסנן|נורה|נורות|נורת|סוללה|סוללות|מזרן|מזרון|סדין|סדינים|שמיכה"
             r"|פוך|וילון|וילונות|תריס|דוד|מדיח|מקרר|מקפיא|מכונת\s+(?:ה)?כביסה|מייבש|תנור|כיריים|מיקרו|שואב|שקיות\s+(?:ל)?שואב"
             r"|צמיג|צמיגים|מגב|מגבים|מדפסת|דיו|מחסנית|טונר|נתיך|פיוז|ברז|ראש\s+(?:ה)?מקלחת|מנורה|תנור\s+חימום|מטהר"
             r"|ראוטר|טלוויזיה|מיטה|עריסה|כיסא\s+בטיחות|עגלה|מסגרת|a/?c|ac)")
_HOME_EN = (r"\b(?:my|our)\b|\b(?:in|on|at|for)\s+(?:the\s+)?(?:bedroom|master\s+bedroom|kids'?\s+room|kitchen"
            r"|living\s+room|hallway|hall|bathroom|office|salon|basement|attic|balcony|garage|(?:[a-z]+'s)\s+room|home|house"
            r"|apartment|car|guest\s+room)\b")
_HOME_HE = (rf"(?<![{_HE}])(?:שלי|שלנו|ב(?:ה)?חדר(?:\s+(?:ה)?(?:שינה|ילדים|עבודה|של\s+[{_HE}]+))?|במטבח|בסלון|במסדרון"
            rf"|באמבטיה|בשירותים|במרפסת|במחסן|בממ\"ד|בבית|בדירה|באוטו|ברכב)(?![{_HE}])")
_SIZE_WORD_EN = r"(?:size|model|type|kind|wattage|dimensions|measurements|make|colou?r|shade|brand)"
_SIZE_WORD_HE = r"(?:גודל|מידה|מידות|דגם|סוג|הספק|וואט|מספר\s+(?:ה)?דגם)"
_HOME_SIZE_EN = re.compile(
    rf"^what(?:'s|\s+is|\s+was)?\s+(?:the\s+)?{_SIZE_WORD_EN}\s+(?:of\s+(?:the\s+)?(?P<q>.{{2,60}}?)"
    rf"|(?:(?:of\s+)?(?P<w>{_THING_EN})\s+)?(?:is|are|was|were|does|do|did)\s+(?P<q2>(?:the|my|our)\s+.{{2,60}}?)"
    r"(?:\s+(?:take|use|need|have))?)\s*\??$", re.IGNORECASE)
_HOME_SIZE_HE = re.compile(
    rf"^(?:מה|מהו|מהי|איזה|איזו|כמה)\s+(?:ה)?{_SIZE_WORD_HE}\s+(?:של\s+)?(?P<q>ה.{{2,60}}?)\s*\??$"
    rf"|^(?:איזה|איזו|מה)\s+(?:ה)?{_SIZE_WORD_HE}\s+(?P<q2>{_THING_HE}.{{0,60}}?)\s+(?:צריך|צריכה|צריכים|לוקח|לוקחת"
    r"|יש)\s+.{2,60}?\s*\??$")


def _home_thing_size(text: str) -> Intent | None:
    m = _HOME_SIZE_EN.match(text) or _HOME_SIZE_HE.match(text)
    if m is None:
        return None
    thing = m.group("q") or m.group("q2")
    things = re.findall(rf"\b{_THING_EN}\b", thing, re.IGNORECASE) + re.findall(
        rf"(?<![{_HE}]){_THING_HE}(?![{_HE}])", thing, re.IGNORECASE)
    # Theirs: a room or "my", or a part of another thing ("the filter of the AC").
    if not things or not (re.search(_HOME_EN, text, re.IGNORECASE) or re.search(_HOME_HE, text) or len(things) >= 2):
        return None
    return _search(" ".join(p for p in (thing, m.groupdict().get("w") or "") if p))


def _own_thing(text: str) -> Intent | None:
    if _others(text):
        return None
    for read in (_which_liked, _size_of_someone, _home_thing_size):
        found = read(text)
        if found is not None:
            return found
    m = _ROLE_AT_EN.match(text) or _ROLE_AT_HE.match(text)
    return _search(m.group("q")) if m else None


@grammar
def own_thing_question(ctx: RuleContext) -> Intent | None:
    text = core(ctx.text).strip()
    if len(text) > MAX_QUESTION:
        return None
    found = _asked_then_saved(text) or _find_saved(text)
    if found is not None:
        return found
    parts = question_and_remark(text)
    if parts is None:
        return _own_thing(text)
    # "כמה מידת נעל של מאיה? אני עומדת בחנות": the remark is left out of what is looked up.
    found = _own_thing(parts[0])
    if found is not None:
        found.read = parts[0]
        found.decided_by = f"grammar notes_own_things.own_thing_question; left out: {parts[1]!r}"
    return found
