"""Personal facts told in passing: a fact given "just so you know", a fact that changed, a fact saved with its
verb but without "that" or a colon.

* "רק שתדעי מידת הנעליים של עומר 31", "fyi my locker is 112", "just so u know the alarm pin 4471": the user
  hands Memo a fact of a kind people keep (notes._is_fact_key) with its value, the verb "is" often left out.
  Without such a fact ("just so you know i'll be late") nothing is kept: that is conversation, or another
  tool's.
* "cabin wifi changed, its PineTree99 now", "the gate code is now 5820", "הקוד של השער השתנה ל-5820", "update
  dana's number, it's 054-1234567": the kept fact has a new value, so the note about it is updated. The value
  is a number or a code; a clock time is a reminder's or an event's change, never a note's.
* "jot down the landlord's name is avi 054-3318820", "save dana 052-1234567", "תרשמי השם של הגנן הוא משה": the
  saving verb, then the fact as a statement or a name with a phone number.
* "idea for dana's birthday - a pottery class", "רעיון לעסק: מנוי חודשי לפרחים": an idea with what it is for,
  kept whole.
* "grandma's cookie recipe - 2 cups flour, 1 egg", "מתכון לשקשוקה: 4 עגבניות, 3 ביצים": a recipe written out with
  its ingredients is kept whole as a note, never read as items for a shopping list.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, tidy
from memo.planning.rules.notes import (
    _EVENTS,
    _HE_FACT_RE,
    _NOT_A_VALUE,
    _STRONG_RE,
    _is_fact_key,
    _keywords,
    _store,
    _whole,
    core,
)
from memo.planning.rules.notes_facts import _NOT_A_NOTE

TOLD = 0.88  # a fact handed over "just so you know": above the weak reading of a bare statement (0.8)
CHANGED = 0.88  # above a task's weak reading of "X changed to 12" as a new hour (0.8)
SECRET_CHANGED = 0.92
STATED = 0.9  # a saving verb names the notes as plainly as "save this:"
_HE = r"\u05D0-\u05EA"

# The value: a token with a digit ("32", "052-7719034", "HX-88213") or a Latin code ("PineTree", "guest-wifi"),
# a phone number may be written in groups ("052 771 9034").
_VALUE = r"(?P<val>[\w\-+./#@*]*\d[\w\-+./#@*]*(?:\s+\d[\d\-]*)*|[A-Za-z][\w\-+./#@*]{2,})"
# Why it changed, after the value: not part of it.
_WHY = (r"(?:\s*[,.;\-]?\s*(?:he|she|they|it|i|we|because|since|cuz|cause|as|already|finally|lol|כי|הוא|היא|הם|הן"
        r"|כבר|החליפו|שינו|גדל|גדלה|סוף\s+סוף)(?![\w" + _HE + r"]).*)?")
_NOW = r"(?:\s+(?:now|from\s+now\s+on|עכשיו|מעכשיו|מהיום))?"

# ---------------------------------------------------------------- told in passing

_FYI = re.compile(
    r"^(?:(?:just\s+so\s+(?:you|u|ya)\s+know|so\s+(?:you|u)\s+know|jsyk|fyi|for\s+your\s+info(?:rmation)?|heads\s+up"
    r"|btw|by\s+the\s+way|(?:ל)?ידיעה\s+עתידית|(?:רק\s+)?(?:שתדע|שתדעי|לידיעתך|לידיעה)|לתשומת\s+(?:ליבך|לבך)|(?:דרך\s+)?אגב"
    # "for future reference", "לידיעה עתידית": kept for later, as plainly as "fyi".
    r"|for\s+(?:future|later)\s+ref(?:erence)?|for\s+the\s+future|for\s+(?:future\s+)?ref"
    r"|(?:ל)?עיון\s+עתידי|לפעם\s+הבאה|לעתיד|לעתיד\s+לבוא)\s*[,:\-–]?\s*)+\s"
    r"(?P<x>\S.*)$",
    re.IGNORECASE | re.DOTALL)
# The fact with its value and no "is": "the alarm pin 4471", "my locker 112", "מידת הנעליים של עומר 31".
_KEY_VALUE_EN = re.compile(rf"^(?P<key>(?:my|our|the|\w+'?s)\s+[\w' -]{{1,40}}?)\s*[:=\-]?\s+{_VALUE}$", re.IGNORECASE)
_KEY_VALUE_HE = re.compile(rf"^(?P<key>\S+(?:\s+\S+){{0,5}}?)\s*[:=\-]?\s+{_VALUE}$")
_IS_EN = re.compile(r"^(?P<key>(?:my|our|the|\w+'?s|new)\s+[\w' -]{1,40}?)\s+(?:is|are|=)\s*:?\s+(?P<val>.+)$",
                    re.IGNORECASE)
_IS_HE = re.compile(r"^(?P<key>\S+(?:\s+\S+){0,5}?)\s+(?:הוא|היא|הם|הן|זה|זו|=)\s*:?\s+(?P<val>.+)$")


def _is_kept(key: str) -> bool:
    """Whether `key` names a kind of fact people keep, in either language, and nothing of another tool's."""
    key = key.strip()
    if _EVENTS.search(key) or (_NOT_A_NOTE.search(key) and not _STRONG_RE.search(key)):
        return False  # "the alarm changed to 7" is a clock's; "the alarm code" is a secret kept
    return bool(_HE_FACT_RE.match(key)) if re.search(rf"[{_HE}]", key[:2]) else _is_fact_key(key)


