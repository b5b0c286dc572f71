"""Effects as the resolver sees them: a scenario's effect with its preset filled in."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .conditions import uses_this_turn
from .frozen import made_once, quick_init, thaw
from .interface import Params
from .labels import Named, told_apart
from .presets import PRESETS
from .scenario import FrozenParams, Mode, Scenario
from .state import EffectKey, replace
from .templates import TEMPLATES, Template
from .templates.planeswalkers import PLANESWALKER_REDIRECT


@quick_init
@dataclass(frozen=True)
class Fx:
    """An effect with its preset filled in: template, parameters, flags."""

    id: str
    label: str
    controller: str
    source: str | None
    template: Template
    params: FrozenParams
    origin: str
    self_replacement: bool
    optional: bool
    modes: tuple[Mode, ...]
    optional_until: str | None = None
    """Optional only under the releases before this date (see :func:`for_release`)."""
    pd: Params = field(default_factory=Params, compare=False, hash=False)
    """The parameters as a plain dict, for fast reading."""
    text: str = field(default="", compare=False)
    """What the effect does, for people: the preset's text, or the template's."""
    self_scoped: bool = field(default=False, compare=False)
    """An entering object's own ability (``object: {"this": true}``, 614.12)."""
    reads_this_turn: bool = field(default=False, compare=False)
    """Whether a condition or count of its parameters reads what happened this turn."""
    mate: str | None = field(default=None, compare=False)
    """The controller's teammate in a Two-Headed Giant game: no opponent (810.8a)."""

    @made_once
    def key(self) -> EffectKey:
        """Its opportunity on an event when it is its source's own (made once)."""
        return EffectKey(self.id)

    @made_once
    def own_move_from(self) -> str | None:
        """The zone a static ability moving its own object names as the one the object
        would leave ("from anywhere", "from your hand"), if it is such an ability (made
        once: it reads only the template and the parameters)."""
        return _own_move_from(self.template.kind, self.pd)

    def __repr__(self) -> str:
        return f"Fx({self.id!r}, {self.template.kind!r})"


def make_fx(spec: Any, scenario: Scenario) -> Fx:
    filled = _filled(spec.preset, spec.template, spec.params)
    label = spec.label
    if label is None:
        if filled.name is not None:
            label = filled.name
        elif spec.source is not None:
            label = scenario.object(spec.source).name
        else:
            label = spec.id
    self_rep = spec.self_replacement
    if self_rep is None:
        self_rep = filled.self_replacement
    origin = spec.origin or filled.origin
    if origin is None:
        origin = "static" if spec.source is not None and not self_rep else "resolution"
    until = spec.optional_until
    if until is None and spec.optional is None:
        until = filled.optional_until
    # Made as quick_init's __init__ makes it, from all of its fields in order, without
    # the call's sixteen keywords to match (a hot path: every effect of a new scenario).
    made = _new(Fx)
    _set(
        made,
        "__dict__",
        {
            "id": spec.id,
            "label": label,
            "controller": spec.controller,
            "source": spec.source,
            "template": filled.template,
            "params": filled.params,
            "origin": origin,
            "self_replacement": bool(self_rep),
            "optional": bool(spec.optional if spec.optional is not None else filled.optional),
            "modes": spec.modes if spec.modes is not None else filled.modes,
            "optional_until": until,
            "pd": filled.pd,
            "text": spec.text or filled.text,
            "self_scoped": filled.self_scoped,
            "reads_this_turn": filled.reads_this_turn,
            "mate": None if scenario.teams is None else _mate(spec.controller, scenario),
            # What Fx.key and Fx.own_move_from make once, made here (read for every event).
            "key": _tuple_new(EffectKey, (spec.id, None)),
            "own_move_from": filled.own_move_from,
        },
    )
    return made  # type: ignore[no-any-return]


_new = object.__new__
_set = object.__setattr__
_tuple_new = tuple.__new__


def _own_move_from(kind: str, pd: Params) -> str | None:
    """:attr:`Fx.own_move_from` of an effect of this template kind and these parameters."""
    p = pd if kind == "move_instead" else None
    if kind == "instead":
        p = pd.get("watch")
    if not p or (kind == "instead" and p.get("event") != "move"):
        return None
    own = p.get("object")
    if not own or dict(own) != {"this": True}:
        return None
    where = p.get("from")
    return str(where) if where else None


def _mate(player: str, scenario: Scenario) -> str | None:
    """``player``'s teammate, if the scenario has teams (810.1)."""
    for team in thaw(scenario.teams) or ():
        if player in team["players"]:
            return next((m for m in team["players"] if m != player), None)
    return None


@dataclass(frozen=True)
class _Filled:
    """What an effect's preset, template and parameters make of it, whoever holds it."""

    template: Template
    params: FrozenParams
    pd: Params
    text: str
    self_scoped: bool
    reads_this_turn: bool
    name: str | None
    """The preset's card name (None without a preset), and the preset's defaults of the
    effect's other fields below (an effect's own values override them)."""
    self_replacement: bool
    origin: str | None
    optional: bool
    optional_until: str | None
    modes: tuple[Mode, ...]
    own_move_from: str | None
    """:attr:`Fx.own_move_from`: it reads only the template and the parameters."""


#: The most effect contents kept filled in; past it, the store starts again empty.
FILLED_LIMIT = 1024
_filled_kept: dict[tuple[str | None, str | None, str], _Filled] = {}


