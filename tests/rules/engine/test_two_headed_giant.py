"""The Two-Headed Giant variant (810; 606 in 2008): teams of two sharing a life total.

Expected values from the rules' own examples: Flame Rift deals each team 8 (810.9), Platinum
Angel and Transcendence keep the whole team from losing (810.8a), a life total read or set
for one player (810.9a, 810.9c; 606.9a, 606.9c of 2008 read half the team's, rounded up),
no exchange with a teammate (810.9e), "can't gain life" covering the team (810.9g)."""

from __future__ import annotations

from typing import Any

import pytest

from rules.engine import Scenario, ScenarioError, resolve

from .helpers import done, fx, obj

MODERN, OLD = "2025-09-19", "2008-02-01"
BOTH = pytest.mark.parametrize("procedure", [MODERN, OLD])
PLAYERS = [{"name": n, "library": ["Island"]} for n in ("Alice", "Bob", "Carol", "Dan")]
RIFT = obj("rift", "Flame Rift", "Bob", ("Sorcery",), zone="stack", colors=["red"])
ANGEL = obj("angel", "Platinum Angel", "Carol", ("Artifact", "Creature"))


def _giant(
    objects: list[dict[str, Any]],
    effects: list[dict[str, Any]],
    events: list[dict[str, Any]],
    *,
    ours: int = 30,
    theirs: int = 30,
    **extra: Any,
) -> Scenario:
    return Scenario.from_dict(
        {
            "version": 1,
            "players": PLAYERS,
            "teams": [
                {"players": ["Alice", "Carol"], "life": ours},
                {"players": ["Bob", "Dan"], "life": theirs},
            ],
            "objects": objects,
            "effects": effects,
            "events": events,
            **extra,
        }
    )


def _rift() -> list[dict[str, Any]]:
    """Flame Rift: "Flame Rift deals 4 damage to each player"."""
    return [
        {"kind": "damage", "source": "rift", "recipient": p["name"], "amount": 4} for p in PLAYERS
    ]


def _life(d: Any) -> dict[str, int]:
    return {p["name"]: p["life"] for p in d.state["players"]}


@BOTH
def test_flame_rift_deals_each_team_eight(procedure):
    # 810.9 (606.9 in 2008): "Each team is dealt a total of 8 damage."
    d = done(_giant([RIFT], [], _rift()), procedure)
    assert _life(d) == {"Alice": 22, "Bob": 22, "Carol": 22, "Dan": 22}
    assert "Alice and Carol's team is at 22 life (was 30)" in d.outcome.text
    assert "Bob and Dan's team is at 22 life (was 30)" in d.outcome.text
    assert d.state["players"][0]["teammate"] == "Carol"


@BOTH
def test_a_prevention_on_one_player_leaves_the_teammates_damage(procedure):
    # Healing Salve on Carol prevents 3 of her 4: the team loses Alice's 4 and Carol's 1
    # (810.9: each player is dealt damage, the result applies to the team's total).
    salve = fx("salve", "Carol", preset="healing-salve", origin="resolution")
    d = done(_giant([RIFT], [salve], _rift()), procedure)
    assert _life(d)["Alice"] == _life(d)["Carol"] == 25
    assert _life(d)["Bob"] == 22


@BOTH
def test_platinum_angel_keeps_the_teammate_from_losing(procedure):
    # 810.8a (606.8b in 2008): "Neither that player nor their teammate can lose the game".
    effects = [
        fx("lose", "Carol", source="angel", preset="platinum-angel-lose"),
        fx("win", "Carol", source="angel", preset="platinum-angel"),
    ]
    events = [
        {"kind": "lose_game", "player": "Alice", "cause": "life"},
        {"kind": "win_game", "player": "Dan"},
    ]
    d = done(_giant([RIFT, ANGEL], effects, events, ours=-2), procedure)
    rule = "810.8a" if procedure == MODERN else "606.8b"
    assert d.outcome.text == (
        "Alice can't lose the game (Platinum Angel (can't lose): Alice and Carol's team "
        f"can't ({rule})); Dan can't win the game (Platinum Angel)"
    )
    assert not any(p.get("lost") or p["won"] for p in d.state["players"])