def _clock(ctx: RuleContext) -> bool:
    """Whether the message names a clock time (a reminder's or an event's, never a kept fact's value)."""
    when = ctx.time
    return when is not None and when.when is not None and when.date_only is None and not when.all_day


# Who fills a role now, by name: "fyi new receptionist is Shira", "heads up our new cleaner is Marta, she starts
# monday". The capital says it is a name; a day or a month ("new plan is Tuesday") is not one.
_NEW_PERSON = re.compile(
    r"^(?:(?:my|our|the)\s+)?new\s+[a-z]+(?:\s+[a-z]+)?\s+(?:is|=)\s+(?:called\s+|named\s+)?"
    r"(?!(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July"
    r"|August|September|October|November|December|Today|Tomorrow|Tonight|Next|This)\b)[A-Z][a-z]+\b(?!\s*\?)")
# "..., remember that (for when she comes over)", "..., תזכרי את זה": the request to keep what was told, after it.
_KEEP_IT = re.compile(r"\s*[,.;\-–]+\s*(?:(?:so\s+)?(?:pls|please|just)\s+)?(?:remember|keep|save|note)"
                      r"\s+(?:that|it|this)\b[^?]{0,60}$|\s*[,.;\-–]+\s*(?:בבקשה\s+)?(?:תזכור|תזכרי|תשמור|תשמרי|שמור|שמרי|תרשום|תרשמי)"
                      r"(?:\s+(?:את\s+זה|זה|לי|בבקשה))+[^?]{0,60}$", re.IGNORECASE)


_ASKS = re.compile(r"^(?:what|who|where|when|how|which|whats|what's|who's|where's|מה|מי|איפה|מתי|איך|איזה|איזו)"
                   r"(?![\w\u05D0-\u05EA])", re.IGNORECASE)


@grammar
def fact_told(ctx: RuleContext) -> Intent | None:
    """ "רק שתדע מידת הנעליים של יונתן 32": a fact handed over in passing, to keep."""
    match = _FYI.match(ctx.text.strip())
    if match is None:
        return None
    what = tidy(core(_KEEP_IT.sub("", match.group("x"))))
    if match.group("x").rstrip(" .!").endswith("?") or _ASKS.match(what):
        return None  # "for future reference, what's the gate code?": a question (tidy took its "?" away)
    if _CHANGED_EN.match(what) or _CHANGED_HE.match(what):
        return None  # "btw the office wifi changed to X": a new value for a kept fact (fact_changed)
    if what.endswith("?") or _clock(ctx) or re.search(r"\blist\b|רשימ", what, re.IGNORECASE):
        return None
    # Each shape in turn: "landlords new number is 054-…" is no value after the key "landlords new number is", but a
    # statement with "is".
    shapes = (_KEY_VALUE_EN, _KEY_VALUE_HE, _IS_EN, _IS_HE)
    if any((fact := shape.match(what)) is not None and _is_kept(fact.group("key")) for shape in shapes):
        return _store(what, "fact", TOLD)
    if _NEW_PERSON.match(what):
        return _store(what, "fact", TOLD)
    told = _TOLD_EN.match(what) or _TOLD_HE.match(what)
    if told is not None and not _EVENTS.search(_PER_SESSION.sub(" ", what)) and not _SAID_NOT_KEPT.match(what):
        return _store(what, "fact", TOLD)
    return None  # "just so you know i'll be late": not a fact to keep


