"""What people say among the items that is not an item: a remark, a filler, the add verb said again.

* A remark after the items ("חלב, ביצים ושמן זית, נגמר לי הכל ביחד", "charger, passport, flipflops. flying
  tomorrow!") is a clause, not a thing: it has a subject or a pronoun ("לי", "we", "i'm"), a reason word, a
  time, a verb of its own. As the last comma part or the sentence after the items it is left out; anywhere
  else, or when it changes the request ("..., and we need bread too", "..., but not the 3% one"), the items
  are unsure and Memo asks.
* Spoken fillers ("אה", "אממ", "um", "uh", "oh") are dropped, and the add verb said again in the middle of the
  items ("... וגם שקיות זבל אה ותוסיף גם קפה", "milk and eggs and also add coffee") separates items, as long
  as no other list is named after it (then it is a second request, which is not read here).
"""

from __future__ import annotations

import re

from memo.planning.rules.lists_context import FURTHER
from memo.planning.rules.lists_lexicon import HE_MODIFIERS, is_packing, is_product
from memo.planning.rules.lists_verbs import HV_ADD_PLAIN
from memo.planning.rules.task_words import HE

_B = rf"(?<![\w{HE}])"
_E = rf"(?![\w{HE}'])"

_FILLER = re.compile(rf"{_B}(?:אה+|אהמ+|אמ+|אממ+|um+|uh+|uhm+|erm+|hmm+|oh)(?:\s*,)?{_E}\s*", re.IGNORECASE)
_HE_AND_FILLER = re.compile(rf"{_B}ו(?:אה+|אהמ+|אמ+|אממ+)\s*,?\s+(?=[{HE}])")  # "ואה לחם": "ולחם"
# The add verb again, inside the items: "ותוסיף גם קפה", "and also add coffee".
_VERB_AGAIN = re.compile(rf"\s*,?\s+(?:ו-?|and\s+)?(?:(?:גם|also)\s+)?(?:{HV_ADD_PLAIN}|(?i:add|put))(?:\s+לי)?"
                         rf"(?:\s+(?:גם|עוד|also|some))?(?=\s)", re.IGNORECASE)
# The add verb said last, after the items a heading opened ("shopping list: ketchup, candles 🎂 add pls",
# "רשימת קניות: חלב, ביצים תוסיפי בבקשה"): the request itself, no part of the last item.
_VERB_LAST = re.compile(rf"(?:[\s,.;:!\-–]|[^\w\s])*\s(?:{HV_ADD_PLAIN}|(?i:add|put))(?:\s+(?:לי|לנו))?"
                        rf"(?:\s+(?:(?i:it|them|these|those|em|'em|all|in|on)|אותם|אותן|אותו|את\s+זה|הכל))*"
                        rf"(?:\s+(?:(?i:pls|plz|please|thx|thanks|ty)|בבקשה|תודה|פליז))*[\s.!]*$")
# "out of dish soap AGAIN", "נגמר שוב החלב": said of the need, not part of the item.
_AGAIN = re.compile(rf"\s+(?:(?:yet|once)\s+)?again(?=\s*(?:[,.;!?]|$))|{_B}(?:שוב|עוד\s+פעם){_E}\s*", re.IGNORECASE)
_OTHER_LIST = re.compile(rf"{_B}(?:ל|ב|אל\s+)-?ה?רשימ|\blist\b|\b(?:to|on|onto|into)\s+(?:the|my|our)\b",
                         re.IGNORECASE)

# What makes a part a clause rather than a thing: a subject or pronoun, a reason, a verb of its own, a time.
_CLAUSE = re.compile(
    rf"\b(?:i|i'm|im|i've|ive|i'll|we|we're|we've|we'll|you|you're|they|they're|he|she|it's|there's|them|because|cause"
    rf"|cuz|coz|since|is|are|was|were|been|am|gonna|going|coming|leaving|flying|lol|haha|thanks|thank|tomorrow"
    rf"|tonight|today|weekend|somehow|asked|asks|said|says|told|wanted|wants|likes|loves|loved|finished|ate|drank|used"
    rf"|bought|ran|made|broke|forgot|having|making|cooking|hosting|visiting|heading|staying|throwing|switched"
    rf"|switching|changed|decided|cancelled|canceled|moved|returned|gave|found|recommended|recommends|suggested)\b"
    # someone bringing or giving the thing, in any tense a learner uses ("my neighbour bring me 10")
    rf"|\b(?:bring|brings|brought|give|gives|gave|send|sends|sent)\s+(?:me|us|him|her|them)\b"
    rf"|{_B}(?:לי|לנו|אני|אנחנו|הוא|היא|הם|הן|אתה|אתם|כי|אבל|כבר|איכשהו|נגמר|נגמרה|נגמרו|נגמרים|אין|יש|היה|הייתה"
    rf"|היו|יוצאים|יוצאות|טסים|טסות|נוסעים|נוסעות|באים|באות|מגיעים|מגיעות|חוזרים|חוזרות|מארחים|חוגגים|עושים"
    rf"|מחר|מחרתיים|היום|הערב|הלילה|בסופ\"?ש|סופ\"?ש|השבוע|בשבת|תודה|חח+|ביקש|ביקשה|ביקשו|אמר|אמרה|אמרו"
    # who recommended the items ("..., ברק המליץ", "..., dana recommended"): a remark, not an item
    rf"|המליץ|המליצה|המליצו|ממליץ|ממליצה|ממליצים"
    # why an item goes, said of someone else ("..., הלקוח ביטל", "..., הספק החליף דגם"), as "cancelled" is above
    rf"|ביטל|ביטלה|ביטלו|מבטל|מבטלת|מבטלים|החליט|החליטה|החליטו|החליף|החליפה|החליפו|החזיר|החזירה|החזירו"
    rf"|ויתר|ויתרה|ויתרו){_E}",
    re.IGNORECASE)
