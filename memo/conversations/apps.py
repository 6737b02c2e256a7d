from django.apps import AppConfig


class ConversationsConfig(AppConfig):
    name = "memo.conversations"
    label = "conversations"

    def ready(self) -> None:
        from memo.conversations import checks  # noqa: F401  (registers system checks)
