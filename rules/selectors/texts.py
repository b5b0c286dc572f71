"""Reads for rule texts: a rule in a release, sections, search, history and diffs."""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Callable
from dataclasses import dataclass, field, replace

from django.db.models import Q

from rules import concordance
from rules.models import GlossaryEntry, Release, Rule
from rules.texts import diff as textdiff
from rules.texts import shipped
from rules.texts.seeds import number_key

#: What a rule number looks like: 616, 616.1, 616.1c.
RULE_NUMBER = re.compile(r"\d{3}(?:\.\d+[a-z]*)?")
#: What a release label looks like: a date.
RELEASE_LABEL = re.compile(r"\d{4}-\d{2}-\d{2}")


def release_list() -> list[Release]:
    """Every stored release, oldest first."""
    return list(Release.objects.order_by("date", "label"))


def release_get(*, label: str) -> Release | None:
    return Release.objects.filter(label=label).first()


@dataclass(frozen=True)
class ReleaseChoice:
    """A release one can open: stored, or shipped with the app and stored when opened."""

    label: str
    stored: bool


def release_choices() -> list[ReleaseChoice]:
    """Every release stored or shipped, newest first."""
    stored = set(Release.objects.values_list("label", flat=True))
    labels = stored | {entry.label for entry in shipped.manifest().releases}
    return [ReleaseChoice(label, label in stored) for label in sorted(labels, reverse=True)]


def shipped_not_stored() -> list[str]:
    """The labels of the official releases shipped with the app and not stored as shipped."""
    catalogue = shipped.manifest()
    stored = set(
        Release.objects.filter(sha256__in=[r.sha256 for r in catalogue.releases]).values_list(
            "sha256", flat=True
        )
    )
    return [r.label for r in catalogue.releases if r.sha256 not in stored]


def release_before(*, release: Release) -> str | None:
    """The label of the release just before ``release`` (by the date its text takes effect),
    stored or shipped."""
    dates = {
        label: date.isoformat()
        for label, date in Release.objects.exclude(pk=release.pk).values_list("label", "date")
    }
    for entry in shipped.manifest().releases:
        dates.setdefault(entry.label, entry.effective_date or entry.label)
    dates.pop(release.label, None)
    earlier = [(date, label) for label, date in dates.items() if date < release.date.isoformat()]
    return max(earlier)[1] if earlier else None


def rule_text(*, release: str, number: str) -> Rule | None:
    """The text of rule ``number`` as of release ``release`` (a date such as ``2025-09-19``).

    The exact release when it is stored and has the rule; else, unless the
    release is stored whole from its official file (then it has no such rule),
    the nearest earlier stored release that has it (``rule.release`` says
    which). ``None`` when no stored release up to that date has the rule.
    """
    if not RULE_NUMBER.fullmatch(number):
        return None
    rules = Rule.objects.select_related("release").filter(number=number)
    exact = rules.filter(release__label=release).first()
    if exact is not None or not RELEASE_LABEL.fullmatch(release):
        return exact
    if Release.objects.filter(label=release).exclude(sha256="").exists():
        return None  # a whole official release without the rule: no earlier text stands in
    try:
        date = dt.date.fromisoformat(release)
    except ValueError:
        return None
    return rules.filter(release__date__lte=date).order_by("-release__date").first()


def renumbered_as(*, release: str, number: str) -> str | None:
    """The number rule ``number`` had in release ``release`` across the renumbering of 2009,
    when it differs and that release has it (419.9a of 2008 is 616.1 in 2025-09-19)."""
    if not RELEASE_LABEL.fullmatch(release):
        return None
    other = concordance.lineage(number).number_on(release)
    if other is None or other == number:
        return None
    return other if Rule.objects.filter(release__label=release, number=other).exists() else None


