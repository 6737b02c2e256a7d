"""`make run`'s two workers: CPU stages on a prefork worker, stages that wait on the LLM on a threads worker.

Real worker processes on their own queues; the LLM is the local OpenAI-compatible fake. A turn that needs
the LLM starts on the CPU worker, is handed to the I/O worker for the planner and the writer, and ends
there; a turn the rules answer never leaves the CPU worker. An I/O worker killed while it waits on the
LLM loses nothing: the turn is taken over and completes once.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from memo.celery import app
from memo.conversations import services
from memo.conversations.models import Message, OutboundMessage, StageRun, Thread, Turn
from memo.conversations.tasks import CeleryDispatcher
from tests.support.fake_openai import FakeOpenAI, ok, running_fake_openai, slow
from tests.support.worker_procs import kill_group, start_worker

pytestmark = [pytest.mark.subprocess_worker, pytest.mark.django_db(transaction=True)]

CPU, IO = "memo-layout-cpu", "memo-layout-io"
QUESTION = "any thoughts on naming my sourdough starter"  # no rule reads it: the LLM planner does
PLAN = {"intentType": "operation", "confidence": 0.9, "riskLevel": "low", "needsApproval": False,
        "missingFields": [], "plan": [{"id": "s1", "capability": "general", "action": "respond",
                                       "constraints": "{}", "changes": "{}", "dependsOn": []}]}
ANSWER = {"reply": "Try \"Clint Yeastwood\"."}


class NoDispatch:
    """Store the message without publishing: the drain is sent once the workers listen."""

    splits_io = False

    def stage(self, *args: Any, **kw: Any) -> None:
        pass

    def steps(self, *args: Any, **kw: Any) -> None:
        pass

    def drain(self, *args: Any) -> None:
        pass


@pytest.fixture
def llm() -> Iterator[FakeOpenAI]:
    with running_fake_openai() as fake:
        yield fake


@pytest.fixture
def layout(tmp_path: Path, settings: Any, llm: FakeOpenAI) -> Iterator[Callable[[], dict[str, Any]]]:
    """Start the two workers (on call), pointed at the fake LLM; kill whatever is left at the end."""
    settings.PIPELINE_LEASE_SECONDS = 2
    with app.connection_for_write() as connection:
        for queue in (CPU, IO):
            connection.default_channel.queue_purge(queue)
    procs: dict[str, Any] = {}

    def start() -> dict[str, Any]:
        procs["cpu"] = start_worker(CPU, tmp_path / "cpu.log", env=worker_env(llm))
        procs["io"] = start_io_worker(llm, tmp_path / "io.log")
        return procs

    yield start
    for proc in procs.values():
        kill_group(proc)


def worker_env(llm: FakeOpenAI) -> dict[str, str]:
    return {"MEMO_TASK_QUEUE": CPU, "MEMO_IO_QUEUE": IO, "OPENAI_BASE_URL": llm.url, "OPENAI_API_KEY": "",
            "LLM_BACKOFF_SECONDS": "0.01", "LLM_TIMEOUT_SECONDS": "30", "PIPELINE_LEASE_SECONDS": "2"}


def start_io_worker(llm: FakeOpenAI, log: Path) -> Any:
    """The I/O worker as `make run` starts it: threads sharing a small pool of connections."""
    return start_worker(IO, log, pool="threads", concurrency=8,
                        env={**worker_env(llm), "DATABASE_POOL": "true", "DATABASE_POOL_MAX_SIZE": "3"})


def wait_for(condition: Callable[[], object], seconds: float, what: str, logs: Path) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return
        time.sleep(0.05)
    raise AssertionError(f"timed out waiting for {what}\n" + "\n".join(
        p.read_text(errors="replace")[-2000:] for p in sorted(logs.glob("*.log"))))


def ask(text: str, phone: str) -> Message:
    thread = services.get_thread(phone, Thread.Channel.CONSOLE, timezone_name="Asia/Jerusalem")
    message = services.receive_message(thread, text, dispatcher=NoDispatch()).message
    CeleryDispatcher(CPU, IO).drain(thread.pk)
    return message


def finished(message: Message) -> bool:
    turn = Turn.objects.filter(inbound_message=message).first()
    return turn is not None and turn.status == Turn.Status.COMPLETED and not OutboundMessage.objects.filter(
        thread_id=turn.thread_id, status__in=(OutboundMessage.Status.PENDING, OutboundMessage.Status.SENDING)).exists()


def workers_of(message: Message) -> dict[str, set[str]]:
    turn = Turn.objects.get(inbound_message=message)
    out: dict[str, set[str]] = {}
    for stage, worker in StageRun.objects.filter(turn=turn).values_list("stage", "worker"):
        out.setdefault(stage, set()).add(worker.rsplit(":", 1)[-1])
    return out


def test_llm_stages_run_on_the_io_worker_and_a_rules_turn_stays_on_the_cpu_worker(layout, llm, tmp_path):
    procs = layout()
    llm.script(ok(PLAN), ok(ANSWER))

    asked = ask(QUESTION, "+972501238801")
    wait_for(lambda: finished(asked), 60, "the LLM turn", tmp_path)
    plain = ask("what can you do?", "+972501238802")
    wait_for(lambda: finished(plain), 60, "the rules turn", tmp_path)

    stages = workers_of(asked)
    io_pid, cpu_children = str(procs["io"].pid), stages["context_assembly"]
    assert stages["planner"] == {io_pid} and stages["response_writer"] == {io_pid}
    assert io_pid not in cpu_children  # the turn began on the CPU worker and was handed over
    reply = OutboundMessage.objects.filter(turn__inbound_message=asked).values_list("text", flat=True)
    assert list(reply) == ['Try "Clint Yeastwood".']
    assert all(io_pid not in pids for pids in workers_of(plain).values())  # never left the CPU worker
    assert len(llm.requests) == 2


def test_an_io_worker_killed_while_it_waits_on_the_llm_loses_nothing(layout, llm, tmp_path):
    procs = layout()
    llm.script(slow(30, PLAN))  # the first planner call hangs: the worker is killed while it waits
    asked = ask(QUESTION, "+972501238803")
    wait_for(lambda: len(llm.requests) == 1, 60, "the planner's call to the LLM", tmp_path)
    kill_group(procs["io"])
    llm.script(ok(PLAN), ok(ANSWER))

    procs["io"] = start_io_worker(llm, tmp_path / "io-2.log")
    thread = Thread.objects.get(messages=asked)
    # Nothing here sweeps: the workers' own recovery sweep takes the turn over once the dead worker's
    # lease (no longer renewed by its heartbeat) runs out.
    wait_for(lambda: finished(asked), 60, "the taken-over turn", tmp_path)

    replies = list(OutboundMessage.objects.filter(thread=thread, kind=OutboundMessage.Kind.REPLY)
                   .values_list("text", flat=True))
    assert replies == ['Try "Clint Yeastwood".']  # one answer, from the second try
    assert Turn.objects.filter(thread=thread).count() == 1
