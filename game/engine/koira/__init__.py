"""Koira (RULINGS §5): win cards in open tricks, then shed them; the last one holding cards loses.

One :class:`KoiraHand` is one whole game.  **Phase one** deals three cards each;
everyone plays a card to each trick (or turns up the stock's top card while two
or more remain, K1: the action ``turnup``), the highest rank takes the trick,
ties are played off by the tied players alone (K2, K20) and a tie that cannot be
played off is shuffled and shared among them (K6).  After each trick everyone
fills up to three from the stock, winner first (K3); the last stock card is
shown to all and its suit is trump (K4).  **Phase two** makes each won pile its
owner's hand (K8); a trick is led with a card or a sequence of one suit, and each
player in turn beats the top play (K11) or takes the lowest play back
(``draw``).  A trick ends when it holds as many cards as there were players
(K13) or when it has been taken empty (K16).  Playing out your last card takes
you out; the last player left is the loser (K17).

The engine the registry names ``game.engine.koira``: this package gathers the
game's names in one import, from :mod:`.rule_file` (what a rule file gives it),
:mod:`.events` (its events and the view), :mod:`.moves` (what beats what, as pure
functions), :mod:`.phases` (the state, the deal and both phases of play),
:mod:`.hand` (the engine's protocol, copies and who knows what) and :mod:`.match`.
"""

from __future__ import annotations

from . import moves  # every module of the package is imported here, so a frozen app carries them all
from .events import (
    GameLost,
    KoiraView,
    PhaseTwoBegan,
    PlayDrawn,
    PlayerOut,
    SequencePlayed,
    Split,
    StockDrawn,
    StockTurnedUp,
    TieBreak,
    TieSplit,
    TrickDiscarded,
    TrickSplit,
    TrumpRevealed,
)
from .hand import KoiraHand
from .match import KoiraMatch, make_match, new_hand
from .phases import DRAW, STOCK, TURN_UP, KoiraPhases
from .rule_file import DEAL_SCHEMA, HOOKS, NEEDS, check_rules

__all__ = [
    "DEAL_SCHEMA", "DRAW", "HOOKS", "NEEDS", "STOCK", "TURN_UP", "GameLost", "KoiraHand", "KoiraMatch", "KoiraPhases",
    "KoiraView", "PhaseTwoBegan", "PlayDrawn", "PlayerOut", "SequencePlayed", "Split", "StockDrawn", "StockTurnedUp",
    "TieBreak", "TieSplit", "TrickDiscarded", "TrickSplit", "TrumpRevealed", "check_rules", "make_match", "moves",
    "new_hand",
]
