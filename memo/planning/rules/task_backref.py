"""A reminder that points back at its own message: "the doctor said I have to take my pill every night at 8,
please remind me about it daily", "אני צריכה לשלם ארנונה, תזכירי לי על זה מחר".

No grammar lives here: `tasks.create_reminder` asks `points_back` whether the reminder's words are only "it" /
"על כך" (maybe with the repetition said again: "about it daily", "על כך מדי יום"), and `said_before` for the
errand the message named before "remind me" ("to take my pill", "לקחת את הכדור"). Without one, the latest
action or a question decides, as before (`referent_summary`); a pronoun for a person ("call her back") stands
for someone only when words came before the request (`named_before`).
"""

from __future__ import annotations

import re

from memo.planning.rules.base import RuleContext, tidy
from memo.planning.rules.task_errands import opens_an_errand
from memo.planning.rules.task_implied import HE_TASK_INFINITIVES
from memo.planning.rules.task_words import HE, core_of

# The pointer, and after it at most the repetition said a second time ("about it every day", "על כך מדי יום").
_POINTER = re.compile(
    rf"^(?:(?:about|of|on)\s+|על\s+|ב)?(?:it|that|this|כך|זה|זאת|הזה|הדבר\s+הזה)"
    rf"(?P<again>\s+(?:(?:every|each)\s+(?:single\s+)?(?:day|night|evening|morning)|daily|nightly"
    rf"|(?:מדי|כל)\s+(?:יום|ערב|בוקר|לילה)|יום\s+יום|כל\s+יום\s+ויום))?(?![\w{HE}])\s*[.!]*$",
    re.IGNORECASE)
# An errand still to do: after a need or an instruction ("I have to", "told me to", "צריכה", "אמר לי"), never after a
# report of the past ("went to pick up the car", "הלכתי לאסוף").
_HE_INFINITIVE = re.compile(rf"(?<![{HE}])(?:צריך|צריכה|צריכים|חייב|חייבת|חייבים|רוצה|רוצים|אמור|אמורה|אמורים|לי|לנו"
                            rf"|כדאי|שכחתי|לא\s+לשכוח)\s+(?P<v>ל[{HE}]+)(?![{HE}])")
_EN_TO = re.compile(
    r"\b(?:(?:need|needs|have|has|got|want|wants|supposed|meant|me|us)\s+to|gotta|must|should)\s+(?=\w)", re.IGNORECASE)
# Any verb with an object after "have to" ("give the dog his pill"), but for the ones that only open a remark
# ("I have to say", "need to know", "have to admit").
_EN_DO_SOMETHING = re.compile(
    r"(?!(?:be|know|think|say|admit|tell\s+you|ask\s+you|wait|see|go|do|get|check)\b)[a-z]+\s+\w+", re.IGNORECASE)
_CLAUSE_END = re.compile(rf"\s*(?:[,.;!?:]|\s(?:and|but|so|ו?אם|ו?אודה|ואשמח|ותודה)(?![\w{HE}]))")


_POINTER_AND_MORE = re.compile(r"^(?:(?:about|of|on)\s+|על\s+)?(?:it|that|this|כך|זה|זאת)\s+(?P<more>\S.*)$",
                               re.IGNORECASE)


# "need to return the books by wednesday, remind me ...": the need is how the task was said, not its words; so is the
# forgetting in "I always forget the flowers for shabbat, remind me every friday at 10", "אני תמיד שוכחת פרחים לשבת".
NEED_FIRST = re.compile(
    rf"^(?:i\s+)?(?:need|have|got)\s+to\s+(?=\S)|^(?:אני\s+)?(?:צריך|צריכה|חייב|חייבת)\s+(?=ל[{HE}])"
    rf"|^(?:i\s+)?(?:always\s+|often\s+)?(?:forget|keep\s+forgetting)\s+(?=\S)"
    rf"|^(?:אני\s+)?(?:תמיד\s+|כל\s+פעם\s+)?(?:שוכח|שוכחת|שוכחים)\s+(?=\S)", re.IGNORECASE)


def points_back(text: str, repeating: bool) -> bool:
    """Whether the reminder's words only point back ("it", "על כך"); a repetition said again counts only when the
    message repeats anyway."""
    match = _POINTER.match(text)
    return match is not None and (not match.group("again") or repeating)


def pointer_then(text: str) -> str:
    """What follows a pointer in the reminder's words ("it tomorrow" -> "tomorrow"), or "" when there is none."""
    match = _POINTER_AND_MORE.match(text)
    return match.group("more") if match else ""


def said_before(lead: str) -> str:
    """The first errand named in `lead` (the words before "remind me"), up to the end of its clause, or ""."""
    starts = [m.start("v") for m in _HE_INFINITIVE.finditer(lead) if m.group("v") in HE_TASK_INFINITIVES]
    starts += [m.end() for m in _EN_TO.finditer(lead)
               if opens_an_errand(lead[m.end():]) or _EN_DO_SOMETHING.match(lead, m.end())]
    if not starts:
        return ""
    start = min(starts)
    end = _CLAUSE_END.search(lead, start)
    return tidy(lead[start:end.start() if end else len(lead)])


def named_before(before: str) -> bool:
    """Whether words came before the request ("dana called, remind me to call her back"): someone a pronoun in the
    reminder may stand for."""
    return bool(tidy(core_of(before)).strip(" ,.:;-!?"))


def referent_summary(ctx: RuleContext) -> str:
    """The latest action's summary (an event, a note, a task), or "" so that the text is asked for."""
    for action in ctx.latest_actions:
        if isinstance(action, dict) and action.get("capability") not in ("general", "meta"):
            return tidy(str(action.get("summary") or ""))
    return ""


