"""Who talks to Memo, what they said, and how each message was processed.

A *turn* is one run of the stage pipeline for one inbound message (the seeds' "request"); it may pause
on a question (PendingHITL) and resume when the answer arrives. StageRun rows are the checkpoints.
"""

from __future__ import annotations

import uuid
from datetime import timedelta

from django.conf import settings
from django.db import models
from django.db.models import Q
from django.utils import timezone


class User(models.Model):
    """A person who talks to Memo, known by E.164 phone number, WhatsApp business-scoped user id, or both.

    WhatsApp users who adopt a username may reach us with only a BSUID (no phone), so either may be
    blank, but each is unique when set. The channel that creates a user always sets at least one.
    """

    phone = models.CharField(max_length=20, blank=True, default="", help_text="E.164, e.g. +972501234567")
    # Business-scoped user id, e.g. "US.13491208655302741918" (country, dot, up to 128 alphanumerics).
    # Its lookups use the partial unique index of `user_bsuid_unique` below, so no second index.
    bsuid = models.CharField("BSUID", max_length=140, blank=True, default="",
                             help_text="WhatsApp business-scoped user id, e.g. US.13491208655302741918")
    name = models.CharField(max_length=120, blank=True)
    timezone = models.CharField(max_length=64, default=settings.MEMO_DEFAULT_TIMEZONE)
    language = models.CharField(max_length=8, default=settings.MEMO_DEFAULT_LANGUAGE,
                                help_text="'he' or 'en'; follows the language the user writes in")
    morning_brief_hour = models.PositiveSmallIntegerField(null=True, blank=True,
                                                          help_text="Local hour (0-23); empty = no brief")
    google_connected = models.BooleanField(default=False)
    gmail_enabled = models.BooleanField(default=False)
    calendar_enabled = models.BooleanField(default=False)
    last_inbound_at = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        # Unique only when set: many users may have no phone (BSUID only) or no BSUID (phone only).
        constraints = [
            models.UniqueConstraint(fields=["phone"], condition=~Q(phone=""), name="user_phone_unique"),
            models.UniqueConstraint(fields=["bsuid"], condition=~Q(bsuid=""), name="user_bsuid_unique"),
        ]
        # Held by a site (admin) account, not by this model's rows: the chat page lets its holder read and
        # write any phone number's web conversation, so it is granted explicitly (superusers have it).
        permissions = [("chat_as_user", "Can use the chat page as any phone number")]

    def __str__(self) -> str:
        return f"{self.name} ({self.key})" if self.name else self.key

    @property
    def key(self) -> str:
        """How logs, the admin and the turn state name the user: the phone, else "bsuid:<BSUID>"."""
        return self.phone or (f"bsuid:{self.bsuid}" if self.bsuid else f"user:{self.pk}")


class Thread(models.Model):
    """One conversation per user and channel. Holds the processing lease that keeps turns in order."""

    class Channel(models.TextChoices):
        WHATSAPP = "whatsapp"
        CONSOLE = "console"
        WEB = "web"

    user = models.ForeignKey(User, on_delete=models.CASCADE, related_name="threads")
    channel = models.CharField(max_length=16, choices=Channel.choices, default=Channel.WHATSAPP)
    # The turn currently owning the thread (running, not paused) and until when its lease holds.
    active_turn = models.ForeignKey("Turn", null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    lease_expires_at = models.DateTimeField(null=True, blank=True, db_index=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["user", "channel"], name="one_thread_per_user_channel")]

    def __str__(self) -> str:
        return f"{self.user.key} [{self.channel}]"

    @property
    def thread_key(self) -> str:
        """The seeds' thread_id: the user's phone (or "bsuid:<BSUID>" for a user without one)."""
        return self.user.key


