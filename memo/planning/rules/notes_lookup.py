"""Lookups in the second brain (`second-brain / search`) asked without a question's usual shape.

* A bare name of a kept secret: "הקוד של האזעקה במשרד", "wifi password at my parents", "the locker combination for
  the gym?". The whole message is the name of a code, password or number people keep, nothing else: no value
  (that would be a fact to keep), no verb (that would be a request or a statement), and something that says whose
  or which one it is ("the alarm code", never a bare "code").
* The people who look after the user's family, home and pets, asked by name: "איך קוראים לרופאה של הכלב", "who's the
  kids' dentist", "what's the vet's name", "מי הגננת של הקטנה". Only roles people have in one's own life (a doctor,
  a vet, a teacher, a plumber, a landlord...), and only when the question says whose ("of the dog", "our", "the
  kids'") or asks for the name of "the" one: "איך קוראים לרופא שמטפל בעיניים" asks for a word, and "who is the
  president" is general knowledge.
* What one of them said: "what did the pediatrician say about the vitamin d dose", "מה אמרה הרופאה על המינון",
  "מה הווטרינר המליץ לגבי האוכל". The advice was given to the user, so it is in their notes; a question about a
  meeting, a list or mail stays with those tools.

A search changes nothing: a miss costs one "nothing saved about that". These readings sit with the other personal
questions (notes_recall.PERSONAL), above `general`'s question and below every tool grammar.
"""

from __future__ import annotations

import re

from memo.planning.dsl import INTENT_UNCLEAR
from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.notes import _EVENTS, _STRONG_EN, _keywords, core
from memo.planning.rules.notes_recall import (
    _OTHER_TOOLS,
    PERSONAL,
    _others,
    asks_after,
    question_and_remark,
    without_forgot,
)

_HE = r"\u05D0-\u05EA"
MAX_LOOKUP = 120  # a lookup is a line
MAX_REMARK_CHARS = 160  # and a remark after it another
BARE_SECRET = 0.91  # "alarm code for the shop": above a reminder's "alarm" with no time (0.9)

# ---------------------------------------------------------------- a bare name of a kept secret

# Words that make a phrase a statement or a request rather than a name: verbs, "new", negations.
_NOT_A_NAME_EN = re.compile(
    r"\b(?:is|are|was|were|be|been|has|have|had|do|does|did|will|can|could|should|would|changed|expired|reset|works?"
    r"|working|broken|new|not|no|isn'?t|doesn'?t|and|or|fix|change|update|send|add|write|share|enter|type|give|text"
    r"|email|forward|delete|remove|save|remember|note|check|get|find|set|need|want|what|whats|where|who|when|how|why"
    r"|which|please|pls|to)\b", re.IGNORECASE)
_BARE_EN = re.compile(
    r"^(?P<q>(?:(?:the|my|our|[a-z]+'s)\s+)?(?:[\w'-]+\s+){0,3}?(?:" + _STRONG_EN + r")(?:\s+(?:number|code|details))?"
    r"(?P<where>\s+(?:of|for|at|in|on|from)\s+(?:(?:the|my|our|[a-z]+'s)\s+)?[\w'-]+(?:\s+[\w'-]+){0,2})?)"
    r"(?:\s+again)?\s*\?*$", re.IGNORECASE)
_SECRET_HE = (r"קוד|קודן|סיסמה|סיסמא|סיסמת|פין|וייפיי|ויי-פיי|ויפי|wifi|password|code|pin|קוד\s+הכניסה|ת\"ז"
              # A booking's reference, often named in English: "ה-booking reference של המלון", "האסמכתא של הטיסה".
              r"|(?:booking|reservation|confirmation)\s+(?:reference|ref|number|code)|אסמכתא|מספר\s+(?:ה)?(?:הזמנה|אישור)"
              r"|מספר\s+(?:ה)?(?:דרכון|חשבון|פוליסה|לקוח|מנוי|תעודת\s+(?:ה)?זהות|רישוי|רכב|חניה|חנייה|לוקר|ארונית)|שם\s+(?:ה)?משתמש|לוקר|ארונית")
# "and" before someone more ("אצל סבא וסבתא"), never before a request ("ותשלחי", "ושלחי לי").
_AND_HE = rf"ו(?!ת|(?:שלח|שלחי|רשום|רשמי|שמור|שמרי|תן|תני|כתוב|כתבי|בדוק|בדקי)(?![{_HE}]))"
# After the secret's name, only what says whose or which it is: "של האזעקה", "במשרד", "לוויפי", "אצל סבא וסבתא".
_BARE_HE = re.compile(
    rf"^(?P<q>(?:ה|ל)?-?\s?(?:{_SECRET_HE})(?![{_HE}a-z])(?:\s+(?:password|code|pin))?"
    rf"(?P<which>(?:\s+(?:של|אצל|עם|(?:ש)?ב|ל|מ|ה|{_AND_HE})-?\s?[{_HE}\w'\"-]*)+))\s*\??$", re.IGNORECASE)
