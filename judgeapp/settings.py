"""Settings for Instead.

Everything that differs between a laptop at a venue, a test run and a server
comes from the environment:

- ``DJANGO_DEBUG``: ``1``/``true`` turns debug on (off by default).
- ``DJANGO_SECRET_KEY``: required unless debug is on.
- ``DATABASE_URL``: e.g. ``postgres://user:pass@127.0.0.1:5432/instead``;
  SQLite in ``db.sqlite3`` when unset.
- ``DJANGO_ALLOWED_HOSTS``: comma-separated, added to the loopback names.
- ``DJANGO_ADMINS``: who is mailed each server error, e.g.
  ``Ann <ann@example.org>, bob@example.org`` (with ``DJANGO_EMAIL_HOST`` and
  ``DJANGO_SERVER_EMAIL``); nobody when unset.
- ``REDIS_URL``: e.g. ``redis://127.0.0.1:6379/0``, the cache every app server
  shares; without it each server keeps its own, bounded in memory.
- ``DJANGO_HTTPS``: ``1`` when the site is served over HTTPS (through a proxy
  that sets ``X-Forwarded-Proto``): secure cookies, HSTS, redirects to HTTPS.
- ``DJANGO_LOG_LEVEL``: the least severe log lines written to stderr (``INFO``).
"""

import os
from email.utils import getaddresses
from pathlib import Path

import dj_database_url
from csp.constants import NONE, SELF
from django.core.exceptions import ImproperlyConfigured

from judgeapp.slots import default_folder as _slots_folder
from judgeapp.slots import default_slots as _default_slots

BASE_DIR = Path(__file__).resolve().parent.parent


def _env_flag(name: str) -> bool:
    return os.environ.get(name, "").strip().lower() in {"1", "true", "yes", "on"}


DEBUG = _env_flag("DJANGO_DEBUG")

SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "")
if not SECRET_KEY:
    if not DEBUG:
        raise ImproperlyConfigured(
            "DJANGO_SECRET_KEY must be set when DJANGO_DEBUG is off "
            "(`make run` creates one in .local/secret_key)."
        )
    SECRET_KEY = "django-insecure-development-only-key"

ALLOWED_HOSTS = ["127.0.0.1", "localhost", "[::1]"] + [
    host.strip() for host in os.environ.get("DJANGO_ALLOWED_HOSTS", "").split(",") if host.strip()
]

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "whitenoise.runserver_nostatic",
    "django.contrib.staticfiles",
    "django_htmx",
    "template_partials",
    "crispy_forms",
    "crispy_bootstrap5",
    "bootstrap",
    "axes",
    "csp",
    "rules",
    "judgeapp",
]

MIDDLEWARE = [
    "judgeapp.middleware.RequestIdMiddleware",
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "csp.middleware.CSPMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
    "judgeapp.middleware.MethodNotAllowedMiddleware",
    "judgeapp.middleware.LongAddressMiddleware",
    "judgeapp.middleware.WorkBudgetMiddleware",
    # Last, as django-axes asks: it turns a locked-out login into its lockout response.
    "axes.middleware.AxesMiddleware",
]

ROOT_URLCONF = "judgeapp.urls"
# A request refused for its CSRF token says why in words (judgeapp.views.errors).
CSRF_FAILURE_VIEW = "judgeapp.views.errors.csrf_failure"

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

WSGI_APPLICATION = "judgeapp.wsgi.application"

DATABASES = {
    "default": dj_database_url.config(
        default=f"sqlite:///{BASE_DIR / 'db.sqlite3'}",
        conn_max_age=60,
    )
}
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # Several gunicorn workers share the file: readers never wait for a writer (WAL),
    # a write takes the lock when its transaction begins (no reader turning writer
    # midway, which SQLite refuses at once), and waits up to 20 s for it.
    DATABASES["default"]["OPTIONS"] = {
        "timeout": 20,
        "transaction_mode": "IMMEDIATE",
        "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;",
        **DATABASES["default"].get("OPTIONS", {}),
    }

# The cache: resolved panels, explorations and the per-client work budget.
# Several app servers share one Redis (REDIS_URL); a single server keeps a local
# cache held to DJANGO_CACHE_MB megabytes. A value whose kept size (compressed from 8 KiB)
# passes CACHE_MAX_VALUE_BYTES is never kept; entries last CACHE_SECONDS.
REDIS_URL = os.environ.get("REDIS_URL", "").strip()
CACHE_SECONDS = 24 * 3600
CACHE_MAX_VALUE_BYTES = 512 * 1024
if REDIS_URL:
    CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": REDIS_URL,
            "KEY_PREFIX": "instead",
            "TIMEOUT": CACHE_SECONDS,
            "OPTIONS": {"socket_connect_timeout": 2, "socket_timeout": 2},
        }
    }
