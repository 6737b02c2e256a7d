"""A time, a day, a lead or an interval said and then put right inside one message, put right before the grammars
read it (called from spoken.as_meant, after the adjacent self-corrections it puts right itself).

Three shapes:

- "not X, Y" after the request, X said once before: "remind me every day at 8 to take my vitamins. not 8, 8:30",
  "remind me מחר ב-9 לשלוח …, לא ב-9, ב-10", "תזכירי לי בשלוש לאסוף את נועה, לא בשלוש, ברבע לארבע", "תזכיר לי עוד
  שעתיים …. לא שעתיים, שלוש" (-> "עוד שלוש שעות"). A reason said after it ("I'm never up by 8", "כי …") is left
  out with it; anything else after it leaves the message as it was.
- a whole time phrase, a pause, a marker, and the phrase meant: "כל יום שני, לא רגע, כל יום שלישי ב-20:00 תזכיר
  לי…", "תזכיר לי ברביעי בערב, לא, בשלישי בערב ב-8". The parts of the phrase meant (day, part of the day, hour)
  replace those of the phrase taken back; the others stay ("every day at 8, no wait, at 9" -> "every day at 9").
  After a bare "no," / "לא," the phrase meant must say again all that the one taken back said: "ביום רביעי בשש,
  לא, בשבע" is left (which part "no" takes back is not plain).
- an interval or a lead said last: "nag me every 15 min …. actually כל 10", "… כל חצי שעה …. בעצם לא, כל 20
  דקות", "remind me an hour before. no wait, half an hour is enough": it replaces the one interval (or lead) said
  before; with none or two, the message is left.

What is left unclear stays in the message, where corrections_doubt.py makes the plan ask.
"""

from __future__ import annotations

import re

from memo.planning.rules.spoken import _HE_PREFIX, _bare, _kind

_HE = r"\u05D0-\u05EA"
# Words that lead a time value in a phrase ("every", "on", "כל", "ביום") and belong to it.
_LEADS = frozenset(["every", "each", "on", "at", "by", "in", "the", "around", "כל", "בכל", "ביום", "יום", "בימי",
                    "ב", "ל"])
_PARTS = frozenset(["morning", "evening", "night", "afternoon", "tonight", "am", "pm", "a.m.", "p.m.", "בבוקר",
                    "בערב", "בלילה", "בצהריים", "אחהצ", 'אחה"צ', "לפנות"])
_RECURRING = frozenset(["every", "each", "כל", "בכל", "בימי"])
_DAY_WORDS = frozenset({"day", "יום"})  # "every day", "כל יום": a day value unless a weekday follows
_PAUSE = (",", ".", ";", "…", "-", "!")
# Markers between the phrase taken back and the one meant; the weak ones ("no", "לא") only with a comma of their own.
_MARKERS = (("no", "wait"), ("wait", "no"), ("no", "sorry"), ("i", "mean"), ("or", "rather"), ("make", "that"),
            ("make", "it"), ("sorry",), ("actually",), ("wait",), ("correction",), ("לא", "רגע"), ("רגע", "לא"),
            ("לא", "סליחה"), ("בעצם", "לא"), ("סליחה",), ("כלומר",), ("בעצם",), ("רגע",), ("no",), ("לא",))
_WEAK = frozenset({("no",), ("לא",)})
_BEFORE_NOT = frozenset(["wait", "no", "actually", "sorry", "oh", "רגע", "בעצם", "סליחה", "אה"])
_IT_IS = frozenset(["it's", "its", "it", "is", "that's", "זה"])
# A reason given for the correction, left out with it: "not 8, 8:30, I'm never up by 8".
_REASON = re.compile(rf"^(?:i'?m|im|i\s+am|i'?ll|i|it'?s|that'?s|because|cause|cuz|since|as|כי|אני|זה|בגלל)"
                     rf"(?![\w{_HE}'])"
                     r"|^(?:is|will\s+be|should\s+be)\s+(?:enough|fine|plenty|better|ok)\b", re.IGNORECASE)
# Hebrew dual durations: "לא שעתיים, שלוש" says three hours.
_DUAL_UNIT = {"שעתיים": "שעות", "יומיים": "ימים", "שבועיים": "שבועות", "חודשיים": "חודשים", "דקותיים": "דקות"}


