"""The machine's choices carried out: an effect applied (or declined) to an event, and the
sentences of the trace step that says so."""

from __future__ import annotations

from .candidates import acting, asked_at_table, has_may, has_modes, may_words, mode_chooser
from .compiling import Compiled
from .context import Ctx
from .effects import Fx, counted_by
from .influence import nothing_records, out_of_range
from .looking import look_spec, look_where
from .machine_base import MEMO_LIMIT, MachineBase
from .procedures import Procedure
from .restrictions import ability_loss, as_it_would_exist
from .state import EffectKey, Ev, World, replace
from .templates import Applied
from .templates.planeswalkers import PLANESWALKER_REDIRECT
from .words import cap, events_text, possessive
from .work import (
    Cand,
    ChooseMode,
    Decision,
    Draft,
    KeepMove,
    ModeWait,
    PickCard,
    PickObject,
    PreventFirst,
    Question,
    Work,
)

_UNSAID = Decision("choice", None, "", ())
"""The decision passed along when the machine writes no trace (the explorer's walk)."""


_CHOSEN_VERBS = {
    "sacrifice": "sacrifice",
    "exile_graveyard": "exile",
    "look_at_top": "put",
    "reveal_until": "reveal cards until a",
}
"""What a player chose to do with the cards or permanents they picked (a discard else)."""


