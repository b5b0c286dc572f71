"""The stepper, explorer and comparison pages: whole pages, htmx partials, bad addresses.

Expected choosers, forced steps and outcomes come from the judge cases
(../shared/docs/judge-cases.md), not from the resolver's output.
"""

import re
from urllib.parse import parse_qs, urlsplit

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from judgeapp.state import encode_scenario

pytestmark = pytest.mark.django_db

HTMX = {"HX-Request": "true"}


def options(html: str) -> list[str]:
    return re.findall(r'data-option="([^"]+)"', html)


def stepper(client, query: str, **headers):
    return client.get(f"{reverse('judge')}?{query}", headers=headers)


def step(client, data: dict, **headers):
    """The step form as the page sends it: a GET (a step changes nothing on the server)."""
    return client.get(reverse("judge-step"), data, headers=headers)


def test_stepper_page_is_whole_with_the_step_panel(client):
    response = stepper(client, "ex=case-02")
    assert response.status_code == 200
    html = response.content.decode()
    assert "<html" in html
    assert 'id="stepper"' in html
    assert 'id="stepper-live"' in html
    assert 'js/stepper.js"' in html


def test_stepper_partial_is_the_step_panel_alone(client):
    response = stepper(client, "ex=case-02", **HTMX)
    assert response.status_code == 200
    html = response.content.decode().strip()
    assert "<html" not in html
    assert html.startswith('<section id="stepper"')


def test_history_restore_gets_the_whole_page(client):
    response = stepper(client, "ex=case-02", **HTMX, **{"HX-History-Restore-Request": "true"})
    assert "<html" in response.content.decode()


def test_case_2_asks_alice_to_choose_between_the_two_effects(client):
    html = stepper(client, "ex=case-02&p=2025-09-19").content.decode()
    assert re.search(r"data-chooser>\s*Alice\s*<", html)
    assert len(options(html)) == 2


def test_case_19_asks_bob_not_alice(client):
    html = stepper(client, "ex=case-19&p=2025-09-19").content.decode()
    assert re.search(r"data-chooser>\s*Bob\s*<", html)
    assert not re.search(r"data-chooser>\s*Alice\s*<", html)


def test_case_3_offers_no_choice_and_cites_616_1c(client):
    html = stepper(client, "ex=case-03&p=2025-09-19").content.decode()
    assert options(html) == []
    assert 'data-state="done"' in html
    assert 'data-rule="616.1c"' in html
    assert 'data-kind="forced"' in html


def test_rule_links_point_to_the_procedures_release(client):
    html = stepper(client, "ex=case-24&p=2008-02-01").content.decode()
    assert re.search(r'href="/rules/2008-02-01/419\.9a/"', html)


def test_a_choice_by_htmx_returns_the_panel_and_the_address_to_push(client):
    first = options(stepper(client, "ex=case-02&p=2025-09-19").content.decode())[0]
    response = step(client, {"ex": "case-02", "p": "2025-09-19", "option": first}, **HTMX)
    assert response.status_code == 200
    html = response.content.decode().strip()
    assert html.startswith('<section id="stepper"')
    assert 'data-state="done"' in html
    pushed = urlsplit(response["HX-Push-Url"])
    assert pushed.path == reverse("judge")
    assert parse_qs(pushed.query) == {"ex": ["case-02"], "p": ["2025-09-19"], "c": [first]}


def test_the_step_form_is_a_get_without_a_csrf_token(client):
    for html in (
        stepper(client, "ex=case-02").content.decode(),
        stepper(client, "ex=case-02", **HTMX).content.decode(),
    ):
        form = re.search(r"<form [^>]*data-step-form>", html).group(0)
        assert 'method="get"' in form
        assert f'hx-get="{reverse("judge-step")}"' in form
        assert "hx-post" not in form
        assert "csrfmiddlewaretoken" not in html.split("data-step-form>", 1)[1].split("</form>")[0]


def test_a_step_posted_by_a_page_served_before_is_answered_the_same(client):
    first = options(stepper(client, "ex=case-02&p=2025-09-19").content.decode())[0]
    data = {"ex": "case-02", "p": "2025-09-19", "option": first}
    got = step(client, data, **HTMX)
    posted = client.post(reverse("judge-step"), data, headers=HTMX)
    assert posted.status_code == got.status_code == 200
    assert posted.content == got.content
    assert posted["HX-Push-Url"] == got["HX-Push-Url"]


def test_a_step_by_get_writes_nothing_and_sets_no_cookie(client):
    # A GET must change nothing on the server (RFC 9110, 9.2.1): no row written, no
    # session started, whether htmx asks or a browser without JavaScript.
    first = options(stepper(client, "ex=case-02").content.decode())[0]
    for headers in (HTMX, {}):
        with CaptureQueriesContext(connection) as queries:
            response = step(client, {"ex": "case-02", "option": first}, **headers)
        assert response.status_code in (200, 302)
        writes = [
            query["sql"]
            for query in queries.captured_queries
            if query["sql"].lstrip().upper().startswith(("INSERT", "UPDATE", "DELETE"))
        ]
        assert writes == []
        assert not response.cookies


