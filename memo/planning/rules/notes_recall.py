"""Questions about the user's own life, answered from the second brain (`second-brain / search`), and
summaries of the notes ("summarize my notes about the trip", "סכמי לי את הפתקים על הטיול").

People ask for what they told Memo without saying "my notes": "who was the electrician my sister
recommended", "how much did the locksmith charge us", "באיזה מסעדה היינו ביום הנישואין", "when's grandma's
birthday again", "תזכירי לי מה המספר של הפוליסה" (recall, not a reminder), "יש לי משהו שמור על הטכנאי".
What makes such a question personal is the user in it, in the past: I/we/us/my/our with a past verb,
שלי/שלנו/אצלנו/היינו/שהיה לי, or a first-person past verb (שילמנו, קניתי). A question without the user in it
("who was the first prime minister", "how many grams in a cup") stays a general question, and anything
about the calendar, tasks, lists or mail ("what did I have on Monday", "what did I add to the list")
stays with those grammars: a question naming a time or one of their nouns is never taken here.

A search changes nothing, so a miss costs one "nothing saved about that"; still these readings stay just
above `general`'s question (0.72) and below every tool grammar that reads its own nouns.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.general import is_small_talk
from memo.planning.rules.notes import _EVENTS, core
from memo.planning.rules.notes_dealings import _PAID_THE, _PAY_FOR, _WE_PAY
from memo.planning.rules.notes_questions import SELF_DOES, STATED_AFTER

PERSONAL = 0.78  # above general's question (0.72), below the tool grammars
EXPLICIT = 0.93  # "anything saved about X": above the calendar's "do I have ..." (0.9)

# Nouns of the other tools, and to-dos ("what was I supposed to do"): a question about them is theirs.
_OTHER_TOOLS = re.compile(r"\b(?:e-?mails?|mails?|inbox|messages?|texts?|sent|weather|news|todo|to-do|shopping"
                          r"|supposed\s+to|need(?:ed)?\s+to|have\s+to|had\s+to|to\s+do)\b"
                          r"|מייל|אימייל|הודעות|מזג האוויר|חדשות|קניות|לקנות|לעשות|צריך|צריכה", re.IGNORECASE)

_Q_EN = (r"(?:what|whats|what's|wat|which|who|whos|who's|whose|where|wheres|where's|when|whens|when's|how much"
         r"|how many|how long|how old|(?:the\s+)?names?\s+of)")
_ME_EN = re.compile(r"\b(?:i|we|us|my|our|me|mine|ours|i'd|we'd|i've|we've|i'm)\b", re.IGNORECASE)
_PAST_EN = re.compile(r"\b(?:did|was|were|had|gave|told|said|got|bought|paid|went|ate|met|saw|took|left|put|sent|made"
                      r"|found|sold|spent|chose|brought|drove|flew|stayed|\w{3,}ed)\b", re.IGNORECASE)
# Questions about the conversation itself ("what did I just say", "what did I miss"): not a stored fact.
_NOT_RECALL_EN = re.compile(r"\b(?:just|miss(?:ed)?|mean|wrong|ask(?:ed)? you)\b", re.IGNORECASE)
_QUESTION_EN = re.compile(rf"^{_Q_EN}\b", re.IGNORECASE)
# Someone the user met, named the way only an acquaintance is ("the two guys from the moving company",
# "הבחור מהחברה של ההובלות"): personal even without "my" or "we".
_ACQUAINTANCE = re.compile(
    r"\b(?:the|that|those)\s+(?:\w+\s+)?(?:guy|guys|dude|dudes|gal|girl|girls|lady|ladies|folks)\s+(?:from|at|who|that"
    r"|with)\b|(?<![\u05D0-\u05EA])(?:ל|מה|של\s+ה|ה)(?:בחור|בחורה|בחורים|בחורות|בנאדם|חבר'ה)\s+(?:מ|ש|עם\s)"
    # A small business's own people: "the client who ordered the cake", "הלקוחה שהזמינה עוגה" (not "the student
    # who...": that may be anyone's, and news).
    r"|\b(?:the|that)\s+(?:new\s+)?(?:client|customer|patient|tenant|supplier)\s+(?:who|that|from|with)\b"
    r"|(?<![\u05D0-\u05EA])(?:ל|מה|של\s+ה|ה)(?:לקוח|לקוחה|מטופל|מטופלת|דייר|דיירת|ספק)\s+(?:ש|מ)",
    re.IGNORECASE)
# "the name of our plumber", "the number of my kid's teacher": what people keep about the people in their life.
_KEPT_OF_MINE = re.compile(r"\b(?:name|names|number|phone|address|email|birthday)\s+of\s+(?:my|our)\b", re.IGNORECASE)
_HOW_TO_EN = re.compile(r"^how\s+(?:do|does|can|could|should|to|would|will)\b", re.IGNORECASE)

_Q_HE = (r"(?:מה|מהו|מהי|מי|מיהו|מיהי|איך\s+(?:קוראים|קראו|קוראות|נקרא|נקראת|נקראה)|מה\s+השם|מתי|כמה|איזה|איזו|אילו"
         r"|באיזה|באיזו|מאיזה|מאיזו|לאיזה|לאיזו|איפה|היכן|עם\s+מי|של\s+מי|למי|ממי|אצל\s+מי)")
_QUESTION_HE = re.compile(rf"^{_Q_HE}(?![\u05D0-\u05EA])")
# The user in the past, in Hebrew: their possessives and "we were / I had", or a verb in the first person
# past (שילמנו, קניתי: a word ending in נו / תי that is not one of the common words ending so).
# "המסעדה ההיא", "הבחור ההוא": that one, which only the user and their own past know.
_ME_HE = re.compile(r"(?<![\u05D0-\u05EA])(?:שלי|שלנו|אצלנו|אצלי|לנו|היינו|הייתי|היה\s+לי|היו\s+לי|שהיה\s+לי|שהיו\s+לי"
                    r"|ההוא|ההיא|ההם|ההן"
                    r"|ש?המליצו\s+לי|ש?המליץ\s+לי|ש?המליצה\s+לי)(?![\u05D0-\u05EA])")
_PAST_1ST_HE = re.compile(r"(?<![\u05D0-\u05EA])[\u05D0-\u05EA]{2,}(?:נו|תי)(?![\u05D0-\u05EA])")
_NOT_PAST_HE = frozenset({"מתי", "שתי", "אנחנו", "עכשיו", "אותי", "איתי", "בשבילי", "ממני", "אליי", "עליי", "אחותי",
                          "אמיתי", "בעצמי", "פרטי", "ביתי", "שבתי", "עתי", "שנתי", "כמונו", "כנו", "הבנו", "בנו"})


# "איזה בוקר מטורף היה לי", "איזו ארוחה מדהימה הייתה לנו", "איזה כיף היה לנו בים", "what a night we had": an
# exclamation about the user's day, not a question about it ("איזה רופא היה לנו" is one).
_VERDICT_HE = (r"מטורף|מטורפת|מטורפים|קשה|קשים|ארוך|ארוכה|מעייף|מעייפת|גרוע|גרועה|מבאס|מבאסת|עמוס|עמוסה|מתיש|מתישה"
               r"|הזוי|הזויה|משוגע|משוגעת|מלחיץ|מלחיצה|נוראי|נוראית|מושלם|מושלמת|מדהים|מדהימה|כיפי|כיפית|מצחיק|מצחיקה"
               r"|מוזר|מוזרה|יפה|יפים|נהדר|נהדרת|מעולה|מעולים|מהמם|מהממת|מרגש|מרגשת|עצוב|עצובה|טוב|טובה|חרא|מסריח|מסריחה"
               r"|מבאסים|כיפיים|מוצלח|מוצלחת")
_EXCLAIM_NOUN_HE = r"כיף|באסה|בלגן|סיוט|פדיחה|מזל|יופי|חרא|שמחה|הפתעה|טירוף|לחץ|ברדק|חוויה|אסון|עומס|צחוק"
_EXCLAIM_HE = re.compile(
    rf"^(?:איזה|איזו|אילו)\s+(?:(?:{_EXCLAIM_NOUN_HE})(?![\u05D0-\u05EA])|[\u05D0-\u05EA]+\s+(?:{_VERDICT_HE})"
    r"(?![\u05D0-\u05EA]))")
_DAY_HE = re.compile(r"^(?:איזה|איזו)\s+(?:יום|בוקר|ערב|לילה|שבוע|סופ\"?ש|חודש|שנה)\s+(?:היה|הייתה|היתה|עבר)"
                     r"(?![\u05D0-\u05EA])")
_EXCLAIM_EN = re.compile(r"^what\s+an?\s", re.IGNORECASE)


# "מה דעתך על הרעיון שלי", "what do you think of my plan": Memo's opinion, not the user's past.
_OPINION = re.compile(r"^(?:what\s+do\s+(?:you|u)\s+think|what'?s\s+your\s+(?:opinion|take|view)|how\s+do\s+(?:you|u)"
                      r"\s+like|מה\s+(?:דעתך|דעתכם|את\s+חושבת|אתה\s+חושב|את\s+אומרת|אתה\s+אומר))(?![\w\u05D0-\u05EA])",
                      re.IGNORECASE)


# "מה הייתי עושה בלעדייך", "what would i do without you": a compliment put as a question, with nothing to look up.
_RHETORICAL = re.compile(r"(?<![\u05D0-\u05EA])(?:בלעדי(?:ך|יך|ייך|כם|כן)|בלי(?:ך|יך|כם))(?![\u05D0-\u05EA])"
                         r"|\bwithout\s+(?:you|u|ya)\b", re.IGNORECASE)


def _exclaims(text: str) -> bool:
    """Whether the question word opens an exclamation ("איזה בוקר מטורף היה לי") rather than a question."""
    return bool(_EXCLAIM_HE.match(text) or _EXCLAIM_EN.match(text) or ("?" not in text and _DAY_HE.match(text))
                or _RHETORICAL.search(text))


# Someone the user was told about: "the pediatrician dana recommended", "רופא הילדים שאורית המליצה עליו",
# "the place that my sister suggested". Only the user knows who that is.
# "recommended" as it is often mistyped in a hurry: "recomended", "reccomended", "sugested".
_RECOMMENDED_WORD = r"rec+om+ended|sug+ested"
_RECOMMENDED_EN = re.compile(
    rf"\b(?:that|who|which)\s+(?:\w+\s+){{1,3}}?(?:{_RECOMMENDED_WORD}|told\s+(?:me|us)\s+about|mentioned)\b"
    r"|\b(?!(?:doctors|experts|people|most|they|it|is|are|was|were|be|been|the|a|an|usually|officially|often|highly"
    rf"|widely|generally|commonly)\b)[a-z]+\s+(?:{_RECOMMENDED_WORD})(?:\s+(?:to\s+(?:me|us)|again|last\s+\w+))?\s*\??$"
    # "which plumber did ronit suggest", "what place did my sister recommend": asked of the one who did.
    r"|\bdid\s+(?!(?:you|u|they|people|doctors|experts|most|anyone|someone|it)\b)(?:(?:my|our)\s+)?[a-z]+\s+"
    r"(?:rec+om+end|sug+est)\b",
    re.IGNORECASE)
_RECOMMENDED_HE = re.compile(r"(?<![\u05D0-\u05EA])ש(?:[\u05D0-\u05EA]{2,}(?:\s+[\u05D0-\u05EA]+){0,2}\s+)?"
                             r"(?:המליץ|המליצה|המליצו|הציע|הציעה|הציעו|סיפר|סיפרה|סיפרו)(?![\u05D0-\u05EA])")


def _past_1st_he(text: str) -> bool:
    return any(m.group(0) not in _NOT_PAST_HE for m in _PAST_1ST_HE.finditer(text))


_STOP_EN = frozenset(re.split(r"\s+", """what whats what's wat which who whos who's whose where wheres where's when
whens when's how much many long old name names of the a an that this those these is was were are did do does i we us my
our me u you your again it its it's ever"""))
_STOP_HE = frozenset(re.split(r"\s+", "מה מהו מהי מי מיהו מיהי איך קוראים קראו נקרא מתי כמה איזה איזו אילו באיזה באיזו"
                              " מאיזה לאיזה איפה היכן עם למי ממי היה הייתה היתה היו את זה זו ההוא ההיא ההם ההן"
                              " הזה הזאת איתו איתה איתם שוב"))
