"""A card that names a target (Healing Salve: "Prevent the next 3 damage that would be
dealt to any target this turn") is aimed in one tap at a player or object of the
draft; its shield then protects that one. A target is chosen as the spell is cast
(601.2c): until the judge picks it, the scenario can't be resolved (no silent default).
X (107.3) is typed, the same way."""

import html as html_lib
import re
from dataclasses import replace

import pytest
from django.urls import reverse

from judgeapp import aiming, drafting
from judgeapp.drafting import Draft, DraftError
from judgeapp.state import JudgeState, encode_scenario

pytestmark = pytest.mark.django_db

HTMX = {"HX-Request": "true"}


def _salve_and_damage_to_bears(*amounts: int) -> Draft:
    draft = drafting.add_card(Draft(), name="Healing Salve", owner="Alice")
    for n, amount in enumerate(amounts):
        row = {"kind": "damage", "amount": str(amount), "source_name": f"Source {n}"}
        row.update(source_name_whose="Bob", recipient_name="Grizzly Bears")
        row["recipient_name_whose"] = "Alice"
        draft = drafting.add_event(draft, row)
    return draft


def _outcome_html(client, draft: Draft) -> str:
    query = JudgeState(scenario=encode_scenario(drafting.check(draft))).query()
    return html_lib.unescape(client.get(reverse("judge") + "?" + query).content.decode())


def test_a_card_that_names_a_target_must_be_aimed_before_resolving():
    draft = _salve_and_damage_to_bears(2)
    (salve,) = draft.cards
    assert [slot["words"] for slot in salve.slots] == ["any target"]
    assert not salve.aims
    with pytest.raises(DraftError) as error:
        drafting.check(draft)
    (message,) = error.value.errors.values()
    assert set(error.value.errors) == {"card-0"}
    assert message == "Choose any target for Healing Salve."
    furnace = drafting.add_card(Draft(), name="Furnace of Rath", owner="Alice").cards[0]
    assert not furnace.can_aim and not furnace.slots  # "any source …": no target


def test_the_shield_aimed_at_a_creature_prevents_the_damage_to_it(client):
    # The next 3 damage to Grizzly Bears is prevented: Shock's 2 is all prevented (615.7).
    draft = _salve_and_damage_to_bears(2)
    bears = next(o["id"] for o in draft.objects if o["name"] == "Grizzly Bears")
    at_alice = aiming.aim_card(draft, 0, "Alice")
    assert "Grizzly Bears is dealt 2 damage" in _outcome_html(client, at_alice)  # no help
    aimed = aiming.aim_card(at_alice, 0, bears)
    assert dict(aimed.cards[0].aims) == {"any-target": bears}
    assert "Grizzly Bears is dealt no damage" in _outcome_html(client, aimed)


def test_a_shield_of_3_on_a_creature_dealt_2_and_3_at_once_leaves_2(client):
    # 5 damage at once, 3 of it prevented whichever the shield meets first (615.7).
    draft = _salve_and_damage_to_bears(2, 3)
    bears = next(o["id"] for o in draft.objects if o["name"] == "Grizzly Bears")
    aimed = aiming.aim_card(draft, 0, bears)
    query = JudgeState(scenario=encode_scenario(drafting.check(aimed))).query()
    html = client.get(reverse("judge-explore") + "?" + query).content.decode()
    totals = set(re.findall(r"Grizzly Bears is dealt (\d+) damage", html))
    assert totals == {"2"}


def test_aiming_at_a_player_by_the_page_and_nonsense_is_a_400(client):
    draft = _salve_and_damage_to_bears(2)
    url = reverse("judge-start")
    response = client.post(url, {"draft": draft.to_json(), "action": "aim:0|Bob"}, headers=HTMX)
    assert response.status_code == 200
    html = response.content.decode()
    assert re.search(r'aria-pressed="true" data-aim="Bob"', html)
    bad = client.post(url, {"draft": draft.to_json(), "action": "aim:0|Carol"}, headers=HTMX)
    assert bad.status_code == 400
    assert "Choose one of the players or objects listed for Healing Salve." in (
        html_lib.unescape(bad.content.decode())
    )


def test_a_card_without_a_target_cannot_be_aimed():
    draft = drafting.add_card(Draft(), name="Furnace of Rath", owner="Alice")
    with pytest.raises(DraftError):
        aiming.aim_card(draft, 0, "Bob")


