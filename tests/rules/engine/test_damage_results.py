"""What damage does, as part of the damage event (120.3): the life a player loses, poison
counters from infect, -1/-1 counters from wither and infect, lifelink's life gain; and the
effects that modify those results (Worship, Melira, Boon Reflection). Expected values from
the rules and the cards' rulings."""

from __future__ import annotations

import pytest

from rules.engine import ScenarioError

from .helpers import done, fx, obj, outcomes, scenario

MODERN, OLD = "2025-09-19", "2008-02-01"
BOTH = pytest.mark.parametrize("procedure", [MODERN, OLD])


def _hit(
    keywords, recipient="Bob", effects=(), objects=(), amount=3, players=None, events=(), bear=True
):
    src = obj("src", "Vampire Nighthawk", power=2, toughness=3, keywords=list(keywords))
    bears = [obj("bear", "Grizzly Bears", owner="Bob", power=2, toughness=2)] if bear else []
    return scenario(
        [src, *bears, *objects],
        list(effects),
        [
            {"kind": "damage", "source": "src", "recipient": recipient, "amount": amount},
            *events,
        ],
        players=players,
    )


def _life(d, name):
    return next(p["life"] for p in d.state["players"] if p["name"] == name)


def _player(d, name):
    return next(p for p in d.state["players"] if p["name"] == name)


def _bear(d):
    return next(o for o in d.state["objects"] if o["id"] == "bear")


@BOTH
def test_damage_to_a_player_is_a_loss_of_that_much_life(procedure):
    # 120.3a: the loss needs no words of its own when nothing modifies it.
    d = done(_hit(()), procedure)
    assert d.outcome.text == "Bob is dealt 3 damage"
    assert _life(d, "Bob") == 17


@BOTH
def test_lifelink_gains_its_controller_that_much_life(procedure):
    # 120.3f: in addition to the damage's other results.
    d = done(_hit(("lifelink",)), procedure)
    assert d.outcome.text == "Bob is dealt 3 damage; Alice gains 3 life"
    assert (_life(d, "Alice"), _life(d, "Bob")) == (23, 17)


def test_lifelinks_gain_is_an_event_boon_reflection_doubles():
    # Boon Reflection: "If you would gain life, you gain twice that much life instead";
    # lifelink's gain is a life gain (120.3f).
    d = done(
        _hit(("lifelink",), effects=[fx("boon", origin="resolution", preset="boon-reflection")])
    )
    assert d.outcome.text == "Bob is dealt 3 damage; Alice gains 6 life"


def test_a_cant_gain_effect_stops_lifelinks_gain_but_not_the_damage():
    d = done(
        _hit(
            ("lifelink",),
            effects=[fx("vortex", "Bob", origin="resolution", preset="sulfuric-vortex")],
        )
    )
    assert d.outcome.text == "Bob is dealt 3 damage; Alice can't gain 3 life (Sulfuric Vortex)"
    assert (_life(d, "Alice"), _life(d, "Bob")) == (20, 17)


@BOTH
def test_infect_gives_a_player_poison_counters_instead_of_a_loss_of_life(procedure):
    # 120.3a / 120.3b: no life is lost; the player gets that many poison counters (122.1f).
    d = done(_hit(("infect",), amount=2), procedure)
    assert d.outcome.text == "Bob is dealt 2 damage; Bob gets 2 poison counters"
    assert _life(d, "Bob") == 20
    assert _player(d, "Bob")["counters"] == {"poison": 2}


@BOTH
def test_wither_and_infect_put_minus_counters_on_a_creature_instead_of_damage(procedure):
    # 120.3d / 120.3e: -1/-1 counters, no damage marked.
    for kw in ("wither", "infect"):
        d = done(_hit((kw,), recipient="bear", amount=2), procedure)
        assert (
            d.outcome.text == "Grizzly Bears is dealt 2 damage; Grizzly Bears gets 2 -1/-1 counters"
        )
        assert (_bear(d)["damage"], _bear(d)["counters"]) == (0, {"-1/-1": 2})


def test_melira_stops_infects_poison_and_minus_counters_the_damage_is_still_dealt():
    # Melira, Sylvok Outcast: "You can't get poison counters. Creatures you control can't
    # have -1/-1 counters put on them." The damage is dealt, with nothing as its result.
    melira = obj("melira", "Melira, Sylvok Outcast", owner="Bob")
    effects = [
        fx("poison", "Bob", source="melira", preset="melira-sylvok-outcast-poison"),
        fx("minus", "Bob", source="melira", preset="melira-sylvok-outcast"),
    ]
    d = done(_hit(("infect",), effects=effects, objects=[melira], amount=2))
    assert d.outcome.text == (
        "Bob is dealt 2 damage; Bob can't get 2 poison counters (Melira, Sylvok Outcast (poison))"
    )
    assert _life(d, "Bob") == 20 and "counters" not in _player(d, "Bob")
    d = done(_hit(("infect",), recipient="bear", effects=effects, objects=[melira], amount=2))
    assert (_bear(d)["damage"], _bear(d)["counters"]) == (0, {})


def test_solemnity_players_get_no_counters_and_winding_constrictor_adds_one():
    solemn = [fx("s", "Bob", origin="resolution", preset="solemnity-players")]
    d = done(_hit(("infect",), effects=solemn, amount=2))
    assert "counters" not in _player(d, "Bob")
    # Winding Constrictor: "If you would get one or more counters, you get that many plus
    # one of each of those kinds of counters instead."
    plus = [fx("w", "Bob", origin="resolution", preset="winding-constrictor-players")]
    d = done(_hit(("infect",), effects=plus, amount=2))
    assert _player(d, "Bob")["counters"] == {"poison": 3}


