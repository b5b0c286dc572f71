"""What the stepper says beside the resolver: where options lead, effects that didn't
apply and why, and card words from an effect's actual parameters.

Expected values come from the cards' words and the rules: a token is not a card
(108.2b today, 200.1 in 2008); Leyline of the Void watches cards going to an
opponent's graveyard; judge cases 1 and 17 (../shared/docs/judge-cases.md).
"""

import html as html_lib
import re

import pytest
from django.urls import reverse

from judgeapp import selectors, stepping
from judgeapp.state import JudgeState, encode_scenario

pytestmark = pytest.mark.django_db

PLAYERS = [{"name": "Alice"}, {"name": "Bob"}]


def leyline_and(obj: dict) -> dict:
    return {
        "version": 1,
        "players": PLAYERS,
        "objects": [
            {
                "id": "leyline",
                "name": "Leyline of the Void",
                "owner": "Alice",
                "types": ["Enchantment"],
            },
            obj,
        ],
        "effects": [
            {
                "id": "leyline",
                "source": "leyline",
                "controller": "Alice",
                "preset": "leyline-of-the-void",
            }
        ],
        "events": [{"id": "e1", "kind": "destroy", "object": obj["id"]}],
    }


def judging(data: dict, procedure: str = "2025-09-19", choices=()) -> selectors.Judging:
    state = JudgeState(scenario=encode_scenario(data), procedure=procedure, choices=tuple(choices))
    return selectors.judging_get(state=state)


TOKEN = {"id": "soldier", "name": "Soldier", "owner": "Bob", "types": ["Creature"], "token": True}


@pytest.mark.parametrize(("procedure", "rule"), [("2025-09-19", "108.2b"), ("2008-02-01", "200.1")])
def test_leyline_and_a_token_says_a_token_is_not_a_card(procedure, rule):
    found = stepping.effects_not_applied(judging=judging(leyline_and(TOKEN), procedure))
    assert [item.effect_id for item in found] == ["leyline"]
    assert "token is not a card" in found[0].reason
    assert rule in found[0].rules


def test_leyline_and_its_controllers_own_card_says_it_watches_an_opponents():
    mine = {"id": "bears", "name": "Grizzly Bears", "owner": "Alice", "types": ["Creature"]}
    found = stepping.effects_not_applied(judging=judging(leyline_and(mine)))
    assert len(found) == 1
    assert "opponent" in found[0].reason
    assert "614.1" in found[0].rules


def test_a_filter_on_cards_you_dont_own_and_its_controllers_own_card_says_so():
    # Leyline of the Void set to "a card you don't own" (a teammate's too, 102.3): Alice's
    # own card is not one.
    mine = {"id": "bears", "name": "Grizzly Bears", "owner": "Alice", "types": ["Creature"]}
    data = leyline_and(mine)
    data["effects"][0]["params"] = {"object": {"owner": "not_you"}}
    (found,) = stepping.effects_not_applied(judging=judging(data))
    assert "Alice owns Grizzly Bears" in found.reason
    assert "what its controller doesn't own" in found.reason


def test_an_applied_effect_is_not_listed_as_not_applied():
    theirs = {"id": "bears", "name": "Grizzly Bears", "owner": "Bob", "types": ["Creature"]}
    assert stepping.effects_not_applied(judging=judging(leyline_and(theirs))) == []


def test_the_stepper_shows_why_leyline_did_not_apply_to_a_token(client):
    query = JudgeState(scenario=encode_scenario(leyline_and(TOKEN))).query()
    html = client.get(f"{reverse('judge')}?{query}").content.decode()
    assert 'data-not-applied="leyline"' in html
    assert "a token is not a card" in html


