"""Lists (the `database` capability): add items, show, remove or check off items, create, rename, delete.

Arguments follow V1's listOperations: operation, listName, items[]. List names are normalised to what
people call them ("shopping", "hardware", "קניות"), so "the shopping list", "my shopping list" and
"רשימת הקניות" are one list; "groceries" and "the grocery list" are one too. "The list" with no name is the
list of the latest action, or a missing listName. The to-do list and "רשימת המשימות" are tasks, not a
list, and are left to the task grammars.

Items are split the way people write them: "milk, eggs and bread", "חלב, ביצים ולחם", and in Hebrew also
without commas, "חלב ביצים ולחם" (see `split_items`).
"""

from __future__ import annotations

import re
from typing import Any

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, tidy
from memo.planning.rules.task_words import HE, core, rewrite_hebrew_lamed
from memo.planning.timeexpr import parse_range

_E = rf"(?![\w{HE}])"
TASKS = "\x00tasks"  # a reference to the to-do list: tasks, not a list

# -- what a list is called ---------------------------------------------------------------------------
_EN_REF = re.compile(r"^(?:(?:the|my|our|a|an|this|that)\s+)?(?:(?P<name>.+?)\s+)?list$", re.IGNORECASE)
_EN_BARE = re.compile(r"^(?:(?:the|my|our)\s+)?(?P<name>groceries|grocery|shopping)$", re.IGNORECASE)
_EN_TASKS = re.compile(r"^(?:(?:the|my|our)\s+)?(?:to[-\s]?dos?|todo|tasks?|task|reminders?)$", re.IGNORECASE)
_HE_REF = re.compile(r"^(?:ה)?רשימ(?:ת|ה)(?:\s+(?:של|עם))?(?:\s+(?P<name>.+))?$")
_HE_BARE = re.compile(r"^(?:ה)?(?P<name>קניות|סופר|מכולת)$")
_NOT_A_NAME = re.compile(rf"^(?:new|another|called|named|חדשה|בשם|נוספת|אחרת)(?![\w{HE}])", re.IGNORECASE)
_NEW_AT_END = re.compile(r"\s(?:חדשה|נוספת)$")
_BOUGHT = re.compile(r"\s+(?:כנקנה|כנקנו|כנקנתה|כבוצע|כבוצעו|שקניתי|as\s+(?:bought|done|got|purchased))$",
                     re.IGNORECASE)
_EVERYTHING = re.compile(r"^(?:all|everything|all\s+(?:the\s+)?items|הכל|הכול|כל\s+ה(?:פריטים|דברים))$", re.IGNORECASE)
_HE_TASKS = re.compile(r"^(?:ה)?(?:משימות|מטלות|תזכורות|דברים\s+לעשות)(?:\s+שלי)?$")


def list_name(raw: str | None) -> str:
    """ "the Shopping" -> "Shopping", "הקניות" -> "קניות", "grocery" -> "groceries"."""
    name = tidy((raw or "").strip())
    name = re.sub(r"^(?:the|my|our|a|an)\s+", "", name, flags=re.IGNORECASE)
    name = re.sub(r"^(?:של|את)\s+", "", name)
    name = re.sub(r"^ה(?=[\u0590-\u05FF]{2,})", "", name)
    name = re.sub(r"\s+(?:שלי|שלנו)$", "", name)
    return "groceries" if name.casefold() == "grocery" else name


def list_ref(ref: str) -> str | None:
    """The list a phrase names: "the hardware list" -> "hardware", "רשימת הקניות" -> "קניות", "the list" -> "".

    None when the phrase is not a list; TASKS for the to-do list.
    """
    ref = tidy(ref)
    if not ref or len(ref) > 50 or re.search(r"[:,;]", ref):
        return None
    if _EN_TASKS.match(ref) or _HE_TASKS.match(ref):
        return TASKS
    match = _EN_REF.match(ref) or _HE_REF.match(ref)
    if match:
        name = match.group("name") or ""
        if _NOT_A_NAME.match(name) or _NEW_AT_END.search(name):
            return None  # "רשימה חדשה בשם ...", "a new list called ...": a new list, not a reference
        if _EN_TASKS.match(name) or _HE_TASKS.match(name) or re.fullmatch(r"to|do", name, re.IGNORECASE):
            return TASKS
        return list_name(name) if len(name.split()) <= 4 else None
    bare = _EN_BARE.match(ref) or _HE_BARE.match(ref)
    return list_name(bare.group("name")) if bare else None


