"""A message written in a second language, put the way the grammars read it.

People whose first language is Arabic or Russian write English and Hebrew with the grammar of their own
language, and keep a few words of it in Latin letters:

- a command word of their own language: Russian "zapishi" ("write it down"), "davai" ("come on, let's");
  Arabic "habibi" or Russian "dorogaya" said to Memo as to a friend, "spasibo" for thanks;
- a request said as a wish: "I want you remember that…" (no "to"), "I want that you save…";
- a question without its auxiliary and with the verb in the present: "ministry of interior send me something
  about my id?", and "check please" said after it, which asks nothing the question does not;
- a preposition taken from their language: "I want it in 5:45" for "at 5:45", "not 7" for "instead of 7";
  "send it forward" for "forward it";
- a relative clause inside the topic said first: "the morning message you send me, I want it at…";
- "their time" for the time of the place they go to: "I fly to Novosibirsk, put your clock on their time";
- what is acted on said first and taken up by a pronoun of any gender ("the reminder of dentist, move him to…",
  "כל התזכורות שיש, תמחקי אותם"), "write me every 20 minutes" for a nudge, "תזכירי אותי" for "תזכירי לי",
  "תסמני שעשוי" for done, "write it in calendar" without its article, "מה כתוב לי ביומן" for what is in it;
- in Hebrew, a noun not put in the construct state ("טיוטה מייל" for "טיוטת מייל"), "מכתב במייל" for a mail,
  and the mail answered named first: "על מייל של הגננת תעני לה ש…".

This is a second reading, tried only when the message as written is read by no grammar with confidence
(`calques.put_right` calls it). Only command words and grammar change; what is asked for stays as written.
"""

from __future__ import annotations

import re
from functools import partial
from typing import Any

_HE = r"\u05D0-\u05EA"

# "zapishi: …", "zapishi pozhaluista …": Russian "write down", the note follows.
_ZAPISHI = re.compile(r"^(?:zapishi(?:te)?|zapishy|запиши(?:те)?)(?:\s+(?:pozhaluista|pozhalusta|pls|please))?"
                      r"\s*[:,\-–]?\s*(?=\S)", re.IGNORECASE)
# A word said to Memo as to a friend, or an urging "come on": no part of what is asked.
_VOCATIVE = re.compile(r"(?:,\s*|\s+|^)(?:habibi|habibti|habibty|habibati|dorogaya|dorogoy|dorogoi|milaya|ahi|akhi"
                       r"|davai|davay|davaj)\b(?=\s*[,.!?]|\s*$|\s+\w)", re.IGNORECASE)
_SPASIBO = re.compile(r"\bspasibo\b", re.IGNORECASE)
# "I want you remember that…", "I want that you save…", "I need you to note…": the request itself.
_WANT_YOU = re.compile(r"\b(?:i\s+)?(?:want|need|would\s+like|wish)\s+(?:that\s+)?you\s+(?:to\s+|will\s+|should\s+)?"
                       r"(remember|save|note(?:\s+down)?|write\s+down|keep|store|put\s+down|record)\b", re.IGNORECASE)
# "send it forward to…": forward it.
_SEND_FORWARD = re.compile(r"\bsend\s+(it|this|that|them|these|those)\s+forward\b|\bsend\s+forward\b",
                           re.IGNORECASE)
# "ministry of interior send me something about…?": a question about mail with no "did" and the verb in the
# present. Only at the start of a question about something sent ("something", "a letter", "mail").
_SENT_ME = re.compile(r"^(?!(?:did|does|do|has|have|can|could|will|would|pls|please|i|we|you)\b)"
                      r"(?P<who>[a-z][\w'&.\- ]{1,40}?)\s+(?:send|sended|sent|did\s+send)\s+(?:to\s+)?me\s+"
                      r"(?:something|anything|smth|some\s+thing|a\s+letter|letter|mail|a\s+mail|an?\s+e-?mail)"
                      r"(?:\s+(?:by|in|on|via)\s+(?:e-?mail|mail|gmail))?\b(?P<rest>[^?]*\?)", re.IGNORECASE)
