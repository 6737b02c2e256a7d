"""The management commands developers and other tools use: graph, check, replay, engines and chat."""

from __future__ import annotations

import io
import json
import os
import re
import subprocess
import sys

import pytest
from django.conf import settings
from django.core.management import CommandError, call_command

from memo.conversations.models import OutboundMessage, StageRun, Turn, User
from memo.conversations.pipeline import graph
from memo.planning.models import ExecutedOperation
from tests.support.capabilities import plan, step

CHAT_KEYS = {"input", "replies", "options", "hitl", "executed", "proactive", "turn_status"}
INTEGRATION_VARS = ("WHATSAPP_TOKEN", "WHATSAPP_PHONE_NUMBER_ID", "WHATSAPP_APP_SECRET", "OPENAI_API_KEY",
                    "OPENAI_BASE_URL", "GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET")


def run(*args: str) -> str:
    out = io.StringIO()
    call_command(*args, stdout=out)
    return out.getvalue()


def manage(*args: str, env: dict[str, str], timeout: float = 180) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "manage.py", *args], cwd=settings.BASE_DIR, env=env,
                          capture_output=True, text=True, timeout=timeout)


def timeline_stages(output: str) -> list[str]:
    """The stage column of `replay`'s text timeline ("  12 send  ended  1.23 ms ...")."""
    return re.findall(r"^\s+\d+ ([a-z_]+)", output, flags=re.MULTILINE)


# --- graph -------------------------------------------------------------------------------------------------
def test_graph_prints_mermaid_with_every_stage():
    output = run("graph")
    assert output.startswith("flowchart TD")
    for name in graph.STAGES:
        assert re.search(rf"^\s+{name}\[", output, flags=re.MULTILINE), f"stage {name} has no node"
    assert "send --> outbox" in output


def test_graph_table_lists_each_stage_with_its_next_stage():
    rows = dict(re.findall(r"^(\w+)\s+->\s+(\S+)", run("graph", "--table"), flags=re.MULTILINE))
    assert list(rows) == list(graph.STAGES)
    for name, node in graph.GRAPH.items():
        assert rows[name] == (node.next or "(end)"), f"{name} should go on to {node.next}"


# --- check -------------------------------------------------------------------------------------------------
def integration_env(**values: str) -> dict[str, str]:
    env = {**os.environ, **dict.fromkeys(INTEGRATION_VARS, "")}
    env.update(values)
    return env


def test_check_reports_every_integration_off_when_nothing_is_configured():
    result = manage("check", env=integration_env())
    report = result.stdout + result.stderr
    assert result.returncode == 0, report
    assert "WhatsApp: off (WHATSAPP_TOKEN/WHATSAPP_PHONE_NUMBER_ID not set)" in report
    assert "OpenAI: off (OPENAI_API_KEY/OPENAI_BASE_URL not set)" in report
    assert "Google: off (GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET not set)" in report
    assert "configured" not in report


def test_check_reports_integrations_configured_when_their_settings_are_present():
    env = integration_env(WHATSAPP_TOKEN="token", WHATSAPP_PHONE_NUMBER_ID="1234", WHATSAPP_APP_SECRET="secret",
                          OPENAI_API_KEY="sk-test", GOOGLE_CLIENT_ID="id.apps", GOOGLE_CLIENT_SECRET="shh")
    result = manage("check", env=env)
    report = result.stdout + result.stderr
    assert result.returncode == 0, report
    for name in ("WhatsApp", "OpenAI", "Google"):
        assert f"{name}: configured" in report
    assert " off (" not in report


def test_check_warns_when_whatsapp_signatures_cannot_be_verified():
    result = manage("check", env=integration_env(WHATSAPP_TOKEN="token", WHATSAPP_PHONE_NUMBER_ID="1234"))
    report = result.stdout + result.stderr
    assert result.returncode == 0, report
    assert "WHATSAPP_APP_SECRET is not set" in report


# --- replay ------------------------------------------------------------------------------------------------
@pytest.mark.worker
def test_replay_by_phone_lists_the_users_turns_newest_first_with_their_stages(chat, fake_caps):
    conversation = chat("+972501119001")
    conversation.line("note it")
    conversation.line("2")
    older, newer = Turn.objects.order_by("id")

    output = run("replay", "+972501119001")

    assert older.trace_id in output and newer.trace_id in output
    assert output.index(newer.trace_id) < output.index(older.trace_id)
    assert '"note it"' in output
    for name in graph.STAGES:
        assert name in timeline_stages(output), f"stage {name} missing from the listing"


@pytest.mark.worker
def test_replay_finds_a_whatsapp_user_known_only_by_a_business_scoped_id(chat, fake_caps):
    conversation = chat("+972501119002")
    conversation.line("note it")
    turn = Turn.objects.get()
    User.objects.filter(pk=turn.thread.user_id).update(phone="", bsuid="US.13491208655302741918")

    output = run("replay", "US.13491208655302741918")

    assert turn.trace_id in output and '"note it"' in output


