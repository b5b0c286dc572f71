"""The machine's questions: which effect first (616.1), an effect forced when it is the only
one, which damage a shield prevents first (615.7), and an effect's mode."""

from __future__ import annotations

from .candidates import (
    affected_chooser,
    entering_controller,
    has_may,
    may_words,
    mode_chooser,
    mode_list,
    mode_words,
)
from .card_choices import card_choice
from .context import Ctx
from .effects import counted_by
from .filters import card_keeper
from .hands import card_key, hand_cards
from .looking import look_choice, reveal_choice
from .machine_base import MachineBase
from .restrictions import cant_happen
from .results import Excluded, Option
from .sacrificing import to_choose
from .state import Ev, World
from .templates import keyed_on_recipients, redirect_left, shield_pool
from .words import cap, chooser_reason, describe_event, shield_words
from .work import (
    ApplyEffect,
    Cand,
    ChooseMode,
    Decision,
    Draft,
    PickCard,
    PreventFirst,
    Question,
    Work,
)


class Asking(MachineBase):
    """The part of the machine that asks."""

    def _why_step(self, step_key: str, n: int) -> str:
        step = self.proc.step(step_key)
        assert step is not None
        if step_key == "any" and n < 2:
            return ""
        return step.why

    def _forced(
        self,
        work: Work,
        ev: Ev,
        cand: Cand,
        excluded: list[Excluded],
        step_key: str,
        chooser: str,
        drafts: list[Draft],
    ) -> Work:
        step = self.proc.step(step_key)
        assert step is not None
        rules = step.rules
        if step_key == "any":
            why = "it is the only effect that applies to this event now, so it is applied "
            why += "without asking anyone"
        else:
            why = self._why_step(step_key, 1) + "; it is the only one, so it is applied "
            why += "without asking anyone"
        if any(e.rules == self.proc.rules("contained") for e in excluded if e.rules):
            rules = (*rules, *self.proc.rules("contained"))
            why += (
                "; effects on the tokens entering wait, as that event is contained in creating them"
            )
        if ev.made_by and step_key == "any" and ev.kind in ("create_tokens", "put_counters"):
            rules = (*rules, *self.proc.rules("tokens_counters"))
            why += (
                "; it applies even though another replacement or prevention effect made this event"
            )
        why += self._cant_clause(work, ev)
        if ev.applied and cand.key not in ev.first_options:
            rules = (*rules, *self.proc.rules("applicable"))
            why += "; it became applicable because another effect modified the event"
        return self._apply(work, ev, cand, drafts, Decision("forced", chooser, why, rules))

    def _cant_clause(self, work: Work, ev: Ev) -> str:
        """What a release without 614.17c says when an event that can't happen is replaced."""
        if not self.cc.cants or not self.record or self.proc.cant_blocks_replacement:
            return ""
        blocker = cant_happen(ev, self.cc, work.world, self.proc)
        if blocker is None:
            return ""
        return (
            f"; {blocker.label} says the event can't happen, but the rules of "
            f"{self.proc.release} say nothing about replacing an event that can't happen "
            "(only from 2017-04-28 may just a self-replacement effect modify such an "
            "event), so this effect is applied as usual"
        )

    def _question(
        self,
        work: Work,
        ev: Ev,
        chooser: str,
        cands: list[Cand],
        excluded: list[Excluded],
        step_key: str,
    ) -> Question:
        step = self.proc.step(step_key)
        assert step is not None
        if not self.record:
            # Unsaid, a question is only its options: the same for every state that offers
            # the same effects on the same event (the explorer meets it again and again).
            key = (chooser, ev.id, *(c.key for c in cands))
            found = self._bare_questions.get(key)
            if found is None:
                found = self._bare_questions[key] = Question(
                    chooser=chooser,
                    text="",
                    options=tuple(Option(f"apply:{c.key}", "", (), "") for c in cands),
                    actions=tuple(ApplyEffect(ev.id, c) for c in cands),
                    excluded=(),
                    event_text="",
                    rules=(),
                    effect_ids=tuple(c.fx.id for c in cands),
                )
            return found
        world = work.world
        rules, option_rules = self._question_rules(work, ev, chooser, step.rules)
        who = chooser_reason(ev, world, chooser)
        why = f"{cap(who)}. {cap(self._why_step(step_key, len(cands)))}."
        options = [
            Option(
                id=f"apply:{c.key}",
                label=f"{c.fx.label} first",
                rules=option_rules,
                explanation=f"{why} What it does: {c.fx.text}",
                why=why,
                does=c.fx.text,
            )
            for c in cands
        ]
        return Question(
            chooser=chooser,
            text=f"{chooser}, which effect applies first to: {self._said(ev, world)}?",
            options=tuple(options),
            actions=tuple([ApplyEffect(ev.id, c) for c in cands]),
            excluded=tuple(excluded),
            event_text=self._events_said(work.batch, world),
            rules=rules,
            effect_ids=tuple([c.fx.id for c in cands]),
        )

    def _question_rules(
        self, work: Work, ev: Ev, chooser: str, step_rules: tuple[str, ...]
    ) -> tuple[tuple[str, ...], tuple[str, ...]]:
        """The rules of a question of which effect applies first, and of each option."""
        rules = option_rules = tuple(dict.fromkeys((*self.proc.rules("choose"), *step_rules)))
        world = work.world
        if len(work.batch) > 1 and len({affected_chooser(e, world) for e in work.batch}) > 1:
            rules = (*rules, *self.proc.rules("apnap"))
        if entering_controller(ev, world) == chooser:
            rules = (*rules, *self.proc.rules("entering"))
        return tuple(dict.fromkeys(rules)), option_rules

    def _answered_question(
        self, work: Work, ev: Ev, chooser: str, cands: list[Cand], step_key: str
    ) -> Question:
        """:meth:`_question` when its answer is known at once (a choice replayed): what the
        trace step of the choice reads of it (the options' labels, the rules), without the
        words only an open question shows."""
        step = self.proc.step(step_key)
        assert step is not None
        rules = self._question_rules(work, ev, chooser, step.rules)[0]
        return Question(
            chooser=chooser,
            text="",
            options=tuple([Option(f"apply:{c.key}", f"{c.fx.label} first", (), "") for c in cands]),
            actions=tuple([ApplyEffect(ev.id, c) for c in cands]),
            excluded=(),
            event_text="",
            rules=rules,
            effect_ids=tuple([c.fx.id for c in cands]),
        )

    def _contention(self, work: Work) -> Question | None:
        """Which of several simultaneous events an effect that counts them meets first: a
        prevention shield of the next N damage (615.7 / 419.7b), a redirection of the next N
        (614.9 with 615.7: the same count of damage, whose events the player chooses), or a
        "next time" effect (``once``) that could apply to more than one of them (615.7 with
        616.1 / 419.7b with 419.9a: the affected player chooses)."""
        if len(work.batch) < 2 or not self._counting(work):
            return None
        nexts = self._nexts(work)
        pools: dict[tuple[str, object], list[tuple[Ev, Cand]]] = {}
        for ev in work.batch:
            if (ev.kind != "damage" and not nexts) or ev.kind == "draw":
                # Cards are drawn one at a time (121.2 / 614.11a): draws are never
                # simultaneous, and a "next time you would draw" effect meets the first.
                continue
            cands, _ = self.candidates(ev, work.world, False)
            for c in cands:
                pool: tuple[str, object] | None = _pool(c, ev)
                if pool is not None and not (ev.unpreventable and c.fx.template.kind == "prevent"):
                    pools.setdefault(pool, []).append((ev, c))
        for pool, pairs in pools.items():
            if len(pairs) < 2 or any(ev.id in work.first for ev, _ in pairs):
                # Decided: the event chosen first is worked on until the effect meets it.
                continue
            if pool[0] == "once":
                if keyed_on_recipients(pairs[0][1].fx.template.kind, pairs[0][1].fx.pd):
                    # "The next time damage would be dealt to this and/or you": one time,
                    # all the damage dealt to them at once.
                    continue
                if (
                    all(ev.kind == "damage" for ev, _ in pairs)
                    and len({ev.source for ev, _ in pairs}) < 2
                ):
                    # One source dealing damage to several at once: a prevention keyed on
                    # that source meets all of it, one instance (615.8); another "next
                    # time" effect meets the first listed.
                    continue
                return self._which_first(work, pairs, 1, True, kind="next")
            ev0, c0 = pairs[0]
            left = _pool_left(c0, ev0, work.world)
            short = sum(ev.amount for ev, _ in pairs) > left
            if not short and not self._damage_may_grow(work, c0.fx.id):
                continue
            return self._which_first(work, pairs, left, short, kind=str(pool[0]))
        return None

    def _counting(self, work: Work) -> bool:
        """Whether an effect that counts events or damage (a shield, the next N damage
        redirected, a "next time" effect) still exists."""
        return bool(work.world.shields) or any(
            counted_by(fx) in ("redirect", "once") for fx in self.cc.fxs if fx.id in work.world.live
        )

    def _nexts(self, work: Work) -> bool:
        """Whether a "next time" effect that isn't used up exists."""
        return any(counted_by(fx) == "once" for fx in self.cc.fxs if fx.id in work.world.live)

    def _which_first(
        self, work: Work, pairs: list[tuple[Ev, Cand]], left: int, short: bool, *, kind: str
    ) -> Question:
        ev0, c0 = pairs[0]
        chooser = affected_chooser(ev0, work.world)
        ctx = Ctx(self.cc, self.proc, work.world)
        label = c0.fx.label
        if kind == "next":
            rules = self.proc.rules("once_first")
            text = f"{chooser}, {label} applies only the next time: to which of these events?"
            what = f"{chooser} chooses the event {label} applies to"
            why = "it applies only once, and these events would happen at the same time"
        else:
            rules = self.proc.rules("redirect_first" if kind == "redirect" else "shield")
            verb_ = "redirect" if kind == "redirect" else "prevent"
            why = (
                f"it can't {verb_} all of it"
                if short
                else "other effects may still increase the damage before "
                + ("the redirection" if kind == "redirect" else "the shield")
                + " meets it"
            )
            if kind == "redirect":
                text = f"{chooser}, which damage does {label} redirect first?"
                what = f"{chooser} chooses which damage {label} ({left} left) redirects first"
            else:
                text = f"{chooser}, which damage does {shield_words(label)} prevent first?"
                what = f"{chooser} chooses which damage the shield of {label} ({left} left) "
                what += "prevents first"
        options = tuple(
            Option(
                id=f"{_prefix(c, kind)}:{c.key}:{ev.id}",
                label=_first_label(ev, ctx, kind),
                rules=rules,
                explanation=f"{what}: {why}",
            )
            for ev, c in pairs
        )
        return Question(
            chooser=chooser,
            text=text,
            options=options,
            actions=tuple(PreventFirst(ev.id, c) for ev, c in pairs),
            excluded=(),
            event_text=self._events_said(work.batch, work.world),
            rules=rules,
            effect_ids=tuple(c.fx.id for _, c in pairs),
        )

    def _damage_may_grow(self, work: Work, contended: str) -> bool:
        """Whether an effect other than a prevention effect applies to one of the
        simultaneous damage events: it may make (or send) more damage than a shield has
        left before the shield meets it, so which damage the shield prevents is still a
        choice (615.7 / 419.7b)."""
        for ev in work.batch:
            if ev.kind != "damage":
                continue
            cands, _ = self.candidates(ev, work.world, False)
            if any(c.fx.template.kind != "prevent" and c.fx.id != contended for c in cands):
                return True
        return False

    def _discard_question(self, work: Work) -> Question | None:
        """Which card a player discards (701.9b: the affected player chooses, unless the
        discard is random) or exiles from their graveyard (608.2d), asked a card at a time
        once no effect applies to the event, and only when the cards left differ (cards of
        one name in ``hand`` or ``graveyard`` are alike)."""
        for ev in work.batch:
            if ev.kind == "sacrifice" and ev.player is not None:
                q = self._which_permanent(work, ev)
                if q is not None:
                    return q
                continue
            if ev.kind == "look_at_top" and ev.player is not None:
                got = look_choice(ev, work.world)
                if got is not None:
                    return self._which_card(work, ev, str(ev.player), *got)
                continue
            if ev.kind == "reveal_until" and ev.player is not None:
                kinds = reveal_choice(ev, work.world)
                if kinds is not None:
                    return self._which_card(work, ev, self._controller(ev), kinds, 1)
                continue
            if ev.kind not in _CARD_ZONES or ev.random or ev.player is None:
                continue
            who = str(ev.player)
            made = ev.made_by.effect if ev.made_by is not None else None
            keep = card_keeper(self.cc.fx(made) if made else None, ev.card)
            cards = hand_cards(work.world, who, _CARD_ZONES[ev.kind])
            hand = [c for c in cards if keep is None or keep(c)]
            left = [c for c in hand if card_key(c) not in ev.picked]
            need = min(ev.amount, len(hand)) - len(ev.picked)
            keys = list(dict.fromkeys(card_key(c) for c in left))
            if need <= 0 or need >= len(left) or len(keys) < 2:
                continue
            return self._which_card(work, ev, who, keys, need)
        return None

    def _controller(self, ev: Ev) -> str:
        """Who makes the choices the effect that made ``ev`` offers (608.2d): its
        controller, or the event's player."""
        made = ev.made_by.effect if ev.made_by is not None else None
        return str(self.cc.fx(made).controller if made is not None else ev.player)

    def _which_permanent(self, work: Work, ev: Ev) -> Question | None:
        """Which permanents a player sacrifices: the player chooses among those they control
        (701.21a, 608.2d), a permanent at a time, only when there are more than it takes;
        never one the batch's other sacrifices hold or need (614.12b, 118.3)."""
        cc = self.cc
        offered, need = to_choose(
            work.world, ev, work.batch, lambda e: cc.fx(e.made_by.effect) if e.made_by else None
        )
        if need <= 0 or need >= len(offered):
            return None
        return self._which_card(work, ev, str(ev.player), offered, need)

    def _which_card(self, work: Work, ev: Ev, who: str, keys: list[str], need: int) -> Question:
        """Which card a player discards next (701.9b), or which permanent a player
        sacrifices next (701.21a): ``keys`` are the cards' keys or the permanents' ids."""
        ctx = Ctx(self.cc, self.proc, work.world)
        made = ev.made_by.effect if ev.made_by is not None else None
        label = self.cc.fx(made).label if made is not None else ""
        verb, noun, rules, why, doing = card_choice(ev, who, self.proc)
        more = f" ({need} more to choose)" if need > 1 else ""
        ids = _option_keys(keys)
        options = tuple(
            Option(
                id=f"{verb}:{ev.id}:{ids[key]}",
                label=key[5:] if key[:5] in ("name:", "kind:") else ctx.name(key),
                rules=rules,
                explanation=why + (f"; {label} made the {_MADE.get(verb, verb)}" if label else ""),
            )
            for key in keys
        )
        return Question(
            chooser=who,
            text=f"{who}, which {noun} do you {doing}?{more}",
            options=options,
            actions=tuple(PickCard(ev.id, key) for key in keys),
            excluded=(),
            event_text=self._events_said(work.batch, work.world),
            rules=rules,
            effect_ids=tuple(made for _ in keys),
        )

    def _mode_point(self, work: Work, drafts: list[Draft]) -> tuple[Work, Question | None]:
        assert work.mode_for is not None
        waiting = work.mode_for
        ev = next(e for e in work.batch if e.id == waiting.event_id)
        fx, key, bearer = waiting.cand.fx, waiting.cand.key, waiting.cand.bearer
        ctx = Ctx(self.cc, self.proc, work.world, work.batch)
        modes = mode_list(fx, ev, ctx, bearer)
        possible = [m for m in modes if m.possible]
        impossible = [m for m in modes if not m.possible]
        chooser = mode_chooser(fx, ev)
        rules = self.proc.rules("entering" if fx.template.kind == "enter_choose" else "modal")
        may = not fx.modes and not fx.optional and has_may(fx)
        if fx.optional and not fx.modes:
            rules = self.proc.rules("optional")
        elif may:
            rules = self.proc.rules(may_words(fx)[1])
        if len(possible) == 1:
            why = f"only one mode is possible ({possible[0].label})"
            if impossible:
                why += "; a mode that is impossible can't be chosen (" + "; ".join(
                    f"{m.label}: {m.reason}" for m in impossible
                )
                why += ")"
            why += ", so it is applied without asking"
            decision = Decision("forced", chooser, why, rules)
            work = self._apply_mode(work, ev, waiting.cand, possible[0].id, drafts, decision)
            return work, None
        why, text = mode_words(fx, ev, ctx, chooser, possible[0].label, may)
        options = tuple(
            Option(id=f"mode:{m.id}", label=m.label, rules=rules, explanation=why) for m in possible
        )
        excluded = tuple(
            Excluded(key.effect, m.label, m.reason, rules, key.bearer) for m in impossible
        )
        return work, Question(
            chooser=chooser,
            text=text,
            options=options,
            actions=tuple(ChooseMode(m.id) for m in possible),
            excluded=excluded,
            event_text=self._events_said(work.batch, work.world),
            rules=rules,
            effect_ids=tuple(fx.id for _ in possible),
        )


