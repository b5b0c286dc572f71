"""Log lines that can be traced to their request.

Kept free of Django imports: the logging configuration in the settings loads
:class:`RequestIdFilter` before the apps are ready. The request id is set by
``judgeapp.middleware.RequestIdMiddleware`` for the length of each request.
"""

from __future__ import annotations

import logging
from contextvars import ContextVar

request_id: ContextVar[str] = ContextVar("request_id", default="-")


class RequestIdFilter(logging.Filter):
    """Adds ``request_id`` to every log record (``-`` outside a request)."""

    def filter(self, record: logging.LogRecord) -> bool:
        record.request_id = request_id.get()
        return True
