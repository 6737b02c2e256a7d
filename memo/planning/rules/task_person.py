"""The person a reminder's pronoun stands for, when the message opened by naming them.

"the plumber isn't calling back, nag me every hour until i call him again": the errand is the "until" clause, and
"him" is the plumber. So is "האינסטלטור לא חוזר אליי ... תציקי לי כל שעה עד שאני מתקשרת אליו שוב": "אליו" is the
plumber ("מתקשרת לאינסטלטור שוב"). Only the person the message opens with is taken ("the plumber", "my landlord",
"האינסטלטור"), and in Hebrew only when the pronoun agrees with them; anyone else keeps the pronoun as written
(`task_backref.named_before` decides whether it stands for someone at all).

`tasks.reminder_text` calls `errand_until` on the words after "remind me" and `with_person_named` on the
reminder's words, each with the words before the request.
"""

from __future__ import annotations

import re

from memo.planning.rules.task_words import HE

# The pronoun last in the errand, maybe with "again" / "back" after it ("call him", "call her back", "אליו שוב").
_EN_PRONOUN = re.compile(r"\b(?P<p>him|her)(?P<tail>\s+(?:again|back|back\s+again))?\s*$", re.IGNORECASE)
_HE_PRONOUN = re.compile(rf"(?<![{HE}])(?P<p>אליו|אליה|לו|לה|איתו|איתה|אותו|אותה)(?P<tail>\s+(?:שוב|בחזרה))?\s*$")
# The person the message opens with: "the plumber", "my landlord", "our contractor" / "האינסטלטור".
_EN_OPENER = re.compile(r"^(?:(?:ugh|so|ok|omg|argh|man)[\s,.!]+)*(?P<n>(?:the|my|our)\s+[a-z]{3,})\s+(?=[a-z])",
                        re.IGNORECASE)
_HE_OPENER = re.compile(rf"^(?:(?:אוף|נו|די|אוי)[\s,.!]+)*(?P<n>ה[{HE}]{{3,}})\s+(?=[{HE}])")
_NOT_A_PERSON = re.compile(r"^(?:the|my|our)\s+(?:tap|sink|boiler|car|fridge|internet|wifi|heater|roof|door|window"
                           r"|bill|invoice|package|delivery|thing|problem|issue|kids?)$", re.IGNORECASE)
_UNTIL_I = re.compile(rf"^[\s,]*(?:until|till|til|'til)\s+i\s+(?=[a-z])|^[\s,]*עד\s+ש(?:אני\s+)?(?=[{HE}])",
                      re.IGNORECASE)
_FEMININE_PRONOUN = {"אליה", "לה", "איתה", "אותה"}
# How the pronoun is said with the person's name: "אליו" -> "ל" + the name without its article.
_HE_WITH_NAME = {"אליו": "ל{bare}", "אליה": "ל{bare}", "לו": "ל{bare}", "לה": "ל{bare}",
                 "איתו": "עם {name}", "איתה": "עם {name}", "אותו": "את {name}", "אותה": "את {name}"}


def _feminine(noun: str) -> bool:
    """"הגננת", "המזכירה", "השכנה" end as women's titles do; "האינסטלטור", "הגנן" do not."""
    return noun.endswith(("ת", "ה")) and not noun.endswith(("ות",))


def errand_until(after: str, before: str) -> str:
    """ "until I call him" as the errand, with the person named, or "" when that is not what `after` is."""
    if _UNTIL_I.match(after) is None:
        return ""
    named = with_person_named(after, before)
    return named if named != after else ""


def with_person_named(text: str, before: str) -> str:
    """`text` with its closing "him" / "אליו" replaced by the person the message opened with, when there is one."""
    before = before.strip()
    if (pronoun := _EN_PRONOUN.search(text)) is not None:
        opener = _EN_OPENER.match(before)
        if opener is None or _NOT_A_PERSON.match(opener["n"]) or text.lower().startswith(opener["n"].lower()):
            return text
        return f"{text[:pronoun.start()]}{opener['n']}{pronoun['tail'] or ''}".strip()
    if (pronoun := _HE_PRONOUN.search(text)) is not None:
        opener = _HE_OPENER.match(before)
        agrees = opener is not None and (pronoun["p"] in _FEMININE_PRONOUN) == _feminine(opener["n"])
        if opener is None or not agrees or text.startswith(opener["n"]):
            return text
        name = opener["n"]
        said = _HE_WITH_NAME[pronoun["p"]].format(name=name, bare=name[1:])
        return f"{text[:pronoun.start()]}{said}{pronoun['tail'] or ''}".strip()
    return text