# "the thing I told you once", "ההוא שאמרתי לך פעם": words that point at something said, naming nothing. Kept in the
# query (the whole-message check reads them there), but a question made only of them has nothing to look up.
_SAID_ONCE = frozenset(re.split(r"\s+", "thing stuff something told said mentioned once before שאמרתי אמרתי שסיפרתי"
                                        " סיפרתי שהזכרתי הזכרתי לך פעם הדבר דבר משהו לזכור לשמור לרשום remember save"
                                        " note keep to say tell"
                                        # hesitations of a voice note name nothing either
                                        " um umm uh uhh erm hmm אממ אמממ אהמ"))


def _content(text: str) -> list[str]:
    """The question's words other than question words and pointers ("what about that one": none)."""
    words = re.findall(r"[\w'\"\u05D0-\u05EA-]+", text)
    return [w for w in words if w.casefold() not in _STOP_EN and w not in _STOP_HE]


def names_something(text: str) -> bool:
    """Whether a question names what it asks about: a word other than question words, pointers and "that thing i told
    you" ("what did i tell you", "מה היה הדבר ההוא שאמרתי לך" name nothing)."""
    return any(w.casefold() not in _SAID_ONCE for w in _content(text))


def _query(text: str) -> str:
    """The question's content words: what the note search matches on."""
    return " ".join(_content(text)) or text.strip(" ?!.")


