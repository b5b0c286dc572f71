"""The scenario builder's forms: one formset per part of a scenario.

The forms only turn text into the scenario format's values (numbers, lists,
JSON); whether the scenario makes sense is the resolver's to say
(``Scenario.from_dict``), and its errors are put back on the field they name.
Fields a form does not show travel in a hidden ``extra`` JSON field, so a
scenario imported as JSON comes back out whole.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from typing import Any

from crispy_forms.helper import FormHelper
from crispy_forms.layout import Column, Field, Layout, Row
from django import forms
from django.forms import formset_factory

from rules import inputs
from rules.engine.templates import TEMPLATES
from rules.engine.vocabulary import EVENT_KINDS, KEYWORDS, MAX_COUNT, ORIGIN_ZONES, ZONES

#: The most rows one part of a scenario may have in the builder.
MAX_ROWS = 40
#: The most mode rows the builder shows in all its effects together (a modal effect has
#: two or three): modes past it stay in their effect's "Other fields".
MAX_MODE_ROWS = MAX_ROWS

BAD_JSON = "This JSON can't be used: {detail}."
NOT_OBJECT = "Must be a JSON object ({…})."
BAD_COUNTERS = "Write counters as kind=number, comma-separated: “+1/+1=2, charge=1”."
#: The most counters of one kind the builder takes (the scenario format's bound on a count).
MAX_COUNTERS = 1_000_000
TOO_MANY_COUNTERS = f"A permanent has at most {MAX_COUNTERS:,} counters of one kind here."
UNKNOWN_KEYWORD = "“{word}” is not a keyword the resolver knows; it knows {known}."
NOT_EVENT_LIST = "Write the events as a JSON list: [{…}, {…}] (one event may be a lone {…})."
NO_KIND = "Choose what happened: create an effect, set colors, move an object, or earlier events."
NOT_ACTION_LIST = 'Write the actions as a JSON list: [{"do": "gain_life", "amount": 2}].'
NO_MODE_ID = "Give the mode a short id of its own, such as “gain-2”."
NO_MODE_LABEL = "Say what the mode does, such as “gain 2 life”."
MODES_TWICE = "The effect's modes are in the rows below: leave “modes” out of these fields."
COLORLESS = "colorless"
IMPORT_NOT_OBJECT = (
    "The scenario JSON must be one object ({…}) with players, objects, effects and events."
)


def _list(text: str) -> list[str]:
    return [part.strip() for part in text.split(",") if part.strip()]


def _json_object(text: str, not_object: str = NOT_OBJECT) -> dict[str, Any]:
    """A JSON object typed in a field ({} when blank); ``not_object``, the error for other
    JSON."""
    text = text.strip()
    if not text:
        return {}
    try:
        value = inputs.loads(text)
    except inputs.InputError as error:
        raise forms.ValidationError(BAD_JSON.format(detail=error.one_line())) from None
    if not isinstance(value, dict):
        raise forms.ValidationError(not_object)
    return value


def _json_list(text: str, not_a_list: str) -> list[Any] | None:
    """A JSON list from a text box (one object alone counts as a list of one); None if empty."""
    text = text.strip()
    if not text:
        return None
    try:
        value = inputs.loads(text)
    except inputs.InputError as error:
        raise forms.ValidationError(BAD_JSON.format(detail=error.one_line())) from None
    if isinstance(value, dict):
        return [value]
    if not isinstance(value, list):
        raise forms.ValidationError(not_a_list)
    return value


def _listed(value: Any) -> str:
    """A list of words as a text field shows it: ``a, b``. A value that is no list of
    words (a number among them, an object) is shown as its JSON, so nothing is lost."""
    if value is None or value == "" or value == []:
        return ""
    if isinstance(value, list | tuple) and all(isinstance(item, str) for item in value):
        return ", ".join(value)
    return json.dumps(value, ensure_ascii=False)


def _dump(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(", ", ": ")) if value else ""


def _hidden(data: Mapping[str, Any], shown: Sequence[str]) -> dict[str, Any]:
    """The fields a row doesn't show, and the shown ones given as empty ([] or {}).

    An empty text field reads back as "absent"; keeping an explicit empty list
    here gives the same scenario back.
    """
    return {k: v for k, v in data.items() if k not in shown or v in ([], {})}


def _helper(*rows: Sequence[tuple[str, str]]) -> FormHelper:
    """A crispy helper laying the fields out in responsive columns (no <form> tag)."""
    helper = FormHelper()
    helper.form_tag = False
    helper.disable_csrf = True
    helper.layout = Layout(
        *[Row(*[Column(Field(name), css_class=css) for name, css in row]) for row in rows]
    )
    return helper


SMALL = "col-6 col-md-3"
WIDE = "col-12 col-md-6"


class _RowForm(forms.Form):
    """One row of a part; blank rows are left out of the scenario."""

    extra = forms.CharField(required=False, widget=forms.HiddenInput)
    shown: tuple[str, ...] = ()
    #: The resolver's names for this row's fields, and the field for a path naming the row.
    aliases: Mapping[str, str] = {}

    def clean_extra(self) -> dict[str, Any]:
        return _json_object(self.cleaned_data.get("extra", ""))

    def is_blank(self) -> bool:
        data = getattr(self, "cleaned_data", {})
        return not any(data.get(name) not in (None, "", [], {}, False) for name in self.shown)

    @classmethod
    def raw(cls, data: Mapping[str, Any], prefix: str) -> dict[str, Any]:
        """The row's posted values as typed, without validating them."""
        return {name: data.get(f"{prefix}-{name}") for name in cls.base_fields}

    def add_path_error(self, path: str, message: str) -> None:
        """Put one of the resolver's errors on the field ``path`` names.

        ``path`` is what follows the row in the error's JSON path (``.source``,
        ``.params.factor``, or nothing); a field the row doesn't show gets it
        in "Other fields", or the row as a whole does.
        """
        found = re.match(r"\.?([A-Za-z_]*)", path)
        name = found.group(1) if found else ""
        name = self.aliases.get(name, name)
        if name in self.shown and name in self.fields:
            self.add_error(name, message)
        elif name and "more" in self.fields:
            self.add_error("more", message)
        else:
            self.add_error(None, message)


