from django.apps import AppConfig


class ConversationsConfig(AppConfig):
    name = "memo.conversations"
    label = "conversations"

    def ready(self) -> None:
        from memo import dbpool
        from memo.conversations import (
            checks,  # noqa: F401  (registers system checks)
            proactive,
        )
        from memo.conversations.capabilities import general, meta  # noqa: F401  (register their capabilities)

        proactive.install()  # the domain apps' notices go out through this app's outbox
        dbpool.install()  # pooled connections are health-checked only after sitting idle
