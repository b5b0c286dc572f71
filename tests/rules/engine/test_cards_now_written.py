"""Cards docs/scenario-format.md once listed as impossible to write, written with today's
building blocks; expected values from their Oracle text and the rules cited."""

from __future__ import annotations

from tests.rules.engine.helpers import fx, obj, outcomes, scenario


def test_umbra_armor_removes_the_damage_and_destroys_the_aura():
    # Hyena Umbra, umbra armor (702.89a): "If enchanted creature would be destroyed,
    # instead remove all damage from it and destroy this Aura."
    s = scenario(
        [
            obj("bears", "Grizzly Bears", damage=2),
            obj("umbra", "Hyena Umbra", types=("Enchantment",)),
        ],
        [
            fx(
                "armor",
                source="umbra",
                template="instead",
                params={
                    "watch": {"event": "move", "cause": "destroy", "object": {"id": "bears"}},
                    "instead": [
                        {"do": "remove_damage", "object": "affected"},
                        {"do": "destroy", "object": "this"},
                    ],
                },
            )
        ],
        [{"kind": "destroy", "object": "bears"}],
    )
    assert outcomes(s) == {
        "all damage marked on Grizzly Bears is removed; Hyena Umbra is destroyed"
    }


def test_wheel_of_sun_and_moon_puts_the_card_on_the_bottom():
    # "If a card would be put into enchanted player's graveyard from anywhere, instead
    # that card is revealed and put on the bottom of its owner's library."
    s = scenario(
        [
            obj("bears", "Grizzly Bears"),
            obj("wheel", "Wheel of Sun and Moon", "Bob", ("Enchantment",)),
        ],
        [
            fx(
                "wheel",
                "Bob",
                source="wheel",
                template="instead",
                params={
                    "watch": {"event": "move", "to": "graveyard", "object": {"owner": "Alice"}},
                    "instead": [{"do": "move", "to": "library", "position": "bottom"}],
                },
            )
        ],
        [{"kind": "destroy", "object": "bears"}],
    )
    assert outcomes(s) == {"Grizzly Bears is put on the bottom of Alice's library"}


def test_dauthi_voidwalker_puts_one_void_counter_doubling_season_leaves_alone():
    # "If a card would be put into an opponent's graveyard from anywhere, instead exile it
    # with a void counter on it." The exiled card is not a permanent: Doubling Season
    # ("counters on a permanent you control") doesn't apply (122.6).
    s = scenario(
        [
            obj("bears", "Grizzly Bears", "Bob"),
            obj("dv", "Dauthi Voidwalker"),
            obj("ds", "Doubling Season", types=("Enchantment",)),
        ],
        [
            fx(
                "void",
                source="dv",
                template="move_instead",
                params={
                    "object": {"owner": "opponent"},
                    "from": "anywhere",
                    "to": "graveyard",
                    "instead_to": "exile",
                    "also": [
                        {"do": "put_counters", "counter": "void", "object": "affected", "count": 1}
                    ],
                },
            ),
            fx("ds", source="ds", preset="doubling-season-counters"),
        ],
        [{"kind": "destroy", "object": "bears"}],
    )
    assert outcomes(s) == {"Grizzly Bears is exiled; Grizzly Bears gets 1 void counter"}
