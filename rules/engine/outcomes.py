"""Outcomes: what a player reads at the end, and the resulting state as JSON."""

from __future__ import annotations

from typing import Any

from .compiling import Compiled
from .library_cards import entry_name
from .results import Outcome, tallied
from .state import Obj, PlayerState, Record, World
from .teams import team_name
from .words import count_counters, count_noun, namer, shield_words
from .work import Work


def outcome_of(work: Work, cc: Compiled) -> Outcome:
    """The outcome a player reads, from what happened (and what didn't)."""
    clauses = _damage_clauses(work.log) + _other_clauses(work.log)
    clauses.sort(key=lambda c: c[0])
    texts = (*tallied([t for _, t in clauses]), *_team_clauses(cc.start.world, work.world))
    lines = list(texts)
    facts = _events_facts(work)
    _effects_left(cc, work.world, facts, lines)
    return Outcome(
        text="; ".join(texts) if texts else "Nothing happens",
        lines=tuple(lines),
        facts=tuple(facts),
    )


def _team_clauses(before: World, after: World) -> list[str]:
    """Each team's shared life total where it changed (810.9), once per team."""
    out = []
    for p in after.players:
        mate = p.mate
        if mate is None or after.apnap_index(mate) < after.apnap_index(p.name):
            continue  # once per team, said by its first player in turn order
        if p.life != before.player(p.name).life:
            was = before.player(p.name).life
            out.append(f"{team_name(after, p.name)} is at {p.life} life (was {was})")
    return out


def facts_of(work: Work, cc: Compiled) -> tuple[Any, ...]:
    """The facts of :func:`outcome_of` without its words: what tells outcomes apart."""
    facts = _events_facts(work)
    _effects_left(cc, work.world, facts, None)
    return tuple(facts)


def _events_facts(work: Work) -> list[Any]:
    """The final events as facts, in the order they happened."""
    ordered = sorted(work.log, key=lambda r: r.order)
    return [r.fact if r.fact is not None else (r.kind, r.text) for r in ordered]


def _damage_clauses(log: tuple[Record, ...]) -> list[tuple[tuple[int, ...], str]]:
    """The damage each player or permanent is dealt, summed, by source when several."""
    clauses: list[tuple[tuple[int, ...], str]] = []
    damage: dict[str, list[Record]] = {}
    for r in log:
        if r.kind == "damage":
            damage.setdefault(_who(r), []).append(r)
    for records in damage.values():
        records = sorted(records, key=lambda r: r.order)
        subject = records[0].subject
        total = sum(r.amount for r in records)
        amount = f"{total} damage" if total else "no damage"
        sources = list(dict.fromkeys(r.source for r in records))
        text = f"{subject} is dealt {amount}"
        if len(sources) > 1:
            text += ": " + ", ".join(
                f"{sum(r.amount for r in records if r.source == s)} by {s}" for s in sources
            )
        clauses.append((records[0].order, text))
    return clauses


def _other_clauses(log: tuple[Record, ...]) -> list[tuple[tuple[int, ...], str]]:
    """Draws, life, counters and skipped steps summed per player or object; the rest as
    they happened."""
    clauses: list[tuple[tuple[int, ...], str]] = []
    sums: dict[tuple[str, str, str], list[Record]] = {}
    for r in log:
        if r.kind in ("draw", "gain_life", "lose_life", "counters", "skipped"):
            sums.setdefault((r.kind, _who(r), r.source), []).append(r)
        elif r.kind != "damage":
            clauses.append((r.order, r.text))
    for (kind, _, extra), records in sums.items():
        subject = records[0].subject
        n = sum(r.amount for r in records)
        if kind == "draw":
            text = f"{subject} draws {count_noun(n, 'card')}"
        elif kind == "gain_life":
            text = f"{subject} gains {n} life"
        elif kind == "lose_life":
            text = f"{subject} loses {n} life"
        elif kind == "skipped":
            text = (
                records[0].text
                if len(records) == 1
                else (f"{subject} skips {len(records)} {_skipped_noun(records[0].text)}s")
            )
        else:
            verb = "each get" if dict(records[0].detail).get("each") else "gets"
            text = f"{subject} {verb} {count_counters(n, extra)}"
        clauses.append((min(r.order for r in records), text))
    return clauses


