"""`general`: luck asked for, with what the day holds: "בוקר טוב ☀️ היום אורזים את המטבח, תחזיקי לי אצבעות", "big
interview today, wish me luck!", "keep your fingers crossed for me 🤞", "תאחלי לי בהצלחה, יש לי מבחן היום".

"Wish me luck" and "תחזיקי לי אצבעות" are said to Memo in the imperative, but ask only for a kind word back. The rest
of the message (a greeting, what the user is doing today, why it matters) must be chat as well: a request word, a
question, a figure or a clock time in it ("בוקר טוב, תזכירי לי לארוז את המטבח בעשר", "wish me luck, and remind me at
9 to leave") leaves the message to the tools.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.general import _PIECE, _pieces
from memo.planning.rules.general_chat import _CLOCK_WORDS, _TRAILING, CHAT, MAX_CHARS, _only_chat

_HE = r"\u05D0-\u05EA"
_LUCK = re.compile(
    r"(?<![\w'])(?:(?:please|pls|plz|just)\s+)?(?:wish\s+me\s+(?:(?:good\s+)?luck|well)|(?:keep|have)\s+(?:your|ur|them"
    r"|those\s+)?\s*fingers\s+crossed|cross\s+(?:your|ur)\s+fingers|fingers\s+crossed|pray\s+for\s+(?:me|us)"
    r"|send\s+(?:me\s+|us\s+)?(?:good|positive|happy)\s+(?:vibes|energy|thoughts)|root\s+for\s+(?:me|us)"
    r"|think\s+of\s+(?:me|us))(?:\s+(?:for\s+me|too|today|please|pls))*(?![\w'])"
    rf"|(?<![{_HE}])ו?(?:(?:תחזיקי|תחזיק|תחזיקו|החזיקי|תחזקי)\s+(?:לי\s+|לנו\s+)?(?:את\s+ה)?אצבעות"
    r"|(?:תאחלי|תאחל|תאחלו)\s+(?:לי|לנו)\s+(?:בהצלחה|הצלחה|מזל)|(?:תתפללי|תתפלל|תתפללו)\s+(?:בשבילי|בשבילנו|עליי|עלי)"
    r"|(?:תשלחי|תשלח)\s+(?:לי\s+|לנו\s+)?(?:אנרגיות|אנרגיה|וייבים|ויבים)\s+(?:טובות|טובה|טובים|חיוביות)"
    r"|(?:תחשבי|תחשוב)\s+(?:עליי|עלי|עלינו))(?:\s+(?:חזק|בשבילי|היום|גם\s+את))*"
    rf"(?![{_HE}])", re.IGNORECASE)
_CLAUSES = re.compile(r"\s*(?:[.!;]+|,(?=\s)|\s+(?:and|but|so)\s+)\s*", re.IGNORECASE)


@grammar
def luck_asked(ctx: RuleContext) -> Intent | None:
    if len(ctx.text) > MAX_CHARS or "?" in ctx.text:
        return None
    if ctx.time is not None and ctx.time.when is not None and ctx.time.date_only is None:
        return None  # a clock time: something to schedule or remind
    text = _TRAILING.sub("", ctx.text)
    if not _LUCK.search(text):
        return None
    rest = _LUCK.sub(" . ", text)
    rest = rest[_pieces(rest, _PIECE)[0]:]  # "בוקר טוב ☀️", "good morning!"
    if _CLOCK_WORDS.search(rest):
        return None
    if not all(_only_chat(c) for c in _CLAUSES.split(rest) if c.strip()):
        return None
    return Intent("general", "respond", {"operation": "respond", "kind": "small_talk"}, CHAT,
                  intent_type="conversation")
