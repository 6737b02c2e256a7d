"""What the user tells Memo to keep, said by why they say it, and what they take back.

* "המידה של יואב בנעליים 31, שיהיה רשום", "the alarm code is 4471 so it's written down", "dana likes white wine,
  for future reference": a fact, then why it is said (so that it is on record, so Memo remembers it). The fact is
  kept. Not a to-do, a missing grocery or anything with a time ("dentist tuesday at 10 so it's written down" is an
  event or a reminder), and "for the record" alone only with a fact that has a number or "X is Y".
* "remember to X": a reminder when it says when, else a note (called by notes.store_note).
* "forget what i told you about the surprise party, it's cancelled", "תשכחי מה שסיפרתי לך על הטיול": what the user
  told Memo is a note, so the note about it is deleted, asking first as every note delete does (notes_delete._delete).
  Not when it names a reminder, a task, a list, a meeting or the calendar: those are other tools' ("forget what i
  told you about the reminder"). With a time ("forget what i said about 5pm, make it 6") it corrects something said
  before, and with no subject ("forget what i told you") nothing says what: Memo asks.
"""

from __future__ import annotations

import re

from memo.planning.dsl import INTENT_UNCLEAR
from memo.planning.rules import grammar
from memo.planning.rules.asides import replace_text
from memo.planning.rules.base import Intent, RuleContext, tidy
from memo.planning.rules.lists_lexicon import is_grocery
from memo.planning.rules.notes import (
    _OUT_OF,
    _STATEMENT_EN,
    _STATEMENT_HE,
    _TODO_START,
    _keywords,
    _store,
    core,
    only_importance,
)
from memo.planning.rules.notes_delete import _REASON, _delete

KEPT = 0.88  # the purpose clause names the notes as plainly as "save it" after the fact (0.9), a little below
FORGET_TOLD = 0.9  # above a task's reading of "forget X" as deleting a task (0.72)
_HE = r"\u05D0-\u05EA"

# Why it is said, at the end: so that it is written down, saved, remembered.
_WHY_EN = (r"(?:(?:just\s+)?so\s+(?:it'?s|its|it\s+is|that\s+it'?s|it\s+gets|we\s+have\s+it|(?:you|u)\s+(?:have\s+it"
           r"|(?:will\s+|'ll\s+)?remember(?:\s+it)?|know\s+for\s+next\s+time))(?:\s+(?:written\s+down|saved|noted"
           r"|recorded|on\s+record|somewhere|in\s+(?:your|ur|my|the)\s+notes|kept|stored))?"
           r"|for\s+(?:future|later)\s+reference|for\s+next\s+time|for\s+the\s+record"
           # "you should remember that for friday dinners", "worth keeping in mind", "keep that in mind for her visit".
           r"|(?:(?:you|u)\s+should\s+|(?:it'?s\s+)?(?:worth|good|important)\s+(?:to\s+)?)(?:remember(?:ing)?|keep(?:ing)?"
           r"\s+(?:that|this|it)?\s*in\s+mind)(?:\s+(?:that|this|it))?(?:\s+for\s+(?:[\w']+\s+){0,3}[\w']+)?"
           r"|keep\s+(?:that|this|it)\s+in\s+mind(?:\s+for\s+(?:[\w']+\s+){0,3}[\w']+)?)")
_WHY_HE = (r"(?:(?:רק\s+)?ש(?:יהיה|יהיו|זה\s+יהיה)\s+(?:לך\s+|לנו\s+|לי\s+)?(?:רשום|רשומים|שמור|שמורים|כתוב|כתובים"
           r"|בפתקים|בזיכרון|מתועד|אצלך)(?:\s+לפעם\s+הבאה)?|ש(?:יהיה|יהיו)\s+לך(?:\s+לפעם\s+הבאה)?|שתזכרי|שתזכור|שתזכרי\s+לפעם\s+הבאה|שתזכור\s+לפעם\s+הבאה"
           r"|לפעם\s+הבאה|לפרוטוקול|לידיעה|לתיעוד"
           # "כדאי שתזכרי את זה לארוחות שישי", "חשוב שתזכור את זה": you should remember it (תזכרי, not תזכירי: no
           # reminder), and what for.
           r"|(?:(?:כדאי|חשוב|טוב)\s+)?ש?(?:תזכרי|תזכור)\s+(?:את\s+)?(?:זה|זאת)(?:\s+(?:ל|בשביל\s+|לקראת\s+)"
           r"[\u05D0-\u05EA]+(?:\s+[\u05D0-\u05EA]+){0,2})?)")
_TRAIL = re.compile(rf"[\s,.;:!\-–]+(?:{_WHY_EN}|{_WHY_HE})(?:\s+(?:pls|please|thanks|thx|ok|בבקשה|תודה|אוקיי))*"
                    r"\s*[.!]*\s*$", re.IGNORECASE)
_TRAIL_WINDOW = 160
_WEAK_WHY = re.compile(r"for\s+the\s+record|for\s+next\s+time|לפעם\s+הבאה|לפרוטוקול|לידיעה", re.IGNORECASE)
_OTHER_TOOLS = re.compile(rf"\b(?:lists?|reminders?|tasks?|meetings?|appointments?|events?|calendar|schedule)\b"
                          rf"|(?<![{_HE}])(?:ה|ל|ב)?(?:רשימ|תזכור|משימ|פגיש|אירוע|יומן)", re.IGNORECASE)
# A first-person plan or state ("i'll be late", "אני אאחר"): something said, not a fact to keep.
_SAID_NOT_KEPT = re.compile(r"^(?:i'?ll|i\s+will|i'?m|im|i\s+am|we'?ll|we'?re|אני|אנחנו|אהיה|אאחר|נאחר)"
                            r"(?![\w\u05D0-\u05EA'])", re.IGNORECASE)


