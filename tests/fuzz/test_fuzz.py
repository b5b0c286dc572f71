"""Fuzzing every input surface: thousands of generated inputs, not one server error.

Each surface gets arbitrary JSON and text, and valid documents with parts
replaced, removed, added, nested thousands deep or repeated hundreds of times.
Any answer is fine but a 5xx or an exception: bad input gets a 4xx that says
what was wrong. The inputs are the same on every run (derandomized), the suite
bounded (each request stopped at a short deadline), so CI stays quick.

Before: 144,446 fuzzed requests found 254 server errors of 8 causes (the
builder loading unchecked scenarios, lone surrogates in pages, integers of
thousands of digits, deep nesting, whole-number floats, huge offsets).
"""

from __future__ import annotations

import contextlib
import copy
import json
import os
import tempfile
from html.parser import HTMLParser
from io import StringIO
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

import pytest
from django.core.management import CommandError, call_command
from django.test import Client, override_settings
from django.urls import reverse
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from judgeapp.state import encode_scenario
from rules.engine import get_example
from tests.fuzz.strategies import dumps, json_values, mutated, texts
from tests.scenarios import CASE_2

pytestmark = [pytest.mark.django_db]

BASE = settings(
    derandomize=True,
    database=None,
    deadline=None,
    print_blob=True,
    suppress_health_check=[
        HealthCheck.too_slow,
        HealthCheck.data_too_large,
        HealthCheck.function_scoped_fixture,
        HealthCheck.filter_too_much,
    ],
)


def fuzz(examples: int) -> settings:
    """``examples`` generated inputs, the same on every run (INSTEAD_FUZZ_SCALE=10 for ten
    times as many, a longer search on demand)."""
    scale = float(os.environ.get("INSTEAD_FUZZ_SCALE", "1"))
    return settings(BASE, max_examples=max(1, int(examples * scale)))


SCENARIOS = [CASE_2, *(get_example(key).scenario.to_dict() for key in ("case-10", "case-08"))]
PROCEDURES = ["2025-09-19", "2008-02-01", "", "1999-01-01", "2025-09-19\x00"]
CHOICE_WORDS = ["apply:rip", "apply:shuffle", "0", "", "apply:", "a" * 300, "\ud800"]

scenarios = st.one_of(st.sampled_from(SCENARIOS).flatmap(mutated), json_values)
choices = st.one_of(
    st.lists(st.one_of(st.sampled_from(CHOICE_WORDS), texts), max_size=6), json_values
)
procedures = st.one_of(st.sampled_from(PROCEDURES), texts)

# Short: a fuzzed scenario that is heavy stops quickly with its 422.
FAST = override_settings(ENGINE_DEADLINE_SECONDS=0.3)


def _no_server_error(response, what: str) -> None:
    assert response.status_code < 500, f"{response.status_code} for {what!r}"


def _encoded(fields: dict[str, str]) -> str:
    """Form or query text as a client could send it: any character, lone surrogates as
    the (invalid) UTF-8 bytes they would be."""
    return urlencode(
        {
            k.encode("utf-8", "surrogatepass"): v.encode("utf-8", "surrogatepass")
            for k, v in fields.items()
        }
    )


def _post_form(client: Client, url: str, fields: dict[str, str], **headers: str):
    return client.post(
        url, _encoded(fields), content_type="application/x-www-form-urlencoded", **headers
    )


def _get(client: Client, url: str, query: dict[str, str], **headers: str):
    return client.get(f"{url}?{_encoded(query)}", **headers)


def _text(value: Any) -> str:
    return value if isinstance(value, str) else dumps(value)


# --- /api/resolve and /api/explore -------------------------------------------------------


@pytest.mark.parametrize("endpoint", ["api-resolve", "api-explore"])
@FAST
@fuzz(350)
@given(
    payload=st.one_of(
        st.fixed_dictionaries(
            {"scenario": scenarios},
            optional={"procedure": procedures, "choices": choices, "extra": json_values},
        ),
        json_values,
    )
)
def test_the_resolver_api_answers_any_body_without_a_server_error(endpoint, payload):
    body = dumps(payload)
    response = Client().post(reverse(endpoint), body, content_type="application/json")
    _no_server_error(response, body[:300])
    assert response["Content-Type"] == "application/json"


