"""Lists (the `database` capability): add items, show, remove or check off items, create, rename, delete.

Arguments follow V1's listOperations: operation, listName, items[]. List names are normalised to what
people call them ("shopping", "hardware", "קניות"), so "the shopping list", "my shopping list" and
"רשימת הקניות" are one list; "groceries" and "the grocery list" are one too. "The list" with no name is the
list of the latest action; else, for things one plainly buys ("add oat milk to the list"), the shopping list
(lists_context.add_fallback; entity resolution then takes the user's own shopping list or only list); else a
missing listName, since adding to a guessed list would put things where the user will not look. Removing or
ticking a thing one buys with no list named is about the shopping list (a wrong guess finds nothing and says
so); lists_context.fallback_list decides. Either way the reply states the list ("default_list"). "The other
list" is always a question. The to-do list and "רשימת המשימות" are tasks, not a list, and are left to the
task grammars.

The request is read without greetings and forms of address ("hey good morning!!", "בוקר טוב", "אחי"), in
every person and gender of the Hebrew verbs, with the list named before or after the items, and with a
reason after the list ("delete the packing list, trip is over"). Items are split the way people write them,
with or without commas (lists_words.py); reports and short commands about items ("just picked up the
eggs") are read in lists_reports.py, a clause before a short command ("we're out of X, add it") in
lists_clauses.py, and where and when something was bought is cut off the items in lists_tails.py.
"""

from __future__ import annotations

import re
from typing import Any

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.lists_context import (
    FURTHER,
    ONLY_FILLER,
    REFERENCE,
    SECOND_REQUEST,
    add_fallback,
    default_list,
    latest_list_ids,
    list_core,
    vague,
)
from memo.planning.rules.lists_lexicon import is_packing, is_product, titles_only, titles_or_people
from memo.planning.rules.lists_names import (
    EN_NAMED,
    HE_FOR,
    HE_OF,
    list_name,
    may_name_list,
    without_day,
)
from memo.planning.rules.lists_refs import (  # noqa: F401  (re-exported: other modules import them from here)
    _CLAUSE_WORD,
    _E,
    _EVERYTHING,
    _TWO_LISTS,
    NOT_A_NAME,
    TASKS,
    UNCLEAR,
    list_ref,
)
from memo.planning.rules.lists_remarks import changes_items, cut_remarks, spoken
from memo.planning.rules.lists_show import ALL_LISTS, TELL_ME, asked_again, undated, without_day_of
from memo.planning.rules.lists_tails import without_dish
from memo.planning.rules.lists_too import more_items
from memo.planning.rules.lists_verbs import (
    ANY_ADD,
    COMMAND_ITEMS,
    EN_CHANGE,
    EN_UNTICK,
    HV_ADD,
    HV_ADD_PLAIN,
    HV_REMOVE,
    HV_SEE,
    HV_TICK,
    HV_UNTICK,
    V_ADD_PLAIN,
)
from memo.planning.rules.lists_words import MAX_RUN, split_items, title_and_unclear
from memo.planning.rules.task_words import HE

# Items: see lists_words.py (base.left_out imports split_items from here).


# -- patterns ----------------------------------------------------------------------------------------
HE_LIST = r"(?:ה)?רשימ(?:ת|ה)"
# A list and its one-word name, before the items ("לרשימת קניות", "לרשימה של הסופר", "לרשימה לסופר").
# What the list is for may follow its name ("לרשימת הציוד לטיול פנס"): lists_names.py.
_HE_NAMED = (rf"(?:(?:רשימת\s+\S+(?:\s+(?:שלי|שלנו){_E})?|(?:ה)?רשימה\s+של\s+\S+(?:\s+(?:שלי|שלנו|שלה|שלו){_E})?)"
             rf"(?:\s+{HE_FOR})?"
             rf"(?:\s+{HE_OF})?"
             r"|(?:ה)?רשימה\s+ל(?:ה)?(?:קניות|סופר|מכולת|שוק|פארם))")
