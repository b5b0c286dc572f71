"""More rulings taken from the rules text: "can't" effects on damage, the rule numbers
of other releases, entering permanents checked as they would exist."""

from __future__ import annotations

from rules.engine import get_procedure

from .helpers import done, fx, obj, outcomes, scenario

MODERN, OLD = "2025-09-19", "2008-02-01"

OGRE = obj("ogre", "Gray Ogre", colors=["red"], power=2, toughness=2)
BEARS = obj("bears", "Grizzly Bears", owner="Bob", colors=["green"], power=2, toughness=2)


# "Damage can't be dealt" (614.17) ------------------------------------------------


def _cant_damage(params: dict[str, object], recipient: str):
    return scenario(
        [OGRE, BEARS],
        [
            fx("ward", "Bob", template="cant", label="Bob's ward", params=params),
            fx("furnace", origin="resolution", preset="furnace-of-rath"),
        ],
        [{"kind": "damage", "source": "ogre", "recipient": recipient, "amount": 2}],
    )


def test_damage_that_cant_be_dealt_to_a_player_is_not_dealt_and_not_doubled():
    # 614.17: the "can't" effect wins; 614.17c: an event that can't happen takes only
    # self-replacement effects, so Furnace of Rath doesn't double it either.
    d = done(_cant_damage({"event": "damage", "player": "you"}, "Bob"))
    assert d.outcome.text == "Bob can't be dealt 2 damage (Bob's ward)"
    assert d.state["players"][1]["life"] == 20


def test_a_players_cant_effect_leaves_damage_to_their_creatures_alone():
    # "Damage can't be dealt to you" names the player, not the permanents they control:
    # the damage to Grizzly Bears is doubled as usual (616.1e).
    d = done(_cant_damage({"event": "damage", "player": "you"}, "bears"))
    assert d.outcome.text == "Grizzly Bears is dealt 4 damage"


def test_a_cant_effect_on_creatures_stops_damage_to_the_matching_creature_only():
    params = {"event": "damage", "object": {"types": ["Creature"], "controller": "you"}}
    assert done(_cant_damage(params, "bears")).outcome.text == (
        "Grizzly Bears can't be dealt 2 damage (Bob's ward)"
    )
    assert done(_cant_damage(params, "Bob")).outcome.text == "Bob is dealt 4 damage"


def test_before_614_17c_a_replacement_still_modifies_damage_that_cant_be_dealt():
    # 2008-02-01 has only 103.2 ("can't" wins); nothing keeps Furnace of Rath off the
    # event, and the doubled damage still can't be dealt.
    d = done(_cant_damage({"event": "damage"}, "Bob"), OLD)
    assert d.outcome.text == "Bob can't be dealt 4 damage (Bob's ward)"


# Rule numbers of other releases --------------------------------------------------


def test_modal_replacement_rule_is_cited_only_while_419_6g_says_so():
    # 419.6g was the modal replacement rule until 2008-07-15; in 2008-10-01 419.6g is
    # "skip a step, then another action" and no rule names modal replacements, so the
    # citation falls back to the rule defining replacement effects, 419.1a.
    assert get_procedure("2008-07-15").rules("modal") == ("419.6g",)
    assert get_procedure("2008-10-01").rules("modal") == ("419.1a",)
    assert get_procedure("2009-05-01").rules("modal") == ("419.1a",)
    assert get_procedure("2006-07-15").rules("modal") == ("419.6g",)
    assert get_procedure("2003-07-01").rules("modal") == ()


# Entering permanents, checked as they would exist (614.12) -------------------------

COMPASS = obj(
    "compass",
    "Thaumatic Compass",
    types=("Artifact",),
    zone="graveyard",
    back={"name": "Spires of Orazca", "types": ["Land"]},
)
ROOT_MAZE = obj("maze", "Root Maze", owner="Bob", types=("Enchantment",))


