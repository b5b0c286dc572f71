"""The home page and its htmx partial."""

import sys

import pytest
from django.urls import reverse


@pytest.mark.django_db
def test_home_page_is_whole_and_names_both_procedures(client):
    response = client.get(reverse("home"))
    assert response.status_code == 200
    html = response.content.decode()
    assert "<html" in html
    assert 'id="procedure-panel"' in html
    # Today's order of precedence (616.1a-e) and the contained-event rule (616.1g).
    for number in ("616.1a", "616.1b", "616.1c", "616.1d", "616.1e", "616.1g"):
        assert number in html
    assert 'src="/static/django_htmx/htmx' in html


@pytest.mark.django_db
def test_procedure_panel_is_a_partial_for_htmx(client):
    response = client.get(
        reverse("procedure-panel", args=["2008-02-01"]), headers={"HX-Request": "true"}
    )
    assert response.status_code == 200
    html = response.content.decode()
    assert "<html" not in html
    assert html.strip().startswith('<div id="procedure-panel"')
    # 2008 knows two steps: self-replacement first (419.6d, 419.9a), then any (419.9a).
    assert html.count("data-step=") == 2
    assert 'data-step="self"' in html
    assert "419.6d" in html
    assert "616.1" not in html
    assert "data-contained" not in html


@pytest.mark.django_db
def test_procedure_panel_without_htmx_is_the_whole_page(client):
    response = client.get(reverse("procedure-panel", args=["2008-02-01"]))
    assert response.status_code == 200
    assert "<html" in response.content.decode()


@pytest.mark.django_db
def test_unknown_procedure_is_a_404_not_an_error(client):
    response = client.get("/procedures/1999-01-01/")
    assert response.status_code == 404


@pytest.mark.django_db
def test_no_page_loads_anything_from_another_host(client):
    html = client.get(reverse("home")).content.decode()
    for marker in ("http://", "https://", "//cdn"):
        assert f'src="{marker}' not in html
        assert f'href="{marker}' not in html


def test_settings_refuse_to_start_without_a_secret_key_unless_debugging(monkeypatch):
    import importlib

    from django.core.exceptions import ImproperlyConfigured

    monkeypatch.delenv("DJANGO_SECRET_KEY", raising=False)
    monkeypatch.delenv("DJANGO_DEBUG", raising=False)
    sys.modules.pop("judgeapp.settings", None)
    with pytest.raises(ImproperlyConfigured, match="DJANGO_SECRET_KEY"):
        importlib.import_module("judgeapp.settings")
    monkeypatch.setenv("DJANGO_DEBUG", "1")
    sys.modules.pop("judgeapp.settings", None)
    settings_module = importlib.import_module("judgeapp.settings")
    assert settings_module.DEBUG is True
    sys.modules.pop("judgeapp.settings", None)


@pytest.mark.django_db
def test_an_unknown_address_is_a_404_page_with_the_site_around_it(client):
    response = client.get("/no-such-page/")
    assert response.status_code == 404
    html = response.content.decode()
    assert "Nothing is at this address" in html
    assert "/no-such-page/" in html
    assert 'href="/judge/"' in html  # the navigation, so the judge can go on


def test_a_server_error_page_needs_no_database_or_context(rf):
    from django.views.defaults import server_error

    response = server_error(rf.get("/"))
    assert response.status_code == 500
    assert "Something went wrong on our side" in response.content.decode()


@pytest.mark.django_db
def test_a_form_sent_without_its_csrf_token_says_it_expired():
    from django.test import Client

    response = Client(enforce_csrf_checks=True).post(
        reverse("login"), {"username": "a", "password": "b"}
    )
    assert response.status_code == 403
    assert "This form has expired" in response.content.decode()


@pytest.mark.django_db
def test_head_of_the_home_page_is_200_without_a_body(client):
    # Before: 405 (the page took GET only); monitors and link checkers ask HEAD.
    response = client.head("/")
    assert response.status_code == 200
    assert response.content == b""
    assert response["Content-Type"].startswith("text/html")


def test_the_home_page_searches_cards_at_the_table(client):
    html = client.get(reverse("home")).content.decode()
    assert f'action="{reverse("judge")}"' in html and 'name="q"' in html
    found = client.get(reverse("judge") + "?q=rest+in+peace").content.decode()
    assert 'data-found-card="Rest in Peace"' in found
    assert 'value="rest in peace"' in found
