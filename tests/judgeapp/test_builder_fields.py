"""The builder takes its largest scenario; a form past any page's size is refused in words.

Before: a builder of 1,119 fields passed Django's limit of 1,000 form fields, and
the answer was the generic 400 page, which htmx silently dropped.
"""

from __future__ import annotations

import pytest
from django.conf import settings
from django.urls import reverse

from judgeapp.forms import MAX_ROWS, PARTS, ModeForm

pytestmark = pytest.mark.django_db


def _full_builder(modes_each: int) -> dict[str, str]:
    """Every part at its most rows, each effect with ``modes_each`` modes: fields empty."""
    fields = {"action": "search", "title": "", "note": "", "extra": "", "json": "", "q": ""}
    for part, form in PARTS.items():
        fields.update({f"{part}-TOTAL_FORMS": str(MAX_ROWS), f"{part}-INITIAL_FORMS": "0"})
        for index in range(MAX_ROWS):
            fields.update({f"{part}-{index}-{name}": "" for name in form.base_fields})
            if part == "effects":
                modes = f"effects-{index}-modes"
                fields.update(
                    {f"{modes}-TOTAL_FORMS": str(MAX_ROWS), f"{modes}-INITIAL_FORMS": "0"}
                )
                for mode in range(MAX_ROWS):
                    fields.update({f"{modes}-{mode}-{name}": "" for name in ModeForm.base_fields})
    return fields


def test_the_builders_largest_form_fits_the_limit():
    assert len(_full_builder(modes_each=MAX_ROWS)) <= settings.DATA_UPLOAD_MAX_NUMBER_FIELDS


def test_a_builder_form_of_two_thousand_fields_is_taken(client):
    # A small scenario's rows, and as many fields again as the largest builder sends
    # (rendering 200 rows would only make the test slow).
    fields = {
        "action": "search",
        "players-TOTAL_FORMS": "2",
        "players-INITIAL_FORMS": "0",
        "players-0-name": "Alice",
        "players-1-name": "Bob",
        **{f"padding-{index}": "" for index in range(2_000)},
    }
    assert len(fields) > 2_000  # twice Django's own limit
    response = client.post(reverse("judge-build"), fields, HTTP_HX_REQUEST="true")
    assert response.status_code in (200, 400)
    assert b'id="builder"' in response.content
    assert b"fields, more than any page" not in response.content


def test_a_form_of_more_fields_than_any_page_takes_is_refused_in_words(client):
    fields = {f"f{index}": "" for index in range(settings.DATA_UPLOAD_MAX_NUMBER_FIELDS + 1)}
    response = client.post(reverse("judge-build"), fields, HTTP_HX_REQUEST="true")
    assert response.status_code == 400
    text = response.content.decode()
    assert "This form sent more than 8,000 fields" in text
    assert "remove some rows" in text
    # htmx shows it in the page's error slot, leaving the form as it was.
    assert response["HX-Retarget"] == "#judge-error"


def test_without_htmx_the_refusal_is_a_whole_page_in_words(client):
    fields = {f"f{index}": "" for index in range(settings.DATA_UPLOAD_MAX_NUMBER_FIELDS + 1)}
    response = client.post(reverse("judge-build"), fields)
    assert response.status_code == 400
    assert b"This form sent more than 8,000 fields" in response.content
    assert b"<h1" in response.content
