"""Laus (RULINGS §3): avoid card points in a 32-card game where the jacks are trumps.

Three players each get ten cards and a two-card skat lies between them; in turn
each may take it up (putting two cards back, never a queen or a jack) or pass,
and every pass doubles the hand.  Four players get eight cards and no skat.
Taking a trick takes its points; three queens carry extra penalties unless the
same player also takes the queen of diamonds.  Each player left without a trick
doubles the hand again, and a player who takes every trick has 120 taken off instead.
The match ends when someone's running total reaches the target: that player loses.

The engine the registry names ``game.engine.laus``: this package gathers the
game's names in one import, from :mod:`.rule_file` (what a rule file gives it),
:mod:`.table` (the cards' lookups and points), :mod:`.events`, :mod:`.hand` (a
hand and a seat's view of it) and :mod:`.match`.

>>> from game.engine import load_rules, new_hand
>>> hand = new_hand(load_rules("laus"), players=3, dealer=2)
>>> hand.current_player, str(hand.phase), [str(a) for a in hand.legal_actions()]
(0, 'skat', ['look', 'pass'])
>>> four = new_hand(load_rules("laus"), players=4, dealer=3)
>>> four.current_player, str(four.phase), four.skat
(0, 'play', [])
"""

from __future__ import annotations

from .events import Phase, SkatDealt, SkatDiscarded, SkatLooked, SkatPassed, SkatTurn, SkatWon
from .hand import LOOK, PASS, SKAT, LausHand, LausView
from .match import LausMatch, make_match, new_hand
from .rule_file import (
    DEAL_SCHEMA,
    HAND_DEAL,
    HOOKS,
    NEEDS,
    PLAY_SCHEMA,
    SKAT_MARK,
    SKAT_SIZES,
    check_rules,
    co_losers,
    multiplicative,
)
from .table import TRUMP, Table, doubling_words, make_table, raw_points, table_for

__all__ = [
    "DEAL_SCHEMA", "HAND_DEAL", "HOOKS", "LOOK", "NEEDS", "PASS", "PLAY_SCHEMA", "SKAT", "SKAT_MARK", "SKAT_SIZES",
    "TRUMP", "LausHand", "LausMatch", "LausView", "Phase", "SkatDealt", "SkatDiscarded", "SkatLooked", "SkatPassed",
    "SkatTurn", "SkatWon", "Table", "check_rules", "co_losers", "doubling_words", "make_match", "make_table",
    "multiplicative", "new_hand", "raw_points", "table_for",
]
