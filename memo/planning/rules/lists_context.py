"""What surrounds a list request: greetings, "it" and "them", the latest list, and the list meant by default.

Shared by the list grammars (`lists.py`, `lists_reports.py`).
"""

from __future__ import annotations

import re

from memo.planning.rules.base import RuleContext
from memo.planning.rules.lists_chatter import said_plainly
from memo.planning.rules.lists_lexicon import is_grocery, is_packing, is_product
from memo.planning.rules.lists_streams import unwound
from memo.planning.rules.lists_verbs import EN_CHANGE, HV_ADD, HV_REMOVE, HV_TICK, V_ADD
from memo.planning.rules.task_words import HE, core, core_of

# -- what people wrap a list request in ------------------------------------------------------------
# Greetings and forms of address before the request ("hey good morning!!", "בוקר טוב", "אחי"), beyond the
# courtesy task_words.core() drops; and a laugh or an emoji after it.
_GREETING = re.compile(
    rf"^(?:(?:good\s+(?:morning|afternoon|evening|day)|morning|evening|gm|hiya|howdy|hey\s+there|hi\s+there"
    rf"|hey|hi|hello|yo|sup|בוקר\s+טוב|בוקר\s+אור|ערב\s+טוב|צהריים\s+טובים|צהרים\s+טובים|שלום|היי|הי|אהלן|הלו"
    rf"|אחי|אחותי|אח\s+שלי|גבר|מותק|נשמה|חביבי|חביבתי|יקירתי|יקירי|מאמי|יאללה|yalla+h?|אוקיי|אוקי|סבבה|טוב|ok|okay"
    rf"|memo|ממו"
    # a sigh before the request ("ugh we're out of ...", "אוף נגמר ...")
    rf"|ugh+|argh+|oof|omg|אוף|אוי|וואי|פפפ+)(?![\w{HE}])[\s,!.:\-]*)+", re.IGNORECASE)
_LAUGH = re.compile(r"[\s,]+(?:lol|lmao|haha+|hehe|חח+|ח+ח+|:\)|;\))$", re.IGNORECASE)
# "add eggs to the list too, thank you", "תוסיפי לרשימה גם, תודה": "too" and thanks after the list say nothing of
# the items or the list. Only at the very end, where no item follows; "עד עכשיו" (so far) is read whole.
_TOO_THANKS = re.compile(
    rf"(?:[\s,]+(?:too|as\s+well|also|now|rn|right\s+now|asap|(?<!עד\s)עכשיו|גם|please|pls|plz|thanks|thx|thank\s+(?:you|u)(?:\s+(?:so|very)\s+much)?"
    rf"|(?:many\s+)?thanks(?:\s+a\s+lot)?|תודה(?:\s+רבה)?|בבקשה|lmk|pls\s+lmk"
    # British, Australian and Irish thanks ("ta", "cheers mate"), and thanks in the languages people mix in
    rf"|ta(?:\s+very\s+much)?|cheers(?:\s+(?:mate|love|luv|hun|babe))?|much\s+appreciated|merci(?:\s+beaucoup)?"
    rf"|gracias|danke|spasibo|спасибо)(?![\w{HE}]))+[\s.!]*$", re.IGNORECASE)
# A cry of joy before a report ("יש! מצאתי ...", "yay finally got the eggs"). Most only with "!" or a comma,
# since "יש חלב בבית" says what there is and "אחלה רשימה" praises.
_EXCLAIM = re.compile(rf"^(?:(?:יש+|yes+|finally|סוף\s+סוף|wo+w|great|nice|awesome|perfect|יופי|אחלה|מעולה|איזה\s+כיף)"
                      rf"\s*[!,]+|(?:ya+y+|wo+h?o+|whe+|הידד)(?![\w{HE}])[\s,.!]*)\s*", re.IGNORECASE)
# A word that takes back what came before ("nvm", "actually", "בעצם", "עזוב"), said before a list request: the
# request is what counts. Only before one of the list verbs: "nvm the eggs, take them off" is a clause
# (lists_clauses.py) and "עזוב את החלב" a request of its own.
_TAKE_BACK = re.compile(
    rf"^(?:nvm|never\s*mind|actually|wait|oh\s+wait|oops|sorry|on\s+second\s+thought|בעצם|עזוב|עזבי|תעזוב|תעזבי"
    rf"|רגע|אופס|סליחה|טעות|חכה|חכי)(?![\w{HE}])[\s,.!:\-]*\s(?=(?:also\s+)?(?i:{V_ADD}|{EN_CHANGE})(?![\w{HE}])"
    rf"|(?:גם\s+)?(?:{HV_ADD}|{HV_REMOVE}|{HV_TICK})(?![\w{HE}]))", re.IGNORECASE)


