"""A request the message itself takes back, or only asks how to make: checked after every grammar (rules.doubt), so
that tasks, lists, notes, the calendar and mail all weigh it the same way.

- Taken back at the end: "add milk to the list lol jk", "remind me at 5 to call mom, just kidding", "תמחקי את החלב
  מהרשימה חחח טעיתי", "תקבעי פגישה מחר בחמש סתם", "..., בעצם לא", "..., לא משנה". The grammars drop the closing words
  as chatter (a laugh, an aside) and read the request; it is not what the user wants done, so the user is asked.
  A laugh alone ("... lol", "... חחח") takes nothing back.
- "I was wrong" ("טעיתי", "my bad") closes a request that puts a mistake right as often as it takes one back
  ("תורידי את הקוטג' מהרשימה טעיתי": it was added by mistake). It is a take-back only after a laugh, or after a
  request that puts nothing right (an addition, a new reminder).
- Taken back in part: "add milk and eggs, jk not eggs", "תוסיפי חלב וביצים, סתם, בלי ביצים": which part is meant is
  the user's to say, so they are asked.
- Asked how: "how can i make you remind me at 5", "how do i set a reminder for tomorrow at 5 with you", "איך אני
  גורמת לך להזכיר לי מחר בשמונה": a question about Memo, never the reminder itself (meta_howto_remind.py answers it
  when nothing else is named). Unless a request of its own follows the question ("how do i use the lists? can you
  add milk").
- Pointed at with nothing named: "מה עם הדבר ההוא מאתמול", "what about that thing from yesterday": a search for
  "the thing from yesterday" finds anything; only the user knows what is meant, so they are asked.
"""

from __future__ import annotations

import re

from memo.planning.rules.base import Intent

_HE = r"\u05D0-\u05EA"
_B = rf"(?<![\w{_HE}'/])"  # a word starts here
_E = rf"(?![\w{_HE}'/])"  # a word ends here
_LAUGH = (r"(?:lol+|lmao+|lmfao|rofl|haha+h?|hehe+|x?d+|ח{2,}|ה{3,}"
           r"|[\U0001F602\U0001F923\U0001F605\U0001F61C\U0001F643])")
_MARKS = r"[\s,.!?…\-~*\U0001F300-\U0001FAFF\u2600-\u27BF\uFE0F]"
# What may follow the take-back: laughs, marks and emoji only.
_TRAIL = rf"(?:{_MARKS}|{_B}{_LAUGH}{_E})*$"

# Words that plainly take back what was just asked, wherever the request ends.
_PLAIN = (r"jk|j/k|jks|jking|just\s+(?:kidding|joking|kiddin)|only\s+(?:kidding|joking)|(?:i'?m\s+|im\s+)?kidding"
          r"|(?:i'?m\s+|im\s+)joking|never\s*mind|nvm|nvmd"
          r"|(?:אני\s+)?(?:סתם\s+)?(?:צוחק|צוחקת|צוחקים|מתלוצץ|מתלוצצת)|סתם(?:\s+סתם)?|בעצם\s+לא(?:\s+משנה)?"
          r"|(?:ת?עזוב|ת?עזבי)(?:\s+(?:את\s+)?זה)?(?:\s+בעצם)?")
# Words that take it back only as a clause of their own: "..., forget it" but "so i don't forget it"; "..., לא משנה"
# but "המחיר לא משנה" (the price does not matter).
_CLAUSE = (r"forget\s+(?:it|that|about\s+it)|scratch\s+that|ignore\s+(?:that|this|me)|disregard(?:\s+(?:that|this))?"
           r"|לא\s+משנה|תשכחי?\s+מזה|תתעלמי?")
_BOUNDARY = rf"(?:^|[,.!?;…:\-]\s*|\s+{_LAUGH}\s*[,.!]*\s*|\s+(?:oh|ah|אה|אוקיי|טוב)\s+)"
# "I was wrong": a take-back after a laugh, or after a request that puts nothing right.
# An "oops" is left out: after a request it is most often a remark ("... 🙈 oops", I nearly forgot).
_WRONG = r"טעיתי|טעות\s+שלי|my\s+bad|sorry\s+wrong|wrong\s+(?:one|chat|person)"

_CLOSING = re.compile(rf"{_B}(?:{_PLAIN}){_E}{_TRAIL}|{_BOUNDARY}(?:{_CLAUSE}){_E}{_TRAIL}", re.IGNORECASE)
_CLOSING_WRONG = re.compile(rf"(?P<laugh>{_B}{_LAUGH}[\s,.!]*)?{_B}(?:{_WRONG}){_E}{_TRAIL}", re.IGNORECASE)
# A part taken back: the take-back, then what is not wanted ("jk not eggs", "סתם, בלי ביצים").
_PART = re.compile(rf"{_B}(?:jk|j/k|just\s+kidding|only\s+kidding|kidding|סתם|צוחק|צוחקת|בעצם\s+לא)[\s,.!:\-]+"
                   rf"(?:not|no|without|except|leave\s+out|skip|בלי|לא|חוץ\s+מ|רק|תורידי?|תשאירי?)(?![\w{_HE}])",
                   re.IGNORECASE)

# Requests that put a mistake right: "I was wrong" after them says why, not that they are taken back.
_PUTS_RIGHT = frozenset({"delete", "deleteItem", "deleteAll", "update"})
# Plans that only read or answer: asking how to do something may well want them.
_READS = frozenset({"search", "get", "getAll", "getEvents", "checkConflicts", "read", "describe", "respond", "list",
                    "query", "find"})