# -- items -------------------------------------------------------------------------------------------
_SPLIT = re.compile(r"\s*(?:[,;\n]|\band\b|\bplus\b|&|\+|،)\s*", re.IGNORECASE)
_HE_AND = re.compile(rf"\s+ו(?=[{HE}]{{2,}})")
_FILLER = re.compile(r"^(?:some\s+more|some|a\s+few|a|an|the|more|another|also|קצת|עוד|גם)\s+", re.IGNORECASE)
# Hebrew words that belong to the word before them ("גבינה צהובה") or to the word after ("שמן זית").
_HE_MODIFIERS = frozenset(re.findall(r"\S+", (
    "צהובה צהוב לבנה לבן לבנים מלא מלאה מלאים טרי טריה טריים טריות קפוא קפואה קפואים קפואות גדול גדולה"
    " גדולים קטן קטנה קטנים ירוק ירוקה ירוקים אדום אדומה אדומים שחור שחורה מתוקה מתוק חמוץ חמוצים מלוח"
    " מלוחים דל דלת רזה רזים מגורדת מגורד טחון טחונה מרוסק אורגני אורגנית כבושים חריף חריפה ביתי ביתית"
    " קלוי קלויים יבש יבשה יבשים מריר חלבי בשרי פרוס פרוסה טבעוני טבעונית"
)))
_HE_HEADS = frozenset(re.findall(r"\S+", (
    "שמן נייר אבקת חומר מי מיץ רסק שמנת גבינת קמח סבון משחת מברשת מברשות שקיות שקית כוסות צלחות מגבות"
    " מגבונים נוזל תפוחי פתיתי קרם חטיף חטיפי רוטב ממרח דגני קופסת חבילת חבילה בקבוק בקבוקי קרטון קילו"
    " ליטר זוג תבנית חמאת חזה כרעי פחית פחיות אריזת מרכך תרסיס שקי נייר רשת ספוג"
)))


def _hebrew_words(chunk: str) -> list[str]:
    """ "גבינה צהובה שמן זית" -> ["גבינה צהובה", "שמן זית"]: one item a word, except modifiers and heads."""
    items: list[str] = []
    attach = False
    for word in chunk.split():
        if items and (attach or word in _HE_MODIFIERS or re.fullmatch(r"\d+%?|[A-Za-z]+", word)):
            items[-1] += " " + word
        else:
            items.append(word)
        attach = word in _HE_HEADS or bool(re.fullmatch(r"\d+", word))
    return items


def _tidy_item(text: str) -> str:
    """tidy(), keeping a Hebrew geresh that ends a word ("קוטג'", "צ'יפס" keeps its own)."""
    item = tidy(text)
    if item and re.search(rf"[{HE}]'\s*[.!?,]*$", text.strip()) and not item.endswith("'"):
        item += "'"
    return item


def split_items(raw: str, *, definite: bool = False) -> list[str]:
    """ "batteries and tape" / "חלב, ביצים ולחם" / "חלב ביצים ולחם" -> separate items, as written.

    Hebrew "and" is a prefix ("ולחם"); without commas, a list whose last item is one word ("חלב ביצים
    ולחם") is one item a word. `definite`: the items came after "את", so their "ה" is the article.
    """
    raw = tidy(raw)
    parts = [p for p in _SPLIT.split(raw) if p and p.strip()]
    hebrew = bool(re.search(rf"[{HE}]", raw))
    items: list[str] = []
    for part in parts:
        chunks = [c for c in _HE_AND.split(part) if c.strip()] if hebrew else [part]
        if hebrew and len(parts) == 1 and len(chunks) > 1 and len(chunks[-1].split()) == 1:
            chunks = [w for c in chunks[:-1] for w in _hebrew_words(c)] + chunks[-1:]
        for chunk in chunks:
            item = _FILLER.sub("", _tidy_item(chunk))
            if definite and hebrew:
                item = re.sub(rf"^ה(?=[{HE}]{{2,}})", "", item)
            if item:
                items.append(item)
    return items


