"""The second brain (`second-brain`): facts, ideas and reflections to keep, find again, or forget.

Arguments follow V1's memoryOperations (DESIGN §7): operation (store | search | update | delete |
deleteAll | summarize), text, query, noteId; `kind` ("fact" / "idea" / "reflection") says which
trigger stored it. A trigger with nothing after it ("remember that", "רעיון:") is a store with
`text` missing, so Memo asks what to keep instead of offering to save the trigger itself. A message
longer than the grammars read (base.MAX_TEXT) keeps its whole text when it is a note.

Conservative on purpose. Storing needs an explicit trigger ("remember that", "note:", "תזכרי ש",
"רעיון:") or a statement of a personal fact about a known kind of thing ("my wifi password is X",
"הקוד של השער הוא 4821", "I parked on level 3"). Questions are notes only when they ask for what was
saved, or for a personal fact of those same kinds ("what's the gate code", "where did I park?"); they
sit just above `general`'s question grammar (0.72) and never touch calendar, task or list questions.

The command may come last or around the content ("btw the plumber is yossi 0524417789 save that",
"רעיון למתנה ..., תרשום"), after greetings and "btw"/"רק שתדעי" (`core`); a mistyped "remember" is read as
it. Deleting one note asks first (the note a search finds may not be the one meant, and it cannot be
undone); updates are in notes_update.py. Questions
about the user's own life without a notes word are in notes_recall.py.

"remember to X" is a task, not a note: with a time ("remember to call mom at 5") it is a reminder,
built with the task grammar's own time handling; without one it is stored as a note (low confidence,
so any task grammar that learns the phrase wins). Hebrew "תזכיר לי" (remind me) stays with tasks.
"""

from __future__ import annotations

import re

from rapidfuzz.distance import OSA

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, tidy
from memo.planning.rules.general import _FEEL_EN, _FEEL_HE
from memo.planning.rules.notes_pointer import only_pointer, only_purpose
from memo.planning.rules.notes_questions import (
    EXPLICIT_SEARCH,
    FACT_QUESTION_EN,
    FACT_QUESTION_HE,
    WHERE_EN,
    WHERE_HE,
)
from memo.planning.rules.notes_trailing import (  # noqa: F401  (_OUT_OF re-exported: others import it from here)
    _NOT_BEFORE_COMMAND,
    _OUT_OF,
    _STANDING,
    _TODO_START,
    _TRAIL_EN,
    _TRAIL_HE,
    _TRAIL_LEST,
    _TRAIL_WINDOW,
    _TRAIL_WORTH,
    _runs_out,
)
from memo.planning.rules.task_nouns import shin_is_own

_POLITE = re.compile(r"^(?:(?:please|pls|plz|hey|ok|okay|memo)[,\s]+|(?:can|could|would|will) (?:you|u)(?: please)?\s+"
                     r"|(?:בבקשה|אפשר|תוכל|תוכלי)[,\s]+)*", re.IGNORECASE)
# What people put before the request itself: greetings, "btw", "k so", "quick one -", "רק שתדעי", "אחי".
# Removed before a notes grammar reads the message; none of these words ever changes what is asked (not
# "fyi:" or "memo:" with their colon, which are triggers of their own).
_LEAD_WORDS = (r"hey+|hi+|hello|yo|hiya|good\s+(?:morning|afternoon|evening)|(?:morning|evening)(?=\s*[!,.:;)]|\s*$)"
               r"|ok(?:ay)?|k|kk|so|and|also"
               r"|oh|ah|hmm+|um+|actually|btw|by\s+the\s+way|just\s+so\s+(?:you|u)\s+know|fyi(?!\s*[:-])|quick\s+(?:one|q|question)|one\s+more\s+thing|listen|memo(?!\s*-|\s*:(?!-?[()DPp]))"
               r"|(?:i\s+)?(?:just\s+)?wanted\s+to\s+ask|(?:רק\s+)?רציתי\s+לשאול"
               r"|please|pls|plz|אחי|אחותי|היי|הי|אהלן|שלום|בוקר\s+טוב|ערב\s+טוב|(?:רק|סתם)\s+שתד(?:ע|עי)"
               r"|אה|ואגב|אגב|דרך\s+אגב|תקשיב|תקשיבי|יאללה|אוקיי|אוקי|בקיצור|רגע|ממו|מותק|נשמה|בבקשה|וואלה|wall?ah?"
               r"|וגם|גם|ועוד\s+דבר|עוד\s+דבר")
_LEAD = re.compile(rf"^(?:(?:{_LEAD_WORDS})(?:[\s,.!:;\-()]|[\U0001F300-\U0001FAFF\u2600-\u27BF]|$)+"
                   r"|[:;]-?[()DP]\s*|[\U0001F300-\U0001FAFF\u2600-\u27BF]\s*)+", re.IGNORECASE)
