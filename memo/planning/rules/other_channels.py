"""A message Memo is asked to post somewhere it cannot: a WhatsApp group, a class or family chat, Slack, SMS.
"תכתבי בקבוצת ההורים בוואטסאפ שאני מביאה עוגה", "post in the class whatsapp group that I'm bringing a cake",
"tell the carpool group on whatsapp that I can drive tomorrow", "תשלחי וואטסאפ לשותפה שלי ש...".

No grammar lives here. Memo sends mail only; read as a writing request ("תכתבי ...": general.py) or as the user's
own reminder ("post in the family chat that dinner is at 8": task_implied.py) the message would be answered or set
silently and never reach the group. Such a request is left unread, so the user is asked what to do with it.
"Remind me to post in the class group ..." is the user's own errand and is not this: the verb must open the request.
"""

from __future__ import annotations

import re

from memo.planning.rules.gmail_manage import strip_opening

_APP_EN = r"(?:whats\s?app|wa|slack|telegram|signal|sms|text\s+message)"
_APP_HE = r"(?:וואטסאפ|ווטסאפ|וואצאפ|ווצאפ|וואטס|whats\s?app|טלגרם|סלאק|סמס|מסרון|SMS)"
_GROUP_EN = r"(?:group(?:\s+chat)?|chat|channel|thread)"
_POSTS_EN = re.compile(
    r"^(?:(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+|pls\s+)?|(?:please|pls|plz)\s+)?"
    r"(?:post|write|send|put|drop|share|message|msg|text|tell|ask|update|let|whats\s?app)\b"
    # the group or app within a few words: "in the class whatsapp group", "on whatsapp", "the carpool group"
    rf"(?:\s+(?!about\b|of\b|regarding\b)\S+){{0,4}}?\s+(?:(?:in|on|to|into|via|through|over|at)\s+"
    rf"(?:the\s+|my\s+|our\s+|a\s+|an\s+)?(?:[\w'-]+\s+){{0,3}}?(?:{_GROUP_EN}|{_APP_EN})"
    rf"|(?:the|my|our)\s+(?:[\w'-]+\s+){{0,3}}?{_GROUP_EN})\b(?!\s+(?:list|doc|document|notes?|file|address|number)\b)"
    rf"|^(?:send|drop)\s+(?:a\s+|an\s+)?{_APP_EN}\b", re.IGNORECASE)
_VERB_HE = (r"(?:תכתוב|תכתבי|כתוב|כתבי|תשלח|תשלחי|שלח|שלחי|תפרסם|תפרסמי|פרסם|פרסמי|תעדכן|תעדכני|עדכן|עדכני|תודיע"
            r"|תודיעי|הודע|הודיעי|תגיד|תגידי|תשאל|תשאלי|תעלה|תעלי|תכניס|תכניסי|תשים|תשימי)")
_POSTS_HE = re.compile(
    rf"^(?:בבקשה\s+|(?:את\s+)?(?:יכולה|יכול|תוכלי|תוכל)\s+)?{_VERB_HE}(?:\s+לי)?"
    # "בקבוצת ההורים", "לקבוצה של הגן", "את קבוצת ההסעות", "בצ'אט של המשפחה", "בוואטסאפ", "ב-WhatsApp"
    rf"(?:\s+(?!על(?!\S))\S+){{0,3}}?\s+(?:(?:[בל]-?|את\s+)ה?(?:קבוצ|צ'?אט|ערוץ)\S*|[בל]-?ה?{_APP_HE})(?![\u05D0-\u05EA])"
    # "תשלחי וואטסאפ לשותפה", "תשלחי הודעת וואטסאפ": the app right after the verb
    rf"|^{_VERB_HE}\s+(?:הודעה\s+|הודעת\s+)?{_APP_HE}(?![\u05D0-\u05EA])", re.IGNORECASE)


def posts_elsewhere(text: str) -> bool:
    """`text` asks Memo to post or send a message in a group, a chat or another app than mail."""
    words = strip_opening(text.strip())
    return bool(_POSTS_EN.match(words) or _POSTS_HE.match(words))