def _search(query: str, confidence: float) -> Intent:
    return Intent("second-brain", "search", {"operation": "search", "query": query}, confidence, entity="note")


def _others(text: str) -> bool:
    return bool(_EVENTS.search(text) or _OTHER_TOOLS.search(text) or re.search(r"\blist\b|רשימ", text, re.I))


# "anything saved about X", "יש לי משהו שמור על X", "did I write anything down about X".
_SAVED_ANYTHING = [re.compile(p, re.IGNORECASE) for p in (
    r"^(?:do|did)\s+(?:i|we|you|u)\s+(?:have|save|note|write\s+down|jot\s+down|keep|store)\s+(?:any(?:thing)?|something"
    r"|a\s+note)(?:\s+(?:saved|noted|written\s+down|stored|kept))?\s+(?:about|on|for|regarding|re)\s+(?P<q>.+?)\s*\??$",
    r"^did\s+(?:i|we)\s+(?:write|jot|note)\s+(?:anything|something)\s+down\s+(?:about|on|for|regarding)\s+(?P<q>.+?)"
    r"\s*\??$",
    r"^(?:any(?:thing)?|something)\s+(?:saved|noted|written\s+down|stored)\s+(?:about|on|for|regarding)\s+(?P<q>.+?)\s*\??$",
    r"^(?:יש|היה)\s+(?:לי|לך|לנו)?\s*(?:משהו|פתק|מידע|משהו\s+רשום|משהו\s+שמור)\s*(?:שמור|רשום|כתוב|שמרתי|רשמתי)?\s*"
    r"(?:אצלך\s+|אצלי\s+|בפתקים\s+)?(?:על|לגבי|בנושא|בקשר\s+ל|של)\s*(?P<q>.+?)\s*\??$",
    r"^(?:שמרתי|רשמתי|כתבתי)\s+(?:לך\s+|אצלך\s+)?(?:משהו|פעם|איפשהו)?\s*(?:על|לגבי|בנושא|את)\s+(?P<q>.+?)\s*\??$",
    # Whether the answer to a question was kept: "do i have written down where we stayed in rome", "יש לי רשום
    # איפה עשינו את החתונה", "יש לך שמור מה המידה של נועה". Not "יש לי רשום ביומן ..." (the calendar's).
    r"^(?:do|did|have)\s+(?:i|we|you|u)\s+(?:(?:have|got)\s+)?(?:saved|save|written\s+down|write\s+down|wrote\s+down"
    r"|noted(?:\s+down)?|note(?:\s+down)?|jotted\s+down|jot\s+down|kept|keep|stored|store)\s+(?:anywhere\s+"
    r"|somewhere\s+)?(?P<q>(?:where|what|who|when|which|how\s+much|how\s+many|whose)\b.+?)\s*\??$",
    r"^(?:האם\s+)?(?:יש|היה)\s+(?:לי|לך|לנו)?\s*(?:רשום|שמור|כתוב)(?:\s+(?:אצלך|אצלי|בפתקים|איפשהו|לך|לי))*\s+"
    r"(?P<q>(?:איפה|מה|מי|מתי|כמה|איזה|איזו|באיזה|באיזו|למה|איך|את)(?![\u05D0-\u05EA]).+?)\s*\??$",
)]
# "do i have the name of that thai place dana recommended", "do we have the plumber's number", "יש לי את הטלפון של
# הגנן?": whether a detail people keep about someone or somewhere was kept. Only such details (a name, a number,
# an address): "do i have a meeting", "do i have milk" are the calendar's and the lists'.
_DETAIL_EN = (r"(?:name|names|(?:phone\s+|cell\s+|mobile\s+)?number|phone|address|e-?mail(?:\s+address)?"
              r"|contact(?:\s+(?:info|details))?|details|info|website|link|instagram|recipe|code|password)")
