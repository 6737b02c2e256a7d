"""How people say which tasks a change is about: all of them (with a reason after it), or one named in other
words than "delete X" ("don't need the parcel reminder anymore, remove it", "stop the daily vitamin reminder").

No grammar lives here: `task_changes.py` reads these phrasings in its bulk, complete and delete grammars.
"""

from __future__ import annotations

import re
from typing import Any

from memo.planning.rules.base import RuleContext, iso
from memo.planning.rules.task_words import HE, TASK_NOUN, core_of, has_task_noun
from memo.planning.timeexpr import parse_range

# -- all at once -------------------------------------------------------------------------------------
ALL_NOUN = r"(?:reminders?|tasks?|to[-\s]?dos?|nudges?|alarms?)"
# "כל ה-tasks שלי": the English noun said inside Hebrew is the same tasks.
HE_ALL_NOUN = r"(?:ה(?:משימות|תזכורות|מטלות)|ה-?\s?(?:tasks|reminders|to-?dos|todos))"
# Why everything goes, said after it ("... they're all outdated", "... אני מתחילה מאפס"). Only a reason counts:
# "delete all the tasks I added today" names which tasks, and is not a delete of all of them.
REASON = (
    r"(?:(?:\s*[,.!:\-]+\s*|\s+)(?:(?:and|so)\s+)?(?:because|cause|cuz|coz|since|they'?re|theyre|they\s+are|they\s+r|it'?s|its|i'?m|im"
    r"|i\s+am|i\s+(?:want|wanna|can|don'?t|do\s+not|no\s+longer)|i'?ll|gonna|fresh\s+start|start(?:ing)?\s+(?:over|fresh)"
    # "we're starting over", "מתחילים מחדש", "נתחיל מאפס": a household starting again, said in the plural
    r"|(?:we'?re|we\s+are|let'?s|lets)\s+start(?:ing)?\s+(?:over|fresh|again|from\s+scratch)"
    r"|(?:אנחנו\s+)?(?:מתחילים|נתחיל|בוא(?:ו|י)?\s+נתחיל)(?:\s+(?:מחדש|מאפס|מההתחלה|דף\s+חדש))?|מחדש|דף\s+חדש"
    r"|(?:בא|מתחשק)\s+לי\s+(?:להתחיל|לנקות|לאפס|סדר\s+חדש|דף\s+חדש)"
    # "new week new me", "new month, clean slate", "שבוע חדש התחלה חדשה": a fresh start, said as the new period
    # ("..., new week new me except the dentist" excepts: not all of them)
    r"|(?:new\s+(?:week|month|year|me|start|beginnings?|chapter|season|quarter|semester|leaf)|clean\s+slate"
    r"|(?:שבוע|חודש)\s+חדש|שנה\s+חדשה|התחלה\s+חדשה)(?!.*(?:\b(?:except|but|besides|apart|other\s+than|keep|leave"
    r"|only)\b|(?<![\w\u0590-\u05FF])(?:חוץ|מלבד|אבל|רק|תשאיר|תשאירי)(?![\w\u0590-\u05FF])))"
    r"|none\s+of\s+them|all\s+(?:of\s+them\s+)?(?:done|old|outdated|irrelevant)|כי|אני\s+(?:מתחיל|מתחילה|רוצה|לא\s+צריך"
    r"|לא\s+צריכה)|מתחיל|מתחילה|רוצה\s+להתחיל|נמאס|כולן|כולם|הן|הם|זה\s+(?:ישן|לא)|לא\s+רלוונטי|ממילא|מאפס)"
    r"(?![\w\u0590-\u05FF]).*)?[.!]*$"
)
# "all the reminders you have for me", "all the tasks i have with you": the user's own, said the long way.
_YOU_KEEP = (r"(?:\s+(?:that\s+)?(?:you\s+have|you'?ve\s+got|i\s+have|i'?ve\s+got)"
             r"(?:\s+(?:for\s+me|of\s+mine|with\s+you|saved|set|on\s+file))?"
             r"|\s+(?:that\s+)?i(?:'ve)?\s+(?:made|created|set(?:\s+up)?|added)(?:\s+(?:so\s+far|here|today))?)?")
