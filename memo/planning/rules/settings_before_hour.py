"""Minutes before an hour, said as people say them: "quarter to 7", "ten to eight", "רבע לשבע", "עשרה לשמונה".

The hour named is the next one: "quarter to 7" is 6:45. Read for settings given an hour ("send me the morning brief at
quarter to 7"), where the hour words are taken as written.
"""

from __future__ import annotations

import re

_BEFORE = {"quarter": 15, "ten": 10, "twenty": 20, "five": 5, "רבע": 15, "עשרה": 10, "עשר": 10, "עשרים": 20,
           "חמישה": 5, "חמש": 5}
_TO = re.compile(r"^(?P<n>quarter|ten|twenty|five)\s+(?:to|till|til|of|before)\s+(?P<h>\S.*)$"
                 r"|^(?P<n_he>רבע|עשרה|עשר|עשרים|חמישה|חמש)\s+ל-?(?P<h_he>\S.*)$", re.IGNORECASE)


def before_hour(word: str) -> tuple[str, int] | None:
    """("7", 15) for "quarter to 7", ("שבע", 15) for "רבע לשבע": the hour named and the minutes before it."""
    m = _TO.match(word.strip())
    if m is None:
        return None
    return (m.group("h") or m.group("h_he")).strip(), _BEFORE[(m.group("n") or m.group("n_he")).lower()]