_NOT_A_NAME_HE = re.compile(rf"(?<![{_HE}])(?:השתנה|השתנתה|התחלף|התחלפה|הוחלף|הוחלפה|התקלקל|התקלקלה|הוא|היא|הם|הן"
                            rf"|זה|זו|עכשיו|החדש|החדשה|חדש|חדשה|לא|תשמור|תשמרי|תרשום|תרשמי|תעדכן|תעדכני|תמחק|תמחקי)"
                            rf"(?![{_HE}])")


# "מה הסיסמה של הווייפיי אצל ההורים של רון", "what's the alarm code at the office": the name of a secret asked with
# "what is", too long for the general fact question; read as the bare name.
_WHAT_IS = re.compile(r"^(?:מה|מהו|מהי|what'?s|whats|what\s+is|what\s+was)\s+(?=\S)", re.IGNORECASE)


_NEW_PLACE_HE = re.compile(r"(?<=[\u05D0-\u05EA])\s+החדש(?:ה)?(?![\u05D0-\u05EA])")


def _bare_secret(text: str) -> str | None:
    """The secret a message is only the name of ("הקוד של האזעקה במשרד"), or None."""
    if re.search(r"\d", text) or len(text.split()) > 8:
        return None
    m = _BARE_HE.match(text)
    # "בבניין החדש": "new" after a place says which place; alone ("הקוד החדש") it makes the name news.
    if m and not _NOT_A_NAME_HE.search(_NEW_PLACE_HE.sub("", m.group("which"))):
        return m.group("q")
    m = _BARE_EN.match(text)
    # "new" says which place it is in ("at the new building"), but makes the name itself news ("new wifi password");
    # "at work" is a place, not the verb.
    name = m.group("q")[:m.start("where") - m.start("q")] if m and m.group("where") else (m.group("q") if m else "")
    where = m.group("where") or "" if m else ""
    if m and len(m.group("q").split()) >= 2 and not _NOT_A_NAME_EN.search(name) and not _NOT_A_NAME_EN.search(
            re.sub(r"\bnew\b|\bat\s+work\b", "", where, flags=re.IGNORECASE)):
        return m.group("q")
    return None


# ---------------------------------------------------------------- the people in the user's life

_ROLE_EN = (r"(?:family\s+|kids'?\s+|children'?s\s+|eye\s+|foot\s+)?(?:doctor|doc|pediatrician|paediatrician|dentist"
            r"|orthodontist|vet|veterinarian|gp|ob-?gyn|gyn(?:ecologist)?|dermatologist|therapist|psychologist"
            r"|psychiatrist|physio(?:therapist)?|chiropractor|optometrist|nurse|midwife|(?:homeroom\s+|kindergarten\s+"
            r"|preschool\s+|piano\s+|guitar\s+|swimming\s+|math\s+|english\s+)?teacher|tutor|coach|(?:personal\s+)?trainer"
            r"|instructor|babysitter|sitter|nanny|au\s+pair|cleaner|cleaning\s+lady|housekeeper|gardener|plumber"
            r"|electrician|handyman|mechanic|locksmith|contractor|landlord|landlady|property\s+manager|accountant"
            r"|lawyer|attorney|bookkeeper|insurance\s+agent|realtor|hairdresser|barber|hair\s+stylist|groomer"
            r"|dog\s+walker|principal|counselor|counsellor|speech\s+therapist|occupational\s+therapist)")
_OWNER_EN = (r"(?:kids?|children|child|baby|babies|dog|dogs|cat|cats|puppy|kitten|son|daughter|boys?|girls?|twins"
             r"|toddler|mom|mum|mother|dad|father|grandma|grandpa|granny|wife|husband|partner|parents|family|house"
             r"|building|apartment|flat|car)")
_WHOSE_EN = (rf"(?:(?:my|our)\s+(?:{_OWNER_EN}(?:'s|s'|s)?\s+)?|(?:the\s+)?{_OWNER_EN}(?:'s|s'|')\s+)")
_NAME_EN = re.compile(
    rf"^(?:who'?s|whos|who\s+(?:is|was|'s))\s+(?P<q>{_WHOSE_EN}{_ROLE_EN}|the\s+{_ROLE_EN}\s+(?:of|for)\s+(?:my|our|the)"
    rf"\s+{_OWNER_EN})(?:\s+again)?\s*\??$"
    rf"|^(?:what'?s|whats|what\s+(?:is|was)|tell\s+me|remind\s+me\s+of)\s+(?:the\s+)?(?:name|names|number|phone\s+number"
    rf"|address)\s+(?:of|for)\s+(?P<q2>{_WHOSE_EN}{_ROLE_EN}|the\s+{_ROLE_EN}(?:\s+(?:of|for)\s+(?:my|our|the)\s+"
    rf"{_OWNER_EN})?)(?:\s+again)?\s*\??$"
    rf"|^(?:what'?s|whats|what\s+(?:is|was))\s+(?P<q3>(?:{_WHOSE_EN}|the\s+){_ROLE_EN})(?:'s|s)\s+(?:name|number"
    rf"|phone(?:\s+number)?|address|email)(?:\s+again)?\s*\??$"
    rf"|^(?:what'?s|whats|what\s+(?:is|was))\s+(?P<q4>{_WHOSE_EN}{_ROLE_EN})\s+called(?:\s+again)?\s*\??$",
    re.IGNORECASE)
