"""Whole lists: create, delete (or clear) and rename. The list grammars' names and helpers live in lists.py.

Deleting or clearing a list cannot be undone in one message, so it always asks for approval; a reason after
the list ("delete the packing list, trip is over") is read as one, never as part of its name.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, tidy
from memo.planning.rules.lists import (
    HE_LIST,
    NOT_A_NAME,
    TASKS,
    first_list,
    list_intent,
    list_name,
    list_ref,
    ref_with_reason,
)
from memo.planning.rules.lists_clauses import PURPOSE
from memo.planning.rules.lists_context import FURTHER, REFERENCE, list_core
from memo.planning.rules.lists_lexicon import (
    EN_MODIFIERS,
    HE_HEADS,
    en_thing,
    he_bare,
    he_thing,
    is_packing,
    is_product,
    titles_or_people,
)
from memo.planning.rules.lists_quoted_name import colon_after_quoted_name
from memo.planning.rules.lists_remarks import cut_remarks, spoken
from memo.planning.rules.lists_sentence_end import items_before_remark
from memo.planning.rules.lists_streams import talk_cut
from memo.planning.rules.lists_verbs import HV_ADD, V_ADD
from memo.planning.rules.lists_words import split_items

# In every request to create, a spaced dash after the name starts the items as a colon does ("רשימה לבית ספר -
# מחברות עפרונות", "a list for school - notebooks, pencils").
_HV_DELETE = r"(?:תמחק|תמחקי|תמחקו|מחק|מחקי|מחקו|למחוק|תבטל|תבטלי|בטל|בטלי|לבטל)"
_OPEN_A_NEW = re.compile(r"^(?:תפתח|תפתחי|פתח|פתחי)\s+(?:לי\s+)?רשימה\s+ל(?!י(?![\u05D0-\u05EA]))")
_CREATE = (
    re.compile(r"^(?:create|make|start|open|new|set\s+up|begin)\s+(?:me\s+)?(?:a\s+|an\s+)?(?:new\s+)?list"
               r"\s+(?:called|named|בשם)\s+(?P<name>[^:]+?)\s*(?:(?::|\s[-–]|\s+with)\s+(?P<items>.+))?$",
               re.IGNORECASE),
    re.compile(r"^(?:create|make|start|open|new|set\s+up|begin)\s+(?:me\s+)?(?:a\s+|an\s+)?(?:new\s+)?list"
               r"(?:\s+(?:called|named|for|of))?\s*[\s:]\s*(?P<name>[^:]+?)\s*(?:(?::|\s[-–])\s*(?P<items>.+))?$",
               re.IGNORECASE),
    # "start a packing list for eilat: ..." (or "- ..."): what the list is for adds nothing to its name (as
    # lists.list_ref reads it)
    re.compile(r"^(?:create|make|start|open|set\s+up|begin)\s+(?:me\s+)?(?:a\s+|an\s+)?(?:new\s+)?(?P<name>[^:]+?)\s+list"
               r"(?:\s+(?:for|of)\s+(?!(?:me|us|him|her|them)\b)[^:]+?(?=\s*:|\s[-–]\s))?"
               r"\s*(?:(?::|\s+with\s|(?<=\s)[-–]\s)\s*(?P<items>.+))?$", re.IGNORECASE),
    re.compile(r"^(?:תיצור|תיצרי|צור|צרי|תפתח|תפתחי|פתח|פתחי|תעשה|תעשי|תכין|תכיני|תקים|תקימי)\s+(?:לי\s+)?"
               # "תפתחי new list בשם ...", "תפתחי ליסט חדש" (read as "רשימה חדש"): the list said in English
               r"(?:רשימה(?:\s+חדשה?)?|(?i:(?:a\s+)?new\s+list))(?:\s*:\s*|\s+)(?:בשם\s+|של\s+|עבור\s+|ל)?(?P<name>[^:]+?)\s*(?:(?::|\s[-–])\s*(?P<items>.+))?$"),
    # "רשימה חדשה הכנה לראיון: ...", "רשימה חדשה בשם ...": a heading with no verb, as one writes atop a page. Only
    # with its items, or its name marked, since "רשימה חדשה יצאה מהוועד" is news about a list.
    re.compile(r"^רשימה\s+חדשה(?=\s*:|\s+בשם\s|.*(?::|\s[-–]\s))(?:\s*:\s*|\s+בשם\s+|\s+)(?P<name>[^:]+?)"
               r"\s*(?:(?::|\s[-–])\s*(?P<items>.+))?$"),
    re.compile(r"^(?:תיצור|תיצרי|צור|צרי|תפתח|תפתחי|פתח|פתחי|תעשה|תעשי|תכין|תכיני|תקים|תקימי)\s+(?:לי\s+)?רשימת\s+"
               r"(?P<name>[^:]+?)(?:\s+חדשה)?\s*(?:(?::|\s[-–])\s*(?P<items>.+))?$"),
)
# "bin it", "junk the party list", "nuke the whole thing": what people in Britain, Australia and online say for
# throwing a thing away. Not "toss" or "chuck", which also put things on a list ("chuck milk on the list").
_EN_BIN = r"(?:bin|junk|dump|nuke)"
_DELETE = (
    re.compile(r"^(?:(?:you|u)\s+can\s+|go\s+ahead\s+and\s+|feel\s+free\s+to\s+)?"
               rf"(?:delete|remove|erase|trash|scrap|ditch|{_EN_BIN}|get\s+rid\s+of|throw\s+away|throw\s+out)\s+(?P<ref>.+?)"
               r"(?:\s+(?:entirely|completely|altogether|for\s+good|totally|now))?$", re.IGNORECASE),
    re.compile(rf"^{_HV_DELETE}\s+(?:לי\s+)?(?:את\s+)?(?:כל\s+)?(?P<ref>{HE_LIST}.*?|ה-?\s*[A-Za-z][\w\s'-]*?\blist)"
               rf"(?:\s+(?:לגמרי|כולה|בכלל))?$", re.IGNORECASE),
)
# A name that places something on a list ("milk on the shopping"): an item, read by the item grammars.
_ON_A_LIST = re.compile(r"\S\s+(?:on|from|in|off|of)\s+(?:the|my|our)\s", re.IGNORECASE)
# The list first, then the request ("את רשימת הציוד לטיול אפשר למחוק, חזרנו", "the camping list can go, we're
# back"), with a reason after it at most: after a comma, or opened by a reason word; never an object ("רשימת
# הקניות תמחק את החלב" asks to remove an item, which this must not read as deleting the list).
_MODAL_HE = r"(?:(?:אפשר|כבר|פשוט|ממש|יכול|יכולה|תוכל|תוכלי|אתה|את)\s+)*"
_REASON = (r"(?:\s*[,.;!\-]+\s*(?!את\s|it\b|the\b|ה)(?P<reason>.+)"
           r"|\s+(?P<reason2>(?:כי|כבר|אנחנו|אני|חזרנו|סיימנו|because|since|we|we'?re|i|i'?m)(?![\w\u0590-\u05FF']).*))?$")
_DELETE_FRONTED = (
    re.compile(rf"^(?:את\s+)?(?P<ref>{HE_LIST}(?:\s+\S+){{0,4}}?)\s*,?\s+{_MODAL_HE}{_HV_DELETE}"
               rf"(?:\s+(?:אותה|לגמרי|כולה|בכלל))*{_REASON}"),
    re.compile(r"^(?P<ref>(?:the\s+|my\s+|our\s+|that\s+)?(?:\S+\s+){0,3}?list)\s*,?\s+(?:(?:you|u)\s+can\s+|can\s+"
               rf"(?:you\s+|u\s+)?|feel\s+free\s+to\s+|go\s+ahead\s+and\s+)?(?:delete|remove|trash|ditch|scrap|{_EN_BIN})\s+(?:it|that)"
               r"(?:\s+(?:now|entirely|completely|altogether|for\s+good))?" + _REASON, re.IGNORECASE),
    re.compile(r"^(?P<ref>(?:the\s+|my\s+|our\s+|that\s+)?(?:\S+\s+){0,3}?list)\s*,?\s+(?:can|could)\s+(?:be\s+|get\s+)?"
               r"(?:deleted|removed|trashed|scrapped|ditched|go)(?:\s+now)?" + _REASON, re.IGNORECASE),
)
# The list and what became of it, then "delete it": "i'm done with the packing list, delete it", "רשימת המתנות
# כבר לא רלוונטית, תמחקי אותה". The list must open the clause: "the milk on the shopping list, delete it" is
# about the milk.
_DELETE_IT = re.compile(
    rf"^(?P<clause>.+?)\s*[,.;!\-]*\s+(?:so\s+|then\s+|just\s+|אז\s+|פשוט\s+|אפשר\s+)?(?:(?:you|u)\s+can\s+"
    rf"|go\s+ahead\s+and\s+)?(?:(?:delete|remove|trash|ditch|scrap|{_EN_BIN}|get\s+rid\s+of)\s+(?:it|that|that\s+one"
    rf"|the\s+whole\s+(?:thing|list|one)|all\s+of\s+it|it\s+all)"
    rf"|{_HV_DELETE}\s+(?:אותה|את\s+זה|את\s+כולה|אותה\s+כולה|אותה\s+לגמרי))(?:\s+(?:now|too|עכשיו|כבר|לגמרי))?$",
    re.IGNORECASE)
_EXCEPT = re.compile(r"\b(?:except|excluding|apart\s+from|other\s+than|but\s+not|but\s+keep)\b"
                     r"|(?<![\u0590-\u05FF])(?:חוץ\s+מ|מלבד\s|פרט\s+ל|בלי\s+ל?מחוק|אבל\s+תשאיר)", re.IGNORECASE)
_DONE_WITH = re.compile(r"^(?:(?:i'?m|we'?re|i\s+am|we\s+are)\s+)?"
                        r"(?:(?:all|officially|finally|totally|completely|so)\s+)*"
                        r"(?:done|finished|through)\s+with\s+"
                        r"|^(?:(?:סוף\s+סוף|כבר|רשמית)\s+)?(?:סיימתי|סיימנו|גמרתי|גמרנו)\s+(?:(?:סוף\s+סוף|כבר|רשמית)\s+)?עם\s+"
                        r"|^את\s+", re.IGNORECASE)
_EN_LIST_FIRST = re.compile(r"^(?P<ref>(?:the|my|our|that)\s+(?:[\w'-]+\s+){0,3}?list)(?=[\s,.;:!\-]|$)", re.IGNORECASE)
_HE_LIST_FIRST = re.compile(rf"^{HE_LIST}(?:\s|$)")
_CLEAR = (
    re.compile(r"^(?:clear|empty|wipe|reset)\s+(?:out\s+)?(?P<ref>.+)$", re.IGNORECASE),
    re.compile(r"^(?:delete|remove|erase|take)\s+(?:off\s+)?(?:all|everything)\s+(?:of\s+)?(?:the\s+)?(?:items\s+|things\s+"
               r"|stuff\s+)?(?:on|from|in|off)\s+(?P<ref>.+)$", re.IGNORECASE),
    # "תמחקי את הכל מרשימת הקניות", "תמחק כל מה שיש ברשימה של הסופר": every item, the list itself stays.
    re.compile(rf"^(?:{_HV_DELETE}|תוריד|תורידי|הורד|הורידי)\s+(?:לי\s+)?(?:את\s+)?(?:ה)?(?:כל|כול)"
               rf"(?:\s+מה\s+ש(?:יש|כתוב|רשום))?\s+(?:ב|מ|מה|מתוך\s+)(?P<ref>{HE_LIST}.*)$"),
    re.compile(rf"^(?:תנקה|תנקי|נקה|נקי|תרוקן|תרוקני|רוקן|רוקני|תאפס|תאפסי)\s+(?:את\s+)?(?P<ref>{HE_LIST}.*)$"),
    re.compile(rf"^(?:תמחק|תמחקי|מחק|מחקי)\s+(?:את\s+)?(?:כל\s+)?(?:ה)?(?:פריטים|דברים)\s+(?:ב|מ)(?P<ref>{HE_LIST}.*)$"),
)
_RENAME = (
    re.compile(r"^(?:rename|retitle)\s+(?P<ref>.+?)\s+(?:to|as)\s+(?P<new>.+)$", re.IGNORECASE),
    re.compile(r"^change\s+the\s+name\s+of\s+(?P<ref>.+?)\s+to\s+(?P<new>.+)$", re.IGNORECASE),
    re.compile(rf"^(?:תשנה|תשני|שנה|שני)\s+(?:את\s+)?(?:ה)?שם\s+(?:של\s+)?(?P<ref>{HE_LIST}.+?)\s+ל-?(?P<new>.+)$"),
)


# "צור רשימה לטיול ותוסיף לה שק שינה ופנס", "make a party list and add chips and soda to it": the items of the
# new list, asked for in the same breath. Creating with items is one step (V1's create takes items).
_THEN_ADD = re.compile(rf"\s*,?\s+(?:ו-?{HV_ADD}(?:\s+(?:לה|אליה|בה|לתוכה|שם|לשם|בתוכה))?"
                       rf"|(?:and|then|and\s+then)\s+{V_ADD}"
                       rf"(?:\s+(?:to|on|onto|in|into)\s+(?:it|that))?)\s*:?\s+(?:גם\s+|את\s+)?(?P<items>.+)$",
                       re.IGNORECASE)
_TO_IT = re.compile(r"\s+(?:(?:to|on|onto|in|into)\s+(?:it|that|there|the\s+list)|לה|אליה|בה|לתוכה|לרשימה)$",
                    re.IGNORECASE)


def _new_items(text: str) -> tuple[str, list[str] | None]:
    """The request to create, and the items to add to the new list (None when it asks for none)."""
    then = _THEN_ADD.search(text)
    if then is None:
        return text, None
    raw = spoken(_TO_IT.sub("", then.group("items")))
    if raw is None or FURTHER.search(re.sub(r"\s+(?:and|ו)(?=\s|[\u0590-\u05FF])", " , ", raw)):
        return text, None  # a further request after the items ("... and remind me"): not read here
    raw, unsure = cut_remarks(raw)  # "..., יוצאים לצפון בסופ\"ש": a remark, no item
    return text[:then.start()], [] if unsure else split_items(raw)


_WITH = re.compile(r"\s+(?:with|עם)\s+", re.IGNORECASE)


def _name_with_items(name: str) -> tuple[str, str] | None:
    """ "טיול עם אוהל ופנס" -> ("טיול", "אוהל ופנס"): what follows "with" is the new list's items when every one
    of them is a thing one buys or packs, and part of the name when none is ("שבת עם חברים"); None when only
    some are, since then only the user can say where the name ends."""
    parts = _WITH.split(name, maxsplit=1)
    if len(parts) == 2 and parts[0].strip():
        known = [is_product(i) or is_packing(i) for i in split_items(parts[1])]
        if known and all(known):
            return list_name(parts[0]), parts[1]
        if any(known):
            return None
    return name, ""


def _name_then_items(name: str) -> tuple[str, list[str]] | None:
    """ "hanukkah party sufganiyot candles paper plates" -> ("hanukkah party", [...]): a new list's name and its
    items with nothing between them. Split before the first word that is a thing one buys or packs, when the
    words before it name none and the rest are two things or more; a name with such a word that does not split
    so ("house paint colors") is asked about. A name of no such words is kept whole ("baby food", "wine tasting")."""
    words = name.split()
    first = next((n for n, w in enumerate(words) if n and (en_thing(w) or he_thing(w))), None)
    if first is None:
        return name, []
    head, rest = words[:first], " ".join(words[first:])
    if head[-1].casefold() in EN_MODIFIERS or he_bare(head[-1]) in HE_HEADS:
        return None  # "moms birthday cake ...": "birthday" may be the cake's, or the list's
    items = split_items(rest)
    if len(items) >= 2 and all(is_product(i) or is_packing(i) for i in items) and not any(
            is_product(w) or is_packing(w) for w in head):
        return " ".join(head), items
    return None


# The need for a list said before the request to make it ("for the trip i need a packing list, make a new list
# called packing ...", "אני צריכה רשימה לטיול, תפתחי רשימה חדשה ..."): the request says it all.
_NEED_FIRST = re.compile(
    r"^(?:for\s+(?:\S+\s+){1,5}?)?(?:i|we)\s+(?:need|want)\s+(?:a\s+|an\s+)?(?:new\s+)?(?:[\w'-]+\s+)?list"
    r"(?:\s+(?:for|of)\s+(?:\S+\s*){1,4}?)?\s*[,.;:\-]+\s*(?=(?:create|make|start|open|set\s+up)\b)"
    r"|^(?:(?:אני|אנחנו)\s+)?(?:צריך|צריכה|צריכים|רוצה|רוצים)\s+רשימה(?:\s+\S+){0,3}?\s*[,.;:\-]+\s*"
    r"(?=(?:תיצור|תיצרי|צור|צרי|תפתח|תפתחי|פתח|פתחי|תעשה|תעשי|תכין|תכיני)(?!\S))", re.IGNORECASE)


# "make a new list called packing for eilat, like a packing list": the kind of list said again after its name.
_KIND_AGAIN = re.compile(r"\s*,?\s+(?:like|kind\s+of|sort\s+of|basically|i\s+mean)\s+(?:a|an)\s+"
                         r"(?:[\w'-]+\s+){1,2}list$|\s*,?\s+כמו\s+רשימת\s+\S+$", re.IGNORECASE)


def _without_purpose(text: str) -> str:
    """ "start a list called packing, so we don't forget anything": what the list is for asks nothing more."""
    purpose = PURPOSE.search(text)
    return text if purpose is None or FURTHER.search(purpose.group()) else text[:purpose.start()]


# "a new list called things to fix in the flat: ...": a name said after "called" and closed by a colon is
# bounded on both sides, so it may be longer than one read off a run of words.
_NAMED = re.compile(r"\b(?:called|named)\s|בשם\s", re.IGNORECASE)


# "father in law", "sister-in-law": one relation however it is spelled, counted as one word of a name ("gift ideas
# for my father in law" is as long as "gift ideas for my dad").
_IN_LAW = re.compile(r"(?<=\w)[\s-]+in[\s-]+law\b", re.IGNORECASE)


def _name_words(name: str) -> int:
    return len(_IN_LAW.sub("", name).split())


def _longest_name(match: re.Match[str]) -> int:
    bounded = match.group("items") and _NAMED.search(match.group()[:match.start("name")])
    return 8 if bounded and ":" in match.group()[match.end("name"):match.start("items")] else 5


# What follows a new list's name after a comma and is said of it, not to Memo: never a further request, a
# question, or words that go on from the name ("…, for the new flat", "…, עם הילדים").
_GOES_ON = re.compile(r"^(?:of|for|with|about|from|without|של|עם|על|בשביל|עבור|בלי)(?![\w\u0590-\u05FF])",
                      re.IGNORECASE)


# "and" that opens a clause of the speaker's ("..., my friend recommended 5 and i'll never remember them"): more of
# the remark, no further request.
_AND_THEN_SPEAKER = re.compile(r"\b(?:and|but)\s+(?=(?:i|i'?ll|i'?m|i'?d|i'?ve|im|ill|we|we'?ll|we'?re|it|it'?s|they"
                               r"|he|she|my|our)\b)|(?<![\u0590-\u05FF])ו(?=(?:אני|אנחנו|הוא|היא|הם|זה)(?![\u0590-\u05FF]))",
                               re.IGNORECASE)


def _remark_after_name(rest: str) -> bool:
    rest = _AND_THEN_SPEAKER.sub(" ", rest)
    return not (FURTHER.search(rest) or _GOES_ON.match(rest) or re.search(r"[?:]", rest))


def _all_things(raw: str) -> bool:
    """Whether every item of `raw` is a thing one buys or packs."""
    items = split_items(raw)
    return bool(items) and all(is_product(i) or is_packing(i) for i in items)


@grammar
def create_list(ctx: RuleContext) -> Intent | None:
    text = colon_after_quoted_name(_without_purpose(list_core(ctx)))  # "list 'x' a, b": the quote ends the name
    text, added = _new_items(_NEED_FIRST.sub("", _KIND_AGAIN.sub("", text)))
    if added is not None and (not added or any(REFERENCE.fullmatch(i) for i in added)):
        return None
    for pattern in _CREATE:
        match = pattern.match(text)
        if match is None:
            continue
        name = list_name(match.group("name"))
        raw_items = match.group("items") or ""
        remark = ""
        closed = items_before_remark(raw_items)  # a sentence end closes the items (lists_sentence_end.py)
        if closed is None:
            return None
        raw_items, after = closed
        head, _, rest = (part.strip() for part in match.group("name").partition(","))
        # A name holds no comma: things after it are the new list's items, or a remark. Not after "new" ("רשימה
        # חדשה, מתנות לחנוכה": the name follows) or a name with "with" ("ציוד לקמפינג עם אוהל, שקי שינה": its items).
        if rest and list_name(head) and not NOT_A_NAME.match(list_name(head)) and not _WITH.search(head):
            if not _all_things(rest):
                if raw_items or "?" in ctx.text or not _remark_after_name(rest):
                    return None
                remark = tidy(rest)  # "…בשם שבוע מרוץ, יאללה מתחילים": how the user feels, no part of the name
            elif raw_items or added is not None:
                return None
            name, raw_items = list_name(head), "" if remark else rest
        if not raw_items and added is None:
            split = _name_with_items(name)
            if split is None:
                return None
            name, raw_items = split
        listed: list[str] | None = None
        if not raw_items and added is None:
            plain = _name_then_items(name)
            if plain is None:
                return None  # where the name ends and the items start, the user says
            name, listed = plain[0], plain[1] or None
        if list_ref(f"{name} list") == TASKS or _name_words(name) > _longest_name(match):
            return None
        if added is not None and raw_items:
            return None  # items twice over: not a shape this reads
        if not name or NOT_A_NAME.fullmatch(name):
            return Intent("database", "create", {"operation": "create", "listName": "", "items": added or []}, 0.9,
                          missing=["listName"], entity="list")
        items = added if added is not None else listed or split_items(raw_items, keep_the=titles_or_people(name))
        # "תפתחי רשימה לחתונה": "open" with a list that has no article makes a new one; "open the list" shows it
        sure = 0.94 if _OPEN_A_NEW.match(text) else 0.93
        intent = Intent("database", "create", {"operation": "create", "listName": name, "items": items}, sure,
                        entity="list")
        intent.read = talk_cut(ctx.text)  # talk before the request is no part of it (lists_streams.py)
        if after and (cut := intent.read.rfind(after)) > 0:
            intent.read = intent.read[:cut].rstrip()
            intent.decided_by = f"grammar lists_manage.create_list; remark after the items left out: {after!r}"
        if remark:
            cut = text.rfind(remark)
            intent.read = text[:cut].rstrip(" ,") if cut > 0 else ""
            intent.decided_by = f"grammar lists_manage.create_list; remark after the name left out: {remark!r}"
        return intent
    return None


# "done and dusted", "over and done with", "all said and done": finished, said in an idiom whose "and" asks for
# nothing more.
_FINISHED_IDIOM = re.compile(r"\b(?:done\s+and\s+dusted|over\s+and\s+done(?:\s+with)?|(?:all\s+)?said\s+and\s+done"
                             r"|signed,?\s+sealed(?:,?\s+and\s+delivered)?)\b", re.IGNORECASE)


def _delete_it(text: str, ctx: RuleContext) -> str | None:
    """The list a clause opens with, when "delete it" follows the clause (see _DELETE_IT)."""
    match = _DELETE_IT.match(text)
    if match is None or ctx.time is not None:
        return None
    clause = _DONE_WITH.sub("", _FINISHED_IDIOM.sub("done", match.group("clause").strip(" ,")))
    if FURTHER.search(clause) or "?" in clause:
        return None
    english = _EN_LIST_FIRST.match(clause)
    if english:
        name = list_ref(english.group("ref"))
    elif _HE_LIST_FIRST.match(clause):
        name = list_ref(clause) if list_ref(clause) is not None else ref_with_reason(clause, ctx)
    else:
        return None
    return name if name and name != TASKS else None


def _fronted(text: str, ctx: RuleContext) -> tuple[re.Match[str], str] | None:
    """A list named before the request to delete it; the reason after it must ask for nothing more."""
    found = first_list(_DELETE_FRONTED, text)
    if found is None:
        return None
    reason = found[0].group("reason") or found[0].group("reason2") or ""
    if reason and (ctx.time is not None or FURTHER.search(reason) or "?" in reason):
        return None
    return found


# A reason said first, then "so" and the request ("כבר קנינו את כל המתנות אז את הרשימה של המתנות אפשר למחוק",
# "the trip is over so delete the packing list"): the request is read after "so".
_SO = re.compile(r"^(?P<reason>.{3,120}?)\s*,?\s+(?:אז|so)\s+(?P<rest>\S.*)$", re.IGNORECASE)


@grammar
def delete_list(ctx: RuleContext) -> Intent | None:
    """Deleting (or clearing) a whole list cannot be undone in one message: Memo asks first."""
    text = list_core(ctx)
    reason_first = _SO.match(text)
    if (reason_first and not FURTHER.search(reason_first.group("reason")) and "?" not in text
            and first_list(_DELETE, text, ctx) is None and _fronted(text, ctx) is None):
        text = reason_first.group("rest")
    if _EXCEPT.search(text):
        return None  # "clear the shopping list except the milk": not the whole list; which items go is asked
    notes: list[str] = []
    # "delete everything on the shopping list" empties it: read before _DELETE takes "everything on ..." as a name.
    cleared = first_list(_CLEAR, text)
    found = None if cleared else first_list(_DELETE, text, ctx) or _fronted(text, ctx)
    if found is not None and _ON_A_LIST.search(found[1]):
        return None  # "delete the milk on the shopping list": an item on the list, not a list named so
    named = _delete_it(text, ctx) if found is None and cleared is None else None
    if named:
        intent = list_intent(ctx, "delete", named, 0.93)
        intent.risk, intent.needs_approval = "medium", True
        return intent
    if found is None:
        found, notes = cleared, ["clears_list"]
        if found is None:
            return None
    intent = list_intent(ctx, "delete", found[1], 0.93)
    intent.risk, intent.needs_approval, intent.notes = "medium", True, notes
    return intent


@grammar
def rename_list(ctx: RuleContext) -> Intent | None:
    found = first_list(_RENAME, list_core(ctx))
    if found is None:
        return None
    match, name = found
    new = list_name(re.sub(r"\s+list$", "", match.group("new"), flags=re.IGNORECASE))
    if not new:
        return None
    return list_intent(ctx, "update", name, 0.93, updateFields={"listName": new})
