"""``importcr``: small files written here, and every official release in ../shared."""

import datetime as dt
import hashlib
import re
from io import StringIO

import pytest
from django.core.management import CommandError, call_command

from rules.models import GlossaryEntry, Release, Rule
from rules.selectors.texts import rule_history
from rules.services.texts import builtin_texts_load
from rules.texts import shipped

SMALL = (
    "Magic: The Gathering Comprehensive Rules\n\n"
    "These rules are effective as of April 14, 2023.\n\n"
    "Contents\n\n6. Spells, Abilities, and Effects\nGlossary\nCredits\n\n"
    "6. Spells, Abilities, and Effects\n\n"
    "616. Interaction of Replacement and/or Prevention Effects\n\n"
    "616.1. The affected player chooses one to apply (see rule 101.4).\n\n"
    "616.1a If any are self-replacement effects, one of them must be chosen.\n\n"
    "616.1e Any of the applicable replacement and/or prevention effects may be chosen.\n"
    "Example: A player chooses the \u201cexile\u201d effect.\n\n"
    "616.2. A replacement effect can become applicable to an event.\n\n"
    "Glossary\n\nZone\nA place where objects can be during a game.\n\nCredits\n\nSomebody\n"
)


@pytest.fixture(autouse=True)
def _small_files_stand_alone(request, monkeypatch):
    """The small files here have a handful of rules: compared with the shipped releases
    beside them they would be refused as cut short, so those tests see none shipped."""
    if "all_releases" not in request.fixturenames:
        monkeypatch.setattr(shipped, "manifest", lambda *args: shipped.Manifest("", ()))


def _write(tmp_path, name="MagicCompRules-20230414.txt", text=SMALL, encoding="utf-8"):
    path = tmp_path / name
    path.write_bytes(text.encode(encoding))
    return path


def _run(*args):
    out = StringIO()
    call_command("importcr", *map(str, args), stdout=out)
    return out.getvalue()


# --- small files ---------------------------------------------------------------------


@pytest.mark.django_db
@pytest.mark.parametrize("encoding", ["cp1252", "utf-8", "utf-8-sig", "utf-16"])
@pytest.mark.parametrize("newline", ["\r\n", "\n", "\r"])
def test_import_reads_every_encoding_and_line_ending(tmp_path, encoding, newline):
    _run(_write(tmp_path, text=SMALL.replace("\n", newline), encoding=encoding))

    rules = Rule.objects.filter(release__label="2023-04-14").order_by("position")
    assert [rule.number for rule in rules] == ["616", "616.1", "616.1a", "616.1e", "616.2"]
    assert rules.get(number="616.1e").examples == ["A player chooses the \u201cexile\u201d effect."]
    assert GlossaryEntry.objects.get(release__label="2023-04-14").term == "Zone"


@pytest.mark.django_db
def test_import_stores_the_effective_date_the_text_gives(tmp_path):
    _run(_write(tmp_path, name="MagicCompRules-20230410.txt"))
    release = Release.objects.get(label="2023-04-10")
    assert release.effective_date == dt.date(2023, 4, 14)
    assert "April 14, 2023" in release.notes


@pytest.mark.django_db
def test_a_file_named_without_a_date_is_filed_under_its_effective_date(tmp_path):
    _run(_write(tmp_path, name="comprules.txt"))
    assert Release.objects.filter(label="2023-04-14").exists()


@pytest.mark.django_db
def test_label_option_files_the_release_under_another_date(tmp_path):
    _run(_write(tmp_path), "--label", "2023-04-20")
    assert Rule.objects.filter(release__label="2023-04-20").count() == 5


@pytest.mark.django_db
def test_importing_the_same_file_again_changes_nothing(tmp_path):
    path = _write(tmp_path)
    first = _run(path)
    before = list(Rule.objects.filter(release__label="2023-04-14").order_by("pk").values())

    second = _run(path)

    assert "5 added, 0 changed, 0 unchanged, 0 removed" in first
    assert "0 added, 0 changed, 5 unchanged, 0 removed" in second
    assert "glossary 0 added, 0 changed, 1 unchanged, 0 removed" in second
    assert list(Rule.objects.filter(release__label="2023-04-14").order_by("pk").values()) == before