_ROLE_HE = (r"רופא(?:ת)?\s+(?:ה)?(?:ילדים|שיניים|משפחה|עיניים|עור|נשים)|רופא|רופאה|וו?טרינר|וו?טרינרית|אורתודנט"
            r"|אורתודנטית|פסיכולוג|פסיכולוגית|מטפל|מטפלת|פיזיותרפיסט|פיזיותרפיסטית|פיזיו|קלינאית\s+(?:ה)?תקשורת"
            r"|אחות|מיילדת|מורה(?:\s+(?:ל|ה)[{_HE}]+)?|מחנכת|מחנך|גננת|סייעת|בייביסיטר|בייבי\s+סיטר|שמרטף|שמרטפית"
            r"|מאמן|מאמנת|מדריך|מדריכה|עוזרת(?:\s+(?:ה)?בית)?|מנקה|גנן|אינסטלטור|שרברב|חשמלאי|הנדימן|מכונאי|מוסכניק"
            r"|מנעולן|קבלן|בעל\s+(?:ה)?(?:בית|דירה)|בעלת\s+(?:ה)?(?:בית|דירה)|רואה\s+(?:ה)?חשבון|רואת\s+(?:ה)?חשבון|רו\"ח"
            r"|עורך\s+(?:ה)?דין|עורכת\s+(?:ה)?דין|עו\"ד|סוכן\s+(?:ה)?ביטוח|סוכנת\s+(?:ה)?ביטוח|מתווך|מתווכת|ספרית"
            r"|קוסמטיקאית|מנהלת|יועצת|יועץ").replace("{_HE}", _HE)
_OWNER_HE = (r"(?:ה)?(?:כלב|כלבה|כלבים|חתול|חתולה|חתולים|ילדים|ילד|ילדה|בן|בת|בנים|בנות|תינוק|תינוקת|קטן|קטנה|קטנים"
             r"|גדול|גדולה|תאומים|הורים|משפחה|בית|דירה|בניין|אוטו|רכב)(?:\s+(?:שלי|שלנו))?|אמא(?:\s+שלי)?|אבא(?:\s+שלי)?"
             r"|סבתא|סבא|אחותי|אחי|בעלי|אשתי|בן\s+הזוג\s+שלי|בת\s+הזוג\s+שלי")
# "the new / previous / regular one" between the role and whose: "הגננת החדשה של איתי", "maya's new tutor". Coaches
# are left out of it: "the new coach of" a club is sports news, not one of the user's people.
_ADJ_HE = (r"(?:\s+ה(?:חדש|חדשה|חדשים|חדשות|קודם|קודמת|קודמים|ישן|ישנה|קבוע|קבועה|פרטי|פרטית|נוכחי|נוכחית"
           r"|זמני|זמנית|מחליף|מחליפה|ראשון|ראשונה))")
_WHOSE_HE = rf"(?:\s+(?:שלי|שלנו)|\s+של\s+(?:{_OWNER_HE}))"
_NAME_HE = re.compile(
    rf"^(?:איך\s+(?:קוראים|קוראת|קורא|קראו|קוראות)\s+ל|מה\s+(?:ה)?שם\s+של\s+|מי\s+(?:(?:זה|זאת|זו|היא|הוא|היה|הייתה"
    rf"|היתה)\s+)?|מה\s+(?:ה)?(?:טלפון|מספר|נייד|פלאפון|כתובת|מייל)\s+של\s+)(?P<q>ה?(?:{_ROLE_HE})(?:{_ADJ_HE})?{_WHOSE_HE})"
    r"(?:\s+שוב)?\s*\??$")
# What one of them said or advised, and what the people of one's studies and work said: "what did the professor
# say about the final project", "מה המרצה אמרה על העבודה".
# Medical specialists: what one of them said is the user's own care ("what did the orthopedist say about the knee").
_SPECIALIST_EN = (r"orthop(?:a)?edist|orthop(?:a)?edic\s+(?:surgeon|doctor)|surgeon|cardiologist|neurologist|ent"
                  r"|allergist|gastro(?:enterologist)?|endocrinologist|urologist|ophthalmologist|oncologist|rheumatologist"
                  r"|pulmonologist|nephrologist|radiologist|specialist|nutritionist|dietitian|dietician|osteopath"
                  r"|podiatrist|audiologist|pharmacist|acupuncturist|neurosurgeon|hematologist|haematologist")
_SPECIALIST_HE = (r"אורתופד|אורתופדית|כירורג|כירורגית|מנתח|מנתחת|קרדיולוג|קרדיולוגית|נוירולוג|נוירולוגית|אלרגולוג"
                  r"|אלרגולוגית|גסטרו|גסטרואנטרולוג|גסטרואנטרולוגית|אנדוקרינולוג|אנדוקרינולוגית|אורולוג|אורולוגית"
                  r"|אונקולוג|אונקולוגית|ראומטולוג|ראומטולוגית|המטולוג|המטולוגית|נפרולוג|נפרולוגית|רדיולוג|רדיולוגית"
                  r"|מומחה|מומחית|דיאטן|דיאטנית|תזונאי|תזונאית|אוסטאופת|אוסטאופתית|רוקח|רוקחת|כירופרקט|כירופרקטית"
                  r"|רופא(?:ת)?\s+(?:ה)?אף\s+אוזן\s+גרון|אף\s+אוזן\s+גרון|אא\"ג")
