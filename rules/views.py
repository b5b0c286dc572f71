"""Pages for rule texts: a rule, a section, search, history, diffs and the concordance.

Each view validates its input, asks a selector and renders; under htmx it
renders only the page's partial.
"""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.utils.safestring import mark_safe
from django.views.decorators.http import require_safe

from rules import concordance as concordance_data
from rules.http import HtmxHttpRequest
from rules.models import Release, Rule
from rules.selectors import texts as selectors
from rules.services.texts import release_ensure, shipped_releases_store_some
from rules.texts import marks
from rules.texts.refs import linkify, references

#: Said when a URL's rule number is not a rule number.
BAD_NUMBER = "“{number}” is not a rule number: rule numbers look like 616, 616.1 or 616.1c."
#: Said when no stored release up to the date asked for has the rule.
RULE_NOT_STORED = "Rule {number} is not in the text of release {release}."
#: Said when a page is about one release and it is not stored.
RELEASE_UNKNOWN = "No release {release} is stored."
#: Where the texts come from, said when one is missing.
IMPORT_HINT = (
    "Every official release from 2003 to 2026 ships with the app and is stored when a page "
    "first asks for it: a rule missing here is not in that release's text. A newer release "
    "is added by staff, from the admin (Releases) or with "
    "python manage.py importcr MagicCompRules-YYYYMMDD.txt"
)
#: How long one request of a history page may spend storing the releases it lacks.
HISTORY_STORE_SECONDS = 2.0
#: Said when a diff names a release that is not stored.
DIFF_NEEDS_RELEASES = "Choose two stored releases to compare (unknown: {labels})."


def _rule_url(release: Release, number: str) -> str:
    return reverse("rules:rule", args=[release.label, number])


def _linked(release: Release, rules: list[Rule]) -> None:
    """Give each rule ``paragraphs`` and ``linked_examples``: HTML with rule numbers linked.

    Every cited number links within ``release``; those it does not store are
    marked, and their page says how to import the text.
    """
    cited: list[str] = []
    for rule in rules:
        for text in (rule.text, *rule.examples):
            cited.extend(references(text))
    stored = selectors.numbers_stored(release=release, numbers=sorted(set(cited)))

    def url_for(number: str) -> str:
        return _rule_url(release, number)

    def link(text: str) -> str:
        # linkify escapes the text; only its own links are markup.
        return mark_safe(linkify(text, url_for=url_for, is_stored=stored.__contains__))

    for rule in rules:
        rule.paragraphs = [link(part) for part in rule.text.split("\n")]
        changes = list(rule.example_changes) + [None] * len(rule.examples)
        rule.linked_examples = [
            {"html": link(example), "last_changed": changed}
            for example, changed in zip(rule.examples, changes, strict=False)
        ]


def _missing(
    request: HtmxHttpRequest,
    *,
    messages: list[str],
    number: str,
    release: str,
    see: tuple[str, str] | None = None,
) -> HttpResponse:
    template = "rules/missing.html#missing-card" if request.htmx else "rules/missing.html"
    context = {
        "problems": messages,
        "hint": IMPORT_HINT,
        "number": number,
        "release": release,
        "see": see,
    }
    return render(request, template, context, status=404)


@require_safe
def index(request: HttpRequest) -> HttpResponse:
    releases = selectors.release_list()
    return render(
        request,
        "rules/index.html",
        {
            "releases": list(reversed(releases)),
            "latest": releases[-1] if releases else None,
            "hint": IMPORT_HINT,
            "choices": selectors.release_choices(),
            "not_stored": selectors.shipped_not_stored(),
        },
    )


@require_safe
def release_detail(request: HttpRequest, release: str) -> HttpResponse:
    release_ensure(release)
    found = selectors.release_get(label=release)
    if found is None:
        return _missing(
            request, messages=[RELEASE_UNKNOWN.format(release=release)], number="", release=release
        )
    return render(
        request,
        "rules/release.html",
        {
            "release": found,
            "headings": selectors.release_sections(release=found),
            "rule_count": selectors.rule_count(release=found),
            "before": selectors.release_before(release=found),
        },
    )


@require_safe
def glossary(request: HttpRequest, release: str) -> HttpResponse:
    release_ensure(release)
    found = selectors.release_get(label=release)
    if found is None:
        return _missing(
            request, messages=[RELEASE_UNKNOWN.format(release=release)], number="", release=release
        )
    entries = selectors.glossary_entries(release=found)
    return render(request, "rules/glossary.html", {"release": found, "entries": entries})


@require_safe
def rule_detail(request: HtmxHttpRequest, release: str, number: str) -> HttpResponse:
    if not selectors.RULE_NUMBER.fullmatch(number):
        return _missing(
            request, messages=[BAD_NUMBER.format(number=number)], number=number, release=release
        )
    release_ensure(release)
    rule = selectors.rule_text(release=release, number=number)
    if rule is None:
        other = selectors.renumbered_as(release=release, number=number)
        return _missing(
            request,
            messages=[RULE_NOT_STORED.format(number=number, release=release)],
            number=number,
            release=release,
            see=(other, reverse("rules:rule", args=[release, other])) if other else None,
        )
    children = selectors.rule_children(rule=rule)
    _linked(rule.release, [rule, *children])
    concordance = concordance_data.load()
    context = {
        "rule": rule,
        "requested": release,
        "fallback": rule.release.label != release,
        "children": children,
        "neighbours": selectors.rule_neighbours(rule=rule),
        "today": concordance.from_old(rule.number)
        if rule.release.label == concordance.old_release
        else None,
        "in_2008": concordance.to_new(rule.number)
        if rule.release.label == concordance.new_release
        else [],
        "concordance": concordance,
    }
    template = "rules/rule.html#rule-card" if request.htmx else "rules/rule.html"
    return render(request, template, context)


