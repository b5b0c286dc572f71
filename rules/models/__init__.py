"""The rules app's models: rule texts (texts.py) and saved rulings (rulings.py)."""

from rules.models.rulings import ApiToken, Ruling, RulingRevision
from rules.models.texts import GlossaryEntry, Release, Rule

__all__ = ["ApiToken", "GlossaryEntry", "Release", "Rule", "Ruling", "RulingRevision"]
