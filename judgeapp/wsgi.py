"""WSGI entry point for Instead.

The process that loads this (gunicorn's, before it forks its workers) also does the
work every worker would otherwise repeat on its first requests (judgeapp.warming: it
also sends the app one step of a scenario it has never seen, as a judge would), then
sets what it holds aside from the cycle collector (``gc.freeze``): the modules,
templates and data loaded so far live as long as the process, and a worker's full
collections scanned all of them again (about 40 us of a never-seen step's time, in
process), writing to their memory pages as they did.

Each request also ends in reference cycles through the request object (the lazy user of
the authentication middleware calls back to it, as do the messages' storage, htmx's
details and the CSP nonce): about 40 container objects a request that only the cycle
collector could free, so they set off a young collection every 15 or so requests, each
also scanning whatever a step in progress holds. :class:`ClosedRequest` breaks them
when the response is closed, after the last use of the request, so a request's objects
go as soon as it ends.
"""

import gc
import os

from django.core.handlers.wsgi import WSGIRequest
from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "judgeapp.settings")


class ClosedRequest(WSGIRequest):
    """A request that lets go of what the middleware hung on it once its response is
    closed (the response's ``close()``, which the WSGI server calls once the response is
    sent). Its address, headers and body stay, for whatever reads them after that
    (``request_finished``'s receivers); the attributes below, each holding the request
    again, go: the cycles through them are what the collector would otherwise free."""

    #: What the middleware sets that refers back to the request.
    CYCLES = (
        "user",
        "auser",
        "_cached_user",
        "_messages",
        "htmx",
        "csp_nonce",
        "_csp_nonce",
        "session",
        "resolver_match",
    )

    def close(self) -> None:
        super().close()
        for name in self.CYCLES:
            self.__dict__.pop(name, None)


application = get_wsgi_application()
application.request_class = ClosedRequest

from judgeapp.warming import first_step, warm  # noqa: E402 (needs the settings configured above)

warm()
first_step(application)
gc.collect()
gc.freeze()
