"""What happened earlier this turn that raid, morbid and revolt read: creatures a player
attacked with, creatures that died (put into a graveyard from the battlefield, 700.4) and
permanents a player controlled that left the battlefield; given by the scenario or noted as
the scenario's earlier events happen. Outcomes from the cards' Oracle texts: Festerhide Boar
("enters with two +1/+1 counters on it if a creature died this turn"), Greenwheel Liberator
(revolt), War-Name Aspirant (raid), Bloodcrazed Paladin ("a +1/+1 counter on it for each
creature that died this turn"); each is checked as the permanent enters (614.12)."""

from __future__ import annotations

import pytest

from rules.cardtext import parse_card
from rules.engine import Scenario, ScenarioError

from .heldout_walk import MODERN, OLD, only
from .helpers import AB, card

_ALL = (OLD, MODERN)
BOAR = (
    "Trample\nMorbid — Festerhide Boar enters with two +1/+1 counters on it if a creature died "
    "this turn."
)
LIBERATOR = (
    "Revolt — Greenwheel Liberator enters with two +1/+1 counters on it if a permanent you "
    "controlled left the battlefield this turn."
)
ASPIRANT = "Raid — War-Name Aspirant enters with a +1/+1 counter on it if you attacked this turn."
PALADIN = (
    "Flash\nBloodcrazed Paladin enters with a +1/+1 counter on it for each creature that died "
    "this turn."
)


def _entering(name: str, text: str, *, players=AB, others=(), timeline=None) -> dict:
    parsed = parse_card(name=name, text=text, controller="Alice", type_line="Creature")
    assert parsed.whole, parsed.unparsed
    obj = {**parsed.object, "zone": "stack"}
    data = {
        "players": players,
        "objects": [obj, *others],
        "effects": list(parsed.effects),
        "events": [{"kind": "enter", "object": obj["id"]}],
    }
    if timeline:
        data["timeline"] = timeline
    return data


def _counters(data: dict, procedure: str = MODERN) -> int:
    (entered,) = [
        o
        for o in only(data, procedure).state["objects"]
        if o["zone"] == "battlefield" and o["name"] != "Grizzly Bears" and o["name"] != "Sol Ring"
    ]
    return int(entered["counters"].get("+1/+1", 0))


@pytest.mark.parametrize("procedure", _ALL)
@pytest.mark.parametrize(("died", "expected"), [(0, 0), (1, 2), (3, 2)])
def test_morbid_reads_the_creatures_that_died_as_the_scenario_says(procedure, died, expected):
    # Bob's creature died earlier this turn: a creature died, whoever controlled it.
    players = [{"name": "Alice"}, {"name": "Bob", "this_turn": {"creatures_died": died}}]
    assert _counters(_entering("Festerhide Boar", BOAR, players=players), procedure) == expected


@pytest.mark.parametrize("procedure", _ALL)
def test_a_creature_destroyed_earlier_in_the_timeline_died(procedure):
    # Grizzly Bears destroyed earlier this turn (the timeline's events): morbid holds.
    bears = card("bears", "Grizzly Bears", "Bob", power=2, toughness=2)
    timeline = [{"events": [{"kind": "destroy", "object": "bears"}]}]
    data = _entering("Festerhide Boar", BOAR, others=[bears], timeline=timeline)
    assert _counters(data, procedure) == 2


@pytest.mark.parametrize("procedure", _ALL)
def test_a_creature_moved_to_a_graveyard_earlier_died_and_one_exiled_did_not(procedure):
    bears = card("bears", "Grizzly Bears", "Bob", power=2, toughness=2)
    died = [{"happening": "move", "object": "bears", "to": "graveyard"}]
    exiled = [{"happening": "move", "object": "bears", "to": "exile"}]
    assert _counters(_entering("Festerhide Boar", BOAR, others=[bears], timeline=died)) == 2
    assert _counters(_entering("Festerhide Boar", BOAR, others=[bears], timeline=exiled)) == 0


@pytest.mark.parametrize("procedure", _ALL)
def test_revolt_counts_only_the_players_own_permanents(procedure):
    # Alice's Sol Ring exiled earlier: a permanent she controlled left the battlefield.
    # Bob's Sol Ring leaving doesn't count for Alice.
    for owner, expected in (("Alice", 2), ("Bob", 0)):
        ring = card("ring", "Sol Ring", owner, "Artifact")
        timeline = [{"happening": "move", "object": "ring", "to": "exile"}]
        data = _entering("Greenwheel Liberator", LIBERATOR, others=[ring], timeline=timeline)
        assert _counters(data, procedure) == expected, owner


@pytest.mark.parametrize(("attacked", "expected"), [(0, 0), (2, 1)])
def test_raid_reads_whether_you_attacked(attacked, expected):
    players = [{"name": "Alice", "this_turn": {"attacked": attacked}}, {"name": "Bob"}]
    assert _counters(_entering("War-Name Aspirant", ASPIRANT, players=players)) == expected


def test_bloodcrazed_paladin_counts_every_creature_that_died():
    players = [
        {"name": "Alice", "this_turn": {"creatures_died": 1}},
        {"name": "Bob", "this_turn": {"creatures_died": 2}},
    ]
    assert _counters(_entering("Bloodcrazed Paladin", PALADIN, players=players)) == 3


def test_an_unknown_fact_of_the_turn_is_refused_by_name():
    players = [{"name": "Alice", "this_turn": {"sacrificed": 1}}, {"name": "Bob"}]
    with pytest.raises(ScenarioError) as caught:
        Scenario.from_dict({"version": 1, **_entering("Festerhide Boar", BOAR, players=players)})
    assert "sacrificed" in str(caught.value)
