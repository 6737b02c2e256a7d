"""`general`: Memo praised by a comparison with someone in the user's life — "lol ur better than my husband at
remembering stuff", "you're smarter than my boss", "you remember things better than my wife", "את יותר טובה מבעלי
בלזכור דברים", "אתה יותר מסודר מהמזכירה שלי".

Banter, a friendly reply and nothing to do. Only Memo is compared ("you", "ur", "את", "אתה"), with one of the user's
people ("my husband", "מבעלי", "מהבוס שלי"); a request word in what it is better at ("... at this so remind me
...") leaves the message to the tools, and a question ("are you better than chatgpt?") to the questions.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.general import _YOU, _YOURE
from memo.planning.rules.general_chat import _REQUEST_EN, _REQUEST_HE, _TRAILING, MAX_CHARS

BANTER = 0.85  # a friendly reply; below any tool's sure reading
_HE = r"\u05D0-\u05EA"

_LEAD_EN = r"^(?:(?:lol|lmao|haha+|omg|honestly|seriously|ngl|tbh|wow|man|dude)[\s,!.]+)*"
_BETTER_EN = (r"(?:better|smarter|faster|quicker|more\s+(?:organi[sz]ed|reliable|helpful|useful|efficient|patient)"
              r"|nicer|sharper|way\s+better)")
_PERSON_EN = (r"(?:my|our)\s+(?:(?:own|ex|old|last|actual|real)\s+)?(?:husband|hubby|wife|partner|boyfriend"
              r"|girlfriend|bf|gf"
              r"|boss|manager|secretary|assistant|ex|mom|mum|mother|dad|father|brother|sister|kids?|son|daughter"
              r"|team|colleagues?|coworkers?|family|friends?|roommate|memory|brain|calendar|phone|notebook)")
_COMPARE_EN = re.compile(
    rf"{_LEAD_EN}(?:{_YOURE}\s+(?:(?:so|way|much|even|literally|honestly|def(?:initely)?|already)\s+)*{_BETTER_EN}"
    rf"\s+than\s+{_PERSON_EN}(?P<tail>\s+(?:at|with|in)\s+[\w' -]{{1,40}})?"
    rf"|{_YOU}\s+(?:remember|organi[sz]e|handle|keep\s+track\s+of)\s+(?:stuff|things|everything|it\s+all|my\s+life)\s+"
    rf"(?:so\s+much\s+|way\s+|much\s+)?better\s+than\s+{_PERSON_EN})$", re.IGNORECASE)
_BETTER_HE = (r"טובה|טוב|חכמה|חכם|מהירה|מהיר|מסודרת|מסודר|אמינה|אמין|יעילה|יעיל|זריזה|זריז|סבלנית|סבלני|נחמדה|נחמד")
_PERSON_HE = (r"(?:בעלי|אשתי|(?:ה)?(?:בעל|אישה|בן\s+הזוג|בת\s+הזוג|חבר|חברה|בוס|בוסית|מנהל|מנהלת|מזכירה"
              r"|עוזרת|אמא|אבא|אח|אחות|ילדים|משפחה|שותף|שותפה|יומן|טלפון|זיכרון)\s+שלי|אמא\s+שלי|אבא\s+שלי|הבוס\s+שלי)")
_COMPARE_HE = re.compile(
    rf"^(?:(?:חח+|וואו|ואלה|באמת|ממש)[\s,!.]+)*(?:את|אתה)\s+(?:(?:ממש|פשוט|באמת|כבר|הרבה)\s+)*יותר\s+"
    rf"(?:{_BETTER_HE})(?![{_HE}])\s+מ-?(?:{_PERSON_HE})(?P<tail>\s+(?:ב|בל|ב-)\S+(?:\s+\S+){{0,3}})?$")


@grammar
def compared_praise(ctx: RuleContext) -> Intent | None:
    if len(ctx.text) > MAX_CHARS or "?" in ctx.text:
        return None
    text = _TRAILING.sub("", ctx.text.strip())
    m = _COMPARE_EN.match(text) or _COMPARE_HE.match(text)
    if m is None:
        return None
    # The whole message is the comparison; only what it is better at is free text ("at this so remind me ...").
    tail = m.group("tail") or ""
    if _REQUEST_EN.search(tail) or _REQUEST_HE.search(tail):
        return None  # a request rides on it
    return Intent("general", "respond", {"operation": "respond", "kind": "small_talk"}, BANTER,
                  intent_type="conversation")
