"""A message as a phone keyboard typed it, put the way it was meant, before any grammar reads it.

People type on a phone with one thumb: "remove toilet paper from 🛒 we have plentyyy", "⏰⏰ PAY THE ARNONA
TODAY", "remindme tonight 2 take out the trash 🗑️", "בוקר טובבב ☀️ מה יש לי היום". The request is plain to a
person; the grammars read words. `as_typed` returns the message with:

- emoji dropped where they decorate (🙏 😅 🎉 ☀️, skin tones, joined sequences, flags), and read as the word
  they stand for where a word is missing: 🛒 after "to"/"from"/"on" (or "ל"/"מ"/"ב") is the shopping list, and a
  message opening with it adds to that list; ⏰ opening a message is "remind me"; ✅ opening a report is "done";
  📅 after a preposition is the calendar; 🔁 before a day is "every"; a tick between items ("got bread ✔️ milk ✔️")
  separates them as a comma; a remark after a closing emoji ("… 😅 almost forgot") is left out. ❌/🚫 and a 🔁 not
  read as "every" make a plan that adds, or happens once, doubted (`marks_doubt`). A message of emoji alone is left
  as it is (small talk);
- a letter held down ("plentyyy", "officeee", "טובבב", "הכלללל", "תודהההה") typed once: three or more of one
  letter at a word's end, or inside it (where two are kept: "goood" -> "good", "סבבבה" -> "סבבה"); two of a
  letter are real spelling and never touched. A word of one letter repeated ("zzz", "חחח"), an address
  ("www.example.com") and anything with digits are left as typed;
- a message in capitals ("PAY THE ARNONA TODAY") read in lower case, as the grammars' words are written;
- a command word run into the next ("remindme", "addmilk") split, from a short closed list, and never where
  the two make a word of their own ("address", "added"); a day word run into its hour ("מחרב8", "tmrwat5":
  glued_times.py) split;
- a sign-off at the end ("Thank you, Miriam", "Kind regards, Harold", "- Moshe", "Thanks love",
  "תודה רבה, רבקה", "תודה מראש") and a remark about the message itself ("I hope this message reaches you",
  "לא בטוחה שזה עובד אבל") left out: they ask for nothing.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from memo.planning.rules import glued_times

_HE = r"\u05D0-\u05EA"
# Emoji and pictographs, arrows and symbols, skin tones, variation selectors, keycaps, the joiner of sequences.
_EMOJI_CHARS = "\U0001F000-\U0001FAFF\u2600-\u27BF\u2B00-\u2BFF\u2300-\u23FF\u2190-\u21FF\ufe0f\ufe0e\u200d\u20e3"
_EMOJI = re.compile(f"[{_EMOJI_CHARS}]+")
_ANY_EMOJI = re.compile(f"[{_EMOJI_CHARS}]")
_BETWEEN = re.compile(rf"(?<=[\w{_HE}'\"])\s*[{_EMOJI_CHARS}]+(?:\s*[{_EMOJI_CHARS}]+)*\s*(?=[\w{_HE}])")
_CART, _ALARM, _DONE, _CALENDAR = "\U0001F6D2", "\u23F0", "\u2705", "\U0001F4C5"
_MARKS = f"[{_EMOJI_CHARS}]*"
_WORD_EMOJI = re.compile(f"[{_CART}{_ALARM}{_DONE}{_CALENDAR}]")
# A tick between two words separates what was ticked ("got bread ✔️ milk ✔️"), as a comma does: left out, the
# two would be read as one item ("bread milk").
_TICKS = "\u2714\u2705\u2611"
_TICK_BETWEEN = re.compile(rf"(?<=[\w{_HE}'\"])\s*[{_TICKS}][{_EMOJI_CHARS}]*\s*(?=[\w{_HE}])")
# Marks that say no or remove (❌ ✖️ 🚫 ⛔ ❎): a message holding one never adds or creates as if it were not there.
NEGATIONS = re.compile("[\u274C\u274E\u2716\U0001F6AB\u26D4]")
# 🔁 says "every": before a word of repetition it is only left out, before a day it is that word ("🔁 monday 8am
# gym"); anywhere else it still asks for a repetition the plan must make (`marks_doubt`).
_REPEAT = "\U0001F501"
_REPEAT_BEFORE = re.compile(
    rf"{_REPEAT}[{_EMOJI_CHARS}]*\s*(?:(?P<every>(?:every|each|daily|weekly|monthly)\b|(?:כל|מדי)(?![{_HE}]))"
    rf"|(?P<en>(?:on\s+)?(?:sun|mon|tue|wed|thu|fri|sat)[a-z]*\b)|(?P<he>(?:ב?יום\s+)?(?:ראשון|שני|שלישי|רביעי|חמישי"
    rf"|שישי|שבת)(?![{_HE}])))", re.IGNORECASE)
# A remark after an emoji closing the message ("… @ 4:30 😅😅 almost forgot", "… 🙈 כמעט שכחתי"): about the
# request, not part of it.
_AFTERTHOUGHT = re.compile(
    rf"\s*[{_EMOJI_CHARS}]+\s*(?:(?:i\s+)?(?:almost|nearly)\s+forgot|(?:i\s+)?always\s+forget|lol|lmao|haha+|ugh+"
    rf"|oops+|phew|omg|sorry|as\s+usual|as\s+always|again|finally|yay|(?:כמעט\s+)?שכחתי|כרגיל|שוב|סוף\s+סוף|אוף+"
    rf"|סליחה|וואי|חח+|אני\s+תמיד\s+שוכח[ת]?)[\s!.]*[{_EMOJI_CHARS}]*[\s!.]*$", re.IGNORECASE)
# Folded hands between an ask and what follows ("dana's kids names 🙏 meeting them tonight") say "please".
_PLEASE = re.compile(rf"(?<=[\w'])\s*\U0001F64F[{_EMOJI_CHARS}]*\s*(?=[\w{_HE}])")

# 🛒 / 📅 in place of the noun, after the preposition that says where ("add eggs to 🛒", "תוסיף ל🛒").
_EN_PLACE = re.compile(rf"\b(?P<prep>to|from|on|in|into|off|onto)(?:\s+(?:the|my|our))?\s*(?P<e>[{_CART}{_CALENDAR}])"
                       rf"{_MARKS}", re.IGNORECASE)
_HE_PLACE = re.compile(rf"(?<![{_HE}])(?P<prep>ל|מ|ב|אל|על|מה|לה|בה)\s*-?\s*(?P<e>[{_CART}{_CALENDAR}]){_MARKS}")
_EN_NOUNS = {_CART: "the shopping list", _CALENDAR: "the calendar"}
_HE_NOUNS = {_CART: "רשימת הקניות", _CALENDAR: "יומן"}
_HE_PREPS = {"מה": "מ", "לה": "ל", "בה": "ב"}
_EN_VERB = re.compile(r"^(?:add|put|remove|delete|take|get|buy|need|tick|cross|check|mark|show|clear)\b", re.IGNORECASE)
_HE_VERB = re.compile(rf"^(?:ת[{_HE}]{{2,}}|ש?צריך|צריכה|צריכים|חסר|חסרים|נגמר|נגמרו)(?![{_HE}])")
_OPENING = re.compile(rf"^\s*(?P<e>[{_CART}{_ALARM}{_DONE}])(?:{_MARKS}\s*)+")
_EN_REMIND = re.compile(r"^(?:remind|reminder|pls|please|don'?t\s+forget)\b", re.IGNORECASE)
_HE_REMIND = re.compile(rf"^(?:תזכיר|תזכירי|תזכורת|בבקשה|אל\s+תשכח)(?![{_HE}])")

# A letter held down: three or more of one letter.
_STRETCHED = re.compile(rf"(?P<l>[A-Za-z{_HE}])(?P=l){{2,}}")
_WORD = re.compile(rf"[\w{_HE}'@./:-]+")

# Command words typed with no space before the next word. Only these and only before what is no ending of a
# word of their own: "address", "added", "adding", "addict", "addition".
_GLUED_ME = re.compile(r"\b(?P<verb>remind|show|tell|text|call|ping|send)me\b", re.IGNORECASE)
_GLUED_ADD = re.compile(r"\badd(?P<rest>(?!ress|ed\b|er|ing|ict|iti|end|le\b|led\b|s\b|on\b|ons\b|y\b)[a-z]{3,})\b",
                        re.IGNORECASE)

# A sign-off closing the message: thanks or a blessing, then perhaps a name (one or two words, capitalised in
# English; one word in Hebrew), or a dash and a name as the last line.
_EN_THANKS = (r"(?i:thank\s+you|thanks|thankyou|many\s+thanks|with\s+thanks|kind(?:est)?\s+regards|best\s+regards|warm"
              r"\s+regards|regards|best\s+wishes|all\s+the\s+best|god\s+bless(?:\s+you)?|bless\s+you|love|yours"
              r"(?:\s+truly|\s+sincerely)?|sincerely|cheers|much\s+appreciated)"
              r"(?:\s+(?:so|very)\s+much|\s+in\s+advance|\s+again|\s+(?:dear|love|darling|sweetheart|honey))?")
_EN_NAME = r"[A-Z][a-z'-]+(?:\s+[A-Z][a-z'.-]*)?"
_HE_THANKS = r"(?:תודה(?:\s+רבה)?(?:\s+מראש)?|תודה\s+ענקית|בתודה(?:\s+מראש)?|בברכה|ברכות|שלך|שלכם|המון\s+תודה)"
# Words that may follow a thanks and are no name: they say more ("תודה, מחר נדבר").
_HE_NOT_NAME = frozenset(["מחר", "היום", "הערב", "אני", "את", "אתה", "הכל", "זה", "יאללה", "ביי", "לך", "לכם", "רבה",
                          "מראש", "גם", "וגם", "אבל"])
_SIGN_OFF = re.compile(
    rf"(?:(?<=[.!?,])|(?<=^))\s*(?:{_EN_THANKS})[\s,!.]*(?:{_EN_NAME})?[\s!.]*$"
    rf"|(?:(?<=[.!?,])|(?<=^))\s*(?:{_HE_THANKS})[\s,!.]*(?:(?P<he_name>[{_HE}]{{2,}})[\s!.]*)?$"
    rf"|(?<=[.!?])\s*[-–]\s*(?:{_EN_NAME}|[{_HE}]{{2,}})[\s!.]*$")
# A sign-off is looked for only in the message's last characters.
_SIGN_OFF_TAIL = 80
# Remarks about the message itself: whether it arrives, whether the thing works.
_ABOUT_THE_MESSAGE = re.compile(
    r"(?:^|(?<=[.!?,]))\s*(?:i\s+)?hope\s+(?:this|my)\s+(?:message\s+|text\s+|note\s+)?(?:reaches|gets\s+to|finds|got\s+to)"
    r"\s+you(?:\s+(?:well|ok|okay|alright))?[\s.!,]*"
    r"|(?:^|(?<=[.!?,]))\s*(?:i'?m\s+)?not\s+sure\s+(?:if\s+|whether\s+)?(?:this|it)\s+(?:works|is\s+working|will\s+work)"
    r"(?:\s+but)?[\s.!,]*"
    r"|(?:^|(?<=[.!?,]))\s*(?:אני\s+)?לא\s+(?:בטוח|בטוחה|יודע|יודעת)\s+(?:אם\s+|ש)?זה\s+(?:עובד|יעבוד|מגיע|הגיע)"
    r"(?:\s+אבל)?[\s.!,]*", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Typed:
    text: str
    why: str


def as_typed(text: str) -> Typed | None:
    """The message with its keyboard marks put right; None when it has none (or is nothing but them)."""
    changes: list[str] = []
    out = text
    lower = out.casefold()
    glued = out
    if "me" in lower:
        glued = _GLUED_ME.sub(r"\g<verb> me", glued)
    if "add" in lower:
        glued = _GLUED_ADD.sub(r"add \g<rest>", glued)
    if glued != out:  # first: an opening emoji reads the command word after it ("🛒 addmilk")
        out = glued
        changes.append("command words run together split")
    if (timed := glued_times.split(out)) != out:  # "מחרב8", "tmrwat5": a day and its hour typed together
        out = timed
        changes.append("a day and its hour typed together split")
    if ">" in out or (out and max(out) >= "\u2190"):
        from memo.planning.rules.arrow_moves import as_move

        if (moved := as_move(out)) is not None:  # "תזכורת gym → 6pm": before the arrow is dropped as a pictograph
            out = moved
            changes.append("an arrow from a thing to a time read as a move")
    if _shouted(out):
        out = re.sub(r"[A-Z]+", lambda m: m.group(0).lower(), out)
        changes.append("read in lower case")
    if "by" in lower:
        from memo.planning.rules.sounds_like import buy_typed_by

        sounded = buy_typed_by(out)
        if sounded != out:
            out = sounded
            changes.append("'by' typed for 'buy'")
    if out and max(out) >= "\u2190" and _ANY_EMOJI.search(out):  # a cheap look for any symbol first
        if _REPEAT in out:
            repeated = _REPEAT_BEFORE.sub(_repeat_word, out)
            if repeated != out:
                out = repeated
                changes.append("🔁 read as 'every'")
        remarked = _AFTERTHOUGHT.sub("", out)
        if remarked != out and remarked.strip():
            out = remarked
            changes.append("a remark after the request left out")
        ticked = _TICK_BETWEEN.sub(", ", out)
        if ticked != out:
            out = ticked
            changes.append("ticks between items read as commas")
        words = _emoji_as_words(out)
        if words.strip(" ,.!?") and words != out:
            out = words
            worded = _WORD_EMOJI.search(text) or _PLEASE.search(text)
            changes.append("emoji read as words or left out" if worded else "emoji left out")
    if _STRETCHED.search(out):
        held = _WORD.sub(_unstretched, out)
        if held != out:
            out = held
            changes.append("held-down letters typed once")
    out = out.strip()
    signed = _signed_off(out)
    if signed != out:
        out = signed
        changes.append("sign-off left out")
    out = re.sub(r"\s{2,}", " ", re.sub(r"\s+([,.!?])", r"\1", out)).strip(" ,")
    if not changes or out == text.strip() or not out.strip(" ,.!?-"):
        return None
    if changes == ["emoji left out"] and _BETWEEN.search(text):
        return None  # an emoji between words closes a clause, as the asides reading (asides.py) already reads it
    return Typed(out, ", ".join(changes))


def _repeat_word(match: re.Match[str]) -> str:
    if match.group("every"):
        return match.group("every")
    if match.group("en"):
        return "every " + re.sub(r"^on\s+", "", match.group("en"), flags=re.IGNORECASE)
    return "כל " + re.sub(r"^ב", "", match.group("he"))


def marks_doubt(operation: str, args: dict[str, object], raw: str) -> str:
    """Why a plan does not fit a mark of the message as sent: ❌ ("🛒❌ eggs": out of eggs, or take them off?) when
    it adds, 🔁 when it happens once. "" when it fits."""
    if not raw or max(raw) < "\u26D4":  # no symbol from these ranges at all: the common case, decided at once
        return ""
    if operation in _ADDS and NEGATIONS.search(raw):
        return "the message holds a mark that says no or remove, and the plan adds"
    if (_REPEAT in raw and operation in ("create", "createMultiple")
            and not (args.get("reminderRecurrence") or args.get("recurrence"))):
        return "the message holds 🔁 and the plan happens once"
    return ""


_ADDS = frozenset({"addItem", "create", "createMultiple", "createRecurring", "store"})


def _emoji_as_words(text: str) -> str:
    hebrew = re.search(f"[{_HE}]", text) is not None
    text = _EN_PLACE.sub(lambda m: f"{m.group('prep')} {_EN_NOUNS[m.group('e')]} ", text)
    text = _HE_PLACE.sub(
        lambda m: f"{_HE_PREPS.get(m.group('prep'), m.group('prep'))}{_HE_NOUNS[m.group('e')]} ", text)
    opening = _OPENING.match(text)
    if opening is not None:
        rest = _EMOJI.sub(" ", text[opening.end():]).strip()
        text = _opened_by(opening.group("e"), rest, hebrew) if rest else text
    # Between words an emoji closes a clause, as a comma would ("ugh 😩 what do i have today"); at the end, or
    # after punctuation, it is only left out.
    text = _BETWEEN.sub(", ", _PLEASE.sub(" please, ", text))
    return _EMOJI.sub(" ", text)


def _opened_by(mark: str, rest: str, hebrew: bool) -> str:
    """The message after an opening emoji that stands for its command."""
    if mark == _CART:
        if hebrew:
            if re.search(rf"(?<![{_HE}])[לבמ]?ה?רשימ", rest):
                return rest
            return rest if _HE_VERB.match(rest) else f"תוסיף לרשימת הקניות {rest}"
        if re.search(r"\blist\b", rest, re.IGNORECASE):
            return rest  # "🛒 add milk to the shopping list": the list is named already
        return f"{rest} to the shopping list" if _EN_VERB.match(rest) else f"add {rest} to the shopping list"
    if mark == _ALARM:
        if hebrew:
            return rest if _HE_REMIND.match(rest) else f"תזכיר לי {rest}"
        return rest if _EN_REMIND.match(rest) else f"remind me to {rest}"
    # ✅ before a report of what was done ("✅ called the plumber"): that task is done. A report that names
    # nothing ("✅ got em", "✅ done it") says what is done only with what came before: left as it is.
    if len(rest.split()) < 2 or _POINTER.search(rest):
        return rest
    return f"{rest}, תסמני כבוצע" if hebrew else f"{rest}, mark it done"


_POINTER = re.compile(rf"\b(?:it|them|em|'em|this|that|those|these)\b"
                      rf"|(?<![{_HE}])(?:זה|זאת|אותו|אותה|אותם|אותן)(?![{_HE}])", re.IGNORECASE)


def _unstretched(match: re.Match[str]) -> str:
    word = match.group(0)
    if (any(c.isdigit() for c in word) or "@" in word or "/" in word or "." in word.strip(".")
            or len(set(word.casefold())) == 1):
        return word  # "zzz", "www", "חחח", a number, an address

    def once(held: re.Match[str]) -> str:
        letter = held.group("l")
        if held.end() == len(word) or not word[held.end()].isalpha():
            return letter
        return letter * 2  # inside a word: "goood" -> "good", "סבבבה" -> "סבבה"

    return _STRETCHED.sub(once, word)


def _shouted(text: str) -> bool:
    """Whether the Latin words of the message are written in capitals (at least two words of them)."""
    if text.lower() == text:  # no capital at all: the common case, decided at once
        return False
    letters = re.findall(r"[A-Za-z]", text)
    if len(letters) < 8:
        return False
    upper = sum(c.isupper() for c in letters)
    return upper / len(letters) >= 0.9 and len(re.findall(r"\b[A-Z]{2,}\b", text)) >= 2


def _signed_off(text: str) -> str:
    lower = text.casefold()
    if "hope" in lower or "sure" in lower or "לא" in text:
        text = _ABOUT_THE_MESSAGE.sub(" ", text).strip()
    match = _SIGN_OFF.search(text, max(0, len(text) - _SIGN_OFF_TAIL))
    if match is None or (match.group("he_name") and match.group("he_name") in _HE_NOT_NAME):
        return text
    before = text[:match.start()].rstrip(" ,")
    return before if len(before.split()) >= 3 else text
