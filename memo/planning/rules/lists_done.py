"""An admin errand reported done with a thing, said before a command that ticks it on a list: "שלחתי כבר את הקבלות
תרומה לרו"ח, תסמני ברשימה", "שילמתי את הארנונה, תסמן ברשימה", "sent the donation receipts to the accountant, tick
them on the list".

The thing is what was sent, paid, filed or signed ("קבלות תרומה"); to whom it went ("לרו"ח", "to the accountant")
is no part of it. `lists_clauses.clause_then_command` reads it as ticking that item only when the command names a
list ("ברשימה", "on the list"): without one, "שלחתי את הטפסים, תסמני" reports a task done (task_implied.py).
"""

from __future__ import annotations

import re

from memo.planning.rules.task_words import HE

# Done with a document or a payment, in the first person.
_HE_DONE = (r"(?:שלחתי|שלחנו|שילמתי|שלמתי|שילמנו|הגשתי|הגשנו|חידשתי|חידשנו|חתמתי|חתמנו|העברתי|העברנו|מסרתי|מסרנו"
            r"|החזרתי|החזרנו|הדפסתי|הדפסנו|סרקתי|סרקנו|מילאתי|מילאנו|הורדתי|הורדנו|ביטלתי|ביטלנו|סגרתי|סגרנו)")
_EN_DONE = (r"(?:sent|paid|filed|submitted|renewed|signed|returned|mailed|emailed|printed|scanned|cancell?ed"
            r"|handed\s+in|dropped\s+off|filled\s+(?:in|out))")
# To whom or where it went, said last: "לרו"ח", "לביטוח לאומי", "to the accountant", "to my insurance company".
_HE_TO = rf"(?:\s+(?:ל|אל\s+)[{HE}][\w{HE}\"'״׳-]*(?:\s+[\w{HE}\"'״׳-]+)?)?"
_EN_TO = r"(?:\s+(?:to|with|at)\s+(?:the\s+|my\s+|our\s+)?[\w'-]+(?:\s+[\w'-]+)?)?"
# A thing said without "את" or "the" ("שלחתי קו"ח למאנדיי", "sent CV to Wix") is no one thing on the list: the same
# CV goes to many places, and where it went is what tells the items apart, so it stays in the item.
_HE_ADVERBS = r"(?:(?:כבר|גם|סוף\s+סוף|בסוף|היום|אתמול)\s+)*"
_EN_BARE_TO = r"\s+(?:to|with|at)\s+(?:the\s+|my\s+|our\s+)?[\w'-]+(?:\s+[\w'-]+)?"
DONE_WITH_IT = re.compile(
    rf"^(?:(?:אני|אנחנו|כבר|גם|סוף\s+סוף|בסוף|היום|אתמול)\s+)*{_HE_DONE}\s+{_HE_ADVERBS}"
    rf"(?:(?P<items_done>את\s+ה?[{HE}][^,]*?){_HE_TO}|(?!את\s)(?P<items_done3>[{HE}][^,\s]*(?:\s+[^,\s]+)?"
    rf"\s+(?:ל|אל\s+)[\w{HE}\"'״׳-]+(?:\s+[\w{HE}\"'״׳-]+)?))$"
    rf"|^(?:(?:i|we)(?:'ve|\s+have)?\s+)?(?:(?:just|already|finally|also)\s+)*{_EN_DONE}\s+(?:(?:already|finally)\s+)*"
    rf"(?:(?P<items_done2>(?:the|my|our)\s+[^,]+?){_EN_TO}|(?!(?:the|my|our|it|them|this|that)\s)"
    rf"(?P<items_done4>[a-z][\w'-]*(?:\s+[\w'-]+)?{_EN_BARE_TO}))$", re.IGNORECASE)
