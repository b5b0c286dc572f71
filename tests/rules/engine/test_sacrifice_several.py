"""Sacrificing several permanents the player chooses: Scorched Ruins and Lotus Vale.

Scorched Ruins (Oracle): "If Scorched Ruins would enter, sacrifice two untapped lands
instead. If you do, put Scorched Ruins onto the battlefield. If you don't, put it into its
owner's graveyard." Lotus Vale has the same words.

The rules read here, under both procedures:
- who sacrifices and what: "To sacrifice a permanent, its controller moves it from the
  battlefield directly to its owner's graveyard. A player can't sacrifice something that
  isn't a permanent, or something that's a permanent they don't control. Sacrificing a
  permanent doesn't destroy it, so regeneration or other effects that replace destruction
  can't affect this action" (701.21a; 501.6a in 2008, "from the in-play zone");
- the choice of which ones is made as the effect is applied, by that player (608.2d; 413.2c);
- "[Do something]. If [a player] does …": the action is a cost (118.12; 424.1 in 2008: "an
  action … necessary to take another action"), and "A player can't pay a cost without having
  the necessary resources to pay it fully" (118.3; 424.2): with one untapped land, none is
  sacrificed and "if you don't" follows;
- without an "if you do", an effect does as much as it can (609.3; 416.3);
- each sacrificed land's move to the graveyard is an event other effects modify (Rest in
  Peace exiles it, 616.1 / 419.9a with one effect).

Every expected value is read from those words, not from the code's answers.
"""

from __future__ import annotations

import pytest

from rules.engine import ScenarioError

from .helpers import done, fx, hyena_umbra, obj, option_ids, outcomes, pending, scenario

TODAY, OLD = "2025-09-19", "2008-02-01"
ENTERS = {
    TODAY: "Scorched Ruins enters the battlefield untapped under Alice's control",
    OLD: "Scorched Ruins comes into play untapped under Alice's control",
}
TO_GRAVEYARD = "Scorched Ruins is put into Alice's graveyard"
RUINS_FX = fx("ruins", source="ruins", preset="scorched-ruins")
RUINS = obj("ruins", "Scorched Ruins", zone="hand", types=("Land",))


def land(id: str, name: str, *, tapped: bool = False, **kw) -> dict:
    return obj(id, name, types=("Land",), tapped=tapped, **kw)


def ruins(lands: list[dict], effects=(), objects=()):
    return scenario(
        [RUINS, *lands, *objects],
        [RUINS_FX, *effects],
        [{"id": "e1", "kind": "enter", "object": "ruins"}],
    )


@pytest.mark.parametrize("procedure", [TODAY, OLD])
def test_exactly_two_untapped_lands_are_sacrificed_without_a_question(procedure):
    s = ruins([land("p", "Plains"), land("i", "Island"), land("m", "Mountain", tapped=True)])
    answer = done(s, procedure)
    assert answer.outcome.text == (
        "Plains is put into Alice's graveyard; Island is put into Alice's graveyard; "
        + ENTERS[procedure]
    )


@pytest.mark.parametrize("procedure", [TODAY, OLD])
def test_with_three_untapped_lands_their_controller_chooses_two(procedure):
    s = ruins([land("p", "Plains"), land("i", "Island"), land("w", "Swamp")])
    p = pending(s, procedure)
    assert p.chooser == "Alice"
    assert option_ids(p) == [
        "sacrifice:e1.ruins0:p",
        "sacrifice:e1.ruins0:i",
        "sacrifice:e1.ruins0:w",
    ]
    cited = {TODAY: ("701.21a", "608.2d"), OLD: ("501.6a", "413.2c")}[procedure]
    assert tuple(p.options[0].rules) == cited
    # The second choice is among the two left.
    second = pending(s, procedure, ("sacrifice:e1.ruins0:i",))
    assert option_ids(second) == ["sacrifice:e1.ruins0:p", "sacrifice:e1.ruins0:w"]
    enters = ENTERS[procedure]
    assert outcomes(s, procedure) == {
        f"Plains is put into Alice's graveyard; Island is put into Alice's graveyard; {enters}",
        f"Plains is put into Alice's graveyard; Swamp is put into Alice's graveyard; {enters}",
        f"Island is put into Alice's graveyard; Swamp is put into Alice's graveyard; {enters}",
    }


@pytest.mark.parametrize("procedure", [TODAY, OLD])
def test_one_untapped_land_is_a_cost_that_cant_be_paid_so_none_is_sacrificed(procedure):
    s = ruins([land("p", "Plains"), land("i", "Island", tapped=True)])
    answer = done(s, procedure)
    assert answer.outcome.text == TO_GRAVEYARD
    applied = next(st for st in answer.trace if st.effect_id == "ruins")
    cited = {TODAY: {"118.12", "118.3"}, OLD: {"424.1", "424.2"}}[procedure]
    assert cited <= set(applied.rules)
    assert "Alice can't sacrifice 2 untapped lands" in applied.explanation


@pytest.mark.parametrize("procedure", [TODAY, OLD])
def test_lands_alice_doesnt_control_are_never_sacrificed(procedure):
    # Bob's untapped lands can't be sacrificed by Alice (701.21a / 501.6a), and a land she
    # owns but Bob controls neither; a land Bob owns and she controls goes to Bob's graveyard.
    borrowed = land("b", "Forest", owner="Bob", controller="Alice")
    lent = land("l", "Island", controller="Bob")
    s = ruins([land("p", "Plains"), borrowed, lent, land("bob", "Swamp", owner="Bob")])
    answer = done(s, procedure)
    assert answer.outcome.text == (
        "Plains is put into Alice's graveyard; Forest is put into Bob's graveyard; "
        + ENTERS[procedure]
    )


