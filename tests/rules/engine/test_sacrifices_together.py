"""Lands that sacrifice permanents as they would enter, entering at the same time (two put
onto the battlefield by one spell, Scapeshift's "put any number of land cards onto the
battlefield", or played and put there at once by a scenario's events).

Kjeldoran Outpost (Oracle): "If Kjeldoran Outpost would enter the battlefield, sacrifice a
Plains instead. If you do, put Kjeldoran Outpost onto the battlefield. If you don't, put it
into its owner's graveyard." Lotus Vale (Oracle): "If Lotus Vale would enter the
battlefield, sacrifice two untapped lands instead. If you do, put Lotus Vale onto the
battlefield. If you don't, put it into its owner's graveyard."

The rules read here, today and in 2008:
- each replacement applies to its own entering event, and the sacrifice it says is a cost
  ("If you do", 118.12; 424.1 in 2008), paid in full or not at all: "A player can't pay a
  cost without having the necessary resources to pay it fully" (118.3; 424.2 in 2008);
- "To sacrifice a permanent, its controller moves it from the battlefield directly to its
  owner's graveyard" (701.21a today, 701.17a from 2020-07-03 to 2025-02-07; 501.6a in 2008):
  a permanent is moved once, so one already sacrificed for one entering land isn't there to
  be sacrificed for the other; the two sacrifices need two Plains;
- "If multiple replacement effects that require choices from a player would modify how
  multiple permanents enter the battlefield simultaneously, that player may not make choices
  for those effects that would cause the combined costs of those effects to not be payable"
  (614.12b, 2025-09-19; read the same way before it was written, as the shock lands'
  payments are): which Plains goes with which land is chosen so that both costs are paid.

So with one Plains only one Outpost can be put onto the battlefield, and the other is put
into its owner's graveyard; the Plains is sacrificed once. Which of the two enters follows
the order the effects are applied in (each applies to an event of its own): every path has
exactly one. Every expected value is read from those words, not from the code's answers.
"""

from __future__ import annotations

from typing import Any

import pytest

from rules.engine import Done, Scenario, resolve
from rules.engine.explorer import explore, explore_every_order
from rules.engine.sacrificing import choosable, room, sacrificed

from .heldout_walk import MODERN, OLD, walk
from .helpers import AB, card, done, fx, obj, pending
from .test_heldout_real_interactions import read

OUTPOST_TEXT = (
    "If Kjeldoran Outpost would enter the battlefield, sacrifice a Plains instead. If you do, "
    "put Kjeldoran Outpost onto the battlefield. If you don't, put it into its owner's "
    "graveyard.\n{T}: Add {W}.\n{1}{W}, {T}: Create a 1/1 white Soldier creature token."
)


def plains(oid: str) -> dict[str, Any]:
    return card(oid, "Plains", "Alice", "Land", subtypes=["Plains"], supertypes=["Basic"])


def island(oid: str) -> dict[str, Any]:
    return card(oid, "Island", "Alice", "Land", subtypes=["Island"], supertypes=["Basic"])


def _outposts(lands: list[dict[str, Any]], zone: str = "hand") -> dict[str, Any]:
    """Two Kjeldoran Outposts, read from their Oracle text, entering at the same time."""
    objects, effects = [], []
    for n in (1, 2):
        outpost, outpost_fx = read("Kjeldoran Outpost", OUTPOST_TEXT, type_line="Land", zone=zone)
        oid = f"outpost{n}"
        objects.append({**outpost, "id": oid})
        effects += [{**e, "id": f"{e['id']}-{n}", "source": oid} for e in outpost_fx]
    return {
        "players": AB,
        "objects": [*objects, *lands],
        "effects": effects,
        "events": [{"kind": "move", "object": f"outpost{n}", "to": "battlefield"} for n in (1, 2)],
    }


def _same_without_memo(data: dict[str, Any], procedure: str) -> None:
    """The explorer's walk, which remembers what an effect made of an event, finds on each
    path the outcome that resolving that path alone (with a trace) finds, and the same
    outcomes as trying every choice path."""
    s = Scenario.from_dict({"version": 1, **data})
    exploration = explore(s, procedure)
    for group in exploration.outcomes:
        for path in group.paths:
            answer = resolve(s, procedure, path)
            assert isinstance(answer, Done)
            assert answer.outcome.text == group.outcome.text, path
    assert set(exploration.texts()) == set(explore_every_order(s, procedure).texts())


