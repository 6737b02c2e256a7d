"""What a pipeline stage is: a small object whose `run(state, ctx)` changes the state and may branch."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from memo.planning.state import TurnState


@dataclass(frozen=True)
class Outcome:
    """How a stage ends. The default is "go on to the declared next stage"."""

    goto: str | None = None  # continue from another named stage (must be an allowed jump)
    pause: bool = False  # a question was asked: end the chain, the turn waits (interrupt())
    end: bool = False  # end the chain here; the status comes from state.endStatus


CONTINUE = Outcome()


@dataclass
class StageContext:
    """What a stage may use besides the state. `dry_run` disables every side effect (replay)."""

    turn_id: int | None = None
    thread_id: int | None = None
    channel: str = ""  # the thread's channel (whatsapp, console, web), when known
    dry_run: bool = False
    persist: bool = True  # False for `manage.py plan`: nothing touches the database
    # Handed to an I/O worker because the stage waits outside (Stage.waits_outside said so on a CPU worker).
    handed_over: bool = False
    notes: dict[str, Any] = field(default_factory=dict)


class Stage:
    name: str = ""
    # Whether the stage has effects outside the turn's state whose re-run matters (the executor's, the
    # latest actions): the checkpoints waiting in memory are written before it runs, so the turn row says
    # this stage while they happen. Other stages' checkpoints wait for the next write (runner.py).
    effects: bool = False

    def run(self, state: TurnState, ctx: StageContext) -> Outcome | None:
        raise NotImplementedError

    def waits_outside(self, state: TurnState) -> bool:
        """Whether running this stage now will wait on an outside system (the LLM, Google): the runner then
        runs it on the I/O queue, where waiting costs nothing, instead of on a CPU worker."""
        return False


class FanoutStage(Stage):
    """A stage that runs plan steps in parallel, one dependency level at a time.

    Under Celery each step of a level is its own task in a group; the level's join is counted on the
    turn row in PostgreSQL. In-process the steps simply run in order. Steps never raise: a failure is
    a failed result for that step, not a failed turn.
    """

    def next_level(self, state: TurnState) -> list[str]:
        raise NotImplementedError

    def run_step(self, state: TurnState, step_id: str, ctx: StageContext) -> dict[str, Any]:
        raise NotImplementedError

    def merge(self, state: TurnState, step_id: str, result: dict[str, Any]) -> None:
        raise NotImplementedError

    def finish(self, state: TurnState, ctx: StageContext) -> Outcome | None:
        return None

    def safe_step(self, state: TurnState, step_id: str, ctx: StageContext) -> dict[str, Any]:
        try:
            return self.run_step(state, step_id, ctx)
        except Exception as exc:  # one step's failure must not crash the turn
            import logging

            logging.getLogger(__name__).exception("step %s of %s failed", step_id, self.name)
            return {"ok": False, "error": "STEP_CRASHED", "detail": type(exc).__name__}

    def run(self, state: TurnState, ctx: StageContext) -> Outcome | None:
        while level := self.next_level(state):
            for step_id in level:
                self.merge(state, step_id, self.safe_step(state, step_id, ctx))
        return self.finish(state, ctx)
