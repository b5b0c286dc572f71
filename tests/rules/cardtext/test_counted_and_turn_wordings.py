"""Wordings read from three cards' Oracle text and resolved on small scenarios: a
prevention and its follow-up joined by "and" (Nine Lives), a doubled loss of life only
during its controller's turn (Bloodletter of Aclazotz), and a count of counters less one
(Vizier of Remedies). Each expected outcome is written from the rules and the card's
rulings, not from the resolver; also a life total that can't change until your next turn
(Teferi's Protection), a discarded card put on top of the library (Library of Leng) and a
reveal until a card of a chosen kind instead of a draw (Abundance)."""

from __future__ import annotations

from typing import Any

from rules.cardtext import card, parse_card
from rules.engine import Scenario, explore

TODAY = "2025-09-19"


def _effects(name: str) -> list[dict[str, Any]]:
    entry = card(name)
    assert entry is not None
    parsed = parse_card(name=name, text=entry.text, controller="Alice")
    assert not parsed.unparsed, parsed.unparsed
    return list(parsed.effects)


def _outcomes(objects, effects, events, first: str = "Alice") -> set[str]:
    players = [{"name": first}, {"name": "Bob" if first == "Alice" else "Alice"}]
    scenario = Scenario.from_dict(
        {
            "version": 1,
            "players": players,
            "objects": objects,
            "effects": effects,
            "events": events,
        }
    )
    return set(explore(scenario, TODAY).texts())


def _object(oid: str, name: str, owner: str, types: list[str]) -> dict[str, Any]:
    return {"id": oid, "name": name, "owner": owner, "types": types}


def test_nine_lives_prevents_damage_to_you_and_gets_one_counter():
    # Nine Lives: "If a source would deal damage to you, prevent that damage and put an
    # incarnation counter on Nine Lives." 615.5: the prevention and its additional effect;
    # one counter however much damage was prevented. Damage to a creature isn't watched.
    effects = _effects("Nine Lives")
    assert effects[0]["params"]["then"] == [
        {"do": "put_counters", "object": "this", "counter": "incarnation", "count": 1}
    ]
    objects = [
        _object("nine-lives", "Nine Lives", "Alice", ["Enchantment"]),
        _object("bolt", "Lightning Bolt", "Bob", ["Instant"]),
        _object("bears", "Grizzly Bears", "Alice", ["Creature"]),
    ]
    to_alice = [{"kind": "damage", "source": "bolt", "recipient": "Alice", "amount": 3}]
    assert _outcomes(objects, effects, to_alice) == {
        "Alice is dealt no damage; Nine Lives gets 1 incarnation counter"
    }
    to_bears = [{"kind": "damage", "source": "bolt", "recipient": "bears", "amount": 3}]
    assert _outcomes(objects, effects, to_bears) == {"Grizzly Bears is dealt 3 damage"}


def test_bloodletter_doubles_an_opponents_loss_of_life_only_during_your_turn():
    # Bloodletter of Aclazotz: "If an opponent would lose life during your turn, they lose
    # twice that much life instead." (614.1a). The scenario's first player is the active
    # player. On Alice's turn Bob's loss of 3 becomes 6; on Bob's turn it stays 3; Alice's
    # own loss is never doubled.
    effects = _effects("Bloodletter of Aclazotz")
    objects = [_object("bloodletter-of-aclazotz", "Bloodletter of Aclazotz", "Alice", ["Creature"])]
    bob_loses = [{"kind": "lose_life", "player": "Bob", "amount": 3}]
    alice_loses = [{"kind": "lose_life", "player": "Alice", "amount": 3}]
    assert _outcomes(objects, effects, bob_loses) == {"Bob loses 6 life"}
    assert _outcomes(objects, effects, bob_loses, first="Bob") == {"Bob loses 3 life"}
    assert _outcomes(objects, effects, alice_loses) == {"Alice loses 3 life"}


def test_vizier_of_remedies_puts_one_minus_one_counter_fewer():
    # Vizier of Remedies: "If one or more -1/-1 counters would be put on a creature you
    # control, that many -1/-1 counters minus one are put on it instead." (614.1a). Two
    # become one; one becomes none (its ruling); an opponent's creature gets all of them.
    effects = _effects("Vizier of Remedies")
    objects = [
        _object("vizier-of-remedies", "Vizier of Remedies", "Alice", ["Creature"]),
        _object("bears", "Grizzly Bears", "Alice", ["Creature"]),
        _object("wolf", "Timber Wolves", "Bob", ["Creature"]),
    ]

    def put(obj: str, n: int) -> list[dict[str, Any]]:
        by = {"kind": "ability", "player": "Bob"}
        return [{"kind": "put_counters", "object": obj, "counter": "-1/-1", "count": n, "by": by}]

    assert _outcomes(objects, effects, put("bears", 2)) == {"Grizzly Bears gets 1 -1/-1 counter"}
    assert _outcomes(objects, effects, put("bears", 1)) == {"Nothing happens"}
    assert _outcomes(objects, effects, put("wolf", 2)) == {"Timber Wolves gets 2 -1/-1 counters"}


