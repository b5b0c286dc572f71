"""Plain-language summaries of how each supported rules release orders effects.

Shown on the home page so a visitor sees at a glance what changed between the
two procedures the judge offers.
"""

from dataclasses import dataclass


@dataclass(frozen=True)
class ProcedureSummary:
    key: str
    title: str
    rule: str
    steps: tuple[str, ...]


SUMMARIES: dict[str, ProcedureSummary] = {
    "2025-09-19": ProcedureSummary(
        key="2025-09-19",
        title="Today (Comprehensive Rules of 2025-09-19)",
        rule="616.1",
        steps=(
            "Self-replacement effects first (616.1a).",
            "Then effects that decide under whose control an object enters (616.1b).",
            "Then effects that make an object enter as a copy (616.1c).",
            "Then effects that make an object enter with its back face up (616.1d).",
            "Then any other applicable effect (616.1e).",
            "An effect on an event contained in another can't go before one on "
            "the containing event (616.1g).",
            "Repeat until none is left; an effect newly applicable is considered too (616.2).",
        ),
    ),
    "2008-02-01": ProcedureSummary(
        key="2008-02-01",
        title="2008 (Comprehensive Rules of 2008-02-01)",
        rule="419.9",
        steps=(
            "Self-replacement effects first (419.9a).",
            "Then any other applicable effect, chosen by the affected player or "
            "the affected object's controller (419.9a).",
            "Repeat until none is left; an effect newly applicable is considered too (419.9b).",
        ),
    ),
}

DEFAULT = "2025-09-19"