class PlayerForm(_RowForm):
    name = forms.CharField(required=False, max_length=40)
    life = forms.IntegerField(required=False, min_value=-999, max_value=9999)
    library = forms.CharField(required=False, help_text="Card names, top first, comma-separated.")
    hand = forms.CharField(required=False)
    graveyard = forms.CharField(required=False)
    shown = ("name", "life", "library", "hand", "graveyard")
    helper = _helper(
        [("name", SMALL), ("life", SMALL)],
        [
            ("library", "col-12 col-md-4"),
            ("hand", "col-12 col-md-4"),
            ("graveyard", "col-12 col-md-4"),
        ],
        [("extra", "d-none")],
    )

    def to_data(self) -> dict[str, Any]:
        data = self.cleaned_data
        out: dict[str, Any] = {**data["extra"], "name": data["name"]}
        if data["life"] is not None:
            out["life"] = data["life"]
        for zone in ("library", "hand", "graveyard"):
            if _list(data[zone]):
                out[zone] = _list(data[zone])
        return out

    @staticmethod
    def initial_from(data: Mapping[str, Any]) -> dict[str, Any]:
        rest = _hidden(data, PlayerForm.shown)
        return {
            "name": data.get("name", ""),
            "life": data.get("life"),
            "library": _listed(data.get("library")),
            "hand": _listed(data.get("hand")),
            "graveyard": _listed(data.get("graveyard")),
            "extra": _dump(rest),
        }