# -- patterns ----------------------------------------------------------------------------------------
_V_ADD = r"(?:add|put|append|include|throw|stick|write(?:\s+down)?|jot(?:\s+down)?|pop|place|also\s+add)"
_HV_ADD = (r"(?:תוסיף|תוסיפי|תוסיפו|הוסף|הוסיפי|תכניס|תכניסי|הכנס|הכניסי|תרשום|תרשמי|רשום|רשמי|תשים|תשימי|שים|שימי"
           r"|לרשום|להוסיף|תזרוק|תזרקי)")
_HV_REMOVE = r"(?:תמחק|תמחקי|מחק|מחקי|תוריד|תורידי|הורד|הורידי|הסר|הסירי|תסיר|תסירי|תעיף|תעיפי)"
_HE_LIST = r"(?:ה)?רשימ(?:ת|ה)"
_HE_NAMED = r"(?:רשימת\s+\S+|(?:ה)?רשימה\s+של\s+\S+)"  # a list and its one-word name, before the items
_ADD = (
    re.compile(rf"^{_V_ADD}\s+(?:to|on|onto|in|into)\s+(?P<ref>[^:]+?)\s*[:\-]\s*(?P<items>.+)$", re.IGNORECASE),
    re.compile(rf"^{_V_ADD}\s+(?P<items>.+)\s+(?:to|on|onto|in|into)\s+(?P<ref>.+)$", re.IGNORECASE),
    re.compile(rf"^{_V_ADD}\s+(?P<items>.+?)\s+(?:to|on|onto|in|into)\s+(?P<ref>.+)$", re.IGNORECASE),
    re.compile(rf"^{_V_ADD}\s+(?:to|on|onto)\s+(?P<ref>(?:the\s+|my\s+|our\s+)?\S+\s+list)\s+(?P<items>.+)$",
               re.IGNORECASE),
    re.compile(rf"^{_HV_ADD}\s+(?:לי\s+)?(?:ל|ב|אל\s+)(?P<ref>{_HE_LIST}[^:]*?)\s*:\s*(?P<items>.+)$"),
    re.compile(rf"^{_HV_ADD}\s+(?:לי\s+)?(?:ל|ב|אל\s+)(?P<ref>{_HE_NAMED}|(?:ה)?(?:קניות|סופר)|(?:ה)?רשימה)\s+"
               rf"(?P<items>.+)$"),
    re.compile(rf"^{_HV_ADD}\s+(?:לי\s+)?(?P<items>.+)\s+(?:ל|ב|אל\s+)(?P<ref>{_HE_LIST}.+|(?:ה)?(?:קניות|סופר))$"),
    # "רשימת קניות: חלב, לחם" / "shopping list: milk, bread"
    re.compile(rf"^(?P<ref>{_HE_LIST}[^:]+?)\s*:\s*(?P<items>.+)$"),
    re.compile(r"^(?P<ref>(?:my\s+|the\s+)?[^:]+?\s+list)\s*:\s*(?P<items>.+)$", re.IGNORECASE),
)
_ADD_NO_VERB = re.compile(rf"^(?!{_HV_ADD}|{_HV_REMOVE}|מה{_E}|איך{_E}|למה{_E})(?P<items>[^?]+?)\s+(?:ל|אל\s+)"
                          rf"(?P<ref>{_HE_LIST}.+)$")
# "add eggs" / "תוסיפי ביצים" right after a list action: to that list.
_ADD_TO_LATEST = re.compile(
    rf"^(?:also\s+)?{_V_ADD}\s+(?P<items>.+)$|^(?:גם\s+)?{_HV_ADD}\s+(?:גם\s+)?(?P<items_he>.+)$", re.IGNORECASE)