def in_section(number: str, section: str) -> bool:
    """Whether rule ``number`` is ``section`` or under it.

    >>> [in_section(n, "616.1") for n in ("616.1", "616.1c", "616.10", "616.2")]
    [True, True, False, False]
    >>> [in_section(n, "616") for n in ("616", "616.1", "616.1c", "6160.1")]
    [True, True, True, False]
    """
    if number == section:
        return True
    if "." in section:
        return re.fullmatch(re.escape(section) + "[a-z]+", number) is not None
    return number.startswith(f"{section}.")


def _section_filter(section: str) -> Q:
    """A database filter that holds at least the rules of ``section`` (see ``in_section``)."""
    if "." in section:
        return Q(number__startswith=section)
    return Q(number=section) | Q(number__startswith=f"{section}.")


def section_rules(*, release: Release, section: str) -> list[Rule]:
    """Rule ``section`` and every subrule under it, in document order (all of 616)."""
    rules = Rule.objects.filter(release=release).filter(_section_filter(section))
    return [rule for rule in rules.order_by("position") if in_section(rule.number, section)]


def rule_children(*, rule: Rule) -> list[Rule]:
    """The rules under a rule: every subrule of a section (616.1, 616.1a-f, 616.2 … under
    616), the lettered subrules of a rule (616.1a-f under 616.1)."""
    if rule.is_heading:
        return [r for r in section_rules(release=rule.release, section=rule.number) if r != rule]
    candidates = Rule.objects.filter(release_id=rule.release_id, number__startswith=rule.number)
    return [
        c
        for c in candidates.order_by("position")
        if re.fullmatch(re.escape(rule.number) + r"[a-z]+", c.number)
    ]


def rules_by_number(*, release: str, numbers: list[str]) -> dict[str, Rule]:
    """The rules of release ``release`` (a label) among ``numbers``, by number."""
    rules = Rule.objects.filter(release__label=release, number__in=numbers).order_by()
    return {rule.number: rule for rule in rules}


def numbers_stored(*, release: Release, numbers: list[str]) -> set[str]:
    """Which of ``numbers`` the release has."""
    if not numbers:
        return set()
    return set(
        Rule.objects.filter(release=release, number__in=numbers)
        .order_by()
        .values_list("number", flat=True)
    )


def rule_neighbours(*, rule: Rule) -> tuple[str | None, str | None]:
    """The numbers of the rules just before and after ``rule`` in its release."""
    before = (
        Rule.objects.filter(release_id=rule.release_id, position__lt=rule.position)
        .order_by("-position")
        .values_list("number", flat=True)
        .first()
    )
    after = (
        Rule.objects.filter(release_id=rule.release_id, position__gt=rule.position)
        .order_by("position")
        .values_list("number", flat=True)
        .first()
    )
    return before, after


def release_sections(*, release: Release) -> list[Rule]:
    """The release's three-digit rules (its section titles: 616. Interaction …), in order."""
    return list(
        Rule.objects.filter(release=release).exclude(number__contains=".").order_by("position")
    )


def rule_count(*, release: Release) -> int:
    return Rule.objects.filter(release=release).count()


def glossary_entries(*, release: Release) -> list[GlossaryEntry]:
    """The release's glossary, in its order."""
    return list(GlossaryEntry.objects.filter(release=release).order_by("position"))


def glossary_search(*, query: str, release: Release, limit: int = 20) -> list[GlossaryEntry]:
    """Glossary terms of ``release`` whose term or definition contains ``query``."""
    query = query.strip()
    if not query:
        return []
    entries = GlossaryEntry.objects.filter(release=release).filter(
        Q(term__icontains=query) | Q(text__icontains=query)
    )
    return list(entries.order_by("position")[:limit])


def rule_search(*, query: str, release: Release, limit: int = 100) -> tuple[list[Rule], int]:
    """Rules of ``release`` whose number is ``query`` or whose text or examples contain it.

    Returns up to ``limit`` rules in document order, and how many match in all.
    """
    query = query.strip()
    if not query:
        return [], 0
    matches = Rule.objects.filter(release=release).filter(
        Q(number=query) | Q(text__icontains=query) | Q(examples__icontains=query)
    )
    total = matches.count()
    return list(matches.order_by("position")[:limit]), total


