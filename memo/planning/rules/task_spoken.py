"""Time words as people say them rather than write them, rewritten into the forms the time grammar reads.

* A day of the month said as a word: "כל חודש בעשירי", "בחמישה עשר לחודש", "every month on the tenth",
  "(the) third of every month" -> "כל חודש ב10", "ב15 לחודש", "every month on the 10th", "the 3rd of every month".
  The Hebrew ordinals one to six are also weekday names ("בשלישי" is Tuesday), so they count as a day of the
  month only with "לחודש" / "בחודש" after them; seven to ten are never weekdays.
* A loose hour: "4ish", "at like 4ish" -> "around 4" / "at 4" (the same hour, read the same way).
* A time taken back and said again: "בחמש לא רגע בשש", "at 5 no wait 6" -> "בשש", "at 6".
* "abt" is "about", so "remind me tmrw abt the thing" is read as the vague reminder it is.
"""

from __future__ import annotations

import re

HE = r"\u0590-\u05FF"

_HE_WEEKDAY_ORDINALS = {"ראשון": 1, "שני": 2, "שלישי": 3, "רביעי": 4, "חמישי": 5, "שישי": 6}
_HE_OTHER_ORDINALS = {"שביעי": 7, "שמיני": 8, "תשיעי": 9, "עשירי": 10}
_HE_TEENS = {"אחד": 11, "שניים": 12, "שנים": 12, "שלושה": 13, "ארבעה": 14, "חמישה": 15, "שישה": 16, "שבעה": 17,
             "שמונה": 18, "תשעה": 19}
# Cardinals, as a day of the month is mostly said ("באחד לחודש", "בעשרה לחודש"): a date only before "לחודש".
_HE_CARDINALS = {"אחד": 1, "אחת": 1, "שניים": 2, "שנים": 2, "שתיים": 2, "שלושה": 3, "שלוש": 3, "ארבעה": 4, "ארבע": 4,
                 "חמישה": 5, "חמש": 5, "שישה": 6, "שש": 6, "שבעה": 7, "שבע": 7, "שמונה": 8, "תשעה": 9, "תשע": 9,
                 "עשרה": 10, "עשר": 10}
_HE_TEENS_FEMININE = {"אחת": 11, "שתים": 12, "שתיים": 12, "שלוש": 13, "ארבע": 14, "חמש": 15, "שש": 16, "שבע": 17,
                      "שמונה": 18, "תשע": 19}
_HE_UNITS = {"ואחד": 1, "ושניים": 2, "ושנים": 2, "ושלושה": 3, "וארבעה": 4, "וחמישה": 5, "ושישה": 6, "ושבעה": 7,
             "ושמונה": 8, "ותשעה": 9}


def _he_number(word: str) -> int | None:
    """The day a Hebrew day-of-month word names ("עשירי" 10, "חמישה עשר" 15, "עשרים ואחד" 21), or None."""
    parts = word.split()
    if len(parts) == 1:
        return (_HE_WEEKDAY_ORDINALS.get(parts[0]) or _HE_OTHER_ORDINALS.get(parts[0])
                or {"עשרים": 20, "שלושים": 30}.get(parts[0]) or _HE_CARDINALS.get(parts[0]))
    if len(parts) == 2 and parts[1] == "עשר":
        return _HE_TEENS.get(parts[0])
    if len(parts) == 2 and parts[1] == "עשרה":
        return _HE_TEENS_FEMININE.get(parts[0])
    if len(parts) == 2 and parts[0] in ("עשרים", "שלושים") and parts[1] in _HE_UNITS:
        total = (20 if parts[0] == "עשרים" else 30) + _HE_UNITS[parts[1]]
        return total if total <= 31 else None
    return None


_HE_DAY_NUMBER = (rf"(?:(?:{'|'.join(_HE_TEENS)})\s+עשר|(?:{'|'.join(_HE_TEENS_FEMININE)})\s+עשרה"
                  rf"|(?:עשרים|שלושים)(?:\s+(?:{'|'.join(_HE_UNITS)}))?"
                  rf"|{'|'.join([*_HE_WEEKDAY_ORDINALS, *_HE_OTHER_ORDINALS, *_HE_CARDINALS])})")
# "בעשירי לחודש", "ב-חמישה עשר בכל חודש": any day word, since "לחודש" after it says it is a date.
_HE_DOM_BEFORE_MONTH = re.compile(
    rf"(?<![\w{HE}])(?P<pre>ו?ב)-?\s?ה?(?P<n>{_HE_DAY_NUMBER})(?=\s+(?:ל|ב|של\s+)(?:כל\s+)?חודש(?![{HE}]))")
# "כל חודש בעשירי": only the ordinals that are no weekday.
_HE_MONTH_THEN_DOM = re.compile(
    rf"(?P<pre>(?<![\w{HE}])(?:ו?ב?(?:כל|מדי)\s+חודש)\s+ב)-?\s?ה?(?P<n>{'|'.join(_HE_OTHER_ORDINALS)}"
    rf"|(?:{'|'.join(_HE_TEENS)})\s+עשר|(?:עשרים|שלושים)(?:\s+(?:{'|'.join(_HE_UNITS)}))?)(?![\w{HE}])")


def _he_dom(match: re.Match[str]) -> str:
    day = _he_number(match.group("n"))
    return match.group(0) if day is None else f"{match.group('pre')}{day}"


