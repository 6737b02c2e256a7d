"""`general`: questions of the world that general.question's openers miss, often with a remark after them:

* what people usually give, buy or bring: "מה נותנים מתנה לילד בן 6 ליום הולדת? budget like 100 shekel 🎂", "what do
  you get a 6 year old for his birthday?", "מה מביאים לארוחת שישי אצל חברים";
* the time difference between places: "מה ההפרש שעות בין ישראל לטוקיו בחורף?", "what's the time difference between
  israel and tokyo";
* whether travellers need a visa or a paper: "do Israelis need a visa for Georgia? the country not the state lol",
  "האם ישראלים צריכים ויזה לגאורגיה".

The remark after the question mark ("budget like 100 shekel", "the country not the state lol") only narrows the
question; a request in it leaves the message to the other grammars. Read at general.question's confidence, below
every tool.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.general_chat import _REQUEST_EN, _REQUEST_HE

QUESTION = 0.72  # general.question's: below every tool
_HE = r"\u05D0-\u05EA"

_WHAT_PEOPLE_DO = (
    # The impersonal plural of Hebrew asks what is done in general: "מה נותנים", "מה קונים", "מה לובשים".
    r"(?:מה|איזה|איזו|כמה)\s+(?:(?:בדרך\s+כלל|בד\"כ|כדאי|רצוי)\s+)?(?:נותנים|קונים|מביאים|לובשים|לוקחים|אורזים"
    r"|מכינים|שולחים|כותבים|מגישים)\s+(?:מתנה|מתנות|כמתנה|ל|ב|ליום|לחתונה|לבר|לבת|לברית|לארוחת|לטיול|לטיסה)"
    r"|what\s+(?:do|does|should)\s+(?:you|one|people|ppl|i)\s+(?:usually\s+|normally\s+)?(?:get|give|buy|bring|wear|pack)"
    r"\s+(?:an?\s+|for\s+an?\s+|to\s+an?\s+)\d*\s*[\w-]*\s*(?:year[\s-]old|yo|kid|child|boy|girl|teen|toddler|baby"
    r"|wedding|birthday|bar\s+mitzvah|bat\s+mitzvah|housewarming|host|teacher|dinner|trip|flight)"
    r"|what'?s\s+a\s+good\s+(?:gift|present)\s+for")
_TIME_DIFFERENCE = (r"(?:מה\s+)?(?:ה)?הפרש(?:\s+(?:ה)?שעות|\s+(?:ה)?זמנים)?\s+(?:בין|מ)"
                    r"|(?:what'?s|whats|what\s+is)\s+the\s+time\s+difference\s+(?:between|with|to|from)"
                    r"|how\s+many\s+hours\s+(?:ahead|behind)")
_VISA = (r"(?:do|does|will)\s+(?:israelis|israeli\s+citizens|israeli\s+passport\s+holders|(?:[A-Z][a-z]+\s+)?citizens"
         r"|americans|brits|europeans|kids|children|babies|minors|tourists)\s+(?:still\s+)?need\s+(?:a\s+|an\s+)?"
         r"(?:visa|esta|eta|passport|permit|vaccine|vaccination|pcr)"
         r"|(?:האם\s+)?(?:ישראלים|אזרחים\s+ישראלים|תיירים|ילדים|קטינים)\s+(?:עדיין\s+)?(?:צריכים|צריך)\s+(?:ויזה|אשרה"
         r"|דרכון|אישור|חיסון)")
_ASK = re.compile(rf"^(?:{_WHAT_PEOPLE_DO}|{_TIME_DIFFERENCE}|{_VISA})(?![{_HE}])", re.IGNORECASE)
# "תגידי,", "quick q:", "hey": only opens it.
_LEAD = re.compile(r"^(?:(?:hey|hi|so|ok|okay|quick\s+q(?:uestion)?|random\s+q|תגידי|תגיד|שאלה|היי|רגע|אגב)[\s,:!]+)+",
                   re.IGNORECASE)
MAX_CHARS = 200


@grammar
def world_question(ctx: RuleContext) -> Intent | None:
    text = _LEAD.sub("", re.sub(r"\s+", " ", ctx.text).strip())
    if len(text) > MAX_CHARS or not _ASK.match(text):
        return None
    _question, mark, remark = text.partition("?")
    if mark and (_REQUEST_EN.search(remark) or _REQUEST_HE.search(remark) or "?" in remark):
        return None  # "... ? remind me to buy it tomorrow": a request after the question
    if ctx.time is not None and ctx.time.when is not None and ctx.time.date_only is None:
        return None  # a clock time is for the tools
    return Intent("general", "respond", {"operation": "respond", "kind": "question", "question": ctx.text}, QUESTION,
                  intent_type="conversation")
