"""The rules planner: a deterministic Hebrew + English grammar for the requests people send a secretary.

Each capability contributes grammar functions (see `base.py`); the planner runs all of them and takes
the most confident answer. Offline, sub-millisecond, and it never guesses: anything it does not
recognise with confidence is left to the LLM planner or becomes a clarifying question.
"""

from __future__ import annotations

import copy
import json
import logging
import re
import threading
from collections import OrderedDict
from collections.abc import Callable
from datetime import timedelta
from typing import TYPE_CHECKING, Any

from memo.planning.dsl import CONFIDENCE_FLOOR, PlannerOutput, PlanStep
from memo.planning.rules import coverage
from memo.planning.rules.base import Intent, RuleContext, as_typed_marks, iso, language_of

if TYPE_CHECKING:
    from memo.planning.state import TurnState

Grammar = Callable[[RuleContext], Intent | None]
GRAMMARS: list[Grammar] = []


def grammar(func: Grammar) -> Grammar:
    """Decorator: register a grammar function with the rules planner."""
    GRAMMARS.append(func)
    return func


_loaded = False
# Threads of one worker reach the grammars at once on its first messages: one loads them while the others
# wait, so no message is ever read by half the grammars.
_load_lock = threading.RLock()
_loading = False


def _load() -> None:
    """Import every grammar module of this package; each registers its grammars on import.

    A module that fails to import is logged and skipped: one broken grammar must not take the
    others (and with them every request) down.
    """
    global _loaded, _loading
    import logging
    import pkgutil
    from importlib import import_module

    with _load_lock:
        if _loaded or _loading:  # loaded meanwhile, or a module being imported asks again (same thread)
            return
        _loading = True
        try:
            for module in sorted(m.name for m in pkgutil.iter_modules(__path__) if m.name != "base"):
                try:
                    import_module(f"{__name__}.{module}")
                except Exception:
                    logging.getLogger(__name__).exception("grammar module %s could not be loaded", module)
        finally:
            _loaded, _loading = True, False


def load() -> None:
    """Load every grammar now (a process warming up) rather than on the first message."""
    if not _loaded:
        _load()


# A turn reads its message more than once (the planner, then the capability re-reading its arguments),
# often in the same process and thread: the last readings are kept, keyed by everything a grammar reads.
# They are copied out, so a caller that changes its intent never changes the kept one.
_READINGS: OrderedDict[tuple[str, str, str, str], Intent | None] = OrderedDict()
_READINGS_KEPT = 256
_readings_lock = threading.Lock()


def understand(ctx: RuleContext) -> Intent | None:
    """The most confident reading of the message across every grammar, or None."""
    key = (ctx.raw, ctx.now.isoformat(), ctx.language, json.dumps(ctx.latest_actions, sort_keys=True, default=str))
    with _readings_lock:
        if key in _READINGS:
            _READINGS.move_to_end(key)
            return copy.deepcopy(_READINGS[key])
    from memo.planning.rules import zone_times

    zoned, best = zone_times.read(ctx, _read)  # an hour said on another place's clock, turned into ours
    if not zoned:
        best = _read(ctx)
    with _readings_lock:
        _READINGS[key] = copy.deepcopy(best)
        while len(_READINGS) > _READINGS_KEPT:
            _READINGS.popitem(last=False)
    return best


# A whole-message reading below this (a question no grammar placed, a guess) may be bettered by the request
# between the message's asides.
_SURE = 0.8


