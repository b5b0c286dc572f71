"""The Django side calls the engine in one place: ``rules/resolution/``.

Every module of ``judgeapp/``, and every module of ``rules/`` that uses Django (itself
or through the project's modules it imports), may take from ``rules.engine`` only its
value types (to type and to test with ``isinstance``) and its data (presets,
procedures, templates, the vocabulary). Calling the engine (``resolve``, ``explore``,
``Scenario.from_dict`` …) and catching its errors belong to the boundary, which turns
them into the app's errors. The engine's pure-Python extensions in ``rules/`` (the
study questions, the card-text reader) use no Django and call it directly.
"""

from __future__ import annotations

import ast
import importlib
import inspect
import re
from collections.abc import Mapping
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]
ENGINE = "rules.engine"
BOUNDARY = "rules.resolution"

_DATA = (ModuleType, Mapping, str, int, float, tuple, frozenset, set, list, re.Pattern, type(None))


def _module_name(path: Path, base: Path) -> str:
    parts = path.relative_to(base).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _within(name: str, package: str) -> bool:
    return name == package or name.startswith(package + ".")


def _absolute(node: ast.ImportFrom, module: str, is_package: bool) -> str:
    if not node.level:
        return node.module or ""
    base = module.split(".") if is_package else module.split(".")[:-1]
    base = base[: len(base) - node.level + 1]
    return ".".join([*base, *([node.module] if node.module else [])])


def _imported(tree: ast.AST, module: str, is_package: bool) -> set[str]:
    """Every module name ``tree`` imports, with ``pkg.name`` for ``from pkg import name``."""
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            target = _absolute(node, module, is_package)
            found.add(target)
            found.update(f"{target}.{alias.name}" for alias in node.names)
    return found


def django_side(sources: Mapping[str, tuple[ast.AST, bool]]) -> set[str]:
    """The modules that use Django, directly or through a project module they import."""
    imports = {name: _imported(tree, name, pkg) for name, (tree, pkg) in sources.items()}
    using = {
        name
        for name, found in imports.items()
        if any(_within(m, "django") or _within(m, "django_htmx") for m in found)
    }
    grew = True
    while grew:
        grew = False
        for name, found in imports.items():
            if name not in using and found & using:
                using.add(name)
                grew = True
    return using


def _verdict(parent: object, attribute: str) -> str | None:
    """Why taking ``attribute`` of the engine's ``parent`` (a module or a class) is a call
    into the engine or an error to map; None for a value type or data."""
    if isinstance(parent, ModuleType):
        value = getattr(parent, attribute)
        if isinstance(value, _DATA):
            return None
        if inspect.isclass(value):
            return (
                "an engine error: map it in the boundary"
                if issubclass(value, BaseException)
                else None
            )
        return "an engine function"
    value = inspect.getattr_static(parent, attribute)
    if isinstance(value, (classmethod, staticmethod)) or inspect.isfunction(value):
        return "a function of an engine type"
    return None


def _engine_object(dotted: str) -> object | None:
    """The engine module or object a dotted name reaches, or None outside the engine."""
    if not _within(dotted, ENGINE):
        return None
    try:
        return importlib.import_module(dotted)
    except ImportError:
        parent, _, name = dotted.rpartition(".")
        return getattr(importlib.import_module(parent), name)


def engine_calls(tree: ast.AST, module: str, is_package: bool = False) -> list[str]:
    """Each use in ``tree`` of an engine function or error, as ``line: name (why)``."""
    bound: dict[str, object] = {}
    found: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if not _within(alias.name, ENGINE):
                    continue
                if alias.asname:
                    bound[alias.asname] = importlib.import_module(alias.name)
                else:
                    bound[alias.name.split(".")[0]] = importlib.import_module("rules")
        elif isinstance(node, ast.ImportFrom):
            target = _absolute(node, module, is_package)
            for alias in node.names:
                dotted = f"{target}.{alias.name}"
                obj = _engine_object(dotted)
                if obj is None:
                    continue
                bound[alias.asname or alias.name] = obj
                parent = _engine_object(target)
                why = _verdict(parent, alias.name) if parent is not None else None
                if why:
                    found.append(f"{node.lineno}: {dotted} ({why})")
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute):
            chain: list[str] = []
            base: ast.expr = node
            while isinstance(base, ast.Attribute):
                chain.append(base.attr)
                base = base.value
            if not isinstance(base, ast.Name) or base.id not in bound:
                continue
            parent = bound[base.id]
            names = chain[::-1]
            for index, name in enumerate(names):
                in_engine = (
                    isinstance(parent, ModuleType) and _within(parent.__name__, ENGINE)
                ) or (inspect.isclass(parent) and _within(parent.__module__, ENGINE))
                if not in_engine or not hasattr(parent, name):
                    break
                if index == len(names) - 1:
                    why = _verdict(parent, name)
                    if why:
                        dotted = ".".join([base.id, *names])
                        found.append(f"{node.lineno}: {dotted} ({why})")
                parent = getattr(parent, name)
    return sorted(set(found), key=lambda text: (int(text.split(":")[0]), text))


def _sources() -> dict[str, tuple[ast.AST, bool]]:
    out = {}
    for top in ("rules", "judgeapp"):
        for path in sorted((ROOT / top).rglob("*.py")):
            if "migrations" in path.parts:
                continue
            name = _module_name(path, ROOT)
            tree = ast.parse(path.read_text(encoding="utf-8"))
            out[name] = (tree, path.name == "__init__.py")
    return out


def test_only_the_boundary_calls_the_engine_from_the_django_side():
    sources = _sources()
    django = django_side(sources) | {n for n in sources if _within(n, "judgeapp")}
    offences = {
        name: calls
        for name in sorted(django)
        if not _within(name, ENGINE) and not _within(name, BOUNDARY)
        if (calls := engine_calls(sources[name][0], name, sources[name][1]))
    }
    assert not offences, f"call the engine through {BOUNDARY}: {offences}"


def test_the_django_side_is_found():
    sources = _sources()
    django = django_side(sources)
    assert "rules.services.rulings" in django  # imports django itself
    assert "rules.views" in django
    assert "rules.study" not in django  # pure Python over the engine
    assert not any(_within(name, ENGINE) for name in django)


def test_a_call_into_the_engine_is_found():
    source = (
        "from rules import engine\n"
        "from rules.engine import Scenario, ScenarioError, resolve, PRESETS, Pending\n"
        "from rules.engine.budget import within\n"
        "def f(data, result: engine.Pending):\n"
        "    isinstance(result, Pending)\n"
        "    PRESETS.get('rip')\n"
        "    try:\n"
        "        return engine.explore(Scenario.from_dict(data), '2025-09-19')\n"
        "    except ScenarioError:\n"
        "        return resolve(data, '2025-09-19')\n"
    )
    calls = engine_calls(ast.parse(source), "judgeapp.example")
    assert [c.split(" ")[1] for c in calls] == [
        "rules.engine.ScenarioError",
        "rules.engine.resolve",
        "rules.engine.budget.within",
        "Scenario.from_dict",
        "engine.explore",
    ]
