"""The people around the user's work, asked by name: "whats the name of the CFO's assistant again", "what's my boss's
secretary's extension", "who's the ceo's EA", "מה השם של המזכירה של הבוס שוב?", "מה השלוחה של העוזרת של המנכ"ל".

Someone who assists a role at the user's own work (an assistant, a secretary, a deputy of "the CFO", "my boss") is
nobody the world knows: the user told Memo, and the answer is in the notes, not general knowledge. Only roles of a
workplace own such a helper here: "the president's wife" or "apple's ceo" is news, left to the general question. The
role alone is the user's own when it is "my" or "our" one, or asked "again" ("what's the name of the CFO again").
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.notes import _search, core

_DETAIL_EN = (r"(?:(?:first|last|full)\s+)?names?|(?:(?:phone|cell|mobile|office|direct)\s+)?(?:number|phone)|cell"
              r"|extension|ext|e-?mail(?:\s+address)?|address")
_SUPPORT_EN = (r"(?:(?:executive|personal|admin(?:istrative)?|new)\s+)?(?:assistant|secretary)|ea|pa|deputy"
               r"|receptionist|office\s+manager|right\s+hand(?:\s+(?:man|woman))?|driver|chief\s+of\s+staff")
_WORK_EN = (r"(?:boss|manager|supervisor|team\s+lead(?:er)?|group\s+lead(?:er)?|cfo|ceo|cto|coo|cmo|cio|cpo"
            r"|vp(?:\s+of\s+"
            r"[a-z]+)?|vp\s+[a-z]+|director|head\s+of\s+[a-z]+|department\s+head|dept\s+head|founder|co-?founder"
            r"|partner|client|customer|investor)")
_OWNER_EN = rf"(?:(?:the|my|our)\s+(?:new\s+)?{_WORK_EN}(?:'s|s'|’s)\s+|(?:my|our)\s+)"
_WHAT_EN = r"(?:what'?s|whats|what\s+(?:is|was)|tell\s+me|remind\s+me(?:\s+of)?|do\s+(?:you|u)\s+have)"
_AGAIN = r"(?:\s+again)?\s*\??\s*$"
_ASKED_EN = re.compile(
    # "whats the name of the CFO's assistant again", "the number of the assistant of my boss"
    rf"^{_WHAT_EN}\s+(?:the\s+)?(?:{_DETAIL_EN})\s+(?:of|for)\s+(?P<q>{_OWNER_EN}(?:{_SUPPORT_EN})"
    rf"|the\s+(?:{_SUPPORT_EN})\s+(?:of|to|for)\s+(?:the|my|our)\s+{_WORK_EN}){_AGAIN}"
    # "what's my boss's secretary's extension"
    rf"|^{_WHAT_EN}\s+(?P<q2>{_OWNER_EN}(?:{_SUPPORT_EN}))(?:'s|s|’s)\s+(?:{_DETAIL_EN}){_AGAIN}"
    # "who's the ceo's EA again"
    rf"|^(?:who'?s|whos|who\s+(?:is|was))\s+(?P<q3>{_OWNER_EN}(?:{_SUPPORT_EN})){_AGAIN}"
    # The role alone, "my" or "our" one: "what's my boss's extension", "what's the name of our cfo".
    rf"|^{_WHAT_EN}\s+(?P<q4>(?:my|our)\s+{_WORK_EN})(?:'s|s|’s)\s+(?:{_DETAIL_EN}){_AGAIN}"
    rf"|^{_WHAT_EN}\s+(?:the\s+)?(?:{_DETAIL_EN})\s+(?:of|for)\s+(?P<q5>(?:my|our)\s+{_WORK_EN}){_AGAIN}"
    # The role alone asked "again": it was told before ("whats the name of the CFO again").
    rf"|^{_WHAT_EN}\s+(?:the\s+)?(?:{_DETAIL_EN})\s+(?:of|for)\s+(?P<q6>the\s+{_WORK_EN})\s+again\s*\??\s*$",
    re.IGNORECASE)

_HE = r"\u05D0-\u05EA"
_ASK_HE = (r"(?:איך\s+(?:קוראים|קראו|קוראת|קורא)\s+ל|מה\s+(?:ה)?שם\s+של\s+|מי\s+(?:(?:זה|זאת|זו|היא|הוא)\s+)?"
           r"|מה\s+(?:ה)?(?:טלפון|מספר|נייד|פלאפון|שלוחה|כתובת|מייל|אימייל)\s+של\s+)")
_SUPPORT_HE = (r"(?:עוזרת(?:\s+ה?אישית)?|עוזר(?:\s+ה?אישי)?|מזכירה|מזכיר|סגן|סגנית|ממלא\s+מקום|ממלאת\s+מקום"
               r"|פקידת\s+(?:ה)?קבלה|נהג|מנהלת\s+(?:ה)?משרד|מנהל\s+(?:ה)?משרד)")
_WORK_HE = (r"(?:בוס|בוסית|מנהל|מנהלת|מנכ\"ל|מנכ\"לית|מנכ״ל|מנכ״לית|סמנכ\"ל|סמנכ\"לית|סמנכ״ל|סמנכ״לית|ראש\s+(?:ה)?צוות"
            r"|ראש\s+(?:ה)?מחלקה|ראש\s+(?:ה)?אגף|דירקטור|דירקטורית|מייסד|מייסדת|שותף|שותפה|לקוח|לקוחה|משקיע|משקיעה|CFO"
            r"|CEO|VP)")
_ROLE_AFTER_HE = rf"(?:\s+(?:ה)?[{_HE}\"״]+)?"  # "סמנכ"ל הכספים", "מנהלת השיווק"
_MINE_HE = r"(?:\s+(?:שלי|שלנו))"
_ASKED_HE = re.compile(
    # "מה השם של המזכירה של הבוס שוב?", "מה השלוחה של העוזרת של המנכ"ל"
    rf"^{_ASK_HE}(?P<q>ה?{_SUPPORT_HE}\s+של\s+(?:ה)?-?{_WORK_HE}{_ROLE_AFTER_HE}{_MINE_HE}?"
    rf"|ה?{_SUPPORT_HE}{_MINE_HE})(?:\s+שוב)?\s*\??\s*$"
    # The role alone, "mine": "מה הטלפון של הבוס שלי".
    rf"|^{_ASK_HE}(?P<q2>ה?{_WORK_HE}{_ROLE_AFTER_HE}{_MINE_HE})(?:\s+שוב)?\s*\??\s*$")


@grammar
def colleague_detail(ctx: RuleContext) -> Intent | None:
    """ "whats the name of the CFO's assistant again": someone at the user's work, in the notes."""
    text = core(ctx.text).strip()
    if len(text) > 120:
        return None
    m = _ASKED_EN.match(text) or _ASKED_HE.match(text)
    if m is None:
        return None
    query = next(value for value in m.groups() if value)
    # Above the general question (0.72): nobody outside the user's life knows who assists their CFO.
    return _search(query, 0.88)
