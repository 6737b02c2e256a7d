"""What a note says, kept from staff without `notes.view_note_text` on every admin page, not only the notes'.

A note's text also travels through the conversation that stored or read it: the user's message, Memo's
reply, the latest action, the turn's state and its stage snapshots, a question listing notes to choose
from. The rule is one and deliberately broad: a *note-bearing turn* is a turn whose plan has a
`second-brain` step, or one of whose steps was answered from the notes (a general question such as
"when is Dana's birthday?"). Every row of such a turn is shown without its text. A latest action is
note-bearing when it is a `second-brain` one or points at notes (`note:<id>`). Other turns' states
carry copies of earlier messages and actions (recent messages, latest actions, the message replied
to); those copies are hidden when they come from a note-bearing turn.

Masking happens on the instances one request loads (the changelist page, the change page's object),
never in the database; a row shown masked cannot be saved from the admin, so the mask is never
written back. Superusers and holders of the permission see everything.
"""

from __future__ import annotations

import json
from typing import Any

from django.contrib import admin
from django.db.models import BooleanField, Expression, ExpressionWrapper, F, Func, Model, Q, QuerySet, Value
from django.http import HttpRequest

from memo.conversations.models import Message, OutboundMessage, Turn
from memo.notes.privacy import NOTES_CAPABILITY, can_read, is_note_action, redacted, redacted_value

# jsonb paths (PostgreSQL): a turn state with a second-brain step or a step answered from the notes.
_NOTE_TURN_PATH = ('$ ? (exists(@.plannerOutput.plan[*] ? (@.capability == "second-brain")) '
                   '|| exists(@.executionResults.* ? (@.capability == "second-brain" || @.data.kind == "notes")))')
_NOTE_IDS_PATH = '$[*] ? (@ starts with "note:")'
_FLAG = "_note_bearing"  # the annotation a queryset carries for viewers without the permission
_MASKED = "_note_masked"  # set on an instance whose fields were masked for this request


class _JsonPathExists(Func):
    """jsonb_path_exists(field, path), false for a NULL field (a message with no turn)."""

    template = "COALESCE(jsonb_path_exists(%(expressions)s::jsonpath), false)"
    output_field = BooleanField()


def note_bearing_turn(turn_path: str = "") -> Expression:
    """SQL: whether the turn at `turn_path` ("" for a Turn queryset, "turn" for its rows) is note-bearing."""
    field = f"{turn_path}__state" if turn_path else "state"
    return _JsonPathExists(F(field), Value(_NOTE_TURN_PATH))


def note_bearing_action() -> Expression:
    """SQL: whether a LatestAction is about notes (a second-brain action, or an answer pointing at notes)."""
    return ExpressionWrapper(
        Q(capability=NOTES_CAPABILITY) | Q(_JsonPathExists(F("external_ids"), Value(_NOTE_IDS_PATH))),
        output_field=BooleanField())


def note_texts(thread_id: int) -> set[str]:
    """Everything said in a thread's note-bearing turns, both directions (what copies are matched against)."""
    turns = Turn.objects.filter(thread_id=thread_id).alias(n=note_bearing_turn()).filter(n=True).values("pk")
    said = set(Message.objects.filter(turn__in=turns).values_list("text", flat=True))
    said |= set(OutboundMessage.objects.filter(turn__in=turns).values_list("text", flat=True))
    return {text for text in said if text}


def scrub_copies(state: Any, hidden: set[str]) -> tuple[Any, bool]:
    """A state (or the part a stage wrote) with copies of note-bearing messages and actions hidden.

    Recent messages are stored cut to 500 characters and the message replied to to 1,000, so both
    lengths are matched. Returns the scrubbed copy and whether anything was hidden.
    """
    if not isinstance(state, dict):
        return state, False
    out, changed = json.loads(json.dumps(state)), False
    prefixes = {t[:500] for t in hidden} | {t[:1000] for t in hidden}
    for item in out.get("recentMessages") or []:
        if isinstance(item, dict) and item.get("text") in prefixes:
            item["text"], changed = redacted(item["text"]), True
    for action in out.get("latestActions") or []:
        if isinstance(action, dict) and is_note_action(action) and action.get("summary"):
            action["summary"], changed = redacted(str(action["summary"])), True
    given = out.get("input") if isinstance(out.get("input"), dict) else {}
    if given.get("replyContext") and given["replyContext"] in prefixes:
        given["replyContext"], changed = redacted(given["replyContext"]), True
    return out, changed


class NoteTextAdmin(admin.ModelAdmin):
    """An admin whose rows may carry a note's text: note-bearing rows are masked for staff without the
    permission. Subclasses name the path to the row's turn and the fields to mask."""

    note_turn: str = "turn"  # "" on the Turn admin itself
    note_fields: tuple[str, ...] = ()
    # Turn state fields: on rows that are not note-bearing, copies of note-bearing messages are hidden.
    state_fields: tuple[str, ...] = ()

    def note_condition(self) -> Expression:
        return note_bearing_turn(self.note_turn)

    def get_queryset(self, request: HttpRequest) -> QuerySet:
        queryset = super().get_queryset(request)
        return queryset if can_read(request) else queryset.annotate(**{_FLAG: self.note_condition()})

    def get_object(self, request: HttpRequest, object_id: str, from_field: str | None = None) -> Model | None:
        obj = super().get_object(request, object_id, from_field)
        if obj is not None and not can_read(request):
            self.mask(obj)
            self.mask_copies(obj)
        return obj

    def get_changelist_instance(self, request: HttpRequest) -> Any:
        changelist = super().get_changelist_instance(request)
        if not can_read(request):
            for obj in changelist.result_list:  # evaluates the page once; the template reuses these rows
                self.mask(obj)
        return changelist

    def has_change_permission(self, request: HttpRequest, obj: Model | None = None) -> bool:
        if obj is not None and getattr(obj, _MASKED, False):
            return False  # saving the form would write the mask over the real text
        return super().has_change_permission(request, obj)

    def mask(self, obj: Model) -> None:
        if getattr(obj, _FLAG, False):
            for name in self.note_fields:
                setattr(obj, name, redacted_value(getattr(obj, name)))
            setattr(obj, _MASKED, True)

    def mask_copies(self, obj: Model) -> None:
        if not self.state_fields or getattr(obj, _MASKED, False):
            return
        hidden = note_texts(self.thread_id(obj))
        for name in self.state_fields:
            scrubbed, changed = scrub_copies(getattr(obj, name), hidden)
            if changed:
                setattr(obj, name, scrubbed)
                setattr(obj, _MASKED, True)

    def thread_id(self, obj: Model) -> int:
        turn = getattr(obj, self.note_turn) if self.note_turn else obj
        return turn.thread_id
