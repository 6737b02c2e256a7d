"""Celery tasks of the conversation pipeline: thin wrappers that take ids and call domain functions.

There is one task per pipeline stage (named `memo.stage.<stage>`), one per parallel step kind
(`memo.step.<stage>`), the per-thread drain, outbox delivery and the periodic sweeps. All are
acks_late with reject-on-worker-lost (settings), so a killed worker's task is redelivered; the turn's
stage sequence number makes the redelivery harmless.

The WhatsApp channel's own tasks (`memo.whatsapp.*`, memo/conversations/channels/whatsapp/tasks.py) are
imported here: the worker discovers only this module of the app, so this import registers them.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from celery import shared_task
from django.conf import settings
from django.db import InterfaceError, OperationalError
from django.utils import timezone
from kombu.exceptions import OperationalError as BrokerError

from memo.conversations import hitl, outbox, services
from memo.conversations.channels.whatsapp import tasks as whatsapp_tasks  # noqa: F401  (registers them)
from memo.conversations.pipeline import graph, heartbeat, runner

logger = logging.getLogger(__name__)
_RETRY = {"autoretry_for": (OperationalError, InterfaceError), "retry_backoff": 1, "retry_backoff_max": 30,
          "max_retries": 8}


class CeleryDispatcher:
    """Hands the next piece of work to the broker: a stage task, a group of step tasks, a drain.

    The work's state is already committed in PostgreSQL when this runs, so a broker that cannot be
    reached loses nothing: the thread's lease expires and the recovery sweep re-dispatches it.
    """

    def __init__(self, queue: str | None = None, io_queue: str | None = None) -> None:
        self.queue = queue or settings.CELERY_TASK_DEFAULT_QUEUE
        # Without its own I/O queue (tests, a one-worker install) everything runs where it starts.
        self.io_queue = io_queue or settings.MEMO_IO_QUEUE or self.queue
        self.splits_io = self.io_queue != self.queue

    def stage(self, turn_id: int, seq: int, name: str, io: bool = False) -> None:
        queue = self.io_queue if io else self.queue
        heartbeat.queued_lease(turn_id)
        self._send(lambda: STAGE_TASKS[name].apply_async((turn_id, seq), {"io": io and self.splits_io},
                                                         queue=queue), f"stage {name}")

    def steps(self, turn_id: int, seq: int, name: str, step_ids: list[str], io: bool = False) -> None:
        from celery import group

        queue = self.io_queue if io else self.queue
        heartbeat.queued_lease(turn_id)
        tasks = group(STEP_TASKS[name].s(turn_id, seq, step_id).set(queue=queue) for step_id in step_ids)
        self._send(tasks.apply_async, f"steps of {name}")

    def drain(self, thread_id: int) -> None:
        self._send(lambda: drain_thread.apply_async((thread_id,), queue=self.queue), f"drain {thread_id}")

    def backlog(self, io: bool = False) -> int | None:
        """Tasks waiting in the broker's queue of drains and CPU stages (`io`: of the I/O queue, where the
        deliveries go); None when the broker cannot say.

        The recovery sweep asks this before it re-sends the drain of a message (or the delivery of a reply)
        that has waited a while: while the queue still holds work, that task is most likely in it, behind
        the others."""
        from kombu.exceptions import ChannelError

        from memo.celery import app

        try:
            with app.connection_for_read() as conn:
                queue = self.io_queue if io else self.queue
                return int(conn.default_channel.queue_declare(queue=queue, passive=True).message_count)
        except ChannelError:  # the Redis transport: an empty queue has no key, so "no such queue"
            return 0
        except Exception:  # the broker is down or unreachable: the sweep falls back to waiting longer
            logger.warning("BROKER_UNAVAILABLE could not read the length of a queue")
            return None

    @staticmethod
    def _send(send: Callable[[], object], what: str) -> None:
        try:
            send()
        except BrokerError:
            logger.warning("BROKER_UNAVAILABLE could not enqueue %s; the recovery sweep will pick it up", what)


def _stage_task(name: str):
    @shared_task(name=f"memo.stage.{name}", **_RETRY)
    def run(turn_id: int, seq: int, io: bool = False) -> None:
        runner.execute_stage(turn_id, seq, name, CeleryDispatcher(), io=io)

    run.__doc__ = f"Pipeline stage `{name}` for one turn."
    return run


def _step_task(name: str):
    @shared_task(name=f"memo.step.{name}", **_RETRY)
    def run(turn_id: int, seq: int, step_id: str) -> None:
        runner.execute_step(turn_id, seq, name, step_id, CeleryDispatcher())

    run.__doc__ = f"One plan step of the parallel stage `{name}`."
    return run


STAGE_TASKS = {name: _stage_task(name) for name in graph.STAGES}
STEP_TASKS = {name: _step_task(name) for name, node in graph.GRAPH.items() if node.fanout}


class _StartHere(CeleryDispatcher):
    """The drain's dispatcher: the turn it starts (or resumes) runs on in the same task, not behind every
    other queued drain of a burst; anything else is published as usual."""

    def __init__(self) -> None:
        super().__init__()
        self.here: list[tuple[int, int, str]] = []

    def stage(self, turn_id: int, seq: int, name: str, io: bool = False) -> None:
        if io or self.here:
            super().stage(turn_id, seq, name, io=io)
        else:
            self.here.append((turn_id, seq, name))


@shared_task(name="memo.drain_thread", **_RETRY)
def drain_thread(thread_id: int) -> str:
    dispatcher = _StartHere()
    outcome = services.drain_thread(thread_id, dispatcher)
    for turn_id, seq, name in dispatcher.here:  # committed already: the stage finds the turn as it was left
        try:
            runner.execute_stage(turn_id, seq, name, CeleryDispatcher())
        except (OperationalError, InterfaceError):
            # The drain is done; the stage is not: hand it to a stage task, which retries on its own.
            CeleryDispatcher().stage(turn_id, seq, name)
    return outcome


@shared_task(name="memo.deliver_outbound", **_RETRY)
def deliver_outbound(outbound_id: int) -> str:
    return outbox.deliver(outbound_id)


@shared_task(name="memo.deliver_outbound_many", **_RETRY)
def deliver_outbound_many(outbound_ids: list[int]) -> list[str]:
    return [outbox.deliver(pk) for pk in outbound_ids]


@shared_task(name="memo.sweep.expire_questions")
def expire_questions() -> int:
    return hitl.expire_due(timezone.now())


@shared_task(name="memo.sweep.retention")
def retention() -> dict[str, int]:
    from memo.conversations import retention as policy

    return policy.purge()


@shared_task(name="memo.sweep.recover")
def recover() -> dict[str, int]:
    return services.recover()


@shared_task(name="memo.sweep.morning_brief")
def morning_brief() -> int:
    from memo.conversations import proactive

    return proactive.morning_brief()