# "lmk what's on the list", "b4 i forget, add diapers", "לפני שאני שוכחת תוסיפי ...": a word on why or how to
# answer, before the request; "lmk" only before a question word, where it asks for the answer.
_OPENER = re.compile(rf"^(?:(?:pls\s+|please\s+|can\s+(?:you|u)\s+)?lmk\s+(?=(?:what|wat|wut|whats|what's|which|how|if"
                     rf"|מה|איזה)(?![\w{HE}]))"
                     rf"|(?:b4|before|bfore)\s+i\s+(?:forget|4get)|לפני\s+ש(?:אני\s+)?(?:שוכחת|שוכח|אשכח)(?![\w{HE}]))"
                     rf"[\s,.!:\-]*", re.IGNORECASE)
# "put the yogurt back on the list", "תחזירי את החלב לרשימה": an item taken off once, added again. "back" is no
# part of the item; the Hebrew "return" adds only where a list is named ("תחזיר את החלב לסופר" returns it).
_BACK_ON = re.compile(r"\s+back(?=\s+(?:on|onto|to|into|in)\s+(?:the|my|our)\s+(?:[\w']+\s+){0,2}?list\b)",
                      re.IGNORECASE)
_HE_RETURN = re.compile(r"^(?:תחזיר|תחזירי|תחזירו|החזר|החזירי|החזירו)(?=\s.*(?:ל|אל\s+)ה?רשימ)")


def _put_back(text: str) -> str:
    return _HE_RETURN.sub("תוסיפי", _BACK_ON.sub("", text))


# "אני צריכה שתפתחי רשימה ...", "אני רוצה שתוסיף ...": the request is what follows (English "i need you to" is
# courtesy task_words.core() drops).
_WANT_YOU = re.compile(rf"^(?:אני\s+)?(?:צריך|צריכה|רוצה|מבקש|מבקשת|אבקש|הייתי\s+(?:רוצה|מבקש|מבקשת))"
                       rf"(?:\s+(?:ממך|בבקשה))*\s+ש(?=ת[{HE}]{{2,}})")


# A heading before the message ("עדכון קטן:", "quick update -"): it says nothing of the request.
_HEADING = re.compile(r"^(?:(?:quick|small|little|short)\s+)?update\s*[:\-]\s*"
                      r"|^עדכון(?:\s+(?:קטן|קצר|זריז))?\s*[:\-]\s*", re.IGNORECASE)
# A request passed on from someone else ("my wife just said add bread", "רעייתי ביקשה שאוסיף לרשימה ...", "mom asked
# me to put eggs on the list"): the request is the user's to make, so it is read as said to Memo. Only before a
# verb that adds; the first-person Hebrew future after "ש" ("שאוסיף") becomes the imperative.
_RELAYED_EN = re.compile(rf"^(?:[\w']+\s+){{1,3}}?(?:just\s+|also\s+)?(?:said|says|asked\s+me\s+to|asks\s+me\s+to"
                         rf"|wants\s+me\s+to|told\s+me\s+to)\s*,?\s+(?=(?i:{V_ADD})(?![\w{HE}]))", re.IGNORECASE)
_RELAYED_HE = re.compile(rf"^(?:\S+\s+){{1,3}}?(?:ביקשה|ביקש|ביקשו|אמרה|אמר|אמרו|רוצה|רוצים|מבקשת|מבקש)"
                         rf"(?:\s+(?:ממני|ממך|ממנו))?\s+(?:(?P<first>ש(?:אוסיף|נוסיף|אכניס|נכניס|ארשום|נרשום|אשים"
                         rf"|נשים)(?![\w{HE}]))|(?=(?:להוסיף|להכניס|לרשום|לשים)\s))")


# "אני רוצה לפתוח רשימה חדשה ...", "I'd like to start a new list ...": the user's wish to act on a list is the
# request. The Hebrew infinitive becomes the imperative the grammars read; only verbs of list requests.
_HE_INFINITIVE = {"לפתוח": "תפתחי", "ליצור": "תיצרי", "להכין": "תכיני", "להקים": "תקימי", "להוסיף": "תוסיפי",
                  "להכניס": "תכניסי", "לרשום": "תרשמי", "למחוק": "תמחקי", "להוריד": "תורידי", "לסמן": "תסמני"}