_HE_PLACE = r"(?:ה)?(?:קניות|סופר|מכולת)"
# "to the list", also said "for the list" ("תוסיף בשביל הרשימה של הסופר חלב"), as learners of Hebrew often do.
_HE_TO = r"(?:ל|ב|אל\s+|(?:בשביל|עבור)\s+)"  # "לקניות", "לסופר": the shopping list, named by where it is used
_ADD = (
    re.compile(rf"^{ANY_ADD}\s+(?:to|on|onto|in|into)\s+(?P<ref>[^:]+?)\s*(?::|(?<!\w)-|-(?!\w))\s*(?P<items>.+)$",
               re.IGNORECASE),  # a dash inside a word ("the fix-it list") ends no name
    re.compile(rf"^{ANY_ADD}\s+(?P<items>.+)\s+(?:to|on|onto|in|into)\s+(?P<ref>.+)$", re.IGNORECASE),
    re.compile(rf"^{ANY_ADD}\s+(?P<items>.+?)\s+(?:to|on|onto|in|into)\s+(?P<ref>.+)$", re.IGNORECASE),
    re.compile(rf"^{ANY_ADD}\s+(?:to|on|onto|in|into)\s+(?P<ref>{EN_NAMED})\s+(?P<items>.+)$", re.IGNORECASE),
    re.compile(rf"^{ANY_ADD}\s+(?:לי\s+)?(?:ל|ב|אל\s+)(?P<ref>{HE_LIST}[^:]*?)\s*:\s*(?P<items>.+)$"),
    # An English list's name after a Hebrew "ל": "תוסיף ל-packing list: מטען, passport", "תכניסי לshopping list חלב"
    re.compile(rf"^{ANY_ADD}\s+(?:לי\s+)?(?:ל|ב|אל\s+)-?\s*(?P<ref>(?:ה-?\s*)?[A-Za-z][A-Za-z'-]*(?:\s+[A-Za-z'-]+)"
               rf"{{0,2}}?\s+(?i:list))(?:\s*:\s*|\s+)(?P<items>.+)$"),
    re.compile(rf"^{ANY_ADD}\s+(?:לי\s+)?{_HE_TO}(?P<ref>{_HE_NAMED}|{_HE_PLACE}|(?:ה)?רשימה)\s*:?\s+"
               rf"(?P<items>.+)$"),
    # The items end at the first "לרשימה": "תוסיף חלב לרשימה לסופר" adds milk to the list for the supermarket.
    re.compile(rf"^{ANY_ADD}\s+(?:לי\s+)?(?P<items>(?:(?!\s{_HE_TO}{HE_LIST}{_E}).)+)\s+{_HE_TO}"
               rf"(?P<ref>{HE_LIST}(?:\s.+)?|{_HE_PLACE})$"),
    # "לרשימה של רואה החשבון תוסיף ...", "to the party list add ...": the list first, then the request
    # ... and without the preposition, the way a heading is written: "shopping list add: milk, eggs",
    # "רשימת קניות, תוסיפי: חלב"
    re.compile(rf"^(?:ל|ב|אל\s+)?(?P<ref>{HE_LIST}(?:\s+\S+){{0,4}}?|{_HE_PLACE})\s*[,:\-]?\s+{ANY_ADD}(?:\s+לי)?"
               rf"(?:\s+גם)?(?:\s*:\s*|\s+)(?P<items>.+)$"),
    re.compile(rf"^(?:(?:to|on|onto)\s+)?(?P<ref>.+?\blist(?:\s+(?:for|of)\s+[^,:\-]+?)?)\s*[,:\-]?\s+{ANY_ADD}"
               rf"(?:\s*:\s*|\s+)(?P<items>.+)$", re.IGNORECASE),
    # "רשימת קניות: חלב, לחם" / "shopping list: milk, bread" / "לרשימת בית מרקחת: ..." / "packing list - ..."
    re.compile(rf"^(?:ל|ב)?(?P<ref>{HE_LIST}[^:]+?)\s*:\s*(?P<items>.+)$"),
    re.compile(r"^(?:to\s+|on\s+)?(?P<ref>(?:my\s+|the\s+)?[^:]+?\s+list(?:\s+(?:for|of)\s+[^:]+?)?)\s*(?::|\s-\s)"
               r"\s*(?P<items>.+)$", re.IGNORECASE),
    # "need eggs and butter on the list", "we need batteries for the hardware list"
    re.compile(r"^(?:(?:i|we)\s+)?(?:still\s+|also\s+)?(?:need|needs)\s+(?:to\s+(?:get|buy)\s+)?(?P<items>.+?)\s+"
               r"(?:on|for|in)\s+(?P<ref>.+\blist)$", re.IGNORECASE),
)
# Never after a verb of either language ("add לרשימת קניות חלב"), one later ("אבקש להוסיף ..."), nor "הוספתי".
_ADD_NO_VERB = re.compile(rf"^(?!{ANY_ADD}{_E}|(?i:{EN_CHANGE}){_E}|{HV_REMOVE}|מה{_E}|איך{_E}|למה{_E}"
                          rf"|[{HE}]+תי\s+ל|.*?(?<![\w{HE}]){HV_ADD}{_E})(?P<items>[^?]+?)\s+(?:ל|אל\s+)(?P<ref>{HE_LIST}.+)$")
