"""`meta`: "help", "what can you do?", "איך זה עובד?", in both languages: Memo describes its capabilities.

Also described rather than acted on: whether Memo works with a service ("can you work with gmail", "את
יודעת לעבוד גם עם ג'ימייל"), how to connect Google ("how do I connect my google calendar", "איך אני
מחבר את היומן של גוגל": a question about Memo, not a request to connect or an event), and which language
Memo answers in ("answer me in english from now on", "switch to english pls", "באיזה שפות את מדברת"): there is
no language setting, Memo answers in the language it is written to, and the description says so.

Also questions about what Memo is connected to or can read ("are you connected to my google calendar", "את מחוברת
ליומן שלי", "can you read my whatsapp group chats": an app Memo has no tool for), and how to use one of its features
("how do i use the lists feature", "איך עושים תזכורת חוזרת").
"""

from __future__ import annotations

import re

from memo.planning.dsl import INTENT_UNCLEAR
from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, about_memo

_U = r"(?:you|u|ya)"
# A softening adverb between the subject and the verb leaves the question the same: "what can you actually do",
# "what do u really do", "מה את בעצם יודעת לעשות".
_ADV = r"(?:\s+(?:actually|really|exactly|even|possibly|realistically))?"
_ADV_HE = r"(?: (?:בעצם|בדיוק|באמת))?"
_HELP = re.compile(
    rf"^\s*(?:help|/help|/start|menu|what\s+can\s+{_U}{_ADV}\s+do|what\s+do\s+{_U}{_ADV}\s+do|what\s+are\s+{_U}|who\s+are\s+{_U}"
    rf"|how\s+(?:do|should|can)\s+(?:i|{_U})\s+use(?:\s+{_U}|\s+this(?:\s+(?:thing|app|bot|service))?|\s+memo|\s+it)?|what\s+can\s+i\s+(?:ask|do)(?:\s+here)?|commands|features"
    r"|what\s+are\s+your\s+(?:features|skills|abilities|capabilities)|what\s+(?:kind\s+of\s+)?(?:things|stuff)\s+can\s+"
    rf"{_U}{_ADV}\s+do|what\s+are\s+{_U}\s+(?:able\s+to|capable\s+of)(?:\s+doing)?|what\s+can\s+{_U}\s+help\s+(?:me\s+)?with"
    rf"|how\s+(?:does|do)\s+(?:this|it|{_U}|memo)\s+work|what\s+else\s+can\s+{_U}{_ADV}\s+do|show\s+me\s+what\s+{_U}\s+can\s+do"
    rf"|עזרה|תפריט|מה (?:אתה|את){_ADV_HE} (?:יודע|יודעת|יכול|יכולה) לעשות|מה אפשר לעשות"
    r"|מי אתה|מי את|איך משתמשים(?: בך| בזה| בבוט| באפליקציה)?|איך עובדים(?: איתך| עם זה| עם הבוט)"
    r"|איך אני עובד(?:ת)? איתך|מה אתה עושה|מה את עושה|במה את יכולה לעזור(?: לי)?"
    r"|במה אתה יכול לעזור(?: לי)?|איך זה עובד|איך את עובדת|איך אתה עובד|מה עוד את יודעת לעשות|מה עוד אתה יודע לעשות"
    r"|מה את יודעת|מה אתה יודע|מה את יכולה|מה אתה יכול|מה היכולות שלך|אילו דברים (?:את|אתה) (?:יודעת|יודע|יכולה|יכול)"
    r"(?: לעשות)?)"
    # "exactly", "for me", "besides reminders": the same question.
    r"(?:\s+(?:exactly|really|actually|for\s+me|here|בעצם|בדיוק|בשבילי))*"
    # The alternative may follow the question mark: "what can you actually do? like besides reminders".
    r"(?:[\s?!.,]*(?:like\s+|i\s+mean\s+|כאילו\s+|זאת\s+אומרת\s+)?(?:besides|other\s+than|apart\s+from|except(?:\s+for)?"
    r"|beyond|חוץ\s+מ|מלבד|בנוסף\s+ל)\s*\S.{0,40})?"
    r"\s*[?!.]*\s*$",
    re.IGNORECASE,
)
# What Memo can help with at some time of the user's life: "what can you actually help me with during a move?",
# "what else can u do for me while i'm abroad", "במה את יכולה לעזור לי בזמן מעבר דירה?". Still a question about
# Memo: the occasion is a few words, and only "what / במה" asks it ("how can you help me with my taxes" is a request).
_HELP_DURING = re.compile(
    rf"^\s*(?:(?:so|and|ok|okay|hey|memo)[\s,]+)*(?:what\s+(?:else\s+)?(?:can|could)\s+{_U}{_ADV}\s+(?:help\s+(?:me\s+|us\s+)?"
    rf"(?:out\s+)?with|do\s+for\s+(?:me|us))\s+(?:during|for|while|when|around|throughout|in|on)\s+[\w'-]+"
    rf"(?:\s+[\w'-]+){{0,4}}?"
    # "what can you do to help me plan my week": what Memo does for a kind of work, not the week looked at
    rf"|what\s+(?:else\s+)?(?:can|could)\s+{_U}{_ADV}\s+do\s+to\s+help\s+(?:me|us)\s+(?:to\s+)?(?:plan|organi[sz]e"
    rf"|manage|sort\s+out|keep\s+track\s+of)\s+[\w'-]+(?:\s+[\w'-]+){{0,3}}?"
    rf"|(?:(?:אז|ו|היי|ממו)[\s,]+)*(?:במה|מה)\s+(?:עוד\s+)?(?:את|אתה){_ADV_HE}\s+(?:יכולה|יכול|יודעת|יודע)"
    rf"(?:\s+לעשות\s+(?:בשבילי|בשבילנו)|\s+לעזור(?:\s+(?:לי|לנו))?){_ADV_HE}\s+(?:בזמן|בתקופת|בתקופה\s+של|במהלך|לקראת|עם|ב)"
    r"\s*[\u05D0-\u05EA'\"-]+(?:\s+[\u05D0-\u05EA'\"-]+){0,4}?)"
    r"(?:[\s?!.,]*(?:like\s+|i\s+mean\s+|כאילו\s+|זאת\s+אומרת\s+)?(?:besides|other\s+than|apart\s+from|except(?:\s+for)?"
    r"|beyond|חוץ\s+מ|מלבד|בנוסף\s+ל)\s*\S.{0,40})?\s*[?!.]*\s*$", re.IGNORECASE)


