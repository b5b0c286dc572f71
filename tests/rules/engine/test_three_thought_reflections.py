"""Thought Reflection's ruling: "The effects of multiple Thought Reflections are cumulative.
For example, if you have three Thought Reflections on the battlefield, you'll draw eight
times the original number of cards" (614.5: each applies once to each draw and to the draws
that replace it). Its stepper pages are too long for the examples library's size budget, so
it is checked here."""

from __future__ import annotations

import pytest

from rules.engine import explore

from .helpers import fx, obj, scenario


@pytest.mark.parametrize("procedure", ["2025-09-19", "2008-02-01"])
def test_three_thought_reflections_make_one_draw_eight(procedure):
    s = scenario(
        [obj(f"r{i}", "Thought Reflection", types=("Enchantment",)) for i in (1, 2, 3)],
        [fx(f"r{i}", source=f"r{i}", preset="thought-reflection") for i in (1, 2, 3)],
        [{"kind": "draw", "player": "Alice"}],
        players=[{"name": "Alice", "library": ["Island"] * 10}, {"name": "Bob"}],
    )
    exploration = explore(s, procedure)
    assert exploration.texts() == {"Alice draws 8 cards"}
    # Alice chooses which applies first to the draw (3 ways), then to each of its two
    # draws (2 ways each); the last one is forced: 3 * 2 * 2 paths.
    (group,) = exploration.outcomes
    assert group.path_count == 12
