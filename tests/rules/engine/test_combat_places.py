"""An object's place in combat: attacking, blocked, unblocked or blocking.

Expected values from the rules and the cards' Oracle texts. 506.4: "A permanent that's
removed from combat stops being an attacking, blocking, blocked, and/or unblocked creature."
508.1k: "Each chosen creature still controlled by the active player becomes an attacking
creature." 509.1g: "Each chosen creature still controlled by the defending player becomes a
blocking creature." 509.1h: "An attacking creature with one or more creatures declared as
blockers for it becomes a blocked creature; one with no creatures declared as blockers for
it becomes an unblocked creature" (a blocked or unblocked creature is still attacking). The
2008-02-01 rules say the same in 306.4, 308.2g, 309.2e and 309.2f.

Dolmen Gate: "Prevent all combat damage that would be dealt to attacking creatures you
control." Iroas, God of Victory: "Prevent all damage that would be dealt to attacking
creatures you control."
"""

from __future__ import annotations

import pytest

from rules.engine import ScenarioError
from rules.engine.filters import describe_filter
from rules.engine.params import OBJ_FILTER_KEYS, Param, check_param

from .helpers import done, fx, obj, scenario

MODERN, OLD = "2025-09-19", "2008-02-01"
BOTH = pytest.mark.parametrize("procedure", [MODERN, OLD])

GATE = obj("gate", "Dolmen Gate", types=("Artifact",))
# Alice's Hill Giant attacks; Bob's Grizzly Bears blocks it.
GIANT = obj("giant", "Hill Giant", power=3, toughness=3, combat="blocked")
BEARS = obj("bears", "Grizzly Bears", owner="Bob", power=2, toughness=2, combat="blocking")
COMBAT = [
    {
        "id": "e1",
        "kind": "damage",
        "source": "giant",
        "recipient": "bears",
        "amount": 3,
        "combat": True,
    },
    {
        "id": "e2",
        "kind": "damage",
        "source": "bears",
        "recipient": "giant",
        "amount": 2,
        "combat": True,
    },
]


def _damage(d, oid):
    return next(o.get("damage", 0) for o in d.state["objects"] if o["id"] == oid)


@BOTH
def test_dolmen_gate_prevents_damage_to_the_attacker_not_to_its_blocker(procedure):
    s = scenario([GATE, GIANT, BEARS], [fx("g", source="gate", preset="dolmen-gate")], COMBAT)
    d = done(s, procedure)
    # The blocked Giant is still an attacking creature Alice controls: none of the Bears' 2.
    assert _damage(d, "giant") == 0
    # The Bears block: they are dealt all of the Giant's 3.
    assert _damage(d, "bears") == 3


@BOTH
def test_dolmen_gate_of_the_defending_player_protects_nothing(procedure):
    s = scenario(
        [GATE, GIANT, BEARS],
        [fx("g", controller="Bob", source="gate", preset="dolmen-gate")],
        COMBAT,
    )
    d = done(s, procedure)
    # Bob's Gate: the Bears block, Alice's Giant isn't Bob's: both are dealt their damage.
    assert _damage(d, "giant") == 2
    assert _damage(d, "bears") == 3


@BOTH
def test_iroas_prevents_noncombat_damage_to_an_unblocked_attacker(procedure):
    giant = {**GIANT, "combat": "unblocked"}
    shock = [{"id": "e1", "kind": "damage", "source": "bears", "recipient": "giant", "amount": 2}]
    iroas = obj("iroas", "Iroas, God of Victory", types=("Enchantment",))
    s = scenario(
        [iroas, giant, BEARS], [fx("i", source="iroas", preset="iroas-god-of-victory")], shock
    )
    # "All damage", not only combat damage; an unblocked creature is an attacking creature.
    assert _damage(done(s, procedure), "giant") == 0


@BOTH
def test_a_creature_merely_in_combat_is_not_known_to_attack(procedure):
    giant = obj("giant", "Hill Giant", power=3, toughness=3, in_combat=True)
    s = scenario([GATE, giant, BEARS], [fx("g", source="gate", preset="dolmen-gate")], COMBAT)
    assert _damage(done(s, procedure), "giant") == 2


@pytest.mark.parametrize(
    ("place", "wanted", "expected"),
    [
        ("attacking", "attacking", True),
        ("blocked", "attacking", True),
        ("unblocked", "attacking", True),
        ("blocking", "attacking", False),
        ("blocked", "unblocked", False),
        ("unblocked", "unblocked", True),
        ("blocked", "blocked", True),
        ("attacking", "blocked", False),
        ("blocking", "blocking", True),
        ("attacking", "blocking", False),
    ],
)
def test_which_places_a_filter_word_names(place, wanted, expected):
    giant = obj("giant", "Hill Giant", power=3, toughness=3, combat=place)
    effect = fx(
        "p",
        params={"amount": "all", "recipient": {"object": {"combat": wanted}}},
        template="prevent",
    )
    shock = [{"id": "e1", "kind": "damage", "source": "gate", "recipient": "giant", "amount": 2}]
    d = done(scenario([GATE, giant], [effect], shock))
    assert (_damage(d, "giant") == 0) is expected


def test_the_filter_word_is_checked_and_described():
    assert "combat" in OBJ_FILTER_KEYS
    param = Param("recipient", "objfilter")
    assert check_param(param, {"combat": "defending"}, ("Alice",), set()) is not None
    assert check_param(param, {"combat": "blocking"}, ("Alice",), set()) is None
    assert describe_filter({"types": ["Creature"], "combat": "attacking", "controller": "you"}) == (
        "an attacking creature you control"
    )


@pytest.mark.parametrize(
    ("extra", "path", "words"),
    [
        ({"zone": "graveyard"}, "objects[0].combat", "graveyard"),
        ({"types": ["Artifact"]}, "objects[0].combat", "only a creature"),
        ({"in_combat": False}, "objects[0].in_combat", "in combat"),
    ],
)
def test_only_a_creature_on_the_battlefield_is_in_combat(extra, path, words):
    with pytest.raises(ScenarioError) as err:
        scenario([{**GIANT, **extra}, BEARS], [], COMBAT[1:])
    assert path in str(err.value)
    assert words in str(err.value)


def test_an_unknown_place_is_refused_by_the_schema():
    with pytest.raises(ScenarioError) as err:
        scenario([{**GIANT, "combat": "defending"}, BEARS], [], COMBAT[1:])
    assert "objects[0].combat" in str(err.value)
