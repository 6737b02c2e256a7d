"""A user's Google connection and the one-time states of the OAuth flow that makes it.

Secrets are stored encrypted (memo/google/crypto.py): the credentials JSON of an account and the PKCE
verifier of a state. The admin never shows either.
"""

from __future__ import annotations

from django.db import models
from django.utils import timezone


class GoogleAccount(models.Model):
    """One Google connection per user. `version` grows with every write of the credentials, so a refresh
    that raced another one can tell (compare-and-set) and keep the newer token."""

    class Status(models.TextChoices):
        CONNECTED = "connected"
        BROKEN = "broken", "broken (access revoked or expired: needs reconnecting)"
        DISCONNECTED = "disconnected"

    user = models.OneToOneField("conversations.User", on_delete=models.CASCADE, related_name="google_account")
    # google-auth's authorized-user JSON, Fernet-encrypted; empty after a disconnect.
    credentials = models.TextField(blank=True, default="", editable=False)
    scopes = models.JSONField(default=list, blank=True, help_text="the scopes Google granted")
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.CONNECTED, db_index=True)
    email = models.EmailField(blank=True, default="")
    connected_at = models.DateTimeField(null=True, blank=True)
    refreshed_at = models.DateTimeField(null=True, blank=True)
    broken_at = models.DateTimeField(null=True, blank=True)
    broken_reason = models.CharField(max_length=300, blank=True, default="")
    version = models.PositiveIntegerField(default=0, editable=False)
    updated_at = models.DateTimeField(auto_now=True)
    # Senders the user asked to hear about when their mail arrives ("tell me when Dana emails"), and the
    # Gmail history id the last poll read up to (history.list continues from it).
    mail_watch = models.JSONField(default=list, blank=True, help_text="senders whose new mail is announced")
    mail_history_id = models.CharField(max_length=40, blank=True, default="", editable=False)

    class Meta:
        verbose_name = "Google account"
        indexes = [models.Index(fields=["status"], name="google_account_watching",
                                condition=~models.Q(mail_watch=[]))]

    def __str__(self) -> str:
        return f"Google account of user {self.user_id} ({self.status})"


class OAuthState(models.Model):
    """One authorization attempt: the `state` Google hands back, its PKCE verifier and the requested scopes.

    A callback consumes it (`used_at`), so a state works once; it also expires. `link` is the nonce of the
    connect link that started it: a link is spent once a callback has consumed one of its states.
    """

    state = models.CharField(max_length=64, unique=True)
    user = models.ForeignKey("conversations.User", on_delete=models.CASCADE, related_name="+")
    link = models.CharField(max_length=64, db_index=True)
    code_verifier = models.TextField(editable=False)  # encrypted
    scopes = models.JSONField(default=list)
    created_at = models.DateTimeField(default=timezone.now)
    expires_at = models.DateTimeField()
    used_at = models.DateTimeField(null=True, blank=True)
    # What the callback made of it: "connected", or why it failed (a key of memo/google/texts.py).
    outcome = models.CharField(max_length=32, blank=True, default="")

    CONNECTED = "connected"

    class Meta:
        verbose_name = "OAuth state"

    def __str__(self) -> str:
        return f"OAuth state of user {self.user_id} ({'used' if self.used_at else 'open'})"
