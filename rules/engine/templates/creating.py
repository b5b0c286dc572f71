"""Tokens of some kinds that would be created replaced by others (614.1a, 614.6): "If you
would create a Clue, Food, or Treasure token, instead create one of each" (Academy
Manufactor); "those tokens plus that many 1/1 green Squirrel creature tokens" (Chatterfang).

The event stays one event that creates tokens of several kinds (614.6: the modified event
is what happens), so the effect has one opportunity on it and on what it becomes (614.5;
419.6a in 2008): the tokens it makes are not replaced again by it, while every other effect
on creating tokens may still apply (616.1f; 419.9a), and one that already applied doesn't
apply again.
"""

from __future__ import annotations

from typing import Any

from ..actions import PREDEFINED_TOKENS
from ..filters import player_matches
from ..frozen import thaw
from ..interface import Context, EffectView
from ..state import Ev
from ..tokens import Part, any_part_matches, part_matches, token_parts, with_parts
from ..words import tokens_text
from .base import OK, Applied, Param, Verdict, template


def _spec(token: Any) -> dict[str, Any]:
    """A kind of token: a predefined token's name (111.10) or its characteristics."""
    token = thaw(token)
    return dict(PREDEFINED_TOKENS[token]) if isinstance(token, str) else dict(token)


@template(
    "replace_tokens",
    'tokens of some kinds that would be created are replaced by others: "if you would create '
    'a Clue, Food, or Treasure token, instead create one of each"',
    (
        Param(
            "tokens",
            "tokens",
            True,
            doc="the kinds created instead, each a predefined token's name or its characteristics",
        ),
        Param("player", "playerfilter", doc="who would create them: you when absent"),
        Param(
            "object",
            "objfilter",
            doc="the tokens it replaces, as they would be created (any_subtypes: any of "
            "several kinds); every token when absent",
        ),
        Param(
            "count",
            "int",
            minimum=1,
            doc="how many of each kind: as many as the tokens it replaces when absent "
            '("one of each" for each of them, "that many"); a number: "an additional Food"',
        ),
        Param("keep", "bool", doc='the tokens it replaces are created too ("those tokens plus")'),
    ),
    ("create_tokens",),
)
class _ReplaceTokens:
    def check(self, fx: EffectView, ev: Ev, ctx: Context, bearer: str | None) -> Verdict | None:
        if ev.kind != "create_tokens":
            return None
        if not player_matches(fx.pd.get("player", "you"), ev.player, fx.controller, fx.mate):
            return None
        return OK if any_part_matches(fx.pd.get("object"), ev, ctx.world, fx) else None

    def apply(
        self, fx: EffectView, ev: Ev, ctx: Context, bearer: str | None, mode: str | None
    ) -> Applied:
        p = fx.pd
        f = p.get("object")
        parts = token_parts(ev)
        hit = [n > 0 and part_matches(f, s, ev, ctx.world, fx) for s, n in parts]
        replaced = sum(n for (_, n), h in zip(parts, hit, strict=True) if h)
        each = p.get("count") or replaced
        kept: list[Part] = [
            part for part, h in zip(parts, hit, strict=True) if p.get("keep") or not h
        ]
        made: list[Part] = [(_spec(t), each) for t in p["tokens"]]
        new = with_parts(ev, [*kept, *made])
        made_words = tokens_text(with_parts(ev, made), ctx.world)
        if p.get("keep"):
            text = f"{fx.label}: those tokens plus {made_words}"
        else:
            gone = with_parts(ev, [pt for pt, h in zip(parts, hit, strict=True) if h])
            text = f"{fx.label}: instead of {tokens_text(gone, ctx.world)}, {made_words}"
        return Applied((new,), ctx.world, text)
