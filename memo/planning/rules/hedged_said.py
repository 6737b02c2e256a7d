"""Requests said around a remark or a half-remembered question, put as the request (used by hedged.py).

Some hedges are not a wrapper the request can be cut out of, but a sentence said in its place:
- a question asked as a wish to know: "רציתי לדעת אם חזרו אליי מהביטוח לאומי" -> "האם חזרו אליי מהביטוח לאומי?";
- a question half remembered: "can't remember when the dentist is, was it this week?" -> "when is the dentist this
  week?", "how packed next week looks" -> "what does next week look like?";
- a remark about the things, and the request pointing back at them: "I don't really need all those linkedin
  notifications in my inbox, maybe archive them?" -> "archive all those linkedin notifications in my inbox";
  "I don't think the yoga class on saturday is happening anymore, maybe take it off my calendar" -> "remove the
  yoga class on saturday from my calendar";
- a wish for a label: "it would help if the emails from the school got a 'kids' label" -> "add the label 'kids' to
  the emails from the school";
- a filler word ("בעצם") and a reason said after the request ("תעבירי את הקבלה ל-x? הוא מחזיר לי חצי").
Each is read only where hedged.py's text is read: when the message as written was not read with confidence.
"""

from __future__ import annotations

import re

_HE = r"\u05D0-\u05EA"
_E = rf"(?![\w{_HE}])"
_THEN = r"\s*[,.;]+\s*(?:so\s+)?(?:(?:maybe|just|perhaps|please|(?:could|can|would)\s+you)\s+)*"
_THEN_HE = r"\s*[,.]+\s*(?:אז\s+)?(?:(?:אולי|פשוט|בבקשה)\s+)*"
_REWRITES: tuple[tuple[re.Pattern[str], str], ...] = (
    # "בעצם" after a question word says nothing of the request ("מה בעצם יש לי מחר ביומן?"); anywhere else it takes
    # something back ("תבטלי את הפגישה מחר, בעצם את זו של יום שלישי") and stays for the corrections to read.
    (re.compile(r"(?<!\S)(מה|מי|מתי|איך|איפה|למה|כמה)\s+בעצם\s+"), r"\1 "),
    # "רציתי לדעת אם חזרו אליי מהביטוח לאומי": the question itself (not "רציתי לבדוק אם אפשר להזיז ...": a request;
    # nor "… אם שמרתי אצלך את …": what the user kept with Memo is asked as said, which the notes grammars read).
    (re.compile(rf"^(?:(?:רק\s+)?רציתי|אני\s+רוצה)\s+(?:לשאול|לדעת|לבדוק|להבין)\s+(?:אם|האם)\s+"
                rf"(?!אפשר|תוכל|את\s+יכולה|אתה\s+יכול|כדאי|[^?]*אצלך)(?P<q>[{_HE}].*?)[\s?.!]*$"
                rf"|^(?:סתם\s+)?מעניין\s+(?:אותי\s+)?(?:אם|האם)\s+(?!אפשר|תוכל|כדאי|[^?]*אצלך)(?P<q2>[{_HE}].*?)[\s?.!]*$"),
     r"האם \g<q>\g<q2>?"),
    # "can't remember when …", "שכחתי מתי …": the question that follows (when it is; "forgot where we put the key"
    # asks the notes, as written).
    (re.compile(r"^(?:i\s+)?(?:(?:can'?t|cannot|don'?t|do\s+not)\s+(?:really\s+)?remember|forgot|have\s+no\s+idea)\s+"
                r"(?=(?:when|what\s+time|what\s+day)\b)"
                rf"|^(?:אני\s+)?(?:לא\s+זוכר(?:ת)?|שכחתי|אין\s+לי\s+מושג)\s+(?=(?:מתי|באיזו\s+שעה|באיזה\s+(?:יום|שעה)){_E})",
                re.IGNORECASE), ""),
    # "maybe draft something to my landlord …": a draft changes nothing and is never sent, so a bare "maybe" before it
    # is a polite request (before a change it is a second thought, and hedged.py asks).
    (re.compile(r"^(?:so\s+)?maybe\s+(?:just\s+)?(?=(?:draft|prepare)\s)", re.IGNORECASE), ""),
    # "(any chance) the electrician already sent the quote?": asked as a statement.
    (re.compile(r"^(?P<x>(?:the|my|our)\s+[\w'-]+(?:\s+(?!already\b)[\w'-]+)?)\s+(?:already\s+)?sent\s+(?:me\s+)?(?P<r>.+?)\s*\?$",
                re.IGNORECASE), r"did \g<x> send me \g<r>?"),
)