def _effects_left(cc: Compiled, world: World, facts: list[Any], lines: list[str] | None) -> None:
    """What is left of each shield, and whether each effect that is used up is (in words
    too, unless ``lines`` is None)."""
    for fx in cc.fxs:
        if fx.template.kind == "prevent" and fx.pd.get("shield"):
            for key, left in world.shields:
                if key.effect == fx.id and not key.redirection:
                    facts.append(("shield", str(key), left))
                    if lines is not None:
                        where = f" on {namer(world)(key.on)}" if key.on else ""
                        lines.append(f"{shield_words(fx.label)}{where}: {left} left")
        elif _used_up_once(fx):
            facts.append(("used_up", fx.id, fx.id not in world.live))
            if lines is not None:
                state = "used up" if fx.id not in world.live else "not used up"
                lines.append(f"{fx.label}: {state}")


def _used_up_once(fx: Any) -> bool:
    """An effect that applies once and is then used up: a "next time" effect, a regeneration
    shield, a skip of the next step (not a static skip of every one)."""
    if fx.template.kind == "skip":
        return not fx.pd.get("each")
    return bool(fx.pd.get("once")) or fx.template.kind == "regenerate"


def state_of(world: World) -> dict[str, Any]:
    """The resulting state as JSON."""
    return {
        "players": [_player_state(p, world) for p in world.players],
        "objects": [_object_state(o) for o in world.objects],
        "shields": [{"key": str(k), "left": v} for k, v in world.shields],
        # The rules' own effects (an id with ".", the planeswalker redirection) are always
        # there: only the scenario's effects are listed.
        "live_effects": sorted([e for e in world.live if "." not in e]),
    }


def _player_state(p: PlayerState, world: World) -> dict[str, Any]:
    """A player in the resulting state; what most players lack is left out."""
    out: dict[str, Any] = {"name": p.name, "life": p.life}
    if p.mate:
        out["teammate"] = p.mate  # life is the team's (810.4)
    out["library"] = [entry_name(world, c) for c in p.library] if p.library else []
    out["hand"] = list(p.hand)
    out["graveyard"] = list(p.graveyard)
    out["drew_from_empty_library"] = p.drew_from_empty
    out["won"] = p.won
    if p.lost:
        out["lost"] = True
    if p.counters:
        out["counters"] = dict(p.counters)
    if p.pool:
        out["mana_pool"] = p.pool
    if p.turn:
        out["this_turn"] = dict(p.turn)
    return out


def _object_state(o: Obj) -> dict[str, Any]:
    """An object in the resulting state; its place in combat and its melded cards only
    when it has them."""
    out: dict[str, Any] = {
        "id": o.id,
        "name": o.name,
        "zone": o.zone,
        "controller": o.controller if o.zone == "battlefield" else None,
        "owner": o.owner,
        "tapped": o.tapped,
        "damage": o.damage,
        "counters": dict(o.counters) if o.counters else {},
        "token": o.token,
        "copy_of": o.copy_of,
        "chosen": dict(o.chosen) if o.chosen else {},
        "back_face_up": o.back_face,
        "in_combat": o.in_combat,
    }
    if o.combat:
        out["combat"] = o.combat  # its place in combat
    if o.melded:
        out["melded"] = list(o.melded)
    return out


def _who(r: Record) -> str:
    """Whom a record is about, by identity: the recipient of damage, the object given
    counters, or else the subject (a player's name)."""
    if r.fact is not None:
        fields: dict[str, Any] = dict(f for f in r.fact[1:] if isinstance(f, tuple))
        if r.kind == "damage":
            return str(fields["recipient"])
        if r.kind == "counters":
            return str(fields.get("object") or fields.get("player"))
    return r.subject


def _skipped_noun(text: str) -> str:
    """What a skip record says was skipped: "Alice skips an untap step" -> "untap step"."""
    return text.split(" skips ", 1)[1].split(" ", 1)[1]
