"""The built-in rule texts made from the seeds: complete, dated, clean, and loaded on first run."""

import datetime as dt
import json

import pytest

from rules.models import Release, Rule
from rules.services.texts import BUILTIN_DATA, builtin_texts_load
from rules.texts import build_seeds
from rules.texts.crtext import parse_cr
from rules.texts.seeds import typography_key

#: The date each subrule of the 2008 rule 419 was last changed, read off the annotated
#: seed's "[CompRules YYYY/MM/DD]" stamps (headings 419.6-419.9 carry none).
DATES_2008 = {
    "419.1": "2003-07-01",
    "419.1a": "2003-07-01",
    "419.1b": "2003-07-01",
    "419.1c": "2003-07-01",
    "419.1d": "2003-07-01",
    "419.1e": "2006-10-01",
    "419.2": "2003-07-01",
    "419.3": "2003-07-01",
    "419.4": "2003-07-01",
    "419.5": "2003-07-01",
    "419.5a": "2005-08-01",
    "419.5b": "2006-02-01",
    "419.6a": "2003-07-01",
    "419.6b": "2003-07-01",
    "419.6c": "2007-10-01",
    "419.6d": "2003-07-01",
    "419.6e": "2003-07-01",
    "419.6f": "2003-07-01",
    "419.6g": "2006-07-15",
    "419.6h": "2006-10-01",
    "419.6i": "2008-02-01",
    "419.7a": "2003-07-01",
    "419.7b": "2007-05-01",
    "419.7c": "2007-05-01",
    "419.7d": "2007-05-01",
    "419.8a": "2008-02-01",
    "419.8b": "2003-07-01",
    "419.8c": "2003-10-01",
    "419.9a": "2005-08-01",
    "419.9b": "2003-07-01",
}
HEADINGS_2008 = {"419.6", "419.7", "419.8", "419.9"}


@pytest.fixture(scope="module")
def data():
    return json.loads(BUILTIN_DATA.read_text(encoding="utf-8"))


def _release(data, label):
    return next(release for release in data["releases"] if release["label"] == label)


def _rules(data, label):
    return {rule["number"]: rule for rule in _release(data, label)["rules"]}


def test_every_subrule_of_2008_rule_419_is_present_exactly_once(data):
    numbers = [rule["number"] for rule in _release(data, "2008-02-01")["rules"]]
    wanted = set(DATES_2008) | HEADINGS_2008 | {"419"}
    assert sorted(n for n in numbers if n in wanted) == sorted(wanted)
    assert len(numbers) == len(set(numbers))


def test_each_2008_subrule_carries_the_date_the_annotated_seed_gives(data):
    rules = _rules(data, "2008-02-01")
    assert {number: rules[number]["last_changed"] for number in DATES_2008} == DATES_2008


def test_examples_of_the_annotated_seed_keep_their_own_dates(data):
    rule = _rules(data, "2008-02-01")["419.9b"]
    assert rule["example_changes"] == ["2003-10-01"]
    assert rule["examples"][0].startswith("One effect reads")


def test_the_one_ruling_is_attached_to_419_6f(data):
    rules = _rules(data, "2008-02-01")
    with_rulings = {number: rule["rulings"] for number, rule in rules.items() if rule["rulings"]}
    assert list(with_rulings) == ["419.6f"]
    (ruling,) = with_rulings["419.6f"]
    assert ruling["label"] == "419.6f.Ruling.1"
    assert ruling["author"] == "D'Angelo"
    assert ruling["date"] == "2008-03-16"
    assert ruling["text"].startswith('As an example, something set for "the next turn\'s upkeep"')


def test_2008_text_is_the_2008_wording_not_an_older_copy(data):
    rules = _rules(data, "2008-02-01")
    assert "planeswalker" in rules["419.6c"]["text"]
    assert rules["419.6i"]["text"].startswith("Some replacement effects modify how a permanent")
    assert len(rules["419.6i"]["examples"]) == 3


def test_curly_quotes_are_kept_where_a_copy_has_the_same_words(data):
    assert "\u201cinstead\u201d" in _rules(data, "2008-02-01")["419.1a"]["text"]