# "all my old reminders", "כל התזכורות הישנות": all of them, called by their age (not a filter: nothing says which
# are new).
_STALE = r"(?:old|existing|current|outdated|previous)"
_HE_STALE = r"(?:\s+(?:הישנות|הקיימות|הקודמות))?"
DELETE_ALL = re.compile(
    r"^(?:delete|remove|clear(?:\s+out)?|erase|cancel|wipe(?:\s+out)?|get\s+rid\s+of|drop|kill|nuke|trash|scrap|scratch"
    r"|ditch|purge|zap|dump)\s+(?:all|every|each)(?:\s+(?:of\s+)?"
    rf"(?:my|the|our))?(?:\s+{_STALE})?\s+{ALL_NOUN}{_YOU_KEEP}(?:\s+(?:now|at\s+once))?{REASON}"
    r"|^(?:clear|wipe|empty|reset)\s+(?:out\s+)?(?:my|the|our)\s+(?:reminders|tasks|to[-\s]?dos|to[-\s]?do\s+list|task\s+list)"
    + REASON +
    # The plural forms are a couple or flatmates asking together ("תמחקו את כל התזכורות שלנו").
    r"|^(?:מחק|מחקי|מחקו|תמחק|תמחקי|תמחקו|נקה|נקי|נקו|תנקה|תנקי|תנקו|בטל|בטלי|בטלו|תבטל|תבטלי|תבטלו|תעיף|תעיפי|תעיפו"
    r"|הסר|תסיר|תסירי|תסירו)\s+(?:לי\s+|לנו\s+)?(?:את\s+)?"
    rf"(?:כל\s+{HE_ALL_NOUN}{_HE_STALE}(?:\s+שלי|\s+שלנו|\s+שיש\s+(?:לי|לנו)(?:\s+(?:אצלך|פה|כאן|במערכת))?"
    # "כל התזכורות שיצרתי (עד עכשיו)": the ones the user made are all there are.
    rf"|\s+ש(?:יצרתי|שמתי|קבעתי|הכנסתי|רשמתי|הוספתי|הגדרתי|יצרנו|שמנו|קבענו)(?:\s+(?:עד\s+עכשיו|פה|כאן|אצלך))?)?"
    rf"|רשימת\s+המשימות(?:\s+שלי)?"
    # "everything on my to-do list", "כל מה שיש ברשימת המשימות": all of them, by where they are.
    rf"|(?:הכל|הכול|כל\s+מה\s+ש(?:יש|נמצא))\s+(?:ש?ב|מ)(?:רשימת\s+)?ה(?:משימות|מטלות)(?:\s+שלי)?){REASON}"
    r"|^(?:delete|remove|clear|erase|wipe(?:\s+out)?|get\s+rid\s+of)\s+(?:everything|all)\s+(?:on|in|from)\s+(?:my|the)\s+"
    rf"(?:to[-\s]?do|todo|task)s?(?:\s+list)?{REASON}",
    re.IGNORECASE)
# "delete everything", "clear it all", "תמחקי הכל": all of what? Tasks, a list, the notes: nothing says which,
# so Memo asks (task_changes.bulk) rather than wiping the tasks.
DELETE_ALL_UNNAMED = re.compile(
    r"^(?:delete|remove|clear|erase|wipe(?:\s+out)?|cancel|get\s+rid\s+of|drop|kill|trash|scrap|empty|reset)"
    r"\s+(?:(?:it|them)\s+all|all\s+of\s+(?:it|them)|everything|all|the\s+whole\s+(?:thing|lot)|all\s+(?:the\s+)?things)"
    r"(?:\s+(?:now|at\s+once|please|pls|plz|already))*[.!]*$"
    r"|^(?:מחק|מחקי|תמחק|תמחקי|נקה|נקי|תנקה|תנקי|בטל|בטלי|תבטל|תבטלי|תעיף|תעיפי|הסר|תסיר|תסירי|תרוקן|תרוקני|רוקן|רוקני"
    r"|תאפס|תאפסי|אפס|אפסי)\s+(?:לי\s+)?(?:את\s+)?(?:הכל|הכול|כל\s+מה\s+שיש|כל\s+הדברים|הכל\s+הכל|כולם|כולן)"
    r"(?:\s+(?:עכשיו|בבקשה|כבר))*[.!]*$",
    re.IGNORECASE)
# "all of today's tasks", "כל המשימות של היום": the day is kept as a filter (see `bulk`).
_EN_ALL_DAY = r"(?:\s+(?:for\s+)?(?:today|tonight|this\s+week))?"
_HE_ALL_DAY = r"(?:\s+(?:של\s+)?(?:היום|השבוע)|\s+להיום)?"
# "everything on my plate", "everything I had to do", "כל מה שהיה לי": all of the user's tasks, said as an idiom.
# A bare "list" counts only with a day ("everything on today's list", "... on my list for today"): lists have no
# days, so a list with one is the to-do list; "everything on my list" alone may be the shopping.
_EN_EVERYTHING = (r"everything(?:\s+(?:on|in)\s+my\s+(?:plate|to[-\s]?do(?:\s+list)?|task\s+list)"
                  r"|\s+(?:on|in|from)\s+today'?s\s+(?:to[-\s]?do\s+|task\s+)?list"
                  # "everything on today's to-do": the list said by its name alone, with its day
                  r"|\s+(?:on|in|from)\s+today'?s\s+(?:to[-\s]?dos?|tasks)"
                  # "... on my list today": the day said after the list, with or without "for", is as good
                  r"|\s+(?:on|in|from)\s+(?:my|the)\s+(?:to[-\s]?do\s+|task\s+)?list(?=\s+(?:for\s+)?(?:today|tonight)$)"
                  r"|\s+i\s+(?:had|needed|have|need|got)\s+to\s+do)?")
