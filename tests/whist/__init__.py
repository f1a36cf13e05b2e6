"""Plain Whist, the test suite's own game: the proof that a game plugs in without editing ``game/``.

Importing this package registers the game (the one line below); the tools
find it when ``LOHAI_FRIENDS_GAMES=tests.whist`` is set, and the tests import
it directly.  ``docs/adding-a-game.md`` walks through every part.
"""

from __future__ import annotations

from pathlib import Path

from game.games import BenchCase, GameSpec, register

SPEC = register(GameSpec(
    name="whist", engine="tests.whist.engine", rules=Path(__file__).resolve().parent / "whist.yaml", better="higher",
    policy="tests.whist.ai:policy", blunder="tests.whist.ai:blunder", scoring="tests.whist.ai:SCORING",
    rollout_seat="game.ai.seats:WorldSeat", measure="tests.whist.ai:MEASURE", motif="AS KH QD",
    bench=(BenchCase(None, 4),)))
"""Whist's entry in the game registry (:mod:`game.games`)."""
