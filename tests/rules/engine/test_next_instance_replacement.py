"""A "next time" replacement keyed on a source meets the next instance of its damage.

Expected values from the rules and the cards' Oracle texts, not from the code. An effect on
"damage from a source" chosen or named "will apply to the next damage dealt by that
permanent, regardless of whether it's combat damage or damage dealt as the result of a
spell or ability" (609.7a today; 419.8a in 2008: "the effect will apply to the next damage
from that permanent"); for a prevention, 615.8 says it in full: "the next instance of damage
from that source, regardless of how much damage that is". All combat damage is dealt
simultaneously (510.2; in 2008, 310.4: "When it resolves, it's all dealt at once, as
originally assigned"), so a creature blocked by two creatures, or with trample, deals one
instance of damage to several recipients, and a redirection keyed on it meets all of it.

Goblin Psychopath: "Whenever Goblin Psychopath attacks or blocks, flip a coin. If you lose
the flip, the next time it would deal combat damage this turn, it deals that damage to you
instead."
Reflect Damage: "The next time a source of your choice would deal damage this turn, that
damage is dealt to that source's controller instead."
Opal-Eye, Konda's Yojimbo: "{T}: The next time a source of your choice would deal damage
this turn, that damage is dealt to Opal-Eye, Konda's Yojimbo instead."
Jade Monolith: "{1}: The next time a source of your choice would deal damage to target
creature this turn, that source deals that damage to you instead."
Soltari Guerrillas: "{0}: The next time Soltari Guerrillas would deal combat damage to an
opponent this turn, it deals that damage to target creature instead."
Pyroclasm: "Pyroclasm deals 2 damage to each creature."
"""

from __future__ import annotations

import pytest

from .helpers import done, fx, obj, scenario

MODERN, OLD = "2025-09-19", "2008-02-01"
BOTH = pytest.mark.parametrize("procedure", [MODERN, OLD])

PSYCHO = obj("gp", "Goblin Psychopath", owner="Bob", power=5, toughness=5, in_combat=True)
GIANT = obj("giant", "Hill Giant", owner="Bob", power=3, toughness=3, in_combat=True)
BEARS = obj("bears", "Grizzly Bears", power=2, toughness=2, in_combat=True)
ELVES = obj("elves", "Llanowar Elves", power=1, toughness=1, in_combat=True)


def _dmg(source, recipient, amount, eid, combat=True):
    return {
        "id": eid,
        "kind": "damage",
        "source": source,
        "recipient": recipient,
        "amount": amount,
        "combat": combat,
    }


def _damage(d, oid):
    return next(o.get("damage", 0) for o in d.state["objects"] if o["id"] == oid)


def _life(d, name):
    return next(p["life"] for p in d.state["players"] if p["name"] == name)


def _psychopath(events, timeline=None):
    effect = fx("gp", "Bob", source="gp", preset="goblin-psychopath")
    return scenario([PSYCHO, BEARS, ELVES], [effect], events, timeline=timeline)


# Bob's Goblin Psychopath, blocked by Alice's Bears and Elves, assigns 3 and 2; the blockers
# deal theirs to it at the same time.
BLOCKED = [
    _dmg("gp", "bears", 3, "e1"),
    _dmg("gp", "elves", 2, "e2"),
    _dmg("bears", "gp", 2, "e3"),
    _dmg("elves", "gp", 1, "e4"),
]


@BOTH
def test_psychopath_blocked_by_two_deals_all_its_damage_to_its_controller(procedure):
    d = done(_psychopath(BLOCKED), procedure)
    assert _life(d, "Bob") == 20 - 3 - 2
    assert _damage(d, "bears") == 0
    assert _damage(d, "elves") == 0
    # The blockers' damage is theirs, not the Psychopath's: dealt normally.
    assert _damage(d, "gp") == 2 + 1


@BOTH
def test_psychopath_is_asked_nothing(procedure):
    d = done(_psychopath(BLOCKED), procedure)
    assert not any(s.kind == "choice" for s in d.trace)


