"""Forgetting notes (`second-brain` delete / deleteAll): "forget the wifi password", "delete the note about
the gym", "תמחקי את הפתק על החניה", "forget everything I told you".

Deleting one note asks first: the note a search finds may not be the one meant, and it cannot be undone.
Deleting them all is high risk and asks too. A message that names a list, an event or a grocery item is
left to those grammars ("forget about the reminder to call Noa" is a task).
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.lists_lexicon import is_grocery
from memo.planning.rules.notes import (
    _EVENTS,
    _HE_FACT_RE,
    _NOTE_NOUN,
    _STRONG_RE,
    _is_fact_key,
    _keywords,
    core,
)

_HE_NOTE_NOUN = r"ה?\s?(?:פתק|רעיון|הערה|מידע|note|idea)"
_DELETE_ALL = re.compile(
    rf"^(?:delete|remove|erase|clear|wipe|forget)\s+(?:all|every|everything\s+in)\s+(?:of\s+)?(?:my|the)?\s*{_NOTE_NOUN}"
    r"|^(?:forget|wipe)\s+everything(?:\s+i\s+(?:told|saved|gave)(?:\s+you)?)?\s*[.!]?$"
    r"|^(?:מחק|תמחק|תמחקי|מחקי|תשכח|תשכחי|נקה|תנקה|תנקי)\s+(?:את\s+)?(?:כל\s+)?(?:ה)?(?:פתקים|רעיונות|הערות|זיכרונות)"
    r"(?:\s+שלי)?\s*$|^(?:תשכח|תשכחי|שכח|שכחי)\s+(?:את\s+)?(?:הכל|הכול|כל מה ש(?:אמרתי|שמרתי|רשמתי))"
    r"(?!\s*(?:על|לגבי|בנושא|בקשר|של|מ))",
    re.IGNORECASE)
_HE_DELETE_VERB = r"(?:מחק|תמחק|תמחקי|מחקי|הסר|תסיר|תסירי|תוריד|תורידי|הורד|הורידי|תזרוק|תזרקי|תשכח|תשכחי|שכח|שכחי)"
_DELETE = [re.compile(p, re.IGNORECASE) for p in (
    rf"^(?:forget|delete|remove|erase|drop|clear|get\s+rid\s+of|toss|ditch|scrap|trash)\s+(?:the|my|that|this)?\s*"
    rf"(?:saved\s+)?{_NOTE_NOUN}\s*(?:about|on|regarding|for|with|that says|saying|re|where)?\s*(?P<q>.*)$",
    r"^forget\s+(?:that|what\s+i\s+(?:said|told you|saved|wrote|noted)(?:\s+about)?|about)\s+(?P<q>.+)$",
    rf"^{_HE_DELETE_VERB}\s+(?:לי\s+)?(?:את\s+)?{_HE_NOTE_NOUN}(?:\s+שלי)?\s*(?:על|לגבי|בנושא|של|עם|ש)?\s*(?P<q>.*)$",
    r"^(?:תשכח|תשכחי|שכח|שכחי|תמחק|תמחקי|מחק|מחקי)\s+(?:את\s+)?(?:כל\s+)?(?:מה ש(?:אמרתי|שמרתי|רשמתי|כתבתי"
    r"|סיפרתי|שמרת|רשמת)(?:\s+לך)?(?:\s+(?:על|לגבי))?|ש|מ(?!ה\s+ש))\s*(?P<q>.+)$",
    # What to delete first, the verb last: "את כל מה ששמרתי על X אפשר למחוק", "the note about X can go".
    # What Memo saved ("את מה ששמרת על X", "what you saved about X") is the same note; why it can go may follow.
    r"^(?:את\s+)?(?:כל\s+)?(?:מה\s+ש(?:שמרתי|רשמתי|כתבתי|שמרת|רשמת|כתבת|אמרתי\s+לך|סיפרתי\s+לך)|ה?(?:פתק|פתקים|הערה))"
    r"\s+(?:על|לגבי|בנושא|של)\s+(?P<q>.+?)\s*,?\s*(?:(?:אפשר|את\s+יכולה|אתה\s+יכול|תוכלי|תוכל)\s+)?(?:למחוק|לזרוק"
    r"|לשכוח|להוריד|תמחקי|תמחק|מחקי|תזרקי|תשכחי)(?:\s+(?:אותו|אותם|אותה|את\s+זה|זה))?(?:\s*[,.;\-–]?\s+(?:כי|כבר"
    r"|ממילא|אני|אנחנו|זה\s+כבר|הוא\s+כבר|היא\s+כבר|לא\s+צריך)(?![\u05D0-\u05EA])[^?]{0,80})?\s*[.!]*$",
    rf"^(?:(?:the|my|that)\s+{_NOTE_NOUN}|what\s+(?:you|u|i)\s+(?:saved|noted|wrote\s+down|kept))\s+(?:about|on|for|with)"
    r"\s+(?P<q>.+?)\s*,?\s*(?:can\s+(?:go|be\s+(?:deleted|removed|erased))|(?:you\s+can\s+)?(?:delete|remove|forget"
    r"|toss)\s+(?:it|that))(?:\s*[,.;\-–]?\s+(?:i|i'?m|we|we'?re|because|since|cause|cuz|already|it'?s|that'?s)\b[^?]{0,80})?"
    r"\s*[.!]*$",
    # Not needed any more, then why, then the verb: "i don't need the note about the old lease anymore, we moved.
    # delete it", "אני כבר לא צריכה את הפתק על הביטוח הישן, מכרנו את הרכב. תמחקי אותו".
    rf"^(?:i|we)\s+(?:really\s+)?(?:don'?t|do\s+not|no\s+longer)\s+need\s+(?:the|my|that)\s+{_NOTE_NOUN}\s+(?:about|on"
    r"|for|with)\s+(?P<q>.+?)(?:\s+any\s*more)?(?:\s*[,.;]\s*[^,.;]+?)?[\s,.;]+(?:(?:so|pls|please|just|you\s+can)\s+)*"
    r"(?:delete|remove|forget|toss|erase)\s+(?:it|that)\s*[.!]*$",
    r"^(?:אני|אנחנו)\s+(?:כבר\s+)?לא\s+(?:צריך|צריכה|צריכים)\s+(?:יותר\s+)?(?:את\s+)?ה?(?:פתק|הערה)\s+(?:על|לגבי|של)\s+"
    r"(?P<q>.+?)(?:\s+יותר)?(?:\s*[,.;]\s*[^,.;]+?)?[\s,.;]+(?:(?:אז|בבקשה)\s+)*(?:תמחק|תמחקי|מחק|מחקי|תזרוק|תזרקי"
    r"|אפשר\s+למחוק)(?:\s+(?:אותו|אותה|את\s+זה))?\s*[.!]*$",
)]
# Why the user deletes it, after the note ("..., switched gyms", "..., החלפתי אותה"), and who gave it
# ("the locker code i gave u"): not part of what to look for.
_REASON = re.compile(r"\s*[,;]\s.*$|\s+(?:that\s+|which\s+)?(?:i|we)\s+(?:gave|told|sent|saved|wrote|noted|mentioned)"
                     r"(?:\s+(?:you|u))?\b.*$|\s+ש(?:נתתי|אמרתי|שמרתי|רשמתי|כתבתי)(?:\s+לך)?(?![\u05D0-\u05EA]).*$",
                     re.IGNORECASE)


_SAVED_IT = re.compile(r"\b(?:i|you|u)\s+(?:saved|wrote\s+down|noted)\b"
                       r"|(?<![\u05D0-\u05EA])מה\s+ש(?:שמרת|רשמת|כתבת)", re.I)


# A pointer with no content: "that one", "ההוא", "הזאת".
_POINTER_ONLY = re.compile(r"(?:that|this|the)?\s*(?:one|ones)?|(?:את\s+)?(?:ה)?(?:זה|זאת|זו|הוא|היא|הם|אלה|אלו)",
                           re.IGNORECASE)


# What was given of a fact, after its kind: "the bank account details", "the insurance policy info".
_GIVEN_OF_IT = re.compile(r"\s+(?:details|info|information|data|stuff|numbers?)$", re.IGNORECASE)
_HE_GIVEN_OF = re.compile(r"^ה?(?:פרטי|נתוני|פרטים\s+של|מידע\s+(?:על|של))\s+")


def _delete(query: str, confidence: float) -> Intent:
    """Deleting one note asks first: the note a search finds may not be the one meant, and it cannot be
    undone."""
    return Intent("second-brain", "delete", {"operation": "delete", "query": query}, confidence,
                  missing=[] if query else ["query"], risk="medium", needs_approval=True, entity="note")


@grammar
def delete_note(ctx: RuleContext) -> Intent | None:
    text = core(ctx.text)
    if re.search(r"\blist\b|רשימ", text, re.IGNORECASE):
        return None
    if _DELETE_ALL.match(text):
        # Above tasks' "delete all ..." (0.95): "delete all my notes" must never wipe the tasks.
        return Intent("second-brain", "deleteAll", {"operation": "deleteAll"}, 0.97, risk="high",
                      needs_approval=True, entity="note")
    for i, pattern in enumerate(_DELETE):
        m = pattern.match(text)
        if m:
            query = _keywords(_REASON.sub("", m.group("q")))
            # The word "note"/"פתק", or "what I saved", is in the message.
            named = i not in (1, 3) or bool(_SAVED_IT.search(text))
            if named and _POINTER_ONLY.fullmatch(query):
                query = ""  # "תמחקי את הפתק ההוא": which one is not said, so it is asked
            if re.fullmatch(r"it|that|this|זה|את זה", query, re.IGNORECASE) or (not named and (
                    _EVENTS.search(query) or ctx.time is not None or is_grocery(query))):
                return None  # a task ("forget about the reminder to call Noa"), a fix ("... about 5pm"), a list item
            # Named: above calendar's and tasks' "delete X" (0.93 / 0.72); "forget that ..." is weaker evidence.
            return _delete(query, 0.95 if named else 0.85)
    kept = _delete_kept(text)
    if kept is not None:
        return kept
    if not re.match(r"forget\s|(?:תשכח|תשכחי|שכח|שכחי)\s", text, re.IGNORECASE):
        return None
    m = re.match(r"^forget\s+(?P<q>(?:my|the|our|\w+'s)\s+.+?)\s*[.!]?$|^(?:תשכח|תשכחי|שכח|שכחי)\s+(?:את\s+)?"
                 r"(?P<q_he>.+?)\s*[.!]?$", _REASON.sub("", text), re.IGNORECASE)
    # "forget the wifi password": a personal fact, so a note (a task would say "reminder" or a verb). "the old bank
    # account details", "the alarm code info": the kind of fact, then a word for what was given of it.
    if m and (_HE_FACT_RE.match(_HE_GIVEN_OF.sub("", m.group("q_he"))) if m.group("q_he")
              else _is_fact_key(m.group("q")) or _is_fact_key(_GIVEN_OF_IT.sub("", m.group("q")))):
        # A secret's word ("the alarm pin", "the locker code") names a note, whatever else is in the phrase.
        strong = m.group("q") and _STRONG_RE.search(m.group("q"))
        return _delete(_keywords(m.group("q") or m.group("q_he")), 0.93 if strong else 0.8)
    return None


# "תמחק את הקוד של הלוקר ששמרתי, עברתי לחדר כושר אחר", "delete the locker code i gave you", "remove the wifi password":
# a deleting verb and what the user saved (said so, or a secret's word): a note, never a task of that name.
_DELETE_VERB_KEPT = re.compile(
    r"^(?:delete|remove|erase|clear|drop|trash)\s+(?P<q>(?:my|the|our|that|\w+'s)\s+.+?)\s*[.!]?$"
    rf"|^{_HE_DELETE_VERB}\s+(?:לי\s+)?(?:את\s+)?(?P<q_he>ה.+?)\s*[.!]?$", re.IGNORECASE)
_SAVED_MARK = re.compile(r"\s(?:that\s+|which\s+)?(?:i|we)\s+(?:saved|gave\s+(?:you|u)|told\s+(?:you|u)|noted"
                         r"|wrote\s+down|stored)\b|\sש(?:שמרתי|שמרנו|נתתי\s+לך|רשמתי|אמרתי\s+לך)(?![\u05D0-\u05EA])",
                         re.IGNORECASE)
_SECRET_HE = re.compile(r"(?<![\u05D0-\u05EA])ה?(?:קוד|קודן|סיסמה|סיסמא|סיסמת|פין|לוקר)(?![\u05D0-\u05EA])")
# What is saved elsewhere: mail, a contact on the phone, a file, a photo.
_OTHER_THING = re.compile(r"\b(?:e-?mails?|mails?|drafts?|messages?|contacts?|files?|photos?|pictures?|docs?"
                          r"|documents?)\b|מייל|טיוט|הודע|איש\s+קשר|קובץ|קבצים|תמונ|מסמך", re.IGNORECASE)


def _delete_kept(text: str) -> Intent | None:
    m = _DELETE_VERB_KEPT.match(_REASON.sub("", text))
    if m is None:
        return None
    q = m.group("q") or m.group("q_he")
    if _EVENTS.search(q) or _OTHER_THING.search(q) or is_grocery(q):
        return None  # "delete the reminder i saved", "delete the email i saved": theirs
    if _SAVED_MARK.search(text):
        return _delete(_keywords(q), 0.95)
    if _STRONG_RE.search(q) or _SECRET_HE.search(q):
        return _delete(_keywords(q), 0.93)
    return None