# --- history ---------------------------------------------------------------------


@dataclass(frozen=True)
class HistoryEntry:
    """One version of a rule: where it first appeared, changed, was renumbered or went away."""

    kind: str
    """``added``, ``changed``, ``renumbered`` or ``removed``."""
    release: Release
    rule: Rule | None
    """The rule as of ``release`` (None when removed)."""
    number: str = ""
    """Its number in ``release`` (419.9a before 2009, 616.1 after)."""
    previous_number: str = ""
    """Its number in the entry before, when it was renumbered."""
    old_html: str = ""
    new_html: str = ""
    """Word diffs against the previous version (HTML with ``del``/``ins``)."""
    same_until: Release | None = None
    """The last release in which this version was still current, if later than ``release``."""
    same_count: int = 0
    """How many later releases kept this version unchanged."""


@dataclass(frozen=True)
class RuleHistory:
    number: str
    entries: list[HistoryEntry] = field(default_factory=list)
    releases_with: int = 0
    releases_total: int = 0
    numbers: tuple[str, ...] = ()
    """Every number the rule had across the renumbering of 2009, oldest first."""
    not_stored: int = 0
    """How many official releases shipped with the app are not stored (not in the history)."""


def rule_history(*, number: str) -> RuleHistory:
    """Rule ``number`` across every stored release, oldest first: what changed in each.

    Follows the rule across the renumbering of 2009 (419.9a became 616.1), with
    the concordance as the seam: asking for either number gives the same history.
    """
    line = concordance.lineage(number)
    releases = release_list()
    wanted = {release.id: line.number_on(release.label) for release in releases}
    rules = {
        (rule.release_id, rule.number): rule
        for rule in Rule.objects.filter(number__in=line.numbers or (number,)).only(
            "id", "release_id", "number", "text", "examples", "last_changed", "position"
        )
    }
    entries: list[HistoryEntry] = []
    previous: str | None = None
    previous_number = ""
    found = 0
    for release in releases:
        at = wanted[release.id] or ""
        rule = rules.get((release.id, at))
        current = None if rule is None else textdiff.version_text(rule.text, rule.examples)
        if rule is not None:
            found += 1
        renumbered = rule is not None and bool(previous_number) and at != previous_number
        if current == previous and not renumbered:
            if entries and current is not None:
                last = entries[-1]
                entries[-1] = replace(last, same_until=release, same_count=last.same_count + 1)
            continue
        if rule is not None:
            rule.release = release
        if current is None:
            entries.append(
                HistoryEntry(kind="removed", release=release, rule=None, number=previous_number)
            )
        elif previous is None:
            entries.append(HistoryEntry(kind="added", release=release, rule=rule, number=at))
        else:
            old_html, new_html = textdiff.side_by_side(previous, current)
            entries.append(
                HistoryEntry(
                    kind="renumbered" if renumbered else "changed",
                    release=release,
                    rule=rule,
                    number=at,
                    previous_number=previous_number if renumbered else "",
                    old_html=old_html,
                    new_html=new_html,
                )
            )
        previous = current
        if rule is not None:
            previous_number = at
    return RuleHistory(
        number=number,
        entries=entries,
        releases_with=found,
        releases_total=len(releases),
        numbers=line.numbers,
        not_stored=len(shipped_not_stored()),
    )


# --- diffs between releases ------------------------------------------------------------


@dataclass(frozen=True)
class DiffRow:
    number: str
    kind: str
    """``added``, ``removed``, ``changed``, or ``not_stored`` (the rule is in one release and
    the other is stored only in part, without it)."""
    old_html: str
    new_html: str
    missing_from: str = ""
    """For ``not_stored``: the label of the release stored without the rule."""


