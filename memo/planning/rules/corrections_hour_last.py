"""An hour put right after the request, the hour taken back not said again: "remind me thursday at 10 to pay the
bill, no wait make it 11", "תזכירי לי ביום חמישי ב10 לשלם ארנונה, לא רגע ב11 כי ב10 אני בפגישה", "תכניסי ליומן
שיחה עם הקבלן מחר ב10, לא רגע תעשי 11 הוא שלח שהוא מאחר".

The request names one clock hour ("at 10", "ב10", "10:30"); after a pause, a marker that takes something back
("no wait", "actually", "לא רגע", "בעצם") and an hour alone, the later hour replaces the earlier one. A reason
said after it ("כי ב10 אני בפגישה", "he's running late") goes with the correction: it is why, not what.

Left as it was (corrections_doubt.py then asks): a bare "no"/"לא" (which may be "not at 11"), a series (moving
every one of its times is confirmed first), a request with no clock hour or with two, an hour said with no
"am"/"pm" where the one taken back had one, a bare number beside another number in the request ("take 2 pills at
10, wait, 3"), and anything after the hour that is not a reason.
"""

from __future__ import annotations

import re

_HE = r"\u05D0-\u05EA"
# Markers that take back what was said; the weak "no"/"לא" alone may say "not at 11", so they are not here.
_MARKER = (r"(?:no\s+wait|wait\s+no|no\s+sorry|oh\s+wait|i\s+mean|actually(?:\s+no)?|wait|sorry|or\s+rather"
           r"|לא\s+רגע|רגע\s+לא|בעצם\s+לא|לא\s+סליחה|בעצם|סליחה|כלומר|רגע)")
# The words that say the new hour: "make it", "let's say", "תעשי", "שיהיה", "it's".
_SAY = (r"(?:(?:make\s+(?:it|that)|let'?s\s+say|it'?s|change\s+it\s+to|תעשי|תעשה|תעשו|שיהיה|תשימי|תשים|זה)"
        r"(?:\s+(?:את\s+זה|אותה|אותו))?\s+)?")
_LED = r"(?:at\s+|@\s*|ב-?|ל-?)"
_HOUR = r"(?P<hour>\d{1,2}(?::[0-5]\d)?)(?:\s*(?P<half>am|pm|a\.m\.|p\.m\.))?"
# A reason for the correction: a subject or "because" opening it.
_REASON = (rf"(?:because|cause|cuz|bc|since|as|i'?m|im|i|i'?ve|i'?ll|he|she|they|we|he'?s|she'?s|they'?re|we'?re"
           rf"|it'?s|there'?s|כי|בגלל|אני|הוא|היא|הם|הן|אנחנו|יש|זה)(?![\w{_HE}'])")
_SAID_LAST = re.compile(
    rf"[,.;!…]+\s*{_MARKER}[\s,]+{_SAY}(?P<led>{_LED})?{_HOUR}(?![\w{_HE}:])"
    rf"(?P<why>[\s,.!-]+{_REASON}.*)?[\s.!]*$", re.IGNORECASE)
# A clock hour of the request: led ("at 10", "ב10", "ל-9") or written with minutes ("10:30").
_CLOCK = re.compile(
    rf"(?<![\w{_HE}])(?:(?:at\s+|@\s*|ב-?|ל-?)(?P<h>\d{{1,2}}(?::[0-5]\d)?)|(?P<m>\d{{1,2}}:[0-5]\d))"
    rf"(?P<half>\s*(?:am|pm|a\.m\.|p\.m\.))?(?![\w{_HE}:])", re.IGNORECASE)
_NUMBER = re.compile(r"\d+")
_SERIES = re.compile(rf"\b(?:every|each|daily|weekly|monthly)\b|(?<![{_HE}])(?:כל|בכל|בימי)(?![{_HE}])", re.IGNORECASE)


def put_right(text: str) -> tuple[str, str] | None:
    """The message with the hour said last in place of the one said in the request, and what was put right; None
    when the message has no such correction or it is not plain which hour it takes back."""
    last = _SAID_LAST.search(text)
    if last is None:
        return None
    head = text[:last.start()]
    if _SERIES.search(head):
        return None  # "every day at 8 …, actually make it 9": a whole series moved is confirmed first
    clocks = list(_CLOCK.finditer(head))
    if len(clocks) != 1:
        return None
    was = clocks[0]
    said = last.group("hour")
    if was.group("half") and not last.group("half"):
        return None  # "at 10am, wait, 1": which half of the day 1 is, is not said
    if not last.group("led") and len(_NUMBER.findall(head)) > len(_NUMBER.findall(was.group(0))):
        return None  # "take 2 pills at 10, wait, 3": a bare number may put the other one right
    start, end = was.span("h") if was.group("h") else was.span("m")
    if last.group("half"):
        end = was.end("half") if was.group("half") else end
        said = f"{said}{last.group('half')}"
    fixed = head[:start] + said + head[end:]
    return fixed, f"{was.group(0).strip()!r} taken back at the end for {said!r}"