# The service may be named in the other language, as people mixing Hebrew and English write: "how do I connect את
# היומן של גוגל to you?", "איך אני מחברת את ה-google calendar שלי".
_CONNECT_WHAT_HE = r"(?:(?:my|the)\s+)?(?:את\s+)?(?:ה|ל)?(?:יומן|גוגל|ג'?ימייל|מייל|חשבון)(?![\u05D0-\u05EA])"
# Which account may be said first: "my work gmail", "the business calendar".
_CONNECT_WHAT_EN = (r"(?:(?:my|the|a|our)\s+)?(?:(?:work|business|personal|private|home|office|company|shop|store"
                    r"|family|other|second|new|main)\s+)?(?:google|gmail|calendar|outlook|g\s*cal)\b")
_CONNECT_HOW = re.compile(
    r"^(?:so\s+)?(?:how\s+(?:do|can|should|would)\s+(?:i|we|you|u)|how\s+to|can\s+i|is\s+it\s+possible\s+to)"
    r"\s+(?:connect|link|hook\s+up|sync|add|set\s+up|integrate)\s+(?:(?:you|u|memo)\s+(?:to|with)\s+)?"
    rf"(?:{_CONNECT_WHAT_EN}|{_CONNECT_WHAT_HE}).{{0,40}}$"
    # "אפשר לחבר אותך לגוגל קלנדר של העסק?": whether Memo itself can be connected, asked; "אפשר לחבר את היומן שלי" asks
    # for it to be done (google_account.py).
    r"|^(?:איך|איך\s+אפשר|איך\s+אני\s+יכול|איך\s+אני\s+יכולה|(?:האם\s+)?אפשר(?=\s+לחבר\s+אותך\s))\s+(?:אני\s+)?(?:מחבר|מחברת|מחברים|לחבר|מקשר|מקשרת|לקשר|מסנכרן"
    r"|מסנכרנת|לסנכרן)\s+(?:לך\s+|אליך\s+|אותך\s+)?(?:(?:את\s+)?(?:ה?יומן|גוגל|ה?ג'?ימייל|ה?מייל|ה?חשבון)(?![\u05D0-\u05EA])"
    r"|(?:את\s+)?(?:ה|ל|עם\s+)?-?\s*(?:google|gmail|calendar|outlook|g\s*cal)\b"
    r"|ל(?:יומן|גוגל|ג'?ימייל)(?![\u05D0-\u05EA])).{0,40}$",
    re.IGNORECASE)
