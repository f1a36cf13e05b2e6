"""Koira at the table: collecting tricks in phase one, shedding sequences in phase two."""

from __future__ import annotations

from ....engine.koira.events import (
    PlayDrawn,
    SequencePlayed,
    StockDrawn,
    StockTurnedUp,
    TrickDiscarded,
    TrumpRevealed,
)
from ...table.cues import Cues

CUES: Cues = {SequencePlayed: "play", StockDrawn: "deal", StockTurnedUp: "flip", TrumpRevealed: "flip",
              PlayDrawn: "deal", TrickDiscarded: "sweep"}
