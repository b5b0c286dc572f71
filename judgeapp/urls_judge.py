from django.urls import path

from judgeapp.views import builder, examples, judge

urlpatterns = [
    path("", judge.judge, name="judge"),
    path("step/", judge.step, name="judge-step"),
    path("explore/", judge.explore, name="judge-explore"),
    path("compare/", judge.compare, name="judge-compare"),
    path("build/", builder.builder, name="judge-build"),
    path("build/export/", builder.export, name="judge-export"),
    path("build/presets/", builder.preset_search, name="judge-presets"),
    path("examples/", examples.examples, name="examples"),
]