# The languages a user may ask Memo to answer in: English and Hebrew, and those of new immigrants ("can you answer me
# in Russian sometimes?", "תעני לי ברוסית"). Memo answers in the language it is written to, and the description says so.
_LANG_EN = r"english|hebrew|russian|french|arabic|spanish|amharic|ukrainian|portuguese|german|italian|yiddish"
_LANG_HE = r"אנגלית|עברית|רוסית|צרפתית|ערבית|ספרדית|אמהרית|אוקראינית|פורטוגזית|גרמנית|איטלקית|יידיש"
_LANG_IN_HE = "|".join("ב" + name for name in _LANG_HE.split("|"))
_REPLY_LANGUAGE = re.compile(
    r"^(?:(?:from\s+now\s+on|going\s+forward|from\s+today(?:\s+on)?)[\s,]+)?"  # "from now on answer me in english"
    r"(?:(?:can|could|would|will)\s+(?:you|u)\s+(?:also\s+|sometimes\s+|maybe\s+|just\s+)?|please\s+|pls\s+)?"
    r"(?:answer|reply|respond|talk|speak|write|text)"
    rf"(?:\s+(?:to\s+)?me)?(?:\s+(?:from\s+now\s+on|only|always))*\s+in\s+(?:{_LANG_EN})\b.{{0,30}}$"
    r"|^(?:switch|change)\s+(?:the\s+|your\s+)?language\b.{0,30}$"
    # Asked as what Memo can do: "את יכולה לענות לי ברוסית לפעמים?", "אתה יכול לדבר איתי בצרפתית".
    r"|^(?:(?:האם\s+)?(?:את|אתה)\s+)?(?:יכולה|יכול|תוכלי|תוכל)\s+(?:גם\s+|לפעמים\s+)?(?:לענות|לדבר|לכתוב)\s+"
    rf"(?:לי\s+|איתי\s+|אליי\s+)?(?:(?:רק|גם|לפעמים|מעכשיו|מהיום|תמיד)\s+){{0,2}}(?:{_LANG_IN_HE})(?![\u05D0-\u05EA])"
    r".{0,30}$"
    r"|^(?:בבקשה\s+)?(?:תעני|תענה|תדברי|תדבר|תכתבי|תכתוב|דברי|דבר)\s+(?:לי\s+|איתי\s+|אליי\s+)?"
    # "from now on" may come before the language: "תעני לי מעכשיו באנגלית"
    rf"(?:(?:רק|מעכשיו|מהיום|מעתה|תמיד)\s+){{0,2}}(?:{_LANG_IN_HE})(?![\u05D0-\u05EA]).{{0,30}}$"
    r"|^(?:(?:בבקשה|אפשר)\s+)?(?:תחליפי|תחליף|תעברי|תעבור|תשני|תשנה|שני|שנה|לשנות"
    rf"|להחליף)\s+(?:לי\s+)?(?:את\s+ה)?(?:שפה\s+)?(?:(?:שלך|של\s+התשובות)\s+)?(?:ל)?(?:{_LANG_HE})"
    r"(?![\u05D0-\u05EA]).{0,30}$"
    # A preference for the language: "אני מעדיפה שתעני לי רק בעברית מעכשיו", "i'd prefer you answer in english",
    # "i would rather you replied in hebrew from now on".
    # Asked as a favour: "אפשר שתדבר איתי באנגלית?", "תוכלי שתעני לי בעברית".
    r"|^(?:אני\s+)?(?:מעדיפה|מעדיף|רוצה|אשמח|הייתי\s+רוצה|הייתי\s+מעדיפה|הייתי\s+מעדיף|אפשר|אפשרי|האם\s+אפשר"
    r"|יכול\s+להיות|תוכלי|תוכל)\s+ש(?:תעני|תענה|תדברי|תדבר"
    rf"|תכתבי|תכתוב)\s+(?:לי\s+|איתי\s+|אליי\s+)?(?:(?:רק|מעכשיו|מהיום|מעתה|תמיד)\s+){{0,2}}(?:{_LANG_IN_HE})"
    r"(?![\u05D0-\u05EA]).{0,30}$"
    r"|^i(?:'d|\s+would)?\s+(?:prefer|rather|like|want)\s+(?:(?:it\s+)?if\s+)?(?:you|u)\s+(?:to\s+)?(?:answer(?:ed)?"
    r"|repl(?:y|ied)|respond(?:ed)?|talk(?:ed)?|spoke|speak|wrote|write|text(?:ed)?)(?:\s+(?:to\s+)?me)?"
    rf"(?:\s+(?:from\s+now\s+on|only|always))*\s+in\s+(?:{_LANG_EN})\b.{{0,30}}$"
    # "switch to english pls", "go back to hebrew", "english from now on please", "עברית מעכשיו בבקשה".
    r"|^(?:(?:can|could)\s+(?:you|u)\s+|please\s+|pls\s+)?(?:switch|change|go|move)\s+(?:back\s+)?(?:over\s+)?to\s+"
    rf"(?:{_LANG_EN})\b(?P<tail_en>.{{0,70}})$"
    rf"|^(?:in\s+)?(?:{_LANG_EN})\s+(?:from\s+now\s+on|only|please|pls)\b.{{0,30}}$"
    rf"|^(?:רק\s+)?(?:{_LANG_IN_HE}|{_LANG_HE})\s+(?:מעכשיו|מהיום|בבקשה|רק)(?![\u05D0-\u05EA]).{{0,30}}$"
    # Moving over to the other language, said with what Memo should do in it: "תעבור לדבר איתי באנגלית מעכשיו",
    # "מעכשיו תעני לי בעברית", "switch to talking to me in english", "start speaking hebrew with me".
    r"|^(?:(?:מעכשיו|מהיום|בבקשה)\s+)?(?:(?:תעברי|תעבור|עברי|עבור|בוא\s+נעבור|בואי\s+נעבור|נעבור|אפשר\s+לעבור|תתחילי"
    r"|תתחיל)\s+)?(?:ל)?(?:דבר|לדבר|תדברי|תדבר|לכתוב|תכתבי|תכתוב|לענות|תעני|תענה)\s+(?:(?:איתי|אליי|אלי|לי)\s+)?(?:(?:רק|מעכשיו|מהיום|מעתה|תמיד)\s+){0,2}"
    rf"(?:{_LANG_IN_HE})(?![\u05D0-\u05EA]).{{0,30}}$"
    r"|^(?:(?:from\s+now\s+on|please|pls)[\s,]+)?(?:(?:can|could)\s+(?:you|u)\s+)?(?:switch\s+to|start|go\s+back\s+to)\s+"
    r"(?:talking|speaking|writing|answering|replying|texting)(?:\s+(?:to|with)\s+me)?\s+(?:only\s+)?(?:in\s+)?"
    rf"(?:{_LANG_EN})(?:\s+(?:to|with)\s+me)?\b.{{0,30}}$"
    rf"|^(?:(?:from\s+now\s+on|please|pls)[\s,]+)?(?:speak|talk|write)\s+(?:{_LANG_EN})\s+(?:to|with)\s+me\b.{{0,30}}$",
    re.IGNORECASE)
