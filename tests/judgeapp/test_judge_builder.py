"""The scenario builder: rows added and removed, presets, JSON in and out, errors at the field."""

import json
import re
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest
from django.urls import reverse

from judgeapp.state import decode_scenario
from rules.engine import get_example, load_examples

pytestmark = pytest.mark.django_db

HTMX = {"HX-Request": "true"}

#: Judge case 19 written by hand in the scenario format: Torbran and Furnace of
#: Rath, Alice's red source deals 3 damage to Bob.
CASE_19 = {
    "version": 1,
    "players": [{"name": "Alice"}, {"name": "Bob"}],
    "objects": [
        {"id": "torbran", "name": "Torbran, Thane of Red Fell", "owner": "Alice",
         "types": ["Creature"], "colors": ["red"], "power": 2, "toughness": 4},
        {"id": "furnace", "name": "Furnace of Rath", "owner": "Alice", "types": ["Enchantment"]},
        {"id": "goblin", "name": "Goblin Piker", "owner": "Alice", "types": ["Creature"],
         "colors": ["red"], "power": 2, "toughness": 1},
    ],
    "effects": [
        {"id": "torbran", "source": "torbran", "controller": "Alice",
         "preset": "torbran-thane-of-red-fell"},
        {"id": "furnace", "source": "furnace", "controller": "Alice", "preset": "furnace-of-rath"},
    ],
    "events": [{"kind": "damage", "source": "goblin", "recipient": "Bob", "amount": 3}],
}  # fmt: skip


class FormValues(HTMLParser):
    """The values a browser would post from the builder's form."""

    def __init__(self) -> None:
        super().__init__()
        self.values: dict[str, str] = {}
        self._select: str | None = None
        self._textarea: str | None = None

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        name = attrs.get("name")
        if tag == "input" and name and attrs.get("type") not in {"submit", "search"}:
            if attrs.get("type") == "checkbox":
                if "checked" in attrs:
                    self.values[name] = "on"
            else:
                self.values[name] = attrs.get("value") or ""
        elif tag == "select":
            self._select = name
            self.values.setdefault(name, "")
        elif tag == "option" and self._select and "selected" in attrs:
            self.values[self._select] = attrs.get("value") or ""
        elif tag == "textarea":
            self._textarea = name
            self.values[name] = ""

    def handle_endtag(self, tag):
        if tag == "select":
            self._select = None
        elif tag == "textarea":
            # A browser drops the newline that starts a textarea's text (the HTML parser does).
            text = self.values[self._textarea]
            self.values[self._textarea] = text[1:] if text.startswith("\n") else text
            self._textarea = None

    def handle_data(self, data):
        if self._textarea:
            self.values[self._textarea] += data


def form_values(html: str) -> dict[str, str]:
    parser = FormValues()
    parser.feed(html)
    parser.values.pop("csrfmiddlewaretoken", None)
    return parser.values


def build(client, values: dict, action: str, **headers):
    return client.post(reverse("judge-build"), {**values, "action": action}, headers=headers)


def imported(client, scenario: dict) -> dict[str, str]:
    blank = form_values(client.get(reverse("judge-build")).content.decode())
    response = build(client, {**blank, "json": json.dumps(scenario)}, "import")
    assert response.status_code == 200
    return form_values(response.content.decode())


def test_builder_page_is_whole_and_starts_with_two_players(client):
    response = client.get(reverse("judge-build"))
    assert response.status_code == 200
    html = response.content.decode()
    assert "<html" in html
    values = form_values(html)
    assert values["players-0-name"] == "Alice"
    assert values["players-1-name"] == "Bob"


def test_judge_without_a_scenario_is_the_way_in_and_the_builder_stays_at_build(client):
    html = client.get(reverse("judge")).content.decode()
    assert 'id="start"' in html
    assert 'id="builder"' in client.get(reverse("judge-build")).content.decode()


def test_adding_a_row_by_htmx_returns_the_builder_alone_with_one_more(client):
    values = form_values(client.get(reverse("judge-build")).content.decode())
    values["players-1-name"] = "Bob the typed"
    response = build(client, values, "add:players", **HTMX)
    html = response.content.decode().strip()
    assert html.startswith('<form id="builder"')
    after = form_values(html)
    assert after["players-TOTAL_FORMS"] == "3"
    assert after["players-1-name"] == "Bob the typed"
    assert after["players-2-name"] == ""


