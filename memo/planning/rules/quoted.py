"""A message someone else wrote, pasted in before the request about it.

"my wife just sent: 'we're out of olive oil and wipes' 🙄 add them to the list", "from yoav: 'my new address is
12 herzl st' -> save it under yoav", "אמא כתבה: "ארוחת שישי אצלנו ב-7" תכניס ליומן". The grammars read a remark
followed by a request about it ("we're out of dish soap. put it on the list"), not a quotation with its sender
named. This second reading drops the attribution and the quotation marks, so the pasted words become the
sentence the request points at. Only a message that opens with the attribution and a quotation, and has a
request after it, is read this way.
"""

from __future__ import annotations

import re

_HE = r"\u05D0-\u05EA"
_EMOJI = "\U0001F000-\U0001FAFF\u2600-\u27BF\u2B00-\u2BFF\ufe0f\u200d"
# Who wrote it: "my wife just sent:", "boss texted:", "from yoav:", "dana wrote me this:", "אמא שלחה:", "מדני:".
_ATTRIBUTION = re.compile(
    rf"^\s*(?:(?:from|fwd\s+from|forwarded\s+from)\s+[\w' .-]{{1,30}}?"
    rf"|(?:[\w'-]+\s+){{0,3}}(?:just\s+)?(?:sent|wrote|texted|said|messaged|whatsapped|emailed|posted|asked)"
    rf"(?:\s+(?:me|us|in\s+the\s+group))?(?:\s+this)?"
    rf"|(?:[{_HE}'\"]+\s+){{0,3}}(?:שלח|שלחה|שלחו|כתב|כתבה|כתבו|אמר|אמרה|אמרו|ביקש|ביקשה|הודיע|הודיעה)"
    rf"(?:\s+(?:לי|לנו|בקבוצה))?(?:\s+(?:את\s+)?זה)?"
    rf"|מ[{_HE}]{{2,}}(?:\s+[{_HE}]+)?)\s*:\s*")
# The quotation, in straight or curly marks.
_QUOTE = re.compile(r"""(['"“”‘’״])(?P<said>.{3,}?)(?:['"“”‘’״])""", re.DOTALL)
# Between the quotation and the request: punctuation, arrows, emoji.
_BETWEEN = re.compile(rf"^[\s.,;:!?\-–—>→=]*(?:[{_EMOJI}][\s.,;:!?\-–—>→]*)*")


def unquoted(text: str) -> str | None:
    """ "from yoav: 'my new address is …' 📍 save it under yoav" -> "my new address is …. save it under yoav";
    None unless the message is an attributed quotation followed by a request."""
    head = _ATTRIBUTION.match(text)
    if head is None:
        return None
    quote = _QUOTE.match(text, head.end())
    if quote is None:
        return None
    rest = text[quote.end():]
    gap = _BETWEEN.match(rest)
    request = rest[gap.end():].strip() if gap else rest.strip()
    if len(request.split()) < 2:
        return None
    said = quote.group("said").strip().rstrip(".!?,;")
    return f"{said}. {request}"