# --- s= (and the rest of the address) on every judge page ---------------------------------

JUDGE_PAGES = [
    "judge",
    "judge-explore",
    "judge-compare",
    "judge-build",
    "judge-export",
    "study-set",
    "study-session",
]


@FAST
@fuzz(600)
@given(
    page=st.sampled_from(JUDGE_PAGES),
    s=st.one_of(
        st.sampled_from(SCENARIOS).flatmap(mutated).map(lambda d: encode_scenario(d)),
        json_values.map(lambda v: encode_scenario(v) if isinstance(v, dict) else _text(v)),
        texts,
    ),
    extra=st.dictionaries(
        st.sampled_from(["p", "c", "ex", "hl", "q", "n", "s"]),
        st.one_of(texts, st.sampled_from(["case-02", "2008-02-01", "apply:rip,0,0"])),
        max_size=3,
    ),
    htmx=st.booleans(),
)
def test_every_judge_page_answers_any_address_without_a_server_error(page, s, extra, htmx):
    query = {"s": s, **extra}
    headers = {"HTTP_HX_REQUEST": "true"} if htmx else {}
    response = _get(Client(), reverse(page), query, **headers)
    _no_server_error(response, f"{page} {query!r}"[:300])


# --- The builder: its import box, and its rows ---------------------------------------------


class _Fields(HTMLParser):
    """The names and values of a page's form fields."""

    def __init__(self) -> None:
        super().__init__()
        self.fields: dict[str, str] = {}
        self._textarea: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        name = found.get("name")
        if not name or tag not in {"input", "select", "textarea"}:
            return
        if tag == "textarea":
            self._textarea = name
        self.fields.setdefault(name, found.get("value") or "")

    def handle_data(self, data: str) -> None:
        if self._textarea:
            self.fields[self._textarea] += data

    def handle_endtag(self, tag: str) -> None:
        if tag == "textarea":
            self._textarea = None


def _builder_fields() -> dict[str, str]:
    page = Client().get(reverse("judge-build"), {"ex": "case-02"})
    parser = _Fields()
    parser.feed(page.content.decode())
    parser.fields.pop("csrfmiddlewaretoken", None)
    return parser.fields


@FAST
@fuzz(200)
@given(
    imported=st.one_of(
        st.sampled_from(SCENARIOS).flatmap(mutated).map(dumps),
        json_values.map(dumps),
        texts,
    ),
    htmx=st.booleans(),
)
def test_the_builders_import_takes_any_text_without_a_server_error(imported, htmx):
    headers = {"HTTP_HX_REQUEST": "true"} if htmx else {}
    response = _post_form(
        Client(), reverse("judge-build"), {"action": "import", "json": imported}, **headers
    )
    _no_server_error(response, imported[:300])


BUILDER_FIELDS: dict[str, str] = {}


@FAST
@fuzz(120)
@given(data=st.data())
def test_the_builders_rows_take_any_values_without_a_server_error(data):
    if not BUILDER_FIELDS:
        BUILDER_FIELDS.update(_builder_fields())
    fields = dict(BUILDER_FIELDS)
    names = sorted(fields)
    for name in data.draw(st.lists(st.sampled_from(names), min_size=1, max_size=6)):
        fields[name] = data.draw(
            st.one_of(texts, st.sampled_from(["-1", "999999", "1" * 5000, "2.0", "[]", "{}"]))
        )
    fields["action"] = data.draw(
        st.one_of(
            st.sampled_from(
                [
                    "resolve",
                    "export",
                    "add:effects",
                    "remove:effects:0",
                    "up:objects:1",
                    "preset:rest-in-peace",
                    "add-mode:effects:0",
                    "remove-mode:effects:0:0",
                ]
            ),
            texts,
        )
    )
    response = _post_form(Client(), reverse("judge-build"), fields)
    _no_server_error(response, {k: v[:40] for k, v in fields.items()})


#: Numbers as a client could write them: digits of any script ("٣"), other numerals
#: ("²", "Ⅻ": a digit to ``str.isdigit()``, not to ``int()``), thousands of digits.
numerals = st.one_of(
    st.text(st.characters(categories=("Nd", "No", "Nl")), min_size=1, max_size=4),
    st.sampled_from(["9" * 5_000, "-1", "0", "1", "01", " 1"]),
)
WAY_IN_ACTIONS = ["remove-card:{}", "remove-event:{}", "x:{}", "aim:{}|Bob", "card:{}|Shock"]
BUILDER_ACTIONS = ["remove:effects:{}", "up:objects:{}", "down:events:{}", "add-mode:{}"]