@pytest.mark.worker
def test_replay_by_trace_id_prints_the_turns_stages_in_order(chat, fake_caps):
    chat().line("note it")
    turn = Turn.objects.get()

    output = run("replay", turn.trace_id)

    assert output.splitlines()[0].startswith(f"{turn.trace_id}  completed")
    assert timeline_stages(output) == list(StageRun.objects.filter(turn=turn).order_by("id")
                                           .values_list("stage", flat=True))
    as_json = json.loads(run("replay", turn.trace_id, "--json"))
    assert as_json["status"] == "completed"
    assert [row["stage"] for row in as_json["timeline"] if not row["step"]][-1] == "send"


@pytest.mark.worker
def test_replay_dry_run_of_an_unchanged_turn_reports_the_same_result(chat, fake_caps):
    fake_caps.planner.scripts["add lunch to my calendar"] = plan(step("s1", "create", capability="calendar"))
    out = chat().line("add lunch to my calendar")
    assert out["turn_status"] == "completed" and out["executed"] == []
    turn = Turn.objects.get()
    outbox_before = OutboundMessage.objects.count()

    output = run("replay", turn.trace_id, "--from", "planner", "--dry-run")

    assert "same result as the original run" in output
    assert "differs" not in output
    assert OutboundMessage.objects.count() == outbox_before


@pytest.mark.worker
def test_replay_dry_run_of_an_unchanged_answered_turn_reports_the_same_result(chat, fake_caps):
    fake_caps.planner.scripts["what can you do?"] = plan(step("s1", "describe", capability="meta"))
    assert chat().line("what can you do?")["executed"][0]["operation"] == "describe"
    turn = Turn.objects.get()

    output = run("replay", turn.trace_id, "--from", "planner", "--dry-run")

    assert "same result as the original run" in output


@pytest.mark.worker
def test_replay_dry_run_walks_the_rest_of_the_graph_without_any_side_effect(chat, fake_caps):
    conversation = chat()
    assert conversation.line("note it")["executed"][0]["ok"] is True
    turn = Turn.objects.get()
    effects, outbox = len(fake_caps.effects()), OutboundMessage.objects.count()
    ledger, runs = ExecutedOperation.objects.count(), StageRun.objects.count()

    output = run("replay", turn.trace_id, "--from", "planner", "--dry-run")

    walked = re.findall(r"^\s+([a-z_]+)\s+(ok|ended|jump|paused)\s+->", output, flags=re.MULTILINE)
    assert [stage for stage, _ in walked] == list(graph.STAGES[graph.STAGES.index("planner"):])
    assert len(fake_caps.effects()) == effects == 1
    assert OutboundMessage.objects.count() == outbox
    assert ExecutedOperation.objects.count() == ledger
    assert StageRun.objects.count() == runs
    turn.refresh_from_db()
    assert turn.status == Turn.Status.COMPLETED


@pytest.mark.worker
def test_replay_of_an_unknown_trace_id_is_a_command_error():
    with pytest.raises(CommandError, match="no turn with trace id 'no-such-trace', and it is not a phone number"):
        run("replay", "no-such-trace")


@pytest.mark.worker
def test_replay_of_a_phone_with_no_turns_is_a_command_error():
    with pytest.raises(CommandError, match=r"no turns for \+972509999999"):
        run("replay", "+972509999999")


@pytest.mark.worker
def test_replay_from_a_stage_that_never_ran_is_a_command_error(chat):
    chat().line("2")  # the stale-reply guard jumps straight to response_writer
    turn = Turn.objects.get()
    with pytest.raises(CommandError, match="stage planner never ran"):
        run("replay", turn.trace_id, "--from", "planner", "--dry-run")


@pytest.mark.worker
def test_rerun_from_executor_finishes_the_turn_without_repeating_its_side_effect(chat, fake_caps):
    conversation = chat()
    assert conversation.line("note it")["turn_status"] == "completed"
    turn = Turn.objects.get()
    assert len(fake_caps.effects("note")) == 1
    replies = list(OutboundMessage.objects.values_list("text", flat=True))
    executor_runs = StageRun.objects.filter(turn=turn, stage="executor").count()

    output = run("replay", turn.trace_id, "--from", "executor")

    assert output.strip() == f"re-ran {turn.trace_id} from executor: completed"
    conversation.wait_idle()
    assert len(fake_caps.effects("note")) == 1
    assert ExecutedOperation.objects.filter(trace_id=turn.trace_id).count() == 1
    assert list(OutboundMessage.objects.values_list("text", flat=True)) == replies  # the user is not told twice
    turn.refresh_from_db()
    assert turn.status == Turn.Status.COMPLETED
    assert turn.state["executionResults"]["s1"]["ok"] is True
    assert StageRun.objects.filter(turn=turn, stage="executor").count() > executor_runs  # it really ran again


