"""Something to eat or drink named alone: "תמחק את הקפה", "delete the coffee, my wife says we have some".

Coffee, beer or pizza name a meeting only with someone or at a time ("coffee with Dana", "הקפה מחר בעשר"); alone
they are as likely an item of the shopping list, so no event is deleted on their name only.
"""

from __future__ import annotations

import re
from typing import Any

_CONSUMABLE = re.compile(r"(?:ה)?(?:קפה|בירה|בירות|יין|תה|פיצה|גלידה|עוגה)|coffee|beers?|drinks|wine|tea|pizza"
                         r"|ice\s+cream|cake", re.I)
_WITH = re.compile(r"(?:^|\s)(?:with|w/|עם|ל?יד)(?=\s|$)|(?:^|\s)(?:אצל|at)\s", re.I)


def only_a_consumable(criteria: dict[str, Any]) -> bool:
    """True when the event is named by something to eat or drink alone: no one with it and no day or hour."""
    summary = str(criteria.get("summary", "")).strip()
    head = summary.split(maxsplit=1)
    if not head or not _CONSUMABLE.fullmatch(head[0]):
        return False
    return "timeMin" not in criteria and not _WITH.search(summary)