else:
    CACHES = {
        "default": {
            "BACKEND": "judgeapp.cache_backends.BoundedMemoryCache",
            "LOCATION": "instead",
            "TIMEOUT": CACHE_SECONDS,
            "OPTIONS": {
                "MAX_ENTRIES": 10_000,
                "MAX_BYTES": int(os.environ.get("DJANGO_CACHE_MB", "64")) * 2**20,
                "MAX_VALUE_BYTES": CACHE_MAX_VALUE_BYTES,
            },
        }
    }
# The longest address (path and query) the app reads: below gunicorn's bound on a
# request line (8,190 bytes with the method and the protocol), so a longer one gets
# the app's clear 414 (judgeapp.middleware.LongAddressMiddleware).
MAX_ADDRESS_CHARACTERS = 8_000
# The builder's largest scenario (40 rows of every part, 40 modes on every effect)
# sends about 7,000 fields; Django's default limit is 1,000.
DATA_UPLOAD_MAX_NUMBER_FIELDS = 8_000

# Sessions live in the database, which every app server shares.
SESSION_ENGINE = "django.contrib.sessions.backends.db"

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]

# Logins are rate-limited by django-axes: after AXES_FAILURE_LIMIT failures for one
# user name from one address, that pair is locked out for AXES_COOLOFF_TIME hours.
# Every address is also locked after AXES_ADDRESS_FAILURE_LIMIT failures within
# that time, whatever names were tried (judgeapp.auth_backends).
AUTHENTICATION_BACKENDS = [
    "judgeapp.auth_backends.AddressLockoutBackend",
    "django.contrib.auth.backends.ModelBackend",
]
AXES_FAILURE_LIMIT = 5
AXES_ADDRESS_FAILURE_LIMIT = 20
AXES_COOLOFF_TIME = 1
AXES_LOCKOUT_PARAMETERS = [["username", "ip_address"]]
AXES_RESET_ON_SUCCESS = True
AXES_LOCKOUT_TEMPLATE = "registration/locked-out.html"
# The client's address as the work budget reads it: behind a proxy
# (DJANGO_BEHIND_PROXY=1, and always behind `make run`'s nginx), the one it forwarded.
AXES_CLIENT_IP_CALLABLE = "judgeapp.middleware.client_address"
LOGIN_URL = "login"
LOGIN_REDIRECT_URL = "rulings"
LOGOUT_REDIRECT_URL = "home"

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATIC_ROOT = Path(os.environ.get("DJANGO_STATIC_ROOT", "") or BASE_DIR / "staticfiles")
STATICFILES_DIRS = [BASE_DIR / "static"]
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "whitenoise.storage.CompressedStaticFilesStorage"},
}
# `make run` collects static files (with gzip copies) into STATIC_ROOT, which
# WhiteNoise serves compressed; in debug it serves from the apps' folders too.
WHITENOISE_USE_FINDERS = DEBUG

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

CRISPY_ALLOWED_TEMPLATE_PACKS = "bootstrap5"
CRISPY_TEMPLATE_PACK = "bootstrap5"

SESSION_COOKIE_HTTPONLY = True
CSRF_COOKIE_HTTPONLY = False
X_FRAME_OPTIONS = "DENY"
SECURE_CONTENT_TYPE_NOSNIFF = True
SECURE_REFERRER_POLICY = "same-origin"

# HTTPS by one switch. Behind a proxy that ends TLS and says so in
# X-Forwarded-Proto (it must overwrite any such header a client sends).
HTTPS = _env_flag("DJANGO_HTTPS")
if HTTPS:
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
    SECURE_SSL_REDIRECT = True
    SESSION_COOKIE_SECURE = True
    CSRF_COOKIE_SECURE = True
    # Browsers keep to HTTPS for a year (DJANGO_HSTS_SECONDS), subdomains too.
    SECURE_HSTS_SECONDS = int(os.environ.get("DJANGO_HSTS_SECONDS", str(365 * 24 * 3600)))
    SECURE_HSTS_INCLUDE_SUBDOMAINS = True
    SECURE_HSTS_PRELOAD = True

# Content-Security-Policy: scripts, styles, fonts and pictures only from this
# site's own files (no inline script or style, no eval), nothing framed or
# framing. Bootstrap's stylesheet draws some icons from data: URIs.
CONTENT_SECURITY_POLICY = {
    "DIRECTIVES": {
        "default-src": [SELF],
        "script-src": [SELF],
        "style-src": [SELF],
        "img-src": [SELF, "data:"],
        "font-src": [SELF],
        "connect-src": [SELF],
        "object-src": [NONE],
        "base-uri": [SELF],
        "form-action": [SELF],
        "frame-ancestors": [NONE],
    },
}

