"""The machine: runs the loop for one scenario under one procedure.

It works on a :class:`~rules.engine.work.Work` value (the world, the events being
modified, what is left to happen) and either asks a question or finishes. The
loop is the same for every release of the rules; only the procedure differs.
"""

from __future__ import annotations

from .asking import Asking
from .candidates import affected_chooser, asked_at_table, contained_exclusions
from .compiling import init_shields
from .conditions import reads_moved
from .context import Ctx
from .contradicting import Contradicting
from .dealing import merge_counter_results
from .effects import Fx
from .errors import ErrorDetail, ScenarioError
from .frozen import thaw
from .happening import happen, left_battlefield
from .restrictions import cant_happen, team_rule
from .results import Excluded, counted
from .scenario import Moment
from .state import Ev, Record, World, fact_of, replace
from .teams import team_name
from .vocabulary import MAX_ITERATIONS
from .words import describe_event, possessive, verb
from .work import Cand, Draft, Question, Work


class Machine(Asking, Contradicting):
    """Runs the loop for one scenario under one procedure."""

    def advance(
        self, work: Work, answered: bool = False
    ) -> tuple[Work, list[Draft], Question | None]:
        """Work on until a player must choose (the question) or the end (None).
        ``answered``: the caller answers the question at once, so it needs no words but
        its options' labels (what a trace step of the choice says)."""
        drafts: list[Draft] = []
        for _ in range(MAX_ITERATIONS):
            if self.deadline is not None:
                self.deadline.check()
            if work.mode_for is not None:
                if asked_at_table(work.mode_for.cand.fx):
                    work, q = self._pick_point(work, drafts)
                else:
                    work, q = self._mode_point(work, drafts)
                if q is not None:
                    return work, drafts, q
                continue
            if not work.batch:
                if work.world.instance or work.world.followed:
                    # Every event of the batch was replaced or prevented away.
                    work = replace(work, world=spend_instances(work.world))
                if work.queue:
                    work = replace(work, batch=work.queue[0], queue=work.queue[1:])
                    work = self._prune(work, drafts)
                    continue
                if work.next_moment < len(self.cc.moments):
                    work = self._load(work, drafts)
                    continue
                return work, drafts, None
            # A contention is between simultaneous events: one alone has none.
            q = self._contention(work) if len(work.batch) > 1 else None
            picked = self._pick(work)
            if q is not None and (
                picked is None
                or work.world.apnap_index(q.chooser) <= work.world.apnap_index(picked[1])
            ):
                # 616.1 / 101.4: a later player's choice of which damage a shield
                # prevents waits for the choices of the players before them.
                return work, drafts, q
            if picked is None:
                q = self._discard_question(work)
                if q is None:
                    work, q = self._contradiction(work, drafts)
                if q is not None:
                    return work, drafts, q
                work = self._execute(work, drafts)
                continue
            ev, chooser, options, excluded, step_key = picked
            if len(options) == 1:
                work = self._forced(work, ev, options[0], excluded, step_key, chooser, drafts)
                continue
            if answered and self.record:
                return work, drafts, self._answered_question(work, ev, chooser, options, step_key)
            return work, drafts, self._question(work, ev, chooser, options, excluded, step_key)
        raise _looping()

    def _load(self, work: Work, drafts: list[Draft]) -> Work:
        kind, payload = self.cc.moments[work.next_moment]
        if kind == "events":
            work = replace(work, next_moment=work.next_moment + 1, batch=payload)
            return self._prune(work, drafts)
        work = replace(work, next_moment=work.next_moment + 1)
        m: Moment = payload
        world = work.world
        if m.happening == "create_effect":
            fx = self.cc.fx(str(m.effect))
            world = init_shields(replace(world, live=world.live | {fx.id}), fx)
            text = f"{possessive(fx.label)} effect is created"
            rules: tuple[str, ...] = ()
            if fx.template.kind == "prevent" and (
                fx.pd.get("each") is not None or fx.pd.get("shares_color_with")
            ):
                got = [key.on for key, _ in world.shields_of(fx.id)]
                names = ", ".join(Ctx(self.cc, self.proc, world).name(g) for g in got)
                text += (
                    f": shields on {names}, the creatures that match now; creatures that "
                    "match later get none"
                )
                rules = self.proc.rules("shields_created")
            self._note(drafts, world, work.batch, text, rules)
        elif m.happening == "set_colors":
            o = world.obj(str(m.object))
            world = world.set_obj(replace(o, colors=m.colors or ()))
            colors = " and ".join(m.colors or ()) or "colorless"
            self._note(drafts, world, (), f"{o.shown} becomes {colors}", ())
        elif m.happening == "move":
            o = world.obj(str(m.object))
            to = str(m.to)
            world = world.set_obj(
                replace(
                    o,
                    zone=to,
                    tapped=False if to != "battlefield" else o.tapped,
                    damage=0 if to != "battlefield" else o.damage,
                    # Anywhere but the battlefield, a new object that wasn't cast (400.7).
                    cast_from=o.cast_from if to == "battlefield" else None,
                    kicked=o.kicked if to == "battlefield" else (),
                    damaged_by=o.damaged_by if to == o.zone else (),
                )
            )
            if o.zone == "battlefield" and to != "battlefield":
                world = left_battlefield(world, o, to)
            ctx = Ctx(self.cc, self.proc, world)
            self._note(drafts, world, (), f"{o.shown} {ctx.zone_phrase(to, o.id)}", ())
        return replace(work, world=world)

    def _pick(self, work: Work) -> tuple[Ev, str, list[Cand], list[Excluded], str] | None:
        """The event to work on now (APNAP order of choosers) and its options."""
        best = None
        for index, ev in enumerate(work.batch):
            cands, excluded = self.candidates(ev, work.world, self.record)
            if not cands:
                continue
            chooser = affected_chooser(ev, work.world)
            rank = (work.world.apnap_index(chooser), ev.id not in work.first, index)
            if best is None or rank < best[0]:
                best = (rank, ev, chooser, cands, excluded)
        if best is None:
            return None
        _, ev, chooser, cands, excluded = best
        present = {c.step for c in cands}
        for step in self.proc.steps:
            if step.key in present:
                now = [c for c in cands if c.step == step.key]
                later = [c for c in cands if c.step != step.key]
                for c in later:
                    excluded.append(
                        Excluded(
                            c.key.effect,
                            c.fx.label,
                            f"it can't be chosen yet: {step.name} applies and must be chosen first",
                            step.rules,
                            c.key.bearer,
                        )
                    )
                excluded.extend(contained_exclusions(ev, self.cc, self.proc, work.world))
                return ev, chooser, now, excluded, step.key
        return None  # pragma: no cover - every candidate has a step

    def _execute(self, work: Work, drafts: list[Draft]) -> Work:
        """No more effects apply: the batch's events happen (or can't), in order."""
        world = work.world
        log = list(work.log)
        queue: list[tuple[Ev, ...]] = []
        ctx = Ctx(self.cc, self.proc, world)
        ctx.together = work.batch
        if self.record:
            self._note_not_applying(work, drafts)
        for ev in work.batch:
            if self.deadline is not None:
                self.deadline.check()
            ctx.world = world
            blocker = cant_happen(ev, self.cc, world, self.proc) if self.cc.cants else None
            if blocker is not None:
                log.append(self._cant(ev, blocker, ctx, drafts))
                continue
            world, records, contained = happen(ev, world, ctx)
            log.extend(records)
            if ev.kind == "exchange_life" and contained and self.record:
                self._note(
                    drafts,
                    ctx.world,
                    (ev,),
                    f"{describe_event(ev, ctx.world, would=False)}: each gains or loses the life "
                    "it takes to reach the other's previous total, a gain and a loss that effects "
                    "on gaining and losing life may modify",
                    self.proc.rules("exchange"),
                )
            if contained:
                # Cards are drawn one at a time (121.2): each draw is its own batch.
                # A process's next repetition waits for this one's events (repeating.py).
                others = tuple(e for e in contained if e.kind not in ("draw", "repeat"))
                queue.extend([others] if others else [])
                queue.extend((e,) for e in contained if e.kind in ("draw", "repeat"))
        queue = merge_counter_results(queue) if queue else queue
        if world.instance or world.followed:
            world = spend_instances(world)
        if self.record:
            self._note_done(work, log[len(work.log) :], drafts)
        return replace(work, world=world, batch=(), log=tuple(log), queue=tuple(queue) + work.queue)

    def _note_not_applying(self, work: Work, drafts: list[Draft]) -> None:
        """A note for each effect that watched the batch's events but doesn't apply."""
        for ev in work.batch:
            _, excluded = self._remembered(ev, work.world, True)
            for x in excluded:
                if x.rules == self.proc.rules("once"):
                    continue
                self._note(
                    drafts,
                    work.world,
                    (ev,),
                    f"{x.label} doesn't apply to this event: {x.reason}",
                    x.rules,
                )

    def _cant(self, ev: Ev, blocker: Fx, ctx: Ctx, drafts: list[Draft]) -> Record:
        """What is recorded of an event a "can't" effect stops (614.17), and its note."""
        if ev.kind == "damage":
            who = ctx.name(ev.recipient)
        else:
            who = ev.player if ev.player is not None else ctx.name(ev.object)
        why = blocker.label
        rules = self.proc.rules("cant", *(("cant_enter",) if ev.entering else ()))
        team = team_rule(blocker, ev, ctx.world) if ev.player is not None else None
        if team is not None:
            # The teammate's effect stops this player's event: the note says why (810.8a).
            team_words = team_name(ctx.world, str(ev.player))
            why += f": {team_words} can't ({', '.join(self.proc.rules(team))})"
            rules = (*rules, *self.proc.rules(team))
        self._note(
            drafts,
            ctx.world,
            (ev,),
            f"{describe_event(ev, ctx.world)}, but it can't happen ({why})",
            rules,
        )
        return Record(
            "cant",
            ev.order,
            f"{who} can't {verb(ev)} ({why})",
            subject=str(who),
            amount=ev.amount,
            fact=(*fact_of(ev, "cant", how=False), blocker.id),
        )

    def _note_done(self, work: Work, happened: list[Record], drafts: list[Draft]) -> None:
        """The note that no more effects apply, saying what happens."""
        done = "; ".join(counted([r.text for r in happened]))
        if not done:
            return
        applied = moved = False
        for ev in work.batch:
            applied = applied or bool(ev.applied)
            moved = moved or (ev.kind == "repeat" and reads_moved(thaw(ev.repeat.until)))
        rules = self.proc.rules("repeat", "once") if applied else self.proc.rules("repeat")
        if moved:
            rules = (*rules, *self.proc.rules("moved_cards"))
        drafts.append(
            Draft(
                "note",
                None,
                (),
                None,
                None,
                self._events_said(work.batch, work.world),
                done,
                rules,
                "No more effects apply to the event. What happens: " + done + ".",
            )
        )


def _looping() -> ScenarioError:
    """The error of effects that would keep modifying events forever."""
    return ScenarioError(
        [
            ErrorDetail(
                "effects",
                f"the effects keep modifying events after {MAX_ITERATIONS} steps: they would loop",
            )
        ]
    )


def spend_instances(world: World) -> World:
    """The instance of damage has happened (or was replaced away): the "next time" effects
    keyed on a source that met it are used up (615.8; 609.7a / 419.8a), and the follow-ups
    done for it are forgotten."""
    if not world.instance:
        return replace(world, followed=()) if world.followed else world
    spent = frozenset(i for i, _ in world.instance)
    return replace(world, live=world.live - spent, instance=(), followed=())
