"""Lo-Hi (RULINGS §2): shed your hand onto a pile that asks for higher, lower or exact.

One :class:`LohiHand` is one round.  Each player is dealt five cards plus one
for every round they have won; the deck's top card starts the pile; the player
with the fewest cards starts (ties: the youngest when ages are known, else a
seeded random pick, B2) and must play (B3).  A turn is one play — a set of one
rank or a run of consecutive ranks — or a pick-up.  The play sets what comes
next: a single card flips the direction against the card under it, a double
lets its player call higher or lower (not for aces and twos, B7), a triple lets
its player name a rank (B8), a quadruple gives its player another turn (B9), a
run reverses the order of play and asks for the other way (B10).  Three pick-ups
in a row turn the deck's top card onto the pile, keeping the direction (§2.2.7).
An empty deck is rebuilt from the pile under its top card (B13).

The match plays rounds until someone wins a round they began with ten cards.

The engine the registry names ``game.engine.lohi``: this package gathers the
game's names in one import, from :mod:`.rule_file` (what a rule file gives it),
:mod:`.events` (its events and the view), :mod:`.moves` (the constraint and the
plays it allows), :mod:`.play` (the state, the deal and what each move does),
:mod:`.hand` (what may be done and why not, the result, copies and views) and
:mod:`.match`.

>>> from game.engine import load_rules, new_hand
>>> hand = new_hand(load_rules("lohi"), players=3, hands=["9H 3C", "TD", "8C 6H"], flipped="7H")
>>> hand.current_player, [str(a) for a in hand.legal_actions()], hand.first_reason
(1, ['play TD'], 'fewest cards')
>>> tied = new_hand(load_rules("lohi"), players=3, hands=["9H 3C", "2C TD", "8C 6H"], flipped="7H")
>>> tied.first_reason, tied.current_player in (0, 1, 2)
('random', True)
"""

from __future__ import annotations

from . import moves  # every module of the package is imported here, so a frozen app carries them all
from .events import (
    BonusTurn,
    CardPicked,
    CardsPlayed,
    Cause,
    ConstraintSet,
    DeckReshuffled,
    DirectionReversed,
    FirstPlayerChosen,
    LohiView,
    Passed,
    RoundWon,
)
from .hand import CALLS, DECK, NAMES, PASS, PICKUP, LohiHand
from .match import LohiMatch, make_match, new_hand
from .play import LohiPlay
from .rule_file import DEAL_SCHEMA, HOOKS, NEEDS, PLAY_SCHEMA, check_rules

__all__ = [
    "CALLS", "DEAL_SCHEMA", "DECK", "HOOKS", "NAMES", "NEEDS", "PASS", "PICKUP", "PLAY_SCHEMA", "BonusTurn",
    "CardPicked", "CardsPlayed", "Cause", "ConstraintSet", "DeckReshuffled", "DirectionReversed",
    "FirstPlayerChosen", "LohiHand", "LohiMatch", "LohiPlay", "LohiView", "Passed", "RoundWon", "check_rules",
    "make_match", "moves", "new_hand",
]
