"""What asks for a reminder: the trigger words `tasks.create_reminder` reads a new reminder from.

"remind me" and "set a reminder" (`_STRONG`), "nag me" (`_NAG`), a message opening with "reminder:" (`_NOUN_FIRST`),
"don't let me forget" (`_SOFT`), "wake me up" (`_WAKE`) and "set an alarm" (`_ALARM`), in English and Hebrew, with the
word edges they share. No grammar lives here: the patterns are kept apart from the grammar that reads them, and
`task_plain.py` and `task_own_times.py` use them too (imported from `tasks.py`, which imports them back).
"""

from __future__ import annotations

import re

from memo.planning.rules.task_counted import COUNTED_FIRST
from memo.planning.rules.task_words import HE

_B = rf"(?<![\w{HE}])"  # a word starts here (Hebrew-aware)
_E = rf"(?![\w{HE}])"  # a word ends here

# "תזכורת" written in Latin letters, as people who switch keyboards mid-message do ("set a tizkoret for 8").
_TIZKORET = r"tizk[aeiou]?r[eo]t|tizk[aeiou]?rot"
# Not after "stop", "don't", "אל": "u can stop nagging me" asks for the opposite.
_NOT_AFTER_STOP = r"(?<!stop\s)(?<!quit\s)(?<!don't\s)(?<!dont\s)(?<!not\s)(?<!אל\s)"
_NAG = re.compile(
    rf"{_B}{_NOT_AFTER_STOP}(?:(?:(?:keep|continue)\s+(?:on\s+)?)?(?:nag|nagging|bug|bugging|pester|pestering|hassle|hassling|nudge"
    r"|nudging|harass|harassing|poke|poking|hound|hounding|badger|badgering|spam|spamming)\s+me|(?:keep|continue)\s+(?:on\s+)?(?:reminding|pinging|texting|messaging"
    r"|buzzing|poking)\s+me"
    r"|remind\s+me\s+(?:repeatedly|again\s+and\s+again|over\s+and\s+over)|(?:don'?t|do\s+not)\s+stop\s+reminding\s+me"
    r"|ת?(?:ציק|ציקי|ציקו)\s+לי|ת?(?:נדנד|נדנדי|נדנדו)\s+(?:לי|אותי)|ת?(?:חפור|חפרי|חפרו)\s+לי|הצק\s+לי"
    r"|ת(?:משיך|משיכי|משיכו)\s+להזכיר\s+לי|אל\s+ת(?:פסיק|פסיקי|פסיקו)\s+להזכיר\s+לי|ת(?:טריד|טרידי)\s+אותי"
    rf"|תזכיר(?:י|ו)?\s+לי\s+שוב\s+ושוב"
    # "נודניק כל שעה לשתות מים": the nag named first, as "תזכורת ..." names the reminder
    rf"|^(?:נודניק|נדנוד)(?:\s+לי)?){_E}",
    re.IGNORECASE)
_STRONG = re.compile(
    rf"{_B}(?:(?:(?:don'?t|do\s+not)\s+forget\s+to\s+|make\s+sure\s+(?:to\s+|you\s+)|remember\s+to\s+)?remind\s+(?:me|us)"
    r"|(?:set|create|add|make|schedule|put\s+in|give\s+me|send\s+me|write|jot\s+down|i\s+(?:need|want|would\s+like|'d\s+like)"
    r"|need|want)\s+(?:me\s+)?(?:up\s+)?(?:a\s+|an\s+|(?:a\s+)?(?:couple|few)\s+(?:of\s+)?|some\s+|two\s+|three\s+)?"
    rf"(?:new\s+|quick\s+)?(?:reminders?|{_TIZKORET})"
    r"|(?:ו?אל\s+ת(?:שכח|שכחי|שכחו)\s+|ת(?:זכור|זכרי|זכרו)\s+|(?:אני\s+)?(?:צריך|צריכה|רוצה)\s+(?:ש)?)?"
    r"ש?(?:תזכיר(?:י|ו)?|הזכר|הזכירי|להזכיר|תזכירני)\s*(?:לי|לנו)"  # "לנו": remind us (a couple, a family)
    # "תזכרי לי" / "תזכר לי" is how "תזכירי לי" / "תזכיר לי" is often typed; "תזכרי לי ש..." (remember for me
    # that ...) is a note.
    r"|ת(?:זכור|זכר|זכרי|זכרו)\s+לי(?!\s*ש)(?=\s)|(?:ל|ת)?תזכר(?:י)?\s+אותי|תזכרי\s+אותי"
    r"|(?:(?:תקבע|תקבעי|קבע|קבעי|תגדיר|תגדירי|הגדר|הגדירי|תיצור|תיצרי|צור|צרי|תוסיף|תוסיפי|הוסף|הוסיפי|תעשה|תעשי"
    r"|תכין|תכיני|תשים|תשימי|שים|שימי|תכניס|תכניסי|לקבוע|להגדיר|ליצור|להוסיף|לעשות|לשים"
    r"|תרשום|תרשמי|תרשמו|רשום|רשמי|לרשום)\s+(?:לי\s+)?"  # "תרשמי לי תזכורת ל...": a reminder written down
    r"|(?:אני\s+)?(?:צריך|צריכה|רוצה)\s+)"
    rf"(?:תזכורת(?:\s+חדשה)?|(?:כמה\s+|שתי\s+|שלוש\s+)?תזכורות|reminders?|{_TIZKORET})){_E}|{COUNTED_FIRST}",
    re.IGNORECASE)
# A bare "reminder: ..." / "תזכורת ל..." counts only at the start of the message.
_NOUN_FIRST = re.compile(rf"^(?:(?:a|new)\s+)?(?:reminder|{_TIZKORET}){_E}|^תזכורת(?:\s+חדשה)?{_E}", re.IGNORECASE)
_SOFT = re.compile(
    rf"{_B}(?:(?:don'?t|do\s+not)\s+let\s+me\s+forget|(?:don'?t|do\s+not)\s+forget(?!\s+that\b)"
    r"|make\s+sure\s+(?:that\s+)?i(?:\s+(?:don'?t|do\s+not|dont|won'?t)\s+forget(?:\s+to)?)?"
    r"|remember\s+to|(?:alert|ping|notify|text|message|buzz)\s+me"
    r"|אל\s+ת(?:תן|תני|תנו|יתן|יתני|יתנו)\s+לי\s+לשכוח|שלא\s+אשכח|ו?אל\s+ת(?:שכח|שכחי|שכחו)(?=\s+ל)"
    rf"|ת(?:זכור|זכרי|זכרו)(?=\s+ל(?!י{_E})[{HE}])){_E}",
    re.IGNORECASE)
_WAKE = re.compile(rf"{_B}(?:wake\s+me(?:\s+up)?|get\s+me\s+up|ת(?:עיר|עירי|עירו)\s+אותי|הער\s+אותי){_E}",
                   re.IGNORECASE)
_ALARM = re.compile(
    rf"^(?:(?:set|create|add|make|put)\s+(?:me\s+)?(?:an?\s+)?alarm|alarm"
    rf"|(?:תקבע|תקבעי|תעשה|תעשי|תכוון|תכווני|תשים|תשימי|תגדיר|תגדירי)\s+(?:לי\s+)?(?:שעון\s+מעורר|שעון|אזעקה))(?:{_E}|$)",
    re.IGNORECASE)