# Something to write in the language ("write me a poem in english", "תכתבי לי באנגלית מייל לבוס"): a request of its own.
_WRITES_SOMETHING = re.compile(r"\b(?:e-?mails?|mail|message|letter|post|draft|summary|poem|story|song|speech|toast"
                               r"|caption|bio|cv|resume|text\s+to|reply\s+to)\b|(?<![\u05D0-\u05EA])(?:מייל|אימייל|הודעה"
                               r"|מכתב|פוסט|טיוטה|סיכום|שיר|סיפור|נאום|ברכה|תשובה\s+ל|קורות\s+חיים)(?![\u05D0-\u05EA])",
                               re.IGNORECASE)
# "which languages do you speak", "do you speak english", "באיזה שפות את מדברת", "את יודעת אנגלית": a question
# about Memo, answered by describing it (it answers in the language it is written to).
_LANGUAGES = re.compile(
    rf"^(?:so\s+|and\s+)?(?:what|which)\s+languages?\s+(?:do|can|does)\s+(?:{_U}|memo)\s+(?:speak|understand|know"
    r"|support|talk|write|read)(?:\s+in)?\s*[?!.]*$"
    rf"|^(?:do|can|does)\s+(?:{_U}|memo)\s+(?:also\s+)?(?:speak|understand|know|talk|write|read|support)\s+(?:in\s+)?"
    r"(?:english|hebrew|arabic|russian|french|spanish|other\s+languages)(?:\s+(?:too|also|as\s+well))?\s*[?!.]*$"
    r"|^(?:באיזה|באיזו|באילו|איזה|אילו)\s+שפ(?:ה|ות)\s+(?:את|אתה)?\s*(?:מדברת|מדבר|יודעת|יודע|מבינה|מבין|עונה|כותבת"
    r"|כותב|תומכת|תומך)(?:\s+לדבר)?\s*[?!.]*$"
    r"|^(?:האם\s+)?(?:את|אתה)\s+(?:גם\s+)?(?:מדברת|מדבר|יודעת|יודע|מבינה|מבין)\s+(?:גם\s+)?(?:לדבר\s+)?(?:ב)?"
    r"(?:אנגלית|עברית|ערבית|רוסית|צרפתית|ספרדית|שפות\s+אחרות)(?:\s+גם)?\s*[?!.]*$",
    re.IGNORECASE)


# "can you work with gmail", "do you support outlook", "את יודעת לעבוד גם עם ג'ימייל": whether Memo works with a
# service is a question about Memo, not a request to that service. The service is a short name, nothing more.
# Not "can you connect to my calendar" (a request to connect: google_account.py).
_SERVICE = r"(?:(?:my|the|a)\s+)?[\w'.&-]+(?:\s+[\w'.&-]+){0,2}?"
_HE_SERVICE = r"(?:ה)?[\w'\".&-]+(?:\s+[\w'\".&-]+){0,2}?"
_WORKS_WITH = re.compile(
    rf"^(?:so\s+|and\s+|also\s+)?(?:can|could|do|does|will|are)\s+(?:{_U}|memo)\s+(?:also\s+)?(?:able\s+to\s+)?"
    rf"(?:work|integrate|sync)\s+(?:also\s+)?(?:with|to|into)\s+(?!me\b|us\b|him\b|her\b|them\b)"
    rf"{_SERVICE}(?:\s+(?:too|also|as\s+well))?\s*[?!.]*$"
    rf"|^(?:do|does)\s+(?:{_U}|memo)\s+(?:also\s+)?support\s+{_SERVICE}(?:\s+(?:too|also|as\s+well))?\s*[?!.]*$"
    r"|^(?:האם\s+)?(?:(?:את|אתה)\s+)?(?:גם\s+)?(?:יודעת|יודע|יכולה|יכול)\s+(?:גם\s+)?(?:לעבוד|להתממשק|להסתנכרן)"
    rf"\s+(?:גם\s+)?(?:עם|ל|מול)\s*-?\s*(?!אי?תי(?![\u05D0-\u05EA])){_HE_SERVICE}(?:\s+גם)?\s*[?!.]*$"
    r"|^(?:האם\s+)?(?:(?:את|אתה)\s+)?(?:גם\s+)?(?:עובדת|עובד|מתחברת|מתחבר|תומכת|תומך|מסתנכרנת|מסתנכרן)\s+(?:גם\s+)?"
    rf"(?:עם|ל|ב|מול)\s*-?\s*(?!אי?תי(?![\u05D0-\u05EA])){_HE_SERVICE}(?:\s+גם)?\s*[?!.]*$",
    re.IGNORECASE)