def test_removing_a_row_keeps_the_others_in_order(client):
    values = form_values(client.get(reverse("judge-build")).content.decode())
    after = form_values(build(client, values, "remove:players:0").content.decode())
    assert after["players-TOTAL_FORMS"] == "1"
    assert after["players-0-name"] == "Bob"


def test_import_fills_the_rows_and_export_gives_the_same_scenario_back(client):
    values = imported(client, CASE_19)
    assert values["objects-0-id"] == "torbran"
    assert values["effects-1-preset"] == "furnace-of-rath"
    assert values["events-0-kind"] == "damage"
    response = build(client, values, "export")
    assert response.status_code == 302
    download = client.get(response["Location"])
    assert download["Content-Type"] == "application/json"
    assert "attachment" in download["Content-Disposition"]
    exported = json.loads(download.content)
    for part in ("players", "objects", "effects", "events"):
        assert len(exported[part]) == len(CASE_19[part])
    assert exported["effects"][0]["preset"] == "torbran-thane-of-red-fell"
    assert exported["events"][0]["amount"] == 3


def test_resolve_redirects_to_the_stepper_for_the_built_scenario(client):
    values = imported(client, CASE_19)
    response = build(client, values, "resolve")
    assert response.status_code == 302
    target = urlsplit(response["Location"])
    assert target.path == reverse("judge")
    built = decode_scenario(parse_qs(target.query)["s"][0])
    assert [effect["id"] for effect in built["effects"]] == ["torbran", "furnace"]
    html = client.get(response["Location"]).content.decode()
    # Judge case 19: Bob, the affected player, chooses.
    assert re.search(r"data-chooser>\s*Bob\s*<", html)


def test_resolve_by_htmx_sends_the_browser_to_the_stepper(client):
    values = imported(client, CASE_19)
    response = build(client, values, "resolve", **HTMX)
    assert response.status_code == 200
    assert response["HX-Redirect"].startswith(reverse("judge") + "?s=")


def test_an_effect_naming_a_missing_object_is_an_error_at_its_field(client):
    values = imported(client, CASE_19)
    values["effects-1-source"] = "nowhere"
    response = build(client, values, "resolve")
    assert response.status_code == 400
    html = response.content.decode()
    field = re.search(r'<input[^>]*id="id_effects-1-source"[^>]*>', html).group()
    assert "is-invalid" in field
    assert "effects[1].source" in html


def test_a_field_that_is_not_a_number_is_an_error_at_that_field(client):
    values = imported(client, CASE_19)
    values["events-0-amount"] = "three"
    response = build(client, values, "resolve")
    assert response.status_code == 400
    field = re.search(
        r'<input[^>]*id="id_events-0-amount"[^>]*>', response.content.decode()
    ).group()
    assert "is-invalid" in field


def test_bad_json_to_import_is_an_error_at_the_json_box(client):
    values = form_values(client.get(reverse("judge-build")).content.decode())
    response = build(client, {**values, "json": "{not json"}, "import")
    assert response.status_code == 400
    field = re.search(r'<textarea[^>]*name="json"[^>]*>', response.content.decode()).group()
    assert "is-invalid" in field


def test_preset_search_finds_cards_by_name(client):
    response = client.get(reverse("judge-presets") + "?q=furnace", headers=HTMX)
    html = response.content.decode().strip()
    assert html.startswith('<div id="preset-results"')
    assert 'value="preset:furnace-of-rath"' in html


def test_adding_a_preset_leaves_whose_it_is_to_the_judge(client):
    values = form_values(client.get(reverse("judge-build")).content.decode())
    after = form_values(build(client, values, "preset:furnace-of-rath").content.decode())
    rows = int(after["effects-TOTAL_FORMS"])
    assert after[f"effects-{rows - 1}-preset"] == "furnace-of-rath"
    assert after[f"effects-{rows - 1}-controller"] == ""