_SAID_ROLE_EN = (rf"(?:{_ROLE_EN}|{_SPECIALIST_EN}|professor|prof|lecturer|ta|teaching\s+assistant|advisor|adviser"
                 r"|supervisor|mentor|boss|manager|team\s+lead(?:er)?)")
_SAID_ROLE_HE = (rf"(?:{_ROLE_HE}|{_SPECIALIST_HE}|מרצה|פרופסור|פרופ'|מתרגל|מתרגלת|מנחה|בוס|בוסית|מנהל|ראש\s+(?:ה)?צוות"
                 r"|מנטור|מנטורית)")
_SAID_EN = re.compile(
    rf"^what\s+(?:did|was\s+it)\s+(?P<who>(?:the\s+|{_WHOSE_EN}){_SAID_ROLE_EN})\s+(?:say|said|tell\s+(?:us|me|you)"
    r"|recommend|suggest|prescribe|want|think|advise|charge|quote)\b(?:\s+(?:us|me))?(?:\s+(?:about|on|for|regarding"
    r"|re|with)\s+(?P<q>.+?))?(?:\s+again)?\s*\??$", re.IGNORECASE)
_SAID_VERB_HE = (r"אמר|אמרה|אמרו|המליץ|המליצה|המליצו|הציע|הציעה|רשם|רשמה|ביקש|ביקשה|חשב|חשבה|הסביר|הסבירה|נתן|נתנה"
                 r"|ייעץ|ייעצה|יעץ|יעצה")
# Roles whose definite article sits on their second word: "רואה החשבון", "עורכת הדין", "בעל הבית".
_CONSTRUCT_HE = (r"(?:רואה|רואת)\s+החשבון|(?:עורך|עורכת)\s+הדין|(?:סוכן|סוכנת)\s+הביטוח|(?:בעל|בעלת)\s+(?:הבית|הדירה)"
                 r"|ראש\s+הצוות|רו\"ח|עו\"ד")
_SAID_WHO_HE = rf"(?:ה(?:{_SAID_ROLE_HE})|{_CONSTRUCT_HE})(?:{_WHOSE_HE})?"
_SAID_HE = re.compile(
    rf"^מה\s+(?:(?:{_SAID_VERB_HE})\s+(?:לנו\s+|לי\s+)?(?P<who>{_SAID_WHO_HE})"
    rf"|(?P<who2>{_SAID_WHO_HE})\s+(?:{_SAID_VERB_HE}))(?:\s+(?:לנו|לי))?"
    r"(?:\s+(?:על|לגבי|בקשר\s+ל|בנושא|בעניין)\s*(?P<q>.+?))?(?:\s+שוב)?\s*\??$")


# Someone who looks after a child or a person the user names: "איך קוראים לגננת של יואב", "who's noa's tutor", "what's
# the name of maya's babysitter". Only roles around children and care, which nobody asks of the famous; "the lawyer of"
# someone named may be news.
_CARE_EN = (r"(?:(?:homeroom|kindergarten|preschool|kindy|piano|guitar|violin|swimming|math|maths|english|art|dance"
            r"|music|driving)\s+)?teacher|tutor|coach|babysitter|sitter|nanny|au\s+pair|pediatrician|paediatrician"
            r"|(?:speech|occupational)\s+therapist|therapist|instructor|counselor|counsellor|caregiver|carer")
# Only the roles around children take "new" or "of someone": "the new coach of" a club is sports news.
_ADJ_EN = r"(?:new|old|previous|former|current|regular|usual|substitute|temporary)\s+"
_CARE_KIDS_EN = (r"(?:(?:homeroom|kindergarten|preschool|kindy|piano|guitar|violin|swimming|math|maths|english|art"
                 r"|dance|music)\s+)?teacher|tutor|babysitter|sitter|nanny|au\s+pair|pediatrician|paediatrician"
                 r"|(?:speech|occupational)\s+therapist|caregiver|carer")
_NAMED_EN = r"(?!(?:my|our|your|his|her|their|the|a|an|who|whose|that|this)'?s?\b)[a-z\u05D0-\u05EA]{2,}(?:'s|s')"
_CARE_OF_NAMED_EN = re.compile(
    rf"^(?:who'?s|whos|who\s+(?:is|was)|(?:what'?s|whats|what\s+(?:is|was))\s+the\s+(?:name|(?:phone\s+)?number)\s+of)"
    rf"\s+(?P<q>{_NAMED_EN}\s+(?:{_ADJ_EN}(?:{_CARE_KIDS_EN})|{_CARE_EN}))(?:\s+again)?\s*\??$"
    rf"|^(?:who'?s|whos|who\s+(?:is|was)|(?:what'?s|whats|what\s+(?:is|was))\s+the\s+(?:name|(?:phone\s+)?number)\s+of)"
    rf"\s+(?P<q3>the\s+(?:{_ADJ_EN})?(?:{_CARE_KIDS_EN})\s+(?:of|for)\s+(?!(?:my|our|your|his|her|their|the|a|an)\b)"
    r"[a-z\u05D0-\u05EA]{2,})(?:\s+again)?\s*\??$"
    rf"|^(?:what'?s|whats|what\s+(?:is|was))\s+(?P<q2>{_NAMED_EN}\s+(?:{_CARE_EN}))(?:'s|s)\s+(?:name|number"
    r"|phone(?:\s+number)?)(?:\s+again)?\s*\??$", re.IGNORECASE)
