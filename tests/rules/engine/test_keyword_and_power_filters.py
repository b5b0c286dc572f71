"""Filters on a creature's keywords and power: "creatures with flying" (Scarecrow), "attacking
creatures without flying" (Al-abara's Carpet), "creatures with power 4 or less" (Vine
Snare); and a card's keyword lines giving its object those keywords, so that a lifelink
creature added by its text gains its controller life (120.3f). Expected values come from
the cards' Oracle texts and the rules cited, not from the code."""

from __future__ import annotations

import pytest

from rules.cardtext import parse_card
from rules.engine import Scenario, ScenarioError

from .heldout_walk import MODERN, OLD, only
from .helpers import AB, card, dmg

_ALL = (OLD, MODERN)


def _prevent_by(source: dict, *, combat: bool | None = None) -> dict:
    params: dict = {"amount": "all", "source": source}
    if combat is not None:
        params["combat"] = combat
    return {
        "id": "fog",
        "controller": "Alice",
        "template": "prevent",
        "origin": "resolution",
        "params": params,
    }


def _attack(attackers: list[dict], effect: dict) -> dict:
    return {
        "players": AB,
        "objects": attackers,
        "effects": [effect],
        "events": [dmg(a["id"], "Alice", a["power"], combat=True) for a in attackers],
    }


@pytest.mark.parametrize("procedure", _ALL)
def test_scarecrow_prevents_the_flyers_damage_and_not_the_others(procedure):
    # Scarecrow: "Prevent all damage that would be dealt to you this turn by creatures with
    # flying." A Serra Angel (flying) and a Hill Giant attack Alice: only the Giant's 3.
    angel = card("angel", "Serra Angel", "Bob", power=4, toughness=4, keywords=["flying"])
    giant = card("giant", "Hill Giant", "Bob", power=3, toughness=3)
    effect = _prevent_by({"types": ["Creature"], "keywords": ["flying"]})
    effect["params"]["recipient"] = {"player": "you"}
    assert only(_attack([angel, giant], effect), procedure).life("Alice") == 20 - 3


@pytest.mark.parametrize("procedure", _ALL)
def test_al_abaras_carpet_prevents_only_attackers_without_flying(procedure):
    # Al-abara's Carpet: "… by attacking creatures without flying": the Angel's 4 is dealt.
    angel = card(
        "angel", "Serra Angel", "Bob", power=4, toughness=4, keywords=["flying"], combat="attacking"
    )
    giant = card("giant", "Hill Giant", "Bob", power=3, toughness=3, combat="attacking")
    effect = _prevent_by({"types": ["Creature"], "combat": "attacking", "not_keywords": ["flying"]})
    assert only(_attack([angel, giant], effect), procedure).life("Alice") == 20 - 4


@pytest.mark.parametrize("procedure", _ALL)
def test_hunters_ambush_prevents_nongreen_creatures_damage(procedure):
    # Hunter's Ambush: "Prevent all combat damage that would be dealt by nongreen creatures
    # this turn." A green Craw Wurm's 6 is dealt; a red Hill Giant's 3 (and a colorless
    # artifact creature's 2: colorless is not green) are prevented.
    wurm = card("wurm", "Craw Wurm", "Bob", power=6, toughness=4, colors=["green"])
    giant = card("giant", "Hill Giant", "Bob", power=3, toughness=3, colors=["red"])
    golem = card("golem", "Bronze Golem", "Bob", power=2, toughness=2)
    effect = _prevent_by({"types": ["Creature"], "not_colors": ["green"]}, combat=True)
    assert only(_attack([wurm, giant, golem], effect), procedure).life("Alice") == 20 - 6


@pytest.mark.parametrize("procedure", _ALL)
def test_vine_snare_reads_power_with_its_counters(procedure):
    # Vine Snare: "Prevent all combat damage that would be dealt this turn by creatures with
    # power 4 or less." A 4/4 is prevented; a 3/3 with two +1/+1 counters has power 5
    # (122.1a, 613.4c) and deals its 5.
    bear = card("ogre", "Dread Ogre", "Bob", power=4, toughness=4)
    grown = card("grown", "Grown Bear", "Bob", power=3, toughness=3, counters={"+1/+1": 2})
    data = _attack(
        [bear, grown], _prevent_by({"types": ["Creature"], "power_at_most": 4}, combat=True)
    )
    data["events"][1]["amount"] = 5
    assert only(data, procedure).life("Alice") == 20 - 5