# "…? check please", "…? תבדקי": the question asks it already.
_CHECK_AFTER = re.compile(r"\?\s*(?:(?:pls|please)\s+)?(?:check|look|see)(?:\s+(?:it|pls|please|for\s+me))*[.!]*$"
                          r"|\?\s*(?:תבדקי|תבדוק|תבדקו|בדקי|תסתכלי|תסתכל)(?:\s+(?:לי|בבקשה))*[.!]*$",
                          re.IGNORECASE)
# "in 5:45" for "at 5:45": a clock time with minutes is never a length of time, nor is an hour set against the
# one it replaces ("in 6 not 7").
_IN_CLOCK = re.compile(r"\bin\s+(?=\d{1,2}:\d{2}\b|\d{1,2}\s*,?\s+not\s+\d)", re.IGNORECASE)
# "at 5:45 not 7": the hour meant, then the one it replaces.
_NOT_HOUR = re.compile(r"(?P<t>\bat\s+\d{1,2}(?::\d{2})?(?:\s*[ap]\.?m\.?)?)\s*,?\s+not\s+(?=\d)", re.IGNORECASE)
# "the morning message you send me, I want it…": the relative clause inside the topic said first.
_TOPIC_CLAUSE = re.compile(r"^(?P<topic>(?:the|my|your|this|that)\s+(?:[\w'-]+\s+){0,3}?[\w'-]+)\s+"
                           r"(?:that\s+|which\s+)?you\s+(?:send|sent|give|make|do)\s+(?:to\s+)?me(?:\s+(?:every|each)\s+\w+)?\s*,",
                           re.IGNORECASE)
# "that bill of Partner, send it…": the topic said first with "that" ("ту", "هذا") is the one meant.
_THAT_TOPIC = re.compile(r"^(?:that|this)\s+(?!(?:is|was|are|were|will|would|has|had|must|should)\b)"
                         r"(?=[\w'&-]+(?:\s+[\w'&-]+){0,5}\s*,\s*[^,]*\b(?:it|this)\b)",
                         re.IGNORECASE)
# "the bill of Partner, …": the genitive of Russian and Arabic ("счёт Партнера", "فاتورة بارتنر") said with "of";
# English names the firm first, "the Partner bill", and the topic is then short enough to be one.
_OF_NAME = re.compile(r"^(?P<det>the|my|our)\s+(?P<noun>[a-z]+)\s+of\s+(?P<name>[A-Z][\w&'-]+)(?=[\s,])")
# "I fly to Novosibirsk…, put your clock on their time": their time is the place's.
_PLACE = re.compile(r"\b(?:to|in|at)\s+(?P<place>[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?)")
_THEIR_TIME = re.compile(r"\b(?:(?:put|set|change|move|switch|turn)\s+(?:your|the|my)\s+(?:clock|time|watch|hours?)"
                         r"\s+(?:on|to|for|by|in)\s+|(?:switch|change|go|move)\s+(?:on\s+)?to\s+|use\s+)"
                         r"(?:their|the\s+local|local)\s+time\b", re.IGNORECASE)
# Hebrew: "טיוטה מייל" for "טיוטה של מייל", "מכתב במייל" for a mail, "ועד בית" for "ועד הבית".
_HE_DRAFT = re.compile(rf"(?<![{_HE}])(?:תעשי|תעשה|עשי|תכין|תכיני)\s+לי\s+טיוטה\s+(?:של\s+)?(?=(?:ל)?(?:ה)?מייל)")
_HE_LETTER = re.compile(rf"(?<![{_HE}])מכתב\s+(?:ב|דרך\s+ה?|ל)מייל(?![{_HE}])")
_HE_COMMITTEE = re.compile(rf"(?<![{_HE}])(?P<pre>ל|מ|ה)?(?P<noun>ו?ועד)\s+בית(?![{_HE}])")
# "על מייל של הגננת תעני לה ש…": the mail named first, then the answer.
_HE_ANSWER_ON = re.compile(r"^על\s+(?:ה)?מייל\s+(?P<of>של\s+|מ)(?P<who>\S+(?:\s+\S+)?)\s*,?\s+"
                           r"(?P<verb>תעני|תענה|תעניי|תשיבי|תשיב|תחזירי|תחזיר)(?:\s+(?:לה|לו|להם|להן))?\s+(?=ש|:)")