# "all of today's stuff", "all my errands": what all of them are called besides "tasks"; "stuff" and "things"
# only as today's (or "... for today"), since "all my stuff" alone names nothing.
# "every task", "every single to-do": each of them is all of them.
# "all today's jobs": a tradesperson's tasks are the day's jobs.
_EN_ALL_OF = (r"(?:every\s+(?:single\s+)?(?:task|to[-\s]?do|chore|errand)"
              r"|all\s+(?:of\s+)?(?:(?:my|the|today'?s)\s+(?:tasks|to[-\s]?dos|chores|errands|jobs)"
              r"|today'?s\s+(?:stuff|things)|(?:my|the)\s+(?:stuff|things)(?=\s+for\s+(?:today|tonight)$)))")
_HE_EVERYTHING = r"(?:הכל|הכול|כל\s+מה\s+ש(?:היה|יש|הייתי\s+צריכה?)(?:\s+לי)?(?:\s+לעשות)?)"
# "everything on my to-do list", "כל מה שברשימת המשימות": where all of them are, said after "all".
_EN_ON_LIST = (r"(?:\s+(?:on|in|from)\s+(?:(?:my|the)\s+(?:to[-\s]?do|todo|task)s?(?:\s+list)?"
               r"|today'?s\s+(?:to[-\s]?do\s+|task\s+)?list))?")
# "מהרשימת to do", "ברשימה של המשימות": the to-do list named half in English, or with the article slipped.
_HE_ON_LIST = (r"(?:\s+(?:ש?ב|מ)(?:(?:ה?רשימת\s+|ה?רשימה\s+של\s+)ה?(?:משימות|מטלות)|ה?רשימת\s+(?:ה-?)?to[-\s]?do)"
               r"(?:\s+שלי)?)?")
COMPLETE_ALL = re.compile(
    r"^(?:mark|set)\s+(?:(?:them|'?em)\s+all|it\s+all|all|everything|the\s+(?:whole\s+)?lot)(?:\s+(?:of\s+)?(?:my|the|today'?s))?"
    rf"(?:\s+(?:tasks|reminders|to[-\s]?dos))?{_EN_ON_LIST}{_EN_ALL_DAY}\s+(?:as\s+)?(?:done|complete|completed|finished)$"
    # "mark every single task as done", "mark each reminder done": every one of them, said one by one.
    rf"|^(?:mark|set)\s+(?:every|each)\s+(?:single\s+)?(?:one\s+of\s+(?:my|the)\s+(?:tasks|reminders|to[-\s]?dos)"
    rf"|task|reminder|to[-\s]?do){_EN_ON_LIST}{_EN_ALL_DAY}\s+(?:as\s+)?(?:done|complete|completed|finished)$"
    rf"|^(?:complete|finish|close)\s+(?:all|every)(?:\s+(?:of\s+)?(?:my|the|today'?s))?\s+(?:tasks|to[-\s]?dos|reminders)"
    rf"{_EN_ON_LIST}{_EN_ALL_DAY}$"
    rf"|^(?:check|tick|cross)\s+off\s+(?:all|everything)(?:\s+(?:of\s+)?(?:my|the|today'?s))?"
    rf"(?:\s+(?:tasks|reminders|to[-\s]?dos))?{_EN_ON_LIST}{_EN_ALL_DAY}$"
    # "tick everything off", "cross them all off": the particle after what is ticked.
    r"|^(?:check|tick|cross)\s+(?:everything|it\s+all|(?:them|'?em)\s+all|all\s+of\s+(?:it|them))\s+off$"
    r"|^(?:i(?:'ve|\s+have|'m|\s+am)?\s+)?(?:finished|completed|done|did|wrapped\s+up|got\s+through|knocked\s+out)\s+"
    rf"(?:with\s+)?(?:{_EN_ALL_OF}{_EN_ALL_DAY}|{_EN_EVERYTHING}{_EN_ALL_DAY})$"
    rf"|^(?:סיימתי|גמרתי|ביצעתי|עשיתי|סגרתי)\s+(?:היום\s+)?(?:את\s+)?(?:כל\s+{HE_ALL_NOUN}(?:\s+שלי|\s+שהיו\s+לי)?{_HE_ALL_DAY}"
    rf"|{_HE_EVERYTHING}{_HE_ON_LIST})"
    rf"{_HE_ALL_DAY}$"
    # "תסמני כל משימה ומשימה כבוצעה": every one of them, said one by one.
    rf"|^(?:סמן|סמני|תסמן|תסמני|לסמן)\s+(?:את\s+)?(?:כל\s+{HE_ALL_NOUN}(?:\s+שלי)?{_HE_ALL_DAY}"
    r"|כל\s+(?P<each>משימה|מטלה|תזכורת)(?:\s+ו(?P=each))?"
    rf"|(?:הכל|הכול|כל\s+מה){_HE_ON_LIST})\s+"
    r"(?:כבוצעות|כבוצעו|כבוצעה|כבוצע|כגמורות|כגמורה|שבוצעו|כ-?\s?(?:done|complete|completed|finished)|כמו\s+(?:עשוי|עשויה|עשויות|גמור|גמורות))$"
    # "mark that everything is done", "תסמני שהכל בוצע": the mark, with what it marks said as a clause.
    r"|^(?:mark|note)\s+(?:down\s+)?that\s+(?:it'?s\s+all|it\s+(?:is|was)\s+all|everything(?:'s|\s+is|\s+was)"
    r"|all\s+(?:is|was|of\s+it\s+(?:is|was)))\s+(?:done|finished|complete|completed)$"
    r"|^(?:סמן|סמני|תסמן|תסמני)\s+(?:לי\s+)?ש(?:ה)?(?:כל|כול)\s+(?:כבר\s+)?(?:בוצע|נעשה|גמור|הושלם|טופל)$"
    # "all the tasks for today are done", "כל המשימות של היום בוצעו": all of them said first, then done.
    rf"|^(?:{_EN_ALL_OF}|all\s+(?:of\s+)?(?:my|the)\s+reminders){_EN_ALL_DAY}\s+(?:is|are|r|were)\s+(?:all\s+)?"
    r"(?:done|finished|complete|completed)$"
    rf"|^כל\s+{HE_ALL_NOUN}(?:\s+שלי)?{_HE_ALL_DAY}\s+(?:כבר\s+)?(?:בוצעו|גמורות|נגמרו|הושלמו|סגורות|בוצעו\s+כולן)$"
    # "תסגרי את כל המשימות", "אפשר לסגור את כל המשימות של היום": a task closed is done, as "close all tasks" is.
    rf"|^(?:תסגור|תסגרי|סגור|סגרי|(?:אפשר\s+)?לסגור)\s+(?:לי\s+)?(?:את\s+)?כל\s+{HE_ALL_NOUN}(?:\s+שלי)?{_HE_ALL_DAY}$",
    re.IGNORECASE)