@pytest.mark.parametrize("procedure", [MODERN, OLD])
@pytest.mark.parametrize("zone", ["hand", "library"])
def test_two_outposts_and_one_plains_only_one_enters(procedure, zone):
    """One Plains pays for one Outpost only (118.3, 701.21a): one Outpost enters, the other
    is put into Alice's graveyard, and the Plains is sacrificed once."""
    data = _outposts([plains("p1")], zone)
    paths = walk(data, procedure)
    assert paths
    for p in paths:
        zones = sorted((p.zone("outpost1"), p.zone("outpost2")))
        assert zones == ["battlefield", "graveyard"], p.text
        assert p.zone("p1") == "graveyard"
        assert "2 times" not in p.text, p.text
    _same_without_memo(data, procedure)


@pytest.mark.parametrize("procedure", [MODERN, OLD])
def test_two_outposts_and_two_plains_each_plains_is_sacrificed_once(procedure):
    """Two Plains pay for both: each Outpost's sacrifice takes a Plains of its own, so both
    enter and both Plains are in the graveyard. Alice chooses which Plains goes with the
    first (701.21a, 608.2d); the second takes the one left, without a question."""
    data = _outposts([plains("p1"), plains("p2")])
    paths = walk(data, procedure)
    assert paths
    for p in paths:
        assert (p.zone("outpost1"), p.zone("outpost2")) == ("battlefield", "battlefield"), p.text
        assert (p.zone("p1"), p.zone("p2")) == ("graveyard", "graveyard"), p.text
        assert len(p.choices) == 1 and p.choosers == ("Alice",)
    s = Scenario.from_dict({"version": 1, **data})
    first = pending(s, procedure)
    assert [o.id.rsplit(":", 1)[1] for o in first.options] == ["p1", "p2"]
    _same_without_memo(data, procedure)


def _vale_and_outpost(lands: list[dict[str, Any]], vale_first: bool) -> dict[str, Any]:
    objects = [
        obj("outpost", "Kjeldoran Outpost", zone="hand", types=("Land",)),
        obj("vale", "Lotus Vale", zone="hand", types=("Land",)),
        *lands,
    ]
    effects = [
        fx("outpost", source="outpost", preset="kjeldoran-outpost"),
        fx("vale", source="vale", preset="lotus-vale"),
    ]
    order = ["vale", "outpost"] if vale_first else ["outpost", "vale"]
    return {
        "players": AB,
        "objects": objects,
        "effects": effects,
        "events": [{"kind": "enter", "object": o} for o in order],
    }


@pytest.mark.parametrize("procedure", [MODERN, OLD])
@pytest.mark.parametrize("vale_first", [False, True])
def test_outpost_and_lotus_vale_with_a_plains_and_an_island_only_one_enters(procedure, vale_first):
    """A Plains and an Island, both untapped: Lotus Vale's two untapped lands and the
    Outpost's Plains are three permanents, and Alice has two (118.3). One of the two lands
    enters, the other is put into Alice's graveyard; the Plains is sacrificed, once."""
    data = _vale_and_outpost([plains("p1"), island("i1")], vale_first)
    paths = walk(data, procedure)
    assert paths
    for p in paths:
        entered = [o for o in ("outpost", "vale") if p.zone(o) == "battlefield"]
        assert len(entered) == 1, p.text
        assert p.zone("p1") == "graveyard"
        assert p.zone("i1") == ("graveyard" if entered == ["vale"] else "battlefield")
    _same_without_memo(data, procedure)


@pytest.mark.parametrize("procedure", [MODERN, OLD])
@pytest.mark.parametrize("vale_first", [False, True])
def test_outpost_and_lotus_vale_with_two_plains_and_an_island_both_enter(procedure, vale_first):
    """Two Plains and an Island, all untapped, pay for both (614.12b): Lotus Vale's two lands
    never leave the Outpost without a Plains, so both enter and all three lands are
    sacrificed; no choice Alice is offered leaves a cost unpaid."""
    data = _vale_and_outpost([plains("p1"), plains("p2"), island("i1")], vale_first)
    paths = walk(data, procedure)
    assert paths
    for p in paths:
        assert (p.zone("outpost"), p.zone("vale")) == ("battlefield", "battlefield"), p.text
        assert {p.zone(o) for o in ("p1", "p2", "i1")} == {"graveyard"}, p.text
    _same_without_memo(data, procedure)


