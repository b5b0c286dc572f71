"""HTTPS by one switch: DJANGO_HTTPS=1, and `check --deploy` clean with it on.

Before: `check --deploy` gave W004 (no HSTS), W008 (no redirect to HTTPS), W012
and W016 (cookies sent over plain HTTP), and nothing in the environment could
turn them on. Settings are read once per process, so each case runs in its own.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap

from tests.deploy.servers import ROOT, clean_environment

STRONG_KEY = "k7-Qv2pZ9xW4mT1rB8nL5cY0hJ3dF6gS_uE2aK9wP4oR7iX1zN8bM5tV0qC3yH6l"


def _run(args: list[str], **env: str) -> subprocess.CompletedProcess[str]:
    # A database that doesn't exist: nothing here may need one.
    environment = clean_environment(
        DJANGO_SETTINGS_MODULE="judgeapp.settings",
        DATABASE_URL="sqlite:////nonexistent/folder/db.sqlite3",
        **env,
    )
    environment["DJANGO_SECRET_KEY"] = STRONG_KEY
    return subprocess.run(
        [sys.executable, *args],
        cwd=ROOT,
        env=environment,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_check_deploy_is_clean_with_the_switch_on():
    result = _run(
        ["manage.py", "check", "--deploy", "--fail-level", "WARNING"],
        DJANGO_HTTPS="1",
        DJANGO_ALLOWED_HOSTS="instead.example.org",
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "System check identified no issues (0 silenced)." in result.stdout


def test_without_the_switch_check_deploy_names_what_https_would_fix():
    result = _run(["manage.py", "check", "--deploy"])
    for warning in ("W004", "W008", "W012", "W016"):
        assert f"security.{warning}" in result.stdout + result.stderr


REQUESTS = textwrap.dedent(
    """
    import django
    django.setup()
    from django.test import Client
    from django.test.utils import setup_test_environment
    setup_test_environment()
    plain = Client().get("/favicon.ico", HTTP_HOST="localhost")
    print("PLAIN", plain.status_code, plain.get("Location"))
    proxied = Client().get(
        "/accounts/login/", HTTP_HOST="localhost", HTTP_X_FORWARDED_PROTO="https"
    )
    print("PROXIED", proxied.status_code)
    print("HSTS", proxied.get("Strict-Transport-Security"))
    print("COOKIE", proxied.cookies["csrftoken"]["secure"])
    """
)


def test_with_the_switch_plain_http_is_redirected_and_https_is_strict():
    result = _run(["-c", REQUESTS], DJANGO_HTTPS="1")
    out = result.stdout
    assert "PLAIN 301 https://localhost/favicon.ico" in out, result.stderr
    assert "PROXIED 200" in out
    assert "HSTS max-age=31536000; includeSubDomains; preload" in out
    assert "COOKIE True" in out


def test_without_the_switch_plain_http_is_served():
    result = _run(["-c", REQUESTS])
    assert "PLAIN 200 None" in result.stdout, result.stderr
    assert "HSTS None" in result.stdout