def test_rule_616_of_2025_is_present_with_its_examples(data):
    rules = _rules(data, "2025-09-19")
    assert list(rules) == [
        "616",
        "616.1",
        "616.1a",
        "616.1b",
        "616.1c",
        "616.1d",
        "616.1e",
        "616.1f",
        "616.1g",
        "616.2",
    ]
    assert [len(rules[n]["examples"]) for n in ("616.1f", "616.1g", "616.2")] == [2, 1, 1]
    assert rules["616.1f"]["examples"][1].startswith("Essence of the Wild reads")
    assert rules["616.1f"]["text"].endswith("until there are no more left to apply.")


def test_the_earlier_copies_give_418_5c_to_420(data):
    rules = _rules(data, "2007-02-01")
    for number in ("418.5c", "418.5i", "418.6d", "419.6h", "420.1", "420.5g"):
        assert number in rules
    assert rules["420.4"]["examples"][0].count("checked") == 1  # a word broken across lines


@pytest.mark.parametrize("debris", ["|", "This search", "Stub", "Page 9", "\u0414", "\u00d7", "  "])
def test_no_web_page_debris_is_left(data, debris):
    for release in data["releases"]:
        for rule in release["rules"]:
            for text in (rule["text"], *rule["examples"]):
                assert debris not in text, (release["label"], rule["number"])


def test_the_committed_data_is_what_the_build_script_makes_from_the_seeds(shared_dir, data):
    assert build_seeds.build(shared_dir / "rules" / "seeds") == data


def _official(shared_dir, label):
    parsed = parse_cr((shared_dir / "rules" / "cr-txt" / f"{label}.txt").read_bytes())
    return {rule.number: rule for rule in parsed.rules}


def test_modern_seed_616_matches_the_official_release_exactly(shared_dir, data):
    official = _official(shared_dir, "2025-09-19")
    for number, rule in _rules(data, "2025-09-19").items():
        assert rule["text"] == official[number].text
        assert tuple(rule["examples"]) == official[number].examples


#: Where the annotated search site reworded a reference: "(See Rule 419.1b and Rule
#: 419.1c.)" for the release's "(See rules 419.1b-c.)". The seed's words are kept.
REWORDED_BY_THE_SEED = {("2008-02-01", "419.6i")}


@pytest.mark.parametrize("label", ["2008-02-01", "2007-02-01"])
def test_2008_seed_words_match_the_official_release(shared_dir, data, label):
    official = _official(shared_dir, label)
    for number, rule in _rules(data, label).items():
        if (label, number) in REWORDED_BY_THE_SEED:
            continue
        assert typography_key(rule["text"]) == typography_key(official[number].text), number
        assert [typography_key(e) for e in rule["examples"]] == [
            typography_key(e) for e in official[number].examples
        ], number


@pytest.mark.django_db
def test_the_builtin_texts_are_stored_by_the_first_migration():
    assert set(Release.objects.values_list("label", flat=True)) >= {
        "2007-02-01",
        "2008-02-01",
        "2025-09-19",
    }
    rule = Rule.objects.get(release__label="2008-02-01", number="419.6f")
    assert rule.last_changed == dt.date(2003, 7, 1)
    assert rule.rulings[0]["label"] == "419.6f.Ruling.1"


@pytest.mark.django_db
def test_loading_the_builtin_texts_again_changes_nothing():
    before = list(Rule.objects.order_by("pk").values())
    builtin_texts_load()
    assert list(Rule.objects.order_by("pk").values()) == before


@pytest.mark.django_db
def test_loading_the_builtin_texts_keeps_an_imported_text_and_restores_lost_dates():
    rule = Rule.objects.get(release__label="2008-02-01", number="419.6f")
    rule.text = "An imported official text."
    rule.last_changed = None
    rule.rulings = []
    rule.save()
    Rule.objects.filter(release__label="2008-02-01", number="419.9b").delete()

    builtin_texts_load()

    rule.refresh_from_db()
    assert rule.text == "An imported official text."
    assert rule.last_changed == dt.date(2003, 7, 1)
    assert rule.rulings[0]["author"] == "D'Angelo"
    assert Rule.objects.filter(release__label="2008-02-01", number="419.9b").exists()