@pytest.mark.parametrize("procedure", [MODERN, OLD])
def test_an_option_that_leaves_the_other_cost_unpaid_is_not_offered(procedure):
    """Lotus Vale's sacrifice asked first: any of the three lands may be its first (each
    leaves a Plains for the Outpost), but once a Plains is chosen, the other Plains must
    go with the Outpost (614.12b, 118.3): the Island is the Vale's second land, and nothing
    more is asked."""
    data = _vale_and_outpost([plains("p1"), plains("p2"), island("i1")], vale_first=True)
    s = Scenario.from_dict({"version": 1, **data})
    first = pending(s, procedure)
    assert [o.id.rsplit(":", 1)[1] for o in first.options] == ["p1", "p2", "i1"]
    vale_p1 = next(o.id for o in first.options if o.id.endswith(":p1"))
    answer = done(s, procedure, (vale_p1,))
    zones = {o["id"]: o["zone"] for o in answer.state["objects"]}
    assert {zones[o] for o in ("p1", "p2", "i1", "outpost", "vale")} == {
        "graveyard",
        "battlefield",
    }
    assert (zones["outpost"], zones["vale"]) == ("battlefield", "battlefield")


@pytest.mark.parametrize("procedure", [MODERN, OLD])
def test_a_plains_chosen_for_one_outpost_is_not_offered_for_the_other(procedure):
    """Three Plains: Alice chooses one for the first Outpost, then one of the two others for
    the second; the one already chosen is being sacrificed and isn't offered again
    (701.21a)."""
    data = _outposts([plains("p1"), plains("p2"), plains("p3")])
    s = Scenario.from_dict({"version": 1, **data})
    first = pending(s, procedure)
    assert [o.id.rsplit(":", 1)[1] for o in first.options] == ["p1", "p2", "p3"]
    second = pending(s, procedure, (first.options[0].id,))
    assert [o.id.rsplit(":", 1)[1] for o in second.options] == ["p2", "p3"]
    assert second.options[0].id.split(":")[1] != first.options[0].id.split(":")[1]
    answer = done(s, procedure, (first.options[0].id, second.options[1].id))
    zones = {o["id"]: o["zone"] for o in answer.state["objects"]}
    assert [zones[o] for o in ("p1", "p2", "p3")] == ["graveyard", "battlefield", "graveyard"]
    assert (zones["outpost1"], zones["outpost2"]) == ("battlefield", "battlefield")


@pytest.mark.parametrize(
    ("procedure", "cited"), [(MODERN, ("701.21a", "118.3", "614.12b")), (OLD, ("501.6a", "424.2"))]
)
def test_the_outpost_left_without_a_plains_says_why(procedure, cited):
    """The second Outpost's step says that the one Plains is taken by the other sacrifice
    made at the same time, citing the rules of its release: the sacrifice rule and the cost
    paid in full (701.21a and 118.3, with 614.12b from 2025-09-19; 501.6a and 424.2 in
    2008)."""
    s = Scenario.from_dict({"version": 1, **_outposts([plains("p1")])})
    steps = [st for st in done(s, procedure).trace if "can't sacrifice a Plains" in st.explanation]
    assert len(steps) == 1
    said = steps[0].explanation
    assert "Alice controls 1" in said and "sacrifices made at the same time" in said
    assert all(rule in said for rule in cited), said


@pytest.mark.parametrize("procedure", [MODERN, OLD])
def test_a_sacrifice_chosen_or_not_on_another_path_is_not_taken_for_this_one(procedure):
    """A land of the scenario's own making, entering with Kjeldoran Outpost: "If this would
    enter, you may sacrifice a Plains instead. If you do, put it onto the battlefield. If you
    don't, put it into its owner's graveyard." With one Plains, if Alice sacrifices it for
    that land, the Outpost has none left and goes to the graveyard (118.3, 701.21a); if she
    doesn't, that land goes to the graveyard and the Outpost takes the Plains. The explorer
    meets the Outpost's entering on both paths, each with its own answer."""
    made = fx(
        "pledge",
        source="pledge",
        template="instead",
        label="Plains Pledge",
        params={
            "watch": {"event": "enter", "object": {"this": True}},
            "instead": [
                {"do": "sacrifice", "permanent": {"subtypes": ["Plains"]}, "may": True},
                {"do": "move", "object": "affected", "to": "battlefield", "if_done": 0},
                {"do": "move", "object": "affected", "to": "graveyard", "unless_done": 0},
            ],
        },
    )
    data = {
        "players": AB,
        "objects": [
            obj("pledge", "Plains Pledge", zone="hand", types=("Land",)),
            obj("outpost", "Kjeldoran Outpost", zone="hand", types=("Land",)),
            plains("p1"),
        ],
        "effects": [made, fx("outpost", source="outpost", preset="kjeldoran-outpost")],
        "events": [{"kind": "enter", "object": o} for o in ("pledge", "outpost")],
    }
    got = {(p.zone("pledge"), p.zone("outpost"), p.zone("p1")) for p in walk(data, procedure)}
    assert got == {
        ("battlefield", "graveyard", "graveyard"),
        ("graveyard", "battlefield", "graveyard"),
    }
    _same_without_memo(data, procedure)


