"""What the parts of the machine share: the scenario, the procedure, remembered candidates,
and dropping events of zero. :class:`~rules.engine.machine.Machine` puts the parts together."""

from __future__ import annotations

from .budget import Deadline, current
from .candidates import candidates
from .compiling import Compiled, compiled_for
from .context import Ctx
from .procedures import Procedure
from .restrictions import unpreventable
from .results import Excluded
from .state import EffectKey, Ev, Record, World, fact_of, replace
from .teams import for_release
from .templates import Applied
from .words import describe_event, events_text
from .work import Cand, Decision, Draft, Question, Work

MEMO_LIMIT = 50_000
"""Entries each of the machine's memos holds at most: past it, it starts again empty."""

_ZERO_EVENTS = frozenset({"gain_life", "lose_life", "pay_life", "create_tokens", "put_counters"})
"""Events that don't happen at all when their amount is zero (damage apart)."""


def _not_a_permanent(ev: Ev, world: World) -> bool:
    """A destruction whose object is no longer on the battlefield (701.8a)."""
    return ev.kind == "move" and ev.destroy and not world.obj(str(ev.object)).in_play


def _over_life(ev: Ev, world: World) -> bool:
    """A payment of more life than the player has (119.4: they can't make it)."""
    return ev.kind == "pay_life" and ev.amount > world.player(str(ev.player)).life


