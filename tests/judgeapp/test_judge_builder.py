"""The scenario builder: rows added and removed, presets, JSON in and out, errors at the field."""

import json
import re
from html.parser import HTMLParser
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


def test_judge_without_a_scenario_is_the_builder(client):
    html = client.get(reverse("judge")).content.decode()
    assert 'id="builder"' in html


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


def test_adding_a_preset_adds_an_effect_row_controlled_by_the_first_player(client):
    values = form_values(client.get(reverse("judge-build")).content.decode())
    after = form_values(build(client, values, "preset:furnace-of-rath").content.decode())
    rows = int(after["effects-TOTAL_FORMS"])
    assert after[f"effects-{rows - 1}-preset"] == "furnace-of-rath"
    assert after[f"effects-{rows - 1}-controller"] == "Alice"


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
