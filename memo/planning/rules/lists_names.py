"""What a list is for, said as part of its name: "רשימת הציוד לטיול", "the packing list for the trip".

People name a list by its kind and what it is for, then go straight on to the items with no colon:
"תוסיפי לרשימת הציוד לטיול פנס, שק שינה", "add to the camping gear list a flashlight", "put on the
shopping list for the weekend eggs and bread". Where the name ends is read from what the purpose is: an
occasion, a trip, a place or time people make lists for (`HE_FOR`, `EN_FOR`). A "ל" word that is not one of
these ("לרשימת הקניות לחם") is an item, and one nobody can tell stays with the items, where the whole-message
check doubts it and Memo asks.

A relative day ("למחר", "for tomorrow") says when the list will be used, not which list: it is dropped from
the name (`without_day`), since lists have no days.
"""

from __future__ import annotations

import re

from memo.planning.rules.base import tidy
from memo.planning.rules.lists_lexicon import is_packing, is_product
from memo.planning.rules.task_words import HE

_E = rf"(?![\w{HE}])"
# Occasions and places one keeps a list for, after the Hebrew "ל" ("לטיול", "לשבת", "ליום הולדת").
_HE_OCCASION = (
    r"טיול|טיולים|טיסה|נסיעה|נסיעות|חופשה|חופש|קמפינג|קמפ|צימר|מלון|ים|בריכה|פיקניק|מנגל|על\s+האש|סקי|חו\"ל"
    r"|שבת|חג|החג|חגים|פסח|סוכות|חנוכה|פורים|ראש\s+השנה|שבועות|יום\s+הולדת|יום\s+ההולדת|מסיבה|מסיבת\s+\S+"
    r"|חתונה|ברית|בר\s+מצווה|בת\s+מצווה|אירוע|ארוחה|ארוחת\s+\S+|אורחים|ערב|בית|דירה|דירה\s+החדשה|מעבר\s+דירה"
    r"|שיפוץ|גן|בית\s+ספר|בית\s+הספר|תינוק|תינוקת|לידה|בית\s+חולים|צבא|מילואים|משרד|עבודה|אוטו|רכב|כלב|חתול"
    r"|שבוע|השבוע|שבוע\s+הבא|סופ\"?ש|סוף\s+השבוע|מחר|היום|מחרתיים"
    # Events one travels or packs for ("הרשימה לכנס", "לסדנה", "לטורניר")
    r"|כנס|הכנס|סדנה|הסדנה|השתלמות|קורס|הקורס|טורניר|הטורניר|תחרות|התחרות|מרתון|הופעה|ההופעה"
    # Paperwork one gathers documents for ("רשימת המסמכים לויזה", "לדרכון", "למשכנתא").
    r"|ויזה|הויזה|ויזה\s+ל\S+|דרכון|הדרכון|שגרירות|משכנתא|משכנתה|ראיון|ראיון\s+עבודה|הרשמה|רישום|לימודים"
    r"|יום\s+ראשון|יום\s+שני|יום\s+שלישי|יום\s+רביעי|יום\s+חמישי|יום\s+שישי|שלישי|רביעי|חמישי|שישי"
)


def _longest_first(words: str) -> str:
    """The alternatives longest first, so "לשבוע הבא" is read whole rather than as "לשבוע" and an item "הבא".

    The alternatives are flat (no group of their own inside), as the vocabularies above are written."""
    return "|".join(sorted(words.split("|"), key=len, reverse=True))


HE_FOR = rf"ל(?:{_longest_first(_HE_OCCASION)}){_E}"
# Whose or which list, after its kind: "רשימת הקניות של השבוע", "רשימת המתנות ליום הולדת של נועה".
HE_OF = r"של\s+[^\s,:]+(?:\s+(?:שלי|שלנו|שלך|שלו|שלה|שלהם|שלהן)(?![\w\u0590-\u05FF]))?"  # "של אמא שלי"
# The same after "for": "for the trip", "for mom's birthday", "for the beach trip" (one word may describe it).
_EN_OCCASION = (
    r"trip|road\s+trip|vacation|holiday|holidays|weekend|party|birthday|wedding|beach|picnic|bbq|barbecue|hike"
    r"|hiking|camping|camp|move|apartment|house|baby\s+shower|bridal\s+shower|baby|school|office|thanksgiving|christmas|passover|hanukkah"
    r"|easter|dinner|brunch|lunch|week|next\s+week|tomorrow|today|flight|holiday\s+season|shabbat|reunion"
    r"|sunday|monday|tuesday|wednesday|thursday|friday|saturday"
)
EN_FOR = (rf"for\s+(?:the\s+|my\s+|our\s+|this\s+|a\s+|next\s+)?(?:[\w']+\s+)?(?:{_longest_first(_EN_OCCASION)})\b")
# An English name of a few words before the items: "the camping gear list", "my beach trip list for the weekend".
EN_NAMED = rf"(?:the\s+|my\s+|our\s+)?(?:[\w'-]+\s+){{1,3}}list\b(?:\s+{EN_FOR})?"
_HE_DAY = re.compile(rf"\s+(?:ל|של\s+)(?:מחר|היום|מחרתיים|שבוע\s+הבא|השבוע(?:\s+הבא)?){_E}$")