_CARE_HE = (r"גננת|גנן|סייעת|מורה(?:\s+(?:ל|ה)[\u05D0-\u05EA]+)?|מחנכת|מחנך|בייביסיטר|בייבי\s+סיטר|שמרטף|שמרטפית|מטפלת"
            r"|מטפל|מאמן|מאמנת|מדריך|מדריכה|רופא(?:ת)?\s+(?:ה)?ילדים|קלינאית\s+(?:ה)?תקשורת|פסיכולוג|פסיכולוגית"
            r"|פיזיותרפיסט|פיזיותרפיסטית|מרפאה\s+בעיסוק|יועצת|יועץ")
_NOT_NAMED_HE = r"(?!(?:מי|זה|זו|זאת|כולם|מישהו|כל|אחד|אחת)(?![\u05D0-\u05EA]))"
_CARE_KIDS_HE = (r"גננת|גנן|סייעת|מורה(?:\s+(?:ל|ה)[\u05D0-\u05EA]+)?|מחנכת|מחנך|בייביסיטר|בייבי\s+סיטר|שמרטף|שמרטפית"
                 r"|מטפלת|מטפל|רופא(?:ת)?\s+(?:ה)?ילדים|קלינאית\s+(?:ה)?תקשורת|מרפאה\s+בעיסוק")
_CARE_OF_NAMED_HE = re.compile(
    rf"^(?:איך\s+(?:קוראים|קראו)\s+ל|מה\s+(?:ה)?שם\s+של\s+|מי\s+(?:(?:זה|זאת|זו|היא|הוא|היה|הייתה|היתה)\s+)?|מה\s+(?:ה)?"
    rf"(?:טלפון|מספר|נייד|פלאפון)\s+של\s+)(?P<q>ה?(?:(?:{_CARE_HE})|(?:{_CARE_KIDS_HE}){_ADJ_HE})\s+של\s+{_NOT_NAMED_HE}"
    r"(?!ה)[\u05D0-\u05EA]{2,})(?:\s+שוב)?\s*\??$")
# What someone named said: "what did דורית say about the school trip", "what did dana recommend for the rash", "מה
# דורית אמרה על הטיול". Not "what did he say" (asked: who is meant), nor "what did you / i say" (the conversation).
_SAID_BY_NAMED_EN = re.compile(
    r"^what\s+did\s+(?P<who>(?:(?:dr|doctor|prof|professor|mr|mrs|ms|rabbi)\.?\s+)?(?!(?:i|you|u|we|he|she|they|it|the"
    r"|that|this|everyone|everybody|people|someone|somebody|anyone)\b)[a-z\u05D0-\u05EA]{2,})\s+(?:say|tell\s+(?:us|me|you)|recommend|suggest|mention)"
    r"(?:\s+(?:us|me))?(?:\s+(?:about|on|for|regarding|re)\s+(?P<q>.+?))?(?:\s+again)?\s*\??$", re.IGNORECASE)
# A title before the name: "ד\"ר לוין", "דוקטור כהן", "פרופ' אבני".
_TITLE_HE = r"(?:(?:ד\"ר|דר'|ד''ר|דוקטור|פרופ'|פרופסור|הרב)\s+)?"
_SAID_BY_NAMED_HE = re.compile(
    rf"^מה\s+(?:(?:{_SAID_VERB_HE})\s+(?:לי\s+|לנו\s+)?(?P<who>{_TITLE_HE}{_NOT_NAMED_HE}(?!ה|את|אתה|אני|אנחנו)[\u05D0-\u05EA]{{2,}})"
    rf"|(?P<who2>{_TITLE_HE}{_NOT_NAMED_HE}(?!ה|את(?![\u05D0-\u05EA])|אתה|אני|אנחנו)[\u05D0-\u05EA]{{2,}})\s+(?:{_SAID_VERB_HE}))"
    r"(?:\s+(?:לנו|לי))?(?:\s+(?:על|לגבי|בקשר\s+ל|בנושא|בעניין)\s*(?P<q>.+?))?(?:\s+שוב)?\s*\??$")