def _filled(preset_key: str | None, kind: str | None, own: FrozenParams | None) -> _Filled:
    """The preset filled in with the effect's own parameters, kept per distinct effect
    content: judges build scenarios from the same presets (and examples share them), so
    one made once serves every scenario holding an effect with that content. The values
    are never changed once made (the engine's values are immutable), so sharing them is
    safe. The parameters are told apart by their frozen form's text, not by equality,
    which would take ``true`` for ``1``."""
    key = (preset_key, kind, "" if own is None else tuple.__repr__(own))
    found = _filled_kept.get(key)
    if found is None:
        if len(_filled_kept) >= FILLED_LIMIT:
            _filled_kept.clear()
        found = _filled_kept[key] = _fill(preset_key, kind, own)
    return found


def _fill(preset_key: str | None, kind: str | None, own: FrozenParams | None) -> _Filled:
    preset = PRESETS.get(preset_key) if preset_key else None
    params = dict(preset.params) if preset else {}
    if own is not None:
        params.update(own.to_dict())
    tpl = TEMPLATES[str(kind or (preset.template if preset else None))]
    obj = tpl.entering_object(params)
    pd = Params(params)
    return _Filled(
        template=tpl,
        params=FrozenParams.of(params),
        pd=pd,
        text=preset.text if preset is not None else tpl.title,
        self_scoped=bool(tpl.self_enter and isinstance(obj, dict) and obj.get("this")),
        reads_this_turn=uses_this_turn(pd),
        name=preset.name if preset is not None else None,
        self_replacement=preset.self_replacement if preset is not None else False,
        origin=preset.origin if preset is not None else None,
        optional=preset.optional if preset is not None else False,
        optional_until=preset.optional_until if preset is not None else None,
        modes=tuple(Mode.from_dict(m) for m in (preset.modes if preset else ())),
        own_move_from=_own_move_from(tpl.kind, pd),
    )


def distinct_labels(fxs: tuple[Fx, ...], scenario: Scenario | None = None) -> tuple[Fx, ...]:
    """Effects that share a name are told apart (labels.told_apart: whose, which copy,
    which of a card's effects; the ids their author wrote in words), so that a player
    offered "which first" between two of them (two shields of the same card, two
    doublers a copy effect gave one permanent) sees two different options. ``scenario``:
    its objects' order ranks the sources, so that the second copy's effects are "#2" as
    it is."""
    # A "can't" effect is never an option (614.17: it stops the event, it is not applied
    # in an order), so it keeps its card's name: "Alice can't lose the game (Platinum Angel)".
    asked = [f for f in fxs if f.template.kind != "cant"]
    if len({f.label for f in asked}) == len(asked):
        return fxs  # no two share a name (the most frequent case): each keeps its own
    rank = None if scenario is None else {o.id: at for at, o in enumerate(scenario.objects)}
    labels = told_apart([Named(f.label, f.id, f.controller, f.source) for f in asked], rank)
    told = {f.id: label for f, label in zip(asked, labels, strict=True)}
    return tuple(
        replace(f, label=told[f.id]) if told.get(f.id, f.label) != f.label else f for f in fxs
    )


def counted_by(fx: Fx) -> str | None:
    """What an effect counts down: ``"shield"`` (the next N damage prevented),
    ``"redirect"`` (the next N damage redirected), ``"once"`` (a "next time" effect), or
    None."""
    if fx.template.kind == "prevent" and fx.pd.get("shield"):
        return "shield"
    if fx.template.kind == "redirect" and fx.pd.get("amount") is not None:
        return "redirect"
    if fx.pd.get("once"):
        return "once"
    return None


def rule_made(scenario: Scenario) -> tuple[Fx, ...]:
    """The effects the rules themselves make, one for each player: the planeswalker
    redirection of 2007-10-01 to 2018-04-27 (:mod:`.templates.planeswalkers`), made only
    when the scenario has a planeswalker and applied only under a release that has it. Its
    id holds a ".", which no scenario id may, so it never meets one of the scenario's."""
    if len(scenario.players) < 2 or not _has_planeswalker(scenario):
        return ()
    return tuple(
        Fx(
            id=f"rule.planeswalker.{p.name}",
            label=f"{p.name}'s planeswalker redirection",
            controller=p.name,
            source=None,
            template=PLANESWALKER_REDIRECT,
            params=FrozenParams.of({}),
            origin="static",
            self_replacement=False,
            optional=True,
            modes=(),
            pd=Params({}),
            text=PLANESWALKER_REDIRECT.title,
            mate=_mate(p.name, scenario),
        )
        for p in scenario.players
    )


def _has_planeswalker(scenario: Scenario) -> bool:
    for o in scenario.objects:  # noqa: SIM110 - faster than any() over a generator (hot)
        if o.types and "Planeswalker" in o.types:
            return True
    return False


def for_release(fxs: tuple[Fx, ...], release: str) -> tuple[Fx, ...]:
    """The effects as the rules of ``release`` have them: an effect with ``optional_until``
    is optional before that date and not from it (madness: "may remove it from the game
    instead", 502.24a of 2008, until 702.34a of 2016-07-22 made the exile mandatory)."""
    return tuple(
        replace(f, optional=release < f.optional_until) if f.optional_until else f for f in fxs
    )