# "write me every 20 minutes until…" (Russian "пиши мне каждые…"): writing to the user on a clock is a reminder, as
# "text me every 20 minutes" is. Only before a repeat: "write me a poem" is something to compose.
_WRITE_ME = re.compile(r"\bwrite\s+(?:to\s+)?me(?=\s+(?:every|each)\s+(?:\d|few|couple|half|quarter|hour|minute"
                       r"|day))", re.IGNORECASE)
_HE_WRITE_ME = re.compile(rf"(?<![{_HE}])(?:תכתוב|תכתבי|תכתבו|כתוב|כתבי)\s+לי(?=\s+(?:כל|בעוד)\s+(?:\d|רבע|חצי|שעה"
                          rf"|דקה|כמה\s+דקות|שעתיים|עשר\s+דקות|חמש\s+דקות)|\s+שוב\s+ושוב)")
# "תזכירי אותי מחר…" (Russian "напомни мне" put with the object marker): "תזכירי לי".
_HE_REMIND_OTI = re.compile(rf"(?<![{_HE}])(ש?(?:תזכיר|תזכירי|תזכירו|הזכר|הזכירי))\s+אותי(?![{_HE}])")
# What is acted on said first, then taken up by a pronoun of the wrong gender or number, as Russian and Arabic allow:
# "the reminder of dentist, move him to…", "all tasks of today I finished them", "כל התזכורות שיש, תמחקי אותם".
_TOPIC_THEN_VERB = re.compile(
    r"^(?P<topic>(?:the|all|my|all\s+the|all\s+my)\s+(?:(?!is|are|was|were|has|have|got)[^,\s]+\s*){1,8}?)\s*,\s*"
    r"(?P<verb>move|delete|remove|cancel|close|mark"
    r"|change|postpone|push|reschedule|update|erase|clear|finish|complete)\s+(?:him|her|it|them)\b", re.IGNORECASE)
_TOPIC_THEN_I_DID = re.compile(
    r"^(?P<topic>(?:all\s+|the\s+|my\s+|all\s+the\s+|all\s+my\s+)(?:tasks|reminders|to-?dos)\b[^,]{0,30}?)\s*,?\s+"
    r"(?P<who>i|we)\s+(?:already\s+)?(?P<verb>finished|did|completed|done|closed)\s+(?:them|it|all)\b", re.IGNORECASE)
_HE_TOPIC_THEN_VERB = re.compile(
    rf"^(?P<topic>(?:כל\s+)?ה[{_HE}]+[^,]{{0,30}}?)\s*,\s*(?P<verb>ת[{_HE}]{{2,}})\s+(?:אותם|אותן|אותו|אותה)(?![{_HE}])")
# "tasks of today" for "today's tasks" (Hebrew "המשימות של היום"); "כל התזכורות שיש" ("all the reminders there
# are"): all of them.
_OF_TODAY = re.compile(r"\b(?P<all>all\s+(?:the\s+|my\s+)?)?(?P<what>tasks|reminders|to-?dos)\s+(?:of|for)\s+"
                       r"(?P<day>today|tomorrow)\b", re.IGNORECASE)
