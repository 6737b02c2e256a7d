"""The stage graph, declared once: stage names, default next stage, allowed jumps.

Both drivers (Celery tasks, and the in-process runner used by `plan`, `replay` and the benchmark)
walk this graph; `manage.py graph` draws it. A jump not declared here is a bug and fails loudly.
"""

from __future__ import annotations

from dataclasses import dataclass

from memo.conversations.pipeline.base import FanoutStage, Outcome, Stage
from memo.conversations.pipeline.stages.context import ContextAssembly, ReplyContext
from memo.conversations.pipeline.stages.execution import Executor, Join
from memo.conversations.pipeline.stages.hitl_gate import HITLGate
from memo.conversations.pipeline.stages.planning import CapabilityCheck, Planner
from memo.conversations.pipeline.stages.resolution import EntityResolution, ResolverRouter
from memo.conversations.pipeline.stages.response import MemoryUpdate, ResponseFormatter, ResponseWriter, Send


@dataclass(frozen=True)
class Node:
    stage: Stage
    next: str | None
    jumps: frozenset[str] = frozenset()
    why: str = ""  # what the jumps are for (shown on the diagram)

    @property
    def fanout(self) -> bool:
        return isinstance(self.stage, FanoutStage)


START = "context_assembly"

GRAPH: dict[str, Node] = {
    "context_assembly": Node(ContextAssembly(), "reply_context", frozenset({"response_writer"}), "stale reply"),
    "reply_context": Node(ReplyContext(), "planner"),
    "planner": Node(Planner(), "capability_check", frozenset({"response_writer"}), "gave up clarifying"),
    "capability_check": Node(CapabilityCheck(), "hitl_gate", frozenset({"response_writer"}), "blocked"),
    "hitl_gate": Node(HITLGate(), "resolver_router",
                      frozenset({"planner", "resolver_router", "entity_resolution", "response_writer"}),
                      "resume: returnTo / declined"),
    "resolver_router": Node(ResolverRouter(), "entity_resolution"),
    "entity_resolution": Node(EntityResolution(), "executor", frozenset({"hitl_gate"}), "disambiguation"),
    "executor": Node(Executor(), "join"),
    "join": Node(Join(), "response_formatter"),
    "response_formatter": Node(ResponseFormatter(), "response_writer"),
    "response_writer": Node(ResponseWriter(), "memory_update"),
    "memory_update": Node(MemoryUpdate(), "send"),
    "send": Node(Send(), None),
}

STAGES: tuple[str, ...] = tuple(GRAPH)


class GraphError(RuntimeError):
    pass


def node(name: str) -> Node:
    try:
        return GRAPH[name]
    except KeyError:
        raise GraphError(f"unknown stage {name!r}") from None


def next_stage(name: str, outcome: Outcome | None) -> str | None:
    """Where the chain goes after `name` ended with `outcome`; None ends the chain."""
    current = node(name)
    if outcome is None:
        return current.next
    if outcome.pause or outcome.end:
        return None
    if outcome.goto is not None:
        if outcome.goto not in current.jumps:
            raise GraphError(f"{name} may not jump to {outcome.goto}")
        return outcome.goto
    return current.next


def mermaid() -> str:
    """The graph as a mermaid flowchart (docs/architecture.md embeds this output)."""
    lines = ["flowchart TD", "    inbound([inbound message]) --> context_assembly"]
    for name, n in GRAPH.items():
        label = f"{name}<br/>(parallel steps)" if n.fanout else name
        lines.append(f"    {name}[\"{label}\"]")
    for name, n in GRAPH.items():
        if n.next:
            lines.append(f"    {name} --> {n.next}")
        else:
            lines.append(f"    {name} --> outbox([outbox → channel])")
        for target in sorted(n.jumps - {n.next}):
            lines.append(f"    {name} -. \"{n.why}\" .-> {target}")
    lines.append("    hitl_gate -. \"question asked\" .-> paused([turn paused, PendingHITL])")
    lines.append("    paused -. \"answer arrives\" .-> hitl_gate")
    return "\n".join(lines)