def test_a_step_by_htmx_and_one_without_javascript_are_told_apart_by_caches(client):
    first = options(stepper(client, "ex=case-02").content.decode())[0]
    response = step(client, {"ex": "case-02", "option": first}, **HTMX)
    assert "HX-Request" in response["Vary"]


def test_a_choice_without_javascript_redirects_to_the_state_address(client):
    first = options(stepper(client, "ex=case-02").content.decode())[0]
    response = step(client, {"ex": "case-02", "option": first})
    assert response.status_code == 302
    query = parse_qs(urlsplit(response["Location"]).query)
    assert query["c"] == [first]
    assert query["ex"] == ["case-02"]


def test_back_drops_the_last_choice(client):
    first = options(stepper(client, "ex=case-02&p=2025-09-19").content.decode())[0]
    response = step(client, {"ex": "case-02", "p": "2025-09-19", "c": first, "action": "back"})
    assert response.status_code == 302
    assert "c" not in parse_qs(urlsplit(response["Location"]).query)


def test_switching_procedure_starts_over_under_the_other(client):
    first = options(stepper(client, "ex=case-24&p=2008-02-01").content.decode())[0]
    response = step(
        client, {"ex": "case-24", "p": "2008-02-01", "c": first, "procedure": "2025-09-19"}
    )
    query = parse_qs(urlsplit(response["Location"]).query)
    assert query["p"] == ["2025-09-19"]
    assert "c" not in query


def test_every_step_of_every_example_is_a_partial_under_8_kb(client):
    from judgeapp.state import JudgeState
    from rules.engine import PROCEDURES, explore, load_examples

    seen = 0
    for example in load_examples():
        for procedure in PROCEDURES:
            for group in explore(example.scenario, procedure).outcomes:
                path = group.paths[0]
                for count in range(len(path) + 1):
                    state = JudgeState(example.id, None, procedure, tuple(path[:count]))
                    response = stepper(client, state.query(), **HTMX)
                    assert response.status_code == 200, state.query()
                    assert len(response.content) < 8 * 1024, state.query()
                    seen += 1
    assert seen > 100


def test_a_bad_choice_in_the_address_shows_the_last_valid_step_with_a_message(client):
    # Judge case 2: Alice chooses between Rest in Peace and Blightsteel Colossus.
    response = stepper(client, "ex=case-02&c=apply:nothing-here")
    assert response.status_code == 200
    html = response.content.decode()
    assert "data-notice" in html
    assert "apply:nothing-here" in html
    assert re.search(r"data-chooser>\s*Alice\s*<", html)
    assert len(options(html)) == 2


def test_a_bad_choice_after_good_ones_keeps_the_good_ones(client):
    response = stepper(client, "ex=case-02&c=apply:rip,apply:nothing-here")
    html = response.content.decode()
    assert 'data-state="done"' in html
    assert 'name="c" value="apply:rip"' in html
    assert "data-notice" in html


def test_switching_procedure_keeps_the_choices_still_valid_there(client):
    # Judge case 17: Bob chooses between Kalitas and Rest in Peace under both procedures
    # (419.9a in 2008, 616.1e today), so his choice stays valid after the switch.
    response = step(
        client, {"ex": "case-17", "p": "2025-09-19", "c": "apply:rip", "procedure": "2008-02-01"}
    )
    assert response.status_code == 302
    assert "p=2008-02-01" in response["Location"]
    assert "c=apply%3Arip" in response["Location"]
    html = client.get(response["Location"]).content.decode()
    assert 'data-state="done"' in html
    assert "data-notice" not in html


def test_switching_procedure_drops_the_choices_that_dont_fit_and_says_so(client):
    # Judge case 24 (Essence of the Wild, Rusted Sentinel): today the copy effect is forced
    # first (616.1c); in 2008 the player chooses, so an answer given in 2008 doesn't fit today.
    old = client.get(reverse("judge") + "?ex=case-24&p=2008-02-01").content.decode()
    first = options(old)[0]
    response = step(
        client,
        {"ex": "case-24", "p": "2008-02-01", "c": first, "procedure": "2025-09-19"},
        **HTMX,
    )
    assert response.status_code == 200
    html = response.content.decode()
    assert "don&#x27;t fit" in html or "don't fit" in html
    assert "c=" not in response["HX-Push-Url"]


def test_a_posted_choice_that_is_not_an_option_changes_nothing(client):
    response = step(client, {"ex": "case-02", "option": "apply:nothing-here"}, **HTMX)
    assert response.status_code == 400
    assert "HX-Push-Url" not in response


@pytest.mark.parametrize(
    ("query", "says"),
    [
        ("ex=case-99", "no example named"),
        ("ex=case-02&p=1999-99-99", "1999-99-99"),
        ("s=not-a-scenario!", "not valid"),
        ("ex=case-02&s=abc", "both"),
    ],
)
def test_bad_address_is_a_400_page_naming_the_problem(client, query, says):
    response = stepper(client, query)
    assert response.status_code == 400
    assert says in response.content.decode()


