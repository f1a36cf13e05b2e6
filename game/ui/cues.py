"""Which sound goes with which event at the table, and with the moments that are not events.

One table of names keeps the sounds consistent across the five games: a card
laid is "play" whether it is a trick card, a Lo-Hi set or a Koira sequence; a
card coming off a stock or deck is "deal"; the Lohai specials have their own
cues when they are played.  Events with no entry are silent.
"""

from __future__ import annotations

from ..engine import Card, Event

BY_EVENT = {
    "CardDealt": "deal", "CardPlayed": "play", "CardsPlayed": "play", "CardFlipped": "flip",
    "TrickWon": "sweep", "TrickDiscarded": "sweep", "TrickMoved": "sweep", "TrickGiven": "sweep",
    "BidMade": "bid", "CardDrawn": "deal", "CardPicked": "deal", "CardStolen": "play",
    "StockTurnedUp": "flip", "TrumpRevealed": "flip", "DeckReshuffled": "shuffle", "PlayDrawn": "deal",
    "SkatLooked": "deal", "SkatDiscarded": "play",
}
SPECIALS = {"GIV": "giver", "TAK": "taker", "MOV": "mover", "SHK": "shaker"}
"""A Lohai special card played to the trick has its own cue instead of the plain card sound."""


def cue(event: Event) -> str | None:
    """The sound for ``event``, or ``None`` for silence."""
    name = type(event).__name__
    card = getattr(event, "card", None)
    if name == "CardPlayed" and isinstance(card, Card) and card.suit is None and card.rank in SPECIALS:
        return SPECIALS[card.rank]
    return BY_EVENT.get(name)
