"""A reminder's hour said in another place's clock: "remind me on tuesday at 14:30 New York time to text the car
rental guy", "at 9am London time", "תזכירי לי ב-10 לפי שעון ניו יורק להתקשר לסוכן".

The time grammar reads the hour in the user's own zone and leaves the zone's name in the task's words. Which hour
that is here (and on which day, across midnight) is not the grammar's to work out: the reminder is asked about,
never set seven hours off. The user's own zone ("Israel time", "שעון ישראל") names the hour as read.
"""

from __future__ import annotations

import re

from memo.planning.rules.task_words import HE

# Places and zone names whose clock differs from the user's; "their time" / "local time" as well.
_PLACE_EN = (r"new\s+york|ny|nyc|london|uk|paris|berlin|europe|tokyo|bangkok|dubai|la|los\s+angeles|san\s+francisco"
             r"|chicago|toronto|miami|boston|sydney|us|east\s+coast|west\s+coast|eastern|pacific|central|mountain"
             r"|their|local")
_CODE = r"est|edt|pst|pdt|cst|cdt|cet|cest|bst|gmt|utc|et|pt"
_ZONE_EN = rf"(?:in\s+|by\s+)?(?:(?:{_PLACE_EN})\s+time|(?:{_CODE})(?![\w.]))"
_ZONE_HE = (r"(?:לפי\s+|ב)?שעון\s+(?:ניו\s+יורק|לונדון|פריז|ברלין|אירופה|ארה\"ב|אמריקה|תאילנד|דובאי|יפן|טוקיו"
            r"|לוס\s+אנג'לס|מקומי|שם|שלהם|החוף\s+המזרחי|החוף\s+המערבי)")
# Only where the time was cut, at the words' start or end: "buy a pst file", "set the home time" are errands.
_ZONE = re.compile(rf"^(?:{_ZONE_EN}|{_ZONE_HE})(?![\w{HE}])|(?<![\w{HE}])(?:{_ZONE_EN}|{_ZONE_HE})$", re.IGNORECASE)


def other_zone(text: str) -> bool:
    """Whether the reminder's words name another place's clock for its hour."""
    return bool(_ZONE.search(text))