def test_it_may_be_aimed_at_a_player_or_a_permanent_but_not_itself_or_an_instant():
    draft = drafting.add_card(Draft(), name="Healing Salve", owner="Alice")
    row = {"kind": "damage", "amount": "2", "source_name": "Shock", "source_name_whose": "Bob"}
    row.update(source_name_types="Instant", recipient_name="Grizzly Bears")
    row["recipient_name_whose"] = "Alice"
    draft = drafting.add_event(draft, row)
    (choices,) = aiming.slot_choices(draft)[0].values()
    assert [words for _, words in choices] == ["Alice", "Bob", "Grizzly Bears"]


def _harms_way_and_a_bolt_to_alice() -> Draft:
    draft = drafting.add_card(Draft(), name="Harm's Way", owner="Alice")
    row = {"kind": "damage", "amount": "3", "source_name": "Lightning Bolt"}
    row.update(source_name_whose="Bob", recipient="Alice")
    return drafting.add_event(draft, row)


def test_harms_way_is_aimed_where_the_damage_goes_not_at_what_it_protects(client):
    # Harm's Way: the next 2 damage a source of your choice would deal to you … is dealt to
    # any target instead. The target is where the damage goes: aimed at Bob,
    # the source chosen being the Lightning Bolt, its 3 to Alice becomes 1 to Alice and 2 to
    # Bob (614.9).
    draft = _harms_way_and_a_bolt_to_alice()
    assert [s["words"] for s in draft.cards[0].slots] == ["source", "any target"]
    bolt = next(o["id"] for o in draft.objects if o["name"] == "Lightning Bolt")
    aimed = aiming.aim_card(draft, 0, "any-target|Bob")
    with pytest.raises(DraftError) as error:
        drafting.check(aimed)
    assert error.value.errors == {"card-0": "Choose Harm's Way's source."}
    chosen = aiming.aim_card(aimed, 0, f"source-of-your-choice|{bolt}")
    assert "Alice is dealt 1 damage; Bob is dealt 2 damage" in _outcome_html(client, chosen)


def _harms_way_bolt_to_alice_shock_to_bears() -> Draft:
    draft = drafting.add_card(Draft(), name="Harm's Way", owner="Alice")
    row = {"kind": "damage", "amount": "3", "source_name": "Lightning Bolt"}
    row.update(source_name_whose="Bob", recipient="Alice")
    draft = drafting.add_event(draft, row)
    row = {"kind": "damage", "amount": "2", "source_name": "Shock", "source_name_whose": "Bob"}
    row.update(recipient_name="Grizzly Bears", recipient_name_whose="Alice")
    draft = drafting.add_event(draft, row)
    return aiming.aim_card(draft, 0, "any-target|Bob")


def test_the_source_of_your_choice_may_be_any_object_even_a_spell_but_not_the_card():
    # 609.7: a permanent, a spell on the stack, any object an object on the stack refers to.
    draft = _harms_way_bolt_to_alice_shock_to_bears()
    choices = aiming.slot_choices(draft)[0]["source-of-your-choice"]
    assert sorted(words for _, words in choices) == ["Grizzly Bears", "Lightning Bolt", "Shock"]


@pytest.mark.parametrize(
    ("chosen", "dealt"),
    [
        # Lightning Bolt chosen: the next 2 of its 3 to Alice go to Bob; Shock's 2 stays.
        ("Lightning Bolt", {"Alice": "1", "Bob": "2", "Grizzly Bears": "2"}),
        # Shock chosen: its 2 to Grizzly Bears go to Bob; Lightning Bolt's 3 stays.
        ("Shock", {"Alice": "3", "Bob": "2"}),
    ],
)
def test_only_the_chosen_sources_damage_is_redirected(client, chosen, dealt):
    draft = _harms_way_bolt_to_alice_shock_to_bears()
    source = next(o["id"] for o in draft.objects if o["name"] == chosen)
    html = _outcome_html(client, aiming.aim_card(draft, 0, f"source-of-your-choice|{source}"))
    for who, n in dealt.items():
        assert f"{who} is dealt {n} damage" in html


