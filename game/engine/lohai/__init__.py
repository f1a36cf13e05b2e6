"""Lohai (RULINGS §1): take the fewest tricks or the most, while special cards meddle.

A trick here is more than a row of cards.  Each seat has a *slot* on the table
that can grow: a Mover covered by the card drawn onto it, a Shaker covered by
the card it stole.  The top card of a slot is that seat's play.  Red cards
resolve at once and depth-first: the Mover's optional move, then its draw; the
Shaker's steal, then the victim's replacement draw, which may itself be red
and resolve for the victim.  Black cards wait for the end of the trick, where
the most recently placed one controls it.  Every choice a red or black card
asks for (``move 1 3``, ``pass``, ``steal 0``, ``give 2``) is one action of
the seat that owns it, so bots and the table drive them like any card.

The engine the registry names ``game.engine.lohai``: this package gathers the
game's names in one import, from :mod:`.rule_file` (what a rule file gives it),
:mod:`.events`, :mod:`.trick` (the special cards, the slots, who wins a trick),
:mod:`.hand` (a hand and a seat's view of it) and :mod:`.match`.
"""

from __future__ import annotations

from .events import CardDrawn, CardStolen, MoverIdle, TrickGiven, TrickMoved
from .hand import LohaiHand, LohaiView, three_player_scorer
from .match import MAX_POT, LohaiMatch, make_match, new_hand
from .rule_file import DEAL_SCHEMA, HOOKS, NEEDS, check_rules
from .trick import BLACK, GIVER, MOVER, PASS, RANK_ORDER, SHAKER, TAKER, LohaiTrick, Slot, SlotView

__all__ = [
    "BLACK", "DEAL_SCHEMA", "GIVER", "HOOKS", "MAX_POT", "MOVER", "NEEDS", "PASS", "RANK_ORDER", "SHAKER", "TAKER",
    "CardDrawn", "CardStolen", "LohaiHand", "LohaiMatch", "LohaiTrick", "LohaiView", "MoverIdle", "Slot", "SlotView",
    "TrickGiven", "TrickMoved", "check_rules", "make_match", "new_hand", "three_player_scorer",
]
