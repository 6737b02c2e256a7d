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

"remember to X" is a task, not a note: with a time ("remember to call mom at 5") it is a reminder,
built with the task grammar's own time handling; without one it is stored as a note (low confidence,
so any task grammar that learns the phrase wins). Hebrew "תזכיר לי" (remind me) stays with tasks.
"""

from __future__ import annotations

import re
from typing import Any

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, tidy

_POLITE = re.compile(r"^(?:(?:please|pls|hey|ok|okay|memo)[,\s]+|(?:can|could|would|will) you(?: please)?\s+"
                     r"|(?:בבקשה|אפשר|תוכל|תוכלי)[,\s]+)*", re.IGNORECASE)

# Kinds of personal facts people ask a secretary to keep. STRONG ones are facts anywhere in a phrase;
# WEAK ones only at its end or with "my" ("the address of the museum" is a general question).
_STRONG_EN = (r"password|passcode|pin|pin code|code|combination|wi-?fi|username|user name|login|locker|iban"
              r"|parking(?: spot| space| place)?|license plate|plate number|phone number|passport number|id number"
              r"|account number|policy number|flight number|confirmation number|booking number|reference number")
_WEAK_EN = (r"number|address|email|e-mail|id|spot|seat|room|desk|size|shoe size|birthday|anniversary|floor|level"
            r"|apartment|extension|account|passport|blood type|gate|safe|alarm|key|keys|car|bike|glasses|wallet")
_HE_FACT = (r"קוד|קודן|סיסמה|סיסמא|סיסמת|פין|מספר|מס'|כתובת|חניה|חנייה|לוקר|ארונית|תעודת זהות|ת\"ז|שם המשתמש|שם משתמש"
            r"|וייפיי|ויי-פיי|ויפי|wifi|מידה|מידת|יום ההולדת|יום הולדת|קומה|דירה|שלוחה|אינטרקום|דרכון|חשבון|לוחית")
_EVENTS = re.compile(r"\b(?:meeting|appointment|event|call|class|lesson|party|dinner|lunch|flight|trip|interview|"
                     r"shift|schedule|calendar|tasks?|reminders?|lists?)\b|פגיש|אירוע|שיעור|מסיבה|ארוחת|טיסה|משימ|תזכור|רשימ"
                     r"|יומן", re.IGNORECASE)
_NOT_A_VALUE = re.compile(r"^(?:not|so|too|very|really|broken|dead|down|off|out|gone|lost|missing|wrong|fine|ok|okay"
                          r"|great|bad|good|working|slow|full|empty|late|here|there|expired|locked)\b", re.IGNORECASE)
_STRONG_RE = re.compile(rf"\b(?:{_STRONG_EN})\b", re.IGNORECASE)
_WEAK_END = re.compile(rf"\b(?:{_STRONG_EN}|{_WEAK_EN})$", re.IGNORECASE)
_HE_RE = re.compile(r"[\u0590-\u05FF]")
_HE_FACT_RE = re.compile(rf"(?:^|\s|ה|ל|ב)(?:{_HE_FACT})")


def _is_fact_key(key: str) -> bool:
    """"wifi password", "dana's phone number", "my locker", "code for the gate": a kind of thing people keep."""
    key = key.strip()
    if _EVENTS.search(key):
        return False
    mine = re.match(r"(?:my|our|\w+'s)\s", key, re.IGNORECASE)
    return bool(_STRONG_RE.search(key) or _WEAK_END.search(key) or (mine and re.search(
        rf"\b(?:{_WEAK_EN})\b", key, re.IGNORECASE)) or _HE_FACT_RE.match(key))


def _store(text: str, kind: str, confidence: float = 0.9) -> Intent | None:
    text = tidy(text)
    if not text:
        return Intent("second-brain", "store", {"operation": "store", "text": "", "kind": kind}, 0.85,
                      missing=["noteText"], entity="note")
    return Intent("second-brain", "store", {"operation": "store", "text": text, "kind": kind}, confidence,
                  entity="note")


# ---------------------------------------------------------------- store

_KIND = {"idea": "idea", "ideas": "idea", "רעיון": "idea", "thought": "reflection", "reflection": "reflection",
         "journal": "reflection", "מחשבה": "reflection", "הרהור": "reflection"}
_STORE = (  # (pattern, kind); group "x" is what to keep, group "k" (if any) names the kind
    (r"(?:remember|memori[sz]e|don'?t forget)\s*(?:that\b|this\s*:?|:|-)\s*(?P<x>.+)", "fact"),
    (r"remember\s+(?P<x>(?:my|the|our|\w+'s)\s+.+?\s+(?:is|are)\s+.+)", "fact"),
    (r"(?:save|store|keep|note(?:\s+down)?|jot(?:\s+down)?|write(?:\s+it)?\s+down|put\s+down|record)"
     r"(?:\s+(?:this|that|the following|a|an|my))?(?:\s+(?:new\s+)?(?P<k>idea|thought|note|fact|reflection))?"
     r"(?:\s+(?:to|in)\s+(?:my\s+)?(?:notes|memory|second brain))?\s*(?::|-|\bthat\b)\s*(?P<x>.+)", "fact"),
    (r"(?:take|make|add|create|new)\s+(?:a\s+)?(?:quick\s+)?(?:note|memo)\s*(?::|-|\bthat\b|\bsaying\b)?\s*(?P<x>.+)",
     "fact"),
    (r"(?:note to self|note|memo|fact|fyi|for the record)\s*(?::|-)\s*(?P<x>.+)", "fact"),
    (r"(?:here'?s\s+an?\s+|new\s+|an?\s+)?(?P<k>idea)\b\s*(?::|-)\s*(?P<x>.+)"
     r"|i\s+(?:have|had|got)\s+an?\s+(?:new\s+)?(?P<k2>idea)\b\s*(?::|-|,)?\s*(?P<x2>.+)", "idea"),
    (r"(?:i\s+(?:have|had)\s+a\s+)?(?P<k>thought|reflection|journal)\s*(?::|-)\s*(?P<x>.+)|(?:dear diary|today i "
     r"learned|til)\s*[,:-]?\s*(?P<x2>.+)", "reflection"),
    # Hebrew: "remember that" (not "remind me", which is a reminder), "save", "write down", "idea:".
    (r"(?:ש?תזכרי|ש?תזכור|תזכרו|זכרי|זכור)(?:\s+(?:טוב|בבקשה))?\s*(?:ש\s*|כי\s+|את זה\s*:?\s*|:\s*|-\s*)(?P<x>.+)",
     "fact"),
    (r"(?:תשמור|תשמרי|שמור|שמרי|תשמרו|לשמור)\s*(?:לי\s+)?(?:ב(?:פתקים|זי?כרון|הערות)\s*)?(?:את\s+)?"
     r"(?:ה?(?P<k>רעיון|מחשבה|פתק|מידע|פרט)(?:\s+ה?זה)?\s*|זה\s*)?(?::\s*|-\s*|ש\s*)(?P<x>.+)", "fact"),
    (r"(?:תרשום|תרשמי|רשום|רשמי)\s+(?:לי|לעצמך|לך)?\s*(?:ב(?:פתקים|הערות)\s+)?(?:ש\s*|:\s*|-\s*)"
     r"(?P<x>.+)", "fact"),
    # "תרשמי לי פתק: ...", "תכתבי לי הערה - ...": the noun says it is a note ("תכתבי לי שיר" is not).
    (r"(?:תרשום|תרשמי|רשום|רשמי|תכתוב|תכתבי|כתוב|כתבי|תעשה|תעשי|תוסיף|תוסיפי)\s+(?:לי\s+)?(?:ה)?(?:פתק|הערה)"
     r"(?:\s+חדש(?:ה)?)?\s*(?::\s*|-\s*|ש\s*|\s)(?P<x>.+)", "fact"),
    (r"(?:יש לי\s+|עלה לי\s+)?(?P<k>רעיון|מחשבה|הרהור|פתק|הערה|לזכור|לידיעתך)(?:\s+חדש)?\s*(?::|-)\s*(?P<x>.+)",
     "fact"),
    (r"(?:יש לי|עלה לי)\s+(?P<k>רעיון)\s+(?P<x>.+)", "idea"),
)
_STORE_RE = [(re.compile(p, re.IGNORECASE | re.DOTALL), kind) for p, kind in _STORE]
_SAVE_FACT = re.compile(r"(?:save|store|keep|note|תשמור|תשמרי|שמור|שמרי|תרשום|תרשמי)\s+(?:לי\s+)?(?:את\s+)?(?P<x>.+)",
                        re.IGNORECASE | re.DOTALL)
_STATEMENT_EN = re.compile(r"^(?P<key>(?:my|our|the|\w+'s)\s+[\w' -]{1,40}?)\s+(?:is|are|=|was changed to|is now)\s*:?"
                           r"\s+(?P<val>.+)$", re.IGNORECASE)
_STATEMENT_HE = re.compile(r"^(?P<key>\S+(?:\s+\S+){0,4}?)\s+(?:הוא|היא|הם|הן|זה|זו|=)\s*:?\s+(?P<val>.+)$")
_PLACED = re.compile(
    r"^(?:i|we)(?:'ve| have)?\s+(?:parked|left|put|hid|placed|stashed|stored)\s+.{1,60}?\b(?:in|at|on|under|behind"
    r"|inside|next to|near|by|with)\b.+|^(?:i|we)(?:'ve| have)?\s+parked\b.+"
    r"|^(?:ה?חניתי|החנתי|חנינו|החנינו)\s+.+|^(?:שמתי|השארתי|החבאתי|הנחתי|שמנו|השארנו)\s+את\s+.+?\s+(?:ב|מתחת|ליד|על|אצל|מאחורי)",
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
    text = _POLITE.sub("", ctx.text).strip()
    if _EMPTY_TRIGGER.match(text):
        return _store("", "fact")  # "remember that" and nothing else: ask what to keep
    if re.search(r"\blist\b|רשימ", text, re.IGNORECASE):
        return None  # "write down milk on the shopping list" is a list item
    for pattern, kind in _STORE_RE:
        m = pattern.match(text)
        if m:
            groups = m.groupdict()
            what = groups.get("x") or groups.get("x2") or ""
            if text[:m.start("x" if groups.get("x") else "x2")].endswith("ש") and len(what.split()) < 2:
                continue  # a Hebrew "ש" glued to one word is more likely part of the word than "that"
            k = (groups.get("k") or groups.get("k2") or "").lower()
            return _store(_whole(ctx, text, what), _KIND.get(k, kind))
    remember_to = re.match(r"(?:remember|don'?t forget)\s+to\s+(?P<x>.+)|(?:תזכור|תזכרי|אל תשכח|אל תשכחי)\s+"
                           r"(?P<x_he>ל\S.+)", text, re.IGNORECASE)
    if remember_to:
        return _remember_to(ctx, remember_to)
    m = _SAVE_FACT.match(text)
    if m and _is_fact_key(" ".join(m.group("x").split()[:5])):
        return _store(m.group("x"), "fact", 0.85)
    m = _STATEMENT_EN.match(text) or _STATEMENT_HE.match(text)
    if m and _is_fact_key(m.group("key")) and not _NOT_A_VALUE.match(m.group("val")) and not text.endswith("?"):
        return _store(_whole(ctx, text, text), "fact", 0.8)
    placed = _PLACED.match(text)
    if placed and not text.endswith("?") and (ctx.time is None or re.match(r"(?:i|we)\S*\s+parked|ה?חני|החנ", text,
                                                                           re.IGNORECASE)):
        return _store(text, "fact", 0.8)
    return None


def _remember_to(ctx: RuleContext, m: re.Match[str]) -> Intent | None:
    """"remember to X": a reminder when it says when, else a note (see the module docstring)."""
    if ctx.time is not None:
        from memo.planning.rules.tasks import due_args

        what = re.sub(r"^.*?(?:remember|don'?t forget)\s+to\s+|^.*?(?:תזכור|תזכרי|אל תשכח|אל תשכחי)\s+ל", "",
                      ctx.without_time(), flags=re.IGNORECASE)
        args, missing, notes = due_args(ctx)
        return Intent("database", "create", {"operation": "create", "text": tidy(what), **args}, 0.85,
                      missing=missing, notes=notes, entity="task")
    return _store(m.group("x") or m.group("x_he"), "fact", 0.74)


# ---------------------------------------------------------------- search

_SAVED_VERBS_EN = (r"save[d]?|note[d]?|store[d]?|write down|wr[io]te down|written down|jot(?:ted)? down|tell you"
                   r"|told you|ask(?:ed)? you to (?:remember|save|keep|note)|record(?:ed)?|keep|kept")
_EXPLICIT_SEARCH = [re.compile(p, re.IGNORECASE) for p in (
    rf"^what\s+(?:did|have)\s+i\s+(?:{_SAVED_VERBS_EN})\b\s*(?:about|on|regarding|for|re)?\s*(?P<q>.*)$",
    r"^what\s+do\s+you\s+(?:remember|have(?:\s+saved)?)\s+(?:about|on|regarding|for)\s+(?P<q>.+)$",
    r"^do\s+you\s+remember\s+(?:what\s+i\s+(?:said|told you)\s+(?:about\s+)?)?(?P<q>.+)$",
    r"^(?:find|search|show|list|get|read|pull up|open|look up|look for|check|give me)\s+(?:me\s+)?(?:in\s+|through\s+)?"
    r"(?:my|the|all(?:\s+(?:of\s+)?my)?)?\s*(?:saved\s+)?(?:notes?|ideas?|thoughts?|reflections?|memos?|second brain"
    r"|memory)\b\s*(?:about|on|regarding|for|with|that mention|mentioning|re)?\s*(?P<q>.*)$",
    r"^(?:what|which)\s+(?:notes?|ideas?|thoughts?)\s+(?:do|did|have)\s+i\s+(?:have|save[d]?|got|write|written|keep)\b"
    r"\s*(?:about|on|regarding|for)?\s*(?P<q>.*)$",
    r"^do\s+i\s+have\s+(?:a|any)\s+(?:saved\s+)?(?:notes?|ideas?)\s+(?:about|on|regarding|for)\s+(?P<q>.+)$",
    r"^מה\s+(?:ש)?(?:שמרתי|רשמתי|כתבתי|אמרתי לך|סיפרתי לך|ביקשתי (?:ממך|שתזכור|שתזכרי|שתשמור|שתשמרי)(?:\s+לזכור)?)"
    r"\s*(?:על|לגבי|בנושא|בקשר ל|בעניין)?\s*(?P<q>.*)$",
    r"^(?:אתה זוכר|את זוכרת|זוכר|זוכרת)\s+(?:מה\s+|את\s+)?(?P<q>.+)$",
    r"^(?:תחפש|תחפשי|חפש|חפשי|תמצא|תמצאי|תראה|תראי|הראה|הצג|תציג|תציגי|תקרא|תקראי)\s+(?:לי\s+)?(?:את\s+)?(?:כל\s+)?"
    r"ב?ה?(?:פתקים|פתק|רעיונות|רעיון|הערות|מחשבות|זיכרונות)(?:\s+שלי)?\s*(?:על|לגבי|בנושא|עם|ש)?\s*(?P<q>.*)$",
    r"^(?:אילו|איזה|מה ה)(?:פתקים|רעיונות|הערות|מחשבות)\s+(?:יש לי|שמרתי|רשמתי)\s*(?:על|לגבי|בנושא)?\s*(?P<q>.*)$",
    r"^מה\s+(?:רשום|כתוב|שמור|שמרת|רשמת)\s+(?:לי\s+|אצלך\s+|אצלי\s+)?(?:על|לגבי|בנושא|בקשר ל)\s*(?P<q>.+)$",
)]
_FACT_QUESTION_EN = re.compile(
    r"^(?:what'?s|what\s+(?:is|was|are|were)|whats|tell me|give me|do you know|do you have)\s+(?P<key>(?:my|our|the|"
    r"\w+'s)\s+.+?)(?:\s+again)?\s*\??$", re.IGNORECASE)
_WHERE_EN = re.compile(
    r"^where\s+(?:did|have)\s+(?:i|we)\s+(?P<verb>park(?:ed)?|put|left|leave|hide|hid|stash(?:ed)?|store[d]?|keep|kept"
    r"|place[d]?)\b\s*(?P<q>.*?)\s*\??$|^where\s+(?:is|are|'s)\s+(?P<q2>(?:my|our)\s+.+?)\s*\??$"
    r"|^where'?s\s+(?P<q3>(?:my|our)\s+.+?)\s*\??$|^(?:which|what)\s+(?:floor|level|spot|row|section)\s+did\s+(?:i|we)"
    r"\s+park\b.*$", re.IGNORECASE)
_FACT_QUESTION_HE = re.compile(r"^(?:מה|מהו|מהי)\s+(?:היה\s+|הייתה\s+|היתה\s+)?(?P<key>\S+(?:\s+\S+){0,5}?)\s*\??$")
_WHERE_HE = re.compile(
    r"^(?:איפה|היכן|באיזה מקום|באיזו קומה)\s+(?P<verb>ה?חניתי|החנתי|חנינו|החנינו|שמתי|השארתי|החבאתי|הנחתי|שמנו|השארנו)"
    r"\s*(?P<q>.*?)\s*\??$|^(?:איפה|היכן)\s+(?P<q2>\S+(?:\s+\S+)?\s+שלי|ה(?:רכב|אוטו|מכונית|מפתחות|משקפיים|ארנק))\s*\??$")


def _keywords(text: str) -> str:
    """The question's key words: what a note search matches on."""
    text = re.sub(r"^(?:(?:the|my|our|a|an|of|about|that|what|את|על|מה)\s+)+|\s+(?:again|שוב)$|[?!.]+$", "",
                  text.strip(), flags=re.IGNORECASE)
    return text.strip()


