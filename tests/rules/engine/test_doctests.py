"""The examples in the engine's docstrings (and the judge state's) run, and say what they show."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import rules.engine

MODULES = [
    *sorted(m.name for m in pkgutil.walk_packages(rules.engine.__path__, "rules.engine.")),
    "judgeapp.state",
]


@pytest.mark.parametrize("name", MODULES)
def test_the_examples_in_the_docstrings_run(name):
    module = importlib.import_module(name)
    result = doctest.testmod(module, verbose=False)
    assert result.failed == 0, f"{result.failed} of {result.attempted} examples failed in {name}"


def test_the_engine_has_examples_to_run():
    attempted = sum(
        doctest.testmod(importlib.import_module(name), verbose=False, report=False).attempted
        for name in MODULES
    )
    assert attempted >= 20
