"""Spoken filler words: tried when no grammar reads the message as it was written.

Voice notes reach Memo as text from speech recognition, and people type the way they talk: "ok so um can you
like add bread to the list", "אממ בקיצור תזכירי לי מחר לקנות חלב", "תקשיבי, כאילו, תמחקי את כל התזכורות".
The request is plain to a person; the grammars read commands, not hesitations. `drop` returns the message
without them, and the rules read that text as a second reading, taken only when it is confident.

What is dropped never carries meaning of its own:
- hesitations anywhere ("um", "uh", "erm", "אממ", "אהמ");
- openers at the start of a clause ("ok so", "so yeah", "well,", "anyway", "basically", "you know", "oh and",
  "btw", "תקשיבי", "בקיצור", "טוב אז", "אה ואגב", "אגב", "יאללה"), and sighs ("ugh", "אוף", "נו באמת");
- "like" and "כאילו" used as hedges: between commas, after a hesitation or an opener, or before a command
  verb or a number ("at like 4"); never after a word that makes "like" a verb or a comparison ("i'd like",
  "looks like", "something like");
- "honestly", "literally", "rn" ("right now") and "just" or "kindly" before a command verb ("just add eggs",
  "kindly remove it"), and formal courtesy before a request ("Dear Memo,", "would you be so kind as to");
- "בבקשה" inside a request ("תבדקי בבקשה אם הגיע מייל");
- calling the one spoken to before a command ("אחי תזכיר לי…", "bro add…"), never a "my brother" that is the
  subject ("אחי מגיע מחר").

A "so" or "אז" that joins a remark to a request ("the dentist moved it so move the reminder") becomes a comma:
the request is then a clause of its own, which the asides reading (asides.py) takes when the remark is only a
remark. Corrections ("actually", "i mean", "בעצם", "no wait") are never dropped: they change what is asked.
"""

from __future__ import annotations

import re

_HE = r"\u05D0-\u05EA"
_B = rf"(?<![\w{_HE}'])"  # a word starts here (Hebrew letters are \w too; the apostrophe keeps "it's" whole)
_E = rf"(?![\w{_HE}'])"  # a word ends here

_HESITATIONS = r"u+m+|u+h+m*|e+r+m+|h+m+|e+h+|אמ{2,}|אהמ+|אההה*|אמממ*"
_EN_OPENERS = (
    r"ok(?:ay)?\s+so", r"so\s+yeah", r"so\s+like", r"so\s+basically", r"so", r"anyway(?:s)?", r"basically",
    r"you\s+know", r"oh\s+and", r"and\s+oh", r"btw", r"by\s+the\s+way", r"alright\s+so",
    r"right\s+so", r"yeah\s+so", r"hey\s+so", r"wall?ah", r"well(?=,)", r"ugh+", r"argh+", r"omg", r"ffs",
    # Urging and endearments carried over from Arabic and Russian ("yalla habibi add…", "davai add…").
    r"yalla+h?", r"habibi", r"habibti", r"davai", r"davay", r"davaj",
    # Formal courtesy around a request ("Would you be so kind as to add…", "Dear Memo, …").
    r"(?:please\s+|(?:would|could)\s+(?:you\s+)?)be\s+so\s+kind\s+(?:as\s+to|and)", r"dear\s+memo", r"hello\s+memo",
    r"i\s+would\s+(?:be\s+)?(?:most\s+|very\s+|really\s+)?(?:grateful|obliged|appreciate\s+it)\s+if\s+you\s+(?:could|would)",
    r"i'?d\s+(?:be\s+)?(?:most\s+|very\s+|really\s+)?(?:grateful|obliged|appreciate\s+it)\s+if\s+you\s+(?:could|would)",
    r"(?:please\s+)?be\s+advised(?:\s+that)?", r"for\s+your\s+information", r"just\s+so\s+you\s+know",
    # Losing the thread, said to oneself and closed by its own mark ("ok wait where was i... show me my tasks").
    r"(?:ok(?:ay)?\s+|hmm+\s+)?(?:wait\s+)?(?:where\s+(?:was\s+i|were\s+we)|what\s+was\s+i\s+(?:saying|doing|"
    r"gonna\s+say|going\s+to\s+say))\s*[.…?!,]+",
)
_HE_OPENERS = (
    r"אוקיי\s+אז", r"אוקי\s+אז", r"טוב\s+אז",
    # A bare "okay" opening a request ("אוקיי תבטל אותו"): assent to nothing said, or a breath before asking.
    r"אוקיי+", r"אוקי", r"אוקיי?\s+טוב", r"אז\s+כאילו", r"אז\s+בקיצור", r"אז", r"בקיצור", r"תקשיבי?",
    r"תשמעי?", r"אה\s+ואגב", r"ואגב", r"אגב", r"יאללה", r"וואלה", r"רגע\s+אז", r"אה", r"כאילו",
    r"דאבאי", r"דבאי", r"חביבי",  # urging and endearment from Russian and Arabic
    # Sighs and impatience ("אוף תבטלי את זה כבר", "נו באמת תמחק הכל"): feeling, not content.
    r"אוף+", r"נו\s+באמת", r"נו+", r"אוי+", r"וואי+",
    # Losing the thread, closed by its own mark ("רגע איפה הייתי... מה יש לי היום"); never "איפה הייתי אתמול".
    r"(?:רגע\s+)?(?:איפה\s+(?:הייתי|היינו)|על\s+מה\s+(?:דיברנו|דיברתי)|מה\s+(?:רציתי|עמדתי)\s+(?:להגיד|לבקש))\s*[.…?!,]+",
    # Courtesy before a request ("אודה לך אם תוסיפי…", "אשמח אם תרשמי…", "לידיעתך,").
    r"אודה\s+(?:לך|לכם)?\s*אם", r"אשמח\s+אם", r"אם\s+אפשר", r"לידיעתך", r"שלום\s+רב", r"ממו\s+יקרה?",
)
# Words after which "like" is a verb or a comparison, never a hedge.
_LIKE_KEEPERS = (
    "i", "you", "we", "they", "he", "she", "would", "i'd", "we'd", "you'd", "they'd", "feel", "feels", "felt",
    "look", "looks", "looked", "sound", "sounds", "seem", "seems", "something", "anything", "nothing", "more",
    "not", "don't", "didn't", "doesn't", "just", "much", "alike", "kinda", "exactly", "also", "really", "dont",
    "didnt", "doesnt", "id", "wed", "youd",
)
_COMMAND_START = (
    r"add|put|remind|set|make|create|move|push|delete|remove|take|cancel|mark|tick|cross|check|show|tell|send|"
    r"reply|forward|archive|save|write|note|find|search|read|open|schedule|book|change|update|clear|get|find|"
    r"what|when|where|who|which|how|do|can|could|will|would|is|are|"
    r"ת[\u05D0-\u05EA]{2,}|ל[\u05D0-\u05EA]{3,}|מה|מתי|איפה|מי|כמה|איזה|אפשר"
)

