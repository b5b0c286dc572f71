"""What every app server process would otherwise do on its first requests, done once.

gunicorn loads the app before it forks its workers (``preload_app``) and replaces
each worker after about a thousand requests (``max_requests``). Without this, every
new worker paid on its first requests for importing every view (the URLs are read
on the first request), parsing the templates, hashing the code for the cache's keys
and reading the examples: about a quarter of a second of CPU, a few times a minute
under load. :func:`warm` does it in the process that forks, so every worker starts
with it done (and shares its memory until it writes to it).
"""

from __future__ import annotations

import io
import sys
from collections.abc import Callable, Iterable
from pathlib import Path
from urllib.parse import urlencode

from django.conf import settings
from django.template.loader import get_template
from django.urls import get_resolver

#: The template folders read whole (the project's own; an app's are parsed when used).
_SUFFIXES = {".html"}
#: Partials rendered on their own (the step panel): cached under their own names.
PARTIALS = ("judge/stepper.html#stepper", "judge/error.html#error")


def template_names() -> list[str]:
    """Every template of the project's template folders, by the name a view gives it."""
    names = []
    for folder in settings.TEMPLATES[0]["DIRS"]:
        base = Path(folder)
        names += [
            path.relative_to(base).as_posix()
            for path in sorted(base.rglob("*"))
            if path.suffix in _SUFFIXES and path.is_file()
        ]
    return names


def warm() -> None:
    """Import the views, parse the templates, read what the stepper reads first, work out
    the study questions and read the card data."""
    from judgeapp import selectors
    from judgeapp.caching import code_version
    from rules import cardtext, study

    resolver = get_resolver()
    resolver.url_patterns  # noqa: B018 (imports every view)
    resolver.reverse_dict  # noqa: B018 (the table `reverse` reads)
    for name in (*template_names(), *PARTIALS):
        get_template(name)
    code_version()
    selectors.example_list()
    # Every example's questions, which a study session draws from: 1.5 to 3 s of CPU (and
    # 9 MiB) that each new worker otherwise paid on its first session started.
    study.pool()
    # The cards the table finds by name, and what any real card named in an event is.
    cardtext.all_cards()
    cardtext.card_traits("")


#: The example whose scenario :func:`first_step` sends as a built one.
WARMING_EXAMPLE = "case-02"


def first_step(application: Callable[..., Iterable[bytes]]) -> str:
    """Send ``application`` (the WSGI app) one step of a scenario it has never seen, as
    htmx does when a judge picks an option, and answer the status it gave.

    A worker's first step otherwise loaded what a request first uses (the cache's
    backend, the session serializer, the message storage, Django's lazily compiled
    patterns) and ran every part of the stepper for the first time: about 15 ms of
    CPU in each new worker. Done once before gunicorn forks, that is shared by every
    worker (whose first step still costs about 8 ms: its first writes to the memory it
    shares with the process that forked it). What it leaves behind is the same for
    everyone: that scenario built, its panel kept, one millisecond of work counted
    against the local address for a minute.
    """
    from judgeapp import selectors
    from judgeapp.state import JudgeState, encode_scenario

    example = selectors.example_get(example_id=WARMING_EXAMPLE)
    built = encode_scenario(example.scenario.to_dict())
    result = selectors.judging_get(state=JudgeState(scenario=built)).result
    option = next((option.id for option in getattr(result, "options", ())), "")
    statuses: list[str] = []
    environ = {
        "REQUEST_METHOD": "GET",
        "PATH_INFO": "/judge/step/",
        "QUERY_STRING": urlencode({"s": built, "option": option}),
        "SERVER_NAME": "localhost",
        "SERVER_PORT": "80",
        "SERVER_PROTOCOL": "HTTP/1.1",
        "REMOTE_ADDR": "127.0.0.1",
        "HTTP_HOST": "localhost",
        "HTTP_HX_REQUEST": "true",
        "HTTP_X_FORWARDED_PROTO": "https",  # not redirected where HTTPS is on
        "wsgi.url_scheme": "https",
        "wsgi.input": io.BytesIO(),
        "wsgi.errors": sys.stderr,
        "wsgi.version": (1, 0),
        "wsgi.multithread": False,
        "wsgi.multiprocess": True,
        "wsgi.run_once": False,
    }
    reply = application(environ, lambda status, headers, exc_info=None: statuses.append(status))
    try:
        b"".join(reply)
    finally:
        getattr(reply, "close", lambda: None)()
    return statuses[0] if statuses else ""
