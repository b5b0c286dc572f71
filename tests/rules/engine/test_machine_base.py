"""What the machine's parts share (machine_base.py): dropping the events that don't
happen at all before any effect looks at them: damage of 0 (614.7a, 419.5a in 2008), a
gain or loss of 0 (614.7), and damage to a permanent no longer on the battlefield.
Expected values from those rules, worked out by hand."""

from __future__ import annotations

from rules.engine.compiling import compile_scenario
from rules.engine.machine_base import MachineBase
from rules.engine.procedures import get_procedure
from rules.engine.state import EffectKey, Ev, replace
from rules.engine.work import Draft, Work

from .helpers import obj, scenario


def _machine(procedure: str = "2025-09-19") -> tuple[MachineBase, Work]:
    s = scenario(
        [obj("shock", "Shock", types=("Instant",)), obj("bears", "Grizzly Bears", owner="Bob")],
        [],
        [{"kind": "damage", "source": "shock", "recipient": "Bob", "amount": 2}],
    )
    cc = compile_scenario(s)
    return MachineBase(cc, get_procedure(procedure)), cc.start


def _prune(m: MachineBase, start: Work, *batch: Ev) -> tuple[Work, list[Draft]]:
    drafts: list[Draft] = []
    work = m._prune(replace(start, batch=batch), drafts)
    return work, drafts


def _damage(amount: int, recipient: str = "Bob") -> Ev:
    return Ev(
        id="e1", kind="damage", order=(1,), source="shock", recipient=recipient, amount=amount
    )


def test_damage_of_zero_is_not_dealt_at_all_614_7a():
    m, start = _machine()
    work, (note,) = _prune(m, start, _damage(0), _damage(2, "bears"))
    assert [ev.amount for ev in work.batch] == [2]
    assert note.rules == ("614.7a",)
    assert len(work.log) == len(start.log) + 1


def test_before_magic_2010_the_rule_was_419_5a():
    m, start = _machine("2008-02-01")
    _, (note,) = _prune(m, start, _damage(0))
    assert note.rules == ("419.5a",)


def test_a_gain_of_zero_life_is_no_event_614_7():
    m, start = _machine()
    gain = Ev(id="g", kind="gain_life", order=(1,), player="Alice", amount=0)
    work, (note,) = _prune(m, start, gain)
    assert work.batch == () and note.rules == ("614.7",)
    assert work.log == start.log


def test_damage_to_a_permanent_no_longer_on_the_battlefield_is_not_dealt():
    m, start = _machine()
    world = start.world.set_obj(replace(start.world.obj("bears"), zone="graveyard"))
    work, (note,) = _prune(m, replace(start, world=world), _damage(2, "bears"))
    assert work.batch == ()
    assert "no longer on the battlefield" in note.explanation


def test_events_that_happen_are_kept_as_they_are():
    m, start = _machine()
    ev = _damage(2)
    work, drafts = _prune(m, start, ev)
    assert work.batch == (ev,) and drafts == []


def test_candidates_are_remembered_for_an_event_and_a_world():
    m, start = _machine()
    ev = _damage(2)
    first = m.candidates(ev, start.world, True)
    assert first == m.candidates(ev, start.world, True)
    # With a trace, by the identity of the event and the world (no hashing of either).
    assert len(m._seen) == 1 and not m._cands
    # An equal event made afresh is not the same value: worked out again, to the same.
    assert m.candidates(replace(ev), start.world, True) == first
    assert len(m._seen) == 2


def test_candidates_without_a_trace_are_remembered_for_equal_values():
    m, start = _machine()
    m.record = False
    ev = _damage(2)
    first = m.candidates(ev, start.world, False)
    assert m.candidates(replace(ev), start.world, False) == first
    assert len(m._cands) == 1 and not m._seen


def test_an_event_as_if_no_effect_had_applied_is_remembered_apart_from_it():
    m, _ = _machine()
    ev = _damage(6)
    applied = replace(ev, applied=frozenset({EffectKey("furnace")}))
    assert m.bare(ev) is ev
    assert m.bare(applied) == ev
    assert m.bare(applied) is m.bare(applied)
    # Nothing but its hash is added to the event itself, so that it still equals a copy
    # made afresh dict for dict (the explorer's quick comparison of states met again).
    assert set(applied.__dict__) - {"_hash"} == set(Ev.__dataclass_fields__)
    assert m.bare(replace(applied, amount=8)) == _damage(8)
