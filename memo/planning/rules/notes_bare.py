"""A bare request for someone's name or number, as older users write it: "The name of the new neighbour on the second
floor, please", "the phone number of our old cleaning lady", "השם של השכנה החדשה מהקומה השנייה", "המספר של הגנן",
and the same asked: "איך קוראים לשכן החדש", "what's the name of the new neighbour", "מה היה השם של המגייסת מוויקס".

No verb and no question word: the noun phrase is the question, and only the user's notes know the answer. The person
is someone of the user's life (a neighbour, a role such as the plumber or the kids' teacher), named with "the", "my" or
"our", and may be placed ("on the second floor", "from the gym", "מהקומה השנייה"). Anything more (a verb, a number, a
second request) leaves the message to the other grammars.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.notes import core
from memo.planning.rules.notes_lookup import _ROLE_EN, _ROLE_HE, _search

_HE = r"\u05D0-\u05EA"
_PEOPLE_EN = (rf"(?:{_ROLE_EN}|neighbou?rs?|landlord|friend|colleague|co-?worker|boss|manager|receptionist|secretary"
              r"|guy|lady|woman|man|girl|boy|couple|family|kid|teacher|pharmacist|postman|mailman|doorman|janitor"
              r"|caretaker|driver|cashier|waiter|waitress|tailor|cobbler|optician|grocer|butcher|baker|supervisor"
              r"|coordinator|foreman|instructor|coach|nurse|recruiter|headhunter|hr\s+(?:guy|lady|person|rep))")
_PEOPLE_HE = (rf"(?:{_ROLE_HE}|שכן|שכנה|שכנים|חבר|חברה|קולגה|בוס|בוסית|מנהל|מזכירה|מזכיר|פקידה|בחור|בחורה|אישה"
              r"|איש|זוג|משפחה|ילד|ילדה|רוקח|רוקחת|דוור|דוורית|שומר|שומרת|אב\s+הבית|נהג|נהגת|קופאית|קופאי|מלצר|מלצרית|חייט"
              r"|תופרת|סנדלר|אופטיקאי|אופטיקאית|ירקן|קצב|אופה|מנהלת|אחראי|אחראית|מפקח|מפקחת|רכז|רכזת|מדריך|מדריכה"
              r"|מאמן|מאמנת|אחות|רקרוטר|רקרוטרית|ריקרוטר|ריקרוטרית|מגייס|מגייסת|ציידת\s+ראשים|צייד\s+ראשים)")
# Whose the person is, by a name: "Ben's football coach", "Noa's teacher" (a capital, as names are written).
_OWNER_EN = r"(?-i:[A-Z][a-z]+)'?s"
# Which one, said after the person: ", the one whose mom is a doctor", ", זאת שאמא שלה רופאה". It tells the notes
# apart, and asks no more of Memo than the name.
_WHICH_EN = r"\s*,?\s*(?:the\s+one|the\s+(?:guy|lady|woman|man|girl|boy))\s+(?:who|whose|that|with|from)\b[^?]{0,60}"
_WHICH_HE = rf"\s*,?\s*(?:זאת|זו|זה|ההוא|ההיא|הזאת|הזה)\s+(?:ש|מ|ב|עם\s+)[{_HE}][^?]{{0,60}}"
_BARE_PERSON_EN = re.compile(
    r"^(?:(?:what'?s|whats|what\s+(?:is|was)|tell\s+me|do\s+(?:you|u)\s+(?:know|remember))\s+)?(?:the\s+)?"
    r"(?P<q>(?:name|names|phone\s+number|number|cell|mobile|address|email|e-mail)\s+(?:of|for)\s+"
    rf"(?:the|my|our|{_OWNER_EN})\s+(?:(?:new|old|nice|other|previous|former)\s+)?(?:[a-z]+\s+)?{_PEOPLE_EN}"
    r"(?:\s+(?:on|at|in|from|upstairs|downstairs|next\s+door|across\s+the\s+(?:hall|street)|of)"
    rf"(?:\s+(?:the|my|our)?\s*[a-z'-]+){{0,3}})?)\s*(?:again)?(?:{_WHICH_EN})?[\s?.!]*$", re.IGNORECASE)
_BARE_PERSON_HE = re.compile(
    rf"^(?:(?:מה|מהו|מהי)\s+(?:(?:היה|הייתה|היתה)\s+)?)?(?P<q>(?:(?:ה)?(?:שם|שמות|מספר|טלפון|מספר\s+(?:ה)?טלפון|נייד|כתובת|מייל)\s+של\s+ה"
    rf"|איך\s+(?:קוראים|קראו)\s+ל){_PEOPLE_HE}"
    # a role named by what it is in charge of: "אחראי המשמרת", "רכזת השכבה"
    rf"(?:\s+ה(?!(?:חדש|חדשה|חדשים|קודם|קודמת|ישן|ישנה)(?![{_HE}]))[{_HE}]+)?"
    rf"(?:\s+ה(?:חדש|חדשה|חדשים|קודם|קודמת|ישן|ישנה))?"
    rf"(?:\s+(?:מ|ב|של\s+)(?!(?:מי|מה)(?![{_HE}]))ה?[{_HE}'\"-]+(?:\s+ה[{_HE}'\"-]+)?){{0,2}})(?![{_HE}])"
    rf"(?:{_WHICH_HE})?[\s?.!]*$")

_CALLED = re.compile(r"^איך\s+(?:קוראים|קראו)\s+ל")


@grammar
def bare_person_fact(ctx: RuleContext) -> Intent | None:
    text = core(ctx.text)
    if len(text) > 120 or re.search(r"\d", text):
        return None
    m = _BARE_PERSON_EN.match(text) or _BARE_PERSON_HE.match(text)
    return _search(_CALLED.sub("", m.group("q"))) if m else None