BULK_CHARS = 200  # "all done" said once or twice, not a long text
# "finished everything today mark all done": the second saying of it starts at its verb, with no comma before it.
_SECOND_SAYING = re.compile(r"\s(?=(?:mark|set|close|סמן|סמני|תסמן|תסמני|תסגור|תסגרי)(?:\s|$))", re.IGNORECASE)
# "..., so mark it all done", "עשיתי הכל יאללה תסמני": a word passing on to the request belongs to neither saying.
_PASSING_ON = re.compile(r"(?:^|\s+)(?:so|ok|okay|yalla|yallah|יאללה|אז|סבבה|אוקיי)$", re.IGNORECASE)
# "all done for today", "סיימתי להיום": done, without saying with what. Next to "mark everything done" it is
# the same request; alone it may be about the task just reminded of (task_complete.complete_task).
_DONE_SAID = re.compile(
    r"^(?:(?:i'?m|i\s+am|we'?re|we\s+are)\s+)?(?:all\s+)?(?:done|finished|sorted)(?:\s+for\s+(?:today|tonight|the\s+day|now))?$"
    # "mark it all", "תסמן הכל": the mark without "done", said next to "finished everything".
    r"|^(?:mark|check\s+off|tick\s+off)(?:\s+(?:it\s+all|(?:them|'?em)\s+all|all\s+of\s+(?:it|them)|everything|all|it|them))?$"
    r"|^(?:check|tick|cross)\s+(?:it\s+all|(?:them|'?em)\s+all|all\s+of\s+(?:it|them)|everything|it|them)\s+off$"
    # "close them all", "תסגרי את כולן": closing, said of all of them only.
    r"|^(?:close|cross\s+off)\s+(?:(?:them|'?em)\s+all|all\s+of\s+them|them|everything|all)$"
    r"|^(?:תסגור|תסגרי|סגור|סגרי|(?:אפשר\s+|את\s+יכולה\s+|אתה\s+יכול\s+)?לסגור)\s+(?:את\s+)?(?:הכל|הכול|כולן|כולם"
    r"|אותן|אותם)$"
    r"|^(?:סמן|סמני|תסמן|תסמני|לסמן)(?:\s+(?:את\s+)?(?:הכל|הכול|כולן|כולם|הכל\s+הכל|זה|אותן|אותם))?"
    r"(?:\s+(?:כבוצע|כבוצעות|כבוצעו|שבוצע|שבוצעו|וי))?$"
    r"|^(?:that'?s\s+it|זהו|זהו\s+זה|סיימתי|גמרתי|סיימנו)(?:\s+(?:להיום|להערב|לבינתיים))?$",
    re.IGNORECASE)


def _all_said_done(parts: list[str]) -> bool:
    """Every piece says all is done, or just "done", and one of them says "all" ("all done for today, mark
    everything complete", "סיימתי הכל תסמני הכל כבוצע")."""
    pieces = [core_of(_PASSING_ON.sub("", _REPEATED.sub(r"\1", piece)))
              for part in parts for piece in _SECOND_SAYING.split(part)]
    pieces = [p for p in pieces if p]
    said_all = [bool(COMPLETE_ALL.match(p)) for p in pieces]
    return any(said_all) and all(a or _DONE_SAID.match(p) for a, p in zip(said_all, pieces, strict=True))
# "done done done everything": a word said again for emphasis is said once.
_REPEATED = re.compile(r"\b(\w+)(?:\s+\1\b)+", re.IGNORECASE)
# Where one sentence of a message ends and the next begins ("סיימתי את הכל!! תסמני הכל כבוצע").
# Emoji end a sentence as a full stop does ("סיימתי הכל 💪 תסמני הכל כבוצע").
SENTENCES = re.compile(r"\s*(?:[.!?;,\n\u2600-\u27BF\U0001F300-\U0001FAFF\uFE0F]+|\s-\s)\s*")


