"""A button answers only the question it was sent with; numbers and words are read strictly.

Yes/no buttons used to share the ids "yes"/"no" across every question, so a tap on an old "Yes"
approved a newer "delete all?". Now each question's buttons name it, and a WhatsApp reply that quotes
an earlier question does not answer the current one.
"""

from __future__ import annotations

import pytest

from memo.conversations.models import OutboundMessage, PendingHITL
from tests.support.capabilities import plan, step

pytestmark = pytest.mark.worker


def yes_button(buttons: list[dict]) -> dict:
    return next(b for b in buttons if b["label"] == "Yes")


def test_an_old_yes_button_does_not_approve_a_newer_question(chat, fake_caps):
    fake_caps.planner.scripts["note it twice"] = plan(step("s1", "note", text="x"), needsApproval=True)
    talk = chat()
    talk.line("note it twice")
    old_yes = yes_button(talk.last_buttons())
    talk.line("no")  # the first question is answered: nothing done
    talk.line("delete everything")
    new_yes = yes_button(talk.last_buttons())
    assert old_yes["id"] != new_yes["id"]

    out = talk.tap("Yes", old_yes["id"])

    assert fake_caps.effects("deleteAll") == [] and out["executed"] == []
    assert out["hitl"] is not None and out["hitl"]["kind"] == "approval"  # still waiting on the real answer
    assert "earlier question" in out["replies"][-1] and "delete all your tasks" in out["replies"][-1]

    done = talk.tap("Yes", new_yes["id"])
    assert [(e["operation"], e["ok"]) for e in done["executed"]] == [("deleteAll", True)]
    assert len(fake_caps.effects("deleteAll")) == 1


def test_an_old_button_with_no_question_open_gets_the_stale_reply(chat, fake_caps):
    talk = chat()
    talk.line("delete everything")
    old_yes = yes_button(talk.last_buttons())
    talk.line("no")

    out = talk.tap("Yes", old_yes["id"])

    assert out["replies"] == ["I'm not waiting on a question right now — what would you like to do?"]
    assert out["executed"] == [] and fake_caps.effects("deleteAll") == []


def test_a_quoted_reply_to_an_earlier_question_does_not_answer_this_one(chat, fake_caps):
    # WhatsApp sends a tapped button's (or a swiped reply's) message as context.id: a bare "yes" id with
    # the context of an earlier question is not an answer to the current one.
    fake_caps.planner.scripts["note it twice"] = plan(step("s1", "note", text="x"), needsApproval=True)
    talk = chat()
    talk.line("note it twice")
    first = PendingHITL.objects.get()
    OutboundMessage.objects.filter(idempotency_key=f"hitl:{first.hitl_id}:0").update(channel_message_id="wamid.FIRST")
    talk.line("no")
    talk.line("delete everything")

    out = talk.tap("Yes", "yes", reply_to="wamid.FIRST")

    assert fake_caps.effects("deleteAll") == [] and out["hitl"]["kind"] == "approval"


def test_a_quoted_reply_to_the_question_itself_answers_it(chat, fake_caps):
    talk = chat()
    talk.line("delete everything")
    pending = PendingHITL.objects.get(status="pending")
    OutboundMessage.objects.filter(idempotency_key=f"hitl:{pending.hitl_id}:0").update(channel_message_id="wamid.NOW")

    out = talk.tap("Yes", "yes", reply_to="wamid.NOW")

    assert [(e["operation"], e["ok"]) for e in out["executed"]] == [("deleteAll", True)]


def test_the_buttons_sent_name_their_question(chat, fake_caps):
    talk = chat()
    talk.line("delete everything")
    pending = PendingHITL.objects.get(status="pending")
    ids = [b["id"] for b in talk.last_buttons()]
    assert ids == [f"q:{pending.hitl_id.hex[:12]}:yes", f"q:{pending.hitl_id.hex[:12]}:no"]
    talk.line("maybe")  # asked again: the same question's buttons again
    assert [b["id"] for b in talk.last_buttons()] == ids


@pytest.mark.parametrize("reply", ["-1", "-2", "−1"])
def test_a_negative_number_is_not_an_option(chat, fake_caps, reply):
    fake_caps.planner.scripts["delete the email task"] = plan(step("s1", "delete", name="email"))
    talk = chat()
    talk.line("delete the email task")

    out = talk.line(reply)

    assert fake_caps.effects("delete") == [] and out["hitl"]["kind"] == "disambiguation"


@pytest.mark.parametrize("reply", ["yeah right", "Yeah, right", "ya right"])
def test_yeah_right_is_not_a_yes(chat, fake_caps, reply):
    talk = chat()
    talk.line("delete everything")

    out = talk.line(reply)

    assert fake_caps.effects("deleteAll") == [] and out["hitl"]["kind"] == "approval"