@BOTH
def test_psychopath_with_trample_sends_the_blockers_part_and_the_players_part(procedure):
    trample = [_dmg("gp", "bears", 2, "e1"), _dmg("gp", "Alice", 3, "e2")]
    d = done(_psychopath(trample), procedure)
    assert _life(d, "Bob") == 20 - 5
    assert _life(d, "Alice") == 20
    assert _damage(d, "bears") == 0


@BOTH
def test_psychopath_with_double_strike_only_the_first_step_is_sent_back(procedure):
    # First-strike combat damage step, then the regular one: two instances.
    first = [{"events": [_dmg("gp", "Alice", 5, "f1")]}]
    regular = [_dmg("gp", "Alice", 5, "e1")]
    d = done(_psychopath(regular, timeline=first), procedure)
    assert _life(d, "Bob") == 20 - 5
    assert _life(d, "Alice") == 20 - 5


@BOTH
def test_psychopath_watches_only_combat_damage(procedure):
    # Its noncombat damage (say, a fight) doesn't use it up; its combat damage later does.
    fight = [{"events": [_dmg("gp", "bears", 5, "f1", combat=False)]}]
    d = done(_psychopath([_dmg("gp", "Alice", 5, "e1")], timeline=fight), procedure)
    assert _damage(d, "bears") == 5
    assert _life(d, "Alice") == 20
    assert _life(d, "Bob") == 20 - 5


@BOTH
def test_reflect_damage_on_a_creature_blocked_by_two(procedure):
    rd = obj("rd", "Reflect Damage", types=("Instant",), zone="graveyard")
    effect = fx("rd", source="rd", preset="reflect-damage", params={"chosen_source": "giant"})
    events = [_dmg("giant", "bears", 2, "e1"), _dmg("giant", "elves", 1, "e2")]
    d = done(scenario([GIANT, BEARS, ELVES, rd], [effect], events), procedure)
    assert _life(d, "Bob") == 20 - 3
    assert _damage(d, "bears") == 0
    assert _damage(d, "elves") == 0


PYROCLASM = obj("pc", "Pyroclasm", owner="Bob", types=("Sorcery",), zone="stack", colors=["red"])
OPAL = obj("opal", "Opal-Eye, Konda's Yojimbo", power=1, toughness=4)
OGRE = obj("ogre", "Gray Ogre", owner="Bob", power=2, toughness=2)


@BOTH
def test_opal_eye_takes_all_of_pyroclasm(procedure):
    effect = fx(
        "opal", source="opal", preset="opal-eye-kondas-yojimbo", params={"chosen_source": "pc"}
    )
    events = [
        _dmg("pc", "bears", 2, "e1", combat=False),
        _dmg("pc", "opal", 2, "e2", combat=False),
        _dmg("pc", "ogre", 2, "e3", combat=False),
    ]
    d = done(scenario([PYROCLASM, BEARS, OPAL, OGRE], [effect], events), procedure)
    # Its own 2 and the 2 each to the Bears and the Ogre.
    assert _damage(d, "opal") == 6
    assert _damage(d, "bears") == 0
    assert _damage(d, "ogre") == 0


@BOTH
def test_jade_monolith_takes_only_the_damage_to_its_target(procedure):
    jm = obj("jm", "Jade Monolith", types=("Artifact",))
    params = {"chosen_source": "pc", "recipient": {"object": {"id": "bears"}}}
    effect = fx("jm", source="jm", preset="jade-monolith", params=params)
    events = [
        _dmg("pc", "bears", 2, "e1", combat=False),
        _dmg("pc", "elves", 2, "e2", combat=False),
    ]
    d = done(scenario([PYROCLASM, BEARS, ELVES, jm], [effect], events), procedure)
    assert _life(d, "Alice") == 20 - 2
    assert _damage(d, "bears") == 0
    assert _damage(d, "elves") == 2