@pytest.mark.django_db
def test_a_revised_file_reports_added_changed_and_removed_rules(tmp_path):
    _run(_write(tmp_path))
    revised = SMALL.replace("one to apply", "one of them to apply").replace(
        "616.2. A replacement effect can become applicable to an event.\n\n",
        "616.3. A new rule.\n\n",
    )
    out = _run(_write(tmp_path, text=revised))
    assert "1 added, 1 changed, 3 unchanged, 1 removed" in out
    assert not Rule.objects.filter(release__label="2023-04-14", number="616.2").exists()


@pytest.mark.django_db
def test_import_shows_progress_for_each_file(tmp_path):
    first = _write(tmp_path, name="2023-04-14.txt")
    second = _write(tmp_path, name="2023-10-13.txt")
    out = _run(first, second)
    assert "[1/2] 2023-04-14.txt -> 2023-04-14" in out
    assert "[2/2] 2023-10-13.txt -> 2023-10-13" in out
    assert "Imported 2 release(s)" in out


@pytest.mark.django_db
def test_a_file_that_is_not_the_rules_is_refused_and_nothing_is_stored(tmp_path):
    path = _write(tmp_path, name="notes-20230414.txt", text="Shopping list\r\nmilk\r\n")
    with pytest.raises(CommandError, match="not a Comprehensive Rules text file"):
        _run(path)
    assert not Release.objects.filter(label="2023-04-14").exists()


@pytest.mark.django_db
def test_one_bad_file_among_several_imports_none_of_them(tmp_path):
    good = _write(tmp_path, name="2023-04-14.txt")
    bad = _write(tmp_path, name="2023-10-13.txt", text="Not the rules at all.\n")
    with pytest.raises(CommandError, match=r"Nothing was imported\.(.|\n)*2023-10-13\.txt"):
        _run(good, bad)
    assert not Release.objects.filter(label__in=["2023-04-14", "2023-10-13"]).exists()


@pytest.mark.django_db
def test_two_files_for_the_same_release_are_refused(tmp_path):
    first = _write(tmp_path, name="MagicCompRules-20230414.txt")
    second = _write(tmp_path, name="copy-2023-04-14.txt")
    with pytest.raises(CommandError, match="both release 2023-04-14"):
        _run(first, second)


@pytest.mark.django_db
def test_an_undated_file_asks_for_a_label(tmp_path):
    path = _write(tmp_path, name="rules.txt", text=SMALL.replace("April 14, 2023", "soon"))
    with pytest.raises(CommandError, match="--label"):
        _run(path)


@pytest.mark.django_db
def test_a_missing_file_is_named_in_the_error(tmp_path):
    with pytest.raises(CommandError, match=r"nowhere\.txt"):
        _run(tmp_path / "nowhere.txt")


@pytest.mark.django_db
def test_a_bad_label_is_refused(tmp_path):
    with pytest.raises(CommandError, match="not a date"):
        _run(_write(tmp_path), "--label", "last-tuesday")


# --- every official release ---------------------------------------------------------


def _digest() -> str:
    rows = Rule.objects.order_by("release__label", "number").values_list(
        "release__label", "number", "text", "examples", "position", "last_changed"
    )
    return hashlib.sha256(repr(list(rows)).encode()).hexdigest()


@pytest.fixture(scope="module")
def all_releases(django_db_setup, django_db_blocker, shared_dir):
    """Every release in ../shared/rules/cr-txt imported twice; the built-in state restored after."""
    folder = shared_dir / "rules" / "cr-txt"
    with django_db_blocker.unblock():
        first = _run(folder)
        before = _digest()
        second = _run(folder)
        after = _digest()
        yield {
            "folder": folder,
            "first": first,
            "second": second,
            "before": before,
            "after": after,
        }
        Release.objects.all().delete()
        builtin_texts_load()


def _text(label, number):
    return Rule.objects.get(release__label=label, number=number).text


@pytest.mark.django_db
def test_all_110_releases_are_stored(all_releases):
    files = sorted(path.stem for path in all_releases["folder"].glob("*.txt"))
    assert len(files) == 110
    assert sorted(Release.objects.values_list("label", flat=True)) == files


@pytest.mark.django_db
def test_419_9a_of_2008_10_01_adds_the_control_step(all_releases):
    before, after = _text("2008-07-15", "419.9a"), _text("2008-10-01", "419.9a")
    step = "would modify under whose control an object would come into play"
    assert step not in before
    assert step in after