class Applying(MachineBase):
    """The part of the machine that applies what was chosen."""

    def choose(self, work: Work, q: Question, option_id: str) -> tuple[Work, list[Draft]]:
        """Carry out the option ``option_id`` of the question ``q``."""
        return self.choose_at(work, q, _index_of(q, option_id))

    def choose_at(self, work: Work, q: Question, index: int) -> tuple[Work, list[Draft]]:
        """Carry out the question's option at ``index`` (the explorer tries each in turn)."""
        option_id = q.options[index].id
        action = q.actions[index]
        drafts: list[Draft] = []
        record = self.record
        labels = tuple([o.label for o in q.options]) if record else ()
        if isinstance(action, ChooseMode):
            assert work.mode_for is not None
            waiting = work.mode_for
            ev = _event(work, waiting.event_id)
            why = f"{q.chooser} chose: {q.options[index].label}" if record else ""
            decision = Decision("choice", q.chooser, why, q.rules, labels, option_id)
            return self._apply_mode(work, ev, waiting.cand, action.mode, drafts, decision), drafts
        # Answered by Picking.choose_at and Contradicting.choose_at.
        assert not isinstance(action, PickObject | KeepMove)
        ev = _event(work, action.event_id)
        if isinstance(action, PickCard):
            # 701.9b: the discarding player chooses the card; 701.21a: the sacrificing
            # player, the permanent.
            chosen = ev.but(picked=tuple(sorted((*ev.picked, action.card))))
            batch = tuple(chosen if e.id == ev.id else e for e in work.batch)
            if record:
                et = self._said(ev, work.world)
                verb = _CHOSEN_VERBS.get(ev.kind, "discard")
                said = f"{q.chooser} chose to {verb} {q.options[index].label}"
                if ev.kind == "look_at_top":
                    spec = look_spec(ev)
                    said += " " + look_where(spec["to"], spec["position"])
                elif ev.kind == "reveal_until":
                    said += " card"
                drafts.append(
                    Draft("choice", q.chooser, labels, option_id, None, et, et, q.rules, said + ".")
                )
            return replace(work, batch=batch), drafts
        if isinstance(action, PreventFirst):
            # 615.7: the shield prevents this damage first. The other effects on it are
            # still applied in the order 616.1 lets its chooser pick, so the event is
            # worked on now and the shield meets it when its turn comes.
            if record:
                drafts.append(self._first_step(work, ev, action.cand, q, labels, option_id))
            return replace(work, first=(*work.first, ev.id)), drafts
        if record:
            why = f"{q.chooser} chose to apply {action.cand.fx.label} first"
            why += self._cant_clause(work, ev)
            decision = Decision("choice", q.chooser, why, q.rules, labels, option_id)
        else:
            decision = _UNSAID
        return self._apply(work, ev, action.cand, drafts, decision), drafts

    def _first_step(
        self, work: Work, ev: Ev, cand: Cand, q: Question, labels: tuple[str, ...], chosen: str
    ) -> Draft:
        """The trace step of a choice of which event a shield, a redirection of the next N
        damage or a "next time" effect meets first (615.7 / 419.7b)."""
        et = self._said(ev, work.world)
        fx = cand.fx
        once = counted_by(fx) == "once"
        others = [
            c.fx.label for c in self.candidates(ev, work.world, False)[0] if c.key != cand.key
        ]
        what = "the redirection" if fx.template.kind == "redirect" else "the shield"
        if once:
            what = fx.label
        more = (
            f"; {q.chooser} may still have " + " or ".join(others) + f" applied to it before {what}"
            if others
            else ""
        )
        if once:
            said = f"{q.chooser} chose the event {fx.label} applies to, as it applies only once"
        elif fx.template.kind == "redirect":
            said = f"{q.chooser} chose which damage {fx.label} redirects first"
        else:
            said = f"{q.chooser} chose which damage the shield of {fx.label} prevents first"
        return Draft(
            "choice",
            q.chooser,
            labels,
            chosen,
            fx.id,
            et,
            et,
            q.rules,
            said + f": {et}. That event is worked on first{more}."
            if once
            else said + f": {et}. That damage is worked on first{more}.",
        )

    def _apply(
        self, work: Work, ev: Ev, cand: Cand, drafts: list[Draft], decision: Decision
    ) -> Work:
        """Apply ``cand`` to ``ev``, or, when it has modes (or may be declined), wait for them."""
        if not has_modes(cand.fx):
            return self._do_apply(work, ev, cand, None, drafts, decision)
        if self.record:
            fx = cand.fx
            et = self._said(ev, work.world)
            if fx.template.kind == "enter_choose":
                then = f"{fx.label} applies; the choice is made as the object enters"
            elif fx.template.kind == PLANESWALKER_REDIRECT.kind:
                then = (
                    f"{mode_chooser(fx, ev)}, who controls the source of the damage, now "
                    "chooses whether to redirect it"
                )
            elif asked_at_table(fx):
                hooks = fx.template.hooks
                then = (
                    f"{fx.label} applies; {mode_chooser(fx, ev)} now chooses, as it enters, "
                    f"which {hooks.noun}s are {hooks.verb}, one at a time"
                )
            elif fx.optional and not fx.modes:
                then = (
                    f"{possessive(fx.label)} controller, {mode_chooser(fx, ev)}, "
                    "now chooses whether to apply it"
                )
            elif has_may(fx) and not fx.modes:
                then = (
                    f"{fx.label} applies; {mode_chooser(fx, ev)} now chooses whether to do "
                    f"what it says they may do {may_words(fx)[0]}"
                )
            else:
                then = f"{fx.label} applies; its mode is chosen now"
            rules = (*decision.rules, *self.proc.rules(fx.template.mechanism))
            drafts.append(
                Draft(
                    decision.kind,
                    decision.chooser,
                    decision.options,
                    decision.chosen,
                    fx.id,
                    et,
                    et,
                    tuple(dict.fromkeys(rules)),
                    f"{cap(decision.why)}. {then}",
                )
            )
        return replace(work, mode_for=ModeWait(cand, ev.id))

    def _apply_mode(
        self, work: Work, ev: Ev, cand: Cand, mode: str, drafts: list[Draft], decision: Decision
    ) -> Work:
        """Apply ``cand`` to ``ev`` in ``mode`` (``"apply"``: no mode; ``"decline"``: not
        at all)."""
        work = replace(work, mode_for=None)
        if mode != "decline":
            chosen = decision.chosen or f"mode:{mode}"
            decision = replace(decision, chosen=chosen)
            return self._do_apply(
                work, ev, cand, None if mode == "apply" else mode, drafts, decision
            )
        new = ev.but(applied=ev.applied | {cand.key}, first_options=self._first(work, ev))
        batch = tuple(new if e.id == ev.id else e for e in work.batch)
        if self.record:
            et = self._said(ev, work.world)
            drafts.append(
                Draft(
                    decision.kind,
                    decision.chooser,
                    decision.options,
                    decision.chosen or "mode:decline",
                    cand.fx.id,
                    et,
                    et,
                    decision.rules,
                    f"{decision.why}. {cand.fx.label} is not applied; the event is unchanged",
                )
            )
        return replace(work, batch=batch)

    def _first(self, work: Work, ev: Ev) -> frozenset[EffectKey]:
        """The effects that applied to ``ev`` before any was applied to it: those that later
        apply didn't become applicable by another's modification (616.2). Declining an
        optional effect leaves the event as it was, so it keeps them too."""
        if ev.applied or not self.record:
            return ev.first_options
        return frozenset([c.key for c in self._remembered(ev, work.world, True)[0]])

    def _do_apply(
        self,
        work: Work,
        ev: Ev,
        cand: Cand,
        mode: str | None,
        drafts: list[Draft],
        decision: Decision,
    ) -> Work:
        """Apply ``cand`` to ``ev``: the event becomes what the effect makes of it."""
        fx, key = cand.fx, cand.key
        result = self._result(work.world, ev, cand, mode, work.batch)
        applied = ev.applied | {key}
        first = self._first(work, ev)
        made = result.events
        out: tuple[tuple[Ev, ...], str] = ((), "")
        if self.cc.influence is not None and made:
            made, gone, why = out_of_range(self.cc.influence, ev, made, work.world)
            if gone:
                out = gone, why
                records = (*result.records, *nothing_records(gone, why, work.world))
                result = result._replace(events=made, records=records)
        if len(made) == 1:
            new_events: tuple[Ev, ...] = (_made(made[0], ev, fx, key, applied, first),)
        else:
            new_events = tuple(_made(e, ev, fx, key, applied, first) for e in made)
        now, later = _one_draw_at_a_time(new_events)
        batch = work.batch
        if len(batch) == 1:
            batch = now
        else:
            position = next(i for i, e in enumerate(batch) if e.id == ev.id)
            batch = batch[:position] + now + batch[position + 1 :]
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
            log=work.log + tuple(result.records) if result.records else work.log,
            queue=tuple((e,) for e in later) + work.queue if later else work.queue,
        )
        if self.record:
            drafts.append(
                self._applied_step(work.world, ev, cand, decision, result, new_events, dropped, out)
            )
        return self._prune(new_work, drafts)

    def _result(
        self, world: World, ev: Ev, cand: Cand, mode: str | None, batch: tuple[Ev, ...] = ()
    ) -> Applied:
        """What applying ``cand`` to ``ev`` (in ``mode``) makes of it. Without a trace (the
        explorer's walk, which meets one event with many sets of effects applied) it is
        remembered for the event as if none had been: no template reads which have, and
        :func:`_made` marks them on what it makes (614.5). The other sacrifices of the
        ``batch`` are part of what it depends on (a permanent is sacrificed once, 701.21a):
        they are all of the batch an effect reads as it applies."""
        fx = acting(cand.fx, ev)
        held = tuple(e for e in batch if e.kind == "sacrifice" and e.id != ev.id)
        if self.record:
            ctx = Ctx(self.cc, self.proc, world, held)
            return fx.template.apply(fx, ev, ctx, cand.bearer, mode)
        bare = self.bare(ev)
        memo_key = (fx.id, cand.bearer, mode, bare, world, held)
        found = self._results.get(memo_key)
        if found is None:
            if len(self._results) >= MEMO_LIMIT:
                self._results.clear()
            ctx = Ctx(self.cc, self.proc, world, held)
            found = self._results[memo_key] = fx.template.apply(fx, bare, ctx, cand.bearer, mode)
        return found

    def _applied_step(
        self,
        world: World,
        ev: Ev,
        cand: Cand,
        decision: Decision,
        result: Applied,
        new_events: tuple[Ev, ...],
        dropped: tuple[Ev, ...],
        out: tuple[tuple[Ev, ...], str] = ((), ""),
    ) -> Draft:
        """The trace step of an effect applied to ``ev`` (``world`` as it was before)."""
        fx = cand.fx
        after = self._events_said(new_events, result.world) if new_events else "nothing"
        extra = self.proc.rules(*result.mechanisms)
        # A prevented event never happens (615.6); a replaced one, likewise (614.6).
        never = "prevented" if fx.template.kind == "prevent" else "replaced"
        all_rules = tuple(dict.fromkeys((*decision.rules, *extra, *self.proc.rules(never))))
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
        note = ""
        if cand.bearer is not None and ev.entering:
            note = _ability_loss_note(fx, ev, cand.bearer, self.cc, world, self.proc)
        if dropped:
            name = Ctx(self.cc, self.proc, world).name(ev.object)
            note += (
                f" {name} doesn't die, so what was to happen along with "
                f"its dying doesn't happen either: {events_text(dropped, world)}."
            )
        if out[0]:
            note += f" {cap(events_text(out[0], world))}: that part does nothing ({out[1]})."
            all_rules = (*all_rules, *self.proc.rules("range_replace"))
        chosen = decision.chosen
        if chosen is None and decision.kind == "choice":
            chosen = f"apply:{cand.key}"
        return Draft(
            decision.kind,
            decision.chooser,
            decision.options,
            chosen,
            fx.id,
            self._said(ev, world),
            after,
            all_rules,
            f"{cap(decision.why)}. {result.text}.{tail}{note}",
        )


