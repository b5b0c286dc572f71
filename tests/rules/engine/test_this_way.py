"""Actions that depend on another ("if the player discards a card this way … if the player
doesn't …"), with Chains of Mephistopheles. Expected values from its Oracle text and its
rulings: "If that player has at least one card in their hand, they discard a card and then
draw a card. If that player's hand is empty, they mill a card. The player doesn't draw a card
at all" (2007-09-16); two Chains: "each of them will modify each draw … Once the player fails
to discard and instead mills a card, all further effects of additional Chains will not do
anything" (2004-10-04); the normal draw of the draw step is exempt (2007-09-16). A
replacement effect gets one opportunity per event and the events that replace it (614.5 /
419.6a): a Chains doesn't replace the draw it makes, another one does."""

from __future__ import annotations

import pytest

from rules.engine import ScenarioError, explore

from .helpers import done, fx, obj, scenario

MODERN, OLD = "2025-09-19", "2008-02-01"
DRAW = {"kind": "draw", "player": "Alice"}
BOTH = pytest.mark.parametrize("procedure", [MODERN, OLD])

CHAINS = obj("chains", "Chains of Mephistopheles", owner="Bob", types=("Enchantment",))
CHAINS_2 = obj("chains2", "Chains of Mephistopheles", owner="Bob", types=("Enchantment",))


def _draw(
    hand, *, library=("Island", "Swamp", "Forest"), copies=1, cause=None, effects=(), more=()
):
    objects = [CHAINS, CHAINS_2][:copies]
    chains = [
        fx(o["id"], "Bob", source=o["id"], preset="chains-of-mephistopheles") for o in objects
    ]
    event = {"kind": "draw", "player": "Alice"}
    if cause:
        event["cause"] = cause
    return scenario(
        [*objects, *more],
        [*chains, *effects],
        [event],
        players=[{"name": "Alice", "hand": list(hand), "library": list(library)}, {"name": "Bob"}],
    )


def _alice(d):
    """Alice's zones as card names: the names listed, then the cards moved there."""
    alice = dict(next(p for p in d.state["players"] if p["name"] == "Alice"))
    for zone in ("hand", "graveyard"):
        moved = [
            o["name"] for o in d.state["objects"] if o["owner"] == "Alice" and o["zone"] == zone
        ]
        alice[zone] = [*alice.get(zone, []), *moved]
    return alice


def _results(s, procedure=MODERN):
    """Alice's hand, graveyard and library after each outcome."""
    out = set()
    for group in explore(s, procedure).outcomes:
        alice = _alice(done(s, procedure, group.paths[0]))
        out.add((tuple(alice["hand"]), tuple(sorted(alice["graveyard"])), tuple(alice["library"])))
    return out


@BOTH
def test_with_a_card_in_hand_the_player_discards_it_and_then_draws(procedure):
    d = done(_draw(["Plains"]), procedure)
    alice = _alice(d)
    assert alice["hand"] == ["Island"]
    assert alice["graveyard"] == ["Plains"]
    assert alice["library"] == ["Swamp", "Forest"]


@BOTH
def test_with_an_empty_hand_the_player_mills_and_draws_nothing(procedure):
    alice = _alice(done(_draw([]), procedure))
    assert alice.get("hand", []) == []
    assert alice["graveyard"] == ["Island"]
    assert alice["library"] == ["Swamp", "Forest"]


def test_the_first_draw_of_the_draw_step_is_left_alone():
    alice = _alice(done(_draw(["Plains"], cause="draw_step")))
    assert alice["hand"] == ["Plains", "Island"]


@BOTH
def test_two_chains_with_one_card_in_hand_discard_it_then_mill(procedure):
    # The first Chains: discard the Plains, then draw; that draw is the second Chains':
    # the hand is empty now, so Alice mills a card and draws nothing (2004-10-04 ruling).
    assert _results(_draw(["Plains"], copies=2), procedure) == {
        ((), ("Island", "Plains"), ("Swamp", "Forest"))
    }


@BOTH
def test_two_chains_with_two_cards_discard_both_and_draw_one(procedure):
    # The first Chains: discard (Plains), then draw; the second Chains replaces that draw:
    # discard (Mountain), then draw the Island.
    assert _results(_draw(["Plains", "Mountain"], copies=2), procedure) == {
        (("Island",), ("Mountain", "Plains"), ("Swamp", "Forest"))
    }


def test_its_own_draw_is_a_draw_other_effects_replace():
    # Alice's Thought Reflection ("If you would draw a card, draw two cards instead") meets
    # the draw Chains makes after the discard; Alice orders the effects on the first draw.
    reflection = obj("tr", "Thought Reflection", types=("Enchantment",))
    s = _draw(
        ["Plains"],
        effects=[fx("tr", source="tr", preset="thought-reflection")],
        more=[reflection],
    )
    # Chains first: discard the Plains; its draw is Thought Reflection's, two draws (Island,
    # Swamp). Thought Reflection first: two draws, each Chains': discard the Plains and draw
    # the Island; then discard the Island and draw the Swamp.
    assert _results(s) == {
        (("Island", "Swamp"), ("Plains",), ("Forest",)),
        (("Swamp",), ("Island", "Plains"), ("Forest",)),
    }


def test_a_dependency_names_an_earlier_action_with_its_path():
    bad = {
        "watch": {"event": "draw", "player": "any"},
        "instead": [{"do": "draw", "if_done": 1}, {"do": "discard"}],
    }
    with pytest.raises(ScenarioError) as err:
        scenario([CHAINS], [fx("c", "Bob", template="instead", params=bad)], [DRAW])
    assert "effects[0].params.instead: [0].if_done" in str(err.value)
    bad["instead"] = [{"do": "discard"}, {"do": "draw", "if_done": 0, "unless_done": 0}]
    with pytest.raises(ScenarioError) as err:
        scenario([CHAINS], [fx("c", "Bob", template="instead", params=bad)], [DRAW])
    assert "[1]: if_done and unless_done can't both be given" in str(err.value)


@BOTH
def test_a_card_entering_from_a_library_is_not_milled_as_it_enters(procedure):
    # 614.13c: while an effect modifies how a permanent enters, another makes a player mill;
    # a card entering from that library isn't included, though it is still in the library.
    ogre = obj("ogre", "Gray Ogre", zone="library")
    mill_as_it_enters = {
        "watch": {"event": "move", "to": "battlefield", "object": {"id": "ogre"}},
        "instead": [
            {"do": "move", "to": "battlefield"},
            {"do": "mill", "player": "affected", "count": 2},
        ],
    }
    s = scenario(
        [ogre],
        [fx("m", "Bob", template="instead", params=mill_as_it_enters)],
        [{"kind": "enter", "object": "ogre"}],
        players=[{"name": "Alice", "library": ["Island", "Swamp", "Forest"]}, {"name": "Bob"}],
    )
    d = done(s, procedure)
    alice = _alice(d)
    assert "Gray Ogre" not in alice["graveyard"]
    assert sorted(alice["graveyard"]) == ["Island", "Swamp"]
    entered = next(o for o in d.state["objects"] if o["id"] == "ogre")
    assert entered["zone"] == "battlefield"
