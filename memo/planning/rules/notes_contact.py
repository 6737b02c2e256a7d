"""Who someone is and their phone number, told in passing: a contact to keep (`second-brain / store`).

"the guy from the building committee is Shimon btw, 052-7781234 if the elevator breaks again", "the plumber we used is
called Avi 054-1234567", "האינסטלטור של הבניין זה מוטי, 054-1234567 למקרה שתהיה נזילה", "the dept secretary is Orna,
extension 2235", "the ref association contact is Moshe, moshe.ref@gmail.com". Someone named as a role, who they are, and
a phone number (or an office extension, or an email address): nothing else in the message asks for anything, so the
whole of it is kept.

Not when it asks to call, text or remind (a to-do), asks a question, names a clock time (an event or a reminder), or
names a meeting or a list; and not when the user speaks of themselves ("i'm at 052...", "אני בטלפון 052...").
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.notes import _EVENTS, _store, core

CONTACT = 0.8  # a statement with no saving word, as notes.store_note's "X is Y" of a kept fact

# An Israeli or international phone number: "052-7781234", "054 123 4567", "+972 52 778 1234", "03-6123456".
_PHONE = re.compile(r"(?<![\w-])(?:\+972[\s-]?|0)\d{1,2}[\s-]?\d{3}[\s-]?\d{4}(?![\w-])|(?<![\w-])\+\d{10,13}(?![\w-])")
# An office extension, said with its word: "extension 2235", "ext. 14", "שלוחה 2235". A number to reach someone by, as
# a phone is.
_EXTENSION = re.compile(r"(?<![\w-])(?:extension|ext\.?|שלוחה|שלוחת)\s*:?\s*\d{2,5}(?![\w-])", re.IGNORECASE)
# An email address is a way to reach them as a number is: "the ref association contact is Moshe, moshe@x.com".
_EMAIL = re.compile(r"(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+(?![\w-])")
# The address named as theirs ("his email is ...", "המייל שלו"): a noun, not a request to write to them.
_EMAIL_NOUN = re.compile(r"\b(?:his|her|their|the|and|,)\s*e-?mail(?:\s+address)?(?:\s+is)?\b", re.IGNORECASE)
# The person, named: "X is Shimon", "X is called Avi", "X's name is Dana", "X זה מוטי", "X קוראים לו יוסי".
_WHO_EN = re.compile(
    # "new coffee supplier is kalimera": a role just filled needs no "the" before it.
    r"^(?:the|my|our|this|that|[a-z]+'s|new)\s+[\w' -]{2,50}?\s+(?:is|was|'s)\s+(?:called\s+|named\s+)?"
    r"(?:(?:a\s+)?guy\s+(?:called|named)\s+)?[A-Za-z][a-z]+\b"
    r"|^(?:the|my|our)\s+[\w' -]{2,50}?'?s\s+name\s+is\s+[A-Za-z][a-z]+\b", re.IGNORECASE)
_WHO_HE = re.compile(
    r"^(?:ה|של\s+ה)?[\u05D0-\u05EA'\"-]{2,}(?:\s+[\u05D0-\u05EA'\"-]+){0,5}?\s+(?:זה|הוא|היא|נקרא|נקראת|קוראים\s+(?:לו|לה)"
    r"|שמו|שמה)\s+[\u05D0-\u05EA]{2,}")
# What makes the message a request, a question or the user's own state instead.
_ASKS = re.compile(
    r"\b(?:call|ring|text|message|whatsapp|send|remind|add|tell|ask|email|schedule|book|delete|remove|can\s+you"
    r"|could\s+you|please|pls)\b|^(?:i|i'?m|im|we|we'?re)\b"
    r"|(?<![\u05D0-\u05EA])(?:תתקשר|תתקשרי|להתקשר|תתקשרו|תשלח|תשלחי|לשלוח|תזכיר|תזכירי|תוסיף|תוסיפי|תגיד|תגידי"
    r"|תמחק|תמחקי|תקבע|תקבעי|אני|אנחנו|בבקשה)(?![\u05D0-\u05EA])", re.IGNORECASE)


def _clock(ctx: RuleContext) -> bool:
    when = ctx.time
    return when is not None and when.when is not None and when.date_only is None and not when.all_day


@grammar
def contact_told(ctx: RuleContext) -> Intent | None:
    """ "the guy from the building committee is Shimon btw, 052-7781234": someone, who they are, their number."""
    text = core(ctx.text).strip()
    numbers, emails = len(_PHONE.findall(text)) + len(_EXTENSION.findall(text)), len(_EMAIL.findall(text))
    if len(text) > 220 or "?" in text or numbers > 1 or emails > 1 or not numbers + emails:
        return None
    said = _EMAIL_NOUN.sub(" ", _EMAIL.sub(" ", text))  # the address and "his email" ask for nothing
    if not (_WHO_EN.match(text) or _WHO_HE.match(text)) or _ASKS.search(said) or _EVENTS.search(said):
        return None
    if _clock(ctx) or re.search(r"\blist\b|רשימ", text, re.IGNORECASE):
        return None
    return _store(text, "fact", CONTACT)