# "רשימת קניות שמן קנולה רסק עגבניות": a shopping list's name, then items, no verb and no colon.
_KIND_THEN_ITEMS = re.compile(
    rf"^(?:ל)?(?P<ref>{HE_LIST}\s+{_HE_PLACE}|(?:the\s+|my\s+)?(?:shopping|grocery|groceries)\s+list)\s+"
    rf"(?!(?:ל|ש|של|שלי|שלנו|חדשה|בבקשה|for|of|is|please|pls|new)(?![\w{HE}]))(?P<items>[^?]+)$", re.IGNORECASE)
# "בסופר צריך גם קפה וסוכר", "לקניות חסר חלב": what the shopping list still needs, said about its place.
_PLACE_NEEDS = re.compile(
    rf"^(?:ב|ל|מ)(?P<ref>{_HE_PLACE}|{HE_LIST}\s+\S+)\s+(?:צריך|צריכה|צריכים|חסר|חסרה|חסרים|חסרות)\s+"
    rf"(?:(?:גם|עוד|לקנות|להביא)\s+)*(?!ל)(?!.*(?<![\w{HE}])ו?{HV_ADD}(?![\w{HE}]))(?P<items>[^?]+)$")
# "add eggs" / "תוסיפי ביצים" right after a list action: to that list.
# Not the slang verbs, which need a list named (lists_verbs.py).
_ADD_TO_LATEST = re.compile(
    rf"^(?:also\s+)?{V_ADD_PLAIN}\s+(?P<items>.+)$|^(?:גם\s+)?{HV_ADD_PLAIN}\s+(?:גם\s+)?(?P<items_he>.+)$",
    re.IGNORECASE)
