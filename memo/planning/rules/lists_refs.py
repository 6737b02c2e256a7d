"""What a list is called: the phrase that names a list ("the hardware list", "רשימת הקניות", "the other list")
read to the list's name by list_ref, with the patterns it needs.

Separate from lists.py, which reads the requests themselves (add, show, remove, tick), so that module stays
within the size guide; lists.py imports these names back, and other modules still import them from there.
"""

from __future__ import annotations

import re

from memo.planning.rules.base import tidy
from memo.planning.rules.lists_context import PHRASAL_NOUN
from memo.planning.rules.lists_names import HE_FOR, for_someone, latin_name, list_name
from memo.planning.rules.lists_verbs import HV_ADD, HV_REMOVE, HV_TICK
from memo.planning.rules.task_words import HE, has_day_word

_E = rf"(?![\w{HE}])"
TASKS = "\x00tasks"  # a reference to the to-do list: tasks, not a list

# -- what a list is called ---------------------------------------------------------------------------
_EN_REF = re.compile(r"^(?:(?:the|my|our|a|an|this|that)\s+)?(?:(?P<name>.+?)\s+)?list$", re.IGNORECASE)
_EN_BARE = re.compile(r"^(?:(?:the|my|our)\s+)?(?P<name>groceries|grocery|shopping)$", re.IGNORECASE)
_EN_TASKS = re.compile(r"^(?:(?:the|my|our)\s+)?(?:to[-\s]?dos?|todo|tasks?|task|reminders?)$", re.IGNORECASE)
_HE_REF = re.compile(r"^(?:ה)?רשימ(?:ת|(?P<bare>ה))(?P<of>\s+(?:של|עם))?(?:\s+(?P<name>.+))?$")
_HE_BARE = re.compile(r"^(?:ה)?(?P<name>קניות|סופר|מכולת)$")
NOT_A_NAME = re.compile(rf"^(?:new|another|called|named|חדשה|בשם|נוספת|אחרת)(?![\w{HE}])", re.IGNORECASE)
# A clause, not a name: "הרשימה של הסופר כי יש בבית", "the party list since we have some".
_CLAUSE_WORD = re.compile(rf"(?<![\w{HE}])(?:כי|אבל|כבר|יש|אין|אני|אנחנו|לא|because|since|cause|but|we|i|already)"
                          rf"(?![\w{HE}])", re.IGNORECASE)
# "remove the batteries from the list": a phrase that runs into "list" through a preposition is no name.
# "my list and my wife's list", "רשימת הקניות שלי ושל אשתי": two lists, no name
_TWO_LISTS = re.compile(rf"\b(?:lists?|and|both)\b|(?<![\w{HE}])(?:ו?ה?רשימ|(?:ושל|וגם|ואת)(?![\w{HE}]))",
                        re.IGNORECASE)
_CLOCK = re.compile(rf"(?<![\w{HE}])(?:בשעה|ב-?\d|at\s+\d)|\d(?::\d\d)?\s*(?:am|pm)\b", re.IGNORECASE)  # no list's name
# A noun made of a verb and "in" ("the move in list", "check-in") is a name, not a preposition.
_EN_NOT_NAME = re.compile(rf"\b(?:from|off|onto|into|out\s+of)\b|\b(?:the|a|an|my|our|to|of)$"
                          rf"|{PHRASAL_NOUN}\b(?:on|in)$", re.IGNORECASE)
# A request, not a name: "make a list", "start a new list" (create_list reads those).
_VERB_FIRST = re.compile(r"^(?:create|make|start|open|new|set\s+up|begin|add|put|show|send|delete|remove|get|give"
                         r"|need|i|we|you)(?:\s|$)", re.IGNORECASE)