_REMOVE = (
    re.compile(r"^(?:remove|delete|take|drop|erase|scratch|strike|get\s+rid\s+of)\s+(?P<items>.+?)\s+"
               r"(?:from|off(?:\s+of)?|out\s+of)\s+(?P<ref>.+)$", re.IGNORECASE),
    re.compile(rf"^{_HV_REMOVE}\s+(?:לי\s+)?(?P<items>.+)\s+מ(?P<ref>{_HE_LIST}.+|(?:ה)?(?:קניות|סופר))$"),
    re.compile(rf"^{_HV_REMOVE}\s+(?:לי\s+)?מ(?P<ref>{_HE_NAMED}|(?:ה)?(?:קניות|סופר)|(?:ה)?רשימה)\s+(?P<items>.+)$"),
)
_TOGGLE = (
    re.compile(r"^(?:check|tick|cross|mark)\s+off\s+(?P<items>.+?)\s+(?:on|from|in|off)\s+(?P<ref>.+)$", re.IGNORECASE),
    re.compile(r"^(?:cross\s+out|mark)\s+(?P<items>.+?)\s+(?:as\s+(?:bought|done|got|purchased)\s+)?(?:on|in|from)\s+"
               r"(?P<ref>.+?)(?:\s+as\s+(?:bought|done|got|purchased))?$", re.IGNORECASE),
    re.compile(rf"^(?:סמן|סמני|תסמן|תסמני)\s+(?:את\s+)?(?P<items>.+?)\s+(?:ב|מ)(?P<ref>{_HE_LIST}.+?)"
               rf"(?:\s+(?:כנקנה|כנקנו|כנקנתה|כבוצע|כבוצעו|שקניתי))?$"),
)
_SHOW = (
    re.compile(r"^(?:show|send|read|give|open|display|view|check|pull\s+up|bring\s+up|get|list)(?:\s+me)?(?:\s+(?:out|back))?"
               r"\s+(?!off\b|out\b)(?P<ref>.+)$", re.IGNORECASE),
    re.compile(r"^what(?:'s|\s+is|\s+do\s+i\s+have|\s+have\s+i\s+got|\s+else\s+is|'s\s+left|\s+is\s+left|\s+remains"
               r"|\s+do\s+we\s+have)\s+(?:on|in)\s+(?P<ref>.+)$", re.IGNORECASE),
    re.compile(r"^(?P<ref>(?:my\s+|the\s+)?\S+(?:\s+\S+)?\s+list)$", re.IGNORECASE),
    re.compile(rf"^(?:תראה|תראי|הראה|הראי|הצג|הציגי|תציג|תציגי|תשלח|תשלחי|שלח|שלחי|תקריא|תקריאי|תפתח|תפתחי|תביא"
               rf"|תביאי)\s+(?:לי\s+)?(?:את\s+)?(?P<ref>{_HE_LIST}.*)$"),
    re.compile(rf"^מה\s+(?:(?:יש|כתוב|נשאר|רשום|עוד\s+יש)\s+(?:לי\s+|לנו\s+)?)?(?:ב|על)(?P<ref>{_HE_LIST}.*)$"),
    re.compile(rf"^(?P<ref>{_HE_LIST}\s+.+)$"),
)
_BUY = re.compile(r"^what\s+(?:do|should)\s+(?:i|we)\s+(?:need\s+to|have\s+to)?\s*buy$"
                  r"|^מה\s+(?:אני\s+)?(?:צריך|צריכה|צריכים)\s+לקנות$", re.IGNORECASE)
_ALL_LISTS = re.compile(
    r"^(?:what|which|show|list|give|send)(?:\s+me)?(?:\s+all)?(?:\s+of)?(?:\s+(?:my|the))?\s+lists\b"
    r"|^what\s+lists\s+(?:do\s+i\s+have|are\s+there|have\s+i\s+got)|^(?:my\s+|all\s+(?:my\s+)?)?lists$"
    r"|^(?:אילו|איזה|אלו)\s+רשימות|^מה\s+הרשימות|^(?:תראה|תראי|הראה|הצג|תציג|תציגי)\s+(?:לי\s+)?(?:את\s+)?(?:כל\s+)?"
    r"הרשימות|^(?:כל\s+)?הרשימות(?:\s+שלי)?$",
    re.IGNORECASE)
