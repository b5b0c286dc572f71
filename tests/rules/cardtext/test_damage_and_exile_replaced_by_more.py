"""Real cards whose replacement does something else than the event (614.1a), read from their
Oracle texts and resolved:

- Dauthi Voidwalker: "If a card would be put into an opponent's graveyard from anywhere,
  instead exile it with a void counter on it." Darigaaz Reincarnated: "If Darigaaz
  Reincarnated would die, instead exile it with three egg counters on it." The card is
  exiled and, in exile, gets the counters (122.1: a card in exile may have counters).
- Soul-Scar Mage: "If a source you control would deal noncombat damage to a creature an
  opponent controls, put that many -1/-1 counters on that creature instead." No damage is
  dealt; the creature gets the counters (its rulings: combat damage and damage to players
  are dealt as usual).
- Dralnu, Lich Lord: "If damage would be dealt to Dralnu, Lich Lord, sacrifice that many
  permanents instead." No damage is dealt; its controller sacrifices that many permanents
  of their choice (701.21a).
- Equal Treatment: "If any source would deal 1 or more damage to a permanent or player this
  turn, it deals 2 damage to that permanent or player instead."
- Overblaze: "Each time target permanent would deal damage to a permanent or player this
  turn, it deals double that damage to that permanent or player instead."
"""

from __future__ import annotations

from rules.cardtext import bind_targets, card, parse_card
from rules.engine import Done, Scenario, explore, resolve

MODERN = "2025-09-19"
PLAYERS = [{"name": "Alice", "life": 20}, {"name": "Bob", "life": 20}]
BEARS = {
    "id": "bears",
    "name": "Grizzly Bears",
    "owner": "Bob",
    "types": ["Creature"],
    "power": 2,
    "toughness": 2,
}
SHOCK = {"id": "shock", "name": "Shock", "owner": "Alice", "types": ["Instant"], "zone": "stack"}


def _card(name: str, oid: str, controller: str = "Alice", targets=None) -> tuple[dict, list]:
    entry = card(name)
    assert entry is not None
    parsed = parse_card(
        name=entry.name, text=entry.text, controller=controller, type_line=entry.type_line
    )
    assert parsed.whole, parsed.unparsed
    effects = [
        {**e, "id": f"{oid}-{n}", "source": oid, "controller": controller}
        for n, e in enumerate(parsed.effects)
    ]
    return {**parsed.object, "id": oid}, bind_targets(effects, targets or {})


def _done(objects, effects, events):
    data = {"version": 1, "players": PLAYERS, "objects": objects, "effects": effects}
    answer = resolve(Scenario.from_dict({**data, "events": events}), MODERN)
    assert isinstance(answer, Done)
    return answer


def _obj(answer, oid):
    return next(o for o in answer.state["objects"] if o["id"] == oid)


def test_dauthi_voidwalker_exiles_an_opponents_card_with_a_void_counter():
    dauthi, effects = _card("Dauthi Voidwalker", "dauthi")
    answer = _done([dauthi, BEARS], effects, [{"kind": "destroy", "object": "bears"}])
    bears = _obj(answer, "bears")
    assert bears["zone"] == "exile"
    assert bears["counters"] == {"void": 1}


def test_dauthi_voidwalker_leaves_its_controllers_own_cards_alone():
    dauthi, effects = _card("Dauthi Voidwalker", "dauthi")
    mine = {**BEARS, "id": "mine", "owner": "Alice"}
    answer = _done([dauthi, mine], effects, [{"kind": "destroy", "object": "mine"}])
    assert _obj(answer, "mine")["zone"] == "graveyard"


def test_darigaaz_is_exiled_with_three_egg_counters_as_it_dies():
    darigaaz, effects = _card("Darigaaz Reincarnated", "darigaaz")
    answer = _done([darigaaz], effects, [{"kind": "destroy", "object": "darigaaz"}])
    found = _obj(answer, "darigaaz")
    assert found["zone"] == "exile"
    assert found["counters"] == {"egg": 3}


def test_soul_scar_mage_turns_noncombat_damage_to_an_opponents_creature_into_counters():
    mage, effects = _card("Soul-Scar Mage", "mage")
    event = {"kind": "damage", "source": "shock", "recipient": "bears", "amount": 2}
    answer = _done([mage, BEARS, SHOCK], effects, [event])
    bears = _obj(answer, "bears")
    assert bears["counters"] == {"-1/-1": 2}
    assert bears["damage"] == 0


def test_soul_scar_mage_leaves_damage_to_a_player_and_combat_damage_alone():
    mage, effects = _card("Soul-Scar Mage", "mage")
    to_bob = {"kind": "damage", "source": "shock", "recipient": "Bob", "amount": 2}
    assert _done([mage, BEARS, SHOCK], effects, [to_bob]).state["players"][1]["life"] == 18
    attacker = {**BEARS, "id": "wolf", "name": "Timber Wolves", "owner": "Alice"}
    combat = {"kind": "damage", "source": "wolf", "recipient": "bears", "amount": 2, "combat": True}
    bears = _obj(_done([mage, BEARS, attacker], effects, [combat]), "bears")
    assert bears["damage"] == 2 and not bears["counters"]


def test_dralnu_sacrifices_as_many_permanents_as_the_damage_its_controller_chooses():
    dralnu, effects = _card("Dralnu, Lich Lord", "dralnu")
    swamps = [
        {"id": f"swamp{n}", "name": "Swamp", "owner": "Alice", "types": ["Land"]} for n in range(3)
    ]
    bolt = {"id": "bolt", "name": "Lightning Bolt", "owner": "Bob", "types": ["Instant"]}
    bolt["zone"] = "stack"
    event = {"kind": "damage", "source": "bolt", "recipient": "dralnu", "amount": 2}
    data = {
        "version": 1,
        "players": PLAYERS,
        "objects": [dralnu, *swamps, bolt],
        "effects": effects,
        "events": [event],
    }
    outcomes = explore(Scenario.from_dict(data), MODERN).outcomes
    # Two of Alice's four permanents, any two: C(4, 2) = 6 outcomes, none with damage.
    assert len(outcomes) == 6
    for group in outcomes:
        answer = resolve(Scenario.from_dict(data), MODERN, group.paths[0])
        assert isinstance(answer, Done)
        gone = [o for o in answer.state["objects"] if o["zone"] == "graveyard"]
        assert len(gone) == 2
        assert _obj(answer, "dralnu")["damage"] == 0


def test_equal_treatment_makes_any_damage_two():
    treatment, effects = _card("Equal Treatment", "treatment")
    event = {"kind": "damage", "source": "shock", "recipient": "Bob", "amount": 5}
    answer = _done([{**treatment, "zone": "stack"}, SHOCK], effects, [event])
    assert answer.state["players"][1]["life"] == 18


def test_overblaze_doubles_only_the_target_permanents_damage():
    overblaze, effects = _card("Overblaze", "overblaze", targets={"target-permanent": "bears"})
    wolf = {**BEARS, "id": "wolf", "name": "Timber Wolves", "owner": "Bob"}
    objects = [{**overblaze, "zone": "stack"}, BEARS, wolf]
    doubled = {"kind": "damage", "source": "bears", "recipient": "Alice", "amount": 2}
    assert _done(objects, effects, [doubled]).state["players"][0]["life"] == 16
    other = {"kind": "damage", "source": "wolf", "recipient": "Alice", "amount": 2}
    assert _done(objects, effects, [other]).state["players"][0]["life"] == 18