_REMOVE = (
    re.compile(rf"^(?:remove|delete|take|drop|erase|scratch)\s+(?:from|off(?:\s+of)?)\s+(?P<ref>{EN_NAMED})\s+"
               r"(?P<items>.+)$", re.IGNORECASE),
    re.compile(r"^(?:remove|delete|take|drop|erase|scratch|strike|cross|get\s+rid\s+of)\s+(?P<items>.+?)\s+"
               r"(?:from|off(?:\s+of)?|out\s+of)\s+(?P<ref>.+)$", re.IGNORECASE),
    # "... מהרשימה, מצאתי במחסן": a reason after the list, with or without a comma (first_list weighs it)
    re.compile(rf"^{HV_REMOVE}\s+(?:לי\s+)?(?P<items>.+)\s+מ(?P<ref>{HE_LIST}(?:[\s,].+)?|{_HE_PLACE})$"),
    re.compile(rf"^{HV_REMOVE}\s+(?:לי\s+)?מ(?P<ref>{_HE_NAMED}|{_HE_PLACE}|(?:ה)?רשימה)\s+(?P<items>.+)$"),
)
# The list first, then the request: "רשימת הקניות תמחק את החלב", "from the shopping list remove the eggs". Not
# "it" or a reason after the verb ("רשימת המתנות תמחקי אותה", "... תמחקי כבר קנינו"): the whole list (lists_manage).
_NOT_ITEMS = rf"(?!(?:את\s+)?(?:אותה|אותו|אותם|אותן|כבר|כי|אנחנו|אני|חזרנו|סיימנו|לגמרי|כולה|הכל|הכול){_E})"
_REMOVE_FRONTED = (
    re.compile(rf"^(?:מ)?(?P<ref>{HE_LIST}(?:\s+\S+){{0,4}}?)\s*,?\s+{HV_REMOVE}\s+(?:לי\s+)?{_NOT_ITEMS}"
               rf"(?P<items>.+)$"),
    re.compile(r"^(?:from|off)\s+(?P<ref>.+?\blist)\s*,?\s+(?:remove|delete|take\s+off|scratch|drop)\s+(?P<items>.+)$",
               re.IGNORECASE),
)
_TOGGLE_FRONTED = (
    re.compile(rf"^(?:ב)?(?P<ref>{HE_LIST}(?:\s+\S+){{0,4}}?)\s*,?\s+{HV_TICK}\s+{_NOT_ITEMS}(?P<items>.+)$"),
    re.compile(r"^(?:on|in)\s+(?P<ref>.+?\blist)\s*,?\s+(?:check|tick|cross|mark)\s+off\s+(?P<items>.+)$",
               re.IGNORECASE),
)
_TOGGLE = (
    re.compile(r"^(?:check|tick|cross|mark)\s+off\s+(?P<items>.+?)\s+(?:on|from|in|off)\s+(?P<ref>.+)$", re.IGNORECASE),
    re.compile(r"^(?:cross\s+out|mark|tick|check)\s+(?P<items>.+?)\s+(?:as\s+(?:bought|done|got|purchased)\s+)?"
               r"(?:on|in|from)\s+(?P<ref>.+?)(?:\s+as\s+(?:bought|done|got|purchased))?$", re.IGNORECASE),
    re.compile(rf"^{HV_TICK}\s+(?:ב|מ)(?P<ref>{_HE_NAMED})\s+(?:את\s+)?(?P<items>.+)$"),
    re.compile(rf"^{EN_UNTICK}\s+(?P<items>.+?)\s+(?:on|in|from)\s+(?P<ref>.+)$", re.IGNORECASE),
    re.compile(rf"^{HV_UNTICK}(?P<items>.+?)\s+(?:ב|מ)(?P<ref>{HE_LIST}(?:[\s,].+?)?|{_HE_PLACE})$"),
    re.compile(rf"^{HV_TICK}\s+(?:את\s+)?(?P<items>.+?)\s+(?:ב|מ)(?P<ref>{HE_LIST}(?:[\s,].+?)?|{_HE_PLACE})"
               rf"(?:\s+(?:כנקנה|כנקנו|כנקנתה|כבוצע|כבוצעו|שקניתי))?$"),
)
_SHOW = (
    re.compile(r"^(?:show|send|read|give|open|display|view|check|pull\s+up|bring\s+up|get|list)(?:\s+me)?(?:\s+(?:out|back))?"
               r"\s+(?!off\b|out\b|rid\b)(?P<ref>.+)$", re.IGNORECASE),
    re.compile(r"^what(?:'?s|\s+is|\s+have\s+i\s+got|\s+else\s+is|'?s\s+left|\s+is\s+left|\s+remains"
               r"|\s+do\s+(?:i|we)\s+(?:still\s+)?have)(?:\s+still)?\s+(?:on|in)\s+(?P<ref>.+)$", re.I),
    re.compile(r"^(?P<ref>(?:my\s+|the\s+)?\S+(?:\s+\S+)?\s+list)$", re.IGNORECASE),
    re.compile(rf"^(?:תראה|תראי|הראה|הראי|הצג|הציגי|תציג|תציגי|תשלח|תשלחי|שלח|שלחי|תקריא|תקריאי|תפתח|תפתחי|תביא"
               rf"|תביאי|תגיד|תגידי)\s+(?:לי\s+)?(?:את\s+)?(?P<ref>{HE_LIST}.*)$"),
    re.compile(rf"^(?:show|send|read|give|open)\s+(?:me\s+)?(?:the\s+)?(?P<ref>{HE_LIST}.*)$", re.IGNORECASE),
    re.compile(rf"^מה\s+(?:עוד\s+)?(?:(?:יש|היה|כתוב|נשאר|נשארו|נותר|רשום|חסר)\s+(?:עוד\s+)?(?:לי\s+|לנו\s+)?)?(?:ב|על\s*)(?:ה-)?"
               rf"(?P<ref>{HE_LIST}.*|(?<=ה-)(?i:[a-z][\w'-]*(?:\s+[a-z][\w'-]*)*\s+list))$"),  # "על ה-parts list"
    re.compile(rf"^(?P<ref>{HE_LIST}\s+.+)$"),
    # The list named first, then the request to see it: "the packing list for eilat - show me", "רשימת הקניות,
    # תשלחי לי אותה".
    re.compile(rf"^(?P<ref>.+?)\s*[-–:,]\s*(?:(?:pls|please|can\s+(?:you|u))\s+)?(?:(?i:show|send|open|display|read)"
               rf"(?:\s+(?:me|us|it))*|{HV_SEE}(?:\s+(?:לי|לנו|אותה|את\s+זה))*)(?:\s+(?i:pls|please|בבקשה|now|rn"
               rf"|עכשיו))?[\s.!?]*$"),
)
_BUY = re.compile(r"^what\s+(?:do|should)\s+(?:i|we)\s+(?:still\s+)?(?:need\s+to|have\s+to)?\s*buy$"
                  r"|^מה\s+(?:עוד\s+)?(?:אני\s+|אנחנו\s+)?(?:צריך|צריכה|צריכים|נשאר|נשארו|חסר)(?:\s+(?:לנו|לי|עוד))*"
                  r"\s+לקנות$", re.IGNORECASE)
