"""The way in's page: search, a card in one tap, errors beside their field, resolve."""

import html as html_lib
import re
from urllib.parse import urlsplit

import pytest
from django.urls import reverse

from judgeapp import drafting
from judgeapp.drafting import Draft
from judgeapp.state import JudgeState, decode_scenario, encode_scenario

pytestmark = pytest.mark.django_db

HTMX = {"HX-Request": "true"}


def post(client, draft: Draft, **data):
    return client.post(reverse("judge-start"), {"draft": draft.to_json(), **data}, headers=HTMX)


def test_judge_opens_the_search_over_cards_and_examples(client):
    html = client.get(reverse("judge")).content.decode()
    assert "Type a card or a situation" in html
    assert 'id="start"' in html


def test_the_search_finds_cards_case_insensitively_and_examples(client):
    html = client.get(reverse("judge-start-search") + "?q=rest in PEACE").content.decode()
    assert 'data-found-card="Rest in Peace"' in html
    assert 'data-owner="Alice"' in html and 'data-owner="Bob"' in html
    assert "data-found-example=" in html


def test_a_card_is_added_in_one_tap_with_whose_it_is(client):
    response = post(client, Draft(), action="card:Bob|Rest in Peace")
    assert response.status_code == 200
    html = response.content.decode()
    assert 'data-card="Rest in Peace"' in html
    assert "(Bob&#x27;s)" in html or "(Bob's)" in html
    # No id is shown to the judge: the object's id only rides in the hidden draft.
    visible = re.sub(r"<textarea.*?</textarea>|<[^>]+>", " ", html, flags=re.S)
    assert "rest-in-peace" not in visible


def test_an_event_row_with_nothing_chosen_is_a_400_with_errors_beside_the_fields(client):
    response = post(client, Draft(), action="add-event", kind="damage")
    assert response.status_code == 400
    html = response.content.decode()
    assert 'id="err-recipient_name"' in html
    assert "Choose who is dealt the damage" in html
    # Focus goes to the first field in error.
    assert re.search(r'id="recipient_name"[^>]*data-focus', html, flags=re.S)


def test_resolve_takes_the_filled_row_and_opens_the_stepper(client):
    draft = drafting.add_card(Draft(), name="Rest in Peace", owner="Bob")
    response = client.post(
        reverse("judge-start"),
        {
            "draft": draft.to_json(),
            "action": "resolve",
            "kind": "destroyed",
            "object_name": "Blightsteel Colossus",
            "object_name_whose": "Alice",
        },
    )
    assert response.status_code == 302
    query = urlsplit(response["Location"]).query
    state = JudgeState.from_query(dict(part.split("=", 1) for part in query.split("&")))
    scenario = decode_scenario(state.scenario)
    assert (
        scenario["title"]
        == "Rest in Peace, Blightsteel Colossus: Blightsteel Colossus is destroyed"
    )
    # Judge case 2's situation: Alice, the affected object's controller, chooses (616.1e).
    html = client.get(response["Location"]).content.decode()
    assert re.search(r"data-chooser>\s*Alice\s*<", html)


def test_resolve_without_an_event_says_to_add_one(client):
    draft = drafting.add_card(Draft(), name="Rest in Peace", owner="Bob")
    response = post(client, draft, action="resolve")
    assert response.status_code == 400
    assert drafting.NO_EVENT_YET in response.content.decode()


def test_a_tampered_draft_is_a_400_in_words(client):
    response = client.post(reverse("judge-start"), {"draft": "{x", "action": "resolve"})
    assert response.status_code == 400
    assert drafting.BAD_DRAFT in response.content.decode()


def test_reading_a_pasted_text_shows_it_back_in_plain_words_to_confirm(client):
    response = post(
        client,
        Draft(),
        action="read",
        paste_name="Rhox Faithmender",
        paste_text="If you would gain life, you gain twice that much life instead.",
        paste_owner="Alice",
    )
    html = response.content.decode()
    assert "data-reading" in html
    assert "Watches: you gaining life" in html
    assert 'value="add-text"' in html