def _token_kind(tokens: list[str], i: int) -> str | None:
    """What a token is in a time phrase: a lead word, a day, a part of the day, an hour (a number), or nothing."""
    word = _bare(tokens[i])
    if word in _DAY_WORDS:
        after = _bare(tokens[i + 1]) if i + 1 < len(tokens) else ""
        return "lead" if _kind(after) == "day" else "day"
    if word in _PARTS or (word[:1] in _HE_PREFIX and word[1:] in {"בוקר", "ערב", "לילה", "צהריים"}):
        return "part"
    kind = _kind(word)
    if word == "one" and i and _bare(tokens[i - 1]) in ("the", "this", "that", "which"):
        return None  # "I mean the one on tuesday": which one, no hour
    if kind in ("day", "number"):
        return kind
    if word in _LEADS:
        return "lead"
    return None


def _slots(tokens: list[str], start: int, end: int) -> list[tuple[str, list[str]]]:
    """The phrase tokens[start:end] as its values, each with the words that lead it: [("day", ["כל", "יום", "שני"])]."""
    slots: list[tuple[str, list[str]]] = []
    pending: list[str] = []
    for i in range(start, end):
        kind = _token_kind(tokens, i)
        if kind == "lead":
            pending.append(tokens[i])
        elif kind is not None:
            if slots and slots[-1][0] == kind and not pending:
                slots[-1][1].append(tokens[i])  # "ברבע לארבע", "8 30": one value
            else:
                slots.append((kind, [*pending, tokens[i]]))
            pending = []
    return slots


def _marker(tokens: list[str], i: int) -> tuple[int, tuple[str, ...]]:
    """The marker at `i` (its length and words), or (0, ())."""
    for marker in _MARKERS:
        if tuple(_bare(t) for t in tokens[i:i + len(marker)]) == marker:
            if marker in _WEAK and not tokens[i].endswith(","):
                continue  # "בשלוש, לא בארבע" says "not at four": no marker
            return len(marker), marker
    return 0, ()


def correct(text: str) -> tuple[str, list[str]]:
    """The message with the corrections of a time, a day, a lead or an interval put right, and what was put right."""
    changes: list[str] = []
    tokens = text.split()
    for step in (_not_x_y, _phrase_taken_back, _said_last):
        fixed = step(tokens)
        if fixed is not None:
            tokens, why = fixed
            changes.append(why)
    from memo.planning.rules import corrections_hour_last  # an hour alone said last: "…, no wait make it 11"

    if (hour := corrections_hour_last.put_right(" ".join(tokens))) is not None:
        tokens, changes = hour[0].split(), [*changes, hour[1]]
    return " ".join(tokens), changes


# -- "not X, Y" ----------------------------------------------------------------------------------------------------
def _norm(token: str) -> str:
    word = _bare(token)
    if word[:1] in _HE_PREFIX and len(word) > 2:
        rest = word[1:].lstrip("-")
        if _kind(rest) is not None or rest in _DUAL_UNIT:
            return rest
    return word


def _values(tokens: list[str]) -> list[str]:
    return [_norm(t) for t in tokens if _bare(t) not in _LEADS]


def _is_value(tokens: list[str], i: int) -> bool:
    """A word of a time phrase: a lead word, a day, a part of the day, an hour, or a duration ("שעתיים")."""
    return _token_kind(tokens, i) is not None or _norm(tokens[i]) in _DUAL_UNIT


def _not_x_y(tokens: list[str]) -> tuple[list[str], str] | None:
    for k in range(2, len(tokens) - 2):
        if _bare(tokens[k]) not in ("not", "לא"):
            continue
        cut = k
        while cut > 1 and _bare(tokens[cut - 1]) in _BEFORE_NOT and not tokens[cut - 1].endswith(_PAUSE):
            cut -= 1  # "… at 1. wait not thursday, wednesday"
        if not tokens[cut - 1].endswith(_PAUSE):
            continue
        x_end = k + 1
        while x_end < len(tokens) and x_end - k <= 3 and _is_value(tokens, x_end) and not tokens[x_end].endswith(","):
            x_end += 1
        if x_end >= len(tokens) or not tokens[x_end].endswith(",") or not _is_value(tokens, x_end):
            continue
        x = tokens[k + 1:x_end + 1]
        y_start = x_end + 1
        y_end = y_start
        while y_end < len(tokens) and _is_value(tokens, y_end):
            y_end += 1
            if tokens[y_end - 1].endswith(_PAUSE):
                break
        y = tokens[y_start:y_end]
        rest = " ".join(tokens[y_end:]).strip(" ,.!")
        if not y or not _values(y) or (rest and not _REASON.match(rest)):
            continue
        wanted = _values(x)
        head = tokens[:cut]
        found = [s for s in range(len(head)) if s + len(wanted) <= len(head)
                 and [_norm(t) for t in head[s:s + len(wanted)]] == wanted]
        if len(found) != 1 or not wanted:
            return None
        s = found[0]
        e = s + len(wanted)
        meant = [t.strip(",.;!") for t in y]
        if _bare(meant[0]) in _LEADS and s > 0 and _bare(head[s - 1]) == _bare(meant[0]):
            meant = meant[1:]  # "at 8 … not 8, at 8:30": one "at"
        was = head[s]
        if (_norm(was) != _bare(was) and re.match(rf"[{_HE}]", meant[0]) and meant[0][:1] not in _HE_PREFIX):
            meant[0] = was[0] + meant[0]  # "בשלוש … לא בשלוש, ארבע" -> "בארבע"
        unit = _DUAL_UNIT.get(_norm(head[e - 1]))
        if unit and len(meant) == 1 and _kind(_bare(meant[0])) == "number":
            meant.append(unit)  # "עוד שעתיים … לא שעתיים, שלוש" -> "עוד שלוש שעות"
        tail = head[e - 1][len(head[e - 1].rstrip(",.;!")):]
        meant[-1] += tail
        out = [*head[:s], *meant, *head[e:]]
        out[-1] = out[-1].rstrip(",;-") or out[-1]
        return out, f"{' '.join(x).strip(',')!r} taken back for {' '.join(y).strip(',.')!r}"
    return None


