"""A list request said in a stream of talk, or in a mix of languages: the request is read, the talk around it is not.

People who write the way they talk bury one list request among feelings and tangents ("בקיצור נגמר הכל בבית אז
לרשימת קניות חלב ביצים ... רגע מה עוד... לא זהו בינתיים", "i'm at the store and have no idea why i came what's on
the shopping list"), and people who came from elsewhere mix in the words of other languages ("... שמנת חמוצה, ну и
סוכר") or say the Hebrew list without its construct form ("לרשימה קניות"). `unwound` returns the request the list
grammars read (lists_context.list_core calls it first):

- "לרשימה קניות", "ברשימה ציוד": the list of that kind ("לרשימת קניות");
- "ну и", "и", "ещё" between items: "and" in Russian, no item;
- self-talk at the end ("רגע מה עוד... לא זהו", "what else... nah that's it"): no item;
- "before i forget like last time ...", "כי בעלי החליט ...": why the user asks, after the request; cut only when it
  asks for nothing more (lists_context.FURTHER) and a list was named before it;
- a yes said ahead of the approval after deleting a list ("..., the whole list, כן בטוחה"): the approval itself is
  still asked, so the words are no part of the list's name;
- talk before the request with no list and no request in it ("the trip got cancelled 😭 אז תמחקי ...", "אני בסופר
  עכשיו ואין לי מושג למה באתי מה יש ברשימת קניות"): cut off. Never when it holds something the request may be
  about: a thing one buys or packs, a need ("we need ..."), a number, another list or request, or a question;
- "the packing list לאילת": an English list named, then what it is for in Hebrew ("for Eilat"), as lists.list_ref
  reads "the packing list for eilat".
"""

from __future__ import annotations

import re

from memo.planning.rules.lists_lexicon import is_packing, is_product
from memo.planning.rules.lists_verbs import ANY_ADD, HV_ADD, HV_REMOVE, HV_SEE, HV_TICK, V_ADD
from memo.planning.rules.task_words import HE

_B = rf"(?<![\w{HE}'])"
# Words that ask for more than the request (as lists_context.FURTHER, which imports this module): what follows them
# is never cut off as talk.
FURTHER_WORDS = (r"and\s+(?:also|then|add|put|remind|send)|then|also|remind|add|put|send|call|email|ו?תזכיר\S*"
                 r"|ו?תוסיפ\S*|ו?תוסיף|ו?תכניס\S*|ו?תשים\S*|ו?תשלח\S*|ו?תרשמ\S*|ו?תרשום|ו?תמחק\S*|ו?תוריד\S*"
                 r"|ו?תסמנ\S*|ו?תסמן|וגם|actually|i\s+mean|no\s+wait|wait\s+no|make\s+(?:it|that)|scratch\s+that"
                 r"|instead|rather|בעצם|כלומר|לא\s+רגע|רגע\s+לא|במקום|התכוונתי")
_E = rf"(?![\w{HE}'])"
_LIST_WORD = re.compile(rf"\blists?\b|{_B}[לבמ]?ה?רשימ(?:ה|ת|ות){_E}|{_B}[לבמ]ה?(?:קניות|סופר|מכולת){_E}",
                        re.IGNORECASE)

# "לרשימה קניות", "מהרשימה ציוד": the kinds of list people name, said without the construct form.
_KIND_NO_CONSTRUCT = re.compile(rf"{_B}(?P<p>[לבמ]?)ה?רשימה\s+(?=ה?(?:קניות|מכולת|ציוד|סופר|פארם){_E})")

# "and" (and "well, and", "and also") in Russian, between items or before the last one.
_RUSSIAN_AND = re.compile(r"\s*(?:,\s*)?(?<!\S)(?:ну\s+и|и\s+ещ[её]|а\s+ещ[её]|ну\s+и\s+ещ[её]|ещ[её]|ну|и)"
                          r"(?:\s*,)?\s+(?=\S)", re.IGNORECASE)

