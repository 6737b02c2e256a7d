"""Someone's size asked with the garment after it: "what size does my wife wear in jeans again", "what size is omer in
shoes?", "which size does my husband take in shirts".

The same lookup as "what jeans size does my wife wear" (notes_recall's `_WEARS_EN`), the garment only put last: a size
the user keeps for someone of theirs (`second-brain / search`). Only someone's: "what size do runners wear in shoes"
and "what size does everyone wear in jeans" ask about people in general, and stay unread.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.notes import core
from memo.planning.rules.notes_recall import PERSONAL, _search

_GARMENT = (r"jeans|pants|trousers|shorts|leggings|shoes|sneakers|boots|sandals|shirts?|t-?shirts?|tops?|dress(?:es)?"
            r"|skirts?|bras?|underwear|socks|diapers|nappies|coats?|jackets?|sweaters?|gloves?|hats?|rings?|clothes")
# Someone of the user's ("my wife", "the kids") or a name; never a pronoun or "people"/"everyone".
_WHO = (r"(?:(?:my|our)\s+[a-z]+(?:\s+[a-z]+)?|the\s+(?:kids|baby|twins|boys|girls|little\s+one)"
        r"|(?!(?:he|she|it|this|that|these|those|your|they|you|u|i|we|people|everyone|everybody|someone|most|one|the|a|an|runners|men|women|kids"
        r"|adults|teens)\b)[a-z]+)")
_WEARS_IN = re.compile(
    rf"^(?:which|what)\s+(?P<size>(?:size|sizes|number|brand|cut|fit)\b)\s+(?:(?:does|did)\s+(?P<who>{_WHO})\s+(?:wear|take|get"
    rf"|need|buy|use)|is\s+(?P<who_is>{_WHO}))\s+(?:in|for)\s+(?P<of>{_GARMENT})"
    r"(?:\s+again|\s+these\s+days|\s+now|\s+currently|\s+at\s+the\s+moment)*\s*\?*$",
    re.IGNORECASE)


@grammar
def size_worn_in(ctx: RuleContext) -> Intent | None:
    m = _WEARS_IN.match(core(ctx.text).strip())
    if m is None:
        return None
    who = re.sub(r"^(?:my|our|the)\s+", "", m.group("who") or m.group("who_is"), flags=re.IGNORECASE)
    return _search(f"{who} {m.group('of')} {m.group('size')}", PERSONAL)
