"""The official releases shipped in rules/data/cr/: what they hold, what the first run
stores, what loads on demand, and the files the importer refuses."""

from __future__ import annotations

import hashlib
import re
from io import StringIO

import pytest
from django.core.management import CommandError, call_command

from rules.models import Release, Rule
from rules.services import texts as services
from rules.texts import shipped

NEWEST = "2026-01-16"
#: The releases the procedures cite (rules/engine/procedures.py) and the concordance's sides.
CITED = {"2008-02-01", "2025-09-19"}


def _run(*args: str) -> str:
    out = StringIO()
    call_command(*args, stdout=out)
    return out.getvalue()


# --- what is shipped ---------------------------------------------------------------------


def test_every_official_release_is_shipped_with_its_hash():
    catalogue = shipped.manifest()
    labels = [entry.label for entry in catalogue.releases]
    assert len(labels) == 110
    assert labels[0] == "2003-03-15"
    assert catalogue.newest.label == NEWEST
    assert len(set(entry.sha256 for entry in catalogue.releases)) == 110


def test_the_archive_holds_each_file_byte_for_byte_as_in_shared(shared_dir):
    folder = shared_dir / "rules" / "cr-txt"
    catalogue = shipped.manifest()
    for entry in catalogue.releases:
        assert hashlib.sha256((folder / entry.file).read_bytes()).hexdigest() == entry.sha256
    read = dict(shipped.read_many({entry.label for entry in catalogue.releases}))
    assert sorted(read) == sorted(entry.label for entry in catalogue.releases)
    assert read["2008-02-01"] == (folder / "2008-02-01.txt").read_bytes()


def test_the_only_file_accepted_though_not_whole_is_2013_02_01():
    # The official 2013-02-01 file stops inside its glossary (no "Credits").
    noted = {entry.label: entry.note for entry in shipped.manifest().releases if entry.note}
    assert list(noted) == ["2013-02-01"]
    assert "Credits" in noted["2013-02-01"]


# --- the first run and later ones ------------------------------------------------------------


@pytest.mark.django_db
def test_loaddefaults_stores_the_newest_release_and_every_cited_one_whole():
    _run("loaddefaults")
    stored = {r.label: r for r in Release.objects.exclude(sha256="")}
    assert {NEWEST, *CITED} <= set(stored)
    for label in (NEWEST, *CITED):
        entry = shipped.manifest().get(label)
        assert stored[label].sha256 == entry.sha256
        assert Rule.objects.filter(release__label=label).count() == entry.rules
    # Rules beyond the seeds' 419 and 616, cited by the resolver.
    assert Rule.objects.filter(release__label="2025-09-19", number="614.6").exists()
    assert Rule.objects.filter(release__label="2025-09-19", number="701.19c").exists()
    assert Rule.objects.filter(release__label="2008-02-01", number="419.9a").exists()
    # The seeds' dates and rulings stay on the official text.
    rule = Rule.objects.get(release__label="2008-02-01", number="419.6f")
    assert rule.rulings and rule.last_changed is not None


@pytest.mark.django_db
def test_a_second_loaddefaults_stores_nothing():
    _run("loaddefaults")
    before = Rule.objects.count()
    out = _run("loaddefaults")
    assert "0 release(s) stored now" in out
    assert Rule.objects.count() == before
    # What it says adds up to every release shipped (the default ones and the rest).
    stored = Release.objects.exclude(sha256="").count()
    assert stored >= len({NEWEST, *CITED})
    assert f"{stored} already stored; {110 - stored} more" in out


@pytest.mark.django_db
def test_a_release_a_page_asks_for_is_stored_then():
    assert not Release.objects.filter(label="2013-04-29").exists()
    assert services.release_ensure("2013-04-29")
    assert Rule.objects.filter(release__label="2013-04-29", number="616.1").exists()
    assert not services.release_ensure("1999-01-01")


@pytest.mark.django_db
def test_loadreleases_names_what_it_stores_and_skips_what_is_stored():
    out = _run("loadreleases", "2013-04-29", "2013-02-01")
    assert "2/2" in out and "Stored 2 release(s)" in out
    assert "Credits" in Release.objects.get(label="2013-02-01").notes
    out = _run("loadreleases", "2013-04-29")
    assert "already stored" in out


@pytest.mark.django_db
def test_loadreleases_refuses_an_unknown_release():
    with pytest.raises(CommandError, match="Not shipped: 1999-01-01"):
        _run("loadreleases", "1999-01-01")


# --- files that are not a whole release ---------------------------------------------------------


def _newest() -> bytes:
    return shipped.read(NEWEST)


