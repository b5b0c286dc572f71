"""The judge's way in: "type a card or a situation", cards added in one tap with whose they
are, a pasted card text read back in plain words, and events said in plain words.

One form carries the scenario being built (a hidden ``draft``); each button posts it
with an ``action``. htmx swaps the form in place (the page doesn't jump: the script
moves focus to the new row or the first field in error, without scrolling more than
needed); without JavaScript the page comes back whole, and "Resolve" redirects to
the stepper's address for the scenario.
"""

from __future__ import annotations

import json
import re
from typing import Any

from django.http import HttpRequest, HttpResponse, HttpResponseRedirect, QueryDict
from django.shortcuts import render
from django.urls import reverse
from django.views.decorators.http import require_http_methods, require_safe
from django_htmx.http import HttpResponseClientRedirect

from judgeapp import aiming, casting, causes, combat, damage_dealt, drafting, history
from judgeapp.drafting import Draft, DraftError
from judgeapp.state import (
    MAX_ENCODED_SCENARIO,
    JudgeState,
    StateError,
    decode_scenario,
    encode_scenario,
)
from rules import inputs
from rules.http import HtmxHttpRequest

UNKNOWN_ACTION = "Unknown action {action!r}."
BAD_DRAFT_ADDRESS = (
    "The scenario being built in the address (d=…) can't be read ({detail}): start again."
)
#: The longest stepper address that also carries the table's draft (``&d=…``) to go back to.
MAX_STEPPER_ADDRESS = 8_000
#: The header naming the table's address as it was resolved (see :func:`_resolve`).
TABLE_ADDRESS_HEADER = "Instead-Table-Address"
#: The fields that may name a card the app doesn't know (its colours and types ticked).
TRAITS = ("object_name", "recipient_name", "source_name", "paste")


def _render(
    request: HtmxHttpRequest,
    draft: Draft,
    *,
    query: str = "",
    errors: dict[str, str] | None = None,
    values: QueryDict | dict[str, str] | None = None,
    reading: drafting.Reading | None = None,
    focus: str = "",
    status: int = 200,
) -> HttpResponse:
    errors = errors or {}
    partial = request.htmx and not request.htmx.history_restore_request
    template = "judge/start.html#start" if partial else "judge/start.html"
    values = values if values is not None else {}
    if errors:
        focus = next(iter(errors))
    response = render(
        request,
        template,
        {
            "draft": draft,
            "draft_json": draft.to_json(),
            "events": [drafting.event_words(draft, event) for event in draft.events],
            "choosable": draft.choosable(),
            **_asked_on_cards(draft, errors),
            "objects": [(str(o["id"]), draft.object_name(o["id"])) for o in draft.objects],
            "kinds": drafting.EVENT_KINDS,
            "enter_from": drafting.ENTER_FROM,
            "colours": drafting.COLOURS,
            "card_types": drafting.CARD_TYPES,
            "picked": {prefix: drafting.picked_traits(values, prefix) for prefix in TRAITS},
            "query": query,
            "found": drafting.search(query) if query else [],
            "errors": errors,
            "values": values,
            "reading": reading,
            "focus": focus,
            "focus_card": _numbered(focus, "card-"),
            "focus_x": _numbered(focus, "x-"),
            "focus_turn": _numbered(focus, "turn-"),
            "focus_cast": _numbered(focus, "cast-"),
            "focus_event": _numbered(focus, "event-"),
            "advanced_json": _scenario_json(draft),
            "builder_url": reverse("judge-build")
            + "?"
            + JudgeState(scenario=encode_scenario(draft.scenario(title=draft.title()))).query(),
        },
        status=status,
    )
    if partial and request.method == "POST":
        # The address follows the scenario being built, so reloading the page, going back
        # to it from the stepper or sharing it keeps the cards and events.
        response["HX-Replace-Url"] = _draft_address(draft)
    return response


def _asked_on_cards(draft: Draft, errors: dict[str, str]) -> dict[str, object]:
    """What each card asks (its target, its slots, X, what happened this turn, what it dealt
    damage to, how it was cast, where each creature is in combat, what caused an event) and
    the errors beside each, by card."""
    return {
        "aim_choices": aiming.aim_choices(draft),
        "slot_rows": aiming.slot_rows(draft),
        "x_cards": {
            n: aiming.x_label(draft, n) for n in range(len(draft.cards)) if aiming.needs_x(draft, n)
        },
        "card_errors": _numbered_errors(errors, "card-"),
        "x_errors": _numbered_errors(errors, "x-"),
        "turn_rows": history.rows(draft),
        "hurt_rows": damage_dealt.rows(draft),
        "combat_rows": combat.rows(draft),
        "cause_rows": causes.rows(draft),
        "turn_errors": _numbered_errors(errors, "turn-"),
        "cast_rows": casting.rows(draft),
        "cast_errors": _numbered_errors(errors, "cast-"),
    }


