"""A game's own part of the table: the one protocol every game's table plugs into, in four roles.

The table scene runs the frame, the match session, the computer seats and
the gestures; everything that differs from game to game is asked of its
:class:`GameTable`, whose hooks come in four roles, each a class of its own
(and, as the shared parts see them, a protocol in :mod:`.interface`):

* **set-up** (here, :class:`GameSetUp`): a match made the game's way, what it
  reads at each deal, whether tricks are played and claimed;
* **pictures** (here, :class:`GamePictures`): the table's drawing, with the
  game's own middle, seat boxes and corner, and the table model class whose
  ``beats()`` animate the game's own events by their class;
* **hands** (:class:`~.plugin_hands.GameHands`): what besides a card of the
  hand a press may land on and what a click or a drop on it means (an action
  for the engine, words, or the last trick shown: :data:`Outcome`); what a
  click, a drop or a double-click on a card does; the keys on the game's own
  targets; the panel for the choices that are not a card;
* **words** (:class:`~.plugin_words.GameWords`): the turn's prompt, the top
  bar's stage, the summary's column and story, the callouts, the hand's log.

:class:`GameTable` joins the four and is itself the plainest game, one card a
trick (Oh Hell, Whist).  A game's part subclasses it in
``game/ui/games/<name>/`` and is named in the game's registry entry
(:attr:`game.games.GameSpec.table`); it keeps any state of its own (Lo-Hi's
focus on the deck, Lohai's chosen seat) and changes the table only through
the table's methods and :class:`~.picks.Picks`.
"""

from __future__ import annotations

from typing import ClassVar

import pygame

from ...engine import Match
from ...games import find, piece
from ...seating import MatchSetup
from ..toolkit.settings import Settings
from .draw import TRICKS, Skin, draw_table
from .interface import Gesture, Outcome, Say, ShowLastTrick, Table
from .model import TableModel
from .plugin_hands import GameHands, grabbed
from .plugin_words import GameWords

__all__ = ["GamePictures", "GameSetUp", "GameTable", "Gesture", "Outcome", "Say", "ShowLastTrick", "game_table",
           "grabbed"]


class GameSetUp:
    """The game's set-up: its match made its own way, what it reads at each deal, what its hands are decided by."""

    @classmethod
    def prepare(cls, settings: Settings, setup: MatchSetup) -> Match | None:
        """A new match made the game's own way (Lo-Hi tells it the players' ages); ``None``: the usual way."""
        return None

    @property
    def plays_tricks(self) -> bool:
        """Tricks are played: the last one can be reviewed (Tab, the top bar's button)."""
        return True

    @property
    def claims(self) -> bool:
        """The rest of a hand can be claimed (C, the top bar's Claim): the hand is decided by its tricks."""
        return self.plays_tricks

    suits_matter: ClassVar[bool] = True
    """A card's suit decides anything in this game; where it does not (Lo-Hi), the hand is sorted by rank
    whatever the hand-sort setting says of trumps and suits (at the table and in the review)."""

    def start_hand(self) -> None:
        """A hand was dealt (or the table sat down at one): read what the game shows of it."""


class GamePictures:
    """The game's pictures: the shared drawing with the game's own parts, and the model that animates it."""

    model_type: ClassVar[type[TableModel]] = TableModel
    """The table model: its ``beats()`` animate every event of the game's engine."""
    skin: ClassVar[Skin] = TRICKS
    """The game's own middle, seat boxes and corner in the shared drawing."""
    table: Table

    def draw(self, surface: pygame.Surface) -> None:
        """The table, drawn with the game's :attr:`skin`."""
        draw_table(surface, self.table, self.skin)


class GameTable(GameHands, GameWords, GamePictures, GameSetUp):
    """A game's part of the table; as it stands, a trick game played one card at a time."""


def game_table(setup: MatchSetup) -> type[GameTable]:
    """The game's own part of the table, from its registry entry (a game without one plays plain tricks)."""
    spec = find(setup.rules.engine)
    return piece(spec.table) if spec is not None else GameTable