@dataclass(frozen=True)
class ReleaseDiff:
    old: Release
    new: Release
    section: str | None
    rows: list[DiffRow]
    added: int
    removed: int
    changed: int
    unchanged: int
    shown: int
    """How many differing rules are shown (the first ``limit`` of them)."""
    not_stored: int = 0
    """Rules in one release that the other, stored only in part, does not have."""
    partial: tuple[str, ...] = ()
    """The labels of the two releases that are stored only in part (from the seed texts)."""

    @property
    def differing(self) -> int:
        return self.added + self.removed + self.changed + self.not_stored


def _covers(release: Release, stored: dict[str, str]) -> Callable[[str], bool]:
    """Whether the stored text of ``release`` covers a rule number (so its absence means the
    release has no such rule): always for a whole release; for one stored only in part (the
    seed texts: 418.5c to 420, or 616), only between its first and last stored rule."""
    if release.sha256 or not release.builtin:
        return lambda number: True
    keys = [number_key(n) for n in release.rules.values_list("number", flat=True)] or [
        number_key(n) for n in stored
    ]
    if not keys:
        return lambda number: False
    low, high = min(keys), max(keys)
    return lambda number: low <= number_key(number) <= high


def _versions(release: Release, section: str | None) -> dict[str, str]:
    rules = Rule.objects.filter(release=release).order_by()
    if section:
        rules = rules.filter(_section_filter(section))
    return {
        number: textdiff.version_text(text, examples)
        for number, text, examples in rules.values_list("number", "text", "examples")
        if not section or in_section(number, section)
    }


def release_diff(
    *, old: Release, new: Release, section: str | None = None, limit: int = 300
) -> ReleaseDiff:
    """What changed from release ``old`` to ``new``, in one section or the whole document.

    A rule only one release has is added or removed when the other release is
    stored whole; when the other is stored only in part (the seed texts), the
    rule is "not stored" there and counted apart. Counts cover everything; word
    diffs are made for the first ``limit`` differing rules.
    """
    before, after = _versions(old, section), _versions(new, section)
    old_covers, new_covers = _covers(old, before), _covers(new, after)
    numbers = sorted(before.keys() | after.keys(), key=number_key)
    rows: list[DiffRow] = []
    added = removed = changed = unchanged = not_stored = 0
    for number in numbers:
        a, b = before.get(number), after.get(number)
        if a == b:
            unchanged += 1
            continue
        if a is None and not old_covers(number):
            not_stored += 1
            kind, missing_from = "not_stored", old.label
        elif b is None and not new_covers(number):
            not_stored += 1
            kind, missing_from = "not_stored", new.label
        elif a is None:
            added += 1
            kind, missing_from = "added", ""
        elif b is None:
            removed += 1
            kind, missing_from = "removed", ""
        else:
            changed += 1
            kind, missing_from = "changed", ""
        if len(rows) >= limit:
            continue  # counted; word diffs only for the rules shown
        if kind == "changed":
            rows.append(DiffRow(number, kind, *textdiff.side_by_side(a or "", b or "")))
        elif kind == "not_stored":
            text = textdiff.inline(a or b or "", a or b or "")
            old_html, new_html = (text, "") if b is None else ("", text)
            rows.append(DiffRow(number, kind, old_html, new_html, missing_from))
        elif kind == "added":
            rows.append(DiffRow(number, kind, "", textdiff.inline("", b or "")))
        else:
            rows.append(DiffRow(number, kind, textdiff.inline(a or "", ""), ""))
    return ReleaseDiff(
        old=old,
        new=new,
        section=section,
        rows=rows,
        added=added,
        removed=removed,
        changed=changed,
        unchanged=unchanged,
        shown=len(rows),
        not_stored=not_stored,
        partial=tuple(r.label for r in (old, new) if r.builtin and not r.sha256),
    )