def test_a_preset_nobody_controls_asks_who_beside_the_field(client):
    values = imported(client, CASE_19)
    values["effects-1-controller"] = ""
    html = build(client, values, "resolve").content.decode()
    field = re.search(r'<input[^>]*id="id_effects-1-controller"[^>]*>', html).group()
    assert "is-invalid" in field
    assert "Choose who controls it: Alice or Bob." in html


def test_unknown_builder_action_is_refused(client):
    values = form_values(client.get(reverse("judge-build")).content.decode())
    assert build(client, values, "explode").status_code == 400


def test_builder_opens_an_example_for_editing(client):
    values = form_values(client.get(reverse("judge-build") + "?ex=case-02").content.decode())
    assert json.loads(values["json"])["events"][0]["kind"] == "destroy"


def test_a_custom_template_with_a_bad_parameter_is_an_error_at_the_parameters(client):
    values = imported(client, CASE_19)
    values["effects-1-preset"] = ""
    values["effects-1-template"] = "multiply"
    values["effects-1-params"] = '{"factor": 1}'
    response = build(client, values, "resolve")
    assert response.status_code == 400
    html = response.content.decode()
    field = re.search(r'<input[^>]*id="id_effects-1-params"[^>]*>', html).group()
    assert "is-invalid" in field
    assert "effects[1].params.factor" in html


def test_a_custom_template_describes_a_card_without_a_preset(client):
    values = imported(client, CASE_19)
    values["effects-1-preset"] = ""
    values["effects-1-template"] = "multiply"
    values["effects-1-params"] = '{"factor": 2, "event": "damage"}'
    response = build(client, values, "resolve")
    assert response.status_code == 302
    html = client.get(response["Location"]).content.decode()
    # Still judge case 19 in substance: Bob, the affected player, orders the two.
    assert re.search(r"data-chooser>\s*Bob\s*<", html)


@pytest.mark.parametrize("example_id", [example.id for example in load_examples()])
def test_every_example_goes_through_the_builder_unchanged(client, example_id):
    values = form_values(client.get(reverse("judge-build") + f"?ex={example_id}").content.decode())
    response = build(client, values, "export")
    assert response.status_code == 302, response.content.decode()[:2000]
    exported = json.loads(client.get(response["Location"]).content)
    assert exported == get_example(example_id).scenario.to_dict()


@pytest.mark.parametrize(
    ("data", "status"),
    [
        ({"action": "resolve"}, 400),
        ({"action": "resolve", "players-TOTAL_FORMS": "many", "players-INITIAL_FORMS": "x"}, 400),
        ({"action": "remove:players:99", "players-TOTAL_FORMS": "1"}, 200),
        ({"action": "add:nothing"}, 400),
        ({"action": "preset:no-such-card"}, 400),
    ],
)
def test_a_broken_builder_post_is_refused_or_changes_nothing(client, data, status):
    response = client.post(reverse("judge-build"), data)
    assert response.status_code == status
    assert 'id="builder"' in response.content.decode()


# ---------------------------------------------------------------- the timeline as rows

EXAMPLES = Path(__file__).resolve().parents[2] / "rules" / "examples"


def example_scenario(pattern: str) -> dict:
    """An example's scenario as its file writes it (not as the resolver reads it back)."""
    (path,) = EXAMPLES.glob(pattern)
    return json.loads(path.read_text(encoding="utf-8"))["scenario"]


def exported(client, values: dict) -> dict:
    response = build(client, values, "export")
    assert response.status_code == 302, response.content.decode()[:2000]
    return json.loads(client.get(response["Location"]).content)


def field_tag(html: str, name: str) -> str:
    return re.search(rf'<(?:input|select|textarea)[^>]*id="id_{name}"[^>]*>', html).group()


def refused_at(client, scenario: dict, field: str, value: str) -> str:
    """The builder's page once ``scenario`` is imported, ``field`` set to ``value`` and the
    scenario resolved: refused (400), with the error at that field."""
    values = imported(client, scenario)
    values[field] = value
    response = build(client, values, "resolve")
    assert response.status_code == 400
    html = response.content.decode()
    assert "is-invalid" in field_tag(html, field)
    return html