_HE_FIRST_PERSON = re.compile(rf"{_B}[{HE}]{{3,}}תי{_E}")  # "שכחתי", "קניתי": a verb of the speaker's
# Words that change the request rather than comment on it: the part is no remark to leave out. "without it/them"
# points back at the items ("the recipe works without them") and changes none of them.
_CHANGES = re.compile(
    rf"\b(?:need|needs|want|wants|wanted|asked|asks|also|too|more|another|add|put|not|don'?t|dont|no|only|instead"
    rf"|except|without(?!\s+(?:it|them)\b)|but|or)\b"
    rf"|{_B}(?:צריך|צריכה|צריכים|רוצה|רוצים|ביקש|ביקשה|ביקשו|גם|עוד|לא|בלי|רק|במקום|חוץ|או|תוסיף|תוסיפי|תכניס"
    rf"|תכניסי){_E}",
    re.IGNORECASE)
# A sentence that asks for something of its own ("I bought the milk. Also please add eggs to the list."): no
# more items of this request.
_COMMAND = re.compile(rf"{_B}(?:add|put|remove|delete|tick|mark|cross|check|remind|show|send|call|take|{HV_ADD_PLAIN}"
                      rf"|ו?תזכיר\S*|ו?תמחק\S*|ו?תורי?ד\S*|ו?תסמנ?\S*|ו?תראי?\S*|ו?תשלח\S*){_E}", re.IGNORECASE)
_SENTENCE_END = re.compile(r"(?<=[^\s.])[.!?]+\s+(?=\S)")
_GOES_ON = re.compile(rf"^(?:and|also|plus|גם|וגם|ועוד|ו-?)(?:\s|(?=[{HE}]))", re.IGNORECASE)
_COMMA = re.compile(r"\s*[,;،]\s*")
# A clock time among the items ("milk before 07:00", "לחם עד 6", "eggs by 5pm"): when, not what.
_CLOCK = re.compile(rf"{_B}\d{{1,2}}:\d{{2}}{_E}|\b\d{{1,2}}\s*(?:am|pm){_E}"
                    rf"|{_B}(?:לפני|עד|אחרי|before|by|until|till|after)\s+(?:ה-?|השעה\s+)?\d{{1,2}}{_E}", re.IGNORECASE)


# "like" said as a hedge among the items ("milk and like the sourdough bread", "like two cartons of eggs"): at the
# start of the items or of an item, after "and" or a comma. Never after a word that makes it a verb or a
# comparison ("i'd like", "something like", "stuff like"), which are not at those places.
_LIKE = re.compile(rf"(?:^|(?<=,)|(?<=\band)|(?<=\bor))\s*like\s*,?\s+(?=[\w{HE}])", re.IGNORECASE)
_HE_HEDGE = re.compile(rf"{_B}(?:כאילו|יעני)\s*,?\s*")
# A hesitation in dictated text: "ו... שמן זית", "and... eggs", "milk... eggs". After a joining word it only
# joins; elsewhere it separates items like a comma.
_HE_AND_TRAIL = re.compile(rf"{_B}ו\s*(?:\.{{2,}}|…)\s*(?=[{HE}])")
_TRAIL = re.compile(r"\s*(?:\.{2,}|…)\s*")
# An item said again to confirm it: "שמן זית כן שמן זית", "olive oil yes olive oil".
_SAID_AGAIN = re.compile(rf"(?P<pre>{_B}ו?)(?P<item>[\w{HE}'\"-]+(?:\s+[\w{HE}'\"-]+){{0,2}})\s*,?\s+"
                         rf"(?:כן|yes|yeah|yep)\s*,?\s+(?P=item){_E}", re.IGNORECASE)


