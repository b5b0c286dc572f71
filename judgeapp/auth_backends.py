"""Sign-in lockout by address as well as by user name and address.

django-axes locks a user name from an address after ``AXES_FAILURE_LIMIT``
failures. Someone trying many names (or a few failures on each of many
accounts) from one address would never be locked by that alone, so this
backend, first in ``AUTHENTICATION_BACKENDS``, also locks the address once its
failures within the cool-off time reach ``AXES_ADDRESS_FAILURE_LIMIT`` (higher,
as people at one venue may share an address).
"""

from __future__ import annotations

import datetime as dt
from typing import Any

from axes.backends import AxesStandaloneBackend
from axes.exceptions import AxesBackendPermissionDenied
from axes.helpers import get_client_ip_address
from axes.models import AccessAttempt
from django.conf import settings
from django.db.models import Sum
from django.http import HttpRequest
from django.utils import timezone


def address_failures(ip_address: str) -> int:
    """Failed sign-ins from ``ip_address`` within the cool-off time, whatever the name."""
    since = timezone.now() - dt.timedelta(hours=float(settings.AXES_COOLOFF_TIME))
    total = AccessAttempt.objects.filter(ip_address=ip_address, attempt_time__gte=since).aggregate(
        total=Sum("failures_since_start")
    )["total"]
    return int(total or 0)


class AddressLockoutBackend(AxesStandaloneBackend):  # type: ignore[misc]
    def authenticate(
        self,
        request: HttpRequest | None,
        username: str | None = None,
        password: str | None = None,
        **kwargs: Any,
    ) -> None:
        if request is not None and settings.AXES_ENABLED:
            ip_address = getattr(request, "axes_ip_address", None) or get_client_ip_address(request)
            if address_failures(str(ip_address)) >= settings.AXES_ADDRESS_FAILURE_LIMIT:
                request.axes_locked_out = True  # type: ignore[attr-defined]
                kwargs.get("response_context", {})["error"] = "locked out"
                raise AxesBackendPermissionDenied("too many failed sign-ins from this address")
        return super().authenticate(request, username, password, **kwargs)  # type: ignore[no-any-return]
