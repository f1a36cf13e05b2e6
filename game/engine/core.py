"""The engine's core API gathered in one import: actions, events, views, states and matches.

The passive state machine every game shares lives in five modules, each holding one part:
:mod:`.actions` (moves and their refusal), :mod:`.events` (what happened, for the table),
:mod:`.hidden` (what a seat cannot see, and refilling it), :mod:`.state` (a hand and a seat's
view of it) and :mod:`.match` (hands in a row, totals, the result).  The rest of the app and the
tests import the core from here, as one module; the engine's own modules import each name from
its home, so this module imports everything and nothing imports it back.
"""

from __future__ import annotations

from .actions import (
    ECHO,
    KIND_WORDS,
    Action,
    ActionKind,
    IllegalActionError,
    bid,
    echo,
    play,
)
from .events import (
    BidMade,
    BidsRevealed,
    CardDealt,
    CardFlipped,
    CardPlayed,
    Event,
    HandScored,
    TrickWon,
    Why,
)
from .hidden import (
    REDACTED,
    Hidden,
    Location,
    Redacted,
    deal_hidden,
    hand_location,
    shuffle,
)
from .match import (
    HandRecord,
    Match,
    MatchResult,
    Terms,
    ranked,
    require_player_count,
)
from .state import (
    HandState,
    PlayerView,
    S,
    TableFacts,
    seat_hands,
    take_from_deck,
)

__all__ = [
    "ECHO", "KIND_WORDS", "REDACTED", "Action", "ActionKind", "BidMade", "BidsRevealed", "CardDealt", "CardFlipped",
    "CardPlayed", "Event", "HandRecord", "HandScored", "HandState", "Hidden", "IllegalActionError", "Location",
    "Match", "MatchResult", "PlayerView", "Redacted", "S", "TableFacts", "Terms", "TrickWon", "Why", "bid",
    "deal_hidden", "echo", "hand_location", "play", "ranked", "require_player_count", "seat_hands", "shuffle",
    "take_from_deck",
]