def test_a_shield_of_1_says_the_next_1_damage_not_its_presets_3():
    data = {
        "version": 1,
        "players": PLAYERS,
        "objects": [
            {"id": "bears", "name": "Grizzly Bears", "owner": "Alice", "types": ["Creature"]}
        ],
        "effects": [
            {
                "id": "salve",
                "controller": "Alice",
                "preset": "healing-salve",
                "params": {"amount": 1},
            }
        ],
        "events": [{"kind": "damage", "source": "bears", "recipient": "Alice", "amount": 3}],
    }
    lines = selectors.scenario_effects(judging=judging(data))
    assert "the next 1" in lines[0].text
    assert "3" not in lines[0].text
    assert lines[0].label == "Healing Salve"


def test_an_unchanged_preset_keeps_its_cards_words():
    theirs = {"id": "bears", "name": "Grizzly Bears", "owner": "Bob", "types": ["Creature"]}
    lines = selectors.scenario_effects(judging=judging(leyline_and(theirs)))
    assert lines[0].text.startswith("A card that would be put into an opponent's graveyard")


def test_each_option_of_case_17_shows_where_it_leads():
    # Judge case 17: Kalitas first exiles the creature and makes a Zombie; Rest in Peace
    # first exiles it and Kalitas no longer applies (616.1e, then 614.5).
    leads, same = stepping.option_leads(judging=judging_example("case-17"))
    assert not same
    assert any("Zombie" in text for text in leads["apply:kalitas"])
    assert all("Zombie" not in text for text in leads["apply:rip"])


COLOURS = ("white", "blue", "black", "red", "green")


def test_each_of_five_colours_shows_where_it_leads(client):
    # Judge case 10: Voice of All's controller chooses one of five colours as it enters
    # (614.12); whichever is chosen is the colour it has. More than four options: each
    # still says where it leads, in one short line.
    leads, same = stepping.option_leads(judging=judging_example("case-10"))
    assert not same
    assert sorted(leads) == sorted(f"mode:{colour}" for colour in COLOURS)
    for colour in COLOURS:
        (only,) = leads[f"mode:{colour}"]
        assert f"with {colour} chosen as its color" in only
    html = client.get(reverse("judge") + "?ex=case-10&p=2025-09-19").content.decode()
    shown = re.findall(r'data-leads="mode:(\w+)">Leads to: ([^<]*)<', html)
    assert [colour for colour, _ in shown] == list(COLOURS)
    # Each short line shows what its colour changes, not the words every outcome shares.
    for colour, text in shown:
        assert f"{colour} chosen" in text and len(html_lib.unescape(text)) <= 90


def test_short_leads_keep_only_what_differs():
    leads = {
        str(n): (f"Bob is dealt {n} damage; Alice gains 2 life; Carol draws a card",)
        for n in range(1, 6)
    }
    words = stepping.lead_words(leads)
    # What differs ("3"), from the word before it to the end of its clause.
    assert words["3"] == "Leads to: … dealt 3 damage …"
    few = stepping.lead_words({k: leads[k] for k in ("1", "2")})
    assert few["1"] == "Leads to: Bob is dealt 1 damage; Alice gains 2 life; Carol draws a card"


def test_two_doublers_say_every_order_gives_the_same_result(client):
    # Judge case 1: two doublers of 2 damage give 8 whichever applies first.
    leads, same = stepping.option_leads(judging=judging_example("case-01"))
    assert same
    assert {text for texts in leads.values() for text in texts} == {"Bob is dealt 8 damage"}
    html = client.get(reverse("judge") + "?ex=case-01").content.decode()
    assert re.search(r"data-same-result>Every order gives the same result", html)


def judging_example(name: str) -> selectors.Judging:
    return selectors.judging_get(state=JudgeState(example=name, procedure="2025-09-19"))