@BOTH
def test_soltari_guerrillas_send_their_combat_damage_to_the_target_creature(procedure):
    sg = obj("sg", "Soltari Guerrillas", power=3, toughness=2, in_combat=True)
    effect = fx("sg", source="sg", preset="soltari-guerrillas", params={"to": "ogre"})
    d = done(scenario([sg, OGRE], [effect], [_dmg("sg", "Bob", 3, "e1")]), procedure)
    assert _life(d, "Bob") == 20
    assert _damage(d, "ogre") == 3


@BOTH
def test_an_instead_keyed_on_a_source_meets_all_its_damage_at_once(procedure):
    # "The next time Hill Giant would deal damage this turn, instead it deals that much
    # damage to its controller": written with the general template.
    effect = fx(
        "x",
        template="instead",
        params={
            "once": True,
            "watch": {"event": "damage", "source": {"id": "giant"}},
            "instead": [
                {
                    "do": "damage",
                    "source": "source",
                    "recipient": {"controller_of": "source"},
                    "amount": "that_many",
                }
            ],
        },
    )
    events = [_dmg("giant", "bears", 2, "e1"), _dmg("giant", "elves", 1, "e2")]
    d = done(scenario([GIANT, BEARS, ELVES], [effect], events), procedure)
    assert _life(d, "Bob") == 20 - 3
    assert _damage(d, "bears") == 0
    assert _damage(d, "elves") == 0


def test_the_rest_of_the_instance_cites_the_rule_on_a_sources_next_damage():
    modern = done(_psychopath(BLOCKED), MODERN).trace
    old = done(_psychopath(BLOCKED), OLD).trace
    assert any("609.7a" in s.rules for s in modern)
    assert any("419.8a" in s.rules for s in old)
    assert not any("609.7a" in s.rules for s in old)


@BOTH
def test_an_instance_prevented_away_still_uses_the_effect_up(procedure):
    # Circle of Protection: Red on the chosen red Hill Giant: its whole instance of damage
    # to Bob is prevented, nothing of that batch is left to happen, and the Giant's
    # damage in a later moment is dealt normally (615.8: "any subsequent instances of
    # damage that would be dealt by that source are dealt normally").
    cop = obj("cop", "Circle of Protection: Red", owner="Bob", types=("Enchantment",))
    giant = {**GIANT, "owner": "Alice", "colors": ["red"]}
    effect = fx(
        "cop",
        "Bob",
        source="cop",
        preset="circle-of-protection-red",
        params={"chosen_source": "giant"},
    )
    earlier = [{"events": [_dmg("giant", "Bob", 3, "f1")]}]
    d = done(
        scenario([cop, giant], [effect], [_dmg("giant", "Bob", 3, "e1")], timeline=earlier),
        procedure,
    )
    assert _life(d, "Bob") == 20 - 3
    assert "cop" not in d.state["live_effects"]


# Pilgrim of Justice: "{W}, Sacrifice Pilgrim of Justice: The next time a red source of your
# choice would deal damage this turn, prevent that damage." Shaman en-Kor: "{1}{W}: The next
# time a source of your choice would deal damage to target creature this turn, that damage is
# dealt to Shaman en-Kor instead." Beacon of Destiny: "{T}: The next time a source of your
# choice would deal damage to you this turn, that damage is dealt to Beacon of Destiny
# instead."


def _pyroclasm_on(*recipients):
    return [_dmg("pc", r, 2, f"e{i}", combat=False) for i, r in enumerate(recipients, 1)]


@BOTH
def test_pilgrim_of_justice_prevents_all_of_pyroclasm(procedure):
    pj = obj("pj", "Pilgrim of Justice", zone="graveyard")
    effect = fx("pj", source="pj", preset="pilgrim-of-justice", params={"chosen_source": "pc"})
    events = _pyroclasm_on("bears", "ogre", "elves")
    d = done(scenario([PYROCLASM, BEARS, OGRE, ELVES, pj], [effect], events), procedure)
    assert [_damage(d, o) for o in ("bears", "ogre", "elves")] == [0, 0, 0]
    assert "pj" not in d.state["live_effects"]