@pytest.mark.worker
def test_rerun_of_a_paused_turn_is_refused(chat, fake_caps):
    chat().line("delete everything")
    turn = Turn.objects.get()
    with pytest.raises(CommandError, match="is paused; only finished turns can be re-run"):
        run("replay", turn.trace_id, "--from", "planner")


# --- engines -----------------------------------------------------------------------------------------------
def test_engines_shows_both_engines_running(db):
    lines = run("engines").splitlines()
    assert len(lines) == 2
    postgres, redis = lines
    assert postgres.startswith("PostgreSQL (embedded): running") and str(settings.VAR_DIR) in postgres
    assert redis.startswith("Redis (embedded): running")


# --- chat: the JSON contract other tools parse -------------------------------------------------------------
@pytest.fixture
def chat_env(transactional_db) -> dict[str, str]:
    """A `manage.py chat` subprocess on this test database, with its own queue (it starts its own worker)."""
    env = {**os.environ, **dict.fromkeys(INTEGRATION_VARS, ""), "MEMO_DB_NAME": settings.DATABASES["default"]["NAME"],
           "MEMO_TASK_QUEUE": f"{settings.CELERY_TASK_DEFAULT_QUEUE}-chat-contract"}
    if settings.EMBEDDED_POSTGRES:
        env.pop("DATABASE_URL", None)
    else:
        env["DATABASE_URL"] = env["DATABASE_URL"].rsplit("/", 1)[0] + "/" + settings.DATABASES["default"]["NAME"]
    return env


def chat_script(tmp_path, lines: list[str], env: dict[str, str], phone: str = "+972500000001"):
    script = tmp_path / "conversation.txt"
    script.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return manage("chat", "--phone", phone, "--now", "2026-11-22T09:00", "--tz", "Asia/Jerusalem",
                  "--script", str(script), "--json", env=env)


def json_lines(stdout: str) -> list[dict]:
    rows = [json.loads(line) for line in stdout.splitlines()]
    assert all(isinstance(row, dict) for row in rows)
    return rows


def test_chat_script_prints_one_json_object_per_line_in_the_documented_shape(tmp_path, chat_env):
    script = ["help", "2", "@advance 6m", "@tick", "purple monkey dishwasher"]
    result = chat_script(tmp_path, script, chat_env)
    assert result.returncode == 0, result.stderr

    rows = json_lines(result.stdout)
    assert [row["input"] for row in rows] == script
    for row in rows:
        assert set(row) == CHAT_KEYS, f"unexpected keys in {row}"
    helped, stale, advanced, ticked, unclear = rows

    assert [(e["capability"], e["operation"], e["ok"]) for e in helped["executed"]] == [("meta", "describe", True)]
    assert helped["turn_status"] == "completed" and helped["replies"] and helped["hitl"] is None

    assert stale["hitl"] is None and stale["executed"] == []
    assert stale["replies"] and stale["replies"][0].strip()
    assert stale["turn_status"] == "completed"

    assert advanced["turn_status"] is None and advanced["replies"] == [] and advanced["executed"] == []

    assert isinstance(ticked["proactive"], list) and ticked["turn_status"] is None

    assert unclear["hitl"]["kind"] == "clarification" and unclear["turn_status"] == "paused"
    assert unclear["replies"] and unclear["options"] == unclear["hitl"]["options"]

    # It ran on this test database: the question is waiting there.
    assert Turn.objects.filter(thread__user__phone="+972500000001").count() == 3
    assert Turn.objects.get(status=Turn.Status.PAUSED).inbound_message.text == "purple monkey dishwasher"


def test_chat_bad_directive_is_reported_as_a_json_error_line_and_the_script_goes_on(tmp_path, chat_env):
    result = chat_script(tmp_path, ["@advance soon", "@teleport", "help"], chat_env)
    assert result.returncode == 0, result.stderr

    bad, unknown, helped = json_lines(result.stdout)
    assert set(bad) == CHAT_KEYS | {"error"} and "@advance 6m" in bad["error"]
    assert bad["turn_status"] is None and bad["replies"] == []
    assert set(unknown) == CHAT_KEYS | {"error"} and "unknown directive" in unknown["error"]
    assert set(helped) == CHAT_KEYS and helped["turn_status"] == "completed"


def test_chat_refuses_a_phone_that_is_not_a_phone_number(tmp_path, chat_env):
    result = chat_script(tmp_path, ["help"], chat_env, phone="not-a-phone")
    assert result.returncode != 0
    assert "not a phone number: 'not-a-phone'" in result.stderr
    assert result.stdout == ""
    assert not Turn.objects.exists()