# A detail of "him" or "her" with nobody named: "whats his number again", "מה הכתובת שלה", "what did she say about
# it". Only the conversation says who is meant, so Memo asks rather than guess at the nearest note.
_ABOUT_HIM = re.compile(
    r"^(?:what'?s|whats|wats|what\s+(?:is|was)|give\s+me|send\s+me|remind\s+me\s+of)\s+(?:his|her|their)\s+"
    r"(?:(?:phone|cell|mobile|home|last|full|first)\s+)?(?:number|phone|cell|address|e-?mail(?:\s+address)?|name"
    r"|birthday|bday)(?:\s+again)?\s*\??$"
    r"|^(?:when'?s|whens|when\s+is)\s+(?:his|her|their)\s+(?:birthday|bday)(?:\s+again)?\s*\??$"
    r"|^what\s+did\s+(?:he|she|they)\s+(?:say|tell\s+(?:us|me|you)|recommend|suggest|mention)(?:\s+(?:us|me))?"
    r"(?:\s+(?:about|on|for|regarding)\s+.+?)?(?:\s+again)?\s*\??$"
    r"|^(?:מה\s+)?(?:ה)?(?:מספר(?:\s+(?:ה)?טלפון)?|טלפון|נייד|פלאפון|כתובת|מייל|אימייל|שם(?:\s+(?:ה)?משפחה)?)\s+"
    r"(?:שלו|שלה|שלהם|שלהן)(?:\s+שוב)?\s*\??$"
    r"|^מתי\s+(?:יש\s+(?:לו|לה)\s+)?(?:יום\s+ה?הולדת|היומולדת|יומולדת)(?:\s+(?:שלו|שלה|שלהם))?(?:\s+שוב)?\s*\??$"
    rf"|^מה\s+(?:(?:הוא|היא|הם)\s+(?:{_SAID_VERB_HE})|(?:{_SAID_VERB_HE})\s+(?:הוא|היא|הם))(?:\s+(?:לי|לנו))?"
    r"(?:\s+(?:על|לגבי|בקשר\s+ל)\s*.+?)?(?:\s+שוב)?\s*\??$", re.IGNORECASE)
ABOUT_HIM = 0.92  # above the lookups that would search for "his number" or "his birthday" (0.91)


@grammar
def about_him(ctx: RuleContext) -> Intent | None:
    if len(ctx.text) <= MAX_LOOKUP and _ABOUT_HIM.match(core(ctx.text).strip()):
        return Intent("general", "respond", {"operation": "respond", "kind": "unclear"}, ABOUT_HIM,
                      missing=[INTENT_UNCLEAR], intent_type="conversation")
    return None


# Someone who did a job for the user, named by it: "איך קראו לטכנאי שתיקן את המזגן", "who was the electrician that
# fixed the boiler", or only their number: "מספר של האינסטלטור שתיקן את הדוד", "number of the guy who fixed the
# AC last time". The job done (a past verb) makes the person one of theirs; "the doctor who treats eyes" asks for a
# word.
_DID_HE = (r"תיקן|תיקנה|תיקנו|התקין|התקינה|התקינו|בנה|בנתה|צבע|צבעה|עשה|עשתה|בא|באה|הגיע|הגיעה|טיפל|טיפלה|החליף"
           r"|החליפה|שיפץ|שיפצה|ניקה|ניקתה|סידר|סידרה|המליצו|המליץ|המליצה|היה|הייתה|עבד|עבדה|הוביל|הובילו|שלחו")
_DID_NAME_HE = re.compile(
    rf"^(?:איך\s+(?:קוראים|קראו)\s+ל|מה\s+(?:היה\s+)?(?:ה)?שם\s+של\s+|מי\s+(?:היה|הייתה|היתה)\s+|(?:מה\s+(?:היה\s+)?)?"
    rf"(?:ה)?(?:טלפון|מספר(?:\s+(?:ה)?טלפון)?|נייד|פלאפון)\s+של\s+)(?P<q>ה?(?:{_ROLE_HE}|טכנאי|טכנאית|בחור|בחורה|חברה|מוביל|מובילים)\s+ש(?:{_DID_HE})"
    rf"(?![{_HE}]).{{0,50}}?)(?:\s+שוב)?\s*\??$")
_DID_NAME_EN = re.compile(
    rf"^(?:who\s+was|(?:what\s+(?:was|is)|what'?s|whats)\s+(?:the\s+)?name\s+of"
    rf"|(?:(?:what\s+was|what'?s|whats|what\s+is)\s+)?(?:the\s+)?(?:phone\s+)?number\s+(?:of|for))\s+(?P<q>the\s+(?:{_ROLE_EN}|technician|tech|guy|lady|woman|man|company|movers?)"
    r"\s+(?:who|that)\s+(?:fixed|installed|built|painted|did|came|cleaned|replaced|repaired|renovated|recommended"
    r"|treated|delivered|moved|helped|sold|worked"
    # the verb left in its base form, as in Hebrew-speakers' English: "the electrician that fix the boiler"
    r"|fix|install|paint|clean|repair|replace|renovate|deliver)\b.{0,50}?)(?:\s+again)?\s*\??$", re.IGNORECASE)
# What one of them charges: "how much does the cleaner charge", "what does our gardener charge per visit", "כמה לוקחת
# המנקה", "כמה גובה החשמלאי על ביקור". Their price is what the user was told and kept.
_CHARGES_EN = re.compile(
    rf"^(?:how\s+much|what)\s+(?:does|did|do)\s+(?P<q>(?:the\s+|{_WHOSE_EN}){_ROLE_EN})\s+(?:charge|cost|take|ask(?:\s+for)?"
    r"|want|get(?:\s+paid)?|earn)\b(?:\s+(?:per|an?|for|by\s+the)\s+\w+(?:\s+\w+)?)?(?:\s+again)?\s*\??$",
    re.IGNORECASE)