def test_the_page_has_a_timeline_section_and_a_new_scenario_has_no_entry(client):
    html = client.get(reverse("judge-build")).content.decode()
    assert "Timeline (what happened before, in order)" in html
    assert 'data-add="timeline"' in html
    assert form_values(html)["timeline-TOTAL_FORMS"] == "0"


def test_adding_a_timeline_row_by_htmx_returns_the_builder_alone_with_the_row(client):
    values = form_values(client.get(reverse("judge-build")).content.decode())
    values["objects-0-id"] = "goblin"
    response = build(client, values, "add:timeline", **HTMX)
    html = response.content.decode().strip()
    assert html.startswith('<form id="builder"')
    after = form_values(html)
    assert after["timeline-TOTAL_FORMS"] == "1"
    assert after["objects-0-id"] == "goblin"
    for name in ("kind", "effect", "object", "colors", "to", "events"):
        assert f"timeline-0-{name}" in after
    # The kinds a judge chooses from, in words.
    assert "An object&#x27;s colors changed" in html or "An object's colors changed" in html
    assert 'data-row="timeline-0"' in html


def test_adding_a_timeline_row_without_javascript_returns_the_whole_page(client):
    values = form_values(client.get(reverse("judge-build")).content.decode())
    html = build(client, values, "add:timeline").content.decode()
    assert "<html" in html
    assert form_values(html)["timeline-TOTAL_FORMS"] == "1"


WITH_TIMELINE = sorted(
    path.name
    for path in EXAMPLES.glob("*.json")
    if "timeline" in json.loads(path.read_text(encoding="utf-8"))["scenario"]
)


def test_the_examples_with_a_timeline_include_judge_cases_8_and_13():
    assert {
        "case-08-circle-of-protection-recheck.json",
        "case-13-redirect-target-gone.json",
    } <= set(WITH_TIMELINE)


@pytest.mark.parametrize("name", WITH_TIMELINE)
def test_a_timeline_imported_as_json_comes_back_out_of_its_rows_unchanged(client, name):
    scenario = example_scenario(name)
    values = imported(client, scenario)
    assert values["timeline-TOTAL_FORMS"] == str(len(scenario["timeline"]))
    assert exported(client, values) == scenario


def test_case_8s_timeline_is_one_row_setting_the_goblins_colors(client):
    values = imported(client, example_scenario("case-08-*.json"))
    assert values["timeline-TOTAL_FORMS"] == "1"
    assert values["timeline-0-kind"] == "set_colors"
    assert values["timeline-0-object"] == "goblin"
    assert values["timeline-0-colors"] == "blue"
    assert values["timeline-0-extra"] == ""


def test_case_13s_timeline_is_one_row_moving_the_bears(client):
    values = imported(client, example_scenario("case-13-*.json"))
    assert values["timeline-0-kind"] == "move"
    assert values["timeline-0-object"] == "bears"
    assert values["timeline-0-to"] == "graveyard"


def test_the_timeline_rows_keep_the_timelines_order(client):
    # Judge case 7: the shields are made, then the Piker turns green, then the Mystic enters.
    values = imported(client, example_scenario("case-07-*.json"))
    assert [values[f"timeline-{i}-kind"] for i in range(3)] == [
        "create_effect",
        "set_colors",
        "move",
    ]
    assert values["timeline-0-effect"] == "wojek"
    assert values["timeline-2-object"] == "mystic"


def test_moving_a_timeline_row_down_and_up_changes_the_order_of_the_timeline(client):
    values = imported(client, example_scenario("case-07-*.json"))
    moved = form_values(build(client, values, "down:timeline:0", **HTMX).content.decode())
    assert [moved[f"timeline-{i}-kind"] for i in range(3)] == [
        "set_colors",
        "create_effect",
        "move",
    ]
    timeline = exported(client, moved)["timeline"]
    assert [entry["happening"] for entry in timeline] == ["set_colors", "create_effect", "move"]
    back = form_values(build(client, moved, "up:timeline:1").content.decode())
    assert [back[f"timeline-{i}-kind"] for i in range(3)] == [
        "create_effect",
        "set_colors",
        "move",
    ]
    # Past either end nothing moves.
    same = form_values(build(client, back, "up:timeline:0").content.decode())
    assert same["timeline-0-kind"] == "create_effect"