# -- "A, marker, B" --------------------------------------------------------------------------------------------------
def _phrase_taken_back(tokens: list[str]) -> tuple[list[str], str] | None:
    for i in range(1, len(tokens) - 1):
        if not tokens[i - 1].endswith(_PAUSE):
            continue
        n, marker = _marker(tokens, i)
        if not n:
            continue
        a_start = i
        while a_start > 0 and _token_kind(tokens, a_start - 1) is not None and (
                a_start == i or not tokens[a_start - 1].endswith(_PAUSE)):
            a_start -= 1
        b_start = i + n
        while b_start < len(tokens) - 1 and _bare(tokens[b_start]) in _IT_IS:
            b_start += 1
        b_end = b_start
        while b_end < len(tokens) and _token_kind(tokens, b_end) is not None:
            b_end += 1
            if tokens[b_end - 1].endswith(_PAUSE):
                break
        while b_end > b_start and _token_kind(tokens, b_end - 1) == "lead":
            b_end -= 1  # "… at 9 to call": the lead words after the phrase are not in it
        a, b = _slots(tokens, a_start, i), _slots(tokens, b_start, b_end)
        a_kinds, b_kinds = {k for k, _ in a}, {k for k, _ in b}
        if not a or not b or not (a_kinds & b_kinds) - {"part"}:
            continue
        if marker in _WEAK and not a_kinds <= b_kinds:
            continue  # "ביום רביעי בשש, לא, בשבע": which part "no" takes back is not plain
        a_day = next((words for k, words in a if k == "day"), None)
        b_day = next((words for k, words in b if k == "day"), None)
        if a_day and b_day and any(_bare(w) in _RECURRING for w in a_day) != any(_bare(w) in _RECURRING
                                                                                   for w in b_day):
            continue  # "every monday, no wait, tuesday": every tuesday, or once?
        if "day" in b_kinds and "part" in a_kinds - b_kinds:
            continue  # "tmrw morning, no wait, thursday": thursday morning, or thursday at the usual hour?
        kept = [w for k, words in a if k not in b_kinds for w in words]
        if kept:
            kept[-1] = kept[-1].rstrip(",;")  # the pause before the marker goes with it
        meant = [w for _, words in (_led(slot, a) for slot in b) for w in words]
        ended = tokens[i - 1].rstrip(",")[-1:]
        if ended in (".", "!") and not meant[-1].endswith(_PAUSE) and b_end < len(tokens):
            meant[-1] += ended  # "… at 5. no, 6 …": the sentence still ends there
        out = [*tokens[:a_start], *kept, *meant, *tokens[b_end:]]
        return out, f"{' '.join(tokens[a_start:i]).strip(',')!r} taken back for {' '.join(meant).strip(',')!r}"
    return None


def _led(slot: tuple[str, list[str]], taken_back: list[tuple[str, list[str]]]) -> tuple[str, list[str]]:
    """A value meant, led as the one it replaces was when it is said bare: "at 5, no, 6" -> "at 6", "ברביעי, לא,
    שלישי" -> "בשלישי"."""
    kind, words = slot
    was = next((w for k, w in taken_back if k == kind), None)
    if was is None or len(words) > 1 and _bare(words[0]) in _LEADS:
        return slot
    first = words[0]
    if _bare(first) in _LEADS or _token_kind(words, 0) == "lead":
        return slot
    leads = [w for w in was if _bare(w) in _LEADS and not (_bare(w) in _DAY_WORDS and kind == "day")]
    if leads:
        return kind, [*(w.strip(",.") for w in leads), *words]
    glued = was[-len(words)] if len(was) >= len(words) else was[0]
    if (glued[:1] in _HE_PREFIX and _norm(glued) != _bare(glued) and re.match(rf"[{_HE}]", first)
            and first[:1] not in _HE_PREFIX):
        return kind, [glued[0] + first, *words[1:]]
    return slot


