"""`general`: a race finished, told — "סיימתי מרתון!!! 42 ק"מ", "just finished my first half marathon, 2:05!",
"השלמתי את צליחת הכנרת".

"סיימתי ..." and "finished ..." also report a task done (task_complete.py, 0.88). A race (a marathon, a triathlon, a
10K) is an event the user ran, never an item of a to-do list, so finishing one is news to share and is read a little
above a task done. The figures of the race may follow (a distance, a time, a place); any request word or question
leaves the message to the tools.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.general import _PIECE, _pieces
from memo.planning.rules.general_chat import _CLOCK_WORDS, _REQUEST_EN, _REQUEST_HE, _TRAILING, MAX_CHARS, _only_chat

RACE_DONE = 0.9  # above a task reported done (0.88)
_HE = r"\u05D0-\u05EA"

_RACE_EN = (r"(?:(?:half|full|ultra|mini)[\s-]*)?marathon|triathlon|duathlon|iron\s*man|(?:\d{1,3}\s*(?:k|km|mile))"
            r"(?:\s+(?:run|race))?|fun\s+run|race|ultra")
_RACE_HE = r"(?:חצי\s+)?מרתון|(?:ה)?מרתון|טריאתלון|איש\s+(?:ה)?ברזל|מרוץ|מירוץ|אולטרה|צליחת\s+(?:ה)?\S+"
_FINISHED = re.compile(
    rf"^(?:(?:i|we)\s+)?(?:just\s+|finally\s+|actually\s+)?(?:finished|completed|ran|did|crossed\s+the\s+finish\s+line\s+of)"
    rf"\s+(?:(?:my|our|the|a|an|this\s+year'?s)\s+)?(?:(?:first|second|third|\d+(?:st|nd|rd|th)|whole|entire|full)\s+)?"
    rf"(?:{_RACE_EN})\b"
    rf"|^(?:(?:אני|אנחנו)\s+)?(?:סוף\s+סוף\s+|הרגע\s+|היום\s+)?(?:סיימתי|סיימנו|השלמתי|השלמנו|רצתי|רצנו|גמרתי)\s+(?:את\s+)?"
    rf"(?:ה)?(?:{_RACE_HE})(?![{_HE}])", re.IGNORECASE)
# What may follow the race: its figures and the joy of it ("42 ק"מ", "in 3:58", "ראשון שלי", "!!!", emoji).
_REST = re.compile(
    r"^(?:[\s,.!:;()\-~]|[\U0001F000-\U0001FAFF\u2600-\u27BF\u2764\ufe0f\u200d]|\d+(?:[.:]\d+)*|ק\"?מ|קמ|km|k|miles?"
    r"|hours?|hrs?|minutes?|mins?|in|under|at|today|this\s+morning|finally|first|ever|my|ראשון|ראשונה|שלי|בחיים|היום"
    r"|הבוקר|ב-?|תוך|בתוך|שעות|שעתיים|שעה|וחצי|דקות|סוף\s+סוף|איזה\s+כיף|so\s+(?:proud|happy|tired)|גאה|מאושר"
    r"|מאושרת|wo+hoo+|yes+|יש+"
    r"|ל?ראשונה)*$", re.IGNORECASE)


# A workout told with its distance, after a greeting or alone: "בוקר טוב ממו! עשיתי 12 קמ הבוקר בקצב 5:40 😅 הרגליים
# שלי מתות", "swam 2km this morning, my arms are dead". A distance run is done, never a to-do; its pace and time are
# figures of it, and what follows them must be chat ("... צריך לקנות נעליים" is a request, left to the tools).
_DISTANCE = r"\d{1,3}(?:[.,]\d{1,2})?\s*-?\s*(?:ק[\"״]?מ|קילומטר(?:ים)?|km|kms|k|kilometers?|kilometres?|mi|miles?)"
_WORKOUT = re.compile(
    r"^(?:(?:i|we)\s+)?(?:just\s+|finally\s+)?(?:ran|did|swam|biked|cycled|rode|walked|hiked|rowed|jogged)\s+"
    rf"(?:(?:a|an|my|another)\s+)?{_DISTANCE}(?![\w{_HE}])"
    r"|^(?:(?:אני|אנחנו)\s+)?(?:(?:הרגע|היום|הבוקר|סוף\s+סוף)\s+)?(?:רצתי|רצנו|עשיתי|עשינו|שחיתי|שחינו|רכבתי|רכבנו"
    rf"|הלכתי|הלכנו|דיוושתי)\s+(?:עוד\s+)?{_DISTANCE}(?![\w{_HE}])", re.IGNORECASE)
_FIGURES = re.compile(
    rf"(?<![\w{_HE}])(?:(?:ב|ו)?קצב(?:\s+(?:של|ממוצע))?|(?:at\s+)?(?:an?\s+)?(?:avg\s+|average\s+)?pace(?:\s+of)?|at\s+an?"
    r"|in|under|ב-?|תוך|בתוך)?\s*\d{1,3}(?:[:.]\d\d){1,2}(?:\s*(?:/\s*km|per\s+(?:km|mile)|min(?:/km)?|לק[\"״]?מ"
    r"|דקות?|pace))?(?:\s+pace)?", re.IGNORECASE)


def _workout_told(text: str) -> bool:
    text = text[_pieces(text, _PIECE)[0]:]  # "בוקר טוב ממו!"
    m = _WORKOUT.match(text)
    if m is None:
        return False
    rest = _FIGURES.sub(" ", text[m.end():])
    return (not _CLOCK_WORDS.search(rest) and not _REQUEST_EN.search(text) and not _REQUEST_HE.search(text)
            and all(_only_chat(c) for c in re.split(r"[,.!;]+\s*", rest) if c.strip()))


@grammar
def race_finished(ctx: RuleContext) -> Intent | None:
    if len(ctx.text) > MAX_CHARS or "?" in ctx.text:
        return None
    text = _TRAILING.sub("", ctx.text)
    if _workout_told(text):
        return Intent("general", "respond", {"operation": "respond", "kind": "small_talk"}, RACE_DONE,
                      intent_type="conversation")
    m = _FINISHED.match(text)
    if m is None or _REQUEST_EN.search(text) or _REQUEST_HE.search(text):
        return None
    if not _REST.match(text[m.end():]):
        return None  # "finished the marathon registration form": something else was finished
    return Intent("general", "respond", {"operation": "respond", "kind": "small_talk"}, RACE_DONE,
                  intent_type="conversation")
