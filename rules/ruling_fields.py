"""What the rulings' services and selectors share: the fields of a ruling, the group that
may edit them, the export format, and the error a wrong input raises.

A leaf module: it imports nothing of the project, so services may call selectors and
both may use these names without importing each other.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

#: The name of the group whose members may save and edit rulings.
STAFF_GROUP = "staff"

#: The fields a person (or a script) gives; the outcome is computed from them.
EDITABLE_FIELDS: tuple[str, ...] = (
    "title",
    "event",
    "round",
    "table",
    "judge",
    "decided_on",
    "tags",
    "notes",
    "scenario",
    "procedure",
    "choices",
)
#: Every field a revision records, in the order pages and exports show them.
CONTENT_FIELDS: tuple[str, ...] = (*EDITABLE_FIELDS, "outcome", "outcome_text")
#: The fields that decide the outcome: changing any of them resolves again.
RESOLUTION_FIELDS: tuple[str, ...] = ("scenario", "procedure", "choices")

EXPORT_FORMAT = "instead-rulings"
EXPORT_VERSION = 1
NOT_FINISHED = "the resolution is not finished: {chooser} must still choose ({question})"


class RulingInputError(ValueError):
    """The input of a write was wrong; ``errors`` maps a field or path to messages."""

    def __init__(self, errors: Mapping[str, Sequence[str]]) -> None:
        self.errors: dict[str, list[str]] = {key: list(value) for key, value in errors.items()}
        super().__init__(
            "; ".join(f"{key}: {message}" for key, values in errors.items() for message in values)
        )
