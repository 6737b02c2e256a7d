"""The chat page and its JSON API (DRF). Thin: the conversation logic is in `services.py`.

Who may use it: the page reads and writes any phone number's web conversation (notes, reminders, mail
summaries), so it is a development and support tool, never a public site, and it always needs a signed-in
Django user holding `conversations.chat_as_user` ("Can use the chat page as any phone number"; superusers
have it, so the admin login `make run` prints is enough). Anonymous visitors are sent to the admin login;
anonymous API calls and users without the permission get 403 with the reason. Sessions go through DRF's
SessionAuthentication, which enforces CSRF for signed-in users, so another site cannot drive the API with
a developer's cookies.

On top of that, the page is on when WEBCHAT_ENABLED is true, or when unset and Memo runs in its embedded
mode (no DATABASE_URL) or with DEBUG; when it is off only staff reach it (others get 404 / 403).
"""

from __future__ import annotations

import logging

import environ
from django.conf import settings
from django.contrib.auth.views import redirect_to_login
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.views.decorators.csrf import ensure_csrf_cookie
from rest_framework import status
from rest_framework.authentication import SessionAuthentication
from rest_framework.exceptions import NotAuthenticated, PermissionDenied
from rest_framework.permissions import BasePermission
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from memo.webchat import services
from memo.webchat.serializers import FeedQuerySerializer, FeedSerializer, SendSerializer

logger = logging.getLogger(__name__)

POLL_MS = 1000
PERMISSION = "conversations.chat_as_user"
PERMISSION_NAME = "Can use the chat page as any phone number"


def enabled() -> bool:
    """WEBCHAT_ENABLED if set; else on in the embedded (zero-configuration) mode or with DEBUG."""
    value = environ.Env().bool("WEBCHAT_ENABLED", default=None)
    if value is not None:
        return value
    return bool(settings.DEBUG or getattr(settings, "EMBEDDED_POSTGRES", False))


def _allowed(user: object) -> bool:
    return enabled() or bool(getattr(user, "is_staff", False))


def _signed_in(user: object) -> bool:
    # DRF's request.user is None for anonymous callers here (UNAUTHENTICATED_USER), Django's an AnonymousUser.
    return bool(getattr(user, "is_authenticated", False))


def may_chat_as_user(user: object) -> bool:
    """Whether `user` (a site account) may read and write any phone number's conversation on the page."""
    return _signed_in(user) and bool(user.has_perm(PERMISSION))  # type: ignore[union-attr]


def sign_in_message() -> str:
    return (f"Sign in first: the chat needs a signed-in user with the permission \"{PERMISSION_NAME}\" "
            f"(the admin login at {reverse('admin:login')}).")


def missing_permission_message(user: object) -> str:
    name = user.get_username()  # type: ignore[union-attr]
    return (f"The account \"{name}\" is signed in but lacks the permission \"{PERMISSION_NAME}\" "
            f"({PERMISSION}). A superuser (or an admin who may change users) can grant it in the admin: "
            f"Users → {name} → User permissions, or through a group.")


class WebChatAllowed(BasePermission):
    message = "The web chat is off here (set WEBCHAT_ENABLED=true, or sign in as staff)."

    def has_permission(self, request: Request, view: APIView) -> bool:
        return _allowed(request.user)


class ChatAsUser(BasePermission):
    """Acting as a phone number (reading its replies included) needs `conversations.chat_as_user`."""

    def has_permission(self, request: Request, view: APIView) -> bool:
        if may_chat_as_user(request.user):
            return True
        if _signed_in(request.user):
            self.message = missing_permission_message(request.user)
        return False


@ensure_csrf_cookie
def chat_page(request: HttpRequest) -> HttpResponse:
    user = getattr(request, "user", None)
    if not _allowed(user):
        raise Http404("web chat is off")
    if not _signed_in(user):
        return redirect_to_login(request.get_full_path(), reverse("admin:login"))
    if not may_chat_as_user(user):
        # The page itself says why, instead of a bare 403, so whoever opens it knows whom to ask.
        return render(request, "webchat/chat.html", {"missing_permission": missing_permission_message(user)},
                      status=403)
    return render(request, "webchat/chat.html", {"poll_ms": POLL_MS,
                                                 "default_phone": request.GET.get("phone", "+972501234567")})


class MessagesView(APIView):
    """GET: Memo's messages (history, or newer than `after`). POST: send a message or tap an option."""

    # Signed-in sessions only; SessionAuthentication refuses their unsafe requests without the CSRF token.
    authentication_classes = [SessionAuthentication]
    permission_classes = [WebChatAllowed, ChatAsUser]

    def permission_denied(self, request: Request, message: str | None = None, code: str | None = None) -> None:
        # DRF answers every anonymous refusal with a generic "credentials were not provided"; say what to do.
        # With the chat switched off the reason an anonymous caller gets is that it is off.
        if not _signed_in(request.user) and enabled():
            raise NotAuthenticated(sign_in_message())
        raise PermissionDenied(detail=message, code=code)

    def get(self, request: Request) -> Response:
        query = FeedQuerySerializer(data=request.query_params)
        query.is_valid(raise_exception=True)
        feed = services.feed(query.validated_data["phone"], query.validated_data["after"])
        return Response(FeedSerializer(feed).data)

    def post(self, request: Request) -> Response:
        body = SendSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        data = body.validated_data
        accepted = services.send(data["phone"], data["text"], data["interactiveId"])
        # Support staff may act as any number: keep a trace of who wrote as whom.
        logger.info("webchat: %s wrote as %s", request.user.get_username(), accepted.thread.user.key)
        return Response({"id": accepted.message.pk, "phone": accepted.thread.user.phone,
                         "outcome": accepted.outcome}, status=status.HTTP_202_ACCEPTED)