class ObjectForm(_RowForm):
    id = forms.CharField(required=False, max_length=40, help_text="Short, unique: “bear”.")
    name = forms.CharField(required=False, max_length=80)
    owner = forms.CharField(required=False, max_length=40)
    controller = forms.CharField(required=False, max_length=40)
    zone = forms.ChoiceField(
        required=False, choices=[("", "battlefield")] + [(z, z) for z in ZONES]
    )
    types = forms.CharField(required=False, help_text="Comma-separated: Artifact, Creature.")
    colors = forms.CharField(required=False, help_text="Comma-separated, lower case.")
    power = forms.IntegerField(required=False, min_value=-99, max_value=999)
    toughness = forms.IntegerField(required=False, min_value=-99, max_value=999)
    damage = forms.IntegerField(required=False, min_value=0, max_value=999)
    counters = forms.CharField(required=False, help_text="kind=number: +1/+1=2")
    keywords = forms.CharField(required=False, help_text="Comma-separated: flying, lifelink.")
    token = forms.BooleanField(required=False)
    tapped = forms.BooleanField(required=False)
    shown = (
        "id",
        "name",
        "owner",
        "controller",
        "zone",
        "types",
        "colors",
        "power",
        "toughness",
        "damage",
        "counters",
        "keywords",
        "token",
        "tapped",
    )
    helper = _helper(
        [("id", SMALL), ("name", SMALL), ("owner", SMALL), ("controller", SMALL)],
        [("zone", SMALL), ("types", SMALL), ("colors", SMALL), ("counters", SMALL)],
        [("keywords", "col-12 col-md-6")],
        [
            ("power", "col-4 col-md-2"),
            ("toughness", "col-4 col-md-2"),
            ("damage", "col-4 col-md-2"),
            ("token", "col-6 col-md-3"),
            ("tapped", "col-6 col-md-3"),
        ],
        [("extra", "d-none")],
    )

    def clean_counters(self) -> dict[str, int]:
        counters: dict[str, int] = {}
        for part in _list(self.cleaned_data.get("counters", "")):
            match = re.fullmatch(r"(.+?)\s*[=:]\s*([0-9]+)", part)
            if not match:
                raise forms.ValidationError(BAD_COUNTERS)
            # Read only as far as the bound: 5,000 digits were past int()'s own, a 500.
            count = inputs.whole_number(match.group(2), digits=len(str(MAX_COUNTERS)))
            if count is None or count > MAX_COUNTERS:
                raise forms.ValidationError(TOO_MANY_COUNTERS)
            counters[match.group(1)] = count
        return counters

    def clean_keywords(self) -> list[str]:
        words = [w.lower() for w in _list(self.cleaned_data.get("keywords", ""))]
        for word in words:
            if word not in KEYWORDS:
                raise forms.ValidationError(
                    UNKNOWN_KEYWORD.format(word=word[:40], known=", ".join(KEYWORDS))
                )
        return words

    def to_data(self) -> dict[str, Any]:
        data = self.cleaned_data
        out: dict[str, Any] = {**data["extra"]}
        for name in ("id", "name", "owner", "controller", "zone"):
            if data[name]:
                out[name] = data[name]
        for name in ("types", "colors"):
            if _list(data[name]):
                out[name] = _list(data[name])
        for name in ("power", "toughness", "damage"):
            if data[name] is not None:
                out[name] = data[name]
        if data["counters"]:
            out["counters"] = data["counters"]
        if data["keywords"]:
            out["keywords"] = data["keywords"]
        for name in ("token", "tapped"):
            if data[name]:
                out[name] = True
        return out

    @staticmethod
    def initial_from(data: Mapping[str, Any]) -> dict[str, Any]:
        rest = _hidden(data, ObjectForm.shown)
        initial = {k: data.get(k) for k in ObjectForm.shown}
        initial["types"] = _listed(data.get("types"))
        initial["colors"] = _listed(data.get("colors"))
        initial["keywords"] = _listed(data.get("keywords"))
        initial["counters"] = ", ".join(f"{k}={v}" for k, v in (data.get("counters") or {}).items())
        initial["extra"] = _dump(rest)
        return initial