_HAVE_DETAIL = re.compile(
    r"^(?:do|did)\s+(?:i|we|you|u)\s+(?:still\s+)?(?:have|got|save|keep|store|note(?:\s+down)?|write\s+down"
    r"|jot\s+down)\s+(?:(?:saved|written\s+down|anywhere|somewhere)\s+)?"
    rf"(?P<q>(?:(?:the|a|an|that|his|her|their)\s+)?{_DETAIL_EN}\s+(?:of|for|from)\s+.+?|(?:[\w-]+\s+)?[\w-]+(?:'s|s')\s+"
    rf"(?:[\w-]+\s+)?{_DETAIL_EN}(?:\s+(?:from|at|who|that)\s+.+?)?)(?:\s+(?:saved|somewhere|anywhere|written\s+down))?"
    r"\s*\??$"
    r"|^(?:האם\s+)?(?:יש|היה)\s+(?:לי|לנו|לך)\s+(?:(?:שמור|רשום|איפשהו)\s+)?(?:את\s+)?(?P<q_he>ה(?:שם|שמות|מספר|טלפון"
    r"|פלאפון|נייד|כתובת|מייל|אימייל|פרטים|פרטי\s+(?:ה)?קשר|אתר|לינק|קישור|מתכון|קוד|סיסמה)\s+(?:של|ל|מ)\s*.+?)"
    r"(?:\s+(?:שמור|רשום|איפשהו))?\s*\??$",
    re.IGNORECASE)
# "remind me what the lawyer said", "תזכירי לי מה המספר של הפוליסה": asks to recall, not for a reminder.
_RECALL = re.compile(
    r"^(?:(?:can|could)\s+(?:you|u)\s+)?(?:remind|tell)\s+me\s+(?:again\s+)?(?P<q>(?:what|who|where|which|how\s+much"
    r"|how\s+many|when)\b(?!\s+to\b).+?)\s*\??$"
    r"|^(?:תזכיר|תזכירי|תזכירו|הזכר|הזכירי)\s+לי\s+(?:שוב\s+)?(?P<q_he>(?:איך\s+(?:קוראים|קראו)|(?:מה|מי|איפה|מתי|כמה"
    r"|איזה|איזו|באיזה|באיזו|את\s+ה)(?![\u05D0-\u05EA])(?!\s+ל[\u05D0-\u05EA])).+?)\s*\??$", re.IGNORECASE)
# "that restaurant in jaffa we liked, what's it called": the thing first, the question after it.
_CALLED = re.compile(
    r"^(?P<q>(?:that|the|this)\s+.+?)\s*[,.\-]*\s*(?:what'?s|whats|what\s+(?:is|was))\s+(?:it|its|it's|his|her|their|the)"
    r"\s*(?:called|name)(?:\s+again)?\s*\??$"
    r"|^(?P<q_he>ה.+?)\s*[,.\-]*\s*(?:איך\s+(?:קוראים|קראו)\s+(?:לו|לה|לזה|להם)|מה\s+השם\s+(?:שלו|שלה|שלהם))"
    r"(?:\s+שוב)?\s*\??$", re.IGNORECASE)
# "when's grandma's birthday again", "when is shiras bday" (whoever's it is, the apostrophe typed or not),
# "מתי יום ההולדת של אבא של דני", "מתי יש לנועה יום הולדת": a date the user keeps. "birthday" ends the question,
# so "when is the birthday party" (an event) and "the anniversary of the moon landing" are not read here.
_DATE_OF = re.compile(
    r"^(?:when|whens|when's|what\s+date|which\s+day)\s+(?:is|was|'s|are)?\s*(?P<q>(?:[\w'-]+\s+){1,4}?(?:birthday|bday|b-day|anniversary)"
    r"|(?:my|our)\s+(?:birthday|bday|b-day|anniversary)"
    # "when is birthday of tamar", "when is the bday of my cousin": the Hebrew order, whose it is after "of" (a
    # person, never "of the ...": "the birthday of the queen" is general knowledge)
    r"|(?:the\s+)?(?:birthday|bday|b-day)\s+of\s+(?!(?:the|a|an|this|that|his|her|their|it)\b)[\w'-]+(?:\s+[\w'-]+){0,5}?"
    r"|(?:the\s+)?anniversary\s+of\s+(?:my|our)\s+[\w'-]+(?:\s+[\w'-]+){0,3}?)"
    r"(?:\s+(?:again|this\s+year|exactly))?\s*\??$"
    r"|^(?:מתי|באיזה\s+תאריך)\s+(?:יש\s+)?(?:(?:חל|חלה)\s+)?(?P<q_he>(?:יום\s+ה?הולדת|ה?יומולדת|יום\s+ה?נישואין|יום\s+השנה)"
    r"\s+(?:של|ל)\S*.*?|ל(?!ך|כם)[\u05D0-\u05EA]{2,}(?:\s+[\u05D0-\u05EA]+)?\s+(?:יש\s+)?(?:יום\s+הולדת|יומולדת))\s*\??$",
    re.IGNORECASE)


# "what's yonis phone number", "whats dana's cell again": someone's number or address, the possessive typed with or
# without its apostrophe. Only the user's own notes hold those.
_NUMBER_OF = re.compile(
    r"^(?:what'?s|whats|wats|what\s+(?:is|was)|give\s+me|send\s+me|i\s+need)\s+(?P<q>[a-z]+(?:'s|s'|s)?\s+(?:phone"
    r"(?:\s+number)?|number|cell(?:\s+number)?|mobile(?:\s+number)?|address|home\s+address|email(?:\s+address)?"
    r"|e-mail|id\s+number|passport\s+number|shoe\s+size|bank\s+account|account\s+number))(?:\s+again)?\s*\??$",
    re.IGNORECASE)
_NOT_A_NAME = frozenset({"the", "my", "our", "your", "his", "her", "their", "this", "that", "a", "an", "its", "whose",
                         "which", "what", "emergency", "police", "wrong", "next", "last", "random", "lucky", "prime",
                         "favorite", "favourite", "magic", "best"})

