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

from pathlib import Path

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
    """Import the views, parse the templates and read what the stepper reads first."""
    from judgeapp import selectors
    from judgeapp.caching import code_version

    resolver = get_resolver()
    resolver.url_patterns  # noqa: B018 (imports every view)
    resolver.reverse_dict  # noqa: B018 (the table `reverse` reads)
    for name in (*template_names(), *PARTIALS):
        get_template(name)
    code_version()
    selectors.example_list()
