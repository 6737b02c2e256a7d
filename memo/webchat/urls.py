"""The chat page at `/`, its JSON API, and its static files."""

from __future__ import annotations

from pathlib import Path

from django.urls import path, re_path
from django.views.static import serve

from memo.webchat import views

STATIC_DIR = Path(__file__).resolve().parent / "static" / "webchat"

urlpatterns = [
    path("", views.chat_page, name="webchat"),
    path("api/chat/messages", views.MessagesView.as_view(), name="webchat-messages"),
    # Served by the app itself: `make run` uses runserver without DEBUG, which serves no static files,
    # and the page must work there (two small files; production may put them behind a CDN instead).
    re_path(r"^chat/static/(?P<path>chat\.(?:js|css))$", serve, {"document_root": STATIC_DIR},
            name="webchat-static"),
]
