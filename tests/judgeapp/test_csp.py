"""A Content-Security-Policy on every answer, and no inline script or style to need loosening it.

Before: no policy at all, and the print view's Print button ran an inline
``onclick``. The browser tests fail on anything the policy makes Chromium refuse.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from django.conf import settings
from django.urls import reverse

from tests.judgeapp.test_rulings import ruling, staff_client  # noqa: F401

TEMPLATES = Path(settings.BASE_DIR) / "templates"

INLINE = [
    (re.compile(r"<script(?![^>]*\bsrc=)[^>]*>", re.I), "an inline <script>"),
    (re.compile(r"\son[a-z]+\s*=", re.I), "an event handler attribute"),
    (re.compile(r"\sstyle\s*=", re.I), "a style attribute"),
    (re.compile(r"<style\b", re.I), "a <style> element"),
    (re.compile(r"javascript:", re.I), "a javascript: address"),
    (re.compile(r"\shx-on", re.I), "an htmx hx-on handler (it runs code from the page)"),
]


def _policy(response) -> dict[str, list[str]]:
    header = response["Content-Security-Policy"]
    directives = [part.strip().split() for part in header.split(";") if part.strip()]
    return {name: values for name, *values in directives}


@pytest.mark.parametrize(
    "template", sorted(TEMPLATES.rglob("*.html")), ids=lambda p: str(p.relative_to(TEMPLATES))
)
def test_no_template_holds_inline_script_or_style(template: Path):
    text = template.read_text()
    found = [what for pattern, what in INLINE if pattern.search(text)]
    assert not found, f"{template.name}: {found}"


@pytest.mark.django_db
@pytest.mark.parametrize("name", ["home", "judge", "examples", "rules:index", "study", "login"])
def test_every_page_carries_a_policy_without_inline_script(client, name):
    response = client.get(reverse(name))
    assert response.status_code == 200
    policy = _policy(response)
    assert policy["script-src"] == ["'self'"]
    assert policy["style-src"] == ["'self'"]
    assert policy["object-src"] == ["'none'"]
    assert policy["frame-ancestors"] == ["'none'"]
    assert "'unsafe-inline'" not in response["Content-Security-Policy"]
    assert "'unsafe-eval'" not in response["Content-Security-Policy"]


@pytest.mark.django_db
def test_the_api_carries_the_policy_too(client):
    response = client.post(reverse("api-resolve"), "{}", content_type="application/json")
    assert response.status_code == 400
    assert _policy(response)["default-src"] == ["'self'"]


def test_htmx_is_told_not_to_inline_styles_or_evaluate_code():
    base = (TEMPLATES / "_base.html").read_text()
    assert '"includeIndicatorStyles": false' in base
    assert '"allowEval": false' in base


@pytest.mark.django_db
def test_the_print_views_button_prints_without_inline_script(staff_client, ruling):  # noqa: F811
    response = staff_client.get(reverse("ruling-print", args=[ruling.public_id]))
    html = response.content.decode()
    assert response.status_code == 200
    assert "onclick" not in html
    assert 'type="button" data-print>Print</button>' in html
    assert "js/print.js" in html