# Self-talk closing the items: "ו רגע מה עוד... לא זהו בינתיים", "hmm what else... nah that's it for now".
_SELF_TALK = re.compile(
    r"[\s,]*(?:(?<!\S)ו\s*)?(?:(?:רגע|אממ*|אהה*|hmm+|umm*|wait|and|oh)[\s,.]*)*"
    r"(?:מה\s+עוד|what\s+else)[\s.…?!,]*(?:(?:לא|לא\s+יודעת|לא\s+יודע|nah|no|nope|hmm+)[\s,.…]*)?"
    r"(?:זהו|זה\s+הכל|זה\s+הכול|that'?s\s+(?:it|all))(?:\s+(?:בינתיים|לעכשיו|כרגע|for\s+now))?[\s.!…]*$",
    re.IGNORECASE)

# Why the user asks, said after the request: "before i forget like last time ...", "כי בעלי החליט ...".
_WHY_AFTER = re.compile(
    rf"\s*[,.;!]*\s+(?=(?:before\s+i\s+(?:forget|4get)|so\s+i\s+(?:don'?t|dont|won'?t)\s+forget|because|cause|cuz|coz"
    rf"|לפני\s+ש(?:אני\s+)?(?:אשכח|שוכח|שוכחת)|כי){_E})", re.IGNORECASE)

# A yes said ahead of the approval that deleting a list asks for ("..., the whole list, כן בטוחה").
_HV_DELETE = r"(?:תמחק|תמחקי|תמחקו|מחק|מחקי|למחוק)"
_DELETES_LIST = re.compile(rf"{_B}(?:(?:delete|remove|trash|scrap|ditch)\s|{_HV_DELETE}\s)", re.IGNORECASE)
_SURE = re.compile(
    r"(?:\s*[,.!;]\s*(?:the\s+whole\s+(?:list|thing)|all\s+of\s+it|(?:את\s+)?כל\s+הרשימה|(?:את\s+)?הרשימה\s+כולה|כולה"
    r"|(?:כן|yes|yeah|yep)(?:\s*,?\s*(?:אני\s+)?(?:בטוחה|בטוח|i'?m\s+sure|sure))?|(?:אני\s+)?(?:בטוחה|בטוח)|i'?m\s+sure"
    r"|(?:לגמרי|totally|for\s+real)))+[\s.!]*$", re.IGNORECASE)

# Where a list request starts after talk. A request on a whole list (make one, show one, delete one) takes nothing
# from the talk; a request on items ("..., תסמן ברשימת הציוד", "the lion king - לרשימת סרטים pls") may take them
# from it, so it starts one only when its own items follow the list's name.
_HV_MAKE = r"(?:תפתח|תפתחי|תפתחו|תיצור|תיצרי|תיצרו|תכין|תכיני|תכינו|תקים|תקימי)"
_WHOLE = re.compile(
    rf"{_B}(?:(?:{_HV_MAKE})\s+(?:לי\s+|לנו\s+)?(?:עוד\s+)?רשימ(?:ה|ת)"
    rf"|{_HV_DELETE}\s+(?:לי\s+)?(?:את\s+)?(?:(?:כל\s+)?ה?רשימ(?:ה|ת)|(?:ה-?\s*)?[A-Za-z]+(?:\s+[A-Za-z]+)?\s+list){_E}"
    rf"|{HV_SEE}\s+(?:לי\s+|לנו\s+)?(?:את\s+)?ה?רשימ(?:ה|ת){_E}"
    rf"|מה\s+(?:עוד\s+)?(?:יש|נשאר|נשארו|כתוב|רשום)\s+(?:לי\s+|לנו\s+)?(?:ב|על)ה?רשימ(?:ה|ת)"
    rf"|(?:make|create|start|open|set\s+up)\s+(?:me\s+|us\s+)?(?:a\s+)?new\s+list"
    rf"|(?:show|send)\s+me\s+(?:the|my|our)\s+(?:\S+\s+){{0,2}}list"
    rf"|what'?s\s+(?:still\s+)?on\s+(?:the|my|our)\s+(?:\S+\s+){{0,2}}list"
    rf"|(?:delete|trash)\s+(?:the|my|our)\s+(?:\S+\s+){{0,2}}list\b)",
    re.IGNORECASE)
