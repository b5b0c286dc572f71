"""Server errors are logged to stderr with their traceback and request id.

Before: with debug off nothing was logged at all (Django's console handler only
writes in debug), so 492 server errors of an audit left not one traceback.
These run Django in a separate process, as a server does, and read its stderr.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = textwrap.dedent(
    """
    import django
    django.setup()
    from django.core import mail
    from django.test import Client
    from django.test.utils import setup_test_environment
    setup_test_environment()
    response = Client(raise_request_exception=False).get(
        "/boom/", HTTP_X_REQUEST_ID="trace-me-123"
    )
    print("STATUS", response.status_code)
    print("HEADER", response["X-Request-ID"])
    print("PAGE", response.content.decode())
    print("MAILS", len(mail.outbox), [m.to for m in mail.outbox])
    """
)


def _run(**env: str) -> subprocess.CompletedProcess[str]:
    environment = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith(("DJANGO_", "DATABASE_URL"))
    }
    environment.update(
        DJANGO_SETTINGS_MODULE="tests.deploy.settings_failing",
        # A database that doesn't exist: a server error is logged without one.
        DATABASE_URL="sqlite:////nonexistent/folder/db.sqlite3",
        **env,
    )
    return subprocess.run(
        [sys.executable, "-c", SCRIPT],
        cwd=ROOT,
        env=environment,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_a_server_error_writes_its_traceback_and_request_id_to_stderr():
    result = _run()
    assert "STATUS 500" in result.stdout, result.stderr
    lines = result.stderr.splitlines()
    (first,) = [line for line in lines if "Internal Server Error: /boom/" in line]
    assert "[trace-me-123]" in first
    assert "ERROR" in first
    assert "Traceback (most recent call last):" in result.stderr
    assert "ForcedFailure: forced failure for the logging test" in result.stderr


def test_the_error_page_gives_the_request_id_to_quote():
    result = _run()
    assert "HEADER trace-me-123" in result.stdout
    assert "<code>trace-me-123</code>" in result.stdout
    assert "forced failure" not in result.stdout  # no internals on the page


def test_admins_come_from_the_environment_and_are_mailed_each_server_error():
    result = _run(DJANGO_ADMINS="Ann Judge <ann@example.org>, bob@example.org")
    assert "MAILS 1 [['ann@example.org', 'bob@example.org']]" in result.stdout, result.stderr


def test_nobody_is_mailed_without_admins():
    result = _run()
    assert "MAILS 0" in result.stdout, result.stderr


REFUSALS = textwrap.dedent(
    """
    import django
    django.setup()
    from django.core import mail
    from django.test import Client
    from django.test.utils import setup_test_environment
    setup_test_environment()
    client = Client(raise_request_exception=False)
    print("HOST", client.get("/", HTTP_HOST="elsewhere.example").status_code)
    body = "a" * 3_000_000
    print("BODY", client.post("/api/resolve", body, content_type="application/json").status_code)
    print("MAILS", len(mail.outbox))
    """
)


def test_requests_refused_as_suspicious_are_logged_but_mail_nobody():
    """A client's bad Host header or oversized body (django.security, logged at ERROR) is a
    4xx of that client's making: before, each one mailed every admin, so anyone could fill
    their mailboxes; now they are only written to the log."""
    environment = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith(("DJANGO_", "DATABASE_URL"))
    }
    environment.update(
        DJANGO_SETTINGS_MODULE="tests.deploy.settings_failing",
        DATABASE_URL="sqlite:////nonexistent/folder/db.sqlite3",
        DJANGO_ADMINS="ann@example.org",
    )
    result = subprocess.run(
        [sys.executable, "-c", REFUSALS],
        cwd=ROOT,
        env=environment,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert "HOST 400" in result.stdout, result.stderr
    assert "BODY 413" in result.stdout, result.stderr
    assert "MAILS 0" in result.stdout, result.stderr
    assert "django.security.DisallowedHost" in result.stderr
    assert "django.security.RequestDataTooBig" in result.stderr
