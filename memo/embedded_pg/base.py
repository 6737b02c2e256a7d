"""A PostgreSQL backend that starts the embedded server on first connection.

Used only when DATABASE_URL is unset. Starting lazily means commands that never touch the database
(`manage.py plan`, `graph`, `help`) stay fast, while any that do (`migrate`, `chat`, a worker) get a
running server without a separate start step.
"""

from pathlib import Path

from django.db.backends.postgresql import base as postgresql

from memo import engines


class DatabaseWrapper(postgresql.DatabaseWrapper):
    def get_connection_params(self):
        params = super().get_connection_params()
        var_dir = Path(self.settings_dict["EMBEDDED_VAR_DIR"])
        # The test database (test_<name>) is created by Django through the maintenance "postgres" DB,
        # so only the configured database is created here.
        dbname = params.get("dbname") or "postgres"
        target = dbname if not dbname.startswith("test_") else "postgres"
        conn = engines.ensure_embedded_postgres(var_dir, target)
        params.update(host=conn["host"], user=conn["user"])
        return params
