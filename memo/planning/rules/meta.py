"""`meta`: "help", "what can you do?", "איך זה עובד?", in both languages: Memo describes its capabilities.

Also described rather than acted on: whether Memo works with a service ("can you work with gmail", "את
יודעת לעבוד גם עם ג'ימייל"), how to connect Google ("how do I connect my google calendar", "איך אני
מחבר את היומן של גוגל": a question about Memo, not a request to connect or an event), and which language
Memo answers in ("answer me in english from now on", "switch to english pls", "באיזה שפות את מדברת"): there is
no language setting, Memo answers in the language it is written to, and the description says so.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext

_U = r"(?:you|u|ya)"
_HELP = re.compile(
    rf"^\s*(?:help|/help|/start|menu|\?|what\s+can\s+{_U}\s+do|what\s+do\s+{_U}\s+do|what\s+are\s+{_U}|who\s+are\s+{_U}"
    rf"|how\s+(?:do|should|can)\s+(?:i|{_U})\s+use(?:\s+{_U}|\s+this(?:\s+(?:thing|app|bot|service))?|\s+memo|\s+it)?|what\s+can\s+i\s+(?:ask|do)(?:\s+here)?|commands|features"
    r"|what\s+are\s+your\s+(?:features|skills|abilities|capabilities)|what\s+(?:kind\s+of\s+)?(?:things|stuff)\s+can\s+"
    rf"{_U}\s+do|what\s+are\s+{_U}\s+(?:able\s+to|capable\s+of)(?:\s+doing)?|what\s+can\s+{_U}\s+help\s+(?:me\s+)?with"
    rf"|how\s+(?:does|do)\s+(?:this|it|{_U}|memo)\s+work|what\s+else\s+can\s+{_U}\s+do|show\s+me\s+what\s+{_U}\s+can\s+do"
    r"|עזרה|תפריט|מה אתה יודע לעשות|מה את יודעת לעשות|מה אתה יכול לעשות|מה את יכולה לעשות|מה אפשר לעשות"
    r"|מי אתה|מי את|איך משתמשים(?: בך| בזה| בבוט| באפליקציה)?|איך עובדים(?: איתך| עם זה| עם הבוט)"
    r"|איך אני עובד(?:ת)? איתך|מה אתה עושה|מה את עושה|במה את יכולה לעזור(?: לי)?"
    r"|במה אתה יכול לעזור(?: לי)?|איך זה עובד|איך את עובדת|איך אתה עובד|מה עוד את יודעת לעשות|מה עוד אתה יודע לעשות"
    r"|מה את יודעת|מה אתה יודע|מה את יכולה|מה אתה יכול|מה היכולות שלך|אילו דברים (?:את|אתה) (?:יודעת|יודע|יכולה|יכול)"
    r"(?: לעשות)?)"
    # "exactly", "for me", "besides reminders": the same question.
    r"(?:\s+(?:exactly|really|actually|for\s+me|here|בעצם|בדיוק|בשבילי))*"
    r"(?:\s+(?:besides|other\s+than|apart\s+from|except(?:\s+for)?|beyond|חוץ\s+מ|מלבד|בנוסף\s+ל)\s*\S.{0,40})?"
    r"\s*[?!.]*\s*$",
    re.IGNORECASE,
)
_CONNECT_HOW = re.compile(
    r"^(?:so\s+)?(?:how\s+(?:do|can|should|would)\s+(?:i|we|you|u)|how\s+to|can\s+i|is\s+it\s+possible\s+to)"
    r"\s+(?:connect|link|hook\s+up|sync|add|set\s+up|integrate)\s+(?:my\s+|the\s+|a\s+)?(?:google|gmail|calendar"
    r"|outlook)\b.{0,40}$"
    r"|^(?:איך|איך\s+אפשר|איך\s+אני\s+יכול|איך\s+אני\s+יכולה)\s+(?:אני\s+)?(?:מחבר|מחברת|מחברים|לחבר|מקשר|מקשרת|לקשר|מסנכרן"
    r"|מסנכרנת|לסנכרן)\s+(?:לך\s+|אליך\s+)?(?:את\s+)?(?:ה?יומן|גוגל|ה?ג'?ימייל|ה?מייל|ה?חשבון)(?![\u05D0-\u05EA]).{0,40}$",
    re.IGNORECASE)
_REPLY_LANGUAGE = re.compile(
    r"^(?:(?:can|could|would|will)\s+(?:you|u)\s+|please\s+|pls\s+)?(?:answer|reply|respond|talk|speak|write|text)"
    r"(?:\s+(?:to\s+)?me)?\s+(?:only\s+)?in\s+(?:english|hebrew)\b.{0,30}$"
    r"|^(?:switch|change)\s+(?:the\s+|your\s+)?language\b.{0,30}$"
    r"|^(?:בבקשה\s+)?(?:תעני|תענה|תדברי|תדבר|תכתבי|תכתוב|דברי|דבר)\s+(?:לי\s+|איתי\s+|אליי\s+)?(?:רק\s+)?(?:באנגלית"
    r"|בעברית)(?![\u05D0-\u05EA]).{0,30}$|^(?:תחליפי|תחליף|תעברי|תעבור)\s+(?:את\s+ה)?(?:שפה\s+)?(?:ל)?(?:אנגלית|עברית)"
    r"(?![\u05D0-\u05EA]).{0,30}$"
    # "switch to english pls", "go back to hebrew", "english from now on please", "עברית מעכשיו בבקשה".
    r"|^(?:(?:can|could)\s+(?:you|u)\s+|please\s+|pls\s+)?(?:switch|change|go|move)\s+(?:back\s+)?(?:over\s+)?to\s+"
    r"(?:english|hebrew)\b(?P<tail_en>.{0,70})$"
    r"|^(?:in\s+)?(?:english|hebrew)\s+(?:from\s+now\s+on|only|please|pls)\b.{0,30}$"
    r"|^(?:רק\s+)?(?:באנגלית|בעברית|אנגלית|עברית)\s+(?:מעכשיו|מהיום|בבקשה|רק)(?![\u05D0-\u05EA]).{0,30}$",
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


@grammar
def describe(ctx: RuleContext) -> Intent | None:
    text = ctx.text.strip()
    if _HELP.match(text):
        return Intent("meta", "describe_capabilities", {"operation": "describe"}, 0.97, intent_type="meta")
    language = _REPLY_LANGUAGE.match(text)
    if language and len(language.group("tail_en") or "") > 30 and ctx.time is not None:
        language = None  # "switch to english and remind me at 5 to ...": a request rides on it
    if _CONNECT_HOW.match(text) or language or _LANGUAGES.match(text) or (_WORKS_WITH.match(text) and ctx.time is None):
        # Above the calendar's reading of "connect ... calendar" as an event (0.92).
        return Intent("meta", "describe_capabilities", {"operation": "describe"}, 0.95, intent_type="meta")
    return None