# "when the dentist is, was it this week?" -> "when is the dentist this week?": the question as asked, the guess
# after it as its time.
_EMBEDDED = re.compile(r"^(?P<wh>when|where|what\s+time|what\s+day)\s+(?P<x>(?:the|my|our|his|her|their)\s+.+?)\s+"
                       r"(?P<v>is|was|are|were)(?P<rest>(?:\s*,.*)?)$", re.IGNORECASE)
_GUESS = re.compile(r"\s*,\s*(?:was|is)\s+(?:it|that)\s+(?P<w>(?:this|next|last)\s+week|today|tomorrow|yesterday"
                    r"|(?:on|this|next)\s+[a-z]+)[\s?.!]*$"
                    r"|\s*,\s*(?:זה\s+)?(?:היה\s+|יהיה\s+)?"
                    r"(?P<he>השבוע|בשבוע\s+הבא|מחר|היום|אתמול|ב?יום\s+[" + _HE + r"]+)"
                    r"[\s?.!]*$", re.IGNORECASE)
# "how packed next week looks", "how busy my week is": what that time looks like.
_HOW_FULL = re.compile(r"^how\s+(?:packed|busy|full|booked|crazy|hectic|loaded|free)\s+(?P<x>(?:this|next)\s+\w+|today"
                       r"|tomorrow|my\s+(?:week|day|weekend|month|(?:mon|tues|wednes|thurs|fri|satur|sun)day))\s+"
                       r"(?:looks?|is|will\s+be|gets)[\s?.!]*$"
                       r"|^how\s+(?P<adj>busy|free|packed|booked)\s+i\s+am\s+(?P<y>.+?)[\s?.!]*$", re.IGNORECASE)
# "I don't really need all those linkedin notifications, maybe archive them?": the request on the things named.
_DONT_NEED = re.compile(
    r"^(?:honestly\s+|tbh\s+)?i\s+(?:really\s+)?(?:don'?t|do\s+not|never)\s+(?:really\s+|even\s+|actually\s+)?"
    r"(?:need|want|read|open|care\s+about|look\s+at)\s+(?P<x>.+?)" + _THEN
    + r"(?P<v>archive|delete|trash|remove|clear(?:\s+out)?|bin)\s+(?:them|those|these|it)\b(?P<rest>.*)$"
    r"|^(?:אני\s+)?(?:ממש\s+|באמת\s+)?לא\s+(?:באמת\s+|ממש\s+)?(?:צריך|צריכה|רוצה|קורא|קוראת)\s+(?P<hx>את\s+.+?)"
    + _THEN_HE + rf"(?P<hv>ת[{_HE}]+)\s+(?:אותם|אותן|אותו|אותה)(?P<hrest>.*)$", re.IGNORECASE)