def test_reading_without_whose_it_is_asks_for_it(client):
    response = post(
        client, Draft(), action="read", paste_name="X", paste_text="Prevent all damage."
    )
    assert response.status_code == 400
    assert "Choose whose X is." in response.content.decode()


@pytest.mark.parametrize(
    "draft",
    [
        '{"objects": [{}]}',
        '{"objects": "x"}',
        '{"effects": [{"id": 3}]}',
        '{"players": ["Alice"], "cards": [{"name": "x"}]}',
        "[1, 2]",
    ],
)
def test_a_draft_of_the_wrong_shape_is_a_400_in_words_never_a_500(client, draft):
    response = client.post(
        reverse("judge-start"),
        {"draft": draft, "action": "add-event", "kind": "dies", "object_name": "Bears"},
    )
    assert response.status_code == 400
    assert drafting.BAD_DRAFT in response.content.decode()


def test_the_advanced_fold_opens_the_draft_in_the_full_builder(client):
    draft = drafting.add_card(Draft(), name="Rest in Peace", owner="Bob")
    html = post(client, draft, action="search", q="").content.decode()
    href = re.search(r'href="([^"]+)" data-link="builder"', html).group(1).replace("&amp;", "&")
    builder = client.get(href).content.decode()
    assert 'value="rest-in-peace"' in builder


def _draft_after(response) -> Draft:
    html = response.content.decode()
    found = re.search(r'name="draft" value="([^"]*)"', html)
    assert found, "the page carries no draft"
    return Draft.from_json(html_lib.unescape(found[1]))


def _dealt_to_labels(html: str) -> list[str]:
    part = html.split('class="mt-2 f-recipient"', 1)[1].split("</fieldset>", 1)[0]
    return re.findall(r'<label class="btn[^"]*" for="recipient-\d+">([^<]*)</label>', part)


def test_dealt_to_offers_both_players_and_each_creature_by_its_name(client):
    draft = drafting.add_card(Draft(), name="Platinum Angel", owner="Alice")
    html = post(client, draft, action="search", q="").content.decode()
    assert _dealt_to_labels(html) == ["Alice", "Bob", "Platinum Angel"]


def test_dealt_to_offers_only_what_damage_can_be_dealt_to(client):
    # 120.1: "Objects can deal damage to battles, creatures, planeswalkers, and players."
    # An instant (Mending Hands) or an enchantment (Furnace of Rath) is never dealt damage.
    draft = Draft()
    for name in ("Mending Hands", "Furnace of Rath", "Platinum Angel"):
        draft = drafting.add_card(draft, name=name, owner="Alice")
    others = (
        {"id": "jace", "name": "Jace Beleren", "owner": "Bob", "types": ["Planeswalker"]},
        {"id": "invasion", "name": "Invasion of Zendikar", "owner": "Bob", "types": ["Battle"]},
    )
    draft = Draft(players=draft.players, objects=(*draft.objects, *others), cards=draft.cards)
    html = post(client, draft, action="search", q="").content.decode()
    offered = _dealt_to_labels(html)
    assert offered == ["Alice", "Bob", "Platinum Angel", "Jace Beleren", "Invasion of Zendikar"]


@pytest.mark.parametrize(
    ("fields", "words"),
    [
        ({"recipient": "Bob"}, "Shock deals 2 damage to Bob"),
        # A player named in the box, in any case, is that player.
        ({"recipient_name": "bob"}, "Shock deals 2 damage to Bob"),
        # A new name with whose it is: a new object of that name.
        (
            {"recipient_name": "Grizzly Bears", "recipient_name_whose": "Alice"},
            "Shock deals 2 damage to Grizzly Bears",
        ),
    ],
)
def test_dealt_to_takes_a_player_picked_or_named_or_a_new_object(client, fields, words):
    data = {"kind": "damage", "source_name": "Shock", "source_name_whose": "Bob", "amount": "2"}
    response = post(client, Draft(), action="add-event", **data, **fields)
    assert response.status_code == 200
    draft = _draft_after(response)
    assert [drafting.event_words(draft, e) for e in draft.events] == [words]
    recipient = draft.events[0]["recipient"]
    if "Grizzly Bears" in words:
        bears = next(o for o in draft.objects if o["id"] == recipient)
        assert (bears["name"], bears["owner"]) == ("Grizzly Bears", "Alice")
    else:
        assert recipient == "Bob"


