"""The examples library: the whole page, its filtered list alone, and the filters."""

import re

import pytest
from django.urls import reverse

pytestmark = pytest.mark.django_db


def example_ids(html: str) -> list[str]:
    return re.findall(r'data-example="([^"]+)"', html)


def test_library_page_is_whole_and_lists_every_judge_case(client):
    response = client.get(reverse("examples"))
    assert response.status_code == 200
    html = response.content.decode()
    assert "<html" in html
    ids = example_ids(html)
    for case in range(1, 25):
        assert f"case-{case:02d}" in ids


def test_each_example_opens_in_the_stepper(client):
    html = client.get(reverse("examples")).content.decode()
    assert f'href="{reverse("judge")}?ex=case-02"' in html


def test_filtered_list_is_a_partial_for_htmx(client):
    response = client.get(
        reverse("examples") + "?card=Rest+in+Peace", headers={"HX-Request": "true"}
    )
    html = response.content.decode().strip()
    assert "<html" not in html
    assert html.startswith('<div id="example-list"')
    assert "case-02" in example_ids(html)


def test_card_filter_keeps_only_examples_naming_the_card(client):
    html = client.get(reverse("examples") + "?card=hardened").content.decode()
    ids = example_ids(html)
    assert "case-18" in ids
    assert "case-02" not in ids


def test_tag_filter_keeps_only_examples_with_the_tag(client):
    everything = example_ids(client.get(reverse("examples")).content.decode())
    tags = re.findall(r'<option value="([^"]+)"', client.get(reverse("examples")).content.decode())
    tag = next(t for t in tags if t)
    html = client.get(reverse("examples"), {"tag": tag}).content.decode()
    some = example_ids(html)
    assert some
    assert set(some) <= set(everything)
    assert f">{tag}</span>" in html


def test_filter_matching_nothing_says_so(client):
    html = client.get(reverse("examples") + "?card=no+such+card+anywhere").content.decode()
    assert example_ids(html) == []
    assert "No example matches" in html