# When a kept document or plan runs out: "when does my car insurance expire", "when is my passport expiring",
# "what's the expiry date of our lease", "מתי פג התוקף של הדרכון שלי", "עד מתי הביטוח של הרכב בתוקף". The thing
# is one people keep the papers of, so "when does the semester end" or "מתי נגמרת העונה" are not read here.
_KEPT_DOC = (r"insurance|passport|licen[cs]e|visa|subscription|membership|lease|contract|warranty|guarantee|policy"
             r"|registration|permit|id\s+card|credit\s+card|card|car\s+test|mot|rental|plan|coupon|voucher|gift\s+card"
             r"|leasing|loan|mortgage|ליסינג|הלוואה|משכנתא|ביטוח|דרכון|רישיון|רשיון|ויזה|מנוי|חוזה|אחריות|פוליסה|טסט|תעודת|כרטיס|היתר|שכירות|שובר|קופון|תו")
_EXPIRES = re.compile(
    r"^(?:when|whens|when's|wen|what\s+date|by\s+when)\s+(?:does|do|will|is|are|'s|s)?\s*(?P<q>(?:my|our|the|\w+'s)\s+"
    r"[^?]{2,40}?)\s+(?:expire|expires|expiring|run\s+out|runs\s+out|running\s+out|end|ends|ending|finish|finishes"
    r"|(?:be\s+)?up|(?:be\s+)?over|come\s+up\s+for\s+renewal"
    r"|up\s+for\s+renewal|due\s+for\s+renewal|renew|renews|valid\s+(?:until|till|to|through))(?:\s+again)?\s*\??$"
    r"|^(?:what'?s|whats|what\s+is|when'?s|when\s+is)\s+(?:the\s+)?(?:expiry|expiration|renewal|end)(?:\s+date)?\s+"
    r"(?:of|for|on)\s+(?P<q2>(?:my|our|the|\w+'s)\s+[^?]{2,40}?)\s*\??$"
    r"|^(?:מתי|עד\s+מתי|באיזה\s+תאריך)\s+(?:(?:פג|פגה|פוקע|פוקעת|יפוג|תפוג|נגמר|נגמרת|מסתיים|מסתיימת|מתחדש|מתחדשת"
    r"|צריך\s+לחדש)\s+(?:את\s+)?(?:ה)?(?:תוקף\s+(?:של\s+)?(?:ה)?)?(?P<q_he>[^?]{2,40}?)|(?P<q_he2>[^?]{2,40}?)\s+(?:בתוקף"
    r"|פג\s+תוקף|פוקע|יפוג|תפוג))\s*\??$",
    re.IGNORECASE)
_KEPT_DOC_RE = re.compile(rf"(?<![\w\u05D0-\u05EA])(?:ה|ל|של\s+ה)?(?:{_KEPT_DOC})(?![\w])", re.IGNORECASE)

SOMEONES_DAY = 0.91  # above the calendar's "when is my/the X" (0.9)
_SOMEONES_DAY = re.compile(r"(?:\w'(?:s\s+)?|^[a-z]+s\s+)(?:birthday|bday|b-day|anniversary)$"
                           # "יום הולדת של גלית", "יומולדת לאמא", "לנועה יש יום הולדת": whose it is, said in Hebrew
                           # ("של המדינה" is no one's: a named person or a relative without "the")
                           r"|^(?:יום\s+ה?הולדת|ה?יומולדת)\s+(?:של\s*|ל)(?!ה)[\u05D0-\u05EA]"
                           r"|^ל[\u05D0-\u05EA]{2,}(?:\s+[\u05D0-\u05EA]+)?\s+(?:יש\s+)?(?:יום\s+הולדת|יומולדת)$"
                           # "birthday of tamar", "the bday of my cousin": whose, in the Hebrew order
                           r"|^(?:the\s+)?(?:birthday|bday|b-day)\s+of\s|^(?:the\s+)?anniversary\s+of\s+(?:my|our)\s",
                           re.IGNORECASE)

# Words that say the question is about something kept, not about what is on: "saved", "noted", "רשום".
_KEPT_WORD = re.compile(r"\b(?:saved?|noted?|written|write|wrote|jot(?:ted)?|kept|keep|stored?|notes?)\b"
                        r"|(?<![\u05D0-\u05EA])(?:רשום|שמור|כתוב|פתק|פתקים|שמרתי|רשמתי|כתבתי)(?![\u05D0-\u05EA])",
                        re.IGNORECASE)
MAX_QUESTION = 300  # a question about one's own life is a line or two; a longer message is something else


# "which shoe size does noa wear", "what formula does the baby take", "איזה מספר נעליים נועה נועלת", "באיזו מידה
# הקטן לובש": what someone in the user's life wears or uses, which only the user's notes hold.
_ITEM_EN = (r"(?:(?:shoe|shirt|pants|dress|ring|bra|jeans|diaper|nappy|clothes|clothing|coat|jacket|glove|hat"
            r"|sock|colou?r|hair|coffee|milk|skin|nail|jersey|kit|uniform|cleats?|boots?|helmet|wetsuit|swimsuit"
            r"|shorts|hoodie|sweater)\s+)?"
            r"(?:sizes?|numbers?|models?|brands?|kinds?|types?|colou?rs?|flavou?rs?|formula|shampoo|lenses|glasses"
            r"|prescription|dose|dosage|dye|toner|meds|medication)(?:\s+(?:shoes|shirts?|pants|jeans|diapers|nappies|clothes|socks"
            # what a player of the user's wears: "what size jersey does noam wear"
            r"|jerseys?|kit|uniform|cleats|boots|helmet|shorts|hoodie|wetsuit|swimsuit))?")
_WHO_EN = (r"(?:(?:my|our)\s+[a-z]+|the\s+(?:kids|baby|twins|boys|girls|little\s+one)|(?!(?:he|she|it|they|you|u|i|we"
           r"|people|everyone|everybody|someone|most|one|the|a|an)\b)[a-z]+)")
