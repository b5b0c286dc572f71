"""Every rule number the resolver can cite has its text for that release after the first run.

The walk goes through every choice path of every example under every procedure
the app offers (2008-02-01, rule 419; 2025-09-19, rules 614-616), collects the
numbers of every step, question, option and exclusion met on the way, and asks
the database, as ``loaddefaults`` (the first ``make run``) left it, for each
number's text in the procedure's own release. The concordance's numbers must
have their text too.
"""

from __future__ import annotations

from io import StringIO

import pytest
from django.core.management import call_command

from rules import concordance
from rules.engine import PROCEDURES, get_procedure
from rules.models import Rule
from tests.rules.engine.helpers import cited_along_every_path


@pytest.fixture(scope="module")
def first_run(django_db_setup, django_db_blocker):
    """The database as the first ``make run`` leaves it (migrations, then loaddefaults)."""
    with django_db_blocker.unblock():
        call_command("loaddefaults", stdout=StringIO())
        yield
        # Leave the built-in state the other tests expect.
        from rules.models import Release
        from rules.services.texts import builtin_texts_load

        Release.objects.all().delete()
        builtin_texts_load()


def _cited(key: str) -> set[str]:
    procedure = get_procedure(key)
    cited = {n for numbers in procedure.cites.values() for n in numbers}
    cited |= {n for step in procedure.steps for n in step.rules}
    return cited | cited_along_every_path(key)


def _without_text(release: str, numbers: set[str]) -> list[str]:
    stored = set(
        Rule.objects.filter(release__label=release, number__in=numbers)
        .exclude(text="")
        .values_list("number", flat=True)
    )
    return sorted(numbers - stored)


@pytest.mark.django_db
@pytest.mark.parametrize("key", sorted(PROCEDURES))
def test_every_rule_cited_along_every_path_has_its_text(first_run, key):
    cited = _cited(key)
    release = get_procedure(key).release
    assert len(cited) > 20
    assert _without_text(release, cited) == [], f"no text in {release}"


@pytest.mark.django_db
def test_every_number_of_the_concordance_has_its_text(first_run):
    data = concordance.load()
    old = {entry.old for entry in data.entries}
    new = {number for entry in data.entries for number in entry.new}
    assert _without_text(data.old_release, old) == []
    assert _without_text(data.new_release, new) == []