_CREATE = (
    re.compile(r"^(?:create|make|start|open|new|set\s+up|begin)\s+(?:me\s+)?(?:a\s+|an\s+)?(?:new\s+)?list"
               r"\s+(?:called|named)\s+(?P<name>[^:]+?)\s*(?:(?::|\s+with)\s+(?P<items>.+))?$", re.IGNORECASE),
    re.compile(r"^(?:create|make|start|open|new|set\s+up|begin)\s+(?:me\s+)?(?:a\s+|an\s+)?(?:new\s+)?list"
               r"(?:\s+(?:called|named|for|of))?\s*[\s:]\s*(?P<name>[^:]+?)\s*(?::\s*(?P<items>.+))?$", re.IGNORECASE),
    re.compile(r"^(?:create|make|start|open|set\s+up|begin)\s+(?:me\s+)?(?:a\s+|an\s+)?(?:new\s+)?(?P<name>[^:]+?)\s+list"
               r"\s*(?::\s*(?P<items>.+))?$", re.IGNORECASE),
    re.compile(r"^(?:תיצור|תיצרי|צור|צרי|תפתח|תפתחי|פתח|פתחי|תעשה|תעשי|תכין|תכיני|תקים|תקימי)\s+(?:לי\s+)?רשימה"
               r"(?:\s+חדשה)?\s+(?:בשם\s+|של\s+|עבור\s+|ל)?(?P<name>[^:]+?)\s*(?::\s*(?P<items>.+))?$"),
    re.compile(r"^(?:תיצור|תיצרי|צור|צרי|תפתח|תפתחי|פתח|פתחי|תעשה|תעשי|תכין|תכיני|תקים|תקימי)\s+(?:לי\s+)?רשימת\s+"
               r"(?P<name>[^:]+?)(?:\s+חדשה)?\s*(?::\s*(?P<items>.+))?$"),
)
_DELETE = (
    re.compile(r"^(?:delete|remove|erase|trash|get\s+rid\s+of|throw\s+away)\s+(?P<ref>.+)$", re.IGNORECASE),
    re.compile(rf"^(?:תמחק|תמחקי|מחק|מחקי)\s+(?:לי\s+)?(?:את\s+)?(?P<ref>{_HE_LIST}.*)$"),
)
_CLEAR = (
    re.compile(r"^(?:clear|empty|wipe|reset)\s+(?:out\s+)?(?P<ref>.+)$", re.IGNORECASE),
    re.compile(r"^(?:delete|remove)\s+(?:all|everything)\s+(?:the\s+)?(?:items\s+)?(?:on|from|in)\s+(?P<ref>.+)$",
               re.IGNORECASE),
    re.compile(rf"^(?:תנקה|תנקי|נקה|נקי|תרוקן|תרוקני|רוקן|רוקני|תאפס|תאפסי)\s+(?:את\s+)?(?P<ref>{_HE_LIST}.*)$"),
    re.compile(rf"^(?:תמחק|תמחקי|מחק|מחקי)\s+(?:את\s+)?(?:כל\s+)?(?:ה)?(?:פריטים|דברים)\s+(?:ב|מ)(?P<ref>{_HE_LIST}.*)$"),
)
_RENAME = (
    re.compile(r"^(?:rename|retitle)\s+(?P<ref>.+?)\s+(?:to|as)\s+(?P<new>.+)$", re.IGNORECASE),
    re.compile(r"^change\s+the\s+name\s+of\s+(?P<ref>.+?)\s+to\s+(?P<new>.+)$", re.IGNORECASE),
    re.compile(rf"^(?:תשנה|תשני|שנה|שני)\s+(?:את\s+)?(?:ה)?שם\s+(?:של\s+)?(?P<ref>{_HE_LIST}.+?)\s+ל-?(?P<new>.+)$"),
)