@pytest.mark.parametrize(
    ("count", "words"),
    [("1", "Alice would create 1 Soldier token"), ("2", "Alice would create 2 Soldier tokens")],
)
def test_tokens_to_be_created_are_counted_in_words(client, count, words):
    # The event's words title the scenario: "1 Soldier token(s)" was written for any count.
    data = {"kind": "tokens", "player": "Alice", "count": count, "token_name": "Soldier"}
    response = post(client, Draft(), action="add-event", **data)
    assert response.status_code == 200
    draft = _draft_after(response)
    assert [drafting.event_words(draft, e) for e in draft.events] == [words]


@pytest.mark.parametrize(
    ("ticked", "types"),
    [({}, ["Creature"]), ({"recipient_name_types": "Planeswalker"}, ["Planeswalker"])],
)
def test_a_new_name_dealt_damage_is_offered_again_as_dealt_to(client, ticked, types):
    # 120.1: what is dealt damage is a creature, a planeswalker or a battle, so a new name
    # given as "Dealt to" is a creature unless the judge ticked another of those types.
    data = {"kind": "damage", "source_name": "Shock", "source_name_whose": "Bob", "amount": "2"}
    named = {"recipient_name": "Grizzly Bears", "recipient_name_whose": "Alice", **ticked}
    response = post(client, Draft(), action="add-event", **data, **named)
    assert response.status_code == 200
    bears = next(o for o in _draft_after(response).objects if o["name"] == "Grizzly Bears")
    assert bears["types"] == types
    assert _dealt_to_labels(response.content.decode()) == ["Alice", "Bob", "Grizzly Bears"]


def test_dealt_to_an_object_already_there_picked_by_its_button(client):
    draft = drafting.add_card(Draft(), name="Platinum Angel", owner="Alice")
    angel = draft.objects[0]["id"]
    data = {"kind": "damage", "source_name": "Shock", "source_name_whose": "Bob", "amount": "3"}
    response = post(client, draft, action="add-event", recipient=angel, **data)
    assert response.status_code == 200
    after = _draft_after(response)
    assert after.events[0]["recipient"] == angel
    assert drafting.event_words(after, after.events[0]) == "Shock deals 3 damage to Platinum Angel"


def test_dealt_to_a_new_name_without_whose_asks_whose_beside_it(client):
    data = {"kind": "damage", "source_name": "Shock", "source_name_whose": "Bob", "amount": "2"}
    response = post(client, Draft(), action="add-event", recipient_name="Hill Giant", **data)
    assert response.status_code == 400
    html = response.content.decode()
    assert 'id="err-recipient_name_whose"' in html
    assert "Choose whose Hill Giant is." in html
    assert _draft_after(response).events == ()


def _torbran_and_a_source(client, name: str = "Shock", **shock):
    # Torbran: "If a red source you control would deal damage to an opponent …, it deals
    # that much damage plus 2 instead." Alice's source, named.
    draft = drafting.add_card(Draft(), name="Torbran, Thane of Red Fell", owner="Alice")
    data = {"kind": "damage", "recipient": "Bob", "source_name": name, "amount": "2"}
    data["source_name_whose"] = "Alice"
    response = post(client, draft, action="add-event", **data, **shock)
    assert response.status_code == 200
    return _draft_after(response)


def test_a_real_cards_name_says_its_colour_and_types_and_torbran_applies(client):
    # Shock is a red instant ({R}): named, it is one, nothing ticked.
    draft = _torbran_and_a_source(client)
    shock = next(o for o in draft.objects if o["name"] == "Shock")
    assert (shock["colors"], shock["types"]) == (["red"], ["Instant"])
    html = client.get(reverse("judge") + "?" + _state_query(draft)).content.decode()
    assert "Bob is dealt 4 damage" in html  # 2 plus Torbran's 2