def _search(query: str, confidence: float) -> Intent:
    return Intent("second-brain", "search", {"operation": "search", "query": _keywords(query)}, confidence,
                  intent_type="operation", entity="note")


@grammar
def search_notes(ctx: RuleContext) -> Intent | None:
    text = _POLITE.sub("", ctx.text).strip()
    # "list my notes": "list" the verb is a search; "list" anywhere else names a (shopping, ...) list.
    if re.search(r"(?<!^)\blist\b|רשימ", text, re.IGNORECASE):
        return None
    for pattern in _EXPLICIT_SEARCH:
        m = pattern.match(text)
        if m:
            return _search(m.group("q"), 0.85)
    m = _WHERE_EN.match(text) or _WHERE_HE.match(text)
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
    m = _FACT_QUESTION_EN.match(text)
    if m and _is_fact_key(m.group("key")):
        return _search(m.group("key"), 0.78)
    m = _FACT_QUESTION_HE.match(text)
    if m and _HE_FACT_RE.match(m.group("key")) and not _EVENTS.search(m.group("key")):
        return _search(m.group("key"), 0.78)
    return None


# ---------------------------------------------------------------- delete

_NOTE_NOUN = r"(?:notes?|ideas?|memos?|facts?|thoughts?|memory|second brain)"
_DELETE_ALL = re.compile(
    rf"^(?:delete|remove|erase|clear|wipe|forget)\s+(?:all|every|everything\s+in)\s+(?:of\s+)?(?:my|the)?\s*{_NOTE_NOUN}"
    r"|^(?:forget|wipe)\s+everything(?:\s+i\s+(?:told|saved|gave)(?:\s+you)?)?\s*[.!]?$"
    r"|^(?:מחק|תמחק|תמחקי|מחקי|תשכח|תשכחי|נקה|תנקה|תנקי)\s+(?:את\s+)?(?:כל\s+)?(?:ה)?(?:פתקים|רעיונות|הערות|זיכרונות)"
    r"(?:\s+שלי)?\s*$|^(?:תשכח|תשכחי|שכח|שכחי)\s+(?:את\s+)?(?:הכל|הכול|כל מה ש(?:אמרתי|שמרתי|רשמתי))",
    re.IGNORECASE)
