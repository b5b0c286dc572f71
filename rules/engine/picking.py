"""The machine's questions for an effect that chooses "any number of" objects as a permanent
enters (devour, 702.82a: "you may sacrifice any number of creatures"; Sutured Ghoul: "exile
any number of creature cards from your graveyard"), when the scenario leaves the choice to
the table (``"sacrifice": "ask"`` / ``"exile": "ask"``; left out, none is chosen).

The choice is made before the permanent enters (614.12a; 419.6i in 2008), by the player
who would control it (616.1 / 419.9a; the effect is the permanent's own, 614.1c / 419.1b).
The number of sets of objects grows as two to the power of their number, so the question is
asked an object at a time: "is this one chosen?", with the options ``pick:<object id>`` and
``pass:<object id>``, each question of two options, bounded in time and memory, and every
set of objects is reached by exactly one list of answers, which replays it. Objects are
asked about in the scenario's order. When the card says how many ("exile an instant or
sorcery card"), the player may pass an object only while enough are left to choose from, and
the asking stops once that many are chosen. The entering permanent, objects entering with
it (614.13a) and objects another event of the batch already moves are never asked about.
"""

from __future__ import annotations

from typing import Any

from .applying import Applying
from .candidates import acting, affected_chooser
from .context import Ctx
from .results import Option
from .state import Ev, replace
from .templates.devouring import chosen_mode
from .words import events_text
from .work import Decision, Draft, ModeWait, PickObject, Question, Work