def test_a_red_source_of_your_choice_is_one_that_is_red_or_whose_colours_are_not_said(client):
    text = (
        "{1}: The next time a red source of your choice would deal damage to you this turn, "
        "prevent that damage."
    )
    draft = drafting.add_text(
        Draft(), name="Circle of Protection: Red", text=text, owner="Alice", keep=[0]
    )
    for name, colors in (("Lightning Bolt", ["red"]), ("Giant Growth", ["green"]), ("Shock", [])):
        obj = {"id": name.lower().replace(" ", "-"), "name": name, "owner": "Bob"}
        obj.update(controller="Bob", zone="stack", types=["Instant"])
        if colors:
            obj["colors"] = colors
        draft = replace(draft, objects=(*draft.objects, obj))
    (slot,) = aiming.slot_rows(draft)[0]
    assert slot["label"] == "Its source"
    assert sorted(words for _, words in slot["choices"]) == ["Lightning Bolt", "Shock"]
    # Shock chosen as the red source: it is red, and its damage to Alice is prevented.
    draft = drafting.add_event(
        draft, {"kind": "damage", "amount": "2", "source": "shock", "recipient": "Alice"}
    )
    chosen = aiming.aim_card(draft, 0, "shock")
    assert next(o for o in chosen.objects if o["id"] == "shock")["colors"] == ["red"]
    (effect,) = chosen.effects
    assert effect["params"]["chosen_source"] == "shock"
    assert "Alice is dealt no damage" in _outcome_html(client, chosen)


def test_x_is_asked_for_and_a_pasted_temper_uses_it(client):
    # Temper with X = 2 on Grizzly Bears dealt 3: 2 prevented, two +1/+1 counters (615.5).
    text = (
        "Prevent the next X damage that would be dealt to target creature this turn. "
        "For each 1 damage prevented this way, put a +1/+1 counter on that creature."
    )
    draft = drafting.add_text(Draft(), name="Temper", text=text, owner="Alice", keep=[0])
    row = {"kind": "damage", "amount": "3", "source_name": "Lightning Bolt"}
    row.update(source_name_whose="Bob", recipient_name="Grizzly Bears")
    row["recipient_name_whose"] = "Alice"
    draft = drafting.add_event(draft, row)
    bears = next(o["id"] for o in draft.objects if o["name"] == "Grizzly Bears")
    draft = aiming.aim_card(draft, 0, bears)
    with pytest.raises(DraftError) as error:
        drafting.check(draft)
    assert "x-0" in error.value.errors
    for bad in ("", "two", "-1", "1001"):
        with pytest.raises(DraftError) as error:
            aiming.set_x(draft, 0, bad)
        assert error.value.errors == {"x-0": "Write X as a whole number from 0 to 1000."}
    html = _outcome_html(client, aiming.set_x(draft, 0, "2"))
    assert "Grizzly Bears is dealt 1 damage; Grizzly Bears gets 2 +1/+1 counters" in html


def test_x_and_a_target_by_the_page(client):
    draft = drafting.add_card(Draft(), name="Captain's Maneuver", owner="Alice")
    url = reverse("judge-start")
    posted = {"draft": draft.to_json(), "action": "x:0", "x-0": "4"}
    response = client.post(url, posted, headers=HTMX)
    assert response.status_code == 200
    assert 'name="x-0" value="4"' in response.content.decode()
    bad = client.post(url, {**posted, "x-0": "lots"}, headers=HTMX)
    assert bad.status_code == 400
    assert "Write X as a whole number from 0 to 1000." in bad.content.decode()


def _ballista_and_scales_entering() -> Draft:
    draft = drafting.add_card(Draft(), name="Walking Ballista", owner="Alice")
    draft = drafting.add_card(draft, name="Hardened Scales", owner="Alice")
    return drafting.add_event(draft, {"kind": "enters", "object": draft.objects[0]["id"]})


def test_x_on_the_cards_own_object_is_asked_before_its_ruling(client):
    # Walking Ballista "enters with X +1/+1 counters on it": X is the value chosen as it was
    # cast (107.3m), which only the judge can say; with Hardened Scales ("that many plus
    # one", 614.1c) a Ballista cast for X = 2 enters with three. Before, the table never
    # asked, and the Ballista entered with none.
    draft = _ballista_and_scales_entering()
    assert aiming.needs_x(draft, 0) and not aiming.needs_x(draft, 1)
    with pytest.raises(DraftError) as error:
        drafting.check(draft)
    assert error.value.errors == {
        "x-0": "Say what X is for Walking Ballista: the value chosen as Walking Ballista "
        "was cast (0 when it wasn't cast)."
    }
    set_to_two = aiming.set_x(draft, 0, "2")
    (ballista,) = [o for o in set_to_two.objects if o["name"] == "Walking Ballista"]
    assert ballista["x"] == 2
    html = _outcome_html(client, set_to_two)
    assert "Walking Ballista enters the battlefield untapped under Alice's control with 3" in html