def test_without_the_angel_one_players_loss_is_the_teams():
    # 810.8a: "If either player on a team loses the game, the team loses the game."
    d = done(_giant([], [], [{"kind": "lose_game", "player": "Alice", "cause": "life"}], ours=0))
    assert d.outcome.text == "Alice loses the game: Alice and Carol's team loses (810.8a)"
    lost = {p["name"] for p in d.state["players"] if p.get("lost")}
    assert lost == {"Alice", "Carol"}


def test_platinum_angel_doesnt_stop_its_own_team_winning():
    # 810.8a's example: "neither player on the opposing team can win the game": a teammate
    # is no opponent, and one player's win is the team's.
    effects = [fx("win", "Carol", source="angel", preset="platinum-angel")]
    d = done(_giant([ANGEL], effects, [{"kind": "win_game", "player": "Alice"}]))
    assert d.outcome.text == "Alice wins the game: Alice and Carol's team wins (810.8a)"


@BOTH
def test_transcendence_reads_the_teams_life(procedure):
    # 810.8a's example: "If that player's team's life total is 0 or less, that team
    # doesn't lose the game", whichever teammate the loss is for; a loss for another
    # reason still takes the team (drawing from an empty library, 810.8a's example).
    trans = obj("trans", "Transcendence", "Alice", ("Enchantment",))
    effects = [fx("t", "Alice", source="trans", preset="transcendence")]
    events = [{"kind": "lose_game", "player": "Carol", "cause": "life"}]
    d = done(_giant([trans], effects, events, ours=-3), procedure)
    assert d.outcome.text.startswith("Carol can't lose the game (Transcendence: Alice and Carol")
    events = [{"kind": "lose_game", "player": "Carol", "cause": "draw"}]
    d = done(_giant([trans], effects, events, ours=-3), procedure)
    assert d.outcome.text.startswith("Carol loses the game: Alice and Carol's team loses")


def _becomes(life: int, condition: dict[str, Any] | None = None) -> dict[str, Any]:
    """Alice's effect: "If you would draw a card, instead your life total becomes N"."""
    params: dict[str, Any] = {
        "watch": {"event": "draw", "player": "you"},
        "instead": [{"do": "set_life", "player": "you", "life": life}],
    }
    if condition:
        params["condition"] = condition
    return fx("set", template="instead", params=params)


DRAW = [{"kind": "draw", "player": "Alice"}]


@pytest.mark.parametrize(
    ("procedure", "team", "text", "after"),
    [
        # 810.9c: "a team that has 25 life ... becomes 10 ... loses 15 life. The team winds
        # up at 10 life."
        (MODERN, 25, "Alice loses 15 life", 10),
        # 606.9c (2008): a team of 25, "Your life total becomes 20": "That player's life
        # total is considered to be 13 ... the team's life total becomes 32".
        (OLD, 25, "Alice gains 7 life", 32),
    ],
)
def test_a_life_total_set_for_one_player_adjusts_the_teams(procedure, team, text, after):
    life = 10 if procedure == MODERN else 20
    d = done(_giant([], [_becomes(life)], DRAW, ours=team), procedure)
    assert d.outcome.text.startswith(text)
    assert _life(d)["Alice"] == _life(d)["Carol"] == after


@pytest.mark.parametrize(
    ("procedure", "team", "applies"),
    [
        # 810.9a, Test of Endurance: the team wins "if their team's life total is 50 or more".
        (MODERN, 50, True),
        # 606.9a (2008), the same card: "The team's life total must be 99 or more".
        (OLD, 98, False),
        (OLD, 99, True),
    ],
)
def test_a_condition_on_a_players_life_reads_the_teams(procedure, team, applies):
    effect = _becomes(0, {"life": "you", "at_least": 50})
    scenario = _giant([], [effect], DRAW, ours=team)
    d = done(scenario, procedure)
    assert ("Alice loses" in d.outcome.text) is applies


