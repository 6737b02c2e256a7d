"""`general`: a story the user says outright is only to let off steam ("... just venting", "סתם פורקת").

"ugh long day, kids were sick all night, missed the bus twice and my manager booked a 7pm meeting. just venting",
"אוף איזה יום, הילד הקיא בלילה והבוס קבע לי שיחה בשש. סתם פורקת". The closing words say there is nothing to do, so
a time or a meeting told inside the story is part of it, not a request. Anything that still asks Memo for something
("... remind me at 5", "... can you move it", a question) leaves the message to the grammars that read requests.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.general_chat import _TRAILING
from memo.planning.rules.notes_recall import _ASKS_FOR

VENTING = 0.9  # the user's own words that nothing is asked: above the tools' readings of a time in the story
MAX_CHARS = 400
_HE = r"\u05D0-\u05EA"

# The words that say it is only venting, in either language.
_MARK = (r"(?:(?:i\s+(?:was\s+)?|i'?m\s+)?(?:just|only)\s+(?:venting|ranting|complaining|sharing"
         r"|letting\s+(?:it\s+)?out)"
         r"|(?:i\s+)?(?:just\s+)?(?:needed|had|wanted)\s+to\s+(?:vent|rant|get\s+(?:it|this|that)\s+off\s+my\s+chest)"
         r"|sorry\s+(?:for|about)\s+(?:the\s+)?(?:venting|vent|rant|ranting)|(?:ok\s+|okay\s+)?rant\s+over"
         r"|end\s+(?:of\s+)?rant"
         r"|(?:no|nothing)\s+(?:need\s+)?(?:for\s+(?:you|u)\s+)?to\s+do\s+(?:anything|here|about\s+it)?"
         r"|(?:סתם|רק)\s+(?:פורקת|פורק|מתלוננת|מתלונן|מקטרת|מקטר|משתפת|משתף)"
         r"|(?:(?:סתם|רק)\s+)?(?:רציתי|הייתי\s+(?:צריכה|צריך)|הייתי\s+חייבת|הייתי\s+חייב)\s+(?:לפרוק|להתלונן|לקטר|לשתף)"
         r"|סליחה\s+על\s+ה(?:חפירה|קיטורים|פריקה|תלונות|נאום)"
         r"|אין\s+צורך\s+לעשות\s+(?:כלום|משהו)|לא\s+צריך\s+לעשות\s+(?:עם\s+זה\s+)?כלום)")
_MARK_LAST = re.compile(rf"[\s,.;:!\-–…]+(?:{_MARK})(?:\s+(?:lol|haha|sorry|סליחה))?$", re.IGNORECASE)
_MARK_FIRST = re.compile(rf"^(?:{_MARK})\s*[,:.\-–…]\s*", re.IGNORECASE)


@grammar
def just_venting(ctx: RuleContext) -> Intent | None:
    text = _TRAILING.sub("", ctx.text.strip())
    if len(text) > MAX_CHARS or "?" in text:
        return None
    last = _MARK_LAST.search(text)
    first = _MARK_FIRST.match(text) if last is None else None
    if last is not None:
        story = text[:last.start()]
    elif first is not None:
        story = text[first.end():]
    else:
        return None
    if len(story.split()) < 3 or _ASKS_FOR.search(story):
        return None  # "just venting" alone is small talk; "..., remind me at 5. just venting" still asks
    return Intent("general", "respond", {"operation": "respond", "kind": "small_talk"}, VENTING,
                  intent_type="conversation")
