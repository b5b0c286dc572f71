"""Study in a real browser at a phone's width: a five-question session, a question set
without JavaScript, and the accessibility (axe) and phone-width checks of every study page.

Which answer is right is read from ``rules.study`` (the question generator), whose every
right answer ``tests/rules/test_study.py`` checks against the resolver; here the point is
what a player sees and does.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from rules import study
from tests.browser.test_accessibility import _violations


def _fits(page) -> None:
    overflow = page.evaluate(
        "document.documentElement.scrollWidth - document.documentElement.clientWidth"
    )
    assert overflow <= 0, f"{page.url} is {overflow}px wider than the screen"


def _checked(page) -> None:
    _fits(page)
    assert _violations(page) == [], page.url


def _answer(page, key: str, right: bool) -> study.Question:
    q = study.pool_get(key).question
    answer = q.right if right else next(a for a in q.answers if not a.correct)
    page.locator(f"label[for='answer-{answer.id}']").click()
    page.locator("[data-action='check']").click()
    page.locator("[data-result]").wait_for()
    return q


def test_a_five_question_session_on_a_phone_with_a_miss_asked_again(phone_page, live_server):
    page = phone_page
    page.goto(f"{live_server.url}/study/")
    _checked(page)
    page.select_option("#study-topic", "prevention shields")
    page.locator("[data-start='topic'] button").click()
    page.locator("[data-question-form]").wait_for()
    page.evaluate("window.__kept = 'same document'")

    asked: list[str] = []
    again_seen = False
    for _ in range(10):
        page.locator("[data-question-form], [data-score]").first.wait_for()
        if page.locator("[data-score]").count():
            break
        key = page.locator("[data-question-key]").get_attribute("data-question-key")
        if key in asked:
            expect(page.locator("[data-again]")).to_be_visible()
            again_seen = True
        # Miss the first and the third question the first time; answer the rest right.
        right = len(asked) not in (0, 2) or key in asked
        asked.append(key)
        if len(asked) == 1:
            _checked(page)  # a session's question
        q = _answer(page, key, right)
        # Focus moved to the answer htmx swapped in.
        page.wait_for_function("() => document.activeElement.id === 'study-result'")
        result = page.locator("[data-result]")
        expect(result).to_have_attribute("data-result", "right" if right else "missed")
        expect(page.locator("[data-right]")).to_have_text(q.right.text)
        expect(page.locator("[data-explanation]")).to_have_text(q.explanation)
        refs = page.locator("[data-rules] .rule-ref")
        assert refs.count() == len(q.rules)
        assert refs.first.inner_text() == q.rules[0]
        if not right:
            expect(page.locator("[data-picked]")).to_be_visible()
            _checked(page)  # a session's revealed answer
        page.locator("[data-action='next']").click()
        page.locator("[data-result]").wait_for(state="detached")

    # htmx swapped each answer and question in place (the pages work without it too).
    assert page.evaluate("window.__kept") == "same document"
    first, third = asked[0], asked[2]
    assert again_seen
    assert len(asked) == 7 and len(set(asked)) == 5
    assert asked.count(first) == 2 and asked.index(first, 1) == 3  # after two others
    assert asked.count(third) == 2 and asked.index(third, 3) > 3
    expect(page.locator("[data-score]")).to_have_text("Your score: 3 of 5 right the first time")
    expect(page.locator("[data-recovered]")).to_contain_text("2")
    assert page.locator("[data-missed] li").count() == 2
    _checked(page)  # the score
    page.goto(f"{live_server.url}/study/")
    expect(page.locator("[data-record]")).to_contain_text("5 right of 7 answered")


@pytest.fixture
def no_js_page(browser, live_server):
    context = browser.new_context(java_script_enabled=False, viewport={"width": 375, "height": 812})
    page = context.new_page()
    yield page
    context.close()


def test_a_shared_question_set_works_without_javascript(no_js_page, live_server):
    page = no_js_page
    sset = study.example_set("case-24", "2008-02-01")
    page.goto(f"{live_server.url}/study/set/?ex=case-24&p=2008-02-01")
    share = page.locator("[data-link='share']").get_attribute("href")
    assert "q=1" in share and "ex=case-24" in share
    for q in sset.questions:
        expect(page.locator("[data-prompt]")).to_have_text(q.prompt)
        answer = q.right if q.number % 2 else next(a for a in q.answers if not a.correct)
        page.locator(f"#answer-{answer.id}").check()
        page.locator("[data-action='check']").click()
        assert f"a={answer.id}" in page.url  # the revealed answer is a permalink too
        expect(page.locator("[data-right]")).to_have_text(q.right.text)
        page.locator("[data-action='next']").click()
    right = (len(sset.questions) + 1) // 2
    expect(page.locator("[data-score]")).to_have_text(
        f"Your score: {right} of {len(sset.questions)}"
    )
    expect(page.locator("[data-outcome]")).to_have_text(sset.outcome)


@pytest.mark.parametrize(
    "path",
    [
        "/study/set/?ex=case-20&p=2025-09-19",
        "/study/set/?ex=case-20&p=2025-09-19&q=1&r=&a={right}",
        "/study/set/?ex=case-02&p=2008-02-01&q=5&r=1010",
        "/study/set/?ex=case-12",
        "/judge/examples/",
    ],
)
def test_study_pages_pass_axe_and_fit_a_phone(phone_page, live_server, path):
    right = study.example_set("case-20", "2025-09-19").questions[0].right.id
    response = phone_page.goto(live_server.url + path.format(right=right))
    assert response.status == 200
    _checked(phone_page)
