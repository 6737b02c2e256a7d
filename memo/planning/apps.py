from django.apps import AppConfig


class PlanningConfig(AppConfig):
    name = "memo.planning"
    label = "planning"