# A question how to make Memo do something, at the start of the message.
_HOW = re.compile(
    r"^(?:(?:so|and|ok|okay|hey|hi|um+|wait|btw|memo)[\s,]+)*(?:how\s+(?:do|can|could|should|would|will)\s+(?:i|we|one|u"
    r"|you)|how\s+to|is\s+there\s+(?:a|any)\s+way\s+to|what'?s\s+the\s+(?:best\s+)?way\s+to"
    r"|can\s+i\s+(?:make|get|have|ask)\s+(?:you|u|memo))\b"
    rf"|^(?:(?:ו|אז|רגע|היי)\s+)?(?:איך|האם\s+אפשר\s+לגרום|אפשר\s+לגרום)(?![{_HE}])", re.IGNORECASE)
# "... to remind me", "להזכיר לי", "set a reminder": what the question is about is one of Memo's own doings.
_ABOUT_MEMO = re.compile(
    r"\b(?:remind|reminders?|nag|nudge|alarm|calendar|(?:make|get|have|ask)\s+(?:you|u|memo))\b"
    rf"|(?<![{_HE}])(?:להזכיר|תזכיר|תזכירי|תזכורת|תזכורות|לנדנד|נודניק|לגרום\s+לך|גורמ\S*\s+לך|מבקש\S*\s+ממך|לבקש\s+ממך"
    r"|[לב]?יומן|פגישה|אירוע)"
    rf"(?![{_HE}])", re.IGNORECASE)
# A request of its own after the question: "how do i use the lists? can you add milk", "..., anyway remind me at 5".
_THEN_ASKS = re.compile(rf"[?.!\n]+\s*\S|,\s*(?:(?:so|anyway|but|just|please|pls|now)\s+)*(?:can\s+you|could\s+you"
                        rf"|please|pls|remind|add|set|put|make|save|ת[{_HE}]{{2,}})|\b(?:anyway|anyways)\b"
                        rf"|(?<![{_HE}])(?:בכל\s+מקרה|בינתיים)(?![{_HE}])", re.IGNORECASE)


def taken_back(operation: str, raw: str) -> str:
    """Why a plan read from `raw` may be one the message takes back ("" when it takes nothing back)."""
    text = raw.strip()
    if not text:
        return ""
    closing = _CLOSING.search(text)
    if closing is not None and text[:closing.start()].strip():
        return "the message takes the request back at its end"
    wrong = _CLOSING_WRONG.search(text)
    if wrong is not None and text[:wrong.start()].strip() and (wrong.group("laugh") or operation not in _PUTS_RIGHT):
        return "the message ends with 'I was wrong', which may take the request back"
    part = _PART.search(text)
    if part is not None and text[:part.start()].strip():
        return "the message takes part of the request back"
    return ""


def asked_how(operation: str, raw: str) -> str:
    """Why a plan that does something may only answer a question how to get Memo to do it ("" when not)."""
    if operation in _READS:
        return ""
    text = raw.strip()
    how = _HOW.match(text)
    if how is None or not _ABOUT_MEMO.search(text):
        return ""
    if _THEN_ASKS.search(text[how.end():]):
        return ""  # a request follows the question: the grammars read it as asked
    return "the message asks how to get Memo to do it, and the plan does it"


# "that thing", "הדבר ההוא": a pointer at something only the conversation names.
_POINTER = re.compile(rf"\b(?:that|this|the)\s+(?:thing|stuff|one|matter)\b"
                      rf"|(?<![{_HE}])(?:ההוא|ההיא|ההם|ההן|הדבר|הדברים|העניין|הסיפור)(?![{_HE}])", re.IGNORECASE)
# What such a search may hold besides the pointer and still name nothing: when it was, and the words around it.
_NAMES_NOTHING = frozenset(re.split(r"\s+", """thing things stuff one matter that this the those these it from of about
with what whats what's about yesterday earlier before today morning last week night ago day days the other again
הדבר דבר הדברים דברים העניין עניין הסיפור ההוא ההיא ההם ההן הזה הזאת זה זאת מה עם של על אתמול מאתמול שלשום משלשום
מקודם קודם הבוקר מהבוקר היום מהיום שבוע שעבר מהשבוע בשבוע לפני פעם שוב ההיא עוד"""))


def names_nothing(intent: Intent, raw: str) -> str:
    """Why a search may point at something the message never names ("הדבר ההוא מאתמול"): "" when it names it."""
    if intent.capability != "second-brain" or str(intent.args.get("operation")) != "search":
        return ""
    if not _POINTER.search(raw):
        return ""
    words = re.findall(rf"[\w'{_HE}]+", str(intent.args.get("query") or ""))
    if any(w.casefold() not in _NAMES_NOTHING for w in words):
        return ""
    return "the search points at something the message does not name"


def doubt(intent: Intent, raw: str) -> str:
    """Why a plan read from the message `raw` may be one it takes back or only asks about; "" for answers and small
    talk, which a take-back does not change."""
    if intent.capability in ("general", "meta") or intent.intent_type in ("conversation", "meta"):
        return ""
    operation = str(intent.args.get("operation") or intent.action)
    return taken_back(operation, raw) or asked_how(operation, raw) or names_nothing(intent, raw)
