"""A change of all the tasks said with emphasis, as people dictating or relieved say it: "mark all my tasks as done
all of them", "delete all my reminders, every single one, just clear everything", "תמחקי את כל התזכורות את כולן",
"סיימתי את כל המשימות של היום ברוך השם, תסמני הכל כבוצע".

"All of them" said again, a second verb over "everything", and words of relief ("thank god", "ברוך השם",
"literally") add nothing to the request. No grammar lives here: `task_changes.bulk` reads the message again
without them when it does not read it as written; what is left must still be a whole request for all the tasks.
"""

from __future__ import annotations

import re

from memo.planning.rules.base import tidy
from memo.planning.rules.task_words import HE

_E = rf"(?![\w{HE}])"
# "all of them", "every single one", "(just) clear everything", "את כולן", "הכל הכל": all said again. Only the bulk
# verbs of the request come before "everything", so "... and everything on the shopping list" is kept (and the
# request then reads as no bulk change).
_ALL_AGAIN = re.compile(
    r"[\s,;.!-]+(?:(?:like|just|yes|yeah|yep|i\s+mean|literally|really|so)\s+)*"
    r"(?:all\s+of\s+(?:them|it)|(?:each|every)\s+(?:single\s+)?one(?:\s+of\s+them)?|them\s+all"
    r"|(?:clear|delete|remove|wipe|erase|mark|check\s+off|tick\s+off|close)\s+(?:out\s+)?"
    r"(?:everything|it\s+all|them\s+all|all\s+of\s+(?:it|them)|the\s+lot)(?:\s+(?:done|off|as\s+done))?"
    r"|everything|the\s+whole\s+lot"
    rf"|(?:כן\s+|פשוט\s+)?(?:את\s+)?(?:כולן|כולם|הכל|הכול)(?:\s+(?:הכל|הכול|כולן|כולם))*"
    rf"|כל\s+אחת\s+מהן|כל\s+אחד\s+מהם"
    # "without exception", "בלי יוצא מן הכלל": all, said as an idiom, not an exception.
    rf"|(?:without|with\s+no)\s+(?:any\s+)?exceptions?|no\s+exceptions|(?:בלי|ללא)\s+יוצא\s+מן\s+הכלל){_E}(?=[\s,;.!-]|$)",
    re.IGNORECASE)
# Relief and emphasis around the request ("thank god", "ברוך השם", "literally everything"): no word of it.
_RELIEF = re.compile(
    rf"(?:^|(?<=[\s,;.!-]))(?:thank\s+(?:god|goodness|heavens)|thankfully|literally|ברוך\s+השם|בעזרת\s+השם|תודה\s+לאל"
    rf"|ב\"ה|בע\"ה|בס\"ד){_E}",
    re.IGNORECASE)


# How the user feels about it, said after the request ("... im so over this week tbh", "... נמאס לי מהשבוע הזה"):
# only a feeling of being fed up, never a "but" or a "not".
_FED_UP = re.compile(
    r"[\s,.;!-]+(?:(?:i'?m|im|i\s+am)\s+(?:so\s+|just\s+|totally\s+)?(?:over|done\s+with|tired\s+of|sick\s+of"
    r"|fed\s+up\s+with)(?:\s+(?:this|the|it|today|these|my)(?:\s+(?:week|day|month|stuff|list|tasks|whole\s+thing))?)?"
    rf"|נמאס\s+לי(?:\s+מ[{HE}]+(?:\s+ה?(?:זה|הזה|הזאת))?)?)(?:\s+(?:tbh|honestly|lol|ugh|כבר|באמת))*[\s.!]*$",
    re.IGNORECASE)

# Amazement said first ("wow i can't believe it but i did everything...", "וואו אני לא מאמינה אבל עשיתי הכל"): its
# "not" and "but" deny nothing of the request; an interjection of joy before it is no word of it either.
_AMAZED = re.compile(
    r"^(?:(?:wow+|omg|oh\s+my\s+god|yay+|wo+h?o+|whoa+|holy\s+(?:cow|moly|shit)|וואו+|ואו+|וואלה|יש+|אומייגאד)"
    r"(?:[\s,.!]+|$))*"
    r"(?:(?:(?:i\s+)?(?:can'?t|cannot|cant)\s+believe(?:\s+(?:it|this))?|(?:you\s+)?won'?t\s+believe(?:\s+(?:it|this))?"
    r"|unbelievable)(?:[\s,.!]*(?:but|that)\s+|[\s,.!]+)"
    rf"|(?:(?:אני\s+)?לא\s+(?:מאמינה|מאמין|מאמינים|מאמינות)|(?:את|אתה|אתם)\s+לא\s+(?:תאמיני|תאמין|תאמינו)|לא\s+ייאמן)"
    rf"(?:[\s,.!]*(?:אבל\s+|ש(?=[{HE}]))|[\s,.!]+))?",
    re.IGNORECASE)


def without_emphasis(text: str) -> str:
    """`text` without "all of them" said again, words of relief and a closing feeling of being fed up (the same text
    when it has none)."""
    shorter = _FED_UP.sub("", _RELIEF.sub(" ", _AMAZED.sub("", text)))
    first = re.search(rf"(?<![\w{HE}])(?:all|every|כל){_E}", shorter, re.IGNORECASE)
    if first is None:
        return text if shorter == text else tidy(shorter)
    # Only what follows the request's own "all" is said again.
    head, tail = shorter[:first.end()], shorter[first.end():]
    again = _ALL_AGAIN.sub("", tail)
    return text if head + again == text else tidy(head + again)
