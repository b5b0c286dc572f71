"""A melded permanent: one permanent represented by two cards (701.42a, 712.4a).

Expected values from the rules' words (Comprehensive Rules of 2026-01-16):

- 712.21: "If a melded permanent leaves the battlefield, one permanent leaves the battlefield
  and two cards are put into the appropriate zone."
- 712.21a: put into its owner's graveyard or library, the owner arranges the two cards.
- 712.21c: an effect that finds the new object finds both cards, "the same actions are taken
  upon each of them".
- 712.21d: "applying one of those replacement effects to one of the two cards affects both
  cards" (its example: Leyline of the Void and Wheel of Sun and Moon on Chittering Host;
  the controller chooses one, and both cards move).
- 712.21e: counted as cards, a melded permanent that moved counts as two.
- 701.42b, 712.5: only the two cards of one meld pair can be melded; tokens can't.
- 712.8g: a melded permanent has only the characteristics of the combined back face.
"""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from rules.engine import ScenarioError, explore
from rules.engine.conditions import measure
from rules.engine.state import Obj, PlayerState, World

from .helpers import done, fx, obj, outcomes, scenario

RATS_SCAVENGERS = ["Graf Rats", "Midnight Scavengers"]
BOTH = "(both its cards: Graf Rats and Midnight Scavengers)"


def _host(**kw):
    return obj("host", "Chittering Host", "Bob", power=5, toughness=6, melded=RATS_SCAVENGERS, **kw)


def _host_in(world):
    return next(o for o in world["objects"] if o["id"] == "host")


@pytest.mark.parametrize("procedure", ["2025-09-19", "2008-02-01"])
def test_a_melded_permanent_destroyed_puts_both_cards_into_the_graveyard(procedure):
    answer = done(scenario([_host()], [], [{"kind": "destroy", "object": "host"}]), procedure)
    assert answer.outcome.text == f"Chittering Host is destroyed {BOTH}"
    host = _host_in(answer.to_dict()["state"])
    assert host["zone"] == "graveyard"
    assert host["melded"] == RATS_SCAVENGERS


def test_rest_in_peace_exiles_both_cards():
    s = scenario(
        [obj("rip", "Rest in Peace", types=("Enchantment",)), _host()],
        [fx("rip", source="rip", preset="rest-in-peace")],
        [{"kind": "destroy", "object": "host"}],
    )
    assert outcomes(s) == {f"Chittering Host is exiled {BOTH}"}
    assert _host_in(done(s).to_dict()["state"])["zone"] == "exile"


def test_kalitas_exiles_both_cards_and_makes_one_zombie():
    # One permanent died: one replacement, one token (712.21: one permanent leaves).
    s = scenario(
        [obj("kal", "Kalitas, Traitor of Ghet"), _host()],
        [fx("kal", source="kal", preset="kalitas-traitor-of-ghet")],
        [{"kind": "destroy", "object": "host"}],
    )
    answer = done(s)
    assert f"Chittering Host is exiled {BOTH}" in answer.outcome.text
    zombies = [o for o in answer.to_dict()["state"]["objects"] if o["name"] == "Zombie"]
    assert len(zombies) == 1


def test_the_example_of_712_21d_bob_chooses_and_both_cards_follow():
    s = scenario(
        [
            obj("leyline", "Leyline of the Void", types=("Enchantment",)),
            obj("wheel", "Wheel of Sun and Moon", types=("Enchantment",)),
            _host(),
        ],
        [
            fx("leyline", source="leyline", preset="leyline-of-the-void"),
            fx(
                "wheel",
                source="wheel",
                preset="wheel-of-sun-and-moon",
                params={
                    "watch": {"event": "move", "object": {"owner": "Bob"}, "to": "graveyard"},
                    "instead": [{"do": "move", "to": "library", "position": "bottom"}],
                },
            ),
        ],
        [{"kind": "destroy", "object": "host"}],
    )
    exploration = explore(s, "2025-09-19")
    assert set(exploration.texts()) == {
        f"Chittering Host is exiled {BOTH}",
        "Chittering Host is put on the bottom of Bob's library (both its cards: Graf Rats and "
        "Midnight Scavengers, in an order Bob chooses)",
    }
    # The wheel first: both cards at the bottom of Bob's library (712.21a).
    bob = done(s, choices=("apply:wheel",)).to_dict()["state"]["players"][1]
    assert bob["library"][-2:] == RATS_SCAVENGERS


