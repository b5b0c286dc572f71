"""A step for a happening of the scenario's timeline (judge case 8: the chosen red source
becomes blue before it deals damage, 615.9) is shown by what happened, with no event line
reading "nothing": there was no event to modify."""

from __future__ import annotations

import html as html_lib
import re

import pytest
from django.urls import reverse

from rules.engine import get_example
from rules.services.rulings import ruling_create

pytestmark = pytest.mark.django_db

BLUE = "Raging Goblin becomes blue"


def _event_lines(html: str) -> list[str]:
    return [
        html_lib.unescape(p).strip() for p in re.findall(r'<p class="small mb-1">([^<]*)', html)
    ]


def test_the_stepper_shows_a_happening_without_an_event_line_of_nothing(client):
    html = client.get(reverse("judge"), {"ex": "case-08"}).content.decode()
    assert BLUE in html
    assert "nothing" not in _event_lines(html)
    # The damage event itself is still shown as the event of its step.
    assert "Raging Goblin would deal 1 damage to Bob" in _event_lines(html)


def test_a_saved_ruling_shows_a_happening_without_an_event_line_of_nothing(client, staff):
    example = get_example("case-08")
    ruling = ruling_create(
        data={
            "title": "The shield rechecks the source",
            "scenario": example.scenario.to_dict(),
            "procedure": "2025-09-19",
            "choices": [],
        },
        author=staff,
    )
    html = client.get(ruling.get_absolute_url()).content.decode()
    assert BLUE in html
    assert "nothing" not in _event_lines(html)


def test_the_study_sets_last_page_shows_a_happening_without_nothing(client):
    # Judge case 8 has one question: its last page (q=2) shows the ruling step by step.
    response = client.get(
        reverse("study-set"), {"ex": "case-08", "p": "2025-09-19", "q": 2, "r": "1"}
    )
    assert response.status_code == 200
    page = response.content.decode()
    assert BLUE in page
    assert not re.search(r'<p class="small mb-1">\s*nothing', page)
