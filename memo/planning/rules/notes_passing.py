"""Facts about the people and places in the user's life, told as plain statements: who is called what, where a
place moved to, and what someone cannot eat told with a saving verb but no "that" or colon.

* "note ella is allergic to sesame", "jot down omer hates mushrooms", "תרשמי נועה אלרגית לשומשום": a saving verb and
  a lasting fact about someone (notes_changes._TOLD_EN/_TOLD_HE). notes.py reads "note: ..." and "note that ...".
* "אגב המורה החדשה של נועה קוראים לה מיכל רונן", "לשכן החדש קוראים אבי", "fyi the new neighbor's name is avi",
  "the kids' new teacher is called michal": someone's name, given so that it is kept. "my name is ..." / "קוראים לי
  ..." is the user introducing themselves, and a question ("איך קוראים ל...") is a lookup: neither is read here.
* "fyi the pediatrician moved to herzl 12 2nd floor", "אגב רופאת הילדים עברה להרצל 12 קומה 2": a place someone
  goes to has a new address. Only when what follows "moved to" reads as an address (a street and its number, a
  street word, a floor): "the dentist moved to thursday" is an appointment's change, and so is anything with a
  meeting word or a clock time in it.

Said after "fyi" / "btw" / "אגב" or with a saving verb, the user plainly hands the fact over (0.88); said bare it
is read as the plain statements of notes.py are (0.8).
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, tidy
from memo.planning.rules.notes import _EVENTS, _store, core
from memo.planning.rules.notes_changes import _FYI, _SAID_NOT_KEPT, _STATE_VERB, _TOLD_EN, _TOLD_HE, TOLD, _clock

BARE = 0.8  # a statement with nothing said about keeping it, as notes.py reads "the gate code is 4821"
_HE = r"\u05D0-\u05EA"

# ---------------------------------------------------------------- someone's name

# A name: one to three words, none of them a word of a sentence ("he", "not", "because", "מה").
_NAME_WORD_EN = r"(?!(?:is|was|not|and|but|because|so|he|she|they|it|the|a|an|who|what|i|you|my|your)\b)[a-z][\w'.-]*"
_NAME_EN = rf"(?P<name>{_NAME_WORD_EN}(?:\s+{_NAME_WORD_EN}){{0,2}})"
_NAMED_EN = re.compile(
    rf"^(?P<key>(?:the|our|(?!my\b|your\b)[a-z]+'s?|[a-z]+s')\s+(?:[\w'-]+\s+){{0,3}}?name)\s+(?:is|=|:)\s+{_NAME_EN}$"
    rf"|^(?P<key2>(?:the|our|[a-z]+'s|[a-z]+s')\s+(?:[\w'-]+\s+){{0,3}}?[\w'-]+)\s+is\s+(?:called|named)\s+"
    rf"{_NAME_EN.replace('name>', 'name2>')}$", re.IGNORECASE)
_STOP_HE = (r"מה|מי|איך|למה|לא|אני|את|אתה|אתם|לי|לך|לנו|יודע|יודעת|זוכר|זוכרת|שכחתי|הוא|היא|זה|ש|כי|אבל|גם|רק|שוב"
            r"|עדיין|בכלל|בטח|אולי|כנראה")
_NAME_WORD_HE = rf"(?!(?:{_STOP_HE})(?![{_HE}]))[{_HE}a-zA-Z][{_HE}\w'\"-]*"
_NAME_HE = rf"(?P<name>{_NAME_WORD_HE}(?:\s+{_NAME_WORD_HE}){{0,2}})"
# "המורה החדשה של נועה קוראים לה X" (who first, definite), "לשכן החדש קוראים X", "השם של הגנן הוא X".
_NAMED_HE = re.compile(
    rf"^(?P<key>ה[{_HE}]+(?:\s+[{_HE}'\"-]+){{0,4}}?)\s*,?\s+קוראים\s+(?:לו|לה|להם)\s+{_NAME_HE}$"
    rf"|^(?P<key2>ל[{_HE}]{{2,}}(?:\s+[{_HE}'\"-]+){{0,4}}?)\s+קוראים\s+{_NAME_HE.replace('name>', 'name2>')}$"
    rf"|^(?P<key3>(?:ה)?שם\s+(?:של\s+)?(?:ה[{_HE}]+)(?:\s+[{_HE}'\"-]+){{0,3}}?)\s+(?:הוא|היא|זה)\s+"
    rf"{_NAME_HE.replace('name>', 'name3>')}$")
# Words of a key that make it a question or the user's own name, not someone's.
_KEY_NOT_SOMEONE = re.compile(rf"(?<![{_HE}\w])(?:{_STOP_HE}|what|who|how|my|your)(?![{_HE}\w])", re.IGNORECASE)


def _a_name(text: str) -> bool:
    """Whether `text` gives someone's name ("the new neighbor's name is avi", "לשכן החדש קוראים אבי")."""
    match = _NAMED_EN.match(text) or _NAMED_HE.match(text)
    if match is None:
        return False
    groups = {k: v for k, v in match.groupdict().items() if v}
    key = groups.get("key") or groups.get("key2") or groups.get("key3") or ""
    return not _KEY_NOT_SOMEONE.search(key) and not _EVENTS.search(key)