def test_case_8_built_as_rows_resolves_to_the_rulings_outcome(client):
    values = form_values(client.get(reverse("judge-build")).content.decode())
    values.update(
        {
            "objects-TOTAL_FORMS": "2",
            "objects-0-id": "cop", "objects-0-name": "Circle of Protection: Red",
            "objects-0-owner": "Bob", "objects-0-types": "Enchantment",
            "objects-1-id": "goblin", "objects-1-name": "Raging Goblin",
            "objects-1-owner": "Alice", "objects-1-types": "Creature", "objects-1-colors": "red",
            "effects-0-id": "cop", "effects-0-preset": "circle-of-protection-red",
            "effects-0-controller": "Bob", "effects-0-source": "cop",
            "effects-0-params": '{"chosen_source": "goblin"}',
            "events-0-kind": "damage", "events-0-source": "goblin",
            "events-0-recipient": "Bob", "events-0-amount": "1",
            "timeline-TOTAL_FORMS": "1",
            "timeline-0-kind": "set_colors", "timeline-0-object": "goblin",
            "timeline-0-colors": "blue",
        }
    )  # fmt: skip
    response = build(client, values, "resolve")
    assert response.status_code == 302, response.content.decode()[:2000]
    built = decode_scenario(parse_qs(urlsplit(response["Location"]).query)["s"][0])
    assert built["timeline"] == [
        {"happening": "set_colors", "object": "goblin", "colors": ["blue"]}
    ]
    html = client.get(response["Location"]).content.decode()
    # Judge case 8: the shield rechecks the source as the damage would be dealt, and the
    # Goblin is no longer red, so nothing is prevented (615.9).
    assert re.search(r"data-outcome>\s*Bob is dealt 1 damage\s*<", html)


def test_a_timeline_object_that_does_not_exist_is_an_error_at_its_field(client):
    html = refused_at(client, example_scenario("case-08-*.json"), "timeline-0-object", "nowhere")
    assert "timeline[0].object" in html
    assert "is-invalid" not in field_tag(html, "timeline-0-colors")


def test_a_move_without_its_object_is_an_error_at_the_object_field(client):
    html = refused_at(client, example_scenario("case-13-*.json"), "timeline-0-object", "")
    assert "timeline[0].object" in html


def test_a_created_effect_that_does_not_exist_is_an_error_at_the_effect_field(client):
    refused_at(client, example_scenario("case-07-*.json"), "timeline-0-effect", "no-such-effect")


def test_a_timeline_row_without_its_kind_is_an_error_at_the_kind(client):
    refused_at(client, example_scenario("case-08-*.json"), "timeline-0-kind", "")


def test_a_color_that_is_not_a_color_is_an_error_at_the_colors_field(client):
    refused_at(client, example_scenario("case-08-*.json"), "timeline-0-colors", "blue, purple")


@pytest.mark.parametrize("text", ["{not json", '"draw"', "[]"])
def test_earlier_events_that_are_not_a_list_of_events_are_an_error_at_their_field(client, text):
    refused_at(client, example_scenario("case-09-*.json"), "timeline-1-events", text)


def test_an_earlier_event_naming_a_missing_player_is_an_error_at_the_events_field(client):
    html = refused_at(
        client,
        example_scenario("case-09-*.json"),
        "timeline-1-events",
        '[{"kind": "begin_step", "player": "Carol", "step": "draw"}]',
    )
    assert "timeline[1].events[0].player" in html


def test_a_field_another_kind_uses_is_left_out_of_the_entry(client):
    values = imported(client, example_scenario("case-13-*.json"))
    # The judge first wrote a move, then chose "colors changed" for the same row.
    values["timeline-0-kind"] = "set_colors"
    values["timeline-0-colors"] = "colorless"
    timeline = exported(client, values)["timeline"]
    # docs/scenario-format.md: set_colors has object and colors; no colors is [].
    assert timeline == [{"happening": "set_colors", "object": "bears", "colors": []}]


def test_an_empty_timeline_given_as_json_stays_an_empty_timeline(client):
    scenario = {**CASE_19, "timeline": []}
    assert exported(client, imported(client, scenario))["timeline"] == []
    assert "timeline" not in exported(client, imported(client, CASE_19))


