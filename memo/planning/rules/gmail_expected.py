"""What the user is waiting for, said after asking about the mail: "did I get anything from El Al? expecting a booking
confirmation", "any mail from the lawyer? I'm waiting on the contract", "הגיע לי משהו מאל על? מחכה לאישור הזמנה".

The question says where to look (the sender); the sentence after it says why it is asked. Its words ("expecting",
"booking confirmation") are not in the mail, so a search that keeps them finds nothing. The search reads the
question alone.
"""

from __future__ import annotations

import re

_HE = r"\u05D0-\u05EA"
_EXPECTING = re.compile(
    r"(?:[?!.,;]+|\s+[-–])\s*(?:"
    r"(?:(?:i'?m|i\s+am|we'?re|we\s+are|i'?ve\s+been|we'?ve\s+been|been|still)\s+)*"
    r"(?:expecting|waiting\s+(?:for|on)|awaiting)\b"
    r"|(?:it|they|that|which)\s+(?:should(?:'ve|\s+have)|was\s+supposed\s+to\s+have|were\s+supposed\s+to\s+have)\s+"
    r"(?:arrived|come|come\s+in|been\s+sent)\b"
    rf"|(?:(?:אני|אנחנו)\s+)?(?:עדיין\s+)?(?:מחכה|מחכים|מחכות|מצפה|מצפים|מצפות)(?![{_HE}])"
    rf"|(?:(?:זה|הוא|היא|הם)\s+)?(?:היה\s+|הייתה\s+|היו\s+)?(?:אמור|אמורה|אמורים)\s+(?:להגיע|להישלח|לשלוח)(?![{_HE}])"
    r").*$",
    re.IGNORECASE | re.DOTALL)


def without_expectation(text: str) -> str:
    """`text` without the sentence after its question that says what mail is awaited; all of it when nothing is
    asked before that sentence."""
    m = _EXPECTING.search(text)
    if m is None or not text[:m.start()].strip():
        return text
    return text[:m.start()].rstrip() + ("?" if "?" in m.group(0)[:3] else "")