# "what do I still need from the hardware store", "מה נשאר לקנות בסופר": the list of that place.
_EN_SHOP = r"supermarket|market|pharmacy|drugstore|grocery|groceries|costco|ikea|mall|store|shop"
_HE_SHOP = r"(?:ה)?(?:קניות|סופר|מכולת|פארם|בית\s+מרקחת|בית\s+המרקחת|טמבור|שוק|חנות)"
_NEED_FROM = re.compile(
    r"^what\s+(?:else\s+)?(?:do|should)\s+(?:i|we)\s+(?:still\s+)?(?:need|have)\s+(?:to\s+(?:buy|get)\s+)?"
    rf"(?:from|at|in)\s+(?:the\s+)?(?:(?P<place>[a-z]+(?:\s+[a-z]+)?)\s+(?:store|shop)|(?P<shop>{_EN_SHOP}))$"
    r"|^what(?:'s|\s+is|s)?\s+(?:else\s+)?(?:are\s+we\s+|am\s+i\s+)?(?:missing|left\s+to\s+(?:buy|get))\s+"
    rf"(?:from|at|in)\s+(?:the\s+)?(?P<shop2>{_EN_SHOP})$"
    rf"|^מה\s+(?:עוד\s+)?(?:אני\s+|אנחנו\s+)?(?:צריך|צריכה|צריכים|נשאר|נשארו|חסר|חסרים)(?:\s+(?:לנו|לי|עוד))*\s+"
    r"(?:לקנות\s+|להביא\s+)?"
    rf"(?:ב|מ)(?P<he>{_HE_SHOP})$", re.IGNORECASE)
_SHOP_LIST = {"supermarket": "shopping", "market": "shopping", "store": "shopping", "shop": "shopping",
              "grocery": "groceries", "drugstore": "pharmacy"}
# A reference does not end in these: "the list of my kids" names no list "my".
_REF_JOIN = re.compile(r"^(?:של|עם|את|of|for|רשימת|ה?רשימות|the|a|an|my|our|your|his|her|their|this|that|these"
                       r"|those)$", re.IGNORECASE)
_REF_GOES_ON = re.compile(r"^(?:של|עם|of|for|list|lists|רשימה|רשימת)(?:\s|$)", re.IGNORECASE)