# Every request that may run the resolver is bounded: the resolver stops after
# ENGINE_DEADLINE_SECONDS (a clear 422, well before the server's own timeout),
# explorations and comparisons after ENGINE_EXPLORE_DEADLINE_SECONDS, and each
# client may spend ENGINE_SECONDS_PER_MINUTE seconds a minute on such pages (then
# 429). DJANGO_BEHIND_PROXY=1 takes the client's address from the last
# X-Forwarded-For entry (set it only behind a proxy that writes that header).
ENGINE_DEADLINE_SECONDS = float(os.environ.get("DJANGO_ENGINE_DEADLINE", "5"))
ENGINE_EXPLORE_DEADLINE_SECONDS = float(os.environ.get("DJANGO_ENGINE_EXPLORE_DEADLINE", "3"))
ENGINE_SECONDS_PER_MINUTE = float(os.environ.get("DJANGO_ENGINE_SECONDS_PER_MINUTE", "30"))
# The rulings' pages and API resolve a ruling's scenario as it is saved and as its
# permalink is read.
HEAVY_PATHS = (
    "/api/resolve",
    "/api/explore",
    "/judge/",
    "/study/set/",
    "/rulings/",
    "/api/rulings",
)
# The resolver's work the cache doesn't hold runs in a child process of the worker
# (judgeapp.apart) at a lower priority, killed at the deadline, its memory capped
# at ENGINE_MEMORY_MB more than the worker's and gone with it
# (DJANGO_ENGINE_APART=0: in the worker itself, for measuring the difference).
ENGINE_APART = os.environ.get("DJANGO_ENGINE_APART", "1").strip() != "0"
ENGINE_MEMORY_MB = int(os.environ.get("DJANGO_ENGINE_MEMORY_MB", "512"))
# The child's niceness: it yields the cores to the workers serving light pages.
ENGINE_NICE = 10
# At most ENGINE_SLOTS explorations and comparisons, and as many steps and
# resolutions, work at once on a machine (one fewer than the cores by default,
# judgeapp.slots). An exploration finding none free gets 429 with Retry-After at
# once; a step waits up to ENGINE_SLOT_WAIT_SECONDS first.
ENGINE_SLOTS = int(os.environ.get("DJANGO_ENGINE_SLOTS", "0")) or _default_slots()
ENGINE_SLOTS_DIR = os.environ.get("DJANGO_ENGINE_SLOTS_DIR", "") or str(_slots_folder(BASE_DIR))
ENGINE_SLOT_WAIT_SECONDS = 1.0
BEHIND_PROXY = _env_flag("DJANGO_BEHIND_PROXY")

# Logging: every line goes to stderr (the server's log: gunicorn's, systemd's
# journal, a container's output) with the id of the request it belongs to, and
# each server error with its traceback. DJANGO_ADMINS are also mailed each one.
ADMINS = [
    (name or address, address)
    for name, address in getaddresses([os.environ.get("DJANGO_ADMINS", "")])
    if "@" in address
]
SERVER_EMAIL = os.environ.get("DJANGO_SERVER_EMAIL", "instead@localhost")
EMAIL_HOST = os.environ.get("DJANGO_EMAIL_HOST", "localhost")
EMAIL_PORT = int(os.environ.get("DJANGO_EMAIL_PORT", "25"))
EMAIL_HOST_USER = os.environ.get("DJANGO_EMAIL_USER", "")
EMAIL_HOST_PASSWORD = os.environ.get("DJANGO_EMAIL_PASSWORD", "")
EMAIL_USE_TLS = _env_flag("DJANGO_EMAIL_TLS")
LOG_LEVEL = os.environ.get("DJANGO_LOG_LEVEL", "INFO").strip().upper() or "INFO"

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "filters": {
        "request_id": {"()": "judgeapp.logs.RequestIdFilter"},
        "require_debug_false": {"()": "django.utils.log.RequireDebugFalse"},
    },
    "formatters": {
        "line": {
            "format": "%(asctime)s %(levelname)s [%(request_id)s] %(name)s: %(message)s",
        },
    },
    "handlers": {
        "stderr": {
            "class": "logging.StreamHandler",
            "stream": "ext://sys.stderr",
            "filters": ["request_id"],
            "formatter": "line",
        },
        "mail_admins": {
            "class": "django.utils.log.AdminEmailHandler",
            "level": "ERROR",
            "filters": ["require_debug_false"],
        },
    },
    "root": {"handlers": ["stderr"], "level": LOG_LEVEL},
    "loggers": {
        "django": {
            "handlers": ["stderr", "mail_admins"] if ADMINS else ["stderr"],
            "level": LOG_LEVEL,
            "propagate": False,
        },
        # A request refused as suspicious (a bad Host header, a body or a form over its
        # bound) is a 4xx of the client's making: written to the log, mailed to nobody, so
        # no client can fill the admins' mailboxes.
        "django.security": {"handlers": ["stderr"], "level": LOG_LEVEL, "propagate": False},
        # django-axes says at every start which parameters it blocks by.
        "axes": {"level": "WARNING"},
    },
}
