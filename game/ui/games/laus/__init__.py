"""Laus at the table: looking at the skat or passing, and laying two cards away into it."""

from __future__ import annotations

from ....engine.laus import SkatDiscarded, SkatLooked
from ...table.cues import Cues

CUES: Cues = {SkatLooked: "deal", SkatDiscarded: "play"}