CYCLE = [
    # preset, the card's name, the lands that pay for one copy and not two (plus a land that
    # doesn't match: tapped, or of another type)
    ("heart-of-yavimaya", "Heart of Yavimaya", "Forest", 1),
    ("soldevi-excavations", "Soldevi Excavations", "Island", 1),
    ("balduvian-trading-post", "Balduvian Trading Post", "Mountain", 1),
    ("scorched-ruins", "Scorched Ruins", "Swamp", 2),
    ("lotus-vale", "Lotus Vale", "Swamp", 2),
]


@pytest.mark.parametrize("procedure", [MODERN, OLD])
@pytest.mark.parametrize(("preset", "name", "kind", "each"), CYCLE)
def test_two_lands_of_the_cycle_and_enough_for_one(procedure, preset, name, kind, each):
    """Two copies of a land of the cycle ("If [this] would enter, sacrifice a Forest / an
    untapped Island / an untapped Mountain / two untapped lands instead. If you do, put
    [it] onto the battlefield. If you don't, put it into its owner's graveyard."), entering
    together, with the untapped lands one copy needs and a tapped one: one copy enters, the
    other is put into the graveyard (118.3; 701.21a), and each untapped land is sacrificed
    once."""
    lands = [
        card(f"l{n}", kind, "Alice", "Land", subtypes=[kind], supertypes=["Basic"])
        for n in range(each)
    ]
    tapped = card("t", kind, "Alice", "Land", subtypes=[kind], tapped=True)
    data = {
        "players": AB,
        "objects": [
            *(obj(f"c{n}", name, zone="hand", types=("Land",)) for n in (1, 2)),
            *lands,
            tapped,
        ],
        "effects": [fx(f"c{n}", source=f"c{n}", preset=preset) for n in (1, 2)],
        "events": [{"kind": "enter", "object": f"c{n}"} for n in (1, 2)],
    }
    paths = walk(data, procedure)
    assert paths
    tapped_paid = preset == "heart-of-yavimaya"  # "a Forest", tapped or not
    for p in paths:
        zones = sorted((p.zone("c1"), p.zone("c2")))
        if tapped_paid:
            assert zones == ["battlefield", "battlefield"], p.text
            assert p.zone("t") == "graveyard"
        else:
            assert zones == ["battlefield", "graveyard"], p.text
            assert p.zone("t") == "battlefield"
        assert {p.zone(land["id"]) for land in lands} == {"graveyard"}
        assert "2 times" not in p.text, p.text
    _same_without_memo(data, procedure)


def test_many_permanents_and_several_sacrifices_are_matched_each_once():
    """The matching of permanents to the sacrifices made together: each gets its own, and a
    choice that would leave another short is not offered (614.12b; 118.3)."""
    many = tuple(f"o{n}" for n in range(300))
    plains_only = many[:150]
    assert room(many, 200, [(plains_only, 150)]) == 150
    assert room(many, 100, [(plains_only, 150)]) == 100
    assert room(plains_only, 1, [(plains_only, 150)]) == 0
    # Two sacrifices of a Plains and one Plains for both: none left for the second.
    assert room(("p1",), 1, [(("p1",), 1)]) == 0
    assert room(("p1", "p2"), 1, [(("p1", "p2"), 1)]) == 1
    # "Two untapped lands" beside "a Plains", with two Plains and an Island: a Plains
    # may be the first land, but not the second once the other Plains is taken.
    assert choosable(("p1", "p2", "i1"), 2, [(("p1", "p2"), 1)]) == ["p1", "p2", "i1"]
    assert choosable(("p2", "i1"), 1, [(("p2",), 1)]) == ["i1"]
    # Carried out: the first listed that leave the later sacrifices theirs.
    assert sacrificed_ids(("p1", "p2", "i1"), 2, [(("p1",), 1)]) == ("p2", "i1")
    assert sacrificed_ids(many, 150, [(plains_only, 150)]) == many[150:]


def sacrificed_ids(ids: tuple[str, ...], n: int, later: list[Any]) -> tuple[str, ...]:
    from rules.engine.state import Obj, World

    objects = tuple(
        Obj(id=i, name="Land", owner="Alice", controller="Alice", zone="battlefield") for i in ids
    )
    world = World(players=(), objects=objects, live=frozenset())
    return sacrificed(world, "Alice", (), n, {}, None, (), later)
