"""`general`: chat said in whole sentences, with nothing for Memo to do but answer kindly.

small_talk (general.py) reads messages made only of small-talk pieces. People also tell Memo how they are and why,
wish it well, and share their news, in sentences no list of pieces can hold:

* a feeling and what caused it: "im so tired the baby was up all night", "אני כל כך לחוצה מהמבחן בסטטיסטיקה מחר",
  "ugh so stressed, my boss moved the deadline again";
* a wish: "בוקר טוב ממו!! מקווה שלך יש יום ראשון יותר טוב משלי חחח", "hope your week is calmer than mine",
  "שיהיה לך יום מקסים";
* news of the family: "היום הבן שלי אמר מילה ראשונה!!! אבא", "my daughter took her first steps today!!",
  "we got engaged!!!", "התארסנו!!".

None of it is a request, so any request word in the message leaves it to the grammars that read requests (a
reminder, an item, a note, a "need to", a question): "i'm so tired, remind me to go to bed at 10" is a reminder,
"i'm sick, cancel my dentist tomorrow" a change. Read a little above `general`'s question, below the tools.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.general import (
    _ABOUT_MEMO,
    _ASK,
    _F_DAY,
    _F_VERDICT,
    _FEEL_EN,
    _FEEL_HE,
    _PIECE,
    _pieces,
    is_small_talk,
)
from memo.planning.rules.lists_lexicon import is_grocery
from memo.planning.rules.notes import _OUT_OF, _STRONG_EN
from memo.planning.timeexpr.timewords import EN_HOUR_WORDS, HE_HOUR_WORDS

CHAT = 0.8
QUESTION_AFTER_CHAT = 0.75  # general's question (0.72), a little surer for the chat before it; below the tools
MAX_WORDS = 25  # a line or two; a longer message is something else
MAX_CHARS = 250
_HE = r"\u05D0-\u05EA"

# Laughter, emoji and marks at the end: "... משלי חחח", "... all night 😩".
_TRAILING = re.compile(r"(?:[\s,.!~:;()*\-]|ח{2,}|lol+|lmao|ha(?:ha)+h?|he(?:he)+|xd"
                       r"|[\U0001F000-\U0001FAFF\u2600-\u27BF"
                       r"\u2764\ufe0f\u200d])+$", re.IGNORECASE)
# A piece that says how the user feels, after which a reason may follow in a clause of its own.
_FEELING = re.compile(rf"(?<![\w{_HE}])(?:{_FEEL_EN}|{_FEEL_HE}|killing\s+me|הורג\s+אותי|גומר\s+אותי"
                      r"|אין\s+לי\s+(?:כוח|כח)"
                      r"|(?:today|this\s+week|the\s+day|my\s+day|this\s+morning|the\s+shift|my\s+shift)\s+(?:was|has\s+been"
                      r"|is|'s)\s+(?:so\s+|really\s+|super\s+|soo+\s+)?(?:long|rough|tough|hard|crazy|awful|exhausting|insane"
                      r"|hectic|brutal|draining|stressful|horrible|terrible)"
                      r"|(?:long|rough|tough|crazy|hard|worst|hectic|awful|horrible|terrible|stressful|insane|busy)"
                      r"\s+(?:day|week|morning|night|shift)"
                      r"|(?:יום|שבוע|בוקר|לילה|ערב)\s+(?:ארוך|קשה|מטורף|מעייף|גרוע|מבאס|עמוס|חרא|מתיש|הזוי|משוגע|מלחיץ"
                      r"|נוראי|נורא)"
                      rf"|(?:{_F_DAY})\s+(?:{_F_VERDICT}))"
                      rf"(?![\w{_HE}])", re.IGNORECASE)
# An exclamation about the day, then what happened: "ugh what a morning, kids missed the bus", "איזה בוקר, הילדים
# איחרו להסעה". Not before a row of groceries ("חלב ביצים ולחם!! איזה יום"): those may be for the list.
_EXCLAIM_DAY = re.compile(r"what\s+an?\s+(?:(?:long|crazy|rough|tough|bad|terrible)\s+)?(?:day|morning|week|night"
                          r"|evening|shift|mess|nightmare)|(?:איזה|איזו)\s+(?:יום|בוקר|שבוע|לילה|ערב|בלגן|סיוט|באסה|משמרת)"
                          rf"(?![\w{_HE}])", re.IGNORECASE)


def _mostly_groceries(text: str) -> bool:
    words = [w for w in re.findall(r"[\w\u05D0-\u05EA']+", text) if len(w) > 2]
    return 2 * sum(1 for w in words if is_grocery(w) or is_grocery(w[1:])) >= len(words)

# Words of a request: a command, a tool's noun, a to-do ("need to", "צריך"), a polite ask. Any one of them and the
# message is not only chat.
_REQUEST_EN = re.compile(
    r"\b(?:remind|reminders?|add|put|save|store|notes?|remember|forget|write\s+(?:it\s+)?down|jot|delete|remove|cancel"
    r"|schedule|reschedule|book|set|create|send|e-?mail|mail|reply|forward|move|change|update|mark|tick|check\s+off"
    r"|cross|lists?|tasks?|todo|to-?do|calendar|meetings?|appointments?|events?|call|buy|pay|order|pick\s+up"
    # "i just needed to vent": a need of the moment, told, not a to-do.
    r"|need(?:s|ed)?(?!\s+to\s+(?:vent|rant|talk|share|cry|breathe|let\s+it\s+out|get\s+(?:it|this)\s+off"
    r"|tell\s+(?:someone|somebody|anyone|you|u|some1))\b)|due|have\s+to|has\s+to|had\s+to(?!\s+(?:tell|share|say))|must"
    r"|gotta|got\s+to|should"
    r"|don'?t\s+let|make\s+sure"
    r"|(?:can|could|will|would)\s+(?:you|u)|please|pls|plz)\b", re.IGNORECASE)
_REQUEST_HE = re.compile(
    rf"(?<![{_HE}])[שו]?(?:תזכיר|תזכירי|תזכור|תזכרי|תוסיף|תוסיפי|תרשום|תרשמי|תשמור|תשמרי|תמחק|תמחקי|תבטל|תבטלי|תקבע|תקבעי"
    r"|תשלח|תשלחי|תכניס|תכניסי|תעדכן|תעדכני|תזיז|תזיזי|תסמן|תסמני|תוריד|תורידי|תכתוב|תכתבי|תעביר|תעבירי|תחפש|תחפשי"
    r"|תמצא|תמצאי|תבדוק|תבדקי|תגיד|תגידי|תן|תני|תראה|תראי|הוסף|רשום|שמור|מחק|בטל|קבע|שלח|זכור|תדאג|תדאגי"
    # "הייתי צריכה לספר למישהו", "חייבת לפרוק": a need of the moment, told, not a to-do.
    r"|(?:צריך|צריכה|צריכים|חייב|חייבת|חייבים)(?!\s+(?:לספר\s+(?:למישהו|לך)|לפרוק|לשתף|להוציא\s+את\s+זה|לדבר\s+עם\s+מישהו)"
    rf"(?![{_HE}]))"
    r"|לזכור|לשכוח|תשכח|תשכחי|אפשר|תוכל|תוכלי|בבקשה"
    r"|רשימה|רשימת|ברשימה|לרשימה|תור|לתור|תזכורת|תזכורות|משימה|משימות|פגישה|פגישות|ביומן|ליומן|יומן|מייל|פתק|בפתקים"
    r"|לקנות|להתקשר|לשלם|לשלוח|להחזיר|לבטל|לקבוע|להזמין|לאסוף|להביא|לחדש|להגיש)"
    rf"(?![{_HE}])", re.IGNORECASE)


# A fact worth keeping inside the chat ("my son said his teacher's number is 054...", "the wifi password is X"), a
# grocery run out ("אין חלב בבית"), or a clock time or date ("יש לי תור מחר ב10", "the rent is due on the 1st"): the
# message holds more than chat, and is left to the grammars of those or to a question.
_KEPT_OR_TIMED = re.compile(rf"\d|\b(?:{_STRONG_EN}|birthday|bday|address|number)\b|(?<![{_HE}])(?:ה|ל|ב|של\s+)?"
                            r"(?:קוד|סיסמה|סיסמא|סיסמת|מספר|טלפון|כתובת|יום\s+ה?הולדת|אין\s+\S+\s+בבית)"
                            rf"(?![{_HE}])", re.IGNORECASE)


# An hour in words ("מחר בשמונה", "at seven"): something happens then, which is for a reminder or an event.
_CLOCK_WORDS = re.compile(
    rf"(?<![{_HE}])(?:ב|ל|עד\s+)-?(?:שעה\s+)?(?:{'|'.join(sorted(HE_HOUR_WORDS, key=len, reverse=True))})(?![{_HE}])"
    rf"|\b(?:at|by|till|until)\s+(?:{'|'.join(EN_HOUR_WORDS)}|noon|midnight)\b|o'?clock", re.IGNORECASE)


# How long something took, told about what is past: "i waited 2 hrs for the tow truck", "תקועה 3 שעות בפקק". A
# length, not a clock time or a fact to keep.
# And how little the user slept: "i slept like 4 hours", "ישנתי בקושי 3 שעות".
_TOOK = re.compile(r"\b(?:waited|spent|took|lasted|stuck|sat|queued|slept|got(?=.{0,30}\bsleep\b))\s+(?:(?:for|like"
                   r"|almost|over|about|nearly|only|maybe|barely|just|under|less\s+than)\s+)*"
                   r"\d{1,3}\s*(?:hrs?|hours?|mins?|minutes?)\b(?:\s+(?:of\s+)?sleep\b)?"
                   rf"|(?<![{_HE}])ו?(?:חיכיתי|חיכינו|נתקעתי|נתקענו|תקוע|תקועה|תקועים|ישבתי|עמדתי|ישנתי|ישנו|ישנה)\s+"
                   r"(?:(?:כמעט|בערך|יותר\s+מ-?|רק|בקושי|אולי|פחות\s+מ-?)\s*)?"
                   rf"\d{{1,3}}\s+(?:שעות|דקות)(?![{_HE}])", re.IGNORECASE)


# How long until a day the user looks forward to: "עוד 3 שבועות חתונה", "only 5 more days!!". A count of days, not a
# date or a fact to keep (what is said with it, a request word or a clock time, still counts).
_COUNTDOWN = re.compile(rf"(?<![{_HE}])(?:עוד|בעוד|נשארו(?:\s+עוד)?)\s+\d{{1,3}}\s+(?:ימים|שבועות|חודשים)(?![{_HE}])"
                        r"|\b(?:only\s+|just\s+)?\d{1,3}\s+more\s+(?:days|weeks|months)\b"
                        r"|\b\d{1,3}\s+(?:days|weeks|months)\s+(?:to\s+go|left)\b", re.IGNORECASE)


def _only_chat(clause: str) -> bool:
    """Whether a clause asks nothing of Memo: no request word, no question, no fact or time, a line long."""
    clause = _COUNTDOWN.sub(" ", _TOOK.sub(" ", clause))
    return ("?" not in clause and len(clause.split()) <= MAX_WORDS and not _REQUEST_EN.search(clause)
            and not _REQUEST_HE.search(clause) and not _KEPT_OR_TIMED.search(clause) and not _OUT_OF.search(clause))


# ---------------------------------------------------------------- wishes

_WISH = re.compile(
    r"^(?:i\s+)?(?:hope|hoping)\s+(?:you|u|ya|ur|your|yours|you'?re|youre|the\s+(?:day|week|weekend)|today|this\s+week)\b"
    r"|^(?:have|enjoy)\s+(?:a|an|the|your|ur)\s+(?:\w+\s+){0,2}(?:day|week|weekend|evening|night|shabbat|holiday)\b"
    r"|^wishing\s+(?:you|u)\b"
    rf"|^(?:(?:אני|אנחנו)\s+)?(?:מקווה|מקוה|מקווים|מאחל|מאחלת|מאחלים)\s+(?:ש|לך(?![{_HE}]))"
    rf"|^(?:ש)?(?:יהיה|תהיה|יהיו)\s+(?:לך|לכם|לנו)(?![{_HE}])", re.IGNORECASE)

# ---------------------------------------------------------------- news of the family

_WHEN_EN = r"(?:(?:today|this\s+morning|yesterday|last\s+night|omg|guess\s+what|so|wow|finally|ok|okay)[\s,!.]+)*"
_FAMILY_EN = (r"(?:(?:my|our)\s+(?:little\s+|baby\s+|oldest\s+|youngest\s+|eldest\s+|older\s+|younger\s+)?"
              r"(?:son|daughter"
              r"|baby|kid|kids|boy|girl|twins|toddler|little\s+one|husband|wife|partner|dog|puppy|cat|kitten)"
              r"|the\s+(?:baby|kids|twins|dog|puppy|little\s+one)|kids|baby|twins|hubby)")
_MILESTONE_EN = (r"(?:just\s+|finally\s+|actually\s+)?(?:said|spoke|walked|crawled|laughed|smiled|rolled\s+over"
                 r"|stood\s+up"
                 r"|took\s+(?:his|her|their)\s+first|slept|woke|was\s+up|were\s+up|cried|won|passed|graduated|learned"
                 r"|learnt|was\s+born|turned|scored|lost\s+(?:a|his|her|their)\s+(?:first\s+)?tooth"
                 r"|got\s+(?:engaged|married|accepted|promoted|a\s+raise|in|into|the\s+job|a\s+(?:new\s+)?job|an?\s+a\+?\b))")
_SELF_NEWS_EN = (r"(?:i|we)\s+(?:just\s+|finally\s+|actually\s+)?(?:got\s+(?:engaged|married|accepted|promoted"
                 r"|a\s+raise"
                 r"|the\s+job|a\s+(?:new\s+)?job|in|into)|passed\s+(?:my|the|our)\s+\w+"
                 # The present said for the past, as in a second language: "today i pass my driving test!!".
                 r"|pass\s+(?:my|the|our)\s+(?:[\w-]+\s+){0,2}(?:test|exam|interview|course|finals|boards|bar)|graduated|won|had\s+(?:a|the|our)"
                 r"\s+baby)|we'?re\s+(?:pregnant|expecting|engaged)|we\s+are\s+(?:pregnant|expecting|engaged)"
                 # Said without "i": "just got promoted!!!", "finally got the job".
                 r"|(?:(?:i|we)\s+)?(?:just\s+|finally\s+)?got\s+(?:engaged|married|promoted|a\s+promotion|a\s+raise"
                 r"|the\s+job|accepted|hired)|(?:i|we)\s+(?:just\s+|finally\s+)?got\s+a\s+promotion"
                 # Where the day stands: "just opened the shop", "finally landed", "just got home". Arrivals and
                 # openings only: "just paid the bill" or "just called mom" report a task done.
                 r"|(?:(?:i|we)\s+)?(?:just|finally)\s+(?:opened\s+(?:the|my|our)\s+(?:shop|store|clinic|office|restaurant"
                 r"|cafe|café|bakery|stand|stall|salon|studio|gallery|bar|business|doors)|landed|arrived|got\s+(?:home|back"
                 r"|here|in|to\s+(?:work|the\s+office|the\s+hotel))|woke\s+up|got\s+up|clocked\s+(?:in|out))")
# How one of them is: "the baby is sick again", "my husband's been so stressed", "הקטנה חולה שוב".
_STATE_EN = (rf"(?:is|was|'s|are|r|were|has\s+been|have\s+been)\s+"
             rf"(?:(?:so|really|still|super|kinda|sick|again|all)\s+)*"
             rf"(?:{_FEEL_EN}|teething|crying|cranky|feverish|in\s+the\s+hospital|home\s+sick|up\s+all\s+night)")
_NEWS_EN = re.compile(rf"^{_WHEN_EN}(?:{_FAMILY_EN}\s+(?:{_MILESTONE_EN}|{_STATE_EN})|{_SELF_NEWS_EN})\b",
                      re.IGNORECASE)
_WHEN_HE = (r"(?:(?:היום|הבוקר|אתמול|הלילה|בלילה|סוף\s+סוף|וואו|תשמעי|תשמע|ניחשת\s+מה|נחשי\s+מה|את\s+לא\s+מאמינה"
            r"|לא\s+תאמיני|אוקיי)[\s,!.]+)*")
_FAMILY_HE = (r"(?:(?:ה)?(?:בן|בת|ילד|ילדה|ילדים|תינוק|תינוקת|קטן|קטנה|קטנים|גדול|גדולה|תאומים|כלב|כלבה|חתול|חתולה)"
              r"\s+(?:שלי|שלנו)|ה(?:תינוק|תינוקת|קטן|קטנה|קטנים|ילדים|תאומים|כלב|כלבה)|בעלי|אשתי)")
_MILESTONE_HE = (r"(?:(?:כבר|סוף\s+סוף|לא)\s+)?(?:אמר|אמרה|הלך|הלכה|זחל|זחלה|צחק|צחקה|חייך|חייכה|עמד|עמדה|ישן|ישנה|ישנו"
                 r"|נרדם|נרדמה|נרדמו|התעורר|התעוררה|התעוררו|בכה|בכתה|בכו|ניצח|ניצחה|זכה|זכתה|עבר|עברה|התחיל|התחילה"
                 r"|למד|למדה|נולד|נולדה|התארס|התארסה|התחתן|התחתנה|התקבל|התקבלה|הצליח|הצליחה|נפל|נפלה|איבד|איבדה"
                 r"|היה\s+ער|הייתה\s+ערה|היו\s+ערים)")
_SELF_NEWS_HE = (r"(?:התארסנו|התארסתי|התחתנו|התחתנתי|התקבלתי|זכיתי|ילדתי|נולד\s+לנו|נולדה\s+לנו|אני\s+בהריון"
                 r"|קיבלתי\s+את\s+(?:ה)?(?:עבודה|משרה|תפקיד)|עברתי\s+את\s+ה(?:טסט|מבחן|בחינה|ראיון)"
                 # A promotion, a raise: "קיבלתי קידום סוף סוף", "קודמתי", "השתחררתי".
                 r"|קיבלתי\s+(?:את\s+ה)?(?:קידום|העלאה|העלאה\s+במשכורת|מלגה)|קודמתי|עליתי\s+(?:ב)?דרגה"
                 r"|השתחררתי(?:\s+מהצבא)?"
                 # "בדיוק פתחתי את החנות", "סוף סוף נחתנו", "הרגע הגעתי הביתה": where the day stands.
                 r"|(?:(?:בדיוק|הרגע|עכשיו|סוף\s+סוף)\s+)(?:פתחתי|פתחנו)\s+את\s+ה(?:חנות|קליניקה|משרד|מסעדה|בית\s+הקפה|מאפייה"
                 r"|עסק|סטודיו|מספרה|דוכן|גלריה|בר)|(?:(?:בדיוק|הרגע|סוף\s+סוף)\s+)(?:נחתתי|נחתנו|התעוררתי|קמתי"
                 r"|הגעתי\s+(?:הביתה|לעבודה|למשרד|למלון)|הגענו\s+(?:הביתה|למלון)))")
_STATE_HE = (rf"(?:(?:שוב|עדיין|ממש|כל\s+כך|היום)\s+)*(?:{_FEEL_HE}|חולה|חולים|חולות|מצונן|מצוננת|עם\s+חום"
             r"|בוכה|בוכים|בבית\s+חולים)")
_NEWS_HE = re.compile(rf"^{_WHEN_HE}(?:{_FAMILY_HE}\s+(?:{_MILESTONE_HE}|{_STATE_HE})|{_SELF_NEWS_HE})(?![{_HE}])")


# What the user is doing right now, told after a greeting: "בוקר טוב, מה שלומך? אני יושב על המרפסת עם קפה", "morning!
# just chilling on the balcony waiting for the kids". Only after a greeting: alone, "i'm waiting for the plumber" may
# lead to a request.
_DOING = re.compile(
    r"^(?:(?:i'?m|im|i\s+am|we'?re|we\s+are)\s+)?(?:just\s+|currently\s+|still\s+)?(?:sitting|relaxing|chilling|lying"
    r"|resting|waiting|having\s+(?:my\s+|a\s+|some\s+)?(?:coffee|tea|breakfast)|drinking|sipping|enjoying|watching"
    r"|reading|cooking|baking|sunbathing|hanging\s+out)\b"
    rf"|^(?:אני|אנחנו)\s+(?:סתם\s+|רק\s+|עכשיו\s+)?(?:יושב|יושבת|יושבים|שוכב|שוכבת|נח|נחה|נחים|מחכה|מחכים|שותה|שותים"
    rf"|נהנה|נהנית|נהנים|קורא|קוראת|צופה|צופים|מבשל|מבשלת|אופה|אופים|מתפנק|מתפנקת)(?![{_HE}])", re.IGNORECASE)

_CLAUSE_END = re.compile(r"[,.!;]+\s+")
# A question word inside the news ("... what did i miss", "... מה קרה פה"), not an exclamation ("what a day").
_ASKS_AFTER = re.compile(rf"\b(?:what(?!\s+an?\s)|who|where|when|how|which|why)\b|(?<![{_HE}])(?:מה|מי|איפה|מתי|איך|למה"
                         rf"|כמה)(?![{_HE}])", re.IGNORECASE)


def _chat(text: str) -> bool:
    if len(text) > MAX_CHARS:
        return False  # a line or two: a longer message is something else, and never scanned whole
    text = _TRAILING.sub("", text)
    if not text:
        return False
    start, found = _pieces(text, _PIECE)  # greetings before ("בוקר טוב ממו!!"), or a feeling ("im so tired")
    rest = text[start:]
    if not rest or not _only_chat(rest) or _CLOCK_WORDS.search(rest):
        return False
    if any(_ASK.match(clause) for clause in _CLAUSE_END.split(rest)):
        return False  # "ugh long day, what's the capital of peru": a question to answer (chat_then_question)
    if any(_FEELING.search(piece) for piece in found):
        return True  # "im so tired" + "the baby was up all night": why they feel so
    if any(_EXCLAIM_DAY.search(piece) for piece in found) and not _mostly_groceries(rest):
        return True
    if _ASKS_AFTER.search(rest):
        return False  # "just woke up lol what did i miss": a question follows the news
    if _WISH.match(rest) or _NEWS_EN.match(rest) or _NEWS_HE.match(rest) or (found and _DOING.match(rest)):
        return True
    # A piece may open the news itself ("קיבלתי" is also "got it": "קיבלתי קידום סוף סוף").
    return rest != text and _only_chat(text) and bool(_NEWS_EN.match(text) or _NEWS_HE.match(text))


# News told with excitement, then an exclamation about the day: "הלקוח אישר את ההצעה!! 🥳 איזה יום", "we closed the
# deal!! what a day". The "!" or a party emoji after the news says it is told, not asked; a time in it is left to the
# tools.
_EXCLAIM_END = re.compile(r"(?:(?:איזה|איזו)\s+(?:יום|בוקר|ערב|שבוע|כיף|שמחה|הקלה|התרגשות)"
                          r"|what\s+an?\s+(?:day|morning|week|relief)|so\s+(?:happy|excited|relieved|proud)|(?:אני\s+)?(?:כל\s+כך\s+|ממש\s+)?(?:שמחה|שמח"
                          r"|מאושרת|מאושר|גאה)|finally|סוף\s+סוף|יש+|yes+|wo+hoo+)[\s!.]*$", re.IGNORECASE)
_EXCITED = re.compile(r"(?:!{2,}|[!\s]*[\U0001F389\U0001F38A\U0001F973\U0001F64C\U0001F60D\U0001F929"
                      r"\u2764\ufe0f]+)\s*$")


def _news_exclaimed(ctx: RuleContext) -> bool:
    text = _TRAILING.sub("", ctx.text) if len(ctx.text) <= MAX_CHARS else ""
    end = _EXCLAIM_END.search(text)
    if end is None or ctx.time is not None:
        return False
    head = text[:end.start()]
    if not _EXCITED.search(head):
        return False
    news = _EXCITED.sub("", head).strip()
    words = re.findall(r"[\w\u05D0-\u05EA']+", news)
    # "חלב ביצים ולחם!! איזה יום": groceries, perhaps for the list, are not news.
    return (len(words) >= 3 and _only_chat(news) and not _ASK.match(news)
            and not any(is_grocery(w) or is_grocery(w[1:]) for w in words if len(w) > 2))


# News, then how the user feels about it, with no "!" between: "סגרתי היום את העסקה הכי גדולה של השנה אני כל כך
# מאושרת", "got my license back today im so relieved". The feeling at the end says the news is told, not asked of Memo.
_FEELING_LAST = re.compile(
    rf"[\s,.!]+(?:(?:i'?m|im|i\s+am|so|feeling)\s+)+(?:so\s+|really\s+|super\s+|sooo*\s+)*(?:{_FEEL_EN})[\s!.]*$"
    rf"|[\s,.!]+(?:אני\s+)?(?:(?:כל\s+כך|ממש|מאוד|נורא|סופר)\s+)+(?:{_FEEL_HE})(?:\s+(?:מאוד|ממש))?[\s!.]*$",
    re.IGNORECASE)


def _news_then_feeling(ctx: RuleContext) -> bool:
    text = _TRAILING.sub("", ctx.text) if len(ctx.text) <= MAX_CHARS else ""
    end = _FEELING_LAST.search(text)
    if end is None or (ctx.time is not None and ctx.time.date_only is None and ctx.time.when is not None):
        return False  # "... tomorrow at 5 im so nervous": a time is for the tools
    news = text[:end.start()].strip()
    words = re.findall(r"[\w\u05D0-\u05EA']+", news)
    return (len(words) >= 3 and _only_chat(news) and not _ASK.match(news) and not _CLOCK_WORDS.search(news)
            and not any(is_grocery(w) or is_grocery(w[1:]) for w in words if len(w) > 2))


@grammar
def chat(ctx: RuleContext) -> Intent | None:
    if _chat(ctx.text) or _news_exclaimed(ctx) or _news_then_feeling(ctx):
        return Intent("general", "respond", {"operation": "respond", "kind": "small_talk"}, CHAT,
                      intent_type="conversation")
    return None


# ---------------------------------------------------------------- chat, then a question

# "אני קצת לחוצה לפני הטסט מחר, יש לך טיפ איך להירגע?", "so tired today. any tips for staying awake": how the user is,
# then a question of general knowledge or advice. The question is what to answer; the chat before it only says why.


@grammar
def chat_then_question(ctx: RuleContext) -> Intent | None:
    text = ctx.text
    if len(text) > MAX_CHARS:
        return None
    for m in _CLAUSE_END.finditer(text):
        head, tail = text[:m.start()], text[m.end():]
        if not (_chat(head) or is_small_talk(head)):
            continue
        if _ASK.match(tail) and not _ABOUT_MEMO.search(tail) and not _REQUEST_HE.search(tail.replace("בבקשה", "")):
            return Intent("general", "respond", {"operation": "respond", "kind": "question", "question": text},
                          QUESTION_AFTER_CHAT, intent_type="conversation")
        return None  # only the first clause that is chat is tried: what follows it is the message's point
    return None


# A word asked in another language, after what the trip or the reason is: "i'm going to munich next week and how do
# you say thank you in german", "טסה לפריז בחודש הבא, איך אומרים בוקר טוב בצרפתית". Asking how a word is said names
# a language, which no tool of Memo's is about; the clause before it only says why.
_LANGUAGES_EN = (r"german|french|spanish|italian|portuguese|russian|arabic|hebrew|english|greek|turkish|dutch|polish"
                 r"|japanese|chinese|mandarin|korean|thai|hindi|yiddish|amharic|hungarian|czech|romanian|swedish")
_LANGUAGES_HE = (r"גרמנית|צרפתית|ספרדית|איטלקית|פורטוגזית|רוסית|ערבית|עברית|אנגלית|יוונית|טורקית|הולנדית|פולנית|יפנית"
                 r"|סינית|קוריאנית|תאילנדית|הינדית|יידיש|אמהרית|הונגרית|צ'כית|רומנית|שוודית")
_HOW_SAY_LAST = re.compile(
    rf"(?:^|[\s,.;!]+(?:and|so|but|ו)?\s*)(?P<q>(?:how\s+do\s+(?:you|u|i|we|they)\s+say|how\s+to\s+say|what'?s|whats"
    rf"|what\s+is)\s+.{{1,40}}?\s+in\s+(?:{_LANGUAGES_EN})|(?:ו)?(?:איך\s+(?:אומרים|אומר|כותבים)|מה\s+זה)\s+.{{1,40}}?"
    rf"\s+ב-?(?:{_LANGUAGES_HE}))\s*\??\s*$", re.IGNORECASE)


@grammar
def question_after_why(ctx: RuleContext) -> Intent | None:
    text = ctx.text
    if len(text) > MAX_CHARS:
        return None
    m = _HOW_SAY_LAST.search(text)
    if m is None or m.start() == 0:
        return None  # a question alone is general.question's
    head = text[:m.start()].strip(" ,.;!")
    if not _only_chat(head) or _CLOCK_WORDS.search(head):
        return None  # "remind me tomorrow to ask how you say thanks in german": a request comes first
    return Intent("general", "respond", {"operation": "respond", "kind": "question", "question": text},
                  QUESTION_AFTER_CHAT, intent_type="conversation")