# "I don't think the yoga class on saturday is happening anymore, maybe take it off my calendar".
_OFF_CALENDAR = re.compile(
    r"^(?:i\s+don'?t\s+think\s+|i\s+think\s+|(?:looks|seems)\s+like\s+|apparently\s+)?(?P<x>(?:the|my|our)\s+.+?)\s+"
    r"(?:is|isn'?t|is\s+not|was|got|has\s+been)\s+(?:happening|on|going\s+ahead|cancell?ed|called\s+off|off)"
    r"(?:\s+any\s*more)?" + _THEN + r"(?:take|remove|delete|drop|clear|get)\s+it\s+(?:off|from|out\s+of)\s+"
    r"(?:my|the)\s+(?:calendar|diary|schedule)[\s?.!]*$"
    rf"|^(?:(?:אני\s+)?לא\s+חושב(?:ת)?\s+ש|נראה\s+לי\s+ש)?(?P<hx>[{_HE}].+?)\s+(?:כבר\s+)?(?:לא\s+(?:מתקיים|מתקיימת"
    r"|מתקיימים|רלוונטי|רלוונטית)|בוטל|בוטלה|בוטלו|התבטל|התבטלה)(?:\s+יותר)?" + _THEN_HE
    + r"(?:תורידי|תוריד|תמחקי|תמחק|תסירי|תסיר)\s+(?:אותו|אותה|אותם|אותן)\s+(?:מהיומן|מהלוח)[\s?.!]*$", re.IGNORECASE)
# "it would help if the emails from the school got a 'kids' label", "יעזור לי אם המיילים מבית הספר יקבלו תווית ילדים".
_LABEL_WISH = re.compile(
    r"^it(?:'d|\s+would)\s+(?:really\s+)?(?:help|be\s+(?:great|nice|good|helpful|useful|awesome))\s+if\s+(?P<x>.+?)\s+"
    r"(?:got|had|get|were\s+given|could\s+get)\s+(?:a|the)\s+(?P<l>['\"]?[\w-]+['\"]?)\s+label[\s?.!]*$"
    r"|^(?:זה\s+)?(?:יעזור(?:\s+לי)?|יהיה\s+(?:נחמד|טוב|מעולה|נהדר))\s+אם\s+ה(?P<hx>[" + _HE + r"].+?)\s+"
    r"(?:יקבלו|יקבל|יסומנו|יתויגו)\s+(?:ב)?תווית\s+(?P<hl>.+?)[\s?.!]*$", re.IGNORECASE)
# A reason said after a request asked with a question mark: "תעבירי את הקבלה ל-x? הוא מחזיר לי חצי", "draft …?
# don't send yet". A second request after it is not a reason, and is kept.
_AFTER_ASK = re.compile(rf"\?\s+(?!(?:and|also|then|please|ו|וגם|ואז|תודה|בבקשה){_E}|ו?ת[{_HE}]+[יו]{_E})[^?]+[?.!]*$",
                        re.IGNORECASE)


def reworded(text: str) -> str:
    """The request in `text` when a remark or a wish to know is said in its place; `text` itself otherwise."""
    for pattern, repl in _REWRITES:
        text = pattern.sub(repl, text, count=1)
    if (m := _EMBEDDED.match(text)) is not None:
        text = f"{m['wh']} {m['v']} {m['x']}{m['rest']}"
    if (m := _GUESS.search(text)) is not None:
        text = f"{text[:m.start()]} {m['w'] or m['he']}?"
    if (m := _HOW_FULL.match(text)) is not None:
        text = f"what does {m['x']} look like?" if m["x"] else f"how {m['adj']} am i {m['y']}?"
    if (m := _DONT_NEED.match(text)) is not None:
        text = f"{m['v']} {m['x']}{m['rest']}" if m["v"] else f"{m['hv']} {m['hx']}{m['hrest']}"
    if (m := _OFF_CALENDAR.match(text)) is not None:
        text = f"remove {m['x']} from my calendar" if m["x"] else f"תמחקי את {m['hx']} מהיומן"
    if (m := _LABEL_WISH.match(text)) is not None:
        text = f"add the label {m['l']} to {m['x']}" if m["x"] else f"תוסיפי תווית {m['hl']} ל{m['hx']}"
    return text


def without_reason(text: str, is_command: bool) -> str:
    """A request asked with a question mark, without the reason said after it."""
    if not is_command or (m := _AFTER_ASK.search(text)) is None:
        return text
    return text[:m.start()].rstrip()