def _first(patterns: tuple[re.Pattern[str], ...], text: str) -> tuple[re.Match[str], str] | None:
    """The first pattern whose list reference really names a list (not the to-do list), and that name."""
    for pattern in patterns:
        match = pattern.match(text)
        if match is None:
            continue
        name = list_ref(match.group("ref"))
        if name is not None and name != TASKS:
            return match, name
    return None


def _named(ctx: RuleContext, name: str, args: dict[str, Any]) -> tuple[dict[str, Any], list[str]]:
    """listName, or the latest list's ids for "the list"; listName missing when there is neither."""
    if name:
        return {"listName": name, **args}, []
    for action in ctx.latest_actions:
        ids = [str(i) for i in (action.get("externalIds") or []) if str(i).startswith("list:")]
        if action.get("capability") == "database" and ids:
            return {"listName": "", "ids": ids, **args}, []
        if action.get("capability") not in ("general", "meta"):
            break
    return {"listName": "", **args}, ["listName"]


def _intent(ctx: RuleContext, operation: str, name: str, confidence: float, **extra: Any) -> Intent:
    args, missing = _named(ctx, name, {"operation": operation, **extra})
    if "items" in extra and not extra["items"]:
        missing.insert(0, "items")
    return Intent("database", operation, args, confidence, missing=missing, entity="list")


@grammar
def add_items(ctx: RuleContext) -> Intent | None:
    text = core(ctx)
    found = _first(_ADD, text)
    confidence = 0.95
    if found is None:
        found, confidence = _first((_ADD_NO_VERB,), text), 0.85
        if found is None or len(found[0].group("items").split()) > 6:
            return None
    match, name = found
    return _intent(ctx, "addItem", name, confidence, items=split_items(match.group("items")))


@grammar
def add_to_latest_list(ctx: RuleContext) -> Intent | None:
    """ "add eggs too" right after adding to (or showing) a list: the same list."""
    latest = next((a for a in ctx.latest_actions if a.get("capability") not in ("general", "meta")), None)
    ids = [str(i) for i in ((latest or {}).get("externalIds") or []) if str(i).startswith("list:")]
    if not ids:
        return None
    match = _ADD_TO_LATEST.match(core(ctx))
    if match is None:
        return None
    raw = re.sub(r"\s+(?:too|as\s+well|also|גם)$", "", match.group("items") or match.group("items_he") or "")
    if re.search(r"\s(?:to|on|onto|into)\s|(?<![\w\u0590-\u05FF])(?:ל|ב)ה?רשימ", raw) or re.match(
            r"^(?:a\s+)?(?:task|reminder|משימה|תזכורת)\b", raw, re.IGNORECASE):
        return None
    items = split_items(raw)
    return Intent("database", "addItem", {"operation": "addItem", "listName": "", "ids": ids, "items": items}, 0.88,
                  missing=[] if items else ["items"], entity="list")


_DAY_FILLER = frozenset({"שלי", "שלנו", "for", "of", "ל", "ב"})
_SEND_LATER = re.compile(r"^(?:send|text|תשלח|תשלחי|שלח|שלחי)(?![\w\u0590-\u05FF])", re.IGNORECASE)
_RELATIVE_DAY = re.compile(r"today|tonight|tomorrow|(?:this\s+|next\s+|the\s+)?week(?:end)?|היום|הערב|הלילה|מחר|מחרתיים"
                           r"|השבוע(?:\s+הבא)?|שבוע\s+הבא|סוף\s+השבוע|סופ\"?ש", re.IGNORECASE)


def _without_day(name: str, ctx: RuleContext) -> str:
    """The list's name without a day said after it: "קניות למחר" -> "קניות", "שלי להיום" -> "" (no name at all).

    Lists have no days (tasks do), so a day there only says when the user will look at the list.
    """
    rewritten = rewrite_hebrew_lamed(name)
    window = parse_range(rewritten, ctx.now)
    if window is None or not _RELATIVE_DAY.fullmatch(window.label):
        return name  # "קניות לשבת" may well be the list's own name: only "today"/"tomorrow"/"this week" are cut
    label = set(window.label.casefold().split())
    kept = [w for w in rewritten.split() if w.casefold() not in label]
    return " ".join(kept) if any(w.casefold() not in _DAY_FILLER for w in kept) else ""