@pytest.mark.parametrize("procedure", [TODAY, OLD])
def test_each_sacrificed_land_meets_rest_in_peace(procedure):
    rip = fx("rip", "Bob", source="rip-card", preset="rest-in-peace")
    rip_card = obj("rip-card", "Rest in Peace", owner="Bob", types=("Enchantment",))
    s = ruins([land("p", "Plains"), land("i", "Island")], [rip], [rip_card])
    exiled = "is exiled" if procedure == TODAY else "is removed from the game"
    assert outcomes(s, procedure) == {
        f"Plains {exiled}; Island {exiled}; {ENTERS[procedure]}",
    }


@pytest.mark.parametrize("procedure", [TODAY, OLD])
def test_a_sacrifice_is_not_a_destruction_so_regeneration_does_nothing(procedure):
    # 701.21a / 501.6a: "regeneration or other effects that replace destruction can't
    # affect this action". Dryad Arbor is an untapped land with a regeneration shield.
    arbor = obj("arbor", "Dryad Arbor", types=("Land", "Creature"), subtypes=["Forest", "Dryad"])
    shield = fx("regen", source="arbor", template="regenerate", params={"object": "arbor"})
    s = ruins([arbor, land("p", "Plains")], [shield])
    answer = done(s, procedure)
    assert answer.outcome.text == (
        "Dryad Arbor is put into Alice's graveyard; Plains is put into Alice's graveyard; "
        + ENTERS[procedure]
    )


def _instead(actions: list[dict]) -> dict:
    return {"watch": {"event": "draw", "player": "you"}, "instead": actions}


def _draw_scenario(actions: list[dict], lands: list[dict]):
    return scenario(
        lands,
        [fx("f", template="instead", params=_instead(actions))],
        [{"id": "e1", "kind": "draw", "player": "Alice"}],
        players=[{"name": "Alice", "library": ["Island"]}, {"name": "Bob"}],
    )


def test_without_if_you_do_the_effect_does_as_much_as_it_can():
    # No later action depends on it, so it is no cost: 609.3 "does only as much as possible".
    s = _draw_scenario(
        [{"do": "sacrifice", "count": 2, "permanent": {"types": ["Land"]}}],
        [land("p", "Plains")],
    )
    assert done(s).outcome.text == "Plains is put into Alice's graveyard"


def test_a_sacrifice_the_player_may_do_is_offered_only_when_it_can_be_done_whole():
    # "You may sacrifice two lands instead": with one land the option is impossible
    # (608.2d: "The player can't choose an option that's illegal or impossible").
    actions = [
        {"do": "sacrifice", "count": 2, "permanent": {"types": ["Land"]}, "may": True},
        {"do": "gain_life", "player": "you", "amount": 5, "if_done": 0},
    ]
    one = _draw_scenario(actions, [land("p", "Plains")])
    answer = done(one)
    assert [st.chosen for st in answer.trace if st.kind == "forced"][-1] == "mode:dont"
    two = _draw_scenario(actions, [land("p", "Plains"), land("i", "Island")])
    assert option_ids(pending(two)) == ["mode:do", "mode:dont"]


def test_lake_of_the_dead_with_two_swamps_asks_which_one():
    # "sacrifice a Swamp": its controller chooses which (701.21a); tapped or not.
    lake = obj("lake", "Lake of the Dead", zone="hand", types=("Land",))
    s = scenario(
        [lake, land("s1", "Swamp", subtypes=["Swamp"]), land("s2", "Swamp", subtypes=["Swamp"])],
        [fx("lake", source="lake", preset="lake-of-the-dead")],
        [{"id": "e1", "kind": "enter", "object": "lake"}],
    )
    p = pending(s)
    assert p.chooser == "Alice"
    assert option_ids(p) == ["sacrifice:e1.lake0:s1", "sacrifice:e1.lake0:s2"]


@pytest.mark.parametrize(
    ("action", "message"),
    [
        (
            {"do": "sacrifice", "count": 2, "permanent": ["Land"]},
            "effects[0].params.instead: [0].permanent must be an object filter",
        ),
        (
            {"do": "sacrifice", "object": "affected", "permanent": {}},
            "effects[0].params.instead: [0]: a sacrifice names its object or the permanents",
        ),
        (
            {"do": "sacrifice", "object": "affected", "count": 2},
            "effects[0].params.instead: [0].count: a sacrifice of several permanents",
        ),
        (
            {"do": "sacrifice", "count": 2, "permanent": {"tapped": "no"}},
            "effects[0].params.instead: [0].permanent tapped must be true or false",
        ),
        (
            {"do": "destroy", "permanent": {}},
            "effects[0].params.instead: [0]: permanent is not for a destroy action",
        ),
    ],
)
def test_a_bad_sacrifice_is_named_with_its_path(action, message):
    with pytest.raises(ScenarioError) as err:
        _draw_scenario([action], [])
    assert message in str(err.value)


@pytest.mark.parametrize("procedure", [TODAY, OLD])
def test_a_sacrifice_is_not_a_destruction_so_umbra_armor_does_nothing(procedure):
    # Umbra armor (702.89a): "If enchanted permanent would be destroyed, instead …": a
    # sacrifice doesn't destroy (701.21a), so the Aura stays where it is.
    arbor = obj("arbor", "Dryad Arbor", types=("Land", "Creature"), subtypes=["Forest", "Dryad"])
    umbra_card, umbra = hyena_umbra("arbor")
    s = ruins([arbor, land("p", "Plains")], [umbra], [umbra_card])
    assert done(s, procedure).outcome.text == (
        "Dryad Arbor is put into Alice's graveyard; Plains is put into Alice's graveyard; "
        + ENTERS[procedure]
    )