_HESITATION = re.compile(rf"{_B}(?:{_HESITATIONS}){_E}[,.]*", re.IGNORECASE)
_OPENER = re.compile(
    rf"(?:^|(?<=[,.!?;:]))\s*(?:(?:{'|'.join(_EN_OPENERS)}|{'|'.join(_HE_OPENERS)}){_E}[,.]*\s*)+", re.IGNORECASE)
_LIKE = re.compile(rf"(?P<before>{_B}[\w']+\s+|^|[,.]\s*)(?P<like>like){_E}\s*,?\s*(?=(?P<after>[\w\u05D0-\u05EA]+))",
                   re.IGNORECASE)
_KEDAI = re.compile(rf"{_B}כאילו{_E},?\s*")
_HEDGES = re.compile(rf"{_B}(?:honestly|literally|rn|right\s+now)(?=\s*(?:[,.!?]|$))|{_B}(?:honestly|literally){_E}",
                     re.IGNORECASE)
_JUST = re.compile(rf"{_B}(?:just|kindly|(?:would|could|will|can)\s+you\s+(?:please\s+)?kindly)\s+"
                   rf"(?=(?:{_COMMAND_START}){_E})", re.IGNORECASE)
# Calling the one spoken to, before a command ("אחי תזכיר לי…", "bro remind me…", "נשמה תוסיפי…"). Only before a
# command: "אחי מגיע מחר" is "my brother arrives tomorrow".
_VOCATIVE = re.compile(
    rf"(?:^|(?<=[,.!?;:]))\s*(?:bro|dude|man|mate|buddy|sis|babe|אחי|אחותי|אחייה|נשמה|מאמי|מותק|גבר|חבר|חביבי|יא\s+ואדי)"
    rf"{_E}[,!.]*\s*(?=(?:{_COMMAND_START}){_E})", re.IGNORECASE)
# "so" / "אז" between a remark and a request: a clause boundary.
_JOINING = re.compile(
    rf"(?<=[\w{_HE}'])\s+(?:and\s+)?(?:so|אז){_E}\s+(?=(?:{_COMMAND_START}|בקיצור|basically){_E})", re.IGNORECASE)


# "תבדקי בבקשה אם…", "תשלחי בבקשה מייל…": "please" after a command, in the middle of the request.
_PLEASE_INSIDE = re.compile(rf"(?<=[{_HE}])\s+(?:בבקשה|בבקשה,)(?=\s+[\w{_HE}])")


def drop(text: str) -> str | None:
    """`text` without its filler words, or None when it holds none (or nothing but them)."""
    out = _PLEASE_INSIDE.sub("", _HESITATION.sub(" ", text))
    out = _LIKE.sub(_like, out)
    out = _KEDAI.sub("", out)
    out = _HEDGES.sub("", out)
    out = _JUST.sub("", out)
    out = _VOCATIVE.sub(" ", out)
    out = _OPENER.sub(" ", out.strip())
    out = _JOINING.sub(", ", out)
    out = _OPENER.sub(" ", out.strip())  # a clause a joining word opened may begin with an opener too
    out = re.sub(r"\s+([,.!?])", r"\1", re.sub(r"\s{2,}", " ", out))
    out = re.sub(r"(?:,\s*){2,}", ", ", out).strip(" ,.")
    if not out or out == text.strip(" ,.") or len(out.split()) < 2:
        return None
    return out


# Words a hedging "like" comes before: "at like 4", "like tomorrow", "like the sourdough".
_BEFORE_A_HEDGED_WORD = frozenset({"around", "at", "in", "a", "the", "tomorrow", "today", "tonight", "tmrw", "next",
                                   "this", "on", "every", "monday", "tuesday", "wednesday", "thursday", "friday",
                                   "saturday", "sunday", "noon", "midnight"})


def drop_like(text: str) -> str:
    """`text` without the "like" used as a hedge."""
    return re.sub(r"\s{2,}", " ", _LIKE.sub(_like, text))


def _like(match: re.Match[str]) -> str:
    before = match.group("before")
    word = before.strip().casefold()
    if word in _LIKE_KEEPERS:
        return match.group(0)
    after = match.group("after")
    hedge = not word or before.rstrip().endswith((",", ".")) or after[0].isdigit() or re.fullmatch(
        _COMMAND_START, after, re.IGNORECASE) is not None or after.casefold() in _BEFORE_A_HEDGED_WORD
    return before if hedge else match.group(0)