def test_an_unknown_happening_imported_as_json_is_an_error_at_the_kind(client):
    # docs/scenario-format.md: a happening is create_effect, set_colors or move.
    scenario = {**CASE_19, "timeline": [{"happening": "teleport", "object": "goblin"}]}
    values = imported(client, scenario)
    assert values["timeline-0-kind"] == ""
    response = build(client, values, "resolve")
    assert response.status_code == 400
    html = response.content.decode()
    assert "is-invalid" in field_tag(html, "timeline-0-kind")
    assert "timeline[0].happening" in html


# ---------------------------------------------------------------- a modal effect's modes as rows

MODAL = sorted(
    path.name
    for path in EXAMPLES.glob("*.json")
    if any(
        "modes" in e for e in json.loads(path.read_text(encoding="utf-8"))["scenario"]["effects"]
    )
)


def test_the_modal_examples_include_judge_case_16():
    assert "case-16-modal-replacement.json" in MODAL


@pytest.mark.parametrize("name", MODAL)
def test_a_modal_effects_modes_are_rows_of_its_effect(client, name):
    scenario = example_scenario(name)
    values = imported(client, scenario)
    for i, effect in enumerate(scenario["effects"]):
        modes = effect.get("modes") or []
        assert values[f"effects-{i}-modes-TOTAL_FORMS"] == str(len(modes))
        assert "modes" not in json.loads(values[f"effects-{i}-more"] or "{}")
        for j, mode in enumerate(modes):
            assert values[f"effects-{i}-modes-{j}-id"] == mode["id"]
            assert values[f"effects-{i}-modes-{j}-label"] == mode["label"]
            assert json.loads(values[f"effects-{i}-modes-{j}-instead"]) == mode["instead"]
    # And back out of the rows, the same scenario.
    assert exported(client, values) == scenario


def test_case_16s_modes_are_two_rows_under_its_effect(client):
    html = client.get(reverse("judge-build") + "?ex=case-16").content.decode()
    assert 'data-mode="effects-0-modes-0"' in html
    assert 'data-mode="effects-0-modes-1"' in html
    assert "modes need" not in html and "written in the JSON" not in html


def test_adding_a_mode_by_htmx_returns_the_builder_alone_with_one_more_mode(client):
    values = imported(client, example_scenario("case-16-*.json"))
    values["effects-0-modes-1-label"] = "gain two life"
    response = build(client, values, "add-mode:0", **HTMX)
    assert response.status_code == 200
    html = response.content.decode().strip()
    assert html.startswith('<form id="builder"')
    after = form_values(html)
    assert after["effects-0-modes-TOTAL_FORMS"] == "3"
    assert after["effects-0-modes-1-label"] == "gain two life"
    assert after["effects-0-modes-0-id"] == "return"
    for field in ("id", "label", "instead"):
        assert after[f"effects-0-modes-2-{field}"] == ""


def test_adding_a_mode_without_javascript_returns_the_whole_page(client):
    values = form_values(client.get(reverse("judge-build")).content.decode())
    assert values["effects-0-modes-TOTAL_FORMS"] == "0"
    html = build(client, values, "add-mode:0").content.decode()
    assert "<html" in html
    assert form_values(html)["effects-0-modes-TOTAL_FORMS"] == "1"


def test_removing_a_mode_keeps_the_other_modes_and_the_effects(client):
    scenario = {
        **CASE_19,
        "effects": [*CASE_19["effects"], example_scenario("case-16-*.json")["effects"][0]],
    }
    values = imported(client, scenario)
    after = form_values(build(client, values, "remove-mode:2:0", **HTMX).content.decode())
    assert after["effects-2-modes-TOTAL_FORMS"] == "1"
    assert after["effects-2-modes-0-id"] == "gain-2"
    # Removing the effect above moves the modal effect and its modes up a row.
    moved = form_values(build(client, values, "remove:effects:0").content.decode())
    assert moved["effects-1-id"] == "modal"
    assert [moved[f"effects-1-modes-{j}-id"] for j in range(2)] == ["return", "gain-2"]