_DELETE = [re.compile(p, re.IGNORECASE) for p in (
    rf"^(?:forget|delete|remove|erase|drop|clear)\s+(?:the|my|that|this)?\s*(?:saved\s+)?{_NOTE_NOUN}\s*(?:about|on"
    r"|regarding|for|with|that says|saying|re|where)?\s*(?P<q>.*)$",
    r"^forget\s+(?:that|what\s+i\s+(?:said|told you|saved|wrote|noted)(?:\s+about)?|about)\s+(?P<q>.+)$",
    r"^(?:מחק|תמחק|תמחקי|מחקי|הסר|תסיר|תסירי|תשכח|תשכחי|שכח|שכחי)\s+(?:את\s+)?ה?(?:פתק|רעיון|הערה|מידע)"
    r"(?:\s+שלי)?\s*(?:על|לגבי|בנושא|של|ש)?\s*(?P<q>.*)$",
    r"^(?:תשכח|תשכחי|שכח|שכחי)\s+(?:את\s+)?(?:מה ש(?:אמרתי|שמרתי|רשמתי|כתבתי)(?:\s+(?:על|לגבי))?|ש|מ)\s*(?P<q>.+)$",
)]


@grammar
def delete_note(ctx: RuleContext) -> Intent | None:
    text = _POLITE.sub("", ctx.text).strip()
    if re.search(r"\blist\b|רשימ", text, re.IGNORECASE):
        return None
    if _DELETE_ALL.match(text):
        # Above tasks' "delete all ..." (0.95): "delete all my notes" must never wipe the tasks.
        return Intent("second-brain", "deleteAll", {"operation": "deleteAll"}, 0.97, risk="high",
                      needs_approval=True, entity="note")
    for i, pattern in enumerate(_DELETE):
        m = pattern.match(text)
        if m:
            query = _keywords(m.group("q"))
            named = i in (0, 2)  # the word "note"/"פתק" is in the message
            if re.fullmatch(r"it|that|this|זה|את זה", query, re.IGNORECASE) or (not named and _EVENTS.search(query)):
                return None  # "forget about the reminder to call Noa" is a task
            args: dict[str, Any] = {"operation": "delete", "query": query}
            # Named: above calendar's and tasks' "delete X" (0.93 / 0.72); "forget that ..." is weaker evidence.
            return Intent("second-brain", "delete", args, 0.95 if named else 0.85,
                          missing=[] if query else ["query"], entity="note")
    m = re.match(r"^forget\s+(?P<q>(?:my|the|our|\w+'s)\s+.+?)\s*[.!]?$|^(?:תשכח|תשכחי|שכח|שכחי)\s+(?:את\s+)?"
                 r"(?P<q_he>.+?)\s*[.!]?$", text, re.IGNORECASE)
    # "forget the wifi password": a personal fact, so a note (a task would say "reminder" or a verb).
    if m and (_HE_FACT_RE.match(m.group("q_he")) if m.group("q_he") else _is_fact_key(m.group("q"))):
        query = _keywords(m.group("q") or m.group("q_he"))
        return Intent("second-brain", "delete", {"operation": "delete", "query": query}, 0.8, entity="note")
    return None


