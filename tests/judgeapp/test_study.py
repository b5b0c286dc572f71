"""Study pages: question sets of any scenario (permalinks) and five-question sessions."""

from __future__ import annotations

import copy
import html as html_lib
import re

import pytest
from django.contrib.auth import get_user_model
from django.test import override_settings
from django.urls import reverse

from judgeapp.models import StudyAnswer
from judgeapp.state import encode_scenario
from rules import study
from rules.engine import get_example, resolve

pytestmark = pytest.mark.django_db


def _answers(html: str) -> list[str]:
    return re.findall(r'data-answer="([^"]+)"', html)


def _set(client, **params):
    return client.get(reverse("study-set"), params)


def _text(response) -> str:
    return html_lib.unescape(response.content.decode())


# ---------------------------------------------------------------- question sets


def test_a_set_asks_without_showing_the_outcome(client):
    response = _set(client, ex="case-02", p="2025-09-19")
    assert response.status_code == 200
    html = response.content.decode()
    assert "Question 1 of 4" in html
    assert "Who chooses here?" in html
    outcome = resolve(get_example("case-02").scenario, "2025-09-19", ["apply:rip"])
    assert outcome.outcome.text not in html
    assert 'method="get"' in html  # a plain form: the answer's address is a permalink
    assert len(_answers(html)) == 2


def test_an_answer_is_revealed_with_the_resolvers_answer_and_its_rules(client):
    q = study.example_set("case-19", "2025-09-19").questions[0]
    wrong = next(a for a in q.answers if not a.correct)
    html = _text(_set(client, ex="case-19", p="2025-09-19", q=1, a=wrong.id))
    assert 'data-result="missed"' in html
    assert "The resolver's answer: <strong data-right>Bob</strong>" in html
    assert "the player who doesn't choose" in html
    assert 'data-rule="616.1"' in html
    assert "r=0" in html and "q=2" in html  # the next question carries the score
    right = _set(client, ex="case-19", p="2025-09-19", q=1, a=q.right.id).content.decode()
    assert 'data-result="right"' in right and "r=1" in right


def test_the_last_page_shows_the_score_the_missed_and_the_ruling(client):
    s = study.example_set("case-02", "2025-09-19")
    n = len(s.questions)
    html = _text(_set(client, ex="case-02", p="2025-09-19", q=n + 1, r="1" * (n - 1) + "0"))
    assert f"Your score: {n - 1} of {n}" in html
    assert f"Question {n}: {s.questions[-1].prompt}" in html
    assert s.outcome in html
    assert 'data-rule="616.1f"' in html


def test_a_built_scenario_with_its_choices_is_studied_along_them(client):
    data = get_example("case-02").scenario.to_dict()
    s = encode_scenario(data)
    n = len(study.study_set(data, "2025-09-19", ["apply:shuffle"]).questions)
    html = _text(_set(client, s=s, p="2025-09-19", c="apply:shuffle", q=n + 1, r="1" * n))
    assert "Blightsteel Colossus is shuffled into Alice's library" in html


@pytest.mark.parametrize(
    ("params", "field"),
    [
        ({"ex": "nope"}, "no example"),
        ({"ex": "case-02", "p": "1999-01-01"}, "procedure"),
        ({"ex": "case-02", "q": "0"}, "q:"),
        ({"ex": "case-02", "q": "99"}, "q:"),
        ({"ex": "case-02", "q": "x"}, "q:"),
        ({"ex": "case-02", "q": "2"}, "r:"),
        ({"ex": "case-02", "q": "2", "r": "7"}, "r:"),
        ({"ex": "case-02", "q": "1", "a": "nope"}, "answer"),
        ({"s": "!!!"}, "not valid"),
        ({}, "names no scenario"),
    ],
)
def test_a_bad_address_is_a_400_naming_what_is_wrong(client, params, field):
    response = _set(client, **params)
    assert response.status_code == 400
    assert field in response.content.decode()


def test_choices_that_dont_fit_are_left_out_and_said_so(client):
    html = _text(_set(client, ex="case-02", p="2025-09-19", c="apply:nope"))
    assert "data-notice" in html and "“apply:nope” in the address is not an option" in html
    assert "Who chooses here?" in html


