"""What is left after "remind me" that is not the task: a sign-off, a lost thought, a change, a cut-off hour.

No grammar lives here. `tasks.create_reminder` asks these about the words it took as the reminder's text:

- `without_signoff`: a formal message signed at the end ("Please remind me about it next week. Thank you, Dora",
  "תזכיר לי כל חודש בעשירי. תודה מראש", "... - Moshe"): the thanks and the name are no part of the task, so
  what is left is "it" (said before, or asked) or nothing (the errand said before "remind me", or asked);
- `nothing_meant`: "remind me tomorrow... oh I forgot what I wanted", "תזכירי לי מחר, שכחתי מה רציתי": the
  user lost the thought, so there is no task to set, and what it is is asked;
- `asks_a_change`: "I asked you to remind me on Tuesday ... please change the reminder to 11:15": the message
  is about a reminder already set, so a new one is not made from it;
- `dangling_hour`: "remind me to call the dentist at for tmrw ⏰": "at" with no hour after it (the hour was
  mistyped), so the day is known and the hour is not; so with "at the same time" (as what?) and a clock emoji
  written for the hour ("ב 🕗").
"""

from __future__ import annotations

import re

from memo.planning.rules.task_second_ask import asked_again
from memo.planning.rules.task_words import HE

_B = rf"(?<![\w{HE}])"
_E = rf"(?![\w{HE}])"
_THANKS = (r"thank\s+you(?:\s+(?:so|very)\s+much)?|thanks(?:\s+(?:so\s+much|a\s+lot|again|love|dear))?|many\s+thanks"
           r"|kind\s+regards|best\s+regards|warm\s+regards|regards|best\s+wishes|yours(?:\s+(?:truly|sincerely))?"
           r"|sincerely|cheers|with\s+thanks|much\s+appreciated|thx|ty"
           r"|תודה(?:\s+רבה)?(?:\s+מראש)?|המון\s+תודה|בתודה(?:\s+מראש)?|בברכה|מודה\s+לך|תודה\s+לך")
# The thanks, maybe "in advance", and maybe a name after a comma ("Thank you, Ruth", "תודה רבה, רבקה"): at the end.
_SIGNOFF = re.compile(
    rf"(?:^|\s*[,.!;:]+\s*)(?:{_THANKS})(?:\s+(?:in\s+advance|again))?{_E}"
    rf"(?:\s*,\s*(?-i:[A-Z][a-z]+|[{HE}]+)(?:\s+(?-i:[A-Z][a-z]+|[{HE}]+))?)?[\s.!]*$",
    re.IGNORECASE)
# "... - Moshe", "… -רבקה": a name signed after a dash, one or two words, at the very end.
_DASH_NAME = re.compile(rf"[.!]?\s+-\s*(?:[A-Z][a-z]+|[{HE}]+)(?:\s+(?:[A-Z][a-z]+|[{HE}]+))?[\s.!]*$")


def without_signoff(text: str) -> str:
    """The reminder's words without the thanks and the name signed after them."""
    for _ in range(2):
        cut = _SIGNOFF.sub("", text)
        cut = _DASH_NAME.sub("", cut) if cut == text else cut
        if cut == text:
            break
        text = cut
    return text.strip(" ,.;:!?-")


# "forgot what I wanted", "never mind", "שכחתי מה רציתי", "לא זוכרת מה": the thought was lost.
_LOST = re.compile(
    rf"^(?:(?:oh|oops|ah|um+|hmm+|lol|wait|אה|אוי|אופס|רגע|אממ+|חח+)[\s,.!]+)*"
    rf"(?:(?:i\s+)?(?:forgot|forget|can'?t\s+remember|don'?t\s+remember|lost\s+my\s+train\s+of\s+thought)"
    rf"(?:\s+what(?:\s+i\s+(?:wanted|was\s+going|meant)(?:\s+to\s+(?:say|ask|write))?)?|\s+it)?"
    rf"|never\s*mind|nvm"
    # The reminder's words lose a leading "ש" as "that": "שכחתי" may reach here as "כחתי".
    rf"|(?:אני\s+)?(?:ש?כחתי|לא\s+זוכר|לא\s+זוכרת)(?:\s+מה(?:\s+(?:רציתי|רצי?תי\s+להגיד|רציתי\s+לבקש|התכוונתי))?|\s+את\s+זה)?"
    rf"|עזוב|עזבי|לא\s+משנה|בעצם\s+לא\s+משנה){_E}[\s.!?…\u263a-\U0001faff]*$",
    re.IGNORECASE)


def nothing_meant(text: str) -> bool:
    """Whether the reminder's words only say the user lost the thought."""
    return bool(_LOST.match(text.strip()))


# "change / move / push the reminder to ...", "תשנה / תעביר את התזכורת ל...": a reminder already set is changed.
_CHANGE = re.compile(
    rf"{_B}(?:change|move|reschedule|push|shift|update|switch)\s+(?:the|my|that|this)\s+(?:reminder|alarm|task)"
    rf"|{_B}ת?(?:שנה|שני|עביר|עבירי|זיז|זיזי|דחה|דחי)\s+(?:את\s+)?ה(?:תזכורת|משימה){_E}",
    re.IGNORECASE)


def asks_a_change(text: str) -> bool:
    """Whether the reminder's words ask to change a reminder already set."""
    return bool(_CHANGE.search(text))


# "at", "by", "around" with no hour after it, before only emoji or nothing: the hour was meant and not read.
_EMOJI = "\u2300-\u23ff\u2600-\u27bf\U0001f000-\U0001faff\ufe0f\u200d"
_DANGLING = re.compile(rf"\s(?:at|by|around|before|until|till)[\s{_EMOJI}!.]*$", re.IGNORECASE)


def dangling_hour(text: str) -> bool:
    """Whether the reminder's words end in "at" / "by" with no hour after it ("call the dentist at ⏰")."""
    return bool(_DANGLING.search(text))


# "at the same time", "באותה שעה": the hour of some other reminder, which the words do not say.
_SAME_TIME = re.compile(
    rf"{_B}(?:(?:at|on)\s+)?(?:the\s+)?same\s+time{_E}|{_B}(?:ב|ל)אותה\s+שעה{_E}|{_B}באותו\s+זמן{_E}", re.IGNORECASE)
# A clock emoji in place of the hour ("ב 🕗 לקנות חלב", "at 🕗", "🕗 8 to call the vet"): the hour was meant.
_CLOCK = "\u23f0-\u23f3\U0001f550-\U0001f567"
_CLOCK_FOR_HOUR = re.compile(rf"(?:{_B}(?:at|@)|{_B}ב-?)\s*[{_CLOCK}]|[{_CLOCK}]\ufe0f?\s*\d", re.IGNORECASE)


def unsure(text: str) -> bool:
    """Whether the reminder's words leave its hour open or are about another reminder: asked, not set."""
    return (dangling_hour(text) or asks_a_change(text) or asked_again(text)
            or bool(_SAME_TIME.search(text) or _CLOCK_FOR_HOUR.search(text)))
