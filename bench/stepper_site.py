"""Settings for the stepper's load benchmark (``bench/stepper_load.py``).

The app's own settings, with the URLs of ``bench/stepper_urls.py``: the app's
plus one bare view to compare a step against.
"""

import os

os.environ.setdefault("DJANGO_SECRET_KEY", "insecure-key-for-the-benchmark-only")

from judgeapp.settings import *  # noqa: F403

ROOT_URLCONF = "bench.stepper_urls"
STATIC_ROOT = os.environ.get("INSTEAD_BENCH_STATIC", STATIC_ROOT)  # noqa: F405
DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.sqlite3",
        "NAME": os.environ.get("INSTEAD_BENCH_DB", ":memory:"),
    }
}
DEBUG = False
