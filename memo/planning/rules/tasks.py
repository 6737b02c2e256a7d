"""Tasks and reminders (the `database` capability): new reminders, nudges and tasks.

Arguments follow V1's taskOperations: operation, text, dueDate, reminder ("30 minutes" before),
reminderRecurrence {type, time, days, interval, dayOfMonth, until} (interval: a nudge's "N minutes", or how many
days/weeks/months apart a daily/weekly/monthly one fires, when more than 1); several tasks at once are
createMultiple with `tasks`. Changes to existing tasks are in `task_changes.py`, questions in
`task_queries.py`, and what they share (courtesy, time words, targets) in `task_words.py`.

The text a reminder keeps is the task's own words: the request ("can you remind me to", "אל תשכחי
להזכיר לי"), its connectors ("to", "about", "על") and its time words are cut; a Hebrew infinitive keeps
its "ל" ("להתקשר לאמא"), because that is how the reminder reads back.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta
from typing import Any

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, iso, tidy
from memo.planning.rules.task_words import (  # noqa: F401  (re-exported: older callers import them from here)
    DEFAULT_NUDGE_MINUTES,
    HE,
    MORNING,
    REFERENTIAL,
    core_of,
    due_args,
    latest_task,
    recurrence_args,
    timed,
)

SOFT_CONFIDENCE = 0.92  # "don't forget to", "make sure I": explicit, a little less than "remind me"
_B = rf"(?<![\w{HE}])"  # a word starts here (Hebrew-aware)
_E = rf"(?![\w{HE}])"  # a word ends here

_NAG = re.compile(
    rf"{_B}(?:(?:(?:keep|continue)\s+(?:on\s+)?)?(?:nag|nagging|bug|bugging|pester|pestering|hassle|hassling|nudge"
    r"|nudging|harass|harassing|poke|poking)\s+me|(?:keep|continue)\s+(?:on\s+)?(?:reminding|pinging|texting|messaging"
    r"|buzzing|poking)\s+me"
    r"|remind\s+me\s+(?:repeatedly|again\s+and\s+again|over\s+and\s+over)|(?:don'?t|do\s+not)\s+stop\s+reminding\s+me"
    r"|ת(?:ציק|ציקי|ציקו)\s+לי|ת(?:נדנד|נדנדי|נדנדו)\s+(?:לי|אותי)|ת(?:חפור|חפרי|חפרו)\s+לי"
    r"|ת(?:משיך|משיכי|משיכו)\s+להזכיר\s+לי|אל\s+ת(?:פסיק|פסיקי|פסיקו)\s+להזכיר\s+לי|ת(?:טריד|טרידי)\s+אותי"
    rf"|תזכיר(?:י|ו)?\s+לי\s+שוב\s+ושוב){_E}",
    re.IGNORECASE)
_STRONG = re.compile(
    rf"{_B}(?:(?:(?:don'?t|do\s+not)\s+forget\s+to\s+|make\s+sure\s+(?:to\s+|you\s+)|remember\s+to\s+)?remind\s+me"
    r"|(?:set|create|add|make|schedule|put\s+in|give\s+me|send\s+me|i\s+(?:need|want|would\s+like|'d\s+like)"
    r"|need|want)\s+(?:me\s+)?(?:up\s+)?(?:a\s+|an\s+)?(?:new\s+|quick\s+)?reminder"
    r"|(?:אל\s+ת(?:שכח|שכחי|שכחו)\s+|ת(?:זכור|זכרי|זכרו)\s+|(?:אני\s+)?(?:צריך|צריכה|רוצה)\s+(?:ש)?)?"
    r"ש?(?:תזכיר(?:י|ו)?|הזכר|הזכירי|להזכיר|תזכירני)\s*לי"
    # "תזכרי לי" is how "תזכירי לי" is often typed; "תזכרי לי ש..." (remember for me that ...) is a note.
    r"|ת(?:זכור|זכרי|זכרו)\s+לי(?!\s*ש)(?=\s)|(?:ל|ת)?תזכר(?:י)?\s+אותי|תזכרי\s+אותי"
    r"|(?:(?:תקבע|תקבעי|קבע|קבעי|תגדיר|תגדירי|הגדר|הגדירי|תיצור|תיצרי|צור|צרי|תוסיף|תוסיפי|הוסף|הוסיפי|תעשה|תעשי"
    r"|תכין|תכיני|תשים|תשימי|שים|שימי|תכניס|תכניסי|לקבוע|להגדיר|ליצור|להוסיף|לעשות|לשים)\s+(?:לי\s+)?"
    r"|(?:אני\s+)?(?:צריך|צריכה|רוצה)\s+)"
    rf"תזכורת(?:\s+חדשה)?){_E}",
    re.IGNORECASE)
# A bare "reminder: ..." / "תזכורת ל..." counts only at the start of the message.
_NOUN_FIRST = re.compile(rf"^(?:(?:a|new)\s+)?reminder{_E}|^תזכורת(?:\s+חדשה)?{_E}", re.IGNORECASE)
_SOFT = re.compile(
    rf"{_B}(?:(?:don'?t|do\s+not)\s+let\s+me\s+forget|(?:don'?t|do\s+not)\s+forget(?!\s+that\b)"
    r"|make\s+sure\s+(?:that\s+)?i"
    r"|remember\s+to|(?:alert|ping|notify|text|message|buzz)\s+me"
    r"|אל\s+ת(?:תן|תני|תנו)\s+לי\s+לשכוח|שלא\s+אשכח|אל\s+ת(?:שכח|שכחי|שכחו)(?=\s+ל)"
    rf"|ת(?:זכור|זכרי|זכרו)(?=\s+ל(?!י{_E})[{HE}])){_E}",
    re.IGNORECASE)
_WAKE = re.compile(rf"{_B}(?:wake\s+me(?:\s+up)?|get\s+me\s+up|ת(?:עיר|עירי|עירו)\s+אותי|הער\s+אותי){_E}",
                   re.IGNORECASE)
_ALARM = re.compile(
    rf"^(?:(?:set|create|add|make|put)\s+(?:me\s+)?(?:an?\s+)?alarm|alarm"
    rf"|(?:תקבע|תקבעי|תעשה|תעשי|תכוון|תכווני|תשים|תשימי|תגדיר|תגדירי)\s+(?:לי\s+)?(?:שעון\s+מעורר|שעון|אזעקה))(?:{_E}|$)",
    re.IGNORECASE)
# A second request in the same message ("... and add milk to the list"): a plan of two steps, not this grammar's.
_COMPOUND = re.compile(
    r"\band\s+(?:also\s+|then\s+)?(?:(?:add|put)\s+.+\s+(?:to|on)\s+(?:the|my)\s+.*list\b|remind\s+me\b"
    r"|email\b|send\s+(?:an?\s+)?(?:email|message)\b|(?:book|schedule)\s+(?:a|an|the)\b)"
    r"|\sו(?:גם\s+)?(?:תוסיף|תוסיפי|תכניסי|תרשמי)\s.+\s(?:ל|ב)ה?רשימ|\sו(?:גם\s+)?(?:תזכיר|תזכירי)\s+לי"
    r"|\sו(?:גם\s+)?(?:תשלח|תשלחי|תקבע|תקבעי)\s",
    re.IGNORECASE)

# Requests about existing tasks, and questions, start with these: never a new reminder.
_NOT_NEW = re.compile(
    r"^(?:delete|remove|cancel|erase|drop|forget|clear|stop|don'?t\s+remind|do\s+not\s+remind|no\s+need\s+to\s+remind"
    r"|(?:don'?t|do\s+not)\s+(?:nag|nudge|bug|pester|ping)|you\s+can\s+stop|no\s+more|enough"
    r"|אל\s+ת(?:נדנד|נדנדי|ציק|ציקי|חפור|חפרי)|די|מספיק"
    r"|move|change|reschedule|postpone|push|shift|delay|snooze|mark|rename|what|which|show|list|how\s+many"
    r"|any(?!\s+chance)"
    r"|do\s+i|did\s+i|are\s+there|is\s+there|when"
    r"|מחק|מחקי|תמחק|תמחקי|בטל|בטלי|תבטל|תבטלי|הסר|תסיר|תסירי|תוריד|תורידי|תפסיק|תפסיקי|אל\s+תזכיר|לא\s+צריך\s+להזכיר"
    r"|תזיז|תזיזי|הזז|תעביר|תעבירי|תשנה|תשני|שנה|דחה|תדחה|תדחי|סמן|תסמן|תסמני|מה|אילו|איזה|תראה|תראי|הצג|כמה|מתי)"
    rf"{_E}",
    re.IGNORECASE)
_AGAIN = re.compile(rf"^\s*(?:again|once\s+more|שוב|עוד\s+פעם){_E}", re.IGNORECASE)
_QUESTION = re.compile(
    rf"^(?:what|where|when|who|whom|which|how|why|whether|if|מה|איפה|מתי|מי|איך|כמה|אילו|איזה|האם|למה){_E}",
    re.IGNORECASE)
_LEADING = re.compile(
    r"^(?:[:\-,]+\s*|(?:to|that|about|of|re|regarding|for|me)\s+|2\s+(?=[a-z])|על\s+|ש(?=[\u0590-\u05FF]{2,}))",
    re.IGNORECASE)
_DANGLING_POD = re.compile(r"\s+(?:in\s+the\s+(?:morning|evening|afternoon)|at\s+night|בבוקר|בערב|בלילה|בצהריים)$",
                           re.IGNORECASE)
_UNTIL_I = re.compile(r"^(?:until|till|untill|unless)\s+(?:i\s+(?:have\s+)?|i'?ve\s+)?|^עד\s+ש(?:אני\s+)?",
                      re.IGNORECASE)
_UNTIL_DONE = re.compile(
    r"\s+(?:until|till)\s+(?:i(?:'m|\s+am)?\s+(?:do|did|done|finish|finished|say\s+(?:so|stop|done))"
    r"(?:\s+(?:it|that|this))?|it'?s\s+done|done)\s*$"
    r"|\s+עד\s+ש(?:אני\s+)?(?:אעשה|אסיים|אגמור|עשיתי|סיימתי|אגיד|אבצע)(?:\s+(?:את\s+)?(?:זה|די|סיימתי))?\s*$",
    re.IGNORECASE)
# Yearly repeats are not modelled: the first date is kept as a one-time reminder, and the reply says so.
_YEARLY = re.compile(r"\b(?:every|each)\s+year\b|\b(?:yearly|annually|once\s+a\s+year)\b"
                     r"|(?<![\w\u0590-\u05FF])(?:ב?כל\s+שנה|פעם\s+בשנה|מדי\s+שנה)(?![\w\u0590-\u05FF])", re.IGNORECASE)
# Vague times the grammar cannot pin down: cut from the text, and the time is asked for.
_VAGUE = re.compile(
    r"\b(?:next\s+week|this\s+weekend|next\s+weekend|next\s+month|later(?:\s+on|\s+today)?|some\s*time|soon"
    r"|one\s+of\s+these\s+days)\b|(?<![\w\u0590-\u05FF])(?:ב?שבוע\s+הבא|ב?סוף\s+השבוע|ב?סופ\"ש|ב?חודש\s+הבא"
    r"|אחר\s+כך|אח\"כ|מתישהו|בקרוב)(?![\w\u0590-\u05FF])",
    re.IGNORECASE)


def reminder_text(rest: str, trigger: re.Match[str]) -> str:
    """The task's own words around the trigger: "can you remind me to call mom" -> "call mom"."""
    after, before = rest[trigger.end():], rest[:trigger.start()]
    text = after if after.strip(" ,.:;-!?") else before
    text = _VAGUE.sub(" ", text)
    for _ in range(4):
        previous = text
        text = tidy(_UNTIL_DONE.sub("", text))
        text = _UNTIL_I.sub("", _LEADING.sub("", text))
        nested = _STRONG.match(text) or _NAG.match(text)
        if nested:
            text = text[nested.end():]
        if text == previous:
            break
    return tidy(core_of(text))