class Picking(Applying):
    """The part of the machine that asks for objects an object at a time."""

    def _pick_point(self, work: Work, drafts: list[Draft]) -> tuple[Work, Question | None]:
        """Ask about the next object, or apply the effect once nothing is left to ask."""
        waiting = work.mode_for
        assert waiting is not None
        ev = _event(work, waiting.event_id)
        chooser = affected_chooser(ev, work.world)
        ask, done = self._next_pick(work, waiting, ev)
        if done is not None:
            why = _done_why(done, self._ctx(work).name)
            decision = Decision("forced", chooser, why, self._pick_rules())
            return self._finish(work, waiting, ev, done, drafts, decision), None
        assert ask is not None
        return work, self._pick_question(work, waiting, ev, chooser, ask)

    def choose_at(self, work: Work, q: Question, index: int) -> tuple[Work, list[Draft]]:
        action = q.actions[index]
        if not isinstance(action, PickObject):
            return super().choose_at(work, q, index)
        waiting = work.mode_for
        assert waiting is not None
        ev = _event(work, waiting.event_id)
        option_id = q.options[index].id
        labels = tuple(o.label for o in q.options) if self.record else ()
        picked = replace_picked(waiting, action)
        _, done = self._next_pick(work, picked, ev)
        drafts: list[Draft] = []
        why = f"{q.chooser} chose: {q.options[index].label}" if self.record else ""
        decision = Decision("choice", q.chooser, why, q.rules, labels, option_id)
        if done is not None:
            return self._finish(work, picked, ev, done, drafts, decision), drafts
        if self.record:
            et = events_text((ev,), work.world)
            drafts.append(
                Draft(
                    "choice",
                    q.chooser,
                    labels,
                    option_id,
                    waiting.cand.fx.id,
                    et,
                    et,
                    q.rules,
                    f"{why}.",
                )
            )
        return _with(work, picked), drafts

    def _ctx(self, work: Work) -> Ctx:
        return Ctx(self.cc, self.proc, work.world)

    def _pick_rules(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(self.proc.rules("as_enters_choice", "also_moves")))

    def _next_pick(
        self, work: Work, waiting: ModeWait, ev: Ev
    ) -> tuple[str | None, tuple[str, ...] | None]:
        """The next object to ask about, or (all asked) the objects chosen."""
        fx = acting(waiting.cand.fx, ev)
        hooks = fx.template.hooks
        busy = {e.object for e in work.batch if e.id != ev.id and e.object is not None}
        pool = [o for o in hooks.pickable(fx, ev, self._ctx(work)) if o not in busy]
        taken = tuple(o for o, take in waiting.picked if take)
        asked = {o for o, _ in waiting.picked}
        left = [o for o in pool if o not in asked]
        most = hooks.most(fx)
        need = min(hooks.least(fx), len(pool)) - len(taken)
        if not left or (most is not None and len(taken) >= most):
            return None, taken
        if need >= len(left):
            # Every object left must be chosen: the card says how many, and no fewer are left.
            return None, (*taken, *left[:need])
        return left[0], None

    def _finish(
        self,
        work: Work,
        waiting: ModeWait,
        ev: Ev,
        done: tuple[str, ...],
        drafts: list[Draft],
        decision: Decision,
    ) -> Work:
        """Apply the effect with the objects chosen."""
        work = _with(work, None)
        return self._do_apply(work, ev, waiting.cand, chosen_mode(done), drafts, decision)

    def _pick_question(
        self, work: Work, waiting: ModeWait, ev: Ev, chooser: str, object_id: str
    ) -> Question:
        fx = waiting.cand.fx
        rules = self._pick_rules()
        actions = (PickObject(object_id, True), PickObject(object_id, False))
        ids = (f"pick:{object_id}", f"pass:{object_id}")
        if not self.record:
            return Question(
                chooser,
                "",
                tuple(Option(i, "", (), "") for i in ids),
                actions,
                (),
                "",
                (),
                (fx.id, fx.id),
            )
        ctx = self._ctx(work)
        hooks = fx.template.hooks
        verb, noun = hooks.verb, hooks.noun
        name, entering = ctx.name(object_id), ctx.name(ev.object)
        size = ""
        if fx.pd.get("total"):
            o = ctx.world.obj(object_id)
            size = f" ({o.power or 0}/{o.toughness or 0})"
        taken = [ctx.name(o) for o, take in waiting.picked if take]
        so_far = f" So far: {', '.join(taken)}." if taken else ""
        by = f" ({fx.label})" if fx.label != entering else ""
        why = (
            f"{chooser} would control {entering}, so {chooser} chooses the {noun}s {verb} as "
            f"it enters, before it enters; any number of them may be chosen, so each is "
            f"asked about in turn"
        )
        most = hooks.most(fx)
        if most is not None:
            why = why.replace("any number of them may be chosen", f"{fx.label} says {most}")
        options = (
            Option(ids[0], f"yes: {name} is {verb}{size}", rules, why),
            Option(ids[1], f"no: {name} is not {verb}", rules, why),
        )
        return Question(
            chooser=chooser,
            text=f"{chooser}, as {entering} enters{by}: is {name}{size} {verb}?{so_far}",
            options=options,
            actions=actions,
            excluded=(),
            event_text=events_text(work.batch, work.world),
            rules=rules,
            effect_ids=(fx.id, fx.id),
        )


def replace_picked(waiting: ModeWait, action: PickObject) -> ModeWait:
    """The wait with one more object answered."""
    return ModeWait(
        waiting.cand, waiting.event_id, (*waiting.picked, (action.object_id, action.take))
    )


def _with(work: Work, waiting: ModeWait | None) -> Work:
    return replace(work, mode_for=waiting)


def _done_why(done: tuple[str, ...], name: Any) -> str:
    """Why nothing is asked before the effect is applied."""
    if not done:
        return "nothing can be chosen, so it is applied without asking"
    return (
        "the card says how many, and no more are there to choose from, so "
        + " and ".join(name(o) for o in done)
        + " must be chosen, without asking"
    )


def _event(work: Work, event_id: str) -> Ev:
    for ev in work.batch:
        if ev.id == event_id:
            return ev
    raise StopIteration(event_id)  # pragma: no cover - a wait names an event of its batch