# ---------------------------------------------------------------- summarize

_SUMMARIZE = [re.compile(p, re.IGNORECASE) for p in (
    rf"^(?:summari[sz]e|sum up|recap|give me (?:a|the) (?:summary|recap) of|make (?:a|me a) summary of)\s+(?:all\s+)?"
    rf"(?:of\s+)?(?:my|the)?\s*(?:saved\s+)?{_NOTE_NOUN}\b\s*(?:about|on|regarding|for|re|from)?\s*(?P<q>.*)$",
    r"^(?:summari[sz]e|sum up)\s+what\s+i\s+(?:saved|noted|wrote down|told you)\s*(?:about|on|regarding)?\s*(?P<q>.*)$",
    r"^(?:תסכם|תסכמי|סכם|סכמי|תעשה סיכום|תעשי סיכום|תן סיכום|תני סיכום|סיכום)\s+(?:לי\s+)?(?:את\s+|של\s+)?(?:כל\s+)?"
    r"ה?(?:פתקים|רעיונות|הערות|מחשבות|זיכרונות)(?:\s+שלי)?\s*(?:על|לגבי|בנושא|בקשר ל)?\s*(?P<q>.*)$",
    r"^(?:תסכם|תסכמי|סכם|סכמי)\s+(?:לי\s+)?(?:את\s+)?מה\s+ש(?:שמרתי|רשמתי|כתבתי)\s*(?:על|לגבי|בנושא)?\s*(?P<q>.*)$",
)]


