"""Reports that sound like a task done but are news about one's life: "I finished my chemotherapy today!!!",
"גמרתי משמרת של 12 שעות אני גמור", "done with my shift", "סיימתי היום את הטיפולים!!!".

No grammar lives here: `task_complete.complete_task` asks `life_news` about what a "finished X" report names,
and `excited` about how the message says it. A phase of life or of work (a shift, a treatment, a degree, the
army) is finished, not ticked off a to-do list: small talk reads it, and Memo never closes a task for it. A
report said with a cheer ("!!", 🎉) is more often news than a request, so it is asked rather than acted on.
"""

from __future__ import annotations

import re

# What one finishes as a stage of life or of the working day, not as an errand.
_EN_PHASES = (
    r"(?:(?:night|day|morning|evening|double|long|last|first)\s+)?shifts?|treatments?|chemo(?:therapy)?|radiation"
    r"|radiotherapy|rehab|degree|studies|semester|term|finals|exams|army|military\s+service|national\s+service"
    r"|service|residency|internship|training|work(?:\s+day)?|workday|the\s+day|my\s+day|the\s+week|my\s+week"
    r"|school|high\s+school|university|uni|college|(?:\d+|twelve|ten|eight)\s*(?:-\s*)?(?:hours?|hrs?)")
_HE_PHASES = (
    r"(?:ה)?(?:משמרת|משמרות|טיפול(?:ים)?|כימו(?:תרפיה)?|הקרנות|תואר|לימודים|סמסטר|מבחנים|בחינות|בגרויות|צבא|שירות"
    r"|שירות\s+(?:צבאי|לאומי|המילואים)|מילואים|התמחות|סטאז'?|יום\s+(?:עבודה|ה?ארוך)|עבודה|שבוע|קורס)")
_LEAD = r"(?:(?:my|the|our|a|another|this|his|her|all\s+(?:my|the))\s+)?"
_HE_LEAD = r"(?:(?:עוד|את|עם)\s+)*(?:היום\s+)?(?:(?:עוד|את|עם)\s+)*"
# After the stage: the end, or words about when or how it went ("shift finally", "משמרת של 12 שעות אני גמור");
# "the training module" or "the work for the client" names a thing to do, and is left to the task reading.
_AFTER = (r"(?=\s*$|\s*[,.!;:\-\u2026]|\s+(?:today|tonight|yesterday|finally|at\s+last|of|at|ugh|lol|omg|i'?m|im"
          r"|and\s+i|היום|אתמול|סוף\s+סוף|סופית|של|אני|ואני|אחרי|באופן)(?![\w\u0590-\u05FF]))")
_LIFE_NEWS = re.compile(
    rf"^{_LEAD}(?:{_EN_PHASES}){_AFTER}|^{_HE_LEAD}(?:{_HE_PHASES}){_AFTER}",
    re.IGNORECASE)
# "!!", "🎉", "🥳": a cheer, said of news more often than of an errand.
_CHEER = re.compile(r"!{2,}|[\U0001f389\U0001f38a\U0001f973\U0001f64c\U0001f4aa\U0001f60d\U0001f929]")


def life_news(what: str) -> bool:
    """Whether the words after "finished" / "סיימתי" name a stage of life or work rather than a task."""
    return bool(_LIFE_NEWS.match(what.strip()))


def excited(text: str) -> bool:
    """Whether the message cheers ("!!", 🎉): news, more often than a task to close."""
    return bool(_CHEER.search(text))