# ---------------------------------------------------------------- a new address

# An address: "herzl 12", "ben yehuda 40", "12 herzl st", "jabotinsky st", "the 3rd floor", each maybe followed by
# more of it ("2nd floor", "apt 4"). Never a day, a month or a time word before the number ("thursday 12").
_NOT_STREET_EN = (r"(?!(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day)?\b|(?:jan|feb|mar|apr|may|jun|jul|aug|sep"
                  r"|sept|oct|nov|dec)[a-z]*\b|(?:room|gate|class|grade|level|page|noon|at|the|a|an|next|this|tomorrow"
                  r"|today|tonight|week|month|day|hour|minute|pm|am)\b)")
_STREET_EN = (rf"(?:{_NOT_STREET_EN}[a-z][a-z'.-]+\s+){{0,2}}{_NOT_STREET_EN}[a-z][a-z'.-]+\s+\d{{1,4}}[a-z]?\b"
              r"|\d{1,4}\s+[a-z][a-z'.-]+(?:\s+[a-z][a-z'.-]+)?\s+(?:st|street|rd|road|ave|avenue|blvd|boulevard|lane"
              r"|ln|drive|dr|way)\b|[a-z][a-z'.-]+(?:\s+[a-z][a-z'.-]+)?\s+(?:st|street|rd|road|ave|avenue|blvd"
              r"|boulevard|lane|ln|drive|way)\b|(?:the\s+)?\d{1,2}(?:st|nd|rd|th)\s+floor")
_ADDRESS_EN = re.compile(
    rf"^(?P<who>[^,;.!?]{{2,50}}?)\s+(?:has\s+|have\s+|just\s+)*(?:moved|relocated)\s+(?:to|over\s+to)\s+"
    rf"(?:(?:a|the|their|her|his|its)\s+new\s+(?:address|place|clinic|office|location)\s*[:,\-]?\s*)?"
    rf"(?:{_STREET_EN})(?:[\s,]+[\w' .,-]{{0,30}})?$"
    rf"|^(?P<who2>[^,;.!?]{{2,50}}?)\s+(?:is|are|'s)\s+now\s+(?:at|on)\s+(?:{_STREET_EN})(?:[\s,]+[\w' .,-]{{0,30}})?$",
    re.IGNORECASE)
_NOT_STREET_HE = (r"(?!(?:יום|שעה|שעת|תאריך|חודש|שבוע|ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת|ינואר|פברואר|מרץ|אפריל"
                  rf"|מאי|יוני|יולי|אוגוסט|ספטמבר|אוקטובר|נובמבר|דצמבר|כיתה|חדר|עמוד|שלב)(?![{_HE}]))")
