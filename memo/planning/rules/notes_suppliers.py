"""What a small business keeps about its suppliers and customers, typed on the go.

* A price to keep, with a verb of keeping and no "that": "תזכרי מחיר זר ורדים מהסאפלייר 12 שח, min order 10",
  "note the price of pvc pipe 18 a meter". A price word and a sum make it a fact; "תזכרי לשלם לספק 1200" is a
  to-do and "תזכירי לי" a reminder, both left to the other grammars.
* What a supplier charges, asked: "how much was the pipe supplier charging per meter again", "כמה הספק לוקח על מטר
  צינור". Only the user's notes know their supplier's price; "how much is a meter of pvc pipe" stays general.
* What a customer usually takes: "מה רונית לוקחת בדרך כלל", "what does ronit usually order". A name, not a pronoun
  ("מה את לוקחת בדרך כלל" asks Memo) nor people at large ("מה אנשים לוקחים בדרך כלל").
* Forgetting a supplier's or someone's details: "forget the old bread supplier info we dropped them", "תמחקי את
  הפרטים של הספק הישן". A task is never called "the supplier's info", so this is a note to delete (asked first).
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, tidy
from memo.planning.rules.notes import _EVENTS, _keywords, _store, core
from memo.planning.rules.notes_changes import _clock
from memo.planning.rules.notes_lookup import _ROLE_EN, _ROLE_HE
from memo.planning.rules.notes_recall import PERSONAL

KEPT_PRICE = 0.9  # a verb of keeping names the notes as plainly as "save this:" (notes_changes.STATED)
FORGET_DETAILS = 0.88  # above tasks' "forget X" (0.72) and a list's "delete X" read of the same words
_HE = r"\u05D0-\u05EA"
_B = rf"(?<![\w{_HE}])"
_E = rf"(?![\w{_HE}])"

_VENDOR_EN = r"(?:suppliers?|vendors?|wholesalers?|distributors?|dealers?|importers?|sellers?)"
_VENDOR_HE = r"(?:ספק|ספקית|ספקים|סאפלייר|סאפליר|סיטונאי|סיטונאית|משווק|משווקת|יבואן|יבואנית)"
_MONEY = r"\d[\d,.]*\s*(?:[₪$€£]|ש\"?ח|שקל|שקלים|nis|ils|shekels?|dollars?|bucks|euros?)?|[₪$€£]\s*\d"

# A half word typed again in full ("the pipe sup supplier"): the stutter is dropped.
_STUTTER = re.compile(r"\b([a-z]{2,})\s+(?=\1[a-z])", re.IGNORECASE)

# ---------------------------------------------------------------- a price kept

_KEEP_VERB = re.compile(
    r"^(?:remember|save|store|keep|note(?:\s+down)?|jot(?:\s+down)?|write\s+down|record)(?:\s+(?:for\s+me|pls|please))?\s+"
    r"|^(?:תזכרי|תזכור|תזכרו|זכרי|זכור|תשמור|תשמרי|שמור|שמרי|תרשום|תרשמי|רשום|רשמי|תכתוב|תכתבי)(?:\s+(?:לי|בבקשה))?\s+",
    re.IGNORECASE)
_PRICE_FIRST = re.compile(
    rf"^(?:את\s+)?(?:ה)?(?:מחיר|מחירים|מחירון|תעריף|עלות){_E}"
    r"|^(?:the\s+|our\s+|my\s+)?(?:(?:new|current|supplier'?s?|vendor'?s?)\s+)?(?:price|prices|cost|rate|quote)\b",
    re.IGNORECASE)


@grammar
def price_kept(ctx: RuleContext) -> Intent | None:
    """ "תזכרי מחיר זר ורדים מהסאפלייר 12 שח": a verb of keeping, a price word, a sum."""
    text = core(ctx.text).strip()
    verb = _KEEP_VERB.match(text)
    if verb is None or text.endswith("?") or _clock(ctx):
        return None
    what = text[verb.end():]
    if not _PRICE_FIRST.match(what) or not re.search(_MONEY, what, re.IGNORECASE):
        return None
    if _EVENTS.search(what) or re.search(r"\blist\b|רשימ", what, re.IGNORECASE):
        return None  # "remember the price list for the meeting": another tool's
    return _store(re.sub(r"^את\s+", "", what), "fact", KEPT_PRICE)


# ---------------------------------------------------------------- what a supplier charges, asked

_CHARGE_EN = re.compile(
    r"^(?:how\s+much|what)\s+(?:was|is|were|are|does|did|do|'s)\s+(?P<q>(?:the|our|my)\s+(?:[\w-]+\s+){0,3}?"
    rf"{_VENDOR_EN})(?:'s)?\s+(?:charging|charge|charges|charged|asking(?:\s+for)?|ask(?:\s+for)?|wanting|want"
    r"|selling|sell|price|rate|quote)\b(?P<rest>(?:\s+(?:us|me))?(?:\s+(?:per|a|an|for|by\s+the|on)\s+[\w-]+"
    r"(?:\s+[\w-]+){0,3})?)(?:\s+again)?\s*\??$",
    re.IGNORECASE)
_CHARGE_HE = re.compile(
    rf"^כמה\s+(?:(?:היה|הוא|היא)\s+)?(?:(?:לוקח|לוקחת|גובה|גבה|גבתה|לקח|לקחה|רוצה|רצה|מבקש|ביקש|מוכר|מכר|עולה\s+אצל)\s+"
    rf"(?P<q>ה?{_VENDOR_HE}(?:\s+(?:של|ל)\s*ה?[{_HE}]+|\s+ה[{_HE}]+)?)|(?P<q2>ה?{_VENDOR_HE}(?:\s+(?:של|ל)\s*ה?[{_HE}]+"
    rf"|\s+ה[{_HE}]+)?)\s+(?:לוקח|לוקחת|גובה|גבה|גבתה|לקח|לקחה|רוצה|רצה|מבקש|ביקש|מוכר|מכר)){_E}"
    rf"(?P<rest>(?:\s+(?:מאיתנו|ממני|לנו))?(?:\s+(?:על|ל|לכל|בשביל|פר)\s*[{_HE}\w]+(?:\s+[{_HE}\w]+){{0,3}})?)"
    r"(?:\s+(?:שוב|בעצם))?\s*\??$")


def _charge_query(match: re.Match[str]) -> str:
    who = match.group("q") or match.groupdict().get("q2") or ""
    rest = re.sub(rf"^\s*(?:(?:us|me|מאיתנו|ממני|לנו)\s+)?(?:per|a|an|for|by\s+the|on|על|לכל|בשביל|פר)?{_E}\s*", "",
                  match.group("rest") or "", flags=re.IGNORECASE)
    rest = re.sub(r"\s+(?:again|שוב)$", "", rest, flags=re.IGNORECASE)
    return tidy(f"{_keywords(who)} {rest}")


@grammar
def supplier_charge(ctx: RuleContext) -> Intent | None:
    """ "how much was the pipe supplier charging per meter again", "כמה הספק לוקח על מטר": the user's notes."""
    text = _STUTTER.sub("", core(ctx.text).strip())
    match = _CHARGE_EN.match(text) or _CHARGE_HE.match(text)
    if match is None or ctx.time is not None:
        return None
    query = _charge_query(match)
    return Intent("second-brain", "search", {"operation": "search", "query": query}, PERSONAL, entity="note")


