"""Card text: real cards' Oracle texts read into the scenario format.

Pure Python, no Django. :func:`parse_card` turns a card's rules text into the
object and the replacement, prevention and "can't" effects it proposes, in the
engine's public scenario-dict format, with a plain-word line for each effect and
the parts of the text it didn't understand (never guessed). :func:`search_cards`
and :func:`card` look up the shipped Oracle texts.
"""

from .binding import bind_targets
from .card_types import card_traits
from .cards import CardEntry, all_cards, card, search_cards
from .normalise import unwrap
from .parse import ParsedCard, ParseInputError, bind_x, has_x, parse_card
from .set_aside import what_it_is
from .targets import CARD_TARGETS, CHOSEN_SOURCE, PLAYER_TARGETS, X

__all__ = [
    "CARD_TARGETS",
    "CHOSEN_SOURCE",
    "PLAYER_TARGETS",
    "CardEntry",
    "ParseInputError",
    "ParsedCard",
    "X",
    "all_cards",
    "bind_targets",
    "bind_x",
    "card",
    "card_traits",
    "has_x",
    "parse_card",
    "search_cards",
    "unwrap",
    "what_it_is",
]