def test_a_card_the_app_doesnt_know_gets_the_colours_and_types_ticked(client):
    draft = _torbran_and_a_source(
        client, "Homebrew Zap", source_name_colors="red", source_name_types=["Instant", "bogus"]
    )
    zap = next(o for o in draft.objects if o["name"] == "Homebrew Zap")
    assert (zap["colors"], zap["types"]) == (["red"], ["Instant"])
    html = client.get(reverse("judge") + "?" + _state_query(draft)).content.decode()
    assert "Bob is dealt 4 damage" in html  # 2 plus Torbran's 2


def test_what_is_ticked_goes_over_what_the_name_says(client):
    # A Shock made blue by an effect (Sleight of Mind on it, say): ticked blue, not red.
    draft = _torbran_and_a_source(client, source_name_colors="blue")
    shock = next(o for o in draft.objects if o["name"] == "Shock")
    assert shock["colors"] == ["blue"]
    html = client.get(reverse("judge") + "?" + _state_query(draft)).content.decode()
    assert "Bob is dealt 2 damage" in html


def test_without_its_colour_an_unknown_card_is_colourless_and_torbran_doesnt_apply(client):
    draft = _torbran_and_a_source(client, "Homebrew Zap")
    zap = next(o for o in draft.objects if o["name"] == "Homebrew Zap")
    assert "colors" not in zap
    html = client.get(reverse("judge") + "?" + _state_query(draft)).content.decode()
    assert "Bob is dealt 2 damage" in html


def _state_query(draft: Draft) -> str:
    return JudgeState(scenario=encode_scenario(drafting.check(draft))).query()


def test_the_colour_and_type_picks_are_offered_beside_a_new_name_and_the_paste(client):
    html = post(client, Draft(), action="search", q="").content.decode()
    for prefix in ("object_name", "recipient_name", "source_name", "paste"):
        assert f'id="{prefix}_colors-red"' in html and f'id="{prefix}_types-Creature"' in html


def test_a_pasted_card_takes_the_colours_and_types_ticked(client):
    text = "Prevent all damage that would be dealt to you by red sources."
    response = post(
        client,
        Draft(),
        action="add-text",
        paste_name="Homemade Ward",
        paste_text=text,
        paste_owner="Bob",
        keep="0",
        paste_colors=["white", "blue"],
        paste_types="Enchantment",
    )
    assert response.status_code == 200
    ward = _draft_after(response).objects[0]
    assert (ward["name"], ward["colors"], ward["types"]) == (
        "Homemade Ward",
        ["white", "blue"],
        ["Enchantment"],
    )


def test_the_address_follows_the_scenario_being_built(client):
    # Each swap of the way in replaces the address with one holding the draft, so a
    # reload, the browser's Back from the stepper or a shared link keep the cards.
    response = post(client, Draft(), action="card:Bob|Rest in Peace")
    address = response["HX-Replace-Url"]
    assert address.startswith(reverse("judge") + "?d=")
    again = client.get(address)
    assert again.status_code == 200
    assert 'data-card="Rest in Peace"' in again.content.decode()
    # Removing the last card leaves nothing to keep: the plain address.
    draft = Draft.from_json(_hidden_draft(response.content.decode()))
    emptied = post(client, draft, action="remove-card:0")
    assert emptied["HX-Replace-Url"] == reverse("judge")


def _hidden_draft(html: str) -> str:
    found = re.search(r'<input type="hidden" name="draft" value="([^"]*)"', html)
    assert found is not None
    return html_lib.unescape(found[1])


@pytest.mark.parametrize(
    "d",
    [
        "garbage!",
        "eJzLSM3JyQcABiwCFQ",
        "x" * 7001,
        encode_scenario({"cards": [{"name": "no object"}]}),
        encode_scenario({"players": 5}),
    ],
)
def test_an_address_whose_draft_cant_be_read_is_a_400_naming_it(client, d):
    response = client.get(reverse("judge"), {"d": d})
    assert response.status_code == 400
    html = response.content.decode()
    assert "The scenario being built in the address (d=…) can&#x27;t be read" in html
    assert 'data-card="' not in html