# What someone charges, likes or cannot eat, told with "fyi": "fyi the babysitter charges 50 an hour now", "fyi dana
# doesn't eat gluten anymore", "לידיעתך הבייביסיטר לוקחת 50 לשעה", "רק שתדעי נועה אלרגית לבוטנים". The verb says it is a
# lasting fact about someone or something; "fyi the plumber is coming" (an event) or "fyi i'll be late" (the user's
# plan) is not one.
_TOLD_EN = re.compile(
    r"^(?:(?:the|my|our)\s+)?[\w'-]+(?:\s+[\w'-]+)?\s+(?:(?:now|still|also|only|usually|always|never)\s+)?"
    r"(?:charges|costs|takes|asks\s+for|gets\s+paid|earns|pays|owes|likes|loves|hates|prefers|eats|drinks|wears|lives\s+in"
    r"|works\s+(?:at|in|for)|(?:doesn'?t|does\s+not|can'?t|cannot|won'?t)\s+(?:eat|drink|have|wear|like)"
    r"|is\s+(?:allergic|vegan|vegetarian|gluten[\s-]free|lactose[\s-]intolerant|kosher))\s+\S"
    # "fyi dad has a nut allergy", "dana has celiac": a condition someone lives with is kept as plainly.
    r"|^(?:(?:the|my|our)\s+)?[\w'-]+(?:\s+[\w'-]+)?\s+has\s+(?:an?\s+)?(?:(?:severe|bad|mild|[\w-]+)\s+)?"
    r"(?:allergy|allergies|intolerance|sensitivity)\b|^(?:(?:the|my|our)\s+)?[\w'-]+(?:\s+[\w'-]+)?\s+has\s+"
    r"(?:celiac|coeliac|diabetes|asthma|epilepsy)\b", re.IGNORECASE)
_TOLD_HE = re.compile(
    rf"^[{_HE}'\"-]+(?:\s+(?:ה)?[{_HE}'\"-]+)?\s+(?:(?:עכשיו|כבר|גם|רק|תמיד)\s+)?(?:לוקח|לוקחת|גובה|עולה|עולים|עולות"
    r"|מרוויח|מרוויחה|משלם|משלמת|משלמים|חייב|חייבת|אוהב|אוהבת|שונא|שונאת|מעדיף|מעדיפה|שותה|נועל|נועלת|לובש|לובשת|גר|גרה"
    r"|עובד|עובדת"
    r"|(?:לא\s+)?(?:אוכל|אוכלת|יכול\s+לאכול|יכולה\s+לאכול)|אלרגי|אלרגית|צמחוני|צמחונית|טבעוני|טבעונית)"
    rf"(?![{_HE}])\s+\S"
    # "לידיעתך, לאבא יש אלרגיה לאגוזים", "יש לנועה רגישות ללקטוז": a condition someone lives with.
    rf"|^(?:ל[{_HE}'\"-]+(?:\s+(?:ה)?[{_HE}'\"-]+)?\s+(?:יש|אין\s+לו|אין\s+לה)|יש\s+ל[{_HE}'\"-]+(?:\s+(?:ה)?[{_HE}'\"-]+)?)"
    rf"\s+(?:אלרגיה|אלרגיות|רגישות|צליאק|סוכרת|אסטמה|אפילפסיה)(?![{_HE}])")
# A rate per meeting ("200 per lesson", "180 ש\"ח לשיעור"): what a price is counted by, not an event that is coming.
_PER_SESSION = re.compile(r"\b(?:per|a|an|each|for\s+(?:each|a|every))\s+(?:lesson|session|class|meeting|visit"
                          r"|treatment"
                          r"|appointment)\b|(?<![\u05D0-\u05EA])(?:ל|על\s+|בכל\s+|לכל\s+)(?:שיעור|מפגש|טיפול|ביקור|פגישה)"
                          r"(?![\u05D0-\u05EA])", re.IGNORECASE)
# A first-person plan or state ("i'll be late", "אני אאחר"): said, not a fact to keep.
_SAID_NOT_KEPT = re.compile(r"^(?:i|i'?ll|i'?m|im|we|we'?ll|we'?re|אני|אנחנו)(?![\w\u05D0-\u05EA'])", re.IGNORECASE)