def _wake_time(args: dict[str, Any], notes: list[str], ctx: RuleContext) -> None:
    """ "wake me up at 7": a wake-up is in the morning, so an hour read as PM moves to the next morning."""
    if "assumed_pm" not in notes or "dueDate" not in args or "reminderRecurrence" in args:
        return
    when = datetime.fromisoformat(args["dueDate"]) - timedelta(hours=12)
    if when <= ctx.now:
        when += timedelta(days=1)
    args["dueDate"] = iso(when)
    notes[notes.index("assumed_pm")] = "assumed_am"


def _referent_summary(ctx: RuleContext) -> str:
    """The latest action's summary (an event, a note, a task), or "" so that the text is asked for."""
    for action in ctx.latest_actions:
        if isinstance(action, dict) and action.get("capability") not in ("general", "meta"):
            return tidy(str(action.get("summary") or ""))
    return ""


@grammar
def create_reminder(ctx: RuleContext) -> Intent | None:
    t = timed(ctx)
    rest = core_of(t.rest)
    if not rest or _NOT_NEW.match(rest) or _NOT_NEW.match(core_of(ctx.text)):
        return None
    if _COMPOUND.search(rest):
        return None
    nag = _NAG.search(rest)
    wake = None if nag else (_WAKE.search(rest) or _ALARM.match(rest))
    trigger = nag or wake or _STRONG.search(rest) or _NOUN_FIRST.match(rest)
    confidence = 0.95
    if trigger is None:
        trigger, confidence = _SOFT.search(rest), SOFT_CONFIDENCE
        if trigger is None:
            return None
    if wake is not None:
        confidence = 0.9
    after = rest[trigger.end():]
    if _AGAIN.match(after) and latest_task(ctx) is not None:
        return None  # "remind me again in 10 minutes": a snooze of the reminder that just fired
    if _QUESTION.match(_LEADING.sub("", after.strip())):
        return None  # "remind me what I have tomorrow" asks something; it sets nothing
    yearly = _YEARLY.search(rest)
    if yearly:
        rest = tidy(rest[:yearly.start()] + " " + rest[yearly.end():])
        trigger = (nag and _NAG.search(rest)) or _STRONG.search(rest) or _NOUN_FIRST.match(rest) or _SOFT.search(rest)
        if trigger is None:
            return None
    if wake is not None:
        alarm = wake.re is _ALARM
        hebrew = bool(re.search(rf"[{HE}]", wake.group(0)))
        text = ("שעון מעורר" if alarm else "להתעורר") if hebrew else ("alarm" if alarm else "wake up")
    else:
        text = reminder_text(rest, trigger)
    if t.time is not None and t.time.recurrence is not None and t.time.recurrence.until is not None:
        text = _DANGLING_POD.sub("", text)  # "every 20 minutes until 6 in the evening": "evening" is the until's
    if REFERENTIAL.fullmatch(text):
        text = _referent_summary(ctx)  # "remind me about it tomorrow": what the latest action was about
    latest = latest_task(ctx)
    if not text and t.time is not None and latest is not None and latest.get("action") == "reminded":
        return None  # "remind me in 10 minutes" right after a reminder fired: a snooze (task_changes.py)
    args, missing, notes = due_args(ctx, t, nag=bool(nag))
    if yearly:
        notes.append("yearly_as_one_time")
    if confidence == SOFT_CONFIDENCE and t.time is None and text:
        # "remember to buy milk", with no time: something to do, not something to be pinged about. The
        # notes grammar reads it as a weak note too; at the confidence floor, its reading wins when it runs.
        return Intent("database", "create", {"operation": "create", "text": text}, 0.7, entity="task")
    if wake is not None:
        _wake_time(args, notes, ctx)
    if not text:
        missing.insert(0, "text")
    if "dueDate" not in args and "reminderRecurrence" not in args and "dueDate" not in missing:
        missing.append("dueDate")
    return Intent("database", "create", {"operation": "create", "text": text, **args}, confidence,
                  missing=missing, notes=notes, entity="task")