@pytest.mark.parametrize(
    "action", ["remove-mode:0:9", "remove-mode:9:0", "add-mode:9", "add-mode:x"]
)
def test_a_mode_action_naming_no_row_changes_nothing(client, action):
    values = imported(client, example_scenario("case-16-*.json"))
    response = build(client, values, action)
    assert response.status_code == 200
    assert form_values(response.content.decode())["effects-0-modes-TOTAL_FORMS"] == "2"


def test_a_modes_action_that_is_not_an_action_is_an_error_at_the_modes_field(client):
    html = refused_at(
        client, example_scenario("case-16-*.json"), "effects-0-modes-1-instead", '[{"do": "fly"}]'
    )
    assert "effects[0].modes[1].instead" in html
    for name in ("effects-0-modes-0-instead", "effects-0-modes-1-id", "effects-0-more"):
        assert "is-invalid" not in field_tag(html, name)


@pytest.mark.parametrize("text", ["[{not json", '"gain_life"', "2"])
def test_actions_that_are_not_json_actions_are_an_error_at_their_field(client, text):
    refused_at(client, example_scenario("case-16-*.json"), "effects-0-modes-0-instead", text)


def test_a_mode_without_its_id_is_an_error_at_the_id(client):
    refused_at(client, example_scenario("case-16-*.json"), "effects-0-modes-1-id", "")


def test_a_mode_without_its_actions_is_an_error_at_the_actions(client):
    # docs/scenario-format.md: a mode is {"id", "label", "instead": [actions]}.
    html = refused_at(client, example_scenario("case-16-*.json"), "effects-0-modes-1-instead", "")
    assert "effects[0].modes[1].instead" in html


def test_two_modes_with_one_id_are_an_error_on_the_effect(client):
    values = imported(client, example_scenario("case-16-*.json"))
    values["effects-0-modes-1-id"] = "return"
    response = build(client, values, "resolve")
    assert response.status_code == 400
    html = response.content.decode()
    assert "effects[0].modes" in html
    assert "is-invalid" not in field_tag(html, "effects-0-more")


def test_a_lone_mode_is_an_error_on_the_effect(client):
    # 419.6g: "choose one" of two or more; the format asks for at least two modes.
    values = imported(client, example_scenario("case-16-*.json"))
    response = build(client, values, "remove-mode:0:1")
    response = build(client, form_values(response.content.decode()), "resolve")
    assert response.status_code == 400
    assert "effects[0].modes" in response.content.decode()


def test_modes_both_as_rows_and_in_other_fields_are_an_error_at_other_fields(client):
    values = imported(client, example_scenario("case-16-*.json"))
    values["effects-0-more"] = json.dumps(
        {"modes": [{"id": "x", "label": "x", "instead": [{"do": "nothing"}]}] * 2}
    )
    response = build(client, values, "resolve")
    assert response.status_code == 400
    assert "is-invalid" in field_tag(response.content.decode(), "effects-0-more")


def test_modes_that_cant_be_rows_stay_in_other_fields_unchanged(client):
    effect = {**example_scenario("case-16-*.json")["effects"][0]}
    effect["modes"] = [{**mode, "note": "kept"} for mode in effect["modes"]]
    scenario = {**example_scenario("case-16-*.json"), "effects": [effect]}
    values = imported(client, scenario)
    assert values["effects-0-modes-TOTAL_FORMS"] == "0"
    assert json.loads(values["effects-0-more"])["modes"] == effect["modes"]
    # The resolver refuses the unknown key; the error is at the field holding the modes.
    response = build(client, values, "resolve")
    assert response.status_code == 400
    assert "is-invalid" in field_tag(response.content.decode(), "effects-0-more")


def test_a_broken_modes_management_form_is_refused_not_a_server_error(client):
    values = imported(client, example_scenario("case-16-*.json"))
    del values["effects-0-modes-TOTAL_FORMS"]
    assert build(client, values, "resolve").status_code == 400
    values["effects-0-modes-TOTAL_FORMS"] = "lots"
    assert build(client, values, "resolve").status_code == 400