def _worship(life, *, creature=True, keywords=(), amount=5, events=()):
    objects = [obj("worship", "Worship", owner="Bob", types=("Enchantment",))]
    if creature:
        objects.append(obj("guard", "Wall of Stone", owner="Bob"))
    return _hit(
        keywords,
        effects=[fx("w", "Bob", source="worship", preset="worship")],
        objects=objects,
        amount=amount,
        players=[{"name": "Alice"}, {"name": "Bob", "life": life}],
        events=events,
        bear=creature,
    )


@BOTH
def test_worship_reduces_the_life_total_only_to_one(procedure):
    # Worship: damage that would reduce your life total to less than 1 reduces it to 1.
    d = done(_worship(3), procedure)
    assert d.outcome.text == "Bob is dealt 5 damage; Bob loses 2 life"
    assert _life(d, "Bob") == 1


def test_worship_changes_the_result_not_the_damage_so_lifelink_gains_it_all():
    # Ruling (Worship): the damage is still dealt; a lifelink source's controller gains
    # life equal to the damage dealt.
    d = done(_worship(3, keywords=("lifelink",)))
    assert d.outcome.text == "Bob is dealt 5 damage; Bob loses 2 life; Alice gains 5 life"


def test_worship_at_one_life_loses_no_life():
    d = done(_worship(1))
    assert d.outcome.text == "Bob is dealt 5 damage; Bob loses no life (Worship)"
    assert _life(d, "Bob") == 1


def test_worship_needs_a_creature_as_the_damage_would_be_dealt():
    d = done(_worship(3, creature=False))
    assert _life(d, "Bob") == -2


def test_worship_leaves_a_loss_of_life_other_than_damage_alone():
    # Ruling (Worship): it doesn't stop life loss from anything but damage.
    s = scenario(
        [
            obj("worship", "Worship", owner="Bob", types=("Enchantment",)),
            obj("g", "Wall", owner="Bob"),
        ],
        [fx("w", "Bob", source="worship", preset="worship")],
        [{"kind": "lose_life", "player": "Bob", "amount": 5}],
        players=[{"name": "Alice"}, {"name": "Bob", "life": 3}],
    )
    assert outcomes(s) == {"Bob loses 5 life"}


def test_worship_doesnt_stop_infects_poison_counters():
    d = done(_worship(3, keywords=("infect",)))
    assert d.outcome.text == "Bob is dealt 5 damage; Bob gets 5 poison counters"
    assert _life(d, "Bob") == 3


def test_a_damage_keyword_is_checked():
    with pytest.raises(ScenarioError) as e:
        scenario([obj("x", "X", keywords=["wings"])], [], [{"kind": "draw", "player": "Alice"}])
    assert "objects[0].keywords[0]" in str(e.value)


def _two_infect_sources(recipient, effects):
    return scenario(
        [
            obj("a", "Blighted Agent", power=1, toughness=1, keywords=["infect"]),
            obj("b", "Plague Stinger", power=1, toughness=1, keywords=["infect", "lifelink"]),
            obj("bear", "Grizzly Bears", owner="Bob", power=2, toughness=2),
            obj("ogre", "Gray Ogre", owner="Bob", power=2, toughness=2),
        ],
        effects,
        [
            {"kind": "damage", "source": "a", "recipient": recipient, "amount": 2},
            {"kind": "damage", "source": "b", "recipient": recipient, "amount": 1},
        ],
    )


@BOTH
def test_counters_of_simultaneous_damage_to_one_player_are_one_event(procedure):
    # 120.4b: damage dealt at once is then processed into its results; the poison counters
    # two infect sources give Bob are put at once, so an effect taking one from "counters
    # put" applies once (Vizier of Remedies's rulings, 2017-04-18, on simultaneous wither
    # and infect damage): 2 + 1 - 1 = 2. Lifelink's gain (120.3f) stays its own.
    minus = fx(
        "minus",
        "Bob",
        origin="resolution",
        template="add",
        params={"event": "put_counters", "amount": -1, "counter": "poison", "player": "you"},
    )
    d = done(_two_infect_sources("Bob", [minus]), procedure)
    assert _player(d, "Bob")["counters"] == {"poison": 2}
    assert _life(d, "Alice") == 21


def test_counters_of_simultaneous_damage_to_two_creatures_stay_two_events():
    # Each creature gets its own counters: a Vizier-like effect takes one from each
    # event, and the two creatures' counters are not added up.
    minus = fx(
        "minus",
        "Bob",
        origin="resolution",
        template="add",
        params={"event": "put_counters", "amount": -1, "counter": "-1/-1", "object": {}},
    )
    s = scenario(
        [
            obj("a", "Blighted Agent", power=1, toughness=1, keywords=["infect"]),
            obj("bear", "Grizzly Bears", owner="Bob", power=2, toughness=2),
            obj("ogre", "Gray Ogre", owner="Bob", power=2, toughness=2),
        ],
        [minus],
        [
            {"kind": "damage", "source": "a", "recipient": "bear", "amount": 2},
            {"kind": "damage", "source": "a", "recipient": "ogre", "amount": 3},
        ],
    )
    d = done(s)
    counters = {o["id"]: o["counters"].get("-1/-1", 0) for o in d.state["objects"]}
    assert (counters["bear"], counters["ogre"]) == (1, 2)
