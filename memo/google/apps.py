from django.apps import AppConfig


class GoogleConfig(AppConfig):
    name = "memo.google"
    label = "google"
    verbose_name = "Google"

    def ready(self) -> None:
        from memo.google import (
            calendar,  # noqa: F401  (registers the `calendar` capability)
            checks,  # noqa: F401  (registers system checks)
            gmail,  # noqa: F401  (registers the `gmail` capability)
        )