_ON_ITEMS = re.compile(
    rf"{_B}(?:(?:{HV_ADD}|{HV_REMOVE}|{HV_TICK})\s+(?:לי\s+|לנו\s+)?(?:[לבמ]|אל\s+)"
    rf"(?:ה?רשימת\s+\S+|ה?רשימה(?:\s+של\s+\S+)?|-?\s*(?:ה-?\s*)?[A-Za-z]+(?:\s+[A-Za-z]+)?\s+list)"
    rf"|[לב]ה?רשימת\s+\S+"
    rf"|(?i:{V_ADD})\s+(?:to|on|onto)\s+(?:the|my|our)\s+(?:\S+\s+){{0,2}}list){_E}",
    re.IGNORECASE)
_ONLY_COURTESY = re.compile(r"^(?:[\s,.!:\-]|pls|plz|please|thanks|thx|now|rn|בבקשה|תודה|עכשיו|גם)*$", re.IGNORECASE)
# The word that hands over from the talk to the request ("... אז", "... so", "בקיצור"), cut with the talk.
_HAND_OVER = re.compile(r"(?:[\s,.!…:;\-]|[\U0001F000-\U0001FAFF\u2600-\u27BF\ufe0f\u200d])*(?:(?:אז|so|anyway|anyways"
                        r"|בקיצור|בכל\s+מקרה|ok(?:ay)?\s+so|אז\s+כאילו)(?:[\s,.!…:;\-])*)?$", re.IGNORECASE)
# What the talk must not hold: another request or list, a need, a number, a question, a correction.
_NOT_TALK = re.compile(
    rf"[?\d:]|\blists?\b|{_B}[לבמ]?ה?רשימ|{_B}(?:{ANY_ADD}|{HV_REMOVE}|{HV_TICK}|{HV_SEE}|{_HV_MAKE}|תזכיר\S*|remind"
    rf"|need|needs|want\s+(?!to\b)|wants|out\s+of|צריך|צריכה|צריכים|חסר|חסרה|חסרים|חסרות|גם|also|too|and\s+(?:some|the)"
    rf"|actually|בעצם|{FURTHER_WORDS}){_E}", re.IGNORECASE)
_MIN_TALK_WORDS = 3


def _talk(pre: str, handed_over: bool) -> bool:
    """Whether `pre` is only talk: words of feeling or circumstance, with nothing the request may be about. Two
    words are talk when a word hands over to the request ("הטיול התבטל אז ...")."""
    words = re.findall(rf"[\w{HE}'-]+", pre)
    if len(words) < _MIN_TALK_WORDS - handed_over or _NOT_TALK.search(pre):
        return False
    return not any(is_product(w) or is_packing(w) for w in words if len(w) > 2)


# Talk before a tick or a removal must not say what became of things ("קניתי את כל הדברים ברשימת הקניות חוץ מ...",
# "got the eggs so ..."): an object or a report of the speaker's is what it acts on.
_REPORTS = re.compile(rf"{_B}(?:את|[{HE}]{{2,}}תי|got|bought|picked|grabbed|took|found|finished|used){_E}",
                      re.IGNORECASE)
_ADDS = re.compile(rf"^(?:{ANY_ADD}){_E}")
_VERBLESS = re.compile(rf"^[לב]ה?רשימת{_E}")


def _starts(text: str) -> list[tuple[int, bool]]:
    """Where a list request may start after talk, and whether it acts on items its own words name (a request on a
    whole list takes nothing from the talk)."""
    found = [(m.start(), False) for m in _WHOLE.finditer(text)]
    found += [(m.start(), True) for m in _ON_ITEMS.finditer(text) if not _ONLY_COURTESY.match(text[m.end():])]
    return sorted(found)


