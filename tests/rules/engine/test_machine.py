"""The machine (``machine.py``): from a state, it works until a player must choose or
nothing is left to do. Each expected value is worked out by hand from the rules cited."""

from __future__ import annotations

from rules.engine.compiling import compile_scenario
from rules.engine.machine import Machine
from rules.engine.procedures import get_procedure

from .helpers import fx, obj, scenario

TODAY = get_procedure("2025-09-19")


def _bolt(*effects):
    return scenario(
        [obj("bolt", "Lightning Bolt", types=("Instant",), zone="stack")],
        list(effects),
        [{"kind": "damage", "source": "bolt", "recipient": "Bob", "amount": 3}],
    )


def _advance(s, record=True):
    cc = compile_scenario(s)
    return Machine(cc, TODAY, record=record).advance(cc.start)


def test_with_no_effect_the_event_happens_and_nothing_is_asked():
    # 120.3a: damage dealt to a player causes that player to lose that much life.
    work, _, question = _advance(_bolt())
    assert question is None
    assert work.batch == ()
    assert work.world.player("Bob").life == 17


def test_two_effects_on_one_event_make_the_affected_player_choose():
    # 616.1: the affected player chooses which of several replacement effects applies
    # first; the damage is dealt to Bob, so Bob chooses, whoever controls the effects.
    work, _, question = _advance(
        _bolt(
            fx("furnace", preset="furnace-of-rath"),
            fx("plus", template="add", params={"amount": 2}),
        )
    )
    assert question is not None
    assert question.chooser == "Bob"
    assert sorted(o.id for o in question.options) == ["apply:furnace", "apply:plus"]
    assert work.world.player("Bob").life == 20  # nothing has happened yet


def test_a_single_effect_is_applied_without_asking():
    # 616.1 speaks of two or more effects: one alone is simply applied, nobody chooses.
    # Furnace of Rath doubles the 3 damage, so Bob loses 6 life (120.3a).
    work, drafts, question = _advance(_bolt(fx("furnace", preset="furnace-of-rath")))
    assert question is None
    assert work.world.player("Bob").life == 14
    assert [d.kind for d in drafts if d.effect_id == "furnace"] == ["forced"]


def test_without_a_trace_it_reaches_the_same_state():
    # Whether or not the steps are written down, the rules reach the same result.
    s = _bolt(fx("furnace", preset="furnace-of-rath"))
    said, drafts, _ = _advance(s, record=True)
    unsaid, none, _ = _advance(s, record=False)
    assert drafts and not none
    assert said.world == unsaid.world
