"""Why the user wants the reminder, said with it: "remind me tomorrow at 5 so i dont forget it", "remind me at 8 to
call mom so i won't forget", "תזכירי לי מחר בחמש שלא אשכח", "תזכיר לי ב-8 ליתר ביטחון", "..., שאספיק להגיע".

Not forgetting, and getting there on time, is the reason for every reminder, never the thing to be reminded of: it
is cut from the reminder's words. Nothing left means nothing was named (or it was named before the request), and
what to remind is asked; a task said inside the reason ("so i don't forget to call mom", "שאני לא אשכח להתקשר
לאמא") is the task.
"""

from __future__ import annotations

import re

_HE = r"\u05D0-\u05EA"
# "i don't forget", "i won't", "i'll", "i always": how the user says they would forget.
_I_FORGET_EN = (r"(?:i|we)\s*(?:(?:don'?t|dont|do\s+not|won'?t|wont|will\s+not|wouldn'?t|never|might|may|will|'ll"
                r"|ll|would|always|usually|tend\s+to|probably|definitely|totally|def|prob|surely|actually|really|just|even"
                r"|know\s+i(?:'ll|\s+will))"
                r"\s*)*(?:forget|remember)")
_I_FORGET_HE = (r"(?:אני\s+|אנחנו\s+)?(?:(?:לא|תמיד|בטוח|בטח|עלול|עלולה|עלולים|עוד|פשוט|כנראה)\s+)*"
                r"(?:אשכח|אשכך|נשכח|שוכח|שוכחת|שוכחים|אזכור|נזכור|אתבלבל)")
# Getting there on time is as much every reminder's reason: "so I can get there in time", "שאספיק להגיע".
# "so I actually leave on time", "so i really don't forget": an adverb of the speaker's between says no more.
_ON_TIME_EN = (r"(?:i|we)\s*(?:(?:can|could|will|'ll|ll|am|'m|are|'re|won'?t|wont|don'?t|dont|do\s+not|not"
               r"|actually|really|finally|just|even)\s*)*"
               r"(?:(?:get\s+there|make\s+it|arrive|leave|be\s+there|head\s+out|set\s+off|(?:get\s+)?out\s+(?:of\s+)?the\s+door"
               r"|bail|flake|chicken\s+out|back\s+out|run\s+away|skip\s+it)"
               r"(?:\s+(?:in|on)\s+time)?|be\s+late|late|miss\s+it)")
_ON_TIME_HE = (r"(?:אני\s+|אנחנו\s+)?(?:(?:לא|עוד)\s+)*(?:(?:אספיק|נספיק)\s+(?:להגיע|לצאת|להתארגן)(?:\s+בזמן)?|אספיק"
               r"|נספיק|(?:אגיע|נגיע|אצא|נצא)\s+בזמן|אאחר|נאחר|אפספס|נפספס|אחמיץ|נחמיץ"
               # not running off from it: "שלא אברח", "שלא אתחמק", "so i don't bail"
               r"|אברח|נברח|אתחמק|נתחמק|אבריז|נבריז)")
_I_FORGET_EN = rf"(?:{_I_FORGET_EN}|{_ON_TIME_EN})"
_I_FORGET_HE = rf"(?:{_ON_TIME_HE}|{_I_FORGET_HE})"
# What may follow "forget" and still name nothing: "it", "this", "again", "about it".
# "like last time": the forgetting recalled, still nothing to remind of.
_NOTHING_EN = (r"(?:\s+(?:about\s+)?(?:it|this|that|them))?(?:\s+(?:again|lol|haha))?"
               r"(?:\s+(?:like|as\s+i\s+did)\s+(?:the\s+)?last\s+time)?")
_NOTHING_HE = r"(?:\s+(?:את\s+זה|אותו|אותה|אותם|שוב|חח+|כמו\s+ב?(?:פעם\s+ה?קודמת|פעם\s+שעברה|פעם\s+הקודמת)))*"
_END = r"[\s.!,;:)]*$"
# After words for someone else ("להגיד לדנה שלא אשכח"), a bare "ש" opens what is said to them, not a reason.
_SAID = re.compile(rf"(?<![{_HE}])(?:להגיד|לומר|לכתוב|לספר|לשלוח|להודיע|לענות|להבטיח|תגיד|תגידי)(?![{_HE}])")

# The reason after the task: "... so i dont forget", "..., because i'll forget", "... just in case".
_TAIL = re.compile(
    rf"[\s,;]+(?:(?:so(?:\s+that)?|in\s+order\s+that|because|cuz|cause|coz|bc|since|as|in\s+case)\s+{_I_FORGET_EN}"
    rf"{_NOTHING_EN}|(?:just\s+)?in\s+case|to\s+be\s+(?:safe|sure)|as\s+a\s+backup)"
    rf"|[\s,;]+(?:(?:כדי\s+|בשביל\s+)ש{_I_FORGET_HE}|(?P<bare>ש){_I_FORGET_HE}|כי\s+{_I_FORGET_HE}|למקרה\s+ש{_I_FORGET_HE}){_NOTHING_HE}"
    rf"|[\s,;]+(?:ליתר\s+(?:ביטחון|בטחון)|על\s+כל\s+מקרה|לכל\s+מקרה|ליתר\s+ביטחון)"
    # "…, אני צריך לא לשכוח", "…, I must not forget": the need not to forget said as a sentence of its own
    rf"|[,;.]\s*(?:אני\s+)?(?:צריך|צריכה|חייב|חייבת|מוכרח|מוכרחה|אסור\s+לי)\s+(?:לא\s+)?(?:לשכוח|לזכור){_NOTHING_HE}"
    rf"|[,;.]\s*i\s+(?:need|have|must|got|gotta|should)\s+(?:to\s+)?(?:not\s+forget|remember){_NOTHING_EN}"
    rf"{_END}", re.IGNORECASE)