_HE_THERE_ARE = re.compile(rf"(?<![{_HE}])(?P<all>כל\s+ה(?:תזכורות|משימות))\s+שיש(?:\s+לי)?(?![{_HE}])")
# "תסמני שעשוי" (Russian "сделано", "отметь что сделано"): marked done; "סגרתי את הענין עם X": done with X.
_HE_MADE = re.compile(rf"(?<![{_HE}])(?P<mark>תסמני|תסמן|סמני|סמן)\s+ש(?:עשוי|עשויה|עשה|נעשה|סגור|סגורה)(?![{_HE}])")
_HE_CLOSED_MATTER = re.compile(r"^(?:אני\s+)?(?:סגרתי|גמרתי)\s+את\s+(?:ה)?(?:ענין|עניין|סיפור)\s+(?:עם|של)\s+")
# "write it in calendar", "put in calendar" (no article, as in Russian and Hebrew): put it in the calendar; "for every
# week" after "every Friday" says the same once more.
_IN_CALENDAR = re.compile(r"\b(?:write|put|add|save|note)\s+(?:it\s+|this\s+)?(?:in|into|to)\s+(?:calendar|diary)\b"
                          r"(?:\s+(?:for\s+)?every\s+week\b)?", re.IGNORECASE)
_EVERY_WEEKDAY = re.compile(r"\bevery\s+(?:sun|mon|tues|wednes|thurs|fri|satur)day\b", re.IGNORECASE)
# "every Friday at 8 I go to swimming pool with my father, put it in the calendar": the habit told in the first
# person is the event; what the user goes to names it.
_I_GO_TO = re.compile(r"(?<=[\d\w])\s+(?:i|we)\s+(?:go|goes|drive|walk)\s+(?:to\s+)?(?:the\s+)?(?=\w)", re.IGNORECASE)
# "show me please the next week, all meetings": the time said first, then what to show of it.
_SHOW_WHEN_THEN_WHAT = re.compile(
    r"^(?P<show>show|tell|give)\s+me\s+(?:please\s+|pls\s+)?(?P<when>(?:the\s+)?(?:next|this|coming)\s+week|today|tomorrow"
    r"|(?:on\s+)?(?:sun|mon|tues|wednes|thurs|fri|satur)day)\s*,\s*(?:all\s+)?(?:the\s+|my\s+)?"
    r"(?P<what>meetings|events|appointments)\b", re.IGNORECASE)
# "מה כתוב לי ביומן" ("what is written to me in the diary", Russian "что у меня записано"): what is in it.
_HE_WRITTEN_IN = re.compile(rf"(?<![{_HE}])מה\s+(?:כתוב|רשום)\s+(?:לי\s+)?(?=ב(?:ה)?(?:יומן|לו\"?ז)(?![{_HE}]))")
# Where writing to the user on a clock is meant ("write me every 20 minutes"): no text to compose.
WRITE_ON_A_CLOCK = re.compile(r"(?:write|תכתוב|תכתבי|תכתבו|כתוב|כתבי)\s+(?:to\s+)?(?:me|לי)\s+(?:every|each"
                              r"|כל\s+(?:\d|רבע|חצי|שעה|דקה|כמה\s+דקות|שעתיים)|בעוד\s)", re.IGNORECASE)


def replace_noting(changes: list[str], pattern: re.Pattern[str], replacement: Any, value: str) -> str:
    """`pattern` replaced in `value`, with the words it replaced added to `changes` (said in the reading's why)."""
    new = pattern.sub(replacement, value)
    if new != value:
        changes.extend(m.group(0).strip() for m in pattern.finditer(value))
    return new


