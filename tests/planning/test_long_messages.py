"""Messages longer than the planners read: cut between items or words, never inside one, and what was
left is counted for the reply (a note keeps its whole text)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from memo.conversations.pipeline.stages.response import cut_notice
from memo.planning.dsl import PlannerOutput, PlanStep
from memo.planning.llm_planner import build_user_message
from memo.planning.rules import understand
from memo.planning.rules.base import MAX_TEXT, RuleContext, left_out, read_part
from memo.planning.state import TurnInput, TurnState, UserContext

NOW = datetime(2026, 11, 22, 9, 0, tzinfo=ZoneInfo("Asia/Jerusalem"))
EN_ITEMS = [f"item{i}" for i in range(1, 1001)]
EN_LIST = "add to my shopping list: " + ", ".join(EN_ITEMS)
HE_ITEMS = [f"פריט{i}" for i in range(1, 1001)]
HE_LIST = "תוסיפי לרשימת הקניות: " + ", ".join(HE_ITEMS)
# Items of several words: a cut between words (not between items) would store "green apples from".
WORDY_ITEMS = [f"green apples from stall {i}" for i in range(1, 400)]
WORDY_LIST = "add to my shopping list: " + ", ".join(WORDY_ITEMS)
PROSE = " ".join(f"sentence number {i} about the renovation plan." for i in range(1, 400))


def intent_of(text: str):
    intent = understand(RuleContext(raw=text, now=NOW))
    assert intent is not None
    return intent


def test_a_1000_item_list_is_read_up_to_the_last_whole_item() -> None:
    intent = intent_of(EN_LIST)
    items = intent.args["items"]
    assert (intent.capability, intent.args["operation"]) == ("database", "addItem")
    assert 500 < len(items) < 1000
    assert items == EN_ITEMS[:len(items)]  # whole items, in order, and no fragment of the next one
    read = "add to my shopping list: " + ", ".join(EN_ITEMS[:len(items)])
    assert left_out(EN_LIST, intent.args) == {"limit": MAX_TEXT, "taken": len(read), "items": 1000 - len(items),
                                              "chars": len(EN_LIST) - len(read)}


def test_a_long_hebrew_list_is_cut_between_items_too() -> None:
    intent = intent_of(HE_LIST)
    items = intent.args["items"]
    assert 500 < len(items) < 1000 and items == HE_ITEMS[:len(items)]
    assert left_out(HE_LIST, intent.args)["items"] == 1000 - len(items)


def test_items_of_several_words_are_never_split() -> None:
    intent = intent_of(WORDY_LIST)
    items = intent.args["items"]
    assert 100 < len(items) < len(WORDY_ITEMS) and items == WORDY_ITEMS[:len(items)]
    assert left_out(WORDY_LIST, intent.args)["items"] == len(WORDY_ITEMS) - len(items)


def test_a_long_task_keeps_whole_words_and_counts_what_was_left() -> None:
    message = "remind me tomorrow at 9 to " + PROSE
    intent = intent_of(message)
    text = intent.args["text"]
    assert intent.args["operation"] == "create" and len(text) <= MAX_TEXT
    assert PROSE.startswith(text + ". ")  # cut at a sentence's end: no clause is cut short
    left = left_out(message, intent.args)
    assert left is not None and left["items"] == 0 and left["chars"] == len(PROSE) - len(text + ". ")


def test_a_long_note_is_kept_whole_and_nothing_is_reported_left() -> None:
    message = "remember that " + PROSE
    intent = intent_of(message)
    assert intent.capability == "second-brain" and intent.args["text"] == PROSE.rstrip(".")
    assert left_out(message, intent.args) is None


def test_short_messages_are_read_whole() -> None:
    assert read_part("milk, eggs and bread") == "milk, eggs and bread"
    assert left_out("add milk, eggs and bread to the list", {"items": ["milk"]}) is None


def test_the_cut_prefers_a_boundary_between_items_then_sentences_then_words() -> None:
    assert read_part("a" * 5990 + ", bb, cc", 5996) == "a" * 5990 + ", bb"
    assert read_part("word " * 1300, 6000) == ("word " * 1200).rstrip()
    sentence = "x " * 2990 + "Sentence one. two three four " + "y" * 100
    assert read_part(sentence, 6000) == "x " * 2990 + "Sentence one."
    assert read_part("x" * 7000, 6000) == "x" * 6000  # nothing to cut at: the limit itself


def test_the_llm_planner_reads_the_same_part_as_the_grammars() -> None:
    state = TurnState(traceId="t", threadId="+972501112233", now=NOW.isoformat(), input=TurnInput(message=EN_LIST),
                      user=UserContext(language="en"))
    sent = build_user_message(state).split("## Message\n", 1)[1]
    assert sent == RuleContext(raw=EN_LIST, now=NOW).text
    assert sent.endswith(EN_ITEMS[len(intent_of(EN_LIST).args["items"]) - 1])


def _executed(message: str, args: dict, lang: str = "en", capability: str = "database") -> TurnState:
    """A turn as the pipeline leaves it after executing one step with these arguments."""
    step = PlanStep(id="s1", capability=capability, action=args["operation"], constraints={"rawMessage": message})
    return TurnState(traceId="t", threadId="+972501112233", now=NOW.isoformat(), input=TurnInput(message=message),
                     user=UserContext(language=lang), plannerOutput=PlannerOutput(intentType="operation",
                                                                                  confidence=0.9, plan=[step]),
                     executorArgs={"s1": args}, executionResults={"s1": {"ok": True, "summary": "Done."}})


def test_the_reply_names_the_items_that_were_not_added_in_the_users_language() -> None:
    added = intent_of(EN_LIST).args
    left = 1000 - len(added["items"])
    assert f"the last {left} items weren't added" in cut_notice(_executed(EN_LIST, added))
    hebrew = intent_of(HE_LIST).args
    assert f"{1000 - len(hebrew['items'])} הפריטים האחרונים לא נוספו" in cut_notice(_executed(HE_LIST, hebrew, "he"))


def test_a_step_from_the_llm_planner_that_took_part_of_the_text_is_reported_too() -> None:
    message = "please keep this for the renovation: " + PROSE
    notice = cut_notice(_executed(message, {"operation": "store", "text": PROSE[:3000]}, capability="second-brain"))
    read = RuleContext(raw=message, now=NOW).text
    assert (f"Your message was too long to take whole: I took its first {len(read):,} characters; the rest (about "
            f"{len(message) - len(read) - 1:,} characters) wasn't taken — send it in another message.") == notice
    # "Save to memory" stores the message as it came: everything was taken, nothing to report.
    assert cut_notice(_executed(message, {"operation": "store", "text": message}, capability="second-brain")) == ""
