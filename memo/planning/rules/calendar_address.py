"""A street address inside a calendar request: "התקנה אצל אלון רחוב הגפן 12 חולון", "a visit at 12 hagefen st
holon". The house number is no clock time, so a message with an address is not split into events by the numbers in
it (calendar_more.create_several); the one event it names is read whole, its address in the title."""

from __future__ import annotations

import re

_HE = r"\u05D0-\u05EA"
_STREET_WORD_EN = r"(?:st|street|rd|road|ave|avenue|blvd|boulevard|lane|ln|drive|dr|way|blv)"
ADDRESS = re.compile(
    # "רחוב הגפן 12", "ברח' הרצל 5", "בשדרות רוטשילד 40": a street word, its name, the number
    rf"(?<![{_HE}])(?:[בלמ]|מה)?(?:ה)?(?:רחוב|רח['׳]|שדרות|שד['׳]|סמטת|דרך|כיכר)\s+[{_HE}'\"׳-]+(?:\s+[{_HE}'\"׳-]+)?"
    r"\s+\d{1,4}(?!\d|:)"
    # "12 hagefen st", "5 herzl street"; "hagefen street 12"
    rf"|\b\d{{1,4}}\s+[a-z][a-z'.-]+(?:\s+[a-z][a-z'.-]+)?\s+{_STREET_WORD_EN}\b\.?"
    rf"|\b[a-z][a-z'.-]+\s+(?:st|street|rd|road|ave|avenue|blvd|boulevard)\.?\s+\d{{1,4}}\b(?!:)", re.I)


# The numbers of a building that are no street address yet no clock time either: "בבניין בז'בוטינסקי 35" (the
# building by its street, the street word left out), a count of its floors or flats ("12 קומות", "4 entrances"),
# and the floor, flat or entrance of a visit ("קומה 3", "floor 3", "apt 12", "דירה 5"). Never after "ב-"/"at",
# which make the number an hour ("ב-12 קומה 3" is still 12:00).
BUILDING_NUMBER = re.compile(
    rf"(?<![{_HE}])(?:[בלמ]|מה)?(?:ה)?(?:בניין|בנין)\s+[{_HE}'\"׳-]+(?:\s+[{_HE}'\"׳-]+)?\s+\d{{1,4}}(?!\d|:)"
    rf"|(?<![\d:.\-{_HE}])(?<!at\s)\d{{1,3}}\s+(?:קומות|דירות|כניסות|יחידות|חדרים)(?![{_HE}])"
    r"|(?<![\d:.\-])(?<!at\s)\b\d{1,3}\s+(?:floors|stor(?:e)?ys|stories|apartments|apts|flats|units|entrances)\b"
    rf"|(?<![{_HE}])(?:[בל]|ב?ה|ל?ה)?(?:קומה|דירה|כניסה)\s+-?\d{{1,3}}(?!\d|:)"
    r"|\b(?:floor|fl|apt|apartment|unit|flat|entrance|suite)\.?\s+#?-?\d{1,4}\b(?!:)", re.I)


def building_numbers_only(text: str) -> bool:
    """Whether every number of `text` is a building's ("..., 12 קומות", "floor 3"): a piece with no hour of its
    own, never a second event."""
    return bool(BUILDING_NUMBER.search(text)) and not re.search(r"\d", BUILDING_NUMBER.sub(" ", text))


def has_address(text: str) -> bool:
    """Whether `text` names a street with its house number."""
    return ADDRESS.search(text) is not None


def without_house_number(text: str) -> str:
    """`text` with the numbers of its addresses left out, for the reading of its times alone."""
    text = ADDRESS.sub(lambda m: re.sub(r"\d+", " ", m[0]), text)
    return BUILDING_NUMBER.sub(lambda m: " " * len(m[0]), text)  # "floor 3" whole: no "floor" left as a name