# "remember" as it is mistyped ("remmber", "rememberr", "remeber", "rememebr"): a word starting "r" within
# two edits of it, other than its real forms.
_R_WORD = re.compile(r"(?<![\w'])r[a-z]{4,9}(?![\w'])", re.IGNORECASE)
_REMEMBER_FORMS = frozenset({"remember", "remembers", "remembered", "remembering", "reminder", "reminders", "remind",
                             "reminded", "reminds", "renumber", "rubber"})


def _remember_slip(m: re.Match[str]) -> str:
    word = m.group(0).casefold()
    if word in _REMEMBER_FORMS or not word.startswith(("re", "rm", "ri")):
        return m.group(0)
    return "remember" if OSA.distance(word, "remember", score_cutoff=2) <= 2 else m.group(0)


# "about" shortened ("what did i save abt the car"); politeness at the end ("forget the parking note pls"): neither
# is part of what to find or keep.
_ABT = re.compile(r"(?<![\w'])abt(?![\w'])", re.IGNORECASE)
_POLITE_END = re.compile(r"(?:[\s,]+(?:please|pls|plz|thanks|thx|ty|בבקשה|תודה))+\s*[.!]*$", re.IGNORECASE)
# "remember" shortened as in a text message: "rmbr that", "pls rmber this".
_RMBR = re.compile(r"(?<![\w'])(?:rmbr|rmber|rmmbr|rembr|remembr)(?![\w'])", re.IGNORECASE)


# "תגידי, מה ...", "tell me, where ...", "תגיד לי מתי ...": "say" before a question only opens it.
_SAY = re.compile(r"^(?:(?:תגיד|תגידי|תגידו|tell\s+me|say)\s*,\s*|(?:תגיד|תגידי|תגידו)(?:\s+לי)?\s+(?=(?:מה|מי|איפה|מתי"
                  r"|כמה|איזה|איזו|באיזה|באיזו|היכן)(?![\u05D0-\u05EA])))", re.IGNORECASE)


# How the user feels, said in a sentence of its own before the request: "i'm exhausted. the gate code changed to 4411",
# "אני גמורה, הקוד של השער השתנה ל4411". Not part of any note.
_FEELING_FIRST = re.compile(rf"^(?:(?:i'?m|im|i\s+am|so|ugh|אני)\s+)?(?:(?:so|really|totally|כל\s+כך|ממש|כזאת|כזה)\s+)?"
                            rf"(?:{_FEEL_EN}|{_FEEL_HE})\s*[.,!;]+\s+(?=\S)", re.IGNORECASE)


def core(text: str) -> str:
    """The request without what comes before it (greetings, "btw", "k so", "תגידי,", "i'm exhausted."), politeness,
    and with a mistyped "remember" put right: what every notes grammar reads."""
    text = _SAY.sub("", _FEELING_FIRST.sub("", _LEAD.sub("", text).strip())).strip()
    text = _POLITE_END.sub("", _POLITE.sub("", text).strip())
    return _R_WORD.sub(_remember_slip, _RMBR.sub("remember", _ABT.sub("about", text)))

# Kinds of personal facts people ask a secretary to keep. STRONG ones are facts anywhere in a phrase;
# WEAK ones only at its end or with "my" ("the address of the museum" is a general question).
_STRONG_EN = (r"password|passcode|pw|pwd|pin|pin code|code|combination|wi-?fi(?: pass)?|username|user name"
              r"|login|locker|iban|parking(?: spot| space| place)?|license plate|plate number|phone number"
              r"|passport number|id number|account number|policy number|flight number|confirmation number"
              r"|booking number|reference number|booking reference|booking ref|reservation number|confirmation code"
              r"|case number|file number|customer number|membership number|member number"
              # the user's own utility meters: "the electricity meter number at herzl"
              r"|meter number|meter reading|(?:electricity|electric|water|gas|power)\s+meter")
_WEAK_EN = (r"number|address|email|e-mail|id|spot|seat|room|desk|size|shoe size|birthday|anniversary|floor|level"
            r"|apartment|extension|account|passport|blood type|gate|safe|alarm|key|keys|car|bike|glasses|wallet")
_HE_FACT = (r"קוד|קודן|סיסמה|סיסמא|סיסמת|פין|מספר|מס'|טלפון|פלאפון|נייד"
            r"|כתובת|חניה|חנייה|לוקר|ארונית|תעודת זהות|ת\"ז|שם המשתמש|שם משתמש"
            r"|וייפיי|ויי-פיי|ויפי|wifi|מידה|מידת|יום ההולדת|יום הולדת|קומה|דירה|שלוחה|אינטרקום|דרכון|חשבון|לוחית"
            r"|מונה|מוני|שעון\s+ה?(?:מים|חשמל|גז)")