# A correction said inside the items ("bread no wait pitas", "לחם אה לא רגע פיתות"): what follows replaces the one
# item said just before. With more items before it, which of them it replaces is the user's to say, so the
# marker stays and the items are asked about (lists.list_intent).
_CORRECTED = re.compile(rf"\s*,?\s+(?:no\s+wait|wait\s+no|no\s+no|i\s+mean|sorry|oops|scratch\s+that|make\s+that"
                        rf"|actually(?:\s+no)?|לא\s+רגע|רגע\s+לא|אה\s+לא|לא\s+לא|בעצם|סליחה|כלומר|טעות|אופס)"
                        rf"{_E}\s*,?\s+", re.IGNORECASE)
_SEPARATOR = re.compile(rf",|\band\b|&|\s\+\s|{_B}ו(?=[{HE}])", re.IGNORECASE)


def _corrected(raw: str) -> str:
    found = list(_CORRECTED.finditer(raw))
    if len(found) != 1 or _SEPARATOR.search(raw[:found[0].start()]) or not raw[found[0].end():].strip():
        return raw
    return raw[found[0].end():]


def unfilled(raw: str) -> str:
    """The items without spoken fillers and hesitations ("um the hummus", "and like the bread", "ו... שמן זית
    כן שמן זית")."""
    raw = _AGAIN.sub("", _FILLER.sub("", _HE_AND_FILLER.sub("ו", raw)))
    raw = _HE_HEDGE.sub("", _LIKE.sub(" ", raw))
    raw = _TRAIL.sub(", ", _HE_AND_TRAIL.sub("ו", raw)).strip(" ,")
    raw = re.sub(r"\b(and|or)\s*,\s*", r"\1 ", raw, flags=re.IGNORECASE)
    return _corrected(_SAID_AGAIN.sub(lambda m: m.group("pre") + m.group("item"), raw).strip())


def spoken(raw: str) -> str | None:
    """The items without spoken fillers, the add verb said again turned into a comma; None when the verb
    again goes on to another list (a second request)."""
    raw = unfilled(raw)
    last = _VERB_LAST.search(raw)
    raw = raw[:last.start()] if last and last.start() > 0 else raw
    again = _VERB_AGAIN.search(raw)
    if again is None:
        return raw
    if _OTHER_LIST.search(raw[again.end():]):
        return None
    return _VERB_AGAIN.sub(",", raw)


def clause_like(part: str) -> bool:
    """Whether a part of the items is a clause (a remark or a request), not a thing."""
    if _CLAUSE.search(part):
        return True
    return any(m.group() not in HE_MODIFIERS for m in _HE_FIRST_PERSON.finditer(part))


def _pieces(part: str) -> list[str]:
    return [p for p in re.split(rf"\s*(?:,|\band\b|\s+ו(?=[{HE}]))\s*", part) if p.strip()]


def _things(part: str) -> bool:
    """Every piece of the part (split at "and") is a thing one buys or packs."""
    pieces = _pieces(part)
    return bool(pieces) and all(is_product(p) or is_packing(p) for p in pieces)


def _remark(part: str) -> bool:
    """A remark to leave out: a clause that changes nothing, whose first word is no thing one buys."""
    words = part.split()
    return (len(words) >= 2 and clause_like(part) and not _CHANGES.search(part) and not FURTHER.search(part)
            and not (is_product(words[0]) or is_packing(words[0])))


# The last part says a thing is NOT wanted ("..., קולה לא צריך", "..., no need for cola", "..., we don't need
# cola"): nothing to add, so it is left out. Only the plain words of no need: "no sugar" or "without sesame" after
# an item may describe that item ("yogurt, no sugar"), and those stay for the user to sort out.
_UNWANTED = re.compile(
    rf"^(?:(?:(?:we|i)\s+)?(?:don'?t|dont|do\s+not)\s+need(?:\s+(?:any|the))?|no\s+need\s+(?:for|of)(?:\s+the)?"
    rf"|not\s+the|skip(?:\s+the)?|(?:ו?(?:לא|אין)\s+צריך(?:\s+לקנות)?|לא\s+צריכים|אין\s+צורך\s+ב|ו?אל\s+"
    rf"(?:{HV_ADD_PLAIN}))(?:\s*את)?(?:\s+ה?)?)\s*(?P<thing>[\w{HE}'\"%-]+(?:\s+[\w{HE}'\"%-]+)?)$"
    rf"|^(?P<thing2>[\w{HE}'\"%-]+(?:\s+[\w{HE}'\"%-]+)?)\s+(?:(?:we|i)\s+(?:don'?t|dont|do\s+not)\s+need"
    rf"|not\s+needed|(?:לא|אין)\s+(?:צריך|צריכה|צריכים|צריכות|צורך)(?:\s+(?:כבר|יותר))?|יש\s+(?:לנו|לי|בבית))$",
    re.IGNORECASE)