# ---------------------------------------------------------------- changed

_CHANGED_EN = re.compile(
    # "the code of gate is change, now is 7731": a learner's "is change" and "now is" say the same.
    r"^(?P<key>.+?)\s+(?:(?:has|have|was|were|got|just|is|are)\s+)*(?:been\s+)?(?:changed|updated|reset|change)"
    rf"(?:\s+(?:to|into)\s+|\s+ל-?\s*|\s*[,.;:\-!]*\s*(?:(?:so\s+)?(?:(?:it'?s|its|it\s+is)\s+now|it'?s|its|it\s+is|they'?re|now\s+it'?s|now\s+(?:it\s+)?is"
    rf"|the\s+new\s+one\s+is"
    rf"|new\s+one(?:'s|\s+is)?|now|עכשיו(?:\s+(?:זה|הוא|היא))?)\s*:?\s*)?){_VALUE}{_NOW}{_WHY}$"
    rf"|^(?P<key2>.+?)\s+(?:is|are)\s+now\s+{_VALUE.replace('val', 'val2')}{_WHY}$"
    rf"|^(?:update|change|fix|correct)\s+(?P<key3>(?:my|our|the|\w+'?s)\s+.+?)\s*[,:\-]\s*(?:(?:it'?s|its|it\s+is|now"
    rf"|new\s+one(?:\s+is)?|the\s+new\s+one\s+is|(?:the\s+)?new\s+(?P<noun3>[a-z]+(?:\s+[a-z]+)?)\s+is)\s*:?\s*)?"
    rf"{_VALUE.replace('val', 'val3')}{_NOW}{_WHY}$"
    # "they changed my locker combo, its 22-41-09 now": someone else changed it, and the new value follows.
    # Who changed it may be named in a few words: "the Lisbon host changed the door code, it's 2270 now".
    rf"|^(?:they|we|i|someone|(?:the|our|my)\s+(?:[\w'-]+\s+){{0,2}}[\w'-]+)\s+(?:(?:just|finally|have|had)\s+)?"
    rf"(?:changed|reset|updated)\s+"
    rf"(?P<key4>(?:my|our|the|\w+'?s)\s+.+?)(?:\s+again)?\s*[,:;.\-]\s*(?:so\s+)?(?:(?:it'?s|its|it\s+is|they'?re|now\s+it'?s"
    rf"|the\s+new\s+one\s+is|new\s+one(?:'s|\s+is)?)\s*:?\s*){_VALUE.replace('val', 'val4')}{_NOW}{_WHY}$",
    re.IGNORECASE)
_CHANGED_HE = re.compile(
    # "החליפו את הקוד של הלוקר, עכשיו זה 2241": someone changed it, and the new value follows (read first: the
    # "X עכשיו Y" below would take the verb into the key).
    # Who changed it may be named first, and "again" said: "הוועד שינה שוב את הקוד של הדלת, עכשיו זה 2580#".
    rf"^(?:(?:ה)?[{_HE}\"'-]{{2,}}(?:\s+(?:ה)?[{_HE}\"'-]{{2,}})?\s+(?=(?:שינה|שינתה|שינו|החליף|החליפה|החליפו)\s))?"
    rf"(?:החליפו|שינו|החלפתי|שיניתי|החלפנו|שינינו|שינה|שינתה|החליף|החליפה)\s+(?:(?:לי|לנו|שוב|כבר|היום)\s+)*"
    rf"את\s+(?P<key4>\S+(?:\s+\S+){{0,5}}?)\s*[,:;.\-]"
    rf"\s*(?:(?:עכשיו|כעת|מעכשיו)\s+)?(?:(?:זה|הוא|היא|ה?חדש|ה?חדשה)\s+)+(?:עכשיו\s+)?"
    rf"{_VALUE.replace('val', 'val4')}{_WHY}$"
    rf"|^(?P<key>.+?)\s+(?:השתנה|השתנתה|השתנו|התחלף|התחלפה|התחלפו|שונה|שונתה|עודכן|עודכנה|הוחלף|הוחלפה)"
    rf"(?:\s+ל-?\s*|\s*[,.;:\-!]*\s*(?:(?:עכשיו|כעת|אז)\s+)?(?:(?:זה|הוא|היא|ה?חדש|ה?חדשה)\s+)*(?:זה\s+|הוא\s+|היא\s+)?"
    r"(?:(?:עכשיו|כעת)\s+)?)"
    rf"{_VALUE}{_NOW}{_WHY}$"
    rf"|^(?P<key2>.+?)\s+(?:עכשיו|כעת|מעכשיו)\s+(?:זה\s+|הוא\s+|היא\s+)?{_VALUE.replace('val', 'val2')}{_WHY}$"
    rf"|^(?:תעדכן|תעדכני|עדכן|עדכני|תשנה|תשני|תתקן|תתקני)\s+(?:לי\s+)?(?:את\s+)?(?P<key3>\S+(?:\s+\S+){{0,5}}?)\s*[,:\-]"
    rf"\s*(?:(?:עכשיו|זה|הוא|היא|ה?חדש|ה?חדשה)\s+)*{_VALUE.replace('val', 'val3')}{_NOW}{_WHY}$"
)