def ref_with_reason(ref: str, ctx: RuleContext, marked_only: bool = False) -> str | None:
    """The list named at the start of `ref` when a reason follows it ("the packing list, trip is over").

    `marked_only`: only where a comma or a clause word plainly starts the reason ("the list because ...")."""
    if ctx.time is not None:
        return None
    parts = ref.split()
    cuts = [cut for cut in range(1, min(len(parts), 7))
            if not _REF_JOIN.match(parts[cut - 1]) and not _REF_GOES_ON.match(" ".join(parts[cut:]))]
    # Where the reason plainly starts ("רשימת המתנות לחנוכה כבר קנינו הכל": at "כבר", after a comma) is tried
    # first, so the name keeps all its words; else the shortest name that is a list.
    marked = [cut for cut in cuts if parts[cut - 1].endswith(",") or _CLAUSE_WORD.match(parts[cut])]
    for cut in marked[:1] + ([] if marked_only else cuts):
        head, rest = " ".join(parts[:cut]), " ".join(parts[cut:])
        name = list_ref(head)
        if name is not None:
            return None if name == TASKS or FURTHER.search(rest) or _TWO_LISTS.search(rest) else name
    return None


def first_list(patterns: tuple[re.Pattern[str], ...], text: str, ctx: RuleContext | None = None,
               marked_only: bool = False) -> tuple[re.Match[str], str] | None:
    """The first pattern whose list reference really names a list (not the to-do list), and that name.

    With `ctx`, a reference followed by a reason ("off the hardware list, found some in the drawer") counts.
    """
    for pattern in patterns:
        match = pattern.match(text)
        if match is None:
            continue
        name = list_ref(match.group("ref"))
        if name is None and ctx is not None:
            name = ref_with_reason(match.group("ref"), ctx, marked_only)
        if name is not None and name != TASKS:
            return match, name
    return None


def _named(ctx: RuleContext, name: str, args: dict[str, Any],
           fallback: str = "") -> tuple[dict[str, Any], list[str], list[str]]:
    """listName, or the latest list's ids for "the list", or `fallback` (the message says which kind of list);
    listName missing when there is none of these, or when only the user can tell ("the other list").

    Returns the arguments, what is missing, and the notes the reply should state.
    """
    if name == UNCLEAR:
        return {"listName": "", **args}, ["listName"], []
    if name:
        return {"listName": name, **args}, [], []
    ids = latest_list_ids(ctx)
    if ids:
        return {"listName": "", "ids": ids, **args}, [], []
    if fallback:
        return {"listName": fallback, **args}, [], ["default_list"]
    return {"listName": "", **args}, ["listName"], []


# A correction inside the items ("tick off the bread not the milk", "את הלחם לא את החלב"): no item to act on as read.
_CORRECTION = re.compile(r"(?:^|\s)(?:not|לא|wait|i\s+mean|actually|oops|sorry|scratch\s+that|רגע|בעצם|כלומר|סליחה"
                         r"|אופס)(?:\s|$)", re.IGNORECASE)


def list_intent(ctx: RuleContext, operation: str, name: str, confidence: float, fallback: str = "",
                **extra: Any) -> Intent:
    args, missing, notes = _named(ctx, name, {"operation": operation, **extra}, fallback)
    if "items" in extra and (not extra["items"] or any(_CORRECTION.search(i) for i in extra["items"])):
        missing.insert(0, "items")  # none named, or "the bread not the milk": which items, the user says
    return Intent("database", operation, args, confidence, missing=missing, notes=notes, entity="list")


def _all_products(items: list[str]) -> bool:
    """Whether every item reads as a thing one buys or packs, each a short name (evidence a verbless message
    lists items rather than names a list)."""
    return 0 < len(items) <= MAX_RUN and all(len(i.split()) <= 4 and (is_product(i) or is_packing(i)) for i in items)