def _after_talk(text: str) -> str:
    starts = _starts(text)
    if not starts or starts[0][0] == 0:
        return text
    start, on_items = starts[0]  # the first request start decides: talk before a later one may hold its items
    said = text[:start]
    pre = _HAND_OVER.sub("", said)
    handed_over = re.search(rf"{_B}(?:אז|so|anyway|anyways|בקיצור)[\s,.!…:;\-]*$", said, re.IGNORECASE) is not None
    adds = _ADDS.match(text[start:]) is not None  # things added are named after the list, never in the talk
    if on_items and ((_REPORTS.search(pre) and not adds) or (_VERBLESS.match(text[start:]) and not handed_over)):
        return text  # with no verb of its own, only "אז" / "so" says where the request starts
    return text[start:] if _talk(pre, handed_over) else text


# A list named by its kind ("the packing list", "ל shopping list", "רשימת קניות"): "לרשימה לפני שאשכח" alone names
# no list, and what follows it is read as before (lists.list_ref).
_NAMED_LIST = re.compile(rf"\b(?!(?:the|my|our|a|this|that)\s)[A-Za-z']+\s+list\b|{_B}[לבמ]?ה?רשימ(?:ת\s+\S|ה\s+של\s)"
                         rf"|{_B}[לבמ]ה?(?:קניות|סופר|מכולת){_E}", re.IGNORECASE)
_POINTS_BACK = re.compile(rf"{_B}(?:it|them|em|that|those|these|אותו|אותה|אותם|אותן|זה|זאת){_E}", re.IGNORECASE)
_ASKS_MORE = re.compile(rf"{_B}(?:{FURTHER_WORDS}){_E}|\?", re.IGNORECASE)


def _without_why(text: str) -> str:
    """The request without why it is asked, said after the items that follow a list's name."""
    for why in _WHY_AFTER.finditer(text):
        head, rest = text[:why.start()], text[why.end():]
        named = list(_LIST_WORD.finditer(head))
        if not named or not _NAMED_LIST.search(head) or len(head.split()) < 3 or _ASKS_MORE.search(rest):
            continue
        if not head[named[-1].end():].strip(" ,.:;-") and _POINTS_BACK.search(head):
            continue  # "..., add it to the list because ...": a clause, its command and a reason (lists_reasons.py)
        return head
    return text


# "the packing list לאילת": an English list's name, then what it is for in Hebrew. Not "לפני", "למה" and the like.
_HE_PURPOSE = re.compile(rf"(?<=[A-Za-z])(?P<list>\s+list)\s+ל(?=(?!פני|מה|כן|א{_E}|י{_E}|נו{_E}|ך{_E})[{HE}]{{2,}}"
                         rf"(?:\s*$|\s*[,.!]))", re.IGNORECASE)


def talk_cut(text: str) -> str:
    """The request when talk before it was cut off ("" when there was none): what a plan read from it accounts for,
    so the half-read checks (coverage.py) look at it alone ("כמו כל שנה" in the talk is no repetition)."""
    return unwound(text) if _after_talk(text.strip()) != text.strip() else ""


def unwound(text: str) -> str:
    """The list request in `text`, without the talk, self-talk and words of other languages around it."""
    text = _KIND_NO_CONSTRUCT.sub(lambda m: f"{m.group('p')}רשימת ", text)
    if re.search(r"[\u0400-\u04FF]", text):
        text = _RUSSIAN_AND.sub(", ", text)
    text = _after_talk(text.strip())
    text = _SELF_TALK.sub("", text)
    text = _without_why(text)
    if _DELETES_LIST.search(text):
        text = _SURE.sub("", text)
    return _HE_PURPOSE.sub(lambda m: f"{m.group('list')} for ", text)