# Whether Memo is connected to or can reach a service: "are you connected to my google calendar", "do you have
# access to my drive", "את מחוברת ליומן גוגל שלי?", "יש לך גישה לאנשי הקשר שלי": a question about Memo's access.
_CONNECTED = re.compile(
    rf"^(?:so\s+|and\s+|hey\s+|wait\s+)?(?:are|r)\s+(?:{_U}|memo)\s+(?:already\s+|still\s+|even\s+|actually\s+)?"
    r"(?:connected|linked|synced|hooked\s+up|integrated|plugged\s+in)\s+(?:to|with|into)\s+(?!me\b|us\b)"
    rf"{_SERVICE}(?:\s+(?:yet|already|too|now|right\s+now))?\s*[?!.]*$"
    rf"|^(?:so\s+|and\s+|hey\s+)?(?:do|does|can)\s+(?:{_U}|memo)\s+(?:also\s+|even\s+|actually\s+)?(?:have|get)\s+"
    rf"access\s+to\s+{_SERVICE}(?:\s+(?:yet|already|too|now))?\s*[?!.]*$"
    r"|^(?:האם\s+)?(?:(?:את|אתה)\s+)?(?:כבר\s+|עדיין\s+|גם\s+|בכלל\s+)?(?:מחוברת|מחובר|מקושרת|מקושר|מסונכרנת"
    rf"|מסונכרן)\s+(?:גם\s+|כבר\s+)?(?:ל|עם|אל)\s*-?\s*(?!אי?תי(?![\u05D0-\u05EA])){_HE_SERVICE}(?:\s+(?:גם|כבר))?"
    r"\s*[?!.]*$"
    r"|^(?:האם\s+)?(?:יש\s+לך|לך\s+יש)\s+(?:גם\s+|בכלל\s+)?גישה\s+(?:ל|אל)\s*-?\s*"
    rf"{_HE_SERVICE}(?:\s+גם)?\s*[?!.]*$",
    re.IGNORECASE)
# Whether Memo can read or see an app it has no tool for (WhatsApp chats, photos, contacts): a question about what
# Memo can do. Only other apps: "can you read my emails" or "can you check my calendar" asks for the mail or the
# calendar itself, and is theirs.
_OTHER_APP_EN = (r"(?:(?:my|the|our|all\s+(?:my|the))\s+)?(?:whats\s*app|wa|telegram|signal|instagram|insta|facebook|fb"
                 r"|messenger|tiktok|twitter|slack|teams|discord|sms|text|voice|phone|icloud|google\s+drive|drive"
                 r"|dropbox|notion)?\s*(?:(?:group|family|work)\s+)?(?:chats?|groups?|conversations|dms|(?:text\s+|voice\s+"
                 r"|whats\s*app\s+|sms\s+)messages|texts|voice\s+(?:notes|memos)|photos|pictures|pics|gallery|camera"
                 r"\s+roll|contacts|location|files|documents|docs|screen|browser(?:\s+history)?|bank\s+account|stories"
                 r"|feed|dms?|whats\s*app|telegram|instagram|facebook)")
_OTHER_APP_HE = (r"(?:את\s+)?(?:ה)?(?:וואטסאפ|ווטסאפ|וואצאפ|ווצאפ|טלגרם|אינסטגרם|פייסבוק|קבוצות|צ'אטים|צאטים|שיחות"
                 r"|הודעות\s+(?:ב|ה)?(?:וואטסאפ|ווטסאפ|וואצאפ|ווצאפ|טקסט|קוליות|SMS)|הודעות\s+הקוליות|הקלטות|תמונות"
                 r"|גלריה|אנשי\s+(?:ה)?קשר|מיקום|קבצים|מסמכים|דרייב|חשבון\s+(?:ה)?בנק)(?:\s+(?:שלי|שלנו))?"
                 r"(?:\s+(?:ב|ש)(?:וואטסאפ|ווטסאפ|וואצאפ|ווצאפ|טלגרם|טלפון|טלפון\s+שלי))?")
