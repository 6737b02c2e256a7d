"""List items spoken of the way people talk in a shop, not the way they give commands.

* A report of a purchase ticks the item: "just picked up the eggs", "already grabbed bread and milk",
  "לקחתי את הטחינה", "את הצ'יפס כבר לקחתי", "חלב סויה כבר בעגלה", "swimsuit's packed". The same words can
  report a task done ("picked up the kids", "לקחתי את התרופה"), which task_implied.py reads at 0.8; a
  purchase verb whose object is a product (lists_lexicon.is_product) is read here at PURCHASE, above it,
  unless the latest action was a task, which "I bought it" then most likely closes.
* A clause that names the item before a short command ("we're out of dish soap, stick it on the list") is
  read in lists_clauses.py.
* A command with no list at all: "tick ice cream", "scratch the cookies", "תסמני את השמן זית", "add baking
  paper and foil". Ticking or removing a product is about the shopping list (a wrong guess finds nothing
  and says so); adding goes there only for things one plainly buys, and otherwise asks which list, since a
  wrong guess would put it on the wrong list. A reason may follow with no comma ("scratch the limes we dont
  need them").
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.lists import (
    HV_REMOVE,
    HV_TICK,
    TASKS,
    list_intent,
    list_ref,
)
from memo.planning.rules.lists_context import (
    BUYING,
    FURTHER,
    PACKING_LIST,
    REFERENCE,
    add_fallback,
    default_list,
    fallback_list,
    latest_list_ids,
    list_core,
    vague,
    without_reason,
)
from memo.planning.rules.lists_lexicon import he_thing, is_packing, is_product
from memo.planning.rules.lists_remarks import cut_remarks
from memo.planning.rules.lists_tails import cut_tail, unsure_tail, when_last, without_dish
from memo.planning.rules.lists_verbs import EN_UNTICK, HV_ADD_PLAIN, HV_UNTICK, V_ADD_PLAIN
from memo.planning.rules.lists_words import item_args
from memo.planning.rules.task_words import HE

PURCHASE = 0.9  # above task_implied's 0.8 for "I bought ...", below the explicit list commands (0.93-0.95)
_E = rf"(?![\w{HE}])"
_B = rf"(?<![\w{HE}])"
MAX_ITEMS = 5
MAX_WORDS = 30  # a report or a short command is a line, not a paste: longer messages are not read here


def short_message(ctx: RuleContext) -> bool:
    return "?" not in ctx.text and ctx.time is None and ctx.text.count(" ") < MAX_WORDS

# -- purchase reports ------------------------------------------------------------------------------------
# "buyed", "bougth": the past of "buy" as people mistype it or learn it, which no other word is spelt as.
EN_BOUGHT = r"(?:bought|got|grabbed|picked\s+up|purchased|snagged|buyed|buyd|bougth|boughted)"
# "קנתי" is "קניתי" typed without its yod; "לקחטי", "קניטי" are the first person written with tet for tav, as
# people who learnt Hebrew as adults often do. No other word is spelt as any of them.
HE_BOUGHT = r"(?:קניתי|קנתי|קניטי|קנינו|לקחתי|לקחטי|לקחנו|הבאתי|הבאטי|הבאנו|השגתי|השגטי)"
# "i got already the milk", "we took finally the eggs": the adverb after the verb, in the word order of
# other languages ("כבר לקחתי" said in English); it is no part of the item.
_AFTER_VERB = r"(?:(?:already|just|finally|also|now)\s+)*"
# A colon may follow the verb, the items then listed after it ("לקחתי:" and one item a line).
_REPORTS: tuple[tuple[re.Pattern[str], str], ...] = (
    # Not "got to buy milk": an obligation, not a purchase.
    (re.compile(rf"^(?:(?:i|we)(?:'ve|\s+have)?\s+)?(?:(?:already|just|finally|eventually|also|ok)\s+)*{EN_BOUGHT}(?:\s*:)?\s+"
                rf"{_AFTER_VERB}(?!to\s)(?P<items>.+)$", re.IGNORECASE), "shop"),
    # "took the milk from the super": "took" (Hebrew "לקחתי") is a purchase only where the shop is said; "took my
    # pills" reports a task done (task_implied.py).
    (re.compile(rf"^(?:(?:i|we)\s+)?(?:(?:already|just|also|ok)\s+)*took\s+{_AFTER_VERB}(?P<items>.+)$",
                re.IGNORECASE), "took"),
    (re.compile(rf"^(?:(?:אני|אנחנו|כבר|גם|בדיוק|עכשיו|סוף\s+סוף|בסוף)\s+)*{HE_BOUGHT}(?:\s*:)?\s+"
                r"(?:(?:כבר|גם|סוף\s+סוף|בסוף|בדיוק|עכשיו)\s+)*(?P<items>.+)$"), "shop"),
    (re.compile(rf"^(?P<items>(?:את\s+)?.+?)\s+(?:(?:כבר|גם)\s+)*{HE_BOUGHT}$"), "shop"),
    (re.compile(rf"^(?P<items>.+?)\s+(?:כבר\s+)?(?:ב|נמצא\s+ב|נמצאים\s+ב)(?:עגלה|סל){_E}$"), "cart"),
    (re.compile(r"^(?P<items>.+?)(?:'s|'re|\s+is|\s+are)?\s+(?:already\s+)?in\s+(?:the|my|our)\s+(?:cart|basket|trolley)$",
                re.IGNORECASE), "cart"),
    (re.compile(r"^(?P<items>.+?)(?:'s|'re|\s+is|\s+are)\s+(?:already\s+|all\s+)?packed$", re.IGNORECASE), "pack"),
    (re.compile(r"^(?:(?:i|we)(?:'ve|\s+have)?\s+)?(?:already\s+|just\s+)?packed\s+(?P<items>.+)$"
                r"|^(?:(?:אני|אנחנו|כבר|גם)\s+)*(?:ארזתי|ארזנו)\s+(?:כבר\s+|גם\s+)*(?P<items_he>.+)$", re.IGNORECASE),
     "pack"),
)
# A place or company said first ("אני בסופר, ...", "at the store -"): where the report is made from.
# Also joined by "and" ("אני בסופר ולקחתי ...", "עברתי בסופר קניתי ...", "i'm at the store and got ...", "stopped at
# the pharmacy on the way home and got ...").
# "at the checkout now, got ...", "in line at the pharmacy -", "אני בקופה עכשיו, לקחתי ...": the moment too.
_WHERE_FIRST = re.compile(r"^(?:(?:(?:i'?m|im|i\s+am|we'?re|we\s+are)\s+)?(?:(?:standing\s+|waiting\s+)?in\s+"
                          r"(?:the\s+)?line\s+)?at\s+the\s+\w+|(?:אני|אנחנו)\s+(?:עומד\S*\s+)?ב\S+)"
                          r"(?:\s+(?:now|rn|right\s+now|עכשיו|כרגע))?\s*[,.!:\-]+\s*"
                          r"|^(?:(?:i'?m|im|i\s+am|we'?re|we\s+are|i\s+was|we\s+were)\s+at\s+the\s+\w+|(?:(?:i|we)\s+)?"
                          r"(?:stopped|popped|went)\s+(?:by|into|to|at|in)\s+the\s+\w+"
                          r"(?:\s+on\s+(?:the|my|our)\s+way(?:\s+(?:home|back))?)?|(?:(?:i|we)\s+)?went\s+shopping)"
                          r"(?:\s+(?:earlier(?:\s+today)?|this\s+morning|today|yesterday|just\s+now|before))?"
                          r"\s+and\s+(?=(?:(?:i|we)\s+)?(?:just\s+|already\s+)?"
                          r"(?:got|bought|grabbed|picked)\b)"
                          r"|^(?:(?:אני|אנחנו)\s+ב\S+\s+ו|(?:עברתי|עברנו|קפצתי|קפצנו|הייתי|היינו|הלכתי|הלכנו)\s+(?:ב|ל)\S+"
                          r"(?:\s+(?:מקודם|קודם|הבוקר|היום|אתמול|עכשיו))?\s*[,.]?\s+ו?)"
                          r"(?=(?:כבר\s+|גם\s+)?(?:קניתי|קנינו|לקחתי|לקחנו|הבאתי|הבאנו))", re.IGNORECASE)
# The shop a "took" report names in its tail ("from the super on the way home", "at the pharmacy").
_FROM_SHOP = re.compile(r"\b(?:from|at)\s+(?:the\s+)?(?:super|supermarket|store|shop|market|pharmacy|grocery|makolet"
                        r"|drugstore|bakery|deli|mall)\b", re.IGNORECASE)
# Where it was bought, said right after a Hebrew verb ("הבאתי מהשוק את ..."): no item.
# "הבאתי כבר מהבית את הפלסטלינה", "לקחתי היום מהמחסן את ה...": "את" marks what was got, so the words between the
# verb and it ("already", "today", "from home", "from the storeroom") say when or from where, never what.
HE_PLACE_AFTER_VERB = re.compile(r"^(?:(?:כבר|גם|היום|אתמול|הבוקר|עכשיו|סוף\s+סוף)\s+|(?:מ|ב)ה?[\u05D0-\u05EA]{2,}"
                                 r"\s+){1,3}(?=את\s)")


# A command after the report ("bought the formula mark it"): lists_clauses.py reads the two parts.
# "..., you may delete the shopping list": a request of its own, never a remark to drop.
_COMMAND_AFTER = re.compile(rf"\b(?:mark|tick|check|cross|take|scratch)\s+(?:it|them|em|'em|off)\b"
                            rf"|\b(?:delete|remove|clear|erase)\s+(?:the|my|our|it|them|this|that|everything|all)\b"
                            rf"|{_B}(?:{HV_TICK}|{HV_REMOVE}){_E}", re.IGNORECASE)
# An item that says what is still needed ("got the milk, still need the flour"): not bought, so no item to tick.
_STILL_NEEDED = re.compile(rf"^(?:but\s+)?(?:we\s+|i\s+)?(?:still\s+)?(?:need|needs|want)\b"
                           rf"|^(?:אבל\s+)?(?:עדיין\s+|עוד\s+)?(?:צריך|צריכה|צריכים|חסר|חסרה|חסרים){_E}", re.IGNORECASE)


# What the purchase is for, said after the items ("got the toner for the printer", "the wipes for the baby",
# "קניתי חיתולים בשביל התינוק"): it does not change which item was bought. Only "the" and a word or two,
# since "milk for grandma" may be an item of its own; a purchase of things no list holds is still not read.
_PURPOSE = re.compile(rf"\s+(?:for\s+the\s+[a-z'-]+(?:\s+[a-z'-]+)?|(?:בשביל|עבור)\s+ה[{HE}]+)$", re.IGNORECASE)


# "got everything except the bread", "got the milk but not the bread": which items were bought is the user's to
# sort out; "everything" is all that is on the list, which a report of things does not read.
_EXCEPT = re.compile(rf"{_B}(?:except|excluding|besides|apart\s+from|other\s+than|but|not|everything"
                     rf"|חוץ|מלבד|אבל|לא|הכל|הכול){_E}", re.IGNORECASE)


def report_items(raw: str) -> tuple[list[str], str]:
    """The items of a report, without where and when they were bought (lists_tails.py), and that tail."""
    raw, tail = cut_tail(raw.strip())
    raw = _PURPOSE.sub("", raw)
    said, (raw, unsure) = raw, cut_remarks(raw)  # "..., היה מבצע": a remark (lists_remarks.py)
    # The remark's own time ("... The rest I will buy on Tuesday") is no time for Memo to act at either.
    remark = said[len(raw):] if said.startswith(raw) else ""
    raw, before = cut_tail(raw)  # "got the milk on my way home, finally": where and when, before the remark
    return ([] if unsure or _EXCEPT.search(raw) else item_args(raw)), f"{before} {remark} {tail}".strip()


def _time_in(tail: str, ctx: RuleContext) -> bool:
    """Whether every time word of the message is in the cut tail ("this morning"): the purchase's time, not one
    for Memo to act at."""
    return ctx.time is None or all(ctx.text[start:end] in tail for start, end in ctx.time.spans)


def latest_is_task(ctx: RuleContext) -> bool:
    for action in ctx.latest_actions:
        if action.get("capability") in ("general", "meta"):
            continue
        return any(str(i).startswith("task:") for i in action.get("externalIds") or [])
    return False


@grammar
def purchase_report(ctx: RuleContext) -> Intent | None:
    """ "just picked up the eggs", "לקחתי את הטחינה", "חלב סויה כבר בעגלה": tick those items."""
    if "?" in ctx.text or ctx.text.count(" ") >= MAX_WORDS or latest_is_task(ctx):
        return None
    core = list_core(ctx)
    text = _WHERE_FIRST.sub("", core)
    where = core[:len(core) - len(text)]  # "went to the market this morning and": its time is the purchase's
    for pattern, kind in _REPORTS:
        match = pattern.match(text)
        if match is None:
            continue
        raw = HE_PLACE_AFTER_VERB.sub("", when_last(match.group("items") or match.groupdict().get("items_he") or ""))
        if _COMMAND_AFTER.search(raw):
            return None
        items, tail = report_items(raw)
        if not _time_in(f"{where} {tail}", ctx) or (kind == "took" and not _FROM_SHOP.search(tail)):
            return None
        if not items or len(items) > MAX_ITEMS or any(REFERENCE.fullmatch(i) for i in items):
            return None
        if any(_STILL_NEEDED.match(i) for i in items):
            return None  # the clause of what is still needed is read apart (asides.py)
        if kind == "pack":
            if not all(is_packing(i) for i in items):
                return None
            fallback = default_list(ctx, PACKING_LIST)
        elif all(is_product(i) for i in items):
            fallback = default_list(ctx)
        else:
            return None  # "picked up the kids", "got your message": not a purchase
        intent = list_intent(ctx, "toggleItem", "", PURCHASE, fallback=fallback, items=items)
        if unsure_tail(items):  # "got the milk for grandma": which item, exactly, is the user's to say
            intent.missing = ["items", *intent.missing]
        return intent
    return None


# "the things we got", "מה שלקחתי": the vague object of a tick was bought, so it is about the shopping list.
_GOT = re.compile(rf"\b(?:got|grabbed|picked\s+up){_E}|{_B}ש(?:לקחתי|לקחנו|קניתי|קנינו){_E}", re.IGNORECASE)


# -- a command with no list ------------------------------------------------------------------------------
_BARE: tuple[tuple[re.Pattern[str], str], ...] = (
    # A tick taken back: before the removing verbs, which "תורידי את הוי מהחלב" also starts with.
    (re.compile(rf"^{EN_UNTICK}\s+(?P<items>.+)$|^{HV_UNTICK}(?P<items2>.+)$", re.IGNORECASE), "toggleItem"),
    (re.compile(r"^(?:tick|check|cross|mark)\s+off\s+(?P<items>.+)$|^(?:tick|check|cross|mark)\s+(?P<items2>.+?)\s+off$"
                r"|^(?:tick|check|mark)\s+(?P<items5>.+?)\s+(?:as\s+)?(?:bought|purchased|got|gotten)$"
                r"|^tick\s+(?P<items3>.+)$|^cross\s+out\s+(?P<items4>.+)$", re.IGNORECASE), "toggleItem"),
    # "תסמני שקניתי חלב", "תסמן שהחלב נקנה"
    (re.compile(rf"^{HV_TICK}\s+ש(?:כבר\s+)?(?:קניתי|קנינו|לקחתי|לקחנו)\s+(?:את\s+)?(?P<items>.+)$"
                rf"|^{HV_TICK}\s+ש(?P<items2>.+?)\s+(?:כבר\s+)?(?:נקנה|נקנו|נקנתה|בעגלה)$"), "toggleItem"),
    (re.compile(rf"^{HV_TICK}\s+(?:לי\s+)?(?:את\s+)?(?P<items>.+)$"), "toggleItem"),
    # "take the A3 paper off", "scratch the cookies off": the particle after the item, as "cross ... off" has it
    (re.compile(r"^(?:take|scratch|strike|knock)\s+(?P<items_off>.+?)\s+off$"
                r"|^(?:scratch|strike|remove|delete|drop|take\s+off|nix)\s+(?P<items>.+)$", re.IGNORECASE),
     "deleteItem"),
    # Not "תבטל": cancelling, without a list, is about a meeting or an order ("תבטל את הקפה עם דני").
    (re.compile(rf"^(?!ל?ת?בטל){HV_REMOVE}\s+(?:לי\s+)?(?:את\s+)?(?P<items>.+)$"), "deleteItem"),
    # The plain verbs only: "throw the milk", "תזרוק את החלב" may be throwing it away (lists_verbs.py).
    (re.compile(rf"^(?:also\s+)?{V_ADD_PLAIN}\s+(?P<items>.+)$", re.IGNORECASE), "addItem"),
    (re.compile(rf"^(?:גם\s+)?{HV_ADD_PLAIN}\s+(?:לי\s+)?(?:גם\s+)?(?P<items>.+)$"), "addItem"),
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
# "details" or "info" of someone is a note ("delete the bread supplier details"), never a thing to buy.
_NOT_AN_ITEM = re.compile(
    rf"\b(?:meeting|appointment|event|email|mail|message|note|reminder|task|alarm|calendar|list|to|on|from|in"
    rf"|into|onto|off|with|for|at|by|details|info|information)\b|{_B}(?:ה?פגישה|ה?תזכורת|ה?משימה|ה?מייל|ה?הודעה|ה?פתק|ה?אירוע|ה?יומן"
    rf"|ה?רשימה|ל|מ|ב|עם|של|אצל|בשביל|אחרי|לפני)"
    rf"(?![\w{HE}])|{_B}(?:ל|מ|ב)ה?רשימ", re.IGNORECASE)




def _without_reason(text: str) -> str | None:
    """ "scratch the cookies, we're on a diet": the command before a comma, when a reason (not a request) follows;
    without a comma, the command before a clause that starts with its own subject or a "because"."""
    _, comma, rest = text.partition(",")
    if comma:
        if FURTHER.search(rest):
            return text
        # "add bananas, apples, i think we have oranges": more items, then a remark (lists_remarks.py)
        cut, unsure = cut_remarks(text)
        return None if unsure else cut  # "..., we need milk too": not only items and a remark
    return without_reason(text)


# "קניתי, תסמני את החלב", "got it, tick the milk": a report before the command says no more than the command.
_REPORTED_FIRST = re.compile(r"^(?:קניתי|קנינו|לקחתי|לקחנו|got\s+(?:it|them)|bought\s+(?:it|them)|done)\s*[,.!:\-]+\s*",
                             re.IGNORECASE)
# ... and after it: "תסמני את האדוויל, קניתי", "tick the milk, got it". Said of an add, it contradicts it.
_REPORTED_LAST = re.compile(r"\s*[,.!:\-]+\s*(?:כבר\s+)?(?:קניתי|קנינו|לקחתי|לקחנו|got\s+(?:it|them)"
                            r"|bought\s+(?:it|them))(?:\s+(?:כבר|already))?[\s.!]*$", re.IGNORECASE)


# An errand, not a thing ("cross off renew the passport", "תסמני לחדש דרכון"): a task's words, whatever thing it names.
_ERRAND = re.compile(r"^(?:renew|call|pay|book|email|text|fix|return|cancel|schedule|sign|submit|file|pick\s+up"
                     r"|drop\s+off|register|apply|finish|prepare|visit|send|mail|update|reply|confirm)\b"
                     r"|^(?:לחדש|להתקשר|לשלם|לקבוע|לשלוח|לתקן|להחזיר|לבטל|להזמין|לאסוף|להגיש|לחתום|לרשום|לעדכן)(?!\S)",
                     re.IGNORECASE)


@grammar
def bare_item_command(ctx: RuleContext) -> Intent | None:
    """ "tick ice cream", "scratch the cookies", "תסמני את השמן זית", "add foil and baking paper": no list named."""
    if not short_message(ctx):
        return None
    core = _REPORTED_FIRST.sub("", list_core(ctx))
    reported = _REPORTED_LAST.search(core)
    text = _without_reason(core[:reported.start()] if reported else core)
    if text is None:
        return None
    for pattern, operation in _BARE:
        match = pattern.match(text)
        if match is None:
            continue
        raw = next(v for k, v in match.groupdict().items() if k.startswith("items") and v)
        if _NOT_AN_ITEM.search(raw):
            return None
        before = text[:match.start(next(k for k, v in match.groupdict().items() if k.startswith("items") and v))]
        items = item_args(raw, before)
        if not items or len(items) > MAX_ITEMS or any(REFERENCE.fullmatch(i) for i in items):
            return None
        if operation == "toggleItem" and vague(items) and (BUYING.search(ctx.text) or _GOT.search(ctx.text)):
            # "cross off the stuff i bought": a tick on the shopping list, of things the user has to name
            return list_intent(ctx, operation, "", 0.9, fallback=default_list(ctx), items=[])
        if not all(is_product(i) or is_packing(i) for i in items) or any(_ERRAND.match(i) for i in items):
            return None  # "scratch that meeting", "delete the dentist": not list items
        if operation == "addItem":
            if reported:
                return None  # "add milk, bought it": which of the two, the user says
            items = [without_dish(re.sub(r"\s+(?:too|as\s+well|also)$", "", i, flags=re.IGNORECASE)) for i in items]
            if latest_list_ids(ctx):
                return None  # add_to_latest_list (lists.py) reads it
            return list_intent(ctx, operation, "", 0.85, fallback=add_fallback(ctx, items), items=items)
        return list_intent(ctx, operation, "", 0.9, fallback=fallback_list(ctx, items), items=items)
    return None


# An item that opens with a purchase already made is a report, not a thing to buy.
_BOUGHT_ALREADY = re.compile(r"(?:got|bought|picked\s+up|grabbed|already\s+have|have)\s"
                             r"|(?:קניתי|קנינו|לקחתי|הבאתי|יש\s+לי)\s", re.IGNORECASE)


@grammar
def needed_items(ctx: RuleContext) -> Intent | None:
    """ "we need milk and eggs", "נגמר הקפה": things to buy, added to the shopping list (the reply names it)."""
    if not short_message(ctx):
        return None
    match = _NEEDED.match(list_core(ctx))
    if match is None:
        return None
    raw = next(v for k, v in match.groupdict().items() if k.startswith("items") and v)
    first = raw.split()[0]
    if _NOT_AN_ITEM.search(raw) or (first.startswith("ל") and not he_thing(first)):
        return None  # "need to buy milk", "צריך לקנות חלב": a to-do (tasks.py); "need a ride to ...": not an item
    items = item_args(raw, "את ") if re.search(rf"[{HE}]", raw) else item_args(raw)
    if not items or len(items) > MAX_ITEMS or not all(is_product(i) for i in items):
        return None
    if any(_BOUGHT_ALREADY.match(item) for item in items):
        return None  # "we need milk, got the bread": one thing needed and one bought; neither is added as read
    if latest_list_ids(ctx):
        return list_intent(ctx, "addItem", "", NEEDED, items=items)
    return list_intent(ctx, "addItem", "", NEEDED, fallback=default_list(ctx), items=items)


# "delete the checked items", "תמחקי את כל מה שסימנתי": the ticked items, which no operation removes at once; so
# Memo asks which items, rather than a task grammar deleting a task named "checked items".
_CHECKED = re.compile(
    r"^(?:delete|remove|clear|clean\s+up|get\s+rid\s+of)\s+(?:all\s+)?(?:(?:of\s+)?the\s+)?(?:checked|ticked|crossed"
    r"(?:\s+(?:off|out))?|bought|done|completed)(?:\s+(?:off|items|things|ones|stuff|products))?(?:\s+(?:from|off|on)\s+"
    r"(?P<ref>.+?\blist))?$"
    rf"|^{HV_REMOVE}\s+(?:לי\s+)?(?:את\s+)?(?:כל\s+)?(?:מה\s+ש(?:כבר\s+)?(?:סימנתי|סימנו|סומן|מסומן|קניתי|קנינו|נקנה)"
    r"|(?:ה)?(?:פריטים|דברים|מוצרים)\s+(?:ה)?(?:מסומנים|שסימנתי|שסימנו|שנקנו|שקניתי|שקנינו))"
    rf"(?:\s+מ(?P<ref_he>(?:ה)?רשימ(?:ה|ת)(?:\s+\S+){{0,3}}))?$", re.IGNORECASE)


@grammar
def checked_items(ctx: RuleContext) -> Intent | None:
    """ "clear the checked items off the shopping list": a question (which items), never a guess."""
    match = _CHECKED.match(list_core(ctx))
    if match is None:
        return None
    ref = match.group("ref") or match.group("ref_he")
    name = list_ref(ref) if ref else ""
    if name is None or name == TASKS:
        return None
    return list_intent(ctx, "deleteItem", name, 0.9, items=[])