# The formal "אבקש", "ברצוני", "הייתי מבקשת" ("I would ask to ...") as well.
_WANT_TO_HE = re.compile(rf"^(?:אני\s+)?(?:רוצה|רוצים|צריך|צריכה|מבקש|מבקשת|מעוניין|מעוניינת|אבקש|ברצוני"
                         rf"|הייתי\s+(?:רוצה|מבקש|מבקשת))(?:\s+(?:מאוד|ממך|בבקשה))*"
                         rf"\s+(?P<verb>{'|'.join(_HE_INFINITIVE)})(?=\s)")
# ... and the user's leave to do it ("you may delete the packing list", "you can now add ...").
# The subject may be left out of a need ("need to add to the pharm list: ...", "gotta add eggs").
_WANT_TO_EN = re.compile(r"^(?:(?:i|we)(?:\s+would\s+like|'d\s+like|\s+d\s+like|\s+want|\s+wanna|\s+need)\s+(?:to\s+)?"
                         r"|(?:(?:i|we)\s+)?(?:need\s+to|have\s+to|got\s+to|gotta)\s+"
                         r"|you\s+(?:may|can|could)(?:\s+now)?(?:\s+go\s+ahead\s+and)?\s+)"
                         r"(?=(?:create|make|start|open|set\s+up|add|put|delete|remove|clear|check\s+off|tick\s+off"
                         r"|cross\s+off)\s)", re.IGNORECASE)


# "add the following to my supplies list: ...", "תוסיפי את הדברים הבאים לרשימה: ...": the items come after the colon.
_FOLLOWING = re.compile(r"(?<=\s)(?:the\s+following(?:\s+(?:items|things))?|these\s+(?:items|things)"
                        r"|את\s+ה(?:דברים|פריטים)\s+ה(?:באים|אלה)|את\s+הבאים)\s+(?=[^:]+:\s*\S)", re.IGNORECASE)
# What the items are for, said first and closed by a comma ("לצ'ולנט של שבת, תרשום ברשימת הקניות: ...", "for the
# cholent, add to the shopping list: ..."): no item and no list, so the request starts after it.
# Not a report ("לקחתי את הטונה, שים וי"), nor before a tick said with an add verb ("שים וי").
_PURPOSE_FIRST = re.compile(rf"^(?:ל(?![{HE}]*(?:תי|נו)(?![\w{HE}]))[{HE}][{HE}'\"]+|for\s+(?:the\s+|our\s+|my\s+)?"
                            rf"[\w'-]+)(?:\s+[\w{HE}'\"-]+){{0,3}}?\s*,\s*(?!{HV_TICK}(?![\w{HE}]))"
                            rf"(?=(?:{V_ADD}|{HV_ADD})(?![\w{HE}]))", re.IGNORECASE)
# "כן אז קניתי ...", "yeah so i got ...": an acknowledgment before the request.
_ACK = re.compile(rf"^(?:כן|yeah|yes|yep)(?:\s*,\s*|\s+(?=(?:אז|so)(?![\w{HE}])))", re.IGNORECASE)


def _wanted(text: str) -> str:
    hebrew = _WANT_TO_HE.match(text)
    if hebrew:
        return _HE_INFINITIVE[hebrew.group("verb")] + text[hebrew.end():]
    return _WANT_TO_EN.sub("", text)


def _relayed(text: str) -> str:
    english = _RELAYED_EN.match(text)
    if english:
        return text[english.end():]
    hebrew = _RELAYED_HE.match(text)
    if hebrew:
        return ("תוסיף" if hebrew.group("first") else "") + text[hebrew.end():]
    return text


# Words of a list request people shorten when typing fast ("remove X frm the lst"): read as the words they
# stand for. Only words that are no other word; the user's items are never touched.
_SHORTHAND = {"frm": "from", "fr0m": "from", "lst": "list", "lsts": "lists", "shoping": "shopping",
              "shoppin": "shopping", "groc": "grocery", "grocey": "grocery", "grocerys": "groceries",
              "teh": "the", "hte": "the", "wat": "what", "shoppign": "shopping", "shpping": "shopping",
              "outta": "out of", "outa": "out of",
              # the Hebrew word for "list" in Latin letters, as people write it in English ("add to the reshima")
              "reshima": "list", "reshimah": "list", "rshima": "list", "hareshima": "the list",
              "ha-reshima": "the list", "reshimot": "lists"}
_SHORT_WORD = re.compile(r"(?<![\w'-])(?:" + "|".join(_SHORTHAND) + r")(?![\w'])", re.IGNORECASE)
# "reshimat kniyot", "the kniyot list": the shopping list named in Hebrew written in Latin letters.
_LATIN_SHOPPING = re.compile(r"(?<![\w'])(?:(?:ha-?)?reshimat\s+(?:ha-?)?kni(?:y|i)?o?t|kni(?:y|i)?o?t\s+list)"
                             r"(?![\w'])", re.IGNORECASE)