def _transformed():
    return scenario(
        [COMPASS, ROOT_MAZE],
        [
            fx(
                "maze",
                "Bob",
                source="maze",
                template="enter_tapped",
                label="Root Maze",
                params={"object": {"types": ["Artifact"]}},
            ),
            fx(
                "transformed",
                template="enter_back_face_up",
                origin="resolution",
                params={"object": {"id": "compass"}},
            ),
        ],
        [{"kind": "enter", "object": "compass", "controller": "Alice"}],
    )


def test_a_card_entering_back_face_up_is_checked_with_its_back_faces_characteristics():
    # 616.1d: the back-face effect is applied first; 614.12 with 712.8e: the permanent
    # would then be a land, not an artifact, so "artifacts enter tapped" doesn't apply.
    d = done(_transformed(), "2022-02-18")
    assert d.outcome.text == (
        "Thaumatic Compass enters the battlefield untapped under Alice's control with its "
        "back face up (Spires of Orazca)"
    )
    assert d.state["objects"][0]["back_face_up"] is True


def test_before_the_back_face_step_the_artifact_may_be_tapped_first():
    # 2021-11-15 has no 616.1d: Alice (the card's owner; it has no controller in the
    # graveyard, 616.1) may apply Root Maze while it is still an artifact.
    assert outcomes(_transformed(), "2021-11-15") == {
        "Thaumatic Compass enters the battlefield tapped under Alice's control with its "
        "back face up (Spires of Orazca)",
        "Thaumatic Compass enters the battlefield untapped under Alice's control with its "
        "back face up (Spires of Orazca)",
    }


def test_a_copy_effect_already_applied_is_not_reported_as_not_applying():
    # 614.5: the copy effect had its one opportunity; once applied, the permanent no
    # longer has that ability (614.12), and that is no reason to list it as not applying.
    s = scenario(
        [
            obj("steel", "Sculpting Steel", types=("Artifact",), zone="stack"),
            obj("orb", "Orb of Dreams", owner="Bob", types=("Artifact",)),
        ],
        [
            fx(
                "copy",
                source="steel",
                template="enter_as_copy",
                label="Sculpting Steel",
                params={"object": {"this": True}, "copy_of": "orb"},
            ),
            fx("orb", "Bob", source="orb", preset="orb-of-dreams"),
        ],
        [{"kind": "enter", "object": "steel"}],
    )
    d = done(s)
    # The Orb on the battlefield taps the copy; the copy's own Orb ability doesn't apply
    # to itself (614.12's example of Orb of Dreams).
    assert d.outcome.text == (
        "Sculpting Steel enters the battlefield tapped under Alice's control as a copy of "
        "Orb of Dreams"
    )
    assert not [s for s in d.trace if "doesn't apply" in s.explanation]


# What a player is told ------------------------------------------------------------


def test_the_question_says_whether_the_chooser_controls_or_owns_the_affected_object():
    # 616.1 / 419.9a: the affected object's controller chooses, or its owner if it has
    # no controller; a card in a hand has no controller, a permanent has one.
    from rules.engine import load_examples, resolve

    examples = {e.id: e for e in load_examples()}
    madness = resolve(examples["madness"].scenario, MODERN)
    assert all(
        o.explanation.startswith(
            "Alice owns Fiery Temper, the affected card, and a card in a hand has no "
            "controller, so Alice chooses."
        )
        for o in madness.options
    )
    colossus = resolve(examples["case-02"].scenario, MODERN)
    assert all(
        o.explanation.startswith(
            "Alice controls Blightsteel Colossus, the affected object, so Alice chooses."
        )
        for o in colossus.options
    )
    assert not any("(or owns)" in o.explanation for o in (*madness.options, *colossus.options))


def test_an_optional_effect_asks_whether_to_apply_it():
    # 614.1a / 419.1a: "you may … instead": its controller chooses whether to apply it.
    from rules.engine import load_examples, resolve

    example = next(e for e in load_examples() if e.id == "clone")
    q = resolve(example.scenario, MODERN)
    assert q.question.startswith("Alice, do you apply Clone to: ")
    assert {o.id for o in q.options} == {"mode:apply", "mode:decline"}
    assert all("chooses whether to apply it" in o.explanation for o in q.options)
