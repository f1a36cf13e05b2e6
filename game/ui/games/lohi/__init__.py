"""Lo-Hi at the table: sets and runs shed onto one pile, the deck, higher or lower."""

from __future__ import annotations

from ....engine.lohi import CardPicked, CardsPlayed, DeckReshuffled
from ...table.cues import Cues

CUES: Cues = {CardsPlayed: "play", CardPicked: "deal", DeckReshuffled: "shuffle"}