_STREET_HE = (rf"(?:ה)?(?:רחוב|רח'|שדרות|שד'|דרך)\s+[{_HE}'\"-]+(?:\s+[{_HE}'\"-]+){{0,2}}(?:\s+\d{{1,4}})?"
              rf"|{_NOT_STREET_HE}[{_HE}'\"-]{{2,}}(?:\s+{_NOT_STREET_HE}[{_HE}'\"-]+){{0,2}}\s+\d{{1,4}}(?![\d:])"
              rf"|קומה\s+\S+")
_ADDRESS_HE = re.compile(
    rf"^(?P<who>[{_HE}][^,;.!?]{{1,50}}?)\s+(?:עבר|עברה|עברו|הועבר|הועברה|הועברו)\s+(?:כתובת\s+)?(?:ל-?|אל\s+)(?:{_STREET_HE})"
    rf"(?:[\s,]+[{_HE}\w' \"-]{{0,30}})?$"
    rf"|^(?P<who2>[{_HE}][^,;.!?]{{1,50}}?)\s+(?:נמצא|נמצאת|נמצאים)\s+(?:עכשיו|מעכשיו|כעת)\s+ב-?(?:{_STREET_HE})"
    rf"(?:[\s,]+[{_HE}\w' \"-]{{0,30}})?$")


def _new_address(text: str) -> bool:
    """Whether `text` tells where someone or some place moved to ("the pediatrician moved to herzl 12")."""
    match = _ADDRESS_EN.match(text) or _ADDRESS_HE.match(text)
    if match is None:
        return False
    who = match.group("who") or match.group("who2") or ""
    return not _EVENTS.search(who) and not re.search(r"\b(?:meeting|appointment|class|lesson|event)s?\b|פגיש|שיעור"
                                                     r"|תור(?![\u05D0-\u05EA])|אירוע|חוג", text, re.IGNORECASE)


# ---------------------------------------------------------------- the grammar

# "..., and she charges 50 an hour", "... והיא לוקחת 60 לשעה": what follows is about the person just named.
_AND_SHE = re.compile(r"\s*[,;]?\s+and\s+(?=(?:she|he|they)\s)|\s*[,;]?\s+ו(?=(?:היא|הוא|הם|הן)\s)", re.IGNORECASE)

_REQUEST = re.compile(r"\b(?:remind|add|put|schedule|book|send|cancel|delete|remove|can\s+(?:you|u)"
                      r"|please\s+\w+\s+it)\b"
                      rf"|(?<![{_HE}])(?:תזכיר|תזכירי|תוסיף|תוסיפי|תקבע|תקבעי|תמחק|תמחקי|תשלח|תשלחי|תבטל|תבטלי)"
                      rf"(?![{_HE}])", re.IGNORECASE)


@grammar
def fact_in_passing(ctx: RuleContext) -> Intent | None:
    """ "אגב המורה החדשה של נועה קוראים לה מיכל רונן", "note ella is allergic to sesame": a fact to keep."""
    if len(ctx.text) > 200 or _clock(ctx):
        return None
    text = ctx.text.strip().rstrip(" .!")
    told = _FYI.match(text)
    verb = None if told else _STATE_VERB.match(core(text))
    what = tidy(core(told.group("x") if told else (verb.group("x") or verb.group("xh")) if verb else core(text)))
    what = what.rstrip(" .!")
    if not what or "?" in what or _REQUEST.search(what) or re.search(r"\blists?\b|רשימ", what, re.IGNORECASE):
        return None
    sure = TOLD if (told or verb) else BARE
    if _a_name(what) or _new_address(what):
        return _store(what, "fact", sure)
    # "לבייביסיטר החדשה קוראים ליה והיא לוקחת 60 לשעה": a name, then a lasting fact about the same person.
    both = _AND_SHE.split(what, maxsplit=1)
    if len(both) == 2 and _a_name(both[0]) and (_TOLD_EN.match(both[1]) or _TOLD_HE.match(both[1])):
        return _store(what, "fact", sure)
    # "note ella is allergic to sesame": with a saving verb, any lasting fact about someone (fyi is notes_changes').
    if verb is not None and not _SAID_NOT_KEPT.match(what) and not _EVENTS.search(what) and (
            _TOLD_EN.match(what) or _TOLD_HE.match(what)):
        return _store(what, "fact", TOLD)
    return None
