"""Interactions of several effects beyond the judge cases, each ruling taken from the rules text."""

from __future__ import annotations

from .helpers import done, fx, obj, outcomes, pending, scenario

MODERN, OLD = "2025-09-19", "2008-02-01"

MANIAC = obj("maniac", "Laboratory Maniac", power=2, toughness=2)
REFLECTION = obj("reflection", "Thought Reflection", types=("Enchantment",), colors=["blue"])


# Draws made by a replacement effect happen one at a time ----------------------


def test_each_card_a_replacement_draws_is_drawn_in_turn_and_replaced_in_turn():
    # 121.2 / 423.2: cards are drawn one at a time; 614.11a / 419.6h: the draws the
    # replacement requires are completed one by one. Thought Reflection turns the draw
    # into two; the first takes the library's last card, so the second is a draw from an
    # empty library, which Laboratory Maniac replaces with a win.
    s = scenario(
        [MANIAC, REFLECTION],
        [
            fx("reflection", source="reflection", preset="thought-reflection"),
            fx("maniac", source="maniac", preset="laboratory-maniac"),
        ],
        [{"kind": "draw", "player": "Alice"}],
        players=[{"name": "Alice", "library": ["Island"]}, {"name": "Bob"}],
    )
    for procedure in (MODERN, OLD):
        d = done(s, procedure)
        assert d.outcome.text == "Alice draws a card; Alice wins the game"
        assert d.state["players"][0]["drew_from_empty_library"] == 0


def test_draws_that_replace_a_life_gain_are_drawn_one_at_a_time():
    # 616.2 with 121.2: "gain 2 life" becomes two draws, each replaced or not as it
    # happens; the second finds the library empty, so Laboratory Maniac applies to it.
    s = scenario(
        [MANIAC],
        [
            fx(
                "gain-draw",
                template="instead",
                params={
                    "watch": {"event": "gain_life", "player": "you"},
                    "instead": [{"do": "draw", "count": "that_many"}],
                },
            ),
            fx("maniac", source="maniac", preset="laboratory-maniac"),
        ],
        [{"kind": "gain_life", "player": "Alice", "amount": 2}],
        players=[{"name": "Alice", "library": ["Island"]}, {"name": "Bob"}],
    )
    assert outcomes(s) == {"Alice draws a card; Alice wins the game"}


def test_a_next_time_draw_effect_meets_the_first_of_the_draws_a_replacement_makes():
    # 121.2: the two draws of Thought Reflection are two draws in a row, so "the next
    # time you would draw" is the first of them: Alice gains 5 life, then draws a card.
    s = scenario(
        [REFLECTION],
        [
            fx("reflection", source="reflection", preset="thought-reflection"),
            fx("words", preset="words-of-worship"),
        ],
        [{"kind": "draw", "player": "Alice"}],
        players=[{"name": "Alice", "library": ["Island", "Forest"]}, {"name": "Bob"}],
    )
    p = pending(s)
    assert p.chooser == "Alice"
    d = done(s, choices=("apply:reflection",))
    assert d.outcome.text == "Alice gains 5 life; Alice draws a card"
    assert d.state["players"][0]["hand"] == ["Island"]


# Counters given as a permanent enters are counters put on it (122.6) ------------

SCALES = obj("scales", "Hardened Scales", types=("Enchantment",), colors=["green"])
SEASON = obj("season", "Doubling Season", types=("Enchantment",), colors=["green"])
FEEDER = obj("feeder", "Spike Feeder", zone="stack", colors=["green"], power=0, toughness=0)
ENTERS_WITH_TWO = fx(
    "feeder",
    source="feeder",
    template="enter_with_counters",
    params={"object": {"this": True}, "counter": "+1/+1", "count": 2},
)


