"""Settings and URLs for the stepper's load benchmark (``bench/stepper_load.py``).

The app's own settings and URLs, plus one bare view to compare a step against:
the same server, the same middleware, a view that does nothing.
"""

import os

from django.http import HttpRequest, HttpResponse
from django.urls import include, path

os.environ.setdefault("DJANGO_SECRET_KEY", "insecure-key-for-the-benchmark-only")

from judgeapp.settings import *  # noqa: F403

ROOT_URLCONF = "bench.stepper_site"
STATIC_ROOT = os.environ.get("INSTEAD_BENCH_STATIC", STATIC_ROOT)  # noqa: F405
DEBUG = False


def bare(request: HttpRequest) -> HttpResponse:
    return HttpResponse("ok", content_type="text/plain")


urlpatterns = [
    path("bench/bare/", bare),
    path("", include("judgeapp.urls")),
]
