from django.apps import AppConfig


class NotesConfig(AppConfig):
    name = "memo.notes"
    label = "notes"
    verbose_name = "second brain"