class Message(models.Model):
    """Every message in or out, stored before anything else happens to it."""

    class Direction(models.TextChoices):
        INBOUND = "in"
        OUTBOUND = "out"

    class Status(models.TextChoices):
        QUEUED = "queued", "queued (waiting its turn)"
        PROCESSING = "processing"
        DONE = "done"
        FAILED = "failed"
        IGNORED = "ignored"

    thread = models.ForeignKey(Thread, on_delete=models.CASCADE, related_name="messages")
    direction = models.CharField(max_length=3, choices=Direction.choices, default=Direction.INBOUND)
    # Dedupe key: WhatsApp's wamid (Meta retries deliveries for days), or a generated id for other channels.
    channel_message_id = models.CharField(max_length=200, unique=True)
    reply_to_channel_id = models.CharField(max_length=200, blank=True)
    kind = models.CharField(max_length=20, default="text", help_text="text, audio, image, interactive, ...")
    text = models.TextField(blank=True)
    interactive_id = models.CharField(max_length=200, blank=True, help_text="button/list reply id")
    media_ref = models.CharField(max_length=300, blank=True)
    # When the user sent it; the turn's clock ("now") comes from here, so replays and scripted
    # conversations see the same time the user did.
    received_at = models.DateTimeField(default=timezone.now, db_index=True)
    created_at = models.DateTimeField(auto_now_add=True)
    status = models.CharField(max_length=12, choices=Status.choices, default=Status.QUEUED)
    turn = models.ForeignKey("Turn", null=True, blank=True, on_delete=models.SET_NULL, related_name="messages")

    class Meta:
        indexes = [models.Index(fields=["thread", "status", "id"], name="msg_thread_queue"),
                   # The recovery sweep, every few seconds: queued messages only, however large the table.
                   models.Index(fields=["created_at"], name="msg_queued_since", condition=models.Q(status="queued"))]

    def __str__(self) -> str:
        return f"{self.direction} {self.channel_message_id}"


def new_trace_id() -> str:
    return uuid.uuid4().hex


class Turn(models.Model):
    """One run of the pipeline for one inbound message, possibly paused and resumed."""

    class Status(models.TextChoices):
        RUNNING = "running"
        PAUSED = "paused"
        COMPLETED = "completed"
        EXPIRED = "expired"
        CANCELLED = "cancelled"
        FAILED = "failed"

    TERMINAL = (Status.COMPLETED, Status.EXPIRED, Status.CANCELLED, Status.FAILED)

    # Unique by a constraint rather than unique=True: that also built a text-pattern index nothing uses,
    # and every index is written again on each of a turn's ~13 checkpoint updates that cannot be HOT.
    trace_id = models.CharField(max_length=200, default=new_trace_id)
    thread = models.ForeignKey(Thread, on_delete=models.CASCADE, related_name="turns")
    inbound_message = models.ForeignKey(Message, on_delete=models.PROTECT, related_name="+")
    status = models.CharField(max_length=12, choices=Status.choices, default=Status.RUNNING)
    state = models.JSONField(default=dict, help_text="The turn state document (validated by TurnState)")
    current_stage = models.CharField(max_length=40, blank=True)
    # Incremented at every stage transition; a task carrying an older number is a stale duplicate.
    stage_seq = models.PositiveIntegerField(default=0)
    llm_calls = models.PositiveIntegerField(default=0)
    llm_tokens = models.PositiveIntegerField(default=0)
    llm_cost_usd = models.DecimalField(max_digits=10, decimal_places=6, default=0)
    error = models.TextField(blank=True)
    started_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["trace_id"], name="turn_trace_id_unique")]
        indexes = [models.Index(fields=["status"], name="turn_status")]

    def __str__(self) -> str:
        return f"turn {self.trace_id} ({self.status})"

    def save(self, *args, **kwargs):
        # trace_id is immutable once set (seed 004): it ties a paused and a resumed run together.
        if self.pk and "trace_id" in (kwargs.get("update_fields") or ["trace_id"]):
            stored = Turn.objects.filter(pk=self.pk).values_list("trace_id", flat=True).first()
            if stored and stored != self.trace_id:
                raise ValueError("trace_id is immutable once set")
        super().save(*args, **kwargs)