def test_a_move_to_a_hand_puts_both_cards_there():
    answer = done(scenario([_host()], [], [{"kind": "move", "object": "host", "to": "hand"}]))
    assert answer.outcome.text == f"Chittering Host is put into Bob's hand {BOTH}"
    assert _host_in(answer.to_dict()["state"])["zone"] == "hand"


def test_put_on_top_of_a_library_instead_puts_both_cards_there():
    s = scenario(
        [_host()],
        [
            fx(
                "top",
                template="instead",
                params={
                    "watch": {"event": "move", "to": "graveyard"},
                    "instead": [{"do": "move", "to": "library", "position": "top"}],
                },
            )
        ],
        [{"kind": "destroy", "object": "host"}],
        players=[{"name": "Alice"}, {"name": "Bob", "library": ["Island"]}],
    )
    bob = done(s).to_dict()["state"]["players"][1]
    assert bob["library"] == [*RATS_SCAVENGERS, "Island"]


def test_each_card_gets_dauthi_voidwalkers_void_counter():
    dauthi = {
        "watch": {
            "event": "move",
            "object": {"owner": "opponent", "token": False},
            "to": "graveyard",
        },
        "instead": [
            {"do": "move", "to": "exile"},
            {"do": "put_counters", "object": "affected", "counter": "void", "count": 1},
        ],
    }
    s = scenario(
        [obj("dv", "Dauthi Voidwalker"), _host()],
        [fx("dv", source="dv", template="instead", params=dauthi)],
        [{"kind": "destroy", "object": "host"}],
    )
    assert outcomes(s) == {
        f"Chittering Host is exiled {BOTH}; "
        "Graf Rats and Midnight Scavengers each get 1 void counter"
    }


def test_void_maw_exiles_both_cards():
    s = scenario(
        [obj("maw", "Void Maw"), _host()],
        [fx("maw", source="maw", preset="void-maw")],
        [{"kind": "destroy", "object": "host"}],
    )
    assert outcomes(s) == {f"Chittering Host is exiled {BOTH}"}


def test_counted_as_cards_a_melded_permanent_that_moved_is_two():
    host = Obj("host", "Chittering Host", "Bob", None, "graveyard", melded=tuple(RATS_SCAVENGERS))
    world = World(
        players=(PlayerState("Alice"), PlayerState("Bob")), objects=(host,), live=frozenset()
    )
    fx_view = SimpleNamespace(controller="Alice", mate=None)
    cards = {"cards": {"player": "Bob", "zone": "graveyard"}}
    assert measure(cards, world, fx_view, None) == 2  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("change", "path", "words"),
    [
        ({"melded": ["Graf Rats", "Hanweir Garrison"]}, "objects[0].melded", "not a meld pair"),
        ({"name": "Brisela, Voice of Nightmares"}, "objects[0].name", "Chittering Host"),
        ({"zone": "graveyard"}, "objects[0].melded", "only on the battlefield"),
        ({"token": True}, "objects[0].token", "701.42b"),
    ],
)
def test_what_can_not_be_melded_is_refused_naming_the_path(change, path, words):
    host = {**_host(), **change}
    with pytest.raises(ScenarioError) as err:
        scenario([host], [], [{"kind": "draw", "player": "Bob"}])
    found = [(e.path, e.message) for e in err.value.errors]
    assert any(p == path and words in m for p, m in found), found


def test_melded_names_two_cards():
    with pytest.raises(ScenarioError) as err:
        scenario(
            [{**_host(), "melded": ["Graf Rats"]}], [], [{"kind": "destroy", "object": "host"}]
        )
    assert any(e.path.startswith("objects[0].melded") for e in err.value.errors)
