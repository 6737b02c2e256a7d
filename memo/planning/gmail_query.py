"""Gmail's search syntax, built from a person's words ("from:dana budget after:2026/11/22").

Shared by the rules grammar (planning/rules/gmail.py, gmail_manage.py) and by the gmail capability
(memo/google/gmail.py) for LLM steps that describe the email they mean in words.

Every word that says what the email is about is kept: the sender, the recipient, the time window, the
state words (unread, starred, with attachments) become operators, and whatever is left once the
connecting words are dropped ("the email with the flight details" -> "flight details") stays a search term.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta

ADDR = r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}"
ADDRESS = re.compile(rf"(?<![A-Za-z0-9._%+]){ADDR}(?![A-Za-z0-9-])")
HE_LETTER = r"[\u0590-\u05FF]"
HE_WORD = r"[\u0590-\u05FF'\"-]"
UNREAD_INBOX = "is:unread in:inbox"


_WINDOWS = {  # time words of a search -> (days back for "after", days back for "before" or None)
    "today": (0, None), "היום": (0, None), "yesterday": (1, 0), "אתמול": (1, 0), "this week": ("week", None),
    "השבוע": ("week", None), "last week": ("lastweek", "week"), "בשבוע שעבר": ("lastweek", "week"),
    "שבוע שעבר": ("lastweek", "week"), "this month": ("month", None), "החודש": ("month", None),
    "השבוע שעבר": ("lastweek", "week"), "החודש שעבר": ("lastmonth", "month"),
    "last month": ("lastmonth", "month"), "בחודש שעבר": ("lastmonth", "month"), "חודש שעבר": ("lastmonth", "month"),
}
_WINDOW_WORDS = "|".join(sorted(map(re.escape, _WINDOWS), key=len, reverse=True))
_WINDOW_RE = re.compile(rf"(?<!\w)(?:(?:from|since|of|sent)\s+|מ|ב)?({_WINDOW_WORDS})(?!\w)", re.IGNORECASE)

# "in the last 3 days", "over the past week", "ב-3 הימים האחרונים", "בשבוע האחרון" -> newer_than:3d / 7d.
_COUNT_EN = {"a": 1, "an": 1, "one": 1, "two": 2, "couple": 2, "couple of": 2, "three": 3, "few": 3, "four": 4,
             "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}
_COUNT_HE = {"שני": 2, "שתי": 2, "שלושה": 3, "שלושת": 3, "שלוש": 3, "ארבעה": 4, "ארבעת": 4, "ארבע": 4, "חמישה": 5,
             "חמשת": 5, "חמש": 5, "שישה": 6, "ששת": 6, "שבעה": 7, "שבעת": 7, "עשרה": 10, "עשרת": 10}
_NUM_EN = r"\d+|" + "|".join(sorted(map(re.escape, _COUNT_EN), key=len, reverse=True))
_NEWER_EN = re.compile(
    rf"\b(?:(?:in|within|over|during|from|for)\s+)?(?:(?:the\s+)?(?:last|past|previous)\s+(?P<n>{_NUM_EN})\s+"
    rf"|the\s+(?:last|past)\s+|past\s+)(?P<unit>hours?|days?|weeks?|months?|years?)\b", re.IGNORECASE)
_NEWER_HE = re.compile(
    rf"(?<!\S)(?:ב|מ|מה|מן ה)?-?\s*(?:(?P<n>\d+|{'|'.join(_COUNT_HE)})\s+)?ה?(?P<unit>יומיים|שבועיים|חודשיים"
    r"|ימים|יום|שבועות|שבוע|חודשים|חודש|שנים|שנה|שעות)\s+ה?אחרו(?:נים|נות|נה|ן)(?!\S)")
# "from october", "in oct", "מאוקטובר", "בחודש אוקטובר": the month's days, the latest such month not after today.
# "from april/may/june" are as often people ("the email from June"): those count only after "in"/"of"/"since".
_MONTHS_EN = {"january": 1, "jan": 1, "february": 2, "feb": 2, "march": 3, "april": 4, "apr": 4, "may": 5,
              "june": 6, "july": 7, "august": 8, "aug": 8, "september": 9, "sept": 9, "sep": 9, "october": 10,
              "oct": 10, "november": 11, "nov": 11, "december": 12, "dec": 12}
_MONTHS_HE = {"ינואר": 1, "פברואר": 2, "מרץ": 3, "מרס": 3, "אפריל": 4, "מאי": 5, "יוני": 6, "יולי": 7,
              "אוגוסט": 8, "ספטמבר": 9, "אוקטובר": 10, "נובמבר": 11, "דצמבר": 12}
_NAMES_TOO = r"april|may|june"
_MONTH_RE = re.compile(
    rf"(?<!\w)(?:(?:in|of|since|during)\s+(?:the\s+month\s+of\s+)?(?P<en>{'|'.join(_MONTHS_EN)})"
    rf"|from\s+(?:the\s+month\s+of\s+)?(?P<en2>(?!(?:{_NAMES_TOO})\b)(?:{'|'.join(_MONTHS_EN)})))\b(?!\s*\d)"
    rf"|(?<!\S)(?:מ|ב|של\s+|מחודש\s+|בחודש\s+|מ?ה?חודש\s+)-?(?P<he>{'|'.join(_MONTHS_HE)})(?!\S)(?!\s*\d)",
    re.IGNORECASE)
_UNIT = {"hour": "h", "day": "d", "week": "w", "month": "m", "year": "y", "שעות": "h", "יום": "d", "ימים": "d",
         "שבוע": "w", "שבועות": "w", "חודש": "m", "חודשים": "m", "שנה": "y", "שנים": "y", "יומיים": "2d",
         "שבועיים": "2w", "חודשיים": "2m"}


def _window(text: str, now: datetime) -> tuple[list[str], str]:
    """Gmail after:/before:/newer_than: terms for the time words of a search (weeks start on Sunday), and the rest."""
    m = _NEWER_EN.search(text) or _NEWER_HE.search(text)
    if m is not None:
        raw = (m.group("n") or "").lower()
        count = int(raw) if raw.isdigit() else _COUNT_EN.get(raw) or _COUNT_HE.get(raw) or 1
        unit = _UNIT.get(m.group("unit").lower().rstrip("s") if m.group("unit").isascii() else m.group("unit"))
        if unit and unit[0].isdigit():  # "יומיים": two days
            count, unit = int(unit[0]), unit[1:]
        count, unit = {"h": (max(1, -(-count // 24)), "d"), "w": (count * 7, "d")}.get(unit or "d", (count, unit))
        return [f"newer_than:{count}{unit}"], (text[:m.start()] + " " + text[m.end():]).strip()
    m = _MONTH_RE.search(text)
    if m is not None:
        month = _MONTHS_EN.get((m.group("en") or m.group("en2") or "").lower()) or _MONTHS_HE[m.group("he")]
        year = now.year if month <= now.month else now.year - 1
        first, after = f"{year}/{month:02d}/01", f"{year + month // 12}/{month % 12 + 1:02d}/01"
        return [f"after:{first}", f"before:{after}"], (text[:m.start()] + " " + text[m.end():]).strip()
    m = _WINDOW_RE.search(text)
    if m is None:
        return [], text
    today = now.date()
    sunday = today - timedelta(days=(today.weekday() + 1) % 7)
    month = today.replace(day=1)
    marks = {"week": sunday, "lastweek": sunday - timedelta(days=7), "month": month,
             "lastmonth": (month - timedelta(days=1)).replace(day=1)}
    days = [marks[d] if isinstance(d, str) else today - timedelta(days=d) for d in _WINDOWS[m.group(1).lower()]
            if d is not None]
    terms = [f"{k}:{d:%Y/%m/%d}" for k, d in zip(("after", "before"), days, strict=False)]
    return terms, (text[:m.start()] + " " + text[m.end():]).strip()


def sender(name: str) -> str:
    """"the bank" -> bank, "Dana Cohen" -> "Dana Cohen" (quoted): a Gmail from:/to: value."""
    name = re.sub(r"^(?:the|my|our)\s+|'s$|^ה(?=\S{2,})", "", name.strip(" ?.!,"), flags=re.IGNORECASE).strip()
    return f'"{name}"' if " " in name else name


def topic(text: str) -> str:
    """Topic words without a leading article or a trailing "please" ("the budget please" -> budget)."""
    text = re.sub(r"^(?:the|my|our|a|an|ה)\s+", "", text.strip(" ?.!,"), flags=re.IGNORECASE)
    text = re.sub(r"[\s,]+(?:please|pls|thanks|thank you|בבקשה|תודה)$", "", text, flags=re.IGNORECASE)
    return text.strip(" ?.!,")


# Words that connect a description but say nothing about the email itself.
_FILLER_EN = (
    "a|an|the|my|me|i|you|your|our|us|to|of|in|on|at|for|with|and|or|but|please|pls|thanks|thank|it|its|this|that"
    "|these|those|is|are|was|were|be|been|any|some|all|every|each|new|latest|last|recent|most|newest|just|email"
    "|emails|e-mail|e-mails|mail|mails|message|messages|inbox|gmail|one|ones|did|do|does|have|has|had|got|get|gotten"
    "|received|receive|yet|again|still|there|here|who|what|which|where|when|up|show|find|look|search|please|from"
    "|by|about|regarding|sent|too|also|as|well|word|words|mentions|mentioning|contains|containing|called|named|say"
    "|says|said|subject|titled|title|whole|entire|thread|conversation|newsletter|newsletters|those|them")
_FILLER_HE = {"את", "של", "לי", "שלי", "על", "עם", "כל", "הכל", "הכול", "מה", "מי", "יש", "היה", "היו", "קיבלתי",
              "שקיבלתי", "חדש", "חדשים", "חדשה", "החדש", "החדשים", "האחרון", "האחרונים", "אחרון", "מייל", "מיילים",
              "המייל", "המיילים", "אימייל", "אימיילים", "האימייל", "האימיילים", "בבקשה", "תודה", "אם", "האם", "כבר",
              "עוד", "גם", "זה", "הזה", "ההוא", "אותו", "לגבי", "בנושא", "שנשלח", "שנשלחו", "שהגיע", "שהגיעו",
              "שלא", "נקראו", "ההודעה", "הודעה", "בתיבה", "בדואר", "דואר", "הדואר", "דוא\"ל", "ניוזלטר", "הניוזלטר",
              "ניוזלטרים", "הניוזלטרים", "תוכן", "המילה", "המילים", "שכתוב", "שכתוב בו", "בו", "שבו", "שמזכיר"}
_FILLER_EN_RE = re.compile(rf"^(?:{_FILLER_EN})$", re.IGNORECASE)
_NAME_TAIL_EN = ("about|regarding|re|with|as|to|on|in|at|for|from|of|and|or|saying|that|which|who|please|again|too"
                 "|under|into|sent|is|are|was|labeled|labelled|marked")
_FROM_EN = re.compile(rf"\bfrom\s+(?P<x>{ADDR}|(?:the\s+|my\s+|our\s+)[\w'.-]+(?:\s+(?!(?:{_NAME_TAIL_EN})\b)"
                      rf"[a-z][\w'-]*)?|[\w'.-]+(?:\s+(?-i:[A-Z])[\w'-]*)?)", re.IGNORECASE)
_SENT_BY_EN = re.compile(r"(?:^|\s)(?P<x>(?-i:[A-Z])[\w'.-]+|(?:the|my)\s+[\w'-]+)\s+(?:sent|e-?mailed|forwarded|wrote)"
                         r"\s+(?:me|us)\b", re.IGNORECASE)
_TO_EN = re.compile(rf"\b(?:i\s+)?sent\s+to\s+(?P<x>{ADDR}|[\w'.-]+)", re.IGNORECASE)
ABOUT_EN = re.compile(r"\b(?:about|regarding|concerning|re|for|mentioning|containing|titled|with (?:the )?subject)\s+"
                      r"(?P<x>.+?)(?=\s+(?:from|sent to)\b|$)", re.IGNORECASE)
_HE_NOT_NAME = r"(?:על|לגבי|בנושא|בעניין|בקשר|עם|של|אל|לי|את|גם|שוב|[שכוב]\S*)(?!\S)"
# A sender in Latin letters after the Hebrew "from" ("מ-ikea", "מאמזון") is a brand or a name as well.
# A thing whose own name starts with מ ("מערכת שעות", "מצגת", "מסמך") is no "from".
# "סופר-פארם" is one name, not "סופר" and a negated "-פארם".
_FROM_HE = re.compile(rf"(?:^|\s)(?!מייל|מספר\s|מערכת\s|מצגת|מסמך|מסמכים|מכתב)(?:מאת\s+|מ-?\s*)"
                      rf"(?P<x>{ADDR}|ה?{HE_LETTER}{{2,}}(?:-{HE_LETTER}{{2,}})?"
                      rf"(?:\s+(?!{_HE_NOT_NAME}){HE_LETTER}{{2,}})?|[A-Za-z][\w'.&-]+(?:\s+(?-i:[A-Z])[\w'&-]*)?)")
# A sender's name that runs on past what the patterns above take: "from bank of america", "from the city of tel
# aviv", "מאל על עם ..." (where "על" followed by another connector cannot be "about"), "מעיריית תל אביב על ...".
# Cutting such a name would search for the wrong sender, so its words are searched for wherever they are.
_NAME_BOUNDARY_EN = r"(?=\s+(?:about|regarding|re|with|from|sent|on|in|for|that|which)\b|\s*[?!.,]?\s*$)"
_NAME_GOES_ON = re.compile(
    rf"\s+(?P<quoted>of\s+[A-Za-z][\w'-]*(?:\s+[A-Za-z][\w'-]*){{0,2}}?{_NAME_BOUNDARY_EN}"
    r"|על(?=\s+(?:עם|על|את|של|לגבי|בנושא|ש\S*|ה?מ?אתמול|ה?מ?היום)(?!\S)|\s*[?!.,]?\s*$))"
    rf"|(?P<words>(?:\s+(?!{_HE_NOT_NAME}){HE_LETTER}{{2,}})+)(?=\s+(?:על|לגבי|בנושא|עם)(?!\S)|\s*[?!.,]?\s*$)",
    re.IGNORECASE)
_ABOUT_HE = re.compile(r"(?:^|\s)(?:על|לגבי|בנושא|בעניין|בקשר ל)\s*-?\s*(?P<x>.+)$")
_STATES = (  # (words, operator)
    (re.compile(r"\b(?:unread|haven'?t (?:yet )?(?:read|opened)|didn'?t (?:read|open)|not (?:yet )?read)\b"
                r"|שלא (?:נקרא|נקראו|נקראה|קראתי)", re.IGNORECASE), "is:unread"),
    (re.compile(r"\bstarred\b|\bwith a star\b|(?<!\S)(?:המסומנ(?:ים|ות|ת)? בכוכב|עם כוכב)", re.IGNORECASE),
     "is:starred"),
    (re.compile(r"\bimportant\b|(?<!\S)ה?חשוב(?:ים|ות|ה)?(?!\S)", re.IGNORECASE), "is:important"),
    (re.compile(r"\b(?:with\s+(?:an?\s+|the\s+)?|that\s+ha(?:ve|s)\s+(?:an?\s+)?)?attach(?:ment|ments|ed)\b"
                r"|(?<!\S)(?:עם\s+)?(?:קבצים מצורפים|קובץ מצורף|קבצים|צרופות|צרופה|קובץ)(?!\S)|(?<!\S)מצורפים(?!\S)",
                re.IGNORECASE), "has:attachment"),
)

# A mailbox folder named as the place ("from spam", "in the trash", "מהספאם", "בפח"): Gmail's in: operator. Only
# when the folder word ends the phrase: "from the spam guy" is a sender.
_ENDS = r"(?=\s*$|\s*[?!.,;]|\s+(?:folder|too|please|pls|and|about|with|from|that|של|עם|על|בבקשה|ו\S+)(?!\S))"
_FOLDERS = (
    (re.compile(rf"\b(?:from|in|out\s+of)\s+(?:the\s+|my\s+)?(?:spam|junk)(?:\s+(?:folder|mail))?{_ENDS}"
                rf"|(?<!\S)(?:מ|ב)(?:ה)?(?:ספאם|דואר\s+(?:ה)?זבל){_ENDS}", re.IGNORECASE), "in:spam"),
    (re.compile(rf"\b(?:from|in|out\s+of)\s+(?:the\s+|my\s+)?(?:trash|bin)(?:\s+folder)?{_ENDS}"
                rf"|(?<!\S)(?:מ|ב)(?:ה)?(?:פח|אשפה){_ENDS}", re.IGNORECASE), "in:trash"),
    (re.compile(rf"\bin\s+(?:the\s+|my\s+)?drafts?(?:\s+folder)?{_ENDS}|(?<!\S)ב(?:ה)?טיוטות{_ENDS}", re.IGNORECASE),
     "in:drafts"),
)


def _leftover(text: str) -> str:
    """The words of a description not yet turned into operators, without the connecting words."""
    kept = []
    for word in re.split(r"\s+", re.sub(r"[?!.,;:()\"“”]+(?=\s|$)|^[\"“(]", " ", text)):
        bare = word.strip("'")
        if not bare or _FILLER_EN_RE.match(bare) or bare in _FILLER_HE or re.fullmatch(r"[-–'\"]+", bare):
            continue
        kept.append(bare)
    return " ".join(kept)


# "from my grandson, Daniel", "מהנכד שלי, Daniel", "from my lawyer, Mr. Shmueli": the one described is the one named
# after the comma, and the name is what a sender's mail is found by (a title is not in the From line).
_TITLE = r"(?:(?:Mr|Mrs|Ms|Dr|Adv)\.?\s+|(?:עו\"ד|עוה\"ד|ד\"ר|מר|גב'|גברת)\s+)?"
_NAMED_AFTER = re.compile(
    rf"\bfrom\s+(?:my|our|the)\s+[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?\s*,\s*{_TITLE}(?P<en>(?-i:[A-Z])[\w'-]*"
    rf"(?:\s+(?-i:[A-Z])[\w'-]*)?)"
    rf"|(?<!\S)מ(?:ה)?{HE_LETTER}{{2,}}(?:\s+{HE_LETTER}{{2,}})?\s+של(?:י|נו)\s*,\s*{_TITLE}"
    rf"(?P<he>[A-Za-z][\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*)?|(?!{_HE_NOT_NAME}){HE_LETTER}{{2,}})(?![\w\u0590-\u05FF])")


def _named_after(rest: str) -> str:
    """`rest` with "from my grandson, Daniel" said as "from Daniel"."""
    return _NAMED_AFTER.sub(lambda m: f"from {m['en']}" if m["en"] else f"מ-{m['he']}", rest)


def gmail_query(rest: str, now: datetime, *, unread: bool = False) -> str:
    """A Gmail search query from the words that describe the email: from:, to:, topic words, is:, has:, dates."""
    terms, rest = _window(_named_after(rest), now)
    parts: list[str] = []
    for pattern, operator in _FOLDERS:
        m = pattern.search(rest)
        if m:
            terms.insert(0, operator)
            rest = rest[:m.start()] + " " + rest[m.end():]
    for pattern, operator in _STATES:
        m = pattern.search(rest)
        if m:
            unread = unread or operator == "is:unread"
            if operator != "is:unread":
                terms.insert(0, operator)
            rest = rest[:m.start()] + " " + rest[m.end():]
    for pattern, prefix in ((_TO_EN, "to:"), (_FROM_EN, "from:"), (_SENT_BY_EN, "from:"), (_FROM_HE, "from:")):
        m = pattern.search(rest)
        if m and not re.fullmatch(r"me|i|you|it|this|that|him|her|them|us|the\s+\w+\s+one", m.group("x").strip(),
                                  re.IGNORECASE) and not any(p.startswith("from:") for p in parts if prefix == "from:"):
            longer = _NAME_GOES_ON.match(rest, m.end()) if prefix == "from:" else None
            if longer is not None:  # where the name ends is not clear: its words are searched, wherever they are
                name = sender(m.group("x")).strip('"')
                parts.append(f'"{name} {longer.group("quoted")}"' if longer.group("quoted") else
                             f"{name}{longer.group('words')}")
                rest = rest[:m.start()] + " " + rest[longer.end():]
                continue
            parts.append(prefix + sender(m.group("x")))
            rest = rest[:m.start()] + " " + rest[m.end():]
    m = ABOUT_EN.search(rest) or _ABOUT_HE.search(rest)
    about = ""
    if m:
        about, rest = topic(m.group("x")), rest[:m.start()] + " " + rest[m.end():]
    words = re.sub(r"\s+", " ", " ".join(w for w in (_leftover(rest), about) if w)).strip()
    if words:
        parts.append(words)
    if unread:
        parts.append("is:unread")
    return " ".join(p for p in parts + terms if p)
