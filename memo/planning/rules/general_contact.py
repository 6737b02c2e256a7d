"""`general`: checking that the line works — "are you there?", "can you hear me? is this working?", "שלום, זו הפעם
הראשונה שאני כותבת לך. את שומעת אותי? זה עובד?", "קיבלת את ההודעה שלי?".

Someone new to the assistant, or unsure of the technology, first asks whether anyone is listening. The whole message
is made of such checks and greetings; the answer is a reply, never an act. A message that asks anything else ("is
this working? add milk") is left to the tools.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.general import _GAP, _PIECE

CHECKING = 0.85
_HE = r"\u05D0-\u05EA"

_CHECK = re.compile(
    r"(?:(?:are|r)\s+(?:you|u)\s+(?:there|here|(?:still\s+)?(?:awake|on|online|working|real))"
    r"|(?:can|do)\s+(?:you|u)\s+(?:hear|see|read)\s+me|(?:is|does)\s+this\s+(?:thing\s+|app\s+)?(?:work(?:ing)?|on)"
    r"(?:\s+at\s+all)?|(?:is\s+)?(?:any\s*(?:one|body)|some\s*(?:one|body))\s+(?:there|here|home)"
    r"|did\s+(?:you|u)\s+(?:get|receive)\s+(?:my|this|the)\s+(?:message|text|msg)(?:\s+i\s+(?:just\s+)?sent)?"
    r"|(?:just\s+)?(?:testing|a\s+test|test)(?:\s+(?:testing|1\s*2\s*3|one\s+two(?:\s+three)?))?"
    r"|(?:this\s+is\s+)?(?:my\s+)?first\s+time\s+(?:writing|texting|messaging|talking)\s+(?:to\s+)?(?:you|u|here)"
    r"|i'?m\s+new\s+(?:here|to\s+this)|hello+\s*\?+"
    rf"|(?:האם\s+)?(?:את|אתה)\s+(?:שם|פה|כאן|ערה|ער|זמינה|זמין|אמיתית|אמיתי)"
    rf"|(?:האם\s+)?(?:את|אתה)\s+(?:שומעת|שומע|רואה|קוראת|קורא)\s+אותי"
    rf"|(?:האם\s+)?(?:זה|הדבר\s+הזה)\s+(?:עובד|פועל)(?:\s+בכלל)?|(?:האם\s+)?יש\s+(?:שם|פה|כאן)\s+מישהו"
    rf"|(?:האם\s+)?(?:קיבלת|הגיעה\s+(?:אלייך|אליך)?)\s*(?:את\s+)?ה(?:הודעה|הודעות)(?:\s+שלי|\s+ששלחתי)?"
    rf"|בדיקה(?:\s+בדיקה)?|ניסיון|(?:זו|זאת|זוהי)\s+(?:ה)?פעם\s+(?:ה)?ראשונה\s+ש(?:אני\s+)?(?:כותבת|כותב|פונה|פונים)"
    rf"\s+(?:לך|אלייך|אליך)|אני\s+(?:חדשה|חדש)\s+(?:פה|כאן|בזה)|הלו+(?=\s*\?)"
    rf")(?![\w{_HE}'])", re.IGNORECASE)


# Who is writing, or a warm word, said with a check: "can you hear me dear? this is Rivka", "את שם? זאת מלכה". Never
# read alone: only beside a check does it say nothing more than hello.
_BESIDE = re.compile(
    rf"(?:(?:this\s+is|it'?s|my\s+name\s+is|i\s+am|i'?m)\s+[A-Za-z]+|dear|darling|(?:זאת|זו|זה|כאן|מדבר|מדברת)\s+[{_HE}]+"
    rf"|קוראים\s+לי\s+[{_HE}]+|(?:ה)?שם\s+שלי\s+[{_HE}]+|יקירתי|יקירי|מותק|חמודה)(?![\w{_HE}'])", re.IGNORECASE)


def _made_of_checks(text: str) -> bool:
    """Whether `text` is only greetings and checks that the line works, with one check at least."""
    pos, checks = _GAP.match(text).end(), 0  # type: ignore[union-attr]
    while pos < len(text):
        m = _CHECK.match(text, pos)
        if m is not None and m.end() > pos:
            checks += 1
        else:
            m = _PIECE.match(text, pos) or _BESIDE.match(text, pos)
            if m is None or m.end() == pos:
                return False
        pos = _GAP.match(text, m.end()).end()  # type: ignore[union-attr]
    return checks > 0


@grammar
def checking_the_line(ctx: RuleContext) -> Intent | None:
    if len(ctx.text) > 200 or not _made_of_checks(ctx.text):
        return None
    return Intent("general", "respond", {"operation": "respond", "kind": "small_talk"}, CHECKING,
                  intent_type="conversation")
