"""The chat page and its JSON API (DRF). Thin: the conversation logic is in `services.py`.

Who may use it: the page lets anyone pick any phone number and read that number's web conversation,
so it is a development and support tool, not a public site. It is on when WEBCHAT_ENABLED is true, or
when unset and Memo runs in its embedded mode (no DATABASE_URL) or with DEBUG; staff users signed in
to the admin may always use it. Otherwise the page and the API answer 404 / 403.
"""

from __future__ import annotations

import environ
from django.conf import settings
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.csrf import ensure_csrf_cookie
from rest_framework import status
from rest_framework.authentication import SessionAuthentication
from rest_framework.permissions import BasePermission
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from memo.webchat import services
from memo.webchat.serializers import FeedQuerySerializer, FeedSerializer, SendSerializer

POLL_MS = 1000


def enabled() -> bool:
    """WEBCHAT_ENABLED if set; else on in the embedded (zero-configuration) mode or with DEBUG."""
    value = environ.Env().bool("WEBCHAT_ENABLED", default=None)
    if value is not None:
        return value
    return bool(settings.DEBUG or getattr(settings, "EMBEDDED_POSTGRES", False))


def _allowed(user: object) -> bool:
    return enabled() or bool(getattr(user, "is_staff", False))


class WebChatAllowed(BasePermission):
    message = "The web chat is off here (set WEBCHAT_ENABLED=true, or sign in as staff)."

    def has_permission(self, request: Request, view: APIView) -> bool:
        return _allowed(request.user)


@ensure_csrf_cookie
def chat_page(request: HttpRequest) -> HttpResponse:
    if not _allowed(getattr(request, "user", None)):
        raise Http404("web chat is off")
    return render(request, "webchat/chat.html", {"poll_ms": POLL_MS,
                                                 "default_phone": request.GET.get("phone", "+972501234567")})


class MessagesView(APIView):
    """GET: Memo's messages (history, or newer than `after`). POST: send a message or tap an option."""

    authentication_classes = [SessionAuthentication]  # staff sessions; CSRF is enforced for them
    permission_classes = [WebChatAllowed]

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
        return Response({"id": accepted.message.pk, "phone": accepted.thread.user.phone,
                         "outcome": accepted.outcome}, status=status.HTTP_202_ACCEPTED)