_CHARGES_HE = re.compile(
    rf"^כמה\s+(?:(?:לוקח|לוקחת|לוקחים|גובה|גובים|מקבל|מקבלת|מקבלים|רוצה|רוצים|עולה|עולים|לקח|לקחה|לקחו|גבה|גבתה|גבו"
    rf"|קיבל|קיבלה)\s+(?P<q>ה?(?:{_ROLE_HE})(?:{_WHOSE_HE})?)"
    rf"|(?P<q2>ה?(?:{_ROLE_HE})(?:{_WHOSE_HE})?)\s+(?:לוקח|לוקחת|גובה|מקבל|מקבלת|רוצה|לקח|לקחה|גבה|גבתה))(?![{_HE}])"
    # What it was for, and when: "על תספורת", "בפעם שעברה" (what was paid then is the user's own record).
    rf"(?:\s+(?:על|ל|לכל|בשביל)\s*[{_HE}]+)?(?:\s+(?:מאיתנו|ממני|לנו|בפעם\s+(?:שעברה|הקודמת|האחרונה)))*"
    rf"(?:\s+שוב)?\s*\??$")
# Someone's number or address, named and nothing more: "הטלפון של השרברב", "dana's address", "the number of the vet".
_BARE_CONTACT = re.compile(
    r"^(?P<q>(?:ה)?(?:טלפון|מספר\s+(?:ה)?טלפון|נייד|פלאפון|כתובת|מייל|אימייל)\s+של\s+(?:ה)?[\u05D0-\u05EA'\"-]+"
    r"(?:\s+(?:ה)?[\u05D0-\u05EA'\"-]+)?)\s*\??$"
    # "dana's kids names", "avi's wife's name": the names of someone's family
    r"|^(?P<q2>(?:the\s+)?[a-z]+(?:'s|s')\s+(?:(?:phone\s+|cell\s+|mobile\s+)?(?:number|phone|address|email|e-mail|cell)"
    r"|(?:kids?|children|son|daughter|wife|husband|partner|boyfriend|girlfriend|dog|cat|baby|twins)(?:'s|s'|s)?\s+names?))"
    r"(?:\s+again)?\s*\??$"
    r"|^(?P<q3>(?:the\s+)?(?:phone\s+)?(?:number|address|email)\s+(?:of|for)\s+(?:the\s+|my\s+|our\s+)?[a-z]+"
    r"(?:\s+[a-z]+)?)(?:\s+again)?\s*\??$", re.IGNORECASE)

# Where something of the user's takes place, asked by its room or seat: "which room is the orgo final in again",
# "what floor is the dentist on", "באיזה חדר המבחן בסטטיסטיקה", "באיזו קומה המשרד של רואה החשבון". Only the user's
# own notes (or the papers they kept) hold the room of their exam or their seat.
_PLACE_NOUN_EN = (r"(?:room|classroom|hall|lecture\s+hall|floor|gate|seat|row|platform|building|office|desk|table"
                  r"|locker|spot)")
_WHICH_PLACE_EN = re.compile(
    rf"^(?:which|what)\s+{_PLACE_NOUN_EN}(?:\s+number)?\s+(?:is|was|are|'s)\s+"
    rf"(?P<q>(?:the|my|our|[a-z]+'s)\s+[\w' -]{{2,40}}?)"
    r"(?:\s+(?:in|at|on))?(?:\s+again)?\s*\??$", re.IGNORECASE)
_WHICH_PLACE_HE = re.compile(
    r"^(?:באיזה|באיזו|איזה|איזו|מה)\s+(?:מספר\s+)?(?:חדר|כיתה|אולם|קומה|בניין|שער|מושב|כיסא|שורה|רציף|משרד|שולחן|לוקר)"
    r"(?:\s+(?:יש|יהיה|היה|זה))?\s+(?P<q>ה[\u05D0-\u05EA\"'-]+(?:\s+[\u05D0-\u05EA\"'-]+){0,5}?)(?:\s+שוב)?\s*\??$")

# Whose it is: the user's own ("my", "our", someone's), an exam or a lecture they sit, or one of their people. "the
# biggest room in the louvre" or "the eiffel tower restaurant" is general knowledge.
_OURS_THERE = re.compile(
    rf"^(?:my|our|[a-z]+'s)\s|\b(?:exam|final|finals|midterm|test|quiz|lecture|seminar|tutorial|lab|recital|ceremony"
    rf"|{_ROLE_EN})\b|(?<![{_HE}])(?:ה)?(?:מבחן|בחינה|בוחן|מועד|הרצאה|סמינר|תרגול|מעבדה|טקס|{_ROLE_HE})(?![{_HE}])"
    r"|שלי|שלנו", re.IGNORECASE)


def _search(query: str) -> Intent:
    query = re.sub(r"^(?:the|my|our|a|an)\s+|[?!.]+$", "", query.strip(), flags=re.IGNORECASE).strip()
    query = re.sub(r"(?<![\u05D0-\u05EA])ה[-\s]?(?=[A-Za-z])", "", query)  # "ה password", "הwifi": the English word
    return Intent("second-brain", "search", {"operation": "search", "query": query}, PERSONAL, entity="note")