def _draft_address(draft: Draft) -> str:
    """The way in's address holding ``draft``; the plain one when there is nothing to keep
    or too much for an address (twenty cards take under half of it), never an older draft's."""
    if not (draft.cards or draft.events or draft.players != drafting.PLAYERS):
        return reverse("judge")
    encoded = encode_scenario(json.loads(draft.to_json()))
    if len(encoded) > MAX_ENCODED_SCENARIO:
        return reverse("judge")
    return reverse("judge") + "?d=" + encoded


_ENCODED = re.compile(r"[A-Za-z0-9_-]+")


def table_address(encoded: str) -> str:
    """The table's address for a draft's encoding carried in a stepper's address (``d``);
    "" when there is none or it can't be one (the table says what is wrong with the rest)."""
    if len(encoded) > MAX_ENCODED_SCENARIO or not _ENCODED.fullmatch(encoded):
        return ""
    return reverse("judge") + "?d=" + encoded


def _draft_from_address(text: str) -> Draft:
    """The draft :func:`_draft_address` wrote; DraftError naming ``d`` when it isn't one."""
    try:
        data = decode_scenario(text)
    except StateError as error:
        detail = str(error).partition(": ")[2].rstrip(".") or "not valid"
        raise DraftError({"draft": BAD_DRAFT_ADDRESS.format(detail=detail)}) from None
    try:
        return Draft.from_json(json.dumps(data))
    except DraftError:
        detail = "not a scenario being built here"
        raise DraftError({"draft": BAD_DRAFT_ADDRESS.format(detail=detail)}) from None


def _numbered_errors(errors: dict[str, str], prefix: str) -> dict[int, str]:
    """The errors on a numbered field (``card-0``, ``x-1``) by that number."""
    found = {}
    for key, message in errors.items():
        number = _numbered(key, prefix)
        if number is not None:
            found[number] = message
    return found


def _numbered(focus: str, prefix: str) -> int | None:
    rest = focus.removeprefix(prefix)
    return inputs.whole_number(rest) if focus.startswith(prefix) else None


def _scenario_json(draft: Draft) -> str:
    return json.dumps(draft.scenario(title=draft.title()), indent=2, ensure_ascii=False)


@require_http_methods(["GET", "POST"])
def start(request: HttpRequest) -> HttpResponse:
    """The way in: search cards and examples, build the scenario, resolve."""
    if request.method == "GET":
        query = request.GET.get("q", "").strip()
        try:
            draft = _draft_from_address(request.GET["d"]) if "d" in request.GET else Draft()
        except DraftError as error:
            return _render(request, Draft(), query=query, errors=error.errors, status=400)
        return _render(request, draft, query=query)
    return _post(request)


@require_safe
def search(request: HttpRequest) -> HttpResponse:
    """The search results alone (htmx, as the judge types)."""
    query = request.GET.get("q", "").strip()
    return render(
        request,
        "judge/start.html#results",
        {"query": query, "found": drafting.search(query), "draft": Draft()},
    )


def _index(action: str) -> int:
    _, _, number = action.partition(":")
    found = inputs.whole_number(number)
    return -1 if found is None else found


def _set_on_card(action: str, draft: Draft, number: int, data: QueryDict) -> Draft:
    """X (``x:N``), what happened this turn (``turn:N``), what it dealt damage to
    (``hurt:N|dealer|object``), how it was cast (``cast:N|Q|yes``, question Q answered), a
    creature's place in combat (``combat:N|creature|place``), what a blocker blocks
    (``block:N|blocker|attacker``), what caused an event (``cause:N|event|cause``) or its
    aim (``aim:N|…``) set for the card at N."""
    value = action.partition("|")[2]
    if action.startswith("x:"):
        return aiming.set_x(draft, number, data.get(f"x-{number}", ""))
    if action.startswith("hurt:"):
        return damage_dealt.tap(draft, number, value)
    if action.startswith("combat:"):
        return combat.place(draft, number, value)
    if action.startswith("block:"):
        return combat.block(draft, number, value)
    if action.startswith("cause:"):
        return causes.say(draft, number, value)
    if action.startswith("aim:"):
        return aiming.aim_card(draft, number, value)
    if action.startswith("cast:"):
        question, _, said = value.partition("|")
        return casting.answer(draft, number, _index(f":{question}"), said)
    return history.set_facts(draft, number, data)


