"""Scripted conversations (the evaluation's format) through the real pipeline and worker.

Each file in scripts/ has `lines` (messages, `@advance`, `@tick`) and one `expect` object per line,
checked the way the evaluation checks `manage.py chat --json` output.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

SCRIPTS = sorted((Path(__file__).parent / "scripts").glob("*.json"))
pytestmark = pytest.mark.worker


def problems(expect: dict, out: dict) -> list[str]:
    executed = [(e["capability"], e["operation"], bool(e["ok"])) for e in out["executed"]]
    why = []
    if "executed" in expect:
        if expect["executed"] == [] and executed:
            why.append(f"expected nothing executed, got {executed}")
        why += [f"missing {tuple(e)}" for e in expect["executed"] if tuple(e) not in executed]
    if "hitl" in expect and (out["hitl"] or {}).get("kind") != expect["hitl"]:
        why.append(f"hitl {out['hitl']} != {expect['hitl']}")
    if "options_min" in expect and len((out["hitl"] or {}).get("options") or out["options"]) < expect["options_min"]:
        why.append("too few options")
    if "turn_status" in expect and out["turn_status"] != expect["turn_status"]:
        why.append(f"turn_status {out['turn_status']} != {expect['turn_status']}")
    if "no_op" in expect and any(op == expect["no_op"] and ok for _, op, ok in executed):
        why.append(f"{expect['no_op']} ran")
    proactive = " ".join(out["proactive"]).casefold()
    if "proactive_contains" in expect and expect["proactive_contains"].casefold() not in proactive:
        why.append(f"no proactive {expect['proactive_contains']!r} in {out['proactive']}")
    if expect.get("proactive_none") and out["proactive"]:
        why.append(f"unexpected proactive {out['proactive']}")
    replies = " ".join(out["replies"])
    if expect.get("reply_nonempty") and not replies.strip():
        why.append("empty reply")
    why += [f"reply lacks {s!r}" for s in expect.get("reply_contains_all", []) if s not in replies]
    return why


@pytest.mark.parametrize("path", SCRIPTS, ids=[p.stem for p in SCRIPTS])
def test_scripted_conversation(chat, path):
    script = json.loads(path.read_text(encoding="utf-8"))
    conversation = chat()
    failures = []
    for line, expect in zip(script["lines"], script["expect"], strict=True):
        out = conversation.line(line)
        failures += [f"{line!r}: {why}" for why in problems(expect, out)]
    assert not failures, failures