def test_case_16_built_from_rows_resolves_to_its_examples_outcome(client):
    """Judge case 16 typed into the rows of a new scenario, its two modes as mode rows."""
    example = json.loads(next(EXAMPLES.glob("case-16-*.json")).read_text(encoding="utf-8"))
    values = form_values(client.get(reverse("judge-build")).content.decode())
    values = form_values(build(client, values, "add-mode:0").content.decode())
    values = form_values(build(client, values, "add-mode:0", **HTMX).content.decode())
    values.update(
        {
            "players-0-library": "Island, Forest",
            "objects-0-id": "",
            "effects-0-id": "modal", "effects-0-controller": "Alice",
            "effects-0-template": "instead",
            "effects-0-params": '{"watch": {"event": "draw", "player": "you"}}',
            "effects-0-modes-0-id": "return",
            "effects-0-modes-0-label": "return a card from your graveyard to your hand",
            "effects-0-modes-0-instead": '[{"do": "return_from_graveyard", "count": 1}]',
            "effects-0-modes-1-id": "gain-2",
            "effects-0-modes-1-label": "gain 2 life",
            "effects-0-modes-1-instead": '{"do": "gain_life", "amount": 2}',
            "events-0-kind": "draw", "events-0-player": "Alice", "events-0-count": "2",
        }
    )  # fmt: skip
    response = build(client, values, "resolve")
    assert response.status_code == 302, response.content.decode()[:2000]
    built = decode_scenario(parse_qs(urlsplit(response["Location"]).query)["s"][0])
    assert built["effects"][0]["modes"] == example["scenario"]["effects"][0]["modes"]
    procedure = example["procedure"]
    expected = example["expected"][procedure]
    html = client.get(response["Location"] + f"&p={procedure}").content.decode()
    # 419.6g: the graveyard is empty, so returning a card is impossible and the effect
    # gains 2 life for each of the two draws, with no one asked.
    assert expected["choosers"] == [[]]
    assert 'data-state="done"' in html
    outcome = re.search(r"data-outcome>\s*(.*?)\s*<", html).group(1)
    assert [outcome] == expected["outcomes"]


def test_names_in_any_case_and_objects_by_name_are_understood(client):
    # "bob" is Bob; "goblin piker" names the Goblin Piker object (issue 12).
    values = imported(client, CASE_19)
    values["events-0-recipient"] = "bob"
    values["events-0-source"] = "goblin piker"
    response = build(client, values, "resolve")
    assert response.status_code == 302
    state = response["Location"]
    html = client.get(state).content.decode()
    assert re.search(r"data-chooser>\s*Bob\s*<", html)


def test_a_missing_object_is_said_in_words_beside_the_field(client):
    values = imported(client, CASE_19)
    values["events-0-source"] = "Shock"
    response = build(client, values, "resolve")
    html = response.content.decode()
    assert "There is no object “Shock” in the scenario" in html


def test_a_new_row_is_marked_for_focus(client):
    values = imported(client, CASE_19)
    html = build(client, values, "add:objects", **HTMX).content.decode()
    count = int(re.search(r'name="objects-TOTAL_FORMS"[^>]*value="(\d+)"', html).group(1))
    assert re.search(rf'data-row="objects-{count - 1}" tabindex="-1" data-focus', html)


def test_a_presets_row_says_its_card_words_from_the_numbers_it_really_has(client):
    # Healing Salve's card: the next 3 damage. Changed to 1, the row must not say 3.
    values = imported(client, CASE_19)
    values["effects-1-preset"] = "healing-salve"
    values["effects-1-params"] = '{"amount": 1}'
    html = build(client, values, "add:objects", **HTMX).content.decode()
    words = re.findall(r"data-preset-text>([^<]*)<", html)
    salve = next(text for text in words if text.startswith("Healing Salve"))
    assert "the next 1" in salve
    assert "3" not in salve
    assert any(text.startswith("Torbran") and "2 more damage" in text for text in words)


@pytest.mark.parametrize("happening", [["events"], {"kind": "x"}, 3, None])
def test_a_timeline_entry_whose_kind_is_not_a_word_is_shown_as_an_unknown_row(happening):
    # A scenario in the address that the builder loads unchecked: its kind was a list,
    # which made a server error before.
    from judgeapp.forms import TimelineForm

    row = TimelineForm.initial_from({"happening": happening})
    assert row["kind"] == ""
