"""World state: frozen values, hashed once, changed only by making new ones."""

from __future__ import annotations

from rules.engine.state import EffectKey, Ev, Obj, PlayerState, ShieldKey, World, replace


def _world() -> World:
    players = (PlayerState(name="Alice", life=20), PlayerState(name="Bob", life=20))
    bears = Obj(id="bears", name="Grizzly Bears", owner="Bob", controller="Bob", zone="battlefield")
    return World(players=players, objects=(bears,), live=frozenset({"rip"}))


def test_a_changed_value_is_a_new_value_and_forgets_its_hash():
    ev = Ev("e1", "damage", (0,), source="bolt", recipient="Bob", amount=3)
    before = hash(ev)
    more = replace(ev, amount=6)
    assert ev.amount == 3 and more.amount == 6
    assert hash(more) != before and more != ev
    assert replace(more, amount=3) == ev and hash(replace(more, amount=3)) == before


def test_apnap_order_is_turn_order_from_the_active_player():
    # 101.4: the active player first, then each other player in turn order.
    w = _world()
    assert [w.apnap_index(p) for p in ("Alice", "Bob")] == [0, 1]


def test_an_effect_used_up_is_no_longer_live():
    w = _world()
    assert "rip" not in w.used_up("rip").live and "rip" in w.live


def test_shields_are_set_and_read_by_key():
    w = _world().set_shield(ShieldKey("cop", "bears"), 3)
    assert w.shield(ShieldKey("cop", "bears")) == 3 and w.shield(ShieldKey("cop", "Bob")) is None
    assert w.set_shield(ShieldKey("cop", "bears"), 1).shield(ShieldKey("cop", "bears")) == 1


def test_an_effects_shields_on_several_objects_are_its_own():
    # 615.7: each creature's shield is its own pool; the effect's one pool and a
    # redirection's "next N" left are not shields on an object.
    w = (
        _world()
        .set_shield(ShieldKey("cop", "bears"), 3)
        .set_shield(ShieldKey("cop", "wall"), 0)
        .set_shield(ShieldKey("cop"), 2)
        .set_shield(ShieldKey("cop", redirection=True), 1)
        .set_shield(ShieldKey("other", "bears"), 5)
    )
    assert w.shields_of("cop") == ((ShieldKey("cop", "bears"), 3), (ShieldKey("cop", "wall"), 0))


def test_pools_are_kept_in_the_order_of_their_text():
    # The JSON lists shields by key: "a-b" (effect a-b) before "a:z" ("-" before ":").
    w = _world().set_shield(ShieldKey("a", "z"), 1).set_shield(ShieldKey("a-b"), 2)
    assert [str(k) for k, _ in w.shields] == ["a-b", "a:z"]


def test_an_effects_opportunity_on_an_event_is_a_value():
    # 614.5: one opportunity per event, recorded with the event as it is replaced.
    ev = Ev("e1", "draw", (0,), player="Alice", amount=1)
    after = ev.but(applied=ev.applied | {EffectKey("notion")})
    assert EffectKey("notion") in after.applied and not ev.applied
    assert EffectKey("notion", "clone") not in after.applied