_EVENTS = re.compile(r"\b(?:meeting|appointment|event|call|class|lesson|party|dinner|lunch|flight|trip|interview|"
                     r"shift|schedule|calendar|tasks?|reminders?|lists?)\b|פגיש|אירוע|שיעור|מסיבה|ארוחת|טיסה|משימ|תזכור|רשימ"
                     r"|יומן", re.IGNORECASE)
_NOT_A_VALUE = re.compile(r"^(?:now\s+|still\s+|again\s+)?(?:not|so|too|very|really|broken|dead|down|off|out|gone|lost"
                          r"|missing|wrong|fine|ok|okay"
                          r"|great|bad|good|working|slow|full|empty|late|here|there|expired|locked|new|changed"
                          r"|different)\b", re.IGNORECASE)
_STRONG_RE = re.compile(rf"\b(?:{_STRONG_EN})\b", re.IGNORECASE)
_WEAK_END = re.compile(rf"\b(?:{_STRONG_EN}|{_WEAK_EN})$", re.IGNORECASE)
_HE_RE = re.compile(r"[\u0590-\u05FF]")
# A Hebrew sentence may name the thing in English, with or without a hyphen: "ה-wifi password", "הpin של הכרטיס".
# The prefix may stand apart from the English word: "מה ה password של הwifi".
_HE_FACT_RE = re.compile(rf"(?:^|\s|ה|ל|ב)(?:-|\s(?=[a-z]))?(?:{_HE_FACT}|(?:{_STRONG_EN})(?![a-z]))", re.IGNORECASE)


def _is_fact_key(key: str) -> bool:
    """"wifi password", "dana's phone number", "my locker", "code for the gate": a kind of thing people keep."""
    key = key.strip()
    if _EVENTS.search(key):
        return False
    mine = re.match(r"(?:my|our|\w+'s)\s", key, re.IGNORECASE)
    return bool(_STRONG_RE.search(key) or _WEAK_END.search(key) or (mine and re.search(
        rf"\b(?:{_WEAK_EN})\b", key, re.IGNORECASE)) or _HE_FACT_RE.match(key))


# A second request after the fact ("... and remind me tomorrow to call dana", "... ותוסיפי חלב"): not part of a note.
_AND_REQUEST = re.compile(r"\b(?:and|also|then|plus|&)\s+(?:(?:pls|please|also)\s+)?(?:remind\s+me|add|put|schedule"
                          r"|book|send|set\s+an?)\s|(?<![\u05D0-\u05EA])ו(?:גם\s+)?(?:תזכיר|תזכירי|תוסיף|תוסיפי|תקבע|תקבעי"
                          r"|תשלח|תשלחי)(?![\u05D0-\u05EA])", re.IGNORECASE)


def _store(text: str, kind: str, confidence: float = 0.92) -> Intent | None:
    """A note to keep. An explicit trigger ("תרשמי בפתקים ש...") outranks the calendar's reading of "write
    X down" as an event (0.9): the trigger names the notes. With a second request in it, below the floor (0.5):
    half of the message would be lost in the note."""
    text = tidy(text)
    if not text or only_pointer(text) or only_purpose(text):  # "remember that thing": said before, not here
        return Intent("second-brain", "store", {"operation": "store", "text": "", "kind": kind}, 0.85,
                      missing=["noteText"], entity="note")
    return Intent("second-brain", "store", {"operation": "store", "text": text, "kind": kind},
                  0.5 if _AND_REQUEST.search(text) else confidence, entity="note")


# ---------------------------------------------------------------- store

_KIND = {"idea": "idea", "ideas": "idea", "רעיון": "idea", "thought": "reflection", "reflection": "reflection",
         "journal": "reflection", "מחשבה": "reflection", "הרהור": "reflection"}