def test_the_x_field_says_what_x_stands_for_and_the_note_is_not_repeated(client):
    # Sunburst (702.44a): a noncreature artifact enters with a charge counter for each color
    # of mana spent to cast it; the field asks that number, in those words.
    draft = drafting.add_card(Draft(), name="Engineered Explosives", owner="Alice")
    assert aiming.x_label(draft, 0) == (
        "X: the number of colors of mana spent to cast it (0 when it wasn't cast)"
    )
    response = client.post(
        reverse("judge-start"), {"draft": draft.to_json(), "action": "search"}, headers=HTMX
    )
    page = html_lib.unescape(response.content.decode())
    assert 'name="x-0"' in page
    assert "X: the number of colors of mana spent to cast it" in page
    assert "Check: set the object's x" not in page


def test_that_card_may_be_a_spell_not_only_a_permanent():
    # Goblin Dark-Dwellers: "you may cast target instant or sorcery card … If that card would
    # be put into your graveyard this turn, exile it instead." That card is the instant cast,
    # on the stack: any object of the draft but the Dark-Dwellers may be chosen.
    draft = drafting.add_card(Draft(), name="Goblin Dark-Dwellers", owner="Alice")
    row = {"kind": "damage", "amount": "3", "source_name": "Lightning Bolt"}
    row.update(source_name_whose="Alice", recipient_name="Grizzly Bears")
    row["recipient_name_whose"] = "Bob"
    draft = drafting.add_event(draft, row)
    (row,) = aiming.slot_rows(draft)[0]
    assert (row["id"], row["label"]) == ("that-card", "That card")
    assert sorted(words for _, words in row["choices"]) == ["Grizzly Bears", "Lightning Bolt"]


@pytest.mark.parametrize(
    ("name", "key"), [("Sutured Ghoul", "exile"), ("Bloodspore Thrinax", "sacrifice")]
)
def test_any_number_chosen_as_it_enters_is_asked_at_the_table_when_added_by_name(name, key):
    # "As Sutured Ghoul enters, exile any number of creature cards from your graveyard";
    # devour: "you may sacrifice any number of creatures" (702.82a). The choice is the
    # player's as it enters (614.12), so a card added at the table leaves it to be asked;
    # the preset itself leaves it out, so a scenario saved with the preset alone keeps
    # meaning none chosen.
    draft = drafting.add_card(Draft(), name=name, owner="Alice")
    chosen = [e for e in draft.effects if key in (e.get("params") or {})]
    assert [e["params"][key] for e in chosen] == ["ask"]


def _maze_and_giant(**giant_fields):
    draft = drafting.add_card(Draft(), name="Maze of Ith", owner="Alice")
    giant = {"id": "giant", "name": "Hill Giant", "owner": "Bob", "types": ["Creature"]}
    draft = replace(draft, objects=(*draft.objects, {**giant, **giant_fields}))
    # Combat damage, as the full builder writes it (the event row has no combat field).
    event = {"id": "e1", "kind": "damage", "source": "giant", "recipient": "Alice"}
    return replace(draft, events=({**event, "amount": 3, "combat": True},))


def test_maze_of_ith_asks_for_a_target_attacking_creature_and_makes_the_one_chosen_attack(client):
    # "Untap target attacking creature. Prevent all combat damage … dealt by that creature":
    # the Giant chosen, whose place in combat wasn't said, is an attacking creature (601.2c).
    draft = _maze_and_giant()
    assert [s["words"] for s in draft.cards[0].slots] == ["target attacking creature"]
    aimed = aiming.aim_card(draft, 0, "giant")
    assert next(o for o in aimed.objects if o["id"] == "giant")["combat"] == "attacking"
    assert "Alice is dealt no damage" in _outcome_html(client, aimed)


def test_maze_of_ith_aimed_at_a_blocking_creature_is_refused_with_the_path():
    aimed = aiming.aim_card(_maze_and_giant(combat="blocking"), 0, "giant")
    with pytest.raises(DraftError) as error:
        drafting.check(aimed)
    message = error.value.errors["draft"]
    assert "effects[0].params.recipient.object.id: 'giant' is not an attacking creature" in message