def _exchange(other: str, effects=(), objects=()) -> Scenario:
    event = {"kind": "exchange_life", "player": "Alice", "other": other}
    return _giant(list(objects), list(effects), [event], ours=10, theirs=30)


def test_no_exchange_of_life_totals_with_a_teammate():
    # 810.9e: "A player can't exchange life totals with their teammate ... the exchange
    # won't happen."
    d = done(_exchange("Carol"))
    assert d.outcome.text == "Alice and Carol are teammates: the exchange doesn't happen (810.9e)"
    assert _life(d)["Alice"] == 10


@pytest.mark.parametrize(("procedure", "ours", "theirs"), [(MODERN, 30, 10), (OLD, 20, 20)])
def test_an_exchange_with_an_opponent_reads_each_teams_life(procedure, ours, theirs):
    # 810.9a: each player's life total is the team's (10 and 30): Alice gains 20, Bob loses
    # 20. 606.9a (2008): each is half the team's, 5 and 15: Alice gains 10, Bob loses 10.
    d = done(_exchange("Bob"), procedure)
    assert _life(d) == {"Alice": ours, "Bob": theirs, "Carol": ours, "Dan": theirs}


@pytest.mark.parametrize(("procedure", "gains"), [(MODERN, False), (OLD, True)])
def test_cant_gain_life_covers_the_team_from_2010(procedure, gains):
    # 810.9g: "If an effect says that a player can't gain life, no player on that player's
    # team can gain life." No such rule in 2008 (606.9).
    cant = fx("cant", "Alice", template="cant", params={"event": "gain_life", "player": "you"})
    gain = [{"kind": "gain_life", "player": "Carol", "amount": 3}]
    d = done(_giant([], [cant], gain), procedure)
    assert (_life(d)["Carol"] == 33) is gains


def test_cant_lose_life_covers_the_team_from_2010_10_01():
    # 810.9h: "no player on that player's team can lose life"; not before 2010-10-01.
    cant = fx("cant", "Alice", template="cant", params={"event": "lose_life", "player": "you"})
    loss = [{"kind": "lose_life", "player": "Carol", "amount": 3}]
    assert _life(done(_giant([], [cant], loss), "2010-10-01"))["Carol"] == 30
    assert _life(done(_giant([], [cant], loss), "2010-07-16"))["Carol"] == 27


def test_a_release_without_the_variant_is_refused():
    # Two-Headed Giant entered the rules as 606 on 2005-08-01; the resolver models it
    # from 2005-10-01 (606.9c of 2005-08-01 set the whole team's total).
    with pytest.raises(ScenarioError, match=r"^teams: the rules of 2005-08-01 have no"):
        resolve(_giant([], [], DRAW), "2005-08-01")
    assert done(_giant([], [], DRAW), "2005-10-01")


def _bad(**changes: Any) -> dict[str, Any]:
    data: dict[str, Any] = {
        "version": 1,
        "players": [{"name": n} for n in ("Alice", "Bob", "Carol", "Dan")],
        "teams": [{"players": ["Alice", "Carol"]}, {"players": ["Bob", "Dan"]}],
        "objects": [],
        "effects": [],
        "events": DRAW,
    }
    data.update(changes)
    return data


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (
            _bad(teams=[{"players": ["Alice", "Carol", "Bob"]}, {"players": ["Dan"]}]),
            "teams[0].players: a team of a Two-Headed Giant game has two players (810.1), not 3",
        ),
        (
            _bad(teams=[{"players": ["Alice", "Carol"]}, {"players": ["Alice", "Bob"]}]),
            "teams[1].players[0]: 'Alice' is already on teams[0]",
        ),
        (
            _bad(teams=[{"players": ["Alice", "Carol"]}, {"players": ["Bob", "Zed"]}]),
            "teams[1].players[1]: 'Zed' is not a player in the scenario",
        ),
        (
            _bad(teams=[{"players": ["Alice", "Carol"]}]),
            "teams: a Two-Headed Giant game has two teams (810.1), not 1",
        ),
        (
            _bad(
                teams=[{"players": ["Alice", "Carol"]}, {"players": ["Bob", "Dan"]}],
                players=[{"name": n} for n in ("Alice", "Bob", "Carol", "Dan", "Eve")],
            ),
            "players[4]: 'Eve' is on no team",
        ),
        (
            _bad(players=[{"name": "Alice", "life": 12}, *({"name": n} for n in "BCD")]),
            "players[0].life: Alice plays on a team",
        ),
        (_bad(teams=[{"players": ["Alice", "Carol"], "life": "x"}]), "teams[0].life"),
    ],
)
def test_a_bad_team_is_refused_with_its_path(data, message):
    if message.startswith("players[0].life"):
        data["teams"] = [{"players": ["Alice", "C"]}, {"players": ["B", "D"]}]
    with pytest.raises(ScenarioError) as caught:
        Scenario.from_dict(data)
    assert any(str(e).startswith(message) for e in caught.value.errors), caught.value.errors