# Words that follow "changed" without being the new value ("the netflix password changed lol", "... again").
_NOT_A_WORD_VALUE = re.compile(r"(?:lol|lmao|rofl|haha\w*|hehe\w*|omg|ugh|again|today|yesterday|recently|already"
                               r"|finally|btw|too|also|though|tho|apparently|obviously|sadly|ok|okay)$", re.IGNORECASE)
# "... update it", "... תעדכני", "... pls fix my note": the request to update, after the changed fact.
_UPDATE_IT = re.compile(
    r"[\s,.;:!\-–]+(?:(?:pls|please|so|can\s+(?:you|u)|just)\s+)*(?:update|fix|change|correct)(?:\s+(?:it|that|this"
    r"|the\s+note|my\s+notes?|the\s+notes?|in\s+(?:my|the|your)\s+notes))?(?:\s+(?:pls|please|thanks|thx))?\s*[.!]*$"
    r"|[\s,.;:!\-–]+(?:(?:בבקשה|רק|אז)\s+)*(?:תעדכן|תעדכני|עדכן|עדכני|תתקן|תתקני|תשנה|תשני)(?:\s+(?:את\s+זה|זה|לי"
    r"|אצלך|בפתקים|בבקשה|תודה))*\s*[.!]*$", re.IGNORECASE)


# The old value after the new one: "..., now 5590 instead of 4471", "עכשיו 2580 ולא 1234". It names what the note
# held; the new value is the one kept.
_OLD_VALUE = re.compile(r"\s*,?\s+(?:instead\s+of|rather\s+than|not|and\s+not|ולא|במקום|במקום\s+ה?ישן)\s+"
                        r"(?:the\s+old\s+(?:one\s+)?|ה?ישן\s+)?[\w\-+./#@*]*\d[\w\-+./#@*]*\s*[.!]*$"
                        # or only that the old one is gone: "... now not the old one", "..., ולא הישן"
                        r"|\s*[,.;\-]?\s+(?:not|and\s+not|no\s+longer|instead\s+of|ולא|במקום|כבר\s+לא)\s+(?:the\s+old\s+"
                        r"(?:one|password|code|number|pin)|the\s+previous\s+one|ה?ישן|ה?ישנה|ה?קודם|ה?קודמת)\s*[.!]*$",
                        re.IGNORECASE)


@grammar
def fact_changed(ctx: RuleContext) -> Intent | None:
    """ "cabin wifi changed, its PineTree99 now": the note about it gets the new value."""
    text = _OLD_VALUE.sub("", _UPDATE_IT.sub("", core(ctx.text)).rstrip(" .!"))
    # A heading that names the message an update ("עדכון: ...", "correction - ..."): the change follows it.
    text = re.sub(r"^(?:update|correction|fyi|עדכון|תיקון)\s*[:\-–]\s*", "", text, flags=re.IGNORECASE)
    match = _CHANGED_EN.match(text) or _CHANGED_HE.match(text)
    if match is None or _clock(ctx):
        return None
    groups = {k: v for k, v in match.groupdict().items() if v}
    key = tidy(groups.get("key") or groups.get("key2") or groups.get("key3") or groups.get("key4") or "")
    # "update the wifi note, ...": the note named by what it holds
    key = re.sub(r"\s+(?:note|notes|entry)$|^(?:ה)?(?:פתק|הערה)\s+(?:של\s+)?", "", key, flags=re.IGNORECASE)
    if groups.get("noun3") and groups["noun3"].casefold() not in key.casefold():
        key = f"{key} {groups['noun3']}"  # "update the wifi note, new password is …": the wifi password
    value = groups.get("val") or groups.get("val2") or groups.get("val3") or groups.get("val4") or ""
    if not _is_kept(key) or len(key.split()) > 7:
        return None
    if not re.search(r"\d", value) and (_NOT_A_VALUE.match(value) or _NOT_A_WORD_VALUE.match(value)
                                        or not _STRONG_RE.search(key)):
        return None  # "the wifi is now down": a state, not a value; a word is a value only of a password or a code
    hebrew = match.re is _CHANGED_HE
    new = f"{key} {value}" if hebrew else f"{key} is {value}"
    # A secret with digits ("alarm code changed its 4471 now") is a kept fact's change beyond doubt: above a reminder's
    # reading of the thing named ("alarm") with no time (0.9).
    # Only when the key is the thing itself: "update that the gate code is now 5555" is notes_update's to read.
    secret = _STRONG_RE.search(key) and re.search(r"\d", value) and not re.match(
        r"(?:update|change|fix|correct|note|save|remember|that)\b", key, re.IGNORECASE)
    sure = SECRET_CHANGED if secret else CHANGED
    return Intent("second-brain", "update", {"operation": "update", "query": _keywords(key), "text": new}, sure,
                  entity="note")


