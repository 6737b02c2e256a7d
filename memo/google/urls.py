"""The Google connect pages, under `google/`: the link Memo sends on WhatsApp, and Google's callback."""

from __future__ import annotations

from django.urls import path

from memo.google import views

urlpatterns = [
    path("connect/<str:token>/", views.connect, name="google-connect"),
    path("callback/", views.callback, name="google-callback"),
]
