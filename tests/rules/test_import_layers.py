"""The modules of ``rules/`` import one way, and the engine's modules stay small.

Every import counts, at the top of a module or inside a function or a
``TYPE_CHECKING`` block: a lower layer never names a higher one, so the graph of
imports between the project's modules has no cycle.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT / "rules"
ENGINE = RULES / "engine"

MAX_MODULE_LINES = 500
"""The most lines a module of the engine may have (presets are data files)."""


def _module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports(path: Path, known: set[str]) -> set[str]:
    """The project modules ``path`` imports (a package's ``__init__`` for ``from pkg import x``
    unless ``x`` is itself a module)."""
    name = _module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - node.level + 1]
                target = ".".join([*base, *([node.module] if node.module else [])])
            else:
                target = node.module or ""
            subs = {f"{target}.{a.name}" for a in node.names}
            hits = subs & known
            found.update(hits)
            if len(hits) < len(subs):
                found.add(target)
    return {m for m in found if m in known and m != name}


def graph(root: Path = RULES) -> dict[str, set[str]]:
    files = [p for p in root.rglob("*.py") if "migrations" not in p.parts]
    known = {_module_name(p) for p in files}
    return {_module_name(p): _imports(p, known) for p in files}


def find_cycle(edges: dict[str, set[str]]) -> list[str] | None:
    """One cycle in the graph, as the modules along it, or None."""
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(edges.get(node, ())):
            if state.get(nxt) == 1:
                return [*stack[stack.index(nxt) :], nxt]
            if nxt not in state:
                found = visit(nxt)
                if found:
                    return found
        stack.pop()
        state[node] = 2
        return None

    for node in sorted(edges):
        if node not in state:
            found = visit(node)
            if found:
                return found
    return None


def test_rules_modules_import_one_way():
    cycle = find_cycle(graph())
    assert cycle is None, "import cycle: " + " -> ".join(cycle or ())


def test_a_cycle_is_found_when_there_is_one():
    edges = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": set()}
    assert find_cycle(edges) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set()}) is None


def test_no_engine_module_is_over_the_size_limit():
    long = {
        str(p.relative_to(ROOT)): n
        for p in ENGINE.rglob("*.py")
        if (n := len(p.read_text(encoding="utf-8").splitlines())) > MAX_MODULE_LINES
    }
    assert not long, f"modules over {MAX_MODULE_LINES} lines: {long}"
