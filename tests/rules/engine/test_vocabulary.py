"""One home for the format's words and limits: the schema and the builder's form use it."""

from __future__ import annotations

from rules.engine import SCENARIO_SCHEMA
from rules.engine.vocabulary import COLORS, EVENT_KINDS, MAX_COUNT, ZONES


def test_the_schema_takes_its_words_from_the_vocabulary():
    event = SCENARIO_SCHEMA["$defs"]["event"] if "$defs" in SCENARIO_SCHEMA else None
    text = repr(SCENARIO_SCHEMA)
    assert repr(list(ZONES)) in text
    assert repr(list(COLORS)) in text
    assert repr(list(EVENT_KINDS)) in text
    assert event is None or event["properties"]["kind"]["enum"] == list(EVENT_KINDS)


def test_an_events_count_has_one_limit_in_the_schema_and_in_the_builder():
    from judgeapp.forms import EventForm

    assert f"'maximum': {MAX_COUNT}" in repr(SCENARIO_SCHEMA)
    assert EventForm.base_fields["count"].max_value == MAX_COUNT
