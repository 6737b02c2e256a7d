"""When an email is written and kept (a draft, `compose`), not sent: said after the request.

"..., don't send it yet", "just save it as a draft", "אל תשלח עדיין", and the user saying they will look at it
before it goes: "i'll check it before sending", "let me see it first", "so i can review it before you send it",
"אני אבדוק לפני ששולחים", "אני רוצה לעבור עליה לפני שהיא נשלחת", "תראי לי אותו קודם".
Such a tail is cut from the message and the mail is a draft: whoever means to read it first has not agreed to send it.
"""

from __future__ import annotations

import re

# "first" / "before sending" / "before it goes out" / "לפני ששולחים" / "קודם": the check comes before the sending.
_BEFORE_EN = (r"(?:first|before\s+(?:sending(?:\s+it)?|(?:you|u|we|it)\s+(?:send|sends|go|goes)(?:\s+(?:it|out))?"
              r"|it(?:'s|\s+is|\s+gets)\s+sent|anything\s+goes\s+out))")
_BEFORE_HE = (r"(?:קודם|לפני\s+(?:ש(?:הוא|היא|זה)\s+(?:נשלח|נשלחת|יוצא|יוצאת)"
              r"|ש\S+(?:\s+(?:את\s+זה|אותו|אותה))?|השליחה|שליחה|שזה\s+יוצא|שהוא\s+יוצא))")
_IT_EN = r"(?:\s+(?:it|this|that|the\s+draft|the\s+e-?mail)(?:\s+(?:over|through))?)?"
_IT_HE = r"(?:\s+(?:את\s+זה|אותו|אותה|עליו|עליה|את\s+הטיוטה))?"
_CHECK_EN = (rf"(?:(?:i'?ll|ill|i\s+will|i\s+wanna|i\s+want\s+to|i'?d\s+like\s+to|let\s+me|so\s+(?:that\s+)?i\s+can)"
             rf"\s+(?:check|see|review|read|proofread|look\s+(?:at|over)|go\s+over|approve|edit){_IT_EN}\s+{_BEFORE_EN}"
             r"|i'?ll\s+(?:hit\s+)?send\s+(?:it\s+)?(?:myself|later|on\s+my\s+own))")
_CHECK_HE = (rf"(?:ש?אני\s+|ו)?(?:אבדוק|אעבור\s+על(?:יו|יה)?|אסתכל\s+על|אקרא|אראה|אאשר){_IT_HE}\s+{_BEFORE_HE}"
             rf"|(?:אני\s+רוצה|תן\s+לי|תני\s+לי)\s+(?:לבדוק|לראות|לעבור\s+על(?:יו|יה)?|לקרוא){_IT_HE}\s+{_BEFORE_HE}"
             rf"|(?:תראה|תראי)\s+לי{_IT_HE}\s+{_BEFORE_HE}|אני\s+אשלח(?:\s+(?:את\s+זה|אותו|אותה))?\s+בעצמי")
# "just a draft", "as a draft for now", "רק טיוטה", "כטיוטה": the user names what they want, a draft.
_ONLY_DRAFT = (r"(?:(?:just|only)\s+(?:as\s+)?|as\s+|(?:make|keep|leave)\s+(?:it|this|that)\s+)an?\s+draft"
               r"(?:\s+(?:for\s+now|only))?|(?:רק\s+|ו?תשאיר(?:י)?\s+(?:את\s+זה\s+|אותו\s+)?)?(?:כ|ב)?טיוטה"
               r"(?:\s+(?:בינתיים|כרגע|בלבד))?")
_PIECE = (r"(?:(?:do\s+not|don'?t|dont)\s+send(?:\s+(?:it|this|that))?"
          r"(?:\s+(?:yet|now|just\s+yet|until\s+i\s+(?:say|check|approve)(?:\s+so)?))?|(?:save|keep|leave)\s+"
          r"(?:it|this|that)\s+(?:as\s+a\s+draft|in\s+(?:my\s+|the\s+)?drafts)|(?:ו|אבל\s+|רק\s+)*(?:אל"
          r"\s+(?:ת)?שלח(?:י)?|לא\s+לשלוח|בלי\s+לשלוח)(?:\s+(?:את\s+זה|אותו|אותה))?(?:\s+(?:עדיין|עוד|כרגע))?"
          r"|(?:ו|רק\s+)*(?:תשמור|תשמרי|שמור|שמרי)\s+(?:את\s+זה\s+|אותו\s+)?(?:כ|ב)טיוט(?:ה|ות)"
          rf"|{_CHECK_EN}|(?:ו|אבל\s+|רק\s+)*(?:{_CHECK_HE}))")
# One hold piece or several said together ("don't send it yet, just a draft").
_LEAD = r"[\s,.;:!-]*(?<![\w\u0590-\u05FF'])(?:(?:but|and|just|only)\s+)*"
# Alone, "just a draft" must stand apart from the text ("..., just a draft"): "saying it's just a draft" is the
# email's own words.
_APART = r"\s*(?:[,.;:!]|\s-|—)\s*(?:(?:but|and)\s+)?"
HOLD = re.compile(rf"(?:{_LEAD}{_PIECE}(?:{_LEAD}(?:{_PIECE}|{_ONLY_DRAFT}))*|{_APART}(?:{_ONLY_DRAFT}))"
                  r"(?:\s+(?:please|pls|thanks|thx|בבקשה|תודה))?\s*[.!]*$", re.IGNORECASE)
