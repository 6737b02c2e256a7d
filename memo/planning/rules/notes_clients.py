"""Facts about the people a user works with, written the way they are jotted between clients: no verb of saving.

* A detail with its value after the person's name: "dana levi door code 4590# 3rd floor no elevator", "רונית כהן קוד
  לדלת 4590 קומה 3".
* The person, who they are in brackets, and what to know: "avi (tuesday patient) - left knee post-op, no deep squats
  til jan", "מיכל (הלקוחה מרמת גן) - רק שמפו בלי סולפטים".
* What someone always takes, uses or cannot have: "לאה מזרחי צובעת 6.1 עם 20 וול", "dana is allergic to peanuts",
  "noa prefers morning appointments". Only such standing habits: "dana loves me", "dana takes the kids tomorrow" are
  not facts to keep.
* A fact that changed is an update: "רונית עברה דירה, הכתובת החדשה הרצל 14 רמת גן", "dana moved, new address is
  herzl 14"; a price given with the one it replaces ("זר שולחני עכשיו 220 ולא 180", "a bouquet is now 220 not 180");
  a habit that is over ("דנה כבר לא אלרגית לבוטנים, רק לאגוזים", "dana is no longer allergic to peanuts").
* Which supplier or tradesman had something is a search of the notes: "which supplier had the cheap copper fittings",
  "איזה ספק מכר לנו את הברזים הזולים".

Anything that asks Memo for something ("..., remind me", "תזכירי לי") or ends in a question mark is left to the other
grammars; so is a new value that could be an hour ("the meeting is now 5 not 4").
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, tidy
from memo.planning.rules.notes import _EVENTS, _keywords, _store, core
from memo.planning.rules.notes_lookup import _ROLE_EN, _ROLE_HE
from memo.planning.rules.notes_recall import _ASKS_FOR

TERSE = 0.84  # a fact with no verb of saving: below any tool grammar that reads a command in it
CHANGED = 0.86
_HE = r"\u05D0-\u05EA"

# The person: one or two words that are a name, not a pronoun, a question word or a command.
_NOT_NAME_EN = (r"(?:i|im|i'm|we|you|u|he|she|they|it|its|my|our|your|his|her|their|the|a|an|this|that|there|here"
                r"|what|who|which|when|where|how|why|pls|please|remind|call|add|send|set|book|buy|get|can|could|is|are"
                r"|do|does|did|just|so|also|and|but|ok|okay|hey|hi|lol|everyone|nobody|someone|new|no|not|update"
                r"|change|save|note|remember|delete|cancel|move|today|tomorrow|meeting|appointment)")
_NAME_EN = rf"(?P<name>(?!{_NOT_NAME_EN}\b)[a-z][a-z'-]+(?:\s+(?!{_NOT_NAME_EN}\b)[a-z][a-z'-]+)??)"
_NOT_NAME_HE = (r"(?:אני|אנחנו|את|אתה|הוא|היא|הם|הן|זה|זאת|מה|מי|איך|למה|מתי|איפה|כל|אף|יש|אין|גם|רק|עוד|כבר|לא"
                r"|תזכיר\S*|תוסיף\S*|תרשמ\S*|תשמר\S*|תעדכנ\S*|תמחק\S*|תקבע\S*|היום|מחר|הפגישה|התור)")
_NAME_HE = (rf"(?P<name>(?!{_NOT_NAME_HE}(?![{_HE}]))[{_HE}][{_HE}'\"-]+"
            rf"(?:\s+(?!{_NOT_NAME_HE}(?![{_HE}]))[{_HE}][{_HE}'\"-]+)??)")

# A detail kept about a person's home or door, and its value (with a digit).
_DETAIL_EN = (r"(?:(?:door|gate|entry|entrance|building|lobby|alarm|locker|safe|intercom|front\s+door)\s+)?"
              r"(?:code|password|pin|combination|combo|buzzer|intercom)|apartment|apt|floor|entrance")
_DETAIL_HE = (r"(?:קוד|קודן|סיסמה|סיסמא)(?:\s+(?:ל|של\s+)?(?:ה)?(?:דלת|שער|כניסה|בניין|לובי|אזעקה|כספת))?|דירה|קומה"
              r"|כניסה|אינטרקום")
_VALUE = r"[\w\-+./#*]*\d[\w\-+./#*]*"
_DETAIL = re.compile(rf"^{_NAME_EN}\s+(?:{_DETAIL_EN})\s*[:\-]?\s*{_VALUE}(?:[\s,;.]+\S.*)?$"
                     rf"|^{_NAME_HE.replace('name', 'name_he')}\s+(?:{_DETAIL_HE})\s*[:\-]?\s*{_VALUE}"
                     r"(?:[\s,;.]+\S.*)?$", re.IGNORECASE)
# "avi (tuesday patient) - ...": the name, who they are, a dash or colon, and the fact.
_BRACKETED = re.compile(rf"^(?:{_NAME_EN}|{_NAME_HE.replace('name', 'name_he')})\s*\([^()]{{2,40}}\)\s*[-–:,]\s*"
                        r"(?P<fact>\S.{3,})$", re.IGNORECASE)
# Standing habits and needs of a person.
_HABIT_EN = (r"(?:is\s+)?(?:allergic\s+to|lactose\s+intolerant|vegan|vegetarian|gluten[\s-]free|celiac|sensitive\s+to)"
             r"|prefers|doesn'?t\s+(?:eat|drink)|can'?t\s+(?:eat|have|take)|colou?rs\s+(?:her|his)"
             r"|dyes\s+(?:her|his)|only\s+(?:eats|drinks|uses|wants)")
_HABIT_HE = (r"צובעת|צובע|אלרגי|אלרגית|רגיש|רגישה|צמחוני|צמחונית|טבעוני|טבעונית|מעדיף|מעדיפה"
             r"|לא\s+(?:אוכל|אוכלת|שותה)|רק\s+(?:אוכל|אוכלת|שותה|משתמש|משתמשת)")
_NAME_HE1 = _NAME_HE.replace("name", "name_he")
_HABIT = re.compile(rf"^{_NAME_EN}\s+(?P<habit>{_HABIT_EN})\s+(?P<rest>\S.*)$"
                    rf"|^{_NAME_HE1}\s+(?P<habit_he>{_HABIT_HE})(?![{_HE}])\s*(?P<rest_he>\S.*)$",
                    re.IGNORECASE)
# A liking or a dislike ("omer hates school", "דני לא אוהב את המורה") is as often a complaint as a fact to keep: not
# read here.
# What a habit may not be about: the user ("dana hates me"), or a thing just said ("hates it").
_ABOUT_US = re.compile(rf"^(?:me|us|you|u|it|this|that|אותי|אותנו|אותך|את\s+זה|אותו|אותה|לי|לנו)(?![\w{_HE}])",
                       re.IGNORECASE)

# A habit that is over: "dana is no longer allergic to peanuts", "דנה כבר לא אלרגית לבוטנים".
_OVER = re.compile(rf"^{_NAME_EN}\s+(?:is\s+)?no\s+longer\s+(?P<habit>\S.*)$"
                   rf"|^{_NAME_EN.replace('name', 'name2')}\s+(?:isn'?t|is\s+not|doesn'?t)\s+"
                   r"(?P<habit2>\S.*?)\s+any\s?more\b.*$"
                   rf"|^{_NAME_HE.replace('name', 'name_he')}\s+(?:כבר\s+לא|הפסיק|הפסיקה)\s+(?P<habit_he>\S.*)$",
                   re.IGNORECASE)
_OVER_WHAT = re.compile(rf"^(?:{_HABIT_EN}|allergic|takes?|uses?|eats?|drinks?|needs?|likes?|wears?|{_HABIT_HE}"
                        r"|לוקח|לוקחת|משתמש|משתמשת"
                        rf"|אוכל|אוכלת|שותה|צריך|צריכה|ל(?:קחת|אכול|שתות|השתמש))(?![\w{_HE}])", re.IGNORECASE)
# A habit said of something named before ("... כבר לא אוכלים אותה", "doesn't eat it anymore"): a remark on that.
_POINTS_BACK = re.compile(rf"(?<![\w{_HE}])(?:it|them|אותה|אותו|אותם|אותן|את\s+זה)(?![\w{_HE}])", re.IGNORECASE)

# Someone moved or changed their number, and the new one.
_MOVED = re.compile(
    rf"^{_NAME_EN}\s+(?:has\s+)?(?:moved(?:\s+(?:house|apartments?|flats?|out))?|changed\s+(?:(?:her|his|their)\s+)?"
    r"(?:number|phone|address|email))\s*[,.;\-–]?\s*(?:and\s+)?(?:(?:the|her|his|their)\s+)?new\s+(?P<key>address|number"
    r"|phone(?:\s+number)?|email)\s*(?:is|'s|:|-)?\s*(?P<val>\S.*\d.*)$"
    rf"|^{_NAME_EN.replace('name', 'name2')}\s+(?:has\s+)?moved\s+to\s+(?P<val2>[a-z][a-z' -]*\s\d{{1,4}}\b.*)$"
    rf"|^{_NAME_HE.replace('name', 'name_he')}\s+(?:עבר|עברה|עברו)\s+(?:דירה|בית)\s*[,.;\-–]?\s*(?:ו)?"
    r"(?P<key_he>ה?כתובת(?:\s+ה?חדשה)?)\s*(?:היא|זה|:|-)?\s*(?P<val_he>\S.*\d.*)$"
    rf"|^{_NAME_HE.replace('name', 'name_he2')}\s+(?:החליף|החליפה|החליפו)\s+(?:מספר|טלפון|פלאפון)\s*[,.;\-–]?\s*(?:ו)?"
    r"(?P<key_he2>ה?(?:מספר|טלפון)(?:\s+ה?חדש)?)\s*(?:הוא|זה|:|-)?\s*(?P<val_he2>\S.*\d.*)$"
    # "דנה עברה - ויצמן 12 ר\"ג": the dash says what follows is where she lives now.
    rf"|^{_NAME_HE.replace('name', 'name_he3')}\s+(?:עבר|עברה|עברו)(?:\s+(?:דירה|בית))?\s*[-–:]\s*"
    r"(?P<val_he3>[^\d?]+\s\d{1,4}\b[^?]*)$",
    re.IGNORECASE)

# A price now and the one it replaces: "עכשיו 220 ולא 180", "now 220 not 180", "is now $40 instead of $35".
_MONEY = r"(?:[₪$€£]\s?)?\d[\d,]*(?:\.\d+)?(?:\s?(?:₪|ש\"ח|שח|שקל(?:ים)?|shekels?|nis|dollars?|bucks))?"
_NOW_NOT_THEN = re.compile(
    rf"(?:^|\s)(?:now|עכשיו|כבר)\s+(?:costs?\s+|is\s+|are\s+|עולה\s+|עולים\s+)?(?P<val>{_MONEY})\s*,?\s+"
    rf"(?:ולא|not|instead\s+of|rather\s+than|במקום)\s+(?P<old>{_MONEY})\s*[.!]*$", re.IGNORECASE)
_PRICED = re.compile(r"[₪$€£]|ש\"ח|שקל|shekel|nis\b|dollar|bucks|price|prices|מחיר|מחירים|עולה|עולים|costs?\b",
                     re.IGNORECASE)

# Which supplier or tradesman had something: "which supplier had the cheap copper fittings".
_VENDOR_EN = (rf"(?:supplier|vendor|seller|dealer|distributor|wholesaler|contractor|shop|store|guy|place"
              rf"|{_ROLE_EN})")
_VENDOR_HE = rf"(?:ספק|ספקית|חנות|קבלן|קבלנית|סיטונאי|משווק|חברה|בחור|מקום|{_ROLE_HE})"
_WHICH_HAD = re.compile(
    rf"^(?:which|what)\s+(?P<who>{_VENDOR_EN})\s+(?:had|sold\s+(?:us|me)|sold|gave\s+(?:us|me)|offered|quoted"
    r"|recommended|fixed|installed|did|brought|carried)\s+(?P<what>(?:the|those|that|these)\s+.+?)(?:\s+again)?\s*\??$"
    rf"|^(?:איזה|איזו|מי\s+(?:היה|הייתה))\s+(?:ה)?(?P<who_he>{_VENDOR_HE})\s+(?:ש)?(?:היה\s+(?:לו|לה)|היו\s+(?:לו|לה)"
    r"|מכר|מכרה|נתן|נתנה|הציע|הציעה|הביא|הביאה|תיקן|תיקנה|התקין|התקינה|עשה|עשתה)\s+(?:לנו\s+|לי\s+)?"
    rf"(?P<what_he>(?:את\s+)?ה[{_HE}].+?)(?:\s+שוב)?\s*\??$",
    re.IGNORECASE)

# "which store had the biggest sale in 2020", "... ever": a record anyone may ask about, not one of the user's dealings.
_RECORD = re.compile(r"\b(?:19|20)\d\d\b|\b(?:ever|in\s+the\s+world|of\s+all\s+time|in\s+history)\b", re.IGNORECASE)


# Something to do rather than to know: "to call him back", "buy ...", "להחזיר לו את ...".
_TODO = re.compile(r"^(?:to\s|call\b|buy\b|pick\s+up\b|get\b|send\b|pay\b|book\b|ask\b|bring\b|return\b|text\b"
                   rf"|ל(?:ה|הת)[{_HE}]{{3,}}|ל(?:קנות|שלוח|שלם|בדוק|קבוע|אסוף|דבר|תאם|שאול|זכור|חזור|סדר|תת)(?![{_HE}]))",
                   re.IGNORECASE)


def _clock(ctx: RuleContext) -> bool:
    """A clock time in the message ("thursday 10am", "tomorrow at 5"): an appointment or a reminder, not a fact."""
    when = ctx.time
    return when is not None and when.when is not None and when.date_only is None and not when.all_day


def _asks(text: str) -> bool:
    # A question may end a sentence before a remark ("is she allergic to anything? the gan is asking").
    return bool(_ASKS_FOR.search(text)) or bool(re.search(r"\?(?:\s|$)", text.rstrip()))


def _name(m: re.Match[str]) -> str:
    return next((v for k, v in m.groupdict().items() if k.startswith("name") and v), "")


@grammar
def client_fact(ctx: RuleContext) -> Intent | None:
    """ "dana levi door code 4590# 3rd floor", "avi (tuesday patient) - left knee post-op": a fact to keep."""
    text = core(ctx.text)
    if len(text) > 200 or _asks(text) or _EVENTS.search(text) or _clock(ctx):
        return None
    bracketed = _BRACKETED.match(text)
    if bracketed and _TODO.match(bracketed.group("fact")):
        return None  # "יוסי (השכן) - להחזיר לו את המקדחה": something to do, not to know
    if _DETAIL.match(text) or bracketed:
        return _store(text, "fact", TERSE)
    m = _HABIT.match(text)
    if m and not _ABOUT_US.match(m.group("rest") or m.group("rest_he") or ""):
        return _store(text, "fact", TERSE)
    return None


def _update(text: str, about: str) -> Intent:
    return Intent("second-brain", "update", {"operation": "update", "query": _keywords(about), "text": tidy(text)},
                  CHANGED, entity="note")


@grammar
def client_fact_changed(ctx: RuleContext) -> Intent | None:
    """ "רונית עברה דירה, הכתובת החדשה הרצל 14", "זר שולחני עכשיו 220 ולא 180", "dana is no longer allergic to X"."""
    text = core(ctx.text)
    if len(text) > 200 or _asks(text) or _EVENTS.search(text):
        return None
    m = _MOVED.match(text)
    if m:
        key = (m.group("key") or m.group("key_he") or m.group("key_he2") or ("address" if m.group("val2") else "")
               or ("כתובת" if m.group("val_he3") else ""))
        return _update(text, f"{_name(m)} {key}")
    m = _OVER.match(text)
    if m:
        habit = m.group("habit") or m.group("habit2") or m.group("habit_he") or ""
        if not _OVER_WHAT.match(habit) or _POINTS_BACK.search(habit):
            return None  # "dana is no longer coming": not a habit kept about her
        return _update(text, f"{_name(m)} {habit.split(',')[0]}")
    m = _NOW_NOT_THEN.search(text)
    if m:
        numbers = [int(d) for d in re.findall(r"\d+", m.group("val") + " " + m.group("old"))]
        if not (_PRICED.search(m.group(0)) or (_PRICED.search(text) and min(numbers) > 24)
                or all(24 < n < 1000 for n in numbers)):
            return None  # "now 5 not 4", "now 1530 not 1400": may be an hour, the calendar's or a reminder's
        about = re.split(r"[,;]\s*", text[:m.start()].strip())[-1] or text[:m.start()]
        return _update(text, about)
    return None


@grammar
def which_vendor_had(ctx: RuleContext) -> Intent | None:
    """ "which supplier had the cheap copper fittings": a search of the user's notes."""
    text = core(ctx.text)
    m = _WHICH_HAD.match(text)
    if m is None or len(text) > 150 or _RECORD.search(text):
        return None
    what = re.sub(r"^את\s+", "", m.group("what") or m.group("what_he") or "")
    who = m.group("who") or m.group("who_he") or ""
    return Intent("second-brain", "search", {"operation": "search", "query": _keywords(f"{who} {what}")}, 0.86,
                  entity="note")