def test_hardened_scales_adds_one_to_the_counters_a_creature_enters_with():
    # 122.6: "counters being put on an object" includes an object given counters as it
    # enters; the creature's own "enters with two counters" applies, then Hardened Scales
    # becomes applicable to the modified event (616.2): three counters.
    s = scenario(
        [SCALES, FEEDER],
        [fx("scales", source="scales", preset="hardened-scales"), ENTERS_WITH_TWO],
        [{"kind": "enter", "object": "feeder"}],
    )
    d = done(s)
    assert d.outcome.text == (
        "Spike Feeder enters the battlefield untapped under Alice's control with 3 +1/+1 counters"
    )
    assert "122.6" in d.trace[1].rules


def test_doubling_season_doubles_a_planeswalkers_loyalty_as_it_enters():
    # 306.5b: a planeswalker enters with loyalty counters (a replacement effect, 614.1c);
    # 122.6: those counters are put on it, so Doubling Season doubles them.
    walker = obj("jace", "Jace Beleren", types=("Planeswalker",), zone="stack", colors=["blue"])
    s = scenario(
        [SEASON, walker],
        [
            fx("season", source="season", preset="doubling-season-counters"),
            fx(
                "loyalty",
                source="jace",
                template="enter_with_counters",
                params={"object": {"this": True}, "counter": "loyalty", "count": 3},
            ),
        ],
        [{"kind": "enter", "object": "jace"}],
    )
    assert outcomes(s) == {
        "Jace Beleren enters the battlefield untapped under Alice's control with 6 loyalty counters"
    }


def test_mimic_then_scales_and_season_in_the_order_the_controller_chooses():
    # Metallic Mimic gives the entering creature a counter; then Hardened Scales and
    # Doubling Season both apply to the counters it enters with (122.6, 616.2) and its
    # controller orders them (616.1e): (1+1)*2 = 4 or 1*2+1 = 3.
    mimic = obj(
        "mimic", "Metallic Mimic", types=("Artifact", "Creature"), subtypes=["Shapeshifter"]
    )
    bear = obj("bear", "Runeclaw Bear", zone="stack", subtypes=["Bear"], colors=["green"])
    s = scenario(
        [SCALES, SEASON, mimic, bear],
        [
            fx("scales", source="scales", preset="hardened-scales"),
            fx("season", source="season", preset="doubling-season-counters"),
            fx(
                "mimic",
                source="mimic",
                preset="metallic-mimic",
                params={
                    "object": {
                        "types": ["Creature"],
                        "subtypes": ["Bear"],
                        "controller": "you",
                        "other": True,
                    }
                },
            ),
        ],
        [{"kind": "enter", "object": "bear"}],
    )
    p = pending(s)
    assert p.chooser == "Alice"
    assert {o.id for o in p.options} == {"apply:scales", "apply:season"}
    head = "Runeclaw Bear enters the battlefield untapped under Alice's control with "
    assert outcomes(s) == {head + "4 +1/+1 counters", head + "3 +1/+1 counters"}


def test_an_opponents_creature_is_checked_under_the_control_it_would_enter_with():
    # 616.1b: the control effect applies first; 614.12: the creature is then checked as it
    # would exist, under Alice's control, so her Hardened Scales applies to its counters.
    feeder = {**FEEDER, "owner": "Bob"}
    s = scenario(
        [SCALES, feeder],
        [
            fx("scales", source="scales", preset="hardened-scales"),
            fx("specimens", preset="gather-specimens"),
            {**ENTERS_WITH_TWO, "controller": "Bob"},
        ],
        [{"kind": "enter", "object": "feeder"}],
    )
    assert outcomes(s) == {
        "Spike Feeder enters the battlefield untapped under Alice's control with 3 +1/+1 counters"
    }
    without = scenario(
        [SCALES, feeder],
        [
            fx("scales", source="scales", preset="hardened-scales"),
            {**ENTERS_WITH_TWO, "controller": "Bob"},
        ],
        [{"kind": "enter", "object": "feeder"}],
    )
    assert outcomes(without) == {
        "Spike Feeder enters the battlefield untapped under Bob's control with 2 +1/+1 counters"
    }


