""""all" said inside the name of the one task acted on: "collected all the medical forms from the kids, mark that
task done", "signed all the permission slips, tick that one off".

No grammar lives here: coverage doubts a plan that acts on one thing when the message says "all", and asks
`all_in_the_name` first. The "all" is the task's own words, not a quantity of tasks, when every "all" of the message
lies in the name the plan carries and the message points at one task ("that task", "that one", "it").
"""

from __future__ import annotations

import re
from typing import Any

# The closing that points at one task: "mark that task done", "tick that one off", "mark it done".
_ONE_TASK = re.compile(
    r"\b(?:mark|tick|check|cross|close)\s+(?:that|this|the)\s+(?:task|one|reminder)\b"
    r"|\b(?:mark|tick|check|cross)\s+it\b"
    r"|(?<![\u05D0-\u05EA])(?:את\s+)?ה(?:משימה|תזכורת)\s+ה(?:זאת|זו|זה)(?![\u05D0-\u05EA])",
    re.IGNORECASE)
_ALL_THE = re.compile(r"\ball\s+(?:of\s+)?(?:the|my|our)\s+(?P<noun>\w+)", re.IGNORECASE)


def all_in_the_name(text: str, args: dict[str, Any]) -> bool:
    """Whether each "all the X" of `text` is in the task's name (args' text) and the message points at one task."""
    name = str(args.get("text") or "").casefold()
    said = [m.group(0).casefold() for m in _ALL_THE.finditer(text)]
    rest = _ALL_THE.sub(" ", text)
    return (bool(said) and bool(_ONE_TASK.search(text)) and all(s in name for s in said)
            and not re.search(r"\b(?:all|every|everything)\b", rest, re.IGNORECASE))
