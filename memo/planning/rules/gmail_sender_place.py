"""The place a Hebrew sender is from, said right after them in a reply: "תעני למייל של המאמן מהפועל ש...", "תעני
לדנה מהעירייה ש...".

The reply grammar (gmail.py) takes the first word after "של" or "ל-" as the sender and went on past the next one, so
"המאמן מהפועל" was looked up as any coach's mail, and which team the coach is from was lost. The place is kept in
the search next to the sender, as the English reading keeps "the coach at hapoel". Only the word right after the
sender and right before what to say is taken; a time said there ("מהבוקר", "מאתמול") is no place.
"""

from __future__ import annotations

import re

from memo.planning.gmail_query import sender

_PLACE = re.compile(r"מ(?P<place>(?!חר$|חרתיים$|אתמול$|קודם$|עכשיו$|היום$|הבוקר$|הערב$|ייל$|המייל$)\S{2,})")
# What comes after the sender and the place: what to say, what about, or nothing.
_NEXT = re.compile(r"ש(?!ל(?:י|ו|ה|נו|הם|ך)?$)\S{2,}|:|על$|לגבי$|בנושא$")


def sender_query_he(words: list[str], who: str) -> str:
    """The Gmail search for a reply's sender ("from:מאמן"), with the place said right after them ("from:מאמן הפועל")."""
    query = f"from:{sender(who)}"
    for i, word in enumerate(words[:-1]):
        if word != who and not re.fullmatch(rf"(?:ל|מה|מ){re.escape(who)}", word):
            continue
        place = _PLACE.fullmatch(words[i + 1])
        if place is not None and (i + 2 == len(words) or _NEXT.match(words[i + 2])):
            return f"{query} {place.group('place').strip(',.')}"
        break
    return query
