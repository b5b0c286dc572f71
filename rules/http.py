"""The request the views really get: Django's, with htmx's details (django-htmx's middleware)."""

from __future__ import annotations

from django.http import HttpRequest
from django_htmx.middleware import HtmxDetails


class HtmxHttpRequest(HttpRequest):
    """An :class:`HttpRequest` that carries ``htmx`` (set by ``HtmxMiddleware``)."""

    htmx: HtmxDetails
