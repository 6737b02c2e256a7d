"""What the words before "remind me" say the reminder is about, when its own words only point at it or leave it out.

A bill, a warranty or a renewal is often named in a clause of its own, with what happens to it, before the
request: "כל חודשיים מגיע חשבון המים, תזכירי לי לשלם אותו", "the water bill comes every two months, remind me to
pay it", "my car insurance expires on 15/12, remind me to renew it". The pronoun ("אותו", "it") is that thing, the
subject of the clause; the reminder must say "לשלם את חשבון המים", or it fires as "pay it". The clause is only a
subject and a verb of what happens to bills and documents (comes, expires, ends, is due; מגיע, נגמר, פג, יוצא),
and in Hebrew the verb agrees with the pronoun ("מגיע ... אותו", "מגיעה ... אותה"), so a clause about something
else ("מגיע לי החזר", a person's doing) keeps the pronoun as written.

And a lead counted back from a moment named before the request ("בעוד שבועיים נגמרת האחריות על המדיח, תזכיר לי
יומיים לפני בעשר להזמין טכנאי", "the dishwasher warranty ends in two weeks, remind me two days before to call a
technician") has its own errand after the request, and the moment is the reason for it: the reminder fires two
days before the warranty ends and must still say which warranty. Its words are kept after the errand, in
parentheses: "להזמין טכנאי (נגמרת האחריות על המדיח)".

`tasks.create_reminder` calls `carried_words` on the reminder's words and the words before the request.
"""

from __future__ import annotations

import re

from memo.planning.rules.base import tidy
from memo.planning.rules.task_backref import NEED_FIRST, carried_thing
from memo.planning.timeexpr import TimeMatch

HE = r"\u05D0-\u05EA"
_B, _E = rf"(?<![\w{HE}])", rf"(?![\w{HE}])"

# What happens to a bill or a document, by gender and number: (masculine, feminine, masculine plural, feminine
# plural), the pronoun that agrees with each form.
_HE_VERBS = (
    ("מגיע", "מגיעה", "מגיעים", "מגיעות"), ("יוצא", "יוצאת", "יוצאים", "יוצאות"),
    ("נגמר", "נגמרת", "נגמרים", "נגמרות"), ("מסתיים", "מסתיימת", "מסתיימים", "מסתיימות"),
    ("פג", "פגה", "פגים", "פגות"), ("יורד", "יורדת", "יורדים", "יורדות"),
    ("מתחדש", "מתחדשת", "מתחדשים", "מתחדשות"), ("נשלח", "נשלחת", "נשלחים", "נשלחות"),
    ("מתעדכן", "מתעדכנת", "מתעדכנים", "מתעדכנות"), ("נכנס", "נכנסת", "נכנסים", "נכנסות"),
)
_HE_PRONOUNS = ("אותו", "אותה", "אותם", "אותן")
_HE_AGREES = {form: _HE_PRONOUNS[k] for forms in _HE_VERBS for k, form in enumerate(forms)}
_HE_VERB = "|".join(sorted(_HE_AGREES, key=len, reverse=True))
# The thing: "חשבון המים", "תוקף הדרכון" (a noun bound to a definite one), "הביטוח של הרכב", "האחריות על המדיח",
# "החשבון החדש" (a definite noun, maybe with whose it is or a definite adjective).
_HE_NP = (rf"(?:(?!ה)[{HE}]{{2,}}\s+ה[{HE}]{{2,}}|ה[{HE}]{{2,}}(?:\s+(?:של|על)\s+ה?[{HE}]{{2,}}|\s+ה[{HE}]{{2,}})?)"
          rf"(?:\s+ה[{HE}]{{2,}})?(?:\s+מ[{HE}]{{2,}})?")  # "החבילה מאמזון": where it comes from
_HE_CLAUSE = re.compile(rf"^(?:ו|אז\s+)?(?:(?P<v1>{_HE_VERB})\s+(?P<np1>{_HE_NP})"
                        rf"|(?P<np2>{_HE_NP})\s+(?P<v2>{_HE_VERB})){_E}(?:\s+(?:לי|לנו|שוב|כבר))?$")
_HE_OBJECT = re.compile(rf"{_B}(?P<p>אותו|אותה|אותם|אותן){_E}")
_NOT_A_THING = re.compile(rf"^(?:לי|לך|לנו|להם|לה|לו|זה|הוא|היא|הם){_E}")

_EN_SINGULAR = (r"comes(?:\s+in)?|arrives|expires|ends|runs\s+out|renews|is\s+due|gets\s+(?:sent|renewed)"
                r"|(?:must|needs\s+to|has\s+to)\s+be\s+(?:paid|renewed|sent|filed)")
