"""The work a new app server process would repeat on its first requests is done before
gunicorn forks (judgeapp.warming, called by judgeapp.wsgi)."""

from __future__ import annotations

import pytest
from django.template import engines

from judgeapp.warming import PARTIALS, template_names, warm


def _cached_loader():
    (partials,) = engines["django"].engine.template_loaders
    (cached,) = partials.loaders
    return cached


def test_every_page_template_is_named_and_none_twice():
    names = template_names()
    assert {"judge/stepper.html", "judge/error.html", "_base.html", "500.html"} <= set(names)
    assert len(names) == len(set(names))
    assert all(name.endswith(".html") and not name.startswith("/") for name in names)


def test_warming_parses_the_step_panel_and_error_templates_ahead():
    cached = _cached_loader()
    cached.reset()
    assert "judge/stepper.html" not in cached.get_template_cache
    warm()
    for name in ("judge/stepper.html", "judge/error.html", *template_names()):
        assert name in cached.get_template_cache, name
    assert {name.split("#")[0] for name in PARTIALS} <= set(cached.get_template_cache)


def _probe(code: str) -> list[str]:
    """What ``code`` prints, run in a fresh interpreter with the test settings (the words
    of its output); it must exit cleanly."""
    import os
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    env = {**os.environ, "DJANGO_SETTINGS_MODULE": "judgeapp.test_settings"}
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=root, env=env, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    return done.stdout.split()


def test_loading_the_wsgi_app_warms_it_and_sets_its_objects_aside_from_the_collector():
    probe = (
        "import gc, judgeapp.wsgi\n"
        "from django.template import engines\n"
        "(cached,) = engines['django'].engine.template_loaders[0].loaders\n"
        "from django.db import connections\n"
        "print(gc.get_freeze_count() > 10_000, 'judge/stepper.html' in cached.get_template_cache,"
        " all(c.connection is None for c in connections.all()))"
    )
    # Warmed, frozen, and no database connection left for the forked workers to share.
    assert _probe(probe) == ["True", "True", "True"]


def test_a_request_through_the_wsgi_app_leaves_no_reference_cycles_behind():
    probe = (
        "import gc, judgeapp.wsgi\n"
        "from judgeapp.warming import first_step\n"
        "gc.collect()\n"
        "gc.set_debug(gc.DEBUG_SAVEALL)\n"
        "status = first_step(judgeapp.wsgi.application)\n"
        "print(status.split()[0], gc.collect(), len(gc.garbage))"
    )
    # Answered, and nothing of the request was left for the cycle collector to find.
    assert _probe(probe) == ["200", "0", "0"]


@pytest.mark.django_db
def test_the_first_step_sent_before_forking_is_answered_with_the_panel():
    from django.core.wsgi import get_wsgi_application

    from judgeapp.warming import first_step

    assert first_step(get_wsgi_application()) == "200 OK"


def test_warming_works_out_the_study_questions_ahead():
    """Before: each new worker worked out every example's questions (1.5 to 3 s) on the
    first study session started in it."""
    from rules import study

    study.pool.cache_clear()
    warm()
    assert study.pool.cache_info().currsize == 1