def test_a_teammate_is_no_opponent_of_notion_thief():
    # Notion Thief: "If an opponent would draw a card except the first one they draw in each
    # of their draw steps, instead you skip that draw and you draw a card." The opponents in
    # Two-Headed Giant are the other team's players (810.8a's example of Platinum Angel).
    thief = obj("thief", "Notion Thief", "Alice")
    effects = [fx("thief", "Alice", source="thief", preset="notion-thief")]
    for who, replaced in (("Carol", False), ("Bob", True)):
        draw = [{"kind": "draw", "player": who}]
        d = done(_giant([thief], effects, draw))
        assert d.outcome.text == ("Alice draws a card" if replaced else f"{who} draws a card")


def test_each_opponent_is_each_player_of_the_other_team():
    # "Each opponent loses 1 life": Bob and Dan, each 1 (810.9: the team loses 2).
    effect = fx(
        "drain",
        template="instead",
        params={
            "watch": {"event": "draw", "player": "you"},
            "instead": [{"do": "lose_life", "player": "each_opponent", "amount": 1}],
        },
    )
    d = done(_giant([], [effect], DRAW))
    assert _life(d) == {"Alice": 30, "Bob": 28, "Carol": 30, "Dan": 28}


@BOTH
def test_the_note_of_a_loss_stopped_by_the_teammates_angel_says_the_team_cant(procedure):
    # 810.8a's example (606.8b in 2008): Carol's Platinum Angel ("You can't lose the game")
    # keeps Alice, her teammate, in the game: the step says so, citing the team rule.
    effects = [fx("lose", "Carol", source="angel", preset="platinum-angel-lose")]
    events = [{"kind": "lose_game", "player": "Alice", "cause": "life"}]
    d = done(_giant([ANGEL], effects, events, ours=-1), procedure)
    rule = "810.8a" if procedure == MODERN else "606.8b"
    (note,) = [s for s in d.trace if "Alice would lose the game, but" in s.explanation]
    assert "Alice and Carol's team can't" in note.explanation
    assert rule in note.rules


def _errors(data: dict[str, Any]) -> list[str]:
    with pytest.raises(ScenarioError) as caught:
        Scenario.from_dict(data)
    return [str(e) for e in caught.value.errors]


@pytest.mark.parametrize(
    ("life", "message"), [(10**12, "must be ≤ 1000000"), (-(10**12), "must be ≥ -1000000")]
)
def test_a_teams_life_has_the_bound_of_a_players_life(life, message):
    # The format states one bound for a life total, a player's or a team's shared one
    # (810.4): a whole number from -1,000,000 to 1,000,000, said the same way for both.
    events = [{"kind": "draw", "player": "Alice"}]
    base = {"version": 1, "objects": [], "effects": [], "events": events}
    team = {**base, "players": PLAYERS}
    team["teams"] = [
        {"players": ["Alice", "Carol"], "life": life},
        {"players": ["Bob", "Dan"], "life": 30},
    ]
    alone = {**base, "players": [{"name": "Alice", "life": life}]}
    assert _errors(team) == [f"teams[0].life: {message}"]
    assert _errors(alone) == [f"players[0].life: {message}"]