# How the day felt, said around "mark everything done" ("crazy productive day", "finally!!", "איזה יום
# פרודוקטיבי"): a remark, no request. A sentence with an exception, a negation or another request is never one.
_REMARK_WORD = re.compile(
    r"\b(?:day|productive|yay+|wo+h?o+|wh?oo+|finally|phew|great|awesome|amazing|nice|lol|ha(?:ha)+|proud|tired"
    r"|exhausted|wow|crazy|insane|feels\s+good|killed\s+it|killing\s+it|nailed\s+it|let'?s\s+go|boom|what\s+a)\b"
    r"|(?<![\w\u0590-\u05FF])(?:יום|פרודוקטיבי|פרודוקטיבית|סוף\s+סוף|איזה|וואו|אחלה|מעולה|מטורף|מטורפת|הרגשה|גאה"
    r"|עייף|עייפה|חח+|יש+|כיף|יאללה)(?![\w\u0590-\u05FF])",
    re.IGNORECASE)
_NOT_A_REMARK = re.compile(
    r"\b(?:except|but|not|no|don'?t|dont|leave|keep|skip|other\s+than|besides|apart|only|remind|add|delete|remove"
    r"|move|undo|tomorrow|tasks?|reminders?)\b|\d"
    r"|(?<![\w\u0590-\u05FF])(?:חוץ|מלבד|אבל|לא|אל|רק|תשאיר|תשאירי|תזכיר|תזכירי|תוסיף|תוסיפי|תמחק|תמחקי|תעביר"
    r"|תעבירי|מחר|משימה|משימות|תזכורת|תזכורות)(?![\w\u0590-\u05FF])",
    re.IGNORECASE)
REMARK_WORDS = 6


def _remark(part: str) -> bool:
    """ "crazy productive day", "איזה יום": a few words of how it went, asking nothing."""
    return (len(part.split()) <= REMARK_WORDS and bool(_REMARK_WORD.search(part))
            and not _NOT_A_REMARK.search(part))


# What "all" took in, said as examples ("..., גם הבנק וגם הדואר וגם התרופות", "..., including the bank and the
# post office"): it names no exception, so it is no reason to ask. A negation or another request is never one.
_EXAMPLES = re.compile(
    # The first "גם" may already be cut as a connector ("הבנק וגם הדואר").
    r"^(?:ו?גם\s+)?\S+(?:\s+\S+)?(?:\s+ו?גם\s+\S+(?:\s+\S+)?){1,4}$|^(?:including|incl\.?|even)\s+\S.*$", re.IGNORECASE)
_EXAMPLE_WORDS = 12


def _examples(part: str) -> bool:
    return (len(part.split()) <= _EXAMPLE_WORDS and bool(_EXAMPLES.match(part))
            and not _NOT_A_REMARK.search(part))


# When the work was done, said in the report ("סגרתי הבוקר את כל המשימות", "finished all my tasks this morning"):
# not which tasks (a window of this morning would leave the rest open).
_WHEN_DONE = re.compile(
    r"^(?P<v>סיימתי|גמרתי|ביצעתי|עשיתי|סגרתי)\s+(?:כבר\s+|סוף\s+סוף\s+|בדיוק\s+)?(?:הבוקר|הערב|עכשיו|כבר|סוף\s+סוף)"
    r"(?=\s)|\s+(?:this\s+morning|earlier|just\s+now|already)$"
    # "כל המשימות בוצעו אחרי האימון", "all done after practice": what the work followed, no task's window
    r"|\s+(?:after|before)\s+(?:the\s+|my\s+)?(?:workout|gym|practice|training|class|work|lunch|shift)$"
    r"|\s+(?:אחרי|לפני)\s+ה(?:אימון|עבודה|שיעור|ארוחה|משמרת|ישיבה)$",
    re.IGNORECASE)


def _without_when(part: str) -> str:
    return _WHEN_DONE.sub(lambda m: m.group("v") or "", part)


# "..., mark it all done bye", "... תסמני הכל כבוצע יאללה ביי": a goodbye signed after the request asks nothing. Cut
# here only, where the whole message is the request: elsewhere a closing "bye" may be the task's ("say bye").
_FAREWELL = re.compile(
    r"(?:[\s,.!]+(?:(?:ok|okay|so|yalla|thanks|thx|ty)\s+)?(?:bye+|bye\s+bye|cya|see\s+ya|ttyl|(?:good\s*)?night|gn)"
    r"|[\s,.!]+(?:יאללה\s+|טוב\s+|תודה\s+)?(?:ביי+|ביי\s+ביי|להתראות|לילה\s+טוב|נדבר))[\s.!]*$",
    re.IGNORECASE)