@FAST
@fuzz(60)
@given(data=st.data(), number=numerals)
def test_every_number_in_a_button_or_an_address_is_taken_without_a_server_error(data, number):
    """The numbers buttons and addresses carry (a card's, a row's, a question's, an X):
    before, "²" and 5,000 nines were a 500 in each of these."""
    draft = '{"players": ["Alice", "Bob"], "cards": [{"object_id": "c", "name": "Fireball",'
    draft += ' "owner": "Alice"}]}'
    way_in = data.draw(st.sampled_from(WAY_IN_ACTIONS)).format(number)
    fields = {"draft": draft, "action": way_in, "x-0": number, "keep": number}
    _no_server_error(_post_form(Client(), reverse("judge-start"), fields), fields)
    if not BUILDER_FIELDS:
        BUILDER_FIELDS.update(_builder_fields())
    action = data.draw(st.sampled_from(BUILDER_ACTIONS)).format(number)
    response = _post_form(Client(), reverse("judge-build"), {**BUILDER_FIELDS, "action": action})
    _no_server_error(response, action)
    query = {"ex": "case-02", "q": number}
    _no_server_error(_get(Client(), reverse("study-set"), query), query)


# --- The rulings API and forms ----------------------------------------------------------

RULING = {
    "title": "Rest in Peace and Blightsteel Colossus",
    "event": "Grand Prix Lyon",
    "round": "5",
    "table": "12",
    "judge": "Jo Head",
    "decided_on": "2026-11-21",
    "tags": ["Zones", "graveyard"],
    "notes": "Alice chose Rest in Peace first.",
    "scenario": CASE_2,
    "procedure": "2025-09-19",
    "choices": ["apply:rip"],
}


@pytest.fixture
def staff_user():
    from django.contrib.auth.models import Group, User

    from rules.ruling_fields import STAFF_GROUP

    user = User.objects.create_user("fuzz-staff")
    user.groups.add(Group.objects.get_or_create(name=STAFF_GROUP)[0])
    return user


@pytest.fixture
def ruling_id(staff_user) -> str:
    from rules.services.rulings import ruling_create

    return str(ruling_create(data=copy.deepcopy(RULING), author=staff_user).public_id)


@pytest.fixture
def token_client(staff_user) -> Client:
    from rules.services.rulings import api_token_create

    token = api_token_create(user=staff_user, name="fuzz")[1]
    return Client(headers={"Authorization": f"Token {token}"})


@pytest.fixture
def session_client(staff_user) -> Client:
    client = Client()
    client.force_login(staff_user)
    return client


@FAST
@fuzz(300)
@given(
    how=st.sampled_from(["create", "update", "list", "read"]),
    body=st.one_of(st.just(RULING).flatmap(mutated), json_values),
    query=st.dictionaries(
        st.sampled_from(["q", "card", "tag", "event", "rule", "from", "to", "limit", "offset"]),
        st.one_of(texts, st.sampled_from(["10" * 20, "-1", "1e3", "2026-02-30"])),
        max_size=4,
    ),
)
def test_the_rulings_api_answers_anything_without_a_server_error(
    token_client, ruling_id, how, body, query
):
    if how == "create":
        response = token_client.post(reverse("api-rulings"), dumps(body), "application/json")
    elif how == "list":
        response = _get(token_client, reverse("api-rulings"), query)
    elif how == "update":
        if isinstance(body, dict) and "revision" not in body:
            body = {**body, "revision": 1}
        url = reverse("api-ruling", args=[ruling_id])
        response = token_client.patch(url, dumps(body), "application/json")
    else:
        response = Client().get(reverse("api-ruling-revisions", args=[ruling_id]))
    _no_server_error(response, f"{how} {dumps(body)[:200]} {query!r}"[:300])