def without_day(name: str) -> str:
    """ "קניות למחר", "קניות של השבוע" -> "קניות": a relative day after a list's name is no part of it."""
    bare = _HE_DAY.sub("", name)
    return bare if bare.strip() else name


_HE_FOR_WORD = re.compile(rf"^ל[{HE}]{{2,}}{_E}")


def may_name_list(item: str) -> bool:
    """Whether the first item, said right after the list's name, may still be part of that name: a "ל" word
    that is no thing one buys or packs ("לרשימת הציוד לדן פנס": for Dan, or an item?)."""
    first = item.split()[0] if item.strip() else ""
    if first.casefold() in ("של", "for", "of", "שלי", "שלנו", "שלך", "שלו", "שלה", "שלהם", "שלהן"):
        return True  # "לרשימת הקניות של דני כהן חלב", "the bbq list for dana's birthday bash burgers"
    return bool(_HE_FOR_WORD.match(first)) and not is_product(first) and not is_packing(first)


_EN_FOR = re.compile(EN_FOR + r"$", re.IGNORECASE)
_SOMEONE = re.compile(r"^(?:my|our|his|her|their|your)\s+\S+$", re.IGNORECASE)


def for_someone(what: str) -> bool:
    """ "the list for my mom": a person the thing is for, or mom's list? Only the user can say; "for my
    birthday", "for our trip" is what the list is for."""
    return bool(_SOMEONE.match(what.strip())) and not _EN_FOR.match(f"for {what.strip()}")


# The kinds of list people mistype most ("shoping", "grocerys", "pharmcy").
_SHOPPING_TYPO = re.compile(r"sh?o+p{1,3}i+n[g']?|shp+ing", re.IGNORECASE)
_GROCERY_TYPO = re.compile(r"gro[cs]{1,2}e?r(?:y|ys|ies|eis|ey|eys|is)", re.IGNORECASE)
_PHARMACY_TYPO = re.compile(r"(?:ph|f)ar(?:ma|am|m|mm)a?(?:c|s)(?:y|i|ey)", re.IGNORECASE)


_HESITATION = re.compile(rf"(?<![\w{HE}])(?:u+m+|u+h+|e+r+m+|h+m+|אמ{{2,}}|אהמ+)(?![\w{HE}]),?", re.IGNORECASE)


# Names of lists whose first "ה" is the word's own, not the article ("הכנה לראיון", "הוצאות", "המלצות"): nouns
# of doing, which people name lists of steps or costs by.
_OWN_HE = re.compile(rf"(?:הכנה|הכנות|הזמנה|הזמנות|הוצאות|הכנסות|המלצות|הרצאות|הופעות|הורים|הערות|השקעות|הפתעות"
                     rf"|הטבות|הגשות|הרשמה|החלטות|הלוואות|התחייבויות|הבטחות|הדרכות|הגשה|התארגנות|התכוננות"
                     # subjects people study ("רשימה של הסתברות"), whose "ה" is theirs
                     rf"|הסתברות|היסטוריה|הנדסה|הנדסת\s+\S+|הגות){_E}")


def list_name(raw: str | None) -> str:
    """ "the Shopping" -> "Shopping", "הקניות" -> "קניות", "grocery" -> "groceries"."""
    name = tidy((raw or "").strip())
    # "a new list called um packing": a hesitation of dictated speech is no part of the name
    name = tidy(_HESITATION.sub(" ", name))
    name = re.sub(r"^(?:the|my|our|a|an)\s+", "", name, flags=re.IGNORECASE)
    # "the whole camping list", "my entire packing list": the whole of the list, not a word of its name
    name = re.sub(r"^(?:whole|entire|complete|full)(?:\s+(?=\S)|$)", "", name, flags=re.IGNORECASE)
    name = re.sub(r"^(?:של|את)\s+", "", name)
    if not _OWN_HE.match(name):
        name = re.sub(r"^ה(?=[\u0590-\u05FF]{2,})|^ה-?\s*(?=[A-Za-z])", "", name)  # "ה-packing": the article too
    name = re.sub(r"\s+(?:שלי|שלנו)$", "", name)
    # Mistyped as people type on a phone ("shoping", "grocerys"): the one list they mean, not a new one.
    if _SHOPPING_TYPO.fullmatch(name):
        return "shopping"
    if _PHARMACY_TYPO.fullmatch(name):
        return "pharmacy"
    return "groceries" if _GROCERY_TYPO.fullmatch(name) else name


_LATIN_NAME = re.compile(r"[A-Za-z][\w'&-]*(?:\s+[\w'&-]+){0,3}")


def latin_name(name: str) -> bool:
    """ "הרשימה half marathon packing": a name in English after a bare Hebrew "הרשימה" is the list's name, since
    no Hebrew clause can go on in those words (as "הרשימה החלטתי לא לקנות" can)."""
    return bool(_LATIN_NAME.fullmatch(name.strip()))