# "you can mark all my tasks as done I guess", "finished everything somehow": a permission before the request and a
# shrug after it ask nothing, and "somehow" after a report only says how it went.
_SHRUG = re.compile(r"^(?:(?:so|and)\s+)?(?:(?:you|u)\s+(?:can|could|may)\s+(?:just\s+|go\s+ahead\s+and\s+)?"
                    r"|feel\s+free\s+to\s+|go\s+ahead\s+and\s+|(?:אפשר|את\s+יכולה|אתה\s+יכול)\s+(?=לסמן\s))"
                    r"|\s+(?:i\s+guess|i\s+suppose|i\s+think|somehow|at\s+last|if\s+you\s+want)$", re.IGNORECASE)


def complete_all_args(text: str, ctx: RuleContext) -> dict[str, Any] | None:
    """completeAll's arguments when every sentence of the message says that all is done (around a remark on
    the day), else None."""
    if len(text) > BULK_CHARS:
        return None
    text = _FAREWELL.sub("", text)
    parts = [_without_when(_SHRUG.sub("", core_of(p))) for p in SENTENCES.split(text)]
    parts = [p for p in parts if p and not _remark(p)]
    if len(parts) > 1:  # examples only beside a saying of "all"
        parts = [p for p in parts if not _examples(p)]
    if not parts or not _all_said_done(parts):
        return None
    args: dict[str, Any] = {"operation": "completeAll"}
    # "להיום" ("for today") names the day as "היום" does.
    window = parse_range(re.sub(r"(?<![\w\u0590-\u05FF])ל(?=(?:היום|השבוע)(?![\w\u0590-\u05FF]))", "", " ".join(parts)),
                         ctx.now)
    if window is not None:
        args["filters"] = {"window": window.label, "timeMin": iso(window.start), "timeMax": iso(window.end)}
    return args



# -- one task, named in other words -----------------------------------------------------------------
# "stop the daily vitamin reminder": the task named before its noun. A nudge is not here: stopping one keeps
# the task (stop_nudging).
STOP_NAMED = re.compile(
    r"^(?:stop|quit|end|turn\s+off|switch\s+off|disable)\s+(?P<x>(?:the|my|that|this)\s+.+?\s+(?:reminders?|alerts?|alarms?))"
    r"(?P<tail>[\s,;.!].*)?$"
    r"|^(?:תפסיק|תפסיקי|הפסק|הפסיקי|תעצור|תעצרי|תכבה|תכבי)\s+(?P<xh>(?:את\s+)?ה(?:תזכורת|התראה)\s+.+)$",
    re.IGNORECASE)
# "don't need the parcel reminder anymore", "אני כבר לא צריכה את התזכורת של החבילה": delete it (with a task noun).
NO_LONGER_NEEDED = re.compile(
    r"^(?:i\s+)?(?:don'?t|do\s+not|no\s+longer|dont)\s+need\s+(?P<x>.+?)(?:\s+(?:any\s*more|now|after\s+all))*$"
    r"|^no\s+need\s+for\s+(?P<y>.+?)(?:\s+(?:any\s*more|now))*$"
    r"|^(?P<z>.+?)\s+(?:is\s*n'?t|isnt|is\s+not|is\s+no\s+longer|isn'?t)\s+(?:needed|necessary|relevant)"
    r"(?:\s+(?:any\s*more|now))*$"
    r"|^(?P<zh>(?:ה|את\s+ה).+?)\s+(?:כבר\s+)?(?:לא|אינה|אינו)\s+(?:רלוונטית|רלוונטי|נחוצה|נחוץ|צריך|צריכה)"
    r"(?:\s+(?:יותר|כבר))*$"
    r"|^(?:אני\s+)?(?:כבר\s+)?לא\s+(?:צריך|צריכה|צריכים)\s+(?:יותר\s+|כבר\s+)?(?P<xh>(?:את\s+)?ה.+?)(?:\s+(?:יותר|כבר))*$",
    re.IGNORECASE)
# A reason said after the task's words ("... i ran out anyway", "... היא ביטלה"): not part of its name.
REASON_AFTER = re.compile(
    r"\s*[,;.!]+.*$|\s+(?:i|i'm|im|i've|ive|we|we're|because|cause|cuz|coz|since|anyway|anyways|as\s+i|it'?s|she|he|they)\b.*$"
    r"|\s+(?:כי|היא|הוא|הם|הן|אני|ממילא|בכל\s+מקרה|כבר\s+לא)(?![\w\u0590-\u05FF]).*$",
    re.IGNORECASE)
REFERRING_DELETE = re.compile(
    r"^(?:(?:you|u)\s+can\s+)?(?:delete|remove|cancel|erase|drop|scrap|kill|get\s+rid\s+of|clear)\s+(?:it|that|this|them)"
    r"(?:\s+(?:now|pls|please))*$"
    r"|^(?:אפשר\s+)?(?:מחק|מחקי|תמחק|תמחקי|למחוק|בטל|בטלי|תבטל|תבטלי|לבטל|תוריד|תורידי|להוריד|תסיר|תסירי|תעיף|תעיפי)"
    r"\s+(?:לי\s+)?(?:אותה|אותו|את\s+זה|את\s+זאת|אותם|אותן)$",
    re.IGNORECASE)