def test_study_this_links_from_the_stepper_the_examples_and_the_nav(client):
    stepper = client.get(reverse("judge"), {"ex": "case-02", "p": "2008-02-01"}).content.decode()
    assert f'href="{reverse("study-set")}?ex=case-02&amp;p=2008-02-01"' in stepper
    library = client.get(reverse("examples")).content.decode()
    assert f'href="{reverse("study-set")}?ex=case-02"' in library
    assert f'href="{reverse("study")}"' in stepper


# ---------------------------------------------------------------- sessions


def _start(client, **data):
    return client.post(reverse("study-start"), {"mode": "topic", **data})


def _asked(client) -> tuple[str, str]:
    html = client.get(reverse("study-session")).content.decode()
    found = re.search(r'data-question-key="([^"]+)"', html)
    return (found.group(1) if found else ""), html


def test_a_session_asks_five_and_asks_a_missed_one_again(client):
    assert _start(client, topic="APNAP").status_code == 302
    asked = []
    for _ in range(10):
        key, html = _asked(client)
        if not key:
            break
        asked.append(key)
        q = study.pool_get(key).question
        # The first question is missed; every other answer (the first asked again too) is right.
        pick = next(a for a in q.answers if not a.correct) if len(asked) == 1 else q.right
        response = client.post(reverse("study-answer"), {"question": key, "answer": pick.id})
        assert response.status_code == 302
        page = _text(client.get(reverse("study-session")))
        assert "data-result" in page and q.explanation in page
        client.post(reverse("study-next"))
    assert len(asked) == 6
    assert asked[3] == asked[0], "the missed question comes back after two others"
    assert len(set(asked)) == 5
    assert "Your score: 4 of 5 right the first time" in html
    assert "Asked again and answered right: 1" in html
    record = client.get(reverse("study")).content.decode()
    assert "5 right of 6 answered" in record


def test_every_session_question_is_on_its_topic(client):
    _start(client, topic="copy", difficulty="2")
    key, _ = _asked(client)
    q = study.pool_get(key).question
    assert "copy" in q.topics and q.difficulty == 2


def test_a_signed_in_player_keeps_the_record_with_the_account(client):
    user = get_user_model().objects.create_user("ana", password="pw-123456789")
    client.force_login(user)
    client.post(reverse("study-start"), {"mode": "path"})
    key, _ = _asked(client)
    assert key == study.newcomer_path()[0]
    q = study.pool_get(key).question
    wrong = next(a for a in q.answers if not a.correct)
    client.post(reverse("study-answer"), {"question": key, "answer": wrong.id})
    assert list(StudyAnswer.objects.values_list("question", "correct")) == [(key, False)]
    html = client.get(reverse("study")).content.decode()
    assert "Your record" in html and "0 right of 1 answered" in html
    assert "Practise the 1 you missed" in html
    client.post(reverse("study-start"), {"mode": "missed"})
    assert _asked(client)[0] == key


@pytest.mark.parametrize(
    ("data", "field"),
    [
        ({"mode": "topic", "topic": "nope"}, "topic"),
        ({"mode": "topic", "difficulty": "9"}, "difficulty"),
        ({"mode": "sideways"}, "mode"),
        ({"mode": "missed"}, "missed no question"),
    ],
)
def test_a_bad_start_is_a_400_naming_the_field(client, data, field):
    response = client.post(reverse("study-start"), data)
    assert response.status_code == 400
    assert field in response.content.decode()
    assert "study" not in client.session


def test_answering_without_an_answer_shows_the_question_again_with_an_error(client):
    _start(client)
    key, _ = _asked(client)
    response = client.post(reverse("study-answer"), {"question": key})
    assert response.status_code == 422
    assert "answer: choose one of the answers" in response.content.decode()
    assert client.session["study"]["results"] == []


def test_answering_another_question_or_without_a_session_changes_nothing(client):
    response = client.post(reverse("study-answer"), {"question": "x", "answer": "a"})
    assert response.status_code == 400
    _start(client)
    key, _ = _asked(client)
    other = next(k for k in study.newcomer_path() if k != key)
    response = client.post(reverse("study-answer"), {"question": other, "answer": "a1"})
    assert response.status_code == 400
    assert client.session["study"]["queue"][0] == key


