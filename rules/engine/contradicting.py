"""Effects or rules that try to move one object to two places at once (400.6; 217.1d in
2008): "If any effects or rules try to do two or more contradictory or mutually exclusive
things to a particular object, that object's controller—or its owner if it has no
controller—chooses which effect to apply, and what that effect does."

Once no effect applies to any event of a batch any longer (the rule comes after "any
appropriate replacement effects … are applied to that event"), two or more of its events
that would move the same object are contradictory: the object can be put in only one place.
Its controller (its owner when it has none, 108.4a) chooses which move happens, a question
asked at the table with the options ``move:<event id>``; the other moves don't happen.
Moves that would put it in the same place the same way are mutually exclusive too ("two
simultaneous 'destroy' effects"), but whichever is chosen does the same thing, so the
object moves once and nobody is asked. The rules' own example is Exquisite Archangel's:
the player's life total becomes their starting life total, "and that player chooses
whether Exquisite Archangel moves to its owner's graveyard or to exile".
"""

from __future__ import annotations

from typing import Any

from .context import Ctx
from .picking import Picking
from .results import Option
from .state import Ev, World, replace
from .words import describe_event, events_text
from .work import Draft, KeepMove, Question, Work


def contending(batch: tuple[Ev, ...], world: World) -> list[tuple[str, list[Ev]]]:
    """Each object that two or more events of ``batch`` would move, with those events, in
    the batch's order."""
    moving: dict[str, list[Ev]] = {}
    if len(batch) < 2:
        return []
    for ev in batch:
        if ev.kind == "move" and ev.object is not None and world.has_obj(ev.object):
            moving.setdefault(ev.object, []).append(ev)
    return [(obj, evs) for obj, evs in moving.items() if len(evs) > 1]


def _place(ev: Ev) -> tuple[Any, ...]:
    """Where and how a move would put its object: two moves with the same place do the
    same thing to it."""
    entering = (ev.controller, ev.tapped, ev.counters, ev.back_face, ev.copy_of, ev.chosen)
    return (ev.to_zone, ev.position, *(entering if ev.entering else ()))


def _ways(evs: list[Ev]) -> list[Ev]:
    """One move for each place the object would be put, the first listed."""
    seen: dict[tuple[Any, ...], Ev] = {}
    for ev in evs:
        seen.setdefault(_place(ev), ev)
    return list(seen.values())


def _keeping(work: Work, kept: Ev) -> Work:
    """The batch with ``kept`` the only move of its object."""
    batch = tuple(
        e for e in work.batch if e is kept or not (e.kind == "move" and e.object == kept.object)
    )
    return replace(work, batch=batch)


class Contradicting(Picking):
    """The part of the machine that asks which of an object's contradictory moves happens."""

    def _contradiction(self, work: Work, drafts: list[Draft]) -> tuple[Work, Question | None]:
        """The question of which move happens to an object two events would move to
        different places; moves to the same place are made one, with a note."""
        for obj, evs in contending(work.batch, work.world):
            ways = _ways(evs)
            if len(ways) > 1:
                return work, self._which_move(work, obj, ways)
            if self.record:
                self._note(
                    drafts,
                    work.world,
                    tuple(evs),
                    f"{self._ctx(work).name(obj)} would be moved to the same place by "
                    f"{len(evs)} events: whichever applies does the same thing, so it moves once",
                    self.proc.rules("contradictory"),
                )
            work = _keeping(work, ways[0])
        return work, None

    def _which_move(self, work: Work, obj: str, ways: list[Ev]) -> Question:
        world = work.world
        ctx = Ctx(self.cc, self.proc, world)
        chooser = world.obj(obj).chooser
        name = ctx.name(obj)
        rules = self.proc.rules("contradictory")
        whose = "controls" if world.obj(obj).zone in ("battlefield", "stack") else "owns"
        why = (
            f"effects or rules try to move {name} to more than one place at once; {chooser} "
            f"{whose} it, so {chooser} chooses which happens"
        )
        options = tuple(
            Option(
                id=f"move:{ev.id}", label=self._move_label(ev, world), rules=rules, explanation=why
            )
            for ev in ways
        )
        return Question(
            chooser=chooser,
            text=f"{chooser}, {name} can't be put in two places: which happens?",
            options=options,
            actions=tuple(KeepMove(ev.id) for ev in ways),
            excluded=(),
            event_text=events_text(work.batch, world),
            rules=rules,
            effect_ids=tuple(ev.made_by.effect if ev.made_by else None for ev in ways),
        )

    def _move_label(self, ev: Ev, world: World) -> str:
        text = describe_event(ev, world, would=False)
        if ev.made_by is not None:
            return f"{text} ({self.cc.fx(ev.made_by.effect).label})"
        return text

    def choose_at(self, work: Work, q: Question, index: int) -> tuple[Work, list[Draft]]:
        action = q.actions[index]
        if not isinstance(action, KeepMove):
            return super().choose_at(work, q, index)
        kept = next(e for e in work.batch if e.id == action.event_id)
        drafts: list[Draft] = []
        if self.record:
            labels = tuple(o.label for o in q.options)
            others = [e for e in work.batch if e.kind == "move" and e.object == kept.object]
            said = (
                f"{q.chooser} chose: {q.options[index].label}. The object moves once; the "
                "other moves of it don't happen."
            )
            drafts.append(
                Draft(
                    "choice",
                    q.chooser,
                    labels,
                    q.options[index].id,
                    kept.made_by.effect if kept.made_by else None,
                    events_text(tuple(others), work.world),
                    events_text((kept,), work.world),
                    q.rules,
                    said,
                )
            )
        return _keeping(work, kept), drafts