def _post(request: HttpRequest) -> HttpResponse:
    data = request.POST
    action = data.get("action", "").strip()
    try:
        draft = Draft.from_json(data.get("draft", ""))
    except DraftError as error:
        return _render(request, Draft(), errors=error.errors, status=400)
    query = data.get("q", "").strip()
    try:
        if action.startswith("card:"):
            player, _, name = action[5:].partition("|")
            draft = drafting.add_card(draft, name=name, owner=player)
            return _render(request, draft, focus="q")
        if action == "search":
            return _render(request, draft, query=query, values=data, focus="q")
        if action == "read":
            reading, _ = drafting.read_text(
                draft,
                name=data.get("paste_name", ""),
                text=data.get("paste_text", ""),
                owner=data.get("paste_owner", ""),
            )
            return _render(request, draft, values=data, reading=reading, focus="reading")
        if action == "add-text":
            keep = [n for n in map(inputs.whole_number, data.getlist("keep")) if n is not None]
            draft = drafting.add_text(
                draft,
                name=data.get("paste_name", ""),
                text=data.get("paste_text", ""),
                owner=data.get("paste_owner", ""),
                keep=keep,
                traits=drafting.picked_traits(data, "paste"),
            )
            return _render(request, draft, focus=f"card-{len(draft.cards) - 1}")
        if action.startswith(
            ("x:", "turn:", "hurt:", "combat:", "block:", "aim:", "cast:", "cause:")
        ):
            number = _index(action.partition("|")[0])
            draft = _set_on_card(action, draft, number, data)
            # An event row filled in but not added yet is kept as it was.
            return _render(request, draft, values=data, focus=f"card-{number}")
        if action.startswith("remove-card:"):
            return _render(request, drafting.remove_card(draft, _index(action)), focus="q")
        if action.startswith("remove-event:"):
            return _render(request, drafting.remove_event(draft, _index(action)), focus="kind")
        if action == "add-event":
            draft = drafting.add_event(draft, data)
            return _render(request, draft, focus=f"event-{len(draft.events) - 1}")
        if action == "players":
            names = data.get("players", "").replace("|", " ").split(",")
            return _render(request, drafting.with_players(draft, names), focus="players")
        if action == "resolve":
            return _resolve(request, draft, data)
    except DraftError as error:
        return _render(request, draft, errors=error.errors, values=data, status=400)
    return _render(
        request, draft, errors={"draft": UNKNOWN_ACTION.format(action=action)}, status=400
    )


def _resolve(request: HtmxHttpRequest, draft: Draft, data: QueryDict) -> HttpResponse:
    """The stepper for the draft; an event row filled in but not added is added first, and
    stays added when the draft can't be resolved yet (what it names may be what a card
    asks about: "Dealt damage by Kumano this turn: Grizzly Bears")."""
    added = bool(data.get("kind", "").strip())
    if added:
        draft = drafting.add_event(draft, data)
    for number, line in enumerate(draft.cards):
        # X typed but not set with its button: set as the judge resolves.
        if line.x is None and data.get(f"x-{number}", "").strip():
            draft = aiming.set_x(draft, number, data[f"x-{number}"])
        if line.asks:
            draft = history.set_facts(draft, number, data, typed_only=True)
    try:
        scenario: dict[str, Any] = drafting.check(draft)
    except DraftError as error:
        if not added:
            raise
        return _render(request, draft, errors=error.errors, status=400)
    url = reverse("judge") + "?" + JudgeState(scenario=encode_scenario(scenario)).query()
    table = _draft_address(draft)
    kept = table.partition("?d=")[2]
    if kept and len(url) + len(kept) <= MAX_STEPPER_ADDRESS:
        url += "&d=" + kept  # the stepper's way back to this table
    if request.htmx:
        response = HttpResponseClientRedirect(url)
        # stepper.js writes it over this page's address before leaving it, so the
        # browser's Back comes back to the table as it was resolved, event included.
        response[TABLE_ADDRESS_HEADER] = table
        return response
    return HttpResponseRedirect(url)