def test_the_session_page_without_a_session_goes_to_the_study_page(client):
    response = client.get(reverse("study-session"))
    assert response.status_code == 302 and response["Location"] == reverse("study")


@override_settings(ENGINE_DEADLINE_SECONDS=0.3)
def test_a_study_set_of_a_heavy_scenario_answers_422_at_the_deadline(client):
    """Case 10 with 200 tokens takes the explorer minutes: the set stops at the deadline."""
    data = copy.deepcopy(get_example("case-10").scenario.to_dict())
    data["timeline"][0]["events"][0]["count"] = 200
    response = _set(client, s=encode_scenario(data))
    assert response.status_code == 422
    assert "takes too long" in response.content.decode()


def test_a_saved_ruling_is_studied_along_its_own_choices(client):
    from rules.services.rulings import ruling_create
    from tests.rules.test_rulings_services import case_2_data

    author = get_user_model().objects.create_user("staff", password="pw-123456789")
    ruling = ruling_create(data=case_2_data(), author=author)
    page = client.get(reverse("ruling", args=[ruling.public_id])).content.decode()
    link = re.search(r'href="([^"]+)" data-link="study"', page).group(1)
    link = html_lib.unescape(link)
    assert link.startswith(reverse("study-set") + "?s=")
    first = client.get(link)
    assert first.status_code == 200
    assert ruling.outcome_text not in _text(first)  # the outcome stays hidden
    n = len(study.study_set(ruling.scenario, ruling.procedure, ruling.choices).questions)
    last = _text(client.get(link + f"&q={n + 1}&r={'1' * n}"))
    assert ruling.outcome_text in last


def test_a_question_set_is_kept_in_the_bounded_shared_cache_not_the_worker(client):
    # Before: each set was kept in the worker by functools.lru_cache (256 sets, no
    # bound on their size). Now in Django's cache, held to its bytes.
    from django.core.cache import cache

    from judgeapp import caching

    cache.clear()
    assert client.get(reverse("study-set"), {"ex": "case-02"}).status_code == 200
    kept = [key for key in cache._cache if f":study-set:{caching.code_version()}:" in key]
    assert len(kept) == 1
    again = client.get(reverse("study-set"), {"ex": "case-02"})
    assert again.status_code == 200
    cache.clear()


def test_a_set_names_its_rules_and_offers_the_other_era_in_words(client):
    # Today's set is under CR 2025-09-19; the era a player confuses it with is 2008's (419).
    html = _text(_set(client, ex="case-02", p="2025-09-19"))
    assert "rules: Today (CR 2025-09-19)" in html
    assert "Study under 2008 (rule 419) instead" in html
    back = _text(_set(client, ex="case-02", p="2008-02-01"))
    assert "rules: 2008 (rule 419)" in back
    assert "Study under Today (CR 2025-09-19) instead" in back


@pytest.mark.parametrize(
    ("example", "earlier"),
    [
        # Judge case 8: the chosen red source becomes blue before it deals damage (615.9).
        ("case-08", "Earlier: Raging Goblin becomes blue."),
        # Judge case 13: the redirection's creature leaves the battlefield first (614.9).
        ("case-13", "Earlier: Grizzly Bears is put into Bob's graveyard."),
    ],
)
def test_a_set_states_what_happened_before_the_event_without_giving_the_ruling(
    client, example, earlier
):
    """What happened earlier is a fact to predict from: without it the outcome of case 8
    (the shield prevents nothing, 615.9) can't be told from "the shield prevents it"."""
    html = _text(_set(client, ex=example, p="2025-09-19"))
    before = html.index("data-earlier")
    assert earlier in html[before:]
    assert before < html.index("data-events")
    assert "data-result=" not in html  # asked, not yet answered


def test_the_session_question_of_case_8_says_the_goblin_became_blue(client):
    """The newcomers' path opens on case 8; the Goblin's new colour is stated, not folded
    away with the answer-giving description."""
    assert _start(client, mode="path").status_code == 302
    key, html = _asked(client)
    assert key.startswith("case-08")
    assert "Earlier: Raging Goblin becomes blue." in html


def test_a_scenario_with_no_timeline_says_nothing_earlier(client):
    assert "data-earlier" not in _text(_set(client, ex="case-02", p="2025-09-19"))