# "2" for "to" only right before a list ("add oat milk 2 the list"), never a count ("add 2 milks").
# "too" typed for "to" there as well ("add eggs too the list").
# Before a shopping or packing list "the" may be left out too ("add 2 shopping list"): those words are no count's thing.
_TWO_FOR_TO = re.compile(r"(?<=[A-Za-z])\s+(?:2|too)(?=\s+(?:(?:the|my|our|ur)\s+(?:[\w']+\s+)?"
                         r"|(?:shopping|grocery|groceries|packing)\s+)list\b)", re.IGNORECASE)


# "שופינג ליסט", "לליסט": the English words in Hebrew letters, read as the Hebrew list they name.
_HE_SHOPPING_LIST = re.compile(rf"(?<![\w{HE}])(?P<p>[לבמ]?)ה?(?:שופינג|שופּינג|גרוסרי)[\s-]*ליסט(?![\w{HE}])")
_HE_LIST_WORD = re.compile(rf"(?<![\w{HE}])(?P<p>[לבמ]?)ה?ליסט(?![\w{HE}])")
# Emoji that open the message ("🥑🥑 got the avocados"): a mark, never part of the request.
_LEADING_EMOJI = re.compile(r"^[\s\u2190-\u21ff\u2300-\u23ff\u2460-\u27bf\u2900-\u297f\u2b00-\u2bff\ufe0e\ufe0f"
                            r"\u200d\U0001f000-\U0001faff]+")
# A message pasted in from someone else, then the request ("my wife just sent: 'we're out of oil' add them"):
# the pasted words are read as a clause of the user's own, without the quote marks.
_PASTED = re.compile(r"^(?:[\w']+\s+){1,3}?(?:just\s+)?(?:sent|wrote|texted|messaged)(?:\s+(?:me|us))?(?:\s+this)?"
                     r"\s*:\s*[\"'“”‘’](?P<quote>[^\"“”]+?)[\"'“”‘’](?=[\s,.!]|$)", re.IGNORECASE)


# "add eggs to the shopping least", "take it off the lsit": "list" mistyped, where a list plainly goes (after
# "to/on/from the ..."); never "at least".
_LIST_TYPO = re.compile(r"(?P<ref>\b(?:to|on|onto|from|off|in|into)\s+(?:(?:the|my|our)\s+)?(?:[a-z]+\s+)?)"
                        r"(?:least|lsit|lits|lisst|liist)\b", re.IGNORECASE)
# "put in list ...", "remove from list the eggs": the article left out, as speakers of languages without one
# (Russian) often do; read as "the list". Not "to list of groceries", which names its list (lists_names.py).
# Nor "the move in list", "check-in list": a noun of a verb and "in" ends the list's name. (A lookahead put
# before the preposition: only "in" right after such a verb is kept; "add to list" is read as ever.)
PHRASAL_NOUN = "(?!(?:{})in\\b)".format("|".join(rf"(?<=\b{verb}[\s-])" for verb in (
    "move", "check", "sign", "walk", "drop", "plug", "weigh", "log")))
_NO_ARTICLE = re.compile(rf"{PHRASAL_NOUN}\b(?P<p>to|on|onto|from|off|in|into)\s+(?=list\b(?!-|\s+of\b))",
                         re.IGNORECASE)
# "תשים בשבילי ברשימה", "תוסיפי עבורי": "for me" after the verb, said the way "לי" is.
_FOR_ME = re.compile(rf"^(?P<v>ת[{HE}]{{2,}})\s+(?:בשבילי|עבורי)(?=\s)")


# A date after a list's name ("לרשימת הקניות ל-3.12: ...", "the shopping list for 24/11"): when the list will be
# used, as a relative day is (lists_names.without_day), never part of its name or an item.
_DATED_LIST = re.compile(rf"(?P<list>(?<![\w{HE}])[לבמ]?ה?רשימ(?:ה|ת)(?:\s+ה?[{HE}]+)?|\blist)\s+(?:ל|של|עבור|for)"
                         rf"\s*-?\s*(?:the\s+)?\d{{1,2}}[./]\d{{1,2}}(?:[./]\d{{2,4}})?(?![\d./])", re.IGNORECASE)


# "don't forget to add eggs to the list", "אל תשכחי להוסיף חלב לרשימה": the request itself, said as a reminder to
# Memo; "don't forget eggs on the list" puts them there.
_DONT_FORGET = re.compile(r"^(?:(?:pls|please)\s+)?(?:don'?t|dont|do\s+not)\s+forget\s+(?:to\s+)?"
                          r"(?=(?:add|put|write)\b)"
                          r"|^אל\s+(?:תשכח|תשכחי|תשכחו)\s+(?=(?:להוסיף|לרשום|להכניס|לשים|לכתוב)(?!\S))", re.IGNORECASE)
