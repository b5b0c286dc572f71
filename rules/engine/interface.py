"""The narrow interface the effect templates see: an effect, and the world now.

Templates import this module and nothing above it; the resolver's own values
(:class:`~rules.engine.effects.Fx`, :class:`~rules.engine.context.Ctx`) fit these
protocols, so the templates never import the module that calls them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from .frozen import freeze
from .procedures import Procedure
from .specs import Mode
from .state import Ev, Obj, Record, World


class Params(dict[str, Any]):
    """An effect's parameters as a plain dict of JSON values; ``get`` reads a value of any
    JSON type, so a template checks what it reads."""

    if TYPE_CHECKING:

        def get(self, key: str, default: Any = None, /) -> Any: ...  # type: ignore[override]


class EffectView(Protocol):
    """What a template reads of an effect."""

    @property
    def id(self) -> str: ...
    @property
    def label(self) -> str: ...
    @property
    def controller(self) -> str: ...
    @property
    def mate(self) -> str | None:
        """The controller's teammate (Two-Headed Giant), who is no opponent."""
        ...

    @property
    def source(self) -> str | None: ...
    @property
    def origin(self) -> str: ...
    @property
    def modes(self) -> tuple[Mode, ...]: ...
    @property
    def pd(self) -> Params:
        """The parameters as a plain dict."""
        ...


class Context(Protocol):
    """The world now, and the helpers a template uses to read and change it."""

    world: World
    proc: Procedure

    def name(self, ref: str | None) -> str: ...
    def zone_phrase(self, zone: str, object_id: str | None) -> str: ...
    def as_it_would_exist(self, ev: Ev) -> Obj: ...
    def life_promised(self, player: str) -> int: ...
    def sacrifice_claims(
        self, player: str, ev: Ev, made: tuple[Ev, ...], fx: EffectView
    ) -> tuple[frozenset[str], list[tuple[tuple[str, ...], int]]]: ...
    def cant_put_entering(self, ev: Ev, kind: str) -> EffectView | None: ...
    def draws_watched_whole(self) -> bool: ...
    def damage_matches(
        self, fx: EffectView, ev: Ev, source_filter: Any, recipient_filter: Any
    ) -> bool: ...
    def cant_redirect(self, ev: Ev) -> EffectView | None: ...
    def cant(self, ev: Ev) -> EffectView | None: ...
    def source_matches(self, fx: EffectView, ev: Ev, source_filter: Any) -> bool: ...
    def new_event(self, ev: Ev, kind: str, *, suffix: str, index: int = 0, **fields: Any) -> Ev: ...
    def damage_record(self, ev: Ev) -> Record: ...
    def skip_record(self, ev: Ev) -> Record: ...
    def nothing_record(self, ev: Ev, fx: EffectView) -> Record: ...
    def impossible(self, fx: EffectView, ev: Ev, actions: Any) -> str: ...
    def actions(
        self, fx: EffectView, ev: Ev, actions: Any, prevented: int = 0, declined: bool = False
    ) -> tuple[tuple[Ev, ...], str]: ...


def effect_cause(fx: EffectView, ctx: Context) -> Any:
    """What causes the events an effect's actions make: the spell or ability that made the
    effect, controlled by the effect's controller ("The controller of the spell or ability
    follows its instructions", 608.2c): a permanent's static ability, or a resolving spell
    (an instant or sorcery) or ability. Nothing is said without a source."""
    if fx.source is None or not ctx.world.has_obj(fx.source):
        return None
    src = ctx.world.obj(fx.source)
    spell = fx.origin == "resolution" and bool({"Instant", "Sorcery"} & set(src.types))
    kind = "spell" if spell else "ability"
    return freeze({"kind": kind, "player": fx.controller, "object": fx.source})