# A bare word is a name only with "does" ("what size does omer wear"); "what shoes do runners wear" asks about people.
# What they said they wear is the same question: "which shoe size did noa say she wears". "is X in" is the size worn:
# "what shoe size is liam in now".
_SAID_THEY = r"(?:\s+(?:say|said|tell\s+(?:me|us|you)|mention)(?:\s+that)?\s+(?:she|he|they)(?:'s|\s+is|\s+was)?)?"
_WEARS_EN = re.compile(
    rf"^(?:which|what)\s+(?P<q>{_ITEM_EN}(?:\s+of\s+\w+)?\s+(?:(?:does|did)\s+{_WHO_EN}|do\s+(?:(?:my|our)\s+[a-z]+"
    rf"|the\s+(?:kids|twins|boys|girls))){_SAID_THEY}\s+(?:(?:wear|use|take|like|drink|eat|prefer|need|get)(?:s|ing)?"
    r"|have|has|having)|(?:(?:shoe|ring|shirt|pants|dress|diaper|nappy|bra|jeans)\s+sizes?|sizes?\s+(?:of\s+)?(?:shoes"
    r"|pants|jeans|shirts?|clothes|diapers|נעליים|נעלים|בגדים|מכנסיים|חולצה|חיתולים|טיטולים))\s+(?:is|'s|was)\s+"
    rf"(?!(?:he|she|it|they|you|u|i|we|this|that|the|a|an)\b){_WHO_EN}(?:\s+in)?)"
    r"(?:\s+again|\s+these\s+days|\s+now|\s+currently|\s+at\s+the\s+moment)*\s*\??$",
    re.IGNORECASE)
_ITEM_HE = (r"(?:ה)?(?:מידה|מידת|מספר|גודל|דגם|מותג|צבע|סוג|טעם|שמפו|תחליף|מינון)(?:\s+(?:ה)?(?:נעליים|נעלים|בגדים"
            r"|חולצה"
            r"|מכנסיים|טיטולים|חיתולים|חזייה|טבעת|משקפיים|עדשות|חלב))?")
_WEARS_HE = re.compile(
    rf"^(?:איזה|איזו|באיזה|באיזו|מה)\s+(?P<q>{_ITEM_HE}\s+(?:ש)?(?:[\u05D0-\u05EA]+(?:\s+(?:שלי|שלנו))?)\s+"
    # What they said they wear: "איזו מידה נועה אמרה שהיא לובשת".
    r"(?:(?:אמר|אמרה|אמרו|סיפר|סיפרה|סיפרו)\s+ש(?:הוא|היא|הם|הן)\s+)?"
    r"(?:לובש|לובשת|לובשים|נועל|נועלת|נועלים|לוקח|לוקחת|לוקחים|משתמש|משתמשת|משתמשים|אוהב|אוהבת|אוהבים|צריך|צריכה"
    r"|שותה|שותים|אוכל|אוכלת|מעדיף|מעדיפה))(?![\u05D0-\u05EA])(?:\s+(?:עכשיו|היום|בזמן\s+האחרון|שוב))?\s*\??$")

# A remark after the question ("when's yael's birthday again? want to get her something in advance", "which shoe size
# does noa wear, i'm standing in the store", "..., אני רוצה לקבוע אליו תור"): a lookup changes nothing, so a remark
# that asks Memo for nothing is left out of what is looked up. A remark that asks for something ("..., send it to
# dana", "..., תזכירי לי") or a second question leaves the message to the other grammars.
_ASKS_FOR = re.compile(
    r"\b(?:remind|add|put|delete|remove|send|set|book|save|schedule|cancel|move|text|e-?mail|write|forward|tell"
    r"|call\s+(?:him|her|them)|(?:can|could|will|would)\s+(?:you|u|ya)|(?:want|need)\s+(?:you|u|ya)\s+to|please|pls"
    r"|plz|need\s+to|needs\s+to|have\s+to|has\s+to|gotta|must|show\s+me|list\s+(?:all|my|the)|give\s+me|let\s+me\s+see"
    r"|don'?t\s+(?:let\s+me\s+)?forget)\b"
    r"|(?<![\u05D0-\u05EA])(?:צריך|צריכה|צריכים|חייב|חייבת|חייבים|לא\s+לשכוח|אל\s+תשכח|אל\s+תשכחי)(?![\u05D0-\u05EA])"
    r"|(?<![\u05D0-\u05EA])(?:ו|ש|וש)?ת(?:זכור|זכרי|זכיר|זכירי|רשום|רשמי|וסיף|וסיפי|מחק|מחקי|שלח|שלחי|קבע|קבעי|בדוק|בדקי|עשה"
    r"|עשי|סמן|סמני|עדכן|עדכני|כניס|כניסי|וריד|ורידי|בטל|בטלי|זיז|זיזי|שמור|שמרי|גיד|גידי|ביא|ביאי|תקשר|תקשרי|כתוב"
    r"|כתבי|עביר|עבירי|ראי|ראה\s+לי|ני\s+לי|ן\s+לי)(?![\u05D0-\u05EA])"
    r"|(?<![\u05D0-\u05EA])(?:בבקשה|אפשר|תוכל|תוכלי)(?![\u05D0-\u05EA])",
    re.IGNORECASE)
# A clause that goes on from the question ("..., about the boiler", "..., של הבניין") or describes what it asks about
# ("..., the carpool one", "..., הזה מהחתונה") is part of it, not a remark.
_OPENS_OTHER = re.compile(r"^(?:and|or|but|also|not|plus|of|for|with|about|to|from|at|on|in|by|which|who|whose|where"
                          r"|that|this|the|a|an|some|one|ones|those|these|only|ו|או|אבל|וגם|גם|לא|של|עם|על|בשביל|אצל"
                          r"|עבור|לגבי|בקשר|זה|זו|זאת|מה\s+ש|ההוא|ההיא)(?![\w\u05D0-\u05EA])"
                          # "הסוכן", "הזה מהחתונה": a definite word; not a first-person verb that opens with ה
                          # ("התערבתי עם בעלי", "הזמנו כבר"), which starts a remark.
                          r"|^(?!הוא|היא|הם|הן)(?![\u05D0-\u05EA]{3,}(?:תי|נו)(?![\u05D0-\u05EA]))ה[\u05D0-\u05EA]{2,}",
                          re.IGNORECASE)
