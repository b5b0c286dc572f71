"""Effects or rules that try to move one object to two places at once: its controller, or
its owner if it has none, chooses which happens (400.6; 217.1d in 2008). Expected values
from the rule's own example (Exquisite Archangel) and the card's rulings (2017-02-09)."""

from __future__ import annotations

from typing import Any

import pytest

from rules.engine import ChoiceError, resolve

from .helpers import done, fx, obj, option_ids, outcomes, pending, scenario

MODERN, OLD = "2025-09-19", "2008-02-01"
BOTH = pytest.mark.parametrize("procedure", [MODERN, OLD])

ARCHANGEL = obj("arch", "Exquisite Archangel", power=5, toughness=5)
SPELL = obj("spell", "Fireball", owner="Bob", zone="stack", types=("Sorcery",))


def _rules_example(*others: dict[str, Any], objects=()) -> Any:
    """400.6's example: 5 damage to a player at 5 life and 5 to their Exquisite Archangel;
    as state-based actions are performed, the player would lose and the Archangel would be
    destroyed (704.5a, 704.5g)."""
    return scenario(
        [ARCHANGEL, SPELL, *objects],
        [fx("ax", source="arch", preset="exquisite-archangel"), *others],
        [
            {"id": "e1", "kind": "lose_game", "player": "Alice", "cause": "life"},
            {"id": "e2", "kind": "destroy", "object": "arch"},
        ],
        players=[{"name": "Alice", "life": 5}, {"name": "Bob"}],
        timeline=[
            {
                "events": [
                    {"id": "t1", "kind": "damage", "source": "spell", "recipient": "Alice"}
                    | {"amount": 5},
                    {"id": "t2", "kind": "damage", "source": "spell", "recipient": "arch"}
                    | {"amount": 5},
                ]
            }
        ],
    )


def _zone(d: Any, object_id: str) -> str:
    return next(o["zone"] for o in d.state["objects"] if o["id"] == object_id)


@pytest.mark.parametrize(("procedure", "number"), [(MODERN, "400.6"), (OLD, "217.1d")])
def test_the_player_chooses_graveyard_or_exile(procedure, number):
    # "that player's life total becomes equal to their starting life total, and that player
    # chooses whether Exquisite Archangel moves to its owner's graveyard or to exile".
    s = _rules_example()
    p = pending(s, procedure)
    assert p.chooser == "Alice"
    assert number in p.rules
    assert option_ids(p) == ["move:e1.ax0", "move:e2"]
    assert all(number in o.rules for o in p.options)
    exiled = done(s, procedure, ("move:e1.ax0",))
    assert _zone(exiled, "arch") == "exile"
    graveyard = done(s, procedure, ("move:e2",))
    assert _zone(graveyard, "arch") == "graveyard"
    for d in (exiled, graveyard):
        alice = d.state["players"][0]
        assert alice["life"] == 20
        assert "lost" not in alice
        step = next(st for st in d.trace if st.kind == "choice")
        assert step.chooser == "Alice"
        assert number in step.rules
    assert len(outcomes(s, procedure)) == 2


def test_the_choice_names_what_each_move_does():
    p = pending(_rules_example())
    assert [o.label for o in p.options] == [
        "Exquisite Archangel is exiled (Exquisite Archangel)",
        "Exquisite Archangel is destroyed",
    ]
    assert p.question == "Alice, Exquisite Archangel can't be put in two places: which happens?"


def test_an_unknown_move_is_refused():
    with pytest.raises(ChoiceError):
        resolve(_rules_example(), MODERN, ("move:e9",))


@BOTH
def test_replacements_apply_before_the_choice(procedure):
    # 400.6: "Then any appropriate replacement effects … are applied to that event. If any
    # effects … try to do two or more contradictory … things": with Rest in Peace the
    # destruction exiles the Archangel too, so both would put it in exile, and it is exiled
    # once without a question.
    rip = obj("rip", "Rest in Peace", owner="Bob", types=("Enchantment",))
    s = _rules_example(fx("rip-fx", "Bob", source="rip", preset="rest-in-peace"), objects=[rip])
    d = done(s, procedure)
    assert _zone(d, "arch") == "exile"
    assert [st.kind for st in d.trace].count("choice") == 0
    note = next(st for st in d.trace if "moves once" in st.explanation)
    assert ("400.6" if procedure == MODERN else "217.1d") in note.rules
    assert d.state["players"][0]["life"] == 20


def test_two_destructions_of_one_creature_destroy_it_once():
    # "multiple instances of the same thing may be mutually exclusive; for example, two
    # simultaneous 'destroy' effects": whichever applies, the creature is destroyed once.
    s = scenario(
        [obj("bear", "Grizzly Bears")],
        [],
        [{"kind": "destroy", "object": "bear"}, {"kind": "destroy", "object": "bear"}],
    )
    d = done(s)
    assert d.outcome.text == "Grizzly Bears is destroyed"
    assert _zone(d, "bear") == "graveyard"


def test_the_controller_chooses_for_a_permanent_of_another_owner():
    # "that object's controller": Bob controls Alice's creature.
    s = scenario(
        [obj("bear", "Grizzly Bears", controller="Bob")],
        [],
        [
            {"kind": "move", "object": "bear", "to": "exile"},
            {"kind": "move", "object": "bear", "to": "hand"},
        ],
        players=[{"name": "Alice"}, {"name": "Bob"}],
    )
    assert pending(s).chooser == "Bob"


def test_the_owner_chooses_for_a_card_no_one_controls():
    # "or its owner if it has no controller": a card in a graveyard (108.4a), Bob active.
    s = scenario(
        [obj("card", "Grizzly Bears", zone="graveyard")],
        [],
        [
            {"kind": "move", "object": "card", "to": "exile"},
            {"kind": "move", "object": "card", "to": "hand"},
        ],
        players=[{"name": "Bob"}, {"name": "Alice"}],
    )
    p = pending(s)
    assert p.chooser == "Alice"
    assert "Alice owns it" in p.options[0].explanation
    d = done(s, MODERN, (p.options[1].id,))
    assert _zone(d, "card") == "hand"
    assert d.outcome.text == "Grizzly Bears is put into Alice's hand"


def test_regeneration_leaves_only_the_exile():
    # A regeneration shield replaces the destruction (701.19a), so only the Archangel's own
    # move is left: nothing contradicts it.
    s = _rules_example(fx("regen", source="arch", template="regenerate", params={"object": "this"}))
    d = done(s)
    assert _zone(d, "arch") == "exile"
