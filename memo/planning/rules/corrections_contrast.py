"""A request about notes, mail or Memo itself, with which one is meant put right after it.

* "not the A, the B" after the request: "forget the locker code I gave you. not the gym one, the pool one", "מה
  ה-PIN של כרטיס האשראי? not the visa, the mastercard", "how do I stop the daily summary? not the reminders, just
  the morning summary", "תעבירי את הקבלה מאיקאה ל-avi.m@gmail.com. לא לאשתי, לאבי". The request is read without the
  correction; B then names what a notes search or deletion looks for ("pool locker code"), and must be what a
  forward goes to (the address said is Avi's), or a question about Memo is answered as asked.
* ", not A" after the request, ruling a value or another action out: "תייגי את המיילים מהגן as 'kids', not
  'school'", "תסמן את כל המיילים של הפרסומות כנקראו, לא למחוק אותם". Read without it, when the plan holds no A.
* "don't A, just B" before the request: "don't email him yet, just remember the new accountant's address is
  yoni.katz@gmail.com", "לא צריך תזכורת לזה, רק תשמור: מידת הנעליים של עידו 31": B read alone, unless it is the
  kind of thing A rules out.

Only for notes, mail, and answers (tasks, lists and the calendar read their own corrections). A correction the plan
does not carry makes the turn ask (`doubt`, from coverage.py): a delete of "locker code" when the message says "the
pool one" acts on the wrong note. A note kept whole keeps its contrast ("Maya is allergic to peanuts, not tree nuts"):
it is content, never a correction.
"""

from __future__ import annotations

import json
import re

from memo.planning.dsl import CONFIDENCE_FLOOR
from memo.planning.rules import grammar, understand
from memo.planning.rules.asides import replace_text
from memo.planning.rules.base import Intent, RuleContext

_HE = r"\u05D0-\u05EA"
_MINE = ("second-brain", "gmail", "meta", "general")
MAX_CHARS = 300
_PART = r"[^,.;!?\n]{1,40}?"
# The request, a mark, then "not A" and perhaps ", B": what is meant put right after the request.
_TAIL = re.compile(
    rf"^(?P<head>.*?[^\s,.;:!?\-–])\s*(?:[.,;!?]+|\s[-–])\s*(?:(?:no|nope|nah|wait|sorry|oh)[,.!]*\s+)?"
    rf"(?:(?:and|but)\s+)?(?:not|ו?לא|אבל\s+לא)\s+(?P<old>{_PART})"
    rf"(?:\s*[,;]\s*(?:but\s+|אלא\s+|אבל\s+)?(?:(?:just|only|רק)\s+)?(?P<new>{_PART}))?\s*[.!?]*$",
    re.IGNORECASE)
# "don't A, just B": what is not wanted, then the request.
_FIRST = re.compile(
    r"^(?:no[,.!]*\s+)?(?:don'?t|dont|do\s+not|no\s+need\s+(?:to|for)|not)\s+(?P<old>[^,.;!?\n]{2,60}?)\s*[,.;\-–]+\s*"
    r"(?:(?:just|only|but|instead)\s+)+(?P<rest>\S.*)$"
    r"|^(?:לא\s+צריך|אין\s+צורך(?:\s+ב)?|אל|בלי)\s+(?P<old_he>[^,.;!?\n]{2,60}?)\s*[,.;\-–]+\s*"
    r"(?:(?:רק|אלא|פשוט|במקום\s+זה)\s+)+(?P<rest_he>\S.*)$", re.IGNORECASE)
# Why, said after what is ruled out, and no other value: "not the coinbase one, that's legit", "לא של דנה, היא כבר
# קיבלה".
_REMARK = re.compile(rf"^(?:that'?s|thats|it'?s|its|this\s+is|he'?s|she'?s|they'?re|i'?m|im|i\s|because|since|cuz|as\s"
                     rf"|(?:זה|זו|היא|הוא|הם|אני|כי|בגלל|כבר)(?![{_HE}]))", re.IGNORECASE)
# What a ruled-out part names: mail, a reminder, the calendar, a deletion.
_KINDS = (
    ("gmail", re.compile(rf"\b(?:e-?mail|mail|send|write)\w*|(?<![{_HE}])(?:ל?ה?מייל|תשלח|תשלחי|לשלוח|תכתוב|תכתבי)",
                         re.IGNORECASE)),
    ("database", re.compile(rf"\b(?:remind|reminder|task|todo)\w*|(?<![{_HE}])(?:ה?תזכור|תזכיר|להזכיר|משימ)",
                            re.IGNORECASE)),
    ("calendar", re.compile(rf"\b(?:calendar|event|schedule)\w*|(?<![{_HE}])(?:ל?ב?ה?יומן|אירוע|תקבע)", re.IGNORECASE)),
)
# A deletion ruled out ("not to delete them", "לא למחוק אותם"): the plan must not delete.
_DELETE = re.compile(rf"\b(?:delete|trash|remove|erase|bin)\w*|(?<![{_HE}])(?:ל?מחוק|תמחק|תמחקי|לזרוק|למחיקה)",
                     re.IGNORECASE)