def _index_of(q: Question, option_id: str) -> int:
    """Where ``option_id`` stands among the question's options (ValueError if it doesn't)."""
    for index, option in enumerate(q.options):
        if option.id == option_id:
            return index
    raise ValueError(option_id)


def _event(work: Work, event_id: str) -> Ev:
    """The event of the batch with this id."""
    for ev in work.batch:
        if ev.id == event_id:
            return ev
    raise StopIteration(event_id)  # pragma: no cover - a question names an event of its batch


def _made(
    e: Ev,
    ev: Ev,
    fx: Fx,
    key: EffectKey,
    applied: frozenset[EffectKey],
    first: frozenset[EffectKey],
) -> Ev:
    """An event ``fx`` made of ``ev`` (``e``), marked with what has had its opportunity on
    it (614.5): ``applied``, the effect included; an additional event (615.5) is new, so
    nothing has."""
    if e.additional:
        return replace(
            e,
            made_by=key if e.id != ev.id else e.made_by,
            first_options=frozenset(),
            additional=False,
            controller=_entering_under(e, fx),
        )
    return replace(
        e,
        applied=applied if e.applied is ev.applied else applied | e.applied,
        made_by=key if e.id != ev.id else e.made_by,
        first_options=first,
        additional=False,
        controller=_entering_under(e, fx),
    )


