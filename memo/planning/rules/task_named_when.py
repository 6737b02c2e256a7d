"""When one named reminder is: "מתי שמתי את התזכורת לטסט של האוטו", "מתי ה-reminder של ה-passport", "when's the
reminder for the dentist", "what time is my passport reminder", "when did i set the reminder about the insurance",
and with "when" said last, as a note is written: "insurance reminder when?", "התזכורת של הביטוח מתי?".

One reminder is asked about by what it is for, so it is the database's `get` of that task (its text resolved to the
task, as a change or a deletion is), not the whole to-do list (task_queries.py reads "מתי ... תזכורת" as that).
"When did I set" / "מתי שמתי" asks, as people say it, for the time the reminder was set FOR, not when it was made.

No name, a time or "next" in the name's place ("when is my next reminder", "מתי התזכורת להיום", "מתי התזכורות שלי")
stays the to-do question: the reminders of a window, or all of them.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, tidy
from memo.planning.rules.task_words import HE, core
from memo.planning.timeexpr import parse_range

_E = rf"(?![\w{HE}])"
# Above the to-do question's reading of the same words (0.9, or 0.94 with a task-list word).
_NAMED = 0.95

# Setting it, said before the noun: "מתי שמתי את", "מתי קבעת לי את", "when did i set".
_SET_HE = (r"(?:(?:שמתי|קבעתי|הגדרתי|רשמתי|שמת|קבעת|הגדרת|רשמת|שמנו|קבענו)\s+(?:לי\s+|לנו\s+)?(?:את\s+)?"
           r"|(?:יש\s+לי\s+(?:את\s+)?)|(?:אמורה\s+(?:לצלצל|להגיע|לקפוץ)\s+)|(?:מצלצלת\s+|קופצת\s+))")
_NOUN_HE = (r"(?:ה)?(?:תזכורת|משימה)(?:\s+שלי)?|(?:ה|ב)?-?\s?(?:reminder|task|alarm)(?:\s+שלי)?")
# "לאיזה יום קבעתי את התזכורת ל…", "באיזו שעה התזכורת של…": "when", asked by the day or the hour.
_WHICH_DAY_HE = r"(?:ל|ב)(?:איזה|איזו|אילו)\s+(?:יום|תאריך|שעה)(?:\s+ו?(?:שעה|יום))?"
_WHEN_HE = re.compile(
    rf"^(?:ו|אז\s+|רגע\s+)?(?:מתי|{_WHICH_DAY_HE})\s+(?:{_SET_HE})?(?:{_NOUN_HE})\s*-?\s*(?:של|ל|על|בשביל)\s*-?\s*(?P<what>.+?)\s*[?!.]*$",
    re.IGNORECASE)
_NOUN_EN = r"(?:reminder|task|alarm|reminders?\s+thing)"
_TAIL_EN = (r"(?:\s+(?:set(?:\s+for)?|going\s+off|go(?:ing)?\s+off|due|scheduled(?:\s+for)?|supposed\s+to\s+go\s+off"
            r"|again|exactly|for))*")
_WHEN_EN = re.compile(
    # "when's the reminder for the dentist (set for)", "when did i set the reminder about the insurance"
    r"^(?:and\s+|so\s+|wait\s+)?(?:(?:for\s+)?when(?:'s|s|\s+is|\s+was|\s+does|\s+will|\s+did\s+(?:i|we|you|u)\s+"
    r"(?:set|put|make|schedule|ask\s+for))|(?:for\s+|on\s+)?(?:what|which)\s+(?:time|day|date)\s+(?:is|was|did\s+(?:i|you|u|we)\s+(?:set|put|schedule)))\s+"
    rf"(?:(?:my|the|that|our)\s+)?{_NOUN_EN}\s+(?:for|about|to|of|re|on)\s+(?P<what>.+?){_TAIL_EN}\s*[?!.]*$"
    # "when's my passport reminder (set for)", "what time is the dentist reminder"
    r"|^(?:and\s+|so\s+|wait\s+)?(?:(?:for\s+)?when(?:'s|s|\s+is|\s+was|\s+does|\s+will|\s+did\s+(?:i|we|you|u)\s+"
    r"(?:set|put|make|schedule))|(?:for\s+|on\s+)?(?:what|which)\s+(?:time|day|date)\s+(?:is|was|did\s+(?:i|you|u|we)\s+(?:set|put|schedule)))\s+(?:my|the|that|our)\s+"
    rf"(?P<what2>[\w'\u05D0-\u05EA-]+(?:\s+[\w'\u05D0-\u05EA-]+){{0,2}}?)\s+{_NOUN_EN}{_TAIL_EN}\s*[?!.]*$",
    re.IGNORECASE)
# The reminder named first and "when" said last, as a note is written: "insurance reminder when?", "the reminder for
# the dentist - what time?", "התזכורת של הביטוח מתי?", "תזכורת לטסט, מתי היא?".
_WHEN_LAST = (r"\s*[,:-]?\s*(?:when|what\s+time|מתי|באיזו\s+שעה)(?:'s|\s+is|\s+was)?(?:\s+(?:it|that|היא|זה))?"
              r"(?:\s+(?:set(?:\s+for)?|again|exactly|שוב))?\s*[?!.]*$")
_LAST_EN = re.compile(
    rf"^(?:(?:my|the|that|our)\s+)?(?P<what2>[\w'-]+(?:\s+[\w'-]+){{0,2}}?)\s+{_NOUN_EN}{_WHEN_LAST}"
    rf"|^(?:(?:my|the|that|our)\s+)?{_NOUN_EN}\s+(?:for|about|to|of|re|on)\s+(?P<what>.+?){_WHEN_LAST}",
    re.IGNORECASE)
_LAST_HE = re.compile(rf"^(?:{_NOUN_HE})\s*-?\s*(?:של|ל|על|בשביל)?\s*-?\s*(?P<what>[^\s?].*?){_WHEN_LAST}",
                      re.IGNORECASE)
# Not a name: which reminder by order or time, or the reminders in general.
_NOT_A_NAME = re.compile(
    r"^(?:the\s+|my\s+)?(?:next|last|first|upcoming|latest|earliest|other|new|recurring|daily|weekly|morning|evening"
    r"|today'?s?|tomorrow'?s?|this|that|it|them|me|you|all|every|each|any|some)$"
    rf"|^(?:ה)?(?:הבאה|הבא|האחרונה|הראשונה|הקרובה|החדשה|היומית|השבועית|הזאת|הזו|זה|זאת|שלי|שלך|לי|כולן|כל|הכל){_E}",
    re.IGNORECASE)


def _name(raw: str) -> str:
    """ "ה-passport" -> "passport", "the dentist" -> "dentist": the words the task's text is matched on."""
    name = tidy(raw)
    name = re.sub(r"^(?:the|my|a|an)\s+", "", name, flags=re.IGNORECASE)
    name = re.sub(r"^ה-\s*(?=[A-Za-z])|^ה-\s*", "", name)
    return tidy(name.strip(" -?!.,"))


@grammar
def when_is_named_reminder(ctx: RuleContext) -> Intent | None:
    """ "מתי התזכורת לטסט של האוטו": one reminder's time, asked by what it is for."""
    text = core(ctx)
    m = _WHEN_HE.match(text) or _WHEN_EN.match(text) or _LAST_EN.match(text) or _LAST_HE.match(text)
    if m is None:
        return None
    name = reminder_name(m.groupdict().get("what") or m.groupdict().get("what2") or "", ctx)
    if name is None:
        return None
    return Intent("database", "get", {"operation": "get", "text": name}, _NAMED, entity="task")


def reminder_name(raw: str, ctx: RuleContext) -> str | None:
    """The words one reminder is asked about by ("ה-passport" -> "passport"), or None when they name none: an
    order, "mine", or a window ("מתי התזכורת להיום", "when is the reminder for tomorrow": the to-do question's)."""
    name = _name(raw)
    if not name or len(name.split()) > 6 or _NOT_A_NAME.search(name):
        return None
    if parse_range(name, ctx.now) is not None and len(name.split()) <= 2:
        return None
    return name