def _unwanted(part: str, before: str) -> bool:
    """Whether the part says a thing is not needed, a thing not among the items said before it (then which
    of the two stands is the user's to say)."""
    found = _UNWANTED.match(part.strip(" .!"))
    if found is None:
        return False
    thing = (found.group("thing") or found.group("thing2") or "").casefold()
    return not _CHANGES.search(thing) and thing.split()[0] not in before.casefold()


# Words of a clause after the list that say which one or what kind ("..., dani wants the dark roast", "..., רק
# של תנובה"): a detail the item as added would lose.
_PREFERS = re.compile(rf"\b(?:prefers?|likes?|brand|kind|type|flavou?rs?|sizes?|organic|the\s+[\w'-]+\s+ones?"
                      rf"|make\s+(?:it|sure))\b|{_B}(?:מעדיף|מעדיפה|מעדיפים|אוהב|אוהבת|אוהבים|מותג|סוג|מהסוג|טעם"
                      rf"|של\s+חברת){_E}", re.IGNORECASE)
# "we need them for the cake", "כי צריך אותו לעוגה": the need of the items named, a reason only.
_NEED_OF_THEM = re.compile(rf"\b(?:need|needs)\s+(?:it|them|those|these|that)\b|{_B}צרי\S*\s+(?:אותו|אותה|אותם|אותן)"
                           rf"{_E}", re.IGNORECASE)


def changes_items(rest: str, items: list[str]) -> bool:
    """Whether a clause said after the list changes or qualifies the items rather than gives a reason ("...,
    bread we don't need", "..., dani wants the dark roast"); a thing said not to be needed that is not among the
    items changes nothing ("..., קולה לא צריך")."""
    rest = rest.strip(" ,.;!-")
    if _UNWANTED.match(rest):
        return not _unwanted(rest, ", ".join(items))
    return bool(_PREFERS.search(rest) or _CHANGES.search(_NEED_OF_THEM.sub("", rest)))


def cut_remarks(raw: str) -> tuple[str, bool]:
    """The items without a remark said after them, and whether some part may still not be an item (ask)."""
    sentences = [p.strip(" .!?") for p in _SENTENCE_END.split(raw.strip())]
    text, unsure, remarks = sentences[0], False, False
    for rest in sentences[1:]:
        if _remark(rest):
            remarks = True  # "... טסים מחרתיים!": left out
        elif remarks or _COMMAND.search(rest) or not (_GOES_ON.match(rest) or _things(rest)):
            unsure = True  # items after a remark, a request of its own, or a sentence that is neither
        else:
            text = f"{text}, {_GOES_ON.sub('', rest)}"  # "milk. and eggs", "milk. eggs. bread": more items
    parts = _COMMA.split(text)
    if len(parts) > 1 and (_remark(parts[-1]) or _unwanted(parts[-1], ", ".join(parts[:-1]))):
        text = text[:text.rfind(parts[-1])].rstrip(" ,;،")
        parts = parts[:-1]
    if any(len(p.split()) >= 2 and clause_like(p) for p in parts) or _CLOCK.search(text):
        unsure = True  # a clause, or a clock time ("חלב לפני 07:00"): a deadline a list item cannot hold
    # "נורות וסוללות, נשרפה המנורה בסלון": beside things the lexicon knows, a long part with none of them may be a
    # remark in words this module does not know; only the user can say.
    known = [any(is_product(i) or is_packing(i) for i in _pieces(p)) for p in parts]  # names a known thing
    if any(known) and any(not k and len(p.split()) >= 3 for p, k in zip(parts, known, strict=True)):
        unsure = True
    return text, unsure


# "The rest I'll buy on Tuesday", "את השאר אקנה מחר": said of the other items, which the request leaves as they are.
_THE_REST = re.compile(rf"^(?:(?:and|as\s+for)\s+)?the\s+rest\b|^ו?(?:את\s+)?ה?שאר{_E}",
                       re.IGNORECASE)


def _of_the_rest(part: str) -> bool:
    part = part.strip(" .!?")
    return bool(_THE_REST.match(part)) and not _CHANGES.search(part) and not FURTHER.search(part)


def remarks_after(command: str) -> tuple[str, str]:
    """A command without the remark sentences said after it ("..., אפשר לסמן אותם ברשימה. את שאר הדברים אקנה
    מחר", "..., tick them. the rest i'll get on friday"), and those remarks ("" when there are none or a later
    sentence is no plain remark, which is then left to the command's own reading)."""
    sentences = _SENTENCE_END.split(command.strip())
    if len(sentences) < 2 or not all(_remark(p.strip(" .!?")) or _of_the_rest(p) for p in sentences[1:]):
        return command, ""
    return sentences[0].strip(" .!?"), " ".join(sentences[1:])