def _entering_under(ev: Ev, fx: Fx) -> str | None:
    """Under whose control an event a replacement made would put a permanent: what the
    event says, or else the player the effect has put it there, its controller (110.2a:
    "that object enters the battlefield under that player's control unless the effect
    states otherwise"; every permanent has a controller, 110.2)."""
    if ev.entering and ev.controller is None:
        return fx.controller
    return ev.controller


def _one_draw_at_a_time(events: tuple[Ev, ...]) -> tuple[tuple[Ev, ...], tuple[Ev, ...]]:
    """The events a replacement made, split into those that happen now and the later
    draws: cards are drawn one at a time (121.2 / 423.2), and the draws a replacement
    requires are completed, each replaced or not as it comes, before anything that
    waited resumes (614.11a / 419.6h). The events of an action that depends on an earlier
    one ("if … this way") come after the others, each in its turn."""
    for e in events:  # most often no event is a draw or a sequel: nothing waits
        if e.kind == "draw" or e.sequel:
            break
    else:
        return events, ()
    draws = [e for e in events if e.kind == "draw" and not e.sequel]
    # What an action does "this way" after an earlier one waits for it, in order.
    later = (*draws[1:], *(e for e in events if e.sequel))
    if not later:
        return events, ()
    waiting = {e.id for e in later}
    return tuple(e for e in events if e.id not in waiting), later


def _ability_loss_note(
    fx: Fx, ev: Ev, bearer: str, cc: Compiled, world: World, proc: Procedure
) -> str:
    """Why an entering object's own ability applies though an effect removes abilities."""
    zone = world.obj(bearer).zone
    other = ability_loss(cc, world, zone, world.obj(bearer))
    if other is not None:
        return (
            f" {other.label} doesn't stop it: the object is checked as it would exist "
            f"{proc.battlefield_word}, where it has the ability."
        )
    other = ability_loss(cc, world, "battlefield", as_it_would_exist(ev, world))
    if other is not None and not proc.entering_sees_other_effects:
        return (
            f" {other.label} doesn't stop it: the rules of {proc.release} check the object "
            f"as it would exist {proc.battlefield_word} ignoring continuous effects from other "
            "sources, so it keeps the ability as it enters."
        )
    return ""
