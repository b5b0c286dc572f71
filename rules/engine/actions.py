"""Actions: what an ``instead``, a mode, an optional effect or a prevention effect's
follow-up (615.5) does, as the events it makes.

Each action is ``{"do": kind, …}``; its objects, players and amounts are references
(:mod:`rules.engine.references`) resolved against the event the effect applies to. An
action that can't be carried out (no such object, nothing to remove) makes no event: the
impossible part is ignored (614.6, 615.6).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from .actions_library import look_at_top, reveal_until
from .doing import Doing, ObjectEvent, entering_with_counters
from .errors import too_many
from .filters import obj_matches
from .frozen import freeze, thaw
from .interface import Context, EffectView, effect_cause
from .player_actions import PLAYER_ACTIONS
from .references import EACH_PLAYER_WORDS, amount_ref, object_ref, player_ref
from .sacrificing import permanent_noun, room, sacrificeable
from .state import Ev
from .tokens import PREDEFINED_TOKENS
from .vocabulary import MAX_UNITS_MADE
from .words import count_counters, count_noun, possessive


def build(
    ctx: Context, fx: EffectView, ev: Ev, actions: Any, prevented: int = 0, declined: bool = False
) -> tuple[tuple[Ev, ...], str]:
    """The events ``actions`` make when ``fx`` applies to ``ev``, and the actions in words;
    with ``declined``, the action the player may do ("may") is not done, so what depends
    on it not being done ("if you don't", ``unless_done``) is."""
    d = Doing(ctx, fx, ev, prevented, declined)
    listed = [thaw(a) if not isinstance(a, dict) else a for a in actions or ()]
    d.costs = {int(a[k]) for a in listed for k in ("if_done", "unless_done") if k in a}
    done: list[bool] = []
    for i, a in enumerate(listed):
        before = len(d.out)
        if _may_do(d, a, done):
            if a.get("object") == "those_tokens":
                _on_those_tokens(d, i, a)
            elif a.get("player") in EACH_PLAYER_WORDS:
                _for_each_player(d, i, a)
            else:
                _DO[a["do"]](d, i, a)
        done.append(len(d.out) > before)
        if "if_done" in a or "unless_done" in a:
            # It happens after the others: the affected object's own move ("put it onto
            # the battlefield") too, which keeps the event's place otherwise.
            d.out[before:] = [
                e.but(sequel=True, order=(*ev.order, i * 1000) if e.order == ev.order else e.order)
                for e in d.out[before:]
            ]
    return entering_with_counters(tuple(d.out)), ", and ".join(d.words) or "nothing happens"


def _for_each_player(d: Doing, i: int, a: Mapping[str, Any]) -> None:
    """Each player (or each opponent) does the action, in turn order (101.4)."""
    every = a["player"] == "each_player"
    mine = (d.fx.controller, d.fx.mate)  # a teammate is no opponent (810.8a)
    names = [p.name for p in d.ctx.world.players if every or p.name not in mine]
    for j, name in enumerate(names):
        d.each = (f"-{name}", j * 201)  # after the earlier player's events (at most 200)
        _DO[a["do"]](d, i, {**a, "player": name})
    d.each = ("", 0)


TOKEN_ACTIONS = (
    "put_counters",
    "remove_counters",
    "tap",
    "untap",
    "gain_control",
    "destroy",
    "sacrifice",
)
"""The actions that may be done to "those tokens"."""


def _on_those_tokens(d: Doing, i: int, a: Mapping[str, Any]) -> None:
    """An action on "those tokens": each token the latest ``create_tokens`` action before it
    created, once they have been created (they don't exist yet as the effect applies), so
    it happens after them; each token's event is one other effects may modify."""
    made = next((e for e in reversed(d.out) if e.kind == "create_tokens"), None)
    if made is None:
        return
    action = dict(a)
    if "count" in action or "amount" in action or a["do"] == "put_counters":
        count = a.get("count", a.get("amount", 1))
        action["count"] = count if count == "all" else d.amount(a)
        action.pop("amount", None)
    d.event(i, "those_tokens", object=made.id, token=freeze(action), sequel=True)
    d.words.append(f"{a['do'].replace('_', ' ')} on each of those tokens")


def tokens_made(ev: Ev, world: Any) -> tuple[str, ...]:
    """The tokens the create_tokens event ``ev.object`` created that are on the battlefield."""
    prefix = f"{ev.object}.t"
    return tuple(o.id for o in world.objects if o.id.startswith(prefix) and o.in_play)


def _may_do(d: Doing, a: Mapping[str, Any], done: list[bool]) -> bool:
    """Whether an action is done: its source condition (``if_source``), and whether the
    earlier action it depends on was carried out ("if the player discards a card this
    way", ``if_done``) or not ("if the player doesn't …", ``unless_done``). An action that
    can't be carried out makes no event and is not done (614.6)."""
    if "if_source" in a and not _source_is(d, a["if_source"]):
        return False
    if a.get("may") and d.declined:
        return False
    if "if_done" in a and not done[a["if_done"]]:
        return False
    return not ("unless_done" in a and done[a["unless_done"]])


def _source_is(d: Doing, f: Any) -> bool:
    """ "If damage from a creature source is prevented this way": the event's source now."""
    src = d.ev.source
    world = d.ctx.world
    return (
        src is not None
        and world.has_obj(src)
        and obj_matches(f, world.obj(src), fx=d.fx, world=world)
    )


# Objects ---------------------------------------------------------------------------


def _move(d: Doing, i: int, a: Mapping[str, Any]) -> None:
    ev, to = d.ev, a["to"]
    position = a.get("position")
    target = d.obj(a)
    if target is None:
        return
    if target == ev.object and ev.kind == "move":
        # Watching where the object would be put replaces only that; watching the move
        # itself (a destruction, a discard) replaces the whole of it.
        cause = ev.cause if "to" in (d.fx.pd.get("watch") or {}) else None
        d.out.append(ev.but(to_zone=to, destroy=False, cause=cause, position=position))
    else:
        zone = d.ctx.world.obj(target).zone
        d.event(i, "move", object=target, from_zone=zone, to_zone=to, position=position)
    d.words.append(f"{d.ctx.name(target)} {_zone_words(d, target, to, position)}")


def _zone_words(d: Doing, target: str, to: str, position: str | None) -> str:
    if to == "library" and position:
        owner = d.ctx.world.obj(target).owner
        where = "on top of" if position == "top" else "on the bottom of"
        return f"is put {where} {possessive(owner)} library"
    return d.ctx.zone_phrase(to, target)


def _destroy(d: Doing, i: int, a: Mapping[str, Any]) -> None:
    """Destroy (701.8a) or sacrifice (701.21a) an object: it is put into its owner's
    graveyard; only a destruction can be regenerated."""
    if "permanent" in a:
        _sacrifice_chosen(d, i, a)
        return
    target = d.obj(a)
    if target is None or not d.ctx.world.obj(target).in_play:
        return
    destroy = a["do"] == "destroy"
    d.event(
        i,
        "move",
        object=target,
        from_zone="battlefield",
        to_zone="graveyard",
        destroy=destroy,
        cause="destroy" if destroy else "sacrifice",
    )
    verb = "is destroyed" if destroy else "is sacrificed"
    d.words.append(f"{d.ctx.name(target)} {verb}")


def _sacrifice_chosen(d: Doing, i: int, a: Mapping[str, Any]) -> None:
    """A player sacrifices N permanents they control that match ``permanent``, chosen by
    that player (701.21a, 608.2d): one event, whose permanents are asked once no effect
    applies to it. As a cost ("If you do", or one the player may do) it is done in full or
    not at all (118.12, 118.3); otherwise as much as possible (609.3). See
    :mod:`rules.engine.sacrificing`."""
    who, n = d.player(a, "you"), d.amount(a)
    if n > MAX_UNITS_MADE:
        raise too_many(d.fx.label, n, "permanents")
    if who is None or n <= 0:
        return
    f = a.get("permanent") or {}
    chosen, needs = d.ctx.sacrifice_claims(who, d.ev, tuple(d.out), d.fx)
    controlled = [o.id for o in sacrificeable(d.ctx.world, who, f, d.fx)]
    have = room([o for o in controlled if o not in chosen], n, needs)
    noun = permanent_noun(f)
    if have == 0 or (have < n and (i in d.costs or a.get("may"))):
        paid = ", and a cost is paid in full or not at all" if have else ""
        held = ""
        if have < min(n, len(controlled)):
            rules = ", ".join(d.ctx.proc.rules("sacrifices_together"))
            held = (
                f", and the other sacrifices made at the same time leave {have or 'none'}"
                f" of them (a permanent is sacrificed once{', ' + rules if rules else ''})"
            )
        d.words.append(
            f"{who} can't sacrifice {count_noun(n, noun)}: {who} controls "
            f"{len(controlled) or 'none'}{held}{paid}"
        )
        return
    by = effect_cause(d.fx, d.ctx)
    d.event(i, "sacrifice", player=who, amount=min(n, have), by=by, card=freeze(dict(f)))
    d.words.append(f"{who} sacrifices {count_noun(min(n, have), noun)}")


def _put_counters(d: Doing, i: int, a: Mapping[str, Any]) -> None:
    target = object_ref(a.get("object", "this"), d.fx, d.ev, d.ctx.world)
    if target is None:
        return
    n, counter = d.amount(a), a.get("counter", "+1/+1")
    d.event(i, "put_counters", object=target, counter=counter, amount=n)
    d.words.append(f"{n} {counter} counter(s) on {d.ctx.name(target)}")


def _remove_counters(d: Doing, i: int, a: Mapping[str, Any]) -> None:
    target = d.obj(a)
    if target is None:
        return
    kind = a["counter"]
    have = d.ctx.world.obj(target).counter(kind)
    count = a.get("count", 1)
    n = have if count == "all" else min(have, amount_ref(count, d.ev, d.prevented))
    if n <= 0:
        d.words.append(f"{d.ctx.name(target)} has no {kind} counter to remove")
        return
    d.event(i, "remove_counters", object=target, counter=kind, amount=n)
    d.words.append(f"{count_counters(n, kind)} removed from {d.ctx.name(target)}")


def _control(d: Doing, i: int, a: Mapping[str, Any]) -> None:
    target, who = d.obj(a), d.player(a, "you")
    if target is None or who is None:
        return
    d.event(i, "gain_control", object=target, controller=who)
    d.words.append(f"{who} gains control of {d.ctx.name(target)}")


def _damage(d: Doing, i: int, a: Mapping[str, Any]) -> None:
    """Damage dealt by an object (the effect's source unless said) to a player or an
    object (120.1)."""
    source = d.obj(a, "source", "this")
    recipient = _recipient(d, a.get("recipient", "affected"))
    n = d.amount(a)
    if source is None or recipient is None or n <= 0:
        return
    d.event(i, "damage", source=source, recipient=recipient, amount=n, original=n)
    d.words.append(f"{d.ctx.name(source)} deals {n} damage to {d.ctx.name(recipient)}")


def _recipient(d: Doing, ref: Any) -> str | None:
    """The player or permanent dealt the damage, or None: an object no longer on the
    battlefield is no creature, planeswalker or battle, and can't be dealt damage (120.1a)."""
    world = d.ctx.world
    chosen = isinstance(ref, Mapping) and "first" in ref
    if not chosen and (
        isinstance(ref, Mapping) or ref == "you" or (isinstance(ref, str) and world.is_player(ref))
    ):
        return player_ref(ref, d.fx, d.ev, world)
    target = object_ref(ref, d.fx, d.ev, world)
    if target is None or world.is_player(target):
        return target
    if not world.has_obj(target) or not world.obj(target).in_play:
        return None
    return target


def _create_tokens(d: Doing, i: int, a: Mapping[str, Any]) -> None:
    who = d.player(a) if a.get("player") else d.fx.controller
    n = d.amount(a)
    if who is None:
        return
    token = a.get("token") or {"name": "Token"}
    if token == "affected":  # "those tokens" (Chatterfang): those the event would create
        if d.ev.kind != "create_tokens" or d.ev.token is None:
            return
        token = thaw(d.ev.token)
    elif isinstance(token, str):
        token = PREDEFINED_TOKENS[token]
    d.event(i, "create_tokens", player=who, amount=n, original=n, token=freeze(dict(token)))
    d.words.append(f"{who} creates {count_noun(n, token.get('name', 'Token') + ' token')}")


_DO: dict[str, Callable[[Doing, int, Mapping[str, Any]], None]] = {
    **PLAYER_ACTIONS,
    "look_at_top": look_at_top,
    "reveal_until": reveal_until,
    "move": _move,
    "create_tokens": _create_tokens,
    "put_counters": _put_counters,
    "remove_counters": _remove_counters,
    "gain_control": _control,
    "remove_damage": ObjectEvent("remove_damage", "all damage is removed from {name}"),
    "destroy": _destroy,
    "sacrifice": _destroy,
    "tap": ObjectEvent("tap", "{name} is tapped", (("tapped", True),)),
    "untap": ObjectEvent("tap", "{name} is untapped", (("tapped", False),)),
    "damage": _damage,
}
"""Each action kind and the function that makes its events: those that make one event of
a fixed shape on one object are rows of a table (:class:`~rules.engine.doing.ObjectEvent`)."""
