"""Sekki, Seasons' Guide: "If damage would be dealt to Sekki, prevent that damage, remove
that many +1/+1 counters from Sekki, and create that many 1/1 colorless Spirit creature
tokens." A prevention with an additional effect (615.5): "that many" is the damage
prevented, so the tokens are as many as that damage even when fewer counters are left to
remove (removing counters that aren't there is ignored, 614.6 / 615.6). Doubling Season:
"If an effect would create one or more tokens under your control, it creates twice that
many of those tokens instead"."""

from __future__ import annotations

import pytest

from .helpers import done, fx, obj, scenario


def _sekki(counters, *, season=False):
    objects = [
        obj("sekki", "Sekki, Seasons' Guide", counters={"+1/+1": counters}),
        obj("bolt", "Lightning Bolt", owner="Bob", zone="stack", types=("Instant",)),
    ]
    effects = [fx("sekki", source="sekki", preset="sekki-seasons-guide")]
    if season:
        objects.append(obj("season", "Doubling Season", types=("Enchantment",)))
        effects.append(fx("season", source="season", preset="doubling-season-tokens"))
    events = [{"id": "e1", "kind": "damage", "source": "bolt", "recipient": "sekki", "amount": 3}]
    return scenario(objects, effects, events)


def _spirits(d):
    return sum(
        1 for o in d.state["objects"] if o["name"] == "Spirit" and o["zone"] == "battlefield"
    )


@pytest.mark.parametrize("procedure", ["2025-09-19", "2008-02-01"])
@pytest.mark.parametrize(("counters", "left"), [(8, 5), (2, 0)])
def test_the_damage_becomes_spirits_and_counters_removed(procedure, counters, left):
    d = done(_sekki(counters), procedure)
    sekki = next(o for o in d.state["objects"] if o["id"] == "sekki")
    assert sekki["damage"] == 0
    assert sekki["counters"].get("+1/+1", 0) == left
    assert _spirits(d) == 3


def test_doubling_season_doubles_the_spirits():
    assert _spirits(done(_sekki(8, season=True))) == 6
