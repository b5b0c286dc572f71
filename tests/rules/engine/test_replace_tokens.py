"""Template ``replace_tokens``: tokens of some kinds that would be created are replaced by
others, in the same event (614.1a, 614.6), with one opportunity on it (614.5; 419.6a).

Academy Manufactor: "If you would create a Clue, Food, or Treasure token, instead create one
of each." Its official rulings (2021-06-18): with one Academy Manufactor, if you "would
create some number of Clue, Food, or Treasure tokens, you will instead create that many Clue
tokens, that many Food tokens, and that many Treasure tokens"; with two, "three times that
many" of each; with eighteen, 129,140,163 (3^17) times that many. So the count is of all the
Clue, Food and Treasure tokens of the event together, and a Manufactor's own tokens are not
replaced again by it (614.5) but are by another Manufactor.

Chatterfang, Squirrel General: "If one or more tokens would be created under your control,
those tokens plus that many 1/1 green Squirrel creature tokens are created instead." Doubling
Season: "If an effect would create one or more tokens under your control, it creates twice
that many of those tokens instead." With several, the player creating the tokens chooses the
order (616.1, 616.1e; 419.9a in 2008), each applying once (616.1f)."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from rules.engine import ScenarioError

from .helpers import done, explore, fx, obj, outcomes, pending, scenario

MODERN, OLD = "2025-09-19", "2008-02-01"

PRESETS = {
    "manufactor": "academy-manufactor",
    "season": "doubling-season-tokens",
    "lives": "parallel-lives",
    "procession": "anointed-procession",
    "chatterfang": "chatterfang-squirrel-general",
    "took": "peregrin-took",
    "visitation": "divine-visitation",
}


def _cards(*ids: str, controller: str = "Alice"):
    objects, effects = [], []
    for i in ids:
        base = i.rstrip("0123456789")
        objects.append(obj(i, base.title(), owner=controller, types=("Artifact", "Creature")))
        effects.append(fx(i, controller, source=i, preset=PRESETS[base]))
    return objects, effects


def _create(*ids: str, token="Food", count=1, player="Alice", controller="Alice"):
    objects, effects = _cards(*ids, controller=controller)
    if isinstance(token, str):
        token = {"name": token, "types": ["Artifact"], "subtypes": [token]}
    event = {"kind": "create_tokens", "player": player, "count": count, "token": token}
    return scenario(objects, effects, [event])


_ENTERS = re.compile(
    r"(?P<name>.+?) token (?:enters the battlefield|comes into play) .*?(?:\((?P<n>\d+) times\))?$"
)


def _made(s, procedure=MODERN) -> set[tuple[tuple[str, int], ...]]:
    """Each outcome as the tokens that entered, by name and number."""
    found = set()
    for group in explore(s, procedure).outcomes:
        names = Counter()
        for line in group.outcome.lines:
            m = _ENTERS.match(line)
            assert m, line
            names[m["name"]] += int(m["n"] or 1)
        found.add(tuple(sorted(names.items())))
    return found


def _each(n: int, **more: int) -> tuple[tuple[str, int], ...]:
    return tuple(sorted({"Clue": n, "Food": n, "Treasure": n, **more}.items()))


@pytest.mark.parametrize("procedure", [MODERN, OLD])
@pytest.mark.parametrize("token", ["Clue", "Food", "Treasure"])
def test_one_manufactor_one_of_each(procedure, token):
    assert _made(_create("manufactor", token=token), procedure) == {_each(1)}


def test_some_number_of_them_that_many_of_each():
    # "would create some number of … you will instead create that many Clue tokens, that
    # many Food tokens, and that many Treasure tokens": two Food tokens, two of each.
    assert _made(_create("manufactor", count=2)) == {_each(2)}


def test_its_own_tokens_are_not_replaced_again_by_it():
    # 614.5: one opportunity on the event and on the event that replaces it. Applied once.
    answer = done(_create("manufactor"))
    applied = [s for s in answer.trace if s.effect_id == "manufactor"]
    assert len(applied) == 1
    assert applied[0].event_after == (
        "Alice would create a Clue token, a Food token and a Treasure token"
    )


def test_two_manufactors_three_times_that_many():
    assert _made(_create("manufactor1", "manufactor2")) == {_each(3)}
    assert _made(_create("manufactor1", "manufactor2", count=2)) == {_each(6)}


def test_three_manufactors_nine_times_that_many():
    # The rulings' eighteen: 3^17; three: 3^2.
    assert _made(_create("manufactor1", "manufactor2", "manufactor3")) == {_each(9)}


def test_two_manufactors_the_player_orders_them():
    question = pending(_create("manufactor1", "manufactor2"))
    assert question.chooser == "Alice"
    assert {o.id for o in question.options} == {"apply:manufactor1", "apply:manufactor2"}


@pytest.mark.parametrize("doubler", ["season", "lives", "procession"])
@pytest.mark.parametrize("procedure", [MODERN, OLD])
def test_with_a_doubler_two_of_each_in_either_order(doubler, procedure):
    s = _create("manufactor", doubler)
    assert _made(s, procedure) == {_each(2)}
    first = pending(s, procedure)
    assert {o.id for o in first.options} == {"apply:manufactor", f"apply:{doubler}"}
    for option in first.options:
        assert _made_after(s, procedure, option.id) == _each(2)


def _made_after(s, procedure, *choices):
    answer = done(s, procedure, choices)
    found = [_ENTERS.match(e) for e in answer.to_dict()["events"]]
    names = Counter(m["name"] for m in found if m)
    return tuple(sorted(names.items()))


def test_with_chatterfang_the_order_decides_the_squirrels():
    # Manufactor first: a Clue, a Food and a Treasure, then Chatterfang: those plus three
    # Squirrels. Chatterfang first: the Food and a Squirrel; then Manufactor replaces only
    # the Food (the Squirrel is none of its kinds): a Clue, a Food, a Treasure, a Squirrel.
    s = _create("manufactor", "chatterfang")
    assert _made_after(s, MODERN, "apply:manufactor") == _each(1, Squirrel=3)
    assert _made_after(s, MODERN, "apply:chatterfang") == _each(1, Squirrel=1)
    assert _made(s) == {_each(1, Squirrel=3), _each(1, Squirrel=1)}


def test_with_doubling_season_and_chatterfang_six_or_two_squirrels():
    # One Treasure; the six orders of Manufactor (M), Doubling Season (D), Chatterfang (C):
    # M D C: 2 of each, then 6 Squirrels; M C D: 1 of each and 3 Squirrels, doubled; D M C:
    # 2 Treasures, 2 of each, 6 Squirrels; D C M: 2 Treasures and 2 Squirrels, then 2 of
    # each; C M D and C D M: a Treasure and a Squirrel, then 2 of each and 2 Squirrels.
    s = _create("manufactor", "season", "chatterfang", token="Treasure")
    assert _made(s) == {_each(2, Squirrel=6), _each(2, Squirrel=2)}


def test_peregrin_took_adds_a_food_that_manufactor_counts():
    # Took first: a Food and an additional Food, two of Manufactor's kinds: two of each.
    # Manufactor first: a Clue, a Food, a Treasure, and Took adds a Food.
    s = _create("manufactor", "took")
    assert _made_after(s, MODERN, "apply:took") == _each(2)
    assert _made_after(s, MODERN, "apply:manufactor") == tuple(
        sorted({"Clue": 1, "Food": 2, "Treasure": 1}.items())
    )


def test_other_tokens_are_not_its_kinds():
    soldier = {"name": "Soldier", "types": ["Creature"], "subtypes": ["Soldier"]}
    assert _made(_create("manufactor", token=soldier)) == {(("Soldier", 1),)}


def test_an_opponents_tokens_are_left_alone():
    s = _create("manufactor", player="Bob")
    assert _made(s) == {(("Food", 1),)}


def test_a_predefined_token_is_of_its_kind():
    s = _create("manufactor", token={"name": "Treasure", "types": ["Artifact"]})
    # A token named Treasure without the subtype is not a Treasure token (111.10a gives the
    # predefined token its subtype; the filter reads the subtype).
    assert _made(s) == {(("Treasure", 1),)}


def test_divine_visitation_under_2008_with_doubling_season():
    # Raise the Alarm's two Soldiers: Divine Visitation ("that many 4/4 white Angel creature
    # tokens … are created instead") and Doubling Season, in either order, four Angels
    # (419.9a: the affected player chooses; 419.6a: each once).
    soldier = {
        "name": "Soldier",
        "types": ["Creature"],
        "subtypes": ["Soldier"],
        "colors": ["white"],
    }
    s = _create("visitation", "season", token=soldier, count=2)
    for procedure in (OLD, MODERN):
        assert _made(s, procedure) == {(("Angel", 4),)}


def test_divine_visitation_replaces_only_the_creature_tokens():
    # A Food: Divine Visitation doesn't apply; Chatterfang adds a Squirrel, and then Divine
    # Visitation applies (616.1f), replacing only the Squirrel (a creature token) with an
    # Angel: the Food is created as it was.
    s = _create("visitation", "chatterfang")
    assert _made(s) == {(("Angel", 1), ("Food", 1))}
    assert [x.effect_id for x in done(s).trace if x.kind == "forced"] == [
        "chatterfang",
        "visitation",
    ]


def _effect(params):
    return scenario(
        [obj("m", "Academy Manufactor")],
        [fx("m", source="m", template="replace_tokens", params=params)],
        [
            {
                "kind": "create_tokens",
                "player": "Alice",
                "token": {"name": "Food", "types": ["Artifact"], "subtypes": ["Food"]},
            }
        ],
    )


@pytest.mark.parametrize(
    ("params", "path", "words"),
    [
        ({}, "effects[0].params.tokens", "required"),
        ({"tokens": []}, "effects[0].params.tokens", "non-empty list"),
        ({"tokens": ["Gizmo"]}, "effects[0].params.tokens", "[0] 'Gizmo' is not a predefined"),
        ({"tokens": [{"name": 3}]}, "effects[0].params.tokens", "[0].name must be a string"),
        ({"tokens": ["Clue"], "count": 0}, "effects[0].params.count", "≥ 1"),
        (
            {"tokens": ["Clue"], "object": {"any_subtypes": "Clue"}},
            "effects[0].params.object",
            "any_subtypes must be a list of strings",
        ),
    ],
)
def test_bad_parameters_are_refused_naming_the_path(params, path, words):
    with pytest.raises(ScenarioError) as e:
        _effect(params)
    found = {(d["path"], d["message"]) for d in e.value.to_dict()["errors"]}
    assert any(p == path and words in m for p, m in found), found


def test_the_watch_of_instead_reads_the_kinds_of_token():
    # A general ``instead`` on creating tokens with an object filter applies only to tokens
    # that match it: Divine Visitation written with it leaves a Food alone.
    s = scenario(
        [obj("v", "Divine Visitation", types=("Enchantment",))],
        [
            fx(
                "v",
                source="v",
                template="instead",
                params={
                    "watch": {"event": "create_tokens", "object": {"types": ["Creature"]}},
                    "instead": [{"do": "create_tokens", "count": "that_many", "token": "Walker"}],
                },
            )
        ],
        [
            {
                "kind": "create_tokens",
                "player": "Alice",
                "token": {"name": "Food", "types": ["Artifact"], "subtypes": ["Food"]},
            }
        ],
    )
    assert outcomes(s) == {"Food token enters the battlefield untapped under Alice's control"}


def test_any_subtypes_matches_any_of_them_and_says_so():
    from rules.engine.filters import describe_filter, obj_matches
    from rules.engine.state import Obj

    f = {"any_subtypes": ["Clue", "Food", "Treasure"]}
    food = Obj(
        id="f",
        name="Food",
        owner="Alice",
        controller="Alice",
        zone="battlefield",
        types=("Artifact",),
        subtypes=("Food",),
    )
    bear = Obj(
        id="b",
        name="Bear",
        owner="Alice",
        controller="Alice",
        zone="battlefield",
        types=("Creature",),
        subtypes=("Bear",),
    )

    class _Fx:
        source = None
        controller = "Alice"

    assert obj_matches(f, food, fx=_Fx())  # type: ignore[arg-type]
    assert not obj_matches(f, bear, fx=_Fx())  # type: ignore[arg-type]
    assert describe_filter({**f, "token": True}) == "a Clue, Food, or Treasure permanent token"


def test_an_addition_to_tokens_of_several_kinds_adds_to_the_kind_it_names():
    # Xorn: "If you would create one or more Treasure tokens, instead create those tokens
    # plus an additional Treasure token." After Academy Manufactor, the event creates a
    # Clue, a Food and a Treasure: one more Treasure, not one more of each.
    objects, effects = _cards("manufactor")
    objects.append(obj("xorn", "Xorn"))
    effects.append(
        fx(
            "xorn",
            source="xorn",
            template="add",
            params={
                "event": "create_tokens",
                "amount": 1,
                "player": "you",
                "object": {"subtypes": ["Treasure"]},
            },
        )
    )
    food = {"name": "Food", "types": ["Artifact"], "subtypes": ["Food"]}
    s = scenario(objects, effects, [{"kind": "create_tokens", "player": "Alice", "token": food}])
    # Xorn doesn't apply to the Food; after Manufactor it does (616.1f): 1, 1, 2 (the
    # XMage test of the pair says the same).
    assert _made(s) == {(("Clue", 1), ("Food", 1), ("Treasure", 2))}