@grammar
def kept_for_the_record(ctx: RuleContext) -> Intent | None:
    """ "המידה של יואב בנעליים 31, שיהיה רשום": a fact, and "so it is written down"."""
    text = core(ctx.text)
    m = _TRAIL.search(text, max(0, len(text) - _TRAIL_WINDOW))  # the purpose clause is short: never scan a long note
    if m is None:
        return None
    what = tidy(text[:m.start()])
    if only_importance(what):
        return _store("", "fact")  # "that's super important to remember": what "that" is was said before: ask
    if replace_text(ctx, what).time is not None:
        return None  # "dentist tuesday at 10 so it's written down": an event or a reminder (what it is for may
        # name a day: "... remember that for friday dinners")
    if (len(what.split()) < 2 or what.endswith("?") or _TODO_START.match(what) or _OUT_OF.search(what)
            or _OTHER_TOOLS.search(what) or _SAID_NOT_KEPT.match(what)):
        return None
    if _WEAK_WHY.match(m.group(0).strip(" ,.;:!-–")) and not (
            re.search(r"\d", what) or _STATEMENT_EN.match(what) or _STATEMENT_HE.match(what)):
        return None  # "dinner was lovely, for the record": said, not given to keep
    return _store(what, "fact", KEPT)


# ---------------------------------------------------------------- forget what I told you

_TOLD_EN = (r"(?:told|tld|said\s+to|gave|sent|wrote|texted|mentioned\s+to)\s+(?:you|u|ya)|said|mentioned|shared"
            r"|wrote(?:\s+down)?")
_FORGET_TOLD = re.compile(
    rf"^(?:(?:pls|please|just|ok|okay|so)\s+)*(?:forget|delete|erase|remove|wipe)\s+(?:about\s+)?(?:all\s+of\s+|everything\s+)?"
    rf"(?:what|the\s+(?:stuff|thing|things|info)(?:\s+that)?|whatever)\s+i\s+(?:just\s+)?(?:{_TOLD_EN})\s+(?:about"
    r"|regarding|re|on|for|concerning)\s+(?P<q>.+)$"
    r"|^(?:תשכח|תשכחי|שכח|שכחי|תמחק|תמחקי|מחק|מחקי)\s+(?:את\s+)?(?:כל\s+)?(?:מה\s+ש|את\s+מה\s+ש)(?:אמרתי|סיפרתי|כתבתי"
    r"|שלחתי|נתתי|רשמתי|שמרתי)\s+(?:לך\s+)?(?:על|לגבי|בנושא|בקשר\s+ל|בעניין)\s*(?P<q_he>.+)$",
    re.IGNORECASE)
# "forget what i told you", "תשכחי מה שאמרתי": nothing says what; only the conversation does, so Memo asks.
_FORGET_TOLD_BARE = re.compile(
    rf"^(?:(?:pls|please|just|ok|okay|so)\s+)*forget\s+(?:all\s+of\s+|everything\s+)?(?:what|whatever)\s+i\s+(?:just\s+)?"
    rf"(?:{_TOLD_EN})\s*[.!]*$"
    r"|^(?:תשכח|תשכחי|שכח|שכחי)\s+(?:את\s+)?(?:מה\s+ש|את\s+מה\s+ש)(?:אמרתי|סיפרתי|כתבתי)(?:\s+לך)?(?:\s+עכשיו)?\s*[.!]*$",
    re.IGNORECASE)
_LAUGH = re.compile(r"\s+(?:lol|lmao|haha+|hehe+|חח+|😂|🙈)+$", re.IGNORECASE)


@grammar
def forget_what_i_told(ctx: RuleContext) -> Intent | None:
    """ "forget what i told you about the surprise party, it's cancelled": the note about it goes."""
    text = _LAUGH.sub("", core(ctx.text))
    if _FORGET_TOLD_BARE.match(text):
        return _delete("", FORGET_TOLD)  # asks which note: never a task named "what i told you"
    m = _FORGET_TOLD.match(text)
    if m is None:
        return None
    query = _keywords(_REASON.sub("", m.group("q") or m.group("q_he")))
    if ctx.time is not None or is_grocery(query):
        # "forget what i said about 5pm, make it 6", "forget what i told you about the milk": a correction of
        # something said or a list item, which only the conversation names; asked, above a task's reading of
        # "forget X" as deleting a task named "what i said ...".
        return Intent("general", "respond", {"operation": "respond", "kind": "unclear"}, FORGET_TOLD,
                      missing=[INTENT_UNCLEAR], intent_type="conversation")
    if not query or re.fullmatch(r"it|that|this|זה|את\s+זה", query, re.IGNORECASE) or _OTHER_TOOLS.search(query):
        return None  # "forget what i said about the reminder": the reminder's
    return _delete(query, FORGET_TOLD)


# ---------------------------------------------------------------- remember to

def remember_to(ctx: RuleContext, m: re.Match[str]) -> Intent | None:
    """"remember to X" (read by notes.store_note): a reminder when it says when, else a note, low, so that any task
    grammar that learns the phrase wins."""
    if ctx.time is not None:
        from memo.planning.rules.tasks import due_args

        what = re.sub(r"^.*?(?:remember|don'?t forget)\s+to\s+|^.*?(?:תזכור|תזכרי|אל תשכח|אל תשכחי)\s+ל", "",
                      ctx.without_time(), flags=re.IGNORECASE)
        args, missing, notes = due_args(ctx)
        return Intent("database", "create", {"operation": "create", "text": tidy(what), **args}, 0.85,
                      missing=missing, notes=notes, entity="task")
    return _store(m.group("x") or m.group("x_he"), "fact", 0.74)