# "don't need that reminder anymore lol just delete it": the closing "delete it" with no mark before it.
_GLUED_DELETE = re.compile(
    r"^(?P<first>.+?)\s+(?:(?:lol|haha+|lmao|so|and|just|pls|please|אז|פשוט|חחח+)\s+)*"
    r"(?P<second>(?:(?:you|u)\s+can\s+)?(?:delete|remove|cancel|erase|drop|scrap|kill|get\s+rid\s+of|clear)\s+(?:it|that|this|them)"
    r"(?:\s+(?:now|pls|please))*"
    r"|(?:אפשר\s+)?ו?(?:מחק|מחקי|תמחק|תמחקי|למחוק|בטל|בטלי|תבטל|תבטלי|לבטל|תוריד|תורידי|להוריד|תסיר|תסירי|תעיף|תעיפי)"
    r"\s+(?:לי\s+)?(?:אותה|אותו|את\s+זה|את\s+זאת|אותם|אותן))$",
    re.IGNORECASE)
NAMED_ELSEWHERE = 0.93


def cut_reason(what: str) -> str:
    """ "the daily vitamin reminder i ran out anyway" -> "the daily vitamin reminder" (only after a task noun)."""
    noun = re.search(rf"(?<![\w{HE}])(?:{TASK_NOUN})(?![\w{HE}])", what, re.IGNORECASE)
    if noun is None:
        return what
    cut = REASON_AFTER.search(what, noun.end())
    return what[:cut.start()] if cut else what


def named_task(part: str) -> str | None:
    """The task a sentence names without acting on it ("don't need the parcel reminder anymore"), or None."""
    match = NO_LONGER_NEEDED.match(part)
    if match is not None:
        what = next(g for g in match.groups() if g)
        return what if has_task_noun(what) else None
    if has_task_noun(part) and len(part.split()) <= 8 and re.match(r"^(?:the|my|that|this|את\s+ה|ה)", part,
                                                                     re.IGNORECASE):
        return part
    return None


# "delete it i don't need the X reminder anymore" (a request put before its reason): the reason names the task.
_NEED_CLAUSE = re.compile(r"(?:^|\s)(?=(?:i\s+)?(?:don'?t|dont|do\s+not|no\s+longer)\s+need\s"
                          r"|(?:אני\s+)?(?:כבר\s+)?לא\s+(?:צריך|צריכה|צריכים)\s)", re.IGNORECASE)
_TRAILING_PRONOUN = re.compile(r"\s+(?:it|that|them|אותה|אותו|אותם|אותן|את\s+זה)$", re.IGNORECASE)


_ONLY_PRONOUN = re.compile(r"^(?:it|that|this|them|אותה|אותו|אותם|אותן|את\s+זה|זה)?$", re.IGNORECASE)


def named_in_reason(what: str) -> str | None:
    """The task a "don't need X anymore" after a delete of "it" names ("" when it names none), or None when the
    delete names its task itself ("תמחקי את התזכורת על המספרה לא צריך כבר")."""
    clause = _NEED_CLAUSE.search(what)
    if clause is None or not _ONLY_PRONOUN.match(what[:clause.start()].strip()):
        return None
    return named_task(_TRAILING_PRONOUN.sub("", what[clause.end():].strip())) or ""


# The news that makes a reminder needless: the thing ended, was called off, or was sorted out another way.
_ENDED_NEWS = re.compile(
    r"\b(?:ended|is\s+over|it'?s\s+over|over\s+now|cancell?ed|called\s+off|finished|sorted|fixed|done|not\s+happening)\b"
    rf"|(?<![\w{HE}])(?:נגמר|נגמרה|נגמרו|הסתיים|הסתיימה|הסתיימו|התבטל|התבטלה|התבטלו|בוטל|בוטלה|בוטלו|סודר|סודרה|טופל"
    rf"|טופלה|עבר|עברה|נסגר|נסגרה)(?![\w{HE}])",
    re.IGNORECASE)
_NEWS_WORDS = 6


def delete_target(text: str) -> tuple[str, bool] | None:
    """(the task's words, said explicitly?) for a delete said in other words than "delete X"."""
    stop = STOP_NAMED.match(text)
    if stop is not None:
        return cut_reason(stop.group("x") or stop.group("xh")), True
    if len(text) > BULK_CHARS:
        return None
    parts = [core_of(p) for p in SENTENCES.split(text)]
    parts = [p for p in parts if p]
    glued = _GLUED_DELETE.match(parts[0]) if len(parts) == 1 else None
    if glued is not None:
        parts = [glued.group("first"), glued.group("second")]
    if len(parts) == 1:
        named = named_task(parts[0])
        return (cut_reason(named), True) if named and NO_LONGER_NEEDED.match(parts[0]) else None
    if len(parts) == 2:
        # "don't need the parcel reminder anymore, remove it": one sentence names it, the other deletes "it".
        for first, second in (parts, parts[::-1]):
            named = named_task(first)
            if named and REFERRING_DELETE.match(second):
                return cut_reason(named), True
        # "לא צריך יותר את התזכורת על החוג, החוג נגמר": no longer needed, then only the news of why.
        named = named_task(parts[0])
        if named and NO_LONGER_NEEDED.match(parts[0]) and _ENDED_NEWS.search(parts[1]) and "?" not in text \
                and len(parts[1].split()) <= _NEWS_WORDS:
            return cut_reason(named), True
    return None