_DONT_FORGET_ON = re.compile(r"^(?:(?:pls|please)\s+)?(?:don'?t|dont|do\s+not)\s+forget\s+(?=.+?\s(?:on|in)\s+"
                             r"(?:the|my|our)\s+(?:[\w']+\s+)?list$)", re.IGNORECASE)


# The English word "list" with a Hebrew preposition or article on it, in a message of both languages: "ל-list של
# הסטודיו" is "לרשימה של הסטודיו"; "ל shopping list", "מה-packing list" name the list in English after a Hebrew
# preposition, read in the language of the message's verb ("add X ל shopping list": "to shopping list").
_LATIN_LIST_WORD = re.compile(rf"(?<![\w{HE}])(?P<p>[לבמ]ה?|ה)-?\s?list(?![\w'-])", re.IGNORECASE)
# "תראי לי את ה-shopping list": the English name with a Hebrew article, in a Hebrew message, is "רשימת shopping".
_LATIN_DEFINITE_LIST = re.compile(r"(?<=את\s)ה-?\s*(?P<name>(?!(?:the|my|our|a)\s)[A-Za-z][A-Za-z'-]*"
                                  r"(?:\s+[A-Za-z][A-Za-z'-]*)?)\s+list(?![\w'-])", re.IGNORECASE)
_LATIN_NAMED_LIST = re.compile(rf"(?<![\w{HE}])(?P<p>[לבמ])ה?-?\s*"
                               rf"(?P<name>[A-Za-z][A-Za-z'-]*(?:\s+[A-Za-z][A-Za-z'-]*)?)\s+list(?![\w'-])",
                               re.IGNORECASE)
_EN_PREPOSITION = {"ל": "to", "ב": "on", "מ": "from"}


def _named_in_english(match: re.Match[str], english: bool) -> str:
    if re.fullmatch(r"(?:the|my|our|a)", match.group("name").split()[0], re.IGNORECASE):
        return match.group()  # "ל the list": the English phrase is whole, only its preposition is Hebrew
    if english:
        return f"{_EN_PREPOSITION[match.group('p')]} {match.group('name')} list"
    return f"{match.group('p')}רשימת {match.group('name')}"


def _hebrew_list_words(text: str) -> str:
    text = _HE_SHOPPING_LIST.sub(lambda m: f"{m.group('p')}רשימת קניות", text)
    text = _HE_LIST_WORD.sub(lambda m: f"{m.group('p')}רשימה", text)
    if not re.search(rf"[{HE}]", text) or not re.search(r"[A-Za-z]", text):
        return text
    english = re.match(r"\s*[A-Za-z]", text) is not None
    text = _LATIN_NAMED_LIST.sub(lambda m: _named_in_english(m, english), text)
    text = text if english else _LATIN_DEFINITE_LIST.sub(lambda m: f"רשימת {m.group('name')}", text)
    return _LATIN_LIST_WORD.sub(lambda m: f"{m.group('p')[0]}{'ה' if m.group('p') == 'ה' else ''}רשימה", text)


def _unpasted(text: str) -> str:
    pasted = _PASTED.match(text)
    rest = text[pasted.end():].strip(" ,.!") if pasted else ""
    return f"{pasted.group('quote').strip()}, {rest}" if pasted and rest else text  # a quote alone asks nothing


# "תוסיף בבקשה: ...", "tick off please: ...": a courtesy word before the colon that opens the items is no item.
_PLEASE_COLON = re.compile(r"[\s,]+(?:בבקשה|please|pls|plz|kindly)\s*(?=:)", re.IGNORECASE)