_EN_ORDINALS = {
    "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8, "ninth": 9,
    "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14, "fifteenth": 15,
    "sixteenth": 16, "seventeenth": 17, "eighteenth": 18, "nineteenth": 19, "twentieth": 20, "thirtieth": 30,
}
_EN_UNIT_ORDINALS = {k: v for k, v in _EN_ORDINALS.items() if v < 10}
_EN_ORDINAL = (rf"(?:(?:twenty|thirty)[\s-]+(?:{'|'.join(_EN_UNIT_ORDINALS)})|{'|'.join(_EN_ORDINALS)})")
# Only where the ordinal is plainly a date: "every month on the tenth", "the third of every month", and "on the
# tenth" closing a phrase ("on the second floor" is a place, "on the first try" a count).
_EN_DOM = re.compile(
    rf"\b(?P<pre>(?:every|each)\s+month\s+on\s+the\s+|(?:the\s+)?)(?P<n>{_EN_ORDINAL})\b(?=\s+(?:day\s+)?of\s+(?:every|each|the)\s+month)"
    rf"|\b(?P<pre2>(?:every|each)\s+month\s+on\s+the\s+)(?P<n2>{_EN_ORDINAL})\b"
    rf"|\b(?P<pre3>on\s+the\s+)(?P<n3>{_EN_ORDINAL})\b(?=\s*(?:$|[,.!?]|(?:of|to|at|and|remind|i|we|pls|please)\b))",
    re.IGNORECASE)


def _en_number(word: str) -> int | None:
    word = word.casefold()
    if word in _EN_ORDINALS:
        return _EN_ORDINALS[word]
    tens, _, unit = re.sub(r"[\s-]+", " ", word).partition(" ")
    value = {"twenty": 20, "thirty": 30}.get(tens, 0) + _EN_UNIT_ORDINALS.get(unit, 0)
    return value if 1 <= value <= 31 else None


def _en_dom(match: re.Match[str]) -> str:
    for pre, n in (("pre", "n"), ("pre2", "n2"), ("pre3", "n3")):
        if match.group(n):
            day = _en_number(match.group(n))
            if day is None:
                return match.group(0)
            suffix = {1: "st", 2: "nd", 3: "rd", 21: "st", 22: "nd", 23: "rd", 31: "st"}.get(day, "th")
            return f"{match.group(pre)}{day}{suffix}"
    return match.group(0)


# "4ish", "at like 4ish", "around 4-ish": the hour, loosely.
_ISH = re.compile(r"\b(?P<at>at\s+)?(?:(?:like|around|about|abt)\s+)?(?P<h>\d{1,2}(?::\d{2})?)\s*-?\s*ish\b",
                  re.IGNORECASE)
_ABT = re.compile(r"\babt\b", re.IGNORECASE)

# "בחמש לא רגע בשש", "at 5, no wait, 6": a time taken back at once and said again; the second one is meant.
_HE_HOUR = (r"(?:אחת\s+עשרה|שתים\s+עשרה|אחת|שתיים|שלוש|ארבע|חמש|שש|שבע|שמונה|תשע|עשר|\d{1,2}(?::\d{2})?)"
            r"(?:\s+(?:וחצי|ורבע|ועשרים|ועשר))?(?:\s+(?:בבוקר|בערב|בלילה|בצהריים|אחה\"צ))?")
_EN_HOUR = r"(?:at\s+)?\d{1,2}(?::\d{2})?(?:\s*(?:am|pm|a\.m\.|p\.m\.))?"
_TAKEN_BACK = (r"\s*,?\s*(?:לא\s+רגע|רגע\s+לא|לא\s+לא|לא\s+בעצם|לא\s*,|בעצם|סליחה|טעות|no\s+wait|wait\s+no|no\s+no"
               r"|no\s+actually|no\s*,|actually|i\s+mean|sorry|make\s+(?:that|it)|wait)\s*,?\s*")
# Only mid-sentence, with the request going on after it: a correction tacked on at the end ("..., actually make it
# 8") may take back more than the time, and is asked.
_GOES_ON = (r"(?!\s+(?:עשרה|וחצי|ורבע|ועשרים|ועשר|בבוקר|בערב|בלילה|בצהריים)(?![\u0590-\u05FF]))"
            r"(?=\s*,?\s*[\w\u0590-\u05FF])")
_CORRECTED_TIME = re.compile(
    rf"(?<![\w{HE}])ב-?{_HE_HOUR}{_TAKEN_BACK}(?P<he>ב-?{_HE_HOUR})(?![\w{HE}]){_GOES_ON}"
    rf"|\b{_EN_HOUR}{_TAKEN_BACK}(?P<en>{_EN_HOUR})\b(?!:){_GOES_ON}",
    re.IGNORECASE)


def _corrected(match: re.Match[str]) -> str:
    said = match.group("he") or match.group("en")
    return said if match.group("he") or said.casefold().startswith("at") else f"at {said}"


def respell_spoken(text: str) -> str:
    """The message with spoken time words in the forms the time grammar reads (see the module text)."""
    text = _CORRECTED_TIME.sub(_corrected, text)
    if "חודש" in text:
        text = _HE_MONTH_THEN_DOM.sub(_he_dom, _HE_DOM_BEFORE_MONTH.sub(_he_dom, text))
    if re.search(r"[a-z]", text, re.IGNORECASE):
        if "ish" in text.casefold():
            text = _ISH.sub(lambda m: f"{'at' if m.group('at') else 'around'} {m.group('h')}", text)
        if "th" in text.casefold() or "st" in text.casefold() or "nd" in text.casefold():
            text = _EN_DOM.sub(_en_dom, text)
        text = _ABT.sub("about", text)
    return text
