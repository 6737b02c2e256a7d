from django.apps import AppConfig


class RemindersConfig(AppConfig):
    name = "memo.reminders"
    label = "reminders"
