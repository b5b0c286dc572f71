"""Rule texts: importing every official release, and the pages with all of them loaded.

Run with ``make bench`` (needs the official releases of the reference data;
skipped with a message where they are absent).
Targets: all 110 releases imported in under 60 s; a rule's history page in under
100 ms of server time (the Django test client, in process: no network).
"""

from io import StringIO
from pathlib import Path

import pytest
from django.core.management import call_command
from django.urls import reverse

from rules.models import Release
from rules.services.texts import builtin_texts_load


@pytest.fixture(scope="module")
def cr_txt(shared_dir: Path) -> Path:
    return shared_dir / "rules" / "cr-txt"


def _import_all(folder: Path) -> str:
    out = StringIO()
    call_command("importcr", str(folder), stdout=out)
    return out.getvalue()


@pytest.mark.django_db
def test_import_all_releases(benchmark, cr_txt):
    """importcr over all 110 files into a database holding only the built-in texts."""

    def fresh():
        Release.objects.filter(builtin=False).delete()
        Release.objects.all().delete()
        builtin_texts_load()

    output = benchmark.pedantic(_import_all, args=(cr_txt,), setup=fresh, rounds=2, iterations=1)
    assert "Imported 110 release(s)" in output


@pytest.mark.django_db
def test_reimport_all_releases_unchanged(benchmark, cr_txt):
    """importcr over all 110 files again: every rule compared, nothing written."""
    _import_all(cr_txt)
    output = benchmark.pedantic(_import_all, args=(cr_txt,), rounds=2, iterations=1)
    assert "rules 0 added, 0 changed" in output


@pytest.fixture(scope="module")
def all_loaded(django_db_setup, django_db_blocker, cr_txt):
    with django_db_blocker.unblock():
        _import_all(cr_txt)
        yield
        Release.objects.all().delete()
        builtin_texts_load()


@pytest.mark.django_db
@pytest.mark.parametrize("number", ["616.1", "419.9a"])
def test_history_page_server_time(benchmark, client, all_loaded, number):
    url = reverse("rules:history", args=[number])
    response = benchmark(client.get, url)
    assert response.status_code == 200


@pytest.mark.django_db
def test_rule_popover_partial_server_time(benchmark, client, all_loaded):
    url = reverse("rules:rule", args=["2025-09-19", "616.1c"])
    response = benchmark(client.get, url, headers={"HX-Request": "true"})
    assert response.status_code == 200


@pytest.mark.django_db
def test_whole_document_diff_server_time(benchmark, client, all_loaded):
    url = reverse("rules:diff") + "?old=2003-03-15&new=2026-01-16"
    response = benchmark(client.get, url)
    assert response.status_code == 200


@pytest.mark.django_db
def test_search_server_time(benchmark, client, all_loaded):
    url = reverse("rules:search") + "?q=self-replacement&release=2026-01-16"
    response = benchmark(client.get, url)
    assert response.status_code == 200


# --- the releases shipped in rules/data/cr (no reference data needed) ----------------------


def _fresh() -> None:
    """A database as migrate leaves it: the seed texts only."""
    Release.objects.all().delete()
    builtin_texts_load()


def _loaddefaults() -> str:
    out = StringIO()
    call_command("loaddefaults", stdout=out)
    return out.getvalue()


@pytest.mark.django_db
def test_loaddefaults_first_run(benchmark):
    """The first make run's loaddefaults: the newest release and the cited ones stored."""
    output = benchmark.pedantic(_loaddefaults, setup=_fresh, rounds=3, iterations=1)
    assert "4 release(s) stored now" in output


@pytest.mark.django_db
def test_loaddefaults_later_run(benchmark):
    """A later make run's loaddefaults: every default release already stored (by hash)."""
    _fresh()
    _loaddefaults()
    output = benchmark.pedantic(_loaddefaults, rounds=5, iterations=1)
    assert "0 release(s) stored now" in output


@pytest.mark.django_db
def test_release_stored_on_demand(benchmark):
    """A page asks for a release not stored yet (2013-04-29, 2,054 rules): stored then."""
    from rules.services.texts import release_ensure

    def forget():
        Release.objects.filter(label="2013-04-29").delete()

    stored = benchmark.pedantic(
        release_ensure, args=("2013-04-29",), setup=forget, rounds=5, iterations=1
    )
    assert stored


@pytest.mark.django_db
def test_loadreleases_all(benchmark):
    """loadreleases --all after the first run: the other 106 releases, with a progress bar."""

    def first_run():
        _fresh()
        _loaddefaults()

    def load_all() -> str:
        out = StringIO()
        call_command("loadreleases", "--all", stdout=out)
        return out.getvalue()

    output = benchmark.pedantic(load_all, setup=first_run, rounds=1, iterations=1)
    assert "Stored 106 release(s)" in output
