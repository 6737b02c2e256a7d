"""context_assembly and reply_context: who is talking, what they said, what came before."""

from __future__ import annotations

import logging
import re

from memo.conversations import memory
from memo.conversations.hitl import is_question_button
from memo.conversations.hitl_replies import looks_like_answer
from memo.conversations.models import Message, OutboundMessage, User
from memo.conversations.pipeline.base import Outcome, Stage, StageContext
from memo.conversations.texts import t
from memo.planning.state import TurnState

logger = logging.getLogger(__name__)

_HEBREW = re.compile(r"[\u0590-\u05FF]")
_LATIN = re.compile(r"[A-Za-z]")
# Letters of other scripts (Cyrillic, Arabic, Greek, CJK, ...): a third language gets English answers.
_OTHER_SCRIPT = re.compile(r"[\u0370-\u03FF\u0400-\u04FF\u0600-\u06FF\u0900-\u097F\u3040-\u30FF\u4E00-\u9FFF]")
_NUMBERED = re.compile(r"^\s*(\d{1,2})[.)]\s+(.+?)\s*$", re.MULTILINE)
_ORDINALS = {
    "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
    "ninth": 9, "tenth": 10, "last": -1,
    "הראשון": 1, "הראשונה": 1, "השני": 2, "השנייה": 2, "השניה": 2, "השלישי": 3, "השלישית": 3, "הרביעי": 4,
    "הרביעית": 4, "החמישי": 5, "החמישית": 5, "השישי": 6, "השישית": 6, "השביעי": 7, "השמיני": 8, "התשיעי": 9,
    "העשירי": 10, "האחרון": -1, "האחרונה": -1,
}
_REFERENCE = re.compile(
    r"(?:(?:the|number|no\.?|#|מספר|את)\s*)?(?P<num>\d{1,2})(?!\d|:|/|\.\d)"
    r"|(?:the\s+|את\s+)?(?P<word>" + "|".join(_ORDINALS) + r")(?:\s+one)?",
    re.IGNORECASE)


def detect_language(text: str, default: str) -> str:
    """Answer in the language the user writes in; keep the last one for texts with no letters."""
    if _HEBREW.search(text):
        return "he"
    if _LATIN.search(text) or _OTHER_SCRIPT.search(text):
        return "en"  # Memo speaks Hebrew and English; any other language is answered in English
    return default


def list_reference(message: str, quoted: str) -> tuple[int, str, re.Match[str]] | None:
    """Which item of a quoted numbered list the reply names: (number, item words, where in the reply)."""
    items = {int(n): text for n, text in _NUMBERED.findall(quoted)}
    match = _REFERENCE.search(message) if items else None
    if match is None:
        return None
    number = int(match.group("num")) if match.group("num") else _ORDINALS[match.group("word").casefold()]
    number = max(items) if number == -1 else number
    if number not in items:
        return None
    item = re.split(r"\s+—\s+", items[number])[0].strip("*✔️ ")  # drop " — tomorrow at 10:00"
    return number, item, match


def resolve_list_reference(message: str, quoted: str) -> str | None:
    """A reply to a numbered list: "delete 2" / "the second one" / "תמחק את השני" -> the item's words.

    Returns the message with the reference replaced by the item ("delete email the landlord"), or None
    when the quoted message is not a numbered list or the reply names no item of it.
    """
    found = list_reference(message, quoted)
    if found is None:
        return None
    _, item, match = found
    return (message[:match.start()] + item + message[match.end():]).strip()


def _listed_ids(outbound_turn_state: dict, quoted: str) -> list[str]:
    """The ids behind a numbered listing Memo sent, in the order of its numbers."""
    for result in (outbound_turn_state.get("executionResults") or {}).values():
        if result.get("externalIds") and result.get("summary") and result["summary"] in quoted:
            return list(result["externalIds"])
    return []


class ContextAssembly(Stage):
    name = "context_assembly"

    def run(self, state: TurnState, ctx: StageContext) -> Outcome | None:
        if ctx.persist and state.user.userId:
            # The drain filled state.user from the User row when it started the turn (same moment).
            language = detect_language(state.input.message, state.user.language)
            if language != state.user.language and not ctx.dry_run:
                User.objects.filter(pk=state.user.userId).update(language=language)
            state.user.language = language  # type: ignore[assignment]
            from memo.integrations.openai import is_configured

            # Only the LLM reads the recent messages; offline they would only weigh down every checkpoint.
            recent, state.input.imageContext, state.latestActions = memory.for_turn(
                ctx.thread_id, state.input.messageId, state.user.userId, now=state.now_dt,
                with_recent=is_configured())
            if recent:
                state.recentMessages = recent
        else:
            state.user.language = detect_language(state.input.message, state.user.language)

        # Stale-reply guard (seed 000): a bare "yes" or "2" with no question open is not a request.
        tapped_question = is_question_button(state.input.interactiveId)  # a question's button, none open
        if tapped_question or (not state.input.interactiveId and looks_like_answer(state.input.message)):
            logger.info("HITL_STALE_REPLY trace=%s", state.traceId)
            state.finalResponse = t("stale_reply", state.lang)
            return Outcome(goto="response_writer")
        return None


