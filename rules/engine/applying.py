"""The machine's choices carried out: an effect applied (or declined) to an event, and the
sentences of the trace step that says so."""

from __future__ import annotations

from .candidates import candidates, has_modes
from .compiling import Compiled
from .context import Ctx
from .effects import Fx
from .machine_base import MachineBase
from .procedures import Procedure
from .restrictions import ability_loss
from .state import Ev, World, replace
from .templates import Applied
from .words import cap, describe_event, events_text
from .work import Cand, Draft, Question, Work


class Applying(MachineBase):
    """The part of the machine that applies what was chosen."""

    def choose(self, work: Work, q: Question, option_id: str) -> tuple[Work, list[Draft]]:
        index = [o.id for o in q.options].index(option_id)
        action = q.actions[index]
        drafts: list[Draft] = []
        labels = tuple(o.label for o in q.options)
        if action[0] == "mode":
            assert work.mode_for is not None
            key, ev_id, bearer = work.mode_for
            ev = next(e for e in work.batch if e.id == ev_id)
            fx = self.cc.fx(key.split("@", 1)[0])
            work = self._apply_mode(
                work,
                ev,
                fx,
                key,
                bearer,
                action[1],
                drafts,
                "choice",
                q.chooser,
                f"{q.chooser} chose: {q.options[index].label}",
                q.rules,
                labels,
                option_id,
            )
            return work, drafts
        _, ev_id, cand = action
        ev = next(e for e in work.batch if e.id == ev_id)
        if action[0] == "first":
            # 615.7: the shield prevents this damage first. The other effects on it are
            # still applied in the order 616.1 lets its chooser pick, so the event is
            # worked on now and the shield meets it when its turn comes.
            if self.record:
                et = describe_event(ev, work.world)
                others = [
                    c.fx.label
                    for c in self.candidates(ev, work.world, False)[0]
                    if c.key != cand.key
                ]
                more = (
                    f"; {q.chooser} may still have "
                    + " or ".join(others)
                    + " applied to it before the shield"
                    if others
                    else ""
                )
                drafts.append(
                    Draft(
                        "choice",
                        q.chooser,
                        labels,
                        option_id,
                        cand.fx.id,
                        et,
                        et,
                        q.rules,
                        f"{q.chooser} chose which damage the shield of {cand.fx.label} "
                        f"prevents first: {et}. That damage is worked on first{more}.",
                    )
                )
            return replace(work, first=(*work.first, ev_id)), drafts
        why = f"{q.chooser} chose to apply {cand.fx.label} first"
        why += self._cant_clause(work, ev)
        work = self._apply(
            work,
            ev,
            cand,
            None,
            drafts,
            kind="choice",
            chooser=q.chooser,
            why=why,
            rules=q.rules,
            options=labels,
            chosen=option_id,
        )
        return work, drafts

    def _apply(
        self,
        work: Work,
        ev: Ev,
        cand: Cand,
        mode: str | None,
        drafts: list[Draft],
        *,
        kind: str,
        chooser: str | None,
        why: str,
        rules: tuple[str, ...],
        options: tuple[str, ...] = (),
        chosen: str | None = None,
    ) -> Work:
        if has_modes(cand.fx) and mode is None:
            if self.record:
                et = describe_event(ev, work.world)
                drafts.append(
                    Draft(
                        kind,
                        chooser,
                        options,
                        chosen,
                        cand.fx.id,
                        et,
                        et,
                        tuple(
                            dict.fromkeys((*rules, *self.proc.rules(cand.fx.template.mechanism)))
                        ),
                        f"{cap(why)}. "
                        + (
                            f"{cand.fx.label} applies; the choice is made as the object enters"
                            if cand.fx.template.kind == "enter_choose"
                            else f"{cand.fx.label}'s controller, {cand.fx.controller}, now "
                            "chooses whether to apply it"
                            if cand.fx.optional and not cand.fx.modes
                            else f"{cand.fx.label} applies; its mode is chosen now"
                        ),
                    )
                )
            return replace(work, mode_for=(cand.key, ev.id, cand.bearer))
        return self._do_apply(
            work,
            ev,
            cand.fx,
            cand.key,
            cand.bearer,
            mode,
            drafts,
            kind,
            chooser,
            why,
            rules,
            options,
            chosen,
        )

    def _apply_mode(
        self,
        work: Work,
        ev: Ev,
        fx: Fx,
        key: str,
        bearer: str | None,
        mode: str,
        drafts: list[Draft],
        kind: str,
        chooser: str | None,
        why: str,
        rules: tuple[str, ...],
        options: tuple[str, ...] = (),
        chosen: str | None = None,
    ) -> Work:
        work = replace(work, mode_for=None)
        if mode == "decline":
            new = ev.but(applied=ev.applied | {key})
            batch = tuple(new if e.id == ev.id else e for e in work.batch)
            if self.record:
                et = describe_event(ev, work.world)
                drafts.append(
                    Draft(
                        kind,
                        chooser,
                        options,
                        chosen or "mode:decline",
                        fx.id,
                        et,
                        et,
                        rules,
                        f"{why}. {fx.label} is not applied; the event is unchanged",
                    )
                )
            return replace(work, batch=batch)
        return self._do_apply(
            work,
            ev,
            fx,
            key,
            bearer,
            None if mode == "apply" else mode,
            drafts,
            kind,
            chooser,
            why,
            rules,
            options,
            chosen or f"mode:{mode}",
        )

    def _do_apply(
        self,
        work: Work,
        ev: Ev,
        fx: Fx,
        key: str,
        bearer: str | None,
        mode: str | None,
        drafts: list[Draft],
        kind: str,
        chooser: str | None,
        why: str,
        rules: tuple[str, ...],
        options: tuple[str, ...],
        chosen: str | None,
    ) -> Work:
        ctx = Ctx(self.cc, self.proc, work.world)
        result: Applied = fx.template.apply(fx, ev, ctx, bearer, mode)
        applied = ev.applied | {key}
        first = ev.first_options
        if not ev.applied and self.record:
            first = frozenset(c.key for c in candidates(ev, self.cc, self.proc, work.world)[0])
        new_events = tuple(
            e.but(
                applied=applied | e.applied,
                made_by=key if e.id != ev.id else e.made_by,
                first_options=first,
            )
            for e in result.events
        )
        now, later = _one_draw_at_a_time(new_events)
        position = next(i for i, e in enumerate(work.batch) if e.id == ev.id)
        batch = work.batch[:position] + now + work.batch[position + 1 :]
        dropped: tuple[Ev, ...] = ()
        if fx.template.kind == "regenerate":
            # What an effect on the object's dying (Kalitas's token) would have done along
            # with moving it: the object isn't destroyed, so it doesn't die, and none of
            # that happens.
            dropped = tuple(e for e in batch if e.id.startswith(f"{ev.id}."))
            batch = tuple(e for e in batch if e not in dropped)
        new_work = replace(
            work,
            world=result.world,
            batch=batch,
            log=work.log + tuple(result.records),
            queue=tuple((e,) for e in later) + work.queue,
        )
        if self.record:
            before = describe_event(ev, work.world)
            after = events_text(new_events, result.world) if new_events else "nothing"
            extra = self.proc.rules(*result.mechanisms)
            # A prevented event never happens (615.6); a replaced one, likewise (614.6).
            never = "prevented" if fx.template.kind == "prevent" else "replaced"
            all_rules = tuple(dict.fromkeys((*rules, *extra, *self.proc.rules(never))))
            tail = ""
            if not result.events and fx.template.kind == "prevent":
                tail = " All of it is prevented, so no damage is dealt."
            elif not result.events and fx.template.kind != "skip":
                tail = " The event doesn't happen."
            if ev.kind == "draw" and ev.then:
                tail += (
                    f" The draw was replaced, so the card isn't {ev.then}ed: the additional "
                    "action isn't performed on any card drawn as a result of the replacement."
                )
                all_rules = tuple(dict.fromkeys((*all_rules, *self.proc.rules("draw_then"))))
            note = _ability_loss_note(fx, ev, bearer, self.cc, work.world, self.proc)
            if dropped:
                note += (
                    f" {ctx.name(ev.object)} doesn't die, so what was to happen along with "
                    f"its dying doesn't happen either: {events_text(dropped, work.world)}."
                )
            drafts.append(
                Draft(
                    kind,
                    chooser,
                    options,
                    chosen
                    if chosen is not None
                    else (f"apply:{key}" if kind == "choice" else None),
                    fx.id,
                    before,
                    after,
                    all_rules,
                    f"{cap(why)}. {result.text}.{tail}{note}",
                )
            )
        return self._prune(new_work, drafts)


