"""Tests for templates/base.py: the registry every template family fills, and the
:class:`Template` record's hooks. Expected values by hand from the module's contract: every
template can be given a ``condition`` (an effect that applies only while something is
true), and a template without modes offers none."""

from __future__ import annotations

from rules.engine.templates import TEMPLATES
from rules.engine.templates.base import OK, Param, Template, template


def test_the_registry_gives_every_template_one_condition_parameter():
    for kind, tpl in TEMPLATES.items():
        names = [p.name for p in tpl.params]
        assert names.count("condition") == 1, kind


def test_a_registered_template_keeps_its_own_condition_and_its_fields():
    own = Param("condition", "condition", doc="its own")
    try:

        @template("_probe", "a probe", (own,), ("damage",), category="copy")
        class _Probe:
            def check(self, fx, ev, ctx, bearer):
                return OK

        tpl = TEMPLATES["_probe"]
        assert tpl.params == (own,)
        assert (tpl.kind, tpl.title, tpl.watches, tpl.category) == (
            "_probe",
            "a probe",
            ("damage",),
            "copy",
        )
        # No ``modes`` hook: the template offers no modes.
        assert tpl.modes(None, None, None, None) == ()
        assert tpl.check(None, None, None, None) is OK
    finally:
        TEMPLATES.pop("_probe", None)


def test_templates_compare_by_their_fields_not_their_hooks():
    a = Template("k", "t", (), ("damage",), hooks=object())
    b = Template("k", "t", (), ("damage",), hooks=object())
    assert a == b