# -- an interval or a lead said last ----------------------------------------------------------------------------------
_NUM = (r"\d+(?:\.\d+)?|a|an|one|two|three|four|five|ten|fifteen|twenty|thirty|forty|forty-five|sixty"
        r"|אחת|שתיים|שתי|שלוש|ארבע|חמש|שש|עשר|עשרה|חמש\s+עשרה|עשרים|שלושים|ארבעים")
_UNIT = r"min(?:ute)?s?|hours?|hrs?|דקות|דק'?|שעות|שעה"
_DUR = (rf"(?:half\s+an\s+hour|a\s+half\s+hour|an?\s+hour\s+and\s+a\s+half|(?:a\s+)?quarter\s+of\s+an\s+hour|an?\s+hour"
        rf"|חצי\s+שעה|רבע\s+שעה|שעה\s+וחצי|שעתיים|שעה"
        rf"|(?P<num>{_NUM})(?:\s*-?\s*(?P<unit>{_UNIT}))?)")
_INTERVAL = re.compile(rf"(?<![\w{_HE}])(?P<lead>every|each|כל)\s+(?P<dur>{_DUR})(?![\w{_HE}])", re.IGNORECASE)
_LEAD = re.compile(rf"(?<![\w{_HE}])(?P<dur>{_DUR})\s+(?:before|earlier|ahead|in\s+advance|prior|לפני|מראש|קודם)"
                   rf"(?![\w{_HE}])", re.IGNORECASE)
_LAST_MARKER = (r"(?:no\s+wait|wait\s+no|no\s+sorry|i\s+mean|actually(?:\s+no)?|wait|sorry|no|make\s+(?:it|that)"
                r"|or\s+rather"
                r"|לא\s+רגע|רגע\s+לא|בעצם\s+לא|בעצם|סליחה|כלומר|רגע|לא)")
_SAID_LAST = re.compile(
    rf"[,.;!…]+\s*{_LAST_MARKER}[\s,]+(?:(?:make\s+it|it'?s|זה)\s+)?"
    rf"(?:(?P<every>every|each|כל)\s+(?P<ival>{_DUR.replace('?P<num>', '?P<inum>').replace('?P<unit>', '?P<iunit>')})"
    rf"|(?P<lead>{_DUR.replace('?P<num>', '?P<lnum>').replace('?P<unit>', '?P<lunit>')})"
    rf"(?P<after>\s+(?:before|earlier|ahead|in\s+advance|is\s+enough|is\s+fine|is\s+plenty|will\s+do|should\s+be\s+enough"
    rf"|לפני|מראש|מספיק|זה\s+מספיק|יספיק|יהיה\s+מספיק))?)"
    rf"[\s.!]*$", re.IGNORECASE)


def _said_last(tokens: list[str]) -> tuple[list[str], str] | None:
    text = " ".join(tokens)
    last = _SAID_LAST.search(text)
    if last is None:
        return None
    head = text[:last.start()]
    if last.group("every"):
        said, num, unit = last.group("ival"), last.group("inum"), last.group("iunit")
        earlier = list(_INTERVAL.finditer(head))
    else:
        said, num, unit = last.group("lead"), last.group("lnum"), last.group("lunit")
        if num and not unit and not last.group("after"):
            return None  # "an hour before the meeting at 5. no, 6": a bare number said last may be the hour
        earlier = list(_LEAD.finditer(head))
    if len(earlier) != 1:
        return None
    was = earlier[0]
    start, end = was.span("dur")
    if num and not unit:
        if was.group("num") and was.group("unit"):
            start, end = was.span("num")  # "every 15 min … actually every 10": the unit stays
        elif _number(num) >= 5:
            hebrew = re.search(rf"[{_HE}]", said) or re.search(rf"[{_HE}]", was.group("dur"))
            said = f"{said} {'דקות' if hebrew else 'minutes'}"  # "כל חצי שעה … בעצם כל 20" is minutes
        else:
            return None
    fixed = head[:start] + said + head[end:]
    return fixed.split(), f"{was.group('dur')!r} taken back at the end for {said!r}"


def _number(word: str) -> float:
    try:
        return float(word)
    except ValueError:
        return 0.0