@require_safe
def section(request: HtmxHttpRequest, release: str, number: str) -> HttpResponse:
    release_ensure(release)
    found = selectors.release_get(label=release)
    if found is None or not selectors.RULE_NUMBER.fullmatch(number):
        message = (
            BAD_NUMBER.format(number=number)
            if found is not None
            else RELEASE_UNKNOWN.format(release=release)
        )
        return _missing(request, messages=[message], number=number, release=release)
    rules = selectors.section_rules(release=found, section=number)
    if not rules:
        return _missing(
            request,
            messages=[RULE_NOT_STORED.format(number=number, release=release)],
            number=number,
            release=release,
        )
    _linked(found, rules)
    template = "rules/section.html#section-body" if request.htmx else "rules/section.html"
    return render(request, template, {"release": found, "number": number, "rules": rules})


@require_safe
def search(request: HtmxHttpRequest) -> HttpResponse:
    query = request.GET.get("q", "").strip()[:200]
    releases = selectors.release_list()
    label = request.GET.get("release", "")[:32]
    if label:
        release_ensure(label)
    release = selectors.release_get(label=label) if label else (releases[-1] if releases else None)
    error = ""
    if label and release is None:
        error = RELEASE_UNKNOWN.format(release=label)
    results, total = selectors.rule_search(query=query, release=release) if release else ([], 0)
    terms = selectors.glossary_search(query=query, release=release) if release else []
    for rule in results:
        rule.marked_text = mark_safe(marks.excerpt(rule.text, query))
        rule.marked_examples = [
            mark_safe(marks.excerpt(example, query))
            for example in rule.examples
            if marks.matches(example, query)
        ]
    for entry in terms:
        entry.marked_term = mark_safe(marks.mark(entry.term, query))
        entry.marked_text = mark_safe(marks.excerpt(entry.text, query))
    template = "rules/search.html#search-results" if request.htmx else "rules/search.html"
    return render(
        request,
        template,
        {
            "query": query,
            "release": release,
            "releases": selectors.release_choices(),
            "results": results,
            "total": total,
            "terms": terms,
            "error": error,
        },
        status=404 if error else 200,
    )


@require_safe
def history(request: HtmxHttpRequest, number: str) -> HttpResponse:
    if not selectors.RULE_NUMBER.fullmatch(number):
        return _missing(
            request, messages=[BAD_NUMBER.format(number=number)], number=number, release=""
        )
    if request.GET.get("more") and selectors.rule_history(number=number).entries:
        # The page asks for the official releases not stored yet, a few at a time.
        shipped_releases_store_some(seconds=HISTORY_STORE_SECONDS)
    found = selectors.rule_history(number=number)
    if not found.entries:
        return _missing(
            request,
            messages=[f"No stored release has a rule {number}."],
            number=number,
            release="",
        )
    template = "rules/history.html#history-body" if request.htmx else "rules/history.html"
    return render(request, template, {"history": found, "number": number})


@require_safe
def release_diff(request: HtmxHttpRequest) -> HttpResponse:
    releases = selectors.release_list()
    old_label, new_label = request.GET.get("old", ""), request.GET.get("new", "")
    section = request.GET.get("section", "").strip()
    context: dict[str, object] = {
        "releases": selectors.release_choices(),
        "old_label": old_label or (releases[0].label if releases else ""),
        "new_label": new_label or (releases[-1].label if releases else ""),
        "section": section,
        "diff": None,
        "error": "",
    }
    status = 200
    if old_label or new_label:
        for label in (old_label[:32], new_label[:32]):
            release_ensure(label)
        old = selectors.release_get(label=old_label)
        new = selectors.release_get(label=new_label)
        unknown = [label for label, found in ((old_label, old), (new_label, new)) if found is None]
        if section and not selectors.RULE_NUMBER.fullmatch(section):
            context["error"] = BAD_NUMBER.format(number=section)
            status = 400
        elif unknown:
            context["error"] = DIFF_NEEDS_RELEASES.format(
                labels=", ".join(repr(u) for u in unknown)
            )
            status = 404
        else:
            context["diff"] = selectors.release_diff(old=old, new=new, section=section or None)  # type: ignore[arg-type]
    template = "rules/diff.html#diff-body" if request.htmx else "rules/diff.html"
    return render(request, template, context, status=status)


@require_safe
def concordance(request: HttpRequest) -> HttpResponse:
    data = concordance_data.load()
    old_texts = selectors.rules_by_number(
        release=data.old_release, numbers=[entry.old for entry in data.entries]
    )
    new_texts = selectors.rules_by_number(
        release=data.new_release, numbers=[n for entry in data.entries for n in entry.new]
    )
    rows = [
        {
            "entry": entry,
            "old": old_texts.get(entry.old),
            "new": [(number, new_texts.get(number)) for number in entry.new],
        }
        for entry in data.entries
    ]
    return render(request, "rules/concordance.html", {"concordance": data, "rows": rows})