_DELETES = frozenset({"delete", "trash", "deleteAll", "deleteItem"})
# Another action ruled out ("not delete them", "לא לארכב"); anything else ruled out of mail ("but not the invoices")
# leaves some of the emails out, which the plan does not.
_ACTION = re.compile(rf"\b(?:delete|trash|remove|erase|bin|archive|send|forward|reply|mark|label|tag|read|move)\w*"
                     rf"|(?<![{_HE}])(?:ל?מחוק|תמחק|תמחקי|לזרוק|למחיקה|לארכב|לארכיון|לשלוח|להעביר|לענות|לסמן|לתייג"
                     rf"|לקרוא)(?![{_HE}])", re.IGNORECASE)
# Words that name nothing of which one is meant.
_EMPTY = frozenset(re.split(r"\s+", """the a an one ones my our your his her their just only but that this those
these to of for from with it them את של רק אלא אבל זה זאת הזה הזאת שלי שלו שלה אותם אותן אותו אותה"""))


def _words(text: str) -> list[str]:
    """The words that name which one: no articles, no "one", no "the" or "of" said alone."""
    found = [word.strip(".'-") for word in re.findall(rf"[\w{_HE}@'!#.+-]+", text.casefold())]
    return [word for word in found if word and word not in _EMPTY]


def _same(said: str, word: str) -> bool:
    """One word, a Hebrew prefix aside: "לאבי" is "אבי", "המשרד" is "משרד"."""
    if said == word:
        return True
    bare = [w[1:] if re.match(rf"^[הלבמוש][{_HE}]{{2,}}$", w) else w for w in (said, word)]
    return bare[0] == word or said == bare[1] or bare[0] == bare[1]


def _holds(plan: str, words: list[str]) -> bool:
    """Whether every word is in the plan's own words (a Hebrew prefix aside)."""
    said = _words(plan)
    return bool(words) and all(any(_same(s, word) or s.endswith(f":{word}") for s in said) for word in words)


def _bare(words: list[str]) -> str:
    """Words to look for, without the Hebrew "the" ("המשרד" looked for as "משרד")."""
    return " ".join(w[1:] if re.match(rf"^ה[{_HE}]{{2,}}$", w) else w for w in words)


def _plan_words(intent: Intent) -> str:
    """The plan's slots, as words: a label's name only, for a label is what "as 'kids', not 'school'" puts right."""
    if str(intent.args.get("operation")) == "label":
        return str(intent.args.get("labelName") or "")
    args = {k: v for k, v in intent.args.items() if k not in ("operation", "kind")}
    # What a mail search leaves out ("not coinbase", "-coinbase") is not what it holds.
    return re.sub(r"(?:\bnot\s+|(?<![\w\u05D0-\u05EA])לא\s+|(?<![\w-])-)[\w@.\u05D0-\u05EA]+", " ",
                  json.dumps(args, ensure_ascii=False))


# Latin letters a Hebrew name may open with: "אבי" is Avi, "דנה" is Dana.
_OPENS = {"א": "aeiou", "ב": "bv", "ג": "gj", "ד": "d", "ה": "haei", "ו": "vwou", "ז": "z", "ח": "hc", "ט": "t",
          "י": "yije", "כ": "kc", "ל": "l", "מ": "m", "נ": "n", "ס": "sc", "ע": "aeiou", "פ": "pf", "צ": "tz",
          "ק": "kqc", "ר": "r", "ש": "s", "ת": "t"}


def _names_address(name: str, address: str) -> bool:
    """Whether `name` may be whose `address` is: "avi" in avi.m@gmail.com, or a Hebrew "אבי" opening as it does."""
    local = address.split("@")[0].casefold()
    name = name.casefold()
    if re.fullmatch(r"[a-z]+", name):
        return local.startswith(name) or name in re.split(r"[._\-\d]+", local)
    return bool(name) and local[:1] in _OPENS.get(name[0], "")


def _recipients_fit(intent: Intent, old: list[str], new: list[str]) -> bool:
    """A forward or a send whose addresses are the one put right to: "ל-avi.m@..., לא לאשתי, לאבי"."""
    to = [str(a) for a in intent.args.get("to") or [] if "@" in str(a)]
    if not to or len(new) != 1 or _holds(" ".join(to), old):
        return False
    name = re.sub(rf"^ל-?(?=[{_HE}]{{2,}})", "", new[0])  # "לאבי": to Avi
    return all(_names_address(name, address) for address in to)