_CARD_ZONES = {"discard": "hand", "exile_graveyard": "graveyard"}
"""The events that take cards a player chooses, and the zone they take them from."""


def _pool(c: Cand, ev: Ev) -> tuple[str, object] | None:
    """What an effect of "the next N damage" counts down, the one opportunity of a "next
    time" effect, or None for another effect."""
    kind = counted_by(c.fx)
    if kind == "shield":
        return ("shield", shield_pool(c.fx, ev))
    if kind == "redirect":
        return ("redirect", c.fx.id)
    if kind == "once":
        return ("once", c.key)
    return None


def _prefix(c: Cand, kind: str) -> str:
    """The option id's first word: ``prevent``, ``redirect``, or ``next`` for another
    "next time" effect."""
    if kind == "next" and c.fx.template.kind in ("prevent", "redirect"):
        return c.fx.template.kind
    return "prevent" if kind == "shield" else kind


def _first_label(ev: Ev, ctx: Ctx, kind: str) -> str:
    if kind == "redirect":
        return (
            f"redirect {ctx.name(ev.source)}'s {ev.amount} damage to {ctx.name(ev.recipient)} first"
        )
    if kind == "shield":
        return f"prevent damage from {ctx.name(ev.source)} first"
    return describe_event(ev, ctx.world)


def _pool_left(c: Cand, ev: Ev, world: World) -> int:
    if c.fx.template.kind == "redirect":
        return redirect_left(c.fx, world) or 0
    return world.shield(shield_pool(c.fx, ev)) or 0


_MADE = {"look": "choice"}
"""What the effect made, by option prefix, where it is not the prefix itself."""


def _option_keys(keys: list[str]) -> dict[str, str]:
    """Each card's part of an option id: an object's id, or ``name-`` and its name in lower
    case with anything but letters and digits as ``-`` (numbered when two would clash)."""
    out: dict[str, str] = {}
    for key in keys:
        if key.startswith("name:"):
            slug = "name-" + "-".join(
                "".join(ch if ch.isalnum() else " " for ch in key[5:].lower()).split()
            )
        elif key.startswith("kind:"):
            slug = key[5:]
        else:
            slug = key
        base, n = slug, 2
        while slug in out.values():
            slug, n = f"{base}-{n}", n + 1
        out[key] = slug
    return out