_EN_PLURAL = (r"come(?:\s+in)?|arrive|expire|end|run\s+out|renew|are\s+due|get\s+(?:sent|renewed)"
              r"|(?:must|need\s+to|have\s+to)\s+be\s+(?:paid|renewed|sent|filed)")
_EN_CLAUSE = re.compile(
    # the thing may be said without its article, as in a note ("grant proposal is due tonight"), never a pronoun
    r"^(?:(?:so|and|ok|btw|fyi)[\s,]+)?(?P<np>(?:the|my|our)\s+(?:[a-z'-]+\s+){0,3}?[a-z'-]+"
    r"|(?!(?:it|this|that|he|she|they|we|i|you|everything|something|anything|what|which|who|there|one)\b)"
    r"(?:[a-z'-]+\s+){0,2}?[a-z'-]+)\s+"
    rf"(?:(?P<one>{_EN_SINGULAR})|(?P<many>{_EN_PLURAL}))$", re.IGNORECASE)
_EN_OBJECT = re.compile(r"(?<=\s)(?P<p>it|them)(?=[\s,.;:!?]|$)", re.IGNORECASE)

# The words before the request that say when something is: who has it ("יש לי", "I have") is not part of it.
_HAVE = re.compile(rf"^(?:(?:i\s+have|i've\s+got|i\s+got|we\s+have|there'?s|there\s+is)\s+"
                   rf"|(?:יש\s+לי|יש\s+לנו){_E}\s*)", re.IGNORECASE)
# What the time words leave at the end of the clause once they are cut: "must be paid by the [1/12]", "[ב-5]".
_DANGLING = re.compile(r"(?:\s+(?:by|on|in|at|for|until|till|the|of|ב|עד|ל|ה|של))+$", re.IGNORECASE)
_ASKS = re.compile(rf"\?|{_B}(?:remind|tell|תזכיר|תזכירי|תגיד|תגידי){_E}", re.IGNORECASE)


def _clause(before: str) -> str:
    """The words before the request as one clause: "" when they are several sentences or hold a question."""
    clause = tidy(_DANGLING.sub("", tidy(before)))
    if not clause or re.search(r"[.;!?\n]", clause) or _ASKS.search(clause):
        return ""
    return clause


def _subject_named(text: str, before: str) -> str | None:
    """`text` with its one object pronoun put as the thing the clause before is about; `text` as it was when the
    pronoun does not agree with it; None when the clause before is not a thing and what happens to it."""
    clause = _clause(before)
    if (he := _HE_CLAUSE.match(clause)) is not None:
        pronouns = list(_HE_OBJECT.finditer(text))
        thing = he["np1"] or he["np2"]
        if len(pronouns) != 1 or _NOT_A_THING.match(thing) or _HE_AGREES[he["v1"] or he["v2"]] != pronouns[0]["p"]:
            return text
        return tidy(f"{text[:pronouns[0].start()]}את {thing}{text[pronouns[0].end():]}")
    if (en := _EN_CLAUSE.match(clause)) is not None:
        pronouns = list(_EN_OBJECT.finditer(text))
        if len(pronouns) != 1:
            return text
        several = pronouns[0]["p"].lower() == "them"
        modal = re.match(r"(?:must|needs?|ha(?:s|ve))\s", en["one"] or en["many"] or "", re.IGNORECASE)
        if not modal and several != bool(en["many"]):
            return text  # "the bills come ..., pay it": the pronoun is not that thing
        return tidy(f"{text[:pronouns[0].start()]}{en['np']}{text[pronouns[0].end():]}")
    return None


def _moment_kept(text: str, before: str, tm: TimeMatch | None) -> str:
    """`text` with the moment its lead counts back from, said before the request, kept after it."""
    if tm is None or not tm.remind_before_minutes or tm.recurrence is not None or not text:
        return text
    clause = _clause(before)
    if not clause or NEED_FIRST.match(clause):
        return text  # "I need to call mom, remind me ...": an errand, not the moment
    moment = tidy(_HAVE.sub("", clause))
    if len(moment.split()) < 2 or moment.casefold() in text.casefold() or text.casefold() in moment.casefold():
        return text
    return f"{text} ({moment})"


def carried_words(text: str, before: str, tm: TimeMatch | None) -> str:
    """The reminder's words with what the clause before the request names put in: its thing for the pronoun, or
    the moment its lead counts back from."""
    carried = _subject_named(text, before)
    if carried is None:
        carried = carried_thing(text, before)
    return _moment_kept(carried, before, tm) if carried == text else carried