# ---------------------------------------------------------------- saved with its verb

_STATE_VERB = re.compile(
    r"^(?:save|store|keep|note(?:\s+down)?|jot(?:\s+down)?|write(?:\s+it)?\s+down|put\s+down|record|remember)"
    r"(?:\s+(?:for\s+me|pls|please))?\s+(?P<x>\S.+)$"
    r"|^(?:תשמור|תשמרי|שמור|שמרי|תרשום|תרשמי|רשום|רשמי|תזכור|תזכרי|תכתוב|תכתבי)(?:\s+(?:לי|בבקשה))?\s+(?P<xh>\S.+)$",
    re.IGNORECASE | re.DOTALL)
# "dana 0521234567", "the plumber yossi 054-7788990": a name and a phone number, nothing else.
_NAME_AND_PHONE = re.compile(r"^(?P<key>[^\d,:;]{2,40}?)\s*[:\-]?\s+\+?0?\d[\d\- ]{7,}\d$")


def _named_thing(key: str) -> bool:
    """Whether a statement's subject is a thing ("the landlord's name", "השם של הגנן"), not a to-do ("להתקשר לאמא
    זה דחוף") or a reminder's or summary's setting."""
    if _NOT_A_NOTE.search(key) and not _STRONG_RE.search(key):
        return False
    if re.match(rf"[{_HE}]", key):
        return _is_kept(key) or bool(re.match(rf"ה[{_HE}]{{2,}}", key))
    return True


@grammar
def fact_stated(ctx: RuleContext) -> Intent | None:
    """ "jot down the landlords name is avi ben david 054-3318820": a saving verb and a statement."""
    text = core(ctx.text)
    match = _STATE_VERB.match(text)
    if match is None or _clock(ctx):
        return None
    what = tidy(match.group("x") or match.group("xh") or "")
    if what.endswith("?") or re.search(r"\blist\b|רשימ", what, re.IGNORECASE) or _EVENTS.search(what):
        return None  # "write down the meeting is moved", "note down milk on the list": not a kept fact
    statement = _IS_HE.match(what) if match.group("xh") else _IS_EN.match(what)
    if statement is not None and _named_thing(statement.group("key")):
        return _store(what, "fact", STATED)
    if _NAME_AND_PHONE.match(what) and not re.match(r"(?:to|that|it|this|את|זה|ל)\b", what, re.IGNORECASE):
        return _store(what, "fact", STATED)
    return None


# ---------------------------------------------------------------- an idea for something

_IDEA_FOR = re.compile(
    r"^(?:(?:i\s+(?:have|had|got)\s+)?(?:an?\s+|new\s+|another\s+)?(?:idea|thought)\s+(?:for|about|re|regarding|on)"
    r"\s+[^:\-\n]{1,50}?|(?:יש\s+לי\s+|עלה\s+לי\s+)?(?:רעיון|מחשבה)\s+(?:ל|על|בשביל|לגבי|בנושא)\s*[^:\-\n]{1,50}?)"
    # An emoji may stand where the colon would: "idea for Noa's bday 🎂 science party in the garden".
    r"\s*(?::|\s-|-\s|\s–|\s[\U0001F000-\U0001FAFF\u2600-\u27BF\ufe0f\u200d]+\s)\s*(?P<x>\S.*)$",
    re.IGNORECASE | re.DOTALL)