class StageRun(models.Model):
    """One execution of one stage for one turn: the checkpoint the admin and `replay` show."""

    class Outcome(models.TextChoices):
        OK = "ok"
        JUMP = "jump"
        PAUSED = "paused"
        ENDED = "ended"
        ERROR = "error"
        STALE = "stale"

    # No index of its own: the (turn, seq) index below serves lookups by turn too.
    turn = models.ForeignKey(Turn, on_delete=models.CASCADE, related_name="stage_runs", db_index=False)
    seq = models.PositiveIntegerField()
    stage = models.CharField(max_length=40)
    step_id = models.CharField(max_length=40, blank=True, help_text="for per-step parallel work")
    started_at = models.DateTimeField()
    duration_ms = models.FloatField(default=0)
    outcome = models.CharField(max_length=8, choices=Outcome.choices)
    next_stage = models.CharField(max_length=40, blank=True)
    wrote = models.JSONField(default=dict, help_text="the state keys this stage changed, with new values")
    state_before = models.JSONField(default=dict, help_text="the state the stage started from (for replay)")
    error = models.TextField(blank=True)
    worker = models.CharField(max_length=120, blank=True)

    class Meta:
        ordering = ["turn", "id"]
        indexes = [models.Index(fields=["turn", "seq"])]

    def __str__(self) -> str:
        return f"{self.stage} #{self.seq} {self.outcome}"


class HITLQuerySet(models.QuerySet):
    def pending(self) -> HITLQuerySet:
        return self.filter(status=PendingHITL.Status.PENDING)


class PendingHITL(models.Model):
    """A question Memo asked and is waiting on (seed 004's pendingHITL). At most one pending per thread."""

    class Kind(models.TextChoices):
        CLARIFICATION = "clarification"
        APPROVAL = "approval"
        DISAMBIGUATION = "disambiguation"

    class Source(models.TextChoices):
        PLANNER = "planner"
        ENTITY_RESOLUTION = "entity_resolution"

    class ExpectedInput(models.TextChoices):
        YES_NO = "yes_no"
        SINGLE_CHOICE = "single_choice"
        MULTI_CHOICE = "multi_choice"
        FREE_TEXT = "free_text"

    class Status(models.TextChoices):
        PENDING = "pending"
        ANSWERED = "answered"
        EXPIRED = "expired"
        CANCELLED = "cancelled"

    hitl_id = models.UUIDField(default=uuid.uuid4, unique=True, editable=False)
    thread = models.ForeignKey(Thread, on_delete=models.CASCADE, related_name="hitl_questions")
    turn = models.ForeignKey(Turn, on_delete=models.CASCADE, related_name="hitl_questions")
    kind = models.CharField(max_length=16, choices=Kind.choices)
    reason = models.CharField(max_length=40, blank=True,
                              help_text="intent_unclear, low_confidence, missing_fields, high_risk, ...")
    source = models.CharField(max_length=20, choices=Source.choices)
    return_to = models.JSONField(help_text='{"node": ..., "mode": ...}')
    expected_input = models.CharField(max_length=16, choices=ExpectedInput.choices)
    question = models.TextField()
    options = models.JSONField(default=list, help_text="[{id, label}] in display order; built by code")
    step_id = models.CharField(max_length=40, blank=True, help_text="the plan step a disambiguation is for")
    created_at = models.DateTimeField()
    expires_at = models.DateTimeField(db_index=True)
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.PENDING, db_index=True)
    attempts = models.PositiveSmallIntegerField(default=0, help_text="invalid replies so far")
    closed_at = models.DateTimeField(null=True, blank=True)
    closed_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL,
                                  help_text="the staff member who expired or cancelled it")
    close_reason = models.CharField(max_length=200, blank=True)

    objects = HITLQuerySet.as_manager()

    class Meta:
        verbose_name = "pending question"
        constraints = [
            # The seeds' "one pendingHITL at a time", enforced by the database, not only by code.
            models.UniqueConstraint(fields=["thread"], condition=Q(status="pending"),
                                    name="one_pending_hitl_per_thread"),
        ]

    def __str__(self) -> str:
        return f"{self.kind} ({self.status}) {self.hitl_id}"

    @property
    def age(self) -> timedelta:
        return timezone.now() - self.created_at


class HITLResult(models.Model):
    """An accepted answer to a question. Append-only audit trail (seed 004's hitlResults)."""

    pending = models.ForeignKey(PendingHITL, on_delete=models.CASCADE, related_name="results")
    turn = models.ForeignKey(Turn, on_delete=models.CASCADE, related_name="hitl_results")
    message = models.ForeignKey(Message, null=True, on_delete=models.SET_NULL, related_name="+")
    answer = models.JSONField(help_text="{kind, choices, option_ids, text}")
    created_at = models.DateTimeField(auto_now_add=True)

    def __str__(self) -> str:
        return f"answer to {self.pending.hitl_id}"


