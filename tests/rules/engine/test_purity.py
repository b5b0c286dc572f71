"""The engine is pure Python: importing it loads no Django, and its doctests run."""

from __future__ import annotations

import doctest
import importlib
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]


def test_importing_the_engine_leaves_django_out_of_sys_modules():
    code = (
        "import sys, rules.engine\n"
        "from rules.engine import load_examples, explore\n"
        "explore(load_examples()[0].scenario, '2025-09-19')\n"
        "print('django' in sys.modules)"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    assert out.stdout.strip() == "False"


@pytest.mark.parametrize(
    "module",
    [
        "rules.engine.budget",
        "rules.engine.errors",
        "rules.engine.procedures",
        "rules.engine.scenario",
        "rules.engine.schema",
        "rules.engine.resolver",
        "rules.engine.explorer",
        "rules.engine.presets",
    ],
)
def test_docstring_examples_run(module):
    result = doctest.testmod(importlib.import_module(module), optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0
    assert result.failed == 0
