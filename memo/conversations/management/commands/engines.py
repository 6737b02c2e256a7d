"""`manage.py engines`: start, stop or show the embedded PostgreSQL and Redis under var/."""

from django.conf import settings
from django.core.management.base import BaseCommand

from memo import engines


class Command(BaseCommand):
    help = "Show the embedded engines' state; --start or --stop them (they keep their data under var/)."
    requires_system_checks = []

    def add_arguments(self, parser):
        group = parser.add_mutually_exclusive_group()
        group.add_argument("--start", action="store_true", help="start both engines")
        group.add_argument("--stop", action="store_true", help="stop both engines")

    def handle(self, *args, **opts):
        var = settings.VAR_DIR
        if opts["start"]:
            if settings.EMBEDDED_REDIS:
                engines.ensure_embedded_redis(var)
            if settings.EMBEDDED_POSTGRES:
                engines.ensure_embedded_postgres(var, settings.DATABASES["default"]["NAME"])
        if opts["stop"]:
            engines.stop_embedded_redis(var)
            engines.stop_embedded_postgres(var)
        pg = (engines.pg_data_dir(var) / "postmaster.pid").exists()
        self.stdout.write(f"PostgreSQL ({'embedded' if settings.EMBEDDED_POSTGRES else 'DATABASE_URL'}): "
                          f"{'running' if pg else 'stopped'} — {engines.pg_data_dir(var)}")
        self.stdout.write(f"Redis ({'embedded' if settings.EMBEDDED_REDIS else 'CELERY_BROKER_URL'}): "
                          f"{'running' if engines.redis_is_up(var) else 'stopped'} — {engines.redis_socket_path(var)}")