def _read(ctx: RuleContext, peel: bool = True, retype: bool = True) -> Intent | None:
    """Every grammar's reading of the message, the most confident kept. When none reads it with
    confidence, the request may still be there between asides ("…, friends are coming tonight": asides.py),
    behind a mistyped command word ("mvoe the remidner": typos.py), or before a command said last ("hummus
    לרשימה תוסיפי": reorder.py). `peel=False` and `retype=False` read only the text given, as those second
    readings do."""
    if not _loaded:
        _load()
    if not ctx.text:
        return None
    if retype and (pasted := _read_pasted_lines(ctx, peel)) is not None:
        return pasted
    if retype and (tried := _read_untried(ctx, peel)) is not None:
        return tried  # "first real test: remind me at 1 to…": the words that say it is a try are no request
    if retype and _wishes(ctx.text) and (wished := _read_unhedged(ctx, peel)) is not None:
        return wished  # "physio tomorrow at 15:00, a reminder an hour before would be nice": a reminder, not an event
    if retype and (typed := _read_as_typed(ctx, peel)) is not None:
        return typed
    if retype and (said := _read_as_said(ctx, peel)) is not None:
        return said
    if retype and (pasted := _read_pasted(ctx, peel)) is not None:
        return pasted
    best: Intent | None = None
    for func in GRAMMARS:
        try:
            intent = func(ctx)
        except Exception:  # a grammar bug must cost that grammar only, never the message
            import logging

            logging.getLogger(__name__).exception("grammar %s failed", func.__qualname__)
            continue
        if intent is not None and (best is None or intent.confidence > best.confidence):
            intent.decided_by = intent.decided_by or f"grammar {func.__module__.rsplit('.', 1)[-1]}.{func.__name__}"
            best = intent
    if peel and (best is None or best.missing or best.confidence < _SURE):
        from memo.planning.rules import asides

        peeled = asides.peel(ctx, _read_clause, CONFIDENCE_FLOOR)
        if peeled is not None and (best is None or best.missing or peeled.confidence > best.confidence):
            best = peeled
    if retype and (best is None or best.missing or best.confidence < _SURE):
        best = _read_unhedged(ctx, peel) or _read_retyped(ctx, best, peel) or _read_told_first(ctx, best) or best
    elif retype:
        best = _checked_against_typos(ctx, best, peel)
        if best is not None and doubt(best, ctx):
            # A confident reading the message does not bear out ("אודה לך אם תוסיפי לרשימת…" read as a list named
            # after the items): a second reading that accounts for the whole message is taken instead.
            # A hedge before the command ("אם זה לא מסובך, תכניסי ליומן…") ends up in a slot the same way.
            for second in (_read_unhedged, lambda c, p: _read_retyped(c, None, p)):
                again = second(ctx, peel)
                if again is not None and not doubt(again, ctx):
                    best = again
                    break
    return best


def _read_clause(part: RuleContext) -> Intent | None:
    """One run of a message's clauses, read as written; a request hedged inside the message ("עברנו טסט 🎉 אפשר
    לסמן את המשימה של הטסט כבוצעה") is read as asked when nothing reads it as written."""
    intent = _read(part, peel=False, retype=False)
    if intent is None or intent.missing or intent.confidence < CONFIDENCE_FLOOR:
        intent = _read_unhedged(part, False) or intent
    return intent


def _read_as_typed(ctx: RuleContext, peel: bool) -> Intent | None:
    """A message with the marks of a phone keyboard in it (emoji, a letter held down, capitals, a command word
    run into the next, a sign-off: keyboard.py), read as it was meant. Read first: an emoji or a signature left
    in ends up in a slot, and a held-down letter hides a word. A reading of nothing falls back to the message."""
    from memo.planning.rules import keyboard

    return _reread(ctx, peel, keyboard.as_typed(ctx.text), "read as typed")


def _read_told_first(ctx: RuleContext, best: Intent | None) -> Intent | None:
    """A task told in one sentence and a reminder asked for it in the next (told_first.py), read as one request
    when that reading is confident and better than the one as written."""
    from memo.planning.rules import asides, told_first

    text = told_first.joined(ctx.text)
    if text is None:
        return None
    intent = _read(asides.replace_text(ctx, text), peel=False, retype=False)
    if intent is None or intent.missing or intent.confidence < CONFIDENCE_FLOOR:
        return None
    if best is not None and not best.missing and intent.confidence <= best.confidence:
        return None
    intent.read = intent.read or text
    intent.decided_by = f"{intent.decided_by}; read with the task told first: {text!r}"
    return intent


def _read_as_said(ctx: RuleContext, peel: bool) -> Intent | None:
    """A message with the marks of speech in it (hesitations, a word said twice, a self-correction: spoken.py),
    read as it was meant. That text is the message: what it leaves out means nothing, or was taken back."""
    from memo.planning.rules import spoken

    return _reread(ctx, peel, spoken.as_meant(ctx.text), "read as said")


def _reread(ctx: RuleContext, peel: bool, rewrite: Any, how: str) -> Intent | None:
    """Read `rewrite` (the message as meant: its `text`, and `why` it differs; None when it does not) in the
    message's place, and say so in the reading's `decided_by`."""
    from memo.planning.rules import asides

    if rewrite is None:
        return None
    intent = _read(asides.replace_text(ctx, rewrite.text), peel=peel)
    if intent is not None:
        intent.read = intent.read or rewrite.text
        intent.decided_by = f"{intent.decided_by}; {how}: {rewrite.why}"
    return intent