class LatestAction(models.Model):
    """What Memo did recently for a user, so "it/that/זה" can be resolved (seed 000, FIFO max 10)."""

    MAX_PER_USER = 10

    user = models.ForeignKey(User, on_delete=models.CASCADE, related_name="latest_actions")
    capability = models.CharField(max_length=20)
    action = models.CharField(max_length=40)
    summary = models.CharField(max_length=300)
    when = models.DateTimeField(null=True, blank=True)
    external_ids = models.JSONField(default=list)
    created_at = models.DateTimeField()
    # "<trace id>:<step id>" of the step that did it: a re-run of the turn's memory_update (a take-over,
    # a replay) finds it recorded and adds nothing. Empty for actions recorded outside a turn.
    source = models.CharField(max_length=80, blank=True, default="")

    class Meta:
        ordering = ["-created_at", "-id"]
        indexes = [models.Index(fields=["user", "-created_at"])]
        constraints = [models.UniqueConstraint(fields=["source"], condition=~models.Q(source=""),
                                               name="latestaction_source_once")]

    def __str__(self) -> str:
        return f"{self.capability}.{self.action} for user {self.user_id}"


class OutboundMessage(models.Model):
    """The outbox: every message Memo sends, idempotent per key (turn+part, reminder+fire time, ...)."""

    class Kind(models.TextChoices):
        REPLY = "reply"
        QUESTION = "question"
        PROACTIVE = "proactive"
        NOTICE = "notice"

    class Status(models.TextChoices):
        PENDING = "pending"
        SENDING = "sending", "sending (claimed by a worker, with the channel now)"
        SENT = "sent"
        DELIVERED = "delivered"
        READ = "read"
        FAILED = "failed"

    idempotency_key = models.CharField(max_length=200, unique=True)
    thread = models.ForeignKey(Thread, on_delete=models.CASCADE, related_name="outbox")
    turn = models.ForeignKey(Turn, null=True, blank=True, on_delete=models.SET_NULL, related_name="outbox")
    kind = models.CharField(max_length=10, choices=Kind.choices, default=Kind.REPLY)
    part = models.PositiveSmallIntegerField(default=0)
    text = models.TextField()
    options = models.JSONField(default=list, blank=True, help_text="[{id, label}] shown as buttons/list")
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.PENDING, db_index=True)
    channel_message_id = models.CharField(max_length=200, blank=True)
    attempts = models.PositiveSmallIntegerField(default=0)
    error = models.TextField(blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    sent_at = models.DateTimeField(null=True, blank=True)
    # When a worker claimed the row to send it: the send happens outside any transaction, and a claim older
    # than outbox.CLAIM_SECONDS is a worker that died mid-send (the row is tried again).
    claimed_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["id"]

    def __str__(self) -> str:
        # No text: this name shows wherever the row is listed (a delete confirmation, a link), and the
        # text may be what a note says.
        return f"{self.kind} #{self.pk} to thread {self.thread_id}"


class NoteOwner(User):
    """Users seen from the second brain, for the admin's notes-per-user page (a proxy: no table).

    It is declared here, beside User, because the notes app sits below conversations and never imports
    it; its app label stays "notes", so it is listed with the notes and keeps its permissions and
    migration state there.
    """

    class Meta:
        proxy = True
        app_label = "notes"
        verbose_name = "notes per user"
        verbose_name_plural = "notes per user"


class SweepClaim(models.Model):
    """Which periodic sweep ran last across every worker process, and until when it is claimed.

    Each worker process's heartbeat thread offers to run the recovery sweep every few seconds; the first to
    move `claimed_until` past now runs it, and the others skip it until then. So the fleet sweeps once per
    interval however many processes it has (heartbeat.sweep)."""

    name = models.CharField(max_length=40, primary_key=True)
    claimed_until = models.DateTimeField()

    def __str__(self) -> str:
        return f"{self.name} until {self.claimed_until:%H:%M:%S}"