_STORE = (  # (pattern, kind); group "x" is what to keep, group "k" (if any) names the kind
    # A Hebrew "that" may be glued to the fact after an English verb: "remember שמאיה אלרגית לשומשום", and before a
    # word in Latin letters with the hyphen Hebrew puts there, or none: "remember ש-omer's birthday is in may".
    (r"(?:remember|memori[sz]e|don'?t forget|(?:keep|bear)\s+in\s+mind)\s*(?:that\b|ש\s|ש(?=[\u05D0-\u05EA])"
     r"|ש[-\u05BE]\s*(?=\S)|ש(?=[A-Za-z0-9])"
     r"|this\s*[:\-]"
     r"|:|-)\s*(?P<x>.+)", "fact"),
    # What someone said, to keep in mind: "keep in mind the garage guy said the timing belt needs replacing at 120k".
    # Not what they said to do ("remember the dentist said to call back"): that is a to-do.
    (r"(?:remember|(?:keep|bear)\s+in\s+mind|don'?t forget)\s+(?P<x>(?!(?:what|who|where|when|how|why|which)\b)"
     r"(?:(?:the|my|our)\s+)?[\w'-]+(?:\s+[\w'-]+){0,3}?\s+(?:said|says|told\s+(?:me|us)|mentioned|explained|agreed|confirmed|approved|decided|promised"
     r"|warned(?:\s+(?:me|us))?)(?:\s+that)?\s+(?!to\b).+)", "fact"),
    # "remember my passport expires in june", "remember dana doesn't eat gluten": a fact with a verb of state (not a
    # to-do: "remember the kids need to be picked up" is a reminder's).
    (r"remember\s+(?P<x>(?:my|the|our|\w+'s)\s+.+?\s+(?:is|are|was|were|expires?|renews?|ends?|likes?|loves?|hates?"
     r"|prefers?|eats?|doesn'?t|does\s+not|can'?t|cannot|lives?|wears?|drinks?)\s+.+)", "fact"),
    # "remember dana is allergic to peanuts", "remember omer hates onions": someone named, and a lasting state.
    (r"remember\s+(?P<x>(?!(?:this|that|it|tomorrow|today|tonight|to|when|where|what|how|why|who|me|i|you|u|we|he|she"
     r"|they)\b)[a-z]+\s+(?:is\s+(?:allergic|vegan|vegetarian|gluten[\s-]free|lactose[\s-]intolerant|kosher)|likes|loves"
     r"|hates|prefers|doesn'?t\s+(?:eat|drink|like)|can'?t\s+(?:eat|drink|have)|wears|drinks|lives\s+in)\s+.+)",
     "fact"),
    (r"(?:save|store|keep|note(?:\s+down)?|jot(?:\s+down)?|write(?:\s+it)?\s+down|put\s+down|record)"
     r"(?:\s+(?:this|that|the following|a|an|my))?(?:\s+(?:new\s+)?(?P<k>idea|thought|note|fact|reflection|רעיון"
     r"|מחשבה|פתק))?"
     r"(?:\s+(?:aside|for\s+later|for\s+me))?"
     r"(?:\s+(?:to|in)\s+(?:my\s+)?(?:notes|memory|second brain))?\s*(?::|-|\bthat\b)\s*(?P<x>.+)", "fact"),
    # "jot down idea for a podcast about parenting", "תרשמי רעיון למתנה לאמא - ספר בישול": an idea named by what it is
    # for, kept whole.
    (r"(?:save|store|keep|note(?:\s+down)?|jot(?:\s+down)?|write(?:\s+down)?|add|take)\s+(?:(?:this|that|a|an|my|new"
     r"|quick)\s+)*(?P<x>(?P<k>idea|thought)s?\s+(?:for|about|on)\s+.+)", "idea"),
    (r"(?:תרשום|תרשמי|רשום|רשמי|תשמור|תשמרי|שמור|שמרי|תכתוב|תכתבי)\s+(?:לי\s+)?(?P<x>(?P<k>רעיון)\s+(?:ל|על)\S.+)",
     "idea"),
    (r"(?:take|make|add|create|new)\s+(?:a\s+)?(?:quick\s+)?(?:note|memo)\s*(?::|-|\bthat\b|\bsaying\b)?\s*(?P<x>.+)",
     "fact"),
    (r"(?:note to self|note|memo|fact|fyi|for the record"
     r"|(?:(?:a\s+)?note\s+)?for\s+(?:the|our|my)\s+(?:minutes|protocol|records?|file))\s*(?::|-)\s*(?P<x>.+)"
     r"|(?:note\s+to\s+(?:self|myself)|(?:הערה|פתק)\s+לעצמי)\s*,?\s+(?P<x2>.+)", "fact"),
    (r"(?:here'?s\s+an?\s+|new\s+|an?\s+)?(?P<k>idea)\b\s*(?::|-)\s*(?P<x>.+)"
     r"|i\s+(?:have|had|got)\s+an?\s+(?:new\s+)?(?P<k2>idea)\b\s*(?::|-|,)?\s*(?P<x2>.+)", "idea"),
    (r"(?:i\s+(?:have|had)\s+a\s+)?(?P<k>thought|reflection|journal)\s*(?::|-)\s*(?P<x>.+)|(?:dear diary|today i "
     r"learned|til)\s*[,:-]?\s*(?P<x2>.+)", "reflection"),
    # Hebrew: "remember that" (not "remind me", which is a reminder), "save", "write down", "idea:".
    (r"(?:ש?תזכרי|ש?תזכור|תזכרו|זכרי|זכור)(?:\s+(?:טוב|בבקשה))?\s*(?:ש[-\u05BE]?\s*|כי\s+|את זה\s*:?\s*|:\s*"
     r"|-\s*)(?P<x>.+)",
     "fact"),
    # A polite lead may ask for it ("אבקש שתשמור", "אשמח אם תשמרי"), and "the following details" may name what
    # comes after the colon.
    (r"(?:(?:ברשותך|בבקשה)[\s,]+)?(?:(?:אבקש|אבקשך|אני\s+מבקשת?|הייתי\s+רוצה|אשמח(?:\s+אם)?|רציתי)\s+)?"
     r"(?:ש?תשמור|ש?תשמרי|שמור|שמרי|תשמרו|לשמור)\s*(?:(?:לי|אצלך)\s+)?(?:ב(?:פתקים|זי?כרון|הערות|צד)\s*)?(?:את\s+)?"
     r"(?:ה?(?P<k>רעיון|מחשבה|פתק|מידע|פרט|idea|note|thought)(?:\s+ה?זה)?\s*|זה\s*"
     r"|ה?(?:פרטים|מידע|נתונים)(?:\s+ה?(?:באים|הבא|האלה|האלו|הבאים|הבאות))?\s*)?(?::\s*|-\s*|,\s*|ש\s*)(?P<x>.+)",
     "fact"),
    (r"(?:תרשום|תרשמי|רשום|רשמי)(?=[\s:\-])(?:\s+(?:לי|לעצמך|לך|אצלך))?\s*(?:ב(?:פתקים|הערות|צד)\s+)?(?:ש\s*|:\s*|-\s*)"
     r"(?P<x>.+)", "fact"),
    # "תרשמי לי פתק: ...", "תכתבי לי הערה - ...": the noun says it is a note ("תכתבי לי שיר" is not).
    (r"(?:תרשום|תרשמי|רשום|רשמי|תכתוב|תכתבי|כתוב|כתבי|תעשה|תעשי|תוסיף|תוסיפי)\s+(?:לי\s+)?(?:ה)?(?:פתק|הערה)"
     r"(?:\s+חדש(?:ה)?)?\s*(?::\s*|-\s*|ש\s*|\s)(?P<x>.+)", "fact"),
    # "רשום רעיון: ...", "תכתבי לי מחשבה - ...": the idea after a colon or a dash.
    (r"(?:תרשום|תרשמי|רשום|רשמי|תכתוב|תכתבי|כתוב|כתבי|תוסיף|תוסיפי)\s+(?:לי\s+)?(?:ה)?(?P<k>רעיון|מחשבה)"
     r"(?:\s+חדש(?:ה)?)?\s*(?::|-)\s*(?P<x>.+)", "fact"),
    (r"(?:יש לי\s+|עלה לי\s+)?(?P<k>רעיון|מחשבה|הרהור|פתק|הערה|לזכור|לידיעתך|לפרוטוקול"
     r"|(?:הערה\s+)?לסיכום\s+(?:ה)?(?:ישיבה|פגישה|דיון))(?:\s+חדש)?\s*(?::|-)\s*(?P<x>.+)",
     "fact"),
    (r"(?:יש לי|עלה לי)\s+(?P<k>רעיון)\s+(?P<x>.+)", "idea"),
    # "שמור לי רעיון סדנת קרמיקה לילדים", "save an idea pottery class for the kids": a saving verb, "idea", and the
    # idea itself with no colon (two words at least: "save idea" alone, or "an idea" and one word, says too little).
    (r"(?:תשמור|תשמרי|שמור|שמרי|תרשום|תרשמי|רשום|רשמי|תכתוב|תכתבי)\s+(?:לי\s+)?(?:ה)?(?P<k>רעיון)\s+"
     r"(?!(?:ש|של|זה|הזה|טוב|חדש)(?![\u05D0-\u05EA]))(?P<x>\S+\s+\S.*)", "idea"),
    (r"(?:save|store|keep|jot(?:\s+down)?|note\s+down|write\s+down)\s+(?:(?:an?|this|my|new|quick)\s+)*(?P<k>idea)\s+"
     r"(?!(?:for|about|on|that|which|i|we|you|of)\b)(?P<x>\S+\s+\S.*)", "idea"),
)
_STORE_RE = [(re.compile(p, re.IGNORECASE | re.DOTALL), kind) for p, kind in _STORE]
# Only that it matters, with nothing of its own to keep: "this is super important, remember it for me", "זה ממש
# חשוב, תשמרי את זה". What "it" is was in an earlier message, so Memo asks what to keep.
_ONLY_IMPORTANT = re.compile(
    r"^(?:(?:for\s+me|בשבילי)[\s,]+)?(?:this|that|it|this\s+one|זה|זאת|הדבר\s+הזה)\s*(?:\s(?:is|'s)|'s|s)?\s+(?:(?:super|very|really|so|extremely"
    r"|mega|ממש|מאוד|סופר|נורא|כל\s+כך|באמת)\s+)*(?:important|crucial|critical|urgent|vital|key|חשוב|חשובה|קריטי"
    r"|קריטית|דחוף|דחופה)[\s!.]*$", re.IGNORECASE)