# -- all at once, after a lead ------------------------------------------------------------------------
# "went through it all this morning, mark all my tasks done", "אני רוצה להתחיל נקי תמחקי את כל התזכורות": why,
# said before the request, with or without a comma. A lead that denies, excepts, asks or sets a condition is
# never passed over, and the request after it must name the tasks ("finished the report, mark all done": all of
# what, after one task was named, is asked).
_LEAD_CHARS = 120
_E = r"(?![\w\u0590-\u05FF])"
_NAMED_ALL = re.compile(rf"\b(?:all|every)\s+(?:(?:of\s+)?(?:my|the)\s+)?{ALL_NOUN}\b|(?<![\w{HE}])כל\s+{HE_ALL_NOUN}",
                        re.IGNORECASE)
_BULK_VERB = re.compile(
    rf"(?:(?<=[\s,.;:!])|(?<=^))(?:delete|remove|clear|erase|wipe|get\s+rid|nuke|trash|scrap|ditch|purge|mark|complete"
    rf"|check\s+off|tick\s+off|cross\s+off|מחק|מחקי|תמחק|תמחקי|נקה|תנקה|תנקי|תעיף|תעיפי|תסיר|תסירי|סמן|סמני|תסמן|תסמני){_E}",
    re.IGNORECASE)
_DONE_LEAD = re.compile(rf"\b(?:finished|did|done|completed|got\s+done|ticked\s+off)\b|(?<![\w{HE}])(?:סיימתי|עשיתי"
                        rf"|בוצע|בוצעו|נעשה|נעשו){_E}", re.IGNORECASE)
# What "all" is: the day's tasks ("every job … today", "today's list"); "everything on my list" alone may be the
# shopping list.
_TASKS_NAMED = re.compile(rf"\b(?:today'?s?|tonight|tasks?|jobs?|chores|to-?dos?|errands)\b|(?<![\w{HE}])(?:היום|להיום"
                          rf"|משימות|המשימות){_E}", re.IGNORECASE)
_ALL_OF_IT = re.compile(r"^mark\s+(?P<all>(?:them|it|'?em)\s+all)(?:\s+(?:as\s+)?(?:done|complete|completed|finished))?"
                        r"[\s.!]*$", re.IGNORECASE)
_BLOCKING_LEAD = re.compile(
    r"\b(?:not|no|don'?t|didn'?t|haven'?t|never|except|but|if|unless|when|only|besides|apart|should|shall|would|could"
    r"|can|do\s+i|do\s+you|why|what|how|whether)\b|n't\b"
    rf"|(?<![\w{HE}])(?:לא|אל|אבל|חוץ|מלבד|בלי|אם|כש|רק|אסור|עדיין|האם|כדאי|למה|מה|איך|אפשר\s+ל){_E}",
    re.IGNORECASE)


# "All" said of what was done ("finished all the prep", "סיימתי את כל ההכנות"), and no shopping or packing list in it.
_ALL_IN_LEAD = re.compile(rf"\b(?:all|everything)\b|(?<![\w{HE}])(?:כל|הכל|הכול){_E}", re.IGNORECASE)
_LIST_IN_LEAD = re.compile(rf"\b(?:list|shopping|groceries|packing)\b|(?<![\w{HE}])(?:ה|ב|ל)?(?:רשימה|רשימת|קניות|ציוד)"
                           rf"{_E}", re.IGNORECASE)
_MARK_VERB = re.compile(rf"(?:mark|complete|check\s+off|tick\s+off|cross\s+off|סמן|סמני|תסמן|תסמני){_E}", re.IGNORECASE)
_PERMITTED = re.compile(r"(?:^|\s+)(?:(?:so|and)\s+)?(?:you|u)\s+(?:can|could|may)(?:\s+just)?\s*$", re.IGNORECASE)


def commands_after_a_lead(text: str) -> list[str]:
    """The requests for all the tasks that follow a harmless lead in `text`, nearest the start first."""
    found: list[str] = []
    for verb in _BULK_VERB.finditer(text, 1):
        lead = _PERMITTED.sub("", text[:verb.start()])  # "..., you can mark all of them done": no condition
        if len(lead) > _LEAD_CHARS or _BLOCKING_LEAD.search(lead) or "?" in lead:
            continue
        command = core_of(text[verb.start():])
        if _DONE_LEAD.search(lead) and _TASKS_NAMED.search(lead) and _ALL_OF_IT.match(command):
            # "finished every job on the list today, mark them all done", "everything got done 🙌 mark it all":
            # the lead says what "all" is, and that it is done.
            command = _ALL_OF_IT.sub(r"mark \g<all> done", command)
            found.append(command)
        elif _NAMED_ALL.search(command):
            found.append(command)
        elif (_DONE_LEAD.search(lead) and _ALL_IN_LEAD.search(lead) and not _LIST_IN_LEAD.search(lead)
              and _MARK_VERB.match(command)):
            # "סיימתי את כל ההכנות לשבת תסמני הכל כבוצע", "finished all the prep, mark everything done": the lead
            # says all that was to be done is done, so "everything" is the tasks (a list's items are the lists').
            found.append(command)
    return found