class EventForm(_RowForm):
    kind = forms.ChoiceField(required=False, choices=[("", "—")] + [(k, k) for k in EVENT_KINDS])
    id = forms.CharField(required=False, max_length=40)
    source = forms.CharField(required=False, help_text="damage: the object dealing it.")
    recipient = forms.CharField(required=False, help_text="damage: a player or an object id.")
    object = forms.CharField(required=False, help_text="destroy, move, enter, counters.")
    player = forms.CharField(required=False, help_text="draw, life, tokens, steps.")
    amount = forms.IntegerField(required=False, min_value=0, max_value=9999)
    count = forms.IntegerField(required=False, min_value=0, max_value=MAX_COUNT)
    to = forms.ChoiceField(required=False, choices=[("", "—")] + [(z, z) for z in ZONES])
    more = forms.CharField(
        required=False,
        label="Other fields (JSON)",
        help_text='e.g. {"combat": true} or {"counter": "+1/+1"}',
    )
    shown = ("kind", "id", "source", "recipient", "object", "player", "amount", "count", "to")
    helper = _helper(
        [("kind", SMALL), ("id", SMALL), ("source", SMALL), ("recipient", SMALL)],
        [
            ("object", SMALL),
            ("player", SMALL),
            ("amount", "col-6 col-md-2"),
            ("count", "col-6 col-md-2"),
            ("to", "col-12 col-md-2"),
        ],
        [("more", "col-12")],
        [("extra", "d-none")],
    )

    def clean_more(self) -> dict[str, Any]:
        return _json_object(self.cleaned_data.get("more", ""))

    def is_blank(self) -> bool:
        return super().is_blank() and not self.cleaned_data.get("more")

    def to_data(self) -> dict[str, Any]:
        data = self.cleaned_data
        out: dict[str, Any] = {**data["extra"], **data["more"]}
        for name in self.shown:
            if data[name] not in (None, ""):
                out[name] = data[name]
        return out

    @staticmethod
    def initial_from(data: Mapping[str, Any]) -> dict[str, Any]:
        initial = {k: data.get(k) for k in EventForm.shown}
        initial["more"] = _dump({k: v for k, v in data.items() if k not in EventForm.shown})
        return initial


class ModeForm(forms.Form):
    """One mode of a modal replacement effect (419.6g): its id, its words and its actions."""

    id = forms.CharField(
        required=False, max_length=40, label="Mode id", help_text="Short, unique: “gain-2”."
    )
    label = forms.CharField(
        required=False, max_length=200, label="What it does", help_text="Such as “gain 2 life”."
    )
    instead = forms.CharField(
        required=False,
        label="Actions done instead (JSON)",
        help_text='e.g. [{"do": "gain_life", "amount": 2}]',
        widget=forms.Textarea(attrs={"rows": 1, "class": "json-box", "spellcheck": "false"}),
    )
    shown = ("id", "label", "instead")
    helper = _helper(
        [("id", "col-12 col-md-3"), ("label", "col-12 col-md-9")], [("instead", "col-12")]
    )

    def clean_instead(self) -> list[Any] | None:
        return _json_list(self.cleaned_data.get("instead", ""), NOT_ACTION_LIST)

    def clean(self) -> dict[str, Any]:
        data = super().clean()
        if not self.is_blank():
            if not data.get("id", "").strip() and "id" not in self.errors:
                self.add_error("id", NO_MODE_ID)
            if not data.get("label", "").strip() and "label" not in self.errors:
                self.add_error("label", NO_MODE_LABEL)
        return data

    def is_blank(self) -> bool:
        """Nothing typed in the mode's fields: the row is left out."""
        return not any((self.data.get(self.add_prefix(name)) or "").strip() for name in self.shown)

    def to_data(self) -> dict[str, Any]:
        """The mode, all three of its keys given (an empty list of actions is the resolver's
        to refuse, at this mode's field)."""
        data = self.cleaned_data
        instead = data["instead"] if data["instead"] is not None else []
        return {"id": data["id"], "label": data["label"], "instead": instead}

    @staticmethod
    def initial_from(data: Mapping[str, Any]) -> dict[str, Any]:
        return {"id": data["id"], "label": data["label"], "instead": _dump(data["instead"])}

    @staticmethod
    def fits(modes: Any) -> bool:
        """Whether an effect's ``modes`` can be shown as rows and come back out the same.

        Modes that can't (not a list of modes each with exactly a text id, a text
        label and a list of actions) stay in the effect's "Other fields".
        """
        return (
            isinstance(modes, list)
            and bool(modes)
            and len(modes) <= MAX_ROWS
            and all(
                isinstance(mode, dict)
                and set(mode) == {"id", "label", "instead"}
                and isinstance(mode["id"], str)
                and isinstance(mode["label"], str)
                and isinstance(mode["instead"], list)
                for mode in modes
            )
        )