# What is left of "that's super important, remember it" once "important to remember" is read as the purpose.
_ONLY_POINTER = re.compile(r"^(?:this|that|it|this\s+one|זה|זאת)\s*(?:\s(?:is|'s)|'s|s)?(?:\s+(?:super|very|really|so"
                           r"|extremely|mega|ממש|מאוד|סופר|נורא|באמת))*[\s!.,]*$", re.IGNORECASE)

def only_importance(what: str) -> bool:
    """Whether `what`, before a command to keep it, only says that something said before matters."""
    return bool(_ONLY_IMPORTANT.match(what) or _ONLY_POINTER.match(what))


_ITEMS = re.compile(r"\s*,\s*|\s+(?:and|&)\s+|\s+ו(?=[\u05D0-\u05EA])", re.IGNORECASE)
_TRAIL_KIND = re.compile(r"^(?:(?P<idea>(?:an?\s+|new\s+)?idea|רעיון)|(?P<thought>(?:random\s+)?thought"
                         r"|(?:סתם\s+)?מחשבה))\b", re.IGNORECASE)
_SAVE_FACT = re.compile(r"(?:save|store|keep|note|תשמור|תשמרי|שמור|שמרי|תרשום|תרשמי)\s+(?:לי\s+)?(?:את\s+)?(?P<x>.+)",
                        re.IGNORECASE | re.DOTALL)