# The reason alone, the words before it already cut as the reminder's lead ("so" is cut with "remind me").
_WHOLE_EN = re.compile(
    rf"^(?:(?:so(?:\s+that)?|that|in\s+order\s+that|because|cuz|cause|coz|bc|since|in\s+case)\s+)?{_I_FORGET_EN}"
    rf"(?P<task>\s+(?:to|about)\s+.+?)?{_NOTHING_EN}{_END}", re.IGNORECASE)
_WHOLE_HE = re.compile(
    rf"^(?:(?:כדי|בשביל|למקרה)\s+)?(?:ש|כי\s+)?{_I_FORGET_HE}(?P<task>\s+(?:ל[{_HE}]{{2,}}|את\s+|על\s+).+?)?"
    rf"{_NOTHING_HE}{_END}")
_ALONE = re.compile(r"^(?:(?:just\s+)?in\s+case|to\s+be\s+(?:safe|sure)|as\s+a\s+backup|ליתר\s+(?:ביטחון|בטחון)"
                    r"|על\s+כל\s+מקרה|לכל\s+מקרה)[\s.!]*$", re.IGNORECASE)
_TASK_LEAD = re.compile(r"^\s*(?:to|about|את|על)\s+", re.IGNORECASE)


def without_purpose(text: str) -> str:
    """The reminder's words without the reason not to forget said with them; "" when the reason is all there is."""
    stripped = text.strip()
    if _ALONE.match(stripped):
        return ""
    whole = _WHOLE_EN.match(stripped) or _WHOLE_HE.match(stripped)
    if whole is not None:
        return _TASK_LEAD.sub("", whole["task"] or "").strip()
    tail = _TAIL.search(stripped)
    if tail is None or tail["bare"] and _SAID.search(stripped[:tail.start()]):
        return stripped
    cut = stripped[:tail.start()]
    return cut if cut.strip() else stripped


# What the reminder is for, said after it when the thing itself was named before "remind me": "delivery from the
# nursery tmrw at 11 remind me 20 min b4 so i clear the entrance", "משלוח מחר ב11 תזכירי לי 20 דק לפני כדי שאפנה את
# הכניסה". The thing is what the reminder is about; what the user will do then is kept after it, never in its place.
_SO_I = re.compile(
    r"^(?:so(?:\s+that)?|so\s+as\s+to|in\s+order\s+(?:to|that)|that\s+way)\s+(?:i|we|u|you|i'?ll|i\s+can|we\s+can)\b"
    rf"|^(?:כדי|בשביל|על\s+מנת)\s+(?:ש|ל)(?=[{_HE}])|^ש(?:אוכל|נוכל|אספיק\s+ל|נספיק\s+ל)(?=[\s{_HE}])",
    re.IGNORECASE)
# Words before "remind me" that name nothing: "ok so remind me ... so i can call mom" keeps its task after.
_NO_THING = re.compile(rf"^(?:(?:ok|okay|so|hey|pls|please|and|also|then|oh|ugh|hmm|אז|טוב|יאללה|וגם|גם|אוקיי|בבקשה)"
                       rf"(?![\w{_HE}])[\s,.!]*)*$", re.IGNORECASE)


def purpose_apart(after: str, before: str) -> tuple[str, str]:
    """(after, purpose): when the words after "remind me" only say what it is for and the thing was named before
    it, ("", " <purpose>") so that the thing is read from before and the purpose kept after it; else (after, "")."""
    said = after.strip(" ,.:;-!?")
    if not _SO_I.match(said) or without_purpose(said) != said or _NO_THING.match(before.strip()):
        return after, ""
    from memo.planning.rules.task_runon import only_feelings

    if only_feelings(before):
        return after, ""
    return "", f" {said}"


def before_closing_reason(rest: str, trigger: re.Match[str]) -> str | None:
    """The task said before a closing "so i don't forget" / "שלא אשכח" when `trigger` (the "don't forget" read as
    the request) lies inside that reason: "pay the electric bill so i dont forget" is "pay the electric bill", never
    "pay the electric bill so i". None when the trigger is no part of a closing reason."""
    stripped = rest.strip()
    cut = without_purpose(stripped).rstrip(" ,.;:-")
    if not cut or cut == stripped or not stripped.startswith(cut):
        return None
    lead = len(rest) - len(rest.lstrip())
    return cut if trigger.start() >= lead + len(cut) else None