@pytest.mark.parametrize("name", ["judge-explore", "judge-compare"])
def test_explorer_and_comparison_without_a_scenario_are_a_400(client, name):
    response = client.get(reverse(name) + "?p=2025-09-19")
    assert response.status_code == 400
    assert "names no scenario" in response.content.decode()


def test_a_built_scenario_that_is_invalid_is_a_400_naming_the_field(client):
    bad = encode_scenario({"version": 1, "players": [], "objects": [], "effects": [], "events": []})
    response = stepper(client, f"s={bad}")
    assert response.status_code == 400
    assert "players" in response.content.decode()


def test_a_step_form_without_an_answer_is_refused(client):
    response = step(client, {"ex": "case-02"})
    assert response.status_code == 400


def test_explorer_lists_the_two_outcomes_of_case_18(client):
    response = client.get(reverse("judge-explore") + "?ex=case-18&p=2025-09-19")
    assert response.status_code == 200
    html = response.content.decode()
    outcomes = re.findall(r"<h2[^>]*data-outcome>(.*?)</h2>", html)
    assert len(outcomes) == 2
    # Scales first: 2 then doubled = 4; doubled first: 2 then plus one = 3 (judge case 18).
    assert sorted(re.search(r"\d+", text).group() for text in outcomes) == ["3", "4"]


def test_explorer_paths_open_the_stepper_replaying_them(client):
    html = client.get(reverse("judge-explore") + "?ex=case-18").content.decode()
    links = re.findall(r'data-path="([^"]*)" href="([^"]+)"', html)
    assert links
    for path, href in links:
        replay = client.get(href.replace("&amp;", "&"))
        assert replay.status_code == 200
        assert 'data-state="done"' in replay.content.decode()
        assert parse_qs(urlsplit(href.replace("&amp;", "&")).query)["c"] == [path]


def test_comparison_of_case_24_parts_at_the_first_step(client):
    response = client.get(reverse("judge-compare") + "?ex=case-24")
    assert response.status_code == 200
    html = response.content.decode()
    assert 'data-parting="1"' in html
    assert 'data-side="2008-02-01"' in html
    assert 'data-side="2025-09-19"' in html
    assert 'data-rule="616.1c"' in html
    assert 'data-rule="419.9a"' in html
    # Each side is named once, as the procedure switch names it (was "2008 (rule 419):
    # Comprehensive Rules of 2008-02-01 (rule 419)").
    headings = re.findall(r'<h2 class="h5" id="side-\d">([^<]+)</h2>', html)
    assert headings == ["2008 (rule 419)", "Today (CR 2025-09-19)"]


def test_a_comparison_that_never_parts_says_so_once(client):
    # Judge case 17 (Kalitas and Rest in Peace): Bob chooses under 419.9a as under 616.1,
    # so the two procedures take the same steps; the page said it twice, the second time
    # in lower case.
    html = client.get(reverse("judge-compare") + "?ex=case-17").content.decode()
    assert 'data-parting=""' in html
    assert html.lower().count("the two procedures take the same steps") == 1
    assert "data-difference" not in html


def test_any_release_date_is_a_procedure_in_the_switch(client):
    # The copy step (616.1c) arrived in the release of 2011-09-30 (product.md's table):
    # before it, Alice orders Essence of the Wild and Rusted Sentinel herself.
    before = stepper(client, "ex=case-03&p=2010-06-01").content.decode()
    assert len(options(before)) == 2
    assert 'data-procedure="2010-06-01"' in before
    after = stepper(client, "ex=case-03&p=2011-09-30").content.decode()
    assert options(after) == []
    assert 'data-procedure="2011-09-30"' in after


def test_stepper_page_lists_the_scenarios_effects_and_their_controllers(client):
    html = stepper(client, "ex=case-17").content.decode()
    effects = dict(
        re.findall(r'data-effect="([^"]+)"><span class="fw-semibold">[^<]+</span> \((\w+)\)', html)
    )
    # Judge case 17: Alice controls Kalitas, Bob controls Rest in Peace.
    assert effects == {"kalitas": "Alice", "rip": "Bob"}


def test_who_chooses_and_why_is_said_once_and_each_option_shows_what_it_does(client):
    # Judge case 2: Alice controls the creature, so she orders the two effects (616.1);
    # either may go first (616.1e). That is said once; under each option, its card's text.
    html = stepper(client, "ex=case-02&p=2025-09-19", **HTMX).content.decode()
    assert html.count("Alice controls Blightsteel Colossus") == 1
    assert re.search(r"data-explanation>[^<]*Alice controls Blightsteel Colossus", html)
    does = re.findall(r"<p class=\"small mb-1\" data-does>([^<]*)</p>", html)
    assert len(does) == 2
    assert "exiled instead" in does[0]  # Rest in Peace
    assert "shuffled into" in does[1]  # Blightsteel Colossus


def test_the_rules_of_the_question_are_not_cited_twice(client):
    # Case 19: Bob is the affected player (616.1); either effect may go first (616.1e).
    html = stepper(client, "ex=case-19&p=2025-09-19", **HTMX).content.decode()
    assert html.count('data-rule="616.1e"') == 1
