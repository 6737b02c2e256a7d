"""Gmail's search syntax, built from a person's words ("from:dana budget after:2026/11/22").

Shared by the rules grammar (planning/rules/gmail.py) and by the gmail capability (memo/google/gmail.py)
for LLM steps that describe the email they mean in words.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta

ADDR = r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}"
ADDRESS = re.compile(rf"(?<![A-Za-z0-9._%+]){ADDR}(?![A-Za-z0-9-])")
HE_LETTER = r"[\u0590-\u05FF]"


_WINDOWS = {  # time words of a search -> (days back for "after", days back for "before" or None)
    "today": (0, None), "היום": (0, None), "yesterday": (1, 0), "אתמול": (1, 0), "this week": ("week", None),
    "השבוע": ("week", None), "last week": ("lastweek", "week"), "בשבוע שעבר": ("lastweek", "week"),
    "שבוע שעבר": ("lastweek", "week"), "this month": ("month", None), "החודש": ("month", None),
}
_WINDOW_RE = re.compile(r"(?<!\w)(?:מ|ב)?(" + "|".join(sorted(map(re.escape, _WINDOWS), key=len, reverse=True))
                        + r")(?!\w)", re.IGNORECASE)


def _window(text: str, now: datetime) -> tuple[list[str], str]:
    """Gmail after:/before: terms for the time words of a search (weeks start on Sunday), and the rest."""
    m = _WINDOW_RE.search(text)
    if m is None:
        return [], text
    today = now.date()
    sunday = today - timedelta(days=(today.weekday() + 1) % 7)
    marks = {"week": sunday, "lastweek": sunday - timedelta(days=7), "month": today.replace(day=1)}
    days = [marks[d] if isinstance(d, str) else today - timedelta(days=d) for d in _WINDOWS[m.group(1).lower()]
            if d is not None]
    terms = [f"{k}:{d:%Y/%m/%d}" for k, d in zip(("after", "before"), days, strict=False)]
    return terms, (text[:m.start()] + " " + text[m.end():]).strip()


def sender(name: str) -> str:
    """"the bank" -> bank, "Dana Cohen" -> "Dana Cohen" (quoted): a Gmail from:/to: value."""
    name = re.sub(r"^(?:the|my|our)\s+|'s$|^ה(?=\S{2,})", "", name.strip(" ?.!,"), flags=re.IGNORECASE).strip()
    return f'"{name}"' if " " in name else name


def topic(text: str) -> str:
    """Topic words without a leading article ("the budget" -> budget)."""
    text = re.sub(r"^(?:the|my|our|a|an|ה)\s+", "", text.strip(" ?.!,"), flags=re.IGNORECASE)
    return text.strip()


_FROM_EN = re.compile(rf"\bfrom\s+(?P<x>{ADDR}|(?:the\s+|my\s+|our\s+)?[\w'.-]+(?:\s+(?-i:[A-Z])[\w'-]*)?)",
                      re.IGNORECASE)
_TO_EN = re.compile(rf"\b(?:i\s+)?sent\s+to\s+(?P<x>{ADDR}|[\w'.-]+)", re.IGNORECASE)
ABOUT_EN = re.compile(r"\b(?:about|regarding|concerning|re|for|mentioning|containing|titled|with (?:the )?subject)\s+"
                       r"(?P<x>.+?)(?=\s+(?:from|sent to)\b|$)", re.IGNORECASE)
_FROM_HE = re.compile(rf"(?:^|\s)(?:מאת\s+|מ-?\s*)(?P<x>{ADDR}|ה?{HE_LETTER}{{2,}}"
                      rf"(?:\s+(?!על|לגבי|בנושא|ש){HE_LETTER}{{2,}})?)")
_ABOUT_HE = re.compile(r"(?:^|\s)(?:על|לגבי|בנושא|בעניין|בקשר ל)\s*-?\s*(?P<x>.+)$")


def gmail_query(rest: str, now: datetime, *, unread: bool = False) -> str:
    """A Gmail search query from the words after "emails": from:, to:, topic words, is:, has:, dates."""
    terms, rest = _window(rest, now)
    parts: list[str] = []
    for pattern, prefix in ((_TO_EN, "to:"), (_FROM_EN, "from:"), (_FROM_HE, "from:")):
        m = pattern.search(rest)
        if m and not re.fullmatch(r"me|i|you|it|this|that", m.group("x").strip(), re.IGNORECASE):
            parts.append(prefix + sender(m.group("x")))
            rest = rest[:m.start()] + " " + rest[m.end():]
    m = ABOUT_EN.search(rest) or _ABOUT_HE.search(rest)
    if m:
        parts.append(topic(m.group("x")))
    if unread:
        parts.append("is:unread")
    if re.search(r"\battach|קובץ מצורף|עם קבצים|מצורפים", rest, re.IGNORECASE):
        parts.append("has:attachment")
    return " ".join(p for p in parts + terms if p)
