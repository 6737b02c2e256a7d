from django.apps import AppConfig


class WebchatConfig(AppConfig):
    name = "memo.webchat"
    label = "webchat"
    verbose_name = "web chat"