def test_the_rule_on_counters_given_as_a_permanent_enters_is_cited_by_its_release():
    from rules.engine import get_procedure

    # 121.6 was added on 2016-07-22 and renumbered 122.6 on 2019-07-12.
    assert get_procedure("2016-07-22").rules("counters_entering") == ("121.6",)
    assert get_procedure("2019-07-12").rules("counters_entering") == ("122.6",)

    # Before 121.6 the rulings already treated them as counters put on the permanent:
    # Doubling Season (2005-10-01) "affects cards that come into play with a certain
    # number of counters"; Triskelion comes into play with six.
    assert get_procedure("2016-06-01").entering_counters_are_put
    assert get_procedure("2008-02-01").entering_counters_are_put
    assert get_procedure("2016-06-01").rules("counters_entering") == ()


# Which damage a shield prevents, when other effects may still increase it (615.7) ---


def test_shielded_player_chooses_which_damage_the_shield_meets_even_when_it_could_cover_both():
    # 615.7: damage from two sources at the same time; the shielded player chooses which
    # damage the shield prevents. The shield (3) covers the 1 + 1 as they stand, but
    # Furnace of Rath may double each before the shield meets it, so the choice matters:
    # Bob can have either source's damage be the one that gets through.
    goblin = obj("goblin", "Raging Goblin", colors=["red"], power=1, toughness=1)
    fanatic = obj("fanatic", "Mogg Fanatic", colors=["red"], power=1, toughness=1)
    s = scenario(
        [goblin, fanatic],
        [fx("furnace", preset="furnace-of-rath"), fx("salve", "Bob", preset="healing-salve")],
        [
            {"kind": "damage", "source": "goblin", "recipient": "Bob", "amount": 1},
            {"kind": "damage", "source": "fanatic", "recipient": "Bob", "amount": 1},
        ],
    )
    p = pending(s)
    assert p.chooser == "Bob"
    assert {o.id for o in p.options} == {"prevent:salve:e1", "prevent:salve:e2"}
    assert outcomes(s) == {
        "Bob is dealt no damage: 0 by Raging Goblin, 0 by Mogg Fanatic",
        "Bob is dealt 1 damage: 0 by Raging Goblin, 1 by Mogg Fanatic",
        "Bob is dealt 1 damage: 1 by Raging Goblin, 0 by Mogg Fanatic",
    }


def test_when_each_player_draws_the_active_player_draws_first():
    # 121.2c / 423.2a: the active player (Alice, first in turn order) performs her draw
    # first, taking her library's last card; then Bob's draw, which Notion Thief replaces
    # with a draw by Alice from her now empty library, so Laboratory Maniac applies to it.
    # The events are listed with Bob's first: the order of the rules decides, not the list.
    thief = obj("thief", "Notion Thief", colors=["blue", "black"], power=3, toughness=1)
    s = scenario(
        [thief, MANIAC],
        [
            fx("thief", source="thief", preset="notion-thief"),
            fx("maniac", source="maniac", preset="laboratory-maniac"),
        ],
        [{"kind": "draw", "player": "Bob"}, {"kind": "draw", "player": "Alice"}],
        players=[{"name": "Alice", "library": ["Island"]}, {"name": "Bob", "library": ["Swamp"]}],
    )
    for procedure in (MODERN, OLD):
        d = done(s, procedure)
        assert d.outcome.text == "Alice draws a card; Alice wins the game"
        assert d.state["players"][1]["library"] == ["Swamp"]


def test_the_rule_cited_for_counters_given_as_a_permanent_enters_says_so(shared_dir):
    from rules.engine import get_procedure

    from .test_citations import _release_text

    for release in ("2016-07-22", "2025-09-19"):
        official = _release_text(shared_dir, release)
        texts = [official.get(n, "") for n in get_procedure(release).rules("counters_entering")]
        assert any("given counters as it enters" in t for t in texts), release
