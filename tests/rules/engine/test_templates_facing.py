"""Tests for templates/facing.py: "As [this permanent] is turned face up, …" (614.1e). A
permanent turned face up with such an ability gets its counters as it is turned face up
(708.11: not afterward); the counters are put on it as an event of their own (122.6).
Hooded Hydra: "As Hooded Hydra is turned face up, put five +1/+1 counters on it." """

from __future__ import annotations

from .helpers import done, fx, obj, scenario


def _hydra_counters(count, *more):
    s = scenario(
        [obj("morph", "Hooded Hydra", colors=["green"])],
        [
            fx(
                "up",
                source="morph",
                template="as_turned_face_up",
                params={"counter": "+1/+1", "count": count},
            ),
            *more,
        ],
        [{"kind": "turn_face_up", "object": "morph"}],
    )
    return next(o for o in done(s).state["objects"] if o["id"] == "morph")["counters"]


def test_the_counters_are_put_on_the_permanent_turned_face_up():
    assert _hydra_counters(5) == {"+1/+1": 5}


def test_putting_the_counters_is_an_event_that_doubling_modifies():
    # Doubling Season: "If an effect would put one or more counters on a permanent you
    # control, it puts twice that many of those counters on that permanent instead."
    double = fx(
        "double",
        template="multiply",
        params={"factor": 2, "event": "put_counters", "object": {"controller": "you"}},
    )
    assert _hydra_counters(5, double) == {"+1/+1": 10}