def list_core(ctx: RuleContext) -> str:
    """The request without greetings, courtesy and a closing laugh ("hey good morning!! add ... pls")."""
    cached = ctx.__dict__.get("_list_core")
    if cached is None:
        # talk around the request, words of other languages (lists_streams.py)
        text = _LATIN_SHOPPING.sub("shopping list", _PLEASE_COLON.sub("", unwound(ctx.text)))
        text = _LIST_TYPO.sub(lambda m: f"{m.group('ref')}list", text)
        text = _FOR_ME.sub(r"\g<v> לי", _NO_ARTICLE.sub(r"\g<p> the ", text))
        text = _DATED_LIST.sub(lambda m: m.group("list"), text)
        text = _DONT_FORGET_ON.sub("put ", _DONT_FORGET.sub("", text))
        text = _TWO_FOR_TO.sub(" to", _SHORT_WORD.sub(lambda m: _SHORTHAND[m.group().casefold()], text))
        text = _put_back(_unpasted(_hebrew_list_words(_LEADING_EMOJI.sub("", text))))
        for _ in range(3):
            bare = _WANT_YOU.sub("", _TAKE_BACK.sub("", _EXCLAIM.sub("", _GREETING.sub("", text))))
            bare = _FOLLOWING.sub("", _wanted(_relayed(_HEADING.sub("", _ACK.sub("", _OPENER.sub("", bare))))))
            bare = _PURPOSE_FIRST.sub("", bare)
            if bare == text:
                break
            text = bare
        # core() is shared with the task grammars; only a greeting it does not know needs a reading of our own.
        text = core(ctx) if text == ctx.text else core_of(text)
        plain = said_plainly(text)  # chatter after the request, a list said some other way (lists_chatter.py)
        text = core_of(plain) if plain != text else text
        bare = _LAUGH.sub("", text)
        shorter = _TOO_THANKS.sub("", bare)
        bare = shorter if len(shorter.split()) >= 2 else bare  # "thanks" alone is no list request
        cached = ctx.__dict__["_list_core"] = core_of(bare) if bare != text else text
    return cached


# What may follow a list's name when it is not part of it: a reason ("..., trip is over", "found some in the
# drawer"). Never a second request, which the plan would drop.
FURTHER = re.compile(rf"(?<![\w{HE}])(?:and|then|also|remind|add|put|send|call|email|ו?תזכיר\S*|ו?תוסיפ\S*"
                     rf"|ו?תוסיף|ו?תכניס\S*|ו?תשים\S*|ו?תשלח\S*|ו?תרשמ\S*|ו?תרשום|ו?תמחק\S*|ו?תוריד\S*|ו?תסמנ\S*"
                     rf"|ו?תסמן|ו"
                     # a correction changes what was asked: "..., actually make it oat milk", "..., בעצם תעשי חלב סויה"
                     rf"|actually|i\s+mean|no\s+wait|wait\s+no|make\s+(?:it|that)|scratch\s+that|instead|rather"
                     rf"|בעצם|כלומר|לא\s+רגע|רגע\s+לא|במקום|התכוונתי)(?![\w{HE}])", re.IGNORECASE)
# Words that put a message in a shop ("decided not to buy", "in the cart", "at the supermarket"): an item named
# there without a list is on the shopping list.
BUYING = re.compile(rf"\b(?:buy|buying|bought|purchased?|shopping|store|supermarket|cart|basket)\b"
                    rf"|(?<![\w{HE}])(?:לקנות|קניתי|קנינו|נקנה|נקנו|קניות|בסופר|בעגלה|בסל|במכולת)(?![\w{HE}])",
                    re.IGNORECASE)


def latest_list_ids(ctx: RuleContext) -> list[str]:
    """The list the latest action (not small talk) was about, as ids; [] when it was not about a list."""
    for action in ctx.latest_actions:
        ids = [str(i) for i in (action.get("externalIds") or []) if str(i).startswith("list:")]
        if action.get("capability") == "database" and ids:
            return ids
        if action.get("capability") not in ("general", "meta"):
            break
    return []


DEFAULT_LIST = {"en": "shopping", "he": "קניות"}
PACKING_LIST = {"en": "packing", "he": "ציוד"}


def default_list(ctx: RuleContext, kinds: dict[str, str] = DEFAULT_LIST) -> str:
    """The shopping list (or another kind), in the message's language: what "I bought the eggs", "we're out of
    dish soap" or "scratch the cookies" is about when no list is named. The reply names the list it used."""
    return kinds["he" if re.search(rf"[{HE}]", ctx.text) else "en"]


def fallback_list(ctx: RuleContext, items: list[str]) -> str:
    """The list items named without one are on, when what they are says it: things one buys are on the
    shopping list, things one packs on the packing list; "" when it takes the user to say."""
    if items and (all(is_product(i) for i in items) or BUYING.search(ctx.text)):
        return default_list(ctx)
    if items and all(is_packing(i) for i in items):
        return default_list(ctx, PACKING_LIST)
    return ""


def add_fallback(ctx: RuleContext, items: list[str]) -> str:
    """Where things to add go when no list is named ("add oat milk to the list", "תוסיף לרשימה קוסקוס"): things
    one plainly buys on the shopping list, created if the user has none, and the reply names it; "" (ask which
    list) for anything else, since an item put on a list the user will not look at is lost."""
    return default_list(ctx) if items and len(items) <= 12 and all(is_grocery(i) for i in items) else ""


