"""Which sound goes with which event at the table, and with the moments that are not events.

One table of names keeps the sounds consistent across the games: a card laid
is "play" whether it is a trick card, a Lo-Hi set or a Koira sequence; a card
coming off a stock or deck is "deal" (a game's table model may give some
cards their own, as Lohai's specials).  Events are matched by class: the shared ones here, each
game's own in its table package (``game/ui/games/<name>``), which its registry entry names
(:attr:`game.games.GameSpec.cues`).
Events with no entry are silent.
"""

from __future__ import annotations

from functools import cache

from ...engine import Event
from ...engine.core import BidMade, CardDealt, CardFlipped, CardPlayed, TrickWon
from ...games import all_games, piece

Cues = dict[type[Event], str]
"""Event class -> the name of its sound."""

SHARED: Cues = {CardDealt: "deal", CardPlayed: "play", CardFlipped: "flip", TrickWon: "sweep", BidMade: "bid"}



@cache
def _cues() -> Cues:
    merged = dict(SHARED)
    for spec in all_games():
        if spec.cues:
            merged.update(piece(spec.cues))
    return merged


def cue(event: Event) -> str | None:
    """The sound for ``event``, or ``None`` for silence."""
    return _cues().get(type(event))