@grammar
def summarize_notes(ctx: RuleContext) -> Intent | None:
    text = _POLITE.sub("", ctx.text).strip()
    for pattern in _SUMMARIZE:
        m = pattern.match(text)
        if m:
            return Intent("second-brain", "summarize", {"operation": "summarize", "query": _keywords(m.group("q"))},
                          0.92, entity="note")
    return None


# ---------------------------------------------------------------- update

_UPDATE = [re.compile(p, re.IGNORECASE | re.DOTALL) for p in (
    r"^(?:update|change|edit|correct|fix|rewrite)\s+(?:the|my|that)\s+(?:saved\s+)?(?:note|idea|fact)\s+(?:about|on|for"
    r"|regarding|re|with)\s+(?P<q>[^:]+?)\s*(?::|\s-\s|\s+to\s+(?:say|read|be)\b:?)\s*(?P<x>.*)$",
    r"^(?:update|change|edit|correct|fix)\s+(?:the|my|that)\s+(?:saved\s+)?(?:note|idea|fact)\s+(?:about|on|for|regarding"
    r"|re|with)\s+(?P<q>.+?)\s+to\s+(?P<x>.+)$",
    r"^(?:תעדכן|תעדכני|עדכן|עדכני|תשנה|תשני|שנה|שני|תתקן|תתקני)\s+(?:את\s+)?ה?(?:פתק|רעיון|הערה)\s+(?:על|לגבי|של|בנושא|עם)"
    r"\s+(?P<q>[^:]+?)\s*(?::|\s-\s|\s+(?:כך\s+)?ש(?:יהיה|יגיד)\s*:?)\s*(?P<x>.*)$",
)]


@grammar
def update_note(ctx: RuleContext) -> Intent | None:
    text = _POLITE.sub("", ctx.text).strip()
    for pattern in _UPDATE:
        m = pattern.match(text)
        if m:
            query, new_text = _keywords(m.group("q")), tidy(_whole(ctx, text, m.group("x")))
            missing = [name for name, value in (("query", query), ("text", new_text)) if not value]
            return Intent("second-brain", "update", {"operation": "update", "query": query, "text": new_text}, 0.93,
                          missing=missing, entity="note")
    return None