@grammar
def show_list(ctx: RuleContext) -> Intent | None:
    text = core(ctx)
    if _ALL_LISTS.match(text):
        return Intent("database", "getAll", {"operation": "getAll"}, 0.92, entity="list")
    if _BUY.match(text):
        return _intent(ctx, "get", "קניות" if re.search(rf"[{HE}]", text) else "shopping", 0.85)
    found = _first(_SHOW, text)
    if found is not None:
        name = _without_day(found[1], ctx) if found[1] else ""
        if found[1] and not name:
            return None  # "מה ברשימה שלי להיום": no list named, a day: the to-do question's (task_queries.py)
        return _intent(ctx, "get", name, 0.93)
    # "what's on my grocery list for tomorrow": a named list, whatever the day ("my list" with a day is tasks).
    undated = _undated(text, ctx)
    found = _first(_SHOW, undated) if undated != text else None
    if found is None or not found[1]:
        return None
    return _intent(ctx, "get", found[1], 0.93)


def _undated(text: str, ctx: RuleContext) -> str:
    """The request without the day it names ("show the packing list for the weekend" -> "show the packing list")."""
    window = parse_range(text, ctx.now)
    if window is None or not _RELATIVE_DAY.fullmatch(window.label) or _SEND_LATER.match(text):
        return text  # "send me the shopping list on Friday" asks for it then, which no list operation does
    for part in window.label.split():
        text = re.sub(rf"(?:\s+(?:for|on|of|this|the|ל|ב))*\s*{re.escape(part)}(?![\w{HE}])", "", text, count=1,
                      flags=re.IGNORECASE)
    return tidy(text)


@grammar
def change_items(ctx: RuleContext) -> Intent | None:
    """Remove items, or check them off (bought): "cross off bread", "תסמני את החלב"."""
    text = core(ctx)
    for operation, patterns in (("toggleItem", _TOGGLE), ("deleteItem", _REMOVE)):
        found = _first(patterns, text)
        if found is not None:
            match, name = found
            raw = _BOUGHT.sub("", match.group("items"))
            if _EVERYTHING.match(raw):
                return None  # "delete all items from the list" clears it: delete_list
            definite = bool(re.match(r"^את\s+", raw)) or bool(re.search(r"(?:^|\s)את\s+$", text[:match.start("items")]))
            items = split_items(re.sub(r"^את\s+", "", raw), definite=definite)
            return _intent(ctx, operation, name, 0.93, items=items)
    return None


@grammar
def create_list(ctx: RuleContext) -> Intent | None:
    text = core(ctx)
    for pattern in _CREATE:
        match = pattern.match(text)
        if match is None:
            continue
        name = list_name(match.group("name"))
        if list_ref(f"{name} list") == TASKS or len(name.split()) > 5:
            return None
        if not name or _NOT_A_NAME.fullmatch(name):
            return Intent("database", "create", {"operation": "create", "listName": "", "items": []}, 0.9,
                          missing=["listName"], entity="list")
        items = split_items(match.group("items") or "")
        return Intent("database", "create", {"operation": "create", "listName": name, "items": items}, 0.93,
                      entity="list")
    return None


@grammar
def delete_list(ctx: RuleContext) -> Intent | None:
    """Deleting (or clearing) a whole list cannot be undone in one message: Memo asks first."""
    text = core(ctx)
    notes: list[str] = []
    found = _first(_DELETE, text)
    if found is None:
        found, notes = _first(_CLEAR, text), ["clears_list"]
        if found is None:
            return None
    intent = _intent(ctx, "delete", found[1], 0.93)
    intent.risk, intent.needs_approval, intent.notes = "medium", True, notes
    return intent


@grammar
def rename_list(ctx: RuleContext) -> Intent | None:
    found = _first(_RENAME, core(ctx))
    if found is None:
        return None
    match, name = found
    new = list_name(re.sub(r"\s+list$", "", match.group("new"), flags=re.IGNORECASE))
    if not new:
        return None
    return _intent(ctx, "update", name, 0.93, updateFields={"listName": new})