def _wishes(text: str) -> bool:
    from memo.planning.rules import hedged

    return hedged.wishes(text)


def _read_unhedged(ctx: RuleContext, peel: bool) -> Intent | None:
    """A request wrapped in hedges ("do you think you could…", "נראה לי שאפשר ל…": hedged.py), read as the
    request; taken only when that reading is confident, else the message is read as it was."""
    from memo.planning.rules import hedged

    try:
        asked = hedged.as_asked(ctx.text)
    except Exception:  # a bug in the unwrapping costs that reading only, never the message
        logging.getLogger(__name__).exception("hedged reading failed")
        return None
    intent = _reread(ctx, peel, asked, "read as asked")
    if intent is None or intent.missing or intent.confidence < CONFIDENCE_FLOOR or intent.capability == "general":
        return None  # small talk and questions of knowledge need no unwrapping: "could you explain what you do?"
    return intent


def _read_pasted_lines(ctx: RuleContext, peel: bool) -> Intent | None:
    """A pasted message (an SMS, a group message) with the request about it on its last line (pasted.py). Read
    first: as one sentence, the pasted words end up in the request's slots."""
    from memo.planning.rules import pasted

    try:
        return pasted.read(ctx, lambda part: _read(part, peel=peel))
    except Exception:  # a bug in the pasted reading costs that reading only, never the message
        logging.getLogger(__name__).exception("pasted reading failed")
        return None


def _read_untried(ctx: RuleContext, peel: bool) -> Intent | None:
    """A request sent to try Memo out, read without the words that say so (tryouts.py)."""
    from memo.planning.rules import tryouts

    try:
        return tryouts.read(ctx, lambda part: _read(part, peel=peel))
    except Exception:  # a bug in the unwrapping costs that reading only, never the message
        logging.getLogger(__name__).exception("tryout reading failed")
        return None


def _read_pasted(ctx: RuleContext, peel: bool) -> Intent | None:
    """A message someone else wrote, pasted in with its sender, and the request about it ("from yoav: '…' save
    it under yoav"), read with the quotation as a plain sentence (quoted.py). Read first: as written, the sender
    and the quotation marks end up in the request's slots ("dana texted: "bbq…" ->" as an event's name)."""
    from memo.planning.rules import asides, quoted

    pasted = quoted.unquoted(ctx.text)
    if pasted is None:
        return None
    intent = _read(asides.replace_text(ctx, pasted), peel=peel)
    if intent is None or intent.missing or intent.confidence < CONFIDENCE_FLOOR:
        return None
    intent.read = intent.read or pasted
    intent.decided_by = f"{intent.decided_by}; read with the quoted message as the sentence its request points at"
    return intent


def _checked_against_typos(ctx: RuleContext, best: Intent, peel: bool) -> Intent:
    """A confident reading of a message with a mistyped command word, checked against the message as meant.

    "move the dentist remider to thu 4pm" reads as moving an event when "remider" is not seen as "reminder".
    When the command words put right (typos.py) give another request, or the same one with other slots (the
    typed reading kept the slip in a slot: "the vet remider"), that reading is taken if confident; when
    another request is not confident, neither reading is sure and the plan is doubted, so the user is asked."""
    from dataclasses import replace as with_changes

    from memo.planning.rules import asides, typos

    fixed, corrected = typos.respell(ctx.text)
    if not corrected:
        return best
    meant = _read(asides.replace_text(ctx, fixed), peel=peel, retype=False)
    same = meant is not None and (meant.capability, meant.args.get("operation")) == (
        best.capability, best.args.get("operation"))
    slips = [typed for typed, _ in corrected if typed.casefold() not in typos.SHORTHAND]
    if same and (meant.args == best.args or not slips):
        return best  # nothing changes, or only shorthand the user may well use in names too ("dentist appt")
    why = "read with " + ", ".join(f"{typed!r} as {word!r}" for typed, word in corrected)
    if meant is not None and not meant.missing and meant.confidence >= CONFIDENCE_FLOOR:
        # Another request, or the same one without the mistyped word in a slot ("the vet remider" -> "vet").
        meant.read = meant.read or fixed
        meant.decided_by = f"{meant.decided_by}; {why}" + ("" if same else ", which changes what is asked")
        return meant
    if same:
        return best
    return with_changes(best, confidence=min(best.confidence, CONFIDENCE_FLOOR - 0.05),
                        decided_by=f"{best.decided_by}; doubted: {why} reads as another request")