def _fits(intent: Intent, old: list[str], new: list[str]) -> Intent | None:
    """The request read without its correction, put right by it; None when the correction does not fit it."""
    operation = str(intent.args.get("operation") or intent.action)
    plan = _plan_words(intent)
    if operation in _DELETES and _DELETE.search(" ".join(old)):
        return None  # "..., not to delete them" and the plan deletes
    if intent.capability in ("meta", "general"):
        return intent if new and not _holds(plan, old) else None
    if intent.capability == "second-brain":
        query = str(intent.args.get("query") or "")
        if operation not in ("search", "delete") or not query:
            return None  # a note kept whole keeps its contrast: content, not a correction
        kept = [w for w in query.split() if not any(_holds(w, [o]) for o in old)]  # "the visa" out of the query
        if new:
            hebrew = bool(re.search(rf"[{_HE}]", query))
            qualifier = _bare(new)
            kept = [*kept, qualifier] if hebrew else [qualifier, *kept]
        elif len(kept) == len(query.split()):
            return None if _holds(query, old) else intent
        intent.args["query"] = " ".join(kept)
        return intent
    if intent.capability == "gmail":
        if operation in ("forward", "send", "reply", "draft") and intent.args.get("to"):
            return intent if new and _recipients_fit(intent, old, new) else None
        if new:
            return intent if _holds(plan, new) and not _holds(plan, old) else None
        if operation != "label" and not _ACTION.search(" ".join(old)):
            return None  # "archive the emails from amazon, but not the invoices": which are left out, asked
        return None if _holds(plan, old) else intent
    return None


# "..., not interesting", "..., לא רלוונטי": why the request is made, nothing ruled out.
_JUDGED = re.compile(r"^(?:(?:so|very|really|that|כל\s+כך|ממש|בכלל)\s+)?(?:interesting|relevant|important|needed"
                     r"|necessary|urgent|useful|mine|for\s+me|מעניין|מעניינת|רלוונטי|רלוונטית|רלוונטיים|חשוב|חשובה"
                     r"|צריך|צריכה|נחוץ|דחוף|שלי|בשבילי)(?:\s+(?:anymore|any\s+more|לי|יותר|בכלל))*\s*[.!]*$",
                     re.IGNORECASE)


def _parts(m: re.Match[str]) -> tuple[list[str], list[str]]:
    """What the tail rules out, and what it says is meant (none when it only says why; nothing when it is a
    judgment of what the request is about: "..., לא רלוונטי")."""
    if _JUDGED.match(m.group("old").strip()) and not m.group("new"):
        return [], []
    new = (m.group("new") or "").strip()
    return _words(m.group("old")), [] if _REMARK.match(new) else _words(new)


def _confident(intent: Intent | None) -> bool:
    return intent is not None and not intent.missing and intent.confidence >= CONFIDENCE_FLOOR


@grammar
def corrected_after(ctx: RuleContext) -> Intent | None:
    """ "forget the locker code I gave you. not the gym one, the pool one": the request, with which one put right."""
    text = ctx.text.strip()
    if len(text) > MAX_CHARS:
        return None
    m = _TAIL.match(text)
    if m is None:
        return None
    intent = understand(replace_text(ctx, m.group("head")))
    if not _confident(intent) or intent.capability not in _MINE:  # type: ignore[union-attr]
        return None
    old, new = _parts(m)
    if not old:
        return None
    found = _fits(intent, old, new)  # type: ignore[arg-type]
    if found is None:
        return None
    # Above the readings of the whole message, whose slots hold the correction's words.
    found.confidence = min(max(found.confidence, 0.9) + 0.03, 0.96)
    said = text[len(m.group("head")):].strip()
    found.decided_by = f"{found.decided_by}; read with what is meant put right after it ({said!r})"
    return found


@grammar
def ruled_out_first(ctx: RuleContext) -> Intent | None:
    """ "don't email him yet, just remember ...": the request after "just", unless it is what was ruled out."""
    text = ctx.text.strip()
    if len(text) > MAX_CHARS:
        return None
    m = _FIRST.match(text)
    if m is None:
        return None
    old, rest = m.group("old") or m.group("old_he"), m.group("rest") or m.group("rest_he")
    intent = understand(replace_text(ctx, rest))
    if not _confident(intent) or intent.capability not in _MINE:  # type: ignore[union-attr]
        return None
    ruled = {kind for kind, words in _KINDS if words.search(old)}
    if not ruled or intent.capability in ruled:  # type: ignore[union-attr]
        return None  # "don't remind me, just remind dana": which is meant is the user's to say
    intent.confidence = min(max(intent.confidence, 0.9) + 0.03, 0.96)  # type: ignore[union-attr]
    intent.decided_by = f"{intent.decided_by}; read after what is ruled out first ({old!r})"  # type: ignore[union-attr]
    return intent


def doubt(intent: Intent, ctx: RuleContext) -> str:
    """Why a notes or mail plan may miss which one the message puts right after the request ("" when it does not)."""
    if intent.capability not in ("second-brain", "gmail"):
        return ""
    operation = str(intent.args.get("operation") or intent.action)
    if operation == "store":
        return ""
    m = _TAIL.match(ctx.text.strip())
    if m is None:
        return ""
    old, new = _parts(m)
    if not old:
        return ""
    plan = _plan_words(intent)
    if new and not _holds(plan, new) and not (intent.capability == "gmail" and _recipients_fit(intent, old, new)):
        return "the message puts right which one after the request ('not A, B'), and the plan does not carry B"
    if not new and _holds(plan, old):
        return "the message rules a value out after the request ('…, not A'), and the plan holds it"
    if operation in _DELETES and _DELETE.search(" ".join(old)):
        return "the message says not to delete, and the plan deletes"
    return ""
