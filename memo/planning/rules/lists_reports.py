"""List items spoken of the way people talk in a shop, not the way they give commands.

* A report of a purchase ticks the item: "just picked up the eggs", "already grabbed bread and milk",
  "לקחתי את הטחינה", "את הצ'יפס כבר לקחתי", "חלב סויה כבר בעגלה", "swimsuit's packed". The same words can
  report a task done ("picked up the kids", "לקחתי את התרופה"), which task_implied.py reads at 0.8; a
  purchase verb whose object is a product (lists_lexicon.is_product) is read here at PURCHASE, above it,
  unless the latest action was a task, which "I bought it" then most likely closes.
* A clause names the item and a short command acts on it: "we're out of dish soap, stick it on the list",
  "נגמר השמפו תוסיף לרשימה", "nvm about the paper towels take them off the list", "paper towels done, cross
  em off", "לא צריך יותר נייר אפייה, תורידי אותו".
* A command with no list at all: "tick ice cream", "scratch the cookies", "תסמני את השמן זית", "add baking
  paper and foil". Ticking or removing a product is about the shopping list (a wrong guess finds nothing
  and says so); adding goes there only for things one plainly buys, and otherwise asks which list, since a
  wrong guess would put it on the wrong list. A reason may follow with no comma ("scratch the limes we dont
  need them").
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, tidy
from memo.planning.rules.lists import (
    HV_ADD,
    HV_REMOVE,
    HV_TICK,
    TASKS,
    V_ADD,
    item_args,
    list_intent,
    list_ref,
)
from memo.planning.rules.lists_context import (
    FURTHER,
    PACKING_LIST,
    REFERENCE,
    add_fallback,
    default_list,
    fallback_list,
    latest_list_ids,
    list_core,
)
from memo.planning.rules.lists_lexicon import he_thing, is_packing, is_product
from memo.planning.rules.task_words import HE

PURCHASE = 0.9  # above task_implied's 0.8 for "I bought ...", below the explicit list commands (0.93-0.95)
_E = rf"(?![\w{HE}])"
_B = rf"(?<![\w{HE}])"
_MAX_ITEMS = 5
_MAX_WORDS = 30  # a report or a short command is a line, not a paste: longer messages are not read here


def _short(ctx: RuleContext) -> bool:
    return "?" not in ctx.text and ctx.time is None and ctx.text.count(" ") < _MAX_WORDS

# -- purchase reports ------------------------------------------------------------------------------------
_EN_BOUGHT = r"(?:bought|got|grabbed|picked\s+up|purchased|snagged)"
_HE_BOUGHT = r"(?:קניתי|קנינו|לקחתי|לקחנו|הבאתי|הבאנו|השגתי)"
# Where or when it happened says nothing about which item: cut it.
_EN_AFTER = re.compile(r"(?:\s+(?:already|too|as\s+well|just\s+now|today|earlier|finally|on\s+the\s+way(?:\s+\w+)?"
                       r"|at\s+the\s+\w+(?:\s+\w+)?|from\s+the\s+\w+(?:\s+\w+)?|for\s+(?:us|you|the\s+house)))+$",
                       re.IGNORECASE)
_HE_AFTER = re.compile(rf"(?:\s+(?:כבר|גם|היום|עכשיו|סוף\s+סוף|בדרך(?:\s+\S+)?|ב?סופר|במכולת|מהסופר"
                       rf"|מהמכולת|בשוק|בדרך\s+הביתה)){_E}+$")
_REPORTS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(rf"^(?:(?:i|we)(?:'ve|\s+have)?\s+)?(?:(?:already|just|finally|also|ok)\s+)*{_EN_BOUGHT}\s+"
                r"(?P<items>.+)$", re.IGNORECASE), "shop"),
    (re.compile(rf"^(?:(?:אני|אנחנו|כבר|גם|בדיוק|עכשיו|סוף\s+סוף)\s+)*{_HE_BOUGHT}\s+(?:כבר\s+|גם\s+)*"
                r"(?P<items>.+)$"), "shop"),
    (re.compile(rf"^(?P<items>(?:את\s+)?.+?)\s+(?:(?:כבר|גם)\s+)*{_HE_BOUGHT}$"), "shop"),
    (re.compile(rf"^(?P<items>.+?)\s+(?:כבר\s+)?(?:ב|נמצא\s+ב|נמצאים\s+ב)(?:עגלה|סל){_E}$"), "cart"),
    (re.compile(r"^(?P<items>.+?)(?:'s|'re|\s+is|\s+are)?\s+(?:already\s+)?in\s+(?:the|my|our)\s+(?:cart|basket|trolley)$",
                re.IGNORECASE), "cart"),
    (re.compile(r"^(?P<items>.+?)(?:'s|'re|\s+is|\s+are)\s+(?:already\s+|all\s+)?packed$", re.IGNORECASE), "pack"),
    (re.compile(r"^(?:(?:i|we)(?:'ve|\s+have)?\s+)?(?:already\s+|just\s+)?packed\s+(?P<items>.+)$", re.IGNORECASE),
     "pack"),
)
# A place or company said first ("אני בסופר, ...", "at the store -"): where the report is made from.
_WHERE_FIRST = re.compile(r"^(?:(?:i'?m|im|i\s+am|we'?re|we\s+are)\s+at\s+the\s+\w+|אני\s+ב\S+|אנחנו\s+ב\S+"
                          r"|at\s+the\s+\w+)\s*[,.!:\-]+\s*", re.IGNORECASE)


def _report_items(raw: str) -> list[str]:
    raw = _HE_AFTER.sub("", _EN_AFTER.sub("", raw.strip()))
    return item_args(raw)


def _latest_is_task(ctx: RuleContext) -> bool:
    for action in ctx.latest_actions:
        if action.get("capability") in ("general", "meta"):
            continue
        return any(str(i).startswith("task:") for i in action.get("externalIds") or [])
    return False


@grammar
def purchase_report(ctx: RuleContext) -> Intent | None:
    """ "just picked up the eggs", "לקחתי את הטחינה", "חלב סויה כבר בעגלה": tick those items."""
    if not _short(ctx) or _latest_is_task(ctx):
        return None
    text = _WHERE_FIRST.sub("", list_core(ctx))
    for pattern, kind in _REPORTS:
        match = pattern.match(text)
        if match is None:
            continue
        items = _report_items(match.group("items"))
        if not items or len(items) > _MAX_ITEMS or any(REFERENCE.fullmatch(i) for i in items):
            return None
        if kind == "pack":
            if not all(is_packing(i) for i in items):
                return None
            fallback = default_list(ctx, PACKING_LIST)
        elif all(is_product(i) for i in items):
            fallback = default_list(ctx)
        else:
            return None  # "picked up the kids", "got your message": not a purchase
        return list_intent(ctx, "toggleItem", "", PURCHASE, fallback=fallback, items=items)
    return None


# -- a clause names the item, a short command acts on it --------------------------------------------------
_IT = r"(?:it|them|em|'em|those|that|this|את\s+זה|אותו|אותה|אותם|אותן)"
_EN_LIST_REF = r"(?:(?:to|on|onto|in|into|from|off(?:\s+of)?)\s+(?P<ref>.+?\blist|(?:the\s+)?(?:shopping|groceries)))"
_HE_LIST_REF = r"(?:(?:ל|ב|מ|אל\s+)(?P<ref_he>(?:ה)?רשימ(?:ה|ת)(?:\s+\S+){0,3}|(?:ה)?(?:קניות|סופר|מכולת)))"
# "..., add it to the list, and cones too" / "..., תוסיפי לרשימה וגם גביעים": one more item after the command.
_EN_MORE = r"(?:\s*,?\s+(?:and|plus|also)\s+(?:some\s+)?(?P<more>[^,]+?)(?:\s+(?:too|as\s+well))?)?"
_HE_MORE = r"(?:\s*,?\s+(?:וגם|גם|ועוד|ו)\s*(?P<more_he>[^,]+?))?"
_COMMANDS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(rf"^(?:also\s+)?{V_ADD}(?:\s+{_IT})?(?:\s+{_EN_LIST_REF})?{_EN_MORE}$", re.IGNORECASE), "addItem"),
    (re.compile(rf"^(?:גם\s+)?{HV_ADD}(?:\s+(?:לי\s+)?{_IT})?(?:\s+{_HE_LIST_REF})?{_HE_MORE}$"), "addItem"),
    (re.compile(rf"^(?:take|scratch|strike|remove|delete|drop)\s+{_IT}(?:\s+(?:off|out))?"
                rf"(?:\s+{_EN_LIST_REF})?$", re.IGNORECASE), "deleteItem"),
    (re.compile(rf"^{HV_REMOVE}(?:\s+(?:לי\s+)?{_IT})?(?:\s+{_HE_LIST_REF})?$"), "deleteItem"),
    (re.compile(rf"^(?:check|tick|mark|cross)\s+{_IT}\s+off(?:\s+{_EN_LIST_REF})?$|^(?:check|tick)\s+{_IT}$",
                re.IGNORECASE), "toggleItem"),
    (re.compile(rf"^(?:אפשר\s+)?{HV_TICK}(?:\s+(?:לי\s+)?{_IT})?(?:\s+{_HE_LIST_REF})?$"), "toggleItem"),
)
# Where the command starts, after the clause: a command verb at a word boundary.
_COMMAND_START = re.compile(
    rf"(?:[,.;!:\-]+\s*|\s+)(?:(?:so|then|and|אז|ו)\s+)?(?=(?:also\s+)?{V_ADD}{_E}|(?:גם\s+)?{HV_ADD}{_E}"
    rf"|(?:take|cross|scratch|strike|remove|delete|drop|check|tick|mark){_E}|{HV_REMOVE}{_E}|(?:אפשר\s+)?{HV_TICK}{_E})",
    re.IGNORECASE)
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
    (re.compile(r"^(?:(?:i|we)\s+)?(?:still\s+|also\s+)?(?:need|needs)\s+(?:to\s+(?:buy|get)\s+)?(?:more\s+|some\s+)?"
                r"(?P<items_need>.+)$"
                r"|^(?:(?:אני|אנחנו)\s+)?(?:צריך|צריכה|צריכים)(?:\s+(?:גם|עוד|לנו|לי|לקנות|להביא))*\s+(?P<items_need2>.+)$",
                re.IGNORECASE), frozenset({"addItem"})),
    # out of it: buy it
    (re.compile(r"^(?:(?:we'?re|were|we\s+are|i'?m|im|i\s+am)\s+(?:all\s+|almost\s+|completely\s+|totally\s+)?"
                r"(?:out\s+of|low\s+on|running\s+(?:low\s+on|out\s+of))|(?:(?:we|i)\s+)?(?:just\s+)?ran\s+out\s+of"
                r"|(?:all\s+)?out\s+of|running\s+(?:low\s+on|out\s+of)|no\s+more)\s+(?P<items>.+)$", re.IGNORECASE),
     frozenset({"addItem"})),
    (re.compile(r"^(?:נגמר|נגמרה|נגמרו|נגמרים|נגמרת|אזל|אזלה|אזלו|אין\s+(?:לנו\s+|לי\s+)?(?:יותר\s+|כבר\s+)?"
                r"|חסר|חסרה|חסרים|חסרות)(?:\s+(?:לנו|לי|כבר))*\s+(?P<items>.+)$"), frozenset({"addItem"})),
    # not needed any more: remove it
    (re.compile(r"^(?:nvm|never\s*mind|forget)\s+(?:about\s+)?(?P<items>.+)$"
                r"|^(?:(?:we|i)\s+)?(?:don'?t|do\s+not|no\s+longer)\s+need\s+(?P<items2>.+?)(?:\s+any\s*more)?$"
                r"|^no\s+need\s+for\s+(?P<items3>.+)$", re.IGNORECASE), frozenset({"deleteItem"})),
    (re.compile(r"^(?:לא\s+(?:צריך|צריכה|צריכים)|(?:תעזוב|תעזבי|עזוב|עזבי)(?:\s+את)?)\s+(?:יותר\s+|כבר\s+)*"
                r"(?P<items>.+?)(?:\s+(?:יותר|כבר))?$"), frozenset({"deleteItem"})),
    # already there or done: tick it (or take it off)
    (re.compile(r"^(?:(?:we|i)\s+)?(?:just\s+|already\s+)?(?:have|got|found|picked\s+up|grabbed)\s+(?:some\s+)?"
                r"(?P<items>.+?)"
                r"(?:\s+(?:at\s+home|already|in\s+the\s+\w+))*$", re.IGNORECASE),
     frozenset({"toggleItem", "deleteItem"})),
    (re.compile(r"^(?P<items>.+?)(?:'s|'re|\s+is|\s+are)?\s+(?:all\s+)?(?:done|bought|got|sorted|taken\s+care\s+of"
                r"|in\s+the\s+cart)$", re.IGNORECASE), frozenset({"toggleItem", "deleteItem"})),
    (re.compile(r"^יש\s+(?:כבר\s+)?(?:לנו\s+|לי\s+)?(?:כבר\s+)?(?P<items>.+?)(?:\s+(?:כבר|ב\S+))*$"),
     frozenset({"toggleItem", "deleteItem"})),
    (re.compile(rf"^(?P<items>.+?)\s+(?:כבר\s+)?(?:בעגלה|נקנה|נקנו|נקנתה|יש|סגור|סגורים){_E}"),
     frozenset({"toggleItem", "deleteItem"})),
)


# The shop the clause is said in or of ("במכולת צריך ...", "... בסופר", "at the store we need ..."): not an item.
_SHOP = r"(?:ה)?(?:סופר|מכולת|שוק|פארם|קניות)"
_EN_SHOP = r"(?:the\s+)?(?:store|supermarket|grocery\s+store|market|shop|pharmacy)"
_PLACE_BEFORE = re.compile(rf"^(?:(?:ב|מ|ל){_SHOP}|(?:at|from|in)\s+{_EN_SHOP}){_E}\s*,?\s*", re.IGNORECASE)
_PLACE_AFTER = re.compile(rf"\s+(?:(?:ב|מ){_SHOP}|(?:at|from|in)\s+{_EN_SHOP})$", re.IGNORECASE)


def _clause_items(clause: str, operation: str) -> list[str] | None:
    clause = tidy(_PLACE_AFTER.sub("", _PLACE_BEFORE.sub("", tidy(clause))))
    for pattern, operations in _CLAUSES:
        match = pattern.match(clause)
        if match is None:
            continue
        if operation not in operations:
            return None
        key, raw = next((k, v) for k, v in match.groupdict().items() if k.startswith("items") and v)
        items = item_args(raw, "את ") if re.search(rf"[{HE}]", raw) else item_args(raw)
        if key.startswith(("items_want", "items_need")) and not all(is_product(i) for i in items):
            return None
        return items
    return None


_TASK_WORD = re.compile(r"\b(?:reminders?|tasks?|nudges?|to-?dos?)\b|(?:^|\s)ה?(?:תזכורת|תזכורות|משימה|משימות)",
                        re.IGNORECASE)


@grammar
def clause_then_command(ctx: RuleContext) -> Intent | None:
    """ "we're out of dish soap, stick it on the list": the clause names the item, the command says what to do."""
    if not _short(ctx):
        return None
    text = list_core(ctx)
    for start in _COMMAND_START.finditer(text):
        clause, command = text[:start.start()], text[start.end():]
        for pattern, operation in _COMMANDS:
            match = pattern.match(tidy(command))
            if match is None:
                continue
            items = _clause_items(clause, operation)
            if not items or len(items) > _MAX_ITEMS or any(REFERENCE.fullmatch(i) for i in items):
                return None
            if any(_TASK_WORD.search(i) for i in items):
                return None  # "dont need the parcel reminder anymore, remove it": a task, not an item
            ref = match.groupdict().get("ref") or match.groupdict().get("ref_he")
            name = list_ref(ref) if ref else ""
            if name is None or name == TASKS:
                return None
            if not name and not latest_list_ids(ctx) and not all(is_product(i) or is_packing(i) for i in items):
                return None  # "the report's done, cross it off": a task's, or nothing a list can tell
            more = match.groupdict().get("more") or match.groupdict().get("more_he")
            if more and FURTHER.search(more):
                return None  # "..., add it to the list and remind me": a second request
            items += item_args(more) if more else []
            # Out of it, or wanted: to buy, so the shopping list; done or no longer needed: where it is.
            fallback = default_list(ctx) if operation == "addItem" else fallback_list(ctx, items)
            return list_intent(ctx, operation, name, 0.92, fallback=fallback, items=items)
    return None


# -- a command with no list ------------------------------------------------------------------------------
_BARE: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"^(?:tick|check|cross|mark)\s+off\s+(?P<items>.+)$|^(?:tick|check|cross|mark)\s+(?P<items2>.+?)\s+off$"
                r"|^(?:tick|check|mark)\s+(?P<items5>.+?)\s+(?:as\s+)?(?:bought|purchased|got|gotten)$"
                r"|^tick\s+(?P<items3>.+)$|^cross\s+out\s+(?P<items4>.+)$", re.IGNORECASE), "toggleItem"),
    # "תסמני שקניתי חלב", "תסמן שהחלב נקנה"
    (re.compile(rf"^{HV_TICK}\s+ש(?:כבר\s+)?(?:קניתי|קנינו|לקחתי|לקחנו)\s+(?:את\s+)?(?P<items>.+)$"
                rf"|^{HV_TICK}\s+ש(?P<items2>.+?)\s+(?:כבר\s+)?(?:נקנה|נקנו|נקנתה|בעגלה)$"), "toggleItem"),
    (re.compile(rf"^{HV_TICK}\s+(?:את\s+)?(?P<items>.+)$"), "toggleItem"),
    (re.compile(r"^(?:scratch|strike|remove|delete|drop|take\s+off|nix)\s+(?P<items>.+)$", re.IGNORECASE),
     "deleteItem"),
    # Not "תבטל": cancelling, without a list, is about a meeting or an order ("תבטל את הקפה עם דני").
    (re.compile(rf"^(?!ל?ת?בטל){HV_REMOVE}\s+(?:לי\s+)?(?:את\s+)?(?P<items>.+)$"), "deleteItem"),
    (re.compile(rf"^(?:also\s+)?{V_ADD}\s+(?P<items>.+)$", re.IGNORECASE), "addItem"),
    (re.compile(rf"^(?:גם\s+)?{HV_ADD}\s+(?:לי\s+)?(?:גם\s+)?(?P<items>.+)$"), "addItem"),
)
# "we need milk", "צריך חלב וביצים", "we're out of coffee", "נגמר הקפה": to buy, so on the shopping list.
_NEEDED = re.compile(
    r"^(?:(?:i|we)\s+)?(?:still\s+|also\s+)?(?:need|needs)\s+(?:more\s+|some\s+|new\s+)?(?P<items>.+)$"
    r"|^(?:(?:we'?re|were|we\s+are|i'?m|im|i\s+am)\s+(?:all\s+|almost\s+|completely\s+)?(?:out\s+of|low\s+on)"
    r"|(?:(?:we|i)\s+)?(?:just\s+)?ran\s+out\s+of)\s+(?P<items2>.+)$"
    r"|^(?:צריך|צריכה|צריכים|חסר|חסרה|חסרים|חסרות|נגמר|נגמרה|נגמרו|אזל|אזלה|אזלו)(?:\s+(?:לנו|לי|כבר|עוד|גם))*\s+"
    r"(?P<items3>.+)$", re.IGNORECASE)
NEEDED = 0.85  # no verb of the list's own: acted on only for things one buys


# What a bare command may not carry: another capability's thing, a place for it, or a time.
_NOT_AN_ITEM = re.compile(
    rf"\b(?:meeting|appointment|event|email|mail|message|note|reminder|task|alarm|calendar|list|to|on|from|in"
    rf"|into|onto|off|with|for|at|by)\b|{_B}(?:ה?פגישה|ה?תזכורת|ה?משימה|ה?מייל|ה?הודעה|ה?פתק|ה?אירוע|ה?יומן"
    rf"|ה?רשימה|ל|מ|ב|עם|של|אצל|בשביל|אחרי|לפני)"
    rf"(?![\w{HE}])|{_B}(?:ל|מ|ב)ה?רשימ", re.IGNORECASE)


# Where a reason starts when no comma marks it ("scratch the limes we dont need them anymore", "תורידי את החלב
# כבר קניתי"): a subject or a "because" word after the item.
_REASON_START = re.compile(rf"\s+(?=(?:we|we'?re|i|i'?m|im|they|because|cause|cuz|since|כי|כבר|אנחנו|אני|לא\s+צריך"
                           rf"|אין\s+צורך|יש\s+לנו|יש\s+לי)(?![\w{HE}']))", re.IGNORECASE)


def _without_reason(text: str) -> str:
    """ "scratch the cookies, we're on a diet": the command before a comma, when a reason (not a request) follows;
    without a comma, the command before a clause that starts with its own subject or a "because"."""
    head, comma, rest = text.partition(",")
    if comma:
        return head if not FURTHER.search(rest) else text
    start = _REASON_START.search(text)
    if start is None or FURTHER.search(text[start.end():]):
        return text
    return text[:start.start()]


@grammar
def bare_item_command(ctx: RuleContext) -> Intent | None:
    """ "tick ice cream", "scratch the cookies", "תסמני את השמן זית", "add foil and baking paper": no list named."""
    if not _short(ctx):
        return None
    text = _without_reason(list_core(ctx))
    for pattern, operation in _BARE:
        match = pattern.match(text)
        if match is None:
            continue
        raw = next(v for k, v in match.groupdict().items() if k.startswith("items") and v)
        if _NOT_AN_ITEM.search(raw):
            return None
        before = text[:match.start(next(k for k, v in match.groupdict().items() if k.startswith("items") and v))]
        items = item_args(raw, before)
        if not items or len(items) > _MAX_ITEMS or any(REFERENCE.fullmatch(i) for i in items):
            return None
        if not all(is_product(i) or is_packing(i) for i in items):
            return None  # "scratch that meeting", "delete the dentist": not list items
        if operation == "addItem":
            if latest_list_ids(ctx):
                return None  # add_to_latest_list (lists.py) reads it
            return list_intent(ctx, operation, "", 0.85, fallback=add_fallback(ctx, items), items=items)
        return list_intent(ctx, operation, "", 0.9, fallback=fallback_list(ctx, items), items=items)
    return None


@grammar
def needed_items(ctx: RuleContext) -> Intent | None:
    """ "we need milk and eggs", "נגמר הקפה": things to buy, added to the shopping list (the reply names it)."""
    if not _short(ctx):
        return None
    match = _NEEDED.match(list_core(ctx))
    if match is None:
        return None
    raw = next(v for k, v in match.groupdict().items() if k.startswith("items") and v)
    first = raw.split()[0]
    if _NOT_AN_ITEM.search(raw) or (first.startswith("ל") and not he_thing(first)):
        return None  # "need to buy milk", "צריך לקנות חלב": a to-do (tasks.py); "need a ride to ...": not an item
    items = item_args(raw, "את ") if re.search(rf"[{HE}]", raw) else item_args(raw)
    if not items or len(items) > _MAX_ITEMS or not all(is_product(i) for i in items):
        return None
    if latest_list_ids(ctx):
        return list_intent(ctx, "addItem", "", NEEDED, items=items)
    return list_intent(ctx, "addItem", "", NEEDED, fallback=default_list(ctx), items=items)