# "what's a fair way to ... when one room is bigger": a question word's "'s" is no one's fact.
_STATEMENT_EN = re.compile(r"^(?!(?:what|whats|who|where|when|why|how|which|that|it|there|here|let)'s\b)"
                           r"(?P<key>(?:my|our|the|\w+'s)\s+[\w' -]{1,40}?)\s+(?:is|are|=|was changed to|is now)\s*:?"
                           r"\s+(?P<val>.+)$", re.IGNORECASE)
_STATEMENT_HE = re.compile(r"^(?P<key>\S+(?:\s+\S+){0,4}?)\s+(?:הוא|היא|הם|הן|זה|זו|=)\s*:?\s+(?P<val>.+)$")
_PLACED = re.compile(
    r"^(?:i|we)(?:'ve| have)?\s+(?:parked|left|put|hid|placed|stashed|stored)\s+.{1,60}?\b(?:in|at|on|under|behind"
    r"|inside|next to|near|by|with)\b.+|^(?:i|we)(?:'ve| have)?\s+parked\b.+"
    # With no subject, as a note to self is typed: "parked on -2 row G", "car's parked at level 3".
    r"|^(?:(?:the|my|our)\s+)?(?:car(?:'s|\s+is)?\s+)?parked\s+(?:on|at|in|near|by|next\s+to|behind|under|outside)\s.+"
    # or the spot straight after it: "parked level 3 row F", "parked P2 section C", "parked -2"
    r"|^(?:(?:the|my|our)\s+)?(?:car(?:'s|\s+is)?\s+)?parked\s+(?:(?:level|floor|row|section|spot|zone)\s*(?:-?\d{1,3}|[a-z]\d?)\b|p-?\d|-\d).*"
    r"|^(?:ה?חניתי|החנתי|חנינו|החנינו)\s+.+|^(?:שמתי|השארתי|החבאתי|הנחתי|שמנו|השארנו)\s+את\s+.+?\s+(?:ב|מתחת|ליד|על|אצל|מאחורי)",
    re.IGNORECASE)


# Where the car is, even with a time in it ("parked at 8 on level 3"): a place to find again.
_PARKED = re.compile(r"(?:i|we)\S*\s+parked|(?:(?:the|my|our)\s+)?(?:car\S*\s+(?:is\s+)?)?parked|ה?חני|החנ",
                     re.IGNORECASE)


_EMPTY_TRIGGER = re.compile(  # a trigger word and nothing to keep: verbs with "that/this" or ":", nouns with ":"
    r"^(?:(?:remember|memori[sz]e|don'?t forget)(?:\s+(?:that|this)\s*:?|\s*:)|(?:save|store|keep|note down|jot down"
    r"|write down)\s+(?:this|that|the following)\s*:?|take a note\s*:?|(?:note to self|note|memo|fact|idea|thought"
    r"|new note)\s*:|(?:ש?תזכרי|ש?תזכור|תזכרו|זכרי|זכור)(?:\s+(?:ש|את זה)\s*:?|\s*:)|(?:תשמור|תשמרי|שמור|שמרי)\s+"
    r"(?:לי\s+)?את זה\s*:?|(?:תרשום|תרשמי|רשום|רשמי)(?:\s+לי)?(?:\s+ש|\s*:)|(?:רעיון|מחשבה|פתק|הערה)\s*:)\s*$",
    re.IGNORECASE)


