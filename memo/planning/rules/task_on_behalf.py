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
    r"\s+(?:to|that|not\s+to)\s+\S",
    re.IGNORECASE)


def sent_to_someone(words: str) -> bool:
    """ "text my mom to take her pills": a message for another person, with what it says."""
    return bool(_TO_SOMEONE.match(words.strip()))
