"""Google connections in the admin: who is connected, with which scopes, and what broke.

The stored credentials (and an OAuth state's verifier) are never shown, edited or searchable: they are
not among any admin's fields. Staff can disconnect an account (revoked at Google, the user is told);
the admin's history records who did it.
"""

from __future__ import annotations

import logging

from django.contrib import admin, messages
from django.db.models import QuerySet
from django.http import HttpRequest

from memo.google import services
from memo.google.models import GoogleAccount, OAuthState

logger = logging.getLogger(__name__)

_SHORT = {services.CALENDAR_SCOPE: "calendar", services.GMAIL_SCOPE: "gmail"}


def _short_scopes(scopes: list[str]) -> str:
    return ", ".join(_SHORT.get(s, s.rsplit("/", 1)[-1]) for s in scopes) or "—"


@admin.register(GoogleAccount)
class GoogleAccountAdmin(admin.ModelAdmin):
    list_display = ("user", "status", "scope_names", "connected_at", "refreshed_at", "broken_reason")
    list_filter = ("status",)
    list_select_related = ("user",)
    search_fields = ("user__phone", "user__bsuid", "email")
    fields = ("user", "status", "scope_names", "email", "connected_at", "refreshed_at", "broken_at",
              "broken_reason", "version", "updated_at")
    readonly_fields = fields
    actions = ["disconnect_selected"]

    @admin.display(description="scopes")
    def scope_names(self, obj: GoogleAccount) -> str:
        return _short_scopes(obj.scopes)

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False  # accounts come from the OAuth flow or `manage.py google_connect`

    def has_delete_permission(self, request: HttpRequest, obj: GoogleAccount | None = None) -> bool:
        return False  # "Disconnect" also revokes the grant at Google; a bare delete would leave it live

    @admin.action(description="Disconnect the selected Google accounts (revoked at Google; the user is told)")
    def disconnect_selected(self, request: HttpRequest, queryset: QuerySet[GoogleAccount]) -> None:
        done = 0
        for account in queryset:
            if services.disconnect(account.user_id):
                done += 1
                self.log_change(request, account, "Disconnected from Google")
                logger.info("google account of user %s disconnected by staff %s", account.user_id,
                            request.user.get_username())
        skipped = queryset.count() - done
        self.message_user(request, f"Disconnected {done} Google account(s); each user was told."
                          + (f" {skipped} had nothing to disconnect." if skipped else ""), messages.SUCCESS)


@admin.register(OAuthState)
class OAuthStateAdmin(admin.ModelAdmin):
    """Sign-in attempts, for support ("did the callback arrive? why did it fail?"), read-only."""

    list_display = ("user", "scope_names", "created_at", "expires_at", "used_at", "outcome")
    list_filter = ("outcome",)
    list_select_related = ("user",)
    search_fields = ("user__phone", "user__bsuid")
    fields = ("user", "scope_names", "created_at", "expires_at", "used_at", "outcome")
    readonly_fields = fields

    @admin.display(description="scopes")
    def scope_names(self, obj: OAuthState) -> str:
        return _short_scopes(obj.scopes)

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: OAuthState | None = None) -> bool:
        return False