_READS_APP = re.compile(
    rf"^(?:so\s+|and\s+|hey\s+|wait\s+)?(?:can|could|do|does|will)\s+(?:{_U}|memo)\s+(?:also\s+|even\s+|actually\s+)?"
    rf"(?:read|see|access|view|look\s+at|go\s+through|check|open|get\s+into|listen\s+to|scan|track)\s+"
    rf"{_OTHER_APP_EN}(?:\s+(?:too|also|as\s+well|on\s+(?:whats\s*app|my\s+phone)))?\s*[?!.]*$"
    r"|^(?:האם\s+)?(?:(?:את|אתה)\s+)?(?:גם\s+)?(?:יכולה|יכול|יודעת|יודע|מסוגלת|מסוגל)\s+(?:גם\s+)?(?:לקרוא|לראות|לגשת"
    rf"\s+ל|לשמוע|לעבור\s+על|להיכנס\s+ל)\s*(?:גם\s+)?{_OTHER_APP_HE}(?:\s+גם)?\s*[?!.]*$"
    rf"|^(?:האם\s+)?(?:(?:את|אתה)\s+)?(?:רואה|רואים|קוראת|קורא)\s+(?:גם\s+)?{_OTHER_APP_HE}\s*[?!.]*$",
    re.IGNORECASE)


# How to use one of Memo's features: "how do i use the lists feature", "how do reminders work here", "how do i add
# stuff to the shopping list", "איך משתמשים ברשימות", "איך עושים תזכורת חוזרת". Only Memo's own features, named in
# general ("a reminder", "the lists", "the X feature"): "how do i cancel the reminder for tomorrow" names one
# reminder, a request, and "how do i use a french press" is a general question.
_FEATURE_EN = (r"(?:(?:the|your|ur|memo'?s|a|an)\s+)?(?:(?:shopping|grocery)\s+lists?|lists?|reminders?|recurring\s+"
               r"reminders?|nudges?|notes?|second\s+brain|memory|tasks?|to-?dos?|morning\s+(?:brief|summary)|daily\s+"
               r"(?:brief|digest|summary)|[\w'-]+(?:\s+[\w'-]+)?\s+(?:feature|function|option|mode))")
_FEATURE_HOW_EN = re.compile(
    r"^(?:so\s+|and\s+|ok\s+|hey\s+|um+\s+)?(?:how\s+(?:do|can|should|would)\s+(?:i|we|you|u|one)|how\s+to"
    r"|what'?s\s+the\s+(?:best\s+)?way\s+to)\s+(?:(?:use|work\s+with|get\s+started\s+with|set\s+up|turn\s+on)\s+"
    rf"{_FEATURE_EN}(?:\s+(?:feature|function|thing|option))?|(?:add|put)\s+(?:items?|things|stuff|products|something)\s+"
    r"(?:to|on|in(?:to)?)\s+(?:(?:a|the|my)\s+)?(?:(?:shopping|grocery)\s+)?list|(?:set|make|create|add|get|schedule)\s+"
    r"(?:(?:up|myself)\s+)?(?:a\s+|an\s+)?(?:new\s+)?(?:reminder|recurring\s+reminder|nudge|list|note|task)s?)"
    rf"|^(?:so\s+|and\s+)?how\s+(?:do|does)\s+{_FEATURE_EN}\s+work"
    r"(?P<end>(?:\s+(?:here|in\s+memo|with\s+(?:you|u)|on\s+memo|for\s+me|exactly))*)",
    re.IGNORECASE)
_FEATURE_HE = (r"(?:ה)?(?:רשימות|רשימה|רשימת\s+(?:ה)?קניות|תזכורות|תזכורת|תזכורות\s+חוזרות|נודניק|נודניקים|פתקים|פתק"
               r"|זיכרון|משימות|סיכום\s+(?:ה)?בוקר|פיצ'ר|פיצר|אפשרות)(?:\s+(?:של|ה)\s*\S+)?")
_FEATURE_HOW_HE = re.compile(
    r"^(?:(?:ו|אז|רגע|היי)\s+)?(?:איך|איך\s+אפשר|איך\s+(?:אני|אנחנו))\s+(?:משתמשים|משתמש|משתמשת|להשתמש|עובדים|עובד"
    rf"|עובדת|לעבוד)\s+(?:עם\s+|ב)\s*{_FEATURE_HE}"
    r"|^(?:(?:ו|אז|רגע|היי)\s+)?(?:איך|איך\s+אפשר)\s+(?:(?:אני\s+)?(?:מוסיף|מוסיפה|מוסיפים|להוסיף|מכניס|מכניסה|מכניסים"
    r"|להכניס)\s+(?:דברים|פריטים|מוצרים|משהו|דבר)\s+(?:ל|ב)(?:ה)?(?:רשימה|רשימות|רשימת\s+(?:ה)?קניות)"
    r"|(?:אני\s+)?(?:יוצר|יוצרת|יוצרים|ליצור|עושה|עושים|לעשות|קובע|קובעת|קובעים|לקבוע|מגדיר|מגדירה|מגדירים|להגדיר"
    r"|פותח|פותחת|פותחים|לפתוח)\s+(?:(?:ה)?(?:תזכורת|תזכורות|רשימה|פתק|נודניק|משימה)(?:\s+(?:חדשה|חדש|חוזרת|קבועה|קבועות|חוזרות|יומית|שבועית))?))"
    r"|^(?:(?:ו|אז|רגע|היי)\s+)?איך\s+(?:עובד|עובדת|עובדים|עובדות)\s+" + _FEATURE_HE,
    re.IGNORECASE)