# A remark that points back at the question: "...? my kids always mix this up", "...? תמיד מתבלבלים בזה".
_REFERS_BACK = re.compile(r"(?<![\u05D0-\u05EA])(?:בזה|בזאת|על\s+זה|את\s+זה|לגבי\s+זה|בקשר\s+לזה)(?![\u05D0-\u05EA])"
                          r"|\b(?:this|that|it)\s+up\b|\babout\s+(?:this|that|it)\b", re.IGNORECASE)
# An emoji between the question and the remark stands for the comma: "dana's kids names 🙏 meeting them tonight".
_QUESTION_THEN = re.compile(r"\?+\s+|,\s+"
                            r"|\s*[\U0001F300-\U0001FAFF\u2600-\u27BF][\U0001F300-\U0001FAFF\u2600-\u27BF\ufe0f\u200d]*\s+")
MAX_REMARK_WORDS = 20
_THANKS = re.compile(r"^(?:(?:please|pls|plz|thanks|thank\s+you|thx|ty|בבקשה|תודה(?:\s+רבה)?)[\s!.]*)+$", re.IGNORECASE)


def asks_after(text: str) -> bool:
    """Whether a clause after the question asks Memo for something ("..., תקבעי לי אליו תור", "...? remind me"): the
    message is more than a lookup, and no lookup grammar reads it whole."""
    if len(text) > MAX_QUESTION:
        return False  # a question is a line or two: a longer message is never scanned whole for it
    m = _QUESTION_THEN.search(text)
    if m is None:
        return False
    tail = SELF_DOES.sub("", _MOOD_NEED.sub("", text[m.end():]))
    return bool(_ASKS_FOR.search(tail)) and not _THANKS.match(tail.strip())


# A need of the mood, said as the reason for the question: "ספרי לי בדיחה, צריכה לצחוק קצת", "tell me a joke, i need
# to laugh". Not a to-do: nothing to remind or buy.
_MOOD_NEED = re.compile(r"(?:(?:i|we)\s+)?(?:need|needs|have|has|gotta|got)\s+(?:to\s+)?(?:laugh|smile|relax"
                        r"|calm\s+down|unwind|cheer\s+up|chill)\b"
                        r"|(?<![\u05D0-\u05EA])(?:אני\s+)?(?:צריך|צריכה|צריכים|חייב|חייבת|חייבים)\s+(?:קצת\s+)?(?:לצחוק|לחייך"
                        r"|להירגע|להתאוורר|להתעודד|להשתחרר|לנשום|צחוק|חיוך)(?![\u05D0-\u05EA])", re.IGNORECASE)


# "היי מה שלומך? רציתי לשאול מה הקוד של הכספת": small talk first, then the question, opened by "I wanted to ask".
_WANTED_TO_ASK = re.compile(r"^(?:(?:i\s+)?(?:just\s+)?(?:wanted|want)\s+to\s+ask|quick\s+(?:question|q)"
                            r"|(?:רק\s+)?(?:רציתי"
                            r"|רצית|רוצה)\s+לשאול|שאלה(?:\s+קטנה)?)[\s,:]*", re.IGNORECASE)


# "איך קוראים לגננת של נועה שכחתי", "what's the plumber's number i forgot": a trailing "I forgot / I don't remember"
# with no comma before it. It only says why the question is asked; the question before it is what is read. A
# letter typed twice at its end ("שכחתיי") is the same word.
_FORGOT_TAIL = re.compile(
    r"[\s,.\-]+(?:(?:i\s+)?(?:totally\s+|completely\s+)?forg[oe]t(?:\s+(?:again|already|it))?|i\s+(?:can'?t|cannot|don'?t)"
    r"\s+remember"
    # A habit of forgetting: "i always forget", "i keep forgetting", "i can never remember", "אני תמיד שוכחת".
    r"|i\s+(?:always\s+forget|keep\s+forgetting|never\s+remember|can\s+never\s+remember)(?:\s+(?:it|this|that))?"
    r"|(?:אני\s+)?(?:תמיד\s+(?:שוכח|שוכחת)|אף\s+פעם\s+לא\s+(?:זוכר|זוכרת))(?:\s+(?:את\s+זה|את\s+זאת))?"
    r"|(?:אני\s+)?(?:שוב\s+)?(?:שכחתי+|שכחת+י+|לא\s+(?:זוכר|זוכרת)+)(?:\s+(?:כבר|שוב|לגמרי))?)[\s.!?]*$",
    re.IGNORECASE)


def without_forgot(text: str) -> str:
    """The message without a trailing "I forgot" ("…של נועה שכחתי"), or the message itself."""
    head = _FORGOT_TAIL.sub("", text)
    return head if len(head.split()) >= 2 else text


# The user's own guesses at the answer, last: "...? my grandson asked. 47 or 48?", "...? 1947 או 1948?". Asks nothing
# new: they are two answers to the question already asked.
_GUESSES = re.compile(r"(?:^|(?<=[.,!])\s*)(?:[^\s.,?!]+\s+){0,2}[^\s.,?!]+\s+(?:or|או)\s+(?:[^\s.,?!]+\s+){0,2}"
                      r"[^\s.,?!]+\s*\?+\s*$", re.IGNORECASE)


# Who asked it, after the question: "...? my grandson asked me", "...? הנכד שלי שאל".
_WHO_ASKED = re.compile(r"(?:my|our)\s+(?:\w+\s+){1,2}(?:asked|asks|wants\s+to\s+know|wanted\s+to\s+know)\b"
                        r"|ה?[\u05D0-\u05EA]+\s+(?:שלי|שלנו)\s+(?:שאל|שאלה|שאלו|שואל|שואלת|רצה\s+לדעת|רצתה\s+לדעת)"
                        r"(?![\u05D0-\u05EA])", re.IGNORECASE)


