"""Saved rulings: saving one, searching thousands, exporting and importing a thousand.

Run with ``make bench`` (SQLite), or on PostgreSQL with
``PYTHON=.venv/bin/python scripts/with-postgres.sh .venv/bin/python -m pytest
bench/test_rulings_bench.py --benchmark-only --benchmark-enable``.
Figures are in docs/benchmarks.md ("Saved rulings").
"""

from __future__ import annotations

import copy

import pytest
from django.contrib.auth.models import User

from rules.engine import PRESETS
from rules.models.rulings import Ruling, RulingRevision, new_public_id
from rules.selectors.rulings import export_document, ruling_search, rulings_for_export
from rules.services.rulings import ruling_create, ruling_update, rulings_import
from tests.scenarios import CASE_2

pytestmark = pytest.mark.django_db

DATA = {
    "title": "Rest in Peace and Blightsteel Colossus",
    "event": "Regional Championship",
    "tags": ["zones"],
    "scenario": CASE_2,
    "procedure": "2025-09-19",
    "choices": ["apply:rip"],
}


@pytest.fixture
def author(db) -> User:
    return User.objects.create_user("bench")


def _many(count: int, author: User) -> None:
    """``count`` rulings (two revisions each), each naming one card of the presets in turn."""
    model = ruling_create(data=copy.deepcopy(DATA), author=author)
    model = ruling_update(ruling=model, base_revision=1, data={"table": "3"}, author=author)
    names = sorted({preset.name.lower() for preset in PRESETS.values()}) or ["rest in peace"]
    content = {
        f.name: getattr(model, f.name)
        for f in Ruling._meta.fields
        if f.name not in {"id", "public_id"}
    }
    rulings = [
        Ruling(
            **content | {"public_id": new_public_id(), "cards_text": f"|{names[i % len(names)]}|"}
        )
        for i in range(count - 1)
    ]
    Ruling.objects.bulk_create(rulings, batch_size=500)
    revisions = []
    for revision in model.revisions.all():
        fields = {f.name: getattr(revision, f.name) for f in RulingRevision._meta.fields
                  if f.name not in {"id", "ruling"}}  # fmt: skip
        revisions += [
            RulingRevision(**fields, ruling=ruling)
            for ruling in Ruling.objects.exclude(pk=model.pk)
        ]
    RulingRevision.objects.bulk_create(revisions, batch_size=1000)


def test_save_a_ruling(benchmark, author):
    """ruling_create: check the fields, resolve the scenario, write the ruling and revision 1."""
    benchmark(lambda: ruling_create(data=copy.deepcopy(DATA), author=author))


def test_search_5000_by_card_name(benchmark, author):
    _many(5000, author)

    found = benchmark(lambda: list(ruling_search(card="blightsteel")[:25]))

    assert found


def test_search_5000_by_text(benchmark, author):
    _many(5000, author)

    benchmark(lambda: list(ruling_search(text="rest peace")[:25]))


def test_export_1000(benchmark, author):
    _many(1000, author)

    document = benchmark(lambda: export_document(rulings=rulings_for_export()))

    assert len(document["rulings"]) == 1000


def test_import_1000_into_an_empty_database(benchmark, author):
    _many(1000, author)
    document = export_document(rulings=rulings_for_export())

    def fresh() -> tuple[tuple, dict]:
        Ruling.objects.all().delete()
        return (), {"data": copy.deepcopy(document)}

    result = benchmark.pedantic(rulings_import, setup=fresh, rounds=3)

    assert len(result.created) == 1000