# ---------------------------------------------------------------- what a customer usually takes

_NOT_SOMEONE_HE = (r"(?:אני|אנחנו|את|אתה|אתם|אתן|הוא|היא|הם|הן|זה|זאת|אנשים|כולם|רוב|כל|מישהו|מישהי|לקוחות|ישראלים"
                   r"|תיירים|ילדים|מה|מי)")
_USUALLY_HE = r"(?:בדר[כך]\s+כלל|בדרכלל|בד\"כ|בדכ|תמיד|כרגיל|בדרך\s+קבע|בקביעות)"
_TAKES_HE = (r"(?:לוקח|לוקחת|לוקחים|מזמין|מזמינה|מזמינים|קונה|קונים|מבקש|מבקשת|מבקשים|שותה|שותים|אוכל|אוכלת|צובעת"
             r"|צובע|עושה|עושים)")
_USUAL_HE = re.compile(
    rf"^מה\s+(?P<who>(?!{_NOT_SOMEONE_HE}{_E})[{_HE}][{_HE}'\"-]+(?:\s+(?!{_NOT_SOMEONE_HE}{_E}){_B}[{_HE}][{_HE}'\"-]+)?)"
    rf"\s+(?:(?:{_USUALLY_HE})\s+{_TAKES_HE}|{_TAKES_HE}\s+(?:{_USUALLY_HE})|{_TAKES_HE}\s+(?:בפעם\s+(?:ה)?"
    r"(?:קודמת|אחרונה|שעברה)))(?:\s+(?:אצלנו|אצלי|מאיתנו|ממני))?\s*\??$")
_NOT_SOMEONE_EN = (r"(?:i|you|u|we|he|she|they|it|people|everyone|everybody|someone|somebody|most|one|a|an|the|this"
                   r"|that|customers|clients|kids|americans|israelis|tourists)")
