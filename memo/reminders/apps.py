from django.apps import AppConfig


class RemindersConfig(AppConfig):
    name = "memo.reminders"
    label = "reminders"

    def ready(self) -> None:
        from memo.reminders import capability  # noqa: F401  (registers the `database` capability)