def _read_retyped(ctx: RuleContext, best: Intent | None, peel: bool) -> Intent | None:
    """The message read again as it was meant, when that reading is confident and better than the one as
    written: with its mistyped command words put right (typos.py), with a command said last moved to the
    front (reorder.py), without the filler words of speech (fillers.py), or with English said word for word
    from Hebrew put right (calques.py)."""
    from memo.planning.rules import asides, calques, fillers, reorder, typos

    fixed, corrected = typos.respell(ctx.text)
    # Filler words go first: they mean nothing, and left in they would be read as part of a slot.
    plain = fillers.drop(fixed)
    again: list[tuple[str, str]] = []
    if corrected:
        again.append((plain or fixed, "read with " + ", ".join(f"{typed!r} as {meant!r}" for typed, meant in corrected)
                      + (" and without its filler words" if plain else "")))
    elif plain:
        again.append((plain, "read without its filler words"))
    # English said word for word from Hebrew ("remember me tomorrow to...", "close me the reminder"): put right
    # after the slips and fillers, so "remmber me tmrw" is read too.
    calqued, calques_changed = calques.put_right(plain or fixed)
    if calques_changed:
        again.append((calqued, "read with its word-for-word phrasing put right: "
                      + ", ".join(repr(c) for c in calques_changed)))
    sources = (plain,) if plain else (ctx.text, fixed)
    for text in dict.fromkeys(filter(None, map(reorder.verb_first, sources))):
        again.append((text, f"read with the command first: {text!r}"))
    for text, why in again:
        intent = _read(asides.replace_text(ctx, text), peel=peel, retype=False)
        if intent is None or intent.missing or intent.confidence < CONFIDENCE_FLOOR:
            continue
        if best is not None and not best.missing and intent.confidence <= best.confidence:
            continue
        intent.read = intent.read or text
        intent.decided_by = f"{intent.decided_by}; {why}"
        return intent
    return None


def to_planner_output(intent: Intent, ctx: RuleContext) -> PlannerOutput:
    step = PlanStep(id="s1", capability=intent.capability, action=intent.action,  # type: ignore[arg-type]
                    constraints={"rawMessage": ctx.raw, "entity": intent.entity,
                                 "args": as_typed_marks(intent.args, ctx.raw),
                                 "notes": intent.notes, "decidedBy": intent.decided_by})
    return PlannerOutput(intentType=intent.intent_type, confidence=intent.confidence,  # type: ignore[arg-type]
                         riskLevel=intent.risk, needsApproval=intent.needs_approval,  # type: ignore[arg-type]
                         missingFields=intent.missing, plan=[step])


_BUTTON = re.compile(r"^(done|snooze):task:(\d+)$")
SNOOZE_MINUTES = 10


def button_intent(interactive_id: str, ctx: RuleContext) -> Intent | None:
    """A tap on a nudge's "Done ✅" / "Snooze" button: the id says exactly what to do, in any language."""
    match = _BUTTON.match(interactive_id or "")
    if match is None:
        return None
    target = {"ids": [f"task:{match.group(2)}"]}
    if match.group(1) == "done":
        return Intent("database", "complete", {"operation": "complete", **target}, 1.0, entity="task")
    due = iso(ctx.now + timedelta(minutes=SNOOZE_MINUTES))
    return Intent("database", "update", {"operation": "update", **target, "updateFields": {"dueDate": due}}, 1.0,
                  entity="task")


class RulesPlanner:
    name = "rules"

    def plan(self, state: TurnState) -> PlannerOutput | None:
        ctx = RuleContext(raw=state.text(), now=state.now_dt, language=language_of(state.text(), state.lang),
                          latest_actions=state.latestActions)
        intent = button_intent(state.input.interactiveId, ctx) or understand(ctx)
        if intent is None:
            return None
        why = doubt(intent, ctx)
        if why:  # a half-read message: the LLM plans it, or the user is asked; never acted on as read
            intent.confidence = min(intent.confidence, coverage.DOUBTED_CONFIDENCE)
            intent.decided_by = f"{intent.decided_by}; doubted: {why}"
        return to_planner_output(intent, ctx)


def doubt(intent: Intent, ctx: RuleContext) -> str:
    """Why a confident reading may not be what the message says (coverage.py), judged on the part of the
    message it was read from, and on the marks of the message as sent (an emoji that says no, a closing "jk" or
    a "how do i…" question that takes the request back: takebacks.py)."""
    from memo.planning.rules import keyboard, takebacks

    operation = str(intent.args.get("operation") or intent.action)
    return (keyboard.marks_doubt(operation, intent.args, ctx.raw) or takebacks.doubt(intent, ctx.raw)
            or coverage.doubt(intent, _read_part(intent, ctx)))


