"""URL map: the admin, the WhatsApp webhook (DESIGN §11), the Google connect pages, and the web chat page with
its API at `/`."""

from django.contrib import admin
from django.urls import include, path

from memo.conversations.channels.whatsapp import views as whatsapp

urlpatterns = [
    path("admin/", admin.site.urls),
    path("webhooks/whatsapp/", whatsapp.webhook, name="whatsapp-webhook"),
    path("google/", include("memo.google.urls")),
    path("", include("memo.webchat.urls")),
]
