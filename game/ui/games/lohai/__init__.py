"""Lohai at the table: the special cards played by hand (Giver, Taker, Mover, Shaker) and the won piles."""

from __future__ import annotations

from ....engine.lohai import CardDrawn, CardStolen, TrickGiven, TrickMoved
from ...table.cues import Cues

CUES: Cues = {CardDrawn: "deal", CardStolen: "play", TrickMoved: "sweep", TrickGiven: "sweep"}
