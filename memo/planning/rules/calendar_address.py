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


def has_address(text: str) -> bool:
    """Whether `text` names a street with its house number."""
    return ADDRESS.search(text) is not None


def without_house_number(text: str) -> str:
    """`text` with the numbers of its addresses left out, for the reading of its times alone."""
    return ADDRESS.sub(lambda m: re.sub(r"\d+", " ", m[0]), text)
