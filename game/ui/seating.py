"""Who sits where: moved to :mod:`game.seating`, next to the match session, which needs it without pygame.

The names stay importable from here, so the scenes and tests that seat players need not change.
"""

from __future__ import annotations

from ..seating import AGES, LEVEL_TITLES, NAMES, MatchSetup, level_title

__all__ = ["AGES", "LEVEL_TITLES", "NAMES", "MatchSetup", "level_title"]