# After the question, a second short one may follow ("how do i use the lists? איך מוסיפים דברים"): only a question.
_FOLLOW_UP = re.compile(r"(?:\s+(?:here|in\s+memo|on\s+memo|with\s+(?:you|u)|through\s+(?:you|u)|from\s+(?:you|u)))?"
                        r"\s*[?.!,]*\s*(?:(?:and\s+|also\s+|ו)?(?:how|what|can|where|is|do|איך|מה|אפשר|איפה)"
                        r"(?![\w\u05D0-\u05EA])[^\n]{0,60})?\s*[?!.]*\s*$", re.IGNORECASE)


# A request riding on the follow-up ("how do lists work? can you add milk", "... תוסיפי חלב"): not only a question.
_TAIL_REQUEST = re.compile(r"\b(?:can|could|will|would)\s+(?:you|u)\b|\b(?:please|pls|plz)\b"
                           r"|(?<![\u05D0-\u05EA])(?:תוסיף|תוסיפי|תזכיר|תזכירי|תמחק|תמחקי|תרשום|תרשמי|תשמור|תשמרי|תשלח|תשלחי|תקבע|תקבעי|תכניס|תכניסי)"
                           r"(?![\u05D0-\u05EA])", re.IGNORECASE)


def _feature_question(text: str) -> bool:
    from memo.planning.rules.general import _OPENER, _pieces

    text = text[_pieces(text, _OPENER)[0]:]  # "good morning memo, how do i use the lists feature"
    m = _FEATURE_HOW_EN.match(text) or _FEATURE_HOW_HE.match(text)
    return m is not None and bool(_FOLLOW_UP.match(text, m.end())) and not _TAIL_REQUEST.search(text, m.end())


# Not knowing what Memo does, said inside a longer message: "הנכד שלי התקין לי אותך אבל אני לא בטוח מה בדיוק אפשר
# לבקש ממך. תוכל להסביר לי?", "my daughter set you up and i'm not sure what i can ask you". The question is in the
# middle, after who set it up; what is asked is only to be told what Memo does.
_WHAT_TO_ASK = re.compile(
    rf"(?:not\s+sure|no\s+idea|don'?t\s+(?:really\s+)?know|wondering|tell\s+me|explain)\s+(?:exactly\s+)?"
    rf"(?:what\s+(?:exactly\s+)?(?:i\s+(?:can|could)\s+(?:ask(?:\s+{_U})?|do\s+with\s+{_U})|(?:i\s+)?(?:can|could)\s+i\s+ask"
    rf"|{_U}\s+(?:can|could)\s+do|{_U}\s+do)|how\s+(?:to|i\s+(?:can|should))\s+use\s+{_U})\b"
    r"|(?<![\u05D0-\u05EA])(?:לא\s+(?:בטוח|בטוחה|יודע|יודעת|ממש\s+יודע|ממש\s+יודעת)|תסביר\s+לי|תסבירי\s+לי)\s+"
    r"(?:בדיוק\s+)?(?:מה\s+(?:בדיוק\s+)?(?:אפשר|אני\s+יכול|אני\s+יכולה|מותר)\s+(?:לבקש|לשאול|לעשות)\s*(?:ממך|אותך|איתך)"
    r"|מה\s+(?:את|אתה)\s+(?:יודע|יודעת|יכול|יכולה)\s+לעשות|איך\s+(?:משתמשים|להשתמש)\s+(?:בך|בזה))",
    re.IGNORECASE)


# Why the other language is asked for, said after the request: "... באנגלית? העברית שלי לא כל כך טובה עדיין", "... in
# hebrew, my english is still weak". It only explains the request, so the request is read without it.
_MY_LANGUAGE_WHY = re.compile(
    rf"(?<=[?!.,])\s*(?:(?:כי|because|since|as|cause|cuz|coz)\s+)?(?:ה(?:{_LANG_HE})\s+שלי(?![\u05D0-\u05EA])"
    rf"|my\s+(?:{_LANG_EN})\b)[^?]{{0,50}}$", re.IGNORECASE)


