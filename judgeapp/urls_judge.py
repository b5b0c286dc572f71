from django.urls import path

from judgeapp.views import builder, examples, judge, table

urlpatterns = [
    path("", judge.judge, name="judge"),
    # "step/" (judge-step) is in judgeapp.urls, found first.
    path("options/", judge.options, name="judge-options"),
    path("start/", table.start, name="judge-start"),
    path("start/search/", table.search, name="judge-start-search"),
    path("explore/", judge.explore, name="judge-explore"),
    path("compare/", judge.compare, name="judge-compare"),
    path("build/", builder.builder, name="judge-build"),
    path("build/export/", builder.export, name="judge-export"),
    path("build/presets/", builder.preset_search, name="judge-presets"),
    path("examples/", examples.examples, name="examples"),
]