_USUAL_EN = re.compile(
    rf"^what\s+(?:does|did)\s+(?P<who>(?!{_NOT_SOMEONE_EN}\b)[a-z][a-z'-]+(?:\s+(?!{_NOT_SOMEONE_EN}\b)[a-z][a-z'-]+)?)"
    r"\s+(?:usually|normally|always|typically)\s+(?:order|get|take|buy|have|want|drink|ask\s+for)\b"
    r"(?:\s+(?:from\s+(?:us|me)|here))?(?:\s+again)?\s*\??$"
    r"|^what'?s\s+(?P<who2>(?!(?:my|your|our|the)\b)[a-z][a-z'-]+)'s\s+usual(?:\s+order)?(?:\s+again)?\s*\??$",
    re.IGNORECASE)


@grammar
def customer_usual(ctx: RuleContext) -> Intent | None:
    """ "מה רונית לוקחת בדרך כלל", "what does ronit usually order": what the user noted of their customer."""
    text = core(ctx.text).strip()
    match = _USUAL_HE.match(text) or _USUAL_EN.match(text)
    if match is None or ctx.time is not None:
        return None
    who = match.group("who") or match.groupdict().get("who2") or ""
    return Intent("second-brain", "search", {"operation": "search", "query": who}, PERSONAL, entity="note")


# ---------------------------------------------------------------- a supplier's details forgotten

_DETAILS_EN = r"(?:contact\s+)?(?:info|information|details|contact|number|phone\s+number)"
_OLD_EN = r"(?:(?:old|previous|former|ex)\s+)"
_WHY_EN = (r"(?:\s*[,.;\-–]+\s*|\s+)(?:we|i|they|since|because|cause|cuz|as|not|no\s+longer|don'?t|dont|not)\b"
           r"[^?]{0,80}")
_FORGET_EN = re.compile(
    rf"^(?:forget|delete|remove|erase|drop|clear|trash|toss)\s+(?:about\s+)?(?:(?:the|my|our)\s+{_OLD_EN}?"
    rf"(?P<q>(?:[\w-]+\s+){{0,3}}?(?:{_VENDOR_EN}|{_ROLE_EN}))(?:'s)?|(?:(?:the|my|our)\s+)?(?P<q3>[a-z]+'s))\s+{_DETAILS_EN}(?:{_WHY_EN})?\s*[.!]*$"
    rf"|^(?:forget|delete|remove|erase)\s+(?:the\s+)?{_DETAILS_EN}\s+(?:of|for|on)\s+(?:the|my|our)\s+{_OLD_EN}?"
    rf"(?P<q2>(?:[\w-]+\s+){{0,3}}?(?:{_VENDOR_EN}|{_ROLE_EN}))(?:{_WHY_EN})?\s*[.!]*$",
    re.IGNORECASE)
_FORGET_HE = re.compile(
    r"^(?:תשכח|תשכחי|שכח|שכחי|תמחק|תמחקי|מחק|מחקי)\s+(?:לי\s+)?(?:את\s+)?"
    rf"(?:ה?(?:פרטים|מידע|טלפון|מספר|פרטי\s+(?:ה)?קשר)\s+(?:של|על|עם)\s+|פרטי\s+)"
    rf"(?P<q>ה?(?:{_VENDOR_HE}|{_ROLE_HE})(?:\s+(?:של\s+)?ה?[{_HE}]+)?)"
    rf"(?:\s*[,.;\-–]+\s*[^?]{{0,80}}|\s+(?:כי|אנחנו|עזבנו|הפסקנו|כבר|לא)(?![{_HE}])[^?]{{0,80}})?\s*[.!]*$")
_OLD = re.compile(rf"{_B}(?:old|previous|former|ex|הישן|הישנה|הקודם|הקודמת){_E}", re.IGNORECASE)


@grammar
def supplier_forgotten(ctx: RuleContext) -> Intent | None:
    """ "forget the old bread supplier info we dropped them": that supplier's note, deleted after asking."""
    text = core(ctx.text).strip()
    match = _FORGET_EN.match(text) or _FORGET_HE.match(text)
    if match is None or ctx.time is not None or re.search(r"\blist\b|רשימ", text, re.IGNORECASE):
        return None
    who = match.group("q") or match.groupdict().get("q2") or match.groupdict().get("q3") or ""
    if _EVENTS.search(who):
        return None
    query = tidy(_OLD.sub("", _keywords(re.sub(r"'s$", "", who))))
    return Intent("second-brain", "delete", {"operation": "delete", "query": query}, FORGET_DETAILS,
                  missing=[] if query else ["query"], risk="medium", needs_approval=True, entity="note")
