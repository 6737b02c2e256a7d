"""A request sent to try Memo out, read without the words that say it is a try.

People new to an assistant test it with a real request and say so around it: "first real test: remind me at 1
to…", "let's try lists. add milk…", "ok let's see if you can remind me tomorrow", "what time did I set the vet
reminder for? want to check it saved", "thursday after lunch, am I free? seeing if the calendar link works",
"תראי לי את ה-shopping list שאני אראה שזה נשמר", "שיחקתי איתך קצת, תמחקי את כל התזכורות, הכל היה ניסיון". The
wrapper says why the request is sent, never what it asks: left in, it ends up in a slot ("let's see if you can"
as the reminder's text) or hides the request from every grammar. Here it is left out and the rest read as the
message; a rest that asks something unsaid ("remind me tomorrow": about what?) is asked about as it would be.

Only words that speak of trying Memo are wrappers. "test" as content stays: "remind me about the blood test",
"first real test is on monday, remind me to study", "let's try the new sushi place - add it to my list".

`rules._read` calls `read` before the grammars read the message as written.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from memo.planning.rules.asides import replace_text
from memo.planning.rules.base import Intent, RuleContext

_HE = r"\u05D0-\u05EA"
# What Memo does, named when the user tries it ("let's try lists", "testing the calendar").
_FEATURE_EN = (r"(?:(?:the|your|my|this|a)\s+)?(?:lists?|reminders?|tasks?|calendar(?:\s+(?:link|sync|connection))?"
               r"|e-?mails?|mail|inbox|gmail|notes?|memory|(?:whole\s+)?thing|bot|app|feature|integration"
               r"|connection|link|sync|this|it|you)")
_FEATURE_HE = r"(?:(?:ה|את\s+ה)?(?:רשימות|רשימה|תזכורות|תזכורת|משימות|יומן|מיילים|מייל|ג'?ימייל|פתקים|זיכרון|בוט))"
_DONE = r"(?:saved|works|worked|got\s+saved|went\s+through|stuck|is\s+there|got\s+in|registered|synced|is\s+working)"
# Said before the request, and closed by a mark of its own ("first real test:", "let's try lists.").
_LEAD = re.compile(
    r"^(?:(?:ok(?:ay)?|alright|so|right|hi|hey|now)[\s,.!]+)*(?:"
    # A question asked to see what Memo knows, or before starting: "random question to see how smart you are:",
    # "quick question before I start,". A plain "quick question:" is left to the question's own reading.
    r"(?:(?:a|one)\s+)?(?:random|quick|silly|dumb|trick|small|little)\s+(?:question|q)\s+(?:to\s+(?:see|test|check)"
    r"\s+[^:,.?!]{1,40}|before\s+(?:i|we)\s+(?:start|begin|get\s+started|go\s+on))"
    r"|(?:(?:my|a|the|our)\s+)?(?:first|second|third|another|one\s+more|next|last|quick|real|small|little|proper|\s)*"
    r"(?:test|try|trial)(?:\s+(?:run|one|message|question))?(?:\s+(?:of|for)\s+" + _FEATURE_EN + r")?"
    r"|(?:just\s+)?testing(?:\s+" + _FEATURE_EN + r")?(?:\s+(?:out|here))?"
    r"|let'?s\s+(?:try|test|check)(?:\s+out)?\s+" + _FEATURE_EN + r"(?:\s+(?:part|bit|side|feature|function))?"
    r"(?:\s+(?:out|now|next|first))?"
    r"|(?:time\s+to|gonna|going\s+to|i'?ll|want\s+to|wanna)\s+(?:try|test)(?:\s+out)?\s+" + _FEATURE_EN
    + r"(?:\s+(?:out|now|next|first))?"
    # "just testing but what's…": the "but" closes it as a mark would.
    r")(?:\s*[:.!,\-–]+|\s+but(?=\s))\s*(?=\S)"
    rf"|^(?:(?:אוקיי|אוקי|טוב|יאללה|היי|ועכשיו|עכשיו)[\s,.!]+)*(?:"
    # Before starting: "רגע לפני שמתחילים,", "שאלה קטנה לפני שנתחיל:".
    rf"(?:רגע\s+)?(?:שאלה\s+(?:קטנה\s+)?)?לפני\s+ש(?:מתחילים|נתחיל|אני\s+מתחיל|אני\s+מתחילה)"
    rf"|(?:סתם\s+)?(?:בודק|בודקת)(?:\s+(?:אותך|משהו))?"
    rf"|(?:ה)?(?:ניסיון|בדיקה|טסט)(?:\s+(?:ה)?(?:ראשון|ראשונה|אמיתי|אמיתית|שני|שנייה|קטן|קטנה|נוסף|נוספת))*"
    rf"|(?:בוא|בואי|בואו)\s+(?:נ(?:נסה|בדוק|בחן)|ננסה)(?:\s+{_FEATURE_HE})?(?:\s+(?:עכשיו|קודם))?"
    rf"|(?:שיחקתי|התנסיתי|התעסקתי)\s+(?:איתך|איתכם|פה)(?:\s+קצת)?"
    rf")(?:\s*[:.!,\-–]+|\s+אבל(?=\s))\s*(?=\S)",
    re.IGNORECASE)
# Said before the command itself, with nothing between ("ok let's see if you can remind me tomorrow",
# "נראה אם את יכולה לתזכר…" is left to the hedges).
_SEE_IF = re.compile(
    r"^(?:(?:ok(?:ay)?|alright|so|right)[\s,.!]+)*(?:let'?s|lemme|let\s+me)\s+(?:see|check|test)\s+(?:if|whether)\s+"
    r"(?:you\s+(?:can|could|are\s+able\s+to|know\s+how\s+to)|this\s+works\s*[:.,-]*)\s+(?=[a-z])",
    re.IGNORECASE)
# Said after the request ("…? want to check it saved", "…, seeing if the calendar link works", "…, הכל היה ניסיון").
_TAIL = re.compile(
    r"\s*[,.;:!?\-–]+\s*(?:"
    r"(?:(?:i\s+)?(?:just\s+)?(?:want(?:ed)?|wanna|need|trying|try)\s+to\s+|(?:just\s+)?)"
    r"(?:check|see|make\s+sure|confirm|verify|checking|seeing|making\s+sure|testing)\s+"
    r"(?:(?:if|whether|that)\s+)?(?:" + _FEATURE_EN + r"\s+)?(?:really\s+|actually\s+)?" + _DONE +
    r"|(?:this\s+is|it'?s|that\s+was|this\s+was)\s+(?:just\s+|only\s+)?(?:a\s+)?(?:test|try|trial)"
    r"|(?:just\s+)?(?:testing|a\s+test)(?:\s+" + _FEATURE_EN + r")?"
    r")[\s.!?)]*$"
    r"|(?:\s*[,.;:!?\-–]+\s*|\s+(?=ש|כדי))(?:"
    r"(?:ש|כדי\s+ש)?אני\s+(?:אראה|אבדוק|אדע)\s+ש(?:זה|הכל|היא|הוא)\s+(?:נשמר|נשמרה|נשמרו|עובד|עובדת|עבד|נרשם|נרשמה|נקלט)"
    r"|(?:רק\s+)?(?:רוצה|רציתי|בשביל|כדי)\s+(?:לראות|לבדוק|לוודא)\s+ש(?:זה|הכל|היומן|החיבור)\s+"
    r"(?:נשמר|עובד|עבד|נרשם|נקלט|מחובר)"
    r"|(?:ה?כל|זה|זו|זאת|אלה|הן|הם)\s+(?:היה|היו|הייתה)\s+(?:רק\s+)?(?:ניסיון|ניסיונות|בדיקה|בדיקות|טסט|טסטים)"
    r"|(?:רק\s+)?(?:בודק|בודקת)(?:\s+(?:אם|ש)\s*(?:זה|ה\S+)\s+(?:עובד|עובדת|נשמר))?"
    r")[\s.!?)]*$",
    re.IGNORECASE)


def untried(text: str) -> str | None:
    """The message without the words that say it is a try; None when it has none."""
    out = text.strip()
    for _ in range(3):
        before = out
        out = _LEAD.sub("", out, count=1).strip()
        out = _SEE_IF.sub("", out, count=1).strip()
        # A question mark closing the request before the tail stays: "…for? want to check it saved".
        out = _TAIL.sub(lambda m: "?" if m.group(0).lstrip().startswith("?") else "", out, count=1).strip()
        if out == before:
            break
    if out == text.strip() or len(out.split()) < 2:
        return None  # nothing left out, or nothing left to read ("test", "first test:")
    return out


def read(ctx: RuleContext, read_text: Callable[[RuleContext], Intent | None]) -> Intent | None:
    """The request inside a try, read as the message; None when the message is no try or its request is read by
    no grammar (the message is then read as written)."""
    text = untried(ctx.text)
    if text is None:
        return None
    intent = read_text(replace_text(ctx, text))
    if intent is None:
        return None
    intent.read = intent.read or text
    intent.decided_by = f"{intent.decided_by}; read without the words that say it is a try: {text!r}"
    return intent