class ReplyContext(Stage):
    """A reply to an earlier message carries that message as context for the planner."""

    name = "reply_context"

    def run(self, state: TurnState, ctx: StageContext) -> Outcome | None:
        state.input.enhancedMessage = state.input.message
        if not ctx.persist:
            return None
        if state.input.replyToId:
            quoted, ids = self._quoted(state, ctx)
        else:
            quoted, ids = _latest_listing(state, ctx)
        if not quoted:
            return None
        if state.input.replyToId:
            state.input.replyContext = quoted[:1000]
        found = list_reference(state.input.message, quoted)
        if found is None:
            return None
        number, item, match = found
        if 0 < number <= len(ids):
            # The item becomes "it": the referential path resolves it by id, exactly (seed 000).
            pronoun = "את זה" if state.lang == "he" else "it"
            state.latestActions.insert(0, {"capability": "database", "action": "listed", "summary": item,
                                           "externalIds": [ids[number - 1]], "when": None})
            replaced = state.input.message[:match.start()] + pronoun + state.input.message[match.end():]
        else:
            replaced = state.input.message[:match.start()] + item + state.input.message[match.end():]
        state.input.enhancedMessage = replaced.strip()
        return None

    @staticmethod
    def _quoted(state: TurnState, ctx: StageContext) -> tuple[str | None, list[str]]:
        """The message the user replied to (theirs or Memo's), with the ids behind a listing Memo sent."""
        quoted = (Message.objects.filter(channel_message_id=state.input.replyToId, thread_id=ctx.thread_id)
                  .values_list("text", flat=True).first())
        if quoted is not None:
            return quoted, []
        outbound = (OutboundMessage.objects.filter(channel_message_id=state.input.replyToId,
                                                   thread_id=ctx.thread_id).select_related("turn").first())
        if outbound is None:
            return None, []
        return outbound.text, _listed_ids(outbound.turn.state, outbound.text) if outbound.turn else []


# "delete 2" / "the second one is done" / "תמחק את 3" right after a numbered listing, without quoting it.
_ACTS_ON_ITEM = re.compile(
    r"^(?:please\s+)?(?:delete|remove|cancel|complete|finish|done|mark|tick|check|move|snooze|postpone|push)\b"
    r"|^(?:תמחק|תמחקי|מחק|מחקי|תבטל|תבטלי|בטל|בטלי|תסיר|תסירי|סיימתי|בוצע|תסמן|תסמני|סמן|סמני|תזיז|תזיזי"
    r"|תעביר|תעבירי|תדחה|תדחי)(?![\w\u0590-\u05FF])",
    re.IGNORECASE)


def _latest_listing(state: TurnState, ctx: StageContext) -> tuple[str | None, list[str]]:
    """Memo's last message, when it was a numbered listing answering the user's previous message and the
    user now acts on an item of it by number; (None, []) otherwise. A bare "2" is not enough: with no
    question open that is the stale-reply guard's case."""
    message = state.input.message.strip()
    if not _ACTS_ON_ITEM.match(message) or len(message.split()) > 6:
        return None, []
    outbound = (OutboundMessage.objects.filter(thread_id=ctx.thread_id).select_related("turn")
                .order_by("-id").first())
    if outbound is None or outbound.turn is None:
        return None, []
    # The listing must answer the user's previous message: nothing else was said in between.
    previous = (Message.objects.filter(thread_id=ctx.thread_id, direction=Message.Direction.INBOUND,
                                       pk__lt=state.input.messageId or 0)
                .order_by("-pk").values_list("pk", flat=True).first())
    if previous is None or previous != outbound.turn.inbound_message_id:
        return None, []
    if len(_NUMBERED.findall(outbound.text)) < 2:
        return None, []
    ids = _listed_ids(outbound.turn.state, outbound.text)
    return (outbound.text, ids) if ids else (None, [])