@FAST
@fuzz(150)
@given(
    edit=st.booleans(),
    changes=st.dictionaries(
        st.sampled_from(
            [
                "title",
                "event",
                "round",
                "table",
                "judge",
                "decided_on",
                "tags",
                "notes",
                "procedure",
                "choices",
                "scenario",
                "revision",
            ]
        ),
        st.one_of(texts, json_values.map(_text)),
        min_size=1,
        max_size=4,
    ),
)
def test_the_rulings_forms_take_anything_without_a_server_error(
    session_client, ruling_id, edit, changes
):
    form = {
        **{k: v for k, v in RULING.items() if isinstance(v, str)},
        "tags": "zones, graveyard",
        "choices": "apply:rip",
        "scenario": json.dumps(CASE_2),
    }
    form.update(changes)
    if edit:
        form.setdefault("revision", "1")
        url = reverse("ruling-edit", args=[ruling_id])
    else:
        url = reverse("ruling-new")
    response = _post_form(session_client, url, form)
    _no_server_error(response, {k: str(v)[:40] for k, v in form.items()})


# --- The commands: importrulings and importcr -----------------------------------------------


def _export_document() -> dict:
    from django.contrib.auth.models import User

    from rules.selectors.rulings import export_document
    from rules.services.rulings import ruling_create

    user, _ = User.objects.get_or_create(username="fuzz-export")
    ruling = ruling_create(data=copy.deepcopy(RULING), author=user)
    return json.loads(json.dumps(export_document(rulings=[ruling]), default=str))


EXPORT: dict[str, Any] = {}


@fuzz(250)
@given(data=st.data())
def test_importrulings_refuses_any_bad_file_with_a_clear_error(data):
    if not EXPORT:
        EXPORT.update(_export_document())
    document = data.draw(st.one_of(mutated(EXPORT, max_changes=4), json_values))
    raw = data.draw(st.one_of(st.just(dumps(document)), texts))
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "rulings.json"
        path.write_bytes(raw.encode("utf-8", "surrogatepass"))
        with contextlib.suppress(CommandError):
            call_command("importrulings", str(path), stdout=StringIO(), stderr=StringIO())


CR = (
    "Magic: The Gathering Comprehensive Rules\n\n"
    "These rules are effective as of April 14, 2023.\n\n"
    "Contents\n\n6. Spells, Abilities, and Effects\nGlossary\nCredits\n\n"
    "6. Spells, Abilities, and Effects\n\n"
    "616. Interaction of Replacement and/or Prevention Effects\n\n"
    "616.1. The affected player chooses one to apply (see rule 101.4).\n\n"
    "616.1a If any are self-replacement effects, one of them must be chosen.\n\n"
    "616.2. A replacement effect can become applicable to an event.\n\n"
    "Glossary\n\nZone\nA place where objects can be during a game.\n\nCredits\n\nSomebody\n"
)
CR_LINES = CR.split("\n")


@st.composite
def _cr_texts(draw: st.DrawFn) -> bytes:
    lines = list(CR_LINES)
    for _ in range(draw(st.integers(1, 4))):
        index = draw(st.integers(0, len(lines) - 1))
        how = draw(st.sampled_from(["replace", "remove", "repeat", "insert"]))
        if how == "replace":
            lines[index] = draw(texts)
        elif how == "remove":
            del lines[index]
        elif how == "repeat":
            lines[index:index] = [lines[index]] * draw(st.sampled_from([2, 50]))
        else:
            lines.insert(
                index, draw(st.sampled_from(["616.1.", "616.1a", "999.", "1."])) + draw(texts)
            )
    text = "\n".join(lines)
    encoding = draw(st.sampled_from(["utf-8", "cp1252", "utf-16"]))
    return text.encode(encoding, "replace" if encoding == "cp1252" else "surrogatepass")


@fuzz(200)
@given(
    raw=st.one_of(_cr_texts(), st.binary(max_size=300)),
    name=st.sampled_from(["MagicCompRules-20230414.txt", "rules.txt", "2025-13-45.txt"]),
)
def test_importcr_refuses_any_bad_file_with_a_clear_error(raw, name):
    from rules.texts import shipped

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / name
        path.write_bytes(raw)
        original = shipped.manifest
        shipped.manifest = lambda *args: shipped.Manifest("", ())  # stands alone
        try:
            call_command("importcr", str(path), stdout=StringIO(), stderr=StringIO())
        except CommandError:
            pass
        finally:
            shipped.manifest = original