class MachineBase:
    """The state every part of the machine reads, and the steps they call on each other."""

    def __init__(
        self, cc: Compiled, proc: Procedure, record: bool = True, deadline: Deadline | None = None
    ) -> None:
        self.cc = compiled_for(cc, proc.release)
        """The scenario's effects as this release reads them."""
        self.proc = proc
        world = for_release(cc.start.world, proc) if cc.teamed else cc.start.world
        self.start = cc.start if world is cc.start.world else replace(cc.start, world=world)
        """Where resolving starts: a team's life total read as this release reads it."""
        self.record = record
        self.deadline = deadline if deadline is not None else current()
        self._cands: dict[tuple[Ev, World, bool], tuple[list[Cand], list[Excluded]]] = {}
        self._bares: dict[Ev, Ev] = {}
        self._seen: dict[tuple[int, int, bool], tuple[Ev, World, tuple[list[Cand], list[Excluded]]]]
        self._seen = {}
        """:meth:`_remembered` with a trace: by the identity of the event and the world."""
        self._texts: dict[tuple[int, int], tuple[Ev, World, str]] = {}
        """:meth:`_said`: events in words, by the identity of the event and the world."""
        self._results: dict[tuple[object, ...], Applied] = {}
        """What applying an effect made of an event, by the event as if none had applied
        (:meth:`~rules.engine.applying.Applying._result`)."""
        self._keys_are_ids = not record and not any(fx.self_scoped for fx in cc.fxs)
        """No effect is an entering permanent's own: each opportunity is its effect's id
        (read only without a trace)."""
        self._bare_questions: dict[tuple[object, ...], Question] = {}
        """The questions asked without words, by chooser, event id and effects offered."""

    def candidates(self, ev: Ev, world: World, explain: bool) -> tuple[list[Cand], list[Excluded]]:
        """:func:`candidates`, remembered: it depends only on the event and the world.

        Unexplained, and when no effect is an entering permanent's own (each effect's
        opportunity is then its id alone), it depends on what has had its opportunity on
        the event (614.5) only by leaving those effects out: without a trace (the explorer,
        which meets one event with many sets of effects applied, in as many orders) it is
        remembered for the event as if none had, and those are left out of that."""
        if ev.applied and not explain and not self.record and self._keys_are_ids:
            cands, excluded = self._remembered(self.bare(ev), world, False)
            done = ev.applied
            return (
                [c for c in cands if c.key not in done],
                [x for x in excluded if EffectKey(x.effect_id, x.bearer) not in done],
            )
        found = self._remembered(ev, world, explain)
        return list(found[0]), list(found[1])

    def bare(self, ev: Ev) -> Ev:
        """``ev`` as if no effect had had its opportunity on it yet (remembered: the
        effects that may apply to it and what each makes of it depend on the event only
        so, apart from leaving out those that have had it, 614.5). Kept apart from the
        event, so that equal events compare as equal dicts."""
        if not ev.applied:
            return ev
        found = self._bares.get(ev)
        if found is None:
            if len(self._bares) >= MEMO_LIMIT:
                self._bares.clear()
            made = replace(ev, applied=frozenset())
            # One value for each such event (its first), so that the memos keyed by it find
            # it by identity, not by comparing its fields.
            found = self._bares[ev] = self._bares.setdefault(made, made)
        return found

    def _remembered(self, ev: Ev, world: World, explain: bool) -> tuple[list[Cand], list[Excluded]]:
        if self.record:
            # One resolution with a trace meets an event and a world again as the same
            # values: remembered by identity, without hashing them.
            seen = self._seen.get((id(ev), id(world), explain))
            if seen is not None and seen[0] is ev and seen[1] is world:
                return seen[2]
            if len(self._seen) >= MEMO_LIMIT:
                self._seen.clear()
            made = candidates(ev, self.cc, self.proc, world, explain)
            self._seen[id(ev), id(world), explain] = (ev, world, made)
            return made
        key = (ev, world, explain)
        found = self._cands.get(key)
        if found is None:
            if len(self._cands) >= MEMO_LIMIT:
                self._cands.clear()
            found = candidates(ev, self.cc, self.proc, world, explain)
            self._cands[key] = found
        return found

    def _said(self, ev: Ev, world: World) -> str:
        """:func:`describe_event`, remembered by the identity of the event and the world: a
        trace says one event in several steps (the question, the step, the next note)."""
        if not self.record:
            return describe_event(ev, world)
        seen = self._texts.get((id(ev), id(world)))
        if seen is not None and seen[0] is ev and seen[1] is world:
            return seen[2]
        if len(self._texts) >= MEMO_LIMIT:
            self._texts.clear()
        text = describe_event(ev, world)
        self._texts[id(ev), id(world)] = (ev, world, text)
        return text

    def _events_said(self, batch: tuple[Ev, ...], world: World) -> str:
        """:func:`events_text`, an event alone remembered (:meth:`_said`)."""
        if len(batch) == 1:
            return self._said(batch[0], world)
        return events_text(batch, world)

    def _note(
        self,
        drafts: list[Draft],
        world: World,
        batch: tuple[Ev, ...],
        text: str,
        rules: tuple[str, ...],
    ) -> None:
        if self.record:
            et = self._events_said(batch, world)
            drafts.append(Draft("note", None, (), None, None, et, et, rules, text))

    def _prune(self, work: Work, drafts: list[Draft]) -> Work:
        """Drop events of zero (614.7a / 419.5a): they don't happen at all."""
        if not self._to_prune(work):
            return work
        keep: list[Ev] = []
        log = list(work.log)
        for ev in work.batch:
            if (
                ev.kind == "damage"
                and not work.world.is_player(ev.recipient)
                and not work.world.obj(str(ev.recipient)).in_play
            ):
                ctx = Ctx(self.cc, self.proc, work.world)
                log.append(ctx.damage_record(ev.but(amount=0)))
                self._note(
                    drafts,
                    work.world,
                    (ev,),
                    f"{ctx.name(ev.recipient)} is no longer {self.proc.battlefield_word}, "
                    "so no damage is dealt to it",
                    (),
                )
                continue
            if ev.kind == "damage" and ev.amount == 0:
                ctx = Ctx(self.cc, self.proc, work.world)
                log.append(ctx.damage_record(ev))
                self._note(
                    drafts,
                    work.world,
                    (ev,),
                    f"{ctx.name(ev.source)} would deal 0 damage, so it deals no damage at "
                    "all: there is no event for any effect to modify, and nothing that "
                    "triggers on damage triggers",
                    self.proc.rules("zero_damage"),
                )
                continue
            if (cant := self._cant_happen(ev, work.world, drafts)) is not None:
                log.append(cant)
                continue
            if ev.kind in _ZERO_EVENTS and ev.amount == 0:
                self._note(
                    drafts,
                    work.world,
                    (ev,),
                    "an event of zero doesn't happen",
                    self.proc.rules("no_event"),
                )
                continue
            if (
                ev.kind == "damage"
                and not ev.unpreventable
                and self.cc.unpreventers
                and unpreventable(ev, self.cc, work.world)
            ):
                ev = ev.but(unpreventable=True)
            keep.append(ev)
        unchanged = len(log) == len(work.log) and len(keep) == len(work.batch)
        if unchanged and all(a is b for a, b in zip(keep, work.batch, strict=True)):
            return work
        return replace(work, batch=tuple(keep), log=tuple(log))

    def _to_prune(self, work: Work) -> bool:
        """Whether :meth:`_prune` drops an event of the batch or makes one unpreventable
        (most often none is: then the work stays as it is)."""
        world = work.world
        for ev in work.batch:
            if ev.kind == "damage":
                if ev.amount == 0 or not (
                    world.is_player(ev.recipient) or world.obj(str(ev.recipient)).in_play
                ):
                    return True
                if (
                    not ev.unpreventable
                    and self.cc.unpreventers
                    and unpreventable(ev, self.cc, world)
                ):
                    return True
            elif (
                (ev.amount == 0 and ev.kind in _ZERO_EVENTS)
                or _over_life(ev, world)
                or _not_a_permanent(ev, world)
            ):
                return True
        return False

    def _unpaid(self, ev: Ev, world: World, drafts: list[Draft]) -> Record:
        """A payment of more life than the player has: it can't be made, and no effect
        replaces it (119.4; Ashiok, Wicked Manipulator's ruling of 2023-09-01)."""
        who, life = str(ev.player), world.player(str(ev.player)).life
        text = f"{who} can't pay {ev.amount} life: {who} has {life} life"
        self._note(drafts, world, (ev,), text, self.proc.rules("pay_life"))
        fact = fact_of(ev, "cant")
        return Record("cant", ev.order, text, subject=who, amount=ev.amount, fact=fact)

    def _cant_happen(self, ev: Ev, world: World, drafts: list[Draft]) -> Record | None:
        """The record of an event that can't happen at all, which no effect replaces: a
        payment of more life than the player has, a destruction of a non-permanent."""
        if _over_life(ev, world):
            return self._unpaid(ev, world, drafts)
        if _not_a_permanent(ev, world):
            return self._not_destroyed(ev, world, drafts)
        return None

    def _not_destroyed(self, ev: Ev, world: World, drafts: list[Draft]) -> Record:
        """A destruction of an object that isn't on the battlefield (an earlier event of the
        scenario moved it): only a permanent is destroyed (701.8a), so nothing happens."""
        ctx = Ctx(self.cc, self.proc, world)
        who = ctx.name(ev.object)
        text = f"{who} is not {self.proc.battlefield_word}, so it isn't destroyed"
        self._note(drafts, world, (ev,), text, ())
        return Record("nothing", ev.order, text, subject=who, fact=fact_of(ev, "nothing"))

    # Done by the other parts -------------------------------------------------

    def _apply(
        self, work: Work, ev: Ev, cand: Cand, drafts: list[Draft], decision: Decision
    ) -> Work:
        raise NotImplementedError

    def _apply_mode(
        self, work: Work, ev: Ev, cand: Cand, mode: str, drafts: list[Draft], decision: Decision
    ) -> Work:
        raise NotImplementedError

    def _cant_clause(self, work: Work, ev: Ev) -> str:
        raise NotImplementedError