# -- plain tasks -------------------------------------------------------------------------------------
_HE_ADD = (r"(?:תוסיף|תוסיפי|תוסיפו|הוסף|הוסיפי|תרשום|תרשמי|רשום|רשמי|תכניס|תכניסי|הכנס|תיצור|תיצרי|צור|צרי|תפתח"
           r"|תפתחי|פתח|תקבע|תקבעי|קבע|תשים|תשימי|שים|שימי)")
_TODO_LIST = r"(?:to[-\s]?do(?:\s+list)?|todo\s+list|tasks?|task\s+list|to[-\s]?dos)"
_HE_TODO_LIST = r"(?:ל|ב)(?:רשימת\s+)?(?:ה)?(?:משימות|מטלות)(?:\s+שלי)?"
_TASK_LEAD = re.compile(
    r"^(?:(?:add|create|make|new|set\s+up|open|put\s+down|write\s+down|jot\s+down)\s+(?:me\s+)?(?:a\s+|an\s+|another\s+)?"
    r"(?:new\s+)?(?:(?P<pl>tasks|to[-\s]?dos)|task|to[-\s]?do)|new\s+(?:task|to[-\s]?do)|(?:task|to[-\s]?do)(?=\s*[:\-]))"
    r"(?:\s+(?:to|for|called|named|that\s+says))?\s*[:\-]?\s*"
    rf"|^(?:add|put|write|jot\s+down|stick|throw)\s+(?:to|on|onto|in|into)\s+(?:my|the)\s+{_TODO_LIST}\s*[:\-]?\s*"
    rf"|^(?:{_HE_ADD}\s+(?:לי\s+)?(?:(?P<plh>משימות|מטלות)|משימה|מטלה)(?:\s+חדשה|\s+חדשות)?|משימה\s+חדשה|מטלה\s+חדשה"
    r"|משימה(?=\s*[:\-]))\s*[:\-]?\s*"
    rf"|^{_HE_ADD}\s+(?:לי\s+)?{_HE_TODO_LIST}\s*[:\-]?\s*",
    re.IGNORECASE)
