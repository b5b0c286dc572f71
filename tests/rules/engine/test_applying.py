"""Carrying out a choice (``applying.py``): the effect chosen is applied to the event,
which remembers it. Expected values are hand arithmetic under the rules cited."""

from __future__ import annotations

import pytest

from rules.engine.compiling import compile_scenario
from rules.engine.machine import Machine
from rules.engine.procedures import get_procedure
from rules.engine.state import EffectKey

from .helpers import fx, obj, scenario

TODAY = get_procedure("2025-09-19")


def _two_on_a_bolt(*effects):
    s = scenario(
        [obj("bolt", "Lightning Bolt", types=("Instant",), zone="stack")],
        list(effects),
        [{"kind": "damage", "source": "bolt", "recipient": "Bob", "amount": 3}],
    )
    cc = compile_scenario(s)
    machine = Machine(cc, TODAY)
    work, _, question = machine.advance(cc.start)
    assert question is not None
    return machine, work, question


DOUBLE_AND_ADD = (
    fx("furnace", preset="furnace-of-rath"),
    fx("plus", template="add", params={"amount": 2}),
)


def test_the_order_chosen_is_the_order_applied():
    # 616.1e / 616.1f: the chooser picks one effect, it is applied, then the process is
    # repeated. Doubling first: 3 * 2 + 2 = 8; adding first: (3 + 2) * 2 = 10.
    machine, work, question = _two_on_a_bolt(*DOUBLE_AND_ADD)
    results = {}
    for first in ("apply:furnace", "apply:plus"):
        child, _ = machine.choose(work, question, first)
        end, _, again = machine.advance(child)
        assert again is None  # one effect left: applied without asking
        results[first] = 20 - end.world.player("Bob").life
    assert results == {"apply:furnace": 8, "apply:plus": 10}


def test_the_event_remembers_the_effect_applied_to_it():
    # 614.5: a replacement effect gets only one opportunity to affect an event.
    machine, work, question = _two_on_a_bolt(*DOUBLE_AND_ADD)
    child, drafts = machine.choose(work, question, "apply:furnace")
    (ev,) = child.batch
    assert ev.amount == 6
    assert ev.applied == frozenset({EffectKey("furnace")})
    assert [d.chosen for d in drafts] == ["apply:furnace"]


def test_an_event_prevented_entirely_no_longer_happens():
    # 615.6: damage that is prevented never happens; 614.7: the doubler then has no event
    # to replace and does nothing. Bob's life stays at 20.
    machine, work, question = _two_on_a_bolt(
        fx("furnace", preset="furnace-of-rath"),
        fx("fog", "Bob", template="prevent", params={"amount": "all"}),
    )
    child, _ = machine.choose(work, question, "apply:fog")
    assert child.batch == ()
    end, _, again = machine.advance(child)
    assert again is None and end.world.player("Bob").life == 20


def test_an_option_that_is_not_offered_is_refused():
    machine, work, question = _two_on_a_bolt(*DOUBLE_AND_ADD)
    with pytest.raises(ValueError):
        machine.choose(work, question, "apply:nothing")


def test_without_a_trace_what_an_effect_makes_is_remembered_within_a_bound(monkeypatch):
    # The explorer's machine remembers what each effect made of the event as if no effect
    # had applied, and marks those that have on what it makes (614.5). Doubling then
    # adding 2 to 3 damage is 8, adding then doubling 10 (616.1e), whatever is remembered,
    # and the memo never holds more than its limit.
    monkeypatch.setattr("rules.engine.applying.MEMO_LIMIT", 1)
    s = scenario(
        [obj("bolt", "Lightning Bolt", types=("Instant",), zone="stack")],
        list(DOUBLE_AND_ADD),
        [{"kind": "damage", "source": "bolt", "recipient": "Bob", "amount": 3}],
    )
    cc = compile_scenario(s)
    machine = Machine(cc, TODAY, record=False)
    work, _, question = machine.advance(cc.start)
    dealt = {}
    for first in ("apply:furnace", "apply:plus"):
        child, _ = machine.choose(work, question, first)
        (ev,) = child.batch
        assert ev.applied == frozenset({EffectKey(first.removeprefix("apply:"))})
        end, _, again = machine.advance(child)
        assert again is None
        assert len(machine._results) <= 1
        dealt[first] = 20 - end.world.player("Bob").life
    assert dealt == {"apply:furnace": 8, "apply:plus": 10}
