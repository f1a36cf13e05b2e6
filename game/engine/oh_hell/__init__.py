"""Oh Hell as played in the office (RULINGS §4), with every variant as an option.

A round: flip a card for the hand size and trump, deal, bid (blind and
simultaneous by default, or openly with the hook on the dealer), play tricks in
which jokers may always be played and never win (unless ``jokers_high``), and
score bids made.  Ten rounds make a match, or fifteen on the 8..1..8 schedule.

The engine the registry names ``game.engine.oh_hell``: this package gathers the
game's names in one import, from :mod:`.rule_file` (what a rule file gives it),
:mod:`.hand` (a round and a seat's view of it) and :mod:`.match`.
"""

from __future__ import annotations

from .hand import OhHellHand, OhHellView
from .match import OhHellMatch, make_match, new_hand
from .rule_file import DEAL_SCHEMA, HOOKS, JOKER, NEEDS, PLAY_SCHEMA, ROTATION, check_rules, english, original

__all__ = [
    "DEAL_SCHEMA", "HOOKS", "JOKER", "NEEDS", "PLAY_SCHEMA", "ROTATION", "OhHellHand", "OhHellMatch", "OhHellView",
    "check_rules", "english", "make_match", "new_hand", "original",
]