def _read_part(intent: Intent, ctx: RuleContext) -> RuleContext:
    """The context of the part of the message a plan was read from (all of it, unless asides were left out)."""
    if not intent.read:
        return ctx
    from memo.planning.rules import asides

    return asides.replace_text(ctx, intent.read)


class SemanticPlanner:
    """What no grammar read, placed by its nearest labelled examples. Registered after the LLM planner:
    with an LLM configured it answers only when the LLM could not (down, out of budget); without one, it
    is the offline planner's second layer. Its plans are the rules planner's kind (source "rules")."""

    name = "rules"

    def plan(self, state: TurnState) -> PlannerOutput | None:
        if state.input.interactiveId:
            return None
        ctx = RuleContext(raw=state.text(), now=state.now_dt, language=language_of(state.text(), state.lang),
                          latest_actions=state.latestActions)
        if understand(ctx) is not None:  # a grammar read it (perhaps doubted): not the neighbours' to decide
            return None
        intent = semantic_intent(ctx)
        return to_planner_output(intent, ctx) if intent is not None else None


def semantic_intent(ctx: RuleContext) -> Intent | None:
    """What no grammar read, by its nearest labelled examples (memo/planning/semantic.py): only plans that
    need no slots a grammar must read. None when the examples do not clearly agree."""
    from memo.planning import semantic

    if ctx.time is not None:  # time words ask for something to happen then: that is for a grammar, or a question
        return None
    if len(ctx.text.split()) < semantic.MIN_WORDS:  # "that one", "the other": nothing to compare, only context
        return None
    if _COMMANDS_MEMO.search(ctx.text) or reorder_verb(ctx.text):
        return None  # "נו באמת תמחק הכל": a request no grammar read is asked about, never answered as small talk
    from memo.planning.rules import keyboard

    typed = keyboard.as_typed(ctx.text)  # "✅✅ got em": emoji are no words to compare ("got em" is context only)
    if typed is not None and len(typed.text.split()) < semantic.MIN_WORDS:
        return None
    try:
        found = semantic.route(ctx.text)
    except Exception:  # the model is an aid: without it the message goes on to the LLM or a question
        import logging

        logging.getLogger(__name__).exception("semantic layer failed")
        return None
    if found is None or not found.acted_on:
        return None
    intent = _SEMANTIC_PLANS[found.label](ctx)
    intent.decided_by = found.why()
    return intent


# A command to Memo opening a clause ("pls delete everything", "…, cancel it"): a request, whatever its words
# resemble. Keeping a note ("save", "remember") is left out: the semantic layer may file the message as a note.
_COMMANDS_MEMO = re.compile(r"(?:^|[,.!?;:]\s*)(?:(?:pls|please|plz|just|now|ok|so)\s+)*(?:delete|remove|erase|wipe"
                            r"|clear|cancel|add|remind|send|forward|reply|archive|move|push|reschedule|book|schedule"
                            r"|mark|tick|cross|put|set|change|update)\b", re.IGNORECASE)


def reorder_verb(text: str) -> bool:
    """Whether the message holds a Hebrew command of Memo's requests ("תמחק", "תוסיפי", "תזכיר")."""
    from memo.planning.rules import reorder

    return reorder.has_command(text)


_SEMANTIC_PLANS: dict[str, Callable[[RuleContext], Intent]] = {
    "general:small_talk": lambda ctx: Intent("general", "respond", {"operation": "respond", "kind": "small_talk"},
                                             0.85, intent_type="conversation"),
    "general:question": lambda ctx: Intent("general", "respond", {"operation": "respond", "kind": "question",
                                                                  "question": ctx.text}, 0.8,
                                           intent_type="conversation"),
    "meta:describe_capabilities": lambda ctx: Intent("meta", "describe_capabilities", {"operation": "describe"},
                                                     0.85, intent_type="meta"),
    "second-brain:search": lambda ctx: Intent("second-brain", "search", {"operation": "search", "query": ctx.text},
                                              0.8, entity="note"),
    "second-brain:store": lambda ctx: Intent("second-brain", "store", {"operation": "store", "text": ctx.text,
                                                                       "kind": "fact"}, 0.8, entity="note"),
}
