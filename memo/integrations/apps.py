from django.apps import AppConfig


class IntegrationsConfig(AppConfig):
    name = "memo.integrations"
    label = "integrations"