def test_power_or_greater_and_a_creature_without_a_power_given():
    # "with power 4 or greater": a 4/4 matches; an object the scenario gives no power is not
    # known to have power 4 or greater, and its damage is dealt.
    big = card("big", "Big", "Bob", power=4, toughness=4)
    unknown = card("unknown", "Unknown", "Bob")
    data = _attack([big], _prevent_by({"types": ["Creature"], "power_at_least": 4}))
    data["objects"].append(unknown)
    data["events"].append(dmg("unknown", "Alice", 2))
    assert only(data).life("Alice") == 20 - 2


@pytest.mark.parametrize(
    ("source", "path", "words"),
    [
        ({"keywords": ["wings"]}, "keywords", "must be a list of keywords"),
        ({"not_keywords": "flying"}, "not_keywords", "must be a list of keywords"),
        ({"power_at_most": "four"}, "power_at_most", "whole number"),
        ({"power_at_least": True}, "power_at_least", "whole number"),
    ],
)
def test_a_bad_keyword_or_power_in_a_filter_is_refused_by_name(source, path, words):
    giant = card("giant", "Hill Giant", "Bob", power=3, toughness=3)
    data = _attack([giant], _prevent_by(source))
    with pytest.raises(ScenarioError) as caught:
        Scenario.from_dict({"version": 1, **data})
    text = str(caught.value)
    assert path in text and words in text


def test_an_object_keyword_outside_the_list_is_refused():
    giant = card("giant", "Hill Giant", "Bob", power=3, toughness=3, keywords=["wings"])
    with pytest.raises(ScenarioError) as caught:
        Scenario.from_dict({"version": 1, **_attack([giant], _prevent_by({}))})
    assert "objects[0].keywords" in str(caught.value)


@pytest.mark.parametrize(
    ("name", "text", "source"),
    [
        (
            "Scarecrow",
            "{6}, {T}: Prevent all damage that would be dealt to you this turn by creatures "
            "with flying.",
            {"types": ["Creature"], "keywords": ["flying"]},
        ),
        (
            "Vine Snare",
            "Prevent all combat damage that would be dealt this turn by creatures with power 4 "
            "or less.",
            {"types": ["Creature"], "power_at_most": 4},
        ),
        (
            "Hunter's Ambush",
            "Prevent all combat damage that would be dealt by nongreen creatures this turn.",
            {"types": ["Creature"], "not_colors": ["green"]},
        ),
        (
            "Tanglesap",
            "Prevent all combat damage that would be dealt this turn by creatures without trample.",
            {"types": ["Creature"], "not_keywords": ["trample"]},
        ),
        (
            "Al-abara's Carpet",
            "{5}, {T}: Prevent all damage that would be dealt to you this turn by attacking "
            "creatures without flying.",
            {"types": ["Creature"], "combat": "attacking", "not_keywords": ["flying"]},
        ),
    ],
)
def test_the_reader_reads_keywords_and_power_of_a_source(name, text, source):
    parsed = parse_card(name=name, text=text, controller="Alice", type_line="Instant")
    assert parsed.whole, parsed.unparsed
    (effect,) = parsed.effects
    assert effect["template"] == "prevent"
    assert effect["params"]["source"] == source
    (line,) = parsed.summary
    said = {
        "keywords": "creature with flying",
        "power_at_most": "creature with power 4 or less",
        "not_keywords": "creature without ",
        "not_colors": "nongreen creature",
    }
    assert any(words in line for key, words in said.items() if key in source), line


@pytest.mark.parametrize("procedure", _ALL)
def test_a_lifelink_creature_read_from_its_text_gains_its_controller_life(procedure):
    # Vampire Nighthawk ("Flying, deathtouch, lifelink"): its 2 damage to Bob gains Alice 2
    # life (120.3f; 502.68a in 2008), so its object must carry the keyword.
    parsed = parse_card(
        name="Vampire Nighthawk",
        text="Flying, deathtouch, lifelink",
        controller="Alice",
        type_line="Creature — Vampire Shaman",
    )
    hawk = parsed.object
    assert hawk["keywords"] == ["flying", "deathtouch", "lifelink"]
    hawk = {**hawk, "id": "hawk", "power": 2, "toughness": 3}
    data = {"players": AB, "objects": [hawk], "effects": [], "events": [dmg("hawk", "Bob", 2)]}
    path = only(data, procedure)
    assert (path.life("Alice"), path.life("Bob")) == (22, 18)