# An idea that is an action, said with its verb: "idea to ask the manager for fixed morning shifts", "רעיון לבקש מהמנהל
# משמרות בוקר קבועות". Only a verb: "רעיון למתנה לאמא" (a noun) may be a request for an idea. The action holds at
# least two more words, so it is said, not only named.
_INFINITIVE_HE = (r"לבקש|לשאול|להציע|לעשות|לקנות|לנסות|להזמין|לארגן|לבנות|לפתוח|לשנות|להחליף|להעביר|לצבוע|לתלות|לסדר"
                  r"|למכור|להשכיר|לשכור|לנסוע|לטוס|לקחת|לתת|להכין|לבשל|לאפות|להתחיל|להפסיק|להירשם|לחסוך|לשים|לכתוב"
                  r"|לצלם|להקים|לפנות|לדבר|להגיד|לספר|לעבור|לשלב|לחלק|לקבוע|לתכנן|לשלוח|להוסיף|להביא|להוריד|לבדוק"
                  r"|לחפש|להשקיע|לגדל|לשפץ|לשתול|ללמוד|ללמד|להפתיע|לחגוג|לאמץ|להחזיר|לתקן|לעצב|להדפיס|לסגור|לאסוף")
_IDEA_TO = re.compile(
    r"^(?:(?:i\s+(?:have|had|got)\s+)?(?:an?\s+|new\s+|another\s+)?idea\s*[:\-]?\s+to\s+[a-z]+(?:\s+\S+){2,}"
    rf"|(?:יש\s+לי\s+|עלה\s+לי\s+)?רעיון\s*[:\-]?\s*(?:{_INFINITIVE_HE})(?![{_HE}])(?:\s+\S+){{2,}})$",
    re.IGNORECASE)


@grammar
def idea_for(ctx: RuleContext) -> Intent | None:
    """ "idea for dana's birthday - a pottery class": an idea, with what it is for."""
    text = core(ctx.text).rstrip(" .!")
    if (_IDEA_FOR.match(text) is None and _IDEA_TO.match(text) is None) or text.endswith("?") or re.search(
            r"\blist\b|רשימ", text, re.IGNORECASE):
        return None
    return _store(text, "idea", STATED)


# ---------------------------------------------------------------- a recipe written out

_RECIPE = re.compile(
    r"^(?:(?:(?:my|the|our|a|\w+'s)\s+)?(?:[\w'-]+\s+){0,3}?recipes?(?:\s+(?:for|of)\s+[^:\-\n]{1,40}?)?"
    r"|(?:ה)?מתכון(?:\s+(?:של|עבור|בשביל)\s+[^:\-\n]{1,40}?|\s+ל[^:\-\n]{1,40}?|\s+[^:\-\n]{1,40}?)?)"
    r"\s*(?::|\s-|-\s|\s–)\s*(?P<x>\S.*)$",
    re.IGNORECASE | re.DOTALL)
# A request for a recipe ("give me a recipe for cookies: with 2 eggs only", "can u find a recipe - 3 ingredients
# max"): the general question's, not one to keep.
_ASKS_RECIPE = re.compile(r"\b(?:give|send|find|need|want|write|suggest|recommend|get|make|looking|search|show|any"
                          r"|me|i|you|u|can|could|please|pls|good|easy|quick|simple|best|new)\b.*\brecipe", re.I)


@grammar
def recipe_note(ctx: RuleContext) -> Intent | None:
    """ "מתכון לשקשוקה - 4 עגבניות, 3 ביצים, פלפל": a recipe with its ingredients, to keep."""
    text = core(ctx.text)
    body = _RECIPE.match(text)
    if body is None or re.search(r"\blist\b|רשימ", text, re.IGNORECASE) or body.group("x").rstrip().endswith("?"):
        return None  # "recipe for banana bread?": a question, general's
    if _ASKS_RECIPE.match(text[:body.start("x")]):
        return None
    # The ingredients: several of them, or amounts. A heading and one word ("recipe: pancakes") may be a request.
    what = body.group("x")
    if not (re.search(r"\d", what) or len(re.split(r"\s*,\s*", what.strip())) >= 3):
        return None
    return _store(_whole(ctx, text, text), "fact", STATED)