@grammar
def describe(ctx: RuleContext) -> Intent | None:
    text = _MY_LANGUAGE_WHY.sub("", ctx.text.strip()) if len(ctx.text) <= 300 else ctx.text.strip()
    if len(text) <= 300 and ctx.time is None and _WHAT_TO_ASK.search(text):
        return about_memo(0.9)
    if _HELP.match(text) or (len(text) <= 160 and ctx.time is None and _HELP_DURING.match(text)):
        return about_memo(0.97)
    language = _REPLY_LANGUAGE.match(text)
    if language and len(language.group("tail_en") or "") > 30 and ctx.time is not None:
        language = None  # "switch to english and remind me at 5 to ...": a request rides on it
    if language and _WRITES_SOMETHING.search(text):
        language = None  # "תכתבי לי באנגלית מייל לבוס": something to write in that language, not a setting
    if _CONNECT_HOW.match(text) or language or _LANGUAGES.match(text) or (
            (_WORKS_WITH.match(text) or _CONNECTED.match(text) or _READS_APP.match(text) or _feature_question(text))
            and ctx.time is None):
        # Above the calendar's reading of "connect ... calendar" as an event (0.92).
        return about_memo(0.95)
    return None


# ---------------------------------------------------------------- quiet times

# "turn off notifications", "don't message me before 8am", "no reminders on shabbat", "stop reminding me about the gym
# on weekends", "אל תשלחי לי הודעות לפני שמונה", "בלי התראות בשבת": quiet hours, or reminders kept off some days. Memo
# has no such setting, and deleting the reminder (or a task named "on weekends") would lose what the user kept: asked,
# above a task grammar's reading of "stop the reminders ..." as deleting one.
_QUIET_WHEN_EN = (r"(?:on|at|during|over|in|for)\s+(?:the\s+)?(?:weekends?|nights?|night\s*time|shabbat|shabbos"
                  r"|saturdays?"
                  r"|fridays?|sundays?|holidays?|mornings?|evenings?|vacation|holiday)|(?:before|after|past|until|till)"
                  r"\s+\d{1,2}(?::\d\d)?\s*(?:am|pm)?|(?:before|after)\s+(?:noon|midnight|\w+\s+(?:am|pm))|at\s+night"
                  r"|(?:on|in)\s+the\s+(?:morning|evening)")
_QUIET_WHEN_HE = (r"(?:ב|בימי\s+|במשך\s+ה)(?:סופ\"?ש|סופי\s+שבוע|סוף\s+ה?שבוע|שבת|שבתות|לילה|לילות|חגים|חג|חופש|שישי"
                  r"|בוקר|ערב)|(?:לפני|אחרי|עד)\s+(?:ה?שעה\s+)?\S+")
_QUIET = re.compile(
    rf"^(?:please\s+|pls\s+)?(?:(?:turn|switch)\s+off|mute|silence|disable|pause|stop|no\s+more|no|don'?t\s+send(?:\s+me)?"
    rf"|(?:don'?t|do\s+not|stop)\s+(?:remind|message|text|ping|notify|bother|send)(?:ing)?(?:\s+me)?)\s*(?:all\s+)?"
    rf"(?:the\s+|my\s+|your\s+|any\s+)?(?:notifications?|alerts?|pings?|messages?|texts?|reminders?)?"
    rf"(?:\s+about\s+[\w' ]{{1,30}}?)?\s*(?P<when>{_QUIET_WHEN_EN})?\s*(?:please|pls)?\s*[.!]*$"
    rf"|^(?:בבקשה\s+)?(?:תכבי|תכבה|כבי|כבה|תשתיקי|תשתיק|תבטלי|תבטל|תפסיקי|תפסיק|בלי|אל\s+תשלחי|אל\s+תשלח|אל\s+תזכירי"
    rf"|אל\s+תזכיר|אל\s+תציקי|אל\s+תציק|לא\s+לשלוח|די\s+עם)\s+(?:לי\s+)?(?:את\s+)?(?:כל\s+)?(?:ה)?(?:התראות|הודעות"
    rf"|תזכורות|נוטיפיקציות)?(?:\s+(?:על|לגבי)\s+[\u05D0-\u05EA\"' ]{{1,30}}?)?\s*(?P<when_he>{_QUIET_WHEN_HE})?"
    r"\s*(?:בבקשה)?\s*[.!]*$",
    re.IGNORECASE)
_NOTIFICATIONS = re.compile(r"\b(?:notifications?|alerts?|pings?)\b|התראות|נוטיפיקציות", re.IGNORECASE)


@grammar
def quiet_times(ctx: RuleContext) -> Intent | None:
    m = _QUIET.match(ctx.text.strip())
    if m is None:
        return None
    if not (m.group("when") or m.group("when_he") or _NOTIFICATIONS.search(ctx.text)):
        return None  # "stop the reminder about the gym": a reminder to delete, the tasks'
    return Intent("general", "respond", {"operation": "respond", "kind": "unclear"}, 0.95, missing=[INTENT_UNCLEAR],
                  intent_type="conversation")