def test_teferis_protection_leaves_your_life_total_as_it_is():
    # Teferi's Protection: "Until your next turn, your life total can't change and you gain
    # protection from everything." Its rulings: you can't gain or lose life (119.8: nor pay
    # life); an opponent's life total can still change. The protection isn't read (a note).
    parsed = parse_card(
        name="Teferi's Protection",
        text=card("Teferi's Protection").text,  # type: ignore[union-attr]
        controller="Alice",
    )
    assert any("protection from everything" in n for n in parsed.notes)
    effects = list(parsed.effects)
    objects = [_object("teferi-s-protection", "Teferi's Protection", "Alice", ["Instant"])]
    for kind, verb in (("lose_life", "lose"), ("gain_life", "gain")):
        event = [{"kind": kind, "player": "Alice", "amount": 3}]
        expected = {f"Alice can't {verb} 3 life (Teferi's Protection)"}
        assert _outcomes(objects, effects, event) == expected, kind
    bob = [{"kind": "lose_life", "player": "Bob", "amount": 3}]
    assert _outcomes(objects, effects, bob) == {"Bob loses 3 life"}


def test_library_of_leng_may_put_a_card_an_effect_discards_on_top_of_your_library():
    # Library of Leng: "If an effect causes you to discard a card, discard it, but you may put
    # it on top of your library instead of into your graveyard." Its rulings: a discard to
    # pay a cost isn't caused by an effect, so the card goes to the graveyard.
    effects = _effects("Library of Leng")
    objects = [
        _object("library-of-leng", "Library of Leng", "Alice", ["Artifact"]),
        {**_object("bears", "Grizzly Bears", "Alice", ["Creature"]), "zone": "hand"},
    ]

    def discard(by: dict[str, Any]) -> list[dict[str, Any]]:
        move = {"kind": "move", "object": "bears", "to": "graveyard", "cause": "discard"}
        return [{**move, "by": by}]

    top = "Grizzly Bears is put on top of Alice's library"
    graveyard = "Grizzly Bears is put into Alice's graveyard"
    # "You may": Alice chooses either place.
    by_spell = discard({"kind": "spell", "player": "Bob"})
    assert _outcomes(objects, effects, by_spell) == {top, graveyard}
    by_cost = discard({"kind": "cost", "player": "Alice"})
    assert _outcomes(objects, effects, by_cost) == {graveyard}


def test_abundance_reveals_until_a_card_of_the_kind_chosen_instead_of_a_draw():
    # Abundance: "If you would draw a card, you may instead choose land or nonland and reveal
    # cards from the top of your library until you reveal a card of the chosen kind. Put that
    # card into your hand and put all other cards revealed this way on the bottom of your
    # library in any order." The kind is chosen as the effect applies (608.2d); optional, so
    # Alice may draw the top card instead. Library, top first: Lightning Bolt, Forest, Island.
    effects = _effects("Abundance")
    scenario = {
        "version": 1,
        "players": [
            {"name": "Alice", "library": ["Lightning Bolt", "Forest", "Island"]},
            {"name": "Bob"},
        ],
        "cards": [
            {"name": "Lightning Bolt", "types": ["Instant"], "colors": ["red"]},
            {"name": "Forest", "types": ["Land"], "supertypes": ["Basic"]},
            {"name": "Island", "types": ["Land"], "supertypes": ["Basic"]},
        ],
        "objects": [_object("abundance", "Abundance", "Alice", ["Enchantment"])],
        "effects": effects,
        "events": [{"id": "e1", "kind": "draw", "player": "Alice"}],
    }
    # Land: Bolt and Forest revealed, Forest to the hand, Bolt to the bottom; nonland: the
    # Bolt to the hand, nothing else revealed (121.5: neither is a draw).
    assert set(explore(Scenario.from_dict(scenario), TODAY).texts()) == {
        "Alice draws a card",
        "Alice chooses land and reveals Lightning Bolt, Forest; Forest is put into Alice's "
        "hand; Lightning Bolt is put on the bottom of Alice's library",
        "Alice chooses nonland and reveals Lightning Bolt; Lightning Bolt is put into Alice's hand",
    }
