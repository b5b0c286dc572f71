"""Weigh the stepper's longest question: "As Metallic Mimic enters, choose a creature
type" (614.12; 205.3m's 315 types), Thalia, Heretic Cathar (a Human Soldier) on the table.

Run from the project's root (Django's test client, no server, no network)::

    .venv/bin/python bench/long_question_weight.py

Prints the bytes of the whole page, of the step's htmx panel, of a search of its fold
("sli") and of the whole list shown on demand, each also gzip-compressed.
"""

from __future__ import annotations

import gzip
import os
import sys
from pathlib import Path
from urllib.parse import urlencode

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "judgeapp.test_settings")

MIMIC = (
    "As Metallic Mimic enters, choose a creature type.\n"
    "Metallic Mimic is the chosen type in addition to its other types.\n"
    "Each other creature you control of the chosen type enters with an additional +1/+1 "
    "counter on it."
)


def main() -> None:
    import django

    django.setup()
    from django.test import Client
    from django.test.utils import setup_test_environment

    from judgeapp.state import encode_scenario
    from rules.cardtext import parse_card

    setup_test_environment()
    read = parse_card(name="Metallic Mimic", text=MIMIC, controller="Alice")
    mimic = {**read.object, "zone": "stack"}
    thalia = {
        "id": "thalia",
        "name": "Thalia, Heretic Cathar",
        "owner": "Bob",
        "types": ["Creature"],
        "subtypes": ["Human", "Soldier"],
    }
    scenario = {
        "version": 1,
        "players": [{"name": "Alice"}, {"name": "Bob"}],
        "objects": [mimic, thalia],
        "effects": list(read.effects),
        "events": [{"id": "e1", "kind": "enter", "object": mimic["id"]}],
    }
    state = {"s": encode_scenario(scenario), "p": "2025-09-19"}
    client = Client()
    asked = [
        ("page", "/judge/", {}, False),
        ("panel (htmx)", "/judge/", {}, True),
        ("search 'sli' (htmx)", "/judge/options/", {"find": "sli"}, True),
        ("every type on demand (htmx)", "/judge/options/", {"all": "1"}, True),
    ]
    for name, path, extra, htmx in asked:
        headers = {"HX-Request": "true"} if htmx else {}
        response = client.get(f"{path}?{urlencode({**state, **extra})}", headers=headers)
        body = response.content
        print(f"{name}: {len(body):,} bytes, {len(gzip.compress(body)):,} gzip")


if __name__ == "__main__":
    main()
