"""A clause names the item and a short command acts on it: "we're out of dish soap, stick it on the list",
"נגמר השמפו תוסיף לרשימה", "nvm about the paper towels take them off the list", "paper towels done, cross em
off", "לקחתי את ה-sunscreen, check it off".

The clause says what the item is (needed, wanted, out of it, no longer needed, bought, already there) and so
which commands fit it; where and when it was bought ("on my way home", "בדרך הביתה") is cut off the item
(lists_tails.py), and an item that may still hold such a phrase is asked about before it is ticked.

An errand is no thing one buys: "צריך להתקשר לאמא תוסיף לרשימה", "need to call the plumber, add it to the
list". With no list named it may be meant for a list of errands or as a task, so Memo asks which list
(the question offers the choice) rather than put a phone call on the shopping list or leave "add to the
list" inside a task's text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, tidy
from memo.planning.rules.lists import (
    TASKS,
    UNCLEAR,
    list_intent,
    list_ref,
)
from memo.planning.rules.lists_context import (
    FURTHER,
    PACKING_LIST,
    REFERENCE,
    default_list,
    fallback_list,
    latest_list_ids,
    list_core,
)
from memo.planning.rules.lists_done import DONE_WITH_IT
from memo.planning.rules.lists_lexicon import HE_HEADS, he_bare, he_thing, is_packing, is_product
from memo.planning.rules.lists_reasons import reason_after_list
from memo.planning.rules.lists_remarks import cut_remarks, remarks_after
from memo.planning.rules.lists_reports import (
    HE_BOUGHT,
    HE_PLACE_AFTER_VERB,
    MAX_ITEMS,
    MAX_WORDS,
    latest_is_task,
)
from memo.planning.rules.lists_tails import cut_tail, unsure_tail, when_last
from memo.planning.rules.lists_verbs import HV_ADD, HV_REMOVE, HV_TICK, SLANG, V_ADD
from memo.planning.rules.lists_words import item_args, tidy_item
from memo.planning.rules.task_words import HE

_E = rf"(?![\w{HE}])"
_SLANG = re.compile(SLANG)
# Bought, packed or found: the item is no longer to get ("ארזתי את המטען, תסמני", "מצאתי סוללות, תוריד").
_HE_GOT = rf"(?:{HE_BOUGHT}|ארזתי|ארזנו|מצאתי|מצאנו)"
# Packed: the item is on the packing list, whatever it is ("ארזתי את הקרם הגנה, תסמני", "packed the charger,
# tick it off"), when no list is named.
_PACKED = re.compile(rf"(?<![\w{HE}])(?:ארזתי|ארזנו|ארזת|packed)(?![\w{HE}])", re.IGNORECASE)
# Got, bought or packed by the user: "the" thing, whatever the lexicon knows of it ("got the shin guards, tick them
# off"), so ticking it is about the shopping list (or the packing list) when no list is named; a wrong guess finds
# nothing and says so. Not "done" or "have", which a task's report says too, nor a person ("picked up dani").
_ACQUIRED = re.compile(rf"^(?:(?:i|we)(?:'ve|\s+have)?\s+)?(?:(?:just|already|finally|also)\s+)*(?:got|bought"
                       rf"|purchased|picked\s+up|grabbed|packed|snagged)\s+(?:(?:already|finally)\s+)*the\s"
                       rf"|^(?:(?:אני|אנחנו|כבר|גם|בדיוק|סוף\s+סוף|בסוף)\s+)*{_HE_GOT}\s+(?:(?:כבר|גם|בסוף)\s+)*"
                       rf"את\s+ה", re.IGNORECASE)
# "The" thing arrived, the user's order ("הגיעו הלקים מהספק", "the glue came in"): acquired too, but only where
# the command names the list, since the technician or a parcel arrives as well ("הגיע הטכנאי, תסמני" is a task's).
_ARRIVED = re.compile(rf"^(?:(?:כבר|סוף\s+סוף)\s+)*(?:הגיע|הגיעה|הגיעו)\s+(?:(?:כבר|סוף\s+סוף)\s+)*ה[{HE}]"
                      rf"|^ה[{HE}].*\s(?:הגיע|הגיעה|הגיעו)(?:\s|$)|^the\s.*\s(?:arrived|came|delivered)(?:\s|$)",
                      re.IGNORECASE)
# What was got that is no thing to tick: a task got done, a message got, the children picked up.
_NO_THING = re.compile(rf"(?<![\w{HE}])(?:done|finished|ready|sorted|fixed|signed|sent|back|e-?mails?|mail|messages?"
                       rf"|texts?|calls?|reply|replies|answers?|reports?|results?|invites?|invitations?|news|flu|cold|covid|virus|job"
                       rf"|promotion|kids|children"
                       rf"|baby|boys|girls|ילדים|ילדות|ילד|ילדה|תינוק|תינוקת|בנים|בנות|מייל|הודעה|תשובה|דוח|תוצאות)"
                       rf"(?![\w{HE}])", re.IGNORECASE)


# Collected rather than bought: "collected the car", "אספתי את החבילה", and "picked up" what is fetched from a
# service, never sold ("the dry cleaning", "the package", "the prescription"). Of a thing one buys it is shopping
# ("picked up the eggs", "picked up the cleats"); of these it is an errand done, a task's report, not a list's.
_COLLECTED = re.compile(rf"(?<![\w{HE}])(?:collected|אספתי|אספנו)(?![\w{HE}])", re.IGNORECASE)
_PICKED_UP = re.compile(r"\bpicked\s+up\b", re.IGNORECASE)
_FETCHED = re.compile(
    r"\b(?:dry\s*cleaning|cleaning|laundry|package|packages|parcel|parcels|delivery|mail|post|car|bike|keys|passport"
    r"|visa|documents|papers|prescription|results|repairs?|tailoring|alterations)\b"
    rf"|(?<![\w{HE}])ה?(?:כביסה|ניקוי\s+יבש|חבילה|חבילות|משלוח|דואר|רכב|אוטו|מפתחות|דרכון|ויזה|מסמכים|מרשם|תוצאות)(?![\w{HE}])",
    re.IGNORECASE)


def _acquired(clause: str, items: list[str], listed: bool = False) -> bool:
    """Whether the clause says the user got these things, each a short name (`listed`: the command names a list,
    so things that arrived count too)."""
    if listed and _ARRIVED.match(tidy(clause)) and not any(_FETCHED.search(i) for i in items):
        return all(len(i.split()) <= 3 and not _NO_THING.search(i) for i in items)
    fetched = _COLLECTED.search(clause) or (_PICKED_UP.search(clause) and any(_FETCHED.search(i) for i in items))
    if fetched and not any(is_product(i) or is_packing(i) for i in items):
        return False
    return bool(_ACQUIRED.match(tidy(clause))) and all(len(i.split()) <= 3 and not _NO_THING.search(i)
                                                      for i in items)
ERRAND = 0.85  # above a task read of the same words (0.75), so the question is asked rather than the task made

_IT = r"(?:it|them|em|'em|those|that|this|את\s+זה|אותו|אותה|אותם|אותן)"
_EN_LIST_REF = r"(?:(?:to|on|onto|in|into|from|off(?:\s+of)?)\s+(?P<ref>.+?\blist|(?:the\s+)?(?:shopping|groceries)))"
_HE_LIST_REF = (r"(?:(?:ל|ב|מ|אל\s+)(?P<ref_he>(?:ה)?רשימ(?:ה|ת)(?:\s+(?!(?:וגם|גם|ועוד|עוד)(?!\S))\S+){0,3}"
                r"|(?:ה)?(?:קניות|סופר|מכולת)))")
# "..., add it to the list, and cones too" / "..., תוסיפי לרשימה וגם גביעים": one more item after the command.
_EN_MORE = (r"(?:\s*,?\s+(?:and|plus|also)\s+(?:some\s+)?(?P<more>[^,]+?)(?:\s+(?:too|as\s+well))?"
            r"(?:\s*,?\s+(?:while\s+(?:you'?re|ur|you\s+are)\s+at\s+it|if\s+you\s+can|pls|please))?)?")
_HE_MORE = r"(?:\s*,?\s+(?:וגם|גם|ועוד|ו)\s*(?P<more_he>[^,]+?))?"
_COMMANDS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(rf"^(?:also\s+)?{V_ADD}(?:\s+{_IT})?(?:\s+{_EN_LIST_REF})?{_EN_MORE}$", re.IGNORECASE), "addItem"),
    # Not "תשים וי" ("put a tick"), whose "וי" the "and more" would take for one more item.
    (re.compile(rf"^(?!{HV_TICK}{_E})(?:גם\s+)?{HV_ADD}(?:\s+(?:לי|לנו))?(?:\s+{_IT})?(?:\s+{_HE_LIST_REF})?"
                rf"{_HE_MORE}$"), "addItem"),
    (re.compile(rf"^(?:take|scratch|strike|remove|delete|drop)\s+{_IT}(?:\s+(?:off|out))?"
                rf"(?:\s+{_EN_LIST_REF})?$", re.IGNORECASE), "deleteItem"),
    (re.compile(rf"^{HV_REMOVE}(?:\s+(?:לי|לנו))?(?:\s+{_IT})?(?:\s+{_HE_LIST_REF})?$"), "deleteItem"),
    # "check it off the list", "mark it on the list", "mark it"
    (re.compile(rf"^(?:check|tick|mark|cross)\s+{_IT}(?:\s+off|\s+(?:as\s+)?(?:done|bought|got|gotten|purchased))?"
                rf"(?:\s+(?:of\s+|from\s+|on\s+|in\s+)?(?P<ref>.+?\blist|(?:the\s+)?(?:shopping|groceries)))?$",
                re.IGNORECASE), "toggleItem"),
    # "לי" alone is "for me", not the item: "לקחתי את הטונה תסמן לי"
    (re.compile(rf"^(?:אפשר\s+)?{HV_TICK}(?:\s+(?:לי|לנו))?(?:\s+{_IT})?(?:\s+{_HE_LIST_REF})?"
                rf"(?:\s+(?:כנקנה|כנקנו|כבוצע|שנקנה|שנקנו))?$"), "toggleItem"),
)
# Where the command starts, after the clause: a command verb at a word boundary, after the user's leave or
# courtesy if any ("..., you may cross them off", "..., please tick them"), which is no part of the clause.
_LEAVE = (r"(?:(?:you|u)\s+(?:may|can|could|might\s+as\s+well)(?:\s+now)?(?:\s+go\s+ahead\s+and)?\s+"
          r"|(?:please|pls|plz|kindly)\s+)")
_COMMAND_START = re.compile(
    rf"(?:[,.;!:\-]+\s*|\s+)(?:(?:so|then|and|אז|ו)\s+)?{_LEAVE}?(?=(?:also\s+)?{V_ADD}{_E}|(?:גם\s+)?{HV_ADD}{_E}"
    rf"|(?:take|cross|scratch|strike|remove|delete|drop|check|tick|mark){_E}|{HV_REMOVE}{_E}|(?:אפשר\s+)?{HV_TICK}{_E})",
    re.IGNORECASE)
# Where an arrived thing came from ("מהספק", "from the supplier", "today"): no part of the item.
_ARRIVED_FROM = (rf"(?:\s+(?:מה?|from\s+(?:the\s+|my\s+|our\s+)?)[\w{HE}'\"-]+(?:\s+(?:שלי|שלנו|שלה|שלו))?)?"
                 rf"(?:\s+(?:today|היום|this\s+morning|הבוקר))?")
# What the clause says of the item, and the operations it fits.
_CLAUSES: tuple[tuple[re.Pattern[str], frozenset[str]], ...] = (
    # someone wants it: buy it (only a thing one buys: "the kids want a dog" is no list item)
    (re.compile(r"^(?:[\w']+\s+){0,3}?(?:are\s+|is\s+|keep\s+|have\s+been\s+)?(?:begging|asking|asked|crying|dying)"
                r"\s+for\s+(?:some\s+|more\s+)?(?P<items_want>.+)$"
                r"|^(?:[\w']+\s+){0,2}?(?:are\s+|is\s+|'s\s+|'re\s+)?(?:want|wants|craving|crave|would\s+like"
                r"|'d\s+like)\s+(?:some\s+|more\s+)?"
                r"(?P<items_want2>.+)$", re.IGNORECASE), frozenset({"addItem"})),
    (re.compile(r"^(?:\S+\s+){0,2}?(?:רוצים|רוצה|ביקשו|ביקש|ביקשה|מבקשים|מתים\s+על|בא\s+לי|בא\s+לנו|מתחשק\s+לי)\s+"
                r"(?:עוד\s+)?(?P<items_want3>.+)$"), frozenset({"addItem"})),
    # needed: buy it ("we need more foil, put it on the list", "צריך גם שמן זית ואורז תוסיף לרשימה")
    (re.compile(r"^(?:(?:i|we)\s+)?(?:still\s+|also\s+)?(?:(?:need|needs)\s+(?:to\s+(?:buy|get|pick\s+up|grab|order)\s+)?"
                r"|(?:have\s+to|gotta|got\s+to|must)\s+(?:buy|get|pick\s+up|grab|order)\s+)"
                r"(?:more\s+|some\s+)?(?P<items_need>.+)$"
                r"|^(?:(?:אני|אנחנו)\s+)?(?:צריך|צריכה|צריכים)(?:\s+(?:גם|עוד|לנו|לי|לקנות|להביא))*\s+(?P<items_need2>.+)$",
                re.IGNORECASE), frozenset({"addItem"})),
    # out of it: buy it
    (re.compile(r"^(?:(?:we'?re|were|we\s+are|i'?m|im|i\s+am)\s+(?:all\s+|almost\s+|completely\s+|totally\s+)?"
                r"(?:out\s+of|low\s+on|running\s+(?:low\s+on|out\s+of))|(?:(?:we|i)\s+)?(?:just\s+)?ran\s+out\s+of"
                r"|(?:all\s+)?out\s+of|running\s+(?:low\s+on|out\s+of)|no\s+more)\s+(?P<items>.+)$", re.IGNORECASE),
     frozenset({"addItem"})),
    (re.compile(r"^(?:נגמר|נגמרה|נגמרו|נגמרים|נגמרת|אזל|אזלה|אזלו|אין\s+(?:לנו\s+|לי\s+)?(?:יותר\s+|כבר\s+)?"
                r"|חסר|חסרה|חסרים|חסרות)(?:\s+(?:לנו|לי|כבר|שוב|עוד\s+פעם))*\s+(?P<items>.+)$"),
     frozenset({"addItem"})),
    # not needed any more: remove it
    (re.compile(r"^(?:nvm|never\s*mind|forget)\s+(?:about\s+)?(?P<items>.+)$"
                r"|^(?:(?:we|i)\s+)?(?:don'?t|do\s+not|no\s+longer|won'?t|will\s+not)\s+need\s+(?P<items2>.+?)"
                r"(?:\s+(?:any\s*more|after\s+all))?$"
                r"|^no\s+need\s+for\s+(?P<items3>.+)$", re.IGNORECASE), frozenset({"deleteItem"})),
    (re.compile(r"^(?:(?:(?:אני|אנחנו)\s+)?(?:כבר\s+)?לא\s+(?:צריך|צריכה|צריכים|צריכות)|(?:תעזוב|תעזבי|עזוב|עזבי)(?:\s+את)?)\s+(?:יותר\s+|כבר\s+)*"
                r"(?P<items>.+?)(?:\s+(?:יותר|כבר))?$"
                # the item first: "את הקמח כבר לא צריך", "הביצים, אנחנו לא צריכים בסוף"
                r"|^(?P<items_fronted>את\s+.+?|[^\s,]+(?:\s+[^\s,]+)?)\s*,?\s+(?:(?:אני|אנחנו)\s+)?(?:כבר\s+|בסוף\s+)*"
                r"לא\s+(?:צריך|צריכה|צריכים|צריכות)(?:\s+(?:יותר|כבר|בסוף|אותו|אותה|אותם|אותן))*$"),
     frozenset({"deleteItem"})),
    # bought: tick it ("לקחתי את ה-sunscreen, check it off", "bought the milk at the market, cross it off")
    (re.compile(rf"^(?:(?:i|we)(?:'ve|\s+have)?\s+)?(?:(?:just|already|finally|eventually|also)\s+)*(?:bought|purchased|snagged)"
                rf"\s+(?!to\s)(?P<items_bought>.+)$"
                rf"|^(?:(?:אני|אנחנו|כבר|גם|בדיוק|סוף\s+סוף|בסוף)\s+)*{_HE_GOT}\s+(?:(?:כבר|גם|סוף\s+סוף|בסוף|בדיוק|עכשיו)\s+)*"
                rf"(?P<items_bought2>.+)$"
                rf"|^(?P<items_bought3>(?:את\s+)?.+?)\s+(?:(?:כבר|גם)\s+)*{_HE_GOT}$", re.IGNORECASE),
     frozenset({"toggleItem", "deleteItem"})),
    # someone else bought or brought it: tick it ("הבן שלי כבר הביא את הנורות, תסמני אותם", "my son got the
    # batteries, tick them off"); the command says it is about the list, so any one person may be the subject.
    (re.compile(rf"^(?:[{HE}]+\s+(?:שלי|שלנו)|[{HE}]+)\s+(?:(?:כבר|גם|היום|הבוקר|אתמול|מקודם)\s+)*"
                rf"(?:קנה|קנתה|קנו|הביא|הביאה|הביאו)\s+(?:(?:כבר|גם)\s+)*(?P<items_bought4>את\s.+)$"
                rf"|^(?:(?:the|my|our)\s+)?(?!i\s|we\s)[a-z']+\s+(?:(?:already|just|finally|also)\s+)*"
                rf"(?:bought|got|grabbed|picked\s+up|brought)\s+(?!to\s|me\s|us\s)(?P<items_bought5>.+)$",
                re.IGNORECASE), frozenset({"toggleItem", "deleteItem"})),
    # it arrived, from the supplier or by post: tick it ("הגיעו הלקים מהספק, תסמני ברשימה", "the glue came in,
    # check it off"); only with the command, since "the tiles arrived" alone is news. From where is not the item.
    (re.compile(rf"^(?:(?:כבר|סוף\s+סוף|היום|הבוקר)\s+)*(?:הגיע|הגיעה|הגיעו)\s+(?:(?:כבר|סוף\s+סוף|היום)\s+)*"
                rf"(?P<items_bought6>.+?){_ARRIVED_FROM}$"
                rf"|^(?P<items_bought7>.+?)\s+(?:(?:כבר|סוף\s+סוף|היום)\s+)*(?:הגיע|הגיעה|הגיעו){_ARRIVED_FROM}$"
                rf"|^(?P<items_bought8>.+?)\s+(?:(?:has|have|had|finally|just|already)\s+)*(?:arrived|came(?:\s+in)?"
                rf"|got\s+here|(?:was|were|got)\s+delivered|showed\s+up){_ARRIVED_FROM}$",
                re.IGNORECASE), frozenset({"toggleItem", "deleteItem"})),
    # a film or a book seen or read: tick it on its list ("watched Perfect Days, cross it off", "סיימתי את Project
    # Hail Mary!! תסמני ברשימת הספרים"); "finished" says of which list only with the list named (_seen)
    (re.compile(r"^(?:(?:i|we)(?:'ve|\s+have)?\s+)?(?:(?:just|finally|already)\s+)*(?:watched|finished\s+watching"
                r"|(?P<read>read|finished\s+reading)|finished|saw)\s+(?!to\s|me\s|us\s)(?P<items_seen>.+)$"
                r"|^(?:(?:אני|אנחנו|כבר|סוף\s+סוף|בסוף)\s+)*(?:צפיתי|צפינו|(?P<read_he>קראתי|קראנו)|סיימתי|סיימנו"
                r"|ראיתי|ראינו)\s+(?:(?:כבר|סוף\s+סוף|בסוף)\s+)*(?P<items_seen2>את\s+\S.*|ב-?\S.*)$", re.IGNORECASE),
     frozenset({"toggleItem", "deleteItem"})),
    # already there or done: tick it (or take it off)
    (re.compile(r"^(?:(?:we|i)(?:'ve|\s+have)?\s+)?(?:(?:just|already|finally)\s+)*(?:have|got|found|picked\s+up|grabbed"
                r"|packed|took)"
                r"\s+(?:finally\s+)?(?!to\s)"
                r"(?:some\s+|plenty\s+of\s+|lots\s+of\s+|a\s+lot\s+of\s+|enough\s+)?(?P<items>.+?)"
                r"(?:\s+(?:at\s+home|already|in\s+the\s+\w+))*$", re.IGNORECASE),
     frozenset({"toggleItem", "deleteItem"})),
    # an admin errand done with the thing: tick it where the command names a list ("שלחתי את הקבלות לרו"ח, תסמני
    # ברשימה", "sent the receipts to the accountant, tick them on the list"); without one it is a task's report.
    (DONE_WITH_IT, frozenset({"toggleItem"})),
    (re.compile(r"^(?P<items>.+?)(?:'s|'re|\s+is|\s+are)?\s+(?:all\s+)?(?:done|bought|got|sorted|taken\s+care\s+of"
                r"|in\s+the\s+cart)$", re.IGNORECASE), frozenset({"toggleItem", "deleteItem"})),
    (re.compile(r"^יש\s+(?:כבר\s+)?(?:לנו\s+|לי\s+)?(?:כבר\s+)?(?:מספיק\s+|הרבה\s+|די\s+)?(?P<items>.+?)(?:\s+(?:כבר|ב\S+))*$"),
     frozenset({"toggleItem", "deleteItem"})),
    (re.compile(rf"^(?P<items>.+?)\s+(?:כבר\s+)?(?:בעגלה|נקנה|נקנו|נקנתה|יש|סגור|סגורים|בבית|במקרר|בארון){_E}"),
     frozenset({"toggleItem", "deleteItem"})),
)


# The shop the clause is said in or of ("במכולת צריך ...", "... בסופר", "at the store we need ..."): not an item.
_SHOP = r"(?:ה)?(?:סופר|מכולת|שוק|פארם|קניות)"
_EN_SHOP = r"(?:the\s+)?(?:store|supermarket|grocery\s+store|market|shop|pharmacy)"
_PLACE_BEFORE = re.compile(rf"^(?:(?:ב|מ|ל){_SHOP}|(?:at|from|in)\s+{_EN_SHOP}){_E}\s*,?\s*", re.IGNORECASE)
# What the things are for, said before the need ("for erev shabbat we need ...", "לשבת צריך ...", "for the party
# tonight we need ..."): an occasion, no item.
_OCCASION = re.compile(rf"^for\s+(?:\S+\s+){{1,4}}?(?=(?:we|i)\s+(?:still\s+|also\s+)?need\b)"
                       rf"|^ל[{HE}]{{2,}}(?:\s+\S+){{0,2}}?\s+(?=(?:(?:אנחנו|אני)\s+)?(?:צריך|צריכה|צריכים)(?![\w{HE}]))",
                       re.IGNORECASE)
_PLACE_AFTER = re.compile(rf"\s+(?:(?:ב|מ){_SHOP}|(?:at|from|in)\s+{_EN_SHOP})$", re.IGNORECASE)




# What the command is for, said after it ("..., mark it on the list so we don't buy it twice", "תסמן ברשימה שלא
# נקנה פעמיים"): a purpose, which asks for nothing more.
PURPOSE = re.compile(rf"\s*,?\s+(?:(?:כדי\s+)?שלא|כדי\s+ש[{HE}]+|so\s+(?:that\s+)?(?:we|i|you|u|nobody|no\s+one)\s+"
                     rf"(?:don'?t|dont|won'?t|wont|do\s+not|will\s+not|doesn'?t|remember|know)|so\s+i\s+won'?t)"
                     rf"(?![\w{HE}']).*$", re.IGNORECASE)


@dataclass
class Clause:
    """What a clause names: its items, whether they were bought, and whether the "item" is an errand."""

    items: list[str]
    bought: bool = False
    errand: bool = False
    tail: str = ""  # where and when, cut off the items ("on my way home", "הבוקר")
    works: str = ""  # the list a film or book seen or read is on, when no list is named ("movies", "books")
    done: bool = False  # an errand done with the thing ("sent the receipts"): on a list only where one is named


# An errand after "need"/"צריך": a verb, not a thing ("to call the plumber", "להתקשר לאמא"); buying is not one.
_EN_ERRAND = re.compile(r"^to\s+(?!buy\b|get\b|pick\s+up\b|grab\b)(?P<errand>[a-z].+)$", re.IGNORECASE)
_HE_ERRAND = re.compile(rf"^(?P<errand>ל(?!קנות|הביא|הזמין)[{HE}]{{3,}}(?:\s+\S+){{0,6}})$")
# An errand said with no "need" at all: a Hebrew infinitive first ("להחליף נורה במטבח תרשמי ברשימה").
_HE_BARE_ERRAND = re.compile(rf"^(?:(?:אני|אנחנו)\s+)?(?:חייב|חייבת|חייבים|צריך|צריכה|צריכים)?\s*"
                             rf"(?P<errand>ל[{HE}]{{3,}}(?:\s+\S+){{0,6}})$")
_EN_BARE_ERRAND = re.compile(r"^(?:(?:i|we)\s+)?(?:have\s+to|gotta|got\s+to|must)\s+"
                             r"(?!buy\b|get\b|pick\s+up\b|grab\b)(?P<errand>.+)$", re.IGNORECASE)


def _is_errand(raw: str) -> str | None:
    """The errand a "need" clause names ("to call the plumber" -> "call the plumber"), or None for a thing."""
    raw = raw.strip()
    english = _EN_ERRAND.match(raw)
    if english:
        return english.group("errand")
    hebrew = _HE_ERRAND.match(raw)
    if hebrew:
        first = raw.split()[0]
        if not he_thing(first) and he_bare(first) not in HE_HEADS:
            return raw
    return None


def _errand_clause(clause: str) -> str | None:
    match = _EN_BARE_ERRAND.match(clause)
    if match:
        return match.group("errand")
    match = _HE_BARE_ERRAND.match(clause)
    return _is_errand(match.group("errand")) if match else None


# A second "out of" joined to the first ("נגמר הנייר טואלט ואין סבון ידיים", "we're out of foil and there's no
# dish soap"): it says the same of the next item, so only the joining word stays.
_HE_OUT_AGAIN = re.compile(rf"(?<![\w{HE}])ו(?:גם\s+)?(?:אין|נגמר|נגמרה|נגמרו|חסר|חסרה|חסרים|חסרות)"
                           rf"(?:\s+(?:לנו|לי|כבר|גם|יותר|שוב))*\s+(?=[{HE}])")
_EN_OUT_AGAIN = re.compile(r"\s(?:and|&)\s+(?:(?:there'?s|there\s+is|we'?re|we\s+are|we\s+have|we'?ve)\s+)?(?:also\s+)?"
                           r"(?:no(?:\s+more)?|out\s+of|low\s+on|(?:run|ran)\s+out\s+of)\s+(?=\w)", re.IGNORECASE)


def _clause_items(clause: str, operation: str) -> Clause | None:
    """What the clause names, if the command fits it (None when it does not, or names nothing a list holds)."""
    # tidy_item: a geresh that ends the item ("הקוטג'") is part of its name, not a quote to drop.
    clause = tidy_item(_PLACE_AFTER.sub("", _PLACE_BEFORE.sub("", _OCCASION.sub("", tidy_item(clause)))))
    if operation == "addItem" and (errand := _errand_clause(clause)):
        return Clause([tidy(errand)], errand=True)
    for pattern, operations in _CLAUSES:
        match = pattern.match(clause)
        if match is None:
            continue
        if operation not in operations:
            return None
        key, raw = next((k, v) for k, v in match.groupdict().items() if k.startswith("items") and v)
        if key.startswith("items_need") and (errand := _is_errand(raw)):
            return Clause([tidy(errand)], errand=True)
        raw = HE_PLACE_AFTER_VERB.sub("", when_last(raw))  # "הבאתי מהשוק את ...": where, not what
        if key == "items":  # out of it: a second "out of" names one more item
            raw = _EN_OUT_AGAIN.sub(" and ", _HE_OUT_AGAIN.sub("ו", raw))
        raw, tail = cut_tail(raw)  # "bought the milk on my way home": where and when are not the item
        # "nvm about the pine nuts, the recipe works without them": a remark after the item (lists_remarks.py);
        # where a part may still be no item, the command is not read.
        raw, unsure = cut_remarks(raw)
        if unsure:
            return None
        if key.startswith("items_seen"):
            return _seen(match, raw, tail)
        items = item_args(raw, "את ") if re.search(rf"[{HE}]", raw) else item_args(raw)
        if key.startswith(("items_want", "items_need")) and not all(is_product(i) for i in items):
            return None
        return Clause(items, bought=key.startswith("items_bought"), tail=tail, done=key.startswith("items_done"))
    return None


def _seen(match: re.Match[str], raw: str, tail: str) -> Clause | None:
    """A title seen or read, as written ("The Bear" keeps its "the"); the list it is on, for a title in capitals
    after "watched" or "read" ("watched the doctor" or "finished the report" is no film)."""
    raw = re.sub(r"^ב-?\s*", "את ", raw)  # "צפיתי באופנהיימר": watched Oppenheimer
    one = re.sub(r"^את\s+", "", raw)  # a title without "and" or a comma is one, whatever its words ("בית הנייר")
    items = item_args(raw, keep_the=True) if re.search(rf",|\band\b|&|\sו-?[{HE}A-Za-z]", one) else [tidy_item(one)]
    if not items or any(_NO_THING.search(i) for i in items):
        return None
    verb = match.group().split()[0].casefold()
    titled = all(re.match(r"[A-Z0-9]", i) for i in items)
    works = ("books" if match.group("read") else "ספרים" if match.group("read_he")
             else "movies" if verb == "watched" else "סרטים" if verb in ("צפיתי", "צפינו") else "")
    return Clause(items, tail=tail, works=works if titled else "")


_LIST_WORD = re.compile(rf"\blists?\b|(?<![\w{HE}])[לבמ]?ה?רשימ", re.IGNORECASE)
_TASK_WORD = re.compile(r"\b(?:reminders?|tasks?|nudges?|to-?dos?)\b|(?:^|\s)ה?(?:תזכורת|תזכורות|משימה|משימות)",
                        re.IGNORECASE)


def _fits(ctx: RuleContext, clause: Clause, remark: str = "") -> bool:
    """Whether the message's time words, if any, only say when the item was bought ("..., this morning") or
    belong to a remark after the command ("... the rest I'll buy tomorrow")."""
    said = f"{clause.tail} {remark}".strip()
    return ctx.time is None or (bool(said) and all(ctx.text[a:b] in said for a, b in ctx.time.spans))


def _errand_intent(ctx: RuleContext, errand: str, ref: str | None) -> Intent | None:
    """An errand to put on a list: on the list named, else a question (which list, or a task?)."""
    name = list_ref(ref) if ref else ""
    if name is None or name == TASKS:
        return None  # "..., add it to my to-do list": a task, the task grammars' to read
    return list_intent(ctx, "addItem", name or UNCLEAR, 0.92 if name else ERRAND, items=[errand])


_POINTS_BACK = re.compile(rf"(?<![\w{HE}'])(?:it|them|em|'em|אותו|אותה|אותם|אותן|את\s+זה)(?![\w{HE}'])", re.IGNORECASE)
UNNAMED = 0.6  # a question, below any reading of the whole message by another grammar


def _unnamed(ctx: RuleContext, operation: str, command: str, ref: str | None) -> Intent | None:
    """ "saw it on insta and it looked amazing, put it on my list": "it" points into a remark that names no thing
    a list holds. Adding to a named list is asked about (what to add), rather than read as small talk."""
    if operation != "addItem" or ref is None or ctx.time is not None or not _POINTS_BACK.search(command):
        return None
    name = list_ref(ref)
    if name is None or name == TASKS:
        return None
    return list_intent(ctx, "addItem", name, UNNAMED, items=[])


# "..., could you add them to my shopping list please?", "..., תוכלי להוסיף אותם לרשימה?": a request put as a
# question, after the clause. The question mark then asks nothing; any other one leaves the message to others.
_POLITE = re.compile(rf"(?<=[,.;!])(?P<pre>\s*)(?:(?:could|can|would|will)\s+(?:you|u)\s+(?:please\s+|pls\s+)?"
                     rf"|(?:תוכל|תוכלי|תוכלו|אפשר)\s+(?=(?:להוסיף|לרשום|להכניס|לשים|לכתוב|למחוק|להוריד|להסיר|לסמן)"
                     rf"{_E}))(?P<command>[^?]+?)\s*\?*\s*$", re.IGNORECASE)
_QUESTION_WORD = re.compile(rf"(?<![\w{HE}])(?:what|when|where|who|whom|how|which|why|whether|do|does|did|is|are"
                            rf"|was|were|מה|מתי|איפה|מי|איך|איזה|איזו|למה|האם|כמה)(?![\w{HE}'])", re.IGNORECASE)
_HE_INFINITIVE = {"להוסיף": "תוסיפי", "לרשום": "תרשמי", "להכניס": "תכניסי", "לשים": "תשימי", "לכתוב": "תכתבי",
                  "למחוק": "תמחקי", "להוריד": "תורידי", "להסיר": "תסירי"}


def _asked_politely(text: str) -> str:
    """The message with a command put as a question said as a command ("could you add them" -> "add them")."""
    match = _POLITE.search(text)
    if match is None or _QUESTION_WORD.search(match.group("command")):
        return text  # "..., can you add it and what time is my meeting?": a question of its own too
    command = match.group("command")
    first = command.split(maxsplit=1)
    if first and first[0] in _HE_INFINITIVE:
        command = " ".join([_HE_INFINITIVE[first[0]], *first[1:]])
    return f"{text[:match.start()]}{match.group('pre')}{command}"


@grammar
def clause_then_command(ctx: RuleContext) -> Intent | None:
    """ "we're out of dish soap, stick it on the list": the clause names the item, the command says what to do."""
    if ctx.text.count(" ") >= MAX_WORDS:
        return None  # a report or a short command is a line, not a paste
    if "?" in _asked_politely(ctx.text):
        return None  # a question ("..., did you add it to the list?"), not a request put as one
    text = _asked_politely(list_core(ctx))
    for start in _COMMAND_START.finditer(text):
        clause, command = text[:start.start()], text[start.end():]
        purpose = PURPOSE.search(command)
        if purpose and not FURTHER.search(purpose.group()):
            command = command[:purpose.start()]
        command, remark = remarks_after(command)
        command, reason = reason_after_list(command)  # "..., take it off the list we're switching brands"
        remark = f"{remark} {reason}".strip()
        for pattern, operation in _COMMANDS:
            match = pattern.match(tidy(command))
            if match is None:
                continue
            found = _clause_items(clause, operation)
            ref = match.groupdict().get("ref") or match.groupdict().get("ref_he")
            if found is None:
                return _unnamed(ctx, operation, command, ref)
            if not _fits(ctx, found, remark):
                return None
            more = match.groupdict().get("more") or match.groupdict().get("more_he")
            if ref is None and _SLANG.match(tidy(command)):
                return None  # "the milk went off, throw it": the bin, unless a list is named (lists_verbs.py)
            if found.errand:
                return None if more else _errand_intent(ctx, found.items[0], ref)
            if found.done and ref is None:
                return None  # "sent the forms, tick it": a task done (task_implied.py), no list item
            if found.bought and latest_is_task(ctx):
                return None  # "bought it, check it off" right after a task's reminder: that task is done
            items = found.items
            if not items or len(items) > MAX_ITEMS or any(REFERENCE.fullmatch(i) for i in items):
                return None
            if any(_TASK_WORD.search(i) or _LIST_WORD.search(i) for i in items):
                return None  # "dont need the parcel reminder anymore, remove it": a task, not an item; a list neither
            name = list_ref(ref) if ref else ""
            if name is None or name == TASKS:
                return None
            got = _acquired(clause, items, listed=ref is not None)
            if not name and not latest_list_ids(ctx) and not (all(is_product(i) or is_packing(i) for i in items)
                                                              or got or found.works or found.done):
                return None  # "the report's done, cross it off": a task's, or nothing a list can tell
            if more and FURTHER.search(more):
                return None  # "..., add it to the list and remind me": a second request
            items += item_args(more) if more else []
            # Out of it, or wanted: to buy, so the shopping list; done or no longer needed: where it is.
            fallback = found.works or (default_list(ctx) if operation == "addItem" else default_list(ctx, PACKING_LIST)
                                       if _PACKED.search(clause) else fallback_list(ctx, items) or default_list(ctx))
            intent = list_intent(ctx, operation, name, 0.92, fallback="" if found.done else fallback, items=items)
            if operation != "addItem" and unsure_tail(items):
                intent.missing = ["items", *intent.missing]  # "got the milk for grandma, check it off": ask
            return intent
    return None