@pytest.mark.parametrize("htmx", [True, False])
@pytest.mark.parametrize(
    ("action", "said"),
    [
        ("card:Alice|No Such Card", "There is no card named “No Such Card” here"),
        ("card:|", "There is no card named “” here"),
    ],
)
def test_a_card_name_the_app_doesnt_know_is_a_400_beside_the_search(client, htmx, action, said):
    # The error on the card alone (no error on whose it is) was a server error.
    headers = HTMX if htmx else {}
    response = client.post(reverse("judge-start"), {"draft": "", "action": action}, headers=headers)
    assert response.status_code == 400
    error = response.content.decode().split('id="err-card">', 1)[1].split("</div>", 1)[0]
    assert said in error


def test_a_draft_too_long_for_an_address_leaves_the_plain_one_never_an_older_draft(client):
    # Sentences the reader leaves out are kept with their card: random words don't
    # compress, so two such cards need more than an address may hold (7,000 characters).
    import random

    rng = random.Random(7)
    draft = Draft()
    for name in ("Odd One", "Odd Two"):
        words = " ".join(
            "".join(rng.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(8)) for _ in range(500)
        )
        text = f"If a creature would die, exile it instead. {words}."
        draft = drafting.add_text(draft, name=name, text=text, owner="Alice", keep=[0])
    response = post(client, draft, action="search", q="")
    assert response.status_code == 200
    assert response["HX-Replace-Url"] == reverse("judge")


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("Flying", "“Flying” (keywords with no replacement meaning)"),
        ("When this enters, draw a card.", "“When this enters, draw a card.” (a triggered"),
        ("{T}: Add {G}.", "“{T}: Add {G}.” (an activated ability (602))"),
    ],
)
def test_a_pasted_text_plainly_no_replacement_says_so_not_that_it_wasnt_understood(
    client, text, says
):
    response = post(
        client,
        Draft(),
        action="read",
        paste_name="Grizzly Bears",
        paste_text=text,
        paste_owner="Alice",
    )
    html = html_lib.unescape(response.content.decode())
    assert "Left out, not a replacement or prevention effect: " + says in html
    assert "Not understood" not in html


def test_a_pasted_text_of_no_known_shape_stays_not_understood(client):
    response = post(
        client,
        Draft(),
        action="read",
        paste_name="Divination",
        paste_text="Draw two cards.",
        paste_owner="Alice",
    )
    html = html_lib.unescape(response.content.decode())
    assert (
        "Not understood (no replacement or prevention wording in it), left out: “Draw two cards.”"
        in html
    )
    assert "not a replacement or prevention effect" not in html


def test_resolving_names_the_table_as_resolved_for_back_and_the_stepper(client):
    # The row filled in but not added is part of what was resolved: the table's address
    # given to the browser (for its Back) and carried by the stepper's address hold it.
    draft = drafting.add_card(Draft(), name="Rest in Peace", owner="Bob")
    row = {"kind": "dies", "object_name": "Grizzly Bears", "object_name_whose": "Alice"}
    response = post(client, draft, action="resolve", **row)
    table = response["Instead-Table-Address"]
    assert table.startswith(reverse("judge") + "?d=")
    assert response["HX-Redirect"].endswith("&d=" + table.partition("?d=")[2])
    back = client.get(table).content.decode()
    assert 'data-card="Rest in Peace"' in back
    assert re.search(r"data-event-words>\s*Grizzly Bears dies\s*<", back)
    stepper = client.get(response["HX-Redirect"]).content.decode()
    assert f'href="{html_lib.escape(table)}" data-link="table"' in stepper


@pytest.mark.parametrize("d", ["", "not base64!", "x" * 7_001])
def test_a_stepper_address_with_no_table_in_it_offers_no_way_back_there(client, d):
    html = client.get(reverse("judge") + "?ex=case-01&d=" + d).content.decode()
    assert 'data-link="table"' not in html
    assert f'href="{reverse("examples")}"' in html