_NEW_AT_END = re.compile(r"(?:^|\s)(?:חדשה|נוספת|new|another)$", re.IGNORECASE)
# "the list for the trip", "packing list for the weekend": what the list is for is its name, or adds nothing.
_FOR_WHAT = re.compile(r"^(?P<list>.*?\blist)\s+(?:for|of)\s+(?P<what>.+)$", re.IGNORECASE)
# "that list", "הרשימה ההיא/הזאת": the list just spoken of; "the other list", "הרשימה האחרת": a list Memo cannot
# tell, whatever the latest action was.
_THAT = re.compile(r"^(?:that|this|that\s+same|the\s+same|same|ההיא|הזאת|הזו|הזה|ההוא|הנ\"ל)$", re.IGNORECASE)
_OTHER = re.compile(r"^(?:other|the\s+other|another|second|2nd|different|האחרת|השנייה|השניה|השני|הנוספת)$", re.I)
UNCLEAR = "\x00unclear"  # a list named so that only the user can tell which ("the other list")
# The shop a list is for, after a bare "הרשימה" ("מה נשאר ברשימה לסופר"): only shops, since "הרשימה לדני" or
# "לרשימה לפני שאשכח" name no list.
_HE_FOR_SHOP = re.compile(rf"^ל(?P<shop>(?:ה)?(?:קניות|סופר|מכולת|שוק|פארם|סופר-?פארם|בית\s+(?:ה)?מרקחת)){_E}$")
_EVERYTHING = re.compile(r"^(?:את\s+)?(?:all|everything|all\s+(?:of\s+)?(?:the\s+)?(?:items|things|stuff)|all\s+of\s+it"
                         r"|הכל|הכול|כל\s+ה(?:פריטים|דברים)|כל\s+מה\s+ש(?:יש|כתוב|רשום))$", re.IGNORECASE)
_HE_TASKS = re.compile(r"^(?:ה)?(?:משימות|מטלות|תזכורות|דברים\s+לעשות)(?:\s+שלי)?$")
# A command verb or an object marker inside what follows "רשימת": the rest of a request, never a name.
_REQUEST_IN_NAME = re.compile(rf"(?<![\w{HE}])(?:את|{HV_ADD}|{HV_REMOVE}|{HV_TICK})(?![\w{HE}])")


def list_ref(ref: str) -> str | None:
    """The list a phrase names: "the hardware list" -> "hardware", "רשימת הקניות" -> "קניות", "the list" -> "".

    None when the phrase is not a list; TASKS for the to-do list; UNCLEAR for "the other list".
    """
    ref = tidy(ref)
    ref = re.sub(r"^ה-?\s*(?=[A-Za-z])", "", ref)  # "ה-wedding list": a Hebrew article on an English name
    if not ref or len(ref) > 50 or re.search(r"[:,;]|\s[-–]\s", ref):  # a spaced dash starts a clause, no name
        return None
    if _EN_TASKS.match(ref) or _HE_TASKS.match(ref):
        return TASKS
    purpose = _FOR_WHAT.match(ref)
    if purpose:
        inner = list_ref(purpose.group("list"))
        if inner == "":  # "the list for the party": named by what it is for
            if re.fullmatch(r"(?:me|us|you|u|him|her|them)\b.*", purpose.group("what"), re.IGNORECASE):
                return ""  # "put it on my list for me": done for the user, the list is named no further
            if for_someone(purpose.group("what")):
                return None
            if re.match(r"(?:that|this|the\s+same)\s", purpose.group("what"), re.IGNORECASE):
                return ""  # "the list for that job": the list of something said before, not a name
            what = list_name(purpose.group("what"))
            if has_day_word(what) or re.fullmatch(r"week(?:end)?", what, re.IGNORECASE):
                return None  # "the list for friday": lists have no days, so no list is named by one
            if re.fullmatch(r"(?:things|stuff)\s+to\s+do|to[-\s]?dos?", what, re.IGNORECASE):
                return TASKS
            return what if 0 < len(what.split()) <= 3 else None
        return inner
    match = _EN_REF.match(ref) or _HE_REF.match(ref)
    if match:
        name = match.group("name") or ""
        if _THAT.match(name):
            return ""
        if _OTHER.match(name):
            return UNCLEAR
        if match.groupdict().get("bare") and not match.group("of") and name and not latin_name(name):
            shop = _HE_FOR_SHOP.match(name) or (  # "הרשימה לסופר", "לחתונה": a shop, an occasion; not "למחר"
                not has_day_word(name[1:]) and re.match(rf"(?={HE_FOR}$)ל(?P<shop>.+)", name))
            return list_name(shop.group("shop")) if shop else None
        if NOT_A_NAME.match(name) or _NEW_AT_END.search(name) or _VERB_FIRST.match(name):
            return None  # "רשימה חדשה בשם ...", "a new list called ...": a new list, not a reference
        if _EN_TASKS.match(name) or _HE_TASKS.match(name) or re.fullmatch(r"to|do", name, re.IGNORECASE):
            return TASKS
        if (len(name.split()) > 4 or _CLAUSE_WORD.search(name) or _REQUEST_IN_NAME.search(name)
                or _CLOCK.search(name) or _TWO_LISTS.search(name) or _EN_NOT_NAME.search(name)):
            return None  # "רשימת הקניות תמחק את החלב": a request about the list, not its name
        return list_name(name)
    bare = _EN_BARE.match(ref) or _HE_BARE.match(ref)
    return list_name(bare.group("name")) if bare else None