@BOTH
def test_shaman_en_kor_takes_only_the_damage_to_its_target_and_its_own(procedure):
    shaman = obj("sk", "Shaman en-Kor", power=1, toughness=2)
    params = {"chosen_source": "pc", "recipient": {"object": {"id": "bears"}}}
    effect = fx("sk", source="sk", preset="shaman-en-kor", params=params)
    events = _pyroclasm_on("bears", "sk", "ogre")
    d = done(scenario([PYROCLASM, BEARS, shaman, OGRE], [effect], events), procedure)
    assert _damage(d, "bears") == 0
    assert _damage(d, "sk") == 2 + 2
    assert _damage(d, "ogre") == 2


@BOTH
def test_beacon_of_destiny_takes_the_chosen_attackers_damage_to_you(procedure):
    beacon = obj("bd", "Beacon of Destiny", power=1, toughness=3)
    effect = fx("bd", source="bd", preset="beacon-of-destiny", params={"chosen_source": "giant"})
    # The Giant is unblocked; Bob's other attacker, the Ogre, isn't the chosen source.
    ogre = {**OGRE, "in_combat": True}
    events = [_dmg("giant", "Alice", 3, "e1"), _dmg("ogre", "Alice", 2, "e2")]
    d = done(scenario([GIANT, ogre, beacon], [effect], events), procedure)
    assert _damage(d, "bd") == 3
    assert _life(d, "Alice") == 20 - 2


# Impulsive Maneuvers: "Whenever a creature attacks, flip a coin. If you win the flip, the
# next time that creature would deal combat damage this turn, it deals double that damage
# instead. If you lose the flip, the next time that creature would deal combat damage this
# turn, prevent that damage." The trample case: 2 to the blocking Bears, 3 to Alice.


def _maneuvers(key, events, timeline=None):
    im = obj("im", "Impulsive Maneuvers", types=("Enchantment",))
    effect = fx("im", source="im", preset=key, params={"source": {"id": "giant"}})
    return scenario([GIANT, BEARS, im], [effect], events, timeline=timeline)


TRAMPLE = [_dmg("giant", "bears", 2, "e1"), _dmg("giant", "Alice", 3, "e2")]


@BOTH
def test_a_won_flip_doubles_all_the_combat_damage_it_deals_at_once(procedure):
    d = done(_maneuvers("impulsive-maneuvers-won", TRAMPLE), procedure)
    assert _damage(d, "bears") == 4
    assert _life(d, "Alice") == 20 - 6
    assert "im" not in d.state["live_effects"]


@BOTH
def test_a_lost_flip_prevents_all_the_combat_damage_it_deals_at_once(procedure):
    d = done(_maneuvers("impulsive-maneuvers-lost", TRAMPLE), procedure)
    assert _damage(d, "bears") == 0
    assert _life(d, "Alice") == 20


@BOTH
def test_a_won_flip_doubles_only_the_first_instance(procedure):
    first = [{"events": [_dmg("giant", "Alice", 3, "f1")]}]
    d = done(
        _maneuvers("impulsive-maneuvers-won", [_dmg("giant", "Alice", 3, "e1")], first), procedure
    )
    assert _life(d, "Alice") == 20 - 6 - 3


@BOTH
def test_desperate_gambit_won_doubles_each_creature_pyroclasm_hits(procedure):
    # Bob's Pyroclasm is a source he controls; he won the flip.
    dg = obj("dg", "Desperate Gambit", owner="Bob", types=("Instant",), zone="graveyard")
    effect = fx(
        "dg", "Bob", source="dg", preset="desperate-gambit-won", params={"source": {"id": "pc"}}
    )
    events = _pyroclasm_on("bears", "elves")
    d = done(scenario([PYROCLASM, BEARS, ELVES, dg], [effect], events), procedure)
    assert _damage(d, "bears") == 4
    assert _damage(d, "elves") == 4