def put_right(text: str) -> tuple[str, list[str]]:
    """The message with its second-language phrasing put right, and what was changed (nothing: the text as is)."""
    changes: list[str] = []
    sub = partial(replace_noting, changes)

    fixed = sub(_ZAPISHI, "write down: ", text)
    fixed = sub(_VOCATIVE, "", fixed).strip(" ,")
    fixed = sub(_SPASIBO, "thanks", fixed)
    fixed = sub(_WRITE_ME, "text me", fixed)
    fixed = sub(_HE_WRITE_ME, "תזכירי לי", fixed)
    fixed = sub(_HE_REMIND_OTI, lambda m: f"{m.group(1)} לי", fixed)
    fixed = sub(_TOPIC_THEN_VERB, lambda m: f"{m.group('verb')} {m.group('topic')}", fixed)
    fixed = sub(_TOPIC_THEN_I_DID, lambda m: f"{m.group('who')} {m.group('verb')} {m.group('topic')}", fixed)
    fixed = sub(_HE_TOPIC_THEN_VERB, lambda m: f"{m.group('verb')} את {m.group('topic')}", fixed)
    fixed = sub(_OF_TODAY, lambda m: f"{m.group('all') or ''}{m.group('day')}'s {m.group('what')}", fixed)
    fixed = sub(_HE_THERE_ARE, lambda m: m.group("all"), fixed)
    fixed = sub(_HE_MADE, lambda m: f"{m.group('mark')} שבוצע", fixed)
    fixed = sub(_HE_CLOSED_MATTER, "סיימתי עם ", fixed)
    fixed = sub(_SHOW_WHEN_THEN_WHAT, _show_what_then_when, fixed)
    fixed = sub(_HE_WRITTEN_IN, "מה יש לי ", fixed)
    if _IN_CALENDAR.search(fixed):
        said_weekly = _EVERY_WEEKDAY.search(fixed)
        fixed = sub(_IN_CALENDAR, "put it in the calendar", fixed)
        if said_weekly:
            fixed = sub(_I_GO_TO, " ", fixed)
    fixed = sub(_WANT_YOU, lambda m: m.group(1), fixed)
    fixed = sub(_SEND_FORWARD, lambda m: f"forward {m.group(1)}" if m.group(1) else "forward", fixed)
    fixed = sub(_CHECK_AFTER, "?", fixed)
    fixed = sub(_SENT_ME, lambda m: f"did {_with_article(m.group('who'))} send me an email{m.group('rest')}", fixed)
    fixed = sub(_IN_CLOCK, "at ", fixed)
    fixed = sub(_NOT_HOUR, lambda m: f"{m.group('t')} instead of ", fixed)
    fixed = sub(_THAT_TOPIC, "the ", fixed)
    fixed = sub(_OF_NAME, lambda m: f"{m.group('det')} {m.group('name')} {m.group('noun')}", fixed)
    fixed = sub(_TOPIC_CLAUSE, lambda m: f"{m.group('topic')},", fixed)
    place = _PLACE.search(text)
    if place is not None:
        fixed = sub(_THEIR_TIME, f"use {place.group('place')} time", fixed)
    fixed = sub(_HE_DRAFT, lambda m: "תכיני לי טיוטה של ", fixed)
    fixed = sub(_HE_LETTER, "מייל", fixed)
    fixed = sub(_HE_COMMITTEE, lambda m: f"{m.group('pre') if m.group('pre') != 'ה' else ''}{m.group('noun')} הבית",
                fixed)
    fixed = sub(_HE_ANSWER_ON, lambda m: f"{m.group('verb')} למייל {m.group('of')}{m.group('who')} ", fixed)
    return (fixed, changes) if fixed != text else (text, [])


def _with_article(who: str) -> str:
    """A sender of several words named without its article ("ministry of interior"), given it: languages
    without articles leave it out, and the grammars know such a sender by it."""
    if len(who.split()) < 3 or re.match(r"(?:the|my|our|a|an)\b", who, re.IGNORECASE):
        return who
    return f"the {who}"


def _show_what_then_when(m: re.Match[str]) -> str:
    """ "show me the next week, all meetings" -> "show me my meetings next week"."""
    when = re.sub(r"^the\s+", "", m.group("when"), flags=re.IGNORECASE)
    return f"{m.group('show')} me my {m.group('what')} {when}"
