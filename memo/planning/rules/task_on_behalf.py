"""A message to someone else, said to Memo as an order: "text my mom to take her pills at 8", "message dana that
the meeting moved", "tell the kids to be ready at 7".

No grammar lives here: `task_implied.implied_reminder` reads a bare imperative with a time as a reminder for the
user ("call the bank at 9"). Told to Memo, "text my mom to ..." asks Memo to send the message, which it cannot do
from here; read as the user's own reminder it would be set silently, and the mother never told. Such a message is
left unread, so it is asked. Without what to say ("text mom at 8") it is the user's errand, as before.
"""

from __future__ import annotations

import re

# The verb of sending word, the one it goes to (a name, "my mom", "the kids"), then what to say.
_TO_SOMEONE = re.compile(
    r"^(?:text|txt|message|msg|whatsapp|sms|tell|ask)\s+(?:(?:my|our|the)\s+)?[a-z']+(?:\s+and\s+(?:my\s+)?[a-z']+)?"
    r"\s+(?:to|that|not\s+to)\s+\S"
    # What to say said straight, as its own clause ("text the drummer we start at 9", "message mom i'm on my way"):
    # the time inside is the message's, never when to remind the user.
    r"|^(?:text|txt|message|msg|whatsapp|sms|tell)\s+(?:(?:my|our|the)\s+)?[a-z']+(?:\s+and\s+(?:my\s+)?[a-z']+)?"
    r"\s+(?:we|we're|were|we'll|i|i'm|im|i'll|ill|you|you're|he|he's|she|she's|they|they're|it|it's|its|there's"
    r"|theres|the\s+\w+\s+(?:is|are|starts?|moved)|happy|congrats|congratulations|good\s+luck|sorry|thanks|thank\s+you"
    r"|see\s+you|don't|dont|no\s+need)\b",
    re.IGNORECASE)

# A call Memo is told to make and what to ask or say on it: "call the pediatrician and ask if there's an opening
# today", "phone the garage and find out when the car is ready". Memo cannot make the call; the user's own errand
# is written without what the call is for ("call the bank at 9") or asked for ("remind me to call ... and ask").
# "for me" / "בשבילי" says it too, with or without what to say ("call the vet for me", "call the vet בשבילי ותגידי
# ש..."), and so does a Hebrew "and tell" in a mixed message.
_CALL_AND_ASK = re.compile(
    r"^(?:please\s+)?(?:call|phone|ring|dial)\s+(?:up\s+)?\S+(?:\s+\S+){0,4}?(?:\s+(?:for\s+me|בשבילי|עבורי))?"
    r"(?:\s+and\s+(?:ask|find\s+out|check|see\s+if|tell|say|book|make\s+(?:an?\s+)?appointment|schedule|cancel|confirm"
    r"|let\s+(?:them|him|her)\s+know)\b"
    r"|\s+ו(?:תגידי|תגיד|תשאלי|תשאל|תבדקי|תבדוק|תבקשי|תבקש|תודיעי|תודיע|תקבעי|תקבע|תבטלי|תבטל)(?![\u05D0-\u05EA])"
    r"|\s*,\s*(?:ask|tell|say)\b)"
    r"|^(?:please\s+)?(?:call|phone|ring|dial)\s+(?:up\s+)?\S+(?:\s+\S+){0,4}?\s+(?:for\s+me|בשבילי|עבורי)"
    r"(?![\w\u05D0-\u05EA])",
    re.IGNORECASE)


def sent_to_someone(words: str) -> bool:
    """ "text my mom to take her pills": a message for another person, with what it says, or a call to make for the
    user ("call the dentist and ask ..."); or one for a group or another app ("post in the family chat that ...":
    other_channels.py)."""
    from memo.planning.rules.other_channels import posts_elsewhere

    return bool(_TO_SOMEONE.match(words.strip()) or _CALL_AND_ASK.match(words.strip())) or posts_elsewhere(words)