# "it", "them", "את זה": an item named before, or nowhere.
REFERENCE = re.compile(r"^(?:it|them|em|'em|that|this|those|these|this\s+one|that\s+one"
                       r"|(?:the\s+)?following(?:\s+(?:items|things))?|זה|זאת|אותו|אותה|אותם"
                       r"|אותן|ה?דבר\s+הזה|ה?דברים\s+האלה)$", re.IGNORECASE)


# Things only the user knows, never an item's name: "the usual", "the same as last week", "whatever we always
# get", "that thing", "הרגיל", "מה שתמיד קונים", "אותו דבר". Adding or ticking them as written would put a
# placeholder on the list, so the grammars ask which items instead.
VAGUE = re.compile(
    r"^(?:the\s+|that\s+|this\s+|my\s+|our\s+)?(?:(?:usual|regular|normal|same|standard)(?:\s+(?:one|ones|stuff|things"
    r"|items|order|groceries|shopping|list|lot|again|as\s+(?:usual|always|before|last\s+\w+|every\s+\w+)))*"
    r"|(?:stuff|things|thing|rest|others|whatever)(?:\s+(?:we|i)\s+(?:talked\s+about|mentioned|said|discussed))?"
    r"|(?:what|whatever|everything|all|the\s+stuff|the\s+things|stuff|things)\s+(?:that\s+)?(?:we|i)(?:'re|\s+are|\s+am)?"
    r"\s+(?:always|usually|normally|typically|still|also)?\s*(?:get|gets|buy|order|need|take|like|missing|out\s+of"
    r"|ran\s+out\s+of|got\s+last\s+\w+|bought\s+last\s+\w+)"
    r"|what(?:'s|\s+is|ever\s+is|ever'?s)\s+(?:missing|needed|left|running\s+low)"
    # "something for dinner", "stuff for the cake": what to buy, not yet said
    r"|(?:something|sth|smth|sumthin|somethin)(?:\s+.+)?|(?:stuff|things)(?:\s+(?:for|4)\s+.+)?"
    # "the thing mom mentioned", "what she asked for": someone else's words, not given here
    r"|(?:the\s+)?(?:what|whatever|thing|things|stuff|one|ones)\s+(?:that\s+)?[\w']+\s+(?:asked\s+for|mentioned|said"
    r"|wanted|wants|recommended|suggested|told\s+(?:me|us)\s+about|sent|texted|bought|got|grabbed|picked\s+up)"
    # "add it all", "put both on the list": a reference to several things named nowhere
    r"|it\s+all|all\s+of\s+(?:it|them|those|these)|them\s+all|both(?:\s+of\s+them)?|the\s+lot|all\s+(?:that|this)"
    r"|ze|zeh)$"
    r"|^(?:את\s+)?(?:ה?(?:רגיל|רגילים|רגילות|רגילה|קבוע|קבועים|שאר|דבר|דברים)(?:\s+ה?(?:רגילים|רגילות|קבועים"
    r"|קבועות|ההוא|ההם|ההן|ההיא))?|(?:ה?קניות|ה?דברים)\s+ה(?:רגילות|רגילים|קבועות|קבועים)|אותו\s+דבר|אותם\s+דברים"
    r"|כמו\s+(?:תמיד|בדרך\s+כלל|פעם\s+שעברה|בפעם\s+הקודמת|שבוע\s+שעבר|בשבוע\s+שעבר)"
    r"|(?:כל\s+)?מה\s+ש(?:תמיד|בדרך\s+כלל|צריך|חסר|נגמר|קניתי|קנינו|לקחתי|לקחנו|אנחנו\s+(?:תמיד\s+)?(?:קונים|לוקחים|צריכים)"
    r"|תמיד\s+(?:קונים|לוקחים|אנחנו\s+קונים)|\S+\s+(?:ביקש|ביקשה|ביקשו|אמר|אמרה|אמרו|רצה|רצתה|רצו|המליץ|המליצה"
    r"|הזכיר|הזכירה|שלח|שלחה))(?:\s+\S+){0,2}"
    r"|משהו(?:\s+\S+){0,3}|(?:ה?דברים|ה?דבר)\s+(?:ל|בשביל\s+)\S+(?:\s+\S+)?|את\s+שניהם|שניהם|את\s+כולם|כולם)$",
    re.IGNORECASE)


def vague(items: list[str]) -> bool:
    """Whether any item is a placeholder only the user can fill in ("the usual", "הרגיל")."""
    return any(VAGUE.match(item) for item in items)