@grammar
def add_items(ctx: RuleContext) -> Intent | None:
    text = list_core(ctx)
    # "add cheese to the list because we ran out": a reason after the list only where it plainly starts, since
    # "the list my mom gave me" is a list of its own.
    found = first_list(_ADD, text) or first_list(_ADD, text, ctx, marked_only=True)
    confidence = 0.95
    if found is None:
        found, confidence = first_list((_ADD_NO_VERB,), text), 0.85
        if found is None:  # "בסופר צריך גם קפה וסוכר": no verb, so the items themselves must be things one buys
            found = first_list((_PLACE_NEEDS,), text)
            found = found if found and _all_products(split_items(found[0].group("items"))) else None
        if found is None or len(found[0].group("items").split()) > 6:
            found = first_list((_KIND_THEN_ITEMS,), text)
            if found is None or not _all_products(split_items(found[0].group("items"))):
                return None
    match, name = found
    if COMMAND_ITEMS.match(match.group("items")):
        return None  # "the packing list - show me": a request about the list after the dash, never an item
    if re.match(r"^[-−–]\s*\w", match.group("items")):
        return None  # "🛒 - eggs": a minus before the item takes it off rather than adds it
    if SECOND_REQUEST.search(match.group("items")):
        return None  # "תוסיפי לקניות חלב ותזכירי לי לקנות מחר": a second request, not an item
    raw = spoken(match.group("items"))  # fillers, the verb said again (lists_remarks.py)
    if raw is None:
        return None
    raw, unsure = cut_remarks(raw)  # "חלב, ביצים, נגמר לי הכל": the remark is no item
    if unsure:
        confidence = min(confidence, 0.5)
    marked = re.match(r"^את\s+(?=\S)", raw)  # "תוסיף לרשימה את החלב": after "את", "ה" is the article
    titled = titles_or_people(name)  # "the lion king" on a movies list keeps its "the"
    works = titles_only(name)
    items = (split_items(raw[marked.end():], definite=True, keep_the=titled, titles=works) if marked
             else split_items(raw, keep_the=titled, titles=works))
    items = items if titled or works else [without_dish(i) for i in items]  # "שמנת לעוגה": the thing (lists_tails)
    if works and title_and_unclear(raw):
        confidence = min(confidence, 0.5)  # "Pride and Prejudice" or "Dune and Emma": the user says which
    if any(COMMAND_ITEMS.match(item) for item in items):
        return None  # "the party list: chips, show me": a request among the items, which only the user can sort out
    if len(items) == 1 and (REFERENCE.fullmatch(re.sub(r"^את\s+", "", items[0])) or ONLY_FILLER.fullmatch(items[0])
                            ) or vague(items):
        items = []  # "add it to the list", "תוסיפי גם לרשימה של הטיול" with nothing named before: ask what
    if len(items) > 1 and any(REFERENCE.fullmatch(i) for i in items):
        return None  # "we need wine and candles, put them on the list": a clause and its command (lists_clauses.py)
    # "add oat milk to the list", "need eggs on the list": things one buys say which list "the list" is.
    fallback = add_fallback(ctx, items)
    tail = match.group("ref").split(",", 1)[-1] if list_ref(match.group("ref")) is None else ""
    if tail and changes_items(tail, items):
        confidence = 0.5
    elif items and (more := more_items(tail)):  # "…to the shopping list, oh and plates too" (lists_too.py)
        items = [*items, *more]  # "add coffee to the list, dani wants the dark roast": which coffee, the user says
    if name and match.start("ref") < match.start("items") and items and may_name_list(items[0]):
        confidence = 0.5  # "לרשימת הציוד לדן פנס": where the name ends, the user says
    return list_intent(ctx, "addItem", without_day(name), confidence, fallback=fallback, items=items)


@grammar
def add_to_latest_list(ctx: RuleContext) -> Intent | None:
    """ "add eggs too" right after adding to (or showing) a list: the same list."""
    latest = next((a for a in ctx.latest_actions if a.get("capability") not in ("general", "meta")), None)
    ids = [str(i) for i in ((latest or {}).get("externalIds") or []) if str(i).startswith("list:")]
    if not ids:
        return None
    match = _ADD_TO_LATEST.match(list_core(ctx))
    if match is None:
        return None
    raw = re.sub(r"\s+(?:too|as\s+well|also|גם)$", "", match.group("items") or match.group("items_he") or "")
    if re.search(r"\s(?:to|on|onto|into)\s|(?<![\w\u0590-\u05FF])(?:ל|ב)ה?רשימ", raw) or re.match(
            r"^(?:a\s+)?(?:task|reminder|משימה|תזכורת)\b", raw, re.IGNORECASE):
        return None
    items = split_items(raw)
    return Intent("database", "addItem", {"operation": "addItem", "listName": "", "ids": ids, "items": items}, 0.88,
                  missing=[] if items else ["items"], entity="list")


