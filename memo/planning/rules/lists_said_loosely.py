"""List requests said with a little more around them than the list grammars read, read as the plain sentence:

* a list named with an adjective after it: "תוסיפי לרשימת הקניות השבועית חלב וביצים" (the list is "קניות
  שבועית", not an item "השבועית"), "תוסיפי חלב ובננות לרשימה החודשית" (the list named by the adjective alone);
* a new list's items after "with"/"עם": "תפתחי רשימה חדשה גינה עם אדמה, דשן" is "... גינה: אדמה, דשן";
* a reason after the change: "take Dana off the guest list, she can't make it" (the reason is no item);
* a story before the request: "we're off to the beach!! 🏖️ make me a packing list: towels, hats" (the request
  is the last sentence, which must itself name a list);
* a list to show named at length: "תראי לי את רשימת הציוד לטיול השנתי של הכיתה" (read as its first words, the
  name kept whole);
* a list deleted because its occasion was called off: "המסיבה לאבא בוטלה, תמחקי את הרשימה שלה" is "תמחקי את
  רשימת המסיבה לאבא".
"""

from __future__ import annotations

import re
from dataclasses import replace

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.lists import add_items, show_list
from memo.planning.rules.lists_change import change_items
from memo.planning.rules.lists_manage import create_list, delete_list
from memo.planning.rules.lists_names import list_name

# Adjectives that tell which list, never an item to buy: "השבועית", "הקבועה".
_ADJ_HE = (r"ה(?:שבועית|שבועי|חודשית|חודשי|קבועה|קבוע|רגילה|רגיל|גדולה|גדול|כללית|כללי|ראשית|ראשי|משותפת|משותף"
           r"|משפחתית|משפחתי|ביתית|ביתי)")
_ADD_HE = r"(?:תוסיף|תוסיפי|הוסף|הוסיפי|תכניס|תכניסי|תרשום|תרשמי|תשים|תשימי)(?:\s+לי)?"
_NAMED_THEN_ADJ = re.compile(rf"^(?P<verb>{_ADD_HE})\s+לרשימת\s+(?P<noun>ה?\S+)\s+(?P<adj>{_ADJ_HE})"
                             r"\s+(?P<items>\S.*)$")
_ITEMS_THEN_ADJ = re.compile(rf"^(?P<verb>{_ADD_HE})\s+(?P<items>\S.*?)\s+ל(?:רשימה\s+|ה?רשימת\s+)(?P<adj>{_ADJ_HE})"
                             r"[\s.!]*$")
_NEW_WITH = re.compile(r"^(?P<head>(?:תפתח|תפתחי|פתח|פתחי|תיצור|תיצרי|צור|צרי|תעשה|תעשי|תכין|תכיני)\s+(?:לי\s+)?"
                       r"רשימה\s+חדשה\s+(?:בשם\s+)?\S+)\s+(?:with|עם)\s+(?P<items>\S.*,.*)$", re.IGNORECASE)
# ", he can't make it", ", she's not coming", ", they cancelled": why, after a removal from a list.
_REASON_EN = re.compile(r"^(?P<ask>.+?\blist)\s*[,;-]\s*(?:(?:he|she|they|it)(?:'s|'re)?\s+|(?:he|she|they)\s+"
                        r"(?:can'?t|cannot|won'?t|isn'?t|aren'?t|is\s+not|are\s+not|couldn'?t|cancell?ed|dropped))"
                        r".*$", re.IGNORECASE)
_STORY_THEN_LIST = re.compile(r"^.+?[!.]+[\s\W]*?\s(?P<ask>(?:make|create|start|open)\s+(?:me\s+|us\s+)?(?:a\s+)?"
                              r"(?:new\s+)?\S+(?:\s+\S+)?\s+list\b.*)$", re.IGNORECASE | re.DOTALL)
_CALLED_OFF_HE = re.compile(r"^(?P<what>\S.*?)\s+(?:בוטל|בוטלה|בוטלו|התבטל|התבטלה|התבטלו|לא\s+תהיה|לא\s+יהיה)"
                            r"[\s,.!\W]*?\s(?:תמחק|תמחקי|מחק|מחקי)\s+(?:את\s+)?הרשימה\s+(?:שלה|שלו|שלהם)[\s.!]*$")

_SHOW_LONG_HE = re.compile(r"^(?P<head>(?:תראה|תראי|הראי|תציגי|תשלחי|שלחי|תקריאי|תפתחי)\s+(?:לי\s+)?(?:את\s+)?רשימת)"
                           r"\s+(?P<name>(?:[^\s,.;:?!]+\s+){4,6}[^\s,.;:?!]+)[\s.!]*$")
_NAME_WORDS_READ = 4
# An object marker, a request verb or a clause word: what follows is more than a name.
_NOT_IN_NAME = re.compile(r"(?<!\S)(?:את|ואת|ת[א-ת]+י|כי|אבל|גם|וגם|עם|ש(?!ל(?:י|ו|ה|נו|הם)?(?!\S))\S+)(?!\S)")


def _shown_at_length(ctx: RuleContext) -> Intent | None:
    m = _SHOW_LONG_HE.match(ctx.text.strip())
    if m is None or _NOT_IN_NAME.search(m["name"]):
        return None
    words = m["name"].split()
    intent = show_list(replace(ctx, raw=f"{m['head']} {' '.join(words[:_NAME_WORDS_READ])}"))
    if intent is None or intent.action != "get" or not intent.args.get("listName"):
        return None  # the first words name no list either: not a list to show
    intent.args["listName"] = list_name(m["name"])
    return intent


def _adjective_named(ctx: RuleContext) -> Intent | None:
    text = ctx.text.strip()
    if (m := _NAMED_THEN_ADJ.match(text)) is not None:
        name = f"{m['noun'].removeprefix('ה')} {m['adj'].removeprefix('ה')}"
        intent = add_items(replace(ctx, raw=f"{m['verb']} לרשימת {m['noun']} {m['items']}"))
    elif (m := _ITEMS_THEN_ADJ.match(text)) is not None:
        name = m["adj"].removeprefix("ה")
        intent = add_items(replace(ctx, raw=f"{m['verb']} {m['items']} לרשימת {name}"))
    else:
        return None
    if intent is None or intent.action != "addItem":
        return None
    intent.args["listName"] = name
    intent.confidence = min(0.99, intent.confidence + 0.02)  # above the reading that took the adjective as an item
    return intent


@grammar
def list_said_loosely(ctx: RuleContext) -> Intent | None:
    text = ctx.text.strip()
    if (intent := _adjective_named(ctx) or _shown_at_length(ctx)) is not None:
        return intent
    if (m := _NEW_WITH.match(text)) is not None:
        return create_list(replace(ctx, raw=f"{m['head']}: {m['items']}"))
    if (m := _REASON_EN.match(text)) is not None:
        return change_items(replace(ctx, raw=m["ask"]))
    if (m := _STORY_THEN_LIST.match(text)) is not None:
        return create_list(replace(ctx, raw=m["ask"]))
    if (m := _CALLED_OFF_HE.match(text)) is not None:
        what = re.sub(r"[^\w\s\"'-]", "", m["what"]).strip()
        intent = delete_list(replace(ctx, raw=f"תמחקי את רשימת {what}")) if what else None
        if intent is not None and not intent.missing:  # above the reading that asks which list "its" is
            intent.confidence = min(0.99, intent.confidence + 0.02)
        return intent
    return None
