from django.apps import AppConfig


class NotesConfig(AppConfig):
    name = "memo.notes"
    label = "notes"
    verbose_name = "second brain"

    def ready(self) -> None:
        from memo.notes import capability  # noqa: F401  (registers the `second-brain` capability)
