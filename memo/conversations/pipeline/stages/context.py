"""context_assembly and reply_context: who is talking, what they said, what came before."""

from __future__ import annotations

import logging
import re

from memo.conversations import memory
from memo.conversations.hitl_replies import looks_like_answer
from memo.conversations.models import Message, User
from memo.conversations.pipeline.base import Outcome, Stage, StageContext
from memo.conversations.pipeline.state import TurnState, UserContext
from memo.conversations.texts import t

logger = logging.getLogger(__name__)

_HEBREW = re.compile(r"[\u0590-\u05FF]")
_LATIN = re.compile(r"[A-Za-z]")


def detect_language(text: str, default: str) -> str:
    """Answer in the language the user writes in; keep the last one for texts with no letters."""
    if _HEBREW.search(text):
        return "he"
    if _LATIN.search(text):
        return "en"
    return default


class ContextAssembly(Stage):
    name = "context_assembly"

    def run(self, state: TurnState, ctx: StageContext) -> Outcome | None:
        if ctx.persist and state.user.userId:
            user = User.objects.get(pk=state.user.userId)
            language = detect_language(state.input.message, user.language)
            if language != user.language and not ctx.dry_run:
                User.objects.filter(pk=user.pk).update(language=language)
            state.user = UserContext(
                userId=user.pk, phone=user.phone, name=user.name, timezone=user.timezone, language=language,
                capabilities={"calendar": user.calendar_enabled and user.google_connected,
                              "gmail": user.gmail_enabled and user.google_connected},
            )
            state.recentMessages = memory.recent_messages(ctx.thread_id, before_message_id=state.input.messageId)
            state.latestActions = memory.latest_actions(user.pk, limit=3)
        else:
            state.user.language = detect_language(state.input.message, state.user.language)

        # Stale-reply guard (seed 000): a bare "yes" or "2" with no question open is not a request.
        if not state.input.interactiveId and looks_like_answer(state.input.message):
            logger.info("HITL_STALE_REPLY trace=%s", state.traceId)
            state.finalResponse = t("stale_reply", state.lang)
            return Outcome(goto="response_writer")
        return None


class ReplyContext(Stage):
    """A reply to an earlier message carries that message as context for the planner."""

    name = "reply_context"

    def run(self, state: TurnState, ctx: StageContext) -> Outcome | None:
        state.input.enhancedMessage = state.input.message
        if not state.input.replyToId or not ctx.persist:
            return None
        quoted = (Message.objects.filter(channel_message_id=state.input.replyToId, thread_id=ctx.thread_id)
                  .values_list("text", flat=True).first())
        if quoted is None:
            from memo.conversations.models import OutboundMessage

            quoted = (OutboundMessage.objects.filter(channel_message_id=state.input.replyToId,
                                                     thread_id=ctx.thread_id)
                      .values_list("text", flat=True).first())
        if quoted:
            state.input.replyContext = quoted[:1000]
        return None