def question_and_remark(text: str) -> tuple[str, str] | None:
    """The question of "<question>? <remark>" / "<question>, <remark>" / "<small talk>? <question>", and what is left
    out; None when the message is not made so (no remark, a remark that asks for something, a second question)."""
    if len(text) > MAX_QUESTION:
        return None
    m = _QUESTION_THEN.search(text)
    if m is None:
        return None
    head, tail = text[:m.start()].strip(), text[m.end():].strip(" .!")
    if head and tail and is_small_talk(head):
        question = _WANTED_TO_ASK.sub("", tail).strip()
        return (question, head) if question else None
    tail = _GUESSES.sub("", tail).strip(" .!") if "?" in tail else tail
    if not head or not tail or "?" in tail or len(tail.split()) > MAX_REMARK_WORDS:
        return None
    if _THANKS.match(tail):
        return head, tail
    if text[m.start()] == "?" and (_REFERS_BACK.search(tail) or _WHO_ASKED.match(tail) or STATED_AFTER.match(tail)) \
            and not _ASKS_FOR.search(tail):
        # "מתי נגמרה המלחמה? התלמידים שלי תמיד התבלבלו בזה": a remark about the question just asked, even when it
        # opens with a definite word, as a noun put after the question would.
        return head, tail
    if _ASKS_FOR.search(tail) or _OPENS_OTHER.match(tail) or _QUESTION_EN.match(tail) or _QUESTION_HE.match(tail):
        return None
    return head, tail


@grammar
def recall_question(ctx: RuleContext) -> Intent | None:
    if len(ctx.text) > MAX_QUESTION:
        return None
    text = without_forgot(core(ctx.text))
    parts = question_and_remark(text)
    if parts is None:
        return None if asks_after(text) else _recall(ctx, text)
    # Only the question is read: "how old is the universe, my son asked me" is not about the user's past for the
    # "my ... asked" of its remark.
    from memo.planning.rules.asides import replace_text

    found = _recall(replace_text(ctx, parts[0]), parts[0])
    if found is not None:
        found.read = parts[0]
        found.decided_by = f"grammar notes_recall.recall_question; left out: {parts[1]!r}"
    return found


def _recall(ctx: RuleContext, text: str) -> Intent | None:
    """The lookup `text` asks for, read with `ctx`'s clock and time words."""
    for pattern in _SAVED_ANYTHING:
        m = pattern.match(text)
        if m:
            if ctx.time is not None and not _KEPT_WORD.search(text):
                return None  # "do i have anything on friday": a look at the calendar, not at the notes
            return _search(_query(m.group("q")), EXPLICIT)
    m = _HAVE_DETAIL.match(text)
    if m and ctx.time is None and not _others(m.group("q") or m.group("q_he")):
        return _search(_query(m.group("q") or m.group("q_he")), EXPLICIT)
    if _dated(ctx) or _others(text):
        return None  # "what did I have on Monday", "remind me tomorrow what ...": the calendar's and the tasks'
    m = _EXPIRES.match(text)
    q = next((g for g in m.groups() if g), "") if m else ""
    if q and _KEPT_DOC_RE.search(q) and not _EVENTS.search(q):
        return _search(_query(q), PERSONAL)
    m = _RECALL.match(text)
    if m:
        return _search(_query(m.group("q") or m.group("q_he")), 0.86)
    m = _WEARS_EN.match(text) or _WEARS_HE.match(text)
    if m:
        return _search(_query(m.group("q")), PERSONAL)
    m = _NUMBER_OF.match(text)
    name, _, noun = (m.group("q").casefold().partition(" ") if m else ("", "", ""))
    # "pi number" is not someone's; "yonis number" is.
    if m and name not in _NOT_A_NAME and (noun != "number" or name.endswith(("s", "'"))):
        return _search(_query(m.group("q")), PERSONAL)
    m = _CALLED.match(text) or _DATE_OF.match(text)
    if m:
        q = m.group("q") or m.group("q_he")
        if m.re is _CALLED and not (_ME_EN.search(q) or _ME_HE.search(q) or _past_1st_he(q) or _ACQUAINTANCE.search(q)):
            return None  # "the tall tower in paris, what's it called" is a general question
        # Someone's own birthday ("my sister's", "shiras"): a date the user keeps, before the calendar's reading
        # of "when is my ... birthday" as an event ("my birthday party" stays the calendar's).
        whose = m.re is _DATE_OF and bool(_SOMEONES_DAY.search(q))
        return _search(_query(q), SOMEONES_DAY if whose else PERSONAL)
    return _personal(text)


def _dated(ctx: RuleContext) -> bool:
    """Whether the message names a moment or a date; a rate alone ("לשעה", "per hour") names none."""
    t = ctx.time
    return t is not None and (t.when is not None or t.date_only is not None or t.recurrence is not None)


def _personal(text: str) -> Intent | None:
    """A question with the user in it, in the past: "how much did the locksmith charge us"."""
    if not names_something(text) or _exclaims(text) or _OPINION.match(text):
        return None  # "מה עם ההוא", "what was that again": only what came before says what is meant
    # The user in it in either language: "how much שילמנו לחשמלאי", "מה the name of the place we went".
    mine_he = bool(_ME_HE.search(text) or _past_1st_he(text) or _ACQUAINTANCE.search(text)
                   or _RECOMMENDED_HE.search(text) or _WE_PAY.search(text) or _PAID_THE.search(text)
                   or _PAY_FOR.search(text))
    if _QUESTION_EN.match(text) and not _HOW_TO_EN.match(text):
        mine = (_ME_EN.search(text) and _PAST_EN.search(text) or _ACQUAINTANCE.search(text)
                or _KEPT_OF_MINE.search(text) or _WE_PAY.search(text)
                or _RECOMMENDED_EN.search(text) or mine_he)
        return _search(_query(text), PERSONAL) if mine and not _NOT_RECALL_EN.search(text) else None
    if _QUESTION_HE.match(text) and mine_he:
        return _search(_query(text), PERSONAL)
    return None
