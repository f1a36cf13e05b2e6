"""The names of the computer levels, at the bottom of the layers: what checks a save's seats needs them,
and must not import the bots (searches, samplers) to get them.

:func:`game.ai.make_bot` makes a bot of each (``tests/test_ai.py`` holds it to that);
:data:`game.seating.LEVEL_TITLES` says how they read on screen.
"""

from __future__ import annotations

LEVELS: tuple[str, ...] = ("random", "rule", "easy", "medium", "hard", "expert")
"""Every level a computer seat can be set to, weakest first (the setup screen cycles through them in this order)."""