def _one_draw_at_a_time(events: tuple[Ev, ...]) -> tuple[tuple[Ev, ...], tuple[Ev, ...]]:
    """The events a replacement made, split into those that happen now and the later
    draws: cards are drawn one at a time (121.2 / 423.2), and the draws a replacement
    requires are completed, each replaced or not as it comes, before anything that
    waited resumes (614.11a / 419.6h)."""
    draws = [e for e in events if e.kind == "draw"]
    if len(draws) < 2:
        return events, ()
    later = tuple(draws[1:])
    waiting = {e.id for e in later}
    return tuple(e for e in events if e.id not in waiting), later


def _ability_loss_note(
    fx: Fx, ev: Ev, bearer: str | None, cc: Compiled, world: World, proc: Procedure
) -> str:
    if bearer is None or not ev.entering:
        return ""
    zone = world.obj(bearer).zone
    other = ability_loss(cc, world, zone)
    if other is not None:
        return (
            f" {other.label} doesn't stop it: the object is checked as it would exist "
            f"{proc.battlefield_word}, where it has the ability."
        )
    other = ability_loss(cc, world, "battlefield")
    if other is not None and not proc.entering_sees_other_effects:
        return (
            f" {other.label} doesn't stop it: the rules of {proc.release} check the object "
            f"as it would exist {proc.battlefield_word} ignoring continuous effects from other "
            "sources, so it keeps the ability as it enters."
        )
    return ""