@grammar
def lookup_question(ctx: RuleContext) -> Intent | None:
    text = without_forgot(core(ctx.text).strip())
    if len(text) > MAX_LOOKUP + MAX_REMARK_CHARS:
        return None  # a lookup and a remark are a line or two
    parts = question_and_remark(text)
    if parts is None:
        return None if asks_after(text) else _lookup(text)
    # "what did the vet say about the diet, i forgot already": the remark is left out of what is looked up.
    found = _lookup(parts[0])
    if found is not None:
        found.read = parts[0]
        found.decided_by = f"grammar notes_lookup.lookup_question; left out: {parts[1]!r}"
    return found


def _lookup(text: str) -> Intent | None:
    said = _SAID_BY_NAMED_EN.match(text) or _SAID_BY_NAMED_HE.match(text)
    if said and len(text) <= MAX_LOOKUP and not _OTHER_TOOLS.search(text) and not re.search(r"\blists?\b|רשימ", text,
                                                                                             re.IGNORECASE):
        # What someone said about a trip or a meeting is still what they said: the calendar only knows when it is.
        who = said.group("who") or (said.groupdict().get("who2") or "")
        return _search(" ".join(p for p in (who, _keywords(said.group("q") or "")) if p))
    if len(text) > MAX_LOOKUP or _others(text):
        return None  # a lookup is a line; a meeting, a list or mail is another tool's
    secret = _bare_secret(text)
    asked = _bare_secret(_WHAT_IS.sub("", text)) if secret is None and _WHAT_IS.match(text) else None
    # Asked with "what is", the name says which one: "what is the code" alone is left to the fact question.
    secret = secret or (asked if asked and len(asked.split()) >= 3 else None)
    if secret:
        # A bare name of a secret is surer than the personal questions: above a reminder's reading of "alarm" with
        # no time (0.9), which would only ask when.
        found = _search(secret)
        found.confidence = BARE_SECRET
        return found
    m = _WHICH_PLACE_EN.match(text) or _WHICH_PLACE_HE.match(text)
    if m and _OURS_THERE.search(m.group("q")):
        return _search(m.group("q"))
    m = (_NAME_EN.match(text) or _NAME_HE.match(text) or _DID_NAME_HE.match(text) or _DID_NAME_EN.match(text)
         or _BARE_CONTACT.match(text) or _CHARGES_EN.match(text) or _CHARGES_HE.match(text))
    if m:
        return _search(next(g for g in m.groups() if g))
    m = _CARE_OF_NAMED_EN.match(text) or _CARE_OF_NAMED_HE.match(text)
    if m:
        return _search(next(g for g in m.groups() if g))
    m = _SAID_EN.match(text) or _SAID_HE.match(text)
    if m and not _EVENTS.search(text):
        who = m.group("who") or (m.groupdict().get("who2") or "")
        return _search(" ".join(p for p in (who, _keywords(m.group("q") or "")) if p))
    return None


# A secret named in the story, then "I saved it somewhere" and the question pointing at it: "my mom is asking again
# for the gate code at her building and i swear i saved it somewhere. what is it", "אמא שלי שוב מבקשת את הקוד של
# הבניין שלה, אני בטוחה ששמרתי אותו. מה הוא". The saving is what makes it one of the user's notes.
_SAVED_IT = re.compile(
    r"\b(?:i|we)\s+(?:swear\s+|think\s+|know\s+|'m\s+sure\s+|am\s+sure\s+|definitely\s+|already\s+)?(?:i\s+|we\s+)?"
    r"(?:saved|wrote|noted|stored|gave|sent|told)\s+(?:it|that|this)(?:\s+(?:down|to\s+you|you|somewhere|here|with\s+you))*"
    rf"|(?<![{_HE}])ש?(?:שמרתי|רשמתי|כתבתי|נתתי\s+לך|שלחתי\s+לך)\s+(?:אותו|אותה|את\s+זה)(?![{_HE}])", re.IGNORECASE)
_POINTS_AT_IT = re.compile(r"(?:what|where)(?:'s|\s+is|\s+was|s)\s+it\s*\??\s*$|(?:can|could)\s+(?:you|u)\s+find\s+it"
                           rf"\s*\??\s*$|(?<![{_HE}])(?:מה|איפה)\s+(?:הוא|היא|זה|היה)\s*\??\s*$", re.IGNORECASE)
_SECRET_NAMED = re.compile(
    rf"\b(?:the|her|his|my|our|their)\s+(?:[\w'-]+\s+){{0,2}}?(?:{_STRONG_EN})\b(?:\s+(?:{_STRONG_EN})\b)?"
    r"(?:\s+(?:at|of|for|in|to)\s+(?:the|her"
    r"|his|my|our|their)\s+[\w'-]+)?"
    rf"|(?<![{_HE}])ה(?:{_SECRET_HE})(?:\s+(?:של|אצל|ל|ב)\s*[{_HE}\"'-]+(?:\s+(?:שלה|שלו|שלהם|שלי|שלנו))?)*",
    re.IGNORECASE)


@grammar
def saved_it_somewhere(ctx: RuleContext) -> Intent | None:
    text = ctx.text
    if len(text) > MAX_LOOKUP + MAX_REMARK_CHARS or not _POINTS_AT_IT.search(text) or not _SAVED_IT.search(text):
        return None
    secret = _SECRET_NAMED.search(text)
    if secret is None or _others(secret.group(0)):
        return None  # "i saved it somewhere, what is it": nothing says what; the conversation does
    return _search(secret.group(0))