# -- a thing named before, carried into the reminder's words -----------------------------------------------------
# "forgot the vitamin d drops again, remind me at 8 to give them to the baby": "them" is the drops, and the reminder
# at 8 must say so. The thing is a definite noun phrase of the words before the request, taken only when there is
# exactly one; it ends at the first word that is no part of a name (a preposition, an adverb, punctuation).
_EN_OBJECT = re.compile(r"(?<=\s)(?P<p>them|it)(?=\s|$)", re.IGNORECASE)
_EN_STOP = (r"(?:again|today|tonight|yesterday|tomorrow|now|already|still|too|here|there"
            r"|in|at|on|for|to|from|with|and|but|so"
            r"|is|are|was|were|has|have|had|that|which|because|bc|cause|i|we|he|she|they|it|them"
            # another determiner opens another thing: "the kids forgot the lunchboxes" is two, never one
            r"|a|an|the|my|his|her|our|their|this|these|those)")
_EN_THING = re.compile(
    rf"\b(?:the|my|his|her|our|their|these|those)\s+(?:(?!{_EN_STOP}\b)[a-z]+\s+){{0,3}}?(?!{_EN_STOP}\b)[a-z]+"
    rf"(?=\s+{_EN_STOP}\b|\s*[,.;!?:]|\s*$)",
    re.IGNORECASE)
# "the kids forgot the lunchboxes": a phrase opening the clause with another thing right after its last word is the
# subject and its verb ("the kids forgot"), not a thing that is brought or bought.
_EN_SUBJECT = re.compile(r"\s+(?:the|my|his|her|our|their|these|those|a|an|it|them)\b", re.IGNORECASE)
_EN_THING_MID = re.compile(r"\w\s+$")
_HE_OBJECT = re.compile(rf"(?<![\w{HE}])(?P<p>אותם|אותן|אותו|אותה)(?![\w{HE}])")
_HE_STOP = r"(?:שוב|היום|אתמול|מחר|כבר|עוד|גם|כי|אבל|אז|ו?את|ו?עם|שלי|שלנו|אצל\S*)"
_HE_THING = re.compile(
    rf"(?<![\w{HE}])את\s+(?P<x>ה[{HE}]+(?:\s+(?:של\s+)?(?!{_HE_STOP}(?![\w{HE}]))[\w{HE}]+){{0,3}}?)"
    rf"(?=\s+{_HE_STOP}(?![\w{HE}])|\s*[,.;!?:]|\s*$)")


# "סבתא צריכה את האנטיביוטיקה כל 8 שעות, תזכירי לי לתת לה": a giving verb with only whom it is for, what is given
# being the thing named before; the thing is said after whom ("לתת לה את האנטיביוטיקה", "give her the antibiotics").
_HE_GIVE_TO = re.compile(rf"^(?:לתת|להביא|להחזיר|לשלוח|להעביר|להגיש)\s+(?:לה|לו|להם|להן|ל[{HE}]{{2,}})$")
_EN_GIVE_TO = re.compile(r"^(?:give|bring|hand|pass|send)\s+(?:her|him|them)$", re.IGNORECASE)


# A name set in quotes ("a song 'parking lot heartbreak'", "השיר "חניון שבור""): a thing the lead names, whatever its
# words. Quotes inside a word (צ'יפס, ת"א) open none.
_QUOTED = re.compile(r"(?<!\S)(?P<q>['\"“‘](?P<x>[^'\"“”‘’\n]{2,60}?)['\"”’])(?=[\s,.;:!?-]|$)")


def _quoted(lead: str) -> str:
    """The one name the lead sets in quotes, without them; "" when there is none or more than one."""
    found = list(_QUOTED.finditer(lead))
    return found[0].group("x").strip() if len(found) == 1 else ""


def carried_thing(text: str, lead: str) -> str:
    """The reminder's words with its one object pronoun ("them", "אותן") replaced by the one thing the words
    before the request named ("the vitamin d drops"); the words as they were when there is no such pair."""
    if not lead.strip():
        return text
    hebrew = bool(re.search(rf"[{HE}]", text))
    pronouns = list((_HE_OBJECT if hebrew else _EN_OBJECT).finditer(text))
    things = [thing for thing in (_HE_THING if hebrew else _EN_THING).finditer(lead)
              if hebrew or not _EN_SUBJECT.match(lead, thing.end()) or _EN_THING_MID.search(lead, 0, thing.start())]
    if not pronouns and len(things) == 1 and (_HE_GIVE_TO if hebrew else _EN_GIVE_TO).match(text):
        return tidy(f"{text} את {things[0].group('x')}" if hebrew else f"{text} {things[0].group(0)}")
    if len(pronouns) == 1 and not things and (title := _quoted(lead)):
        # "idea for a song 'parking lot heartbreak' - remind me tonight to demo it": "it" is what the quotes name
        pronoun = pronouns[0]
        if pronoun.group("p").lower() in ("it", "אותו", "אותה"):
            named = f"את {title}" if hebrew else title
            return tidy(text[:pronoun.start()] + named + text[pronoun.end():])
    if len(pronouns) != 1 or len(things) != 1:
        return text
    pronoun = pronouns[0]
    thing = f"את {things[0].group('x')}" if hebrew else things[0].group(0)
    # "them" for one thing, "it" for several (in Hebrew "אותם" / "אותן" for a noun not in -ים / -ות): no pair.
    several = pronoun.group("p").lower() in ("them", "אותם", "אותן")
    head = things[0].group("x").split()[0] if hebrew else thing
    if several != bool(re.search(r"(?:ים|ות)$" if hebrew else r"s$", head, re.IGNORECASE)):
        return text
    return tidy(text[:pronoun.start()] + thing + text[pronoun.end():])
