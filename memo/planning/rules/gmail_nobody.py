"""Recipients of an email that name nobody: someone described ("the guy from yesterday", "לבחור מהמוסך") or a
pronoun ("email him that ...", "תשלחי לה מייל ש..."). No address and no name can come of them, so the email
grammar (gmail.py) asks who the email is for instead of sending it to no one.
"""

from __future__ import annotations

import re

# Someone described, not named ("the guy from yesterday", "לבחור מהמוסך"): no address can come of it, so the
# recipient is asked for. The description runs to where the message starts.
NOBODY_EN = re.compile(r"(?:the|that|this|some)\s+(?:guy|man|woman|lady|girl|boy|person|dude|fellow|one|people|folks"
                       r"|someone|somebody)\b(?:\s+(?:from|at|in|who|whom|i|we)\b.*?)?"
                       r"(?=\s*(?:[,:;]|\s-\s)|\s+(?:that|saying|telling|asking|and\s+(?:say|tell|ask))\b|\s*$)",
                       re.IGNORECASE)
NOBODY_HE = re.compile(r"ל-?(?:ה)?(?:בחור|בחורה|איש|אישה|בן\s+אדם|מישהו|מישהי|ההוא|ההיא|טיפוס)(?!\S)"
                       r"(?:\s+(?:מ|של|ש?פגשתי|ש?דיברתי)\S*(?:\s+(?!ש)\S+)?)?")


# A pronoun as the recipient ("email him that ...", "תשלחי לה מייל ש..."): nobody the message names, so no address
# and no name can come of it; the recipient is asked for ("לי" / "me" is the user).
PRONOUN_TO = re.compile(r"(?:him|her|them)(?![\w@.'-])|ל(?:ו|ה|הם|הן)(?!\S)", re.IGNORECASE)
