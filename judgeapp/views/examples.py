"""The examples library: every ready-made scenario, filtered by tag and card."""

from django.http import HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_safe
from django.views.decorators.vary import vary_on_headers

from judgeapp import selectors
from rules.http import HtmxHttpRequest


@require_safe
@vary_on_headers("HX-Request")
def examples(request: HtmxHttpRequest) -> HttpResponse:
    """The library; an htmx request gets the filtered list alone."""
    tag = request.GET.get("tag", "").strip()
    card = request.GET.get("card", "").strip()
    partial = request.htmx and not request.htmx.history_restore_request
    template = "examples/library.html#example-list" if partial else "examples/library.html"
    return render(
        request,
        template,
        {
            "examples": selectors.example_list(tag=tag, card=card),
            "tags": selectors.example_tags(),
            "cards": selectors.example_cards(),
            "tag": tag,
            "card": card,
        },
    )
