"""The modules of ``rules/`` import one way, and the engine's and the card-text reader's
modules stay small.

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
CARDTEXT = RULES / "cardtext"

MAX_MODULE_LINES = 500
"""The most lines a module of the engine or of the card-text reader may have (presets and
card texts are data files)."""


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


def module_lengths(*roots: Path, base: Path = ROOT) -> dict[str, int]:
    """Every module under ``roots`` by its lines."""
    return {
        str(p.relative_to(base)): len(p.read_text(encoding="utf-8").splitlines())
        for root in roots
        for p in sorted(root.rglob("*.py"))
    }


def test_no_engine_or_cardtext_module_is_over_the_size_limit():
    lengths = module_lengths(ENGINE, CARDTEXT)
    assert any(name.startswith("rules/cardtext/") for name in lengths)
    long = {name: n for name, n in lengths.items() if n > MAX_MODULE_LINES}
    assert not long, f"modules over {MAX_MODULE_LINES} lines: {long}"


def test_a_long_module_is_found(tmp_path):
    (tmp_path / "short.py").write_text("x = 1\n" * MAX_MODULE_LINES)
    (tmp_path / "long.py").write_text("x = 1\n" * (MAX_MODULE_LINES + 1))
    lengths = module_lengths(tmp_path, base=tmp_path)
    assert lengths == {"long.py": MAX_MODULE_LINES + 1, "short.py": MAX_MODULE_LINES}


MAX_FUNCTION_LINES = 60
"""The most lines a function may have, from its ``def`` to its last line, docstring included."""

TABLES: frozenset[str] = frozenset()
"""Functions allowed to be longer because they are a table (one entry per line, no logic).
None today: the engine's tables are data files (``rules/engine/data/``)."""

NOT_SPLIT_YET: dict[str, int] = {
    # Outside the engine, in areas being worked on now: each may shrink, none may grow,
    # and no other function may join them. Key: module:function; value: its lines today.
    "rules/cardtext/summary.py:_describe": 114,
    "rules/services/texts.py:release_import": 111,
    "rules/cardtext/parse.py:parse_card": 99,
    "rules/cardtext/phrases.py:object_filter": 82,
    "rules/study.py:study_set": 75,
    "rules/texts/build_seeds.py:build": 72,
    "rules/texts/shipped.py:build": 70,
    "rules/study.py:_choice_questions": 70,
    "rules/services/rulings.py:_check_revision": 68,
    "rules/services/texts.py:builtin_texts_load": 64,
    "rules/selectors/texts.py:rule_history": 63,
    "rules/services/rulings.py:ruling_update": 61,
    "judgeapp/drafting.py:add_event": 133,
    "judgeapp/views/builder.py:_post": 90,
}


def function_lengths(*roots: Path, base: Path = ROOT) -> dict[str, int]:
    """Every function and method of the project's modules under ``roots`` by its lines."""
    out: dict[str, int] = {}
    for root in roots:
        for path in sorted(root.rglob("*.py")):
            if "migrations" in path.parts:
                continue
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for node in ast.walk(tree):
                if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    assert node.end_lineno is not None
                    key = f"{path.relative_to(base)}:{node.name}"
                    out[key] = max(out.get(key, 0), node.end_lineno - node.lineno + 1)
    return out


def test_no_function_is_over_the_size_limit_unless_it_is_a_table():
    lengths = function_lengths(RULES, ROOT / "judgeapp")
    long = {
        name: n
        for name, n in lengths.items()
        if n > MAX_FUNCTION_LINES
        and name not in TABLES
        and not (name in NOT_SPLIT_YET and n <= NOT_SPLIT_YET[name])
    }
    assert not long, f"functions over {MAX_FUNCTION_LINES} lines (split them): {long}"


def test_no_engine_function_is_waived():
    # The engine has no exceptions at all, tables included.
    waived = [n for n in (*TABLES, *NOT_SPLIT_YET) if n.startswith("rules/engine/")]
    assert waived == []


def test_a_long_function_is_found(tmp_path):
    body = "\n".join(f"    x{i} = {i}" for i in range(MAX_FUNCTION_LINES))
    (tmp_path / "m.py").write_text(f"def short():\n    pass\n\n\ndef long():\n{body}\n")
    assert function_lengths(tmp_path, base=tmp_path) == {
        "m.py:short": 2,
        "m.py:long": MAX_FUNCTION_LINES + 1,
    }