_SENTENCE_IN_NAME = re.compile(r"[.!?;]\s+\S")
_NAMES_A_LIST = re.compile(r"list|רשימ|shopping|grocer|קניות|סופר|מכולת", re.IGNORECASE)


@grammar
def show_list(ctx: RuleContext) -> Intent | None:
    text = asked_again(TELL_ME.sub("", list_core(ctx)))
    if ALL_LISTS.match(text):
        return Intent("database", "getAll", {"operation": "getAll"}, 0.92, entity="list")
    if _BUY.match(text):
        return list_intent(ctx, "get", default_list(ctx), 0.85)
    need = _NEED_FROM.match(text)
    if need:
        place = need.group("he") or need.group("place") or need.group("shop") or need.group("shop2") or ""
        name = list_name(place)
        return list_intent(ctx, "get", _SHOP_LIST.get(name.casefold(), name), 0.88)
    kind = _KIND_THEN_ITEMS.match(text)
    if kind and _all_products(split_items(kind.group("items"))):
        return None  # "רשימת קניות שמן קנולה רסק עגבניות": items for the list (add_items), not its name
    if not _NAMES_A_LIST.search(text):
        return None  # every reading below needs a list named (and the day parse is the costly part)
    found = first_list(_SHOW, text) or _shown_with_context(text)
    if found is not None and _SENTENCE_IN_NAME.search(found[1]):
        return None  # "רשימת הקניות. צריך גם ביצים": a second sentence is no part of the name, and may ask more
    if found is not None:
        name = without_day_of(found[1], ctx) if found[1] and found[1] != UNCLEAR else found[1]
        if found[1] and not name:
            return None  # "מה ברשימה שלי להיום": no list named, a day: the to-do question's (task_queries.py)
        return list_intent(ctx, "get", name, 0.93)
    # "what's on my grocery list for tomorrow": a named list, whatever the day ("my list" with a day is tasks).
    plain = undated(text, ctx)
    found = first_list(_SHOW, plain) if plain != text else None
    if found is None or not found[1]:
        return None
    return list_intent(ctx, "get", found[1], 0.93)


# "send me the shopping list, I'm at the supermarket", "שלחי לי את רשימת הקניות אני בסופר": where the user is,
# said after the request. Only after a verb that asks to see a list, and never when the rest asks for more
# (a need, a second request), which the show would drop.
_CONTEXT_AFTER = re.compile(rf"(?:\s+(?:rn|now|right\s+now|עכשיו))?\s*[,.;!\-]?\s+"
                            rf"(?=(?:i'?m|im|i\s+am|we'?re|we\s+are|אני|אנחנו|כי|because|since|bc|cuz|coz)"
                            rf"(?![\w{HE}']))", re.IGNORECASE)
_ASKS_MORE = re.compile(rf"(?<![\w{HE}])(?:need|needs|want|wants|out\s+of|צריך|צריכה|צריכים|חסר\S*|רוצה|רוצים"
                        rf"|נגמר\S*)(?![\w{HE}])", re.IGNORECASE)


def _shown_with_context(text: str) -> tuple[re.Match[str], str] | None:
    context = _CONTEXT_AFTER.search(text)
    if context is None:
        return None
    rest = text[context.end():]
    if FURTHER.search(rest) or _ASKS_MORE.search(rest) or "?" in rest:
        return None
    return first_list((_SHOW[0], _SHOW[1], _SHOW[3], _SHOW[4]), text[:context.start()])


# Removing and ticking items off (lists_change.py) registers after the readings above, as it always did.
from memo.planning.rules import lists_change  # noqa: E402,F401