# A word that only says "also" or "more": no item of its own ("תוסיפי גם לרשימה של הטיול").
ONLY_FILLER = re.compile(r"(?:גם|עוד|also|too|more|as\s+well|את\s+זה\s+גם|גם\s+את\s+זה)", re.IGNORECASE)


# A request to Memo inside what would be the items: the message asks two things.
SECOND_REQUEST = re.compile(
    rf"(?<![\w{HE}])(?:remind\s+me|ו?(?:תזכיר|תזכירי|תזכירו)\s+לי|ו?(?:תשלח|תשלחי|תקבע|תקבעי)\s)", re.IGNORECASE)


# Where a reason starts when no comma marks it ("scratch the limes we dont need them anymore", "תורידי את החלב
# כבר קניתי"): a subject or a "because" word after the item.
REASON_START = re.compile(rf"\s+(?=(?:we|we'?re|i|i'?m|im|they|because|cause|cuz|since|כי|כבר|אנחנו|אני"
                          rf"|nobody|no\s+one|אף\s+אחד|אף\s+אחת"
                          rf"|לא\s+(?:צריך|צריכה|צריכים|צריכות)|no\s+longer|don'?t\s+need"
                          rf"|אין\s+צורך|יש\s+לנו|יש\s+לי)(?![\w{HE}']))", re.IGNORECASE)
# "את הבמבה הילדים לא צריכים עוד", "the chips the kids don't eat them": someone who does not need or want it, named
# after the item. The earlier of it and a plainer reason start is taken, and never the item's own first word ("את
# הקוטג' לא צריך יותר" is the cottage cheese no longer needed).
_SOMEONE_DOES_NOT = re.compile(
    rf"(?<!את)(?<!the)\s+(?=(?:(?:the|my|our)\s+)?[\w{HE}']+(?:\s+(?:שלי|שלנו))?\s+(?:לא\s+(?:צריך|צריכה|צריכים|צריכות|רוצה|רוצים|אוכל|אוכלת|אוכלים"
    rf"|אוהב|אוהבת|אוהבים|שותה|שותים)|(?:don'?t|doesn'?t|do\s+not|does\s+not|won'?t)\s+(?:need|want|eat|like"
    rf"|drink))(?![\w{HE}']))", re.IGNORECASE)


# "גבינה צהובה אשתי כבר קנתה", "the cheese rotem already got it": someone else who bought or brought it (or says
# it is not needed), named
# after the item. The verb is in the third person, so the word before it is its subject, never part of the item;
# a subject that is itself a thing one buys ("גבינה צהובה כבר נקנתה") is no person, and is left alone.
_SOMEONE_GOT_IT = re.compile(
    rf"(?<!את)(?<!the)\s+(?P<who>(?:my\s+|our\s+)?[\w{HE}']+(?:\s+(?:שלי|שלנו))?)\s+(?:(?:כבר|already|just)\s+)?"
    rf"(?:קנה|קנתה|קנו|הביא|הביאה|הביאו|לקח|לקחה|לקחו|הזמין|הזמינה|הזמינו|סידר|סידרה|סידרו|דאג|דאגה|דאגו"
    rf"|bought|got|grabbed|picked\s+up|brought|ordered|took\s+care\s+of"
    # or who says it is not needed: "remove milk my partner says we still have some", "אשתי אומרת שיש"
    rf"|says|said|thinks|reckons|אומר|אומרת|אומרים|אמר|אמרה|אמרו|טוען|טוענת)(?![\w{HE}'])", re.IGNORECASE)


# Words before the verb that are no one: "mark eggs as bought", "the milk was bought", "it's all been got".
_NO_ONE = frozenset(re.findall(r"\S+", "as is was were been be being it it's its them that this all and or not never "
                                       "also just already has have had are to of for the a an some any "
                                       "לא גם רק כבר זה זאת הכל"))


def _someone_got_it(items: str) -> re.Match[str] | None:
    for match in _SOMEONE_GOT_IT.finditer(items):
        who = match.group("who").split()
        if who[-1].casefold() not in _NO_ONE and not any(is_product(w) or is_packing(w) for w in who):
            return match
    return None


def without_reason(items: str) -> str:
    """The items of a request without a reason said after them ("את הגבינה יש לנו" -> "את הגבינה"), unless
    what follows asks for more."""
    # The earliest: "את הבמבה הילדים לא צריכים" has its reason from "הילדים", not from "לא צריכים".
    found = [m for m in (REASON_START.search(items), _SOMEONE_DOES_NOT.search(items), _someone_got_it(items))
             if m is not None]
    start = min(found, key=lambda m: m.start()) if found else None
    if start is None or FURTHER.search(items[start.end():]):
        return items
    return items[:start.start()]
