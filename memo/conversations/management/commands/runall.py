"""`manage.py runall` (what `make run` runs): engines, migrations, admin login, web + worker + beat."""

from __future__ import annotations

import os
import secrets
import signal
import subprocess
import sys
import time
from pathlib import Path

from django.conf import settings
from django.contrib.auth import get_user_model
from django.core.management import call_command
from django.core.management.base import BaseCommand, CommandError
from django.db import connection, connections

from memo import engines, serving


class Command(BaseCommand):
    help = ("Run Memo on this machine until Ctrl-C: embedded PostgreSQL and Redis (unless DATABASE_URL / "
            "CELERY_BROKER_URL are set), migrations, an admin login, the web server, a Celery worker for the CPU "
            "stages (processes), I/O workers for the stages that wait on the LLM, Google or WhatsApp (threads) "
            "and beat.")

    def add_arguments(self, parser):
        parser.add_argument("--host", default=os.environ.get("MEMO_HOST", "127.0.0.1"))
        parser.add_argument("--port", type=int, default=int(os.environ.get("MEMO_PORT", "8000")))
        parser.add_argument("--concurrency", type=int, default=os.cpu_count() or 2,
                            help="processes of the CPU worker (default: one per core)")
        parser.add_argument("--io-threads", type=int, default=settings.IO_WORKER_THREADS,
                            help="threads of each I/O worker process: turns waiting on the LLM or Google at once")
        parser.add_argument("--io-processes", type=int, default=settings.IO_WORKER_PROCESSES,
                            help="I/O worker processes (their threads share one interpreter lock each)")

    def handle(self, *args, **opts):
        started_redis = settings.EMBEDDED_REDIS and not engines.redis_is_up(settings.VAR_DIR)
        started_pg = settings.EMBEDDED_POSTGRES and not (engines.pg_data_dir(settings.VAR_DIR) /
                                                         "postmaster.pid").exists()
        if settings.EMBEDDED_REDIS:
            engines.ensure_embedded_redis(settings.VAR_DIR)
        procs: list[subprocess.Popen] = []
        try:
            call_command("migrate", verbosity=0, interactive=False)
            self._check_connection_budget(opts["concurrency"], io_workers=opts["io_processes"])
            # The web server serves the apps' static folders too; collecting keeps production's layout.
            call_command("collectstatic", verbosity=0, interactive=False)
            login = ensure_admin_login(settings.VAR_DIR / "admin-password.txt")
            # This process only supervises from here on: it holds no database connection while it waits.
            connections.close_all()
            procs = self._start(opts)
            base = f"http://{opts['host']}:{opts['port']}"
            self.stdout.write(self.style.SUCCESS("Memo is running. Ctrl-C stops everything."))
            self.stdout.write(f"  chat page  {base}/\n  admin      {base}/admin/  ({login})\n"
                              f"  webhook    {base}/webhooks/whatsapp/\n"
                              f"  console    .venv/bin/python manage.py chat --phone +972501234567")
            self._supervise(procs)
        finally:
            # Also when setting up failed (a migration, a layout too big): engines started here stop.
            self._stop(procs)
            if started_redis:
                engines.stop_embedded_redis(settings.VAR_DIR)
            if started_pg:
                connections.close_all()
                engines.stop_embedded_postgres(settings.VAR_DIR)
            self.stdout.write("Stopped.")

    def _check_connection_budget(self, worker_concurrency: int, io_workers: int) -> None:
        budget = serving.connection_budget(worker_concurrency, io_workers)
        try:
            serving.check_fits(budget, serving.server_connection_limit(connection))
        except serving.BudgetExceeded as exc:
            raise CommandError(str(exc)) from exc

    def _start(self, opts) -> list[subprocess.Popen]:
        layout = serving.worker_layout(opts["concurrency"], opts["io_threads"], opts["io_processes"])
        # Every process knows the I/O queue: the web process routes deliveries to it, workers hand stages.
        env = {**os.environ, **layout.env}
        commands = [serving.gunicorn_command(opts["host"], opts["port"]), *layout.commands,
                    [sys.executable, "-m", "celery", "-A", "memo", "beat", "-l", "INFO", "--scheduler",
                     settings.CELERY_BEAT_SCHEDULER]]
        return [subprocess.Popen(cmd, cwd=settings.BASE_DIR, env={**env, **extra}) for cmd, extra in
                [(c, layout.env_for(c)) for c in commands]]

    def _supervise(self, procs: list[subprocess.Popen]) -> None:
        stop = {"now": False}

        def on_signal(signum, frame):
            stop["now"] = True

        signal.signal(signal.SIGTERM, on_signal)
        try:
            while not stop["now"]:
                for proc in procs:
                    if proc.poll() is not None:
                        self.stderr.write(f"{' '.join(proc.args[:4])} exited with {proc.returncode}; stopping.")
                        return
                time.sleep(0.5)
        except KeyboardInterrupt:
            pass

    def _stop(self, procs: list[subprocess.Popen]) -> None:
        for proc in procs:
            if proc.poll() is None:
                proc.terminate()
        deadline = time.monotonic() + 15
        for proc in procs:
            try:
                proc.wait(timeout=max(0.1, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                proc.kill()


def ensure_admin_login(secret_file: Path) -> str:
    """Make sure a staff login exists; a new password is saved under var/ (0600) and shown once."""
    user_model = get_user_model()
    if user_model.objects.filter(is_superuser=True).exists():
        hint = f"password in {secret_file}" if secret_file.exists() else "use `manage.py changepassword`"
        return f"user admin, {hint}"
    password = secrets.token_urlsafe(12)
    user_model.objects.create_superuser("admin", "", password)
    write_private(secret_file, password + "\n")
    return f"user admin, password {password} (saved in {secret_file})"


def write_private(path: Path, text: str) -> None:
    """Write `text` to a new file only its owner can read, from the moment it exists.

    A file left from an earlier run (or a link someone put there) is removed first, never written
    through: O_EXCL creates the file anew with mode 0600, and O_NOFOLLOW refuses a link.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    path.unlink(missing_ok=True)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as handle:
        handle.write(text)