ModeFormSet = formset_factory(
    ModeForm, extra=0, max_num=MAX_ROWS, validate_max=True, absolute_max=MAX_ROWS
)


class EffectForm(_RowForm):
    """One effect; a modal one's modes are sub-rows of it (``self.modes``, a formset)."""

    id = forms.CharField(required=False, max_length=40)
    preset = forms.CharField(
        required=False,
        help_text="A card preset (search above), or leave empty and give a template.",
        widget=forms.TextInput(attrs={"list": "preset-keys", "autocomplete": "off"}),
    )
    template = forms.ChoiceField(
        required=False,
        choices=[("", "the preset's")]
        + [(kind, f"{kind}: {template.title}") for kind, template in TEMPLATES.items()],
        help_text="Describe any effect with a template and its parameters (list below).",
    )
    controller = forms.CharField(required=False, max_length=40)
    source = forms.CharField(required=False, max_length=40)
    params = forms.CharField(
        required=False, label="Parameters (JSON)", help_text='e.g. {"amount": 3}'
    )
    origin = forms.ChoiceField(
        required=False,
        choices=[
            ("", "default"),
            ("static", "static ability"),
            ("resolution", "from a resolving spell"),
            *((zone, f"static ability of a card in a {zone}") for zone in ORIGIN_ZONES),
        ],
    )
    self_replacement = forms.BooleanField(required=False, label="Self-replacement")
    optional = forms.BooleanField(required=False, label="Optional (“you may”)")
    more = forms.CharField(
        required=False,
        label="Other fields (JSON)",
        help_text='e.g. {"label": "Draw becomes a choice"}',
    )
    shown = (
        "id",
        "preset",
        "template",
        "controller",
        "source",
        "params",
        "origin",
        "self_replacement",
        "optional",
    )
    helper = _helper(
        [("id", SMALL), ("preset", SMALL), ("controller", SMALL), ("source", SMALL)],
        [("template", SMALL), ("origin", SMALL), ("self_replacement", SMALL), ("optional", SMALL)],
        [("params", WIDE), ("more", WIDE)],
        [("extra", "d-none")],
    )

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        prefix = self.add_prefix("modes")
        if self.is_bound:
            self.modes = ModeFormSet(self.data, prefix=prefix)
        else:
            self.modes = ModeFormSet(prefix=prefix, initial=self.initial.get("modes") or [])

    def is_valid(self) -> bool:
        valid = super().is_valid()
        valid = self.modes.is_valid() and valid
        if valid and "modes" in self.cleaned_data["more"] and self.kept_modes():
            self.add_error("more", MODES_TWICE)
            return False
        return valid

    def kept_modes(self) -> list[ModeForm]:
        """The mode rows with something typed in them, in order."""
        return [form for form in self.modes.forms if not form.is_blank()]

    def clean_params(self) -> dict[str, Any]:
        return _json_object(self.cleaned_data.get("params", ""))

    def clean_more(self) -> dict[str, Any]:
        return _json_object(self.cleaned_data.get("more", ""))

    def is_blank(self) -> bool:
        return super().is_blank() and not self.cleaned_data.get("more") and not self.kept_modes()

    def to_data(self) -> dict[str, Any]:
        data = self.cleaned_data
        out: dict[str, Any] = {**data["extra"], **data["more"]}
        for name in ("id", "preset", "template", "controller", "source", "origin"):
            if data[name]:
                out[name] = data[name]
        if data["params"]:
            out["params"] = data["params"]
        for name in ("self_replacement", "optional"):
            if data[name]:
                out[name] = True
        if self.kept_modes():
            out["modes"] = [form.to_data() for form in self.kept_modes()]
        return out

    @staticmethod
    def initial_from(data: Mapping[str, Any], mode_rows: int = MAX_MODE_ROWS) -> dict[str, Any]:
        """The row for an effect: modes that fit rows (at most ``mode_rows`` of them)
        become rows, the rest goes to "more"."""
        initial = {k: data.get(k) for k in EffectForm.shown}
        initial["params"] = _dump(data.get("params"))
        rest = {k: v for k, v in data.items() if k not in EffectForm.shown}
        modes = rest.get("modes")
        if ModeForm.fits(modes) and isinstance(modes, list) and len(modes) <= mode_rows:
            initial["modes"] = [ModeForm.initial_from(mode) for mode in rest.pop("modes")]
        initial["more"] = _dump(rest)
        return initial

    @classmethod
    def raw(cls, data: Mapping[str, Any], prefix: str) -> dict[str, Any]:
        row = super().raw(data, prefix)
        try:
            total = int(data.get(f"{prefix}-modes-TOTAL_FORMS", "0"))
        except ValueError:
            total = 0
        row["modes"] = [
            {name: data.get(f"{prefix}-modes-{index}-{name}") for name in ModeForm.base_fields}
            for index in range(max(0, min(total, MAX_ROWS)))
        ]
        return row

    def add_path_error(self, path: str, message: str) -> None:
        """An error on ``.modes[j].field`` goes to that mode row's field; one on the
        modes as a whole, to the effect's row (or to "more" when the modes are there)."""
        kept = self.kept_modes()
        match = re.match(r"\.modes(?:\[(\d+)\](?:\.([A-Za-z_]+))?)?", path)
        if match is None or not kept:
            super().add_path_error(path, message)
        elif match.group(1) is None:
            self.add_error(None, message)
        elif int(match.group(1)) < len(kept):
            mode = kept[int(match.group(1))]
            name = match.group(2)
            mode.add_error(name if name in mode.fields else None, message)
        else:
            self.add_error(None, message)


