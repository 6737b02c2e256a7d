"""`general`: a question of general knowledge said with a hedge before it, and which of two spellings is right.

* "roughly how many working days in december in israel", "quick q what's the capital of peru", "בערך כמה ימי עבודה
  יש בדצמבר": the hedge ("roughly", "quick question", "just curious", "בערך", "סתם שאלה") asks for no tool; the
  question after it is read as general.question reads it alone.
* "is it 'per diem' or 'per-diem' in a contract", "which is correct, affect or effect", "is it spelled 'judgment' or
  'judgement'", "כותבים 'בסדר' או 'בסדר גמור'": two ways of writing a word, asked. The two are quoted, or the
  question says it is about writing or correctness; "is it tomorrow or friday" (a day) is left to the tools.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar, understand
from memo.planning.rules.asides import replace_text
from memo.planning.rules.base import Intent, RuleContext

SPELLING = 0.8  # above a task's reading of "X or Y" (asked by coverage anyway); a question, never an act
_HE = r"\u05D0-\u05EA"

_HEDGE = re.compile(
    rf"^(?:(?:roughly|approximately|approx\.?|about|around|ballpark|quick\s+(?:q|question)|random\s+(?:q|question)"
    rf"|just\s+curious|out\s+of\s+curiosity|curious|honest\s+question|silly\s+question|dumb\s+question|q"
    rf"|בערך|בקירוב|שאלה|שאלה\s+קטנה|סתם\s+שאלה|רק\s+שאלה|שאלה\s+מהירה|סקרנות|סתם\s+מסקרנות)(?![\w{_HE}])[\s,:.\-!?]*)+",
    re.IGNORECASE)

_Q = r"['\"‘’“”`]"
_WRITTEN = (r"(?:spelled|spelt|written|correct|right|proper|grammatical|hyphenated|capitali[sz]ed|one\s+word"
            r"|two\s+words)")
_SPELLING = re.compile(
    # "is it 'X' or 'Y' (in a contract)": both quoted.
    rf"^(?:is\s+it|should\s+(?:it\s+be|i\s+(?:write|say|use))|do\s+(?:you|u|i|we)\s+(?:write|say))\s+{_Q}[^'\"‘’“”`]{{1,30}}"
    rf"{_Q}\s*,?\s+or\s+{_Q}[^'\"‘’“”`]{{1,30}}{_Q}(?:\s+(?:in|for)\s+(?:a|an|the)\s+[\w ]{{2,20}})?\s*\??$"
    # "is it spelled X or Y", "which is correct: X or Y", "X or Y, which is right".
    rf"|^(?:is\s+it|is\s+that)\s+{_WRITTEN}\s+\S{{1,20}}\s+or\s+\S{{1,20}}\s*\??$"
    rf"|^which\s+(?:one\s+)?is\s+(?:the\s+)?{_WRITTEN}\s*[,:\-]?\s+\S{{1,20}}\s+or\s+\S{{1,20}}\s*\??$"
    rf"|^\S{{1,20}}\s+or\s+\S{{1,20}}\s*[,:\-]?\s+which\s+(?:one\s+)?is\s+(?:the\s+)?{_WRITTEN}\s*\??$"
    # "כותבים 'X' או 'Y'", "איך כותבים נכון, X או Y".
    rf"|^(?:(?:איך\s+)?כותבים(?:\s+נכון)?|אומרים|מה\s+(?:ה)?נכון|מה\s+יותר\s+נכון)\s*[,:\-]?\s+{_Q}?[^'\"‘’“”`]{{1,30}}?"
    rf"{_Q}?\s+או\s+{_Q}?[^'\"‘’“”`]{{1,30}}?{_Q}?\s*\??$",
    re.IGNORECASE)


@grammar
def hedged_question(ctx: RuleContext) -> Intent | None:
    hedge = _HEDGE.match(ctx.text)
    if hedge is None or hedge.end() == len(ctx.text):
        return None
    # The whole planner reads the question: "roughly how many tasks do i have" is the tasks' to answer, not general
    # knowledge, and is left alone here.
    found = understand(replace_text(ctx, ctx.text[hedge.end():]))
    if found is None or found.capability != "general" or found.args.get("kind") != "question":
        return None
    found.args["question"] = ctx.text
    found.decided_by = ""
    return found


@grammar
def which_spelling(ctx: RuleContext) -> Intent | None:
    if len(ctx.text) > 120 or not _SPELLING.match(ctx.text.strip()):
        return None
    return Intent("general", "respond", {"operation": "respond", "kind": "question", "question": ctx.text}, SPELLING,
                  intent_type="conversation")