def _whole(ctx: RuleContext, text: str, what: str) -> str:
    """`what` with the rest of a message the grammars did not read (longer than MAX_TEXT) put back."""
    if not ctx.rest or not text.endswith(what):
        return what
    return what + ctx.rest


@grammar
def store_note(ctx: RuleContext) -> Intent | None:
    text = core(ctx.text)
    if _EMPTY_TRIGGER.match(text):
        return _store("", "fact")  # "remember that" and nothing else: ask what to keep
    if re.search(r"\blist\b|רשימ", text, re.IGNORECASE):
        return None  # "write down milk on the shopping list" is a list item
    for pattern, kind in _STORE_RE:
        m = pattern.match(text)
        if m:
            groups = m.groupdict()
            what = groups.get("x") or groups.get("x2") or ""
            if text[:m.start("x" if groups.get("x") else "x2")].endswith("ש"):
                if len(what.split()) < 2:
                    continue  # a Hebrew "ש" glued to one word is more likely part of the word than "that"
                if shin_is_own("ש" + what):
                    what = "ש" + what  # "תרשמי שחר אוהב פיצה": the name's own letter, kept whole
            if re.match(r"(?:is|was|are|were|isn'?t|wasn'?t)\b", what, re.IGNORECASE):
                continue  # "remember that is wrong": "that" is the subject, not the start of a fact
            k = (groups.get("k") or groups.get("k2") or "").lower()
            if only_importance(what):  # "תזכרי את זה בשבילי זה חשוב": what "it" is was said before
                return _store("", "fact")
            # "idea: ... . save this idea": the command said again at the end is no part of the note
            said_again = _TRAIL_EN.search(what, max(0, len(what) - _TRAIL_WINDOW))
            if said_again and len(what[:said_again.start()].split()) >= 2 and not said_again.group("under"):
                what = what[:said_again.start()]
            return _store(_whole(ctx, text, what), _KIND.get(k, kind))
    remember_to = re.match(r"(?:remember|don'?t forget)\s+to\s+(?P<x>.+)|(?:תזכור|תזכרי|אל תשכח|אל תשכחי)\s+"
                           r"(?P<x_he>ל\S.+)", text, re.IGNORECASE)
    if remember_to:
        from memo.planning.rules.notes_told import remember_to as _remember_to

        return _remember_to(ctx, remember_to)
    trailing = _trailing_store(ctx, text)
    if trailing is not None:
        return trailing
    m = _SAVE_FACT.match(text)
    if m and _is_fact_key(" ".join(m.group("x").split()[:5])):
        return _store(m.group("x"), "fact", 0.85)
    m = _STATEMENT_EN.match(text) or _STATEMENT_HE.match(text)
    if m and _is_fact_key(m.group("key")) and not _NOT_A_VALUE.match(m.group("val")) and not text.endswith("?"):
        return _store(_whole(ctx, text, text), "fact", 0.8)
    placed = _PLACED.match(text)
    if placed and not text.endswith("?") and (ctx.time is None or _PARKED.match(text)):
        return _store(text, "fact", 0.8)
    return None


def _trailing_store(ctx: RuleContext, text: str) -> Intent | None:
    """"btw the plumber is yossi 0524417789 save that", "רעיון למתנה ... , תרשום": the command comes last."""
    window = max(0, len(text) - _TRAIL_WINDOW)  # the command is short: never scan a long note for it
    m = _TRAIL_EN.search(text, window) or _TRAIL_HE.search(text, window)
    worth = m is None and _TRAIL_WORTH.search(text, window)
    if worth:
        m = worth
    lest = m is None and _TRAIL_LEST.search(text, window)
    if lest:
        m = worth = lest
    if m is None:
        return None
    what = tidy(re.sub(r"[\s,]+(?:btw|fyi|lol|haha+|אגב|חח+)$", "", text[:m.start()], flags=re.IGNORECASE))
    if only_importance(what):
        return _store("", "fact")  # "this is super important, remember it": ask what to keep
    if (under := m.groupdict().get("under")) and under.casefold() not in what.casefold():  # "save it under yoav"
        what = f"{under}: {what}"
    if lest and not (_STRONG_RE.search(what) or _HE_FACT_RE.search(what) or _WEAK_END.search(what.split(" ")[0])):
        return None  # "pay the bill so i don't forget": a to-do, the reminders'

    if not what or _NOT_BEFORE_COMMAND.search(what) or _TODO_START.match(what) or _runs_out(what):
        return None
    if len(what.split()) < 2 and not re.search(r"\d", what):
        return None  # "it, save" / "זה תרשום": nothing of its own to keep
    if worth and _EVENTS.search(what):
        return None  # "the meeting moved, worth remembering": news of an event, the calendar's
    when = ctx.time
    if when is not None and (when.when is not None and when.date_only is None and not when.all_day
                             or _EVENTS.search(what)) and not (_STANDING.search(what) and not _EVENTS.search(what)):
        return None  # "dentist tuesday at 10, save it", "dinner friday, save it": an event or a reminder
    kind = _TRAIL_KIND.match(what)
    parts = [p for p in _ITEMS.split(what) if p.strip()]
    if not kind and len(parts) > 1 and all(len(p.split()) <= 2 for p in parts) and not re.search(r"\d", what):
        return None  # "milk and eggs, write it down": items for a list more likely than a note
    # "so i don't forget" after a kept detail: above a reminder's reading of "don't forget" (0.92), which has no task
    # "save this idea": the command names the kind as well as a lead would
    named = re.search(r"\b(?:(?P<idea>idea)|thought)\b", m.group(0), re.IGNORECASE)
    idea = bool(kind.group("idea") if kind else named and named.group("idea"))
    return _store(what, "idea" if idea else "reflection" if kind or named else "fact", 0.93 if lest else 0.9)