#: What each kind of timeline entry uses besides its kind (docs/scenario-format.md).
TIMELINE_USES: dict[str, tuple[str, ...]] = {
    "create_effect": ("effect",),
    "set_colors": ("object", "colors"),
    "move": ("object", "to"),
    "events": ("events",),
}


class TimelineForm(_RowForm):
    """One earlier happening, or earlier simultaneous events, in the timeline's order."""

    kind = forms.ChoiceField(
        required=False,
        label="What happened",
        choices=[
            ("", "—"),
            ("create_effect", "An effect was created"),
            ("set_colors", "An object's colors changed"),
            ("move", "An object moved to a zone"),
            ("events", "Earlier events happened"),
        ],
    )
    effect = forms.CharField(
        required=False,
        max_length=40,
        label="Effect id",
        help_text="One of the effects above: it exists only from here on.",
    )
    object = forms.CharField(
        required=False, max_length=40, label="Object id", help_text="One of the objects above."
    )
    colors = forms.CharField(
        required=False,
        label="Its colors now",
        help_text="Comma-separated, lower case; “colorless” for none.",
    )
    to = forms.ChoiceField(
        required=False,
        label="Moved to",
        choices=[("", "—")] + [(z, z) for z in ZONES],
    )
    events = forms.CharField(
        required=False,
        label="The events (JSON)",
        help_text=(
            "Earlier events, resolved like the events in question: "
            '[{"kind": "begin_turn", "player": "Alice"}]'
        ),
        widget=forms.Textarea(attrs={"rows": 2, "class": "json-box", "spellcheck": "false"}),
    )
    shown = ("kind", "effect", "object", "colors", "to", "events")
    #: The resolver's names for this row's fields, and the field for a path naming the row.
    aliases = {"happening": "kind", "": "kind"}
    helper = _helper(
        [
            ("kind", "col-12 col-md-4 timeline-kind"),
            ("effect", "col-12 col-md-4 timeline-effect"),
            ("object", "col-6 col-md-4 timeline-object"),
            ("colors", "col-6 col-md-4 timeline-colors"),
            ("to", "col-6 col-md-4 timeline-to"),
        ],
        [("events", "col-12 timeline-events")],
        [("extra", "d-none")],
    )

    def clean_colors(self) -> list[str] | None:
        text = self.cleaned_data.get("colors", "").strip()
        if text.lower() == COLORLESS:
            return []
        return _list(text) or None

    def clean_events(self) -> list[Any] | None:
        return _json_list(self.cleaned_data.get("events", ""), NOT_EVENT_LIST)

    def clean(self) -> dict[str, Any]:
        data = super().clean()
        filled = any(data.get(name) not in (None, "", [], {}) for name in self.shown)
        if filled and not data.get("kind"):
            self.add_error("kind", NO_KIND)
        return data

    def is_blank(self) -> bool:
        return super().is_blank() and not self.cleaned_data.get("extra")

    def to_data(self) -> dict[str, Any]:
        """The entry: its kind's fields only (a field left from another kind is dropped)."""
        data = self.cleaned_data
        kind = data["kind"]
        out: dict[str, Any] = {**data["extra"]}
        if kind == "events":
            if data["events"] is not None:
                out["events"] = data["events"]
            out.setdefault("events", [])
        elif kind:
            out["happening"] = kind
            for name in TIMELINE_USES[kind]:
                if data[name] not in (None, ""):
                    out[name] = data[name]
        return out

    @staticmethod
    def initial_from(data: Mapping[str, Any]) -> dict[str, Any]:
        """The row for an entry; what its kind doesn't use or a field can't show stays in extra."""
        if "happening" in data:
            happening = data["happening"]
            known = (
                isinstance(happening, str) and happening in TIMELINE_USES and happening != "events"
            )
            kind = data["happening"] if known else ""
        else:
            kind = "events" if "events" in data else ""
        uses = TIMELINE_USES.get(kind, ())
        initial: dict[str, Any] = {"kind": kind}
        rest = {k: v for k, v in data.items() if k != "happening" or not kind}
        for name in uses:
            value = rest.get(name)
            if name in ("effect", "object", "to") and isinstance(value, str) and value:
                initial[name] = rest.pop(name)
            elif (
                name == "colors"
                and isinstance(value, list)
                and all(isinstance(c, str) and c and "," not in c for c in value)
            ):
                initial[name] = _listed(rest.pop(name)) or COLORLESS
            elif name == "events" and isinstance(value, list) and value:
                initial[name] = _dump(rest.pop(name))
        initial["extra"] = _dump(rest)
        return initial