@pytest.mark.django_db
def test_half_of_a_release_is_refused_and_changes_nothing(tmp_path):
    data = _newest()
    path = tmp_path / f"{NEWEST}.txt"
    path.write_bytes(data[: len(data) // 2])
    before = Rule.objects.count()
    with pytest.raises(CommandError) as error:
        _run("importcr", str(path))
    message = str(error.value)
    assert "no glossary" in message
    assert "Credits" in message
    assert "far fewer than the 3,255 of release 2025-11-14" in message
    assert "Nothing was" in message
    assert not Release.objects.filter(label=NEWEST).exists()
    assert Rule.objects.count() == before


@pytest.mark.django_db
def test_a_release_missing_a_third_of_its_rules_is_refused_though_it_has_its_ends(tmp_path):
    """Glossary and credits in place, but sections 300-799 gone: far fewer rules than the
    releases beside it (3,255 in 2025-11-14, 3,260 in 2026-01-16)."""
    text = _newest().decode("utf-8-sig")
    lines = text.splitlines(keepends=True)
    # Each heading's last line is the rule's own (the first is in the contents).
    first = max(i for i, line in enumerate(lines) if line.startswith("300. "))
    last = max(i for i, line in enumerate(lines) if line.startswith("800. "))
    path = tmp_path / "MagicCompRules-20260301.txt"
    path.write_text("".join(lines[:first] + lines[last:]), encoding="utf-8")
    with pytest.raises(CommandError) as error:
        _run("importcr", str(path))
    message = str(error.value)
    assert re.search(r"far fewer than the 3,2\d\d of release 202[56]-\d\d-\d\d", message)
    assert "no glossary" not in message and "Credits" not in message
    assert not Release.objects.filter(label="2026-03-01").exists()


@pytest.mark.django_db
def test_a_file_with_a_nul_byte_is_refused_naming_the_line(tmp_path):
    lines = _newest().splitlines(keepends=True)  # the file's own line ends (CR, some CRLF)
    number = next(i for i, line in enumerate(lines) if line.startswith(b"616.1a")) + 1
    lines[number - 1] = lines[number - 1].replace(b"self-replacement", b"self-\x00replacement")
    path = tmp_path / "MagicCompRules-20260301.txt"
    path.write_bytes(b"".join(lines))
    with pytest.raises(CommandError, match=rf"control characters.*line {number} \(U\+0000\)"):
        _run("importcr", str(path))
    assert not Release.objects.filter(label="2026-03-01").exists()


@pytest.mark.django_db
def test_a_refused_file_leaves_the_stored_release_as_it_was(tmp_path):
    services.shipped_release_load(NEWEST)
    texts = list(Rule.objects.filter(release__label=NEWEST).values_list("number", "text"))
    data = _newest()
    path = tmp_path / f"{NEWEST}.txt"
    path.write_bytes(data[: len(data) // 2])
    with pytest.raises(CommandError):
        _run("importcr", str(path))
    assert list(Rule.objects.filter(release__label=NEWEST).values_list("number", "text")) == texts


# --- one history across the renumbering of 2009 ----------------------------------------------


@pytest.mark.django_db
def test_the_history_of_616_1_runs_back_through_419_9a(client):
    services.shipped_releases_load(["2003-07-01", "2008-02-01", "2009-07-11", "2009-10-01"])
    response = client.get("/rules/history/616.1/")
    assert response.status_code == 200
    entries = [
        (e.release.label, e.number, e.kind)
        for e in response.context["history"].entries
        if e.release.sha256
    ]
    # 419.9a of 2003 and 2008; 615.1 for a few weeks of 2009 (the three rules were 613-615);
    # 616.1 from 2009-10-01 (the concordance's seam).
    assert entries[0] == ("2003-07-01", "419.9a", "added")
    assert ("2009-07-11", "615.1", "renumbered") in entries
    assert ("2009-10-01", "616.1", "renumbered") in entries
    assert "renumbered from 419.9a" in response.text
    assert "<del>" in response.text and "<ins>" in response.text
    # Asked by its 2008 number, the history is the same.
    again = client.get("/rules/history/419.9a/").context["history"].entries
    assert [(e.release.label, e.number) for e in again] == [
        (e.release.label, e.number) for e in response.context["history"].entries
    ]


@pytest.mark.django_db
def test_the_history_page_stores_the_releases_it_lacks_a_few_at_a_time(client):
    first = client.get("/rules/history/616.1/")
    left = first.context["history"].not_stored
    assert left == 110 - Release.objects.exclude(sha256="").count() > 0
    assert 'hx-get="/rules/history/616.1/?more=1"' in first.text
    more = client.get("/rules/history/616.1/?more=1", HTTP_HX_REQUEST="true")
    assert more.status_code == 200
    assert b"<html" not in more.content  # only the history's body, swapped in place
    now_left = 110 - Release.objects.exclude(sha256="").count()
    assert now_left < left
    assert f'data-not-stored="{now_left}"' in more.text


@pytest.mark.django_db
def test_a_rule_a_whole_release_lacks_is_not_stood_in_for_by_an_older_text(client):
    # 2026-01-16 has no 419.9a: not the 2008 text, but the number it has there.
    response = client.get("/rules/2026-01-16/419.9a/")
    assert response.status_code == 404
    assert "Rule 419.9a is not in the text of release 2026-01-16." in response.text
    assert 'href="/rules/2026-01-16/616.1/"' in response.text
    back = client.get("/rules/2008-02-01/616.1/")
    assert back.status_code == 404
    assert 'href="/rules/2008-02-01/419.9a/"' in back.text


@pytest.mark.django_db
def test_a_date_between_releases_shows_the_text_in_force_then(client):
    response = client.get("/rules/2010-01-01/616.1c/")
    assert response.status_code == 200
    assert response.context["rule"].release.label == "2009-10-01"
    assert "nearest earlier release" in response.text


@pytest.mark.django_db
def test_a_release_imported_from_the_command_line_links_to_what_changed(tmp_path, client):
    path = tmp_path / "MagicCompRules-20130429.txt"
    path.write_bytes(shipped.read("2013-04-29"))
    out = _run("importcr", str(path))
    assert "What changed since 2013-02-01: /rules/diff/?old=2013-02-01&new=2013-04-29" in out
    page = client.get("/rules/2013-04-29/")
    assert 'href="/rules/diff/?old=2013-02-01&amp;new=2013-04-29"' in page.text
    assert shipped.manifest().get("2013-04-29").sha256 in page.text


def test_packreleases_skips_saying_why_where_the_reference_folder_is_absent(tmp_path):
    before = (shipped.DATA_DIR / shipped.ARCHIVE_NAME).stat().st_mtime
    out = _run("packreleases", str(tmp_path / "no-such-folder"))
    assert "Skipped" in out and "no-such-folder" in out
    assert (shipped.DATA_DIR / shipped.ARCHIVE_NAME).stat().st_mtime == before