# ---------------------------------------------------------------- search

# The shapes of a question about the notes are in notes_questions.py.

def _keywords(text: str) -> str:
    """The question's key words: what a note search matches on."""
    text = re.sub(r"^(?:(?:the|my|our|a|an|of|about|that|what|את|על|מה)\s+)+|\s+(?:again|שוב)$|[?!.]+$", "",
                  text.strip(), flags=re.IGNORECASE)
    return re.sub(r"(?<![\u05D0-\u05EA])ה[-\s]?(?=[A-Za-z])", "", text).strip()  # "ה-wifi", "ה wifi": "wifi"


def _search(query: str, confidence: float) -> Intent:
    q = _keywords(query)  # nothing left ("what did i tell you"): nothing named to look for, asked
    return Intent("second-brain", "search", {"operation": "search", "query": q}, confidence,
                  missing=[] if q else ["query"], intent_type="operation", entity="note")


@grammar
def search_notes(ctx: RuleContext) -> Intent | None:
    text = core(ctx.text)
    from memo.planning.rules.notes_recall import asks_after, question_and_remark

    parts = question_and_remark(text)
    if parts is None and asks_after(text):
        return None  # "מה הקוד של האזעקה, ותשלחי אותו לדנה": a request follows the question
    if parts is not None and parts[1] and not re.search(r"\?", parts[0]):
        # "מה הקוד של השער, שלחתי שליח": the question is read without the remark after it, a little surer than a
        # bare question, so that the remark is not read as a request of its own ("I sent" as a task done).
        found = _search_question(parts[0])
        if found is not None:
            found.confidence, found.read = QUESTION_AND_REMARK, parts[0]
            found.decided_by = f"grammar notes.search_notes; left out: {parts[1]!r}"
            return found
    return _search_question(text)


QUESTION_AND_REMARK = 0.8


def _search_question(text: str) -> Intent | None:
    # "list my notes": "list" the verb is a search; "list" anywhere else names a (shopping, ...) list. A question
    # with more after its "?" ("what's my gate code? also add milk") holds a second request.
    if re.search(r"(?<!^)\blist\b|רשימ|\?\s*\S", text, re.IGNORECASE):
        return None
    for pattern in EXPLICIT_SEARCH:
        m = pattern.match(text)
        if m:
            return _search(m.group("q"), 0.85)
    m = WHERE_EN.match(text) or WHERE_HE.match(text)
    if m:
        groups = {k: v for k, v in m.groupdict().items() if v}
        verb = groups.get("verb", "")
        if re.match(r"park|ה?חני|החנ", verb, re.IGNORECASE) or ("q" not in groups and "q2" not in groups
                                                                   and "q3" not in groups):
            parked = "parking" if re.match(r"[a-z]", text, re.IGNORECASE) else "חניה"
            return _search(" ".join(p for p in (parked, _keywords(groups.get("q", ""))) if p), 0.78)
        q = groups.get("q") or groups.get("q2") or groups.get("q3") or ""
        if _EVENTS.search(q):
            return None  # "where is my meeting" is a calendar question
        return _search(q, 0.78)
    m = FACT_QUESTION_EN.match(text)
    if m and _is_fact_key(m.group("key")):
        return _search(m.group("key"), 0.78)
    m = FACT_QUESTION_HE.match(text)
    if m and _HE_FACT_RE.match(m.group("key")) and not _EVENTS.search(m.group("key")):
        return _search(m.group("key"), 0.78)
    return None


# The words that name a note (notes_delete.py, notes_recall.py).
_NOTE_NOUN = r"(?:notes?|ideas?|memos?|facts?|thoughts?|memory|second brain)"
