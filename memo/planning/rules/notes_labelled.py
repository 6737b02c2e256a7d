"""A fact written under its label, with a colon and no verb: "router password hint: first dog's name + the year we moved
in", "קוד לשער אצל ההורים של רוני: 4590#", "Noam's sizes at Zara: jeans 10-11Y, shirts 140".

The label must name a kind of fact people keep (a code, a password, a size, a number; notes._is_fact_key), in the
singular or the plural. A label of another tool ("reminder: ...", "shopping list: ..."), a to-do after the colon
("dana's number: call her tomorrow"), a clock time or a question is left to the other grammars.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.notes import _EVENTS, _TODO_START, _store, core
from memo.planning.rules.notes_changes import _clock, _is_kept
from memo.planning.rules.notes_clients import _TODO

LABELLED = 0.86  # a label and its value say "keep this" plainly, but with no verb of saving
_HE = r"\u05D0-\u05EA"

_LABEL = re.compile(r"^(?P<key>[^:?\n]{3,60}?)\s*:\s*(?P<val>\S[^\n]{0,200})$")
# "sizes", "codes", "hints": the plural names the same kind of fact as the singular.
_PLURAL = re.compile(r"\b(size|code|number|password|pin|hint)s\b", re.IGNORECASE)
_PLURAL_HE = {"מידות": "מידה", "קודים": "קוד", "סיסמאות": "סיסמה", "מספרים": "מספר"}
# A hint or a clue to a secret is kept as the secret is: "router password hint", "רמז לסיסמה".
_HINT = re.compile(rf"\bhints?\b|(?<![{_HE}])רמז(?![{_HE}])", re.IGNORECASE)


# A verb of keeping before the label: "remember my PBs: 5k 22:48, 10k 47:30", "תשמור את המידות של הנישה: רוחב 91". The
# verb says "keep this", so the label need not be a kind notes.py knows; it only must not be another tool's.
_KEEP_VERB = re.compile(
    r"^(?:remember|save|store|keep|note(?:\s+down)?|jot\s+down|write\s+down|record)\s+(?=(?:my|our|the|\w+'s)\s)"
    r"|^(?:ש?תשמור|תשמרי|שמור|שמרי|תרשום|תרשמי|רשום|רשמי|תזכור|תזכרי|תכתוב|תכתבי)\s+(?:לי\s+)?(?:את\s+)?(?=ה)",
    re.IGNORECASE)
# Labels of other tools after a verb of keeping: "save the draft: ...", "remember the meeting: ...".
_OTHER_LABEL = re.compile(r"\b(?:draft|e-?mail|mail|message|reply|list|settings?)\b|טיוטה|מייל|הודעה|רשימ|הגדר",
                          re.IGNORECASE)
# Results and measures, whose values look like clock times ("5k 22:48") or run in a list of their own.
_RESULTS = re.compile(r"\b(?:pbs?|prs?|personal\s+(?:bests?|records?)|records?|times|splits|paces?|results|scores"
                      r"|measurements|dimensions|sizes|lifts|maxes)\b|(?<![\u05D0-\u05EA])ה?(?:מידות|שיאים|שיא|תוצאות"
                      r"|זמנים|ציונים)(?![\u05D0-\u05EA])", re.IGNORECASE)


def _kept_with_verb(ctx: RuleContext, text: str) -> Intent | None:
    """ "remember my PBs: 5k 22:48, 10k 47:30": a verb of keeping, any label, a colon and its values."""
    verb = _KEEP_VERB.match(text)
    m = _LABEL.match(text[verb.end():]) if verb else None
    if m is None or text.endswith("?") or _EVENTS.search(m.group("key")) or _OTHER_LABEL.search(m.group("key")):
        return None
    key, value = m.group("key").strip(), m.group("val").strip()
    if len(key.split()) > 9 or not re.search(r"\d", value) or _TODO_START.match(value) or _TODO.match(value):
        return None  # "remember the plan: call dana": a to-do; a kept value here has its digits
    if _clock(ctx) and not _RESULTS.search(key):
        return None  # "remember the pickup: 16:30": a time to be reminded of
    return _store(text[verb.end():], "fact", LABELLED)


@grammar
def labelled_fact(ctx: RuleContext) -> Intent | None:
    """ "קוד לשער אצל ההורים של רוני: 4590#": a kept kind of fact, a colon, its value."""
    text = core(ctx.text).strip()
    if (kept := _kept_with_verb(ctx, text)) is not None:
        return kept
    m = _LABEL.match(text)
    if m is None or text.endswith("?") or _clock(ctx) or _EVENTS.search(text):
        return None
    key, value = m.group("key").strip(), m.group("val").strip()
    singular = re.sub(rf"(?<![{_HE}])(ה?)({'|'.join(_PLURAL_HE)})(?![{_HE}])",
                      lambda p: p.group(1) + _PLURAL_HE[p.group(2)], _PLURAL.sub(r"\1", key))
    if not (_is_kept(singular) or _HINT.search(key)):
        return None
    if _TODO_START.match(value) or _TODO.match(value):
        return None  # "dana's number: call her tomorrow": something to do
    return _store(text, "fact", LABELLED)