@pytest.mark.parametrize(
    ("procedure", "rule"), [("2025-09-19", "616.1f"), ("2008-02-01", "419.9a")]
)
def test_an_effect_offered_then_left_behind_says_the_chosen_one_changed_the_event(
    client, procedure, rule
):
    # Judge case 2: Alice chooses Rest in Peace first; the card would now be exiled, not
    # put into a graveyard, so Blightsteel Colossus no longer applies (616.1f; in 2008,
    # 419.9a: "the other effect applies if it is still appropriate").
    query = f"?ex=case-02&p={procedure}&c=apply:rip"
    html = html_lib.unescape(client.get(reverse("judge") + query).content.decode())
    line = re.search(r'data-not-applied="shuffle">(.*?)</li>', html, flags=re.S)
    assert line, "Blightsteel Colossus is not said to have not applied"
    words = " ".join(re.sub(r"<[^>]+>", " ", line[1]).split())
    assert "Rest in Peace was chosen first and changed it" in words
    assert "watches doesn't happen here" not in words
    assert rule in words


def doubling_season_and_parallel_lives() -> dict:
    """Doubling Season as the table reads its text: two effects of one card, one on
    tokens, one on counters (their ids made from its name); Parallel Lives; Alice would
    create a Soldier token."""
    season = {"id": "doubling-season", "source": "doubling-season", "controller": "Alice"}
    return {
        "version": 1,
        "players": PLAYERS,
        "objects": [
            {
                "id": "doubling-season",
                "name": "Doubling Season",
                "owner": "Alice",
                "types": ["Enchantment"],
            },
            {
                "id": "parallel-lives",
                "name": "Parallel Lives",
                "owner": "Alice",
                "types": ["Enchantment"],
            },
        ],
        "effects": [
            {
                **season,
                "template": "multiply",
                "label": "Doubling Season",
                "params": {"event": "create_tokens", "player": "you", "factor": 2},
            },
            {
                **season,
                "id": "doubling-season-2",
                "template": "multiply",
                "label": "Doubling Season",
                "params": {
                    "event": "put_counters",
                    "object": {"controller": "you"},
                    "by": {"not_kind": ["cost"]},
                    "factor": 2,
                },
            },
            {
                "id": "parallel-lives",
                "source": "parallel-lives",
                "controller": "Alice",
                "preset": "parallel-lives",
            },
        ],
        "events": [
            {
                "id": "e1",
                "kind": "create_tokens",
                "player": "Alice",
                "count": 1,
                "token": {"name": "Soldier", "types": ["Creature"]},
            }
        ],
    }


@pytest.mark.parametrize("procedure", ["2025-09-19", "2008-02-01"])
def test_a_cards_other_effect_is_not_said_to_be_left_behind_by_the_choice(procedure):
    # Parallel Lives first: Doubling Season's token effect still applies to the event it
    # changed (616.1f; 419.9a: "if it is still appropriate"), so four Soldiers (Doubling
    # Season's ruling with Parallel Lives). Its counter effect watches counters being put
    # on a permanent (122.6), which don't happen here: it was never offered, and the page
    # said "Doubling Season didn't apply: ... Parallel Lives was chosen first and changed
    # it", naming it as the options name its token effect.
    found = stepping.effects_not_applied(
        judging=judging(doubling_season_and_parallel_lives(), procedure, ["apply:parallel-lives"])
    )
    assert [(item.effect_id, item.label) for item in found] == [
        ("doubling-season-2", "Doubling Season (2nd effect)")
    ]
    assert "chosen first" not in found[0].reason
    assert "watches for counters being put" in found[0].reason
    assert "no such event happens here" in found[0].reason


def test_the_effects_listed_are_named_as_the_options_name_them(client):
    query = JudgeState(scenario=encode_scenario(doubling_season_and_parallel_lives())).query()
    html = html_lib.unescape(client.get(f"{reverse('judge')}?{query}").content.decode())
    assert "Doubling Season (1st effect) first" in html
    assert re.search(r'data-effect="doubling-season">.*?Doubling Season \(1st effect\)', html)
    assert re.search(r'data-effect="doubling-season-2">.*?Doubling Season \(2nd effect\)', html)