class ScenarioForm(forms.Form):
    """The scenario's own fields, and the box to import or export its JSON."""

    title = forms.CharField(required=False, max_length=200)
    note = forms.CharField(required=False, max_length=2000)
    extra = forms.CharField(required=False, widget=forms.HiddenInput)
    json = forms.CharField(
        required=False,
        label="Scenario JSON",
        help_text="Paste a scenario, then “Import JSON”; “Export JSON” downloads the one above.",
        widget=forms.Textarea(attrs={"rows": 6, "class": "json-box", "spellcheck": "false"}),
    )
    helper = _helper([("title", WIDE), ("note", WIDE)], [("extra", "d-none")])

    def clean_extra(self) -> dict[str, Any]:
        return _json_object(self.cleaned_data.get("extra", ""))

    def clean_json(self) -> dict[str, Any]:
        return _json_object(self.cleaned_data.get("json", ""), IMPORT_NOT_OBJECT)


#: Each part of a scenario: (its key in the format, its row form).
PARTS: dict[str, type[_RowForm]] = {
    "players": PlayerForm,
    "objects": ObjectForm,
    "events": EventForm,
    "effects": EffectForm,
    "timeline": TimelineForm,
}

#: Parts the format lets a scenario leave out: no rows, no key (unless imported as []).
OPTIONAL_PARTS = ("timeline",)

FORMSETS = {
    key: formset_factory(form, extra=0, max_num=MAX_ROWS, validate_max=True, absolute_max=MAX_ROWS)
    for key, form in PARTS.items()
}