_TASK_TAIL = re.compile(
    rf"^(?:add|put|write|jot\s+down|stick|throw)\s+(?P<x>.+?)\s+(?:to|on|onto|in|into)\s+(?:my|the)\s+{_TODO_LIST}$"
    rf"|^{_HE_ADD}\s+(?:לי\s+)?(?P<xh>.+?)\s+{_HE_TODO_LIST}$",
    re.IGNORECASE)
_WEAK = re.compile(
    r"^(?:i\s+(?:need|have|got)\s+to|i\s+must|i\s+should|i\s+gotta|i'?ve\s+got\s+to|i\s+have\s+got\s+to)\s+"
    r"(?!know\b|ask\b|think\b|understand\b|go\b\s*$)"
    rf"|^(?:אני\s+)?(?:צריך|צריכה|חייב|חייבת)\s+(?=ל[{HE}])",
    re.IGNORECASE)
_SPLIT_TASKS = re.compile(r"\s*(?:[,;\n]|\band\b\s+(?=\S+\s+\S))\s*|\s+ו(?=ל[\u0590-\u05FF])", re.IGNORECASE)


def _task_match(rest: str) -> tuple[str, float, bool] | None:
    """(the task's words, confidence, several tasks?) when the message asks for a plain task."""
    tail = _TASK_TAIL.match(rest)
    if tail:
        return tail.group("x") or tail.group("xh") or "", 0.92, False
    lead = _TASK_LEAD.match(rest)
    if lead:
        return rest[lead.end():], 0.92, bool(lead.group("pl") or lead.group("plh"))
    weak = _WEAK.match(rest)
    if weak:
        return rest[weak.end():], 0.75, False
    return None


@grammar
def create_task(ctx: RuleContext) -> Intent | None:
    t = timed(ctx)
    rest = core_of(t.rest)
    if not rest or _STRONG.search(rest) or _NAG.search(rest) or _NOUN_FIRST.match(rest):
        return None
    found = _task_match(rest)
    if found is None:
        return None
    raw, confidence, several = found
    text = tidy(_LEADING.sub("", tidy(raw)))
    if not text:
        return Intent("database", "create", {"operation": "create", "text": ""}, 0.85, missing=["text"],
                      entity="task")
    args, missing, notes = due_args(ctx, t)
    parts = [re.sub(rf"^ו(?=ל[{HE}])", "", tidy(p)) for p in _SPLIT_TASKS.split(text) if p and tidy(p)] \
        if several else [text]
    if len(parts) > 1:
        tasks = [{"text": p, **args} for p in parts]
        return Intent("database", "createMultiple", {"operation": "createMultiple", "tasks": tasks}, confidence,
                      missing=missing, notes=notes, entity="task")
    return Intent("database", "create", {"operation": "create", "text": text, **args}, confidence,
                  missing=missing, notes=notes, entity="task")