@pytest.mark.django_db
def test_616_1c_the_copy_step_appears_on_2011_09_30(all_releases):
    copy_step = "become a copy of another object as it enters the battlefield"
    assert copy_step not in _text("2011-07-15", "616.1c")
    assert copy_step in _text("2011-09-30", "616.1c")
    earlier = Rule.objects.filter(release__date__lt=dt.date(2011, 9, 30), number__startswith="616.")
    assert not [rule for rule in earlier if copy_step in rule.text]


@pytest.mark.django_db
def test_616_1d_back_face_up_appears_on_2022_02_18(all_releases):
    assert "back face up" not in _text("2021-11-15", "616.1d")
    assert "back face up" in _text("2022-02-18", "616.1d")


@pytest.mark.django_db
def test_history_of_616_1d_shows_the_back_face_step_as_a_change(all_releases):
    history = rule_history(number="616.1d")
    entry = next(e for e in history.entries if e.release.label == "2022-02-18")
    assert entry.kind == "changed"
    assert "back" in re.sub(r"</?del>", "", entry.new_html.split("<ins>", 1)[1])


#: Lines that start with a rule number, read with nothing but the standard library.
NUMBER_AT_LINE_START = re.compile(r"^(\d{3}(?:\.\d+[a-z]*)?)\.?(?=[\s A-Z\"\u201c])", re.MULTILINE)


def _independent_numbers(raw: bytes) -> set[str]:
    if raw[:2] in (b"\xff\xfe", b"\xfe\xff"):
        text = raw.decode("utf-16")
    elif raw[:3] == b"\xef\xbb\xbf":
        text = raw[3:].decode("utf-8")
    else:
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            text = raw.decode("cp1252", errors="replace")
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    body = text[text.index("\n100.1") : text.rindex("\nGlossary\n")]
    return set(NUMBER_AT_LINE_START.findall(body))


@pytest.mark.django_db
def test_no_release_loses_a_rule_number_to_a_parsing_error(all_releases):
    stored: dict[str, set[str]] = {}
    for label, number in Rule.objects.values_list("release__label", "number"):
        stored.setdefault(label, set()).add(number)
    lost = {}
    for path in sorted(all_releases["folder"].glob("*.txt")):
        missing = _independent_numbers(path.read_bytes()) - stored[path.stem]
        if missing:
            lost[path.stem] = sorted(missing)[:10]
    assert lost == {}


@pytest.mark.django_db
def test_each_release_stores_as_many_rules_as_its_file_numbers(all_releases):
    counts = {release.label: release.rules.count() for release in Release.objects.all()}
    for path in sorted(all_releases["folder"].glob("*.txt")):
        assert counts[path.stem] >= len(_independent_numbers(path.read_bytes())), path.stem


@pytest.mark.django_db
def test_reimporting_every_release_changes_nothing(all_releases):
    assert all_releases["before"] == all_releases["after"]
    assert "rules 0 added, 0 changed" in all_releases["second"]
    assert ", 0 removed." in all_releases["second"]


@pytest.mark.django_db
def test_the_file_named_2006_06_01_holds_the_2004_text_and_is_listed_by_its_date(all_releases):
    release = Release.objects.get(label="2006-06-01")
    assert release.effective_date == dt.date(2004, 6, 1)
    assert "June 1, 2004" in release.notes
    labels = list(Release.objects.order_by("date").values_list("label", flat=True))
    assert labels.index("2004-02-01") < labels.index("2006-06-01") < labels.index("2004-10-01")


@pytest.mark.django_db
def test_builtin_dates_and_rulings_survive_the_official_import(all_releases):
    rule = Rule.objects.get(release__label="2008-02-01", number="419.6f")
    assert rule.last_changed == dt.date(2003, 7, 1)
    assert rule.rulings[0]["label"] == "419.6f.Ruling.1"
    assert not Release.objects.get(label="2008-02-01").builtin


def test_a_file_of_far_more_lines_than_any_release_is_refused_before_it_is_read():
    """Every published release has under 10,000 lines; an 8 MB upload of 700,000 short
    lines took over 10 s to read (the admin's upload answers within the server's 30 s)."""
    from rules.services.texts import ReleaseRejected, release_file_read

    data = ("100. General\n\n100.1. Rule.\n" + "Example: x\n" * 100_000).encode()
    with pytest.raises(ReleaseRejected) as error:
        release_file_read(data=data, file_name="MagicCompRules-20990101.txt")
    assert error.value.problems == [
        "it has 100,004 lines, far more than any release (under 10,000; at most 100,000 are read)"
    ]
